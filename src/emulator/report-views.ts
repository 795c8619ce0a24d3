/**
 * What a run's report looks like over the API: the `data` of a run start (interface 4.2, rule 3.1)
 * and a run report (2.5) as the run list and a share link show it. The graded content comes from
 * the content generators once the run is terminal, built once per run (same input, same output).
 *
 * Views take the run's status from the run store, so this module knows nothing of how a status
 * is reached.
 */
import { REPORT_RUN_ID_FIELD } from '../client/wire.js';
import type { ConnectionStore } from './connection-store.js';
import { withHostileText } from './hostile.js';
import { type ConformanceRun, isTerminalStatus, type RunRecord } from './records.js';
import type { EmulatorContent, GeneratedReport } from './types.js';

export class ReportViews {
  constructor(
    private readonly content: EmulatorContent,
    private readonly connections: ConnectionStore,
  ) {}

  /** The `data` of a run start answer (4.2, rule 3.1). */
  startView(run: ConformanceRun, status: string): Record<string, unknown> {
    const base = { executionId: run.executionId, reportId: run.reportId, status, seed: run.seed };
    if (!isTerminalStatus(status)) return { ...base, draining: run.scenario.draining };
    const generated = this.generated(run, status);
    return {
      ...base,
      summary: generated?.summary ?? emptySummary(),
      withheldModules: generated?.withheldModules ?? this.withheldModules(run),
      ...(status === 'failed' ? { error: run.scenario.failureMessage } : {}),
    };
  }

  /** A run report (2.5) as it appears in the list and through a share token. */
  reportView(run: RunRecord, status: string): Record<string, unknown> {
    const connection = this.connections.get(run.connectionId);
    const generated = this.generated(run, status);
    const common = {
      _id: run.reportId,
      status,
      connectionId: run.connectionId,
      connectionLabel: this.connections.label(connection),
      seed: run.seed,
      createdAt: new Date(run.createdAt).toISOString(),
    };
    const graded = generated
      ? {
          provenance: generated.provenance,
          withheldModules: generated.withheldModules,
          summary: generated.summary,
          suites: generated.suites,
        }
      : {};
    if (run.kind === 'conformance') {
      return {
        ...common,
        ocpiVersion: connection.ocpiVersion,
        runKind: 'conformance',
        executionId: run.executionId,
        ...(run.module === undefined ? {} : { module: run.module }),
        withheldModules: this.withheldModules(run),
        draining: run.scenario.draining,
        ...graded,
        ...(status === 'failed'
          ? { error: run.scenario.failureMessage, summary: emptySummary() }
          : {}),
      };
    }
    return {
      ...common,
      ocpiVersion: run.plan.ocpiVersion,
      runKind: 'journey',
      [REPORT_RUN_ID_FIELD]: run.runId,
      module: run.plan.profile,
      withheldModules: [],
      draining: false,
      ...graded,
    };
  }

  /**
   * A conformance report does not depend on when it is read, so it is built right after the
   * start, as the service grades while it runs: the moment a run turns terminal costs nothing,
   * and latency measured from that moment is the client's alone.
   */
  prepare(run: ConformanceRun): void {
    setTimeout(() => {
      run.generated ??= this.build(run);
    }, 0).unref();
  }

  /** Modules the scenario withholds that the run would otherwise have tested. */
  private withheldModules(run: ConformanceRun): string[] {
    if (run.generated) return run.generated.withheldModules;
    const modules = this.content.modulesFor(this.connections.get(run.connectionId).ocpiVersion);
    return modules.filter(
      (module) =>
        run.scenario.withheldModules.includes(module) &&
        (run.module === undefined || run.module === module),
    );
  }

  /** The graded content of a terminal run, generated once (same input, same output). */
  private generated(run: RunRecord, status: string): GeneratedReport | undefined {
    if (!isTerminalStatus(status)) return undefined;
    run.generated ??= this.build(run);
    return run.generated;
  }

  private build(run: RunRecord): GeneratedReport | undefined {
    let generated: GeneratedReport | undefined;
    if (run.kind === 'conformance') {
      if (run.scenario.outcome !== 'completed') return undefined;
      const connection = this.connections.get(run.connectionId);
      generated = this.content.generateConformanceReport({
        seed: run.seed,
        ocpiVersion: connection.ocpiVersion,
        module: run.module,
        connection: this.connections.view(connection),
        scenario: run.scenario,
        partnerTokens: this.connections.partnerTokensOf(connection.id),
        runOrdinal: run.ordinal,
      });
    } else {
      generated = this.content.generateJourneyReport(run.plan, run.seed, run.scenario, {
        status: run.engine.status,
        reachedStage: Math.max(0, run.engine.reachedStage),
      });
    }
    return generated && run.scenario.hostileText ? withHostileText(generated) : generated;
  }
}

function emptySummary() {
  return { total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 };
}

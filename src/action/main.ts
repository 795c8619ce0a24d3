/**
 * The action: the only code that touches @actions/core. It reads the inputs, runs the gate, and
 * writes what the gate found where people look: outputs, the job summary, annotations, the report
 * file, and the step's outcome. The core it drives is passed in, so tests substitute their own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InputError, ServiceClient } from '../client/index.js';
import { errorReason, type GateResult, runGate } from '../core/gate.js';
import { formatRate } from '../core/grading.js';
import { annotationsFor } from '../report/annotations.js';
import { renderSummary } from '../report/summary.js';
import { secrets } from '../util/redaction.js';
import { forLog } from '../util/text.js';
import { PACKAGE_VERSION } from '../version.js';
import { readSettings, type Settings } from './inputs.js';

/** The part of @actions/core the action uses. */
export interface ActionCore {
  getInput(name: string): string;
  setSecret(secret: string): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  info(message: string): void;
  debug(message: string): void;
  warning(message: string, properties?: { title?: string }): void;
  error(message: string, properties?: { title?: string }): void;
  notice(message: string, properties?: { title?: string }): void;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Aborted when the runner cancels the step. */
  signal?: AbortSignal;
  now?: () => number;
}

export const OUTPUT_NAMES = [
  'verdict',
  'reason',
  'status',
  'report-id',
  'run-id',
  'connection-id',
  'seed',
  'total',
  'passed',
  'failed',
  'warned',
  'unobservable',
  'pass-rate',
  'report-file',
] as const;
type Outputs = Record<(typeof OUTPUT_NAMES)[number], string>;

export async function run(core: ActionCore, options: RunOptions = {}): Promise<void> {
  const env = options.env ?? process.env;
  const now = options.now ?? Date.now;
  const startedAt = now();
  const log = {
    info: (m: string) => core.info(forLog(m)),
    warn: (m: string) => core.info(forLog(m)),
    debug: (m: string) => core.debug(forLog(m)),
  };

  let settings: Settings;
  try {
    settings = readSettings(
      (name) => core.getInput(name),
      env,
      (secret) => core.setSecret(secret),
    );
    if (settings.runKind === 'journey') {
      throw new InputError(
        'run-kind',
        'run-kind "journey" is not supported yet in this version of the action; use run-kind: conformance.',
      );
    }
  } catch (error) {
    const reason = `No verdict: ${errorReason(error)}`;
    writeOutputs(core, emptyOutputs('error', reason));
    core.setFailed(forLog(reason));
    return;
  }

  const client = new ServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    // Retry notes go to the log, not to annotations: they are not problems unless they persist.
    log: { debug: log.debug, warn: log.info },
  });
  const result = await runGate(
    client,
    {
      connection: settings.connection,
      module: settings.module,
      seed: settings.seed,
      seedDerived: settings.seedDerived,
      policy: settings.policy,
      wait: settings.wait,
      deadline: startedAt + settings.timeoutMinutes * 60_000,
    },
    log,
    { signal: options.signal, now },
  );
  if (options.signal?.aborted) {
    result.verdict = 'error';
    result.reason = `No verdict: the step was cancelled${result.started ? `; run ${result.started.reportId} goes on at the service` : ''}.`;
  }

  const reportFile = result.report
    ? await writeReportFile(settings.reportFile, result, log)
    : undefined;
  if (settings.junitFile && result.report && result.grade) {
    await writeJUnitFile(settings.junitFile, result, settings.policy.allowFailures, log);
  }
  const outputs = outputsFor(result, reportFile);
  writeOutputs(core, outputs);
  log.info(`Seed: ${result.seed} (pass it as \`seed\` to reproduce this run).`);

  if (settings.summary && result.verdict !== undefined) {
    const markdown = renderSummary({
      report: result.report,
      grade: result.grade,
      verdict: result.verdict,
      reason: result.reason,
      seed: result.seed,
      connectionId: result.connection?._id,
      runId: result.started?.executionId,
      reportId: result.started?.reportId,
      reportFile,
      toolVersion: PACKAGE_VERSION,
    });
    try {
      await core.summary.addRaw(markdown, true).write();
    } catch (error) {
      log.info(`Could not write the job summary: ${(error as Error).message}`);
    }
  }
  if (settings.annotations && result.verdict !== undefined) {
    for (const annotation of annotationsFor(result.grade, result.verdict, result.reason)) {
      core[annotation.level](forLog(annotation.message), { title: forLog(annotation.title) });
    }
  }

  if (result.verdict === 'pass' || result.verdict === undefined) {
    log.info(result.reason);
  } else {
    core.setFailed(forLog(result.reason));
  }
}

function outputsFor(result: GateResult, reportFile: string | undefined): Outputs {
  const counts = result.grade?.counts;
  return {
    verdict: result.verdict ?? '',
    reason: result.reason,
    status: result.status ?? '',
    'report-id': result.started?.reportId ?? '',
    'run-id': result.started?.executionId ?? '',
    'connection-id': result.connection?._id ?? '',
    seed: result.seed,
    total: counts ? String(counts.total) : '',
    passed: counts ? String(counts.passed) : '',
    failed: counts ? String(counts.failed) : '',
    warned: counts ? String(counts.warned) : '',
    unobservable: counts ? String(counts.unobservable) : '',
    'pass-rate': result.grade?.passRate === undefined ? '' : formatRate(result.grade.passRate),
    'report-file': reportFile ?? '',
  };
}

function emptyOutputs(verdict: string, reason: string): Outputs {
  const outputs = Object.fromEntries(OUTPUT_NAMES.map((name) => [name, ''])) as Outputs;
  outputs.verdict = verdict;
  outputs.reason = reason;
  return outputs;
}

function writeOutputs(core: ActionCore, outputs: Outputs): void {
  // Outputs are single lines (the reason of an input error lists several problems).
  const safe = Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => [
      name,
      secrets.redact(value).replace(/\s*\n\s*/g, ' '),
    ]),
  ) as Outputs;
  for (const [name, value] of Object.entries(safe)) core.setOutput(name, value);
  core.setOutput('result', JSON.stringify(safe));
}

/** JUnit XML for test-report tools; the writer is loaded only when a file is asked for. */
async function writeJUnitFile(
  file: string,
  result: GateResult,
  allowFailures: readonly string[],
  log: { info(m: string): void },
): Promise<void> {
  try {
    const { renderJUnit } = await import('../report/junit.js');
    const xml = renderJUnit({
      report: result.report!,
      grade: result.grade!,
      allowFailures,
      timestamp: new Date(),
      hostname: os.hostname(),
    });
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, xml);
    log.info(`JUnit report written to ${file}.`);
  } catch (error) {
    log.info(`Could not write the JUnit file ${file}: ${(error as Error).message}`);
  }
}

/** The graded report, redacted, for upload as an artifact or later reading. */
async function writeReportFile(
  file: string,
  result: GateResult,
  log: { info(m: string): void },
): Promise<string | undefined> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const content = {
      verdict: result.verdict,
      reason: result.reason,
      seed: result.seed,
      connectionId: result.connection?._id,
      grade: result.grade && {
        counts: result.grade.counts,
        passRate: result.grade.passRate,
        threshold: result.grade.threshold,
        conditions: result.grade.conditions,
        notes: result.grade.notes,
      },
      report: result.report,
    };
    await writeFile(file, `${JSON.stringify(secrets.redactValue(content), null, 2)}\n`);
    return file;
  } catch (error) {
    log.info(`Could not write the report file ${file}: ${(error as Error).message}`);
    return undefined;
  }
}

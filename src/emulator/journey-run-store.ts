/**
 * Journey runs (interface 4.3): starting a saved plan, the run status (2.6), recovery of an
 * interrupted run and the owner's cooperative cancel (rules 3.2, 3.3). Each run is played by its
 * JourneyEngine (journey-runs.ts), kept current by the JourneyPlayer, and recorded in the run
 * store too, where the run list and the plan's run limits see it.
 */
import { JOURNEY_STATUS_SETTLED } from '../client/wire.js';
import { ApiError, notFound } from './api-error.js';
import type { EmulatedClock } from './clock.js';
import type { ConnectionStore } from './connection-store.js';
import type { IdMint } from './ids.js';
import type { JourneyPlanStore } from './journey-plans.js';
import type { JourneyPlayer } from './journey-player.js';
import { JourneyEngine } from './journey-runs.js';
import type { OwnerStore } from './owner-store.js';
import type { JourneyRun } from './records.js';
import type { RunStore } from './run-store.js';
import type { ScenarioBook } from './scenario-book.js';
import type { EmulatorContent } from './types.js';

export interface JourneyRunDeps {
  clock: EmulatedClock;
  ids: IdMint;
  content: EmulatorContent;
  owners: OwnerStore;
  connections: ConnectionStore;
  scenarios: ScenarioBook;
  plans: JourneyPlanStore;
  runs: RunStore;
  player: JourneyPlayer;
}

export class JourneyRunStore {
  private readonly journeys = new Map<string, JourneyRun>();

  constructor(private readonly deps: JourneyRunDeps) {}

  /** Starts a saved plan; `replayed` when an honoured Idempotency-Key found an earlier run. */
  start(
    ownerId: string,
    input: { planId: string; planHash?: string },
    idempotencyKey?: string,
  ): { run: JourneyRun; replayed: boolean } {
    const { owners, runs, plans, connections, scenarios, content, clock, ids } = this.deps;
    owners.assertKnown(ownerId);
    const again = runs.replayOf(ownerId, 'journey', idempotencyKey);
    if (again?.kind === 'journey') return { run: again, replayed: true };
    const saved = plans.runnable(ownerId, input);
    const connection = connections.owned(ownerId, saved.plan.targetId);
    if (connection.status !== 'registered') {
      throw new ApiError(
        409,
        'connection_not_registered',
        `Connection "${connection.id}" is ${connection.status}; run the credentials handshake first.`,
      );
    }
    runs.admit(ownerId);
    const scenario = scenarios.for(connection.id);
    const timeline = content.journeyTimeline(saved.plan, saved.seed);
    // The run starts once its timeline is laid out.
    const now = clock.now();
    const runId = ids.next('jr_');
    const acceleration = Math.max(1, saved.plan.clock.accelerationFactor);
    const run: JourneyRun = {
      kind: 'journey',
      runId,
      reportId: ids.next('rep_'),
      ownerId,
      connectionId: connection.id,
      seq: runs.nextSeq(),
      seed: saved.seed,
      scenario,
      createdAt: now,
      deleted: false,
      shareToken: undefined,
      generated: undefined,
      plan: saved.plan,
      engine: new JourneyEngine(runId, timeline, 1000 / acceleration, now, scenario.journey),
      cancelWake: undefined,
    };
    this.journeys.set(runId, run);
    runs.add(run, idempotencyKey);
    this.deps.player.advance(run);
    return { run, replayed: false };
  }

  /** An owned journey run, played up to now; else 404. */
  owned(ownerId: string, runId: string): JourneyRun {
    const run = this.journeys.get(runId);
    if (!run || run.ownerId !== ownerId) throw notFound('Journey run', runId);
    this.deps.player.advance(run);
    return run;
  }

  /** The journey run status (2.6). */
  statusView(run: JourneyRun): Record<string, unknown> {
    this.deps.player.advance(run);
    const { engine } = run;
    return {
      runId: run.runId,
      reportId: run.reportId,
      status: engine.status,
      runIntegrity: engine.runIntegrity,
      recoveryVersion: engine.recoveryVersion,
      recoveryOptions: engine.recoveryOptions.map((option) => ({ ...option })),
      workerHealthy: engine.workerHealthy,
      cancelRequested: engine.cancelRequestedAt !== undefined,
    };
  }

  /** Whether a status long-poll answers now: the run is over or waits for a decision. */
  settled(run: JourneyRun): boolean {
    this.deps.player.advance(run);
    return JOURNEY_STATUS_SETTLED.has(run.engine.status);
  }

  /** Applies a recovery decision (rule 3.3); answers the recovery result (2.9). */
  recover(
    ownerId: string,
    runId: string,
    decision: string,
    recoveryVersion: number,
  ): Record<string, unknown> {
    const run = this.owned(ownerId, runId);
    run.engine.recover(decision, recoveryVersion, this.deps.clock.now());
    this.deps.player.changed(run);
    return { status: run.engine.status, reportId: run.reportId };
  }

  /** The owner's cooperative cancel (rule 3.2); answers the cancel result (2.9). */
  cancel(ownerId: string, runId: string): Record<string, unknown> {
    const run = this.owned(ownerId, runId);
    const status = run.engine.requestCancel(this.deps.clock.now());
    this.deps.player.changed(run);
    return { status };
  }

  /** Stops every journey timer (close()). */
  stop(): void {
    for (const run of this.journeys.values()) this.deps.player.disarm(run);
  }
}

/**
 * The conformance gate, from settings to verdict, with nothing GitHub- or CLI-specific: the action
 * and the CLI both drive it. A pipeline: resolve the connection, check the module, start the run
 * (waiting for a run slot when the plan's concurrency is used up), follow it until it is terminal,
 * then read, compare and grade the report. Every step tells the caller's observer what it did
 * (typed events, model.ts); the result is built once, at the end, from what those events said.
 * A journey the gate started is cancelled by the gate when its caller stops it.
 */
import type { ReportSpool, ServiceClient } from '../client/index.js';
import { type Clock, systemClock } from '../util/clock.js';
import { givenSeedNote } from './baseline.js';
import { runConformance } from './conformance.js';
import { checkModule, resolveConnection } from './connection.js';
import { type Ending, type GateContext, NEUTRAL_NAMES } from './context.js';
import { GateFacts } from './facts.js';
import { runJourneyStage } from './journey-stage.js';
import type { GateObserver, GateResult, GateSettings, SettingNames } from './model.js';
import { errorReason, noVerdictCause } from './reasons.js';

export interface GateOptions {
  /** Told every event, in order. */
  observer?: GateObserver;
  /** Stops the gate; a journey it started is asked to cancel. */
  signal?: AbortSignal;
  /** What the deadline and the gate's own waits are counted on (default: the system's). */
  clock?: Clock;
  now?: () => number;
  /** How the caller names settings in messages (default: the neutral keys). */
  names?: SettingNames;
  /**
   * A file the gate may write the report to, redacted, as it reads it; GateResult.reportSpool
   * says when it holds the graded report. The caller removes it.
   */
  reportSpool?: ReportSpool;
}

export async function runGate(
  client: ServiceClient,
  settings: GateSettings,
  options: GateOptions = {},
): Promise<GateResult> {
  const facts = new GateFacts();
  const clock = options.clock ?? systemClock;
  const context: GateContext = {
    client,
    settings,
    clock,
    now: options.now ?? (() => clock.now()),
    signal: options.signal,
    call: { signal: options.signal, deadline: settings.deadline },
    name: options.names ?? NEUTRAL_NAMES,
    reportSpool: options.reportSpool,
    emit: (event) => {
      facts.record(event);
      options.observer?.(event);
    },
  };
  const ending = await pipeline(context).then(
    (ending) => (options.signal?.aborted ? { ...ending, ...stopped() } : ending),
    (error: unknown) => failed(context, error),
  );
  const known = { seed: settings.seed, report: undefined, grade: undefined, ...facts.snapshot() };
  // Only what is known to be a refusal says so; anything else may pass with a later try.
  const cause = ending.verdict === 'error' ? (ending.cause ?? 'unavailable') : ending.cause;
  return Object.freeze({ ...known, ...ending, cause });
}

async function pipeline(context: GateContext): Promise<Ending> {
  const seedNote = givenSeedNote(context.settings, context.name('seed'));
  if (seedNote) context.emit({ type: 'note', level: 'info', message: seedNote });
  let created = false;
  const connection = await resolveConnection({
    ...context,
    emit: (event) => {
      if (event.type === 'connection-resolved') created = event.source === 'created';
      context.emit(event);
    },
  });
  await checkModule(context, connection);
  const staged = { ...context, connectionCreated: created };
  return context.settings.journey
    ? runJourneyStage(staged, connection)
    : runConformance(staged, connection);
}

/** The ending for an error that prevented a verdict, or for the caller stopping the gate. */
function failed(context: GateContext, error: unknown): Ending {
  if (context.signal?.aborted) return { ...stopped(), error };
  return {
    verdict: 'error',
    reason: `No verdict: ${errorReason(error)}`,
    error,
    cause: noVerdictCause(error),
  };
}

/** The caller stopped the gate: no verdict, whatever was found. Front ends word the reason. */
function stopped() {
  return {
    verdict: 'error',
    cause: 'unavailable',
    interrupted: true,
    reason: 'No verdict: the gate was stopped before its run ended.',
  } as const;
}

/**
 * Starting a run, conformance or journey alike: reading the earlier reports just before the start
 * is sent, waiting for a run slot when the plan's concurrency is used up, and knowing which earlier
 * reports carry a user-given seed so that a start whose answer was lost never adopts one of them.
 */
import { type Connection, DeadlineError, ServiceError } from '../client/index.js';
import { formatDuration } from '../util/numbers.js';
import type { GateContext } from './context.js';
import { History, historyScope } from './history.js';

/**
 * The earlier reports of the connection (history.ts), read before the run's start is sent: they do
 * not depend on the run, so no request for them is in flight beside its waits, and none is left for
 * when the verdict is awaited. None, and no request, for a connection the gate has just created.
 */
export async function readHistory(context: GateContext, connection: Connection): Promise<History> {
  const history = new History(context.client, historyScope(context.settings, connection));
  if (context.connectionCreated) history.readToEnd = true;
  else await history.read(context.call);
  return history;
}

/** How often to repeat the note that the gate waits for a run slot. */
const SLOT_NOTE_EVERY_MS = 30_000;
/** Spacing of start attempts while waiting for a run slot: 1 s plus up to 2 s of jitter. */
const SLOT_RETRY_MIN_MS = 1_000;
const SLOT_RETRY_SPREAD_MS = 2_000;

/**
 * Starts a run; when the plan's run-concurrency is used up (402 run-concurrency), waits for a
 * slot within the deadline. Asking again with the start itself is the cheapest way to both learn
 * that a slot is free and take it; the jittered 1 to 3 s spacing keeps many waiting jobs polite
 * and out of step with each other.
 */
export async function startWithSlot<T>(
  context: GateContext,
  start: () => Promise<T>,
  random: () => number = Math.random,
): Promise<T> {
  const { now, call } = context;
  let waitingSince: number | undefined;
  let lastNote = 0;
  for (;;) {
    try {
      return await start();
    } catch (error) {
      const limit = slotLimit(error);
      if (!limit) throw error;
      const delay = SLOT_RETRY_MIN_MS + Math.floor(random() * SLOT_RETRY_SPREAD_MS);
      if (now() + delay >= call.deadline) {
        const waited =
          waitingSince === undefined
            ? ''
            : ` after waiting ${formatDuration(now() - waitingSince)}`;
        const name = context.name('timeoutMinutes');
        throw new DeadlineError(
          (error as ServiceError).operation ?? 'POST /testing/runs',
          `All ${limit.cap} run slots of the plan were still in use (${limit.used} in flight) when ${name} ran out${waited}. Raise ${name}, run fewer gates at once, or move to a plan with more concurrent runs.`,
          error,
        );
      }
      if (waitingSince === undefined || now() - lastNote >= SLOT_NOTE_EVERY_MS) {
        waitingSince ??= now();
        lastNote = now();
        context.emit({ type: 'slot-busy', ...limit, waitedMs: now() - waitingSince });
      }
      await context.client.transport.sleep(delay, call.signal);
    }
  }
}

function slotLimit(error: unknown): { cap: number; used: number } | undefined {
  if (!(error instanceof ServiceError) || error.status !== 402) return undefined;
  if (error.limit?.id !== 'run-concurrency') return undefined;
  return { cap: error.limit.cap, used: error.limit.used };
}

/**
 * Reports that already carry a user-given seed, so that reconciling a lost start skips them. A
 * derived seed is new to this invocation: nothing to read.
 */
export async function reportsWithSeed(
  context: GateContext,
  connectionId: string,
): Promise<Set<string> | undefined> {
  const { seed, seedDerived } = context.settings;
  if (seedDerived) return undefined;
  const ids = new Set<string>();
  // Only ids and seeds are read: the entries are not validated as whole reports (see Runs.entries).
  for await (const page of context.client.runs.entryPages(
    { connectionId },
    { pageSize: 100, maxPages: 3 },
    context.call,
  )) {
    for (const entry of page.items) if (entry.seed === seed) ids.add(entry._id);
  }
  return ids;
}

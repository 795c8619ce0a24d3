/**
 * Starting a run, conformance or journey alike: reading the earlier reports just before the start
 * is sent, waiting for a run slot when the plan's concurrency is used up, and knowing which earlier
 * reports carry a user-given seed so that a start whose answer was lost never adopts one of them.
 */
import { type Connection, DeadlineError, ServiceError } from '../client/index.js';
import { formatDuration } from '../util/numbers.js';
import type { GateContext } from './context.js';
import { History, historyScope, SEED_PAGE_SIZE, SEED_PAGES, type SeedSearch } from './history.js';

/** What is read of the run list before the start: the earlier reports and the seed's reports. */
export interface Earlier {
  /** The earlier reports, when the run is graded here (waited for). */
  history?: History;
  /** Reports that already carry a user-given seed, so that reconciling a lost start skips them. */
  exclude?: ReadonlySet<string>;
}

/**
 * Reads the run list once, before the run's start is sent: the earlier reports of the connection
 * (history.ts), when the run is waited for and graded, and the reports that already carry a seed
 * the user gave (a lost start's answer must not adopt one of them; a derived seed is new to this
 * invocation). They do not depend on the run, so no request for them is in flight beside its
 * waits, and none is left for when the verdict is awaited. No earlier reports, and no request for
 * them, for a connection the gate has just created.
 */
export async function readEarlier(context: GateContext, connection: Connection): Promise<Earlier> {
  const { settings } = context;
  const seeds = settings.seedDerived
    ? undefined
    : { seed: settings.seed, found: new Set<string>() };
  if (!settings.wait || context.connectionCreated) {
    if (seeds) await findSeed(context, connection._id, seeds);
    if (!settings.wait) return { exclude: seeds?.found };
    const history = new History(context.client, historyScope(settings, connection));
    history.readToEnd = true;
    return { history, exclude: seeds?.found };
  }
  const history = new History(context.client, historyScope(settings, connection));
  await history.read(context.call, seeds);
  return { history, exclude: seeds?.found };
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

/** Fills `seeds` from the connection's run list, when no history is read with it. */
async function findSeed(
  context: GateContext,
  connectionId: string,
  seeds: SeedSearch,
): Promise<void> {
  // Only ids and seeds are read: the entries are not validated as whole reports (see Runs.entries).
  for await (const page of context.client.runs.entryPages(
    { connectionId },
    { pageSize: SEED_PAGE_SIZE, maxPages: SEED_PAGES },
    context.call,
  )) {
    for (const entry of page.items) if (entry.seed === seeds.seed) seeds.found.add(entry._id);
  }
}

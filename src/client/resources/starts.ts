/**
 * Starts, which are not idempotent and reach the partner: never two runs for one call. A start
 * whose outcome is unknown is looked up in the connection's run list by its seed before it is
 * tried again (runs.ts and journeys.ts start through here).
 */
import { ClientError } from '../../util/errors.js';
import { AbortedError, formatSeconds, ServiceError } from '../errors.js';
import type { Page } from '../paging.js';
import type { CallOptions, Reply, RequestSpec } from '../request.js';
import { nextDelay } from '../retry.js';
import type { Transport } from '../transport.js';
import type { WaitOptions } from './operation.js';
import type { RunListEntry, RunReport } from './run-report.js';

export interface StartRunOptions extends WaitOptions {
  /**
   * Reports that existed before this start and carry the same seed. Reconciliation of an
   * ambiguous start skips them; pass them when the seed is not unique to this start.
   */
  excludeReportIds?: ReadonlySet<string>;
}

/** What looking for a lost start reads: the run list's newest pages, on the transport's clock. */
export interface RunListReader {
  readonly transport: Pick<Transport, 'now' | 'sleep'>;
  entryPages(
    query: { connectionId: string },
    walk: { pageSize: number; maxPages: number },
    options: CallOptions,
  ): AsyncGenerator<Page<RunListEntry>>;
  parseEntry(entry: RunListEntry, index: number): RunReport;
}

/**
 * Waits between reads of the run list after a start whose answer was lost: the list may show a
 * new run only a moment later. 30 s in all, at least 1 s apart.
 */
export const RECONCILE_REREAD_DELAYS_MS: readonly number[] = [
  1_000, 2_000, 3_000, 4_000, 5_000, 5_000, 5_000, 5_000,
];
export const RECONCILE_WINDOW_MS = RECONCILE_REREAD_DELAYS_MS.reduce((a, b) => a + b, 0);
/** Entries per read and pages read when looking for a lost start: a new run is at the top. */
const RECONCILE_PAGE_SIZE = 20;
const RECONCILE_PAGES = 3;

/**
 * Sends a start, which is not idempotent and reaches the partner: never twice for one run. The
 * transport sends it again only when it surely did not reach the service. After any other
 * failure (a 5xx, a reset or timeout after sending, a cut answer) the run is looked for first
 * (`lookUp`, see findLostStart); only when it is not there is the start sent again, with the
 * backoff and attempt bound of retry.ts, within the deadline.
 */
export async function sendStart<T>(
  transport: Transport,
  spec: RequestSpec<T>,
  options: CallOptions,
  lookUp: () => Promise<Reply<T> | undefined>,
): Promise<{ reply: Reply<T>; reconciled: boolean }> {
  const operation = `${spec.method} ${spec.route ?? spec.path}`;
  for (let attempt = 1; ; attempt++) {
    let failure: ClientError;
    try {
      return { reply: await transport.call(spec, options), reconciled: false };
    } catch (error) {
      if (!(error instanceof ClientError) || !error.mayHaveTakenEffect) throw error;
      failure = error;
    }
    transport.log.warn(
      `${operation} failed after it may have reached the service (${failure.message}); looking for the run before trying again.`,
    );
    const found = await lookUp();
    if (found) {
      transport.log.warn(`${operation}: the service had started the run; continuing with it.`);
      return { reply: found, reconciled: true };
    }
    const delay =
      attempt <= transport.retry.maxRetries
        ? nextDelay({
            retry: attempt - 1,
            retryAfterMs: failure instanceof ServiceError ? failure.retryAfterMs : undefined,
            settings: transport.retry,
            now: transport.now(),
            deadline: options.deadline,
            random: transport.random,
          })
        : undefined;
    if (delay === undefined) throw failure;
    transport.log.warn(
      `${operation}: the run is not in the run list, so the start did not take effect; sending it again in ${formatSeconds(delay)} (attempt ${attempt + 1} of ${transport.retry.maxRetries + 1}).`,
    );
    try {
      await transport.sleep(delay, options.signal);
    } catch {
      throw new AbortedError(operation);
    }
  }
}

/**
 * Looks for the run a start whose answer was lost may have created. A run matches by what
 * identifies it: its seed, its connection and module where the entry names them, and not one of
 * the reports that carried the seed before. Enum values such as runKind are not looked at: the
 * interface does not fix them. The list may show a new run only a moment after the start (a
 * cache, eventual consistency), so it is read again for RECONCILE_WINDOW_MS before the start is
 * taken not to have happened. When in doubt (the list cannot be read, the deadline comes first,
 * several runs match) `lost` is thrown: the caller must not start again.
 */
export async function findLostStart(
  reader: RunListReader,
  operation: string,
  connectionId: string,
  identity: { seed: string; module?: string; exclude?: ReadonlySet<string> },
  options: CallOptions,
  lost: (why: string, cause?: unknown) => Error,
): Promise<RunReport | undefined> {
  for (let read = 0; ; read++) {
    let matches: { entry: RunListEntry; index: number }[];
    try {
      // A run the list shows late shows at its top: later reads need only the first page.
      matches = await entriesOfStart(
        reader,
        connectionId,
        identity,
        options,
        read === 0 ? RECONCILE_PAGES : 1,
      );
    } catch (error) {
      throw lost(`the run list could not be read to check (${(error as Error).message})`, error);
    }
    if (matches.length === 1) return reader.parseEntry(matches[0]!.entry, matches[0]!.index);
    if (matches.length > 1) {
      throw lost(
        `the run list holds ${matches.length} runs with its seed (${matches.map((m) => m.entry._id).join(', ')}), so which one is this start's cannot be told`,
      );
    }
    const delay = RECONCILE_REREAD_DELAYS_MS[read];
    if (delay === undefined) return undefined;
    if (options.deadline !== undefined && reader.transport.now() + delay >= options.deadline) {
      throw lost(
        'the run did not show in the run list before the deadline (the list may lag behind a start)',
      );
    }
    try {
      await reader.transport.sleep(delay, options.signal);
    } catch {
      throw new AbortedError(operation);
    }
  }
}

/** The newest entries of a connection's run list that identify the start (see findLostStart). */
async function entriesOfStart(
  reader: RunListReader,
  connectionId: string,
  identity: { seed: string; module?: string; exclude?: ReadonlySet<string> },
  options: CallOptions,
  maxPages: number,
): Promise<{ entry: RunListEntry; index: number }[]> {
  const matches: { entry: RunListEntry; index: number }[] = [];
  // A just-started run is at the top of a newest-first list.
  for await (const page of reader.entryPages(
    { connectionId },
    { pageSize: RECONCILE_PAGE_SIZE, maxPages },
    { signal: options.signal, deadline: options.deadline },
  )) {
    page.items.forEach((entry, index) => {
      if (identifiesStart(entry, connectionId, identity)) matches.push({ entry, index });
    });
  }
  return matches;
}

/**
 * Whether a run list entry can be the run a start created. Fields the entry does not carry cannot
 * tell against it; fields it carries must agree. `connectionId` is not in the interface's report
 * (2.5) but a service that adds it is held to it: the list's connection filter may be ignored.
 */
export function identifiesStart(
  entry: RunListEntry,
  connectionId: string,
  identity: { seed: string; module?: string; exclude?: ReadonlySet<string> },
): boolean {
  if (entry.seed !== identity.seed || identity.exclude?.has(entry._id)) return false;
  const entryConnection = (entry as Record<string, unknown>).connectionId;
  if (typeof entryConnection === 'string' && entryConnection !== connectionId) return false;
  if (
    identity.module !== undefined &&
    entry.module !== undefined &&
    entry.module !== identity.module
  ) {
    return false;
  }
  return true;
}

/**
 * The reports listed after this one in the run list (older ones: the list is newest first), read
 * once and shared by the two readers of history: the regression comparison (the first comparable
 * report) and the pass-rate trend (up to twenty). Pages already read are replayed to the second
 * reader without a request, so the trend costs requests only beyond what the comparison read.
 */
import {
  BodyLimitError,
  LATER_PAGE_SIZE,
  type Page,
  type RunListEntry,
  type ServiceClient,
} from '../client/index.js';
import { formatBytes } from '../util/numbers.js';
import type { LocatedReport } from './model.js';

export type ListedEntry = { entry: RunListEntry; index: number };

/** Call options a reader sets before it reads on: its own deadline and signal. */
export interface HistoryCall {
  signal?: AbortSignal;
  deadline: number;
}

/** Run-list pages any reader of history may read beyond the page the report was found on. */
export const HISTORY_MAX_PAGES = 5;
/**
 * Bytes of run-list pages the readers of history may read in all, beyond the page the report was
 * found on: earlier reports can be as big as this one (a 50,000-check report is over 200 MB).
 */
export const HISTORY_MAX_BYTES = 64 * 1048576;

export class EarlierReports {
  /** The entries after the report on its own page, then one array per page read since. */
  private readonly pages: ListedEntry[][];
  private walk: AsyncGenerator<Page<RunListEntry>> | undefined;
  private ended: boolean;
  /**
   * The options every page request is sent with. The page walk is created once (it holds the
   * cursor and the repeat check), so each reader sets these fields before it pulls a page.
   */
  private readonly call: HistoryCall & { maxBytes: number } = {
    deadline: 0,
    maxBytes: HISTORY_MAX_BYTES,
  };
  /** Run-list requests sent so far. */
  requests = 0;
  /** Bytes of run-list pages read so far. */
  bytes = 0;
  /** The last page of the run list was read: no earlier report was left unread by the bound. */
  readToEnd: boolean;
  /** Why the walk ended early, when a page could not be read: told to every later reader. */
  private failure: unknown;

  constructor(
    private readonly client: ServiceClient,
    private readonly found: LocatedReport,
  ) {
    this.pages = [found.later];
    this.ended = !found.nextCursor;
    this.readToEnd = this.ended;
  }

  /**
   * The earlier entries, newest first: those already read, then further pages while the walk
   * lasts, at most `maxPages` beyond the report's own page, each read with `call`.
   */
  async *entries(call: HistoryCall, maxPages = HISTORY_MAX_PAGES): AsyncGenerator<ListedEntry> {
    for (let page = 0; ; page++) {
      if (page >= this.pages.length) {
        if (this.failure !== undefined) throw this.failure;
        if (this.ended || page > maxPages) return;
        const more = await this.readPage(call);
        if (!more) return;
      }
      yield* this.pages[page]!;
    }
  }

  private async readPage(call: HistoryCall): Promise<boolean> {
    this.call.signal = call.signal;
    this.call.deadline = call.deadline;
    this.call.maxBytes = HISTORY_MAX_BYTES - this.bytes;
    this.walk ??= this.client.runEntryPages(
      { connectionId: connectionIdOf(this.found) },
      { pageSize: LATER_PAGE_SIZE, maxPages: HISTORY_MAX_PAGES, cursor: this.found.nextCursor },
      this.call,
    );
    const next = await this.walk.next().catch((error: unknown) => {
      this.failure =
        // The history's byte budget ran out; another bound keeps its own words.
        error instanceof BodyLimitError && error.limit === 'bytes'
          ? new BodyLimitError(
              error.operation ?? 'GET /testing/runs',
              `earlier reports are read up to ${formatBytes(HISTORY_MAX_BYTES)} of the run list, and older ones lie beyond that.`,
            )
          : error;
      throw this.failure;
    });
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.requests++;
    this.bytes += next.value.bytes ?? 0;
    this.pages.push(next.value.items.map((entry, index) => ({ entry, index })));
    if (!next.value.meta?.nextCursor) {
      this.ended = true;
      this.readToEnd = true;
    }
    return true;
  }
}

function connectionIdOf(found: LocatedReport): string | undefined {
  const connectionId = (found.report as { connectionId?: unknown }).connectionId;
  return typeof connectionId === 'string' ? connectionId : undefined;
}

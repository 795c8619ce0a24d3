/**
 * The reports listed after this one in the run list (older ones: the list is newest first), read
 * once and shared by the two readers of history: the regression comparison (the first comparable
 * report) and the pass-rate trend (up to twenty). Pages already read are replayed to the second
 * reader without a request, so the trend costs requests only beyond what the comparison read.
 */
import {
  LATER_PAGE_SIZE,
  type Page,
  type RunListEntry,
  type ServiceClient,
} from '../client/index.js';
import type { LocatedReport } from './model.js';

export type ListedEntry = { entry: RunListEntry; index: number };

/** Call options a reader sets before it reads on: its own deadline and signal. */
export interface HistoryCall {
  signal?: AbortSignal;
  deadline: number;
}

/** Run-list pages any reader of history may read beyond the page the report was found on. */
export const HISTORY_MAX_PAGES = 5;

export class EarlierReports {
  /** The entries after the report on its own page, then one array per page read since. */
  private readonly pages: ListedEntry[][];
  private walk: AsyncGenerator<Page<RunListEntry>> | undefined;
  private ended: boolean;
  /**
   * The options every page request is sent with. The page walk is created once (it holds the
   * cursor and the repeat check), so each reader sets these fields before it pulls a page.
   */
  private readonly call: HistoryCall = { deadline: 0 };
  /** Run-list requests sent so far. */
  requests = 0;
  /** Why the walk ended early, when a page could not be read: told to every later reader. */
  private failure: unknown;

  constructor(
    private readonly client: ServiceClient,
    private readonly found: LocatedReport,
  ) {
    this.pages = [found.later];
    this.ended = !found.nextCursor;
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
    this.walk ??= this.client.runEntryPages(
      { connectionId: connectionIdOf(this.found) },
      { pageSize: LATER_PAGE_SIZE, maxPages: HISTORY_MAX_PAGES, cursor: this.found.nextCursor },
      this.call,
    );
    const next = await this.walk.next().catch((error: unknown) => {
      this.failure = error;
      throw error;
    });
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.requests++;
    this.pages.push(next.value.items.map((entry, index) => ({ entry, index })));
    if (!next.value.meta?.nextCursor) this.ended = true;
    return true;
  }
}

function connectionIdOf(found: LocatedReport): string | undefined {
  const connectionId = (found.report as { connectionId?: unknown }).connectionId;
  return typeof connectionId === 'string' ? connectionId : undefined;
}

/**
 * Paging over list operations. Reports page by an opaque cursor (meta.nextCursor); connections by
 * skip and limit. Either way a misbehaving server (a cursor handed out twice, a skip that is
 * ignored) must not spin the client forever, so repeats are detected and the page count is bounded.
 */
import { PagingError } from './errors.js';
import type { Meta } from './payloads.js';

export interface Page<T> {
  items: T[];
  meta: Meta | undefined;
  /** Bytes of the body, where the page was read as a stream. */
  bytes?: number;
  /** The report asked to be spooled was on this page and its file holds it (see LocateOptions). */
  spooled?: boolean;
}

/** No list of ours needs more pages than this; past it, the server is misbehaving. */
export const MAX_PAGES = 10_000;

/** Pages that continue by meta.nextCursor. */
export async function* cursorPages<T>(
  operation: string,
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  /** A walk that means to stop early: it ends quietly after this many pages. */
  stopAfter?: number,
  startCursor?: string,
): AsyncGenerator<Page<T>> {
  const seen = new Set<string>(startCursor ? [startCursor] : []);
  let cursor = startCursor;
  for (let count = 0; ; count++) {
    if (stopAfter !== undefined && count >= stopAfter) return;
    if (count >= MAX_PAGES) {
      throw new PagingError(
        `${operation} kept returning more pages after ${MAX_PAGES}; stopped to avoid an endless loop. Narrow the query or report the service's paging.`,
        operation,
      );
    }
    const page = await fetchPage(cursor);
    yield page;
    const next = page.meta?.nextCursor;
    if (!next) return;
    if (seen.has(next) || next === cursor) {
      throw new PagingError(
        `${operation} returned the cursor "${next}" a second time; stopped paging to avoid an endless loop. This is a fault of the service's paging.`,
        operation,
      );
    }
    seen.add(next);
    cursor = next;
  }
}

/** Pages that continue by skip: a full page means there may be more. */
export async function* skipPages<T>(
  operation: string,
  limit: number,
  fetchPage: (skip: number) => Promise<Page<T>>,
  identify: (item: T) => string,
  maxPages = MAX_PAGES,
): AsyncGenerator<Page<T>> {
  let skip = 0;
  let previousFirst: string | undefined;
  for (let count = 0; ; count++) {
    if (count >= maxPages) {
      throw new PagingError(
        `${operation} kept returning full pages after ${maxPages}; stopped to avoid an endless loop.`,
        operation,
      );
    }
    const page = await fetchPage(skip);
    const first = page.items[0] === undefined ? undefined : identify(page.items[0]);
    if (first !== undefined && first === previousFirst) {
      throw new PagingError(
        `${operation} returned the same page again for skip=${skip}; the service seems to ignore the skip parameter. Stopped paging to avoid an endless loop.`,
        operation,
      );
    }
    yield page;
    // The service may cap the page size below what was asked; its meta.limit says what it used.
    if (page.items.length === 0 || page.items.length < (page.meta?.limit ?? limit)) return;
    previousFirst = first;
    skip += page.items.length;
  }
}

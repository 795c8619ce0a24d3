/**
 * 4.2 Reports: a report found by id in the run list (the interface has no single-report read),
 * with the entries listed after it for a comparison with earlier runs.
 */
import type { CallOptions } from '../request.js';
import type { RunListEntry, RunReport } from './run-report.js';
import type { RunEntryQuery, Runs } from './runs.js';

/**
 * A file for the report's entry as it streams (LocateOptions.spool). `room` bytes at its start are
 * left unwritten, for text the caller puts before the entry later (the report file's head), so
 * that the file can become the report file without a copy of hundreds of MB.
 */
export interface ReportSpool {
  file: string;
  room?: number;
}

/** Options of a report lookup. */
export interface LocateOptions {
  /** Pages read at most; default 50. */
  maxPages?: number;
  /**
   * A file to write the report's entry to, redacted, as the page streams: the report as the
   * service sent it, with the exchanges the returned report leaves out (see run-list-memory.ts).
   * Replaced on every read that finds the report; `spooled` says whether it holds it.
   */
  spool?: ReportSpool;
}

/**
 * Page sizes when looking for a report. A report just started or finished is at the top of the
 * newest-first list and the one before it is usually the one it is compared with, so the first
 * page holds two; reports can run to hundreds of kilobytes each, and a first page of ten on a
 * connection with history cost ~40 ms of a verdict. Further pages are modest for the same reason.
 */
export const FIRST_PAGE_SIZE = 2;
export const LATER_PAGE_SIZE = 20;

export class Reports {
  constructor(private readonly runs: Runs) {}

  /** Finds a report by id in the run list (there is no single-report read), scanning at most maxPages. */
  async find(
    reportId: string,
    query: Omit<RunEntryQuery, 'cursor'> = {},
    options: CallOptions & { maxPages?: number } = {},
  ): Promise<RunReport | undefined> {
    return (await this.locate(reportId, query, options))?.report;
  }

  /**
   * Like find, and also returns the entries listed after it (older ones, the list being
   * newest first) on the same page, with the cursor of the next page: what a comparison with
   * earlier runs needs, without reading the list again. Only the report found is validated; the
   * later entries are validated by whoever uses them (Runs.parseEntry).
   */
  async locate(
    reportId: string,
    query: Omit<RunEntryQuery, 'cursor'> = {},
    options: CallOptions & LocateOptions = {},
  ): Promise<
    | {
        report: RunReport;
        later: { entry: RunListEntry; index: number }[];
        nextCursor: string | undefined;
        /** `options.spool` holds the report's entry as the service sent it, redacted. */
        spooled?: boolean;
      }
    | undefined
  > {
    const spool = options.spool && { reportId, ...options.spool };
    for await (const page of this.runs.entryPages(
      query,
      {
        firstPageSize: FIRST_PAGE_SIZE,
        pageSize: LATER_PAGE_SIZE,
        maxPages: options.maxPages ?? 50,
      },
      { ...options, spool },
    )) {
      const index = page.items.findIndex((entry) => entry._id === reportId);
      if (index >= 0) {
        return {
          report: this.runs.parseEntry(page.items[index]!, index),
          later: page.items
            .slice(index + 1)
            .map((entry, offset) => ({ entry, index: index + 1 + offset })),
          nextCursor: page.meta?.nextCursor,
          spooled: page.spooled === true,
        };
      }
    }
    return undefined;
  }
}

/**
 * The earlier reports of the connection, read once, before the run starts, and shared by every
 * reader of history: the regression comparison (the first comparable report), the pass-rate trend
 * (up to twenty) and flakiness (the last `flaky-window`). They do not depend on the run, so they
 * are read before its start is sent: no request for them is ever in flight beside the run's own
 * waits, and none is left for after the run ends, when the verdict is awaited.
 *
 * The read is bounded by the run's deadline and by counts (pages, bytes, reports), never by a
 * slice of wall-clock time: the same service gives the same earlier reports, and so the same
 * verdict, on a busy machine as on a quiet one. What a bound left out is said in a note; what could
 * not be read (a failure, the deadline) is said in the verdict's reason where the verdict depends
 * on it (core/past.ts).
 *
 * Each report that may be compared with this run's (completed, of the baseline branch) is held to
 * the report schema and graded with this run's policy as it is read; the others are kept by id
 * only.
 */
import {
  BodyLimitError,
  type Connection,
  DeadlineError,
  LATER_PAGE_SIZE,
  type Page,
  type RunListEntry,
  type RunReport,
  type ServiceClient,
} from '../client/index.js';
import { formatBytes } from '../util/numbers.js';
import { onBaselineBranch } from './baseline.js';
import { grade } from './grading.js';
import type { GateSettings, GradingPolicy, LocatedReport } from './model.js';

/** Call options of the read: the run's deadline and the caller's signal. */
export interface HistoryCall {
  signal?: AbortSignal;
  deadline: number;
}

/** Run-list pages read at most while no earlier report looks comparable (20 reports each). */
export const HISTORY_MAX_PAGES = 5;
/** Run-list pages read at most once one does: the trend's reach. */
export const HISTORY_TREND_PAGES = 2;
/** Earlier reports that look comparable after which reading stops: the trend's points, less this run's. */
export const HISTORY_MAX_REPORTS = 19;
/**
 * Bytes of run-list pages read in all: earlier reports can be as big as this one (a 50,000-check
 * report is over 200 MB).
 */
export const HISTORY_MAX_BYTES = 64 * 1048576;

/**
 * Run-list entries searched at most for reports carrying a user-given seed: past what a lost
 * start's reconciling reads (RECONCILE_PAGES of RECONCILE_PAGE_SIZE, client/resources/starts.ts).
 */
export const SEED_PAGE_SIZE = 100;
export const SEED_PAGES = 3;

/** A search for the reports that already carry `seed`, filled in `found`. */
export interface SeedSearch {
  seed: string;
  found: Set<string>;
}

/** One earlier entry of the run list, as read before the run. */
export interface EarlierReport {
  id: string;
  /** Its status as listed (unvalidated). */
  status: unknown;
  /** The report, for an entry that may be comparable: completed, of the baseline branch. */
  report?: RunReport;
  /** Why such an entry does not hold to the report schema. */
  problem?: unknown;
  /** Its pass rate under this run's policy. */
  passRate?: number;
}

/** What the read is for: the run's connection, kind and module, branch and policy. */
export interface HistoryScope {
  connectionId?: string;
  ocpiVersion?: string;
  journey: boolean;
  module?: string;
  baselineBranch?: string;
  policy: GradingPolicy;
}

/** The scope of a gate's run. */
export function historyScope(settings: GateSettings, connection: Connection): HistoryScope {
  return {
    connectionId: connection._id,
    ocpiVersion: connection.ocpiVersion,
    journey: settings.journey !== undefined,
    module: settings.journey ? undefined : settings.module,
    baselineBranch: settings.baselineBranch,
    policy: settings.policy,
  };
}

export class History {
  /** The earlier entries, newest first, as the run list had them before the run started. */
  readonly reports: EarlierReport[] = [];
  /** Run-list requests sent. */
  requests = 0;
  /** Bytes of run-list pages read. */
  bytes = 0;
  /** The last page of the run list was read: no earlier report was left out by a bound. */
  readToEnd = false;
  /**
   * Why reading ended before the run list or a bound did: the service's or the network's failure
   * (the caller's stop and the deadline are thrown instead).
   */
  failure: unknown;
  /** A bound of the read (bytes) ended it: what it left out, in words. */
  bound: string | undefined;
  /** Earlier reports read that look comparable (kind, OCPI version, module, completed, branch). */
  private likely = 0;

  constructor(
    private readonly client: ServiceClient,
    private readonly scope: HistoryScope,
  ) {}

  /**
   * Reads the earlier reports from the top of the connection's run list, within the counts and the
   * call's deadline. A failure is kept in `failure`; only the caller's stop and the deadline, after
   * which the run cannot start, are thrown.
   *
   * With `seeds`, the same walk also finds the reports that already carry a user-given seed, as far
   * as a lost start's reconciling reads (SEED_PAGES of SEED_PAGE_SIZE): one read of the run list
   * before the start rather than two. The history still takes the entries in pages of
   * LATER_PAGE_SIZE, as it would read them alone, so a seed changes nothing it finds. Without every
   * seed the start cannot be reconciled, so then a failure is thrown rather than kept.
   */
  async read(call: HistoryCall, seeds?: SeedSearch): Promise<void> {
    const options = { ...call, maxBytes: seeds ? undefined : HISTORY_MAX_BYTES };
    const walk = this.client.runs.entryPages(
      { connectionId: this.scope.connectionId },
      seeds
        ? { pageSize: SEED_PAGE_SIZE, maxPages: SEED_PAGES }
        : { pageSize: LATER_PAGE_SIZE, maxPages: HISTORY_MAX_PAGES },
      options,
    );
    // The history's pages taken whole, and the entries taken of the one it is in: the run list's
    // pages alone, in pages of LATER_PAGE_SIZE within each of a seed search's larger ones.
    let pages = 0;
    let inPage = 0;
    let scanning = true;
    try {
      while (!this.readToEnd && ((scanning && this.wantsMore(pages)) || seeds)) {
        if (!seeds) options.maxBytes = HISTORY_MAX_BYTES - this.bytes;
        const next: IteratorResult<Page<RunListEntry>> = await walk.next();
        if (next.done) break;
        this.requests++;
        this.bytes += next.value.bytes ?? 0;
        for (const [index, entry] of next.value.items.entries()) {
          if (seeds && entry.seed === seeds.seed) seeds.found.add(entry._id);
          if (scanning && inPage === 0) scanning = this.wantsMore(pages);
          if (!scanning) continue;
          this.keep(entry, index);
          if (++inPage === LATER_PAGE_SIZE) [pages, inPage] = [pages + 1, 0];
        }
        if (!seeds && inPage > 0) [pages, inPage] = [pages + 1, 0];
        if (!next.value.meta?.nextCursor) this.readToEnd = true;
        if (seeds && scanning && !this.readToEnd && this.bytes > HISTORY_MAX_BYTES) {
          scanning = false;
          this.bound = `earlier reports are read up to ${formatBytes(HISTORY_MAX_BYTES)} of the run list, and older ones lie beyond that.`;
        }
      }
    } catch (error) {
      // Stopped by the caller, or out of time: no run could start after it, so the gate ends
      // here, its reason naming the read that took the time. Nor can one whose seed search was
      // cut short: a lost start could not be reconciled.
      if (call.signal?.aborted || error instanceof DeadlineError || seeds) throw error;
      if (error instanceof BodyLimitError && error.limit === 'bytes') {
        this.bound = `earlier reports are read up to ${formatBytes(HISTORY_MAX_BYTES)} of the run list, and older ones lie beyond that.`;
      } else this.failure = error;
    } finally {
      await walk.return(undefined).catch(() => undefined);
    }
  }

  /** Whether another of the history's pages is wanted after `pages`. */
  private wantsMore(pages: number): boolean {
    if (this.likely >= HISTORY_MAX_REPORTS) return false;
    return pages < (this.likely > 0 ? HISTORY_TREND_PAGES : HISTORY_MAX_PAGES);
  }

  private keep(entry: RunListEntry, index: number): void {
    if (this.likely >= HISTORY_MAX_REPORTS) return;
    this.reports.push(this.digest(entry, index));
  }

  /** An entry as kept: held to the schema and graded when it may be comparable. */
  digest(entry: RunListEntry, index: number): EarlierReport {
    const kept: EarlierReport = { id: entry._id, status: entry.status };
    if (entry.status !== 'completed') return kept;
    if (!onBaselineBranch(entry.seed, this.scope.baselineBranch)) return kept;
    try {
      kept.report = this.client.runs.parseEntry(entry, index);
    } catch (problem) {
      kept.problem = problem;
      return kept;
    }
    kept.passRate = grade(kept.report, this.scope.policy).passRate;
    if (this.looksComparable(kept.report)) this.likely++;
    return kept;
  }

  /**
   * Whether an earlier report looks comparable with this run's before the run's report exists
   * (regressions.ts's `comparable` decides once it does): the same run kind, the connection's OCPI
   * version, and the module the run asks for (none for none; any for a journey). It only decides
   * when enough has been read: a report that does not look comparable is kept all the same.
   */
  private looksComparable(report: RunReport): boolean {
    const conformance = (report.runKind ?? 'conformance') === 'conformance';
    if (conformance === this.scope.journey) return false;
    if (this.scope.ocpiVersion && report.ocpiVersion !== this.scope.ocpiVersion) return false;
    return this.scope.journey || (report.module ?? '') === (this.scope.module ?? '');
  }

  /**
   * The reports older than `found`, newest first: those listed after it on its own page (read with
   * it), then those read before the run that are not among them. An entry of its page that was read
   * before the run with the same status is not held to the schema or graded again.
   */
  olderThan(found: LocatedReport): EarlierReport[] {
    const before = new Map(this.reports.map((kept) => [kept.id, kept]));
    const seen = new Set([found.report._id]);
    const older: EarlierReport[] = [];
    for (const { entry, index } of found.later) {
      if (seen.has(entry._id)) continue;
      seen.add(entry._id);
      const known = before.get(entry._id);
      older.push(known && known.status === entry.status ? known : this.digest(entry, index));
    }
    for (const kept of this.reports) {
      if (!seen.has(kept.id)) older.push(kept);
    }
    return older;
  }

  /** Why fewer earlier reports were read than the run list holds within the counts, or undefined. */
  note(): string | undefined {
    if (this.failure !== undefined) return undefined;
    return this.bound && `Earlier reports could not all be read: ${this.bound}`;
  }
}

/**
 * The pass-rate trend: this report's pass rate and those of the earlier comparable completed
 * reports (same connection, OCPI version, module and run kind; see regressions.ts) of the branch
 * regressions compare with (on a pull request its base branch; baseline.ts), each graded with
 * this run's policy so that the points mean the same thing.
 *
 * It is read before the verdict, in one pass with the outcomes flakiness is told from
 * (core/flaky.ts), and bounded so that it never holds the gate up long: at most TREND_MAX_PAGES
 * run-list pages beyond the one the report was found on, and at most TREND_TIME_MS in all. What
 * could not be read is said in the trend's note; a failure never fails the gate (with fewer
 * reports read, fewer checks are said flaky, so fewer failures can be tolerated).
 */
import type { RunListEntry, RunReport, ServiceClient } from '../client/index.js';
import { withTimeLimit } from '../util/time-limit.js';
import { onBaselineBranch } from './baseline.js';
import { outcomesOf, type PastOutcomes, testIdsOf } from './flaky.js';
import { grade } from './grading.js';
import type { EarlierReports } from './history.js';
import type { GradingPolicy, LocatedReport, Trend, TrendPoint } from './model.js';
import { errorReason } from './reasons.js';
import { comparable } from './regressions.js';

/** Points in the trend, this report's included. */
export const TREND_MAX_POINTS = 20;
/** Run-list pages the trend reads at most beyond the page the report was found on (20 reports each). */
export const TREND_MAX_PAGES = 2;
/** The longest the trend may take, requests included. */
export const TREND_TIME_MS = 1_000;

export interface TrendRequest {
  client: ServiceClient;
  found: LocatedReport;
  /** The earlier reports, shared with the regression comparison (pages it read are not read again). */
  history: EarlierReports;
  policy: GradingPolicy;
  /** Only earlier reports of this branch are points (the regression baseline's; see baseline.ts). */
  baselineBranch?: string;
  /** The report the comparison already parsed, when there was one: not parsed again. */
  baseline?: RunReport;
  /** Earlier reports whose check outcomes are kept for flakiness (core/flaky.ts), newest first. */
  outcomesOf?: number;
  call: { signal?: AbortSignal; deadline: number };
  now: () => number;
}

/** What one pass over the earlier comparable reports gathered, newest first. */
export interface EarlierRead {
  /** Their pass rates under this run's policy, newest first (at most TREND_MAX_POINTS - 1). */
  points: TrendPoint[];
  /** The outcomes of this report's checks in the newest `outcomesOf` of them. */
  outcomes: PastOutcomes[];
  note: string | undefined;
  /** Run-list requests sent beyond the comparison's. */
  requests: number;
}

/**
 * Reads the earlier comparable reports once, parsing each once, for both the trend and flakiness:
 * of each, its pass rate and (for the newest few) its check outcomes are kept, not the report.
 * Bounded to TREND_TIME_MS and TREND_MAX_PAGES; what could not be read is said in the note.
 */
export async function readEarlier(request: TrendRequest): Promise<EarlierRead> {
  const { history } = request;
  const read: EarlierRead = { points: [], outcomes: [], note: undefined, requests: 0 };
  const requestsBefore = history.requests;
  const startedAt = request.now();
  const signals = [AbortSignal.timeout(TREND_TIME_MS), request.call.signal].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  const call = {
    signal: AbortSignal.any(signals),
    deadline: Math.min(request.call.deadline, startedAt + TREND_TIME_MS),
  };
  const wanted = testIdsOf(request.found.report);
  const collect = async (): Promise<void> => {
    for await (const { entry, index } of history.entries(call, TREND_MAX_PAGES)) {
      const report = comparableEntry(request, entry, index);
      if (!report) continue;
      const passRate = grade(report, request.policy).passRate;
      read.points.push({ reportId: report._id, passRate, current: false });
      if (read.outcomes.length < (request.outcomesOf ?? 0)) {
        read.outcomes.push(outcomesOf(report, wanted));
      }
      if (read.points.length >= TREND_MAX_POINTS - 1) break;
    }
  };
  const stopped = `Reading earlier reports was stopped after ${TREND_TIME_MS / 1000} s, so as not to hold up the verdict.`;
  // Limited in time as well as aborted: a read that does not heed its signal must not hold the
  // gate either. Points gathered by then are kept.
  const outcome = await withTimeLimit(
    collect().then(
      () => ({ note: undefined }),
      (error: unknown) => ({
        note:
          call.signal.aborted || request.now() - startedAt >= TREND_TIME_MS
            ? stopped
            : `Earlier reports could not be read: ${errorReason(error)}`,
      }),
    ),
    TREND_TIME_MS,
  );
  read.note = outcome ? outcome.note : stopped;
  read.requests = history.requests - requestsBefore;
  return { ...read, points: read.points.slice(), outcomes: read.outcomes.slice() };
}

/** The trend: the earlier points, oldest first, then this report's own. */
export function trendOf(
  read: EarlierRead,
  current: { reportId: string; passRate: number | undefined },
): Trend {
  const points = [...read.points.slice().reverse(), { ...current, current: true }];
  return { points, direction: directionOf(points), note: read.note, requests: read.requests };
}

/** Reads the trend alone (the earlier points and this report's, graded with `passRate`). */
export async function readTrend(
  request: TrendRequest & { passRate: number | undefined },
): Promise<Trend> {
  const read = await readEarlier(request);
  return trendOf(read, { reportId: request.found.report._id, passRate: request.passRate });
}

/**
 * An earlier entry as a report, when it is a completed report comparable with this one, of the
 * baseline branch when that is known.
 */
function comparableEntry(
  request: TrendRequest,
  entry: RunListEntry,
  index: number,
): RunReport | undefined {
  const current = request.found.report;
  // Cheap checks first: validating a full report costs more than the rest.
  if (entry.status !== 'completed' || entry._id === current._id) return undefined;
  if (!onBaselineBranch(entry.seed, request.baselineBranch)) return undefined;
  if (request.baseline && entry._id === request.baseline._id) return request.baseline;
  const report = request.client.parseRunEntry(entry, index);
  return comparable(current, report) ? report : undefined;
}

/** Up, down or flat, from the last rate against the mean of up to four before it. */
export function directionOf(points: readonly TrendPoint[]): Trend['direction'] {
  const rates = points.map((p) => p.passRate).filter((r): r is number => r !== undefined);
  if (rates.length < 2) return undefined;
  const last = rates[rates.length - 1]!;
  const before = rates.slice(-5, -1);
  const mean = before.reduce((a, b) => a + b, 0) / before.length;
  // Within a tenth of a point is the same: rates are shown with one decimal.
  if (Math.abs(last - mean) < 0.1) return 'flat';
  return last > mean ? 'up' : 'down';
}

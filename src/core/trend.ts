/**
 * The pass-rate trend: this report's pass rate and those of the earlier comparable completed
 * reports (same connection, OCPI version, module and run kind; see regressions.ts) of the branch
 * regressions compare with (on a pull request its base branch; baseline.ts), each graded with
 * this run's policy so that the points mean the same thing.
 *
 * The earlier reports are those read before the run started (core/history.ts, bounded by the
 * run's deadline and by pages, bytes and reports), each already graded: the trend and the check
 * outcomes flakiness is told from (core/flaky.ts) are gathered from them in one pass, without a
 * request. What could not be read is said in the trend's note; the trend never fails the gate.
 */
import type { RunReport } from '../client/index.js';
import { outcomesOf, type PastOutcomes, testIdsOf } from './flaky.js';
import { type EarlierReport, HISTORY_MAX_REPORTS } from './history.js';
import type { Trend, TrendPoint } from './model.js';
import { errorReason } from './reasons.js';
import { comparable } from './regressions.js';

/** Points in the trend, this report's included. */
export const TREND_MAX_POINTS = HISTORY_MAX_REPORTS + 1;

/** What one pass over the earlier comparable reports gathered, newest first. */
export interface EarlierRead {
  /** Their pass rates under this run's policy, newest first (at most TREND_MAX_POINTS - 1). */
  points: TrendPoint[];
  /** The outcomes of this report's checks in the newest `outcomesOf` of them. */
  outcomes: PastOutcomes[];
  note: string | undefined;
  /** Run-list requests the earlier reports cost. */
  requests: number;
}

/**
 * Of the earlier reports (newest first) comparable with `current`: the pass rates, and the outcomes
 * of current's checks in the newest `outcomesOf`. A report that does not hold to the schema ends
 * the pass, and the note says why; `note` is why fewer were read than the run list holds.
 */
export function gatherEarlier(
  current: RunReport,
  older: readonly EarlierReport[],
  options: { outcomesOf: number; note?: string; requests: number },
): EarlierRead {
  const read: EarlierRead = {
    points: [],
    outcomes: [],
    note: options.note,
    requests: options.requests,
  };
  const wanted = testIdsOf(current);
  for (const kept of older) {
    if (read.points.length >= TREND_MAX_POINTS - 1) break;
    if (kept.problem !== undefined) {
      read.note = `Earlier reports could not be read: ${errorReason(kept.problem)}`;
      break;
    }
    if (!kept.report || !comparable(current, kept.report)) continue;
    read.points.push({ reportId: kept.id, passRate: kept.passRate, current: false });
    if (read.outcomes.length < options.outcomesOf) {
      read.outcomes.push(outcomesOf(kept.report, wanted));
    }
  }
  return read;
}

/** The trend: the earlier points, oldest first, then this report's own. */
export function trendOf(
  read: EarlierRead,
  current: { reportId: string; passRate: number | undefined },
): Trend {
  const points = [...read.points.slice().reverse(), { ...current, current: true }];
  return { points, direction: directionOf(points), note: read.note, requests: read.requests };
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

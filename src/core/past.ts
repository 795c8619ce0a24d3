/**
 * What the earlier reports (core/history.ts, read before the run started) say about a completed
 * report: the previous comparable one and the regressions since it, the trend's points, and the
 * flakiness of its checks; and, when the earlier reports could not all be read, what that left
 * the verdict without, in words for its reason. Nothing here sends a request.
 */
import type { RunReport } from '../client/index.js';
import { seedCiRun } from './baseline.js';
import type { GateContext } from './context.js';
import { FLAKY_MIN_REPORTS, findFlakiness, flakyWindow, markFlakyRegressions } from './flaky.js';
import type { EarlierReport, History } from './history.js';
import type { FlakinessFindings, LocatedReport, Regressions, SettingNames } from './model.js';
import { errorReason } from './reasons.js';
import { comparable, compareReports } from './regressions.js';
import { type EarlierRead, gatherEarlier } from './trend.js';

/** What the earlier reports say about a completed one: regressions, the trend's points, flakiness. */
export interface Past {
  regressions: Regressions | undefined;
  regressionNote: string | undefined;
  earlier: EarlierRead;
  flakiness: FlakinessFindings;
}

/**
 * The comparison with the previous comparable report, then one pass over the earlier comparable
 * reports for the trend's pass rates and the check outcomes flakiness is told from, so that
 * flaky-failures can apply to the verdict.
 */
export function readPast(context: GateContext, found: LocatedReport, history: History): Past {
  const { settings, emit } = context;
  const older = history.olderThan(found);
  const branch = settings.baselineBranch;
  let regressions: Regressions | undefined;
  let regressionNote: string | undefined;
  let baseline: RunReport | undefined;
  try {
    const previous = previousComparable(found.report, older, history);
    baseline = previous.report;
    regressions = compareReports(found.report, baseline);
    regressions.baseline = {
      branch,
      ciRun: seedCiRun(baseline?.seed),
      searched: previous.searched,
      wholeList: history.readToEnd,
    };
  } catch (error) {
    regressionNote = `Regressions could not be computed: ${errorReason(error)}`;
    emit({ type: 'note', level: 'info', message: regressionNote });
  }
  const window = flakyWindow(settings.policy);
  const earlier = gatherEarlier(found.report, older, {
    outcomesOf: window - 1,
    note: historyNote(history),
    requests: history.requests,
  });
  const flakiness = findFlakiness(found.report, earlier.outcomes, window, earlier.note);
  if (regressions) markFlakyRegressions(regressions, flakiness, earlier.outcomes);
  return { regressions, regressionNote, earlier, flakiness };
}

/**
 * The newest earlier report this one can be compared with, of the baseline branch when it is
 * known (the history keeps only those as reports), and how many earlier reports were looked at.
 * When none was found among those read and the read failed, the failure is the answer.
 */
function previousComparable(
  current: RunReport,
  older: readonly EarlierReport[],
  history: History,
): { report: RunReport | undefined; searched: number } {
  let searched = 0;
  for (const kept of older) {
    searched++;
    if (kept.problem !== undefined) throw kept.problem;
    if (kept.report && comparable(current, kept.report)) return { report: kept.report, searched };
  }
  if (history.failure !== undefined) throw history.failure;
  return { report: undefined, searched };
}

/** Why the history holds fewer reports than the run list within the counts, or undefined. */
function historyNote(history: History): string | undefined {
  if (history.failure !== undefined) {
    return `Earlier reports could not be read: ${errorReason(history.failure)}`;
  }
  return history.note();
}

/**
 * The sentence the verdict's reason ends with when the earlier reports could not all be read (a
 * failure, or the deadline) and the verdict depends on them: flaky-failures tolerate, or fail-on
 * regressions without a report to compare with. The verdict is the one the rules give without
 * what was not read: failures of checks not found flaky count, and a regression gate without a
 * baseline does not apply. Undefined when everything was read or nothing depended on it.
 */
export function unreadHistoryWords(
  history: History,
  past: Past,
  context: { tolerate: boolean; regressionGate: boolean; name: SettingNames },
): string | undefined {
  if (history.failure === undefined) return undefined;
  const { tolerate, regressionGate, name } = context;
  const consequences: string[] = [];
  if (tolerate) {
    const reports = past.flakiness.reports;
    const read = `the ${reports === 1 ? 'one comparable report' : `${reports} comparable reports`} read (this one included)`;
    consequences.push(
      reports < FLAKY_MIN_REPORTS
        ? `no check was found flaky from ${read}, fewer than the ${FLAKY_MIN_REPORTS} flakiness is told from, and no failure was tolerated although ${name('flakyFailures')} is tolerate`
        : `flaky checks were found from ${read} only, and only their failures were tolerated`,
    );
  }
  if (regressionGate && !past.regressions?.previousReportId) {
    consequences.push(
      `no earlier comparable report was found among those read to compare with, and the regressions condition of ${name('failOn')} did not apply`,
    );
  }
  if (consequences.length === 0) return undefined;
  return `Earlier reports could not all be read before the run started, so ${consequences.join('; and ')}. ${errorReason(history.failure)}`;
}

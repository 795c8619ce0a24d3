/**
 * The end of a gate whose run is over: compare the report with the previous comparable one, read
 * the trend and the flakiness of its checks from the earlier ones, grade it, and share it when
 * asked. Runs after the deadline is allowed to (within FINAL_READ_MS): the run is over, only its
 * grade is missing.
 */
import {
  type ReportSpool,
  type RunReport,
  type ServiceClient,
  ServiceError,
} from '../client/index.js';
import { onBaselineBranch, seedCiRun } from './baseline.js';
import { afterDeadline, type Ending, type GateContext } from './context.js';
import { findFlakiness, flakyWindow, markFlakyRegressions } from './flaky.js';
import { grade } from './grading.js';
import { EarlierReports } from './history.js';
import type {
  FailOnCondition,
  FlakinessFindings,
  Grade,
  LocatedReport,
  Regressions,
  SettingNames,
  ShareOutcome,
  Trend,
} from './model.js';
import { errorReason } from './reasons.js';
import { comparable, compareReports } from './regressions.js';
import { type EarlierRead, readEarlier, trendOf } from './trend.js';

export interface Finished {
  report: RunReport;
  grade: Grade;
  regressions: Regressions | undefined;
  /** The pass-rate trend, for a completed report. */
  trend: Trend | undefined;
  share: ShareOutcome | undefined;
  /** GateResult.reportSpool. */
  reportSpool: ReportSpool | undefined;
}

/**
 * Time after the deadline for the work that must still happen: the last read, and the report read,
 * comparison and share of a run that turned out to be over. Nothing after the deadline waits
 * longer, so a step ends at most this (plus a journey's cancel) after the deadline.
 */
export const FINAL_READ_MS = 8_000;

/** The pipeline's ending for a run that is over: its report graded. */
export async function gradedEnding(context: GateContext, found: LocatedReport): Promise<Ending> {
  const finished = await finishReport(context, found, afterDeadline(context, FINAL_READ_MS));
  const { grade } = finished;
  return {
    ...finished,
    status: finished.report.status,
    verdict: grade.verdict,
    reason: grade.reason,
  };
}

/**
 * Grades a terminal report against the previous comparable one and the flakiness of its checks,
 * then shares it when asked.
 */
export async function finishReport(
  context: GateContext,
  found: LocatedReport,
  call: { signal?: AbortSignal; deadline: number },
): Promise<Finished> {
  const { settings, emit } = context;
  const report = found.report;
  emit({ type: 'report-read', reportId: report._id, status: report.status });
  const past = report.status === 'completed' ? await readPast(context, found, call) : undefined;
  const regressions = past?.regressions;
  if (regressions?.previousReportId) emit({ type: 'compared', regressions });
  const graded = grade(report, settings.policy, {
    regressions,
    names: context.name,
    flakiness: past?.flakiness,
  });
  if (past?.regressionNote) graded.notes.push(past.regressionNote);
  const unapplied = regressionGateUnapplied(settings.policy.failOn, regressions, context.name);
  if (unapplied) graded.notes.push(unapplied);
  emit({ type: 'graded', grade: graded });
  const trend = past && trendOf(past.earlier, { reportId: report._id, passRate: graded.passRate });
  if (trend) emit({ type: 'trend', trend });
  const wanted =
    settings.share === 'always' || (settings.share === 'on-failure' && graded.verdict !== 'pass');
  const share = wanted ? await shareReport(context, report._id, call) : undefined;
  const reportSpool = found.spooled ? context.reportSpool : undefined;
  return { report, grade: graded, regressions, trend, share, reportSpool };
}

/** What the earlier reports say about a completed one: regressions, the trend's points, flakiness. */
interface Past {
  regressions: Regressions | undefined;
  regressionNote: string | undefined;
  earlier: EarlierRead;
  flakiness: FlakinessFindings;
}

/**
 * Reads the earlier comparable reports before grading, each page once: the comparison finds the
 * previous one, then one pass (bounded like the trend: TREND_TIME_MS, TREND_MAX_PAGES) gathers the
 * trend's pass rates and the check outcomes flakiness is told from, so that flaky-failures can
 * apply to the verdict.
 */
async function readPast(
  context: GateContext,
  found: LocatedReport,
  call: { signal?: AbortSignal; deadline: number },
): Promise<Past> {
  const { settings, emit } = context;
  const history = new EarlierReports(context.client, found);
  const branch = settings.baselineBranch;
  let regressions: Regressions | undefined;
  let regressionNote: string | undefined;
  let baseline: RunReport | undefined;
  try {
    const previous = await previousComparable(context.client, found, history, call, branch);
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
  const earlier = await readEarlier({
    client: context.client,
    found,
    history,
    policy: settings.policy,
    baselineBranch: branch,
    baseline,
    outcomesOf: window - 1,
    call,
    now: context.now,
  });
  const flakiness = findFlakiness(found.report, earlier.outcomes, window, earlier.note);
  if (regressions) markFlakyRegressions(regressions, flakiness, earlier.outcomes);
  return { regressions, regressionNote, earlier, flakiness };
}

/**
 * The newest earlier report this one can be compared with, of the baseline branch when it is
 * known (baseline.ts), within the history's bound; and how many earlier reports were looked at.
 */
async function previousComparable(
  client: ServiceClient,
  found: LocatedReport,
  history: EarlierReports,
  call: { signal?: AbortSignal; deadline: number },
  baselineBranch: string | undefined,
): Promise<{ report: RunReport | undefined; searched: number }> {
  let searched = 0;
  // Entries are validated one by one, and only completed ones of the branch (cheap to tell): a
  // page of full reports can run to megabytes, and the first such one is usually the match.
  for await (const { entry, index } of history.entries(call)) {
    searched++;
    if (entry.status !== 'completed') continue;
    if (!onBaselineBranch(entry.seed, baselineBranch)) continue;
    const candidate = client.parseRunEntry(entry, index);
    if (comparable(found.report, candidate)) return { report: candidate, searched };
  }
  return { report: undefined, searched };
}

/** Says that fail-on regressions could not apply, when there was no report to compare with. */
function regressionGateUnapplied(
  failOn: ReadonlySet<FailOnCondition>,
  regressions: Regressions | undefined,
  name: SettingNames,
): string | undefined {
  if (!failOn.has('regressions') || !regressions || regressions.previousReportId) return undefined;
  const branch = regressions.baseline?.branch;
  return `${name('failOn')} includes regressions, but no earlier comparable report${branch === undefined ? '' : ` of branch ${branch}`} was found to compare with, so that condition did not apply.`;
}

/** Issues a public share token. The token is the user's to pass on, so it is not masked, but it is not logged either. */
async function shareReport(
  context: GateContext,
  reportId: string,
  call: { signal?: AbortSignal; deadline?: number },
): Promise<ShareOutcome> {
  const { client } = context;
  try {
    const token = await client.shareRun(reportId, call);
    context.emit({ type: 'shared', reportId });
    const template = context.settings.shareUrlTemplate;
    return { token, url: shareUrl(template, { baseUrl: client.baseUrl, token, reportId }) };
  } catch (error) {
    const warning =
      error instanceof ServiceError && error.status === 402
        ? `The report was not shared: ${error.message}`
        : `The report was not shared: ${errorReason(error)}`;
    return { warning };
  }
}

export function shareUrl(
  template: string,
  values: { baseUrl: string; token: string; reportId: string },
): string {
  const origin = new URL(values.baseUrl).origin;
  const map: Record<string, string> = {
    origin,
    baseUrl: values.baseUrl,
    token: encodeURIComponent(values.token),
    reportId: encodeURIComponent(values.reportId),
  };
  return template.replace(/\{(origin|baseUrl|token|reportId)\}/g, (_m, name: string) => map[name]!);
}

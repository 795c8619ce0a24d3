/**
 * The end of a gate whose run is over: compare the report with the previous comparable one, draw
 * the trend and the flakiness of its checks from the earlier ones (read before the run started:
 * core/history.ts), grade it, and share it when asked. Runs after the deadline is allowed to
 * (within FINAL_READ_MS): the run is over, only its grade is missing.
 */
import { type ReportSpool, type RunReport, ServiceError } from '../client/index.js';
import { afterDeadline, type Ending, type GateContext } from './context.js';
import { grade } from './grading.js';
import { History } from './history.js';
import type {
  FailOnCondition,
  Grade,
  LocatedReport,
  Regressions,
  SettingNames,
  ShareOutcome,
  Trend,
} from './model.js';
import { readPast, unreadHistoryWords } from './past.js';
import { errorReason } from './reasons.js';
import { trendOf } from './trend.js';

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
 * then shares it when asked. The earlier reports are those the gate read before the run started
 * (context.history); without them (a caller that read none), there are none.
 */
export async function finishReport(
  context: GateContext,
  found: LocatedReport,
  call: { signal?: AbortSignal; deadline: number },
): Promise<Finished> {
  const { settings, emit } = context;
  const report = found.report;
  emit({ type: 'report-read', reportId: report._id, status: report.status });
  const history =
    context.history ??
    new History(context.client, {
      journey: settings.journey !== undefined,
      baselineBranch: settings.baselineBranch,
      policy: settings.policy,
    });
  const past = report.status === 'completed' ? readPast(context, found, history) : undefined;
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
  const unread =
    past &&
    unreadHistoryWords(history, past, {
      tolerate: settings.policy.flakyFailures === 'tolerate',
      regressionGate: settings.policy.failOn.has('regressions'),
      name: context.name,
    });
  if (unread) graded.reason = `${graded.reason} ${unread}`;
  emit({ type: 'graded', grade: graded });
  const trend = past && trendOf(past.earlier, { reportId: report._id, passRate: graded.passRate });
  if (trend) emit({ type: 'trend', trend });
  const wanted =
    settings.share === 'always' || (settings.share === 'on-failure' && graded.verdict !== 'pass');
  const share = wanted ? await shareReport(context, report._id, call) : undefined;
  const reportSpool = found.spooled ? context.reportSpool : undefined;
  return { report, grade: graded, regressions, trend, share, reportSpool };
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
    const token = await client.shares.create(reportId, call);
    context.emit({ type: 'shared', reportId });
    const template = context.settings.shareUrlTemplate;
    return {
      token,
      url: shareUrl(template, { baseUrl: client.transport.baseUrl, token, reportId }),
    };
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

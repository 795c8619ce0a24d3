/** The HTML report's input from a gate's result (pure: src/app/formats/html-report.ts writes the page). */
import type { GateResult, GradingPolicy } from '../core/model.js';
import type { HtmlReportInput, HtmlReportMeta } from './html.js';

/**
 * The input of the HTML report from a gate's result, or undefined when there is no graded report
 * to show (the run was not waited for, or ended without a report): the caller then logs why
 * (`result.reason`) instead of writing a page.
 */
export function htmlReportInput(
  result: GateResult,
  policy: GradingPolicy,
  meta: Omit<HtmlReportMeta, 'seed' | 'reportId' | 'connectionId' | 'runId'>,
): HtmlReportInput | undefined {
  if (!result.report || !result.grade) return undefined;
  return {
    verdict: result.verdict,
    reason: result.reason,
    report: result.report,
    grade: result.grade,
    policy,
    regressions: result.regressions,
    trend: result.trend,
    journey: result.journey,
    partnerBaseUrl: result.connection?.partnerBaseUrl,
    meta: {
      seed: result.seed,
      reportId: result.reportId,
      connectionId: result.connection?._id,
      runId: result.runId,
      ...meta,
    },
  };
}

/**
 * What the result file holds besides the report itself: the verdict, the grade and what a merge
 * of several legs needs (core/result-file.ts reads it back). Pure: src/app/formats/report-file.ts
 * writes it.
 */
import type { ErrorKind, GateResult, GradingPolicy, LegIdentity } from '../core/model.js';

/**
 * The version of the result file's layout. 1 added `format`, `leg`, `policy`, `reportId` and
 * `shareUrl` (read by core/result-file.ts); a file without them is older, and still merges.
 */
export const REPORT_FILE_FORMAT = 1;

/** What a merge of several legs needs to know about this one, besides the result. */
export interface ReportFileMeta {
  leg?: LegIdentity;
  policy?: GradingPolicy;
  /** With verdict error, what kind of error (core/reasons.ts resultErrorKind), for a merge. */
  errorKind?: ErrorKind | '';
}

/** The result file's fields, in their order; `report` is left out when it is spooled to a file. */
export function reportFileContent(result: GateResult, meta: ReportFileMeta = {}) {
  const policy = meta.policy && { ...meta.policy, failOn: [...meta.policy.failOn] };
  return {
    format: REPORT_FILE_FORMAT,
    leg: meta.leg,
    policy,
    reportId: result.reportId,
    shareUrl: result.share?.url,
    verdict: result.verdict,
    reason: result.reason,
    errorKind: meta.errorKind || undefined,
    seed: result.seed,
    connectionId: result.connection?._id,
    // Which way each recorded exchange went, and where `replay` puts its paths (recorded-request.ts).
    partnerBaseUrl: result.connection?.partnerBaseUrl,
    grade: result.grade && {
      counts: result.grade.counts,
      passRate: result.grade.passRate,
      threshold: result.grade.threshold,
      conditions: result.grade.conditions,
      notes: result.grade.notes,
      // The flaky checks, the window and what was tolerated: a merge keeps them per leg.
      flakiness: result.grade.flakiness,
    },
    regressions: result.regressions,
    report: result.reportSpool ? undefined : result.report,
  };
}

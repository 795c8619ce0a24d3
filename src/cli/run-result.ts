/**
 * The result of `run --json`: one document on stdout, for scripts. Its fields are listed in the
 * command's help and the README.
 */
import type { WrittenFiles } from '../app/run.js';
import { OUTPUT_FILES } from '../core/catalogue.js';
import type { GateResult, Grade } from '../core/model.js';
import { resultErrorKind } from '../core/reasons.js';
import { firstFailedValidation } from '../report/checks.js';
import { errorDocument, type Redact } from './output.js';

/** Failed checks put in the JSON document; all of them are in the report and JUnit files. */
const JSON_FAILED_CHECKS = 100;
/** Clauses put in the JSON document; all of them are in the report file's checks. */
export const JSON_CLAUSES = 100;
/** Flaky checks put in the JSON document; all of them are in the report file. */
const JSON_FLAKY_CHECKS = 1000;

export function resultDocument(
  result: GateResult,
  files: WrittenFiles,
  interruptedBy: string | undefined,
  redact: Redact,
) {
  const grade = result.grade;
  const journey = result.journey;
  const error = interruptedBy
    ? { message: result.reason }
    : result.error
      ? errorDocument(result.error, redact).error
      : undefined;
  return {
    verdict: result.verdict ?? null,
    reason: result.reason,
    // What kind of error kept the run from a verdict; null with a verdict. A script tolerates
    // "unavailable" (an outage) and nothing else.
    errorKind: (interruptedBy ? 'interrupted' : resultErrorKind(result)) || null,
    status: result.status ?? null,
    reportId: result.reportId ?? null,
    runId: result.runId ?? null,
    connectionId: result.connection?._id ?? null,
    seed: result.seed,
    counts: grade?.counts ?? null,
    passRate: grade?.passRate ?? null,
    threshold: grade?.threshold ?? null,
    conditions: grade?.conditions ?? [],
    withheldModules: grade?.withheldModules ?? [],
    // The spec clauses broken, each once, with the checks and modules that broke it.
    clauses: clauseDocuments(grade),
    notes: grade?.notes ?? [],
    failedChecks: failedCheckDocuments(grade),
    baselineReportId: result.regressions?.previousReportId ?? null,
    regressions: result.regressions,
    trend: result.trend && {
      passRates: result.trend.points.map((point) => point.passRate ?? null),
      reportIds: result.trend.points.map((point) => point.reportId),
      direction: result.trend.direction ?? null,
      note: result.trend.note,
    },
    // Every flaky check (passing ones too, at most JSON_FLAKY_CHECKS), and the failures tolerated.
    flakiness: flakinessDocument(grade),
    // Not under the key "token": credential-named keys are masked in every JSON this tool writes,
    // and this token is the user's to pass on.
    share: result.share && {
      shareToken: result.share.token,
      url: result.share.url,
      warning: result.share.warning,
    },
    journey: journey && {
      planId: journey.planId,
      runId: journey.runId,
      status: journey.status?.status,
      runIntegrity: journey.status?.runIntegrity,
      recoveries: journey.recoveries,
      cancel: journey.cancel,
    },
    // Where each file was written (RUN_JSON_FIELDS lists them from the catalogue).
    ...Object.fromEntries(
      OUTPUT_FILES.flatMap(({ key, file }) => (file.json ? [[key, files[key]]] : [])),
    ),
    attestationFile: files.attestation,
    error,
  };
}

/** The flaky checks of a graded report, flat: flips and runs beside the check. */
function flakinessDocument(grade: Grade | undefined) {
  const findings = grade?.flakiness;
  if (!findings) return undefined;
  return {
    window: findings.window,
    reports: findings.reports,
    checks: findings.checks.slice(0, JSON_FLAKY_CHECKS).map((check) => ({
      testId: check.testId,
      name: check.name,
      module: check.module,
      outcome: check.outcome,
      flips: check.flaky.flips,
      runs: check.flaky.runs,
    })),
    tolerated: findings.tolerated,
    note: findings.note,
  };
}

/** The first JSON_CLAUSES clauses, each with its reference's fields. */
function clauseDocuments(grade: Grade | undefined) {
  return (grade?.clauses ?? []).slice(0, JSON_CLAUSES).map((clause) => ({
    documentTitle: clause.reference.documentTitle,
    section: clause.reference.section,
    anchor: clause.reference.anchor,
    page: clause.reference.page,
    strength: clause.reference.strength,
    quote: clause.reference.quote,
    checks: clause.checks,
    modules: clause.modules,
    failed: clause.failed,
    warned: clause.warned,
  }));
}

/** The first JSON_FAILED_CHECKS failed checks, each with its first failed validation's words. */
function failedCheckDocuments(grade: Grade | undefined) {
  return (grade?.checks.failed ?? []).slice(0, JSON_FAILED_CHECKS).map((item) => {
    const validation = firstFailedValidation(item.check);
    const reference = validation?.references?.[0] ?? item.check.references?.[0];
    return {
      testId: item.check.testId,
      name: item.check.name,
      suiteId: item.suiteId,
      module: item.module,
      expectedStatus: item.check.expectedStatus,
      actualStatus: item.check.actualStatus,
      flaky: item.flaky,
      message: validation?.message ?? item.check.exchange?.error,
      reference: reference && {
        documentTitle: reference.documentTitle,
        section: reference.section,
        strength: reference.strength,
        quote: reference.quote,
      },
    };
  });
}

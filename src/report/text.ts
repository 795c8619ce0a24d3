/**
 * Plain-text outcome of a conformance run for terminals and logs: the counts, then each failed
 * check with the validations it broke and the spec clauses they cite.
 */
import type { Check, Reference, RunReport } from '../client/index.js';
import type { RunOutcome } from '../core/conformance.js';
import { secrets } from '../util/redaction.js';

/** Failed checks listed in full; the rest are counted. */
const MAX_LISTED = 20;

export function describeOutcome(outcome: RunOutcome): { text: string; exitCode: number } {
  if (outcome.kind === 'timeout') {
    return {
      text: `No verdict: run ${outcome.started.reportId} was still ${outcome.lastStatus} at the deadline.`,
      exitCode: 3,
    };
  }
  const { report } = outcome;
  if (report.status !== 'completed') {
    const error = typeof report.error === 'string' ? `: ${report.error}` : '';
    return {
      text: secrets.redact(`No verdict: run ${report._id} ended ${report.status}${error}.`),
      exitCode: 3,
    };
  }
  const lines = [summaryLine(report)];
  if (report.withheldModules?.length) {
    lines.push(`Withheld modules (not run): ${report.withheldModules.join(', ')}`);
  }
  const failed = failedChecks(report);
  if (failed.length > 0) {
    lines.push('', `Failed checks (${failed.length}):`);
    for (const check of failed.slice(0, MAX_LISTED)) lines.push(...describeCheck(check));
    if (failed.length > MAX_LISTED) lines.push(`  ... and ${failed.length - MAX_LISTED} more`);
  }
  const failedCount = report.summary?.failed ?? failed.length;
  return { text: secrets.redact(lines.join('\n')), exitCode: failedCount > 0 ? 1 : 0 };
}

function summaryLine(report: RunReport): string {
  const s = report.summary;
  if (!s) return `Run ${report._id} completed without a summary.`;
  return `Run ${report._id} completed (seed ${report.seed ?? 'unknown'}): ${s.total} checks, ${s.passed} passed, ${s.warned} warned, ${s.failed} failed, ${s.unobservable} unobservable.`;
}

export function failedChecks(report: RunReport): Check[] {
  return (report.suites ?? []).flatMap((suite) =>
    suite.checks.filter(
      (check) => check.passed === false && !check.unobservable && !check.unreached,
    ),
  );
}

function describeCheck(check: Check): string[] {
  const lines = [`  x ${check.testId}${check.name ? `: ${check.name}` : ''}`];
  for (const validation of check.validations ?? []) {
    if (validation.passed !== false) continue;
    lines.push(`      - ${validation.message ?? validation.name ?? 'validation failed'}`);
    for (const reference of validation.references ?? []) lines.push(`        ${cite(reference)}`);
  }
  return lines;
}

export function cite(reference: Reference): string {
  const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
    .filter(Boolean)
    .join(', ');
  const strength = reference.strength ? ` (${reference.strength})` : '';
  const quote = reference.quote ? `: "${reference.quote}"` : '';
  return `${where || reference.path || 'spec'}${strength}${quote}`;
}

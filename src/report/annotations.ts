/**
 * Annotations for the workflow run page. GitHub shows at most 10 error annotations per step, so
 * the first failures get one each and a single notice says how many more are in the summary.
 */
import type { Grade } from '../core/grading.js';
import { secrets } from '../util/redaction.js';

export const MAX_ERROR_ANNOTATIONS = 10;

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
}

export function annotationsFor(
  grade: Grade | undefined,
  verdict: string,
  reason: string,
): Annotation[] {
  if (!grade || verdict === 'error') {
    return verdict === 'pass'
      ? []
      : [{ level: 'error', title: 'OCPI conformance: no verdict', message: clean(reason) }];
  }
  const annotations: Annotation[] = [];
  const failed = grade.checks.failed;
  for (const item of failed.slice(0, MAX_ERROR_ANNOTATIONS)) {
    const check = item.check;
    const validation = check.validations?.find((v) => v.passed === false);
    const reference = validation?.references?.[0] ?? check.references?.[0];
    const parts = [
      check.name,
      validation?.message ?? check.exchange?.error,
      reference
        ? [reference.documentTitle, reference.section && `section ${reference.section}`]
            .filter(Boolean)
            .join(', ')
        : undefined,
    ].filter(Boolean);
    annotations.push({
      level: 'error',
      title: clean(`OCPI conformance: ${check.testId}`),
      message: clean(parts.join(' — ') || 'check failed'),
    });
  }
  if (failed.length > MAX_ERROR_ANNOTATIONS) {
    annotations.push({
      level: 'notice',
      title: 'OCPI conformance: more failures',
      message: `${failed.length - MAX_ERROR_ANNOTATIONS} more failed checks are listed in the job summary.`,
    });
  }
  if (verdict === 'fail' && failed.length === 0) {
    // The gate failed on a condition, not on a check: say which.
    annotations.push({
      level: 'error',
      title: 'OCPI conformance: gate failed',
      message: clean(reason),
    });
  }
  return annotations;
}

/** One line, redacted, bounded: annotation text is shown in the UI as is. */
function clean(text: string, max = 1000): string {
  const flat = secrets.redact(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

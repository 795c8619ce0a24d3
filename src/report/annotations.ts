/**
 * Annotations for the workflow run page. GitHub shows at most 10 error annotations per step, so
 * the first failures get one each and a single notice says how many more are in the summary.
 * Why the gate failed, or why there is no verdict, is left to core.setFailed (see annotationsFor).
 */

import type { Grade } from '../core/model.js';
import { firstFailedValidation } from './checks.js';
import { flakyText, gradeWithFlakiness } from './flaky.js';
import { keepText, type Redact } from './markdown.js';

export const MAX_ERROR_ANNOTATIONS = 10;

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
}

/**
 * One error annotation per failed check (the first MAX_ERROR_ANNOTATIONS of them), then one
 * notice for the rest.
 *
 * Nothing else, on purpose: when the gate fails or gives no verdict the action calls
 * core.setFailed(reason), which the runner already shows as an error annotation. Annotating the
 * reason here too showed it twice ("no verdict: No verdict: ..."), so a no-verdict error and a
 * gate that failed on a condition rather than on a check get no annotation of their own.
 *
 * `redact` is applied to the text before it is cut (the front end passes its secret store's);
 * default none.
 */
export function annotationsFor(
  grade: Grade | undefined,
  verdict: string,
  options: { redact?: Redact } = {},
): Annotation[] {
  const redact = options.redact ?? keepText;
  // No verdict: the checks of a run that did not complete are not findings.
  if (!grade || verdict === 'error') return [];
  const annotations: Annotation[] = [];
  const failed = gradeWithFlakiness(grade).checks.failed;
  for (const item of failed.slice(0, MAX_ERROR_ANNOTATIONS)) {
    const check = item.check;
    const validation = firstFailedValidation(check);
    const reference = validation?.references?.[0] ?? check.references?.[0];
    const parts = [
      check.name,
      validation?.message ?? check.exchange?.error,
      reference
        ? [reference.documentTitle, reference.section && `section ${reference.section}`]
            .filter(Boolean)
            .join(', ')
        : undefined,
      item.flaky ? flakyText(item.flaky) : undefined,
    ].filter(Boolean);
    annotations.push({
      level: 'error',
      title: clean(`OCPI conformance: ${check.testId}`, redact),
      message: clean(parts.join(' — ') || 'check failed', redact),
    });
  }
  if (failed.length > MAX_ERROR_ANNOTATIONS) {
    annotations.push({
      level: 'notice',
      title: 'OCPI conformance: more failures',
      message: `${failed.length - MAX_ERROR_ANNOTATIONS} more failed checks are listed in the job summary.`,
    });
  }
  return annotations;
}

/** One line, redacted before it is bounded: annotation text is shown in the UI as is. */
function clean(text: string, redact: Redact, max = 1000): string {
  const flat = redact(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

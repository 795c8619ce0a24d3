/** What every view of a failed check shows first. */
import type { Check, Validation } from '../client/index.js';

/** The first validation a check failed: its headline in the summary, comment, annotations, JUnit and CLI. */
export function firstFailedValidation(check: Check): Validation | undefined {
  return check.validations?.find((v) => v.passed === false);
}

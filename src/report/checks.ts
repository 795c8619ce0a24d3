/** What every view of a failed check shows first. */
import type { Check, Validation } from '../client/index.js';
import type { Grade } from '../core/model.js';

/** The first validation a check failed: its headline in the summary, comment, annotations, JUnit and CLI. */
export function firstFailedValidation(check: Check): Validation | undefined {
  return check.validations?.find((v) => v.passed === false);
}

type Reference = Grade['clauses'][number]['reference'];

/** A clause as a label: strength, document and section ("SHALL OCPI 2.2.1 Part I, section 8.3"). */
export function clauseText(reference: Reference): string {
  const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
    .filter(Boolean)
    .join(', ');
  return [reference.strength, where || reference.quote || 'clause'].filter(Boolean).join(' ');
}

/** The clauses each check broke (as labels), by test id, from the grade's clause list. */
export function clausesByCheck(grade: Grade): Map<string, string[]> {
  const byCheck = new Map<string, string[]>();
  for (const clause of grade.clauses) {
    const text = clauseText(clause.reference);
    for (const testId of clause.checks) {
      const list = byCheck.get(testId) ?? [];
      if (!list.includes(text)) list.push(text);
      byCheck.set(testId, list);
    }
  }
  return byCheck;
}

/**
 * The spec clauses a report's failed and warned checks broke, each clause once, with the checks and
 * modules that broke it: a partner conversation is about the specification ("your endpoint breaks
 * OCPI 2.2.1 Part II §4.1.5 in three places"), not about test ids. A check broke the clauses its
 * failed validations (or, for a warned check, its warnings) cite; one that cites none through them
 * broke the clauses the check itself cites.
 */
import type { Check, Reference, Validation } from '../client/index.js';
import type { BrokenClause, GradedCheck } from './model.js';

/**
 * One clause's identity: the same document, place and words (whitespace aside) are the same
 * clause, whatever strength a citation gives it. The summary tells clauses apart the same way.
 */
export function clauseKey(reference: Reference): string {
  const norm = (value: unknown) =>
    value === undefined || value === null ? '' : String(value).replace(/\s+/g, ' ').trim();
  return JSON.stringify(
    [
      reference.documentTitle,
      reference.section,
      reference.anchor,
      reference.page,
      reference.path,
      reference.quote,
    ].map(norm),
  );
}

/** The clauses broken by the failed and warned checks, most often broken first. */
export function brokenClauses(
  failed: readonly GradedCheck[],
  warned: readonly GradedCheck[],
): BrokenClause[] {
  const clauses = new Map<string, BrokenClause>();
  // The checks and modules already counted for each clause (a report may hold 50,000 checks).
  const seen = new Map<BrokenClause, { checks: Set<string>; modules: Set<string> }>();
  const add = (item: GradedCheck, outcome: 'failed' | 'warned') => {
    for (const reference of clausesOf(item.check, outcome)) {
      const key = clauseKey(reference);
      let clause = clauses.get(key);
      if (!clause) {
        clause = { reference, checks: [], modules: [], failed: 0, warned: 0 };
        clauses.set(key, clause);
        seen.set(clause, { checks: new Set(), modules: new Set() });
      }
      const counted = seen.get(clause)!;
      if (counted.checks.has(item.check.testId)) continue;
      counted.checks.add(item.check.testId);
      clause.checks.push(item.check.testId);
      clause[outcome]++;
      if (item.module && !counted.modules.has(item.module)) {
        counted.modules.add(item.module);
        clause.modules.push(item.module);
      }
    }
  };
  for (const item of failed) add(item, 'failed');
  for (const item of warned) add(item, 'warned');
  return [...clauses.values()].sort(
    (a, b) =>
      b.failed - a.failed ||
      b.checks.length - a.checks.length ||
      strengthRank(a.reference) - strengthRank(b.reference),
  );
}

function clausesOf(check: Check, outcome: 'failed' | 'warned'): Reference[] {
  const broken: Validation[] =
    outcome === 'failed'
      ? (check.validations ?? []).filter((v) => v.passed === false && v.unobservable !== true)
      : (check.warnings ?? []);
  const cited = broken.flatMap((validation) => validation.references ?? []);
  return cited.length > 0 ? cited : (check.references ?? []);
}

/** SHALL before SHOULD before the rest, so that of two clauses broken as often the stronger leads. */
function strengthRank(reference: Reference): number {
  const strength = reference.strength?.toLowerCase();
  return strength === 'shall' || strength === 'must' ? 0 : strength === 'should' ? 1 : 2;
}

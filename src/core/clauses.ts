/**
 * The spec clauses a report's failed and warned checks broke, each clause once, with the checks and
 * modules that broke it: a partner conversation is about the specification ("your endpoint breaks
 * OCPI 2.2.1 Part II §4.1.5 in three places"), not about test ids. A check broke the clauses its
 * failed validations (or, for a warned check, its warnings) cite; one that cites none through them
 * broke the clauses the check itself cites.
 */
import type { Check, Reference, Validation } from '../client/index.js';
import { clauseKey } from '../util/clause-key.js';
import type { BrokenClause, GradedCheck } from './model.js';

export { clauseKey } from '../util/clause-key.js';

/** The clauses broken by the failed and warned checks, most often broken first. */
export function brokenClauses(
  failed: readonly GradedCheck[],
  warned: readonly GradedCheck[],
): BrokenClause[] {
  const tally = new ClauseTally();
  for (const item of failed) tally.add(item, 'failed');
  for (const item of warned) tally.add(item, 'warned');
  return tally.clauses();
}

/**
 * Clauses counted as checks are met, each check once per clause. Sets, not lists, for the
 * counting: a report may hold 50,000 checks.
 */
export class ClauseTally {
  private readonly byKey = new Map<string, BrokenClause>();
  private readonly seen = new Map<BrokenClause, { checks: Set<string>; modules: Set<string> }>();

  add(item: GradedCheck, outcome: 'failed' | 'warned'): void {
    for (const reference of clausesOf(item.check, outcome)) {
      const clause = this.clause(reference);
      const counted = this.seen.get(clause)!;
      if (counted.checks.has(item.check.testId)) continue;
      counted.checks.add(item.check.testId);
      clause.checks.push(item.check.testId);
      clause[outcome]++;
      if (item.module) this.addModule(clause, item.module);
    }
  }

  /**
   * Another tally's clauses, a merged leg's: its checks are its own (the same test of two legs
   * is two checks), so they and its counts are added as they are.
   */
  addClauses(clauses: readonly BrokenClause[]): void {
    for (const clause of clauses) {
      const own = this.clause(clause.reference);
      own.checks.push(...clause.checks);
      own.failed += clause.failed;
      own.warned += clause.warned;
      for (const module of clause.modules) this.addModule(own, module);
    }
  }

  /** The clauses, most often failed first, then most often broken, then the stronger. */
  clauses(): BrokenClause[] {
    return [...this.byKey.values()].sort(
      (a, b) =>
        b.failed - a.failed ||
        b.checks.length - a.checks.length ||
        strengthRank(a.reference) - strengthRank(b.reference),
    );
  }

  private clause(reference: Reference): BrokenClause {
    const key = clauseKey(reference);
    let clause = this.byKey.get(key);
    if (!clause) {
      clause = { reference, checks: [], modules: [], failed: 0, warned: 0 };
      this.byKey.set(key, clause);
      this.seen.set(clause, { checks: new Set(), modules: new Set() });
    }
    return clause;
  }

  private addModule(clause: BrokenClause, module: string): void {
    const counted = this.seen.get(clause)!;
    if (counted.modules.has(module)) return;
    counted.modules.add(module);
    clause.modules.push(module);
  }
}

/** The clauses that these failed checks broke, each once, by clauseKey, in the order met. */
export function clausesBrokenBy(failed: Iterable<Check>): Map<string, Reference> {
  const clauses = new Map<string, Reference>();
  for (const check of failed) {
    for (const reference of clausesOf(check, 'failed')) {
      const key = clauseKey(reference);
      if (!clauses.has(key)) clauses.set(key, reference);
    }
  }
  return clauses;
}

export function clausesOf(check: Check, outcome: 'failed' | 'warned'): Reference[] {
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

/**
 * Flaky checks: a check whose outcome changed between passing (passed, warned) and failing
 * (failed, allowed) at least FLAKY_MIN_FLIPS times over the last reports of the connection (the
 * window setting, this report included) is flaky: against a live partner, the partner's deployment
 * or the network wavers, and such a failure is not a regression of the same kind.
 *
 * The earlier reports are those the trend draws (core/trend.ts: same connection, OCPI version,
 * module and run kind, of the baseline branch), read before the run started (core/history.ts), in
 * the same pass and with no request of its own: of each, only the outcomes of this report's checks
 * are kept (PastOutcomes). Nothing is said with fewer than FLAKY_MIN_REPORTS reports.
 */
import type { Check, RunReport } from '../client/index.js';
import { FLAKY_MIN_REPORTS } from './catalogue/run.js';
import { settingDefault } from './catalogue.js';
import { clausesOf } from './clauses.js';
import type {
  Flakiness,
  FlakinessFindings,
  FlakyCheck,
  GradingPolicy,
  Regressions,
} from './model.js';

export { FLAKY_MIN_REPORTS };

/** Flips that make a check flaky. */
export const FLAKY_MIN_FLIPS = 2;
/** The window when the policy does not say (a result file of an older version): the catalogue's default. */
const FLAKY_WINDOW_DEFAULT = Number(settingDefault('flakyWindow'));

/** Of one report, by test id: true for passing, false for failing; other outcomes are left out. */
export type PastOutcomes = Map<string, boolean>;

/**
 * Whether a check passes (passed, warned: true), fails (failed, allowed: false) or neither
 * (unobservable, unreached), as grading.ts's classifyCheck buckets it (which imports this module).
 */
export function passing(check: Check): boolean | undefined {
  if (check.unobservable === true || check.unreached) return undefined;
  return check.passed === true;
}

/**
 * The outcomes of `report`'s checks whose test id `wanted` holds (this report's checks: an earlier
 * report's other checks cannot make any of them flaky).
 */
export function outcomesOf(report: RunReport, wanted?: ReadonlySet<string>): PastOutcomes {
  const outcomes: PastOutcomes = new Map();
  for (const suite of report.suites ?? []) {
    for (const check of suite.checks) {
      if (wanted && !wanted.has(check.testId)) continue;
      const passes = passing(check);
      if (passes !== undefined) outcomes.set(check.testId, passes);
    }
  }
  return outcomes;
}

/** The test ids of a report's checks. */
export function testIdsOf(report: RunReport): Set<string> {
  return new Set((report.suites ?? []).flatMap((suite) => suite.checks.map((c) => c.testId)));
}

/** Changes between passing and failing along a sequence, oldest first; gaps are skipped. */
export function countFlips(sequence: readonly (boolean | undefined)[]): number {
  let flips = 0;
  let last: boolean | undefined;
  for (const value of sequence) {
    if (value === undefined) continue;
    if (last !== undefined && value !== last) flips++;
    last = value;
  }
  return flips;
}

/** The window the policy sets. */
export function flakyWindow(policy: GradingPolicy): number {
  return policy.flakyWindow ?? FLAKY_WINDOW_DEFAULT;
}

/**
 * The flaky checks of `report`, from the outcomes of the earlier comparable reports, newest first
 * (at most the window's less one are used). `note`: why fewer reports than could be were read.
 */
export function findFlakiness(
  report: RunReport,
  earlier: readonly PastOutcomes[],
  window: number,
  note?: string,
): FlakinessFindings {
  const used = earlier.slice(0, window - 1).reverse();
  const reports = used.length + 1;
  const findings: FlakinessFindings = { window, reports, checks: [], tolerated: [] };
  if (reports < FLAKY_MIN_REPORTS) {
    findings.note = `Flakiness is told from at least ${FLAKY_MIN_REPORTS} comparable reports; ${reports === 1 ? 'only this one was' : `${reports} were`} found${note ? ` (${lowerFirst(note)})` : ''}, so no check is said to be flaky.`;
    return findings;
  }
  if (note) findings.note = note;
  for (const suite of report.suites ?? []) {
    for (const check of suite.checks) {
      const flips = countFlips([...used.map((o) => o.get(check.testId)), passing(check)]);
      if (flips < FLAKY_MIN_FLIPS) continue;
      findings.checks.push({
        testId: check.testId,
        name: check.name,
        module: suite.module,
        // As graded: grading.ts sets the outcome (allowed, tolerated...).
        outcome: passing(check) ? 'passed' : 'failed',
        flaky: { flips, runs: reports },
      });
    }
  }
  return findings;
}

/** The flaky checks by test id, for grading. */
export function flakyById(findings: FlakinessFindings | undefined): Map<string, Flakiness> {
  return new Map((findings?.checks ?? []).map((c: FlakyCheck) => [c.testId, c.flaky]));
}

const SHALL = new Set(['shall', 'shall not', 'must', 'must not']);

/**
 * Whether a failure of this check may be tolerated as flaky: none of the clauses it broke (its
 * failed validations' citations, else the check's own; core/clauses.ts) is SHALL or MUST, and it
 * cites at least one, each with a strength (an unknown strength is not taken to be weaker).
 */
export function tolerable(check: Check): boolean {
  const broken = clausesOf(check, 'failed');
  if (broken.length === 0) return false;
  const failedSeverities = (check.validations ?? [])
    .filter((v) => v.passed === false && v.unobservable !== true)
    .map((v) => v.severity?.toLowerCase());
  if (failedSeverities.some((s) => s === 'shall' || s === 'must')) return false;
  return broken.every((reference) => {
    const strength = reference.strength?.toLowerCase();
    return strength !== undefined && !SHALL.has(strength) && strength !== '';
  });
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
}

/**
 * Marks the newly failing checks that were flaky before this change: at least FLAKY_MIN_FLIPS
 * flips among the earlier reports alone, with enough reports to say so. They stay regressions
 * (fail-on regressions still counts them: the verdict is unchanged), listed apart.
 */
export function markFlakyRegressions(
  regressions: Regressions,
  findings: FlakinessFindings,
  earlier: readonly PastOutcomes[],
): void {
  if (findings.reports < FLAKY_MIN_REPORTS) return;
  const used = earlier.slice(0, findings.window - 1).reverse();
  const byId = flakyById(findings);
  for (const item of regressions.newlyFailing) {
    const flaky = byId.get(item.testId);
    if (!flaky) continue;
    if (countFlips(used.map((o) => o.get(item.testId))) >= FLAKY_MIN_FLIPS) item.flaky = flaky;
  }
}

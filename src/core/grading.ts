/**
 * Grading: turns a run report into a verdict against the user's policy.
 *
 * Rules (README "Verdict rules"):
 * - A run that did not complete gives `error`: no verdict could be reached.
 * - Every check lands in one bucket: passed, warned (passed with warnings), failed, allowed (a
 *   failure the user allowed by test id), unobservable, unreached. A check without an outcome
 *   counts as failed: uncertainty never turns the gate green.
 * - graded = passed + warned + failed; pass rate = (passed + warned) / graded, where warned
 *   counts as failed instead when `warnings` is in fail-on. Allowed failures, unobservable and
 *   unreached checks are not graded but are reported.
 * - The gate passes when the pass rate reaches the threshold and no fail-on condition holds.
 */

import {
  type Check,
  isKnown,
  RUN_STATUSES,
  type RunReport,
  type SuiteResult,
} from '../client/index.js';
import { formatRate } from '../util/numbers.js';
import { endSentence } from '../util/text.js';
import { FAIL_ON } from './catalogue/parsers.js';
import { brokenClauses } from './clauses.js';
import { flakyById, tolerable } from './flaky.js';
import type {
  CheckOutcome,
  Counts,
  FailOnCondition,
  Flakiness,
  FlakinessFindings,
  Grade,
  GradingPolicy,
  Regressions,
  SettingKey,
  SettingNames,
} from './model.js';

export type {
  CheckOutcome,
  Counts,
  FailOnCondition,
  Grade,
  GradedCheck,
  GradingPolicy,
  Verdict,
} from './model.js';

import { plural } from '../util/text.js';

/**
 * The pass-rate formula in words, as `grade` computes it, naming the fail-on setting as the front
 * end does. action.yml (the threshold input) and the README ("Verdict rules") quote it with the
 * action's names, the CLI help (`run --threshold`) with its flags, word for word;
 * test/readme.test.ts checks all three.
 */
export function passRateFormula(name: SettingNames): string {
  return `pass rate = (passed + warned) / graded, where graded = passed + warned + failed; warned checks count as failed when ${name('failOn')} includes warnings`;
}

/** The fail-on conditions, in order: the catalogue's, whose parser reads them. */
export const FAIL_ON_CONDITIONS: readonly FailOnCondition[] = FAIL_ON;
/** Why a run that is over gave no verdict, by status. */
function noVerdictReason(report: RunReport): string {
  // The service's error ends the sentence: its own period is not doubled.
  const error = typeof report.error === 'string' && report.error.trim() ? report.error : undefined;
  const ending = (text: string) => (error ? `${text}: ${endSentence(error)}` : `${text}.`);
  switch (report.status) {
    case 'failed':
      return ending('The run failed at the service');
    case 'cancelled':
      return ending('The run was cancelled');
    case 'interrupted':
    case 'recovery_required':
      return ending(
        `The run was interrupted and needs a recovery decision (status ${report.status})`,
      );
    default:
      return isKnown(RUN_STATUSES, report.status)
        ? `The run is not finished (status ${report.status}).`
        : `The run ended with status "${report.status}", which this tool does not know; it is not treated as success.`;
  }
}

export function grade(
  report: RunReport,
  policy: GradingPolicy,
  context: { regressions?: Regressions; names?: SettingNames; flakiness?: FlakinessFindings } = {},
): Grade {
  const name = context.names ?? ((setting: SettingKey) => setting);
  const flaky = flakyGrading(policy, context.flakiness);
  const { counts, checks, notes } = countChecks(report, policy, name, flaky);
  const flakiness = flaky.findings && {
    ...flaky.findings,
    checks: flaky.findings.checks.map((c) => ({
      ...c,
      outcome: flaky.outcomes.get(c.testId) ?? c.outcome,
    })),
    tolerated: flaky.tolerated,
  };
  if (flakiness) notes.push(...flakyNotes(flakiness, flaky.shallKept, name));
  const withheldModules = report.withheldModules ?? [];
  const warningsFail = policy.failOn.has('warnings');
  const passing = counts.passed + (warningsFail ? 0 : counts.warned);
  const passRate = counts.graded > 0 ? (passing / counts.graded) * 100 : undefined;
  const base = {
    status: report.status,
    counts,
    passRate,
    threshold: policy.threshold,
    checks,
    withheldModules,
    notes,
    clauses: brokenClauses(checks.failed, checks.warned),
    ...(flakiness ? { flakiness } : {}),
  };
  if (report.status !== 'completed') {
    return { ...base, verdict: 'error', reason: noVerdictReason(report), conditions: [] };
  }
  const conditions = failConditions(policy, counts, withheldModules, context.regressions, name);
  const rateText =
    passRate === undefined
      ? 'nothing was graded'
      : `pass rate ${formatRate(passRate)}% (${passing} of ${counts.graded} graded checks)`;
  if (passRate !== undefined && passRate < policy.threshold) {
    conditions.unshift(`${rateText} is below the threshold of ${formatRate(policy.threshold)}%`);
  }
  const allowedText = allowedWords(counts.allowed, flakiness?.tolerated.length ?? 0, name);
  if (conditions.length > 0) {
    return {
      ...base,
      verdict: 'fail',
      reason: `Failed: ${conditions.join('; ')}${allowedText}.`,
      conditions,
    };
  }
  return {
    ...base,
    verdict: 'pass',
    reason: `Passed: ${rateText} meets the threshold of ${formatRate(policy.threshold)}%${allowedText}.`,
    conditions,
  };
}

/** "; 3 allowed failures not counted (2 by allow-failures, 1 of a flaky check, tolerated...)". */
function allowedWords(allowed: number, tolerated: number, name: SettingNames): string {
  if (allowed === 0) return '';
  const text = `; ${plural(allowed, 'allowed failure')} not counted`;
  if (tolerated === 0) return text;
  const byList = allowed - tolerated;
  const flaky = `${tolerated} of ${tolerated === 1 ? 'a flaky check' : 'flaky checks'}, tolerated as ${name('flakyFailures')} is tolerate`;
  return `${text} (${byList > 0 ? `${byList} by ${name('allowFailures')}, ` : ''}${flaky})`;
}

/** What grading does with flaky checks: marks them, and tolerates failures when asked. */
interface FlakyGrading {
  findings: FlakinessFindings | undefined;
  byId: Map<string, Flakiness>;
  tolerate: boolean;
  /** Test ids of the failures tolerated (graded allowed), filled as checks are bucketed. */
  tolerated: string[];
  /** Test ids of failures of flaky checks kept as failures because they broke a SHALL. */
  shallKept: string[];
  /** The graded outcome of each flaky check. */
  outcomes: Map<string, CheckOutcome>;
}

function flakyGrading(policy: GradingPolicy, findings: FlakinessFindings | undefined) {
  return {
    findings,
    byId: flakyById(findings),
    tolerate: policy.flakyFailures === 'tolerate',
    tolerated: [],
    shallKept: [],
    outcomes: new Map(),
  } satisfies FlakyGrading as FlakyGrading;
}

/** The notes that say what was tolerated and why, and what was not. */
function flakyNotes(
  findings: FlakinessFindings,
  shallKept: readonly string[],
  name: SettingNames,
): string[] {
  // Why nothing could be said stays in findings.note: the notes are about this report.
  const notes: string[] = [];
  const tolerated = findings.tolerated;
  if (tolerated.length > 0) {
    const byId = flakyById(findings);
    const listed = tolerated
      .slice(0, 10)
      .map((id) => `${id} (${byId.get(id)!.flips} flips in the last ${byId.get(id)!.runs} runs)`)
      .join(', ');
    const more = tolerated.length > 10 ? ` and ${tolerated.length - 10} more` : '';
    notes.push(
      `${plural(tolerated.length, 'failure')} of flaky checks ${tolerated.length === 1 ? 'was' : 'were'} tolerated and graded allowed, as ${name('flakyFailures')} is tolerate and none of the clauses ${tolerated.length === 1 ? 'it' : 'they'} broke is SHALL: ${listed}${more}.`,
    );
  }
  if (shallKept.length > 0) {
    const one = shallKept.length === 1;
    notes.push(
      `${plural(shallKept.length, 'failure')} of flaky checks still ${one ? 'counts' : 'count'} although ${name('flakyFailures')} is tolerate, as ${one ? 'it breaks' : 'they break'} a SHALL clause (or ${one ? 'cites' : 'cite'} no clause of a weaker strength): ${shallKept.slice(0, 10).join(', ')}${shallKept.length > 10 ? ` and ${shallKept.length - 10} more` : ''}.`,
    );
  }
  return notes;
}

/** Each check in its bucket, the counts, and notes on what the report held that was odd. */
function countChecks(
  report: RunReport,
  policy: GradingPolicy,
  name: SettingNames,
  flaky: FlakyGrading,
) {
  const notes: string[] = [...unknownValues(report)];
  const checks: Grade['checks'] = {
    warned: [],
    failed: [],
    allowed: [],
    unobservable: [],
    unreached: [],
  };
  const counts = zeroCounts();
  const suites: SuiteResult[] = report.suites ?? [];
  if (suites.some((suite) => suite.checks.length > 0)) {
    const allow = compileGlobs(policy.allowFailures);
    notes.push(...bucketChecks(suites, allow, counts, checks, flaky));
    if (report.summary && report.summary.total !== counts.total) {
      notes.push(
        `The report's summary counts ${report.summary.total} checks but its suites hold ${counts.total}; grading used the suites.`,
      );
    }
  } else if (report.summary) {
    // No check details: grade from the summary. Allowed failures cannot be told apart then.
    const s = report.summary;
    Object.assign(counts, {
      total: s.total,
      passed: s.passed,
      warned: s.warned,
      failed: s.failed,
      unobservable: s.unobservable,
      unreached: Math.max(0, s.total - s.passed - s.warned - s.failed - s.unobservable),
    });
    if (policy.allowFailures.length > 0 && s.failed > 0) {
      notes.push(
        `The report has no check details, so ${name('allowFailures')} could not be applied.`,
      );
    }
  }
  counts.graded = counts.passed + counts.warned + counts.failed;
  return { counts, checks, notes };
}

/** Puts every check of the suites in its bucket; returns notes on checks it had to guess about. */
function bucketChecks(
  suites: SuiteResult[],
  allow: (testId: string) => boolean,
  counts: Counts,
  checks: Grade['checks'],
  flaky: FlakyGrading,
): string[] {
  const notes: string[] = [];
  const unknownUnreached = new Set<string>();
  let withoutOutcome = 0;
  for (const suite of suites) {
    for (const check of suite.checks) {
      const marked = flaky.byId.get(check.testId);
      const outcome = flakyOutcome(check, classifyCheck(check, allow), marked, flaky);
      if (check.unreached && check.unreached !== 'dependency')
        unknownUnreached.add(check.unreached);
      if (outcome === 'failed' && check.passed === undefined && !check.unreached) withoutOutcome++;
      counts.total++;
      counts[outcome]++;
      if (outcome !== 'passed') {
        const item = { suiteId: suite.suiteId, module: suite.module, check, outcome };
        checks[outcome].push(marked ? { ...item, flaky: marked } : item);
      }
    }
  }
  if (withoutOutcome > 0) {
    notes.push(
      `${plural(withoutOutcome, 'check')} had no pass/fail outcome; ${withoutOutcome === 1 ? 'it was' : 'they were'} counted as failed.`,
    );
  }
  if (unknownUnreached.size > 0) {
    notes.push(
      `Unreached reasons not known to this tool: ${[...unknownUnreached].join(', ')}; those checks were treated as unreached.`,
    );
  }
  return notes;
}

/** A failure of a flaky check, tolerated (allowed) when the policy says so and it is not SHALL. */
function flakyOutcome(
  check: Check,
  outcome: CheckOutcome,
  marked: Flakiness | undefined,
  flaky: FlakyGrading,
): CheckOutcome {
  if (!marked) return outcome;
  let graded = outcome;
  if (outcome === 'failed' && flaky.tolerate) {
    if (tolerable(check)) {
      flaky.tolerated.push(check.testId);
      graded = 'allowed';
    } else flaky.shallKept.push(check.testId);
  }
  flaky.outcomes.set(check.testId, graded);
  return graded;
}

/** The fail-on conditions that hold, in words. */
function failConditions(
  policy: GradingPolicy,
  counts: Counts,
  withheldModules: string[],
  regressions: Regressions | undefined,
  name: SettingNames,
): string[] {
  const includes = (condition: string) => `${name('failOn')} includes ${condition}`;
  const conditions: string[] = [];
  if (policy.failOn.has('nothing-graded') && counts.graded === 0) {
    conditions.push(
      `no check was graded (${counts.unobservable} unobservable, ${counts.unreached} unreached, ${plural(withheldModules.length, 'module')} withheld) and ${includes('nothing-graded')}`,
    );
  }
  if (policy.failOn.has('warnings') && counts.warned > 0) {
    conditions.push(
      `${plural(counts.warned, 'check')} passed with warnings and ${includes('warnings')}`,
    );
  }
  if (policy.failOn.has('unobservable') && counts.unobservable > 0) {
    conditions.push(
      `${plural(counts.unobservable, 'check')} could not be observed and ${includes('unobservable')}`,
    );
  }
  if (policy.failOn.has('regressions') && regressions && regressions.count > 0) {
    conditions.push(
      `${plural(regressions.count, 'regression')} since report ${regressions.previousReportId}${regressions.baseline?.branch === undefined ? '' : ` of branch ${regressions.baseline.branch}`} (${regressions.newlyFailing.length} newly failing, ${regressions.noLongerGraded.length} no longer graded) and ${includes('regressions')}`,
    );
  }
  if (policy.failOn.has('withheld') && withheldModules.length > 0) {
    conditions.push(
      `${withheldModules.length === 1 ? 'module' : 'modules'} ${withheldModules.join(', ')} ${withheldModules.length === 1 ? 'was' : 'were'} withheld and ${includes('withheld')}`,
    );
  }
  return conditions;
}

/** The bucket of one check; `allow` tells whether its test id is an allowed failure. */
export function classifyCheck(check: Check, allow: (testId: string) => boolean): CheckOutcome {
  if (check.unobservable === true) return 'unobservable';
  if (check.unreached) return 'unreached';
  if (check.passed === true) return (check.warnings?.length ?? 0) > 0 ? 'warned' : 'passed';
  return allow(check.testId) ? 'allowed' : 'failed';
}

/**
 * Values of the open value sets (2.5: runKind, severity, strength, transportKind) that this tool
 * does not know. They do not change the grade; they are reported so that nobody is misled.
 */
const KNOWN = {
  runKind: new Set(['conformance', 'journey']),
  severity: new Set(['shall', 'should', 'may', 'must']),
  strength: new Set(['SHALL', 'SHALL NOT', 'SHOULD', 'SHOULD NOT', 'MAY', 'MUST', 'MUST NOT']),
  transportKind: new Set(['HTTP', 'HTTPS', 'DNS', 'TLS', 'TCP']),
};

function unknownValues(report: RunReport): string[] {
  const seen = {
    runKind: new Set<string>(),
    severity: new Set<string>(),
    strength: new Set<string>(),
    transportKind: new Set<string>(),
  };
  if (report.runKind && !KNOWN.runKind.has(report.runKind)) seen.runKind.add(report.runKind);
  const references = (refs: Check['references']) => {
    for (const ref of refs ?? [])
      if (ref.strength && !KNOWN.strength.has(ref.strength)) seen.strength.add(ref.strength);
  };
  for (const suite of report.suites ?? []) {
    for (const check of suite.checks) {
      if (check.transportKind && !KNOWN.transportKind.has(check.transportKind))
        seen.transportKind.add(check.transportKind);
      references(check.references);
      for (const v of [...(check.validations ?? []), ...(check.warnings ?? [])]) {
        if (v.severity && !KNOWN.severity.has(v.severity)) seen.severity.add(v.severity);
        references(v.references);
      }
    }
  }
  return Object.entries(seen)
    .filter(([, values]) => values.size > 0)
    .map(([field, values]) =>
      values.size === 1
        ? `The report uses a ${field} value this tool does not know: ${[...values][0]}; it is shown as given and does not change the grade.`
        : `The report uses ${field} values this tool does not know: ${[...values].slice(0, 5).join(', ')}; they are shown as given and do not change the grade.`,
    );
}

/** `*` matches any run of characters (slashes included), `?` one character; the rest is literal. */
export function compileGlobs(globs: readonly string[]): (testId: string) => boolean {
  if (globs.length === 0) return () => false;
  const patterns = globs.map(
    (glob) =>
      new RegExp(
        `^${glob
          .split('')
          .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
          .join('')}$`,
        's',
      ),
  );
  return (testId) => patterns.some((pattern) => pattern.test(testId));
}

/** Counts of nothing yet, to add to. */
export function zeroCounts(): Counts {
  return {
    total: 0,
    passed: 0,
    warned: 0,
    failed: 0,
    allowed: 0,
    unobservable: 0,
    unreached: 0,
    graded: 0,
  };
}

/**
 * The words every surface uses for a flaky check, so that the summary, the comment, the check run,
 * the HTML report and the CLI say the same thing, and the facts they read from the grade: which
 * checks wavered (GradedCheck.flaky, Grade.flakiness), which new failures were flaky before this
 * change (RegressionItem.flaky), which failures the policy tolerated (Grade.flakiness.tolerated).
 */
import type { Check } from '../client/index.js';
import type {
  Flakiness,
  FlakinessFindings,
  Grade,
  GradedCheck,
  RegressionItem,
  SettingKey,
  SettingNames,
} from '../core/model.js';
import { plural } from '../util/text.js';

/** "flaky: 3 flips in the last 10 runs". */
export function flakyText(flaky: Flakiness): string {
  return `flaky: ${flaky.flips} flip${flaky.flips === 1 ? '' : 's'} in the last ${flaky.runs} runs`;
}

/** For a new failure of a check that wavered before it. */
export const FLAKY_BEFORE = 'failed, flaky before this change';

/** Reports needed before anything is said about flakiness (core/flaky.ts; model.ts's Flakiness). */
export const FLAKY_MIN_REPORTS = 5;

/**
 * The catalogue key of the setting that tolerates failures of flaky checks (core/catalogue). The
 * renderers name it through the front end's SettingNames, as core's messages name theirs.
 */
export const FLAKY_FAILURES_SETTING = 'flakyFailures' as SettingKey;

/**
 * Why a failure is left out of the verdict when the flaky-failures setting tolerated it (CTRF's
 * message, JUnit's skipped reason), where an allowed failure says allow-failures.
 */
export function toleratedFailureText(message: string): string {
  return `tolerated failure of a flaky check (${settingName(undefined, FLAKY_FAILURES_SETTING)}): ${message}`;
}

/** A setting's name in the front end's words; its key in kebab case when no front end named it. */
export function settingName(names: SettingNames | undefined, key: SettingKey): string {
  return names?.(key) ?? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Each flaky check's flakiness by test id: the grade's findings, passed checks included. */
export function flakinessById(grade: Grade | undefined): Map<string, Flakiness> {
  const byId = new Map<string, Flakiness>();
  for (const check of grade?.flakiness?.checks ?? []) byId.set(check.testId, check.flaky);
  return byId;
}

/** A check's flakiness, undefined for a steady one. */
export type CheckFlakiness = (check: Check) => Flakiness | undefined;

/**
 * Each check's flakiness, for renderers that walk the report's checks (CTRF, the HTML report):
 * from its graded check, else the grade's findings by test id (passed checks are only there).
 * Undefined when the history was not read or held fewer than five reports: nothing is said then,
 * not even that a check is steady.
 */
export function checkFlakiness(grade: Grade): CheckFlakiness | undefined {
  const findings = grade.flakiness;
  if (!findings || findings.reports < FLAKY_MIN_REPORTS) return undefined;
  const byCheck = new Map<Check, Flakiness>();
  for (const list of [grade.checks.failed, grade.checks.warned, grade.checks.allowed]) {
    for (const graded of list) if (graded.flaky) byCheck.set(graded.check, graded.flaky);
  }
  const byId = flakinessById(grade);
  return (check) => byCheck.get(check) ?? byId.get(check.testId);
}

/**
 * The checks of a list with their flakiness set from the findings where the graded check does not
 * carry it; the list itself when nothing is flaky.
 */
export function withFlakiness(
  list: GradedCheck[],
  byId: ReadonlyMap<string, Flakiness>,
): GradedCheck[] {
  if (byId.size === 0) return list;
  return list.map((item) => {
    const flaky = item.flaky ?? byId.get(item.check.testId);
    return flaky === item.flaky ? item : { ...item, flaky };
  });
}

/** The grade with every failed, warned and allowed check carrying its flakiness. */
export function gradeWithFlakiness<G extends Grade | undefined>(grade: G): G {
  const byId = flakinessById(grade);
  if (!grade || byId.size === 0) return grade;
  const checks = { ...grade.checks };
  for (const outcome of ['failed', 'warned', 'allowed'] as const) {
    checks[outcome] = withFlakiness(grade.checks[outcome], byId);
  }
  return { ...grade, checks };
}

/** Newly failing checks apart: regressions, and new failures of checks flaky before this change. */
export function newlyFailingApart(newlyFailing: readonly RegressionItem[]): {
  regressions: RegressionItem[];
  flakyBefore: (RegressionItem & { flaky: Flakiness })[];
} {
  const regressions: RegressionItem[] = [];
  const flakyBefore: (RegressionItem & { flaky: Flakiness })[] = [];
  for (const item of newlyFailing) {
    if (item.flaky) flakyBefore.push(item as RegressionItem & { flaky: Flakiness });
    else regressions.push(item);
  }
  return { regressions, flakyBefore };
}

/** Formats a test id (or a setting's name) for the renderer: code in Markdown, as is in text. */
type Code = (text: string) => string;

/** Whether flakiness could be told: at least five comparable reports were read. */
export function flakinessTold(findings: FlakinessFindings): boolean {
  return findings.reports >= FLAKY_MIN_REPORTS;
}

/** " (3)" after a "Flaky checks" heading when flakiness could be told; nothing otherwise. */
export function flakyCount(findings: FlakinessFindings): string {
  return flakinessTold(findings) ? ` (${findings.checks.length})` : '';
}

/**
 * What was looked at: "Outcome flipped at least twice over the last 10 comparable reports (this
 * one included, window 10)."; when fewer than five were found, that nothing is said, unless the
 * findings' note already says why (then undefined: the note is shown instead).
 */
export function flakinessHeadline(findings: FlakinessFindings): string | undefined {
  const reports = plural(findings.reports, 'comparable report');
  if (!flakinessTold(findings)) {
    if (findings.note !== undefined) return undefined;
    return `Not told: ${reports} found (this one included), and at least ${FLAKY_MIN_REPORTS} are needed to tell a flaky check.`;
  }
  const which = findings.checks.length === 0 ? 'No check’s outcome' : 'Outcome';
  return `${which} flipped at least twice over the last ${reports} (this one included, window ${findings.window}).`;
}

/** Whether there is anything to say: flaky checks, tolerated failures, a note, too few reports. */
export function flakinessToTell(findings: FlakinessFindings | undefined): boolean {
  if (!findings) return false;
  return (
    findings.checks.length > 0 ||
    findings.tolerated.length > 0 ||
    findings.note !== undefined ||
    findings.reports < FLAKY_MIN_REPORTS
  );
}

/**
 * "2 failures of flaky checks were tolerated by flaky-failures (graded as allowed, not counted):
 * a, b"; at most `max` ids, the rest counted. Never silent: every surface that grades says it.
 */
export function toleratedText(
  tolerated: readonly string[],
  setting: string,
  code: Code,
  max = 10,
): string {
  const n = tolerated.length;
  const what = n === 1 ? '1 failure of a flaky check was' : `${n} failures of flaky checks were`;
  const ids = tolerated.slice(0, max).map(code).join(', ');
  const more = n > max ? `, and ${n - max} more` : '';
  return `${what} tolerated by ${code(setting)} (graded as allowed, not counted): ${ids}${more}`;
}

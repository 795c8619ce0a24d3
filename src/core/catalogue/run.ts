/**
 * The run's scope and seed, how it is graded, and how long it is waited for.
 * Entries of the settings catalogue (core/catalogue.ts), in action.yml's order; SettingSpec says
 * what each field means.
 */
import { SEED_LENGTH } from '../../client/payloads.js';
import {
  anyText,
  bool,
  failOn,
  list,
  name,
  numberFrom,
  oneOfOrNone,
  shortText,
  wholeNumber,
} from './parsers.js';
import type { SettingSpec } from './spec.js';

/**
 * The longest flakiness window: the trend's points (core/trend.ts TREND_MAX_POINTS), since the
 * flakiness is read from the same earlier reports.
 */
export const FLAKY_WINDOW_MAX = 20;
/** The fewest reports, this one included, flakiness is said from (core/flaky.ts). */
export const FLAKY_MIN_REPORTS = 5;
/** What flaky-failures takes: a failure of a flaky check fails, or (not SHALL) is tolerated. */
export const FLAKY_FAILURES = ['fail', 'tolerate'] as const;
export type FlakyFailures = (typeof FLAKY_FAILURES)[number];

/** The longest seed the service takes. */
export const SEED_MAX = SEED_LENGTH.max;

/** The pass rate a threshold may ask, in percent (a result file's saved policy holds one too). */
export const THRESHOLD = { min: 0, max: 100 } as const;
/** The overall deadline a run may be given, in minutes. */
const TIMEOUT_MINUTES = { min: 0.05, max: 360 } as const;

export const RUN_SETTINGS = {
  module: {
    input: 'module',
    flag: 'module',
    placeholder: 'NAME',
    description:
      'Scope a conformance run to one OCPI module (for example `locations`). It is checked ' +
      "against the service's suites for the connection's OCPI version. Empty: all modules. Not " +
      'with {{runKind}} journey (a journey definition sets its own scope).',

    parse: name(
      (raw) => `"${raw}" is not a module name (letters, digits, - and _, such as locations).`,
    ),
    into: 'gate',
  },
  seed: {
    input: 'seed',
    flag: 'seed',
    placeholder: 'SEED',
    description:
      `The run's seed, at most ${SEED_MAX} characters. Default: derived from the CI job (GitHub ` +
      'Actions, GitLab CI, Jenkins, Azure Pipelines; on GitHub ' +
      '`gh:<repository>:<run id>:<attempt>:<job>[#<job-index>][:<module>]`), printed and output, ' +
      'so that a failure can be reproduced by passing it back.',

    parse: shortText(SEED_MAX),
  },
  jobIndex: {
    input: 'job-index',
    actionOnly: "the matrix is GitHub's (the CLI derives the seed from its CI job)",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as action.yml writes it
    default: '${{ strategy.job-index }}',
    description:
      "Leave the default. This job's index in its matrix, which the runner fills in; it goes " +
      'into the derived seed (not when it is 0, as in a job without a matrix), so that matrix ' +
      'legs testing the same connection and module get different seeds. Unused when {{seed}} is ' +
      'set.',

    parse: anyText,
  },
  threshold: {
    input: 'threshold',
    flag: 'threshold',
    placeholder: 'PERCENT',
    default: '100',
    description:
      `Minimum pass rate in percent (${THRESHOLD.min} to ${THRESHOLD.max}). Formula: pass rate = (passed + warned) / ` +
      'graded, where graded = passed + warned + failed; warned checks count as failed when ' +
      '{{failOn}} includes warnings. Allowed failures, unobservable and unreached checks are not ' +
      'graded.',

    parse: numberFrom(THRESHOLD.min, THRESHOLD.max),
    into: 'policy',
  },
  failOn: {
    input: 'fail-on',
    flag: 'fail-on',
    list: true,
    placeholder: 'LIST',
    default: 'nothing-graded',
    description:
      'Extra conditions that fail the gate, comma or newline separated: `warnings` (a check ' +
      'passed with warnings), `unobservable` (a check could not be observed), `withheld` (the ' +
      'service withheld a module), `nothing-graded` (no check was graded), `regressions` ' +
      '(something got worse since the previous comparable report); or `none`. A list replaces ' +
      'the default: name `nothing-graded` in it to keep that condition.',

    parse: failOn,
    into: 'policy',
  },
  allowFailures: {
    input: 'allow-failures',
    flag: 'allow-failures',
    list: true,
    placeholder: 'IDS',
    description:
      'Test ids whose failure does not count (comma or newline separated; `*` matches any run ' +
      'of characters, `?` one character), for known partner issues. They are still shown.',

    parse: list,
    into: 'policy',
  },
  flakyWindow: {
    input: 'flaky-window',
    flag: 'flaky-window',
    placeholder: 'N',
    default: '10',
    description:
      `How many reports (this one included, ${FLAKY_MIN_REPORTS} to ${FLAKY_WINDOW_MAX}) tell a flaky check: one ` +
      'whose outcome changed between passing (passed, warned) and failing at least twice in the ' +
      'last N comparable reports of the connection (those the trend reads; no extra request). ' +
      `Nothing is said with fewer than ${FLAKY_MIN_REPORTS} reports.`,

    parse: wholeNumber(
      FLAKY_MIN_REPORTS,
      FLAKY_WINDOW_MAX,
      ' of reports',
      ' (the trend reads at most that many)',
    ),
    into: 'policy',
  },
  flakyFailures: {
    input: 'flaky-failures',
    flag: 'flaky-failures',
    placeholder: 'fail|tolerate',
    default: 'fail',
    description:
      'What a failure of a flaky check (see {{flakyWindow}}) does: `fail` counts it like any ' +
      'other; `tolerate` grades it allowed, like {{allowFailures}}, when the clauses it broke ' +
      'are not SHALL or MUST. Tolerated failures are listed and counted in the reason, never ' +
      'silently; a SHALL failure always counts.',

    parse: oneOfOrNone(FLAKY_FAILURES),
    into: 'policy',
  },
  wait: {
    input: 'wait',
    flag: 'wait',
    placeholder: 'true|false',
    default: 'true',
    description:
      'Wait for the verdict. `false` starts the run, gives its report id and run id, and ' +
      'succeeds without a verdict (a journey started this way is left running).',

    parse: bool,
    into: 'gate',
  },
  timeoutMinutes: {
    input: 'timeout-minutes',
    flag: 'timeout-minutes',
    placeholder: 'N',
    default: '30',
    description:
      `Overall deadline in minutes (${TIMEOUT_MINUTES.min} to ${TIMEOUT_MINUTES.max}). At the deadline one last status read is made ` +
      'before the gate reports a timeout (verdict error); a conformance run goes on at the ' +
      'service, a journey is asked to cancel.',

    parse: numberFrom(TIMEOUT_MINUTES.min, TIMEOUT_MINUTES.max),
    into: 'settings',
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;

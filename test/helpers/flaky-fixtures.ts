/**
 * A graded report with flaky checks of every kind a surface shows: a failed and a warned check
 * that carry their flakiness, an allowed failure the policy tolerated (its flakiness only in the
 * grade's findings), a passed flaky check, and a failed check that is not flaky; with a
 * regression comparison in which one new failure was flaky before this change.
 */
import type { Check, RunReport } from '../../src/client/index.js';
import { grade } from '../../src/core/grading.js';
import type { Flakiness, GateResult, Grade, Regressions } from '../../src/core/model.js';

export const IDS = {
  failedFlaky: '2.2.1/locations/get-flaky-failed',
  failedSteady: '2.2.1/locations/get-steady-failed',
  warnedFlaky: '2.2.1/locations/get-flaky-warned',
  tolerated: '2.2.1/locations/get-flaky-tolerated',
  passedFlaky: '2.2.1/locations/get-flaky-passed',
  passedSteady: '2.2.1/locations/get-steady-passed',
} as const;

export const FLAKY: Record<'failed' | 'warned' | 'tolerated' | 'passed', Flakiness> = {
  failed: { flips: 3, runs: 10 },
  warned: { flips: 2, runs: 9 },
  tolerated: { flips: 4, runs: 8 },
  passed: { flips: 5, runs: 7 },
};

function check(testId: string, passed: boolean, extra: Partial<Check> = {}): Check {
  return {
    testId,
    name: `check ${testId.split('/').pop()}`,
    passed,
    expectedStatus: [200],
    actualStatus: passed ? 200 : 500,
    validations: passed
      ? [{ passed: true, name: 'status code', message: 'got 200' }]
      : [
          {
            passed: false,
            name: 'status code',
            severity: 'shall',
            message: 'expected 200, got 500',
          },
        ],
    ...extra,
  };
}

export function flakyReport(): RunReport {
  return {
    _id: 'rep_flaky',
    status: 'completed',
    seed: 'seed-flaky',
    ocpiVersion: '2.2.1',
    suites: [
      {
        suiteId: 'locations-sender',
        module: 'locations',
        checks: [
          check(IDS.failedFlaky, false),
          check(IDS.failedSteady, false),
          check(IDS.warnedFlaky, true, {
            warnings: [{ passed: false, name: 'timestamp', message: 'last_updated is old' }],
          }),
          check(IDS.tolerated, false),
          check(IDS.passedFlaky, true),
          check(IDS.passedSteady, true),
        ],
      },
    ],
  };
}

/** The grade core would give, with the flakiness core/flaky.ts finds (GradedCheck.flaky, Grade.flakiness). */
export function flakyGrade(report: RunReport, tolerate = true): Grade {
  const g = grade(report, {
    threshold: 100,
    failOn: new Set(['nothing-graded'] as const),
    allowFailures: tolerate ? [IDS.tolerated] : [],
  });
  for (const item of g.checks.failed) {
    if (item.check.testId === IDS.failedFlaky) item.flaky = FLAKY.failed;
  }
  for (const item of g.checks.warned) item.flaky = FLAKY.warned;
  // The tolerated failure's flakiness is left to the findings: a surface must find it there.
  g.flakiness = {
    window: 10,
    reports: 10,
    checks: [
      {
        testId: IDS.failedFlaky,
        name: 'check get-flaky-failed',
        module: 'locations',
        outcome: 'failed',
        flaky: FLAKY.failed,
      },
      { testId: IDS.warnedFlaky, module: 'locations', outcome: 'warned', flaky: FLAKY.warned },
      { testId: IDS.tolerated, module: 'locations', outcome: 'allowed', flaky: FLAKY.tolerated },
      { testId: IDS.passedFlaky, module: 'locations', outcome: 'passed', flaky: FLAKY.passed },
    ],
    tolerated: tolerate ? [IDS.tolerated] : [],
  };
  return g;
}

export function flakyRegressions(): Regressions {
  return {
    previousReportId: 'rep_before',
    newlyFailing: [
      { testId: IDS.failedSteady, name: 'steady', before: 'passed', now: 'failed' },
      {
        testId: IDS.failedFlaky,
        name: 'wavering',
        before: 'passed',
        now: 'failed',
        flaky: FLAKY.failed,
      },
    ],
    recovered: [],
    noLongerGraded: [],
    count: 2,
  };
}

export function flakyResult(): GateResult {
  const report = flakyReport();
  const g = flakyGrade(report);
  return {
    verdict: g.verdict,
    reason: g.reason,
    status: 'completed',
    connection: undefined,
    reportId: report._id,
    runId: 'exe_flaky',
    report,
    grade: g,
    seed: 'seed-flaky',
    regressions: flakyRegressions(),
  };
}

/** The flips and runs said on the first line that names `id` after `from`; undefined: none said. */
export function flakyFactsOf(
  text: string,
  id: string,
  from = 0,
): { flips: number; runs: number } | undefined {
  const line = text
    .slice(from)
    .split('\n')
    .find((l) => l.includes(id));
  const m = line?.match(/flaky: (\d+) flips? in the last (\d+) runs/);
  return m ? { flips: Number(m[1]), runs: Number(m[2]) } : undefined;
}

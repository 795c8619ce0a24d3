/**
 * Flaky checks (core/flaky.ts) and what grading does with them: flips counted between passing and
 * failing over the window, nothing said under five reports, flaky checks marked, and failures of
 * flaky checks tolerated only when asked and only when they break no SHALL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputName } from '../src/action/inputs.js';
import { writeReportFile } from '../src/app/formats/report-file.js';
import type { Check, RunReport } from '../src/client/index.js';
import { FLAKY_WINDOW_MAX } from '../src/core/catalogue/run.js';
import {
  countFlips,
  findFlakiness,
  markFlakyRegressions,
  outcomesOf,
  type PastOutcomes,
  tolerable,
} from '../src/core/flaky.js';
import { runGate } from '../src/core/gate.js';
import { type FailOnCondition, type GradingPolicy, grade } from '../src/core/grading.js';
import { mergeResultFiles } from '../src/core/merge.js';
import type { GateResult } from '../src/core/model.js';
import { compareReports } from '../src/core/regressions.js';
import { TREND_MAX_POINTS } from '../src/core/trend.js';
import { flakyText } from '../src/report/flaky.js';
import { Redactor } from '../src/util/redaction.js';
import { FakeClient, gateSettings, makeReport } from './helpers/fake-client.js';

const policy = (overrides: Partial<GradingPolicy> = {}): GradingPolicy => ({
  threshold: 100,
  failOn: new Set<FailOnCondition>(['nothing-graded']),
  allowFailures: [],
  ...overrides,
});

const reference = (strength: string) => ({ documentTitle: 'OCPI 2.2.1', section: '1.1', strength });
const pass = (testId: string): Check => ({ testId, name: `${testId} name`, passed: true });
/** A failure whose broken validation cites a clause of `strength`. */
const fail = (testId: string, strength = 'SHALL'): Check => ({
  testId,
  name: `${testId} name`,
  passed: false,
  validations: [
    {
      passed: false,
      message: 'broken',
      severity: strength.toLowerCase().startsWith('shall') ? 'shall' : 'should',
      references: [reference(strength)],
    },
  ],
});

function report(checks: Check[], id = 'rep_now'): RunReport {
  return { _id: id, status: 'completed', suites: [{ suiteId: 's', module: 'locations', checks }] };
}

/** Earlier outcomes, newest first, from strings like 'PF' oldest first per check. */
function history(byCheck: Record<string, string>): PastOutcomes[] {
  const length = Math.max(...Object.values(byCheck).map((s) => s.length));
  const oldestFirst: PastOutcomes[] = Array.from({ length }, () => new Map());
  for (const [id, sequence] of Object.entries(byCheck)) {
    [...sequence].forEach((c, i) => {
      if (c !== '-') oldestFirst[i]!.set(id, c === 'P');
    });
  }
  return oldestFirst.reverse();
}

describe('flips', () => {
  it('counts changes between passing and failing, skipping reports without an outcome', () => {
    expect(countFlips([true, true, true])).toBe(0);
    expect(countFlips([true, false])).toBe(1);
    expect(countFlips([true, false, true, false])).toBe(3);
    expect(countFlips([true, undefined, true, false, undefined, false])).toBe(1);
    expect(countFlips([])).toBe(0);
  });

  it('reads passed and warned as passing, failed as failing, the rest as no outcome', () => {
    const outcomes = outcomesOf(
      report([
        pass('a'),
        { testId: 'w', passed: true, warnings: [{ passed: false, severity: 'should' }] },
        fail('f'),
        { testId: 'u', passed: false, unobservable: true },
        { testId: 'r', passed: false, unreached: 'dependency' },
      ]),
    );
    expect([...outcomes]).toEqual([
      ['a', true],
      ['w', true],
      ['f', false],
    ]);
  });
});

describe('flaky checks', () => {
  it('says nothing with fewer than five reports, and says how many were found', () => {
    const now = report([fail('a')]);
    const four = findFlakiness(now, history({ a: 'PFP' }), 10);
    expect(four).toMatchObject({ window: 10, reports: 4, checks: [], tolerated: [] });
    expect(four.note).toContain('at least 5 comparable reports; 4 were found');
    const one = findFlakiness(now, [], 10);
    expect(one.note).toContain('only this one was found');
    // Five (four earlier and this one) is enough.
    expect(findFlakiness(now, history({ a: 'PPFP' }), 10).checks).toHaveLength(1);
  });

  it('is flaky from two flips on, this report included, whatever its outcome now', () => {
    const now = report([fail('two'), pass('passing'), fail('one'), pass('steady')]);
    const found = findFlakiness(
      now,
      history({ two: 'PPPFP', passing: 'PFPFP', one: 'PPPPP', steady: 'PPPPP' }),
      10,
    );
    expect(found.reports).toBe(6);
    expect(found.note).toBeUndefined();
    expect(found.checks).toEqual([
      {
        testId: 'two',
        name: 'two name',
        module: 'locations',
        outcome: 'failed',
        flaky: { flips: 3, runs: 6 },
      },
      {
        testId: 'passing',
        name: 'passing name',
        module: 'locations',
        outcome: 'passed',
        flaky: { flips: 4, runs: 6 },
      },
    ]);
    expect(flakyText(found.checks[0]!.flaky)).toBe('flaky: 3 flips in the last 6 runs');
  });

  it('looks at the last N reports only (the window, this one included)', () => {
    // Flips long ago, steady in the last five: flaky with a window of 10, not of 5.
    const past = history({ a: 'PFPFPPPPP' });
    const now = report([pass('a')]);
    expect(findFlakiness(now, past, 10).checks.map((c) => c.flaky)).toEqual([
      { flips: 4, runs: 10 },
    ]);
    const five = findFlakiness(now, past, 5);
    expect(five).toMatchObject({ reports: 5, checks: [] });
  });

  it('holds the window setting to the trend: it reads at most that many reports', () => {
    expect(FLAKY_WINDOW_MAX).toBe(TREND_MAX_POINTS);
  });
});

describe('grading flaky checks', () => {
  const now = report([pass('p'), fail('soft', 'SHOULD'), fail('hard', 'SHALL')]);
  const flakiness = findFlakiness(now, history({ p: 'PFPFP', soft: 'PFPFP', hard: 'PFPFP' }), 10);

  it('marks them and, by default, fails a failure of a flaky check as any other', () => {
    const graded = grade(now, policy(), { flakiness });
    expect(graded.verdict).toBe('fail');
    expect(graded.checks.failed.map((c) => [c.check.testId, c.flaky])).toEqual([
      ['soft', { flips: 5, runs: 6 }],
      ['hard', { flips: 5, runs: 6 }],
    ]);
    expect(graded.flakiness?.checks.map((c) => [c.testId, c.outcome])).toEqual([
      ['p', 'passed'],
      ['soft', 'failed'],
      ['hard', 'failed'],
    ]);
    expect(graded.flakiness?.tolerated).toEqual([]);
    // The same as without flakiness: the verdict does not change by default.
    expect(graded.reason).toBe(grade(now, policy()).reason);
  });

  it('tolerates a flaky failure that breaks no SHALL when asked, never silently; a SHALL one still fails', () => {
    const names = (key: string) => `--${key === 'flakyFailures' ? 'flaky-failures' : key}`;
    const graded = grade(now, policy({ flakyFailures: 'tolerate' }), { flakiness, names });
    expect(graded.verdict).toBe('fail');
    expect(graded.checks.allowed.map((c) => c.check.testId)).toEqual(['soft']);
    expect(graded.checks.failed.map((c) => c.check.testId)).toEqual(['hard']);
    expect(graded.flakiness?.tolerated).toEqual(['soft']);
    expect(graded.counts).toMatchObject({ failed: 1, allowed: 1, graded: 2 });
    expect(graded.reason).toContain(
      '1 allowed failure not counted (1 of a flaky check, tolerated as --flaky-failures is tolerate)',
    );
    expect(graded.notes).toContain(
      '1 failure of flaky checks was tolerated and graded allowed, as --flaky-failures is tolerate and none of the clauses it broke is SHALL: soft (5 flips in the last 6 runs).',
    );
    expect(graded.notes.join('\n')).toContain(
      '1 failure of flaky checks still counts although --flaky-failures is tolerate, as it breaks a SHALL clause',
    );

    const softOnly = report([pass('p'), fail('soft', 'SHOULD')]);
    const found = findFlakiness(softOnly, history({ soft: 'PFPFP' }), 10);
    const tolerated = grade(softOnly, policy({ flakyFailures: 'tolerate' }), { flakiness: found });
    expect(tolerated.verdict).toBe('pass');
    expect(tolerated.reason).toMatch(
      /^Passed: .*1 allowed failure not counted \(1 of a flaky check, tolerated as flakyFailures is tolerate\)\.$/,
    );
  });

  it('says apart the failures allow-failures allowed and those tolerated as flaky', () => {
    const both = grade(now, policy({ flakyFailures: 'tolerate', allowFailures: ['hard'] }), {
      flakiness,
    });
    expect(both.verdict).toBe('pass');
    expect(both.reason).toMatch(
      /; 2 allowed failures not counted \(1 by allowFailures, 1 of a flaky check, tolerated as flakyFailures is tolerate\)\.$/,
    );
    expect(both.flakiness?.tolerated).toEqual(['soft']);
  });

  it('does not tolerate a failure of a check that is not flaky', () => {
    const steady = findFlakiness(now, history({ soft: 'PPPPP' }), 10);
    const graded = grade(now, policy({ flakyFailures: 'tolerate' }), { flakiness: steady });
    expect(graded.checks.allowed).toEqual([]);
    expect(graded.checks.failed.map((c) => c.check.testId)).toEqual(['soft', 'hard']);
  });

  it('takes a failure as tolerable only when every clause it broke is known and weaker than SHALL', () => {
    expect(tolerable(fail('a', 'SHOULD'))).toBe(true);
    expect(tolerable(fail('a', 'MAY'))).toBe(true);
    expect(tolerable(fail('a', 'SHALL'))).toBe(false);
    expect(tolerable(fail('a', 'MUST NOT'))).toBe(false);
    // No clause cited, or one without a strength: not taken to be weaker.
    expect(tolerable({ testId: 'a', passed: false })).toBe(false);
    expect(
      tolerable({
        testId: 'a',
        passed: false,
        validations: [{ passed: false, references: [{ section: '1' }] }],
      }),
    ).toBe(false);
    // A failed SHALL validation whose citation says SHOULD still counts as SHALL.
    expect(
      tolerable({
        testId: 'a',
        passed: false,
        validations: [{ passed: false, severity: 'shall', references: [reference('SHOULD')] }],
      }),
    ).toBe(false);
  });
});

describe('regressions of flaky checks', () => {
  it('marks a newly failing check that was flaky before this change; a steady one stays a plain regression', () => {
    const now = report([fail('wavering'), fail('broken')]);
    const earlier = history({ wavering: 'PFPPP', broken: 'PPPPP' });
    const previous = report([pass('wavering'), pass('broken')], 'rep_before');
    const regressions = compareReports(now, previous);
    const flakiness = findFlakiness(now, earlier, 10);
    markFlakyRegressions(regressions, flakiness, earlier);
    expect(regressions.newlyFailing.map((r) => [r.testId, r.flaky])).toEqual([
      ['wavering', { flips: 3, runs: 6 }],
      ['broken', undefined],
    ]);
    // They still count as regressions: fail-on regressions is unchanged by flakiness.
    expect(regressions.count).toBe(2);
  });

  it('does not mark a check whose only earlier failure is its first flip', () => {
    // P P P P now F after F P P P: one flip before this change, two with it.
    const now = report([fail('a')]);
    const earlier = history({ a: 'FPPPP' });
    const regressions = compareReports(now, report([pass('a')], 'rep_before'));
    const flakiness = findFlakiness(now, earlier, 10);
    expect(flakiness.checks).toHaveLength(1);
    markFlakyRegressions(regressions, flakiness, earlier);
    expect(regressions.newlyFailing[0]!.flaky).toBeUndefined();
  });
});

describe('a merged matrix keeps flakiness per leg', () => {
  it('reads each leg’s flaky checks back, marks its failed ones, and keeps its tolerated failures allowed', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'flaky-merge-'));
    try {
      const leg = async (name: string, legPolicy: GradingPolicy) => {
        const now = report(
          [pass('p'), fail('soft', 'SHOULD'), fail('hard', 'SHALL')],
          `rep_${name}`,
        );
        const flakiness = findFlakiness(
          now,
          history({ p: 'PPPPP', soft: 'PFPFP', hard: 'PFPFP' }),
          legPolicy.flakyWindow ?? 10,
        );
        const graded = grade(now, legPolicy, { flakiness });
        const result: GateResult = {
          verdict: graded.verdict,
          reason: graded.reason,
          status: 'completed',
          connection: undefined,
          reportId: now._id,
          runId: undefined,
          report: now,
          grade: graded,
          seed: 'seed',
        };
        const file = path.join(work, `${name}.json`);
        await writeReportFile(file, result, { info: () => {} }, new Redactor(), 'report-file', {
          leg: { name },
          policy: legPolicy,
        });
        return file;
      };
      const files = [
        await leg('strict', policy()),
        await leg('tolerant', policy({ flakyFailures: 'tolerate', flakyWindow: 6 })),
      ];
      const merged = await mergeResultFiles(files);
      const [strict, tolerant] = merged.legs;
      expect(strict!.flakiness).toMatchObject({ window: 10, reports: 6, tolerated: [] });
      expect(strict!.failed.map((c) => [c.check.testId, c.flaky])).toEqual([
        ['soft', { flips: 5, runs: 6 }],
        ['hard', { flips: 5, runs: 6 }],
      ]);
      expect(tolerant!.flakiness).toMatchObject({ window: 6, reports: 6, tolerated: ['soft'] });
      // The tolerated failure was graded allowed by the leg: the merge does not list it as failed.
      expect(tolerant!.failed.map((c) => [c.check.testId, c.flaky])).toEqual([
        ['hard', { flips: 5, runs: 6 }],
      ]);
      expect(tolerant!.failedTotal).toBe(1);

      // The same with a sink (a merged JUnit file), which grades each leg's suites again.
      const failedBySuite: Record<string, string[]> = {};
      let current = '';
      const sunk = await mergeResultFiles(files, {
        sink: {
          begin: (name) => {
            current = name;
          },
          suite: (_report, graded) => {
            failedBySuite[current] = graded.checks.failed.map((c) => c.check.testId);
          },
          end: () => {},
        },
      });
      expect(failedBySuite).toEqual({ strict: ['soft', 'hard'], tolerant: ['hard'] });
      expect(sunk.legs[1]!.failed.map((c) => [c.check.testId, c.flaky])).toEqual([
        ['hard', { flips: 5, runs: 6 }],
      ]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('a leg file whose flakiness is not what this tool writes', () => {
  it('is a problem of the merge naming the field, not a leg', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'flaky-bad-'));
    try {
      const file = path.join(work, 'leg.json');
      const counts = { total: 1, passed: 1, warned: 0, failed: 0, allowed: 0 };
      const grade = {
        counts: { ...counts, unobservable: 0, unreached: 0, graded: 1 },
        threshold: 100,
        flakiness: { window: 'ten', reports: 6, checks: [], tolerated: [] },
      };
      writeFileSync(file, JSON.stringify({ format: 1, verdict: 'pass', reason: 'Passed.', grade }));
      const merged = await mergeResultFiles([file]);
      expect(merged.legs).toEqual([]);
      expect(merged.problems).toHaveLength(1);
      expect(merged.problems[0]!.message).toMatch(
        /^not a result file of ocpi-conformance: .*grade\.flakiness\.window/,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('through the gate', () => {
  it('reads flakiness before grading, from the trend’s reports, each parsed once', async () => {
    const fake = new FakeClient();
    fake.runReport = { checks: { t0: 'fail', t1: 'pass' } };
    // Newest first: rep_0 passed t0, rep_1 failed it, and so on.
    fake.history = Array.from({ length: 12 }, (_, i) =>
      makeReport(`rep_${i}`, { checks: { t0: i % 2 ? 'fail' : 'pass', t1: 'pass' } }),
    );
    const parsed: string[] = [];
    const parse = fake.parseRunEntry.bind(fake);
    fake.parseRunEntry = (entry, index) => {
      parsed.push(entry._id);
      return parse(entry, index);
    };
    const result = await runGate(
      fake.asClient(),
      gateSettings({ policy: policy({ flakyFailures: 'tolerate' }) }),
      { now: fake.clock.now, names: inputName },
    );
    const earlier = parsed.filter((id) => id !== result.reportId);
    // The comparison's report (rep_0) is not parsed again for the trend.
    expect(earlier).toEqual(fake.history.map((r) => r._id));
    expect(result.grade?.flakiness).toMatchObject({ window: 10, reports: 10 });
    // Oldest first over the window: P F P F P F P F P (rep_8 to rep_0), then F now: 9 flips.
    expect(result.grade?.flakiness?.checks.map((c) => [c.testId, c.flaky])).toEqual([
      ['t0', { flips: 9, runs: 10 }],
    ]);
    // Known before the verdict: the flaky failure marks the graded check and the regression.
    expect(result.grade?.checks.failed.map((c) => [c.check.testId, c.flaky])).toEqual([
      ['t0', { flips: 9, runs: 10 }],
    ]);
    expect(result.regressions?.newlyFailing[0]?.flaky).toEqual({ flips: 9, runs: 10 });
    expect(result.trend?.points).toHaveLength(13);
  });
});

import { describe, expect, it } from 'vitest';
import type { Check, RunReport } from '../src/client/index.js';
import {
  compileGlobs,
  type FailOnCondition,
  type GradingPolicy,
  grade,
} from '../src/core/grading.js';
import { formatCount, formatRate } from '../src/util/numbers.js';

const policy = (overrides: Partial<GradingPolicy> = {}): GradingPolicy => ({
  threshold: 100,
  failOn: new Set<FailOnCondition>(['nothing-graded']),
  allowFailures: [],
  ...overrides,
});

const pass = (testId: string): Check => ({ testId, passed: true });
const warn = (testId: string): Check => ({
  testId,
  passed: true,
  warnings: [{ passed: false, message: 'should', severity: 'should' }],
});
const failCheck = (testId: string): Check => ({ testId, passed: false });
const unobservable = (testId: string): Check => ({ testId, passed: false, unobservable: true });
const unreached = (testId: string): Check => ({ testId, passed: false, unreached: 'dependency' });

function report(checks: Check[], extra: Partial<RunReport> = {}): RunReport {
  return {
    _id: 'rep_1',
    status: 'completed',
    suites: [{ suiteId: 'suite-a', module: 'locations', checks }],
    ...extra,
  };
}

describe('grade', () => {
  it('passes when every graded check passed', () => {
    const g = grade(report([pass('a'), pass('b')]), policy());
    expect(g.verdict).toBe('pass');
    expect(g.passRate).toBe(100);
    expect(g.counts).toMatchObject({ total: 2, passed: 2, graded: 2 });
    expect(g.reason).toMatch(/^Passed: pass rate 100% \(2 of 2 graded checks\)/);
  });

  it('fails below the threshold and says by how much', () => {
    const g = grade(report([pass('a'), pass('b'), pass('c'), failCheck('d')]), policy());
    expect(g.verdict).toBe('fail');
    expect(g.passRate).toBe(75);
    expect(g.reason).toContain(
      'pass rate 75% (3 of 4 graded checks) is below the threshold of 100%',
    );
    expect(g.checks.failed.map((c) => c.check.testId)).toEqual(['d']);
  });

  it('passes a lower threshold', () => {
    const g = grade(
      report([pass('a'), pass('b'), pass('c'), failCheck('d')]),
      policy({ threshold: 75 }),
    );
    expect(g.verdict).toBe('pass');
  });

  it('counts warned as passed, unless warnings fail the gate', () => {
    const r = report([pass('a'), warn('b')]);
    expect(grade(r, policy()).verdict).toBe('pass');
    const strict = grade(r, policy({ failOn: new Set(['warnings']) }));
    expect(strict.verdict).toBe('fail');
    expect(strict.passRate).toBe(50);
    expect(strict.reason).toMatch(/; 1 check passed with warnings and /);
  });

  it('does not grade unobservable checks, unless fail-on says so', () => {
    const r = report([pass('a'), unobservable('b')]);
    const g = grade(r, policy());
    expect(g.verdict).toBe('pass');
    expect(g.counts).toMatchObject({ graded: 1, unobservable: 1 });
    expect(grade(r, policy({ failOn: new Set(['unobservable']) })).verdict).toBe('fail');
  });

  it('does not grade unreached checks but lists them', () => {
    const g = grade(report([pass('a'), failCheck('b'), unreached('c')]), policy({ threshold: 50 }));
    expect(g.counts).toMatchObject({ graded: 2, unreached: 1 });
    expect(g.checks.unreached).toHaveLength(1);
  });

  it('does not count allowed failures, but shows them', () => {
    const r = report([
      pass('2.2.1/a/x'),
      failCheck('2.2.1/locations/paging'),
      failCheck('2.2.1/cdrs/y'),
    ]);
    const g = grade(r, policy({ allowFailures: ['*/locations/*', '2.2.1/cdrs/?'] }));
    expect(g.verdict).toBe('pass');
    expect(g.counts).toMatchObject({ allowed: 2, failed: 0, graded: 1 });
    expect(g.checks.allowed).toHaveLength(2);
    expect(g.reason).toMatch(/2 allowed failures not counted/);
  });

  it('fails on withheld modules only when asked', () => {
    const r = report([pass('a')], { withheldModules: ['bookings'] });
    expect(grade(r, policy()).verdict).toBe('pass');
    const g = grade(r, policy({ failOn: new Set(['withheld']) }));
    expect(g.verdict).toBe('fail');
    expect(g.reason).toMatch(/^Failed: module bookings was withheld and /);
    const two = grade(
      report([pass('a')], { withheldModules: ['bookings', 'tariffs'] }),
      policy({ failOn: new Set(['withheld']) }),
    );
    expect(two.reason).toMatch(/^Failed: modules bookings, tariffs were withheld and /);
  });

  it('fails when nothing was graded (by default), passes it when not asked', () => {
    const r = report([unobservable('a')], { withheldModules: ['locations'] });
    const g = grade(r, policy());
    expect(g.verdict).toBe('fail');
    expect(g.passRate).toBeUndefined();
    expect(g.reason).toMatch(/no check was graded/);
    expect(grade(r, policy({ failOn: new Set() })).verdict).toBe('pass');
  });

  it.each([
    ['failed', /failed at the service: partner unreachable/],
    ['cancelled', /cancelled/],
    ['interrupted', /interrupted/],
    ['mystery-state', /does not know; it is not treated as success/],
  ])('gives error for a run that ended %s', (status, reason) => {
    const g = grade(
      report([pass('a')], { status, error: 'partner unreachable' } as Partial<RunReport>),
      policy(),
    );
    expect(g.verdict).toBe('error');
    expect(g.reason).toMatch(reason);
  });

  it('counts a check without an outcome as failed, and says so', () => {
    const g = grade(report([pass('a'), { testId: 'b' }]), policy());
    expect(g.verdict).toBe('fail');
    expect(g.notes.join(' ')).toMatch(/no pass\/fail outcome/);
  });

  it('grades from the summary when the report has no check details', () => {
    const g = grade(
      {
        _id: 'r',
        status: 'completed',
        summary: { total: 10, passed: 8, warned: 1, failed: 1, unobservable: 0 },
      },
      policy({ threshold: 90, allowFailures: ['x'] }),
    );
    expect(g.passRate).toBe(90);
    expect(g.verdict).toBe('pass');
    expect(g.notes.join(' ')).toMatch(/allowFailures could not be applied/);
  });
});

describe('formatCount', () => {
  it('writes counts as en-US does, without loading locale data', () => {
    for (const n of [0, 7, 999, 1000, 50_000, 999_999, 1_000_000, 1_234_567_890]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatCount(50_000)).toBe('50,000');
  });
});

describe('formatRate', () => {
  it('never rounds up', () => {
    expect(formatRate(99.999)).toBe('99.99');
    expect(formatRate(100)).toBe('100');
    expect(formatRate(66.666)).toBe('66.66');
    expect(formatRate(50.5)).toBe('50.5');
  });
});

describe('compileGlobs', () => {
  it('matches whole ids with * and ?, everything else literal', () => {
    const match = compileGlobs(['2.2.1/locations/*', 'a.b?', '[x]']);
    expect(match('2.2.1/locations/get/paging')).toBe(true);
    expect(match('2.2.1/sessions/x')).toBe(false);
    expect(match('a.bc')).toBe(true);
    expect(match('aXbc')).toBe(false);
    expect(match('[x]')).toBe(true);
    expect(match('x')).toBe(false);
  });
});

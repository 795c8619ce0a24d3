/** CTRF output is valid against ctrf-io/ctrf's schema and counts what the grade counts. */
import { calculateSummary, filterTests, parse, validateStrict } from 'ctrf';
import { describe, expect, it } from 'vitest';
import type { RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { content } from '../src/emulator/content.js';
import { resolveScenario } from '../src/emulator/scenarios.js';
import { CTRF_EXTRA_KEY, renderCtrf } from '../src/report/ctrf.js';
import { ctrfErrors } from './helpers/ctrf-schema.js';

function emulatedReport(scenario: Parameters<typeof resolveScenario>[0]): RunReport {
  const generated = content.generateConformanceReport({
    seed: 'ctrf-seed',
    ocpiVersion: '2.2.1',
    connection: {
      _id: 'con_1',
      partnerBaseUrl: 'https://cpo.example.invalid/ocpi/versions',
      ourRole: 'EMSP',
      theirRole: 'CPO',
      ocpiVersion: '2.2.1',
      status: 'registered',
      kind: 'external',
    },
    scenario: resolveScenario(scenario),
    partnerTokens: [],
  });
  return { _id: 'rep_c', status: 'completed', seed: 'ctrf-seed', ...generated };
}

const policy = (allowFailures: string[] = []) => ({
  threshold: 100,
  failOn: new Set(['nothing-graded'] as const),
  allowFailures,
});

interface CtrfTest {
  name: string;
  testId: string;
  status: string;
  rawStatus?: string;
  duration: number;
  suite: string[];
  labels: Record<string, unknown>;
  message?: string;
  trace?: string;
}

describe('CTRF', () => {
  const report = emulatedReport({
    failRate: 0.2,
    warnRate: 0.2,
    unobservableRate: 0.1,
    unreachedOnFailure: true,
  });
  const checks = report.suites!.flatMap((s) => s.checks);
  const firstFailure = checks.find((c) => c.passed === false && !c.unobservable && !c.unreached);
  const g = grade(report, policy([firstFailure!.testId]));
  const text = renderCtrf({
    report,
    grade: g,
    start: 1_700_000_000_000,
    stop: 1_700_000_005_000,
    gate: { verdict: g.verdict, reason: g.reason, seed: 'ctrf-seed', reportId: 'rep_c' },
    environment: { buildUrl: 'https://ci.example.invalid/run/1' },
  });
  const doc = JSON.parse(text);
  const tests = doc.results.tests as CtrfTest[];

  it('validates against the CTRF schema with every kind of outcome', () => {
    expect(ctrfErrors(doc)).toEqual([]);
    for (const outcome of ['failed', 'warned', 'allowed', 'unobservable', 'unreached'] as const) {
      expect(g.checks[outcome].length, outcome).toBeGreaterThan(0);
    }
  });

  it('the schema check can fail: a document with a status CTRF does not know is refused', () => {
    const wrong = structuredClone(doc);
    wrong.results.tests[0].status = 'warned';
    expect(ctrfErrors(wrong).length).toBeGreaterThan(0);
  });

  it('has one test per check, and the summary counts what the grade counts', () => {
    const c = g.counts;
    expect(tests).toHaveLength(c.total);
    const summary = doc.results.summary;
    expect(summary.tests).toBe(c.total);
    expect(summary.passed).toBe(c.passed + c.warned);
    expect(summary.failed).toBe(c.failed);
    expect(summary.skipped).toBe(c.unreached);
    expect(summary.other).toBe(c.allowed + c.unobservable);
    expect(summary.pending).toBe(0);
    for (const status of ['passed', 'failed', 'skipped', 'other']) {
      expect(tests.filter((t) => t.status === status).length).toBe(summary[status]);
    }
    for (const raw of ['warned', 'failed', 'allowed', 'unobservable', 'unreached'] as const) {
      expect(tests.filter((t) => t.rawStatus === raw).length, raw).toBe(c[raw]);
    }
  });

  it('each test is its check: id, suite, labels, duration, and why it failed', () => {
    for (const graded of g.checks.failed) {
      const test = tests.find((t) => t.testId === graded.check.testId && t.status === 'failed');
      expect(test, graded.check.testId).toBeDefined();
      expect(test!.name.startsWith(graded.check.testId)).toBe(true);
      expect(test!.suite).toEqual(['2.2.1', graded.module ?? graded.suiteId]);
      expect(test!.labels.ocpiVersion).toBe('2.2.1');
      expect(test!.duration).toBe(graded.check.exchange?.latencyMs ?? 0);
      const failedValidation = graded.check.validations?.find((v) => v.passed === false);
      if (failedValidation?.message) expect(test!.message).toBe(failedValidation.message);
      expect(test!.trace).toBeTruthy();
    }
    const withClauses = tests.filter((t) => t.labels.clauses);
    const brokenIds = new Set(g.clauses.flatMap((c) => c.checks));
    expect(withClauses.length).toBeGreaterThan(0);
    for (const test of withClauses) expect(brokenIds.has(test.testId)).toBe(true);
  });

  it('puts the gate fields under extra and the build link under environment', () => {
    expect(doc.results.extra[CTRF_EXTRA_KEY]).toEqual({
      verdict: g.verdict,
      reason: g.reason,
      seed: 'ctrf-seed',
      reportId: 'rep_c',
    });
    expect(doc.results.environment).toEqual({ buildUrl: 'https://ci.example.invalid/run/1' });
    expect(doc.results.tool.name).toBe('ocpi-conformance');
  });

  it('is read by the reference CTRF consumer (the npm package ctrf): valid, same counts', () => {
    const read = parse(text);
    expect(() => validateStrict(read)).not.toThrow();
    const { start, stop, ...counted } = doc.results.summary;
    expect(calculateSummary(read.results.tests)).toMatchObject(counted);
    expect(filterTests(read, { status: 'failed' })).toHaveLength(g.counts.failed);
  });

  it('keeps texts inert: a bidi override the service sent is shown escaped, not applied', () => {
    const tricky = structuredClone(report);
    const check = tricky.suites![0]!.checks[0]!;
    check.name = 'evil \u202Egnp.exe';
    const trickyGrade = grade(tricky, policy());
    const out = JSON.parse(renderCtrf({ report: tricky, grade: trickyGrade, start: 1, stop: 2 }));
    const test = out.results.tests.find((t: CtrfTest) => t.testId === check.testId);
    expect(test.name).toBe(`${check.testId}: evil \\u202egnp.exe`);
  });
});

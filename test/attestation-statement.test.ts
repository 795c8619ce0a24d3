/**
 * The run's result as an in-toto Statement with the test-result predicate (issue 44): valid
 * against the predicate's published definition (transcribed into test/fixtures), its result
 * honest to the verdict, its configuration naming what was run, its lists by test id.
 */
import { describe, expect, it } from 'vitest';
import {
  type AttestationInput,
  CONFIGURATION,
  type ResourceDescriptor,
  STATEMENT_TYPE,
  TEST_RESULT_PREDICATE_TYPE,
  testResultOf,
  testResultStatement,
} from '../src/report/attestation.js';
import { gradedResult, policyOf, statementErrors } from './helpers/attestation-fixtures.js';

const SHA = 'a'.repeat(64);
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

function input(result = gradedResult('all-pass'), extra: Partial<AttestationInput> = {}) {
  return {
    reportFile: { name: 'ocpi-conformance-report.json', sha256: SHA },
    result,
    policy: policyOf(),
    baseUrl: 'https://Testing.Example.invalid/api/v1',
    source: {
      commit: COMMIT,
      repository: 'https://github.com/acme/cpo',
      runUrl: 'https://github.com/acme/cpo/actions/runs/42/attempts/1',
    },
    toolName: 'ocpi-conformance',
    toolVersion: '0.1.0',
    ...extra,
  } satisfies AttestationInput;
}

function descriptor(configuration: ResourceDescriptor[], name: string) {
  const found = configuration.find((d) => d.name === name);
  expect(found, name).toBeDefined();
  return found!;
}

function decoded(d: ResourceDescriptor): unknown {
  return JSON.parse(Buffer.from(d.content!, 'base64').toString('utf8'));
}

describe('the test-result Statement', () => {
  it.each([
    ['all-pass', 'PASSED'],
    ['warnings', 'WARNED'],
    ['some-failures', 'FAILED'],
    ['unobservable', 'WARNED'],
    ['withheld', 'WARNED'],
  ] as const)('of scenario %s is valid against the schema, with result %s', (scenario, want) => {
    const statement = testResultStatement(input(gradedResult(scenario)))!;
    expect(statementErrors(statement)).toEqual([]);
    expect(statement.predicate.result).toBe(want);
    expect(statement._type).toBe(STATEMENT_TYPE);
    expect(statement.predicateType).toBe(TEST_RESULT_PREDICATE_TYPE);
  });

  it('the schema check can fail: a result, a URI or a descriptor the definition does not allow', () => {
    const statement = testResultStatement(input())!;
    const wrongResult = structuredClone(statement) as { predicate: { result: string } };
    wrongResult.predicate.result = 'SUCCESS';
    expect(statementErrors(wrongResult).join()).toMatch(/result/);
    const upperHost = structuredClone(statement);
    upperHost.predicate.url = 'https://GitHub.com/acme/cpo/actions/runs/42';
    expect(statementErrors(upperHost).join()).toMatch(/url/);
    const empty = structuredClone(statement);
    empty.predicate.configuration.push({ name: 'nothing' });
    expect(statementErrors(empty).length).toBeGreaterThan(0);
    const noDigest = structuredClone(statement) as { subject: unknown[] };
    noDigest.subject = [{ name: 'report.json' }];
    expect(statementErrors(noDigest).join()).toMatch(/subject/);
  });

  it('is the report file by name and sha256, the one subject', () => {
    const statement = testResultStatement(input())!;
    expect(statement.subject).toEqual([
      { name: 'ocpi-conformance-report.json', digest: { sha256: SHA } },
    ]);
  });

  it('lists every check by test id: passed, warned, failed (allowed failures too), in report order', () => {
    const result = gradedResult(
      { failRate: 0.2, warnRate: 0.2, unobservableRate: 0.1, unreachedOnFailure: true },
      policyOf(),
    );
    const firstFailure = result.grade!.checks.failed[0]!.check.testId;
    const allowed = gradedResult(
      { failRate: 0.2, warnRate: 0.2, unobservableRate: 0.1, unreachedOnFailure: true },
      policyOf({ allowFailures: [firstFailure] }),
    );
    const { counts } = allowed.grade!;
    expect(counts.allowed).toBeGreaterThan(0);
    expect(counts.unobservable).toBeGreaterThan(0);
    expect(counts.unreached).toBeGreaterThan(0);
    const { predicate } = testResultStatement(input(allowed))!;
    expect(predicate.passedTests).toHaveLength(counts.passed);
    expect(predicate.warnedTests).toHaveLength(counts.warned);
    expect(predicate.failedTests).toHaveLength(counts.failed + counts.allowed);
    expect(predicate.failedTests).toContain(firstFailure);
    const all = allowed.report!.suites!.flatMap((s) => s.checks.map((c) => c.testId));
    const listed = new Set([
      ...predicate.passedTests,
      ...predicate.warnedTests,
      ...predicate.failedTests,
    ]);
    // Unobservable and unreached checks have no result, so no list has them.
    for (const graded of [
      ...allowed.grade!.checks.unobservable,
      ...allowed.grade!.checks.unreached,
    ])
      expect(listed.has(graded.check.testId)).toBe(false);
    expect(predicate.passedTests).toEqual(all.filter((id) => predicate.passedTests.includes(id)));
  });

  it('configuration: the service, the partner, the values of the run, the commit and the tool', () => {
    const result = gradedResult('all-pass');
    const { predicate } = testResultStatement(
      input(result, { policy: policyOf({ threshold: 95 }) }),
    )!;
    const config = predicate.configuration;
    expect(descriptor(config, CONFIGURATION.service).uri).toBe(
      'https://testing.example.invalid/api/v1',
    );
    const partner = descriptor(config, CONFIGURATION.partner);
    expect(partner.uri).toBe('https://cpo.example.invalid/ocpi/versions');
    expect(partner.annotations).toMatchObject({ connectionId: 'con_attest', theirRole: 'CPO' });
    expect(decoded(descriptor(config, CONFIGURATION.ocpiVersion))).toBe('2.2.1');
    const modules = [...new Set(result.report!.suites!.map((s) => s.module))];
    expect(decoded(descriptor(config, CONFIGURATION.modules))).toEqual(modules);
    expect(decoded(descriptor(config, CONFIGURATION.seed))).toBe('attest-seed');
    const threshold = descriptor(config, CONFIGURATION.threshold);
    expect(decoded(threshold)).toBe(95);
    expect(threshold.annotations).toMatchObject({ value: 95, failOn: ['nothing-graded'] });
    expect(decoded(descriptor(config, CONFIGURATION.suites))).toEqual(
      result.report!.suites!.map((s) => s.suiteId),
    );
    const report = descriptor(config, CONFIGURATION.report);
    expect(decoded(report)).toBe('rep_attest');
    expect(report.annotations).toMatchObject({ verdict: 'pass', counts: result.grade!.counts });
    expect(descriptor(config, CONFIGURATION.commit)).toEqual({
      name: 'commit',
      uri: 'git+https://github.com/acme/cpo',
      digest: { gitCommit: COMMIT },
    });
    expect(descriptor(config, CONFIGURATION.tool).uri).toBe('pkg:npm/ocpi-conformance@0.1.0');
    expect(predicate.url).toBe('https://github.com/acme/cpo/actions/runs/42/attempts/1');
  });

  it('the share link: where the report can be read, and the url when there is no CI run', () => {
    const shared = {
      ...gradedResult('all-pass'),
      share: { token: 't', url: 'https://testing.example.invalid/shared/t0k3n' },
    };
    const { predicate } = testResultStatement(input(shared, { source: { commit: COMMIT } }))!;
    expect(descriptor(predicate.configuration, CONFIGURATION.report).downloadLocation).toBe(
      'https://testing.example.invalid/shared/t0k3n',
    );
    expect(predicate.url).toBe('https://testing.example.invalid/shared/t0k3n');
    // No repository: the commit is still there by its digest.
    expect(descriptor(predicate.configuration, CONFIGURATION.commit).uri).toBeUndefined();
    expect(statementErrors(testResultStatement(input(shared))!)).toEqual([]);
  });

  it('leaves out a commit the CI did not give as a git object id', () => {
    const { predicate } = testResultStatement(
      input(gradedResult('all-pass'), { source: { commit: 'main' } }),
    )!;
    expect(predicate.configuration.some((d) => d.name === CONFIGURATION.commit)).toBe(false);
  });

  it('masks every text through redact before it is put in the Statement', () => {
    const result = { ...gradedResult('all-pass'), seed: 'seed-with-s3cr3t' };
    const statement = testResultStatement(
      input(result, { redact: (text) => text.replaceAll('s3cr3t', '***') }),
    )!;
    const text = JSON.stringify(statement);
    expect(text).not.toContain('s3cr3t');
    expect(decoded(descriptor(statement.predicate.configuration, CONFIGURATION.seed))).toBe(
      'seed-with-***',
    );
  });

  it('a run with no verdict (wait: false) has no Statement', () => {
    expect(testResultStatement(input({ ...gradedResult('all-pass'), verdict: undefined }))).toBe(
      undefined,
    );
  });
});

describe('the result of a verdict', () => {
  it('FAILED for fail and error, whatever the checks', () => {
    expect(testResultOf('fail', gradedResult('all-pass').grade)).toBe('FAILED');
    const errored = gradedResult('all-pass', policyOf(), 'failed');
    expect(errored.verdict).toBe('error');
    expect(testResultOf('error', errored.grade)).toBe('FAILED');
    expect(testResultOf('error', undefined)).toBe('FAILED');
  });

  it('PASSED only for a clean pass; WARNED for a pass with anything short of it', () => {
    expect(testResultOf('pass', gradedResult('all-pass').grade)).toBe('PASSED');
    // Warnings that pass (fail-on without warnings): the gate passes, the predicate warns.
    const warned = gradedResult('warnings', policyOf({ failOn: new Set() }));
    expect(warned.verdict).toBe('pass');
    expect(testResultOf('pass', warned.grade)).toBe('WARNED');
    // Failures within the threshold: a pass, not a clean one.
    const below = gradedResult('some-failures', policyOf({ threshold: 50, failOn: new Set() }));
    expect(below.verdict).toBe('pass');
    expect(testResultOf('pass', below.grade)).toBe('WARNED');
    expect(testResultOf('pass', gradedResult('withheld').grade)).toBe('WARNED');
  });
});

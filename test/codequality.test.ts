/**
 * The GitLab code quality report (issue 43, point 5: the format added through the formats' room):
 * valid against GitLab's documented format (test/fixtures/gitlab-codequality.schema.json, written
 * from its page), one entry per failed check with its clause in the description, located at the
 * journey file or the CI file, and a fingerprint that holds from run to run for the same failing
 * check and differs between checks. Written by `run --codequality FILE` (and its environment
 * variable) and `merge --codequality FILE` against the emulator; the action's input is in
 * codequality-action.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingsPlace } from '../src/app/formats/codequality.js';
import type { Check, Reference, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import type { GradedCheck } from '../src/core/model.js';
import type { Settings } from '../src/core/settings.js';
import { content } from '../src/emulator/content.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { resolveScenario } from '../src/emulator/scenarios.js';
import {
  type CodeQualityEntry,
  codeQualityEntry,
  codeQualityLines,
} from '../src/report/codequality.js';
import { ciWorkflowFile } from '../src/util/ci-job.js';
import { cli, serviceEnv } from './cli-harness.js';
import { codeQualityErrors, codeQualityFileErrors } from './helpers/codequality-schema.js';

const POLICY = { threshold: 100, failOn: new Set(['nothing-graded'] as const), allowFailures: [] };

function emulatedReport(seed: string): RunReport {
  const generated = content.generateConformanceReport({
    seed,
    ocpiVersion: '2.2.1',
    connection: {
      _id: 'con_cq',
      partnerBaseUrl: 'https://cpo.example.invalid/ocpi/versions',
      ourRole: 'EMSP',
      theirRole: 'CPO',
      ocpiVersion: '2.2.1',
      status: 'registered',
      kind: 'external',
    },
    scenario: resolveScenario({ failRate: 0.3, warnRate: 0.2, unreachedOnFailure: true }),
    partnerTokens: [],
  });
  return { _id: `rep_${seed}`, status: 'completed', seed, ...generated };
}

/** The document of a report, as a run writes it. */
function documentOf(report: RunReport, place = '.gitlab-ci.yml'): CodeQualityEntry[] {
  const text = [
    ...codeQualityLines({
      grade: grade(report, POLICY),
      ocpiVersion: report.ocpiVersion,
      path: place,
    }),
  ].join('\n');
  return JSON.parse(text);
}

const SHALL: Reference = {
  documentTitle: 'OCPI 2.2.1 Part I',
  section: '8.3.1',
  strength: 'SHALL',
  quote: 'The CPO SHALL return the Location object.',
};

/** A failed check of the locations suite, failing its first validation on `clause`. */
function failed(testId: string, clause: Reference, message = 'status_code was 2001'): GradedCheck {
  const check: Check = {
    testId,
    name: 'GET a Location',
    passed: false,
    validations: [{ name: 'status code', passed: false, message, references: [clause] }],
  };
  return { suiteId: 'locations-2.2.1', module: 'locations', check, outcome: 'failed' };
}

const context = { ocpiVersion: '2.2.1', path: '.gitlab-ci.yml' };
const gradeOf = (...items: GradedCheck[]) => ({
  checks: { failed: items, warned: [], allowed: [], unobservable: [], unreached: [] },
});

describe("the code quality report, against GitLab's documented format", () => {
  const report = emulatedReport('cq-seed');
  const g = grade(report, POLICY);
  const doc = documentOf(report);

  it('is valid, with an entry for each failed check and for nothing else', () => {
    expect(codeQualityErrors(doc)).toEqual([]);
    expect(g.checks.failed.length).toBeGreaterThan(1);
    expect(g.checks.warned.length + g.checks.unreached.length).toBeGreaterThan(0);
    expect(doc.map((entry) => entry.check_name)).toEqual(
      g.checks.failed.map((item) => item.check.testId),
    );
  });

  it('the schema check can fail: an entry without check_name, a severity GitLab does not know, a path from the root', () => {
    const entry = doc[0]!;
    const { check_name: _, ...nameless } = entry;
    expect(codeQualityErrors([nameless]).length).toBeGreaterThan(0);
    expect(codeQualityErrors([{ ...entry, severity: 'error' }]).length).toBeGreaterThan(0);
    const absolute = { ...entry, location: { path: '/ci.yml', lines: { begin: 1 } } };
    expect(codeQualityErrors([absolute]).length).toBeGreaterThan(0);
    expect(codeQualityFileErrors(`\ufeff${JSON.stringify(doc)}`)).toEqual([
      'the file starts with a byte order mark',
    ]);
  });

  it('is an empty array when no check failed', () => {
    const text = [...codeQualityLines({ grade: gradeOf(), ...context })].join('\n');
    expect(JSON.parse(text)).toEqual([]);
  });

  it('names the check, what failed and its clause in the description; SHALL is critical', () => {
    const entry = codeQualityEntry(failed('2.2.1/locations/get-one', SHALL), context);
    expect(entry).toEqual({
      description:
        '2.2.1/locations/get-one (GET a Location, locations) failed: status_code was 2001. Clause: SHALL OCPI 2.2.1 Part I, section 8.3.1 “The CPO SHALL return the Location object.”',
      check_name: '2.2.1/locations/get-one',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      severity: 'critical',
      location: { path: '.gitlab-ci.yml', lines: { begin: 1 } },
    });
    const should = { ...SHALL, strength: 'SHOULD', quote: 'It SHOULD be paged' };
    const major = codeQualityEntry(failed('2.2.1/locations/get-one', should, 'no.'), context);
    expect(major.severity).toBe('major');
    // One full stop at the end of each sentence, whether the service's words bring one or not.
    expect(major.description).toMatch(/failed: no\. Clause: SHOULD .*“It SHOULD be paged”\.$/);
  });

  it('masks what the secret store knows, and keeps each entry on one line', () => {
    const item = failed('2.2.1/locations/get-one', SHALL, 'token tok_secret_123\nwas refused');
    const lines = [
      ...codeQualityLines({
        grade: gradeOf(item),
        ...context,
        redact: (text) => text.replaceAll('tok_secret_123', '***'),
      }),
    ];
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain('tok_secret_123');
    expect(lines[1]).toContain('token *** was refused');
  });
});

describe('the fingerprint', () => {
  it('is the same in another run of the same failing checks: other seed, report, times, exchanges and words', () => {
    const first = emulatedReport('cq-seed');
    const again = structuredClone(first);
    again._id = 'rep_another_run';
    again.seed = 'another-seed';
    for (const check of again.suites!.flatMap((suite) => suite.checks)) {
      if (check.exchange) {
        check.exchange = { ...check.exchange, latencyMs: (check.exchange.latencyMs ?? 0) + 17 };
      }
      for (const validation of check.validations ?? []) {
        if (validation.message) validation.message = `${validation.message} (at 12:00:07)`;
      }
    }
    const before = documentOf(first);
    const after = documentOf(again);
    expect(after.map((entry) => entry.fingerprint)).toEqual(
      before.map((entry) => entry.fingerprint),
    );
    expect(after.map((entry) => entry.description)).not.toEqual(
      before.map((entry) => entry.description),
    );
  });

  it('differs between checks, clauses, OCPI versions and legs', () => {
    const doc = documentOf(emulatedReport('cq-seed'));
    expect(new Set(doc.map((entry) => entry.fingerprint)).size).toBe(doc.length);
    const of = (item: GradedCheck, more: { ocpiVersion?: string; leg?: string } = {}) =>
      codeQualityEntry(item, { ...context, ...more }).fingerprint;
    const base = of(failed('2.2.1/locations/get-one', SHALL));
    const others = [
      of(failed('2.2.1/locations/get-list', SHALL)),
      of(failed('2.2.1/locations/get-one', { ...SHALL, section: '8.3.2' })),
      of(failed('2.2.1/locations/get-one', SHALL), { ocpiVersion: '2.3.0' }),
      of(failed('2.2.1/locations/get-one', SHALL), { leg: 'conformance 1/2' }),
    ];
    for (const other of others) expect(other).not.toBe(base);
    expect(new Set(others).size).toBe(others.length);
    // Not the clause's strength, nor what the validation said this time, nor the place.
    expect(of(failed('2.2.1/locations/get-one', { ...SHALL, strength: 'MUST' }))).toBe(base);
    expect(of(failed('2.2.1/locations/get-one', SHALL, 'another message'))).toBe(base);
    expect(
      codeQualityEntry(failed('2.2.1/locations/get-one', SHALL), { ...context, path: 'x.yml' })
        .fingerprint,
    ).toBe(base);
  });
});

describe('where the entries point', () => {
  const run = (source: string | undefined, workflowFile?: string) =>
    findingsPlace({
      settings: {
        journey: source === undefined ? undefined : { source, onInterrupted: 'fail' },
      } as Settings,
      baseDir: path.join(tmpdir(), 'workspace'),
      workflowFile,
    });

  it('at the journey file read from the workspace, else at the CI file, else at .gitlab-ci.yml', () => {
    expect(run('journeys/first-charge.yaml', 'ci.yml')).toBe('journeys/first-charge.yaml');
    expect(run(path.join(tmpdir(), 'workspace', 'j', 'x.json'), 'ci.yml')).toBe('j/x.json');
    expect(run('{"topology":{}}', 'ci.yml')).toBe('ci.yml');
    expect(run('../elsewhere.yaml', 'ci.yml')).toBe('ci.yml');
    expect(run(undefined, '.github/workflows/ocpi.yml')).toBe('.github/workflows/ocpi.yml');
    expect(run(undefined)).toBe('.gitlab-ci.yml');
  });

  it("the CI file: GitHub's workflow file, GitLab's CI configuration, none elsewhere", () => {
    expect(
      ciWorkflowFile({
        GITHUB_RUN_ID: '1',
        GITHUB_WORKFLOW_REF: 'acme/charging/.github/workflows/ocpi.yml@refs/pull/7/merge',
      }),
    ).toBe('.github/workflows/ocpi.yml');
    expect(ciWorkflowFile({ GITLAB_CI: 'true', CI_CONFIG_PATH: 'ci/ocpi.yml' })).toBe(
      'ci/ocpi.yml',
    );
    expect(ciWorkflowFile({ GITLAB_CI: 'true' })).toBe('.gitlab-ci.yml');
    expect(ciWorkflowFile({ JENKINS_URL: 'https://jenkins.invalid' })).toBeUndefined();
  });
});

describe('run --codequality and merge --codequality', () => {
  const KEY = 'pets_codequality_0123456789';
  let emulator: Emulator;
  let work: string;
  let env: NodeJS.ProcessEnv;
  const gitlab = { GITLAB_CI: 'true', CI_CONFIG_PATH: 'ci/ocpi.gitlab-ci.yml' };
  const read = (file: string): CodeQualityEntry[] => {
    const text = readFileSync(file, 'utf8');
    expect(codeQualityFileErrors(text)).toEqual([]);
    return JSON.parse(text);
  };

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'codequality-'));
    emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [KEY] }],
    });
    env = serviceEnv(emulator, KEY);
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes an entry per failed check at the CI file, and names the file in --json', async () => {
    emulator.setScenario('some-failures');
    const file = path.join(work, 'out', 'gl-code-quality-report.json');
    const run = await cli(['run', '--json', '--codequality', file], { env: { ...env, ...gitlab } });
    expect(run.code).toBe(1);
    const doc = read(file);
    expect(run.json().codequalityFile).toBe(file);
    expect(doc).toHaveLength(run.json().counts.failed);
    expect(doc.map((entry) => entry.check_name)).toEqual(
      run.json().failedChecks.map((check: { testId: string }) => check.testId),
    );
    for (const entry of doc) {
      expect(entry.location).toEqual({ path: 'ci/ocpi.gitlab-ci.yml', lines: { begin: 1 } });
    }
    expect(doc.some((entry) => entry.description.includes(' Clause: '))).toBe(true);
  });

  it('keeps each fingerprint in another run of the same checks (another report, another run id)', async () => {
    emulator.setScenario('some-failures');
    const runs = [];
    for (const name of ['first', 'second']) {
      const file = path.join(work, `${name}.json`);
      const run = await cli(
        ['run', '--json', '--seed', 'cq-same-checks', '--codequality-file', file],
        {
          env,
        },
      );
      runs.push({ reportId: run.json().reportId, doc: read(file) });
    }
    expect(runs[0]!.reportId).not.toBe(runs[1]!.reportId);
    expect(runs[0]!.doc.length).toBeGreaterThan(0);
    expect(runs[1]!.doc.map((entry) => entry.fingerprint)).toEqual(
      runs[0]!.doc.map((entry) => entry.fingerprint),
    );
  });

  it('takes the path from OCPI_TESTING_CODEQUALITY_FILE and names it in the result', async () => {
    emulator.setScenario('all-pass');
    const run = await cli(['run'], {
      env: { ...env, OCPI_TESTING_CODEQUALITY_FILE: 'reports/cq.json' },
      cwd: work,
    });
    const file = path.join(work, 'reports', 'cq.json');
    expect(run.stdout).toContain(`Code quality report: ${file}`);
    expect(read(file)).toEqual([]);
  });

  it("merges every leg's failed checks into one report, each entry naming its leg", async () => {
    emulator.setScenario('some-failures');
    const legs: string[] = [];
    for (const [index, module] of ['locations', 'sessions'].entries()) {
      const file = path.join(work, 'legs', `${index}.json`);
      await cli(['run', '--module', module, '--report-file', file], {
        env: { ...env, CI_JOB_NAME: `conformance ${index + 1}/2` },
      });
      legs.push(file);
    }
    const failedOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')).grade.counts.failed;
    const out = path.join(work, 'merged', 'gl-code-quality-report.json');
    const merge = await cli(['merge', ...legs, '--json', '--codequality', out], { env: gitlab });
    expect(merge.json().files.codequalityFile).toBe(out);
    const doc = read(out);
    expect(doc).toHaveLength(failedOf(legs[0]!) + failedOf(legs[1]!));
    expect(
      doc.every((entry) =>
        /^conformance [12]\/2 locations|^conformance [12]\/2 sessions/.test(entry.description),
      ),
    ).toBe(true);
    expect(new Set(doc.map((entry) => entry.fingerprint)).size).toBe(doc.length);
    expect(doc[0]!.location.path).toBe('ci/ocpi.gitlab-ci.yml');
    expect((await cli(['merge', '--help'])).stdout).toContain('--codequality FILE');
  });
});

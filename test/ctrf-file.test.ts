/**
 * The CTRF file a run writes (`--ctrf-file`), against the emulator: valid against ctrf-io/ctrf's
 * schema for a conformance run with failures and for a journey, its counts the run's own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { ciCommit } from '../src/util/ci-branches.js';
import { cli, serviceEnv } from './cli-harness.js';
import { ctrfErrors } from './helpers/ctrf-schema.js';

const KEY = 'pets_CTRFa_apikey_5c1e9a7b03';
const FAST_JOURNEY = {
  topology: { kind: 'first-successful-charge' },
  clock: { durationSeconds: 1800, accelerationFactor: 60 },
};

let emulator: Emulator;
let work: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'ctrf-file-'));
  emulator = await startEmulator({ speed: 100, owners: [{ id: 'o', plan: 'team', keys: [KEY] }] });
  env = serviceEnv(emulator, KEY);
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

describe('--ctrf-file', () => {
  it('writes a valid CTRF document of a conformance run with failures, counted as the run counts', async () => {
    emulator.setScenario({ failRate: 0.3, warnRate: 0.2, unobservableRate: 0.1 });
    const file = path.join(work, 'out', 'ctrf.json');
    const run = await cli(['run', '--json', '--ctrf-file', file], { env });
    expect(run.code).toBe(1);
    const counts = run.json().counts;
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    expect(ctrfErrors(doc)).toEqual([]);
    const summary = doc.results.summary;
    expect(counts.failed).toBeGreaterThan(0);
    expect(summary).toMatchObject({
      tests: counts.total,
      passed: counts.passed + counts.warned,
      failed: counts.failed,
      skipped: counts.unreached,
      other: counts.allowed + counts.unobservable,
    });
    expect(summary.stop).toBeGreaterThanOrEqual(summary.start);
    expect(doc.results.extra['ocpi-conformance.gate']).toMatchObject({
      verdict: 'fail',
      reportId: run.json().reportId,
      seed: run.json().seed,
    });
  });

  it('takes the path from OCPI_TESTING_CTRF_FILE, relative to the working directory, and names it', async () => {
    emulator.setScenario('some-failures');
    const run = await cli(['run'], {
      env: { ...env, OCPI_TESTING_CTRF_FILE: 'reports/ctrf.json' },
      cwd: work,
    });
    const file = path.join(work, 'reports', 'ctrf.json');
    expect(run.stdout).toContain(`CTRF file: ${file}`);
    expect(ctrfErrors(JSON.parse(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it("names the CI job's link and the branch in environment, where the CI says them (GitLab)", async () => {
    emulator.setScenario('all-pass');
    const file = path.join(work, 'gitlab-ctrf.json');
    await cli(['run', '--ctrf-file', file], {
      env: {
        ...env,
        GITLAB_CI: 'true',
        CI_PROJECT_PATH: 'acme/charging',
        CI_PIPELINE_ID: '812',
        CI_JOB_ID: '4021',
        CI_JOB_NAME: 'conformance',
        CI_JOB_URL: 'https://gitlab.example.invalid/acme/charging/-/jobs/4021',
        CI_COMMIT_BRANCH: 'main',
        CI_COMMIT_SHA: '0123456789abcdef0123456789abcdef01234567',
      },
    });
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    expect(ctrfErrors(doc)).toEqual([]);
    expect(doc.results.environment).toEqual({
      buildUrl: 'https://gitlab.example.invalid/acme/charging/-/jobs/4021',
      branchName: 'main',
      commit: '0123456789abcdef0123456789abcdef01234567',
    });
  });

  it('writes a valid CTRF document of a journey', async () => {
    emulator.setScenario('all-pass');
    const file = path.join(work, 'journey-ctrf.json');
    const run = await cli(
      ['run', '--json', '--run-kind', 'journey', '--journey', JSON.stringify(FAST_JOURNEY)].concat([
        '--ctrf-file',
        file,
      ]),
      { env },
    );
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    expect(ctrfErrors(doc)).toEqual([]);
    expect(doc.results.summary.tests).toBe(run.json().counts.total);
  });
});

describe('the commit under test, for the CTRF environment', () => {
  it("is GitHub's GITHUB_SHA, GitLab's CI_COMMIT_SHA, and unknown elsewhere", () => {
    const sha = 'fedcba9876543210fedcba9876543210fedcba98';
    expect(ciCommit({ GITHUB_RUN_ID: '1', GITHUB_SHA: sha })).toBe(sha);
    expect(ciCommit({ GITLAB_CI: 'true', CI_COMMIT_SHA: sha })).toBe(sha);
    // A GITHUB_SHA left in a shell outside Actions is not taken for the CI's.
    expect(ciCommit({ GITHUB_SHA: sha })).toBeUndefined();
  });
});

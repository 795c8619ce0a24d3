/**
 * `ocpi-conformance merge FILE...`, the final job of GitLab `parallel:` or Jenkins parallel
 * stages: legs run for real with `run --report-file` against the emulator (as GitLab's parallel
 * jobs would, CI_JOB_NAME and CI_JOB_URL set), then merge reads their files with no API key.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { cli, serviceEnv } from './cli-harness.js';
import { ctrfErrors } from './helpers/ctrf-schema.js';
import { validateJUnit } from './helpers/junit-schema.js';

const KEY = 'pets_cli_merge_team_000000001';
let emulator: Emulator;
let work: string;
/** Result files of three GitLab parallel legs: pass, fail, error. */
const legs = { pass: '', fail: '', error: '' };

async function runLeg(scenario: string, module: string, index: number): Promise<string> {
  emulator.setScenario(scenario as Parameters<Emulator['setScenario']>[0]);
  const file = path.join(work, 'legs', `${index}.json`);
  const run = await cli(['run', '--module', module, '--report-file', file], {
    env: {
      ...serviceEnv(emulator, KEY),
      CI_JOB_NAME: `conformance ${index}/3`,
      CI_JOB_URL: `https://gitlab.example.com/acme/charging/-/jobs/${100 + index}`,
    },
  });
  expect(existsSync(file), run.stderr).toBe(true);
  return file;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'cli-merge-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  legs.pass = await runLeg('all-pass', 'locations', 1);
  legs.fail = await runLeg('some-failures', 'sessions', 2);
  legs.error = await runLeg('failed-run', 'tariffs', 3);
}, 60_000);
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

describe('merge: legs told apart', () => {
  it('names runs outside CI by their report file, and tells apart files of the same name', async () => {
    emulator.setScenario('all-pass');
    const files = [
      path.join(work, 'outside-ci', 'locations.json'),
      path.join(work, 'outside-ci', 'a', 'report.json'),
      path.join(work, 'outside-ci', 'b', 'report.json'),
      path.join(work, 'outside-ci', 'c', 'report.json'),
    ];
    for (const file of files) {
      // No CI variables: a run on a workstation, or a CI this tool does not know.
      const run = await cli(['run', '--module', 'locations', '--report-file', file], {
        env: serviceEnv(emulator, KEY),
      });
      expect(run.code, run.stderr).toBe(0);
    }
    const declared = files.map((file) => JSON.parse(readFileSync(file, 'utf8')).leg.name);
    expect(declared).toEqual([
      'locations',
      'report locations',
      'report locations',
      'report locations',
    ]);
    const merge = await cli(['merge', ...files, '--json'], { env: {}, cwd: work });
    expect(merge.code).toBe(0);
    const names: string[] = merge.json().legs.map((leg: { name: string }) => leg.name);
    expect(names).toEqual([
      'locations',
      'report locations',
      `report locations (${path.join('outside-ci', 'b', 'report.json')})`,
      `report locations (${path.join('outside-ci', 'c', 'report.json')})`,
    ]);
    const text = await cli(['merge', ...files], { env: {}, cwd: work });
    for (const name of names) expect(text.stdout).toContain(name);
  }, 30_000);
});

describe('merge: verdicts and exit codes, as run has them', () => {
  it('merges pass, fail and error legs: exit 1, one JSON document, a row per leg, and the files', async () => {
    const out = path.join(work, 'out');
    const merge = await cli(
      [
        'merge',
        legs.pass,
        legs.fail,
        legs.error,
        '--expected-legs',
        '3',
        '--json',
        '--junit',
        path.join(out, 'junit.xml'),
        '--ctrf-file',
        path.join(out, 'ctrf.json'),
        '--html-report',
        path.join(out, 'merged.html'),
        '--summary-file',
        path.join(out, 'summary.md'),
        '--report-file',
        path.join(out, 'merged.json'),
      ],
      { env: {} },
    );
    expect(merge.code).toBe(1);
    const doc = merge.json();
    expect(doc.verdict).toBe('fail');
    expect(doc.reason).toMatch(/^Failed: 1 of 3 legs failed: conformance 2\/3 sessions/);
    expect(
      doc.legs.map((leg: { name: string; verdict: string }) => [leg.name, leg.verdict]),
    ).toEqual([
      ['conformance 1/3 locations', 'pass'],
      ['conformance 2/3 sessions', 'fail'],
      ['conformance 3/3 tariffs', 'error'],
    ]);
    expect(doc.legs[1].url).toBe('https://gitlab.example.com/acme/charging/-/jobs/102');
    // The clauses the failed leg's checks broke, read from its result file, listed once each.
    expect(doc.clauses.length).toBeGreaterThan(0);
    for (const clause of doc.clauses) expect(clause.modules).toEqual(['sessions']);
    const summary = readFileSync(path.join(out, 'summary.md'), 'utf8');
    expect(summary).toContain(`### Spec clauses broken (${doc.clauses.length})`);
    expect(summary).toContain('| conformance 2/3 sessions | ❌ fail |');
    expect(summary).toContain('[job](https://gitlab.example.com/acme/charging/-/jobs/102)');
    const xml = readFileSync(path.join(out, 'junit.xml'), 'utf8');
    expect((await validateJUnit(xml)).valid).toBe(true);
    expect(xml).toContain('<testsuite name="conformance 2/3 sessions / ');
    // One CTRF document of every leg's checks, valid, counted as the merge counts, led by leg.
    const ctrf = JSON.parse(readFileSync(path.join(out, 'ctrf.json'), 'utf8'));
    expect(ctrfErrors(ctrf)).toEqual([]);
    expect(ctrf.results.summary).toMatchObject({
      tests: doc.counts.total,
      failed: doc.counts.failed,
      passed: doc.counts.passed + doc.counts.warned,
    });
    const legsOfTests = new Set(ctrf.results.tests.map((t: { suite: string[] }) => t.suite[0]));
    expect([...legsOfTests]).toEqual(['conformance 1/3 locations', 'conformance 2/3 sessions']);
    expect(ctrf.results.extra['ocpi-conformance.gate']).toEqual({
      verdict: 'fail',
      reason: doc.reason,
    });
    expect(readFileSync(path.join(out, 'merged.html'), 'utf8')).toContain(
      'conformance 3/3 tariffs',
    );
    expect(JSON.parse(readFileSync(path.join(out, 'merged.json'), 'utf8')).verdict).toBe('fail');
  });

  it('exits 0 when every leg passed, and prints a line per leg', async () => {
    const merge = await cli(['merge', legs.pass, legs.pass], { env: {} });
    expect(merge.code).toBe(0);
    // The same file twice is said, though it does not change the verdict.
    expect(merge.stderr).toContain(`Warning: ${legs.pass} and ${legs.pass} hold the same report`);
    expect(merge.stdout).toMatch(/^PASS: Passed: all 2 legs passed/);
    expect(merge.stdout).toContain('conformance 1/3 locations  https://gitlab.example.com/');
  });

  it('exits 3 (no verdict) for a leg without a verdict, as run does', async () => {
    const merge = await cli(['merge', legs.pass, legs.error], { env: {} });
    expect(merge.code).toBe(3);
    expect(merge.stdout).toMatch(
      /^ERROR: No verdict: 1 leg \(conformance 3\/3 tariffs\) had no verdict/,
    );
  });

  it('exits 3 naming the counts when fewer files than --expected-legs are given', async () => {
    const merge = await cli(['merge', legs.pass, legs.pass, '--expected-legs', '3', '--json'], {
      env: {},
    });
    expect(merge.code).toBe(3);
    expect(merge.json().reason).toBe('No verdict: 2 of 3 expected legs left a result file.');
  });

  it('exits 3 naming a malformed file, a missing file, and the field at fault', async () => {
    const bad = path.join(work, 'bad.json');
    const content = JSON.parse(readFileSync(legs.pass, 'utf8'));
    content.verdict = 'green';
    writeFileSync(bad, JSON.stringify(content));
    const missing = path.join(work, 'legs', 'never-written.json');
    const merge = await cli(['merge', legs.pass, bad, missing], { env: {} });
    expect(merge.code).toBe(3);
    expect(merge.stderr).toContain(
      `Error: ${bad}: not a result file of ocpi-conformance: verdict:`,
    );
    expect(merge.stderr).toContain(`Error: ${missing}: no such file.`);
    expect(merge.stdout).toContain(`${bad} could not be read`);
  });

  it("names an earlier merge's result given as a leg, and does not count it as one", async () => {
    const merged = path.join(work, 'earlier-merge.json');
    await cli(['merge', legs.pass, '--report-file', merged], { env: {} });
    const merge = await cli(['merge', legs.pass, merged, '--json'], { env: {} });
    expect(merge.code).toBe(3);
    expect(merge.json().problems).toEqual([
      {
        file: merged,
        message:
          "this is the result of a merge (it lists legs), not a leg's result file: leave it out of the files to merge.",
      },
    ]);
    expect(merge.json().legs).toHaveLength(1);
  });

  it('merges an older result file (no format, leg or policy) with what it has', async () => {
    const old = path.join(work, 'old', 'ocpi-conformance-report.json');
    const content = JSON.parse(readFileSync(legs.fail, 'utf8'));
    for (const field of ['format', 'leg', 'policy', 'reportId', 'shareUrl']) delete content[field];
    rmSync(path.dirname(old), { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(path.dirname(old), { recursive: true }));
    writeFileSync(old, JSON.stringify(content));
    const merge = await cli(['merge', old, '--json'], { env: {}, cwd: work });
    expect(merge.code).toBe(1);
    const leg = merge.json().legs[0];
    // Named by its path; its failed checks found by its threshold alone, which is said.
    expect(leg.name).toBe(path.join('old', 'ocpi-conformance-report.json'));
    expect(leg.failedChecks.length).toBeGreaterThan(0);
    expect(leg.notes[0]).toMatch(/does not record the grading policy/);
  });
});

describe('merge: usage', () => {
  it('--help shows the synopsis, the flags and the exit codes', async () => {
    const help = await cli(['merge', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: ocpi-conformance merge FILE\.\.\. \[options\]/);
    for (const flag of [
      '--expected-legs N',
      '--junit FILE',
      '--ctrf-file FILE',
      '--html-report FILE',
      '--summary-file FILE',
      '--json',
    ]) {
      expect(help.stdout).toContain(flag);
    }
    expect(help.stdout).toContain('Exit codes:');
    expect((await cli(['--help'])).stdout).toMatch(/\n {2}merge {17}merge the result files/);
  });

  it('without a file: exit 2, naming FILE...', async () => {
    const merge = await cli(['merge', '--expected-legs', '2']);
    expect(merge.code).toBe(2);
    expect(merge.stderr).toBe(
      '"ocpi-conformance merge" needs FILE...: the result files of the legs (run --report-file), one or more. Run "ocpi-conformance merge --help" for its options.\n',
    );
  });

  it('a bad --expected-legs: exit 2 before any file is read, naming the flag', async () => {
    const merge = await cli(['merge', legs.pass, '--expected-legs', 'three', '--json']);
    expect(merge.code).toBe(2);
    expect(merge.stderr).toContain(
      '--expected-legs "three" is not a whole number from 1 to 256: give the number of legs in the matrix.',
    );
    expect(merge.json()).toMatchObject({ errorKind: 'input', error: { field: 'expected-legs' } });
  });

  it('an empty output path: exit 2 before any file is read, naming the flag', async () => {
    const merge = await cli(['merge', legs.pass, '--junit', ' ']);
    expect(merge.code).toBe(2);
    expect(merge.stderr).toBe(
      'Error: --junit is empty: give a file path, or leave the flag out.\n',
    );
  });

  it('an unknown flag: exit 2 with a suggestion', async () => {
    const merge = await cli(['merge', legs.pass, '--junit-fil', 'x.xml']);
    expect(merge.code).toBe(2);
    expect(merge.stderr).toMatch(/Unknown option --junit-fil for "ocpi-conformance merge"\./);
  });
});

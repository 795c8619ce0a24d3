/**
 * Merge mode (merge-reports): the legs of a matrix run the action for real against the emulator,
 * each writing its result file (report-file); a final step merges them into one summary, one
 * sticky comment (on a stand-in GitHub API), one JUnit file, one HTML page and one verdict. The
 * merge step is given no api-key or base-url: it starts no run.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { runStep } from './helpers/action-step.js';
import { ctrfErrors } from './helpers/ctrf-schema.js';
import { type FakeGitHub, startFakeGitHub, writePullRequestEvent } from './helpers/fake-github.js';
import { validateJUnit } from './helpers/junit-schema.js';

const KEY = 'pets_merge_team_0000000001';
const PR = 21;
let emulator: Emulator;
let github: FakeGitHub;
let work: string;
let prEvent: string;
/** The three legs' result files: pass, fail, error. */
let legs: { pass: string; fail: string; error: string };

const GITHUB_ENV = () => ({
  GITHUB_API_URL: github.url,
  GITHUB_SERVER_URL: 'https://ghe.example.com',
  GITHUB_WORKFLOW: 'OCPI matrix',
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: prEvent,
  GITHUB_SHA: 'abc123',
});

/** One leg of the matrix: a real run of the action, leaving its result file at `reportFile`. */
async function runLeg(scenario: string, module: string, jobIndex: string, reportFile: string) {
  emulator.setScenario(scenario as Parameters<Emulator['setScenario']>[0]);
  const step = await runStep({
    work,
    inputs: {
      'base-url': emulator.baseUrl,
      'api-key': KEY,
      module,
      'job-index': jobIndex,
      'report-file': reportFile,
      comment: 'never',
      'upload-report': 'never',
      'github-token': 'ghs_fake_token_123456',
    },
    env: { ...GITHUB_ENV(), GITHUB_RUN_ID: '4242' },
  });
  expect(existsSync(reportFile), step.stdout).toBe(true);
  return step;
}

/** The merge step: no api-key, no base-url. */
function merge(inputs: Record<string, string>) {
  return runStep({
    work,
    inputs: { 'github-token': 'ghs_fake_token_123456', ...inputs },
    env: { ...GITHUB_ENV(), GITHUB_JOB: 'merge' },
  });
}

const ours = () =>
  github.comments(PR).filter((c) => c.body.includes('<!-- ocpi-conformance-merge:'));

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'merge-harness-'));
  prEvent = writePullRequestEvent(path.join(work, 'pr-event.json'), PR);
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  github = await startFakeGitHub();
  // Downloaded artifacts land in a folder each, as actions/download-artifact puts them.
  const file = (leg: string) => path.join(work, 'legs', leg, 'ocpi-conformance-report.json');
  legs = { pass: file('leg-0'), fail: file('leg-1'), error: file('leg-2') };
  const pass = await runLeg('all-pass', 'locations', '0', legs.pass);
  expect(pass.outputs.verdict).toBe('pass');
  const fail = await runLeg('some-failures', 'sessions', '1', legs.fail);
  expect(fail.outputs.verdict).toBe('fail');
  const error = await runLeg('failed-run', 'tariffs', '2', legs.error);
  expect(error.outputs.verdict).toBe('error');
}, 60_000);

afterAll(async () => {
  await emulator.close();
  await github.close();
  rmSync(work, { recursive: true, force: true });
});

describe('merge-reports', () => {
  it('merges three legs (pass, fail, error) into one verdict, summary, JUnit file and HTML page', async () => {
    const out = path.join(work, 'out-1');
    emulator.resetRequests();
    const step = await merge({
      'merge-reports': `${path.join(work, 'legs')}/**/*.json`,
      'expected-legs': '3',
      'report-file': path.join(out, 'merged.json'),
      'junit-file': path.join(out, 'junit.xml'),
      'ctrf-file': path.join(out, 'ctrf.json'),
    });
    expect(step.code).toBe(1);
    expect(step.outputs.verdict).toBe('fail');
    expect(step.outputs.reason).toMatch(/^Failed: 1 of 3 legs failed: conformance sessions leg 1/);
    expect(step.outputs.reason).toMatch(/1 leg \(conformance tariffs leg 2\) had no verdict/);
    // The leg's own names, written by the legs into their files.
    for (const name of [
      'conformance locations',
      'conformance sessions leg 1',
      'conformance tariffs leg 2',
    ]) {
      expect(step.summary).toContain(`| ${name} |`);
    }
    expect(step.summary).toMatch(/OCPI conformance: fail \(3 legs of 3 expected\)/);
    expect(step.summary).toContain(
      '[job](https://ghe.example.com/acme/charging/actions/runs/4242)',
    );
    expect(step.summary).toMatch(/### ❌ conformance sessions leg 1: \d+ failed checks?/);
    const legFile = JSON.parse(readFileSync(legs.fail, 'utf8'));
    expect(Number(step.outputs.failed)).toBeGreaterThanOrEqual(legFile.grade.counts.failed);
    expect(step.outputs['pass-rate']).not.toBe('');
    // One JUnit file of every leg's suites, valid against the schema the single run's is.
    const xml = readFileSync(path.join(out, 'junit.xml'), 'utf8');
    expect((await validateJUnit(xml)).valid).toBe(true);
    expect(xml).toMatch(/<testsuite name="conformance locations \/ /);
    expect(xml).toMatch(/<testsuite name="conformance sessions leg 1 \/ /);
    expect(xml).toMatch(new RegExp(`failures="${legFile.grade.counts.failed}"`));
    // And one CTRF file of every leg's checks, valid against ctrf-io/ctrf's schema.
    const ctrf = JSON.parse(readFileSync(path.join(out, 'ctrf.json'), 'utf8'));
    expect(ctrfErrors(ctrf)).toEqual([]);
    expect(ctrf.results.summary.failed).toBe(Number(step.outputs.failed));
    expect(ctrf.results.extra['ocpi-conformance.gate'].verdict).toBe('fail');
    const merged = JSON.parse(readFileSync(step.outputs['report-file']!, 'utf8'));
    expect(merged.verdict).toBe('fail');
    expect(merged.legs).toHaveLength(3);
    const html = readFileSync(step.outputs['html-report']!, 'utf8');
    expect(html).toContain('OCPI conformance: fail');
    expect(html).toContain('conformance sessions leg 1');
    expect(step.stdout).not.toContain(KEY);
    // A merge asks the testing service nothing.
    expect(emulator.requests()).toEqual([]);
  });

  it('posts one comment on a pull request of 150 comments, and a re-run updates it in place', async () => {
    github.addComments(
      PR,
      Array.from({ length: 150 }, (_, i) => `chatter ${i}`),
    );
    const inputs = {
      'merge-reports': `${path.join(work, 'legs')}/**/*.json`,
      'expected-legs': '3',
      comment: 'always',
      'report-file': path.join(work, 'out-2', 'merged.json'),
    };
    const first = await merge(inputs);
    expect(first.outputs.verdict).toBe('fail');
    expect(ours()).toHaveLength(1);
    const body = ours()[0]!.body;
    expect(body).toContain('OCPI conformance: fail');
    for (const name of [
      'conformance locations',
      'conformance sessions leg 1',
      'conformance tariffs leg 2',
    ]) {
      expect(body).toContain(name);
    }
    expect(body).toMatch(/top failures \(\d+ of \d+\)/);
    expect(first.stdout).toMatch(/Posted the conformance comment on pull request #21/);
    const id = ours()[0]!.id;
    // Paging found the comment beyond the first page.
    expect(github.requests.some((r) => /comments\?.*page=2/.test(r.path))).toBe(true);

    const second = await merge(inputs);
    expect(second.outputs.verdict).toBe('fail');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.id).toBe(id);
    expect(second.stdout).toMatch(/Updated the conformance comment on pull request #21/);
    expect(github.comments(PR)).toHaveLength(151);
  });

  it('gives error naming the counts when fewer legs than expected-legs left a file', async () => {
    const dir = path.join(work, 'two-legs');
    for (const leg of ['a', 'b']) {
      mkdirSync(path.join(dir, leg), { recursive: true });
      copyFileSync(legs.pass, path.join(dir, leg, 'report.json'));
    }
    const step = await merge({ 'merge-reports': `${dir}/**/*.json`, 'expected-legs': '3' });
    expect(step.code).toBe(1);
    expect(step.outputs.verdict).toBe('error');
    expect(step.outputs.reason).toBe('No verdict: 2 of 3 expected legs left a result file.');
    expect(step.summary).toContain('OCPI conformance: error (2 legs of 3 expected)');
    expect(step.stdout).toMatch(
      /::warning title=OCPI conformance%3A merge::.*a\/report\.json and .*b\/report\.json hold the same report/,
    );
    // Without expected-legs the same two legs pass.
    const alone = await merge({ 'merge-reports': `${dir}/**/*.json` });
    expect(alone.outputs.verdict).toBe('pass');
    expect(alone.code).toBe(0);
  });

  it('gives error naming a malformed file and the field, and still lists the legs it could read', async () => {
    const dir = path.join(work, 'malformed');
    mkdirSync(dir, { recursive: true });
    copyFileSync(legs.pass, path.join(dir, 'good.json'));
    const bad = JSON.parse(readFileSync(legs.pass, 'utf8'));
    bad.grade.counts.failed = 'none';
    writeFileSync(path.join(dir, 'wrong-field.json'), JSON.stringify(bad));
    const text = readFileSync(legs.pass, 'utf8');
    writeFileSync(path.join(dir, 'cut.json'), text.slice(0, Math.floor(text.length / 2)));
    const step = await merge({ 'merge-reports': `${dir}/*.json` });
    expect(step.outputs.verdict).toBe('error');
    const reason = step.outputs.reason!;
    expect(reason).toContain(`${path.join(dir, 'wrong-field.json')} could not be read`);
    expect(reason).toContain('grade.counts.failed');
    expect(reason).toContain(`${path.join(dir, 'cut.json')} could not be read`);
    expect(reason).toMatch(/ended before its JSON did/);
    // Each bad file is an error annotation naming it; the good leg is still in the summary.
    expect(step.stdout).toMatch(
      /::error title=OCPI conformance%3A merge::.*wrong-field\.json: not a result file of ocpi-conformance: grade\.counts\.failed/,
    );
    expect(step.summary).toContain('| conformance locations |');
    expect(step.summary).toContain('unreadable');
  });

  it('tells apart three legs of one job that no index names (three steps of one job)', async () => {
    const file = (step: string) =>
      path.join(work, 'same-job', step, 'ocpi-conformance-report.json');
    for (const step of ['a', 'b', 'c']) await runLeg('all-pass', 'locations', '0', file(step));
    // Each leg's file names it alike: the job and the module.
    for (const step of ['a', 'b', 'c']) {
      expect(JSON.parse(readFileSync(file(step), 'utf8')).leg.name).toBe('conformance locations');
    }
    const out = path.join(work, 'out-same-job');
    const step = await merge({
      'merge-reports': `${path.join(work, 'same-job')}/**/*.json`,
      'report-file': path.join(out, 'merged.json'),
      'junit-file': path.join(out, 'junit.xml'),
    });
    expect(step.outputs.verdict).toBe('pass');
    const rows = legRows(step.summary);
    expect(rows).toHaveLength(3);
    expect(new Set(rows).size).toBe(3);
    // A later leg of the same name is told apart by its file, as the merge found it.
    for (const leg of ['b', 'c']) {
      expect(rows.some((row) => row.includes(`same-job/${leg}/`))).toBe(true);
    }
    const merged = JSON.parse(readFileSync(path.join(out, 'merged.json'), 'utf8'));
    expect(new Set(merged.legs.map((leg: { name: string }) => leg.name)).size).toBe(3);
    // The JUnit suites carry the same names: none of the three legs' suites share a name.
    const junit = readFileSync(path.join(out, 'junit.xml'), 'utf8');
    const suites = [...junit.matchAll(/<testsuite name="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(suites).size).toBe(suites.length);
  }, 30_000);

  it('gives error, never a pass, when no file matches', async () => {
    const step = await merge({ 'merge-reports': `${path.join(work, 'nothing-here')}/*.json` });
    expect(step.code).toBe(1);
    expect(step.outputs.verdict).toBe('error');
    expect(step.outputs.reason).toMatch(/no result file was found/);
    expect(step.summary).toContain('OCPI conformance: error (0 legs)');
    expect(step.summary).not.toContain('| Leg |');
  });

  it('names merge-reports when a pattern cannot be matched', async () => {
    const step = await merge({ 'merge-reports': `${work}/legs/../legs/*.json` });
    expect(step.outputs.verdict).toBe('error');
    expect(step.outputs.reason).toBe(
      `No verdict: merge-reports could not be matched: Invalid pattern '${work}/legs/../legs/*.json'. Relative pathing '.' and '..' is not allowed. Give one glob a line, such as legs/**/ocpi-conformance-report.json.`,
    );
  });

  it('warns of grading inputs a merge does not use, and masks an api-key left in its inputs', async () => {
    const apiKey = 'pets_merge_step_key_12345';
    const step = await merge({
      'merge-reports': `${path.join(work, 'legs')}/**/*.json`,
      'report-file': path.join(work, 'out-ignored', 'merged.json'),
      threshold: '50',
      module: 'locations',
      'api-key': apiKey,
    });
    expect(step.outputs.verdict).toBe('fail');
    expect(step.stdout).toMatch(
      /::warning title=OCPI conformance%3A merge::Not used in merge mode: threshold, module\. Each leg was graded with its own inputs/,
    );
    expect(step.stdout).toContain(`::add-mask::${apiKey}`);
  });

  it('names expected-legs when it is not a whole number, and merges nothing', async () => {
    const step = await merge({
      'merge-reports': `${path.join(work, 'legs')}/**/*.json`,
      'expected-legs': 'three',
    });
    expect(step.outputs.verdict).toBe('error');
    expect(step.outputs.reason).toMatch(
      /expected-legs: "three" is not a whole number from 1 to 256/,
    );
    expect(step.summary).toBe('');
  });
});

/** The first cell of each row of the merged summary's table of legs. */
function legRows(summary: string): string[] {
  const lines = summary.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| Leg |'));
  const rows: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split(' | ')[0]!.replace(/^\| /, ''));
  }
  return rows;
}

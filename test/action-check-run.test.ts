/**
 * The job's own check run, against a stand-in GitHub API on 127.0.0.1 and the emulator: requests
 * of at most 50 annotations (title and summary in each, the text in the first, never a status or
 * conclusion), every failed and warned check annotated at the gate step's line of the workflow
 * file, no secret in any request; and when the check run cannot be updated (no id, no token, 403,
 * 404) one warning that says why, today's workflow-command annotations kept, and the same verdict.
 * The merge job annotates its own check run with every leg's failures.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANNOTATIONS_PER_REQUEST, updateCheckRun } from '../src/action/check-run.js';
import { annotationPlaces } from '../src/action/check-run-place.js';
import { COMMENT_MIN_MS } from '../src/action/comment.js';
import { runAction } from '../src/action/main.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import type { CheckAnnotation } from '../src/report/check-run-annotations.js';
import { Redactor } from '../src/util/redaction.js';
import { type RecordingCore, recordingCore } from './helpers/fake-core.js';
import { type FakeGitHub, startFakeGitHub } from './helpers/fake-github.js';
import { endHangsByTheirLimits, TestClock } from './helpers/test-clock.js';

const KEY = 'pets_checkrun_team_00000000001';
const GITHUB_TOKEN = 'ghs_checkrun_fake_token_7d2e9a';
const TOKEN_A = 'CHECKRUN-token-A-4f8a1c9e2b7d';
const WORKFLOW = `name: OCPI
on: pull_request
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
  conformance:
    runs-on: ubuntu-latest
    permissions:
      checks: write
    steps:
      - uses: actions/checkout@v4
      - name: Gate
        uses: acme/ocpi-conformance@v1
        with:
          api-key: x
      - name: Again
        id: second-gate
        uses: acme/ocpi-conformance@v1
  merge:
    runs-on: ubuntu-latest
    steps:
      - uses: acme/ocpi-conformance@v1
        with:
          merge-reports: legs/**/*.json
`;
/** The line of the first gate step's `uses:` above, and of the second's. */
const GATE_LINE = 15;
const SECOND_GATE_LINE = 20;
const MERGE_LINE = 24;

let emulator: Emulator;
let github: FakeGitHub;
let work: string;
let step = 0;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'check-run-'));
  mkdirSync(path.join(work, '.github/workflows'), { recursive: true });
  writeFileSync(path.join(work, '.github/workflows/ocpi.yml'), WORKFLOW);
  emulator = await startEmulator({ speed: 100, owners: [{ id: 't', plan: 'team', keys: [KEY] }] });
  github = await startFakeGitHub();
});
afterAll(async () => {
  await emulator.close();
  await github.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  github.checkRunUpdates = [];
  github.checkRunAnswer = undefined;
  // A partial scenario is laid over the one before: start from all-pass each time.
  emulator.setScenario('all-pass');
  emulator.setScenario({ failRate: 0.4, warnRate: 0.3 });
});

const ENV = () => ({
  GITHUB_API_URL: github.url,
  GITHUB_REPOSITORY: 'acme/charging',
  GITHUB_WORKSPACE: work,
  GITHUB_WORKFLOW_REF: 'acme/charging/.github/workflows/ocpi.yml@refs/pull/7/merge',
  GITHUB_JOB: 'conformance',
  GITHUB_ACTION: '__acme_ocpi-conformance',
  GITHUB_ACTION_REPOSITORY: 'acme/ocpi-conformance',
  GITHUB_RUN_ID: '4242',
});

async function gate(inputs: Record<string, string>, env: Record<string, string> = {}) {
  step++;
  const dir = mkdtempSync(path.join(work, `step-${step}-`));
  const core = recordingCore({
    'base-url': emulator.baseUrl,
    'api-key': KEY,
    'github-token': GITHUB_TOKEN,
    'check-run-id': '4242',
    'upload-report': 'never',
    ...inputs,
  });
  await runAction(core, { env: { ...ENV(), RUNNER_TEMP: dir, ...env } });
  return core;
}

const warningsAbout = (core: RecordingCore) =>
  core.annotations.filter((a) => a.title === 'OCPI conformance: check run');
const checkAnnotations = (core: RecordingCore) =>
  core.annotations.filter((a) => /^OCPI conformance: \d/.test(a.title ?? ''));
const sentAnnotations = () =>
  github.checkRunUpdates.flatMap(
    (u) => (u.body.output as { annotations: CheckAnnotation[] }).annotations,
  );

function annotation(i: number): CheckAnnotation {
  return {
    path: '.github/workflows/ocpi.yml',
    start_line: 1,
    end_line: 1,
    annotation_level: 'failure',
    title: `OCPI conformance: check-${i}`,
    message: `Check check-${i}`,
  };
}

describe("updating the job's check run", () => {
  it('sends 120 annotations in 3 requests, title and summary in each, never status or conclusion', async () => {
    const output = { title: 'T', summary: 'S', text: 'X' };
    const annotations = Array.from({ length: 120 }, (_, i) => annotation(i));
    const outcome = await updateCheckRun(
      { token: GITHUB_TOKEN, checkRunId: '4242', output, annotations },
      new Redactor(),
      ENV(),
      Date.now(),
    );
    expect(outcome).toEqual({ sent: true, requests: 3 });
    expect(github.checkRunUpdates.map((u) => u.id)).toEqual([4242, 4242, 4242]);
    const bodies = github.checkRunUpdates.map((u) => u.body);
    expect(bodies.map((b) => (b.output as { annotations: unknown[] }).annotations.length)).toEqual([
      50, 50, 20,
    ]);
    expect(ANNOTATIONS_PER_REQUEST).toBe(50);
    expect(sentAnnotations().map((a) => a.title)).toEqual(annotations.map((a) => a.title));
    for (const [i, body] of bodies.entries()) {
      expect(body.output).toMatchObject({ title: 'T', summary: 'S' });
      expect('text' in (body.output as object)).toBe(i === 0);
      for (const field of ['status', 'conclusion', 'completed_at', 'started_at']) {
        expect(field in body).toBe(false);
      }
    }
  });

  it("gives up when GitHub does not answer within the step's deadline, saying so", async () => {
    github.hang = true;
    const clock = new TestClock();
    const before = github.requests.length;
    try {
      const outcome = updateCheckRun(
        {
          token: GITHUB_TOKEN,
          checkRunId: '4242',
          output: { title: 'T', summary: 'S', text: 'X' },
          annotations: [],
        },
        new Redactor(),
        ENV(),
        // A gate that used all of its time: the check run gets the least, 2 s.
        clock.now() - 60_000,
        clock,
      );
      // GitHub holds the update: only its time limit ends it, as the clock reaches it.
      const ended = await endHangsByTheirLimits(
        clock,
        () => github.requests.length - before,
        outcome,
      );
      expect(await outcome).toEqual({
        sent: false,
        why: expect.stringContaining('GitHub did not answer in time'),
      });
      expect(ended).toEqual([
        {
          what: 'the check run update',
          armedAt: clock.now() - COMMENT_MIN_MS,
          ms: COMMENT_MIN_MS,
          wake: clock.now(),
          state: 'fired',
        },
      ]);
      expect(clock.limits).toEqual(ended);
    } finally {
      github.hang = false;
    }
  });

  it('puts the report and every failed and warned check on the check run, and no workflow-command annotation', async () => {
    // The service echoes the partner's token in exchanges: only the step's store knows it.
    emulator.setScenario({ failRate: 0.4, warnRate: 0.3, echoSecrets: true });
    const core = await gate({ 'token-a': TOKEN_A, ...PARTNER });
    const failed = Number(core.outputs.failed);
    const warned = Number(core.outputs.warned);
    expect(failed).toBeGreaterThan(10);
    expect(warned).toBeGreaterThan(0);
    expect(core.outputs.verdict).toBe('fail');
    expect(core.failed).toBeDefined();
    expect(github.checkRunUpdates).toHaveLength(Math.ceil((failed + warned) / 50));
    const sent = sentAnnotations();
    expect(sent.filter((a) => a.annotation_level === 'failure')).toHaveLength(failed);
    expect(sent.filter((a) => a.annotation_level === 'warning')).toHaveLength(warned);
    for (const a of sent) {
      expect(a).toMatchObject({ path: '.github/workflows/ocpi.yml', start_line: GATE_LINE });
    }
    const first = github.checkRunUpdates[0]!.body.output as Record<string, string>;
    expect(first.title).toContain('OCPI conformance: fail');
    expect(first.summary).toContain(`| ${failed} |`);
    expect(first.text).toContain(`## Failed checks (${failed})`);
    // Not twice: the check run carries them, the log says where.
    expect(checkAnnotations(core)).toEqual([]);
    expect(warningsAbout(core)).toEqual([]);
    expect(core.log.join('\n')).toContain(
      `The job's check run carries the report and ${failed + warned} annotations`,
    );
    expect(core.log.join('\n')).toContain(`.github/workflows/ocpi.yml, line ${GATE_LINE}`);
    for (const update of github.checkRunUpdates) {
      for (const secret of [KEY, GITHUB_TOKEN, TOKEN_A]) {
        expect(update.raw).not.toContain(secret);
        expect(update.raw).not.toContain(Buffer.from(secret).toString('base64').replace(/=+$/, ''));
      }
    }
  });

  it('falls back, with one warning, when GitHub refuses (403, 404) or there is no id or token; the verdict stays', async () => {
    emulator.setScenario({ failRate: 1 });
    const carried = await gate({});
    const cases: [string, Record<string, string>, number | undefined, RegExp][] = [
      [
        '403',
        {},
        403,
        /GitHub refused to update check run 4242 \(403: .*permissions: checks: write/,
      ],
      ['404', {}, 404, /did not find check run 4242 in acme\/charging \(404/],
      [
        'no id',
        { 'check-run-id': '' },
        undefined,
        /does not give the job's check run id \(`job\.check_run_id`/,
      ],
      [
        'unevaluated',
        // As GitHub's local runner hands over a default: unevaluated.
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression
        { 'check-run-id': '${{ job.check_run_id }}' },
        undefined,
        /job\.check_run_id/,
      ],
      [
        'not a number',
        { 'check-run-id': 'abc' },
        undefined,
        /check-run-id "abc" is not a check run id/,
      ],
      ['no token', { 'github-token': '' }, undefined, /github-token is empty\. .*checks: write/],
    ];
    for (const [name, inputs, answer, why] of cases) {
      github.checkRunUpdates = [];
      github.checkRunAnswer = answer;
      const core = await gate(inputs);
      const warnings = warningsAbout(core);
      expect(warnings, name).toHaveLength(1);
      expect(warnings[0]!.message, name).toMatch(why);
      expect(warnings[0]!.message, name).toContain(
        'The first failed checks are annotated as workflow commands instead (at most 10)',
      );
      expect(github.checkRunUpdates, name).toEqual([]);
      // Today's annotations: the first 10 failures, and a notice for the rest.
      expect(
        checkAnnotations(core).filter((a) => a.level === 'error'),
        name,
      ).toHaveLength(10);
      expect(
        core.annotations.some((a) => a.title === 'OCPI conformance: more failures'),
        name,
      ).toBe(true);
      for (const output of [
        'verdict',
        'total',
        'passed',
        'failed',
        'warned',
        'pass-rate',
        'error-kind',
      ]) {
        expect(core.outputs[output], `${name}: ${output}`).toBe(carried.outputs[output]);
      }
      expect(core.failed, name).toBe(carried.failed);
    }
    // Seven whole steps: beside CPU hogs they took 18 s of vitest's 20 s. A guard against a hang.
  }, 60_000);

  it("masks the step's secrets in the check run's output: a reason that quotes them", async () => {
    emulator.setScenario({
      outcome: 'failed',
      failureMessage: `the partner answered with key ${KEY} and ${GITHUB_TOKEN}`,
    });
    const core = await gate({});
    expect(core.outputs.verdict).toBe('error');
    expect(github.checkRunUpdates).toHaveLength(1);
    const update = github.checkRunUpdates[0]!;
    expect((update.body.output as { title: string }).title).toContain(
      'the partner answered with key ***',
    );
    for (const secret of [KEY, GITHUB_TOKEN]) {
      expect(update.raw).not.toContain(secret);
      expect(update.raw).not.toContain(secret.slice(0, 12));
    }
  });

  it('tells a clean run that cannot use the check run in the log, without a warning', async () => {
    emulator.setScenario('all-pass');
    const core = await gate({ 'check-run-id': '' });
    expect(core.outputs.verdict).toBe('pass');
    expect(core.annotations).toEqual([]);
    expect(
      core.log.filter((line) => line.startsWith("No report on the job's check run: ")),
    ).toHaveLength(1);
    github.checkRunAnswer = 403;
    const refused = await gate({});
    expect(refused.annotations).toEqual([]);
    expect(refused.log.join('\n')).toContain('GitHub refused to update check run 4242 (403');
  });

  it('with annotations false, neither updates the check run nor warns', async () => {
    const core = await gate({ annotations: 'false' });
    expect(github.checkRunUpdates).toEqual([]);
    expect(warningsAbout(core)).toEqual([]);
    expect(checkAnnotations(core)).toEqual([]);
  });
});

describe('a matrix', () => {
  it("annotates each leg's own check run, and the merge job's with every leg's failures", async () => {
    emulator.setScenario({ failRate: 0.5 });
    const legs = path.join(work, 'legs');
    const leg = (module: string, index: string, id: string) =>
      gate({
        module,
        'job-index': index,
        'check-run-id': id,
        'report-file': path.join(legs, `leg-${index}`, 'ocpi-conformance-report.json'),
      });
    const first = await leg('locations', '0', '101');
    const second = await leg('sessions', '1', '102');
    const legFailed = [first, second].map((core) => Number(core.outputs.failed));
    expect(legFailed[0], first.outputs.reason).toBeGreaterThan(0);
    expect(legFailed[1]).toBeGreaterThan(0);
    const byId = (id: number) => github.checkRunUpdates.filter((u) => u.id === id);
    expect(byId(101).length).toBeGreaterThan(0);
    expect(byId(102).length).toBeGreaterThan(0);
    github.checkRunUpdates = [];

    const merge = recordingCore({
      'merge-reports': `${legs}/**/*.json`,
      'github-token': GITHUB_TOKEN,
      'check-run-id': '103',
    });
    await runAction(merge, { env: { ...ENV(), GITHUB_JOB: 'merge', RUNNER_TEMP: work } });
    expect(merge.outputs.verdict).toBe('fail');
    expect(github.checkRunUpdates.every((u) => u.id === 103)).toBe(true);
    const sent = sentAnnotations();
    expect(sent).toHaveLength(legFailed[0]! + legFailed[1]!);
    const ofLeg = (name: string) =>
      sent.filter((a) => a.title.startsWith(`OCPI conformance (${name}): `));
    expect(ofLeg('conformance locations')).toHaveLength(legFailed[0]!);
    expect(ofLeg('conformance sessions leg 1')).toHaveLength(legFailed[1]!);
    expect(
      sent.every((a) => /\nLeg: conformance (locations|sessions leg 1)$/.test(a.message)),
    ).toBe(true);
    expect(sent.every((a) => a.start_line === MERGE_LINE)).toBe(true);
    const output = github.checkRunUpdates[0]!.body.output as Record<string, string>;
    expect(output.title).toContain('OCPI conformance: fail');
    expect(output.text).toContain('conformance sessions leg 1 · ');
    expect(output.summary).toContain("Warned checks are not kept in the legs' result files");
    expect(
      merge.annotations.filter((a) => a.title === 'OCPI conformance: merge: check run'),
    ).toEqual([]);
  });
});

const PARTNER = {
  'partner-base-url': 'https://cpo-checkrun.invalid/ocpi/versions',
  'our-role': 'EMSP',
  'their-role': 'CPO',
  'ocpi-version': '2.2.1',
};

describe('where the annotations point', () => {
  const finding = (module: string) => ({
    item: { suiteId: 's', module, outcome: 'failed', check: { testId: 't' } } as never,
  });

  it("points at this action's step: by its id, by `uses:`, the nth use, else line 1", async () => {
    const at = async (env: Record<string, string>) =>
      (await annotationPlaces({ ...ENV(), ...env }, undefined))!.place(finding('locations'));
    expect(await at({})).toEqual({ path: '.github/workflows/ocpi.yml', line: GATE_LINE });
    expect(await at({ GITHUB_ACTION: 'second-gate' })).toEqual({
      path: '.github/workflows/ocpi.yml',
      line: SECOND_GATE_LINE,
    });
    expect(await at({ GITHUB_ACTION: '__acme_ocpi-conformance_2' })).toMatchObject({
      line: SECOND_GATE_LINE,
    });
    expect(await at({ GITHUB_JOB: 'build' })).toMatchObject({ line: 1 });
    // Not checked out: the file is still the repository's, at line 1.
    const missing = await annotationPlaces(
      {
        ...ENV(),
        GITHUB_WORKFLOW_REF: 'acme/charging/.github/workflows/other.yml@refs/heads/main',
      },
      undefined,
    );
    expect(missing!.place(finding('x'))).toEqual({ path: '.github/workflows/other.yml', line: 1 });
    expect(missing!.described).toContain('not checked out');
    expect(
      await annotationPlaces({ ...ENV(), GITHUB_WORKFLOW_REF: '' }, undefined),
    ).toBeUndefined();
  });

  it('points at a journey file of the repository, at the part about the check', async () => {
    mkdirSync(path.join(work, 'ocpi'), { recursive: true });
    writeFileSync(
      path.join(work, 'ocpi/journey.yml'),
      'schemaVersion: 1\ntopology:\n  kind: cpo\nsession:\n  cadenceSeconds: 60\ncompletion:\n  cdrDelaySeconds: 5\n',
    );
    const places = (await annotationPlaces(ENV(), 'ocpi/journey.yml'))!;
    expect(places.place(finding('sessions'))).toEqual({ path: 'ocpi/journey.yml', line: 4 });
    expect(places.place(finding('cdrs'))).toEqual({ path: 'ocpi/journey.yml', line: 6 });
    expect(places.place(finding('locations'))).toEqual({ path: 'ocpi/journey.yml', line: 1 });
    // Inline JSON and a file outside the repository are not files of it: the workflow step.
    for (const source of ['{"schemaVersion":1}', path.join(tmpdir(), 'journey.yml')]) {
      const elsewhere = (await annotationPlaces(ENV(), source))!;
      expect(elsewhere.place(finding('sessions'))).toEqual({
        path: '.github/workflows/ocpi.yml',
        line: GATE_LINE,
      });
    }
  });
});

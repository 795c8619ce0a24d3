/**
 * The report artifact: the real @actions/artifact package uploads the report files to a stand-in
 * of GitHub's artifact service (test/helpers/artifact-service.ts), directly and from a whole
 * action step; what it uploaded is unzipped and read back. A runner without the service, a
 * service error and a stalled upload are warnings, never a failed step.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ARTIFACT_MIN_MS,
  artifactUrl,
  defaultArtifactName,
  uploadReportArtifact,
} from '../src/action/artifact.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { runStep } from './helpers/action-step.js';
import {
  type ArtifactService,
  artifactEnv,
  startArtifactService,
  unzipEntries,
} from './helpers/artifact-service.js';
import { harErrors } from './helpers/har-schema.js';

const KEY = 'pets_artifact_team_00000001';
let service: ArtifactService;
let emulator: Emulator;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'artifact-'));
  service = await startArtifactService();
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
});
afterAll(async () => {
  await service.close();
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  service.failCreate = undefined;
  service.stallUpload = undefined;
  emulator.setScenario('all-pass');
});

/** Runs `body` with process.env extended by `env` (the package reads process.env itself). */
async function withEnv<T>(env: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const saved = process.env;
  process.env = { ...saved, ...env };
  try {
    return await body();
  } finally {
    process.env = saved;
  }
}

function filesIn(dir: string, files: Record<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  return Object.entries(files).map(([name, content]) => {
    writeFileSync(path.join(dir, name), content);
    return path.join(dir, name);
  });
}

describe('uploadReportArtifact with @actions/artifact', () => {
  it('uploads files from different folders flat, under their names, and links the artifact', async () => {
    const [report] = filesIn(path.join(work, 'temp'), { 'report.json': '{"verdict":"pass"}' });
    const [html, junit] = filesIn(path.join(work, 'workspace', 'out'), {
      'report.html': '<!doctype html><title>r</title>',
      'junit.xml': '<testsuites/>',
    });
    const runnerTemp = mkdtempSync(path.join(work, 'runner-temp-'));
    const env = { ...artifactEnv(service), RUNNER_TEMP: runnerTemp };
    const outcome = await withEnv(env, () =>
      uploadReportArtifact({
        name: 'ocpi-conformance-conformance',
        files: [report, html, undefined, junit],
        retentionDays: 3,
        deadline: Date.now() + 60_000,
        env,
      }),
    );
    const upload = service.uploads.at(-1)!;
    expect(outcome).toEqual({
      id: upload.id,
      url: `https://github.com/acme/cpo/actions/runs/777/artifacts/${upload.id}`,
      name: 'ocpi-conformance-conformance',
      files: ['report.json', 'report.html', 'junit.xml'],
    });
    expect(upload.name).toBe('ocpi-conformance-conformance');
    // The retention asked for reaches the service as an expiry about 3 days out.
    const days = (Date.parse(upload.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
    const entries = unzipEntries(upload.zip);
    expect([...entries.keys()].sort()).toEqual(['junit.xml', 'report.html', 'report.json']);
    expect(entries.get('report.json')!.toString()).toBe('{"verdict":"pass"}');
    // The staging folder is gone.
    expect(readdirSync(runnerTemp)).toEqual([]);
  });

  it('gives two files of the same name distinct names', async () => {
    const [a] = filesIn(path.join(work, 'a'), { 'report.json': 'A' });
    const [b] = filesIn(path.join(work, 'b'), { 'report.json': 'B' });
    const env = artifactEnv(service);
    const outcome = await withEnv(env, () =>
      uploadReportArtifact({
        name: 'same-names',
        files: [a, b],
        retentionDays: undefined,
        deadline: Date.now() + 60_000,
        env,
      }),
    );
    expect(outcome).toMatchObject({ files: ['report.json', '2-report.json'] });
    const entries = unzipEntries(service.uploads.at(-1)!.zip);
    expect(entries.get('report.json')!.toString()).toBe('A');
    expect(entries.get('2-report.json')!.toString()).toBe('B');
  });

  it('warns, without loading the package, on a runner without the artifact service', async () => {
    const [report] = filesIn(path.join(work, 'no-service'), { 'report.json': '{}' });
    const outcome = await uploadReportArtifact({
      name: 'x',
      files: [report],
      retentionDays: undefined,
      deadline: Date.now() + 60_000,
      env: { RUNNER_TEMP: work },
    });
    expect(outcome).toEqual({
      warning: expect.stringMatching(
        /^The report artifact was not uploaded: this runner does not offer GitHub's artifact service \(no ACTIONS_RUNTIME_TOKEN.*set upload-report: never to skip the upload\.$/,
      ),
    });
  });

  it("turns the service's refusal into a warning naming what it said", async () => {
    service.failCreate = { status: 403, msg: 'artifact storage quota has been hit' };
    const [report] = filesIn(path.join(work, 'refused'), { 'report.json': '{}' });
    const env = artifactEnv(service);
    const outcome = await withEnv(env, () =>
      uploadReportArtifact({
        name: 'refused',
        files: [report],
        retentionDays: undefined,
        deadline: Date.now() + 60_000,
        env,
      }),
    );
    expect(outcome).toEqual({
      warning: expect.stringMatching(
        /^The report artifact was not uploaded: .*403.*artifact storage quota has been hit/,
      ),
    });
  });

  it('abandons an upload that outlasts its time limit, with a warning', async () => {
    service.stallUpload = true;
    const [report] = filesIn(path.join(work, 'stalled'), { 'report.json': '{}' });
    const env = artifactEnv(service);
    // The stalled upload never ends: only the time limit can end this one. A timer set just
    // before it, 100 ms shorter than the limit, comes first in the same event loop however busy
    // the machine: the limit is not cut short.
    const timer = new Promise((resolve) => setTimeout(resolve, ARTIFACT_MIN_MS - 100)).then(
      () => 'timer',
    );
    // A gate that used its whole timeout: the upload gets the minimum.
    const upload = withEnv(env, () =>
      uploadReportArtifact({
        name: 'stalled',
        files: [report],
        retentionDays: undefined,
        deadline: Date.now() - 60_000,
        env,
      }),
    );
    expect(await Promise.race([upload.then(() => 'outcome'), timer])).toBe('timer');
    expect(await upload).toEqual({
      warning: `The report artifact was not uploaded: the upload took longer than ${ARTIFACT_MIN_MS / 1000} s, the time left after timeout-minutes.`,
    });
  });

  it('names the artifact per job and matrix leg, and links it only inside a workflow run', () => {
    expect(defaultArtifactName({ GITHUB_JOB: 'gate' }, undefined)).toBe('ocpi-conformance-gate');
    expect(defaultArtifactName({ GITHUB_JOB: 'gate' }, '2')).toBe('ocpi-conformance-gate-2');
    expect(defaultArtifactName({ GITHUB_JOB: 'a/b:c' }, undefined)).toBe('ocpi-conformance-a-b-c');
    expect(artifactUrl({}, 5)).toBeUndefined();
    expect(
      artifactUrl(
        {
          GITHUB_SERVER_URL: 'https://ghe.example.com/',
          GITHUB_REPOSITORY: 'o/r',
          GITHUB_RUN_ID: '9',
        },
        5,
      ),
    ).toBe('https://ghe.example.com/o/r/actions/runs/9/artifacts/5');
  });
});

describe('the action step uploads its report files', () => {
  const step = (inputs: Record<string, string>, env: Record<string, string>) =>
    runStep({
      work,
      inputs: { 'base-url': emulator.baseUrl, 'api-key': KEY, ...inputs },
      env,
    });

  it('uploads the report and JUnit files, sets the outputs and links the artifact in the summary', async () => {
    const junit = path.join(work, 'step-junit', 'junit.xml');
    const run = await step(
      { 'junit-file': junit, 'artifact-retention-days': '7' },
      {
        ...artifactEnv(service),
        GITHUB_JOB: 'gate',
      },
    );
    expect(run.code).toBe(0);
    const upload = service.uploads.at(-1)!;
    expect(upload.name).toBe('ocpi-conformance-gate');
    expect(run.outputs['artifact-id']).toBe(String(upload.id));
    expect(run.outputs['artifact-url']).toBe(
      `https://github.com/acme/cpo/actions/runs/777/artifacts/${upload.id}`,
    );
    const entries = unzipEntries(upload.zip);
    expect([...entries.keys()].sort()).toEqual([
      'junit.xml',
      'ocpi-conformance-report.har',
      'ocpi-conformance-report.html',
      'ocpi-conformance-report.json',
    ]);
    // The HAR file, written beside the report file by default, is a HAR 1.2 document (issue 36).
    expect(harErrors(JSON.parse(entries.get('ocpi-conformance-report.har')!.toString()))).toEqual(
      [],
    );
    // The HTML report, written beside the report file by default, is in the artifact.
    expect(run.outputs['html-report']).toBe(
      run.outputs['report-file']!.replace(/\.json$/, '.html'),
    );
    const html = entries.get('ocpi-conformance-report.html')!.toString();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain(run.outputs['report-id']!);
    const report = JSON.parse(entries.get('ocpi-conformance-report.json')!.toString());
    expect(report.verdict).toBe('pass');
    // The summary links the artifact instead of the runner's path.
    expect(run.summary).toContain(
      `Full report: the workflow artifact [<code>ocpi-conformance-gate</code>](${run.outputs['artifact-url']}): download it, unzip it and open <code>ocpi-conformance-report.html</code> in a browser.`,
    );
    expect(run.summary).not.toContain('on the runner');
    expect(run.stdout).not.toMatch(/::warning/);
  });

  it('uploads on failure only when asked so, and never when told never', async () => {
    const before = service.uploads.length;
    const passing = await step({ 'upload-report': 'on-failure' }, artifactEnv(service));
    expect(passing.code).toBe(0);
    expect(service.uploads.length).toBe(before);
    expect(passing.outputs['artifact-id']).toBe('');
    expect(passing.summary).toContain('Full report (on the runner)');

    emulator.setScenario('some-failures');
    const failing = await step(
      { 'upload-report': 'on-failure', 'artifact-name': 'gate-failure' },
      artifactEnv(service),
    );
    expect(failing.code).toBe(1);
    expect(service.uploads.at(-1)!.name).toBe('gate-failure');
    expect(failing.outputs['artifact-id']).toBe(String(service.uploads.at(-1)!.id));

    const never = await step({ 'upload-report': 'never' }, artifactEnv(service));
    expect(service.uploads.length).toBe(before + 1);
    expect(never.outputs['artifact-id']).toBe('');
  });

  it('passes with a warning on a runner without the artifact service', async () => {
    const run = await step({}, {});
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.outputs['artifact-id']).toBe('');
    expect(run.stdout).toMatch(
      /::warning title=OCPI conformance%3A report artifact::The report artifact was not uploaded: this runner does not offer GitHub's artifact service/,
    );
    expect(run.summary).toContain('Full report (on the runner)');
  });

  it('refuses a bad artifact input before any request', async () => {
    const requests = service.requests.length;
    const run = await step(
      { 'upload-report': 'sometimes', 'artifact-retention-days': '0', 'artifact-name': 'a/b' },
      artifactEnv(service),
    );
    expect(run.code).toBe(1);
    expect(run.outputs.reason).toContain("3 problems in the action's inputs");
    expect(run.outputs.reason).toContain('upload-report: "sometimes" is not allowed');
    expect(run.outputs.reason).toContain(
      'artifact-retention-days: "0" is not a whole number of days from 1 to 90',
    );
    expect(run.outputs.reason).toContain('artifact-name: "a/b" holds a character');
    expect(service.requests.length).toBe(requests);
    expect(existsSync(path.join(work, 'never-written'))).toBe(false);
  });
});

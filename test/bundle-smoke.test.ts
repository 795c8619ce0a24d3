/**
 * Bundle smoke tests: the built dist/index.js and dist/cli/index.js, run as the runner and a CI
 * job run them, as processes of their own. Every other test runs the sources; these only show
 * that the bundles start, load their lazily loaded chunks (the PR comment's GitHub client, the
 * report artifact's uploader, the CLI's emulator), and carry the main step's state to the post step. They run the committed
 * bundles: `npm run build` first when src/ has changed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_NODE_VERSION } from '../src/cli/node-version.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { BUNDLE, runStepProcess, waitForOutput } from './helpers/action-step.js';
import {
  type ArtifactService,
  artifactEnv,
  startArtifactService,
  unzipEntries,
} from './helpers/artifact-service.js';
import { type FakeGitHub, startFakeGitHub, writePullRequestEvent } from './helpers/fake-github.js';
import { runNode } from './helpers/node-process.js';

const CLI_BUNDLE = path.resolve('dist/cli/index.js');
const KEY = 'pets_bundle_smoke_00000001';

let emulator: Emulator;
let github: FakeGitHub;
let artifacts: ArtifactService;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'bundle-smoke-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  github = await startFakeGitHub();
  artifacts = await startArtifactService();
});
afterAll(async () => {
  await emulator.close();
  await github.close();
  await artifacts.close();
  rmSync(work, { recursive: true, force: true });
});

function bundleStep(
  inputs: Record<string, string>,
  options: Partial<Parameters<typeof runStepProcess>[0]> = {},
) {
  return runStepProcess({
    work,
    script: BUNDLE,
    ...options,
    inputs: { 'api-key': KEY, 'base-url': emulator.baseUrl, ...inputs },
  });
}

function cli(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []) {
  return runNode([...nodeArgs, CLI_BUNDLE, ...args], { env });
}

describe('bundle smoke: dist/index.js', () => {
  it('main step: passes a run, writes outputs, summary and report, and posts the PR comment; post step: nothing to cancel', async () => {
    const event = writePullRequestEvent(path.join(work, 'pr-event.json'), 5);
    const inputs = { comment: 'always', 'github-token': 'ghs_bundle_smoke_token_1' };
    const env = {
      ...artifactEnv(artifacts),
      GITHUB_API_URL: github.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
    };
    const main = await bundleStep(inputs, { env });
    expect(main.code, main.stdout).toBe(0);
    expect(main.outputs.verdict).toBe('pass');
    expect(Number(main.outputs.total)).toBeGreaterThan(0);
    expect(main.summary).toContain('OCPI conformance: pass');
    expect(readFileSync(main.outputs['report-file']!, 'utf8')).toContain(
      main.outputs['report-id']!,
    );
    expect(main.stdout).toMatch(/Posted the conformance comment on pull request #5/);
    expect(github.comments(5)).toHaveLength(1);
    // The artifact chunk (@actions/artifact) loads from the bundle and uploads the report files.
    const upload = artifacts.uploads.at(-1)!;
    expect(main.outputs['artifact-id']).toBe(String(upload.id));
    const files = unzipEntries(upload.zip);
    expect(files.get('ocpi-conformance-report.json')?.toString()).toContain(
      main.outputs['report-id']!,
    );
    expect(main.state.isPost).toBe('true');

    const post = await bundleStep(inputs, { env, state: main.state });
    expect(post.code).toBe(0);
    expect(post.outputs).toEqual({});
    expect(post.stdout).not.toMatch(/cancel/i);
  });

  it('post step cancels the journey a killed main step left running', async () => {
    const journey = JSON.stringify({
      topology: { kind: 'first-successful-charge' },
      clock: { durationSeconds: 36_000, accelerationFactor: 1 },
    });
    const inputs = { 'run-kind': 'journey', journey };
    const main = await bundleStep(inputs, {
      onSpawn: (child, output) => {
        void waitForOutput(output, /^#2 /m).then(() => child.kill('SIGKILL'));
      },
    });
    expect(main.code).toBeNull();
    expect(main.state['journey-run-id']).toMatch(/^jr_/);

    const post = await bundleStep(inputs, { state: main.state });
    expect(post.code).toBe(0);
    expect(post.stdout).toMatch(/Asked the service to cancel journey run jr_/);
    expect(emulator.requests({ route: 'POST /testing/journey-runs/{id}/cancel' })).toHaveLength(1);
  });
});

describe('bundle smoke: dist/cli/index.js', () => {
  it('run: passes against the service, one JSON document on stdout, exit 0', async () => {
    const result = await cli(
      ['run', '--json', '--report-file', path.join(work, 'cli-report.json')],
      {
        OCPI_TESTING_API_KEY: KEY,
        OCPI_TESTING_BASE_URL: emulator.baseUrl,
      },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ verdict: 'pass' });
    expect(result.stdout + result.stderr).not.toContain(KEY);
  });

  it('on a Node.js older than it needs: says which it needs, before anything loads, exit 2', async () => {
    // The process reports Node.js 20.20.2; the bundle's dependencies would fail as they load.
    const pretend = `data:text/javascript,${encodeURIComponent("Object.defineProperty(process.versions, 'node', { value: '20.20.2' });")}`;
    const result = await cli(['run', '--json'], {}, ['--import', pretend]);
    expect(result.code).toBe(2);
    const problem = `ocpi-conformance needs Node.js ${MIN_NODE_VERSION} or later, and this is Node.js 20.20.2 (${process.execPath}). Install a newer Node.js, or put one first on the PATH, and run it again.`;
    expect(result.stderr).toBe(`Error: ${problem}\n`);
    expect(JSON.parse(result.stdout)).toEqual({
      errorKind: 'input',
      error: { message: problem },
    });
  });

  it('demo: runs the bundled action beside it against the embedded emulator', async () => {
    const out = path.join(work, 'demo');
    const result = await cli(['demo', '--speed', '50', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('OCPI conformance: pass');
    expect(result.stdout).toContain('The action exited with 0.');
    expect(
      JSON.parse(readFileSync(path.join(out, 'ocpi-conformance-report.json'), 'utf8')),
    ).toMatchObject({
      verdict: 'pass',
    });
  });
});

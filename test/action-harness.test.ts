/**
 * Runner harness: runs the action from the sources as the runner does (INPUT_* variables,
 * GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_STATE, RUNNER_TEMP, the real @actions/core; see
 * test/helpers/action-step.ts), against the emulator on 127.0.0.1, and asserts outputs, summary,
 * log and exit code. test/bundle-smoke.test.ts runs the built dist/index.js.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/client/index.js';
import { FINAL_READ_MS } from '../src/core/conformance.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { Redactor } from '../src/util/redaction.js';
import { runStep } from './helpers/action-step.js';
import { TestClock } from './helpers/test-clock.js';

const KEYS = {
  team: 'pets_harness_team_0000000001',
  free: 'pets_harness_free_0000000002',
  full: 'pets_harness_full_0000000003',
};

let emulator: Emulator;
let work: string;

function runAction(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  clock?: TestClock,
) {
  return runStep({ work, inputs: { 'base-url': emulator.baseUrl, ...inputs }, env, clock });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'harness-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [
      { id: 'team', plan: 'team', keys: [KEYS.team] },
      { id: 'free', plan: 'free', keys: [KEYS.free] },
      { id: 'full', plan: 'free', keys: [KEYS.full] },
    ],
  });
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  emulator.setScenario('all-pass');
  emulator.clearFaults();
});

describe('the action', () => {
  it('passes a clean run and sets every output', async () => {
    const run = await runAction({ 'api-key': KEYS.team });
    expect(run.code).toBe(0);
    const o = run.outputs;
    expect(o.verdict).toBe('pass');
    expect(o.status).toBe('completed');
    expect(o['report-id']).toMatch(/\S/);
    expect(o['connection-id']).toBe(emulator.sandboxConnectionId('team'));
    expect(o.seed).toMatch(/^gh:acme\/charging:\d+:1:conformance$/);
    expect(Number(o.total)).toBeGreaterThan(0);
    expect(o.passed).toBe(o.total);
    expect(o['pass-rate']).toBe('100');
    expect(JSON.parse(o.result!)).toMatchObject({ verdict: 'pass', 'report-id': o['report-id'] });
    expect(run.summary).toContain('OCPI conformance: pass');
    expect(readFileSync(o['report-file']!, 'utf8')).toContain(o['report-id']!);
    expect(run.stdout).toContain(`Seed: ${o.seed}`);
    const visible = [
      run.stdout.replace(/^::add-mask::.*$/gm, ''),
      run.stderr,
      run.summary,
      JSON.stringify(o),
    ].join('\n');
    expect(visible).not.toContain(KEYS.team);
  });

  it('fails below the threshold, with the failed checks in the summary and annotations', async () => {
    emulator.setScenario('some-failures');
    const run = await runAction({ 'api-key': KEYS.team });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.outputs.reason).toMatch(/below the threshold of 100%/);
    expect(Number(run.outputs.failed)).toBeGreaterThan(0);
    expect(run.summary).toContain('Failed checks');
    expect(run.summary).toContain('SHALL');
    expect(run.stdout).toMatch(/^::error title=OCPI conformance%3A 2\.2\.1\//m);
  });

  it('passes a lower threshold the same failures meet', async () => {
    emulator.setScenario('some-failures');
    const run = await runAction({ 'api-key': KEYS.team, threshold: '50' });
    expect(run.outputs.verdict).toBe('pass');
    expect(run.code).toBe(0);
  });

  it('does not count allowed failures but still shows them', async () => {
    emulator.setScenario('some-failures');
    const run = await runAction({ 'api-key': KEYS.team, 'allow-failures': '*' });
    expect(run.outputs.verdict).toBe('pass');
    expect(run.outputs.failed).toBe('0');
    expect(run.summary).toContain('Allowed failures');
  });

  it('does not grade unobservable checks unless fail-on says so', async () => {
    emulator.setScenario('unobservable');
    const lenient = await runAction({ 'api-key': KEYS.team });
    expect(lenient.outputs.verdict).toBe('pass');
    expect(Number(lenient.outputs.unobservable)).toBeGreaterThan(0);
    const strict = await runAction({
      'api-key': KEYS.team,
      'fail-on': 'unobservable,nothing-graded',
    });
    expect(strict.outputs.verdict).toBe('fail');
    expect(strict.outputs.reason).toMatch(/could not be observed/);
  });

  it('reports withheld modules, and fails on them when asked', async () => {
    emulator.setScenario('withheld');
    const lenient = await runAction({ 'api-key': KEYS.team });
    expect(lenient.outputs.verdict).toBe('pass');
    expect(lenient.summary).toContain('Withheld modules');
    const strict = await runAction({ 'api-key': KEYS.team, 'fail-on': 'withheld' });
    expect(strict.outputs.verdict).toBe('fail');
  });

  it('gives error when the run fails at the service', async () => {
    emulator.setScenario('failed-run');
    const run = await runAction({ 'api-key': KEYS.team });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.status).toBe('failed');
    expect(run.outputs.reason).toMatch(/failed at the service/);
  });

  it('gives error at the deadline, after one last read', async () => {
    emulator.setScenario({ runSeconds: 100_000 });
    // On a test clock: the 3 s deadline comes after the same reads however busy the machine.
    const clock = new TestClock();
    const deadline = clock.now() + 3_000;
    const run = await runAction({ 'api-key': KEYS.team, 'timeout-minutes': '0.05' }, {}, clock);
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(/timeout-minutes ran out/);
    // One request after the deadline, the last read, with a limit of its own; the step ended then.
    expect(clock.limits.filter((limit) => limit.armedAt >= deadline)).toEqual([
      {
        what: 'GET /testing/runs',
        armedAt: deadline,
        ms: FINAL_READ_MS,
        wake: deadline + FINAL_READ_MS,
        state: 'cleared',
      },
    ]);
    expect(clock.now()).toBe(deadline);
  });

  it('gives error when the API key is refused', async () => {
    const run = await runAction({ 'api-key': 'pets_wrong_key_000000000' });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(/refused the API key \(401\)/);
  });

  it('waits for a run slot when the plan concurrency is used up', async () => {
    emulator.setScenario({ runSeconds: 300 });
    const client = new ServiceClient({
      baseUrl: emulator.baseUrl,
      apiKey: KEYS.free,
      redactor: new Redactor(),
    });
    await client.runs.start({
      connectionId: emulator.sandboxConnectionId('free'),
      seed: 'blocker',
    });
    emulator.setScenario('all-pass');
    const run = await runAction({ 'api-key': KEYS.free });
    expect(run.stdout).toMatch(/waiting for one to free up/);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.code).toBe(0);
  });

  it('gives error at the connection ceiling, naming the limit', async () => {
    const client = new ServiceClient({
      baseUrl: emulator.baseUrl,
      apiKey: KEYS.full,
      redactor: new Redactor(),
    });
    await client.connections.create({
      partnerBaseUrl: 'https://first.partner.example/ocpi/versions',
      ourRole: 'EMSP',
      theirRole: 'CPO',
      ocpiVersion: '2.2.1',
      tokenA: 'token-a-first-0001',
    });
    const run = await runAction({
      'api-key': KEYS.full,
      'partner-base-url': 'https://second.partner.example/ocpi/versions',
      'our-role': 'EMSP',
      'their-role': 'CPO',
      'ocpi-version': '2.2.1',
      'token-a': 'token-a-second-secret-0002',
    });
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(/connections \(1 of 1 allowed\)/);
    const visible =
      run.stdout.replace(/^::add-mask::.*$/gm, '') +
      run.stderr +
      run.summary +
      JSON.stringify(run.outputs);
    expect(visible).not.toContain('token-a-second-secret-0002');
  });

  it('creates, registers and tests a partner connection (ensure-connection mode)', async () => {
    const inputs = {
      'api-key': KEYS.team,
      'partner-base-url': 'https://preview-42.cpo.example/ocpi/versions',
      'our-role': 'EMSP',
      'their-role': 'CPO',
      'ocpi-version': '2.2.1',
      'token-a': 'token-a-preview-secret-42',
    };
    const first = await runAction(inputs);
    expect(first.outputs.verdict).toBe('pass');
    expect(first.stdout).toMatch(/Created connection/);
    const second = await runAction(inputs);
    expect(second.stdout).toMatch(/Reusing connection/);
    expect(second.outputs['connection-id']).toBe(first.outputs['connection-id']);
  });

  it('fails with the handshake error when registration fails', async () => {
    emulator.setPartner('https://broken.cpo.example', {
      status: 'failed',
      lastError: 'versions endpoint answered 401',
    });
    const run = await runAction({
      'api-key': KEYS.team,
      'partner-base-url': 'https://broken.cpo.example/ocpi/versions',
      'our-role': 'EMSP',
      'their-role': 'CPO',
      'ocpi-version': '2.2.1',
      'token-a': 'token-a-broken-0001',
    });
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(/handshake .* failed.*versions endpoint answered 401/);
  });

  it('rejects an unknown module, listing the valid ones', async () => {
    const run = await runAction({ 'api-key': KEYS.team, module: 'teleport' });
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(/"teleport".*Valid modules: .*locations/);
  });

  it('scopes a run to a valid module', async () => {
    const run = await runAction({ 'api-key': KEYS.team, module: 'locations' });
    expect(run.outputs.verdict).toBe('pass');
    expect(run.outputs.seed).toMatch(/:locations$/);
  });

  it('rejects invalid inputs before any network call, naming each input', async () => {
    emulator.resetRequests();
    const run = await runAction({
      'api-key': KEYS.team,
      threshold: 'abc',
      'fail-on': 'bogus',
      wait: 'maybe',
      connection: 'con_1',
      'partner-base-url': 'https://x.example/ocpi',
    });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    for (const name of ['threshold', 'fail-on', 'wait', 'connection', 'our-role']) {
      expect(run.outputs.reason).toContain(`${name}:`);
    }
    expect(emulator.requests()).toHaveLength(0);
  });

  it('starts without waiting when wait is false', async () => {
    emulator.setScenario('slow');
    const run = await runAction({ 'api-key': KEYS.team, wait: 'false' });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('');
    expect(run.outputs['report-id']).toMatch(/\S/);
    expect(run.outputs.status).toMatch(/queued|running/);
  });
});

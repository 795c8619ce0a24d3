/**
 * The action where the service stops answering or answers in a way the interface allows but the
 * happy path does not meet: reads that hang past the deadline, a handshake that answers `pending`,
 * a journey interrupted with on-interrupted: fail. Cases run at the same time, each as its own
 * owner with faults scoped to it. In-process (runAction with a recording core), against the
 * emulator over real HTTP. A step whose deadline is tested runs on a test clock
 * (test/helpers/test-clock.ts): its deadline comes after the same reads however busy the machine,
 * and a read the service holds ends as its time limit would, when the clock is moved to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import { FINAL_READ_MS } from '../src/core/conformance.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { type RecordingCore, recordingCore } from './helpers/fake-core.js';
import { endHangsByTheirLimits, TestClock } from './helpers/test-clock.js';

/** One owner per case, so that cases run at the same time without seeing each other's faults. */
const OWNERS = 8;
const keyOf = (i: number) => `pets_failsafe_key_${String(i).padStart(4, '0')}`;
let nextOwner = 0;
/** The step must end within the deadline plus this (issue: "the deadline plus 15 s"), on its clock. */
const AFTER_DEADLINE_LIMIT_MS = 15_000;
const JOURNEY = JSON.stringify({
  topology: { kind: 'first-successful-charge' },
  clock: { durationSeconds: 1800, accelerationFactor: 120 },
});
const PARTNER = {
  'our-role': 'EMSP',
  'their-role': 'CPO',
  'ocpi-version': '2.2.1',
  'token-a': 'token-a-failsafe-secret-01',
};

let emulator: Emulator;
let runs = 0;

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 1,
    owners: Array.from({ length: OWNERS }, (_, i) => ({
      id: `o${i}`,
      plan: 'team' as const,
      keys: [keyOf(i)],
    })),
    onInternalError: () => {},
  });
});
afterAll(async () => {
  await emulator.close();
});
/** A new owner for one case: its key, and its id to scope faults to. */
function owner(): { key: string; id: string } {
  const index = nextOwner++;
  if (index >= OWNERS) throw new Error('fail-safe.test.ts: raise OWNERS');
  return { key: keyOf(index), id: `o${index}` };
}

async function act(
  who: { key: string },
  inputs: Record<string, string>,
  clock?: TestClock,
): Promise<RecordingCore> {
  const core = recordingCore({ 'api-key': who.key, 'base-url': emulator.baseUrl, ...inputs });
  await runAction(core, {
    env: { RUNNER_TEMP: process.env.TMPDIR ?? '/tmp', GITHUB_RUN_ID: `fs${++runs}` },
    clock,
  });
  return core;
}

/**
 * The step on a test clock (0.1 minutes: a 6 s deadline), with every read of `route` held by the
 * service: each ends only as its time limit would, when the clock is moved to it. The limits that
 * ended a held read, the requests after the last of them, and the step's end on its clock.
 */
async function actWithHeldReads(
  who: { key: string; id: string },
  route: string,
  inputs: Record<string, string>,
) {
  const clock = new TestClock();
  const deadline = clock.now() + 6_000;
  const held = () =>
    emulator.requests({ route, ownerId: who.id }).filter((r) => r.status === 0).length;
  const step = act(who, { 'timeout-minutes': '0.1', ...inputs }, clock);
  const ended = await endHangsByTheirLimits(clock, held, step);
  const core = await step;
  const requests = emulator.requests({ ownerId: who.id });
  const lastHeld = requests.findLastIndex((r) => r.route === route && r.status === 0);
  return { core, clock, deadline, ended, after: requests.slice(lastHeld + 1) };
}

describe.concurrent('the deadline is a deadline', () => {
  it('ends a conformance run whose status reads never answer at the deadline plus the final read, saying so', async () => {
    // Runs at speed 1 take longer than the 6 s deadline; every run-list read after the earlier
    // reports (read before the start) hangs.
    const who = owner();
    emulator.addFault({
      ownerId: who.id,
      route: 'GET /testing/runs',
      skip: 1,
      times: Number.POSITIVE_INFINITY,
      fault: { kind: 'delay', ms: 600_000 },
    });
    const { core, clock, deadline, ended, after } = await actWithHeldReads(
      who,
      'GET /testing/runs',
      {},
    );
    // The one read after the deadline, the last, was abandoned by its limit FINAL_READ_MS on.
    expect(ended.at(-1)).toEqual({
      what: 'GET /testing/runs',
      armedAt: deadline,
      ms: FINAL_READ_MS,
      wake: deadline + FINAL_READ_MS,
      state: 'fired',
    });
    expect(after).toEqual([]);
    expect(clock.now()).toBeLessThanOrEqual(deadline + AFTER_DEADLINE_LIMIT_MS);
    expect(clock.limits.filter((l) => l.armedAt >= deadline)).toHaveLength(1);
    expect(core.outputs.verdict).toBe('error');
    expect(core.outputs.reason).toMatch(
      /service stopped answering.*GET \/testing\/runs.*last seen (queued|running)/,
    );
  }, 40_000);

  it('ends a journey whose status reads never answer at the deadline plus the final read, and cancels it', async () => {
    const who = owner();
    emulator.addFault({
      ownerId: who.id,
      route: 'GET /testing/journey-runs/{id}',
      times: Number.POSITIVE_INFINITY,
      fault: { kind: 'delay', ms: 600_000 },
    });
    const { core, clock, deadline, ended, after } = await actWithHeldReads(
      who,
      'GET /testing/journey-runs/{id}',
      { 'run-kind': 'journey', journey: JOURNEY },
    );
    expect(ended.at(-1)).toMatchObject({
      what: 'GET /testing/journey-runs/{id}',
      wake: deadline + FINAL_READ_MS,
      state: 'fired',
    });
    expect(ended.at(-1)!.armedAt).toBeGreaterThanOrEqual(deadline);
    // After the final read only the cancel, within its own limit.
    expect(after.map((r) => r.route)).toEqual(['POST /testing/journey-runs/{id}/cancel']);
    const cancel = clock.limits.at(-1)!;
    expect(cancel).toMatchObject({
      what: 'POST /testing/journey-runs/{id}/cancel',
      armedAt: deadline + FINAL_READ_MS,
      state: 'cleared',
    });
    expect(cancel.wake).toBeLessThanOrEqual(deadline + AFTER_DEADLINE_LIMIT_MS);
    expect(core.outputs.verdict).toBe('error');
    expect(core.outputs.reason).toMatch(/stopped answering the journey's status reads/);
    expect(core.outputs.reason).toMatch(/asked to stop/);
  }, 40_000);
});

describe.concurrent('a handshake in progress is waited for', () => {
  it('waits for a pending handshake that completes, then tests the connection', async () => {
    emulator.setPartner('https://slow-handshake.cpo.example', {
      status: 'registered',
      pendingMs: 3_000,
    });
    const who = owner();
    const core = await act(who, {
      ...PARTNER,
      'partner-base-url': 'https://slow-handshake.cpo.example/ocpi/versions',
    });
    expect(core.log.join('\n')).toMatch(/handshake .* is in progress .*waiting for it to finish/);
    expect(core.outputs.verdict).toBe('pass');
    // Status reads while waiting kept at least 1 s apart (3 s pending: a handful of reads).
    const reads = emulator.requests({ route: 'GET /connections', ownerId: who.id });
    expect(reads.length).toBeLessThanOrEqual(5);
  }, 30_000);

  it('fails a pending handshake that ends failed, quoting the service', async () => {
    emulator.setPartner('https://slow-broken.cpo.example', {
      status: 'failed',
      lastError: 'credentials endpoint answered 403',
      pendingMs: 2_000,
    });
    const core = await act(owner(), {
      ...PARTNER,
      'partner-base-url': 'https://slow-broken.cpo.example/ocpi/versions',
    });
    expect(core.outputs.verdict).toBe('error');
    expect(core.outputs.reason).toMatch(/handshake .* failed.*credentials endpoint answered 403/);
    expect(core.outputs.reason).not.toMatch(/Give partner-base-url/);
  }, 30_000);

  it('gives up on a handshake still pending at the deadline, with advice that fits', async () => {
    emulator.setPartner('https://stuck.cpo.example', { status: 'registered', pendingMs: 600_000 });
    const who = owner();
    const clock = new TestClock();
    const deadline = clock.now() + 6_000;
    const core = await act(
      who,
      {
        ...PARTNER,
        'timeout-minutes': '0.1',
        'partner-base-url': 'https://stuck.cpo.example/ocpi/versions',
      },
      clock,
    );
    // The status was read while the deadline allowed another read, and nothing waited past it.
    expect(clock.now()).toBeLessThanOrEqual(deadline);
    expect(clock.limits.filter((l) => l.wake > deadline)).toEqual([]);
    expect(core.outputs.verdict).toBe('error');
    expect(core.outputs.reason).toMatch(/still pending when timeout-minutes ran out/);
    expect(core.outputs.reason).not.toMatch(/Give partner-base-url/);
  }, 30_000);
});

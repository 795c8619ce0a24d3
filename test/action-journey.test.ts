/**
 * Runner harness for journey runs against the emulator, for the main step and the post step: in
 * process from the sources (runStep), and as a process of its own (runStepProcess, the sources
 * through test/helpers/action-entry.mjs) where the step is cancelled by a signal or killed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CANCEL_TIMEOUT_MS } from '../src/core/cancel.js';
import { FINAL_READ_MS } from '../src/core/conformance.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { runStep, runStepProcess, waitForOutput } from './helpers/action-step.js';
import { TestClock } from './helpers/test-clock.js';

const KEY = 'pets_journey_team_0000000001';
const STATUS_ROUTE = 'GET /testing/journey-runs/{id}';
const CANCEL_ROUTE = 'POST /testing/journey-runs/{id}/cancel';
let emulator: Emulator;
let work: string;

const FAST = {
  topology: { kind: 'first-successful-charge' },
  clock: { durationSeconds: 1800, accelerationFactor: 60 },
};
/** Ten hours on a real-time journey clock: still running whenever a test looks. */
const LONG = {
  topology: { kind: 'first-successful-charge' },
  clock: { durationSeconds: 36_000, accelerationFactor: 1 },
};

function journeyInputs(body: unknown, inputs: Record<string, string> = {}) {
  return {
    'api-key': KEY,
    'base-url': emulator.baseUrl,
    'run-kind': 'journey',
    journey: JSON.stringify(body),
    ...inputs,
  };
}

function journey(body: unknown, inputs: Record<string, string> = {}, clock?: TestClock) {
  return runStep({ work, inputs: journeyInputs(body, inputs), clock });
}

/** The step as a process of its own, from the sources, handed to `onSpawn` to signal or kill. */
function journeyProcess(body: unknown, onSpawn: Parameters<typeof runStepProcess>[0]['onSpawn']) {
  return runStepProcess({ work, inputs: journeyInputs(body), onSpawn });
}

/** Resolves once `holds` does (looks every 20 ms). */
async function until(holds: () => boolean): Promise<void> {
  while (!holds()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The `#seq name` lines the action printed for journey events. */
function eventSeqs(stdout: string): number[] {
  return [...stdout.matchAll(/^#(\d+) \S+/gm)].map((m) => Number(m[1]));
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'journey-harness-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  emulator.setScenario('all-pass');
  emulator.clearFaults();
  emulator.resetRequests();
});

describe('journey runs', () => {
  it('passes a journey, with its events in a log group and a journey section in the summary', async () => {
    const run = await journey(FAST);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.code).toBe(0);
    expect(run.outputs['run-id']).toMatch(/^jr_/);
    expect(run.stdout).toMatch(/^::group::Journey events/m);
    expect(run.stdout).toMatch(/^::endgroup::/m);
    expect(run.stdout).toMatch(/^#1 run\.started /m);
    expect(run.stdout).toMatch(/run\.completed/);
    expect(run.summary).toContain('### Journey');
    expect(run.summary).toContain('Charging with session updates');
    expect(run.summary).toContain('Timeline');
    expect(run.state['journey-run-id']).toBe(run.outputs['run-id']);
    expect(run.state['journey-finished']).toBe('true');
  });

  it('reads a YAML definition file and points at the line of a bad field', async () => {
    const file = path.join(work, 'bad-journey.yaml');
    writeFileSync(file, 'schemaVersion: 1\ntopology:\n  kind: teleport\n');
    const run = await runStep({
      work,
      inputs: {
        'api-key': KEY,
        'base-url': emulator.baseUrl,
        'run-kind': 'journey',
        journey: file,
      },
    });
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(/topology\.kind \(line 3\)/);
    expect(emulator.requests()).toHaveLength(0);

    writeFileSync(
      file,
      'topology:\n  kind: first-successful-charge\nclock:\n  durationSeconds: 1800\n  accelerationFactor: 60\n',
    );
    const good = await runStep({
      work,
      inputs: {
        'api-key': KEY,
        'base-url': emulator.baseUrl,
        'run-kind': 'journey',
        journey: file,
      },
    });
    expect(good.outputs.verdict).toBe('pass');
  });

  it('fails a journey whose checks fail', async () => {
    emulator.setScenario('some-failures');
    const run = await journey(FAST);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.code).toBe(1);
    expect(run.summary).toContain('Failed checks');
  });

  it('stops before starting when the plan may not run, naming the capability', async () => {
    const run = await journey({ topology: { kind: 'book-arrive-charge' } });
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(/runAllowed is false.*"bookings"/);
    expect(emulator.requests({ route: 'POST /testing/journey-runs' })).toHaveLength(0);
  });

  it('shows every event exactly once when the stream drops twice mid-run', async () => {
    emulator.addFault({
      route: 'GET /testing/journey-runs/{id}/stream',
      times: 2,
      fault: { kind: 'drop-stream', afterEvents: 4 },
    });
    const run = await journey(FAST);
    expect(run.outputs.verdict).toBe('pass');
    expect(
      emulator.requests({ route: 'GET /testing/journey-runs/{id}/stream' }).length,
    ).toBeGreaterThanOrEqual(3);
    const seqs = eventSeqs(run.stdout);
    expect(seqs.length).toBeGreaterThan(8);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(run.stdout).toMatch(/^#\d+ run\.completed/m);
  });

  it('recovers an interrupted run with the offered decision', async () => {
    emulator.setScenario('interrupted-journey');
    const run = await journey(FAST, { 'on-interrupted': 'resume' });
    expect(run.stdout).toMatch(/Applied the recovery decision "resume"/);
    expect(run.stdout).toMatch(/run\.interrupted/);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.summary).toMatch(/Applied the recovery decision/);
  });

  it('fails an interrupted run when the decision is not offered, listing the offered ones', async () => {
    emulator.setScenario('interrupted-journey');
    const run = await journey(FAST, { 'on-interrupted': 'teleport' });
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(
      /"teleport" \(on-interrupted\) is not among those the service offers/,
    );
    expect(run.outputs.reason).toMatch(/"resume" \(Resume: Continue the journey/);
    expect(emulator.requests({ route: 'POST /testing/journey-runs/{id}/recovery' })).toHaveLength(
      0,
    );
  });

  it('with on-interrupted: fail, stops the interrupted run and says so (it does not wait at the service)', async () => {
    emulator.setScenario('interrupted-journey');
    const run = await journey(FAST, { 'on-interrupted': 'fail' });
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(/interrupted and on-interrupted is "fail"/);
    expect(run.outputs.reason).toMatch(/asked to stop; the service answered "cancel/);
    expect(run.outputs.reason).not.toMatch(/waits at the service/);
    expect(emulator.requests({ route: 'POST /testing/journey-runs/{id}/cancel' })).toHaveLength(1);
  });

  it('re-reads the status once after a stale recovery version, and stops if it stays stale', async () => {
    emulator.setScenario('interrupted-journey');
    emulator.addFault({
      route: 'POST /testing/journey-runs/{id}/recovery',
      times: 1,
      fault: {
        kind: 'status',
        status: 409,
        body: {
          success: false,
          status: 'error',
          code: 'stale_recovery_version',
          message: 'recoveryVersion 0 is stale; read the status again',
        },
      },
    });
    const once = await journey(FAST, { 'on-interrupted': 'resume' });
    expect(once.stdout).toMatch(/was stale/);
    expect(once.outputs.verdict).toBe('pass');

    emulator.clearFaults();
    emulator.addFault({
      route: 'POST /testing/journey-runs/{id}/recovery',
      times: Number.POSITIVE_INFINITY,
      fault: {
        kind: 'status',
        status: 409,
        body: { success: false, message: 'recoveryVersion is stale' },
      },
    });
    const stale = await journey(FAST, { 'on-interrupted': 'resume' });
    expect(stale.outputs.verdict).toBe('error');
    expect(stale.outputs.reason).toMatch(/refused twice as stale/);
  });

  it('sends the cancel request on SIGINT without waiting for the read in flight, and exits with a clear message', async () => {
    // Every status read is held by the service for ten minutes: only the signal can move the
    // step on while one is in flight.
    emulator.addFault({
      route: STATUS_ROUTE,
      times: Number.POSITIVE_INFINITY,
      fault: { kind: 'delay', ms: 600_000 },
    });
    const held = () => emulator.requests({ route: STATUS_ROUTE }).filter((r) => r.status === 0);
    const run = await journeyProcess(LONG, (child, output) => {
      void waitForOutput(output, /Journey run jr_\S+ started/)
        .then(() => until(() => held().length > 0))
        .then(() => child.kill('SIGINT'));
    });
    const requests = emulator.requests();
    const cancel = requests.findIndex((r) => r.route === CANCEL_ROUTE);
    expect(requests.filter((r) => r.route === CANCEL_ROUTE)).toHaveLength(1);
    // The cancel went out while the status read was held: it was never answered.
    const readsBefore = requests.slice(0, cancel).filter((r) => r.route === STATUS_ROUTE);
    expect(readsBefore.length).toBeGreaterThan(0);
    expect(readsBefore.map((r) => r.status)).toEqual(readsBefore.map(() => 0));
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs['error-kind']).toBe('interrupted');
    expect(run.outputs.reason).toMatch(
      /the step was cancelled; cancel requested for journey run jr_\S+, and the service answered/,
    );
  });

  it('exits at once on a second signal, without waiting for the cancel answer', async () => {
    // The cancel is answered a minute on, after this test's own timeout: the step can end
    // within the test only by exiting on the second signal, before that answer.
    emulator.addFault({
      route: 'POST /testing/journey-runs/{id}/cancel',
      times: 1,
      fault: { kind: 'delay', ms: 60_000 },
    });
    let cancelsAtExit: number[] | undefined;
    const run = await journeyProcess(LONG, (child, output) => {
      child.on('exit', () => {
        cancelsAtExit = emulator
          .requests({ route: 'POST /testing/journey-runs/{id}/cancel' })
          .map((request) => request.status);
      });
      void waitForOutput(output, /Journey run jr_\S+ started/).then(async () => {
        child.kill('SIGINT');
        await waitForOutput(output, /asking the service to cancel journey run/);
        child.kill('SIGTERM');
      });
    });
    expect(run.code).toBe(130);
    // Whatever of the cancel had reached the emulator was still unanswered (status 0).
    expect(cancelsAtExit).toBeDefined();
    expect(cancelsAtExit!.filter((status) => status !== 0)).toEqual([]);
  });

  it('lets the post step cancel a journey the killed main step left running', async () => {
    const main = await journeyProcess(LONG, (child, output) => {
      void waitForOutput(output, /^#2 /m).then(() => child.kill('SIGKILL'));
    });
    expect(main.code).toBeNull();
    expect(main.state['journey-run-id']).toMatch(/^jr_/);
    expect(emulator.requests({ route: 'POST /testing/journey-runs/{id}/cancel' })).toHaveLength(0);

    const post = await runStep({
      work,
      inputs: {
        'api-key': KEY,
        'base-url': emulator.baseUrl,
        'run-kind': 'journey',
        journey: JSON.stringify(LONG),
      },
      state: main.state,
    });
    expect(post.code).toBe(0);
    expect(post.stdout).toMatch(/still running: the main step did not see it finish/);
    expect(post.stdout).toMatch(/Asked the service to cancel journey run jr_/);
    expect(emulator.requests({ route: 'POST /testing/journey-runs/{id}/cancel' })).toHaveLength(1);
  });

  it('does nothing in the post step when the journey finished', async () => {
    const main = await journey(FAST);
    const post = await runStep({
      work,
      inputs: {
        'api-key': KEY,
        'base-url': emulator.baseUrl,
        'run-kind': 'journey',
        journey: JSON.stringify(FAST),
      },
      state: main.state,
    });
    expect(post.code).toBe(0);
    expect(emulator.requests({ route: 'POST /testing/journey-runs/{id}/cancel' })).toHaveLength(0);
  });

  it('starts a journey and leaves it running with wait: false', async () => {
    const run = await journey(LONG, { wait: 'false' });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('');
    expect(run.outputs['run-id']).toMatch(/^jr_/);
    expect(run.state['journey-run-id']).toBeUndefined();
    expect(emulator.requests({ route: 'GET /testing/journey-runs/{id}/stream' })).toHaveLength(0);
  });

  it('gives error at the deadline and cancels the journey so it does not run on', async () => {
    // On a test clock: the 3 s deadline comes after the same reads however busy the machine.
    const clock = new TestClock();
    const deadline = clock.now() + 3_000;
    const run = await journey(LONG, { 'timeout-minutes': '0.05' }, clock);
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.reason).toMatch(
      /timeout-minutes ran out.*asked to stop; the service answered/,
    );
    expect(emulator.requests({ route: CANCEL_ROUTE })).toHaveLength(1);
    // The last two requests: the final status read, whose limit is the deadline plus
    // FINAL_READ_MS, and the cancel, within its own; nothing the step waited for could last
    // longer, and the step ended before that on its clock.
    const [finalRead, cancel] = clock.limits.slice(-2);
    expect(finalRead).toMatchObject({
      what: 'GET /testing/journey-runs/{id}',
      wake: deadline + FINAL_READ_MS,
      state: 'cleared',
    });
    expect(cancel).toMatchObject({
      what: 'POST /testing/journey-runs/{id}/cancel',
      ms: CANCEL_TIMEOUT_MS,
      state: 'cleared',
    });
    expect(clock.limits.filter((limit) => limit.wake > deadline + FINAL_READ_MS)).toEqual([]);
    expect(clock.now()).toBeLessThanOrEqual(deadline + FINAL_READ_MS);
    // The service confirmed the cancel: the post step has nothing left to do, not even a read.
    expect(run.state['journey-finished']).toBe('true');
  });
});

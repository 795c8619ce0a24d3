/**
 * The emulator's journey stores on their own: plans (preview, blockers, expiry, the checks of a
 * start) and journey runs (start, status, events, recovery, cancel), played by the journey player
 * on a clock that moves only when the test moves it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CANCEL_CHECK_MS, RECOVERY_MS } from '../src/emulator/journey-runs.js';
import { apiError, newState, registrationInput } from './helpers/emulator-stores.js';

let harness: ReturnType<typeof newState> | undefined;
afterEach(() => {
  harness?.close();
  harness = undefined;
});

function setUp(options: Parameters<typeof newState>[0] = {}) {
  harness = newState(options);
  return harness;
}

/** A preview body of a journey of `seconds` emulated seconds (the clock runs at speed 1). */
function previewBody(targetId: string, kind = 'first-successful-charge', seconds = 60) {
  return {
    schemaVersion: 1,
    targetId,
    seed: 'journey-seed',
    topology: { kind },
    clock: { durationSeconds: seconds * 30, accelerationFactor: 30 },
  };
}

function previewed(state: ReturnType<typeof newState>['state'], ownerId: string, kind?: string) {
  const body = previewBody(state.connections.sandboxId(ownerId), kind);
  const preview = state.plans.preview(ownerId, body);
  return { planId: preview.planId as string, planHash: preview.planHash as string, preview };
}

describe('the journey plan store', () => {
  it('saves a compiled plan under an id and a content hash, runnable on the sandbox', () => {
    const { state } = setUp();
    const { preview, planId, planHash } = previewed(state, 'free');
    expect(planId).toMatch(/^plan_/);
    expect(planHash).toMatch(/^[0-9a-f]{64}$/);
    expect(preview).toMatchObject({ runAllowed: true, expiresInSeconds: 900 });
    expect(preview.plan).toMatchObject({
      kind: 'first-successful-charge',
      targetId: state.connections.sandboxId('free'),
      requiredCapabilities: [],
      blockers: [],
    });
    expect(state.plans.runnable('free', { planId, planHash }).seed).toBe('journey-seed');
  });

  it('names what blocks a plan: the capabilities the owner’s plan lacks, and the rung that has them', () => {
    const { state } = setUp();
    const external = state.connections.create('free', registrationInput(1));
    const preview = state.plans.preview('free', previewBody(external._id, 'reservation'));
    expect(preview.runAllowed).toBe(false);
    const { blockers } = preview.plan as { blockers: { capability: string; message: string }[] };
    expect(blockers.map((blocker) => blocker.capability).sort()).toEqual([
      'bookings',
      'external-endpoints',
    ]);
    expect(blockers.find((b) => b.capability === 'bookings')!.message).toMatch(
      /the enterprise plan includes it/,
    );
    const refused = apiError(
      () => state.plans.runnable('free', { planId: preview.planId as string }),
      402,
      'capability_required',
    );
    expect(['bookings', 'external-endpoints']).toContain(refused.details.capability);
  });

  it('refuses another owner’s plan and an expired one (404), and a hash that is not the plan’s (409)', () => {
    const { state, time } = setUp({ planTtlSeconds: 60 });
    const { planId, planHash } = previewed(state, 'team');
    apiError(() => state.plans.runnable('big', { planId }), 404, 'plan_not_found');
    apiError(() => state.plans.runnable('team', { planId: 'plan_unknown' }), 404);
    apiError(
      () => state.plans.runnable('team', { planId, planHash: 'f'.repeat(64) }),
      409,
      'plan_hash_mismatch',
    );
    time.advance(59_999);
    expect(state.plans.runnable('team', { planId, planHash }).planId).toBe(planId);
    time.advance(1);
    const expired = apiError(() => state.plans.runnable('team', { planId }), 404);
    expect(expired.message).toMatch(/plans last 60 s/);
  });

  it('previews only against an owned connection', () => {
    const { state } = setUp();
    apiError(
      () => state.plans.preview('team', previewBody(state.connections.sandboxId('big'))),
      404,
    );
  });
});

describe('the journey run store', () => {
  it('starts a plan as a running journey that the run store lists and counts', () => {
    const { state } = setUp();
    const { planId, planHash } = previewed(state, 'team');
    const { run, replayed } = state.journeys.start('team', { planId, planHash });
    expect(replayed).toBe(false);
    expect(run.runId).toMatch(/^jr_/);
    expect(state.journeys.statusView(run)).toEqual({
      runId: run.runId,
      reportId: run.reportId,
      status: 'running',
      runIntegrity: 'valid',
      recoveryVersion: 0,
      recoveryOptions: [],
      workerHealthy: true,
      cancelRequested: false,
    });
    expect(state.runs.find(run.reportId)).toBe(run);
    expect(state.runs.inflight('team')).toBe(1);
    const [listed] = state.runs.list('team', { limit: 20 }).items;
    expect(listed).toMatchObject({ _id: run.reportId, runKind: 'journey', runId: run.runId });
    expect(state.journeys.owned('team', run.runId)).toBe(run);
    apiError(() => state.journeys.owned('big', run.runId), 404);
  });

  it('plays the timeline with the clock to a completed, graded report', () => {
    const { state, time } = setUp();
    const { planId } = previewed(state, 'team');
    const { run } = state.journeys.start('team', { planId });
    const seen = run.engine.events.length;
    expect(state.journeys.settled(run)).toBe(false);
    time.advance(30_000);
    state.journeys.owned('team', run.runId);
    expect(run.engine.events.length).toBeGreaterThan(seen);
    time.advance(3_600_000);
    expect(state.journeys.settled(run)).toBe(true);
    expect(state.runs.status(run)).toBe('completed');
    expect(run.engine.events.map((event) => event.seq)).toEqual(
      run.engine.events.map((_, index) => index + 1),
    );
    const report = state.runs.reportView(run);
    expect((report.summary as { total: number }).total).toBeGreaterThan(0);
    expect(state.runs.terminalAt(run.reportId)?.emulatedMs).toBe(run.engine.terminalAt);
  });

  it('refuses a start on a connection that is not registered (409)', () => {
    const { state } = setUp();
    const pending = state.connections.create('big', registrationInput(1));
    const preview = state.plans.preview('big', previewBody(pending._id));
    expect(preview.runAllowed).toBe(true);
    apiError(
      () => state.journeys.start('big', { planId: preview.planId as string }),
      409,
      'connection_not_registered',
    );
    expect(state.runs.inflight('big')).toBe(0);
  });

  it('waits for a decision when interrupted, and refuses a stale version or an unoffered decision', () => {
    const { state, time } = setUp({ scenario: 'interrupted-journey' });
    const { planId } = previewed(state, 'team');
    const { run } = state.journeys.start('team', { planId });
    apiError(
      () => state.journeys.recover('team', run.runId, 'resume', 0),
      409,
      'run_not_interrupted',
    );
    time.advance(3_600_000);
    const status = state.journeys.statusView(run);
    expect(status).toMatchObject({
      status: 'interrupted',
      recoveryVersion: 1,
      workerHealthy: false,
    });
    expect(state.journeys.settled(run)).toBe(true);
    apiError(
      () => state.journeys.recover('team', run.runId, 'resume', 0),
      409,
      'stale_recovery_version',
    );
    apiError(
      () => state.journeys.recover('team', run.runId, 'retry', 1),
      422,
      'decision_not_offered',
    );
    expect(state.journeys.recover('team', run.runId, 'resume', 1)).toEqual({
      status: 'recovering',
      reportId: run.reportId,
    });
    time.advance(RECOVERY_MS);
    expect(state.journeys.statusView(run)).toMatchObject({
      status: 'running',
      runIntegrity: 'recovered',
      workerHealthy: true,
    });
  });

  it('cancels at the owner’s request at the next safe point', () => {
    const { state, time, hub } = setUp();
    const { planId } = previewed(state, 'team');
    const { run } = state.journeys.start('team', { planId });
    let wakes = 0;
    const unsubscribe = hub.subscribe(run.runId, () => wakes++);
    expect(state.journeys.cancel('team', run.runId)).toEqual({ status: 'cancelling' });
    expect(wakes).toBe(1);
    expect(state.journeys.statusView(run).cancelRequested).toBe(true);
    expect(state.journeys.cancel('team', run.runId)).toEqual({ status: 'cancelling' });
    time.advance(CANCEL_CHECK_MS);
    expect(state.runs.status(run)).toBe('cancelled');
    expect(run.engine.events.at(-1)!.fields).toMatchObject({ requestedBy: 'owner' });
    unsubscribe();
  });

  it('keeps one timer armed per unfinished run, and stop() disarms them all', () => {
    const { state, timers } = setUp();
    const { planId } = previewed(state, 'team');
    const { run } = state.journeys.start('team', { planId });
    expect(run.cancelWake).toBeTypeOf('function');
    expect(timers.size).toBe(1);
    state.journeys.stop();
    expect(run.cancelWake).toBeUndefined();
    expect(timers.size).toBe(0);
  });

  it('replays a start with an honoured Idempotency-Key', () => {
    const { state } = setUp({ honourIdempotencyKey: true });
    const { planId } = previewed(state, 'team');
    const first = state.journeys.start('team', { planId }, 'key-1');
    expect(state.journeys.start('team', { planId }, 'key-1')).toEqual({
      run: first.run,
      replayed: true,
    });
    // A conformance start with the same key is another route: it does not replay the journey.
    const conformance = state.runs.start(
      'team',
      { connectionId: state.connections.sandboxId('team') },
      'key-1',
    );
    expect(conformance.replayed).toBe(false);
  });
});

/**
 * The emulator's run store on its own (with the report views it answers through): conformance run
 * starts and their checks, status as a function of the emulated clock, the run list with its
 * cursor and filters, soft deletion, retention and the run limits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PLANS } from '../src/emulator/plans.js';
import { apiError, newState, registrationInput } from './helpers/emulator-stores.js';

let harness: ReturnType<typeof newState> | undefined;
afterEach(() => {
  harness?.close();
  harness = undefined;
});

function setUp(options: Parameters<typeof newState>[0] = {}) {
  harness = newState({ scenario: { queueSeconds: 10, runSeconds: 20 }, ...options });
  return harness;
}

describe('the run store', () => {
  it('moves a run queued -> running -> completed with the emulated clock', () => {
    const { state, time } = setUp();
    const sandbox = state.connections.sandboxId('team');
    const { run, replayed } = state.runs.start('team', { connectionId: sandbox, seed: 's-1' });
    expect(replayed).toBe(false);
    expect(run).toMatchObject({ kind: 'conformance', ownerId: 'team', seed: 's-1' });
    expect(run.reportId).toMatch(/^rep_/);
    expect(run.executionId).toMatch(/^exe_/);
    expect(state.runs.status(run)).toBe('queued');
    expect(state.runs.nextChangeAt(run)).toBe(run.endsAt);
    time.advance(10_000);
    expect(state.runs.status(run)).toBe('running');
    expect(state.runs.isTerminal(run)).toBe(false);
    expect(state.runs.terminalAt(run.reportId)).toBeUndefined();
    time.advance(20_000);
    expect(state.runs.status(run)).toBe('completed');
    expect(state.runs.nextChangeAt(run)).toBeUndefined();
    expect(state.runs.terminalAt(run.reportId)?.emulatedMs).toBe(run.endsAt);
  });

  it('answers a start with draining while queued, and with the graded summary once terminal', () => {
    const { state, time } = setUp({ scenario: { queueSeconds: 0, runSeconds: 1, draining: true } });
    const sandbox = state.connections.sandboxId('team');
    const { run } = state.runs.start('team', { connectionId: sandbox, module: 'locations' });
    expect(state.runs.startView(run)).toEqual({
      executionId: run.executionId,
      reportId: run.reportId,
      status: 'running',
      seed: run.seed,
      draining: true,
    });
    time.advance(1000);
    const view = state.runs.startView(run);
    expect(view.status).toBe('completed');
    expect(view).not.toHaveProperty('draining');
    const summary = view.summary as { total: number; passed: number };
    expect(summary.total).toBeGreaterThan(0);
    expect(summary.passed).toBe(summary.total);
    expect(view.withheldModules).toEqual([]);
  });

  it('answers a failed run with its error and an empty summary, and no suites in its report', () => {
    const { state, time } = setUp({ scenario: 'failed-run' });
    const { run } = state.runs.start('team', { connectionId: state.connections.sandboxId('team') });
    time.advance(3_600_000);
    const view = state.runs.startView(run);
    expect(view).toMatchObject({ status: 'failed', summary: { total: 0 } });
    expect(view.error).toMatch(/unreachable/);
    const report = state.runs.reportView(run);
    expect(report).toMatchObject({
      status: 'failed',
      runKind: 'conformance',
      summary: { total: 0 },
    });
    expect(report).not.toHaveProperty('suites');
  });

  it('refuses a start on another owner’s connection (404), a pending one (409) or an unknown module (400)', () => {
    const { state } = setUp();
    apiError(
      () => state.runs.start('team', { connectionId: state.connections.sandboxId('big') }),
      404,
    );
    const pending = state.connections.create('team', registrationInput(1));
    const notRegistered = apiError(
      () => state.runs.start('team', { connectionId: pending._id }),
      409,
      'connection_not_registered',
    );
    expect(notRegistered.message).toContain('is pending');
    const sandbox = state.connections.sandboxId('team');
    const module = apiError(
      () => state.runs.start('team', { connectionId: sandbox, module: 'teleport' }),
      400,
      'invalid_request',
    );
    expect(module.details.field).toBe('module');
    expect(module.message).toMatch(/valid modules: .*locations/);
    expect(state.runs.inflight('team')).toBe(0);
  });

  it('admits runs up to the plan concurrency, counting only unfinished ones', () => {
    const { state, time } = setUp();
    const sandbox = state.connections.sandboxId('free');
    state.runs.start('free', { connectionId: sandbox });
    expect(state.runs.inflight('free')).toBe(1);
    const error = apiError(() => state.runs.start('free', { connectionId: sandbox }), 402);
    expect(error.details.limit).toEqual({
      id: 'run-concurrency',
      used: 1,
      cap: PLANS.free.inflightCap,
    });
    time.advance(30_000);
    expect(state.runs.inflight('free')).toBe(0);
    state.runs.start('free', { connectionId: sandbox });
    expect(state.usage.maxInflightSeen('free')).toBe(1);
  });

  it('replays a start with an honoured Idempotency-Key instead of starting another run', () => {
    const { state } = setUp({ honourIdempotencyKey: true });
    const sandbox = state.connections.sandboxId('team');
    const first = state.runs.start('team', { connectionId: sandbox }, 'key-1');
    const again = state.runs.start('team', { connectionId: sandbox }, 'key-1');
    expect(again).toEqual({ run: first.run, replayed: true });
    const other = state.runs.start('team', { connectionId: sandbox }, 'key-2');
    expect(other.run.reportId).not.toBe(first.run.reportId);
    expect(state.runs.inflight('team')).toBe(2);
  });

  it('lists the owner’s reports newest first, a page at a time with an opaque cursor', () => {
    const { state } = setUp();
    const sandbox = state.connections.sandboxId('team');
    const ids = [1, 2, 3].map(
      (n) => state.runs.start('team', { connectionId: sandbox, seed: `s-${n}` }).run.reportId,
    );
    state.runs.start('big', { connectionId: state.connections.sandboxId('big') });
    const first = state.runs.list('team', { limit: 2 });
    expect(first.items.map((item) => item._id)).toEqual([ids[2], ids[1]]);
    const cursor = first.meta.nextCursor as string;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = state.runs.list('team', { limit: 2, cursor });
    expect(second.items.map((item) => item._id)).toEqual([ids[0]]);
    expect(second.meta).toEqual({ limit: 2 });
    expect(second.items[0]).toMatchObject({
      status: 'queued',
      runKind: 'conformance',
      connectionId: sandbox,
      connectionLabel: 'sandbox (2.2.1)',
      ocpiVersion: '2.2.1',
      seed: 's-1',
      draining: false,
    });
    const bad = apiError(() => state.runs.list('team', { limit: 2, cursor: 'cnVuczp4' }), 400);
    expect(bad.details.field).toBe('cursor');
  });

  it('filters the list by connection, status and OCPI version', () => {
    const { state, time } = setUp();
    const sandbox = state.connections.sandboxId('team');
    const early = state.runs.start('team', { connectionId: sandbox }).run;
    time.advance(30_000);
    const late = state.runs.start('team', { connectionId: sandbox }).run;
    const ids = (query: Parameters<typeof state.runs.list>[1]) =>
      state.runs.list('team', query).items.map((item) => item._id);
    expect(ids({ limit: 20, status: 'completed' })).toEqual([early.reportId]);
    expect(ids({ limit: 20, status: 'queued' })).toEqual([late.reportId]);
    expect(ids({ limit: 20, ocpiVersion: '2.2.1' })).toEqual([late.reportId, early.reportId]);
    expect(ids({ limit: 20, ocpiVersion: '2.1.1' })).toEqual([]);
    expect(ids({ limit: 20, connectionId: 'con_other' })).toEqual([]);
  });

  it('soft-deletes a report: gone from the list and from reads, the record kept', () => {
    const { state } = setUp();
    const { run } = state.runs.start('team', { connectionId: state.connections.sandboxId('team') });
    apiError(() => state.runs.softDelete('big', run.reportId), 404);
    expect(state.runs.softDelete('team', run.reportId)).toBe(run);
    apiError(() => state.runs.owned('team', run.reportId), 404, 'not_found');
    apiError(() => state.runs.softDelete('team', run.reportId), 404);
    expect(state.runs.list('team', { limit: 20 }).items).toEqual([]);
    expect(state.runs.find(run.reportId)).toBe(run);
    expect(state.runs.live(run)).toBe(false);
  });

  it('lets reports expire after the retention of the owner’s plan', () => {
    const { state, time } = setUp();
    const free = state.runs.start('free', { connectionId: state.connections.sandboxId('free') });
    const team = state.runs.start('team', { connectionId: state.connections.sandboxId('team') });
    time.advance(PLANS.free.retentionDays * 86_400_000);
    expect(state.runs.owned('free', free.run.reportId)).toBe(free.run);
    time.advance(1);
    apiError(() => state.runs.owned('free', free.run.reportId), 404);
    expect(state.runs.list('free', { limit: 20 }).items).toEqual([]);
    expect(state.runs.owned('team', team.run.reportId)).toBe(team.run);
  });
});

/**
 * Journeys on the emulator over real HTTP: preview validation and plan rules, start, the event
 * stream (replay, resume by Last-Event-ID and by the cursor parameter, live follow, heartbeat),
 * interruption and recovery, cooperative cancel, and journey reports in the run list.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  JourneyPreviewResultSchema,
  JourneyRunStatusSchema,
} from '../src/client/resources/journeys.js';
import {
  IDEMPOTENCY_HEADER,
  JOURNEY_EVENTS,
  REPORT_RUN_ID_FIELD,
  STREAM_CURSOR_PARAM,
} from '../src/client/wire.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import {
  call,
  data,
  eventually,
  failure,
  jsonOf,
  readStream,
  registration,
  sleep,
} from './emulator-helpers.js';

const KEYS = {
  team: 'pets_journey_team_0000000001',
  other: 'pets_journey_other_000000002',
  free: 'pets_journey_free_0000000003',
  big: 'pets_journey_big_00000000004',
};

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 1000,
    heartbeatMs: 30,
    owners: [
      { id: 'team', plan: 'team', keys: [KEYS.team] },
      { id: 'other', plan: 'team', keys: [KEYS.other] },
      { id: 'free', plan: 'free', keys: [KEYS.free] },
      { id: 'big', plan: 'enterprise', keys: [KEYS.big] },
    ],
  });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearFaults();
  emulator.setScenario('all-pass');
});

function body(targetId: string, seed: string, overrides: Record<string, unknown> = {}) {
  return {
    schemaVersion: 1,
    targetId,
    topology: { kind: 'first-successful-charge' },
    // 1200 journey s at 120x: 10 emulated s, 10 real ms at 1000x.
    clock: { durationSeconds: 1200, accelerationFactor: 120 },
    seed,
    ...overrides,
  };
}

async function preview(key: string, request: Record<string, unknown>) {
  return call(emulator, 'POST', '/testing/journeys/preview', { key, body: request });
}

async function start(key: string, request: Record<string, unknown>) {
  const plan = JourneyPreviewResultSchema.parse(data(await preview(key, request)));
  expect(plan.runAllowed).toBe(true);
  const answer = await call(emulator, 'POST', '/testing/journey-runs', {
    key,
    body: { planId: plan.planId, planHash: plan.planHash },
  });
  return { plan, run: JourneyRunStatusSchema.parse(data(answer, 201)) };
}

async function status(key: string, runId: string, query = '') {
  return JourneyRunStatusSchema.parse(
    data(await call(emulator, 'GET', `/testing/journey-runs/${runId}${query}`, { key })),
  );
}

describe('preview', () => {
  const sandbox = () => emulator.sandboxConnectionId('team');
  const invalid: [string, (b: Record<string, unknown>) => void, string][] = [
    ['schemaVersion 2', (b) => (b.schemaVersion = 2), 'schemaVersion'],
    ['schemaVersion missing', (b) => delete b.schemaVersion, 'schemaVersion'],
    ['targetId missing', (b) => delete b.targetId, 'targetId'],
    ['topology missing', (b) => delete b.topology, 'topology'],
    ['topology.kind unknown', (b) => (b.topology = { kind: 'teleport' }), 'topology.kind'],
    ['topology.kind missing', (b) => (b.topology = {}), 'topology.kind'],
    [
      'topology.profile unknown',
      (b) => (b.topology = { kind: 'custom', profile: 'x' }),
      'topology.profile',
    ],
    [
      'topology.role unknown',
      (b) => (b.topology = { kind: 'custom', role: 'HUB' }),
      'topology.role',
    ],
    [
      'topology.ocpiVersion unknown',
      (b) => (b.topology = { kind: 'custom', ocpiVersion: '2.4' }),
      'topology.ocpiVersion',
    ],
    ['topology.label empty', (b) => (b.topology = { kind: 'custom', label: '' }), 'topology.label'],
    [
      'topology.label too long',
      (b) => (b.topology = { kind: 'custom', label: 'x'.repeat(65) }),
      'topology.label',
    ],
    ['clock.durationSeconds 0', (b) => (b.clock = { durationSeconds: 0 }), 'clock.durationSeconds'],
    [
      'clock.accelerationFactor fraction',
      (b) => (b.clock = { accelerationFactor: 1.5 }),
      'clock.accelerationFactor',
    ],
    [
      'session.cadenceSeconds negative',
      (b) => (b.session = { cadenceSeconds: -1 }),
      'session.cadenceSeconds',
    ],
    [
      'session.jitterSeconds negative',
      (b) => (b.session = { jitterSeconds: -1 }),
      'session.jitterSeconds',
    ],
    ['session.updates not an array', (b) => (b.session = { updates: {} }), 'session.updates'],
    [
      'completion.cdrDelaySeconds text',
      (b) => (b.completion = { cdrDelaySeconds: '60' }),
      'completion.cdrDelaySeconds',
    ],
    ['seed missing', (b) => delete b.seed, 'seed'],
    ['seed empty', (b) => (b.seed = ''), 'seed'],
    ['seed too long', (b) => (b.seed = 'x'.repeat(129)), 'seed'],
  ];
  for (const [name, mutate, field] of invalid) {
    it(`answers 400 naming ${field}: ${name}`, async () => {
      const request: Record<string, unknown> = body(sandbox(), 'invalid');
      mutate(request);
      const envelope = failure(await preview(KEYS.team, request), 400, 'invalid_request');
      expect(envelope.field).toBe(field);
      expect(envelope.message).toContain(field);
    });
  }

  it('accepts the bounds and answers 404 for an unknown or foreign target', async () => {
    data(
      await preview(
        KEYS.team,
        body(sandbox(), 'x'.repeat(128), {
          topology: {
            kind: 'custom',
            label: 'x'.repeat(64),
            role: 'CPO',
            ocpiVersion: '2.2.1',
            profile: 'foundation',
          },
          session: { cadenceSeconds: 30, jitterSeconds: 0, updates: [] },
          completion: { cdrDelaySeconds: 0 },
        }),
      ),
    );
    failure(await preview(KEYS.team, body('con_unknown', 's')), 404);
    failure(await preview(KEYS.other, body(sandbox(), 's')), 404);
  });

  it('says runAllowed false, with blockers, on the free plan for an external target', async () => {
    const connection = data(
      await call(emulator, 'POST', '/connections', {
        key: KEYS.free,
        body: registration('free-journey'),
      }),
      201,
    );
    const result = data(await preview(KEYS.free, body(connection._id, 'blocked')));
    expect(result.runAllowed).toBe(false);
    expect(result.plan.blockers.map((b: { capability: string }) => b.capability)).toContain(
      'external-endpoints',
    );
    const started = await call(emulator, 'POST', '/testing/journey-runs', {
      key: KEYS.free,
      body: { planId: result.planId, planHash: result.planHash },
    });
    const envelope = failure(started, 402, 'capability_required');
    expect(envelope.capability).toBe(result.plan.blockers[0].capability);
    // The sandbox is open to every plan.
    const sandboxPlan = data(
      await preview(KEYS.free, body(emulator.sandboxConnectionId('free'), 'open')),
    );
    expect(sandboxPlan.runAllowed).toBe(true);
  });

  it('says runAllowed false for a bookings journey on plans without the capability', async () => {
    for (const [key, allowed] of [
      [KEYS.free, false],
      [KEYS.team, false],
      [KEYS.big, true],
    ] as const) {
      const owner = key === KEYS.free ? 'free' : key === KEYS.team ? 'team' : 'big';
      const result = data(
        await preview(
          key,
          body(emulator.sandboxConnectionId(owner), 'booking', {
            topology: { kind: 'book-arrive-charge' },
          }),
        ),
      );
      expect(result.plan.requiredCapabilities).toContain('bookings');
      expect(result.runAllowed).toBe(allowed);
    }
  });
});

describe('start', () => {
  it('starts from a plan: 201 with the journey run status', async () => {
    const { run } = await start(
      KEYS.team,
      body(emulator.sandboxConnectionId('team'), 'start-1', {
        clock: { durationSeconds: 36_000, accelerationFactor: 10 },
      }),
    );
    expect(run).toMatchObject({
      status: 'running',
      runIntegrity: 'valid',
      recoveryVersion: 0,
      recoveryOptions: [],
      workerHealthy: true,
    });
    expect(run.runId).toMatch(/^jr_/);
    expect(run.reportId).toMatch(/^rep_/);
  });

  it('refuses an unknown plan, a wrong hash, a foreign plan and a bad body', async () => {
    const plan = data(
      await preview(KEYS.team, body(emulator.sandboxConnectionId('team'), 'refuse')),
    );
    const startWith = (key: string, request: unknown) =>
      call(emulator, 'POST', '/testing/journey-runs', { key, body: request });
    failure(await startWith(KEYS.team, { planId: 'plan_unknown' }), 404, 'plan_not_found');
    failure(await startWith(KEYS.other, { planId: plan.planId }), 404, 'plan_not_found');
    failure(
      await startWith(KEYS.team, { planId: plan.planId, planHash: 'f'.repeat(64) }),
      409,
      'plan_hash_mismatch',
    );
    expect(failure(await startWith(KEYS.team, {}), 400).field).toBe('planId');
    expect(
      failure(await startWith(KEYS.team, { planId: plan.planId, planHash: 5 }), 400).field,
    ).toBe('planHash');
    // Without a hash the saved plan is started as is.
    data(await startWith(KEYS.team, { planId: plan.planId }), 201);
  });

  it('returns the same journey run for a repeated Idempotency-Key when asked to honour it', async () => {
    const honouring = await startEmulator({
      speed: 1,
      honourIdempotencyKey: true,
      owners: [{ id: 'o', plan: 'team', keys: ['pets_idem_journey_00000001'] }],
    });
    try {
      const key = 'pets_idem_journey_00000001';
      const plan = data(
        await call(honouring, 'POST', '/testing/journeys/preview', {
          key,
          body: body(honouring.sandboxConnectionId('o'), 'idem'),
        }),
      );
      const startWith = (idempotencyKey: string) =>
        call(honouring, 'POST', '/testing/journey-runs', {
          key,
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
          body: { planId: plan.planId },
        });
      const first = data(await startWith('journey-key-1'), 201);
      const again = data(await startWith('journey-key-1'), 200);
      expect(again.runId).toBe(first.runId);
      const other = data(await startWith('journey-key-2'), 201);
      expect(other.runId).not.toBe(first.runId);
    } finally {
      await honouring.close();
    }
  });

  it('lets a plan expire after 900 emulated seconds', async () => {
    const fast = await startEmulator({
      speed: 20_000,
      owners: [{ id: 'o', plan: 'team', keys: ['pets_expiry_00000000000001'] }],
    });
    try {
      const key = 'pets_expiry_00000000000001';
      const plan = data(
        await call(fast, 'POST', '/testing/journeys/preview', {
          key,
          body: body(fast.sandboxConnectionId('o'), 'expire'),
        }),
      );
      // 900 emulated s is 45 real ms at this speed.
      await sleep(80);
      const answer = await call(fast, 'POST', '/testing/journey-runs', {
        key,
        body: { planId: plan.planId },
      });
      expect(failure(answer, 404, 'plan_not_found').message).toMatch(/expired/);
    } finally {
      await fast.close();
    }
  });

  it('counts journeys against the in-flight cap, like conformance runs', async () => {
    const capped = await startEmulator({
      speed: 10,
      owners: [{ id: 'f', plan: 'free', keys: ['pets_journey_cap_000000001'] }],
    });
    try {
      const key = 'pets_journey_cap_000000001';
      const sandbox = capped.sandboxConnectionId('f');
      const plan = data(
        await call(capped, 'POST', '/testing/journeys/preview', {
          key,
          body: body(sandbox, 'cap', { clock: { durationSeconds: 36_000, accelerationFactor: 1 } }),
        }),
      );
      data(
        await call(capped, 'POST', '/testing/journey-runs', { key, body: { planId: plan.planId } }),
        201,
      );
      expect(capped.inflightRuns('f')).toBe(1);
      const again = await call(capped, 'POST', '/testing/journey-runs', {
        key,
        body: { planId: plan.planId },
      });
      expect(failure(again, 402).limit).toEqual({ id: 'run-concurrency', used: 1, cap: 1 });
      const run = await call(capped, 'POST', '/testing/runs', {
        key,
        body: { connectionId: sandbox },
      });
      expect(failure(run, 402).limit.id).toBe('run-concurrency');
    } finally {
      await capped.close();
    }
  });
});

describe('the event stream', () => {
  it('numbers the stages of its events as the plan lists them: 1 for the first', async () => {
    const { plan, run } = await start(
      KEYS.team,
      body(emulator.sandboxConnectionId('team'), 'stream-stages'),
    );
    const stream = await readStream(emulator, run.runId, { key: KEYS.team });
    const started = stream.frames
      .filter((f) => f.event === JOURNEY_EVENTS.stageStarted)
      .map((f) => f.data.stage);
    // The plan's listing numbers its stages 1..n (the log and the summary print them so).
    const stages = (plan.plan as { stages: unknown[] }).stages;
    expect(started).toEqual(stages.map((_, i) => i + 1));
    for (const frame of stream.frames) {
      if (frame.data.stage === undefined) continue;
      expect(frame.data.stage).toBeGreaterThanOrEqual(1);
      expect(frame.data.stage).toBeLessThanOrEqual(stages.length);
    }
  });

  it('replays every event once in order, ending with the terminal event, and closes', async () => {
    const { run } = await start(KEYS.team, body(emulator.sandboxConnectionId('team'), 'stream-1'));
    const stream = await readStream(emulator, run.runId, { key: KEYS.team });
    expect(stream.status).toBe(200);
    expect(stream.ended).toBe(true);
    const seqs = stream.frames.map((f) => f.id);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(seqs.length).toBeGreaterThan(3);
    expect(stream.frames[0]!.event).toBe(JOURNEY_EVENTS.runStarted);
    expect(stream.frames.at(-1)!.event).toBe(JOURNEY_EVENTS.runCompleted);
    for (const frame of stream.frames) {
      expect(frame.data).toMatchObject({ seq: frame.id, type: frame.event, runId: run.runId });
      expect(Number.isNaN(Date.parse(frame.data.at))).toBe(false);
    }
    const times = stream.frames.map((f) => Date.parse(f.data.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await status(KEYS.team, run.runId)).status).toBe('completed');
  });

  it('follows a live run and resumes after Last-Event-ID or the cursor parameter; the header wins', async () => {
    const { run } = await start(
      KEYS.team,
      body(emulator.sandboxConnectionId('team'), 'stream-2', {
        clock: { durationSeconds: 1200, accelerationFactor: 10 },
      }),
    );
    const head = await readStream(emulator, run.runId, { key: KEYS.team, stopAfter: 3 });
    expect(head.frames.slice(0, 3).map((f) => f.id)).toEqual([1, 2, 3]);
    const fromHeader = await readStream(emulator, run.runId, { key: KEYS.team, lastEventId: '2' });
    const fromQuery = await readStream(emulator, run.runId, {
      key: KEYS.team,
      query: `?${STREAM_CURSOR_PARAM}=2`,
    });
    const both = await readStream(emulator, run.runId, {
      key: KEYS.team,
      lastEventId: '3',
      query: `?${STREAM_CURSOR_PARAM}=1`,
    });
    const full = await readStream(emulator, run.runId, { key: KEYS.team });
    expect(fromHeader.frames.map((f) => f.id)).toEqual(full.frames.slice(2).map((f) => f.id));
    expect(fromQuery.frames).toEqual(fromHeader.frames);
    expect(both.frames[0]!.id).toBe(4);
    // After the terminal event there is nothing left: the stream closes at once.
    const last = full.frames.at(-1)!.id;
    const after = await readStream(emulator, run.runId, {
      key: KEYS.team,
      lastEventId: String(last),
    });
    expect(after.frames).toEqual([]);
    expect(after.ended).toBe(true);
  });

  it('refuses a bad cursor or Last-Event-ID with 400', async () => {
    const { run } = await start(KEYS.team, body(emulator.sandboxConnectionId('team'), 'stream-3'));
    for (const query of ['-1', '1.5', 'abc']) {
      const answer = await call(
        emulator,
        'GET',
        `/testing/journey-runs/${run.runId}/stream?${STREAM_CURSOR_PARAM}=${query}`,
        {
          key: KEYS.team,
        },
      );
      expect(failure(answer, 400).field).toBe(STREAM_CURSOR_PARAM);
    }
    const header = await call(emulator, 'GET', `/testing/journey-runs/${run.runId}/stream`, {
      key: KEYS.team,
      headers: { 'last-event-id': 'seven' },
    });
    expect(failure(header, 400).field).toBe('Last-Event-ID');
    failure(
      await call(emulator, 'GET', '/testing/journey-runs/jr_nope/stream', { key: KEYS.team }),
      404,
    );
  });

  it('sends keep-alive comments on a quiet stream and releases listeners when the client leaves', async () => {
    const control = async () =>
      (await jsonOf(await fetch(`${emulator.origin}/_emulator/state`))).data;
    const before = await control();
    const { run } = await start(
      KEYS.team,
      body(emulator.sandboxConnectionId('team'), 'quiet', {
        clock: { durationSeconds: 36_000, accelerationFactor: 1 },
        session: { cadenceSeconds: 3600 },
      }),
    );
    const controller = new AbortController();
    const response = await fetch(`${emulator.baseUrl}/testing/journey-runs/${run.runId}/stream`, {
      headers: { authorization: `Bearer ${KEYS.team}` },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let text = '';
    const decoder = new TextDecoder();
    for (let i = 0; i < 50 && !text.includes(': keep-alive'); i++) {
      const { value } = await reader.read();
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain(': keep-alive\n\n');
    expect((await control()).openStreams).toBe(before.openStreams + 1);
    controller.abort();
    await eventually(
      async () => ((await control()).openStreams === before.openStreams ? true : undefined),
      'the stream to be released',
    );
    expect((await control()).listeners).toBe(before.listeners);
    await call(emulator, 'POST', `/testing/journey-runs/${run.runId}/cancel`, { key: KEYS.team });
  });
});

describe('status long-poll', () => {
  it('holds until the run settles, and validates the wait', async () => {
    const { run } = await start(KEYS.team, body(emulator.sandboxConnectionId('team'), 'poll'));
    const settled = await status(KEYS.team, run.runId, '?wait=55');
    expect(settled.status).toBe('completed');
    expect(settled.workerHealthy).toBe(true);
    for (const wait of ['0', 'x', '-1']) {
      const answer = await call(
        emulator,
        'GET',
        `/testing/journey-runs/${run.runId}?wait=${wait}`,
        { key: KEYS.team },
      );
      expect(failure(answer, 400).field).toBe('wait');
    }
    data(
      await call(emulator, 'GET', `/testing/journey-runs/${run.runId}?wait=999`, {
        key: KEYS.team,
      }),
    );
    failure(await call(emulator, 'GET', '/testing/journey-runs/jr_nope', { key: KEYS.team }), 404);
  });
});

describe('interruption and recovery', () => {
  async function interrupted(seed: string) {
    emulator.setScenario('interrupted-journey');
    const { run } = await start(KEYS.team, body(emulator.sandboxConnectionId('team'), seed));
    const settled = await status(KEYS.team, run.runId, '?wait=55');
    expect(settled.status).toBe('interrupted');
    return { run, settled };
  }

  const recover = (runId: string, request: unknown) =>
    call(emulator, 'POST', `/testing/journey-runs/${runId}/recovery`, {
      key: KEYS.team,
      body: request,
    });

  it('offers decisions, refuses a stale version (409) and an unoffered decision (422), then resumes', async () => {
    const { run, settled } = await interrupted('interrupt-resume');
    expect(settled).toMatchObject({
      workerHealthy: false,
      recoveryVersion: 1,
      runIntegrity: 'valid',
    });
    expect(settled.recoveryOptions!.map((o) => o.decision)).toEqual([
      'resume',
      'restart-stage',
      'abandon',
    ]);
    for (const option of settled.recoveryOptions!) {
      expect(option.label).toEqual(expect.any(String));
      expect(option.description).toEqual(expect.any(String));
    }
    const stale = failure(
      await recover(run.runId, { decision: 'resume', recoveryVersion: 0 }),
      409,
      'stale_recovery_version',
    );
    expect(stale.message).toMatch(/re-read/);
    const unoffered = failure(
      await recover(run.runId, { decision: 'teleport', recoveryVersion: 1 }),
      422,
    );
    expect(unoffered.message).toContain('restart-stage');
    expect(failure(await recover(run.runId, { recoveryVersion: 1 }), 400).field).toBe('decision');
    expect(failure(await recover(run.runId, { decision: 'resume' }), 400).field).toBe(
      'recoveryVersion',
    );

    const applied = data(await recover(run.runId, { decision: 'resume', recoveryVersion: 1 }));
    expect(applied).toEqual({ status: 'recovering', reportId: run.reportId });
    // A second decision for the same interruption finds the run no longer interrupted.
    failure(
      await recover(run.runId, { decision: 'resume', recoveryVersion: 1 }),
      409,
      'run_not_interrupted',
    );
    const final = await eventually(async () => {
      const current = await status(KEYS.team, run.runId, '?wait=55');
      return current.status === 'completed' ? current : undefined;
    }, 'the recovered run to complete');
    expect(final).toMatchObject({
      runIntegrity: 'recovered',
      workerHealthy: true,
      recoveryOptions: [],
    });

    const stream = await readStream(emulator, run.runId, { key: KEYS.team });
    const names = stream.frames.map((f) => f.event);
    expect(names.indexOf(JOURNEY_EVENTS.runInterrupted)).toBeLessThan(
      names.indexOf(JOURNEY_EVENTS.recoveryApplied),
    );
    expect(names.at(-1)).toBe(JOURNEY_EVENTS.runCompleted);
    expect(new Set(stream.frames.map((f) => f.id)).size).toBe(stream.frames.length);
  });

  it('restarts the interrupted stage', async () => {
    const { run } = await interrupted('interrupt-restart');
    data(await recover(run.runId, { decision: 'restart-stage', recoveryVersion: 1 }));
    const stream = await readStream(emulator, run.runId, { key: KEYS.team });
    const interruptedStage = stream.frames.find((f) => f.event === JOURNEY_EVENTS.runInterrupted)!
      .data.stage;
    const starts = stream.frames.filter(
      (f) => f.event === JOURNEY_EVENTS.stageStarted && f.data.stage === interruptedStage,
    );
    expect(starts).toHaveLength(2);
    expect(stream.frames.at(-1)!.event).toBe(JOURNEY_EVENTS.runCompleted);
  });

  it('abandons to failed', async () => {
    const { run } = await interrupted('interrupt-abandon');
    data(await recover(run.runId, { decision: 'abandon', recoveryVersion: 1 }));
    const final = await eventually(async () => {
      const current = await status(KEYS.team, run.runId, '?wait=55');
      return current.status === 'failed' ? current : undefined;
    }, 'the abandoned run to fail');
    expect(final.status).toBe('failed');
    const stream = await readStream(emulator, run.runId, { key: KEYS.team });
    expect(stream.frames.at(-1)!.event).toBe(JOURNEY_EVENTS.runFailed);
  });

  it('answers 409 to recovery of a run that is not interrupted', async () => {
    const { run } = await start(
      KEYS.team,
      body(emulator.sandboxConnectionId('team'), 'not-interrupted'),
    );
    failure(
      await recover(run.runId, { decision: 'resume', recoveryVersion: 0 }),
      409,
      'run_not_interrupted',
    );
  });
});

describe('cancel', () => {
  it('is cooperative: recorded at once, applied at the next safe point', async () => {
    let realNow = Date.UTC(2030, 5, 1);
    const clocked = await startEmulator({
      speed: 1,
      now: () => realNow,
      owners: [{ id: 'o', plan: 'team', keys: ['pets_cancel_0000000000001'] }],
    });
    try {
      const key = 'pets_cancel_0000000000001';
      const plan = data(
        await call(clocked, 'POST', '/testing/journeys/preview', {
          key,
          body: body(clocked.sandboxConnectionId('o'), 'cancel', {
            clock: { durationSeconds: 36_000, accelerationFactor: 10 },
          }),
        }),
      );
      const run = data(
        await call(clocked, 'POST', '/testing/journey-runs', {
          key,
          body: { planId: plan.planId },
        }),
        201,
      );
      const cancel = () =>
        call(clocked, 'POST', `/testing/journey-runs/${run.runId}/cancel`, { key });
      realNow += 1_000;
      expect(data(await cancel())).toEqual({ status: 'cancelling' });
      expect(data(await cancel())).toEqual({ status: 'cancelling' });
      const pending = data(
        await call(clocked, 'GET', `/testing/journey-runs/${run.runId}`, { key }),
      );
      expect(pending).toMatchObject({ status: 'running', cancelRequested: true });
      // The worker looks at least every 10 emulated s.
      realNow += 10_000;
      const settled = data(
        await call(clocked, 'GET', `/testing/journey-runs/${run.runId}`, { key }),
      );
      expect(settled.status).toBe('cancelled');

      const stream = await readStream(clocked, run.runId, { key });
      const names = stream.frames.map((f) => f.event);
      expect(names.filter((n) => n === JOURNEY_EVENTS.cancelRequested)).toHaveLength(1);
      // Nothing of the timeline runs between the request and the stop.
      expect(names.slice(-2)).toEqual([
        JOURNEY_EVENTS.cancelRequested,
        JOURNEY_EVENTS.runCancelled,
      ]);
      const [requested, cancelled] = stream.frames.slice(-2).map((f) => Date.parse(f.data.at));
      expect(cancelled! - requested!).toBeLessThanOrEqual(10_000);
      expect(stream.frames.at(-1)!.data.requestedBy).toBe('owner');
      // A finished run keeps its status.
      expect(data(await cancel())).toEqual({ status: 'cancelled' });
      failure(await call(clocked, 'POST', '/testing/journey-runs/jr_nope/cancel', { key }), 404);
    } finally {
      await clocked.close();
    }
  });

  it('cancels an interrupted run at once', async () => {
    emulator.setScenario('interrupted-journey');
    const { run } = await start(
      KEYS.team,
      body(emulator.sandboxConnectionId('team'), 'cancel-interrupted'),
    );
    expect((await status(KEYS.team, run.runId, '?wait=55')).status).toBe('interrupted');
    const answer = data(
      await call(emulator, 'POST', `/testing/journey-runs/${run.runId}/cancel`, { key: KEYS.team }),
    );
    expect(answer).toEqual({ status: 'cancelled' });
  });

  it('follows the cancelled-journey scenario: the service cancels', async () => {
    emulator.setScenario('cancelled-journey');
    const { run } = await start(
      KEYS.team,
      body(emulator.sandboxConnectionId('team'), 'service-cancel'),
    );
    const settled = await status(KEYS.team, run.runId, '?wait=55');
    expect(settled.status).toBe('cancelled');
    const stream = await readStream(emulator, run.runId, { key: KEYS.team });
    expect(stream.frames.at(-1)!.event).toBe(JOURNEY_EVENTS.runCancelled);
    expect(stream.frames.at(-1)!.data.requestedBy).toBe('service');
    expect(stream.frames.some((f) => f.event === JOURNEY_EVENTS.cancelRequested)).toBe(false);
  });
});

describe('journey reports', () => {
  it('appear in the run list with the run id; status mirrors the run; graded when terminal', async () => {
    const sandbox = emulator.sandboxConnectionId('other');
    const { run, plan } = await start(
      KEYS.other,
      body(sandbox, 'report', { clock: { durationSeconds: 36_000, accelerationFactor: 10 } }),
    );
    const find = async () => {
      const list = data(
        await call(emulator, 'GET', `/testing/runs?targetId=${sandbox}&limit=100`, {
          key: KEYS.other,
        }),
      );
      return list.find((r: { _id: string }) => r._id === run.reportId);
    };
    const running = await find();
    expect(running).toMatchObject({
      runKind: 'journey',
      status: 'running',
      seed: 'report',
      [REPORT_RUN_ID_FIELD]: run.runId,
      ocpiVersion: plan.plan!.ocpiVersion,
    });
    expect(running.summary).toBeUndefined();
    const filtered = data(
      await call(emulator, 'GET', '/testing/runs?status=running&limit=100', { key: KEYS.other }),
    );
    expect(filtered.map((r: { _id: string }) => r._id)).toContain(run.reportId);

    await call(emulator, 'POST', `/testing/journey-runs/${run.runId}/cancel`, { key: KEYS.other });
    await status(KEYS.other, run.runId, '?wait=55');
    const finished = await find();
    expect(finished.status).toBe('cancelled');
    expect(finished.summary.total).toBeGreaterThan(0);
    expect(Array.isArray(finished.suites)).toBe(true);
    expect(emulator.terminalAt(run.reportId!)).toBeDefined();
  });
});

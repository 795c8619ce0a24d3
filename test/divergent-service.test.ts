/**
 * The divergent service (test/helpers/divergent-service.ts) really diverges: for each option, what
 * the emulator sees or what the client gets back differs from the faithful path, so that the
 * assumption tests (assumptions.test.ts) cannot pass because an option did nothing. Requests go
 * both ways, straight to the emulator and through the proxy, and are compared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_LIST_PARAMS,
  IDEMPOTENCY_HEADER,
  JOURNEY_EVENTS,
  JOURNEY_START_PATH,
  LONG_POLL_PARAM,
  RECOVERY_DECISION_FIELD,
  REPORT_RUN_ID_FIELD,
  RUN_LIST_PARAMS,
  STREAM_CURSOR_PARAM,
} from '../src/client/wire.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import {
  type Divergence,
  type DivergentService,
  JOURNEY_START_ROUTE,
  JOURNEY_STATUS_ROUTE,
  RUN_START_ROUTE,
  renamedEvent,
  startDivergentService,
} from './helpers/divergent-service.js';

const OWNERS = 20;
const keyOf = (i: number) => `pets_divergent_unit_${String(i).padStart(4, '0')}`;
let emulator: Emulator;
/** The same service, but one that honours Idempotency-Key. */
let honouring: Emulator;
let nextOwner = 0;
const open: DivergentService[] = [];

beforeAll(async () => {
  const owners = Array.from({ length: OWNERS }, (_, i) => ({
    id: `u${i}`,
    plan: 'enterprise' as const,
    keys: [keyOf(i)],
  }));
  emulator = await startEmulator({ speed: 1, owners });
  honouring = await startEmulator({ speed: 1, owners, honourIdempotencyKey: true });
});
afterAll(async () => {
  await Promise.all(open.map((service) => service.close()));
  await emulator.close();
  await honouring.close();
});

/** A fresh owner whose sandbox runs take `seconds` (half queued, half running). */
function owner(on: Emulator = emulator, seconds = 2) {
  const index = nextOwner++;
  const id = `u${index}`;
  const connectionId = on.sandboxConnectionId(id);
  on.setScenario('all-pass', { connectionId });
  on.setScenario({ queueSeconds: seconds / 2, runSeconds: seconds / 2 }, { connectionId });
  return { id, key: keyOf(index), connectionId };
}

async function proxy(divergence: Divergence, on: Emulator = emulator) {
  const service = await startDivergentService(on.baseUrl, divergence);
  open.push(service);
  return service;
}

interface Answer {
  status: number;
  body: { success?: boolean; data?: unknown; meta?: Record<string, unknown>; message?: string };
  ms: number;
}

async function call(
  baseUrl: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), ms: Date.now() - started };
}

type Entry = Record<string, unknown> & { _id: string };
const items = (answer: Answer) => answer.body.data as Entry[];

async function startRun(baseUrl: string, key: string, connectionId: string, query = '') {
  const answer = await call(baseUrl, key, 'POST', `/testing/runs${query}`, {
    connectionId,
    seed: `seed-${Math.random().toString(36).slice(2)}`,
  });
  return answer;
}

async function startJourney(on: Emulator, key: string, connectionId: string, seconds = 2) {
  const preview = await call(on.baseUrl, key, 'POST', '/testing/journeys/preview', {
    schemaVersion: 1,
    targetId: connectionId,
    seed: `journey-${Math.random().toString(36).slice(2)}`,
    topology: { kind: 'first-successful-charge' },
    clock: { durationSeconds: 1800, accelerationFactor: 1800 / seconds },
  });
  const { planId, planHash } = preview.body.data as { planId: string; planHash: string };
  const started = await call(on.baseUrl, key, 'POST', JOURNEY_START_PATH, { planId, planHash });
  expect(started.status).toBe(201);
  return started.body.data as { runId: string; reportId: string };
}

/** The request target the emulator received last for a route. */
function lastSeen(on: Emulator, route: string, ownerId: string): string {
  const records = on.requests({ route, ownerId });
  return records.at(-1)!.path;
}

/**
 * Reads an event stream to its end, or to its `stopAfter`th frame (then leaves it); `arrived`
 * sees each frame as it comes.
 */
async function readStream(
  url: string,
  key: string,
  headers: Record<string, string> = {},
  { stopAfter = Number.POSITIVE_INFINITY, arrived = () => {} } = {} as {
    stopAfter?: number;
    arrived?: (frame: { id: number; event: string }) => void;
  },
) {
  const leave = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream', ...headers },
    signal: leave.signal,
  });
  const frames: { id: number; event: string; type: unknown }[] = [];
  let buffer = '';
  let error: unknown;
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(frame);
        const event = /^event: (.*)$/m.exec(frame);
        const data = /^data: (.*)$/m.exec(frame);
        if (id && event && data) {
          frames.push({
            id: Number(id[1]),
            event: event[1]!,
            type: (JSON.parse(data[1]!) as { type?: unknown }).type,
          });
          arrived(frames.at(-1)!);
        }
        end = buffer.indexOf('\n\n');
      }
      if (frames.length >= stopAfter) {
        leave.abort();
        break;
      }
    }
  } catch (caught) {
    // Leaving on purpose is no error.
    if (!leave.signal.aborted) error = caught;
  }
  return { frames, error };
}

describe.concurrent('divergent service: faithful by default', () => {
  it('forwards path, method, headers and body, and logs every request by route', async () => {
    const since = Date.now();
    const o = owner();
    const service = await proxy({});
    const direct = await call(emulator.baseUrl, o.key, 'GET', '/connections?limit=5');
    const through = await call(service.baseUrl, o.key, 'GET', '/connections?limit=5');
    expect(through).toMatchObject({ status: direct.status, body: direct.body });
    const started = await startRun(service.baseUrl, o.key, o.connectionId, `?${LONG_POLL_PARAM}=5`);
    expect(started.status).toBe(201);
    expect((started.body.data as { status: string }).status).toBe('completed');
    const unknown = await call(service.baseUrl, o.key, 'GET', '/testing/journey-runs/jr_nothere');
    expect(unknown.status).toBe(404);

    expect(service.log.map((e) => [e.method, e.route, e.forwarded, e.status])).toEqual([
      ['GET', 'GET /connections', true, 200],
      ['POST', RUN_START_ROUTE, true, 201],
      ['GET', JOURNEY_STATUS_ROUTE, true, 404],
    ]);
    expect(service.log[0]!.at).toBeGreaterThanOrEqual(since);
    expect(lastSeen(emulator, RUN_START_ROUTE, o.id)).toBe(
      `/api/v1/testing/runs?${LONG_POLL_PARAM}=5`,
    );
    expect(service.forwardedStarts()).toHaveLength(1);
  });
});

describe.concurrent('divergent service: each option changes what the emulator sees or answers', () => {
  it('ignoreLongPoll drops the wait: the start answers at once, not when the run ends', async () => {
    const o = owner(emulator, 3);
    const faithful = await startRun(
      emulator.baseUrl,
      o.key,
      o.connectionId,
      `?${LONG_POLL_PARAM}=10`,
    );
    // Held by the emulator until the run ended.
    expect((faithful.body.data as { status: string }).status).toBe('completed');

    const service = await proxy({ ignoreLongPoll: true });
    const through = await startRun(
      service.baseUrl,
      o.key,
      o.connectionId,
      `?${LONG_POLL_PARAM}=10`,
    );
    expect(through.status).toBe(201);
    // Answered before the run ended, and the emulator was asked for no wait.
    expect((through.body.data as { status: string }).status).toBe('queued');
    expect(lastSeen(emulator, RUN_START_ROUTE, o.id)).toBe('/api/v1/testing/runs');

    // Limited to some routes, the others keep their wait.
    const some = await proxy({ ignoreLongPoll: [JOURNEY_STATUS_ROUTE] });
    await startRun(some.baseUrl, o.key, o.connectionId, `?${LONG_POLL_PARAM}=1`);
    expect(lastSeen(emulator, RUN_START_ROUTE, o.id)).toContain(`${LONG_POLL_PARAM}=1`);
    const journey = await startJourney(emulator, o.key, o.connectionId, 3);
    const status = await call(
      some.baseUrl,
      o.key,
      'GET',
      `/testing/journey-runs/${journey.runId}?${LONG_POLL_PARAM}=10`,
    );
    expect((status.body.data as { status: string }).status).toBe('running');
    expect(lastSeen(emulator, JOURNEY_STATUS_ROUTE, o.id)).toBe(
      `/api/v1/testing/journey-runs/${journey.runId}`,
    );
  });

  it('ignoreConnectionListParams drops direction, limit and skip', async () => {
    const o = owner();
    const query = `?${CONNECTION_LIST_PARAMS.direction}=inbound&${CONNECTION_LIST_PARAMS.limit}=1&${CONNECTION_LIST_PARAMS.skip}=1`;
    const direct = await call(emulator.baseUrl, o.key, 'GET', `/connections${query}`);
    expect(direct.body.meta).toMatchObject({ limit: 1, skip: 1 });
    expect(items(direct)).toHaveLength(0);
    const service = await proxy({ ignoreConnectionListParams: true });
    const through = await call(service.baseUrl, o.key, 'GET', `/connections${query}`);
    expect(lastSeen(emulator, 'GET /connections', o.id)).toBe('/api/v1/connections');
    expect(through.body.meta).toMatchObject({ limit: 50 });
    expect(items(through).map((c) => c._id)).toContain(o.connectionId);
  });

  it('ignoreRunListFilters drops connectionId, targetId, status and ocpiVersion (limit kept)', async () => {
    const o = owner(emulator, 0);
    await startRun(emulator.baseUrl, o.key, o.connectionId, `?${LONG_POLL_PARAM}=5`);
    const query = `?${RUN_LIST_PARAMS.connectionId}=con_other&${RUN_LIST_PARAMS.status}=failed&${RUN_LIST_PARAMS.ocpiVersion}=2.1.1&${RUN_LIST_PARAMS.limit}=7`;
    const direct = await call(emulator.baseUrl, o.key, 'GET', `/testing/runs${query}`);
    expect(items(direct)).toHaveLength(0);
    const service = await proxy({ ignoreRunListFilters: true });
    const through = await call(service.baseUrl, o.key, 'GET', `/testing/runs${query}`);
    expect(items(through)).toHaveLength(1);
    expect(lastSeen(emulator, 'GET /testing/runs', o.id)).toBe(
      `/api/v1/testing/runs?${RUN_LIST_PARAMS.limit}=7`,
    );
    const target = await call(
      service.baseUrl,
      o.key,
      'GET',
      `/testing/runs?${RUN_LIST_PARAMS.targetId}=con_other`,
    );
    expect(items(target)).toHaveLength(1);
  });

  it('ignoreCursor drops the cursor: every read returns the first page', async () => {
    const o = owner(emulator, 0);
    for (let i = 0; i < 3; i++) {
      await startRun(emulator.baseUrl, o.key, o.connectionId, `?${LONG_POLL_PARAM}=5`);
    }
    const first = await call(emulator.baseUrl, o.key, 'GET', '/testing/runs?limit=1');
    const cursor = first.body.meta?.nextCursor as string;
    expect(cursor).toBeTruthy();
    const next = `/testing/runs?limit=1&${RUN_LIST_PARAMS.cursor}=${encodeURIComponent(cursor)}`;
    const direct = await call(emulator.baseUrl, o.key, 'GET', next);
    expect(items(direct)[0]!._id).not.toBe(items(first)[0]!._id);
    const service = await proxy({ ignoreCursor: true });
    const through = await call(service.baseUrl, o.key, 'GET', next);
    expect(items(through)[0]!._id).toBe(items(first)[0]!._id);
    expect(lastSeen(emulator, 'GET /testing/runs', o.id)).toBe('/api/v1/testing/runs?limit=1');
  });

  it('ignoreIdempotencyKey strips the header: a service that honours it starts twice', async () => {
    const o = owner(honouring, 0);
    const key = { [IDEMPOTENCY_HEADER]: 'same-key-0001' };
    const body = { connectionId: o.connectionId, seed: 'idem-seed' };
    const one = await call(honouring.baseUrl, o.key, 'POST', '/testing/runs', body, key);
    const two = await call(honouring.baseUrl, o.key, 'POST', '/testing/runs', body, key);
    expect((two.body.data as Entry).reportId).toBe((one.body.data as Entry).reportId);

    const service = await proxy({ ignoreIdempotencyKey: true }, honouring);
    const other = { [IDEMPOTENCY_HEADER]: 'same-key-0002' };
    const three = await call(service.baseUrl, o.key, 'POST', '/testing/runs', body, other);
    const four = await call(service.baseUrl, o.key, 'POST', '/testing/runs', body, other);
    expect(three.status).toBe(201);
    expect(four.status).toBe(201);
    expect((four.body.data as Entry).reportId).not.toBe((three.body.data as Entry).reportId);
    expect(service.log[0]!.notes.join()).toContain(IDEMPOTENCY_HEADER);
  });

  it('loseStartAnswers forwards the start, then answers 502 (or resets); later starts are answered', async () => {
    const o = owner(emulator, 0);
    const service = await proxy({ loseStartAnswers: 2 });
    const lost = await startRun(service.baseUrl, o.key, o.connectionId);
    expect(lost.status).toBe(502);
    expect(lost.body).toMatchObject({ success: false, status: 'error' });
    const preview = await call(service.baseUrl, o.key, 'POST', '/testing/journeys/preview', {
      schemaVersion: 1,
      targetId: o.connectionId,
      seed: 'lost-journey',
      topology: { kind: 'first-successful-charge' },
    });
    const { planId, planHash } = preview.body.data as Entry;
    const lostJourney = await call(service.baseUrl, o.key, 'POST', JOURNEY_START_PATH, {
      planId,
      planHash,
    });
    expect(lostJourney.status).toBe(502);
    const answered = await startRun(service.baseUrl, o.key, o.connectionId);
    expect(answered.status).toBe(201);
    // The emulator started all three.
    const list = await call(emulator.baseUrl, o.key, 'GET', '/testing/runs?limit=10');
    expect(items(list)).toHaveLength(3);
    expect(service.forwardedStarts()).toHaveLength(3);
    expect(service.requests(JOURNEY_START_ROUTE)[0]!.status).toBe(502);

    const reset = await proxy({ loseStartAnswers: 1, loseStartAnswerAs: 'reset' });
    await expect(startRun(reset.baseUrl, o.key, o.connectionId)).rejects.toThrow();
    expect(
      items(await call(emulator.baseUrl, o.key, 'GET', '/testing/runs?limit=10')),
    ).toHaveLength(4);

    // Lost before a long-poll ends: answered early, the run goes on. The run takes 20 minutes
    // and the wait 55 s, longer than this test: only the lost answer, 100 ms on, can end it.
    const early = await proxy({ loseStartAnswers: 1, loseStartAnswerAfterMs: 100 });
    const slow = owner(emulator, 1_200);
    const quick = await startRun(
      early.baseUrl,
      slow.key,
      slow.connectionId,
      `?${LONG_POLL_PARAM}=55`,
    );
    expect(quick.status).toBe(502);
    const runs = items(await call(emulator.baseUrl, slow.key, 'GET', '/testing/runs'));
    expect(runs.map((run) => run.status)).toEqual(['queued']);
  });

  it('listLagMs hides a new report from list answers until the lag after it was first seen', async () => {
    const o = owner(emulator, 0);
    // A lag long enough that a loaded machine's slow requests cannot run past it between reads.
    const lagMs = 3_000;
    const service = await proxy({ listLagMs: lagMs });
    await startRun(emulator.baseUrl, o.key, o.connectionId, `?${LONG_POLL_PARAM}=5`);
    const direct = await call(emulator.baseUrl, o.key, 'GET', '/testing/runs');
    expect(items(direct)).toHaveLength(1);
    const firstRead = await call(service.baseUrl, o.key, 'GET', '/testing/runs');
    // The proxy first saw the report during that read, so no later than now.
    const seenBy = Date.now();
    expect(items(firstRead)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(items(await call(service.baseUrl, o.key, 'GET', '/testing/runs'))).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, seenBy + lagMs + 200 - Date.now()));
    expect(items(await call(service.baseUrl, o.key, 'GET', '/testing/runs'))).toHaveLength(1);
  });

  it('runKind and dropReportRunId rewrite list entries', async () => {
    const o = owner(emulator, 0);
    await startRun(emulator.baseUrl, o.key, o.connectionId, `?${LONG_POLL_PARAM}=5`);
    const journey = await startJourney(emulator, o.key, o.connectionId, 1);
    const direct = items(await call(emulator.baseUrl, o.key, 'GET', '/testing/runs'));
    expect(direct.map((e) => e.runKind)).toEqual(['journey', 'conformance']);
    expect(direct[0]![REPORT_RUN_ID_FIELD]).toBe(journey.runId);

    const regression = await proxy({ runKind: 'regression' });
    const renamed = items(await call(regression.baseUrl, o.key, 'GET', '/testing/runs'));
    expect(renamed.map((e) => e.runKind)).toEqual(['regression', 'regression']);
    expect(renamed[0]![REPORT_RUN_ID_FIELD]).toBe(journey.runId);

    const absent = await proxy({ runKind: null, dropReportRunId: true });
    const bare = items(await call(absent.baseUrl, o.key, 'GET', '/testing/runs'));
    expect(bare.map((e) => 'runKind' in e)).toEqual([false, false]);
    expect(REPORT_RUN_ID_FIELD in bare[0]!).toBe(false);
    expect(bare.map((e) => e._id)).toEqual(direct.map((e) => e._id));
  });

  it('journeyStartMissing answers 404 or 405 without forwarding', async () => {
    const o = owner();
    for (const status of [404, 405] as const) {
      const service = await proxy({ journeyStartMissing: status });
      const before = emulator.requests({ route: JOURNEY_START_ROUTE, ownerId: o.id }).length;
      const answer = await call(service.baseUrl, o.key, 'POST', JOURNEY_START_PATH, {
        planId: 'plan_x',
      });
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ success: false, status: 'error' });
      expect(emulator.requests({ route: JOURNEY_START_ROUTE, ownerId: o.id })).toHaveLength(before);
      expect(service.log[0]).toMatchObject({
        route: JOURNEY_START_ROUTE,
        forwarded: false,
        status,
      });
    }
  });

  it('renameRecoveryField renames the decision field: the emulator no longer finds it', async () => {
    const o = owner();
    const body = { [RECOVERY_DECISION_FIELD]: 'resume', recoveryVersion: 0 };
    const path = '/testing/journey-runs/jr_unknown/recovery';
    const direct = await call(emulator.baseUrl, o.key, 'POST', path, body);
    expect(direct.status).toBe(404); // the body was fine; the run is unknown
    const service = await proxy({ renameRecoveryField: true });
    const through = await call(service.baseUrl, o.key, 'POST', path, body);
    expect(through.status).toBe(400);
    expect(through.body.message).toContain(RECOVERY_DECISION_FIELD);
  });

  it('ignoreStreamCursor drops the cursor parameter and Last-Event-ID: the stream replays from the start', async () => {
    const o = owner();
    const journey = await startJourney(emulator, o.key, o.connectionId, 0.5);
    await call(
      emulator.baseUrl,
      o.key,
      'GET',
      `/testing/journey-runs/${journey.runId}?${LONG_POLL_PARAM}=10`,
    );
    const path = `/testing/journey-runs/${journey.runId}/stream?${STREAM_CURSOR_PARAM}=3`;
    const resume = { 'last-event-id': '3' };
    const direct = await readStream(`${emulator.baseUrl}${path}`, o.key, resume);
    expect(direct.frames[0]!.id).toBe(4);
    const service = await proxy({ ignoreStreamCursor: true });
    const through = await readStream(`${service.baseUrl}${path}`, o.key, resume);
    expect(through.frames[0]!.id).toBe(1);
    expect(through.frames.length).toBe(direct.frames.length + 3);
    expect(lastSeen(emulator, 'GET /testing/journey-runs/{id}/stream', o.id)).not.toContain(
      STREAM_CURSOR_PARAM,
    );
  });

  it('renameEvents renames SSE event names and the body type so none is a JOURNEY_EVENTS name', async () => {
    const known = new Set<string>(Object.values(JOURNEY_EVENTS));
    for (const name of known) expect(known.has(renamedEvent(name))).toBe(false);
    expect(renamedEvent('run.completed')).toBe('RunCompleted');

    const o = owner();
    const journey = await startJourney(emulator, o.key, o.connectionId, 0.5);
    const path = `/testing/journey-runs/${journey.runId}/stream`;
    const direct = await readStream(`${emulator.baseUrl}${path}`, o.key);
    const service = await proxy({ renameEvents: true });
    const through = await readStream(`${service.baseUrl}${path}`, o.key);
    expect(direct.frames.length).toBeGreaterThan(5);
    expect(direct.frames.every((f) => known.has(f.event) && f.type === f.event)).toBe(true);
    expect(through.frames.map((f) => f.id)).toEqual(direct.frames.map((f) => f.id));
    expect(through.frames.map((f) => f.event)).toEqual(
      direct.frames.map((f) => renamedEvent(f.event)),
    );
    expect(through.frames.some((f) => known.has(f.event) || known.has(String(f.type)))).toBe(false);
    expect(through.frames.at(-1)!.event).toBe('RunCompleted');
  });

  it('slowAnswers holds a route before forwarding it, and forwards nothing if the client leaves', async () => {
    const o = owner();
    const service = await proxy({ slowAnswers: [{ route: 'GET /connections', delayMs: 600 }] });
    // A 550 ms timer set before the request comes first: the proxy's 600 ms one is set later in
    // the same event loop, however busy the machine.
    const timer = new Promise((resolve) => setTimeout(resolve, 550)).then(() => 'timer');
    const answer = call(service.baseUrl, o.key, 'GET', '/connections');
    expect(await Promise.race([answer.then(() => 'answer'), timer])).toBe('timer');
    expect((await answer).status).toBe(200);
    expect((await call(service.baseUrl, o.key, 'GET', '/usage')).status).toBe(200);
    // Only the slow route was held.
    expect(service.log.map((entry) => [entry.route, entry.notes])).toEqual([
      ['GET /connections', ['held 600 ms']],
      ['GET /usage', []],
    ]);

    const before = emulator.requests({ route: 'GET /connections', ownerId: o.id }).length;
    const long = await proxy({ slowAnswers: [{ route: 'GET /connections', delayMs: 60_000 }] });
    await expect(
      fetch(`${long.baseUrl}/connections`, {
        headers: { authorization: `Bearer ${o.key}` },
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(long.log[0]).toMatchObject({ forwarded: false });
    expect(emulator.requests({ route: 'GET /connections', ownerId: o.id })).toHaveLength(before);
  });

  it('streams events through as they come (no buffering), and passes a dropped stream on as a drop', async () => {
    const o = owner();
    const service = await proxy({ renameEvents: true });
    // A journey of 10 minutes: a proxy that held the stream until it ended would pass nothing on
    // within this test. Each of the first two frames comes while the journey runs.
    const long = await startJourney(emulator, o.key, o.connectionId, 600);
    const endedWhenSeen: unknown[] = [];
    const live = await readStream(
      `${service.baseUrl}/testing/journey-runs/${long.runId}/stream`,
      o.key,
      {},
      { stopAfter: 2, arrived: () => endedWhenSeen.push(emulator.terminalAt(long.reportId)) },
    );
    expect(live.error).toBeUndefined();
    expect(live.frames).toHaveLength(2);
    expect(endedWhenSeen).toEqual([undefined, undefined]);

    const journey = await startJourney(emulator, o.key, o.connectionId, 2);

    emulator.addFault({
      route: 'GET /testing/journey-runs/{id}/stream',
      ownerId: o.id,
      times: 1,
      fault: { kind: 'drop-stream', afterEvents: 2 },
    });
    const plain = await proxy({});
    const dropped = await readStream(
      `${plain.baseUrl}/testing/journey-runs/${journey.runId}/stream`,
      o.key,
    );
    expect(dropped.frames).toHaveLength(2);
    expect(dropped.error).toBeDefined();
  });
});

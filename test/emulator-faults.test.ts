/**
 * Fault injection over real HTTP (every kind, counting, phases, owner filter), the fault
 * command-line syntax, the control API, close(), and the `emulator` command in-process.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StartRunResultSchema } from '../src/client/resources/runs.js';
import { UsageSchema } from '../src/client/resources/usage.js';
import { runEmulatorCommand } from '../src/emulator/cli.js';
import {
  DEMO_OWNERS,
  type Emulator,
  type FaultRule,
  parseFaultSpec,
  startEmulator,
} from '../src/emulator/index.js';
import { call, data, eventually, failure, jsonOf, readStream, sleep } from './emulator-helpers.js';

const KEY = 'pets_faults_team_0000000001';
const OTHER = 'pets_faults_other_000000002';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 1000,
    owners: [
      { id: 'team', plan: 'team', keys: [KEY] },
      { id: 'other', plan: 'team', keys: [OTHER] },
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

const usage = (key = KEY) => call(emulator, 'GET', '/usage', { key });
const runsOf = async (owner: string, key: string) =>
  data(
    await call(
      emulator,
      'GET',
      `/testing/runs?connectionId=${emulator.sandboxConnectionId(owner)}&limit=100`,
      {
        key,
      },
    ),
  ) as { seed: string }[];

describe('fault kinds', () => {
  it('status: the error envelope by default, Retry-After, or a given body', async () => {
    emulator.addFault({ route: 'GET /usage', fault: { kind: 'status', status: 503 } });
    const envelope = failure(await usage(), 503, 'injected_fault');
    expect(envelope.message).toMatch(/503/);
    data(await usage());

    emulator.addFault({
      route: 'GET /usage',
      fault: { kind: 'status', status: 429, retryAfter: 7 },
    });
    const limited = await usage();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');

    emulator.addFault({
      route: 'GET /usage',
      fault: { kind: 'status', status: 502, body: { upstream: 'down' } },
    });
    const custom = await usage();
    expect(custom.status).toBe(502);
    expect(custom.json).toEqual({ upstream: 'down' });
  });

  it('delay: answers normally after the delay, once', async () => {
    emulator.addFault({ route: 'GET /usage', fault: { kind: 'delay', ms: 400 } });
    // A 390 ms timer set before the request: the emulator's 400 ms one is set later in the same
    // event loop, so the timer comes first however busy the machine, unless the answer is not held.
    const timer = sleep(390).then(() => 'timer');
    const answer = usage();
    expect(await Promise.race([answer.then(() => 'answer'), timer])).toBe('timer');
    data(await answer);
    // Applied to that request only: the next one passes the exhausted rule by, answered at once.
    data(await usage());
    const listed = await fetch(`${emulator.origin}/_emulator/faults`);
    expect(((await listed.json()) as { data: unknown }).data).toMatchObject([
      { seen: 1, applied: 1 },
    ]);
  });

  it('reset: the socket closes without an answer', async () => {
    emulator.addFault({ route: 'GET /usage', fault: { kind: 'reset' } });
    emulator.resetRequests();
    await expect(usage()).rejects.toThrow();
    expect(emulator.requests({ route: 'GET /usage' })[0]!.status).toBe(0);
    data(await usage());
  });

  it('reset-mid-body: status and headers arrive, the body breaks off', async () => {
    emulator.addFault({ route: 'GET /usage', fault: { kind: 'reset-mid-body' } });
    const response = await fetch(`${emulator.baseUrl}/usage`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('malformed-json: a 200 whose body is not JSON', async () => {
    emulator.addFault({ route: 'GET /usage', fault: { kind: 'malformed-json' } });
    const response = await fetch(`${emulator.baseUrl}/usage`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('schema-break: a success envelope whose data breaks the schema', async () => {
    emulator.addFault({ route: 'GET /usage', fault: { kind: 'schema-break' } });
    const broken = data(await usage());
    const parsed = UsageSchema.safeParse(broken);
    expect(parsed.success).toBe(false);

    emulator.setScenario({ queueSeconds: 0, runSeconds: 0 });
    emulator.addFault({ route: 'POST /testing/runs', fault: { kind: 'schema-break' } });
    const start = data(
      await call(emulator, 'POST', '/testing/runs', {
        key: KEY,
        body: { connectionId: emulator.sandboxConnectionId('team') },
      }),
      201,
    );
    expect(StartRunResultSchema.safeParse(start).success).toBe(false);
    expect(start.reportId).toEqual(expect.any(Number));

    emulator.addFault({ route: 'GET /testing/runs', fault: { kind: 'schema-break' } });
    const [first] = data(await call(emulator, 'GET', '/testing/runs', { key: KEY }));
    expect(typeof first._id).toBe('number');
  });

  it('drop-stream: the stream breaks after N events, and a resume continues it', async () => {
    const sandbox = emulator.sandboxConnectionId('team');
    const plan = data(
      await call(emulator, 'POST', '/testing/journeys/preview', {
        key: KEY,
        body: {
          schemaVersion: 1,
          targetId: sandbox,
          topology: { kind: 'first-successful-charge' },
          seed: 'drop',
        },
      }),
    );
    const run = data(
      await call(emulator, 'POST', '/testing/journey-runs', {
        key: KEY,
        body: { planId: plan.planId },
      }),
      201,
    );
    await call(emulator, 'GET', `/testing/journey-runs/${run.runId}?wait=55`, { key: KEY });
    emulator.addFault({
      route: 'GET /testing/journey-runs/{id}/stream',
      times: 2,
      fault: { kind: 'drop-stream', afterEvents: 3 },
    });
    const first = await readStream(emulator, run.runId, { key: KEY });
    expect(first.frames.map((f) => f.id)).toEqual([1, 2, 3]);
    expect(first.ended).toBe(false);
    const second = await readStream(emulator, run.runId, { key: KEY, lastEventId: '3' });
    expect(second.frames.map((f) => f.id)).toEqual([4, 5, 6]);
    const rest = await readStream(emulator, run.runId, { key: KEY, lastEventId: '6' });
    expect(rest.ended).toBe(true);
    expect(rest.frames[0]!.id).toBe(7);
    expect(rest.frames.at(-1)!.event).toBe('run.completed');
  });
});

describe('fault rules', () => {
  it('skips, then applies N times, then lets requests through; Infinity always applies', async () => {
    emulator.addFault({
      route: 'GET /usage',
      skip: 1,
      times: 2,
      fault: { kind: 'status', status: 500 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await usage()).status);
    expect(statuses).toEqual([200, 500, 500, 200, 200]);

    emulator.clearFaults();
    emulator.addFault({
      route: 'GET /usage',
      times: Number.POSITIVE_INFINITY,
      fault: { kind: 'status', status: 503 },
    });
    for (let i = 0; i < 5; i++) expect((await usage()).status).toBe(503);
    emulator.clearFaults();
    expect((await usage()).status).toBe(200);
  });

  it('applies rules in order, the first one that applies wins', async () => {
    emulator.addFault({ route: 'GET /usage', times: 2, fault: { kind: 'status', status: 503 } });
    emulator.addFault({
      route: 'GET /usage',
      fault: { kind: 'status', status: 429, retryAfter: 1 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await usage()).status);
    expect(statuses).toEqual([503, 503, 429, 200]);
  });

  it('matches every route with "*" and only the named owner with ownerId', async () => {
    emulator.addFault({
      route: '*',
      ownerId: 'other',
      times: 3,
      fault: { kind: 'status', status: 418 },
    });
    expect((await usage(KEY)).status).toBe(200);
    expect((await usage(OTHER)).status).toBe(418);
    expect((await call(emulator, 'GET', '/connections', { key: OTHER })).status).toBe(418);
    expect((await call(emulator, 'GET', '/testing/suites')).status).toBe(200);
    expect((await call(emulator, 'GET', '/testing/runs', { key: OTHER })).status).toBe(418);
    expect((await usage(OTHER)).status).toBe(200);
  });

  it('phase before: the run is not created; phase after: it is, but the answer is lost', async () => {
    emulator.setScenario({ queueSeconds: 0, runSeconds: 0 });
    const body = (seed: string) => ({ connectionId: emulator.sandboxConnectionId('other'), seed });
    emulator.addFault({ route: 'POST /testing/runs', fault: { kind: 'status', status: 503 } });
    failure(
      await call(emulator, 'POST', '/testing/runs', { key: OTHER, body: body('before') }),
      503,
    );
    expect((await runsOf('other', OTHER)).filter((r) => r.seed === 'before')).toHaveLength(0);

    emulator.addFault({
      route: 'POST /testing/runs',
      phase: 'after',
      fault: { kind: 'status', status: 503 },
    });
    failure(
      await call(emulator, 'POST', '/testing/runs', { key: OTHER, body: body('after') }),
      503,
    );
    expect((await runsOf('other', OTHER)).filter((r) => r.seed === 'after')).toHaveLength(1);

    emulator.addFault({
      route: 'POST /testing/runs',
      phase: 'after',
      fault: { kind: 'reset-mid-body' },
    });
    await expect(
      (async () => {
        const response = await fetch(`${emulator.baseUrl}/testing/runs`, {
          method: 'POST',
          headers: { authorization: `Bearer ${OTHER}`, 'content-type': 'application/json' },
          body: JSON.stringify(body('lost')),
        });
        expect(response.status).toBe(201);
        return response.text();
      })(),
    ).rejects.toThrow();
    expect((await runsOf('other', OTHER)).filter((r) => r.seed === 'lost')).toHaveLength(1);
  });

  it('phase after replaces error answers too', async () => {
    emulator.addFault({
      route: 'GET /testing/journey-runs/{id}',
      phase: 'after',
      fault: { kind: 'status', status: 503 },
    });
    failure(await call(emulator, 'GET', '/testing/journey-runs/jr_missing', { key: KEY }), 503);
    failure(await call(emulator, 'GET', '/testing/journey-runs/jr_missing', { key: KEY }), 404);
  });

  it('refuses a rule with an unknown route, a bad count or a stream fault on another route', () => {
    const bad: FaultRule[] = [
      { route: 'GET /nothing', fault: { kind: 'reset' } },
      { route: 'GET /usage', times: 0, fault: { kind: 'reset' } },
      { route: 'GET /usage', skip: -1, fault: { kind: 'reset' } },
      { route: 'GET /usage', fault: { kind: 'status', status: 42 } },
      { route: 'GET /usage', fault: { kind: 'drop-stream', afterEvents: 1 } },
      { route: 'GET /usage', fault: { kind: 'explode' } as never },
    ];
    for (const rule of bad) expect(() => emulator.addFault(rule)).toThrow();
  });
});

describe('parseFaultSpec', () => {
  it('reads every form of the syntax', () => {
    expect(parseFaultSpec('POST /testing/runs=503x2@after')).toEqual({
      route: 'POST /testing/runs',
      skip: 0,
      times: 2,
      phase: 'after',
      ownerId: undefined,
      fault: { kind: 'status', status: 503 },
    });
    expect(parseFaultSpec('GET /testing/runs=429:5').fault).toEqual({
      kind: 'status',
      status: 429,
      retryAfter: 5,
    });
    expect(parseFaultSpec('*=delay:300')).toMatchObject({
      route: '*',
      times: 1,
      fault: { kind: 'delay', ms: 300 },
    });
    expect(parseFaultSpec('GET /testing/journey-runs/{id}/stream=drop:5').fault).toEqual({
      kind: 'drop-stream',
      afterEvents: 5,
    });
    expect(parseFaultSpec('GET /usage=reset').fault).toEqual({ kind: 'reset' });
    expect(parseFaultSpec('GET /usage=reset-mid-body').fault).toEqual({ kind: 'reset-mid-body' });
    expect(parseFaultSpec('GET /usage=malformed').fault).toEqual({ kind: 'malformed-json' });
    expect(parseFaultSpec('GET /usage=schema-break').fault).toEqual({ kind: 'schema-break' });
    expect(parseFaultSpec('GET /usage=500x*').times).toBe(Number.POSITIVE_INFINITY);
    expect(parseFaultSpec('GET /usage=500+3x2#acme')).toMatchObject({
      skip: 3,
      times: 2,
      ownerId: 'acme',
    });
  });

  it('names the bad part and shows the syntax', () => {
    const cases: [string, RegExp][] = [
      ['GET /usage', /missing "="/],
      ['GET /usage=', /not a status or a fault name/],
      ['GET /usage=explode', /"explode" is unknown/],
      ['GET /usage=delay', /"delay" needs a whole number/],
      ['GET /usage=drop:x', /"drop" needs a whole number/],
      ['GET /usage=reset:5', /"reset" takes no ":5"/],
      ['GET /usage=503y2', /"y2" is not a modifier/],
      ['GET /usage=503x0', /times must be/],
      ['GET /nowhere=503', /route "GET \/nowhere"/],
      ['GET /usage=drop:3', /drop-stream applies only/],
      ['GET /usage=999', /not an HTTP status/],
    ];
    for (const [spec, problem] of cases) {
      expect(() => parseFaultSpec(spec)).toThrow(problem);
      expect(() => parseFaultSpec(spec)).toThrow(/Syntax: ROUTE=FAULT/);
    }
  });
});

describe('control API', () => {
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${emulator.origin}/_emulator/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await jsonOf(response) };
  };

  it('sets scenarios, faults and partners, reads and clears the request log, reads the state', async () => {
    const scenario = await control('POST', 'scenario', { scenario: 'failed-run' });
    expect(scenario.status).toBe(200);
    expect(scenario.json.data.scenario.outcome).toBe('failed');
    const partial = await control('POST', 'scenario', {
      scenario: { queueSeconds: 0, runSeconds: 0 },
      connectionId: emulator.sandboxConnectionId('team'),
    });
    expect(partial.json.data.scenario).toMatchObject({ outcome: 'failed', queueSeconds: 0 });
    const run = data(
      await call(emulator, 'POST', '/testing/runs?wait=5', {
        key: KEY,
        body: { connectionId: emulator.sandboxConnectionId('team') },
      }),
      201,
    );
    expect(run.status).toBe('failed');
    expect((await control('POST', 'scenario', { scenario: 'nope' })).status).toBe(400);
    expect(
      (await control('POST', 'scenario', { scenario: 'all-pass', connectionId: 'con_x' })).status,
    ).toBe(400);

    const faults = await control('POST', 'faults', {
      rules: [
        { route: 'GET /usage', times: null, fault: { kind: 'status', status: 503 } },
        { route: 'GET /connections', fault: { kind: 'status', status: 500 } },
      ],
    });
    expect(faults.json.data).toEqual({ added: 2 });
    expect((await usage()).status).toBe(503);
    expect((await usage()).status).toBe(503);
    const listed = await control('GET', 'faults');
    expect(listed.json.data[0]).toMatchObject({ applied: 2, rule: { times: null } });
    expect(
      (await control('POST', 'faults', { rules: [{ route: 'GET /x', fault: { kind: 'reset' } }] }))
        .status,
    ).toBe(400);
    expect((await control('POST', 'faults', { rules: 'all' })).status).toBe(400);
    expect((await control('DELETE', 'faults')).status).toBe(200);
    expect((await usage()).status).toBe(200);

    await control('POST', 'partners', {
      prefix: 'https://ctl.',
      status: 'failed',
      lastError: 'no route',
    });
    const created = data(
      await call(emulator, 'POST', '/connections', {
        key: KEY,
        body: {
          partnerBaseUrl: 'https://ctl.partner.example/versions',
          ourRole: 'EMSP',
          theirRole: 'CPO',
          ocpiVersion: '2.2',
          tokenA: 'token-a-control-1234',
        },
      }),
      201,
    );
    const registered = data(
      await call(emulator, 'POST', `/connections/${created._id}/register`, { key: KEY }),
    );
    expect(registered).toMatchObject({ status: 'failed', lastError: 'no route' });
    expect((await control('POST', 'partners', { prefix: 'x', status: 'maybe' })).status).toBe(400);

    await control('DELETE', 'requests');
    await usage();
    const log = await control('GET', 'requests?route=GET%20/usage');
    expect(log.json.data).toHaveLength(1);
    expect(log.json.data[0]).toMatchObject({
      method: 'GET',
      route: 'GET /usage',
      status: 200,
      ownerId: 'team',
    });
    // Control requests are not logged.
    expect(emulator.requests()).toHaveLength(1);

    const state = await control('GET', 'state');
    expect(state.json.data.speed).toBe(1000);
    expect(state.json.data.owners.map((o: { id: string }) => o.id)).toEqual(['team', 'other']);
    expect(state.json.data.owners[0]).toMatchObject({
      plan: 'team',
      sandboxConnectionId: emulator.sandboxConnectionId('team'),
      inflight: expect.any(Number),
      maxInflightSeen: expect.any(Number),
    });
    expect((await control('GET', 'nothing')).status).toBe(404);
    const badJson = await fetch(`${emulator.origin}/_emulator/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(badJson.status).toBe(400);
  });
});

describe('close', () => {
  it('ends long-polls and streams at once', async () => {
    const closing = await startEmulator({
      speed: 1,
      scenario: { queueSeconds: 3600, runSeconds: 3600 },
      owners: [{ id: 'c', plan: 'team', keys: ['pets_closing_0000000000001'] }],
    });
    const key = 'pets_closing_0000000000001';
    const sandbox = closing.sandboxConnectionId('c');
    const poll = call(closing, 'POST', '/testing/runs?wait=55', {
      key,
      body: { connectionId: sandbox },
    });
    const plan = data(
      await call(closing, 'POST', '/testing/journeys/preview', {
        key,
        body: {
          schemaVersion: 1,
          targetId: sandbox,
          topology: { kind: 'first-successful-charge' },
          clock: { durationSeconds: 36_000, accelerationFactor: 1 },
          seed: 'closing',
        },
      }),
    );
    const journey = data(
      await call(closing, 'POST', '/testing/journey-runs', { key, body: { planId: plan.planId } }),
      201,
    );
    // Nothing here ends by itself within the test's time: the long-poll waits 55 s for a run
    // queued for an hour, and the stream reader gives up after a minute. Only close() ends them.
    const stream = readStream(closing, journey.runId, { key, timeoutMs: 60_000 });
    await eventually(
      () =>
        closing.requests({ route: 'GET /testing/journey-runs/{id}/stream' })[0]?.status === 200 ||
        undefined,
      'the stream open',
    );
    await closing.close();
    const answered = await poll;
    expect(answered.status).toBe(201);
    expect(answered.json.data.status).toBe('queued');
    const streamed = await stream;
    expect(streamed.frames.length).toBeGreaterThan(0);
    // Ended by the emulator, not by the reader's own time limit (an abort is an error).
    expect(streamed).toMatchObject({ status: 200, ended: true });
    expect(streamed.error).toBeUndefined();
    await expect(fetch(`${closing.baseUrl}/usage`)).rejects.toThrow();
  });
});

describe('the emulator command', () => {
  it('prints the banner, serves, and stops on abort', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const controller = new AbortController();
    let ready: Emulator | undefined;
    const done = runEmulatorCommand(
      [
        '--port',
        '0',
        '--speed',
        '50',
        '--scenario',
        'some-failures',
        '--key',
        'ci=pets_cli_owner_000000001',
        '--key',
        'acme=pets_cli_acme_0000000001',
        '--fault',
        'GET /usage=503x1',
        '--partner',
        'https://down.example=failed:versions answered 503',
      ],
      { out: (line) => lines.push(line), err: (line) => errors.push(line) },
      { signal: controller.signal, onReady: (emulator) => (ready = emulator) },
    );
    for (let i = 0; i < 200 && !ready; i++) await sleep(10);
    expect(ready).toBeDefined();
    const banner = lines.join('\n');
    expect(banner).toMatch(/EMULATOR/);
    expect(banner).toMatch(/test double/);
    expect(banner).toMatch(/NOT the real/);
    expect(banner).toContain(`Base URL: ${ready!.baseUrl}`);
    expect(ready!.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    expect(banner).toContain('ci: plan team, key pets_cli_owner_000000001');
    expect(banner).toContain('acme: plan team, key pets_cli_acme_0000000001');
    expect(banner).toContain(`solo: plan free, key ${DEMO_OWNERS[1]!.keys[0]}`);
    expect(banner).toMatch(/Scenario: some-failures; speed: 50/);
    expect(banner).toMatch(/Ctrl-C/);

    const first = await fetch(`${ready!.baseUrl}/usage`, {
      headers: { authorization: 'Bearer pets_cli_owner_000000001' },
    });
    expect(first.status).toBe(503);
    const second = await fetch(`${ready!.baseUrl}/usage`, {
      headers: { authorization: 'Bearer pets_cli_owner_000000001' },
    });
    expect(second.status).toBe(200);
    // The demo key of acme was replaced.
    const old = await fetch(`${ready!.baseUrl}/usage`, {
      headers: { authorization: `Bearer ${DEMO_OWNERS[0]!.keys[0]}` },
    });
    expect(old.status).toBe(401);

    controller.abort();
    expect(await done).toBe(0);
    expect(errors).toEqual([]);
    await expect(fetch(`${ready!.baseUrl}/testing/suites`)).rejects.toThrow();
  });

  it('stops on SIGTERM', async () => {
    let ready: Emulator | undefined;
    const before = new Set(process.listeners('SIGTERM'));
    const done = runEmulatorCommand(
      ['--port', '0'],
      { out: () => {}, err: () => {} },
      {
        onReady: (emulator) => (ready = emulator),
      },
    );
    for (let i = 0; i < 200 && !ready; i++) await sleep(10);
    // Calls the command's own handler only: other SIGTERM listeners of the test process stay out of it.
    const added = process.listeners('SIGTERM').filter((listener) => !before.has(listener));
    expect(added).toHaveLength(1);
    added[0]!('SIGTERM');
    expect(await done).toBe(0);
    expect(process.listeners('SIGTERM').filter((listener) => !before.has(listener))).toEqual([]);
    await expect(fetch(`${ready!.origin}/api/v1/testing/suites`)).rejects.toThrow();
  });

  it('prints help', async () => {
    const lines: string[] = [];
    expect(await runEmulatorCommand(['--help'], { out: (l) => lines.push(l), err: () => {} })).toBe(
      0,
    );
    expect(lines.join('\n')).toMatch(/--fault SPEC/);
  });

  const badFlags: [string[], RegExp][] = [
    [['--port', 'abc'], /--port "abc"/],
    [['--port', '70000'], /--port/],
    [['--speed', '0'], /--speed "0"/],
    [['--speed', 'fast'], /--speed/],
    [['--scenario', 'nope'], /--scenario "nope" is unknown; use one of .*all-pass/],
    [['--key', 'no-equals'], /--key .* is not OWNER=KEY/],
    [['--key', 'ci=secret_without_prefix'], /start with "pets_"/],
    [['--fault', 'GET /usage=explode'], /--fault: .*explode/],
    [['--partner', 'https://x.example=maybe'], /--partner .*registered.*failed/],
    [['--partner', 'nothing'], /--partner "nothing"/],
    [['--colour'], /colour/],
    [['stray'], /stray/],
  ];
  for (const [argv, message] of badFlags) {
    it(`refuses ${argv.join(' ')} with exit code 2 and no server`, async () => {
      const errors: string[] = [];
      let started = false;
      const code = await runEmulatorCommand(
        argv,
        { out: () => {}, err: (line) => errors.push(line) },
        { onReady: () => (started = true) },
      );
      expect(code).toBe(2);
      expect(started).toBe(false);
      expect(errors.join('\n')).toMatch(message);
      expect(errors.join('\n')).toMatch(/--help/);
      expect(errors.join('\n')).not.toContain('secret_without_prefix');
    });
  }
});

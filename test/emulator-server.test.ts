/**
 * The emulator's API over real HTTP on 127.0.0.1: authentication, owner scoping, connections,
 * conformance runs and their long-poll, the run list and its paging, sharing and deleting,
 * usage, limits, and every scenario preset as seen through the API.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionSchema } from '../src/client/resources/connections.js';
import { JourneyRunStatusSchema } from '../src/client/resources/journeys.js';
import { RunReportSchema } from '../src/client/resources/run-report.js';
import { StartRunResultSchema } from '../src/client/resources/runs.js';
import { SuiteListingSchema } from '../src/client/resources/suites.js';
import { UsageSchema } from '../src/client/resources/usage.js';
import { IDEMPOTENCY_HEADER, SHARED_REPORT_PATH } from '../src/client/wire.js';
import { content } from '../src/emulator/content.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { resolveScenario, SCENARIO_NAMES } from '../src/emulator/scenarios.js';
import {
  call,
  data,
  eventually,
  existing,
  failure,
  jsonOf,
  readStream,
  registration,
  sleep,
} from './emulator-helpers.js';

const KEYS = {
  team: 'pets_server_team_00000000001',
  team2: 'pets_server_team_00000000002',
  free: 'pets_server_free_00000000003',
  other: 'pets_server_other_0000000004',
  big: 'pets_server_big_000000000005',
  lists: 'pets_server_lists_0000000006',
};

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({
    speed: 1000,
    owners: [
      { id: 'team', plan: 'team', keys: [KEYS.team, KEYS.team2] },
      { id: 'free', plan: 'free', keys: [KEYS.free] },
      { id: 'other', plan: 'team', keys: [KEYS.other] },
      { id: 'big', plan: 'enterprise', keys: [KEYS.big] },
      { id: 'lists', plan: 'enterprise', keys: [KEYS.lists] },
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

/** Runs that end at once, so that tests do not wait on the emulated clock. */
const INSTANT = { queueSeconds: 0, runSeconds: 0 };

async function startRun(key: string, body: Record<string, unknown>, query = '') {
  return call(emulator, 'POST', `/testing/runs${query}`, { key, body });
}

async function listRuns(key: string, query = '') {
  return call(emulator, 'GET', `/testing/runs${query}`, { key });
}

async function findReport(key: string, connectionId: string, reportId: string) {
  const list = data(await listRuns(key, `?connectionId=${connectionId}&limit=100`));
  return list.find((report: { _id: string }) => report._id === reportId);
}

describe('authentication', () => {
  it('answers 401 to a missing, malformed, unknown or unprefixed key, without echoing it', async () => {
    const attempts: (Record<string, string> | undefined)[] = [
      undefined,
      { authorization: 'Bearer' },
      { authorization: `Basic ${Buffer.from(`x:${KEYS.team}`).toString('base64')}` },
      { authorization: `Token ${KEYS.team}` },
      { authorization: 'Bearer pets_unknown_key_0000000' },
      { authorization: `Bearer ${KEYS.team.replace('pets_', 'pat_')}` },
      { authorization: `Bearer ${KEYS.team} extra` },
    ];
    for (const headers of attempts) {
      const answer = await call(emulator, 'GET', '/usage', { headers });
      const envelope = failure(answer, 401, 'unauthorized');
      expect(envelope.message).toMatch(/API key was missing or refused/);
      expect(JSON.stringify(envelope)).not.toContain('pets_unknown_key');
    }
    // Any of the owner's keys works, and the scheme is case-insensitive.
    data(
      await call(emulator, 'GET', '/usage', { headers: { authorization: `bearer ${KEYS.team2}` } }),
    );
  });

  it('refuses a create-connection without a key before reading the body', async () => {
    failure(await call(emulator, 'POST', '/connections', { rawBody: '{not json' }), 401);
  });

  it('lists suites without a key and without the envelope', async () => {
    const answer = await call(emulator, 'GET', '/testing/suites');
    expect(answer.status).toBe(200);
    expect(answer.json.success).toBeUndefined();
    const listing = SuiteListingSchema.parse(answer.json);
    expect(listing).toEqual(content.suiteListing());
  });
});

describe('routing and request parsing', () => {
  it('answers 404 to an unknown route and 405 to a wrong method', async () => {
    failure(await call(emulator, 'GET', '/nothing-here', { key: KEYS.team }), 404, 'not_found');
    const wrong = await call(emulator, 'PUT', '/usage', { key: KEYS.team });
    failure(wrong, 405, 'method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('GET');
    const outside = await fetch(`${emulator.origin}/elsewhere`);
    expect(outside.status).toBe(404);
    expect((await jsonOf(outside)).success).toBe(false);
  });

  it('answers 400 to a body that is not JSON or not an object', async () => {
    const broken = await call(emulator, 'POST', '/connections', {
      key: KEYS.team,
      rawBody: '{"a":',
    });
    failure(broken, 400, 'invalid_json');
    const array = await call(emulator, 'POST', '/connections', { key: KEYS.team, body: [1] });
    expect(failure(array, 400).message).toMatch(/JSON object/);
    const empty = await call(emulator, 'POST', '/testing/runs', { key: KEYS.team });
    expect(failure(empty, 400).field).toBe('body');
  });

  it('answers 413 to an oversized body', async () => {
    const answer = await call(emulator, 'POST', '/connections', {
      key: KEYS.team,
      rawBody: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    failure(answer, 413);
  });

  it('records every request with its route pattern, status and owner', async () => {
    emulator.resetRequests();
    const sandbox = emulator.sandboxConnectionId('team');
    await call(emulator, 'POST', `/connections/${sandbox}/register`, { key: KEYS.team });
    await call(emulator, 'GET', '/usage');
    await call(emulator, 'GET', '/nowhere', { key: KEYS.team });
    const records = emulator.requests();
    expect(records.map((r) => [r.route, r.status, r.ownerId])).toEqual([
      ['POST /connections/{id}/register', 200, 'team'],
      ['GET /usage', 401, undefined],
      ['GET (unknown)', 404, undefined],
    ]);
    expect(records[0]!.path).toBe(`/api/v1/connections/${sandbox}/register`);
    expect(records[0]!.emulatedMs).toBeGreaterThanOrEqual(records[0]!.realMs);
    expect(emulator.requests({ route: '/usage' })).toHaveLength(1);
    expect(emulator.requests({ method: 'post' })).toHaveLength(1);
    expect(emulator.requests({ ownerId: 'team' })).toHaveLength(1);
  });

  it('answers 500 in the envelope when a handler fails, and keeps serving', async () => {
    const spy = vi.spyOn(content, 'suiteListing').mockImplementation(() => {
      throw new Error('generator exploded');
    });
    try {
      const answer = await call(emulator, 'GET', '/testing/suites');
      const envelope = failure(answer, 500, 'internal_error');
      expect(envelope.message).not.toContain('exploded');
    } finally {
      spy.mockRestore();
    }
    expect((await call(emulator, 'GET', '/testing/suites')).status).toBe(200);
  });
});

describe('owners are isolated', () => {
  it("answers 404 to another owner's id on every id route", async () => {
    const sandbox = emulator.sandboxConnectionId('team');
    emulator.setScenario(INSTANT);
    const run = data(await startRun(KEYS.team, { connectionId: sandbox, seed: 'iso' }), 201);
    const preview = data(
      await call(emulator, 'POST', '/testing/journeys/preview', {
        key: KEYS.team,
        body: {
          schemaVersion: 1,
          targetId: sandbox,
          topology: { kind: 'first-successful-charge' },
          seed: 'iso',
        },
      }),
    );
    const journey = data(
      await call(emulator, 'POST', '/testing/journey-runs', {
        key: KEYS.team,
        body: { planId: preview.planId, planHash: preview.planHash },
      }),
      201,
    );
    const attempts: [string, string, unknown?][] = [
      ['POST', `/connections/${sandbox}/register`],
      ['POST', '/testing/runs', { connectionId: sandbox }],
      ['DELETE', `/testing/runs/${run.reportId}`],
      ['POST', `/testing/runs/${run.reportId}/share`],
      ['DELETE', `/testing/runs/${run.reportId}/share`],
      ['GET', `/testing/journey-runs/${journey.runId}`],
      [
        'POST',
        `/testing/journey-runs/${journey.runId}/recovery`,
        { decision: 'resume', recoveryVersion: 0 },
      ],
      ['POST', `/testing/journey-runs/${journey.runId}/cancel`],
      ['GET', `/testing/journey-runs/${journey.runId}/stream`],
      [
        'POST',
        '/testing/journeys/preview',
        { schemaVersion: 1, targetId: sandbox, topology: { kind: 'custom' }, seed: 's' },
      ],
      ['POST', '/testing/journey-runs', { planId: preview.planId }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(emulator, method, path, { key: KEYS.other, body });
      failure(answer, 404);
      // Same answer as an id that does not exist at all.
      const unknown = path
        .replace(sandbox, 'con_missing')
        .replace(run.reportId, 'rep_missing')
        .replace(journey.runId, 'jr_missing');
      const bodyUnknown =
        body && typeof body === 'object'
          ? JSON.parse(
              JSON.stringify(body)
                .replace(sandbox, 'con_missing')
                .replace(preview.planId, 'plan_missing'),
            )
          : body;
      expect(
        (await call(emulator, method, unknown, { key: KEYS.other, body: bodyUnknown })).status,
      ).toBe(404);
    }
    // The other owner's list does not show it either; the owner's own list does.
    const theirs = data(await listRuns(KEYS.other, '?limit=100'));
    expect(theirs.map((r: { _id: string }) => r._id)).not.toContain(run.reportId);
    expect(await findReport(KEYS.team, sandbox, run.reportId)).toBeDefined();
  });

  it('uses globally unique, prefixed ids', async () => {
    const ids = ['team', 'free', 'other'].map((owner) => emulator.sandboxConnectionId(owner));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^con_/);
    emulator.setScenario(INSTANT);
    const run = data(await startRun(KEYS.other, { connectionId: ids[2]! }), 201);
    expect(run.reportId).toMatch(/^rep_/);
    expect(run.executionId).toMatch(/^exe_/);
  });
});

describe('connections', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['partnerBaseUrl missing', { partnerBaseUrl: undefined }, 'partnerBaseUrl'],
    ['partnerBaseUrl relative', { partnerBaseUrl: '/ocpi/versions' }, 'partnerBaseUrl'],
    ['partnerBaseUrl not http', { partnerBaseUrl: 'ftp://x.example/versions' }, 'partnerBaseUrl'],
    ['ourRole missing', { ourRole: undefined }, 'ourRole'],
    ['ourRole unknown', { ourRole: 'PTP' }, 'ourRole'],
    ['theirRole unknown', { theirRole: 'cpo' }, 'theirRole'],
    ['ocpiVersion unknown', { ocpiVersion: '2.2.2' }, 'ocpiVersion'],
    ['ocpiVersion missing', { ocpiVersion: undefined }, 'ocpiVersion'],
    ['no token at all', { tokenA: undefined }, 'tokenA'],
    ['tokenA empty', { tokenA: '' }, 'tokenA'],
    ['both forms', { tokenC: 'token-c-both-123456' }, 'tokenA'],
    ['tokenA with ourPartyId', { ourPartyId: 'EXA' }, 'ourPartyId'],
    ['tokenA with localTokenB', { localTokenB: 'token-b-x-123456' }, 'localTokenB'],
    ['unknown field', { colour: 'blue' }, 'colour'],
  ];
  for (const [name, overrides, field] of invalid) {
    it(`answers 400 naming ${field}: ${name}`, async () => {
      const body = JSON.parse(JSON.stringify(registration('invalid', overrides)));
      const envelope = failure(
        await call(emulator, 'POST', '/connections', { key: KEYS.team, body }),
        400,
        'invalid_request',
      );
      expect(envelope.field).toBe(field);
      expect(envelope.message).toContain(field);
      expect(envelope.message).not.toContain('token-a-invalid');
    });
  }

  const invalidExisting: [string, Record<string, unknown>, string][] = [
    ['ourPartyId missing', { ourPartyId: undefined }, 'ourPartyId'],
    ['ourPartyId too long', { ourPartyId: 'EXAM' }, 'ourPartyId'],
    ['ourCountryCode missing', { ourCountryCode: undefined }, 'ourCountryCode'],
    ['ourCountryCode three letters', { ourCountryCode: 'NLD' }, 'ourCountryCode'],
    ['ourCountryCode digits', { ourCountryCode: 'N1' }, 'ourCountryCode'],
    ['tokenC not a string', { tokenC: 42 }, 'tokenC'],
  ];
  for (const [name, overrides, field] of invalidExisting) {
    it(`answers 400 naming ${field} (existing credentials): ${name}`, async () => {
      const body = JSON.parse(JSON.stringify(existing('invalid-c', overrides)));
      const envelope = failure(
        await call(emulator, 'POST', '/connections', { key: KEYS.team, body }),
        400,
      );
      expect(envelope.field).toBe(field);
    });
  }

  it('creates with either form (201, pending, external) and never returns a token', async () => {
    const created = data(
      await call(emulator, 'POST', '/connections', { key: KEYS.team, body: registration(1) }),
      201,
    );
    ConnectionSchema.parse(created);
    expect(created).toMatchObject({ status: 'pending', kind: 'external', ourRole: 'EMSP' });
    expect(created._id).toMatch(/^con_/);
    const withCredentials = data(
      await call(emulator, 'POST', '/connections', {
        key: KEYS.team,
        body: existing(2, { ourCountryCode: 'nl' }),
      }),
      201,
    );
    const everything = JSON.stringify(
      data(await call(emulator, 'GET', '/connections?limit=100', { key: KEYS.team })),
    );
    for (const token of ['token-a-1', 'token-c-2', 'token-b-2']) {
      expect(JSON.stringify(created) + JSON.stringify(withCredentials) + everything).not.toContain(
        token,
      );
    }
  });

  it('answers 409 token_in_use for a tokenC or localTokenB used before, without echoing it', async () => {
    data(await call(emulator, 'POST', '/connections', { key: KEYS.team, body: existing(10) }), 201);
    const sameB = await call(emulator, 'POST', '/connections', {
      key: KEYS.other,
      body: existing(11, { localTokenB: 'token-b-10-0123456789' }),
    });
    const envelope = failure(sameB, 409, 'token_in_use');
    expect(envelope.message).not.toContain('token-b-10');
    const sameC = await call(emulator, 'POST', '/connections', {
      key: KEYS.team,
      body: existing(12, { tokenC: 'token-c-10-0123456789' }),
    });
    failure(sameC, 409, 'token_in_use');
  });

  it('answers 422 to an unsupported configuration', async () => {
    const sameRole = await call(emulator, 'POST', '/connections', {
      key: KEYS.team,
      body: registration(20, { theirRole: 'EMSP' }),
    });
    failure(sameRole, 422, 'unsupported_configuration');
    const hubOn211 = await call(emulator, 'POST', '/connections', {
      key: KEYS.team,
      body: registration(21, { ocpiVersion: '2.1.1', theirRole: 'HUB' }),
    });
    expect(failure(hubOn211, 422).message).toMatch(/2\.1\.1/);
    data(
      await call(emulator, 'POST', '/connections', {
        key: KEYS.team,
        body: registration(22, { ocpiVersion: '2.1.1' }),
      }),
      201,
    );
  });

  it('answers 402 at the plan ceiling, naming the limit and the next plan', async () => {
    // The free plan allows one external connection; the sandbox does not count.
    data(
      await call(emulator, 'POST', '/connections', { key: KEYS.free, body: registration(30) }),
      201,
    );
    const answer = await call(emulator, 'POST', '/connections', {
      key: KEYS.free,
      body: registration(31),
    });
    const envelope = failure(answer, 402, 'plan_limit_reached');
    expect(envelope.limit).toEqual({ id: 'connections', used: 1, cap: 1 });
    expect(envelope.capability).toBe('external-endpoints');
    expect(envelope.message).toMatch(/free plan/);
    expect(envelope.message).toMatch(/team plan/);
  });

  it('registers per the partner outcome; tokenC needs no handshake; the sandbox stays registered', async () => {
    emulator.setPartner('https://cpo-40.', {
      status: 'failed',
      lastError: 'versions answered 503',
    });
    emulator.setPartner('https://cpo-4', { status: 'registered' });
    const failing = data(
      await call(emulator, 'POST', '/connections', { key: KEYS.team, body: registration(40) }),
      201,
    );
    const after = data(
      await call(emulator, 'POST', `/connections/${failing._id}/register`, { key: KEYS.team }),
    );
    expect(after).toMatchObject({ status: 'failed', lastError: 'versions answered 503' });

    const fine = data(
      await call(emulator, 'POST', '/connections', { key: KEYS.team, body: registration(41) }),
      201,
    );
    expect(
      data(await call(emulator, 'POST', `/connections/${fine._id}/register`, { key: KEYS.team }))
        .status,
    ).toBe('registered');

    emulator.setPartner('https://cpo-42.', { status: 'failed' });
    const credentials = data(
      await call(emulator, 'POST', '/connections', { key: KEYS.team, body: existing(42) }),
      201,
    );
    expect(
      data(
        await call(emulator, 'POST', `/connections/${credentials._id}/register`, {
          key: KEYS.team,
        }),
      ).status,
    ).toBe('registered');

    // A failed connection can try again once the partner is fixed.
    emulator.setPartner('https://cpo-40.', { status: 'registered' });
    const retried = data(
      await call(emulator, 'POST', `/connections/${failing._id}/register`, { key: KEYS.team }),
    );
    expect(retried.status).toBe('registered');
    expect(retried.lastError).toBeUndefined();

    const sandbox = data(
      await call(
        emulator,
        'POST',
        `/connections/${emulator.sandboxConnectionId('team')}/register`,
        {
          key: KEYS.team,
        },
      ),
    );
    expect(sandbox).toMatchObject({
      kind: 'sandbox',
      status: 'registered',
      ocpiVersion: '2.2.1',
      ourRole: 'EMSP',
      theirRole: 'CPO',
      partnerBaseUrl: 'https://sandbox.ocpi-testing.invalid/ocpi/versions',
    });
  });

  it('lists in creation order with the sandbox first, pages by skip, and filters by direction', async () => {
    const key = KEYS.lists;
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        data(
          await call(emulator, 'POST', '/connections', { key, body: registration(`l${i}`) }),
          201,
        )._id,
      );
    }
    made.push(
      data(await call(emulator, 'POST', '/connections', { key, body: existing('l3') }), 201)._id,
    );
    const all = await call(emulator, 'GET', '/connections', { key });
    expect(all.json.meta).toEqual({ limit: 50, skip: 0 });
    expect(data(all).map((c: { _id: string }) => c._id)).toEqual([
      emulator.sandboxConnectionId('lists'),
      ...made,
    ]);
    const page = await call(emulator, 'GET', '/connections?limit=2&skip=1', { key });
    expect(data(page).map((c: { _id: string }) => c._id)).toEqual(made.slice(0, 2));
    expect(page.json.meta).toEqual({ limit: 2, skip: 1, nextCursor: '3' });
    const last = await call(emulator, 'GET', '/connections?limit=2&skip=3', { key });
    expect(data(last)).toHaveLength(2);
    expect(last.json.meta.nextCursor).toBeUndefined();
    const inbound = data(await call(emulator, 'GET', '/connections?direction=inbound', { key }));
    expect(inbound.map((c: { _id: string }) => c._id)).toEqual([made[3]]);
    const outbound = data(await call(emulator, 'GET', '/connections?direction=outbound', { key }));
    expect(outbound).toHaveLength(4);
  });

  it('answers 400 naming a bad list parameter', async () => {
    for (const [query, name] of [
      ['direction=sideways', 'direction'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['skip=-1', 'skip'],
    ]) {
      const envelope = failure(
        await call(emulator, 'GET', `/connections?${query}`, { key: KEYS.team }),
        400,
      );
      expect(envelope.field).toBe(name);
    }
    data(await call(emulator, 'GET', '/connections?limit=100&skip=1000', { key: KEYS.team }));
  });
});

describe('connection ceilings of the enterprise plan', () => {
  let big: Emulator;
  afterEach(async () => {
    await big?.close();
  });

  it('rate-limits creations (429, Retry-After) and stops at the fair-use ceiling (409)', async () => {
    let realNow = Date.UTC(2030, 5, 1);
    big = await startEmulator({
      speed: 1,
      now: () => realNow,
      owners: [{ id: 'corp', plan: 'enterprise', keys: ['pets_corp_key_000000000001'] }],
    });
    const key = 'pets_corp_key_000000000001';
    const create = (n: number) =>
      call(big, 'POST', '/connections', { key, body: registration(`fair-${n}`) });
    for (let n = 0; n < 20; n++) data(await create(n), 201);
    const limited = failure(await create(20), 429, 'rate_limited');
    expect(limited.message).toMatch(/20 connections/);
    realNow += 15_000;
    const later = await create(20);
    failure(later, 429);
    expect(later.headers.get('retry-after')).toBe('45');
    // The window moves on; five more reach the fair-use ceiling of 25.
    realNow += 46_000;
    for (let n = 21; n < 26; n++) data(await create(n), 201);
    const ceiling = failure(await create(26), 409, 'fair_use_ceiling');
    expect(ceiling.limit).toBeUndefined();
    const usage = data(await call(big, 'GET', '/usage', { key }));
    expect(usage.connections.active).toBe(25);
    expect(usage.connections.cap).toBeUndefined();
  });
});

describe('conformance runs', () => {
  it('moves queued -> running -> completed as a function of emulated time', async () => {
    // An injected real-time source: time moves only when the test moves it.
    let realNow = Date.UTC(2031, 0, 31, 23, 59, 0);
    const clocked = await startEmulator({
      speed: 2,
      now: () => realNow,
      scenario: { queueSeconds: 10, runSeconds: 20 },
      owners: [{ id: 'o', plan: 'team', keys: ['pets_clocked_00000000001'] }],
    });
    try {
      const key = 'pets_clocked_00000000001';
      const sandbox = clocked.sandboxConnectionId('o');
      const start = clocked.emulatedNow();
      expect(start).toBe(realNow);
      const run = StartRunResultSchema.parse(
        data(
          await call(clocked, 'POST', '/testing/runs', {
            key,
            body: { connectionId: sandbox, seed: 'life' },
          }),
          201,
        ),
      );
      expect(run).toMatchObject({ status: 'queued', draining: false, seed: 'life' });
      expect(run.summary).toBeUndefined();
      const report = async () =>
        RunReportSchema.parse(data(await call(clocked, 'GET', '/testing/runs', { key }))[0]);

      const queued = await report();
      expect(queued.status).toBe('queued');
      expect(queued.summary).toBeUndefined();
      expect(queued.suites).toBeUndefined();
      realNow += 5_000; // 10 emulated s at 2x
      expect(clocked.emulatedNow()).toBe(start + 10_000);
      expect((await report()).status).toBe('running');
      expect(clocked.inflightRuns('o')).toBe(1);
      expect(clocked.terminalAt(run.reportId)).toBeUndefined();
      realNow += 10_000;
      const completed = await report();
      expect(completed.status).toBe('completed');
      expect(completed.summary!.total).toBeGreaterThan(0);
      expect(clocked.terminalAt(run.reportId)).toEqual({
        realMs: realNow,
        emulatedMs: start + 30_000,
      });
      expect(clocked.inflightRuns('o')).toBe(0);
      expect(clocked.maxInflightSeen('o')).toBe(1);

      const thisMonth = async () =>
        data(await call(clocked, 'GET', '/usage', { key })).runs.thisMonth;
      expect(await thisMonth()).toBe(1);
      // 60 emulated s later the emulated month has turned over: the count starts again.
      realNow += 30_000;
      expect(await thisMonth()).toBe(0);
      data(
        await call(clocked, 'POST', '/testing/runs', { key, body: { connectionId: sandbox } }),
        201,
      );
      expect(await thisMonth()).toBe(1);
    } finally {
      await clocked.close();
    }
  });

  it('long-polls until the run is terminal, answering as soon as it is', async () => {
    // At 1x a wait lasts as many real seconds as it says: 55 s outlasts this test, so the second
    // poll passes only if it is answered when its run ends (0.5 s), not at the end of its wait.
    const polled = await startEmulator({
      speed: 1,
      owners: [{ id: 'o', plan: 'team', keys: ['pets_longpoll_00000000001'] }],
    });
    try {
      const key = 'pets_longpoll_00000000001';
      const body = { connectionId: polled.sandboxConnectionId('o') };
      polled.setScenario({ queueSeconds: 0, runSeconds: 100 });
      // Held to the end of its 1 s wait: a 900 ms timer set before the request comes first
      // (the emulator sets its 1 s timer later, in the same event loop, however busy it is).
      const timer = sleep(900).then(() => 'timer');
      const poll = call(polled, 'POST', '/testing/runs?wait=1', { key, body });
      expect(await Promise.race([poll.then(() => 'answer'), timer])).toBe('timer');
      const waited = data(await poll, 201);
      expect(waited.status).toBe('running');
      expect(waited.draining).toBe(false);

      polled.setScenario({ queueSeconds: 0, runSeconds: 0.5 });
      const done = data(await call(polled, 'POST', '/testing/runs?wait=55', { key, body }), 201);
      expect(done.status).toBe('completed');
      expect(done.draining).toBeUndefined();
      expect(done.summary.total).toBeGreaterThan(0);
      expect(Array.isArray(done.withheldModules)).toBe(true);
    } finally {
      await polled.close();
    }
  });

  it('answers a long-poll when the run ends between two reads of the clock', async () => {
    // A clock that moves 1 ms at every read puts the end of the run between any two reads of
    // the hold loop, for one duration or another of these eight; each must still be answered
    // at once rather than at the end of its 55 s wait, which outlasts this test.
    let realNow = Date.UTC(2030, 5, 1);
    const stepping = await startEmulator({
      speed: 1,
      now: () => ++realNow,
      owners: [{ id: 's', plan: 'enterprise', keys: ['pets_stepping_clock_0001'] }],
    });
    try {
      const body = { connectionId: stepping.sandboxConnectionId('s') };
      for (let extra = 0; extra < 8; extra++) {
        stepping.setScenario({ queueSeconds: 0, runSeconds: (20 + extra) / 1000 });
        const answer = data(
          await call(stepping, 'POST', '/testing/runs?wait=55', {
            key: 'pets_stepping_clock_0001',
            body,
          }),
          201,
        );
        expect(answer.status, `run of ${20 + extra} ms`).toBe('completed');
      }
    } finally {
      await stepping.close();
    }
  });

  it('releases a long-poll, its listener and its timer when the client leaves', async () => {
    const polled = await startEmulator({
      speed: 1,
      scenario: { queueSeconds: 3600, runSeconds: 1 },
      owners: [{ id: 'o', plan: 'team', keys: ['pets_leaving_00000000001'] }],
    });
    try {
      const control = async () =>
        (await jsonOf(await fetch(`${polled.origin}/_emulator/state`))).data;
      const before = await control();
      const controller = new AbortController();
      const pending = call(polled, 'POST', '/testing/runs?wait=55', {
        key: 'pets_leaving_00000000001',
        body: { connectionId: polled.sandboxConnectionId('o') },
        signal: controller.signal,
      }).catch((error: unknown) => error);
      await eventually(
        async () => ((await control()).listeners === before.listeners + 1 ? true : undefined),
        'the long-poll to wait',
      );
      expect((await control()).timers).toBe(before.timers + 1);
      controller.abort();
      expect(await pending).toBeInstanceOf(Error);
      await eventually(async () => {
        const now = await control();
        return now.listeners === before.listeners && now.timers === before.timers
          ? true
          : undefined;
      }, 'the long-poll to be released');
      // The run was started all the same.
      expect(polled.inflightRuns('o')).toBe(1);
    } finally {
      await polled.close();
    }
  });

  it('clamps a wait above 55 and refuses 0, negatives, fractions and words', async () => {
    emulator.setScenario(INSTANT);
    const sandbox = emulator.sandboxConnectionId('team');
    data(await startRun(KEYS.team, { connectionId: sandbox }, '?wait=3600'), 201);
    for (const wait of ['0', '-5', '1.5', 'abc', '']) {
      const envelope = failure(
        await startRun(KEYS.team, { connectionId: sandbox }, `?wait=${wait}`),
        400,
      );
      expect(envelope.field).toBe('wait');
    }
  });

  it('answers at once without a wait', async () => {
    // Queued for an hour (3.6 real s at 1000x): a start held until its run changes, as a
    // long-poll is, would be answered as running.
    emulator.setScenario({ queueSeconds: 3600, runSeconds: 1 });
    const run = data(
      await startRun(KEYS.team, { connectionId: emulator.sandboxConnectionId('team') }),
      201,
    );
    expect(run.status).toBe('queued');
    expect(run.seed).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('gives the same graded content for the same seed, and different for another', async () => {
    emulator.setScenario({ ...INSTANT, failRate: 0.3, warnRate: 0.2 });
    const sandbox = emulator.sandboxConnectionId('other');
    const a = data(
      await startRun(KEYS.other, { connectionId: sandbox, seed: 'same' }, '?wait=5'),
      201,
    );
    const b = data(
      await startRun(KEYS.other, { connectionId: sandbox, seed: 'same' }, '?wait=5'),
      201,
    );
    const c = data(
      await startRun(KEYS.other, { connectionId: sandbox, seed: 'different' }, '?wait=5'),
      201,
    );
    const [ra, rb, rc] = await Promise.all(
      [a, b, c].map((run) => findReport(KEYS.other, sandbox, run.reportId)),
    );
    expect(ra._id).not.toBe(rb._id);
    expect(rb.summary).toEqual(ra.summary);
    expect(rb.suites).toEqual(ra.suites);
    expect(rc.suites).not.toEqual(ra.suites);
    expect(ra.provenance.rosterHash).toBe(content.rosterHash());
  });

  it('checks the start request: connection, registration, module and seed', async () => {
    const sandbox = emulator.sandboxConnectionId('team');
    failure(await startRun(KEYS.team, {}), 400);
    failure(await startRun(KEYS.team, { connectionId: 'con_nope' }), 404);
    const unknownModule = failure(
      await startRun(KEYS.team, { connectionId: sandbox, module: 'teleport' }),
      400,
    );
    expect(unknownModule.field).toBe('module');
    for (const module of content.modulesFor('2.2.1'))
      expect(unknownModule.message).toContain(module);
    const longSeed = failure(
      await startRun(KEYS.team, { connectionId: sandbox, seed: 'x'.repeat(129) }),
      400,
    );
    expect(longSeed.field).toBe('seed');
    failure(await startRun(KEYS.team, { connectionId: sandbox, seed: '' }), 400);
    failure(await startRun(KEYS.team, { connectionId: sandbox, extra: 1 }), 400);

    const pending = data(
      await call(emulator, 'POST', '/connections', { key: KEYS.team, body: registration(50) }),
      201,
    );
    failure(
      await startRun(KEYS.team, { connectionId: pending._id }),
      409,
      'connection_not_registered',
    );

    emulator.setScenario(INSTANT);
    const module = content.modulesFor('2.2.1')[0]!;
    data(await startRun(KEYS.team, { connectionId: sandbox, module, seed: 'x'.repeat(128) }), 201);
  });

  it('answers 402 run-concurrency at the in-flight cap and 429 past the per-minute cap', async () => {
    const capped = await startEmulator({
      speed: 1,
      owners: [{ id: 'f', plan: 'free', keys: ['pets_capped_free_000000001'] }],
      scenario: { queueSeconds: 0, runSeconds: 3600 },
    });
    try {
      const key = 'pets_capped_free_000000001';
      const sandbox = capped.sandboxConnectionId('f');
      const first = data(
        await call(capped, 'POST', '/testing/runs', { key, body: { connectionId: sandbox } }),
        201,
      );
      expect(first.status).toBe('running');
      const second = await call(capped, 'POST', '/testing/runs', {
        key,
        body: { connectionId: sandbox },
      });
      const envelope = failure(second, 402, 'plan_limit_reached');
      expect(envelope.limit).toEqual({ id: 'run-concurrency', used: 1, cap: 1 });
      expect(envelope.message).toMatch(/team plan/);
      expect(capped.inflightRuns('f')).toBe(1);
      const usage = data(await call(capped, 'GET', '/usage', { key }));
      expect(usage.runs).toMatchObject({ inflight: 1, inflightCap: 1, perMinuteCap: 6 });
    } finally {
      await capped.close();
    }

    // Runs that end at once leave the slot free; the per-minute cap (6 starts) still holds.
    let realNow = Date.UTC(2030, 5, 1);
    const quick = await startEmulator({
      speed: 1,
      now: () => realNow,
      owners: [{ id: 'g', plan: 'free', keys: ['pets_capped_free_000000002'] }],
      scenario: INSTANT,
    });
    try {
      const key = 'pets_capped_free_000000002';
      const body = { connectionId: quick.sandboxConnectionId('g') };
      const start = () => call(quick, 'POST', '/testing/runs', { key, body });
      for (let i = 0; i < 6; i++) {
        data(await start(), 201);
        realNow += 1_000;
      }
      const limited = await start();
      failure(limited, 429, 'rate_limited');
      // The first start leaves the 60 s window 54 s from now.
      expect(limited.headers.get('retry-after')).toBe('54');
      realNow += 54_000;
      data(await start(), 201);
      expect(quick.maxInflightSeen('g')).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it('states Retry-After in real seconds at high speed', async () => {
    let realNow = Date.UTC(2030, 5, 1);
    const fast = await startEmulator({
      speed: 120,
      now: () => realNow,
      owners: [{ id: 'f', plan: 'free', keys: ['pets_fast_free_00000000001'] }],
      scenario: INSTANT,
    });
    try {
      const key = 'pets_fast_free_00000000001';
      const body = { connectionId: fast.sandboxConnectionId('f') };
      for (let i = 0; i < 6; i++)
        data(await call(fast, 'POST', '/testing/runs', { key, body }), 201);
      // 60 emulated s at 120x is half a real second: rounded up to 1.
      const limited = await call(fast, 'POST', '/testing/runs', { key, body });
      failure(limited, 429);
      expect(limited.headers.get('retry-after')).toBe('1');
      realNow += 501;
      data(await call(fast, 'POST', '/testing/runs', { key, body }), 201);
    } finally {
      await fast.close();
    }
  });

  it('honours Idempotency-Key only when asked to', async () => {
    const sandbox = emulator.sandboxConnectionId('team');
    emulator.setScenario(INSTANT);
    const headers = { [IDEMPOTENCY_HEADER]: 'same-key-1' };
    const a = data(
      await call(emulator, 'POST', '/testing/runs', {
        key: KEYS.team,
        headers,
        body: { connectionId: sandbox },
      }),
      201,
    );
    const b = data(
      await call(emulator, 'POST', '/testing/runs', {
        key: KEYS.team,
        headers,
        body: { connectionId: sandbox },
      }),
      201,
    );
    expect(b.reportId).not.toBe(a.reportId);

    const honouring = await startEmulator({
      speed: 1000,
      honourIdempotencyKey: true,
      scenario: INSTANT,
      owners: [
        { id: 'x', plan: 'team', keys: ['pets_idem_x_000000000001'] },
        { id: 'y', plan: 'team', keys: ['pets_idem_y_000000000001'] },
      ],
    });
    try {
      const start = (key: string, connectionId: string) =>
        call(honouring, 'POST', '/testing/runs', { key, headers, body: { connectionId } });
      const first = data(
        await start('pets_idem_x_000000000001', honouring.sandboxConnectionId('x')),
        201,
      );
      const again = data(
        await start('pets_idem_x_000000000001', honouring.sandboxConnectionId('x')),
        200,
      );
      expect(again.reportId).toBe(first.reportId);
      // Another owner's same key is another run.
      const theirs = data(
        await start('pets_idem_y_000000000001', honouring.sandboxConnectionId('y')),
        201,
      );
      expect(theirs.reportId).not.toBe(first.reportId);
    } finally {
      await honouring.close();
    }
  });
});

describe('the run list', () => {
  const key = KEYS.big;
  let sandbox: string;
  const started: string[] = [];

  beforeAll(async () => {
    sandbox = emulator.sandboxConnectionId('big');
    emulator.setScenario(INSTANT);
    for (let i = 0; i < 45; i++) {
      started.push(
        data(await startRun(key, { connectionId: sandbox, seed: `page-${i}` }), 201).reportId,
      );
    }
  });

  it('pages newest first with an opaque cursor to the end', async () => {
    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (; pages < 10; pages++) {
      const answer = await listRuns(
        key,
        `?connectionId=${sandbox}&limit=20${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const items = data(answer);
      for (const item of items) RunReportSchema.parse(item);
      ids.push(...items.map((r: { _id: string }) => r._id));
      expect(answer.json.meta.limit).toBe(20);
      cursor = answer.json.meta.nextCursor;
      if (!cursor) break;
    }
    expect(pages + 1).toBe(3);
    expect(ids).toEqual([...started].reverse());
  });

  it('defaults to 20, filters by status, version and target, and refuses bad parameters', async () => {
    const first = await listRuns(key);
    expect(data(first)).toHaveLength(20);
    expect(first.json.meta.nextCursor).toEqual(expect.any(String));
    const completed = data(await listRuns(key, '?status=completed&limit=100'));
    expect(completed.length).toBeGreaterThanOrEqual(45);
    for (const report of completed) expect(report.status).toBe('completed');
    expect(data(await listRuns(key, '?status=queued'))).toEqual([]);
    expect(data(await listRuns(key, '?ocpiVersion=2.1.1'))).toEqual([]);
    expect(data(await listRuns(key, '?ocpiVersion=2.2.1&limit=1'))).toHaveLength(1);
    expect(data(await listRuns(key, `?targetId=${sandbox}&limit=1`))).toHaveLength(1);
    expect(data(await listRuns(key, '?connectionId=con_unknown'))).toEqual([]);
    for (const [query, field] of [
      ['status=done', 'status'],
      ['ocpiVersion=3.0', 'ocpiVersion'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('runs:x').toString('base64url')}`, 'cursor'],
      [`connectionId=${sandbox}&targetId=con_other`, 'targetId'],
    ]) {
      expect(failure(await listRuns(key, `?${query}`), 400).field).toBe(field);
    }
  });

  it('shows queued and running runs without graded content', async () => {
    emulator.setScenario({ queueSeconds: 3600, runSeconds: 10 });
    const run = data(
      await startRun(KEYS.other, { connectionId: emulator.sandboxConnectionId('other') }),
      201,
    );
    const [newest] = data(await listRuns(KEYS.other, '?limit=1'));
    expect(newest).toMatchObject({ _id: run.reportId, status: 'queued', runKind: 'conformance' });
    expect(newest.summary).toBeUndefined();
    expect(newest.suites).toBeUndefined();
    expect(
      data(await listRuns(KEYS.other, '?status=queued')).map((r: { _id: string }) => r._id),
    ).toContain(run.reportId);
  });
});

describe('share and delete', () => {
  it('shares, revokes, re-shares and deletes; the shared route follows at once', async () => {
    emulator.setScenario(INSTANT);
    const sandbox = emulator.sandboxConnectionId('team');
    const run = data(
      await startRun(KEYS.team, { connectionId: sandbox, seed: 'share' }, '?wait=5'),
      201,
    );
    const { shareToken } = data(
      await call(emulator, 'POST', `/testing/runs/${run.reportId}/share`, { key: KEYS.team }),
    );
    expect(shareToken).toEqual(expect.any(String));
    // Sharing again gives the same live token.
    expect(
      data(await call(emulator, 'POST', `/testing/runs/${run.reportId}/share`, { key: KEYS.team }))
        .shareToken,
    ).toBe(shareToken);
    const shared = data(await call(emulator, 'GET', `${SHARED_REPORT_PATH}/${shareToken}`));
    expect(RunReportSchema.parse(shared)._id).toBe(run.reportId);
    expect(shared.suites.length).toBeGreaterThan(0);

    expect(
      data(
        await call(emulator, 'DELETE', `/testing/runs/${run.reportId}/share`, { key: KEYS.team }),
      ),
    ).toEqual({});
    const revoked = failure(
      await call(emulator, 'GET', `${SHARED_REPORT_PATH}/${shareToken}`),
      404,
    );
    expect(revoked.message).not.toContain(shareToken);

    const second = data(
      await call(emulator, 'POST', `/testing/runs/${run.reportId}/share`, { key: KEYS.team }),
    );
    expect(second.shareToken).not.toBe(shareToken);
    expect(
      data(await call(emulator, 'DELETE', `/testing/runs/${run.reportId}`, { key: KEYS.team })),
    ).toEqual({});
    failure(await call(emulator, 'GET', `${SHARED_REPORT_PATH}/${second.shareToken}`), 404);
    expect(await findReport(KEYS.team, sandbox, run.reportId)).toBeUndefined();
    failure(
      await call(emulator, 'DELETE', `/testing/runs/${run.reportId}`, { key: KEYS.team }),
      404,
    );
    failure(
      await call(emulator, 'POST', `/testing/runs/${run.reportId}/share`, { key: KEYS.team }),
      404,
    );
    failure(await call(emulator, 'GET', `${SHARED_REPORT_PATH}/shr_unknown`), 404);
  });

  it('needs ci-handoff to share a report about an external endpoint; sandbox reports share on any plan', async () => {
    emulator.setScenario(INSTANT);
    const plans = await startEmulator({
      speed: 1000,
      scenario: INSTANT,
      owners: [
        { id: 'free', plan: 'free', keys: ['pets_share_free_000000001'] },
        { id: 'team', plan: 'team', keys: ['pets_share_team_000000001'] },
      ],
    });
    try {
      for (const [owner, key, allowed] of [
        ['free', 'pets_share_free_000000001', false],
        ['team', 'pets_share_team_000000001', true],
      ] as const) {
        const connection = data(
          await call(plans, 'POST', '/connections', { key, body: registration(`share-${owner}`) }),
          201,
        );
        await call(plans, 'POST', `/connections/${connection._id}/register`, { key });
        const external = data(
          await call(plans, 'POST', '/testing/runs?wait=5', {
            key,
            body: { connectionId: connection._id },
          }),
          201,
        );
        const answer = await call(plans, 'POST', `/testing/runs/${external.reportId}/share`, {
          key,
        });
        if (allowed) data(answer);
        else {
          const envelope = failure(answer, 402, 'capability_required');
          expect(envelope.capability).toBe('ci-handoff');
          expect(envelope.message).toMatch(/team plan/);
        }
        const sandbox = data(
          await call(plans, 'POST', '/testing/runs?wait=5', {
            key,
            body: { connectionId: plans.sandboxConnectionId(owner) },
          }),
          201,
        );
        data(await call(plans, 'POST', `/testing/runs/${sandbox.reportId}/share`, { key }));
      }
    } finally {
      await plans.close();
    }
  });
});

describe('usage', () => {
  it('reflects the plan, connections, keys and runs from real state', async () => {
    const counted = await startEmulator({
      speed: 1000,
      scenario: { queueSeconds: 0, runSeconds: 3600 },
      owners: [
        { id: 'u', plan: 'team', keys: ['pets_usage_000000000001', 'pets_usage_000000000002'] },
      ],
    });
    try {
      const key = 'pets_usage_000000000001';
      const before = UsageSchema.parse(data(await call(counted, 'GET', '/usage', { key })));
      expect(before).toEqual({
        tier: 'paid',
        plan: 'team',
        connections: { active: 0, cap: 10 },
        apiKeys: { active: 2, cap: 5 },
        runs: { inflight: 0, inflightCap: 5, perMinuteCap: 60, thisMonth: 0 },
        reportRetentionDays: 90,
        members: { active: 1 },
      });
      data(await call(counted, 'POST', '/connections', { key, body: registration('usage') }), 201);
      data(
        await call(counted, 'POST', '/testing/runs', {
          key,
          body: { connectionId: counted.sandboxConnectionId('u') },
        }),
        201,
      );
      const after = data(await call(counted, 'GET', '/usage', { key }));
      expect(after.connections.active).toBe(1);
      expect(after.runs).toMatchObject({ inflight: 1, thisMonth: 1 });
    } finally {
      await counted.close();
    }
    const free = data(await call(emulator, 'GET', '/usage', { key: KEYS.free }));
    expect(free).toMatchObject({ tier: 'free', plan: 'free', reportRetentionDays: 7 });
    expect(free.apiKeys).toEqual({ active: 1, cap: 1 });
    const enterprise = data(await call(emulator, 'GET', '/usage', { key: KEYS.big }));
    expect(enterprise.runs).toMatchObject({ inflightCap: 20, perMinuteCap: 300 });
    expect(enterprise.reportRetentionDays).toBe(365);
  });

  it('lets reports expire after the plan retention', async () => {
    // A free plan keeps reports 7 days: 604 800 emulated s, 0.6 real s at 1 000 000x.
    const fast = await startEmulator({
      speed: 1_000_000,
      scenario: INSTANT,
      owners: [{ id: 'f', plan: 'free', keys: ['pets_retention_00000000001'] }],
    });
    try {
      const key = 'pets_retention_00000000001';
      const run = data(
        await call(fast, 'POST', '/testing/runs', {
          key,
          body: { connectionId: fast.sandboxConnectionId('f') },
        }),
        201,
      );
      const { shareToken } = data(
        await call(fast, 'POST', `/testing/runs/${run.reportId}/share`, { key }),
      );
      expect(data(await call(fast, 'GET', '/testing/runs', { key }))).toHaveLength(1);
      await eventually(
        async () =>
          (data(await call(fast, 'GET', '/testing/runs', { key })) as unknown[]).length === 0
            ? true
            : undefined,
        'the report to expire',
        { tries: 100, everyMs: 20 },
      );
      failure(await call(fast, 'GET', `${SHARED_REPORT_PATH}/${shareToken}`), 404);
    } finally {
      await fast.close();
    }
  });
});

describe('scenario presets, observed through the API', () => {
  for (const name of SCENARIO_NAMES) {
    it(`${name}`, async () => {
      const spec = resolveScenario(name);
      // Time moves only when the test moves it: every state is looked at exactly.
      let realNow = Date.UTC(2030, 5, 1);
      const preset = await startEmulator({
        speed: 1,
        now: () => realNow,
        scenario: name,
        owners: [{ id: 'p', plan: 'enterprise', keys: ['pets_preset_owner_0000001'] }],
      });
      try {
        const key = 'pets_preset_owner_0000001';
        const sandbox = preset.sandboxConnectionId('p');
        const start = data(
          await call(preset, 'POST', '/testing/runs', {
            key,
            body: { connectionId: sandbox, seed: `preset-${name}` },
          }),
          201,
        );
        expect(start.status).toBe(spec.queueSeconds > 0 ? 'queued' : 'running');
        expect(start.draining).toBe(spec.draining);
        const newest = async () =>
          data(await call(preset, 'GET', `/testing/runs?connectionId=${sandbox}`, { key }))[0];
        const durationMs = (spec.queueSeconds + spec.runSeconds) * 1000;
        realNow += durationMs - 1;
        expect((await newest()).status).toBe('running');
        realNow += 1;
        const report = await newest();
        expect(report.status).toBe(spec.outcome);
        expect(report.draining).toBe(spec.draining);
        expect(preset.terminalAt(report._id)!.emulatedMs - Date.parse(report.createdAt)).toBe(
          durationMs,
        );
        if (spec.outcome === 'failed') {
          expect(report.error).toBe(spec.failureMessage);
          expect(report.suites).toBeUndefined();
        } else {
          const modules = content.modulesFor('2.2.1');
          expect(report.withheldModules).toEqual(
            modules.filter((module) => spec.withheldModules.includes(module)),
          );
          for (const suite of report.suites) {
            expect(spec.withheldModules).not.toContain(suite.module);
          }
          expect(report.summary.failed > 0).toBe(spec.failRate > 0);
          expect(report.summary.warned > 0).toBe(spec.warnRate > 0);
          expect(report.summary.unobservable > 0).toBe(spec.unobservableRate > 0);
        }

        const preview = data(
          await call(preset, 'POST', '/testing/journeys/preview', {
            key,
            body: {
              schemaVersion: 1,
              targetId: sandbox,
              topology: { kind: 'first-successful-charge' },
              clock: { durationSeconds: 1200, accelerationFactor: 120 },
              seed: name,
            },
          }),
        );
        const journey = data(
          await call(preset, 'POST', '/testing/journey-runs', {
            key,
            body: { planId: preview.planId },
          }),
          201,
        );
        // The journey lasts 1200 / 120 = 10 emulated s.
        realNow += 10_000;
        const settled = JourneyRunStatusSchema.parse(
          data(await call(preset, 'GET', `/testing/journey-runs/${journey.runId}`, { key })),
        );
        const stream = await readStream(preset, journey.runId, {
          key,
          until: (frame) => frame.event === 'run.interrupted',
        });
        // Events number stages as the plan lists them (1 for the first); the scenario counts from 0.
        const stageOf = (type: string) =>
          (stream.frames.find((f) => f.event === type)?.data.stage ?? 0) - 1;
        if (spec.journey.interruptAtStage !== undefined) {
          expect(settled.status).toBe('interrupted');
          expect(stageOf('run.interrupted')).toBe(spec.journey.interruptAtStage);
        } else if (spec.journey.cancelAtStage !== undefined) {
          expect(settled.status).toBe('cancelled');
          expect(stageOf('run.cancelled')).toBe(spec.journey.cancelAtStage);
        } else {
          expect(settled.status).toBe('completed');
          expect(stream.frames.at(-1)!.event).toBe('run.completed');
        }
      } finally {
        await preset.close();
      }
    });
  }

  it('overrides the scenario for one connection only', async () => {
    const sandbox = emulator.sandboxConnectionId('other');
    const otherSandbox = emulator.sandboxConnectionId('team');
    emulator.setScenario(INSTANT);
    emulator.setScenario(
      { outcome: 'failed', failureMessage: 'worker lost' },
      { connectionId: sandbox },
    );
    const failed = data(await startRun(KEYS.other, { connectionId: sandbox }, '?wait=5'), 201);
    expect(failed).toMatchObject({ status: 'failed', error: 'worker lost' });
    expect(failed.summary).toEqual({ total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 });
    const fine = data(await startRun(KEYS.team, { connectionId: otherSandbox }, '?wait=5'), 201);
    expect(fine.status).toBe('completed');
    expect(fine.error).toBeUndefined();
    expect(() => emulator.setScenario('all-pass', { connectionId: 'con_nope' })).toThrow(
      /con_nope/,
    );
    expect(() => emulator.setScenario('no-such-preset' as never)).toThrow(/all-pass/);
  });
});

describe('plan hash', () => {
  it('is the sha256 of the plan JSON', async () => {
    const preview = data(
      await call(emulator, 'POST', '/testing/journeys/preview', {
        key: KEYS.team,
        body: {
          schemaVersion: 1,
          targetId: emulator.sandboxConnectionId('team'),
          topology: { kind: 'first-successful-charge' },
          seed: 'hash',
        },
      }),
    );
    expect(preview.planHash).toBe(
      createHash('sha256').update(JSON.stringify(preview.plan)).digest('hex'),
    );
    expect(preview.expiresInSeconds).toBe(900);
    expect(preview.planId).toMatch(/^plan_/);
  });
});

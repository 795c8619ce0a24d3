/**
 * Wire-level behaviour of the client, with nock 15 intercepting undici at the socket level:
 * headers, retry rules, Retry-After, error mapping, schema errors, the never-start-twice rule and
 * secrets. Sleeps are recorded instead of slept, so the tests are fast and exact.
 */
import nock from 'nock';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inputName } from '../src/action/inputs.js';
import { clientFlagName } from '../src/cli/flags.js';
import {
  AmbiguousStartError,
  DeadlineError,
  NetworkError,
  PagingError,
  RECONCILE_REREAD_DELAYS_MS,
  RECONCILE_WINDOW_MS,
  ResponseSchemaError,
  ServiceClient,
  ServiceError,
} from '../src/client/index.js';
import { InputError } from '../src/util/errors.js';
import { Redactor } from '../src/util/redaction.js';
import { PACKAGE_VERSION } from '../src/version.js';

const ORIGIN = 'https://service.test';
const BASE = `${ORIGIN}/api/v1`;
const API_KEY = 'pets_test_SECRET_KEY_0001';

let agent: Agent;
let sleeps: number[];
let logs: string[];

function client(overrides: Partial<ConstructorParameters<typeof ServiceClient>[0]> = {}) {
  return new ServiceClient({
    baseUrl: BASE,
    apiKey: API_KEY,
    dispatcher: agent,
    redactor: new Redactor(),
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    log: { debug: (m) => logs.push(m), warn: (m) => logs.push(m) },
    ...overrides,
  });
}

const ok = (data: unknown, meta?: unknown) => ({ success: true, data, ...(meta ? { meta } : {}) });
const fail = (message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  status: 'error',
  message,
  ...extra,
});
const usage = { tier: 'paid', plan: 'team', runs: { inflight: 0, inflightCap: 5 } };
const report = (id: string, seed: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  status: 'queued',
  seed,
  runKind: 'conformance',
  ...extra,
});

beforeAll(() => {
  nock.disableNetConnect();
});
afterAll(() => {
  nock.enableNetConnect();
});
beforeEach(() => {
  agent = new Agent();
  sleeps = [];
  logs = [];
});
afterEach(async () => {
  nock.cleanAll();
  await agent.close();
});

describe('headers', () => {
  it('sends the bearer key, a User-Agent naming the project, and JSON accept', async () => {
    const seen: Record<string, string> = {};
    const capture = (name: string) => (value: string | null) => {
      seen[name] = String(value);
      return true;
    };
    nock(ORIGIN)
      .get('/api/v1/usage')
      .matchHeader('authorization', capture('authorization'))
      .matchHeader('user-agent', capture('user-agent'))
      .matchHeader('accept', capture('accept'))
      .reply(200, ok(usage));
    await client().usage.get();
    expect(seen.authorization).toBe(`Bearer ${API_KEY}`);
    expect(seen['user-agent']).toContain(`ocpi-conformance/${PACKAGE_VERSION}`);
    expect(seen.accept).toBe('application/json');
  });

  it('does not send the key where no key is needed (suite listing)', async () => {
    nock(ORIGIN, { badheaders: ['authorization'] })
      .get('/api/v1/testing/suites')
      .reply(200, { total_suites: 0, suites: [] });
    // With an Authorization header the interceptor would not match and nock would answer 501.
    const listing = await client({ retry: { maxRetries: 0 } }).suites.list();
    expect(listing.suites).toEqual([]);
  });

  it('sends an Idempotency-Key on every start, the same key on a retry', async () => {
    const keys = new Set<string>();
    const key = (value: string | null) => {
      keys.add(String(value));
      return true;
    };
    const scope = nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .matchHeader('idempotency-key', key)
      .reply(429, fail('slow down'), { 'Retry-After': '1' })
      .post('/api/v1/testing/runs')
      .matchHeader('idempotency-key', key)
      .reply(200, ok({ reportId: 'rep_1', status: 'queued', draining: false }));
    const run = await client().runs.start({ connectionId: 'con_1', seed: 's1' });
    expect(run.reportId).toBe('rep_1');
    expect(scope.isDone()).toBe(true);
    expect([...keys]).toHaveLength(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('retries of reads', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries GET after %i and succeeds', async (status) => {
    const scope = nock(ORIGIN)
      .get('/api/v1/usage')
      .reply(status, fail('transient'))
      .get('/api/v1/usage')
      .reply(200, ok(usage));
    const result = await client().usage.get();
    expect(result.plan).toBe('team');
    expect(scope.isDone()).toBe(true);
    expect(sleeps).toHaveLength(1);
  });

  it('retries GET after a connection reset', async () => {
    nock(ORIGIN)
      .get('/api/v1/usage')
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))
      .get('/api/v1/usage')
      .reply(200, ok(usage));
    expect((await client().usage.get()).plan).toBe('team');
  });

  it('retries a body that is not JSON (a cut response) on reads', async () => {
    nock(ORIGIN)
      .get('/api/v1/usage')
      .reply(200, '{"success":true,"data":{"pla', { 'content-type': 'application/json' })
      .get('/api/v1/usage')
      .reply(200, ok(usage));
    expect((await client().usage.get()).plan).toBe('team');
  });

  it.each([400, 401, 402, 403, 404, 409, 422])('never retries %i', async (status) => {
    let calls = 0;
    nock(ORIGIN)
      .get('/api/v1/usage')
      .times(5)
      .reply(() => {
        calls++;
        return [status, fail(`refused ${status}`)];
      });
    const error = await client()
      .usage.get()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(status);
    expect(error.attempts).toBe(1);
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('uses exponential backoff with jitter and stops after the attempt bound', async () => {
    let calls = 0;
    nock(ORIGIN)
      .get('/api/v1/usage')
      .times(10)
      .reply(() => {
        calls++;
        return [503, fail('maintenance')];
      });
    const error = await client()
      .usage.get()
      .catch((e) => e);
    expect(calls).toBe(5);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.attempts).toBe(5);
    expect(error.message).toContain('after 5 attempts');
    // random() = 0.5: half of 500, 1000, 2000, 4000.
    expect(sleeps).toEqual([250, 500, 1000, 2000]);
  });

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    nock(ORIGIN)
      .get('/api/v1/usage')
      .reply(429, fail('rate'), { 'Retry-After': '3' })
      .get('/api/v1/usage')
      .reply(503, fail('busy'), { 'Retry-After': inFiveSeconds })
      .get('/api/v1/usage')
      .reply(200, ok(usage));
    await client().usage.get();
    expect(sleeps[0]).toBe(3000);
    expect(sleeps[1]).toBeGreaterThan(3000);
    expect(sleeps[1]).toBeLessThanOrEqual(5000);
  });

  it('does not sleep past the caller deadline: fails at once, saying why', async () => {
    let calls = 0;
    nock(ORIGIN)
      .get('/api/v1/usage')
      .times(3)
      .reply(() => {
        calls++;
        return [429, fail('rate'), { 'Retry-After': '30' }];
      });
    const error = await client()
      .usage.get({ deadline: Date.now() + 5000 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(error.message).toMatch(/429/);
    expect(error.message).toMatch(/deadline/);
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('refuses to start when the deadline has already passed', async () => {
    const error = await client()
      .usage.get({ deadline: Date.now() - 1 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(DeadlineError);
  });
});

describe('error mapping', () => {
  it('turns a 402 into an error that names the limit and the capability', async () => {
    nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .reply(
        402,
        fail('Run concurrency limit reached', {
          code: 'plan_limit',
          capability: 'load-testing',
          limit: { id: 'run-concurrency', used: 5, cap: 5 },
        }),
      );
    const error = await client()
      .runs.start({ connectionId: 'con_1', seed: 's' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(402);
    expect(error.code).toBe('plan_limit');
    expect(error.capability).toBe('load-testing');
    expect(error.limit).toEqual({ id: 'run-concurrency', used: 5, cap: 5 });
    expect(error.message).toContain('5 of 5');
    expect(error.message).toContain('runs in flight');
    expect(error.message).toContain('"load-testing"');
  });

  it('says a 401 means the API key was refused', async () => {
    nock(ORIGIN).get('/api/v1/usage').reply(401, fail('invalid api key'));
    const error = await client()
      .usage.get()
      .catch((e) => e);
    expect(error.message).toMatch(/refused the API key/);
    // Without names of the caller's, the message names the neutral settings.
    expect(error.message).toMatch(/Check that apiKey is a current key .* and that baseUrl points/);
  });

  it('says which setting an error is about: the key for a 401, none for a 404', async () => {
    nock(ORIGIN).get('/api/v1/usage').reply(401, fail('invalid api key'));
    const refused = await client()
      .usage.get()
      .catch((e) => e);
    expect(refused).toMatchObject({ kind: 'service', setting: 'apiKey' });
    nock(ORIGIN).post('/api/v1/testing/runs/rep_zz/share').reply(404, fail('not found'));
    const unknown = await client()
      .shares.create('rep_zz')
      .catch((e) => e);
    expect(unknown.kind).toBe('service');
    expect(unknown.setting).toBeUndefined();
    const late = await client()
      .usage.get({ deadline: Date.now() - 1 })
      .catch((e) => e);
    expect(late).toMatchObject({ kind: 'deadline', setting: 'timeoutMinutes' });
  });

  it("names the settings in the caller's words: the action's inputs, the CLI's flags", async () => {
    nock(ORIGIN).get('/api/v1/usage').times(2).reply(401, fail('invalid api key'));
    const action = await client({ names: inputName })
      .usage.get()
      .catch((e) => e);
    expect(action.message).toMatch(
      /Check that api-key is a current key .* and that base-url points/,
    );
    const cli = await client({ names: clientFlagName })
      .usage.get()
      .catch((e) => e);
    expect(cli.message).toMatch(
      /Check that --api-key \(or OCPI_TESTING_API_KEY\) is a current key .* --base-url \(or OCPI_TESTING_BASE_URL\) points/,
    );
  });

  it('says a 404 means the id is unknown to the key owner, naming the id', async () => {
    nock(ORIGIN).post('/api/v1/testing/runs/rep_zz/share').reply(404, fail('not found'));
    const error = await client()
      .shares.create('rep_zz')
      .catch((e) => e);
    expect(error.message).toMatch(/report "rep_zz" is unknown to the owner of this API key/);
  });

  it('reads Retry-After into the error of a 429 that ran out of retries', async () => {
    nock(ORIGIN).get('/api/v1/usage').times(5).reply(429, fail('too many'), { 'Retry-After': '2' });
    const error = await client()
      .usage.get()
      .catch((e) => e);
    expect(error.retryAfterMs).toBe(2000);
    expect(error.message).toMatch(/rate limit/);
    expect(error.message).toMatch(/2 s/);
  });

  it('handles an error page that is not JSON (a proxy)', async () => {
    nock(ORIGIN).get('/api/v1/usage').times(5).reply(502, '<html><body>Bad gateway</body></html>');
    const error = await client()
      .usage.get()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(502);
    expect(error.message).toContain('Bad gateway');
  });

  it('names the field when a response breaks the schema', async () => {
    nock(ORIGIN)
      .get('/api/v1/testing/runs')
      .times(5)
      .reply(
        200,
        ok([
          {
            _id: 'r1',
            status: 'completed',
            summary: { total: 1, passed: 'one', failed: 0, warned: 0, unobservable: 0 },
          },
        ]),
      );
    const error = await client()
      .runs.list()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ResponseSchemaError);
    expect(error.message).toContain('data[0].summary.passed');
    expect(error.message).toMatch(/data\[0\]\.summary\.passed: [^;]*expected number/);
    expect(error.message).not.toMatch(/at .*\.ts:\d+/);
  });

  it('validates only the report it locates, and names its fields when it breaks the schema', async () => {
    const broken = { total: 1, passed: 'one', failed: 0, warned: 0, unobservable: 0 };
    const counts = { total: 1, passed: 1, failed: 0, warned: 0, unobservable: 0 };
    nock(ORIGIN)
      .get('/api/v1/testing/runs')
      .query(true)
      .times(2)
      .reply(
        200,
        ok([
          report('r_new', 's1', { status: 'completed', summary: counts, module: null }),
          report('r_old', 's0', { status: 'completed', summary: broken }),
        ]),
      );
    // An older entry that breaks the schema does not stop the newer one from being found...
    const found = await client().reports.locate('r_new');
    expect(found?.report.summary?.passed).toBe(1);
    expect(found?.report.module).toBeUndefined(); // validated: null reads as absent
    expect(found?.later.map((l) => [l.entry._id, l.index])).toEqual([['r_old', 1]]);
    // ...and is refused, by its place in the list, when it is the one asked for.
    const error = await client()
      .reports.locate('r_old')
      .catch((e) => e);
    expect(error).toBeInstanceOf(ResponseSchemaError);
    expect(error.message).toContain('data[1].summary.passed');
    expect(() => client().runs.parseEntry(found!.later[0]!.entry, 1)).toThrow(
      /data\[1\]\.summary\.passed/,
    );
  });

  it('looks for a report in a first page of two, then in pages of twenty', async () => {
    // Only these two queries are answered; any other page size gets nock's 501.
    const first = nock(ORIGIN)
      .get('/api/v1/testing/runs')
      .query({ connectionId: 'con_1', limit: '2' })
      .reply(200, ok([report('r_3', 'a'), report('r_2', 'b')], { nextCursor: 'p2' }));
    const second = nock(ORIGIN)
      .get('/api/v1/testing/runs')
      .query({ connectionId: 'con_1', limit: '20', cursor: 'p2' })
      .reply(200, ok([report('r_1', 'c'), report('r_0', 'd')]));
    const found = await client().reports.locate('r_1', { connectionId: 'con_1' });
    expect(found?.report._id).toBe('r_1');
    expect(found?.later.map((l) => l.entry._id)).toEqual(['r_0']);
    expect(first.isDone() && second.isDone()).toBe(true);
  });

  it('stops looking for a report, with a paging error, when the service hands out a cursor twice', async () => {
    // A service that ignores the cursor answers the first page again, with the same next cursor.
    nock(ORIGIN)
      .get('/api/v1/testing/runs')
      .query(true)
      .times(3)
      .reply(200, ok([report('r_3', 'a'), report('r_2', 'b')], { nextCursor: 'p2' }));
    const error = await client()
      .reports.locate('r_1', { connectionId: 'con_1' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(PagingError);
    expect(error.message).toMatch(/cursor "p2" a second time/);
  });

  it('tolerates unknown fields, absent optional fields and nulls', async () => {
    nock(ORIGIN)
      .get('/api/v1/connections')
      .reply(
        200,
        ok([
          {
            _id: 'c1',
            partnerBaseUrl: 'https://p.example/ocpi',
            ourRole: 'EMSP',
            theirRole: 'CPO',
            ocpiVersion: '2.2.1',
            status: 'registered',
            lastError: null,
            brandNewField: { nested: true },
          },
        ]),
      );
    const page = await client().connections.list();
    expect(page.items[0]?.kind).toBeUndefined();
    expect(page.items[0]?.lastError).toBeUndefined();
    expect(page.items[0]?.brandNewField).toEqual({ nested: true });
  });

  it('reports a refused connection clearly and retries it', async () => {
    nock(ORIGIN)
      .get('/api/v1/usage')
      .times(5)
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const error = await client()
      .usage.get()
      .catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.notSent).toBe(true);
    expect(error.message).toMatch(
      /Could not connect to the service at service.test \(ECONNREFUSED\)/,
    );
    expect(error.message).toMatch(/5 attempts/);
  });
});

describe('input validation costs no request', () => {
  it('rejects a bad base URL, page size, status and connection body before sending', async () => {
    // nock.disableNetConnect() + no interceptors: any request would fail with a nock error.
    expect(() => client({ baseUrl: 'https://svc.example.com/api' })).toThrow(/\/api\/v1/);
    expect(() => client({ baseUrl: 'not a url' })).toThrow(InputError);
    await expect(client().runs.list({ limit: 0 })).rejects.toThrow(/from 1 to 100/);
    await expect(client().runs.list({ status: 'done' })).rejects.toThrow(/not a run status/);
    await expect(client().connections.list({ limit: 101 })).rejects.toThrow(InputError);
    await expect(
      client().connections.create({
        partnerBaseUrl: 'https://p.example/ocpi/versions',
        ourRole: 'EMSP',
        theirRole: 'CPO',
        ocpiVersion: '2.2.1',
        tokenC: 'tok-c-secret-value',
        ourPartyId: 'ABCD',
        ourCountryCode: 'NLD',
      }),
    ).rejects.toThrow(/ourPartyId: must be at most 3 characters.*ourCountryCode/);
    await expect(client().runs.start({ connectionId: '' })).rejects.toThrow(InputError);
    await expect(client().shares.create('  ')).rejects.toThrow(InputError);
    await expect(client({ apiKey: undefined }).usage.get()).rejects.toThrow(/API key is required/);
  });
});

describe('starting a run never starts two', () => {
  const runsFor = (items: unknown[]) => ok(items, { limit: 20 });

  it('after a 502 it finds the started run by seed and does not start again', async () => {
    let posts = 0;
    nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .times(3)
      .reply(() => {
        posts++;
        return [502, 'Bad gateway'];
      })
      .get('/api/v1/testing/runs')
      .query({ connectionId: 'con_1', limit: '20' })
      .reply(200, runsFor([report('rep_other', 'older-seed'), report('rep_9', 'seed-9')]));
    const run = await client().runs.start({ connectionId: 'con_1', seed: 'seed-9' });
    expect(posts).toBe(1);
    expect(run.reconciled).toBe(true);
    expect(run.reportId).toBe('rep_9');
  });

  it('after a reset it retries only when the run is not in the list', async () => {
    let posts = 0;
    nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))
      .post('/api/v1/testing/runs')
      .reply(() => {
        posts++;
        return [200, ok({ reportId: 'rep_2', status: 'queued', draining: false })];
      })
      .get('/api/v1/testing/runs')
      .query(true)
      .times(1 + RECONCILE_REREAD_DELAYS_MS.length)
      .reply(200, runsFor([report('rep_old', 'seed-2', { status: 'completed' })]));
    const run = await client().runs.start(
      { connectionId: 'con_1', seed: 'seed-2' },
      { excludeReportIds: new Set(['rep_old']) },
    );
    expect(posts).toBe(1);
    expect(run.reportId).toBe('rep_2');
    expect(run.reconciled).toBe(false);
    // The list was read again for the whole window, at least 1 s apart, before starting again.
    const rereads = sleeps.slice(0, RECONCILE_REREAD_DELAYS_MS.length);
    expect(rereads).toEqual([...RECONCILE_REREAD_DELAYS_MS]);
    expect(Math.min(...rereads)).toBeGreaterThanOrEqual(1_000);
    expect(RECONCILE_WINDOW_MS).toBe(30_000);
  });

  /** A start whose answer is lost (502), then list reads answering one after the other. */
  function lostStart(lists: unknown[][]) {
    const seen = { posts: 0, lists: 0 };
    nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .times(5)
      .reply(() => {
        seen.posts++;
        return seen.posts === 1
          ? [502, 'Bad gateway']
          : [200, ok({ reportId: 'rep_second', status: 'queued' })];
      })
      .get('/api/v1/testing/runs')
      .query(true)
      .times(20)
      .reply(() => {
        const items = lists[Math.min(seen.lists, lists.length - 1)]!;
        seen.lists++;
        return [200, runsFor(items)];
      });
    return seen;
  }

  it('finds a run whose runKind is a value the interface does not name', async () => {
    const seen = lostStart([[report('rep_5', 'seed-5', { runKind: 'regression' })]]);
    const run = await client().runs.start({ connectionId: 'con_1', seed: 'seed-5' });
    expect(seen.posts).toBe(1);
    expect(run).toMatchObject({ reportId: 'rep_5', reconciled: true });
  });

  it('finds a run that the list shows only a few reads after the start', async () => {
    const seen = lostStart([[], [], [], [report('rep_6', 'seed-6', { runKind: undefined })]]);
    const run = await client().runs.start({ connectionId: 'con_1', seed: 'seed-6' });
    expect(seen.posts).toBe(1);
    expect(seen.lists).toBe(4);
    expect(run).toMatchObject({ reportId: 'rep_6', reconciled: true });
  });

  it('does not adopt a run of another connection or module with the same seed', async () => {
    const seen = lostStart([
      [
        report('rep_x', 'seed-7', { connectionId: 'con_other' }),
        report('rep_y', 'seed-7', { module: 'tariffs' }),
      ],
    ]);
    const run = await client().runs.start({
      connectionId: 'con_1',
      module: 'locations',
      seed: 'seed-7',
    });
    // Nothing of its own showed within the window: the start did not happen, so it is sent again.
    expect(seen.posts).toBe(2);
    expect(run).toMatchObject({ reportId: 'rep_second', reconciled: false });
  });

  it('stops when several runs carry the seed: it cannot tell which one is its own', async () => {
    const seen = lostStart([[report('rep_a', 'seed-8'), report('rep_b', 'seed-8')]]);
    const error = await client()
      .runs.start({ connectionId: 'con_1', seed: 'seed-8' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AmbiguousStartError);
    expect(error.message).toMatch(/2 runs with its seed \(rep_a, rep_b\).*Not starting again/);
    expect(seen.posts).toBe(1);
  });

  it('stops rather than start again when the deadline comes before the list shows the run', async () => {
    let now = 1_000_000;
    const seen = lostStart([[]]);
    const error = await client({
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    })
      .runs.start({ connectionId: 'con_1', seed: 'seed-9' }, { deadline: now + 8_000 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AmbiguousStartError);
    expect(error.message).toMatch(
      /did not show in the run list before the deadline.*Not starting again/,
    );
    expect(seen.posts).toBe(1);
  });

  it('stops with an ambiguous-start error when the list cannot be read', async () => {
    let posts = 0;
    nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .times(3)
      .reply(() => {
        posts++;
        return [504, fail('gateway timeout')];
      })
      .get('/api/v1/testing/runs')
      .query(true)
      .times(10)
      .reply(500, fail('list down'));
    const error = await client()
      .runs.start({ connectionId: 'con_1', seed: 'seed-3' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AmbiguousStartError);
    expect(error.seed).toBe('seed-3');
    expect(error.message).toMatch(/Not starting again/);
    expect(posts).toBe(1);
  });

  it('retries a start that surely did not reach the service, without looking it up', async () => {
    let lists = 0;
    nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
      .post('/api/v1/testing/runs')
      .reply(200, ok({ reportId: 'rep_3', status: 'queued' }))
      .get('/api/v1/testing/runs')
      .query(true)
      .optionally()
      .reply(() => {
        lists++;
        return [200, runsFor([])];
      });
    const run = await client().runs.start({ connectionId: 'con_1', seed: 'seed-4' });
    expect(run.reportId).toBe('rep_3');
    expect(lists).toBe(0);
  });

  it('never retries a start refused with a 4xx', async () => {
    let posts = 0;
    nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .times(3)
      .reply(() => {
        posts++;
        return [409, fail('connection is not registered')];
      });
    await expect(client().runs.start({ connectionId: 'con_1' })).rejects.toThrow(/conflict/);
    expect(posts).toBe(1);
  });

  it('generates a seed when none is given, so the start can be reconciled', async () => {
    let body: { seed?: string } = {};
    nock(ORIGIN)
      .post('/api/v1/testing/runs', (b) => {
        body = b;
        return true;
      })
      .reply(200, ok({ reportId: 'rep_4', status: 'queued' }));
    const run = await client().runs.start({ connectionId: 'con_1' });
    expect(body.seed).toMatch(/^[0-9a-f-]{36}$/);
    expect(run.seed).toBe(body.seed);
  });

  it('clamps the long-poll wait to 1..55 seconds', async () => {
    const waits: string[] = [];
    nock(ORIGIN)
      .post('/api/v1/testing/runs')
      .query((query) => {
        waits.push(String(query.wait ?? 'none'));
        return true;
      })
      .times(3)
      .reply(200, ok({ reportId: 'r', status: 'queued' }));
    await client().runs.start({ connectionId: 'c' }, { waitSeconds: 600 });
    await client().runs.start({ connectionId: 'c' }, { waitSeconds: 0 });
    await client().runs.start({ connectionId: 'c' });
    expect(waits).toEqual(['55', '1', 'none']);
  });
});

describe('paging', () => {
  it('follows nextCursor to the end', async () => {
    nock(ORIGIN)
      .get('/api/v1/testing/runs')
      .query({ limit: '2' })
      .reply(200, ok([report('a', 's'), report('b', 's')], { nextCursor: 'c1' }))
      .get('/api/v1/testing/runs')
      .query({ limit: '2', cursor: 'c1' })
      .reply(200, ok([report('c', 's')], {}));
    const ids: string[] = [];
    for await (const page of client().runs.pages({ limit: 2 })) {
      ids.push(...page.items.map((r) => r._id));
    }
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('stops with an error when the server repeats a cursor', async () => {
    nock(ORIGIN)
      .get('/api/v1/testing/runs')
      .query(true)
      .times(5)
      .reply(200, ok([report('a', 's')], { nextCursor: 'same' }));
    const pages = async () => {
      for await (const _ of client().runs.pages()) {
        // drain
      }
    };
    await expect(pages()).rejects.toThrow(PagingError);
  });

  it('pages connections by skip and stops on a short page', async () => {
    const connection = (id: string) => ({
      _id: id,
      partnerBaseUrl: 'https://p.example',
      ourRole: 'EMSP',
      theirRole: 'CPO',
      ocpiVersion: '2.2.1',
      status: 'registered',
    });
    nock(ORIGIN)
      .get('/api/v1/connections')
      .query({ limit: '2' })
      .reply(200, ok([connection('a'), connection('b')], { limit: 2, skip: 0 }))
      .get('/api/v1/connections')
      .query({ limit: '2', skip: '2' })
      .reply(200, ok([connection('c')], { limit: 2, skip: 2 }));
    const ids: string[] = [];
    for await (const page of client().connections.pages({ limit: 2 })) {
      ids.push(...page.items.map((c) => c._id));
    }
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});

describe('secrets never leak', () => {
  it('redacts the API key and partner tokens from errors and logs', async () => {
    const tokenC = 'partner-token-C-9f8e7d6c';
    const localTokenB = 'local-token-B-1a2b3c4d';
    nock(ORIGIN)
      .get('/api/v1/usage')
      .reply(401, fail(`key ${API_KEY} is not valid`))
      .post('/api/v1/connections')
      .reply(
        409,
        fail(
          `token ${localTokenB} is already in use (Authorization: Token ${Buffer.from(tokenC).toString('base64')})`,
        ),
      );
    const c = client();
    const e1 = await c.usage.get().catch((e) => e);
    const e2 = await c.connections
      .create({
        partnerBaseUrl: 'https://p.example/ocpi/versions',
        ourRole: 'EMSP',
        theirRole: 'CPO',
        ocpiVersion: '2.2.1',
        tokenC,
        localTokenB,
        ourPartyId: 'ABC',
        ourCountryCode: 'NL',
      })
      .catch((e) => e);
    const everything = [
      e1.message,
      e1.serviceMessage,
      e2.message,
      e2.serviceMessage,
      JSON.stringify(e1),
      JSON.stringify(e2),
      String(e1.stack),
      ...logs,
    ].join('\n');
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain(tokenC);
    expect(everything).not.toContain(localTokenB);
    expect(everything).not.toContain(Buffer.from(tokenC).toString('base64'));
    expect(e2.message).toContain('***');
  });

  it('never puts a token into an input error, even a rejected one', async () => {
    const tokenA = 'token-A-zzz-123456';
    const error = await client()
      .connections.create({
        partnerBaseUrl: 'not a url',
        ourRole: 'EMSP',
        theirRole: 'CPO',
        ocpiVersion: '2.2.1',
        tokenA,
        tokenC: tokenA,
      } as never)
      .catch((e) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).not.toContain(tokenA);
  });
});

/**
 * Time limits, deadlines, aborts and network errors, with undici's MockAgent injected as the
 * dispatcher (nock's delays do not trip undici's timers).
 */
import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AbortedError,
  DeadlineError,
  NetworkError,
  RequestTimeoutError,
  ServiceClient,
} from '../src/client/index.js';
import { Redactor } from '../src/util/redaction.js';

const ORIGIN = 'https://service.test';
/** Longer than any test's timeout: an answer or a limit this far off never decides a test. */
const NEVER_MS = 10 * 60_000;
let mock: MockAgent;
let sleeps: number[];

function client(overrides: Partial<ConstructorParameters<typeof ServiceClient>[0]> = {}) {
  return new ServiceClient({
    baseUrl: `${ORIGIN}/api/v1`,
    apiKey: 'pets_timeout_key_0001',
    dispatcher: mock,
    redactor: new Redactor(),
    requestTimeoutMs: 100,
    retry: { maxRetries: 1 },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
}
const ok = (data: unknown) => JSON.stringify({ success: true, data });
const json = { headers: { 'content-type': 'application/json' } };

beforeEach(() => {
  mock = new MockAgent();
  mock.disableNetConnect();
  sleeps = [];
});
afterEach(async () => {
  await mock.close();
});

describe('request time limits', () => {
  it('times out a slow read, retries it, then reports the limit', async () => {
    const pool = mock.get(ORIGIN);
    // An answer that would come only after the test's own timeout: the read ends on the
    // client's 0.1 s limit (each attempt's; undici drops the delayed answer) or not at all.
    pool.intercept({ path: '/api/v1/usage' }).reply(200, ok({}), json).delay(NEVER_MS).times(2);
    const error = await client()
      .usage.get()
      .catch((e) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error.message).toMatch(/no complete answer within 0.1 s/);
    expect(error.message).toMatch(/2 attempts/);
    expect(sleeps).toHaveLength(1);
  });

  it('gives a long-poll its wait plus a margin, not the ordinary limit', async () => {
    const pool = mock.get(ORIGIN);
    pool
      .intercept({ path: '/api/v1/testing/runs?wait=1', method: 'POST' })
      .reply(200, ok({ reportId: 'rep_1', status: 'completed' }), json)
      .delay(400);
    const run = await client().runs.start({ connectionId: 'con_1', seed: 's' }, { waitSeconds: 1 });
    expect(run.status).toBe('completed');
  });

  it('reconciles a start that timed out after it was sent, and does not start again', async () => {
    const pool = mock.get(ORIGIN);
    let posts = 0;
    pool
      .intercept({ path: '/api/v1/testing/runs', method: 'POST' })
      .reply(() => {
        posts++;
        return { statusCode: 200, data: ok({ reportId: 'late', status: 'queued' }), ...json };
      })
      .delay(400)
      .persist();
    pool
      .intercept({ path: (path) => path.startsWith('/api/v1/testing/runs?'), method: 'GET' })
      .reply(
        200,
        ok([{ _id: 'rep_found', status: 'running', seed: 'seed-t', runKind: 'conformance' }]),
        json,
      );
    const run = await client().runs.start({ connectionId: 'con_1', seed: 'seed-t' });
    expect(run.reportId).toBe('rep_found');
    expect(run.reconciled).toBe(true);
    expect(posts).toBe(1);
  });

  it('stops at the caller deadline instead of the request limit', async () => {
    const pool = mock.get(ORIGIN);
    pool.intercept({ path: '/api/v1/usage' }).reply(200, ok({}), json).delay(2000);
    const error = await client({ requestTimeoutMs: 30_000 })
      .usage.get({ deadline: Date.now() + 150 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(error.message).toMatch(/Raise timeoutMinutes if runs need longer/);
  });

  it('aborts at once when the caller aborts', async () => {
    const pool = mock.get(ORIGIN);
    // Neither the answer nor the request limit comes within the test's own timeout: only the
    // abort can end the read, at once rather than when the answer would have come.
    pool.intercept({ path: '/api/v1/usage' }).reply(200, ok({}), json).delay(NEVER_MS);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await client({ requestTimeoutMs: NEVER_MS })
      .usage.get({ signal: controller.signal })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AbortedError);
  });
});

describe('network errors', () => {
  it('retries a read after a network error and reports it when it persists', async () => {
    const pool = mock.get(ORIGIN);
    pool
      .intercept({ path: '/api/v1/usage' })
      .replyWithError(Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }))
      .times(2);
    const error = await client()
      .usage.get()
      .catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe('UND_ERR_SOCKET');
    expect(error.notSent).toBe(false);
    expect(error.message).toMatch(/broke before a complete answer/);
    expect(sleeps).toHaveLength(1);
  });

  it('does not retry a share (not idempotent) whose connection broke after sending', async () => {
    const pool = mock.get(ORIGIN);
    let calls = 0;
    pool
      .intercept({ path: '/api/v1/testing/runs/rep_1/share', method: 'POST' })
      .replyWithError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))
      .times(1);
    pool
      .intercept({ path: '/api/v1/testing/runs/rep_1/share', method: 'POST' })
      .reply(() => {
        calls++;
        return { statusCode: 200, data: ok({ shareToken: 'x' }), ...json };
      })
      .persist();
    await expect(client().shares.create('rep_1')).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(0);
  });
});

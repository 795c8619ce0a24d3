/**
 * The parts of `replay` the end-to-end test does not reach with the emulator's report: the
 * verdict on a quoted status_code and on a check without a stated status, the body diff's paths
 * and bound, an answer read only up to its bound, and the most checks one replay sends.
 */

import { EnvHttpProxyAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_RECORDED_CHECKS } from '../src/app/recorded-checks.js';
import { prepareReplay } from '../src/app/replay.js';
import { MAX_ANSWER_BYTES, sendFollowingOnce, sendOnce } from '../src/app/replay-send.js';
import { bodyChanges, judge, MAX_CHANGES } from '../src/app/replay-verdict.js';
import type { RecordedExpectation } from '../src/report/recorded-request.js';
import { type StandInPartner, startStandInPartner } from './helpers/stand-in-partner.js';

const partners: StandInPartner[] = [];
afterEach(async () => {
  for (const partner of partners.splice(0)) await partner.close();
});

const expectation = (fields: Partial<RecordedExpectation>): RecordedExpectation => ({
  beyondStatus: false,
  beyond: [],
  unseen: [],
  ...fields,
});
const answer = (status: number, body: unknown) =>
  ({ kind: 'answer', answer: { status, headers: {}, body, bodyCut: false, ms: 5 } }) as const;

describe('judge', () => {
  it('holds the quoted status_code: FIXED only with it, STILL FAILING without', () => {
    const quoted = expectation({ expectedStatus: [404], expectedStatusCode: 2003 });
    expect(judge(quoted, answer(404, { status_code: 2003 }), undefined)).toEqual({
      verdict: 'FIXED',
      why: 'HTTP 404 with status_code 2003, as expected',
    });
    expect(judge(quoted, answer(404, { status_code: 2000 }), undefined)).toEqual({
      verdict: 'STILL FAILING',
      why: 'status_code 2000, expected status_code 2003',
    });
    expect(judge(quoted, answer(404, { status_message: 'Not Found' }), undefined)).toMatchObject({
      verdict: 'STILL FAILING',
      why: expect.stringMatching(
        /^HTTP 404 without an OCPI envelope \(no status_code in the body\)/,
      ),
    });
    expect(judge(quoted, answer(200, { status_code: 2003 }), undefined).verdict).toBe(
      'STILL FAILING',
    );
    const cut = {
      kind: 'answer',
      answer: { status: 404, headers: {}, body: '{"sta', bodyCut: true, ms: 5 },
    } as const;
    expect(judge(quoted, cut, undefined)).toEqual({
      verdict: 'CANNOT TELL',
      why: `the answer's body is longer than ${MAX_ANSWER_BYTES} bytes, and its status_code could not be read in the part read`,
    });
  });

  it('is never FIXED on the status alone when the check failed on more, nor without a stated status', () => {
    const beyond = expectation({
      expectedStatus: [200],
      beyondStatus: true,
      beyond: ['no total_cost'],
    });
    const judged = judge(beyond, answer(200, { status_code: 1000, data: { total_cost: 1 } }), {
      status_code: 1000,
      data: {},
    });
    expect(judged.verdict).toBe('CANNOT TELL');
    expect(judged.changes).toEqual([{ path: '$.data.total_cost', kind: 'added', now: 1 }]);
    const unstated = judge(expectation({}), answer(200, { status_code: 1000 }), {
      status_code: 1000,
    });
    expect(unstated).toMatchObject({
      verdict: 'CANNOT TELL',
      why: 'the check states no expected HTTP status: only the service can judge the answer',
      changes: [],
    });
  });
});

describe('bodyChanges', () => {
  it('names each change by its JSON path, quoting keys that are not names, and keeps at most MAX_CHANGES', () => {
    expect(bodyChanges({ 'a-b': [1, 2], c: 'x' }, { 'a-b': [1], c: 'y' })).toEqual({
      changes: [
        { path: '$["a-b"][1]', kind: 'removed', recorded: 2 },
        { path: '$.c', kind: 'changed', recorded: 'x', now: 'y' },
      ],
      moreChanges: 0,
    });
    const many = Object.fromEntries(
      Array.from({ length: MAX_CHANGES + 5 }, (_, i) => [`k${i}`, i]),
    );
    const { changes, moreChanges } = bodyChanges({}, many);
    expect(changes).toHaveLength(MAX_CHANGES);
    expect(moreChanges).toBe(5);
    expect(bodyChanges('<html>', { status_code: 1000 }).changes).toEqual([
      { path: '$', kind: 'changed', recorded: '<html>', now: { status_code: 1000 } },
    ]);
  });
});

describe('sendOnce', () => {
  it('reads an answer only up to MAX_ANSWER_BYTES, and says it was cut', async () => {
    const big = 'x'.repeat(MAX_ANSWER_BYTES * 2);
    const stand = await startStandInPartner(() => ({ status: 200, body: big }));
    partners.push(stand);
    const dispatcher = new EnvHttpProxyAgent();
    try {
      const outcome = await sendOnce(
        { method: 'GET', url: `${stand.baseUrl}/big`, headers: [], body: undefined },
        5000,
        dispatcher,
      );
      if (outcome.kind !== 'answer') throw new Error(outcome.kind);
      expect(outcome.answer.bodyCut).toBe(true);
      expect(String(outcome.answer.body).length).toBe(MAX_ANSWER_BYTES);
    } finally {
      await dispatcher.close();
    }
  });
});

describe('prepareReplay', () => {
  it(`sends at most ${MAX_RECORDED_CHECKS} checks and counts the rest as left out`, async () => {
    const checks = Array.from({ length: MAX_RECORDED_CHECKS + 2 }, (_, i) => ({
      testId: `2.2.1/locations/check-${i}`,
      passed: false,
      expectedStatus: [200],
      exchange: {
        request: { method: 'GET', url: `https://cpo.example.invalid/ocpi/2.2.1/locations/${i}` },
      },
    }));
    const report = {
      _id: 'rep_many',
      status: 'completed',
      suites: [{ suiteId: 'locations', checks }],
    };
    const prepared = await prepareReplay(
      {
        report: 'rep_many',
        selection: { checkIds: [], failedOnly: false },
        partnerBaseUrl: 'http://127.0.0.1:9',
        credentials: { variable: (name) => name, value: () => 'token-value' },
        timeoutMs: 1000,
        yes: false,
        paths: 'recorded',
      },
      {
        cwd: process.cwd(),
        apiKeyName: 'OCPI_TESTING_API_KEY',
        interactive: false,
        readReport: async () => ({ report, partnerBaseUrl: undefined }),
      },
    );
    expect(prepared.planned).toHaveLength(MAX_RECORDED_CHECKS);
    expect(prepared.leftOut).toBe(2);
  });
});

describe('judge: the OCPI answer behind the HTTP one', () => {
  it("a framework's bare 404 is not the partner's OCPI answer, even where 404 was expected", () => {
    const judged = judge(
      expectation({ expectedStatus: [404] }),
      answer(404, { detail: 'Not Found' }),
      undefined,
    );
    expect(judged.verdict).toBe('STILL FAILING');
    expect(judged.why).toMatch(/^HTTP 404 without an OCPI envelope/);
  });

  it('a bare 401 stands for a request without a valid token', () => {
    expect(judge(expectation({ expectedStatus: [401] }), answer(401, ''), undefined).verdict).toBe(
      'FIXED',
    );
  });

  it('an HTTP 200 with status_code 2xxx is a refusal, unless that code was the one expected', () => {
    expect(
      judge(expectation({ expectedStatus: [200] }), answer(200, { status_code: 2003 }), undefined),
    ).toEqual({
      verdict: 'STILL FAILING',
      why: 'HTTP 200 with status_code 2003: the partner refused the request (a client error), not a success (1xxx)',
    });
    expect(
      judge(
        expectation({ expectedStatus: [200], expectedStatusCode: 2001 }),
        answer(200, { status_code: 2001 }),
        undefined,
      ).verdict,
    ).toBe('FIXED');
  });

  it('a redirect to another origin is CANNOT TELL, with where it pointed', () => {
    const redirected = {
      ...answer(307, ''),
      redirect: { status: 307, location: 'https://elsewhere.invalid/x', followed: false },
    };
    expect(judge(expectation({ expectedStatus: [200] }), redirected, undefined)).toEqual({
      verdict: 'CANNOT TELL',
      why: "HTTP 307 redirected to https://elsewhere.invalid/x, another origin than the request's: not followed, so the token was not sent there",
    });
  });
});

describe('sendFollowingOnce', () => {
  it('follows a 303 after a POST as a GET without the body, once, with the token', async () => {
    const stand = await startStandInPartner((request) =>
      request.url === '/a'
        ? { status: 303, body: '', headers: { Location: '/b' } }
        : request.url === '/b'
          ? { status: 302, body: '', headers: { Location: '/c' } }
          : { status: 200, body: { status_code: 1000 } },
    );
    partners.push(stand);
    const dispatcher = new EnvHttpProxyAgent();
    try {
      const outcome = await sendFollowingOnce(
        {
          method: 'POST',
          url: `${stand.baseUrl}/a`,
          headers: [
            ['Authorization', 'Token t-1'],
            ['Content-Type', 'application/json'],
          ],
          body: '{"a":1}',
        },
        5000,
        dispatcher,
      );
      // The second redirect is the answer: one is followed, no more.
      expect(outcome).toMatchObject({
        kind: 'answer',
        answer: { status: 302 },
        redirect: { status: 303, location: `${stand.baseUrl}/b`, followed: true },
      });
      expect(stand.taken.map((t) => [t.method, t.url, t.body, t.headers.authorization])).toEqual([
        ['POST', '/a', '{"a":1}', 'Token t-1'],
        ['GET', '/b', '', 'Token t-1'],
      ]);
      expect(stand.taken[1]!.headers['content-type']).toBeUndefined();
    } finally {
      await dispatcher.close();
    }
  });
});

/**
 * Which of the partner's endpoints a recorded request is for (report/ocpi-endpoint.ts), the OCPI
 * verdict on a replayed answer (app/replay-verdict.ts) and the one redirect a replay follows
 * (app/replay-send.ts): the rules issue 40 names, each on the smallest input that shows it.
 */
import { EnvHttpProxyAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { sendFollowingOnce } from '../src/app/replay-send.js';
import { judge } from '../src/app/replay-verdict.js';
import roster from '../src/emulator/data/roster.json' with { type: 'json' };
import { endpointTarget, interfaceRole, underEndpoint } from '../src/report/ocpi-endpoint.js';
import type { RecordedExpectation } from '../src/report/recorded-request.js';
import { type StandInPartner, startStandInPartner } from './helpers/stand-in-partner.js';

const partners: StandInPartner[] = [];
afterEach(async () => {
  for (const partner of partners.splice(0)) await partner.close();
});

describe('interfaceRole', () => {
  it("agrees with the side of every suite of the emulator's roster, but the one call both sides have", () => {
    const disagreements: string[] = [];
    let judged = 0;
    for (const module of roster.modules as {
      module: string;
      suites: { side: string; checks: { slug: string; method: string; path: string }[] }[];
    }[]) {
      for (const suite of module.suites) {
        if (suite.side !== 'sender' && suite.side !== 'receiver') continue;
        for (const check of suite.checks) {
          const path = check.path
            .split('?')[0]!
            .replace('{country_code}', 'NL')
            .replace('{party_id}', 'PTS')
            .replace(/\{[a-z_]+\}/g, 'ID-1');
          const segments = path.split('/').filter(Boolean);
          const rest = segments
            .slice(1)
            .map((s) => `/${s}`)
            .join('');
          const role = interfaceRole(module.module, check.method, rest);
          if (role === 'either') continue;
          judged++;
          if (role !== suite.side.toUpperCase()) {
            disagreements.push(
              `${module.module}/${check.slug}: ${check.method} ${path} -> ${role}`,
            );
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(judged).toBeGreaterThan(60);
    expect(interfaceRole('chargingprofiles', 'PUT', '/SES-1')).toBe('either');
  });
});

describe('endpointTarget', () => {
  const versions = 'https://partner.example.invalid/ocpi/cpo/versions';
  it('tells the versions endpoint, the version details and a module endpoint apart', () => {
    expect(endpointTarget(versions, 'GET', '2.2.1/credentials/versions-get-list', {})).toEqual({
      kind: 'versions',
      query: '',
    });
    expect(
      endpointTarget('https://partner.example.invalid/ocpi/cpo/2.2.1', 'GET', '2.2.1/x/y', {}),
    ).toEqual({ kind: 'version-details', version: '2.2.1', query: '' });
    expect(
      endpointTarget(
        'https://partner.example.invalid/ocpi/cpo/2.2.1/locations/LOC-1/EVSE-2?x=1',
        'GET',
        '2.2.1/locations/get-evse',
        { partnerBaseUrl: versions },
      ),
    ).toEqual({
      kind: 'module',
      version: '2.2.1',
      module: 'locations',
      role: 'SENDER',
      rest: '/LOC-1/EVSE-2',
      query: '?x=1',
    });
  });

  it("finds the module's segment after the version, whatever prefix stands between", () => {
    expect(
      endpointTarget(
        'https://p.example.invalid/ocpi/2.2.1/emsp/sessions/NL/PTS/S1',
        'PUT',
        'anything',
        { ocpiVersion: '2.2.1', module: 'sessions' },
      ),
    ).toMatchObject({ kind: 'module', role: 'RECEIVER', rest: '/NL/PTS/S1' });
  });

  it('uses the version details the report recorded, whatever the module URL is called', () => {
    const recordedEndpoints = [
      { identifier: 'locations', role: 'SENDER', url: 'https://p.example.invalid/o/cpo/loc/' },
      { identifier: 'locations', role: 'RECEIVER', url: 'https://p.example.invalid/o/emsp/loc' },
    ];
    expect(
      endpointTarget('https://p.example.invalid/o/emsp/loc/NL/PTS/L1', 'GET', '2.2.1/x/y', {
        recordedEndpoints,
      }),
    ).toEqual({
      kind: 'module',
      version: '2.2.1',
      module: 'locations',
      role: 'RECEIVER',
      rest: '/NL/PTS/L1',
      query: '',
    });
  });

  it('has no role in OCPI 2.1.1, nor for credentials', () => {
    expect(
      endpointTarget('https://p.example.invalid/ocpi/2.1.1/tokens/NL/PTS/T1', 'PUT', 't', {
        ocpiVersion: '2.1.1',
        module: 'tokens',
      }),
    ).toEqual({
      kind: 'module',
      version: '2.1.1',
      module: 'tokens',
      rest: '/NL/PTS/T1',
      query: '',
    });
    expect(
      endpointTarget(
        'https://p.example.invalid/ocpi/2.2.1/credentials',
        'POST',
        '2.2.1/credentials/register',
        {},
      ),
    ).toMatchObject({ kind: 'module', module: 'credentials', rest: '' });
  });

  it('says what it cannot tell, and lets no shell or jq word through from the report', () => {
    expect(
      endpointTarget(
        'https://p.example.invalid/ocpi/2.2.1/other/1',
        'GET',
        '2.2.1/locations/x',
        {},
      ),
    ).toMatchObject({ kind: 'unknown', why: expect.stringContaining('no "locations" segment') });
    expect(
      endpointTarget('https://p.example.invalid/ocpi/2.2.1/locations', 'GET', 'id', {
        ocpiVersion: '2.2.1") | $(touch x)',
        module: 'locations',
      }),
    ).toMatchObject({ kind: 'unknown' });
    expect(
      endpointTarget('https://p.example.invalid/ocpi/2.2.1/x', 'GET', 'id', {
        ocpiVersion: '2.2.1',
        module: "x' + $(id) + '",
      }),
    ).toMatchObject({ kind: 'unknown' });
    expect(
      endpointTarget('https://p.example.invalid/ocpi/2.2.1/chargingprofiles/S1', 'PUT', 'id', {
        ocpiVersion: '2.2.1',
        module: 'chargingprofiles',
      }),
    ).toMatchObject({
      kind: 'unknown',
      why: expect.stringContaining('both the SENDER and the RECEIVER'),
    });
    expect(
      endpointTarget('https://p.example.invalid/ocpi/2.2.1/chargingprofiles/S1', 'PUT', 'id', {
        ocpiVersion: '2.2.1',
        module: 'chargingprofiles',
        suiteId: '2.2.1/chargingprofiles/sender',
      }),
    ).toMatchObject({ kind: 'module', role: 'SENDER' });
  });
});

describe('underEndpoint', () => {
  it('keeps a published trailing slash for a list, and drops it before object ids', () => {
    expect(underEndpoint('https://p.invalid/l/', '', '?limit=10')).toBe(
      'https://p.invalid/l/?limit=10',
    );
    expect(underEndpoint('https://p.invalid/l/', '/L1', '')).toBe('https://p.invalid/l/L1');
    expect(underEndpoint('https://p.invalid/l', '/L1', '?a=1')).toBe('https://p.invalid/l/L1?a=1');
  });
});

const expectation = (fields: Partial<RecordedExpectation>): RecordedExpectation => ({
  beyondStatus: false,
  beyond: [],
  unseen: [],
  ...fields,
});
const answer = (status: number, body: unknown) =>
  ({ kind: 'answer', answer: { status, headers: {}, body, bodyCut: false, ms: 5 } }) as const;

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

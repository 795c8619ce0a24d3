/**
 * Which of the partner's endpoints a recorded request is for (report/ocpi-endpoint.ts): the rules
 * issue 40 names, each on the smallest input that shows it (the verdict's and the redirect's are
 * in replay-units.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { publishedUrl } from '../src/app/replay-endpoints.js';
import roster from '../src/emulator/data/roster.json' with { type: 'json' };
import { endpointTarget, interfaceRole, underEndpoint } from '../src/report/ocpi-endpoint.js';

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

describe('publishedUrl (app/replay-endpoints.ts)', () => {
  const partner = (endpoints: { identifier: string; role?: string; url: string }[]) => ({
    versionsUrl: 'https://p.invalid/ocpi/versions',
    reads: [],
    versions: new Map([['2.1.1', { detailsUrl: 'https://p.invalid/ocpi/2.1.1', endpoints }]]),
  });

  it('finds a 2.1.1 module by its identifier alone, and says what is listed when it is not', () => {
    const listed = partner([
      { identifier: 'locations', url: 'https://p.invalid/ocpi/emsp/2.1.1/locations/' },
    ]);
    const target = endpointTarget(
      'https://cpo.invalid/ocpi/2.1.1/locations/NL/ABC/L1',
      'PUT',
      '2.1.1/locations/put',
      {},
    );
    expect(publishedUrl(target, listed)).toEqual({
      url: 'https://p.invalid/ocpi/emsp/2.1.1/locations/NL/ABC/L1',
    });
    const tokens = endpointTarget(
      'https://cpo.invalid/ocpi/2.1.1/tokens?limit=5',
      'GET',
      '2.1.1/tokens/get-list',
      {},
    );
    expect(publishedUrl(tokens, listed)).toEqual({
      why: "the partner's 2.1.1 version details (https://p.invalid/ocpi/2.1.1) publish no endpoint for tokens; they list locations",
    });
  });

  it('sends a version details request where the versions list points, with its query', () => {
    const target = endpointTarget('https://cpo.invalid/ocpi/2.1.1?x=1', 'GET', '2.1.1/a/b', {});
    expect(publishedUrl(target, partner([]))).toEqual({ url: 'https://p.invalid/ocpi/2.1.1?x=1' });
  });
});

/**
 * The packet of a check (issue 36, points 1 and 4): where the request went, what it sent with every
 * credential as a placeholder, why it cannot be replayed exactly, and what the check expected.
 */
import { describe, expect, it } from 'vitest';
import type { Check } from '../src/client/index.js';
import {
  fillPlaceholders,
  PLACEHOLDER_PATTERN,
  partnerRoot,
  recordedRequest,
  replayUrl,
} from '../src/report/recorded-request.js';
import { MASK } from '../src/util/credentials.js';
import { PARTNER_BASE_URL, SECRET, secretCheck, secretsIn } from './helpers/packet-secrets.js';

function check(exchange: Check['exchange'], extra: Partial<Check> = {}): Check {
  return { testId: '2.2.1/locations/list', passed: false, exchange, ...extra };
}

describe('recordedRequest: nothing secret (point 4)', () => {
  it('holds no form of a secret found in every position, and placeholders instead', () => {
    const packet = recordedRequest(secretCheck(), PARTNER_BASE_URL);
    const text = JSON.stringify(packet);
    expect(secretsIn(text)).toEqual([]);
    const header = (name: string) => packet.headers.find((h) => h.name === name)?.value;
    expect(header('Authorization')).toBe('Token $OCPI_TOKEN');
    expect(header('Proxy-Authorization')).toBe('Basic $OCPI_TOKEN');
    expect(header('X-Api-Key')).toBe('$OCPI_SECRET');
    expect(header('Cookie')).toBe('$OCPI_SECRET');
    expect(header('X-Forwarded-Auth')).toBe('Token $OCPI_TOKEN');
    const body = JSON.parse(packet.body ?? '');
    expect(body.token).toBe('$OCPI_CREDENTIALS_TOKEN');
    expect(body.tokenA).toBe('$OCPI_TOKEN_A');
    expect(body.token_b).toBe('$OCPI_TOKEN_B');
    expect(body.url).toBe('https://emsp.example.invalid/ocpi/versions?token=$OCPI_TOKEN');
    expect(packet.path).toBe(
      '/2.2.1/credentials?token=$OCPI_TOKEN&access_token=$OCPI_TOKEN&page=2',
    );
    expect(packet.url).toBe(
      'https://cpo.example.invalid/ocpi/2.2.1/credentials?token=$OCPI_TOKEN&access_token=$OCPI_TOKEN&page=2',
    );
    expect(packet.placeholders).toEqual([
      'OCPI_TOKEN',
      'OCPI_CREDENTIALS_TOKEN',
      'OCPI_TOKEN_A',
      'OCPI_TOKEN_B',
      'OCPI_SECRET',
    ]);
    expect(JSON.parse(packet.response?.body ?? '').data.token).toBe('$OCPI_CREDENTIALS_TOKEN');
    expect(packet.response?.headers[0]).toEqual({ name: 'Set-Cookie', value: '$OCPI_SECRET' });
    expect(packet.error).toBe('upstream said: Basic $OCPI_TOKEN');
  });

  it('finds the secret raw in the Authorization header and in a body given as JSON text', () => {
    const packet = recordedRequest(
      check({
        request: {
          method: 'PUT',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/credentials',
          headers: { authorization: `Token ${SECRET}` },
          body: JSON.stringify({ token: SECRET, url: 'https://e.invalid/v' }),
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(secretsIn(JSON.stringify(packet))).toEqual([]);
    expect(packet.headers).toEqual([{ name: 'authorization', value: 'Token $OCPI_TOKEN' }]);
    expect(packet.bodyIsJson).toBe(true);
    expect(JSON.parse(packet.body ?? '')).toEqual({
      token: '$OCPI_CREDENTIALS_TOKEN',
      url: 'https://e.invalid/v',
    });
  });

  it('finds a secret in a text body and a query value that does not name it', () => {
    const packet = recordedRequest(
      check({
        request: {
          method: 'POST',
          url: `https://cpo.example.invalid/ocpi/cb?auth=${encodeURIComponent(`Token ${SECRET}`)}`,
          body: `plain text with Bearer ${SECRET} inside`,
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(secretsIn(JSON.stringify(packet))).toEqual([]);
    expect(packet.body).toBe('plain text with Bearer $OCPI_TOKEN inside');
    expect(packet.bodyIsJson).toBe(false);
    expect(packet.path).toBe('/cb?auth=Token%20$OCPI_TOKEN');
  });

  it('finds the secret in a truncated JSON body and in a form body', () => {
    const cut = JSON.stringify({ url: 'https://e.invalid/v', token: SECRET }).slice(0, -6);
    const truncated = recordedRequest(
      check({
        request: {
          method: 'POST',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/credentials',
          body: cut,
          bodyTruncated: true,
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(truncated.body).toBe('{"url":"https://e.invalid/v","token":"$OCPI_CREDENTIALS_TOKEN');
    const form = recordedRequest(
      check({
        request: {
          method: 'POST',
          url: 'https://cpo.example.invalid/oauth',
          body: `grant_type=client_credentials&client_secret=${encodeURIComponent(SECRET)}&tokenA=${SECRET}`,
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(form.body).toBe(
      'grant_type=client_credentials&client_secret=$OCPI_SECRET&tokenA=$OCPI_TOKEN_A',
    );
    expect(secretsIn(JSON.stringify([truncated, form]))).toEqual([]);
  });

  it('treats a credential the gate already masked as *** as the placeholder', () => {
    const packet = recordedRequest(
      check(
        {
          request: {
            method: 'POST',
            url: 'https://cpo.example.invalid/ocpi/2.2.1/credentials?token=***',
            headers: {
              Authorization: `Token ${MASK}`,
              'X-Api-Key': MASK,
              'Proxy-Authorization': MASK,
            },
            body: { token: MASK, url: 'https://e.invalid/v', note: `Token ${MASK}` },
          },
          // Said, so that its Authorization is the current token (a registration's is token A).
        },
        { name: 'POST /credentials again, on a registered party' },
      ),
      PARTNER_BASE_URL,
    );
    expect(packet.headers).toEqual([
      { name: 'Authorization', value: 'Token $OCPI_TOKEN' },
      { name: 'X-Api-Key', value: '$OCPI_SECRET' },
      // Masked whole by the report file, scheme and all: OCPI's scheme is Token.
      { name: 'Proxy-Authorization', value: 'Token $OCPI_TOKEN' },
    ]);
    expect(JSON.parse(packet.body ?? '')).toEqual({
      token: '$OCPI_CREDENTIALS_TOKEN',
      url: 'https://e.invalid/v',
      note: 'Token $OCPI_TOKEN',
    });
    expect(packet.path).toBe('/2.2.1/credentials?token=$OCPI_TOKEN');
    expect(packet.notReplayable).toEqual([]);
  });

  it('says a *** left outside a credential makes the request not exactly replayable', () => {
    const packet = recordedRequest(
      check({
        request: {
          method: 'GET',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/tokens/***',
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(packet.notReplayable.map((n) => n.reason)).toEqual(['masked-value']);
    expect(packet.notReplayable[0]?.text).toContain('***');
  });

  it('keeps an object under a credential name (an OCPI Token is evidence, not a secret)', () => {
    const token = { uid: 'UID123', contract_id: 'DE-ACM-C1', issuer: 'ACME' };
    const packet = recordedRequest(
      check({
        request: {
          method: 'POST',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/commands/START_SESSION',
          body: { token, location_id: 'LOC1' },
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(JSON.parse(packet.body ?? '')).toEqual({ token, location_id: 'LOC1' });
  });

  it('leaves prose after an auth scheme alone', () => {
    const packet = recordedRequest(
      check({
        request: {
          method: 'POST',
          url: 'https://cpo.example.invalid/ocpi/x',
          body: { note: 'an array of Token objects.' },
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(JSON.parse(packet.body ?? '').note).toBe('an array of Token objects.');
  });
});

describe('recordedRequest: where the request went', () => {
  const request = (url: string) => ({ method: 'get', url });

  it('puts a request under the partner root relative to it, direction to-partner', () => {
    const packet = recordedRequest(
      check({ request: request('https://cpo.example.invalid/ocpi/2.2.1/locations?limit=10') }),
      PARTNER_BASE_URL,
    );
    expect(packet).toMatchObject({
      direction: 'to-partner',
      method: 'GET',
      relativeTo: 'partner-root',
      base: 'https://cpo.example.invalid/ocpi',
      path: '/2.2.1/locations?limit=10',
      notReplayable: [],
    });
    expect(replayUrl(packet, 'http://127.0.0.1:8080/api/ocpi/versions')).toBe(
      'http://127.0.0.1:8080/api/ocpi/2.2.1/locations?limit=10',
    );
    expect(replayUrl(packet, 'http://127.0.0.1:8080/api/ocpi/')).toBe(
      'http://127.0.0.1:8080/api/ocpi/2.2.1/locations?limit=10',
    );
  });

  it('puts a request on the partner origin outside the root relative to the origin', () => {
    const packet = recordedRequest(
      check({ request: request('https://cpo.example.invalid/other/2.2.1/locations') }),
      PARTNER_BASE_URL,
    );
    expect(packet).toMatchObject({
      direction: 'to-partner',
      relativeTo: 'origin',
      base: 'https://cpo.example.invalid',
      path: '/other/2.2.1/locations',
    });
    expect(replayUrl(packet, 'http://127.0.0.1:8080/api/ocpi/versions')).toBe(
      'http://127.0.0.1:8080/other/2.2.1/locations',
    );
  });

  it('does not offer a request to another origin for replay: the partner sent it', () => {
    const packet = recordedRequest(
      check({ request: request('https://service.example.invalid/ocpi/emsp/2.2.1/cdrs') }),
      PARTNER_BASE_URL,
    );
    expect(packet.direction).toBe('from-partner');
    expect(packet.notReplayable.map((n) => n.reason)).toEqual(['from-partner']);
    expect(packet.notReplayable[0]?.text).toContain('partner sent this request');
  });

  it('calls the direction unknown without a partner base URL, and still offers a replay', () => {
    const packet = recordedRequest(
      check({ request: request('https://cpo.example.invalid/ocpi/2.2.1/locations') }),
    );
    expect(packet).toMatchObject({
      direction: 'unknown',
      relativeTo: 'origin',
      path: '/ocpi/2.2.1/locations',
      notReplayable: [],
    });
  });

  it('reads the root of a base URL with a trailing slash, a query or no /versions', () => {
    expect(partnerRoot('https://p.invalid/ocpi/versions/?x=1')?.href).toBe(
      'https://p.invalid/ocpi',
    );
    expect(partnerRoot('https://p.invalid/ocpi/2.2.1')?.href).toBe('https://p.invalid/ocpi/2.2.1');
    expect(partnerRoot('https://p.invalid')?.href).toBe('https://p.invalid/');
    expect(partnerRoot('not a url')).toBeUndefined();
    expect(partnerRoot('ftp://p.invalid/x')).toBeUndefined();
  });
});

describe('recordedRequest: headers kept and dropped', () => {
  it('keeps the routing and correlation headers in order, drops the ones curl computes', () => {
    const packet = recordedRequest(secretCheck(), PARTNER_BASE_URL);
    expect(packet.headers.map((h) => h.name)).toEqual([
      'Authorization',
      'Proxy-Authorization',
      'X-Api-Key',
      'Cookie',
      'X-Forwarded-Auth',
      'X-Request-ID',
      'X-Correlation-ID',
      'OCPI-from-country-code',
      'OCPI-from-party-id',
      'OCPI-to-country-code',
      'OCPI-to-party-id',
      'Content-Type',
    ]);
    expect(packet.headers.find((h) => h.name === 'X-Request-ID')?.value).toBe('req-1');
    expect(packet.droppedHeaders).toEqual(['Host', 'Content-Length']);
    expect(packet.authorized).toBe(true);
  });

  it('says when the recorded request had no Authorization (a check of an anonymous call)', () => {
    const packet = recordedRequest(
      check({ request: { method: 'GET', url: 'https://cpo.example.invalid/ocpi/versions' } }),
      PARTNER_BASE_URL,
    );
    expect(packet.authorized).toBe(false);
    expect(packet.path).toBe('/versions');
    expect(packet.placeholders).toEqual([]);
  });

  it('writes a header sent twice as two entries, and a number as text', () => {
    const packet = recordedRequest(
      check({
        request: {
          method: 'GET',
          url: 'https://cpo.example.invalid/ocpi/x',
          headers: { Accept: ['application/json', 'text/plain'], 'X-Limit': 10 },
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(packet.headers).toEqual([
      { name: 'Accept', value: 'application/json' },
      { name: 'Accept', value: 'text/plain' },
      { name: 'X-Limit', value: '10' },
    ]);
  });
});

describe('recordedRequest: why it cannot be replayed exactly', () => {
  it('names a truncated body and truncated headers', () => {
    const packet = recordedRequest(
      check({
        request: {
          method: 'POST',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/sessions',
          body: '{"id":"S1","kwh":',
          bodyTruncated: true,
          headersTruncated: true,
        },
      }),
      PARTNER_BASE_URL,
    );
    expect(packet.bodyTruncated).toBe(true);
    expect(packet.headersTruncated).toBe(true);
    expect(packet.body).toBe('{"id":"S1","kwh":');
    expect(packet.notReplayable.map((n) => n.reason)).toEqual([
      'body-truncated',
      'headers-truncated',
    ]);
    expect(packet.notReplayable[0]?.text).toMatch(/truncated the recorded request body/);
  });

  it('names a missing exchange, method or URL, and a URL that is not http(s)', () => {
    expect(recordedRequest(check(undefined)).notReplayable.map((n) => n.reason)).toEqual([
      'no-exchange',
    ]);
    expect(
      recordedRequest(
        check({ request: { url: 'https://cpo.example.invalid/x' } }),
        PARTNER_BASE_URL,
      ).notReplayable.map((n) => n.reason),
    ).toEqual(['no-method']);
    expect(
      recordedRequest(check({ request: { method: 'GET' } })).notReplayable.map((n) => n.reason),
    ).toEqual(['no-url']);
    const bad = recordedRequest(check({ request: { method: 'GET', url: '/relative/only' } }));
    expect(bad.notReplayable.map((n) => n.reason)).toEqual(['bad-url']);
    expect(bad.notReplayable[0]?.text).toContain('"/relative/only"');
  });
});

describe('recordedRequest: the expectation', () => {
  const exchange = {
    request: { method: 'GET', url: 'https://cpo.example.invalid/ocpi/2.2.1/locations' },
    response: { status: 200, body: { status_code: 3000, data: [] } },
  };

  it('reads the expected status and the quoted status_code; status alone is not beyond', () => {
    const packet = recordedRequest(
      check(exchange, {
        expectedStatus: [200],
        actualStatus: 200,
        validations: [
          { passed: true, name: 'HTTP status', details: { jsonPath: 'response.status' } },
          {
            passed: false,
            name: 'OCPI status code 1000',
            message:
              'GET /locations answered 3000 in the envelope; expected status_code 1000 in the response envelope.',
            details: {
              jsonPath: '$.status_code',
              expected: 'status_code 1000 in the response envelope',
            },
          },
        ],
      }),
      PARTNER_BASE_URL,
    );
    expect(packet.expectation).toEqual({
      expectedStatus: [200],
      actualStatus: 200,
      expectedStatusCode: 1000,
      actualStatusCode: 3000,
      beyondStatus: false,
      beyond: [],
      unseen: [],
    });
  });

  it('reads status and status_code from the messages when details say nothing', () => {
    const packet = recordedRequest(
      check(exchange, {
        expectedStatus: [200, 201],
        validations: [
          { passed: false, message: 'GET /x answered HTTP 500; expected HTTP 200 or 201.' },
          { passed: false, message: 'GET /x answered 3000; expected status_code 1000.' },
        ],
      }),
    );
    expect(packet.expectation).toMatchObject({
      expectedStatus: [200, 201],
      actualStatus: 200,
      expectedStatusCode: 1000,
      beyondStatus: false,
    });
  });

  it('says a failed validation about a field, a header or a status_code range goes beyond', () => {
    const packet = recordedRequest(
      check(exchange, {
        validations: [
          {
            passed: false,
            message: 'GET /x returned 12 items; expected at most 10 items.',
            details: { jsonPath: '$.data' },
          },
          {
            passed: false,
            message: 'expected a status_code from the 2000 range in the body.',
            details: { jsonPath: '$.status_code', expected: 'a status_code from the 2000 range' },
          },
          { passed: false, unobservable: true, message: 'Could not observe x.' },
        ],
        warnings: [
          {
            passed: false,
            message: 'answered in 9000 ms; expected an answer within 5000 ms.',
            details: { jsonPath: 'latencyMs' },
          },
        ],
      }),
    );
    expect(packet.expectation.beyondStatus).toBe(true);
    expect(packet.expectation.beyond).toEqual([
      'GET /x returned 12 items; expected at most 10 items.',
      'expected a status_code from the 2000 range in the body.',
      'answered in 9000 ms; expected an answer within 5000 ms.',
    ]);
    expect(packet.expectation.expectedStatusCode).toBeUndefined();
  });

  it('holds no secret quoted by a validation message', () => {
    const packet = recordedRequest(
      check(exchange, {
        validations: [{ passed: false, message: `sent Token ${SECRET}; expected no token.` }],
      }),
    );
    expect(secretsIn(JSON.stringify(packet))).toEqual([]);
  });
});

describe('PLACEHOLDER_PATTERN', () => {
  it('matches the placeholders and not a longer name', () => {
    const text = '$OCPI_TOKEN $OCPI_TOKEN_A $OCPI_TOKENS $OCPI_CREDENTIALS_TOKEN $HOME';
    expect([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1])).toEqual([
      'OCPI_TOKEN',
      'OCPI_TOKEN_A',
      'OCPI_CREDENTIALS_TOKEN',
    ]);
  });
});

describe('fillPlaceholders', () => {
  it('fills the placeholders given, leaves the others, and takes a value as it is', () => {
    expect(
      fillPlaceholders('Token $OCPI_TOKEN; $OCPI_TOKEN_A; $OCPI_SECRET; $OCPI_TOKENS', {
        OCPI_TOKEN: 'a$b',
        OCPI_TOKEN_A: '$OCPI_TOKEN',
      }),
    ).toBe('Token a$b; $OCPI_TOKEN; $OCPI_SECRET; $OCPI_TOKENS');
  });
});

describe('fillPlaceholders, per context', () => {
  const token = 'ab+cd/ef=="\\';
  it('percent-encodes in a URL, escapes in JSON text, keeps a header value as it is', () => {
    const url = fillPlaceholders(
      'https://p.invalid/x?token=$OCPI_TOKEN',
      { OCPI_TOKEN: token },
      'url',
    );
    expect(new URL(url).searchParams.get('token')).toBe(token);
    const json = fillPlaceholders(
      '{"token":"$OCPI_CREDENTIALS_TOKEN"}',
      { OCPI_CREDENTIALS_TOKEN: token },
      'json-string',
    );
    expect(JSON.parse(json).token).toBe(token);
    expect(fillPlaceholders('Token $OCPI_TOKEN', () => token)).toBe(`Token ${token}`);
  });
});

/**
 * A check whose exchange holds one known secret in every position a credential travels (issue 36,
 * point 4): Authorization headers (Token raw and Base64, Basic), other credential headers, the
 * query string, the URL's user info, the request body (the credentials object's `token`,
 * registration tokens), text inside the body, the response (body and Set-Cookie) and the
 * transport error. `secretForms` lists every spelling that must appear in no packet.
 */
import type { Check } from '../../src/client/index.js';

/** Characters that Base64 and URL encoding both change. */
export const SECRET = 'c0ffee+s3cret/T0KEN=9f8e';
export const BASIC_USER = 'partner-user';
export const PARTNER_BASE_URL = 'https://cpo.example.invalid/ocpi/versions';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Every spelling of the secret that must not appear. */
export function secretForms(): string[] {
  const forms = [
    SECRET,
    encodeURIComponent(SECRET),
    b64(SECRET),
    b64(SECRET).replace(/=+$/, ''),
    Buffer.from(SECRET).toString('base64url'),
    b64(`${BASIC_USER}:${SECRET}`),
    JSON.stringify(SECRET).slice(1, -1),
    // A fragment long enough to be the secret alone, not a word of the packet.
    's3cret/T0KEN',
  ];
  return [...new Set(forms)];
}

/** Which of the secret's forms `text` holds. */
export function secretsIn(text: string): string[] {
  return secretForms().filter((form) => text.includes(form));
}

export function secretCheck(overrides: Partial<Check> = {}): Check {
  return {
    testId: '2.2.1/credentials/secret-everywhere',
    // A POST /credentials: its name says which token it went with (recorded-request.ts).
    name: 'A second POST /credentials on a registered party carries no secret',
    passed: false,
    expectedStatus: [200],
    actualStatus: 500,
    validations: [
      {
        passed: false,
        name: 'HTTP status',
        message: 'POST /credentials answered HTTP 500; expected HTTP 200.',
        details: { jsonPath: 'response.status', expected: [200], actual: 500 },
      },
    ],
    exchange: {
      request: {
        method: 'POST',
        url: `https://partner-user:${encodeURIComponent(SECRET)}@cpo.example.invalid/ocpi/2.2.1/credentials?token=${encodeURIComponent(SECRET)}&access_token=${encodeURIComponent(SECRET)}&page=2`,
        headers: {
          Authorization: `Token ${b64(SECRET)}`,
          'Proxy-Authorization': `Basic ${b64(`${BASIC_USER}:${SECRET}`)}`,
          'X-Api-Key': SECRET,
          Cookie: `session=${SECRET}`,
          'X-Forwarded-Auth': `Token ${SECRET}`,
          'X-Request-ID': 'req-1',
          'X-Correlation-ID': 'corr-1',
          'OCPI-from-country-code': 'NL',
          'OCPI-from-party-id': 'EMS',
          'OCPI-to-country-code': 'DE',
          'OCPI-to-party-id': 'CPO',
          'Content-Type': 'application/json',
          Host: 'cpo.example.invalid',
          'Content-Length': '321',
        },
        body: {
          token: SECRET,
          tokenA: SECRET,
          token_b: SECRET,
          url: `https://emsp.example.invalid/ocpi/versions?token=${encodeURIComponent(SECRET)}`,
          note: `sent with Authorization: Token ${b64(SECRET)}`,
          roles: [{ role: 'EMSP', party_id: 'EMS', country_code: 'NL' }],
        },
      },
      response: {
        status: 500,
        headers: { 'Set-Cookie': `sid=${SECRET}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status_code: 3000, data: { token: SECRET, url: 'x' } }),
      },
      latencyMs: 42,
      error: `upstream said: Basic ${b64(`${BASIC_USER}:${SECRET}`)}`,
    },
    ...overrides,
  };
}

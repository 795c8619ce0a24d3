/**
 * The emulator answers only its own page (issue 33): a web page can make a browser send
 * `POST /_emulator/scenario` with `content-type: text/plain` cross-origin without a preflight, and
 * through DNS rebinding read `/_emulator/state` or call the API with the demo's published key.
 * So the control API refuses a foreign Origin and a body that is not application/json, and the
 * whole server refuses a Host that is not loopback; each refusal is the emulator's error envelope
 * and says what was refused and why. Requests are sent with node:http, which lets a test set Host.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../src/client/payloads.js';
import { DEMO_OWNERS, type Emulator, startEmulator } from '../src/emulator/index.js';

const DEMO_KEY = DEMO_OWNERS[0]!.keys[0]!;

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
  json: any;
}

/** One request to the emulator with exactly these headers (Host included when given). */
function send(
  emulator: Emulator,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const { port } = new URL(emulator.origin);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers, setHost: headers.host === undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };
const FAILED_RUN = JSON.stringify({ scenario: 'failed-run' });

describe('the emulator answers only its own page', () => {
  let emulator: Emulator;
  let port: string;
  beforeAll(async () => {
    emulator = await startEmulator({ speed: 100 });
    port = new URL(emulator.origin).port;
  });
  afterAll(async () => {
    await emulator.close();
  });

  async function scenarioOutcome(): Promise<string> {
    const state = await send(emulator, 'GET', '/_emulator/state', {});
    expect(state.status).toBe(200);
    return state.json.data.scenario.outcome;
  }

  function expectRefusal(answer: Answer, status: number, code: string, ...words: string[]) {
    expect(answer.status).toBe(status);
    expect(ErrorEnvelopeSchema.safeParse(answer.json).success).toBe(true);
    expect(answer.json.code).toBe(code);
    for (const word of words) expect(answer.json.message).toContain(word);
    expect(answer.json.data).toBeUndefined();
  }

  it("refuses the issue's request (foreign Host and Origin, text/plain) and changes nothing", async () => {
    const before = await scenarioOutcome();
    const answer = await send(
      emulator,
      'POST',
      '/_emulator/scenario',
      { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'text/plain' },
      FAILED_RUN,
    );
    expectRefusal(answer, 403, 'forbidden', 'evil.example');
    expect(await scenarioOutcome()).toBe(before);
  });

  it('refuses each on its own: a foreign Host, a foreign Origin, a body not application/json', async () => {
    const before = await scenarioOutcome();
    const host = await send(
      emulator,
      'POST',
      '/_emulator/scenario',
      { ...JSON_TYPE, host: 'evil.example' },
      FAILED_RUN,
    );
    expectRefusal(host, 403, 'forbidden', 'Host "evil.example"', 'loopback', 'DNS rebinding');
    const origin = await send(
      emulator,
      'POST',
      '/_emulator/scenario',
      { ...JSON_TYPE, origin: 'http://evil.example' },
      FAILED_RUN,
    );
    expectRefusal(origin, 403, 'forbidden', 'Origin "http://evil.example"', emulator.origin);
    const plain = await send(
      emulator,
      'POST',
      '/_emulator/scenario',
      { 'content-type': 'text/plain' },
      FAILED_RUN,
    );
    expectRefusal(plain, 415, 'unsupported_media_type', '"text/plain"', 'application/json');
    const none = await send(emulator, 'POST', '/_emulator/scenario', {}, FAILED_RUN);
    expectRefusal(none, 415, 'unsupported_media_type', 'no content-type', 'application/json');
    expect(await scenarioOutcome()).toBe(before);
  });

  it('an Origin on another port of loopback, or "null", is foreign too', async () => {
    const other = String(Number(port) === 1 ? 2 : Number(port) - 1);
    for (const origin of [`http://127.0.0.1:${other}`, 'null', `https://127.0.0.1:${port}`]) {
      const answer = await send(
        emulator,
        'POST',
        '/_emulator/scenario',
        { ...JSON_TYPE, origin },
        FAILED_RUN,
      );
      expectRefusal(answer, 403, 'forbidden', `Origin "${origin}"`);
    }
  });

  it('does not let a foreign Host read the state or the request log', async () => {
    for (const path of ['/_emulator/state', '/_emulator/requests', '/_emulator/faults']) {
      const answer = await send(emulator, 'GET', path, { host: 'evil.example:8787' });
      expectRefusal(answer, 403, 'forbidden', 'Host "evil.example:8787"');
    }
    const missing = await send(emulator, 'GET', '/_emulator/state', { host: '' });
    expectRefusal(missing, 403, 'forbidden', 'no Host');
  });

  it('does not let a foreign Host call the API, even with the demo key', async () => {
    const answer = await send(emulator, 'GET', '/api/v1/connections', {
      host: 'rebound.evil.example',
      authorization: `Bearer ${DEMO_KEY}`,
    });
    expectRefusal(answer, 403, 'forbidden', 'Host "rebound.evil.example"');
    const own = await send(emulator, 'GET', '/api/v1/connections', {
      authorization: `Bearer ${DEMO_KEY}`,
    });
    expect(own.status).toBe(200);
  });

  it('answers its own page: loopback Hosts with any port, its own Origin, application/json', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      const answer = await send(emulator, 'GET', '/_emulator/state', { host });
      expect(answer.status, host).toBe(200);
    }
    for (const origin of [emulator.origin, `http://localhost:${port}`]) {
      const answer = await send(
        emulator,
        'POST',
        '/_emulator/scenario',
        { 'content-type': 'application/json; charset=utf-8', origin },
        JSON.stringify({ scenario: 'all-pass' }),
      );
      expect(answer.status, origin).toBe(200);
    }
    const cleared = await send(emulator, 'DELETE', '/_emulator/faults', {});
    expect(cleared.status).toBe(200);
  });
});

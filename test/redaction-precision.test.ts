/**
 * Redaction with precision (issue 26): real credentials stay masked everywhere, English prose
 * that merely mentions an auth scheme is left as it was written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/emulator/index.js';
import { SCENARIO_NAMES } from '../src/emulator/scenarios.js';
import type { ScenarioName } from '../src/emulator/types.js';
import { maskCredentials } from '../src/util/credentials.js';
import { MASK, Redactor } from '../src/util/redaction.js';

const SCHEMES = ['Bearer', 'Token', 'Basic', 'bearer', 'token', 'basic', 'TOKEN'];
// Ordinary words, none with a digit, none over 19 letters, none with a case change inside.
const WORDS = [
  'objects',
  'object',
  'authorization',
  'Authorization',
  'auth',
  'header',
  'values',
  'valid',
  'false',
  'true',
  'identifies',
  'rotation',
  'exactly',
  'returned',
  'without',
  'accepted',
  'blocked',
  'present',
  'expired',
  'registration',
  'OCPI',
  'compliant',
  'partner',
  'endpoint',
  'whitelist',
  'Credentials',
  'module',
  'request',
];
const TRAILING = ['', '.', ',', ':', ';', '!', '?', '...'];

const word = fc.constantFrom(...WORDS);
/** A word as prose writes it after a scheme: plain, hyphenated, key=value, with punctuation. */
const proseValue = fc
  .tuple(
    fc.oneof(
      word,
      fc.tuple(word, word).map(([a, b]) => `${a}-${b}`),
      fc.tuple(word, word).map(([a, b]) => `${a}=${b}`),
    ),
    fc.constantFrom(...TRAILING),
  )
  .map(([value, tail]) => `${value}${tail}`);
const proseSentence = fc
  .tuple(
    fc.array(word, { maxLength: 4 }),
    fc.constantFrom(...SCHEMES),
    proseValue,
    fc.array(word, { maxLength: 4 }),
  )
  .map(([before, scheme, value, after]) => [...before, scheme, value, ...after].join(' '));

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
/** Values shaped as real credentials are: UUIDs, hex, base64 (plain and url), JWTs. */
const credentialValue = fc.oneof(
  fc.uuid(),
  fc.uint8Array({ minLength: 16, maxLength: 48 }).map(hex),
  fc.uint8Array({ minLength: 16, maxLength: 48 }).map((b) => Buffer.from(b).toString('base64')),
  fc.uint8Array({ minLength: 16, maxLength: 48 }).map((b) => Buffer.from(b).toString('base64url')),
  fc
    .tuple(
      fc.uint8Array({ minLength: 16, maxLength: 32 }),
      fc.uint8Array({ minLength: 16, maxLength: 64 }),
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
    )
    .map(([h, p, s]) => [h, p, s].map((part) => Buffer.from(part).toString('base64url')).join('.')),
);

describe('credentials after an auth scheme', () => {
  it('leaves prose sentences with Bearer, Token and Basic as they were written', () => {
    const store = new Redactor();
    store.add('registered-api-key-0001');
    fc.assert(
      fc.property(proseSentence, (sentence) => {
        expect(store.redact(sentence)).toBe(sentence);
        expect(maskCredentials(sentence)).toBe(sentence);
        // The same sentence inside a JSON report text, as the report file's masking sees it.
        const json = JSON.stringify({ message: sentence });
        expect(store.redactJsonText(json)).toBe(json);
      }),
      { numRuns: 500 },
    );
  });

  it('masks every credential-shaped value after a scheme, in text and in JSON text', () => {
    const store = new Redactor();
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEMES),
        credentialValue,
        fc.constantFrom('', '.', ','),
        (scheme, value, tail) => {
          const text = `the partner sent Authorization: ${scheme} ${value}${tail} and stopped`;
          const masked = store.redact(text);
          expect(masked).toBe(
            `the partner sent Authorization: ${scheme} ${MASK}${tail} and stopped`,
          );
          const json = JSON.stringify({ note: text });
          expect(store.redactJsonText(json)).toBe(JSON.stringify({ note: masked }));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves the sentences a newcomer found masked alone', () => {
    const store = new Redactor();
    for (const text of [
      'The response is an array of Token objects.',
      'Send the Basic auth-header only once.',
      'The partner answered Token valid=false.',
      'Token authorization stage',
    ]) {
      expect(store.redact(text)).toBe(text);
    }
  });
});

describe('registered secrets in every form', () => {
  const secret = 'pets_live_ab12CD34ef56';
  const store = new Redactor();
  store.add(secret);

  /** No piece of the secret of 6 characters or more is left in the text. */
  const leaks = (text: string) =>
    Array.from({ length: secret.length - 5 }, (_, i) => secret.slice(i, i + 6)).some((piece) =>
      text.includes(piece),
    );

  it('masks a secret that a line break splits, wherever the break falls', () => {
    for (let cut = 1; cut < secret.length; cut++) {
      for (const lineBreak of ['\n', '\r\n', '\n    ']) {
        const text = `partner said: ${secret.slice(0, cut)}${lineBreak}${secret.slice(cut)} end`;
        const masked = store.redact(text);
        expect(masked).toBe(`partner said: ${MASK} end`);
        // In JSON text the break is an escape; the result is what stringify writes.
        const json = JSON.stringify({ message: text });
        expect(store.redactJsonText(json)).toBe(store.stringify({ message: text }));
        expect(leaks(store.redactJsonText(json) ?? '')).toBe(false);
      }
    }
  });

  it('masks its URL-encoded and base64 forms, split or whole', () => {
    const forms = [
      encodeURIComponent(`${secret}/`),
      Buffer.from(secret).toString('base64'),
      Buffer.from(secret).toString('base64url'),
    ];
    for (const form of forms) {
      const base64 = Buffer.from(secret).toString('base64').replace(/=+$/, '');
      const half = Math.floor(form.length / 2);
      for (const text of [`x ${form} y`, `x ${form.slice(0, half)}\n${form.slice(half)} y`]) {
        const masked = store.redact(text);
        expect(leaks(masked)).toBe(false);
        expect(masked).not.toContain(base64.slice(4, 16));
      }
    }
  });
});

describe('texts that hold no credential pass through unmasked', () => {
  it('leaves every emulator report text that mentions an auth scheme as it is', async () => {
    const store = new Redactor();
    store.add('demo-api-key-not-in-reports');
    let seen = 0;
    const walk = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        // Header values and credential fields are masked by name, not by shape; not prose.
        if (/authorization|token/i.test(key) || !/\b(Bearer|Token|Basic)\b/i.test(value)) return;
        seen++;
        expect(store.redact(value), value).toBe(value);
      } else if (Array.isArray(value)) {
        for (const item of value) walk(item, key);
      } else if (value && typeof value === 'object') {
        for (const [name, item] of Object.entries(value)) walk(item, name);
      }
    };
    // The texts the emulator's reports are made of (check names, messages, spec quotes), and the
    // reports themselves, as every scenario composes them.
    for (const file of ['roster.json', 'journeys.json']) {
      walk(
        JSON.parse(readFileSync(new URL(`../src/emulator/data/${file}`, import.meta.url), 'utf8')),
      );
    }
    for (const scenario of SCENARIO_NAMES) walk(await emulatorReport(scenario));
    expect(seen).toBeGreaterThan(10);
  });

  it('leaves the lines of the README and docs/ that mention an auth scheme as they are', () => {
    const docs = new URL('../docs/', import.meta.url);
    const pages = [
      readFileSync(new URL('../README.md', import.meta.url), 'utf8'),
      ...readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .map((name) => readFileSync(new URL(name, docs), 'utf8')),
    ];
    const lines = pages
      .flatMap((page) => page.split('\n'))
      .filter((line) => /\b(Bearer|Token|Basic)\b/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    const store = new Redactor();
    for (const line of lines) expect(store.redact(line)).toBe(line);
  });
});

/** The report of a run on the sandbox under a scenario, read over HTTP once the run is over. */
async function emulatorReport(scenario: ScenarioName): Promise<unknown> {
  const key = 'pets_precision_owner_00001';
  let now = Date.UTC(2030, 5, 1);
  const emulator = await startEmulator({
    speed: 1,
    now: () => now,
    scenario,
    owners: [{ id: 'p', plan: 'enterprise', keys: [key] }],
  });
  try {
    const connectionId = emulator.sandboxConnectionId('p');
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const started = await fetch(`${emulator.baseUrl}/testing/runs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ connectionId, seed: `precision-${scenario}` }),
    });
    expect(started.status).toBe(201);
    now += 24 * 3600 * 1000;
    const list = await fetch(`${emulator.baseUrl}/testing/runs?connectionId=${connectionId}`, {
      headers,
    });
    return ((await list.json()) as { data: unknown[] }).data[0];
  } finally {
    await emulator.close();
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as credentials from '../src/util/credentials.js';
import * as redaction from '../src/util/redaction.js';
import { MASK, Redactor } from '../src/util/redaction.js';

describe('Redactor', () => {
  const secret = 'pets_live_ab12CD34ef56';

  it('masks a registered secret and its common encodings', () => {
    const r = new Redactor();
    r.add(secret);
    const base64 = Buffer.from(secret).toString('base64');
    const text = [
      `key=${secret}`,
      `url=${encodeURIComponent(`${secret}/x`)}`,
      `Authorization: Token ${base64}`,
      `token in json: ${JSON.stringify({ t: secret })}`,
      `b64 without padding: ${base64.replace(/=+$/, '')}`,
    ].join('\n');
    const out = r.redact(text);
    expect(out).not.toContain(secret);
    expect(out).not.toContain(base64.replace(/=+$/, ''));
    expect(out).toContain(MASK);
  });

  it('masks secrets with characters that are special in regular expressions', () => {
    const r = new Redactor();
    r.add('a+b*c?(d)[e]$^');
    expect(r.redact('x a+b*c?(d)[e]$^ y')).toBe(`x ${MASK} y`);
  });

  it('masks the longest secret first so that no tail is left behind', () => {
    const r = new Redactor();
    r.add('abcd');
    r.add('abcdefgh');
    expect(r.redact('abcdefgh')).toBe(MASK);
  });

  it('ignores empty and very short values (they would mask ordinary text)', () => {
    const r = new Redactor();
    r.add('');
    r.add(undefined);
    r.add('ab');
    expect(r.redact('about a tab')).toBe('about a tab');
  });

  it('masks credentials in Authorization values it was never told about', () => {
    const r = new Redactor();
    expect(r.redact('Authorization: Bearer eyJhbGciOi.abc.def')).toBe(
      `Authorization: Bearer ${MASK}`,
    );
    expect(r.redact('"Authorization": "Token c2VjcmV0LXRva2Vu"')).not.toContain('c2VjcmV0');
    expect(r.redact('{"authorization":"whatever-it-is"}')).toBe(`{"authorization":"${MASK}"}`);
  });

  it('leaves prose that merely follows an auth scheme word alone', () => {
    const r = new Redactor();
    expect(r.redact('Token authorization stage')).toBe('Token authorization stage');
    expect(r.redact('Token 5f3a9c2e-7b1d-4e8a-9c3f-2a1b0c9d8e7f')).toBe(`Token ${MASK}`);
    expect(r.redact('Bearer abcdefghijklmnopqrstuvwxyz')).toBe(`Bearer ${MASK}`);
  });

  it('writes JSON with every string redacted and credential fields masked, in one pass', () => {
    const r = new Redactor();
    r.add(secret);
    const text = r.stringify({
      headers: { Authorization: 'Token opaque-123456', 'X-Other': secret },
      token: 'abc-def-123',
      list: [secret, 2],
    });
    expect(JSON.parse(text)).toEqual({
      headers: { Authorization: MASK, 'X-Other': MASK },
      token: MASK,
      list: [MASK, 2],
    });
  });

  it('redacts every string of a JSON value, and authorization headers by key', () => {
    const r = new Redactor();
    r.add(secret);
    const value = {
      headers: { Authorization: 'Token opaque', 'X-Other': secret },
      list: [secret, 1, null, { deep: `x${secret}x` }],
    };
    const out = r.redactValue(value);
    expect(JSON.stringify(out)).not.toContain(secret);
    expect(out.headers.Authorization).toBe(MASK);
    expect(out.list[1]).toBe(1);
    // The input is not modified.
    expect(value.list[0]).toBe(secret);
  });
});

describe('Redactor.redactJsonText', () => {
  const secret = 'pets_live_ab12CD34ef56';
  const store = new Redactor();
  store.add(secret);
  store.add('tok-B "quoted" \\ back');

  /** A seeded generator of JSON values with credential-named keys, secrets and auth schemes. */
  function randomValue(next: () => number, depth: number): unknown {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const strings = [
      secret,
      `Token ${secret}`,
      'Bearer abcdef123456',
      'Token authorization',
      `x${Buffer.from(secret).toString('base64')}y`,
      'tok-B "quoted" \\ back',
      'plain text',
      'quote " and backslash \\',
      '',
    ];
    const keys = ['Authorization', 'token', 'Token_A', 'password', 'name', 'url', 'headers', 'x'];
    const roll = next();
    if (depth > 3 || roll < 0.45) return pick([...strings, 12, true, null]);
    if (roll < 0.6) return Array.from({ length: 3 }, () => randomValue(next, depth + 1));
    const object: Record<string, unknown> = {};
    for (let i = 0; i < 4; i++) object[pick(keys)] = randomValue(next, depth + 1);
    return object;
  }

  it('masks JSON text as stringify masks the value, or hands it back to stringify', () => {
    let state = 42;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    let onText = 0;
    for (let i = 0; i < 2000; i++) {
      const text = JSON.stringify(randomValue(next, 0));
      const masked = store.redactJsonText(text);
      const expected = JSON.parse(store.stringify(JSON.parse(text)));
      if (masked === undefined) continue;
      onText++;
      expect(JSON.parse(masked), text).toEqual(expected);
      expect(masked).not.toContain(secret);
    }
    // Most texts are masked on the text (the fast path is exercised, not only the fallback).
    expect(onText).toBeGreaterThan(500);
  });

  it('gives up on escapes that can spell a key or a secret, and on arrays under a credential key', () => {
    expect(store.redactJsonText('{"\\u0074oken":"abc"}')).toBeUndefined();
    expect(
      store.redactJsonText(`{"a":"${secret.slice(0, 4)}\\u005f${secret.slice(5)}"}`),
    ).toBeUndefined();
    expect(store.redactJsonText('{"a":"x\\/y"}')).toBeUndefined();
    expect(store.redactJsonText('{"set-cookie":["a=1","b=2"]}')).toBeUndefined();
    // A string or number under a credential key is the secret; an object there keeps its members.
    expect(store.redactJsonText('{"password":12345}')).toBe('{"password":"***"}');
    expect(store.redactJsonText('{"token": -1.5e3,"x":1}')).toBe('{"token": "***","x":1}');
    expect(store.redactJsonText('{"token":{"uid":"abc","token":"t"}}')).toBe(
      '{"token":{"uid":"abc","token":"***"}}',
    );
    expect(store.redactJsonText('{"token":true,"secret":null}')).toBe(
      '{"token":true,"secret":null}',
    );
    expect(store.redactJsonText('{"Token":"a\\u0041b"}')).toBe('{"Token":"***"}');
    expect(store.redactJsonText('{"note":"\\"token\\": \\"x\\""}')).toBe(
      '{"note":"\\"token\\": \\"x\\""}',
    );
  });
});

describe('one masking rule on every path', () => {
  const store = new Redactor();
  store.add('pets_live_ab12CD34ef56');
  const key = fc.constantFrom(
    'token',
    'Token',
    'authorization',
    'set-cookie',
    'api_key',
    'password',
    'token_c',
    'uid',
    'contract_id',
    'whitelist',
    'data',
    'url',
  );
  const scalar = fc.oneof(
    fc.constantFrom('pets_live_ab12CD34ef56', 'Token abcdef123456', 'ALLOWED', 'DE*ABC*C1', ''),
    fc.string({ maxLength: 8 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
  );
  const { json } = fc.letrec((tie) => ({
    json: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('json'), { maxLength: 4 }),
      fc.dictionary(key, tie('json'), { maxKeys: 5 }),
    ),
  }));

  it('the JSON-text path, the serializer and the masked copy agree, whatever sits under a credential key', () => {
    let onText = 0;
    fc.assert(
      fc.property(json, (value) => {
        const text = JSON.stringify(value);
        const expected = JSON.parse(store.stringify(JSON.parse(text)));
        expect(store.redactValue(JSON.parse(text))).toEqual(expected);
        const masked = store.redactJsonText(text);
        if (masked === undefined) return;
        onText++;
        expect(JSON.parse(masked)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
    expect(onText).toBeGreaterThan(500);
  });

  it('masks the secret under a credential key, and keeps an object there whole but its secrets', () => {
    const tokenObject = {
      uid: '012345678',
      contract_id: 'DE-ACM-C12345678-4',
      whitelist: 'ALWAYS',
    };
    const value = {
      token: tokenObject,
      credentials: { token: 'partner-credentials-token-1', url: 'https://p.invalid/versions' },
      'set-cookie': ['session=abc123', 'other=def456'],
      tokens: [{ ...tokenObject, token: { uid: 'nested-uid-1' } }],
    };
    const expected = {
      token: tokenObject,
      credentials: { token: MASK, url: 'https://p.invalid/versions' },
      'set-cookie': [MASK, MASK],
      tokens: [{ ...tokenObject, token: { uid: 'nested-uid-1' } }],
    };
    expect(JSON.parse(store.stringify(value))).toEqual(expected);
    expect(store.redactValue(value)).toEqual(expected);
    expect(credentials.maskCredentialFields(value)).toEqual(expected);
    const { 'set-cookie': _arrays, ...onText } = value;
    const { 'set-cookie': _masked, ...onTextExpected } = expected;
    expect(JSON.parse(store.redactJsonText(JSON.stringify(onText))!)).toEqual(onTextExpected);
  });

  it('leaves an empty string under a credential key as it is: it hides nothing, and is evidence', () => {
    const value = { data: { token: '', url: 'https://p.invalid/versions' }, api_key: 'k-123456' };
    const expected = { data: { token: '', url: 'https://p.invalid/versions' }, api_key: MASK };
    expect(JSON.parse(store.stringify(value))).toEqual(expected);
    expect(store.redactValue(value)).toEqual(expected);
    expect(credentials.maskCredentialFields(value)).toEqual(expected);
    expect(JSON.parse(store.redactJsonText(JSON.stringify(value))!)).toEqual(expected);
  });
});

describe('secret stores', () => {
  it('are independent: there is no process-wide store', () => {
    // The module exports the store's class, never an instance every caller would share.
    for (const value of Object.values(redaction)) expect(value).not.toBeInstanceOf(Redactor);
    const first = new Redactor();
    const second = new Redactor();
    first.add('first-store-secret-1');
    expect(first.redact('first-store-secret-1')).toBe(MASK);
    expect(second.redact('first-store-secret-1')).toBe('first-store-secret-1');
  });

  it('hand on a bound redact, as renderers take it', () => {
    const r = new Redactor();
    r.add('bound-secret-0001');
    const redact = r.redact;
    expect(['a bound-secret-0001 b'].map(redact)).toEqual([`a ${MASK} b`]);
  });

  it('are not imported by the renderers (dependency-cruiser checks it too)', () => {
    const dir = path.resolve('src/report');
    for (const name of readdirSync(dir)) {
      expect(readFileSync(path.join(dir, name), 'utf8'), name).not.toMatch(
        /from '\.\.\/util\/redaction/,
      );
    }
  });
});

describe('credentials by name and shape (no store)', () => {
  it('masks credential-named fields and credential-shaped values in a copy', () => {
    const exchange = {
      request: {
        headers: { Authorization: 'Token opaque', 'X-Other': 'plain' },
        body: '{"authorization": "abc", "note": "Bearer eyJhbGciOi.abc.def"}',
      },
      response: { body: { token: 'tok-1', nested: [{ tokenC: 'c' }], shared: 'x' } },
    };
    const out = credentials.maskCredentialFields(exchange);
    expect(out.request.headers).toEqual({ Authorization: MASK, 'X-Other': 'plain' });
    expect(out.request.body).toBe(`{"authorization": "${MASK}", "note": "Bearer ${MASK}"}`);
    expect(out.response.body).toEqual({ token: MASK, nested: [{ tokenC: MASK }], shared: 'x' });
    // A copy: the input is left as it was.
    expect(exchange.request.headers.Authorization).toBe('Token opaque');
  });

  it('is what a store applies on top of its secrets', () => {
    const text = 'Authorization: Bearer eyJhbGciOi.abc.def and {"authorization":"x"}';
    expect(new Redactor().redact(text)).toBe(credentials.maskCredentials(text));
  });
});

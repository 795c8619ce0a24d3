import { describe, expect, it } from 'vitest';
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

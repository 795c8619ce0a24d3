import { describe, expect, it } from 'vitest';
import { formatSeconds } from '../src/client/errors.js';
import {
  backoffDelay,
  DEFAULT_RETRY,
  decideRetry,
  nextDelay,
  parseRetryAfter,
} from '../src/client/retry.js';

describe('decideRetry', () => {
  const neverRetried = [400, 401, 402, 403, 404, 409, 422];
  const retried = [408, 429, 500, 502, 503, 504];

  it.each(neverRetried)('never retries %i, whatever the operation', (status) => {
    for (const retryClass of ['idempotent', 'unsafe', 'start'] as const) {
      expect(decideRetry({ type: 'status', status }, retryClass)).toBe('fail');
    }
  });

  it.each(retried)('retries %i on reads', (status) => {
    expect(decideRetry({ type: 'status', status }, 'idempotent')).toBe('retry');
  });

  it('retries reads on any network error or timeout', () => {
    expect(decideRetry({ type: 'network', notSent: false }, 'idempotent')).toBe('retry');
    expect(decideRetry({ type: 'network', notSent: true }, 'idempotent')).toBe('retry');
    expect(decideRetry({ type: 'timeout' }, 'idempotent')).toBe('retry');
  });

  it('retries a state-changing call only when it surely did not take effect', () => {
    expect(decideRetry({ type: 'network', notSent: true }, 'unsafe')).toBe('retry');
    expect(decideRetry({ type: 'status', status: 429 }, 'unsafe')).toBe('retry');
    expect(decideRetry({ type: 'status', status: 408 }, 'unsafe')).toBe('retry');
    expect(decideRetry({ type: 'status', status: 502 }, 'unsafe')).toBe('fail');
    expect(decideRetry({ type: 'network', notSent: false }, 'unsafe')).toBe('fail');
    expect(decideRetry({ type: 'timeout' }, 'unsafe')).toBe('fail');
  });

  it('reconciles an ambiguous start before retrying it', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(decideRetry({ type: 'status', status }, 'start')).toBe('reconcile-then-retry');
    }
    expect(decideRetry({ type: 'network', notSent: false }, 'start')).toBe('reconcile-then-retry');
    expect(decideRetry({ type: 'timeout' }, 'start')).toBe('reconcile-then-retry');
    expect(decideRetry({ type: 'network', notSent: true }, 'start')).toBe('retry');
    expect(decideRetry({ type: 'status', status: 429 }, 'start')).toBe('retry');
  });
});

describe('backoffDelay (full jitter)', () => {
  it('draws uniformly below a ceiling that doubles and is capped', () => {
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0.999)).toBe(499);
    expect(backoffDelay(1, DEFAULT_RETRY, () => 0.999)).toBe(999);
    expect(backoffDelay(3, DEFAULT_RETRY, () => 0.999)).toBe(3996);
    expect(backoffDelay(10, DEFAULT_RETRY, () => 0.999)).toBe(7992);
    expect(backoffDelay(10, DEFAULT_RETRY, () => 0)).toBe(0);
  });

  it('spreads delays across the whole range', () => {
    const draws = Array.from({ length: 2000 }, () => backoffDelay(2, DEFAULT_RETRY));
    expect(Math.min(...draws)).toBeLessThan(200);
    expect(Math.max(...draws)).toBeGreaterThan(1800);
    expect(Math.max(...draws)).toBeLessThan(2000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('reads whole and fractional seconds', () => {
    expect(parseRetryAfter({ 'retry-after': '3' }, now)).toBe(3000);
    expect(parseRetryAfter({ 'retry-after': '0.25' }, now)).toBe(250);
    expect(parseRetryAfter({ 'retry-after': '0' }, now)).toBe(0);
  });

  it('reads an HTTP date relative to now', () => {
    expect(parseRetryAfter({ 'retry-after': 'Sun, 22 Nov 2026 10:00:07 GMT' }, now)).toBe(7000);
    expect(parseRetryAfter({ 'retry-after': 'Sun, 22 Nov 2026 09:00:00 GMT' }, now)).toBe(0);
  });

  it('prefers retry-after-ms and ignores what it cannot read', () => {
    expect(parseRetryAfter({ 'retry-after-ms': '120', 'retry-after': '9' }, now)).toBe(120);
    expect(parseRetryAfter({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(parseRetryAfter({ 'retry-after': '-1' }, now)).toBeUndefined();
    expect(parseRetryAfter({}, now)).toBeUndefined();
  });
});

describe('nextDelay', () => {
  const settings = DEFAULT_RETRY;

  it('uses Retry-After when the service gives one', () => {
    expect(nextDelay({ retry: 0, retryAfterMs: 5000, settings, now: 0, deadline: undefined })).toBe(
      5000,
    );
  });

  it('gives up instead of sleeping past the deadline', () => {
    expect(
      nextDelay({ retry: 0, retryAfterMs: 5000, settings, now: 0, deadline: 4000 }),
    ).toBeUndefined();
    expect(nextDelay({ retry: 0, retryAfterMs: 3000, settings, now: 0, deadline: 4000 })).toBe(
      3000,
    );
    expect(
      nextDelay({
        retry: 3,
        retryAfterMs: undefined,
        settings,
        now: 0,
        deadline: 100,
        random: () => 0.5,
      }),
    ).toBeUndefined();
  });

  it('refuses an absurd Retry-After when there is no deadline to bound it', () => {
    expect(
      nextDelay({ retry: 0, retryAfterMs: 3_600_000, settings, now: 0, deadline: undefined }),
    ).toBeUndefined();
  });
});

describe('formatSeconds', () => {
  it('never writes a short wait as 0.0 s: the figure it prints is the wait, rounded', () => {
    for (const ms of [1, 12, 49, 50, 99, 100, 250, 999, 1000, 1500, 9949, 10_000, 61_400]) {
      const text = formatSeconds(ms);
      expect(text).not.toMatch(/^0(\.0)? s$/);
      const [, number, unit] = /^([\d.]+) (ms|s)$/.exec(text)!;
      const shown = Number(number) * (unit === 's' ? 1000 : 1);
      // Within the rounding of the unit shown: 1 ms, 0.1 s, or 1 s from 10 s.
      const step = unit === 'ms' ? 1 : ms >= 10_000 ? 1000 : 100;
      expect(Math.abs(shown - ms), `${ms} ms as "${text}"`).toBeLessThanOrEqual(step / 2);
    }
    expect(formatSeconds(0)).toBe('0 s');
  });
});

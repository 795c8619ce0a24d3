/**
 * Retry rules of the client, as pure functions (learned from openai-node's HTTP core).
 *
 * - Reads (GET, and DELETE, which is idempotent) are retried on network errors, 408, 429, 500,
 *   502, 503 and 504.
 * - Operations that change state and are not idempotent are retried only when the request surely
 *   did not take effect: the connection was never made, or the service answered 408 or 429.
 * - A run start is not idempotent, but an ambiguous failure (5xx, a reset or a timeout after the
 *   request was sent) is reconciled against the run list before it is retried (resources/starts.ts).
 * - 400, 401, 402, 403, 404, 409 and 422 are never retried: repeating them cannot change the answer.
 * - Waits use exponential backoff with full jitter, or the service's Retry-After when it gives one;
 *   every wait is bounded by the caller's deadline.
 */

export type RetryClass = 'idempotent' | 'unsafe';

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
/** Statuses after which the request surely did not take effect. */
export const NOT_PROCESSED_STATUSES: ReadonlySet<number> = new Set([408, 429]);

export interface RetrySettings {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff ceiling, doubled on every retry. */
  baseDelayMs: number;
  /** Backoff ceiling. */
  maxDelayMs: number;
  /** Longest Retry-After honoured when the caller set no deadline. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetrySettings = {
  maxRetries: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 120_000,
};

/** An attempt's failure, reduced to what the retry decision needs. */
export type AttemptFailure =
  | { type: 'status'; status: number; retryAfterMs?: number }
  | { type: 'network'; notSent: boolean }
  | { type: 'timeout' }
  /** The base URL does not lead to the service (ConfigurationError): asked again only when `retryOnce`. */
  | { type: 'configuration'; retryOnce: boolean };

export type RetryDecision = 'retry' | 'reconcile-then-retry' | 'fail';

/** Whether (and how) a failed attempt may be repeated. */
export function decideRetry(
  failure: AttemptFailure,
  retryClass: RetryClass | 'start',
): RetryDecision {
  if (failure.type === 'status' && !RETRYABLE_STATUSES.has(failure.status)) return 'fail';
  // Never sent (no host, no handshake) or answered by something else: safe to send again, once.
  if (failure.type === 'configuration') return failure.retryOnce ? 'retry' : 'fail';
  if (retryClass === 'idempotent') return 'retry';
  const surelyNotProcessed =
    (failure.type === 'network' && failure.notSent) ||
    (failure.type === 'status' && NOT_PROCESSED_STATUSES.has(failure.status));
  if (surelyNotProcessed) return 'retry';
  return retryClass === 'start' ? 'reconcile-then-retry' : 'fail';
}

/**
 * Exponential backoff with full jitter: a uniform draw in [0, min(max, base * 2^retry)).
 * `retry` counts from 0 for the first retry.
 */
export function backoffDelay(
  retry: number,
  settings: RetrySettings,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/**
 * Reads Retry-After (seconds, possibly fractional, or an HTTP date) and the non-standard
 * retry-after-ms. Returns milliseconds, or undefined when absent or unreadable.
 */
export function parseRetryAfter(
  headers: Record<string, string | string[] | undefined>,
  now: number = Date.now(),
): number | undefined {
  const ms = first(headers['retry-after-ms']);
  if (ms !== undefined) {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return Math.ceil(value);
  }
  const raw = first(headers['retry-after'])?.trim();
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.ceil(Number(raw) * 1000);
  // An HTTP date names its weekday and month; anything else (say "-1") is unreadable.
  if (!/[A-Za-z]{3}/.test(raw)) return undefined;
  const date = Date.parse(raw);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The wait before the next attempt: the service's Retry-After when it gave one, else the jittered
 * backoff. Returns undefined when the wait would pass the deadline (or the Retry-After cap when
 * there is no deadline): the caller gives up instead of sleeping past it.
 */
export function nextDelay(args: {
  retry: number;
  retryAfterMs: number | undefined;
  settings: RetrySettings;
  now: number;
  deadline: number | undefined;
  random?: () => number;
}): number | undefined {
  const { retry, retryAfterMs, settings, now, deadline } = args;
  let delay: number;
  if (retryAfterMs !== undefined) {
    if (deadline === undefined && retryAfterMs > settings.maxRetryAfterMs) return undefined;
    delay = retryAfterMs;
  } else {
    delay = backoffDelay(retry, settings, args.random);
  }
  if (deadline !== undefined && now + delay >= deadline) return undefined;
  return delay;
}

/**
 * What the resource modules share: the long-poll's wait and time limit, and the checks of an id in
 * a path and of a page size, made before anything is sent.
 */
import { InputError } from '../../util/errors.js';
import type { CallOptions } from '../request.js';
import { LONG_POLL_MAX_SECONDS, LONG_POLL_MIN_SECONDS } from '../wire.js';

export interface WaitOptions extends CallOptions {
  /** Long-poll: seconds the service may hold the answer (clamped to 1..55). Absent: answer at once. */
  waitSeconds?: number;
}

/** Extra time allowed beyond a long-poll wait before the request counts as timed out. */
export const LONG_POLL_MARGIN_MS = 10_000;

/** Clamps a long-poll wait to the interface's 1..55 seconds (whole seconds). */
export function clampWait(seconds: number | undefined): number | undefined {
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined;
  return Math.min(LONG_POLL_MAX_SECONDS, Math.max(LONG_POLL_MIN_SECONDS, Math.ceil(seconds)));
}

export function longPollTimeout(wait: number | undefined): number | undefined {
  return wait === undefined ? undefined : wait * 1000 + LONG_POLL_MARGIN_MS;
}

export function checkPageSize(
  value: number | undefined,
  bounds: { min: number; max: number },
  field: string,
): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new InputError(
      field,
      `${field} (page size) must be a whole number from ${bounds.min} to ${bounds.max}, not ${value}.`,
    );
  }
  return value;
}

export function pathId(id: string, what: string): string {
  if (typeof id !== 'string' || id.trim() === '') {
    throw new InputError(what, `A ${what} is required.`);
  }
  return encodeURIComponent(id);
}

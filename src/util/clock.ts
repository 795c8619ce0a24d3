/**
 * The time a run counts by: the moment now, a wait, and a time limit on work. Every deadline of a
 * run and every limit after it (the last read, the pull request comment, the check run, the
 * artifact) is counted on one Clock, the system's unless the caller passes another: tests pass
 * their own to drive deadlines and limits by events instead of waiting for real time
 * (test/helpers/test-clock.ts).
 */
import { setTimeout as sleepTimer } from 'node:timers/promises';

/** A time limit on some work: its signal aborts when the time is up. */
export interface TimeLimit {
  /** Aborted with a TimeoutError (as AbortSignal.timeout's) when the time is up. */
  readonly signal: AbortSignal;
  /** The work is over: the limit no longer counts (its timer is stopped). */
  clear(): void;
}

export interface Clock {
  /** Epoch ms now. */
  now(): number;
  /** Resolves after `ms`; rejects (an AbortError) when `signal` aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** A time limit of `ms` from now on `what` (named for whoever watches the clock: tests). */
  limit(ms: number, what?: string): TimeLimit;
}

/** setTimeout cannot count further than this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The system's clock: Date.now and timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => sleepTimer(ms, undefined, { signal }).then(() => {}),
  limit(ms) {
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(
          new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
        ),
      Math.min(MAX_TIMER_MS, Math.max(0, ms)),
    );
    // As AbortSignal.timeout's: the limit alone does not keep the process running.
    timer.unref();
    return { signal: controller.signal, clear: () => clearTimeout(timer) };
  },
};

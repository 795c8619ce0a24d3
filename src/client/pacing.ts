/**
 * How often a polled read may be repeated, whatever the service answers.
 *
 * The long-poll parameter's name is one of our guesses (wire.ts). A service that calls it
 * otherwise answers every long-poll at once, and a loop that re-reads on every answer would send
 * hundreds of reads a second. So every polled read (journey status, run list, connection status)
 * keeps a floor between reads, and a long-poll that keeps coming back at once is recognised and
 * replaced by plain interval polling.
 */
import { AbortedError } from './errors.js';
import { LONG_POLL_PARAM } from './wire.js';

/** No polled read is sent sooner than this after the previous one (start to start). */
export const MIN_READ_INTERVAL_MS = 1_000;

/** Interval polling after a long-poll was found not to hold: quick while a run is young, then polite. */
export const DEGRADED_POLL_MS = 2_000;
export const DEGRADED_POLL_LATER_MS = 5_000;
/** How long a run counts as young: the longest long-poll the interface allows. */
export const YOUNG_RUN_MS = 55_000;

/** Answers in a row that come back at once, with nothing changed, before the long-poll is given up. */
export const EARLY_ANSWERS_TO_DEGRADE = 3;

export interface PacerClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Spaces the reads of one polled thing at least an interval apart, start to start. */
export class ReadPacer {
  private lastReadAt: number | undefined;

  /** `operation` names the read in the error when the wait is aborted. */
  constructor(
    private readonly operation: string,
    private readonly clock: PacerClock,
    private readonly floorMs = MIN_READ_INTERVAL_MS,
  ) {}

  /**
   * Waits until the next read may be sent: `intervalMs` (never less than the floor) after the
   * previous one. Returns false, without waiting, when that moment is at or after `deadline`.
   */
  async ready(
    options: { intervalMs?: number; signal?: AbortSignal; deadline?: number } = {},
  ): Promise<boolean> {
    const interval = Math.max(this.floorMs, options.intervalMs ?? 0);
    if (this.lastReadAt !== undefined) {
      const wake = this.lastReadAt + interval;
      if (options.deadline !== undefined && wake >= options.deadline) return false;
      const wait = wake - this.clock.now();
      if (wait > 0) {
        try {
          await this.clock.sleep(wait, options.signal);
        } catch {
          throw new AbortedError(this.operation);
        }
      }
    }
    this.lastReadAt = this.clock.now();
    return true;
  }
}

/**
 * Watches the answers of one long-poll: a service that holds the answer for the wait asked, or
 * answers early because something changed, is fine; one that answers at once, again and again,
 * with nothing changed, ignores our wait parameter.
 */
export class LongPollMonitor {
  private earlyInARow = 0;
  private ignored = false;

  /** True once the service has been judged to ignore the long-poll wait. */
  get degraded(): boolean {
    return this.ignored;
  }

  /**
   * Records one answer. Returns true exactly once: on the answer that shows the wait is ignored
   * (the caller logs it and switches to interval polling).
   */
  record(answer: {
    waitSeconds: number | undefined;
    elapsedMs: number;
    changed: boolean;
  }): boolean {
    if (this.ignored || answer.waitSeconds === undefined) return false;
    const atOnce = !answer.changed && answer.elapsedMs < (answer.waitSeconds * 1000) / 2;
    this.earlyInARow = atOnce ? this.earlyInARow + 1 : 0;
    if (this.earlyInARow < EARLY_ANSWERS_TO_DEGRADE) return false;
    this.ignored = true;
    return true;
  }
}

/** The interval of polling that replaced a long-poll, by how long the run has been going. */
export function degradedInterval(runAgeMs: number): number {
  return runAgeMs < YOUNG_RUN_MS ? DEGRADED_POLL_MS : DEGRADED_POLL_LATER_MS;
}

/** The warning logged once when a long-poll is given up. */
export function longPollIgnoredWarning(operation: string): string {
  return `The service answered a long-poll at once (${operation}, ${EARLY_ANSWERS_TO_DEGRADE} times in a row, nothing changed); polling every ${DEGRADED_POLL_MS / 1000} s instead (every ${DEGRADED_POLL_LATER_MS / 1000} s once the run is older than ${YOUNG_RUN_MS / 1000} s). The service may name the wait parameter differently from "${LONG_POLL_PARAM}"; see README "Assumptions about the service".`;
}

/**
 * Emulated time. The emulator runs its clock `speed` times faster than real time, so a run that
 * takes ten emulated minutes finishes in a fraction of a real second in tests:
 *
 *   emulated ms = start + (real elapsed ms) * speed
 *   a duration of S emulated seconds lasts S * 1000 / speed real ms
 *
 * Every timer the emulator sets goes through a TimerSet, so that close() can clear all of them.
 */

export class EmulatedClock {
  readonly speed: number;
  private readonly realStart: number;
  private readonly emulatedStart: number;

  constructor(
    speed: number,
    private readonly realNow: () => number = Date.now,
  ) {
    if (!Number.isFinite(speed) || speed <= 0) {
      throw new Error(
        `speed must be a positive number of emulated seconds per real second, not ${speed}`,
      );
    }
    this.speed = speed;
    this.realStart = realNow();
    // The emulated clock starts at the real wall time, so ISO timestamps look current.
    this.emulatedStart = this.realStart;
  }

  /** Real epoch ms now. */
  real(): number {
    return this.realNow();
  }

  /** Emulated epoch ms now. */
  now(): number {
    return this.emulatedStart + (this.realNow() - this.realStart) * this.speed;
  }

  /** Real ms that an emulated duration (in ms) lasts. */
  realDuration(emulatedMs: number): number {
    return emulatedMs / this.speed;
  }

  /** The real epoch ms at which the emulated clock shows `emulatedMs`. */
  realAt(emulatedMs: number): number {
    return this.realStart + (emulatedMs - this.emulatedStart) / this.speed;
  }

  /** Real ms from now until the emulated clock shows `emulatedMs` (0 when already past). */
  realUntil(emulatedMs: number): number {
    return Math.max(0, this.realDuration(emulatedMs - this.now()));
  }
}

/** setTimeout cannot wait longer than this; longer waits are chained. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Owns every timer of the emulator; clear() cancels them all at once (close()). */
export class TimerSet {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  /** Calls `fn` after `realMs`; returns a function that cancels it. Does nothing once cleared. */
  after(realMs: number, fn: () => void): () => void {
    if (this.closed) return () => {};
    const delay = Math.min(MAX_TIMEOUT_MS, Math.max(0, Math.ceil(realMs)));
    let cancelInner: (() => void) | undefined;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const left = realMs - delay;
      if (left > 0) cancelInner = this.after(left, fn);
      else fn();
    }, delay);
    this.timers.add(timer);
    return () => {
      clearTimeout(timer);
      this.timers.delete(timer);
      cancelInner?.();
    };
  }

  /** Resolves after `realMs`, or at once when `signal` aborts or the set is cleared. */
  sleep(realMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed || signal?.aborted) {
        resolve();
        return;
      }
      const done = () => {
        cancel();
        signal?.removeEventListener('abort', done);
        this.sleepers.delete(done);
        resolve();
      };
      const cancel = this.after(realMs, done);
      signal?.addEventListener('abort', done, { once: true });
      this.sleepers.add(done);
    });
  }

  private readonly sleepers = new Set<() => void>();

  get size(): number {
    return this.timers.size;
  }

  clear(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const wake of [...this.sleepers]) wake();
  }
}

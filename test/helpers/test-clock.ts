/**
 * A Clock (src/util/clock.ts) for tests, on which a run's deadline and the time limits after it
 * come by events, not by real time passing, so that a busy machine changes nothing but how long
 * the test takes.
 *
 * Its time stands still while any time limit runs (a request in flight, a comment being posted):
 * the work the limit bounds goes on in real time, and answers or not. When no limit runs and
 * something sleeps (the pacing between reads, the wait until the deadline), the time moves on its
 * own, straight to the earliest wake. So a run against the emulator takes no longer than its
 * requests do, and its deadline comes after the same reads whatever the load.
 *
 * A request that hangs holds its limit running, and the time with it: the test ends it as its
 * limit would, at the moment it would, by moving the clock there (advanceToLimit, or
 * endHangsByTheirLimits for requests a test holds at the service). Every limit is recorded (when
 * it was set, for how long, whether it fired or was cleared), for the test to assert on.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { type Clock, systemClock, type TimeLimit } from '../../src/util/clock.js';

export interface LimitRecord {
  /** What the limit bounds, as the code that set it names it ("GET /testing/runs"). */
  what: string | undefined;
  /** Clock ms when the limit was set. */
  armedAt: number;
  ms: number;
  /** armedAt + ms: when it fires. */
  wake: number;
  /** Running while its work goes on; fired when the time was up first; cleared when the work ended. */
  state: 'running' | 'fired' | 'cleared';
}

export interface SleepRecord {
  armedAt: number;
  ms: number;
  /** Pending until it woke at its time, or was aborted before. */
  state: 'pending' | 'woke' | 'aborted';
}

interface Timer {
  wake: number;
  seq: number;
  kind: 'sleep' | 'limit';
  fire(): void;
}

export class TestClock implements Clock {
  private time: number;
  private seq = 0;
  /** Pending sleeps and running limits, by wake, then in the order they were set. */
  private timers: Timer[] = [];
  private stepping = false;
  /** Every limit set, in order. */
  readonly limits: LimitRecord[] = [];
  /** Every sleep asked for, in order. */
  readonly sleeps: SleepRecord[] = [];

  /** `start`: the clock's first reading (default: the real time now, so that dates look current). */
  constructor(start = Date.now()) {
    this.time = start;
  }

  readonly now = (): number => this.time;

  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const record: SleepRecord = { armedAt: this.time, ms, state: 'pending' };
      this.sleeps.push(record);
      const onAbort = () => {
        record.state = 'aborted';
        this.remove(timer);
        reject(abortError(signal!));
        this.schedule();
      };
      const timer = this.add('sleep', this.time + Math.max(0, ms), () => {
        record.state = 'woke';
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.schedule();
    });

  readonly limit = (ms: number, what?: string): TimeLimit => {
    const controller = new AbortController();
    const record: LimitRecord = {
      what,
      armedAt: this.time,
      ms,
      wake: this.time + Math.max(0, ms),
      state: 'running',
    };
    this.limits.push(record);
    const timer = this.add('limit', record.wake, () => {
      record.state = 'fired';
      controller.abort(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      );
    });
    return {
      signal: controller.signal,
      clear: () => {
        if (record.state !== 'running') return;
        record.state = 'cleared';
        this.remove(timer);
        this.schedule();
      },
    };
  };

  /** The limits whose work is still going on. */
  running(): LimitRecord[] {
    return this.limits.filter((limit) => limit.state === 'running');
  }

  /** The limits that ended their work. */
  fired(): LimitRecord[] {
    return this.limits.filter((limit) => limit.state === 'fired');
  }

  /** Moves the time to `at`, waking every sleep and firing every limit due on the way, in order. */
  advanceTo(at: number): void {
    for (;;) {
      const next = this.timers[0];
      if (!next || next.wake > at) break;
      this.timers.shift();
      this.time = Math.max(this.time, next.wake);
      next.fire();
    }
    this.time = Math.max(this.time, at);
    this.schedule();
  }

  /** Moves the time to the earliest running limit and fires it: its record. */
  advanceToLimit(): LimitRecord {
    const next = this.running().sort((a, b) => a.wake - b.wake)[0];
    if (!next) throw new Error('TestClock: no time limit is running');
    this.advanceTo(next.wake);
    return next;
  }

  private add(kind: Timer['kind'], wake: number, fire: () => void): Timer {
    const timer: Timer = { wake, seq: this.seq++, kind, fire };
    this.timers.push(timer);
    this.timers.sort((a, b) => a.wake - b.wake || a.seq - b.seq);
    return timer;
  }

  private remove(timer: Timer): void {
    this.timers = this.timers.filter((t) => t !== timer);
  }

  /**
   * Looks again once the work that just resumed has run as far as it goes without I/O (a
   * macrotask later): by then a read woken from its pacing has set its request's limit.
   */
  private schedule(): void {
    if (this.stepping) return;
    this.stepping = true;
    setImmediate(() => {
      this.stepping = false;
      this.step();
    });
  }

  private step(): void {
    const next = this.timers[0];
    if (!next) return;
    // What is due wakes without the time moving; the time moves only while no limit runs.
    if (next.wake <= this.time || this.running().length === 0) this.advanceTo(next.wake);
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted', 'AbortError');
}

/**
 * Ends each request the service holds (a hanging read, a GitHub API that does not answer) as its
 * time limit would: whenever `hanging()` counts more held requests than were ended so far, moves
 * the clock to the earliest running limit. Looks every 5 ms of real time until `done` settles;
 * returns the limits it fired, in order.
 */
export async function endHangsByTheirLimits(
  clock: TestClock,
  hanging: () => number,
  done: Promise<unknown>,
): Promise<LimitRecord[]> {
  let over = false;
  const settled = done.then(
    () => {
      over = true;
    },
    () => {
      over = true;
    },
  );
  const ended: LimitRecord[] = [];
  while (!over) {
    if (hanging() > ended.length && clock.running().length > 0) {
      ended.push(clock.advanceToLimit());
    }
    await Promise.race([delay(5), settled]);
  }
  return ended;
}

/**
 * The system's clock, recording every limit and sleep set on it: for a step that has to run in
 * real time (against a service that does), whose limits and waits a test still asserts on.
 */
export class RecordingClock implements Clock {
  readonly limits: LimitRecord[] = [];
  readonly sleeps: SleepRecord[] = [];

  readonly now = (): number => systemClock.now();

  readonly sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    const record: SleepRecord = { armedAt: this.now(), ms, state: 'pending' };
    this.sleeps.push(record);
    try {
      await systemClock.sleep(ms, signal);
      record.state = 'woke';
    } catch (error) {
      record.state = 'aborted';
      throw error;
    }
  };

  readonly limit = (ms: number, what?: string): TimeLimit => {
    const armedAt = this.now();
    const record: LimitRecord = { what, armedAt, ms, wake: armedAt + ms, state: 'running' };
    this.limits.push(record);
    const inner = systemClock.limit(ms, what);
    inner.signal.addEventListener('abort', () => {
      if (record.state === 'running') record.state = 'fired';
    });
    return {
      signal: inner.signal,
      clear: () => {
        if (record.state === 'running') record.state = 'cleared';
        inner.clear();
      },
    };
  };
}

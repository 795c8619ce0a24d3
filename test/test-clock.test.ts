/**
 * The clocks a run counts its deadline and limits on (src/util/clock.ts): the system's, and the
 * test clock the deadline tests drive (test/helpers/test-clock.ts), whose time moves by the run's
 * own waits and stands still while a limit runs.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../src/util/clock.js';
import { withTimeLimit } from '../src/util/time-limit.js';
import { RecordingClock, TestClock } from './helpers/test-clock.js';

/** Lets every timer of the test clock that is due, and the work it resumes, run. */
async function settle(turns = 5): Promise<void> {
  for (let i = 0; i < turns; i++) await nextTurn();
}

describe('the test clock', () => {
  it('moves straight to the wake of a sleep when no limit runs', async () => {
    const clock = new TestClock(1_000);
    await clock.sleep(5_000);
    expect(clock.now()).toBe(6_000);
    await Promise.all([clock.sleep(2_000), clock.sleep(1_000)]);
    expect(clock.now()).toBe(8_000);
    expect(clock.sleeps).toEqual([
      { armedAt: 1_000, ms: 5_000, state: 'woke' },
      { armedAt: 6_000, ms: 2_000, state: 'woke' },
      { armedAt: 6_000, ms: 1_000, state: 'woke' },
    ]);
  });

  it('stands still while a limit runs, and moves on once its work is over', async () => {
    const clock = new TestClock(0);
    const limit = clock.limit(30_000, 'GET /x');
    let woke = false;
    const sleeping = clock.sleep(1_000).then(() => {
      woke = true;
    });
    await settle();
    expect(woke).toBe(false);
    expect(clock.now()).toBe(0);
    limit.clear();
    await sleeping;
    expect(clock.now()).toBe(1_000);
    expect(limit.signal.aborted).toBe(false);
    expect(clock.limits).toEqual([
      { what: 'GET /x', armedAt: 0, ms: 30_000, wake: 30_000, state: 'cleared' },
    ]);
  });

  it('wakes a sleep that is due while a limit runs, without moving', async () => {
    const clock = new TestClock(0);
    clock.limit(30_000);
    await clock.sleep(0);
    expect(clock.now()).toBe(0);
  });

  it('fires a limit only when moved to it, with a TimeoutError, the sleeps before it on the way', async () => {
    const clock = new TestClock(0);
    const limit = clock.limit(8_000, 'GET /testing/runs');
    const sleeping = clock.sleep(3_000);
    expect(() => clock.advanceTo(7_999)).not.toThrow();
    await sleeping;
    expect(limit.signal.aborted).toBe(false);
    expect(clock.advanceToLimit()).toMatchObject({ what: 'GET /testing/runs', state: 'fired' });
    expect(clock.now()).toBe(8_000);
    expect(limit.signal.reason).toMatchObject({ name: 'TimeoutError' });
    expect(clock.running()).toEqual([]);
  });

  it('rejects a sleep its signal aborts, and forgets it', async () => {
    const clock = new TestClock(0);
    const stop = new AbortController();
    clock.limit(1_000);
    const sleeping = clock.sleep(5_000, stop.signal);
    stop.abort();
    await expect(sleeping).rejects.toThrow();
    expect(clock.sleeps).toEqual([{ armedAt: 0, ms: 5_000, state: 'aborted' }]);
    clock.advanceToLimit();
    expect(clock.now()).toBe(1_000);
  });

  it('bounds work with withTimeLimit as its limit says', async () => {
    const clock = new TestClock(0);
    const never = new Promise<string>(() => {});
    const limited = withTimeLimit(never, 20_000, clock, 'the artifact upload');
    await settle();
    expect(clock.advanceToLimit()).toMatchObject({ what: 'the artifact upload', wake: 20_000 });
    expect(await limited).toBeUndefined();
    expect(await withTimeLimit(Promise.resolve('done'), 20_000, clock)).toBe('done');
    expect(clock.limits.at(-1)?.state).toBe('cleared');
  });
});

describe("the system's clock", () => {
  it('aborts a limit with a TimeoutError when its time is up', async () => {
    const limit = systemClock.limit(1);
    await new Promise((resolve) => limit.signal.addEventListener('abort', resolve));
    expect(limit.signal.reason).toMatchObject({ name: 'TimeoutError' });
  });

  it('never aborts a limit cleared before its time', async () => {
    const limit = systemClock.limit(5);
    limit.clear();
    await systemClock.sleep(50);
    expect(limit.signal.aborted).toBe(false);
  });

  it('is recorded as it is used, and still counts real time', async () => {
    const clock = new RecordingClock();
    const limit = clock.limit(60_000, 'GET /x');
    await clock.sleep(1);
    limit.clear();
    expect(clock.limits).toMatchObject([{ what: 'GET /x', ms: 60_000, state: 'cleared' }]);
    expect(clock.sleeps).toMatchObject([{ ms: 1, state: 'woke' }]);
  });
});

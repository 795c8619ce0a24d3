/** The read floor and the detection of a long-poll the service does not honour (src/client/pacing.ts). */
import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  DEGRADED_POLL_LATER_MS,
  DEGRADED_POLL_MS,
  degradedInterval,
  EARLY_ANSWERS_TO_DEGRADE,
  LongPollMonitor,
  longPollIgnoredWarning,
  MIN_READ_INTERVAL_MS,
  ReadPacer,
  YOUNG_RUN_MS,
} from '../src/client/index.js';

function virtualClock() {
  const clock = {
    at: 0,
    sleeps: [] as number[],
    now: () => clock.at,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw new Error('aborted');
      clock.sleeps.push(ms);
      clock.at += ms;
    },
  };
  return clock;
}

describe('ReadPacer', () => {
  it('lets the first read go at once and keeps every later one at least the floor apart', async () => {
    const clock = virtualClock();
    const pacer = new ReadPacer('GET /x', clock);
    const sentAt: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect(await pacer.ready()).toBe(true);
      sentAt.push(clock.at);
      clock.at += 10; // an answer that comes at once
    }
    expect(sentAt).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(MIN_READ_INTERVAL_MS).toBe(1000);
  });

  it('does not wait when the read itself took longer than the interval', async () => {
    const clock = virtualClock();
    const pacer = new ReadPacer('GET /x', clock);
    await pacer.ready();
    clock.at += 30_000; // a long-poll held for 30 s
    await pacer.ready();
    expect(clock.sleeps).toEqual([]);
  });

  it('never goes below the floor, whatever interval is asked', async () => {
    const clock = virtualClock();
    const pacer = new ReadPacer('GET /x', clock);
    await pacer.ready({ intervalMs: 0 });
    await pacer.ready({ intervalMs: 10 });
    expect(clock.at).toBe(1000);
    await pacer.ready({ intervalMs: 2500 });
    expect(clock.at).toBe(3500);
  });

  it('says no, without sleeping, when the next read would fall at or after the deadline', async () => {
    const clock = virtualClock();
    const pacer = new ReadPacer('GET /x', clock);
    await pacer.ready({ deadline: 5000 });
    expect(await pacer.ready({ intervalMs: 5000, deadline: 5000 })).toBe(false);
    expect(clock.sleeps).toEqual([]);
  });

  it('turns an aborted wait into an AbortedError naming the read', async () => {
    const clock = virtualClock();
    const pacer = new ReadPacer('GET /testing/journey-runs/{id}', clock);
    await pacer.ready();
    const error = await pacer.ready({ signal: AbortSignal.abort() }).catch((e) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect(error.message).toMatch(/GET \/testing\/journey-runs\/\{id\}/);
  });
});

describe('LongPollMonitor', () => {
  const atOnce = { waitSeconds: 50, elapsedMs: 5, changed: false };

  it(`gives up the long-poll after ${EARLY_ANSWERS_TO_DEGRADE} answers in a row at once with nothing changed, and says so once`, () => {
    const monitor = new LongPollMonitor();
    const said = Array.from({ length: 10 }, () => monitor.record(atOnce));
    expect(said.filter(Boolean)).toHaveLength(1);
    expect(said.indexOf(true)).toBe(EARLY_ANSWERS_TO_DEGRADE - 1);
    expect(monitor.degraded).toBe(true);
  });

  it('keeps the long-poll when early answers bring a change, or answers are held', () => {
    const monitor = new LongPollMonitor();
    for (let i = 0; i < 20; i++) {
      monitor.record({ waitSeconds: 50, elapsedMs: 5, changed: true });
      monitor.record({ waitSeconds: 50, elapsedMs: 50_000, changed: false });
      monitor.record(atOnce);
      monitor.record(atOnce);
      monitor.record({ waitSeconds: 50, elapsedMs: 30_000, changed: false });
    }
    expect(monitor.degraded).toBe(false);
  });

  it('ignores reads sent without a wait', () => {
    const monitor = new LongPollMonitor();
    for (let i = 0; i < 5; i++) monitor.record({ ...atOnce, waitSeconds: undefined });
    expect(monitor.degraded).toBe(false);
  });

  it('polls every 2 s while the run is young, then every 5 s, and says so in the warning', () => {
    expect(degradedInterval(0)).toBe(DEGRADED_POLL_MS);
    expect(degradedInterval(YOUNG_RUN_MS - 1)).toBe(DEGRADED_POLL_MS);
    expect(degradedInterval(YOUNG_RUN_MS)).toBe(DEGRADED_POLL_LATER_MS);
    expect(longPollIgnoredWarning('GET /testing/journey-runs/jr_1')).toMatch(
      /answered a long-poll at once .*polling every 2 s instead \(every 5 s once the run is older than 55 s\)/,
    );
  });
});

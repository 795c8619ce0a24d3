/**
 * The warm-up runs while the process waits for a run: its rounds must let I/O through between
 * them (a start answer must not wait behind the whole warm-up), and stop when the wait is over.
 */
import { describe, expect, it } from 'vitest';
import { warmUpReportPath } from '../src/core/warm-up.js';

/** Counts this file's own macrotasks (setImmediate ticks) over `ms`. */
async function ticksDuring(ms: number): Promise<number> {
  let ticks = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    await new Promise((resolve) => setImmediate(resolve));
    ticks++;
  }
  return ticks;
}

describe('warm-up of the report path', () => {
  it('runs in rounds that let other work through, and stops when asked', async () => {
    const idle = await ticksDuring(100);
    const stop = warmUpReportPath(100_000);
    // Rounds are macrotasks of their own: ticks still happen between them, but far fewer.
    const warming = await ticksDuring(300);
    expect(warming).toBeGreaterThan(3);
    expect(warming * 10).toBeLessThan(idle * 3);
    stop();
    await ticksDuring(20); // the round already scheduled, if any
    const after = await ticksDuring(100);
    expect(after * 5).toBeGreaterThan(idle);
    // Once per process: a second call neither restarts it nor fails.
    warmUpReportPath()();
  });
});

/**
 * Waits for `work` at most `ms`: its value, or undefined when the time ran out first. The work is
 * not stopped (pass it a signal for that); it is only no longer waited for, and a later failure of
 * it is handled here, so it cannot surface as an unhandled rejection. The time is `clock`'s.
 */
import { type Clock, systemClock } from './clock.js';

export async function withTimeLimit<T>(
  work: Promise<T>,
  ms: number,
  clock: Clock = systemClock,
  what?: string,
): Promise<T | undefined> {
  const limit = clock.limit(ms, what);
  const over = new Promise<undefined>((resolve) => {
    limit.signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });
  try {
    return await Promise.race([work, over]);
  } finally {
    limit.clear();
  }
}

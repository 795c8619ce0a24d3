/**
 * Waits for `work` at most `ms`: its value, or undefined when the time ran out first. The work is
 * not stopped (pass it a signal for that); it is only no longer waited for, and a later failure of
 * it is handled here, so it cannot surface as an unhandled rejection.
 */
export async function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

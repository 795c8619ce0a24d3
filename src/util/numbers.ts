/** Number formats shared by the gate's messages and every renderer. */

/** Rounds down to two decimals, so a rate never reads higher than it is (99.999 is not "100"). */
export function formatRate(rate: number): string {
  const floored = Math.floor(rate * 100) / 100;
  return Number.isInteger(floored) ? String(floored) : floored.toFixed(2).replace(/0$/, '');
}

/** A duration as people read it in a log: "42 s", "3 min 5 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

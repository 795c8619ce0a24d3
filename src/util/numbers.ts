/** Number formats shared by the gate's messages and every renderer. */

/** Rounds down to two decimals, so a rate never reads higher than it is (99.999 is not "100"). */
export function formatRate(rate: number): string {
  const floored = Math.floor(rate * 100) / 100;
  return Number.isInteger(floored) ? String(floored) : floored.toFixed(2).replace(/0$/, '');
}

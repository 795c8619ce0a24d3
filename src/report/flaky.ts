/**
 * The words every surface uses for a flaky check, so that the summary, the comment, the check run,
 * the HTML report and the CLI say the same thing.
 */
import type { Flakiness } from '../core/model.js';

/** "flaky: 3 flips in the last 10 runs". */
export function flakyText(flaky: Flakiness): string {
  return `flaky: ${flaky.flips} flip${flaky.flips === 1 ? '' : 's'} in the last ${flaky.runs} runs`;
}

/** For a new failure of a check that wavered before it. */
export const FLAKY_BEFORE = 'failed, flaky before this change';

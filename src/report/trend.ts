/**
 * The pass-rate trend in one line, for the job summary, the CLI and the log: the last few rates,
 * oldest first, this run's marked, and the direction. Pure: the trend holds ids and numbers only,
 * no service text, so nothing here needs masking.
 */
import type { Trend } from '../core/model.js';
import { formatRate } from '../util/numbers.js';

/** Rates shown in the one-line trend (the HTML report draws all of them). */
export const TREND_LINE_POINTS = 5;

const DIRECTION = { up: 'going up', down: 'going down', flat: 'flat' } as const;

/** "Pass rate, last 4 comparable runs: 80% → 85% → 85% → 90% (this run): going up." */
export function trendLine(trend: Trend, count = TREND_LINE_POINTS): string {
  const shown = trend.points.slice(-count);
  const rate = (r: number | undefined) => (r === undefined ? 'n/a' : `${formatRate(r)}%`);
  const note = trend.note ? ` (${trend.note.replace(/\.$/, '')}.)` : '';
  if (shown.length < 2) {
    return `Pass rate trend: no earlier comparable completed report to compare with.${note}`;
  }
  const rates = shown
    .map((point) => `${rate(point.passRate)}${point.current ? ' (this run)' : ''}`)
    .join(' → ');
  const direction = trend.direction ? `: ${DIRECTION[trend.direction]}` : '';
  return `Pass rate, last ${shown.length} comparable runs: ${rates}${direction}.${note}`;
}

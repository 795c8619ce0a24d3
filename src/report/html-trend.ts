/**
 * The HTML report's two drawings, as inline SVG rendered here (no script, no image request): the
 * pass rate against the threshold, and the pass-rate trend of the last comparable reports.
 * Colours come from CSS classes: the page's Content-Security-Policy allows no style attributes.
 */
import type { Trend } from '../core/model.js';
import { formatRate } from '../util/numbers.js';
import type { HtmlText } from './html-text.js';

/** A bar from 0 to 100 %: the pass rate filled, the threshold marked. */
export function passRateMeter(passRate: number | undefined, threshold: number): string {
  const width = 400;
  const x = (rate: number) => Math.round((Math.min(100, Math.max(0, rate)) / 100) * width);
  const fill =
    passRate === undefined
      ? ''
      : `<rect class="meter-fill ${passRate >= threshold ? 'ok' : 'bad'}" x="0" y="4" width="${x(passRate)}" height="16"/>`;
  const label = `Pass rate ${passRate === undefined ? 'n/a' : `${formatRate(passRate)} %`}, threshold ${formatRate(threshold)} %`;
  return [
    `<svg class="meter" viewBox="0 0 ${width} 24" role="img" aria-label="${label}">`,
    `<rect class="meter-bg" x="0" y="4" width="${width}" height="16"/>`,
    fill,
    `<line class="meter-threshold" x1="${x(threshold)}" y1="0" x2="${x(threshold)}" y2="24"/>`,
    '</svg>',
  ].join('');
}

const DIRECTION: Record<NonNullable<Trend['direction']>, string> = {
  up: 'The pass rate went up',
  down: 'The pass rate went down',
  flat: 'The pass rate held steady',
};

/** The trend section: the chart with the direction in words, or why there is none. */
export function trendSection(trend: Trend | undefined, threshold: number, t: HtmlText): string {
  const head = '<section id="trend"><h2>Pass-rate trend</h2>';
  if (!trend) {
    return `${head}<p>No trend: the pass rates of earlier runs were not read for this report.</p></section>`;
  }
  const note = trend.note ? `<p class="note">${t(trend.note, 1000)}</p>` : '';
  const rated = trend.points.filter((p) => p.passRate !== undefined).length;
  if (trend.points.length === 0) {
    return `${head}<p>No trend: no completed report to draw it from.</p>${note}</section>`;
  }
  const words = trend.direction
    ? `${DIRECTION[trend.direction]} over the last ${trend.points.length} comparable reports (oldest first, this run last).`
    : `Too few pass rates to tell a direction (${rated} of ${trend.points.length} reports had one).`;
  return `${head}<p>${words}</p>${trendChart(trend, threshold, t)}${note}${trendTable(trend, t)}</section>`;
}

/** Chart geometry: the plot area inside a 720 x 180 view box (the threshold's label on its right). */
const LEFT = 52;
const RIGHT = 612;
const TOP = 16;
const BOTTOM = 136;

function yOf(rate: number): number {
  return Math.round((BOTTOM - (Math.min(100, Math.max(0, rate)) / 100) * (BOTTOM - TOP)) * 10) / 10;
}

/** Pass rates oldest to newest, the threshold dashed, this run's point marked, y from 0 to 100 %. */
export function trendChart(trend: Trend, threshold: number, t: HtmlText): string {
  const n = trend.points.length;
  const xOf = (i: number) =>
    n === 1 ? (LEFT + RIGHT) / 2 : Math.round((LEFT + (i * (RIGHT - LEFT)) / (n - 1)) * 10) / 10;
  const parts: string[] = [
    `<svg class="trend" viewBox="0 0 720 180" role="img" aria-label="Pass rate of the last ${n} reports, oldest first, from 0 to 100 %, with the threshold at ${formatRate(threshold)} %">`,
  ];
  for (const tick of [0, 25, 50, 75, 100]) {
    parts.push(
      `<line class="grid" x1="${LEFT}" y1="${yOf(tick)}" x2="${RIGHT}" y2="${yOf(tick)}"/>`,
      `<text class="axis" x="${LEFT - 8}" y="${yOf(tick) + 4}" text-anchor="end">${tick} %</text>`,
    );
  }
  const ty = yOf(threshold);
  parts.push(
    `<line class="threshold" x1="${LEFT}" y1="${ty}" x2="${RIGHT}" y2="${ty}"/>`,
    `<text class="axis" x="${RIGHT + 10}" y="${ty + 4}">threshold ${formatRate(threshold)} %</text>`,
    ...lines(trend, xOf),
    ...trend.points.map((point, i) => marker(point, xOf(i), t)),
    `<text class="axis" x="${LEFT}" y="${BOTTOM + 34}">oldest</text>`,
    `<text class="axis" x="${RIGHT}" y="${BOTTOM + 34}" text-anchor="end">newest</text>`,
    '</svg>',
  );
  return parts.join('');
}

/** The line through consecutive pass rates; a report with none breaks it. */
function lines(trend: Trend, xOf: (i: number) => number): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 1) out.push(`<polyline class="rate" points="${run.join(' ')}"/>`);
    run = [];
  };
  trend.points.forEach((point, i) => {
    if (point.passRate === undefined) flush();
    else run.push(`${xOf(i)},${yOf(point.passRate)}`);
  });
  flush();
  return out;
}

function marker(point: Trend['points'][number], x: number, t: HtmlText): string {
  const rate = point.passRate === undefined ? 'nothing graded' : `${formatRate(point.passRate)} %`;
  const title = `<title>${point.current ? 'This run, ' : ''}report ${t(point.reportId, 100)}: ${rate}</title>`;
  if (point.passRate === undefined) {
    return `<g class="none"><line x1="${x - 4}" y1="${BOTTOM - 4}" x2="${x + 4}" y2="${BOTTOM + 4}"/><line x1="${x - 4}" y1="${BOTTOM + 4}" x2="${x + 4}" y2="${BOTTOM - 4}"/>${title}</g>`;
  }
  const y = yOf(point.passRate);
  if (!point.current) return `<circle class="point" cx="${x}" cy="${y}" r="4">${title}</circle>`;
  return `<circle class="point current" cx="${x}" cy="${y}" r="7">${title}</circle><text class="axis current-label" x="${x}" y="${BOTTOM + 18}" text-anchor="middle">this run</text>`;
}

/** The same figures as text, for screen readers and for copying. */
function trendTable(trend: Trend, t: HtmlText): string {
  const rows = trend.points
    .map(
      (p) =>
        `<tr><td><code>${t(p.reportId, 100)}</code>${p.current ? ' (this run)' : ''}</td><td>${p.passRate === undefined ? 'nothing graded' : `${formatRate(p.passRate)} %`}</td></tr>`,
    )
    .join('');
  return `<details><summary>The figures</summary><table><thead><tr><th>Report (oldest first)</th><th>Pass rate</th></tr></thead><tbody>${rows}</tbody></table></details>`;
}

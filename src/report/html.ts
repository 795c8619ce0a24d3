/**
 * The HTML report: one self-contained file a reviewer opens from disk. The verdict and why, the
 * counts, the pass rate against the threshold, the gate's settings, regressions, the pass-rate
 * trend, withheld modules, notes, the journey and provenance are rendered here, escaped; the
 * checks, by suite, are listed by the page's script from embedded JSON, in pages, with filters by
 * outcome and module and a search, each check's details built when it is expanded.
 *
 * Self-contained and quiet: inline style and script only, allowed by hash in a restrictive
 * Content-Security-Policy (html-assets.ts), no font, image or script from anywhere, the favicon
 * suppressed. Every service text is hostile: it is redacted first (`redact`, the front end's secret
 * store), then cut, then escaped (server-rendered parts) or embedded as script-safe JSON that the
 * page renders with textContent only. No value from the report becomes a link or a source.
 */
import type { RunReport } from '../client/index.js';
import type {
  Grade,
  GradingPolicy,
  JourneyOutcome,
  Regressions,
  SettingNames,
  Trend,
  Verdict,
} from '../core/model.js';
import { formatCount } from '../util/numbers.js';
import { CSP_META, SCRIPT_ELEMENT, STYLE_ELEMENT } from './html-assets.js';
import { buildHtmlData, EXCHANGE_BUDGET, type HtmlData, OUTCOMES } from './html-data.js';
import { flakySection } from './html-flaky.js';
import {
  countsSection,
  journeySection,
  notesSection,
  type Provenance,
  provenanceSection,
  regressionsSection,
  settingsSection,
  verdictSection,
} from './html-sections.js';
import { type HtmlText, htmlText, scriptJson } from './html-text.js';
import { trendSection } from './html-trend.js';
import { keepText, type Redact } from './markdown.js';

export interface HtmlReportMeta extends Provenance {
  /** The page's title; default "OCPI conformance report". */
  title?: string;
}

export interface HtmlReportInput {
  /** The gate's verdict; undefined when it did not wait for one. */
  verdict: Verdict | undefined;
  reason: string;
  /** The graded report. Checks that passed cleanly may have no exchange (dropped to save memory). */
  report: RunReport;
  grade: Grade;
  /** The gate's settings: threshold, fail-on, allowed failures. */
  policy: GradingPolicy;
  /** How this report compares with the previous comparable one; undefined when not compared. */
  regressions?: Regressions;
  /** The pass-rate trend; undefined when the history was not read. */
  trend?: Trend;
  journey?: JourneyOutcome;
  meta: HtmlReportMeta;
  /**
   * Applied to every piece of service text before it is cut or escaped: the front end passes its
   * secret store's `redact`. Credential fields of exchanges are masked by name whatever this is.
   */
  redact?: Redact;
  /** How the front end names its settings; default: the keys in kebab case (the action's). */
  names?: SettingNames;
  /**
   * The connection's partnerBaseUrl: which exchanges the service sent to the partner (offered as
   * curl commands). Without it (a merged result) the direction is unknown and every one is offered.
   */
  partnerBaseUrl?: string;
}

const DEFAULT_TITLE = 'OCPI conformance report';

/** The whole page, as one string. Pure: the same input gives the same page. */
export function renderHtmlReport(input: HtmlReportInput): string {
  return `${[...htmlReportParts(input)].join('\n')}\n`;
}

/**
 * The page in parts, joined by line ends: what renderHtmlReport joins, and what the writer
 * writes one after the other, so that a report of 50,000 checks is never one string of a hundred
 * megabytes (nor two, with the writer's last redaction pass). The details are turned into JSON
 * one chunk at a time, as they are asked for. The page's own elements (CSP_META, STYLE_ELEMENT,
 * SCRIPT_ELEMENT) are parts of their own.
 */
export function* htmlReportParts(input: HtmlReportInput): Generator<string> {
  const redact = input.redact ?? keepText;
  const t = htmlText(redact);
  const data = buildHtmlData(
    input.report,
    input.grade,
    redact,
    EXCHANGE_BUDGET,
    input.partnerBaseUrl,
  );
  const title = t(input.meta.title ?? DEFAULT_TITLE, 200);
  yield* [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    CSP_META,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<link rel="icon" href="data:,">',
    `<title>${title}</title>`,
    STYLE_ELEMENT,
    '</head><body>',
    `<header><h1>${title}</h1>${subtitle(input, t)}</header>`,
    '<main>',
    verdictSection(input.verdict, input.reason, t),
    countsSection(input.grade),
    '<div class="grid2">',
    settingsSection(input.policy, t),
    regressionsSection(input.regressions, t),
    '</div>',
    trendSection(input.trend, input.policy.threshold, t),
    flakySection(input.grade.flakiness, t, { names: input.names }),
    notesSection(input.grade, t),
    journeySection(input.journey, t),
    checksSection(data),
    provenanceSection(input.meta, input.report, input.journey !== undefined, t),
    '</main>',
    `<script type="application/json" id="report-index">${scriptJson(data.index)}</script>`,
    // The page's script runs once the index is parsed; the details follow it, so the list shows
    // while the browser is still reading them (an early expand waits for them).
    SCRIPT_ELEMENT,
  ];
  for (const [k, chunk] of data.chunks.entries()) {
    yield `<script type="application/json" id="report-details-${k}">${scriptJson(chunk)}</script>`;
  }
  yield '</body></html>';
}

/** Partner, OCPI version and module or journey profile, under the title. */
function subtitle(input: HtmlReportInput, t: HtmlText): string {
  const report = input.report;
  const facts = [
    report.connectionLabel ? t(report.connectionLabel, 200) : '',
    report.ocpiVersion ? `OCPI ${t(report.ocpiVersion, 40)}` : '',
    report.module
      ? `${input.journey || report.runKind === 'journey' ? 'journey profile' : 'module'} ${t(report.module, 100)}`
      : '',
    `report ${t(input.meta.reportId ?? report._id, 200)}`,
  ].filter(Boolean);
  return `<p class="sub">${facts.join(' · ')}</p>`;
}

const OUTCOME_LABELS: Record<(typeof OUTCOMES)[number], string> = {
  failed: 'Failed',
  warned: 'Warned',
  allowed: 'Allowed',
  unobservable: 'Unobservable',
  unreached: 'Unreached',
  passed: 'Passed',
};

/** "Flaky only": narrows the list to the flaky checks; none when no check is flaky. */
function flakyFilter(data: HtmlData): string {
  const flaky = data.index.rows.filter((row) => row[6] !== undefined).length;
  if (flaky === 0) return '';
  return `<button type="button" class="filter o-flaky" id="f-flaky" aria-pressed="false">Flaky only <span class="n">${formatCount(flaky)}</span></button>`;
}

/**
 * The checks: filter buttons with each outcome's count, the module choice and the search, then
 * the list the script fills. Every outcome but passed is shown at first, unless every check passed.
 */
function checksSection(data: HtmlData): string {
  const counts = OUTCOMES.map(() => 0);
  for (const row of data.index.rows) counts[row[3]]!++;
  const allPassed = counts.slice(0, -1).every((n) => n === 0);
  const buttons = OUTCOMES.map((outcome, o) => {
    const pressed = outcome !== 'passed' || allPassed;
    return `<button type="button" class="filter o-${outcome}" data-outcome="${o}" aria-pressed="${pressed}">${OUTCOME_LABELS[outcome]} <span class="n">${formatCount(counts[o]!)}</span></button>`;
  }).join('');
  return [
    '<section id="checks-section"><h2>Checks by suite</h2>',
    '<div class="toolbar" role="search">',
    `<div class="outcomes" role="group" aria-label="Show checks by outcome">${buttons}<button type="button" id="f-all">All outcomes</button></div>`,
    flakyFilter(data),
    // The same filters, the matching checks grouped by the spec clause they broke.
    data.index.clauses.length > 0
      ? '<div class="views" role="group" aria-label="List"><button type="button" id="v-checks" aria-pressed="true">By check</button><button type="button" id="v-clauses" aria-pressed="false">By clause</button></div>'
      : '',
    '<label>Module <select id="f-module"><option value="">All modules</option></select></label>',
    '<label>Search <input type="search" id="f-search" placeholder="test id or name (press /)" autocomplete="off" spellcheck="false"></label>',
    '</div>',
    '<p id="list-status" aria-live="polite">Listing the checks…</p>',
    '<noscript><p>The list of checks needs JavaScript; everything above does not.</p></noscript>',
    '<div id="checks"></div>',
    '<button type="button" id="show-more" hidden>Show more</button>',
    '</section>',
  ].join('\n');
}

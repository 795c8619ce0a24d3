/**
 * What a merge of a matrix's legs shows (core/merge.ts): one job summary, one pull request
 * comment and one HTML page, each with a row per leg (verdict, pass rate, link), the files that
 * could not be read, and the failed checks grouped by leg, each marked with its own leg's
 * flakiness (a check may waver on one partner and not on another). Service text is redacted, cut and
 * escaped as in the single-run renderers; the summary keeps under GitHub's 1 MiB, the comment
 * under 65,536 characters.
 */
import type { FlakinessFindings, MergedLeg, MergeResult } from '../core/model.js';
import { sha256 } from '../util/digest.js';
import { formatRate } from '../util/numbers.js';
import { plural } from '../util/text.js';
import { firstFailedValidation } from './checks.js';
import { COMMENT_LIMIT } from './comment.js';
import { flakinessToTell, flakyText } from './flaky.js';
import { flakyCommentLines, flakySection } from './flaky-markdown.js';
import { flakySection as htmlFlakySection } from './html-flaky.js';
import { escapeHtml, htmlText } from './html-text.js';
import { keepText, type MarkdownText, markdownText, type Redact, row } from './markdown.js';
import { failureLine, renderClauses, SUMMARY_BUDGET_BYTES } from './summary.js';

const ICON = { pass: '✅', fail: '❌', error: '⚠️' } as const;
/** Failed checks listed per leg in the comment, for at most so many legs. */
const COMMENT_FAILURES_PER_LEG = 5;
const COMMENT_FAILING_LEGS = 20;
/** Legs whose flaky checks the comment names (the summary names more), and how many of each. */
const COMMENT_FLAKY_LEGS = 10;
const COMMENT_FLAKY_PER_LEG = 3;
/** Bytes of the summary the legs' flaky checks may take, before the legs' failed checks. */
const SUMMARY_FLAKY_BYTES = 150_000;
/** Flaky checks listed per leg in the summary and the page. */
const FLAKY_PER_LEG = 20;
/** Legs listed in the comment's table and the summary's (those that did not pass always are). */
const COMMENT_MAX_ROWS = 60;
const SUMMARY_MAX_ROWS = 256;

export interface MergeContext {
  result: MergeResult;
  toolVersion: string;
  /** The workflow run (or pipeline) that merged, when known. */
  runUrl?: string;
  /** Where the merged result file was written, when it was. */
  resultFile?: string;
  redact?: Redact;
}

/**
 * The hidden marker of the merged comment: one per workflow and merge job (not per leg), so every
 * re-run of the merge updates the same comment, and two merge jobs of one workflow (one per OCPI
 * version, say) keep one each. A hash, so nothing else leaks into it.
 */
export function mergeCommentMarker(workflow: string, job = ''): string {
  const digest = sha256(`merge\n${workflow}\n${job}`).slice(0, 16);
  return `<!-- ocpi-conformance-merge:${digest} -->`;
}

function verdictText(leg: MergedLeg): string {
  return leg.verdict ? `${ICON[leg.verdict]} ${leg.verdict}` : `${ICON.error} no verdict`;
}

function rateText(leg: MergedLeg): string {
  return leg.passRate === undefined ? 'n/a' : `${formatRate(leg.passRate)}%`;
}

/** A leg's link: its job (or run), else its shared report; only http(s), and safe in Markdown. */
function legLink(leg: MergedLeg, redact: Redact): string {
  const url = leg.url ?? leg.shareUrl;
  if (!url || !/^https?:\/\//.test(url)) return '';
  const safe = encodeURI(redact(url)).replace(
    /[()[\]<>|]/g,
    (c) => `%${c.charCodeAt(0).toString(16)}`,
  );
  return `[${leg.url ? 'job' : 'report'}](${safe})`;
}

/**
 * The table of legs and the unreadable files, in Markdown: at most `maxRows` legs, those that did
 * not pass first; the passing legs left out are counted.
 */
function legTable(
  context: MergeContext,
  md: MarkdownText,
  { reasonMax, maxRows }: { reasonMax: number; maxRows: number },
): string[] {
  const { problems } = context.result;
  // Nothing was found: the reason says so, and an empty table would say nothing more.
  if (context.result.legs.length === 0 && problems.length === 0) return [];
  const notPassed = context.result.legs.filter((leg) => leg.verdict !== 'pass');
  const passed = context.result.legs.filter((leg) => leg.verdict === 'pass');
  const legs = [...notPassed, ...passed].slice(0, Math.max(maxRows, notPassed.length));
  const lines = [
    row(['Leg', 'Verdict', 'Pass rate', 'Failed', 'Link', 'Reason']),
    row(Array(6).fill('---')),
  ];
  for (const leg of legs) {
    lines.push(
      row([
        md.inline(leg.name, 120),
        verdictText(leg),
        rateText(leg),
        leg.counts ? String(leg.counts.failed) : '',
        legLink(leg, context.redact ?? keepText),
        md.inline(leg.reason, reasonMax),
      ]),
    );
  }
  for (const problem of problems) {
    lines.push(
      row([
        md.code(problem.file, 200),
        `${ICON.error} unreadable`,
        'n/a',
        '',
        '',
        md.inline(problem.message, reasonMax),
      ]),
    );
  }
  const left = context.result.legs.length - legs.length;
  if (left > 0) lines.push('', `… and ${plural(left, 'more leg')} that passed.`);
  return lines;
}

function heading(context: MergeContext, md: MarkdownText, level: string): string[] {
  const { result } = context;
  const expected = result.expectedLegs === undefined ? '' : ` of ${result.expectedLegs} expected`;
  const found = result.legs.length + result.problems.length;
  return [
    `${level} ${ICON[result.verdict]} OCPI conformance: ${result.verdict} (${plural(found, 'leg')}${expected})`,
    '',
    md.inline(result.reason, 2000),
    '',
  ];
}

export function renderMergeSummary(context: MergeContext, budget = SUMMARY_BUDGET_BYTES): string {
  const md = markdownText(context.redact);
  const head = [
    ...heading(context, md, '##'),
    ...legTable(context, md, { reasonMax: 300, maxRows: SUMMARY_MAX_ROWS }),
    '',
  ].join('\n');
  const tail = provenance(context, md);
  // The clauses broken across the legs, each once, before each leg's failed checks.
  const clauses = renderClauses(context.result.clauses ?? [], md);
  const flaky = legsFlaky(context.result.legs, md, SUMMARY_FLAKY_BYTES);
  let remaining = budget - bytes(head) - bytes(tail) - bytes(clauses) - bytes(flaky) - 200;
  const withFailures = context.result.legs.filter((leg) => leg.failedTotal > 0);
  const sections: string[] = [];
  withFailures.forEach((leg, index) => {
    // An even share of what is left, so one leg's long list does not crowd out the others.
    const share = Math.floor(remaining / (withFailures.length - index));
    const section = legFailures(leg, share, md);
    sections.push(section);
    remaining -= bytes(section);
  });
  const notes = [
    ...context.result.warnings.map((warning) => `- ⚠️ ${md.inline(warning, 1000)}`),
    ...context.result.legs.flatMap((leg) =>
      leg.notes.map((note) => `- ${md.inline(leg.name, 120)}: ${md.inline(note, 500)}`),
    ),
  ];
  if (notes.length > 0) sections.push(`### Notes\n\n${notes.join('\n')}\n`);
  return [head, clauses, ...sections, flaky, tail].join('\n');
}

/**
 * A leg's flaky checks, as its result file records them: MergedLeg.flakiness, which the flaky
 * gate's result file adds (older files have none).
 */
function flakinessOf(leg: MergedLeg): FlakinessFindings | undefined {
  return (leg as MergedLeg & { flakiness?: FlakinessFindings }).flakiness;
}

/**
 * Each leg's flaky checks and tolerated failures, a section per leg that has something to tell,
 * within `budget` bytes; the legs left out are counted.
 */
function legsFlaky(legs: readonly MergedLeg[], md: MarkdownText, budget: number): string {
  const told = legs.filter((leg) => flakinessToTell(flakinessOf(leg)));
  const sections: string[] = [];
  let used = 0;
  for (const leg of told) {
    const section = flakySection(flakinessOf(leg), md, {
      budget: Math.min(budget - used, 20_000),
      maxLines: FLAKY_PER_LEG,
      title: `Flaky checks of ${md.inline(leg.name, 120)}`,
    });
    if (used + bytes(section) > budget) break;
    sections.push(section);
    used += bytes(section) + 1;
  }
  const left = told.length - sections.length;
  if (left > 0) {
    sections.push(
      `… and ${plural(left, 'more leg')} with flaky checks or tolerated failures; each leg's own summary lists them.\n`,
    );
  }
  return sections.join('\n');
}

/** A leg's failed checks, one line each, within `budget` bytes. */
function legFailures(leg: MergedLeg, budget: number, md: MarkdownText): string {
  const lines = [
    `### ❌ ${md.inline(leg.name, 120)}: ${plural(leg.failedTotal, 'failed check')}`,
    '',
  ];
  let used = bytes(lines.join('\n'));
  let shown = 0;
  for (const item of leg.failed) {
    const line = `- ${failureLine(item, md)}`;
    if (used + bytes(line) + 300 > budget) break;
    lines.push(line);
    used += bytes(line) + 1;
    shown++;
  }
  if (shown < leg.failedTotal) {
    lines.push(
      `- … and ${plural(leg.failedTotal - shown, 'more failed check')} of this leg (left out to keep this summary under GitHub's 1 MiB limit); the leg's own report lists them all.`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

function provenance(context: MergeContext, md: MarkdownText): string {
  const facts = [
    context.resultFile ? `merged result file ${md.code(context.resultFile, 400)}` : undefined,
    `ocpi-conformance ${md.inline(context.toolVersion)}`,
  ].filter(Boolean);
  return `<sub>${facts.join(' · ')}</sub>\n`;
}

export function renderMergeComment(
  context: MergeContext & { workflow: string; job?: string },
): string {
  const md = markdownText(context.redact);
  const lines = [
    mergeCommentMarker(context.workflow, context.job),
    ...heading(context, md, '###'),
    `${md.inline(context.workflow, 80)} · merged`,
    '',
    ...legTable(context, md, { reasonMax: 200, maxRows: COMMENT_MAX_ROWS }),
    '',
  ];
  const failing = context.result.legs.filter((leg) => leg.failedTotal > 0);
  for (const leg of failing.slice(0, COMMENT_FAILING_LEGS)) {
    const shown = leg.failed.slice(0, COMMENT_FAILURES_PER_LEG);
    lines.push(
      `**${md.inline(leg.name, 120)}**: top failures (${shown.length} of ${leg.failedTotal}):`,
      '',
    );
    for (const item of shown) {
      const message = firstFailedValidation(item.check)?.message ?? item.check.exchange?.error;
      const flaky = item.flaky ? ` (${flakyText(item.flaky)})` : '';
      lines.push(
        `- ${md.code(item.check.testId, 120)}${message ? ` — ${md.inline(message, 200)}` : ''}${flaky}`,
      );
    }
    lines.push('');
  }
  if (failing.length > COMMENT_FAILING_LEGS) {
    const more = failing.length - COMMENT_FAILING_LEGS;
    lines.push(`The failed checks of ${plural(more, 'more leg')} are in the job summary.`, '');
  }
  lines.push(...legsFlakyComment(context.result.legs, md));
  if (context.runUrl) lines.push(`<sub>[Workflow run](${context.runUrl})</sub>`, '');
  const body = lines.join('\n');
  return body.length <= COMMENT_LIMIT
    ? body
    : `${body.slice(0, COMMENT_LIMIT - 40)}\n\n… (cut to fit)\n`;
}

/** Each leg's flaky checks and tolerated failures, for the first legs that have some. */
function legsFlakyComment(legs: readonly MergedLeg[], md: MarkdownText): string[] {
  const told = legs.filter((leg) => flakinessToTell(flakinessOf(leg)));
  const lines = told.slice(0, COMMENT_FLAKY_LEGS).flatMap((leg) =>
    flakyCommentLines(flakinessOf(leg), md, {
      top: COMMENT_FLAKY_PER_LEG,
      title: `${md.inline(leg.name, 120)}: flaky checks`,
      maxIds: COMMENT_FLAKY_PER_LEG,
    }),
  );
  if (told.length > COMMENT_FLAKY_LEGS) {
    const more = told.length - COMMENT_FLAKY_LEGS;
    lines.push(`The flaky checks of ${plural(more, 'more leg')} are in the job summary.`, '');
  }
  return lines;
}

/**
 * A static page (no script): the verdict in its header; the legs, their failed and flaky checks in
 * its main part; the tool's version in its footer.
 */
export function renderMergeHtml(context: MergeContext): string {
  const redact = context.redact ?? ((t: string) => t);
  const text = htmlText(redact);
  const { result } = context;
  const rows = result.legs.map((leg) => {
    const url = leg.url ?? leg.shareUrl;
    const link =
      url && /^https?:\/\//.test(url) ? `<a href="${escapeHtml(redact(url))}">link</a>` : '';
    return `<tr><td>${text(leg.name, 120)}</td><td>${escapeHtml(verdictText(leg))}</td><td>${rateText(leg)}</td><td>${leg.counts?.failed ?? ''}</td><td>${link}</td><td>${text(leg.reason, 500)}</td></tr>`;
  });
  for (const problem of result.problems) {
    rows.push(
      `<tr><td>${text(problem.file, 200)}</td><td>unreadable</td><td>n/a</td><td></td><td></td><td>${text(problem.message, 500)}</td></tr>`,
    );
  }
  const sections = result.legs
    .filter((leg) => leg.failedTotal > 0)
    .map((leg) => {
      const items = leg.failed.map((item) => {
        const message = firstFailedValidation(item.check)?.message ?? item.check.exchange?.error;
        const flaky = item.flaky ? ` <strong>(${flakyText(item.flaky)})</strong>` : '';
        return `<li><code>${text(item.check.testId, 200)}</code> ${text(item.check.name ?? '', 200)}${message ? ` — ${text(message, 500)}` : ''}${flaky}</li>`;
      });
      const more =
        leg.failedTotal > leg.failed.length
          ? `<li>… and ${leg.failedTotal - leg.failed.length} more; the leg's own report lists them all.</li>`
          : '';
      return `<section class="failed-leg"><h2>${text(leg.name, 120)}: ${leg.failedTotal} failed</h2>\n<ul>\n${items.join('\n')}${more}\n</ul></section>`;
    });
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>OCPI conformance: ${result.verdict} (merged)</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}</style>',
    '</head><body>',
    // Landmarks, as the single report has them: a screen reader's user moves by them.
    `<header><h1>${escapeHtml(ICON[result.verdict])} OCPI conformance: ${result.verdict}</h1></header>`,
    '<main>',
    `<p>${text(result.reason, 2000)}</p>`,
    '<table><thead><tr><th>Leg</th><th>Verdict</th><th>Pass rate</th><th>Failed</th><th>Link</th><th>Reason</th></tr></thead><tbody>',
    ...rows,
    '</tbody></table>',
    ...sections,
    ...result.legs.map((leg) =>
      htmlFlakySection(flakinessOf(leg), text, {
        title: `${text(leg.name, 120)}: flaky checks`,
        maxRows: FLAKY_PER_LEG,
      }),
    ),
    '</main>',
    `<footer><p><small>ocpi-conformance ${escapeHtml(context.toolVersion)}</small></p></footer>`,
    '</body></html>',
    '',
  ].join('\n');
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

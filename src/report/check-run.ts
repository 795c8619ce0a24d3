/**
 * The job's own check run, as GitHub's Checks API takes it: `output.title` the verdict line,
 * `output.summary` the verdict, the counts and the table of spec clauses broken, `output.text`
 * the failed and warned checks. GitHub refuses a field over 65,535 bytes (UTF-8), so each is built
 * against that budget: the checks are rendered at the richest level of detail that fits (with
 * exchanges, with clause quotes, with messages, one line each), and only then cut, with a line
 * saying how many were left out and where every check is (the HTML report). The annotations are
 * in ./check-run-annotations.ts.
 *
 * Service text goes through the Markdown helpers (markdown.ts), which redact it before they cut
 * or escape it; the front end passes its secret store's `redact`.
 */
import type { BrokenClause, Counts, Verdict } from '../core/model.js';
import { formatRate } from '../util/numbers.js';
import { inertLine, plural } from '../util/text.js';
import { artifactLine, artifactLink, type ReportArtifact } from './artifact-link.js';
import { cutToBytes, utf8Bytes } from './bytes.js';
import { type CheckFinding, type DetailLevel, renderCheckDetail } from './check-run-detail.js';
import { keepText, type MarkdownText, markdownText, type Redact, row } from './markdown.js';
import { renderClauses } from './summary.js';

/** GitHub's limit for each of a check run's output fields, in UTF-8 bytes. */
export const CHECK_RUN_FIELD_BYTES = 65_535;

export type { CheckFinding } from './check-run-detail.js';

/** Where every check can be read whole: the report artifact, the share link, the file. */
export interface FullReport {
  artifact?: ReportArtifact;
  shareUrl?: string;
  /** The report file on the runner, when it was not uploaded. */
  resultFile?: string;
}

export interface CheckRunContext {
  verdict: Verdict;
  reason: string;
  counts?: Counts;
  passRate?: number;
  threshold?: number;
  clauses: readonly BrokenClause[];
  failed: readonly CheckFinding[];
  warned: readonly CheckFinding[];
  fullReport: FullReport;
  /** Lines said under the counts (a merge: what its result files do not keep). */
  notes?: readonly string[];
  /** Applied to every piece of service text before it is cut or escaped; default none. */
  redact?: Redact;
}

export interface CheckRunOutput {
  title: string;
  summary: string;
  text: string;
}

const ICON = { pass: '✅', fail: '❌', error: '⚠️' } as const;

export function renderCheckRunOutput(
  context: CheckRunContext,
  limit = CHECK_RUN_FIELD_BYTES,
): CheckRunOutput {
  const md = markdownText(context.redact);
  return {
    title: cutToBytes(verdictLine(context), Math.min(limit, 1000)),
    summary: fitted(renderSummaryField(context, md), limit, context.fullReport, md),
    text: renderText(context, md, limit),
  };
}

/** "OCPI conformance: fail — <reason>", one line. */
export function verdictLine(context: Pick<CheckRunContext, 'verdict' | 'reason' | 'redact'>) {
  const reason = inertLine((context.redact ?? keepText)(context.reason)).replace(/\s+/g, ' ');
  return `${ICON[context.verdict]} OCPI conformance: ${context.verdict} — ${reason.trim()}`;
}

function renderSummaryField(context: CheckRunContext, md: MarkdownText): string {
  const lines = [
    `## ${ICON[context.verdict]} OCPI conformance: ${context.verdict}`,
    '',
    md.inline(context.reason, 2000),
    '',
  ];
  const where = whereEveryCheckIs(context.fullReport, md);
  if (where) lines.push(where, '');
  if (context.counts) lines.push(...countsTable(context), '');
  for (const note of context.notes ?? []) lines.push(`- ${md.inline(note, 500)}`);
  if (context.notes?.length) lines.push('');
  lines.push(renderClauses(context.clauses, md));
  return lines.join('\n');
}

function countsTable({ counts, passRate, threshold }: CheckRunContext): string[] {
  const c = counts!;
  const rate = passRate === undefined ? 'n/a' : `${formatRate(passRate)}%`;
  const numbers = [c.graded, c.passed, c.warned, c.failed, c.allowed, c.unobservable, c.total];
  return [
    row(
      ['Pass rate', 'Threshold', 'Graded', 'Passed', 'Warned', 'Failed', 'Allowed'].concat([
        'Unobservable',
        'Total',
      ]),
    ),
    row(Array(9).fill('---')),
    row([
      `**${rate}**`,
      threshold === undefined ? 'n/a' : `${formatRate(threshold)}%`,
      ...numbers.map(String),
    ]),
  ];
}

/** "Full report: the workflow artifact X…", the share link, or the file on the runner. */
function whereEveryCheckIs(report: FullReport, md: MarkdownText): string | undefined {
  if (report.artifact) return artifactLine(report.artifact, md);
  if (report.shareUrl) return `Full report: ${report.shareUrl}`;
  if (report.resultFile) return `Full report (on the runner): ${md.code(report.resultFile, 400)}`;
  return undefined;
}

/** The same place, as the end of a sentence: "the HTML report in the workflow artifact X". */
function everyCheckLink(report: FullReport, md: MarkdownText): string {
  if (report.artifact)
    return `the HTML report in the workflow artifact ${artifactLink(report.artifact, md)}`;
  if (report.shareUrl) return `the shared report, ${report.shareUrl}`;
  if (report.resultFile) return `the report file ${md.code(report.resultFile, 400)} on the runner`;
  return "the job's report files";
}

/** A field cut to `limit` bytes, with a line that says so and where the rest is. */
function fitted(text: string, limit: number, report: FullReport, md: MarkdownText): string {
  if (utf8Bytes(text) <= limit) return text;
  const note = `\n\n… cut here to keep within GitHub's limit of ${limit} bytes; the rest is in ${everyCheckLink(report, md)}.\n`;
  return `${cutToBytes(text, limit - utf8Bytes(note))}${note}`;
}

const LEVELS: DetailLevel[] = ['exchange', 'quotes', 'messages', 'line'];
const LEFT_OUT: Record<DetailLevel, string> = {
  exchange: '',
  quotes: "The exchanges are left out here to keep within GitHub's limit",
  messages: "The exchanges and clause quotes are left out here to keep within GitHub's limit",
  line: "Each check is one line here to keep within GitHub's limit",
};

function renderText(context: CheckRunContext, md: MarkdownText, limit: number): string {
  const findings = [...context.failed, ...context.warned];
  if (findings.length === 0) {
    return context.verdict === 'error'
      ? 'No check is listed: the run gave no verdict, so its checks are not findings (the summary says why).'
      : 'No check failed or passed with a warning.';
  }
  const link = everyCheckLink(context.fullReport, md);
  // Room for the note of a cut at its longest (nothing shown yet: the largest numbers).
  const noteRoom = utf8Bytes(cutNote(context, { failed: 0, warned: 0 }, link, limit));
  for (const level of LEVELS) {
    const said = LEFT_OUT[level] ? `${LEFT_OUT[level]}; every check is whole in ${link}.\n\n` : '';
    const body = renderAt(context, level, md, limit - utf8Bytes(said) - noteRoom);
    if (!body.complete && level !== 'line') continue;
    return `${said}${body.text}${body.complete ? '' : cutNote(context, body.shown, link, limit)}`;
  }
  throw new Error('unreachable: the last level always renders');
}

/** The checks at `level` within `budget` bytes; `complete` when all fitted. */
function renderAt(
  context: CheckRunContext,
  level: DetailLevel,
  md: MarkdownText,
  budget: number,
): { text: string; complete: boolean; shown: { failed: number; warned: number } } {
  const parts: string[] = [];
  const shown = { failed: 0, warned: 0 };
  let used = 0;
  const groups = [
    ['failed', `## Failed checks (${context.failed.length})\n\n`, context.failed],
    ['warned', `## Passed with warnings (${context.warned.length})\n\n`, context.warned],
  ] as const;
  for (const [kind, heading, list] of groups) {
    if (list.length === 0) continue;
    for (let i = 0; i < list.length; i++) {
      const block = (i === 0 ? heading : '') + renderCheckDetail(list[i]!, kind, level, md);
      const size = utf8Bytes(block);
      if (used + size > budget) return { text: parts.join(''), complete: false, shown };
      parts.push(block);
      used += size;
      shown[kind]++;
    }
  }
  return { text: parts.join(''), complete: true, shown };
}

function cutNote(
  context: CheckRunContext,
  shown: { failed: number; warned: number },
  link: string,
  limit: number,
): string {
  const failed = context.failed.length - shown.failed;
  const warned = context.warned.length - shown.warned;
  const left = [
    failed > 0 ? plural(failed, 'more failed check') : undefined,
    warned > 0 ? plural(warned, 'more warned check') : undefined,
  ].filter(Boolean);
  return `\n… ${left.join(' and ')} ${failed + warned === 1 ? 'is' : 'are'} left out here to keep within GitHub's limit of ${limit} bytes: every check is in ${link}, and each has an annotation.\n`;
}

/**
 * The sticky pull request comment: one per pull request and per (workflow, job, connection,
 * module), found again by a hidden marker and updated in place. It carries the verdict, counts and
 * pass rate, the top failures (each marked when flaky), the flaky checks and the failures
 * tolerated, regressions (new failures of checks flaky before listed apart), the report artifact,
 * the share link and a link to the workflow run. Service
 * text is escaped like the summary's (no one gets pinged by a check name) and the body stays under
 * GitHub's 65,536-character limit.
 */

import type {
  BrokenClause,
  Grade,
  GradedCheck,
  Regressions,
  SettingNames,
  ShareOutcome,
} from '../core/model.js';
import { clauseDistinctions } from '../util/clause-key.js';
import { sha256 } from '../util/digest.js';
import { formatRate } from '../util/numbers.js';
import { plural } from '../util/text.js';
import { artifactLine, type ReportArtifact } from './artifact-link.js';
import { baselineHeading, baselineReport, noBaseline } from './baseline-text.js';
import { firstFailedValidation } from './checks.js';
import { FLAKY_BEFORE, flakyText, gradeWithFlakiness, newlyFailingApart } from './flaky.js';
import { flakyCommentLines } from './flaky-markdown.js';
import { type MarkdownText, markdownText, type Redact, row } from './markdown.js';

export const COMMENT_LIMIT = 65_536;
const TOP_FAILURES = 10;
const TOP_REGRESSIONS = 10;
/** Flaky checks named in the comment; the summary lists more. */
const TOP_FLAKY = 10;

export interface CommentKey {
  workflow: string;
  job: string;
  connectionId: string;
  module: string | undefined;
}

/** The hidden marker that finds this job's comment again; a hash, so nothing else leaks into it. */
export function commentMarker(key: CommentKey): string {
  const digest = sha256(
    [key.workflow, key.job, key.connectionId, key.module ?? '*'].join('\n'),
  ).slice(0, 16);
  return `<!-- ocpi-conformance-gate:${digest} -->`;
}

export interface CommentContext {
  key: CommentKey;
  verdict: 'pass' | 'fail' | 'error';
  reason: string;
  grade: Grade | undefined;
  regressions: Regressions | undefined;
  share: ShareOutcome | undefined;
  seed: string;
  reportId: string | undefined;
  /** Link to the workflow run, when known. */
  runUrl: string | undefined;
  /** The workflow artifact of the report files, when they were uploaded. */
  artifact?: ReportArtifact;
  /**
   * Applied to every piece of service text before it is cut or escaped (and so before the body is
   * cut to fit): the front end passes its secret store's `redact`. Default none.
   */
  redact?: Redact;
  /** How the front end names its settings (the action's inputs); default: the keys in kebab case. */
  names?: SettingNames;
}

const ICON = { pass: '✅', fail: '❌', error: '⚠️' } as const;
/** Clauses named in the comment; the summary's table has more. */
const TOP_CLAUSES = 3;

/** The clauses a partner conversation is about, most often broken first; none: no lines. */
function topClauses(clauses: readonly BrokenClause[], inline: MarkdownText['inline']): string[] {
  if (clauses.length === 0) return [];
  const whereOf = (r: BrokenClause['reference']) =>
    [r.documentTitle ?? r.path, r.section ? `section ${r.section}` : undefined]
      .filter(Boolean)
      .join(', ');
  // Two clauses of one section and strength say their anchor or first words.
  const apart = clauseDistinctions(
    clauses.map((clause) => clause.reference),
    (r) => `${whereOf(r)}\u0000${r.strength ?? ''}`,
  );
  const top = clauses.slice(0, TOP_CLAUSES).map((clause, i) => {
    const r = clause.reference;
    const distinction = apart[i] ? `, ${inline(apart[i], 200)}` : '';
    const strength = r.strength ? ` (${inline(r.strength.toUpperCase(), 12)})` : '';
    return `- ${inline(whereOf(r) || 'spec', 120)}${distinction}${strength}: ${plural(clause.checks.length, 'check')}`;
  });
  return [
    `**Spec clauses broken** (${Math.min(TOP_CLAUSES, clauses.length)} of ${clauses.length}):`,
    '',
    ...top,
    '',
  ];
}

export function renderComment(context: CommentContext): string {
  const { key } = context;
  const grade = gradeWithFlakiness(context.grade);
  const md = markdownText(context.redact);
  const { code, inline } = md;
  const scope = [
    `${inline(key.workflow, 80)} / ${inline(key.job, 80)}`,
    `connection ${code(key.connectionId, 80)}`,
    key.module ? `module ${code(key.module, 40)}` : 'all modules',
  ].join(' · ');
  const lines = [
    commentMarker(key),
    `### ${ICON[context.verdict]} OCPI conformance: ${context.verdict}`,
    '',
    scope,
    '',
    inline(context.reason, 1500),
    '',
  ];
  if (grade) {
    const c = grade.counts;
    const rate = grade.passRate === undefined ? 'n/a' : `${formatRate(grade.passRate)}%`;
    lines.push(
      row(['Pass rate', 'Threshold', 'Graded', 'Passed', 'Warned', 'Failed', 'Unobservable']),
      row(Array(7).fill('---')),
      row([
        `**${rate}**`,
        `${formatRate(grade.threshold)}%`,
        ...[c.graded, c.passed, c.warned, c.failed, c.unobservable].map(String),
      ]),
      '',
    );
    lines.push(...topClauses(grade.clauses ?? [], inline));
    const failed = grade.checks.failed;
    if (failed.length > 0) {
      lines.push(
        `**Top failures** (${Math.min(TOP_FAILURES, failed.length)} of ${failed.length}):`,
        '',
      );
      for (const item of failed.slice(0, TOP_FAILURES)) lines.push(topFailureLine(item, md));
      lines.push('');
    }
    lines.push(...flakyCommentLines(grade.flakiness, md, { top: TOP_FLAKY, names: context.names }));
  }
  lines.push(...regressionLines(context.regressions, md));
  if (context.artifact) lines.push(artifactLine(context.artifact, { code }), '');
  if (context.share?.url) lines.push(`Shared report: ${context.share.url}`, '');
  const footer = [
    context.runUrl ? `[Workflow run](${context.runUrl})` : undefined,
    `seed ${code(context.seed, 130)}`,
    context.reportId ? `report ${code(context.reportId, 60)}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  lines.push(`<sub>${footer}</sub>`, '');
  const body = lines.join('\n');
  // Every part above is bounded, so this only guards against a change that forgets to be.
  return body.length <= COMMENT_LIMIT
    ? body
    : `${body.slice(0, COMMENT_LIMIT - 40)}\n\n… (cut to fit)\n`;
}

/** A top failure: its id, why it failed, and its flakiness when it wavered before. */
function topFailureLine(item: GradedCheck, { code, inline }: MarkdownText): string {
  const message = firstFailedValidation(item.check)?.message ?? item.check.exchange?.error;
  const flaky = item.flaky ? ` (${flakyText(item.flaky)})` : '';
  return `- ${code(item.check.testId, 120)}${message ? ` — ${inline(message, 300)}` : ''}${flaky}`;
}

/**
 * What changed since the baseline: the regressions, and apart from them the new failures of
 * checks that were flaky before this change.
 */
function regressionLines(regressions: Regressions | undefined, { code }: MarkdownText): string[] {
  if (!regressions) return [];
  const short = (text: string) => code(text, 60);
  if (!regressions.previousReportId) {
    return [`**${baselineHeading(regressions, short)}**: ${noBaseline(regressions, short)}`, ''];
  }
  const apart = newlyFailingApart(regressions.newlyFailing);
  const flakyCount =
    apart.flakyBefore.length > 0 ? `${apart.flakyBefore.length} ${FLAKY_BEFORE}, ` : '';
  const lines = [
    `**${baselineHeading(regressions, short)}** (${baselineReport(regressions, short)}): ${apart.regressions.length} newly failing, ${flakyCount}${regressions.recovered.length} recovered, ${regressions.noLongerGraded.length} no longer graded.`,
  ];
  for (const item of apart.regressions.slice(0, TOP_REGRESSIONS)) {
    lines.push(`- newly failing: ${code(item.testId, 120)}`);
  }
  for (const item of apart.flakyBefore.slice(0, TOP_REGRESSIONS)) {
    lines.push(`- ${FLAKY_BEFORE}: ${code(item.testId, 120)} (${flakyText(item.flaky)})`);
  }
  lines.push('');
  return lines;
}

/**
 * The job summary: what a reviewer needs, most important first. The verdict and reason; counts
 * and pass rate against the threshold; failed checks by suite, each headed by why it failed
 * (expected and actual status, or the first failed validation when the status matched), with the
 * failed validations and the spec clauses they cite, each clause once; then the flaky checks (what
 * was looked at, the failures tolerated, each with its flips and runs), allowed failures,
 * warnings, unobservable and unreached checks, withheld modules; then provenance. A check that
 * wavered carries its flakiness wherever it is listed, and a new failure of one is listed apart
 * from the regressions ("failed, flaky before this change").
 *
 * GitHub drops a step summary over 1 MiB, so the summary is built against a byte budget: failed
 * checks are rendered at the richest level of detail that fits (with exchanges, without them,
 * without quotes, one line each), then cut with a note saying how many were left out.
 */

import type { Check, Reference, RunReport, Validation } from '../client/index.js';
import type {
  BrokenClause,
  Grade,
  GradedCheck,
  JourneyOutcome,
  Regressions,
  SettingNames,
  ShareOutcome,
  Trend,
} from '../core/model.js';
import { clauseDistinctions, clauseKey } from '../util/clause-key.js';
import { formatRate } from '../util/numbers.js';
import { plural } from '../util/text.js';
import { artifactLine, artifactLink, type ReportArtifact } from './artifact-link.js';
import { baselineHeading, baselineOrigin, noBaseline } from './baseline-text.js';
import { firstFailedValidation } from './checks.js';
import { exchangeText } from './exchange-text.js';
import { FLAKY_BEFORE, flakyText, gradeWithFlakiness, newlyFailingApart } from './flaky.js';
import { FLAKY_BEFORE_TITLE, flakySection, regressionItemLine } from './flaky-markdown.js';
import { type MarkdownText, markdownText, type Redact, row } from './markdown.js';
import { type CurlPlaces, curlBlock, warnedCurlLine } from './summary-curl.js';
import { trendLine } from './trend.js';

export type { ReportArtifact } from './artifact-link.js';

/** GitHub's limit is 1 MiB per step; stay clearly below it. */
export const SUMMARY_BUDGET_BYTES = 1_000_000;
/** Lines listed per secondary section (warnings, unobservable...) before the rest is counted. */
const MAX_SECONDARY_LINES = 200;

export interface SummaryContext {
  report: RunReport | undefined;
  grade: Grade | undefined;
  verdict: 'pass' | 'fail' | 'error';
  reason: string;
  seed: string | undefined;
  connectionId: string | undefined;
  runId: string | undefined;
  reportId: string | undefined;
  /** A start was sent with the seed (GateResult.startSent): the run may exist without an id. */
  startSent?: boolean;
  /** Where the full report was written on the runner, when it was (shown when not uploaded). */
  resultFile?: string;
  /**
   * The file written that holds every failed request whole, when one was (the catalogue's role
   * `requests`), and what it is called: it holds the bodies curl reads from a file.
   */
  requests?: { file: string; label: string };
  /**
   * The connection's partnerBaseUrl: which exchanges the service sent to the partner (offered as
   * curl commands). Without it (a merged result) the direction is unknown and every one is offered.
   */
  partnerBaseUrl?: string;
  /** The workflow artifact holding the report files, when they were uploaded. */
  artifact?: ReportArtifact;
  /** The pass-rate trend of comparable completed reports. */
  trend?: Trend;
  toolVersion: string;
  /** For journey runs: the plan, key events and final status. */
  journey?: JourneyOutcome;
  regressions?: Regressions;
  share?: ShareOutcome;
  /**
   * Applied to every piece of service text before it is cut or escaped: the front end passes its
   * secret store's `redact`. Default none (the summary renders the model as given). Credential
   * fields of exchanges are masked by name whatever this is (maskCredentialFields).
   */
  redact?: Redact;
  /** How the front end names its settings (the action's inputs); default: the keys in kebab case. */
  names?: SettingNames;
}

const ICON = { pass: '✅', fail: '❌', error: '⚠️' } as const;

export function renderSummary(context: SummaryContext, budget = SUMMARY_BUDGET_BYTES): string {
  const md = markdownText(context.redact);
  const head = renderHead(context, md);
  const tail = renderProvenance(context, md);
  const journey =
    (context.regressions ? renderRegressions(context.regressions, md) : '') +
    (context.journey ? renderJourney(context.journey, md) : '');
  // Every failed, warned and allowed check carries its flakiness, wherever it is listed.
  const grade = gradeWithFlakiness(context.grade);
  if (!grade) return [head, journey, tail].join('\n');

  let remaining = budget - bytes(head) - bytes(journey) - bytes(tail) - 200;
  const middle: string[] = [];
  // The failure section opens with the clauses broken: what a partner conversation is about.
  const shownClauses = (grade.clauses ?? []).slice(0, MAX_CLAUSE_ROWS);
  const clauses = renderClauses(grade.clauses ?? [], md);
  remaining -= bytes(clauses);
  // A check then names a clause of the table by its number instead of quoting it again.
  const tabled = new Map(shownClauses.map((c, i) => [clauseKey(c.reference), i + 1]));
  // The flaky section's head (what was looked at, the tolerated failures) is kept whatever the
  // failed checks take: a tolerated failure is never left unsaid.
  const flakyOptions = { maxLines: MAX_SECONDARY_LINES, names: context.names };
  const flakyHead = bytes(
    flakySection(grade.flakiness, md, { ...flakyOptions, maxLines: 0, budget: 0 }),
  );
  const places: CurlPlaces = {
    partnerBaseUrl: context.partnerBaseUrl,
    resultFile: context.resultFile,
    requests: context.requests,
    uploaded: context.artifact !== undefined,
    ...(context.report?.ocpiVersion ? { ocpiVersion: context.report.ocpiVersion } : {}),
  };
  const failed = renderFailed(grade.checks.failed, remaining - flakyHead, md, tabled, places);
  middle.push(clauses, failed, journey);
  remaining -= bytes(failed);
  const flaky = flakySection(grade.flakiness, md, { ...flakyOptions, budget: remaining });
  middle.push(flaky);
  remaining -= bytes(flaky);
  const sections: [string, GradedCheck[], (c: GradedCheck) => string][] = [
    ['Allowed failures (not counted)', grade.checks.allowed, (c) => failureLine(c, md)],
    ['Passed with warnings', grade.checks.warned, (c) => warningLine(c, md)],
    ['Unobservable checks (not graded)', grade.checks.unobservable, (c) => unobservableLine(c, md)],
    ['Unreached checks (not graded)', grade.checks.unreached, (c) => unreachedLine(c, md)],
  ];
  for (const [title, list, line] of sections) {
    if (list.length === 0) continue;
    const footer =
      list === grade.checks.warned && list.some((c) => c.check.exchange?.request)
        ? warnedCurlLine(list.find((c) => c.check.exchange?.request)!.check, md, places)
        : undefined;
    const section = renderList(title, list, line, remaining, footer);
    middle.push(section);
    remaining -= bytes(section);
  }
  if (grade.withheldModules.length > 0) {
    middle.push(
      `### Withheld modules\n\nThe service did not run: ${grade.withheldModules.map((m) => md.code(m)).join(', ')}.\n`,
    );
  }
  if (grade.notes.length > 0) {
    middle.push(`### Notes\n\n${grade.notes.map((n) => `- ${md.inline(n, 500)}`).join('\n')}\n`);
  }
  return [head, ...middle, tail].join('\n');
}

function renderHead(context: SummaryContext, md: MarkdownText): string {
  const lines = [
    `## ${ICON[context.verdict]} OCPI conformance: ${context.verdict}`,
    '',
    md.inline(context.reason, 2000),
    '',
  ];
  if (context.artifact) lines.push(artifactLine(context.artifact, md), '');
  if (context.share?.url) lines.push(`Shared report: ${context.share.url}`, '');
  if (context.share?.warning)
    lines.push(`Not shared: ${md.inline(context.share.warning, 500)}`, '');
  const grade = context.grade;
  if (grade) {
    const c = grade.counts;
    const rate = grade.passRate === undefined ? 'n/a' : `${formatRate(grade.passRate)}%`;
    lines.push(
      row([
        'Pass rate',
        'Threshold',
        'Graded',
        'Passed',
        'Warned',
        'Failed',
        'Allowed',
        'Unobservable',
        'Unreached',
        'Total',
      ]),
      row(Array(10).fill('---')),
      row([
        `**${rate}**`,
        `${formatRate(grade.threshold)}%`,
        ...[
          c.graded,
          c.passed,
          c.warned,
          c.failed,
          c.allowed,
          c.unobservable,
          c.unreached,
          c.total,
        ].map(String),
      ]),
      '',
    );
    if (context.trend) lines.push(trendLine(context.trend), '');
  }
  return lines.join('\n');
}

/** Regression rows listed per kind before the rest is counted. */
const MAX_REGRESSION_ROWS = 50;

export function renderRegressions(
  regressions: Regressions,
  md: MarkdownText = markdownText(),
): string {
  const code = (text: string) => md.code(text);
  const heading = `### ${baselineHeading(regressions, code)}`;
  if (!regressions.previousReportId) return `${heading}\n\n${noBaseline(regressions, code)}\n\n`;
  // A new failure of a check that wavered before is not a regression: it is listed apart.
  const apart = newlyFailingApart(regressions.newlyFailing);
  const flakyCount =
    apart.flakyBefore.length > 0 ? `**${apart.flakyBefore.length}** ${FLAKY_BEFORE}, ` : '';
  const lines = [
    heading,
    '',
    `Compared with ${baselineOrigin(regressions, code)}: **${apart.regressions.length}** newly failing, ${flakyCount}**${regressions.recovered.length}** recovered, **${regressions.noLongerGraded.length}** no longer graded.`,
    '',
  ];
  const groups: [string, typeof regressions.newlyFailing][] = [
    ['Newly failing', apart.regressions],
    [FLAKY_BEFORE_TITLE, apart.flakyBefore],
    ['Recovered', regressions.recovered],
    ['No longer graded', regressions.noLongerGraded],
  ];
  for (const [title, items] of groups) {
    if (items.length === 0) continue;
    lines.push(`<details><summary>${title} (${items.length})</summary>`, '');
    for (const item of items.slice(0, MAX_REGRESSION_ROWS))
      lines.push(`- ${regressionItemLine(item, md)}`);
    if (items.length > MAX_REGRESSION_ROWS)
      lines.push(`- … and ${items.length - MAX_REGRESSION_ROWS} more`);
    lines.push('', '</details>', '');
  }
  // The same change by clause.
  const clauseGroups: [string, readonly Reference[]][] = [
    ['Spec clauses newly broken', regressions.clausesNewlyBroken ?? []],
    ['Spec clauses no longer broken', regressions.clausesNoLongerBroken ?? []],
  ];
  for (const [title, references] of clauseGroups) {
    if (references.length === 0) continue;
    lines.push(`<details><summary>${title} (${references.length})</summary>`, '');
    for (const reference of references.slice(0, MAX_REGRESSION_ROWS)) {
      lines.push(`- ${quoteLine(reference, md).replace(/^> /, '')}`);
    }
    if (references.length > MAX_REGRESSION_ROWS)
      lines.push(`- … and ${references.length - MAX_REGRESSION_ROWS} more`);
    lines.push('', '</details>', '');
  }
  return lines.join('\n');
}

/** Timeline rows shown before the rest is counted (the full list is in the log). */
const MAX_TIMELINE_ROWS = 100;

function renderJourney(journey: JourneyOutcome, md: MarkdownText): string {
  const status = journey.status;
  const facts = [
    journey.planId ? `plan ${md.code(journey.planId)}` : undefined,
    journey.runId ? `run ${md.code(journey.runId)}` : undefined,
    status ? `final status **${md.inline(status.status, 40)}**` : undefined,
    status?.runIntegrity ? `integrity ${md.inline(status.runIntegrity, 40)}` : undefined,
    status?.workerHealthy === false ? 'worker **unhealthy**' : undefined,
  ].filter(Boolean);
  const lines = ['### Journey', '', facts.join(' · '), ''];
  if (journey.stages.length > 0) {
    lines.push(row(['#', 'Stage', 'Module', 'Duration']), row(['---', '---', '---', '---']));
    journey.stages.forEach((stage, i) => {
      lines.push(
        row([
          String(i + 1),
          md.inline(stage.name, 120),
          stage.module ? md.code(stage.module, 40) : '',
          stage.durationSeconds !== undefined ? `${stage.durationSeconds} s` : '',
        ]),
      );
    });
    lines.push('');
  }
  for (const note of journey.recoveries) lines.push(`- ${md.inline(note, 300)}`);
  if (journey.cancel)
    lines.push(`- Cancel requested; the service answered ${md.inline(journey.cancel, 200)}.`);
  if (journey.recoveries.length > 0 || journey.cancel) lines.push('');
  if (journey.events.length > 0) {
    const shown = journey.events.slice(0, MAX_TIMELINE_ROWS);
    const left = journey.events.length - shown.length + journey.otherEvents;
    lines.push(
      `<details><summary>Timeline: ${plural(journey.events.length, 'key event')}${left > 0 ? ` (${left} more, such as session updates, are in the log)` : ''}</summary>`,
      '',
      row(['#', 'Event', 'At', 'Details']),
      row(['---', '---', '---', '---']),
      ...shown.map((e) =>
        row([
          String(e.seq),
          md.code(e.name, 60),
          e.at ? md.inline(e.at, 40) : '',
          md.inline(e.detail, 200),
        ]),
      ),
      '',
      '</details>',
      '',
    );
  }
  return lines.join('\n');
}

function renderProvenance(context: SummaryContext, md: MarkdownText): string {
  const p = context.report?.provenance;
  const facts: [string, string][] = [
    ['Seed', context.seed ? md.code(context.seed) : 'n/a'],
    ['Report', context.reportId ? md.code(context.reportId) : 'n/a'],
    ['Run', context.runId ? md.code(context.runId) : 'n/a'],
    ['Connection', context.connectionId ? md.code(context.connectionId) : 'n/a'],
  ];
  if (context.report?.connectionLabel)
    facts.push(['Partner', md.inline(context.report.connectionLabel)]);
  if (context.report?.ocpiVersion)
    facts.push(['OCPI version', md.inline(context.report.ocpiVersion)]);
  if (context.report?.module) {
    // A journey report keeps its journey profile in `module`.
    const journey = context.journey !== undefined || context.report.runKind === 'journey';
    facts.push([journey ? 'Journey profile' : 'Module', md.code(context.report.module)]);
  }
  if (p?.toolVersion) facts.push(['Service tool version', md.inline(p.toolVersion)]);
  if (p?.rosterHash) facts.push(['Roster hash', md.code(p.rosterHash)]);
  if (p?.specVersions?.length) facts.push(['Spec versions', md.inline(p.specVersions.join(', '))]);
  if (context.artifact) facts.push(['Full report', artifactLink(context.artifact, md)]);
  else if (context.resultFile)
    facts.push(['Full report (on the runner)', md.code(context.resultFile, 400)]);
  facts.push(['Checked by', `ocpi-conformance ${md.inline(context.toolVersion)}`]);
  // A list rather than a two-column table: a table needs a header row, and these facts have
  // none that would not be empty or redundant.
  return [
    '### Provenance',
    '',
    ...facts.map(([k, v]) => `- **${k}**: ${v}`),
    '',
    seedAdvice(context),
    '',
  ].join('\n');
}

/** What the seed is good for: it reproduces a run only when one was started. */
function seedAdvice(context: SummaryContext): string {
  if (context.reportId || context.runId) {
    return 'To reproduce this run, run it again with the same `seed`.';
  }
  if (context.startSent) {
    return "A start was sent with this seed and not answered: look for the seed in the service's run list before running again.";
  }
  return 'No run was started with this seed.';
}

/** Clauses shown in the summary's table; the rest are counted. */
const MAX_CLAUSE_ROWS = 15;

/** "Spec clauses broken": each clause once, its strength, how many checks broke it, in which modules. */
export function renderClauses(clauses: readonly BrokenClause[], md: MarkdownText): string {
  if (clauses.length === 0) return '';
  const whereOf = (r: BrokenClause['reference']) =>
    [r.documentTitle ?? r.path, r.section ? `section ${r.section}` : undefined]
      .filter(Boolean)
      .join(', ');
  const quoteOf = (r: BrokenClause['reference']) =>
    r.quote ? `: “${md.inline(r.quote, 160)}”` : '';
  // Two clauses whose place and quote (as cut) read alike say what tells them apart.
  const apart = clauseDistinctions(
    clauses.map((clause) => clause.reference),
    (r) => `${whereOf(r)}\u0000${quoteOf(r)}\u0000${r.strength ?? ''}`,
  );
  const rows = clauses.slice(0, MAX_CLAUSE_ROWS).map((clause, i) => {
    const r = clause.reference;
    const where = md.inline(whereOf(r) || 'spec', 120);
    const distinction = apart[i] ? `, ${md.inline(apart[i], 200)}` : '';
    const quote = quoteOf(r);
    const checks = `${clause.checks.length}${clause.warned > 0 ? ` (${clause.warned} warned)` : ''}`;
    return row([
      String(clauses.indexOf(clause) + 1),
      `${where}${distinction}${quote}`,
      r.strength ? md.inline(r.strength.toUpperCase(), 12) : '',
      checks,
      clause.modules.map((m) => md.code(m, 40)).join(', '),
    ]);
  });
  const more =
    clauses.length > MAX_CLAUSE_ROWS
      ? `\n… and ${plural(clauses.length - MAX_CLAUSE_ROWS, 'more clause')}, quoted under the checks that broke them.\n`
      : '';
  return [
    `### Spec clauses broken (${clauses.length})`,
    '',
    row(['#', 'Clause', 'Strength', 'Checks', 'Modules']),
    row(['---', '---', '---', '---', '---']),
    ...rows,
    more,
  ].join('\n');
}

/** Detail levels for failed checks, richest first ('curl': the exchange and its curl command). */
type Level = 'curl' | 'exchange' | 'quotes' | 'messages' | 'line';
const LEVELS: Level[] = ['curl', 'exchange', 'quotes', 'messages', 'line'];

/** The clauses of the summary's table, by clauseKey: their row numbers. */
type Tabled = ReadonlyMap<string, number>;

function renderFailed(
  failed: GradedCheck[],
  budget: number,
  md: MarkdownText,
  tabled: Tabled,
  places: CurlPlaces,
): string {
  if (failed.length === 0) return '';
  const title = `### Failed checks (${failed.length})\n`;
  for (const level of LEVELS) {
    const room = budget - bytes(title);
    const out = renderFailedAt(failed, level, room, level === 'line', md, tabled, places);
    if (out !== undefined) return `${title}\n${out}`;
  }
  return title;
}

/** Renders every failed check at `level`; undefined when it does not fit, unless `cut` allows cutting. */
function renderFailedAt(
  failed: GradedCheck[],
  level: Level,
  budget: number,
  cut: boolean,
  md: MarkdownText,
  tabled: Tabled,
  places: CurlPlaces,
): string | undefined {
  const parts: string[] = [];
  let used = 0;
  let suite: string | undefined;
  for (let i = 0; i < failed.length; i++) {
    const item = failed[i]!;
    let block = '';
    if (item.suiteId !== suite) {
      suite = item.suiteId;
      const module = item.module ? ` (module ${md.code(item.module)})` : '';
      block += `\n#### Suite ${md.code(item.suiteId)}${module}\n\n`;
    }
    block +=
      level === 'line'
        ? `- ${failureLine(item, md)}\n`
        : failureBlock(item, level, md, tabled, places);
    const size = bytes(block);
    if (used + size > budget - 300) {
      if (!cut) return undefined;
      parts.push(
        `\n… and ${plural(failed.length - i, 'more failed check')} left out to keep this summary under GitHub's 1 MiB limit; the full list is in the report file.\n`,
      );
      break;
    }
    parts.push(block);
    used += size;
  }
  return parts.join('');
}

function failureBlock(
  item: GradedCheck,
  level: Exclude<Level, 'line'>,
  md: MarkdownText,
  tabled: Tabled,
  places: CurlPlaces,
): string {
  const check = item.check;
  const quoteLine = (reference: Reference) => clauseLine(reference, md, tabled);
  // The <details><summary> line is an HTML block: its text is escaped as HTML, not Markdown.
  const lines = [`<details><summary>❌ ${failureLine(item, md.inHtml)}</summary>`, ''];
  const failedValidations = (check.validations ?? []).filter((v) => v.passed === false);
  // The same clause is often cited by several validations and by the check itself: show each
  // quote once per check, where it is first cited.
  const shown = new Set<string>();
  const firstTime = (reference: Reference) => {
    const key = clauseKey(reference);
    if (shown.has(key)) return false;
    shown.add(key);
    return true;
  };
  // The validation the headline names is not said again below it; its clauses still are.
  const named = headlineValidation(check);
  for (const validation of failedValidations) {
    const quotes = level === 'messages' ? [] : (validation.references ?? []).filter(firstTime);
    if (validation === named) {
      for (const reference of quotes) lines.push(`- ${quoteLine(reference)}`);
      continue;
    }
    lines.push(`- ${validationText(validation, md)}`);
    for (const reference of quotes) lines.push(`  ${quoteLine(reference)}`);
  }
  if (failedValidations.length === 0 && check.exchange?.error) {
    lines.push(`- Transport error: ${md.inline(check.exchange.error)}`);
  }
  if (level !== 'messages') {
    for (const reference of (check.references ?? []).filter(firstTime))
      lines.push(`- ${quoteLine(reference)}`);
  }
  if ((level === 'curl' || level === 'exchange') && check.exchange) {
    lines.push(
      '',
      '<details><summary>Exchange (redacted)</summary>',
      '',
      md.pre(exchangeText(check.exchange)),
      '',
      '</details>',
    );
    const suite = { suiteId: item.suiteId, ...(item.module ? { module: item.module } : {}) };
    const curl = level === 'curl' ? curlBlock(check, md, places, suite) : '';
    if (curl) lines.push('', curl);
  }
  lines.push('', '</details>', '');
  return `${lines.join('\n')}\n`;
}

/**
 * The headline of a failed check: test id, name, and why it failed in a few words; then, for a
 * check that wavered, its flakiness ("flaky: 3 flips in the last 10 runs").
 */
export function failureLine(item: GradedCheck, md: MarkdownText): string {
  const check = item.check;
  const name = check.name ? ` ${md.inline(check.name, 160)}` : '';
  return `${md.code(check.testId)}${name}${statusText(check, md)}${flakyMark(item)}`;
}

/** " (flaky: 3 flips in the last 10 runs)" for a check that wavered; nothing otherwise. */
function flakyMark(item: GradedCheck): string {
  return item.flaky ? ` (${flakyText(item.flaky)})` : '';
}

/**
 * "expected 200, got 500" when the status did not match. When it matched, saying "expected 200,
 * got 200" reads like a pass, so the headline names what did fail: the first failed validation,
 * else the transport error.
 */
function statusText(check: Check, md: MarkdownText): string {
  const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
  const actual = check.actualStatus;
  if (expected === undefined && actual === undefined) return '';
  if (actual === undefined || !expected?.includes(actual)) {
    return ` — expected ${expected?.join(' or ') ?? 'n/a'}, got ${actual ?? 'no response'}`;
  }
  const validation = headlineValidation(check);
  if (validation)
    return ` — status ${actual} as expected; failed: ${validationText(validation, md, 300, true)}`;
  if (check.exchange?.error)
    return ` — status ${actual} as expected; failed: transport error: ${md.inline(check.exchange.error, 300)}`;
  return ` — status ${actual} as expected, but the check did not pass`;
}

/**
 * The failed validation a check's headline names: the first, when the status was the one expected
 * (otherwise the headline names the status).
 */
function headlineValidation(check: Check): Validation | undefined {
  const actual = check.actualStatus;
  const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
  if (actual === undefined || !expected?.includes(actual)) return undefined;
  return firstFailedValidation(check);
}

/**
 * A failed validation: name, severity, message. `html` bolds the name with <b>, for headlines:
 * the `<details><summary>` line is an HTML block, in which Markdown (**…**) is not rendered.
 */
function validationText(validation: Validation, md: MarkdownText, max = 600, html = false): string {
  const severity = validation.severity ? ` (${md.inline(validation.severity, 20)})` : '';
  const bold = (text: string) => (html ? `<b>${text}</b>` : `**${text}**`);
  const name = validation.name ? `${bold(md.inline(validation.name, 120))}${severity}: ` : '';
  return `${name}${md.inline(validation.message ?? 'failed', max)}`;
}

/** A clause under a check: the table's row when the table lists it, else the clause quoted. */
function clauseLine(reference: Reference, md: MarkdownText, tabled: Tabled): string {
  const row = tabled.get(clauseKey(reference));
  if (row === undefined) return quoteLine(reference, md);
  const where = [
    reference.documentTitle,
    reference.section ? `section ${reference.section}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return `> ${md.inline(where || reference.path || 'spec', 200)}: clause ${row} of *Spec clauses broken* above`;
}

function quoteLine(reference: Reference, md: MarkdownText): string {
  const where = [
    reference.documentTitle,
    reference.section ? `section ${reference.section}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  const strength = reference.strength ? `**${md.inline(reference.strength, 20)}** ` : '';
  const quote = reference.quote ? `: “${md.inline(reference.quote, 600)}”` : '';
  return `> ${strength}${md.inline(where || reference.path || 'spec', 200)}${quote}`;
}

function warningLine(item: GradedCheck, md: MarkdownText): string {
  const warning = item.check.warnings?.[0];
  return `${md.code(item.check.testId)}${warning ? `: ${md.inline(warning.message ?? warning.name ?? '', 300)}` : ''}${flakyMark(item)}`;
}

function unobservableLine(item: GradedCheck, md: MarkdownText): string {
  const why = (item.check.validations ?? []).find((v) => v.unobservable);
  return `${md.code(item.check.testId)}${why?.message ? `: ${md.inline(why.message, 300)}` : ''}`;
}

function unreachedLine(item: GradedCheck, md: MarkdownText): string {
  return `${md.code(item.check.testId)}: not reached (${md.inline(item.check.unreached ?? 'unknown', 40)})`;
}

function renderList(
  title: string,
  list: GradedCheck[],
  line: (c: GradedCheck) => string,
  budget: number,
  /** A line under the list, kept within the budget. */
  footer?: string,
): string {
  const out = [`### ${title} (${list.length})`, ''];
  let used = bytes(out.join('\n')) + (footer ? bytes(footer) + 2 : 0);
  let shown = 0;
  for (const item of list) {
    if (shown >= MAX_SECONDARY_LINES) break;
    const text = `- ${line(item)}`;
    if (used + bytes(text) + 200 > budget) break;
    out.push(text);
    used += bytes(text) + 1;
    shown++;
  }
  if (shown < list.length) out.push(`- … and ${list.length - shown} more (see the report file)`);
  out.push('');
  if (footer) out.push(footer, '');
  return out.join('\n');
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

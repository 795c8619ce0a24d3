/**
 * The result of `run` for a person at a terminal or reading a CI log: the verdict and why, the
 * counts, the first failed checks with what failed and the spec text they break, then what
 * changed since the last run, the share link, and how to reproduce. Plain text, no colour, no
 * control characters; every service string is flattened to one line and bounded.
 */

import type { WrittenFiles } from '../app/run.js';
import { seedLine } from '../app/stopped.js';
import type { Check, Reference } from '../client/index.js';
import { fileServing, OUTPUT_FILES } from '../core/catalogue.js';
import type {
  BrokenClause,
  FlakinessFindings,
  GateResult,
  GradedCheck,
  Regressions,
} from '../core/model.js';
import { baselineHeading, baselineReport, noBaseline } from '../report/baseline-text.js';
import { firstFailedValidation } from '../report/checks.js';
import {
  FLAKY_BEFORE,
  FLAKY_FAILURES_SETTING,
  flakinessHeadline,
  flakinessToTell,
  flakyCount,
  flakyText,
  gradeWithFlakiness,
  newlyFailingApart,
  toleratedText,
} from '../report/flaky.js';
import { trendLine } from '../report/trend.js';
import { clauseDistinctions } from '../util/clause-key.js';
import { formatRate } from '../util/numbers.js';
import { plural } from '../util/text.js';
import { flagName } from './flags.js';
import { oneLine as cutLine, type Redact } from './output.js';
import { reproduceLines } from './render-reproduce.js';
import { JSON_CLAUSES } from './run-result.js';

/** Failed checks shown in full; the rest are counted (all are in the report and JUnit files). */
export const FAILED_CHECKS_SHOWN = 10;
/** Spec clauses broken shown in the human output; --json lists up to 100. */
export const CLAUSES_SHOWN = 5;
/** Flaky checks and tolerated failures named in the human output; the rest are counted. */
export const FLAKY_SHOWN = 10;

export interface RenderContext {
  result: GateResult;
  /** The files written, by key (a line each, as the catalogue names them). */
  files?: WrittenFiles;
  /** --verbose: the curl commands of the first failed checks too. */
  verbose?: boolean;
  /** The invocation's secret store's `redact` (terminal.redact), applied before any text is cut. */
  redact: Redact;
}

/** One line of service text, redacted before it is cut. */
type Line = (text: string, max?: number) => string;

const HEADLINE = { pass: 'PASS', fail: 'FAIL', error: 'NO VERDICT' } as const;

export function renderResult(context: RenderContext): string {
  const { result, files = {}, redact } = context;
  const oneLine: Line = (text, max = 300) => cutLine(text, max, redact);
  const lines: string[] = [];
  lines.push(
    `OCPI conformance: ${result.verdict ? HEADLINE[result.verdict] : 'STARTED (not waiting)'}`,
  );
  lines.push(oneLine(result.reason, 2_000), '');

  lines.push(...gradeLines(result, oneLine));
  lines.push(...regressionLines(result.regressions, oneLine));

  const journey = result.journey;
  if (journey?.runId) {
    const status = journey.status;
    lines.push(
      `Journey run ${journey.runId}${status ? `: ${oneLine(status.status, 40)}` : ''}${status?.runIntegrity ? `, integrity ${oneLine(status.runIntegrity, 40)}` : ''}${status?.workerHealthy === false ? ', worker unhealthy' : ''}.`,
    );
    for (const note of journey.recoveries) lines.push(`  ${oneLine(note)}`);
    if (journey.cancel) lines.push(`  Cancel requested; the service answered ${journey.cancel}.`);
  }

  if (result.share?.url) {
    lines.push(
      `Shared report: ${result.share.url}`,
      `  Revoke the link with: ocpi-conformance runs unshare ${result.reportId}`,
    );
  }
  if (result.share?.warning) lines.push(`Not shared: ${oneLine(result.share.warning, 500)}`);

  const ids = [
    result.reportId && `report ${result.reportId}`,
    result.runId && result.runId !== result.reportId && `run ${result.runId}`,
    result.connection && `connection ${result.connection._id}`,
    result.status && `status ${result.status}`,
  ].filter(Boolean);
  if (ids.length > 0) lines.push(`${capitalise(ids.join(', '))}.`);
  lines.push(seedLine(result, 'pass it back with --seed'));
  for (const { key, file } of OUTPUT_FILES) {
    if (files[key]) lines.push(`${file.label}: ${files[key]}`);
  }
  if (files.attestation) {
    lines.push(`Attestation: ${files.attestation} (check it with ocpi-conformance verify)`);
  }
  lines.push(...reproduceLines({ ...context, resultFile: fileServing(files, 'result')?.file }));
  return lines.join('\n');
}

/** The counts, pass rate, trend, withheld modules, clauses broken, failed checks and notes. */
function gradeLines(result: GateResult, oneLine: Line): string[] {
  // Every failed check carries its flakiness, from the graded check or the grade's findings.
  const grade = gradeWithFlakiness(result.grade);
  if (!grade) return [];
  const lines: string[] = [];
  const c = grade.counts;
  lines.push(
    `Checks: ${c.total} total: ${c.passed} passed, ${c.warned} passed with warnings, ${c.failed} failed, ${c.allowed} allowed failures, ${c.unobservable} unobservable, ${c.unreached} unreached.`,
    `Pass rate: ${grade.passRate === undefined ? 'n/a (nothing graded)' : `${formatRate(grade.passRate)}%`} (threshold ${formatRate(grade.threshold)}%).`,
  );
  if (result.trend) lines.push(trendLine(result.trend));
  if (grade.withheldModules.length > 0) {
    lines.push(`Withheld modules (not run): ${oneLine(grade.withheldModules.join(', '))}.`);
  }
  lines.push('');
  lines.push(...clauseLines(grade.clauses, oneLine));
  if (grade.checks.failed.length > 0) {
    lines.push(...renderFailedChecks(grade.checks.failed, oneLine), '');
  }
  lines.push(...flakyLines(grade.flakiness, oneLine));
  if (grade.notes.length > 0) {
    lines.push('Notes:', ...grade.notes.map((note) => `  - ${oneLine(note, 500)}`), '');
  }
  return lines;
}

/** What changed since the baseline, or why there is none; nothing when baselines are off. */
function regressionLines(regressions: Regressions | undefined, oneLine: Line): string[] {
  const lines: string[] = [];
  const plain = (text: string) => oneLine(text, 200);
  if (regressions && !regressions.previousReportId) {
    lines.push(`${baselineHeading(regressions, plain)}: ${noBaseline(regressions, plain)}`, '');
  }
  if (regressions?.previousReportId) {
    lines.push(
      `${baselineHeading(regressions, plain)} (${baselineReport(regressions, plain)}): ${newlyFailingCounts(regressions)}, ${regressions.recovered.length} recovered, ${regressions.noLongerGraded.length} no longer graded.`,
    );
    const ids = (items: { testId: string }[]) =>
      oneLine(
        items
          .slice(0, 10)
          .map((item) => item.testId)
          .join(', ') + (items.length > 10 ? `, and ${items.length - 10} more` : ''),
        600,
      );
    // A new failure of a check that wavered before is not a regression: it is listed apart.
    const apart = newlyFailingApart(regressions.newlyFailing);
    if (apart.regressions.length > 0) {
      lines.push(`  Newly failing: ${ids(apart.regressions)}`);
    }
    if (apart.flakyBefore.length > 0) {
      lines.push(`  ${capitalise(FLAKY_BEFORE)}: ${flakyIds(apart.flakyBefore, oneLine)}`);
    }
    if (regressions.noLongerGraded.length > 0) {
      lines.push(`  No longer graded: ${ids(regressions.noLongerGraded)}`);
    }
    lines.push(...clauseChanges(regressions, oneLine));
    lines.push('');
  }
  return lines;
}

/** "2 newly failing", and "1 failed, flaky before this change" apart when there is one. */
function newlyFailingCounts(regressions: Regressions): string {
  const apart = newlyFailingApart(regressions.newlyFailing);
  const flaky = apart.flakyBefore.length > 0 ? `, ${apart.flakyBefore.length} ${FLAKY_BEFORE}` : '';
  return `${apart.regressions.length} newly failing${flaky}`;
}

/** "id (flaky: 3 flips in the last 10 runs), …": the first FLAKY_SHOWN, the rest counted. */
function flakyIds(
  items: readonly { testId: string; flaky: { flips: number; runs: number } }[],
  oneLine: Line,
): string {
  const shown = items
    .slice(0, FLAKY_SHOWN)
    .map((item) => `${oneLine(item.testId, 200)} (${flakyText(item.flaky)})`);
  const more = items.length > FLAKY_SHOWN ? `, and ${items.length - FLAKY_SHOWN} more` : '';
  return `${shown.join(', ')}${more}`;
}

/**
 * "Flaky checks (n):", what was looked at (or why nothing is said), the failures tolerated, and
 * the first flaky checks with their flips and runs; none when there is nothing to tell.
 */
function flakyLines(findings: FlakinessFindings | undefined, oneLine: Line): string[] {
  if (!findings || !flakinessToTell(findings)) return [];
  const headline = flakinessHeadline(findings);
  const note = findings.note === undefined ? undefined : oneLine(findings.note, 500);
  const lines = [`Flaky checks${flakyCount(findings)}: ${headline ?? note}`];
  if (headline !== undefined && note !== undefined) lines.push(`  ${note}`);
  if (findings.tolerated.length > 0) {
    const ids = (id: string) => oneLine(id, 200);
    const setting = flagName(FLAKY_FAILURES_SETTING);
    lines.push(`  ${toleratedText(findings.tolerated, setting, ids, FLAKY_SHOWN)}.`);
  }
  for (const check of findings.checks.slice(0, FLAKY_SHOWN)) {
    lines.push(`  ${oneLine(check.testId, 200)} (${check.outcome} now; ${flakyText(check.flaky)})`);
  }
  if (findings.checks.length > FLAKY_SHOWN) {
    lines.push(`  ... and ${plural(findings.checks.length - FLAKY_SHOWN, 'more flaky check')}.`);
  }
  return [...lines, ''];
}

/**
 * "Spec clauses broken (n):" and the first few, most often broken first; none: no lines. Two
 * clauses that would read alike (one section, one strength) say their anchor or first words.
 */
function clauseLines(clauses: readonly BrokenClause[], oneLine: Line): string[] {
  if (clauses.length === 0) return [];
  const lines = [`Spec clauses broken (${clauses.length}):`];
  const strengthOf = (r: Reference) =>
    r.strength ? ` (${oneLine(r.strength.toUpperCase(), 12)})` : '';
  const apart = clauseDistinctions(
    clauses.map((clause) => clause.reference),
    (r) => `${oneLine(clauseWhere(r), 160)}${strengthOf(r)}`,
  );
  clauses.slice(0, CLAUSES_SHOWN).forEach((clause, i) => {
    const r = clause.reference;
    const distinction = apart[i] ? `, ${oneLine(apart[i], 400)}` : '';
    lines.push(
      `  ${oneLine(clauseWhere(r), 160)}${distinction}${strengthOf(r)}: ${plural(clause.checks.length, 'check')} in ${oneLine(clause.modules.join(', ') || 'no module', 200)}`,
    );
  });
  if (clauses.length > CLAUSES_SHOWN) {
    lines.push(
      `  ... and ${clauses.length - CLAUSES_SHOWN} more; --json lists up to ${JSON_CLAUSES}.`,
    );
  }
  return [...lines, ''];
}

/** The clauses newly broken and no longer broken since the baseline. */
function clauseChanges(regressions: Regressions, oneLine: Line): string[] {
  const list = (references: readonly Reference[]) =>
    oneLine(
      references.slice(0, 5).map(clauseWhere).join('; ') +
        (references.length > 5 ? `; and ${references.length - 5} more` : ''),
      600,
    );
  const lines: string[] = [];
  if (regressions.clausesNewlyBroken?.length) {
    lines.push(`  Spec clauses newly broken: ${list(regressions.clausesNewlyBroken)}`);
  }
  if (regressions.clausesNoLongerBroken?.length) {
    lines.push(`  Spec clauses no longer broken: ${list(regressions.clausesNoLongerBroken)}`);
  }
  return lines;
}

function clauseWhere(r: Reference): string {
  return (
    [r.documentTitle ?? r.path, r.section ? `section ${r.section}` : undefined]
      .filter(Boolean)
      .join(', ') || 'spec'
  );
}

function renderFailedChecks(failed: GradedCheck[], oneLine: Line): string[] {
  const lines = [`Failed checks (${failed.length}):`];
  failed.slice(0, FAILED_CHECKS_SHOWN).forEach((item, index) => {
    const check = item.check;
    const where = [item.suiteId, item.module].filter(Boolean).join(', ');
    lines.push(
      `  ${index + 1}. ${oneLine(check.testId, 120)}${check.name ? `: ${oneLine(check.name, 200)}` : ''}${where ? ` (${oneLine(where, 120)})` : ''}`,
    );
    if (item.flaky) lines.push(`     ${capitalise(flakyText(item.flaky))}.`);
    const status = statusLine(check);
    if (status) lines.push(`     ${status}`);
    const validation = firstFailedValidation(check);
    const what = validation?.message ?? validation?.name ?? check.exchange?.error;
    if (what) lines.push(`     Failed: ${oneLine(what, 400)}`);
    const reference = validation?.references?.[0] ?? check.references?.[0];
    const spec = reference && referenceLine(reference, oneLine);
    if (spec) lines.push(`     Spec: ${spec}`);
  });
  if (failed.length > FAILED_CHECKS_SHOWN) {
    lines.push(
      `  ... and ${failed.length - FAILED_CHECKS_SHOWN} more failed checks; write them all with --report-file or --junit.`,
    );
  }
  return lines;
}

function statusLine(check: Check): string | undefined {
  const expected = check.expectedStatus?.length ? check.expectedStatus.join(' or ') : undefined;
  if (expected === undefined && check.actualStatus === undefined) return undefined;
  // "Expected HTTP 200, got 200" would read like a pass: the validations say what failed.
  if (check.actualStatus !== undefined && check.expectedStatus?.includes(check.actualStatus)) {
    return `HTTP ${check.actualStatus}, as expected.`;
  }
  return `Expected HTTP ${expected ?? '(not given)'}, got ${check.actualStatus ?? 'no answer'}.`;
}

/** "“The server SHALL …” (OCPI 2.2.1 Part I, section 8.1, SHALL)". */
function referenceLine(reference: Reference, oneLine: Line): string | undefined {
  const source = [
    reference.documentTitle,
    reference.section && `section ${reference.section}`,
    reference.page !== undefined && `page ${reference.page}`,
    reference.strength,
  ]
    .filter(Boolean)
    .join(', ');
  const quote = reference.quote ? `"${oneLine(reference.quote, 400)}"` : '';
  const text = [quote, source && `(${oneLine(source, 200)})`].filter(Boolean).join(' ');
  return text || undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

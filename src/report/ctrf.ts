/**
 * CTRF (the Common Test Report Format, https://ctrf.io) for the tools that read it; specVersion
 * 0.0.0, the version its specification (spec/ctrf.md) and its reference implementation (the npm
 * package ctrf) give. One test per check, valid against ctrf-io/ctrf's schema/ctrf.schema.json
 * (a copy is in test/fixtures). Outcomes map onto CTRF's five statuses, the gate's own word kept in `rawStatus`:
 *   passed → passed; warned → passed (rawStatus "warned");
 *   failed → failed; allowed → other (rawStatus "allowed": it failed, and allow-failures keeps it
 *   out of the verdict, so `summary.failed` is the grade's failed count);
 *   unobservable → other (rawStatus "unobservable"); unreached → skipped (rawStatus "unreached").
 * `suite` is the OCPI version and the module; `labels` carry them and the clauses the check broke;
 * the gate's own fields (verdict, reason, seed, report id) are under extra["ocpi-conformance.gate"].
 * `flaky` is the gate's own finding (core/flaky.ts: the check's outcome flipped at least twice
 * over the last comparable reports), not CTRF's retry sense: said on every test once enough
 * reports were read (false for a steady check), absent when nothing could be said; a flaky test's
 * flips and runs are in its extra["ocpi-conformance.gate"], and summary.flaky counts them. A
 * failure the flaky-failures setting tolerated is `other` like any allowed failure, its message
 * and extra saying it was tolerated.
 * Every text is passed through `redact` before it is put in JSON.
 */

import type { Check, RunReport } from '../client/index.js';
import type { CheckOutcome, Grade, GradedCheck } from '../core/model.js';
import { inertText } from '../util/text.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from '../version.js';
import { clausesByCheck, clauseText, firstFailedValidation } from './checks.js';
import { type CheckFlakiness, checkFlakiness, toleratedFailureText } from './flaky.js';
import { keepText, type Redact } from './markdown.js';

export const CTRF_SPEC_VERSION = '0.0.0';
/** The key of the gate's own fields in CTRF's `extra` objects: namespaced, as the spec asks (4.6.1). */
export const CTRF_EXTRA_KEY = 'ocpi-conformance.gate';

export type CtrfStatus = 'passed' | 'failed' | 'skipped' | 'pending' | 'other';

/** Each outcome's CTRF status, and the raw status kept beside it (none for a plain pass). */
export const CTRF_STATUS: Record<CheckOutcome, { status: CtrfStatus; rawStatus?: string }> = {
  passed: { status: 'passed' },
  warned: { status: 'passed', rawStatus: 'warned' },
  failed: { status: 'failed', rawStatus: 'failed' },
  allowed: { status: 'other', rawStatus: 'allowed' },
  unobservable: { status: 'other', rawStatus: 'unobservable' },
  unreached: { status: 'skipped', rawStatus: 'unreached' },
};

export interface CtrfContext {
  report: RunReport;
  /** The grade of the report: each check's outcome is read from it, never worked out again. */
  grade: Grade;
  /** The run's start and end, in epoch milliseconds. */
  start: number;
  stop: number;
  /** The gate's own fields, put under results.extra["ocpi-conformance.gate"]. */
  gate?: {
    verdict?: string;
    reason?: string;
    seed?: string;
    reportId?: string;
    runId?: string;
    legs?: string;
  };
  /** CTRF's environment fields that are known (buildUrl, commit, branchName). */
  environment?: { buildUrl?: string; commit?: string; branchName?: string };
  /** Applied to every text: the front end's secret store's `redact`. */
  redact?: Redact;
}

export interface CtrfSummary {
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  pending: number;
  other: number;
  /** Tests the gate found flaky (0 when nothing could be said). */
  flaky: number;
}

export function renderCtrf(context: CtrfContext): string {
  return [...ctrfParts(context)].join('\n');
}

/**
 * The document as lines to be joined by line breaks, one test a line, made as they are asked
 * for: a writer holds one test, not the document. A test's JSON is one line, so that a secret
 * (masked again line by line by the writer) never straddles two.
 */
export function* ctrfParts(context: CtrfContext): Generator<string> {
  const summary = { ...ctrfSummary(context), start: context.start, stop: context.stop };
  const redact = context.redact ?? keepText;
  yield* ctrfHead(summary, context.environment ?? {}, redact);
  yield* ctrfTestLines(context);
  yield ctrfTail(context.gate ?? {}, redact);
}

export type CtrfTotals = CtrfSummary & { start: number; stop: number };

/** The document's lines before its tests: format, tool, summary, environment. */
export function ctrfHead(
  summary: CtrfTotals,
  environment: NonNullable<CtrfContext['environment']>,
  redact: Redact = keepText,
): string[] {
  const lines = [
    `{"reportFormat":"CTRF","specVersion":"${CTRF_SPEC_VERSION}","timestamp":${JSON.stringify(new Date(summary.stop).toISOString())},"generatedBy":"${PACKAGE_NAME}","results":{`,
    `"tool":${JSON.stringify({ name: PACKAGE_NAME, version: PACKAGE_VERSION })},`,
    `"summary":${JSON.stringify(summaryFields(summary))},`,
  ];
  const known = definedFields(environment, redact);
  if (Object.keys(known).length > 0) lines.push(`"environment":${JSON.stringify(known)},`);
  lines.push('"tests":[');
  return lines;
}

/** The summary as written: `flaky` only when a test is flaky, as CTRF's own summary counts it. */
function summaryFields(summary: CtrfTotals): Partial<CtrfTotals> {
  if (summary.flaky > 0) return summary;
  const { flaky: _none, ...rest } = summary;
  return rest;
}

/**
 * A report's tests as JSON lines, each but the very first of the document led by a comma
 * (`first`: whether this report's first test is the document's first).
 */
export function* ctrfTestLines(
  context: Omit<CtrfContext, 'start' | 'stop'>,
  { first = true, leg }: { first?: boolean; leg?: string } = {},
): Generator<string> {
  let lead = first ? '' : ',';
  for (const test of ctrfTests(context, leg)) {
    yield `${lead}${JSON.stringify(test)}`;
    lead = ',';
  }
}

/** The document's end: the gate's own fields under results.extra["ocpi-conformance.gate"]. */
export function ctrfTail(
  gate: NonNullable<CtrfContext['gate']>,
  redact: Redact = keepText,
): string {
  return `],"extra":${JSON.stringify({ [CTRF_EXTRA_KEY]: definedFields(gate, redact) })}}}\n`;
}

/** The counts of a report's tests by CTRF status, without making the tests. */
/** Every count at zero: where a summary is added up. */
export function emptyCtrfSummary(): CtrfSummary {
  return { tests: 0, passed: 0, failed: 0, skipped: 0, pending: 0, other: 0, flaky: 0 };
}

export function ctrfSummary({ report, grade }: Pick<CtrfContext, 'report' | 'grade'>): CtrfSummary {
  const outcomeOf = outcomesByCheck(grade);
  const flakyOf = checkFlakiness(grade);
  const summary = emptyCtrfSummary();
  for (const suite of report.suites ?? []) {
    for (const check of suite.checks) {
      summary.tests++;
      summary[CTRF_STATUS[outcomeOf.get(check) ?? 'passed'].status]++;
      if (flakyOf?.(check)) summary.flaky++;
    }
  }
  return summary;
}

/** `flaky` and the flips and runs in extra, for a report whose flakiness could be told. */
function flakyFields(
  check: Check,
  flakyOf: CheckFlakiness | undefined,
  tolerated: boolean,
): Record<string, unknown> {
  if (!flakyOf) return {};
  const flaky = flakyOf(check);
  if (!flaky) return { flaky: false };
  const gate = { flips: flaky.flips, runs: flaky.runs };
  if (tolerated) Object.assign(gate, { tolerated: true });
  return { flaky: true, extra: { [CTRF_EXTRA_KEY]: gate } };
}

/** The tests of a report, one per check, made one at a time. */
export function* ctrfTests(
  context: Omit<CtrfContext, 'start' | 'stop'>,
  leg?: string,
): Generator<Record<string, unknown>> {
  const { report, grade } = context;
  // Inert (util/text.ts): CTRF readers show these texts on pages, where a bidi override would
  // reorder them; line breaks stay in the trace.
  const redact = (text: string) => inertText((context.redact ?? keepText)(text));
  const outcomeOf = outcomesByCheck(grade);
  const clausesOf = clausesByCheck(grade);
  const flakyOf = checkFlakiness(grade);
  const tolerated = new Set(grade.flakiness?.tolerated ?? []);
  const ocpiVersion = report.ocpiVersion ?? 'unknown';
  for (const suite of report.suites ?? []) {
    const module = suite.module ?? suite.suiteId;
    for (const check of suite.checks) {
      const outcome = outcomeOf.get(check) ?? 'passed';
      const { status, rawStatus } = CTRF_STATUS[outcome];
      const clauses = clausesOf.get(check.testId);
      const isTolerated = outcome === 'allowed' && tolerated.has(check.testId);
      const test: Record<string, unknown> = {
        name: redact(check.name ? `${check.testId}: ${check.name}` : check.testId),
        testId: redact(check.testId),
        status,
        ...(rawStatus ? { rawStatus } : {}),
        duration: check.exchange?.latencyMs ?? 0,
        suite: (leg === undefined ? [ocpiVersion, module] : [leg, ocpiVersion, module]).map(redact),
        labels: {
          ...(leg === undefined ? {} : { leg: redact(leg) }),
          ocpiVersion: redact(ocpiVersion),
          module: redact(module),
          suite: redact(suite.suiteId),
          ...(clauses?.length ? { clauses: clauses.map(redact) } : {}),
        },
        ...flakyFields(check, flakyOf, isTolerated),
      };
      const message = messageOf(check, isTolerated ? 'tolerated' : outcome);
      if (message) test.message = redact(message);
      if (outcome === 'failed' || outcome === 'allowed') test.trace = redact(failureTrace(check));
      yield test;
    }
  }
}

/**
 * Why a check did not plainly pass, in one line; undefined for a pass. `tolerated`: an allowed
 * failure of a flaky check, kept out of the verdict by the flaky-failures setting.
 */
function messageOf(check: Check, outcome: CheckOutcome | 'tolerated'): string | undefined {
  const failed = firstFailedValidation(check)?.message ?? check.exchange?.error ?? 'check failed';
  switch (outcome) {
    case 'failed':
      return failed;
    case 'tolerated':
      return toleratedFailureText(failed);
    case 'allowed':
      return `allowed failure (allow-failures): ${failed}`;
    case 'warned':
      return `passed with warnings: ${(check.warnings ?? []).map((w) => w.message ?? w.name ?? 'warning').join('; ')}`;
    case 'unreached':
      return `not reached (${check.unreached}): a check it depends on did not pass`;
    case 'unobservable':
      return `unobservable: ${check.validations?.find((v) => v.unobservable)?.message ?? 'the service could not observe this behaviour'}`;
    default:
      return undefined;
  }
}

/** The failed validations with the clauses they cite, the status and the request, as lines. */
function failureTrace(check: Check): string {
  const lines: string[] = [];
  const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
  if (expected || check.actualStatus !== undefined) {
    lines.push(
      `Expected HTTP ${expected?.join(' or ') ?? 'n/a'}, got ${check.actualStatus ?? 'no response'}.`,
    );
  }
  for (const validation of check.validations ?? []) {
    if (validation.passed !== false) continue;
    lines.push(
      `- ${validation.name ? `${validation.name}: ` : ''}${validation.message ?? 'failed'}`,
    );
    for (const reference of validation.references ?? []) lines.push(`  ${clauseText(reference)}`);
  }
  const request = check.exchange?.request;
  if (request?.method || request?.url)
    lines.push(`Request: ${request.method ?? ''} ${request.url ?? ''}`.trimEnd());
  if (check.exchange?.error) lines.push(`Transport error: ${check.exchange.error}`);
  return lines.join('\n');
}

function outcomesByCheck(grade: Grade): Map<Check, CheckOutcome> {
  const outcomes = new Map<Check, CheckOutcome>();
  for (const [outcome, checks] of Object.entries(grade.checks) as [CheckOutcome, GradedCheck[]][]) {
    for (const graded of checks) outcomes.set(graded.check, outcome);
  }
  return outcomes;
}

/** The fields that have a value, their texts redacted. */
function definedFields(
  fields: Record<string, string | undefined>,
  redact: Redact,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value) kept[key] = redact(value);
  return kept;
}

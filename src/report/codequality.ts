/**
 * A GitLab code quality report (`artifacts: reports: codequality`): the subset of the Code
 * Climate issue format GitLab reads (docs.gitlab.com/ci/testing/code_quality/, "Implement a custom
 * tool"), a JSON array with one entry per failed check:
 *   description  the check, what failed and the spec clause it broke (its quote, cut);
 *   check_name   the check's test id;
 *   fingerprint  a SHA-256 of what failed, not of where or when it ran: the leg (in a merge), the
 *                report's OCPI version, the suite, the test id and the clause (util/clause-key.ts,
 *                whatever strength a citation gives it). The same check failing on the same clause
 *                has the same fingerprint in every run, so GitLab's merge request widget shows the
 *                failures a change brings and those it fixes; the seed, report, connection, service
 *                and time are not in it;
 *   severity     critical for a clause that says SHALL, MUST or REQUIRED, else major;
 *   location     the file the caller names (the journey file, the CI file that runs the job), at
 *                line 1: a check fails in the partner's system, not at a line of the repository.
 * Allowed failures are not failed checks, and warned checks passed: neither has an entry. Every
 * text is passed through `redact` before it is put in JSON; an entry is one line, so that a writer
 * masking line by line never sees a secret straddle two.
 */
import type { Reference } from '../client/index.js';
import type { Grade, GradedCheck } from '../core/model.js';
import { clauseKey } from '../util/clause-key.js';
import { sha256 } from '../util/digest.js';
import { endSentence, inertLine } from '../util/text.js';
import { clauseText, firstFailedValidation } from './checks.js';
import { keepText, type Redact } from './markdown.js';

export type CodeQualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

/** One entry, in GitLab's field order. */
export interface CodeQualityEntry {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: CodeQualitySeverity;
  location: { path: string; lines: { begin: number } };
}

export interface CodeQualityContext {
  /** The failed checks are read from it, never worked out again. */
  grade: Pick<Grade, 'checks'>;
  /** The report's OCPI version (RunReport.ocpiVersion), part of each fingerprint. */
  ocpiVersion?: string;
  /** The file every entry points at, relative to the repository. */
  path: string;
  /** The leg, in a merge: named first in each description, and part of each fingerprint. */
  leg?: string;
  /** Applied to every text: the front end's secret store's `redact`. */
  redact?: Redact;
}

/** A clause's strength that makes its failure critical. */
const CRITICAL = new Set(['SHALL', 'MUST', 'REQUIRED']);
/** Characters of a validation's message, and of a clause's quote, in a description. */
const MESSAGE_CHARS = 500;
const QUOTE_CHARS = 300;

/** The entries of the failed checks, in the grade's order. */
export function codeQualityEntries(context: CodeQualityContext): CodeQualityEntry[] {
  return context.grade.checks.failed.map((item) => codeQualityEntry(item, context));
}

/**
 * The document as lines to be joined by line breaks: `[`, an entry a line (each after the first
 * led by a comma), `]`.
 */
export function* codeQualityLines(context: CodeQualityContext): Generator<string> {
  yield '[';
  yield* codeQualityEntryLines(context, true);
  yield ']';
}

/** The entries as lines, each led by a comma unless it is the document's first (`first`). */
export function* codeQualityEntryLines(
  context: CodeQualityContext,
  first: boolean,
): Generator<string> {
  let lead = first ? '' : ',';
  for (const entry of codeQualityEntries(context)) {
    yield `${lead}${JSON.stringify(entry)}`;
    lead = ',';
  }
}

/** One failed check's entry. */
export function codeQualityEntry(
  item: GradedCheck,
  context: Omit<CodeQualityContext, 'grade'>,
): CodeQualityEntry {
  const redact = context.redact ?? keepText;
  const { check } = item;
  const validation = firstFailedValidation(check);
  const clause = validation?.references?.[0] ?? check.references?.[0];
  return {
    description: description(item, clause, context.leg, redact),
    check_name: line(redact, check.testId, 200),
    fingerprint: codeQualityFingerprint(item, clause, context),
    severity: severityOf(clause),
    location: { path: context.path, lines: { begin: 1 } },
  };
}

/** The digest of what failed (see the head of this file), apart from the run it failed in. */
export function codeQualityFingerprint(
  item: Pick<GradedCheck, 'suiteId'> & { check: { testId: string } },
  clause: Reference | undefined,
  context: Pick<CodeQualityContext, 'ocpiVersion' | 'leg'>,
): string {
  return sha256(
    JSON.stringify([
      'ocpi-conformance codequality 1',
      context.leg ?? '',
      context.ocpiVersion ?? '',
      item.suiteId,
      item.check.testId,
      clause ? clauseKey(clause) : '',
    ]),
  );
}

function severityOf(clause: Reference | undefined): CodeQualitySeverity {
  return CRITICAL.has((clause?.strength ?? '').trim().toUpperCase()) ? 'critical' : 'major';
}

/** "leg: testId (name, module) failed: what failed. Clause: SHALL OCPI 2.2.1, section 8.3 “…”." */
function description(
  item: GradedCheck,
  clause: Reference | undefined,
  leg: string | undefined,
  redact: Redact,
): string {
  const { check } = item;
  const validation = firstFailedValidation(check);
  const about = [check.name, item.module].filter(Boolean).join(', ');
  const what = validation?.message ?? validation?.name ?? check.exchange?.error;
  const head = `${leg ? `${line(redact, leg, 200)}: ` : ''}${line(redact, check.testId, 200)}`;
  const failed = `${head}${about ? ` (${line(redact, about, 300)})` : ''} failed`;
  const sentence = endSentence(what ? `${failed}: ${line(redact, what, MESSAGE_CHARS)}` : failed);
  if (!clause) return sentence;
  // The quote ends the sentence: its own full stop, or one after it (no `.”.`).
  const where = `Clause: ${line(redact, clauseText(clause), 300)}`;
  const quote = clause.quote && line(redact, clause.quote, QUOTE_CHARS);
  const said = quote ? `${where} “${quote}”` : where;
  return `${sentence} ${quote && /[.!?]$/.test(quote) ? said : endSentence(said)}`;
}

/** One line of service text: redacted, whitespace collapsed, cut with an ellipsis, made inert. */
function line(redact: Redact, text: string, max: number): string {
  const flat = redact(text).replace(/\s+/g, ' ').trim();
  return inertLine(flat.length > max ? `${flat.slice(0, max)}…` : flat);
}

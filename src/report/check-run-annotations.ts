/**
 * The check run's annotations: one for every failed check (level failure) and every warned check
 * (level warning), unlike workflow-command annotations, of which GitHub shows 10 a step. Each names
 * the check id, why it failed and the spec clause quoted, in plain text (GitHub shows annotation
 * text as it is); `raw_details` holds the redacted exchange, cut safely within GitHub's 64 KB.
 * Where each points (a file of the repository and a line) is the front end's to say.
 */
import type { Reference } from '../client/index.js';
import { inertLine, inertText } from '../util/text.js';
import { cutToBytes, utf8Bytes } from './bytes.js';
import type { CheckFinding } from './check-run-detail.js';
import { firstFailedValidation } from './checks.js';
import { exchangeText } from './exchange-text.js';
import { flakyText } from './flaky.js';
import { keepText, type Redact } from './markdown.js';

/** GitHub's limit for an annotation's message and its raw details: 64 KB. */
export const ANNOTATION_FIELD_BYTES = 65_535;
/** GitHub's limit for an annotation's title, in characters. */
const TITLE_CHARS = 255;
/** Characters of a quote, and of a message, in an annotation (the HTML report has them whole). */
const QUOTE_CHARS = 2000;

/** A file of the repository and a line in it. */
export interface AnnotationPlace {
  path: string;
  line: number;
}

/** An annotation as the Checks API takes it. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning';
  title: string;
  message: string;
  raw_details?: string;
}

export interface AnnotationOptions {
  /** Where a check's annotation points. */
  place: (finding: CheckFinding) => AnnotationPlace;
  /** Where the whole exchange is, for the line that says the details were cut. */
  wholeIn: string;
  redact?: Redact;
}

/** Every failed check's annotation, then every warned check's. */
export function checkRunAnnotations(
  failed: readonly CheckFinding[],
  warned: readonly CheckFinding[],
  options: AnnotationOptions,
): CheckAnnotation[] {
  return [
    ...failed.map((finding) => annotationOf(finding, 'failure', options)),
    ...warned.map((finding) => annotationOf(finding, 'warning', options)),
  ];
}

function annotationOf(
  finding: CheckFinding,
  level: CheckAnnotation['annotation_level'],
  { place, wholeIn, redact = keepText }: AnnotationOptions,
): CheckAnnotation {
  const check = finding.item.check;
  const at = place(finding);
  const line = (text: string, max = QUOTE_CHARS) => oneLine(redact(text), max);
  const scope = finding.leg ? ` (${line(finding.leg, 120)})` : '';
  const annotation: CheckAnnotation = {
    path: at.path,
    start_line: at.line,
    end_line: at.line,
    annotation_level: level,
    title: oneLine(`OCPI conformance${scope}: ${line(check.testId, 200)}`, TITLE_CHARS),
    message: cutToBytes(messageOf(finding, level, line).join('\n'), ANNOTATION_FIELD_BYTES),
  };
  if (check.exchange) {
    const details = inertText(redact(exchangeText(check.exchange)));
    annotation.raw_details = cutDetails(details, wholeIn);
  }
  return annotation;
}

/** Check id and name, why, the clause quoted, flakiness, the leg: a line each. */
function messageOf(
  { item, leg }: CheckFinding,
  level: CheckAnnotation['annotation_level'],
  line: (text: string, max?: number) => string,
): string[] {
  const check = item.check;
  const lines = [
    `Check ${line(check.testId, 200)}${check.name ? `: ${line(check.name, 300)}` : ''}`,
  ];
  const validation = level === 'failure' ? firstFailedValidation(check) : (check.warnings ?? [])[0];
  const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
  if (level === 'failure' && expected && !expected.includes(check.actualStatus as number)) {
    lines.push(
      `Expected HTTP ${expected.join(' or ')}, got ${check.actualStatus ?? 'no response'}.`,
    );
  }
  if (validation) {
    const name = validation.name ? `${line(validation.name, 200)}: ` : '';
    lines.push(
      `${level === 'failure' ? 'Failed' : 'Warning'}: ${name}${line(validation.message ?? 'failed')}`,
    );
  } else if (check.exchange?.error) {
    lines.push(`Transport error: ${line(check.exchange.error)}`);
  }
  const reference = validation?.references?.[0] ?? check.references?.[0];
  if (reference) lines.push(clauseText(reference, line));
  if (item.flaky) lines.push(`This check is ${flakyText(item.flaky)}.`);
  if (leg) lines.push(`Leg: ${line(leg, 200)}`);
  return lines;
}

/** "SHALL — OCPI 2.2.1 Part I, section 8.3: “quote”". */
function clauseText(reference: Reference, line: (text: string, max?: number) => string): string {
  const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
    .filter(Boolean)
    .join(', ');
  const strength = reference.strength ? `${line(reference.strength.toUpperCase(), 20)} — ` : '';
  const quote = reference.quote ? `: “${line(reference.quote)}”` : '';
  return `Clause: ${strength}${line(where || reference.path || 'spec', 300)}${quote}`;
}

/** The details within 64 KB; a cut says so and where the whole exchange is. */
function cutDetails(details: string, wholeIn: string): string {
  if (utf8Bytes(details) <= ANNOTATION_FIELD_BYTES) return details;
  const note = `\n… (cut here to keep within GitHub's 64 KB for annotation details; the whole exchange is in ${wholeIn})`;
  return `${cutToBytes(details, ANNOTATION_FIELD_BYTES - utf8Bytes(note))}${note}`;
}

/** One line of plain text, inert, at most `max` characters. */
function oneLine(text: string, max: number): string {
  const flat = inertLine(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(flat[max - 2] ?? '') ? max - 2 : max - 1;
  return `${flat.slice(0, end)}…`;
}

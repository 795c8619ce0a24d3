/**
 * What a check of a streamed run-list page keeps, and what the values kept hold in memory.
 *
 * What a check keeps (leanCheck): everything but
 * - the exchange of a check that passed cleanly (no warnings, observed, reached): only its
 *   latencyMs and error stay (JUnit's time, the HTML page's note). Nothing shows such an exchange
 *   but the report file, which gets the whole check.
 * - the `details` of a validation that passed: nothing shows them (the HTML page leaves them out).
 * What is kept is validated (CheckSchema, run-list-stream.ts); what is dropped is not, since
 * nothing reads it.
 *
 * What it holds: heldSize counts a value as PAGE_HELD_MAX_BYTES bounds it (run-list-stream.ts),
 * and SharedValues holds the references and short texts that recur across a page's checks once.
 */
import type { Check, Reference } from './run-report.js';

type Json = Record<string, unknown>;

/**
 * A check without what nothing but the report file reads (see the module's comment). Works on the
 * freshly parsed check, which nobody else holds.
 */
export function leanCheck(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const check = raw as Json;
  const exchange = check.exchange;
  if (isClean(check) && typeof exchange === 'object' && exchange !== null) {
    const { latencyMs, error } = exchange as Json;
    const stub: Json = {};
    if (latencyMs !== undefined) stub.latencyMs = latencyMs;
    if (error !== undefined) stub.error = error;
    check.exchange = stub;
  }
  const validations = check.validations;
  if (Array.isArray(validations)) {
    for (const validation of validations) {
      if (
        typeof validation === 'object' &&
        validation !== null &&
        validation.passed === true &&
        validation.unobservable !== true
      ) {
        validation.details = undefined;
      }
    }
  }
  return check;
}

/** A check that passed with no warning, observed and reached: leanCheck drops its exchange. */
function isClean(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const check = raw as Json;
  const warnings = check.warnings;
  return (
    check.passed === true &&
    check.unobservable !== true &&
    !check.unreached &&
    !(Array.isArray(warnings) && warnings.length > 0)
  );
}

/** A property's or element's slot (a pointer, or a small number in place). */
const SLOT = 8;
/**
 * The header of an object, array or string, or a number held on its own; rounded up for what the
 * collector needs around many small objects (an endless page of two-field checks, the most of
 * them, peaked at about 370 MB under PAGE_HELD_MAX_BYTES).
 */
const HEADER = 32;

/**
 * About what a parsed value holds in memory, and not much less: V8's headers and slots, and each
 * string's text, never less than the string's own (one byte a character, or two): a short one at
 * two bytes a character, a long one at its bytes of UTF-8 (measured, as counting costs more).
 */
export function heldSize(value: unknown): number {
  // A stack, not recursion: a recorded body may nest deeper than the call stack reaches.
  const pending: unknown[] = [value];
  let size = 0;
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      size += HEADER + (item.length <= 256 ? 2 * item.length : Buffer.byteLength(item));
    } else if (typeof item === 'number') size += HEADER;
    else if (typeof item === 'object' && item !== null) {
      size += HEADER;
      if (Array.isArray(item)) {
        for (const child of item) {
          size += SLOT;
          pending.push(child);
        }
      } else {
        for (const key in item) {
          size += SLOT;
          pending.push((item as Json)[key]);
        }
      }
    }
  }
  return size;
}

/** A check's fields that SharedValues holds once for the page, and counts itself. */
const SHARED_CHECK_FIELDS = new Set(['references', 'sourceCitations', 'name', 'transportKind']);
const SHARED_VALIDATION_FIELDS = new Set(['references', 'name', 'message', 'severity']);

/** heldSize of a check after SharedValues.shareIn, less what SharedValues counts. */
export function sharedCheckSize(check: Check): number {
  let size = HEADER;
  for (const key in check) {
    size += SLOT;
    if (SHARED_CHECK_FIELDS.has(key)) continue;
    const field = (check as Json)[key];
    if (key !== 'validations' && key !== 'warnings') {
      size += heldSize(field);
      continue;
    }
    for (const validation of (field ?? []) as Json[]) {
      size += SLOT + HEADER;
      for (const name in validation) {
        size += SLOT + (SHARED_VALIDATION_FIELDS.has(name) ? 0 : heldSize(validation[name]));
      }
    }
  }
  return size;
}

/**
 * One object per distinct spec reference, and one string per distinct short repeated text. Every
 * check cites a handful of clauses, and the same few hundred clauses are cited by tens of thousands
 * of checks; the same validation names, messages and severities recur as often. JSON.parse makes a
 * new string for each, so a 50,000-check report holds each of them tens of thousands of times:
 * held once each, the report takes about a third less memory (references) and a fifth less again
 * (texts). Renderers only read these values.
 */
export class SharedValues {
  private readonly byKey = new Map<string, Reference>();
  private readonly texts = new Map<string, string>();
  /** What the values handed out since the last takeAdded hold that no check held before. */
  private added = 0;

  /** heldSize of the references and texts first held since the last call. */
  takeAdded(): number {
    const added = this.added;
    this.added = 0;
    return added;
  }

  shareIn(check: Check): Check {
    if (check.references) check.references = this.share(check.references);
    if (check.sourceCitations) check.sourceCitations = this.share(check.sourceCitations);
    check.name = this.text(check.name);
    check.transportKind = this.text(check.transportKind);
    for (const list of [check.validations, check.warnings]) {
      for (const validation of list ?? []) {
        if (validation.references) validation.references = this.share(validation.references);
        validation.name = this.text(validation.name);
        validation.message = this.text(validation.message);
        validation.severity = this.text(validation.severity);
      }
    }
    return check;
  }

  private share(references: Reference[]): Reference[] {
    this.added += HEADER + SLOT * references.length;
    return references.map((reference) => {
      const key = referenceKey(reference);
      const known = this.byKey.get(key);
      if (known) return known;
      this.byKey.set(key, reference);
      this.added += heldSize(reference);
      return reference;
    });
  }

  /**
   * The text held once. Bounded: a report whose texts are all distinct (messages quoting values)
   * gains nothing, and the table would only add to what it holds; short texts only, for the same
   * reason.
   */
  private text(value: string | undefined): string | undefined {
    if (value === undefined) return value;
    const known = value.length > SHARED_TEXT_MAX_LENGTH ? undefined : this.texts.get(value);
    if (known !== undefined) return known;
    this.added += heldSize(value);
    if (value.length <= SHARED_TEXT_MAX_LENGTH && this.texts.size < SHARED_TEXTS_MAX) {
      this.texts.set(value, value);
    }
    return value;
  }
}

/** Texts shared by SharedValues: at most this many distinct ones, each at most this long. */
const SHARED_TEXTS_MAX = 20_000;
const SHARED_TEXT_MAX_LENGTH = 200;

const REFERENCE_FIELDS = new Set([
  'path',
  'section',
  'anchor',
  'documentTitle',
  'page',
  'strength',
  'quote',
]);

/** Equal for equal references: their known fields, or their JSON when they carry others. */
function referenceKey(reference: Reference): string {
  for (const field in reference) {
    if (!REFERENCE_FIELDS.has(field)) return JSON.stringify(reference);
  }
  const { path, section, anchor, documentTitle, page, strength, quote } = reference;
  return `${path}\u0000${section}\u0000${anchor}\u0000${documentTitle}\u0000${page}\u0000${strength}\u0000${quote}`;
}

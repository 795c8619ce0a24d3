/**
 * A run-list page read as a stream (GET /testing/runs): the envelope, each entry's own fields, and
 * each suite's fields are kept as they are; each check is parsed on its own, trimmed to what the
 * gate and its renderers use, and validated, so that a page holding a 50,000-check report is never
 * in memory whole. One entry (the report being graded) can be written, redacted, to a file as it
 * streams: the report file is then a copy of what the service sent, not a re-serialization.
 *
 * What a check keeps (leanCheck): everything but
 * - the exchange of a check that passed cleanly (no warnings, observed, reached): only its
 *   latencyMs and error stay (JUnit's time, the HTML page's note). Nothing shows such an exchange
 *   but the report file, which gets the whole check.
 * - the `details` of a validation that passed: nothing shows them (the HTML page leaves them out).
 * What is kept is validated (CheckSchema); what is dropped is not, since nothing reads it.
 *
 * A check that breaks the schema does not stop the read: the entry remembers its first problem
 * and Runs.parseEntry (ServiceClient.parseRunEntry) throws it when that entry is used, as for an entry read whole.
 *
 * Memory: PAGE_MAX_BYTES bounds the bytes read, PAGE_VALUE_MAX_BYTES one value, and
 * PAGE_HELD_MAX_BYTES what is kept of them (heldSize): a page of failing checks is kept almost
 * whole, so the bytes read alone do not bound it.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { maskUnderSensitiveKey } from '../util/credentials.js';
import {
  type JsonPlace,
  JsonScanner,
  JsonSyntaxError,
  JsonValueLimitError,
} from '../util/json-scan.js';
import { formatBytes } from '../util/numbers.js';
import { isSensitiveKey, type Redactor } from '../util/redaction.js';
import { describeIssues } from '../util/schema-issues.js';
import { BodyLimitError } from './errors.js';
import { type Check, CheckSchema, type Reference, RunReportSchema } from './schemas.js';

export interface RunListStreamOptions {
  redactor: Redactor;
  /**
   * Write the entry of this report id, redacted, to `file` (replaced) as it streams, after `room`
   * bytes left unwritten at the file's start (ReportSpool.room).
   */
  spool?: { reportId: string; file: string; room?: number };
  /** Stop with a BodyLimitError once the body is longer than this many bytes; default PAGE_MAX_BYTES. */
  maxBytes?: number;
}

/**
 * The longest run-list page read (and so spooled to disk): a report of 50,000 checks is a page of
 * about 232 MB. Past it, a service that never ends its answer is stopped.
 */
export const PAGE_MAX_BYTES = 384 * 1024 * 1024;
/** The longest single value of a page (one check, one field): an endless string stops here. */
export const PAGE_VALUE_MAX_BYTES = 16 * 1024 * 1024;
/**
 * The most a page's kept values may hold in memory (as heldSize counts it): what stays of its
 * checks (a check that failed, warned or was not observed is kept whole, with its exchange; one
 * that passed cleanly without it) and the other fields of its entries and suites. PAGE_MAX_BYTES
 * alone does not bound memory: a page of failing checks with large exchanges is kept almost whole
 * (an endless one reached 660 MB before the page's limit stopped it). A report of 50,000 checks,
 * a third failing (the benchmark's fixture, 231 MB of JSON), holds about 110 MiB.
 */
export const PAGE_HELD_MAX_BYTES = 128 * 1024 * 1024;

export interface StreamedRunList {
  /** The body as JSON.parse would give it, with each check trimmed (leanCheck). */
  body: unknown;
  /** `spool.file` holds the whole entry of `spool.reportId`, redacted. */
  spooled: boolean;
  /** Bytes of the body read. */
  bytes: number;
  /** Bytes the values kept hold, as PAGE_HELD_MAX_BYTES counts them. */
  heldBytes: number;
}

/** Entries read by a stream, with the first problem found in their checks, if any. */
const streamedEntries = new WeakMap<object, { problem: string | undefined }>();

/** An entry read by readRunListStream: its checks were validated on the way. */
export function streamedEntry(entry: object): { problem: string | undefined } | undefined {
  return streamedEntries.get(entry);
}

/**
 * Marks the copies the envelope's schema made of streamed entries (zod's objects are copies) as
 * streamed too, so that their checks are not validated a second time. `originals` is the body's
 * `data`, in the same order as `copies`.
 */
export function carryStreamed(copies: readonly object[], originals: unknown): void {
  if (!Array.isArray(originals)) return;
  copies.forEach((copy, i) => {
    const original = originals[i];
    const state =
      typeof original === 'object' && original !== null && streamedEntries.get(original);
    if (state) streamedEntries.set(copy, state);
  });
}

/** The entry's fields held in memory before its id is known, at most (then it is not spooled). */
const SPOOL_PENDING_MAX = 1_048_576;
/** The spool's write buffer: encoded text gathered before one write to the file. */
const SPOOL_WRITE_BYTES = 1_048_576;

// Depths of the page: the envelope 0, its fields 1, entries 2, their fields 3, suites 4, their
// fields 5, checks 6.
const ENTRY = 2;
const SUITE = 4;
const CHECK = 6;

/** Reads a run-list page from its body's chunks. Throws JsonSyntaxError on a body that is not JSON. */
export async function readRunListStream(
  chunks: AsyncIterable<Buffer>,
  options: RunListStreamOptions,
): Promise<StreamedRunList> {
  const reader = new RunListAssembler(options);
  const scanner = new JsonScanner(reader, PAGE_VALUE_MAX_BYTES);
  const maxBytes = options.maxBytes ?? PAGE_MAX_BYTES;
  let bytes = 0;
  try {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        throw new BodyLimitError(
          'GET /testing/runs',
          options.maxBytes === undefined
            ? `The service's answer to GET /testing/runs is longer than ${formatBytes(maxBytes)}, the most read of one run-list page, so reading stopped there. The service (or a proxy in front of it) sent more than any report holds; report it if it stays.`
            : `The run list's page is longer than the ${formatBytes(maxBytes)} left to read, so reading stopped there.`,
        );
      }
      scanner.write(chunk);
    }
    scanner.end();
  } catch (error) {
    if (!(error instanceof JsonValueLimitError)) throw error;
    throw new BodyLimitError(
      'GET /testing/runs',
      `One value in the service's answer to GET /testing/runs is longer than ${formatBytes(error.limit)}, the most read of a single check or field, so reading stopped there. The service (or a proxy in front of it) sent more than any check holds; report it if it stays.`,
      'value',
    );
  } finally {
    reader.spool?.abandon();
  }
  return {
    body: scanner.empty ? {} : reader.root,
    spooled: reader.spooled,
    bytes,
    heldBytes: reader.heldBytes,
  };
}

type Json = Record<string, unknown>;

class RunListAssembler {
  root: unknown;
  spooled = false;
  spool: SpoolWriter | undefined;
  private entries: unknown[] | undefined;
  private entry: Json | undefined;
  private entryIndex = 0;
  private entryState: { problem: string | undefined } = { problem: undefined };
  private suites: unknown[] | undefined;
  private suite: Json | undefined;
  private checks: unknown[] | undefined;
  private readonly shared = new SharedValues();
  /** What the values kept hold (PAGE_HELD_MAX_BYTES). */
  heldBytes = 0;

  constructor(private readonly options: RunListStreamOptions) {}

  descend(place: JsonPlace, kind: 'object' | 'array'): boolean {
    switch (place.depth) {
      case 0:
        return kind === 'object';
      case 1:
        return place.key === 'data' && kind === 'array';
      case ENTRY:
      case SUITE:
        return kind === 'object';
      case ENTRY + 1:
        return place.key === 'suites' && kind === 'array';
      case SUITE + 1:
        return place.key === 'checks' && kind === 'array';
      default:
        return false;
    }
  }

  open(place: JsonPlace, kind: 'object' | 'array'): void {
    switch (place.depth) {
      case 0:
        this.root = {};
        return;
      case 1:
        this.entries = [];
        (this.root as Json).data = this.entries;
        return;
      case ENTRY:
        this.entry = {};
        this.entryIndex = place.key as number;
        this.entryState = { problem: undefined };
        streamedEntries.set(this.entry, this.entryState);
        this.entries!.push(this.entry);
        this.startSpool();
        return;
      case ENTRY + 1:
        this.suites = [];
        this.entry!.suites = this.suites;
        break;
      case SUITE:
        this.suite = {};
        this.suites!.push(this.suite);
        break;
      case SUITE + 1:
        this.checks = [];
        this.suite!.checks = this.checks;
        break;
    }
    this.spool?.open(place, kind);
  }

  close(depth: number, kind: 'object' | 'array'): void {
    if (depth < ENTRY || !this.spool) return;
    this.spool.close(kind);
    if (depth === ENTRY) {
      this.spooled = this.spool.finish();
      this.spool = undefined;
    }
  }

  value(place: JsonPlace, text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new JsonSyntaxError(
        `the body is not valid JSON: a value at depth ${place.depth} (${JSON.stringify(place.key)}) does not parse`,
        0,
      );
    }
    const { depth, key } = place;
    if (depth === 0) this.root = parsed;
    else if (depth === 1) (this.root as Json)[key] = parsed;
    else if (depth === ENTRY) this.entries!.push(parsed);
    else if (depth === ENTRY + 1) {
      this.entry![key] = parsed;
      if (key === '_id') this.spoolDecides(parsed);
    } else if (depth === SUITE) this.suites!.push(parsed);
    else if (depth === SUITE + 1) this.suite![key] = parsed;
    else if (depth === CHECK) {
      this.spool?.value(place, text, parsed);
      this.checks!.push(this.check(parsed, place.key as number));
      return;
    }
    if (depth > ENTRY) this.spool?.value(place, text, parsed);
    this.hold(heldSize(parsed));
  }

  /** Counts what a value kept holds; past PAGE_HELD_MAX_BYTES reading stops. */
  private hold(bytes: number): void {
    this.heldBytes += bytes;
    if (this.heldBytes <= PAGE_HELD_MAX_BYTES) return;
    throw new BodyLimitError(
      'GET /testing/runs',
      `The report in the service's answer to GET /testing/runs takes more than ${formatBytes(PAGE_HELD_MAX_BYTES)} of memory once read (a check that failed, warned or was not observed is kept whole, with its exchange), the most the gate keeps from one page, so reading stopped there. Run fewer checks per job (one module per job, in a matrix over module), or report it to the service if its exchanges are unusually large.`,
      'held',
    );
  }

  /** A check trimmed and validated; one that breaks the schema is kept as it is, and remembered. */
  private check(raw: unknown, index: number): unknown {
    const result = CheckSchema.safeParse(leanCheck(raw));
    if (result.success) {
      const check = this.shared.shareIn(result.data);
      // The references are counted once each, by SharedValues.
      this.hold(sharedCheckSize(check) + this.shared.takeAdded());
      return check;
    }
    this.hold(heldSize(raw));
    if (this.entryState.problem === undefined) {
      const path = `data[${this.entryIndex}].suites[${this.suites!.length - 1}].checks[${index}]`;
      this.entryState.problem = this.options.redactor.redact(describeIssues(result.error, path));
    }
    return raw;
  }

  private startSpool(): void {
    const wanted = this.options.spool;
    if (!wanted || this.spooled) return;
    this.spool = new SpoolWriter(wanted.file, wanted.room ?? 0, this.options.redactor);
  }

  /** The entry's id is known: keep spooling it if it is the report wanted, else stop. */
  private spoolDecides(id: unknown): void {
    if (!this.spool) return;
    if (id === this.options.spool?.reportId) this.spool.keep();
    else this.spool = undefined;
  }
}

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
function sharedCheckSize(check: Check): number {
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
class SharedValues {
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

/**
 * Writes one entry of the page to a file as its values stream by, each redacted: a value's own
 * text when nothing in it needs masking (the common case, and a plain copy), else the value
 * re-serialized by the redactor. Until the entry's id is known its text is held in memory (up
 * to SPOOL_PENDING_MAX); the file is opened only for the entry wanted. The entry starts `room`
 * bytes into the file: the caller writes its own text there later (ReportSpool.room).
 */
class SpoolWriter {
  /** The entry's text until its id is known. */
  private parts: string[] = ['{'];
  private size = 1;
  /** Text to be written, encoded, once the entry is kept. */
  private buffer = Buffer.alloc(0);
  private used = 0;
  private kept = false;
  private fd: number | undefined;
  /** Per open container of the entry: a member was written (a comma is due before the next). */
  private readonly members: boolean[] = [false];
  private failed = false;

  /** Where the next write goes in the file. */
  private position: number;

  constructor(
    private readonly file: string,
    room: number,
    private readonly redactor: Redactor,
  ) {
    this.position = room;
  }

  keep(): void {
    this.kept = true;
    if (this.failed) return;
    try {
      this.fd = openSync(this.file, 'w');
    } catch {
      this.failed = true;
    }
    this.buffer = Buffer.allocUnsafe(SPOOL_WRITE_BYTES);
    this.write(this.parts.join(''));
    this.parts = [];
  }

  open(place: JsonPlace, kind: 'object' | 'array'): void {
    this.push(`${this.prefix(place)}${kind === 'object' ? '{' : '['}`);
    this.members.push(false);
  }

  close(kind: 'object' | 'array'): void {
    this.members.pop();
    this.push(kind === 'object' ? '}' : ']');
  }

  value(place: JsonPlace, text: string, parsed: unknown): void {
    const key = typeof place.key === 'string' ? place.key : undefined;
    // Under a credential-named key, a string or number (or an array's) is the secret; an object
    // is evidence, masked member by member like any other value.
    const masked =
      key !== undefined && isSensitiveKey(key) ? maskUnderSensitiveKey(parsed) : parsed;
    const shown = masked === parsed ? this.redacted(text, parsed) : this.redactor.stringify(masked);
    this.push(`${this.prefix(place)}${shown}`);
  }

  /** The entry is complete: true when the file holds it. */
  finish(): boolean {
    this.flush();
    const ok = this.kept && !this.failed && this.fd !== undefined;
    this.abandon();
    return ok;
  }

  abandon(): void {
    if (this.fd !== undefined) {
      try {
        closeSync(this.fd);
      } catch {
        // Closing a file written to cannot fail in a way that matters here.
      }
      this.fd = undefined;
    }
  }

  private prefix(place: JsonPlace): string {
    const comma = this.members[this.members.length - 1] ? ',' : '';
    this.members[this.members.length - 1] = true;
    return typeof place.key === 'string'
      ? `${comma}${JSON.stringify(this.redactor.redact(place.key))}:`
      : comma;
  }

  /** The value's text masked as Redactor.stringify would mask the value, on the text when it can be. */
  private redacted(text: string, parsed: unknown): string {
    return this.redactor.redactJsonText(text) ?? this.redactor.stringify(parsed);
  }

  private push(text: string): void {
    if (this.failed) return;
    if (!this.kept) {
      this.parts.push(text);
      this.size += text.length;
      // An entry whose id comes late is not spooled: its text would be held here whole.
      if (this.size > SPOOL_PENDING_MAX) this.failed = true;
      return;
    }
    // Encoded into the write buffer at once, so that the text dies young (held in a list until a
    // write, 200 MB of it would outlive the young generation and load the collector). A UTF-16
    // unit is at most 3 bytes of UTF-8.
    if (this.used + text.length * 3 > this.buffer.length) this.flush();
    if (text.length * 3 > this.buffer.length) this.write(text);
    else this.used += this.buffer.write(text, this.used);
  }

  private flush(): void {
    if (this.used > 0) this.write(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private write(data: string | Buffer): void {
    if (this.failed || this.fd === undefined) return;
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      this.position += writeSync(this.fd, bytes, 0, bytes.length, this.position);
    } catch {
      this.failed = true;
    }
  }
}

/**
 * A streamed entry held to the report schema without its checks, which were validated as they
 * were read; each suite's own fields are checked, and its checks put back as they are.
 */
export function parseReportHead(entry: object): ReturnType<typeof RunReportSchema.safeParse> {
  const { suites, ...head } = entry as Json;
  if (suites !== undefined && suites !== null && !Array.isArray(suites)) {
    return RunReportSchema.safeParse(entry);
  }
  const list = (suites ?? undefined) as unknown[] | undefined;
  const parsed = RunReportSchema.safeParse({
    ...head,
    suites: list?.map((suite) =>
      typeof suite === 'object' && suite !== null && Array.isArray((suite as Json).checks)
        ? { ...suite, checks: [] }
        : suite,
    ),
  });
  if (!parsed.success || !list) return parsed;
  parsed.data.suites?.forEach((suite, i) => {
    const checks = (list[i] as Json).checks;
    if (Array.isArray(checks)) suite.checks = checks as Check[];
  });
  return parsed;
}

/**
 * A run-list page read as a stream (GET /testing/runs): the envelope, each entry's own fields, and
 * each suite's fields are kept as they are; each check is parsed on its own, trimmed to what the
 * gate and its renderers use (leanCheck, run-list-memory.ts), and validated, so that a page
 * holding a 50,000-check report is never in memory whole. One entry (the report being graded) can
 * be written, redacted, to a file as it streams (run-list-spool.ts).
 *
 * A check that breaks the schema does not stop the read: the entry remembers its first problem
 * and Runs.parseEntry throws it when that entry is used, as for an entry read whole.
 *
 * Memory: PAGE_MAX_BYTES bounds the bytes read, PAGE_VALUE_MAX_BYTES one value, and
 * PAGE_HELD_MAX_BYTES what is kept of them (heldSize): a page of failing checks is kept almost
 * whole, so the bytes read alone do not bound it.
 */
import {
  type JsonPlace,
  JsonScanner,
  JsonSyntaxError,
  JsonValueLimitError,
} from '../../util/json-scan.js';
import { formatBytes } from '../../util/numbers.js';
import type { Redactor } from '../../util/redaction.js';
import { describeIssues } from '../../util/schema-issues.js';
import { BodyLimitError } from '../errors.js';
import { heldSize, leanCheck, SharedValues, sharedCheckSize } from './run-list-memory.js';
import { SpoolWriter } from './run-list-spool.js';
import { type Check, CheckSchema, RunReportSchema } from './run-report.js';

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

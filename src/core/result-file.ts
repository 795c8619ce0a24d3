/**
 * Reading a leg's result file (app/formats/report-file.ts) back, for a merge of a matrix
 * (merge.ts): its small fields checked against a schema, and its report's checks graded once more
 * by the leg's own policy, only to tell which failed (the leg's verdict is never worked out
 * again).
 *
 * Memory: a result file holds the leg's whole report, hundreds of MB for 50,000 checks. It is read
 * as a stream (util/json-scan.ts's scanner): the small fields are parsed; each check is parsed
 * on its own, trimmed (leanCheck) and checked, and only the first failed checks of a leg are kept,
 * without their exchanges (MAX_FAILED_KEPT). Without a sink, each check is classified as it is
 * read and let go: nothing of the report is held. With a sink (a JUnit writer, which renders a
 * suite at a time), each suite, once whole, is graded, handed on and let go: one suite is in
 * memory at a time. A file whose report comes before the fields that say how it was graded (not
 * one this tool wrote) is held whole until its end instead.
 */

import { createReadStream } from 'node:fs';
import { z } from 'zod';
import {
  type Check,
  CheckSchema,
  type RunReport,
  type SuiteResult,
  SuiteResultSchema,
} from '../client/index.js';
import { leanCheck } from '../client/resources/run-list-memory.js';
import { parseReportHead } from '../client/resources/run-list-stream.js';
import { type JsonPlace, JsonScanner, JsonSyntaxError } from '../util/json-scan.js';
import { describeIssues } from '../util/schema-issues.js';
import { FLAKY_FAILURES, THRESHOLD } from './catalogue/run.js';
import { ClauseTally } from './clauses.js';
import { flakyById } from './flaky.js';
import { classifyCheck, compileGlobs, FAIL_ON_CONDITIONS, grade } from './grading.js';
import type {
  FailOnCondition,
  Flakiness,
  FlakinessFindings,
  Grade,
  GradedCheck,
  GradingPolicy,
  MergedLeg,
} from './model.js';

/** Failed checks kept per leg for the summary and the comment (the rest are counted). */
export const MAX_FAILED_KEPT = 1000;

const FlakinessSchema = z.looseObject({
  window: z.number().int(),
  reports: z.number().int(),
  checks: z.array(
    z.looseObject({
      testId: z.string(),
      name: z.string().optional(),
      module: z.string().optional(),
      outcome: z.enum(['passed', 'warned', 'failed', 'allowed', 'unobservable', 'unreached']),
      flaky: z.looseObject({ flips: z.number().int(), runs: z.number().int() }),
    }),
  ),
  tolerated: z.array(z.string()),
  note: z.string().optional(),
});

const CountsSchema = z.looseObject({
  total: z.number(),
  passed: z.number(),
  warned: z.number(),
  failed: z.number(),
  allowed: z.number(),
  unobservable: z.number(),
  unreached: z.number(),
  graded: z.number(),
});

/** The small fields of a result file (every one but `report`). */
const ResultHeadSchema = z.looseObject({
  format: z.number().int().optional(),
  verdict: z.enum(['pass', 'fail', 'error']).nullish(),
  reason: z.string(),
  // Unknown kinds (a newer version's) are dropped, not refused: the merge then says unavailable.
  errorKind: z
    .enum(['input', 'refused', 'unavailable', 'interrupted', 'internal'])
    .nullish()
    .catch(undefined),
  seed: z.string().nullish(),
  reportId: z.string().nullish(),
  shareUrl: z.string().nullish(),
  connectionId: z.string().nullish(),
  partnerBaseUrl: z.string().nullish(),
  leg: z
    .looseObject({
      name: z.string().optional(),
      url: z.string().optional(),
      module: z.string().optional(),
      runKind: z.string().optional(),
    })
    .nullish(),
  policy: z
    .looseObject({
      threshold: z.number().min(THRESHOLD.min).max(THRESHOLD.max),
      failOn: z.array(z.string()),
      allowFailures: z.array(z.string()),
      flakyWindow: z.number().int().optional(),
      flakyFailures: z.enum(FLAKY_FAILURES).optional().catch(undefined),
    })
    .nullish(),
  grade: z
    .looseObject({
      counts: CountsSchema,
      passRate: z.number().nullish(),
      threshold: z.number(),
      conditions: z.array(z.string()).optional(),
      notes: z.array(z.string()).optional(),
      flakiness: FlakinessSchema.nullish(),
    })
    .nullish(),
});
type ResultHead = z.infer<typeof ResultHeadSchema>;

/** A result file that could not be read: the message names what is wrong (the field, the check). */
export class ResultFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'ResultFileError';
  }
}

/** Told a leg's suites while they are in memory, one at a time (a JUnit writer). */
export interface LegSink {
  /** `leg.partnerBaseUrl`: the connection's, when the leg's file records it. */
  begin(legName: string, leg?: { partnerBaseUrl?: string }): Promise<void> | void;
  /** A report holding one suite of the leg, and its grade. */
  suite(report: RunReport, grade: Grade): Promise<void> | void;
  /** The leg is done; `kept` false: its file turned out unreadable, drop what it was given. */
  end(kept: boolean): Promise<void> | void;
}

type Json = Record<string, unknown>;

/** Reads one leg's result file; throws ResultFileError naming what is wrong. */
export async function readLegFile(
  file: string,
  nameLeg: LegNamer,
  sink?: LegSink,
): Promise<MergedLeg> {
  const reader = new LegReader(file, nameLeg, sink);
  let kept = false;
  try {
    const leg = await reader.read();
    kept = true;
    return leg;
  } finally {
    if (reader.begun) await sink?.end(kept);
  }
}

class LegReader {
  private readonly assembler = new ResultFileAssembler((check, suite) =>
    this.consumeCheck(check, suite),
  );
  private policy: GradingPolicy | undefined;
  private allow: ((testId: string) => boolean) | undefined;
  /** The leg's flaky checks, as its file records them: marked again, tolerated ones allowed. */
  private flakiness: FlakinessFindings | undefined;
  private flaky = new Map<string, Flakiness>();
  private headRefused = false;
  private name: string | undefined;
  private readonly notes: string[] = [];
  private readonly failed: GradedCheck[] = [];
  private failedSeen = 0;
  /** The clauses every failed check of the leg broke, counted as they are read. */
  private readonly clauses = new ClauseTally();
  /** The suites read before the policy was known (a file this tool did not write). */
  private held: { suite: Json; index: number }[] = [];
  begun = false;

  constructor(
    private readonly file: string,
    private readonly nameLeg: LegNamer,
    private readonly sink: LegSink | undefined,
  ) {}

  async read(): Promise<MergedLeg> {
    const scanner = new JsonScanner(this.assembler);
    try {
      for await (const chunk of createReadStream(this.file)) {
        scanner.write(chunk as Buffer);
        await this.takeSuites();
      }
      scanner.end();
    } catch (error) {
      throw this.readError(error);
    }
    const head = this.checkedHead(scanner.empty);
    if (!this.policy) this.setPolicy(policyOf(head, this.notes), head);
    for (const done of this.held) await this.gradeSuite(done, head);
    return this.leg(head);
  }

  /** The policy, as soon as the fields that say it have been read (undefined before). */
  private knownPolicy(): GradingPolicy | undefined {
    const root = this.assembler.root;
    if (!this.policy && !this.headRefused && (root?.policy || root?.grade)) {
      const head = ResultHeadSchema.safeParse(root);
      if (head.success) this.setPolicy(policyOf(head.data, this.notes), head.data);
      // Fields that break the schema will not mend: the end of the read names them.
      else this.headRefused = true;
    }
    return this.policy;
  }

  private setPolicy(policy: GradingPolicy, head: ResultHead): void {
    this.policy = policy;
    this.flakiness = head.grade?.flakiness ?? undefined;
    this.flaky = flakyById(this.flakiness);
    // The failures the leg tolerated as flaky were graded allowed: so they are again.
    const tolerated = new Set(this.flakiness?.tolerated ?? []);
    const allowed = compileGlobs(policy.allowFailures);
    this.allow = (testId) => allowed(testId) || tolerated.has(testId);
  }

  /**
   * With no sink to hand suites to, a check is classified as it is read and let go at once (a
   * failed one kept, lean, up to MAX_FAILED_KEPT): however large a suite, nothing of it is held.
   * Returns false to keep the check with its suite (a sink wants whole suites, or the policy is
   * not known yet).
   */
  private consumeCheck(check: Check, suite: Json): boolean {
    if (this.sink || !this.knownPolicy()) return false;
    if (classifyCheck(check, this.allow!) !== 'failed') return true;
    this.failedSeen++;
    const module = typeof suite.module === 'string' ? suite.module : undefined;
    const suiteId = typeof suite.suiteId === 'string' ? suite.suiteId : '';
    const flaky = this.flaky.get(check.testId);
    const item = {
      suiteId,
      module,
      check,
      outcome: 'failed' as const,
      ...(flaky ? { flaky } : {}),
    };
    this.clauses.add(item, 'failed');
    if (this.failed.length < MAX_FAILED_KEPT) this.failed.push(withoutExchange(item));
    return true;
  }

  /** The suites the scanner finished: graded, handed on and let go, once the policy is known. */
  private async takeSuites(): Promise<void> {
    const done = this.assembler.done.splice(0);
    if (done.length === 0) return;
    const root = this.assembler.root ?? {};
    if (!this.knownPolicy()) {
      this.held.push(...done);
      return;
    }
    for (const each of done) await this.gradeSuite(each, root);
  }

  private async gradeSuite({ suite: raw, index }: { suite: Json; index: number }, root: Json) {
    const checks = raw.checks;
    const parsed = SuiteResultSchema.safeParse({ ...raw, checks: [] });
    raw.checks = [];
    if (!parsed.success) {
      const at = `report.suites[${index}]`;
      throw new ResultFileError(this.file, `${describeIssues(parsed.error, at)}.`);
    }
    const suite: SuiteResult = { ...parsed.data, checks: (checks ?? []) as SuiteResult['checks'] };
    const report = this.assembler.report ?? {};
    const reportId = String(report._id ?? root.reportId ?? 'unknown');
    const { suites: _, ...reportHead } = report;
    const one = {
      ...reportHead,
      _id: reportId,
      status: String(report.status ?? ''),
      suites: [suite],
    };
    const graded = grade(one as RunReport, this.policy!, { flakiness: this.flakiness });
    for (const item of graded.checks.failed) {
      this.failedSeen++;
      this.clauses.add(item, 'failed');
      if (this.failed.length < MAX_FAILED_KEPT) this.failed.push(withoutExchange(item));
    }
    if (this.sink) {
      this.name ??= legName(root, this.file, this.nameLeg);
      if (!this.begun) {
        const partnerBaseUrl = typeof root.partnerBaseUrl === 'string' ? root.partnerBaseUrl : '';
        await this.sink.begin(this.name, partnerBaseUrl ? { partnerBaseUrl } : {});
      }
      this.begun = true;
      await this.sink.suite(one as RunReport, graded);
    }
  }

  private readError(error: unknown): ResultFileError {
    if (error instanceof ResultFileError) return error;
    if (error instanceof JsonSyntaxError) {
      const what = error.message.replace(/^the body/, 'the file');
      const cut = /ended before/.test(what) ? '; it is not a whole result file (was it cut?)' : '';
      return new ResultFileError(this.file, `${what}${cut}.`);
    }
    const code = (error as NodeJS.ErrnoException).code;
    return new ResultFileError(
      this.file,
      code === 'ENOENT' ? 'no such file.' : `could not be read (${(error as Error).message}).`,
    );
  }

  /** The small fields held to their schema, then the report's own fields and its checks. */
  private checkedHead(empty: boolean): ResultHead {
    const root = this.assembler.root;
    if (empty || typeof root !== 'object' || root === null || Array.isArray(root)) {
      throw new ResultFileError(this.file, 'the file is empty or not a JSON object.');
    }
    if (Array.isArray(root.legs)) {
      throw new ResultFileError(
        this.file,
        "this is the result of a merge (it lists legs), not a leg's result file: leave it out of the files to merge.",
      );
    }
    const head = ResultHeadSchema.safeParse(root);
    if (!head.success) {
      const why = describeIssues(head.error);
      throw new ResultFileError(this.file, `not a result file of ocpi-conformance: ${why}.`);
    }
    if (this.assembler.problem) throw new ResultFileError(this.file, `${this.assembler.problem}.`);
    if (this.assembler.report) {
      const parsed = parseReportHead(this.assembler.report);
      if (!parsed.success) {
        throw new ResultFileError(this.file, `${describeIssues(parsed.error, 'report')}.`);
      }
    }
    return head.data;
  }

  private leg(head: ResultHead): MergedLeg {
    this.name ??= legName(head, this.file, this.nameLeg);
    return {
      file: this.file,
      name: this.name,
      url: head.leg?.url,
      shareUrl: head.shareUrl ?? undefined,
      verdict: head.verdict ?? undefined,
      reason: head.reason,
      errorKind: head.errorKind ?? undefined,
      counts: head.grade?.counts,
      passRate: head.grade?.passRate ?? undefined,
      threshold: head.grade?.threshold,
      reportId: head.reportId ?? (this.assembler.report?._id as string | undefined),
      failed: this.failed,
      clauses: this.clauses.clauses(),
      failedTotal: head.grade?.counts.failed ?? this.failedSeen,
      ...(this.flakiness ? { flakiness: this.flakiness } : {}),
      notes: this.notes,
    };
  }
}

/**
 * Names a leg from the name its file declares (undefined: none, a file of an older version or of
 * another tool) and the file's path. Called once a leg.
 */
export type LegNamer = (declared: string | undefined, file: string) => string;

function legName(root: Json | ResultHead, file: string, nameLeg: LegNamer): string {
  const leg = root.leg as { name?: unknown } | null | undefined;
  return nameLeg(typeof leg?.name === 'string' && leg.name ? leg.name : undefined, file);
}

/** The leg's grading policy: as its file says, or (an older file) its threshold alone. */
function policyOf(head: ResultHead, notes: string[]): GradingPolicy {
  if (head.policy) {
    const failOn = head.policy.failOn.filter((c): c is FailOnCondition =>
      (FAIL_ON_CONDITIONS as readonly string[]).includes(c),
    );
    return { ...head.policy, failOn: new Set(failOn) };
  }
  notes.push(
    'Its result file does not record the grading policy (an older version wrote it): allowed failures may be listed as failed.',
  );
  return { threshold: head.grade?.threshold ?? 100, failOn: new Set(), allowFailures: [] };
}

/** A failed check without its exchange (but its error), for the merged lists. */
function withoutExchange(graded: GradedCheck): GradedCheck {
  const { exchange, ...check } = graded.check;
  const error = exchange?.error;
  return { ...graded, check: error === undefined ? check : { ...check, exchange: { error } } };
}

/**
 * Builds the file's fields as the scanner hands them on. Depths: the file's fields 1, the
 * report's 2, suites 3, their fields 4, checks 5. Each suite, once closed, is queued in `done`.
 */
class ResultFileAssembler {
  /** `consume` may take a check as it is read (true), instead of its suite keeping it. */
  constructor(private readonly consume: (check: Check, suite: Json) => boolean) {}

  root: Json | undefined;
  report: Json | undefined;
  problem: string | undefined;
  /** Suites closed since the reader last took them, with their index in the report. */
  readonly done: { suite: Json; index: number }[] = [];
  suiteCount = 0;
  private suite: Json | undefined;

  descend(place: JsonPlace, kind: 'object' | 'array'): boolean {
    switch (place.depth) {
      case 0:
        return kind === 'object';
      case 1:
        return place.key === 'report' && kind === 'object';
      case 2:
        return place.key === 'suites' && kind === 'array';
      case 3:
        return kind === 'object';
      case 4:
        return place.key === 'checks' && kind === 'array';
      default:
        return false;
    }
  }

  open(place: JsonPlace, kind: 'object' | 'array'): void {
    if (place.depth === 0) this.root = {};
    else if (place.depth === 1) {
      this.report = {};
      this.root!.report = this.report;
    } else if (place.depth === 2) this.report!.suites = [];
    else if (place.depth === 3) {
      this.suite = {};
      this.suiteCount++;
    } else if (place.depth === 4 && kind === 'array') this.suite!.checks = [];
  }

  close(depth: number, kind: 'object' | 'array'): void {
    // A suite's own fields stay with the report (its checks are let go once it is graded).
    if (depth === 3 && kind === 'object' && this.suite) {
      (this.report!.suites as unknown[]).push(this.suite);
      this.done.push({ suite: this.suite, index: this.suiteCount - 1 });
      this.suite = undefined;
    }
  }

  value(place: JsonPlace, text: string): void {
    const value = parse(text, place);
    switch (place.depth) {
      case 0:
        this.root = value as Json;
        return;
      case 1:
        this.root![place.key as string] = value;
        return;
      case 2:
        this.report![place.key as string] = value;
        return;
      case 3:
        // A suite that is not an object: kept for the report's schema to name.
        (this.report!.suites as unknown[]).push(value);
        this.suiteCount++;
        return;
      case 4:
        this.suite![place.key as string] = value;
        return;
      default:
        this.addCheck(value, place.key as number);
    }
  }

  private addCheck(value: unknown, index: number): void {
    const check = CheckSchema.safeParse(leanCheck(value));
    if (!check.success) {
      this.problem ??= describeIssues(
        check.error,
        `report.suites[${this.suiteCount - 1}].checks[${index}]`,
      );
      return;
    }
    if (!this.consume(check.data, this.suite!)) (this.suite!.checks as unknown[]).push(check.data);
  }
}

function parse(text: string, place: JsonPlace): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // The root is a value too: a file that is not JSON at all is said so, not by a key of "0".
    const what =
      place.depth === 0
        ? 'the file is not valid JSON'
        : `the value of "${place.key}" is not valid JSON`;
    throw new JsonSyntaxError(what, 0);
  }
}

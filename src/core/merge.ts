/**
 * Merging a matrix: the result files several legs wrote (report/files.ts's writeReportFile) read
 * back, checked, and combined into one verdict, as publish-unit-test-result-action does for test
 * results. Nothing here knows GitHub or the CLI: the front ends find the files, and render and
 * write what this returns.
 *
 * Memory: a leg's file holds its whole report, which can be hundreds of MB. Each file is read as
 * a stream (client/json-scan.ts's scanner): the small fields are parsed, and each check is parsed
 * on its own and trimmed (leanCheck), so one leg's lean report is in memory at a time, as the
 * gate held it when the leg ran. After the leg is graded and handed to `onLeg` (a JUnit writer),
 * only its first MAX_FAILED_KEPT failed checks stay, without their exchanges.
 *
 * Verdict: `fail` when any leg failed; else `error` when any leg had no verdict, a file could not
 * be read, fewer files than expected were found, or none; else `pass`. A leg's own verdict is
 * never worked out again: its checks are graded once more only to list which failed.
 */
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { CheckSchema, describeIssues, type RunReport } from '../client/index.js';
import { JsonScanner, JsonSyntaxError } from '../client/json-scan.js';
import { leanCheck, parseReportHead } from '../client/run-list-stream.js';
import { formatRate } from '../util/numbers.js';
import { FAIL_ON_CONDITIONS, grade } from './grading.js';
import type {
  Counts,
  FailOnCondition,
  Grade,
  GradedCheck,
  GradingPolicy,
  MergedLeg,
  MergeProblem,
  MergeResult,
  Verdict,
} from './model.js';

/** Failed checks kept per leg for the summary and the comment (the rest are counted). */
export const MAX_FAILED_KEPT = 1000;

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
  seed: z.string().nullish(),
  reportId: z.string().nullish(),
  shareUrl: z.string().nullish(),
  connectionId: z.string().nullish(),
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
      threshold: z.number().min(0).max(100),
      failOn: z.array(z.string()),
      allowFailures: z.array(z.string()),
    })
    .nullish(),
  grade: z
    .looseObject({
      counts: CountsSchema,
      passRate: z.number().nullish(),
      threshold: z.number(),
      conditions: z.array(z.string()).optional(),
      notes: z.array(z.string()).optional(),
    })
    .nullish(),
});
type ResultHead = z.infer<typeof ResultHeadSchema>;

/** A result file that is not one: the message names the file and the field. */
export class ResultFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ResultFileError';
  }
}

/** What a result file holds: its small fields, and its report with lean checks, if it has one. */
export interface ResultFile {
  head: ResultHead;
  report: RunReport | undefined;
}

type Json = Record<string, unknown>;

/**
 * Reads one result file as a stream. Throws ResultFileError naming the file and what is wrong
 * (not JSON, a field of the wrong type, a check that breaks the report's schema).
 */
export async function readResultFile(file: string): Promise<ResultFile> {
  const reader = new ResultFileAssembler();
  const scanner = new JsonScanner(reader);
  try {
    for await (const chunk of createReadStream(file)) scanner.write(chunk as Buffer);
    scanner.end();
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      const what = error.message.replace(/^the body/, 'the file');
      const cut = /ended before/.test(what) ? '; it is not a whole result file (was it cut?)' : '';
      throw new ResultFileError(file, `${what}${cut}.`);
    }
    const code = (error as NodeJS.ErrnoException).code;
    throw new ResultFileError(
      file,
      code === 'ENOENT' ? 'no such file.' : `could not be read (${(error as Error).message}).`,
    );
  }
  if (scanner.empty || typeof reader.root !== 'object') {
    throw new ResultFileError(file, 'the file is empty or not a JSON object.');
  }
  const head = ResultHeadSchema.safeParse(reader.root);
  if (!head.success) {
    throw new ResultFileError(
      file,
      `not a result file of ocpi-conformance: ${describeIssues(head.error)}.`,
    );
  }
  if (reader.problem) throw new ResultFileError(file, `${reader.problem}.`);
  let report: RunReport | undefined;
  if (reader.report) {
    const parsed = parseReportHead(reader.report);
    if (!parsed.success)
      throw new ResultFileError(file, `${describeIssues(parsed.error, 'report')}.`);
    report = parsed.data;
  }
  return { head: head.data, report };
}

/** Depths: the file's fields 1, the report's 2, suites 3, their fields 4, checks 5. */
class ResultFileAssembler {
  root: Json | undefined;
  report: Json | undefined;
  problem: string | undefined;
  private suite: Json | undefined;
  private suiteIndex = -1;

  descend(place: { depth: number; key: string | number }, kind: 'object' | 'array'): boolean {
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

  open(place: { depth: number; key: string | number }, kind: 'object' | 'array'): void {
    if (place.depth === 0) this.root = {};
    else if (place.depth === 1) {
      this.report = {};
      this.root!.report = this.report;
    } else if (place.depth === 2) this.report!.suites = [];
    else if (place.depth === 3) {
      this.suite = {};
      this.suiteIndex++;
      (this.report!.suites as unknown[]).push(this.suite);
    } else if (place.depth === 4 && kind === 'array') this.suite!.checks = [];
  }

  close(): void {}

  value(place: { depth: number; key: string | number }, text: string): void {
    const value = parse(text, place);
    switch (place.depth) {
      case 0:
        this.root = value as Json;
        return;
      case 1:
        this.root![place.key as string] = value;
        return;
      case 2:
        if (place.key === 'suites') this.report!.suites = value;
        else this.report![place.key as string] = value;
        return;
      case 3:
        (this.report!.suites as unknown[]).push(value);
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
        `report.suites[${this.suiteIndex}].checks[${index}]`,
      );
      return;
    }
    (this.suite!.checks as unknown[]).push(check.data);
  }
}

function parse(text: string, place: { key: string | number }): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new JsonSyntaxError(`the value of "${place.key}" is not valid JSON`, 0);
  }
}

export interface MergeOptions {
  /** How many legs there should be (expected-legs); fewer files is an error. */
  expectedLegs?: number;
  /** Names a leg whose file does not say (default: the file's path). */
  nameOf?: (file: string) => string;
  /** Called with each leg's graded report while it is in memory (a JUnit or HTML writer). */
  onLeg?: (leg: MergedLeg, report: RunReport, grade: Grade) => Promise<void> | void;
}

/** Reads every file, one at a time, and combines them. Never throws for a bad file. */
export async function mergeResultFiles(
  files: readonly string[],
  options: MergeOptions = {},
): Promise<MergeResult> {
  const legs: MergedLeg[] = [];
  const problems: MergeProblem[] = [];
  for (const file of files) {
    let content: ResultFile;
    try {
      content = await readResultFile(file);
    } catch (error) {
      const message = error instanceof ResultFileError ? error.message : String(error);
      problems.push({
        file,
        message: message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message,
      });
      continue;
    }
    const { leg, report, graded } = toLeg(file, content, options.nameOf ?? ((f) => f));
    if (report && graded) await options.onLeg?.(leg, report, graded);
    legs.push(leg);
  }
  return combine(legs, problems, options.expectedLegs);
}

/** One leg from its file; its checks graded once more to list the failed ones. */
function toLeg(file: string, { head, report }: ResultFile, nameOf: (file: string) => string) {
  const notes: string[] = [];
  const policy = policyOf(head, notes);
  const graded = report && policy ? grade(report, policy) : undefined;
  const failed = graded?.checks.failed ?? [];
  const leg: MergedLeg = {
    file,
    name: head.leg?.name || nameOf(file),
    url: head.leg?.url,
    shareUrl: head.shareUrl ?? undefined,
    verdict: head.verdict ?? undefined,
    reason: head.reason,
    counts: head.grade?.counts,
    passRate: head.grade?.passRate ?? undefined,
    threshold: head.grade?.threshold,
    reportId: head.reportId ?? report?._id,
    failed: failed.slice(0, MAX_FAILED_KEPT).map(withoutExchange),
    failedTotal: head.grade?.counts.failed ?? failed.length,
    notes,
  };
  return { leg, report, graded };
}

/** The leg's grading policy: as its file says, or (an older file) its threshold alone. */
function policyOf(head: ResultHead, notes: string[]): GradingPolicy | undefined {
  if (head.policy) {
    const failOn = head.policy.failOn.filter((c): c is FailOnCondition =>
      (FAIL_ON_CONDITIONS as readonly string[]).includes(c),
    );
    return { ...head.policy, failOn: new Set(failOn) };
  }
  if (!head.grade) return undefined;
  notes.push(
    'Its result file does not record the grading policy (an older version wrote it): allowed failures may be listed as failed.',
  );
  return { threshold: head.grade.threshold, failOn: new Set(), allowFailures: [] };
}

/** A failed check without its exchange (but its error), for the merged lists. */
function withoutExchange(graded: GradedCheck): GradedCheck {
  const { exchange, ...check } = graded.check;
  const error = exchange?.error;
  return { ...graded, check: error === undefined ? check : { ...check, exchange: { error } } };
}

/** The merged verdict and its reason, and the totals. */
export function combine(
  legs: MergedLeg[],
  problems: MergeProblem[],
  expectedLegs: number | undefined,
): MergeResult {
  const counts = sumCounts(legs);
  const passRate = mergedPassRate(legs);
  const base = { legs, problems, expectedLegs, counts, passRate };
  const failed = legs.filter((leg) => leg.verdict === 'fail');
  const noVerdict = legs.filter((leg) => leg.verdict !== 'pass' && leg.verdict !== 'fail');
  const found = legs.length + problems.length;
  const errors: string[] = [];
  if (found === 0) {
    errors.push('no result file was found, so nothing was merged (a merge of nothing is no pass)');
  } else if (expectedLegs !== undefined && found < expectedLegs) {
    errors.push(`${found} of ${expectedLegs} expected legs left a result file`);
  }
  for (const problem of problems) {
    errors.push(`${problem.file} could not be read: ${problem.message.replace(/\.$/, '')}`);
  }
  if (noVerdict.length > 0) errors.push(`${listLegs(noVerdict)} had no verdict`);
  const verdict: Verdict = failed.length > 0 ? 'fail' : errors.length > 0 ? 'error' : 'pass';
  return { ...base, verdict, reason: mergedReason(verdict, legs, failed, errors, passRate) };
}

function mergedReason(
  verdict: Verdict,
  legs: MergedLeg[],
  failed: MergedLeg[],
  errors: string[],
  passRate: number | undefined,
): string {
  const rate = passRate === undefined ? '' : ` (pass rate ${formatRate(passRate)}% over all legs)`;
  const also = errors.length > 0 ? `; also ${errors.join('; ')}` : '';
  if (verdict === 'fail') {
    return `Failed: ${failed.length} of ${legs.length} legs failed: ${failed.map((l) => l.name).join(', ')}${rate}${also}.`;
  }
  if (verdict === 'error') return `No verdict: ${errors.join('; ')}.`;
  return `Passed: all ${legs.length} legs passed${rate}.`;
}

function listLegs(legs: MergedLeg[]): string {
  return `${legs.length === 1 ? '1 leg' : `${legs.length} legs`} (${legs.map((l) => l.name).join(', ')})`;
}

function sumCounts(legs: MergedLeg[]): Counts | undefined {
  const withCounts = legs.filter((leg) => leg.counts);
  if (withCounts.length === 0) return undefined;
  const sum: Counts = {
    total: 0,
    passed: 0,
    warned: 0,
    failed: 0,
    allowed: 0,
    unobservable: 0,
    unreached: 0,
    graded: 0,
  };
  for (const leg of withCounts) {
    for (const key of Object.keys(sum) as (keyof Counts)[]) sum[key] += leg.counts![key];
  }
  return sum;
}

/** Passing checks over graded checks, each leg's passing as its own pass rate says. */
function mergedPassRate(legs: MergedLeg[]): number | undefined {
  let graded = 0;
  let passing = 0;
  for (const leg of legs) {
    if (!leg.counts || leg.passRate === undefined || leg.counts.graded === 0) continue;
    graded += leg.counts.graded;
    passing += (leg.passRate / 100) * leg.counts.graded;
  }
  return graded === 0 ? undefined : (passing / graded) * 100;
}

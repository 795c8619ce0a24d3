/**
 * Merging a matrix: the result files several legs wrote (app/formats/report-file.ts), read
 * back one at a time (result-file.ts: as a stream, a suite at a time) and combined into one
 * verdict, as publish-unit-test-result-action does for test results. Nothing here knows GitHub or
 * the CLI: the front ends find the files, and render and write what this returns.
 *
 * Verdict: `fail` when any leg failed; else `error` when any leg had no verdict, a file could not
 * be read, fewer files than expected were found, or none; else `pass`. A leg's own verdict is
 * never worked out again.
 */
import { formatRate } from '../util/numbers.js';
import { joinSome } from '../util/text.js';
import { ClauseTally } from './clauses.js';

/** Legs or problems named in the reason at most; the summary lists them all. */
const MAX_LISTED = 5;

import { zeroCounts } from './grading.js';
import type { Counts, ErrorKind, MergedLeg, MergeProblem, MergeResult, Verdict } from './model.js';
import { type LegNamer, type LegSink, ResultFileError, readLegFile } from './result-file.js';

export { MAX_FAILED_KEPT } from './result-file.js';

export interface MergeOptions {
  /** How many legs there should be (expected-legs); fewer files is an error. */
  expectedLegs?: number;
  /** Names a leg whose file does not say (default: the file's path). */
  nameOf?: (file: string) => string;
  /** Told each leg's suites while they are in memory (a JUnit writer). */
  sink?: LegSink;
}

/** Reads every file, one at a time, and combines them. Never throws for a bad file. */
export async function mergeResultFiles(
  files: readonly string[],
  options: MergeOptions = {},
): Promise<MergeResult> {
  const legs: MergedLeg[] = [];
  const problems: MergeProblem[] = [];
  const nameLeg = distinctLegNames(options.nameOf ?? ((f) => f));
  for (const file of files) {
    try {
      legs.push(await readLegFile(file, nameLeg, options.sink));
    } catch (error) {
      if (!(error instanceof ResultFileError)) throw error;
      problems.push({ file, message: error.message });
    }
  }
  return combine(legs, problems, options.expectedLegs);
}

/**
 * Names every leg apart: a leg whose name an earlier leg already has (three steps of one job, runs
 * of the CLI outside CI) is told apart by its file, as `name (file)`; a file that names no leg is
 * named by its path.
 */
export function distinctLegNames(nameOf: (file: string) => string): LegNamer {
  const taken = new Set<string>();
  return (declared, file) => {
    const base = declared ?? nameOf(file);
    let name = taken.has(base) ? `${base} (${nameOf(file)})` : base;
    for (let n = 2; taken.has(name); n++) name = `${base} (${nameOf(file)}, ${n})`;
    taken.add(name);
    return name;
  };
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
    errors.push(
      'no result file was found, so nothing was merged (a merge of nothing is no pass): check that the legs wrote and uploaded their report files, and that this job downloaded them where the patterns look',
    );
  } else if (expectedLegs !== undefined && found < expectedLegs) {
    errors.push(`${found} of ${expectedLegs} expected legs left a result file`);
  }
  for (const problem of problems) {
    errors.push(`${problem.file} could not be read: ${problem.message.replace(/\.$/, '')}`);
  }
  if (noVerdict.length > 0) errors.push(`${listLegs(noVerdict)} had no verdict`);
  const verdict: Verdict = failed.length > 0 ? 'fail' : errors.length > 0 ? 'error' : 'pass';
  const reason = mergedReason(verdict, legs, failed, errors, passRate);
  const errorKind = verdict === 'error' ? mergedErrorKind(noVerdict, problems) : '';
  const tally = new ClauseTally();
  for (const leg of legs) tally.addClauses(leg.clauses ?? []);
  return {
    ...base,
    verdict,
    reason,
    errorKind,
    warnings: warningsOf(legs, found, expectedLegs),
    clauses: tally.clauses(),
  };
}

/** Worst first: a kind that needs someone to act hides one that a later try may clear. */
const ERROR_KIND_ORDER: readonly ErrorKind[] = [
  'internal',
  'refused',
  'input',
  'interrupted',
  'unavailable',
];

/**
 * The merge's error kind: the worst its legs recorded; a file that could not be read is `input`
 * (the patterns, or what the legs uploaded); a leg missing or without a recorded kind is
 * `unavailable` (it did not deliver).
 */
function mergedErrorKind(noVerdict: readonly MergedLeg[], problems: readonly MergeProblem[]) {
  const kinds = new Set<ErrorKind>(noVerdict.map((leg) => leg.errorKind ?? 'unavailable'));
  if (problems.length > 0) kinds.add('input');
  return ERROR_KIND_ORDER.find((kind) => kinds.has(kind)) ?? 'unavailable';
}

/** What looks wrong with the set of files but does not change the verdict. */
function warningsOf(legs: MergedLeg[], found: number, expectedLegs: number | undefined): string[] {
  const warnings: string[] = [];
  if (expectedLegs !== undefined && found > expectedLegs) {
    warnings.push(
      `${found} result files were found for ${expectedLegs} expected legs: do the patterns match more than the legs' files (an earlier merge's, another workflow's)?`,
    );
  }
  const byReport = new Map<string, MergedLeg[]>();
  for (const leg of legs) {
    if (leg.reportId) byReport.set(leg.reportId, [...(byReport.get(leg.reportId) ?? []), leg]);
  }
  for (const [reportId, same] of byReport) {
    if (same.length < 2) continue;
    warnings.push(
      `${same.map((leg) => leg.file).join(' and ')} hold the same report ${reportId}: is one leg's file there twice?`,
    );
  }
  return warnings;
}

function mergedReason(
  verdict: Verdict,
  legs: MergedLeg[],
  failed: MergedLeg[],
  errors: string[],
  passRate: number | undefined,
): string {
  const rate = passRate === undefined ? '' : ` (pass rate ${formatRate(passRate)}% over all legs)`;
  // Bounded: the reason is an output, the step's failure message and a heading, and a matrix
  // has up to 256 legs; the summary lists every leg.
  const also = errors.length > 0 ? `; also ${joinSome(errors, MAX_LISTED)}` : '';
  if (verdict === 'fail') {
    const names = joinSome(
      failed.map((l) => l.name),
      MAX_LISTED,
      ', ',
    );
    return `Failed: ${failed.length} of ${legs.length} legs failed: ${names}${rate}${also}.`;
  }
  if (verdict === 'error') return `No verdict: ${joinSome(errors, MAX_LISTED)}.`;
  return `Passed: all ${legs.length} legs passed${rate}.`;
}

function listLegs(legs: MergedLeg[]): string {
  const names = joinSome(
    legs.map((l) => l.name),
    MAX_LISTED,
    ', ',
  );
  return `${legs.length === 1 ? '1 leg' : `${legs.length} legs`} (${names})`;
}

function sumCounts(legs: MergedLeg[]): Counts | undefined {
  const withCounts = legs.filter((leg) => leg.counts);
  if (withCounts.length === 0) return undefined;
  const sum = zeroCounts();
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

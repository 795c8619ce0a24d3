/**
 * The action's merge mode (input merge-reports): the final job of a matrix. It starts no run: it
 * reads the result files the legs wrote (their report-file, brought in by
 * actions/download-artifact), and writes one job summary, one sticky pull request comment (keyed
 * by workflow, not by leg), the merged file of each output format asked for (the merged result,
 * the HTML page, one JUnit file...) and one verdict (core/merge.ts says how). The files are found
 * with @actions/glob, loaded only in this mode.
 */
import path from 'node:path';
import { type MergePlaces, mergeLegs } from '../app/merge.js';
import { fileServing } from '../core/catalogue.js';
import type { MergeResult, Verdict } from '../core/model.js';
import { errorReason, preparationErrorKind } from '../core/reasons.js';
import type { MergeSettings } from '../core/settings.js';
import { mergeCommentMarker, renderMergeComment, renderMergeSummary } from '../report/merge.js';
import { ciWorkflowFile } from '../util/ci-job.js';
import { InputError } from '../util/errors.js';
import { formatRate } from '../util/numbers.js';
import type { Redactor } from '../util/redaction.js';
import { forLog, plural } from '../util/text.js';
import { PACKAGE_VERSION } from '../version.js';
import { ACTION_INPUTS, inputName } from './inputs.js';
import { fileOutputs } from './outputs.js';
import { fullReportOnRunner } from './publish.js';
import { filePlaces, readActionMergeSettings } from './settings.js';

/** The part of @actions/core merge mode uses. */
export interface MergeCore {
  getInput(name: string): string;
  setSecret(secret: string): void;
  warning(message: string, properties?: { title?: string }): void;
  error(message: string, properties?: { title?: string }): void;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}

interface MergeLog {
  info(message: string): void;
}

/** The verdict, its reason, and the outputs merge mode sets (the others are empty). */
export interface MergeOutcome {
  verdict: Verdict;
  reason: string;
  outputs: Record<string, string>;
}

const TITLE = 'OCPI conformance: merge';

export async function runMerge(
  core: MergeCore,
  patterns: readonly string[],
  { env, secrets, log }: { env: NodeJS.ProcessEnv; secrets: Redactor; log: MergeLog },
): Promise<MergeOutcome> {
  let settings: MergeSettings;
  let files: string[];
  try {
    settings = readActionMergeSettings(core, env, secrets);
    files = await findResultFiles(patterns, settings, env);
  } catch (error) {
    return {
      verdict: 'error',
      reason: `No verdict: ${errorReason(error)}`,
      outputs: { 'error-kind': preparationErrorKind(error) },
    };
  }
  if (settings.ignored.length > 0) {
    const names = settings.ignored.map((setting) => inputName(setting)).join(', ');
    core.warning(
      `Not used in merge mode: ${names}. Each leg was graded with its own inputs when it ran; set them on the legs.`,
      { title: TITLE },
    );
  }
  log.info(`Merging ${plural(files.length, 'result file')}: ${files.join(', ') || 'none'}.`);
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const { result, files: written } = await mergeLegs(
    files,
    settings.expectedLegs,
    filePlaces(settings),
    {
      log,
      secrets,
      // Only the files the action takes an input for are written: each is named by it.
      names: (key) => inputName(key),
      nameOf: (file) => path.relative(workspace, file) || file,
      workflowFile: ciWorkflowFile(env),
    },
  );
  for (const leg of result.legs) {
    const rate = leg.passRate === undefined ? '' : `, pass rate ${formatRate(leg.passRate)}%`;
    log.info(`Leg ${leg.name}: ${leg.verdict ?? 'no verdict'}${rate} (${leg.file}).`);
  }
  for (const problem of result.problems) {
    core.error(forLog(`${problem.file}: ${problem.message}`, secrets.redact), { title: TITLE });
  }
  for (const warning of result.warnings) {
    core.warning(forLog(warning, secrets.redact), { title: TITLE });
  }
  const resultFile = fileServing(written, 'result')?.file;
  if (settings.summary) await writeMergeSummary(core, result, resultFile, { secrets, log });
  await commentWhenAsked(core, settings, result, { env, secrets, log });
  const fullReport = fullReportOnRunner(written);
  if (settings.annotations)
    await onCheckRun(core, settings, result, fullReport, { env, secrets, log });
  return { verdict: result.verdict, reason: result.reason, outputs: mergeOutputs(result, written) };
}

async function writeMergeSummary(
  core: MergeCore,
  result: MergeResult,
  resultFile: string | undefined,
  { secrets, log }: { secrets: Redactor; log: MergeLog },
): Promise<void> {
  const context = { result, toolVersion: PACKAGE_VERSION, resultFile, redact: secrets.redact };
  try {
    await core.summary.addRaw(secrets.redact(renderMergeSummary(context)), true).write();
  } catch (error) {
    log.info(`Could not write the job summary: ${(error as Error).message}`);
  }
}

/**
 * The result files merge-reports matches (one pattern a line, `!` to exclude, relative to the
 * workspace), without the files this merge writes itself, sorted. None is not an error here: the
 * merge then says so and gives error.
 */
async function findResultFiles(
  patterns: readonly string[],
  settings: MergeSettings,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const absolute = patterns.map((line) => {
    // A comment line (@actions/glob's `#`) stays one.
    if (line.startsWith('#')) return line;
    const negated = line.startsWith('!');
    const pattern = negated ? line.slice(1) : line;
    const full =
      path.isAbsolute(pattern) || pattern.startsWith('~') ? pattern : path.join(workspace, pattern);
    return negated ? `!${full}` : full;
  });
  const glob = await import('@actions/glob');
  let matched: string[];
  try {
    const globber = await glob.create(absolute.join('\n'), { matchDirectories: false });
    matched = await globber.glob();
  } catch (error) {
    throw new InputError(
      ACTION_INPUTS.mergeReports,
      `${ACTION_INPUTS.mergeReports} could not be matched: ${(error as Error).message.replace(/\.$/, '')}. Give one glob a line, such as legs/**/ocpi-conformance-report.json.`,
    );
  }
  const own = new Set(
    Object.values(filePlaces(settings)).map((file) => path.resolve(workspace, file)),
  );
  return matched.filter((file) => !own.has(path.resolve(file))).sort();
}

async function commentWhenAsked(
  core: MergeCore,
  settings: MergeSettings,
  result: MergeResult,
  { env, secrets, log }: { env: NodeJS.ProcessEnv; secrets: Redactor; log: MergeLog },
): Promise<void> {
  const wanted =
    settings.comment === 'always' ||
    (settings.comment === 'on-failure' && result.verdict !== 'pass');
  if (!wanted) return;
  const workflow = env.GITHUB_WORKFLOW || 'workflow';
  const job = env.GITHUB_JOB || '';
  const { postStickyComment } = await import('./comment.js');
  await postStickyComment(
    settings.githubToken,
    {
      marker: mergeCommentMarker(workflow, job),
      render: (runUrl) =>
        renderMergeComment({
          result,
          workflow,
          job,
          runUrl,
          toolVersion: PACKAGE_VERSION,
          redact: secrets.redact,
        }),
    },
    {
      info: log.info,
      warning: (m) => core.warning(forLog(m, secrets.redact), { title: `${TITLE}: PR comment` }),
    },
    secrets,
    env,
    Date.now(),
  );
}

/**
 * The merge job's own check run: the merged verdict, and every leg's failures (those its result
 * file keeps), each annotation naming its leg. Warned checks are not in result files.
 */
async function onCheckRun(
  core: MergeCore,
  settings: MergeSettings,
  result: MergeResult,
  resultFile: string | undefined,
  { env, secrets, log }: { env: NodeJS.ProcessEnv; secrets: Redactor; log: MergeLog },
): Promise<void> {
  const notes = result.legs
    .filter((leg) => leg.failedTotal > leg.failed.length)
    .map(
      (leg) =>
        `Leg ${leg.name}: ${leg.failedTotal} failed checks, of which its result file keeps the first ${leg.failed.length}; its own job's check run has them all.`,
    );
  if (result.legs.length > 0) {
    notes.push(
      "Warned checks are not kept in the legs' result files: each leg's own check run has them.",
    );
  }
  const { reportOnCheckRun } = await import('./check-run-publish.js');
  await reportOnCheckRun(
    {
      verdict: result.verdict,
      reason: result.reason,
      counts: result.counts,
      passRate: result.passRate,
      clauses: result.clauses,
      failed: result.legs.flatMap((leg) => leg.failed.map((item) => ({ item, leg: leg.name }))),
      warned: [],
      fullReport: { resultFile },
      notes,
    },
    {
      ...{ core, log, secrets, env },
      deadline: Date.now(),
      token: settings.githubToken,
      checkRunId: settings.checkRunId,
      fallback: "Every leg's failures are in the job summary.",
      title: `${TITLE}: check run`,
    },
  );
}

function mergeOutputs(result: MergeResult, written: MergePlaces): Record<string, string> {
  const counts = result.counts;
  return {
    'error-kind': result.errorKind,
    total: counts ? String(counts.total) : '',
    passed: counts ? String(counts.passed) : '',
    failed: counts ? String(counts.failed) : '',
    warned: counts ? String(counts.warned) : '',
    unobservable: counts ? String(counts.unobservable) : '',
    'pass-rate': result.passRate === undefined ? '' : formatRate(result.passRate),
    ...fileOutputs(written),
  };
}

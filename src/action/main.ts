/**
 * The action's main and post steps. The main step reads the inputs, runs the gate, and writes what
 * the gate found where people look: outputs, the job summary, annotations, the report file, and
 * the step's outcome. The @actions/core they drive is passed in (index.ts passes the real one),
 * so tests substitute their own.
 */
import { rm } from 'node:fs/promises';
import {
  ClientError,
  type ClientOptions,
  ServiceClient,
  TERMINAL_RUN_STATUSES,
} from '../client/index.js';
import { cancelJourney } from '../core/cancel.js';
import { runGate } from '../core/gate.js';
import { loadJourneyDefinition } from '../core/journey-definition.js';
import type { GateObserver, GateResult, JourneyDefinition } from '../core/model.js';
import { errorReason } from '../core/reasons.js';
import { type Settings, toGateSettings } from '../core/settings.js';
import { annotationsFor } from '../report/annotations.js';
import { eventLines } from '../report/events.js';
import {
  type ReportFileMeta,
  spoolFile,
  writeJUnitFile,
  writeReportFile,
} from '../report/files.js';
import { htmlReportInput, writeHtmlReportFile } from '../report/html-file.js';
import { type ReportArtifact, renderSummary } from '../report/summary.js';
import { formatRate } from '../util/numbers.js';
import { Redactor } from '../util/redaction.js';
import { forLog } from '../util/text.js';
import { PACKAGE_VERSION } from '../version.js';
import { inputName } from './inputs.js';
import { legMeta, matrixLeg, mergePatterns, readActionSettings } from './settings.js';

/** The part of @actions/core the action uses. */
export interface ActionCore {
  getInput(name: string): string;
  setSecret(secret: string): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  info(message: string): void;
  debug(message: string): void;
  warning(message: string, properties?: { title?: string }): void;
  error(message: string, properties?: { title?: string }): void;
  notice(message: string, properties?: { title?: string }): void;
  startGroup(name: string): void;
  endGroup(): void;
  saveState(name: string, value: string): void;
  getState(name: string): string;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}

/** State saved for the post step, which cancels a journey the main step left running. */
export const STATE_IS_POST = 'isPost';
export const STATE_JOURNEY_RUN = 'journey-run-id';
export const STATE_JOURNEY_DONE = 'journey-finished';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Aborted when the runner cancels the step. */
  signal?: AbortSignal;
  now?: () => number;
  /** The step's secret store (index.ts passes the one it masks its last words with); default a new one. */
  secrets?: Redactor;
  /** For tests that compress time: the client's sleep, jitter and retry settings. */
  client?: Pick<ClientOptions, 'sleep' | 'random' | 'retry'>;
}

export { readActionSettings } from './settings.js';

export const OUTPUT_NAMES = [
  'verdict',
  'reason',
  'status',
  'report-id',
  'run-id',
  'connection-id',
  'seed',
  'total',
  'passed',
  'failed',
  'warned',
  'unobservable',
  'pass-rate',
  'report-file',
  'html-report',
  'artifact-id',
  'artifact-url',
  'regressions',
  'baseline-report-id',
  'share-token',
  'share-url',
] as const;
type Outputs = Record<(typeof OUTPUT_NAMES)[number], string>;

export async function runAction(core: ActionCore, options: RunOptions = {}): Promise<void> {
  const env = options.env ?? process.env;
  const now = options.now ?? Date.now;
  const startedAt = now();
  const secrets = options.secrets ?? new Redactor();
  const log = actionLog(core, secrets);
  if (await mergedInstead(core, env, log, secrets)) return;
  const prepared = await prepare(core, env, log, secrets);
  if (!prepared) return;
  const { settings, definition } = prepared;
  const client = new ServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    names: inputName,
    redactor: secrets,
    // Retry notes go to the log, not to annotations: they are not problems unless they persist.
    log: { debug: log.debug, warn: log.info },
    ...options.client,
  });
  const gateSettings = toGateSettings(settings, startedAt, definition);
  const reportSpool = spoolFile(settings.reportFile);
  const gate = await runGate(client, gateSettings, {
    observer: actionObserver(core, settings, log, secrets),
    signal: options.signal,
    now,
    names: inputName,
    reportSpool,
  }).catch(async (error: unknown) => {
    await rm(reportSpool.file, { force: true });
    throw error;
  });
  const result = gate.interrupted ? { ...gate, reason: cancelledReason(gate) } : gate;
  // Phase times in the debug log (ACTIONS_STEP_DEBUG): where a slow step spends its time.
  const phase = (name: string) =>
    log.debug(`timing: ${name} done at ${Math.round(now() - startedAt)} ms`);
  phase('gate');
  const meta = legMeta(core, env, settings);
  const files = await writeFiles(settings, result, log, secrets, meta).finally(() =>
    rm(reportSpool.file, { force: true }),
  );
  const artifact = await uploadWhenAsked(core, settings, result, files, {
    ...{ env, log, secrets },
    deadline: gateSettings.deadline,
  });
  writeOutputs(core, outputsFor(result, files, artifact), secrets);
  log.info(`Seed: ${result.seed} (pass it as \`seed\` to reproduce this run).`);
  phase('files, artifact and outputs');
  await writeSummary(core, settings, result, { ...files, artifact }, { log, secrets });
  if (result.share?.warning) {
    core.warning(forLog(result.share.warning, secrets.redact), {
      title: 'OCPI conformance: sharing',
    });
  }
  await commentWhenAsked(core, settings, result, {
    ...{ env, log, secrets, artifact },
    deadline: gateSettings.deadline,
  });
  if (settings.annotations && result.verdict !== undefined) {
    const redact = secrets.redact;
    for (const annotation of annotationsFor(result.grade, result.verdict, { redact })) {
      core[annotation.level](forLog(annotation.message, redact), {
        title: forLog(annotation.title, redact),
      });
    }
  }
  phase('summary, annotations and comment');
  if (result.verdict === 'pass' || result.verdict === undefined) log.info(result.reason);
  else core.setFailed(forLog(result.reason, secrets.redact));
}

type ActionLog = ReturnType<typeof actionLog>;

/**
 * Merge mode (merge-reports is set): no run, the legs' result files are combined, and the step
 * ends with their verdict. Returns false when the step is not a merge. Loaded only in that mode.
 */
async function mergedInstead(
  core: ActionCore,
  env: NodeJS.ProcessEnv,
  log: ActionLog,
  secrets: Redactor,
): Promise<boolean> {
  const patterns = mergePatterns(core);
  if (patterns.length === 0) return false;
  const { runMerge } = await import('./merge.js');
  const merged = await runMerge(core, patterns, { env, secrets, log });
  writeOutputs(
    core,
    { ...emptyOutputs(merged.verdict, merged.reason), ...merged.outputs },
    secrets,
  );
  if (merged.verdict === 'pass') log.info(merged.reason);
  else core.setFailed(forLog(merged.reason, secrets.redact));
  return true;
}

function actionLog(core: ActionCore, secrets: Redactor) {
  const redact = secrets.redact;
  return {
    info: (m: string) => core.info(forLog(m, redact)),
    // The gate warns about what the service does unlike the interface: worth an annotation.
    warn: (m: string) => core.warning(forLog(m, redact), { title: 'OCPI conformance: service' }),
    debug: (m: string) => core.debug(forLog(m, redact)),
  };
}

/** The settings and a journey's definition; undefined when they are wrong (the step has failed). */
async function prepare(
  core: ActionCore,
  env: NodeJS.ProcessEnv,
  log: ActionLog,
  secrets: Redactor,
): Promise<{ settings: Settings; definition?: JourneyDefinition } | undefined> {
  try {
    const settings = readActionSettings(core, env, secrets);
    if (!settings.journey) return { settings };
    const definition = await loadJourneyDefinition(settings.journey.source, {
      baseDir: env.GITHUB_WORKSPACE || process.cwd(),
      seed: settings.seed,
    });
    log.info(`Journey definition: ${definition.origin}.`);
    return { settings, definition };
  } catch (error) {
    const reason = `No verdict: ${errorReason(error)}`;
    writeOutputs(core, emptyOutputs('error', reason), secrets);
    core.setFailed(forLog(reason, secrets.redact));
    return undefined;
  }
}

/**
 * The gate's events in the step's log, and the state the post step needs: a journey the main step
 * leaves running (killed, timed out) is cancelled by the post step; with wait: false the user
 * means to leave it running.
 */
function actionObserver(
  core: ActionCore,
  settings: Settings,
  log: ActionLog,
  secrets: Redactor,
): GateObserver {
  return (event) => {
    if (event.type === 'run-started' && event.kind === 'journey' && event.runId && settings.wait) {
      core.saveState(STATE_JOURNEY_RUN, event.runId);
    }
    // A run that ended, or whose cancel the service confirmed, leaves the post step nothing to do.
    const settled =
      event.type === 'journey-finished' || (event.type === 'journey-cancelled' && event.confirmed);
    if (settled) core.saveState(STATE_JOURNEY_DONE, 'true');
    if (event.type === 'journey-cancelling' && event.why === 'stopped') {
      log.info(`The step was cancelled: asking the service to cancel journey run ${event.runId}.`);
      return;
    }
    if (event.type === 'shared') {
      log.info(
        `Report ${event.reportId} is shared; the link is in the share-url output and the summary.`,
      );
      return;
    }
    for (const line of eventLines(event, secrets.redact)) {
      if (line.level === 'group') core.startGroup(forLog(line.text, secrets.redact));
      else if (line.level === 'groupEnd') core.endGroup();
      else log[line.level](line.text);
    }
  };
}

/** The reason of a step cancelled while the gate ran, in the runner's words. */
function cancelledReason(result: GateResult): string {
  const target = result.runId ?? result.reportId;
  const journey = result.journey;
  if (journey?.cancel) {
    return `No verdict: the step was cancelled; cancel requested for journey run ${target}, and the service answered ${journey.cancel}.`;
  }
  if (journey?.runId) {
    const ended = result.status !== undefined && TERMINAL_RUN_STATUSES.has(result.status);
    return `No verdict: the step was cancelled; journey run ${journey.runId} ${ended ? `had already ended (${result.status}), but its report was not graded` : 'may still be running at the service'}.`;
  }
  return `No verdict: the step was cancelled${target ? `; run ${target} goes on at the service (conformance runs cannot be cancelled)` : ''}.`;
}

/** The files the step writes, by path; a file not written (not asked for, or failed) is undefined. */
interface WrittenFiles {
  reportFile: string | undefined;
  htmlReport: string | undefined;
  junitFile: string | undefined;
}

/** The report file, the HTML report and the JUnit file, for a graded report (the HTML and JUnit files only when it was graded). */
async function writeFiles(
  settings: Settings,
  result: GateResult,
  log: ActionLog,
  secrets: Redactor,
  meta: ReportFileMeta,
): Promise<WrittenFiles> {
  if (!result.report) return { reportFile: undefined, htmlReport: undefined, junitFile: undefined };
  const reportFile = await writeReportFile(
    settings.reportFile,
    result,
    log,
    secrets,
    'report-file',
    meta,
  );
  const junitFile =
    settings.junitFile && result.grade
      ? await writeJUnitFile(settings.junitFile, result, log, secrets)
      : undefined;
  const page = htmlReportInput(result, settings.policy, {
    toolVersion: PACKAGE_VERSION,
    generatedAt: new Date(),
  });
  const htmlReport =
    settings.htmlReport && page
      ? await writeHtmlReportFile(settings.htmlReport, page, log, secrets)
      : undefined;
  return { reportFile, htmlReport, junitFile };
}

/** The report files as one workflow artifact, when asked; a failed upload is a warning. */
async function uploadWhenAsked(
  core: ActionCore,
  settings: Settings,
  result: GateResult,
  files: WrittenFiles,
  context: { env: NodeJS.ProcessEnv; log: ActionLog; secrets: Redactor; deadline: number },
): Promise<UploadedArtifact | undefined> {
  const wanted =
    settings.uploadReport === 'always' ||
    (settings.uploadReport === 'on-failure' && result.verdict !== 'pass');
  if (!wanted || !result.report) return undefined;
  const { env, log, secrets } = context;
  const { uploadReportArtifact, defaultArtifactName } = await import('./artifact.js');
  const outcome = await uploadReportArtifact({
    name: settings.artifactName ?? defaultArtifactName(env, matrixLeg(core)),
    files: [files.reportFile, files.htmlReport, files.junitFile],
    retentionDays: settings.artifactRetentionDays,
    deadline: context.deadline,
    env,
  });
  if ('warning' in outcome) {
    core.warning(forLog(outcome.warning, secrets.redact), {
      title: 'OCPI conformance: report artifact',
    });
    return undefined;
  }
  log.info(
    `Report artifact ${outcome.name} uploaded (${outcome.files.join(', ')})${outcome.url ? `: ${outcome.url}` : ''}.`,
  );
  return outcome;
}

type UploadedArtifact = ReportArtifact & { id: number };

async function writeSummary(
  core: ActionCore,
  settings: Settings,
  result: GateResult,
  { reportFile, artifact }: { reportFile: string | undefined; artifact?: ReportArtifact },
  { log, secrets }: { log: ActionLog; secrets: Redactor },
): Promise<void> {
  if (!settings.summary || result.verdict === undefined) return;
  const markdown = renderSummary({
    report: result.report,
    grade: result.grade,
    verdict: result.verdict,
    reason: result.reason,
    seed: result.seed,
    connectionId: result.connection?._id,
    runId: result.runId,
    reportId: result.reportId,
    journey: result.journey,
    regressions: result.regressions,
    share: result.share,
    trend: result.trend,
    reportFile,
    artifact,
    toolVersion: PACKAGE_VERSION,
    redact: secrets.redact,
  });
  try {
    await core.summary.addRaw(secrets.redact(markdown), true).write();
  } catch (error) {
    log.info(`Could not write the job summary: ${(error as Error).message}`);
  }
}

/** The sticky pull request comment, when asked for; bounded like the rest of the step. */
async function commentWhenAsked(
  core: ActionCore,
  settings: Settings,
  result: GateResult,
  context: {
    env: NodeJS.ProcessEnv;
    log: ActionLog;
    secrets: Redactor;
    deadline: number;
    artifact: ReportArtifact | undefined;
  },
): Promise<void> {
  const wanted =
    settings.comment === 'always' ||
    (settings.comment === 'on-failure' && result.verdict !== 'pass');
  if (!wanted || result.verdict === undefined || !result.connection) return;
  const { env, log, secrets } = context;
  // Loaded only when a comment is asked for: it brings in @actions/github.
  const { postPullRequestComment } = await import('./comment.js');
  await postPullRequestComment(
    settings.githubToken,
    {
      key: {
        workflow: env.GITHUB_WORKFLOW || 'workflow',
        job: env.GITHUB_JOB || 'job',
        connectionId: result.connection._id,
        module: settings.module,
      },
      verdict: result.verdict,
      reason: result.reason,
      grade: result.grade,
      regressions: result.regressions,
      share: result.share,
      seed: result.seed,
      reportId: result.reportId,
      artifact: context.artifact,
    },
    {
      info: log.info,
      warning: (m) =>
        core.warning(forLog(m, secrets.redact), { title: 'OCPI conformance: PR comment' }),
    },
    secrets,
    env,
    // The step ends within the deadline plus 15 s.
    context.deadline,
  );
}

/**
 * The post step (post-if: always()): cancels a journey the main step started and did not see
 * finish, because it was killed, timed out or cancelled. Best effort: it reports what the service
 * answered and never fails the job.
 */
export async function runPostStep(core: ActionCore, options: RunOptions = {}): Promise<void> {
  const runId = core.getState(STATE_JOURNEY_RUN);
  if (!runId || core.getState(STATE_JOURNEY_DONE) === 'true') return;
  const secrets = options.secrets ?? new Redactor();
  const log = { info: (m: string) => core.info(forLog(m, secrets.redact)) };
  let settings: Settings;
  try {
    settings = readActionSettings(core, options.env ?? process.env, secrets);
  } catch (error) {
    core.warning(
      forLog(
        `Journey run ${runId} may still be running, but the inputs could not be read to cancel it: ${errorReason(error)}`,
        secrets.redact,
      ),
    );
    return;
  }
  const client = new ServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    names: inputName,
    redactor: secrets,
  });
  try {
    const status = await client.getJourneyRun(runId, { deadline: Date.now() + 10_000 });
    if (TERMINAL_RUN_STATUSES.has(status.status)) {
      log.info(`Journey run ${runId} has ended (${status.status}); nothing to cancel.`);
      return;
    }
    log.info(
      `Journey run ${runId} is still ${status.status}: the main step did not see it finish.`,
    );
  } catch (error) {
    log.info(
      `Could not read journey run ${runId} (${(error as Error).message}); cancelling it anyway.`,
    );
  }
  const { answer, confirmed } = await cancelJourney(client, runId);
  if (confirmed) {
    log.info(`Asked the service to cancel journey run ${runId}; it answered ${answer}.`);
  } else {
    core.warning(
      forLog(
        `Journey run ${runId} may still be running at the service: ${answer}.`,
        secrets.redact,
      ),
    );
  }
}

function outputsFor(
  result: GateResult,
  files: WrittenFiles,
  artifact: UploadedArtifact | undefined,
): Outputs {
  const counts = result.grade?.counts;
  return {
    verdict: result.verdict ?? '',
    reason: result.reason,
    status: result.status ?? '',
    'report-id': result.reportId ?? '',
    'run-id': result.runId ?? '',
    'connection-id': result.connection?._id ?? '',
    seed: result.seed,
    total: counts ? String(counts.total) : '',
    passed: counts ? String(counts.passed) : '',
    failed: counts ? String(counts.failed) : '',
    warned: counts ? String(counts.warned) : '',
    unobservable: counts ? String(counts.unobservable) : '',
    'pass-rate': result.grade?.passRate === undefined ? '' : formatRate(result.grade.passRate),
    'report-file': files.reportFile ?? '',
    'html-report': files.htmlReport ?? '',
    'artifact-id': artifact ? String(artifact.id) : '',
    'artifact-url': artifact?.url ?? '',
    regressions: result.regressions?.previousReportId ? String(result.regressions.count) : '',
    'baseline-report-id': result.regressions?.previousReportId ?? '',
    'share-token': result.share?.token ?? '',
    'share-url': result.share?.url ?? '',
  };
}

function emptyOutputs(verdict: string, reason: string): Outputs {
  const outputs = Object.fromEntries(OUTPUT_NAMES.map((name) => [name, ''])) as Outputs;
  outputs.verdict = verdict;
  outputs.reason = reason;
  return outputs;
}

/**
 * Ends the step for an error nothing else caught, a bug of this tool: verdict `error` and a
 * one-line reason in the outputs (what was already written, such as report-id, is kept), and a
 * failed step. The reason holds the error's message, redacted, never its stack.
 */
export function failUnexpectedly(core: ActionCore, error: unknown, secrets: Redactor): void {
  const what = errorReason(error).replace(/\.$/, '');
  const reason =
    error instanceof ClientError
      ? `No verdict: ${what}.`
      : `No verdict: ${what}. This is an error of the action itself, not a finding about your partner: re-run the job, and report it if it stays.`;
  try {
    const outputs = { ...(written.get(core) ?? emptyOutputs('', '')), verdict: 'error', reason };
    writeOutputs(core, outputs, secrets);
  } catch {
    // Outputs that cannot be written must not keep the step from failing.
  }
  core.setFailed(forLog(secrets.redact(reason).replace(/\s*\n\s*/g, ' '), secrets.redact));
}

/** The outputs last written for each core, so that an unexpected error keeps them. */
const written = new WeakMap<ActionCore, Outputs>();

function writeOutputs(core: ActionCore, outputs: Outputs, secrets: Redactor): void {
  written.set(core, outputs);
  // Outputs are single lines (the reason of an input error lists several problems).
  const safe = Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => [
      name,
      secrets.redact(value).replace(/\s*\n\s*/g, ' '),
    ]),
  ) as Outputs;
  for (const [name, value] of Object.entries(safe)) core.setOutput(name, value);
  core.setOutput('result', JSON.stringify(safe));
}

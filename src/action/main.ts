/**
 * The action's main step: reads the inputs, hands the run to the application layer (src/app), and
 * shows what it returns where people look: outputs, the job summary, the artifact, annotations,
 * the pull request comment, and the step's outcome. The @actions/core it drives is passed in
 * (index.ts passes the real one), so tests substitute their own.
 */
import { type ClientTiming, type PreparedRun, prepareRun } from '../app/run.js';
import { seedLine } from '../app/stopped.js';
import type { GateObserver } from '../core/model.js';
import { errorReason, preparationErrorKind } from '../core/reasons.js';
import type { Settings } from '../core/settings.js';
import { eventLines } from '../report/events.js';
import { ciCommit } from '../util/ci-branches.js';
import { ciWorkflowFile } from '../util/ci-job.js';
import { type Clock, systemClock } from '../util/clock.js';
import { Redactor } from '../util/redaction.js';
import { forLog, forLogLine } from '../util/text.js';
import { type ActionCore, STATE_JOURNEY_DONE, STATE_JOURNEY_RUN } from './action-core.js';
import { inputName } from './inputs.js';
import { emptyOutputs, failWithoutVerdict, outputsFor, writeOutputs } from './outputs.js';
import { annotate, commentWhenAsked, uploadWhenAsked, writeSummary } from './publish.js';
import {
  type ActionSettings,
  filePlaces,
  legMeta,
  mergePatterns,
  readActionSettings,
} from './settings.js';

export type { ActionCore } from './action-core.js';
export { STATE_IS_POST, STATE_JOURNEY_DONE, STATE_JOURNEY_RUN } from './action-core.js';
export { failUnexpectedly, OUTPUT_NAMES } from './outputs.js';
export { runPostStep } from './post.js';
export { readActionSettings } from './settings.js';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Aborted when the runner cancels the step. */
  signal?: AbortSignal;
  /**
   * What the step's deadline and every limit after it (the last read, the comment, the check
   * run, the artifact) are counted on; default the system's.
   */
  clock?: Clock;
  now?: () => number;
  /** The step's secret store (index.ts passes the one it masks its last words with); default a new one. */
  secrets?: Redactor;
  /** For tests that compress time: the client's sleep, jitter and retry settings. */
  client?: ClientTiming;
}

export async function runAction(core: ActionCore, options: RunOptions = {}): Promise<void> {
  const env = options.env ?? process.env;
  const clock = options.clock ?? systemClock;
  const now = options.now ?? (() => clock.now());
  const startedAt = now();
  const secrets = options.secrets ?? new Redactor();
  const log = actionLog(core, secrets);
  if (await mergedInstead(core, env, log, secrets)) return;
  let settings: ActionSettings;
  let prepared: PreparedRun;
  try {
    settings = readActionSettings(core, env, secrets);
    prepared = await prepareRun(settings, {
      ...{ log, secrets, names: inputName, clock, now, startedAt, client: options.client },
      observer: actionObserver(core, settings, log, secrets),
      signal: options.signal,
      stopWords: () => 'the step was cancelled',
      baseDir: env.GITHUB_WORKSPACE || process.cwd(),
      files: {
        ...filePlaces(settings),
        commit: ciCommit(env),
        leg: legMeta(core, env, settings).leg,
        workflowFile: ciWorkflowFile(env),
      },
    });
  } catch (error) {
    failWithoutVerdict(
      core,
      `No verdict: ${errorReason(error)}`,
      preparationErrorKind(error),
      secrets,
    );
    return;
  }
  const { result, files } = await prepared.run();
  const deadline = startedAt + settings.timeoutMinutes * 60_000;
  const context = { env, log, secrets, clock, deadline };
  // Once the report file is final; loaded only when asked (Sigstore's clients).
  const attestation = settings.attest
    ? await (await import('./attest.js')).attestRun(core, settings, result, files, context)
    : undefined;
  const artifact = await uploadWhenAsked(core, settings, result, files, context, attestation);
  writeOutputs(core, outputsFor(result, files, artifact, attestation), secrets);
  log.info(seedLine(result, 'pass it as `seed`'));
  await writeSummary(
    core,
    settings,
    result,
    { ...files, artifact, attested: attestation },
    context,
  );
  if (result.share?.warning) {
    core.warning(forLog(result.share.warning, secrets.redact), {
      title: 'OCPI conformance: sharing',
    });
  }
  await commentWhenAsked(core, settings, result, artifact, context);
  await annotate(core, settings, result, { ...files, artifact }, context);
  log.debug(`timing: summary, annotations and comment done at ${Math.round(now() - startedAt)} ms`);
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

export function actionLog(core: ActionCore, secrets: Redactor) {
  const redact = secrets.redact;
  return {
    // One log line each: a line feed in service text cannot start a line the reader takes for ours.
    info: (m: string) => core.info(forLogLine(m, redact)),
    // The gate warns about what the service does unlike the interface: worth an annotation.
    warn: (m: string) =>
      core.warning(forLogLine(m, redact), { title: 'OCPI conformance: service' }),
    debug: (m: string) => core.debug(forLogLine(m, redact)),
  };
}

/**
 * The gate's events in the step's log, and the state the post step needs: a journey the main step
 * leaves running (killed, timed out) is cancelled by the post step; with wait: false the user
 * means to leave it running.
 */
export function actionObserver(
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
      if (line.level === 'group') core.startGroup(forLogLine(line.text, secrets.redact));
      else if (line.level === 'groupEnd') core.endGroup();
      else log[line.level](line.text);
    }
  };
}

/**
 * The action's main and post steps. The main step reads the inputs, runs the gate, and writes what
 * the gate found where people look: outputs, the job summary, annotations, the report file, and
 * the step's outcome. The @actions/core they drive is passed in (index.ts passes the real one),
 * so tests substitute their own.
 */
import {
  ClientError,
  type ClientOptions,
  ServiceClient,
  TERMINAL_RUN_STATUSES,
} from '../client/index.js';
import { cancelJourney, errorReason, type GateResult, runGate } from '../core/gate.js';
import { type JourneyDefinition, loadJourneyDefinition } from '../core/journey-definition.js';
import { readSettings, type Settings, toGateSettings } from '../core/settings.js';
import { annotationsFor } from '../report/annotations.js';
import { writeJUnitFile, writeReportFile } from '../report/files.js';
import { renderSummary } from '../report/summary.js';
import { formatRate } from '../util/numbers.js';
import { Redactor } from '../util/redaction.js';
import { forLog } from '../util/text.js';
import { PACKAGE_VERSION } from '../version.js';

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
  /** For tests that compress time: the client's sleep, jitter and retry settings. */
  client?: Pick<ClientOptions, 'sleep' | 'random' | 'retry'>;
  /** The step's secret store (index.ts passes the one it masks its last words with); default a new one. */
  secrets?: Redactor;
}

/**
 * The action's settings: readSettings over the inputs, plus what only the workflow knows. The
 * `job-index` input defaults to the expression `${{ strategy.job-index }}`, which the runner
 * evaluates in the job (an input default may use the github, strategy, matrix, job and runner
 * contexts): every leg of a matrix has the same GITHUB_JOB, and only this tells them apart. A job
 * without a matrix has index 0, as has a matrix's first leg: 0 adds nothing, so the seeds of
 * jobs without a matrix stay as they were and every other leg gets its own.
 */
export function readActionSettings(
  core: Pick<ActionCore, 'getInput' | 'setSecret'>,
  env: NodeJS.ProcessEnv,
  secrets: Redactor = new Redactor(),
): Settings {
  const jobIndex = core.getInput('job-index').trim();
  // GitHub's local runner (@github/local-action) hands over a default as written, unevaluated.
  const unevaluated = jobIndex.includes('${{');
  return readSettings(
    (name) => core.getInput(name),
    env,
    (secret) => {
      secrets.add(secret);
      core.setSecret(secret);
    },
    { leg: jobIndex === '0' || unevaluated ? undefined : jobIndex },
  );
}

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
  'regressions',
  'share-token',
  'share-url',
] as const;
type Outputs = Record<(typeof OUTPUT_NAMES)[number], string>;

export async function runAction(core: ActionCore, options: RunOptions = {}): Promise<void> {
  const env = options.env ?? process.env;
  const now = options.now ?? Date.now;
  const startedAt = now();
  const secrets = options.secrets ?? new Redactor();
  const log = {
    info: (m: string) => core.info(forLog(m, secrets.redact)),
    // The gate warns about what the service does unlike the interface: worth an annotation.
    warn: (m: string) =>
      core.warning(forLog(m, secrets.redact), { title: 'OCPI conformance: service' }),
    debug: (m: string) => core.debug(forLog(m, secrets.redact)),
  };

  let settings: Settings;
  let definition: JourneyDefinition | undefined;
  try {
    settings = readActionSettings(core, env, secrets);
    if (settings.journey) {
      definition = await loadJourneyDefinition(settings.journey.source, {
        baseDir: env.GITHUB_WORKSPACE || process.cwd(),
        seed: settings.seed,
      });
      log.info(`Journey definition: ${definition.origin}.`);
    }
  } catch (error) {
    const reason = `No verdict: ${errorReason(error)}`;
    writeOutputs(core, emptyOutputs('error', reason), secrets);
    core.setFailed(forLog(reason, secrets.redact));
    return;
  }

  const client = new ServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    // Retry notes go to the log, not to annotations: they are not problems unless they persist.
    log: { debug: log.debug, warn: log.info },
    redactor: secrets,
    ...options.client,
  });

  // On cancellation, a journey the service is running is asked to stop at once.
  let activeJourney: string | undefined;
  let cancelAnswer: Promise<string> | undefined;
  const onAbort = () => {
    if (activeJourney) {
      log.info(
        `The step was cancelled: asking the service to cancel journey run ${activeJourney}.`,
      );
      cancelAnswer = cancelJourney(client, activeJourney, log);
    }
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const gateSettings = toGateSettings(settings, startedAt, definition);
  const result = await runGate(
    client,
    gateSettings,
    {
      ...log,
      group: (name) => core.startGroup(forLog(name, secrets.redact)),
      groupEnd: () => core.endGroup(),
    },
    {
      signal: options.signal,
      now,
      hooks: {
        onJourneyStarted: (runId) => {
          activeJourney = runId;
          // The post step cancels a journey the main step leaves running (killed, timed out);
          // with wait: false the user means to leave it running.
          if (settings.wait) core.saveState(STATE_JOURNEY_RUN, runId);
        },
        onJourneyFinished: () => {
          activeJourney = undefined;
          core.saveState(STATE_JOURNEY_DONE, 'true');
        },
      },
    },
  );
  options.signal?.removeEventListener('abort', onAbort);
  if (options.signal?.aborted) {
    result.verdict = 'error';
    const target = result.runId ?? result.reportId;
    if (cancelAnswer) {
      const answer = await cancelAnswer;
      result.reason = `No verdict: the step was cancelled; cancel requested for journey run ${target}, and the service answered ${answer}.`;
    } else {
      result.reason = `No verdict: the step was cancelled${target ? `; run ${target} goes on at the service (conformance runs cannot be cancelled)` : ''}.`;
    }
  }

  // Phase times in the debug log (ACTIONS_STEP_DEBUG): where a slow step spends its time.
  const phase = (name: string) =>
    log.debug(`timing: ${name} done at ${Math.round(now() - startedAt)} ms`);
  phase('gate');
  const reportFile = result.report
    ? await writeReportFile(settings.reportFile, result, log, secrets)
    : undefined;
  if (settings.junitFile && result.report && result.grade) {
    await writeJUnitFile(settings.junitFile, result, log, secrets);
  }
  const outputs = outputsFor(result, reportFile);
  writeOutputs(core, outputs, secrets);
  log.info(`Seed: ${result.seed} (pass it as \`seed\` to reproduce this run).`);

  phase('files and outputs');
  if (settings.summary && result.verdict !== undefined) {
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
      reportFile,
      toolVersion: PACKAGE_VERSION,
      redact: secrets.redact,
    });
    try {
      await core.summary.addRaw(secrets.redact(markdown), true).write();
    } catch (error) {
      log.info(`Could not write the job summary: ${(error as Error).message}`);
    }
  }
  if (result.share?.warning) {
    core.warning(forLog(result.share.warning, secrets.redact), {
      title: 'OCPI conformance: sharing',
    });
  }
  const wantComment =
    settings.comment === 'always' ||
    (settings.comment === 'on-failure' && result.verdict !== 'pass');
  if (wantComment && result.verdict !== undefined && result.connection) {
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
      },
      {
        info: log.info,
        warning: (m) =>
          core.warning(forLog(m, secrets.redact), { title: 'OCPI conformance: PR comment' }),
      },
      secrets,
      env,
      // Bounded like the rest of the step: the step ends within the deadline plus 15 s.
      gateSettings.deadline,
    );
  }
  if (settings.annotations && result.verdict !== undefined) {
    for (const annotation of annotationsFor(result.grade, result.verdict, {
      redact: secrets.redact,
    })) {
      core[annotation.level](forLog(annotation.message, secrets.redact), {
        title: forLog(annotation.title, secrets.redact),
      });
    }
  }

  phase('summary, annotations and comment');
  if (result.verdict === 'pass' || result.verdict === undefined) {
    log.info(result.reason);
  } else {
    core.setFailed(forLog(result.reason, secrets.redact));
  }
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
  const answer = await cancelJourney(client, runId, log);
  if (answer.startsWith('no confirmation')) {
    core.warning(
      forLog(
        `Journey run ${runId} may still be running at the service: ${answer}.`,
        secrets.redact,
      ),
    );
  }
}

function outputsFor(result: GateResult, reportFile: string | undefined): Outputs {
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
    'report-file': reportFile ?? '',
    regressions: result.regressions?.previousReportId ? String(result.regressions.count) : '',
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
    writeOutputs(
      core,
      {
        ...(written.get(core) ?? emptyOutputs('', '')),
        verdict: 'error',
        reason,
      },
      secrets,
    );
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

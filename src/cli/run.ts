/**
 * `ocpi-conformance run`: the action's gate for any CI. Options are the action's inputs as flags
 * (same names), with OCPI_TESTING_<NAME> environment fallbacks, validated by the same
 * readSettings; the same core runs the gate. What the action writes for GitHub (job summary,
 * annotations, PR comment, post step) is replaced by a terminal result, an optional JSON document,
 * the report file and JUnit XML.
 *
 * An interrupt (SIGINT, SIGTERM) stops the waiting at once; a journey run is asked to cancel,
 * since it holds a run slot and keeps driving the partner. A second signal leaves without waiting.
 */

import path from 'node:path';
import { prepareRun, type RunOutcome } from '../app/run.js';
import { CONNECTION_ROLES, InputError, OCPI_VERSIONS } from '../client/index.js';
import { passRateFormula } from '../core/grading.js';
import type { GateResult, LegIdentity, SettingKey } from '../core/model.js';
import {
  readSettings,
  type SettingProblem,
  type Settings,
  SettingsError,
} from '../core/settings.js';
import { type EventLine, eventLines } from '../report/events.js';
import { ciBranches } from '../util/ci-branches.js';
import type { Redactor } from '../util/redaction.js';
import {
  API_KEY_OPTION,
  BASE_URL_OPTION,
  type CommandSpec,
  envName,
  helpPointer,
  JSON_OPTION,
  type ParsedCommand,
  parseCommand,
  UsageError,
  usage,
  VERBOSE_OPTION,
} from './args.js';
import { REGISTERED_CREDENTIALS_OPTIONS } from './connections.js';
import { type CliOptions, type InterruptSignal, onInterrupt, terminalFor } from './context.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { clientFlagName, flagName, RUN_FLAGS } from './flags.js';
import type { CommandIo } from './io.js';
import type { Terminal } from './output.js';
import { RunProgress } from './progress.js';
import { renderResult } from './render.js';
import { resultDocument } from './run-result.js';

export const RUN_COMMAND: CommandSpec = {
  name: 'run',
  summary:
    'Runs the conformance gate: starts a conformance run (or a journey) against a connection, waits\nfor it, grades the report against the threshold and fail-on conditions, and exits with the verdict.',
  options: [
    API_KEY_OPTION,
    BASE_URL_OPTION,
    {
      name: 'run-kind',
      kind: 'string',
      placeholder: 'KIND',
      env: true,
      description:
        'conformance (default: suites of checks by module) or journey (a scripted charging journey; give --journey)',
    },
    {
      name: 'connection',
      kind: 'string',
      placeholder: 'ID',
      env: true,
      description:
        'the connection to test: a connection id of the account, or sandbox (default) for the built-in sandbox peer',
    },
    {
      name: 'partner-base-url',
      kind: 'string',
      placeholder: 'URL',
      env: true,
      description:
        "ensure-connection mode: the partner's OCPI versions URL; a matching connection is reused or created and registered",
    },
    {
      name: 'our-role',
      kind: 'string',
      placeholder: 'ROLE',
      env: true,
      description: `with --partner-base-url: ${CONNECTION_ROLES.join(', ')}`,
    },
    {
      name: 'their-role',
      kind: 'string',
      placeholder: 'ROLE',
      env: true,
      description: "with --partner-base-url: the partner's role, same values",
    },
    {
      name: 'ocpi-version',
      kind: 'string',
      placeholder: 'VERSION',
      env: true,
      description: `with --partner-base-url: ${OCPI_VERSIONS.join(', ')}`,
    },
    {
      name: 'token-a',
      kind: 'string',
      placeholder: 'TOKEN',
      env: true,
      secret: true,
      description: 'with --partner-base-url: the registration token the partner issued (masked)',
    },
    {
      name: 'token-c',
      kind: 'string',
      placeholder: 'TOKEN',
      env: true,
      secret: true,
      description:
        'instead of --token-a when registration already happened; needs --our-party-id and --our-country-code (masked)',
    },
    ...REGISTERED_CREDENTIALS_OPTIONS,
    {
      name: 'module',
      kind: 'string',
      placeholder: 'NAME',
      env: true,
      description: 'scope the run to one OCPI module, e.g. locations (default: all modules)',
    },
    {
      name: 'seed',
      kind: 'string',
      placeholder: 'SEED',
      env: true,
      description:
        "the run's seed; default derived from the CI job (GitLab, Jenkins, Azure, GitHub) and printed, so a failure can be reproduced",
    },
    {
      name: 'threshold',
      kind: 'string',
      placeholder: 'PERCENT',
      env: true,
      description: `minimum pass rate in percent, 0 to 100 (default 100); ${passRateFormula(flagName)}`,
    },
    {
      name: 'fail-on',
      kind: 'list',
      placeholder: 'LIST',
      env: true,
      description:
        'extra conditions that fail the gate, comma separated: warnings, unobservable, withheld, nothing-graded (default), regressions; or none',
    },
    {
      name: 'allow-failures',
      kind: 'list',
      placeholder: 'IDS',
      env: true,
      description:
        'test ids (globs: * and ?) whose failure does not count, comma separated or repeated',
    },
    {
      name: 'wait',
      kind: 'string',
      placeholder: 'true|false',
      env: true,
      description: 'wait for the verdict (default true); false starts the run and exits 0',
    },
    {
      name: 'no-wait',
      kind: 'boolean',
      description: 'the same as --wait false',
    },
    {
      name: 'timeout-minutes',
      kind: 'string',
      placeholder: 'N',
      env: true,
      description: 'overall deadline in minutes (default 30); then exit 3 without a verdict',
    },
    {
      name: 'journey',
      kind: 'string',
      placeholder: 'FILE|JSON',
      env: true,
      description:
        'with --run-kind journey: a JSON or YAML journey definition file, or inline JSON',
    },
    {
      name: 'on-interrupted',
      kind: 'string',
      placeholder: 'DECISION',
      env: true,
      description:
        'with --run-kind journey: fail (default) or the recovery decision to apply, e.g. resume',
    },
    {
      name: 'share',
      kind: 'string',
      placeholder: 'WHEN',
      env: true,
      description: 'issue a public share link for the report: never (default), always, on-failure',
    },
    {
      name: 'share-url-template',
      kind: 'string',
      placeholder: 'TEMPLATE',
      env: true,
      description:
        'how the share link is built from {origin}, {baseUrl}, {token}, {reportId}; default {baseUrl}/shared/{token}',
    },
    {
      name: 'report-file',
      kind: 'string',
      placeholder: 'FILE',
      env: true,
      description: 'write the graded report as JSON (redacted) to FILE',
    },
    {
      name: 'junit',
      kind: 'string',
      placeholder: 'FILE',
      description:
        'write the report as JUnit XML to FILE, for GitLab, Jenkins and other test tabs (env OCPI_TESTING_JUNIT_FILE)',
    },
    {
      name: 'junit-file',
      kind: 'string',
      placeholder: 'FILE',
      env: true,
      description: 'the same as --junit (the action input name)',
    },
    {
      name: 'html-report',
      kind: 'string',
      placeholder: 'FILE',
      env: true,
      description:
        'write the report as one self-contained HTML file (every check, filterable; opens offline) to FILE',
    },
    JSON_OPTION,
    VERBOSE_OPTION,
  ],
  notes: `Every option with an env variable can be set through it; a flag wins over the environment.
Pass secrets (OCPI_TESTING_API_KEY, OCPI_TESTING_TOKEN_A...) through the environment: they are
masked in all output, but command lines can be seen by other processes.

Progress and log lines go to stderr; the result goes to stdout. With --json, stdout holds one
document: {verdict, reason, status, reportId, runId, connectionId, seed, counts, passRate,
threshold, failedChecks, baselineReportId, regressions?, trend?, share?, journey?, reportFile?,
junitFile?, htmlReport?, error?}.

On SIGINT or SIGTERM the run stops waiting (a journey run is asked to cancel) and exits 3; a
second signal exits at once.

Examples:
  OCPI_TESTING_API_KEY=... ocpi-conformance run --base-url https://testing.example.com/api/v1 \\
    --connection con_123 --threshold 95 --junit conformance.xml
  ocpi-conformance run --run-kind journey --journey journeys/charge.yaml --json`,
};

export async function runCommand(
  argv: string[],
  io: CommandIo,
  options: CliOptions = {},
): Promise<number> {
  const env = options.env ?? process.env;
  const now = options.now ?? Date.now;
  const cwd = options.cwd ?? process.cwd();
  const terminal = terminalFor(io, argv, options);
  const startedAt = now();
  const progress = new RunProgress(terminal, now, options.progressIntervalMs);
  const interrupts = listenForInterrupts(terminal, progress, options);
  let outcome: RunOutcome;
  try {
    const prepared = await prepareCommand(argv, { env, cwd, io, terminal });
    if (typeof prepared === 'number') return prepared;
    const { parsed, settings } = prepared;
    const place = (file: string | undefined) => file && path.resolve(cwd, file);
    const run = await prepareRun(settings, {
      log: {
        info: (m) => terminal.log(m),
        warn: (m) => terminal.log(`Warning: ${m}`),
        debug: (m) => terminal.debug(m),
      },
      secrets: terminal.secrets,
      names: flagName,
      clientNames: clientFlagName,
      observer: (event) => {
        progress.observe(event);
        for (const line of eventLines(event, terminal.redact)) terminalLine(terminal, line);
      },
      signal: interrupts.signal,
      stopWords: () => `interrupted (${interrupts.by()})`,
      ...{ now, startedAt, client: options.client, baseDir: cwd },
      files: {
        // Written only when asked for: the run's default path is not a request.
        reportFile: parsed.get('report-file') ? place(settings.reportFile) : undefined,
        junitFile: place(settings.junitFile),
        htmlReport: place(settings.htmlReport),
        leg: legIdentity(env, settings),
        explainUnwritten: true,
      },
    });
    outcome = await run.run();
  } catch (error) {
    return terminal.fail(error);
  } finally {
    progress.stop();
    interrupts.stop();
  }
  const { result, files } = outcome;
  const interruptedBy = result.interrupted ? interrupts.by() : undefined;
  if (result.share?.warning) terminal.log(result.share.warning);
  if (terminal.json) {
    terminal.printJson(resultDocument(result, files, interruptedBy, terminal.redact));
  } else terminal.print(renderResult({ result, ...files, redact: terminal.redact }));
  const code = exitCodeOf(result);
  // After an interrupt by a real signal, do not linger on connections being torn down.
  if (interruptedBy && interruptedBy !== 'abort') (options.exit ?? process.exit)(code);
  return code;
}

/** Flags and environment read into settings; or an exit code (--help). */
async function prepareCommand(
  argv: string[],
  { env, io, terminal }: { env: NodeJS.ProcessEnv; cwd: string; io: CommandIo; terminal: Terminal },
): Promise<{ parsed: ParsedCommand; settings: Settings } | number> {
  const parsed = parseCommand(RUN_COMMAND, argv, env, terminal.secrets);
  if (parsed.help) {
    io.out(usage(RUN_COMMAND));
    return EXIT.ok;
  }
  return { parsed, settings: readRunSettings(parsed, env, terminal.secrets) };
}

function terminalLine(terminal: Terminal, line: EventLine): void {
  if (line.level === 'debug') terminal.debug(line.text);
  else if (line.level === 'warn') terminal.log(`Warning: ${line.text}`);
  else if (line.level === 'group') terminal.log(`${line.text}:`);
  else if (line.level === 'info') terminal.log(line.text);
}

/**
 * Interrupts: the first (SIGINT, SIGTERM, or the caller's signal) stops the gate, which cancels a
 * running journey itself; a second signal leaves at once.
 */
function listenForInterrupts(terminal: Terminal, progress: RunProgress, options: CliOptions) {
  const controller = new AbortController();
  let interruptedBy: InterruptSignal | 'abort' | undefined;
  const interrupt = (cause: InterruptSignal | 'abort') => {
    if (controller.signal.aborted) return;
    interruptedBy = cause;
    progress.stop();
    const journey = progress.activeJourney();
    terminal.log(
      journey
        ? `Interrupted (${cause}): asking the service to cancel journey run ${journey}.`
        : `Interrupted (${cause}): stopping.`,
    );
    controller.abort();
  };
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const stopSignals =
    options.signals === false
      ? () => {}
      : onInterrupt(options.signals ?? process, interrupt, (signal) => {
          terminal.endProgress();
          const journey = progress.activeJourney();
          terminal.log(
            `${signal} again: exiting now without waiting for the service${journey ? `; journey run ${journey} may still be running there` : ''}.`,
          );
          exit(EXIT.noVerdict);
        });
  const onAbort = () => interrupt('abort');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) interrupt('abort');
  return {
    signal: controller.signal,
    by: () => interruptedBy,
    stop: () => {
      stopSignals();
      options.signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * How a later `merge` names this run and links to it: the CI job's name (GitLab's CI_JOB_NAME,
 * which holds a parallel leg's index; Jenkins' STAGE_NAME) or, outside CI, the report file's
 * name, and the module; and the job's page (CI_JOB_URL, BUILD_URL).
 */
export function legIdentity(env: NodeJS.ProcessEnv, settings: Settings): LegIdentity {
  const job =
    env.CI_JOB_NAME ||
    env.STAGE_NAME ||
    path.basename(settings.reportFile, path.extname(settings.reportFile)) ||
    'run';
  const name =
    settings.module && !job.includes(settings.module) ? `${job} ${settings.module}` : job;
  const url = env.CI_JOB_URL || env.BUILD_URL || undefined;
  return { name, url, module: settings.module, runKind: settings.runKind };
}

export function exitCodeOf(result: GateResult): ExitCode {
  switch (result.verdict) {
    case 'pass':
    case undefined:
      return EXIT.ok;
    case 'fail':
      return EXIT.gateFailed;
    default:
      return result.cause === 'refused' ? EXIT.refused : EXIT.noVerdict;
  }
}

/**
 * Settings from flags and environment, validated by core's readSettings. Each problem names the
 * flag, or the environment variable the value came from.
 */
export function readRunSettings(
  parsed: ParsedCommand,
  env: NodeJS.ProcessEnv,
  secrets: Redactor,
): Settings {
  if (parsed.flag('no-wait') && parsed.get('wait') !== undefined) {
    throw new UsageError(
      `Give either --no-wait or ${parsed.source('wait')}, not both. ${helpPointer('run')}`,
      'wait',
    );
  }
  const read = (setting: SettingKey): string => {
    if (setting === 'wait' && parsed.flag('no-wait')) return 'false';
    if (setting === 'junitFile') return parsed.get('junit') ?? parsed.get('junit-file') ?? '';
    const flag = RUN_FLAGS[setting];
    return flag ? (parsed.get(flag.slice(2)) ?? '') : '';
  };
  try {
    return readSettings(read, {
      env,
      names: flagName,
      // The command's secrets were registered as the options were parsed; again, to be sure.
      secret: (value) => secrets.add(value),
      reportFileDefault: 'ocpi-conformance-report.json',
      branches: ciBranches(env),
    });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    const lines = error.problems.map(
      (p) => `- ${problemSource(parsed, p)}: ${onTheCommandLine(p)}`,
    );
    const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
    throw new InputError(error.field, `${count} in the options of "run":\n${lines.join('\n')}`);
  }
}

/** Where a problem's value came from: the flag, or the environment variable that set it. */
function problemSource(parsed: ParsedCommand, problem: SettingProblem): string {
  if (problem.setting === 'junitFile' && parsed.get('junit')) return '--junit';
  const flag = RUN_FLAGS[problem.setting];
  return flag ? parsed.source(flag.slice(2)) : problem.setting;
}

/** A problem as a CLI user reads it: a missing key or address is shown how to give it. */
function onTheCommandLine(problem: SettingProblem): string {
  if (problem.code === 'required' && problem.setting === 'apiKey') {
    return `is required: set ${envName('api-key')} from a CI secret (or pass --api-key).`;
  }
  if (problem.code === 'required' && problem.setting === 'baseUrl') {
    return `is required: the service base URL ending in /api/v1, with --base-url or ${envName('base-url')}.`;
  }
  return problem.message;
}

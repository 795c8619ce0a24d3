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
import {
  CONNECTION_ROLES,
  InputError,
  OCPI_VERSIONS,
  TERMINAL_RUN_STATUSES,
} from '../client/index.js';
import { cancelJourney, type GateLog, type GateResult, runGate } from '../core/gate.js';
import { PASS_RATE_FORMULA } from '../core/grading.js';
import { type JourneyDefinition, loadJourneyDefinition } from '../core/journey-definition.js';
import { readSettings, type Settings, toGateSettings } from '../core/settings.js';
import { firstFailedValidation } from '../report/checks.js';
import { writeJUnitFile, writeReportFile } from '../report/files.js';
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
import type { CommandIo } from './io.js';
import { errorDocument, type Redact } from './output.js';
import { ObservedClient, RunProgress } from './progress.js';
import { renderResult } from './render.js';

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
      description: `minimum pass rate in percent, 0 to 100 (default 100); ${PASS_RATE_FORMULA}`,
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
    JSON_OPTION,
    VERBOSE_OPTION,
  ],
  notes: `Every option with an env variable can be set through it; a flag wins over the environment.
Pass secrets (OCPI_TESTING_API_KEY, OCPI_TESTING_TOKEN_A...) through the environment: they are
masked in all output, but command lines can be seen by other processes.

Progress and log lines go to stderr; the result goes to stdout. With --json, stdout holds one
document: {verdict, reason, status, reportId, runId, connectionId, seed, counts, passRate,
threshold, failedChecks, regressions?, share?, journey?, error?}.

On SIGINT or SIGTERM the run stops waiting (a journey run is asked to cancel) and exits 3; a
second signal exits at once.

Examples:
  OCPI_TESTING_API_KEY=... ocpi-conformance run --base-url https://testing.example.com/api/v1 \\
    --connection con_123 --threshold 95 --junit conformance.xml
  ocpi-conformance run --run-kind journey --journey journeys/charge.yaml --json`,
};

/** Inputs of the action that are GitHub-only: the CLI never sets them. */
const GITHUB_ONLY_INPUTS = new Set(['summary', 'annotations', 'comment', 'github-token']);

/** Failed checks put in the JSON document; all of them are in the report and JUnit files. */
const JSON_FAILED_CHECKS = 100;

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

  let parsed: ParsedCommand;
  let settings: Settings;
  let definition: JourneyDefinition | undefined;
  try {
    parsed = parseCommand(RUN_COMMAND, argv, env, terminal.secrets);
    if (parsed.help) {
      io.out(usage(RUN_COMMAND));
      return EXIT.ok;
    }
    settings = readRunSettings(parsed, env, terminal.secrets);
    if (settings.journey) {
      definition = await loadJourneyDefinition(settings.journey.source, {
        baseDir: cwd,
        seed: settings.seed,
      });
      terminal.log(`Journey definition: ${definition.origin}.`);
    }
  } catch (error) {
    return terminal.fail(error);
  }
  const reportFile = parsed.get('report-file') && path.resolve(cwd, settings.reportFile);
  const junitFile = settings.junitFile && path.resolve(cwd, settings.junitFile);

  const progress = new RunProgress(terminal, now, options.progressIntervalMs);
  const client = new ObservedClient(
    {
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      log: { debug: (m) => terminal.debug(m), warn: (m) => terminal.log(m) },
      redactor: terminal.secrets,
      ...options.client,
    },
    progress,
  );
  const log: GateLog = {
    info: (m) => terminal.log(m),
    warn: (m) => terminal.log(`Warning: ${m}`),
    debug: (m) => terminal.debug(m),
    group: (name) => terminal.log(`${name}:`),
  };

  // Interrupts: the first stops the gate and cancels a running journey; a second leaves at once.
  const controller = new AbortController();
  let interruptedBy: InterruptSignal | 'abort' | undefined;
  let activeJourney: string | undefined;
  let cancelAnswer: Promise<string> | undefined;
  const interrupt = (cause: InterruptSignal | 'abort') => {
    if (controller.signal.aborted) return;
    interruptedBy = cause;
    progress.stop();
    if (activeJourney) {
      terminal.log(
        `Interrupted (${cause}): asking the service to cancel journey run ${activeJourney}.`,
      );
      cancelAnswer = cancelJourney(client, activeJourney, log);
    } else {
      terminal.log(`Interrupted (${cause}): stopping.`);
    }
    controller.abort();
  };
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const stopListening =
    options.signals === false
      ? () => {}
      : onInterrupt(options.signals ?? process, interrupt, (signal) => {
          terminal.endProgress();
          terminal.log(
            `${signal} again: exiting now without waiting for the service${activeJourney ? `; journey run ${activeJourney} may still be running there` : ''}.`,
          );
          exit(EXIT.noVerdict);
        });
  const onAbort = () => interrupt('abort');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) interrupt('abort');

  let result: GateResult;
  try {
    result = await runGate(client, toGateSettings(settings, startedAt, definition), log, {
      signal: controller.signal,
      now,
      hooks: {
        onJourneyStarted: (runId) => {
          activeJourney = runId;
        },
        onJourneyFinished: () => {
          activeJourney = undefined;
        },
      },
    });
  } finally {
    progress.stop();
    options.signal?.removeEventListener('abort', onAbort);
  }
  if (interruptedBy) {
    result = {
      ...result,
      verdict: 'error',
      cause: 'unavailable',
      reason: await interruptedReason(result),
    };
  }
  stopListening();

  const written = {
    reportFile:
      reportFile && result.report
        ? await writeReportFile(
            reportFile,
            result,
            { info: (line) => terminal.log(line) },
            terminal.secrets,
            '--report-file',
          )
        : undefined,
    junitFile: junitFile
      ? await writeJUnitFile(
          junitFile,
          result,
          { info: (line) => terminal.log(line) },
          terminal.secrets,
          '--junit',
        )
      : undefined,
  };
  if (result.share?.warning) terminal.log(result.share.warning);
  if (terminal.json) {
    terminal.printJson(resultDocument(result, written, interruptedBy, terminal.redact));
  } else terminal.print(renderResult({ result, ...written, redact: terminal.redact }));

  const code = exitCodeOf(result);
  // After an interrupt by a real signal, do not linger on connections being torn down.
  if (interruptedBy && interruptedBy !== 'abort') exit(code);
  return code;

  async function interruptedReason(gate: GateResult): Promise<string> {
    const target = gate.runId ?? gate.reportId;
    if (cancelAnswer) {
      const answer = await cancelAnswer;
      if (gate.journey) gate.journey.cancel = answer;
      return `No verdict: interrupted (${interruptedBy}); cancel requested for journey run ${target}, and the service answered ${answer}.`;
    }
    if (gate.journey?.runId) {
      const ended = gate.status !== undefined && TERMINAL_RUN_STATUSES.has(gate.status);
      return `No verdict: interrupted (${interruptedBy}); journey run ${gate.journey.runId} ${ended ? `had already ended (${gate.status}), but its report was not graded` : 'may still be running at the service'}.`;
    }
    return `No verdict: interrupted (${interruptedBy})${target ? `; run ${target} goes on at the service (conformance runs cannot be cancelled), look for its report later` : ' before a run was started'}.`;
  }
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
 * Settings from flags and environment, validated by the action's readSettings. Its problems are
 * re-worded for the command line: each names the flag (or the environment variable the value
 * came from) instead of the action input.
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
  const read = (input: string): string => {
    if (GITHUB_ONLY_INPUTS.has(input)) return '';
    if (input === 'wait' && parsed.flag('no-wait')) return 'false';
    if (input === 'junit-file') return parsed.get('junit') ?? parsed.get('junit-file') ?? '';
    return parsed.get(input) ?? '';
  };
  try {
    return readSettings(read, env, (secret) => secrets.add(secret));
  } catch (error) {
    if (error instanceof InputError) throw forTheCommandLine(error, parsed);
    throw error;
  }
}

/** readSettings speaks of the action's inputs; on the command line they are flags or variables. */
function forTheCommandLine(error: InputError, parsed: ParsedCommand): InputError {
  const lines = error.message.split('\n').map((line, index) => {
    if (index === 0) return line.replace(/in the action's inputs/, 'in the options of "run"');
    const problem = /^- ([a-z][a-z0-9-]*): (.*)$/s.exec(line);
    if (!problem) return line;
    const input = problem[1]!;
    const text = problem[2]!;
    const flag = input === 'junit-file' && parsed.get('junit') ? '--junit' : parsed.source(input);
    if (input === 'api-key' && !parsed.get(input)) {
      return `- --api-key: is required: set ${envName('api-key')} from a CI secret (or pass --api-key).`;
    }
    if (input === 'base-url' && !parsed.get(input)) {
      return `- --base-url: is required: the service base URL ending in /api/v1, with --base-url or ${envName('base-url')}.`;
    }
    return `- ${flag}: ${asFlags(text)}`;
  });
  return new InputError(error.field, lines.join('\n'));
}

/**
 * Names the options in a readSettings message as flags: "set partner-base-url too" becomes "set
 * --partner-base-url too". Only hyphenated names: single words (module, seed, journey) are also
 * ordinary words of the messages.
 */
function asFlags(text: string): string {
  const names = RUN_COMMAND.options
    .map((option) => option.name)
    .filter((name) => name.includes('-'));
  const pattern = new RegExp(`(?<![\\w-])(${names.join('|')})(?![\\w-])`, 'g');
  return text.replace(pattern, '--$1');
}

function resultDocument(
  result: GateResult,
  files: { reportFile?: string; junitFile?: string },
  interruptedBy: string | undefined,
  redact: Redact,
) {
  const grade = result.grade;
  const journey = result.journey;
  const error = interruptedBy
    ? { kind: 'interrupted', message: result.reason }
    : result.error
      ? errorDocument(result.error, redact).error
      : undefined;
  return {
    verdict: result.verdict ?? null,
    reason: result.reason,
    status: result.status ?? null,
    reportId: result.reportId ?? null,
    runId: result.runId ?? null,
    connectionId: result.connection?._id ?? null,
    seed: result.seed,
    counts: grade?.counts ?? null,
    passRate: grade?.passRate ?? null,
    threshold: grade?.threshold ?? null,
    conditions: grade?.conditions ?? [],
    withheldModules: grade?.withheldModules ?? [],
    notes: grade?.notes ?? [],
    failedChecks: (grade?.checks.failed ?? []).slice(0, JSON_FAILED_CHECKS).map((item) => {
      const validation = firstFailedValidation(item.check);
      const reference = validation?.references?.[0] ?? item.check.references?.[0];
      return {
        testId: item.check.testId,
        name: item.check.name,
        suiteId: item.suiteId,
        module: item.module,
        expectedStatus: item.check.expectedStatus,
        actualStatus: item.check.actualStatus,
        message: validation?.message ?? item.check.exchange?.error,
        reference: reference && {
          documentTitle: reference.documentTitle,
          section: reference.section,
          strength: reference.strength,
          quote: reference.quote,
        },
      };
    }),
    regressions: result.regressions,
    // Not under the key "token": credential-named keys are masked in every JSON this tool writes,
    // and this token is the user's to pass on.
    share: result.share && {
      shareToken: result.share.token,
      url: result.share.url,
      warning: result.share.warning,
    },
    journey: journey && {
      planId: journey.planId,
      runId: journey.runId,
      status: journey.status?.status,
      runIntegrity: journey.status?.runIntegrity,
      recoveries: journey.recoveries,
      cancel: journey.cancel,
    },
    reportFile: files.reportFile,
    junitFile: files.junitFile,
    error,
  };
}

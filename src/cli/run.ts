/**
 * `ocpi-conformance run`: the action's gate for any CI. Options are the action's inputs as flags
 * (same names), with OCPI_TESTING_<NAME> environment fallbacks, validated by the same
 * readSettings; the same core runs the gate. What the action writes for GitHub (job summary,
 * annotations, PR comment, post step) is replaced by a terminal result, an optional JSON document
 * and the files of the output formats asked for.
 *
 * An interrupt (SIGINT, SIGTERM) stops the waiting at once; a journey run is asked to cancel,
 * since it holds a run slot and keeps driving the partner. A second signal leaves without waiting.
 */

import path from 'node:path';
import { type FilesByKey, prepareRun, type RunOutcome } from '../app/run.js';
import { fileOfRole, OUTPUT_FILES } from '../core/catalogue.js';
import type { GateResult } from '../core/model.js';
import { resultErrorKind } from '../core/reasons.js';
import type { Settings } from '../core/settings.js';
import { type EventLine, eventLines } from '../report/events.js';
import { ciCommit, ciRepository } from '../util/ci-branches.js';
import { ciWorkflowFile } from '../util/ci-job.js';
import { systemClock } from '../util/clock.js';
import { helpPointer, type ParsedCommand, parseCommand, UsageError, usage } from './args.js';
import { type CliOptions, listenForInterrupts, terminalFor } from './context.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { clientFlagName, flagName } from './flags.js';
import type { CommandIo } from './io.js';
import type { Terminal } from './output.js';
import { RunProgress } from './progress.js';
import { renderResult } from './render.js';
import {
  legIdentity,
  RUN_COMMAND,
  readRunSettings,
  settingGiven,
  settingSource,
} from './run-options.js';
import { resultDocument } from './run-result.js';

export { RUN_COMMAND, readRunSettings } from './run-options.js';

export async function runCommand(
  argv: string[],
  io: CommandIo,
  options: CliOptions = {},
): Promise<number> {
  const env = options.env ?? process.env;
  const clock = options.clock ?? systemClock;
  const now = options.now ?? (() => clock.now());
  const cwd = options.cwd ?? process.cwd();
  const terminal = terminalFor(io, argv, options);
  const startedAt = now();
  const progress = new RunProgress(terminal, now, options.progressIntervalMs);
  const interrupts = interruptsOfRun(terminal, progress, options);
  let outcome: RunOutcome;
  try {
    const prepared = await prepareCommand(argv, { env, cwd, io, terminal });
    if (typeof prepared === 'number') return prepared;
    const { parsed, settings } = prepared;
    const run = await prepareRun(settings, {
      log: {
        info: (m) => terminal.logLine(m),
        warn: (m) => terminal.logLine(`Warning: ${m}`),
        debug: (m) => terminal.debugLine(m),
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
      ...{ clock, now, startedAt, client: options.client, baseDir: cwd },
      files: {
        ...askedFiles(parsed, settings, cwd),
        commit: ciCommit(env),
        repository: ciRepository(env),
        signKey: settings.signKey && path.resolve(cwd, settings.signKey),
        leg: legIdentity(env, settings),
        workflowFile: ciWorkflowFile(env),
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
  } else {
    const verbose = terminal.options.verbose;
    terminal.print(renderResult({ result, files, verbose, redact: terminal.redact }));
  }
  const code = exitCodeOf(result);
  // After an interrupt by a real signal, do not linger on connections being torn down.
  if (interruptedBy && interruptedBy !== 'abort') (options.exit ?? process.exit)(code);
  return code;
}

/**
 * Where each file asked for goes, by key, resolved against the working directory: only a file
 * whose flag (or environment variable) was given is written; a default path is not a request.
 */
function askedFiles(parsed: ParsedCommand, settings: Settings, cwd: string): FilesByKey {
  const paths = settings as unknown as Record<string, string | undefined>;
  return Object.fromEntries(
    OUTPUT_FILES.flatMap(({ key }) => {
      const asked = settingGiven(parsed, key);
      const file = paths[key];
      return asked && file ? [[key, path.resolve(cwd, file)]] : [];
    }),
  );
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
  const settings = readRunSettings(parsed, env, terminal.secrets);
  // A key signs the result file: it must be asked for.
  const signed = fileOfRole('result');
  if (settings.signKey && signed && !settingGiven(parsed, signed.key)) {
    throw new UsageError(
      `${settingSource(parsed, 'signKey')} signs the ${signed.file.label.toLowerCase()}: give ${flagName(signed.key)} too. ${helpPointer('run')}`,
      flagName('signKey').slice(2),
    );
  }
  return { parsed, settings };
}

/** One of the gate's event lines on the terminal: one line each (eventLines makes them so). */
export function terminalLine(terminal: Terminal, line: EventLine): void {
  if (line.level === 'debug') terminal.debugLine(line.text);
  else if (line.level === 'warn') terminal.logLine(`Warning: ${line.text}`);
  else if (line.level === 'group') terminal.logLine(`${line.text}:`);
  else if (line.level === 'info') terminal.logLine(line.text);
}

/**
 * Interrupts: the first (SIGINT, SIGTERM, or the caller's signal) stops the gate, which cancels a
 * running journey itself; a second signal leaves at once.
 */
function interruptsOfRun(terminal: Terminal, progress: RunProgress, options: CliOptions) {
  return listenForInterrupts(
    options,
    (cause) => {
      progress.stop();
      const journey = progress.activeJourney();
      terminal.log(
        journey
          ? `Interrupted (${cause}): asking the service to cancel journey run ${journey}.`
          : `Interrupted (${cause}): stopping.`,
      );
    },
    (signal) => {
      terminal.endProgress();
      const journey = progress.activeJourney();
      terminal.log(
        `${signal} again: exiting now without waiting for the service${journey ? `; journey run ${journey} may still be running there` : ''}.`,
      );
    },
  );
}

export function exitCodeOf(result: GateResult): ExitCode {
  switch (result.verdict) {
    case 'pass':
    case undefined:
      return EXIT.ok;
    case 'fail':
      return EXIT.gateFailed;
    default:
      return resultErrorKind(result) === 'refused' ? EXIT.refused : EXIT.noVerdict;
  }
}

/** The `ocpi-conformance` command: one entry, one sub-command per job. */
import { Redactor } from '../util/redaction.js';
import { PACKAGE_VERSION } from '../version.js';
import { suitesCommand, usageCommand } from './account.js';
import {
  type CommandSpec,
  didYouMean,
  helpPointer,
  maskSecretArguments,
  UsageError,
} from './args.js';
import { runGroup } from './command.js';
import { connectionsGroup } from './connections.js';
import { type CliOptions, terminalFor } from './context.js';
import { runDemoCommand } from './demo.js';
import { EXIT, EXIT_CODES_HELP } from './exit-codes.js';
import { type CommandIo, processIo } from './io.js';
import { ERROR_JSON_SHAPE, ERROR_KINDS } from './json-document.js';
import { RUN_COMMAND, runCommand } from './run.js';
import { runsGroup } from './runs.js';

const HELP = `Usage: ocpi-conformance <command> [options]

Gates CI on OCPI partner conformance with the Partner Endpoint Testing Service: the same core as
the GitHub Action, for GitLab, Jenkins, Azure Pipelines or a terminal.

Commands:
  run                   run the conformance gate (or a journey) and exit with the verdict
  suites                list the conformance suites the service can run (no API key needed)
  connections list      list the connections of the account
  connections create    create a connection to a partner endpoint
  connections register  run the OCPI credentials handshake with a connection
  runs list             list the graded reports of the account
  runs delete           delete a report (its share link stops working)
  runs share            issue a public share link for a report
  runs unshare          revoke the share link of a report
  usage                 show the plan, its limits and what is used
  doctor                check the service against this tool's guesses where the interface
                        says "not shown" (starts no run; --sandbox-runs runs on the sandbox)
  merge                 merge the result files of parallel legs into one verdict (no API key needed)
  show                  show a report file's failed and warned checks with a curl command that
                        reproduces each and the recorded answer (no API key needed)
  replay                send a report's recorded requests again to the partner's endpoint (a local
                        build, a staging deployment) and say per check: FIXED, STILL FAILING or
                        CANNOT TELL (no API key needed for a report file)
  verify                check a report file against its signed attestation (run --sign-key, the
                        action's attest) and print what was attested (no API key needed)
  emulator              serve the emulator of the testing service (a test double) on 127.0.0.1
  demo                  run the bundled action against the embedded emulator and print its job
                        summary as plain text

Every command takes --help. Account commands take --api-key and --base-url, or the environment
variables OCPI_TESTING_API_KEY and OCPI_TESTING_BASE_URL (flags win). Pass secrets through the
environment: they are masked in all output.

Human output by default: logs and progress on stderr, the result on stdout. --json prints exactly
one JSON document on stdout, errors included, as
  ${ERROR_JSON_SHAPE}
where errorKind, the error's one classification, is one of:
  ${ERROR_KINDS.map((k) => `${k.kind} (exit ${k.exit})`).join(', ')}

${EXIT_CODES_HELP}

Run "ocpi-conformance <command> --help" for a command's options.`;

type Command = (argv: string[], io: CommandIo, options: CliOptions) => Promise<number>;

/**
 * The commands by the name typed, in the order of the help: the dispatch table, and the names an
 * unknown command is matched against.
 */
const COMMANDS: Record<string, Command> = {
  run: runCommand,
  suites: (argv, io, options) => suitesCommand.run(argv, io, options),
  connections: (argv, io, options) => runGroup(connectionsGroup, argv, io, options),
  runs: (argv, io, options) => runGroup(runsGroup, argv, io, options),
  usage: (argv, io, options) => usageCommand.run(argv, io, options),
  doctor: async (argv, io, options) => {
    // Loaded on demand: run once, when a service is new or misbehaves.
    const { doctorCommand } = await import('./doctor.js');
    return doctorCommand.run(argv, io, options);
  },
  merge: async (argv, io, options) => {
    // Loaded on demand: only the final job of a parallel pipeline merges.
    const { runMergeCommand } = await import('./merge.js');
    return runMergeCommand(argv, io, options);
  },
  show: async (argv, io, options) => {
    // Loaded on demand: only a developer reproducing a failure reads a report this way.
    const { runShowCommand } = await import('./show.js');
    return runShowCommand(argv, io, options);
  },
  replay: async (argv, io, options) => {
    // Loaded on demand: run by a developer fixing the endpoint, not by a gate.
    const { replayCommand } = await import('./replay.js');
    return replayCommand(argv, io, options);
  },
  verify: async (argv, io, options) => {
    // Loaded on demand: the signature checks (@sigstore/verify) are for whoever is handed a report.
    const { runVerifyCommand } = await import('./verify.js');
    return runVerifyCommand(argv, io, options);
  },
  emulator: async (argv, io) => {
    // Loaded on demand: the emulator is not part of a normal run.
    const { runEmulatorCommand } = await import('../emulator/cli.js');
    return runEmulatorCommand(argv, io);
  },
  demo: (argv, io) => runDemoCommand(argv, io),
};

/** The commands' options, for the secrets they may hold. */
const SPECS: CommandSpec[] = [
  RUN_COMMAND,
  suitesCommand.spec,
  usageCommand.spec,
  ...Object.values(connectionsGroup.commands).map((c) => c.spec),
  ...Object.values(runsGroup.commands).map((c) => c.spec),
];

/**
 * Runs one command line and returns its exit code. Whatever a command lets escape is an error of
 * the tool itself: it is answered like any other error (one redacted line on stderr, the error
 * document with --json), never as a stack trace, and with exit code 3, no verdict: exit 1 would
 * read as a failed gate.
 *
 * Each command line has its own secret store (options.secrets when the caller brings one, as
 * index.ts does, else a new one): the command registers its secrets into it as it reads them,
 * and everything it writes is masked with it. Two command lines in one process share nothing.
 */
export async function main(
  argv: string[],
  io: CommandIo = processIo,
  options: CliOptions = {},
): Promise<number> {
  const invocation = { ...options, secrets: options.secrets ?? new Redactor() };
  try {
    return await dispatch(argv, io, invocation);
  } catch (error) {
    // The command may have thrown before it registered the secrets it was given.
    const env = options.env ?? process.env;
    for (const spec of SPECS) maskSecretArguments(spec.options, argv, env, invocation.secrets);
    return terminalFor(io, argv, invocation).fail(error);
  }
}

async function dispatch(
  argv: string[],
  io: CommandIo,
  options: CliOptions & { secrets: Redactor },
): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case '--version':
    case '-v':
      io.out(PACKAGE_VERSION);
      return EXIT.ok;
    case '--help':
    case '-h':
    case 'help':
      io.out(HELP);
      return EXIT.ok;
    case undefined:
      io.err(HELP);
      return EXIT.usage;
  }
  if (Object.hasOwn(COMMANDS, command)) return COMMANDS[command]!(rest, io, options);
  const names = Object.keys(COMMANDS);
  const hint = didYouMean(command, names, options.secrets) || ` Use one of: ${names.join(', ')}.`;
  return terminalFor(io, argv, options).fail(
    new UsageError(`Unknown command "${command}".${hint} ${helpPointer('', 'the commands')}`),
  );
}

/**
 * The frame of the account commands (suites, connections, runs, usage): parse, answer --help,
 * validate every value before any request, build the client, run, and turn errors into exit
 * codes and, with --json, error documents. Also the helper they share: plain-text tables.
 */
import { type ClientOptions, ServiceClient } from '../client/index.js';
import { readBaseUrl } from '../core/settings.js';
import {
  type CommandSpec,
  didYouMean,
  helpPointer,
  inputProblems,
  type ParsedCommand,
  parseCommand,
  UsageError,
  usage,
  wrap,
} from './args.js';
import { type CliOptions, terminalFor } from './context.js';
import { EXIT, EXIT_CODES_HELP, type ExitCode } from './exit-codes.js';
import { clientFlagName } from './flags.js';
import type { CommandIo } from './io.js';
import { readOptions } from './options.js';
import { oneLine, type Redact, type Terminal } from './output.js';

export interface CommandContext {
  parsed: ParsedCommand;
  terminal: Terminal;
  /** The invocation's options: signals, exit (the doctor listens for interrupts). */
  options: CliOptions;
  /** The client, built from --api-key and --base-url once every value has been checked. */
  client(): ServiceClient;
}

export interface AccountCommand<Checked = void> {
  spec: CommandSpec;
  /**
   * Reads the command's own options (options.ts) and checks them before anything is sent; throws
   * InputError or UsageError.
   */
  check?(parsed: ParsedCommand): Checked;
  execute(context: CommandContext, checked: Checked): Promise<ExitCode>;
  /** The suite listing needs no API key. Default true. */
  needsKey?: boolean;
  /** Client settings of this command (the doctor does not retry), under the caller's. */
  clientSettings?: Pick<ClientOptions, 'retry'>;
}

export async function runAccountCommand<Checked>(
  command: AccountCommand<Checked>,
  argv: string[],
  io: CommandIo,
  options: CliOptions,
): Promise<number> {
  const env = options.env ?? process.env;
  const terminal = terminalFor(io, argv, options);
  try {
    const parsed = parseCommand(command.spec, argv, env, terminal.secrets);
    if (parsed.help) {
      io.out(usage(command.spec));
      return EXIT.ok;
    }
    // Every problem with the values is reported at once, before anything is sent.
    const problems = inputProblems();
    const connection = problems.collect(() =>
      readConnectionOptions(parsed, command.needsKey ?? true),
    );
    const checked = problems.collect(() =>
      command.check ? command.check(parsed) : (undefined as Checked),
    );
    problems.throwIfAny();
    if (!connection) throw new Error('the connection options were not read');
    let client: ServiceClient | undefined;
    const context: CommandContext = {
      parsed,
      terminal,
      options,
      client: () => {
        client ??= new ServiceClient({
          names: clientFlagName,
          baseUrl: connection.baseUrl,
          apiKey: connection.apiKey,
          allowInsecureHttp: connection.allowInsecureHttp,
          log: { debug: (m) => terminal.debugLine(m), warn: (m) => terminal.logLine(m) },
          redactor: terminal.secrets,
          ...command.clientSettings,
          ...options.client,
        });
        return client;
      },
    };
    return await command.execute(context, checked as Checked);
  } catch (error) {
    return terminal.fail(error);
  }
}

/**
 * --api-key, --base-url and --allow-insecure-http, with their environment fallbacks, read and
 * checked as run reads them (core's readBaseUrl).
 */
function readConnectionOptions(
  parsed: ParsedCommand,
  needsKey: boolean,
): { apiKey?: string; baseUrl: string; allowInsecureHttp: boolean } {
  return readOptions(
    parsed,
    (values) => {
      const allowInsecureHttp = values.get('allowInsecureHttp') ?? false;
      const apiKey = needsKey ? values.get('apiKey') : undefined;
      return { apiKey: apiKey || undefined, baseUrl: readBaseUrl(values), allowInsecureHttp };
    },
    needsKey ? ['apiKey', 'baseUrl'] : ['baseUrl'],
  );
}

/**
 * A plain-text table: columns padded to their widest cell, every cell one bounded line, redacted
 * by `redact` (the invocation's store's: terminal.redact) before it is cut.
 */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  redact: Redact,
): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => oneLine(cell, 80, redact)));
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

/** A command ready to run, its checked-values type hidden. */
export interface Runnable {
  spec: CommandSpec;
  run(argv: string[], io: CommandIo, options: CliOptions): Promise<number>;
}

export function accountCommand<Checked>(command: AccountCommand<Checked>): Runnable {
  return {
    spec: command.spec,
    run: (argv, io, options) => runAccountCommand(command, argv, io, options),
  };
}

export interface CommandGroup {
  name: string;
  summary: string;
  commands: Record<string, Runnable>;
}

/** The help of a group of sub-commands, e.g. "connections". */
export function groupUsage(group: CommandGroup): string {
  const lines = [
    `Usage: ocpi-conformance ${group.name} <${Object.keys(group.commands).join('|')}> [options]`,
    '',
    group.summary,
    '',
    'Commands:',
    ...Object.entries(group.commands).flatMap(([name, command]) =>
      wrap(`  ${name}`, command.spec.summary),
    ),
    '',
    `Run "ocpi-conformance ${group.name} <command> --help" for a command's options.`,
    '',
    EXIT_CODES_HELP,
  ];
  return lines.join('\n');
}

/** Dispatches "connections list ..." to its command; help and unknown sub-commands answered here. */
export async function runGroup(
  group: CommandGroup,
  argv: string[],
  io: CommandIo,
  options: CliOptions,
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h') {
    io.out(groupUsage(group));
    return EXIT.ok;
  }
  const command =
    name !== undefined && Object.hasOwn(group.commands, name) ? group.commands[name] : undefined;
  if (!command) {
    const names = Object.keys(group.commands);
    const choices = ` Use one of: ${names.join(', ')}.`;
    const terminal = terminalFor(io, argv, options);
    const problem =
      name === undefined
        ? `"ocpi-conformance ${group.name}" needs a command.${choices}`
        : `Unknown command "${group.name} ${name}".${didYouMean(name, names, terminal.secrets) || choices}`;
    return terminal.fail(new UsageError(`${problem} ${helpPointer(group.name, 'its commands')}`));
  }
  return command.run(rest, io, options);
}

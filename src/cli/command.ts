/**
 * The frame of the account commands (suites, connections, runs, usage): parse, answer --help,
 * validate every value before any request, build the client, run, and turn errors into exit
 * codes and, with --json, error documents. Also the helpers they share: option checks and
 * plain-text tables.
 */
import {
  BaseUrlError,
  type ClientOptions,
  checkBaseUrl,
  OCPI_VERSIONS,
  RUN_STATUSES,
  ServiceClient,
} from '../client/index.js';
import { InputError } from '../util/errors.js';
import {
  type CommandSpec,
  didYouMean,
  envName,
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
import { clientFlagName, flagName } from './flags.js';
import type { CommandIo } from './io.js';
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
  /** Checks the values before anything is sent; throws InputError or UsageError. */
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

/** --api-key and --base-url, with their environment fallbacks, checked. */
function readConnectionOptions(
  parsed: ParsedCommand,
  needsKey: boolean,
): { apiKey?: string; baseUrl: string; allowInsecureHttp: boolean } {
  const problems: string[] = [];
  const insecureRaw = parsed.get('allow-insecure-http')?.trim().toLowerCase() ?? '';
  if (!['', 'true', 'false'].includes(insecureRaw)) {
    problems.push(
      `${parsed.source('allow-insecure-http')} "${parsed.get('allow-insecure-http')}" is not a boolean; use true or false.`,
    );
  }
  const allowInsecureHttp = insecureRaw === 'true';
  const apiKey = parsed.get('api-key')?.trim();
  if (needsKey && !apiKey) {
    problems.push(
      `--api-key is required: set ${envName('api-key')} from a CI secret (or pass --api-key).`,
    );
  }
  const rawBaseUrl = parsed.get('base-url')?.trim();
  let baseUrl = '';
  if (!rawBaseUrl) {
    problems.push(
      `--base-url is required: the service base URL ending in /api/v1, with --base-url or ${envName('base-url')}.`,
    );
  } else {
    try {
      baseUrl = checkBaseUrl(rawBaseUrl, { allowInsecureHttp, names: flagName });
    } catch (error) {
      if (!(error instanceof BaseUrlError)) throw error;
      // Named as the user gave it: the flag, or the environment variable that stood in for it.
      problems.push(`${parsed.source('base-url')} ${error.problem}`);
    }
  }
  if (problems.length > 0) {
    const field = needsKey && !apiKey ? 'api-key' : 'base-url';
    throw new InputError(field, problems.join('\n'));
  }
  return { apiKey: apiKey || undefined, baseUrl, allowInsecureHttp };
}

/** A whole number option within bounds, or undefined when absent. */
export function integerOption(
  parsed: ParsedCommand,
  name: string,
  bounds: { min: number; max: number },
): number | undefined {
  const raw = parsed.get(name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || value < bounds.min || value > bounds.max) {
    throw new InputError(
      name,
      `--${name} must be a whole number from ${bounds.min} to ${bounds.max}, not "${raw}".`,
    );
  }
  return value;
}

/** An option restricted to known values, or undefined when absent. */
export function choiceOption<T extends string>(
  parsed: ParsedCommand,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = parsed.get(name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new InputError(
      name,
      `--${name} "${raw}" is not allowed; use one of ${allowed.join(', ')}.`,
    );
  }
  return raw as T;
}

export const ocpiVersionOption = (parsed: ParsedCommand) =>
  choiceOption(parsed, 'ocpi-version', OCPI_VERSIONS);
export const runStatusOption = (parsed: ParsedCommand) =>
  choiceOption(parsed, 'status', RUN_STATUSES);

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

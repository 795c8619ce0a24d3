/**
 * Command-line parsing for every command of the CLI, on node:util parseArgs. Each command is
 * described once (its options, positionals and notes); the parser and the --help text are both
 * generated from that description, so they cannot drift apart.
 *
 * Options may fall back to an environment variable, OCPI_TESTING_<NAME> (upper snake case of the
 * option name); a flag always wins over the environment. Secret options are registered with the
 * invocation's secret store before anything else happens, so no message can echo them.
 */
import { parseArgs } from 'node:util';
import {
  CATALOGUE,
  describeSetting,
  REQUIRED_TO_RUN,
  type SettingKey,
  type SettingSpec,
  settingDefault,
} from '../core/catalogue.js';
import { InputError } from '../util/errors.js';
import type { Redactor } from '../util/redaction.js';
import { nearest } from '../util/suggest.js';
import { EXIT_CODES_HELP } from './exit-codes.js';
import { ERROR_JSON_SHAPE } from './json-document.js';

export type OptionKind = 'string' | 'boolean' | 'list';

export interface OptionSpec {
  /** The long flag without dashes, e.g. "api-key". */
  name: string;
  kind: OptionKind;
  /** Shown after the flag in --help, e.g. "KEY". */
  placeholder?: string;
  description: string;
  /** Falls back to OCPI_TESTING_<NAME> when the flag is absent. */
  env?: boolean;
  /** Masked in every output from the moment it is read. */
  secret?: boolean;
  short?: string;
  /** The catalogue's entry the option is (settingOption), read by its reader (options.ts). */
  setting?: SettingKey;
}

export interface PositionalSpec {
  name: string;
  description: string;
  /** The last positional only: it takes one or more arguments (shown as NAME...). */
  variadic?: boolean;
}

export interface CommandSpec {
  /** As typed: "run", "runs share". */
  name: string;
  summary: string;
  positionals?: PositionalSpec[];
  options: OptionSpec[];
  /** Paragraphs printed after the options. */
  notes?: string;
}

/**
 * The command line was wrong: unknown command or flag, missing or invalid value. Exit 2. The
 * message is one line that says what was wrong and ends with where to read more (see
 * helpPointer); no usage text is printed with it.
 */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The option at fault, without dashes, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Where a usage error sends the reader: 'Run "ocpi-conformance runs --help" for its commands.' */
export function helpPointer(command: string, what = 'its options'): string {
  return `Run "ocpi-conformance${command ? ` ${command}` : ''} --help" for ${what}.`;
}

/**
 * " Did you mean X?" when `typed` is plausibly a slip for one of `known` (see nearest). `secrets`
 * is the invocation's store: a typed value it masks is a secret.
 */
export function didYouMean(
  typed: string,
  known: readonly string[],
  secrets: Redactor,
  show: (name: string) => string = (name) => name,
): string {
  // A value that is a secret is echoed by no one, not even as the command it resembles.
  if (secrets.redact(typed) !== typed) return '';
  const match = nearest(typed, known);
  return match === undefined ? '' : ` Did you mean ${show(match)}?`;
}

export const HELP_OPTION: OptionSpec = {
  name: 'help',
  kind: 'boolean',
  short: 'h',
  description: 'show this help',
};
export const JSON_OPTION: OptionSpec = {
  name: 'json',
  kind: 'boolean',
  description: `print exactly one JSON document on stdout (errors too, as ${ERROR_JSON_SHAPE}); logs go to stderr`,
};
export const VERBOSE_OPTION: OptionSpec = {
  name: 'verbose',
  kind: 'boolean',
  description: 'also log debug lines (requests retried, timings) on stderr',
};
/**
 * A setting's line in --help: its catalogue description, the one action.yml and the README show,
 * with the settings it names written as flags, without Markdown's code marks, and whether it is
 * required and its default around it. `description`: what a command says instead of a setting it
 * takes for an end of its own, whether it requires it included.
 */
export function settingHelp(key: SettingKey, description?: string): string {
  const text = (
    description ??
    describeSetting(key, (other) => {
      const spec: SettingSpec = CATALOGUE[other];
      return spec.flag ? `--${spec.flag}` : (spec.input ?? other);
    })
  ).replace(/`/g, '');
  const required =
    description === undefined && (CATALOGUE[key] as SettingSpec).requiredToRun
      ? `${REQUIRED_TO_RUN.cli} `
      : '';
  const fallback = settingDefault(key);
  return `${required}${text}${fallback ? ` Default: ${fallback}.` : ''}`;
}

/**
 * The option of a setting the CLI takes, as the catalogue declares it: its flag, kind, value
 * placeholder, environment variable, secrecy and default. `description`: what the command says
 * of it instead of the catalogue's description, for a setting it takes for an end of its own
 * (`replay`'s API key reads a report by id).
 */
export function settingOption(key: SettingKey, description?: string): OptionSpec {
  const spec: SettingSpec = CATALOGUE[key];
  if (!spec.flag) throw new Error(`The setting ${key} has no flag.`);
  return {
    name: spec.flag,
    kind: spec.switch ? 'boolean' : spec.list ? 'list' : 'string',
    placeholder: spec.placeholder,
    env: spec.env !== false,
    secret: spec.secret === true,
    description: settingHelp(key, description),
    setting: key,
  };
}

export const API_KEY_OPTION: OptionSpec = settingOption('apiKey');
export const BASE_URL_OPTION: OptionSpec = settingOption('baseUrl');
export const ALLOW_INSECURE_HTTP_OPTION: OptionSpec = settingOption('allowInsecureHttp');

/** The options of every command that calls the service with the account's key. */
export const SERVICE_OPTIONS: OptionSpec[] = [
  API_KEY_OPTION,
  BASE_URL_OPTION,
  ALLOW_INSECURE_HTTP_OPTION,
  JSON_OPTION,
  VERBOSE_OPTION,
];

/** The environment variable an option falls back to: api-key -> OCPI_TESTING_API_KEY. */
export function envName(option: string): string {
  return `OCPI_TESTING_${option.toUpperCase().replace(/-/g, '_')}`;
}

export interface ParsedCommand {
  spec: CommandSpec;
  positionals: string[];
  help: boolean;
  /** The option's value: the flag, else its environment variable when it has one. */
  get(name: string): string | undefined;
  /** A boolean flag. */
  flag(name: string): boolean;
  /** A list option: repeated flags and comma lists, in order. */
  list(name: string): string[];
  /** Where a value came from, for messages: "--threshold" or "OCPI_TESTING_THRESHOLD". */
  source(name: string): string;
}

/**
 * Parses argv for one command, registering its secret options' values with `secrets` (the
 * invocation's store) first. Throws UsageError; --help wins over missing positionals.
 */
export function parseCommand(
  spec: CommandSpec,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  secrets: Redactor,
): ParsedCommand {
  const options = [HELP_OPTION, ...spec.options];
  maskSecretArguments(options, argv, env, secrets);
  const config: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }> =
    {};
  for (const option of options) {
    config[option.name] = { type: option.kind === 'boolean' ? 'boolean' : 'string' };
    if (option.kind === 'list') config[option.name]!.multiple = true;
    if (option.short) config[option.name]!.short = option.short;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: config,
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw describeParseError(
      spec.name,
      options.map((option) => option.name),
      error,
      secrets,
    );
  }
  const values = parsed.values as Record<string, string | boolean | string[] | undefined>;
  const help = values.help === true;
  if (!help) checkPositionals(spec, parsed.positionals, secrets);
  const byName = new Map(options.map((option) => [option.name, option]));
  const fromEnv = (name: string): string | undefined => {
    if (!byName.get(name)?.env) return undefined;
    const value = env[envName(name)];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  return {
    spec,
    positionals: parsed.positionals,
    help,
    get(name) {
      const value = values[name];
      if (typeof value === 'string') return value;
      if (Array.isArray(value)) return value.join(',');
      return fromEnv(name);
    },
    flag(name) {
      return values[name] === true;
    },
    list(name) {
      const value = values[name];
      const raw = Array.isArray(value) ? value : [value ?? fromEnv(name) ?? ''];
      return raw
        .flatMap((item) => String(item).split(/[\n,]/))
        .map((item) => item.trim())
        .filter(Boolean);
    },
    source(name) {
      const value = values[name];
      return value === undefined && fromEnv(name) !== undefined ? envName(name) : `--${name}`;
    },
  };
}

/** Throws a UsageError for an argument the command does not take, or one it needs and lacks. */
function checkPositionals(spec: CommandSpec, given: readonly string[], secrets: Redactor): void {
  const expected = spec.positionals ?? [];
  if (!expected.at(-1)?.variadic && given.length > expected.length) {
    const extra = given[expected.length]!;
    throw new UsageError(
      `"ocpi-conformance ${spec.name}" does not take the argument "${secrets.redact(extra)}".${expected.length === 0 ? ' It takes options only.' : ''} ${helpPointer(spec.name)}`,
    );
  }
  const missing = expected[given.length];
  if (missing) {
    throw new UsageError(
      `"ocpi-conformance ${spec.name}" needs ${missing.name}: ${missing.description}. ${helpPointer(spec.name)}`,
      missing.name.toLowerCase(),
    );
  }
}

/**
 * Registers every secret the command line or the environment holds with `secrets`, before
 * parsing: a parse error must not be able to quote one.
 */
export function maskSecretArguments(
  options: readonly OptionSpec[],
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  secrets: Redactor,
): void {
  for (const option of options) {
    if (!option.secret) continue;
    secrets.add(env[envName(option.name)]?.trim());
    argv.forEach((arg, index) => {
      if (arg === `--${option.name}`) secrets.add(argv[index + 1]?.trim());
      else if (arg.startsWith(`--${option.name}=`)) {
        secrets.add(arg.slice(option.name.length + 3).trim());
      }
    });
  }
}

/** A node:util parseArgs error of command `command` (e.g. "run") as a one-line UsageError. */
export function describeParseError(
  command: string,
  optionNames: readonly string[],
  error: unknown,
  secrets: Redactor,
): UsageError {
  const code = (error as { code?: string }).code;
  const message = secrets.redact((error as Error).message);
  const first = sentence(message.split('\n')[0]!.trim());
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  const field = flag?.replace(/^-+/, '');
  const pointer = helpPointer(command);
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const hint =
        flag?.startsWith('--') && field
          ? didYouMean(field, optionNames, secrets, (name) => `--${name}`)
          : '';
      return new UsageError(
        `Unknown option ${flag ?? first} for "ocpi-conformance ${command}".${hint} ${pointer}`,
        field,
      );
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const ambiguous = /ambiguous/.test(message)
        ? ` Give the value as --${field}=VALUE when it starts with a dash.`
        : '';
      return new UsageError(`${first}${ambiguous} ${pointer}`, field);
    }
    default:
      return new UsageError(`${first} ${pointer}`, field);
  }
}

/** The text ending with a full stop (node's parse errors mostly have none). */
function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/** The --help text of a command: synopsis, options with their environment variables, notes, exit codes. */
export function usage(spec: CommandSpec): string {
  const positionals = (spec.positionals ?? []).map((p) => ` ${p.name}`).join('');
  const lines = [
    `Usage: ocpi-conformance ${spec.name}${positionals} [options]`,
    '',
    spec.summary,
    '',
  ];
  if (spec.positionals?.length) {
    lines.push('Arguments:');
    for (const p of spec.positionals) lines.push(...wrap(`  ${p.name}`, p.description));
    lines.push('');
  }
  lines.push('Options:');
  for (const option of [...spec.options, HELP_OPTION]) {
    const flag = `${option.short ? `-${option.short}, ` : ''}--${option.name}${option.placeholder ? ` ${option.placeholder}` : ''}`;
    const env = option.env ? ` (env ${envName(option.name)})` : '';
    const text = `${option.description}${env}`;
    lines.push(...wrap(`  ${flag}`, text));
  }
  if (spec.notes) lines.push('', spec.notes);
  lines.push('', EXIT_CODES_HELP);
  return lines.join('\n');
}

/** One option's help line, wrapped at `width` columns under its description column. */
export function wrap(head: string, text: string, width = 100): string[] {
  const column = 30;
  const indent = ' '.repeat(column);
  const out: string[] = [];
  // A flag too long for its column gets a line of its own.
  const fits = head.length <= column - 2;
  if (!fits) out.push(head);
  let line = fits ? head.padEnd(column) : indent;
  for (const word of text.split(/\s+/)) {
    if (line.length > column && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else {
      line += (line.length > column ? ' ' : '') + word;
    }
  }
  out.push(line);
  return out;
}

/**
 * Every problem with a command's values, reported at once before anything is sent: `collect`
 * runs one reader and keeps its InputError; `throwIfAny` throws the one problem, or all of them
 * in one error named by the first's field.
 */
export function inputProblems() {
  const problems: InputError[] = [];
  return {
    collect<T>(read: () => T): T | undefined {
      try {
        return read();
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        problems.push(error);
        return undefined;
      }
    },
    throwIfAny(): void {
      if (problems.length === 0) return;
      throw problems.length === 1
        ? problems[0]!
        : new InputError(problems[0]!.field, problems.map((p) => p.message).join('\n'));
    },
  };
}

/**
 * The reader of every command's options, run's aside (run-options.ts reads those the same way,
 * with the names of the action's inputs besides): each option is an entry of the settings
 * catalogue (core/catalogue.ts), made an option by settingOption; its value is read from the flag,
 * else from its environment variable, then trimmed, given its default and parsed by the entry's
 * parser through core's SettingValues, the reader of run's settings. Every problem is listed at
 * once, each named by the flag or the environment variable its value came from. No command reads
 * a flag itself.
 */
import {
  CATALOGUE,
  type SettingKey,
  type SettingSpec,
  type SettingValue,
} from '../core/catalogue.js';
import { type SettingProblem, SettingsError, SettingValues } from '../core/settings.js';
import { InputError } from '../util/errors.js';
import { envName, type OptionSpec, type ParsedCommand } from './args.js';
import { flagName } from './flags.js';

/** The option of the command that is the setting's entry; none: the command does not take it. */
function optionOf(parsed: ParsedCommand, key: SettingKey): OptionSpec | undefined {
  return parsed.spec.options.find((option) => option.setting === key);
}

/** A setting's value as the command received it; '' when not given or not the command's. */
function rawValue(parsed: ParsedCommand, key: SettingKey): string {
  const option = optionOf(parsed, key);
  if (!option) return '';
  if (option.kind === 'boolean') return parsed.flag(option.name) ? 'true' : '';
  return parsed.get(option.name) ?? '';
}

/** Whether the command was given the option at all, if only empty ('--junit ""'). */
export function optionGiven(parsed: ParsedCommand, key: SettingKey): boolean {
  const option = optionOf(parsed, key);
  if (!option) return false;
  return option.kind === 'boolean'
    ? parsed.flag(option.name)
    : parsed.get(option.name) !== undefined;
}

/** Where a setting's value came from, for messages: "--base-url" or "OCPI_TESTING_BASE_URL". */
export function optionSource(parsed: ParsedCommand, key: SettingKey): string {
  const option = optionOf(parsed, key);
  return option ? parsed.source(option.name) : flagName(key);
}

/**
 * Reads a command's options through the catalogue: `read` gets them from the values in the order
 * their problems are to be listed, and may add problems of its own (a rule over several). Those
 * `required` lists are a problem when missing. Throws one InputError listing every problem, each
 * a line naming where its value came from, the first's flag as its field.
 */
export function readOptions<T>(
  parsed: ParsedCommand,
  read: (values: SettingValues) => T,
  required: readonly SettingKey[] = [],
): T {
  const values = new SettingValues(
    (key) => rawValue(parsed, key),
    flagName,
    (key) => required.includes(key),
  );
  const result = read(values);
  try {
    values.check();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    const lines = error.problems.map((p) => `${optionSource(parsed, p.setting)} ${inCliWords(p)}`);
    const first = error.problems[0]!.setting;
    throw new InputError((CATALOGUE[first] as SettingSpec).flag ?? first, lines.join('\n'));
  }
  return result;
}

/** The values of the options `keys`, by key, read as readOptions reads them. */
export function optionValues<K extends SettingKey>(
  parsed: ParsedCommand,
  keys: readonly K[],
  required: readonly SettingKey[] = [],
): { [P in K]: SettingValue<P> } {
  return readOptions(parsed, (values) => values.pick(keys), required);
}

/** A problem as a CLI user reads it: a missing key or address is shown how to give it. */
export function inCliWords(problem: SettingProblem): string {
  if (problem.code === 'required' && problem.setting === 'apiKey') {
    return `is required: set ${envName('api-key')} from a CI secret (or pass --api-key).`;
  }
  if (problem.code === 'required' && problem.setting === 'baseUrl') {
    return `is required: the service base URL ending in /api/v1, with --base-url or ${envName('base-url')}.`;
  }
  return problem.message;
}

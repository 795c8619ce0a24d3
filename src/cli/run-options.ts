/**
 * The options of `ocpi-conformance run`, generated from the settings catalogue
 * (core/catalogue.ts): a flag for each setting the CLI takes, with its environment variable, value
 * placeholder and help line; and the settings read from them, each problem worded with the flag
 * or the environment variable its value came from.
 */
import { InputError } from '../client/index.js';
import { CATALOGUE, SETTING_KEYS, type SettingSpec } from '../core/catalogue.js';
import type { SettingKey } from '../core/model.js';
import {
  readSettings,
  type SettingProblem,
  type Settings,
  SettingsError,
} from '../core/settings.js';
import { ciBranches } from '../util/ci-branches.js';
import { ciJobParts } from '../util/ci-job.js';
import type { Redactor } from '../util/redaction.js';
import {
  type CommandSpec,
  envName,
  helpPointer,
  JSON_OPTION,
  type OptionSpec,
  type ParsedCommand,
  settingOption,
  UsageError,
  VERBOSE_OPTION,
} from './args.js';
import { flagName, RUN_FLAGS } from './flags.js';
import { jsonHelpText } from './json-document.js';

/** A flag for each setting of the catalogue the CLI takes, and the CLI's own spellings after theirs. */
function runOptions(): OptionSpec[] {
  const options: OptionSpec[] = [];
  for (const key of SETTING_KEYS) {
    const spec: SettingSpec = CATALOGUE[key];
    if (!spec.flag) continue;
    options.push(settingOption(key), ...(ALIASES[key] ?? []));
  }
  return [...options, JSON_OPTION, VERBOSE_OPTION];
}

/** Other spellings of a setting on the command line. */
const ALIASES: Partial<Record<SettingKey, OptionSpec[]>> = {
  wait: [{ name: 'no-wait', kind: 'boolean', description: 'the same as --wait false' }],
  junitFile: [
    {
      name: 'junit-file',
      kind: 'string',
      placeholder: 'FILE',
      env: true,
      description: 'the same as --junit (the action input name)',
    },
  ],
};

export const RUN_COMMAND: CommandSpec = {
  name: 'run',
  summary:
    'Runs the conformance gate: starts a conformance run (or a journey) against a connection, waits\nfor it, grades the report against the threshold and fail-on conditions, and exits with the verdict.',
  options: runOptions(),
  notes: `Every option with an env variable can be set through it; a flag wins over the environment.
Pass secrets (OCPI_TESTING_API_KEY, OCPI_TESTING_TOKEN_A...) through the environment: they are
masked in all output, but command lines can be seen by other processes.

Progress and log lines go to stderr; the result goes to stdout.
${jsonHelpText()}

On SIGINT or SIGTERM the run stops waiting (a journey run is asked to cancel) and exits 3; a
second signal exits at once.

Examples:
  OCPI_TESTING_API_KEY=... ocpi-conformance run --base-url https://testing.example.com/api/v1 \\
    --connection con_123 --threshold 95 --junit conformance.xml
  ocpi-conformance run --run-kind journey --journey journeys/charge.yaml --json`,
};

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
      job: ciJobParts(env),
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

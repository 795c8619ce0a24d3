/**
 * The options of `ocpi-conformance run`, generated from the settings catalogue
 * (core/catalogue.ts): a flag for each setting the CLI takes, with its environment variable, value
 * placeholder and help line; and the settings read from them, each problem worded with the flag
 * or the environment variable its value came from; and how a later `merge` names the run.
 */
import path from 'node:path';
import { actionOnlyInputs, fileServing, runFlagNames, SETTING_KEYS } from '../core/catalogue.js';
import type { LegIdentity, SettingKey } from '../core/model.js';
import {
  readSettings,
  type SettingProblem,
  type Settings,
  SettingsError,
} from '../core/settings.js';
import { ciBranches } from '../util/ci-branches.js';
import { ciJobParts } from '../util/ci-job.js';
import { InputError } from '../util/errors.js';
import type { Redactor } from '../util/redaction.js';
import {
  type CommandSpec,
  helpPointer,
  JSON_OPTION,
  type OptionSpec,
  type ParsedCommand,
  settingOption,
  UsageError,
  VERBOSE_OPTION,
} from './args.js';
import { flagName } from './flags.js';
import { jsonHelpText } from './json-document.js';
import { inCliWords } from './options.js';

/**
 * A flag for each setting of the catalogue the CLI takes; after it, the action input's name where
 * that differs (runFlagNames: every input is a flag of the same name, with its own environment
 * variable) and the CLI's own spellings.
 */
function runOptions(): OptionSpec[] {
  const options: OptionSpec[] = [];
  for (const key of SETTING_KEYS) {
    const [flag, ...inputNames] = runFlagNames(key);
    if (!flag) continue;
    options.push(settingOption(key));
    for (const name of inputNames) {
      options.push({
        ...settingOption(key),
        name,
        env: true,
        description: `the same as --${flag} (the action input's name)`,
      });
    }
    options.push(...(OWN_SPELLINGS[key] ?? []));
  }
  return [...options, JSON_OPTION, VERBOSE_OPTION];
}

/** The CLI's own spellings of a setting on the command line. */
const OWN_SPELLINGS: Partial<Record<SettingKey, OptionSpec[]>> = {
  wait: [
    { name: 'no-wait', kind: 'boolean', description: 'the same as --wait false', setting: 'wait' },
  ],
};

/** The inputs of the action `run` has no flag for, wrapped for --help. */
function actionOnlyNote(): string {
  const words =
    `Every input of the action is an option of the same name, but those only a GitHub job has: ${actionOnlyInputs()
      .map(({ input }) => input)
      .join(', ')}.`.split(' ');
  const lines = [''];
  for (const word of words) {
    const last = lines.length - 1;
    if (lines[last]!.length + word.length + 1 > 100) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return lines.join('\n');
}

export const RUN_COMMAND: CommandSpec = {
  name: 'run',
  summary:
    'Runs the conformance gate: starts a conformance run (or a journey) against a connection, waits\nfor it, grades the report against the threshold and fail-on conditions, and exits with the verdict.',
  options: runOptions(),
  notes: `${actionOnlyNote()}

Every option with an env variable can be set through it; a flag wins over the environment.
Pass secrets (OCPI_TESTING_API_KEY, OCPI_TESTING_TOKEN_A...) through the environment: they are
masked in all output, but command lines can be seen by other processes.

Progress and log lines go to stderr; the result goes to stdout.
${jsonHelpText()}

On SIGINT or SIGTERM the run stops waiting (a journey run is asked to cancel) and exits 3; a
second signal exits at once.

Examples (con_123 stands for your connection's id, and .github/journeys/first-charge.yaml for
your journey file, the journey preview body the README's journey example describes; the files
written, conformance.xml, are yours to name):
  OCPI_TESTING_API_KEY=... ocpi-conformance run --base-url https://testing.example.com/api/v1 \\
    --connection con_123 --threshold 95 --junit conformance.xml
  ocpi-conformance run --run-kind journey --journey .github/journeys/first-charge.yaml --json`,
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
    const name = nameRead(parsed, setting);
    return name ? (parsed.get(name) ?? '') : '';
  };
  try {
    return readSettings(read, {
      job: ciJobParts(env),
      names: flagName,
      // The command's secrets were registered as the options were parsed; again, to be sure.
      secret: (value) => secrets.add(value),
      resultFileDefault: 'ocpi-conformance-report.json',
      branches: ciBranches(env),
    });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    const lines = error.problems.map((p) => `- ${problemSource(parsed, p)}: ${inCliWords(p)}`);
    const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
    throw new InputError(error.field, `${count} in the options of "run":\n${lines.join('\n')}`);
  }
}

/**
 * The name a setting's value is read under (runFlagNames): a flag given on the command line, else
 * the first of its environment variables that is set; undefined when none is. Its flag and the
 * input's name given with different values is a usage error.
 */
function nameRead(parsed: ParsedCommand, setting: SettingKey): string | undefined {
  const names = runFlagNames(setting);
  const given = names.filter(
    (name) => parsed.get(name) !== undefined && parsed.source(name) === `--${name}`,
  );
  if (new Set(given.map((name) => parsed.get(name))).size > 1) {
    throw new UsageError(
      `Give either ${given.map((name) => `--${name}`).join(' or ')}, not both: they are one option. ${helpPointer('run')}`,
      given[0],
    );
  }
  return given[0] ?? names.find((name) => parsed.get(name) !== undefined);
}

/** Where a problem's value came from: the flag, or the environment variable that set it. */
function problemSource(parsed: ParsedCommand, problem: SettingProblem): string {
  return settingSource(parsed, problem.setting);
}

/** Where a setting's value came from, for messages: its flag, or the variable that set it. */
export function settingSource(parsed: ParsedCommand, setting: SettingKey): string {
  const name = nameRead(parsed, setting) ?? runFlagNames(setting)[0];
  return name ? parsed.source(name) : setting;
}

/**
 * Whether a setting was given a value, by a flag or an environment variable: a file's path asked
 * for, where a default path is none.
 */
export function settingGiven(parsed: ParsedCommand, setting: SettingKey): boolean {
  const name = nameRead(parsed, setting);
  return Boolean(name && parsed.get(name));
}

/**
 * How a later `merge` names this run and links to it: the CI job's name (GitLab's CI_JOB_NAME,
 * which holds a parallel leg's index; Jenkins' STAGE_NAME) or, outside CI, the report file's
 * name, and the module; and the job's page (CI_JOB_URL, BUILD_URL).
 */
export function legIdentity(env: NodeJS.ProcessEnv, settings: Settings): LegIdentity {
  const resultFile = fileServing(settings, 'result')?.file ?? '';
  const job =
    env.CI_JOB_NAME ||
    env.STAGE_NAME ||
    path.basename(resultFile, path.extname(resultFile)) ||
    'run';
  const name =
    settings.module && !job.includes(settings.module) ? `${job} ${settings.module}` : job;
  const url = env.CI_JOB_URL || env.BUILD_URL || undefined;
  return { name, url, module: settings.module, runKind: settings.runKind };
}

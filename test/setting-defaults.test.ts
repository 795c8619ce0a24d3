/**
 * One default per setting: the action's (action.yml, which GitHub hands over for an input not set)
 * and the CLI's (what `run` reads with no flag and no environment variable) are the same, setting
 * for setting. action.yml is read as GitHub reads it, with the `yaml` package; the CLI is asked
 * through its own parser and settings reader.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_INPUTS } from '../src/action/inputs.js';
import { readActionMergeSettings, readActionSettings } from '../src/action/settings.js';
import { parseCommand } from '../src/cli/args.js';
import { RUN_COMMAND, readRunSettings } from '../src/cli/run-options.js';
import {
  CATALOGUE,
  SETTING_KEYS,
  type SettingKey,
  type SettingSpec,
} from '../src/core/catalogue.js';
import { readSettings } from '../src/core/settings.js';
import { Redactor } from '../src/util/redaction.js';

const ROOT = path.resolve(__dirname, '..');
const ACTION_DEFAULTS: Record<string, unknown> = Object.fromEntries(
  Object.entries(
    parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')).inputs as Record<
      string,
      { default?: unknown }
    >,
  ).map(([name, input]) => [name, input.default]),
);
/** The two settings every run needs; neither has a default. */
const REQUIRED = ['--api-key', 'key-for-defaults', '--base-url', 'https://service.invalid/api/v1'];
/** One CI job, so that both front ends derive the same seed. */
const ENV = {
  GITHUB_ACTIONS: 'true',
  GITHUB_REPOSITORY: 'acme/charging',
  GITHUB_RUN_ID: '7',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_JOB: 'gate',
};

/** The settings `run` reads from these flags, with no environment variable set. */
function cliSettings(flags: string[]) {
  const secrets = new Redactor();
  const parsed = parseCommand(RUN_COMMAND, [...REQUIRED, ...flags], ENV, secrets);
  return readRunSettings(parsed, ENV, secrets);
}

/** The settings core reads when only `given` is set: what a front end without a flag for it gets. */
function coreSettings(given: Partial<Record<SettingKey, string>>) {
  return readSettings(
    (setting) =>
      given[setting] ?? (setting === 'apiKey' ? 'key' : setting === 'baseUrl' ? REQUIRED[3]! : ''),
    { job: [], names: (s) => s, secret: () => {}, resultFileDefault: 'report.json' },
  );
}

/** A default GitHub evaluates in the workflow (`${{ github.token }}`): nothing the CLI could hold. */
const isExpression = (value: unknown) => String(value).includes('${{');

const withInputDefault = SETTING_KEYS.filter((key) => {
  const input = (CATALOGUE[key] as SettingSpec).input;
  return input !== undefined && ACTION_DEFAULTS[input] !== undefined;
});

describe('one default per setting', () => {
  it('has settings with a default in action.yml to compare (the list is not empty by accident)', () => {
    expect(withInputDefault).toEqual(
      expect.arrayContaining(['threshold', 'timeoutMinutes', 'wait']),
    );
  });

  for (const key of withInputDefault) {
    const spec: SettingSpec = CATALOGUE[key];
    const actionDefault = ACTION_DEFAULTS[spec.input!];
    if (isExpression(actionDefault)) continue;
    it(`${spec.input}: the action's default ${JSON.stringify(actionDefault)} is what the CLI reads with nothing given`, () => {
      if (spec.flag) {
        // The CLI told the action's default explicitly reads what it reads when told nothing.
        expect(cliSettings([`--${spec.flag}`, String(actionDefault)])).toEqual(cliSettings([]));
      } else if (key === 'uploadReport') {
        // An input only the action has, read outside core: its reader with and without it.
        const read = (value: string) =>
          readActionSettings(
            {
              getInput: (name) =>
                name === ACTION_INPUTS.uploadReport
                  ? value
                  : (({ 'api-key': 'key', 'base-url': REQUIRED[3]! } as Record<string, string>)[
                      name
                    ] ?? ''),
              setSecret: () => {},
            },
            ENV,
          ).uploadReport;
        expect(read(String(actionDefault))).toBe(read(''));
      } else {
        // No flag: the CLI has core's value for a setting not given.
        expect(coreSettings({ [key]: String(actionDefault) })).toEqual(coreSettings({}));
      }
    });
  }

  it('reads, in the action as GitHub starts it with no input set, the settings the CLI reads with no flag', () => {
    const inputs: Record<string, string> = {
      'api-key': 'key-for-defaults',
      'base-url': REQUIRED[3]!,
    };
    for (const [name, value] of Object.entries(ACTION_DEFAULTS)) {
      if (value !== undefined && !isExpression(value) && !(name in inputs))
        inputs[name] = String(value);
    }
    const action = readActionSettings(
      { getInput: (name) => inputs[name] ?? '', setSecret: () => {} },
      ENV,
    );
    const cli = cliSettings([]);
    // Where each front end writes its files by default is its own (the runner's temp directory;
    // the working directory), as is the action's workflow token and its artifact.
    const ownDefaults = ['reportFile', 'htmlReport', 'harFile', 'githubToken'] as const;
    const shared = (settings: object) =>
      Object.fromEntries(
        Object.entries(settings).filter(
          ([field]) => field in cli && !(ownDefaults as readonly string[]).includes(field),
        ),
      );
    expect(shared(action)).toEqual(shared(cli));
  });

  it("does not call action.yml's defaults 'not used' in a merge step: GitHub hands them over unasked", () => {
    const defaults: Record<string, string> = {};
    for (const [name, value] of Object.entries(ACTION_DEFAULTS)) {
      if (value !== undefined && !isExpression(value)) defaults[name] = String(value);
    }
    const merge = (inputs: Record<string, string>) =>
      readActionMergeSettings({ getInput: (name) => inputs[name] ?? '', setSecret: () => {} }, ENV)
        .ignored;
    expect(merge({ ...defaults, 'merge-reports': 'legs/*.json' })).toEqual([]);
    // A value the user did set on the merge step is still named.
    expect(merge({ ...defaults, 'merge-reports': 'legs/*.json', threshold: '80' })).toEqual([
      'threshold',
    ]);
  });
});

/**
 * A setting is declared once: its catalogue entry's parser is what both front ends run, and its
 * value reaches the settings, the gate's settings or the grading policy by the entry's `into`,
 * with no copy by hand between them. Each check goes through the front ends' own readers.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS } from '../src/action/inputs.js';
import { readActionSettings } from '../src/action/settings.js';
import { parseCommand } from '../src/cli/args.js';
import { RUN_COMMAND, readRunSettings } from '../src/cli/run-options.js';
import { FAIL_ON } from '../src/core/catalogue/parsers.js';
import {
  CATALOGUE,
  keysInto,
  SETTING_KEYS,
  type SettingKey,
  type SettingSpec,
  settingDefault,
} from '../src/core/catalogue.js';
import { FAIL_ON_CONDITIONS } from '../src/core/grading.js';
import { readSettings, toGateSettings } from '../src/core/settings.js';
import { Redactor } from '../src/util/redaction.js';

const REQUIRED = { apiKey: 'key-declared-once', baseUrl: 'https://service.invalid/api/v1' };

/** A value other than the default for each setting that goes somewhere, and what it parses to. */
const GIVEN: Partial<Record<SettingKey, [string, unknown]>> = {
  apiKey: ['another-key', 'another-key'],
  allowInsecureHttp: ['TRUE', true],
  module: ['locations', 'locations'],
  threshold: ['87.5', 87.5],
  failOn: ['Warnings, withheld', new Set(['warnings', 'withheld'])],
  allowFailures: ['a-*, b\nc', ['a-*', 'b', 'c']],
  wait: ['false', false],
  timeoutMinutes: ['12', 12],
  summary: ['False', false],
  annotations: ['false', false],
  share: ['on-failure', 'on-failure'],
  shareUrlTemplate: ['{origin}/s/{token}', '{origin}/s/{token}'],
  comment: ['always', 'always'],
  githubToken: ['ghs_declared_once', 'ghs_declared_once'],
  junitFile: ['out.xml', 'out.xml'],
  uploadReport: ['on-failure', 'on-failure'],
  artifactName: ['my-report', 'my-report'],
  artifactRetentionDays: ['7', 7],
};

function read(given: Partial<Record<SettingKey, string>>) {
  return readSettings((key) => given[key] ?? (key in REQUIRED ? REQUIRED[key as 'apiKey'] : ''), {
    job: ['github', 'o/r', '1'],
    names: (key) => key,
    secret: () => {},
    resultFileDefault: 'report.json',
  });
}

describe('a setting declared once', () => {
  const landing = SETTING_KEYS.filter((key) => (CATALOGUE[key] as SettingSpec).into);

  it('has a value other than the default to give for the settings it lists', () => {
    for (const [key, [raw]] of Object.entries(GIVEN) as [SettingKey, [string, unknown]][]) {
      expect(landing).toContain(key);
      expect(raw).not.toBe(settingDefault(key));
    }
  });

  it.each(landing)('brings %s where its entry says, parsed by its entry', (key) => {
    // A setting added without a value here is checked with its default, as its parser reads it.
    const [raw, parsed] = GIVEN[key] ?? given(key);
    const settings = read({ [key]: raw });
    const gate = toGateSettings(settings, 0);
    const into = (CATALOGUE[key] as SettingSpec).into;
    const policy = settings.policy as Record<string, unknown>;
    const flat = settings as unknown as Record<string, unknown>;
    if (into === 'policy') {
      expect(policy[key]).toEqual(parsed);
      expect((gate.policy as Record<string, unknown>)[key]).toEqual(parsed);
      expect(key in flat).toBe(false);
    } else {
      expect(flat[key]).toEqual(parsed);
      expect(key in (gate as unknown as Record<string, unknown>)).toBe(into === 'gate');
      if (into === 'gate')
        expect((gate as unknown as Record<string, unknown>)[key]).toEqual(parsed);
    }
  });

  it.each(landing)(
    "lists %s's problem, in its parser's words, when its value is not one",
    (key) => {
      const raw = 'not-a-value:}{';
      const parsed = (CATALOGUE[key] as SettingSpec).parse.safeParse(raw);
      if (parsed.success) return; // Any text is a value of this setting.
      const words = parsed.error.issues.map((issue) => `- ${key}: ${issue.message}`);
      expect(words.length).toBeGreaterThan(0);
      let message = '';
      try {
        read({ [key]: raw });
      } catch (error) {
        message = (error as Error).message;
      }
      for (const line of words) expect(message).toContain(line);
    },
  );

  it("gives the gate no setting it does not use (the API key and the outputs' stay out)", () => {
    const gate = toGateSettings(read({}), 1_000);
    expect(Object.keys(gate).sort()).toEqual(
      [
        ...keysInto('gate'),
        'connection',
        'seed',
        'seedDerived',
        'baselineBranch',
        'runBranch',
        'policy',
        'deadline',
        'journey',
      ].sort(),
    );
    expect(Object.keys(gate.policy).sort()).toEqual([...keysInto('policy')].sort());
    expect(gate.deadline).toBe(1_000 + 30 * 60_000);
  });

  it("lists the fail-on conditions grading checks, in grading's order", () => {
    expect([...FAIL_ON]).toEqual([...FAIL_ON_CONDITIONS]);
  });

  it.each(
    SETTING_KEYS.filter((key) => {
      const spec: SettingSpec = CATALOGUE[key];
      return spec.input && spec.flag && spec.into;
    }),
  )(
    'reads %s alike in the action and the CLI, where the same value gives the same problem',
    (key) => {
      const spec: SettingSpec = CATALOGUE[key];
      const env = { GITHUB_JOB: 'gate', GITHUB_RUN_ID: '1', GITHUB_REPOSITORY: 'o/r' };
      for (const raw of [(GIVEN[key] ?? given(key))[0], 'not-a-value:}{']) {
        const inputs: Record<string, string> = {
          [ACTION_INPUTS.apiKey]: REQUIRED.apiKey,
          [ACTION_INPUTS.baseUrl]: REQUIRED.baseUrl,
          [ACTION_INPUTS[key]]: raw,
        };
        const action = outcome(() =>
          readActionSettings({ getInput: (name) => inputs[name] ?? '', setSecret: () => {} }, env),
        );
        const argv = ['--api-key', REQUIRED.apiKey, '--base-url', REQUIRED.baseUrl];
        argv.push(`--${spec.flag}`, raw);
        const secrets = new Redactor();
        const cli = outcome(() =>
          readRunSettings(parseCommand(RUN_COMMAND, argv, env, secrets), env, secrets),
        );
        // Each front end words the list its own way, and names the setting its own way.
        const problem = (text: string, name: string) =>
          text.includes(`- ${name}: `) ? text.split(`- ${name}: `)[1]!.split('\n')[0] : undefined;
        expect(problem(cli.error, `--${spec.flag}`)).toBe(problem(action.error, spec.input!));
        if (!action.error) expect(cli.value?.[key]).toEqual(action.value?.[key]);
      }
    },
  );
});

/** A setting as given by its default, and the value its parser makes of that. */
function given(key: SettingKey): [string, unknown] {
  const raw = settingDefault(key);
  return [raw, (CATALOGUE[key] as SettingSpec).parse.parse(raw)];
}

function outcome(read: () => unknown): { value?: Record<string, unknown>; error: string } {
  try {
    const settings = read() as Record<string, unknown>;
    return { value: { ...settings, ...(settings.policy as object) }, error: '' };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

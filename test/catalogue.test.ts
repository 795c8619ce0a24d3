/**
 * The settings catalogue (src/core/catalogue.ts) is the one declaration of every setting:
 * action.yml's inputs are written from it (scripts/action-docs.mjs, checked), the README's table
 * of inputs from action.yml (test/readme.test.ts), the CLI's flags and help of `run` and both
 * front ends' names and readers from it. Each of those is held to it here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_INPUTS } from '../src/action/inputs.js';
import { readActionSettings } from '../src/action/settings.js';
import { parseCommand, SERVICE_OPTIONS, usage } from '../src/cli/args.js';
import { CREATE_OPTIONS } from '../src/cli/connections.js';
import { RUN_FLAGS } from '../src/cli/flags.js';
import { RUN_COMMAND, readRunSettings } from '../src/cli/run-options.js';
import { runsGroup } from '../src/cli/runs.js';
import {
  CATALOGUE,
  describeSetting,
  REQUIRED_TO_RUN,
  runFlagNames,
  SETTING_KEYS,
  type SettingSpec,
  settingDefault,
} from '../src/core/catalogue.js';
import { CONNECTION_FIELDS } from '../src/core/settings.js';
import { Redactor } from '../src/util/redaction.js';

const ROOT = path.resolve(__dirname, '..');
const ACTION_YML = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
const scratch = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const specs = SETTING_KEYS.map((key) => [key, CATALOGUE[key] as SettingSpec] as const);
/** The settings of run and the action: the options of the CLI's other commands left out. */
const runSpecs = specs.filter(([, spec]) => !spec.commands);

describe('the settings catalogue', () => {
  it("is what action.yml's inputs say, input for input, in order", () => {
    const inputs = parse(ACTION_YML).inputs as Record<string, Record<string, unknown>>;
    const declared = specs.filter(([, spec]) => spec.input);
    expect(Object.keys(inputs)).toEqual(declared.map(([, spec]) => spec.input));
    for (const [key, spec] of declared) {
      const input = inputs[spec.input!]!;
      const described = describeSetting(key, (other) => (CATALOGUE[other] as SettingSpec).input!);
      expect(String(input.description).replace(/\s+/g, ' ')).toBe(
        spec.requiredToRun ? `${REQUIRED_TO_RUN.action} ${described}` : described,
      );
      expect(input.required).toBe(spec.required === true);
      expect(input.default).toBe(spec.default);
    }
  });

  it('fails the docs check when a setting is added to the catalogue alone, and the docs script writes it', () => {
    const catalogue = readFileSync(path.join(ROOT, 'src/core/catalogue/outputs.ts'), 'utf8');
    // The script reads the catalogue from the checkout, so the edit goes to a copy of action.yml
    // that lacks an input instead: the same drift, seen from the other side.
    const copy = path.join(scratch, 'action.yml');
    writeFileSync(copy, ACTION_YML.replace(/\n {2}share-url-template:\n(?: {4}.*\n)+/, '\n'));
    expect(readFileSync(copy, 'utf8')).not.toContain('\n  share-url-template:\n');
    const readme = path.join(scratch, 'README.md');
    writeFileSync(readme, readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
    const docs = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(ROOT, 'scripts/action-docs.mjs'), ...args], {
        encoding: 'utf8',
      });
    const check = docs('--check', '--action', copy, '--readme', readme);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("action.yml's inputs differ from src/core/catalogue.ts");
    const write = docs('--action', copy, '--readme', readme);
    expect(write.status, write.stderr).toBe(0);
    expect(readFileSync(copy, 'utf8')).toBe(ACTION_YML);
    expect(catalogue).toContain("input: 'share-url-template'");
  });

  it("gives the action its input names and the CLI its flags, each from the setting's entry", () => {
    for (const [key, spec] of specs) {
      expect(ACTION_INPUTS[key]).toBe(spec.input);
      expect(RUN_FLAGS[key]).toBe(spec.flag ? `--${spec.flag}` : undefined);
    }
  });

  it("lists every flag of run's settings in run's help, with its environment variable and secrecy", () => {
    const help = usage(RUN_COMMAND);
    for (const [, spec] of runSpecs) {
      if (!spec.flag) continue;
      const option = RUN_COMMAND.options.find((o) => o.name === spec.flag);
      expect(option, spec.flag).toBeDefined();
      expect(option!.secret === true).toBe(spec.secret === true);
      expect(option!.env).toBe(spec.env !== false);
      expect(help).toContain(`--${spec.flag}`);
      if (spec.env !== false) {
        expect(help).toContain(`OCPI_TESTING_${spec.flag.toUpperCase().replace(/-/g, '_')}`);
      }
    }
  });

  it("spells the connection settings of `connections create` as the catalogue's flags", () => {
    const created = CREATE_OPTIONS.map((o) => [o.name, o.secret === true, o.env === true]);
    const declared = CONNECTION_FIELDS.map((field) => {
      const spec: SettingSpec = CATALOGUE[field];
      return [spec.flag, spec.secret === true, spec.env !== false];
    });
    expect(created).toEqual(declared);
  });

  it("masks every secret of the catalogue the moment the action's inputs are read", () => {
    const secrets = specs.filter(([, spec]) => spec.secret && spec.input);
    expect(secrets.map(([key]) => key).sort()).toEqual(
      ['apiKey', 'githubToken', 'localTokenB', 'tokenA', 'tokenC'].sort(),
    );
    const masked: string[] = [];
    const inputs: Record<string, string> = { 'base-url': 'not a url' };
    for (const [key, spec] of secrets) inputs[spec.input!] = `secret-${key}-value`;
    const core = {
      getInput: (name: string) => inputs[name] ?? '',
      setSecret: (value: string) => masked.push(value),
    };
    expect(() => readActionSettings(core, {}, new Redactor())).toThrow();
    expect(masked.sort()).toEqual(secrets.map(([key]) => `secret-${key}-value`).sort());
  });

  describe('one description per setting', () => {
    const inputs = parse(ACTION_YML).inputs as Record<string, { description: string }>;
    const inputOfFlag = new Map(runSpecs.map(([, spec]) => [spec.flag, spec.input]));
    const flagged = runSpecs.filter(([, spec]) => spec.flag);
    /** The options of every command that are settings of the catalogue, by command. */
    const surfaces = {
      run: RUN_COMMAND.options,
      'connections create': CREATE_OPTIONS,
      'account commands': SERVICE_OPTIONS,
      'runs share': runsGroup.commands.share!.spec.options,
    };

    it("gives every flag of run the catalogue's description as its help line", () => {
      for (const [key, spec] of flagged) {
        const option = RUN_COMMAND.options.find((o) => o.name === spec.flag)!;
        const help = CATALOGUE[key].description.replace(/`/g, '');
        // The catalogue's words, with the settings it names as flags and its default after them.
        const named = help.replace(/\{\{(\w+)\}\}/g, (_, other: string) => {
          const flag = (CATALOGUE as Record<string, SettingSpec>)[other]!.flag;
          expect(flag, `${key} names ${other}, which has no flag`).toBeDefined();
          return `--${flag}`;
        });
        const fallback = settingDefault(key);
        const required = spec.requiredToRun ? `${REQUIRED_TO_RUN.cli} ` : '';
        expect(option.description, spec.flag).toBe(
          `${required}${named}${fallback ? ` Default: ${fallback}.` : ''}`,
        );
      }
    });

    for (const [surface, options] of Object.entries(surfaces)) {
      it(`says in ${surface} --help what action.yml says of each setting, but for the names`, () => {
        let compared = 0;
        for (const option of options) {
          const input = inputOfFlag.get(option.name);
          if (!input) continue;
          // connections create names the partner's URL alone: it has no ensure mode.
          if (surface === 'connections create' && option.name === 'partner-base-url') continue;
          const fromAction = inputs[input]!.description.replace(/`/g, '')
            .replace(/\s+/g, ' ')
            .replace(`${REQUIRED_TO_RUN.action} `, '');
          const fromHelp = option.description
            .replace(`${REQUIRED_TO_RUN.cli} `, '')
            .replace(/ Default: [^ ]+\.$/, '')
            .replace(/--([a-z][a-z-]*)/g, (flag, name: string) => inputOfFlag.get(name) ?? flag);
          expect(fromHelp, option.name).toBe(fromAction);
          compared++;
        }
        expect(compared).toBeGreaterThan(0);
      });
    }

    it('describes --local-token-b as the interface does: the token the partner calls the service with', () => {
      const text = CREATE_OPTIONS.find((o) => o.name === 'local-token-b')!.description;
      expect(text).toContain('the partner already uses to call the service');
      expect(inputs['local-token-b']!.description.replace(/\s+/g, ' ')).toContain(
        'the partner already uses to call the service',
      );
    });

    it('shows the default of a setting in --help from the catalogue', () => {
      const help = usage(RUN_COMMAND).replace(/\s+/g, ' ');
      for (const [key, spec] of flagged) {
        const fallback = settingDefault(key);
        if (fallback) expect(help, spec.flag).toContain(`Default: ${fallback}.`);
      }
      expect(help).not.toMatch(/\(default[ :]/);
    });
  });
});

describe('every input of the action is a flag of run of the same name (issue 40, point 6)', () => {
  const inputs = Object.keys(parse(ACTION_YML).inputs as Record<string, unknown>);
  const required = [
    '--api-key',
    'key-of-the-test',
    '--base-url',
    'https://service.invalid/api/v1',
    '--seed',
    'one-seed',
  ];
  function settings(argv: string[], env: NodeJS.ProcessEnv = {}) {
    const secrets = new Redactor();
    return readRunSettings(
      parseCommand(RUN_COMMAND, [...required, ...argv], env, secrets),
      env,
      secrets,
    );
  }

  it('is an option of run, but for the inputs the catalogue declares action-only, each with why', () => {
    const options = new Set(RUN_COMMAND.options.map((option) => option.name));
    const notTaken = inputs.filter((input) => !options.has(input));
    const declared = specs.filter(([, spec]) => spec.input && spec.actionOnly);
    expect(notTaken).toEqual(declared.map(([, spec]) => spec.input));
    for (const [key, spec] of declared) {
      expect(runFlagNames(key), key).toEqual([]);
      expect(spec.actionOnly, key).toMatch(/GitHub|action's|comment/);
    }
    // What only a GitHub job has: its summary, check run, comment, artifact, matrix, merge mode,
    // and the workflow's identity to sign with.
    expect(notTaken).toEqual([
      'job-index',
      'summary',
      'annotations',
      'check-run-id',
      'comment',
      'github-token',
      'upload-report',
      'artifact-name',
      'artifact-retention-days',
      'merge-reports',
      'expected-legs',
      'attest',
    ]);
    expect(usage(RUN_COMMAND).replace(/\s+/g, ' ')).toContain(
      `Every input of the action is an option of the same name, but those only a GitHub job has: ${notTaken.join(', ')}.`,
    );
  });

  it('reads the value given under the input name as under the flag, from the command line or the environment', () => {
    const renamed = specs.filter(([, spec]) => spec.flag && spec.input && spec.flag !== spec.input);
    expect(renamed.map(([, spec]) => [spec.input, spec.flag])).toEqual([
      ['junit-file', 'junit'],
      ['har-file', 'har'],
      ['codequality-file', 'codequality'],
    ]);
    for (const [key, spec] of renamed) {
      const byFlag = settings([`--${spec.flag}`, 'out/file.x']);
      expect(byFlag[key as 'harFile'], key).toBe('out/file.x');
      expect(settings([`--${spec.input}`, 'out/file.x'])).toEqual(byFlag);
      const env = `OCPI_TESTING_${spec.input!.toUpperCase().replace(/-/g, '_')}`;
      expect(settings([], { [env]: 'out/file.x' })).toEqual(byFlag);
      // The command line wins over the environment, whichever name either uses.
      expect(settings([`--${spec.input}`, 'out/file.x'], { [env]: 'other' })).toEqual(byFlag);
      expect(settings([`--${spec.flag}`, 'out/file.x', `--${spec.input}`, 'out/file.x'])).toEqual(
        byFlag,
      );
      expect(() => settings([`--${spec.flag}`, 'a.x', `--${spec.input}`, 'b.x'])).toThrow(
        `Give either --${spec.flag} or --${spec.input}, not both: they are one option.`,
      );
    }
  });
});

describe("run --help's examples", () => {
  it('name files the repository has, or say what each stands for', () => {
    const help = usage(RUN_COMMAND);
    const examples = help.split('\nExamples')[1]!;
    const [heading, ...commands] = examples.split('\n  ');
    const files = commands
      .join(' ')
      .split(/\s+/)
      .filter((word) => /^[\w./-]+\.(ya?ml|json|xml|html|har)$/.test(word));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(
        existsSync(path.join(ROOT, file)) || heading!.replace(/\s+/g, ' ').includes(file),
        file,
      ).toBe(true);
    }
  });
});

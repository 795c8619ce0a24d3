/**
 * Every command's options from the catalogue (issue 43, point 2): each option of each command of
 * the CLI is a catalogue entry's flag, as settingOption makes it (its kind, placeholder,
 * environment variable and secrecy from the entry), read by the one reader (cli/options.ts, and
 * run-options.ts for run) through core's SettingValues; no command reads a flag itself; and every
 * bound an option's help states is its parser's, written once. The demo and the emulator, the
 * commands of the test double, parse their own flags and take no setting of the service.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readActionMergeSettings } from '../src/action/settings.js';
import { suitesCommand, usageCommand } from '../src/cli/account.js';
import { type CommandSpec, settingOption } from '../src/cli/args.js';
import { connectionsGroup } from '../src/cli/connections.js';
import { doctorCommand } from '../src/cli/doctor.js';
import { MERGE_COMMAND } from '../src/cli/merge.js';
import { REPLAY_COMMAND } from '../src/cli/replay.js';
import { RUN_COMMAND } from '../src/cli/run-options.js';
import { runsGroup } from '../src/cli/runs.js';
import { SHOW_COMMAND } from '../src/cli/show.js';
import { VERIFY_COMMAND } from '../src/cli/verify.js';
import { EXPECTED_LEGS } from '../src/core/catalogue/outputs.js';
import {
  CATALOGUE,
  runFlagNames,
  SETTING_KEYS,
  type SettingKey,
  type SettingSpec,
} from '../src/core/catalogue.js';
import { cli } from './cli-harness.js';

const ROOT = path.resolve(__dirname, '..');

/** Every command of the CLI that takes a setting of the service or a report. */
const COMMANDS: CommandSpec[] = [
  RUN_COMMAND,
  suitesCommand.spec,
  usageCommand.spec,
  ...Object.values(connectionsGroup.commands).map((command) => command.spec),
  ...Object.values(runsGroup.commands).map((command) => command.spec),
  doctorCommand.spec,
  MERGE_COMMAND,
  SHOW_COMMAND,
  REPLAY_COMMAND,
  VERIFY_COMMAND,
];

/** The CLI's own switches of its output, which are no setting. */
const FRAME_OPTIONS = ['json', 'verbose'];

const spec = (key: SettingKey): SettingSpec => CATALOGUE[key];

describe("every command's options", () => {
  it('are each a catalogue entry, as settingOption makes it, and an entry of that command', () => {
    let checked = 0;
    for (const command of COMMANDS) {
      for (const option of command.options) {
        const where = `${command.name} --${option.name}`;
        if (FRAME_OPTIONS.includes(option.name)) {
          expect(option.setting, where).toBeUndefined();
          continue;
        }
        expect(option.setting, `${where} is no catalogue entry`).toBeDefined();
        const key = option.setting!;
        const entry = spec(key);
        // A setting of run, which other commands may take too, or an option of this command.
        if (command.name === 'run') expect(entry.commands, where).toBeUndefined();
        else if (entry.commands) expect(entry.commands, where).toContain(command.name);
        const { description: _, ...declared } = settingOption(key);
        // One exception: merge's files take no environment variable, since run's name a leg's file.
        if (command.name === 'merge' && entry.file && !entry.commands) declared.env = false;
        if (option.name === entry.flag) {
          expect({ ...option, description: undefined }, where).toEqual({
            ...declared,
            description: undefined,
          });
        } else {
          // run's other spellings: the action input's name, and --no-wait.
          expect(command.name, where).toBe('run');
          expect([...runFlagNames(key), `no-${entry.flag}`], where).toContain(option.name);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(90);
  });

  it("are each an option of the commands its entry names, and of no other; run's are run's", () => {
    for (const key of SETTING_KEYS) {
      const entry = spec(key);
      const takers = COMMANDS.filter((command) =>
        command.options.some((option) => option.setting === key && option.name === entry.flag),
      ).map((command) => command.name);
      if (entry.commands) {
        expect(takers.sort(), key).toEqual([...entry.commands].sort());
        // An input of the action as well (expected-legs) is no flag of run: it says why.
        if (entry.input) expect(entry.actionOnly, key).toBeDefined();
      } else if (entry.flag) {
        expect(takers, key).toContain('run');
      }
    }
  });

  it('take a switch without a value or an environment variable', () => {
    const switches = SETTING_KEYS.filter((key) => spec(key).switch);
    expect(switches).toEqual(
      expect.arrayContaining(['listAll', 'doctorSandboxRuns', 'replayFailedOnly', 'replayYes']),
    );
    for (const key of switches) {
      expect(settingOption(key), key).toMatchObject({ kind: 'boolean', env: false });
      expect(spec(key).parse.parse('true'), key).toBe(true);
      expect(spec(key).parse.parse(''), key).toBe(false);
    }
  });

  it('are read by the reader alone: no command reads a flag itself', () => {
    // The parser, the reader of every command's options, and run's (with the input names).
    const readers = ['args.ts', 'options.ts', 'run-options.ts'];
    const dir = path.join(ROOT, 'src/cli');
    const reads = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !readers.includes(file))
      .flatMap((file) =>
        [
          ...readFileSync(path.join(dir, file), 'utf8').matchAll(
            /\bparsed\.(get|list|flag|source)\([^)]*\)/g,
          ),
        ].map((match) => `${file}: ${match[0]}`),
      );
    expect(reads).toEqual([]);
  });

  it("state in their help no bound but their parser's", () => {
    let bounds = 0;
    for (const command of COMMANDS) {
      for (const option of command.options) {
        const range = /(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)\b/.exec(option.description);
        if (!range) continue;
        const where = `${command.name} --${option.name}: ${range[0]}`;
        expect(option.setting, where).toBeDefined();
        const parse = spec(option.setting!).parse;
        const [min, max] = [Number(range[1]), Number(range[2])];
        expect(parse.safeParse(range[1]).success, where).toBe(true);
        expect(parse.safeParse(range[2]).success, where).toBe(true);
        expect(parse.safeParse(String(max + 1)).success, where).toBe(false);
        if (min >= 1) expect(parse.safeParse(String(min - 1)).success, where).toBe(false);
        bounds++;
      }
    }
    // run's threshold, flaky window and timeout; the listings' pages; replay's timeout; merge's legs.
    expect(bounds).toBeGreaterThanOrEqual(7);
  });
});

describe('one reader, one answer', () => {
  const core = (inputs: Record<string, string>) => ({
    getInput: (name: string) => inputs[name] ?? '',
    setSecret: () => {},
  });

  it('takes as many expected legs in the merge command as in the action, and no more', async () => {
    const most = String(EXPECTED_LEGS.max);
    const over = String(EXPECTED_LEGS.max + 1);
    expect(readActionMergeSettings(core({ 'expected-legs': most }), {}).expectedLegs).toBe(
      EXPECTED_LEGS.max,
    );
    expect(() => readActionMergeSettings(core({ 'expected-legs': over }), {})).toThrow(
      `expected-legs: "${over}" is not a whole number from 1 to ${most}`,
    );
    const refused = await cli(['merge', 'leg.json', '--expected-legs', over]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      `--expected-legs "${over}" is not a whole number from 1 to ${most}`,
    );
    // The most is taken: the file, not the flag, is what this merge lacks.
    const taken = await cli(['merge', 'no-such-leg.json', '--expected-legs', most], {
      cwd: ROOT,
    });
    expect(taken.code).toBe(3);
    expect(taken.stderr).not.toContain('--expected-legs');
  });

  it('reads --allow-insecure-http in the account commands as run reads it, and names it', async () => {
    const service = ['--api-key', 'key-of-the-test', '--base-url', 'http://127.0.0.1:9/api/v1'];
    for (const value of ['yes', 'tRuE']) {
      const run = await cli(['run', ...service, '--allow-insecure-http', value, '--json']);
      const usage = await cli(['usage', ...service, '--allow-insecure-http', value, '--json']);
      expect(run.code, value).toBe(2);
      // Before, usage took "tRuE" for true, and blamed --base-url for "yes".
      expect(usage.code, value).toBe(2);
      expect(usage.json().error.field, value).toBe('allow-insecure-http');
      const problem = `"${value}" is not a boolean; use true or false.`;
      expect(run.stderr).toContain(`--allow-insecure-http: ${problem}`);
      expect(usage.stderr).toContain(`--allow-insecure-http ${problem}`);
    }
  });
});

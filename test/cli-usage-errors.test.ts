/**
 * Usage errors of the command line: one line on stderr naming what was wrong, the nearest known
 * flag or command when there is one, and where to read more; exit 2 and nothing sent. Also a
 * journey definition with a misspelt key, which is refused before any request the same way.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { type CliRun, cli, serviceEnv } from './cli-harness.js';

const KEY = 'pets_cli_usage_team_000000001';

let emulator: Emulator;
let env: NodeJS.ProcessEnv;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'cli-usage-'));
  emulator = await startEmulator({ owners: [{ id: 'team', plan: 'team', keys: [KEY] }] });
  env = serviceEnv(emulator, KEY);
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => emulator.resetRequests());

/** Exit 2, exactly `line` on stderr and nothing else, nothing on stdout, no request sent. */
function expectOneLine(run: CliRun, line: string): void {
  expect(run.stderr).toBe(`${line}\n`);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stdout).toBe('');
  expect(run.code).toBe(2);
  expect(emulator.requests()).toHaveLength(0);
}

describe('unknown options', () => {
  it('names the nearest flag of the command', async () => {
    const run = await cli(['run', '--thresold', '80'], { env });
    expectOneLine(
      run,
      'Unknown option --thresold for "ocpi-conformance run". Did you mean --threshold? Run "ocpi-conformance run --help" for its options.',
    );
  });

  it('suggests among the flags of the sub-command given', async () => {
    const run = await cli(['runs', 'list', '--limt', '5'], { env });
    expectOneLine(
      run,
      'Unknown option --limt for "ocpi-conformance runs list". Did you mean --limit? Run "ocpi-conformance runs list --help" for its options.',
    );
  });

  it('points at --help alone when no flag is near', async () => {
    const run = await cli(['runs', 'list', '--colour'], { env });
    expectOneLine(
      run,
      'Unknown option --colour for "ocpi-conformance runs list". Run "ocpi-conformance runs list --help" for its options.',
    );
  });

  it('keeps the error document with --json, the same line on stderr', async () => {
    const run = await cli(['run', '--json', '--thresold', '80'], { env });
    const line =
      'Unknown option --thresold for "ocpi-conformance run". Did you mean --threshold? Run "ocpi-conformance run --help" for its options.';
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${line}\n`);
    expect(run.json()).toEqual({
      errorKind: 'input',
      error: { message: line, field: 'thresold' },
    });
    expect(emulator.requests()).toHaveLength(0);
  });

  it('never echoes a secret, even next to a misspelt secret flag', async () => {
    const secret = 'pets_cli_usage_secret_0000002';
    const run = await cli(['usage', `--api-key=${secret}`, '--api-kye', secret, '--bogus'], {
      env,
    });
    expectOneLine(
      run,
      'Unknown option --api-kye for "ocpi-conformance usage". Did you mean --api-key? Run "ocpi-conformance usage --help" for its options.',
    );
    expect(run.stderr).not.toContain(secret);
  });
});

describe('unknown commands', () => {
  it('names the nearest command', async () => {
    const run = await cli(['rn', '--thresold', '80'], { env });
    expectOneLine(
      run,
      'Unknown command "rn". Did you mean run? Run "ocpi-conformance --help" for the commands.',
    );
  });

  it('lists the commands when none is near', async () => {
    const run = await cli(['frobnicate'], { env });
    expectOneLine(
      run,
      'Unknown command "frobnicate". Use one of: run, suites, connections, runs, usage, doctor, merge, show, replay, verify, emulator, demo. Run "ocpi-conformance --help" for the commands.',
    );
  });

  it('names the nearest sub-command', async () => {
    const run = await cli(['connections', 'lst'], { env });
    expectOneLine(
      run,
      'Unknown command "connections lst". Did you mean list? Run "ocpi-conformance connections --help" for its commands.',
    );
  });

  it('lists the sub-commands when none is near, or none is given', async () => {
    expectOneLine(
      await cli(['connections', 'remove'], { env }),
      'Unknown command "connections remove". Use one of: list, create, register. Run "ocpi-conformance connections --help" for its commands.',
    );
    expectOneLine(
      await cli(['runs'], { env }),
      '"ocpi-conformance runs" needs a command. Use one of: list, delete, share, unshare. Run "ocpi-conformance runs --help" for its commands.',
    );
  });

  it('keeps the help for no command at all', async () => {
    const run = await cli([], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: ocpi-conformance <command>');
  });
});

describe('other usage errors: one line and the pointer to --help', () => {
  it('a missing argument', async () => {
    expectOneLine(
      await cli(['runs', 'delete'], { env }),
      '"ocpi-conformance runs delete" needs REPORT_ID: the report id (from run or runs list). Run "ocpi-conformance runs delete --help" for its options.',
    );
  });

  it('an extra argument', async () => {
    expectOneLine(
      await cli(['runs', 'delete', 'rep_1', 'rep_2'], { env }),
      '"ocpi-conformance runs delete" does not take the argument "rep_2". Run "ocpi-conformance runs delete --help" for its options.',
    );
    expectOneLine(
      await cli(['usage', 'now'], { env }),
      '"ocpi-conformance usage" does not take the argument "now". It takes options only. Run "ocpi-conformance usage --help" for its options.',
    );
  });

  it('an option without its value, or a value given to a flag', async () => {
    expectOneLine(
      await cli(['runs', 'list', '--limit'], { env }),
      `Option '--limit <value>' argument missing. Run "ocpi-conformance runs list --help" for its options.`,
    );
    expectOneLine(
      await cli(['runs', 'list', '--limit', '-5'], { env }),
      `Option '--limit' argument is ambiguous. Give the value as --limit=VALUE when it starts with a dash. Run "ocpi-conformance runs list --help" for its options.`,
    );
    expectOneLine(
      await cli(['run', '--verbose=yes'], { env }),
      `Option '--verbose' does not take an argument. Run "ocpi-conformance run --help" for its options.`,
    );
  });
  it('conflicting flags, without the help', async () => {
    const run = await cli(['run', '--json', '--no-wait', '--wait', 'true'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('Give either --no-wait or --wait, not both.');
    expect(run.json()).toMatchObject({ errorKind: 'input', error: { field: 'wait' } });
    expect(emulator.requests()).toHaveLength(0);
  });
});

describe('journey definitions', () => {
  it('refuses a misspelt key before any request, naming it, its line and the key meant', async () => {
    writeFileSync(
      path.join(work, 'typo.yaml'),
      'topology:\n  kind: first-successful-charge\nclock:\n  durationSeconds: 60\nsession:\n  cadenceSecs: 5\n',
    );
    const run = await cli(
      [
        'run',
        '--json',
        '--run-kind',
        'journey',
        '--journey',
        'typo.yaml',
        '--base-url',
        emulator.baseUrl,
      ],
      { env, cwd: work },
    );
    expect(run.code).toBe(2);
    expect(run.json()).toMatchObject({ errorKind: 'input' });
    expect(run.json().error).toMatchObject({
      message:
        'journey: typo.yaml is not a valid journey: session.cadenceSecs (line 6): unknown key; did you mean cadenceSeconds?',
    });
    expect(emulator.requests()).toHaveLength(0);
  });
});

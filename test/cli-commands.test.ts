/**
 * The command line itself, without a service: --help on every command, unknown commands and
 * options, argument parsing with environment fallbacks, and the terminal writer.
 */
import { describe, expect, it } from 'vitest';
import { type CommandSpec, parseCommand, UsageError } from '../src/cli/args.js';
import { Terminal, terminalText } from '../src/cli/output.js';
import { Redactor } from '../src/util/redaction.js';
import { CONTROL, cli } from './cli-harness.js';

const COMMANDS = [
  ['run'],
  ['suites'],
  ['usage'],
  ['connections', 'list'],
  ['connections', 'create'],
  ['connections', 'register'],
  ['runs', 'list'],
  ['runs', 'delete'],
  ['runs', 'share'],
  ['runs', 'unshare'],
  ['replay'],
];

describe('help', () => {
  it('lists every command, the environment variables and the exit codes', async () => {
    const run = await cli(['--help']);
    expect(run.code).toBe(0);
    for (const command of [...COMMANDS, ['emulator'], ['demo']]) {
      expect(run.stdout).toMatch(new RegExp(`^  ${command.join(' ')} `, 'm'));
    }
    expect(run.stdout).toContain('OCPI_TESTING_API_KEY');
    expect(run.stdout).toContain('OCPI_TESTING_BASE_URL');
    expect(run.stdout).toMatch(/^ {2}3 {2}no verdict/m);
  });

  it.each(COMMANDS)(
    'answers %s --help with exit 0, its options and the exit codes',
    async (...command) => {
      for (const flag of ['--help', '-h']) {
        const run = await cli([...command, flag]);
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(new RegExp(`^Usage: ocpi-conformance ${command.join(' ')}`));
        expect(run.stdout).toContain('Exit codes:');
        expect(run.stdout).toMatch(/^ {2}2 {2}usage or input error/m);
        expect(run.stderr).toBe('');
      }
    },
  );

  it.each([['connections'], ['runs'], ['emulator'], ['demo']])(
    'answers %s --help with exit 0',
    async (command) => {
      const run = await cli([command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^Usage: ocpi-conformance ${command}`));
    },
  );

  it('documents each option with its environment variable', async () => {
    const run = await cli(['run', '--help']);
    expect(run.stdout).toMatch(
      /^ {2}--api-key KEY +.*(\n {30}.*){0,5}\(env\s+OCPI_TESTING_API_KEY\)/m,
    );
    expect(run.stdout).toMatch(
      /--threshold PERCENT .*(\n {30}.*){0,6}\(env\s+OCPI_TESTING_THRESHOLD\)/,
    );
    expect(run.stdout).toMatch(/^ {2}--junit FILE /m);
    expect(run.stdout.split('\n').every((line) => line.length <= 100)).toBe(true);
  });
});

describe('usage errors', () => {
  it('exits 2 on an unknown command, in one line without the help', async () => {
    const run = await cli(['frobnicate']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Unknown command "frobnicate"\. .*\n$/);
    expect(run.stderr).not.toContain('Usage: ocpi-conformance <command>');
    expect(run.stdout).toBe('');
  });

  it('answers in JSON when asked, even for a command line that does not parse', async () => {
    const run = await cli(['frobnicate', '--json']);
    expect(run.code).toBe(2);
    expect(run.json()).toEqual({
      errorKind: 'input',
      error: {
        message:
          'Unknown command "frobnicate". Use one of: run, suites, connections, runs, usage, doctor, merge, show, replay, verify, emulator, demo. Run "ocpi-conformance --help" for the commands.',
      },
    });
    const flag = await cli(['runs', 'list', '--colour', '--json']);
    expect(flag.code).toBe(2);
    expect(flag.json()).toMatchObject({ errorKind: 'input', error: { field: 'colour' } });
  });

  it('exits 2 without a command, with the help on stderr', async () => {
    const run = await cli([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: ocpi-conformance <command>');
  });

  it.each(COMMANDS)(
    'exits 2 on an unknown option of %s, in one line pointing at its --help',
    async (...command) => {
      const run = await cli([...command, '--frobnicate']);
      expect(run.code).toBe(2);
      const name = `ocpi-conformance ${command.join(' ')}`;
      expect(run.stderr).toBe(
        `Unknown option --frobnicate for "${name}". Run "${name} --help" for its options.\n`,
      );
    },
  );

  it('exits 2 on a missing or unknown sub-command', async () => {
    const missing = await cli(['runs']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      '"ocpi-conformance runs" needs a command. Use one of: list, delete, share, unshare.',
    );
    const unknown = await cli(['connections', 'remove']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "connections remove".');
    // Inherited object keys are not commands.
    expect((await cli(['runs', 'toString'])).code).toBe(2);
  });

  it('exits 2 on a missing value or an extra argument', async () => {
    const value = await cli(['runs', 'list', '--limit']);
    expect(value.code).toBe(2);
    expect(value.stderr).toContain("Option '--limit <value>' argument missing");
    const extra = await cli(['runs', 'delete', 'rep_1', 'rep_2']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain(
      '"ocpi-conformance runs delete" does not take the argument "rep_2".',
    );
    const flagValue = await cli(['run', '--json=yes']);
    expect(flagValue.code).toBe(2);
  });

  it('never echoes a secret given to an option that does not parse', async () => {
    const key = 'pets_cli_commands_secret_0001';
    const run = await cli(['usage', `--api-key=${key}`, '--bogus', key]);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain(key);
  });
});

describe('argument parsing', () => {
  const spec: CommandSpec = {
    name: 'test',
    summary: 'A test command.',
    options: [
      { name: 'threshold', kind: 'string', env: true, description: 'a number' },
      { name: 'allow-failures', kind: 'list', env: true, description: 'a list' },
      { name: 'limit', kind: 'string', description: 'no environment' },
    ],
  };

  it('falls back to OCPI_TESTING_<NAME>, and a flag wins', () => {
    const env = { OCPI_TESTING_THRESHOLD: '90', OCPI_TESTING_LIMIT: '5' };
    const fromEnv = parseCommand(spec, [], env, new Redactor());
    expect(fromEnv.get('threshold')).toBe('90');
    expect(fromEnv.source('threshold')).toBe('OCPI_TESTING_THRESHOLD');
    // Only options that declare a fallback have one.
    expect(fromEnv.get('limit')).toBeUndefined();
    const fromFlag = parseCommand(spec, ['--threshold', '80'], env, new Redactor());
    expect(fromFlag.get('threshold')).toBe('80');
    expect(fromFlag.source('threshold')).toBe('--threshold');
  });

  it('merges repeated and comma-separated list values', () => {
    const parsed = parseCommand(
      spec,
      ['--allow-failures', 'a, b', '--allow-failures', 'c'],
      { OCPI_TESTING_ALLOW_FAILURES: 'ignored' },
      new Redactor(),
    );
    expect(parsed.list('allow-failures')).toEqual(['a', 'b', 'c']);
    expect(
      parseCommand(spec, [], { OCPI_TESTING_ALLOW_FAILURES: 'x,y' }, new Redactor()).list(
        'allow-failures',
      ),
    ).toEqual(['x', 'y']);
  });

  it('throws a UsageError naming the flag, the nearest known one and the help', () => {
    const thrown = (argv: string[]) => {
      try {
        parseCommand(spec, argv, {}, new Redactor());
      } catch (error) {
        return error as UsageError;
      }
      throw new Error('parsed');
    };
    const unknown = thrown(['--nope']);
    expect(unknown).toBeInstanceOf(UsageError);
    expect(unknown.message).toBe(
      'Unknown option --nope for "ocpi-conformance test". Run "ocpi-conformance test --help" for its options.',
    );
    expect(unknown.field).toBe('nope');
    const typo = thrown(['--treshold=5']);
    expect(typo.message).toBe(
      'Unknown option --treshold for "ocpi-conformance test". Did you mean --threshold? Run "ocpi-conformance test --help" for its options.',
    );
    expect(typo.field).toBe('treshold');
    expect(thrown(['--hlep']).message).toContain('Did you mean --help?');
  });
});

describe('terminal', () => {
  function capture(isTTY: boolean) {
    const stream: string[] = [];
    const stdout: string[] = [];
    const terminal = new Terminal(
      { out: (line) => stdout.push(line), err: (line) => stream.push(`${line}\n`) },
      { json: false, verbose: false, isTTY, writeErr: (chunk) => stream.push(chunk) },
      new Redactor(),
    );
    return { terminal, stderr: () => stream.join(''), stdout };
  }

  it('erases the progress line for a log line, then draws it again', () => {
    const { terminal, stderr } = capture(true);
    terminal.progress('run rep_1: queued, 0 s');
    terminal.progress('run rep_1: running, 1 s');
    terminal.log('Run rep_1: running after 1 s.');
    terminal.endProgress();
    expect(stderr()).toBe(
      '\r\u001b[2Krun rep_1: queued, 0 s' +
        '\r\u001b[2Krun rep_1: running, 1 s' +
        '\r\u001b[2KRun rep_1: running after 1 s.\nrun rep_1: running, 1 s' +
        '\r\u001b[2K',
    );
  });

  it('shows no progress line when stderr is not a terminal', () => {
    const { terminal, stderr } = capture(false);
    terminal.progress('run rep_1: running, 1 s');
    terminal.log('a line');
    terminal.endProgress();
    expect(stderr()).toBe('a line\n');
  });

  it('shows control characters of service text escaped, keeping line breaks', () => {
    const hostile = 'name\u001b[2J\u001b[31m red\r\nnext\u0007 \u009b1m \u202etxt.exe a\rb';
    const text = terminalText(hostile, new Redactor().redact);
    expect(text).not.toMatch(CONTROL);
    expect(text).toBe('name\\x1b[2J\\x1b[31m red\nnext\\x07 \\x9b1m \\u202etxt.exe a\\rb');
    const { terminal, stdout } = capture(true);
    terminal.print(`::error::${hostile}`);
    expect(stdout.join('')).not.toMatch(CONTROL);
    expect(stdout.join('')).not.toMatch(/^::error::/);
  });
});

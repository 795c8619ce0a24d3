/**
 * The action's entry point as GitHub's tooling calls it: `run()` with no arguments, on the real
 * @actions/core (as `npx @github/local-action run . src/action/index.ts .env` does). Inputs that
 * cannot work stop it before any request, so this needs no service.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseOutputs } from '../src/cli/demo.js';

/**
 * Set by a test to make runAction throw as a bug would, after registering `secret` with the
 * step's store as reading the inputs does; the real one runs otherwise.
 */
const bug = vi.hoisted(() => ({
  error: undefined as unknown,
  secret: undefined as string | undefined,
}));
vi.mock('../src/action/main.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/action/main.js')>();
  return {
    ...actual,
    runAction: async (...args: Parameters<typeof actual.runAction>) => {
      if (bug.error !== undefined) {
        args[1]?.secrets?.add(bug.secret);
        throw bug.error;
      }
      return actual.runAction(...args);
    },
  };
});

let work: string;
let savedEnv: NodeJS.ProcessEnv;
let savedExitCode: typeof process.exitCode;
let stdout: string[];

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'action-entry-'));
  savedEnv = process.env;
  savedExitCode = process.exitCode;
  process.env = { PATH: savedEnv.PATH };
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
    process.env[name] = path.join(work, name);
    writeFileSync(process.env[name]!, '');
  }
  stdout = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  bug.error = undefined;
  bug.secret = undefined;
  vi.restoreAllMocks();
  process.env = savedEnv;
  process.exitCode = savedExitCode;
  rmSync(work, { recursive: true, force: true });
});

const read = (name: string) => parseOutputs(readFileSync(path.join(work, name), 'utf8'));

describe('the action entry point', () => {
  it('exports run() taking no arguments, which reads the inputs through @actions/core', async () => {
    process.env['INPUT_API-KEY'] = 'pets_entry_0000000001';
    process.env['INPUT_BASE-URL'] = 'not-a-url';
    const { run } = await import('../src/action/index.js');
    expect(run.length).toBe(0);
    await run();
    const outputs = read('GITHUB_OUTPUT');
    expect(outputs.verdict).toBe('error');
    expect(outputs.reason).toMatch(/base-url/);
    expect(read('GITHUB_STATE').isPost).toBe('true');
    expect(process.exitCode).toBe(1);
    expect(stdout.join('')).toMatch(/^::error::No verdict: 1 problem in the action's inputs/m);
    // The key is handed to the runner to mask, and printed nowhere else.
    const shown = stdout.join('').replace(/^::add-mask::.*$/gm, '');
    expect(shown).not.toContain('pets_entry_0000000001');
    expect(stdout.join('')).toContain('::add-mask::pets_entry_0000000001');
  });

  it('runs the post step when the main step left its flag, and leaves quietly with nothing to cancel', async () => {
    process.env.STATE_isPost = 'true';
    const { run } = await import('../src/action/index.js');
    await run();
    expect(read('GITHUB_OUTPUT')).toEqual({});
    expect(process.exitCode).toBe(savedExitCode);
  });

  it('answers an unexpected error of its own with verdict error and a redacted one-line reason', async () => {
    const key = 'pets_entry_bug_000000042';
    process.env['INPUT_API-KEY'] = key;
    bug.secret = key;
    bug.error = new TypeError(`Cannot read properties of undefined (reading 'x') near ${key}`);
    const { run } = await import('../src/action/index.js');
    await run();

    const outputs = read('GITHUB_OUTPUT');
    expect(outputs.verdict).toBe('error');
    expect(outputs.reason).toMatch(
      /^No verdict: an unexpected error occurred: Cannot read properties/,
    );
    expect(outputs.reason).toMatch(/error of the action itself.*re-run the job, and report it/);
    expect(JSON.parse(outputs.result!)).toMatchObject({ verdict: 'error', reason: outputs.reason });
    expect(process.exitCode).toBe(1);
    const log = stdout.join('');
    expect(log).toMatch(/^::error::No verdict: an unexpected error occurred: /m);
    for (const text of [outputs.reason!, outputs.result!, log.replace(/^::add-mask::.*$/gm, '')]) {
      expect(text).not.toContain(key);
      expect(text).not.toMatch(/\n\s+at | {4}at /);
    }
    expect(outputs.reason).toContain('***');
  });
});

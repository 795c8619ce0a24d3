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
});

/**
 * Runs the built action bundle (dist/index.js) as the GitHub runner does: INPUT_* variables, and
 * GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_STATE and RUNNER_TEMP pointing to temp files. Saved
 * state is handed back so a test can run the post step with it, as STATE_* variables.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseOutputs } from '../../src/cli/demo.js';

export const BUNDLE = path.resolve('dist/index.js');

export interface StepRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** What the step saved with saveState, for the post step. */
  state: Record<string, string>;
  elapsedMs: number;
}

export interface StepOptions {
  /** Where to make the step's temp folder. */
  work: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /** State from the main step: makes this run the post step. */
  state?: Record<string, string>;
  /** Called with the child as soon as it runs (to send it signals). */
  onSpawn?: (child: ChildProcess, output: () => string) => void;
}

export async function runStep(options: StepOptions): Promise<StepRun> {
  const dir = mkdtempSync(path.join(options.work, 'step-'));
  const files = { GITHUB_OUTPUT: 'output', GITHUB_STEP_SUMMARY: 'summary', GITHUB_STATE: 'state' };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    RUNNER_TEMP: dir,
    GITHUB_REPOSITORY: 'acme/charging',
    GITHUB_RUN_ID: String(Math.floor(Math.random() * 1e9)),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'conformance',
    ...options.env,
  };
  for (const [variable, file] of Object.entries(files)) {
    env[variable] = path.join(dir, file);
    writeFileSync(env[variable]!, '');
  }
  for (const [name, value] of Object.entries(options.inputs)) {
    env[`INPUT_${name.toUpperCase()}`] = value;
  }
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;

  const started = Date.now();
  const child = spawn(process.execPath, [BUNDLE], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  options.onSpawn?.(child, () => stdout);
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(env.GITHUB_OUTPUT!, 'utf8')),
    summary: readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8'),
    state: parseOutputs(readFileSync(env.GITHUB_STATE!, 'utf8')),
    elapsedMs: Date.now() - started,
  };
}

/** Resolves once `predicate` holds for the child's output so far (polls every 20 ms, bounded). */
export async function waitForOutput(
  output: () => string,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!pattern.test(output())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${pattern} in:\n${output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

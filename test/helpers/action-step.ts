/**
 * Runs the action's main or post step as the GitHub runner does: INPUT_* variables, and
 * GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_STATE and RUNNER_TEMP pointing to temp files, read
 * back after the step with the log and the exit code. Saved state is handed back so a test can run
 * the post step with it, as STATE_* variables.
 *
 * Two ways, one result (StepRun):
 *
 * - runStep: in this process, from the sources, through the action's seams: runAction (or
 *   runPostStep when state is given) on the real @actions/core, as src/action/index.ts calls
 *   them. For the length of the step, process.env is the step's environment and nothing else
 *   (as a child process would get it), stdout, stderr and the console are captured, and the exit
 *   code is the process.exitCode the step left (core.setFailed sets 1), which is what the entry
 *   exits with. Each step gets a fresh module graph (vi.resetModules; vitest.config.ts inlines
 *   @actions/core and @actions/github so that they are fresh too): no registered secret, cached
 *   summary path, shared HTTP dispatcher or GitHub context carries over from one step to the
 *   next, as none would from one process to the next. Steps therefore run one at a time in a
 *   test file. The entry's own part (choosing main or post, signals, the exit) is covered by
 *   action-entry.test.ts, the runStepProcess tests and bundle-smoke.test.ts.
 *
 * - runStepProcess: a child process, for what only a process has (signals, being killed): the
 *   sources through test/helpers/action-entry.mjs by default, or the bundle dist/index.js for the
 *   bundle smoke tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { vi } from 'vitest';
import type { ActionCore } from '../../src/action/main.js';
import { parseOutputs } from '../../src/cli/demo.js';
import type { Clock } from '../../src/util/clock.js';

/** The built action, as the runner starts it (bundle smoke tests only). */
export const BUNDLE = path.resolve('dist/index.js');
/** The action's entry from the sources, as a script plain `node` runs. */
export const SOURCE_ENTRY = path.resolve('test/helpers/action-entry.mjs');

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
  /** The main step's clock (in process only; default the system's): test/helpers/test-clock.ts. */
  clock?: Clock;
}

export interface ProcessStepOptions extends StepOptions {
  /** The script to run: SOURCE_ENTRY (default) or BUNDLE. */
  script?: string;
  /** Called with the child as soon as it runs (to send it signals). */
  onSpawn?: (child: ChildProcess, output: () => string) => void;
}

interface StepFiles {
  env: Record<string, string>;
  read(): Pick<StepRun, 'outputs' | 'summary' | 'state'>;
}

/** The step's temp folder and files, and the environment the runner gives it. */
function prepare(options: StepOptions): StepFiles {
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
  return {
    env,
    read: () => ({
      outputs: parseOutputs(readFileSync(env.GITHUB_OUTPUT!, 'utf8')),
      summary: readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8'),
      state: parseOutputs(readFileSync(env.GITHUB_STATE!, 'utf8')),
    }),
  };
}

/** The step before, so that steps in one test file run one after the other. */
let previous: Promise<unknown> = Promise.resolve();

/** Runs one step in this process, from the sources (see above). */
export function runStep(options: StepOptions): Promise<StepRun> {
  const step = previous.then(() => runInProcess(options));
  previous = step.catch(() => {});
  return step;
}

type Write = typeof process.stdout.write;
const CONSOLE_TO_STDOUT = ['log', 'info', 'debug'] as const;
const CONSOLE_TO_STDERR = ['warn', 'error', 'trace'] as const;

async function runInProcess(options: StepOptions): Promise<StepRun> {
  const files = prepare(options);
  // Vitest's own variables stay: its worker reads them. The action reads none of them.
  const vitestEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith('VITEST')),
  );
  const saved = {
    env: process.env,
    exitCode: process.exitCode,
    stdout: process.stdout.write,
    stderr: process.stderr.write,
    console: { ...console },
  };
  let stdout = '';
  let stderr = '';
  const capture =
    (append: (text: string) => void): Write =>
    (chunk: string | Uint8Array, ...rest: unknown[]) => {
      append(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (callback) queueMicrotask(callback);
      return true;
    };

  // A fresh module graph for this step, imported before the environment is swapped.
  vi.resetModules();
  const { runAction, runPostStep } = await import('../../src/action/main.js');
  const { processRunner } = await import('../../src/action/runner.js');
  const core: ActionCore = processRunner();

  const started = Date.now();
  process.env = { ...vitestEnv, ...files.env };
  process.exitCode = undefined;
  process.stdout.write = capture((text) => {
    stdout += text;
  });
  process.stderr.write = capture((text) => {
    stderr += text;
  });
  for (const name of CONSOLE_TO_STDOUT) {
    console[name] = (...args: unknown[]) => {
      stdout += `${format(...args)}\n`;
    };
  }
  for (const name of CONSOLE_TO_STDERR) {
    console[name] = (...args: unknown[]) => {
      stderr += `${format(...args)}\n`;
    };
  }
  let code: number | null;
  try {
    if (options.state) await runPostStep(core);
    else await runAction(core, { clock: options.clock });
    code = Number(process.exitCode ?? 0);
  } finally {
    process.env = saved.env;
    process.exitCode = saved.exitCode;
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    Object.assign(console, saved.console);
  }
  return { code, stdout, stderr, ...files.read(), elapsedMs: Date.now() - started };
}

/** Runs one step as a child process: the sources by default, or the bundle. */
export async function runStepProcess(options: ProcessStepOptions): Promise<StepRun> {
  const files = prepare(options);
  const started = Date.now();
  const child = spawn(process.execPath, [options.script ?? SOURCE_ENTRY], {
    env: files.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  return { code, stdout, stderr, ...files.read(), elapsedMs: Date.now() - started };
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

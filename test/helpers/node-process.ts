/**
 * A Node.js script run in a process of its own, as a CI job runs the CLI: its exit code and what
 * it wrote. Its environment is `env` and PATH alone, so that nothing of the test's leaks in.
 */
import { spawn } from 'node:child_process';

export interface NodeProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<NodeProcessRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

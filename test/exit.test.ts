/**
 * exitOnceFlushed ends the process early, so it must neither lose queued output nor the exit code
 * set before it (core.setFailed sets process.exitCode). Checked on a real child process whose
 * stdout is a pipe read slowly, where Node's writes are asynchronous and queue up.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const EXIT_MODULE = pathToFileURL(path.resolve(import.meta.dirname, '../src/util/exit.ts')).href;
const LINES = 20_000;

async function runChild(script: string): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const chunks: Buffer[] = [];
  // Read slowly at first, so the child's writes back up in its stream before it exits.
  child.stdout.pause();
  setTimeout(() => child.stdout.resume(), 300);
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout: Buffer.concat(chunks).toString('utf8') };
}

const writeLines = `for (let i = 0; i < ${LINES}; i++) process.stdout.write('line ' + i + ' ' + 'x'.repeat(100) + '\\n');`;

describe('exitOnceFlushed', () => {
  it('delivers every queued line and keeps the exit code set before it', async () => {
    const { code, stdout } = await runChild(
      `import { exitOnceFlushed } from '${EXIT_MODULE}';
       ${writeLines}
       process.exitCode = 3;
       await exitOnceFlushed(undefined);
       process.stdout.write('after exit\\n');`,
    );
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(LINES);
    expect(lines.at(-1)).toMatch(new RegExp(`^line ${LINES - 1} `));
    expect(code).toBe(3);
  });

  it('exits with the code it is given, and 0 when none was set', async () => {
    const given = await runChild(
      `import { exitOnceFlushed } from '${EXIT_MODULE}';
       ${writeLines}
       await exitOnceFlushed(1);`,
    );
    expect(given.stdout.trimEnd().split('\n')).toHaveLength(LINES);
    expect(given.code).toBe(1);
    const none = await runChild(
      `import { exitOnceFlushed } from '${EXIT_MODULE}';
       setTimeout(() => {}, 60_000); // a stray timer must not keep the process alive
       await exitOnceFlushed(undefined);`,
    );
    expect(none.code).toBe(0);
  });
});

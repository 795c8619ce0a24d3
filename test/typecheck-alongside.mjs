/**
 * `npm test`: the tests (`vitest run`) and, at the same time, the type check (`tsc -p
 * tsconfig.json`), Biome's lint and format check and the import rules (dependency-cruiser). The
 * files vitest starts first spend most of their time waiting on real-time deadlines and runs, with
 * a core to spare; the checks use it instead of running before vitest. Vitest's output comes as it
 * runs; each check's report follows it. `npm test` fails if any of them fails.
 *
 * Usage: node test/typecheck-alongside.mjs [more vitest arguments]
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const VITEST = bin('vitest', 'vitest');

/**
 * The checks that run beside the tests, each a process of its own whose output is kept and shown
 * after vitest's: the type check (incremental: a second run re-checks only what changed, 4 s
 * instead of 12; a clean clone has no build info yet and checks everything), the lint and format
 * check, and the import rules (a second each, but a second the tests no longer wait for).
 */
const checks = [
  {
    name: 'tsc -p tsconfig.json',
    passed: 'no type errors',
    argv: [
      bin('typescript', 'tsc'),
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/tsc/tsconfig.tsbuildinfo',
      ...(process.stdout.isTTY ? ['--pretty'] : []),
    ],
  },
  {
    name: 'biome check .',
    passed: 'lint and format hold',
    argv: [bin('@biomejs/biome', 'biome'), 'check', '.'],
  },
  {
    name: 'depcruise src',
    passed: 'the import rules hold',
    argv: [bin('dependency-cruiser', 'depcruise'), 'src', '--config', '.dependency-cruiser.cjs'],
  },
].map((check) => {
  const child = spawn(process.execPath, check.argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  let report = '';
  child.stdout.on('data', (chunk) => {
    report += chunk;
  });
  child.stderr.on('data', (chunk) => {
    report += chunk;
  });
  return { ...check, done: exited(child).then((code) => ({ code, report })) };
});

const vitest = spawn(process.execPath, [VITEST, 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
const vitestCode = await exited(vitest);
let failed = vitestCode;
for (const check of checks) {
  const { code, report } = await check.done;
  if (code === 0) {
    process.stdout.write(`${check.name}: ${check.passed}.\n`);
  } else {
    process.stdout.write(`\n${check.name} failed (exit ${code}):\n${report}`);
    failed ||= code;
  }
}
process.exitCode = failed;

/** The script a package installs as `name` in node_modules/.bin (the same on every platform). */
function bin(pkg, name) {
  // From the project's own node_modules: some packages (dependency-cruiser) export no package.json.
  const manifest = path.join(import.meta.dirname, '..', 'node_modules', pkg, 'package.json');
  return path.join(path.dirname(manifest), require(manifest).bin[name]);
}

function exited(child) {
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The last stage of `npm test`: the type check (`tsc -p tsconfig.json`) and the tests (`vitest
 * run`) at the same time. The files vitest starts first spend most of their time waiting on
 * real-time deadlines and runs, with a core to spare; tsc (10 to 12 s on a 2-core machine in a
 * clean clone) uses it instead of running before vitest. Vitest's output comes as it runs; tsc's
 * report follows it. The stage fails if either fails.
 *
 * Usage: node test/typecheck-alongside.mjs [more vitest arguments]
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const TSC = bin('typescript', 'tsc');
const VITEST = bin('vitest', 'vitest');

// Incremental: a second run re-checks only what changed (4 s instead of 12); a clean clone has no
// build info yet and checks everything.
const tsc = spawn(
  process.execPath,
  [
    TSC,
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/tsc/tsconfig.tsbuildinfo',
    ...(process.stdout.isTTY ? ['--pretty'] : []),
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
let report = '';
tsc.stdout.on('data', (chunk) => {
  report += chunk;
});
tsc.stderr.on('data', (chunk) => {
  report += chunk;
});
const tscDone = exited(tsc);

const vitest = spawn(process.execPath, [VITEST, 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
const vitestCode = await exited(vitest);
const tscCode = await tscDone;

if (tscCode === 0) {
  process.stdout.write('tsc -p tsconfig.json: no type errors.\n');
} else {
  process.stdout.write(`\ntsc -p tsconfig.json failed (exit ${tscCode}):\n${report}`);
}
process.exitCode = vitestCode || tscCode;

/** The script a package installs as `name` in node_modules/.bin (the same on every platform). */
function bin(pkg, name) {
  const manifest = require.resolve(`${pkg}/package.json`);
  return path.join(path.dirname(manifest), require(manifest).bin[name]);
}

function exited(child) {
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

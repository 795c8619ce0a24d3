// The npm package is the CLI. Its `demo` runs the action bundle (dist/index.js), which loads some
// of its chunks lazily; the heavy ones (the artifact client with Azure's blob SDK, octokit, arrow,
// @actions/core) only for what the demo never does (upload an artifact, comment, merge). This
// script runs the built CLI's demo in each of its shapes with a module-load trace, and writes
// package.json's "files": the CLI's own folder whole, and of the action's files only those the
// demo loaded. `--check` fails when package.json's list is not the one the build needs.
//   node scripts/package-files.mjs [--check]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const work = mkdtempSync(path.join(os.tmpdir(), 'package-files-'));
const trace = path.join(work, 'loads.txt');
writeFileSync(trace, '');
const hook = pathToFileURL(path.join(root, 'scripts', 'trace-loads.mjs')).href;
const shapes = [
  [],
  ['--scenario', 'some-failures'],
  ['--journey', 'first-successful-charge'],
  ['--journey', 'rough-session', '--scenario', 'interrupted-journey', '--on-interrupted', 'resume'],
];
try {
  for (const shape of shapes) {
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'dist', 'cli', 'index.js'),
        'demo',
        '--speed',
        '50',
        '--out',
        path.join(work, 'out'),
        ...shape,
      ],
      {
        env: { ...process.env, NODE_OPTIONS: `--import=${hook}`, TRACE_LOADS_FILE: trace },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    if (run.status !== 0 && run.status !== 1) {
      console.error(`demo ${shape.join(' ')} exited ${run.status}:\n${run.stderr}`);
      process.exit(1);
    }
  }
  const dist = pathToFileURL(path.join(root, 'dist')).href;
  const loaded = new Set(
    readFileSync(trace, 'utf8')
      .split('\n')
      .filter((url) => url.startsWith(`${dist}/`) && !url.startsWith(`${dist}/cli/`))
      .map((url) => `dist/${url.slice(dist.length + 1)}`),
  );
  // The demo always runs the action bundle: nothing traced means the trace did not run (the
  // hook needs Node.js 22.15 or later) or the demo did not get that far. Never write that list.
  if (!loaded.has('dist/index.js')) {
    console.error(
      `The demo loaded nothing of the action bundle under the trace (Node.js ${process.versions.node}); run this with the project's Node.js (npm run package-files), after "npm run build".`,
    );
    process.exit(1);
  }
  const files = [
    'dist/cli',
    ...[...loaded].sort(),
    'dist/package.json',
    'dist/licenses.txt',
    'README.md',
  ];
  const packagePath = path.join(root, 'package.json');
  const pkg = JSON.parse(readFileSync(packagePath, 'utf8'));
  if (check) {
    if (JSON.stringify(pkg.files) !== JSON.stringify(files)) {
      console.error(
        `package.json's "files" is not what the CLI's demo loads: expected ${JSON.stringify(files)}, found ${JSON.stringify(pkg.files)}. Run "node scripts/package-files.mjs" after "npm run build".`,
      );
      process.exit(1);
    }
    console.log(`package.json's "files" holds what the CLI loads: ${files.join(', ')}.`);
  } else {
    pkg.files = files;
    writeFileSync(packagePath, `${JSON.stringify(pkg, null, 2)}\n`);
    console.log(`Wrote package.json "files": ${files.join(', ')}.`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

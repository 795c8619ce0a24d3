/**
 * The layer rules of .dependency-cruiser.cjs fail on a violation: a miniature src/ with one
 * offending import for each rule about the app layer, the doctor, the pure renderers and the
 * emulator, cruised with the project's own configuration. (npm test cruises the real src/, which
 * must have none.)
 */
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CONFIG = path.resolve(__dirname, '..', '.dependency-cruiser.cjs');
// The command as npm installs it (the package's exports do not name its bin files).
const DEPCRUISE = realpathSync(path.resolve(__dirname, '..', 'node_modules', '.bin', 'depcruise'));

/** Each file of the miniature tree, and what it imports. */
const TREE: Record<string, string> = {
  'src/core/gate.ts': 'export const runGate = 1;\n',
  'src/core/uses-app.ts': "import { run } from '../app/run.js';\nexport const x = run;\n",
  'src/client/client.ts': 'export const ServiceClient = 1;\n',
  'src/app/run.ts': "import { runGate } from '../core/gate.js';\nexport const run = runGate;\n",
  'src/app/files.ts':
    "import { writeFile } from 'node:fs/promises';\nexport const w = writeFile;\n",
  'src/app/knows-cli.ts': "import { c } from '../cli/other.js';\nexport const k = c;\n",
  'src/cli/other.ts': 'export const c = 1;\n',
  'src/cli/run.ts': [
    "import { writeFile } from 'node:fs/promises';",
    "import { runGate } from '../core/gate.js';",
    "import { ServiceClient } from '../client/client.js';",
    "import { w } from '../app/files.js';",
    'export const r = [writeFile, runGate, ServiceClient, w];',
    '',
  ].join('\n'),
  'src/action/main.ts': "import { run } from '../app/run.js';\nexport const m = run;\n",
  'src/doctor/doctor.ts': [
    "import { runGate } from '../core/gate.js';",
    "import { ServiceClient } from '../client/client.js';",
    'export const runDoctor = [runGate, ServiceClient];',
    '',
  ].join('\n'),
  'src/doctor/knows-cli.ts': "import { c } from '../cli/other.js';\nexport const k = c;\n",
  'src/doctor/uses-app.ts': "import { run } from '../app/run.js';\nexport const u = run;\n",
  'src/cli/doctor.ts':
    "import { runDoctor } from '../doctor/doctor.js';\nexport const d = runDoctor;\n",
  'src/client/uses-doctor.ts':
    "import { runDoctor } from '../doctor/doctor.js';\nexport const u = runDoctor;\n",
  'src/core/uses-doctor.ts':
    "import { runDoctor } from '../doctor/doctor.js';\nexport const u = runDoctor;\n",
  'src/app/uses-doctor.ts':
    "import { runDoctor } from '../doctor/doctor.js';\nexport const u = runDoctor;\n",
  'src/action/doctor.ts':
    "import { runDoctor } from '../doctor/doctor.js';\nexport const a = runDoctor;\n",
  'src/report/writes.ts':
    "import { writeFileSync } from 'node:fs';\nexport const s = writeFileSync;\n",
  'src/report/host.ts': "import os from 'node:os';\nexport const h = os.hostname;\n",
  'src/report/hashes.ts':
    "import { createHash } from 'node:crypto';\nexport const d = createHash;\n",
  'src/client/wire.ts': "export const LONG_POLL_PARAM = 'wait';\n",
  'src/client/resources/runs.ts':
    'export const RunReportSchema = 1;\nexport type RunReport = { _id: string };\n',
  'src/util/text.ts': 'export const plural = 1;\n',
  // What the emulator may take: util, the wire names, the payloads' types.
  'src/emulator/reads-the-interface.ts': [
    "import type { RunReport } from '../client/resources/runs.js';",
    "import { LONG_POLL_PARAM } from '../client/wire.js';",
    "import { plural } from '../util/text.js';",
    'export const e: [string, number, RunReport?] = [LONG_POLL_PARAM, plural];',
    '',
  ].join('\n'),
  'src/emulator/knows-the-gate.ts':
    "import type { runGate } from '../core/gate.js';\nexport type G = typeof runGate;\n",
  'src/emulator/runs-the-client.ts':
    "import { ServiceClient } from '../client/client.js';\nexport const c = ServiceClient;\n",
  'src/emulator/parses-as-the-client.ts':
    "import { RunReportSchema } from '../client/resources/runs.js';\nexport const s = RunReportSchema;\n",
};

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'layers-'));
  for (const [file, text] of Object.entries(TREE)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function violations(): Promise<string[]> {
  const outcome = await run(
    process.execPath,
    [DEPCRUISE, 'src', '--config', CONFIG, '--output-type', 'json'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error);
  const result = JSON.parse(outcome.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('the layer rules', () => {
  it('fail on each import the app layer, the doctor, the pure renderers and the emulator forbid, and on nothing else', async () => {
    expect(await violations()).toEqual(
      [
        'app-serves-both-front-ends: src/app/knows-cli.ts -> src/cli/other.ts',
        'core-knows-no-front-end-or-renderer: src/core/uses-app.ts -> src/app/run.ts',
        'core-knows-no-front-end-or-renderer: src/core/uses-doctor.ts -> src/doctor/doctor.ts',
        'doctor-reads-through-the-client: src/doctor/knows-cli.ts -> src/cli/other.ts',
        'doctor-reads-through-the-client: src/doctor/uses-app.ts -> src/app/run.ts',
        'nothing-below-imports-the-doctor: src/client/uses-doctor.ts -> src/doctor/doctor.ts',
        'nothing-below-imports-the-doctor: src/core/uses-doctor.ts -> src/doctor/doctor.ts',
        'only-the-cli-runs-the-doctor: src/action/doctor.ts -> src/doctor/doctor.ts',
        'only-the-cli-runs-the-doctor: src/app/uses-doctor.ts -> src/doctor/doctor.ts',
        'front-ends-run-through-the-app-layer: src/cli/run.ts -> src/app/files.ts',
        'front-ends-run-through-the-app-layer: src/cli/run.ts -> src/client/client.ts',
        'front-ends-run-through-the-app-layer: src/cli/run.ts -> src/core/gate.ts',
        'front-ends-write-no-report-files: src/cli/run.ts -> fs/promises',
        'nothing-below-imports-the-app-layer: src/core/uses-app.ts -> src/app/run.ts',
        'report-renders-and-writes-nothing: src/report/hashes.ts -> crypto',
        'report-renders-and-writes-nothing: src/report/host.ts -> os',
        'report-renders-and-writes-nothing: src/report/writes.ts -> fs',
        'emulator-knows-no-layer-but-util-and-the-client: src/emulator/knows-the-gate.ts -> src/core/gate.ts',
        'emulator-takes-from-the-client-only-wire-names-and-payloads: src/emulator/runs-the-client.ts -> src/client/client.ts',
        'emulator-takes-only-types-of-the-client-payloads: src/emulator/parses-as-the-client.ts -> src/client/resources/runs.ts',
      ].sort(),
    );
  });
});

describe('packages by their public entry only', () => {
  it('imports no path inside another package, and package.json overrides none', async () => {
    const { readdirSync, readFileSync, existsSync } = await import('node:fs');
    const root = path.resolve(__dirname, '..');
    const deep: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name)) {
          const text = readFileSync(full, 'utf8');
          // A bare specifier with a path after the package name: 'undici/lib/...', '@a/b/c'.
          for (const m of text.matchAll(
            /(?:from|import\()\s*'((?:@[^/']+\/[^/']+|[^/'.@][^/']*)\/[^']+)'/g,
          )) {
            if (!m[1]!.startsWith('node:')) deep.push(`${path.relative(root, full)}: ${m[1]}`);
          }
        }
      }
    };
    walk(path.join(root, 'src'));
    expect(deep).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.overrides).toBeUndefined();
    expect(existsSync(path.join(root, 'shims'))).toBe(false);
  });
});

describe('core and client know no CI', () => {
  it('read no environment and no CI variable: the front ends hand them neutral values', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = path.resolve(__dirname, '..');
    const found: string[] = [];
    for (const layer of ['core', 'client']) {
      const dir = path.join(root, 'src', layer);
      for (const file of readdirSync(dir)) {
        if (!file.endsWith('.ts')) continue;
        const code = readFileSync(path.join(dir, file), 'utf8')
          // Comments may name the variables the front ends read.
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\/\/.*$/gm, '');
        for (const m of code.matchAll(
          /process\.env|\b(?:GITHUB|GITLAB|CI_JOB|CI_PIPELINE|JENKINS|BUILD|SYSTEM|TF)_?[A-Z_]*\b|NodeJS\.ProcessEnv/g,
        )) {
          found.push(`src/${layer}/${file}: ${m[0]}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

/**
 * The action's code quality report (input codequality-file, issue 43 point 5): a run of the action
 * against the emulator writes it at the workflow file the runner names (GITHUB_WORKFLOW_REF), and
 * merge mode writes one of every leg. The format itself is tested in codequality.test.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import type { CodeQualityEntry } from '../src/report/codequality.js';
import { runStep } from './helpers/action-step.js';
import { codeQualityFileErrors } from './helpers/codequality-schema.js';

const KEY = 'pets_codequality_action_01';
const WORKFLOW_REF = 'acme/charging/.github/workflows/conformance.yml@refs/heads/main';
let emulator: Emulator;
let work: string;

const read = (file: string): CodeQualityEntry[] => {
  const text = readFileSync(file, 'utf8');
  expect(codeQualityFileErrors(text)).toEqual([]);
  return JSON.parse(text);
};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'codequality-action-'));
  emulator = await startEmulator({ speed: 100, owners: [{ id: 'o', plan: 'team', keys: [KEY] }] });
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

describe('codequality-file', () => {
  it('writes the failed checks at the workflow file, and merge mode writes every leg', async () => {
    emulator.setScenario('some-failures');
    const legFile = path.join(work, 'legs', 'leg-0', 'ocpi-conformance-report.json');
    const file = path.join(work, 'gl-code-quality-report.json');
    const step = await runStep({
      work,
      inputs: {
        'base-url': emulator.baseUrl,
        'api-key': KEY,
        module: 'sessions',
        'report-file': legFile,
        'codequality-file': file,
        'upload-report': 'never',
        annotations: 'false',
      },
      env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
    });
    expect(step.outputs.verdict, step.stdout).toBe('fail');
    const doc = read(file);
    expect(doc).toHaveLength(Number(step.outputs.failed));
    for (const entry of doc) expect(entry.location.path).toBe('.github/workflows/conformance.yml');
    expect(step.stdout).toContain(`Code quality report written to ${file}.`);

    const merged = path.join(work, 'merged', 'gl-code-quality-report.json');
    const merge = await runStep({
      work,
      inputs: {
        'merge-reports': `${path.join(work, 'legs')}/**/*.json`,
        'codequality-file': merged,
        annotations: 'false',
      },
      env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF, GITHUB_JOB: 'merge' },
    });
    expect(merge.outputs.verdict).toBe('fail');
    expect(existsSync(merged), merge.stdout).toBe(true);
    const legs = read(merged);
    expect(legs.map((entry) => entry.check_name)).toEqual(doc.map((entry) => entry.check_name));
    expect(legs.every((entry) => entry.description.startsWith('conformance sessions: '))).toBe(
      true,
    );
  });
});

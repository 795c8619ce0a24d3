/**
 * Load: 50 concurrent action processes (from the sources: test/helpers/action-entry.mjs, started
 * once beforehand so that the transformed sources are cached) against one emulator owner whose plan
 * allows 5 runs in flight. All must reach the right verdict, never more than 5 runs may be in
 * flight at the service, none may fail on the 402 (they wait for a slot), and the total time must
 * stay close to the ideal (runs x duration / cap). The figure is printed for README.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { runStepProcess } from './helpers/action-step.js';

const PROCESSES = Number(process.env.LOAD_PROCESSES ?? 50);
const CAP = 5;
const SPEED = 10;
/** Emulated seconds a run takes (queue + run): 2 real seconds at SPEED. */
const RUN_SECONDS = 20;
const KEY = 'pets_load_owner_000000000001';

let emulator: Emulator;
let work: string;
/** One whole step (start, run, grading, files) alone on this machine. */
let soloMs: number;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'load-'));
  emulator = await startEmulator({
    speed: SPEED,
    scenario: { queueSeconds: 0, runSeconds: RUN_SECONDS },
    owners: [{ id: 'load', plan: 'team', keys: [KEY] }],
  });
  // One step with inputs that stop it before any request: it loads, and so caches, the sources.
  const stopped = { work, inputs: { 'api-key': KEY, 'base-url': 'not-a-url' } };
  await runStepProcess(stopped);
  // One whole step alone, cached: what a gate costs this machine besides the run's own wait.
  const before = Date.now();
  const alone = await runStepProcess({
    work,
    inputs: { 'api-key': KEY, 'base-url': emulator.baseUrl, 'timeout-minutes': '5' },
    env: { GITHUB_RUN_ID: 'load-alone' },
  });
  expect(alone.outputs.verdict).toBe('pass');
  soloMs = Date.now() - before;
}, 60_000);
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

describe('load', () => {
  it(`${PROCESSES} concurrent gates share ${CAP} run slots without a 402 failure`, async () => {
    const started = Date.now();
    const runs = await Promise.all(
      Array.from({ length: PROCESSES }, (_, i) =>
        runStepProcess({
          work,
          inputs: { 'api-key': KEY, 'base-url': emulator.baseUrl, 'timeout-minutes': '5' },
          env: { GITHUB_RUN_ID: `load-${i}` },
        }),
      ),
    );
    const totalMs = Date.now() - started;
    const runMs = (RUN_SECONDS / SPEED) * 1000;
    const idealMs = (PROCESSES * runMs) / CAP;
    const verdicts = runs.map((r) => r.outputs.verdict);
    const waited = runs.filter((r) => /waiting for one to free up/.test(r.stdout)).length;
    console.log(
      `load: ${JSON.stringify({ processes: PROCESSES, cap: CAP, runSeconds: runMs / 1000, idealSeconds: idealMs / 1000, totalSeconds: totalMs / 1000, ratio: Number((totalMs / idealMs).toFixed(2)), maxInflight: emulator.maxInflightSeen('load'), waitedForSlot: waited, stepAloneMs: soloMs })}`,
    );
    expect(
      verdicts.filter((v) => v !== 'pass'),
      runs.find((r) => r.outputs.verdict !== 'pass')?.outputs.reason,
    ).toEqual([]);
    expect(runs.every((r) => r.code === 0)).toBe(true);
    expect(emulator.maxInflightSeen('load')).toBeLessThanOrEqual(CAP);
    expect(waited).toBeGreaterThan(0);
    // Close to the ideal: the slot polling (1 to 3 s) costs some, and the 50 processes' own work
    // (start, grading, files: a step alone takes soloMs, of which runMs is the run's wait) costs
    // what it costs this machine's cores. A slower machine takes longer to do that work, not to
    // share the slots.
    const workMs = (PROCESSES * Math.max(0, soloMs - runMs)) / availableParallelism();
    expect(totalMs, `a step alone took ${soloMs} ms`).toBeLessThan(idealMs * 2 + workMs);
  }, 300_000);
});

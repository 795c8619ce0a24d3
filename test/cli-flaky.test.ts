/**
 * Flaky partner checks, end to end: `ocpi-conformance run` in-process against the emulator's
 * wavering scenario (two locations checks fail in every other run of a connection, one breaking a
 * SHALL, one only a SHOULD). After enough runs of the same connection the gate finds them flaky,
 * with their flips and runs, in --json and in the result file; flaky-failures tolerate passes a run
 * whose only failures are non-SHALL flaky ones and says so, while a SHALL one still fails; and
 * none of it costs a run-list request beyond the one page of earlier reports read before the start.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { cli, serviceEnv } from './cli-harness.js';

const KEY = 'pets_test_flaky_0123456789abcdef';
const SOFT_KEY = 'pets_test_flaky_soft_0123456789ab';
const SHALL_ID = '2.2.1/locations/get-object';
const SOFT_ID = '2.2.1/locations/unknown-object';

let emulator: Emulator;
let work: string;
let env: NodeJS.ProcessEnv;
let softEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'cli-flaky-'));
  emulator = await startEmulator({
    speed: 100,
    scenario: 'wavering',
    owners: [
      { id: 'team', plan: 'team', keys: [KEY] },
      { id: 'soft', plan: 'team', keys: [SOFT_KEY] },
    ],
  });
  env = serviceEnv(emulator, KEY);
  softEnv = serviceEnv(emulator, SOFT_KEY);
  // The second owner's connection wavers on the SHOULD-breaking check alone.
  emulator.setScenario(
    { waver: [{ id: 'locations/unknown-object', breaks: 'should' }] },
    { connectionId: emulator.sandboxConnectionId('soft') },
  );
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the gate `times` times on a connection; returns the last run's --json document. */
async function runs(times: number, environment: NodeJS.ProcessEnv, flags: string[] = []) {
  let doc: ReturnType<Awaited<ReturnType<typeof cli>>['json']> | undefined;
  for (let i = 0; i < times; i++) {
    const run = await cli(['run', '--json', ...flags], { env: environment });
    doc = run.json();
    expect(doc.verdict, run.stderr).not.toBe('error');
  }
  return doc;
}

describe('flaky checks of a wavering partner', () => {
  it('says nothing before five reports, then finds the wavering checks with their flips and runs, in --json and the result file', async () => {
    // Runs 1 to 4 (ordinals 0..3): P F P F for both wavering checks.
    const fourth = await runs(4, env);
    expect(fourth.verdict).toBe('fail');
    expect(fourth.flakiness).toMatchObject({ window: 10, reports: 4, checks: [], tolerated: [] });
    expect(fourth.flakiness.note).toContain('at least 5 comparable reports; 4 were found');
    expect(fourth.failedChecks.find((c: { testId: string }) => c.testId === SHALL_ID).flaky).toBe(
      undefined,
    );

    // Run 5 passes (P F P F P: 4 flips), run 6 fails (5 flips in 6 runs).
    const fifth = await runs(1, env);
    expect(fifth.verdict).toBe('pass');
    expect(fifth.flakiness.reports).toBe(5);
    expect(fifth.flakiness.checks).toEqual([
      expect.objectContaining({ testId: SHALL_ID, outcome: 'passed', flips: 4, runs: 5 }),
      expect.objectContaining({ testId: SOFT_ID, outcome: 'passed', flips: 4, runs: 5 }),
    ]);

    const report = path.join(work, 'sixth.json');
    const sixth = await runs(1, env, ['--report-file', report]);
    expect(sixth.verdict).toBe('fail');
    expect(sixth.flakiness).toMatchObject({ window: 10, reports: 6, tolerated: [] });
    expect(
      sixth.flakiness.checks.map((c: Record<string, unknown>) => [c.testId, c.flips, c.runs]),
    ).toEqual([
      [SHALL_ID, 5, 6],
      [SOFT_ID, 5, 6],
    ]);
    // Only the wavering checks: the others passed in every run.
    expect(sixth.counts.failed).toBe(2);
    expect(
      sixth.failedChecks.map((c: { testId: string; flaky?: unknown }) => [c.testId, c.flaky]),
    ).toEqual([
      [SHALL_ID, { flips: 5, runs: 6 }],
      [SOFT_ID, { flips: 5, runs: 6 }],
    ]);
    // Newly failing since run 5, and flaky before this change: listed apart, still counted.
    expect(sixth.regressions.newlyFailing).toEqual([
      expect.objectContaining({ testId: SHALL_ID, flaky: { flips: 5, runs: 6 } }),
      expect.objectContaining({ testId: SOFT_ID, flaky: { flips: 5, runs: 6 } }),
    ]);

    const written = JSON.parse(readFileSync(report, 'utf8'));
    expect(written.policy).toMatchObject({ flakyWindow: 10, flakyFailures: 'fail' });
    expect(written.grade.flakiness).toMatchObject({ window: 10, reports: 6, tolerated: [] });
    expect(written.grade.flakiness.checks).toEqual([
      expect.objectContaining({
        testId: SHALL_ID,
        outcome: 'failed',
        flaky: { flips: 5, runs: 6 },
      }),
      expect.objectContaining({ testId: SOFT_ID, outcome: 'failed', flaky: { flips: 5, runs: 6 } }),
    ]);

    // A window of five looks at the last five reports only: 4 flips.
    const windowed = await runs(1, env, ['--flaky-window', '5']);
    expect(windowed.flakiness.checks.map((c: { flips: number }) => c.flips)).toEqual([4, 4]);
    expect(windowed.flakiness).toMatchObject({ window: 5, reports: 5 });
  });

  it('reads no run-list page beyond the earlier reports, read before the start, and the report itself', async () => {
    emulator.resetRequests();
    const doc = await runs(1, env);
    expect(doc.flakiness.reports).toBe(8);
    // One page of earlier reports read before the start (LATER_PAGE_SIZE 20), for the comparison,
    // the trend and flakiness alike, and one page to find the report (FIRST_PAGE_SIZE 2) after it.
    const listed = emulator.requests({ route: 'GET /testing/runs' });
    expect(listed).toHaveLength(2);
    const [start] = emulator.requests({ route: 'POST /testing/runs' });
    expect(listed.map((read) => read.realMs <= start!.realMs)).toEqual([true, false]);
    expect(doc.trend.reportIds).toHaveLength(8);
  });
});

describe('flaky-failures tolerate', () => {
  it('passes a run whose only failures are non-SHALL flaky checks, and says so; the default fails it', async () => {
    // Runs 1 to 5 of the second connection: P F P F P for the SHOULD-breaking check.
    await runs(5, softEnv);
    const report = path.join(work, 'tolerated.json');
    const run = await cli(
      ['run', '--json', '--flaky-failures', 'tolerate', '--report-file', report],
      { env: softEnv },
    );
    expect(run.code, run.stderr).toBe(0);
    const doc = run.json();
    expect(doc.verdict).toBe('pass');
    expect(doc.counts).toMatchObject({ failed: 0, allowed: 1 });
    expect(doc.flakiness.tolerated).toEqual([SOFT_ID]);
    expect(doc.reason).toContain(
      '1 allowed failure not counted (1 of a flaky check, tolerated as --flaky-failures is tolerate)',
    );
    expect(doc.notes).toContain(
      `1 failure of flaky checks was tolerated and graded allowed, as --flaky-failures is tolerate and none of the clauses it broke is SHALL: ${SOFT_ID} (5 flips in the last 6 runs).`,
    );
    const written = JSON.parse(readFileSync(report, 'utf8'));
    expect(written.policy).toMatchObject({ flakyFailures: 'tolerate' });
    expect(written.grade.flakiness.tolerated).toEqual([SOFT_ID]);

    // Runs 7 (pass) and 8 (fail) without the setting: a failure fails.
    const eighth = await runs(2, softEnv);
    expect(eighth.verdict).toBe('fail');
    expect(eighth.flakiness.tolerated).toEqual([]);
    expect(eighth.failedChecks.map((c: { testId: string }) => c.testId)).toEqual([SOFT_ID]);
  });

  it('still fails a SHALL failure of a flaky check, tolerating only the other', async () => {
    // The first connection's 9th run passes, its 10th fails both wavering checks.
    await runs(1, env);
    const run = await cli(['run', '--json', '--flaky-failures', 'tolerate'], { env });
    expect(run.code).toBe(1);
    const doc = run.json();
    expect(doc.verdict).toBe('fail');
    expect(doc.failedChecks.map((c: { testId: string }) => c.testId)).toEqual([SHALL_ID]);
    expect(doc.flakiness.tolerated).toEqual([SOFT_ID]);
    expect(doc.counts).toMatchObject({ failed: 1, allowed: 1 });
    expect(doc.notes.join('\n')).toContain(
      `1 failure of flaky checks still counts although --flaky-failures is tolerate, as it breaks a SHALL clause (or cites no clause of a weaker strength): ${SHALL_ID}.`,
    );
  });

  it('refuses a flaky-failures or flaky-window value it does not know, naming the setting and the values', async () => {
    const wrong = await cli(['run', '--json', '--flaky-failures', 'ignore'], { env });
    expect(wrong.code).toBe(2);
    expect(wrong.json().error.message).toContain('--flaky-failures');
    expect(wrong.json().error.message).toContain('use one of fail, tolerate');
    const small = await cli(['run', '--json', '--flaky-window', '3'], { env });
    expect(small.code).toBe(2);
    expect(small.json().error.message).toContain('from 5 to 20');
  });
});

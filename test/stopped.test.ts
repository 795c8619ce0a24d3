/**
 * The words for a run its caller stopped (src/app/stopped.ts), one case for each thing that can be
 * known when it stopped. Each reason is checked against the facts it states: the ids and the seed
 * it names are the result's own, whole.
 */
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import { seedLine, stoppedReason } from '../src/app/stopped.js';
import type { GateResult, JourneyOutcome } from '../src/core/model.js';
import { startEmulator } from '../src/emulator/index.js';
import { cli } from './cli-harness.js';
import { recordingCore } from './helpers/fake-core.js';

const SEED = 'gh:acme/charging:42:1:conformance:@main';

function result(fields: Partial<GateResult>): GateResult {
  return {
    verdict: 'error',
    reason: 'No verdict: the gate was stopped before its run ended.',
    status: undefined,
    connection: undefined,
    reportId: undefined,
    runId: undefined,
    report: undefined,
    grade: undefined,
    seed: SEED,
    interrupted: true,
    ...fields,
  };
}

const journey = (fields: Partial<JourneyOutcome>): JourneyOutcome => ({
  stages: [],
  events: [],
  otherEvents: 0,
  recoveries: [],
  ...fields,
});

describe('stoppedReason', () => {
  it('says no run was started when no start was sent', () => {
    expect(stoppedReason(result({}), 'interrupted (SIGINT)')).toBe(
      'No verdict: interrupted (SIGINT) before a run was started.',
    );
  });

  it('gives the seed to look for when a start was sent and not answered', () => {
    const reason = stoppedReason(result({ startSent: { seed: SEED } }), 'the step was cancelled');
    expect(reason).not.toMatch(/before a run was started/);
    expect(reason).toMatch(
      /after the start was sent and before the service answered it; a run may have started/,
    );
    expect(reason.match(/seed (\S+) in the service's run list\.$/)?.[1]).toBe(SEED);
  });

  it('says a journey run may have started when a journey start was not answered', () => {
    const reason = stoppedReason(
      result({ startSent: { seed: 'journey-seed' }, journey: journey({ planId: 'plan_1' }) }),
      'interrupted (SIGTERM)',
    );
    expect(reason).toMatch(/a journey run may have started there: look for seed journey-seed /);
  });

  it('names the conformance run that goes on when its id is known', () => {
    const reason = stoppedReason(
      result({ startSent: { seed: SEED }, runId: 'exe_7', reportId: 'rep_7' }),
      'interrupted (abort)',
    );
    expect(reason).toBe(
      'No verdict: interrupted (abort); run exe_7 goes on at the service (conformance runs cannot be cancelled): look for its report later.',
    );
  });

  it("quotes the service's answer to a journey's cancel", () => {
    const reason = stoppedReason(
      result({
        runId: 'jr_1',
        journey: journey({ runId: 'jr_1', cancel: 'cancelled (HTTP 200)' }),
      }),
      'the step was cancelled',
    );
    expect(reason).toBe(
      'No verdict: the step was cancelled; cancel requested for journey run jr_1, and the service answered cancelled (HTTP 200).',
    );
  });

  it('tells a journey that had ended from one that may still run', () => {
    const ended = stoppedReason(
      result({ runId: 'jr_2', status: 'completed', journey: journey({ runId: 'jr_2' }) }),
      'interrupted (SIGINT)',
    );
    expect(ended).toMatch(
      /journey run jr_2 had already ended \(completed\), but its report was not graded/,
    );
    const running = stoppedReason(
      result({ runId: 'jr_3', status: 'running', journey: journey({ runId: 'jr_3' }) }),
      'interrupted (SIGINT)',
    );
    expect(running).toMatch(/journey run jr_3 may still be running at the service/);
  });
});

describe('the seed line', () => {
  it('offers the seed to reproduce a run only when a run was started', () => {
    expect(seedLine(result({ reportId: 'rep_1' }), 'pass it back with --seed')).toBe(
      `Seed: ${SEED} (pass it back with --seed to reproduce this run).`,
    );
    const sent = seedLine(result({ startSent: { seed: SEED } }), 'pass it back with --seed');
    expect(sent).not.toContain('reproduce');
    expect(sent).toContain("look for it in the service's run list");
    const none = seedLine(result({}), 'pass it back with --seed');
    expect(none).toBe(`Seed: ${SEED} (no run was started with it).`);
  });
});

describe('the seed line of a run that never started', () => {
  it('says no run was started, which the run list confirms (CLI and action)', async () => {
    const key = 'pets_seed_words_key_00001';
    const emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [key] }],
    });
    try {
      const env = { OCPI_TESTING_API_KEY: key, OCPI_TESTING_BASE_URL: emulator.baseUrl };
      const run = await cli(
        ['run', '--connection', 'con_unknown0000', '--seed', 'never-started-1'],
        { env },
      );
      expect(run.code).toBe(4);
      expect(run.stdout).toContain('Seed: never-started-1 (no run was started with it).');
      expect(run.stdout).not.toContain('reproduce');
      const core = recordingCore({
        'api-key': key,
        'base-url': emulator.baseUrl,
        connection: 'con_unknown0000',
        seed: 'never-started-2',
      });
      await runAction(core, { env: { GITHUB_REPOSITORY: 'o/r' } });
      expect(core.log).toContain('Seed: never-started-2 (no run was started with it).');
      expect(core.summaryText).toContain('No run was started with this seed.');
      expect(core.summaryText).not.toContain('reproduce');
      // The fact the words state: no report carries either seed.
      const list = await cli(['runs', 'list', '--json'], { env });
      const seeds = list.json().runs.map((report: { seed?: string }) => report.seed);
      expect(seeds).not.toContain('never-started-1');
      expect(seeds).not.toContain('never-started-2');
    } finally {
      await emulator.close();
    }
  });
});

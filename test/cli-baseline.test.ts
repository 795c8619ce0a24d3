/**
 * The regression baseline in the CLI, in-process against the emulator, on GitLab CI: a branch
 * pipeline on main, then merge request pipelines from two branches into main. The second merge
 * request compares with main's report, and --json names it as baselineReportId.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { cli, serviceEnv } from './cli-harness.js';

const KEY = 'pets_cli_baseline_team_00001';
let emulator: Emulator;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'cli-baseline-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});

function gitlab(pipeline: string, branches: Record<string, string>) {
  return {
    ...serviceEnv(emulator, KEY),
    GITLAB_CI: 'true',
    CI_PROJECT_PATH: 'acme/charging',
    CI_PIPELINE_ID: pipeline,
    CI_JOB_ID: `${pipeline}0`,
    ...branches,
  };
}

function run(env: NodeJS.ProcessEnv, json = true) {
  const flags = ['--module', 'locations', '--threshold', '0', '--fail-on', 'regressions'];
  const files = ['--report-file', path.join(work, `report-${env.CI_PIPELINE_ID}.json`)];
  return cli(['run', ...flags, ...files, ...(json ? ['--json'] : [])], { env, cwd: work });
}

describe('run: the base-branch baseline on GitLab CI', () => {
  it("compares a merge request with its target branch's report, and names it in --json", async () => {
    emulator.setScenario('all-pass');
    const main = (await run(gitlab('501', { CI_COMMIT_BRANCH: 'main' }))).json();
    expect(main.seed).toBe('gl:acme/charging:501:5010:locations:@main');
    expect(main.baselineReportId).toBeNull();

    emulator.setScenario({ failRate: 0.3 });
    const mergeRequest = (branch: string, pipeline: string) =>
      gitlab(pipeline, {
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
        CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: branch,
      });
    const a = (await run(mergeRequest('feature-a', '502'))).json();
    expect(a.seed).toBe('gl:acme/charging:502:5020:locations');
    expect(a.baselineReportId).toBe(main.reportId);

    const bRun = await run(mergeRequest('feature-b', '503'));
    const b = bRun.json();
    expect(b.baselineReportId).toBe(main.reportId);
    expect(b.regressions).toMatchObject({
      previousReportId: main.reportId,
      recovered: [],
      baseline: { branch: 'main', ciRun: 'pipeline 501' },
    });
    expect(b.regressions.newlyFailing.length).toBe(b.counts.failed);
    expect(b.verdict).toBe('fail');

    // The human output says the same.
    const human = await run(mergeRequest('feature-b', '504'), false);
    expect(human.stdout).toContain(
      `Since the last run on branch main (report ${main.reportId}, from pipeline 501):`,
    );
  });
});

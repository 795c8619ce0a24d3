/**
 * The regression baseline end to end (issue 16, point 1): the action runs from the sources, in
 * process, as the runner would run it (test/helpers/action-step.ts), against the emulator over
 * HTTP, with reports produced from three branches: a push on main, then pull requests from
 * feature-a and from feature-b into main. Pull request b's regressions are computed against
 * main's report, not against pull request a's newer one; a later push on main compares with main.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../src/client/index.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { runStep } from './helpers/action-step.js';
import { type FakeGitHub, startFakeGitHub, writePullRequestEvent } from './helpers/fake-github.js';

const KEY = 'pets_baseline_team_0000001';
let emulator: Emulator;
let github: FakeGitHub;
let work: string;

/** The GitHub event file of a pull request (the comment reads its number). */
function pullRequestEvent(number: number): string {
  return writePullRequestEvent(path.join(work, `pr-${number}.json`), number);
}

function push(runId: string) {
  return {
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_RUN_ID: runId,
  };
}

function pullRequest(runId: string, number: number, head: string) {
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: pullRequestEvent(number),
    GITHUB_REF: `refs/pull/${number}/merge`,
    GITHUB_REF_NAME: `${number}/merge`,
    GITHUB_HEAD_REF: head,
    GITHUB_BASE_REF: 'main',
    GITHUB_RUN_ID: runId,
  };
}

function step(env: Record<string, string>, inputs: Record<string, string> = {}) {
  return runStep({
    work,
    inputs: {
      'base-url': emulator.baseUrl,
      'api-key': KEY,
      'github-token': 'ghs_fake_token_123456',
      module: 'locations',
      threshold: '0',
      'fail-on': 'nothing-graded,regressions',
      'upload-report': 'never',
      ...inputs,
    },
    env: { GITHUB_API_URL: github.url, GITHUB_WORKFLOW: 'OCPI gate', GITHUB_SHA: 'abc123', ...env },
  });
}

/** The test ids that failed in a report file the step wrote. */
function failedIds(reportFile: string): string[] {
  const document = JSON.parse(readFileSync(reportFile, 'utf8')) as { report: RunReport };
  return (document.report.suites ?? [])
    .flatMap((suite) => suite.checks)
    .filter((check) => check.passed === false && !check.unobservable && !check.unreached)
    .map((check) => check.testId)
    .sort();
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'baseline-harness-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'base', plan: 'team', keys: [KEY] }],
  });
  github = await startFakeGitHub();
});
afterAll(async () => {
  await emulator.close();
  await github.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the base-branch baseline', () => {
  it("compares a pull request with its base branch's report, not another pull request's newer one", async () => {
    // main: everything passes. Nothing earlier on main: no regression gate, and the text says so.
    emulator.setScenario('all-pass');
    const main = await step(push('1001'));
    expect(main.outputs.verdict).toBe('pass');
    expect(main.outputs.seed).toBe('gh:acme/charging:1001:1:conformance:locations:@main');
    expect(main.outputs['baseline-report-id']).toBe('');
    expect(main.summary).toContain('### Since the last run on branch <code>main</code>');
    expect(main.summary).toMatch(/of branch <code>main<\/code> among the \d+ earlier report/);
    expect(main.summary).toContain('so no regression gate applies');
    const mainId = main.outputs['report-id']!;

    // Pull request a (feature-a into main): some checks fail, compared with main.
    emulator.setScenario({ failRate: 0.3 });
    const prA = await step(pullRequest('1002', 1, 'feature-a'));
    expect(prA.outputs.seed).toBe('gh:acme/charging:1002:1:conformance:locations');
    expect(prA.outputs['baseline-report-id']).toBe(mainId);
    const failedA = failedIds(prA.outputs['report-file']!);
    expect(failedA.length).toBeGreaterThan(0);

    // Pull request b (feature-b into main), after a: its own failures, compared with main.
    const prB = await step(pullRequest('1003', 2, 'feature-b'), { comment: 'always' });
    const failedB = failedIds(prB.outputs['report-file']!);
    // Against a's report, a's failures that b does not have would have "recovered".
    expect(failedA.filter((id) => !failedB.includes(id)).length).toBeGreaterThan(0);
    expect(prB.outputs['baseline-report-id']).toBe(mainId);
    expect(prB.outputs['baseline-report-id']).not.toBe(prA.outputs['report-id']);
    expect(prB.outputs.regressions).toBe(String(failedB.length));
    expect(prB.outputs.verdict).toBe('fail');
    expect(prB.outputs.reason).toContain(
      `${failedB.length} ${failedB.length === 1 ? 'regression' : 'regressions'} since report ${mainId} of branch main`,
    );
    expect(prB.summary).toContain(
      `Compared with report <code>${mainId}</code> of branch <code>main</code>, from workflow run 1001: **${failedB.length}** newly failing, **0** recovered`,
    );

    // The comment and the HTML report say the same.
    const comment = github.comments(2).find((c) => c.body.includes('<!-- ocpi-conformance-gate:'));
    expect(comment?.body).toContain(
      `**Since the last run on branch <code>main</code>** (report <code>${mainId}</code>, from workflow run 1001): ${failedB.length} newly failing, 0 recovered`,
    );
    const html = readFileSync(prB.outputs['html-report']!, 'utf8');
    expect(html).toContain(
      `Compared with report <code>${mainId}</code> of branch <code>main</code>, from workflow run 1001: <strong>${failedB.length}</strong> newly failing, <strong>0</strong> recovered`,
    );

    // A later push on main compares with main's report, not with the newer pull request runs.
    emulator.setScenario('all-pass');
    const mainAgain = await step(push('1004'));
    expect(mainAgain.outputs['baseline-report-id']).toBe(mainId);
    expect(mainAgain.outputs.regressions).toBe('0');
    expect(mainAgain.outputs.verdict).toBe('pass');
  });

  it('says in the log when a given seed keeps a run of a branch out of its history', async () => {
    emulator.setScenario('all-pass');
    const pinned = await step(push('1005'), { seed: 'pinned-seed-1' });
    expect(pinned.outputs.verdict).toBe('pass');
    expect(pinned.stdout).toContain(
      'This run is on branch main, but its seed was given and does not end in ":@main", so its report will not be a regression baseline',
    );
    // A derived seed, or a given one carrying the mark, says nothing.
    const derived = await step(push('1006'));
    expect(derived.stdout).not.toContain('will not be a regression baseline');
    const marked = await step(push('1007'), { seed: 'pinned-seed-2:@main' });
    expect(marked.stdout).not.toContain('will not be a regression baseline');
    // A pull request's run joins no branch: nothing to say.
    const pr = await step(pullRequest('1008', 3, 'feature-c'), { seed: 'pinned-seed-3' });
    expect(pr.stdout).not.toContain('will not be a regression baseline');
  });
});

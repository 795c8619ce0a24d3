/**
 * The regression baseline's pure parts: the branch a derived seed carries (and reads back), which
 * branch the CI says this run is on and compares with, which earlier report may be a baseline,
 * and how the action's settings put them together.
 */

import { describe, expect, it } from 'vitest';
import { readActionSettings } from '../src/action/settings.js';
import { renderResult } from '../src/cli/render.js';
import { branchKey, onBaselineBranch, seedBranchKey, seedCiRun } from '../src/core/baseline.js';
import type { Regressions } from '../src/core/model.js';
import { deriveSeed } from '../src/core/settings.js';
import { renderComment } from '../src/report/comment.js';
import { regressionsSection } from '../src/report/html-sections.js';
import { htmlText } from '../src/report/html-text.js';
import { renderRegressions } from '../src/report/summary.js';
import { ciBranches } from '../src/util/ci-branches.js';
import { ciJobParts } from '../src/util/ci-job.js';

/** The derived seed of a job in this CI environment, as a front end reads it. */
const seedFor = (env: NodeJS.ProcessEnv, ...rest: [string | undefined, string?, string?]) =>
  deriveSeed(ciJobParts(env), ...rest);

const ENV = {
  GITHUB_REPOSITORY: 'acme/charging',
  GITHUB_RUN_ID: '42',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_JOB: 'gate',
  RUNNER_TEMP: '/runner/tmp',
};
const PUSH = { ...ENV, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' };
const PULL_REQUEST = {
  ...ENV,
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_REF: 'refs/pull/7/merge',
  GITHUB_HEAD_REF: 'feature-a',
  GITHUB_BASE_REF: 'main',
};

describe('the branch in a derived seed', () => {
  it('ends the seed as :@<branch>, and is read back from it', () => {
    const seed = seedFor(ENV, 'locations', undefined, 'main');
    expect(seed).toBe('gh:acme/charging:42:2:gate:locations:@main');
    expect(seedBranchKey(seed)).toBe('main');
    expect(seedFor(ENV, 'locations', '3', 'release/2.x')).toBe(
      'gh:acme/charging:42:2:gate#3:locations:@release/2.x',
    );
    expect(seedBranchKey('gh:acme/charging:42:2:gate#3:locations:@release/2.x')).toBe(
      'release/2.x',
    );
  });

  it('leaves the seed as it was without a branch, and such a seed names none', () => {
    const seed = seedFor(ENV, 'locations');
    expect(seed).toBe('gh:acme/charging:42:2:gate:locations');
    expect(seedBranchKey(seed)).toBeUndefined();
    expect(seedBranchKey(undefined)).toBeUndefined();
    expect(seedBranchKey('my own seed')).toBeUndefined();
  });

  it('writes a long or unusual branch as a digest that a plain name cannot equal', () => {
    const long = `feature/${'x'.repeat(80)}`;
    expect(branchKey(long)).toMatch(/^~[0-9a-f]{16}$/);
    expect(branchKey('fix#12@home')).toMatch(/^~[0-9a-f]{16}$/);
    expect(branchKey(long)).not.toBe(branchKey(`${long}y`));
    const seed = seedFor(ENV, 'locations', undefined, long);
    expect(seed).toBe(`gh:acme/charging:42:2:gate:locations:@${branchKey(long)}`);
    expect(seedBranchKey(seed)).toBe(branchKey(long));
  });

  it('keeps the branch outside the hash of a seed over 128 characters', () => {
    const env = { ...ENV, GITHUB_REPOSITORY: `acme/${'x'.repeat(200)}` };
    const seed = seedFor(env, 'cdrs', '7', 'main');
    expect(seed).toMatch(/^gh:[0-9a-f]{40}:@main$/);
    expect(seed.length).toBeLessThanOrEqual(128);
    expect(seedBranchKey(seed)).toBe('main');
    // The hash still tells runs apart, and the branch does not change it.
    expect(seedFor(env, 'cdrs', '8', 'main')).not.toBe(seed);
    expect(seedFor(env, 'cdrs', '7', 'dev').replace(/:@dev$/, '')).toBe(
      seed.replace(/:@main$/, ''),
    );
    // A seed just within the limit without its branch is hashed when the branch would overflow it.
    const edge = { ...ENV, GITHUB_REPOSITORY: `acme/${'y'.repeat(90)}` };
    expect(seedFor(edge, 'locations').length).toBeLessThanOrEqual(128);
    const withBranch = seedFor(edge, 'locations', undefined, `b${'z'.repeat(39)}`);
    expect(withBranch.length).toBeLessThanOrEqual(128);
    expect(seedBranchKey(withBranch)).toBe(`b${'z'.repeat(39)}`);
  });
});

describe('which earlier report may be the baseline', () => {
  it('with a baseline branch: only a report whose seed names that branch', () => {
    expect(onBaselineBranch('gh:a/b:1:1:gate:@main', 'main')).toBe(true);
    expect(onBaselineBranch('gh:a/b:1:1:gate:@feature-a', 'main')).toBe(false);
    expect(onBaselineBranch('gh:a/b:1:1:gate:@mainline', 'main')).toBe(false);
    // Old seeds, given seeds and pull request runs name no branch.
    expect(onBaselineBranch('gh:a/b:1:1:gate', 'main')).toBe(false);
    expect(onBaselineBranch(undefined, 'main')).toBe(false);
    const long = 'x'.repeat(60);
    expect(onBaselineBranch(seedFor(ENV, undefined, undefined, long), long)).toBe(true);
  });

  it('without one (the branch is not known): any report', () => {
    expect(onBaselineBranch('gh:a/b:1:1:gate:@feature-a', undefined)).toBe(true);
    expect(onBaselineBranch(undefined, undefined)).toBe(true);
  });

  it('names the CI run that produced it when the seed says', () => {
    expect(seedCiRun('gh:acme/charging:1001:1:gate:locations:@main')).toBe('workflow run 1001');
    expect(seedCiRun('gh:acme/charging:1001:3:gate#2:locations:@main')).toBe(
      'workflow run 1001 (attempt 3)',
    );
    expect(seedCiRun('gl:group/project:77:9:@main')).toBe('pipeline 77');
    expect(seedCiRun(`gh:${'a'.repeat(40)}:@main`)).toBeUndefined();
    expect(seedCiRun('my own seed')).toBeUndefined();
    expect(seedCiRun(undefined)).toBeUndefined();
  });
});

describe('the branches the CI tells', () => {
  it('GitHub pull_request and pull_request_target: the base branch, and no branch of its own', () => {
    expect(ciBranches(PULL_REQUEST)).toEqual({ baseline: 'main' });
    // pull_request_target runs on the base branch's ref: the event, not the ref, decides.
    expect(
      ciBranches({
        ...PULL_REQUEST,
        GITHUB_EVENT_NAME: 'pull_request_target',
        GITHUB_REF: 'refs/heads/main',
      }),
    ).toEqual({ baseline: 'main' });
  });

  it('GitHub merge queue: the base branch, and no branch of its own', () => {
    const ref =
      'refs/heads/gh-readonly-queue/release/2.x/pr-12-0123456789abcdef0123456789abcdef01234567';
    expect(ciBranches({ ...PUSH, GITHUB_EVENT_NAME: 'merge_group', GITHUB_REF: ref })).toEqual({
      baseline: 'release/2.x',
    });
  });

  it('GitHub push, schedule, manual run: the branch, compared with itself; a tag: neither', () => {
    expect(ciBranches(PUSH)).toEqual({ branch: 'main', baseline: 'main' });
    expect(
      ciBranches({ ...PUSH, GITHUB_EVENT_NAME: 'schedule', GITHUB_REF: 'refs/heads/release/2.x' }),
    ).toEqual({ branch: 'release/2.x', baseline: 'release/2.x' });
    expect(ciBranches({ ...PUSH, GITHUB_REF: 'refs/tags/v1.2.0' })).toEqual({});
  });

  it("GitHub issue_comment or workflow_run (often a pull request's code on main's ref): compared with the branch, never joining it", () => {
    for (const event of ['issue_comment', 'workflow_run']) {
      expect(ciBranches({ ...PUSH, GITHUB_EVENT_NAME: event })).toEqual({ baseline: 'main' });
    }
    expect(ciBranches({ ...PUSH, GITHUB_EVENT_NAME: 'workflow_dispatch' })).toEqual({
      branch: 'main',
      baseline: 'main',
    });
  });

  it('GitLab merge request and branch pipelines; neither elsewhere', () => {
    const gitlab = { GITLAB_CI: 'true', CI_COMMIT_REF_NAME: 'feature-a' };
    expect(
      ciBranches({
        ...gitlab,
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
        CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature-a',
      }),
    ).toEqual({ baseline: 'main' });
    expect(ciBranches({ ...gitlab, CI_COMMIT_BRANCH: 'feature-a' })).toEqual({
      branch: 'feature-a',
      baseline: 'feature-a',
    });
    expect(ciBranches({ ...gitlab, CI_COMMIT_TAG: 'v1' })).toEqual({});
    expect(ciBranches({})).toEqual({});
  });
});

describe("the action's settings", () => {
  const BASE = { 'api-key': 'pets_inputs_key_00001', 'base-url': 'https://svc.example.com/api/v1' };
  const read = (inputs: Record<string, string>, env: NodeJS.ProcessEnv) =>
    readActionSettings({ getInput: (name) => inputs[name] ?? '', setSecret: () => {} }, env);

  it('on a push: the seed carries the branch, and the baseline is the same branch', () => {
    const settings = read({ ...BASE, module: 'locations' }, PUSH);
    expect(settings.seed).toBe('gh:acme/charging:42:2:gate:locations:@main');
    expect(settings.baselineBranch).toBe('main');
  });

  it('on a pull request: the seed carries no branch, and the baseline is the base branch', () => {
    const settings = read({ ...BASE, module: 'locations' }, PULL_REQUEST);
    expect(settings.seed).toBe('gh:acme/charging:42:2:gate:locations');
    expect(settings.baselineBranch).toBe('main');
  });

  it('with a seed given: the seed is sent as given, and the baseline is still looked for', () => {
    const settings = read({ ...BASE, seed: 'nightly-42' }, PUSH);
    expect(settings.seed).toBe('nightly-42');
    expect(settings.seedDerived).toBe(false);
    expect(settings.baselineBranch).toBe('main');
  });

  it('outside a branch (a tag): no branch in the seed, and no baseline branch', () => {
    const settings = read(BASE, { ...PUSH, GITHUB_REF: 'refs/tags/v1' });
    expect(settings.seed).toBe('gh:acme/charging:42:2:gate');
    expect(settings.baselineBranch).toBeUndefined();
  });
});

describe('the baseline in words', () => {
  const found: Regressions = {
    previousReportId: 'rep_main_1',
    newlyFailing: [{ testId: 'loc-1', before: 'passed', now: 'failed' }],
    recovered: [],
    noLongerGraded: [],
    count: 1,
    baseline: { branch: 'main', ciRun: 'workflow run 1001', searched: 3, wholeList: false },
  };
  const none: Regressions = {
    previousReportId: undefined,
    newlyFailing: [],
    recovered: [],
    noLongerGraded: [],
    count: 0,
    baseline: { branch: 'main', ciRun: undefined, searched: 101, wholeList: false },
  };
  const anyBranch: Regressions = { ...none, baseline: { ...none.baseline!, branch: undefined } };
  const comment = (regressions: Regressions) =>
    renderComment({
      key: { workflow: 'CI', job: 'gate', connectionId: 'con_1', module: undefined },
      verdict: 'pass',
      reason: 'ok',
      grade: undefined,
      regressions,
      share: undefined,
      seed: 's',
      reportId: 'rep_now',
      runUrl: undefined,
    });
  const html = (regressions: Regressions) =>
    regressionsSection(
      regressions,
      htmlText((t) => t),
    );
  const cli = (regressions: Regressions) =>
    renderResult({
      result: {
        verdict: 'pass',
        reason: 'ok',
        status: 'completed',
        connection: undefined,
        reportId: 'rep_now',
        runId: undefined,
        report: undefined,
        grade: undefined,
        seed: 's',
        regressions,
      },
      redact: (t) => t,
    });

  it('names the branch and the run the baseline came from', () => {
    const summary = renderRegressions(found);
    expect(summary).toContain('### Since the last run on branch <code>main</code>');
    expect(summary).toContain(
      'Compared with report <code>rep_main_1</code> of branch <code>main</code>, from workflow run 1001: **1** newly failing',
    );
    expect(comment(found)).toContain(
      '**Since the last run on branch <code>main</code>** (report <code>rep_main_1</code>, from workflow run 1001): 1 newly failing',
    );
    expect(html(found)).toContain('<h2>Since the last run on branch <code>main</code></h2>');
    expect(html(found)).toContain(
      'Compared with report <code>rep_main_1</code> of branch <code>main</code>, from workflow run 1001: <strong>1</strong> newly failing',
    );
    expect(cli(found)).toContain(
      'Since the last run on branch main (report rep_main_1, from workflow run 1001): 1 newly failing',
    );
  });

  it('says when none was found on the branch, and that no regression gate applies', () => {
    const words =
      'among the 101 earlier reports read (older ones are not read), so no regression gate applies.';
    expect(renderRegressions(none)).toContain(`of branch <code>main</code> ${words}`);
    expect(comment(none)).toContain(`of branch <code>main</code> ${words}`);
    expect(html(none)).toContain(`of branch <code>main</code> ${words}`);
    expect(cli(none)).toContain(`of branch main ${words}`);
    // A run list that ended within the bound was read whole: nothing older was left unread.
    const whole = { ...none, baseline: { ...none.baseline!, searched: 4, wholeList: true } };
    expect(renderRegressions(whole)).toContain(
      'of branch <code>main</code> among the 4 earlier reports in the run list, so no regression gate applies.',
    );
  });

  it('keeps the wording of a run whose branch is not known', () => {
    expect(renderRegressions(anyBranch)).toContain(
      '### Since the last run\n\nNo earlier comparable report (same connection, OCPI version, module and run kind) to compare with, so no regression gate applies.',
    );
    expect(renderRegressions({ ...found, baseline: undefined })).toContain(
      'Compared with report <code>rep_main_1</code>: ',
    );
  });
});

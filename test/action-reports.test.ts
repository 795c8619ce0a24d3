/**
 * Runner harness for where reports go: the sticky PR comment (against a fake GitHub API), share
 * links, and regressions across consecutive runs. The action runs from the sources, in process,
 * as the runner would run it (test/helpers/action-step.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_AFTER_DEADLINE_MS } from '../src/action/comment.js';
import { ServiceClient } from '../src/client/index.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { Redactor } from '../src/util/redaction.js';
import { runStep } from './helpers/action-step.js';
import { type FakeGitHub, startFakeGitHub, writePullRequestEvent } from './helpers/fake-github.js';
import { endHangsByTheirLimits, TestClock } from './helpers/test-clock.js';

const KEYS = {
  team: 'pets_reports_team_000000001',
  free: 'pets_reports_free_000000002',
  reg: 'pets_reports_regr_000000003',
};
let emulator: Emulator;
let github: FakeGitHub;
let work: string;
let prEvent: string;
let pushEvent: string;

function step(inputs: Record<string, string>, env: Record<string, string> = {}, clock?: TestClock) {
  return runStep({
    clock,
    work,
    inputs: {
      'base-url': emulator.baseUrl,
      'api-key': KEYS.team,
      'github-token': 'ghs_fake_token_123456',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://ghe.example.com',
      GITHUB_WORKFLOW: 'OCPI gate',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: prEvent,
      GITHUB_SHA: 'abc123',
      ...env,
    },
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'reports-harness-'));
  prEvent = writePullRequestEvent(path.join(work, 'pr-event.json'), 7);
  pushEvent = path.join(work, 'push-event.json');
  writeFileSync(
    pushEvent,
    JSON.stringify({ repository: { name: 'charging', owner: { login: 'acme' } } }),
  );
  emulator = await startEmulator({
    speed: 100,
    owners: [
      { id: 'team', plan: 'team', keys: [KEYS.team] },
      { id: 'free', plan: 'free', keys: [KEYS.free] },
      { id: 'reg', plan: 'team', keys: [KEYS.reg] },
    ],
  });
  github = await startFakeGitHub();
});
afterAll(async () => {
  await emulator.close();
  await github.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  emulator.setScenario('all-pass');
  github.readOnly = false;
  github.hang = false;
});

const ours = (issue: number) =>
  github.comments(issue).filter((c) => c.body.includes('<!-- ocpi-conformance-gate:'));

describe('sticky pull request comment', () => {
  it('is created once and then updated in place across re-runs', async () => {
    const first = await step({ comment: 'always' });
    expect(first.outputs.verdict).toBe('pass');
    expect(ours(7)).toHaveLength(1);
    expect(ours(7)[0]!.body).toContain('OCPI conformance: pass');
    expect(ours(7)[0]!.body).toContain('https://ghe.example.com/acme/charging/actions/runs/');

    emulator.setScenario('some-failures');
    const second = await step({ comment: 'always' });
    expect(second.outputs.verdict).toBe('fail');
    expect(ours(7)).toHaveLength(1);
    expect(ours(7)[0]!.body).toContain('OCPI conformance: fail');
    expect(ours(7)[0]!.body).toContain('Top failures');
    expect(second.stdout).toMatch(/Updated the conformance comment on pull request #7/);
  });

  it('finds its comment beyond the first 100 comments of a long discussion', async () => {
    github.addComments(
      8,
      Array.from({ length: 150 }, (_, i) => `chatter ${i}`),
    );
    const first = await step({ comment: 'always' }, { GITHUB_EVENT_PATH: writeEvent(8) });
    expect(first.outputs.verdict).toBe('pass');
    expect(ours(8)).toHaveLength(1);
    github.requests.length = 0;
    await step({ comment: 'always' }, { GITHUB_EVENT_PATH: writeEvent(8) });
    expect(ours(8)).toHaveLength(1);
    expect(github.comments(8)).toHaveLength(151);
    expect(
      github.requests.some(
        (r) => r.path.includes('/issues/8/comments') && r.path.includes('page=2'),
      ),
    ).toBe(true);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('keeps one comment per job key: another module gets its own', async () => {
    await step({ comment: 'always', module: 'locations' }, { GITHUB_EVENT_PATH: writeEvent(9) });
    await step({ comment: 'always', module: 'cdrs' }, { GITHUB_EVENT_PATH: writeEvent(9) });
    await step({ comment: 'always', module: 'cdrs' }, { GITHUB_EVENT_PATH: writeEvent(9) });
    expect(ours(9)).toHaveLength(2);
  });

  it('on a push, comments on the open pull request of the commit', async () => {
    github.setPullsForCommit('def456', [{ number: 10, state: 'open' }]);
    const run = await step(
      { comment: 'always' },
      { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: pushEvent, GITHUB_SHA: 'def456' },
    );
    expect(run.outputs.verdict).toBe('pass');
    expect(ours(10)).toHaveLength(1);
  });

  it('warns, naming the permission, when the token is read-only (forks) or refused', async () => {
    github.readOnly = true;
    const run = await step({ comment: 'always' }, { GITHUB_EVENT_PATH: writeEvent(11) });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.stdout).toMatch(
      /^::warning title=OCPI conformance%3A PR comment::No PR comment: GitHub refused it \(403/m,
    );
    expect(run.stdout).toMatch(/pull-requests: write/);
    expect(ours(11)).toHaveLength(0);
  });

  it('gives up on a GitHub API that does not answer, so the step still ends by its deadline', async () => {
    github.hang = true;
    // On a test clock: GitHub holds the comment's first request, and only the comment's time
    // limit ends it, as the clock reaches it.
    const clock = new TestClock();
    const deadline = clock.now() + 60_000;
    const before = github.requests.length;
    const running = step({ comment: 'always', 'timeout-minutes': '1' }, {}, clock);
    const ended = await endHangsByTheirLimits(
      clock,
      () => github.requests.length - before,
      running,
    );
    const run = await running;
    expect(run.outputs.verdict).toBe('pass');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/No PR comment: GitHub did not answer in time/);
    // The comment's limit: the deadline plus COMMENT_AFTER_DEADLINE_MS; the step ended then,
    // within the deadline plus 15 s.
    expect(ended).toEqual([
      expect.objectContaining({
        what: 'the pull request comment',
        wake: deadline + COMMENT_AFTER_DEADLINE_MS,
        state: 'fired',
      }),
    ]);
    expect(clock.limits.at(-1)).toBe(ended[0]);
    expect(clock.now()).toBe(deadline + COMMENT_AFTER_DEADLINE_MS);
    expect(clock.now()).toBeLessThanOrEqual(deadline + 15_000);
  });

  it('comments only on failure when asked to, and never pings anyone', async () => {
    await step({ comment: 'on-failure' }, { GITHUB_EVENT_PATH: writeEvent(12) });
    expect(ours(12)).toHaveLength(0);
    emulator.setScenario('some-failures');
    await step({ comment: 'on-failure' }, { GITHUB_EVENT_PATH: writeEvent(12) });
    expect(ours(12)).toHaveLength(1);
    expect(ours(12)[0]!.body).not.toMatch(/(^|[^&#\w])@\w/);
    expect(ours(12)[0]!.body.length).toBeLessThanOrEqual(65_536);
  });

  it('does not load the GitHub client when no comment is asked for', async () => {
    const before = github.requests.length;
    const run = await step({});
    expect(run.outputs.verdict).toBe('pass');
    expect(github.requests.length).toBe(before);
  });
});

function writeEvent(number: number): string {
  return writePullRequestEvent(path.join(work, `pr-${number}.json`), number);
}

describe('sharing', () => {
  it('shares the report, sets share-token and share-url, and the link works until revoked', async () => {
    const run = await step({ share: 'always' });
    expect(run.outputs['share-token']).toMatch(/\S/);
    expect(run.outputs['share-url']).toBe(
      `${emulator.baseUrl}/shared/${run.outputs['share-token']}`,
    );
    expect(run.stdout).not.toContain(run.outputs['share-token']!);
    expect(run.summary).toContain(run.outputs['share-url']!);
    expect((await fetch(run.outputs['share-url']!)).status).toBe(200);
    const client = new ServiceClient({
      baseUrl: emulator.baseUrl,
      apiKey: KEYS.team,
      redactor: new Redactor(),
    });
    await client.shares.remove(run.outputs['report-id']!);
    expect((await fetch(run.outputs['share-url']!)).status).toBe(404);
  });

  it('builds the link from share-url-template', async () => {
    const run = await step({
      share: 'always',
      'share-url-template': 'https://reports.example.com/r/{reportId}?t={token}',
    });
    expect(run.outputs['share-url']).toBe(
      `https://reports.example.com/r/${run.outputs['report-id']}?t=${run.outputs['share-token']}`,
    );
  });

  it('warns instead of failing when the plan does not allow sharing (402)', async () => {
    const run = await runStep({
      work,
      inputs: {
        'base-url': emulator.baseUrl,
        'api-key': KEYS.free,
        share: 'always',
        'partner-base-url': 'https://own.cpo.example/ocpi/versions',
        'our-role': 'EMSP',
        'their-role': 'CPO',
        'ocpi-version': '2.2.1',
        'token-a': 'token-a-own-endpoint-1',
      },
    });
    expect(run.outputs.verdict).toBe('pass');
    expect(run.code).toBe(0);
    expect(run.outputs['share-url']).toBe('');
    expect(run.stdout).toMatch(
      /^::warning title=OCPI conformance%3A sharing::The report was not shared: .*402/m,
    );
  });

  it('shares only on failure when asked to', async () => {
    const pass = await step({ share: 'on-failure' });
    expect(pass.outputs['share-url']).toBe('');
    emulator.setScenario('some-failures');
    const fail = await step({ share: 'on-failure' });
    expect(fail.outputs['share-url']).toMatch(/shared/);
  });
});

describe('regressions', () => {
  it('are computed across three consecutive runs with changing results', async () => {
    const inputs = { 'api-key': KEYS.reg, module: 'locations', 'fail-on': 'regressions' };
    // Run 1: everything passes; nothing to compare with.
    const first = await step(inputs);
    expect(first.outputs.verdict).toBe('pass');
    expect(first.outputs.regressions).toBe('');
    expect(first.summary).toContain('No earlier comparable report');

    // Run 2: some checks fail: they are newly failing, and fail-on regressions fails the gate.
    emulator.setScenario({ failRate: 0.3 });
    const second = await step({ ...inputs, threshold: '0' });
    const failed = Number(second.outputs.failed);
    expect(failed).toBeGreaterThan(0);
    expect(second.outputs.regressions).toBe(String(failed));
    expect(second.outputs.verdict).toBe('fail');
    expect(second.outputs.reason).toMatch(
      new RegExp(
        `${failed} ${failed === 1 ? 'regression' : 'regressions'} since report ${first.outputs['report-id']}`,
      ),
    );
    expect(second.summary).toMatch(
      new RegExp(`\\*\\*${failed}\\*\\* newly failing, \\*\\*0\\*\\* recovered`),
    );

    // Run 3: all pass again: the failures recovered, nothing got worse.
    emulator.setScenario('all-pass');
    const third = await step(inputs);
    expect(third.outputs.regressions).toBe('0');
    expect(third.outputs.verdict).toBe('pass');
    expect(third.summary).toMatch(
      new RegExp(`\\*\\*0\\*\\* newly failing, \\*\\*${failed}\\*\\* recovered`),
    );
    expect(third.summary).toContain(second.outputs['report-id']!);
  });
});

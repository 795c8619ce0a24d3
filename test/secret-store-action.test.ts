/**
 * The action's secret store, in-process: runAction creates the step's store (or takes one in
 * RunOptions), the inputs register their secrets into it as they are read, and every exit masks
 * with it: log lines, annotations, outputs, the job summary, the report, JUnit and CTRF files,
 * and the pull request comment (against a fake GitHub API). A secret that straddles a place where a
 * renderer cuts text (the summary's reason at 2,000 characters, the comment's at 1,500) leaves no
 * prefix behind. Two steps in one process do not share their stores.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { markdownText } from '../src/report/markdown.js';
import { Redactor } from '../src/util/redaction.js';
import { type RecordingCore, recordingCore } from './helpers/fake-core.js';
import { type FakeGitHub, startFakeGitHub, writePullRequestEvent } from './helpers/fake-github.js';

const SECRETS = {
  apiKey: 'pets_STOREa_apikey_5c1e8a3f92',
  otherKey: 'pets_STOREb_apikey_0d4b7e2a61',
  tokenA: 'STOREa-token-A-7e2b9d4c18a6',
  githubToken: 'ghs_STOREa_github_3b7f1d9e',
};
/** Long enough to be recognised, short enough that a cut inside the secret leaves more. */
const PREFIX = 8;
const ISSUE = 41;

let emulator: Emulator;
let github: FakeGitHub;
let work: string;
let savedEnv: NodeJS.ProcessEnv;
let step = 0;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'secret-store-action-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'o', plan: 'team', keys: [SECRETS.apiKey, SECRETS.otherKey] }],
  });
  github = await startFakeGitHub();
  // @actions/github reads its context (the event) from the process environment when loaded.
  const event = writePullRequestEvent(path.join(work, 'event.json'), ISSUE, 'o/r');
  savedEnv = process.env;
  process.env = {
    ...savedEnv,
    GITHUB_API_URL: github.url,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'o/r',
  };
});
afterAll(async () => {
  process.env = savedEnv;
  await emulator.close();
  await github.close();
  rmSync(work, { recursive: true, force: true });
});

interface Step {
  core: RecordingCore;
  /** Everything the step left for someone to read, but the mask commands themselves. */
  everything: string;
}

async function runStep(inputs: Record<string, string>, secrets?: Redactor): Promise<Step> {
  step++;
  const dir = mkdtempSync(path.join(work, `step-${step}-`));
  const junit = path.join(dir, 'junit.xml');
  const ctrf = path.join(dir, 'ctrf.json');
  const core = recordingCore({
    'api-key': SECRETS.apiKey,
    'base-url': emulator.baseUrl,
    'github-token': SECRETS.githubToken,
    comment: 'always',
    'junit-file': junit,
    'ctrf-file': ctrf,
    ...inputs,
  });
  const before = github.comments(ISSUE).length;
  await runAction(core, {
    env: {
      RUNNER_TEMP: dir,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_WORKFLOW: 'wf',
      GITHUB_JOB: `job-${step}`,
    },
    secrets,
  });
  const files = [core.outputs['report-file'], junit, ctrf]
    .filter((file): file is string => Boolean(file) && existsSync(file!))
    .map((file) => readFileSync(file, 'utf8'));
  const comments = github.comments(ISSUE).slice(before);
  return {
    core,
    everything: [
      ...core.log,
      ...core.annotations.map((a) => `${a.title}\n${a.message}`),
      core.failed ?? '',
      JSON.stringify(core.outputs),
      core.summaryText,
      ...files,
      ...comments.map((c) => c.body),
    ].join('\n'),
  };
}

/** The secret's beginning as plain text and as the Markdown pages show it (`_` is an entity). */
function prefixes(secret: string): string[] {
  const prefix = secret.slice(0, PREFIX);
  return [prefix, markdownText().inline(prefix)];
}

function expectNoSecret(text: string, secrets: string[]) {
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(Buffer.from(secret).toString('base64').replace(/=+$/, ''));
    for (const prefix of prefixes(secret)) {
      expect(text, `a prefix of ${secret}`).not.toContain(prefix);
    }
  }
}

describe("the action step's secret store", () => {
  it('masks every exit: log, annotations, outputs, summary, files and the comment', async () => {
    // The service echoes the partner token in exchanges, and quotes the API key and the GitHub
    // token in free text: only the step's store knows those are secrets.
    emulator.setScenario({
      echoSecrets: true,
      failRate: 0.4,
    });
    const failing = await runStep({
      'partner-base-url': 'https://cpo-store.example/ocpi/versions',
      'our-role': 'EMSP',
      'their-role': 'CPO',
      'ocpi-version': '2.2.1',
      'token-a': SECRETS.tokenA,
    });
    expect(failing.core.outputs.verdict).toBe('fail');
    // The CTRF file was written (and is part of `everything`, which holds no secret).
    expect(failing.everything).toContain('"reportFormat":"CTRF"');
    expect(failing.core.summaryText).toContain('Exchange (redacted)');
    expect(failing.core.annotations.some((a) => a.level === 'error')).toBe(true);
    // Handed to the runner as they were read...
    expect(failing.core.secrets).toEqual(
      expect.arrayContaining([SECRETS.apiKey, SECRETS.tokenA, SECRETS.githubToken]),
    );
    expect(failing.everything).toContain('<!-- ocpi-conformance-gate:');
    // ...and shown nowhere.
    expectNoSecret(failing.everything, [SECRETS.apiKey, SECRETS.tokenA, SECRETS.githubToken]);

    emulator.setScenario({
      outcome: 'failed',
      failureMessage: `the partner answered with key ${SECRETS.apiKey} and ${SECRETS.githubToken}\nAuthorization: Token ${Buffer.from(SECRETS.githubToken).toString('base64')}`,
    });
    const error = await runStep({});
    expect(error.core.outputs.verdict).toBe('error');
    expect(error.core.failed).toContain('***');
    expect(error.everything).toContain('<!-- ocpi-conformance-gate:');
    expectNoSecret(error.everything, [SECRETS.apiKey, SECRETS.githubToken]);
  });

  it('leaves no prefix of a secret that straddles a cut in the summary or the comment', async () => {
    // Where the service's message starts in the reason.
    emulator.setScenario({ outcome: 'failed', failureMessage: 'MARKER' });
    const probe = await runStep({ comment: 'never' });
    const at = probe.core.outputs.reason!.indexOf('MARKER');
    expect(at).toBeGreaterThan(0);
    // The comment cuts the reason at 1,500 characters, the summary at 2,000: a secret that starts
    // 10 characters before the cut, with nothing masked before it to shift the text.
    const straddling = (secret: string, cut: number) =>
      `${'y'.repeat(cut - 10 - at)}${secret}${'z'.repeat(600)} end`;

    emulator.setScenario({
      outcome: 'failed',
      failureMessage: straddling(SECRETS.apiKey, 1_500),
    });
    const inComment = await runStep({});
    const comment = github.comments(ISSUE).at(-1)!.body;
    expect(inComment.core.outputs.reason!.indexOf('***')).toBe(1_490);
    // Cut there (the text goes no further), and no beginning of the secret left.
    for (const prefix of prefixes(SECRETS.apiKey)) expect(comment).not.toContain(prefix);
    expect(comment).toContain(`${'y'.repeat(100)}\\*\\*\\*`);
    expect(comment).not.toContain(' end');
    expectNoSecret(inComment.everything, [SECRETS.apiKey, SECRETS.githubToken]);

    emulator.setScenario({
      outcome: 'failed',
      failureMessage: straddling(SECRETS.githubToken, 2_000),
    });
    const inSummary = await runStep({});
    expect(inSummary.core.outputs.reason!.indexOf('***')).toBe(1_990);
    for (const prefix of prefixes(SECRETS.githubToken)) {
      expect(inSummary.core.summaryText).not.toContain(prefix);
    }
    expect(inSummary.core.summaryText).toContain(`${'y'.repeat(100)}\\*\\*\\*`);
    expect(inSummary.core.summaryText).not.toContain(' end');
    expectNoSecret(inSummary.everything, [SECRETS.apiKey, SECRETS.githubToken]);
  });

  it('is its own: two steps in one process share no secret', async () => {
    // The first step reads apiKey; the second step, run with another key, never read it, so a
    // service message quoting it is that step's data, not its secret.
    emulator.setScenario({ outcome: 'failed', failureMessage: `quoting ${SECRETS.apiKey}` });
    const first = await runStep({ comment: 'never' });
    expect(first.core.outputs.reason).toContain('quoting ***');
    const second = await runStep({ 'api-key': SECRETS.otherKey, comment: 'never' });
    expect(second.core.outputs.reason).toContain(`quoting ${SECRETS.apiKey}`);
    // A store handed in by the entry point (index.ts does so) is the one the step masks with.
    const shared = new Redactor();
    shared.add(SECRETS.apiKey);
    const third = await runStep({ 'api-key': SECRETS.otherKey, comment: 'never' }, shared);
    expect(third.core.outputs.reason).toContain('quoting ***');
    expect(shared.redact(SECRETS.otherKey)).toBe('***');
  });
});

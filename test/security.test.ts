/**
 * Security campaign over whole action runs (from the sources, as the runner runs the action, on
 * the real @actions/core: test/helpers/action-step.ts): hostile service text cannot break the
 * summary, the comment, the JUnit file or issue workflow commands in the log; recognisable
 * secrets never appear in any output, on pass, fail, error and debug paths, even when the service
 * echoes them in exchanges. The CLI runs as a process of its own, from the sources.
 */

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { runStep, type StepRun } from './helpers/action-step.js';
import { type FakeGitHub, startFakeGitHub, writePullRequestEvent } from './helpers/fake-github.js';
import { ACTIVE_MARKUP, pingsOutsideCode, renderGfm } from './helpers/gfm.js';
import { validateJUnit } from './helpers/junit-schema.js';

const SECRETS = {
  apiKey: 'pets_SECRET_apikey_7f3a9c2e41',
  tokenA: 'SECRET-token-A-5b8d2f7e19c4',
  tokenC: 'SECRET-token-C-9e1a4c6b3d20',
  localTokenB: 'SECRET-token-B-2c7f5a9e8b16',
  githubToken: 'ghs_SECRET_github_4d8e2a6c',
};

let emulator: Emulator;
let github: FakeGitHub;
let work: string;
let event: string;
let issue = 100;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'security-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'owner', plan: 'team', keys: [SECRETS.apiKey] }],
  });
  github = await startFakeGitHub();
});
afterAll(async () => {
  await emulator.close();
  await github.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  issue++;
  event = writePullRequestEvent(path.join(work, `event-${issue}.json`), issue, 'o/r');
  emulator.setScenario('all-pass');
});

function run(inputs: Record<string, string>, env: Record<string, string> = {}) {
  return runStep({
    work,
    inputs: {
      'api-key': SECRETS.apiKey,
      'base-url': emulator.baseUrl,
      'github-token': SECRETS.githubToken,
      comment: 'always',
      'junit-file': path.join(work, `junit-${issue}.xml`),
      ...inputs,
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      ...env,
    },
  });
}

/** Everything a step leaves behind that someone could read. */
function everything(step: StepRun): string {
  const files = [step.outputs['report-file'], path.join(work, `junit-${issue}.xml`)]
    .filter((f): f is string => Boolean(f) && existsSync(f!))
    .map((f) => readFileSync(f, 'utf8'));
  return [
    // The mask commands are how the runner learns the secrets; they never reach the log.
    step.stdout.replace(/^::add-mask::.*$/gm, ''),
    step.stderr,
    JSON.stringify(step.outputs),
    JSON.stringify(step.state),
    step.summary,
    ...files,
    ...github.comments(issue).map((c) => c.body),
  ].join('\n');
}

function expectNoSecret(text: string) {
  for (const [name, secret] of Object.entries(SECRETS)) {
    expect(text, `${name} leaked`).not.toContain(secret);
    expect(text, `${name} leaked base64-encoded`).not.toContain(
      Buffer.from(secret).toString('base64').replace(/=+$/, ''),
    );
  }
}

const ensure = (n: number) => ({
  'partner-base-url': `https://cpo-${n}.secure.example/ocpi/versions`,
  'our-role': 'EMSP',
  'their-role': 'CPO',
  'ocpi-version': '2.2.1',
});

describe('secrets never appear in any output', () => {
  it('on a passing run with token-a, while the service echoes the tokens', async () => {
    emulator.setScenario({ echoSecrets: true });
    const step = await run({ ...ensure(1), 'token-a': SECRETS.tokenA });
    expect(step.outputs.verdict).toBe('pass');
    expect(step.stdout).toContain(`::add-mask::${SECRETS.tokenA}`);
    expectNoSecret(everything(step));
  });

  it('on a failing run with token-c and local-token-b, exchanges shown in the summary', async () => {
    emulator.setScenario({ echoSecrets: true, failRate: 0.4 });
    const step = await run({
      ...ensure(2),
      'token-c': SECRETS.tokenC,
      'local-token-b': SECRETS.localTokenB,
      'our-party-id': 'EXA',
      'our-country-code': 'NL',
    });
    expect(step.outputs.verdict).toBe('fail');
    expect(step.summary).toContain('Exchange (redacted)');
    expectNoSecret(everything(step));
  });

  it('on an error path and with step debug logging on', async () => {
    emulator.setScenario({
      echoSecrets: true,
      outcome: 'failed',
      failureMessage: `partner refused token ${SECRETS.tokenA} (Authorization: Token ${Buffer.from(SECRETS.tokenA).toString('base64')})`,
    });
    const step = await run(
      { ...ensure(3), 'token-a': SECRETS.tokenA },
      { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' },
    );
    expect(step.outputs.verdict).toBe('error');
    expect(step.stdout).toMatch(/^::debug::/m);
    expectNoSecret(everything(step));
  });

  it('when the inputs are invalid', async () => {
    const step = await run({
      ...ensure(4),
      'token-a': SECRETS.tokenA,
      'token-c': SECRETS.tokenC,
      'local-token-b': SECRETS.localTokenB,
      threshold: 'abc',
    });
    expect(step.outputs.verdict).toBe('error');
    expect(step.outputs.reason).toMatch(/token-a: use either token-a/);
    expectNoSecret(everything(step));
  });
});

/**
 * The CLI as a CI job runs it: in a process of its own (the sources through
 * test/helpers/cli-entry.mjs), secrets in the environment.
 */
function cliProcess(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [path.resolve('test/helpers/cli-entry.mjs'), ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        OCPI_TESTING_API_KEY: SECRETS.apiKey,
        OCPI_TESTING_BASE_URL: emulator.baseUrl,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('secrets never appear in the output of the CLI', () => {
  it.each([
    ['pass', {}, ['--junit', 'cli-junit.xml'], 0],
    ['fail', { failRate: 0.4 }, ['--json'], 1],
    [
      'no verdict',
      { outcome: 'failed' as const, failureMessage: `token ${SECRETS.tokenA} refused` },
      ['--verbose'],
      3,
    ],
  ])('on %s, while the service echoes the tokens', async (_name, scenario, extra, code) => {
    emulator.setScenario({ echoSecrets: true, ...scenario });
    const files = path.join(work, `cli-${issue}`);
    const result = await cliProcess(
      [
        'run',
        '--report-file',
        `${files}-report.json`,
        ...extra.map((a) => (a.endsWith('.xml') ? `${files}-${a}` : a)),
      ],
      {
        OCPI_TESTING_PARTNER_BASE_URL: `https://cli-${issue}.secure.example/ocpi/versions`,
        OCPI_TESTING_OUR_ROLE: 'EMSP',
        OCPI_TESTING_THEIR_ROLE: 'CPO',
        OCPI_TESTING_OCPI_VERSION: '2.2.1',
        // token-a: the token-c pair is already in use by an earlier test's connection.
        OCPI_TESTING_TOKEN_A: SECRETS.tokenA,
      },
    );
    expect(result.code, result.stderr).toBe(code);
    const written = [`${files}-report.json`, `${files}-cli-junit.xml`]
      .filter((f) => existsSync(f))
      .map((f) => readFileSync(f, 'utf8'));
    expect(written.length).toBeGreaterThan(0);
    expectNoSecret([result.stdout, result.stderr, ...written].join('\n'));
  });

  it('on bad input, including a token given as a flag', async () => {
    const result = await cliProcess(
      ['run', '--token-a', SECRETS.tokenA, '--token-c', SECRETS.tokenC, '--threshold', 'abc'],
      {},
    );
    expect(result.code).toBe(2);
    expectNoSecret(result.stdout + result.stderr);
  });
});

/** Terminal controls (a carriage return included), bidi controls, line separators. */
const UNSAFE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

describe('hostile service text', () => {
  it('cannot break the summary, the comment or the JUnit file, nor issue workflow commands', async () => {
    emulator.setScenario({ hostileText: true, failRate: 0.5, warnRate: 0.3 });
    const step = await run({});
    expect(step.outputs.verdict).toBe('fail');

    // The log: no line the runner would read as a command came from the service.
    for (const injected of [
      '::error::injected',
      '::add-mask::visible',
      '::set-output',
      '##[warning]',
      '::stop-commands::',
    ]) {
      expect(
        step.stdout.split('\n').some((line) => line.trimStart().startsWith(injected)),
        injected,
      ).toBe(false);
    }
    // Nor a terminal control, a bidi override or a carriage return: each is shown escaped.
    expect(step.stdout).not.toMatch(UNSAFE);
    expect(step.stdout).toContain('\\u202etxt.exe');
    const comment = github.comments(issue)[0]!.body;
    for (const page of [step.summary, comment]) {
      expect(page).not.toContain('<script>');
      expect(page).not.toContain('<img');
      // Rendered as GitHub renders it: no markup, no javascript: link, no mention comes of it, no
      // control, and no `$` that GitHub's math could pair with another.
      const html = renderGfm(page);
      expect(html).not.toMatch(ACTIVE_MARKUP);
      expect(pingsOutsideCode(html).filter((p) => /octocat|acme/.test(p))).toEqual([]);
      expect(html).not.toMatch(UNSAFE);
      expect(html.replaceAll('<span>$</span>', '')).not.toContain('$');
    }
    // The check names' `$` signs are shown, each in an element of its own.
    expect(renderGfm(step.summary)).toContain('<span>$</span>\\color');
    // Table rows keep their shape: every row of the counts table has its 10 cells.
    const tableRows = step.summary.split('\n').filter((l) => l.startsWith('| **'));
    expect(tableRows.every((l) => l.split(' | ').length === 10)).toBe(true);
    const junit = readFileSync(path.join(work, `junit-${issue}.xml`), 'utf8');
    const valid = await validateJUnit(junit);
    expect(valid.errors).toEqual([]);
    expect(junit).not.toContain('<script>');
    expect(junit.replace(/[\t\n]/g, ' ')).not.toMatch(UNSAFE);
  });
});

/**
 * `ocpi-conformance run` in-process against the emulator: exit codes, the JSON document, human
 * output, environment fallbacks, files, journeys, sharing, and interrupts.
 */
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { CONTROL, cli, serviceEnv } from './cli-harness.js';

const KEY = 'pets_cli_run_team_0000000001';
const UNKNOWN_KEY = 'pets_cli_run_nobody_000000009';
const TOKEN_A = 'cli-run-token-a-5f2e9c';

/** Half an hour of journey at 60x: done in a moment at emulator speed 100. */
const FAST_JOURNEY = {
  topology: { kind: 'first-successful-charge' },
  clock: { durationSeconds: 1800, accelerationFactor: 60 },
};
/** Ten hours on a real-time journey clock: still running whenever a test looks. */
const LONG_JOURNEY = {
  topology: { kind: 'first-successful-charge' },
  clock: { durationSeconds: 36_000, accelerationFactor: 1 },
};

let emulator: Emulator;
let work: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'cli-run-'));
  emulator = await startEmulator({
    speed: 100,
    owners: [{ id: 'team', plan: 'team', keys: [KEY] }],
  });
  env = serviceEnv(emulator, KEY);
});
afterAll(async () => {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  emulator.setScenario('all-pass');
  emulator.clearFaults();
  emulator.resetRequests();
});

describe('run: requests', () => {
  it('with a seed the user gave, reads the run list once before the start, for the seed and the earlier reports', async () => {
    for (const seed of ['release-1', 'release-0']) {
      expect((await cli(['run', '--json', '--seed', seed], { env })).code).toBe(0);
    }
    emulator.resetRequests();
    const run = await cli(['run', '--json', '--seed', 'release-1'], { env });
    expect(run.code, run.stderr).toBe(0);
    const routes = emulator.requests().map((request) => request.route);
    const start = routes.indexOf('POST /testing/runs');
    // The connection, one read of the run list, the start (its answer long-polled), the report.
    expect(routes).toEqual([
      'GET /connections',
      'GET /testing/runs',
      'POST /testing/runs',
      'GET /testing/runs',
    ]);
    expect(start).toBe(2);
    expect(run.json().trend.passRates).toHaveLength(3);
  });
});

describe('run: verdicts and exit codes', () => {
  it('passes a clean run: exit 0 and one JSON document on stdout', async () => {
    const run = await cli(['run', '--json'], { env });
    expect(run.code).toBe(0);
    const doc = run.json();
    expect(doc).toMatchObject({
      verdict: 'pass',
      status: 'completed',
      connectionId: emulator.sandboxConnectionId('team'),
      passRate: 100,
      threshold: 100,
      failedChecks: [],
    });
    expect(doc.reportId).toMatch(/^rep_/);
    expect(doc.seed).toMatch(/^local:/);
    expect(doc.counts.total).toBeGreaterThan(0);
    expect(doc.counts.passed).toBe(doc.counts.total);
    expect(doc.error).toBeUndefined();
    // Logs went to stderr, not into the document.
    expect(run.stderr).toContain('Run started: report');
    expect(`${run.stdout}${run.stderr}`).not.toContain(KEY);
  });

  it('fails below the threshold: exit 1, with the failed checks in JSON and in words', async () => {
    emulator.setScenario('some-failures');
    const json = await cli(['run', '--json'], { env });
    expect(json.code).toBe(1);
    const doc = json.json();
    expect(doc.verdict).toBe('fail');
    expect(doc.reason).toMatch(/below the threshold of 100%/);
    expect(doc.counts.failed).toBeGreaterThan(0);
    expect(doc.failedChecks).toHaveLength(doc.counts.failed);
    expect(doc.failedChecks[0].testId).toMatch(/\S/);
    expect(doc.failedChecks[0].message).toMatch(/\S/);

    const human = await cli(['run'], { env });
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/^OCPI conformance: FAIL$/m);
    expect(human.stdout).toMatch(/^Failed checks \(\d+\):$/m);
    expect(human.stdout).toMatch(/^ {5}Failed: \S/m);
    expect(human.stdout).toMatch(/^ {5}Spec: ".+" \(OCPI .*SHALL\)$/m);
    expect(human.stdout).toMatch(/^Seed: local:\S+ \(pass it back with --seed/m);
  });

  it('passes the same failures under a lower threshold', async () => {
    emulator.setScenario('some-failures');
    const run = await cli(['run', '--json', '--threshold', '50'], { env });
    expect(run.code).toBe(0);
    expect(run.json().verdict).toBe('pass');
  });

  it('gives no verdict when the run fails at the service: exit 3', async () => {
    emulator.setScenario('failed-run');
    const run = await cli(['run', '--json'], { env });
    expect(run.code).toBe(3);
    const doc = run.json();
    expect(doc).toMatchObject({ verdict: 'error', status: 'failed' });
    expect(doc.reason).toMatch(/The run failed at the service: partner endpoint unreachable/);
  });

  it('gives no verdict when the key is refused: exit 4 with the service error, key never shown', async () => {
    const run = await cli(['run', '--json', '--api-key', UNKNOWN_KEY], { env });
    expect(run.code).toBe(4);
    const doc = run.json();
    expect(doc.verdict).toBe('error');
    expect(doc).toMatchObject({ errorKind: 'refused', error: { status: 401, field: 'api-key' } });
    expect(doc.reason).toMatch(/refused the API key \(401\)/);
    expect(`${run.stdout}${run.stderr}`).not.toContain(UNKNOWN_KEY);
  });

  it('exits 4 for a connection the account does not have, before starting anything', async () => {
    const run = await cli(['run', '--json', '--connection', 'con_typo'], { env });
    expect(run.code).toBe(4);
    const doc = run.json();
    expect(doc.verdict).toBe('error');
    expect(doc.reason).toMatch(/The connection "con_typo" is unknown to the owner of this API key/);
    // One classification: the service refused it (exit 4), not a value found wrong before sending.
    expect(doc).toMatchObject({ errorKind: 'refused', error: { field: 'connection' } });
    expect(emulator.requests({ route: 'POST /testing/runs' })).toHaveLength(0);
  });

  it('exits 4 for a module the connection has no suites for', async () => {
    const run = await cli(['run', '--json', '--module', 'locatoins'], { env });
    expect(run.code).toBe(4);
    expect(run.json().reason).toMatch(
      /The module "locatoins" has no suites for OCPI [\d.]+\. Did you mean "locations"\? Valid modules:.*\blocations\b/,
    );
    expect(emulator.requests({ route: 'POST /testing/runs' })).toHaveLength(0);
  });

  it('exits 4 when the service cannot test the configuration (422)', async () => {
    emulator.addFault({
      route: 'POST /testing/runs',
      fault: {
        kind: 'status',
        status: 422,
        body: { success: false, message: 'module not supported for this target' },
      },
    });
    const run = await cli(['run', '--json'], { env });
    expect(run.code).toBe(4);
    expect(run.json().reason).toMatch(/cannot handle this configuration \(422/);
    expect(emulator.requests({ route: 'POST /testing/runs' })).toHaveLength(1);
  });

  it('exits 4 when the plan allows no more connections (402)', async () => {
    const soloKey = 'pets_cli_run_solo_00000000001';
    const solo = await startEmulator({
      speed: 100,
      owners: [{ id: 'solo', plan: 'free', keys: [soloKey] }],
    });
    const partner = (n: number) => [
      '--partner-base-url',
      `https://cpo-${n}.example.com/ocpi/versions`,
      '--our-role',
      'EMSP',
      '--their-role',
      'CPO',
      '--ocpi-version',
      '2.2.1',
      '--token-a',
      TOKEN_A,
    ];
    try {
      // The free plan's one external connection is taken by this one.
      const first = await cli(['connections', 'create', ...partner(1)], {
        env: serviceEnv(solo, soloKey),
      });
      expect(first.code).toBe(0);
      const run = await cli(['run', '--json', ...partner(2)], { env: serviceEnv(solo, soloKey) });
      expect(run.code).toBe(4);
      expect(run.json().reason).toMatch(/limit on connections \(1 of 1 allowed\)/);
      expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN_A);
    } finally {
      await solo.close();
    }
  });

  it('still exits 3 when the service fails (5xx): a later try may pass', async () => {
    emulator.addFault({ route: 'GET /connections', fault: { kind: 'status', status: 503 } });
    const run = await cli(['run', '--json'], { env, client: { retry: { maxRetries: 0 } } });
    expect(run.code).toBe(3);
    expect(run.json()).toMatchObject({ errorKind: 'unavailable', error: { status: 503 } });
  });

  it('rejects a bad value before any request: exit 2, naming the flag', async () => {
    const run = await cli(['run', '--json', '--threshold', 'abc', '--fail-on', 'sometimes'], {
      env,
    });
    expect(run.code).toBe(2);
    const { error, errorKind } = run.json();
    expect(errorKind).toBe('input');
    expect(error.field).toBe('threshold');
    expect(error.message).toContain('- --threshold: "abc" is not a number from 0 to 100.');
    expect(error.message).toMatch(/- --fail-on: "sometimes" is not a condition/);
    expect(run.stderr).toContain('--threshold');
    expect(emulator.requests()).toHaveLength(0);
  });

  it('names the environment variable a bad value came from', async () => {
    const run = await cli(['run'], { env: { ...env, OCPI_TESTING_TIMEOUT_MINUTES: 'soon' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('- OCPI_TESTING_TIMEOUT_MINUTES: "soon" is not a number');
    expect(run.stdout).toBe('');
  });

  it('requires an API key: exit 2, pointing at OCPI_TESTING_API_KEY, nothing sent', async () => {
    const run = await cli(['run', '--json', '--base-url', emulator.baseUrl]);
    expect(run.code).toBe(2);
    const { error, errorKind } = run.json();
    expect(errorKind).toBe('input');
    expect(error).toMatchObject({ field: 'api-key' });
    expect(error.message).toContain('--api-key: is required: set OCPI_TESTING_API_KEY');
    expect(emulator.requests()).toHaveLength(0);
  });

  it('masks a token given on the command line even when the options do not parse', async () => {
    const run = await cli(['run', '--json', '--token-a', TOKEN_A, '--our-role', 'EMSP'], { env });
    expect(run.code).toBe(2);
    expect(run.json().error.message).toMatch(/--token-a|--our-role/);
    expect(`${run.stdout}${run.stderr}`).not.toContain(TOKEN_A);
  });
});

describe('run: environment fallbacks', () => {
  it('takes the key and base URL from OCPI_TESTING_API_KEY and OCPI_TESTING_BASE_URL', async () => {
    const run = await cli(['run', '--json'], {
      env: { OCPI_TESTING_API_KEY: KEY, OCPI_TESTING_BASE_URL: emulator.baseUrl },
    });
    expect(run.code).toBe(0);
    expect(run.json().verdict).toBe('pass');
  });

  it('lets flags win over the environment', async () => {
    const wrongBase = { ...env, OCPI_TESTING_BASE_URL: 'http://127.0.0.1:9/api/v1' };
    const run = await cli(['run', '--json', '--base-url', emulator.baseUrl], { env: wrongBase });
    expect(run.code).toBe(0);

    emulator.setScenario('some-failures');
    const lenient = { ...env, OCPI_TESTING_THRESHOLD: '50' };
    expect((await cli(['run', '--json'], { env: lenient })).code).toBe(0);
    expect((await cli(['run', '--json', '--threshold', '100'], { env: lenient })).code).toBe(1);
  });

  it('derives the seed from the CI job (GitLab)', async () => {
    const gitlab = {
      ...env,
      GITLAB_CI: 'true',
      CI_PROJECT_PATH: 'acme/charging',
      CI_PIPELINE_ID: '812',
      CI_JOB_ID: '4021',
    };
    const run = await cli(['run', '--json'], { env: gitlab });
    expect(run.json().seed).toBe('gl:acme/charging:812:4021');
  });
});

describe('run: files, waiting and sharing', () => {
  it('writes the JUnit and report files where asked', async () => {
    emulator.setScenario('some-failures');
    const junit = path.join(work, 'out', 'junit.xml');
    const report = path.join(work, 'out', 'report.json');
    const run = await cli(['run', '--json', '--junit', junit, '--report-file', report], { env });
    expect(run.code).toBe(1);
    const doc = run.json();
    expect(doc).toMatchObject({ junitFile: junit, reportFile: report });
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/^<\?xml/);
    expect(xml.match(/<failure /g)?.length).toBe(doc.counts.failed);
    const written = JSON.parse(readFileSync(report, 'utf8'));
    expect(written).toMatchObject({ verdict: 'fail', report: { _id: doc.reportId } });
  });

  it('writes the HTML report with --html-report, and says why there is none without a graded report', async () => {
    emulator.setScenario('some-failures');
    const html = path.join(work, 'out', 'report.html');
    const run = await cli(['run', '--json', '--html-report', html], { env });
    expect(run.code).toBe(1);
    const doc = run.json();
    expect(doc.htmlReport).toBe(html);
    const page = readFileSync(html, 'utf8');
    expect(page).toMatch(/^<!doctype html>/i);
    expect(page).toContain(doc.reportId);
    expect(page).toContain('Content-Security-Policy');
    // The trend ends with this run's pass rate.
    expect(doc.trend.passRates.at(-1)).toBe(doc.passRate);
    expect(doc.trend.reportIds.at(-1)).toBe(doc.reportId);

    emulator.setScenario('slow');
    const notWaiting = path.join(work, 'out', 'not-waiting.html');
    const started = await cli(['run', '--no-wait', '--html-report', notWaiting], { env });
    expect(started.code).toBe(0);
    expect(started.stderr).toContain(
      `No HTML report written to ${notWaiting}: there is no graded report`,
    );
    expect(existsSync(notWaiting)).toBe(false);
  });

  it('resolves relative file paths against the working directory (--junit-file, env)', async () => {
    const run = await cli(['run', '--json'], {
      env: { ...env, OCPI_TESTING_JUNIT_FILE: 'reports/conformance.xml' },
      cwd: work,
    });
    expect(run.json().junitFile).toBe(path.join(work, 'reports', 'conformance.xml'));
    expect(readFileSync(path.join(work, 'reports', 'conformance.xml'), 'utf8')).toContain(
      '</testsuites>',
    );
  });

  it('starts without waiting with --no-wait: exit 0, no verdict', async () => {
    emulator.setScenario('slow');
    const run = await cli(['run', '--json', '--no-wait'], { env });
    expect(run.code).toBe(0);
    const doc = run.json();
    expect(doc.verdict).toBeNull();
    expect(doc.reportId).toMatch(/^rep_/);
    expect(doc.reason).toMatch(/not waiting/);
  });

  it('shares the report on failure and prints a link that opens without a key', async () => {
    emulator.setScenario('some-failures');
    const run = await cli(['run', '--json', '--share', 'on-failure'], { env });
    expect(run.code).toBe(1);
    const { share, reportId } = run.json();
    expect(share.shareToken).toMatch(/\S{8,}/);
    expect(share.url).toBe(`${emulator.baseUrl}/shared/${share.shareToken}`);
    expect((await fetch(share.url)).status).toBe(200);

    const human = await cli(['run', '--share', 'always'], { env });
    expect(human.stdout).toMatch(
      /^Shared report: http:\/\/127\.0\.0\.1:\d+\/api\/v1\/shared\/\S+$/m,
    );
    expect(human.stdout).toContain('Revoke the link with: ocpi-conformance runs unshare rep_');
    expect(reportId).toMatch(/^rep_/);
  });
});

describe('run: journeys', () => {
  it('runs a journey from inline JSON and grades it', async () => {
    const run = await cli(
      ['run', '--json', '--run-kind', 'journey', '--journey', JSON.stringify(FAST_JOURNEY)],
      { env },
    );
    expect(run.code).toBe(0);
    const doc = run.json();
    expect(doc.verdict).toBe('pass');
    expect(doc.runId).toMatch(/^jr_/);
    expect(doc.journey).toMatchObject({ runId: doc.runId, status: 'completed' });
    expect(run.stderr).toMatch(/^#1 run\.started/m);
    expect(run.stderr).toContain('Journey definition: inline JSON.');
  });

  it('rejects a journey definition that does not parse: exit 2, nothing sent', async () => {
    const run = await cli(['run', '--json', '--run-kind', 'journey', '--journey', '{"topology":'], {
      env,
    });
    expect(run.code).toBe(2);
    expect(run.json().error.message).toMatch(/journey: inline JSON is not valid JSON/);
    expect(emulator.requests()).toHaveLength(0);
  });

  it('cancels a running journey on interrupt and exits 3', async () => {
    const interrupt = new AbortController();
    const run = await cli(
      ['run', '--json', '--run-kind', 'journey', '--journey', JSON.stringify(LONG_JOURNEY)],
      {
        env,
        signal: interrupt.signal,
        onStderr: (text) => {
          if (/Journey run jr_\S+ started/.test(text)) interrupt.abort();
        },
      },
    );
    expect(run.code).toBe(3);
    const doc = run.json();
    expect(doc.verdict).toBe('error');
    expect(doc.errorKind).toBe('interrupted');
    expect(doc.error).not.toHaveProperty('kind');
    expect(doc.reason).toMatch(
      new RegExp(`cancel requested for journey run ${doc.runId}, and the service answered "`),
    );
    expect(emulator.requests({ route: 'POST /testing/journey-runs/{id}/cancel' })).toHaveLength(1);
  });

  it('cancels on the first SIGTERM and leaves at once on a second signal', async () => {
    const signals = new EventEmitter();
    const exits: { code: number; stderr: string }[] = [];
    let sent = 0;
    let stderrNow = '';
    const run = await cli(
      ['run', '--run-kind', 'journey', '--journey', JSON.stringify(LONG_JOURNEY)],
      {
        env,
        signals,
        exit: (code) => exits.push({ code, stderr: stderrNow }),
        onStderr: (text) => {
          stderrNow = text;
          if (sent === 0 && /Journey run jr_\S+ started/.test(text)) {
            sent++;
            signals.emit('SIGTERM');
            signals.emit('SIGINT');
          }
        },
      },
    );
    // The second signal asked to exit before the cancel answer was awaited; the first ends with 3.
    expect(exits[0]?.code).toBe(3);
    expect(exits[0]?.stderr).toMatch(/SIGINT again: exiting now/);
    expect(exits[0]?.stderr).not.toMatch(/OCPI conformance:/);
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/^OCPI conformance: NO VERDICT$/m);
    expect(run.stdout).toMatch(/interrupted \(SIGTERM\); cancel requested for journey run jr_/);
    expect(emulator.requests({ route: 'POST /testing/journey-runs/{id}/cancel' })).toHaveLength(1);
    expect(signals.listenerCount('SIGINT') + signals.listenerCount('SIGTERM')).toBe(0);
  });

  it('says a conformance run goes on at the service when interrupted', async () => {
    emulator.setScenario('slow');
    const interrupt = new AbortController();
    const run = await cli(['run', '--json'], {
      env,
      signal: interrupt.signal,
      onStderr: (text) => {
        if (/Run started: report/.test(text)) interrupt.abort();
      },
    });
    expect(run.code).toBe(3);
    expect(run.json().reason).toMatch(
      /interrupted \(abort\); run exe_\S+ goes on at the service \(conformance runs cannot be cancelled\)/,
    );
  });

  it('says a start was sent and not answered, with the seed of the run that then ran', async () => {
    // The service starts the run, then holds its answer: the interrupt comes in between.
    emulator.addFault({
      route: 'POST /testing/runs',
      phase: 'after',
      fault: { kind: 'delay', ms: 1500 },
    });
    const interrupt = new AbortController();
    const sent = setInterval(() => {
      if (emulator.requests({ route: 'POST /testing/runs' }).length > 0) interrupt.abort();
    }, 20);
    const run = await cli(['run', '--json'], { env, signal: interrupt.signal }).finally(() =>
      clearInterval(sent),
    );
    expect(run.code).toBe(3);
    const doc = run.json();
    const reason: string = doc.reason;
    expect(reason).not.toMatch(/before a run was started/);
    const quoted = /look for seed (\S+) in the service's run list\.$/.exec(reason)?.[1];
    expect(reason).toMatch(/^No verdict: interrupted \(abort\) after the start was sent/);
    expect(quoted).toBe(doc.seed);
    // The fact the words state: the service did start a run with that seed.
    const list = await cli(['runs', 'list', '--json'], { env });
    const seeds = list.json().runs.map((report: { seed?: string }) => report.seed);
    expect(seeds).toContain(quoted);
  });
});

/** The runs below outlast the start's long-poll; the 10 s polling after it is compressed 10 times. */
const FAST_SLEEP = {
  sleep: (ms: number, signal?: AbortSignal) => delay(ms / 10, undefined, { signal }),
};

describe('run: terminal output', () => {
  it('writes plain lines without control characters when stderr is not a terminal', async () => {
    // Hostile partner text in check names and messages must not reach the log as controls.
    emulator.setScenario({ failRate: 0.3, hostileText: true, runSeconds: 120 });
    const run = await cli(['run'], {
      env,
      isTTY: false,
      progressIntervalMs: 10,
      client: FAST_SLEEP,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(CONTROL);
    expect(run.stdout).not.toMatch(CONTROL);
    expect(run.stdout).not.toMatch(/^::/m);
    expect(run.stderr).toMatch(/^Run rep_\S+: completed after/m);
  });

  it('rewrites one progress line in place on a terminal, and erases it before the result', async () => {
    emulator.setScenario('slow');
    const run = await cli(['run'], {
      env,
      isTTY: true,
      progressIntervalMs: 20,
      client: FAST_SLEEP,
    });
    expect(run.code).toBe(0);
    const rewrites = [...run.stderr.matchAll(/\r\u001b\[2K(run rep_\S+: running, \d+ s)/g)];
    expect(rewrites.length).toBeGreaterThan(3);
    expect(new Set(rewrites.map((m) => m[1])).size).toBeGreaterThan(1);
    // The line is erased once the run is over, before the result and the last log lines.
    const afterLast = run.stderr.slice(run.stderr.lastIndexOf('running, '));
    expect(afterLast).toMatch(/^running, \d+ s\r\u001b\[2K/);
    expect(run.stdout).toMatch(/^OCPI conformance: PASS$/m);
    expect(run.stdout).not.toMatch(CONTROL);
  });
});

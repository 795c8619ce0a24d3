import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareReplay } from '../src/app/replay.js';
import type { Check } from '../src/client/index.js';
import type { Emulator } from '../src/emulator/index.js';
import { recordedRequest } from '../src/report/recorded-request.js';
import { cli, serviceEnv } from './cli-harness.js';
import { PARTNER_BASE_URL, secretCheck, secretsIn } from './helpers/packet-secrets.js';
import { type GateReport, gateReport } from './helpers/replay-report.js';
import {
  type StandInAnswer,
  type StandInPartner,
  startStandInPartner,
  type TakenRequest,
} from './helpers/stand-in-partner.js';

const KEY = 'pets_cli_replay_team_000000001';
const TOKEN = 'replay-token-5f1e2d3c4b5a6978';
const ENV = { OCPI_TOKEN: TOKEN };

/** What the gate's run with this seed failed (the emulator's some-failures scenario). */
const STATUS_ONLY = [
  '2.2.1/locations/get-list',
  '2.2.1/locations/put',
  '2.2.1/sessions/charging-preferences',
];
const BEYOND_STATUS = [
  '2.2.1/credentials/versions-unauthorized',
  '2.2.1/sessions/put',
  '2.2.1/tariffs/get-list',
  '2.2.1/tokens/get-own-copy',
  '2.2.1/commands/result-values',
  '2.2.1/chargingprofiles/set',
  '2.2.1/hubclientinfo/get-list-date-filter',
];
/** The two checks the stand-in still fails: one judged on its status, one on more. */
const STILL_FAILING = ['2.2.1/locations/get-list', '2.2.1/tariffs/get-list'];

let emulator: Emulator;
let work: string;
let reportFile: string;
let reportId: string;
/** The partner base URL of the connection the gate ran on, as the report file records it. */
let recordedBaseUrl: string;
/** The report's checks by the X-Request-ID of their recorded request. */
let byRequestId: Map<string, Check>;
let gate: GateReport;
const partners: StandInPartner[] = [];

beforeAll(async () => {
  gate = await gateReport(KEY, 'replay-');
  ({ emulator, work, reportFile, reportId, recordedBaseUrl, byRequestId } = gate);
}, 60_000);
afterEach(async () => {
  for (const partner of partners.splice(0)) await partner.close();
});
afterAll(async () => {
  await gate.close();
});

function checkOf(request: TakenRequest): Check | undefined {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' ? byRequestId.get(id) : undefined;
}

/** A partner that answers each check as it expects, but the two still failing. */
function fixedButTwo(request: TakenRequest): StandInAnswer {
  const check = checkOf(request);
  if (!check) return { status: 404, body: { status_code: 2003, status_message: 'Unknown' } };
  if (check.testId === '2.2.1/locations/get-list') return { status: 503, body: 'Unavailable' };
  if (check.testId === '2.2.1/tariffs/get-list') {
    return { status: 500, body: { status_code: 3000, status_message: 'Broken' } };
  }
  return {
    status: check.expectedStatus?.[0] ?? 200,
    body: {
      status_code: 1000,
      status_message: 'Success',
      data: { fixed: true },
      timestamp: '2025-09-15T03:17:02Z',
    },
  };
}

/** A stand-in, and its base URL as a connection names a partner's: its versions URL. */
async function partner(answer: (request: TakenRequest) => StandInAnswer = fixedButTwo) {
  const started = await startStandInPartner(answer);
  partners.push(started);
  return Object.assign(started, { versions: `${started.baseUrl}/ocpi/versions` });
}

function verdicts(doc: { checks: { testId: string; verdict: string }[] }) {
  const by: Record<string, string[]> = {};
  for (const check of doc.checks) {
    by[check.verdict] = [...(by[check.verdict] ?? []), check.testId];
  }
  for (const list of Object.values(by)) list.sort();
  return by;
}

describe('replay against a partner that gets fixed (point 5)', () => {
  it('tells FIXED, STILL FAILING and CANNOT TELL apart, as the stand-in answered', async () => {
    const stand = await partner();
    const run = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--partner-base-url',
        stand.versions,
        '--yes',
        '--json',
      ],
      { env: ENV },
    );
    expect(run.code, run.stderr).toBe(1);
    const doc = run.json();
    expect(verdicts(doc)).toEqual({
      FIXED: STATUS_ONLY.filter((id) => !STILL_FAILING.includes(id)).sort(),
      'STILL FAILING': [...STILL_FAILING].sort(),
      'CANNOT TELL': BEYOND_STATUS.filter((id) => !STILL_FAILING.includes(id)).sort(),
    });
    expect(doc.counts).toEqual({
      fixed: 2,
      stillFailing: 2,
      cannotTell: 6,
      notReplayed: 0,
      leftOut: 0,
    });
    // Each replayed check was sent once, as recorded, with the token from the environment.
    expect(stand.taken.map((t) => checkOf(t)?.testId).sort()).toEqual(
      [...STATUS_ONLY, ...BEYOND_STATUS].sort(),
    );
    for (const taken of stand.taken) {
      const recorded = checkOf(taken)!.exchange!.request!;
      const url = new URL(recorded.url!);
      expect(taken.method).toBe(recorded.method);
      expect(taken.url).toBe(`${url.pathname}${url.search}`);
      if (recorded.body !== undefined) expect(JSON.parse(taken.body)).toEqual(recorded.body);
      // The token where the packet (curl's and HAR's shape) puts $OCPI_TOKEN.
      const packet = recordedRequest(checkOf(taken)!, recordedBaseUrl);
      const authorization = packet.headers.find((h) => h.name === 'Authorization')?.value;
      expect(authorization === undefined).toBe(recorded.headers?.Authorization === undefined);
      expect(taken.headers.authorization).toBe(authorization?.replace('$OCPI_TOKEN', TOKEN));
      if (authorization) expect(taken.headers.authorization).toBe(`Token ${TOKEN}`);
    }
    const row = doc.checks.find((c: { testId: string }) => c.testId === '2.2.1/locations/get-list');
    expect(row.recorded).toEqual({ status: 503, statusCode: null, error: null });
    expect(row.now).toMatchObject({ status: 503, statusCode: null });
    expect(row.why).toBe('HTTP 503, expected HTTP 200');
  });

  it('prints the recorded answer and the new one side by side, the body diff and the counts', async () => {
    const stand = await partner();
    const run = await cli(
      ['replay', '--paths', 'recorded', reportFile, '--partner-base-url', stand.versions, '--yes'],
      {
        env: ENV,
      },
    );
    expect(run.code).toBe(1);
    const row = (id: string) => run.stdout.split('\n').find((line) => line.startsWith(`${id} `));
    expect(row('2.2.1/locations/put')).toMatch(
      new RegExp(
        `PUT ${stand.baseUrl.replace(/\./g, '\\.')}/ocpi/2\\.2\\.1/locations/NL/PTS/LOC-5595 +HTTP 200 or 201 +HTTP 400, status_code 2001 +HTTP 200, status_code 1000 +FIXED$`,
      ),
    );
    expect(row('2.2.1/locations/get-list')).toMatch(/HTTP 503 +HTTP 503 +STILL FAILING$/);
    expect(run.stdout).toContain(
      '2.2.1/tokens/get-own-copy: CANNOT TELL: HTTP 200 is as expected, but the check also failed on more than its status',
    );
    const diff = run.stdout.split('2.2.1/tokens/get-own-copy: CANNOT TELL')[1]!.split('\n');
    expect(diff).toContain('    - $.data.uid: "BBC79C8561F8DF"');
    expect(diff).toContain('    + $.data.fixed: true');
    expect(run.stdout.split('\n').at(-1)).toBe(
      '2 FIXED, 2 STILL FAILING, 6 CANNOT TELL; 0 not replayed.',
    );
    expect(run.stderr).not.toContain(': HTTP 200 in ');
    const verbose = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--check',
        '2.2.1/locations/get-list',
        '--partner-base-url',
        stand.versions,
        '--verbose',
      ],
      { env: ENV },
    );
    expect(verbose.stderr).toMatch(
      new RegExp(
        `\\n2\\.2\\.1/locations/get-list: GET ${stand.baseUrl}/ocpi/2\\.2\\.1/locations\\?limit=10: HTTP 503 in \\d+ ms\\n`,
      ),
    );
    // Writes are shown before they are sent, the token as its variable.
    expect(run.stderr).toContain(
      `2.2.1/locations/put sends a write:\n  PUT ${stand.baseUrl}/ocpi/2.2.1/locations/NL/PTS/LOC-5595\n`,
    );
    expect(run.stderr).toMatch(/\n {2}Authorization: Token \$OCPI_TOKEN\n/);
  });

  it('exits 0 when every replayed check is fixed', async () => {
    const stand = await partner();
    const run = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--check',
        '2.2.1/locations/put,2.2.1/sessions/charging-preferences',
        '--partner-base-url',
        stand.versions,
        '--yes',
      ],
      { env: ENV },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('2 FIXED, 0 STILL FAILING, 0 CANNOT TELL; 0 not replayed.');
    expect(stand.taken).toHaveLength(2);
  });
});

/** Headers as sent, but those of the connection, which curl and undici set each their own way. */
function _comparable(headers: TakenRequest['headers']) {
  const { host: _, connection: __, 'content-length': ___, ...rest } = headers;
  return rest;
}

describe('replay: what it reads', () => {
  it('reads a merged result file, leg by leg', async () => {
    const merged = path.join(work, 'merged.json');
    const merge = await cli(['merge', reportFile, '--report-file', merged]);
    expect(merge.code, merge.stderr).toBe(1);
    const stand = await partner();
    const run = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        merged,
        '--failed',
        '--partner-base-url',
        stand.versions,
        '--yes',
        '--json',
      ],
      { env: ENV },
    );
    expect(run.code, run.stderr).toBe(1);
    const doc = run.json();
    expect(doc.report).toBe(`the 1 leg of ${merged}`);
    expect(doc.checks).toHaveLength(10);
    expect(new Set(doc.checks.map((c: { leg: string }) => c.leg))).toEqual(new Set(['report']));
  });

  it("a merged result file whose leg's report file is gone: names the leg and its file", async () => {
    const leg = path.join(work, 'gone-leg.json');
    writeFileSync(leg, readFileSync(reportFile));
    const merged = path.join(work, 'merged-gone.json');
    expect((await cli(['merge', leg, '--report-file', merged])).code).toBe(1);
    rmSync(leg);
    const stand = await partner();
    const run = await cli(
      ['replay', '--paths', 'recorded', merged, '--yes', '--partner-base-url', stand.versions],
      {
        env: ENV,
      },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `Error: REPORT "${leg}" (leg report of "${merged}"): no such file. Put the report file of leg report at that path (the merged result file names it there), or give that leg's report file itself.\n`,
    );
    expect(stand.taken).toHaveLength(0);
  });

  it('reads a report from the service by id, with the API key from the environment', async () => {
    const stand = await partner();
    const run = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportId,
        '--check',
        '2.2.1/locations/put',
        '--partner-base-url',
        `${stand.baseUrl}/ocpi/versions`,
        '--yes',
        '--json',
      ],
      { env: { ...ENV, ...serviceEnv(emulator, KEY) } },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json().report).toBe(`report ${reportId} (read from the service)`);
    // The connection's partner base URL is known: the path is relative to its OCPI root.
    expect(stand.taken.map((t) => t.url)).toEqual(['/ocpi/2.2.1/locations/NL/PTS/LOC-5595']);
  });

  it('never sends a truncated body, and says why', async () => {
    const cut = JSON.parse(readFileSync(reportFile, 'utf8'));
    for (const suite of cut.report.suites) {
      for (const check of suite.checks) {
        if (check.testId === '2.2.1/locations/put') check.exchange.request.bodyTruncated = true;
      }
    }
    const file = path.join(work, 'cut.json');
    writeFileSync(file, JSON.stringify(cut));
    const stand = await partner();
    const run = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        file,
        '--partner-base-url',
        stand.versions,
        '--yes',
        '--json',
      ],
      {
        env: ENV,
      },
    );
    const doc = run.json();
    expect(doc.notReplayed).toEqual([
      {
        testId: '2.2.1/locations/put',
        leg: null,
        why: 'the service truncated the recorded request body: the body it sent is not known in full',
      },
    ]);
    expect(stand.taken.map((t) => checkOf(t)?.testId)).not.toContain('2.2.1/locations/put');
    const only = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        file,
        '--check',
        '2.2.1/locations/put',
        '--partner-base-url',
        stand.versions,
        '--yes',
      ],
      { env: ENV },
    );
    expect(only.code).toBe(2);
    expect(only.stderr).toContain(
      `The check selected in REPORT "${file}" cannot be replayed, so nothing was sent:\n- 2.2.1/locations/put: the service truncated the recorded request body`,
    );
  });
});

describe('replay: every error a user can meet, before anything is sent', () => {
  async function refused(argv: string[], env: NodeJS.ProcessEnv = ENV) {
    const stand = await partner();
    const run = await cli(
      ['replay', '--paths', 'recorded', ...argv, '--partner-base-url', stand.versions],
      { env },
    );
    expect(stand.taken).toHaveLength(0);
    return run;
  }

  it('no such file: names the path and what REPORT may be', async () => {
    const run = await refused([path.join(work, 'nope', 'report.json'), '--yes']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `Error: REPORT "${path.join(work, 'nope', 'report.json')}": no such file (looked for ${path.join(work, 'nope', 'report.json')}). Give a report file (written by "run --report-file" or the action's report-file), a merged result file (merge --report-file) or a report id (see "runs list").\n`,
    );
  });

  it('a file that is not a report: says what is wrong with it', async () => {
    const notReport = path.join(work, 'package.json');
    writeFileSync(notReport, JSON.stringify({ name: 'partner', version: '1.0.0' }));
    const run = await refused([notReport, '--yes']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(
        `^Error: REPORT "${notReport}": not a result file of ocpi-conformance: .*reason.*\\. Give a report file`,
      ),
    );
    const text = path.join(work, 'notes.txt');
    writeFileSync(text, 'partner notes\n');
    const garbled = await refused([text, '--yes', '--json']);
    expect(garbled.code).toBe(2);
    expect(garbled.json()).toMatchObject({ errorKind: 'input', error: { field: 'report' } });
    expect(garbled.json().error.message).toMatch(new RegExp(`^REPORT "${text}": .*JSON`));
  });

  it('an unknown --check id: names it and the nearest id', async () => {
    const run = await refused([
      reportFile,
      '--check',
      'locations/put',
      '--check',
      '2.2.1/locations/pat',
      '--yes',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `--check "locations/put": no check of that id in REPORT "${reportFile}". Did you mean 2.2.1/locations/put?\n`,
    );
    expect(run.stderr).toContain(
      `--check "2.2.1/locations/pat": no check of that id in REPORT "${reportFile}". Did you mean 2.2.1/locations/put?\n`,
    );
  });

  it('a missing credential variable: names it and --token-env', async () => {
    const run = await refused([reportFile, '--yes'], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^Error: The environment variable OCPI_TOKEN is not set \(or is empty\), and \d+ checks send it: set it to the token the partner's endpoint accepts, which the recorded requests send in their Authorization header \(or name another variable with --token-env\)\.\nNothing was sent\.\n$/,
    );
    const named = await refused([reportFile, '--yes', '--token-env', 'STAGING_TOKEN']);
    expect(named.code).toBe(2);
    expect(named.stderr).toContain('The environment variable STAGING_TOKEN is not set');
    expect(named.stderr).not.toContain('--token-env');
    const given = await refused([reportFile, '--yes', '--token-env', TOKEN.replace(/-/g, ' ')]);
    expect(given.stderr).toContain('is not the name of an environment variable');
  });

  it('a write without --yes when there is no terminal: names --yes and the writes', async () => {
    const run = await refused([reportFile]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^Error: 5 checks to replay send writes \(2\.2\.1\/locations\/put \(PUT\), .*\), and there is no terminal to confirm them on \(stdin or stdout is not a terminal\): nothing was sent\. Add --yes to send them to http:\/\/127\.0\.0\.1:\d+\/ocpi\/versions, or choose the checks to replay with --check\.\n$/,
    );
    // Reads alone need no --yes.
    const stand = await partner();
    const reads = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--check',
        '2.2.1/locations/get-list',
        '--partner-base-url',
        stand.versions,
      ],
      { env: ENV },
    );
    expect(reads.code).toBe(1);
    expect(stand.taken).toHaveLength(1);
  });

  it('plain http to another machine: refused without --allow-insecure-http', async () => {
    const run = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--yes',
        '--partner-base-url',
        'http://partner.invalid/ocpi',
      ],
      { env: ENV },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `Error: --partner-base-url "http://partner.invalid/ocpi" uses plain http to another machine: the partner's token would cross the network unencrypted. Use https://partner.invalid/ocpi, or, for an endpoint on a private network you trust, set --allow-insecure-http to true.\n`,
    );
    // With the opt-in the URL passes; here the missing token stops it, still before any request.
    const optedIn = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--yes',
        '--allow-insecure-http',
        'true',
        '--partner-base-url',
        'http://partner.invalid/ocpi/versions',
      ],
      { env: {} },
    );
    expect(optedIn.code).toBe(2);
    expect(optedIn.stderr).toMatch(/^Error: The environment variable OCPI_TOKEN is not set/);
    const bare = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--yes',
        '--partner-base-url',
        'localhost:8080',
      ],
      {
        env: ENV,
      },
    );
    expect(bare.code).toBe(2);
    expect(bare.stderr).toBe(
      'Error: --partner-base-url "localhost:8080" is not a URL. Give the partner\'s endpoint with its scheme, for example its versions URL http://localhost:8080/ocpi/versions.\n',
    );
    const missing = await cli(['replay', '--paths', 'recorded', reportFile, '--yes'], { env: ENV });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--partner-base-url is required');
  });

  it('a report with nothing to replay, and named checks that did not fail', async () => {
    emulator.setScenario('all-pass');
    const passing = path.join(work, 'passing.json');
    const run = await cli(['run', '--module', 'locations', '--report-file', passing], {
      env: serviceEnv(emulator, KEY),
    });
    emulator.setScenario('some-failures');
    expect(run.code, run.stderr).toBe(0);
    const nothing = await refused([passing, '--yes']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toBe(
      `Error: REPORT "${passing}" has no failed or warned check to replay: nothing was sent. Name a check with --check to replay it.\n`,
    );
    const passed = await refused([passing, '--check', '2.2.1/locations/get-list', '--yes']);
    expect(passed.code).toBe(2);
    expect(passed.stderr).toBe(
      `Error: The check selected in REPORT "${passing}" cannot be replayed, so nothing was sent:\n- 2.2.1/locations/get-list: it passed: replay sends again the requests of checks that failed or warned\n`,
    );
    const failedOnly = await refused([passing, '--check', '2.2.1/locations/get-list', '--failed']);
    expect(failedOnly.code).toBe(2);
    expect(failedOnly.stderr).toContain('None of the checks named with --check failed in REPORT');
  });

  it('a report id without an API key, and one the account does not have', async () => {
    const noKey = await refused(['rep_0000000000', '--yes']);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toBe(
      'Error: REPORT "rep_0000000000" is not a file here, so it was taken for a report id, which is read from the service: set OCPI_TESTING_API_KEY (or --api-key) and OCPI_TESTING_BASE_URL (or --base-url) (or give the report file).\n',
    );
    const unknown = await refused(['rep_0000000000', '--yes'], {
      ...ENV,
      ...serviceEnv(emulator, KEY),
    });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      'REPORT "rep_0000000000" is neither a file here nor a report of the account the API key opens',
    );
  });
});

describe('replay: the endpoint and the person', () => {
  it('an endpoint that cannot be reached: exit 3, naming the URL, nothing sent after it', async () => {
    const stand = await partner();
    const closed = stand.versions;
    await stand.close();
    partners.length = 0;
    const run = await cli(
      ['replay', '--paths', 'recorded', reportFile, '--yes', '--partner-base-url', closed],
      {
        env: ENV,
      },
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(
      new RegExp(
        `Error: The partner's endpoint could not be reached at ${closed} \\(ECONNREFUSED: .*\\) while replaying 2\\.2\\.1/credentials/versions-unauthorized; nothing was sent after it\\. Start the endpoint, or check --partner-base-url \\(${closed}\\)\\.\\n$`,
      ),
    );
    // What was shown before the error counts every check as not replayed.
    expect(run.stdout.split('\n').at(-1)).toBe(
      '0 FIXED, 0 STILL FAILING, 0 CANNOT TELL; 10 not replayed.',
    );
    expect(run.stdout).toContain(
      '- 2.2.1/locations/put: not sent: the endpoint could not be reached (ECONNREFUSED)',
    );
    const json = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--yes',
        '--json',
        '--partner-base-url',
        closed,
      ],
      { env: ENV },
    );
    expect(json.code).toBe(3);
    expect(json.json()).toMatchObject({ errorKind: 'unavailable' });
  });

  it('an answer later than --timeout-seconds: STILL FAILING, and the write is not sent again', async () => {
    const stand = await startStandInPartner(fixedButTwo, { delayMs: 1500 });
    partners.push(stand);
    const run = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--check',
        '2.2.1/locations/put',
        '--yes',
        '--timeout-seconds',
        '1',
        '--partner-base-url',
        `${stand.baseUrl}/ocpi/versions`,
        '--json',
      ],
      { env: ENV },
    );
    expect(run.code).toBe(1);
    const [row] = run.json().checks;
    expect(row).toMatchObject({
      verdict: 'STILL FAILING',
      why: 'no answer within 1 s',
      now: { timedOut: true },
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(stand.taken).toHaveLength(1);
  });

  it('asks before each write on a terminal, and sends only what was confirmed', async () => {
    const stand = await partner();
    const asked: string[] = [];
    const run = await cli(
      [
        'replay',
        '--paths',
        'recorded',
        reportFile,
        '--check',
        '2.2.1/locations/put,2.2.1/sessions/charging-preferences',
        '--partner-base-url',
        stand.versions,
      ],
      {
        env: ENV,
        interactive: true,
        ask: async (question) => {
          asked.push(question);
          return asked.length === 1 ? 'y' : 'n';
        },
      },
    );
    expect(asked).toEqual([
      `Send this PUT to ${stand.baseUrl}/ocpi/2.2.1/locations/NL/PTS/LOC-5595? [y/N] `,
      `Send this PUT to ${stand.baseUrl}/ocpi/2.2.1/sessions/SES-c2793b12cc/charging_preferences? [y/N] `,
    ]);
    expect(stand.taken.map((t) => checkOf(t)?.testId)).toEqual(['2.2.1/locations/put']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '- 2.2.1/sessions/charging-preferences: a write you did not confirm',
    );
    expect(run.stdout).toContain('1 FIXED, 0 STILL FAILING, 0 CANNOT TELL; 1 not replayed.');
  });

  it('never shows the token, even when the endpoint echoes it (raw, Base64, URL-encoded)', async () => {
    const echo = (request: TakenRequest): StandInAnswer => ({
      status: 401,
      headers: { 'X-Echo': String(request.headers.authorization) },
      body: {
        status_code: 2001,
        status_message: `bad ${request.headers.authorization}`,
        data: {
          token: TOKEN,
          b64: Buffer.from(TOKEN).toString('base64'),
          url: encodeURIComponent(TOKEN),
        },
      },
    });
    const stand = await partner(echo);
    for (const json of [false, true]) {
      const run = await cli(
        [
          'replay',
          '--paths',
          'recorded',
          reportFile,
          '--yes',
          '--partner-base-url',
          stand.versions,
          ...(json ? ['--json'] : []),
        ],
        { env: ENV },
      );
      expect(run.code).toBe(1);
      expect(stand.taken.some((t) => String(t.headers.authorization).includes(TOKEN))).toBe(true);
      const output = run.stdout + run.stderr;
      for (const form of [
        TOKEN,
        Buffer.from(TOKEN).toString('base64'),
        encodeURIComponent(TOKEN),
      ]) {
        expect(output).not.toContain(form);
      }
    }
  });
});

describe('replay: which way an exchange went', () => {
  it('sends only requests to the partner; one the partner sent to the service is listed, with why', async () => {
    const exchange = (url: string) => ({
      request: { method: 'GET', url, headers: { Authorization: '***' } },
      response: { status: 500 },
    });
    const report = {
      _id: 'rep_direction',
      status: 'completed',
      suites: [
        {
          suiteId: 'commands',
          checks: [
            {
              testId: 'to-partner',
              passed: false,
              expectedStatus: [200],
              exchange: exchange('https://cpo.example.invalid/ocpi/2.2.1/commands/START_SESSION'),
            },
            {
              testId: 'from-partner',
              passed: false,
              expectedStatus: [200],
              exchange: exchange('https://callbacks.service.invalid/ocpi/results/1'),
            },
          ],
        },
      ],
    };
    const prepared = await prepareReplay(
      {
        report: 'rep_direction',
        selection: { checkIds: [], failedOnly: false },
        partnerBaseUrl: 'http://127.0.0.1:9/ocpi/versions',
        credentials: { variable: (name) => name, value: () => TOKEN },
        timeoutMs: 1000,
        yes: true,
        paths: 'recorded',
      },
      {
        cwd: work,
        apiKeyName: 'OCPI_TESTING_API_KEY',
        interactive: false,
        readReport: async () => ({
          report,
          partnerBaseUrl: 'https://cpo.example.invalid/ocpi/versions',
        }),
      },
    );
    expect(prepared.planned.map((p) => [p.candidate.testId, p.url])).toEqual([
      ['to-partner', 'http://127.0.0.1:9/ocpi/2.2.1/commands/START_SESSION'],
    ]);
    expect(prepared.notReplayed.map((n) => [n.candidate.testId, n.why])).toEqual([
      [
        'from-partner',
        "the partner sent this request to the service (its URL is not under the partner's base URL): it is shown as the partner sent it, not replayed",
      ],
    ]);
  });
});

describe('replay: nothing secret in its output (point 4)', () => {
  it("shows no form of a secret the report held in every position, nor the environment's credentials", async () => {
    const written = JSON.parse(readFileSync(reportFile, 'utf8'));
    written.partnerBaseUrl = PARTNER_BASE_URL;
    written.report.suites = [
      { suiteId: 'credentials', module: 'credentials', checks: [secretCheck()] },
    ];
    const file = path.join(work, 'secret.json');
    writeFileSync(file, JSON.stringify(written));
    const credentials = {
      OCPI_TOKEN: TOKEN,
      OCPI_CREDENTIALS_TOKEN: 'credentials-token-8a7b6c5d4e',
      OCPI_TOKEN_A: 'token-a-1f2e3d4c5b',
      OCPI_TOKEN_B: 'token-b-9a8b7c6d5e',
      OCPI_SECRET: 'other-secret-0a1b2c3d4e',
    };
    // The endpoint echoes everything it was sent, in its headers and its body.
    const stand = await partner((request) => ({
      status: 500,
      headers: { 'X-Echo': encodeURIComponent(JSON.stringify(request.headers)) },
      body: {
        status_code: 3000,
        echo: { headers: request.headers, body: request.body, url: request.url },
      },
    }));
    for (const format of [[], ['--json'], ['--verbose']]) {
      const run = await cli(
        [
          'replay',
          '--paths',
          'recorded',
          file,
          '--yes',
          '--partner-base-url',
          stand.versions,
          ...format,
        ],
        {
          env: credentials,
        },
      );
      expect(run.code, run.stderr).toBe(1);
      const output = run.stdout + run.stderr;
      expect(secretsIn(output)).toEqual([]);
      for (const value of Object.values(credentials)) {
        for (const form of [
          value,
          Buffer.from(value).toString('base64'),
          encodeURIComponent(value),
        ]) {
          expect(output).not.toContain(form);
        }
      }
    }
    // What was sent carries the environment's credentials where the placeholders stood.
    const sent = stand.taken[0]!;
    expect(sent.url).toBe(
      '/ocpi/2.2.1/credentials?token=replay-token-5f1e2d3c4b5a6978&access_token=replay-token-5f1e2d3c4b5a6978&page=2',
    );
    expect(sent.headers.authorization).toBe(`Token ${TOKEN}`);
    expect(sent.headers['x-api-key']).toBe(credentials.OCPI_SECRET);
    expect(JSON.parse(sent.body)).toMatchObject({
      token: credentials.OCPI_CREDENTIALS_TOKEN,
      tokenA: credentials.OCPI_TOKEN_A,
      token_b: credentials.OCPI_TOKEN_B,
    });
    expect(secretsIn(JSON.stringify(stand.taken))).toEqual([]);
  });
});

/**
 * `replay`, `show` and their curl commands against a partner shaped like real OCPI servers
 * (issue 40): its modules at URLs of its own in its version details (CPO and eMSP interfaces under
 * different prefixes), refusals in an HTTP 200 with status_code 2xxx, a framework's bare 404 for a
 * route it does not have, redirects to a trailing slash. The report is the gate's own, run against
 * the emulator; the partner is test/helpers/ocpi-partner.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Check } from '../src/client/index.js';
import { cli } from './cli-harness.js';
import {
  type OcpiPartner,
  type OcpiPartnerOptions,
  type PartnerAnswer,
  type PartnerRequest,
  startOcpiPartner,
  success,
} from './helpers/ocpi-partner.js';
import { type GateReport, gateReport } from './helpers/replay-report.js';

const KEY = 'pets_cli_partner_team_00000001';
const TOKEN = 'partner-token-7a6b5c4d3e2f1';
const ENV = { OCPI_TOKEN: TOKEN };

/**
 * Where each failed check of the gate's run (seed replay-e2e, some-failures) must go at a partner
 * that lays out OCPI 2.2.1 as the specification's interfaces say: the CPO's side (Locations,
 * Sessions, CDRs, Tariffs Sender; Tokens, Commands, Charging Profiles Receiver) or the eMSP's.
 */
const ENDPOINT: Record<
  string,
  { module: string; role: string; side: 'cpo' | 'emsp' } | 'versions'
> = {
  '2.2.1/credentials/versions-unauthorized': 'versions',
  '2.2.1/locations/get-list': { module: 'locations', role: 'SENDER', side: 'cpo' },
  '2.2.1/locations/put': { module: 'locations', role: 'RECEIVER', side: 'emsp' },
  '2.2.1/sessions/charging-preferences': { module: 'sessions', role: 'SENDER', side: 'cpo' },
  '2.2.1/sessions/put': { module: 'sessions', role: 'RECEIVER', side: 'emsp' },
  '2.2.1/tariffs/get-list': { module: 'tariffs', role: 'SENDER', side: 'cpo' },
  '2.2.1/tokens/get-own-copy': { module: 'tokens', role: 'RECEIVER', side: 'cpo' },
  '2.2.1/commands/result-values': { module: 'commands', role: 'SENDER', side: 'emsp' },
  '2.2.1/chargingprofiles/set': { module: 'chargingprofiles', role: 'RECEIVER', side: 'cpo' },
  '2.2.1/hubclientinfo/get-list-date-filter': {
    module: 'hubclientinfo',
    role: 'SENDER',
    side: 'cpo',
  },
};
/** Checks judged on their status (and status_code) alone. */
const STATUS_ONLY = [
  '2.2.1/locations/get-list',
  '2.2.1/locations/put',
  '2.2.1/sessions/charging-preferences',
];

let work: string;
let reportFile: string;
/** The report's checks by the X-Request-ID of their recorded request. */
let byRequestId: Map<string, Check>;
let gate: GateReport;
const partners: OcpiPartner[] = [];

beforeAll(async () => {
  gate = await gateReport(KEY, 'replay-partner-');
  ({ work, reportFile, byRequestId } = gate);
}, 60_000);
afterEach(async () => {
  for (const partner of partners.splice(0)) await partner.close();
});
afterAll(async () => {
  await gate.close();
});

function checkOf(request: PartnerRequest): Check | undefined {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' ? byRequestId.get(id) : undefined;
}

/** Each check answered as it expects: its first expected status, with an OCPI success. */
function conformant(request: PartnerRequest): PartnerAnswer | undefined {
  const status = checkOf(request)?.expectedStatus?.[0] ?? 200;
  return { status, body: success() };
}

async function partner(options: Partial<OcpiPartnerOptions> = {}) {
  const started = await startOcpiPartner({ token: TOKEN, answer: conformant, ...options });
  partners.push(started);
  return started;
}

async function replay(at: OcpiPartner, ...extra: string[]) {
  const run = await cli(
    ['replay', reportFile, '--partner-base-url', at.versionsUrl, '--yes', '--json', ...extra],
    { env: ENV },
  );
  expect(run.stderr).not.toContain(TOKEN);
  expect(run.stdout).not.toContain(TOKEN);
  return { run, doc: run.json() as ReplayDoc };
}

interface ReplayDoc {
  checks: {
    testId: string;
    verdict: string;
    why: string;
    request: { method: string; url: string } | null;
    redirect: { status: number; location: string; followed: boolean } | null;
  }[];
  endpointReads: { url: string; result: string }[];
}

function verdictOf(doc: ReplayDoc, testId: string) {
  const found = doc.checks.find((c) => c.testId === testId);
  if (!found) throw new Error(`${testId} was not replayed`);
  return found;
}

/** The requests the partner took for module endpoints (not its versions and details reads). */
function moduleRequests(at: OcpiPartner) {
  return at.taken.filter(
    (t) => !/^\/ocpi\/(versions|2\.2\.1)$/.test(new URL(t.url, at.origin).pathname),
  );
}

describe("the partner's own endpoints (point 1)", () => {
  it('sends each request to the URL the partner publishes for its module and role', async () => {
    const at = await partner();
    const { doc } = await replay(at);
    expect(doc.endpointReads.map((r) => r.url)).toEqual([
      at.versionsUrl,
      `${at.origin}/ocpi/2.2.1`,
    ]);
    expect(Object.keys(ENDPOINT).sort()).toEqual(doc.checks.map((c) => c.testId).sort());
    for (const check of doc.checks) {
      const expected = ENDPOINT[check.testId]!;
      const sent = new URL(check.request!.url);
      if (expected === 'versions') {
        expect(sent.href).toBe(at.versionsUrl);
        continue;
      }
      const published = at.endpoints.find(
        (e) => e.identifier === expected.module && e.role === expected.role,
      )!;
      expect(published.url).toContain(`/ocpi/${expected.side}/2.2.1/`);
      expect(`${sent.origin}${sent.pathname}`.startsWith(published.url), check.testId).toBe(true);
    }
    // Every module request reached a route of the partner's: none was its framework's 404.
    const reached = moduleRequests(at);
    expect(reached.length).toBe(doc.checks.length - 1);
    expect(reached.filter((t) => t.module === undefined)).toEqual([]);
    for (const t of reached) {
      const expected = ENDPOINT[checkOf(t)!.testId] as { module: string; role: string };
      expect([t.module, t.role]).toEqual([expected.module, expected.role]);
    }
    for (const id of STATUS_ONLY) expect(verdictOf(doc, id).verdict, id).toBe('FIXED');
  });

  it("keeps the recorded object ids and query after the endpoint's URL", async () => {
    const at = await partner();
    const { doc } = await replay(at, '--check', '2.2.1/locations/put,2.2.1/tariffs/get-list');
    const recorded = (testId: string) =>
      new URL([...byRequestId.values()].find((c) => c.testId === testId)!.exchange!.request!.url!);
    const put = new URL(verdictOf(doc, '2.2.1/locations/put').request!.url);
    expect(put.pathname).toBe(
      `/ocpi/emsp/2.2.1/locations${recorded('2.2.1/locations/put').pathname.replace(/^.*\/locations/, '')}`,
    );
    const list = new URL(verdictOf(doc, '2.2.1/tariffs/get-list').request!.url);
    expect(list.pathname).toBe('/ocpi/cpo/2.2.1/tariffs');
    expect(list.search).toBe(recorded('2.2.1/tariffs/get-list').search);
  });

  it("today's recorded paths (--paths recorded) reach none of them, and their 404s are never FIXED", async () => {
    const at = await partner();
    const { doc } = await replay(at, '--paths', 'recorded');
    const reached = moduleRequests(at);
    expect(reached.length).toBeGreaterThan(5);
    expect(reached.every((t) => t.module === undefined && t.status === 404)).toBe(true);
    expect(doc.checks.filter((c) => c.verdict === 'FIXED').map((c) => c.testId)).toEqual([]);
  });

  it('a module the partner does not publish is CANNOT TELL, and nothing is sent for it', async () => {
    const at = await partner({ unpublished: ['locations', 'sessions:RECEIVER'] });
    const { doc } = await replay(at);
    for (const id of ['2.2.1/locations/get-list', '2.2.1/locations/put', '2.2.1/sessions/put']) {
      const check = verdictOf(doc, id);
      expect(check.verdict).toBe('CANNOT TELL');
      expect(check.request).toBeNull();
      const { module, role } = ENDPOINT[id] as { module: string; role: string };
      expect(check.why).toContain(`publish no endpoint for ${module} (${role} interface)`);
    }
    expect(moduleRequests(at).some((t) => t.module === 'locations')).toBe(false);
    expect(moduleRequests(at).filter((t) => t.module === undefined)).toEqual([]);
    expect(verdictOf(doc, '2.2.1/sessions/charging-preferences').verdict).toBe('FIXED');
  });

  it('version details it cannot read make every module check CANNOT TELL, with what it answered', async () => {
    const at = await partner({ details: { status: 500, body: 'Internal Server Error' } });
    const { run, doc } = await replay(at);
    expect(run.code).toBe(1);
    const modules = doc.checks.filter((c) => ENDPOINT[c.testId] !== 'versions');
    for (const check of modules) {
      expect(check.verdict).toBe('CANNOT TELL');
      expect(check.why).toBe(
        `not sent: reading ${at.origin}/ocpi/2.2.1 gave HTTP 500, not an OCPI success`,
      );
    }
    expect(moduleRequests(at)).toEqual([]);
    // Its versions endpoint, its version details, and the versions check sent to the versions URL.
    expect(at.taken.map((t) => t.url)).toEqual(['/ocpi/versions', '/ocpi/2.2.1', '/ocpi/versions']);
  });

  it('a versions endpoint that cannot be reached: exit 3, naming it, no check sent', async () => {
    const at = await partner();
    await at.close();
    partners.length = 0;
    const run = await cli(['replay', reportFile, '--yes', '--partner-base-url', at.versionsUrl], {
      env: ENV,
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(
      new RegExp(
        `Error: The partner's endpoint could not be reached at ${at.versionsUrl} \\(ECONNREFUSED: .*\\) while reading the partner's versions endpoint and version details; no check was sent\\.`,
      ),
    );
    expect(run.stdout.split('\n').at(-1)).toBe(
      `0 FIXED, 0 STILL FAILING, 0 CANNOT TELL; ${Object.keys(ENDPOINT).length} not replayed.`,
    );
  });

  it('a version the partner does not list is said, with the versions it lists', async () => {
    const at = await partner({ versions: ['2.1.1', '2.2'] });
    const { doc } = await replay(at, '--check', '2.2.1/locations/get-list');
    expect(verdictOf(doc, '2.2.1/locations/get-list')).toMatchObject({
      verdict: 'CANNOT TELL',
      why: "not sent: the partner's versions endpoint lists 2.1.1, 2.2, not 2.2.1",
    });
  });

  it("reaches a partner laid out like the service's sandbox both ways", async () => {
    for (const paths of ['published', 'recorded']) {
      const at = await partner({ layout: 'sandbox' });
      const { doc } = await replay(at, '--paths', paths);
      for (const id of STATUS_ONLY)
        expect(verdictOf(doc, id).verdict, `${paths} ${id}`).toBe('FIXED');
      expect(moduleRequests(at).filter((t) => t.module === undefined)).toEqual([]);
      for (const t of moduleRequests(at)) {
        expect(new URL(t.url, at.origin).pathname).toMatch(/^\/ocpi\/(versions|2\.2\.1\/)/);
      }
    }
  });
});

describe('the OCPI verdict, not only HTTP (point 3)', () => {
  it('an HTTP 200 whose envelope refuses (status_code 2xxx) is STILL FAILING, never FIXED', async () => {
    const at = await partner({
      answer: (request) => ({
        status: checkOf(request)?.expectedStatus?.[0] ?? 200,
        body: {
          status_code: 2003,
          status_message: 'Unknown location',
          data: { result: 'REJECTED' },
          timestamp: '2026-11-28T10:00:00Z',
        },
      }),
    });
    const { doc } = await replay(at);
    expect(doc.checks.filter((c) => c.verdict === 'FIXED')).toEqual([]);
    for (const id of STATUS_ONLY) {
      expect(verdictOf(doc, id)).toMatchObject({
        verdict: 'STILL FAILING',
        why: expect.stringMatching(/status_code 2003: the partner refused the request/),
      });
    }
  });

  it('a check that failed on what a later request or a callback shows is CANNOT TELL, naming it', async () => {
    // The report's checks with the emulator's words for such failures (its credentials/update and
    // chargingprofiles/set validations): the new token refused on the next request (a status
    // validation, by its JSON path), a result never posted to response_url.
    const file = JSON.parse(readFileSync(reportFile, 'utf8'));
    const failing = (message: string, jsonPath: string) => [
      { passed: false, name: 'later', severity: 'shall', message, details: { jsonPath } },
    ];
    for (const suite of file.report.suites) {
      for (const check of suite.checks as Check[]) {
        if (check.testId === '2.2.1/locations/put') {
          check.validations = failing(
            'PUT /locations refused the new token on the next request (not recorded here); expected the new token accepted on the next request.',
            'response.status',
          );
        }
        if (check.testId === '2.2.1/chargingprofiles/set') {
          check.validations = failing(
            'PUT /chargingprofiles/SES-1 never posted a ChargingProfileResult; expected a ChargingProfileResult posted to response_url.',
            'callback.response_url',
          );
        }
      }
    }
    const edited = path.join(work, 'later.json');
    writeFileSync(edited, JSON.stringify(file));
    const at = await partner();
    const run = await cli(
      [
        'replay',
        edited,
        '--partner-base-url',
        at.versionsUrl,
        '--yes',
        '--json',
        '--check',
        '2.2.1/locations/put,2.2.1/chargingprofiles/set',
      ],
      { env: ENV },
    );
    const doc = run.json() as ReplayDoc;
    expect(verdictOf(doc, '2.2.1/locations/put')).toMatchObject({
      verdict: 'CANNOT TELL',
      why: expect.stringContaining(
        'the check also failed on "PUT /locations refused the new token on the next request (not recorded here); expected the new token accepted on the next request.", which only a later request can show',
      ),
    });
    expect(verdictOf(doc, '2.2.1/chargingprofiles/set')).toMatchObject({
      verdict: 'CANNOT TELL',
      why: expect.stringMatching(
        /which only a callback to response_url can show, not this one request/,
      ),
    });
  });
});

describe('redirects as a real client meets them (point 4)', () => {
  it('follows a redirect to the same origin once, with the token, and says so', async () => {
    const at = await partner({ slashRedirect: true });
    const { doc } = await replay(at, '--check', '2.2.1/locations/get-list');
    const check = verdictOf(doc, '2.2.1/locations/get-list');
    expect(check.verdict).toBe('FIXED');
    expect(check.redirect).toMatchObject({ status: 307, followed: true });
    expect(new URL(check.redirect!.location).pathname).toBe('/ocpi/cpo/2.2.1/locations/');
    const [first, second] = moduleRequests(at);
    expect(first!.status).toBe(307);
    expect(second!.url).toMatch(/^\/ocpi\/cpo\/2\.2\.1\/locations\/\?/);
    expect(second!.headers.authorization).toBe(`Token ${TOKEN}`);
    const text = await cli(
      [
        'replay',
        reportFile,
        '--partner-base-url',
        at.versionsUrl,
        '--check',
        '2.2.1/locations/get-list',
      ],
      { env: ENV },
    );
    expect(text.stdout).toContain(
      `2.2.1/locations/get-list: HTTP 307 redirected to ${check.redirect!.location}, on the same origin: followed once, with the token`,
    );
  });

  it('does not follow a redirect to another origin: the token is not sent there, CANNOT TELL', async () => {
    const at = await partner();
    const port = new URL(at.origin).port;
    const elsewhere = await partner({
      redirectElsewhere: { modules: ['locations'], origin: `http://localhost:${port}` },
    });
    const { doc } = await replay(elsewhere, '--check', '2.2.1/locations/get-list');
    const check = verdictOf(doc, '2.2.1/locations/get-list');
    expect(check.verdict).toBe('CANNOT TELL');
    expect(check.redirect).toMatchObject({ status: 307, followed: false });
    expect(check.why).toContain(`redirected to http://localhost:${port}/ocpi/cpo/2.2.1/locations`);
    expect(at.taken).toEqual([]);
  });
});

describe('commands that do only what they show, at a real layout (point 5)', () => {
  it('sends a recorded [1-3]{a,b} path and an @/etc/hostname body as they are, once, from show and replay alike', async () => {
    // The gate's report with hostile text where the service writes it: an object id curl would
    // glob, a body curl would read as a file.
    const file = JSON.parse(readFileSync(reportFile, 'utf8'));
    let hostileUrl = '';
    for (const suite of file.report.suites) {
      for (const check of suite.checks as Check[]) {
        if (check.testId !== '2.2.1/locations/put') continue;
        const request = check.exchange!.request!;
        request.url = request.url!.replace(/\/[^/]+$/, '/LOC[1-3]{a,b}');
        request.body = '@/etc/hostname';
        hostileUrl = request.url;
      }
    }
    expect(hostileUrl).toContain('[1-3]{a,b}');
    const edited = path.join(work, 'hostile.json');
    writeFileSync(edited, JSON.stringify(file));
    const at = await partner();
    const id = '2.2.1/locations/put';
    const shown = await cli(['show', edited, '--check', id, '--json'], { env: {}, cwd: work });
    const { curl } = shown.json().checks[0] as { curl: { command: string } };
    await promisify(execFile)('bash', ['-c', curl.command], {
      cwd: work,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        OCPI_VERSIONS_URL: at.versionsUrl,
        OCPI_TOKEN: TOKEN,
      },
      timeout: 10_000,
    });
    const byCurl = moduleRequests(at);
    expect(byCurl).toHaveLength(1);
    expect(byCurl[0]!.url).toBe('/ocpi/emsp/2.2.1/locations/NL/PTS/LOC[1-3]%7Ba,b%7D');
    expect(byCurl[0]!.body).toBe('@/etc/hostname');
    at.taken.length = 0;
    const replayed = await cli(
      ['replay', edited, '--check', id, '--partner-base-url', at.versionsUrl, '--yes'],
      { env: ENV },
    );
    expect(replayed.code, replayed.stderr).toBe(0);
    const byReplay = moduleRequests(at);
    expect(byReplay.map((t) => [t.method, t.body])).toEqual([['PUT', '@/etc/hostname']]);
    expect(new URL(byReplay[0]!.url, at.origin).pathname).toBe(
      new URL(byCurl[0]!.url, at.origin).pathname,
    );
  });
});

describe('curl reaches what replay reaches (point 2)', () => {
  it("runs show's setup lines and each command with a real curl: the same requests as replay's", async () => {
    const at = await partner();
    await replay(at);
    const replayed = at.taken.filter((t) => checkOf(t));
    at.taken.length = 0;
    const shown = await cli(['show', reportFile, '--body-dir', work], {
      env: {},
      cwd: work,
    });
    expect(shown.code, shown.stderr).toBe(0);
    const doc = await cli(['show', reportFile, '--json'], { env: {}, cwd: work });
    const setup = (doc.json().checks as { curl: { setup?: string[] } }[]).flatMap(
      (c) => c.curl.setup ?? [],
    );
    for (const line of new Set(setup)) expect(shown.stdout).toContain(line);
    // As a user pastes them: the setup lines once, then every command without its own setup.
    const renderings = doc.json().checks as {
      curl: { withoutSetup?: string; bodyFile?: { name: string; content: string } };
    }[];
    for (const { curl } of renderings) {
      if (curl.bodyFile) writeFileSync(path.join(work, curl.bodyFile.name), curl.bodyFile.content);
    }
    const commands = renderings.flatMap(({ curl }) => curl.withoutSetup ?? []);
    await promisify(execFile)('bash', ['-c', [...new Set(setup), ...commands].join('\n')], {
      cwd: work,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        OCPI_VERSIONS_URL: at.versionsUrl,
        OCPI_TOKEN: TOKEN,
      },
      timeout: 30_000,
    });
    // The setup read the versions once and the details once per endpoint variable; each command
    // sent one request.
    const lines = [...new Set(setup)];
    expect(at.taken.filter((t) => !checkOf(t)).map((t) => t.url)).toEqual([
      '/ocpi/versions',
      ...lines.slice(1).map(() => '/ocpi/2.2.1'),
    ]);
    const byCurl = at.taken.filter((t) => checkOf(t));
    expect(byCurl).toHaveLength(replayed.length);
    for (const sent of replayed) {
      const id = sent.headers['x-request-id'];
      const same = byCurl.filter((t) => t.headers['x-request-id'] === id);
      expect(same, checkOf(sent)!.testId).toHaveLength(1);
      expect([same[0]!.method, same[0]!.url, same[0]!.body]).toEqual([
        sent.method,
        sent.url,
        sent.body,
      ]);
    }
  });
});

describe("the README's Reproduce a failure example (issue 40, point 6)", () => {
  it('runs as written in CI: no terminal, the writes sent, every failed check replayed', async () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
    const section = readme.split('\n## Reproduce a failure\n')[1]!.split('\n## ')[0]!;
    const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
    expect(block).toContain('ocpi-conformance replay ');
    const stand = await partner();
    const dir = mkdtempSync(path.join(work, 'readme-'));
    writeFileSync(path.join(dir, 'ocpi-conformance-report.json'), readFileSync(reportFile));
    // The block as a user pastes it into a CI script, with their own endpoint and token in the
    // export line; bash reads each command's words, handed to the CLI as its argv.
    const script = block
      .replace('http://localhost:3000/ocpi/versions', stand.versionsUrl)
      .replace('OCPI_TOKEN=...', `OCPI_TOKEN=${TOKEN}`);
    expect(script).not.toBe(block);
    const { stdout } = await promisify(execFile)(
      'bash',
      ['-c', `ocpi-conformance() { printf '%s\\0' "$@"; printf '\\n'; }\n${script}`],
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } },
    );
    const commands = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\0').slice(0, -1));
    // The show line before it runs as written too.
    const show = commands.find((argv) => argv[0] === 'show')!;
    expect((await cli(show, { cwd: dir })).code).toBe(0);
    const replay = commands.find((argv) => argv[0] === 'replay')!;
    const run = await cli(replay, { env: ENV, cwd: dir, interactive: false });
    expect(run.stderr).not.toContain('there is no terminal to confirm');
    expect(run.code, run.stderr).toBe(1);
    // Every failed check replayed (none was a write left unsent), the status-only ones fixed.
    const failed = Object.keys(ENDPOINT).length;
    const last = run.stdout.split('\n').at(-1)!;
    const counts = /^(\d+) FIXED, (\d+) STILL FAILING, (\d+) CANNOT TELL; 0 not replayed\.$/.exec(
      last,
    );
    expect(counts, last).not.toBeNull();
    expect(Number(counts![1]) + Number(counts![2]) + Number(counts![3])).toBe(failed);
    expect(Number(counts![1])).toBeGreaterThanOrEqual(STATUS_ONLY.length);
    expect(moduleRequests(stand).filter((t) => t.module === undefined)).toEqual([]);
  });
});

/**
 * The HAR file (issue 36, points 2 and 4): valid against the HAR 1.2 JSON Schema (har-schema),
 * one entry per failed and warned check's exchange with the check in `_ocpi` and `comment`, no
 * secret in any position, loaded by a HAR library from the registry (fetch-har, which sends an
 * entry's request: here to a loopback stand-in), and written by `run --har FILE`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fetchHAR from 'fetch-har';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeHarFile } from '../src/app/formats/har.js';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import type { GateResult } from '../src/core/model.js';
import { content } from '../src/emulator/content.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { resolveScenario } from '../src/emulator/scenarios.js';
import { harLines, renderHar } from '../src/report/har.js';
import { Redactor } from '../src/util/redaction.js';
import { cli, serviceEnv } from './cli-harness.js';
import { harErrors } from './helpers/har-schema.js';
import { PARTNER_BASE_URL, secretCheck, secretsIn } from './helpers/packet-secrets.js';

const POLICY = {
  threshold: 100,
  failOn: new Set(['nothing-graded', 'warnings'] as const),
  allowFailures: [],
};
const STARTED = new Date('2026-11-26T10:00:00.000Z');

function reportOf(checks: Check[]): RunReport {
  return {
    _id: 'rep_har',
    status: 'completed',
    ocpiVersion: '2.2.1',
    suites: [{ suiteId: '2.2.1/credentials/cpo', module: 'credentials', checks }],
  };
}

function emulatedReport(): RunReport {
  const generated = content.generateConformanceReport({
    seed: 'har-seed',
    ocpiVersion: '2.2.1',
    connection: {
      _id: 'con_1',
      partnerBaseUrl: PARTNER_BASE_URL,
      ourRole: 'EMSP',
      theirRole: 'CPO',
      ocpiVersion: '2.2.1',
      status: 'registered',
      kind: 'external',
    },
    scenario: resolveScenario({ failRate: 0.3, warnRate: 0.2, unobservableRate: 0.1 }),
    partnerTokens: [],
  });
  return { _id: 'rep_e', status: 'completed', seed: 'har-seed', ...generated };
}

const render = (report: RunReport) =>
  renderHar({
    grade: grade(report, POLICY),
    partnerBaseUrl: PARTNER_BASE_URL,
    startedAt: STARTED,
    toolVersion: '9.9.9',
    run: { reportId: report._id, seed: 'har-seed', verdict: 'fail' },
  });

interface Entry {
  request: { method: string; url: string; headers: { name: string; value: string }[] };
  response: { status: number };
  comment: string;
  _ocpi: Record<string, unknown>;
  time: number;
}
const entriesOf = (har: Record<string, unknown>) =>
  (har as { log: { entries: Entry[] } }).log.entries;

describe('renderHar', () => {
  it('gives a valid HAR 1.2 document with one entry per failed and warned exchange', () => {
    const report = emulatedReport();
    const g = grade(report, POLICY);
    const har = render(report);
    expect(harErrors(har)).toEqual([]);
    const expected = [...g.checks.failed, ...g.checks.warned]
      .filter((c) => c.check.exchange?.request)
      .map((c) => c.check.testId);
    expect(g.checks.failed.length).toBeGreaterThan(0);
    expect(g.checks.warned.length).toBeGreaterThan(0);
    expect(entriesOf(har).map((e) => e._ocpi.testId)).toEqual(expected);
    const first = g.checks.failed.find((c) => c.check.exchange?.request)!;
    const entry = entriesOf(har)[0]!;
    expect(entry._ocpi).toMatchObject({
      testId: first.check.testId,
      outcome: 'failed',
      expectedStatus: first.check.expectedStatus,
      direction: 'to-partner',
    });
    expect(entry.comment).toContain(`${first.check.testId} failed`);
    expect(entry.comment).toContain(`expected HTTP ${first.check.expectedStatus?.join(' or ')}`);
    expect((entry._ocpi.clauses as string[]).length).toBeGreaterThan(0);
    expect(entry.time).toBe(first.check.exchange?.latencyMs ?? 0);
    expect(entry.request.url).toBe(first.check.exchange?.request?.url);
  });

  it('gives the same document as lines (the writer streams it) as whole', () => {
    const report = emulatedReport();
    const context = {
      grade: grade(report, POLICY),
      partnerBaseUrl: PARTNER_BASE_URL,
      startedAt: STARTED,
      toolVersion: '9.9.9',
      run: { reportId: report._id, seed: 'har-seed', verdict: 'fail' },
    };
    const lines = [...harLines(context)];
    expect(lines.length).toBe(entriesOf(renderHar(context)).length + 2);
    expect(JSON.parse(lines.join('\n'))).toEqual(renderHar(context));
  });

  it('holds no form of a secret found in every position', () => {
    const har = render(reportOf([secretCheck()]));
    expect(harErrors(har)).toEqual([]);
    expect(secretsIn(JSON.stringify(har))).toEqual([]);
    const [entry] = entriesOf(har);
    expect(entry?.request.headers).toContainEqual({
      name: 'Authorization',
      value: 'Token $OCPI_TOKEN',
    });
    expect(entry?.comment).toContain('expected HTTP 200, got HTTP 500');
  });

  it('leaves out an exchange whose request has no absolute URL (HAR tools refuse one)', () => {
    const har = render(
      reportOf([
        {
          testId: 'a/relative',
          passed: false,
          exchange: { request: { method: 'GET', url: '/x' } },
        },
        { testId: 'a/none', passed: false, exchange: { request: { method: 'GET' } } },
        secretCheck(),
      ]),
    );
    expect(harErrors(har)).toEqual([]);
    expect(entriesOf(har).map((e) => e._ocpi.testId)).toEqual([secretCheck().testId]);
  });

  it('writes an exchange without an answer as status 0 with its error, still valid', () => {
    const har = render(
      reportOf([
        {
          testId: '2.2.1/versions/get',
          passed: false,
          expectedStatus: [200],
          exchange: {
            request: { method: 'GET', url: 'https://cpo.example.invalid/ocpi/versions' },
            error: 'connect ECONNREFUSED 203.0.113.9:443',
          },
        },
      ]),
    );
    expect(harErrors(har)).toEqual([]);
    const entry = entriesOf(har)[0] as unknown as { response: Record<string, unknown> };
    expect(entry.response.status).toBe(0);
    expect(entry.response._error).toBe('connect ECONNREFUSED 203.0.113.9:443');
  });
});

describe('a HAR library loads the file', () => {
  let server: Server;
  let port = 0;
  const arrived: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        arrived.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("fetch-har sends an entry's request as recorded (pointed at a loopback stand-in)", async () => {
    const har = render(reportOf([secretCheck()])) as {
      log: { entries: { request: { url: string } }[] };
    };
    const entry = har.log.entries[0]!;
    const recordedUrl = new URL(entry.request.url);
    // fetch-har appends queryString to the URL (it reads HARs made from OpenAPI, whose URLs hold
    // no query), so the URL is given without its query, which queryString carries.
    entry.request.url = `http://127.0.0.1:${port}${recordedUrl.pathname}`;
    const response = await fetchHAR(har as never);
    expect(response.status).toBe(200);
    const got = arrived.at(-1)!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe(`${recordedUrl.pathname}${recordedUrl.search}`);
    expect(got.headers.authorization).toBe('Token $OCPI_TOKEN');
    expect(got.headers['x-request-id']).toBe('req-1');
    expect(got.headers['ocpi-to-party-id']).toBe('CPO');
    expect(JSON.parse(got.body).token).toBe('$OCPI_CREDENTIALS_TOKEN');
  });
});

describe('writeHarFile', () => {
  it('writes the HAR masked by the secret store too, and says where', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'har-file-'));
    try {
      const secrets = new Redactor();
      // A secret the store knows, in a place no placeholder covers: a check's name.
      secrets.add('registered-secret-7781');
      const check = secretCheck({ name: 'check registered-secret-7781' });
      const report = reportOf([check]);
      const result = {
        verdict: 'fail',
        reason: 'Failed.',
        report,
        grade: grade(report, POLICY),
        seed: 's',
        reportId: 'rep_har',
        connection: { partnerBaseUrl: PARTNER_BASE_URL },
      } as unknown as GateResult;
      const lines: string[] = [];
      const file = path.join(work, 'out', 'run.har');
      const written = await writeHarFile(
        file,
        result,
        { info: (l) => lines.push(l) },
        secrets,
        '--har',
        { startedAt: STARTED, toolVersion: '1.0.0' },
      );
      expect(written).toBe(file);
      expect(lines).toEqual([`HAR file written to ${file}.`]);
      const text = readFileSync(file, 'utf8');
      expect(harErrors(JSON.parse(text))).toEqual([]);
      expect(text).not.toContain('registered-secret-7781');
      expect(secretsIn(text)).toEqual([]);
      expect(text).toContain('Token $OCPI_TOKEN');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('writes none without a graded report, and says why', async () => {
    const lines: string[] = [];
    const result = { reason: 'The run failed at the service.', seed: 's' } as GateResult;
    const written = await writeHarFile(
      '/nonexistent.invalid/x.har',
      result,
      { info: (l) => lines.push(l) },
      new Redactor(),
      '--har',
      { startedAt: STARTED, toolVersion: '1.0.0' },
    );
    expect(written).toBeUndefined();
    expect(lines).toEqual([
      'No HAR file written to /nonexistent.invalid/x.har: there is no graded report (The run failed at the service.)',
    ]);
  });
});

describe('run --har FILE', () => {
  const KEY = 'pets_HARa_apikey_77c1e9a7b0';
  let emulator: Emulator;
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'har-run-'));
    emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [KEY] }],
    });
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes a valid HAR of the failed and warned checks of a run against the emulator', async () => {
    emulator.setScenario({ failRate: 0.3, warnRate: 0.2, unobservableRate: 0.1 });
    const file = path.join(work, 'out', 'run.har');
    const run = await cli(['run', '--json', '--har', file], { env: serviceEnv(emulator, KEY) });
    expect(run.code).toBe(1);
    expect(run.stderr + run.stdout).toContain(`HAR file written to ${file}.`);
    const text = readFileSync(file, 'utf8');
    const har = JSON.parse(text);
    expect(harErrors(har)).toEqual([]);
    const counts = run.json().counts;
    const entries = entriesOf(har);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(counts.failed + counts.warned);
    const outcomes = new Set(entries.map((e) => e._ocpi.outcome));
    expect([...outcomes].sort()).toEqual(['failed', 'warned']);
    expect(text).not.toContain(KEY);
    // Every Authorization in the file is a placeholder.
    for (const entry of entries) {
      for (const header of entry.request.headers) {
        if (header.name.toLowerCase() === 'authorization') {
          // The credentials handshake's registration goes with token A (recorded-request.ts).
          expect(header.value).toMatch(/^\w+ \$OCPI_TOKEN(_A)?$/);
        }
      }
    }
  });
});

describe('merge --har FILE', () => {
  const KEY = 'pets_HARm_apikey_90d1e9a7b1';
  let emulator: Emulator;
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'har-merge-'));
    emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [KEY] }],
    });
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("writes one valid HAR of every leg's failed and warned exchanges, each entry naming its leg", async () => {
    emulator.setScenario({ failRate: 0.3, warnRate: 0.2 });
    const legs: { file: string; har: string; module: string }[] = [];
    for (const [index, module] of ['sessions', 'locations'].entries()) {
      const file = path.join(work, 'legs', `${index}.json`);
      const har = path.join(work, 'legs', `${index}.har`);
      const run = await cli(['run', '--module', module, '--report-file', file, '--har', har], {
        env: { ...serviceEnv(emulator, KEY), CI_JOB_NAME: `leg ${module}` },
      });
      expect(run.code, run.stderr).toBe(1);
      // The result file records the partner base URL: a merge and `replay` tell the direction.
      expect(JSON.parse(readFileSync(file, 'utf8')).partnerBaseUrl).toMatch(/^https?:\/\//);
      legs.push({ file, har, module });
    }
    const out = path.join(work, 'merged', 'all.har');
    const merge = await cli(['merge', ...legs.map((l) => l.file), '--har', out], {
      env: {},
      cwd: work,
    });
    expect(merge.code).toBe(1);
    expect(merge.stderr + merge.stdout).toContain(`HAR file of every leg written to ${out}.`);
    const har = JSON.parse(readFileSync(out, 'utf8'));
    expect(harErrors(har)).toEqual([]);
    const merged = entriesOf(har);
    // The same entries as the legs' own HAR files hold (a merge takes a leg suite by suite, so
    // the order within a leg may differ).
    const own = legs.flatMap((leg) => entriesOf(JSON.parse(readFileSync(leg.har, 'utf8'))));
    const key = (e: Entry) => `${e._ocpi.testId} ${e.request.method} ${e.request.url}`;
    expect(merged.map(key).sort()).toEqual(own.map(key).sort());
    expect(merged.length).toBeGreaterThan(0);
    expect(new Set(merged.map((e) => e._ocpi.leg))).toEqual(
      new Set(['leg sessions', 'leg locations']),
    );
    expect(merged.every((e) => e._ocpi.direction === 'to-partner')).toBe(true);
    expect(merged[0]?.comment).toContain('(leg sessions)');
    expect(har.log.comment).toContain('every leg of a matrix (leg sessions, leg locations)');
  });
});

/**
 * A recorded body nested 10,000 deep (issue 40, point 5): `run` writes such a report without
 * trouble, so `show` and `replay` read it, show every check, and send the deep body as recorded.
 * Run as a CI job runs them, in a process of their own (the sources through
 * test/helpers/cli-entry.mjs): a worker thread has a larger stack than Node's main thread, and
 * would hide a recursion that overflows there. The pieces are held at 200,000 deep in the worker.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyChanges } from '../src/app/replay-verdict.js';
import { heldSize } from '../src/client/resources/run-list-memory.js';
import { curlCommand } from '../src/report/curl.js';
import { recordedRequest } from '../src/report/recorded-request.js';
import { REPORT_FILE_FORMAT } from '../src/report/report-file.js';
import { jsonText, nestedDeeperThan } from '../src/util/json-text.js';
import { runNode } from './helpers/node-process.js';
import { type StandInPartner, startStandInPartner } from './helpers/stand-in-partner.js';

const DEPTH = 10_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const BASE = 'https://cpo.example.invalid/ocpi/versions';

/** JSON text of an object nested `depth` deep (`{"a":{"a":...1...}}`), or of arrays. */
function nested(depth: number, kind: 'object' | 'array' = 'object'): string {
  return kind === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

/**
 * A failed check's JSON text; its request and answer bodies are the JSON text given (the file is
 * written as text: JSON.stringify itself overflows at this depth on the main thread).
 */
function checkText(testId: string, body: string): string {
  return `{"testId":"${testId}","passed":false,"expectedStatus":[200],"validations":[{"name":"data","passed":false,"message":"the field data is missing"}],"exchange":{"request":{"method":"PUT","url":"https://cpo.example.invalid/ocpi/2.2.1/locations/${testId}","headers":{"Content-Type":"application/json"},"body":${body}},"response":{"status":400,"body":${body}}}}`;
}

let work = '';
let reportFile = '';
let partner: StandInPartner;
const DEEP_OBJECT = nested(DEPTH);
const DEEP_ARRAY = nested(DEPTH, 'array');

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'deep-body-'));
  reportFile = path.join(work, 'report.json');
  const checks = [
    checkText('deep-object', DEEP_OBJECT),
    checkText('deep-array', DEEP_ARRAY),
    checkText('flat', '{"a":1}'),
  ];
  writeFileSync(
    reportFile,
    `{"format":${REPORT_FILE_FORMAT},"policy":{"threshold":100,"failOn":["nothing-graded"],"allowFailures":[]},"reportId":"rep_deep","verdict":"fail","reason":"Failed.","seed":"s","partnerBaseUrl":"${BASE}","report":{"_id":"rep_deep","status":"completed","suites":[{"suiteId":"2.2.1/locations/cpo","module":"locations","checks":[${checks.join(',')}]}]}}`,
  );
  partner = await startStandInPartner(() => ({
    status: 200,
    body: { status_code: 1000, data: { fixed: true } },
  }));
});
afterAll(async () => {
  await partner.close();
  rmSync(work, { recursive: true, force: true });
});

/** The CLI in a process of its own, as a CI job runs it. */
function cliProcess(args: string[], env: Record<string, string> = {}) {
  return runNode([path.join(ROOT, 'test/helpers/cli-entry.mjs'), ...args], { cwd: work, env });
}

describe(`a recorded body nested ${DEPTH} deep, in a process of its own`, () => {
  it('is shown by show with every other check, its body written whole to the body file', async () => {
    const shown = await cliProcess(['show', 'report.json']);
    expect(shown.stderr).not.toContain('Maximum call stack');
    expect(shown.code, shown.stderr).toBe(0);
    const headings = shown.stdout.split('\n').filter((line) => / \(failed\)/.test(line));
    expect(headings.map((line) => line.split(' ')[0])).toEqual([
      'deep-object',
      'deep-array',
      'flat',
    ]);
    expect(readFileSync(path.join(work, 'deep-object.body.json'), 'utf8')).toBe(DEEP_OBJECT);
    expect(readFileSync(path.join(work, 'deep-array.body.json'), 'utf8')).toBe(DEEP_ARRAY);
    const json = await cliProcess(['show', 'report.json', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const doc = JSON.parse(json.stdout);
    expect(doc.checks.map((c: { testId: string }) => c.testId)).toEqual([
      'deep-object',
      'deep-array',
      'flat',
    ]);
    expect(doc.checks[0].request.body).toBe(DEEP_OBJECT);
  });

  it('is sent as recorded by replay, every check judged, the bodies compared only as deep as is said', async () => {
    const args = [
      'replay',
      'report.json',
      '--yes',
      // The stand-in answers at the recorded paths, as the service's sandbox lays them out.
      '--paths',
      'recorded',
      '--partner-base-url',
      `${partner.baseUrl}/ocpi/versions`,
    ];
    const replay = await cliProcess([...args, '--json'], { OCPI_TOKEN: 't' });
    expect(replay.stderr).not.toContain('Maximum call stack');
    expect(replay.code, replay.stderr).toBe(1);
    const doc = JSON.parse(replay.stdout);
    expect(
      doc.checks.map((c: { testId: string; verdict: string }) => [c.testId, c.verdict]),
    ).toEqual([
      ['deep-object', 'CANNOT TELL'],
      ['deep-array', 'CANNOT TELL'],
      ['flat', 'CANNOT TELL'],
    ]);
    const sent = (id: string) => partner.taken.find((t) => t.url.endsWith(`/${id}`))!;
    expect(sent('deep-object').body).toBe(DEEP_OBJECT);
    expect(sent('deep-array').body).toBe(DEEP_ARRAY);
    const [deep, , flat] = doc.checks;
    expect(deep.bodyChanges).toBeNull();
    expect(deep.bodyNotCompared).toMatch(/nested more than \d+ deep/);
    expect(flat.bodyChanges).toEqual([
      { path: '$.a', kind: 'removed', recorded: 1 },
      { path: '$.status_code', kind: 'added', now: 1000 },
      { path: '$.data', kind: 'added', now: { fixed: true } },
    ]);
    const text = await cliProcess(args, { OCPI_TOKEN: 't' });
    expect(text.code, text.stderr).toBe(1);
    const deepLines = text.stdout.split('deep-object: CANNOT TELL: ')[1]!.split('\n');
    expect(deepLines).toContain(
      '  The bodies are not compared: the recorded one is nested more than 200 deep, the most compared.',
    );
    expect(text.stdout).toContain('    - $.a: 1');
  });
});

describe('each step over a recorded body, at 200,000 deep', () => {
  const DEEPER = 200_000;
  const value = () => JSON.parse(nested(DEEPER, 'array'));

  it("makes the packet and its curl command with the body's text as recorded", () => {
    const text = nested(DEEPER);
    const packet = recordedRequest(
      {
        testId: 't',
        passed: false,
        exchange: {
          request: {
            method: 'PUT',
            url: 'https://cpo.example.invalid/ocpi/2.2.1/x',
            headers: { 'X-Deep': JSON.parse(text) },
            body: JSON.parse(text),
          },
          response: { status: 400, body: text },
        },
      },
      BASE,
    );
    expect(packet.body === text).toBe(true);
    expect(packet.response?.body === text).toBe(true);
    expect(packet.headers[0]?.value === text).toBe(true);
    const curl = curlCommand(packet);
    expect(curl.kind === 'command' && curl.bodyFile?.content === text).toBe(true);
  });

  it('counts what a value holds (the run list read, replay by report id)', () => {
    expect(heldSize(value())).toBeGreaterThan(DEEPER);
  });

  it('compares no bodies nested deeper than the bound, and says so', () => {
    const compared = bodyChanges(value(), { a: 1 });
    expect(compared.changes).toEqual([]);
    expect(compared.notCompared).toMatch(/nested more than \d+ deep/);
  });
});

describe('jsonText and nestedDeeperThan (src/util/json-text.ts)', () => {
  it('writes what JSON.stringify writes', () => {
    const values: unknown[] = [
      { a: 1, b: [1, 'two', null, true, { c: [] }], d: {}, e: 'é "quoted" \\ \n \u2028' },
      [undefined, () => 1, Symbol('s'), Number.NaN, -0, 1e21, Number.POSITIVE_INFINITY],
      { skipped: undefined, f: () => 1, kept: 0, when: new Date(0), nested: { toJSON: () => 'x' } },
      'text',
      42,
      null,
      [],
      {},
    ];
    for (const value of values) expect(jsonText(value)).toBe(JSON.stringify(value));
    expect(jsonText(undefined)).toBeUndefined();
  });

  it('hands each value to the replacer with its member name, inherited by array items', () => {
    const seen: [unknown, string | undefined][] = [];
    const text = jsonText({ token: ['a', 'b'], n: { token: 1 } }, (value, key) => {
      seen.push([value, key]);
      return key === 'token' && typeof value !== 'object' ? '$T' : value;
    });
    expect(text).toBe('{"token":["$T","$T"],"n":{"token":"$T"}}');
    expect(seen.map(([, key]) => key)).toEqual([
      undefined,
      'token',
      'token',
      'token',
      'n',
      'token',
    ]);
  });

  it('tells how deep a value nests', () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(nestedDeeperThan({ a: [[]] }, 2)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(nested(200_000)), 199_999)).toBe(true);
  });
});

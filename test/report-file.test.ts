/**
 * The report file made from a spool (src/app/formats/report-file.ts): the report as it streamed, redacted,
 * under the head the gate adds (verdict, grade). A big spool beside the report file becomes the
 * report file in place (its head written into the room left at its start, then renamed); any
 * other is copied. Either way the file is the same JSON.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spoolFile, writeReportFile } from '../src/app/formats/report-file.js';
import { type ReportSpool, RunReportSchema } from '../src/client/index.js';
import { readRunListStream } from '../src/client/resources/run-list-stream.js';
import type { GateResult } from '../src/core/model.js';
import { Redactor } from '../src/util/redaction.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'report-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'sk_live_SECRET_5678';

function report(checks: number) {
  return {
    _id: 'rep_1',
    status: 'completed',
    suites: [
      {
        suiteId: 's0',
        module: 'locations',
        checks: Array.from({ length: checks }, (_, i) => ({
          testId: `t${i}`,
          name: `check ${i} "quoted" ✓`,
          passed: i % 3 !== 0,
          validations: [{ passed: true, message: 'ok', details: { expected: i } }],
          exchange: {
            request: {
              method: 'GET',
              url: `https://cpo.example/x?k=${SECRET}`,
              headers: { Authorization: 'Token abc-partner-token-1' },
            },
            response: { status: 200, body: '{"data":[{"id":"LOC\\"1"}]}'.repeat(20) },
            latencyMs: i,
          },
        })),
      },
    ],
  };
}

/** The report spooled by the client's stream, as the gate spools it. */
async function spooled(
  reportFile: string,
  checks: number,
): Promise<{ spool: ReportSpool; sent: ReturnType<typeof report> }> {
  const redactor = new Redactor();
  redactor.add(SECRET);
  const sent = report(checks);
  const spool = spoolFile(reportFile);
  const body = Buffer.from(JSON.stringify({ success: true, data: [sent] }));
  async function* chunks() {
    for (let at = 0; at < body.length; at += 65_536) yield body.subarray(at, at + 65_536);
  }
  const read = await readRunListStream(chunks(), {
    redactor,
    spool: { reportId: 'rep_1', ...spool },
  });
  expect(read.spooled).toBe(true);
  return { spool, sent };
}

function result(spool: ReportSpool, regressions: string[] = []): GateResult {
  const parsed = RunReportSchema.parse({ _id: 'rep_1', status: 'completed', suites: [] });
  return {
    verdict: 'pass',
    reason: 'All graded checks passed.',
    seed: 'seed-1',
    reportId: 'rep_1',
    report: parsed,
    reportSpool: spool,
    regressions: regressions.length
      ? {
          previousReportId: 'rep_0',
          newlyFailing: regressions.map((testId) => ({ testId, name: testId })),
          recovered: [],
          noLongerGraded: [],
          count: regressions.length,
        }
      : undefined,
  } as unknown as GateResult;
}

const log = {
  lines: [] as string[],
  info(line: string) {
    this.lines.push(line);
  },
};
const secrets = new Redactor();

/** The report file, parsed, with what the service sent as it should read (secrets masked). */
function expectReportFile(file: string, sent: ReturnType<typeof report>) {
  const text = readFileSync(file, 'utf8');
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain('abc-partner-token-1');
  const document = JSON.parse(text);
  // The head comes first, so that a reader of the stream (merge) knows the grading before the checks.
  expect(Object.keys(document).at(-1)).toBe('report');
  expect(Object.keys(document)[0]).toBe('format');
  expect(document.verdict).toBe('pass');
  expect(document.report.suites[0].checks).toHaveLength(sent.suites[0]!.checks.length);
  const first = document.report.suites[0].checks[1];
  expect(first.exchange.request.url).toBe('https://cpo.example/x?k=***');
  expect(first.exchange.response).toEqual(sent.suites[0]!.checks[1]!.exchange.response);
  return { text, document };
}

describe('the report file from a spool', () => {
  it('spools a report beside the report file when its folder exists, else in the temporary folder', () => {
    const beside = spoolFile(path.join(dir, 'report.json'));
    expect(path.dirname(beside.file)).toBe(dir);
    expect(path.basename(beside.file)).toMatch(/^\.ocpi-report-.*\.part$/);
    expect(beside.room).toBeGreaterThan(0);
    const elsewhere = spoolFile(path.join(dir, 'missing', 'report.json'));
    expect(path.dirname(elsewhere.file)).toBe(os.tmpdir());
    expect(existsSync(path.join(dir, 'missing'))).toBe(false);
  });

  it('makes a big spool the report file in place: no copy, the spool is gone, an older file replaced', async () => {
    const file = path.join(dir, 'big.json');
    writeFileSync(file, 'an older report file');
    const { spool, sent } = await spooled(file, 6000);
    const spoolBytes = statSync(spool.file).size;
    expect(spoolBytes).toBeGreaterThan(4 * 1_048_576);
    expect(await writeReportFile(file, result(spool), log, secrets)).toBe(file);
    expect(existsSync(spool.file)).toBe(false);
    const { text } = expectReportFile(file, sent);
    // The head and the padding fill the room exactly; the rest is the spool's text and the close.
    expect(Buffer.byteLength(text)).toBe(spoolBytes + 3);
  });

  it('copies a small spool, so that a small report file is not padded', async () => {
    const file = path.join(dir, 'small.json');
    const { spool, sent } = await spooled(file, 20);
    expect(await writeReportFile(file, result(spool), log, secrets)).toBe(file);
    // Copied: the spool is left for the caller to remove.
    expect(existsSync(spool.file)).toBe(true);
    const { text } = expectReportFile(file, sent);
    expect(text).not.toMatch(/ {100}/);
    rmSync(spool.file);
  });

  it('copies a big spool whose head does not fit in the room (many regressions)', async () => {
    const file = path.join(dir, 'regressed.json');
    const { spool, sent } = await spooled(file, 6000);
    const many = Array.from(
      { length: 3000 },
      (_, i) => `2.2.1/locations/some-long-test-identifier-${i}`,
    );
    expect(await writeReportFile(file, result(spool, many), log, secrets)).toBe(file);
    expect(existsSync(spool.file)).toBe(true);
    const { document } = expectReportFile(file, sent);
    expect(document.regressions.newlyFailing).toHaveLength(3000);
    rmSync(spool.file);
  });

  it('copies a big spool from another folder', async () => {
    const other = path.join(dir, 'other');
    mkdirSync(other);
    const { spool, sent } = await spooled(path.join(other, 'x.json'), 6000);
    const file = path.join(dir, 'from-elsewhere.json');
    expect(await writeReportFile(file, result(spool), log, secrets)).toBe(file);
    expect(existsSync(spool.file)).toBe(true);
    expectReportFile(file, sent);
  });
});

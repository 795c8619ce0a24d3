// Child process of the benchmark: the gate's path for a report of N checks, as the action takes
// it once the run is over: the run-list page read over HTTP as a stream (each check parsed,
// trimmed and validated; the report spooled, redacted, to a file), graded, rendered (summary,
// PR comment), the JUnit file written, and the report file made from the spool. With `html`, the HTML report
// too. The body is served by another process, so that only the client's time and memory count.
//   node read-report.mjs N FILE write   writes the body of a report of N checks to FILE
//   node read-report.mjs N FILE serve   serves FILE on 127.0.0.1, prints the port
//   node read-report.mjs N FILE [html]  prints {checks, bodyMb, ms, readMs, peakRssMb, htmlMs?}
//   node read-report.mjs N FILE ctrf    the same path, then the CTRF file as ctrf-file writes it
//                                       (ctrfMs, ctrfPeakRssMb, ctrfMb)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { writeCtrfFile } from '../lib/app/formats/ctrf.js';
import { writeHtmlReportPage } from '../lib/app/formats/html-report.js';
import { writeJUnitFile } from '../lib/app/formats/junit.js';
import { spoolFile, writeReportFile } from '../lib/app/formats/report-file.js';
import { ServiceClient } from '../lib/client/index.js';
import { grade } from '../lib/core/grading.js';
import { renderComment } from '../lib/report/comment.js';
import { htmlReportInput } from '../lib/report/html-input.js';
import { renderSummary } from '../lib/report/summary.js';
import { Redactor } from '../lib/util/redaction.js';

const [countArg, file, mode] = process.argv.slice(2);
const count = Number(countArg ?? 1000);
if (mode === 'write') {
  // The fixture loads the emulator, which the action never does: only the writer imports it, so
  // that the measuring process holds what the gate holds (with it, its peak moved by ~100 MB
  // with the emulator's size).
  const { reportHead, suiteCount, suiteOf } = await import('./fixture.mjs');
  // One suite at a time, so that writing does not hold the report either.
  const out = createWriteStream(file);
  const head = JSON.stringify({ ...reportHead, suites: [] }).slice(0, -2);
  out.write(`{"success":true,"data":[${head}`);
  for (let i = 0; i < suiteCount(count); i++) {
    if (!out.write(`${i ? ',' : ''}${JSON.stringify(suiteOf(i, count))}`)) {
      await once(out, 'drain');
    }
  }
  out.end(']}],"meta":{}}');
  await once(out, 'finish');
  process.exit(0);
}
if (mode === 'serve') {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    createReadStream(file).pipe(response);
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  process.on('disconnect', () => process.exit(0));
  setTimeout(() => process.exit(0), 120_000).unref();
} else {
  await measure();
}

async function measure() {
  const server = spawn(process.execPath, [import.meta.filename, String(count), file, 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = await once(server.stdout, 'data');
  const port = Number(String(line).trim());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'read-report-'));
  const secrets = new Redactor();
  secrets.add('bench-api-key-123456');
  const client = new ServiceClient({
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    apiKey: 'bench-api-key-123456',
    redactor: secrets,
  });
  const log = { info() {} };
  const started = performance.now();
  // The action's default: the spool beside the report file, which it then becomes.
  const reportFile = path.join(dir, 'report.json');
  const spool = spoolFile(reportFile);
  const found = await client.reports.locate('rep_bench', {}, { spool });
  const readMs = performance.now() - started;
  if (!found?.spooled) throw new Error('the report was not spooled');
  const report = found.report;
  const policy = { threshold: 100, failOn: new Set(['nothing-graded']), allowFailures: [] };
  const g = grade(report, policy);
  const result = {
    verdict: g.verdict,
    reason: g.reason,
    status: report.status,
    connection: undefined,
    reportId: report._id,
    runId: 'exe_b',
    report,
    reportSpool: spool,
    grade: g,
    seed: 'bench',
  };
  renderSummary({
    report,
    grade: g,
    verdict: g.verdict,
    reason: g.reason,
    seed: 'bench',
    connectionId: 'con_b',
    runId: 'exe_b',
    reportId: report._id,
    toolVersion: 'bench',
  });
  renderComment({
    key: { workflow: 'w', job: 'j', connectionId: 'con_b', module: undefined },
    verdict: g.verdict,
    reason: g.reason,
    grade: g,
    regressions: undefined,
    share: undefined,
    seed: 'bench',
    reportId: report._id,
    runUrl: undefined,
  });
  // The JUnit file, as the action writes it with junit-file.
  await writeJUnitFile(path.join(dir, 'junit.xml'), result, log, secrets);
  await writeReportFile(reportFile, result, log, secrets);
  const ms = performance.now() - started;
  const peak = process.resourceUsage().maxRSS * 1024;
  let htmlMs;
  if (mode === 'html') {
    const htmlStarted = performance.now();
    const input = htmlReportInput(result, policy, {
      toolVersion: 'bench',
      generatedAt: new Date(),
    });
    await writeHtmlReportPage(path.join(dir, 'report.html'), input, log, secrets);
    htmlMs = Math.round(performance.now() - htmlStarted);
  }
  let ctrf;
  if (mode === 'ctrf') {
    const ctrfStarted = performance.now();
    const ctrfFile = path.join(dir, 'ctrf.json');
    const stop = Date.now();
    const written = await writeCtrfFile(ctrfFile, result, log, secrets, 'ctrf-file', {
      start: stop - Math.round(ms),
      stop,
    });
    if (!written) throw new Error('the CTRF file was not written');
    ctrf = {
      ctrfMs: Math.round(performance.now() - ctrfStarted),
      ctrfPeakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1048576),
      ctrfMb: Math.round(statSync(ctrfFile).size / 1048576),
    };
  }
  const checks = report.suites.reduce((n, s) => n + s.checks.length, 0);
  if (checks !== count) throw new Error('the report read back does not hold every check');
  const out = {
    checks,
    bodyMb: Math.round(statSync(file).size / 1048576),
    reportFileMb: Math.round(statSync(reportFile).size / 1048576),
    ms: Math.round(ms),
    readMs: Math.round(readMs),
    peakRssMb: Math.round(peak / 1048576),
    htmlMs,
    htmlPeakRssMb: htmlMs && Math.round((process.resourceUsage().maxRSS * 1024) / 1048576),
    ...ctrf,
  };
  rmSync(dir, { recursive: true, force: true });
  rmSync(spool.file, { force: true });
  server.kill();
  console.log(JSON.stringify(out));
  process.exit(0);
}

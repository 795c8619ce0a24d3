// Child process of the benchmark: a run-list page that never ends, read as the action reads a
// report (client.reports.locate over HTTP, the entry spooled to a file). Another process
// serves one report whose suite holds check after check, each with a 4 KB exchange (or, for
// `tiny`, checks of two fields), until the
// client stops reading (bounded: at most 2 GiB are offered). Prints the peak memory of the reading
// process and the error that ended the read.
//   node endless-report.mjs KIND          KIND: failing | failing-2byte | passing | tiny
//   node endless-report.mjs KIND serve    serves the page on 127.0.0.1, prints the port
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spoolFile } from '../lib/app/formats/report-file.js';
import { ServiceClient } from '../lib/client/index.js';
import { Redactor } from '../lib/util/redaction.js';

const [kind = 'failing', mode] = process.argv.slice(2);
const OFFERED_BYTES = 2 * 1024 ** 3;

/** Check `i`: failing (or passing) with a 4 KB exchange; two-byte text when asked; or tiny. */
function check(i) {
  if (kind === 'tiny') return { testId: `t${i}`, passed: i % 2 === 0 };
  const letter = kind === 'failing-2byte' ? 'ł' : 'x';
  const body = letter.repeat(kind === 'failing-2byte' ? 2000 : 4000);
  const passed = kind === 'passing';
  return {
    testId: `endless.check#${i}`,
    name: `Endless check ${i}`,
    passed,
    transportKind: 'http',
    validations: [
      {
        name: 'status',
        passed,
        severity: 'error',
        message: passed ? 'HTTP 200' : `HTTP 500 on request ${i}`,
      },
    ],
    exchange: {
      request: { method: 'GET', url: `https://cpo.example/ocpi/2.2.1/locations/${i}` },
      response: { status: passed ? 200 : 500, body },
      latencyMs: 12,
    },
  };
}

if (mode === 'serve') {
  const server = createServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.on('error', () => {});
    let sent = 0;
    const head = '{"success":true,"data":[{"_id":"rep_endless","status":"completed","seed":"s",';
    response.write(`${head}"ocpiVersion":"2.2.1","suites":[{"suiteId":"endless","checks":[`);
    for (let i = 0; sent < OFFERED_BYTES && !response.destroyed; i++) {
      const text = `${i ? ',' : ''}${JSON.stringify(check(i))}`;
      sent += Buffer.byteLength(text);
      if (!response.write(text)) await once(response, 'drain').catch(() => {});
    }
    response.end(']}]}],"meta":{}}');
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  process.on('disconnect', () => process.exit(0));
  setTimeout(() => process.exit(0), 300_000).unref();
} else {
  await measure();
}

async function measure() {
  const server = spawn(process.execPath, [import.meta.filename, kind, 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = await once(server.stdout, 'data');
  const port = Number(String(line).trim());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'endless-report-'));
  const client = new ServiceClient({
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    apiKey: 'bench-api-key-123456',
    redactor: new Redactor(),
  });
  const started = performance.now();
  const spool = spoolFile(path.join(dir, 'report.json'));
  let error;
  try {
    await client.reports.locate('rep_endless', {}, { spool });
  } catch (e) {
    error = e;
  }
  const out = {
    kind,
    ms: Math.round(performance.now() - started),
    peakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1048576),
    error: error ? `${error.name}: ${error.message}` : undefined,
  };
  rmSync(dir, { recursive: true, force: true });
  rmSync(spool.file, { force: true });
  server.kill();
  console.log(JSON.stringify(out));
  process.exit(0);
}

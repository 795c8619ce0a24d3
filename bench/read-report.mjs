// Child process of the benchmark: the action's read path for a report of N checks, as the run
// list answers it: the body text, JSON.parse, the envelope and the lean list check, then the
// report's full validation (what ServiceClient.locateReport does).
//   node read-report.mjs N FILE write   writes the body of a report of N checks to FILE
//   node read-report.mjs N FILE         reads it; prints {checks, textMb, readMs, peakRssMb, readPeakMb}
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  RunListEntrySchema,
  RunReportSchema,
  SuccessEnvelopeSchema,
} from '../lib/client/schemas.js';
import { reportHead, suiteCount, suiteOf } from './fixture.mjs';

const [countArg, file, mode] = process.argv.slice(2);
const count = Number(countArg ?? 1000);
if (mode === 'write') {
  // A separate run writes the body, one suite at a time, so that the reading run holds only its
  // text, as after a read from the network.
  const out = createWriteStream(file);
  const head = JSON.stringify({ ...reportHead, suites: [] }).slice(0, -2);
  out.write(`{"success":true,"data":[${head}`);
  for (let i = 0; i < suiteCount(count); i++) {
    if (!out.write(`${i ? ',' : ''}${JSON.stringify(suiteOf(i, count))}`)) {
      await once(out, 'drain');
    }
  }
  out.end(']}]}');
  await once(out, 'finish');
  process.exit(0);
}
const text = readFileSync(file, 'utf8');

const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const envelope = SuccessEnvelopeSchema.parse(JSON.parse(text));
const entries = z.array(RunListEntrySchema).parse(envelope.data);
const report = RunReportSchema.parse(entries[0]);
const ms = performance.now() - started;
const peak = process.resourceUsage().maxRSS * 1024;
if (report.suites?.reduce((n, s) => n + s.checks.length, 0) !== count) {
  throw new Error('the report read back does not hold every check');
}
console.log(
  JSON.stringify({
    checks: count,
    textMb: Math.round(text.length / 1048576),
    readMs: Math.round(ms),
    peakRssMb: Math.round(peak / 1048576),
    readPeakMb: Math.round(Math.max(0, peak - rssBefore) / 1048576),
  }),
);

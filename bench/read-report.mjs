// Child process of the benchmark: the action's read path for a report of N checks, as the run
// list answers it: the body text, JSON.parse, the envelope and the lean list check, then the
// report's full validation (what ServiceClient.locateReport does). Prints
// {checks, textMb, readMs, peakRssMb, readPeakMb}.
import { z } from 'zod';
import {
  RunListEntrySchema,
  RunReportSchema,
  SuccessEnvelopeSchema,
} from '../lib/client/schemas.js';
import { reportHead, suiteCount, suiteOf } from './fixture.mjs';

const count = Number(process.argv[2] ?? 1000);
// The body is built one suite at a time, so that only its text is held, as after a read.
const suites = [];
for (let i = 0; i < suiteCount(count); i++) suites.push(JSON.stringify(suiteOf(i, count)));
const head = JSON.stringify({ ...reportHead, suites: [] }).slice(0, -2);
const text = `{"success":true,"data":[${head}${suites.join(',')}]}]}`;
suites.length = 0;

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

// Child process of the benchmark: grades a report of N checks and renders the summary, the PR
// comment and JUnit, then prints {checks, gradeAndRenderMs, reportMb, peakRssMb, renderPeakMb}.
// The report is bench/fixture.mjs's.
import { grade } from '../lib/core/grading.js';
import { renderComment } from '../lib/report/comment.js';
import { renderJUnit } from '../lib/report/junit.js';
import { renderSummary } from '../lib/report/summary.js';
import { reportHead, suiteCount, suiteOf } from './fixture.mjs';

const count = Number(process.argv[2] ?? 1000);
// A structured clone per check, so that the report's size grows with N as a real one would.
const suites = Array.from({ length: suiteCount(count) }, (_, i) => suiteOf(i, count));
const report = { ...reportHead, suites };
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const g = grade(report, { threshold: 100, failOn: new Set(['nothing-graded']), allowFailures: [] });
const summary = renderSummary({
  report,
  grade: g,
  verdict: g.verdict,
  reason: g.reason,
  seed: 'bench',
  connectionId: 'con_b',
  runId: 'exe_b',
  reportId: 'rep_bench',
  toolVersion: 'bench',
});
const comment = renderComment({
  key: { workflow: 'w', job: 'j', connectionId: 'con_b', module: undefined },
  verdict: g.verdict,
  reason: g.reason,
  grade: g,
  regressions: undefined,
  share: undefined,
  seed: 'bench',
  reportId: 'rep_bench',
  runUrl: undefined,
});
const junit = renderJUnit({
  report,
  grade: g,
  allowFailures: [],
  timestamp: new Date(),
  hostname: 'bench',
});
const ms = performance.now() - started;
const peak = process.resourceUsage().maxRSS * 1024;
console.log(
  JSON.stringify({
    checks: count,
    gradeAndRenderMs: Math.round(ms),
    reportMb: Math.round(Buffer.byteLength(JSON.stringify(report)) / 1048576),
    peakRssMb: Math.round(peak / 1048576),
    renderPeakMb: Math.round(Math.max(0, peak - rssBefore) / 1048576),
    summaryKb: Math.round(Buffer.byteLength(summary) / 1024),
    commentChars: comment.length,
    junitMb: Math.round(Buffer.byteLength(junit) / 1048576),
  }),
);

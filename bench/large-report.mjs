// Child process of the benchmark: grades a report of N checks and renders the summary, the PR
// comment and JUnit, then prints {checks, gradeAndRenderMs, reportMb, peakRssMb, renderPeakMb}.
// Checks are copies of an emulator report's (realistic sizes: exchanges cut to 2 KB bodies),
// with their own test ids, about a third failing.
import { grade } from '../lib/core/grading.js';
import { content } from '../lib/emulator/content.js';
import { resolveScenario } from '../lib/emulator/scenarios.js';
import { renderComment } from '../lib/report/comment.js';
import { renderJUnit } from '../lib/report/junit.js';
import { renderSummary } from '../lib/report/summary.js';

const count = Number(process.argv[2] ?? 1000);
const base = content.generateConformanceReport({
  seed: 'bench',
  ocpiVersion: '2.2.1',
  connection: {
    _id: 'con_b',
    partnerBaseUrl: 'https://cpo.example/ocpi/versions',
    ourRole: 'EMSP',
    theirRole: 'CPO',
    ocpiVersion: '2.2.1',
    status: 'registered',
    kind: 'external',
  },
  scenario: resolveScenario({ failRate: 0.33, warnRate: 0.1, unobservableRate: 0.05 }),
  partnerTokens: [],
});
const templates = base.suites.flatMap((suite) => suite.checks);
const perSuite = 500;
const suites = [];
for (let made = 0; made < count; made += perSuite) {
  const checks = [];
  for (let i = made; i < Math.min(count, made + perSuite); i++) {
    const t = templates[i % templates.length];
    // A structured clone per check, so that the report's size grows with N as a real one would.
    checks.push({ ...structuredClone(t), testId: `${t.testId}#${i}` });
  }
  suites.push({ suiteId: `bench-${made / perSuite}`, module: 'locations', checks });
}
const report = {
  _id: 'rep_bench',
  status: 'completed',
  seed: 'bench',
  ocpiVersion: '2.2.1',
  provenance: base.provenance,
  suites,
};
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

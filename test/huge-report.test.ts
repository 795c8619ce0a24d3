/**
 * Huge reports: 50,000 checks with large exchanges. The summary stays under GitHub's 1 MiB and
 * says what it left out, the comment under 65,536 characters, the JUnit file stays valid, and
 * memory stays bounded; the figures are printed for README.
 */
import { describe, expect, it } from 'vitest';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { COMMENT_LIMIT, renderComment } from '../src/report/comment.js';
import { renderJUnit } from '../src/report/junit.js';
import { renderSummary, SUMMARY_BUDGET_BYTES } from '../src/report/summary.js';

const CHECKS = 50_000;

function hugeReport(): RunReport {
  // A distinct ~1.5 KB body per check, as a real report's exchanges are.
  const body = (s: number, c: number) => ({
    data: Array.from({ length: 12 }, (_, i) => ({
      id: `LOC-${s}-${c}-${i}`,
      name: `${'x'.repeat(80)}${c}`,
    })),
  });
  const suites = Array.from({ length: 100 }, (_, s) => ({
    suiteId: `suite-${s}`,
    module: 'locations',
    checks: Array.from(
      { length: CHECKS / 100 },
      (_, c): Check => ({
        testId: `2.2.1/locations/s${s}-c${c}`,
        name: `Check ${c} of suite ${s}`,
        passed: c % 3 !== 0,
        expectedStatus: [200],
        actualStatus: c % 3 === 0 ? 500 : 200,
        validations: [
          {
            passed: c % 3 !== 0,
            name: 'status',
            severity: 'shall',
            message: `expected 200, got ${c % 3 === 0 ? 500 : 200}`,
            references: [
              {
                documentTitle: 'OCPI 2.2.1 Part III',
                section: '8.1.1',
                strength: 'SHALL',
                quote: 'q'.repeat(200),
              },
            ],
          },
        ],
        exchange: {
          request: {
            method: 'GET',
            url: 'https://cpo.example/ocpi/2.2.1/locations',
            headers: { Authorization: 'Token abc123def456' },
          },
          response: {
            status: 200,
            headers: { 'content-type': 'application/json' },
            body: body(s, c),
          },
          latencyMs: 12,
        },
      }),
    ),
  }));
  return { _id: 'rep_huge', status: 'completed', seed: 'huge', ocpiVersion: '2.2.1', suites };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

describe('huge reports', () => {
  it(`renders ${CHECKS} checks within GitHub's limits and bounded memory`, () => {
    const before = process.memoryUsage();
    const report = hugeReport();
    const afterReport = process.memoryUsage();
    const started = performance.now();
    const g = grade(report, {
      threshold: 100,
      failOn: new Set(['nothing-graded']),
      allowFailures: [],
    });
    const summary = renderSummary({
      report,
      grade: g,
      verdict: g.verdict,
      reason: g.reason,
      seed: 'huge',
      connectionId: 'con_1',
      runId: 'exe_1',
      reportId: 'rep_huge',
      toolVersion: 'test',
    });
    const comment = renderComment({
      key: { workflow: 'w', job: 'j', connectionId: 'con_1', module: undefined },
      verdict: g.verdict,
      reason: g.reason,
      grade: g,
      regressions: undefined,
      share: undefined,
      seed: 'huge',
      reportId: 'rep_huge',
      runUrl: undefined,
    });
    const junit = renderJUnit({
      report,
      grade: g,
      timestamp: new Date(),
      hostname: 'h',
    });
    const elapsedMs = performance.now() - started;
    const after = process.memoryUsage();

    expect(g.counts.total).toBe(CHECKS);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(summary).toMatch(
      /more failed checks left out to keep this summary under GitHub's 1 MiB limit/,
    );
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(junit.match(/<testcase /g)).toHaveLength(CHECKS);
    const figures = {
      checks: CHECKS,
      reportHeapMb: mb(afterReport.heapUsed - before.heapUsed),
      renderMs: Math.round(elapsedMs),
      summaryKb: Math.round(Buffer.byteLength(summary) / 1024),
      commentChars: comment.length,
      junitMb: mb(Buffer.byteLength(junit)),
      rssMb: mb(after.rss),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    console.log(`huge report: ${JSON.stringify(figures)}`);
    // Bounded: the report itself is the bulk; rendering adds output-sized strings only.
    expect(figures.maxRssMb).toBeLessThan(1500);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { annotationsFor, MAX_ERROR_ANNOTATIONS } from '../src/report/annotations.js';
import { inline } from '../src/report/markdown.js';
import { renderSummary, SUMMARY_BUDGET_BYTES } from '../src/report/summary.js';
import { secrets } from '../src/util/redaction.js';
import { neutraliseCommands } from '../src/util/text.js';

const policy = { threshold: 100, failOn: new Set(['nothing-graded'] as const), allowFailures: [] };

function failing(i: number, extra: Partial<Check> = {}): Check {
  return {
    testId: `2.2.1/locations/check-${i}`,
    name: `GET /locations check ${i}`,
    passed: false,
    expectedStatus: [200],
    actualStatus: 500,
    validations: [
      {
        passed: false,
        name: 'status code',
        severity: 'shall',
        message: `expected 200, got 500 (${i})`,
        references: [
          {
            documentTitle: 'OCPI 2.2.1 Part III',
            section: '8.1.1',
            strength: 'SHALL',
            quote: 'The CPO SHALL answer with HTTP 200.',
          },
        ],
      },
    ],
    exchange: {
      request: {
        method: 'GET',
        url: 'https://cpo.example/ocpi/2.2.1/locations',
        headers: { Authorization: 'Token c2VjcmV0LXBhcnRuZXItdG9rZW4=' },
      },
      response: {
        status: 500,
        headers: {},
        body: { detail: 'x'.repeat(3000), token: 'tok-in-body-123' },
      },
      latencyMs: 12,
    },
    ...extra,
  };
}

function reportOf(checks: Check[], extra: Partial<RunReport> = {}): RunReport {
  return {
    _id: 'rep_1',
    status: 'completed',
    seed: 'seed-1',
    provenance: { toolVersion: 'svc-1.2', rosterHash: 'abc123', specVersions: ['2.2.1'] },
    suites: [{ suiteId: 'locations-sender', module: 'locations', checks }],
    ...extra,
  };
}

function summaryFor(report: RunReport) {
  const g = grade(report, policy);
  return renderSummary({
    report,
    grade: g,
    verdict: g.verdict,
    reason: g.reason,
    seed: 'seed-1',
    connectionId: 'con_1',
    runId: 'exe_1',
    reportId: report._id,
    toolVersion: '0.1.0',
  });
}

describe('job summary', () => {
  it('puts the verdict first, then counts, failures with quotes, then provenance', () => {
    const md = summaryFor(reportOf([failing(1), { testId: 'ok', passed: true }]));
    const order = [
      'OCPI conformance: fail',
      'Pass rate',
      'Failed checks (1)',
      'SHALL',
      'Provenance',
    ];
    const positions = order.map((text) => md.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(md).toContain('expected 200, got 500');
    expect(md).toContain('The CPO SHALL answer with HTTP 200.');
    expect(md).toContain('abc123');
  });

  it('escapes hostile service text so it cannot break the page, link or mention', () => {
    const hostile = failing(1, {
      name: 'a | b <script>alert(1)</script> [click](javascript:alert(1)) @octocat `x`',
    });
    const md = summaryFor(reportOf([hostile]));
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('](javascript');
    expect(md).not.toContain('@octocat');
    expect(md).not.toMatch(/a \| b/);
    expect(inline('a|b')).toBe('a&#124;b');
  });

  it('never shows credentials from exchanges', () => {
    secrets.add('tok-in-body-123');
    const md = summaryFor(reportOf([failing(1)]));
    expect(md).not.toContain('c2VjcmV0LXBhcnRuZXItdG9rZW4');
    expect(md).not.toContain('tok-in-body-123');
    expect(md).toContain('Exchange (redacted)');
  });

  it('stays under 1 MiB for 50,000 failed checks and says what it left out', () => {
    const checks = Array.from({ length: 50_000 }, (_, i) => failing(i));
    const md = summaryFor(reportOf(checks));
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(md).toMatch(/more failed checks? left out/);
    expect(md).toContain('Provenance');
  });

  it('keeps full detail when it fits', () => {
    const md = summaryFor(reportOf(Array.from({ length: 20 }, (_, i) => failing(i))));
    expect(md).not.toMatch(/left out/);
    expect(md.match(/Exchange \(redacted\)/g)).toHaveLength(20);
  });
});

describe('annotations', () => {
  it('gives at most 10 errors and one notice for the rest', () => {
    const g = grade(reportOf(Array.from({ length: 25 }, (_, i) => failing(i))), policy);
    const annotations = annotationsFor(g, g.verdict, g.reason);
    expect(annotations.filter((a) => a.level === 'error')).toHaveLength(MAX_ERROR_ANNOTATIONS);
    const notices = annotations.filter((a) => a.level === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/15 more failed checks/);
  });

  it('explains a gate that failed on a condition rather than a check', () => {
    const g = grade(reportOf([{ testId: 'a', passed: true, unobservable: true }]), policy);
    const annotations = annotationsFor(g, g.verdict, g.reason);
    expect(annotations).toHaveLength(1);
    expect(annotations[0]?.message).toMatch(/no check was graded/);
  });
});

describe('log safety', () => {
  it('disarms workflow commands at line starts', () => {
    const text = '::set-output name=verdict::pass\n  ::add-mask::x\n##[error]boom\nok :: fine';
    const out = neutraliseCommands(text);
    expect(out).not.toMatch(/^\s*::/m);
    expect(out).not.toMatch(/^##\[/m);
    expect(out).toContain('ok :: fine');
  });
});

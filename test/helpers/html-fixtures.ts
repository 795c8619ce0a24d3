/**
 * Inputs for the HTML report's tests: a realistic report from the emulator's own content (graded
 * by the real grader, with regressions and a trend), hostile text planted in it, and a large
 * report of any size built from the same checks (as bench/fixture.mjs builds the bench's, but from
 * the sources, so the tests need no build).
 */
import type { Check, RunReport } from '../../src/client/index.js';
import { grade } from '../../src/core/grading.js';
import type { GradingPolicy, Regressions, Trend } from '../../src/core/model.js';
import { content } from '../../src/emulator/content.js';
import { resolveScenario } from '../../src/emulator/scenarios.js';
import type { HtmlReportInput } from '../../src/report/html.js';

export const HOSTILE_IMG = '<img src=x onerror="window.__pwned=1">';
export const HOSTILE_SCRIPT = '<script>window.__pwned=1</script>';
export const HOSTILE_LINK = 'javascript:window.__pwned=1';
/** Closes the data element if anything embeds it unescaped. */
export const HOSTILE_CLOSE = '</script><script>window.__pwned=1</script><!--';

const connection = {
  _id: 'con_acme_cpo',
  partnerBaseUrl: 'https://cpo.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  status: 'registered',
  kind: 'external',
};

/** The emulator's report for a scenario, with its service-side fields. */
export function emulatorReport(
  scenario: Parameters<typeof resolveScenario>[0],
  seed = 'html-report',
): RunReport {
  const generated = content.generateConformanceReport({
    seed,
    ocpiVersion: '2.2.1',
    connection,
    scenario: resolveScenario(scenario),
    partnerTokens: [],
  });
  return {
    _id: 'rep_2025_06_16_acme',
    status: 'completed',
    runKind: 'conformance',
    connectionLabel: 'ACME Charging (CPO)',
    seed,
    ...generated,
  } as RunReport;
}

export const policy: GradingPolicy = {
  threshold: 90,
  failOn: new Set(['nothing-graded', 'regressions']),
  allowFailures: ['2.2.1/chargingprofiles/*'],
};

export const trend: Trend = {
  points: [
    { reportId: 'rep_2025_06_02', passRate: 84.2, current: false },
    { reportId: 'rep_2025_06_05', passRate: 88.9, current: false },
    { reportId: 'rep_2025_06_09', passRate: undefined, current: false },
    { reportId: 'rep_2025_06_11', passRate: 93.1, current: false },
    { reportId: 'rep_2025_06_13', passRate: 95.4, current: false },
    { reportId: 'rep_2025_06_16_acme', passRate: 87.5, current: true },
  ],
  direction: 'down',
  requests: 2,
};

function regressionsOf(report: RunReport): Regressions {
  const failed = (report.suites ?? []).flatMap((s) => s.checks).filter((c) => c.passed === false);
  const newlyFailing = failed.slice(0, 3).map((c) => ({
    testId: c.testId,
    name: c.name,
    before: 'passed' as const,
    now: 'failed' as const,
  }));
  return {
    previousReportId: 'rep_2025_06_13',
    newlyFailing,
    recovered: [
      { testId: '2.2.1/locations/sender/paging', name: 'Paging', before: 'failed', now: 'passed' },
    ],
    noLongerGraded: [],
    count: newlyFailing.length,
  };
}

/** A realistic input: failures, warnings, unobservable and unreached checks, a regression, a trend. */
export function realisticInput(overrides: Partial<HtmlReportInput> = {}): HtmlReportInput {
  const report = emulatorReport({
    failRate: 0.12,
    warnRate: 0.1,
    unobservableRate: 0.04,
    unreachedOnFailure: true,
  });
  const regressions = regressionsOf(report);
  // The action's names (fail-on), as its grade would word the reason.
  const names = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const g = grade(report, policy, { regressions, names });
  return {
    verdict: g.verdict,
    reason: g.reason,
    report,
    grade: g,
    policy,
    regressions,
    trend,
    partnerBaseUrl: connection.partnerBaseUrl,
    meta: {
      seed: report.seed,
      reportId: report._id,
      connectionId: connection._id,
      runId: 'exe_7f3a',
      toolVersion: '0.1.0',
      generatedAt: new Date('2025-06-16T19:12:00Z'),
    },
    ...overrides,
  };
}

/** Hostile text in the places service text reaches: names, messages, quotes, bodies, headers. */
export function hostileCheck(testId: string): Check {
  return {
    testId,
    name: `${HOSTILE_IMG} and ${HOSTILE_SCRIPT}`,
    passed: false,
    expectedStatus: [200],
    actualStatus: 500,
    validations: [
      {
        passed: false,
        name: HOSTILE_CLOSE,
        severity: 'shall',
        message: `Follow ${HOSTILE_LINK} or ${HOSTILE_IMG}\u2028(a line separator)`,
        references: [
          {
            documentTitle: HOSTILE_SCRIPT,
            section: '1<2',
            path: HOSTILE_LINK,
            anchor: '"><svg onload=window.__pwned=1>',
            strength: 'SHALL',
            quote: `${HOSTILE_CLOSE} \u2028 line separator`,
          },
        ],
      },
    ],
    exchange: {
      request: {
        method: 'GET',
        url: HOSTILE_LINK,
        headers: { Authorization: 'Token c2VjcmV0LXBhcnRuZXItdG9rZW4=', 'X-Evil': HOSTILE_IMG },
      },
      response: {
        status: 500,
        headers: { 'content-type': 'text/html' },
        body: `<html><body>${HOSTILE_CLOSE}${HOSTILE_IMG}</body></html>`,
        bodyTruncated: true,
      },
      latencyMs: 31,
    },
  };
}

/** An input whose report is `report`, graded with `policy`. */
export function inputFor(report: RunReport, extra: Partial<HtmlReportInput> = {}): HtmlReportInput {
  const g = grade(report, policy);
  return {
    verdict: g.verdict,
    reason: g.reason,
    report,
    grade: g,
    policy,
    meta: { toolVersion: '0.1.0', generatedAt: new Date('2025-06-16T19:12:00Z') },
    ...extra,
  };
}

const LARGE_TEMPLATES = (report: RunReport) => (report.suites ?? []).flatMap((s) => s.checks);

/**
 * A report of `count` checks in suites of 500, each a copy of one of the emulator's checks with its
 * own test id (about a third failing, as bench/fixture.mjs). Passed checks keep no exchange, as
 * the gate drops them to save memory.
 */
export function largeReport(count: number): RunReport {
  const base = emulatorReport({ failRate: 0.33, warnRate: 0.1, unobservableRate: 0.05 }, 'bench');
  const templates = LARGE_TEMPLATES(base);
  const suites = [];
  for (let s = 0; s * 500 < count; s++) {
    const checks: Check[] = [];
    for (let i = s * 500; i < Math.min(count, (s + 1) * 500); i++) {
      const t = templates[i % templates.length]!;
      const clean = t.passed === true && !(t.warnings?.length ?? 0);
      const { exchange, ...rest } = t;
      checks.push({ ...rest, ...(clean ? {} : { exchange }), testId: `${t.testId}#${i}` });
    }
    suites.push({ suiteId: `bench-${s}`, module: s % 2 ? 'locations' : 'sessions', checks });
  }
  return { ...base, _id: 'rep_bench', suites };
}

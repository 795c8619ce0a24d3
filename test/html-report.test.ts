/**
 * The HTML report without a browser: its structure and policy, what it says (verdict, counts,
 * settings, regressions, trend, notes, provenance), the data it embeds for its script, the
 * escaping of hostile text, redaction before every cut, and its writer.
 * test/html-report-browser.test.ts opens the same pages in Chromium.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { writeHtmlReportPage } from '../src/app/formats/html-report.js';
import type { Check, Exchange, RunReport } from '../src/client/index.js';
import type { GateResult } from '../src/core/model.js';
import { renderHtmlReport } from '../src/report/html.js';
import { CONTENT_SECURITY_POLICY, SCRIPT, STYLE } from '../src/report/html-assets.js';
import {
  buildHtmlData,
  CREDENTIAL_WORD,
  type HtmlDetail,
  type HtmlExchange,
  type HtmlIndex,
  LIMITS,
  OUTCOMES,
} from '../src/report/html-data.js';
import { htmlReportInput } from '../src/report/html-input.js';
import { maskCredentials } from '../src/util/credentials.js';
import { Redactor } from '../src/util/redaction.js';
import {
  HOSTILE_CLOSE,
  HOSTILE_IMG,
  HOSTILE_LINK,
  HOSTILE_SCRIPT,
  hostileCheck,
  inputFor,
  policy,
  realisticInput,
  trend,
} from './helpers/html-fixtures.js';

const keep = (text: string) => text;

/** The page's embedded JSON elements, by id, parsed. */
function embedded(html: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const m of html.matchAll(
    /<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g,
  )) {
    out.set(m[1]!, JSON.parse(m[2]!));
  }
  return out;
}

function indexOf(html: string): HtmlIndex {
  return embedded(html).get('report-index') as HtmlIndex;
}

function detailsOf(html: string): HtmlDetail[] {
  return [...embedded(html)]
    .filter(([id]) => id.startsWith('report-details-'))
    .flatMap(([, chunk]) => chunk as HtmlDetail[]);
}

/** The markup with the embedded JSON taken out: what the browser parses as HTML. */
function markupOnly(html: string): string {
  return html.replace(
    /(<script type="application\/json" id="[^"]+">)[\s\S]*?(<\/script>)/g,
    '$1$2',
  );
}

function check(testId: string, extra: Partial<Check> = {}): Check {
  return {
    testId,
    name: `Check ${testId}`,
    passed: true,
    expectedStatus: [200],
    actualStatus: 200,
    ...extra,
  };
}

function reportOf(checks: Check[], extra: Partial<RunReport> = {}): RunReport {
  return {
    _id: 'rep_1',
    status: 'completed',
    ocpiVersion: '2.2.1',
    suites: [{ suiteId: 'suite-a', module: 'locations', checks }],
    ...extra,
  };
}

const exchange = (body: unknown, extra: Partial<Exchange> = {}): Exchange => ({
  request: { method: 'GET', url: 'https://cpo.example/ocpi/2.2.1/locations' },
  response: { status: 500, headers: { 'content-type': 'application/json' }, body },
  latencyMs: 12,
  ...extra,
});

describe('the HTML report: one self-contained page', () => {
  const html = renderHtmlReport(realisticInput());

  it('is a complete document whose policy comes before any style or script', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en"><head><meta charset="utf-8">')).toBe(
      true,
    );
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
    const csp = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(csp).toBeGreaterThan(0);
    expect(csp).toBeLessThan(html.indexOf('<style>'));
    expect(csp).toBeLessThan(html.indexOf('<script'));
  });

  it('allows its one script and its one style sheet by hash, and nothing else', () => {
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual([SCRIPT]);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual([STYLE]);
    expect(CONTENT_SECURITY_POLICY).toBe(
      `default-src 'none'; script-src 'sha256-${hash(SCRIPT)}'; style-src 'sha256-${hash(STYLE)}'; img-src data:; base-uri 'none'; form-action 'none'`,
    );
    expect(html).toContain(`content="${CONTENT_SECURITY_POLICY}"`);
    // No other kind of script: every <script> is the page's own or JSON data.
    const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(
      tags.every((t) => t === '<script>' || t.startsWith('<script type="application/json"')),
    ).toBe(true);
  });

  it('refers to no resource: no src, no link but the empty favicon, no url() or @import', () => {
    const markup = markupOnly(html);
    const references = [
      ...markup.matchAll(/\s(src|href|srcset|action|poster|data|xlink:href|formaction)=/gi),
    ];
    expect(references.map((m) => m[0].trim())).toEqual(['href=']);
    expect(markup).toContain('<link rel="icon" href="data:,">');
    expect(STYLE).not.toMatch(/url\(|@import|@font-face|https?:/i);
    expect(SCRIPT).not.toMatch(/https?:|fetch\(|XMLHttpRequest|import\(|WebSocket|EventSource/);
    // What http(s):// the markup holds is text of the report (partner URL, exchange URLs), in
    // text content, never in an attribute.
    for (const m of markup.matchAll(/https?:\/\//g)) {
      const before = markup.slice(0, m.index);
      expect(before.lastIndexOf('>')).toBeGreaterThan(before.lastIndexOf('<'));
    }
  });

  it("renders data with textContent only: the page's script has no HTML sink and no eval", () => {
    expect(SCRIPT).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\b|new Function|setAttribute\(\s*'(href|src|on)|\.href\b|\.src\b|createContextualFragment|DOMParser/,
    );
    expect(SCRIPT).toContain('.textContent = String(text)');
  });

  it('holds its script verbatim: no escape in the template literal was interpreted', () => {
    const source = readFileSync('src/report/html-script.ts', 'utf8');
    const start = source.indexOf('export const SCRIPT = `') + 'export const SCRIPT = `'.length;
    expect(source.slice(start, source.indexOf('`;', start))).toBe(SCRIPT);
  });
});

describe('what the HTML report says', () => {
  const input = realisticInput();
  const html = renderHtmlReport(input);

  it('the verdict and why', () => {
    expect(html).toContain('<p class="verdict-word">Failed</p>');
    expect(html).toContain(
      '<p class="reason">Failed: 3 regressions since report rep_2025_06_13 (3 newly failing, 0 no longer graded) and fail-on includes regressions; 1 allowed failure not counted.</p>',
    );
    const none = renderHtmlReport({ ...input, verdict: undefined, reason: 'Not waited for.' });
    expect(none).toContain('<p class="verdict-word">No verdict</p>');
  });

  it('every count, and the pass rate against the threshold', () => {
    const c = input.grade.counts;
    expect(c).toMatchObject({ failed: 4, warned: 8, allowed: 1, unobservable: 4, unreached: 2 });
    for (const key of Object.keys(c) as (keyof typeof c)[]) {
      expect(html).toContain(`<span class="n" id="count-${key}">${c[key]}</span>`);
    }
    expect(html).toContain(
      'Pass rate <strong id="pass-rate">94.11 %</strong> against a threshold of <strong>90 %</strong>',
    );
    expect(html).toMatch(/<svg class="meter"[^>]*aria-label="Pass rate 94.11 %, threshold 90 %"/);
  });

  it("the gate's settings", () => {
    expect(html).toContain('<dt>Threshold</dt><dd>90 %</dd>');
    expect(html).toContain(
      '<dt>Fail on</dt><dd><code>nothing-graded</code>, <code>regressions</code></dd>',
    );
    expect(html).toContain(
      '<dt>Allowed failures</dt><dd><code>2.2.1/chargingprofiles/*</code></dd>',
    );
    const bare = renderHtmlReport({
      ...input,
      policy: { threshold: 100, failOn: new Set(), allowFailures: [] },
    });
    expect(bare).toContain('<dt>Fail on</dt><dd>none</dd>');
    expect(bare).toContain('<dt>Allowed failures</dt><dd>none</dd>');
  });

  it('regressions since the last comparable run, or that there was none', () => {
    const r = input.regressions!;
    expect(html).toContain(
      `Compared with report <code>rep_2025_06_13</code>: <strong>${r.newlyFailing.length}</strong> newly failing, <strong>1</strong> recovered, <strong>0</strong> no longer graded.`,
    );
    expect(html).toContain(`<summary>Newly failing (${r.newlyFailing.length})</summary>`);
    expect(html).toContain(`<li><code>${r.newlyFailing[0]!.testId}</code>`);
    expect(html).toContain('(passed → failed)');
    const first = renderHtmlReport({
      ...input,
      regressions: { ...r, previousReportId: undefined, newlyFailing: [], recovered: [] },
    });
    expect(first).toContain(
      'No earlier comparable report (same connection, OCPI version, module and run kind) to compare with, so no regression gate applies.',
    );
    expect(renderHtmlReport({ ...input, regressions: undefined })).toContain(
      'Not compared with an earlier run.',
    );
  });

  it('withheld modules, the conditions that failed the gate and the notes', () => {
    const g = { ...input.grade, withheldModules: ['bookings'], notes: ['A note on the report.'] };
    const page = renderHtmlReport({ ...input, grade: g });
    expect(page).toContain(
      '<h3>Withheld modules</h3><p>The service did not run: <code>bookings</code>.</p>',
    );
    expect(page).toContain(`<li>${g.conditions[0]}</li>`);
    expect(page).toContain('<li>A note on the report.</li>');
  });

  it('provenance', () => {
    for (const fact of [
      '<dt>Seed</dt><dd><code>html-report</code></dd>',
      '<dt>Report</dt><dd><code>rep_2025_06_16_acme</code></dd>',
      '<dt>Run</dt><dd><code>exe_7f3a</code></dd>',
      '<dt>Connection</dt><dd><code>con_acme_cpo</code></dd>',
      '<dt>Partner</dt><dd>ACME Charging (CPO)</dd>',
      '<dt>Checked by</dt><dd>ocpi-conformance 0.1.0</dd>',
      '<dt>Page written</dt><dd>2025-06-16T19:12:00.000Z</dd>',
    ]) {
      expect(html).toContain(fact);
    }
  });

  it('a journey, when there was one', () => {
    const page = renderHtmlReport({
      ...input,
      journey: {
        planId: 'plan_1',
        runId: 'jr_1',
        stages: [{ name: 'Start session', module: 'sessions', durationSeconds: 30 }],
        events: [{ seq: 1, name: 'session.started', detail: 'Session started' }],
        otherEvents: 4,
        recoveries: [],
      },
    });
    expect(page).toContain('<section id="journey"><h2>Journey</h2><p>plan <code>plan_1</code>');
    expect(page).toContain('<td>Start session</td><td><code>sessions</code></td><td>30 s</td>');
    expect(page).toContain(
      'Timeline: 1 key events (4 more, such as session updates, are in the log)',
    );
    expect(html).not.toContain('id="journey"');
  });
});

describe('the trend', () => {
  const input = realisticInput();

  it('draws the pass rates oldest first, the threshold, and marks this run', () => {
    const html = renderHtmlReport(input);
    const svg = /<svg class="trend"[\s\S]*?<\/svg>/.exec(html)![0];
    const circles = [
      ...svg.matchAll(/<circle class="point( current)?" cx="([\d.]+)" cy="([\d.]+)"/g),
    ];
    // Five rates drawn; the report with none is a cross.
    expect(circles).toHaveLength(5);
    const xs = circles.map((c) => Number(c[2]));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(circles.map((c) => Boolean(c[1]))).toEqual([false, false, false, false, true]);
    // y runs from 136 (0 %) up to 16 (100 %).
    const y = (rate: number) => Math.round((136 - (rate / 100) * 120) * 10) / 10;
    expect(circles.map((c) => Number(c[3]))).toEqual([84.2, 88.9, 93.1, 95.4, 87.5].map(y));
    expect(svg).toContain(`<line class="threshold" x1="52" y1="${y(90)}" x2="612" y2="${y(90)}"/>`);
    expect(svg).toContain('>100 %</text>');
    expect(svg).toContain('>0 %</text>');
    expect(svg).toContain('<g class="none">');
    expect(svg).toContain('<title>This run, report rep_2025_06_16_acme: 87.5 %</title>');
    expect(svg).toContain('>this run</text>');
    // The break around the report with no rate: two lines, not one.
    expect(svg.match(/<polyline/g)).toHaveLength(2);
    expect(html).toContain(
      '<p>The pass rate went down over the last 6 comparable reports (oldest first, this run last).</p>',
    );
  });

  it('says why the history is short, and when there is none', () => {
    const noted = renderHtmlReport({
      ...input,
      trend: { ...trend, note: 'Reading older reports stopped at the 5 MB bound.' },
    });
    expect(noted).toContain('<p class="note">Reading older reports stopped at the 5 MB bound.</p>');
    const empty = renderHtmlReport({
      ...input,
      trend: {
        points: [],
        direction: undefined,
        note: 'The run list could not be read.',
        requests: 1,
      },
    });
    expect(empty).toContain('No trend: no completed report to draw it from.');
    expect(empty).toContain('The run list could not be read.');
    expect(empty).not.toContain('<svg class="trend"');
    const single = renderHtmlReport({
      ...input,
      trend: { points: [trend.points.at(-1)!], direction: undefined, requests: 1 },
    });
    expect(single).toContain('Too few pass rates to tell a direction (1 of 1 reports had one).');
    expect(renderHtmlReport({ ...input, trend: undefined })).toContain(
      'No trend: the pass rates of earlier runs were not read for this report.',
    );
  });
});

describe('the data the page lists', () => {
  it('holds every check of every suite, in order, with its outcome', () => {
    const input = realisticInput();
    const index = indexOf(renderHtmlReport(input));
    const checks = input.report.suites!.flatMap((s) => s.checks);
    expect(index.rows).toHaveLength(input.grade.counts.total);
    expect(index.rows.map((r) => r[1])).toEqual(checks.map((c) => c.testId));
    const counted = Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
    for (const row of index.rows) counted[OUTCOMES[row[3]]!]!++;
    const { graded: _g, total: _t, ...byOutcome } = input.grade.counts;
    expect(counted).toEqual(byOutcome);
    const failed = index.rows.filter((r) => OUTCOMES[r[3]] === 'failed').map((r) => r[1]);
    expect(failed).toEqual(input.grade.checks.failed.map((c) => c.check.testId));
    expect(index.suites.map(([id]) => id)).toEqual(input.report.suites!.map((s) => s.suiteId));
    expect(index.modules).toContain('locations');
  });

  it('matches a report copied after grading by suite and test id', () => {
    const input = realisticInput();
    const copy = structuredClone(input.report);
    const original = indexOf(renderHtmlReport(input));
    expect(indexOf(renderHtmlReport({ ...input, report: copy })).rows).toEqual(original.rows);
  });

  it('says why each check did not pass, in one line', () => {
    const report = reportOf([
      check('status', { passed: false, actualStatus: 500 }),
      check('validation', {
        passed: false,
        validations: [{ passed: false, name: 'Paging', message: 'no Link header' }],
      }),
      check('warned', { warnings: [{ name: 'Response time', message: 'slow' }] }),
      check('unreached', { passed: undefined, unreached: 'dependency' }),
      check('unobservable', {
        unobservable: true,
        validations: [{ unobservable: true, message: 'nothing to look at' }],
      }),
      check('passed'),
    ]);
    const rows = indexOf(renderHtmlReport(inputFor(report))).rows;
    expect(rows.map((r) => [r[1], OUTCOMES[r[3]], r[4]])).toEqual([
      ['status', 'failed', 'expected 200, got 500'],
      ['validation', 'failed', 'Paging: no Link header'],
      ['warned', 'warned', 'Response time: slow'],
      ['unreached', 'unreached', 'not reached (dependency)'],
      ['unobservable', 'unobservable', 'nothing to look at'],
      ['passed', 'passed', ''],
    ]);
  });

  it('keeps validations, clauses once in a table, and the exchange with its flags', () => {
    const reference = {
      documentTitle: 'OCPI 2.2.1 Part III',
      section: '8.1.1',
      anchor: 'mod_locations',
      path: 'mod_locations.asciidoc',
      page: 42,
      strength: 'SHALL',
      quote: 'The CPO SHALL answer with HTTP 200.',
    };
    const failing = check('f', {
      passed: false,
      actualStatus: 500,
      validations: [
        {
          passed: false,
          name: 'HTTP status',
          severity: 'shall',
          message: 'got 500',
          references: [reference],
          details: { expected: 200, actual: 500 },
        },
        { passed: true, name: 'Envelope', message: 'ok', details: { seen: 'much' } },
      ],
      references: [reference],
      exchange: {
        ...exchange('x'.repeat(LIMITS.body + 10), { errorTruncated: true, error: 'reset' }),
        request: { method: 'GET', url: 'https://cpo.example/x', headersTruncated: true },
      },
    });
    const html = renderHtmlReport(inputFor(reportOf([failing])));
    const [detail] = detailsOf(html);
    expect(indexOf(html).refs).toEqual([
      [
        'OCPI 2.2.1 Part III',
        '8.1.1',
        'mod_locations',
        '42',
        'mod_locations.asciidoc',
        'SHALL',
        reference.quote,
      ],
    ]);
    expect(detail!.v).toEqual([
      [0, 'HTTP status', 'shall', 'got 500', [0], '{"expected":200,"actual":500}'],
      // A passed validation's details are left out (its message says what was seen).
      [1, 'Envelope', '', 'ok', [], ''],
    ]);
    expect(detail!.r).toEqual([0]);
    const x = detail!.x as HtmlExchange;
    expect(x.q).toEqual({ m: 'GET', u: 'https://cpo.example/x', ht: 1 });
    expect(x.s!.st).toBe(500);
    expect(x.s!.bc).toBe(LIMITS.body + 10);
    expect(x.s!.b).toHaveLength(LIMITS.body + 1);
    expect(x).toMatchObject({ l: 12, er: 'reset', et: 1 });
  });

  it('keeps exchanges of checks that did not pass, failed first within the budget, and says why others are missing', () => {
    const big = 'y'.repeat(1000);
    const report = reportOf([
      check('warned', { warnings: [{ message: 'slow' }], exchange: exchange(big) }),
      check('failed-1', { passed: false, exchange: exchange(big) }),
      check('failed-2', { passed: false, exchange: exchange(big) }),
      check('failed-none', { passed: false }),
      check('passed', { exchange: exchange(big) }),
    ]);
    const input = inputFor(report);
    const data = buildHtmlData(report, input.grade, keep, 1900);
    const x = data.chunks.flat().map((d) => (typeof d.x === 'object' ? 'kept' : d.x));
    // The budget holds one exchange with its curl command and a bit: both failed ones first, then
    // nothing for warned.
    expect(x).toEqual([2, 'kept', 'kept', undefined, 1]);
    expect(data.exchanges).toMatchObject({ kept: 2, leftOut: 1 });
    expect(data.index.budget).toBe(1900);
    const all = buildHtmlData(report, input.grade, keep);
    expect(all.chunks.flat().map((d) => typeof d.x)).toEqual([
      'object',
      'object',
      'object',
      'undefined',
      'number',
    ]);
  });

  it('splits the details into chunks the page parses on demand', () => {
    const checks = Array.from({ length: 1234 }, (_, i) => check(`c${i}`));
    const html = renderHtmlReport(inputFor(reportOf(checks)));
    const ids = [...embedded(html).keys()];
    expect(ids).toEqual([
      'report-index',
      'report-details-0',
      'report-details-1',
      'report-details-2',
    ]);
    expect(indexOf(html).chunk).toBe(500);
    expect(detailsOf(html)).toHaveLength(1234);
    // The details come after the page's script: the list shows before they are read.
    expect(html.indexOf('id="report-details-0"')).toBeGreaterThan(html.indexOf('<script>'));
    expect(html.indexOf('id="report-index"')).toBeLessThan(html.indexOf('<script>'));
  });

  it('a report without check details lists nothing and keeps its counts', () => {
    const report: RunReport = {
      _id: 'rep_s',
      status: 'completed',
      summary: { total: 10, passed: 9, failed: 1, warned: 0, unobservable: 0 },
    };
    const html = renderHtmlReport(inputFor(report));
    expect(indexOf(html).rows).toEqual([]);
    expect(html).toContain('<span class="n" id="count-total">10</span>');
  });

  it('shows every outcome but passed at first, or everything when all passed', () => {
    const pressed = (html: string) =>
      [...html.matchAll(/data-outcome="(\d)" aria-pressed="(true|false)"/g)].map((m) => m[2]);
    expect(pressed(renderHtmlReport(realisticInput()))).toEqual([
      'true',
      'true',
      'true',
      'true',
      'true',
      'false',
    ]);
    const allPassed = renderHtmlReport(inputFor(reportOf([check('a'), check('b')])));
    expect(pressed(allPassed)).toEqual(Array(6).fill('true'));
    expect(allPassed).toContain('Passed <span class="n">2</span>');
  });
});

describe('hostile text', () => {
  const hostile = hostileCheck('2.2.1/locations/hostile');
  const input = inputFor(reportOf([hostile, check('ok')]), {
    reason: HOSTILE_SCRIPT,
    policy: { ...policy, allowFailures: [HOSTILE_IMG] },
    regressions: {
      previousReportId: HOSTILE_CLOSE,
      newlyFailing: [{ testId: HOSTILE_IMG, name: HOSTILE_SCRIPT, now: 'failed' }],
      recovered: [],
      noLongerGraded: [],
      count: 1,
    },
    trend: {
      ...trend,
      note: HOSTILE_IMG,
      points: [{ reportId: HOSTILE_CLOSE, passRate: 50, current: true }],
    },
    meta: {
      title: HOSTILE_SCRIPT,
      toolVersion: HOSTILE_IMG,
      generatedAt: new Date(0),
      seed: HOSTILE_LINK,
    },
  });
  input.report.connectionLabel = HOSTILE_CLOSE;
  input.grade.notes.push(HOSTILE_IMG);
  const html = renderHtmlReport(input);

  it('never reaches the page as markup', () => {
    for (const text of [HOSTILE_IMG, HOSTILE_SCRIPT, HOSTILE_CLOSE, '<svg onload']) {
      expect(html).not.toContain(text);
    }
    expect(html).not.toMatch(/<img|<svg onload|<a\s/i);
    // Every </script> closes one of the page's own elements.
    const opened = html.match(/<script[\s>]/g)!.length;
    expect(html.match(/<\/script>/g)).toHaveLength(opened);
    expect(html).not.toContain('\u2028');
  });

  it('is escaped where the page renders it on the server', () => {
    const markup = markupOnly(html);
    expect(markup).toContain('<title>&lt;script&gt;window.__pwned=1&lt;/script&gt;</title>');
    expect(markup).toContain('<p class="reason">&lt;script&gt;window.__pwned=1&lt;/script&gt;</p>');
    expect(markup).toContain('&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;');
    expect(markup).toContain('<code>javascript:window.__pwned=1</code>');
  });

  it('comes back unchanged from the embedded JSON, for the script to render as text', () => {
    const index = indexOf(html);
    expect(index.rows[0]![2]).toBe(`${HOSTILE_IMG} and ${HOSTILE_SCRIPT}`);
    expect(index.refs[0]![0]).toBe(HOSTILE_SCRIPT);
    expect(index.refs[0]![6]).toBe(`${HOSTILE_CLOSE} \u2028 line separator`.replace(/\s+/g, ' '));
    const detail = detailsOf(html)[0]!;
    expect(detail.v![0]![1]).toBe(HOSTILE_CLOSE);
    const x = detail.x as HtmlExchange;
    expect(x.q!.u).toBe(HOSTILE_LINK);
    expect(x.s!.b).toBe(`<html><body>${HOSTILE_CLOSE}${HOSTILE_IMG}</body></html>`);
    expect(x.s!.bt).toBe(1);
  });

  it('has its credentials masked by field name and shape', () => {
    const x = detailsOf(html)[0]!.x as HtmlExchange;
    expect(x.q!.h).toContainEqual(['Authorization', '***']);
    expect(html).not.toContain('c2VjcmV0LXBhcnRuZXItdG9rZW4=');
  });
});

describe('redaction comes before every cut', () => {
  const SECRET = 'SECRETVALUE-0123456789';
  const redact = (text: string) => text.replaceAll(SECRET, '***');
  /** A text whose secret straddles the cut at `max`: cut first, its head would survive. */
  const straddling = (max: number) => `${'x'.repeat(max - 5)}${SECRET}`;

  it('in the data and the server-rendered parts', () => {
    const report = reportOf([
      check('t', {
        passed: false,
        name: straddling(LIMITS.name),
        validations: [
          { passed: false, message: straddling(LIMITS.message), details: { v: SECRET } },
        ],
        exchange: exchange(straddling(LIMITS.body), { error: straddling(LIMITS.error) }),
      }),
    ]);
    const input = inputFor(report, { reason: straddling(4000), redact });
    input.grade.notes.push(straddling(1000));
    const html = renderHtmlReport(input);
    expect(html).not.toContain('SECRE');
    expect(html.match(/\*\*\*/g)!.length).toBeGreaterThanOrEqual(6);
    // Without redact, the same page would show the head of the secret at each cut.
    const bare = renderHtmlReport({ ...input, redact: undefined });
    expect(bare).toContain(`${'x'.repeat(LIMITS.name - 5)}SECRE…`);
  });

  it('the credential-word shortcut skips only texts maskCredentials leaves alone', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        if (!CREDENTIAL_WORD.test(text)) expect(maskCredentials(text)).toBe(text);
      }),
      { numRuns: 500 },
    );
    for (const text of ['Bearer abcdef123456', '{"authorization": "x"}', 'Token 0123456789']) {
      expect(CREDENTIAL_WORD.test(text)).toBe(true);
      expect(maskCredentials(text)).not.toBe(text);
    }
  });
});

describe('writeHtmlReportPage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'html-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line) };

  it('writes the page, masking registered secrets, and logs where', async () => {
    const secrets = new Redactor();
    secrets.add('partner-secret-token-42');
    const input = realisticInput();
    input.report.suites![0]!.checks[0]!.name = 'named partner-secret-token-42 here';
    const file = path.join(dir, 'sub', 'report.html');
    lines.length = 0;
    expect(await writeHtmlReportPage(file, input, log, secrets)).toBe(file);
    expect(lines).toEqual([`HTML report written to ${file}.`]);
    const written = readFileSync(file, 'utf8');
    expect(written).not.toContain('partner-secret-token-42');
    expect(indexOf(written).rows[0]![2]).toBe('named *** here');
  });

  it("applies the caller's redact, then the store's", async () => {
    const input = realisticInput({ redact: (text) => text.replaceAll('ACME', 'A.') });
    const file = path.join(dir, 'own.html');
    await writeHtmlReportPage(file, input, log, { redact: (t) => t.replaceAll('Charging', 'C.') });
    expect(readFileSync(file, 'utf8')).toContain('<dt>Partner</dt><dd>A. C. (CPO)</dd>');
  });

  it('passes the whole document through the store once more, but not its own elements', async () => {
    const input = realisticInput();
    const seen: string[] = [];
    const file = path.join(dir, 'again.html');
    await writeHtmlReportPage(file, input, log, {
      redact: (text) => {
        seen.push(text);
        return text;
      },
    });
    // A store that masks nothing: the file is the page as rendered.
    expect(readFileSync(file, 'utf8')).toBe(renderHtmlReport(input));
    expect(seen).toContain('<!doctype html>');
    expect(
      seen.some((text) =>
        text.startsWith('<script type="application/json" id="report-details-0">'),
      ),
    ).toBe(true);
    expect(seen.some((text) => text.includes(SCRIPT))).toBe(false);
    // A secret that happens to be a word of the script, the style sheet and the policy leaves
    // them as they are, so the page still runs, and is masked everywhere else.
    const masked = path.join(dir, 'masked.html');
    const mask = (text: string) => text.replaceAll('filter', '***').replaceAll('sha256', '***');
    await writeHtmlReportPage(masked, input, log, { redact: mask });
    const written = readFileSync(masked, 'utf8');
    const own = [`<script>${SCRIPT}</script>`, `<style>${STYLE}</style>`, CONTENT_SECURITY_POLICY];
    for (const element of own) expect(written).toContain(element);
    const outside = own.reduce((text, element) => text.replace(element, ''), written);
    expect(outside).not.toMatch(/filter|sha256/);
    expect(renderHtmlReport(input)).toContain('class="filter');
  });

  it('leaves no half-written page behind', async () => {
    const file = path.join(dir, 'broken.html');
    writeFileSync(file, 'an older page');
    lines.length = 0;
    const input = realisticInput();
    input.meta.generatedAt = new Date(Number.NaN);
    expect(await writeHtmlReportPage(file, input, log, new Redactor())).toBeUndefined();
    expect(existsSync(file)).toBe(false);
    expect(lines).toEqual([
      `Could not write the HTML report ${file} (html-report): Invalid time value`,
    ]);
  });

  it('logs a failed write, naming the option, and does not throw', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    lines.length = 0;
    const file = path.join(blocker, 'report.html');
    expect(await writeHtmlReportPage(file, realisticInput(), log, new Redactor())).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Could not write the HTML report ${file.replaceAll('/', '\\/')} \\(html-report\\): `,
      ),
    );
    lines.length = 0;
    await writeHtmlReportPage(file, realisticInput(), log, new Redactor(), '--html-report');
    expect(lines[0]).toContain('(--html-report)');
  });

  it("builds its input from a gate's result, or none without a graded report", () => {
    const input = realisticInput();
    const result = {
      verdict: 'fail',
      reason: input.reason,
      status: 'completed',
      connection: { _id: 'con_1' },
      reportId: 'rep_1',
      runId: 'exe_1',
      report: input.report,
      grade: input.grade,
      seed: 's',
      regressions: input.regressions,
      trend,
    } as unknown as GateResult;
    const meta = { toolVersion: '0.1.0', generatedAt: new Date(0) };
    expect(htmlReportInput(result, policy, meta)).toEqual({
      verdict: 'fail',
      reason: input.reason,
      report: input.report,
      grade: input.grade,
      policy,
      regressions: input.regressions,
      trend,
      journey: undefined,
      meta: { seed: 's', reportId: 'rep_1', connectionId: 'con_1', runId: 'exe_1', ...meta },
    });
    expect(htmlReportInput({ ...result, report: undefined }, policy, meta)).toBeUndefined();
    expect(htmlReportInput({ ...result, grade: undefined }, policy, meta)).toBeUndefined();
  });
});

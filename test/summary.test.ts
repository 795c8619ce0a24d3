import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import type { Check, Reference, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { type Emulator, startEmulator } from '../src/emulator/index.js';
import { annotationsFor, MAX_ERROR_ANNOTATIONS } from '../src/report/annotations.js';
import { renderComment } from '../src/report/comment.js';
import { markdownText } from '../src/report/markdown.js';
import { renderSummary, SUMMARY_BUDGET_BYTES, type SummaryContext } from '../src/report/summary.js';
import { Redactor } from '../src/util/redaction.js';
import { neutraliseCommands } from '../src/util/text.js';
import { recordingCore } from './helpers/fake-core.js';
import { ACTIVE_MARKUP, pingsOutsideCode, renderGfm, textOf } from './helpers/gfm.js';

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

function contextFor(report: RunReport, extra: Partial<SummaryContext> = {}): SummaryContext {
  const g = grade(report, policy);
  return {
    report,
    grade: g,
    verdict: g.verdict,
    reason: g.reason,
    seed: 'seed-1',
    connectionId: 'con_1',
    runId: 'exe_1',
    reportId: report._id,
    toolVersion: '0.1.0',
    ...extra,
  };
}

function summaryFor(report: RunReport, extra: Partial<SummaryContext> = {}, budget?: number) {
  return renderSummary(contextFor(report, extra), budget);
}

/** A check whose status matched but whose body failed a validation. */
function wrongBody(i: number, extra: Partial<Check> = {}): Check {
  return failing(i, {
    actualStatus: 200,
    validations: [
      { passed: true, name: 'status code', message: 'got 200' },
      {
        passed: false,
        name: 'Location name',
        severity: 'shall',
        message: `name is missing (${i})`,
      },
      { passed: false, name: 'Location id', message: 'id is too long' },
    ],
    ...extra,
  });
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The section of a summary that starts with `heading`, up to the next heading of that level. */
function section(md: string, heading: string): string {
  const start = md.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const next = md.indexOf('\n### ', start + heading.length);
  return md.slice(start, next < 0 ? undefined : next);
}

describe('job summary', () => {
  it('puts the verdict first, then counts, failures with quotes, then provenance', () => {
    const md = summaryFor(reportOf([failing(1), { testId: 'ok', passed: true }]));
    const order = [
      'OCPI conformance: fail',
      'Pass rate',
      'Spec clauses broken (1)',
      'The CPO SHALL answer with HTTP 200.',
      'Failed checks (1)',
      'clause 1 of *Spec clauses broken* above',
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
    // Rendered as GitHub renders a summary: the name reads as written, and is only text.
    const html = renderGfm(md);
    expect(html).not.toMatch(ACTIVE_MARKUP);
    expect(pingsOutsideCode(html)).toEqual([]);
    expect(textOf(html)).toContain('[click](javascript:alert(1))');
    // No table row carries the service's pipe unescaped.
    const rows = md.split('\n').filter((line) => line.startsWith('|'));
    expect(rows.some((line) => line.includes('a | b'))).toBe(false);
    expect(markdownText().inline('a|b')).toBe('a\\|b');
  });

  it('never shows credentials from exchanges, by field name and shape, with no secret store', () => {
    // Nobody registered these: the Authorization header and the body's token field are masked
    // because of what they are.
    const md = summaryFor(reportOf([failing(1)]));
    expect(md).not.toContain('c2VjcmV0LXBhcnRuZXItdG9rZW4');
    expect(md).not.toContain('tok-in-body-123');
    expect(md).toContain('Exchange (redacted)');
  });

  it('renders the model as given without a transform, and applies one before every cut', () => {
    // A secret that an inline cell (the check name, cut at 160) and the exchange block (cut at
    // 4000) would cut in the middle, were it masked only afterwards.
    const secret = 'straddling-secret-0123456789';
    const name = `${'n'.repeat(150)}${secret}`;
    // The exchange text before the body's string: request line, header, status line, JSON head.
    const head =
      'GET https://cpo.example/ocpi/2.2.1/locations\nAuthorization: ***\n\nHTTP 500 in 12 ms\n\n{\n  "detail": "';
    const check = failing(1, { name });
    check.exchange!.response!.body = { detail: `${'x'.repeat(4000 - head.length - 10)}${secret}` };
    const plain = summaryFor(reportOf([check]));
    // Pure: without a store nothing is masked but credentials by name and shape, and both cuts
    // fall inside the secret, after its first 10 characters.
    expect(plain).toContain(`${'n'.repeat(150)}straddling…`);
    expect(plain).toContain('xstraddling\n… (cut at 4000 characters)');
    const secrets = new Redactor();
    secrets.add(secret);
    const md = summaryFor(reportOf([check]), { redact: secrets.redact });
    // With the store's redact, the secret is masked before either cut: no prefix is left.
    expect(md).not.toContain('straddling');
    // The mask is in the headline, an HTML block, where `*` needs no escape.
    expect(md).toContain(`${'n'.repeat(150)}***`);
    expect(md).toMatch(/x\*\*\*&quot;/);
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

  it('names the first failed validation in the headline when the status matched', () => {
    const md = summaryFor(reportOf([wrongBody(1), failing(2)]));
    expect(md).not.toContain('expected 200, got 200');
    expect(md).toContain(
      '<summary>❌ <code>2.2.1/locations/check-1</code> GET /locations check 1 — status 200 as expected; failed: <b>Location name</b> (shall): name is missing (1)</summary>',
    );
    // A status that did not match still says so.
    expect(md).toContain(
      '<summary>❌ <code>2.2.1/locations/check-2</code> GET /locations check 2 — expected 200, got 500</summary>',
    );
    const alternatives = summaryFor(
      reportOf([wrongBody(3, { expectedStatus: [200, 201], actualStatus: 201 })]),
    );
    expect(alternatives).toContain('— status 201 as expected; failed: <b>Location name</b>');
    // Service text in the headline stays escaped.
    const hostile = summaryFor(
      reportOf([
        wrongBody(4, {
          validations: [
            {
              passed: false,
              name: '</b><script>x</script>',
              message: '[a](javascript:x) @octocat',
            },
          ],
        }),
      ]),
    );
    // The headline is an HTML block: its text is HTML-escaped, and Markdown is not read there.
    expect(hostile).toContain('<summary>❌ <code>2.2.1/locations/check-4</code>');
    expect(hostile).toContain(
      'failed: <b>&lt;/b&gt;&lt;script&gt;x&lt;/script&gt;</b>: [a](javascript:x)',
    );
    expect(hostile).not.toContain('<script>');
    const html = renderGfm(hostile);
    expect(html).not.toMatch(ACTIVE_MARKUP);
    expect(pingsOutsideCode(html)).toEqual([]);
  });

  it('says the validation its headline names once, and the other failed ones below it', () => {
    const md = summaryFor(reportOf([wrongBody(7)]));
    const block = md.slice(md.indexOf('<details><summary>❌'), md.indexOf('</details>'));
    // The fact: the headline holds the first failed validation's message, and only it does.
    expect(count(block, 'name is missing (7)')).toBe(1);
    expect(block.split('</summary>')[0]).toContain('name is missing (7)');
    expect(count(block, 'id is too long')).toBe(1);
    expect(block.split('</summary>')[1]).toContain('id is too long');
  });

  it('says why a check failed when its status matched without a failed validation', () => {
    const noReason = wrongBody(1, { validations: [{ passed: true, name: 'status code' }] });
    const transport = wrongBody(2, {
      validations: [],
      exchange: { error: 'socket hang up after the headers' },
    });
    const md = summaryFor(reportOf([noReason, transport]));
    expect(md).not.toContain('expected 200, got 200');
    expect(md).toContain('check 1 — status 200 as expected, but the check did not pass');
    expect(md).toContain('check 2 — status 200 as expected; failed: transport error: socket');
  });

  it('names the failed validation at the one-line detail level too', () => {
    const checks = Array.from({ length: 300 }, (_, i) => (i % 2 ? failing(i) : wrongBody(i)));
    const md = summaryFor(reportOf(checks), {}, 60_000);
    // One line per check: no collapsible blocks, nothing left out.
    expect(md).not.toContain('<details><summary>❌');
    expect(md).not.toMatch(/left out/);
    expect(md).toContain(
      '\n- <code>2.2.1/locations/check-0</code> GET /locations check 0 — status 200 as expected; failed: <b>Location name</b> (shall): name is missing (0)\n',
    );
    expect(md).toContain(
      '\n- <code>2.2.1/locations/check-1</code> GET /locations check 1 — expected 200, got 500\n',
    );
    expect(md).not.toContain('expected 200, got 200');
  });

  it('shows each spec quote once per check', () => {
    const clause: Reference = {
      documentTitle: 'OCPI 2.2.1 Part III',
      section: '8.1.1',
      strength: 'SHALL',
      quote: 'The CPO SHALL answer with HTTP 200.',
    };
    const other: Reference = {
      documentTitle: 'OCPI 2.2.1 Part II',
      section: '3.1',
      quote: 'Other.',
    };
    const check = failing(1, {
      validations: [
        { passed: false, name: 'a', message: 'first', references: [clause] },
        { passed: false, name: 'b', message: 'second', references: [{ ...clause }, other] },
      ],
      // The check repeats what its validations cite, once with whitespace and strength differing.
      references: [
        { ...clause },
        { ...clause, strength: undefined, quote: ' The CPO  SHALL answer with HTTP 200. ' },
        { ...other },
        { path: 'ocpi/2.2.1/mod_locations.asciidoc#L10' },
        { path: 'ocpi/2.2.1/mod_locations.asciidoc#L10' },
      ],
    });
    const md = summaryFor(reportOf([check, failing(2)]));
    const failures = md.slice(md.indexOf('### Failed checks'));
    const block = failures.slice(failures.indexOf('check-1'), failures.indexOf('check-2'));
    // The clauses broken are quoted once, in the table; a check names each by its row, once.
    expect(count(md, 'SHALL answer with HTTP 200.')).toBe(1);
    expect(count(md, 'Other.')).toBe(1);
    const table = section(md, '### Spec clauses broken (2)');
    expect(table).toContain('SHALL answer with HTTP 200.');
    expect(count(block, 'of *Spec clauses broken* above')).toBe(2);
    // A citation that is not a clause broken (the check's own path) is shown as it is, once.
    expect(count(block, 'mod_locations.asciidoc')).toBe(1);
    // Another check citing the same clause names it too.
    const second = failures.slice(failures.indexOf('check-2'));
    expect(second).toContain('clause 1 of *Spec clauses broken* above');
  });

  it('lists each clause broken once, with its checks and modules, capped with a count of the rest', () => {
    const clauseOf = (i: number): Reference => ({
      documentTitle: 'OCPI 2.2.1 Part II',
      section: `4.1.${i}`,
      strength: 'SHALL',
      quote: `Clause ${i} holds.`,
    });
    // 20 clauses; clause 0 broken by three checks of two modules.
    const checks = Array.from({ length: 20 }, (_, i) =>
      failing(i, {
        validations: [{ passed: false, name: 'v', message: 'm', references: [clauseOf(i)] }],
      }),
    );
    checks.push(
      failing(20, { validations: [{ passed: false, message: 'm', references: [clauseOf(0)] }] }),
    );
    const report = reportOf(checks);
    report.suites!.push({
      suiteId: 'sessions-sender',
      module: 'sessions',
      checks: [
        failing(21, { validations: [{ passed: false, message: 'm', references: [clauseOf(0)] }] }),
      ],
    });
    const md = summaryFor(report);
    const table = section(md, '### Spec clauses broken (20)');
    const rows = table.split('\n').filter((line) => /^\| \d+ \|/.test(line));
    expect(rows).toHaveLength(15);
    expect(rows[0]).toContain('Clause 0 holds.');
    expect(rows[0]).toMatch(/\| SHALL \| 3 \| <code>locations<\/code>, <code>sessions<\/code> \|$/);
    expect(table).toContain('… and 5 more clauses, quoted under the checks that broke them.');
    // A clause beyond the table is quoted under its check, as before.
    expect(md.slice(md.indexOf('### Failed checks'))).toContain('Clause 19 holds.');
  });

  it('renders no table with an empty header row', () => {
    const md = summaryFor(reportOf([failing(1)]));
    const lines = md.split('\n');
    const headers = lines.filter(
      (line, i) => line.startsWith('|') && !lines[i - 1]?.startsWith('|'),
    );
    expect(headers.length).toBeGreaterThan(0);
    for (const header of headers) {
      const cells = header.slice(1, -1).split('|');
      expect(
        cells.every((cell) => cell.trim() !== ''),
        header,
      ).toBe(true);
    }
    const provenance = section(md, '### Provenance');
    expect(provenance).toContain('**Seed**: <code>seed-1</code>');
    expect(provenance).toContain('**Connection**: <code>con_1</code>');
    expect(provenance).toContain('**Roster hash**: <code>abc123</code>');
  });

  it('labels the module of a journey report as its journey profile', () => {
    const journeyOutcome = { stages: [], events: [], otherEvents: 0, recoveries: [] };
    const cases: [RunReport, Partial<SummaryContext>][] = [
      [reportOf([], { runKind: 'journey', module: 'smart-charging' }), {}],
      [reportOf([], { module: 'smart-charging' }), { journey: journeyOutcome }],
    ];
    for (const [report, extra] of cases) {
      const provenance = section(summaryFor(report, extra), '### Provenance');
      expect(provenance).toContain('**Journey profile**: <code>smart-charging</code>');
      expect(provenance).not.toMatch(/Module/);
    }
    const conformance = section(
      summaryFor(reportOf([], { runKind: 'conformance', module: 'locations' })),
      '### Provenance',
    );
    expect(conformance).toContain('**Module**: <code>locations</code>');
    expect(conformance).not.toMatch(/Journey/);
  });
});

describe('annotations', () => {
  it('gives at most 10 errors and one notice for the rest', () => {
    const g = grade(reportOf(Array.from({ length: 25 }, (_, i) => failing(i))), policy);
    const annotations = annotationsFor(g, g.verdict);
    expect(annotations.filter((a) => a.level === 'error')).toHaveLength(MAX_ERROR_ANNOTATIONS);
    const notices = annotations.filter((a) => a.level === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/15 more failed checks/);
  });

  it('adds nothing to the failure message for a gate that failed on a condition', () => {
    // setFailed(reason) is the one annotation that says why: no second one with the same text.
    const g = grade(reportOf([{ testId: 'a', passed: true, unobservable: true }]), policy);
    expect(g.verdict).toBe('fail');
    expect(g.reason).toMatch(/no check was graded/);
    expect(annotationsFor(g, g.verdict)).toEqual([]);
  });

  it('adds nothing to the failure message when there is no verdict', () => {
    expect(annotationsFor(undefined, 'error')).toEqual([]);
    const g = grade(reportOf([failing(1)], { status: 'failed' }), policy);
    expect(g.verdict).toBe('error');
    expect(annotationsFor(g, g.verdict)).toEqual([]);
  });

  it('applies a transform before cutting, and is pure without one', () => {
    const secret = 'annotation-secret-0123456789';
    // The message is cut at 1,000 characters: the secret starts 10 characters before.
    const head = 'GET /locations check 1 — ';
    const message = `${'m'.repeat(1_000 - head.length - 10)}${secret} and more`;
    const check = failing(1);
    check.validations![0]!.message = message;
    const g = grade(reportOf([check]), policy);
    const plain = annotationsFor(g, g.verdict)[0]!.message;
    expect(plain).toContain(`m${secret.slice(0, 10)}…`);
    const secrets = new Redactor();
    secrets.add(secret);
    const masked = annotationsFor(g, g.verdict, { redact: secrets.redact })[0]!.message;
    expect(masked).not.toContain(secret.slice(0, 10));
    expect(masked).toContain('m*** and');
  });

  it('annotates failed checks under a passing gate too', () => {
    const g = grade(
      reportOf([
        failing(1),
        ...Array.from({ length: 9 }, (_, i) => ({ testId: `ok-${i}`, passed: true })),
      ]),
      { ...policy, threshold: 50 },
    );
    expect(g.verdict).toBe('pass');
    const annotations = annotationsFor(g, g.verdict);
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatchObject({
      level: 'error',
      title: 'OCPI conformance: 2.2.1/locations/check-1',
    });
    expect(annotations[0]!.message).toContain(
      'expected 200, got 500 (1) — OCPI 2.2.1 Part III, section 8.1.1',
    );
  });
});

describe('annotations of a whole action run', () => {
  const KEY = 'pets_summary_test_key_0001';
  let emulator: Emulator;
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'summary-'));
    emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [KEY] }],
    });
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  });

  it.each([
    ['no verdict', 'failed-run' as const, {}, 'error'],
    ['a gate failed on a condition', 'warnings' as const, { 'fail-on': 'warnings' }, 'fail'],
  ])('shows the reason once for %s', async (_name, scenario, inputs, verdict) => {
    emulator.setScenario(scenario);
    const core = recordingCore({ 'api-key': KEY, 'base-url': emulator.baseUrl, ...inputs });
    await runAction(core, {
      env: { RUNNER_TEMP: work, GITHUB_REPOSITORY: 'o/r' },
    });
    expect(core.outputs.verdict).toBe(verdict);
    expect(Number(core.outputs.failed)).toBe(0);
    // The runner shows setFailed's message as an error annotation: it must be the only one.
    expect(core.failed).toBe(core.outputs.reason);
    expect(core.annotations.filter((a) => a.level === 'error')).toEqual([]);
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

describe('the report artifact and the trend in the summary', () => {
  const trend = {
    points: [
      { reportId: 'r1', passRate: 80, current: false },
      { reportId: 'r2', passRate: 90, current: false },
      { reportId: 'rep_1', passRate: 100, current: true },
    ],
    direction: 'up' as const,
    requests: 1,
  };

  it('links the artifact instead of the runner path, and prints the trend under the counts', () => {
    const summary = summaryFor(reportOf([failing(1)]), {
      resultFile: '/tmp/runner/ocpi-conformance-report.json',
      artifact: {
        name: 'ocpi-conformance-gate',
        url: 'https://github.com/acme/cpo/actions/runs/9/artifacts/42',
        files: ['ocpi-conformance-report.json', 'ocpi-conformance-report.html'],
      },
      trend,
    });
    expect(summary).toContain(
      'Full report: the workflow artifact [<code>ocpi-conformance-gate</code>](https://github.com/acme/cpo/actions/runs/9/artifacts/42): download it, unzip it and open <code>ocpi-conformance-report.html</code> in a browser.',
    );
    expect(summary).not.toContain('/tmp/runner');
    expect(summary).toContain(
      'Pass rate, last 3 comparable runs: 80% → 90% → 100% (this run): going up.',
    );
  });

  it('keeps the runner path without an artifact, and never links an address that is not plain http(s)', () => {
    const plain = summaryFor(reportOf([failing(1)]), { resultFile: '/tmp/r.json' });
    expect(plain).toContain('**Full report (on the runner)**: <code>/tmp/r.json</code>');
    const hostile = summaryFor(reportOf([failing(1)]), {
      artifact: {
        name: '](javascript:alert(1)) <b>x</b>',
        url: 'javascript:alert(1)//https://x/',
        files: [],
      },
    });
    // The name is text (it may read javascript:...), never a link or markup.
    const html = renderGfm(hostile);
    expect(html).not.toMatch(ACTIVE_MARKUP);
    expect(html).not.toContain('<b>');
    expect(hostile).not.toContain('<b>');
    expect(hostile).toContain('Full report: the workflow artifact <code>');
  });
});

describe('the report artifact in the PR comment', () => {
  it('links the artifact and says how to open the HTML report', () => {
    const report = reportOf([failing(1)]);
    const g = grade(report, policy);
    const body = renderComment({
      key: { workflow: 'w', job: 'j', connectionId: 'con_1', module: undefined },
      verdict: g.verdict,
      reason: g.reason,
      grade: g,
      regressions: undefined,
      share: undefined,
      seed: 's',
      reportId: 'rep_1',
      runUrl: undefined,
      artifact: {
        name: 'ocpi-conformance-gate',
        url: 'https://github.com/acme/cpo/actions/runs/9/artifacts/42',
        files: ['ocpi-conformance-report.json', 'ocpi-conformance-report.html'],
      },
    });
    expect(body).toContain(
      'Full report: the workflow artifact [<code>ocpi-conformance-gate</code>](https://github.com/acme/cpo/actions/runs/9/artifacts/42): download it, unzip it and open <code>ocpi-conformance-report.html</code> in a browser.',
    );
  });
});

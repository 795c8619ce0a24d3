/**
 * Copy-as-curl in the job summary (issue 36, point 1): under each failed check whose exchange is
 * shown, the command curlCommand gives for it (the same string, once the page's HTML is read as
 * text), or the reasons and the request as recorded; never a secret; within the 1 MiB budget.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../src/action/main.js';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { startEmulator } from '../src/emulator/index.js';
import { curlCommand } from '../src/report/curl.js';
import { markdownText } from '../src/report/markdown.js';
import { recordedRequest } from '../src/report/recorded-request.js';
import { renderSummary, SUMMARY_BUDGET_BYTES, type SummaryContext } from '../src/report/summary.js';
import { curlBlock } from '../src/report/summary-curl.js';
import { recordingCore } from './helpers/fake-core.js';
import { PARTNER_BASE_URL, secretCheck, secretsIn } from './helpers/packet-secrets.js';

const policy = { threshold: 100, failOn: new Set(['nothing-graded'] as const), allowFailures: [] };
const BASE = 'https://cpo.example.invalid/ocpi/versions';

function failing(i: number, body: unknown = { id: `LOC-${i}`, name: "it's $(rm -rf /) `x`" }) {
  return {
    testId: `2.2.1/locations/put-${i}`,
    name: `PUT location ${i}`,
    passed: false,
    expectedStatus: [200],
    actualStatus: 500,
    exchange: {
      request: {
        method: 'PUT',
        url: `https://cpo.example.invalid/ocpi/2.2.1/locations/NL/EMS/LOC-${i}`,
        headers: {
          Authorization: 'Token c2VjcmV0LXBhcnRuZXItdG9rZW4=',
          'X-Request-ID': `req-${i}`,
          'Content-Type': 'application/json',
        },
        body,
      },
      response: { status: 500, headers: {}, body: { status_code: 3000 } },
    },
  } satisfies Check;
}

function summaryOf(checks: Check[], extra: Partial<SummaryContext> = {}, budget?: number) {
  const report: RunReport = {
    _id: 'rep_1',
    status: 'completed',
    suites: [{ suiteId: 'locations-receiver', module: 'locations', checks }],
  };
  const g = grade(report, policy);
  const context: SummaryContext = {
    report,
    grade: g,
    verdict: g.verdict,
    reason: g.reason,
    seed: 's',
    connectionId: 'con_1',
    runId: 'exe_1',
    reportId: 'rep_1',
    toolVersion: '0.1.0',
    partnerBaseUrl: BASE,
    ...extra,
  };
  return renderSummary(context, budget);
}

/** What a reader sees (and copies) of the <pre> blocks after `marker`: HTML read as text. */
function preTextsAfter(md: string, marker: string): string[] {
  return md
    .split(marker)
    .slice(1)
    .map((part) => {
      const pre = /<pre>([\s\S]*?)<\/pre>/.exec(part)?.[1] ?? '';
      return pre
        .replace(/<span>\$<\/span>/g, '$')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    });
}

describe('the job summary shows each failed check as curl', () => {
  it('shows, under each failed check, the command curlCommand gives for it', () => {
    const checks = [failing(1), failing(2)];
    const md = summaryOf(checks);
    const shown = preTextsAfter(md, '<details><summary>Reproduce with curl</summary>');
    const expected = checks.map((c) => {
      const curl = curlCommand(recordedRequest(c, BASE));
      return curl.kind === 'command' ? curl.command : '';
    });
    expect(expected.every((c) => c.startsWith('#') && c.includes('curl '))).toBe(true);
    expect(shown).toEqual(expected);
  });

  it('says where a body sent from a file is: the HAR file, and a show command for the check', () => {
    const check = failing(3, { id: 'LOC-3', pad: 'p'.repeat(5000) });
    const md = summaryOf([check], {
      resultFile: 'out/report.json',
      requests: { file: 'out/report.har', label: 'HAR file' },
    });
    const curl = curlCommand(recordedRequest(check, BASE));
    expect(curl.kind === 'command' && curl.bodyFile?.name).toBeTruthy();
    expect(md).not.toContain('p'.repeat(5000));
    expect(md).toContain('in the HAR file <code>out/report.har</code>');
    expect(md).toContain(
      `<code>ocpi-conformance show out/report.json --check ${check.testId}</code>`,
    );
  });

  it('offers no command for a request the partner sent, and gives the reasons for a cut body', () => {
    const fromPartner: Check = {
      ...failing(4),
      exchange: {
        request: { method: 'GET', url: 'https://service.example.invalid/ocpi/2.2.1/tariffs' },
      },
    };
    const cut = failing(5);
    cut.exchange.request.body = '{"id":"LOC-5","na' as never;
    (cut.exchange.request as { bodyTruncated?: boolean }).bodyTruncated = true;
    const md = summaryOf([fromPartner, cut]);
    expect(md).not.toContain('Reproduce with curl</summary>');
    expect(md).toContain('Request the partner sent (not for replay)');
    const refusal = curlCommand(recordedRequest(cut, BASE));
    expect(refusal.kind).toBe('not-replayable');
    for (const reason of refusal.kind === 'not-replayable' ? refusal.reasons : ['?'])
      expect(md).toContain(markdownText().inline(reason, 400));
  });

  it('offers a command when the direction is unknown (no partnerBaseUrl, as in a merged result)', () => {
    const md = summaryOf([failing(6)], { partnerBaseUrl: undefined });
    expect(preTextsAfter(md, 'Reproduce with curl</summary>')).toHaveLength(1);
  });

  it('holds no secret, in any form, for every kind of packet (no secret store)', () => {
    const base = secretCheck();
    const request = base.exchange?.request ?? {};
    const large = {
      ...base,
      exchange: { ...base.exchange, request: { ...request, body: { pad: 'x'.repeat(4000) } } },
    };
    const cut = {
      ...base,
      exchange: { ...base.exchange, request: { ...request, body: 'abc', bodyTruncated: true } },
    };
    const md = markdownText();
    const blocks = [base, large, cut].map((c) =>
      curlBlock(c, md, { partnerBaseUrl: PARTNER_BASE_URL }),
    );
    expect(blocks.every((b) => b.length > 0)).toBe(true);
    expect(blocks.map((b) => secretsIn(b))).toEqual([[], [], []]);
  });

  it('tells, under the checks that passed with warnings, where their curl commands are', () => {
    const warned = (i: number): Check => ({
      ...failing(i),
      testId: `2.2.1/locations/warned-${i}`,
      passed: true,
      actualStatus: 200,
      warnings: [{ name: 'Slow', passed: false, message: 'answered in 1.2 s' }],
    });
    const md = summaryOf([warned(1), warned(2)], { resultFile: '/tmp/run 1/report.json' });
    const section = md.slice(md.indexOf('### Passed with warnings (2)'));
    // The first warned check's own show command, its words quoted as a shell reads them.
    expect(section).toMatch(
      /ocpi-conformance show (['"])\/tmp\/run 1\/report\.json\1 --check 2\.2\.1\/locations\/warned-1</,
    );
    expect(section).toContain('HTML report');
    // None without a warned check that kept its request.
    const bare = summaryOf([{ ...warned(3), exchange: undefined }]);
    expect(bare).not.toContain('ocpi-conformance show');
  });

  it('stays within the 1 MiB budget with 3,000 failed checks that each have a curl block', () => {
    const checks = Array.from({ length: 3000 }, (_, i) =>
      failing(i, { id: `L${i}`, n: 'y'.repeat(900) }),
    );
    const md = summaryOf(checks);
    expect(Buffer.byteLength(md, 'utf8')).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(md).toContain('### Failed checks (3000)');
    // A small budget keeps the curl blocks of those that fit, counted against it.
    const small = summaryOf(checks.slice(0, 40), {}, 60_000);
    expect(Buffer.byteLength(small, 'utf8')).toBeLessThanOrEqual(60_000);
    const few = summaryOf(checks.slice(0, 10), {}, 60_000);
    expect(few.split('Reproduce with curl</summary>').length - 1).toBe(10);
  });
});

describe("the action's job summary", () => {
  it("shows the commands of the connection's partner base URL, as show would", async () => {
    const KEY = 'pets_summary_curl_key_0001';
    const work = mkdtempSync(path.join(tmpdir(), 'summary-curl-'));
    const emulator = await startEmulator({
      speed: 100,
      owners: [{ id: 'o', plan: 'team', keys: [KEY] }],
    });
    try {
      emulator.setScenario({ failRate: 0.3 });
      const core = recordingCore({
        'api-key': KEY,
        'base-url': emulator.baseUrl,
        module: 'sessions',
      });
      await runAction(core, { env: { RUNNER_TEMP: work, GITHUB_REPOSITORY: 'o/r' } });
      expect(core.outputs.verdict).toBe('fail');
      const file = JSON.parse(readFileSync(core.outputs['report-file']!, 'utf8'));
      expect(file.partnerBaseUrl).toMatch(/^https?:/);
      const checks: Check[] = file.report.suites.flatMap((s: { checks: Check[] }) => s.checks);
      const expected = checks
        .filter((c) => c.passed === false && c.exchange?.request)
        .map((c) => curlCommand(recordedRequest(c, file.partnerBaseUrl)))
        .flatMap((c) => (c.kind === 'command' ? [c.command] : []));
      expect(expected.length).toBeGreaterThan(0);
      const shown = preTextsAfter(core.summaryText, 'Reproduce with curl</summary>');
      expect(shown).toEqual(expected);
    } finally {
      await emulator.close();
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the endpoint a summary's command goes to", () => {
  it("is told by the check's suite and the report's version where the check id says neither", () => {
    const check: Check = {
      testId: 'loc-list',
      passed: false,
      expectedStatus: [200],
      exchange: {
        request: {
          method: 'GET',
          url: 'https://cpo.example.invalid/ocpi/2.2.1/locations?limit=10',
        },
      },
    };
    const md = markdownText((text) => text);
    // The block as a reader sees it: tags dropped, entities read.
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    const bare = text(curlBlock(check, md, { partnerBaseUrl: BASE }));
    expect(bare).toContain('"$PARTNER_BASE_URL/2.2.1/locations?limit=10"');
    expect(bare).toContain('the report does not say which OCPI version');
    const told = text(
      curlBlock(
        check,
        md,
        { partnerBaseUrl: BASE, ocpiVersion: '2.2.1' },
        { module: 'locations', suiteId: 'loc/sender' },
      ),
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell word, not a template
    expect(told).toContain('"${OCPI_LOCATIONS_SENDER_URL}?limit=10"');
    expect(told).toContain('select(.version == "2.2.1")');
  });
});

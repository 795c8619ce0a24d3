/**
 * Copy-as-curl in the HTML report's data (issue 36, point 1): each failed and warned check whose
 * exchange the page keeps carries the command curlCommand gives for it (the page shows it and
 * copies it: test/html-report-browser.test.ts), or why there is none and the request as
 * recorded; never a secret; counted in the page's exchange budget.
 */
import { describe, expect, it } from 'vitest';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { curlCommand } from '../src/report/curl.js';
import { buildHtmlData, type HtmlDetail } from '../src/report/html-data.js';
import { recordedRequest } from '../src/report/recorded-request.js';
import { inputFor, policy, realisticInput } from './helpers/html-fixtures.js';
import { PARTNER_BASE_URL, secretCheck, secretsIn } from './helpers/packet-secrets.js';

const keep = (text: string) => text;

function details(report: RunReport, partnerBaseUrl?: string, budget?: number) {
  const data = buildHtmlData(report, grade(report, policy), keep, budget, partnerBaseUrl);
  const all = (report.suites ?? []).flatMap((suite) => suite.checks);
  const flat = data.chunks.flat();
  return { data, all, detailOf: (check: Check) => flat[all.indexOf(check)] as HtmlDetail };
}

describe('the HTML report data carries each failed and warned check as curl', () => {
  it('gives every failed and warned check with a kept exchange the command curlCommand gives', () => {
    const input = realisticInput();
    const { all, detailOf } = details(input.report, input.partnerBaseUrl);
    const graded = [...input.grade.checks.failed, ...input.grade.checks.warned];
    const withRequest = graded.filter((g) => g.check.exchange?.request);
    expect(withRequest.length).toBeGreaterThan(3);
    let commands = 0;
    for (const { check } of withRequest) {
      const curl = curlCommand(recordedRequest(check, input.partnerBaseUrl));
      const cu = detailOf(check).cu;
      if (curl.kind === 'command') {
        commands++;
        expect(cu).toEqual({ c: curl.command });
      } else expect(cu).toMatchObject({ k: curl.kind === 'from-partner' ? 'p' : 'r' });
    }
    expect(commands).toBeGreaterThan(0);
    // Passed checks are offered nothing.
    // The grade lists every check that did not pass cleanly; the others passed.
    const listed = new Set(
      Object.values(input.grade.checks).flatMap((list) => list.map((g) => g.check)),
    );
    const passed = all.filter((c) => c.exchange && !listed.has(c));
    expect(passed.length).toBeGreaterThan(0);
    for (const check of passed) expect(detailOf(check).cu).toBeUndefined();
  });

  it('shows a request the partner sent as sent, and the reasons for a cut body', () => {
    const fromPartner: Check = {
      ...secretCheck({ testId: '2.2.1/credentials/from-partner' }),
      exchange: { request: { method: 'GET', url: 'https://service.example.invalid/ocpi/x' } },
    };
    const base = secretCheck({ testId: '2.2.1/credentials/cut' });
    const cut: Check = {
      ...base,
      exchange: { ...base.exchange, request: { ...base.exchange!.request, bodyTruncated: true } },
    };
    const report = inputFor({
      _id: 'rep_c',
      status: 'completed',
      suites: [{ suiteId: 's', module: 'credentials', checks: [fromPartner, cut] }],
    }).report;
    const { detailOf } = details(report, PARTNER_BASE_URL);
    expect(detailOf(fromPartner).cu).toMatchObject({
      k: 'p',
      q: 'GET https://service.example.invalid/ocpi/x',
    });
    const refusal = curlCommand(recordedRequest(cut, PARTNER_BASE_URL));
    expect(refusal.kind).toBe('not-replayable');
    expect(detailOf(cut).cu).toMatchObject({
      k: 'r',
      r: refusal.kind === 'not-replayable' ? refusal.reasons : [],
    });
  });

  it('holds no secret in any form, in the data or the page, with no secret registered', () => {
    const base = secretCheck();
    const request = base.exchange!.request!;
    const checks: Check[] = [
      base,
      {
        ...base,
        testId: '2.2.1/credentials/large',
        exchange: { ...base.exchange, request: { ...request, body: { pad: 'x'.repeat(4000) } } },
      },
    ];
    const report: RunReport = {
      _id: 'rep_s',
      status: 'completed',
      suites: [{ suiteId: 's', module: 'credentials', checks }],
    };
    const { detailOf } = details(report, PARTNER_BASE_URL);
    const curls = checks.map((c) => detailOf(c).cu);
    expect(curls.every((cu) => cu && 'c' in cu)).toBe(true);
    expect(secretsIn(JSON.stringify(curls))).toEqual([]);
    expect(curls[1]).toMatchObject({ f: expect.stringMatching(/\.body\.json$/) });
  });

  it('counts the commands in the page budget', () => {
    const input = realisticInput();
    const { data, all, detailOf } = details(input.report, input.partnerBaseUrl);
    let counted = 0;
    for (const check of all) {
      const d = detailOf(check);
      if (typeof d.x === 'object') counted += JSON.stringify(d.x).length;
      if (d.cu) counted += JSON.stringify(d.cu).length;
    }
    expect(data.exchanges.characters).toBe(counted);
  });
});

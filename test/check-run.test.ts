/**
 * The check run's renderers (src/report/check-run*.ts): each output field within GitHub's 65,535
 * UTF-8 bytes with multi-byte text, detail dropped before checks are cut, a cut that says so and
 * links the HTML report; an annotation for every failed and warned check with its id, the clause
 * quote and the redacted exchange within 64 KB; secrets masked before anything is cut.
 */
import { describe, expect, it } from 'vitest';
import type { Check } from '../src/client/index.js';
import type { GradedCheck } from '../src/core/model.js';
import { cutToBytes, utf8Bytes } from '../src/report/bytes.js';
import {
  CHECK_RUN_FIELD_BYTES,
  type CheckRunContext,
  renderCheckRunOutput,
} from '../src/report/check-run.js';
import {
  ANNOTATION_FIELD_BYTES,
  checkRunAnnotations,
} from '../src/report/check-run-annotations.js';

const QUOTE = 'The CPO SHALL return the Location object with its EVSEs.';
const ARTIFACT = {
  name: 'ocpi-conformance-conformance',
  url: 'https://github.com/acme/charging/actions/runs/7/artifacts/99',
  files: ['ocpi-conformance-report.json', 'ocpi-conformance-report.html'],
};

function graded(i: number, extra: Partial<Check> = {}, outcome: 'failed' | 'warned' = 'failed') {
  const check = {
    testId: `locations.get-${i}`,
    name: `GET Location ${i} — Standort “${'€'.repeat(20)}” 🚗`,
    expectedStatus: [200],
    actualStatus: 500,
    validations: [
      {
        passed: false,
        name: 'status',
        message: `Antwort ungültig ${'ü'.repeat(100)}`,
        references: [
          { documentTitle: 'OCPI 2.2.1 Part II', section: '8.3', strength: 'shall', quote: QUOTE },
        ],
      },
    ],
    warnings:
      outcome === 'warned' ? [{ name: 'slow', message: `langsam ${'ä'.repeat(40)}` }] : undefined,
    exchange: {
      request: { method: 'GET', url: `https://partner.invalid/ocpi/locations/${i}`, headers: {} },
      response: { status: 500, headers: {}, body: `{"Fehler":"${'😀'.repeat(400)}"}` },
    },
    ...extra,
  } as Check;
  return { suiteId: 's', module: 'locations', check, outcome } as GradedCheck;
}

function context(failed: number, warned = 0, extra: Partial<CheckRunContext> = {}) {
  return {
    verdict: 'fail',
    reason: `Failed: ${failed} checks failed.`,
    counts: {
      total: 500,
      passed: 500 - failed - warned,
      warned,
      failed,
      allowed: 0,
      unobservable: 0,
      unreached: 0,
      graded: 500,
    },
    passRate: 80,
    threshold: 95,
    clauses: [],
    failed: Array.from({ length: failed }, (_, i) => ({ item: graded(i) })),
    warned: Array.from({ length: warned }, (_, i) => ({ item: graded(1000 + i, {}, 'warned') })),
    fullReport: { artifact: ARTIFACT },
    ...extra,
  } satisfies CheckRunContext;
}

const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('bytes', () => {
  it('cuts at whole characters, in UTF-8 bytes', () => {
    expect(cutToBytes('a😀b', 4)).toBe('a');
    expect(cutToBytes('a😀b', 5)).toBe('a😀');
    expect(cutToBytes('€€', 5)).toBe('€');
    expect(utf8Bytes('€😀')).toBe(7);
  });
});

describe('the check run output', () => {
  it('shows every check with its exchange and clause quote when they fit', () => {
    const output = renderCheckRunOutput(context(3, 1));
    expect(output.title).toBe('❌ OCPI conformance: fail — Failed: 3 checks failed.');
    expect(output.summary).toContain('OCPI conformance: fail');
    expect(output.summary).toContain('| **80%** | 95% | 500 | 496 | 1 | 3 |');
    expect(output.summary).toContain(ARTIFACT.url);
    expect(output.text).toContain('## Failed checks (3)');
    expect(output.text).toContain('## Passed with warnings (1)');
    expect(output.text).toContain('Exchange (redacted)');
    expect(output.text).toContain(QUOTE);
    expect(output.text).not.toContain('left out');
  });

  it('degrades detail before cutting, keeps each field within 65,535 bytes, and says where the rest is', () => {
    // Multi-byte text everywhere: measured in characters, these fields would pass for smaller.
    for (const failed of [40, 120, 400, 3000]) {
      const output = renderCheckRunOutput(context(failed, 50));
      for (const field of [output.title, output.summary, output.text]) {
        expect(utf8Bytes(field)).toBeLessThanOrEqual(CHECK_RUN_FIELD_BYTES);
        expect(hasLoneSurrogate(field)).toBe(false);
      }
      if (failed === 40) {
        // Exchanges dropped, quotes kept: every check still there.
        expect(output.text).toContain('exchanges are left out');
        expect(output.text).toContain(QUOTE);
        expect(output.text).toContain('locations.get-39');
      }
      if (failed === 3000) {
        expect(output.text).toContain('Each check is one line here');
        expect(output.text).toMatch(
          /… \d+ more failed checks and 50 more warned checks are left out here/,
        );
        expect(output.text).toContain(`(${ARTIFACT.url})`);
        // Close to the limit: the budget is used, not wasted.
        expect(utf8Bytes(output.text)).toBeGreaterThan(CHECK_RUN_FIELD_BYTES - 2000);
      }
    }
  });

  it('says the cut against a smaller limit too, linking the share URL when there is no artifact', () => {
    const output = renderCheckRunOutput(
      context(200, 0, { fullReport: { shareUrl: 'https://ocpi.invalid/shared/abc' } }),
      20_000,
    );
    expect(utf8Bytes(output.text)).toBeLessThanOrEqual(20_000);
    expect(output.text).toContain('https://ocpi.invalid/shared/abc');
    expect(output.text).toMatch(
      /more failed checks are left out here to keep within GitHub's limit of 20000 bytes/,
    );
  });

  it('keeps within the limit whatever the length of the link it names', () => {
    const artifact = { ...ARTIFACT, name: '€<>'.repeat(70) };
    for (const limit of [8000, 20_000, CHECK_RUN_FIELD_BYTES]) {
      const output = renderCheckRunOutput(context(500, 20, { fullReport: { artifact } }), limit);
      expect(utf8Bytes(output.text)).toBeLessThanOrEqual(limit);
      expect(output.text).toContain(`limit of ${limit} bytes: every check is in the HTML report`);
    }
  });

  it('cuts a summary over the limit and says so', () => {
    const output = renderCheckRunOutput(context(1, 0, { notes: ['€'.repeat(400)] }), 1500);
    expect(utf8Bytes(output.summary)).toBeLessThanOrEqual(1500);
    expect(output.summary).toContain("cut here to keep within GitHub's limit of 1500 bytes");
    expect(output.summary).toContain(ARTIFACT.url);
  });
});

describe('the check run annotations', () => {
  const place = () => ({ path: '.github/workflows/ocpi.yml', line: 12 });

  it('annotates every failed and warned check with its id, why, the clause quote and the exchange', () => {
    const c = context(120, 7);
    const annotations = checkRunAnnotations(c.failed, c.warned, {
      place,
      wholeIn: 'the HTML report',
    });
    expect(annotations).toHaveLength(127);
    expect(annotations.filter((a) => a.annotation_level === 'failure')).toHaveLength(120);
    expect(annotations.filter((a) => a.annotation_level === 'warning')).toHaveLength(7);
    const first = annotations[0]!;
    expect(first).toMatchObject({
      path: '.github/workflows/ocpi.yml',
      start_line: 12,
      end_line: 12,
    });
    expect(first.title).toBe('OCPI conformance: locations.get-0');
    expect(first.message).toContain('Check locations.get-0: GET Location 0');
    expect(first.message).toContain('Expected HTTP 200, got 500.');
    expect(first.message).toContain(`Clause: SHALL — OCPI 2.2.1 Part II, section 8.3: “${QUOTE}”`);
    expect(first.raw_details).toContain('GET https://partner.invalid/ocpi/locations/0');
    expect(first.raw_details).toContain('HTTP 500');
    expect(annotations[120]!.message).toContain('Warning: slow: langsam');
  });

  it('cuts raw details within 64 KB at whole characters, saying so', () => {
    const huge = graded(1, {
      exchange: { response: { status: 500, body: '😀€'.repeat(30_000) } },
    } as Partial<Check>);
    const [annotation] = checkRunAnnotations([{ item: huge }], [], {
      place,
      wholeIn: 'the HTML report',
    });
    expect(utf8Bytes(annotation!.raw_details!)).toBeLessThanOrEqual(ANNOTATION_FIELD_BYTES);
    expect(utf8Bytes(annotation!.raw_details!)).toBeGreaterThan(ANNOTATION_FIELD_BYTES - 200);
    expect(hasLoneSurrogate(annotation!.raw_details!)).toBe(false);
    expect(annotation!.raw_details).toMatch(
      /cut here to keep within GitHub's 64 KB .* the HTML report\)$/,
    );
  });

  it('marks a flaky check and names the leg of a merge', () => {
    const item = { ...graded(2), flaky: { flips: 3, runs: 10 } };
    const [annotation] = checkRunAnnotations([{ item, leg: 'conformance locations leg 1' }], [], {
      place,
      wholeIn: 'the HTML report',
    });
    expect(annotation!.title).toBe(
      'OCPI conformance (conformance locations leg 1): locations.get-2',
    );
    expect(annotation!.message).toContain('This check is flaky: 3 flips in the last 10 runs.');
    expect(annotation!.message).toContain('Leg: conformance locations leg 1');
    const output = renderCheckRunOutput({ ...context(0), failed: [{ item }] });
    expect(output.text).toContain('flaky: 3 flips in the last 10 runs');
  });

  it('masks a secret in every field, before cutting', () => {
    const secret = 'STOREa-token-A-7e2b9d4c18a6';
    const redact = (text: string) => text.split(secret).join('***');
    const item = graded(3, {
      name: `leaks ${secret}`,
      validations: [{ passed: false, message: `Token ${secret}` }],
      exchange: {
        request: {
          method: 'GET',
          url: `https://p.invalid/?t=${secret}`,
          headers: { 'X-T': secret },
        },
        response: { status: 500, body: `${'x'.repeat(ANNOTATION_FIELD_BYTES - 10)}${secret}` },
      },
    } as Partial<Check>);
    const findings = [{ item }];
    const annotations = checkRunAnnotations(findings, [], {
      place,
      wholeIn: 'the HTML report',
      redact,
    });
    const output = renderCheckRunOutput({ ...context(0), failed: findings, redact });
    const all = JSON.stringify({ annotations, output });
    expect(all).not.toContain(secret);
    expect(all).not.toContain(secret.slice(0, 10));
  });
});

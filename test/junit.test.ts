/** JUnit output validates against the Ant JUnit schema and says what each check did. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { content } from '../src/emulator/content.js';
import { resolveScenario } from '../src/emulator/scenarios.js';
import { renderJUnit } from '../src/report/junit.js';
import { secrets } from '../src/util/redaction.js';

const XSD = readFileSync(new URL('../../shared/schemas/junit.xsd', import.meta.url), 'utf8');

async function validate(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [XSD],
  });
  return result;
}

function emulatedReport(scenario: Parameters<typeof resolveScenario>[0]): RunReport {
  const generated = content.generateConformanceReport({
    seed: 'junit-seed',
    ocpiVersion: '2.2.1',
    connection: {
      _id: 'con_1',
      partnerBaseUrl: 'https://cpo.example/ocpi/versions',
      ourRole: 'EMSP',
      theirRole: 'CPO',
      ocpiVersion: '2.2.1',
      status: 'registered',
      kind: 'external',
    },
    scenario: resolveScenario(scenario),
    partnerTokens: [],
  });
  return { _id: 'rep_j', status: 'completed', seed: 'junit-seed', ...generated };
}

const policy = (allowFailures: string[] = []) => ({
  threshold: 100,
  failOn: new Set(['nothing-graded'] as const),
  allowFailures,
});

describe('JUnit XML', () => {
  it('validates against the schema for a report with every kind of outcome', async () => {
    const report = emulatedReport({
      failRate: 0.2,
      warnRate: 0.2,
      unobservableRate: 0.1,
      unreachedOnFailure: true,
    });
    const firstFailure = report
      .suites!.flatMap((s) => s.checks)
      .find((c) => c.passed === false && !c.unobservable && !c.unreached);
    const allow = [firstFailure!.testId];
    const g = grade(report, policy(allow));
    const xml = renderJUnit({
      report,
      grade: g,
      allowFailures: allow,
      timestamp: new Date(),
      hostname: 'runner-1',
    });
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const suites = xml.match(/<testsuite /g) ?? [];
    expect(suites).toHaveLength(report.suites!.length);
    const cases = xml.match(/<testcase /g) ?? [];
    expect(cases).toHaveLength(g.counts.total);
    expect(xml.match(/<failure /g) ?? []).toHaveLength(g.counts.failed);
    expect(xml.match(/<skipped /g) ?? []).toHaveLength(
      g.counts.unobservable + g.counts.unreached + g.counts.allowed,
    );
    expect(xml).toContain('allowed failure (allow-failures)');
  });

  it('escapes hostile text and drops characters XML forbids, staying valid', async () => {
    secrets.add('junit-secret-token-1');
    const hostile: Check = {
      testId: 'x/"quoted"&<tag>',
      name: 'bad ]]> <script>alert(1)</script> \u0000\u0007 junit-secret-token-1',
      passed: false,
      expectedStatus: [200],
      actualStatus: 500,
      validations: [
        {
          passed: false,
          message: 'msg with "quotes" & <b>bold</b>\nand a newline',
          references: [{ quote: 'q ]]> \uFFFF' }],
        },
      ],
    };
    const report: RunReport = {
      _id: 'r',
      status: 'completed',
      suites: [{ suiteId: 's<1>', checks: [hostile] }],
    };
    const xml = renderJUnit({
      report,
      grade: grade(report, policy()),
      allowFailures: [],
      timestamp: new Date(),
      hostname: 'h',
    });
    const result = await validate(xml);
    expect(result.valid).toBe(true);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('\u0000');
    expect(xml).not.toContain('junit-secret-token-1');
  });

  it('writes times as decimals and a zone-less timestamp', () => {
    const report = emulatedReport('all-pass');
    const xml = renderJUnit({
      report,
      grade: grade(report, policy()),
      allowFailures: [],
      timestamp: new Date('2026-11-22T10:11:12.345Z'),
      hostname: 'h',
    });
    expect(xml).toContain('timestamp="2026-11-22T10:11:12"');
    expect(xml).toMatch(/time="\d+\.\d{3}"/);
  });
});

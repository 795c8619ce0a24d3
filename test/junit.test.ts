/** JUnit output validates against the Ant JUnit schema and says what each check did. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeJUnitFile } from '../src/app/formats/junit.js';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import type { GateResult } from '../src/core/model.js';
import { content } from '../src/emulator/content.js';
import { resolveScenario } from '../src/emulator/scenarios.js';
import { renderJUnit } from '../src/report/junit.js';
import { Redactor } from '../src/util/redaction.js';
import { expectJUnitTotals, validateJUnit as validate } from './helpers/junit-schema.js';

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

/** JUnit of a report graded with `g` (default: graded under the default policy), at any time. */
function render(
  report: RunReport,
  g = grade(report, policy()),
  timestamp = new Date(),
  redact?: (text: string) => string,
): string {
  return renderJUnit({ report, grade: g, timestamp, hostname: 'h', redact });
}

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
    // A store of the caller's, handed in as a pure text transform.
    const secrets = new Redactor();
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
    const xml = render(report, undefined, undefined, secrets.redact);
    const result = await validate(xml);
    expect(result.valid).toBe(true);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('\u0000');
    expect(xml).not.toContain('junit-secret-token-1');
  });

  it('is pure: without a transform it renders the model as given, and one is applied before escaping', () => {
    const check: Check = {
      testId: 't/1',
      name: 'echoes pure-junit-secret-1 and p&ss<word>-22',
      passed: false,
      expectedStatus: [200],
      actualStatus: 500,
    };
    const report: RunReport = {
      _id: 'r',
      status: 'completed',
      suites: [{ suiteId: 's', checks: [check] }],
    };
    // No store anywhere: the renderer masks nothing it was not asked to.
    expect(render(report)).toContain('pure-junit-secret-1');
    const secrets = new Redactor();
    secrets.add('pure-junit-secret-1');
    // A secret with characters XML escapes is found only before escaping.
    secrets.add('p&ss<word>-22');
    const xml = render(report, undefined, undefined, secrets.redact);
    expect(xml).not.toContain('pure-junit-secret-1');
    expect(xml).not.toContain('p&amp;ss&lt;word&gt;-22');
    expect(xml).toContain('echoes *** and ***');
  });

  it('writes times as decimals and a zone-less timestamp', () => {
    const report = emulatedReport('all-pass');
    const xml = render(report, grade(report, policy()), new Date('2026-11-22T10:11:12.345Z'));
    expect(xml).toContain('timestamp="2026-11-22T10:11:12"');
    expect(xml).toMatch(/time="\d+\.\d{3}"/);
  });

  it('carries totals and a name on <testsuites>, the sums over its suites', async () => {
    const report = emulatedReport({ failRate: 0.2, warnRate: 0.2, unobservableRate: 0.1 });
    const g = grade(report, policy());
    const xml = render(report, g);
    expect((await validate(xml)).errors).toEqual([]);
    expectJUnitTotals(xml);
    const root = /<testsuites ([^>]*)>/.exec(xml)?.[1] ?? '';
    expect(root).toContain('name="OCPI conformance"');
    expect(root).toContain(`tests="${g.counts.total}"`);
    expect(root).toContain(`failures="${g.counts.failed}"`);
    expect(root).toContain('errors="0"');
    expect(root).toContain(`skipped="${g.counts.unobservable + g.counts.unreached}"`);
    const latency = report.suites!.flatMap((s) => s.checks).map((c) => c.exchange?.latencyMs ?? 0);
    const ms = latency.reduce((a, b) => a + b, 0);
    expect(ms).toBeGreaterThan(0);
    expect(root).toContain(`time="${(ms / 1000).toFixed(3)}"`);
  });

  it('shows warned checks as passes, in system-out and in a per-suite property', async () => {
    const report = emulatedReport({ warnRate: 0.3 });
    const g = grade(report, policy());
    expect(g.counts.warned).toBeGreaterThan(0);
    const xml = render(report, g);
    expect((await validate(xml)).errors).toEqual([]);
    // Passes: no failure, error or skipped element for a warned check.
    expect(xml).not.toMatch(/<(failure|error|skipped)[ />]/);
    const suites = xml.split('<testsuite ').slice(1);
    expect(suites).toHaveLength(report.suites!.length);
    let total = 0;
    report.suites!.forEach((suite, i) => {
      const warned = suite.checks.filter((c) => c.passed === true && c.warnings?.length);
      const property = /<property name="warned" value="(\d+)"\/>/.exec(suites[i]!);
      expect(property?.[1], suite.suiteId).toBe(String(warned.length));
      const ids = /<property name="warnedChecks" value="([^"]*)"\/>/.exec(suites[i]!)?.[1];
      if (warned.length > 0) {
        expect(ids?.split('&#10;')).toEqual(warned.map((c) => c.testId));
      } else {
        expect(ids).toBeUndefined();
      }
      for (const check of warned) {
        expect(suites[i]).toMatch(
          new RegExp(`<system-out>[^<]*${check.testId}: passed with warnings`),
        );
      }
      total += warned.length;
    });
    expect(total).toBe(g.counts.warned);
  });
  it('says the status matched in the failure text rather than "expected 200, got 200"', () => {
    const check = (testId: string, actualStatus: number): Check => ({
      testId,
      passed: false,
      expectedStatus: [200, 201],
      actualStatus,
      validations: [{ passed: false, name: 'Location name', message: 'name is missing' }],
    });
    const report: RunReport = {
      _id: 'r',
      status: 'completed',
      suites: [{ suiteId: 's', checks: [check('matched', 201), check('mismatched', 500)] }],
    };
    const xml = render(report);
    const failures = [...xml.matchAll(/<failure [^>]*>([^<]*)<\/failure>/g)].map((m) => m[1]);
    expect(failures).toEqual([
      'HTTP 201 as expected.\n- Location name: name is missing',
      'Expected HTTP 200 or 201, got 500.\n- Location name: name is missing',
    ]);
  });
});

describe('the JUnit schema helper', () => {
  const doc = (root: string, suite = '') =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${root}>\n  <testsuite name="s" package="p" id="0" timestamp="2026-01-01T00:00:00" hostname="h" tests="1" failures="1" errors="0" skipped="0" time="0.250"${suite}>\n    <properties/>\n    <testcase name="c" classname="s" time="0.250"><failure type="t"/></testcase>\n    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n`;
  const totals = ' name="n" tests="1" failures="1" errors="0" skipped="0" time="0.25"';

  it('ignores the attributes of the root <testsuites> only', async () => {
    expect((await validate(doc(totals))).valid).toBe(true);
    expect((await validate(doc(totals, ' warned="1"'))).valid).toBe(false);
  });

  it('rejects totals that are missing or differ from the sums', () => {
    expect(() => expectJUnitTotals(doc(totals))).not.toThrow();
    expect(() => expectJUnitTotals(doc(''))).toThrow();
    expect(() => expectJUnitTotals(doc(totals.replace('failures="1"', 'failures="0"')))).toThrow();
    expect(() => expectJUnitTotals(doc(totals.replace('time="0.25"', 'time="0.3"')))).toThrow();
    expect(() => expectJUnitTotals(doc(totals.replace('tests="1"', 'tests="1.0"')))).toThrow();
  });
});

describe('the JUnit file (app/formats/junit.ts)', () => {
  it('is the masked document, written part by part, and still validates', async () => {
    const secret = 'pets_junit_file_secret_0000001';
    const report = emulatedReport({ failRate: 0.3, warnRate: 0.2 });
    // The secret in every failed check's name, as service text could carry a token.
    for (const check of report.suites!.flatMap((s) => s.checks)) {
      if (check.passed === false) check.name = `echoed ${secret} back`;
    }
    const g = grade(report, policy());
    const redactor = new Redactor();
    redactor.add(secret);
    const dir = mkdtempSync(path.join(tmpdir(), 'junit-file-'));
    try {
      const file = path.join(dir, 'nested', 'junit.xml');
      const lines: string[] = [];
      const written = await writeJUnitFile(
        file,
        { verdict: g.verdict, reason: g.reason, report, grade: g } as GateResult,
        { info: (line: string) => lines.push(line) } as never,
        redactor,
      );
      expect(written).toBe(file);
      const xml = readFileSync(file, 'utf8');
      expect(xml).not.toContain(secret);
      expect(xml).toContain('echoed *** back');
      // The same text as the whole document masked at once, but for its timestamp.
      const whole = redactor.redact(
        renderJUnit({
          report,
          grade: g,
          timestamp: new Date(),
          hostname: hostname(),
          redact: (t) => redactor.redact(t),
        }),
      );
      const stamp = /timestamp="[^"]*"/g;
      expect(xml.replace(stamp, '')).toBe(whole.replace(stamp, ''));
      expect((await validate(xml)).valid).toBe(true);
      expect(lines).toEqual([`JUnit report written to ${file}.`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('test files', () => {
  it('read nothing outside the repository', () => {
    const testDir = fileURLToPath(new URL('.', import.meta.url));
    const repo = path.dirname(testDir);
    const outside: string[] = [];
    for (const entry of readdirSync(testDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(
        /new URL\(\s*(['"`])(\.{1,2}\/[^'"`]*)\1\s*,\s*import\.meta\.url/g,
      )) {
        const target = path.resolve(path.dirname(file), m[2]!);
        if (path.relative(repo, target).startsWith('..')) outside.push(`${file}: ${m[2]}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

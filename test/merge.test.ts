/**
 * Merging legs (core/merge.ts) and what it renders (report/merge.ts), directly: result files are
 * written by the real writer (app/formats/report-file.ts's writeReportFile) from graded reports.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActionMergeSettings, readActionSettings } from '../src/action/settings.js';
import { MergedJUnitFile } from '../src/app/formats/junit.js';
import { writeMergedResultFile, writeReportFile } from '../src/app/formats/report-file.js';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { combine, MAX_FAILED_KEPT, mergeResultFiles } from '../src/core/merge.js';
import type { GateResult, GradingPolicy, MergedLeg, Verdict } from '../src/core/model.js';
import { COMMENT_LIMIT } from '../src/report/comment.js';
import {
  mergeCommentMarker,
  renderMergeComment,
  renderMergeHtml,
  renderMergeSummary,
} from '../src/report/merge.js';
import { SUMMARY_BUDGET_BYTES } from '../src/report/summary.js';
import { Redactor } from '../src/util/redaction.js';
import { validateJUnit } from './helpers/junit-schema.js';

const SECRET = 'pets_merge_secret_key_0000001';
let work: string;
const log = { info: () => {} };

function check(i: number, passed: boolean): Check {
  return {
    testId: `2.2.1/locations/check-${i}`,
    name: `Check ${i} ${'with a long name '.repeat(5)}`,
    passed,
    expectedStatus: [200],
    actualStatus: passed ? 200 : 500,
    validations: passed
      ? []
      : [{ name: 'status', passed: false, message: `answered 500 on request ${i}` }],
    exchange: {
      request: { method: 'GET', url: `https://partner.example.com/ocpi/locations/${i}` },
      response: { status: passed ? 200 : 500, body: 'x'.repeat(2000) },
      latencyMs: 12,
    },
  };
}

/** A result file written by the real writer, for a report of `passed` and `failed` checks. */
async function legFile(
  name: string,
  { passed, failed, policy }: { passed: number; failed: number; policy?: GradingPolicy },
): Promise<string> {
  const checks = [
    ...Array.from({ length: passed }, (_, i) => check(i, true)),
    ...Array.from({ length: failed }, (_, i) => check(passed + i, false)),
  ];
  // Suites of 100 checks, as a report of several suites would come.
  const suites = Array.from({ length: Math.ceil(checks.length / 100) }, (_, i) => ({
    suiteId: `locations-${i}`,
    module: 'locations',
    checks: checks.slice(i * 100, (i + 1) * 100),
  }));
  const report: RunReport = { _id: `report-${name}`, status: 'completed', suites };
  const used = policy ?? { threshold: 90, failOn: new Set(), allowFailures: [] };
  const graded = grade(report, used);
  const result: GateResult = {
    verdict: graded.verdict,
    reason: graded.reason,
    status: 'completed',
    connection: undefined,
    reportId: report._id,
    runId: undefined,
    report,
    grade: graded,
    seed: 'seed',
  };
  const file = path.join(work, `${name}.json`);
  const written = await writeReportFile(file, result, log, new Redactor(), 'report-file', {
    leg: { name, url: `https://ci.example.com/jobs/${name}` },
    policy: used,
  });
  expect(written).toBe(file);
  return file;
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'merge-unit-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function leg(name: string, verdict: Verdict | undefined): MergedLeg {
  return {
    file: `${name}.json`,
    name,
    url: undefined,
    shareUrl: undefined,
    verdict,
    reason: `${name} reason`,
    counts: undefined,
    passRate: undefined,
    threshold: undefined,
    reportId: undefined,
    failed: [],
    failedTotal: 0,
    notes: [],
  };
}

describe('the merged verdict', () => {
  it('is fail when any leg failed, even beside a leg without a verdict', () => {
    const result = combine([leg('a', 'pass'), leg('b', 'fail'), leg('c', 'error')], [], 3);
    expect(result.verdict).toBe('fail');
    expect(result.reason).toBe('Failed: 1 of 3 legs failed: b; also 1 leg (c) had no verdict.');
  });

  it('is error when a leg had no verdict, a file could not be read, or legs are missing', () => {
    expect(combine([leg('a', 'pass'), leg('c', undefined)], [], undefined).verdict).toBe('error');
    const unreadable = combine(
      [leg('a', 'pass')],
      [{ file: 'x.json', message: 'bad.' }],
      undefined,
    );
    expect(unreadable.verdict).toBe('error');
    expect(unreadable.reason).toBe('No verdict: x.json could not be read: bad.');
    const missing = combine([leg('a', 'pass')], [], 2);
    expect(missing.reason).toBe('No verdict: 1 of 2 expected legs left a result file.');
  });

  it('names at most five legs and problems in the reason, and how many more there are', () => {
    const failed = Array.from({ length: 12 }, (_, i) => leg(`failing-${i}`, 'fail'));
    const problems = Array.from({ length: 8 }, (_, i) => ({
      file: `bad-${i}.json`,
      message: 'cut.',
    }));
    const { reason } = combine(failed, problems, 20);
    expect(reason).toContain(
      '12 of 12 legs failed: failing-0, failing-1, failing-2, failing-3, failing-4, and 7 more',
    );
    expect(reason).not.toContain('failing-5');
    expect(reason).toContain('bad-4.json could not be read: cut; and 3 more');
    expect(reason).not.toContain('bad-5.json');
  });

  it('is error, never pass, with no file at all', () => {
    const none = combine([], [], undefined);
    expect(none.verdict).toBe('error');
    expect(none.reason).toMatch(/no result file was found/);
  });

  it('is pass when every leg passed and as many as expected', () => {
    const result = combine([leg('a', 'pass'), leg('b', 'pass')], [], 2);
    expect(result.verdict).toBe('pass');
    expect(result.warnings).toEqual([]);
  });

  it('warns, without changing the verdict, of more files than expected and of a leg twice', () => {
    const twice = { ...leg('b', 'pass'), reportId: 'rep_1' };
    const result = combine([leg('a', 'pass'), twice, { ...twice, file: 'copy/b.json' }], [], 2);
    expect(result.verdict).toBe('pass');
    expect(result.warnings).toEqual([
      "3 result files were found for 2 expected legs: do the patterns match more than the legs' files (an earlier merge's, another workflow's)?",
      "b.json and copy/b.json hold the same report rep_1: is one leg's file there twice?",
    ]);
  });
});

describe('reading result files', () => {
  it('keeps the first failed checks of a leg without their exchanges, and counts the rest', async () => {
    const file = await legFile('many-failures', { passed: 10, failed: MAX_FAILED_KEPT + 200 });
    const result = await mergeResultFiles([file]);
    const [only] = result.legs;
    expect(only!.verdict).toBe('fail');
    expect(only!.failedTotal).toBe(MAX_FAILED_KEPT + 200);
    expect(only!.failed).toHaveLength(MAX_FAILED_KEPT);
    expect(only!.failed[0]!.check.exchange).toBeUndefined();
    expect(only!.url).toBe('https://ci.example.com/jobs/many-failures');
  });

  it('lists no allowed failure as failed: the policy the leg wrote is used', async () => {
    const policy = {
      threshold: 0,
      failOn: new Set<never>(),
      allowFailures: ['2.2.1/locations/check-1*'],
    };
    const file = await legFile('allowed', { passed: 10, failed: 5, policy });
    const [only] = (await mergeResultFiles([file])).legs;
    // check-10 .. check-14 failed, and all match check-1*: none is listed as failed.
    expect(only!.failed).toEqual([]);
    expect(only!.notes).toEqual([]);
  });

  it('names the file and the check at fault when a check breaks the report schema', async () => {
    const file = await legFile('bad-check', { passed: 2, failed: 1 });
    const content = JSON.parse(readFileSync(file, 'utf8'));
    content.report.suites[0].checks[1].testId = 42;
    writeFileSync(file, JSON.stringify(content));
    const result = await mergeResultFiles([file]);
    expect(result.problems).toEqual([
      {
        file,
        message: expect.stringContaining('report.suites[0].checks[1].testId'),
      },
    ]);
    expect(result.verdict).toBe('error');
  });

  it('names a file that is not JSON at all', async () => {
    const file = path.join(work, 'not-json.json');
    writeFileSync(file, 'hello');
    const result = await mergeResultFiles([file]);
    expect(result.problems[0]!.file).toBe(file);
    expect(result.problems[0]!.message).toMatch(/not valid JSON/);
  });
});

describe('reading result files as a stream', () => {
  it('merges a file whose report comes before its grade (held whole until the end)', async () => {
    const file = await legFile('report-first', { passed: 150, failed: 60 });
    const { report, ...head } = JSON.parse(readFileSync(file, 'utf8'));
    const reordered = path.join(work, 'reordered.json');
    writeFileSync(reordered, JSON.stringify({ report, ...head }));
    const [original] = (await mergeResultFiles([file])).legs;
    const [again] = (await mergeResultFiles([reordered])).legs;
    expect(again!.failed.map((c) => c.check.testId)).toEqual(
      original!.failed.map((c) => c.check.testId),
    );
    expect(again!.failed).toHaveLength(60);
  });

  it('lists the same failed checks whether each check is let go as read or a suite at a time', async () => {
    const policy = {
      threshold: 50,
      failOn: new Set<never>(),
      allowFailures: ['2.2.1/locations/check-31*'],
    };
    const file = await legFile('two-paths', { passed: 150, failed: 250, policy });
    const suites: string[] = [];
    const sink = {
      begin: () => {},
      suite: (report: RunReport) => {
        suites.push(...(report.suites ?? []).map((suite) => suite.suiteId));
      },
      end: () => {},
    };
    const [asRead] = (await mergeResultFiles([file])).legs;
    const [bySuite] = (await mergeResultFiles([file], { sink })).legs;
    expect(suites).toEqual(['locations-0', 'locations-1', 'locations-2', 'locations-3']);
    const ids = (leg: MergedLeg | undefined) => leg!.failed.map((item) => item.check.testId);
    expect(ids(asRead)).toEqual(ids(bySuite));
    // check-310 .. check-319 are allowed: 250 - 10 listed.
    expect(ids(asRead)).toHaveLength(240);
    expect(asRead!.failed[0]).toMatchObject({ suiteId: 'locations-1', module: 'locations' });
  });

  it('names a suite field of the wrong type by its place', async () => {
    const file = await legFile('bad-suite', { passed: 150, failed: 10 });
    const content = JSON.parse(readFileSync(file, 'utf8'));
    content.report.suites[1].suiteId = 5;
    writeFileSync(file, JSON.stringify(content));
    const result = await mergeResultFiles([file]);
    expect(result.problems[0]!.message).toMatch(/^report\.suites\[1\]\.suiteId: /);
  });

  it('leaves a leg cut short out of the JUnit file, suites it had already given included', async () => {
    const good = await legFile('junit-good', { passed: 150, failed: 50 });
    const cut = await legFile('junit-cut', { passed: 250, failed: 50 });
    const text = readFileSync(cut, 'utf8');
    // Cut inside the third suite: two whole suites were read and handed on before the fault.
    writeFileSync(cut, text.slice(0, text.indexOf('"locations-2"') + 200));
    const out = path.join(work, 'junit-cut.xml');
    const junit = new MergedJUnitFile(out, log, new Redactor());
    const result = await mergeResultFiles([good, cut], { sink: junit });
    expect(await junit.finish()).toBe(out);
    expect(result.problems.map((p) => p.file)).toEqual([cut]);
    const xml = readFileSync(out, 'utf8');
    expect((await validateJUnit(xml)).valid).toBe(true);
    expect(xml).not.toContain('junit-cut /');
    expect(xml).toMatch(/<testsuites name="OCPI conformance" tests="200" failures="50"/);
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
  });
});

describe('the merged files', () => {
  it('say which file could not be written and from which input, and change nothing else', async () => {
    const file = await legFile('unwritable', { passed: 5, failed: 1 });
    const blocker = path.join(work, 'a-file');
    writeFileSync(blocker, '');
    const lines: string[] = [];
    const logTo = { info: (line: string) => lines.push(line) };
    const junit = new MergedJUnitFile(path.join(blocker, 'junit.xml'), logTo, new Redactor());
    const result = await mergeResultFiles([file], { sink: junit });
    expect(result.verdict).toBe('fail');
    expect(await junit.finish()).toBeUndefined();
    const json = path.join(blocker, 'merged.json');
    expect(await writeMergedResultFile(json, result, logTo, new Redactor())).toBeUndefined();
    expect(lines).toEqual([
      expect.stringMatching(
        /^Could not write the JUnit file .*a-file\/junit\.xml \(junit-file\): /,
      ),
      expect.stringMatching(/^Could not write .*a-file\/merged\.json \(report-file\): /),
    ]);
  });
});

describe('what a merge renders', () => {
  it('keeps the summary under its budget with many long legs, saying what was left out', async () => {
    const files = await Promise.all(
      Array.from({ length: 6 }, (_, i) => legFile(`wide-${i}`, { passed: 1, failed: 1100 })),
    );
    const result = await mergeResultFiles(files);
    const summary = renderMergeSummary({ result, toolVersion: 'test' }, 200_000);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(200_000);
    // Every leg gets its share: each has a heading and a note of what was left out.
    for (let i = 0; i < 6; i++) expect(summary).toContain(`### ❌ wide-${i}: 1100 failed checks`);
    expect(summary.match(/more failed checks of this leg/g)).toHaveLength(6);
    expect(Buffer.byteLength(renderMergeSummary({ result, toolVersion: 'test' }))).toBeLessThan(
      SUMMARY_BUDGET_BYTES,
    );
  });

  it('keeps the comment under 65,536 characters, its marker per workflow first', () => {
    const legs = Array.from({ length: 256 }, (_, i) =>
      leg(`${'leg '.repeat(25)}${i}`, i === 200 ? 'fail' : 'pass'),
    );
    const body = renderMergeComment({
      result: combine(legs, [], 256),
      workflow: 'CI',
      toolVersion: 'test',
    });
    expect(body.indexOf(' 200 |')).toBeGreaterThan(-1);
    expect(body.indexOf(' 200 |')).toBeLessThan(body.indexOf(' 0 |'));
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.startsWith(mergeCommentMarker('CI'))).toBe(true);
    // The table is bounded, not cut: the legs that did not pass come first, the rest are counted.
    expect(body).not.toContain('cut to fit');
    expect(body).toContain('… and 196 more legs that passed.');
    expect(mergeCommentMarker('CI')).not.toBe(mergeCommentMarker('Nightly'));
    // Two merge jobs of one workflow keep a comment each; a re-run of one finds its own.
    expect(mergeCommentMarker('CI', 'merge-2.1.1')).not.toBe(
      mergeCommentMarker('CI', 'merge-2.2.1'),
    );
    expect(mergeCommentMarker('CI', 'merge')).toBe(mergeCommentMarker('CI', 'merge'));
  });

  it('lists the failures of 20 failing legs in the comment and points to the summary for more', async () => {
    const file = await legFile('long-failures', { passed: 0, failed: 5 });
    const [one] = (await mergeResultFiles([file])).legs;
    const long = (text: string) => `${text} ${'x'.repeat(400)}`;
    const failing = Array.from({ length: 60 }, (_, i) => ({
      ...one!,
      name: `leg ${i}`,
      failed: one!.failed.map((item) => ({
        ...item,
        check: { ...item.check, validations: [{ passed: false, message: long('why') }] },
      })),
    }));
    const body = renderMergeComment({
      result: combine(failing, [], 60),
      workflow: 'CI',
      toolVersion: 'test',
    });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).not.toContain('cut to fit');
    expect(body.match(/top failures \(5 of 5\)/g)).toHaveLength(20);
    expect(body).toContain('The failed checks of 40 more legs are in the job summary.');
  });

  it('shows hostile leg names and links as text, linking only http(s)', () => {
    const hostile = {
      ...leg('<img src=x onerror=alert(1)> @team', 'fail'),
      url: 'javascript:alert(1)',
      shareUrl: undefined,
    };
    const sneaky = { ...leg('b', 'pass'), url: 'https://ci.example/x)](https://evil.example' };
    const result = combine([hostile, sneaky], [], 2);
    const html = renderMergeHtml({ result, toolVersion: 'test' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('javascript:');
    const summary = renderMergeSummary({ result, toolVersion: 'test' });
    expect(summary).not.toContain('<img');
    expect(summary).not.toContain('javascript:');
    expect(summary).not.toContain('](https://evil.example');
    expect(summary).toContain('[job](https://ci.example/x%29%5D%28https://evil.example)');
  });

  it('masks a registered secret in a leg reason and link, in the summary, the comment and the HTML page', () => {
    const secrets = new Redactor();
    secrets.add(SECRET);
    const result = combine(
      [
        { ...leg('a', 'error'), reason: `refused key ${SECRET}` },
        { ...leg('b', 'pass'), url: `https://ci.example/runs/1?key=${SECRET}` },
      ],
      [],
      2,
    );
    const context = { result, toolVersion: 'test', redact: secrets.redact };
    expect(renderMergeSummary(context)).not.toContain(SECRET);
    expect(renderMergeComment({ ...context, workflow: 'CI' })).not.toContain(SECRET);
    expect(renderMergeHtml(context)).not.toContain(SECRET);
  });
});

describe('merge-mode settings', () => {
  const core = (inputs: Record<string, string>) => ({
    getInput: (name: string) => inputs[name] ?? '',
    setSecret: () => {},
  });

  it('need no api-key or base-url, which a run requires', () => {
    expect(() => readActionSettings(core({}), {})).toThrow(/api-key: is required/);
    const settings = readActionMergeSettings(core({ 'expected-legs': '7' }), {
      RUNNER_TEMP: '/runner/tmp',
    });
    expect(settings).toMatchObject({
      expectedLegs: 7,
      reportFile: '/runner/tmp/ocpi-conformance-merged.json',
      htmlReport: '/runner/tmp/ocpi-conformance-merged.html',
      comment: 'never',
      summary: true,
    });
  });

  it('name every bad input of a merge at once', () => {
    expect(() =>
      readActionMergeSettings(core({ 'expected-legs': '0', comment: 'sometimes' }), {}),
    ).toThrow(
      /2 problems in the action's inputs:\n- expected-legs: "0" is not a whole number from 1 to 256: give the number of legs in the matrix\.\n- comment: "sometimes" is not allowed/,
    );
  });
});

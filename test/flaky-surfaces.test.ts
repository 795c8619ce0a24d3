/**
 * Every surface marks flaky checks (issue 35, point 2): the job summary, the pull request comment,
 * the CLI, the HTML report's data, CTRF and the merge keep each check's flips and runs, list the
 * new failures of checks flaky before this change apart from regressions, and say which failures
 * were tolerated. The assertions read the facts (ids, flips, runs) out of what is rendered.
 */
import { calculateSummary, parse, validateStrict } from 'ctrf';
import { describe, expect, it } from 'vitest';
import { flagName } from '../src/cli/flags.js';
import { FLAKY_SHOWN, renderResult } from '../src/cli/render.js';
import type { RunReport } from '../src/client/index.js';
import { SETTING_KEYS } from '../src/core/catalogue.js';
import { FLAKY_MIN_REPORTS } from '../src/core/flaky.js';
import { combine } from '../src/core/merge.js';
import type { Grade, MergedLeg, MergeResult } from '../src/core/model.js';
import { annotationsFor } from '../src/report/annotations.js';
import { COMMENT_LIMIT, renderComment } from '../src/report/comment.js';
import {
  CTRF_EXTRA_KEY,
  ctrfHead,
  ctrfSummary,
  ctrfTail,
  ctrfTestLines,
  renderCtrf,
} from '../src/report/ctrf.js';
import {
  FLAKY_BEFORE,
  FLAKY_FAILURES_SETTING,
  FLAKY_MIN_REPORTS as REPORT_MIN_REPORTS,
} from '../src/report/flaky.js';
import { type HtmlReportInput, renderHtmlReport } from '../src/report/html.js';
import { buildHtmlData } from '../src/report/html-data.js';
import { renderJUnit } from '../src/report/junit.js';
import { renderMergeComment, renderMergeHtml, renderMergeSummary } from '../src/report/merge.js';
import { renderSummary, SUMMARY_BUDGET_BYTES, type SummaryContext } from '../src/report/summary.js';
import { ctrfErrors } from './helpers/ctrf-schema.js';
import {
  FLAKY,
  flakyFactsOf,
  flakyGrade,
  flakyRegressions,
  flakyReport,
  flakyResult,
  IDS,
} from './helpers/flaky-fixtures.js';
import { ACTIVE_MARKUP, pingsOutsideCode, renderGfm, textOf } from './helpers/gfm.js';
import { validateJUnit } from './helpers/junit-schema.js';

/** The text of the section under the heading that starts with `title` (up to the next ### heading). */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`### ${title}`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n### ', start + 4);
  return markdown.slice(start, end < 0 ? undefined : end);
}

function summaryContext(g: Grade = flakyGrade(flakyReport())): SummaryContext {
  return {
    report: flakyReport(),
    grade: g,
    verdict: g.verdict,
    reason: g.reason,
    seed: 'seed-flaky',
    connectionId: 'con_1',
    runId: 'exe_1',
    reportId: 'rep_flaky',
    toolVersion: '0.1.0',
    regressions: flakyRegressions(),
  };
}

function commentFor(g: Grade = flakyGrade(flakyReport()), extra = {}) {
  return renderComment({
    key: { workflow: 'ci', job: 'gate', connectionId: 'con_1', module: undefined },
    verdict: g.verdict,
    reason: g.reason,
    grade: g,
    regressions: flakyRegressions(),
    share: undefined,
    seed: 'seed-flaky',
    reportId: 'rep_flaky',
    runUrl: undefined,
    ...extra,
  });
}

/** A grade with `n` flaky checks (every one failed and tolerated), for the size budgets. */
function manyFlaky(n: number): Grade {
  const g = flakyGrade(flakyReport());
  const long = 'x'.repeat(300);
  g.flakiness!.checks = Array.from({ length: n }, (_, i) => ({
    testId: `2.2.1/locations/flaky-${i}-${long}`,
    name: `flaky check ${i} ${long}`,
    outcome: 'allowed' as const,
    flaky: { flips: 2 + (i % 5), runs: 10 },
  }));
  g.flakiness!.tolerated = g.flakiness!.checks.map((c) => c.testId);
  return g;
}

describe("the renderers' copies of core's facts (report/ may read core's types only)", () => {
  it('need as many reports as core before they say anything, and name a real setting', () => {
    expect(REPORT_MIN_REPORTS).toBe(FLAKY_MIN_REPORTS);
    expect(SETTING_KEYS).toContain(FLAKY_FAILURES_SETTING);
  });
});

describe('the job summary marks flaky checks', () => {
  const markdown = renderSummary(summaryContext());

  it('each failed, warned and allowed check that is flaky carries its flips and runs', () => {
    const failed = section(markdown, 'Failed checks');
    expect(flakyFactsOf(failed, IDS.failedFlaky)).toEqual(FLAKY.failed);
    expect(flakyFactsOf(failed, IDS.failedSteady)).toBeUndefined();
    expect(flakyFactsOf(section(markdown, 'Passed with warnings'), IDS.warnedFlaky)).toEqual(
      FLAKY.warned,
    );
    // The tolerated failure carries no GradedCheck.flaky: the mark comes from Grade.flakiness.
    expect(flakyFactsOf(section(markdown, 'Allowed failures'), IDS.tolerated)).toEqual(
      FLAKY.tolerated,
    );
  });

  it('a "Flaky checks" section lists every flaky check, passed ones too, and the tolerated failures', () => {
    const flaky = section(markdown, 'Flaky checks');
    expect(flaky).toContain('### Flaky checks (4)');
    expect(flakyFactsOf(flaky, IDS.passedFlaky)).toEqual(FLAKY.passed);
    expect(flakyFactsOf(flaky, IDS.failedFlaky)).toEqual(FLAKY.failed);
    expect(flaky).not.toContain(IDS.passedSteady);
    expect(flaky).toMatch(/flipped at least twice over the last 10 comparable reports .*window 10/);
    const tolerated = flaky.split('\n').find((l) => l.includes('tolerated'));
    expect(tolerated).toContain(`<code>${IDS.tolerated}</code>`);
    expect(tolerated).toMatch(
      /^⚠️ 1 failure of a flaky check was tolerated by <code>flaky-failures<\/code>/,
    );
  });

  it("names the setting in the front end's words", () => {
    const named = renderSummary({ ...summaryContext(), names: (key) => `input-of-${key}` });
    expect(section(named, 'Flaky checks')).toContain('<code>input-of-flakyFailures</code>');
  });

  it('lists the new failures of checks flaky before this change apart from regressions', () => {
    const regressions = section(markdown, 'Since the last run');
    const newly = regressions.slice(regressions.indexOf('<summary>Newly failing'));
    const apart = regressions.slice(regressions.indexOf(`<summary>F${FLAKY_BEFORE.slice(1)} (1)`));
    expect(regressions).toContain(`<summary>F${FLAKY_BEFORE.slice(1)} (1)</summary>`);
    expect(regressions).toContain(`**1** newly failing, **1** ${FLAKY_BEFORE},`);
    expect(newly.slice(0, newly.indexOf('</details>'))).toContain(IDS.failedSteady);
    expect(newly.slice(0, newly.indexOf('</details>'))).not.toContain(IDS.failedFlaky);
    expect(flakyFactsOf(apart, IDS.failedFlaky)).toEqual(FLAKY.failed);
  });

  it('shows why nothing is said when fewer than five reports were found', () => {
    const g = flakyGrade(flakyReport());
    g.flakiness = {
      window: 10,
      reports: 3,
      checks: [],
      tolerated: [],
      note: 'Only 3 comparable reports were found.',
    };
    // Core's note says why: it is said once, the heading counting nothing.
    const flaky = section(renderSummary(summaryContext(g)), 'Flaky checks');
    expect(flaky.split('\n').filter(Boolean)).toEqual([
      '### Flaky checks',
      'Only 3 comparable reports were found.',
    ]);
    // Without a note, the summary says it itself, with the number found.
    delete g.flakiness.note;
    const own = section(renderSummary(summaryContext(g)), 'Flaky checks');
    expect(own).toContain('Not told: 3 comparable reports found (this one included)');
    expect(own).toContain('at least 5 are needed');
    const cli = renderResult({ result: { ...flakyResult(), grade: g }, redact: (t) => t });
    expect(cli.split('\n')).toContain(
      'Flaky checks: Not told: 3 comparable reports found (this one included), and at least 5 are needed to tell a flaky check.',
    );
  });

  it('says nothing of flakiness when the history was not read or nothing wavered', () => {
    const unread = flakyGrade(flakyReport());
    delete unread.flakiness;
    for (const list of Object.values(unread.checks)) for (const item of list) delete item.flaky;
    const plain = renderSummary({ ...summaryContext(unread), regressions: undefined });
    expect(plain).not.toMatch(/flaky:|flaky checks|flaky before/i);
    const steady = flakyGrade(flakyReport(), false);
    steady.flakiness = { window: 10, reports: 10, checks: [], tolerated: [] };
    for (const list of Object.values(steady.checks)) for (const item of list) delete item.flaky;
    expect(renderSummary(summaryContext(steady))).not.toContain('### Flaky checks');
  });

  it('keeps under 1 MiB with 20,000 flaky checks, the rest counted', () => {
    const out = renderSummary(summaryContext(manyFlaky(20_000)));
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    const flaky = section(out, 'Flaky checks');
    const listed = flaky.split('\n').filter((l) => l.startsWith('- <code>')).length;
    expect(listed).toBeGreaterThan(0);
    expect(flaky).toContain(`- … and ${20_000 - listed} more`);
    expect(out).toContain('### Provenance');
  });
});

describe('the pull request comment marks flaky checks', () => {
  const body = commentFor();

  it('a top failure that is flaky carries its flips and runs; a steady one none', () => {
    const top = body.slice(body.indexOf('**Top failures**'));
    expect(flakyFactsOf(top, IDS.failedFlaky)).toEqual(FLAKY.failed);
    expect(flakyFactsOf(top, IDS.failedSteady)).toBeUndefined();
  });

  it('lists the flaky checks, the tolerated failures and the flaky-before failures apart', () => {
    const flaky = body.slice(body.indexOf('**Flaky checks**'));
    expect(flaky).toMatch(/^\*\*Flaky checks\*\* \(4 of 4\)/);
    expect(flakyFactsOf(flaky, IDS.passedFlaky)).toEqual(FLAKY.passed);
    expect(flaky).toMatch(
      /1 failure of a flaky check was tolerated by <code>flaky-failures<\/code>/,
    );
    const lines = body.split('\n');
    expect(lines).toContain(`- newly failing: <code>${IDS.failedSteady}</code>`);
    expect(lines).not.toContain(`- newly failing: <code>${IDS.failedFlaky}</code>`);
    const apart = lines.find((l) => l.startsWith(`- ${FLAKY_BEFORE}:`));
    expect(apart).toContain(IDS.failedFlaky);
    expect(flakyFactsOf(apart ?? '', IDS.failedFlaky)).toEqual(FLAKY.failed);
    expect(body).toContain(`1 newly failing, 1 ${FLAKY_BEFORE},`);
  });

  it('stays within 65,536 characters with 20,000 flaky checks, all tolerated', () => {
    const out = commentFor(manyFlaky(20_000));
    expect(out.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(out).not.toContain('(cut to fit)');
    expect(out).toContain('**Flaky checks** (10 of 20000)');
    expect(out).toContain('20000 failures of flaky checks were tolerated');
    expect(out).toContain(', and 19990 more');
  });
});

describe('the CLI marks flaky checks', () => {
  const text = renderResult({ result: flakyResult(), redact: (t) => t });
  const lines = text.split('\n');

  it('a failed check that is flaky carries its flips and runs; a steady one none', () => {
    const failed = text.slice(text.indexOf('Failed checks ('));
    const at = (id: string) => failed.split('\n').findIndex((l) => l.includes(id));
    const flakyAt = at(IDS.failedFlaky);
    expect(failed.split('\n')[flakyAt + 1]).toBe('     Flaky: 3 flips in the last 10 runs.');
    const steady = failed.split('\n').slice(at(IDS.failedSteady), at(IDS.failedSteady) + 4);
    expect(steady.join('\n')).not.toMatch(/flaky/i);
  });

  it('lists the flaky-before failures apart from regressions, and the flaky checks', () => {
    expect(lines).toContain(`  Newly failing: ${IDS.failedSteady}`);
    const apart = lines.find((l) => l.startsWith(`  F${FLAKY_BEFORE.slice(1)}: `));
    expect(flakyFactsOf(apart ?? '', IDS.failedFlaky)).toEqual(FLAKY.failed);
    expect(text).toContain(`1 newly failing, 1 ${FLAKY_BEFORE}, 0 recovered`);
    const flaky = text.slice(text.indexOf('Flaky checks (4): '));
    for (const [id, f] of [
      [IDS.failedFlaky, FLAKY.failed],
      [IDS.warnedFlaky, FLAKY.warned],
      [IDS.tolerated, FLAKY.tolerated],
      [IDS.passedFlaky, FLAKY.passed],
    ] as const) {
      expect(flakyFactsOf(flaky, `  ${id} (`), id).toEqual(f);
    }
    const tolerated = lines.find((l) => l.includes('tolerated by'));
    expect(tolerated).toBe(
      `  1 failure of a flaky check was tolerated by ${flagName(FLAKY_FAILURES_SETTING)} (graded as allowed, not counted): ${IDS.tolerated}.`,
    );
  });

  it('bounds the flaky list and the tolerated ids, the rest counted', () => {
    const result = flakyResult();
    result.grade = manyFlaky(500);
    const out = renderResult({ result, redact: (t) => t }).split('\n');
    const listed = out.filter((l) =>
      /^ {2}2\.2\.1\/locations\/flaky-\d+-x+\S* \(allowed now/.test(l),
    );
    expect(listed).toHaveLength(FLAKY_SHOWN);
    expect(out).toContain(`  ... and ${500 - FLAKY_SHOWN} more flaky checks.`);
    expect(out.find((l) => l.includes('tolerated by'))).toMatch(
      new RegExp(
        `^  500 failures of flaky checks were tolerated .*, and ${500 - FLAKY_SHOWN} more\\.$`,
      ),
    );
  });
});

interface FlakyCtrfTest {
  testId: string;
  status: string;
  rawStatus?: string;
  message?: string;
  flaky?: boolean;
  extra?: Record<string, { flips: number; runs: number; tolerated?: boolean }>;
}

describe('CTRF carries each test flaky and its flips and runs', () => {
  const report = flakyReport();
  const g = flakyGrade(report);
  const text = renderCtrf({ report, grade: g, start: 1, stop: 2 });
  const doc = JSON.parse(text);
  const tests = doc.results.tests as FlakyCtrfTest[];
  const byId = (id: string) => tests.find((t) => t.testId === id)!;

  it('is valid against the CTRF schema and read alike by the CTRF consumer', () => {
    expect(ctrfErrors(doc)).toEqual([]);
    const read = parse(text);
    expect(() => validateStrict(read)).not.toThrow();
    expect(calculateSummary(read.results.tests).flaky).toBe(4);
    expect(doc.results.summary.flaky).toBe(4);
  });

  it('flaky is true with the flips and runs for flaky checks, whatever their outcome; false for steady ones', () => {
    for (const [id, f] of [
      [IDS.failedFlaky, FLAKY.failed],
      [IDS.warnedFlaky, FLAKY.warned],
      [IDS.tolerated, FLAKY.tolerated],
      [IDS.passedFlaky, FLAKY.passed],
    ] as const) {
      expect(byId(id).flaky, id).toBe(true);
      expect(byId(id).extra?.[CTRF_EXTRA_KEY], id).toMatchObject(f);
    }
    for (const id of [IDS.failedSteady, IDS.passedSteady]) {
      expect(byId(id).flaky, id).toBe(false);
      expect(byId(id).extra, id).toBeUndefined();
    }
  });

  it('a tolerated failure says so, not allow-failures', () => {
    const tolerated = byId(IDS.tolerated);
    expect(tolerated.status).toBe('other');
    expect(tolerated.rawStatus).toBe('allowed');
    expect(tolerated.extra?.[CTRF_EXTRA_KEY]?.tolerated).toBe(true);
    expect(tolerated.message).toMatch(/^tolerated failure of a flaky check \(flaky-failures\): /);
    expect(byId(IDS.failedFlaky).extra?.[CTRF_EXTRA_KEY]?.tolerated).toBeUndefined();
  });

  it('says nothing of flakiness when fewer than five reports were read, or none', () => {
    const few = flakyGrade(report);
    few.flakiness = { window: 10, reports: 4, checks: [], tolerated: [], note: 'too few' };
    for (const list of Object.values(few.checks)) for (const item of list) delete item.flaky;
    const fewDoc = JSON.parse(renderCtrf({ report, grade: few, start: 1, stop: 2 }));
    expect(ctrfErrors(fewDoc)).toEqual([]);
    expect(fewDoc.results.tests.some((t: FlakyCtrfTest) => 'flaky' in t)).toBe(false);
    expect(fewDoc.results.summary.flaky).toBeUndefined();
  });

  it("a merged document keeps each leg's flaky tests", () => {
    const other = flakyReport();
    const steady = flakyGrade(other, false);
    steady.flakiness = { window: 10, reports: 10, checks: [], tolerated: [] };
    for (const list of Object.values(steady.checks)) for (const item of list) delete item.flaky;
    const totals = { ...ctrfSummary({ report, grade: g }), start: 1, stop: 2 };
    const merged = [
      ...ctrfHead(totals, {}),
      ...ctrfTestLines({ report, grade: g }, { leg: 'leg-flaky' }),
      ...ctrfTestLines({ report: other, grade: steady }, { first: false, leg: 'leg-steady' }),
      ctrfTail({}),
    ].join('\n');
    const mergedDoc = JSON.parse(merged);
    expect(ctrfErrors(mergedDoc)).toEqual([]);
    const ofLeg = (leg: string) =>
      (mergedDoc.results.tests as (FlakyCtrfTest & { labels: { leg: string } })[]).filter(
        (t) => t.labels.leg === leg && t.testId === IDS.failedFlaky,
      );
    expect(ofLeg('leg-flaky')[0]!.flaky).toBe(true);
    expect(ofLeg('leg-flaky')[0]!.extra?.[CTRF_EXTRA_KEY]).toMatchObject(FLAKY.failed);
    expect(ofLeg('leg-steady')[0]!.flaky).toBe(false);
  });
});

describe('the HTML report marks flaky checks', () => {
  const report = flakyReport();
  const g = flakyGrade(report);
  const input: HtmlReportInput = {
    verdict: g.verdict,
    reason: g.reason,
    report,
    grade: g,
    policy: { threshold: 100, failOn: new Set(['nothing-graded'] as const), allowFailures: [] },
    regressions: flakyRegressions(),
    meta: { toolVersion: '0.1.0', generatedAt: new Date(0) },
  };

  it("each flaky row of the page's data carries its flips and runs; steady rows none", () => {
    const rows = buildHtmlData(report, g, (t) => t).index.rows;
    const flakyOf = (id: string) => rows.find((row) => row[1] === id)?.[6];
    expect(flakyOf(IDS.failedFlaky)).toEqual([FLAKY.failed.flips, FLAKY.failed.runs]);
    expect(flakyOf(IDS.warnedFlaky)).toEqual([FLAKY.warned.flips, FLAKY.warned.runs]);
    expect(flakyOf(IDS.tolerated)).toEqual([FLAKY.tolerated.flips, FLAKY.tolerated.runs]);
    expect(flakyOf(IDS.passedFlaky)).toEqual([FLAKY.passed.flips, FLAKY.passed.runs]);
    expect(rows.find((row) => row[1] === IDS.failedSteady)).toHaveLength(6);
  });

  it('lists the flaky checks, the tolerated failures and the flaky-before failures apart', () => {
    const html = renderHtmlReport(input);
    const section = html.slice(html.indexOf('<section id="flaky">'));
    const flaky = section.slice(0, section.indexOf('</section>')).replaceAll('<li>', '\n');
    expect(flaky).toContain('<h2>Flaky checks (4)</h2>');
    expect(flakyFactsOf(flaky, IDS.passedFlaky)).toEqual(FLAKY.passed);
    expect(flaky).toMatch(
      new RegExp(
        `1 failure of a flaky check was tolerated by <code>flaky-failures</code>.*<code>${IDS.tolerated}</code>`,
      ),
    );
    expect(html).toContain('id="f-flaky" aria-pressed="false">Flaky only <span class="n">4</span>');
    const regressions = html.slice(html.indexOf('<section id="regressions">'));
    const groups = regressions.slice(0, regressions.indexOf('</section>')).split('<details');
    const newly = groups.find((group) => group.includes('<summary>Newly failing'))!;
    const apart = groups.find((group) => group.includes(`<summary>F${FLAKY_BEFORE.slice(1)} (1)`))!;
    expect(newly).toContain(IDS.failedSteady);
    expect(newly).not.toContain(IDS.failedFlaky);
    expect(flakyFactsOf(apart.replaceAll('<li>', '\n'), IDS.failedFlaky)).toEqual(FLAKY.failed);
  });

  it("names the setting in the front end's words", () => {
    const html = renderHtmlReport({ ...input, names: (key) => `--flag-of-${key}` });
    expect(html).toContain('tolerated by <code>--flag-of-flakyFailures</code>');
  });

  it('says nothing flaky, and offers no filter, when fewer than five reports were read', () => {
    const few = flakyGrade(report);
    few.flakiness = { window: 10, reports: 4, checks: [], tolerated: [], note: 'Only 4 reports.' };
    for (const list of Object.values(few.checks)) for (const item of list) delete item.flaky;
    const html = renderHtmlReport({ ...input, grade: few, regressions: undefined });
    expect(html).not.toContain('id="f-flaky"');
    expect(buildHtmlData(report, few, (t) => t).index.rows.every((row) => row.length === 6)).toBe(
      true,
    );
    expect(html).toContain('<h2>Flaky checks</h2><p class="note">Only 4 reports.</p>');
  });
});

describe('the merge keeps the flaky marks per leg', () => {
  /** Two legs failing the same check: it wavers on the first partner only. */
  function mergedLegs(): MergeResult {
    const legOf = (name: string, flaky: boolean): MergedLeg => {
      const g = flakyGrade(flakyReport());
      const failed = g.checks.failed.filter((item) => item.check.testId === IDS.failedFlaky);
      if (!flaky) for (const item of failed) delete item.flaky;
      return {
        file: `${name}.json`,
        name,
        url: undefined,
        shareUrl: undefined,
        verdict: 'fail',
        reason: `${name} failed`,
        counts: g.counts,
        passRate: g.passRate,
        threshold: 100,
        reportId: `rep_${name}`,
        failed,
        failedTotal: failed.length,
        notes: [],
        // As the flaky gate's result file records it (MergedLeg.flakiness there).
        ...(flaky ? { flakiness: g.flakiness } : {}),
      };
    };
    return combine([legOf('partner-wavering', true), legOf('partner-steady', false)], [], 2);
  }
  const context = { result: mergedLegs(), toolVersion: '0.1.0' };

  /** The text of each leg's part, from its name to the next leg's. */
  const partOf = (text: string, leg: string, next?: string) => {
    const at = text.lastIndexOf(leg);
    return text.slice(at, next ? text.indexOf(next, at) : undefined);
  };

  it('in the job summary', () => {
    const md = renderMergeSummary(context);
    expect(
      flakyFactsOf(partOf(md, '### ❌ partner-wavering', '### ❌ partner-steady'), IDS.failedFlaky),
    ).toEqual(FLAKY.failed);
    expect(flakyFactsOf(partOf(md, '### ❌ partner-steady'), IDS.failedFlaky)).toBeUndefined();
  });

  it('in the comment', () => {
    const body = renderMergeComment({ ...context, workflow: 'ci' });
    expect(
      flakyFactsOf(partOf(body, '**partner-wavering**', '**partner-steady**'), IDS.failedFlaky),
    ).toEqual(FLAKY.failed);
    expect(flakyFactsOf(partOf(body, '**partner-steady**'), IDS.failedFlaky)).toBeUndefined();
  });

  it("each leg's flaky checks and tolerated failures, in the summary, the comment and the page", () => {
    const md = renderMergeSummary(context);
    const section = partOf(md, '### Flaky checks of partner-wavering (4)', '<sub>');
    expect(flakyFactsOf(section, IDS.passedFlaky)).toEqual(FLAKY.passed);
    expect(section).toMatch(
      new RegExp(
        `1 failure of a flaky check was tolerated by <code>flaky-failures</code>.*<code>${IDS.tolerated}</code>`,
      ),
    );
    expect(md).not.toContain('Flaky checks of partner-steady');
    const body = renderMergeComment({ ...context, workflow: 'ci' });
    const line = body
      .split('\n')
      .find((l) => l.startsWith('**partner-wavering: flaky checks** (3 of 4)'));
    expect(line).toContain(
      `tolerated by <code>flaky-failures</code> (graded as allowed, not counted): <code>${IDS.tolerated}</code>`,
    );
    expect(body).not.toContain('partner-steady: flaky checks');
    const html = renderMergeHtml(context);
    const page = partOf(
      html,
      '<h2>partner-wavering: flaky checks (4)</h2>',
      '</section>',
    ).replaceAll('<li>', '\n');
    expect(flakyFactsOf(page, IDS.passedFlaky)).toEqual(FLAKY.passed);
    expect(page).toContain(`<code>${IDS.tolerated}</code>`);
  });

  it('the merged summary and comment keep their budgets with 256 legs of 1,000 flaky checks', () => {
    const legs = mergedLegs().legs;
    const many = Array.from({ length: 256 }, (_, i) => ({
      ...legs[0]!,
      // Passing legs (their flaky failures tolerated): the table lists 60 of them, the rest counted.
      verdict: 'pass' as const,
      failed: [],
      failedTotal: 0,
      name: `leg-${i}-${'n'.repeat(100)}`,
      file: `leg-${i}.json`,
      flakiness: manyFlaky(1000).flakiness,
    }));
    const crowded = { result: combine(many, [], 256), toolVersion: '0.1.0' };
    const md = renderMergeSummary(crowded);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(md).toMatch(/… and \d+ more legs with flaky checks or tolerated failures/);
    const body = renderMergeComment({ ...crowded, workflow: 'ci' });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).not.toContain('(cut to fit)');
    expect(body).toContain('The flaky checks of 246 more legs are in the job summary.');
  });

  it('in the merged HTML page', () => {
    const html = renderMergeHtml(context);
    expect(
      flakyFactsOf(partOf(html, '<h2>partner-wavering', '<h2>partner-steady'), IDS.failedFlaky),
    ).toEqual(FLAKY.failed);
    expect(flakyFactsOf(partOf(html, '<h2>partner-steady'), IDS.failedFlaky)).toBeUndefined();
  });
});

describe('JUnit says a tolerated failure was tolerated as flaky', () => {
  it('its skipped reason names flaky-failures, where an allowed failure names allow-failures', async () => {
    const report = flakyReport();
    const g = flakyGrade(report);
    const xml = renderJUnit({ report, grade: g, timestamp: new Date(0), hostname: 'h' });
    const skipped = (id: string) =>
      xml.match(new RegExp(`name="${id}[^"]*"[^>]*>\\s*<skipped message="([^"]*)"`))?.[1];
    expect(skipped(IDS.tolerated)).toMatch(
      /^tolerated failure of a flaky check \(flaky-failures\): /,
    );
    // The same failure allowed by allow-failures alone (not tolerated as flaky) says so.
    g.flakiness!.tolerated = [];
    const allowed = renderJUnit({ report, grade: g, timestamp: new Date(0), hostname: 'h' });
    expect(
      allowed.match(
        new RegExp(`name="${IDS.tolerated}[^"]*"[^>]*>\\s*<skipped message="([^"]*)"`),
      )?.[1],
    ).toMatch(/^allowed failure \(allow-failures\): /);
    expect((await validateJUnit(xml)).valid).toBe(true);
  });
});

describe('the workflow-command annotations mark flaky failures', () => {
  it("a flaky failed check's annotation ends with its flips and runs; a steady one's does not", () => {
    const g = flakyGrade(flakyReport());
    const annotations = annotationsFor(g, g.verdict);
    const of = (id: string) => annotations.find((a) => a.title.endsWith(id))!.message;
    expect(flakyFactsOf(of(IDS.failedFlaky), 'flaky:')).toEqual(FLAKY.failed);
    expect(of(IDS.failedFlaky)).toMatch(/ — flaky: 3 flips in the last 10 runs$/);
    expect(of(IDS.failedSteady)).not.toMatch(/flaky:/);
  });
});

describe('the size budgets hold when failed and flaky checks are many and long', () => {
  /** 3,000 failed checks of long text, every one flaky and tolerated... as far as the grade goes. */
  function crowded(): { report: RunReport; grade: Grade } {
    const report = flakyReport();
    const long = 'y'.repeat(2000);
    report.suites![0]!.checks = Array.from({ length: 3000 }, (_, i) => ({
      testId: `2.2.1/locations/crowded-${i}-${'z'.repeat(150)}`,
      name: `crowded ${i} ${long}`,
      passed: false,
      expectedStatus: [200],
      actualStatus: 200,
      validations: [{ passed: false, name: 'body', severity: 'shall', message: long }],
    }));
    const g = flakyGrade(report, false);
    for (const item of g.checks.failed) item.flaky = { flips: 2, runs: 10 };
    g.flakiness!.checks = g.checks.failed.map((item) => ({
      testId: item.check.testId,
      name: item.check.name,
      outcome: 'failed' as const,
      flaky: { flips: 2, runs: 10 },
    }));
    g.flakiness!.tolerated = g.flakiness!.checks.map((c) => c.testId);
    g.flakiness!.note = 'n'.repeat(2000);
    return { report, grade: g };
  }

  it('the summary stays under 1 MiB and still says the tolerated failures', () => {
    const { report, grade: g } = crowded();
    const out = renderSummary({ ...summaryContext(g), report });
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(SUMMARY_BUDGET_BYTES);
    expect(out).toContain('3000 failures of flaky checks were tolerated');
    expect(out).toContain('### Provenance');
  });

  it('the comment stays under 65,536 characters uncut', () => {
    const { grade: g } = crowded();
    const out = commentFor(g);
    expect(out.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(out).not.toContain('(cut to fit)');
    expect(out).toContain('3000 failures of flaky checks were tolerated');
  });
});

describe('hostile text in the flaky lists stays text', () => {
  const HOSTILE = '@octocat <img src=x onerror=alert(1)> [click](javascript:alert(1)) #12';

  it('in the summary and the comment: no markup, no mention, the text shown as sent', () => {
    const g = flakyGrade(flakyReport());
    g.flakiness!.checks[3]!.name = HOSTILE;
    g.flakiness!.note = HOSTILE;
    const regressions = flakyRegressions();
    regressions.newlyFailing[1]!.name = HOSTILE;
    for (const md of [
      renderSummary({ ...summaryContext(g), regressions }),
      commentFor(g, { regressions }),
    ]) {
      const html = renderGfm(md);
      expect(html).not.toMatch(ACTIVE_MARKUP);
      expect(pingsOutsideCode(html)).toEqual([]);
      expect(textOf(html)).toContain('[click](javascript:alert(1))');
    }
  });
});

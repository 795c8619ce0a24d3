import { describe, expect, it } from 'vitest';
import type { Check, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { comparable, compareReports } from '../src/core/regressions.js';
import { COMMENT_LIMIT, commentMarker, renderComment } from '../src/report/comment.js';
import { renderRegressions } from '../src/report/summary.js';
import { ACTIVE_MARKUP, pingsOutsideCode, renderGfm, textOf } from './helpers/gfm.js';

const pass = (testId: string): Check => ({ testId, passed: true });
const fail = (testId: string): Check => ({ testId, passed: false });
const unobservable = (testId: string): Check => ({ testId, passed: false, unobservable: true });
const report = (id: string, checks: Check[], extra: Partial<RunReport> = {}): RunReport => ({
  _id: id,
  status: 'completed',
  ocpiVersion: '2.2.1',
  runKind: 'conformance',
  suites: [{ suiteId: 's', checks }],
  ...extra,
});

describe('compareReports', () => {
  it('names the spec clauses newly broken and no longer broken since the baseline', () => {
    const clause = (section: string) => ({
      documentTitle: 'OCPI 2.2.1 Part II',
      section,
      quote: `Q ${section}.`,
    });
    const citing = (testId: string, ...sections: string[]): Check => ({
      testId,
      passed: false,
      validations: [{ passed: false, message: 'no', references: sections.map(clause) }],
    });
    const before = report('r1', [citing('a', '4.1'), citing('b', '5.2'), pass('c')]);
    // a still breaks 4.1 (also cited by c now); b recovered (5.2 no longer broken); c breaks 6.3 anew.
    const now = report('r2', [citing('a', '4.1'), pass('b'), citing('c', '4.1', '6.3')]);
    const r = compareReports(now, before);
    expect(r.clausesNewlyBroken?.map((c) => c.section)).toEqual(['6.3']);
    expect(r.clausesNoLongerBroken?.map((c) => c.section)).toEqual(['5.2']);
    const md = renderRegressions(r);
    expect(md).toContain('<summary>Spec clauses newly broken (1)</summary>');
    expect(md).toContain('OCPI 2.2.1 Part II, section 6.3: “Q 6.3.”');
    expect(md).toContain('<summary>Spec clauses no longer broken (1)</summary>');
  });

  it('sorts changes into newly failing, recovered and no longer graded', () => {
    const before = report('r1', [pass('a'), fail('b'), pass('c'), pass('d'), fail('e')]);
    const now = report('r2', [fail('a'), pass('b'), unobservable('c'), fail('e'), fail('new')]);
    const r = compareReports(now, before);
    expect(r.previousReportId).toBe('r1');
    expect(r.newlyFailing.map((i) => i.testId)).toEqual(['a', 'new']);
    expect(r.recovered.map((i) => i.testId)).toEqual(['b']);
    expect(r.noLongerGraded.map((i) => i.testId).sort()).toEqual(['c', 'd']);
    expect(r.count).toBe(4);
  });

  it('reports nothing to compare with when there is no previous report', () => {
    expect(compareReports(report('r', [fail('a')]), undefined)).toMatchObject({
      previousReportId: undefined,
      count: 0,
    });
  });
});

describe('comparable', () => {
  const current = report('now', [pass('a')], { module: 'locations' });
  it.each([
    ['the same report', report('now', [pass('a')], { module: 'locations' }), false],
    [
      'an unfinished run',
      report('x', [pass('a')], { module: 'locations', status: 'running' }),
      false,
    ],
    ['another module', report('x', [pass('a')], { module: 'cdrs' }), false],
    [
      'another OCPI version',
      report('x', [pass('a')], { module: 'locations', ocpiVersion: '2.1.1' }),
      false,
    ],
    [
      'another run kind',
      report('x', [pass('a')], { module: 'locations', runKind: 'journey' }),
      false,
    ],
    ['no check in common', report('x', [pass('zzz')], { module: 'locations' }), false],
    ['a completed run of the same scope', report('x', [fail('a')], { module: 'locations' }), true],
  ])('%s: %s', (_name, candidate, expected) => {
    expect(comparable(current, candidate)).toBe(expected);
  });
});

describe('PR comment body', () => {
  const key = { workflow: 'CI', job: 'gate', connectionId: 'con_1', module: undefined };
  it('has a stable marker per key, different for another module', () => {
    expect(commentMarker(key)).toBe(commentMarker({ ...key }));
    expect(commentMarker(key)).not.toBe(commentMarker({ ...key, module: 'cdrs' }));
    expect(commentMarker(key)).toMatch(/^<!-- ocpi-conformance-gate:[0-9a-f]{16} -->$/);
  });

  it('escapes hostile check text and stays under the limit', () => {
    const hostile = Array.from(
      { length: 5000 },
      (_, i): Check => ({
        testId: `t${i} @octocat <img src=x onerror=alert(1)>`,
        passed: false,
        validations: [
          { passed: false, message: `[click](javascript:alert(1)) @team ${'x'.repeat(2000)}` },
        ],
      }),
    );
    const g = grade(report('r', hostile), { threshold: 100, failOn: new Set(), allowFailures: [] });
    const body = renderComment({
      key,
      verdict: g.verdict,
      reason: g.reason,
      grade: g,
      regressions: undefined,
      share: undefined,
      seed: 's',
      reportId: 'r',
      runUrl: 'https://github.com/a/b/actions/runs/1',
    });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    // Rendered as GitHub renders a comment: no markup, no link, no mention comes of the text.
    const html = renderGfm(body);
    expect(html).not.toMatch(ACTIVE_MARKUP);
    expect(pingsOutsideCode(html)).toEqual([]);
    expect(textOf(html)).toContain('[click](javascript:alert(1))');
    expect(body.startsWith(commentMarker(key))).toBe(true);
  });
});

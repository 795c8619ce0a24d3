/**
 * Two clauses never read alike (issue 33, point 10): two clauses of one section, one strength,
 * differing only by anchor or by quote, read identically in the CLI's clause list ("section
 * 4.1.1 (SHALL): 1 check in credentials", twice), the PR comment and the HTML report's collapsed
 * rows until opened. The anchor, or the quote's first words, now tells them apart on each surface;
 * a clause no other reads like keeps its line as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderResult } from '../src/cli/render.js';
import type { Check, Reference, RunReport } from '../src/client/index.js';
import { grade } from '../src/core/grading.js';
import { renderComment } from '../src/report/comment.js';
import { SCRIPT } from '../src/report/html-assets.js';
import { buildHtmlData } from '../src/report/html-data.js';
import { markdownText } from '../src/report/markdown.js';
import { renderClauses } from '../src/report/summary.js';
import { type ClauseCitation, clauseDistinctions, clauseKey } from '../src/util/clause-key.js';

const POLICY = { threshold: 100, failOn: new Set<never>(), allowFailures: [] };
const keep = (text: string) => text;
const SECTION = {
  documentTitle: 'OCPI 2.2.1 Part I',
  section: '4.1.1',
  strength: 'SHALL',
};
/** Two clauses of section 4.1.1 with one quote, told apart by the anchor alone. */
const BY_ANCHOR: Reference[] = [
  {
    ...SECTION,
    anchor: 'credentials-post',
    quote: 'The server SHALL answer with its own credentials.',
  },
  {
    ...SECTION,
    anchor: 'credentials-put',
    quote: 'The server SHALL answer with its own credentials.',
  },
];
/** Two clauses of section 4.1.1 without anchors whose quotes share their first six words. */
const BY_QUOTE: Reference[] = [
  { ...SECTION, quote: 'The receiver SHALL store the token and SHALL use it for every call.' },
  { ...SECTION, quote: 'The receiver SHALL store the token and SHALL NOT send it back.' },
];

const shownByGitHub = (markdown: string) =>
  markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1').replace(/\u200b/g, '');

function reportCiting(references: Reference[]): RunReport {
  const failing = (testId: string, reference: Reference): Check => ({
    testId,
    passed: false,
    validations: [{ passed: false, message: 'no', references: [reference] }],
  });
  return {
    _id: 'rep_1',
    status: 'completed',
    suites: [
      {
        suiteId: 'credentials-handshake',
        module: 'credentials',
        checks: references.map((r, i) => failing(`check-${i}`, r)),
      },
    ],
  };
}

/** The lines of the CLI's "Spec clauses broken" list. */
function cliClauseLines(references: Reference[]): string[] {
  const report = reportCiting(references);
  const text = renderResult({
    result: {
      verdict: 'fail',
      reason: 'Failed.',
      status: 'completed',
      connection: undefined,
      reportId: 'rep_1',
      runId: undefined,
      report,
      grade: grade(report, POLICY),
      seed: 's',
    },
    redact: keep,
  });
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith('Spec clauses broken ('));
  return lines.slice(at + 1, at + 1 + references.length);
}

function commentClauseLines(references: Reference[]): string[] {
  const report = reportCiting(references);
  const comment = renderComment({
    key: { workflow: 'w', job: 'j', connectionId: 'con_1', module: undefined },
    verdict: 'fail',
    reason: 'Failed.',
    grade: grade(report, POLICY),
    regressions: undefined,
    share: undefined,
    seed: 's',
    reportId: 'rep_1',
    runUrl: undefined,
  });
  // As GitHub shows it: Markdown's escapes (a backslash, a zero-width space after #) undone.
  return comment
    .split('\n')
    .filter((line) => line.startsWith('- OCPI 2.2.1 Part I'))
    .map(shownByGitHub);
}

/** The collapsed row of each clause in the HTML report: its text as the page's script builds it. */
function htmlClauseRows(references: Reference[]): string[] {
  const report = reportCiting(references);
  const { index } = buildHtmlData(report, grade(report, POLICY), keep);
  return index.clauses.map((r, k) => {
    const ref = index.refs[r]!;
    const where = [ref[0], ref[1] ? `section ${ref[1]}` : ''].filter(Boolean).join(', ');
    return `${ref[5]} ${where}${index.clauseApart[k] ? `, ${index.clauseApart[k]}` : ''}`;
  });
}

describe('two clauses of one section', () => {
  it('read apart by their anchor in the CLI, the PR comment and the HTML collapsed rows', () => {
    const cli = cliClauseLines(BY_ANCHOR);
    expect(new Set(cli).size).toBe(2);
    expect(cli.sort()).toEqual([
      '  OCPI 2.2.1 Part I, section 4.1.1, #credentials-post (SHALL): 1 check in credentials',
      '  OCPI 2.2.1 Part I, section 4.1.1, #credentials-put (SHALL): 1 check in credentials',
    ]);
    expect(commentClauseLines(BY_ANCHOR).sort()).toEqual([
      '- OCPI 2.2.1 Part I, section 4.1.1, #credentials-post (SHALL): 1 check',
      '- OCPI 2.2.1 Part I, section 4.1.1, #credentials-put (SHALL): 1 check',
    ]);
    expect(htmlClauseRows(BY_ANCHOR).sort()).toEqual([
      'SHALL OCPI 2.2.1 Part I, section 4.1.1, #credentials-post',
      'SHALL OCPI 2.2.1 Part I, section 4.1.1, #credentials-put',
    ]);
    // The page's script shows what the data says tells them apart.
    expect(SCRIPT).toContain("(apart ? ', ' + apart : '')");
  });

  it("read apart by the quote's first words, as many as it takes, where no anchor differs", () => {
    expect(cliClauseLines(BY_QUOTE).sort()).toEqual([
      // Six words would read alike: twelve (the whole of the first quote).
      '  OCPI 2.2.1 Part I, section 4.1.1, “The receiver SHALL store the token and SHALL NOT send it back.” (SHALL): 1 check in credentials',
      '  OCPI 2.2.1 Part I, section 4.1.1, “The receiver SHALL store the token and SHALL use it for every …” (SHALL): 1 check in credentials',
    ]);
    expect(new Set(htmlClauseRows(BY_QUOTE)).size).toBe(2);
    expect(new Set(commentClauseLines(BY_QUOTE)).size).toBe(2);
  });

  it('in the job summary, read apart where the quote as cut does not tell them apart', () => {
    const md = markdownText(keep);
    const rows = (references: Reference[]) => {
      const report = reportCiting(references);
      return renderClauses(grade(report, POLICY).clauses, md)
        .split('\n')
        .filter((line) => line.startsWith('| 1 ') || line.startsWith('| 2 '))
        .map((line) => shownByGitHub(line.split(' | ')[1]!));
    };
    const anchored = rows(BY_ANCHOR);
    expect(new Set(anchored).size).toBe(2);
    expect(anchored.join('\n')).toContain('#credentials-put');
    // Quotes that differ within what the table shows need nothing more.
    const quoted = rows(BY_QUOTE);
    expect(new Set(quoted).size).toBe(2);
    expect(quoted.join('\n')).not.toContain('…”');
  });

  it('keep their line as it was when no other clause reads like them', () => {
    const lone = cliClauseLines([BY_ANCHOR[0]!, { ...BY_ANCHOR[1]!, section: '4.1.2' }]);
    expect(lone.sort()).toEqual([
      '  OCPI 2.2.1 Part I, section 4.1.1 (SHALL): 1 check in credentials',
      '  OCPI 2.2.1 Part I, section 4.1.2 (SHALL): 1 check in credentials',
    ]);
  });
});

describe('clauseDistinctions', () => {
  const citation = fc.record(
    {
      documentTitle: fc.constantFrom('OCPI 2.2.1 Part I', 'OCPI 2.2.1 Part II'),
      section: fc.constantFrom('4.1.1', '8.1'),
      anchor: fc.constantFrom('a', 'b', 'a b'),
      page: fc.integer({ min: 1, max: 3 }),
      path: fc.constantFrom('mod_credentials.md', 'mod_locations.md'),
      quote: fc
        .array(fc.constantFrom('The', 'server', 'SHALL', 'answer', 'token', 'not'), {
          maxLength: 30,
        })
        .map((words) => words.join(' ')),
    },
    { requiredKeys: ['documentTitle', 'section'] },
  );

  it('never leaves two clauses of distinct identity reading alike', () => {
    fc.assert(
      fc.property(fc.uniqueArray(citation, { selector: clauseKey, maxLength: 12 }), (list) => {
        const shown = (c: ClauseCitation) => `${c.documentTitle}, section ${c.section}`;
        const apart = clauseDistinctions(list, shown);
        const texts = list.map((c, i) => `${shown(c)}|${apart[i]}`);
        expect(new Set(texts).size).toBe(list.length);
      }),
      { numRuns: 300 },
    );
  });
});

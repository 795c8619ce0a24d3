/**
 * The accessibility test both HTML reports pass (the single report, test/html-report-browser.test.ts,
 * and the merged matrix's, test/html-report-merged.test.ts): axe-core's WCAG 2.0, 2.1 and 2.2
 * rules of levels A and AA, and its best practices, run on a page open in Chromium.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';

// The callback given to page.evaluate runs in the page (see html-report-browser.test.ts).
// biome-ignore lint/suspicious/noExplicitAny: page objects are checked by the browser, not by tsc
declare const document: any;
// biome-ignore lint/suspicious/noExplicitAny: as above
declare const window: any;

/** axe-core's own bundle, injected into the page as its documentation shows (a devDependency). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's rules for WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules run: WCAG's, and axe-core's best practices beside them (every part of the page in a
 * landmark, one `main`, headings in order), which a screen reader's user moves by.
 */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

/** Rules that apply to any report page: each must have been checked, passed or broken. */
const APPLIED = [
  'color-contrast',
  'document-title',
  'html-has-lang',
  'landmark-one-main',
  'region',
];

/**
 * axe-core's violations of the rules (AXE_TAGS) on the page as it stands, one line each: the
 * rule, its impact and the elements (CSS selectors) that break it. axe is evaluated through the
 * DevTools protocol, which the page's Content-Security-Policy does not govern: the page's own
 * policy stays as a reviewer's browser enforces it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    AXE_TAGS,
  )) as {
    passes: { id: string }[];
    violations: {
      id: string;
      impact: string;
      nodes: { target: string[]; failureSummary: string }[];
    }[];
  };
  // The rules did apply: colour contrast and landmarks, among others, were checked on this page.
  const applied = [...results.passes, ...results.violations].map((rule) => rule.id);
  expect(applied).toEqual(expect.arrayContaining(APPLIED));
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`).join('; ')}`,
  );
}

/**
 * The HTML report's flaky checks, server-rendered like the other sections (html-sections.ts):
 * what was looked at (or why nothing could be said), the failures the policy tolerated, and the
 * flaky checks with their flips and runs, passed ones included. Service text goes through `t`
 * (redacted, cut, escaped). The list of checks marks each flaky row too (html-data.ts, the
 * page's script), and its "Flaky only" filter narrows the list to them.
 */
import type { FlakinessFindings, SettingNames } from '../core/model.js';
import {
  FLAKY_FAILURES_SETTING,
  flakinessHeadline,
  flakinessToTell,
  flakyCount,
  flakyText,
  settingName,
  toleratedText,
} from './flaky.js';
import type { HtmlText } from './html-text.js';

/** Flaky checks listed before the rest is counted (the list of checks filters them all). */
const MAX_FLAKY_ROWS = 200;

/**
 * The section; `title` (escaped) and no id for one of several on a page (a merge's legs), whose
 * checks are not listed below it: `maxRows` then bounds the list.
 */
export function flakySection(
  findings: FlakinessFindings | undefined,
  t: HtmlText,
  {
    names,
    title,
    maxRows = MAX_FLAKY_ROWS,
  }: { names?: SettingNames; title?: string; maxRows?: number } = {},
): string {
  if (!findings || !flakinessToTell(findings)) return '';
  const code = (text: string) => `<code>${t(text, 300)}</code>`;
  const open = title === undefined ? '<section id="flaky">' : '<section class="flaky-leg">';
  const parts = [`${open}<h2>${title ?? 'Flaky checks'}${flakyCount(findings)}</h2>`];
  const headline = flakinessHeadline(findings);
  if (headline !== undefined) parts.push(`<p>${headline}</p>`);
  if (findings.note) parts.push(`<p class="note">${t(findings.note, 500)}</p>`);
  if (findings.tolerated.length > 0) {
    const setting = settingName(names, FLAKY_FAILURES_SETTING);
    parts.push(
      `<p class="tolerated">${toleratedText(findings.tolerated, setting, code, maxRows)}.</p>`,
    );
  }
  if (findings.checks.length > 0) {
    const rows = findings.checks.slice(0, maxRows).map((check) => {
      const name = check.name ? ` ${t(check.name, 200)}` : '';
      return `<li>${code(check.testId)}${name} (${check.outcome} now; <span class="flaky">${flakyText(check.flaky)}</span>)</li>`;
    });
    const left = findings.checks.length - maxRows;
    const where =
      title === undefined
        ? 'the list of checks below filters them all'
        : 'the report lists them all';
    if (left > 0) rows.push(`<li>… and ${left} more: ${where}.</li>`);
    parts.push(`<ul class="flaky-checks">${rows.join('')}</ul>`);
  }
  parts.push('</section>');
  return parts.join('');
}

/**
 * The flaky checks in Markdown, for the job summary and the pull request comment: what was looked
 * at (or why nothing could be said), the failures the policy tolerated (said, never silent), and
 * the flaky checks themselves, passed ones included, each with its flips and runs. Service text
 * goes through the renderer's MarkdownText (redacted, cut, escaped) like every other list.
 */
import type { FlakinessFindings, FlakyCheck, RegressionItem, SettingNames } from '../core/model.js';
import {
  FLAKY_BEFORE,
  FLAKY_FAILURES_SETTING,
  flakinessHeadline,
  flakinessTold,
  flakinessToTell,
  flakyCount,
  flakyText,
  settingName,
  toleratedText,
} from './flaky.js';
import type { MarkdownText } from './markdown.js';

/** One flaky check: "`id` name (passed now; flaky: 3 flips in the last 10 runs)". */
export function flakyCheckLine(check: FlakyCheck, md: MarkdownText, nameMax = 120): string {
  const name = check.name ? ` ${md.inline(check.name, nameMax)}` : '';
  return `${md.code(check.testId, 200)}${name} (${check.outcome} now; ${flakyText(check.flaky)})`;
}

/** A regression row: "`id` name (passed → failed)", and for a check flaky before "; flaky: …". */
export function regressionItemLine(item: RegressionItem, md: MarkdownText): string {
  const name = item.name ? ` ${md.inline(item.name, 120)}` : '';
  const change = `${item.before ?? 'absent'} → ${item.now ?? 'absent'}`;
  const flaky = item.flaky ? `; ${flakyText(item.flaky)}` : '';
  return `${md.code(item.testId)}${name} (${change}${flaky})`;
}

/** The lines before the list: what was looked at, the note, the tolerated failures. */
function preamble(
  findings: FlakinessFindings,
  md: MarkdownText,
  names?: SettingNames,
  maxIds = 10,
): string[] {
  const headline = flakinessHeadline(findings);
  const lines = headline === undefined ? [] : [headline];
  if (findings.note) lines.push(md.inline(findings.note, 500));
  if (findings.tolerated.length > 0) {
    const setting = settingName(names, FLAKY_FAILURES_SETTING);
    const code = (id: string) => md.code(id, 200);
    lines.push(`⚠️ ${toleratedText(findings.tolerated, setting, code, maxIds)}.`);
  }
  return lines;
}

/**
 * The summary's "Flaky checks" section within `budget` bytes: at most `maxLines` checks listed,
 * the rest counted; nothing when the history was not read. `title`: another heading's words
 * (a merge's "Flaky checks of leg …"), already escaped.
 */
export function flakySection(
  findings: FlakinessFindings | undefined,
  md: MarkdownText,
  options: { budget: number; maxLines: number; names?: SettingNames; title?: string },
): string {
  if (!findings || !flakinessToTell(findings)) return '';
  const { budget, maxLines, names, title = 'Flaky checks' } = options;
  const out = [`### ${title}${flakyCount(findings)}`, ''];
  for (const line of preamble(findings, md, names)) out.push(line, '');
  let used = bytes(out.join('\n'));
  let shown = 0;
  for (const check of findings.checks) {
    if (shown >= maxLines) break;
    const text = `- ${flakyCheckLine(check, md)}`;
    if (used + bytes(text) + 200 > budget) break;
    out.push(text);
    used += bytes(text) + 1;
    shown++;
  }
  if (shown < findings.checks.length) {
    out.push(`- … and ${findings.checks.length - shown} more (see the report file)`);
  }
  out.push('');
  return out.join('\n');
}

/**
 * The comment's flaky lines: the preamble, then the first `top` flaky checks; none unread.
 * `title`: another label's words (a merge's leg), already escaped; `maxIds`: tolerated ids named.
 */
export function flakyCommentLines(
  findings: FlakinessFindings | undefined,
  md: MarkdownText,
  options: { top: number; names?: SettingNames; title?: string; maxIds?: number },
): string[] {
  if (!findings || !flakinessToTell(findings)) return [];
  const { top, names, title = 'Flaky checks', maxIds } = options;
  const shown = findings.checks.slice(0, top);
  const lines = [
    `**${title}**${flakinessTold(findings) ? ` (${shown.length} of ${findings.checks.length})` : ''}: ${preamble(findings, md, names, maxIds).join(' ')}`,
    '',
  ];
  if (shown.length === 0) return lines;
  for (const check of shown) lines.push(`- ${flakyCheckLine(check, md, 80)}`);
  lines.push('');
  return lines;
}

/** The heading of the new failures of flaky checks, apart from the regressions. */
export const FLAKY_BEFORE_TITLE = `${FLAKY_BEFORE.charAt(0).toUpperCase()}${FLAKY_BEFORE.slice(1)}`;

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

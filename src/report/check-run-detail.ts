/**
 * One failed or warned check in the check run's text, at a level of detail (check-run.ts chooses
 * the richest that fits): with its exchange, with the clauses quoted, with the messages only, or
 * one line.
 */
import type { Reference, Validation } from '../client/index.js';
import type { GradedCheck } from '../core/model.js';
import { clauseKey } from '../util/clause-key.js';
import { exchangeText } from './exchange-text.js';
import { flakyText } from './flaky.js';
import type { MarkdownText } from './markdown.js';
import { failureLine } from './summary.js';

/** A failed or warned check, and the matrix leg it comes from in a merge. */
export interface CheckFinding {
  item: GradedCheck;
  leg?: string;
}

/** Detail levels, richest first: each drops what the one before it showed. */
export type DetailLevel = 'exchange' | 'quotes' | 'messages' | 'line';

/** Exchange characters shown per check in the text (the annotation's raw details hold more). */
const EXCHANGE_CHARS = 4000;

export function renderCheckDetail(
  finding: CheckFinding,
  kind: 'failed' | 'warned',
  level: DetailLevel,
  md: MarkdownText,
): string {
  const { item, leg } = finding;
  const icon = kind === 'failed' ? '❌' : '⚠️';
  const from = leg ? `${md.inline(leg, 120)} · ` : '';
  const flaky = item.flaky ? ` (${flakyText(item.flaky)})` : '';
  const headline = kind === 'failed' ? failureLine(item, md) : warnedLine(finding, md);
  if (level === 'line') return `- ${icon} ${from}${headline}${flaky}\n`;
  const lines = [`### ${icon} ${from}${headline}`, ''];
  if (item.flaky) lines.push(`- ${flakyText(item.flaky)}`);
  const check = item.check;
  const validations =
    kind === 'failed'
      ? (check.validations ?? []).filter((v) => v.passed === false)
      : (check.warnings ?? []);
  const quoted = new Set<string>();
  const quotes = (references: readonly Reference[] | undefined) =>
    level === 'messages'
      ? []
      : (references ?? []).filter((reference) => {
          const key = clauseKey(reference);
          if (quoted.has(key)) return false;
          quoted.add(key);
          return true;
        });
  for (const validation of validations) {
    lines.push(`- ${validationText(validation, md)}`);
    for (const reference of quotes(validation.references)) {
      lines.push(`  ${quoteLine(reference, md)}`);
    }
  }
  if (kind === 'failed' && validations.length === 0 && check.exchange?.error) {
    lines.push(`- Transport error: ${md.inline(check.exchange.error)}`);
  }
  for (const reference of quotes(check.references)) lines.push(`- ${quoteLine(reference, md)}`);
  if (level === 'exchange' && check.exchange) {
    lines.push(
      '',
      '<details><summary>Exchange (redacted)</summary>',
      '',
      md.pre(exchangeText(check.exchange), EXCHANGE_CHARS),
      '',
      '</details>',
    );
  }
  return `${lines.join('\n')}\n\n`;
}

/** A warned check's headline: test id, name, its first warning. */
function warnedLine({ item }: CheckFinding, md: MarkdownText): string {
  const check = item.check;
  const warning = check.warnings?.[0];
  const name = check.name ? ` ${md.inline(check.name, 160)}` : '';
  const said = warning ? `: ${md.inline(warning.message ?? warning.name ?? '', 300)}` : '';
  return `${md.code(check.testId)}${name}${said}`;
}

function validationText(validation: Validation, md: MarkdownText): string {
  const severity = validation.severity ? ` (${md.inline(validation.severity, 20)})` : '';
  const name = validation.name ? `**${md.inline(validation.name, 120)}**${severity}: ` : '';
  return `${name}${md.inline(validation.message ?? 'failed', 600)}`;
}

/** A clause quoted: strength, document and section, the quote. */
function quoteLine(reference: Reference, md: MarkdownText): string {
  const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
    .filter(Boolean)
    .join(', ');
  const strength = reference.strength ? `**${md.inline(reference.strength, 20)}** ` : '';
  const quote = reference.quote ? `: “${md.inline(reference.quote, 600)}”` : '';
  return `> ${strength}${md.inline(where || reference.path || 'spec', 200)}${quote}`;
}

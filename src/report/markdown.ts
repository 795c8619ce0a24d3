/**
 * Safe Markdown for text that comes from the service. The service echoes partner data (check
 * names, messages, quotes, bodies), so none of it may format, link, mention or break a table:
 * every character Markdown or HTML gives meaning to becomes an HTML entity, and secrets are
 * redacted first.
 */
import { secrets } from '../util/redaction.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\\': '&#92;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '(': '&#40;',
  ')': '&#41;',
  // A zero-width space after @ and # breaks mentions (@user, @org/team) and issue references
  // (#123): GitHub decodes entities before it links those, so an entity alone would not do.
  '#': '#\u200b',
  '|': '&#124;',
  '~': '&#126;',
  '!': '&#33;',
  '@': '@\u200b',
  ':': '&#58;',
};
const SPECIAL = /[&<>"'\\`*_[\]()#|~!@:]/g;
const HTML_SPECIAL = /[&<>"']/g;

/** Collapses whitespace, cuts at `max` characters, redacts, and escapes for inline Markdown. */
export function inline(text: unknown, max = 300): string {
  let flat = secrets
    .redact(String(text ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length > max) flat = `${flat.slice(0, max)}…`;
  return flat.replace(SPECIAL, (c) => ENTITIES[c]!);
}

/** Inline code from service text: escaped inside <code>, safe in table cells. */
export function code(text: unknown, max = 200): string {
  return `<code>${inline(text, max)}</code>`;
}

/** A preformatted block (exchanges), redacted and HTML-escaped; `|` is harmless inside <pre>. */
export function pre(text: string, max = 4000): string {
  let body = secrets.redact(text);
  if (body.length > max) body = `${body.slice(0, max)}\n… (cut at ${max} characters)`;
  return `<pre>${body.replace(HTML_SPECIAL, (c) => ENTITIES[c]!)}</pre>`;
}

/** A table row from already-escaped cells. */
export function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Safe text for the HTML report. Every string the service sends (names, messages, quotes, bodies)
 * is hostile: it reaches the page either escaped into server-rendered markup (`HtmlText`) or as a
 * value of the JSON embedded in a `<script type="application/json">` element (`scriptJson`), which
 * the page's script renders with textContent only.
 *
 * As in markdown.ts, `redact` (the front end's secret store) is applied first, before a text is
 * cut or escaped: a cut could otherwise leave the beginning of a secret that straddles it, and
 * escaping could turn a secret's characters into entities the store no longer finds.
 */
import { inertText } from '../util/text.js';
import type { Redact } from './markdown.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five characters HTML gives meaning to, in text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * Redacts, then cuts at `max` characters with an ellipsis (the order that never leaks a secret),
 * then makes the text inert: a bidi override would reorder what the page shows (a name read
 * backwards, a link's target hidden), so it and the control characters are shown escaped.
 */
export function cutText(redact: Redact, value: unknown, max: number): string {
  return inertText(cut(redact(value === undefined || value === null ? '' : String(value)), max));
}

/** One line of service text: redacted, whitespace collapsed, cut, made inert. Not escaped. */
export function lineText(redact: Redact, value: unknown, max: number): string {
  const text = redact(value === undefined || value === null ? '' : String(value));
  return inertText(cut(text.replace(/\s+/g, ' ').trim(), max));
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export interface HtmlText {
  /** Service text for markup: redacted, collapsed to one line, cut at `max`, escaped. */
  (value: unknown, max?: number): string;
  /** The same transform as the renderer applies to service text, unescaped (for the JSON data). */
  readonly redact: Redact;
}

/** The escaping helper of one rendering, applying `redact` before every cut. */
export function htmlText(redact: Redact): HtmlText {
  const text = (value: unknown, max = 500) => escapeHtml(lineText(redact, value, max));
  return Object.assign(text, { redact });
}

/**
 * JSON for the inside of a `<script>` element. `<`, `>` and `&` become \u003c, \u003e and \u0026,
 * so no string can close the element (`</script>`), open a comment (`<!--`) or be read as markup;
 * U+2028 and U+2029 are escaped too, as older JavaScript parsers read them as line ends. JSON.parse
 * gives the same values back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

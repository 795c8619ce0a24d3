/**
 * Safe Markdown for text that comes from the service. The service echoes partner data (check
 * names, messages, quotes, bodies), so none of it may format, link, mention or break a table; and
 * the raw file (kept as an artifact by GitLab and Jenkins users) must read as the sentences it
 * holds. So only what GitHub's Markdown would interpret at that position is escaped: table pipes,
 * HTML (< > and an &entity;), backslashes before punctuation, backticks, * and ~, an underscore that
 * could open or close emphasis (not the one inside location_id), brackets, the scheme of a bare
 * link (https\://, www\.), and a block marker at the start (# - + 1.). Backslash escapes render
 * as the character itself, so text copied from the page is the text sent.
 *
 * Mentions (@user) and issue references (#12) in service prose would notify people: a zero-width
 * space after the @ or # breaks them (GitHub decodes entities and escapes before it links those,
 * so nothing else would do). Code spans (`code`: our ids, seeds, branches) are left exact: GitHub
 * links nothing inside <code>, and a seed copied from one must paste back as the same seed.
 *
 * GitHub draws `$…$` and `$$…$$` as math, so service text could draw a formula of its choosing (a
 * red "PASS"). A backslash escape (`\$`) is reported not to stop it; GitHub's documentation shows
 * a literal dollar beside math as `<span>$</span>`. So every `$` of service text is put in an
 * element of its own: it renders, and copies, as `$` (in code too: an id or seed copied from the
 * page is the id or seed). Control characters, bidi overrides and separators are shown escaped
 * (util/text.ts inertText), as in the log.
 *
 * The helpers are pure and hold no secret store. They take a text transform, `redact` (the front
 * end passes its store's), which they apply first, before they cut or escape: masking only after
 * a cut could leave the beginning of a secret that straddles the cut visible, and masking after
 * escaping would not find a secret whose characters were escaped.
 */

import { inertText } from '../util/text.js';

const HTML_SPECIAL = /[&<>"']/g;
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * One pass over flattened text: each alternative is a character (or a run) GFM would interpret
 * there. Order matters only where two could match at one place.
 */
const INLINE_SPECIAL =
  /<|>|&(?=#?[A-Za-z0-9]+;)|\\(?=[!-/:-@[-`{-~]|$)|[`*~|[\]]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])|(?<=(?:https?|ftp|mailto)):|(?<=www)\./gi;
/**
 * Markers that open a block when they start the text: a heading, a list item, a setext underline,
 * and a rule (after a list item's own marker, "--" makes "- --", a rule).
 */
const LEADING_MARKER = /^(\s*)(#|[-+=]|\d{1,9}(?=[.)](?:\s|$)))/;
/**
 * A mention or a team mention (@user, @org/team), an e-mail address that would be linked (a@b.c),
 * and an issue reference (#12, owner/repo#12): an @ before anything but a space, a # before a
 * letter or digit (not the # of an HTML entity).
 */
const PINGS = /(?<!&)(@(?=\S)|#(?=[A-Za-z0-9]))/g;

function escapeHtml(text: string): string {
  return text.replace(HTML_SPECIAL, (c) => HTML_ENTITIES[c]!);
}

/** Each `$` in an element of its own: no math delimiter left in the rendered text (see above). */
function isolateDollars(text: string): string {
  return text.includes('$') ? text.replace(/\$/g, () => '<span>$</span>') : text;
}

function escapeMarkdown(text: string): string {
  const escaped = text.replace(INLINE_SPECIAL, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`,
  );
  return escaped.replace(LEADING_MARKER, (_m, space: string, marker: string) =>
    /^\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`,
  );
}

/** A pure text transform: the front end's secret store's `redact`, or none. */
export type Redact = (text: string) => string;

export const keepText: Redact = (text) => text;

export interface MarkdownText {
  /** Redacts, collapses whitespace, cuts at `max` characters, and escapes for inline Markdown. */
  inline(text: unknown, max?: number): string;
  /** Inline code from service text: escaped inside <code>, safe in table cells. */
  code(text: unknown, max?: number): string;
  /** A preformatted block (exchanges), redacted, cut and HTML-escaped; `|` is harmless inside <pre>. */
  pre(text: string, max?: number): string;
  /**
   * The same helpers for a line of an HTML block (`<details><summary>…`), where Markdown is not
   * rendered: there only HTML is escaped (a backslash would show), and mentions still broken.
   */
  readonly inHtml: MarkdownText;
}

/** The Markdown helpers for one rendering, applying `redact` before every cut. */
export function markdownText(redact: Redact = keepText): MarkdownText {
  const flat = (text: unknown, max: number): string => {
    let line = redact(String(text ?? ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (line.length > max) line = `${line.slice(0, max)}…`;
    return inertText(line);
  };
  const pre = (text: string, max = 4000) => {
    let body = redact(text);
    if (body.length > max) body = `${body.slice(0, max)}\n… (cut at ${max} characters)`;
    return `<pre>${isolateDollars(escapeHtml(inertText(body)))}</pre>`;
  };
  const inHtml: MarkdownText = {
    inline: (text, max = 300) =>
      isolateDollars(escapeHtml(flat(text, max)).replace(PINGS, '$1\u200b')),
    code: (text, max = 200) => `<code>${isolateDollars(escapeHtml(flat(text, max)))}</code>`,
    pre,
    get inHtml() {
      return inHtml;
    },
  };
  return {
    inline: (text, max = 300) =>
      isolateDollars(escapeMarkdown(flat(text, max)).replace(PINGS, '$1\u200b')),
    // Exact: nothing is linked inside <code>, so no mention needs breaking.
    code: (text, max = 200) => `<code>${isolateDollars(escapeMarkdown(flat(text, max)))}</code>`,
    pre,
    inHtml,
  };
}

/** A table row from already-escaped cells. */
export function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/**
 * Safe Markdown for text that comes from the service. The service echoes partner data (check
 * names, messages, quotes, bodies), so none of it may format, link, mention or break a table:
 * every character Markdown or HTML gives meaning to becomes an HTML entity.
 *
 * The helpers are pure and hold no secret store. They take a text transform, `redact` (the front
 * end passes its store's), which they apply first, before they cut or escape: masking only after
 * a cut could leave the beginning of a secret that straddles the cut visible, and masking after
 * escaping would not find a secret whose characters were turned into entities.
 */

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
}

/** The Markdown helpers for one rendering, applying `redact` before every cut. */
export function markdownText(redact: Redact = keepText): MarkdownText {
  const inline = (text: unknown, max = 300): string => {
    let flat = redact(String(text ?? ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (flat.length > max) flat = `${flat.slice(0, max)}…`;
    return flat.replace(SPECIAL, (c) => ENTITIES[c]!);
  };
  return {
    inline,
    code: (text, max = 200) => `<code>${inline(text, max)}</code>`,
    pre: (text, max = 4000) => {
      let body = redact(text);
      if (body.length > max) body = `${body.slice(0, max)}\n… (cut at ${max} characters)`;
      return `<pre>${body.replace(HTML_SPECIAL, (c) => ENTITIES[c]!)}</pre>`;
    },
  };
}

/** A table row from already-escaped cells. */
export function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

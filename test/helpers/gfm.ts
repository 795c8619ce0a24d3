/**
 * Renders Markdown as GitHub does for a job summary or a comment, near enough for tests: CommonMark
 * with the GFM extensions (tables, strikethrough, autolink literals, task lists) by micromark, raw
 * HTML passed through. And the text a person copies from the page: the HTML's text, entities
 * decoded.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export function renderGfm(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an HTML fragment as a browser shows it (tags dropped, entities decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
      if (body[0] === '#') {
        const code =
          body[1] === 'x' || body[1] === 'X'
            ? Number.parseInt(body.slice(2), 16)
            : Number(body.slice(1));
        return String.fromCodePoint(code);
      }
      return NAMED[body.toLowerCase()] ?? entity;
    });
}

/**
 * Mentions (@user) and issue references (#12) GitHub would link in rendered HTML: those in the
 * text outside <code>, <pre> and links (GitHub links none inside those).
 */
export function pingsOutsideCode(html: string): string[] {
  const outside = html.replace(/<(code|pre|a)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  return [...textOf(outside).matchAll(/(?<![\w`])[@#][A-Za-z0-9][\w/-]*/g)].map((m) => m[0]);
}

/** What hostile text must never become once rendered: markup, a script, a javascript: link. */
export const ACTIVE_MARKUP = /<(script|img|iframe|style)\b|href="(?!https?:)|<[^>]+\son\w+=/i;

/**
 * The HTML report's Content-Security-Policy: the page may run its one inline script and apply its
 * one inline style sheet, each allowed by its SHA-256 hash, and nothing else. `default-src 'none'`
 * forbids every fetch (scripts, styles, images, fonts, frames, connections) and no `connect-src`
 * opens one: opened from disk, the page makes no request. `img-src data:` serves only the empty
 * favicon (`<link rel="icon" href="data:,">`), which keeps a browser from asking a server for
 * /favicon.ico when the page is served. A policy in `<meta>` cannot hold frame-ancestors; a
 * framed copy of a static file is no risk the page can prevent.
 */
import { sha256 as digest } from '../util/digest.js';
import { SCRIPT } from './html-script.js';
import { STYLE } from './html-style.js';

export { SCRIPT, STYLE };

function sha256(text: string): string {
  return `'sha256-${digest(text, 'base64')}'`;
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The page's own elements, exactly as the document holds them (html.ts, app/formats/html-report.ts). */
export const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;
export const STYLE_ELEMENT = `<style>${STYLE}</style>`;
export const SCRIPT_ELEMENT = `<script>${SCRIPT}</script>`;

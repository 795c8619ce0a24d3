/**
 * Copy-as-curl in the HTML report (issue 36, point 1): for a failed or warned check whose exchange
 * the page keeps, the command curlCommand gives (the page shows it with a Copy button), or why
 * there is none and the request as recorded. Compact, like the rest of the page's data.
 */
import type { Check } from '../client/index.js';
import { curlCommand } from './curl.js';
import { cutText } from './html-text.js';
import type { Redact } from './markdown.js';
import type { EndpointContext } from './ocpi-endpoint.js';
import { recordedRequest } from './recorded-request.js';

/** A command longer than this (characters) is not put in the page: `show` prints it. */
export const HTML_CURL_MAX_CHARS = 40_000;
/** Where the request as recorded is cut, when there is no command. */
const REQUEST_MAX_CHARS = 16_000;

/**
 * `c`: the command, `f`: the body file it reads, `n`: notes. Or `k`: 'p' the partner sent the
 * request (shown as sent), 'r' it cannot be replayed exactly (reasons `r`), 'l' the command is too
 * long for the page; `q`: the request as recorded.
 */
export type HtmlCurl =
  | { c: string; f?: string; n?: string[] }
  | { k: 'p' | 'r' | 'l'; r?: string[]; q?: string };

export function curlOf(
  check: Check,
  partnerBaseUrl: string | undefined,
  redact: Redact,
  context: Omit<EndpointContext, 'partnerBaseUrl'> = {},
): HtmlCurl {
  const curl = curlCommand(recordedRequest(check, partnerBaseUrl, context));
  if (curl.kind === 'command') {
    // Placeholders stand for every credential; redact still runs, as on every text of the page.
    const command = redact(curl.command);
    if (command.length > HTML_CURL_MAX_CHARS) return { k: 'l' };
    return {
      c: command,
      ...(curl.bodyFile ? { f: redact(curl.bodyFile.name) } : {}),
      ...(curl.notes.length > 0 ? { n: curl.notes.map(redact) } : {}),
    };
  }
  return {
    k: curl.kind === 'from-partner' ? 'p' : 'r',
    ...(curl.reasons.length > 0 ? { r: curl.reasons.map(redact) } : {}),
    q: cutText(redact, curl.request, REQUEST_MAX_CHARS),
  };
}

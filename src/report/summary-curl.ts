/**
 * "Reproduce with curl" under a failed check of the job summary (issue 36, point 1): the command
 * curlCommand gives for the check's recorded request, or why there is none and the request as
 * recorded. A body too large to be inline is read from a file the summary cannot hold: the block
 * says where to find it (the file that holds the requests, the HAR file, or `show`, which
 * writes it).
 */
import type { Check } from '../client/index.js';
import { curlCommand, shellWord } from './curl.js';
import type { MarkdownText } from './markdown.js';
import { recordedRequest } from './recorded-request.js';

/** A command or request longer than this (characters) is not shown cut: `show` prints it whole. */
export const SUMMARY_CURL_MAX_CHARS = 6000;

export interface CurlPlaces {
  /** The connection's partnerBaseUrl (without it the direction is unknown: offered for replay). */
  partnerBaseUrl?: string;
  /** The report file on the runner, for `ocpi-conformance show`. */
  resultFile?: string;
  /** The file written beside the report that holds every failed request's body, and its name. */
  requests?: { file: string; label: string };
  /** Whether the report files were uploaded as the workflow's artifact (that file with them). */
  uploaded?: boolean;
  /** The report's OCPI version: which version details the commands read their endpoint from. */
  ocpiVersion?: string;
}

/**
 * The <details> block for a check with an exchange; '' for one without. `suite` is the check's
 * suite (its module and id tell the request's endpoint: report/ocpi-endpoint.ts).
 */
export function curlBlock(
  check: Check,
  md: MarkdownText,
  places: CurlPlaces,
  suite: { module?: string; suiteId?: string } = {},
): string {
  if (!check.exchange?.request) return '';
  const curl = curlCommand(
    recordedRequest(check, places.partnerBaseUrl, { ...endpointContext(places), ...suite }),
  );
  const lines: string[] = [];
  if (curl.kind === 'command') {
    lines.push('<details><summary>Reproduce with curl</summary>', '');
    const reads =
      curl.setup.length > 0
        ? " Its first lines read the endpoint it goes to from your partner's version details (with curl and jq)."
        : '';
    lines.push(`Set ${curl.variables.map((v) => md.code(v)).join(', ')} first.${reads}`, '');
    lines.push(shown(curl.command, md, check, places));
    if (curl.bodyFile) lines.push('', bodyFileLine(curl.bodyFile.name, check, md, places));
    for (const note of curl.notes) lines.push('', md.inline(note, 600));
  } else if (curl.kind === 'from-partner') {
    lines.push('<details><summary>Request the partner sent (not for replay)</summary>', '');
    lines.push('The partner sent this request to the service; it is shown as sent.', '');
    lines.push(shown(curl.request, md, check, places));
  } else {
    lines.push('<details><summary>Reproduce with curl: not possible</summary>', '');
    lines.push(`No curl command: ${curl.reasons.map((r) => md.inline(r, 400)).join('; ')}`, '');
    lines.push('The request as recorded:', '', shown(curl.request, md, check, places));
  }
  lines.push('', '</details>');
  return lines.join('\n');
}

function endpointContext(places: CurlPlaces): { ocpiVersion?: string } {
  return places.ocpiVersion ? { ocpiVersion: places.ocpiVersion } : {};
}

/** The text in a <pre>, whole; a text too long for the summary is left to `show`. */
function shown(text: string, md: MarkdownText, check: Check, places: CurlPlaces): string {
  if (text.length <= SUMMARY_CURL_MAX_CHARS) return md.pre(text, SUMMARY_CURL_MAX_CHARS);
  return `It is longer than this summary shows (${text.length} characters): ${showAdvice(check, md, places)}.`;
}

function bodyFileLine(name: string, check: Check, md: MarkdownText, places: CurlPlaces): string {
  const requests = places.requests
    ? `the request of ${md.code(check.testId)} in the ${places.requests.label} ${md.code(places.requests.file, 400)}${places.uploaded ? ' (in the report artifact)' : ''} holds it, or `
    : '';
  return `The body is read from ${md.code(name, 300)}, which this summary does not hold: ${requests}${showAdvice(check, md, places)} to write it.`;
}

function showAdvice(check: Check, md: MarkdownText, places: CurlPlaces): string {
  const report = places.resultFile ? shellArgument(places.resultFile) : '<report-file>';
  const command = `ocpi-conformance show ${report} --check ${shellArgument(check.testId)}`;
  return `run ${md.code(command, 1000)}`;
}

/** A word as it is when the shell would read it so; else quoted (a path with spaces). */
export function shellArgument(word: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(word) ? word : shellWord(word, []);
}

/**
 * Under the list of checks that passed with warnings, which this summary lists a line each: where
 * the curl commands of those that kept their request are (the HTML report, `show`), with the
 * `show` command of the first that did.
 */
export function warnedCurlLine(first: Check, md: MarkdownText, places: CurlPlaces): string {
  return `The checks above that kept their request have a curl command in the HTML report; or ${showAdvice(first, md, places)} (another test id for another check).`;
}

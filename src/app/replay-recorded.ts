/**
 * What replay needs of a check's recorded exchange: the request (with the credential as a
 * placeholder), whether it can be sent again, and the check's stated expectation. A stand-in
 * until src/report/recorded-request.ts (the packets' extraction) is merged.
 */
import type { Check } from '../client/index.js';

/** The credential's place in a recorded request, as the curl commands write it. */
export const TOKEN_PLACEHOLDER = '$OCPI_TOKEN';

export interface StatusCodeExpectation {
  /** The status_code values the check quoted. */
  codes: number[];
  /** A range the check quoted ("from the 2000 range"): [first, last]. */
  ranges: [number, number][];
  /** The words the check used, for the output. */
  text: string;
}

export interface RecordedRequest {
  direction: 'to-partner' | 'from-partner';
  method: string;
  url: string;
  /** The path and query, relative to the partner's base URL. */
  path: string;
  /** The headers sent, the credential as TOKEN_PLACEHOLDER. */
  headers: Record<string, string>;
  body: unknown;
  headersTruncated: boolean;
  bodyTruncated: boolean;
  /** Why the request cannot be sent again exactly; undefined when it can. */
  notReplayable: string | undefined;
}

export interface RecordedExpectation {
  expectedStatus: number[];
  statusCode: StatusCodeExpectation | undefined;
  /** A failed validation or warning speaks of more than the HTTP status and the status_code. */
  beyondStatus: boolean;
}

export interface Recorded {
  request: RecordedRequest | undefined;
  /** Why there is no request (no exchange, unreached); undefined when there is one. */
  noRequest: string | undefined;
  expectation: RecordedExpectation;
}

const STATUS_PATHS = new Set(['response.status', '$.status_code']);

export function recordedOf(check: Check): Recorded {
  const expectation = expectationOf(check);
  const request = check.exchange?.request;
  if (!request?.method || !request.url) {
    const noRequest = check.unreached
      ? `the check was not reached (${check.unreached}): no request was sent`
      : 'the report keeps no request for this check';
    return { request: undefined, noRequest, expectation };
  }
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name] =
      name.toLowerCase() === 'authorization' ? `Token ${TOKEN_PLACEHOLDER}` : String(value);
  }
  const bodyTruncated = request.bodyTruncated === true;
  return {
    request: {
      direction: 'to-partner',
      method: request.method.toUpperCase(),
      url: request.url,
      path: `${url.pathname}${url.search}`,
      headers,
      body: request.body,
      headersTruncated: request.headersTruncated === true,
      bodyTruncated,
      notReplayable: bodyTruncated
        ? 'the service cut its request body short in the report, so the request cannot be sent again exactly'
        : undefined,
    },
    noRequest: undefined,
    expectation,
  };
}

function expectationOf(check: Check): RecordedExpectation {
  const failing = [...(check.validations ?? []), ...(check.warnings ?? [])].filter(
    (v) => v.passed !== true,
  );
  let beyondStatus = false;
  let statusCode: StatusCodeExpectation | undefined;
  for (const validation of failing) {
    const details = validation.details as { jsonPath?: unknown; expected?: unknown } | undefined;
    const path = typeof details?.jsonPath === 'string' ? details.jsonPath : undefined;
    if (!path || !STATUS_PATHS.has(path)) beyondStatus = true;
    if (path === '$.status_code') {
      const text = String(details?.expected ?? validation.message ?? '');
      const parsed = parseStatusCode(text);
      if (parsed) statusCode = parsed;
      else beyondStatus = true;
    }
  }
  return { expectedStatus: check.expectedStatus ?? [], statusCode, beyondStatus };
}

function parseStatusCode(text: string): StatusCodeExpectation | undefined {
  const range = /status_code from the (\d)000 range/.exec(text);
  if (range) {
    const first = Number(range[1]) * 1000;
    return { codes: [], ranges: [[first, first + 999]], text };
  }
  const codes = [...text.matchAll(/status_code (\d{4})/g)].map((m) => Number(m[1]));
  return codes.length > 0 ? { codes, ranges: [], text } : undefined;
}

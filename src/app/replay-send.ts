/**
 * Sending one recorded request (report/recorded-request.ts's packet) again to the partner's
 * endpoint: once (a write is never sent twice), within a time limit, its answer read up to a
 * bound. The credentials fill the placeholders the packet carries ($OCPI_TOKEN...); the headers a
 * client computes (Host, Content-Length) are not in the packet.
 */
import { type Dispatcher, request as undiciRequest } from 'undici';
import {
  type FillContext,
  fillPlaceholders,
  PLACEHOLDER_PATTERN,
  type PlaceholderName,
  type RecordedRequest,
} from '../report/recorded-request.js';

/** The most of an answer's body read (the rest is cut and said to be). */
export const MAX_ANSWER_BYTES = 1_048_576;

/** What is sent, the credentials in place: never shown (see ShownRequest in replay.ts). */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | undefined;
}

export interface PartnerAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body parsed as JSON, or its text when it is not JSON; undefined when empty. */
  body: unknown;
  /** The body was longer than MAX_ANSWER_BYTES and was cut there. */
  bodyCut: boolean;
  ms: number;
}

/** A redirect the partner answered with, and whether it was followed. */
export interface Redirect {
  status: number;
  /** Where it pointed, resolved against the request's URL. */
  location: string;
  /** Followed once, with the token: it stayed on the request's origin. */
  followed: boolean;
}

export type SendOutcome =
  | { kind: 'answer'; answer: PartnerAnswer; redirect?: Redirect }
  | { kind: 'timeout'; ms: number }
  | { kind: 'unreachable'; code: string; message: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Sends the request once and, as a real client would, follows one redirect to the same origin
 * (scheme, host and port) with the same headers, the token among them: 307 and 308 keep the
 * method and body, 303 (and 301 or 302 after a POST) becomes a GET without a body. A redirect to
 * another origin is not followed, so the token never goes there: the redirect is the answer, and
 * says where it pointed. A second redirect is the answer too.
 */
export async function sendFollowingOnce(
  request: OutgoingRequest,
  timeoutMs: number,
  dispatcher: Dispatcher,
  now: () => number = Date.now,
): Promise<SendOutcome> {
  const first = await sendOnce(request, timeoutMs, dispatcher, now);
  if (first.kind !== 'answer' || !REDIRECTS.has(first.answer.status)) return first;
  const raw = first.answer.headers.location;
  if (!raw || !URL.canParse(raw, request.url)) return first;
  const target = new URL(raw, request.url);
  const location = target.href;
  if (target.origin !== new URL(request.url).origin) {
    return { ...first, redirect: { status: first.answer.status, location, followed: false } };
  }
  const status = first.answer.status;
  const asGet = status === 303 || ((status === 301 || status === 302) && request.method === 'POST');
  const followed: OutgoingRequest = asGet
    ? {
        method: 'GET',
        url: location,
        headers: request.headers.filter(([name]) => name.toLowerCase() !== 'content-type'),
        body: undefined,
      }
    : { ...request, url: location };
  const second = await sendOnce(followed, timeoutMs, dispatcher, now);
  if (second.kind !== 'answer') return second;
  return { ...second, redirect: { status, location, followed: true } };
}

/** A placeholder's value by its name; undefined when the caller has none. */
export type Fill = (name: PlaceholderName) => string | undefined;

/**
 * A packet's request as it goes out to `url` (replayUrl): every placeholder filled by `fill`,
 * encoded for where it stands (a query value, a JSON string, a header).
 */
export function outgoingRequest(packet: RecordedRequest, url: string, fill: Fill): OutgoingRequest {
  const headers = packet.headers.map(
    ({ name, value }) => [name, fillPlaceholders(value, fill)] as [string, string],
  );
  const type = headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const bodyContext: FillContext = packet.bodyIsJson
    ? 'json-string'
    : /x-www-form-urlencoded/i.test(type)
      ? 'url'
      : 'raw';
  const body =
    packet.body === undefined ? undefined : fillPlaceholders(packet.body, fill, bodyContext);
  if (body !== undefined && packet.bodyIsJson && type === '')
    headers.push(['Content-Type', 'application/json']);
  return {
    method: packet.method ?? 'GET',
    url: fillPlaceholders(url, fill, 'url'),
    headers,
    body,
  };
}

/** The placeholders a text holds. */
export function placeholdersIn(text: string): PlaceholderName[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] as PlaceholderName);
}

/**
 * Sends the request once; a failure to connect or to be answered in time is an outcome. On
 * undici's `request` (as the client): it adds no headers of its own beyond the connection's, and
 * follows no redirect (a redirect is the partner's answer).
 */
export async function sendOnce(
  request: OutgoingRequest,
  timeoutMs: number,
  dispatcher: Dispatcher,
  now: () => number = Date.now,
): Promise<SendOutcome> {
  const started = now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await undiciRequest(request.url, {
      method: request.method as Dispatcher.HttpMethod,
      headers: request.headers.flat(),
      body: request.body,
      dispatcher,
      signal,
    });
    const { text, cut } = await readBounded(response.body);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const answer = { status: response.statusCode, headers, body: parseBody(text), bodyCut: cut };
    return { kind: 'answer', answer: { ...answer, ms: now() - started } };
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout', ms: timeoutMs };
    const failure = error as { code?: unknown; message?: unknown; cause?: { code?: unknown } };
    const code =
      typeof failure.code === 'string'
        ? failure.code
        : typeof failure.cause?.code === 'string'
          ? failure.cause.code
          : 'ERROR';
    return { kind: 'unreachable', code, message: String(failure.message ?? error) };
  }
}

/** The body up to MAX_ANSWER_BYTES; the rest is not read. */
async function readBounded(
  body: Dispatcher.ResponseData['body'],
): Promise<{ text: string; cut: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let cut = false;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const room = MAX_ANSWER_BYTES - size;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      cut = true;
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  if (cut) body.destroy();
  return { text: Buffer.concat(chunks).toString('utf8'), cut };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The OCPI status_code of a body, when it has one. */
export function statusCodeOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const code = (body as { status_code?: unknown }).status_code;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

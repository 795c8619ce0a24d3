/**
 * Sending one recorded request again to the partner's endpoint: once (a write is never sent
 * twice), within a time limit, its answer read up to a bound. The credential fills the
 * placeholder the recorded headers carry; headers that belong to one connection are left for
 * the HTTP stack to set.
 */
import { type Dispatcher, request as undiciRequest } from 'undici';
import { TOKEN_PLACEHOLDER } from './replay-recorded.js';

/** The most of an answer's body read (the rest is cut and said to be). */
export const MAX_ANSWER_BYTES = 1_048_576;

/** Headers of one connection or one body, not of the request: the HTTP stack sets them. */
const CONNECTION_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'proxy-connection',
]);

/** What is sent, the credential in place: never shown (see shownRequest). */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
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

export type SendOutcome =
  | { kind: 'answer'; answer: PartnerAnswer }
  | { kind: 'timeout'; ms: number }
  | { kind: 'unreachable'; code: string; message: string };

/** The recorded request as it goes out: the base URL joined to its path, the token in place. */
export function outgoingRequest(
  recorded: { method: string; path: string; headers: Record<string, string>; body: unknown },
  baseUrl: string,
  token: string,
): OutgoingRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(recorded.headers)) {
    if (CONNECTION_HEADERS.has(name.toLowerCase())) continue;
    headers[name] = value.split(TOKEN_PLACEHOLDER).join(token);
  }
  const body =
    recorded.body === undefined || recorded.body === null
      ? undefined
      : typeof recorded.body === 'string'
        ? recorded.body
        : JSON.stringify(recorded.body);
  const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  if (body !== undefined && !hasType && typeof recorded.body !== 'string') {
    headers['Content-Type'] = 'application/json';
  }
  return { method: recorded.method, url: joinUrl(baseUrl, recorded.path), headers, body };
}

/** The base URL (its path kept, trailing slashes dropped) followed by the recorded path. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
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
      headers: request.headers,
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

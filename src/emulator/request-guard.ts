/**
 * The emulator answers only its own page (issue 33). It listens on 127.0.0.1, yet a web page can
 * still reach it through the user's browser: a cross-site POST with `content-type: text/plain`
 * needs no preflight, and DNS rebinding gives a page of another site the emulator under that
 * site's name, where it could read the control API's state or call the API with the demo's
 * published key. So:
 *  - every request (API and control API) must name a loopback Host: 127.0.0.1, localhost or
 *    [::1], with any port (a rebound page sends its own name);
 *  - the control API refuses an Origin other than its own (scripts and the CLI send none);
 *  - a control API body must be declared application/json (a browser cannot send that across
 *    sites without a preflight, which the emulator never grants).
 * Each refusal is an ApiError: the emulator's error envelope, saying what was refused and why.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error.js';

/** A loopback name with an optional port; a client of a 127.0.0.1-bound server has no other. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The emulator's own address as a client should write it, for the messages. */
function ownOrigin(req: IncomingMessage): string {
  return `http://127.0.0.1:${req.socket.localPort}`;
}

/** Refuses a request whose Host is missing or not a loopback name. */
export function refuseForeignHost(req: IncomingMessage): void {
  const host = req.headers.host;
  if (host && LOOPBACK_HOST.test(host)) return;
  const told = host
    ? `the request's Host "${host}" is not a loopback name`
    : 'the request has no Host header';
  throw new ApiError(
    403,
    'forbidden',
    `Refused: ${told}. The emulator answers requests addressed to 127.0.0.1, localhost or [::1] (any port) only, as another name is how a page of another site reaches it through DNS rebinding. Address it as ${ownOrigin(req)}.`,
  );
}

/** Refuses a request that carries an Origin other than the emulator's own (a page of another site). */
export function refuseForeignOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (origin === undefined || isOwnOrigin(origin, req.socket.localPort)) return;
  throw new ApiError(
    403,
    'forbidden',
    `Refused: the request's Origin "${origin}" is not the emulator's own (${ownOrigin(req)}); the control API does not answer pages of other sites. Call it from a script or the command line, which send no Origin.`,
  );
}

/** Refuses a body not declared as application/json: the kind a browser sends across sites unasked. */
export function refuseNonJsonBody(req: IncomingMessage): void {
  const type = req.headers['content-type'];
  const mediaType = type?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return;
  const told = type ? `content-type "${type}"` : 'no content-type';
  throw new ApiError(
    415,
    'unsupported_media_type',
    `Refused: the control API takes bodies as application/json only, and this one came with ${told} (a browser sends text/plain and form bodies across sites without asking first). Send content-type: application/json.`,
  );
}

function isOwnOrigin(origin: string, port: number | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed or file: page) and anything else that is not a URL
  }
  const urlPort = url.port === '' ? 80 : Number(url.port);
  return url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname) && urlPort === port;
}

/**
 * A service that behaves otherwise than our guesses about the wire (src/client/wire.ts, README
 * "Assumptions about the service"): an HTTP proxy on 127.0.0.1 in front of a running emulator.
 *
 * The emulator shares wire.ts with the client, so on its own it can never show that a guess is
 * wrong. The proxy forwards every request (path, method, headers and body kept) and changes, per
 * option, what the emulator sees or what the client gets back, as a service that made another
 * choice would. Every option is off by default and they combine freely.
 *
 *   const service = await startDivergentService(emulator.baseUrl, { ignoreLongPoll: true });
 *   // ... run the action against service.baseUrl ...
 *   service.log; // every request that reached the proxy
 *   await service.close();
 *
 * `sharedReportElsewhere` answers the shared-report route (SHARED_REPORT_PATH) 404, as a service
 * that opens shared reports at another path would.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  CONNECTION_LIST_PARAMS,
  IDEMPOTENCY_HEADER,
  JOURNEY_START_PATH,
  LONG_POLL_PARAM,
  RECOVERY_DECISION_FIELD,
  REPORT_RUN_ID_FIELD,
  RUN_LIST_PARAMS,
  SHARED_REPORT_PATH,
  STREAM_CURSOR_PARAM,
} from '../../src/client/wire.js';
import { matchRoute } from '../../src/emulator/routes.js';

export const RUN_START_ROUTE = 'POST /testing/runs';
export const JOURNEY_START_ROUTE = `POST ${JOURNEY_START_PATH}`;
export const RUN_LIST_ROUTE = 'GET /testing/runs';
export const CONNECTION_LIST_ROUTE = 'GET /connections';
export const JOURNEY_STATUS_ROUTE = 'GET /testing/journey-runs/{id}';
export const JOURNEY_STREAM_ROUTE = 'GET /testing/journey-runs/{id}/stream';
export const RECOVERY_ROUTE = 'POST /testing/journey-runs/{id}/recovery';

export interface Divergence {
  /**
   * Drop the long-poll query parameter (LONG_POLL_PARAM) before forwarding, so the emulator
   * answers at once. `true`: on every route; a list: only on those routes ("METHOD /pattern").
   */
  ignoreLongPoll?: boolean | readonly string[];
  /** Drop CONNECTION_LIST_PARAMS (direction, limit, skip) from GET /connections. */
  ignoreConnectionListParams?: boolean;
  /** Drop the connectionId, targetId, status and ocpiVersion filters from GET /testing/runs. */
  ignoreRunListFilters?: boolean;
  /** Drop the cursor from GET /testing/runs: every read returns the first page. */
  ignoreCursor?: boolean;
  /** Strip the IDEMPOTENCY_HEADER from every request. */
  ignoreIdempotencyKey?: boolean;
  /**
   * The first n run starts (POST /testing/runs and the journey start, counted together) are
   * forwarded, so the service acts, but their answer is lost: see loseStartAnswerAs.
   */
  loseStartAnswers?: number;
  /** How a start answer is lost: a 502 with an error envelope (default), or a destroyed socket. */
  loseStartAnswerAs?: 'status' | 'reset';
  /**
   * When the lost answer is given: by default once the upstream answered (the run exists and the
   * long-poll, if any, has ended); with a number, that many ms after the request was forwarded
   * (the upstream request goes on, its answer is discarded).
   */
  loseStartAnswerAfterMs?: number;
  /**
   * A report id seen for the first time in a GET /testing/runs answer is left out of list answers
   * until listLagMs after it was first seen (eventual consistency of the list after a start).
   */
  listLagMs?: number;
  /** Rewrite every run list entry's runKind to this value; null deletes the property. */
  runKind?: string | null;
  /** Delete REPORT_RUN_ID_FIELD from run list entries. */
  dropReportRunId?: boolean;
  /** Delete `seed` from run list entries (a list that does not echo the seed of a run). */
  dropReportSeed?: boolean;
  /** Answer these routes ("METHOD /pattern") with this error status, without forwarding. */
  failRoutes?: readonly { route: string; status: number }[];
  /**
   * Refuse a request naming one of these query parameters with 400 invalid_request, without
   * forwarding (a strict service that calls the parameter otherwise).
   */
  refuseParams?: readonly string[];
  /** Delete `kind` from connection list entries (a service that does not say which is the sandbox). */
  dropConnectionKind?: boolean;
  /** Answer GET SHARED_REPORT_PATH/{token} 404 without forwarding (shared reports open elsewhere). */
  sharedReportElsewhere?: boolean;
  /** Answer the journey start path with this status (error envelope), without forwarding. */
  journeyStartMissing?: 404 | 405;
  /**
   * Rename RECOVERY_DECISION_FIELD in recovery request bodies (the emulator then does not find
   * it). `true` renames it to "choice".
   */
  renameRecoveryField?: boolean | string;
  /** Drop STREAM_CURSOR_PARAM and the Last-Event-ID header from event stream requests. */
  ignoreStreamCursor?: boolean;
  /** Rewrite SSE `event:` names and the body's `type` (run.completed -> RunCompleted). */
  renameEvents?: boolean;
  /**
   * Not a wire guess but a slow service, for cases where the deadline matters: requests of these
   * routes are held `delayMs` before they are forwarded (not forwarded if the client leaves first).
   */
  slowAnswers?: readonly { route: string; delayMs: number }[];
  /**
   * A slow answer rather than a slow request: requests of these routes are forwarded at once, and
   * the upstream's answer is held `delayMs` before it is sent on (the work is done upstream).
   */
  slowReplies?: readonly { route: string; delayMs: number }[];
  /** Told about every forwarded request once its body went upstream (for background activity). */
  onForwarded?: (entry: ProxyLogEntry) => void;
}

export interface ProxyLogEntry {
  /** Epoch ms at which the request reached the proxy. */
  at: number;
  method: string;
  /** "METHOD /pattern" with ids as {id}, as the emulator names routes. */
  route: string;
  /** The request target as received (path and query). */
  path: string;
  /** Whether the request was sent on to the upstream. */
  forwarded: boolean;
  /** The request target as forwarded. */
  upstreamPath?: string;
  /** Status answered to the client; 0 when the socket was destroyed instead. */
  status?: number;
  /** What the proxy did otherwise than forwarding faithfully. */
  notes: string[];
}

export interface DivergentService {
  /** The proxy's base URL: its origin with the upstream's path (…/api/v1). */
  readonly baseUrl: string;
  readonly origin: string;
  /** Every request that reached the proxy, in arrival order. */
  readonly log: ProxyLogEntry[];
  /** Log entries of one route ("METHOD /pattern"), optionally only the forwarded ones. */
  requests(route?: string, options?: { forwarded?: boolean }): ProxyLogEntry[];
  /** Forwarded run starts (conformance and journey). */
  forwardedStarts(): ProxyLogEntry[];
  close(): Promise<void>;
}

/** `run.completed` -> `RunCompleted`, `session.update` -> `SessionUpdate`. */
export function renamedEvent(name: string): string {
  return name
    .split(/[._-]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

export async function startDivergentService(
  upstreamBaseUrl: string,
  divergence: Divergence = {},
): Promise<DivergentService> {
  const upstream = new URL(upstreamBaseUrl);
  const prefix = upstream.pathname.replace(/\/+$/, '');
  const log: ProxyLogEntry[] = [];
  const firstSeen = new Map<string, number>();
  const sockets = new Set<Socket>();
  let startsSeen = 0;

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) {
        sendError(res, 502, 'bad_gateway', 'The proxy could not reach the upstream service.');
      } else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = routeOf(method, target.pathname, prefix);
    const entry: ProxyLogEntry = {
      at: Date.now(),
      method,
      route,
      path: req.url ?? '/',
      forwarded: false,
      notes: [],
    };
    log.push(entry);
    let body = await readBody(req);

    const failing = divergence.failRoutes?.find((rule) => rule.route === route);
    if (failing !== undefined) {
      entry.notes.push(`answered ${failing.status} without forwarding`);
      entry.status = failing.status;
      return sendError(res, failing.status, 'unavailable', 'The service is unavailable.');
    }
    const refused = divergence.refuseParams?.find((name) => target.searchParams.has(name));
    if (refused !== undefined) {
      entry.notes.push(`refused the query parameter ${refused}`);
      entry.status = 400;
      return sendError(res, 400, 'invalid_request', `Unknown query parameter "${refused}".`);
    }
    if (route === JOURNEY_START_ROUTE && divergence.journeyStartMissing !== undefined) {
      const status = divergence.journeyStartMissing;
      entry.notes.push(`journey start answered ${status} without forwarding`);
      entry.status = status;
      return sendError(
        res,
        status,
        status === 404 ? 'not_found' : 'method_not_allowed',
        status === 404
          ? `Cannot ${method} ${target.pathname}`
          : `${method} is not allowed on ${target.pathname}`,
        status === 405 ? { allow: 'GET' } : {},
      );
    }

    if (
      divergence.sharedReportElsewhere &&
      target.pathname.startsWith(`${prefix}${SHARED_REPORT_PATH}/`)
    ) {
      entry.notes.push('shared report answered 404 without forwarding');
      entry.status = 404;
      return sendError(res, 404, 'not_found', `Cannot ${method} ${target.pathname}`);
    }

    // The request as the upstream will see it.
    const query = target.searchParams;
    const drop = (names: readonly string[], why: string) => {
      for (const name of names) {
        if (query.has(name)) {
          query.delete(name);
          entry.notes.push(`${why}: dropped ?${name}`);
        }
      }
    };
    const longPollRoutes = divergence.ignoreLongPoll;
    if (
      longPollRoutes === true ||
      (Array.isArray(longPollRoutes) && longPollRoutes.includes(route))
    ) {
      drop([LONG_POLL_PARAM], 'long-poll ignored');
    }
    if (divergence.ignoreConnectionListParams && route === CONNECTION_LIST_ROUTE) {
      drop(Object.values(CONNECTION_LIST_PARAMS), 'connection list params ignored');
    }
    if (route === RUN_LIST_ROUTE) {
      if (divergence.ignoreRunListFilters) {
        drop(
          [
            RUN_LIST_PARAMS.connectionId,
            RUN_LIST_PARAMS.targetId,
            RUN_LIST_PARAMS.status,
            RUN_LIST_PARAMS.ocpiVersion,
          ],
          'run list filters ignored',
        );
      }
      if (divergence.ignoreCursor) drop([RUN_LIST_PARAMS.cursor], 'cursor ignored');
    }
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || name === 'host') continue;
      headers[name] = value;
    }
    headers.host = upstream.host;
    if (divergence.ignoreIdempotencyKey && headers[IDEMPOTENCY_HEADER.toLowerCase()]) {
      delete headers[IDEMPOTENCY_HEADER.toLowerCase()];
      entry.notes.push(`${IDEMPOTENCY_HEADER} stripped`);
    }
    if (divergence.ignoreStreamCursor && route === JOURNEY_STREAM_ROUTE) {
      drop([STREAM_CURSOR_PARAM], 'stream cursor ignored');
      if (headers['last-event-id'] !== undefined) {
        delete headers['last-event-id'];
        entry.notes.push('stream cursor ignored: dropped Last-Event-ID');
      }
    }
    if (divergence.renameRecoveryField && route === RECOVERY_ROUTE) {
      const to =
        typeof divergence.renameRecoveryField === 'string'
          ? divergence.renameRecoveryField
          : 'choice';
      const parsed = parseJson(body);
      if (isRecord(parsed) && RECOVERY_DECISION_FIELD in parsed) {
        const { [RECOVERY_DECISION_FIELD]: decision, ...rest } = parsed;
        body = Buffer.from(JSON.stringify({ ...rest, [to]: decision }));
        entry.notes.push(`recovery field "${RECOVERY_DECISION_FIELD}" renamed to "${to}"`);
      }
    }
    if (body.length > 0 || headers['content-length'] !== undefined) {
      headers['content-length'] = String(body.length);
    }
    const search = query.toString();
    const upstreamPath = `${target.pathname}${search ? `?${search}` : ''}`;
    entry.upstreamPath = upstreamPath;

    const slow = divergence.slowAnswers?.find((rule) => rule.route === route);
    if (slow) {
      entry.notes.push(`held ${slow.delayMs} ms`);
      const left = await heldUntilGone(res, slow.delayMs);
      if (left) {
        entry.notes.push('the client left while the request was held');
        return;
      }
    }

    const isStart = route === RUN_START_ROUTE || route === JOURNEY_START_ROUTE;
    const loseAnswer = isStart && startsSeen++ < (divergence.loseStartAnswers ?? 0);

    // Forward.
    const upstreamReq = httpRequest({
      host: upstream.hostname,
      port: upstream.port,
      method,
      path: upstreamPath,
      headers,
    });
    const clientGone = () => {
      if (!res.writableFinished) upstreamReq.destroy();
    };
    res.on('close', clientGone);
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      upstreamReq.on('response', resolve);
      upstreamReq.on('error', reject);
    });
    upstreamReq.end(body);
    entry.forwarded = true;
    divergence.onForwarded?.(entry);

    if (loseAnswer) {
      const how = divergence.loseStartAnswerAs ?? 'status';
      entry.notes.push(`start answer lost (${how})`);
      if (divergence.loseStartAnswerAfterMs !== undefined) {
        res.off('close', clientGone); // the upstream request goes on without the client
        answered.then((upstreamRes) => upstreamRes.resume()).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, divergence.loseStartAnswerAfterMs));
      } else {
        try {
          const upstreamRes = await answered;
          await readBody(upstreamRes);
        } catch {
          // Lost either way.
        }
      }
      if (how === 'reset') {
        entry.status = 0;
        res.socket?.destroy();
        return;
      }
      entry.status = 502;
      return sendError(res, 502, 'bad_gateway', 'Bad gateway: the upstream answer was lost.');
    }

    let upstreamRes: IncomingMessage;
    try {
      upstreamRes = await answered;
    } catch {
      // The upstream reset the connection without an answer: so does the proxy.
      entry.status = 0;
      res.socket?.destroy();
      return;
    }
    const slowReply = divergence.slowReplies?.find((rule) => rule.route === route);
    if (slowReply) {
      entry.notes.push(`answer held ${slowReply.delayMs} ms`);
      const body = await readBody(upstreamRes);
      if (await heldUntilGone(res, slowReply.delayMs)) {
        entry.notes.push('the client left while the answer was held');
        entry.status = 0;
        return;
      }
      entry.status = upstreamRes.statusCode ?? 502;
      res.writeHead(entry.status, { 'content-type': upstreamRes.headers['content-type'] ?? '' });
      res.end(body);
      return;
    }
    const status = upstreamRes.statusCode ?? 502;
    entry.status = status;
    const responseHeaders: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(upstreamRes.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      responseHeaders[name] = value;
    }
    const contentType = String(upstreamRes.headers['content-type'] ?? '');

    if (contentType.startsWith('text/event-stream')) {
      return pipeStream(upstreamRes, res, status, responseHeaders, entry);
    }
    const rewriteList =
      route === RUN_LIST_ROUTE &&
      status === 200 &&
      (divergence.listLagMs !== undefined ||
        divergence.runKind !== undefined ||
        divergence.dropReportRunId ||
        divergence.dropReportSeed);
    let text: Buffer;
    try {
      text = await readBody(upstreamRes);
    } catch {
      entry.status = 0;
      res.destroy();
      return;
    }
    if (rewriteList) text = rewriteRunList(text, entry);
    if (route === 'GET /connections' && status === 200 && divergence.dropConnectionKind) {
      text = dropKinds(text, entry);
    }
    if (res.destroyed) return;
    delete responseHeaders['content-length'];
    responseHeaders['content-length'] = String(text.length);
    res.writeHead(status, responseHeaders);
    res.end(text);
  }

  /** Passes an event stream on chunk by chunk; renames events line by line when asked. */
  function pipeStream(
    upstreamRes: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: OutgoingHttpHeaders,
    entry: ProxyLogEntry,
  ): Promise<void> {
    return new Promise((resolve) => {
      delete headers['content-length'];
      res.writeHead(status, headers);
      res.flushHeaders();
      let partial = '';
      const decoder = new TextDecoder();
      let renamed = 0;
      upstreamRes.on('data', (chunk: Buffer) => {
        if (!divergence.renameEvents) {
          res.write(chunk);
          return;
        }
        partial += decoder.decode(chunk, { stream: true });
        const lines = partial.split('\n');
        partial = lines.pop() ?? '';
        if (lines.length === 0) return;
        const out = lines.map((line) => {
          const renamedLine = renameSseLine(line);
          if (renamedLine !== line) renamed++;
          return renamedLine;
        });
        res.write(`${out.join('\n')}\n`);
      });
      upstreamRes.on('end', () => {
        if (partial) res.write(renameSseLine(partial));
        if (renamed > 0) entry.notes.push(`renamed ${renamed} event line(s)`);
        res.end();
        resolve();
      });
      // The upstream dropped the stream: drop it for the client too.
      const dropped = () => {
        if (!res.writableEnded) res.destroy();
        resolve();
      };
      upstreamRes.on('aborted', dropped);
      upstreamRes.on('error', dropped);
      upstreamRes.on('close', () => {
        if (!upstreamRes.complete) dropped();
      });
      res.on('close', () => {
        upstreamRes.destroy();
        resolve();
      });
    });
  }

  function renameSseLine(line: string): string {
    const carriage = line.endsWith('\r') ? '\r' : '';
    const bare = carriage ? line.slice(0, -1) : line;
    const event = /^event:\s?(.*)$/.exec(bare);
    if (event) return `event: ${renamedEvent(event[1]!)}${carriage}`;
    const data = /^data:\s?(.*)$/.exec(bare);
    if (data) {
      const parsed = parseJson(Buffer.from(data[1]!));
      if (isRecord(parsed) && typeof parsed.type === 'string') {
        return `data: ${JSON.stringify({ ...parsed, type: renamedEvent(parsed.type) })}${carriage}`;
      }
    }
    return line;
  }

  function dropKinds(text: Buffer, entry: ProxyLogEntry): Buffer {
    const parsed = parseJson(text);
    if (!isRecord(parsed) || !Array.isArray(parsed.data)) return text;
    entry.notes.push('dropped kind from connections');
    const items = parsed.data.map((item) => {
      if (!isRecord(item)) return item;
      const { kind: _kind, ...rest } = item;
      return rest;
    });
    return Buffer.from(JSON.stringify({ ...parsed, data: items }));
  }

  function rewriteRunList(text: Buffer, entry: ProxyLogEntry): Buffer {
    const parsed = parseJson(text);
    if (!isRecord(parsed) || !Array.isArray(parsed.data)) return text;
    const now = Date.now();
    let hidden = 0;
    const items: unknown[] = [];
    for (const item of parsed.data) {
      if (!isRecord(item)) {
        items.push(item);
        continue;
      }
      const id = typeof item._id === 'string' ? item._id : undefined;
      if (divergence.listLagMs !== undefined && id !== undefined) {
        if (!firstSeen.has(id)) firstSeen.set(id, now);
        if (now < firstSeen.get(id)! + divergence.listLagMs) {
          hidden++;
          continue;
        }
      }
      const copy: Record<string, unknown> = { ...item };
      if (divergence.runKind === null) delete copy.runKind;
      else if (divergence.runKind !== undefined) copy.runKind = divergence.runKind;
      if (divergence.dropReportRunId) delete copy[REPORT_RUN_ID_FIELD];
      if (divergence.dropReportSeed) delete copy.seed;
      items.push(copy);
    }
    if (hidden > 0) entry.notes.push(`list lag: hid ${hidden} entr${hidden === 1 ? 'y' : 'ies'}`);
    return Buffer.from(JSON.stringify({ ...parsed, data: items }));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  let closed: Promise<void> | undefined;

  return {
    origin,
    baseUrl: `${origin}${prefix}`,
    log,
    requests: (route, options = {}) =>
      log.filter(
        (entry) =>
          (route === undefined || entry.route === route) &&
          (options.forwarded === undefined || entry.forwarded === options.forwarded),
      ),
    forwardedStarts: () =>
      log.filter(
        (entry) =>
          entry.forwarded &&
          (entry.route === RUN_START_ROUTE || entry.route === JOURNEY_START_ROUTE),
      ),
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
  };
}

/** "METHOD /pattern" for a path below the upstream prefix, as the emulator's route table names it. */
function routeOf(method: string, pathname: string, prefix: string): string {
  const apiPath = pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
  const match = matchRoute(method, apiPath);
  if (match.kind === 'found') return match.key;
  if (match.kind === 'wrong-method') return `${method} ${match.pattern}`;
  return `${method} ${apiPath.replace(/\/[a-z]+_[A-Za-z0-9_-]+(?=\/|$)/g, '/{id}')}`;
}

/** Waits `ms`; true, at once, if the client goes away first. */
function heldUntilGone(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve(true);
    const onClose = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(false);
    }, ms);
    res.once('close', onClose);
  });
}

function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify({
    success: false,
    status: 'error',
    code,
    message,
    timestamp: new Date().toISOString(),
  });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

async function readBody(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

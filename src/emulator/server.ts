/**
 * The HTTP server of the service emulator (a test double of the Partner Endpoint Testing
 * Service), on node:http, bound to 127.0.0.1 only.
 *
 * API: everything under /api/v1, as the interface describes it, routed through the table of
 * api-routes.ts (routes.ts names the routes). Success answers use the envelope
 * {success: true, data, meta?}; failures the error envelope
 * {success: false, message, status: 'error', code, timestamp, capability?, limit?, field?}.
 * The control API under /_emulator/ (control-api.ts) lets other processes steer the emulator.
 *
 * Request handling: a Host that is not loopback (403, request-guard.ts) -> route match (404, 405) -> fault rules of phase 'before' -> authentication
 * (401) -> body (400) -> handler -> fault rules of phase 'after' -> answer. A handler that throws
 * anything but an ApiError answers 500 and reports only the route and the error's message.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, errorEnvelope } from './api-error.js';
import { API_ROUTES } from './api-routes.js';
import type { ChangeHub } from './changes.js';
import type { EmulatedClock, TimerSet } from './clock.js';
import { handleControl } from './control-api.js';
import { sendFault } from './fault-replies.js';
import type { Fault, FaultBook } from './faults.js';
import {
  drainBody,
  type JsonReply,
  parseTarget,
  type Reply,
  type RequestFilter,
  RequestLog,
  type RequestRecord,
  readJson,
  sendJson,
} from './http-io.js';
import { refuseForeignHost } from './request-guard.js';
import { API_PREFIX, matchRoute, type RouteKey } from './routes.js';
import type { ServiceContext } from './service-context.js';
import type { ServiceState } from './state.js';
import type { EmulatorContent } from './types.js';

/**
 * Real ms an idle kept-alive connection stays open on the server's side: far past any client's
 * own idle limit (undici's is the advertised 5 s less 2 s), however late its timers run.
 */
const IDLE_CLOSE_MS = 60_000;

export type { RequestRecord } from './http-io.js';

export interface ServerDeps {
  state: ServiceState;
  content: EmulatorContent;
  clock: EmulatedClock;
  timers: TimerSet;
  hub: ChangeHub;
  faults: FaultBook;
  port: number;
  /** Real ms between keep-alive comments on an idle event stream. */
  heartbeatMs: number;
  onInternalError: (route: string, error: unknown) => void;
}

export interface RunningServer {
  origin: string;
  requests(filter?: RequestFilter): RequestRecord[];
  resetRequests(): void;
  close(): Promise<void>;
}

export async function startHttpServer(deps: ServerDeps): Promise<RunningServer> {
  const closing = new AbortController();
  const service: ServiceContext = {
    state: deps.state,
    content: deps.content,
    clock: deps.clock,
    timers: deps.timers,
    hub: deps.hub,
    faults: deps.faults,
    log: new RequestLog(deps.clock),
    openStreams: new Set(),
    heartbeatMs: deps.heartbeatMs,
    closing: closing.signal,
  };
  const dispatcher = new Dispatcher(service, deps.onInternalError);
  const server: Server = createServer((req, res) => dispatcher.answer(req, res));
  // An idle kept-alive connection is closed IDLE_CLOSE_MS after its last answer, not 1 s after
  // the advertised 5 s (node:http's default): Node's fetch (undici) counts its idle time in
  // ticks of a 499 ms timer, which come late on a loaded machine, and then reuses a connection
  // the server is closing, with the request unread: ECONNRESET (test/emulator-keep-alive.test.ts).
  // The `Keep-Alive: timeout=5` answer stays as it was; only the server's own close is later.
  server.keepAliveTimeoutBuffer = IDLE_CLOSE_MS - server.keepAliveTimeout;
  // No 'clientError' handler: node:http's own answers a request it cannot parse (a TLS hello on
  // this plain port included) with HTTP 400 and a close, as Python's servers and nginx do; a
  // client then tells "https:// against an http port" from an outage. Destroying the socket
  // instead reset the connection, which reads as an outage (issue 33).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closed: Promise<void> | undefined;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: (filter) => service.log.list(filter),
    resetRequests: () => service.log.clear(),
    close() {
      closed ??= closeServer(server, service, closing);
      return closed;
    },
  };
}

/** Ends long-polls and streams at once, then closes the server. */
async function closeServer(
  server: Server,
  service: ServiceContext,
  closing: AbortController,
): Promise<void> {
  closing.abort();
  for (const res of [...service.openStreams]) res.end();
  service.state.stop();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    // Answers in flight (long-polls just woken by `closing`) get a moment to finish.
    setTimeout(() => server.closeAllConnections(), 200).unref();
  });
  service.timers.clear();
}

/** Takes each request through the steps of the module comment to its answer. */
class Dispatcher {
  constructor(
    private readonly service: ServiceContext,
    private readonly onInternalError: (route: string, error: unknown) => void,
  ) {}

  /** Answers one request: the control API, the API, or 404 outside both. */
  answer(req: IncomingMessage, res: ServerResponse): void {
    const url = parseTarget(req.url);
    try {
      refuseForeignHost(req);
    } catch (error) {
      // Not logged: the request was not addressed to the emulator. Its body, unread, is dumped
      // by node:http once the answer is sent.
      this.settle(Promise.reject(error), req, res, undefined);
      return;
    }
    if (url.pathname.startsWith('/_emulator/')) {
      // The control API stays out of the request log.
      this.settle(handleControl(this.service, req, res, url), req, res, undefined);
      return;
    }
    const record = this.service.log.open(req, res);
    const isApi = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
    const work = isApi
      ? this.handleApi(req, res, url, record)
      : Promise.reject(
          new ApiError(
            404,
            'not_found',
            `No route ${url.pathname}; the API lives under ${API_PREFIX}.`,
          ),
        );
    this.settle(work, req, res, record);
  }

  /** Answers the error that handling ended in; a request whose answer began is cut instead. */
  private settle(
    work: Promise<void>,
    req: IncomingMessage,
    res: ServerResponse,
    record: RequestRecord | undefined,
  ): void {
    work.catch((error: unknown) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      const route = record?.route ?? `${req.method} (unknown)`;
      sendJson(this.service.log, res, this.errorReply(error, route));
    });
  }

  private async handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    record: RequestRecord,
  ): Promise<void> {
    const { route, params } = this.route(req.method ?? 'GET', url, record);
    const ownerId = this.authenticate(req.headers.authorization);
    if (ownerId) record.ownerId = ownerId;
    const { faults, timers, closing } = this.service;

    const before = faults.take(route, ownerId, 'before');
    if (before?.kind === 'delay') await timers.sleep(before.ms, closing);
    else if (before && before.kind !== 'schema-break' && before.kind !== 'drop-stream') {
      await drainBody(req);
      return this.sendFault(res, before, undefined);
    }

    // From here on an error is an answer like any other: 'after' faults may replace it too.
    let reply: Reply;
    try {
      reply = await this.runHandler(req, res, url, route, params, ownerId);
    } catch (error) {
      reply = this.errorReply(error, route);
    }
    if (reply.kind === 'stream') {
      return reply.open(res, before?.kind === 'drop-stream' ? before.afterEvents : undefined);
    }
    if (res.destroyed) return; // the client left during a long-poll; the run stays started
    const after = faults.take(route, ownerId, 'after');
    if (after?.kind === 'delay') await timers.sleep(after.ms, closing);
    const fault = after && after.kind !== 'delay' ? after : before;
    if (fault && fault.kind !== 'delay') return this.sendFault(res, fault, reply);
    sendJson(this.service.log, res, reply);
  }

  /** The route of the request, noted in its log record; 404 or 405 when there is none. */
  private route(
    method: string,
    url: URL,
    record: RequestRecord,
  ): { route: RouteKey; params: Record<string, string> } {
    const apiPath = url.pathname.slice(API_PREFIX.length) || '/';
    const match = matchRoute(method, apiPath);
    if (match.kind === 'none') {
      record.route = `${method} (unknown)`;
      throw new ApiError(404, 'not_found', `No route ${method} ${apiPath} in the API.`);
    }
    if (match.kind === 'wrong-method') {
      record.route = `${method} ${match.pattern}`;
      throw new ApiError(
        405,
        'method_not_allowed',
        `${match.pattern} does not accept ${method}; it accepts ${match.allow.join(', ')}.`,
        { headers: { allow: match.allow.join(', ') } },
      );
    }
    record.route = match.key;
    return { route: match.key, params: match.params };
  }

  private async runHandler(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: RouteKey,
    params: Record<string, string>,
    ownerId: string | undefined,
  ): Promise<Reply> {
    const entry = API_ROUTES[route];
    if (!ownerId && !entry.public) {
      throw new ApiError(
        401,
        'unauthorized',
        'The API key was missing or refused: send Authorization: Bearer <key> with a current API key of the account.',
      );
    }
    const body = entry.readsBody ? await readJson(req) : await drainBody(req);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    return entry.handle({
      service: this.service,
      ownerId: ownerId ?? '',
      params,
      query: url.searchParams,
      body,
      headers: req.headers,
      signal: AbortSignal.any([controller.signal, this.service.closing]),
    });
  }

  private authenticate(header: string | undefined): string | undefined {
    const match = header ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
    return match ? this.service.state.owners.ownerOfKey(match[1]!) : undefined;
  }

  private sendFault(res: ServerResponse, fault: Fault, reply: JsonReply | undefined): void {
    sendFault(this.service.log, res, fault, reply, this.service.clock);
  }

  /** The error envelope answer of an error; anything but an ApiError is a 500. */
  private errorReply(error: unknown, route: string): JsonReply {
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else {
      this.onInternalError(route, error);
      apiError = new ApiError(500, 'internal_error', 'The service failed to handle the request.');
    }
    const headers: Record<string, string> = { ...apiError.details.headers };
    if (apiError.details.retryAfterSeconds !== undefined) {
      headers['retry-after'] = String(apiError.details.retryAfterSeconds);
    }
    return {
      kind: 'json',
      status: apiError.status,
      body: errorEnvelope(apiError, this.service.clock.now()),
      headers,
    };
  }
}

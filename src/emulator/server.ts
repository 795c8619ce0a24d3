/**
 * The HTTP server of the service emulator (a test double of the Partner Endpoint Testing
 * Service), on node:http, bound to 127.0.0.1 only.
 *
 * API: everything under /api/v1, as the interface describes it (routes.ts lists the routes).
 * Success answers use the envelope {success: true, data, meta?}; failures the error envelope
 * {success: false, message, status: 'error', code, timestamp, capability?, limit?, field?}.
 *
 * Control API (for other processes, such as a CLI demo driving a separate emulator; loopback
 * only, outside /api/v1, never in the request log; answers {success: true, data}):
 *
 *   POST   /_emulator/scenario  {scenario: NAME | Partial<ScenarioSpec>, connectionId?}
 *                               sets the scenario globally or for one connection
 *   POST   /_emulator/faults    {rules: FaultRule[]}  adds fault rules (times: null = always)
 *   GET    /_emulator/faults    the rules with their counters
 *   DELETE /_emulator/faults    removes every fault rule
 *   POST   /_emulator/partners  {prefix, status: 'registered' | 'failed', lastError?, pendingMs?}
 *                               handshake outcome for partner base URLs starting with prefix
 *   GET    /_emulator/requests  ?method=&route=&ownerId=  the request log
 *   DELETE /_emulator/requests  empties the request log
 *   GET    /_emulator/state     emulated time, speed, scenario, open streams, change listeners,
 *                               pending timers, and per owner: plan, sandbox connection id, runs
 *                               in flight and their high-water mark
 *
 * Request handling: route match (404, 405) -> fault rules of phase 'before' -> authentication
 * (401) -> body (400) -> handler -> fault rules of phase 'after' -> answer. A handler that throws
 * anything but an ApiError answers 500 and reports only the route and the error's message.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { OCPI_VERSIONS, RUN_STATUSES } from '../client/schemas.js';
import {
  CONNECTION_LIST_PARAMS,
  CONNECTION_PAGE_SIZE,
  IDEMPOTENCY_HEADER,
  JOURNEY_START_FIELDS,
  JOURNEY_START_PATH,
  LONG_POLL_PARAM,
  RECOVERY_DECISION_FIELD,
  RUN_LIST_PARAMS,
  RUN_PAGE_SIZE,
  SHARED_REPORT_PATH,
  STREAM_CURSOR_PARAM,
  TERMINAL_EVENT_NAMES,
} from '../client/wire.js';
import { ApiError, badRequest, errorEnvelope } from './api-error.js';
import type { ChangeHub } from './changes.js';
import type { EmulatedClock, TimerSet } from './clock.js';
import { type Fault, type FaultBook, type FaultRule, normalizeFaultRule } from './faults.js';
import { JourneyEngine } from './journey-runs.js';
import { API_PREFIX, matchRoute, PUBLIC_ROUTES, type RouteKey } from './routes.js';
import type { RunRecord, ServiceState } from './state.js';
import type { EmulatorContent, ScenarioName, ScenarioSpec } from './types.js';
import {
  enumParam,
  integerParam,
  validateCreateConnection,
  validateJourneyPreview,
  validateJourneyStart,
  validateRecovery,
  validateStartRun,
  waitParam,
} from './validate.js';

export interface RequestRecord {
  method: string;
  /** The request target as received: path and query. */
  path: string;
  /** "METHOD /pattern" (ids as {id}); "METHOD (unknown)" when no route matched. */
  route: string;
  /** Status sent; 0 while unanswered, or when the socket was reset without an answer. */
  status: number;
  ownerId?: string;
  realMs: number;
  emulatedMs: number;
}

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
  requests(filter?: { method?: string; route?: string; ownerId?: string }): RequestRecord[];
  resetRequests(): void;
  close(): Promise<void>;
}

/** Bodies above this size are refused (413): no request of the interface comes close. */
const MAX_BODY_BYTES = 1 << 20;

interface JsonReply {
  kind: 'json';
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
type Reply =
  | JsonReply
  | { kind: 'stream'; open: (res: ServerResponse, dropAfterEvents?: number) => Promise<void> };

interface Ctx {
  ownerId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  /** Aborts when the client leaves or the emulator closes. */
  signal: AbortSignal;
}

type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

const ROUTES_WITH_BODY: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /connections',
  'POST /testing/runs',
  'POST /testing/journeys/preview',
  `POST ${JOURNEY_START_PATH}`,
  'POST /testing/journey-runs/{id}/recovery',
]);

function ok(data: unknown, status = 200, meta?: Record<string, unknown>): JsonReply {
  return { kind: 'json', status, body: { success: true, data, ...(meta ? { meta } : {}) } };
}

export async function startHttpServer(deps: ServerDeps): Promise<RunningServer> {
  const { state, clock, timers, hub, faults } = deps;
  const log: RequestRecord[] = [];
  const recordOf = new WeakMap<ServerResponse, RequestRecord>();
  const closing = new AbortController();
  const openStreams = new Set<ServerResponse>();

  /** Holds a long-poll until `settled`, the emulated wait, the client leaving, or close(). */
  async function hold(
    key: string,
    waitSeconds: number,
    settled: () => boolean,
    nextChangeAt: () => number | undefined,
    signal: AbortSignal,
  ): Promise<void> {
    const deadline = clock.now() + waitSeconds * 1000;
    // A bound in true real time too (not the injectable clock), so that a test clock standing
    // still cannot hold a request forever.
    const realDeadline = performance.now() + clock.realDuration(waitSeconds * 1000) + 50;
    for (let pass = 0; pass < 100_000; pass++) {
      // The next change is read before `settled()`: the clock moves between the two reads, and
      // read the other way round a run ending in between had no next change and was not yet
      // settled, so the request slept to the end of the wait instead of answering.
      const next = nextChangeAt();
      if (signal.aborted || settled()) return;
      const now = clock.now();
      if (now >= deadline || performance.now() >= realDeadline) return;
      const target = Math.min(deadline, next ?? deadline);
      await hub.wait(key, Math.max(1, clock.realUntil(target)), timers, signal);
    }
  }

  const waitRun = (run: RunRecord, wait: number | undefined, signal: AbortSignal) =>
    wait === undefined
      ? Promise.resolve()
      : hold(
          run.kind === 'journey' ? run.runId : run.reportId,
          wait,
          () => (run.kind === 'journey' ? state.journeySettled(run) : state.isTerminal(run)),
          () => state.nextChangeAt(run),
          signal,
        );

  const handlers: Record<RouteKey, Handler> = {
    'GET /testing/suites': () => ({ kind: 'json', status: 200, body: deps.content.suiteListing() }),

    'POST /connections': ({ ownerId, body }) =>
      ok(state.createConnection(ownerId, validateCreateConnection(body)), 201),

    'GET /connections': ({ ownerId, query }) => {
      const direction = enumParam(query, CONNECTION_LIST_PARAMS.direction, [
        'inbound',
        'outbound',
      ] as const);
      const limit = integerParam(
        query,
        CONNECTION_LIST_PARAMS.limit,
        CONNECTION_PAGE_SIZE,
        CONNECTION_PAGE_SIZE.default,
      );
      const skip = integerParam(query, CONNECTION_LIST_PARAMS.skip, { min: 0 }, 0);
      const page = state.listConnections(ownerId, { direction, limit, skip });
      return ok(page.items, 200, page.meta);
    },

    'POST /connections/{id}/register': ({ ownerId, params }) =>
      ok(state.registerConnection(ownerId, params.id!)),

    'POST /testing/runs': async ({ ownerId, query, body, headers, signal }) => {
      const wait = waitParam(query, LONG_POLL_PARAM);
      const input = validateStartRun(body);
      const { run, replayed } = state.startRun(ownerId, input, idempotencyKey(headers));
      await waitRun(run, wait, signal);
      return ok(state.startView(run), replayed ? 200 : 201);
    },

    'GET /testing/runs': ({ ownerId, query }) => {
      const connectionId = query.get(RUN_LIST_PARAMS.connectionId) ?? undefined;
      const targetId = query.get(RUN_LIST_PARAMS.targetId) ?? undefined;
      if (connectionId !== undefined && targetId !== undefined && connectionId !== targetId) {
        throw badRequest(
          RUN_LIST_PARAMS.targetId,
          `names the same filter as ${RUN_LIST_PARAMS.connectionId}; give one, or the same id`,
        );
      }
      const page = state.listReports(ownerId, {
        connectionId: connectionId ?? targetId,
        status: enumParam(query, RUN_LIST_PARAMS.status, RUN_STATUSES),
        ocpiVersion: enumParam(query, RUN_LIST_PARAMS.ocpiVersion, OCPI_VERSIONS),
        limit: integerParam(query, RUN_LIST_PARAMS.limit, RUN_PAGE_SIZE, RUN_PAGE_SIZE.default),
        cursor: query.get(RUN_LIST_PARAMS.cursor) ?? undefined,
      });
      return ok(page.items, 200, page.meta);
    },

    'DELETE /testing/runs/{id}': ({ ownerId, params }) => {
      state.deleteReport(ownerId, params.id!);
      return ok({});
    },

    'POST /testing/runs/{id}/share': ({ ownerId, params }) =>
      ok({ shareToken: state.shareReport(ownerId, params.id!) }),

    'DELETE /testing/runs/{id}/share': ({ ownerId, params }) => {
      state.unshareReport(ownerId, params.id!);
      return ok({});
    },

    [`GET ${SHARED_REPORT_PATH}/{token}`]: ({ params }) => ok(state.sharedReport(params.token!)),

    'POST /testing/journeys/preview': ({ ownerId, body }) =>
      ok(state.previewJourney(ownerId, validateJourneyPreview(body))),

    [`POST ${JOURNEY_START_PATH}`]: ({ ownerId, body, headers }) => {
      const input = validateJourneyStart(body, JOURNEY_START_FIELDS);
      const { run, replayed } = state.startJourney(ownerId, input, idempotencyKey(headers));
      return ok(state.journeyStatusView(run), replayed ? 200 : 201);
    },

    'GET /testing/journey-runs/{id}': async ({ ownerId, params, query, signal }) => {
      const wait = waitParam(query, LONG_POLL_PARAM);
      const run = state.ownedJourney(ownerId, params.id!);
      await waitRun(run, wait, signal);
      return ok(state.journeyStatusView(run));
    },

    'POST /testing/journey-runs/{id}/recovery': ({ ownerId, params, body }) => {
      const { decision, recoveryVersion } = validateRecovery(body, RECOVERY_DECISION_FIELD);
      return ok(state.recoverJourney(ownerId, params.id!, decision, recoveryVersion));
    },

    'POST /testing/journey-runs/{id}/cancel': ({ ownerId, params }) =>
      ok(state.cancelJourney(ownerId, params.id!)),

    'GET /testing/journey-runs/{id}/stream': ({ ownerId, params, query, headers }) => {
      const run = state.ownedJourney(ownerId, params.id!);
      const after = streamPosition(headers, query);
      return { kind: 'stream', open: (res, drop) => followJourney(res, run, after, drop) };
    },

    'GET /usage': ({ ownerId }) => ok(state.usage(ownerId)),
  };

  /** Replays a run's events after `after`, then follows it live until its terminal event. */
  function followJourney(
    res: ServerResponse,
    run: Extract<RunRecord, { kind: 'journey' }>,
    after: number,
    dropAfterEvents: number | undefined,
  ): Promise<void> {
    return new Promise((resolve) => {
      writeHead(res, 200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      openStreams.add(res);
      let sent = after;
      let frames = 0;
      let finished = false;
      let cancelHeartbeat = () => {};
      const finish = () => {
        if (finished) return;
        finished = true;
        unsubscribe();
        cancelHeartbeat();
        openStreams.delete(res);
        resolve();
      };
      const beat = () => {
        cancelHeartbeat = timers.after(deps.heartbeatMs, () => {
          if (finished) return;
          res.write(': keep-alive\n\n');
          beat();
        });
      };
      const pump = () => {
        if (finished) return;
        // Sequences are 1, 2, 3...: the event after `sent` is at index `sent`.
        const { events } = run.engine;
        for (let index = sent; index < events.length; index++) {
          const event = events[index]!;
          const body = JSON.stringify(JourneyEngine.body(event, run.runId));
          const frame = `id: ${event.seq}\nevent: ${event.type}\ndata: ${body}\n\n`;
          sent = event.seq;
          frames++;
          if (dropAfterEvents !== undefined && frames >= dropAfterEvents) {
            // The drop comes once the frames before it reached the client.
            res.write(frame, () => res.destroy());
            finish();
            return;
          }
          res.write(frame);
          if (TERMINAL_EVENT_NAMES.has(event.type)) {
            res.end();
            finish();
            return;
          }
        }
        if (run.engine.terminal) {
          // Resumed after the terminal event: nothing more will come.
          res.end();
          finish();
        }
      };
      const unsubscribe = hub.subscribe(run.runId, pump);
      res.on('close', finish);
      beat();
      if (dropAfterEvents === 0) {
        res.destroy();
        finish();
        return;
      }
      pump();
    });
  }

  function streamPosition(headers: IncomingHttpHeaders, query: URLSearchParams): number {
    const header = headers['last-event-id'];
    if (typeof header === 'string' && header.trim() !== '') {
      if (!/^\d+$/.test(header.trim())) {
        throw badRequest(
          'Last-Event-ID',
          `must be an event sequence (integer >= 0), not "${header}"`,
        );
      }
      return Number(header.trim());
    }
    return integerParam(query, STREAM_CURSOR_PARAM, { min: 0 }, 0);
  }

  // Request handling.

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    record: RequestRecord,
  ) {
    const method = req.method ?? 'GET';
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
    const route = match.key;
    record.route = route;
    const ownerId = authenticate(req.headers.authorization);
    if (ownerId) record.ownerId = ownerId;

    const before = faults.take(route, ownerId, 'before');
    if (before?.kind === 'delay') await timers.sleep(before.ms, closing.signal);
    else if (before && before.kind !== 'schema-break' && before.kind !== 'drop-stream') {
      await drainBody(req);
      return sendFault(res, before, undefined);
    }

    // From here on an error is an answer like any other: 'after' faults may replace it too.
    let reply: Reply;
    try {
      reply = await runHandler(req, res, url, route, match.params, ownerId);
    } catch (error) {
      reply = errorReply(error, route);
    }
    if (reply.kind === 'stream') {
      return reply.open(res, before?.kind === 'drop-stream' ? before.afterEvents : undefined);
    }
    if (res.destroyed) return; // the client left during a long-poll; the run stays started
    const after = faults.take(route, ownerId, 'after');
    if (after?.kind === 'delay') await timers.sleep(after.ms, closing.signal);
    const fault = after && after.kind !== 'delay' ? after : before;
    if (fault && fault.kind !== 'delay') return sendFault(res, fault, reply);
    sendJson(res, reply);
  }

  async function runHandler(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: RouteKey,
    params: Record<string, string>,
    ownerId: string | undefined,
  ): Promise<Reply> {
    if (!ownerId && !PUBLIC_ROUTES.has(route)) {
      throw new ApiError(
        401,
        'unauthorized',
        'The API key was missing or refused: send Authorization: Bearer <key> with a current API key of the account.',
      );
    }
    const body = ROUTES_WITH_BODY.has(route) ? await readJson(req) : await drainBody(req);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    return handlers[route]({
      ownerId: ownerId ?? '',
      params,
      query: url.searchParams,
      body,
      headers: req.headers,
      signal: AbortSignal.any([controller.signal, closing.signal]),
    });
  }

  /** The error envelope answer of an error; anything but an ApiError is a 500. */
  function errorReply(error: unknown, route: string): JsonReply {
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else {
      deps.onInternalError(route, error);
      apiError = new ApiError(500, 'internal_error', 'The service failed to handle the request.');
    }
    const headers: Record<string, string> = { ...apiError.details.headers };
    if (apiError.details.retryAfterSeconds !== undefined) {
      headers['retry-after'] = String(apiError.details.retryAfterSeconds);
    }
    return {
      kind: 'json',
      status: apiError.status,
      body: errorEnvelope(apiError, clock.now()),
      headers,
    };
  }

  function authenticate(header: string | undefined): string | undefined {
    const match = header ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
    return match ? state.ownerOfKey(match[1]!) : undefined;
  }

  /** Writes the status line and headers, noting the status in the request's log record. */
  function writeHead(
    res: ServerResponse,
    status: number,
    headers: Record<string, string | number>,
  ) {
    const record = recordOf.get(res);
    if (record) record.status = status;
    res.writeHead(status, headers);
  }

  function sendJson(res: ServerResponse, reply: JsonReply) {
    const text = JSON.stringify(reply.body);
    writeHead(res, reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...reply.headers,
    });
    res.end(text);
  }

  /** Answers with a fault; `reply` is the handler's answer when the handler ran. */
  function sendFault(res: ServerResponse, fault: Fault, reply: JsonReply | undefined) {
    const normal = reply;
    switch (fault.kind) {
      case 'status': {
        const headers: Record<string, string> = {};
        if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
        const body =
          fault.body !== undefined
            ? fault.body
            : errorEnvelope(
                new ApiError(
                  fault.status,
                  'injected_fault',
                  `The service answered ${fault.status} (fault injected by the emulator).`,
                ),
                clock.now(),
              );
        return sendJson(res, { kind: 'json', status: fault.status, body, headers });
      }
      case 'reset':
        res.socket?.destroy();
        return;
      case 'reset-mid-body': {
        const text = JSON.stringify(normal?.body ?? { success: true, data: {} });
        writeHead(res, normal?.status ?? 200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        res.write(text.slice(0, Math.max(1, Math.floor(text.length / 2))), () =>
          res.socket?.destroy(),
        );
        return;
      }
      case 'malformed-json': {
        const text = '{"success":true,"data":{"status":<html>upstream error</html>';
        writeHead(res, 200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
        return;
      }
      case 'schema-break':
        if (!normal) return sendJson(res, { kind: 'json', status: 200, body: breakSchema({}) });
        return sendJson(res, { ...normal, body: breakSchema(normal.body) });
      case 'delay':
      case 'drop-stream':
        if (normal) sendJson(res, normal);
        return;
    }
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!isLoopback(req.socket.remoteAddress)) {
      throw new ApiError(403, 'forbidden', 'The control API answers loopback clients only.');
    }
    const key = `${req.method} ${url.pathname}`;
    const body = req.method === 'POST' ? await readJson(req) : await drainBody(req);
    const reply = (data: unknown) => sendJson(res, ok(data));
    const parsed = <T>(schema: z.ZodType<T>): T => {
      const result = schema.safeParse(body);
      if (!result.success) {
        throw new ApiError(
          400,
          'invalid_request',
          z.prettifyError(result.error).replace(/\n/g, ' '),
        );
      }
      return result.data;
    };
    const asBadRequest = <T>(action: () => T): T => {
      try {
        return action();
      } catch (error) {
        throw new ApiError(400, 'invalid_request', (error as Error).message);
      }
    };
    switch (key) {
      case 'POST /_emulator/scenario': {
        const { scenario, connectionId } = parsed(ControlScenarioSchema);
        const spec = asBadRequest(() =>
          state.setScenario(scenario as ScenarioName | Partial<ScenarioSpec>, { connectionId }),
        );
        return reply({ scenario: spec });
      }
      case 'POST /_emulator/faults': {
        const { rules } = parsed(ControlFaultsSchema);
        const normalized = asBadRequest(() =>
          rules.map((rule) =>
            normalizeFaultRule({
              ...rule,
              times: rule.times === null ? Number.POSITIVE_INFINITY : rule.times,
            } as FaultRule),
          ),
        );
        for (const rule of normalized) faults.add(rule);
        return reply({ added: normalized.length });
      }
      case 'GET /_emulator/faults':
        return reply(
          faults.describe().map((entry) => ({
            ...entry,
            rule: {
              ...entry.rule,
              times: Number.isFinite(entry.rule.times) ? entry.rule.times : null,
            },
          })),
        );
      case 'DELETE /_emulator/faults':
        faults.clear();
        return reply({});
      case 'POST /_emulator/partners': {
        const { prefix, ...outcome } = parsed(ControlPartnerSchema);
        asBadRequest(() => state.setPartner(prefix, outcome));
        return reply({});
      }
      case 'GET /_emulator/requests': {
        const filter = Object.fromEntries(
          ['method', 'route', 'ownerId']
            .map((name) => [name, url.searchParams.get(name) ?? undefined])
            .filter(([, value]) => value !== undefined),
        );
        return reply(requests(filter));
      }
      case 'DELETE /_emulator/requests':
        log.length = 0;
        return reply({});
      case 'GET /_emulator/state':
        return reply({
          emulatedNow: new Date(clock.now()).toISOString(),
          speed: clock.speed,
          scenario: state.scenarioFor(),
          openStreams: openStreams.size,
          listeners: hub.size,
          timers: timers.size,
          owners: state.listOwners().map((owner) => ({
            id: owner.id,
            plan: owner.plan,
            sandboxConnectionId: owner.sandboxId,
            inflight: state.inflight(owner.id),
            maxInflightSeen: state.maxInflightSeen(owner.id),
          })),
        });
      default:
        throw new ApiError(404, 'not_found', `No control route ${key}.`);
    }
  }

  function requests(filter: { method?: string; route?: string; ownerId?: string } = {}) {
    return log
      .filter(
        (record) =>
          (filter.method === undefined || record.method === filter.method.toUpperCase()) &&
          (filter.route === undefined || routeMatches(record.route, filter.route)) &&
          (filter.ownerId === undefined || record.ownerId === filter.ownerId),
      )
      .map((record) => ({ ...record }));
  }

  const server: Server = createServer((req, res) => {
    const url = parseTarget(req.url);
    const isApi = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
    const record: RequestRecord = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      route: `${req.method} (unknown)`,
      status: 0,
      realMs: clock.real(),
      emulatedMs: clock.now(),
    };
    const isControl = url.pathname.startsWith('/_emulator/');
    if (!isControl) {
      log.push(record);
      recordOf.set(res, record);
    }
    const work = isControl
      ? handleControl(req, res, url)
      : isApi
        ? handleApi(req, res, url, record)
        : Promise.reject(
            new ApiError(
              404,
              'not_found',
              `No route ${url.pathname}; the API lives under ${API_PREFIX}.`,
            ),
          );
    work.catch((error: unknown) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      sendJson(res, errorReply(error, record.route));
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());

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
    requests,
    resetRequests: () => {
      log.length = 0;
    },
    close() {
      closed ??= (async () => {
        closing.abort();
        for (const res of [...openStreams]) res.end();
        state.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Answers in flight (long-polls just woken by `closing`) get a moment to finish.
          setTimeout(() => server.closeAllConnections(), 200).unref();
        });
        timers.clear();
      })();
      return closed;
    },
  };
}

/** The request target as a URL; one that does not parse reads as "/" (answered 404). */
function parseTarget(target: string | undefined): URL {
  try {
    return new URL(target ?? '/', 'http://127.0.0.1');
  } catch {
    return new URL('http://127.0.0.1/');
  }
}

/** A route filter may be "METHOD /pattern" or just "/pattern". */
function routeMatches(route: string, filter: string): boolean {
  return filter.includes(' ') ? route === filter : route.slice(route.indexOf(' ') + 1) === filter;
}

function idempotencyKey(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function tooLarge(): ApiError {
  return new ApiError(
    413,
    'payload_too_large',
    `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
  );
}

/** Reads a JSON body; an empty body reads as undefined (the validators then say what is needed). */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.', {
      field: 'body',
    });
  }
}

/** Consumes a body the route does not read, so the connection can be reused. */
async function drainBody(req: IncomingMessage): Promise<undefined> {
  await readBody(req);
  return undefined;
}

/**
 * A copy of an answer whose payload breaks the interface's schema: one field that the schema
 * types (an id, a status, a count) gets a value of the wrong type.
 */
function breakSchema(body: unknown): unknown {
  if (isRecord(body) && body.success === true && 'data' in body) {
    return { ...body, data: breakValue(body.data) };
  }
  return breakValue(body);
}

const FIELDS_TO_BREAK = [
  '_id',
  'reportId',
  'runId',
  'planId',
  'shareToken',
  'runAllowed',
  'status',
];

function breakValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.length > 0 ? [breakValue(value[0]), ...value.slice(1)] : 'not-an-array';
  }
  if (!isRecord(value)) return { brokenBy: 'emulator schema-break' };
  const keys = Object.keys(value);
  const key =
    FIELDS_TO_BREAK.find((name) => name in value) ??
    keys.find((name) => ['string', 'number', 'boolean'].includes(typeof value[name])) ??
    keys.find((name) => Array.isArray(value[name]));
  if (key === undefined) return 'not-an-object';
  const current = value[key];
  const wrong =
    typeof current === 'string'
      ? 12345
      : typeof current === 'number'
        ? 'not-a-number'
        : typeof current === 'boolean'
          ? 'not-a-boolean'
          : 'not-an-array';
  return { ...value, [key]: wrong };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// Control API bodies.

const ScenarioPatchSchema = z.looseObject({});
const ControlScenarioSchema = z.strictObject({
  scenario: z.union([z.string().min(1), ScenarioPatchSchema]),
  connectionId: z.string().min(1).optional(),
});
const ControlFaultsSchema = z.strictObject({
  rules: z.array(
    z.looseObject({
      route: z.string(),
      ownerId: z.string().optional(),
      skip: z.number().int().nonnegative().optional(),
      times: z.number().int().positive().nullable().optional(),
      phase: z.enum(['before', 'after']).optional(),
      fault: z.looseObject({ kind: z.string() }),
    }),
  ),
});
const ControlPartnerSchema = z.strictObject({
  prefix: z.string().min(1),
  status: z.enum(['registered', 'failed']),
  lastError: z.string().optional(),
  pendingMs: z.number().nonnegative().optional(),
});

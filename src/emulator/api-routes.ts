/**
 * The route table of the emulated API: for each route of routes.ts ("METHOD /pattern" below
 * /api/v1), the handler that answers it, whether it needs an API key and whether it reads a JSON
 * body. Handlers validate their input (validate.ts), act on the service state and answer the
 * success envelope; failures are thrown as ApiError and answered by the server.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  CONNECTION_LIST_PARAMS,
  IDEMPOTENCY_HEADER,
  JOURNEY_START_FIELDS,
  JOURNEY_START_PATH,
  LONG_POLL_PARAM,
  RECOVERY_DECISION_FIELD,
  RUN_LIST_PARAMS,
  SHARED_REPORT_PATH,
} from '../client/wire.js';
import { badRequest } from './api-error.js';
import { followJourney, streamPosition } from './event-stream.js';
import { ok, type Reply } from './http-io.js';
import {
  CONNECTION_DIRECTIONS,
  CONNECTION_PAGE_SIZE,
  OCPI_VERSIONS,
  REPORT_PAGE_SIZE,
  RUN_STATUSES,
} from './interface-rules.js';
import { waitForRun } from './long-poll.js';
import type { RouteKey } from './routes.js';
import type { ServiceContext } from './service-context.js';
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

/** A request as its handler sees it, and the service it acts on. */
export interface RequestContext {
  service: ServiceContext;
  /** The authenticated owner; '' on a public route called without a key. */
  ownerId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body on routes that read one; undefined on the others. */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** Aborts when the client leaves or the emulator closes. */
  signal: AbortSignal;
}

export interface ApiRoute {
  handle: (request: RequestContext) => Reply | Promise<Reply>;
  /** Answers without an API key. */
  public?: true;
  /** Reads a JSON body (other routes drain theirs unread). */
  readsBody?: true;
}

export const API_ROUTES: Record<RouteKey, ApiRoute> = {
  'GET /testing/suites': { handle: listSuites, public: true },
  'POST /connections': { handle: createConnection, readsBody: true },
  'GET /connections': { handle: listConnections },
  'POST /connections/{id}/register': { handle: registerConnection },
  'POST /testing/runs': { handle: startRun, readsBody: true },
  'GET /testing/runs': { handle: listRuns },
  'DELETE /testing/runs/{id}': { handle: deleteRun },
  'POST /testing/runs/{id}/share': { handle: shareRun },
  'DELETE /testing/runs/{id}/share': { handle: unshareRun },
  [`GET ${SHARED_REPORT_PATH}/{token}`]: { handle: sharedReport, public: true },
  'POST /testing/journeys/preview': { handle: previewJourney, readsBody: true },
  [`POST ${JOURNEY_START_PATH}`]: { handle: startJourney, readsBody: true },
  'GET /testing/journey-runs/{id}': { handle: journeyStatus },
  'POST /testing/journey-runs/{id}/recovery': { handle: recoverJourney, readsBody: true },
  'POST /testing/journey-runs/{id}/cancel': { handle: cancelJourney },
  'GET /testing/journey-runs/{id}/stream': { handle: streamJourney },
  'GET /usage': { handle: usage },
};

/** The suite listing is answered bare, without the envelope. */
function listSuites({ service }: RequestContext): Reply {
  return { kind: 'json', status: 200, body: service.content.suiteListing() };
}

function createConnection({ service, ownerId, body }: RequestContext): Reply {
  return ok(service.state.connections.create(ownerId, validateCreateConnection(body)), 201);
}

function listConnections({ service, ownerId, query }: RequestContext): Reply {
  const direction = enumParam(query, CONNECTION_LIST_PARAMS.direction, CONNECTION_DIRECTIONS);
  const limit = integerParam(
    query,
    CONNECTION_LIST_PARAMS.limit,
    CONNECTION_PAGE_SIZE,
    CONNECTION_PAGE_SIZE.default,
  );
  const skip = integerParam(query, CONNECTION_LIST_PARAMS.skip, { min: 0 }, 0);
  const page = service.state.connections.list(ownerId, { direction, limit, skip });
  return ok(page.items, 200, page.meta);
}

function registerConnection({ service, ownerId, params }: RequestContext): Reply {
  return ok(service.state.connections.register(ownerId, params.id!));
}

async function startRun(request: RequestContext): Promise<Reply> {
  const { service, ownerId, query, body, headers, signal } = request;
  const wait = waitParam(query, LONG_POLL_PARAM);
  const input = validateStartRun(body);
  const { run, replayed } = service.state.runs.start(ownerId, input, idempotencyKey(headers));
  await waitForRun(service, run, wait, signal);
  return ok(service.state.runs.startView(run), replayed ? 200 : 201);
}

function listRuns({ service, ownerId, query }: RequestContext): Reply {
  const connectionId = query.get(RUN_LIST_PARAMS.connectionId) ?? undefined;
  const targetId = query.get(RUN_LIST_PARAMS.targetId) ?? undefined;
  if (connectionId !== undefined && targetId !== undefined && connectionId !== targetId) {
    throw badRequest(
      RUN_LIST_PARAMS.targetId,
      `names the same filter as ${RUN_LIST_PARAMS.connectionId}; give one, or the same id`,
    );
  }
  const page = service.state.runs.list(ownerId, {
    connectionId: connectionId ?? targetId,
    status: enumParam(query, RUN_LIST_PARAMS.status, RUN_STATUSES),
    ocpiVersion: enumParam(query, RUN_LIST_PARAMS.ocpiVersion, OCPI_VERSIONS),
    limit: integerParam(query, RUN_LIST_PARAMS.limit, REPORT_PAGE_SIZE, REPORT_PAGE_SIZE.default),
    cursor: query.get(RUN_LIST_PARAMS.cursor) ?? undefined,
  });
  return ok(page.items, 200, page.meta);
}

function deleteRun({ service, ownerId, params }: RequestContext): Reply {
  service.state.deleteReport(ownerId, params.id!);
  return ok({});
}

function shareRun({ service, ownerId, params }: RequestContext): Reply {
  return ok({ shareToken: service.state.shares.share(ownerId, params.id!) });
}

function unshareRun({ service, ownerId, params }: RequestContext): Reply {
  service.state.shares.unshare(ownerId, params.id!);
  return ok({});
}

function sharedReport({ service, params }: RequestContext): Reply {
  return ok(service.state.shares.open(params.token!));
}

function previewJourney({ service, ownerId, body }: RequestContext): Reply {
  return ok(service.state.plans.preview(ownerId, validateJourneyPreview(body)));
}

function startJourney({ service, ownerId, body, headers }: RequestContext): Reply {
  const input = validateJourneyStart(body, JOURNEY_START_FIELDS);
  const { run, replayed } = service.state.journeys.start(ownerId, input, idempotencyKey(headers));
  return ok(service.state.journeys.statusView(run), replayed ? 200 : 201);
}

async function journeyStatus(request: RequestContext): Promise<Reply> {
  const { service, ownerId, params, query, signal } = request;
  const wait = waitParam(query, LONG_POLL_PARAM);
  const run = service.state.journeys.owned(ownerId, params.id!);
  await waitForRun(service, run, wait, signal);
  return ok(service.state.journeys.statusView(run));
}

function recoverJourney({ service, ownerId, params, body }: RequestContext): Reply {
  const { decision, recoveryVersion } = validateRecovery(body, RECOVERY_DECISION_FIELD);
  return ok(service.state.journeys.recover(ownerId, params.id!, decision, recoveryVersion));
}

function cancelJourney({ service, ownerId, params }: RequestContext): Reply {
  return ok(service.state.journeys.cancel(ownerId, params.id!));
}

function streamJourney({ service, ownerId, params, query, headers }: RequestContext): Reply {
  const run = service.state.journeys.owned(ownerId, params.id!);
  const after = streamPosition(headers, query);
  return {
    kind: 'stream',
    open: (res, dropAfterEvents) => followJourney(service, res, run, after, dropAfterEvents),
  };
}

function usage({ service, ownerId }: RequestContext): Reply {
  return ok(service.state.usageOf(ownerId));
}

function idempotencyKey(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The control API of the emulator (for other processes, such as a CLI demo driving a separate
 * emulator): loopback only, outside /api/v1, never in the request log; answers {success: true,
 * data}. It answers its own page only: a loopback Host (checked by the server), no Origin or its
 * own, and POST bodies as application/json (request-guard.ts). Its route table:
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
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import { type FaultRule, normalizeFaultRule } from './faults.js';
import { drainBody, isLoopback, ok, readJson, sendJson } from './http-io.js';
import { refuseForeignOrigin, refuseNonJsonBody } from './request-guard.js';
import type { ServiceContext } from './service-context.js';
import type { ScenarioName, ScenarioSpec } from './types.js';

interface ControlRequest {
  service: ServiceContext;
  /** The JSON body of a POST; undefined otherwise. */
  body: unknown;
  query: URLSearchParams;
}

/** A control handler answers the `data` of the success envelope. */
type ControlHandler = (request: ControlRequest) => unknown;

const CONTROL_ROUTES: Record<string, ControlHandler> = {
  'POST /_emulator/scenario': setScenario,
  'POST /_emulator/faults': addFaults,
  'GET /_emulator/faults': listFaults,
  'DELETE /_emulator/faults': clearFaults,
  'POST /_emulator/partners': setPartner,
  'GET /_emulator/requests': listRequests,
  'DELETE /_emulator/requests': clearRequests,
  'GET /_emulator/state': describeState,
};

/** Answers a request to the control API. */
export async function handleControl(
  service: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (!isLoopback(req.socket.remoteAddress)) {
    throw new ApiError(403, 'forbidden', 'The control API answers loopback clients only.');
  }
  // The server has checked the Host; a page of another site is refused here (request-guard.ts).
  refuseForeignOrigin(req);
  const key = `${req.method} ${url.pathname}`;
  const handler = Object.hasOwn(CONTROL_ROUTES, key) ? CONTROL_ROUTES[key] : undefined;
  if (!handler) {
    await drainBody(req);
    throw new ApiError(404, 'not_found', `No control route ${key}.`);
  }
  let body: unknown;
  if (req.method === 'POST') {
    refuseNonJsonBody(req);
    body = await readJson(req);
  } else await drainBody(req);
  sendJson(service.log, res, ok(handler({ service, body, query: url.searchParams })));
}

function setScenario({ service, body }: ControlRequest): unknown {
  const { scenario, connectionId } = parsed(ControlScenarioSchema, body);
  const spec = asBadRequest(() =>
    service.state.scenarios.set(scenario as ScenarioName | Partial<ScenarioSpec>, {
      connectionId,
    }),
  );
  return { scenario: spec };
}

function addFaults({ service, body }: ControlRequest): unknown {
  const { rules } = parsed(ControlFaultsSchema, body);
  const normalized = asBadRequest(() =>
    rules.map((rule) =>
      normalizeFaultRule({
        ...rule,
        times: rule.times === null ? Number.POSITIVE_INFINITY : rule.times,
      } as FaultRule),
    ),
  );
  for (const rule of normalized) service.faults.add(rule);
  return { added: normalized.length };
}

/** The rules with their counters; a rule for every request shows `times: null`. */
function listFaults({ service }: ControlRequest): unknown {
  return service.faults.describe().map((entry) => ({
    ...entry,
    rule: {
      ...entry.rule,
      times: Number.isFinite(entry.rule.times) ? entry.rule.times : null,
    },
  }));
}

function clearFaults({ service }: ControlRequest): unknown {
  service.faults.clear();
  return {};
}

function setPartner({ service, body }: ControlRequest): unknown {
  const { prefix, ...outcome } = parsed(ControlPartnerSchema, body);
  asBadRequest(() => service.state.partners.set(prefix, outcome));
  return {};
}

function listRequests({ service, query }: ControlRequest): unknown {
  const filter = Object.fromEntries(
    ['method', 'route', 'ownerId']
      .map((name) => [name, query.get(name) ?? undefined])
      .filter(([, value]) => value !== undefined),
  );
  return service.log.list(filter);
}

function clearRequests({ service }: ControlRequest): unknown {
  service.log.clear();
  return {};
}

function describeState({ service }: ControlRequest): unknown {
  const { state, clock } = service;
  return {
    emulatedNow: new Date(clock.now()).toISOString(),
    speed: clock.speed,
    scenario: state.scenarios.for(),
    openStreams: service.openStreams.size,
    listeners: service.hub.size,
    timers: service.timers.size,
    owners: state.owners.list().map((owner) => ({
      id: owner.id,
      plan: owner.plan,
      sandboxConnectionId: state.connections.sandboxId(owner.id),
      inflight: state.runs.inflight(owner.id),
      maxInflightSeen: state.usage.maxInflightSeen(owner.id),
    })),
  };
}

/** The body as the schema reads it; a body it refuses answers 400. */
function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(400, 'invalid_request', z.prettifyError(result.error).replace(/\n/g, ' '));
  }
  return result.data;
}

/** Runs `action`; an error it throws (a bad scenario, fault or partner) answers 400. */
function asBadRequest<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    throw new ApiError(400, 'invalid_request', (error as Error).message);
  }
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

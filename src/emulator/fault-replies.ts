/**
 * Answers of injected faults (faults.ts holds the rules): an error status, a reset socket, a body
 * cut in half, malformed JSON, or an answer whose payload breaks the interface's schema.
 */
import type { ServerResponse } from 'node:http';
import { ApiError, errorEnvelope } from './api-error.js';
import type { EmulatedClock } from './clock.js';
import type { Fault } from './faults.js';
import { type JsonReply, type RequestLog, sendJson } from './http-io.js';

/** Answers with a fault; `reply` is the handler's answer when the handler ran. */
export function sendFault(
  log: RequestLog,
  res: ServerResponse,
  fault: Fault,
  reply: JsonReply | undefined,
  clock: EmulatedClock,
): void {
  switch (fault.kind) {
    case 'status':
      sendJson(log, res, statusFault(fault, clock));
      break;
    case 'reset':
      res.socket?.destroy();
      break;
    case 'reset-mid-body':
      sendHalfBody(log, res, reply);
      break;
    case 'malformed-json':
      sendMalformedJson(log, res);
      break;
    case 'schema-break': {
      const broken = reply ?? { kind: 'json', status: 200, body: {} };
      sendJson(log, res, { ...broken, body: breakSchema(broken.body) });
      break;
    }
    case 'delay':
    case 'drop-stream':
      if (reply) sendJson(log, res, reply);
      break;
  }
}

function statusFault(fault: Extract<Fault, { kind: 'status' }>, clock: EmulatedClock): JsonReply {
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
  return { kind: 'json', status: fault.status, body, headers };
}

/** Sends the head and half the body of the answer, then resets the socket. */
function sendHalfBody(log: RequestLog, res: ServerResponse, reply: JsonReply | undefined): void {
  const text = JSON.stringify(reply?.body ?? { success: true, data: {} });
  log.writeHead(res, reply?.status ?? 200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.write(text.slice(0, Math.max(1, Math.floor(text.length / 2))), () => res.socket?.destroy());
}

function sendMalformedJson(log: RequestLog, res: ServerResponse): void {
  const text = '{"success":true,"data":{"status":<html>upstream error</html>';
  log.writeHead(res, 200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
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

/**
 * The HTTP plumbing of the emulator's server: reading request bodies, writing JSON answers, and
 * the log of API requests that tests and the control API read (each record notes the status its
 * answer was sent with).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import type { EmulatedClock } from './clock.js';

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

export interface RequestFilter {
  method?: string;
  route?: string;
  ownerId?: string;
}

/** An answer with a JSON body. */
export interface JsonReply {
  kind: 'json';
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a handler answers: JSON, or an event stream it writes itself. */
export type Reply =
  | JsonReply
  | { kind: 'stream'; open: (res: ServerResponse, dropAfterEvents?: number) => Promise<void> };

/** The success envelope {success: true, data, meta?}. */
export function ok(data: unknown, status = 200, meta?: Record<string, unknown>): JsonReply {
  return { kind: 'json', status, body: { success: true, data, ...(meta ? { meta } : {}) } };
}

/** The API requests so far, each with the status of its answer. */
export class RequestLog {
  private records: RequestRecord[] = [];
  private readonly recordOf = new WeakMap<ServerResponse, RequestRecord>();

  constructor(private readonly clock: EmulatedClock) {}

  /** Starts the record of a request; its answer's status is noted by writeHead. */
  open(req: IncomingMessage, res: ServerResponse): RequestRecord {
    const record: RequestRecord = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      route: `${req.method} (unknown)`,
      status: 0,
      realMs: this.clock.real(),
      emulatedMs: this.clock.now(),
    };
    this.records.push(record);
    this.recordOf.set(res, record);
    return record;
  }

  /** Writes the status line and headers, noting the status in the request's log record. */
  writeHead(res: ServerResponse, status: number, headers: Record<string, string | number>): void {
    const record = this.recordOf.get(res);
    if (record) record.status = status;
    res.writeHead(status, headers);
  }

  /** Copies of the records that match every field of the filter. */
  list(filter: RequestFilter = {}): RequestRecord[] {
    return this.records
      .filter(
        (record) =>
          (filter.method === undefined || record.method === filter.method.toUpperCase()) &&
          (filter.route === undefined || routeMatches(record.route, filter.route)) &&
          (filter.ownerId === undefined || record.ownerId === filter.ownerId),
      )
      .map((record) => ({ ...record }));
  }

  clear(): void {
    this.records = [];
  }
}

/** A route filter may be "METHOD /pattern" or just "/pattern". */
function routeMatches(route: string, filter: string): boolean {
  return filter.includes(' ') ? route === filter : route.slice(route.indexOf(' ') + 1) === filter;
}

export function sendJson(log: RequestLog, res: ServerResponse, reply: JsonReply): void {
  const text = JSON.stringify(reply.body);
  log.writeHead(res, reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...reply.headers,
  });
  res.end(text);
}

/** The request target as a URL; one that does not parse reads as "/" (answered 404). */
export function parseTarget(target: string | undefined): URL {
  try {
    return new URL(target ?? '/', 'http://127.0.0.1');
  } catch {
    return new URL('http://127.0.0.1/');
  }
}

export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

// Request bodies.

/** Bodies above this size are refused (413): no request of the interface comes close. */
const MAX_BODY_BYTES = 1 << 20;

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
export async function readJson(req: IncomingMessage): Promise<unknown> {
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
export async function drainBody(req: IncomingMessage): Promise<undefined> {
  await readBody(req);
  return undefined;
}

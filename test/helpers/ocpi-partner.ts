/**
 * A partner's OCPI 2.2.1 server on 127.0.0.1, shaped like the open-source ones rather than like the
 * service's sandbox: it publishes each module at URLs of its own in its version details (the CPO's
 * interfaces under /ocpi/cpo/2.2.1/, the eMSP's under /ocpi/emsp/2.2.1/), answers a route it does
 * not have as a web framework does (`404 {"detail":"Not Found"}`, no OCPI envelope), refuses a
 * request without the token with a bare 401, can redirect a module's URL to the same URL with a
 * trailing slash (307, as frameworks with strict slashes do), and answers each module request as
 * the test says (by default: an OCPI success). It keeps every request it took.
 *
 * `layout: 'sandbox'` publishes every module at `/ocpi/2.2.1/<module>` instead, both roles at one
 * URL, as the service's sandbox lays them out.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { takeRequest } from './stand-in-partner.js';

export type Role = 'SENDER' | 'RECEIVER';

export interface PartnerRequest {
  method: string;
  /** The path and query as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The module endpoint it reached, when it reached one. */
  module?: string;
  role?: Role;
  /** The path after the module's endpoint: '' or '/LOC-1'. */
  rest?: string;
  /** What the partner answered. */
  status?: number;
}

export interface PartnerAnswer {
  status: number;
  /** A JSON value (sent as application/json), or text. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** The 2.2.1 module interfaces, and whose side each is on (CPO or eMSP). */
export const MODULES_221: { identifier: string; role: Role; side: 'cpo' | 'emsp' }[] = [
  { identifier: 'credentials', role: 'SENDER', side: 'cpo' },
  { identifier: 'locations', role: 'SENDER', side: 'cpo' },
  { identifier: 'locations', role: 'RECEIVER', side: 'emsp' },
  { identifier: 'sessions', role: 'SENDER', side: 'cpo' },
  { identifier: 'sessions', role: 'RECEIVER', side: 'emsp' },
  { identifier: 'cdrs', role: 'SENDER', side: 'cpo' },
  { identifier: 'cdrs', role: 'RECEIVER', side: 'emsp' },
  { identifier: 'tariffs', role: 'SENDER', side: 'cpo' },
  { identifier: 'tariffs', role: 'RECEIVER', side: 'emsp' },
  { identifier: 'tokens', role: 'SENDER', side: 'emsp' },
  { identifier: 'tokens', role: 'RECEIVER', side: 'cpo' },
  { identifier: 'commands', role: 'SENDER', side: 'emsp' },
  { identifier: 'commands', role: 'RECEIVER', side: 'cpo' },
  { identifier: 'chargingprofiles', role: 'SENDER', side: 'emsp' },
  { identifier: 'chargingprofiles', role: 'RECEIVER', side: 'cpo' },
  { identifier: 'hubclientinfo', role: 'SENDER', side: 'cpo' },
  { identifier: 'hubclientinfo', role: 'RECEIVER', side: 'emsp' },
];

export interface OcpiPartnerOptions {
  /** The token it accepts after "Token ". */
  token: string;
  layout?: 'own-prefixes' | 'sandbox';
  /** Leave these module interfaces out of the version details (`sessions` or `sessions:SENDER`). */
  unpublished?: string[];
  /** Module URLs redirect (307) to the same URL with a trailing slash, where the routes are. */
  slashRedirect?: boolean;
  /** Module URLs of these identifiers redirect (307) to the same path on this other origin. */
  redirectElsewhere?: { modules: string[]; origin: string };
  /** The versions endpoint lists these (default 2.2.1). */
  versions?: string[];
  /** The version details answer this instead. */
  details?: PartnerAnswer;
  /** A module request's answer; undefined: an OCPI success. */
  answer?: (request: PartnerRequest) => PartnerAnswer | undefined;
}

export interface OcpiPartner {
  origin: string;
  versionsUrl: string;
  /** The module endpoints published, as the version details list them. */
  endpoints: { identifier: string; role: Role; url: string }[];
  taken: PartnerRequest[];
  close(): Promise<void>;
}

const NOT_FOUND: PartnerAnswer = { status: 404, body: { detail: 'Not Found' } };

export function success(data: unknown = []): unknown {
  return {
    status_code: 1000,
    status_message: 'Success',
    data,
    timestamp: '2026-11-28T10:00:00Z',
  };
}

export async function startOcpiPartner(options: OcpiPartnerOptions): Promise<OcpiPartner> {
  const taken: PartnerRequest[] = [];
  let origin = '';
  let endpoints: OcpiPartner['endpoints'] = [];
  const server: Server = createServer((request, response) => {
    takeRequest(request, (took: PartnerRequest) => {
      taken.push(took);
      const answer = route(took, options, origin, endpoints);
      took.status = answer.status;
      const text =
        answer.body === undefined
          ? ''
          : typeof answer.body === 'string'
            ? answer.body
            : JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        ...(answer.body === undefined
          ? {}
          : {
              'Content-Type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
            }),
        ...answer.headers,
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  endpoints = publishedEndpoints(options, origin);
  return {
    origin,
    versionsUrl: `${origin}/ocpi/versions`,
    endpoints,
    taken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function publishedEndpoints(options: OcpiPartnerOptions, origin: string) {
  const unpublished = new Set(options.unpublished ?? []);
  return MODULES_221.filter(
    (m) => !unpublished.has(m.identifier) && !unpublished.has(`${m.identifier}:${m.role}`),
  ).map((m) => {
    const prefix =
      options.layout === 'sandbox' || m.identifier === 'credentials'
        ? '/ocpi/2.2.1'
        : `/ocpi/${m.side}/2.2.1`;
    return { identifier: m.identifier, role: m.role, url: `${origin}${prefix}/${m.identifier}` };
  });
}

function route(
  request: PartnerRequest,
  options: OcpiPartnerOptions,
  origin: string,
  endpoints: OcpiPartner['endpoints'],
): PartnerAnswer {
  if (request.headers.authorization !== `Token ${options.token}`) {
    // Bare, as a framework's auth dependency answers.
    return { status: 401, body: { detail: 'Not authenticated' } };
  }
  const url = new URL(request.url, origin);
  const path = url.pathname;
  if (path === '/ocpi/versions' && request.method === 'GET') {
    return {
      status: 200,
      body: success(
        (options.versions ?? ['2.2.1']).map((version) => ({
          version,
          url: `${origin}/ocpi/${version}`,
        })),
      ),
    };
  }
  if (path === '/ocpi/2.2.1' && request.method === 'GET') {
    return options.details ?? { status: 200, body: success({ version: '2.2.1', endpoints }) };
  }
  const matched = endpoints
    .map((endpoint) => ({ endpoint, prefix: new URL(endpoint.url).pathname }))
    .filter(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  if (matched.length === 0) return NOT_FOUND;
  const { endpoint, prefix } = matched[0]!;
  const elsewhere = options.redirectElsewhere;
  if (elsewhere?.modules.includes(endpoint.identifier)) {
    return { status: 307, headers: { Location: `${elsewhere.origin}${path}${url.search}` } };
  }
  if (options.slashRedirect && path === prefix) {
    return { status: 307, headers: { Location: `${prefix}/${url.search}` } };
  }
  request.module = endpoint.identifier;
  // Both roles at one URL (the sandbox layout): the request does not say which it reached.
  if (matched.filter((m) => m.prefix === prefix).length === 1) request.role = endpoint.role;
  request.rest = path.slice(prefix.length).replace(/^\/$/, '');
  return options.answer?.(request) ?? { status: 200, body: success() };
}

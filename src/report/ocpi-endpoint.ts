/**
 * Which of the partner's OCPI endpoints a recorded request was sent to: the versions endpoint, the
 * version details of a version, or a module's endpoint (its identifier and, from OCPI 2.2 on, the
 * partner's interface role SENDER or RECEIVER) with the rest of the path (object ids) and the
 * query. A real partner publishes each module's URL in its version details, under prefixes of its
 * own (`/ocpi/cpo/2.2.1/locations`, `/ocpi/emsp/2.2.1/sessions`): `replay` and the curl commands
 * send a request to the URL the partner publishes for that module and role, with the recorded
 * remainder, never to the recorded path on the partner's host.
 *
 * Pure, from the recording alone: the module is the suite's (or the check id's second segment),
 * the remainder is what follows the module's endpoint URL as the recorded version details list it,
 * else what follows the module's own segment in the recorded path; the role is told from the
 * module, the method and the remainder's shape (OCPI 2.2.1, each module's interfaces), and where
 * those allow both, from the suite's name. What cannot be told is said, never guessed.
 */

export type InterfaceRole = 'SENDER' | 'RECEIVER';

/** A module endpoint as version details list it (`identifier`, `role` from 2.2 on, `url`). */
export interface PublishedEndpoint {
  identifier: string;
  role?: string;
  url: string;
}

/** What the report says about a check beside its exchange. */
export interface EndpointContext {
  /** The report's OCPI version (else the check id's first segment). */
  ocpiVersion?: string;
  /** The suite's module identifier (else the check id's second segment). */
  module?: string;
  /** The suite's id: a final `sender` or `receiver` segment breaks a tie between roles. */
  suiteId?: string;
  /** The connection's partnerBaseUrl: the versions endpoint the service read. */
  partnerBaseUrl?: string;
  /** The module endpoints the recorded version details listed, when the report holds them. */
  recordedEndpoints?: readonly PublishedEndpoint[];
}

export type EndpointTarget =
  | { kind: 'versions'; query: string }
  | { kind: 'version-details'; version: string; query: string }
  | {
      kind: 'module';
      version: string;
      module: string;
      /** Undefined in OCPI 2.1.1 (no roles) and for credentials (one endpoint, either role). */
      role?: InterfaceRole;
      /** The path after the module's endpoint URL: '' or '/LOC-1/EVSE-2' (as recorded, encoded). */
      rest: string;
      /** '' or '?limit=10' (as recorded). */
      query: string;
    }
  | { kind: 'unknown'; why: string };

/** Other spellings of a module's path segment than its identifier. */
const SEGMENT_ALIASES: Record<string, readonly string[]> = {
  hubclientinfo: ['clientinfo'],
  chargingprofiles: ['chargingProfiles', 'charging_profiles'],
};

/** Versions without interface roles in their version details. */
const VERSIONS_WITHOUT_ROLES = new Set(['2.0', '2.1', '2.1.1']);

/** The check id's version and module: `2.2.1/locations/get-list`. */
const TEST_ID = /^(\d+\.\d+(?:\.\d+)?)\/([A-Za-z_]+)\//;

/** Where a recorded request went, as an endpoint of the partner's; or why that cannot be told. */
export function endpointTarget(
  recordedUrl: string | undefined,
  method: string | undefined,
  testId: string,
  context: EndpointContext,
): EndpointTarget {
  if (!recordedUrl || !URL.canParse(recordedUrl)) {
    return { kind: 'unknown', why: 'the recorded request has no URL to tell its endpoint by' };
  }
  const url = new URL(recordedUrl);
  const fromId = TEST_ID.exec(testId);
  // Only words of these shapes go into a variable name or a jq filter of the curl commands.
  const version = [context.ocpiVersion, fromId?.[1]].find((v) => v && /^\d+(\.\d+)*$/.test(v));
  const module = [context.module, fromId?.[2]]
    .find((m) => m && /^[A-Za-z_]{1,40}$/.test(m))
    ?.toLowerCase();
  const query = url.search;
  if (isVersionsUrl(url, context.partnerBaseUrl)) return { kind: 'versions', query };
  const segments = url.pathname.split('/').filter((s) => s !== '');
  if (version === undefined) {
    return {
      kind: 'unknown',
      why: "the report does not say which OCPI version the request was sent for, so the partner's version details cannot be chosen",
    };
  }
  if (segments.at(-1) === version) return { kind: 'version-details', version, query };
  const published = publishedMatch(url, context.recordedEndpoints);
  if (published && /^[A-Za-z_]{1,40}$/.test(published.endpoint.identifier)) {
    const role = roleOf(published.endpoint.role);
    return {
      kind: 'module',
      version,
      module: published.endpoint.identifier.toLowerCase(),
      ...(role && published.endpoint.identifier.toLowerCase() !== 'credentials' ? { role } : {}),
      rest: published.rest,
      query,
    };
  }
  if (module === undefined) {
    return {
      kind: 'unknown',
      why: 'neither the report nor the check id says which OCPI module the request was for',
    };
  }
  const at = moduleSegment(segments, module, version);
  if (at < 0) {
    return {
      kind: 'unknown',
      why: `the recorded path ${url.pathname} has no "${module}" segment to tell the module's endpoint from the object ids after it`,
    };
  }
  const rest = segments
    .slice(at + 1)
    .map((s) => `/${s}`)
    .join('');
  return moduleTarget(version, module, method, rest, query, context.suiteId);
}

function moduleTarget(
  version: string,
  module: string,
  method: string | undefined,
  rest: string,
  query: string,
  suiteId: string | undefined,
): EndpointTarget {
  if (VERSIONS_WITHOUT_ROLES.has(version) || module === 'credentials') {
    return { kind: 'module', version, module, rest, query };
  }
  const ruled = interfaceRole(module, (method ?? 'GET').toUpperCase(), rest);
  const hint = /\/(sender|receiver)$/i.exec(suiteId ?? '')?.[1]?.toUpperCase() as
    | InterfaceRole
    | undefined;
  const role = ruled === 'either' ? hint : ruled;
  if (role === undefined) {
    return {
      kind: 'unknown',
      why: `a ${method ?? 'GET'} of ${module}${rest} exists on both the SENDER and the RECEIVER interface, and the report does not say which the service called`,
    };
  }
  return { kind: 'module', version, module, role, rest, query };
}

/** The versions endpoint: the connection's partnerBaseUrl itself (or a path ending in /versions). */
function isVersionsUrl(url: URL, partnerBaseUrl: string | undefined): boolean {
  const path = url.pathname.replace(/\/+$/, '');
  if (partnerBaseUrl && URL.canParse(partnerBaseUrl)) {
    const base = new URL(partnerBaseUrl);
    if (base.origin === url.origin && base.pathname.replace(/\/+$/, '') === path) return true;
  }
  return /\/versions$/i.test(path);
}

/** The recorded endpoint whose URL the request's starts with (the longest), and the rest. */
function publishedMatch(
  url: URL,
  endpoints: readonly PublishedEndpoint[] | undefined,
): { endpoint: PublishedEndpoint; rest: string } | undefined {
  const path = url.pathname;
  let best: { endpoint: PublishedEndpoint; rest: string; length: number } | undefined;
  let tie = false;
  for (const endpoint of endpoints ?? []) {
    if (!URL.canParse(endpoint.url)) continue;
    const published = new URL(endpoint.url);
    const prefix = published.pathname.replace(/\/+$/, '');
    if (published.origin !== url.origin) continue;
    if (path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    const rest = path.slice(prefix.length).replace(/^\/$/, '');
    if (best && prefix.length === best.length) {
      // Both roles of a module at one URL: the path cannot choose between them.
      tie = tie || best.endpoint.role !== endpoint.role;
      continue;
    }
    if (!best || prefix.length > best.length) {
      best = { endpoint, rest, length: prefix.length };
      tie = false;
    }
  }
  return best && !tie ? { endpoint: best.endpoint, rest: best.rest } : undefined;
}

/** The index of the module's own segment: the first after the version segment, else the first. */
function moduleSegment(segments: readonly string[], module: string, version: string): number {
  const names = new Set(
    [module, ...(SEGMENT_ALIASES[module] ?? [])].map((name) => name.toLowerCase()),
  );
  const from = segments.indexOf(version) + 1;
  return segments.findIndex((segment, index) => index >= from && names.has(segment.toLowerCase()));
}

function roleOf(text: string | undefined): InterfaceRole | undefined {
  const upper = text?.toUpperCase();
  return upper === 'SENDER' || upper === 'RECEIVER' ? upper : undefined;
}

/** `/NL/ABC/...`: a country code and a party id, as the Receiver interfaces' paths start. */
const PARTY_PATH = /^\/[A-Za-z]{2}\/[A-Za-z0-9]{3}(\/|$)/;

/**
 * The partner's interface a request of the service's is for (OCPI 2.2.1, each module's "Interfaces
 * and endpoints"): a Sender's list and its few calls (a Location by id, real-time authorization,
 * charging preferences, a command's result, a charging profile's result); a Receiver's objects
 * under the owner's country code and party id, the CDRs and commands it takes. 'either' where the
 * module has the same call on both (a charging profile PUT).
 */
export function interfaceRole(
  module: string,
  method: string,
  rest: string,
): InterfaceRole | 'either' {
  const ids = rest.split('/').filter((s) => s !== '');
  const list = method === 'GET' && ids.length === 0;
  switch (module) {
    case 'commands':
      // POST {type} to the CPO; the result POSTed to the eMSP's response_url: {type}/{id}.
      return ids.length >= 2 ? 'SENDER' : 'RECEIVER';
    case 'chargingprofiles':
      if (method === 'POST') return 'SENDER';
      return method === 'PUT' ? 'either' : 'RECEIVER';
    case 'tokens':
      if (method === 'POST' && ids.at(-1) === 'authorize') return 'SENDER';
      break;
    case 'sessions':
      if (ids.at(-1) === 'charging_preferences') return 'SENDER';
      break;
    case 'locations':
      if (method === 'GET' && ids.length > 0 && !PARTY_PATH.test(rest)) return 'SENDER';
      break;
    case 'payments':
      // The resource (terminals, financial_advice_confirmations) comes first: a list has no id after it.
      if (method === 'GET' && ids.length === 1) return 'SENDER';
      break;
  }
  return list ? 'SENDER' : 'RECEIVER';
}

/** The shell variable that holds an endpoint's URL in the curl commands. */
export function endpointVariable(target: EndpointTarget): string | undefined {
  switch (target.kind) {
    case 'versions':
      return 'OCPI_VERSIONS_URL';
    case 'version-details':
      return 'OCPI_VERSION_DETAILS_URL';
    case 'module':
      return `OCPI_${target.module.toUpperCase()}${target.role ? `_${target.role}` : ''}_URL`;
    default:
      return undefined;
  }
}

/** An endpoint's module in words: `locations (SENDER interface)`. */
export function endpointText(target: EndpointTarget): string {
  switch (target.kind) {
    case 'versions':
      return 'the versions endpoint';
    case 'version-details':
      return `the version details of ${target.version}`;
    case 'module':
      return `${target.module}${target.role ? ` (${target.role} interface)` : ''}`;
    default:
      return 'an unknown endpoint';
  }
}

/**
 * The URL a request goes to under a published endpoint URL: the URL as published when nothing
 * follows it (a list: `.../locations/?limit=10` keeps a published trailing slash), else the URL
 * without its trailing slash and the rest.
 */
export function underEndpoint(endpointUrl: string, rest: string, query: string): string {
  const base = rest === '' ? endpointUrl : endpointUrl.replace(/\/+$/, '') + rest;
  if (query === '') return base;
  return base.includes('?') ? `${base}&${query.slice(1)}` : base + query;
}

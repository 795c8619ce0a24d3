/**
 * The partner's own endpoints, for `replay`: its versions endpoint read (the URL the user gave),
 * the version details of each OCPI version the replayed checks ran on, and each recorded request's
 * endpoint (report/ocpi-endpoint.ts) looked up in them: the URL the partner publishes for the
 * module and interface role, with the recorded rest of the path and query. What the partner does
 * not publish, or lists in a way that cannot be read, is said, never replaced by a guessed path.
 * Two GETs at most per version, each sent once, with the partner's token.
 */
import {
  type EndpointTarget,
  endpointText,
  type PublishedEndpoint,
  underEndpoint,
} from '../report/ocpi-endpoint.js';
import { plural } from '../util/text.js';
import { type SendOutcome, statusCodeOf } from './replay-send.js';

/** One read of the partner's endpoints, as it is shown. */
export interface EndpointRead {
  url: string;
  /** What came of it: "HTTP 200, 12 endpoints", "HTTP 401 with status_code 2001". */
  result: string;
}

export interface VersionEndpoints {
  detailsUrl?: string;
  endpoints: PublishedEndpoint[];
  /** Why the version's endpoints are not known. */
  problem?: string;
}

export interface PartnerEndpoints {
  versionsUrl: string;
  versions: Map<string, VersionEndpoints>;
  reads: EndpointRead[];
}

export type EndpointSend = (url: string) => Promise<SendOutcome>;

export type EndpointsRead =
  | { kind: 'read'; endpoints: PartnerEndpoints }
  | { kind: 'unreachable'; url: string; code: string; message: string };

/** The most entries read from a versions list or a version details answer. */
const MAX_ENTRIES = 100;

/** Reads the versions endpoint and the details of each version asked for. */
export async function readPartnerEndpoints(
  versionsUrl: string,
  wanted: readonly string[],
  send: EndpointSend,
): Promise<EndpointsRead> {
  const reads: EndpointRead[] = [];
  const versions = new Map<string, VersionEndpoints>();
  const listing = await readOcpi(versionsUrl, send, reads, (data) =>
    Array.isArray(data) ? data.slice(0, MAX_ENTRIES) : undefined,
  );
  if (listing.kind === 'unreachable') return listing;
  for (const version of wanted) {
    if (listing.kind === 'problem') {
      versions.set(version, { endpoints: [], problem: listing.problem });
      continue;
    }
    const entry = listing.value.find(
      (item) => (item as { version?: unknown })?.version === version,
    );
    const url = (entry as { url?: unknown } | undefined)?.url;
    if (typeof url !== 'string' || !URL.canParse(url)) {
      const listed = listing.value
        .map((item) => (item as { version?: unknown })?.version)
        .filter((v): v is string => typeof v === 'string');
      versions.set(version, {
        endpoints: [],
        problem: entry
          ? `the partner's versions endpoint lists ${version} without a URL for its details`
          : `the partner's versions endpoint lists ${listed.length > 0 ? listed.join(', ') : 'no version'}, not ${version}`,
      });
      continue;
    }
    const details = await readOcpi(url, send, reads, endpointsOf);
    if (details.kind === 'unreachable') return details;
    versions.set(
      version,
      details.kind === 'problem'
        ? { detailsUrl: url, endpoints: [], problem: details.problem }
        : { detailsUrl: url, endpoints: details.value },
    );
  }
  return { kind: 'read', endpoints: { versionsUrl, versions, reads } };
}

type OcpiRead<T> =
  | { kind: 'value'; value: T }
  | { kind: 'problem'; problem: string }
  | { kind: 'unreachable'; url: string; code: string; message: string };

/** One GET of an OCPI answer whose `data` `pick` can read; what went wrong said in words. */
async function readOcpi<T>(
  url: string,
  send: EndpointSend,
  reads: EndpointRead[],
  pick: (data: unknown) => T | undefined,
): Promise<OcpiRead<T>> {
  const outcome = await send(url);
  if (outcome.kind === 'unreachable') {
    return { kind: 'unreachable', url, code: outcome.code, message: outcome.message };
  }
  const problem = (text: string): OcpiRead<T> => {
    reads.push({ url, result: text });
    return { kind: 'problem', problem: `reading ${url} gave ${text}` };
  };
  if (outcome.kind === 'timeout') return problem(`no answer within ${outcome.ms / 1000} s`);
  const { status, body } = outcome.answer;
  const code = statusCodeOf(body);
  const answered = `HTTP ${status}${code === undefined ? '' : ` with status_code ${code}`}`;
  const redirected = outcome.redirect
    ? ` after a redirect to ${outcome.redirect.location}${outcome.redirect.followed ? '' : ' (another origin: not followed)'}`
    : '';
  if (status !== 200 || code === undefined || code < 1000 || code >= 2000) {
    return problem(`${answered}${redirected}, not an OCPI success`);
  }
  const value = pick((body as { data?: unknown }).data);
  if (value === undefined) return problem(`${answered}${redirected} without the data OCPI defines`);
  const count = Array.isArray(value) ? `, ${plural(value.length, 'entry', 'entries')}` : '';
  reads.push({ url, result: `${answered}${redirected}${count}` });
  return { kind: 'value', value };
}

function endpointsOf(data: unknown): PublishedEndpoint[] | undefined {
  const list = (data as { endpoints?: unknown } | null)?.endpoints;
  if (!Array.isArray(list)) return undefined;
  return list.slice(0, MAX_ENTRIES).flatMap((entry) => {
    const { identifier, role, url } = (entry ?? {}) as Record<string, unknown>;
    if (typeof identifier !== 'string' || typeof url !== 'string' || !URL.canParse(url)) return [];
    return [{ identifier, url, ...(typeof role === 'string' ? { role } : {}) }];
  });
}

/** The versions the targets need details of (a module or version details request). */
export function versionsNeeded(targets: readonly EndpointTarget[]): string[] {
  const versions = targets.flatMap((t) =>
    t.kind === 'module' || t.kind === 'version-details' ? [t.version] : [],
  );
  return [...new Set(versions)];
}

/** Where a recorded request goes at the partner, or why that is not known. */
export function publishedUrl(
  target: EndpointTarget,
  partner: PartnerEndpoints,
): { url: string } | { why: string } {
  if (target.kind === 'unknown') return { why: `its endpoint cannot be told: ${target.why}` };
  if (target.kind === 'versions') {
    return { url: underEndpoint(partner.versionsUrl, '', target.query) };
  }
  const version = partner.versions.get(target.version);
  if (!version || version.problem !== undefined || version.detailsUrl === undefined) {
    return { why: version?.problem ?? `the details of ${target.version} were not read` };
  }
  if (target.kind === 'version-details') {
    return { url: underEndpoint(version.detailsUrl, '', target.query) };
  }
  const ofModule = version.endpoints.filter(
    (e) => e.identifier.toLowerCase() === target.module.toLowerCase(),
  );
  const match = ofModule.find(
    (e) => target.role === undefined || e.role?.toUpperCase() === target.role,
  );
  if (!match) {
    const listed = version.endpoints.map((e) => `${e.identifier}${e.role ? ` ${e.role}` : ''}`);
    return {
      why: `the partner's ${target.version} version details (${version.detailsUrl}) publish no endpoint for ${endpointText(target)}; they list ${listed.length > 0 ? listed.join(', ') : 'none'}`,
    };
  }
  return { url: underEndpoint(match.url, target.rest, target.query) };
}

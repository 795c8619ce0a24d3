/**
 * The routes of the emulated API, as "METHOD /pattern" keys (paths relative to /api/v1, ids as
 * {id}). The route table of api-routes.ts maps each key to its handler; the request log, fault
 * rules and the fault command-line syntax name routes by these keys.
 */
import { JOURNEY_START_PATH, SHARED_REPORT_PATH } from '../client/wire.js';

export const API_PREFIX = '/api/v1';

export const ROUTE_KEYS = [
  'GET /testing/suites',
  'POST /connections',
  'GET /connections',
  'POST /connections/{id}/register',
  'POST /testing/runs',
  'GET /testing/runs',
  'DELETE /testing/runs/{id}',
  'POST /testing/runs/{id}/share',
  'DELETE /testing/runs/{id}/share',
  `GET ${SHARED_REPORT_PATH}/{token}`,
  'POST /testing/journeys/preview',
  `POST ${JOURNEY_START_PATH}`,
  'GET /testing/journey-runs/{id}',
  'POST /testing/journey-runs/{id}/recovery',
  'POST /testing/journey-runs/{id}/cancel',
  'GET /testing/journey-runs/{id}/stream',
  'GET /usage',
] as const;

export type RouteKey = (typeof ROUTE_KEYS)[number];

/** The one route that answers a server-sent event stream. */
export const STREAM_ROUTE: RouteKey = 'GET /testing/journey-runs/{id}/stream';

interface CompiledRoute {
  key: RouteKey;
  method: string;
  segments: string[];
}

const COMPILED: CompiledRoute[] = ROUTE_KEYS.map((key) => {
  const [method, pattern] = key.split(' ') as [string, string];
  return { key, method, segments: pattern.split('/').slice(1) };
});

export type RouteMatch =
  | { kind: 'found'; key: RouteKey; params: Record<string, string> }
  | { kind: 'wrong-method'; pattern: string; allow: string[] }
  | { kind: 'none' };

/** Matches a path below /api/v1 (no query) against the route table. */
export function matchRoute(method: string, path: string): RouteMatch {
  const segments = path.split('/').slice(1);
  const allow: string[] = [];
  let pattern = '';
  for (const route of COMPILED) {
    const params = matchSegments(route.segments, segments);
    if (!params) continue;
    if (route.method === method) return { kind: 'found', key: route.key, params };
    allow.push(route.method);
    pattern = route.key.slice(route.method.length + 1);
  }
  return allow.length > 0 ? { kind: 'wrong-method', pattern, allow } : { kind: 'none' };
}

function matchSegments(
  pattern: readonly string[],
  actual: readonly string[],
): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const value = actual[i]!;
    if (expected.startsWith('{') && expected.endsWith('}')) {
      if (value === '') return undefined;
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return undefined;
      }
      params[expected.slice(1, -1)] = decoded;
    } else if (expected !== value) {
      return undefined;
    }
  }
  return params;
}

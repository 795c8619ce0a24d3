/**
 * Request validation of the emulated service, written from the interface (2.4, 4.2, 4.3, 8) and
 * deliberately independent of the client's request schemas and value sets: the rules come from
 * the emulator's own copy of the interface's values (interface-rules.ts), so a client that drifts
 * from the interface gets a 400 here instead of passing because both sides share one mistake.
 *
 * Every failure is a 400 naming the field or query parameter. Token values are never quoted.
 */
import { ApiError, badRequest } from './api-error.js';
import {
  CONNECTION_ROLES,
  COUNTRY_CODE_PATTERN,
  type ConnectionRole,
  JOURNEY_KINDS,
  JOURNEY_LABEL_LENGTH,
  JOURNEY_PROFILES,
  JOURNEY_ROLES,
  JOURNEY_SCHEMA_VERSION,
  LONG_POLL_SECONDS,
  OCPI_VERSIONS,
  type OcpiVersion,
  PARTY_ID_MAX_LENGTH,
  SEED_LENGTH,
} from './interface-rules.js';

type Json = Record<string, unknown>;

const INTEGER = /^-?\d+$/;

/** Collects the violations of one request body, then throws them as one 400. */
class Problems {
  private readonly items: { field: string; problem: string }[] = [];

  add(field: string, problem: string): void {
    this.items.push({ field, problem });
  }

  throwIfAny(): void {
    const first = this.items[0];
    if (!first) return;
    const message = this.items.map((item) => `${item.field}: ${item.problem}`).join('; ');
    throw new ApiError(400, 'invalid_request', message, { field: first.field });
  }
}

export function requireObject(body: unknown, what: string): Json {
  if (body === undefined) throw badRequest('body', `${what} needs a JSON object body`);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('body', `${what} needs a JSON object, not ${describeType(body)}`);
  }
  return body as Json;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

// Query parameters.

/** An integer query parameter within bounds; absent gives `fallback`. */
export function integerParam(
  query: URLSearchParams,
  name: string,
  bounds: { min: number; max?: number },
  fallback: number,
): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  const range =
    bounds.max === undefined ? `>= ${bounds.min}` : `from ${bounds.min} to ${bounds.max}`;
  if (!INTEGER.test(raw)) throw badRequest(name, `must be an integer ${range}, not "${raw}"`);
  const value = Number(raw);
  if (value < bounds.min || (bounds.max !== undefined && value > bounds.max)) {
    throw badRequest(name, `must be an integer ${range}, not ${value}`);
  }
  return value;
}

/** A query parameter restricted to a value set; absent gives undefined. */
export function enumParam<T extends string>(
  query: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    throw badRequest(name, `must be one of ${values.join(', ')}, not "${raw}"`);
  }
  return raw as T;
}

/**
 * The long-poll wait (interface 4, 8): absent answers at once; an integer 1..55; larger values
 * are clamped to 55; zero, negatives and non-integers are refused.
 */
export function waitParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!INTEGER.test(raw) || Number(raw) < LONG_POLL_SECONDS.min) {
    throw badRequest(
      name,
      `must be an integer number of seconds from ${LONG_POLL_SECONDS.min} to ${LONG_POLL_SECONDS.max} (larger values are clamped), not "${raw}"`,
    );
  }
  return Math.min(Number(raw), LONG_POLL_SECONDS.max);
}

// 2.4 Connection creation.

export interface CreateConnectionInput {
  partnerBaseUrl: string;
  ourRole: ConnectionRole;
  theirRole: ConnectionRole;
  ocpiVersion: OcpiVersion;
  form: 'registration' | 'existing-credentials';
  tokenA?: string;
  tokenC?: string;
  localTokenB?: string;
  ourPartyId?: string;
  ourCountryCode?: string;
}

const CONNECTION_FIELDS = new Set([
  'partnerBaseUrl',
  'ourRole',
  'theirRole',
  'ocpiVersion',
  'tokenA',
  'tokenC',
  'localTokenB',
  'ourPartyId',
  'ourCountryCode',
]);
const TOKEN_FIELDS = ['tokenA', 'tokenC', 'localTokenB'] as const;

export function validateCreateConnection(raw: unknown): CreateConnectionInput {
  const body = requireObject(raw, 'Creating a connection');
  const problems = new Problems();
  for (const key of Object.keys(body)) {
    if (!CONNECTION_FIELDS.has(key)) problems.add(key, 'is not a field of a connection request');
  }
  const url = body.partnerBaseUrl;
  if (url === undefined) problems.add('partnerBaseUrl', 'is required');
  else if (!isHttpUrl(url)) {
    problems.add(
      'partnerBaseUrl',
      'must be an absolute http(s) URL such as https://partner.example/ocpi/versions',
    );
  }
  for (const field of ['ourRole', 'theirRole'] as const) {
    const value = body[field];
    if (value === undefined) problems.add(field, 'is required');
    else if (!(CONNECTION_ROLES as readonly unknown[]).includes(value)) {
      problems.add(field, `must be one of ${CONNECTION_ROLES.join(', ')}`);
    }
  }
  if (body.ocpiVersion === undefined) problems.add('ocpiVersion', 'is required');
  else if (!(OCPI_VERSIONS as readonly unknown[]).includes(body.ocpiVersion)) {
    problems.add('ocpiVersion', `must be one of ${OCPI_VERSIONS.join(', ')}`);
  }
  for (const field of TOKEN_FIELDS) {
    const value = body[field];
    if (value !== undefined && (typeof value !== 'string' || value.length === 0)) {
      problems.add(field, 'must be a non-empty string');
    }
  }
  const { ourPartyId, ourCountryCode } = body;
  if (
    ourPartyId !== undefined &&
    (typeof ourPartyId !== 'string' ||
      ourPartyId.length === 0 ||
      ourPartyId.length > PARTY_ID_MAX_LENGTH)
  ) {
    problems.add('ourPartyId', `must be a string of 1 to ${PARTY_ID_MAX_LENGTH} characters`);
  }
  if (
    ourCountryCode !== undefined &&
    (typeof ourCountryCode !== 'string' || !COUNTRY_CODE_PATTERN.test(ourCountryCode))
  ) {
    problems.add('ourCountryCode', 'must be exactly 2 letters (ISO 3166 alpha-2)');
  }

  // Exactly one of the two forms (2.4).
  const has = (field: string) => body[field] !== undefined;
  if (has('tokenA') && has('tokenC')) {
    problems.add('tokenA', 'use either tokenA (registration) or tokenC (existing credentials)');
  } else if (!has('tokenA') && !has('tokenC')) {
    problems.add(
      'tokenA',
      'one of tokenA (registration) or tokenC (existing credentials) is required',
    );
  } else if (has('tokenA')) {
    for (const field of ['localTokenB', 'ourPartyId', 'ourCountryCode']) {
      if (has(field)) problems.add(field, 'is only allowed with tokenC, not with tokenA');
    }
  } else {
    for (const field of ['ourPartyId', 'ourCountryCode']) {
      if (!has(field)) problems.add(field, 'is required with tokenC');
    }
  }
  problems.throwIfAny();
  return {
    partnerBaseUrl: url as string,
    ourRole: body.ourRole as ConnectionRole,
    theirRole: body.theirRole as ConnectionRole,
    ocpiVersion: body.ocpiVersion as OcpiVersion,
    form: has('tokenA') ? 'registration' : 'existing-credentials',
    tokenA: body.tokenA as string | undefined,
    tokenC: body.tokenC as string | undefined,
    localTokenB: body.localTokenB as string | undefined,
    ourPartyId: ourPartyId as string | undefined,
    ourCountryCode: ourCountryCode as string | undefined,
  };
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// 4.2 Run start.

export interface StartRunInput {
  connectionId: string;
  module?: string;
  seed?: string;
}

export function validateStartRun(raw: unknown): StartRunInput {
  const body = requireObject(raw, 'Starting a run');
  const problems = new Problems();
  for (const key of Object.keys(body)) {
    if (!['connectionId', 'module', 'seed'].includes(key)) {
      problems.add(key, 'is not a field of a run request (connectionId, module, seed)');
    }
  }
  if (body.connectionId === undefined) problems.add('connectionId', 'is required');
  else if (typeof body.connectionId !== 'string' || body.connectionId === '') {
    problems.add('connectionId', 'must be a non-empty string');
  }
  if (body.module !== undefined && (typeof body.module !== 'string' || body.module === '')) {
    problems.add('module', 'must be a non-empty string');
  }
  checkSeed(body.seed, false, problems);
  problems.throwIfAny();
  return body as unknown as StartRunInput;
}

function checkSeed(seed: unknown, required: boolean, problems: Problems): void {
  if (seed === undefined) {
    if (required) problems.add('seed', 'is required');
    return;
  }
  if (typeof seed !== 'string' || seed.length < SEED_LENGTH.min || seed.length > SEED_LENGTH.max) {
    problems.add('seed', `must be a string of ${SEED_LENGTH.min} to ${SEED_LENGTH.max} characters`);
  }
}

// 4.3 Journey preview.

/** Validates a preview body (4.3) and returns it unchanged for the plan compiler. */
export function validateJourneyPreview(raw: unknown): Json {
  const body = requireObject(raw, 'Previewing a journey');
  const problems = new Problems();
  if (body.schemaVersion !== JOURNEY_SCHEMA_VERSION) {
    problems.add('schemaVersion', `must be ${JOURNEY_SCHEMA_VERSION}, the only schema version`);
  }
  if (body.targetId === undefined) problems.add('targetId', 'is required');
  else if (typeof body.targetId !== 'string' || body.targetId === '') {
    problems.add('targetId', 'must be a non-empty string (a connection id)');
  }
  checkSeed(body.seed, true, problems);

  const topology = objectField(body, 'topology', true, problems);
  if (topology) {
    oneOf(topology, 'topology.kind', 'kind', JOURNEY_KINDS, true, problems);
    oneOf(topology, 'topology.profile', 'profile', JOURNEY_PROFILES, false, problems);
    oneOf(topology, 'topology.role', 'role', JOURNEY_ROLES, false, problems);
    oneOf(topology, 'topology.ocpiVersion', 'ocpiVersion', OCPI_VERSIONS, false, problems);
    const label = topology.label;
    const { min, max } = JOURNEY_LABEL_LENGTH;
    if (
      label !== undefined &&
      (typeof label !== 'string' || label.length < min || label.length > max)
    ) {
      problems.add('topology.label', `must be a string of ${min} to ${max} characters`);
    }
  }
  const clock = objectField(body, 'clock', false, problems);
  if (clock) {
    integerField(clock, 'clock.durationSeconds', 'durationSeconds', 1, problems);
    integerField(clock, 'clock.accelerationFactor', 'accelerationFactor', 1, problems);
  }
  const session = objectField(body, 'session', false, problems);
  if (session) {
    integerField(session, 'session.cadenceSeconds', 'cadenceSeconds', 1, problems);
    integerField(session, 'session.jitterSeconds', 'jitterSeconds', 0, problems);
    if (session.updates !== undefined && !Array.isArray(session.updates)) {
      problems.add('session.updates', 'must be an array');
    }
  }
  const completion = objectField(body, 'completion', false, problems);
  if (completion) {
    integerField(completion, 'completion.cdrDelaySeconds', 'cdrDelaySeconds', 0, problems);
  }
  problems.throwIfAny();
  return body;
}

function objectField(
  body: Json,
  name: string,
  required: boolean,
  problems: Problems,
): Json | undefined {
  const value = body[name];
  if (value === undefined) {
    if (required) problems.add(name, 'is required');
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.add(name, 'must be an object');
    return undefined;
  }
  return value as Json;
}

function oneOf(
  object: Json,
  path: string,
  key: string,
  values: readonly string[],
  required: boolean,
  problems: Problems,
): void {
  const value = object[key];
  if (value === undefined) {
    if (required) problems.add(path, 'is required');
    return;
  }
  if (!values.includes(value as string)) problems.add(path, `must be one of ${values.join(', ')}`);
}

function integerField(object: Json, path: string, key: string, min: number, problems: Problems) {
  const value = object[key];
  if (value === undefined) return;
  if (!Number.isSafeInteger(value) || (value as number) < min) {
    problems.add(path, min === 1 ? 'must be a positive integer' : 'must be an integer >= 0');
  }
}

// Journey start and recovery.

export function validateJourneyStart(
  raw: unknown,
  fields: { planId: string; planHash: string },
): { planId: string; planHash?: string } {
  const body = requireObject(raw, 'Starting a journey');
  const problems = new Problems();
  const planId = body[fields.planId];
  const planHash = body[fields.planHash];
  if (planId === undefined) problems.add(fields.planId, 'is required (from the preview)');
  else if (typeof planId !== 'string' || planId === '') {
    problems.add(fields.planId, 'must be a non-empty string');
  }
  if (planHash !== undefined && (typeof planHash !== 'string' || planHash === '')) {
    problems.add(fields.planHash, 'must be a non-empty string');
  }
  problems.throwIfAny();
  return { planId: planId as string, planHash: planHash as string | undefined };
}

export function validateRecovery(
  raw: unknown,
  decisionField: string,
): { decision: string; recoveryVersion: number } {
  const body = requireObject(raw, 'Recovering a journey run');
  const problems = new Problems();
  const decision = body[decisionField];
  if (decision === undefined) problems.add(decisionField, 'is required');
  else if (typeof decision !== 'string' || decision === '') {
    problems.add(decisionField, 'must be a non-empty string');
  }
  const version = body.recoveryVersion;
  if (version === undefined) problems.add('recoveryVersion', 'is required');
  else if (!Number.isSafeInteger(version) || (version as number) < 0) {
    problems.add('recoveryVersion', 'must be an integer >= 0');
  }
  problems.throwIfAny();
  return { decision: decision as string, recoveryVersion: version as number };
}

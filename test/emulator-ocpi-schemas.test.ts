/**
 * The emulator's OCPI bodies held to a schema set this project's code did not make (issue 41):
 * test/fixtures/ocpi-schemas/, one JSON Schema per OCPI version written from the tables of that
 * version's own specification (see the README there). Every request and response body every report
 * records (every version, module and scenario, journeys too), every object the body generators
 * make before a page is cut to the report's size limit, and the OCPI values of journey events are
 * validated against the schema of their version. The schemas allow extra fields, as OCPI does; the
 * test does not (closed): the emulator sends only fields its version defines. Unknown values of
 * OCPI 2.3.0's open enumerations are allowed. What a scenario breaks on purpose is named in
 * BROKEN_ON_PURPOSE.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  type Check,
  type Connection,
  JOURNEY_KINDS,
  type JourneyPreviewRequest,
} from '../src/client/index.js';
import {
  compileJourneyPlan,
  generateJourneyReport,
  journeyTimeline,
} from '../src/emulator/journeys-content.js';
import { rng } from '../src/emulator/prng.js';
import { generateData, runFacts } from '../src/emulator/report-bodies.js';
import { generateConformanceReport } from '../src/emulator/reports.js';
import { type BodyShape, type CheckDefinition, suitesFor } from '../src/emulator/roster.js';
import { BODY_SHAPES } from '../src/emulator/roster-data.js';
import { resolveScenario, SCENARIO_NAMES } from '../src/emulator/scenarios.js';
import schema211 from './fixtures/ocpi-schemas/ocpi-2.1.1.schema.json' with { type: 'json' };
import schema221 from './fixtures/ocpi-schemas/ocpi-2.2.1.schema.json' with { type: 'json' };
import schema22 from './fixtures/ocpi-schemas/ocpi-2.2.schema.json' with { type: 'json' };
import schema230 from './fixtures/ocpi-schemas/ocpi-2.3.0.schema.json' with { type: 'json' };

const ALL_VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'] as const;
type Version = (typeof ALL_VERSIONS)[number];
/** The versions whose bodies are held to their schema: every one the emulator serves. */
const VERSIONS: readonly Version[] = ALL_VERSIONS;
const SCHEMAS: Record<Version, { $id: string; $defs: Record<string, unknown> }> = {
  '2.1.1': schema211,
  '2.2': schema22,
  '2.2.1': schema221,
  '2.3.0': schema230,
};

/** The objects PATCH sends: any field of the object, last_updated always (transport_and_format). */
const PATCHED = { 'evse-patch': 'EVSE', 'session-patch': 'Session', 'token-patch': 'Token' };

/** The type of the specification each body shape of the roster (roster-data.ts) is. */
function typeOf(shape: string, version: Version): string {
  const types: Record<string, string> = {
    versions: 'Version[]',
    'version-details': 'VersionDetails',
    credentials: 'Credentials',
    location: 'Location',
    evse: 'EVSE',
    connector: 'Connector',
    session: 'Session',
    'charging-preferences': 'ChargingPreferences',
    'charging-preferences-response': 'ChargingPreferencesResponse',
    cdr: 'CDR',
    tariff: 'Tariff',
    token: 'Token',
    'location-references': 'LocationReferences',
    'authorization-info': 'AuthorizationInfo',
    'start-session': 'StartSession',
    'stop-session': 'StopSession',
    'reserve-now': 'ReserveNow',
    'cancel-reservation': 'CancelReservation',
    'unlock-connector': 'UnlockConnector',
    'command-response': 'CommandResponse',
    // The result a CPO posts to response_url: 2.1.1 sends a CommandResponse (mod_commands 2.2).
    'command-result': version === '2.1.1' ? 'CommandResponse' : 'CommandResult',
    'set-charging-profile': 'SetChargingProfile',
    'charging-profile-response': 'ChargingProfileResponse',
    'charging-profile-unknown-session': 'ChargingProfileResponse',
    'charging-profile-result': 'ChargingProfileResult',
    'active-charging-profile': 'ActiveChargingProfile',
    'client-info': 'ClientInfo',
    'booking-request': 'BookingRequest',
    'booking-request-overlap': 'BookingRequest',
    'booking-cancel': 'BookingRequest',
    booking: 'Booking',
    'booking-canceled': 'Booking',
    terminal: 'Terminal',
    'financial-advice': 'FinancialAdviceConfirmation',
    'evse-patch': 'EVSEPatch',
    'session-patch': 'SessionPatch',
    'token-patch': 'TokenPatch',
  };
  if (shape.endsWith('[]')) return `${typeOf(shape.slice(0, -2), version)}[]`;
  const type = types[shape];
  if (!type) throw new Error(`no type of the specification for body shape "${shape}"`);
  return type;
}

/**
 * A schema whose objects allow no property they do not name. OCPI lets a platform send fields
 * its version does not define (2.3.0: none SHALL be rejected), so the schemas allow them; the
 * emulator sends none, so that a field of another version (a 2.2 Price's excl_vat in 2.3.0) or of
 * no version (a Terminal's capabilities) is seen.
 */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (node === null || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closed(value)]));
  return out.type === 'object' && out.properties ? { ...out, additionalProperties: false } : out;
}

/** One validator per version and type, its objects closed; `X[]` is a list of X. */
function validators() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  for (const version of ALL_VERSIONS) {
    const schema = closed(SCHEMAS[version]) as (typeof SCHEMAS)[Version];
    const defs = schema.$defs as Record<string, { required?: string[] }>;
    for (const type of Object.values(PATCHED)) {
      if (defs[type]) defs[`${type}Patch`] = { ...defs[type], required: ['last_updated'] };
    }
    ajv.addSchema(schema);
  }
  const cache = new Map<string, ValidateFunction>();
  return (version: Version, type: string): ValidateFunction => {
    const key = `${version} ${type}`;
    if (!cache.has(key)) {
      const list = type.endsWith('[]');
      const ref = { $ref: `${SCHEMAS[version].$id}#/$defs/${list ? type.slice(0, -2) : type}` };
      cache.set(key, ajv.compile(list ? { type: 'array', items: ref } : ref));
    }
    return cache.get(key)!;
  };
}
const validator = validators();

/** A body's problems: where (a JSON pointer, a missing property's own) and what. */
interface Problem {
  at: string;
  text: string;
}

function problems(version: Version, type: string, body: unknown, under = ''): Problem[] {
  const validate = validator(version, type);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => {
    const missing = (e.params as { missingProperty?: string }).missingProperty;
    const at = `${under}${e.instancePath}${missing === undefined ? '' : `/${missing}`}`;
    return { at, text: `${type}${e.instancePath} ${e.message}${paramsText(e)}` };
  });
}

function paramsText(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') {
    return ` (${(e.params as { additionalProperty: string }).additionalProperty})`;
  }
  if (e.keyword !== 'enum') return '';
  return ` (${JSON.stringify((e.params as { allowedValues: unknown }).allowedValues)})`;
}

const connection: Connection = {
  _id: 'con_1',
  partnerBaseUrl: 'https://ocpi.partner.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  status: 'registered',
  kind: 'external',
};

/**
 * The checks whose recorded bodies a scenario makes invalid on purpose: a partner that fails (or
 * warns on, or leaves unobservable) one of their validations sent what the validation's words
 * say it sent (the roster's facts: a field left out, an enumeration value OCPI does not have, a
 * list sent as one object). Only a problem where such a fact sits is excused; this list names
 * the checks, so that a new one is seen.
 */
const BROKEN_ON_PURPOSE: Readonly<Record<string, string>> = {
  'bookings/get-list': 'one Booking for the list, or a reservation_status OCPI does not have',
  'commands/cancel-reservation': 'a result that is not a CommandResponseType',
  'commands/reserve-now': 'an empty object for the CommandResponse',
  'commands/start-session': 'a CommandResponse without timeout, or with another result',
  'commands/unknown-command': 'a status_code that is not an int',
  'credentials/get': 'a role without party_id',
  'credentials/update': 'no Credentials object in data',
  'credentials/versions-get-details': 'no version, no endpoints, or endpoints without a role',
  'credentials/versions-get-list': 'a version whose url is a relative path',
  'hubclientinfo/get-list': 'one ClientInfo for the list, or a status OCPI does not have',
  'locations/get-list': 'one Location for the list, or Locations without coordinates',
  'payments/get-list': 'one Terminal for the list',
  'sessions/charging-preferences': 'a value that is not a ChargingPreferencesResponse',
  'sessions/get-list': 'one Session for the list, or a status OCPI does not have',
  'tariffs/get-list': 'one Tariff for the list',
  'tokens/authorize-allowed': 'an AuthorizationInfo without its token',
  'tokens/get-list': 'one Token for the list',
};

/** The checks seen broken on purpose, over every version (the last test reads them). */
const brokenSeen = new Set<string>();

/** A fact's body path as a pattern of JSON pointers: $.data[*].status is /data/N/status. */
function pointerPattern(path: string): RegExp {
  const pointer = path
    .slice(1)
    .replace(/\.([A-Za-z_]\w*)/g, '/$1')
    .replace(/\[\*\]/g, '/\\d+')
    .replace(/\[(\d+)\]/g, '/$1');
  return new RegExp(`^${pointer}(/|$)`);
}

/** Where the faults of a check's failed, warned or unobserved validations changed its bodies. */
function faultPlaces(def: CheckDefinition, check: Check) {
  const unmet = new Set(
    [...(check.validations ?? []), ...(check.warnings ?? [])]
      .filter((v) => v.passed === false || v.unobservable === true)
      .map((v) => v.name),
  );
  const places = { request: [] as RegExp[], response: [] as RegExp[] };
  for (const v of def.validations.filter((v) => unmet.has(v.name))) {
    for (const word of v.actual) {
      if (typeof word === 'string') continue;
      if (word.kind === 'data') places[word.where].push(pointerPattern(word.path));
      if (word.kind === 'omitted' || word.kind === 'single-object') {
        places.response.push(pointerPattern(word.path));
      }
    }
  }
  return places;
}

/** The roster's definition of a recorded check (journey checks are the roster's, renamed). */
function definitionOf(version: Version, module: string, testId: string): CheckDefinition {
  const slug = testId.split('/').at(-1)!;
  const found = suitesFor(version, module)
    .flatMap((suite) => suite.checks)
    .find((check) => check.testId === `${version}/${module}/${slug}`);
  if (!found) throw new Error(`no roster check for ${testId} (${version}, ${module})`);
  return found;
}

/** The problems of a check's recorded bodies: those a fault explains, and the others. */
function checkProblems(version: Version, module: string, check: Check) {
  const out = { unexpected: [] as string[], onPurpose: [] as string[] };
  const exchange = check.exchange;
  if (!exchange) return out;
  const def = definitionOf(version, module, check.testId);
  const name = `${module}/${def.testId.split('/').at(-1)}`;
  const places = faultPlaces(def, check);
  const sort = (side: 'request' | 'response', found: Problem[]) => {
    for (const p of found) {
      const explained = places[side].some((place) => place.test(p.at));
      (explained ? out.onPurpose : out.unexpected).push(`${name} ${side}: ${p.text}`);
    }
  };
  const { request, response } = exchange;
  if (
    request &&
    def.exchange.requestBody &&
    !def.exchange.invalidRequest &&
    !request.bodyTruncated
  ) {
    sort('request', problems(version, typeOf(def.exchange.requestBody, version), request.body));
  }
  if (response && !response.bodyTruncated && typeof response.body !== 'string') {
    sort('response', problems(version, 'Response', response.body));
    const body = response.body as { status_code?: number; data?: unknown };
    const shape = def.exchange.responseBody;
    const asExpected =
      response.status !== undefined && def.expectedStatus.includes(response.status);
    if (asExpected && shape !== 'ok' && shape !== 'error' && body.status_code === 1000) {
      sort('response', problems(version, typeOf(shape, version), body.data, '/data'));
    }
  }
  return out;
}

const SEEDS = ['schema-1', 'schema-2', 'schema-3', 'schema-4'];

function* reportsOf(version: Version, scenario: string) {
  for (const [index, seed] of SEEDS.entries()) {
    yield generateConformanceReport({
      seed,
      ocpiVersion: version,
      connection: { ...connection, ocpiVersion: version },
      scenario: resolveScenario(scenario),
      partnerTokens: ['partner-token-c-schema-0001'],
      runOrdinal: index % 2,
    });
  }
  for (const kind of JOURNEY_KINDS) {
    const request = {
      schemaVersion: 1,
      targetId: 'con_1',
      topology: { kind, ocpiVersion: version },
    } as JourneyPreviewRequest;
    const plan = compileJourneyPlan(request, { ...connection, ocpiVersion: version });
    const outcome = { status: 'completed', reachedStage: plan.stages.length };
    yield generateJourneyReport(plan, 'schema-1', resolveScenario(scenario), outcome);
  }
}

/** Scenarios whose checks differ (the others differ in the run's timing and outcome only). */
const CONTENT_SCENARIOS = [
  ...new Map(
    SCENARIO_NAMES.map((name) => {
      const { queueSeconds, runSeconds, draining, outcome, failureMessage, journey, ...content } =
        resolveScenario(name);
      return [JSON.stringify(content), name] as const;
    }),
  ).values(),
];

describe('every body a report records is an object of its OCPI version', () => {
  for (const version of VERSIONS) {
    it(`OCPI ${version}, every scenario`, () => {
      const unexpected = new Set<string>();
      const onPurpose = new Set<string>();
      let bodies = 0;
      for (const scenario of CONTENT_SCENARIOS) {
        for (const report of reportsOf(version, scenario)) {
          for (const suite of report.suites) {
            for (const check of suite.checks ?? []) {
              if (check.exchange) bodies++;
              const found = checkProblems(version, suite.module ?? '', check);
              for (const line of found.unexpected) unexpected.add(line);
              for (const line of found.onPurpose) onPurpose.add(line);
            }
          }
        }
      }
      expect(bodies).toBeGreaterThan(100);
      expect([...unexpected].slice(0, 40)).toEqual([]);
      // Each check broken on purpose is named.
      const checks = [...onPurpose].map((line) => line.split(' ')[0]!);
      for (const check of checks) brokenSeen.add(check);
      expect(checks.filter((check) => !Object.hasOwn(BROKEN_ON_PURPOSE, check))).toEqual([]);
    });
  }
  it('names only checks that a scenario does break', () => {
    expect(Object.keys(BROKEN_ON_PURPOSE).filter((check) => !brokenSeen.has(check))).toEqual([]);
  });
});

describe('every object the body generators make, before a page is cut', () => {
  const objectShapes = BODY_SHAPES.filter(
    (shape) => shape !== 'ok' && shape !== 'error',
  ) as BodyShape[];
  for (const version of VERSIONS) {
    it(`OCPI ${version}`, () => {
      const served = new Set(
        suitesFor(version)
          .flatMap((suite) => suite.checks)
          .flatMap((check) => [check.exchange.requestBody, check.exchange.responseBody]),
      );
      const found: string[] = [];
      for (const seed of SEEDS) {
        const facts = runFacts({
          seed,
          ocpiVersion: version,
          partnerBaseUrl: connection.partnerBaseUrl,
          scenario: { echoSecrets: false },
        });
        for (const shape of objectShapes.filter((s) => served.has(s))) {
          for (const owner of [facts.ours, facts.theirs]) {
            const body = generateData(shape, { r: rng(seed, shape), facts, owner });
            for (const p of problems(version, typeOf(shape, version), body)) {
              found.push(`${shape}: ${p.text}`);
            }
          }
        }
      }
      expect([...new Set(found)]).toEqual([]);
    });
  }
});

describe('the OCPI values of journey events', () => {
  for (const version of VERSIONS) {
    it(`OCPI ${version}: a session update's status, a CDR's cost`, () => {
      const found = new Set<string>();
      for (const kind of JOURNEY_KINDS) {
        const request = {
          schemaVersion: 1,
          targetId: 'con_1',
          topology: { kind, ocpiVersion: version },
        } as JourneyPreviewRequest;
        const plan = compileJourneyPlan(request, { ...connection, ocpiVersion: version });
        for (const event of journeyTimeline(plan, 'schema-1')) {
          const fields = event.fields as Record<string, unknown>;
          if (event.type === 'session.update' && 'status' in fields) {
            for (const p of problems(version, 'SessionStatus', fields.status)) found.add(p.text);
          }
          if (event.type === 'cdr.issued') {
            // A CDR's total_cost: a number in 2.1.1 (mod_cdrs 3.1), a Price from 2.2.
            const cost = fields.totalCost;
            if (version === '2.1.1') {
              if (typeof cost !== 'number') found.add(`totalCost ${JSON.stringify(cost)}`);
            } else for (const p of problems(version, 'Price', cost)) found.add(p.text);
          }
        }
      }
      expect([...found]).toEqual([]);
    });
  }
});

/**
 * Issue 41, point 3: a check named for an invalid request sends a request invalid in exactly that
 * way and valid otherwise. The words are read from the check's name and its validations' expected
 * text: "without F" or "missing F" (the body lacks F, and only F), "unknown X" (the path names an
 * object or command nobody has; the body is valid). Every other check of a refusal sends a valid
 * body: what it is refused for is the state of the partner (a second registration, an overlap).
 */
describe('a check of a refusal sends what its name says', () => {
  const refusal = (def: CheckDefinition) =>
    def.expectedStatus.some((status) => status >= 400) ||
    /\b(refused|unknown|invalid)\b/i.test(def.name);
  for (const version of VERSIONS) {
    it(`OCPI ${version}`, () => {
      const report = generateConformanceReport({
        seed: 'refusal-1',
        ocpiVersion: version,
        connection: { ...connection, ocpiVersion: version },
        scenario: resolveScenario('all-pass'),
        partnerTokens: ['partner-token-c-schema-0001'],
      });
      const found: string[] = [];
      let read = 0;
      for (const suite of report.suites) {
        for (const check of suite.checks ?? []) {
          const def = definitionOf(version, suite.module ?? '', check.testId);
          if (!refusal(def) || !def.exchange.requestBody || !check.exchange?.request) continue;
          read++;
          const words = [def.name, ...def.validations.map((v) => v.expected)].join(' ');
          const lacking = [...words.matchAll(/\b(?:without|missing) (?:its |an? )?(\w+)/g)].map(
            (m) => m[1]!,
          );
          const body = check.exchange.request.body as Record<string, unknown>;
          const type = typeOf(def.exchange.requestBody, version);
          if (check.exchange.request.bodyTruncated) {
            // A body cut at the report's limit is JSON text: the field left out is not in it.
            const text = String(check.exchange.request.body);
            for (const field of lacking) {
              if (text.includes(`"${field}":`)) found.push(`${check.testId}: sends ${field}`);
            }
            continue;
          }
          const seen = problems(version, type, body).map((p) => p.at);
          const expected = [...new Set(lacking.map((field) => `/${field}`))];
          if (JSON.stringify(seen.sort()) !== JSON.stringify(expected.sort())) {
            found.push(
              `${check.testId}: "${def.name}" sends a body whose problems are ${JSON.stringify(seen)}`,
            );
          }
          if (
            /\bunknown\b/i.test(words) &&
            !/UNKNOWN-|OPEN_BONNET/.test(check.exchange.request.url ?? '')
          ) {
            found.push(`${check.testId}: "${def.name}" names no unknown object in its URL`);
          }
        }
      }
      expect(read).toBeGreaterThan(3);
      expect(found).toEqual([]);
    });
  }
});

describe('OCPI 2.3.0 bookings: one booking, its cancellation and an overlap, as mod_bookings has them', () => {
  it("cancel sends post's request again, canceled; overlap a request of its own for that window", () => {
    const report = generateConformanceReport({
      seed: 'booking-1',
      ocpiVersion: '2.3.0',
      connection: { ...connection, ocpiVersion: '2.3.0' },
      scenario: resolveScenario('all-pass'),
      partnerTokens: ['partner-token-c-schema-0001'],
    });
    const sent = (slug: string) => {
      const check = report.suites
        .flatMap((suite) => suite.checks ?? [])
        .find((c) => c.testId === `2.3.0/bookings/${slug}`);
      const request = check?.exchange?.request;
      return { method: request?.method, body: (request?.body ?? {}) as Record<string, unknown> };
    };
    const [post, cancel, overlap] = [sent('post'), sent('cancel'), sent('overlap')];
    // A booking is edited, and canceled, by its request sent again with the same request_id
    // (BookingRequest class); a second booking is a request of its own.
    expect([post.method, cancel.method, overlap.method]).toEqual(['POST', 'POST', 'POST']);
    expect(post.body.request_id).toMatch(/^REQ-/);
    const { canceled, ...again } = cancel.body;
    expect(again).toEqual(post.body);
    expect(canceled).toEqual({ cancellation_reason: 'NO_CANCELED', who_canceled: 'EMSP' });
    expect(post.body.canceled).toBeUndefined();
    expect(overlap.body.request_id).not.toBe(post.body.request_id);
    expect(overlap.body.authorization_reference).not.toBe(post.body.authorization_reference);
    for (const field of ['location_id', 'evse_uid', 'period']) {
      expect(overlap.body[field], field).toEqual(post.body[field]);
    }
  });
});

describe("what each version's schema allows but does not name", () => {
  it("a Connector names tariffs as its version does: 2.1.1's tariff_id, 2.2's tariff_ids", () => {
    for (const version of ALL_VERSIONS) {
      const facts = runFacts({
        seed: 'tariff-1',
        ocpiVersion: version,
        partnerBaseUrl: connection.partnerBaseUrl,
        scenario: { echoSecrets: false },
      });
      const b = { r: rng('tariff-1', 'connector'), facts, owner: facts.theirs };
      const connector = generateData('connector', b) as Record<string, unknown>;
      const [has, hasNot] =
        version === '2.1.1' ? ['tariff_id', 'tariff_ids'] : ['tariff_ids', 'tariff_id'];
      expect(Object.keys(connector), version).toContain(has);
      expect(Object.keys(connector), version).not.toContain(hasNot);
    }
  });
});

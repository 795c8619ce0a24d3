/**
 * The conformance report generator: grades every check of the roster in scope into exactly one
 * bucket (passed, warned, failed, unobservable, unreached) and dresses it as the service would,
 * with validations, spec references and the recorded HTTP exchange.
 *
 * Determinism: a check's bucket draws come from rng(seed, testId) and its details from
 * rng(seed, testId, 'detail'), so a check reads the same whichever other checks run beside it.
 * The only run-level rules are the guarantees "a rate above zero shows at least once": when the
 * draws of the whole run gave no failure (warning, unobservable check), the passing check with
 * the lowest draw gets one. A module-scoped run can therefore hold a forced result that the full
 * run, which had a natural one elsewhere, does not.
 *
 * Exchange conventions (for readers of the reports):
 * - The request URL is the connection's partnerBaseUrl with a trailing `/versions` removed (the
 *   OCPI root), then `/{version}` for module endpoints, then the check's path.
 * - Bodies whose JSON text exceeds BODY_LIMIT characters are replaced by the first BODY_LIMIT
 *   characters of that JSON text (a string) and flagged `bodyTruncated: true`.
 * - Per module, one check with a response has its response headers cut to HEADER_LIMIT
 *   characters (`headersTruncated: true`).
 * - A check that failed at transport level has `error` and no `response`; errors longer than
 *   ERROR_LIMIT characters are cut and flagged `errorTruncated: true`.
 * - Credentials are masked (`Token ***`) unless scenario.echoSecrets, in which case the partner
 *   token appears in Authorization (base64 from OCPI 2.2, raw in 2.1.1, as each version sends
 *   it) and raw in the `token` field of credentials bodies.
 */
import type { Check, Exchange, Summary, Validation } from '../client/schemas.js';
import { type Rng, rng } from './prng.js';
import {
  type BodyShape,
  type CheckDefinition,
  EMULATOR_VERSION,
  modulesFor,
  rosterHash,
  sharedReference,
  suitesFor,
  type ValidationDefinition,
} from './roster.js';
import type { ConformanceReportInput, GeneratedReport, ScenarioSpec } from './types.js';

export const BODY_LIMIT = 2048;
export const ERROR_LIMIT = 500;
export const HEADER_LIMIT = 512;
/** Answers slower than this fail the response-time validation (a `should`). */
const SLOW_MS = 2000;
const TRANSPORT_TIMEOUT_MS = 10_000;
const PAGE_SIZE = 10;
const MASK = '***';

export type Bucket = 'passed' | 'warned' | 'failed' | 'unobservable' | 'unreached';
type SuiteResult = GeneratedReport['suites'][number];

/** What a grading run needs besides the checks. */
export interface GradingContext {
  seed: string;
  ocpiVersion: string;
  partnerBaseUrl: string;
  scenario: ScenarioSpec;
  /** The partner token echoed into exchanges when scenario.echoSecrets; otherwise unused. */
  partnerToken?: string;
  /** OCPI roles of the service and of the partner, for credentials bodies (default EMSP and CPO). */
  roles?: { ours: string; theirs: string };
}

/** A suite to grade; `reached: false` makes all its checks unreached (journey stages never run). */
export interface SuiteToGrade {
  suiteId: string;
  module: string;
  checks: CheckDefinition[];
  reached: boolean;
}

export function provenance(ocpiVersion: string): GeneratedReport['provenance'] {
  return {
    toolVersion: `emulator-${EMULATOR_VERSION}`,
    rosterHash: rosterHash(),
    specVersions: [ocpiVersion],
  };
}

export function generateConformanceReport(input: ConformanceReportInput): GeneratedReport {
  const modules = modulesFor(input.ocpiVersion);
  if (modules.length === 0) {
    throw new Error(
      `unknown OCPI version "${input.ocpiVersion}"; the roster covers 2.1.1, 2.2, 2.2.1 and 2.3.0`,
    );
  }
  if (input.module !== undefined && !modules.includes(input.module)) {
    throw new Error(
      `module "${input.module}" is not part of OCPI ${input.ocpiVersion}; modules: ${modules.join(', ')}`,
    );
  }
  const inScope = input.module === undefined ? modules : [input.module];
  const withheld = inScope.filter((module) => input.scenario.withheldModules.includes(module));
  const suites = suitesFor(input.ocpiVersion)
    .filter((suite) => inScope.includes(suite.module) && !withheld.includes(suite.module))
    .map((suite) => ({
      suiteId: suite.id,
      module: suite.module,
      checks: suite.checks,
      reached: true,
    }));
  const graded = gradeSuites(
    {
      seed: input.seed,
      ocpiVersion: input.ocpiVersion,
      partnerBaseUrl: input.connection.partnerBaseUrl,
      scenario: input.scenario,
      partnerToken: input.partnerTokens[0],
      roles: { ours: input.connection.ourRole, theirs: input.connection.theirRole },
    },
    suites,
  );
  return {
    ocpiVersion: input.ocpiVersion,
    ...(input.module === undefined ? {} : { module: input.module }),
    withheldModules: withheld,
    summary: graded.summary,
    suites: graded.suites,
    provenance: provenance(input.ocpiVersion),
  };
}

// ---------------------------------------------------------------------------------------------
// Bucket assignment.

type FailureMode = 'transport' | 'status' | 'validation';

interface CheckPlan {
  def: CheckDefinition;
  suite: SuiteToGrade;
  draws: { unobservable: number; fail: number; warn: number };
  failureMode: FailureMode;
  bucket: Bucket;
}

function failureMode(seed: string, def: CheckDefinition): FailureMode {
  const draw = rng(seed, def.testId, 'failure').next();
  if (def.transportKind === 'DNS') return 'transport';
  // A check that expects a refusal fails by not refusing: the status is the evidence.
  if (def.expectedStatus.every((status) => status >= 400)) {
    return draw < 0.15 ? 'transport' : 'status';
  }
  if (draw < 0.12) return 'transport';
  if (draw < 0.35) return 'status';
  return 'validation';
}

function assignBuckets(
  plans: CheckPlan[],
  scenario: ScenarioSpec,
  forced: ReadonlyMap<string, Bucket>,
): void {
  const byId = new Map<string, Bucket>();
  for (const plan of plans) {
    const { def, draws } = plan;
    const blocked =
      scenario.unreachedOnFailure &&
      def.dependsOn.some((id) => {
        const dependency = byId.get(id);
        return dependency === 'failed' || dependency === 'unreached';
      });
    let bucket: Bucket;
    if (!plan.suite.reached || blocked) bucket = 'unreached';
    else if (forced.has(def.testId)) bucket = forced.get(def.testId)!;
    else if (draws.unobservable < scenario.unobservableRate) bucket = 'unobservable';
    else if (draws.fail < scenario.failRate) bucket = 'failed';
    else if (draws.warn < scenario.warnRate) bucket = 'warned';
    else bucket = 'passed';
    plan.bucket = bucket;
    byId.set(def.testId, bucket);
  }
}

/** Applies the "a rate above zero shows at least once per run" guarantees. */
function guaranteeRates(plans: CheckPlan[], scenario: ScenarioSpec): void {
  const forced = new Map<string, Bucket>();
  assignBuckets(plans, scenario, forced);
  const rules = [
    { bucket: 'failed', rate: scenario.failRate, draw: 'fail', from: ['passed', 'warned'] },
    { bucket: 'warned', rate: scenario.warnRate, draw: 'warn', from: ['passed'] },
    {
      bucket: 'unobservable',
      rate: scenario.unobservableRate,
      draw: 'unobservable',
      from: ['passed'],
    },
  ] as const;
  for (const rule of rules) {
    if (rule.rate <= 0 || plans.some((plan) => plan.bucket === rule.bucket)) continue;
    let chosen: CheckPlan | undefined;
    for (const source of rule.from) {
      for (const plan of plans) {
        if (plan.bucket !== source) continue;
        if (!chosen || plan.draws[rule.draw] < chosen.draws[rule.draw]) chosen = plan;
      }
      if (chosen) break;
    }
    if (!chosen) continue;
    forced.set(chosen.def.testId, rule.bucket);
    assignBuckets(plans, scenario, forced);
  }
}

/** Grades suites: one bucket per check, counts per suite and for the run. */
export function gradeSuites(
  ctx: GradingContext,
  suites: SuiteToGrade[],
): { suites: SuiteResult[]; summary: Summary } {
  const plans: CheckPlan[] = [];
  for (const suite of suites) {
    for (const def of suite.checks) {
      const draw = rng(ctx.seed, def.testId);
      plans.push({
        def,
        suite,
        draws: { unobservable: draw.next(), fail: draw.next(), warn: draw.next() },
        failureMode: failureMode(ctx.seed, def),
        bucket: 'passed',
      });
    }
  }
  guaranteeRates(plans, ctx.scenario);

  // Per module, the check with a response and the lowest draw gets its headers cut.
  const headerPick = new Map<string, { id: string; draw: number }>();
  for (const plan of plans) {
    const hasResponse =
      plan.bucket !== 'unreached' &&
      !(plan.bucket === 'failed' && plan.failureMode === 'transport');
    if (!hasResponse) continue;
    const draw = rng(ctx.seed, plan.def.testId, 'headers').next();
    const current = headerPick.get(plan.suite.module);
    if (!current || draw < current.draw)
      headerPick.set(plan.suite.module, { id: plan.def.testId, draw });
  }
  const cutHeaders = new Set([...headerPick.values()].map((pick) => pick.id));

  const facts = runFacts(ctx);
  const summary: Summary = { total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 };
  const results: SuiteResult[] = suites.map((suite) => {
    const counts = { total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 };
    const checks = plans
      .filter((plan) => plan.suite === suite)
      .map((plan) => {
        counts.total++;
        if (plan.bucket !== 'unreached') counts[plan.bucket]++;
        return buildCheck(plan, ctx, facts, cutHeaders.has(plan.def.testId));
      });
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) summary[key] += counts[key];
    return { suiteId: suite.suiteId, module: suite.module, ...counts, checks };
  });
  return { suites: results, summary };
}

// ---------------------------------------------------------------------------------------------
// Run facts: identifiers and clock shared by every check of a run (seed-derived, scope-free).

interface RunFacts {
  version: string;
  /** OCPI 2.2 and later (party ids on objects, base64 tokens, routing headers). */
  v22: boolean;
  root: string;
  host: string;
  now: number;
  ours: { country: string; party: string };
  theirs: { country: string; party: string };
  ids: Record<string, string>;
  roles: { ours: string; theirs: string };
  /** Set only when the scenario echoes secrets. */
  partnerToken?: string;
}

const EPOCH = Date.UTC(2025, 5, 2, 8, 0, 0);

function runFacts(ctx: GradingContext): RunFacts {
  const r = rng(ctx.seed, 'run-facts');
  const root = ctx.partnerBaseUrl.replace(/\/+$/, '').replace(/\/versions$/, '');
  let host = 'partner.invalid';
  try {
    host = new URL(root).host;
  } catch {
    // A base URL that does not parse still gets exchanges; the host is only decoration.
  }
  const now = EPOCH + r.int(0, 120 * 24 * 3600) * 1000;
  const theirs = { country: r.pick(['NL', 'DE', 'BE', 'FR']), party: r.pick(PARTY_IDS) };
  const ours = { country: 'NL', party: 'PTS' };
  const ids: Record<string, string> = {
    location_id: `LOC-${r.int(1000, 9999)}`,
    evse_uid: `EVSE-${r.int(100, 999)}`,
    connector_id: String(r.int(1, 2)),
    session_id: `SES-${r.hex(10)}`,
    cdr_id: `CDR-${r.hex(10)}`,
    tariff_id: `TRF-${r.int(10, 99)}`,
    token_uid: r.hex(14).toUpperCase(),
    command_id: r.hex(12),
    booking_id: `BKG-${r.hex(8)}`,
    terminal_id: `TRM-${r.int(1000, 9999)}`,
    date_from: iso(now - 7 * 24 * 3600 * 1000),
    date_to: iso(now),
    country_code: ours.country,
    party_id: ours.party,
  };
  ids.response_url = `https://callbacks.pets.invalid/ocpi/results/${ids.command_id}`;
  const echo = ctx.scenario.echoSecrets && Boolean(ctx.partnerToken);
  return {
    version: ctx.ocpiVersion,
    v22: ctx.ocpiVersion !== '2.1.1',
    root,
    host,
    now,
    ours,
    theirs,
    ids,
    roles: ctx.roles ?? { ours: 'EMSP', theirs: 'CPO' },
    partnerToken: echo ? ctx.partnerToken : undefined,
  };
}

const PARTY_IDS = ['EVB', 'CPX', 'GRN', 'VLT', 'ION', 'AMP'];

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function uuid(r: Rng): string {
  const h = r.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

function fillPath(path: string, facts: RunFacts): string {
  return path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'version') return facts.version;
    const value = facts.ids[name];
    if (value === undefined) return whole;
    return name === 'response_url' ? encodeURIComponent(value) : value;
  });
}

// ---------------------------------------------------------------------------------------------
// Bodies.

interface BodyContext {
  r: Rng;
  facts: RunFacts;
  /** Party that owns the objects: ours when we push (receiver paths), the partner's otherwise. */
  owner: { country: string; party: string };
}

const CITIES = [
  {
    city: 'Amsterdam',
    postal: '1017 CT',
    country: 'NLD',
    lat: 52.37,
    lon: 4.89,
    tz: 'Europe/Amsterdam',
  },
  {
    city: 'Utrecht',
    postal: '3511 LX',
    country: 'NLD',
    lat: 52.09,
    lon: 5.12,
    tz: 'Europe/Amsterdam',
  },
  { city: 'Berlin', postal: '10115', country: 'DEU', lat: 52.52, lon: 13.4, tz: 'Europe/Berlin' },
  {
    city: 'Antwerpen',
    postal: '2000',
    country: 'BEL',
    lat: 51.22,
    lon: 4.4,
    tz: 'Europe/Brussels',
  },
  { city: 'Lyon', postal: '69002', country: 'FRA', lat: 45.76, lon: 4.84, tz: 'Europe/Paris' },
];
const STREETS = ['Stationsplein', 'Keizersgracht', 'Industrieweg', 'Havenstraat', 'Marktplein'];
const EVSE_STATUSES = ['AVAILABLE', 'AVAILABLE', 'CHARGING', 'BLOCKED', 'OUTOFORDER'];
const CONNECTOR_TYPES = [
  { standard: 'IEC_62196_T2', format: 'SOCKET', power_type: 'AC_3_PHASE', volts: 400, amps: 32 },
  { standard: 'IEC_62196_T2_COMBO', format: 'CABLE', power_type: 'DC', volts: 920, amps: 200 },
  { standard: 'CHADEMO', format: 'CABLE', power_type: 'DC', volts: 500, amps: 125 },
];

function stamp(b: BodyContext, maxMinutesAgo = 20 * 24 * 60): string {
  return iso(b.facts.now - b.r.int(1, maxMinutesAgo) * 60_000);
}

function party(b: BodyContext): Record<string, string> {
  return b.facts.v22 ? { country_code: b.owner.country, party_id: b.owner.party } : {};
}

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

function connector(b: BodyContext, id: string): Record<string, unknown> {
  const type = b.r.pick(CONNECTOR_TYPES);
  const ratings = b.facts.v22
    ? {
        max_voltage: type.volts,
        max_amperage: type.amps,
        max_electric_power: type.volts * type.amps * (type.power_type === 'DC' ? 1 : 1.732),
      }
    : { voltage: type.volts, amperage: type.amps };
  return {
    id,
    standard: type.standard,
    format: type.format,
    power_type: type.power_type,
    ...ratings,
    tariff_ids: [b.facts.ids.tariff_id],
    last_updated: stamp(b),
  };
}

function evse(b: BodyContext, uid: string): Record<string, unknown> {
  const count = b.r.int(1, 2);
  return {
    uid,
    evse_id: `${b.owner.country}*${b.owner.party}*E${uid.replace(/\D/g, '')}`,
    status: b.r.pick(EVSE_STATUSES),
    capabilities: ['RFID_READER', 'REMOTE_START_STOP_CAPABLE'],
    connectors: Array.from({ length: count }, (_, i) => connector(b, String(i + 1))),
    physical_reference: String(b.r.int(1, 12)),
    last_updated: stamp(b),
  };
}

function location(b: BodyContext, id: string): Record<string, unknown> {
  const place = b.r.pick(CITIES);
  const evses = b.r.int(1, 4);
  return {
    ...party(b),
    id,
    ...(b.facts.v22 ? { publish: true } : { type: 'ON_STREET' }),
    name: `${place.city} ${b.r.pick(STREETS)}`,
    address: `${b.r.pick(STREETS)} ${b.r.int(1, 240)}`,
    city: place.city,
    postal_code: place.postal,
    country: place.country,
    coordinates: {
      latitude: (place.lat + b.r.next() * 0.05).toFixed(6),
      longitude: (place.lon + b.r.next() * 0.05).toFixed(6),
    },
    evses: Array.from({ length: evses }, (_, i) => evse(b, `EVSE-${100 + i}`)),
    operator: { name: `${b.owner.party} Charging` },
    time_zone: place.tz,
    last_updated: stamp(b),
  };
}

function token(b: BodyContext, uid: string): Record<string, unknown> {
  const contract = `${b.owner.country}-${b.owner.party}-C${b.r.int(10_000_000, 99_999_999)}`;
  return {
    ...party(b),
    uid,
    type: 'RFID',
    ...(b.facts.v22 ? { contract_id: contract } : { auth_id: contract }),
    issuer: `${b.owner.party} Mobility`,
    valid: true,
    whitelist: 'ALLOWED',
    last_updated: stamp(b),
  };
}

function cdrToken(b: BodyContext): Record<string, unknown> {
  return b.facts.v22
    ? {
        ...(b.facts.version === '2.2' ? {} : { country_code: b.owner.country, party_id: 'MSP' }),
        uid: b.facts.ids.token_uid,
        type: 'RFID',
        contract_id: `${b.owner.country}-MSP-C${b.r.int(10_000_000, 99_999_999)}`,
      }
    : { auth_id: `${b.owner.country}-MSP-C${b.r.int(10_000_000, 99_999_999)}` };
}

function chargingPeriods(b: BodyContext, start: number, kwh: number): Record<string, unknown>[] {
  const periods = b.r.int(1, 3);
  return Array.from({ length: periods }, (_, i) => ({
    start_date_time: iso(start + i * 20 * 60_000),
    dimensions: [
      { type: 'ENERGY', volume: Number((kwh / periods).toFixed(3)) },
      { type: 'TIME', volume: Number((1 / 3).toFixed(3)) },
    ],
  }));
}

function session(b: BodyContext, id: string): Record<string, unknown> {
  const start = b.facts.now - b.r.int(30, 600) * 60_000;
  const kwh = Number((b.r.next() * 45).toFixed(3));
  const cost = money(kwh * 0.39);
  const tokenRef = cdrToken(b);
  return {
    ...party(b),
    id,
    ...(b.facts.v22
      ? { start_date_time: iso(start), cdr_token: tokenRef }
      : { start_datetime: iso(start), ...tokenRef }),
    kwh,
    auth_method: b.r.pick(['AUTH_REQUEST', 'WHITELIST', 'COMMAND']),
    location_id: b.facts.ids.location_id,
    evse_uid: b.facts.ids.evse_uid,
    connector_id: b.facts.ids.connector_id,
    currency: 'EUR',
    charging_periods: chargingPeriods(b, start, kwh),
    total_cost: b.facts.v22 ? { excl_vat: cost, incl_vat: money(cost * 1.21) } : cost,
    status: b.r.pick(['ACTIVE', 'ACTIVE', 'COMPLETED']),
    last_updated: stamp(b, 30),
  };
}

function tariff(b: BodyContext, id: string): Record<string, unknown> {
  const energy = money(0.29 + b.r.next() * 0.3);
  return {
    ...party(b),
    id,
    currency: 'EUR',
    elements: [
      {
        price_components: [
          { type: 'ENERGY', price: energy, ...(b.facts.v22 ? { vat: 21 } : {}), step_size: 1 },
        ],
        restrictions: {
          start_time: '08:00',
          end_time: '20:00',
          day_of_week: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
        },
      },
      { price_components: [{ type: 'ENERGY', price: money(energy * 0.85), step_size: 1 }] },
      {
        price_components: [{ type: 'PARKING_TIME', price: 2, step_size: 300 }],
        restrictions: { min_duration: 7200 },
      },
    ],
    tariff_alt_text: [
      { language: 'en', text: `${energy.toFixed(2)} EUR/kWh; parking after 2 h at 2.00 EUR/h` },
    ],
    last_updated: stamp(b),
  };
}

function cdr(b: BodyContext, id: string): Record<string, unknown> {
  const start = b.facts.now - b.r.int(120, 2000) * 60_000;
  const minutes = b.r.int(20, 180);
  const kwh = Number((b.r.next() * 60 + 2).toFixed(3));
  const cost = money(kwh * 0.39);
  const place = b.r.pick(CITIES);
  const where = {
    id: b.facts.ids.location_id,
    address: `${b.r.pick(STREETS)} ${b.r.int(1, 240)}`,
    city: place.city,
    postal_code: place.postal,
    country: place.country,
    coordinates: { latitude: place.lat.toFixed(6), longitude: place.lon.toFixed(6) },
    evse_uid: b.facts.ids.evse_uid,
    evse_id: `${b.owner.country}*${b.owner.party}*E${b.r.int(100, 999)}`,
    connector_id: b.facts.ids.connector_id,
    connector_standard: 'IEC_62196_T2',
    connector_format: 'SOCKET',
    connector_power_type: 'AC_3_PHASE',
  };
  return {
    ...party(b),
    id,
    start_date_time: iso(start),
    [b.facts.v22 ? 'end_date_time' : 'stop_date_time']: iso(start + minutes * 60_000),
    ...(b.facts.v22
      ? { cdr_token: cdrToken(b), cdr_location: where }
      : { ...cdrToken(b), location: where }),
    auth_method: 'AUTH_REQUEST',
    currency: 'EUR',
    charging_periods: chargingPeriods(b, start, kwh),
    total_cost: b.facts.v22 ? { excl_vat: cost, incl_vat: money(cost * 1.21) } : cost,
    total_energy: kwh,
    total_time: Number((minutes / 60).toFixed(3)),
    last_updated: stamp(b, 60),
  };
}

function chargingProfile(b: BodyContext): Record<string, unknown> {
  return {
    charging_rate_unit: 'W',
    charging_profile_period: [
      { start_period: 0, limit: b.r.pick([7400, 11_000, 22_000]) },
      { start_period: 1800, limit: b.r.pick([3700, 7400]) },
    ],
  };
}

function credentials(b: BodyContext): Record<string, unknown> {
  const tokenValue = b.facts.partnerToken ?? MASK;
  const role = b.owner === b.facts.ours ? b.facts.roles.ours : b.facts.roles.theirs;
  const name = `${b.owner.party} ${role === 'CPO' ? 'Charging' : 'Mobility'}`;
  return {
    token: tokenValue,
    url: `${b.facts.root}/versions`,
    ...(b.facts.v22
      ? {
          roles: [
            {
              role,
              party_id: b.owner.party,
              country_code: b.owner.country,
              business_details: { name },
            },
          ],
        }
      : { business_details: { name }, party_id: b.owner.party, country_code: b.owner.country }),
  };
}

type Generator = (b: BodyContext, index: number | undefined) => unknown;

const GENERATORS: Record<string, Generator> = {
  versions: (b) =>
    ['2.1.1', b.facts.version]
      .filter((version, i, all) => all.indexOf(version) === i)
      .map((version) => ({ version, url: `${b.facts.root}/${version}` })),
  'version-details': (b) => ({
    version: b.facts.version,
    endpoints: modulesFor(b.facts.version).flatMap((module) => {
      const url = `${b.facts.root}/${b.facts.version}/${module}`;
      const identifier = module;
      return b.facts.v22
        ? [
            { identifier, role: 'SENDER', url },
            ...(module === 'credentials' ? [] : [{ identifier, role: 'RECEIVER', url }]),
          ]
        : [{ identifier, url }];
    }),
  }),
  credentials,
  location: (b, i) => location(b, i === undefined ? b.facts.ids.location_id! : `LOC-${1000 + i}`),
  evse: (b) => evse(b, b.facts.ids.evse_uid!),
  'evse-patch': (b) => ({ status: 'CHARGING', last_updated: iso(b.facts.now) }),
  connector: (b) => connector(b, b.facts.ids.connector_id!),
  session: (b, i) => session(b, i === undefined ? b.facts.ids.session_id! : `SES-${b.r.hex(10)}`),
  'session-patch': (b) => ({
    kwh: Number((b.r.next() * 30 + 5).toFixed(3)),
    charging_periods: chargingPeriods(b, b.facts.now - 15 * 60_000, 4.2),
    last_updated: iso(b.facts.now),
  }),
  'charging-preferences': (b) => ({
    profile_type: b.r.pick(['CHEAP', 'FAST', 'GREEN', 'REGULAR']),
    departure_time: iso(b.facts.now + 4 * 3600_000),
    energy_need: b.r.int(10, 60),
  }),
  'charging-preferences-response': () => 'ACCEPTED',
  cdr: (b, i) => cdr(b, i === undefined ? b.facts.ids.cdr_id! : `CDR-${b.r.hex(10)}`),
  tariff: (b, i) => tariff(b, i === undefined ? b.facts.ids.tariff_id! : `TRF-${10 + i}`),
  token: (b, i) => token(b, i === undefined ? b.facts.ids.token_uid! : b.r.hex(14).toUpperCase()),
  'token-patch': (b) => ({ valid: false, last_updated: iso(b.facts.now) }),
  'location-references': (b) => ({
    location_id: b.facts.ids.location_id,
    evse_uids: [b.facts.ids.evse_uid],
  }),
  'authorization-info': (b) => ({
    allowed: 'ALLOWED',
    ...(b.facts.v22 ? { token: token(b, b.facts.ids.token_uid!) } : {}),
    authorization_reference: `AUTH-${b.r.hex(12)}`,
  }),
  'start-session': (b) => ({
    response_url: b.facts.ids.response_url,
    token: token(b, b.facts.ids.token_uid!),
    location_id: b.facts.ids.location_id,
    evse_uid: b.facts.ids.evse_uid,
  }),
  'stop-session': (b) => ({
    response_url: b.facts.ids.response_url,
    session_id: b.facts.ids.session_id,
  }),
  'reserve-now': (b) => ({
    response_url: b.facts.ids.response_url,
    token: token(b, b.facts.ids.token_uid!),
    expiry_date: iso(b.facts.now + 30 * 60_000),
    reservation_id: `RES-${b.r.hex(6)}`,
    location_id: b.facts.ids.location_id,
    evse_uid: b.facts.ids.evse_uid,
  }),
  'cancel-reservation': (b) => ({
    response_url: b.facts.ids.response_url,
    reservation_id: `RES-${b.r.hex(6)}`,
  }),
  'unlock-connector': (b) => ({
    response_url: b.facts.ids.response_url,
    location_id: b.facts.ids.location_id,
    evse_uid: b.facts.ids.evse_uid,
    connector_id: b.facts.ids.connector_id,
  }),
  'command-response': (b) => ({ result: 'ACCEPTED', timeout: b.r.pick([30, 60, 120]) }),
  'command-result': () => ({ result: 'ACCEPTED' }),
  'set-charging-profile': (b) => ({
    charging_profile: chargingProfile(b),
    response_url: b.facts.ids.response_url,
  }),
  'charging-profile-response': (b) => ({ result: 'ACCEPTED', timeout: b.r.pick([30, 60]) }),
  'charging-profile-result': () => ({ result: 'ACCEPTED' }),
  'active-charging-profile': (b) => ({
    start_date_time: iso(b.facts.now),
    charging_profile: chargingProfile(b),
  }),
  'client-info': (b, i) => ({
    party_id: i === undefined ? b.facts.ours.party : b.r.pick(PARTY_IDS),
    country_code: i === undefined ? b.facts.ours.country : b.r.pick(['NL', 'DE', 'BE']),
    role: b.r.pick(['CPO', 'EMSP']),
    status: b.r.pick(['CONNECTED', 'CONNECTED', 'OFFLINE', 'PLANNED']),
    last_updated: stamp(b),
  }),
  'booking-request': (b) => ({
    location_id: b.facts.ids.location_id,
    evse_uid: b.facts.ids.evse_uid,
    period: { start: iso(b.facts.now + 3600_000), end: iso(b.facts.now + 3 * 3600_000) },
    token: cdrToken(b),
  }),
  booking: (b, i) => ({
    ...party(b),
    id: i === undefined ? b.facts.ids.booking_id : `BKG-${b.r.hex(8)}`,
    location_id: b.facts.ids.location_id,
    evse_uid: b.facts.ids.evse_uid,
    period: { start: iso(b.facts.now + 3600_000), end: iso(b.facts.now + 3 * 3600_000) },
    status: b.r.pick(['PENDING', 'ACCEPTED', 'ACCEPTED']),
    token: cdrToken(b),
    last_updated: stamp(b, 60),
  }),
  'booking-patch': (b) => ({ status: 'CANCELLED', last_updated: iso(b.facts.now) }),
  terminal: (b, i) => ({
    terminal_id: i === undefined ? b.facts.ids.terminal_id : `TRM-${2000 + i}`,
    ...party(b),
    location_ids: [b.facts.ids.location_id],
    capabilities: ['CREDIT_CARD', 'DEBIT_CARD', 'CONTACTLESS'],
    last_updated: stamp(b),
  }),
  'financial-advice': (b) => {
    const amount = money(5 + b.r.next() * 40);
    return {
      id: `FAC-${b.r.hex(8)}`,
      authorization_reference: `AUTH-${b.r.hex(12)}`,
      total_costs: { excl_vat: amount, incl_vat: money(amount * 1.21) },
      currency: 'EUR',
      captured_amount: { excl_vat: amount, incl_vat: money(amount * 1.21) },
      eft_data: [`PSP-REF-${b.r.hex(10).toUpperCase()}`],
      last_updated: stamp(b, 600),
    };
  },
};

function generateData(shape: BodyShape, b: BodyContext): unknown {
  if (shape.endsWith('[]')) {
    const item = shape.slice(0, -2);
    return Array.from({ length: PAGE_SIZE }, (_, i) => generateData1(item, b, i));
  }
  return generateData1(shape, b, undefined);
}

function generateData1(shape: string, b: BodyContext, index: number | undefined): unknown {
  const generator = GENERATORS[shape];
  if (!generator) throw new Error(`reports: no body generator for shape "${shape}"`);
  return generator(b, index);
}

const STATUS_MESSAGES: Record<number, string> = {
  1000: 'Success',
  2000: 'Generic client error',
  2001: 'Invalid or missing parameters',
  2003: 'Unknown location',
  2004: 'Unknown Token',
  3000: 'Generic server error',
};

function envelope(b: BodyContext, statusCode: number, data?: unknown): Record<string, unknown> {
  return {
    ...(data === undefined ? {} : { data }),
    status_code: statusCode,
    status_message: STATUS_MESSAGES[statusCode] ?? 'Error',
    timestamp: iso(b.facts.now),
  };
}

/** The response body for a given HTTP status (the template's shape when the status is expected). */
function responseBody(
  def: CheckDefinition,
  status: number,
  expected: boolean,
  b: BodyContext,
): unknown {
  const template = def.exchange;
  if (status === 502 || status === 503) {
    const title = status === 502 ? '502 Bad Gateway' : '503 Service Temporarily Unavailable';
    return `<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>nginx</center></body></html>`;
  }
  if (!expected) {
    if (status < 300) return envelope(b, 1000, {});
    if (status >= 500) return envelope(b, 3000);
    return envelope(b, status === 404 ? 2003 : status === 400 ? 2001 : 2000);
  }
  if (template.responseBody === 'error') return envelope(b, template.errorCode ?? 2000);
  if (template.responseBody === 'ok') return envelope(b, 1000);
  return envelope(b, 1000, generateData(template.responseBody, b));
}

/** Cuts a body whose JSON text exceeds BODY_LIMIT characters to that many characters of JSON text. */
function clip(body: unknown): { body: unknown; truncated: boolean } {
  if (body === undefined) return { body, truncated: false };
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text.length <= BODY_LIMIT) return { body, truncated: false };
  return { body: text.slice(0, BODY_LIMIT), truncated: true };
}

function clipHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  let used = 0;
  for (const [name, value] of Object.entries(headers)) {
    const room = HEADER_LIMIT - used - name.length - 2;
    if (room <= 0) break;
    if (value.length > room) {
      out[name] = `${value.slice(0, Math.max(0, room - 1))}…`;
      break;
    }
    out[name] = value;
    used += name.length + 2 + value.length;
  }
  return out;
}

/** Headers a load balancer in front of the partner adds; long enough to be cut. */
function noisyHeaders(r: Rng): Record<string, string> {
  const timings = [
    'edge',
    'waf',
    'lb',
    'auth',
    'db',
    'cache',
    'render',
    'app',
    'upstream',
    'total',
  ];
  return {
    'Server-Timing': timings
      .map((name) => `${name};dur=${(r.next() * 40).toFixed(1)};desc="${name} stage"`)
      .join(', '),
    'Set-Cookie': `AWSALB=${r.hex(96)}; Expires=Thu, 31 Dec 2037 23:59:59 GMT; Path=/; SameSite=None; Secure`,
    'Content-Security-Policy':
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  };
}

// ---------------------------------------------------------------------------------------------
// Checks.

interface Evidence {
  request: string;
  latencyMs: number;
}

function reasonFor(jsonPath: string, r: Rng): string {
  if (jsonPath.startsWith('callback.')) {
    return 'it depends on an asynchronous callback from the partner that did not arrive within the observation window';
  }
  return r.pick([
    'the partner returned an empty list, so there was nothing to inspect',
    'the response omitted the optional object this validation inspects',
    'the partner data held no object in the state this validation needs',
  ]);
}

function toValidation(
  def: ValidationDefinition,
  outcome: 'pass' | 'fail' | 'unobservable',
  evidence: Evidence,
  r: Rng,
): Validation {
  const base = {
    name: def.name,
    required: def.required,
    severity: def.severity,
    references: def.references,
  };
  if (outcome === 'pass') {
    return {
      passed: true,
      message: `Observed ${def.expected}.`,
      ...base,
      unobservable: false,
      details: { jsonPath: def.jsonPath, expected: def.expected },
    };
  }
  if (outcome === 'unobservable') {
    const reason = reasonFor(def.jsonPath, r);
    return {
      passed: false,
      message: `Could not observe ${def.expected}: ${reason}.`,
      ...base,
      unobservable: true,
      details: { jsonPath: def.jsonPath, expected: def.expected, reason },
    };
  }
  return {
    passed: false,
    message: `${evidence.request} ${def.actual}; expected ${def.expected}.`,
    ...base,
    unobservable: false,
    details: { jsonPath: def.jsonPath, expected: def.expected, actual: def.actual },
  };
}

function statusValidation(
  version: string,
  expected: number[],
  actual: number,
  evidence: Evidence,
): Validation {
  const want = `HTTP ${expected.join(' or ')}`;
  const passed = expected.includes(actual);
  return {
    passed,
    message: passed
      ? `Observed HTTP ${actual}.`
      : `${evidence.request} answered HTTP ${actual}; expected ${want}.`,
    name: 'HTTP status',
    required: true,
    severity: 'shall',
    unobservable: false,
    references: [sharedReference(version, 'http-status', 'shall')],
    details: { jsonPath: 'response.status', expected, actual },
  };
}

function latencyValidation(version: string, evidence: Evidence): Validation {
  const passed = evidence.latencyMs <= SLOW_MS;
  return {
    passed,
    message: passed
      ? `Answered in ${evidence.latencyMs} ms (within ${SLOW_MS} ms).`
      : `${evidence.request} answered in ${evidence.latencyMs} ms; expected an answer within ${SLOW_MS} ms.`,
    name: 'Response time',
    required: false,
    severity: 'should',
    unobservable: false,
    references: [sharedReference(version, 'response-time', 'should')],
    details: { jsonPath: 'latencyMs', expected: SLOW_MS, actual: evidence.latencyMs },
  };
}

/** A transport failure: the error text, how long it took, and which DNS validation it breaks. */
function transportError(
  def: CheckDefinition,
  facts: RunFacts,
  r: Rng,
): { error: string; ms: number; dnsIndex: number } {
  const ip = `203.0.113.${r.int(2, 250)}`;
  if (def.transportKind === 'DNS') {
    const dnsIndex = r.int(0, Math.max(0, def.validations.length - 1));
    return dnsIndex === 0
      ? { error: `getaddrinfo ENOTFOUND ${facts.host}`, ms: r.int(20, 300), dnsIndex }
      : {
          error: `Hostname/IP does not match certificate's altnames: Host: ${facts.host}. is not in the cert's altnames: DNS:*.hosting-${r.hex(6)}.example, DNS:hosting-${r.hex(6)}.example`,
          ms: r.int(60, 400),
          dnsIndex,
        };
  }
  const kind = r.int(0, 3);
  if (kind === 0)
    return { error: `connect ETIMEDOUT ${ip}:443`, ms: TRANSPORT_TIMEOUT_MS, dnsIndex: -1 };
  if (kind === 1)
    return { error: `connect ECONNREFUSED ${ip}:443`, ms: r.int(5, 60), dnsIndex: -1 };
  if (kind === 2)
    return {
      error: 'read ECONNRESET (socket hang up after the request was sent)',
      ms: r.int(200, 4000),
      dnsIndex: -1,
    };
  // TLS failures arrive with the whole presented chain; these are the long errors that get cut.
  const chain = Array.from(
    { length: 6 },
    (_, i) =>
      `[${i}] subject=CN=${i === 0 ? facts.host : `Intermediate CA ${i}`}, O=Partner Hosting B.V., C=NL; issuer=CN=Intermediate CA ${i + 1}, O=Partner Hosting B.V.; serial=${r.hex(32)}; notAfter=2024-12-31T23:59:59Z`,
  ).join(' ');
  return {
    error: `unable to verify the first certificate (UNABLE_TO_VERIFY_LEAF_SIGNATURE) while connecting to ${ip}:443; presented chain: ${chain}`,
    ms: r.int(80, 600),
    dnsIndex: -1,
  };
}

function wrongStatus(expected: number[], r: Rng): number {
  if (expected.every((status) => status >= 400)) return r.pick([200, 200, 500]);
  return r.pick([500, 502, 503, 404, 400]);
}

function requestHeaders(
  def: CheckDefinition,
  facts: RunFacts,
  r: Rng,
  hasBody: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (def.exchange.authorized) {
    const secret = facts.partnerToken;
    headers.Authorization = secret
      ? `Token ${facts.v22 ? Buffer.from(secret, 'utf8').toString('base64') : secret}`
      : `Token ${MASK}`;
  }
  headers.Accept = 'application/json';
  if (hasBody) headers['Content-Type'] = 'application/json';
  headers['User-Agent'] = `partner-endpoint-testing/${EMULATOR_VERSION}`;
  if (facts.v22) {
    headers['X-Request-ID'] = uuid(r);
    headers['X-Correlation-ID'] = uuid(r);
    if (def.exchange.underVersion) {
      headers['OCPI-from-country-code'] = facts.ours.country;
      headers['OCPI-from-party-id'] = facts.ours.party;
      headers['OCPI-to-country-code'] = facts.theirs.country;
      headers['OCPI-to-party-id'] = facts.theirs.party;
    }
  }
  return headers;
}

function responseHeaders(
  def: CheckDefinition,
  status: number,
  body: unknown,
  url: string,
  request: Record<string, string>,
  facts: RunFacts,
  r: Rng,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json; charset=utf-8',
    Date: new Date(facts.now).toUTCString(),
  };
  if (request['X-Request-ID']) headers['X-Request-ID'] = request['X-Request-ID'];
  if (request['X-Correlation-ID']) headers['X-Correlation-ID'] = request['X-Correlation-ID'];
  if (status < 300 && def.exchange.responseBody.endsWith('[]')) {
    const total = r.int(PAGE_SIZE + 1, 400);
    const next = new URL(url);
    next.searchParams.set(
      'offset',
      String(Number(next.searchParams.get('offset') ?? 0) + PAGE_SIZE),
    );
    next.searchParams.set('limit', String(PAGE_SIZE));
    headers['X-Total-Count'] = String(total);
    headers['X-Limit'] = String(PAGE_SIZE);
    headers.Link = `<${next.toString()}>; rel="next"`;
  }
  if (status < 300 && def.exchange.method === 'POST' && def.exchange.requestBody === 'cdr') {
    headers.Location = `${facts.root}/${facts.version}/cdrs/${facts.ids.cdr_id}`;
  }
  return headers;
}

function displayPath(path: string): string {
  return path.replace(/[?&]response_url=[^&]*/, '');
}

function buildCheck(
  plan: CheckPlan,
  ctx: GradingContext,
  facts: RunFacts,
  cutHeaders: boolean,
): Check {
  const { def, bucket } = plan;
  const r = rng(ctx.seed, def.testId, 'detail');
  const version = ctx.ocpiVersion;
  const head = {
    testId: def.testId,
    name: def.name,
    expectedStatus: def.expectedStatus,
  };
  if (bucket === 'unreached') {
    return {
      ...head,
      passed: false,
      validations: [],
      warnings: [],
      unreached: 'dependency',
      transportKind: def.transportKind,
      unobservable: false,
      references: def.references,
    };
  }

  const template = def.exchange;
  const path = fillPath(template.path, facts);
  const url = `${facts.root}${template.underVersion ? `/${facts.version}` : ''}${path}`;
  const request = `${template.method} ${displayPath(path)}`;
  // We own what we push; responses carry the partner's objects, except when reading back our own.
  const sent: BodyContext = { r, facts, owner: facts.ours };
  const received: BodyContext = {
    r,
    facts,
    owner: template.path.includes('{country_code}') ? facts.ours : facts.theirs,
  };
  const requestBody = template.requestBody ? generateData(template.requestBody, sent) : undefined;
  const reqHeaders = requestHeaders(def, facts, r, requestBody !== undefined);
  const clippedRequest = clip(requestBody);
  const exchange: Exchange = {
    request: {
      method: template.method,
      url,
      headers: reqHeaders,
      headersTruncated: false,
      ...(requestBody === undefined ? {} : { body: clippedRequest.body }),
      bodyTruncated: clippedRequest.truncated,
    },
  };

  const specValidations = def.validations;
  const outcomes: ('pass' | 'fail' | 'unobservable')[] = specValidations.map(() => 'pass');
  let latencyMs = def.transportKind === 'DNS' ? r.int(20, 300) : r.int(35, 900);
  let slow = false;
  let validations: Validation[];
  let actualStatus: number | undefined;
  let failedName = 'HTTP status';

  if (bucket === 'failed' && plan.failureMode === 'transport') {
    const failure = transportError(def, facts, r);
    latencyMs = failure.ms;
    const evidence = { request, latencyMs };
    const cut = failure.error.length > ERROR_LIMIT;
    exchange.error = cut ? failure.error.slice(0, ERROR_LIMIT) : failure.error;
    exchange.errorTruncated = cut;
    if (failure.dnsIndex >= 0) {
      const broken = specValidations[failure.dnsIndex]!;
      failedName = broken.name;
      validations = [toValidation(broken, 'fail', evidence, r)];
    } else {
      failedName = 'Request completed';
      const shortError =
        failure.error.length > 160 ? `${failure.error.slice(0, 159)}…` : failure.error;
      validations = [
        {
          passed: false,
          message: `${request} did not complete: ${shortError}; expected an HTTP response within ${TRANSPORT_TIMEOUT_MS / 1000} s.`,
          name: 'Request completed',
          required: true,
          severity: 'shall',
          unobservable: false,
          references: [sharedReference(version, 'transport', 'shall')],
          details: {
            jsonPath: 'exchange.error',
            expected: 'an HTTP response',
            actual: exchange.error,
          },
        },
      ];
    }
  } else {
    const statusOk = !(bucket === 'failed' && plan.failureMode === 'status');
    actualStatus = statusOk ? r.pick(def.expectedStatus) : wrongStatus(def.expectedStatus, r);
    if (bucket === 'failed' && plan.failureMode === 'validation') {
      const required = specValidations.flatMap((v, i) => (v.severity === 'shall' ? [i] : []));
      const first = r.pick(required);
      outcomes[first] = 'fail';
      const second = required.filter((i) => i !== first);
      if (second.length > 0 && r.chance(0.25)) outcomes[r.pick(second)] = 'fail';
      failedName = specValidations[first]!.name;
    } else if (bucket === 'warned') {
      const should = specValidations.flatMap((v, i) => (v.severity === 'should' ? [i] : []));
      // Candidate -1 is the response-time validation every check makes.
      const pick = r.pick([...should, -1]);
      if (pick === -1) slow = true;
      else outcomes[pick] = 'fail';
    } else if (bucket === 'unobservable') {
      outcomes[r.int(0, specValidations.length - 1)] = 'unobservable';
    }
    if (slow) latencyMs = r.int(SLOW_MS + 100, 4800);
    const evidence = { request, latencyMs };
    if (!statusOk) {
      validations = [statusValidation(version, def.expectedStatus, actualStatus, evidence)];
      // When a refusal was expected, answering anyway also breaks the rule the check is about.
      const rule = specValidations.find((v) => v.severity === 'shall');
      if (def.expectedStatus.every((s) => s >= 400) && rule) {
        validations.push(toValidation(rule, 'fail', evidence, r));
      }
    } else {
      validations = [
        statusValidation(version, def.expectedStatus, actualStatus, evidence),
        ...specValidations.map((v, i) => toValidation(v, outcomes[i]!, evidence, r)),
        latencyValidation(version, evidence),
      ];
    }
    const rawBody = responseBody(def, actualStatus, statusOk, received);
    const headers = responseHeaders(def, actualStatus, rawBody, url, reqHeaders, facts, r);
    const body = clip(rawBody);
    exchange.response = {
      status: actualStatus,
      headers: cutHeaders ? clipHeaders({ ...headers, ...noisyHeaders(r) }) : headers,
      headersTruncated: cutHeaders,
      body: body.body,
      bodyTruncated: body.truncated,
    };
  }
  exchange.latencyMs = latencyMs;

  const warnings =
    bucket === 'warned'
      ? validations.filter((v) => v.passed === false && v.severity === 'should')
      : [];
  const check: Check = {
    ...head,
    passed: bucket === 'passed' || bucket === 'warned',
    ...(actualStatus === undefined ? {} : { actualStatus }),
    validations,
    warnings,
    transportKind: def.transportKind,
    unobservable: bucket === 'unobservable',
    references: def.references,
  };
  if (r.chance(0.35)) check.sourceCitations = [def.sourceCitation];
  if (bucket === 'failed') {
    const siblings = plan.suite.checks.filter((other) => other.testId !== def.testId);
    const witness = def.dependsOn[0] ?? (siblings.length > 0 ? r.pick(siblings).testId : undefined);
    if (witness && r.chance(0.5)) check.provenBy = [{ id: witness, breaks: failedName }];
  }
  check.exchange = exchange;
  return check;
}

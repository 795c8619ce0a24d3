/**
 * The partner data of report exchanges: the facts of a run (identifiers, parties, clock), and the
 * JSON bodies of each shape the roster names (BODY_SHAPES of roster-data.ts), in the form of the
 * OCPI version under test. Every value is drawn from the run's seed.
 */
import { type Rng, rng } from './prng.js';
import { type BodyShape, type CheckDefinition, modulesFor } from './roster.js';

/** Objects in a page of a list (`x[]` shapes) and the page size the paging headers announce. */
export const PAGE_SIZE = 10;
/** What an Authorization header or credentials token shows instead of a secret. */
export const MASK = '***';

/** What the run facts are drawn from (a GradingContext of reports.ts). */
export interface RunFactsInput {
  seed: string;
  ocpiVersion: string;
  partnerBaseUrl: string;
  scenario: { echoSecrets: boolean };
  partnerToken?: string;
  roles?: { ours: string; theirs: string };
}

// ---------------------------------------------------------------------------------------------
// Run facts: identifiers and clock shared by every check of a run (seed-derived, scope-free).

export interface RunFacts {
  version: string;
  /** OCPI 2.2 and later (party ids on objects, base64 tokens, routing headers). */
  v22: boolean;
  /** OCPI 2.3.0 (a Price before taxes and its taxes, a Tariff's tax_included). */
  v23: boolean;
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

export function runFacts(ctx: RunFactsInput): RunFacts {
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
    // The request_id and authorization_reference of the run's booking (mod_bookings).
    booking_request_id: `REQ-${r.hex(8)}`,
    booking_reference: `BKA-${r.hex(12)}`,
    date_from: iso(now - 7 * 24 * 3600 * 1000),
    // A last_updated a date filter from date_from must not let through.
    before_date_from: iso(now - 8 * 24 * 3600 * 1000),
    date_to: iso(now),
    country_code: ours.country,
    party_id: ours.party,
  };
  ids.response_url = `https://callbacks.pets.invalid/ocpi/results/${ids.command_id}`;
  const echo = ctx.scenario.echoSecrets && Boolean(ctx.partnerToken);
  return {
    version: ctx.ocpiVersion,
    v22: ctx.ocpiVersion !== '2.1.1',
    v23: ctx.ocpiVersion === '2.3.0',
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

export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// ---------------------------------------------------------------------------------------------
// Bodies.

export interface BodyContext {
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
  // OCPI 2.1.1 rates a Connector in voltage and amperage and names one tariff_id (mod_locations
  // 3.3); 2.2 rates it in max_voltage, max_amperage and an int max_electric_power and lists
  // tariff_ids.
  const rated = b.facts.v22
    ? {
        max_voltage: type.volts,
        max_amperage: type.amps,
        max_electric_power: Math.round(
          type.volts * type.amps * (type.power_type === 'DC' ? 1 : 1.732),
        ),
        tariff_ids: [b.facts.ids.tariff_id],
      }
    : { voltage: type.volts, amperage: type.amps, tariff_id: b.facts.ids.tariff_id };
  return {
    id,
    standard: type.standard,
    format: type.format,
    power_type: type.power_type,
    ...rated,
    last_updated: stamp(b),
  };
}

/** An EVSE; `only` names the one Connector it shows (a 2.1.1 Session's or CDR's Location). */
function evse(b: BodyContext, uid: string, only?: string): Record<string, unknown> {
  const count = only === undefined ? b.r.int(1, 2) : 1;
  return {
    uid,
    evse_id: `${b.owner.country}*${b.owner.party}*E${uid.replace(/\D/g, '')}`,
    status: b.r.pick(EVSE_STATUSES),
    capabilities: ['RFID_READER', 'REMOTE_START_STOP_CAPABLE'],
    connectors: Array.from({ length: count }, (_, i) => connector(b, only ?? String(i + 1))),
    physical_reference: String(b.r.int(1, 12)),
    last_updated: stamp(b),
  };
}

/**
 * A Location; `only` names the one EVSE and Connector it shows: OCPI 2.1.1's Session and CDR
 * carry "the location ..., including only the relevant EVSE and connector" (mod_sessions 3.1,
 * mod_cdrs 3.1).
 */
function location(
  b: BodyContext,
  id: string,
  only?: { evse: string; connector: string },
): Record<string, unknown> {
  const place = b.r.pick(CITIES);
  const evses = only === undefined ? b.r.int(1, 4) : 1;
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
    evses: Array.from({ length: evses }, (_, i) =>
      only === undefined ? evse(b, `EVSE-${100 + i}`) : evse(b, only.evse, only.connector),
    ),
    operator: { name: `${b.owner.party} Charging` },
    time_zone: place.tz,
    last_updated: stamp(b),
  };
}

/** The Location of a 2.1.1 Session or CDR: the run's location, EVSE and connector alone. */
function chargedAt(b: BodyContext): Record<string, unknown> {
  const { ids } = b.facts;
  return location(b, ids.location_id!, { evse: ids.evse_uid!, connector: ids.connector_id! });
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
  // OCPI 2.1.1 (mod_sessions 3.1): start_datetime, the token's auth_id, AuthMethod without
  // COMMAND (mod_cdrs 4.1) and a Location object; 2.2: cdr_token and location_id, evse_uid and
  // connector_id.
  const v22 = b.facts.v22;
  const authMethod = b.r.pick(v22 ? ['AUTH_REQUEST', 'WHITELIST', 'COMMAND'] : AUTH_METHODS_211);
  const where = v22
    ? {
        location_id: b.facts.ids.location_id,
        evse_uid: b.facts.ids.evse_uid,
        connector_id: b.facts.ids.connector_id,
      }
    : { location: chargedAt(b) };
  return {
    ...party(b),
    id,
    ...(v22
      ? { start_date_time: iso(start), cdr_token: tokenRef }
      : { start_datetime: iso(start), ...tokenRef }),
    kwh,
    auth_method: authMethod,
    ...where,
    currency: 'EUR',
    charging_periods: chargingPeriods(b, start, kwh),
    total_cost: price(b, cost),
    status: b.r.pick(['ACTIVE', 'ACTIVE', 'COMPLETED']),
    last_updated: stamp(b, 30),
  };
}

/** OCPI 2.1.1's AuthMethod (mod_cdrs 4.1): COMMAND came with 2.2. */
const AUTH_METHODS_211 = ['AUTH_REQUEST', 'WHITELIST'];

/**
 * A cost: a number excluding VAT in 2.1.1 (mod_cdrs, CDR object), a Price of excl_vat and
 * incl_vat in 2.2 and 2.2.1, of before_taxes and its taxes (TaxAmount) in 2.3.0 (types, Price
 * class).
 */
function price(b: BodyContext, exclVat: number): unknown {
  if (b.facts.v23) {
    return {
      before_taxes: exclVat,
      taxes: [{ name: 'VAT', percentage: VAT_PERCENT, amount: money(exclVat * 0.21) }],
    };
  }
  return b.facts.v22 ? { excl_vat: exclVat, incl_vat: money(exclVat * 1.21) } : exclVat;
}

/** The VAT rate of every cost and tariff the generators make. */
const VAT_PERCENT = 21;

function tariff(b: BodyContext, id: string): Record<string, unknown> {
  const energy = money(0.29 + b.r.next() * 0.3);
  return {
    ...party(b),
    id,
    currency: 'EUR',
    elements: [
      {
        price_components: [
          {
            type: 'ENERGY',
            price: energy,
            ...(b.facts.v22 ? { vat: VAT_PERCENT } : {}),
            step_size: 1,
          },
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
    // OCPI 2.3.0 says whether a Tariff's prices include taxes (mod_tariffs, Tariff object); these
    // are before VAT, which the first PriceComponent names.
    ...(b.facts.v23 ? { tax_included: 'NO' } : {}),
    last_updated: stamp(b),
  };
}

function cdr(b: BodyContext, id: string): Record<string, unknown> {
  const start = b.facts.now - b.r.int(120, 2000) * 60_000;
  const minutes = b.r.int(20, 180);
  const kwh = Number((b.r.next() * 60 + 2).toFixed(3));
  const cost = money(kwh * 0.39);
  // OCPI 2.1.1 (mod_cdrs 3.1): stop_date_time, auth_id and a Location object; 2.2: end_date_time,
  // cdr_token and a CdrLocation.
  const v22 = b.facts.v22;
  const where = v22 ? cdrLocation(b) : undefined;
  return {
    ...party(b),
    id,
    start_date_time: iso(start),
    [v22 ? 'end_date_time' : 'stop_date_time']: iso(start + minutes * 60_000),
    ...(v22 ? { cdr_token: cdrToken(b), cdr_location: where } : cdrToken(b)),
    ...(v22 ? {} : { location: chargedAt(b) }),
    auth_method: 'AUTH_REQUEST',
    currency: 'EUR',
    charging_periods: chargingPeriods(b, start, kwh),
    total_cost: price(b, cost),
    total_energy: kwh,
    total_time: Number((minutes / 60).toFixed(3)),
    last_updated: stamp(b, 60),
  };
}

/** The CdrLocation of OCPI 2.2 (mod_cdrs 4.x CdrLocation class). */
function cdrLocation(b: BodyContext): Record<string, unknown> {
  const place = b.r.pick(CITIES);
  return {
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

/** A booking's request_id and authorization_reference (mod_bookings, Booking object). */
interface BookingIds {
  request: string;
  reference: string;
}

function runBooking(b: BodyContext): BookingIds {
  return { request: b.facts.ids.booking_request_id!, reference: b.facts.ids.booking_reference! };
}

/** The party that requests the bookings of `b.owner` (the CPO that owns them): the other one. */
function requester(b: BodyContext): { country: string; party: string } {
  return b.owner === b.facts.ours ? b.facts.theirs : b.facts.ours;
}

/** The booked window (mod_bookings, Timeslot class): from an hour from now, for two hours. */
function bookedPeriod(b: BodyContext): Record<string, string> {
  return { start_from: iso(b.facts.now + 3600_000), end_before: iso(b.facts.now + 3 * 3600_000) };
}

/**
 * OCPI 2.3.0's BookingRequest (mod_bookings, BookingRequest class): the requesting eMSP's
 * country_code and party_id, its request_id, the EVSE, the driver's BookingToken, the window
 * and the authorization_reference the Session and CDR will carry.
 */
function bookingRequest(
  b: BodyContext,
  by: { country: string; party: string },
  ids: BookingIds,
): Record<string, unknown> {
  return {
    country_code: by.country,
    party_id: by.party,
    request_id: ids.request,
    location_id: b.facts.ids.location_id,
    evse_uid: b.facts.ids.evse_uid,
    tokens: [
      {
        country_code: by.country,
        party_id: by.party,
        uid: b.facts.ids.token_uid,
        type: 'RFID',
        // The run's token, so that every request of the booking names the same one.
        contract_id: `${by.country}-${by.party}-C${b.facts.ids.token_uid!.slice(0, 8)}`,
      },
    ],
    period: bookedPeriod(b),
    authorization_reference: ids.reference,
  };
}

/**
 * The ReservationRequestStatus of a Booking's first request by the Booking's ReservationStatus:
 * PENDING while the Booking is, ACCEPTED (the absent keys) once it was reserved.
 */
const REQUEST_STATUS: Readonly<Record<string, string>> = { PENDING: 'PENDING' };

/**
 * OCPI 2.3.0's Booking (mod_bookings, Booking object), owned by `b.owner`: its request_id and
 * reservation_status, the booking terms it was accepted under, and every request made for it
 * (a canceled booking: the first, then the cancellation).
 */
function booking(
  b: BodyContext,
  id: string,
  ids: BookingIds,
  status: string,
): Record<string, unknown> {
  const by = requester(b);
  const first = bookingRequest(b, by, ids);
  const received = (minutes: number) => iso(b.facts.now - minutes * 60_000);
  const canceled = { cancellation_reason: 'NO_CANCELED', who_canceled: 'EMSP' };
  const requests = [
    {
      request_status: REQUEST_STATUS[status] ?? 'ACCEPTED',
      booking_request: first,
      request_received: received(90),
    },
    ...(status === 'CANCELED'
      ? [
          {
            request_status: 'ACCEPTED',
            booking_request: { ...first, canceled },
            request_received: received(5),
          },
        ]
      : []),
  ];
  return {
    id,
    ...party(b),
    request_id: ids.request,
    location_id: b.facts.ids.location_id,
    evse_uid: b.facts.ids.evse_uid,
    booking_tokens: first.tokens,
    period: bookedPeriod(b),
    reservation_status: status,
    ...(status === 'CANCELED' ? { canceled } : {}),
    authorization_reference: ids.reference,
    booking_terms: {
      supported_access_methods: ['OPEN'],
      change_until_minutes: 60,
      cancel_until_minutes: 30,
      overlapping_bookings_allowed: false,
    },
    booking_requests: requests,
    last_updated: stamp(b, 60),
  };
}

type Generator = (b: BodyContext, index: number | undefined) => unknown;

/** The shapes of one object (`x[]` is a page of x; `ok` and `error` are bare envelopes). */
type ObjectShape = Exclude<BodyShape, `${string}[]` | 'ok' | 'error'>;

/** A generator for every object shape, so a shape the roster may name cannot lack one. */
const GENERATORS: Record<ObjectShape, Generator> = {
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
    // OCPI 2.1.1's AuthorizationInfo is allowed, location and info (mod_tokens 3.1).
    ...(b.facts.v22
      ? {
          token: token(b, b.facts.ids.token_uid!),
          authorization_reference: `AUTH-${b.r.hex(12)}`,
        }
      : {}),
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
    // An int in OCPI 2.1.1 (mod_commands 3.2), a CiString(36) from 2.2.
    reservation_id: b.facts.v22 ? `RES-${b.r.hex(6)}` : b.r.int(1, 999_999),
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
  // OCPI 2.1.1's CommandResponse is its result alone (mod_commands 3.1); 2.2 adds timeout.
  'command-response': (b) =>
    b.facts.v22 ? { result: 'ACCEPTED', timeout: b.r.pick([30, 60, 120]) } : { result: 'ACCEPTED' },
  'command-result': () => ({ result: 'ACCEPTED' }),
  'set-charging-profile': (b) => ({
    charging_profile: chargingProfile(b),
    response_url: b.facts.ids.response_url,
  }),
  'charging-profile-response': (b) => ({ result: 'ACCEPTED', timeout: b.r.pick([30, 60]) }),
  'charging-profile-unknown-session': (b) => ({
    result: 'UNKNOWN_SESSION',
    timeout: b.r.pick([30, 60]),
  }),
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
  'booking-request': (b) => bookingRequest(b, b.owner, runBooking(b)),
  // A second request of its own (request_id) for the EVSE and window of the run's booking.
  'booking-request-overlap': (b) =>
    bookingRequest(b, b.owner, { request: `REQ-${b.r.hex(8)}`, reference: `BKA-${b.r.hex(12)}` }),
  // The run's booking request again, canceled (BookingRequest class: canceled).
  'booking-cancel': (b) => ({
    ...bookingRequest(b, b.owner, runBooking(b)),
    canceled: { cancellation_reason: 'NO_CANCELED', who_canceled: 'EMSP' },
  }),
  booking: (b, i) =>
    i === undefined
      ? booking(b, b.facts.ids.booking_id!, runBooking(b), b.r.pick(['PENDING', 'RESERVED']))
      : booking(
          b,
          `BKG-${b.r.hex(8)}`,
          { request: `REQ-${b.r.hex(8)}`, reference: `BKA-${b.r.hex(12)}` },
          b.r.pick(['RESERVED', 'RESERVED', 'PENDING', 'FULFILLED', 'CANCELED', 'NO_SHOW']),
        ),
  'booking-canceled': (b) => booking(b, b.facts.ids.booking_id!, runBooking(b), 'CANCELED'),
  // OCPI 2.3.0's Terminal (mod_payments, Terminal object): its id, owner and assigned Locations.
  terminal: (b, i) => ({
    terminal_id: i === undefined ? b.facts.ids.terminal_id : `TRM-${2000 + i}`,
    ...party(b),
    location_ids: [b.facts.ids.location_id],
    last_updated: stamp(b),
  }),
  // OCPI 2.3.0's FinancialAdviceConfirmation (mod_payments): the amount captured at the payment
  // service provider as a Price (total_costs) and how the capture went (capture_status_code).
  'financial-advice': (b) => ({
    id: `FAC-${b.r.hex(8)}`,
    authorization_reference: `AUTH-${b.r.hex(12)}`,
    total_costs: price(b, money(5 + b.r.next() * 40)),
    currency: 'EUR',
    eft_data: [`PSP-REF-${b.r.hex(10).toUpperCase()}`],
    capture_status_code: 'SUCCESS',
    last_updated: stamp(b, 600),
  }),
};

export function generateData(shape: BodyShape, b: BodyContext): unknown {
  if (shape.endsWith('[]')) {
    const item = shape.slice(0, -2);
    return Array.from({ length: PAGE_SIZE }, (_, i) => generateData1(item, b, i));
  }
  return generateData1(shape, b, undefined);
}

function generateData1(shape: string, b: BodyContext, index: number | undefined): unknown {
  const generator = Object.hasOwn(GENERATORS, shape) ? GENERATORS[shape as ObjectShape] : undefined;
  if (!generator) throw new Error(`reports: no body generator for shape "${shape}"`);
  return generator(b, index);
}

export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
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
export function responseBody(
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

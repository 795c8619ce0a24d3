/**
 * The suite roster of the emulated service: per OCPI version, the modules, their suites and the
 * checks each suite runs, with the validations, spec references and exchange templates the report
 * generator turns into graded checks.
 *
 * The roster is a table (MODULES) compiled per version: a check or validation can be limited to a
 * range of versions (`since`, `until`), and `{version}` in any text is replaced by the version.
 * Spec quotes paraphrase the intent of the OCPI text in our own words; they are not spec text.
 */
import { createHash } from 'node:crypto';
import { OCPI_VERSIONS, type OcpiVersion, type SuiteListing } from '../client/schemas.js';

/** Version of the emulated service, stamped into report provenance as `emulator-<version>`. */
export const EMULATOR_VERSION = '1.3.0';

export type Severity = 'shall' | 'should' | 'may';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Kinds of JSON bodies the report generator can synthesise (reports.ts). `x[]` is a page of x. */
export type BodyShape =
  | 'versions'
  | 'version-details'
  | 'credentials'
  | 'location'
  | 'location[]'
  | 'evse'
  | 'evse-patch'
  | 'connector'
  | 'session'
  | 'session[]'
  | 'session-patch'
  | 'charging-preferences'
  | 'charging-preferences-response'
  | 'cdr'
  | 'cdr[]'
  | 'tariff'
  | 'tariff[]'
  | 'token'
  | 'token[]'
  | 'token-patch'
  | 'location-references'
  | 'authorization-info'
  | 'start-session'
  | 'stop-session'
  | 'reserve-now'
  | 'cancel-reservation'
  | 'unlock-connector'
  | 'command-response'
  | 'command-result'
  | 'set-charging-profile'
  | 'charging-profile-response'
  | 'charging-profile-result'
  | 'active-charging-profile'
  | 'client-info'
  | 'client-info[]'
  | 'booking-request'
  | 'booking'
  | 'booking[]'
  | 'booking-patch'
  | 'terminal'
  | 'terminal[]'
  | 'financial-advice'
  | 'financial-advice[]'
  | 'ok'
  | 'error';

/** A type alias rather than an interface, so it is assignable to the loose Reference of schemas.ts. */
export type SpecReference = {
  path: string;
  section: string;
  anchor: string;
  documentTitle: string;
  page: number;
  strength: 'SHALL' | 'SHOULD' | 'MAY';
  quote: string;
};

export interface ValidationDefinition {
  name: string;
  severity: Severity;
  required: boolean;
  /** What a conformant partner shows, as a noun phrase ("at most 10 items (limit=10)"). */
  expected: string;
  /** What a non-conformant partner typically does instead, as a verb phrase ("returned 12 items"). */
  actual: string;
  /** Where in the exchange the validation looks. */
  jsonPath: string;
  references: SpecReference[];
}

export interface ExchangeTemplate {
  method: HttpMethod;
  /** Path relative to the partner's OCPI root; placeholders such as {location_id} are filled per run. */
  path: string;
  /** Module paths live under /{version}; the versions endpoint and version details do not. */
  underVersion: boolean;
  /** Whether the request carries the partner credentials token. */
  authorized: boolean;
  requestBody?: BodyShape;
  responseBody: BodyShape;
  /** OCPI status_code of an `error` response body. */
  errorCode?: number;
}

export interface CheckDefinition {
  testId: string;
  name: string;
  expectedStatus: number[];
  validations: ValidationDefinition[];
  references: SpecReference[];
  /** The object definition the check reads against; cited as a source on some checks. */
  sourceCitation: SpecReference;
  /** Test ids of checks of the same suite that must pass for this one to be reached. */
  dependsOn: string[];
  exchange: ExchangeTemplate;
  transportKind: 'HTTP' | 'DNS';
}

export interface SuiteDefinition {
  id: string;
  name: string;
  module: string;
  version: OcpiVersion;
  description: string;
  tags: string[];
  group: string;
  order: number;
  mandatory: boolean;
  checks: CheckDefinition[];
}

// ---------------------------------------------------------------------------------------------
// Spec documents and references.

interface DocumentSpec {
  chapter: number;
  part: 'II' | 'III';
  page: number;
}

const DOCUMENTS: Record<string, DocumentSpec> = {
  transport_and_format: { chapter: 4, part: 'II', page: 11 },
  status_codes: { chapter: 5, part: 'II', page: 24 },
  version_information_endpoint: { chapter: 6, part: 'II', page: 28 },
  credentials: { chapter: 7, part: 'II', page: 34 },
  mod_locations: { chapter: 8, part: 'III', page: 5 },
  mod_sessions: { chapter: 9, part: 'III', page: 49 },
  mod_cdrs: { chapter: 10, part: 'III', page: 68 },
  mod_tariffs: { chapter: 11, part: 'III', page: 90 },
  mod_tokens: { chapter: 12, part: 'III', page: 116 },
  mod_commands: { chapter: 13, part: 'III', page: 133 },
  mod_charging_profiles: { chapter: 14, part: 'III', page: 151 },
  mod_hub_client_info: { chapter: 15, part: 'III', page: 172 },
  mod_bookings: { chapter: 16, part: 'III', page: 179 },
  mod_payments: { chapter: 17, part: 'III', page: 197 },
  types: { chapter: 18, part: 'III', page: 214 },
};

/** [document file, section below the chapter, anchor, quote in our own words]. */
type Ref = readonly [file: string, section: string, anchor: string, quote: string];

const STRENGTH = { shall: 'SHALL', should: 'SHOULD', may: 'MAY' } as const;

function documentTitle(version: OcpiVersion, part: DocumentSpec['part']): string {
  return `OCPI ${version} Part ${part}: ${part === 'II' ? 'Transport and Format' : 'Modules'}`;
}

function reference(version: OcpiVersion, ref: Ref, severity: Severity): SpecReference {
  const [file, section, anchor, quote] = ref;
  const doc = DOCUMENTS[file];
  if (!doc) throw new Error(`roster: unknown spec document ${file}`);
  const [major = 0, minor = 0] = section.split('.').map(Number);
  return {
    // OCPI 2.1.1 is published as Markdown, 2.2 and later as AsciiDoc.
    path: `${file}.${version === '2.1.1' ? 'md' : 'asciidoc'}`,
    section: `${doc.chapter}.${section}`,
    anchor: `${file}_${anchor}`,
    documentTitle: documentTitle(version, doc.part),
    page: doc.page + (major - 1) * 4 + minor,
    strength: STRENGTH[severity],
    quote,
  };
}

/** References for the validations every check makes (HTTP status, transport, response time). */
const SHARED_REFS = {
  status: [
    'transport_and_format',
    '1.5',
    'response_format',
    'Every response carries an HTTP status that agrees with the OCPI status code in its body.',
  ],
  transport: [
    'transport_and_format',
    '1.1',
    'transport',
    'Every OCPI endpoint is reached over HTTPS at the address the partner publishes.',
  ],
  latency: [
    'transport_and_format',
    '1.6',
    'timeouts',
    'Parties answer promptly; a slow answer makes the caller time out and retry.',
  ],
} as const satisfies Record<string, Ref>;

export function sharedReference(
  version: string,
  topic: keyof typeof SHARED_REFS,
  severity: Severity,
): SpecReference {
  return reference(version as OcpiVersion, SHARED_REFS[topic], severity);
}

// ---------------------------------------------------------------------------------------------
// Authoring helpers: the table below is written with these.

interface VersionRange {
  since?: OcpiVersion;
  until?: OcpiVersion;
}

interface ValidationSpec extends VersionRange {
  severity: Severity;
  name: string;
  expected: string;
  actual: string;
  jsonPath: string;
  ref: Ref;
}

interface CheckSpec extends VersionRange {
  slug: string;
  name: string;
  method: HttpMethod;
  path: string;
  status: number[];
  response: BodyShape;
  body?: BodyShape;
  errorCode?: number;
  /** The request goes out without credentials. */
  anonymous?: true;
  /** The versions endpoint and version details sit at the OCPI root, not under /{version}. */
  root?: true;
  /** The check is about name resolution and connectivity rather than HTTP. */
  dns?: true;
  dependsOn?: string[];
  validations: ValidationSpec[];
}

interface SuiteSpec {
  side: string;
  name: string;
  /** Role the partner plays in this suite, for tags. */
  partnerRole: string;
  description: string;
  checks: CheckSpec[];
}

interface ModuleSpec extends VersionRange {
  module: string;
  group: string;
  mandatory: boolean;
  object: Ref;
  suites: SuiteSpec[];
}

function v(
  severity: Severity,
  name: string,
  expected: string,
  actual: string,
  jsonPath: string,
  ref: Ref,
  range: VersionRange = {},
): ValidationSpec {
  return { severity, name, expected, actual, jsonPath, ref, ...range };
}

/** An OCPI object that has list, push and paging behaviour, for the shared validations. */
interface Entity {
  label: string;
  plural: string;
  file: string;
  /** Section of the sender's list call and of the receiver's push call. */
  listSection: string;
  pushSection: string;
  /** Body shape of a page of this object. */
  page: BodyShape;
}

const ENTITIES = {
  location: entity('Location', 'Locations', 'mod_locations', 'location[]'),
  session: entity('Session', 'Sessions', 'mod_sessions', 'session[]'),
  cdr: entity('CDR', 'CDRs', 'mod_cdrs', 'cdr[]'),
  tariff: entity('Tariff', 'Tariffs', 'mod_tariffs', 'tariff[]'),
  token: entity('Token', 'Tokens', 'mod_tokens', 'token[]'),
  clientInfo: entity('ClientInfo', 'ClientInfo objects', 'mod_hub_client_info', 'client-info[]'),
  booking: entity('Booking', 'Bookings', 'mod_bookings', 'booking[]'),
  terminal: entity('Terminal', 'Terminals', 'mod_payments', 'terminal[]'),
} as const;

/** Every module document puts the sender list call at 1.1.1 and the receiver push at 1.2.2. */
function entity(label: string, plural: string, file: string, page: BodyShape): Entity {
  return { label, plural, file, listSection: '1.1.1', pushSection: '1.2.2', page };
}

const PAGINATION: Ref = [
  'transport_and_format',
  '1.4',
  'pagination',
  'A list endpoint returns its results in pages no larger than the limit the client asked for.',
];
const PAGING_HEADERS: Ref = [
  'transport_and_format',
  '1.4.1',
  'paginated_response',
  'Every page tells the client the total number of objects, the limit applied and where the next page is.',
];
const DATE_FILTER: Ref = [
  'transport_and_format',
  '1.4.2',
  'paginated_request',
  'The date_from and date_to parameters restrict a list to objects last updated in that window.',
];
const DATETIME: Ref = [
  'types',
  '1.2',
  'datetime_type',
  'Timestamps are exchanged in UTC and formatted as RFC 3339 with a Z suffix.',
];
const STATUS_CODES: Ref = [
  'status_codes',
  '1.1',
  'success',
  'A successful call carries status_code 1000 in the response envelope.',
];
const CLIENT_ERRORS: Ref = [
  'status_codes',
  '1.2',
  'client_errors',
  'Errors caused by the request carry a status_code from the 2000 range and a status_message that explains them.',
];
const REQUEST_HEADERS: Ref = [
  'transport_and_format',
  '1.3',
  'request_headers',
  'Each response echoes the request and correlation identifiers the caller sent, so calls can be traced end to end.',
];

function listIsArray(e: Entity): ValidationSpec {
  return v(
    'shall',
    `Data is a list of ${e.plural}`,
    `data as an array of ${e.label} objects`,
    'returned data as a single object instead of an array',
    '$.data',
    [
      e.file,
      e.listSection,
      'sender_get_list',
      `The list call answers with a page of ${e.label} objects in data.`,
    ],
  );
}

function timestampsUtc(path = '$.data[*].last_updated'): ValidationSpec {
  return v(
    'should',
    'Timestamps in UTC',
    'last_updated in RFC 3339 UTC with a "Z" suffix',
    'returned last_updated "2025-03-04T09:12:44+01:00" with a local offset',
    path,
    DATETIME,
  );
}

function partyIdentification(e: Entity): ValidationSpec {
  return v(
    'shall',
    'Party identification',
    `country_code and party_id on every ${e.label}`,
    `returned ${e.plural} without party_id`,
    '$.data[*].party_id',
    [
      e.file,
      '3.1',
      'object',
      `Each ${e.label} names the country and party that own it, so a hub can route it.`,
    ],
    { since: '2.2' },
  );
}

function pagingValidations(e: Entity): ValidationSpec[] {
  return [
    v(
      'shall',
      'Page size honours limit',
      'at most 10 items (limit=10)',
      'returned 12 items',
      '$.data',
      PAGINATION,
    ),
    v(
      'shall',
      'X-Total-Count header',
      `an X-Total-Count header with the number of ${e.plural} available`,
      'sent no X-Total-Count header',
      'headers.X-Total-Count',
      PAGING_HEADERS,
    ),
    v(
      'shall',
      'X-Limit header',
      'an X-Limit header with the page size applied',
      'sent no X-Limit header',
      'headers.X-Limit',
      PAGING_HEADERS,
    ),
    v(
      'shall',
      'Link to the next page',
      'a Link header with rel="next" while more pages remain',
      'sent no Link header although X-Total-Count exceeds the page',
      'headers.Link',
      PAGING_HEADERS,
    ),
    v(
      'should',
      'Pages do not overlap',
      'the second page to start after the last item of the first',
      `repeated 3 ${e.plural} of the first page on the second`,
      '$.data[*].id',
      PAGINATION,
    ),
  ];
}

function dateFilterValidations(e: Entity): ValidationSpec[] {
  return [
    v(
      'shall',
      'date_from honoured',
      'last_updated at or after date_from on every item',
      `returned ${e.plural} last updated before date_from`,
      '$.data[*].last_updated',
      DATE_FILTER,
    ),
    v(
      'shall',
      'date_to honoured',
      'last_updated strictly before date_to on every item',
      `included ${e.plural} updated exactly at date_to`,
      '$.data[*].last_updated',
      DATE_FILTER,
    ),
  ];
}

function pushAccepted(e: Entity): ValidationSpec {
  return v(
    'shall',
    `${e.label} accepted`,
    'HTTP 200 or 201 with status_code 1000',
    `answered status_code 2001 (invalid or missing parameters) for a valid ${e.label}`,
    '$.status_code',
    [
      e.file,
      e.pushSection,
      'receiver_put',
      `The receiver stores a pushed ${e.label} and confirms it with a success status.`,
    ],
  );
}

function storedAsSent(e: Entity): ValidationSpec {
  return v(
    'shall',
    'Stored as sent',
    `a later GET of the ${e.label} to return the fields that were pushed`,
    `returned the ${e.label} without some of the fields that were pushed`,
    '$.data',
    [
      e.file,
      e.pushSection,
      'receiver_get',
      `A receiver keeps its copy of a ${e.label} exactly as the owner pushed it.`,
    ],
  );
}

function lastUpdatedPreserved(e: Entity): ValidationSpec {
  return v(
    'should',
    'last_updated preserved',
    'last_updated exactly as pushed by the owner',
    'replaced last_updated with its own receive time',
    '$.data.last_updated',
    [
      e.file,
      e.pushSection,
      'receiver_get',
      `The last_updated of a ${e.label} is the owner's timestamp, not the moment the receiver stored it.`,
    ],
  );
}

function errorMessage(): ValidationSpec {
  return v(
    'should',
    'Error explained',
    'a status_message that explains the error',
    'left status_message empty',
    '$.status_message',
    CLIENT_ERRORS,
  );
}

function statusCode1000(): ValidationSpec {
  return v(
    'shall',
    'OCPI status code 1000',
    'status_code 1000 in the response envelope',
    'answered status_code 3000 (generic server error) in the envelope',
    '$.status_code',
    STATUS_CODES,
  );
}

/** The sender-side list, paging and date-filter checks every object module shares. */
function senderListChecks(e: Entity, path: string, extra: ValidationSpec[]): CheckSpec[] {
  const shape = e.page;
  return [
    {
      slug: 'get-list',
      name: `GET ${path} returns a page of ${e.label} objects`,
      method: 'GET',
      path: `${path}?limit=10`,
      status: [200],
      response: shape,
      validations: [listIsArray(e), ...extra, partyIdentification(e), timestampsUtc()],
    },
    {
      slug: 'get-list-paging',
      name: `GET ${path} honours limit and offset and returns Link headers`,
      method: 'GET',
      path: `${path}?offset=10&limit=10`,
      status: [200],
      response: shape,
      dependsOn: ['get-list'],
      validations: pagingValidations(e),
    },
    {
      slug: 'get-list-date-filter',
      name: `GET ${path}?date_from&date_to returns only ${e.plural} updated in that window`,
      method: 'GET',
      path: `${path}?date_from={date_from}&date_to={date_to}&limit=10`,
      status: [200],
      response: shape,
      dependsOn: ['get-list'],
      validations: dateFilterValidations(e),
    },
  ];
}

/** The receiver-side push and read-back checks every object module shares. */
function receiverPushChecks(
  e: Entity,
  path: string,
  body: BodyShape,
  extraPut: ValidationSpec[] = [],
): CheckSpec[] {
  return [
    {
      slug: 'put',
      name: `PUT ${path} stores a ${e.label}`,
      method: 'PUT',
      path,
      status: [200, 201],
      body,
      response: 'ok',
      validations: [pushAccepted(e), ...extraPut],
    },
    {
      slug: 'get-own-copy',
      name: `GET ${path} returns the stored copy of the ${e.label}`,
      method: 'GET',
      path,
      status: [200],
      response: body,
      dependsOn: ['put'],
      validations: [storedAsSent(e), lastUpdatedPreserved(e)],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The roster table.

const LOC = '/locations/{country_code}/{party_id}/{location_id}';

const MODULES: ModuleSpec[] = [
  {
    module: 'credentials',
    group: 'foundation',
    mandatory: true,
    object: [
      'credentials',
      '3.1',
      'credentials_object',
      'The credentials object carries the token, the versions URL and the roles of the party that sends it.',
    ],
    suites: [
      {
        side: 'versions',
        name: 'Version information endpoints',
        partnerRole: 'any',
        description:
          'Resolves the partner host, then reads its versions endpoint and the version details of the version under test.',
        checks: [
          {
            slug: 'versions-dns',
            name: 'Partner versions endpoint host resolves and accepts a TLS connection',
            method: 'GET',
            path: '/versions',
            root: true,
            dns: true,
            status: [200],
            response: 'versions',
            validations: [
              v(
                'shall',
                'Host name resolves',
                'an A or AAAA record for the partner host',
                'resolved to no address (NXDOMAIN)',
                'url.host',
                [
                  'transport_and_format',
                  '1.1',
                  'transport',
                  'Every OCPI endpoint is reached over HTTPS at the address the partner publishes.',
                ],
              ),
              v(
                'shall',
                'TLS certificate valid for the host',
                'a certificate chain valid for the host name',
                'presented a certificate issued for a different host name',
                'tls.certificate',
                [
                  'transport_and_format',
                  '1.1',
                  'transport',
                  'Connections are protected by TLS with a certificate the caller can verify.',
                ],
              ),
            ],
          },
          {
            slug: 'versions-get-list',
            name: 'GET /versions lists the supported versions with absolute URLs',
            method: 'GET',
            path: '/versions',
            root: true,
            status: [200],
            response: 'versions',
            dependsOn: ['versions-dns'],
            validations: [
              statusCode1000(),
              v(
                'shall',
                'Lists the version under test',
                'an entry with version "{version}"',
                'did not list version {version}',
                '$.data[*].version',
                [
                  'version_information_endpoint',
                  '1.1',
                  'versions_endpoint',
                  'The versions endpoint lists every OCPI version the party supports, each with its details URL.',
                ],
              ),
              v(
                'should',
                'Absolute version URLs',
                'absolute https:// URLs in data[].url',
                'returned relative URLs such as "/ocpi/{version}"',
                '$.data[*].url',
                [
                  'version_information_endpoint',
                  '1.1',
                  'versions_endpoint',
                  'A version entry points at its details with a full URL the caller can use as is.',
                ],
              ),
            ],
          },
          {
            slug: 'versions-get-details',
            name: 'GET /{version} returns the module endpoints of the version',
            method: 'GET',
            path: '/{version}',
            root: true,
            status: [200],
            response: 'version-details',
            dependsOn: ['versions-get-list'],
            validations: [
              v(
                'shall',
                'Version matches',
                'data.version equal to "{version}"',
                'returned data.version of a different version than the URL names',
                '$.data.version',
                [
                  'version_information_endpoint',
                  '1.2',
                  'version_details_endpoint',
                  'The details of a version repeat the version number they describe.',
                ],
              ),
              v(
                'shall',
                'Endpoints listed',
                'a non-empty data.endpoints array',
                'returned an empty data.endpoints array',
                '$.data.endpoints',
                [
                  'version_information_endpoint',
                  '1.2',
                  'version_details_endpoint',
                  'The details list every module endpoint the party implements for that version.',
                ],
              ),
              v(
                'shall',
                'Each endpoint names its role',
                'role SENDER or RECEIVER on every endpoint',
                'returned endpoints without a role field',
                '$.data.endpoints[*].role',
                [
                  'version_information_endpoint',
                  '1.2.1',
                  'endpoint_class',
                  'An endpoint says whether the party acts as sender or receiver of that module.',
                ],
                { since: '2.2' },
              ),
              v(
                'should',
                'Credentials endpoint listed',
                'an endpoint with identifier "credentials"',
                'listed no credentials endpoint',
                '$.data.endpoints[*].identifier',
                [
                  'version_information_endpoint',
                  '1.2',
                  'version_details_endpoint',
                  'The credentials module is part of every version a party supports.',
                ],
              ),
            ],
          },
          {
            slug: 'versions-unauthorized',
            name: 'GET /versions without a token is refused with HTTP 401',
            method: 'GET',
            path: '/versions',
            root: true,
            anonymous: true,
            status: [401],
            response: 'error',
            errorCode: 2000,
            dependsOn: ['versions-dns'],
            validations: [
              v(
                'shall',
                'Refuses a missing token',
                'HTTP 401 for a request without Authorization',
                'served the version list without a token',
                'response.status',
                [
                  'transport_and_format',
                  '1.2',
                  'authorization_header',
                  'Every call except the credentials handshake carries a token, and calls without one are refused.',
                ],
              ),
              v(
                'should',
                'Error envelope',
                'a status_code from the 2000 range in the body',
                'answered with an HTML error page instead of an OCPI envelope',
                '$.status_code',
                CLIENT_ERRORS,
              ),
            ],
          },
          {
            slug: 'versions-request-id',
            name: 'Responses echo X-Request-ID and X-Correlation-ID',
            method: 'GET',
            path: '/versions',
            root: true,
            since: '2.2',
            status: [200],
            response: 'versions',
            dependsOn: ['versions-dns'],
            validations: [
              v(
                'shall',
                'X-Request-ID echoed',
                'the X-Request-ID header that was sent',
                'answered without an X-Request-ID header',
                'headers.X-Request-ID',
                REQUEST_HEADERS,
              ),
              v(
                'shall',
                'X-Correlation-ID echoed',
                'the X-Correlation-ID header that was sent',
                'answered with a freshly generated X-Correlation-ID',
                'headers.X-Correlation-ID',
                REQUEST_HEADERS,
              ),
            ],
          },
        ],
      },
      {
        side: 'handshake',
        name: 'Credentials handshake',
        partnerRole: 'any',
        description:
          'Registers with token A, rotates the token, checks that stale tokens are refused and unregisters.',
        checks: [
          {
            slug: 'get',
            name: 'GET /credentials returns the credentials the partner holds for the service',
            method: 'GET',
            path: '/credentials',
            status: [200],
            response: 'credentials',
            validations: [
              v(
                'shall',
                'Token present',
                'a non-empty data.token',
                'returned data.token as an empty string',
                '$.data.token',
                [
                  'credentials',
                  '2.1',
                  'credentials_get',
                  'Reading the credentials returns the object the party holds for the caller, including its token.',
                ],
              ),
              v(
                'shall',
                'Versions URL reachable',
                'data.url pointing at the partner versions endpoint',
                'returned a data.url that answers HTTP 404',
                '$.data.url',
                [
                  'credentials',
                  '3.1',
                  'credentials_object',
                  'The url field leads to the versions endpoint of the party that sent the credentials.',
                ],
              ),
              v(
                'shall',
                'Roles listed',
                'at least one entry in data.roles with role, party_id and country_code',
                'returned data.roles without party_id',
                '$.data.roles',
                [
                  'credentials',
                  '3.2',
                  'credentials_role',
                  'A party lists each role it plays, with the party id and country it plays it under.',
                ],
                { since: '2.2' },
              ),
              v(
                'should',
                'Business details',
                'a business_details.name for each party',
                'left business_details.name empty',
                '$.data..business_details.name',
                [
                  'credentials',
                  '3.2',
                  'credentials_role',
                  'Business details give a readable name for the party behind the credentials.',
                ],
              ),
            ],
          },
          {
            slug: 'register',
            name: 'POST /credentials with token A completes the registration and returns token C',
            method: 'POST',
            path: '/credentials',
            status: [200],
            body: 'credentials',
            response: 'credentials',
            validations: [
              v(
                'shall',
                'New token issued',
                'a token in data.token different from token A',
                'returned token A again in data.token',
                '$.data.token',
                [
                  'credentials',
                  '2.2',
                  'credentials_post',
                  'Registration swaps the one-time token for a new token the caller uses from then on.',
                ],
              ),
              v(
                'shall',
                'Versions fetched before answering',
                'the service versions endpoint read during the registration',
                'answered without reading the service versions endpoint',
                '$',
                [
                  'credentials',
                  '4.1',
                  'registration',
                  'Before answering a registration, the receiving party reads the versions of the caller and picks a common one.',
                ],
              ),
              v(
                'should',
                'Party identity matches',
                'the party_id and country_code the partner was registered under',
                'returned a party_id different from the one in the registration',
                '$.data..party_id',
                [
                  'credentials',
                  '3.2',
                  'credentials_role',
                  'The identity returned in the handshake is the one the party operates under.',
                ],
              ),
            ],
          },
          {
            slug: 'token-a-revoked',
            name: 'Token A is refused once the registration has completed',
            method: 'GET',
            path: '/credentials',
            status: [401],
            response: 'error',
            errorCode: 2000,
            dependsOn: ['register'],
            validations: [
              v(
                'shall',
                'Token A refused',
                'HTTP 401 for a request with token A',
                'still accepted token A',
                'response.status',
                [
                  'credentials',
                  '4.1',
                  'registration',
                  'Once registration is done, the one-time token no longer opens any endpoint.',
                ],
              ),
              errorMessage(),
            ],
          },
          {
            slug: 'update',
            name: 'PUT /credentials rotates the token without a new registration',
            method: 'PUT',
            path: '/credentials',
            status: [200],
            body: 'credentials',
            response: 'credentials',
            dependsOn: ['register'],
            validations: [
              v(
                'shall',
                'Rotated token accepted',
                'the new token accepted on the next request',
                'refused the new token with HTTP 401',
                'response.status',
                [
                  'credentials',
                  '2.3',
                  'credentials_put',
                  'Updating the credentials replaces the token both sides use, without a new registration.',
                ],
              ),
              v(
                'shall',
                'Partner credentials returned',
                'the partner credentials object in data',
                'returned an empty data object',
                '$.data',
                [
                  'credentials',
                  '2.3',
                  'credentials_put',
                  'An update is answered with the credentials of the receiving party.',
                ],
              ),
            ],
          },
          {
            slug: 'register-twice',
            name: 'A second POST /credentials on a registered party is refused with HTTP 405',
            method: 'POST',
            path: '/credentials',
            status: [405],
            body: 'credentials',
            response: 'error',
            errorCode: 2000,
            dependsOn: ['register'],
            validations: [
              v(
                'shall',
                'Duplicate registration refused',
                'HTTP 405 Method Not Allowed',
                'accepted a second registration and issued another token',
                'response.status',
                [
                  'credentials',
                  '2.2',
                  'credentials_post',
                  'A party that is already registered must use an update, not a second registration.',
                ],
              ),
              v(
                'should',
                'Registration unchanged',
                'token C still accepted after the refused call',
                'invalidated token C while refusing the call',
                'response.status',
                [
                  'credentials',
                  '2.2',
                  'credentials_post',
                  'A refused registration leaves the existing registration in place.',
                ],
              ),
            ],
          },
          {
            slug: 'delete',
            name: 'DELETE /credentials unregisters the service; later calls answer HTTP 401',
            method: 'DELETE',
            path: '/credentials',
            status: [200],
            response: 'ok',
            dependsOn: ['register'],
            validations: [
              v(
                'shall',
                'Unregistered',
                'HTTP 401 on the next request with token C',
                'kept accepting token C after DELETE',
                'response.status',
                [
                  'credentials',
                  '2.4',
                  'credentials_delete',
                  'Deleting the credentials ends the registration; the old token stops working.',
                ],
              ),
              statusCode1000(),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'locations',
    group: 'catalogue',
    mandatory: false,
    object: [
      'mod_locations',
      '3.1',
      'location_object',
      'A Location groups the EVSEs at one address, with coordinates, opening times and operator details.',
    ],
    suites: [
      {
        side: 'sender',
        name: 'Locations, sender interface',
        partnerRole: 'CPO',
        description:
          'Reads the partner Locations with paging and date filters, then single Locations, EVSEs and Connectors.',
        checks: [
          ...senderListChecks(ENTITIES.location, '/locations', [
            v(
              'shall',
              'Required Location fields',
              'id, address, city, country and coordinates on every Location',
              'returned a Location without coordinates',
              '$.data[*].coordinates',
              [
                'mod_locations',
                '3.1',
                'location_object',
                'Every Location carries its address and geographic coordinates.',
              ],
            ),
          ]),
          {
            slug: 'get-object',
            name: 'GET /locations/{location_id} returns one Location',
            method: 'GET',
            path: '/locations/{location_id}',
            status: [200],
            response: 'location',
            dependsOn: ['get-list'],
            validations: [
              v(
                'shall',
                'Requested Location returned',
                'data.id equal to the requested location_id',
                'returned a different Location than the one requested',
                '$.data.id',
                [
                  'mod_locations',
                  '1.1.2',
                  'sender_get_object',
                  'Asking for one Location by id returns exactly that Location.',
                ],
              ),
              v(
                'shall',
                'EVSEs included',
                'the Location with its evses array',
                'returned the Location without evses',
                '$.data.evses',
                [
                  'mod_locations',
                  '3.1',
                  'location_object',
                  'A Location that has charging equipment lists its EVSEs.',
                ],
              ),
            ],
          },
          {
            slug: 'get-evse',
            name: 'GET /locations/{location_id}/{evse_uid} returns one EVSE',
            method: 'GET',
            path: '/locations/{location_id}/{evse_uid}',
            status: [200],
            response: 'evse',
            dependsOn: ['get-object'],
            validations: [
              v(
                'shall',
                'Requested EVSE returned',
                'data.uid equal to the requested evse_uid',
                'answered status_code 2003 (unknown object) for an EVSE listed in the Location',
                '$.data.uid',
                [
                  'mod_locations',
                  '1.1.2',
                  'sender_get_object',
                  'An EVSE listed in a Location can be read on its own by its uid.',
                ],
              ),
              v(
                'shall',
                'Status is a known value',
                'status from the Status enum (AVAILABLE, BLOCKED, CHARGING, ...)',
                'returned status "OCCUPIED", which is not in the enum',
                '$.data.status',
                [
                  'mod_locations',
                  '4.12',
                  'status_enum',
                  'EVSE status is one of the values the Status enumeration defines.',
                ],
              ),
              v(
                'should',
                'evse_id format',
                'an evse_id such as "NL*ABC*E12345" with country and operator prefix',
                'returned evse_id "12345" without country and operator prefix',
                '$.data.evse_id',
                [
                  'mod_locations',
                  '3.2',
                  'evse_object',
                  'The public EVSE id follows the eMI3 format, so drivers and roaming partners can recognise it.',
                ],
              ),
            ],
          },
          {
            slug: 'get-connector',
            name: 'GET /locations/{location_id}/{evse_uid}/{connector_id} returns one Connector',
            method: 'GET',
            path: '/locations/{location_id}/{evse_uid}/{connector_id}',
            status: [200],
            response: 'connector',
            dependsOn: ['get-evse'],
            validations: [
              v(
                'shall',
                'Requested Connector returned',
                'data.id equal to the requested connector_id',
                'answered HTTP 404 for a connector listed in the EVSE',
                '$.data.id',
                [
                  'mod_locations',
                  '1.1.2',
                  'sender_get_object',
                  'A Connector listed in an EVSE can be read on its own by its id.',
                ],
              ),
              v(
                'shall',
                'Electrical ratings',
                'max_voltage, max_amperage and power_type on the Connector',
                'returned a Connector without max_amperage',
                '$.data.max_amperage',
                [
                  'mod_locations',
                  '3.3',
                  'connector_object',
                  'A Connector states its power type and the voltage and current it can deliver.',
                ],
              ),
              v(
                'may',
                'Tariff references',
                'tariff_ids that refer to published Tariffs (optional)',
                'referred to tariff ids that GET /tariffs does not list',
                '$.data.tariff_ids',
                [
                  'mod_locations',
                  '3.3',
                  'connector_object',
                  'A Connector can point at the Tariffs that apply to it.',
                ],
              ),
            ],
          },
          {
            slug: 'unknown-object',
            name: 'GET of an unknown location_id answers HTTP 404 with status_code 2003',
            method: 'GET',
            path: '/locations/UNKNOWN-{location_id}',
            status: [404],
            response: 'error',
            errorCode: 2003,
            validations: [
              v(
                'shall',
                'Unknown Location reported',
                'HTTP 404 with status_code 2003 (unknown location)',
                'answered HTTP 200 with an empty data object',
                '$.status_code',
                CLIENT_ERRORS,
              ),
              errorMessage(),
            ],
          },
        ],
      },
      {
        side: 'receiver',
        name: 'Locations, receiver interface',
        partnerRole: 'eMSP',
        description:
          'Pushes a Location to the partner, patches an EVSE status and reads the stored copy back.',
        checks: [
          ...receiverPushChecks(ENTITIES.location, LOC, 'location'),
          {
            slug: 'patch-evse',
            name: 'PATCH of an EVSE status updates the stored Location',
            method: 'PATCH',
            path: `${LOC}/{evse_uid}`,
            status: [200],
            body: 'evse-patch',
            response: 'ok',
            dependsOn: ['put'],
            validations: [
              v(
                'shall',
                'Patch accepted',
                'status_code 1000 for a PATCH with only status and last_updated',
                'answered HTTP 400 for a PATCH with only status and last_updated',
                '$.status_code',
                [
                  'mod_locations',
                  '1.2.3',
                  'receiver_patch',
                  'A PATCH carries only the fields that changed, plus last_updated.',
                ],
              ),
              v(
                'shall',
                'Only patched fields change',
                'unchanged fields kept after the PATCH',
                'dropped the connectors of the EVSE after the PATCH',
                '$.data.connectors',
                [
                  'mod_locations',
                  '1.2.3',
                  'receiver_patch',
                  'Fields absent from a PATCH keep the value the receiver already stored.',
                ],
              ),
              v(
                'should',
                'Parent last_updated follows',
                'the Location last_updated moved to the EVSE last_updated',
                'kept the old Location last_updated',
                '$.data.last_updated',
                [
                  'mod_locations',
                  '1.2.3',
                  'receiver_patch',
                  'Changing an EVSE also moves the last_updated of the Location that holds it.',
                ],
              ),
            ],
          },
          {
            slug: 'put-invalid',
            name: 'PUT of a Location without coordinates is refused with status_code 2001',
            method: 'PUT',
            path: LOC,
            status: [400],
            body: 'location',
            response: 'error',
            errorCode: 2001,
            validations: [
              v(
                'shall',
                'Invalid Location refused',
                'status_code 2001 for a Location missing coordinates',
                'stored the Location and answered status_code 1000',
                '$.status_code',
                CLIENT_ERRORS,
              ),
              errorMessage(),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'sessions',
    group: 'charging',
    mandatory: false,
    object: [
      'mod_sessions',
      '3.1',
      'session_object',
      'A Session describes one charging session: who charges, where, how much energy and at what cost so far.',
    ],
    suites: [
      {
        side: 'sender',
        name: 'Sessions, sender interface',
        partnerRole: 'CPO',
        description:
          'Reads the partner Sessions with paging and date filters and checks how they reference tokens.',
        checks: [
          ...senderListChecks(ENTITIES.session, '/sessions', [
            v(
              'shall',
              'Energy is non-negative',
              'kwh >= 0 on every Session',
              'returned a Session with kwh -0.5',
              '$.data[*].kwh',
              [
                'mod_sessions',
                '3.1',
                'session_object',
                'The energy of a session counts up from zero.',
              ],
            ),
            v(
              'shall',
              'Status is a known value',
              'status ACTIVE, COMPLETED, INVALID, PENDING or RESERVATION',
              'returned status "STOPPED", which is not in the enum',
              '$.data[*].status',
              [
                'mod_sessions',
                '4.3',
                'session_status_enum',
                'A session status is one of the values the SessionStatus enumeration defines.',
              ],
            ),
          ]),
          {
            slug: 'token-reference',
            name: 'Sessions reference the token that authorised them',
            method: 'GET',
            path: '/sessions?limit=10',
            status: [200],
            response: 'session[]',
            dependsOn: ['get-list'],
            validations: [
              v(
                'shall',
                'cdr_token present',
                'cdr_token with uid, type and contract_id on every Session',
                'returned Sessions without cdr_token',
                '$.data[*].cdr_token',
                [
                  'mod_sessions',
                  '3.1',
                  'session_object',
                  'A session names the token that started it, so the eMSP can bill the right driver.',
                ],
                { since: '2.2' },
              ),
              v(
                'shall',
                'auth_id present',
                'auth_id on every Session',
                'returned Sessions without auth_id',
                '$.data[*].auth_id',
                [
                  'mod_sessions',
                  '3.1',
                  'session_object',
                  'A session names the token that started it, so the eMSP can bill the right driver.',
                ],
                { until: '2.1.1' },
              ),
              v(
                'should',
                'Authorisation method',
                'auth_method AUTH_REQUEST, COMMAND or WHITELIST',
                'returned auth_method "RFID"',
                '$.data[*].auth_method',
                [
                  'mod_sessions',
                  '4.1',
                  'auth_method_enum',
                  'The session records how the token was authorised.',
                ],
              ),
            ],
          },
          {
            slug: 'charging-preferences',
            name: 'PUT /sessions/{session_id}/charging_preferences answers a ChargingPreferencesResponse',
            method: 'PUT',
            path: '/sessions/{session_id}/charging_preferences',
            since: '2.2',
            status: [200],
            body: 'charging-preferences',
            response: 'charging-preferences-response',
            validations: [
              v(
                'shall',
                'Known response value',
                'data ACCEPTED, DEPARTURE_REQUIRED, ENERGY_NEED_REQUIRED, NOT_POSSIBLE or PROFILE_TYPE_NOT_SUPPORTED',
                'returned data "OK"',
                '$.data',
                [
                  'mod_sessions',
                  '1.1.3',
                  'sender_put_charging_preferences',
                  'The answer to charging preferences is one of the values of ChargingPreferencesResponse.',
                ],
              ),
              v(
                'should',
                'Unknown session handled',
                'status_code 2003 for a session id it does not know',
                'answered HTTP 500 for an unknown session id',
                '$.status_code',
                CLIENT_ERRORS,
              ),
            ],
          },
        ],
      },
      {
        side: 'receiver',
        name: 'Sessions, receiver interface',
        partnerRole: 'eMSP',
        description: 'Pushes a Session, patches its energy and charging periods, reads it back.',
        checks: [
          ...receiverPushChecks(
            ENTITIES.session,
            '/sessions/{country_code}/{party_id}/{session_id}',
            'session',
          ),
          {
            slug: 'patch-kwh',
            name: 'PATCH of kwh and charging_periods updates the stored Session',
            method: 'PATCH',
            path: '/sessions/{country_code}/{party_id}/{session_id}',
            status: [200],
            body: 'session-patch',
            response: 'ok',
            dependsOn: ['put'],
            validations: [
              v(
                'shall',
                'Patch accepted',
                'status_code 1000 for a PATCH of kwh and charging_periods',
                'answered status_code 2001 for a PATCH without the full Session',
                '$.status_code',
                [
                  'mod_sessions',
                  '1.2.3',
                  'receiver_patch',
                  'Session progress is pushed as a PATCH of the changed fields.',
                ],
              ),
              v(
                'shall',
                'Charging periods appended',
                'the patched charging_periods appended to the stored ones',
                'replaced the stored charging_periods with the patched ones',
                '$.data.charging_periods',
                [
                  'mod_sessions',
                  '1.2.3',
                  'receiver_patch',
                  'Charging periods sent in a PATCH add to the periods already stored.',
                ],
              ),
              v(
                'should',
                'kwh updated',
                'kwh equal to the patched value on the next GET',
                'kept the kwh of the original PUT',
                '$.data.kwh',
                [
                  'mod_sessions',
                  '1.2.3',
                  'receiver_patch',
                  'A receiver reflects patched values in its copy straight away.',
                ],
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'cdrs',
    group: 'billing',
    mandatory: false,
    object: [
      'mod_cdrs',
      '3.1',
      'cdr_object',
      'A CDR is the final, immutable account of a charging session: energy, time, tariffs and total cost.',
    ],
    suites: [
      {
        side: 'sender',
        name: 'CDRs, sender interface',
        partnerRole: 'CPO',
        description:
          'Reads the partner CDRs with paging and date filters and checks totals, tariffs and signed data.',
        checks: [
          ...senderListChecks(ENTITIES.cdr, '/cdrs', [
            v(
              'shall',
              'Totals consistent',
              'total_energy equal to the sum of ENERGY dimensions in charging_periods',
              'returned total_energy 31.2 kWh against 29.8 kWh in its charging periods',
              '$.data[*].total_energy',
              [
                'mod_cdrs',
                '3.1',
                'cdr_object',
                'The totals of a CDR agree with the charging periods it contains.',
              ],
            ),
            v(
              'shall',
              'Total cost present',
              'total_cost on every CDR',
              'returned a CDR without total_cost',
              '$.data[*].total_cost',
              ['mod_cdrs', '3.1', 'cdr_object', 'Every CDR states what the session cost in total.'],
            ),
          ]),
          {
            slug: 'tariff-snapshot',
            name: 'CDRs carry the Tariffs that were applied',
            method: 'GET',
            path: '/cdrs?limit=10',
            status: [200],
            response: 'cdr[]',
            dependsOn: ['get-list'],
            validations: [
              v(
                'should',
                'Tariffs included',
                'the Tariff objects that were applied, in tariffs',
                'returned CDRs without tariffs',
                '$.data[*].tariffs',
                [
                  'mod_cdrs',
                  '3.1',
                  'cdr_object',
                  'A CDR includes the tariffs it was priced with, as they were at the time.',
                ],
              ),
              v(
                'shall',
                'Currency matches',
                'currency equal to the currency of the applied tariffs',
                'returned currency "EUR" with tariffs priced in "GBP"',
                '$.data[*].currency',
                [
                  'mod_cdrs',
                  '3.1',
                  'cdr_object',
                  'All amounts of a CDR are in the one currency the CDR declares.',
                ],
              ),
            ],
          },
          {
            slug: 'signed-data',
            name: 'Signed meter data, when present, is complete',
            method: 'GET',
            path: '/cdrs?limit=10',
            since: '2.2',
            status: [200],
            response: 'cdr[]',
            dependsOn: ['get-list'],
            validations: [
              v(
                'may',
                'Signed data present',
                'signed_data where calibration law requires it (optional)',
                'omitted signed_data',
                '$.data[*].signed_data',
                [
                  'mod_cdrs',
                  '3.4',
                  'signed_data_class',
                  'Signed meter values can accompany a CDR so the energy reading can be verified.',
                ],
              ),
              v(
                'shall',
                'Signed values complete',
                'encoding_method and at least one signed_value when signed_data is present',
                'returned signed_data with an empty signed_values array',
                '$.data[*].signed_data.signed_values',
                [
                  'mod_cdrs',
                  '3.4',
                  'signed_data_class',
                  'Signed data names its encoding and carries the signed values themselves.',
                ],
              ),
            ],
          },
        ],
      },
      {
        side: 'receiver',
        name: 'CDRs, receiver interface',
        partnerRole: 'eMSP',
        description:
          'Posts a CDR to the partner, follows its Location header and checks duplicates.',
        checks: [
          {
            slug: 'post',
            name: 'POST /cdrs stores a CDR and answers with its Location header',
            method: 'POST',
            path: '/cdrs',
            status: [200, 201],
            body: 'cdr',
            response: 'ok',
            validations: [
              pushAccepted(ENTITIES.cdr),
              v(
                'shall',
                'Location header',
                'a Location header with the URL of the stored CDR',
                'answered without a Location header',
                'headers.Location',
                [
                  'mod_cdrs',
                  '1.2.2',
                  'receiver_post',
                  'After storing a CDR, the receiver says where the stored copy can be read.',
                ],
              ),
            ],
          },
          {
            slug: 'get-created',
            name: 'GET on the Location URL returns the CDR as posted',
            method: 'GET',
            path: '/cdrs/{cdr_id}',
            status: [200],
            response: 'cdr',
            dependsOn: ['post'],
            validations: [storedAsSent(ENTITIES.cdr), lastUpdatedPreserved(ENTITIES.cdr)],
          },
          {
            slug: 'post-duplicate',
            name: 'POST of a CDR id already stored does not create a second CDR',
            method: 'POST',
            path: '/cdrs',
            status: [200, 201, 409],
            body: 'cdr',
            response: 'ok',
            dependsOn: ['post'],
            validations: [
              v(
                'shall',
                'No duplicate stored',
                'the CDR stored once',
                'stored a second copy with the same id',
                '$.data',
                [
                  'mod_cdrs',
                  '1.2.2',
                  'receiver_post',
                  'A CDR is immutable: sending it again does not create another one.',
                ],
              ),
              errorMessage(),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'tariffs',
    group: 'catalogue',
    mandatory: false,
    object: [
      'mod_tariffs',
      '3.1',
      'tariff_object',
      'A Tariff describes prices as elements of price components, each with optional restrictions.',
    ],
    suites: [
      {
        side: 'sender',
        name: 'Tariffs, sender interface',
        partnerRole: 'CPO',
        description:
          'Reads the partner Tariffs with paging and date filters and checks prices and restrictions.',
        checks: [
          ...senderListChecks(ENTITIES.tariff, '/tariffs', [
            v(
              'shall',
              'Price components present',
              'at least one price_component per element with type, price and step_size',
              'returned an element without price_components',
              '$.data[*].elements[*].price_components',
              [
                'mod_tariffs',
                '3.2',
                'tariff_element_class',
                'Every element of a tariff has at least one price component.',
              ],
            ),
            v(
              'shall',
              'Currency code',
              'an ISO 4217 currency code such as "EUR"',
              'returned currency "euro"',
              '$.data[*].currency',
              ['mod_tariffs', '3.1', 'tariff_object', 'Tariff prices are in an ISO 4217 currency.'],
            ),
          ]),
          {
            slug: 'restrictions',
            name: 'Tariff restrictions use valid values',
            method: 'GET',
            path: '/tariffs?limit=10',
            status: [200],
            response: 'tariff[]',
            dependsOn: ['get-list'],
            validations: [
              v(
                'shall',
                'Time restrictions',
                'start_time and end_time as HH:MM',
                'returned start_time "8:00"',
                '$.data[*].elements[*].restrictions.start_time',
                [
                  'mod_tariffs',
                  '3.4',
                  'tariff_restrictions_class',
                  'Time-of-day restrictions are written as hours and minutes with two digits each.',
                ],
              ),
              v(
                'should',
                'Day of week values',
                'day_of_week values MONDAY to SUNDAY',
                'returned day_of_week "MON"',
                '$.data[*].elements[*].restrictions.day_of_week',
                [
                  'mod_tariffs',
                  '4.1',
                  'day_of_week_enum',
                  'Days of the week are spelled out in full, in capitals.',
                ],
              ),
              v(
                'may',
                'Alternative text',
                'tariff_alt_text in at least one language (optional)',
                'sent no tariff_alt_text',
                '$.data[*].tariff_alt_text',
                [
                  'mod_tariffs',
                  '3.1',
                  'tariff_object',
                  'A tariff can carry a plain-language description for drivers.',
                ],
              ),
            ],
          },
        ],
      },
      {
        side: 'receiver',
        name: 'Tariffs, receiver interface',
        partnerRole: 'eMSP',
        description: 'Pushes a Tariff to the partner, reads it back and deletes it.',
        checks: [
          ...receiverPushChecks(
            ENTITIES.tariff,
            '/tariffs/{country_code}/{party_id}/{tariff_id}',
            'tariff',
          ),
          {
            slug: 'delete',
            name: 'DELETE /tariffs/{country_code}/{party_id}/{tariff_id} removes the Tariff',
            method: 'DELETE',
            path: '/tariffs/{country_code}/{party_id}/{tariff_id}',
            status: [200],
            response: 'ok',
            dependsOn: ['put'],
            validations: [
              v(
                'shall',
                'Tariff removed',
                'status_code 2003 on a GET after DELETE',
                'still returned the Tariff after DELETE',
                '$.status_code',
                [
                  'mod_tariffs',
                  '1.2.4',
                  'receiver_delete',
                  'A deleted tariff is no longer offered by the receiver.',
                ],
              ),
              statusCode1000(),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'tokens',
    group: 'charging',
    mandatory: false,
    object: [
      'mod_tokens',
      '3.1',
      'token_object',
      'A Token identifies a driver or app to the charge point, with its type, issuer and whitelist rule.',
    ],
    suites: [
      {
        side: 'sender',
        name: 'Tokens, sender interface',
        partnerRole: 'eMSP',
        description:
          'Reads the partner Tokens with paging and date filters and asks for real-time authorisation.',
        checks: [
          ...senderListChecks(ENTITIES.token, '/tokens', [
            v(
              'shall',
              'Token type',
              'type AD_HOC_USER, APP_USER, OTHER or RFID',
              'returned type "CARD"',
              '$.data[*].type',
              [
                'mod_tokens',
                '4.4',
                'token_type_enum',
                'A token type is one of the values TokenType defines.',
              ],
            ),
            v(
              'should',
              'Whitelist rule',
              'whitelist ALWAYS, ALLOWED, ALLOWED_OFFLINE or NEVER',
              'returned whitelist "YES"',
              '$.data[*].whitelist',
              [
                'mod_tokens',
                '4.5',
                'whitelist_type_enum',
                'The whitelist rule tells the charge point when it may skip real-time authorisation.',
              ],
            ),
          ]),
          {
            slug: 'authorize-allowed',
            name: 'POST /tokens/{token_uid}/authorize answers ALLOWED for a valid token',
            method: 'POST',
            path: '/tokens/{token_uid}/authorize',
            status: [200],
            body: 'location-references',
            response: 'authorization-info',
            validations: [
              v(
                'shall',
                'Token allowed',
                'data.allowed ALLOWED for a token listed as valid',
                'answered data.allowed "NOT_ALLOWED" for a token it lists as valid',
                '$.data.allowed',
                [
                  'mod_tokens',
                  '1.1.3',
                  'sender_post_authorize',
                  'Real-time authorisation answers whether the token may charge at the given location.',
                ],
              ),
              v(
                'shall',
                'Token returned',
                'data.token with the requested uid',
                'returned data without token',
                '$.data.token.uid',
                [
                  'mod_tokens',
                  '3.2',
                  'authorization_info_object',
                  'The authorisation answer includes the token it is about.',
                ],
                { since: '2.2' },
              ),
              v(
                'should',
                'Authorisation reference',
                'an authorization_reference to quote in the Session',
                'returned no authorization_reference',
                '$.data.authorization_reference',
                [
                  'mod_tokens',
                  '3.2',
                  'authorization_info_object',
                  'An authorisation reference links the later session and CDR to this decision.',
                ],
              ),
            ],
          },
          {
            slug: 'authorize-unknown',
            name: 'POST /tokens/{token_uid}/authorize answers status_code 2004 for an unknown token',
            method: 'POST',
            path: '/tokens/UNKNOWN-{token_uid}/authorize',
            status: [404],
            body: 'location-references',
            response: 'error',
            errorCode: 2004,
            validations: [
              v(
                'shall',
                'Unknown token reported',
                'HTTP 404 with status_code 2004 (unknown token)',
                'answered ALLOWED for a token it never issued',
                '$.status_code',
                CLIENT_ERRORS,
              ),
              errorMessage(),
            ],
          },
        ],
      },
      {
        side: 'receiver',
        name: 'Tokens, receiver interface',
        partnerRole: 'CPO',
        description: 'Pushes a Token to the partner, invalidates it with a PATCH, reads it back.',
        checks: [
          ...receiverPushChecks(
            ENTITIES.token,
            '/tokens/{country_code}/{party_id}/{token_uid}',
            'token',
          ),
          {
            slug: 'patch-invalidate',
            name: 'PATCH valid=false blocks the Token',
            method: 'PATCH',
            path: '/tokens/{country_code}/{party_id}/{token_uid}',
            status: [200],
            body: 'token-patch',
            response: 'ok',
            dependsOn: ['put'],
            validations: [
              v(
                'shall',
                'Patch accepted',
                'status_code 1000 for a PATCH of valid and last_updated',
                'answered HTTP 405 for PATCH',
                '$.status_code',
                [
                  'mod_tokens',
                  '1.2.3',
                  'receiver_patch',
                  'A receiver of tokens accepts partial updates of a token.',
                ],
              ),
              v(
                'shall',
                'Token blocked',
                'valid false on the next GET of the Token',
                'still returned valid true',
                '$.data.valid',
                [
                  'mod_tokens',
                  '3.1',
                  'token_object',
                  'A token marked invalid must not start new sessions.',
                ],
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'commands',
    group: 'charging',
    mandatory: false,
    object: [
      'mod_commands',
      '3.1',
      'command_response_object',
      'A command is answered at once with a CommandResponse and later with a CommandResult at the response_url.',
    ],
    suites: [
      {
        side: 'receiver',
        name: 'Commands, receiver interface',
        partnerRole: 'CPO',
        description:
          'Sends remote commands to the partner and follows the asynchronous results at the response_url.',
        checks: [
          {
            slug: 'start-session',
            name: 'POST /commands/START_SESSION answers ACCEPTED and reports the result',
            method: 'POST',
            path: '/commands/START_SESSION',
            status: [200],
            body: 'start-session',
            response: 'command-response',
            validations: [
              v(
                'shall',
                'Command response',
                'data.result ACCEPTED, CANCELED_RESERVATION, EVSE_OCCUPIED, EVSE_INOPERATIVE, FAILED, NOT_SUPPORTED, REJECTED, TIMEOUT or UNKNOWN_RESERVATION',
                'returned data.result "OK"',
                '$.data.result',
                [
                  'mod_commands',
                  '4.1',
                  'command_response_type_enum',
                  'The immediate answer to a command is one of the CommandResponseType values.',
                ],
              ),
              v(
                'shall',
                'Timeout given',
                'data.timeout in seconds',
                'returned no timeout',
                '$.data.timeout',
                [
                  'mod_commands',
                  '3.1',
                  'command_response_object',
                  'The immediate answer says how long the caller should wait for the result.',
                ],
                { since: '2.2' },
              ),
              v(
                'shall',
                'Result delivered',
                'a CommandResult posted to response_url within the timeout',
                'never posted a result to response_url',
                'callback.response_url',
                [
                  'mod_commands',
                  '1.1.1',
                  'receiver_post',
                  'After accepting a command, the receiver reports the outcome at the response_url it was given.',
                ],
              ),
              v(
                'should',
                'Session follows',
                'a Session for the token pushed within 60 s of the ACCEPTED result',
                'pushed no Session after accepting START_SESSION',
                'callback.sessions',
                [
                  'mod_commands',
                  '3.4',
                  'start_session_object',
                  'A started session becomes visible through the Sessions module.',
                ],
              ),
            ],
          },
          {
            slug: 'stop-session',
            name: 'POST /commands/STOP_SESSION stops the session started remotely',
            method: 'POST',
            path: '/commands/STOP_SESSION',
            status: [200],
            body: 'stop-session',
            response: 'command-response',
            dependsOn: ['start-session'],
            validations: [
              v(
                'shall',
                'Stop accepted',
                'data.result ACCEPTED for a session started by the previous command',
                'answered data.result "REJECTED" for the session it started',
                '$.data.result',
                [
                  'mod_commands',
                  '3.6',
                  'stop_session_object',
                  'A session started remotely can be stopped remotely by its id.',
                ],
              ),
              v(
                'should',
                'Session completed',
                'the Session pushed with status COMPLETED after the result',
                'left the Session ACTIVE after reporting the stop',
                'callback.sessions',
                [
                  'mod_commands',
                  '3.6',
                  'stop_session_object',
                  'A stopped session is reported as finished through the Sessions module.',
                ],
              ),
            ],
          },
          {
            slug: 'reserve-now',
            name: 'POST /commands/RESERVE_NOW reserves an EVSE until the expiry date',
            method: 'POST',
            path: '/commands/RESERVE_NOW',
            status: [200],
            body: 'reserve-now',
            response: 'command-response',
            validations: [
              v(
                'shall',
                'Reservation answered',
                'data.result ACCEPTED or a documented refusal such as EVSE_OCCUPIED',
                'answered HTTP 200 with an empty data object',
                '$.data.result',
                [
                  'mod_commands',
                  '3.5',
                  'reserve_now_object',
                  'A reservation request is answered with a command response like any other command.',
                ],
              ),
              v(
                'should',
                'EVSE shows reserved',
                'the EVSE status RESERVED while the reservation holds',
                'kept the EVSE AVAILABLE after accepting the reservation',
                'callback.locations',
                [
                  'mod_commands',
                  '3.5',
                  'reserve_now_object',
                  'A reserved EVSE shows its reservation through the Locations module.',
                ],
              ),
            ],
          },
          {
            slug: 'cancel-reservation',
            name: 'POST /commands/CANCEL_RESERVATION releases the reserved EVSE',
            method: 'POST',
            path: '/commands/CANCEL_RESERVATION',
            since: '2.2',
            status: [200],
            body: 'cancel-reservation',
            response: 'command-response',
            dependsOn: ['reserve-now'],
            validations: [
              v(
                'shall',
                'Cancellation accepted',
                'data.result ACCEPTED for the reservation just made',
                'answered data.result "UNKNOWN_RESERVATION" for the reservation it accepted',
                '$.data.result',
                [
                  'mod_commands',
                  '3.2',
                  'cancel_reservation_object',
                  'A reservation can be cancelled by the id it was made with.',
                ],
              ),
              v(
                'should',
                'EVSE released',
                'the EVSE status AVAILABLE after the cancellation',
                'kept the EVSE RESERVED after the cancellation',
                'callback.locations',
                [
                  'mod_commands',
                  '3.2',
                  'cancel_reservation_object',
                  'Cancelling frees the EVSE for other drivers.',
                ],
              ),
            ],
          },
          {
            slug: 'unlock-connector',
            name: 'POST /commands/UNLOCK_CONNECTOR answers a CommandResponse',
            method: 'POST',
            path: '/commands/UNLOCK_CONNECTOR',
            status: [200],
            body: 'unlock-connector',
            response: 'command-response',
            validations: [
              v(
                'shall',
                'Unlock answered',
                'data.result ACCEPTED, NOT_SUPPORTED or REJECTED',
                'answered HTTP 500 for a connector it lists',
                '$.data.result',
                [
                  'mod_commands',
                  '3.7',
                  'unlock_connector_object',
                  'An unlock request is answered even when the connector cannot be unlocked remotely.',
                ],
              ),
              v(
                'should',
                'Result delivered',
                'a CommandResult posted to response_url',
                'never posted a result to response_url',
                'callback.response_url',
                [
                  'mod_commands',
                  '1.1.1',
                  'receiver_post',
                  'The outcome of the unlock is reported at the response_url.',
                ],
              ),
            ],
          },
          {
            slug: 'unknown-command',
            name: 'POST /commands/{unknown} is refused',
            method: 'POST',
            path: '/commands/OPEN_BONNET',
            status: [400, 404],
            body: 'start-session',
            response: 'error',
            errorCode: 2001,
            validations: [
              v(
                'shall',
                'Unknown command refused',
                'HTTP 404 or status_code 2001 for a command type that does not exist',
                'answered data.result "ACCEPTED" for a command that does not exist',
                '$.status_code',
                CLIENT_ERRORS,
              ),
              errorMessage(),
            ],
          },
        ],
      },
      {
        side: 'sender',
        name: 'Commands, sender interface',
        partnerRole: 'eMSP',
        description:
          'Delivers asynchronous command results to the response_url the partner gave in its commands.',
        checks: [
          {
            slug: 'result-accepted',
            name: 'POST of a CommandResult to the response_url is acknowledged',
            method: 'POST',
            path: '/commands/START_SESSION/{command_id}',
            status: [200],
            body: 'command-result',
            response: 'ok',
            validations: [
              v(
                'shall',
                'Result acknowledged',
                'status_code 1000 for a result at the response_url the partner sent',
                'answered HTTP 404 on the response_url it sent',
                '$.status_code',
                [
                  'mod_commands',
                  '1.2.1',
                  'sender_post',
                  'The party that sent a command accepts its result at the URL it chose.',
                ],
              ),
              v(
                'should',
                'Repeated result tolerated',
                'a repeated result acknowledged again',
                'answered HTTP 500 to a repeated result',
                'response.status',
                [
                  'mod_commands',
                  '1.2.1',
                  'sender_post',
                  'Results may arrive more than once and are acknowledged each time.',
                ],
              ),
            ],
          },
          {
            slug: 'result-unknown-command',
            name: 'A CommandResult for an unknown command id is refused',
            method: 'POST',
            path: '/commands/START_SESSION/UNKNOWN-{command_id}',
            status: [404],
            body: 'command-result',
            response: 'error',
            errorCode: 2003,
            validations: [
              v(
                'shall',
                'Unknown command id refused',
                'HTTP 404 for a result nobody asked for',
                'acknowledged a result for a command it never sent',
                'response.status',
                CLIENT_ERRORS,
              ),
              errorMessage(),
            ],
          },
          {
            slug: 'result-values',
            name: 'The partner accepts every CommandResultType value',
            method: 'POST',
            path: '/commands/STOP_SESSION/{command_id}',
            status: [200],
            body: 'command-result',
            response: 'ok',
            dependsOn: ['result-accepted'],
            validations: [
              v(
                'shall',
                'All result values accepted',
                'status_code 1000 for results ACCEPTED, FAILED, REJECTED and TIMEOUT',
                'answered status_code 2001 for result "TIMEOUT"',
                '$.status_code',
                [
                  'mod_commands',
                  '4.2',
                  'command_result_type_enum',
                  'Any value of the CommandResultType enumeration may be reported.',
                ],
              ),
              v(
                'may',
                'Message shown',
                'the result message passed on to the driver (optional)',
                'dropped the result message',
                '$.message',
                [
                  'mod_commands',
                  '3.3',
                  'command_result_object',
                  'A result may carry a human-readable message.',
                ],
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'chargingprofiles',
    since: '2.2',
    group: 'smart-charging',
    mandatory: false,
    object: [
      'mod_charging_profiles',
      '3.1',
      'charging_profile_class',
      'A charging profile limits the power or current of a session over a schedule of periods.',
    ],
    suites: [
      {
        side: 'receiver',
        name: 'Charging profiles, receiver interface',
        partnerRole: 'CPO',
        description:
          'Reads, sets and clears the charging profile of a running session and follows the asynchronous results.',
        checks: [
          {
            slug: 'get-active',
            name: 'GET /chargingprofiles/{session_id} asks for the active profile',
            method: 'GET',
            path: '/chargingprofiles/{session_id}?duration=900&response_url={response_url}',
            status: [200],
            response: 'charging-profile-response',
            validations: [
              v(
                'shall',
                'Request accepted',
                'data.result ACCEPTED, NOT_SUPPORTED, REJECTED, TOO_OFTEN or UNKNOWN_SESSION',
                'returned data.result "PENDING"',
                '$.data.result',
                [
                  'mod_charging_profiles',
                  '4.1',
                  'charging_profile_response_type_enum',
                  'The immediate answer is one of the ChargingProfileResponseType values.',
                ],
              ),
              v(
                'shall',
                'Active profile delivered',
                'an ActiveChargingProfileResult posted to response_url',
                'never posted the active profile to response_url',
                'callback.response_url',
                [
                  'mod_charging_profiles',
                  '1.1.1',
                  'receiver_get',
                  'The active profile arrives asynchronously at the URL the caller gave.',
                ],
              ),
              v(
                'should',
                'Timeout respected',
                'the result within data.timeout seconds',
                'posted the result 95 s after announcing a 30 s timeout',
                'callback.latency',
                [
                  'mod_charging_profiles',
                  '3.3',
                  'charging_profile_response_object',
                  'The result arrives within the time the immediate answer announced.',
                ],
              ),
            ],
          },
          {
            slug: 'set',
            name: 'PUT /chargingprofiles/{session_id} sets a profile and reports the result',
            method: 'PUT',
            path: '/chargingprofiles/{session_id}',
            status: [200],
            body: 'set-charging-profile',
            response: 'charging-profile-response',
            validations: [
              v(
                'shall',
                'Profile accepted',
                'data.result ACCEPTED for a valid profile on an active session',
                'answered data.result "REJECTED" without a reason',
                '$.data.result',
                [
                  'mod_charging_profiles',
                  '1.1.2',
                  'receiver_put',
                  'Setting a profile on a running session is answered at once and confirmed later.',
                ],
              ),
              v(
                'shall',
                'Result delivered',
                'a ChargingProfileResult posted to response_url',
                'never posted a ChargingProfileResult',
                'callback.response_url',
                [
                  'mod_charging_profiles',
                  '3.4',
                  'charging_profile_result_object',
                  'The outcome of setting a profile is reported at the response_url.',
                ],
              ),
              v(
                'should',
                'Limit respected',
                'session charging periods at or below the profile limit',
                'kept charging at 22 kW above an 11 kW limit',
                'callback.sessions',
                [
                  'mod_charging_profiles',
                  '3.1',
                  'charging_profile_class',
                  'Once applied, the charging station keeps the session within the profile.',
                ],
              ),
            ],
          },
          {
            slug: 'clear',
            name: 'DELETE /chargingprofiles/{session_id} clears the profile',
            method: 'DELETE',
            path: '/chargingprofiles/{session_id}?response_url={response_url}',
            status: [200],
            response: 'charging-profile-response',
            dependsOn: ['set'],
            validations: [
              v(
                'shall',
                'Clear accepted',
                'data.result ACCEPTED for a session with a profile',
                'answered data.result "UNKNOWN_SESSION" for the session it just profiled',
                '$.data.result',
                [
                  'mod_charging_profiles',
                  '1.1.3',
                  'receiver_delete',
                  'A profile set by the caller can be removed again.',
                ],
              ),
              v(
                'should',
                'Clear result delivered',
                'a ClearProfileResult posted to response_url',
                'never posted a ClearProfileResult',
                'callback.response_url',
                [
                  'mod_charging_profiles',
                  '3.5',
                  'clear_profile_result_object',
                  'Clearing a profile is confirmed asynchronously.',
                ],
              ),
            ],
          },
          {
            slug: 'unknown-session',
            name: 'PUT /chargingprofiles/{unknown} answers UNKNOWN_SESSION',
            method: 'PUT',
            path: '/chargingprofiles/UNKNOWN-{session_id}',
            status: [200, 404],
            body: 'set-charging-profile',
            response: 'charging-profile-response',
            validations: [
              v(
                'shall',
                'Unknown session reported',
                'data.result UNKNOWN_SESSION or HTTP 404',
                'answered data.result "ACCEPTED" for a session that does not exist',
                '$.data.result',
                [
                  'mod_charging_profiles',
                  '4.1',
                  'charging_profile_response_type_enum',
                  'Profiles for sessions the receiver does not know are refused.',
                ],
              ),
              errorMessage(),
            ],
          },
        ],
      },
      {
        side: 'sender',
        name: 'Charging profiles, sender interface',
        partnerRole: 'SCSP',
        description:
          'Delivers profile results and active-profile updates to the partner that manages the profiles.',
        checks: [
          {
            slug: 'result-post',
            name: 'POST of a ChargingProfileResult to the response_url is acknowledged',
            method: 'POST',
            path: '/chargingprofiles/results/{command_id}',
            status: [200],
            body: 'charging-profile-result',
            response: 'ok',
            validations: [
              v(
                'shall',
                'Result acknowledged',
                'status_code 1000 for a result at the response_url',
                'answered HTTP 404 on the response_url it sent',
                '$.status_code',
                [
                  'mod_charging_profiles',
                  '1.2.1',
                  'sender_post',
                  'The party managing profiles accepts results at the URL it gave.',
                ],
              ),
              statusCode1000(),
            ],
          },
          {
            slug: 'active-push',
            name: 'PUT /chargingprofiles/{session_id} with an ActiveChargingProfile is acknowledged',
            method: 'PUT',
            path: '/chargingprofiles/{session_id}',
            status: [200],
            body: 'active-charging-profile',
            response: 'ok',
            validations: [
              v(
                'shall',
                'Active profile accepted',
                'status_code 1000 for an unsolicited ActiveChargingProfile',
                'answered HTTP 405 for PUT',
                '$.status_code',
                [
                  'mod_charging_profiles',
                  '1.2.2',
                  'sender_put',
                  'A charging station operator may push a changed active profile at any time.',
                ],
              ),
              v(
                'should',
                'Start date accepted',
                'start_date_time in UTC accepted',
                'refused a start_date_time with a Z suffix',
                '$.charging_profile.start_date_time',
                DATETIME,
              ),
            ],
          },
          {
            slug: 'result-unknown',
            name: 'A ChargingProfileResult for an unknown request is refused',
            method: 'POST',
            path: '/chargingprofiles/results/UNKNOWN-{command_id}',
            status: [404],
            body: 'charging-profile-result',
            response: 'error',
            errorCode: 2003,
            validations: [
              v(
                'shall',
                'Unknown request refused',
                'HTTP 404 for a result nobody asked for',
                'acknowledged a result for a request it never made',
                'response.status',
                CLIENT_ERRORS,
              ),
              errorMessage(),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'hubclientinfo',
    since: '2.2',
    group: 'hub',
    mandatory: false,
    object: [
      'mod_hub_client_info',
      '3.1',
      'client_info_object',
      'ClientInfo tells a party which other parties a hub can reach and whether they are connected.',
    ],
    suites: [
      {
        side: 'sender',
        name: 'Hub client info, sender interface',
        partnerRole: 'Hub',
        description: 'Reads the connection status of the parties the partner hub routes to.',
        checks: senderListChecks(ENTITIES.clientInfo, '/hubclientinfo', [
          v(
            'shall',
            'Connection status',
            'status CONNECTED, OFFLINE, PLANNED or SUSPENDED',
            'returned status "ONLINE"',
            '$.data[*].status',
            [
              'mod_hub_client_info',
              '4.1',
              'connection_status_enum',
              'The status of a connected party is one of the ConnectionStatus values.',
            ],
          ),
        ]),
      },
      {
        side: 'receiver',
        name: 'Hub client info, receiver interface',
        partnerRole: 'CPO',
        description:
          'Pushes ClientInfo updates to the partner, as a hub does, and reads them back.',
        checks: [
          ...receiverPushChecks(
            ENTITIES.clientInfo,
            '/clientinfo/{country_code}/{party_id}',
            'client-info',
          ),
          {
            slug: 'put-status-change',
            name: 'PUT with status OFFLINE updates the stored connection status',
            method: 'PUT',
            path: '/clientinfo/{country_code}/{party_id}',
            status: [200],
            body: 'client-info',
            response: 'ok',
            dependsOn: ['put'],
            validations: [
              v(
                'shall',
                'Status updated',
                'status OFFLINE on the next GET',
                'kept status CONNECTED after the update',
                '$.data.status',
                [
                  'mod_hub_client_info',
                  '1.2.2',
                  'receiver_put',
                  'A party learns from the hub when one of its partners goes offline.',
                ],
              ),
              v(
                'should',
                'Traffic paused',
                'no requests routed to a party reported OFFLINE',
                'kept sending requests to the party reported OFFLINE',
                'callback.requests',
                [
                  'mod_hub_client_info',
                  '4.1',
                  'connection_status_enum',
                  'Parties that are offline should not be sent requests until they return.',
                ],
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    module: 'bookings',
    since: '2.3.0',
    group: 'booking',
    mandatory: false,
    object: [
      'mod_bookings',
      '3.1',
      'booking_object',
      'A Booking reserves charging capacity at a Location for a time window, with its own life cycle.',
    ],
    suites: [
      {
        side: 'receiver',
        name: 'Bookings, receiver interface',
        partnerRole: 'CPO',
        description:
          'Requests a booking from the partner, reads it, cancels it and checks overlapping requests.',
        checks: [
          {
            slug: 'post',
            name: 'POST /bookings requests a booking and answers the Booking',
            method: 'POST',
            path: '/bookings',
            status: [200, 201],
            body: 'booking-request',
            response: 'booking',
            validations: [
              v(
                'shall',
                'Booking created',
                'a Booking with id and status PENDING or ACCEPTED',
                'returned a Booking without id',
                '$.data.id',
                [
                  'mod_bookings',
                  '1.1.1',
                  'receiver_post',
                  'A booking request is answered with the Booking it created and its state.',
                ],
              ),
              v(
                'shall',
                'Booking window valid',
                'start before end and within the Location opening times',
                'accepted a booking ending before it starts',
                '$.data.period',
                [
                  'mod_bookings',
                  '3.1',
                  'booking_object',
                  'A booking covers a time window that the location can actually serve.',
                ],
              ),
              v(
                'should',
                'Location referenced',
                'location_id and evse_uid of the booked capacity',
                'returned a Booking without evse_uid',
                '$.data.evse_uid',
                [
                  'mod_bookings',
                  '3.1',
                  'booking_object',
                  'The booking names the place the driver should go to.',
                ],
              ),
            ],
          },
          {
            slug: 'get',
            name: 'GET /bookings/{booking_id} returns the Booking',
            method: 'GET',
            path: '/bookings/{booking_id}',
            status: [200],
            response: 'booking',
            dependsOn: ['post'],
            validations: [storedAsSent(ENTITIES.booking), timestampsUtc('$.data.last_updated')],
          },
          {
            slug: 'cancel',
            name: 'PATCH status CANCELLED releases the booked capacity',
            method: 'PATCH',
            path: '/bookings/{booking_id}',
            status: [200],
            body: 'booking-patch',
            response: 'booking',
            dependsOn: ['post'],
            validations: [
              v(
                'shall',
                'Cancellation applied',
                'status CANCELLED on the returned Booking',
                'kept status ACCEPTED after the cancellation',
                '$.data.status',
                [
                  'mod_bookings',
                  '1.1.3',
                  'receiver_patch',
                  'A booking can be cancelled before it starts.',
                ],
              ),
              v(
                'should',
                'Capacity released',
                'the EVSE bookable again for the same window',
                'refused a new booking for the window just cancelled',
                'callback.bookings',
                [
                  'mod_bookings',
                  '3.1',
                  'booking_object',
                  'Cancelled capacity is offered to other drivers again.',
                ],
              ),
            ],
          },
          {
            slug: 'overlap',
            name: 'An overlapping booking on the same EVSE is refused',
            method: 'POST',
            path: '/bookings',
            status: [400, 409],
            body: 'booking-request',
            response: 'error',
            errorCode: 2001,
            dependsOn: ['post'],
            validations: [
              v(
                'shall',
                'Overlap refused',
                'a refusal for a window that overlaps an accepted booking',
                'accepted two bookings for the same EVSE and window',
                'response.status',
                [
                  'mod_bookings',
                  '1.1.1',
                  'receiver_post',
                  'The same capacity is not promised to two drivers at once.',
                ],
              ),
              errorMessage(),
            ],
          },
        ],
      },
      {
        side: 'sender',
        name: 'Bookings, sender interface',
        partnerRole: 'eMSP',
        description: 'Reads the Bookings the partner holds, with paging and date filters.',
        checks: senderListChecks(ENTITIES.booking, '/bookings', [
          v(
            'shall',
            'Booking status',
            'status PENDING, ACCEPTED, REJECTED, CANCELLED, FULFILLED or EXPIRED',
            'returned status "BOOKED"',
            '$.data[*].status',
            [
              'mod_bookings',
              '4.1',
              'booking_status_enum',
              'A booking state is one of the values the BookingStatus enumeration defines.',
            ],
          ),
        ]),
      },
    ],
  },
  {
    module: 'payments',
    since: '2.3.0',
    group: 'payment',
    mandatory: false,
    object: [
      'mod_payments',
      '3.1',
      'terminal_object',
      'A Terminal is a payment device at a Location; financial advice confirmations report the amounts it captured.',
    ],
    suites: [
      {
        side: 'sender',
        name: 'Payments, sender interface',
        partnerRole: 'PTP',
        description:
          'Reads the partner payment terminals and the financial advice confirmations of captured payments.',
        checks: [
          ...senderListChecks(ENTITIES.terminal, '/payments/terminals', [
            v(
              'shall',
              'Terminal fields',
              'terminal_id, location_ids and capabilities on every Terminal',
              'returned a Terminal without location_ids',
              '$.data[*].location_ids',
              [
                'mod_payments',
                '3.1',
                'terminal_object',
                'A terminal states which locations it serves and what it can do.',
              ],
            ),
          ]),
          {
            slug: 'financial-advice-list',
            name: 'GET /payments/financial_advice_confirmations returns captured amounts',
            method: 'GET',
            path: '/payments/financial_advice_confirmations?limit=10',
            status: [200],
            response: 'financial-advice[]',
            validations: [
              v(
                'shall',
                'Captured amount',
                'captured_amount with excl_vat and incl_vat on every confirmation',
                'returned a confirmation without captured_amount',
                '$.data[*].captured_amount',
                [
                  'mod_payments',
                  '3.2',
                  'financial_advice_confirmation_object',
                  'A confirmation states the amount the terminal actually captured.',
                ],
              ),
              v(
                'shall',
                'Authorization reference',
                'authorization_reference matching a Session',
                'returned an authorization_reference no Session carries',
                '$.data[*].authorization_reference',
                [
                  'mod_payments',
                  '3.2',
                  'financial_advice_confirmation_object',
                  'A confirmation links the payment to the session it paid for.',
                ],
              ),
              timestampsUtc(),
            ],
          },
        ],
      },
      {
        side: 'receiver',
        name: 'Payments, receiver interface',
        partnerRole: 'CPO',
        description:
          'Assigns a payment terminal to locations at the partner and posts a financial advice confirmation.',
        checks: [
          ...receiverPushChecks(ENTITIES.terminal, '/payments/terminals/{terminal_id}', 'terminal'),
          {
            slug: 'financial-advice-post',
            name: 'POST /payments/financial_advice_confirmations stores a capture confirmation',
            method: 'POST',
            path: '/payments/financial_advice_confirmations',
            status: [200, 201],
            body: 'financial-advice',
            response: 'ok',
            validations: [
              v(
                'shall',
                'Confirmation accepted',
                'status_code 1000 for a valid confirmation',
                'answered status_code 2001 for a confirmation with a valid authorization_reference',
                '$.status_code',
                [
                  'mod_payments',
                  '1.2.2',
                  'receiver_post',
                  'The receiver records each captured payment it is told about.',
                ],
              ),
              v(
                'should',
                'CDR cost reconciled',
                'the CDR total_cost equal to the captured amount',
                'issued a CDR whose total_cost differs from the captured amount',
                'callback.cdrs',
                [
                  'mod_payments',
                  '3.2',
                  'financial_advice_confirmation_object',
                  'What the driver paid at the terminal matches the cost in the CDR.',
                ],
              ),
            ],
          },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Compilation per version.

function versionIndex(version: string): number {
  return (OCPI_VERSIONS as readonly string[]).indexOf(version);
}

function inRange(version: OcpiVersion, range: VersionRange): boolean {
  const at = versionIndex(version);
  if (range.since && at < versionIndex(range.since)) return false;
  if (range.until && at > versionIndex(range.until)) return false;
  return true;
}

function fill(text: string, version: OcpiVersion): string {
  return text.replaceAll('{version}', version);
}

function compileValidation(version: OcpiVersion, spec: ValidationSpec): ValidationDefinition {
  return {
    name: spec.name,
    severity: spec.severity,
    required: spec.severity === 'shall',
    expected: fill(spec.expected, version),
    actual: fill(spec.actual, version),
    jsonPath: spec.jsonPath,
    references: [reference(version, spec.ref, spec.severity)],
  };
}

function compileCheck(
  version: OcpiVersion,
  module: ModuleSpec,
  spec: CheckSpec,
  present: Set<string>,
): CheckDefinition {
  const testId = (slug: string) => `${version}/${module.module}/${slug}`;
  const validations = spec.validations
    .filter((validation) => inRange(version, validation))
    .map((validation) => compileValidation(version, validation));
  const seen = new Set<string>();
  const references = validations
    .flatMap((validation) => validation.references)
    .filter((ref) => {
      const key = `${ref.path}#${ref.anchor}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    testId: testId(spec.slug),
    name: fill(spec.name, version),
    expectedStatus: spec.status,
    validations,
    references,
    sourceCitation: reference(version, module.object, 'shall'),
    dependsOn: (spec.dependsOn ?? []).filter((slug) => present.has(slug)).map(testId),
    exchange: {
      method: spec.method,
      path: spec.path,
      underVersion: !spec.root,
      authorized: !spec.anonymous,
      requestBody: spec.body,
      responseBody: spec.response,
      errorCode: spec.errorCode,
    },
    transportKind: spec.dns ? 'DNS' : 'HTTP',
  };
}

function compileVersion(version: OcpiVersion): SuiteDefinition[] {
  const suites: SuiteDefinition[] = [];
  for (const module of MODULES) {
    if (!inRange(version, module)) continue;
    for (const suite of module.suites) {
      const specs = suite.checks.filter((check) => inRange(version, check));
      const present = new Set(specs.map((check) => check.slug));
      const mandatory = module.mandatory;
      suites.push({
        id: `${version}/${module.module}/${suite.side}`,
        name: `${suite.name} (OCPI ${version})`,
        module: module.module,
        version,
        description: suite.description,
        tags: [
          module.module,
          suite.side,
          `partner:${suite.partnerRole}`,
          module.group,
          ...(mandatory ? ['mandatory'] : []),
        ],
        group: module.group,
        order: 0,
        mandatory,
        checks: specs.map((check) => compileCheck(version, module, check, present)),
      });
    }
  }
  return suites;
}

let compiled: Map<OcpiVersion, SuiteDefinition[]> | undefined;

function roster(): Map<OcpiVersion, SuiteDefinition[]> {
  if (compiled) return compiled;
  compiled = new Map();
  let order = 1;
  for (const version of OCPI_VERSIONS) {
    const suites = compileVersion(version);
    for (const suite of suites) suite.order = order++;
    compiled.set(version, suites);
  }
  return compiled;
}

/** Modules of an OCPI version, in roster order; empty for a version the roster does not know. */
export function modulesFor(ocpiVersion: string): string[] {
  const suites = roster().get(ocpiVersion as OcpiVersion) ?? [];
  return [...new Set(suites.map((suite) => suite.module))];
}

/** Suites of an OCPI version, optionally of one module; empty when none match. */
export function suitesFor(ocpiVersion: string, module?: string): SuiteDefinition[] {
  const suites = roster().get(ocpiVersion as OcpiVersion) ?? [];
  return module === undefined ? suites : suites.filter((suite) => suite.module === module);
}

let hash: string | undefined;

/** Stable hash of the whole roster definition (sha256, first 16 hex digits). */
export function rosterHash(): string {
  hash ??= createHash('sha256')
    .update(JSON.stringify([EMULATOR_VERSION, ...roster().entries()]))
    .digest('hex')
    .slice(0, 16);
  return hash;
}

/** The suite listing of section 2.7: every suite of every version. */
export function suiteListing(): SuiteListing {
  const suites = [...roster().values()].flat().map((suite) => ({
    id: suite.id,
    name: suite.name,
    module: suite.module,
    version: suite.version,
    test_count: suite.checks.length,
    description: suite.description,
    tags: [...suite.tags],
    group: suite.group,
    order: suite.order,
    mandatory: suite.mandatory,
  }));
  return {
    total_suites: suites.length,
    suites,
    endpoint: '/testing/suites',
    version: EMULATOR_VERSION,
    description: `OCPI conformance suites of the Partner Endpoint Testing Service emulator, roster ${rosterHash()}, for OCPI ${OCPI_VERSIONS.join(', ')}.`,
  };
}

/**
 * The format of data/roster.json, the check roster of the emulated service, as the schema the
 * file is checked against when the emulator loads (roster.ts compiles it per OCPI version).
 *
 * The file holds the spec documents the roster cites, named references that several validations
 * share, and the modules: each with its suites, each suite with its checks, each check with the
 * exchange it makes and the validations it grades. Modules, checks and validations can be limited
 * to a range of OCPI versions (`since`, `until`, both inclusive); `{version}` in any check name,
 * expected or actual text reads as the version.
 *
 * Beyond the shape, the links are checked: named references and spec documents exist, check slugs
 * are unique in their module, a check depends only on other checks of its own suite, and every
 * fact a validation's `actual` states is a <name> of its `facts` (no quoted value, number or
 * header name outside one), so that the report generator can make the exchange show it.
 */
import { z } from 'zod';
import { parseDataFile } from './data-file.js';
import { OCPI_VERSIONS, type OcpiVersion } from './interface-rules.js';

/** JSON bodies the report generator synthesises (report-bodies.ts); `x[]` is a page of x. */
export const BODY_SHAPES = [
  'versions',
  'version-details',
  'credentials',
  'location',
  'location[]',
  'evse',
  'evse-patch',
  'connector',
  'session',
  'session[]',
  'session-patch',
  'charging-preferences',
  'charging-preferences-response',
  'cdr',
  'cdr[]',
  'tariff',
  'tariff[]',
  'token',
  'token[]',
  'token-patch',
  'location-references',
  'authorization-info',
  'start-session',
  'stop-session',
  'reserve-now',
  'cancel-reservation',
  'unlock-connector',
  'command-response',
  'command-result',
  'set-charging-profile',
  'charging-profile-response',
  'charging-profile-unknown-session',
  'charging-profile-result',
  'active-charging-profile',
  'client-info',
  'client-info[]',
  'booking-request',
  'booking-request-overlap',
  'booking-cancel',
  'booking',
  'booking[]',
  'booking-canceled',
  'terminal',
  'terminal[]',
  'financial-advice',
  'financial-advice[]',
  'ok',
  'error',
] as const;

export type BodyShape = (typeof BODY_SHAPES)[number];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const SEVERITIES = ['shall', 'should', 'may'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * Named references the report generator cites itself, for the validations every check makes
 * (HTTP status, request completed, response time); the file must define them.
 */
export const SHARED_REFERENCE_NAMES = ['http-status', 'transport', 'response-time'] as const;
export type SharedReferenceName = (typeof SHARED_REFERENCE_NAMES)[number];

const Text = z.string().min(1);
const Slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by "-"');
const Version = z.enum(OCPI_VERSIONS);

/** `since` and `until`: the first and last OCPI version an entry belongs to (absent: no bound). */
const versionRange = { since: Version.optional(), until: Version.optional() };

const DocumentSchema = z.strictObject({
  /** Chapter of the document in the OCPI specification. */
  chapter: z.number().int().positive(),
  /** Part II (transport and format) or Part III (modules) of the specification. */
  part: z.enum(['II', 'III']),
  /** Page the chapter starts on; a section's page is derived from it. */
  page: z.number().int().positive(),
});

const ReferenceSchema = z.strictObject({
  /** The spec document: a key of `documents`. */
  document: Text,
  /** Section below the document's chapter, such as "1.4.1". */
  section: z.string().regex(/^\d+(\.\d+)*$/, 'must be section numbers such as "1.4.1"'),
  /** Anchor in the document, without the document prefix. */
  anchor: Text,
  /** The rule in our own words (not spec text). */
  quote: Text,
});

const BodyPath = z
  .string()
  .regex(
    /^\$((\.[A-Za-z_]\w*)|(\[(\d+|\*)\]))*$/,
    'must be a body path: $ then .key, [n] or [*] steps',
  );
const HeaderName = z.string().regex(/^[A-Za-z][A-Za-z-]*$/, 'must be an HTTP header name');

/**
 * A fact the words of a failed validation state about its exchange, written in `actual` as
 * <name>. The report generator writes the fact into the words and makes the exchange show it
 * (partner-faults.ts): the HTTP status, the envelope's status_code, a header not sent or sent
 * with a fresh value, the number of data items, a value at a path of the response body
 * (`path`) or of the request body (`requestPath`), array elements left out (`unlisted`: those
 * whose `field` is `value`), a field left out (`omitted`, shown by its name), an array sent as
 * its first element (`single`) or an HTML page for a body (`htmlPage`). A string value written
 * `{date_to}` is the run's (a name of report-bodies.ts RunFacts.ids).
 */
const FactSchema = z.union(
  [
    z.strictObject({ status: z.number().int().min(100).max(599) }),
    z.strictObject({ statusCode: z.number().int().min(1000).max(4999) }),
    z.strictObject({ missingHeader: HeaderName }),
    z.strictObject({ changedHeader: HeaderName }),
    z.strictObject({ items: z.number().int().min(0).max(100) }),
    z.strictObject({ path: BodyPath, value: z.json() }),
    z.strictObject({ requestPath: BodyPath, value: z.json() }),
    z.strictObject({ unlisted: BodyPath, field: z.string().min(1), value: z.string() }),
    z.strictObject({ omitted: BodyPath.regex(/\.[A-Za-z_]\w*$/, 'must end in a .key step') }),
    z.strictObject({ single: BodyPath }),
    z.strictObject({ htmlPage: z.literal(true) }),
  ],
  {
    error:
      'is not a fact: write one of {status}, {statusCode}, {missingHeader}, {changedHeader}, {items}, {path, value}, {requestPath, value}, {unlisted, field, value}, {omitted}, {single}, {htmlPage: true}, paths as $.data[0].key',
  },
);
export type FactEntry = z.output<typeof FactSchema>;

/**
 * How a check's request body is made invalid on purpose, the one way its name and validations
 * say (a Location without coordinates): a field left out (`omitted`), or a value set at a path
 * (`path`, `value`). The rest of the body stays valid.
 */
const InvalidRequestSchema = z.union(
  [
    z.strictObject({ omitted: BodyPath.regex(/\.[A-Za-z_]\w*$/, 'must end in a .key step') }),
    z.strictObject({ path: BodyPath, value: z.json() }),
  ],
  { error: 'is not an invalid request: write {omitted} or {path, value}, paths as $.key' },
);
export type InvalidRequest = z.output<typeof InvalidRequestSchema>;

const ValidationSchema = z.strictObject({
  name: Text,
  /** shall: a failure fails the check; should: a failure is a warning; may: informative. */
  severity: z.enum(SEVERITIES),
  ...versionRange,
  /** What a conformant partner shows, as a noun phrase ("at most 10 items (limit=10)"). */
  expected: Text,
  /**
   * What a non-conformant partner typically does instead, as a verb phrase ("returned <count>");
   * every fact in it is a <name> of `facts`, so that the exchange can be made to show it.
   */
  actual: Text,
  /** The facts `actual` names, by name. */
  facts: z.record(z.string().regex(/^[a-z][a-z-]*$/), FactSchema).optional(),
  /** Where in the exchange the validation looks. */
  jsonPath: Text,
  /** The spec rule: the name of an entry of `references`, or a reference of its own. */
  reference: z.union([Text, ReferenceSchema]),
});

const CheckSchema = z.strictObject({
  /** The check's id within its module; test ids are VERSION/MODULE/SLUG. */
  slug: Slug,
  name: Text,
  ...versionRange,
  method: z.enum(HTTP_METHODS),
  /** Path relative to the partner's OCPI root; placeholders such as {location_id} are filled per run. */
  path: z.string().startsWith('/'),
  /** The path sits at the OCPI root (versions endpoint, version details), not under /{version}. */
  root: z.literal(true).optional(),
  /** The request goes out without the partner credentials token. */
  anonymous: z.literal(true).optional(),
  /** The check is about name resolution and TLS rather than HTTP (transport kind DNS). */
  dns: z.literal(true).optional(),
  requestBody: z.enum(BODY_SHAPES).optional(),
  /** The request body broken on purpose, as the check's name says (needs requestBody). */
  invalidRequest: InvalidRequestSchema.optional(),
  expectedStatus: z.array(z.number().int().min(100).max(599)).min(1),
  responseBody: z.enum(BODY_SHAPES),
  /** OCPI status_code of an `error` response body (default 2000). */
  errorCode: z.number().int().optional(),
  /** Slugs of checks of the same suite that must pass for this one to be reached. */
  dependsOn: z.array(Slug).optional(),
  validations: z.array(ValidationSchema).min(1),
});

const SuiteSchema = z.strictObject({
  /** The suite's id within its module; suite ids are VERSION/MODULE/SIDE. */
  side: Slug,
  /** Suite name; the listing adds " (OCPI VERSION)". */
  name: Text,
  /** Role the partner plays in this suite, for the tag partner:ROLE. */
  partnerRole: Text,
  description: Text,
  checks: z.array(CheckSchema).min(1),
});

const ModuleSchema = z.strictObject({
  /** OCPI module identifier, such as "locations". */
  module: z.string().regex(/^[a-z]+$/, 'must be an OCPI module identifier (lower-case letters)'),
  /** Group of the suite listing, also a tag. */
  group: Slug,
  mandatory: z.boolean(),
  ...versionRange,
  /** The object definition the module's checks read against, cited as a source on some checks. */
  object: ReferenceSchema,
  suites: z.array(SuiteSchema).min(1),
});

const RosterFileShape = z.strictObject({
  /** Notes for readers of the file; not read. */
  $comment: z.array(z.string()).optional(),
  /** Spec documents by file name without extension, such as "mod_locations". */
  documents: z.record(z.string().regex(/^[a-z_]+$/), DocumentSchema),
  /** References that several validations share, by name. */
  references: z.record(Text, ReferenceSchema),
  modules: z.array(ModuleSchema).min(1),
});

const RosterFileSchema = RosterFileShape.superRefine(checkLinks);

export type RosterFile = z.output<typeof RosterFileShape>;
export type ModuleEntry = RosterFile['modules'][number];
export type CheckEntry = ModuleEntry['suites'][number]['checks'][number];
export type ValidationEntry = CheckEntry['validations'][number];
export type ReferenceEntry = z.output<typeof ReferenceSchema>;
export interface VersionRange {
  since?: OcpiVersion;
  until?: OcpiVersion;
}

/** The roster of a data file's content; throws DataFileError naming `source` when it is invalid. */
export function parseRosterFile(raw: unknown, source: string): RosterFile {
  return parseDataFile(RosterFileSchema, raw, source);
}

/** Whether an entry limited to `range` belongs to `version`. */
export function inRange(version: OcpiVersion, range: VersionRange): boolean {
  const at = OCPI_VERSIONS.indexOf(version);
  if (range.since && at < OCPI_VERSIONS.indexOf(range.since)) return false;
  if (range.until && at > OCPI_VERSIONS.indexOf(range.until)) return false;
  return true;
}

// Links between entries, checked once the shape is right.

type Path = (string | number)[];

interface LinkCheck {
  roster: RosterFile;
  issue(path: Path, message: string): void;
}

function checkLinks(roster: RosterFile, ctx: z.RefinementCtx): void {
  const check: LinkCheck = {
    roster,
    issue: (path, message) => ctx.addIssue({ code: 'custom', path, message }),
  };
  for (const name of SHARED_REFERENCE_NAMES) {
    if (!Object.hasOwn(roster.references, name)) {
      check.issue(['references'], `lacks "${name}", which the report generator cites`);
    }
  }
  for (const [name, ref] of Object.entries(roster.references)) {
    checkDocument(check, ref, ['references', name]);
  }
  const modules = new Set<string>();
  roster.modules.forEach((module, m) => {
    if (modules.has(module.module)) check.issue(['modules', m, 'module'], 'is given twice');
    modules.add(module.module);
    checkRange(check, module, ['modules', m]);
    checkDocument(check, module.object, ['modules', m, 'object']);
    checkModule(check, module, ['modules', m]);
  });
}

function checkDocument(check: LinkCheck, ref: ReferenceEntry, path: Path): void {
  if (!Object.hasOwn(check.roster.documents, ref.document)) {
    check.issue([...path, 'document'], `names no entry of documents: "${ref.document}"`);
  }
}

function checkRange(check: LinkCheck, range: VersionRange, path: Path): void {
  if (range.since && range.until && !inRange(range.until, { since: range.since })) {
    check.issue([...path, 'until'], `${range.until} comes before since (${range.since})`);
  }
}

function checkModule(check: LinkCheck, module: ModuleEntry, at: Path): void {
  const slugs = new Set<string>();
  module.suites.forEach((suite, s) => {
    const ofSuite = new Set(suite.checks.map((entry) => entry.slug));
    suite.checks.forEach((entry, c) => {
      const path = [...at, 'suites', s, 'checks', c];
      if (slugs.has(entry.slug)) check.issue([...path, 'slug'], `"${entry.slug}" is used twice`);
      slugs.add(entry.slug);
      checkRange(check, entry, path);
      if (entry.invalidRequest && !entry.requestBody) {
        check.issue([...path, 'invalidRequest'], 'breaks a request body the check does not send');
      }
      entry.dependsOn?.forEach((slug, d) => {
        if (!ofSuite.has(slug) || slug === entry.slug) {
          check.issue([...path, 'dependsOn', d], `"${slug}" is not another check of the suite`);
        }
      });
      checkValidations(check, module, entry, path);
    });
  });
}

function checkValidations(
  check: LinkCheck,
  module: ModuleEntry,
  entry: CheckEntry,
  at: Path,
): void {
  entry.validations.forEach((validation, v) => {
    const path = [...at, 'validations', v];
    checkRange(check, validation, path);
    checkFacts(check, validation, path);
    if (typeof validation.reference !== 'string') {
      checkDocument(check, validation.reference, [...path, 'reference']);
    } else if (!Object.hasOwn(check.roster.references, validation.reference)) {
      check.issue(
        [...path, 'reference'],
        `names no entry of references: "${validation.reference}"`,
      );
    }
  });
  // A check that fails on a validation fails one of its `shall` validations.
  for (const version of OCPI_VERSIONS) {
    if (!inRange(version, module) || !inRange(version, entry)) continue;
    const inVersion = entry.validations.filter((validation) => inRange(version, validation));
    if (!inVersion.some((validation) => validation.severity === 'shall')) {
      check.issue([...at, 'validations'], `has no "shall" validation in OCPI ${version}`);
    }
  }
}

/**
 * What the words of a failure may say outside a fact: no quoted value, no number (a status, a
 * status_code, a count, a version), no header name. Such a fact has to be a <name> of `facts`,
 * which the exchange is made to show.
 */
const LITERAL_FACT = /"[^"]*"?|-?\d[\d.:]*|\{version\}|\bX-[A-Za-z-]+|\b[A-Z][\w-]* header\b/;

function checkFacts(check: LinkCheck, validation: ValidationEntry, at: Path): void {
  const facts = validation.facts ?? {};
  const named = [...validation.actual.matchAll(/<([^<>]*)>/g)].map((match) => match[1]!);
  for (const name of named) {
    if (!Object.hasOwn(facts, name)) {
      check.issue([...at, 'actual'], `names the fact <${name}>, which facts does not define`);
    }
  }
  for (const name of Object.keys(facts)) {
    if (!named.includes(name)) check.issue([...at, 'facts', name], 'is not named in actual');
  }
  const literal = validation.actual.replace(/<[^<>]*>/g, '');
  const fact = LITERAL_FACT.exec(literal);
  if (fact) {
    const what = fact[0].startsWith('"') ? `the quoted value ${fact[0]}` : `"${fact[0]}"`;
    check.issue(
      [...at, 'actual'],
      `states ${what} outside a <name>: write it as one of facts, which the exchange is made to show`,
    );
  }
}

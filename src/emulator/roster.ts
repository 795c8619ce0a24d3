/**
 * The suite roster of the emulated service: per OCPI version, the modules, their suites and the
 * checks each suite runs, with the validations, spec references and exchange templates the report
 * generator turns into graded checks.
 *
 * The roster is data (data/roster.json, its format in roster-data.ts), checked when this module
 * loads and compiled here per version: entries outside a version's range are left out,
 * `{version}` is filled in, and spec references are expanded to what reports cite.
 */
import { createHash } from 'node:crypto';
import type { SuiteListing } from '../client/resources/suites.js';
import rosterData from './data/roster.json' with { type: 'json' };
import { OCPI_VERSIONS, type OcpiVersion } from './interface-rules.js';
import type { PartnerFault, Word } from './partner-faults.js';
import {
  type BodyShape,
  type CheckEntry,
  type FactEntry,
  type HttpMethod,
  type InvalidRequest,
  inRange,
  type ModuleEntry,
  parseRosterFile,
  type ReferenceEntry,
  type Severity,
  type SharedReferenceName,
  type ValidationEntry,
} from './roster-data.js';

export type { BodyShape, HttpMethod, InvalidRequest, Severity } from './roster-data.js';

/** Version of the emulated service, stamped into report provenance as `emulator-<version>`. */
export const EMULATOR_VERSION = '1.3.0';

/** A type alias, not an interface: assignable to the client's loose Reference (run-report.ts). */
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
  /**
   * What a non-conformant partner typically does instead, as a verb phrase ("returned 12 items"):
   * text and the faults it states, from which both the words and the exchange are made.
   */
  actual: Word[];
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
  /** How the request body is broken on purpose (a check of a refusal); absent: a valid body. */
  invalidRequest?: InvalidRequest;
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

/** Where the roster comes from, as error messages name it. */
const ROSTER_SOURCE = 'src/emulator/data/roster.json';

const ROSTER = parseRosterFile(rosterData, ROSTER_SOURCE);

// ---------------------------------------------------------------------------------------------
// Spec references.

const STRENGTH = { shall: 'SHALL', should: 'SHOULD', may: 'MAY' } as const;

function documentTitle(version: OcpiVersion, part: 'II' | 'III'): string {
  return `OCPI ${version} Part ${part}: ${part === 'II' ? 'Transport and Format' : 'Modules'}`;
}

/** A reference of the roster (by name or inline) as reports cite it for a version. */
function reference(
  version: OcpiVersion,
  ref: string | ReferenceEntry,
  severity: Severity,
): SpecReference {
  // Reference names and documents were checked when the roster loaded (roster-data.ts).
  const { document, section, anchor, quote } =
    typeof ref === 'string' ? ROSTER.references[ref]! : ref;
  const doc = ROSTER.documents[document]!;
  const [major = 0, minor = 0] = section.split('.').map(Number);
  return {
    // OCPI 2.1.1 is published as Markdown, 2.2 and later as AsciiDoc.
    path: `${document}.${version === '2.1.1' ? 'md' : 'asciidoc'}`,
    section: `${doc.chapter}.${section}`,
    anchor: `${document}_${anchor}`,
    documentTitle: documentTitle(version, doc.part),
    page: doc.page + (major - 1) * 4 + minor,
    strength: STRENGTH[severity],
    quote,
  };
}

/** The references of the validations every check makes (HTTP status, transport, response time). */
export function sharedReference(
  version: string,
  name: SharedReferenceName,
  severity: Severity,
): SpecReference {
  return reference(version as OcpiVersion, name, severity);
}

// ---------------------------------------------------------------------------------------------
// Compilation per version.

function fill(text: string, version: OcpiVersion): string {
  return text.replaceAll('{version}', version);
}

/** A fact of the roster as the fault it is, `{version}` filled in its values. */
function compileFact(fact: FactEntry, version: OcpiVersion): PartnerFault {
  const value = (raw: unknown) => JSON.parse(fill(JSON.stringify(raw), version)) as unknown;
  if ('status' in fact) return { kind: 'http-status', status: fact.status };
  if ('statusCode' in fact) return { kind: 'status-code', code: fact.statusCode };
  if ('missingHeader' in fact) return { kind: 'missing-header', name: fact.missingHeader };
  if ('changedHeader' in fact) return { kind: 'changed-header', name: fact.changedHeader };
  if ('items' in fact) return { kind: 'item-count', count: fact.items };
  if ('path' in fact) {
    return { kind: 'data', where: 'response', path: fact.path, value: value(fact.value) };
  }
  if ('requestPath' in fact) {
    return { kind: 'data', where: 'request', path: fact.requestPath, value: value(fact.value) };
  }
  if ('unlisted' in fact) {
    return {
      kind: 'unlisted',
      path: fact.unlisted,
      field: fact.field,
      value: fill(fact.value, version),
    };
  }
  if ('single' in fact) return { kind: 'single-object', path: fact.single };
  if ('htmlPage' in fact) return { kind: 'html-page' };
  return { kind: 'omitted', path: fact.omitted };
}

/** The words of `actual`: its text, and its <name>s as the faults of `facts`. */
function compileWords(entry: ValidationEntry, version: OcpiVersion): Word[] {
  // The roster was checked when it loaded: every <name> is a fact, no fact lies outside one.
  return entry.actual
    .split(/(<[^<>]*>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^<([^<>]*)>$/.exec(part)?.[1];
      return name === undefined ? part : compileFact(entry.facts![name]!, version);
    });
}

function compileValidation(version: OcpiVersion, entry: ValidationEntry): ValidationDefinition {
  return {
    name: entry.name,
    severity: entry.severity,
    required: entry.severity === 'shall',
    expected: fill(entry.expected, version),
    actual: compileWords(entry, version),
    jsonPath: entry.jsonPath,
    references: [reference(version, entry.reference, entry.severity)],
  };
}

/** The references of a check: those of its validations, each once, in order. */
function distinctReferences(validations: ValidationDefinition[]): SpecReference[] {
  const seen = new Set<string>();
  return validations
    .flatMap((validation) => validation.references)
    .filter((ref) => {
      const key = `${ref.path}#${ref.anchor}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function compileCheck(
  version: OcpiVersion,
  module: ModuleEntry,
  entry: CheckEntry,
  present: Set<string>,
): CheckDefinition {
  const testId = (slug: string) => `${version}/${module.module}/${slug}`;
  const validations = entry.validations
    .filter((validation) => inRange(version, validation))
    .map((validation) => compileValidation(version, validation));
  return {
    testId: testId(entry.slug),
    name: fill(entry.name, version),
    expectedStatus: entry.expectedStatus,
    validations,
    references: distinctReferences(validations),
    sourceCitation: reference(version, module.object, 'shall'),
    dependsOn: (entry.dependsOn ?? []).filter((slug) => present.has(slug)).map(testId),
    exchange: {
      method: entry.method,
      path: entry.path,
      underVersion: !entry.root,
      authorized: !entry.anonymous,
      requestBody: entry.requestBody,
      ...(entry.invalidRequest === undefined ? {} : { invalidRequest: entry.invalidRequest }),
      responseBody: entry.responseBody,
      errorCode: entry.errorCode,
    },
    transportKind: entry.dns ? 'DNS' : 'HTTP',
  };
}

/** The suites of a version; `order` is numbered across versions by compileRoster. */
function compileVersion(version: OcpiVersion): SuiteDefinition[] {
  const suites: SuiteDefinition[] = [];
  for (const module of ROSTER.modules) {
    if (!inRange(version, module)) continue;
    for (const suite of module.suites) {
      const entries = suite.checks.filter((check) => inRange(version, check));
      const present = new Set(entries.map((check) => check.slug));
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
          ...(module.mandatory ? ['mandatory'] : []),
        ],
        group: module.group,
        order: 0,
        mandatory: module.mandatory,
        checks: entries.map((check) => compileCheck(version, module, check, present)),
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

/** The check slugs of every module, over all versions (for checking journey content). */
export function checkSlugsByModule(): Map<string, Set<string>> {
  const slugs = new Map<string, Set<string>>();
  for (const module of ROSTER.modules) {
    const set = slugs.get(module.module) ?? new Set<string>();
    for (const suite of module.suites) for (const check of suite.checks) set.add(check.slug);
    slugs.set(module.module, set);
  }
  return slugs;
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

/**
 * The data the HTML report's script renders: every check of the report, compact, redacted and cut.
 *
 * A report can hold 50,000 checks, so the page must open without building them all. The data comes
 * in two parts, each embedded as JSON (scriptJson):
 * - the index (`HtmlIndex`): per check a short row (suite, test id, name, outcome, one line saying
 *   why), read when the page opens to list, filter and search;
 * - the details, in chunks of CHUNK_SIZE checks, each chunk its own element, parsed only when a
 *   check in it is first expanded: validations, spec clauses (as indices into the index's
 *   deduplicated reference table) and the exchange.
 *
 * Exchanges are kept for checks that did not pass cleanly (failed, warned, allowed, unobservable,
 * unreached), failed checks first, up to EXCHANGE_BUDGET characters in all; passed checks' exchanges
 * stay in the JSON report file. Their credential fields are masked by name (maskCredentialFields)
 * and every string passes `redact` before it is cut.
 */
import type { Check, Exchange, Reference, RunReport, Validation } from '../client/index.js';
import type { CheckOutcome, Grade } from '../core/model.js';
import { type ClauseCitation, clauseDistinctions } from '../util/clause-key.js';
import { maskCredentialFields, maskCredentials } from '../util/credentials.js';
import { firstFailedValidation } from './checks.js';
import { checkFlakiness } from './flaky.js';
import { curlOf, type HtmlCurl } from './html-curl.js';
import { cutText, lineText } from './html-text.js';
import type { Redact } from './markdown.js';
import type { EndpointContext } from './ocpi-endpoint.js';

/** Outcomes in the order the page lists its filters; a row holds the index. */
export const OUTCOMES = [
  'failed',
  'warned',
  'allowed',
  'unobservable',
  'unreached',
  'passed',
] as const satisfies readonly CheckOutcome[];

/** Checks per details chunk: expanding a check parses one chunk, a few hundred KB at most. */
export const CHUNK_SIZE = 500;
/** Characters of exchange text the page keeps in all (about as many bytes for ASCII bodies). */
export const EXCHANGE_BUDGET = 16_000_000;

/** Where service text is cut, in characters, after it is redacted. */
export const LIMITS = {
  id: 300,
  name: 500,
  headline: 300,
  message: 2000,
  quote: 2000,
  field: 300,
  details: 2000,
  url: 2000,
  header: 2000,
  headers: 100,
  body: 16_000,
  error: 4000,
} as const;

/**
 * [suite index, test id, name, outcome index (OUTCOMES), why in one line, the spec clauses the
 * check broke (indices into `refs`, listed in `clauses`), and for a flaky check its [flips, runs]
 * (absent for the others: most rows of a large report have none)].
 */
export type HtmlRow = [number, string, string, number, string, number[], [number, number]?];

/** [documentTitle, section, anchor, page, path, strength, quote]; '' where absent. */
export type HtmlReference = [string, string, string, string, string, string, string];

export interface HtmlIndex {
  /** [suite id, module index into `modules` or -1]. */
  suites: [string, number][];
  /** The suites' modules, each once, in report order. */
  modules: string[];
  rows: HtmlRow[];
  refs: HtmlReference[];
  /** The spec clauses the failed and warned checks broke (indices into `refs`), most broken first. */
  clauses: number[];
  /**
   * Per clause of `clauses`, what tells it apart from another that its collapsed row (document,
   * section, strength) would read like: its anchor or its quote's first words; '' for most.
   */
  clauseApart: string[];
  /** Checks per details chunk. */
  chunk: number;
  /** The exchange budget, for the page's note on an exchange left out. */
  budget: number;
}

/** A validation: [state: 1 passed, 0 failed, 2 unobservable, -1 not said; name; severity; message; reference indices; details of one that did not pass, as JSON text]. */
export type HtmlValidation = [number, string, string, string, number[], string];

export interface HtmlExchangePart {
  /** Request method and URL, or response status. */
  m?: string;
  u?: string;
  st?: number;
  h?: [string, string][];
  /** Headers left out by this page (over LIMITS.headers). */
  hm?: number;
  /** Truncated by the service. */
  ht?: 1;
  b?: string;
  bt?: 1;
  /** The body's length in characters when this page cut it. */
  bc?: number;
}

export interface HtmlExchange {
  q?: HtmlExchangePart;
  s?: HtmlExchangePart;
  l?: number;
  er?: string;
  et?: 1;
}

/** Why a check has no exchange in the page: 1 it passed (kept in the JSON file), 2 over the budget. */
export type ExchangeLeftOut = 1 | 2;

export interface HtmlDetail {
  e?: number[];
  a?: number;
  /** Transport kind. */
  k?: string;
  /** Why unreached. */
  u?: string;
  v?: HtmlValidation[];
  w?: HtmlValidation[];
  r?: number[];
  c?: number[];
  p?: string[];
  /** Absent: the report kept no exchange for this check. */
  x?: HtmlExchange | ExchangeLeftOut;
  /** A failed or warned check with its exchange kept: its curl command, or why there is none. */
  cu?: HtmlCurl;
}

export interface HtmlData {
  index: HtmlIndex;
  /** The details, CHUNK_SIZE checks per chunk, in report order. */
  chunks: HtmlDetail[][];
  exchanges: { kept: number; leftOut: number; characters: number };
}

interface Located {
  suite: number;
  check: Check;
  outcome: CheckOutcome;
}

/**
 * Builds the page's data from the report and its grade; `redact` comes first for every text.
 * `budget`: characters of exchanges (and curl commands) to keep (EXCHANGE_BUDGET; tests try
 * smaller ones). `partnerBaseUrl`: the connection's, which tells the requests sent to the partner
 * (offered as curl commands); without it every request is offered.
 */
export function buildHtmlData(
  report: RunReport,
  grade: Grade,
  redact: Redact,
  budget = EXCHANGE_BUDGET,
  partnerBaseUrl?: string,
): HtmlData {
  const suites = report.suites ?? [];
  const located = locateChecks(report, grade);
  const refs = referenceTable(redact);
  const exchanges = keptExchanges(located, redact, budget, partnerBaseUrl, (i) => {
    const suite = suites[i];
    return {
      ...(report.ocpiVersion ? { ocpiVersion: report.ocpiVersion } : {}),
      ...(suite?.module ? { module: suite.module } : {}),
      ...(suite?.suiteId ? { suiteId: suite.suiteId } : {}),
    };
  });
  const rows: HtmlRow[] = [];
  const chunks: HtmlDetail[][] = [];
  // The clauses as the grade found them (core/clauses.ts), each a row of the reference table.
  const clauses = (grade.clauses ?? []).map((clause) => refs.add([clause.reference])![0]!);
  const clausesOf = new Map<string, number[]>();
  (grade.clauses ?? []).forEach((clause, c) => {
    for (const testId of clause.checks) {
      const list = clausesOf.get(testId) ?? [];
      if (!list.includes(clauses[c]!)) list.push(clauses[c]!);
      clausesOf.set(testId, list);
    }
  });
  const flakyOf = checkFlakiness(grade);
  located.forEach((item, i) => {
    const broke = item.outcome === 'failed' || item.outcome === 'warned';
    const row: HtmlRow = [
      item.suite,
      lineText(redact, item.check.testId, LIMITS.id),
      lineText(redact, item.check.name, LIMITS.name),
      OUTCOMES.indexOf(item.outcome as (typeof OUTCOMES)[number]),
      headline(item, redact),
      broke ? (clausesOf.get(item.check.testId) ?? []) : [],
    ];
    const flaky = flakyOf?.(item.check);
    if (flaky) row.push([flaky.flips, flaky.runs]);
    rows.push(row);
    if (i % CHUNK_SIZE === 0) chunks.push([]);
    const detail = detailOf(item, refs.add, redact, exchanges.byIndex.get(i));
    const curl = exchanges.curls.get(i);
    if (curl) detail.cu = curl;
    chunks.at(-1)!.push(detail);
  });
  const modules: string[] = [];
  const moduleIndex = (module: string | undefined) => {
    if (!module) return -1;
    const name = lineText(redact, module, LIMITS.field);
    if (!modules.includes(name)) modules.push(name);
    return modules.indexOf(name);
  };
  return {
    index: {
      suites: suites.map((s) => [lineText(redact, s.suiteId, LIMITS.id), moduleIndex(s.module)]),
      modules,
      rows,
      refs: refs.rows,
      clauses,
      clauseApart: clauseDistinctions(
        clauses.map((r) => citationOf(refs.rows[r]!)),
        (c) => `${c.documentTitle}\u0000${c.section}\u0000${c.strength}`,
      ),
      chunk: CHUNK_SIZE,
      budget,
    },
    chunks,
    exchanges: exchanges.stats,
  };
}

/**
 * Every check of the report with its outcome, in report order. The grade lists the checks that
 * did not pass (passed ones are only counted), by the same objects as the report when both come
 * from one gate; a report copied after grading (an exchange dropped) is matched by suite and test
 * id instead, in order, so that duplicate ids keep their own outcomes.
 */
function locateChecks(report: RunReport, grade: Grade): Located[] {
  const byObject = new Map<Check, CheckOutcome>();
  const byKey = new Map<string, CheckOutcome[]>();
  const keyOf = (suiteId: string, check: Check) => `${suiteId}\u0000${check.testId}`;
  for (const list of Object.values(grade.checks)) {
    for (const graded of list) {
      byObject.set(graded.check, graded.outcome);
      const key = keyOf(graded.suiteId, graded.check);
      const outcomes = byKey.get(key);
      if (outcomes) outcomes.push(graded.outcome);
      else byKey.set(key, [graded.outcome]);
    }
  }
  const located: Located[] = [];
  (report.suites ?? []).forEach((suite, s) => {
    for (const check of suite.checks) {
      const outcomes = byKey.get(keyOf(suite.suiteId, check));
      const outcome = byObject.get(check) ?? outcomes?.[0] ?? 'passed';
      // Each graded outcome serves one check, found by object or by key.
      const at = outcomes?.indexOf(outcome) ?? -1;
      if (at >= 0) outcomes!.splice(at, 1);
      located.push({ suite: s, check, outcome });
    }
  });
  return located;
}

/** A row of the reference table as the citation it shows (redacted and cut as on the page). */
function citationOf(row: HtmlReference): ClauseCitation & { strength: string } {
  const [documentTitle, section, anchor, page, path, strength, quote] = row;
  return {
    documentTitle,
    section,
    anchor,
    ...(page === '' ? {} : { page: Number(page) }),
    path,
    strength,
    quote,
  };
}

/**
 * The reference table: each distinct clause once, rows referring to it by index. Clauses repeat
 * on thousands of checks, so each is redacted and cut once, when first seen (redact is a pure
 * function of the text: the same clause gives the same row).
 */
function referenceTable(redact: Redact) {
  const rows: HtmlReference[] = [];
  const seen = new Map<string, number>();
  const fields = (r: Reference) =>
    [r.documentTitle, r.section, r.anchor, r.page, r.path, r.strength, r.quote] as const;
  const add = (references: Reference[] | undefined): number[] | undefined => {
    if (!references?.length) return undefined;
    return references.map((reference) => {
      const raw = fields(reference);
      const key = JSON.stringify(raw);
      let index = seen.get(key);
      if (index === undefined) {
        const [documentTitle, section, anchor, page, path, strength, quote] = raw;
        index = rows.length;
        rows.push([
          lineText(redact, documentTitle, LIMITS.field),
          lineText(redact, section, LIMITS.field),
          lineText(redact, anchor, LIMITS.field),
          page === undefined ? '' : String(page),
          lineText(redact, path, LIMITS.field),
          lineText(redact, strength, LIMITS.field),
          lineText(redact, quote, LIMITS.quote),
        ]);
        seen.set(key, index);
      }
      return index;
    });
  };
  return { rows, add };
}

/** Why a check did not pass, in one line: what its row shows before it is expanded. */
function headline(item: Located, redact: Redact): string {
  const check = item.check;
  const line = (value: unknown) => lineText(redact, value, LIMITS.headline);
  switch (item.outcome) {
    case 'failed':
    case 'allowed':
      return line(failureWhy(check));
    case 'warned': {
      const warning = check.warnings?.[0];
      return warning ? line(validationLine(warning)) : '';
    }
    case 'unobservable': {
      const why = check.validations?.find((v) => v.unobservable);
      return line(why?.message ?? 'could not be observed');
    }
    case 'unreached':
      return line(`not reached (${check.unreached ?? 'unknown'})`);
    default:
      return '';
  }
}

/**
 * "expected 200, got 500" when the status did not match; otherwise what did fail, as in the
 * summary: "expected 200, got 200" would read like a pass.
 */
function failureWhy(check: Check): string {
  const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
  const actual = check.actualStatus;
  if ((expected || actual !== undefined) && (actual === undefined || !expected?.includes(actual))) {
    return `expected ${expected?.join(' or ') ?? 'n/a'}, got ${actual ?? 'no response'}`;
  }
  const validation = firstFailedValidation(check);
  if (validation) return validationLine(validation);
  if (check.exchange?.error) return `transport error: ${check.exchange.error}`;
  return 'the check did not pass';
}

function validationLine(validation: Validation): string {
  const name = validation.name ? `${validation.name}: ` : '';
  return `${name}${validation.message ?? 'failed'}`;
}

function detailOf(
  item: Located,
  refs: (references: Reference[] | undefined) => number[] | undefined,
  redact: Redact,
  exchange: HtmlExchange | ExchangeLeftOut | undefined,
): HtmlDetail {
  const check = item.check;
  const validations = (list: Validation[] | undefined) =>
    list?.length ? list.map((v) => validationOf(v, refs, redact)) : undefined;
  const detail: HtmlDetail = {
    e: check.expectedStatus?.length ? check.expectedStatus : undefined,
    a: check.actualStatus,
    k: check.transportKind ? lineText(redact, check.transportKind, LIMITS.field) : undefined,
    u: check.unreached ? lineText(redact, check.unreached, LIMITS.field) : undefined,
    v: validations(check.validations),
    w: validations(check.warnings),
    r: refs(check.references),
    c: refs(check.sourceCitations),
    p: check.provenBy?.length
      ? check.provenBy.map((p) =>
          lineText(redact, p.breaks ? `${p.id} (breaks ${p.breaks})` : p.id, LIMITS.name),
        )
      : undefined,
    x: exchange,
  };
  // Fields left undefined are absent from the JSON: JSON.stringify drops them.
  return detail;
}

function validationOf(
  validation: Validation,
  refs: (references: Reference[] | undefined) => number[] | undefined,
  redact: Redact,
): HtmlValidation {
  const state = validation.unobservable
    ? 2
    : validation.passed === true
      ? 1
      : validation.passed === false
        ? 0
        : -1;
  // The details (what was expected, what was seen) of a validation that did not pass, on one
  // line. A passed one's message says what was seen; its details would double the page's size.
  const details =
    validation.details === undefined || state === 1
      ? ''
      : cutText(
          keep,
          JSON.stringify(maskCredentialFields(validation.details, maskText(redact))),
          LIMITS.details,
        );
  return [
    state,
    lineText(redact, validation.name, LIMITS.field),
    lineText(redact, validation.severity, LIMITS.field),
    cutText(redact, validation.message, LIMITS.message),
    refs(validation.references) ?? [],
    details,
  ];
}

/** Every text maskCredentials could change holds one of these words. */
export const CREDENTIAL_WORD = /Bearer|Token|Basic|authorization/i;

/**
 * The front end's redact, then credential shapes (Bearer ..., "authorization": "...") masked.
 * The word test first: most strings of a report hold none, and this runs on every one of them.
 */
function maskText(redact: Redact): Redact {
  return (text) => {
    const redacted = redact(text);
    return CREDENTIAL_WORD.test(redacted) ? maskCredentials(redacted) : redacted;
  };
}

/**
 * The exchanges the page keeps, by check index: failed checks' first, then those of the other
 * checks that did not pass cleanly, while the budget lasts. Passed checks' are left out (1). A
 * failed or warned check's kept exchange comes with its curl command, counted in the budget.
 */
function keptExchanges(
  located: Located[],
  redact: Redact,
  budget: number,
  partnerBaseUrl: string | undefined,
  /** What the report says of the endpoint of a check of suite i (its version, module, id). */
  contextOf: (suite: number) => Omit<EndpointContext, 'partnerBaseUrl'>,
) {
  const byIndex = new Map<number, HtmlExchange | ExchangeLeftOut>();
  const curls = new Map<number, HtmlCurl>();
  const stats = { kept: 0, leftOut: 0, characters: 0 };
  const failed: number[] = [];
  const others: number[] = [];
  located.forEach((item, i) => {
    if (item.outcome === 'failed') failed.push(i);
    else if (item.outcome !== 'passed') others.push(i);
  });
  const order = [...failed, ...others];
  for (const i of order) {
    const exchange = located[i]!.check.exchange;
    if (!exchange) continue;
    if (stats.characters >= budget) {
      byIndex.set(i, 2);
      stats.leftOut++;
      continue;
    }
    const shown = exchangeOf(exchange, redact);
    stats.characters += JSON.stringify(shown).length;
    stats.kept++;
    byIndex.set(i, shown);
    const outcome = located[i]!.outcome;
    if (exchange.request && (outcome === 'failed' || outcome === 'warned')) {
      const curl = curlOf(located[i]!.check, partnerBaseUrl, redact, contextOf(located[i]!.suite));
      stats.characters += JSON.stringify(curl).length;
      curls.set(i, curl);
    }
  }
  located.forEach((item, i) => {
    if (item.outcome === 'passed' && item.check.exchange) byIndex.set(i, 1);
  });
  return { byIndex, curls, stats };
}

/** An exchange as the page shows it: credential fields masked, redacted, then cut. */
export function exchangeOf(exchange: Exchange, redact: Redact): HtmlExchange {
  const masked = maskCredentialFields(exchange, maskText(redact));
  const out: HtmlExchange = {};
  const request = masked.request;
  if (request) {
    out.q = part(request.headers, request.headersTruncated, request.body, request.bodyTruncated);
    if (request.method) out.q.m = lineText(redact, request.method, LIMITS.field);
    if (request.url) out.q.u = lineText(redact, request.url, LIMITS.url);
  }
  const response = masked.response;
  if (response) {
    out.s = part(
      response.headers,
      response.headersTruncated,
      response.body,
      response.bodyTruncated,
    );
    if (response.status !== undefined) out.s.st = response.status;
  }
  if (masked.latencyMs !== undefined) out.l = masked.latencyMs;
  if (masked.error) out.er = cutText(redact, masked.error, LIMITS.error);
  if (masked.errorTruncated) out.et = 1;
  return out;
}

/** Headers and body of a request or response; the strings in them are already masked. */
function part(
  headers: Record<string, unknown> | undefined,
  headersTruncated: boolean | undefined,
  body: unknown,
  bodyTruncated: boolean | undefined,
): HtmlExchangePart {
  const out: HtmlExchangePart = {};
  const entries = Object.entries(headers ?? {});
  if (entries.length > 0) {
    out.h = entries
      .slice(0, LIMITS.headers)
      .map(([k, v]) => [
        cutText(keep, k, LIMITS.field),
        cutText(keep, Array.isArray(v) ? v.join(', ') : String(v), LIMITS.header),
      ]);
    if (entries.length > LIMITS.headers) out.hm = entries.length - LIMITS.headers;
  }
  if (headersTruncated) out.ht = 1;
  if (body !== undefined && body !== null) {
    const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
    out.b = cutText(keep, text, LIMITS.body);
    if (text.length > LIMITS.body) out.bc = text.length;
  }
  if (bodyTruncated) out.bt = 1;
  return out;
}

/** For strings maskCredentialFields has already passed through redact. */
const keep: Redact = (text) => text;

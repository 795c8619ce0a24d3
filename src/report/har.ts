/**
 * The HAR file (issue 36, point 2): an HTTP Archive 1.2 document with one entry per failed and
 * warned check's exchange (request, response, timing), which browser DevTools, Postman and
 * Insomnia open. The check's id, outcome, clauses and expected statuses ride in the entry's
 * `_ocpi` field (HAR's custom fields start with `_`) and, for tools that show no custom fields, in
 * its `comment`.
 *
 * Entries are built from packets (recorded-request.ts): every credential is a placeholder such as
 * `$OCPI_TOKEN`, never a value. The HAR records no time per exchange: every entry starts at the
 * moment the run started (`startedAt`), and the exchange's latency is its `wait`. An exchange
 * whose request has no absolute http(s) URL has no entry: HAR tools refuse one without.
 *
 * Pure: the app layer writes the text (app/formats/har.ts), masking it with the secret store as well.
 */
import type { Check } from '../client/index.js';
import type { CheckOutcome, Grade, GradedCheck } from '../core/model.js';
import { clausesByCheck, clauseText } from './checks.js';
import { type RecordedHeader, type RecordedRequest, recordedRequest } from './recorded-request.js';

export interface HarContext {
  grade: Grade;
  /** The connection's partner base URL, when known: it tells which way an exchange went. */
  partnerBaseUrl?: string;
  /** When the run started: every entry's startedDateTime. */
  startedAt: Date;
  toolVersion: string;
  /** Said in the log's comment and `_ocpi`: which run this is. */
  run?: { reportId?: string; seed?: string; verdict?: string; leg?: string; legs?: string[] };
}

/** The check's part of an entry, under `_ocpi`. */
export interface HarOcpi {
  testId: string;
  name?: string;
  outcome: CheckOutcome;
  suiteId?: string;
  module?: string;
  leg?: string;
  direction: RecordedRequest['direction'];
  expectedStatus?: number[];
  actualStatus?: number;
  expectedStatusCode?: number;
  actualStatusCode?: number;
  clauses: string[];
  notReplayable: string[];
  error?: string;
}

/** The HAR document of a graded report's failed and warned checks. */
export function renderHar(context: HarContext): Record<string, unknown> {
  return harDocument([...gradedChecks(context)], context);
}

/**
 * The HAR text of a graded report's failed and warned checks, in lines (the frame, then an entry
 * a line): what renderHar gives, without holding the document or its text whole.
 */
export function* harLines(context: HarContext): Generator<string> {
  const frame = harFrame(context);
  yield frame.head;
  let first = true;
  for (const entry of eachHarEntry(gradedChecks(context), context)) {
    yield `${first ? '' : ','}${JSON.stringify(entry)}`;
    first = false;
  }
  yield frame.tail;
}

function* gradedChecks(context: HarContext): Generator<{ item: GradedCheck; leg?: string }> {
  const leg = context.run?.leg;
  for (const item of context.grade.checks.failed) yield { item, leg };
  for (const item of context.grade.checks.warned) yield { item, leg };
}

/** A HAR document from graded checks (of one run or, with their legs, of a merged matrix). */
export function harDocument(
  checks: readonly { item: GradedCheck; leg?: string }[],
  context: Omit<HarContext, 'grade'> & { grade?: Grade },
): Record<string, unknown> {
  return { log: { ...harLogFields(context), entries: harEntries(checks, context) } };
}

/** The entries of the checks that recorded a request, in order. */
export function harEntries(
  checks: readonly { item: GradedCheck; leg?: string }[],
  context: Pick<HarContext, 'partnerBaseUrl' | 'startedAt'> & { grade?: Grade },
): Record<string, unknown>[] {
  return [...eachHarEntry(checks, context)];
}

/** harEntries one at a time, for a writer that does not hold them all (a report of many failures). */
export function* eachHarEntry(
  checks: Iterable<{ item: GradedCheck; leg?: string }>,
  context: Pick<HarContext, 'partnerBaseUrl' | 'startedAt'> & { grade?: Grade },
): Generator<Record<string, unknown>> {
  const clauses = context.grade ? clausesByCheck(context.grade) : new Map<string, string[]>();
  for (const { item, leg } of checks) {
    if (item.check.exchange?.request === undefined) continue;
    const entry = harEntry(item, {
      partnerBaseUrl: context.partnerBaseUrl,
      startedAt: context.startedAt,
      clauses: clauses.get(item.check.testId) ?? checkClauses(item.check),
      leg,
    });
    if (entry) yield entry;
  }
}

/**
 * The document's text around its entries, for a writer that streams them (a merge): `head`, the
 * entries' JSON joined by commas, then `tail`.
 */
export function harFrame(context: Pick<HarContext, 'toolVersion' | 'run'>): {
  head: string;
  tail: string;
} {
  const fields = JSON.stringify(harLogFields(context));
  return { head: `{"log":${fields.slice(0, -1)},"entries":[`, tail: ']}}' };
}

function harLogFields(context: Pick<HarContext, 'toolVersion' | 'run'>): Record<string, unknown> {
  const run = context.run ?? {};
  const said = [
    run.reportId && `report ${run.reportId}`,
    run.seed && `seed ${run.seed}`,
    run.verdict && `verdict ${run.verdict}`,
  ].filter(Boolean);
  return {
    version: '1.2',
    creator: { name: 'ocpi-conformance', version: context.toolVersion },
    comment: `The exchanges of the failed and warned checks of ${run.legs ? `every leg of a matrix (${run.legs.join(', ')})` : 'an OCPI conformance run'}${said.length ? ` (${said.join(', ')})` : ''}. Credentials are placeholders such as $OCPI_TOKEN.`,
    _ocpi: { ...run },
  };
}

interface EntryContext {
  partnerBaseUrl?: string;
  startedAt: Date;
  clauses: string[];
  leg?: string;
}

/** The entry of a check, or undefined when its request has no http(s) URL a HAR tool could open. */
function harEntry(item: GradedCheck, context: EntryContext): Record<string, unknown> | undefined {
  const packet = recordedRequest(item.check, context.partnerBaseUrl);
  if (packet.url === undefined) return undefined;
  const wait = packet.latencyMs ?? 0;
  const ocpi: HarOcpi = {
    testId: packet.testId,
    ...(packet.name ? { name: packet.name } : {}),
    outcome: item.outcome,
    suiteId: item.suiteId,
    ...(item.module ? { module: item.module } : {}),
    ...(context.leg ? { leg: context.leg } : {}),
    direction: packet.direction,
    ...expectationFields(packet),
    clauses: context.clauses,
    notReplayable: packet.notReplayable.map((n) => n.text),
    ...(packet.error ? { error: packet.error } : {}),
  };
  return {
    startedDateTime: context.startedAt.toISOString(),
    time: wait,
    request: harRequest({ ...packet, url: packet.url }),
    response: harResponse(packet),
    cache: {},
    timings: { send: 0, wait, receive: 0 },
    comment: entryComment(ocpi),
    _ocpi: ocpi,
  };
}

function expectationFields(packet: RecordedRequest): Partial<HarOcpi> {
  const e = packet.expectation;
  return {
    ...(e.expectedStatus ? { expectedStatus: e.expectedStatus } : {}),
    ...(e.actualStatus !== undefined ? { actualStatus: e.actualStatus } : {}),
    ...(e.expectedStatusCode !== undefined ? { expectedStatusCode: e.expectedStatusCode } : {}),
    ...(e.actualStatusCode !== undefined ? { actualStatusCode: e.actualStatusCode } : {}),
  };
}

/** The entry in one line: what the check is, what it expected, the clauses, why no replay. */
function entryComment(ocpi: HarOcpi): string {
  const parts = [`${ocpi.testId} ${ocpi.outcome}${ocpi.leg ? ` (${ocpi.leg})` : ''}`];
  if (ocpi.expectedStatus) {
    const got = ocpi.actualStatus === undefined ? '' : `, got HTTP ${ocpi.actualStatus}`;
    parts.push(`expected HTTP ${ocpi.expectedStatus.join(' or ')}${got}`);
  }
  if (ocpi.expectedStatusCode !== undefined) {
    const got =
      ocpi.actualStatusCode === undefined ? '' : `, got status_code ${ocpi.actualStatusCode}`;
    parts.push(`expected status_code ${ocpi.expectedStatusCode}${got}`);
  }
  if (ocpi.clauses.length) parts.push(`clauses: ${ocpi.clauses.join('; ')}`);
  if (ocpi.direction === 'from-partner') parts.push('a request the partner sent to the service');
  else if (ocpi.notReplayable.length)
    parts.push(`not replayable: ${ocpi.notReplayable.join('; ')}`);
  return parts.join('; ');
}

function harRequest(packet: RecordedRequest & { url: string }): Record<string, unknown> {
  const url = packet.url;
  const request: Record<string, unknown> = {
    method: packet.method ?? 'GET',
    url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: harHeaders(packet.headers),
    queryString: queryOf(url),
    headersSize: -1,
    bodySize: packet.body === undefined ? 0 : byteLength(packet.body),
  };
  if (packet.body !== undefined) {
    request.postData = {
      mimeType: headerOf(packet.headers, 'content-type') ?? mimeOf(packet.bodyIsJson),
      text: packet.body,
      ...(packet.bodyTruncated ? { comment: 'truncated by the service' } : {}),
    };
  }
  return request;
}

function harResponse(packet: RecordedRequest): Record<string, unknown> {
  const response = packet.response;
  const headers = response?.headers ?? [];
  const text = response?.body;
  return {
    // Status 0: no response (a transport error), as browsers write it.
    status: response?.status ?? 0,
    statusText: '',
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: harHeaders(headers),
    content: {
      size: text === undefined ? 0 : byteLength(text),
      mimeType: headerOf(headers, 'content-type') ?? mimeOf(response?.bodyIsJson ?? false),
      ...(text !== undefined ? { text } : {}),
      ...(response?.bodyTruncated ? { comment: 'truncated by the service' } : {}),
    },
    redirectURL: headerOf(headers, 'location') ?? '',
    headersSize: -1,
    bodySize: text === undefined ? 0 : byteLength(text),
    ...(packet.error ? { _error: packet.error } : {}),
  };
}

function harHeaders(headers: readonly RecordedHeader[]): { name: string; value: string }[] {
  return headers.map(({ name, value }) => ({ name, value }));
}

function headerOf(headers: readonly RecordedHeader[], name: string): string | undefined {
  return headers.find((h) => h.name.toLowerCase() === name)?.value;
}

function mimeOf(json: boolean): string {
  return json ? 'application/json' : 'text/plain';
}

/** The query as HAR lists it: names and values decoded, in order. */
function queryOf(url: string): { name: string; value: string }[] {
  if (!URL.canParse(url)) return [];
  return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The clauses a check's failed validations cite (a check the grade's list does not hold). */
function checkClauses(check: Check): string[] {
  const cited = [...(check.validations ?? []), ...(check.warnings ?? [])]
    .filter((v) => v.passed === false)
    .flatMap((v) => v.references ?? []);
  return [...new Set(cited.map(clauseText))];
}

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
 * - A failed validation's words and its exchange come from the same typed faults (the roster's
 *   facts, partner-faults.ts): the status, status_code, headers, values and item count the words
 *   quote are the exchange's. Words about a request the exchange does not record (a repeat, the
 *   next request, a callback) quote no fact and say so. An unobservable validation whose reason
 *   says the response left out a field has a response without it.
 * - Credentials are masked (`Token ***`) unless scenario.echoSecrets, in which case the partner
 *   token appears in Authorization (base64 from OCPI 2.2, raw in 2.1.1, as each version sends
 *   it) and raw in the `token` field of credentials bodies.
 */
import type { Check, Exchange, Summary, Validation } from '../client/resources/run-report.js';
import { collide, omissible, readersOfFaults } from './fault-reach.js';
import {
  brokenRequest,
  faultedBody,
  faultedHeaders,
  faultedRequest,
  faultsOf,
  forRun,
  namedStatus,
  type PartnerFault,
  type Word,
  wordsText,
} from './partner-faults.js';
import { type Rng, rng } from './prng.js';
import {
  type BodyContext,
  generateData,
  MASK,
  PAGE_SIZE,
  type RunFacts,
  responseBody,
  runFacts,
  STATUS_MESSAGES,
} from './report-bodies.js';
import {
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
  /** The connection's conformance runs before this one: the turn of the scenario's waver. */
  runOrdinal?: number;
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
      runOrdinal: input.runOrdinal,
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

/** How a failed check fails; `should` (a wavering check's) breaks only a SHOULD validation. */
type FailureMode = 'transport' | 'status' | 'validation' | 'should';

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

/**
 * The buckets of the scenario's wavering checks in this run: failed in the connection's
 * odd-numbered runs, passed in the others; a SHOULD-breaking one fails in mode `should`.
 */
function waverBuckets(plans: CheckPlan[], ctx: GradingContext): Map<string, Bucket> {
  const buckets = new Map<string, Bucket>();
  const failing = (ctx.runOrdinal ?? 0) % 2 === 1;
  for (const waver of ctx.scenario.waver ?? []) {
    for (const plan of plans) {
      if (!plan.def.testId.endsWith(`/${waver.id}`)) continue;
      buckets.set(plan.def.testId, failing ? 'failed' : 'passed');
      if (failing && waver.breaks === 'should') plan.failureMode = 'should';
    }
  }
  return buckets;
}

/** Applies the "a rate above zero shows at least once per run" guarantees. */
function guaranteeRates(
  plans: CheckPlan[],
  scenario: ScenarioSpec,
  wavering: ReadonlyMap<string, Bucket>,
): void {
  const forced = new Map<string, Bucket>(wavering);
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
        if (plan.bucket !== source || wavering.has(plan.def.testId)) continue;
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
  guaranteeRates(plans, ctx.scenario, waverBuckets(plans, ctx));

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
// Exchanges.

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

/** Why validation `i` could not be observed; a field the words say was left out is left out. */
function reasonFor(def: CheckDefinition, i: number, r: Rng): Word[] {
  if (def.validations[i]!.jsonPath.startsWith('callback.')) {
    return [
      'it depends on an asynchronous callback from the partner that did not arrive within the observation window',
    ];
  }
  const omitted = omissible(def, i);
  const leftOut = r.next() < 0.5;
  if (leftOut && omitted !== undefined) {
    return [
      'the response left out ',
      { kind: 'omitted', path: omitted },
      ', the optional field this validation inspects',
    ];
  }
  return ['the partner data held no object in the state this validation needs'];
}

function toValidation(
  def: ValidationDefinition,
  outcome: 'pass' | 'fail' | 'unobservable',
  evidence: Evidence,
  unobserved: readonly Word[] = [],
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
    const reason = wordsText(unobserved);
    return {
      passed: false,
      message: `Could not observe ${def.expected}: ${reason}.`,
      ...base,
      unobservable: true,
      details: { jsonPath: def.jsonPath, expected: def.expected, reason },
    };
  }
  // The words are written from the faults the exchange is made to show (partner-faults.ts).
  const actual = wordsText(def.actual);
  return {
    passed: false,
    message: `${evidence.request} ${actual}; expected ${def.expected}.`,
    ...base,
    unobservable: false,
    details: { jsonPath: def.jsonPath, expected: def.expected, actual },
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

/** A check's request as sent, with what grading it needs: its draws and the exchange so far. */
interface Attempt {
  def: CheckDefinition;
  /** The check's detail draws, taken in a fixed order: request, latency, outcome, response. */
  r: Rng;
  facts: RunFacts;
  /** "METHOD /path" as messages name the request. */
  request: string;
  url: string;
  requestHeaders: Record<string, string>;
  /** The request body before it was cut to BODY_LIMIT. */
  sentBody: unknown;
  /** Whose objects the partner's answer carries. */
  received: BodyContext;
  exchange: Exchange;
}

/** How the attempt went: the validations graded, and the name of the one a failure breaks. */
interface Outcome {
  validations: Validation[];
  latencyMs: number;
  actualStatus?: number;
  failedName: string;
}

function buildCheck(
  plan: CheckPlan,
  ctx: GradingContext,
  facts: RunFacts,
  cutHeaders: boolean,
): Check {
  const { bucket } = plan;
  const r = rng(ctx.seed, plan.def.testId, 'detail');
  if (bucket === 'unreached') return unreachedCheck(plan.def);
  // The facts the words state, with the run's values ({date_to}) in them.
  const def: CheckDefinition = {
    ...plan.def,
    validations: plan.def.validations.map((v) => ({ ...v, actual: forRun(v.actual, facts.ids) })),
  };
  plan = { ...plan, def };
  const attempt = sendRequest(def, facts, r);
  const latencyMs = def.transportKind === 'DNS' ? r.int(20, 300) : r.int(35, 900);
  const outcome =
    bucket === 'failed' && plan.failureMode === 'transport'
      ? failInTransport(attempt, ctx.ocpiVersion)
      : answer(attempt, plan, ctx.ocpiVersion, latencyMs, cutHeaders);
  attempt.exchange.latencyMs = outcome.latencyMs;
  return gradedCheck(plan, attempt, outcome);
}

function unreachedCheck(def: CheckDefinition): Check {
  return {
    testId: def.testId,
    name: def.name,
    expectedStatus: def.expectedStatus,
    passed: false,
    validations: [],
    warnings: [],
    unreached: 'dependency',
    transportKind: def.transportKind,
    unobservable: false,
    references: def.references,
  };
}

/** The request of a check, filled in for the run, as the exchange records it. */
function sendRequest(def: CheckDefinition, facts: RunFacts, r: Rng): Attempt {
  const template = def.exchange;
  const path = fillPath(template.path, facts);
  const url = `${facts.root}${template.underVersion ? `/${facts.version}` : ''}${path}`;
  // We own what we push; responses carry the partner's objects, except when reading back our own.
  const sent: BodyContext = { r, facts, owner: facts.ours };
  const received: BodyContext = {
    r,
    facts,
    owner: template.path.includes('{country_code}') ? facts.ours : facts.theirs,
  };
  const generated = template.requestBody ? generateData(template.requestBody, sent) : undefined;
  const requestBody =
    generated !== undefined && template.invalidRequest
      ? brokenRequest(generated, template.invalidRequest)
      : generated;
  const headers = requestHeaders(def, facts, r, requestBody !== undefined);
  const clippedRequest = clip(requestBody);
  const exchange: Exchange = {
    request: {
      method: template.method,
      url,
      headers,
      headersTruncated: false,
      ...(requestBody === undefined ? {} : { body: clippedRequest.body }),
      bodyTruncated: clippedRequest.truncated,
    },
  };
  const request = `${template.method} ${displayPath(path)}`;
  return {
    def,
    r,
    facts,
    request,
    url,
    requestHeaders: headers,
    sentBody: requestBody,
    received,
    exchange,
  };
}

/** A request that got no HTTP answer: the exchange carries the error instead of a response. */
function failInTransport(attempt: Attempt, version: string): Outcome {
  const { def, r, exchange, request } = attempt;
  const failure = transportError(def, attempt.facts, r);
  const latencyMs = failure.ms;
  const evidence = { request, latencyMs };
  const cut = failure.error.length > ERROR_LIMIT;
  exchange.error = cut ? failure.error.slice(0, ERROR_LIMIT) : failure.error;
  exchange.errorTruncated = cut;
  if (failure.dnsIndex >= 0) {
    const broken = def.validations[failure.dnsIndex]!;
    const validations = [toValidation(broken, 'fail', evidence)];
    return { validations, latencyMs, failedName: broken.name };
  }
  const shortError = failure.error.length > 160 ? `${failure.error.slice(0, 159)}…` : failure.error;
  const incomplete: Validation = {
    passed: false,
    message: `${request} did not complete: ${shortError}; expected an HTTP response within ${TRANSPORT_TIMEOUT_MS / 1000} s.`,
    name: 'Request completed',
    required: true,
    severity: 'shall',
    unobservable: false,
    references: [sharedReference(version, 'transport', 'shall')],
    details: { jsonPath: 'exchange.error', expected: 'an HTTP response', actual: exchange.error },
  };
  return { validations: [incomplete], latencyMs, failedName: 'Request completed' };
}

/** A request the partner answered: the status, the validations by bucket, and the response. */
function answer(
  attempt: Attempt,
  plan: CheckPlan,
  version: string,
  drawnLatencyMs: number,
  cutHeaders: boolean,
): Outcome {
  const { def, r, request } = attempt;
  const { outcomes, slow, failedName } = validationOutcomes(plan, r);
  const answered =
    plan.bucket === 'failed' && plan.failureMode === 'status'
      ? answeredWrongStatus(def, r)
      : answeredAsGraded(def, outcomes, r);
  const latencyMs = slow ? r.int(SLOW_MS + 100, 4800) : drawnLatencyMs;
  const evidence = { request, latencyMs };
  const { status: actualStatus } = answered;
  const status = statusValidation(version, def.expectedStatus, actualStatus, evidence);
  const failing = answered.failing.map((v) => toValidation(v, 'fail', evidence));
  const unobserved = outcomes.map((outcome, i) =>
    outcome === 'unobservable' ? reasonFor(def, i, r) : [],
  );
  const faults = [...answered.faults, ...unobserved.flatMap(faultsOf)];
  // Answered with another status: what failed is said; nothing is observed in an error body.
  const validations = !answered.asExpected
    ? [status, ...failing]
    : [
        status,
        ...def.validations.map((v, i) => toValidation(v, outcomes[i]!, evidence, unobserved[i])),
        latencyValidation(version, evidence),
      ];
  // The exchange shows what the failed validations' words state: both come from `faults`.
  if (faults.some((fault) => fault.kind === 'data' && fault.where === 'request')) {
    const sent = clip(faultedRequest(attempt.sentBody, faults));
    attempt.exchange.request = {
      ...attempt.exchange.request,
      body: sent.body,
      bodyTruncated: sent.truncated,
    };
  }
  attempt.exchange.response = response(
    attempt,
    actualStatus,
    answered.asExpected,
    cutHeaders,
    faults,
  );
  return { validations, latencyMs, actualStatus, failedName };
}

/** How the partner answered: the status, the failed validations and the faults they state. */
interface Answered {
  status: number;
  /** Whether the answer is the one the check expects, all validations graded on it. */
  asExpected: boolean;
  failing: ValidationDefinition[];
  faults: PartnerFault[];
}

/** A check failed by its status: another status than expected. */
function answeredWrongStatus(def: CheckDefinition, r: Rng): Answered {
  const drawn = wrongStatus(def.expectedStatus, r);
  const rule = def.validations.find((v) => v.severity === 'shall');
  // When a refusal was expected, answering anyway also breaks the rule the check is about; a
  // wrong error status (500 for 404) refuses all the same.
  if (!def.expectedStatus.every((s) => s >= 400) || !rule || drawn >= 300) {
    return { status: drawn, asExpected: false, failing: [], faults: [] };
  }
  const faults = faultsOf(rule.actual);
  return { status: namedStatus(faults) ?? drawn, asExpected: false, failing: [rule], faults };
}

/** A check graded on its validations: the status is the one their failures name, if any. */
function answeredAsGraded(
  def: CheckDefinition,
  outcomes: readonly ('pass' | 'fail' | 'unobservable')[],
  r: Rng,
): Answered {
  const failing = def.validations.filter((_, i) => outcomes[i] === 'fail');
  const faults = failing.flatMap((v) => faultsOf(v.actual));
  const named = namedStatus(faults);
  if (named !== undefined && !def.expectedStatus.includes(named)) {
    return { status: named, asExpected: false, failing, faults };
  }
  return { status: named ?? r.pick(def.expectedStatus), asExpected: true, failing, faults };
}

/** Which of a check's own validations fail or go unobserved, as its bucket asks. */
function validationOutcomes(
  plan: CheckPlan,
  r: Rng,
): { outcomes: ('pass' | 'fail' | 'unobservable')[]; slow: boolean; failedName: string } {
  const validations = plan.def.validations;
  const outcomes: ('pass' | 'fail' | 'unobservable')[] = validations.map(() => 'pass');
  let slow = false;
  let failedName = 'HTTP status';
  if (plan.bucket === 'failed' && plan.failureMode === 'validation') {
    const required = validations.flatMap((v, i) => (v.severity === 'shall' ? [i] : []));
    const first = r.pick(required);
    outcomes[first] = 'fail';
    // A second failure never overwrites the facts of the first.
    const second = required.filter((i) => i !== first && !collide(plan.def, first, i));
    if (second.length > 0 && r.chance(0.25)) outcomes[r.pick(second)] = 'fail';
    failedName = validations[first]!.name;
    // What a failure changes in the body, the validations that read there see as well.
    for (const i of outcomes.flatMap((outcome, i) => (outcome === 'fail' ? [i] : []))) {
      for (const j of readersOfFaults(plan.def, i)) outcomes[j] = 'fail';
    }
  } else if (
    plan.bucket === 'warned' ||
    (plan.bucket === 'failed' && plan.failureMode === 'should')
  ) {
    // A warning never names another status: that would fail the HTTP status, a shall. Nor does a
    // failure that breaks only a SHOULD (a wavering check's).
    const should = validations.flatMap((v, i) => {
      const status = namedStatus(faultsOf(v.actual));
      const wrong = status !== undefined && !plan.def.expectedStatus.includes(status);
      const alone = readersOfFaults(plan.def, i).length === 0;
      return v.severity === 'should' && !wrong && alone ? [i] : [];
    });
    // Candidate -1 is the response-time validation every check makes.
    const pick = r.pick([...should, -1]);
    if (pick === -1) slow = true;
    else outcomes[pick] = 'fail';
    failedName = pick === -1 ? 'Response time' : validations[pick]!.name;
  } else if (plan.bucket === 'unobservable') {
    outcomes[r.int(0, validations.length - 1)] = 'unobservable';
  }
  return { outcomes, slow, failedName };
}

function response(
  attempt: Attempt,
  status: number,
  expected: boolean,
  cutHeaders: boolean,
  faults: readonly PartnerFault[],
): NonNullable<Exchange['response']> {
  const { def, r, facts } = attempt;
  const rawBody = faultedBody(
    responseBody(def, status, expected, attempt.received),
    faults,
    STATUS_MESSAGES,
  );
  const headers = responseHeaders(
    def,
    status,
    rawBody,
    attempt.url,
    attempt.requestHeaders,
    facts,
    r,
  );
  const body = clip(rawBody);
  const sent = faultedHeaders(headers, faults, r);
  return {
    status,
    headers: cutHeaders ? clipHeaders({ ...sent, ...noisyHeaders(r) }) : sent,
    headersTruncated: cutHeaders,
    body: body.body,
    bodyTruncated: body.truncated,
  };
}

/** The check as the report carries it, with its citations and, when it failed, its proof. */
function gradedCheck(plan: CheckPlan, attempt: Attempt, outcome: Outcome): Check {
  const { def, bucket } = plan;
  const { r } = attempt;
  const warnings =
    bucket === 'warned'
      ? outcome.validations.filter((v) => v.passed === false && v.severity === 'should')
      : [];
  const check: Check = {
    testId: def.testId,
    name: def.name,
    expectedStatus: def.expectedStatus,
    passed: bucket === 'passed' || bucket === 'warned',
    ...(outcome.actualStatus === undefined ? {} : { actualStatus: outcome.actualStatus }),
    validations: outcome.validations,
    warnings,
    transportKind: def.transportKind,
    unobservable: bucket === 'unobservable',
    references: def.references,
  };
  if (r.chance(0.35)) check.sourceCitations = [def.sourceCitation];
  if (bucket === 'failed') {
    const siblings = plan.suite.checks.filter((other) => other.testId !== def.testId);
    const witness = def.dependsOn[0] ?? (siblings.length > 0 ? r.pick(siblings).testId : undefined);
    if (witness && r.chance(0.5)) check.provenBy = [{ id: witness, breaks: outcome.failedName }];
  }
  check.exchange = attempt.exchange;
  return check;
}

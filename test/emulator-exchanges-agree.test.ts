/**
 * An emulator that agrees with itself (issues 26 and 33): wherever a scenario makes a check fail,
 * warn or be unobservable, every fact its validations' words state is what the recorded exchange
 * shows. Walks every check of every report the emulator can produce (every scenario, every OCPI
 * version, 20 seeds) with one generic reader of facts: it knows the forms a fact takes in words
 * (a request line, `HTTP 500`, `status_code 2001`, a quoted value, a bare number, a count of
 * items, a header name, a latency in ms), not the roster's phrasings, and holds each to the
 * exchange the words sit on.
 */
import { describe, expect, it } from 'vitest';
import type { Check, Connection, Validation } from '../src/client/index.js';
import { generateConformanceReport } from '../src/emulator/reports.js';
import { resolveScenario, SCENARIO_NAMES } from '../src/emulator/scenarios.js';

const connection: Connection = {
  _id: 'con_1',
  partnerBaseUrl: 'https://ocpi.partner.example/ocpi/versions',
  ourRole: 'EMSP',
  theirRole: 'CPO',
  ocpiVersion: '2.2.1',
  status: 'registered',
  kind: 'external',
};
const VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'];
const SEEDS = Array.from({ length: 20 }, (_, i) => `agree-${i + 1}`);

type Exchange = NonNullable<Check['exchange']>;

/** Every leaf of a JSON value (strings and numbers), and for a cut body its text. */
function leaves(value: unknown, into: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) leaves(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) leaves(item, into);
  } else into.push(value);
  return into;
}

/** Whether the value appears in a body: as a leaf, or in the text of a cut body. */
function inBody(body: unknown, truncated: boolean | undefined, value: string | number): boolean {
  if (truncated && typeof body === 'string') return body.includes(JSON.stringify(value));
  return leaves(body).some(
    (leaf) => leaf === value || (typeof leaf === 'string' && leaf === String(value)),
  );
}

/** Where a value the words quote may be seen: the response body, the request body, the error. */
function shown(exchange: Exchange, value: string | number): boolean {
  const { request, response } = exchange;
  return (
    inBody(response?.body, response?.bodyTruncated, value) ||
    inBody(request?.body, request?.bodyTruncated, value) ||
    (exchange.error ?? '').includes(String(value))
  );
}

const NEGATION = /\b(no|not|without|never)\b/i;

/** A fact as the words state it: where it sits, its text, and whether it is said to be absent. */
interface Fact {
  at: number;
  end: number;
  text: string;
  kind: 'status' | 'status_code' | 'quoted' | 'count' | 'latency' | 'number' | 'header';
  values: string[];
}

// The forms a fact takes in words, most specific first; a span already read is not read again.
const FORMS: { kind: Fact['kind']; pattern: RegExp }[] = [
  { kind: 'status', pattern: /\bHTTP (\d{3}(?:(?:, | or )\d{3})*)/g },
  { kind: 'status_code', pattern: /\bstatus_code (\d{4})\b/g },
  { kind: 'quoted', pattern: /"([^"]*)"/g },
  { kind: 'latency', pattern: /\b(\d+) ms\b/g },
  { kind: 'count', pattern: /\b(\d+) (?:items|[A-Z][A-Za-z]*s)\b/g },
  { kind: 'header', pattern: /\b(X-[A-Za-z-]+|[A-Z][a-z]+(?=\sheader\b))/g },
  { kind: 'number', pattern: /(?<![\w.])(-?\d+(?:\.\d+)*)(?![\w.])/g },
];

/** The facts of a claim, in order of appearance. */
function factsOf(claim: string): Fact[] {
  const facts: Fact[] = [];
  const taken: [number, number][] = [];
  for (const { kind, pattern } of FORMS) {
    for (const match of claim.matchAll(pattern)) {
      const at = match.index;
      const end = at + match[0].length;
      if (taken.some(([from, to]) => at < to && end > from)) continue;
      taken.push([at, end]);
      const values = kind === 'status' ? match[1]!.split(/, | or /) : [match[1]!];
      facts.push({ at, end, text: match[0], kind, values });
    }
  }
  return facts.sort((a, b) => a.at - b.at);
}

/**
 * What the words of one validation say the exchange shows (null when they make no claim), and
 * whether they restate the rule that held: "Observed at most 10 items (limit=10)" names the
 * exchange's status, status_code, headers and quoted values, but its numbers are the rule's.
 */
function claimOf(message: string): { claim: string; restated: boolean } | null {
  if (message.startsWith('Could not observe ')) return null;
  if (message.startsWith('Observed ')) {
    return { claim: message.slice('Observed '.length).replace(/\.$/, ''), restated: true };
  }
  if (message.startsWith('Answered in ')) {
    return { claim: message.replace(/ \(within \d+ ms\)\.$/, ''), restated: false };
  }
  const cut = message.indexOf('; expected ');
  return { claim: cut < 0 ? message : message.slice(0, cut), restated: false };
}

/** Every text of an exchange a restated rule's quoted value may be seen in. */
function texts(exchange: Exchange): string[] {
  const { request, response } = exchange;
  return [
    request?.url ?? '',
    ...Object.values(response?.headers ?? {}).map(String),
    ...[request?.body, response?.body].flatMap((body) => leaves(body).map(String)),
    exchange.error ?? '',
  ];
}

/** Holds one fact to the exchange; the contradiction in words, or null. */
function disagreement(
  fact: Fact,
  negated: boolean,
  restated: boolean,
  exchange: Exchange,
): string | null {
  const response = exchange.response;
  const body = response?.body as { status_code?: unknown; data?: unknown } | undefined;
  const headers = new Set(Object.keys(response?.headers ?? {}).map((name) => name.toLowerCase()));
  switch (fact.kind) {
    case 'status':
      if (!response) return 'no response was recorded';
      if (fact.values.map(Number).includes(response.status ?? -1)) return null;
      return `the response is HTTP ${response.status}`;
    case 'status_code':
      if (body?.status_code === Number(fact.values[0]) || negated) return null;
      return `the body's status_code is ${String(body?.status_code)}`;
    case 'latency':
      return exchange.latencyMs === Number(fact.values[0])
        ? null
        : `latencyMs is ${exchange.latencyMs}`;
    case 'count': {
      // A body cut at the report's limit (bodyTruncated) cannot show a count; it is not denied.
      if (response?.bodyTruncated) return null;
      const count = Array.isArray(body?.data) ? body.data.length : undefined;
      return count === Number(fact.values[0]) ? null : `data holds ${String(count)} items`;
    }
    case 'header': {
      const present = headers.has(fact.values[0]!.toLowerCase());
      if (present !== negated) return null;
      if (!present && response?.headersTruncated) return null;
      return negated ? 'the response has that header' : 'the response has no such header';
    }
    case 'quoted':
    case 'number': {
      if (restated) {
        const raw = fact.values[0]!;
        return texts(exchange).some((text) => text.includes(raw))
          ? null
          : 'the exchange shows no such value';
      }
      const raw = fact.values[0]!;
      const value = fact.kind === 'number' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
      const seen = shown(exchange, value) || (typeof value === 'number' && shown(exchange, raw));
      if (seen !== negated) return null;
      return negated ? 'the exchange shows it' : 'the exchange shows no such value';
    }
  }
}

/** The request line a message starts with ("PUT /sessions/..."), held to the request. */
function requestDisagreement(claim: string, exchange: Exchange): string | null {
  const line = /^(GET|POST|PUT|PATCH|DELETE) (\S+)/.exec(claim);
  if (!line) return null;
  const request = exchange.request;
  if (request?.method !== line[1]) return `the request is ${request?.method}`;
  const path = line[2]!.split('?')[0]!;
  return (request.url ?? '').includes(path) ? null : `the request URL is ${request.url}`;
}

/** What a check's exchange contradicts in its validations' words, one line each. */
function contradictions(check: Check): string[] {
  const found: string[] = [];
  const exchange = check.exchange ?? {};
  const response = exchange.response;
  if (response && check.actualStatus !== undefined && check.actualStatus !== response.status) {
    found.push(`${check.testId}: actualStatus ${check.actualStatus}, exchange ${response.status}`);
  }
  const validations: Validation[] = [...(check.validations ?? []), ...(check.warnings ?? [])];
  for (const validation of validations) {
    const message = validation.message ?? '';
    const said = claimOf(message);
    if (said === null) continue;
    let { claim } = said;
    const line = /^(GET|POST|PUT|PATCH|DELETE) \S+/.exec(claim);
    const request = requestDisagreement(claim, exchange);
    if (request) found.push(`${check.testId}: "${message}" — ${request}`);
    if (line) claim = ' '.repeat(line[0].length) + claim.slice(line[0].length);
    const facts = factsOf(claim).filter(
      (fact) => !said.restated || !['number', 'count', 'latency'].includes(fact.kind),
    );
    // Facts joined by "or" ("HTTP 404 or status_code 2001") are alternatives: one must hold.
    let alternatives: string[] = [];
    facts.forEach((fact, i) => {
      // Negated when a "no", "not", "without" or "never" stands between the previous fact (or
      // the start of its clause) and it.
      const before = claim.slice(i === 0 ? 0 : facts[i - 1]!.end, fact.at);
      const clause = before.slice(
        Math.max(...[':', ';', ',', '('].map((c) => before.lastIndexOf(c))) + 1,
      );
      const wrong = disagreement(fact, NEGATION.test(clause), said.restated, exchange);
      const orNext = /^,? or $/.test(claim.slice(fact.end, facts[i + 1]?.at ?? fact.end));
      const orPrevious = i > 0 && /^,? or $/.test(before);
      if (!orPrevious) alternatives = [];
      if (wrong === null) alternatives = ['held'];
      else if (!alternatives.includes('held')) {
        alternatives.push(`"${message}" — ${fact.text}: ${wrong}`);
      }
      if (!orNext && !alternatives.includes('held')) {
        found.push(...alternatives.map((line) => `${check.testId}: ${line}`));
      }
    });
  }
  return found;
}

function isShown(check: Check): boolean {
  return (
    !check.unreached &&
    (!check.passed || (check.warnings?.length ?? 0) > 0 || check.unobservable === true)
  );
}

describe('every report the emulator produces agrees with its exchanges', () => {
  for (const scenario of SCENARIO_NAMES) {
    it(scenario, () => {
      const found = new Set<string>();
      let facts = 0;
      for (const ocpiVersion of VERSIONS) {
        for (const seed of SEEDS) {
          const report = generateConformanceReport({
            seed,
            ocpiVersion,
            connection: { ...connection, ocpiVersion },
            scenario: resolveScenario(scenario),
            partnerTokens: ['partner-token-c-agree-0001'],
          });
          for (const suite of report.suites) {
            for (const check of suite.checks ?? []) {
              if (!isShown(check)) continue;
              for (const v of [...(check.validations ?? []), ...(check.warnings ?? [])]) {
                facts += factsOf(claimOf(v.message ?? '')?.claim ?? '').length;
              }
              for (const line of contradictions(check)) found.add(`${seed} ${line}`);
            }
          }
        }
      }
      const spec = resolveScenario(scenario);
      if (spec.failRate + spec.warnRate + spec.unobservableRate > 0) {
        expect(facts).toBeGreaterThan(0);
      }
      expect([...found].slice(0, 30)).toEqual([]);
    });
  }
});

describe('the reader of facts', () => {
  const exchange: Exchange = {
    request: {
      method: 'PUT',
      url: 'https://p.invalid/ocpi/2.2.1/sessions/S1/charging_preferences',
      body: { result: 'ACCEPTED' },
    },
    response: {
      status: 200,
      headers: { 'X-Total-Count': '302' },
      body: { status_code: 1000, data: ['a', 'b'] },
    },
    latencyMs: 120,
  };
  const wrongs = (message: string) =>
    contradictions({
      testId: 'x',
      passed: false,
      validations: [{ passed: false, message }],
      exchange,
    } as Check);

  it('finds each form of fact that the exchange contradicts', () => {
    for (const message of [
      'PUT /sessions/S1/charging_preferences returned data "OK"; expected data ACCEPTED.',
      'POST /commands/START_SESSION/abc answered HTTP 500 to a repeated result; expected HTTP 200.',
      'PUT /sessions/S1/charging_preferences answered status_code 2001; expected 1000.',
      'PUT /sessions/S1/charging_preferences sent no X-Total-Count header; expected one.',
      'PUT /sessions/S1/charging_preferences answered without a Link header although X-Limit says more; expected one.',
      'PUT /sessions/S1/charging_preferences returned 12 items; expected at most 10 items.',
      'PUT /sessions/S1/charging_preferences answered in 2400 ms; expected 2000 ms.',
      'PUT /sessions/S1/charging_preferences returned kwh -0.5; expected kwh >= 0.',
      'GET /sessions/S1/charging_preferences returned data "a"; expected more.',
      'PUT /tokens/T1 returned data "a"; expected more.',
      'Observed HTTP 201.',
    ]) {
      expect(wrongs(message), message).not.toEqual([]);
    }
  });

  it('accepts words whose facts the exchange shows', () => {
    for (const message of [
      'PUT /sessions/S1/charging_preferences returned data "a" for result "ACCEPTED"; expected data ACCEPTED, DEPARTURE_REQUIRED or 2 others.',
      'PUT /sessions/S1/charging_preferences answered HTTP 200 or 201 with status_code 1000; expected HTTP 404.',
      'PUT /sessions/S1/charging_preferences sent no X-Limit header although X-Total-Count exceeds the page; expected one.',
      'PUT /sessions/S1/charging_preferences returned 2 items; expected at most 10 items.',
      'PUT /sessions/S1/charging_preferences answered in 120 ms; expected 2000 ms.',
      'PUT /sessions/S1/charging_preferences did not list "c"; expected "c".',
      'Could not observe data "Z": it was not there.',
      'Observed HTTP 200.',
      'Observed status_code 1000 in the response envelope.',
    ]) {
      expect(wrongs(message), message).toEqual([]);
    }
  });
});

/**
 * A reader of the facts a validation's words state about the exchange recorded under them, for
 * test/emulator-exchanges-agree.test.ts. It knows the forms a fact takes in words (a request
 * line, `HTTP 500`, `status_code 2001`, a quoted value, a bare number, a count of items, a header
 * name, a field said to be missing, a latency in ms), not the roster's phrasings, and holds each
 * to the exchange: a value to the bodies, a status to the response, a header to the response's
 * headers, a missing field to the body where the validation looks (details.jsonPath). A "no",
 * "not", "without" or "never" before a fact in its clause says it is absent; facts joined by "or"
 * are alternatives.
 */
import type { Check, Validation } from '../src/client/index.js';

export type Exchange = NonNullable<Check['exchange']>;

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

/** The values at a body path ($.data[*].coordinates) of a JSON body. */
export function valuesAt(body: unknown, path: string): unknown[] {
  let nodes: unknown[] = [body];
  for (const [, key, index] of path.matchAll(/\.([A-Za-z_]\w*)|\[(\d+|\*)\]/g)) {
    nodes = nodes.flatMap((node) => {
      if (key !== undefined) {
        const value = (node as Record<string, unknown> | null)?.[key];
        return node !== null && typeof node === 'object' && value !== undefined ? [value] : [];
      }
      if (!Array.isArray(node)) return [];
      return index === '*' ? node : node[Number(index)] === undefined ? [] : [node[Number(index)]];
    });
  }
  return nodes;
}

const NEGATION = /\b(no|not|without|never)\b/i;

/** A fact as the words state it: where it sits, its text, and whether it is said to be absent. */
interface Fact {
  at: number;
  end: number;
  text: string;
  kind: 'status' | 'status_code' | 'quoted' | 'count' | 'latency' | 'number' | 'header' | 'absent';
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
  // A field name said to be missing: "returned a Location without coordinates", "returned no timeout".
  { kind: 'absent', pattern: /\b(?:without|no) (?:an? )?(?!(?:an?|the)\b)([a-z][a-z_]*)\b/g },
  { kind: 'number', pattern: /(?<![\w.])(-?\d+(?:\.\d+)*)(?![\w.])/g },
];

/** The facts of a claim, in order of appearance. */
export function factsOf(claim: string): Fact[] {
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
export function claimOf(message: string): { claim: string; restated: boolean } | null {
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
  jsonPath?: string,
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
    case 'absent': {
      // Where the validation looks (details.jsonPath) when it names the field; else anywhere.
      const body = response?.body;
      if (typeof body === 'string') return null;
      const field = fact.values[0]!;
      const at = jsonPath?.endsWith(`.${field}`) ? jsonPath : undefined;
      const present = at
        ? valuesAt(body, at).length > 0
        : JSON.stringify(body ?? null).includes(`"${field}":`);
      return present ? 'the response body has that field' : null;
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
export function contradictions(check: Check): string[] {
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
      const jsonPath = (validation.details as { jsonPath?: string } | undefined)?.jsonPath;
      const wrong = disagreement(fact, NEGATION.test(clause), said.restated, exchange, jsonPath);
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

export function isShown(check: Check): boolean {
  return (
    !check.unreached &&
    (!check.passed || (check.warnings?.length ?? 0) > 0 || check.unobservable === true)
  );
}

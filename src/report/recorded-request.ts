/**
 * A check's recorded exchange as a packet the partner can replay: the request the service sent,
 * with every credential replaced by a shell-style placeholder (`$OCPI_TOKEN`), its path relative to
 * the partner's OCPI root, the recorded answer, what the check expected, and why it cannot be
 * replayed exactly when it cannot. The curl command (curl.ts), the HAR file (har.ts) and the
 * `replay` command read this one shape, so that no format holds a secret the others would not.
 *
 * The interface does not say which way an exchange went. It is a guess: an exchange whose URL lies
 * under the origin of the connection's partnerBaseUrl is a request the service sent to the partner
 * ('to-partner'); any other URL is taken for the partner calling the service ('from-partner');
 * without a partner base URL the direction is 'unknown' (and the request is offered for replay).
 *
 * Pure: no Node modules, no secret store. Values the gate's redaction masked (`***`) are
 * credentials the report no longer holds: under a credential's name or auth scheme they become the
 * placeholder; anywhere else they make the request not exactly replayable.
 */
import type { Check, Exchange, Validation } from '../client/index.js';
import { isCredentialValue, isSensitiveKey, MASK } from '../util/credentials.js';
import { jsonText } from '../util/json-text.js';
import { type EndpointContext, type EndpointTarget, endpointTarget } from './ocpi-endpoint.js';

/** The partner's credentials token as the Authorization header carries it (after `Token `). */
export const TOKEN_PLACEHOLDER = '$OCPI_TOKEN';
/** The `token` of a credentials object in a body (the token the other side is to use). */
export const CREDENTIALS_TOKEN_PLACEHOLDER = '$OCPI_CREDENTIALS_TOKEN';
/** Any other credential (a cookie, an API key, a password). */
export const SECRET_PLACEHOLDER = '$OCPI_SECRET';

/** Every placeholder a packet can hold, as the variable names a shell would expand. */
export const PLACEHOLDER_NAMES = [
  'OCPI_TOKEN',
  'OCPI_CREDENTIALS_TOKEN',
  'OCPI_TOKEN_A',
  'OCPI_TOKEN_B',
  'OCPI_TOKEN_C',
  'OCPI_SECRET',
] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

/** A placeholder in text; renderers expand these and nothing else. */
export const PLACEHOLDER_PATTERN = new RegExp(
  `\\$(${[...PLACEHOLDER_NAMES].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z0-9_])`,
  'g',
);

/** Where a placeholder stands, which decides how its value is written there. */
export type FillContext = 'raw' | 'url' | 'json-string';

/** A placeholder's value by its name (undefined: none). */
export type PlaceholderValues =
  | Readonly<Partial<Record<PlaceholderName, string>>>
  | ((name: PlaceholderName) => string | undefined);

/**
 * Text with its placeholders replaced by the values given, each encoded for where it stands: in a
 * URL (its query) percent-encoded, so that a Base64 token's `+`, `/` and `=` arrive as written; in
 * JSON text escaped as a JSON string's content; in a header as it is. A placeholder without a
 * value is left as it is. `replay` sends its packets through this, and the curl commands have the
 * shell do the same (curl.ts).
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  context: FillContext = 'raw',
): string {
  const lookUp = typeof values === 'function' ? values : (name: PlaceholderName) => values[name];
  return text.replace(
    new RegExp(PLACEHOLDER_PATTERN.source, 'g'),
    (match, name: PlaceholderName) => {
      const value = lookUp(name);
      if (value === undefined) return match;
      if (context === 'url') return encodeURIComponent(value);
      if (context === 'json-string') return JSON.stringify(value).slice(1, -1);
      return value;
    },
  );
}

export type Direction = 'to-partner' | 'from-partner' | 'unknown';

export interface RecordedHeader {
  name: string;
  value: string;
}

export type NotReplayableReason =
  | 'no-exchange'
  | 'no-method'
  | 'no-url'
  | 'bad-url'
  | 'body-truncated'
  | 'headers-truncated'
  | 'masked-value'
  | 'credential-unknown'
  | 'from-partner';

export interface NotReplayable {
  reason: NotReplayableReason;
  /** The reason as a sentence for the partner's developer. */
  text: string;
}

export interface RecordedResponse {
  status?: number;
  headers: RecordedHeader[];
  headersTruncated: boolean;
  /** The body as text: JSON text when it was a JSON value; credentials replaced. */
  body?: string;
  bodyIsJson: boolean;
  bodyTruncated: boolean;
}

/** What the check states it expected, and whether a new answer's status can settle it. */
export interface RecordedExpectation {
  expectedStatus?: number[];
  actualStatus?: number;
  /** The status_code the failed validations quote as expected (a single value), if any. */
  expectedStatusCode?: number;
  /** The status_code of the recorded response envelope, if it had one. */
  actualStatusCode?: number;
  /**
   * Whether a failed (or warned) validation speaks of more than the HTTP status and the quoted
   * status_code (a missing field, a wrong value, a header, the response time): a new status alone
   * cannot show such a check fixed.
   */
  beyondStatus: boolean;
  /** The messages of those validations, as recorded. */
  beyond: string[];
  /**
   * The failed validations one replayed request cannot show, and what would: a later request
   * (token C refused on the next one), a callback the partner was to post to response_url, or
   * the service's own state. A check with any is never shown FIXED by a replay.
   */
  unseen: { message: string; needs: UnseenNeed }[];
}

/** What shows a validation that one replayed request cannot. */
export type UnseenNeed =
  | 'a later request'
  | 'a callback to response_url'
  | "the service's own state";

export interface RecordedRequest {
  testId: string;
  name?: string;
  direction: Direction;
  method?: string;
  /** The recorded URL, credentials in its query replaced and user info removed. */
  url?: string;
  /**
   * What `path` is relative to: the partner's OCPI root (partnerBaseUrl without a final
   * `/versions`), or the origin of the URL when it does not lie under that root.
   */
  relativeTo: 'partner-root' | 'origin';
  /** That root or origin as recorded, e.g. `https://partner.example/ocpi`. */
  base?: string;
  /** Path and query relative to `base`, starting with `/` (or empty for the base itself). */
  path?: string;
  /** The partner's endpoint it went to (ocpi-endpoint.ts): where `replay` and curl send it. */
  endpoint: EndpointTarget;
  /** The headers to send, in recorded order, credentials replaced by placeholders. */
  headers: RecordedHeader[];
  /** Recorded header names not sent again (computed by the client: Host, Content-Length...). */
  droppedHeaders: string[];
  /** Whether the recorded request carried an Authorization header (it is sent again only then). */
  authorized: boolean;
  body?: string;
  bodyIsJson: boolean;
  bodyTruncated: boolean;
  headersTruncated: boolean;
  /** The placeholders this request (headers, URL, body) holds. */
  placeholders: PlaceholderName[];
  /** Why the request cannot be replayed exactly; empty when it can. */
  notReplayable: NotReplayable[];
  response?: RecordedResponse;
  latencyMs?: number;
  /** The transport error the service recorded instead of an answer. */
  error?: string;
  expectation: RecordedExpectation;
}

/** Headers a client computes for itself; sending the recorded ones again would be wrong. */
const COMPUTED_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'accept-encoding',
  'proxy-connection',
]);

const AUTH_HEADERS = new Set(['authorization', 'proxy-authorization']);

/**
 * The packet of one check; `partnerBaseUrl` is the connection's, when known; `context` what the
 * report says of the check's version, module and suite.
 */
export function recordedRequest(
  check: Check,
  partnerBaseUrl?: string,
  context: Omit<EndpointContext, 'partnerBaseUrl'> = {},
): RecordedRequest {
  const exchange = check.exchange;
  const request = exchange?.request;
  const root = partnerBaseUrl === undefined ? undefined : partnerRoot(partnerBaseUrl);
  const place = placeUrl(request?.url, root);
  const method = nonEmpty(request?.method)?.toUpperCase();
  const auth = authorizationToken(check, method, place.url);
  const headers = requestHeaders(request?.headers, auth.placeholder);
  const body = bodyText(request?.body);
  const packet: RecordedRequest = {
    testId: check.testId,
    ...(check.name ? { name: check.name } : {}),
    direction: place.direction,
    ...(method ? { method } : {}),
    ...(place.url ? { url: place.url } : {}),
    relativeTo: place.relativeTo,
    ...(place.base ? { base: place.base, path: place.path } : {}),
    endpoint: endpointTarget(place.url, method, check.testId, { ...context, partnerBaseUrl }),
    headers: headers.sent,
    droppedHeaders: headers.dropped,
    authorized: headers.authorized,
    ...(body ? { body: body.text } : {}),
    bodyIsJson: body?.json ?? false,
    bodyTruncated: request?.bodyTruncated === true,
    headersTruncated: request?.headersTruncated === true,
    placeholders: [],
    notReplayable: [],
    ...responsePart(exchange),
    expectation: expectationOf(check),
  };
  packet.placeholders = placeholdersOf(packet);
  packet.notReplayable = whyNotReplayable(packet, exchange, place.badUrl);
  if (auth.unknown && packet.authorized) {
    packet.notReplayable.push({ reason: 'credential-unknown', text: auth.unknown });
  }
  return packet;
}

function responsePart(exchange: Exchange | undefined): Partial<RecordedRequest> {
  if (!exchange) return {};
  const part: Partial<RecordedRequest> = {};
  const response = exchange.response;
  if (response) {
    const body = bodyText(response.body);
    part.response = {
      ...(response.status !== undefined ? { status: response.status } : {}),
      headers: headerList(response.headers).map(({ name, value }) => ({
        name,
        value: headerValue(name, value),
      })),
      headersTruncated: response.headersTruncated === true,
      ...(body ? { body: body.text } : {}),
      bodyIsJson: body?.json ?? false,
      bodyTruncated: response.bodyTruncated === true,
    };
  }
  if (exchange.latencyMs !== undefined) part.latencyMs = exchange.latencyMs;
  if (exchange.error) part.error = placeholderText(exchange.error);
  return part;
}

function whyNotReplayable(
  packet: RecordedRequest,
  exchange: Exchange | undefined,
  badUrl: string | undefined,
): NotReplayable[] {
  const out: NotReplayable[] = [];
  const add = (reason: NotReplayableReason, text: string) => out.push({ reason, text });
  if (!exchange?.request) {
    add('no-exchange', 'the service recorded no request for this check');
    return out;
  }
  if (packet.direction === 'from-partner') {
    add(
      'from-partner',
      "the partner sent this request to the service (its URL is not under the partner's base URL): it is shown as the partner sent it, not replayed",
    );
  }
  if (!packet.method) add('no-method', 'the recorded request has no method');
  if (!exchange.request.url) add('no-url', 'the recorded request has no URL');
  if (badUrl) add('bad-url', `the recorded URL "${badUrl}" is not an absolute http(s) URL`);
  if (packet.bodyTruncated) {
    add(
      'body-truncated',
      'the service truncated the recorded request body: the body it sent is not known in full',
    );
  }
  if (packet.headersTruncated) {
    add(
      'headers-truncated',
      'the service truncated the recorded request headers: the headers it sent are not known in full',
    );
  }
  if (holdsMask(packet)) {
    add(
      'masked-value',
      'the report holds a value masked as *** outside a credential: the request it stood in cannot be rebuilt exactly',
    );
  }
  return out;
}

function holdsMask(packet: RecordedRequest): boolean {
  return [packet.url, packet.body, ...packet.headers.map((h) => h.value)].some(
    (text) => text?.includes(MASK) === true,
  );
}

function placeholdersOf(packet: RecordedRequest): PlaceholderName[] {
  const texts = [packet.url, packet.body, ...packet.headers.map((h) => h.value)];
  const found = new Set<PlaceholderName>();
  for (const text of texts) {
    for (const match of text?.matchAll(PLACEHOLDER_PATTERN) ?? []) {
      found.add(match[1] as PlaceholderName);
    }
  }
  return PLACEHOLDER_NAMES.filter((name) => found.has(name));
}

// ---------------------------------------------------------------------------------------------
// Where the request went.

/**
 * The partner's OCPI root: the base URL without query, fragment, trailing slashes and a final
 * `/versions` segment (the base URL of a connection is usually its versions endpoint). Undefined
 * when the text is not an absolute http(s) URL.
 */
export function partnerRoot(partnerBaseUrl: string): URL | undefined {
  const url = httpUrl(partnerBaseUrl);
  if (!url) return undefined;
  url.search = '';
  url.hash = '';
  url.username = '';
  url.password = '';
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/versions$/i, '');
  return url;
}

/** The root or origin (as `base`) a packet's path is to be put under, e.g. by `replay`. */
export function replayBase(packet: RecordedRequest, partnerBaseUrl: string): string | undefined {
  const root = partnerRoot(partnerBaseUrl);
  if (!root) return undefined;
  return packet.relativeTo === 'partner-root' ? withoutSlash(root.href) : root.origin;
}

/** The URL a packet's request goes to at another partner base URL (a local build, a staging one). */
export function replayUrl(packet: RecordedRequest, partnerBaseUrl: string): string | undefined {
  const base = replayBase(packet, partnerBaseUrl);
  if (base === undefined || packet.path === undefined) return undefined;
  return base + packet.path;
}

interface Place {
  direction: Direction;
  url?: string;
  badUrl?: string;
  relativeTo: 'partner-root' | 'origin';
  base?: string;
  path?: string;
}

function placeUrl(recorded: string | undefined, root: URL | undefined): Place {
  const direction: Direction = root === undefined ? 'unknown' : 'from-partner';
  if (!recorded) return { direction, relativeTo: 'origin' };
  const url = httpUrl(recorded);
  if (!url) return { direction, relativeTo: 'origin', badUrl: placeholderText(recorded) };
  url.username = '';
  url.password = '';
  url.hash = '';
  url.search = placeholderQuery(url.search);
  const query = url.search;
  if (root === undefined || url.origin !== root.origin) {
    return { direction, url: url.href, relativeTo: 'origin', base: url.origin, path: tail(url) };
  }
  const rootPath = root.pathname.replace(/\/+$/, '');
  if (url.pathname === rootPath || url.pathname.startsWith(`${rootPath}/`)) {
    const path = url.pathname.slice(rootPath.length) + query;
    return {
      direction: 'to-partner',
      url: url.href,
      relativeTo: 'partner-root',
      base: withoutSlash(root.href),
      path,
    };
  }
  return {
    direction: 'to-partner',
    url: url.href,
    relativeTo: 'origin',
    base: url.origin,
    path: tail(url),
  };
}

function tail(url: URL): string {
  return url.pathname + url.search;
}

function withoutSlash(href: string): string {
  return href.replace(/\/+$/, '');
}

function httpUrl(text: string): URL | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/**
 * The query with credential-named parameters' values replaced (kept as written otherwise, so that
 * the order and the encoding of the other parameters stay as recorded).
 */
function placeholderQuery(search: string): string {
  if (search.length <= 1) return search;
  const parts = search
    .slice(1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      const key = safeDecode(part.slice(0, eq));
      const value = safeDecode(part.slice(eq + 1));
      if (isSensitiveKey(key) && value !== '') {
        return `${part.slice(0, eq)}=${placeholderFor(key, 'query')}`;
      }
      const replaced = placeholderText(value);
      return replaced === value ? part : `${part.slice(0, eq)}=${encodeQueryValue(replaced)}`;
    });
  return `?${parts.join('&')}`;
}

/** A query value encoded, its placeholders left readable (`$` and `_` need no encoding there). */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%24/g, '$');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

// ---------------------------------------------------------------------------------------------
// Credentials.

/** The placeholder for a credential-named field (`where` says in which part it was found). */
export function placeholderFor(key: string, where: 'header' | 'query' | 'body'): string {
  const name = key.toLowerCase().replace(/[-_]/g, '');
  if (name === 'tokena') return '$OCPI_TOKEN_A';
  if (name === 'tokenb' || name === 'localtokenb') return '$OCPI_TOKEN_B';
  if (name === 'tokenc') return '$OCPI_TOKEN_C';
  if (name === 'token') return where === 'body' ? CREDENTIALS_TOKEN_PLACEHOLDER : TOKEN_PLACEHOLDER;
  if (name === 'accesstoken' || name === 'authorization' || name === 'proxyauthorization') {
    return TOKEN_PLACEHOLDER;
  }
  return SECRET_PLACEHOLDER;
}

/** A value after an auth scheme, a credential or a mask: what placeholderText replaces. */
const SCHEME_VALUE = /\b(Bearer|Token|Basic)(\s+)(\*\*\*|[A-Za-z0-9._~+/=:%-]{6,})/gi;

/**
 * Text with every credential after an auth scheme (raw, Base64, URL-encoded, or masked `***`)
 * replaced by `$OCPI_TOKEN`; credential-named members of JSON text (whole, or cut short as a
 * truncated body is), credential-named `name=value` pairs (a form body) and credential-named
 * query parameters of URLs in it replaced too.
 */
export function placeholderText(text: string): string {
  const schemes = text.replace(SCHEME_VALUE, (match, scheme: string, space: string, value) => {
    if (value !== MASK && !isCredentialValue(safeDecode(value))) return match;
    return `${scheme}${space}${TOKEN_PLACEHOLDER}`;
  });
  const members = schemes.replace(JSON_MEMBER, (match, key: string, colon: string, value) => {
    if (!isSensitiveKey(key) || value === '""' || value.startsWith('"$OCPI_')) return match;
    const closed = value.length > 1 && value.endsWith('"') && value.startsWith('"');
    return `"${key}"${colon}"${placeholderFor(key, 'body')}${closed || !value.startsWith('"') ? '"' : ''}`;
  });
  const urls = members.replace(/https?:\/\/[^\s"'<>]+/g, (url) => {
    const q = url.indexOf('?');
    return q < 0 ? url : url.slice(0, q) + placeholderQuery(url.slice(q));
  });
  return urls.replace(FORM_PAIR, (match, before: string, key: string, value: string) => {
    if (!isSensitiveKey(safeDecode(key)) || value === '' || value.startsWith('$OCPI_')) {
      return match;
    }
    return `${before}${key}=${placeholderFor(safeDecode(key), 'body')}`;
  });
}

/**
 * A JSON member with a string or number value: `$1` its key, `$2` the colon, `$3` the value (a
 * string may lack its closing quote where the text was cut).
 */
const JSON_MEMBER = /"([^"\\]{1,64})"(\s*:\s*)("(?:[^"\\]|\\.)*(?:"|$)|-?\d[\d.eE+-]*)/g;
/** A `name=value` pair of a form body or a query outside a URL: `$1` what precedes it. */
const FORM_PAIR = /(^|[&?;\s])([A-Za-z0-9_.%-]{1,64})=([^&\s"';]*)/g;

function headerValue(name: string, value: string, token = TOKEN_PLACEHOLDER): string {
  const lower = name.toLowerCase();
  if (AUTH_HEADERS.has(lower)) {
    const scheme = /^\s*([A-Za-z][A-Za-z0-9-]*)\s+\S/.exec(value)?.[1];
    if (scheme) return `${scheme} ${token}`;
    // The report file masks a credential-named header whole (`***`), scheme and all: OCPI's
    // scheme is Token (every version), so that is what the partner expects.
    return value.trim() === MASK ? `Token ${token}` : token;
  }
  if (isSensitiveKey(lower) && value !== '') return placeholderFor(lower, 'header');
  return placeholderText(value);
}

// ---------------------------------------------------------------------------------------------
// Which token the Authorization header carried.

interface AuthorizationToken {
  /** The placeholder the Authorization header's credential becomes. */
  placeholder: string;
  /** Why the recording cannot tell which token it was (the request is then not replayed). */
  unknown?: string;
}

/**
 * The token the service sent in the Authorization header. The report masks it, so it is read from
 * what the recording shows. Outside the credentials module every request carries the current token
 * ($OCPI_TOKEN). The credentials handshake (OCPI 2.2.1 credentials, 4.1) also sends the
 * registration token A: a check whose id or name says which token it is sent with ("with token A",
 * "token A is refused", a `token-a-...` id) gets that token's placeholder; a second registration
 * is sent with the current token; any other POST /credentials cannot be told (a registration
 * carries token A, a POST on a registered party the current token). Reading, rotating (PUT) and
 * deleting credentials use the current token.
 */
function authorizationToken(
  check: Check,
  method: string | undefined,
  url: string | undefined,
): AuthorizationToken {
  const onCredentials =
    check.testId.split('/').includes('credentials') || /\/credentials\/?(\?|$)/.test(url ?? '');
  if (!onCredentials) return { placeholder: TOKEN_PLACEHOLDER };
  const words = `${check.testId.replace(/[-_]/g, ' ')} ${check.name ?? ''}`;
  const named = new Set(
    [
      ...words.matchAll(/\bwith (?:the )?token ([abc])\b/gi),
      ...words.matchAll(/\btoken ([abc])\b(?: is)? (?:refused|revoked|rejected|accepted)\b/gi),
    ].map((m) => (m[1] as string).toUpperCase()),
  );
  if (named.size === 1) return { placeholder: `$OCPI_TOKEN_${[...named][0]}` };
  const why = (text: string) => ({
    placeholder: TOKEN_PLACEHOLDER,
    unknown: `CANNOT TELL which token the service sent in the Authorization header: ${text}. Run the check again at the service, or send it by hand with the token it needs`,
  });
  if (named.size > 1) {
    return why(`the check's id and name speak of token ${[...named].join(' and token ')}`);
  }
  if (method !== 'POST') return { placeholder: TOKEN_PLACEHOLDER };
  if (/\b(second|twice|again|already registered|registered party)\b/i.test(words)) {
    return { placeholder: TOKEN_PLACEHOLDER };
  }
  return why(
    "a POST /credentials that registers is sent with the registration token A, one on a registered party with the current token, and neither the check's id nor its name says which this was",
  );
}

function headerList(headers: Record<string, unknown> | undefined): RecordedHeader[] {
  const out: RecordedHeader[] = [];
  for (const [name, raw] of Object.entries(headers ?? {})) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === undefined || value === null) continue;
      out.push({ name, value: typeof value === 'string' ? value : (jsonText(value) ?? '') });
    }
  }
  return out;
}

function requestHeaders(
  headers: Record<string, unknown> | undefined,
  token: string,
): {
  sent: RecordedHeader[];
  dropped: string[];
  authorized: boolean;
} {
  const sent: RecordedHeader[] = [];
  const dropped: string[] = [];
  let authorized = false;
  for (const { name, value } of headerList(headers)) {
    const lower = name.toLowerCase();
    if (COMPUTED_HEADERS.has(lower)) {
      if (!dropped.includes(name)) dropped.push(name);
      continue;
    }
    if (lower === 'authorization') authorized = true;
    sent.push({
      name,
      value: headerValue(name, value, lower === 'authorization' ? token : undefined),
    });
  }
  return { sent, dropped, authorized };
}

/** A body as text: a JSON value (or a string holding JSON text) with credentials replaced. */
function bodyText(body: unknown): { text: string; json: boolean } | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    const parsed = parseJson(body);
    if (parsed === undefined) return { text: placeholderText(body), json: false };
    return { text: placeholderJson(parsed), json: true };
  }
  return { text: placeholderJson(body), json: true };
}

function parseJson(text: string): object | undefined {
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A JSON value's text with credential-named strings and numbers, and credential text, replaced: a
 * string or number under a credential's name (or in an array there) is its placeholder, any other
 * string has placeholderText's. Written without recursion (util/json-text.ts), so that a body
 * nested as deep as the service recorded it is written whole.
 */
export function placeholderJson(value: unknown): string {
  return (
    jsonText(value, (item, key) => {
      if (key !== undefined && isSensitiveKey(key)) {
        if ((typeof item === 'string' && item !== '') || typeof item === 'number') {
          return placeholderFor(key, 'body');
        }
      }
      return typeof item === 'string' ? placeholderText(item) : item;
    }) ?? 'null'
  );
}

function nonEmpty(text: string | undefined): string | undefined {
  return text?.trim() ? text.trim() : undefined;
}

// ---------------------------------------------------------------------------------------------
// What the check expected.

type Aspect =
  | { kind: 'status' }
  | { kind: 'status-code'; code: number }
  | { kind: 'unseen'; needs: UnseenNeed }
  | { kind: 'other' };

function expectationOf(check: Check): RecordedExpectation {
  const failed = [...(check.validations ?? []), ...(check.warnings ?? [])].filter(
    (v) => v.passed === false && v.unobservable !== true,
  );
  const aspects = failed.map((v) => ({ v, aspect: aspectOf(v) }));
  const codes = [
    ...new Set(
      aspects.flatMap(({ aspect }) => (aspect.kind === 'status-code' ? [aspect.code] : [])),
    ),
  ];
  // A warning may repeat a failed validation of the same check word for word: said once.
  const words = (v: Validation) =>
    placeholderText(v.message ?? v.name ?? '(a validation without a message)');
  const beyond = [
    ...new Set(aspects.filter(({ aspect }) => aspect.kind === 'other').map(({ v }) => words(v))),
  ];
  // Two different status_codes quoted cannot both be expected: only the service can judge that.
  if (codes.length > 1) beyond.push(`status_code ${codes.join(' or ')} quoted as expected`);
  const unseen = aspects.flatMap(({ v, aspect }) =>
    aspect.kind === 'unseen' ? [{ message: words(v), needs: aspect.needs }] : [],
  );
  const expectation: RecordedExpectation = {
    beyondStatus: beyond.length > 0 || unseen.length > 0,
    beyond,
    unseen: unseen.filter((u, i) => unseen.findIndex((o) => o.message === u.message) === i),
  };
  if (check.expectedStatus?.length) expectation.expectedStatus = [...check.expectedStatus];
  if (check.actualStatus !== undefined) expectation.actualStatus = check.actualStatus;
  else if (check.exchange?.response?.status !== undefined) {
    expectation.actualStatus = check.exchange.response.status;
  }
  if (codes.length === 1) expectation.expectedStatusCode = codes[0];
  const actualCode = envelopeStatusCode(check.exchange?.response?.body);
  if (actualCode !== undefined) expectation.actualStatusCode = actualCode;
  return expectation;
}

/**
 * What a failed validation is about. The interface leaves `details` open; the JSON path in it
 * (`response.status`, `$.status_code`) is read when present, else the message's "expected ..."
 * part: "expected HTTP 200" is the status, "expected status_code 1000 ..." a status_code.
 */
function aspectOf(v: Validation): Aspect {
  const details = (v.details ?? {}) as Record<string, unknown>;
  const path = typeof details.jsonPath === 'string' ? details.jsonPath : undefined;
  const needs = unseenNeed(`${v.message ?? ''} ${v.name ?? ''}`, path);
  if (needs) return { kind: 'unseen', needs };
  const expectedText =
    typeof details.expected === 'string'
      ? details.expected
      : (/\bexpected\s+(.*)$/is.exec(v.message ?? '')?.[1] ?? '');
  if (path === 'response.status') return { kind: 'status' };
  if (path === undefined && /^HTTP \d{3}( or \d{3})*\.?$/.test(expectedText.trim())) {
    return { kind: 'status' };
  }
  if (path === '$.status_code' || (path === undefined && /^status_code\b/.test(expectedText))) {
    const quoted = [...expectedText.matchAll(/\bstatus_code\s+(\d{4})\b/g)].map((m) => m[1]);
    if (quoted.length === 1) return { kind: 'status-code', code: Number(quoted[0]) };
  }
  return { kind: 'other' };
}

/**
 * Words of a validation about what the recorded exchange does not hold: the partner's callback
 * (a result it was to post to response_url), a request after this one (token C refused on the
 * next request, the object gone on a GET after DELETE, a repeat), or the service's own state (its
 * versions endpoint read during the registration). The interface leaves a validation's words and
 * details open: these are read from the message, and from a `callback.` JSON path.
 */
function unseenNeed(text: string, path: string | undefined): UnseenNeed | undefined {
  if (
    path?.startsWith('callback.') ||
    /\b(never posted|posted to (the )?response_url)\b/i.test(text)
  ) {
    return 'a callback to response_url';
  }
  if (/\bthe service'?s? (own |versions endpoint)|\bread during the registration\b/i.test(text)) {
    return "the service's own state";
  }
  if (
    /\b(on the next (request|GET|call)|on a (GET|request) after|still accepted after|after the (refused|result|cancellation)|repeated|(acknowledged|bookable) again|not recorded here|while the reservation holds)\b/i.test(
      text,
    )
  ) {
    return 'a later request';
  }
  return undefined;
}

function envelopeStatusCode(body: unknown): number | undefined {
  const value = typeof body === 'string' ? parseJson(body) : body;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const code = (value as Record<string, unknown>).status_code;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

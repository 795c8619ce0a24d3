export const id = 685;
export const ids = [685];
export const modules = {

/***/ 1685:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KA: () => (/* binding */ harEntries),
/* harmony export */   Ni: () => (/* binding */ harFrame),
/* harmony export */   harLines: () => (/* binding */ harLines)
/* harmony export */ });
/* unused harmony exports renderHar, harDocument, eachHarEntry */
/* harmony import */ var _recorded_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7224);

/** The HAR document of a graded report's failed and warned checks. */
function renderHar(context) {
    return harDocument([...gradedChecks(context)], context);
}
/**
 * The HAR text of a graded report's failed and warned checks, in lines (the frame, then an entry
 * a line): what renderHar gives, without holding the document or its text whole.
 */
function* harLines(context) {
    const frame = harFrame(context);
    yield frame.head;
    let first = true;
    for (const entry of eachHarEntry(gradedChecks(context), context)) {
        yield `${first ? '' : ','}${JSON.stringify(entry)}`;
        first = false;
    }
    yield frame.tail;
}
function* gradedChecks(context) {
    const leg = context.run?.leg;
    for (const item of context.grade.checks.failed)
        yield { item, leg };
    for (const item of context.grade.checks.warned)
        yield { item, leg };
}
/** A HAR document from graded checks (of one run or, with their legs, of a merged matrix). */
function harDocument(checks, context) {
    return { log: { ...harLogFields(context), entries: harEntries(checks, context) } };
}
/** The entries of the checks that recorded a request, in order. */
function harEntries(checks, context) {
    return [...eachHarEntry(checks, context)];
}
/** harEntries one at a time, for a writer that does not hold them all (a report of many failures). */
function* eachHarEntry(checks, context) {
    const clauses = context.grade ? clausesByCheck(context.grade) : new Map();
    for (const { item, leg } of checks) {
        if (item.check.exchange?.request === undefined)
            continue;
        const entry = harEntry(item, {
            partnerBaseUrl: context.partnerBaseUrl,
            startedAt: context.startedAt,
            clauses: clauses.get(item.check.testId) ?? checkClauses(item.check),
            leg,
        });
        if (entry)
            yield entry;
    }
}
/**
 * The document's text around its entries, for a writer that streams them (a merge): `head`, the
 * entries' JSON joined by commas, then `tail`.
 */
function harFrame(context) {
    const fields = JSON.stringify(harLogFields(context));
    return { head: `{"log":${fields.slice(0, -1)},"entries":[`, tail: ']}}' };
}
function harLogFields(context) {
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
/** The entry of a check, or undefined when its request has no http(s) URL a HAR tool could open. */
function harEntry(item, context) {
    const packet = (0,_recorded_request_js__WEBPACK_IMPORTED_MODULE_0__/* .recordedRequest */ .Kh)(item.check, context.partnerBaseUrl);
    if (packet.url === undefined)
        return undefined;
    const wait = packet.latencyMs ?? 0;
    const ocpi = {
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
function expectationFields(packet) {
    const e = packet.expectation;
    return {
        ...(e.expectedStatus ? { expectedStatus: e.expectedStatus } : {}),
        ...(e.actualStatus !== undefined ? { actualStatus: e.actualStatus } : {}),
        ...(e.expectedStatusCode !== undefined ? { expectedStatusCode: e.expectedStatusCode } : {}),
        ...(e.actualStatusCode !== undefined ? { actualStatusCode: e.actualStatusCode } : {}),
    };
}
/** The entry in one line: what the check is, what it expected, the clauses, why no replay. */
function entryComment(ocpi) {
    const parts = [`${ocpi.testId} ${ocpi.outcome}${ocpi.leg ? ` (${ocpi.leg})` : ''}`];
    if (ocpi.expectedStatus) {
        const got = ocpi.actualStatus === undefined ? '' : `, got HTTP ${ocpi.actualStatus}`;
        parts.push(`expected HTTP ${ocpi.expectedStatus.join(' or ')}${got}`);
    }
    if (ocpi.expectedStatusCode !== undefined) {
        const got = ocpi.actualStatusCode === undefined ? '' : `, got status_code ${ocpi.actualStatusCode}`;
        parts.push(`expected status_code ${ocpi.expectedStatusCode}${got}`);
    }
    if (ocpi.clauses.length)
        parts.push(`clauses: ${ocpi.clauses.join('; ')}`);
    if (ocpi.direction === 'from-partner')
        parts.push('a request the partner sent to the service');
    else if (ocpi.notReplayable.length)
        parts.push(`not replayable: ${ocpi.notReplayable.join('; ')}`);
    return parts.join('; ');
}
function harRequest(packet) {
    const url = packet.url;
    const request = {
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
function harResponse(packet) {
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
function harHeaders(headers) {
    return headers.map(({ name, value }) => ({ name, value }));
}
function headerOf(headers, name) {
    return headers.find((h) => h.name.toLowerCase() === name)?.value;
}
function mimeOf(json) {
    return json ? 'application/json' : 'text/plain';
}
/** The query as HAR lists it: names and values decoded, in order. */
function queryOf(url) {
    if (!URL.canParse(url))
        return [];
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
}
function byteLength(text) {
    return new TextEncoder().encode(text).length;
}
/** The clauses each check broke, by test id, from the grade's clause list. */
function clausesByCheck(grade) {
    const byCheck = new Map();
    for (const clause of grade.clauses) {
        const text = clauseText(clause.reference);
        for (const testId of clause.checks) {
            const list = byCheck.get(testId) ?? [];
            if (!list.includes(text))
                list.push(text);
            byCheck.set(testId, list);
        }
    }
    return byCheck;
}
/** The clauses a check's failed validations cite (a check the grade's list does not hold). */
function checkClauses(check) {
    const cited = [...(check.validations ?? []), ...(check.warnings ?? [])]
        .filter((v) => v.passed === false)
        .flatMap((v) => v.references ?? []);
    return [...new Set(cited.map(clauseText))];
}
/** A clause as a label: strength, document and section ("SHALL OCPI 2.2.1 Part I, section 8.3"). */
function clauseText(reference) {
    const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
        .filter(Boolean)
        .join(', ');
    return [reference.strength, where || reference.quote || 'clause'].filter(Boolean).join(' ');
}


/***/ }),

/***/ 7224:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kh: () => (/* binding */ recordedRequest),
/* harmony export */   Np: () => (/* binding */ replayUrl),
/* harmony export */   j_: () => (/* binding */ PLACEHOLDER_PATTERN),
/* harmony export */   jv: () => (/* binding */ PLACEHOLDER_NAMES)
/* harmony export */ });
/* unused harmony exports TOKEN_PLACEHOLDER, CREDENTIALS_TOKEN_PLACEHOLDER, SECRET_PLACEHOLDER, fillPlaceholders, partnerRoot, replayBase, placeholderFor, placeholderText, placeholderValue */
/* harmony import */ var _util_credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1894);

/** The partner's credentials token as the Authorization header carries it (after `Token `). */
const TOKEN_PLACEHOLDER = '$OCPI_TOKEN';
/** The `token` of a credentials object in a body (the token the other side is to use). */
const CREDENTIALS_TOKEN_PLACEHOLDER = '$OCPI_CREDENTIALS_TOKEN';
/** Any other credential (a cookie, an API key, a password). */
const SECRET_PLACEHOLDER = '$OCPI_SECRET';
/** Every placeholder a packet can hold, as the variable names a shell would expand. */
const PLACEHOLDER_NAMES = [
    'OCPI_TOKEN',
    'OCPI_CREDENTIALS_TOKEN',
    'OCPI_TOKEN_A',
    'OCPI_TOKEN_B',
    'OCPI_TOKEN_C',
    'OCPI_SECRET',
];
/** A placeholder in text; renderers expand these and nothing else. */
const PLACEHOLDER_PATTERN = new RegExp(`\\$(${[...PLACEHOLDER_NAMES].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z0-9_])`, 'g');
/**
 * Text with its placeholders replaced by the values given (as a shell would expand them in a curl
 * command); a placeholder without a value is left as it is. For `replay`, which sends the packet
 * itself: the same names as the curl commands, filled the same way.
 */
function fillPlaceholders(text, values) {
    return text.replace(new RegExp(PLACEHOLDER_PATTERN.source, 'g'), (match, name) => (values[name] === undefined ? match : values[name]));
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
/** The packet of one check; `partnerBaseUrl` is the connection's, when known. */
function recordedRequest(check, partnerBaseUrl) {
    const exchange = check.exchange;
    const request = exchange?.request;
    const root = partnerBaseUrl === undefined ? undefined : partnerRoot(partnerBaseUrl);
    const place = placeUrl(request?.url, root);
    const headers = requestHeaders(request?.headers);
    const body = bodyText(request?.body);
    const method = nonEmpty(request?.method)?.toUpperCase();
    const packet = {
        testId: check.testId,
        ...(check.name ? { name: check.name } : {}),
        direction: place.direction,
        ...(method ? { method } : {}),
        ...(place.url ? { url: place.url } : {}),
        relativeTo: place.relativeTo,
        ...(place.base ? { base: place.base, path: place.path } : {}),
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
    return packet;
}
function responsePart(exchange) {
    if (!exchange)
        return {};
    const part = {};
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
    if (exchange.latencyMs !== undefined)
        part.latencyMs = exchange.latencyMs;
    if (exchange.error)
        part.error = placeholderText(exchange.error);
    return part;
}
function whyNotReplayable(packet, exchange, badUrl) {
    const out = [];
    const add = (reason, text) => out.push({ reason, text });
    if (!exchange?.request) {
        add('no-exchange', 'the service recorded no request for this check');
        return out;
    }
    if (packet.direction === 'from-partner') {
        add('from-partner', "the partner sent this request to the service (its URL is not under the partner's base URL): it is shown as the partner sent it, not replayed");
    }
    if (!packet.method)
        add('no-method', 'the recorded request has no method');
    if (!exchange.request.url)
        add('no-url', 'the recorded request has no URL');
    if (badUrl)
        add('bad-url', `the recorded URL "${badUrl}" is not an absolute http(s) URL`);
    if (packet.bodyTruncated) {
        add('body-truncated', 'the service truncated the recorded request body: the body it sent is not known in full');
    }
    if (packet.headersTruncated) {
        add('headers-truncated', 'the service truncated the recorded request headers: the headers it sent are not known in full');
    }
    if (holdsMask(packet)) {
        add('masked-value', 'the report holds a value masked as *** outside a credential: the request it stood in cannot be rebuilt exactly');
    }
    return out;
}
function holdsMask(packet) {
    return [packet.url, packet.body, ...packet.headers.map((h) => h.value)].some((text) => text?.includes(_util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5) === true);
}
function placeholdersOf(packet) {
    const texts = [packet.url, packet.body, ...packet.headers.map((h) => h.value)];
    const found = new Set();
    for (const text of texts) {
        for (const match of text?.matchAll(PLACEHOLDER_PATTERN) ?? []) {
            found.add(match[1]);
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
function partnerRoot(partnerBaseUrl) {
    const url = httpUrl(partnerBaseUrl);
    if (!url)
        return undefined;
    url.search = '';
    url.hash = '';
    url.username = '';
    url.password = '';
    url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/versions$/i, '');
    return url;
}
/** The root or origin (as `base`) a packet's path is to be put under, e.g. by `replay`. */
function replayBase(packet, partnerBaseUrl) {
    const root = partnerRoot(partnerBaseUrl);
    if (!root)
        return undefined;
    return packet.relativeTo === 'partner-root' ? withoutSlash(root.href) : root.origin;
}
/** The URL a packet's request goes to at another partner base URL (a local build, a staging one). */
function replayUrl(packet, partnerBaseUrl) {
    const base = replayBase(packet, partnerBaseUrl);
    if (base === undefined || packet.path === undefined)
        return undefined;
    return base + packet.path;
}
function placeUrl(recorded, root) {
    const direction = root === undefined ? 'unknown' : 'from-partner';
    if (!recorded)
        return { direction, relativeTo: 'origin' };
    const url = httpUrl(recorded);
    if (!url)
        return { direction, relativeTo: 'origin', badUrl: placeholderText(recorded) };
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
function tail(url) {
    return url.pathname + url.search;
}
function withoutSlash(href) {
    return href.replace(/\/+$/, '');
}
function httpUrl(text) {
    if (!URL.canParse(text))
        return undefined;
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}
/**
 * The query with credential-named parameters' values replaced (kept as written otherwise, so that
 * the order and the encoding of the other parameters stay as recorded).
 */
function placeholderQuery(search) {
    if (search.length <= 1)
        return search;
    const parts = search
        .slice(1)
        .split('&')
        .map((part) => {
        const eq = part.indexOf('=');
        if (eq < 0)
            return part;
        const key = safeDecode(part.slice(0, eq));
        const value = safeDecode(part.slice(eq + 1));
        if ((0,_util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isSensitiveKey */ .Gd)(key) && value !== '') {
            return `${part.slice(0, eq)}=${placeholderFor(key, 'query')}`;
        }
        const replaced = placeholderText(value);
        return replaced === value ? part : `${part.slice(0, eq)}=${encodeQueryValue(replaced)}`;
    });
    return `?${parts.join('&')}`;
}
/** A query value encoded, its placeholders left readable (`$` and `_` need no encoding there). */
function encodeQueryValue(value) {
    return encodeURIComponent(value).replace(/%24/g, '$');
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
    }
    catch {
        return text;
    }
}
// ---------------------------------------------------------------------------------------------
// Credentials.
/** The placeholder for a credential-named field (`where` says in which part it was found). */
function placeholderFor(key, where) {
    const name = key.toLowerCase().replace(/[-_]/g, '');
    if (name === 'tokena')
        return '$OCPI_TOKEN_A';
    if (name === 'tokenb' || name === 'localtokenb')
        return '$OCPI_TOKEN_B';
    if (name === 'tokenc')
        return '$OCPI_TOKEN_C';
    if (name === 'token')
        return where === 'body' ? CREDENTIALS_TOKEN_PLACEHOLDER : TOKEN_PLACEHOLDER;
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
function placeholderText(text) {
    const schemes = text.replace(SCHEME_VALUE, (match, scheme, space, value) => {
        if (value !== _util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5 && !(0,_util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialValue */ .TT)(safeDecode(value)))
            return match;
        return `${scheme}${space}${TOKEN_PLACEHOLDER}`;
    });
    const members = schemes.replace(JSON_MEMBER, (match, key, colon, value) => {
        if (!(0,_util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isSensitiveKey */ .Gd)(key) || value === '""' || value.startsWith('"$OCPI_'))
            return match;
        const closed = value.length > 1 && value.endsWith('"') && value.startsWith('"');
        return `"${key}"${colon}"${placeholderFor(key, 'body')}${closed || !value.startsWith('"') ? '"' : ''}`;
    });
    const urls = members.replace(/https?:\/\/[^\s"'<>]+/g, (url) => {
        const q = url.indexOf('?');
        return q < 0 ? url : url.slice(0, q) + placeholderQuery(url.slice(q));
    });
    return urls.replace(FORM_PAIR, (match, before, key, value) => {
        if (!(0,_util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isSensitiveKey */ .Gd)(safeDecode(key)) || value === '' || value.startsWith('$OCPI_')) {
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
function headerValue(name, value) {
    const lower = name.toLowerCase();
    if (AUTH_HEADERS.has(lower)) {
        const scheme = /^\s*([A-Za-z][A-Za-z0-9-]*)\s+\S/.exec(value)?.[1];
        if (scheme)
            return `${scheme} ${TOKEN_PLACEHOLDER}`;
        // The report file masks a credential-named header whole (`***`), scheme and all: OCPI's
        // scheme is Token (every version), so that is what the partner expects.
        return value.trim() === _util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5 ? `Token ${TOKEN_PLACEHOLDER}` : TOKEN_PLACEHOLDER;
    }
    if ((0,_util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isSensitiveKey */ .Gd)(lower) && value !== '')
        return placeholderFor(lower, 'header');
    return placeholderText(value);
}
function headerList(headers) {
    const out = [];
    for (const [name, raw] of Object.entries(headers ?? {})) {
        for (const value of Array.isArray(raw) ? raw : [raw]) {
            if (value === undefined || value === null)
                continue;
            out.push({ name, value: typeof value === 'string' ? value : JSON.stringify(value) });
        }
    }
    return out;
}
function requestHeaders(headers) {
    const sent = [];
    const dropped = [];
    let authorized = false;
    for (const { name, value } of headerList(headers)) {
        const lower = name.toLowerCase();
        if (COMPUTED_HEADERS.has(lower)) {
            if (!dropped.includes(name))
                dropped.push(name);
            continue;
        }
        if (lower === 'authorization')
            authorized = true;
        sent.push({ name, value: headerValue(name, value) });
    }
    return { sent, dropped, authorized };
}
/** A body as text: a JSON value (or a string holding JSON text) with credentials replaced. */
function bodyText(body) {
    if (body === undefined || body === null)
        return undefined;
    if (typeof body === 'string') {
        const parsed = parseJson(body);
        if (parsed === undefined)
            return { text: placeholderText(body), json: false };
        return { text: JSON.stringify(placeholderValue(parsed)), json: true };
    }
    return { text: JSON.stringify(placeholderValue(body)), json: true };
}
function parseJson(text) {
    const start = text.trimStart()[0];
    if (start !== '{' && start !== '[')
        return undefined;
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** A copy of a JSON value with credential-named strings and numbers, and credential text, replaced. */
function placeholderValue(value, key) {
    if (key !== undefined && (0,_util_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isSensitiveKey */ .Gd)(key)) {
        if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
            return placeholderFor(key, 'body');
        }
        if (Array.isArray(value))
            return value.map((item) => placeholderValue(item, key));
    }
    if (typeof value === 'string')
        return placeholderText(value);
    if (Array.isArray(value))
        return value.map((item) => placeholderValue(item));
    if (value === null || typeof value !== 'object')
        return value;
    const copy = {};
    for (const [name, item] of Object.entries(value))
        copy[name] = placeholderValue(item, name);
    return copy;
}
function nonEmpty(text) {
    return text?.trim() ? text.trim() : undefined;
}
function expectationOf(check) {
    const failed = [...(check.validations ?? []), ...(check.warnings ?? [])].filter((v) => v.passed === false && v.unobservable !== true);
    const aspects = failed.map((v) => ({ v, aspect: aspectOf(v) }));
    const codes = [
        ...new Set(aspects.flatMap(({ aspect }) => (aspect.kind === 'status-code' ? [aspect.code] : []))),
    ];
    // A warning may repeat a failed validation of the same check word for word: said once.
    const beyond = [
        ...new Set(aspects
            .filter(({ aspect }) => aspect.kind === 'other')
            .map(({ v }) => placeholderText(v.message ?? v.name ?? '(a validation without a message)'))),
    ];
    // Two different status_codes quoted cannot both be expected: only the service can judge that.
    if (codes.length > 1)
        beyond.push(`status_code ${codes.join(' or ')} quoted as expected`);
    const expectation = { beyondStatus: beyond.length > 0, beyond };
    if (check.expectedStatus?.length)
        expectation.expectedStatus = [...check.expectedStatus];
    if (check.actualStatus !== undefined)
        expectation.actualStatus = check.actualStatus;
    else if (check.exchange?.response?.status !== undefined) {
        expectation.actualStatus = check.exchange.response.status;
    }
    if (codes.length === 1)
        expectation.expectedStatusCode = codes[0];
    const actualCode = envelopeStatusCode(check.exchange?.response?.body);
    if (actualCode !== undefined)
        expectation.actualStatusCode = actualCode;
    return expectation;
}
/**
 * What a failed validation is about. The interface leaves `details` open; the JSON path in it
 * (`response.status`, `$.status_code`) is read when present, else the message's "expected ..."
 * part: "expected HTTP 200" is the status, "expected status_code 1000 ..." a status_code.
 */
function aspectOf(v) {
    const details = (v.details ?? {});
    const path = typeof details.jsonPath === 'string' ? details.jsonPath : undefined;
    const expectedText = typeof details.expected === 'string'
        ? details.expected
        : (/\bexpected\s+(.*)$/is.exec(v.message ?? '')?.[1] ?? '');
    if (path === 'response.status')
        return { kind: 'status' };
    if (path === undefined && /^HTTP \d{3}( or \d{3})*\.?$/.test(expectedText.trim())) {
        return { kind: 'status' };
    }
    if (path === '$.status_code' || (path === undefined && /^status_code\b/.test(expectedText))) {
        const quoted = [...expectedText.matchAll(/\bstatus_code\s+(\d{4})\b/g)].map((m) => m[1]);
        if (quoted.length === 1)
            return { kind: 'status-code', code: Number(quoted[0]) };
    }
    return { kind: 'other' };
}
function envelopeStatusCode(body) {
    const value = typeof body === 'string' ? parseJson(body) : body;
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const code = value.status_code;
    return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}


/***/ })

};

export const id = 804;
export const ids = [804];
export const modules = {

/***/ 1804:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  replayCommand: () => (/* binding */ replayCommand)
});

// UNUSED EXPORTS: DEFAULT_TOKEN_ENV, REPLAY_COMMAND

// EXTERNAL MODULE: external "node:readline/promises"
var promises_ = __webpack_require__(6848);
// EXTERNAL MODULE: ./lib/app/recorded-checks.js
var recorded_checks = __webpack_require__(4233);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./lib/report/ocpi-endpoint.js
var ocpi_endpoint = __webpack_require__(9023);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
// EXTERNAL MODULE: ./lib/report/recorded-request.js
var recorded_request = __webpack_require__(7224);
;// CONCATENATED MODULE: ./lib/app/replay-send.js
/**
 * Sending one recorded request (report/recorded-request.ts's packet) again to the partner's
 * endpoint: once (a write is never sent twice), within a time limit, its answer read up to a
 * bound. The credentials fill the placeholders the packet carries ($OCPI_TOKEN...); the headers a
 * client computes (Host, Content-Length) are not in the packet.
 */


/** The most of an answer's body read (the rest is cut and said to be). */
const MAX_ANSWER_BYTES = 1_048_576;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/**
 * Sends the request once and, as a real client would, follows one redirect to the same origin
 * (scheme, host and port) with the same headers, the token among them: 307 and 308 keep the
 * method and body, 303 (and 301 or 302 after a POST) becomes a GET without a body. A redirect to
 * another origin is not followed, so the token never goes there: the redirect is the answer, and
 * says where it pointed. A second redirect is the answer too.
 */
async function sendFollowingOnce(request, timeoutMs, dispatcher, now = Date.now) {
    const first = await sendOnce(request, timeoutMs, dispatcher, now);
    if (first.kind !== 'answer' || !REDIRECTS.has(first.answer.status))
        return first;
    const raw = first.answer.headers.location;
    if (!raw || !URL.canParse(raw, request.url))
        return first;
    const target = new URL(raw, request.url);
    const location = target.href;
    if (target.origin !== new URL(request.url).origin) {
        return { ...first, redirect: { status: first.answer.status, location, followed: false } };
    }
    const status = first.answer.status;
    const asGet = status === 303 || ((status === 301 || status === 302) && request.method === 'POST');
    const followed = asGet
        ? {
            method: 'GET',
            url: location,
            headers: request.headers.filter(([name]) => name.toLowerCase() !== 'content-type'),
            body: undefined,
        }
        : { ...request, url: location };
    const second = await sendOnce(followed, timeoutMs, dispatcher, now);
    if (second.kind !== 'answer')
        return second;
    return { ...second, redirect: { status, location, followed: true } };
}
/**
 * A packet's request as it goes out to `url` (replayUrl): every placeholder filled by `fill`,
 * encoded for where it stands (a query value, a JSON string, a header).
 */
function outgoingRequest(packet, url, fill) {
    const headers = packet.headers.map(({ name, value }) => [name, (0,recorded_request/* fillPlaceholders */.Ct)(value, fill)]);
    const type = headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
    const bodyContext = packet.bodyIsJson
        ? 'json-string'
        : /x-www-form-urlencoded/i.test(type)
            ? 'url'
            : 'raw';
    const body = packet.body === undefined ? undefined : (0,recorded_request/* fillPlaceholders */.Ct)(packet.body, fill, bodyContext);
    if (body !== undefined && packet.bodyIsJson && type === '')
        headers.push(['Content-Type', 'application/json']);
    return {
        method: packet.method ?? 'GET',
        url: (0,recorded_request/* fillPlaceholders */.Ct)(url, fill, 'url'),
        headers,
        body,
    };
}
/** The placeholders a text holds. */
function placeholdersIn(text) {
    return [...text.matchAll(recorded_request/* PLACEHOLDER_PATTERN */.j_)].map((m) => m[1]);
}
/**
 * Sends the request once; a failure to connect or to be answered in time is an outcome. On
 * undici's `request` (as the client): it adds no headers of its own beyond the connection's, and
 * follows no redirect (a redirect is the partner's answer).
 */
async function sendOnce(request, timeoutMs, dispatcher, now = Date.now) {
    const started = now();
    const signal = AbortSignal.timeout(timeoutMs);
    try {
        const response = await (0,undici/* request */.Em)(request.url, {
            method: request.method,
            headers: request.headers.flat(),
            body: request.body,
            dispatcher,
            signal,
        });
        const { text, cut } = await readBounded(response.body);
        const headers = {};
        for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined)
                headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        const answer = { status: response.statusCode, headers, body: parseBody(text), bodyCut: cut };
        return { kind: 'answer', answer: { ...answer, ms: now() - started } };
    }
    catch (error) {
        if (signal.aborted)
            return { kind: 'timeout', ms: timeoutMs };
        const failure = error;
        const code = typeof failure.code === 'string'
            ? failure.code
            : typeof failure.cause?.code === 'string'
                ? failure.cause.code
                : 'ERROR';
        return { kind: 'unreachable', code, message: String(failure.message ?? error) };
    }
}
/** The body up to MAX_ANSWER_BYTES; the rest is not read. */
async function readBounded(body) {
    const chunks = [];
    let size = 0;
    let cut = false;
    for await (const chunk of body) {
        const room = MAX_ANSWER_BYTES - size;
        if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            cut = true;
            break;
        }
        chunks.push(chunk);
        size += chunk.length;
    }
    if (cut)
        body.destroy();
    return { text: Buffer.concat(chunks).toString('utf8'), cut };
}
function parseBody(text) {
    if (text === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/** The OCPI status_code of a body, when it has one. */
function statusCodeOf(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        return undefined;
    const code = body.status_code;
    return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

;// CONCATENATED MODULE: ./lib/app/replay-endpoints.js
/**
 * The partner's own endpoints, for `replay`: its versions endpoint read (the URL the user gave),
 * the version details of each OCPI version the replayed checks ran on, and each recorded request's
 * endpoint (report/ocpi-endpoint.ts) looked up in them: the URL the partner publishes for the
 * module and interface role, with the recorded rest of the path and query. What the partner does
 * not publish, or lists in a way that cannot be read, is said, never replaced by a guessed path.
 * Two GETs at most per version, each sent once, with the partner's token.
 */



/** The most entries read from a versions list or a version details answer. */
const MAX_ENTRIES = 100;
/** Reads the versions endpoint and the details of each version asked for. */
async function readPartnerEndpoints(versionsUrl, wanted, send) {
    const reads = [];
    const versions = new Map();
    const listing = await readOcpi(versionsUrl, send, reads, (data) => Array.isArray(data) ? data.slice(0, MAX_ENTRIES) : undefined);
    if (listing.kind === 'unreachable')
        return listing;
    for (const version of wanted) {
        if (listing.kind === 'problem') {
            versions.set(version, { endpoints: [], problem: listing.problem });
            continue;
        }
        const entry = listing.value.find((item) => item?.version === version);
        const url = entry?.url;
        if (typeof url !== 'string' || !URL.canParse(url)) {
            const listed = listing.value
                .map((item) => item?.version)
                .filter((v) => typeof v === 'string');
            versions.set(version, {
                endpoints: [],
                problem: entry
                    ? `the partner's versions endpoint lists ${version} without a URL for its details`
                    : `the partner's versions endpoint lists ${listed.length > 0 ? listed.join(', ') : 'no version'}, not ${version}`,
            });
            continue;
        }
        const details = await readOcpi(url, send, reads, endpointsOf);
        if (details.kind === 'unreachable')
            return details;
        versions.set(version, details.kind === 'problem'
            ? { detailsUrl: url, endpoints: [], problem: details.problem }
            : { detailsUrl: url, endpoints: details.value });
    }
    return { kind: 'read', endpoints: { versionsUrl, versions, reads } };
}
/** One GET of an OCPI answer whose `data` `pick` can read; what went wrong said in words. */
async function readOcpi(url, send, reads, pick) {
    const outcome = await send(url);
    if (outcome.kind === 'unreachable') {
        return { kind: 'unreachable', url, code: outcome.code, message: outcome.message };
    }
    const problem = (text) => {
        reads.push({ url, result: text });
        return { kind: 'problem', problem: `reading ${url} gave ${text}` };
    };
    if (outcome.kind === 'timeout')
        return problem(`no answer within ${outcome.ms / 1000} s`);
    const { status, body } = outcome.answer;
    const code = statusCodeOf(body);
    const answered = `HTTP ${status}${code === undefined ? '' : ` with status_code ${code}`}`;
    const redirected = outcome.redirect
        ? ` after a redirect to ${outcome.redirect.location}${outcome.redirect.followed ? '' : ' (another origin: not followed)'}`
        : '';
    if (status !== 200 || code === undefined || code < 1000 || code >= 2000) {
        return problem(`${answered}${redirected}, not an OCPI success`);
    }
    const value = pick(body.data);
    if (value === undefined)
        return problem(`${answered}${redirected} without the data OCPI defines`);
    const count = Array.isArray(value) ? `, ${(0,util_text/* plural */.LS)(value.length, 'entry', 'entries')}` : '';
    reads.push({ url, result: `${answered}${redirected}${count}` });
    return { kind: 'value', value };
}
function endpointsOf(data) {
    const list = data?.endpoints;
    if (!Array.isArray(list))
        return undefined;
    return list.slice(0, MAX_ENTRIES).flatMap((entry) => {
        const { identifier, role, url } = (entry ?? {});
        if (typeof identifier !== 'string' || typeof url !== 'string' || !URL.canParse(url))
            return [];
        return [{ identifier, url, ...(typeof role === 'string' ? { role } : {}) }];
    });
}
/** The versions the targets need details of (a module or version details request). */
function versionsNeeded(targets) {
    const versions = targets.flatMap((t) => t.kind === 'module' || t.kind === 'version-details' ? [t.version] : []);
    return [...new Set(versions)];
}
/** Where a recorded request goes at the partner, or why that is not known. */
function publishedUrl(target, partner) {
    if (target.kind === 'unknown')
        return { why: `its endpoint cannot be told: ${target.why}` };
    if (target.kind === 'versions') {
        return { url: (0,ocpi_endpoint/* underEndpoint */.k7)(partner.versionsUrl, '', target.query) };
    }
    const version = partner.versions.get(target.version);
    if (!version || version.problem !== undefined || version.detailsUrl === undefined) {
        return { why: version?.problem ?? `the details of ${target.version} were not read` };
    }
    if (target.kind === 'version-details') {
        return { url: (0,ocpi_endpoint/* underEndpoint */.k7)(version.detailsUrl, '', target.query) };
    }
    const ofModule = version.endpoints.filter((e) => e.identifier.toLowerCase() === target.module.toLowerCase());
    const match = ofModule.find((e) => target.role === undefined || e.role?.toUpperCase() === target.role);
    if (!match) {
        const listed = version.endpoints.map((e) => `${e.identifier}${e.role ? ` ${e.role}` : ''}`);
        return {
            why: `the partner's ${target.version} version details (${version.detailsUrl}) publish no endpoint for ${(0,ocpi_endpoint/* endpointText */.HO)(target)}; they list ${listed.length > 0 ? listed.join(', ') : 'none'}`,
        };
    }
    return { url: (0,ocpi_endpoint/* underEndpoint */.k7)(match.url, target.rest, target.query) };
}

// EXTERNAL MODULE: ./lib/util/errors.js
var errors = __webpack_require__(9661);
;// CONCATENATED MODULE: ./lib/app/replay-plan.js
/**
 * The first step of a replay: the report read, each selected check's packet made
 * (report/recorded-request.ts, the one shape curl, HAR and replay share), and the checks sorted
 * into those that can be sent again and those that cannot, with why. Every input problem is
 * thrown here as an InputError, before any request: nothing to replay, a credential variable a
 * request needs and the environment lacks, a write with no one to confirm it.
 */





const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads the report and sorts its checks; every input problem is thrown here, before any request. */
async function prepareReplay(options, ports) {
    const source = await (0,recorded_checks/* readRecordedChecks */.uK)(options.report, options.selection, ports);
    const planned = [];
    const notReplayed = [];
    for (const candidate of source.candidates) {
        const packet = (0,recorded_request/* recordedRequest */.Kh)(candidate.check, candidate.recordedBaseUrl, candidate.context);
        const url = options.paths === 'recorded' ? (0,recorded_request/* replayUrl */.Np)(packet, options.partnerBaseUrl) : undefined;
        const why = whyNotReplayed(candidate, packet, options.paths === 'recorded' ? url : '');
        if (why !== undefined) {
            notReplayed.push({ candidate, why });
            continue;
        }
        planned.push({ candidate, packet, url });
    }
    if (planned.length === 0) {
        throw nothingToReplay(options, source.candidates.length, notReplayed);
    }
    checkCredentials(planned, options.credentials);
    checkWrites(planned, options, ports);
    return { description: source.description, planned, notReplayed, leftOut: source.leftOut };
}
/** `url` is '' where it is found later (--paths published). */
function whyNotReplayed(candidate, packet, url) {
    if (candidate.outcome === 'passed') {
        return 'it passed: replay sends again the requests of checks that failed or warned';
    }
    if (candidate.check.unreached && !candidate.check.exchange) {
        return `it was not reached (${candidate.check.unreached}): the service sent no request for it`;
    }
    if (packet.notReplayable.length > 0)
        return packet.notReplayable.map((n) => n.text).join('; ');
    if (url === undefined)
        return 'the recorded request has no path to send to the partner';
    return undefined;
}
function nothingToReplay(options, selected, notReplayed) {
    const { report, selection } = options;
    if (selected === 0) {
        // Only --failed can leave named checks out: an unknown id is refused while reading.
        const what = selection.failedOnly ? 'failed' : 'failed or warned';
        return new errors/* InputError */.d(selection.checkIds.length > 0 ? 'failed' : 'report', selection.checkIds.length > 0
            ? `None of the checks named with --check failed in REPORT "${report}", and --failed replays failed checks only: nothing was sent. Leave out --failed to replay them.`
            : `REPORT "${report}" has no ${what} check to replay: nothing was sent. Name a check with --check to replay it.`);
    }
    const lines = notReplayed.slice(0, 20).map((n) => `- ${n.candidate.testId}: ${n.why}`);
    if (notReplayed.length > 20)
        lines.push(`- and ${notReplayed.length - 20} more`);
    const which = selected === 1 ? 'The check selected' : `None of the ${selected} checks selected`;
    return new errors/* InputError */.d('report', `${which} in REPORT "${report}" can${selected === 1 ? 'not' : ''} be replayed, so nothing was sent:\n${lines.join('\n')}`);
}
/** The request as shown: its URL, headers and body with each credential as $VARIABLE. */
function shownRequest(packet, url, credentials) {
    const named = (text) => text.replace(recorded_request/* PLACEHOLDER_PATTERN */.j_, (_, name) => `$${credentials.variable(name)}`);
    const outgoing = outgoingRequest(packet, url, () => undefined);
    const texts = [outgoing.url, ...outgoing.headers.map(([, value]) => value), outgoing.body ?? ''];
    return {
        variables: [...new Set(texts.flatMap(placeholdersIn).map(credentials.variable))],
        method: outgoing.method,
        url: named(outgoing.url),
        headers: outgoing.headers.map(([name, value]) => [name, named(value)]),
        body: outgoing.body === undefined ? undefined : named(outgoing.body),
    };
}
/** Every variable a planned request needs is set; else one InputError naming each, and who needs it. */
function checkCredentials(planned, credentials) {
    const needing = new Map();
    for (const plan of planned) {
        const texts = [
            plan.packet.url ?? '',
            plan.packet.body ?? '',
            ...plan.packet.headers.map((h) => h.value),
        ];
        for (const name of new Set(texts.flatMap(placeholdersIn))) {
            if (credentials.value(name) !== undefined)
                continue;
            needing.set(name, [...(needing.get(name) ?? []), plan.candidate.testId]);
        }
    }
    const lines = [...needing].map(([name, checks]) => {
        const variable = credentials.variable(name);
        const what = variableMeaning(name, variable);
        const who = checks.length > 3 ? `${(0,util_text/* plural */.LS)(checks.length, 'check')}` : checks.join(', ');
        return `The environment variable ${variable} is not set (or is empty), and ${who} ${checks.length === 1 ? 'sends' : 'send'} it: set it to ${what}.`;
    });
    const reads = planned.some((plan) => plan.url === undefined);
    if (reads && credentials.value('OCPI_TOKEN') === undefined && !needing.has('OCPI_TOKEN')) {
        const variable = credentials.variable('OCPI_TOKEN');
        lines.unshift(`The environment variable ${variable} is not set (or is empty), and replay reads the partner's versions endpoint and version details with it, to send each request to the endpoint the partner publishes for its module: set it to ${variableMeaning('OCPI_TOKEN', variable)}, or give --paths recorded to send each request to its recorded path instead.`);
    }
    if (lines.length === 0)
        return;
    const first = [...needing.keys()][0];
    throw new errors/* InputError */.d(first === undefined || first === 'OCPI_TOKEN' ? 'token-env' : 'check', `${lines.join('\n')}\nNothing was sent.`);
}
/** What a credential variable is to hold, for the message that asks for it. */
function variableMeaning(name, variable) {
    switch (name) {
        case 'OCPI_TOKEN':
            return `the token the partner's endpoint accepts, which the recorded requests send in their Authorization header${variable === name ? ' (or name another variable with --token-env)' : ''}`;
        case 'OCPI_CREDENTIALS_TOKEN':
            return 'the token of the credentials object to send in the body';
        case 'OCPI_TOKEN_A':
        case 'OCPI_TOKEN_B':
        case 'OCPI_TOKEN_C':
            return `the credentials handshake's token ${name.slice(-1)} that the check was sent with (as sent after "Token " in the Authorization header, or in the body), for a registration one your endpoint has issued and not yet used`;
        default:
            return 'the value the recorded request held there (the report keeps it masked)';
    }
}
function checkWrites(planned, options, ports) {
    const writes = planned.filter((p) => WRITES.has(p.packet.method ?? 'GET'));
    if (writes.length === 0 || options.yes || ports.interactive)
        return;
    const one = writes.length === 1;
    const list = writes.map((w) => `${w.candidate.testId} (${w.packet.method})`).join(', ');
    throw new errors/* InputError */.d('yes', `${one ? 'A check to replay sends a write' : `${writes.length} checks to replay send writes`} (${list}), and there is no terminal to confirm ${one ? 'it' : 'them'} on (stdin or stdout is not a terminal): nothing was sent. Add --yes to send ${one ? 'it' : 'them'} to ${options.partnerBaseUrl}, or choose the checks to replay with --check.`);
}

;// CONCATENATED MODULE: ./node_modules/microdiff/dist/index.js
const richTypes = ["Date", "RegExp", "String", "Number"];
const temporalTypes = Object.getOwnPropertyNames(globalThis.Temporal || {});
function diff(obj, newObj, options = { cyclesFix: true }, _stack = []) {
    let diffs = [];
    const isObjArray = Array.isArray(obj);
    for (const key in obj) {
        const value = obj[key];
        const path = isObjArray ? +key : key;
        if (!(key in newObj)) {
            diffs.push({
                type: "REMOVE",
                path: [path],
                oldValue: value,
            });
            continue;
        }
        const newValue = newObj[key];
        const areCompatibleObjects = typeof value === "object" &&
            typeof newValue === "object" &&
            Array.isArray(value) === Array.isArray(newValue);
        // Only compute for non-null objects — primitives and null skip this
        // entirely since Object.getPrototypeOf is expensive to call on every key
        const objConstructor = areCompatibleObjects && value
            ? Object.getPrototypeOf(value)?.constructor?.name
            : undefined;
        if (value &&
            newValue &&
            areCompatibleObjects &&
            !richTypes.includes(objConstructor) &&
            !temporalTypes.includes(objConstructor) &&
            (!options.cyclesFix || !_stack.includes(value))) {
            // Recurse into objects and arrays
            if (options.cyclesFix) {
                _stack.push(value);
            }
            const subDiffs = diff(value, newValue, options, _stack);
            if (options.cyclesFix) {
                _stack.pop();
            }
            for (const subDiff of subDiffs) {
                subDiff.path.unshift(path);
                diffs.push(subDiff);
            }
        }
        else if (!(Object.is(value, newValue) ||
            (temporalTypes.includes(objConstructor) &&
                String(value) === String(newValue)) ||
            (richTypes.includes(objConstructor) &&
                (isNaN(value) ? value + "" === newValue + "" : +value === +newValue)))) {
            diffs.push({
                path: [path],
                type: "CHANGE",
                value: newValue,
                oldValue: value,
            });
        }
    }
    const isNewObjArray = Array.isArray(newObj);
    for (const key in newObj) {
        if (!(key in obj)) {
            diffs.push({
                type: "CREATE",
                path: [isNewObjArray ? +key : key],
                value: newObj[key],
            });
        }
    }
    return diffs;
}

// EXTERNAL MODULE: ./lib/util/json-text.js
var json_text = __webpack_require__(6038);
;// CONCATENATED MODULE: ./lib/app/replay-verdict.js
/**
 * Whether a check's stated expectation holds for the partner's new answer: FIXED only when the
 * status is one the check expected and the status_code it quoted (if any) is there, and the
 * check's failed validations spoke of nothing else; STILL FAILING when the status or the
 * status_code is still wrong (or no answer came in time); CANNOT TELL when only the service can
 * judge (a missing field, a wrong value, no stated status), with a diff of the two bodies.
 */



/** The most body changes listed for one check. */
const MAX_CHANGES = 20;
function judge(expectation, outcome, recordedBody) {
    if (outcome.kind === 'timeout') {
        return {
            verdict: 'STILL FAILING',
            why: `no answer within ${outcome.ms / 1000} s`,
        };
    }
    const { status, body } = outcome.answer;
    if (outcome.redirect && !outcome.redirect.followed) {
        return {
            verdict: 'CANNOT TELL',
            why: `HTTP ${status} redirected to ${outcome.redirect.location}, another origin than the request's: not followed, so the token was not sent there`,
        };
    }
    const expected = expectation.expectedStatus ?? [];
    if (expected.length > 0 && !expected.includes(status)) {
        return {
            verdict: 'STILL FAILING',
            why: `HTTP ${status}, expected ${expectedStatusText(expected)}`,
        };
    }
    const code = statusCodeOf(body);
    const expectedCode = expectation.expectedStatusCode;
    if ((expectedCode !== undefined || !bareStatusStands(status)) &&
        code === undefined &&
        outcome.answer.bodyCut) {
        return {
            verdict: 'CANNOT TELL',
            why: `the answer's body is longer than ${MAX_ANSWER_BYTES} bytes, and its status_code could not be read in the part read`,
        };
    }
    const envelope = envelopeVerdict(status, code, expectedCode);
    if (envelope)
        return envelope;
    if (expectedCode !== undefined && code !== expectedCode) {
        return {
            verdict: 'STILL FAILING',
            why: `${code === undefined ? 'no status_code in the body' : `status_code ${code}`}, expected status_code ${expectedCode}`,
        };
    }
    const [unseen] = expectation.unseen;
    if (unseen) {
        const more = expectation.unseen.length - 1;
        return {
            verdict: 'CANNOT TELL',
            why: `HTTP ${status}${code === undefined ? '' : ` with status_code ${code}`}, but the check also failed on "${unseen.message}", which only ${unseen.needs} can show, not this one request${more > 0 ? ` (and ${more} more such)` : ''}`,
        };
    }
    if (expected.length === 0 || expectation.beyondStatus) {
        return {
            verdict: 'CANNOT TELL',
            why: expected.length === 0
                ? 'the check states no expected HTTP status: only the service can judge the answer'
                : `HTTP ${status} is as expected, but the check also failed on more than its status, which only a new run can judge`,
            ...bodyChanges(recordedBody, body),
        };
    }
    return {
        verdict: 'FIXED',
        why: `HTTP ${status}${code === undefined ? '' : ` with status_code ${code}`}, as expected`,
    };
}
/**
 * Statuses an OCPI server may answer without an OCPI envelope: 401 for a request without a valid
 * token (OCPI 2.2.1 transport and format, 4.1.2; 2.1.1, 2.1.2), 405 for a method the endpoint
 * does not have (2.2.1 credentials, 7.2.2: a second registration). Every other OCPI answer,
 * errors too, carries status_code in its body.
 */
const BARE_STATUSES = new Set([401, 405]);
function bareStatusStands(status) {
    return BARE_STATUSES.has(status);
}
/**
 * The OCPI answer behind the HTTP one: an answer without an envelope (no status_code, such as a
 * web framework's `404 {"detail":"Not Found"}` for a route it does not have) is not the partner's
 * OCPI answer, unless its status may stand bare; an HTTP 2xx whose status_code is not 1xxx is a
 * refusal (2xxx: the request was refused, 3xxx: the server failed), never a fix unless that code
 * was the one expected.
 */
function envelopeVerdict(status, code, expectedCode) {
    if (code === undefined) {
        if (bareStatusStands(status) && expectedCode === undefined)
            return undefined;
        return {
            verdict: 'STILL FAILING',
            why: `HTTP ${status} without an OCPI envelope (no status_code in the body): every OCPI answer carries one, errors too, so this is not the partner's OCPI answer (a route its server does not have answers so)`,
        };
    }
    if (status >= 200 && status < 300 && (code < 1000 || code >= 2000) && code !== expectedCode) {
        return {
            verdict: 'STILL FAILING',
            why: `HTTP ${status} with status_code ${code}: ${codeMeaning(code)}, not a success (1xxx)`,
        };
    }
    return undefined;
}
/** An OCPI status_code's class (OCPI 2.2.1 status codes, 5). */
function codeMeaning(code) {
    if (code >= 2000 && code < 3000)
        return 'the partner refused the request (a client error)';
    if (code >= 3000 && code < 4000)
        return 'the partner failed (a server error)';
    if (code >= 4000 && code < 5000)
        return 'a hub error';
    return 'not an OCPI status code';
}
function expectedStatusText(expected) {
    return expected.length === 0 ? 'no stated status' : `HTTP ${expected.join(' or ')}`;
}
/**
 * The deepest bodies compared. The diff (microdiff) and the values it lists recurse, and a body
 * may nest as deep as the service recorded it or the partner answers: deeper ones are not
 * compared, and the verdict says so (issue 40, point 5). OCPI's bodies nest a dozen levels.
 */
const MAX_COMPARED_DEPTH = 200;
/** The changes from the recorded body to the new one, JSON paths and values. */
function bodyChanges(recorded, now) {
    const deep = [
        ...((0,json_text/* nestedDeeperThan */.i)(recorded, MAX_COMPARED_DEPTH) ? ['the recorded one'] : []),
        ...((0,json_text/* nestedDeeperThan */.i)(now, MAX_COMPARED_DEPTH) ? ['the new one'] : []),
    ];
    if (deep.length > 0) {
        const which = deep.length === 2 ? 'both are' : `${deep[0]} is`;
        return {
            changes: [],
            moreChanges: 0,
            notCompared: `The bodies are not compared: ${which} nested more than ${MAX_COMPARED_DEPTH} deep, the most compared.`,
        };
    }
    const all = structured(recorded) && structured(now)
        ? diff(recorded, now).map(change)
        : rootChange(recorded, now);
    return { changes: all.slice(0, MAX_CHANGES), moreChanges: Math.max(0, all.length - MAX_CHANGES) };
}
function structured(value) {
    return typeof value === 'object' && value !== null;
}
function rootChange(recorded, now) {
    if (recorded === now)
        return [];
    if (recorded === undefined)
        return [{ path: '$', kind: 'added', now }];
    if (now === undefined)
        return [{ path: '$', kind: 'removed', recorded }];
    return [{ path: '$', kind: 'changed', recorded, now }];
}
function change(difference) {
    const path = jsonPath(difference.path);
    switch (difference.type) {
        case 'CREATE':
            return { path, kind: 'added', now: difference.value };
        case 'REMOVE':
            return { path, kind: 'removed', recorded: difference.oldValue };
        default:
            return { path, kind: 'changed', recorded: difference.oldValue, now: difference.value };
    }
}
function jsonPath(path) {
    return path.reduce((text, key) => typeof key === 'number'
        ? `${text}[${key}]`
        : /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
            ? `${text}.${key}`
            : `${text}[${JSON.stringify(key)}]`, '$');
}

;// CONCATENATED MODULE: ./lib/app/replay.js
/**
 * `replay`: the recorded requests of a report's checks sent again to the partner's endpoint (a
 * local build, a staging deployment), each answer held to the check's stated expectation. In two
 * steps, so that every input problem is found before anything is sent: prepareReplay
 * (replay-plan.ts) reads the report and sorts its checks into those it can send and those it
 * cannot (and why); runReplay sends them one at a time, a write only once shown (and confirmed,
 * without --yes), and stops at the first request the endpoint does not take at all (it cannot be
 * reached).
 */







/** Sends the planned requests one at a time; stops when the endpoint cannot be reached. */
async function runReplay(prepared, options, ports) {
    // Proxy-aware, as curl is (HTTP(S)_PROXY, NO_PROXY); closed when the replay ends.
    const dispatcher = new undici/* EnvHttpProxyAgent */.J2();
    try {
        return await sendAll(prepared, options, ports, dispatcher);
    }
    finally {
        await dispatcher.close();
    }
}
async function sendAll(prepared, options, ports, dispatcher) {
    const replayed = [];
    const notReplayed = [...prepared.notReplayed];
    const send = (request) => sendFollowingOnce(request, options.timeoutMs, dispatcher, ports.now);
    const read = await partnerEndpoints(prepared, options, send, ports);
    if (read?.kind === 'unreachable') {
        const unsent = prepared.planned.map(({ candidate }) => ({
            candidate,
            why: `not sent: the partner's endpoints could not be read (${read.code})`,
        }));
        const { url, code, message } = read;
        return {
            replayed,
            notReplayed: [...notReplayed, ...unsent],
            unreachable: { url, code, message },
        };
    }
    const partner = read?.endpoints;
    for (const [index, plan] of prepared.planned.entries()) {
        // With --paths published every plan waits for the endpoints, which were read above.
        const where = plan.url !== undefined
            ? { url: plan.url }
            : partner
                ? publishedUrl(plan.packet.endpoint, partner)
                : { why: "the partner's endpoints were not read" };
        if ('why' in where) {
            replayed.push(unsentCheck(plan, where.why));
            continue;
        }
        const shown = shownRequest(plan.packet, where.url, options.credentials);
        if (WRITES.has(shown.method)) {
            ports.showWrite(shown, plan.candidate);
            if (!options.yes && !(await ports.confirmWrite(shown))) {
                notReplayed.push({ candidate: plan.candidate, why: 'a write you did not confirm' });
                continue;
            }
        }
        const outgoing = outgoingRequest(plan.packet, where.url, (name) => options.credentials.value(name));
        const outcome = await send(outgoing);
        ports.debug?.(`${plan.candidate.testId}: ${shown.method} ${shown.url}: ${outcomeText(outcome)}`);
        if (outcome.kind === 'unreachable') {
            const unreachable = { check: plan.candidate, url: shown.url, ...outcome };
            const unsent = prepared.planned.slice(index).map(({ candidate }) => ({
                candidate,
                why: `not sent: the endpoint could not be reached (${outcome.code})`,
            }));
            return {
                ...endpointsPart(partner),
                replayed,
                notReplayed: [...notReplayed, ...unsent],
                unreachable,
            };
        }
        replayed.push(replayedCheck(plan, shown, outcome));
    }
    return { ...endpointsPart(partner), replayed, notReplayed };
}
/** With --paths published: the partner's versions endpoint and the version details needed. */
async function partnerEndpoints(prepared, options, send, ports) {
    const targets = prepared.planned.filter((p) => p.url === undefined).map((p) => p.packet.endpoint);
    if (targets.length === 0)
        return undefined;
    const token = options.credentials.value('OCPI_TOKEN');
    const read = await readPartnerEndpoints(options.partnerBaseUrl, versionsNeeded(targets), (url) => send({
        method: 'GET',
        url,
        headers: token === undefined ? [] : [['Authorization', `Token ${token}`]],
        body: undefined,
    }));
    if (read.kind === 'read') {
        for (const r of read.endpoints.reads)
            ports.debug?.(`endpoints: GET ${r.url}: ${r.result}`);
    }
    return read;
}
function endpointsPart(partner) {
    return partner ? { endpoints: { versionsUrl: partner.versionsUrl, reads: partner.reads } } : {};
}
/** A check whose request was not sent: where it would go is not known. */
function unsentCheck(plan, why) {
    const expectation = plan.packet.expectation;
    return {
        verdict: 'CANNOT TELL',
        why: `not sent: ${why}`,
        candidate: plan.candidate,
        shown: undefined,
        expectedStatus: expectation.expectedStatus ?? [],
        expectedStatusCode: expectation.expectedStatusCode,
        beyond: expectation.beyond,
        recordedStatus: plan.packet.response?.status ?? expectation.actualStatus,
        recordedStatusCode: expectation.actualStatusCode,
        recordedError: plan.packet.error,
        answer: undefined,
    };
}
function outcomeText(outcome) {
    if (outcome.kind === 'answer') {
        const { status, ms, bodyCut } = outcome.answer;
        return `HTTP ${status} in ${ms} ms${bodyCut ? ' (body cut)' : ''}`;
    }
    return outcome.kind === 'timeout'
        ? `no answer within ${outcome.ms} ms`
        : `not reached (${outcome.code})`;
}
function replayedCheck(plan, shown, outcome) {
    const { packet } = plan;
    const expectation = packet.expectation;
    return {
        ...judge(expectation, outcome, recordedBody(packet.response)),
        candidate: plan.candidate,
        shown,
        ...(outcome.kind === 'answer' && outcome.redirect ? { redirect: outcome.redirect } : {}),
        expectedStatus: expectation.expectedStatus ?? [],
        expectedStatusCode: expectation.expectedStatusCode,
        beyond: expectation.beyond,
        recordedStatus: packet.response?.status ?? expectation.actualStatus,
        recordedStatusCode: expectation.actualStatusCode,
        recordedError: packet.error,
        answer: outcome.kind === 'answer' ? outcome.answer : undefined,
    };
}
/** The recorded answer's body as a value, for the diff: JSON parsed, else its text. */
function recordedBody(response) {
    if (response?.body === undefined)
        return undefined;
    if (!response.bodyIsJson)
        return response.body;
    try {
        return JSON.parse(response.body);
    }
    catch {
        return response.body;
    }
}
/** FIXED, STILL FAILING and CANNOT TELL counted, and the checks not replayed. */
function replayCounts(outcome) {
    const count = (verdict) => outcome.replayed.filter((r) => r.verdict === verdict).length;
    return {
        fixed: count('FIXED'),
        stillFailing: count('STILL FAILING'),
        cannotTell: count('CANNOT TELL'),
        notReplayed: outcome.notReplayed.length,
    };
}

// EXTERNAL MODULE: ./lib/util/loopback.js
var loopback = __webpack_require__(1319);
;// CONCATENATED MODULE: ./lib/app/replay-url.js
/**
 * The partner's base URL a replay sends to, checked before anything is sent: http(s), no
 * credentials, query or fragment in it, and plain http only to this machine unless the user
 * opted in, as `run` asks for the service's URL (the partner's token would cross in clear).
 */


/**
 * The partner's base URL is wrong: an InputError whose `problem` names no setting but the
 * opt-in to plain http (as the client's BaseUrlError), and whose message puts `names.url` first.
 */
class PartnerUrlError extends errors/* InputError */.d {
    problem;
    constructor(problem, subject) {
        super('partner-base-url', `${subject} ${problem}`);
        this.problem = problem;
    }
}
/** The base URL without trailing slashes; throws PartnerUrlError naming `names.url`. */
function checkPartnerBaseUrl(raw, allowInsecureHttp, names) {
    const fail = (problem) => new PartnerUrlError(problem, names.url);
    const notUrl = () => fail(`"${raw}" is not a URL. Give the partner's endpoint with its scheme, for example its versions URL http://localhost:8080/ocpi/versions.`);
    // "localhost:8080" parses as a URL of the scheme "localhost:".
    if (!raw.includes('://'))
        throw notUrl();
    let url;
    try {
        url = new URL(raw.trim());
    }
    catch {
        throw notUrl();
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw fail(`must use http or https, not "${url.protocol}".`);
    }
    if (url.username || url.password) {
        throw fail('must not carry credentials; the token comes from the environment (--token-env).');
    }
    if (url.search || url.hash)
        throw fail('must not have a query or fragment.');
    if (url.protocol === 'http:' && !allowInsecureHttp && !(0,loopback/* isLoopback */.U)(url.hostname)) {
        throw fail(`"${url.origin}${url.pathname}" uses plain http to another machine: the partner's token would cross the network unencrypted. ` +
            `Use https://${url.host}${url.pathname.replace(/\/+$/, '')}, or, for an endpoint on a private network you trust, set ${names.allowInsecureHttp} to true.`);
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

// EXTERNAL MODULE: ./lib/client/index.js + 25 modules
var lib_client = __webpack_require__(1870);
// EXTERNAL MODULE: ./lib/core/catalogue/commands.js
var commands = __webpack_require__(3807);
// EXTERNAL MODULE: ./lib/core/catalogue.js + 2 modules
var catalogue = __webpack_require__(3678);
// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(2453);
// EXTERNAL MODULE: ./lib/cli/context.js
var context = __webpack_require__(4641);
// EXTERNAL MODULE: ./lib/cli/exit-codes.js
var exit_codes = __webpack_require__(535);
// EXTERNAL MODULE: ./lib/cli/flags.js
var flags = __webpack_require__(2529);
// EXTERNAL MODULE: ./lib/cli/options.js
var cli_options = __webpack_require__(9048);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
;// CONCATENATED MODULE: ./lib/cli/replay-render.js




/** The most characters of a body shown before a write, and of a value in a body change. */
const SHOWN_BODY_CHARS = 2000;
const SHOWN_VALUE_CHARS = 80;
/** A write as it is about to be sent, the credential as its variable's name. */
function shownWrite(shown, testId) {
    const lines = [`${testId} sends a write:`, `  ${shown.method} ${shown.url}`];
    for (const [name, value] of shown.headers)
        lines.push(`  ${name}: ${value}`);
    if (shown.body !== undefined) {
        const body = shown.body.length > SHOWN_BODY_CHARS
            ? `${shown.body.slice(0, SHOWN_BODY_CHARS)}… (${shown.body.length} characters in all)`
            : shown.body;
        lines.push('', ...body.split('\n').map((line) => `  ${line}`));
    }
    return lines.join('\n');
}
function replayText(prepared, outcome, terminal) {
    const legs = outcome.replayed.some((r) => r.candidate.leg !== undefined);
    const header = [
        ...(legs ? ['LEG'] : []),
        'CHECK',
        'SENT TO',
        'EXPECTED',
        'RECORDED',
        'NOW',
        'VERDICT',
    ];
    const rows = outcome.replayed.map((r) => [
        ...(legs ? [r.candidate.leg ?? ''] : []),
        r.candidate.testId,
        r.shown ? `${r.shown.method} ${r.shown.url}` : '(not sent)',
        expectedText(r),
        recordedText(r),
        nowText(r),
        r.verdict,
    ]);
    const lines = [...endpointLines(outcome)];
    if (rows.length > 0)
        lines.push((0,command/* table */.tp)(header, rows, terminal.redact), '');
    for (const r of outcome.replayed.filter((r) => r.redirect?.followed)) {
        lines.push(`${r.candidate.testId}: HTTP ${r.redirect.status} redirected to ${r.redirect.location}, on the same origin: followed once, with the token; the answer shown is the one from there.`);
    }
    for (const r of outcome.replayed.filter((r) => r.verdict !== 'FIXED')) {
        lines.push(`${r.candidate.testId}: ${r.verdict}: ${r.why}.`);
        if (r.verdict === 'CANNOT TELL') {
            for (const message of r.beyond)
                lines.push(`  It failed on: ${terminal.oneLine(message, 300)}`);
        }
        if (r.changes)
            lines.push(...changeLines(r, terminal));
    }
    if (outcome.notReplayed.length > 0 || prepared.leftOut > 0) {
        lines.push('', 'Not replayed:', ...outcome.notReplayed.map((n) => notReplayedLine(n, terminal)));
        if (prepared.leftOut > 0) {
            lines.push(`- ${prepared.leftOut} more selected checks: one replay sends at most ${recorded_checks/* MAX_RECORDED_CHECKS */.Gf}; name the ones to send with --check`);
        }
    }
    lines.push('', ...credentialLines(outcome));
    const counts = replayCounts(outcome);
    lines.push('', `${counts.fixed} FIXED, ${counts.stillFailing} STILL FAILING, ${counts.cannotTell} CANNOT TELL; ${counts.notReplayed + prepared.leftOut} not replayed.`);
    return lines.join('\n').replace(/^\n+/, '');
}
/** Which environment variable each replayed check's credentials came from. */
function credentialLines(outcome) {
    const byVariable = new Map();
    for (const r of outcome.replayed) {
        for (const variable of r.shown?.variables ?? []) {
            byVariable.set(variable, [...(byVariable.get(variable) ?? []), r.candidate.testId]);
        }
    }
    if (byVariable.size === 0)
        return ['Credentials: none of the replayed requests sent one.'];
    const all = outcome.replayed.length;
    return [
        'Credentials read from the environment:',
        ...[...byVariable].map(([variable, checks]) => {
            const who = checks.length === all && all > 1
                ? `every replayed check (${all})`
                : checks.length > 6
                    ? `${checks.length} checks: ${checks.slice(0, 5).join(', ')}, …`
                    : checks.join(', ');
            return `- ${variable}: ${who}`;
        }),
    ];
}
/** Where the partner's endpoints were read from, each read and what came of it. */
function endpointLines(outcome) {
    if (!outcome.endpoints)
        return [];
    return [
        "The partner's endpoints, read from its versions endpoint and version details:",
        ...outcome.endpoints.reads.map((r) => `- GET ${r.url}: ${r.result}`),
        '',
    ];
}
function expectedText(r) {
    return `${expectedStatusText(r.expectedStatus)}${r.expectedStatusCode === undefined ? '' : `, status_code ${r.expectedStatusCode}`}`;
}
function recordedText(r) {
    if (r.recordedStatus === undefined)
        return r.recordedError ? 'no answer' : 'not recorded';
    return `HTTP ${r.recordedStatus}${r.recordedStatusCode === undefined ? '' : `, status_code ${r.recordedStatusCode}`}`;
}
function nowText(r) {
    if (!r.answer)
        return 'no answer in time';
    const code = statusCodeOf(r.answer.body);
    return `HTTP ${r.answer.status}${code === undefined ? '' : `, status_code ${code}`}`;
}
function changeLines(r, terminal) {
    if (r.notCompared)
        return [`  ${r.notCompared}`];
    const changes = r.changes ?? [];
    if (changes.length === 0)
        return ['  The new body is the same as the recorded one.'];
    const lines = [
        '  Body, recorded -> now:',
        ...changes.map((c) => `    ${changeText(c, terminal)}`),
    ];
    if (r.moreChanges)
        lines.push(`    and ${r.moreChanges} more changes`);
    return lines;
}
function changeText(change, terminal) {
    const value = (v) => terminal.oneLine(JSON.stringify(v) ?? 'undefined', SHOWN_VALUE_CHARS);
    switch (change.kind) {
        case 'added':
            return `+ ${change.path}: ${value(change.now)}`;
        case 'removed':
            return `- ${change.path}: ${value(change.recorded)}`;
        default:
            return `~ ${change.path}: ${value(change.recorded)} -> ${value(change.now)}`;
    }
}
function notReplayedLine(n, terminal) {
    const leg = n.candidate.leg ? ` (leg ${n.candidate.leg})` : '';
    return `- ${n.candidate.testId}${leg}: ${terminal.oneLine(n.why, 300)}`;
}
/** The --json document: the counts, each replayed check, each check not replayed. */
function replayDocument(prepared, outcome, replay) {
    return {
        report: prepared.description,
        partnerBaseUrl: replay.partnerBaseUrl,
        paths: replay.paths,
        endpointReads: outcome.endpoints?.reads ?? [],
        counts: { ...replayCounts(outcome), leftOut: prepared.leftOut },
        checks: outcome.replayed.map((r) => ({
            testId: r.candidate.testId,
            name: r.candidate.name ?? null,
            leg: r.candidate.leg ?? null,
            request: r.shown ? { method: r.shown.method, url: r.shown.url } : null,
            redirect: r.redirect ?? null,
            credentialVariables: r.shown?.variables ?? [],
            expectedStatus: r.expectedStatus,
            expectedStatusCode: r.expectedStatusCode ?? null,
            recorded: {
                status: r.recordedStatus ?? null,
                statusCode: r.recordedStatusCode ?? null,
                error: r.recordedError ?? null,
            },
            now: r.answer
                ? {
                    status: r.answer.status,
                    statusCode: statusCodeOf(r.answer.body) ?? null,
                    ms: r.answer.ms,
                    bodyCut: r.answer.bodyCut,
                }
                : { status: null, statusCode: null, timedOut: true },
            verdict: r.verdict,
            why: r.why,
            bodyChanges: r.notCompared ? null : (r.changes ?? null),
            moreBodyChanges: r.moreChanges ?? 0,
            bodyNotCompared: r.notCompared ?? null,
        })),
        notReplayed: outcome.notReplayed.map((n) => ({
            testId: n.candidate.testId,
            leg: n.candidate.leg ?? null,
            why: n.why,
        })),
    };
}

;// CONCATENATED MODULE: ./lib/cli/replay.js
/**
 * `ocpi-conformance replay REPORT`: the recorded requests of a report's failed and warned checks
 * sent again to the partner's endpoint (a local build, a staging deployment), and whether each
 * check's stated expectation now holds: FIXED, STILL FAILING or CANNOT TELL. The work is the app
 * layer's (app/replay.ts); this module reads the flags and the environment, asks before writes on
 * a terminal, and shows the result.
 *
 * Exit codes: 0 every replayed check FIXED; 1 any STILL FAILING (or CANNOT TELL: not shown
 * fixed); 2 bad input, before any request to the partner; 3 the endpoint could not be reached.
 */















/** The variable the token is read from by default: the name the curl commands use. */
const DEFAULT_TOKEN_ENV = (0,catalogue/* settingDefault */.C8)('replayTokenEnv');
const REPLAY_COMMAND = {
    name: 'replay',
    summary: "Sends the recorded requests of a report's failed and warned checks again to the partner's\nendpoint (a local build, a staging deployment) and says, per check, whether its stated\nexpectation now holds: FIXED, STILL FAILING or CANNOT TELL. Starts no run.",
    positionals: [{ name: 'REPORT', description: recorded_checks/* REPORT_FORMS */.xp }],
    options: [
        (0,args/* settingOption */.Ox)('replayPartnerBaseUrl'),
        (0,args/* settingOption */.Ox)('replayPaths'),
        (0,args/* settingOption */.Ox)('replayChecks'),
        (0,args/* settingOption */.Ox)('replayFailedOnly'),
        (0,args/* settingOption */.Ox)('replayTokenEnv'),
        (0,args/* settingOption */.Ox)('replayYes'),
        (0,args/* settingOption */.Ox)('replayTimeoutSeconds'),
        (0,args/* settingOption */.Ox)('allowInsecureHttp', 'accept a --partner-base-url (or --base-url) with plain http:// to a host other than this machine; the token then crosses the network unencrypted.'),
        (0,args/* settingOption */.Ox)('apiKey', 'the service API key, for a REPORT given as a report id; pass it from a secret, it is masked at once and never printed'),
        (0,args/* settingOption */.Ox)('baseUrl', 'the service base URL, ending in /api/v1, for a REPORT given as a report id (for example https://testing.example.com/api/v1)'),
        args/* JSON_OPTION */.rj,
        args/* VERBOSE_OPTION */.Xi,
    ],
    notes: `Writes are shown before they are sent, and asked for on a terminal. A request is sent once,
never retried. Credentials are never shown: a request shows the variable each comes from.

Example:
  OCPI_TOKEN=... ocpi-conformance replay conformance-report.json --failed \\
    --partner-base-url http://localhost:8080/ocpi/versions`,
};
async function replayCommand(argv, io, options = {}) {
    const env = options.env ?? process.env;
    const terminal = (0,context/* terminalFor */.KC)(io, argv, options);
    maskTokens(argv, env, terminal);
    try {
        const parsed = (0,args/* parseCommand */.RM)(REPLAY_COMMAND, argv, env, terminal.secrets);
        if (parsed.help) {
            io.out((0,args/* usage */.CI)(REPLAY_COMMAND));
            return exit_codes/* EXIT */.d.ok;
        }
        const { replay, service } = readReplayOptions(parsed, env);
        const ports = replayPorts(parsed, service, terminal, options);
        const prepared = await prepareReplay(replay, ports);
        terminal.log(startLine(prepared, replay));
        const outcome = await runReplay(prepared, replay, ports);
        return finish(terminal, prepared, outcome, replay);
    }
    catch (error) {
        return terminal.fail(error);
    }
}
/**
 * Registers the credentials before anything else, so that no message (a parse error among them)
 * can quote them: every placeholder's variable, and every variable --token-env may name.
 */
function maskTokens(argv, env, terminal) {
    for (const name of recorded_request/* PLACEHOLDER_NAMES */.jv)
        terminal.secrets.add(env[name]?.trim());
    argv.forEach((arg, index) => {
        const name = arg === '--token-env' ? argv[index + 1] : /^--token-env=(.*)$/.exec(arg)?.[1];
        if (name)
            terminal.secrets.add(env[name.trim()]?.trim());
    });
}
/** Every option read and checked, every problem reported at once, before the report is read. */
function readReplayOptions(parsed, env) {
    return (0,cli_options/* readOptions */.Tt)(parsed, (values) => {
        // A value is missing only when it has a problem, which readOptions throws.
        const tokenName = values.get('replayTokenEnv') ?? DEFAULT_TOKEN_ENV;
        const allowInsecureHttp = values.get('allowInsecureHttp') ?? false;
        const partnerBaseUrl = readPartnerBaseUrl(parsed, values, allowInsecureHttp);
        const timeoutSeconds = values.get('replayTimeoutSeconds') ?? commands/* REPLAY_TIMEOUT_SECONDS */.y6.default;
        const replay = {
            report: parsed.positionals[0],
            selection: {
                checkIds: [...values.get('replayChecks')],
                failedOnly: values.get('replayFailedOnly'),
            },
            partnerBaseUrl,
            credentials: credentialsFrom(env, tokenName),
            timeoutMs: timeoutSeconds * 1000,
            yes: values.get('replayYes'),
            paths: values.get('replayPaths'),
        };
        const service = {
            apiKey: values.get('apiKey'),
            baseUrl: values.get('baseUrl'),
            allowInsecureHttp,
        };
        return { replay, service };
    }, ['replayPartnerBaseUrl']);
}
/** The partner's base URL, checked (app/replay-url.ts); '' when it is missing or wrong. */
function readPartnerBaseUrl(parsed, values, allowInsecureHttp) {
    const raw = values.get('replayPartnerBaseUrl');
    if (!raw)
        return '';
    const names = {
        url: (0,flags/* flagName */.GI)('replayPartnerBaseUrl'),
        allowInsecureHttp: (0,cli_options/* optionSource */.Ns)(parsed, 'allowInsecureHttp'),
    };
    try {
        return checkPartnerBaseUrl(raw, allowInsecureHttp, names);
    }
    catch (error) {
        if (!(error instanceof PartnerUrlError))
            throw error;
        values.add('replayPartnerBaseUrl', 'invalid', error.problem);
        return '';
    }
}
/**
 * The credentials a packet's placeholders stand for, from the environment as a shell would
 * expand the curl commands' variables: $OCPI_TOKEN from --token-env's variable, the others by
 * their own names. An empty value counts as none.
 */
function credentialsFrom(env, tokenName) {
    const variable = (name) => (name === 'OCPI_TOKEN' ? tokenName : name);
    return {
        variable,
        value: (name) => env[variable(name)]?.trim() || undefined,
    };
}
/** How the app layer reads the service, asks and shows: the terminal's. */
function replayPorts(parsed, service, terminal, options) {
    const interactive = options.interactive ?? (process.stdin.isTTY === true && process.stdout.isTTY === true);
    return {
        cwd: options.cwd ?? process.cwd(),
        apiKeyName: `${(0,args/* envName */.pD)('api-key')} (or --api-key) and ${(0,args/* envName */.pD)('base-url')} (or --base-url)`,
        readReport: service.apiKey ? serviceReader(parsed, service, terminal, options) : undefined,
        interactive,
        now: options.now,
        showWrite: (shown, check) => terminal.log(shownWrite(shown, check.testId)),
        debug: (line) => terminal.debugLine(line),
        confirmWrite: async (shown) => {
            const answer = await (options.ask ?? askOnTerminal)(`Send this ${shown.method} to ${shown.url}? [y/N] `);
            return /^\s*y(es)?\s*$/i.test(answer);
        },
    };
}
/**
 * Reads a report by id with the account's key, --base-url checked first: only then, since a
 * report file needs no service.
 */
function serviceReader(parsed, service, terminal, options) {
    const { apiKey, allowInsecureHttp } = service;
    return async (reportId) => {
        const raw = service.baseUrl;
        if (!raw) {
            throw new errors/* InputError */.d('base-url', `REPORT "${reportId}" is read from the service: --base-url is required, the service base URL ending in /api/v1, with --base-url or ${(0,args/* envName */.pD)('base-url')}.`);
        }
        let baseUrl;
        try {
            baseUrl = (0,lib_client/* checkBaseUrl */.xd)(raw, { allowInsecureHttp, names: flags/* clientFlagName */.$2 });
        }
        catch (error) {
            if (!(error instanceof lib_client/* BaseUrlError */.bz))
                throw error;
            throw new errors/* InputError */.d('base-url', `${(0,cli_options/* optionSource */.Ns)(parsed, 'baseUrl')} ${error.problem}`);
        }
        const client = new lib_client/* ServiceClient */.Nl({
            names: flags/* clientFlagName */.$2,
            baseUrl,
            apiKey,
            allowInsecureHttp,
            log: { debug: (m) => terminal.debugLine(m), warn: (m) => terminal.logLine(m) },
            redactor: terminal.secrets,
            ...options.client,
        });
        const report = await client.reports.find(reportId);
        if (!report)
            return undefined;
        return { report, partnerBaseUrl: await partnerBaseUrlOf(client, report) };
    };
}
/** The pages of connections read at most to find the report's (5 x the service's page). */
const CONNECTION_PAGES = 5;
/** The partner base URL of the report's connection, when the connection list shows it. */
async function partnerBaseUrlOf(client, report) {
    const id = report.connectionId;
    if (typeof id !== 'string')
        return undefined;
    let pages = 0;
    for await (const page of client.connections.pages()) {
        const found = page.items.find((connection) => connection._id === id);
        if (found)
            return found.partnerBaseUrl;
        if (++pages >= CONNECTION_PAGES)
            break;
    }
    return undefined;
}
async function askOnTerminal(question) {
    const readline = (0,promises_.createInterface)({ input: process.stdin, output: process.stderr });
    try {
        return await readline.question(question);
    }
    finally {
        readline.close();
    }
}
function startLine(prepared, replay) {
    const skipped = prepared.notReplayed.length;
    return `Replaying ${prepared.planned.length} ${prepared.planned.length === 1 ? 'check' : 'checks'} of ${prepared.description} against ${replay.partnerBaseUrl}${skipped > 0 ? ` (${skipped} selected cannot be replayed; listed at the end)` : ''}.`;
}
function finish(terminal, prepared, outcome, replay) {
    const counts = replayCounts(outcome);
    if (outcome.unreachable) {
        const { check, url, code, message } = outcome.unreachable;
        if (!terminal.json)
            terminal.print(replayText(prepared, outcome, terminal));
        const what = check
            ? `while replaying ${check.testId}; nothing was sent after it`
            : "while reading the partner's versions endpoint and version details; no check was sent";
        return terminal.fail(new lib_client/* NetworkError */.Dr(check?.testId ?? 'partner-base-url', code, true, `The partner's endpoint could not be reached at ${url} (${code}: ${message}) ${what}. Start the endpoint, or check --partner-base-url (${replay.partnerBaseUrl}).`));
    }
    if (terminal.json)
        terminal.printJson(replayDocument(prepared, outcome, replay));
    else
        terminal.print(replayText(prepared, outcome, terminal));
    if (outcome.replayed.length === 0) {
        terminal.log('No check was replayed (every write was declined): nothing is shown fixed.');
        return exit_codes/* EXIT */.d.gateFailed;
    }
    return counts.stillFailing === 0 && counts.cannotTell === 0 ? exit_codes/* EXIT */.d.ok : exit_codes/* EXIT */.d.gateFailed;
}


/***/ })

};

export const id = 685;
export const ids = [685];
export const modules = {

/***/ 41685:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eachHarEntry: () => (/* binding */ eachHarEntry),
/* harmony export */   harDocument: () => (/* binding */ harDocument),
/* harmony export */   harEntries: () => (/* binding */ harEntries),
/* harmony export */   harFrame: () => (/* binding */ harFrame),
/* harmony export */   harLines: () => (/* binding */ harLines),
/* harmony export */   renderHar: () => (/* binding */ renderHar)
/* harmony export */ });
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56265);
/* harmony import */ var _recorded_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50664);


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
    const clauses = context.grade ? (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .clausesByCheck */ .cH)(context.grade) : new Map();
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
/** The clauses a check's failed validations cite (a check the grade's list does not hold). */
function checkClauses(check) {
    const cited = [...(check.validations ?? []), ...(check.warnings ?? [])]
        .filter((v) => v.passed === false)
        .flatMap((v) => v.references ?? []);
    return [...new Set(cited.map(_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .clauseText */ .D4))];
}


/***/ })

};

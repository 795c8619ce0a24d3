export const id = 492;
export const ids = [492];
export const modules = {

/***/ 3773:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readLegFile),
/* harmony export */   eC: () => (/* binding */ ResultFileError)
/* harmony export */ });
/* unused harmony export MAX_FAILED_KEPT */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5586);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7832);
/* harmony import */ var _client_json_scan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3247);
/* harmony import */ var _client_run_list_stream_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6204);
/* harmony import */ var _catalogue_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(392);
/* harmony import */ var _clauses_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(661);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5366);
/* harmony import */ var _grading_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7375);
/**
 * Reading a leg's result file (app/files.ts's writeReportFile) back, for a merge of a matrix
 * (merge.ts): its small fields checked against a schema, and its report's checks graded once more
 * by the leg's own policy, only to tell which failed (the leg's verdict is never worked out
 * again).
 *
 * Memory: a result file holds the leg's whole report, hundreds of MB for 50,000 checks. It is read
 * as a stream (client/json-scan.ts's scanner): the small fields are parsed; each check is parsed
 * on its own, trimmed (leanCheck) and checked, and only the first failed checks of a leg are kept,
 * without their exchanges (MAX_FAILED_KEPT). Without a sink, each check is classified as it is
 * read and let go: nothing of the report is held. With a sink (a JUnit writer, which renders a
 * suite at a time), each suite, once whole, is graded, handed on and let go: one suite is in
 * memory at a time. A file whose report comes before the fields that say how it was graded (not
 * one this tool wrote) is held whole until its end instead.
 */









/** Failed checks kept per leg for the summary and the comment (the rest are counted). */
const MAX_FAILED_KEPT = 1000;
const FlakinessSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({
    window: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    reports: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    checks: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({
        testId: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        module: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        outcome: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(['passed', 'warned', 'failed', 'allowed', 'unobservable', 'unreached']),
        flaky: zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({ flips: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(), runs: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int() }),
    })),
    tolerated: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    note: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
});
const CountsSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({
    total: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    passed: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    warned: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    failed: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    allowed: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    unobservable: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    unreached: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    graded: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
});
/** The small fields of a result file (every one but `report`). */
const ResultHeadSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({
    format: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().optional(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(['pass', 'fail', 'error']).nullish(),
    reason: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    // Unknown kinds (a newer version's) are dropped, not refused: the merge then says unavailable.
    errorKind: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(['input', 'refused', 'unavailable', 'interrupted', 'internal'])
        .nullish()
        .catch(undefined),
    seed: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().nullish(),
    reportId: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().nullish(),
    shareUrl: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().nullish(),
    connectionId: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().nullish(),
    partnerBaseUrl: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().nullish(),
    leg: zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({
        name: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        module: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        runKind: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    })
        .nullish(),
    policy: zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({
        threshold: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().min(0).max(100),
        failOn: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
        allowFailures: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
        flakyWindow: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().optional(),
        flakyFailures: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(_catalogue_run_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAKY_FAILURES */ .mU).optional().catch(undefined),
    })
        .nullish(),
    grade: zod__WEBPACK_IMPORTED_MODULE_7__/* .looseObject */ ._H3({
        counts: CountsSchema,
        passRate: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().nullish(),
        threshold: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
        conditions: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()).optional(),
        notes: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()).optional(),
        flakiness: FlakinessSchema.nullish(),
    })
        .nullish(),
});
/** A result file that could not be read: the message names what is wrong (the field, the check). */
class ResultFileError extends Error {
    file;
    constructor(file, message) {
        super(message);
        this.file = file;
        this.name = 'ResultFileError';
    }
}
/** Reads one leg's result file; throws ResultFileError naming what is wrong. */
async function readLegFile(file, nameLeg, sink) {
    const reader = new LegReader(file, nameLeg, sink);
    let kept = false;
    try {
        const leg = await reader.read();
        kept = true;
        return leg;
    }
    finally {
        if (reader.begun)
            await sink?.end(kept);
    }
}
class LegReader {
    file;
    nameLeg;
    sink;
    assembler = new ResultFileAssembler((check, suite) => this.consumeCheck(check, suite));
    policy;
    allow;
    /** The leg's flaky checks, as its file records them: marked again, tolerated ones allowed. */
    flakiness;
    flaky = new Map();
    headRefused = false;
    name;
    notes = [];
    failed = [];
    failedSeen = 0;
    /** The clauses every failed check of the leg broke, counted as they are read. */
    clauses = new _clauses_js__WEBPACK_IMPORTED_MODULE_8__/* .ClauseTally */ .iv();
    /** The suites read before the policy was known (a file this tool did not write). */
    held = [];
    begun = false;
    constructor(file, nameLeg, sink) {
        this.file = file;
        this.nameLeg = nameLeg;
        this.sink = sink;
    }
    async read() {
        const scanner = new _client_json_scan_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonScanner */ .VF(this.assembler);
        try {
            for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(this.file)) {
                scanner.write(chunk);
                await this.takeSuites();
            }
            scanner.end();
        }
        catch (error) {
            throw this.readError(error);
        }
        const head = this.checkedHead(scanner.empty);
        if (!this.policy)
            this.setPolicy(policyOf(head, this.notes), head);
        for (const done of this.held)
            await this.gradeSuite(done, head);
        return this.leg(head);
    }
    /** The policy, as soon as the fields that say it have been read (undefined before). */
    knownPolicy() {
        const root = this.assembler.root;
        if (!this.policy && !this.headRefused && (root?.policy || root?.grade)) {
            const head = ResultHeadSchema.safeParse(root);
            if (head.success)
                this.setPolicy(policyOf(head.data, this.notes), head.data);
            // Fields that break the schema will not mend: the end of the read names them.
            else
                this.headRefused = true;
        }
        return this.policy;
    }
    setPolicy(policy, head) {
        this.policy = policy;
        this.flakiness = head.grade?.flakiness ?? undefined;
        this.flaky = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_5__/* .flakyById */ .S7)(this.flakiness);
        // The failures the leg tolerated as flaky were graded allowed: so they are again.
        const tolerated = new Set(this.flakiness?.tolerated ?? []);
        const allowed = (0,_grading_js__WEBPACK_IMPORTED_MODULE_6__/* .compileGlobs */ .tI)(policy.allowFailures);
        this.allow = (testId) => allowed(testId) || tolerated.has(testId);
    }
    /**
     * With no sink to hand suites to, a check is classified as it is read and let go at once (a
     * failed one kept, lean, up to MAX_FAILED_KEPT): however large a suite, nothing of it is held.
     * Returns false to keep the check with its suite (a sink wants whole suites, or the policy is
     * not known yet).
     */
    consumeCheck(check, suite) {
        if (this.sink || !this.knownPolicy())
            return false;
        if ((0,_grading_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyCheck */ .p_)(check, this.allow) !== 'failed')
            return true;
        this.failedSeen++;
        const module = typeof suite.module === 'string' ? suite.module : undefined;
        const suiteId = typeof suite.suiteId === 'string' ? suite.suiteId : '';
        const flaky = this.flaky.get(check.testId);
        const item = {
            suiteId,
            module,
            check,
            outcome: 'failed',
            ...(flaky ? { flaky } : {}),
        };
        this.clauses.add(item, 'failed');
        if (this.failed.length < MAX_FAILED_KEPT)
            this.failed.push(withoutExchange(item));
        return true;
    }
    /** The suites the scanner finished: graded, handed on and let go, once the policy is known. */
    async takeSuites() {
        const done = this.assembler.done.splice(0);
        if (done.length === 0)
            return;
        const root = this.assembler.root ?? {};
        if (!this.knownPolicy()) {
            this.held.push(...done);
            return;
        }
        for (const each of done)
            await this.gradeSuite(each, root);
    }
    async gradeSuite({ suite: raw, index }, root) {
        const checks = raw.checks;
        const parsed = _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SuiteResultSchema */ .Co.safeParse({ ...raw, checks: [] });
        raw.checks = [];
        if (!parsed.success) {
            const at = `report.suites[${index}]`;
            throw new ResultFileError(this.file, `${(0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssues */ .wF)(parsed.error, at)}.`);
        }
        const suite = { ...parsed.data, checks: (checks ?? []) };
        const report = this.assembler.report ?? {};
        const reportId = String(report._id ?? root.reportId ?? 'unknown');
        const { suites: _, ...reportHead } = report;
        const one = {
            ...reportHead,
            _id: reportId,
            status: String(report.status ?? ''),
            suites: [suite],
        };
        const graded = (0,_grading_js__WEBPACK_IMPORTED_MODULE_6__/* .grade */ .on)(one, this.policy, { flakiness: this.flakiness });
        for (const item of graded.checks.failed) {
            this.failedSeen++;
            this.clauses.add(item, 'failed');
            if (this.failed.length < MAX_FAILED_KEPT)
                this.failed.push(withoutExchange(item));
        }
        if (this.sink) {
            this.name ??= legName(root, this.file, this.nameLeg);
            if (!this.begun) {
                const partnerBaseUrl = typeof root.partnerBaseUrl === 'string' ? root.partnerBaseUrl : '';
                await this.sink.begin(this.name, partnerBaseUrl ? { partnerBaseUrl } : {});
            }
            this.begun = true;
            await this.sink.suite(one, graded);
        }
    }
    readError(error) {
        if (error instanceof ResultFileError)
            return error;
        if (error instanceof _client_json_scan_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonSyntaxError */ .q3) {
            const what = error.message.replace(/^the body/, 'the file');
            const cut = /ended before/.test(what) ? '; it is not a whole result file (was it cut?)' : '';
            return new ResultFileError(this.file, `${what}${cut}.`);
        }
        const code = error.code;
        return new ResultFileError(this.file, code === 'ENOENT' ? 'no such file.' : `could not be read (${error.message}).`);
    }
    /** The small fields held to their schema, then the report's own fields and its checks. */
    checkedHead(empty) {
        const root = this.assembler.root;
        if (empty || typeof root !== 'object' || root === null || Array.isArray(root)) {
            throw new ResultFileError(this.file, 'the file is empty or not a JSON object.');
        }
        if (Array.isArray(root.legs)) {
            throw new ResultFileError(this.file, "this is the result of a merge (it lists legs), not a leg's result file: leave it out of the files to merge.");
        }
        const head = ResultHeadSchema.safeParse(root);
        if (!head.success) {
            const why = (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssues */ .wF)(head.error);
            throw new ResultFileError(this.file, `not a result file of ocpi-conformance: ${why}.`);
        }
        if (this.assembler.problem)
            throw new ResultFileError(this.file, `${this.assembler.problem}.`);
        if (this.assembler.report) {
            const parsed = (0,_client_run_list_stream_js__WEBPACK_IMPORTED_MODULE_3__/* .parseReportHead */ .k1)(this.assembler.report);
            if (!parsed.success) {
                throw new ResultFileError(this.file, `${(0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssues */ .wF)(parsed.error, 'report')}.`);
            }
        }
        return head.data;
    }
    leg(head) {
        this.name ??= legName(head, this.file, this.nameLeg);
        return {
            file: this.file,
            name: this.name,
            url: head.leg?.url,
            shareUrl: head.shareUrl ?? undefined,
            verdict: head.verdict ?? undefined,
            reason: head.reason,
            errorKind: head.errorKind ?? undefined,
            counts: head.grade?.counts,
            passRate: head.grade?.passRate ?? undefined,
            threshold: head.grade?.threshold,
            reportId: head.reportId ?? this.assembler.report?._id,
            failed: this.failed,
            clauses: this.clauses.clauses(),
            failedTotal: head.grade?.counts.failed ?? this.failedSeen,
            ...(this.flakiness ? { flakiness: this.flakiness } : {}),
            notes: this.notes,
        };
    }
}
function legName(root, file, nameLeg) {
    const leg = root.leg;
    return nameLeg(typeof leg?.name === 'string' && leg.name ? leg.name : undefined, file);
}
/** The leg's grading policy: as its file says, or (an older file) its threshold alone. */
function policyOf(head, notes) {
    if (head.policy) {
        const failOn = head.policy.failOn.filter((c) => _grading_js__WEBPACK_IMPORTED_MODULE_6__/* .FAIL_ON_CONDITIONS */ .M4.includes(c));
        return { ...head.policy, failOn: new Set(failOn) };
    }
    notes.push('Its result file does not record the grading policy (an older version wrote it): allowed failures may be listed as failed.');
    return { threshold: head.grade?.threshold ?? 100, failOn: new Set(), allowFailures: [] };
}
/** A failed check without its exchange (but its error), for the merged lists. */
function withoutExchange(graded) {
    const { exchange, ...check } = graded.check;
    const error = exchange?.error;
    return { ...graded, check: error === undefined ? check : { ...check, exchange: { error } } };
}
/**
 * Builds the file's fields as the scanner hands them on. Depths: the file's fields 1, the
 * report's 2, suites 3, their fields 4, checks 5. Each suite, once closed, is queued in `done`.
 */
class ResultFileAssembler {
    consume;
    /** `consume` may take a check as it is read (true), instead of its suite keeping it. */
    constructor(consume) {
        this.consume = consume;
    }
    root;
    report;
    problem;
    /** Suites closed since the reader last took them, with their index in the report. */
    done = [];
    suiteCount = 0;
    suite;
    descend(place, kind) {
        switch (place.depth) {
            case 0:
                return kind === 'object';
            case 1:
                return place.key === 'report' && kind === 'object';
            case 2:
                return place.key === 'suites' && kind === 'array';
            case 3:
                return kind === 'object';
            case 4:
                return place.key === 'checks' && kind === 'array';
            default:
                return false;
        }
    }
    open(place, kind) {
        if (place.depth === 0)
            this.root = {};
        else if (place.depth === 1) {
            this.report = {};
            this.root.report = this.report;
        }
        else if (place.depth === 2)
            this.report.suites = [];
        else if (place.depth === 3) {
            this.suite = {};
            this.suiteCount++;
        }
        else if (place.depth === 4 && kind === 'array')
            this.suite.checks = [];
    }
    close(depth, kind) {
        // A suite's own fields stay with the report (its checks are let go once it is graded).
        if (depth === 3 && kind === 'object' && this.suite) {
            this.report.suites.push(this.suite);
            this.done.push({ suite: this.suite, index: this.suiteCount - 1 });
            this.suite = undefined;
        }
    }
    value(place, text) {
        const value = parse(text, place);
        switch (place.depth) {
            case 0:
                this.root = value;
                return;
            case 1:
                this.root[place.key] = value;
                return;
            case 2:
                this.report[place.key] = value;
                return;
            case 3:
                // A suite that is not an object: kept for the report's schema to name.
                this.report.suites.push(value);
                this.suiteCount++;
                return;
            case 4:
                this.suite[place.key] = value;
                return;
            default:
                this.addCheck(value, place.key);
        }
    }
    addCheck(value, index) {
        const check = _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckSchema */ .Yr.safeParse((0,_client_run_list_stream_js__WEBPACK_IMPORTED_MODULE_3__/* .leanCheck */ .Hk)(value));
        if (!check.success) {
            this.problem ??= (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssues */ .wF)(check.error, `report.suites[${this.suiteCount - 1}].checks[${index}]`);
            return;
        }
        if (!this.consume(check.data, this.suite))
            this.suite.checks.push(check.data);
    }
}
function parse(text, place) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new _client_json_scan_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonSyntaxError */ .q3(`the value of "${place.key}" is not valid JSON`, 0);
    }
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

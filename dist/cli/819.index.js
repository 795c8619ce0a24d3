export const id = 819;
export const ids = [819];
export const modules = {

/***/ 6819:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runShowCommand: () => (/* binding */ runShowCommand)
});

// UNUSED EXPORTS: SHOW_COMMAND

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/app/files.js + 1 modules
var files = __webpack_require__(8147);
// EXTERNAL MODULE: ./lib/core/result-file.js
var result_file = __webpack_require__(3773);
;// CONCATENATED MODULE: ./lib/app/recorded-checks.js
/**
 * The failed and warned checks of a run's report file (`run --report-file`, the action's
 * report-file), with their recorded exchanges, for the commands that reproduce them (`show`, and
 * `replay`). The file is read as a merge reads a leg (core/result-file.ts): a suite at a time,
 * each graded by the policy the file records; only the failed and warned checks are kept.
 */

/** Reads a report file; throws ResultFileError (naming the file and what is wrong). */
async function readRecordedChecks(file) {
    const found = { checks: [], testIds: [] };
    const sink = {
        begin: (_name, leg) => {
            if (leg?.partnerBaseUrl)
                found.partnerBaseUrl = leg.partnerBaseUrl;
        },
        suite: (report, grade) => {
            for (const suite of report.suites ?? []) {
                for (const check of suite.checks)
                    found.testIds.push(check.testId);
            }
            found.checks.push(...grade.checks.failed, ...grade.checks.warned);
        },
        end: () => { },
    };
    const leg = await (0,result_file/* readLegFile */.B)(file, (declared) => declared ?? file, sink);
    if (found.testIds.length === 0 && leg.counts === undefined) {
        throw new result_file/* ResultFileError */.eC(file, 'holds no report with checks: give the report file a run wrote (run --report-file), not a merged result');
    }
    return found;
}

// EXTERNAL MODULE: ./lib/client/index.js + 24 modules
var client = __webpack_require__(7832);
// EXTERNAL MODULE: ./lib/report/curl.js
var report_curl = __webpack_require__(6942);
// EXTERNAL MODULE: ./lib/report/recorded-request.js
var recorded_request = __webpack_require__(7224);
// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(2453);
// EXTERNAL MODULE: ./lib/cli/context.js
var context = __webpack_require__(4641);
// EXTERNAL MODULE: ./lib/cli/exit-codes.js
var exit_codes = __webpack_require__(535);
;// CONCATENATED MODULE: ./lib/cli/show.js
/**
 * `ocpi-conformance show REPORT [--check ID]...`: the failed and warned checks of a report file
 * with what they recorded, to reproduce them on the partner's own machine (issue 36, point 1): a
 * curl command that sends the recorded request again (credentials as $OCPI_TOKEN, the partner's
 * base URL as $PARTNER_BASE_URL), or why there is none, and the recorded answer. Reads no service
 * and needs no API key. A body too large for the command line is written to a file beside it.
 */










/** Recorded answer bodies longer than this are cut when printed (the HAR file holds them whole). */
const SHOWN_BODY_CHARS = 4000;
const SHOW_COMMAND = {
    name: 'show',
    summary: 'Shows the failed and warned checks of a report file (run --report-file) with what they recorded:\na curl command that sends the request again to your partner endpoint, and the recorded answer.\nReads no service; needs no API key.',
    positionals: [{ name: 'REPORT', description: 'the report file a run wrote (run --report-file)' }],
    options: [
        {
            name: 'check',
            kind: 'list',
            placeholder: 'ID',
            description: 'show this check only (its test id; repeat it or give a comma list); default: every failed and warned check',
        },
        {
            name: 'body-dir',
            kind: 'string',
            placeholder: 'DIR',
            description: 'where to write a request body too large for the command line (default: the working directory); the command reads it from there',
        },
        args/* JSON_OPTION */.rj,
    ],
    notes: 'Set PARTNER_BASE_URL to your endpoint\'s OCPI root (its versions URL without "/versions") and\nOCPI_TOKEN to the token it accepts (as sent after "Token "), then paste the command.',
};
async function runShowCommand(argv, io, options = {}) {
    const env = options.env ?? process.env;
    const cwd = options.cwd ?? process.cwd();
    const terminal = (0,context/* terminalFor */.KC)(io, argv, options);
    try {
        const parsed = (0,args/* parseCommand */.RM)(SHOW_COMMAND, argv, env, terminal.secrets);
        if (parsed.help) {
            io.out((0,args/* usage */.CI)(SHOW_COMMAND));
            return exit_codes/* EXIT */.d.ok;
        }
        const file = external_node_path_.resolve(cwd, parsed.positionals[0]);
        const bodyDir = external_node_path_.resolve(cwd, parsed.get('body-dir') ?? '.');
        const recorded = await readReport(file);
        const chosen = chooseChecks(recorded.checks, recorded.testIds, parsed.list('check'), terminal);
        const shown = [];
        for (const item of chosen) {
            const packet = (0,recorded_request/* recordedRequest */.Kh)(item.check, recorded.partnerBaseUrl);
            const name = external_node_path_.relative(cwd, external_node_path_.join(bodyDir, (0,report_curl/* bodyFileName */.ae)(packet)));
            const curl = (0,report_curl/* curlCommand */.O4)(packet, { bodyFileName: name });
            if (curl.kind === 'command' && curl.bodyFile) {
                const written = await (0,files/* writeTextFile */.Tl)(external_node_path_.resolve(cwd, name), () => curl.bodyFile.content, {
                    log: { info: (line) => terminal.logLine(line) },
                    option: '--body-dir',
                    written: `The request body of ${packet.testId}`,
                });
                if (!written)
                    return exit_codes/* EXIT */.d.usage;
            }
            shown.push({ item, packet, curl });
        }
        if (terminal.json) {
            terminal.printJson({ report: file, checks: shown.map(showDocument) });
        }
        else if (shown.length === 0) {
            terminal.print(`No failed or warned check in ${file}: nothing to reproduce.`);
        }
        else {
            terminal.print(shown.map(showText).join('\n\n'));
        }
        return exit_codes/* EXIT */.d.ok;
    }
    catch (error) {
        return terminal.fail(error);
    }
}
async function readReport(file) {
    try {
        return await readRecordedChecks(file);
    }
    catch (error) {
        if (error instanceof result_file/* ResultFileError */.eC) {
            // The reader's words are a merge's; a merged result is the one file people mix up here.
            const what = /result of a merge/.test(error.message)
                ? 'it is the merged result of a matrix, which keeps no exchanges: give the report file of one leg (run --report-file)'
                : error.message.replace(/\.$/, '');
            throw new client/* InputError */.dz('REPORT', `Could not read the report file ${file}: ${what}.`);
        }
        throw error;
    }
}
/** The checks asked for, in the order given; every failed and warned one when none is. */
function chooseChecks(checks, testIds, wanted, terminal) {
    if (wanted.length === 0)
        return [...checks];
    return wanted.map((id) => {
        const found = checks.find((item) => item.check.testId === id);
        if (found)
            return found;
        if (testIds.includes(id)) {
            throw new client/* InputError */.dz('check', `The check ${id} neither failed nor warned in this report: it kept no exchange to reproduce. Give the id of a failed or warned check.`);
        }
        const ids = checks.map((item) => item.check.testId);
        throw new client/* InputError */.dz('check', `The report holds no check ${id}.${(0,args/* didYouMean */.au)(id, ids, terminal.secrets)} Its failed and warned checks: ${ids.join(', ') || 'none'}.`);
    });
}
function showText({ item, packet, curl }) {
    const lines = [
        `${packet.testId} (${item.outcome})${packet.name ? `: ${packet.name}` : ''}`,
        ...expectationLines(packet),
        '',
    ];
    if (curl.kind === 'command') {
        lines.push(`Reproduce with curl (set ${curl.variables.join(', ')} first):`, curl.command);
        if (curl.bodyFile)
            lines.push(`(The body is read from ${curl.bodyFile.name}.)`);
        lines.push(...curl.notes);
    }
    else if (curl.kind === 'from-partner') {
        lines.push('The partner sent this request to the service (shown as sent, not for replay):');
        lines.push(curl.request);
    }
    else {
        lines.push(`No curl command: ${curl.reasons.join('; ')}. The request as recorded:`);
        lines.push(curl.request);
    }
    lines.push('', ...answerLines(packet));
    return lines.join('\n');
}
function expectationLines(packet) {
    const e = packet.expectation;
    const parts = [];
    if (e.expectedStatus) {
        const got = e.actualStatus === undefined ? '' : ` (answered HTTP ${e.actualStatus})`;
        parts.push(`HTTP ${e.expectedStatus.join(' or ')}${got}`);
    }
    if (e.expectedStatusCode !== undefined) {
        const got = e.actualStatusCode === undefined ? '' : ` (answered ${e.actualStatusCode})`;
        parts.push(`status_code ${e.expectedStatusCode}${got}`);
    }
    const lines = parts.length ? [`Expected: ${parts.join('; ')}.`] : [];
    for (const text of e.beyond)
        lines.push(`Also found: ${text}`);
    return lines;
}
function answerLines(packet) {
    const latency = packet.latencyMs === undefined ? '' : ` (${packet.latencyMs} ms)`;
    if (packet.error)
        return [`Recorded answer${latency}: none; ${packet.error}`];
    const response = packet.response;
    if (!response)
        return ['Recorded answer: none recorded.'];
    const lines = [`Recorded answer${latency}:`, `HTTP ${response.status ?? '(no status)'}`];
    for (const header of response.headers)
        lines.push(`${header.name}: ${header.value}`);
    if (response.headersTruncated)
        lines.push('(headers truncated by the service)');
    if (response.body !== undefined) {
        const body = response.body;
        const shown = body.length > SHOWN_BODY_CHARS ? body.slice(0, SHOWN_BODY_CHARS) : body;
        lines.push('', shown);
        if (shown !== body)
            lines.push(`(cut at ${SHOWN_BODY_CHARS} of ${body.length} characters)`);
        if (response.bodyTruncated)
            lines.push('(body truncated by the service)');
    }
    return lines;
}
function showDocument({ item, packet, curl }) {
    return {
        testId: packet.testId,
        outcome: item.outcome,
        direction: packet.direction,
        expectation: packet.expectation,
        curl,
        request: { method: packet.method, url: packet.url, headers: packet.headers, body: packet.body },
        response: packet.response,
        latencyMs: packet.latencyMs,
        error: packet.error,
    };
}


/***/ }),

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


/***/ })

};

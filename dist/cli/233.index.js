export const id = 233;
export const ids = [233];
export const modules = {

/***/ 4233:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gf: () => (/* binding */ MAX_RECORDED_CHECKS),
/* harmony export */   KJ: () => (/* binding */ REPORT_FILE_FORMS),
/* harmony export */   uK: () => (/* binding */ readRecordedChecks),
/* harmony export */   xp: () => (/* binding */ REPORT_FORMS)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_grading_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7375);
/* harmony import */ var _core_result_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3773);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9661);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5666);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8805);
/* harmony import */ var _formats_report_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9854);
/**
 * The recorded checks of a run, read from what the user named, for the commands that reproduce
 * them (`show`, `replay`): a report file (`run --report-file`, the action's report-file), a merged
 * result file (its legs' report files read in turn) or, where the command can read the service, a
 * report id. Files are read as a stream (core/result-file.ts): only the checks selected are kept,
 * with their exchanges, at most MAX_RECORDED_CHECKS. Every problem is an InputError naming the
 * input and what to do, found before anything is sent or written.
 */








/** The most checks kept (one replay sends, one show prints); the rest are counted as left out. */
const MAX_RECORDED_CHECKS = 500;
/** A report id as the service writes them (rep_...), or anything without a path's marks. */
const ID_LIKE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** What a user can give as REPORT, for messages: files only (show) or a report id too (replay). */
const REPORT_FILE_FORMS = 'a report file (written by "run --report-file" or the action\'s report-file) or a merged result file (merge --report-file)';
const REPORT_FORMS = 'a report file (written by "run --report-file" or the action\'s report-file), a merged result file (merge --report-file) or a report id (see "runs list")';
function formsOf(ports) {
    return ports.apiKeyName === undefined ? REPORT_FILE_FORMS : REPORT_FORMS;
}
async function readRecordedChecks(argument, selection, ports) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(ports.cwd, argument);
    const kind = await fileKind(file);
    const collector = new Collector(selection);
    const forms = formsOf(ports);
    if (kind === 'folder') {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('report', `REPORT "${argument}" is a folder, not a file. Give ${forms}.`);
    }
    if (kind === 'file') {
        const description = await readFileSource(file, argument, collector, forms);
        return collector.finish(description, argument);
    }
    if (!ID_LIKE.test(argument) || ports.apiKeyName === undefined) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('report', `REPORT "${argument}": no such file (looked for ${file}). Give ${forms}.`);
    }
    if (!ports.readReport) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('api-key', `REPORT "${argument}" is not a file here, so it was taken for a report id, which is read from the service: set ${ports.apiKeyName} (or give the report file).`);
    }
    const found = await ports.readReport(argument);
    if (!found) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('report', `REPORT "${argument}" is neither a file here nor a report of the account the API key opens: check the id with "ocpi-conformance runs list", or give the report file.`);
    }
    for (const suite of found.report.suites ?? []) {
        collector.suite(suite, found.report.ocpiVersion, undefined, found.partnerBaseUrl);
    }
    return collector.finish(`report ${found.report._id} (read from the service)`, argument);
}
async function fileKind(file) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).isDirectory() ? 'folder' : 'file';
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return 'none';
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('report', `REPORT "${file}" could not be read (${error.message}): check its permissions.`);
    }
}
/** A report file, or a merged result file whose legs' files are read; returns its description. */
async function readFileSource(file, argument, collector, forms) {
    if (!(await isMergedFile(file))) {
        const reportId = await readReportFile(file, `"${argument}"`, undefined, collector, `Give ${forms}.`);
        return `report ${reportId} (${argument})`;
    }
    const legs = await mergedLegs(file, argument);
    for (const leg of legs) {
        await readReportFile(leg.file, `"${leg.file}" (leg ${leg.name} of "${argument}")`, leg.name, collector, `Put the report file of leg ${leg.name} at that path (the merged result file names it there), or give that leg's report file itself.`);
    }
    return `the ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(legs.length, 'leg')} of ${argument}`;
}
/** The merged result file starts with its kind (formats/report-file.ts writes it first). */
async function isMergedFile(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r').catch((error) => {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('report', `REPORT "${file}" could not be read (${error.message}): check its permissions.`);
    });
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
        const head = buffer.subarray(0, bytesRead).toString('utf8');
        return new RegExp(`^\\s*\\{\\s*"kind"\\s*:\\s*"${_formats_report_file_js__WEBPACK_IMPORTED_MODULE_6__/* .MERGED_FILE_KIND */ .Rd}"`).test(head);
    }
    finally {
        await handle.close();
    }
}
/** The most a merged result file may hold (it lists legs, not checks: a few kB a leg). */
const MERGED_MAX_BYTES = 16 * 1_048_576;
async function mergedLegs(file, argument) {
    const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).size;
    const bad = (why) => new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('report', `REPORT "${argument}" looks like a merged result file, but ${why}. Give the legs' report files instead.`);
    if (size > MERGED_MAX_BYTES)
        throw bad(`it is ${size} bytes long, more than a merge writes`);
    let legs;
    try {
        legs = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8')).legs;
    }
    catch (error) {
        throw bad(`it is not valid JSON (${error.message})`);
    }
    if (!Array.isArray(legs))
        throw bad('it lists no legs');
    const folder = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file);
    return legs.map((leg, index) => {
        if (typeof leg?.file !== 'string' || leg.file === '')
            throw bad(`its leg ${index + 1} names no file`);
        return {
            file: node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(folder, leg.file),
            name: typeof leg.name === 'string' && leg.name ? leg.name : `${index + 1}`,
        };
    });
}
/**
 * Reads one report file into the collector; returns the report's id. `label` names it in messages,
 * `advice` says what to do instead.
 */
async function readReportFile(file, label, leg, collector, advice) {
    let reportId = 'unknown';
    let recordedBaseUrl;
    try {
        const read = await (0,_core_result_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readLegFile */ .B)(file, (declared) => declared ?? node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file), {
            begin: (_, recorded) => {
                recordedBaseUrl = recorded?.partnerBaseUrl;
            },
            suite: (report) => {
                reportId = report._id;
                for (const suite of report.suites ?? []) {
                    collector.suite(suite, report.ocpiVersion, leg, recordedBaseUrl);
                }
            },
            end: () => { },
        });
        return read.reportId ?? reportId;
    }
    catch (error) {
        if (!(error instanceof _core_result_file_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultFileError */ .eC))
            throw error;
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('report', `REPORT ${label}: ${error.message} ${advice}`);
    }
}
/** Keeps the selected checks as the suites go by, and every id for the unknown ones. */
class Collector {
    selection;
    named;
    seen = new Set();
    candidates = [];
    leftOut = 0;
    read = 0;
    /** The endpoints each leg's recorded version details listed (one leg: undefined). */
    endpoints = new Map();
    constructor(selection) {
        this.selection = selection;
        this.named = new Set(selection.checkIds);
    }
    suite(suite, ocpiVersion, leg, recordedBaseUrl) {
        for (const check of suite.checks) {
            this.read++;
            this.seen.add(check.testId);
            const listed = publishedEndpoints(check);
            if (listed && !this.endpoints.has(leg))
                this.endpoints.set(leg, listed);
            const outcome = (0,_core_grading_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyCheck */ .p_)(check, () => false);
            if (!this.selected(check.testId, outcome))
                continue;
            if (this.candidates.length >= MAX_RECORDED_CHECKS) {
                this.leftOut++;
                continue;
            }
            const { testId, name } = check;
            const context = {
                ...(ocpiVersion ? { ocpiVersion } : {}),
                ...(suite.module ? { module: suite.module } : {}),
                ...(suite.suiteId ? { suiteId: suite.suiteId } : {}),
            };
            this.candidates.push({ testId, name, leg, outcome, check, recordedBaseUrl, context });
        }
    }
    selected(testId, outcome) {
        if (this.named.size > 0 && !this.named.has(testId))
            return false;
        if (this.selection.failedOnly)
            return outcome === 'failed';
        return this.named.size > 0 || outcome === 'failed' || outcome === 'warned';
    }
    finish(description, argument) {
        const unknown = [...this.named].filter((id) => !this.seen.has(id));
        if (unknown.length > 0)
            throw unknownChecks(unknown, [...this.seen], argument);
        for (const candidate of this.candidates) {
            const listed = this.endpoints.get(candidate.leg);
            if (listed)
                candidate.context.recordedEndpoints = listed;
        }
        return {
            description,
            candidates: this.candidates,
            leftOut: this.leftOut,
            checksRead: this.read,
        };
    }
}
function unknownChecks(unknown, known, argument) {
    const lines = unknown.map((id) => {
        const near = nearestId(id, known);
        return `--check "${id}": no check of that id in REPORT "${argument}".${near ? ` Did you mean ${near}?` : ''}`;
    });
    lines.push(`REPORT holds ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(known.length, 'check')}. A check's id is its testId, as the result of "run", the job summary and the HTML report list the failed ones (for example ${known[0] ?? '2.2.1/locations/get-list'}).`);
    return new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .d('check', lines.join('\n'));
}
/** The id the typed one is plausibly a slip of: the one id it ends, or the nearest (suggest.ts). */
function nearestId(typed, known) {
    const ending = known.filter((id) => id.endsWith(`/${typed}`));
    return ending.length === 1 ? ending[0] : (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .nearest */ .p)(typed, known);
}
/** The most endpoints kept from one recorded version details (OCPI has about a dozen modules). */
const MAX_ENDPOINTS = 100;
/**
 * The module endpoints a check's recorded answer lists, when it is a version details answer
 * (`data.endpoints`, each with an identifier and a URL) the report kept whole.
 */
function publishedEndpoints(check) {
    const response = check.exchange?.response;
    if (!response || response.bodyTruncated)
        return undefined;
    let body = response.body;
    if (typeof body === 'string') {
        if (!body.includes('"endpoints"'))
            return undefined;
        try {
            body = JSON.parse(body);
        }
        catch {
            return undefined;
        }
    }
    const endpoints = body?.data?.endpoints;
    if (!Array.isArray(endpoints))
        return undefined;
    const listed = endpoints.slice(0, MAX_ENDPOINTS).flatMap((entry) => {
        const { identifier, role, url } = (entry ?? {});
        if (typeof identifier !== 'string' || typeof url !== 'string')
            return [];
        return [{ identifier, url, ...(typeof role === 'string' ? { role } : {}) }];
    });
    return listed.length > 0 ? listed : undefined;
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5586);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1870);
/* harmony import */ var _client_resources_run_list_memory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5889);
/* harmony import */ var _client_resources_run_list_stream_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8385);
/* harmony import */ var _util_json_scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3720);
/* harmony import */ var _util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2786);
/* harmony import */ var _catalogue_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(392);
/* harmony import */ var _clauses_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(661);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5366);
/* harmony import */ var _grading_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7375);
/**
 * Reading a leg's result file (app/formats/report-file.ts) back, for a merge of a matrix
 * (merge.ts): its small fields checked against a schema, and its report's checks graded once more
 * by the leg's own policy, only to tell which failed (the leg's verdict is never worked out
 * again).
 *
 * Memory: a result file holds the leg's whole report, hundreds of MB for 50,000 checks. It is read
 * as a stream (util/json-scan.ts's scanner): the small fields are parsed; each check is parsed
 * on its own, trimmed (leanCheck) and checked, and only the first failed checks of a leg are kept,
 * without their exchanges (MAX_FAILED_KEPT). Without a sink, each check is classified as it is
 * read and let go: nothing of the report is held. With a sink (a JUnit writer, which renders a
 * suite at a time), each suite, once whole, is graded, handed on and let go: one suite is in
 * memory at a time. A file whose report comes before the fields that say how it was graded (not
 * one this tool wrote) is held whole until its end instead.
 */











/** Failed checks kept per leg for the summary and the comment (the rest are counted). */
const MAX_FAILED_KEPT = 1000;
const FlakinessSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
    window: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int(),
    reports: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int(),
    checks: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
        testId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        module: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        outcome: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(['passed', 'warned', 'failed', 'allowed', 'unobservable', 'unreached']),
        flaky: zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({ flips: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int(), runs: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int() }),
    })),
    tolerated: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()),
    note: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
});
const CountsSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
    total: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    passed: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    warned: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    failed: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    allowed: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    unobservable: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    unreached: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    graded: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
});
/** The small fields of a result file (every one but `report`). */
const ResultHeadSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
    format: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().optional(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(['pass', 'fail', 'error']).nullish(),
    reason: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    // Unknown kinds (a newer version's) are dropped, not refused: the merge then says unavailable.
    errorKind: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(['input', 'refused', 'unavailable', 'interrupted', 'internal'])
        .nullish()
        .catch(undefined),
    seed: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    reportId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    shareUrl: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    connectionId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    partnerBaseUrl: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    leg: zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
        name: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        module: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        runKind: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
    })
        .nullish(),
    policy: zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
        threshold: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().min(_catalogue_run_js__WEBPACK_IMPORTED_MODULE_5__/* .THRESHOLD */ .yW.min).max(_catalogue_run_js__WEBPACK_IMPORTED_MODULE_5__/* .THRESHOLD */ .yW.max),
        failOn: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()),
        allowFailures: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()),
        flakyWindow: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().optional(),
        flakyFailures: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(_catalogue_run_js__WEBPACK_IMPORTED_MODULE_5__/* .FLAKY_FAILURES */ .mU).optional().catch(undefined),
    })
        .nullish(),
    grade: zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
        counts: CountsSchema,
        passRate: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().nullish(),
        threshold: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
        conditions: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()).optional(),
        notes: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()).optional(),
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
    clauses = new _clauses_js__WEBPACK_IMPORTED_MODULE_9__/* .ClauseTally */ .iv();
    /** The suites read before the policy was known (a file this tool did not write). */
    held = [];
    begun = false;
    constructor(file, nameLeg, sink) {
        this.file = file;
        this.nameLeg = nameLeg;
        this.sink = sink;
    }
    async read() {
        const scanner = new _util_json_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonScanner */ .VF(this.assembler);
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
        this.flaky = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_6__/* .flakyById */ .S7)(this.flakiness);
        // The failures the leg tolerated as flaky were graded allowed: so they are again.
        const tolerated = new Set(this.flakiness?.tolerated ?? []);
        const allowed = (0,_grading_js__WEBPACK_IMPORTED_MODULE_7__/* .compileGlobs */ .tI)(policy.allowFailures);
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
        if ((0,_grading_js__WEBPACK_IMPORTED_MODULE_7__/* .classifyCheck */ .p_)(check, this.allow) !== 'failed')
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
            throw new ResultFileError(this.file, `${(0,_util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .describeIssues */ .w)(parsed.error, at)}.`);
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
        const graded = (0,_grading_js__WEBPACK_IMPORTED_MODULE_7__/* .grade */ .on)(one, this.policy, { flakiness: this.flakiness });
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
        if (error instanceof _util_json_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonSyntaxError */ .q3) {
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
            const why = (0,_util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .describeIssues */ .w)(head.error);
            throw new ResultFileError(this.file, `not a result file of ocpi-conformance: ${why}.`);
        }
        if (this.assembler.problem)
            throw new ResultFileError(this.file, `${this.assembler.problem}.`);
        if (this.assembler.report) {
            const parsed = (0,_client_resources_run_list_stream_js__WEBPACK_IMPORTED_MODULE_3__/* .parseReportHead */ .k1)(this.assembler.report);
            if (!parsed.success) {
                throw new ResultFileError(this.file, `${(0,_util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .describeIssues */ .w)(parsed.error, 'report')}.`);
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
        const failOn = head.policy.failOn.filter((c) => _grading_js__WEBPACK_IMPORTED_MODULE_7__/* .FAIL_ON_CONDITIONS */ .M4.includes(c));
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
        const check = _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckSchema */ .Yr.safeParse((0,_client_resources_run_list_memory_js__WEBPACK_IMPORTED_MODULE_2__/* .leanCheck */ .Hk)(value));
        if (!check.success) {
            this.problem ??= (0,_util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .describeIssues */ .w)(check.error, `report.suites[${this.suiteCount - 1}].checks[${index}]`);
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
        // The root is a value too: a file that is not JSON at all is said so, not by a key of "0".
        const what = place.depth === 0
            ? 'the file is not valid JSON'
            : `the value of "${place.key}" is not valid JSON`;
        throw new _util_json_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonSyntaxError */ .q3(what, 0);
    }
}


/***/ })

};

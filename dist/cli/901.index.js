export const id = 901;
export const ids = [901];
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
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7832);
/* harmony import */ var _core_grading_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7375);
/* harmony import */ var _core_result_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3773);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5666);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8805);
/* harmony import */ var _merge_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1052);
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
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('report', `REPORT "${argument}" is a folder, not a file. Give ${forms}.`);
    }
    if (kind === 'file') {
        const description = await readFileSource(file, argument, collector, forms);
        return collector.finish(description, argument);
    }
    if (!ID_LIKE.test(argument) || ports.apiKeyName === undefined) {
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('report', `REPORT "${argument}": no such file (looked for ${file}). Give ${forms}.`);
    }
    if (!ports.readReport) {
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('api-key', `REPORT "${argument}" is not a file here, so it was taken for a report id, which is read from the service: set ${ports.apiKeyName} (or give the report file).`);
    }
    const found = await ports.readReport(argument);
    if (!found) {
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('report', `REPORT "${argument}" is neither a file here nor a report of the account the API key opens: check the id with "ocpi-conformance runs list", or give the report file.`);
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
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('report', `REPORT "${file}" could not be read (${error.message}): check its permissions.`);
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
/** The merged result file starts with its kind (merge-files.ts writes it first). */
async function isMergedFile(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r').catch((error) => {
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('report', `REPORT "${file}" could not be read (${error.message}): check its permissions.`);
    });
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
        const head = buffer.subarray(0, bytesRead).toString('utf8');
        return new RegExp(`^\\s*\\{\\s*"kind"\\s*:\\s*"${_merge_files_js__WEBPACK_IMPORTED_MODULE_6__/* .MERGED_FILE_KIND */ .Rd}"`).test(head);
    }
    finally {
        await handle.close();
    }
}
/** The most a merged result file may hold (it lists legs, not checks: a few kB a leg). */
const MERGED_MAX_BYTES = 16 * 1_048_576;
async function mergedLegs(file, argument) {
    const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).size;
    const bad = (why) => new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('report', `REPORT "${argument}" looks like a merged result file, but ${why}. Give the legs' report files instead.`);
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
        const read = await (0,_core_result_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readLegFile */ .B)(file, (declared) => declared ?? node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file), {
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
        if (!(error instanceof _core_result_file_js__WEBPACK_IMPORTED_MODULE_4__/* .ResultFileError */ .eC))
            throw error;
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('report', `REPORT ${label}: ${error.message} ${advice}`);
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
            const outcome = (0,_core_grading_js__WEBPACK_IMPORTED_MODULE_3__/* .classifyCheck */ .p_)(check, () => false);
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
    return new _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('check', lines.join('\n'));
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

/***/ 901:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runShowCommand: () => (/* binding */ runShowCommand)
/* harmony export */ });
/* unused harmony export SHOW_COMMAND */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _app_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8147);
/* harmony import */ var _app_recorded_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4233);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7832);
/* harmony import */ var _report_curl_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6942);
/* harmony import */ var _report_recorded_request_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7224);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2453);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4641);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(535);
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
    summary: 'Shows the failed and warned checks of a report file (run --report-file), or of every leg of a\nmerged result file, with what they recorded: a curl command that sends the request again to your\npartner endpoint, and the recorded answer. Reads no service; needs no API key.',
    positionals: [{ name: 'REPORT', description: _app_recorded_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .REPORT_FILE_FORMS */ .KJ }],
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
        _args_js__WEBPACK_IMPORTED_MODULE_6__/* .JSON_OPTION */ .rj,
    ],
    notes: 'Set OCPI_VERSIONS_URL to your endpoint\'s versions URL and OCPI_TOKEN to the token it accepts (as\nsent after "Token "), and any other variable the command\'s first line names (OCPI_TOKEN_A for a\ncheck the service sent with the registration token A); paste the lines that read the endpoints\nfrom your version details (they need curl and jq), then the command.',
};
async function runShowCommand(argv, io, options = {}) {
    const env = options.env ?? process.env;
    const cwd = options.cwd ?? process.cwd();
    const terminal = (0,_context_js__WEBPACK_IMPORTED_MODULE_7__/* .terminalFor */ .KC)(io, argv, options);
    try {
        const parsed = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommand */ .RM)(SHOW_COMMAND, argv, env, terminal.secrets);
        if (parsed.help) {
            io.out((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .usage */ .CI)(SHOW_COMMAND));
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .d.ok;
        }
        const argument = parsed.positionals[0];
        const bodyDir = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, parsed.get('body-dir') ?? '.');
        const recorded = await (0,_app_recorded_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .readRecordedChecks */ .uK)(argument, { checkIds: parsed.list('check'), failedOnly: false }, { cwd });
        const shown = [];
        for (const item of chosenChecks(recorded, argument)) {
            const packet = (0,_report_recorded_request_js__WEBPACK_IMPORTED_MODULE_5__/* .recordedRequest */ .Kh)(item.check, item.recordedBaseUrl, item.context);
            const name = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(cwd, node_path__WEBPACK_IMPORTED_MODULE_0__.join(bodyDir, (0,_report_curl_js__WEBPACK_IMPORTED_MODULE_4__/* .bodyFileName */ .ae)(packet)));
            const curl = (0,_report_curl_js__WEBPACK_IMPORTED_MODULE_4__/* .curlCommand */ .O4)(packet, { bodyFileName: name });
            if (curl.kind === 'command' && curl.bodyFile) {
                const written = await (0,_app_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeTextFile */ .Tl)(node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, name), () => curl.bodyFile.content, {
                    log: { info: (line) => terminal.logLine(line) },
                    option: '--body-dir',
                    written: `The request body of ${packet.testId}`,
                });
                if (!written)
                    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .d.usage;
            }
            shown.push({ item, packet, curl });
        }
        const leftOut = recorded.leftOut > 0
            ? `${recorded.leftOut} more failed or warned checks are not shown: one show prints at most ${_app_recorded_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RECORDED_CHECKS */ .Gf}; name the ones to show with --check.`
            : undefined;
        if (terminal.json) {
            terminal.printJson({
                report: recorded.description,
                checks: shown.map(showDocument),
                leftOut: recorded.leftOut,
            });
        }
        else if (shown.length === 0) {
            terminal.print(`No failed or warned check in ${recorded.description}: nothing to reproduce.`);
        }
        else {
            const setup = setupText(shown.map((s) => s.curl));
            terminal.print([...setup, ...shown.map(showText), ...(leftOut ? [leftOut] : [])].join('\n\n'));
        }
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .d.ok;
    }
    catch (error) {
        return terminal.fail(error);
    }
}
/** The checks read; one named with --check that passed kept no exchange to reproduce. */
function chosenChecks(recorded, argument) {
    const passed = recorded.candidates.filter((item) => item.outcome === 'passed');
    if (passed.length > 0) {
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('check', `--check ${passed.map((item) => item.testId).join(', ')}: ${passed.length === 1 ? 'this check' : 'these checks'} neither failed nor warned in REPORT "${argument}", so the report kept no exchange to reproduce. Give the id of a failed or warned check.`);
    }
    return recorded.candidates;
}
/**
 * The lines that read each endpoint the commands below send to from the partner's versions URL,
 * once above them all (each command's own `command` holds the lines it needs, for a page that
 * shows one).
 */
function setupText(renderings) {
    const lines = (0,_report_curl_js__WEBPACK_IMPORTED_MODULE_4__/* .setupOf */ .Nf)(renderings);
    if (lines.length === 0)
        return [];
    return [
        [
            "First read the endpoints the commands below send to from your partner's version details",
            '(set OCPI_VERSIONS_URL to its versions URL and OCPI_TOKEN to its token; needs curl and jq):',
            ...lines,
        ].join('\n'),
    ];
}
function showText({ item, packet, curl }) {
    const lines = [
        `${packet.testId} (${item.outcome}${item.leg ? `, leg ${item.leg}` : ''})${packet.name ? `: ${packet.name}` : ''}`,
        ...expectationLines(packet),
        '',
    ];
    if (curl.kind === 'command') {
        lines.push(`Reproduce with curl, sent to ${(0,_report_curl_js__WEBPACK_IMPORTED_MODULE_4__/* .curlEndpointText */ .fR)(packet)} (set ${curl.variables.join(', ')} first):`, curl.setup.length > 0 ? curl.withoutSetup : curl.command);
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
    for (const { message, needs } of e.unseen) {
        lines.push(`Also found (only ${needs} shows it, not this request): ${message}`);
    }
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
        leg: item.leg ?? null,
        direction: packet.direction,
        expectation: packet.expectation,
        curl,
        request: { method: packet.method, url: packet.url, headers: packet.headers, body: packet.body },
        response: packet.response,
        latencyMs: packet.latencyMs,
        error: packet.error,
    };
}


/***/ })

};

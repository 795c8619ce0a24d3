export const id = 901;
export const ids = [901];
export const modules = {

/***/ 901:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runShowCommand: () => (/* binding */ runShowCommand)
/* harmony export */ });
/* unused harmony export SHOW_COMMAND */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _app_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7376);
/* harmony import */ var _app_recorded_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4233);
/* harmony import */ var _report_curl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6942);
/* harmony import */ var _report_recorded_request_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7224);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9661);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2453);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4641);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(535);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9048);
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
    options: [(0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .settingOption */ .Ox)('showChecks'), (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .settingOption */ .Ox)('showBodyDir'), _args_js__WEBPACK_IMPORTED_MODULE_6__/* .JSON_OPTION */ .rj],
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
        const { showChecks, showBodyDir } = (0,_options_js__WEBPACK_IMPORTED_MODULE_9__/* .optionValues */ .ib)(parsed, ['showChecks', 'showBodyDir']);
        // None given: the working directory.
        const bodyDir = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(cwd, showBodyDir ?? '.');
        const recorded = await (0,_app_recorded_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .readRecordedChecks */ .uK)(argument, { checkIds: [...showChecks], failedOnly: false }, { cwd });
        const shown = [];
        for (const item of chosenChecks(recorded, argument)) {
            const packet = (0,_report_recorded_request_js__WEBPACK_IMPORTED_MODULE_4__/* .recordedRequest */ .Kh)(item.check, item.recordedBaseUrl, item.context);
            const name = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(cwd, node_path__WEBPACK_IMPORTED_MODULE_0__.join(bodyDir, (0,_report_curl_js__WEBPACK_IMPORTED_MODULE_3__/* .bodyFileName */ .ae)(packet)));
            const curl = (0,_report_curl_js__WEBPACK_IMPORTED_MODULE_3__/* .curlCommand */ .O4)(packet, { bodyFileName: name });
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .d('check', `--check ${passed.map((item) => item.testId).join(', ')}: ${passed.length === 1 ? 'this check' : 'these checks'} neither failed nor warned in REPORT "${argument}", so the report kept no exchange to reproduce. Give the id of a failed or warned check.`);
    }
    return recorded.candidates;
}
/**
 * The lines that read each endpoint the commands below send to from the partner's versions URL,
 * once above them all (each command's own `command` holds the lines it needs, for a page that
 * shows one).
 */
function setupText(renderings) {
    const lines = (0,_report_curl_js__WEBPACK_IMPORTED_MODULE_3__/* .setupOf */ .Nf)(renderings);
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
        lines.push(`Reproduce with curl, sent to ${(0,_report_curl_js__WEBPACK_IMPORTED_MODULE_3__/* .curlEndpointText */ .fR)(packet)} (set ${curl.variables.join(', ')} first):`, curl.setup.length > 0 ? curl.withoutSetup : curl.command);
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

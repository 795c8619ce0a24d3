export const id = 527;
export const ids = [527];
export const modules = {

/***/ 76527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CTRF_EXTRA_KEY: () => (/* binding */ CTRF_EXTRA_KEY),
/* harmony export */   CTRF_SPEC_VERSION: () => (/* binding */ CTRF_SPEC_VERSION),
/* harmony export */   CTRF_STATUS: () => (/* binding */ CTRF_STATUS),
/* harmony export */   ctrfHead: () => (/* binding */ ctrfHead),
/* harmony export */   ctrfParts: () => (/* binding */ ctrfParts),
/* harmony export */   ctrfSummary: () => (/* binding */ ctrfSummary),
/* harmony export */   ctrfTail: () => (/* binding */ ctrfTail),
/* harmony export */   ctrfTestLines: () => (/* binding */ ctrfTestLines),
/* harmony export */   ctrfTests: () => (/* binding */ ctrfTests),
/* harmony export */   emptyCtrfSummary: () => (/* binding */ emptyCtrfSummary),
/* harmony export */   renderCtrf: () => (/* binding */ renderCtrf)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28805);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13411);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56265);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24355);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63021);
/**
 * CTRF (the Common Test Report Format, https://ctrf.io) for the tools that read it; specVersion
 * 0.0.0, the version its specification (spec/ctrf.md) and its reference implementation (the npm
 * package ctrf) give. One test per check, valid against ctrf-io/ctrf's schema/ctrf.schema.json
 * (a copy is in test/fixtures). Outcomes map onto CTRF's five statuses, the gate's own word kept in `rawStatus`:
 *   passed → passed; warned → passed (rawStatus "warned");
 *   failed → failed; allowed → other (rawStatus "allowed": it failed, and allow-failures keeps it
 *   out of the verdict, so `summary.failed` is the grade's failed count);
 *   unobservable → other (rawStatus "unobservable"); unreached → skipped (rawStatus "unreached").
 * `suite` is the OCPI version and the module; `labels` carry them and the clauses the check broke;
 * the gate's own fields (verdict, reason, seed, report id) are under extra["ocpi-conformance.gate"].
 * `flaky` is the gate's own finding (core/flaky.ts: the check's outcome flipped at least twice
 * over the last comparable reports), not CTRF's retry sense: said on every test once enough
 * reports were read (false for a steady check), absent when nothing could be said; a flaky test's
 * flips and runs are in its extra["ocpi-conformance.gate"], and summary.flaky counts them. A
 * failure the flaky-failures setting tolerated is `other` like any allowed failure, its message
 * and extra saying it was tolerated.
 * Every text is passed through `redact` before it is put in JSON.
 */





const CTRF_SPEC_VERSION = '0.0.0';
/** The key of the gate's own fields in CTRF's `extra` objects: namespaced, as the spec asks (4.6.1). */
const CTRF_EXTRA_KEY = 'ocpi-conformance.gate';
/** Each outcome's CTRF status, and the raw status kept beside it (none for a plain pass). */
const CTRF_STATUS = {
    passed: { status: 'passed' },
    warned: { status: 'passed', rawStatus: 'warned' },
    failed: { status: 'failed', rawStatus: 'failed' },
    allowed: { status: 'other', rawStatus: 'allowed' },
    unobservable: { status: 'other', rawStatus: 'unobservable' },
    unreached: { status: 'skipped', rawStatus: 'unreached' },
};
function renderCtrf(context) {
    return [...ctrfParts(context)].join('\n');
}
/**
 * The document as lines to be joined by line breaks, one test a line, made as they are asked
 * for: a writer holds one test, not the document. A test's JSON is one line, so that a secret
 * (masked again line by line by the writer) never straddles two.
 */
function* ctrfParts(context) {
    const summary = { ...ctrfSummary(context), start: context.start, stop: context.stop };
    const redact = context.redact ?? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp;
    yield* ctrfHead(summary, context.environment ?? {}, redact);
    yield* ctrfTestLines(context);
    yield ctrfTail(context.gate ?? {}, redact);
}
/** The document's lines before its tests: format, tool, summary, environment. */
function ctrfHead(summary, environment, redact = _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp) {
    const lines = [
        `{"reportFormat":"CTRF","specVersion":"${CTRF_SPEC_VERSION}","timestamp":${JSON.stringify(new Date(summary.stop).toISOString())},"generatedBy":"${_version_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKAGE_NAME */ .r}","results":{`,
        `"tool":${JSON.stringify({ name: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKAGE_NAME */ .r, version: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKAGE_VERSION */ .i })},`,
        `"summary":${JSON.stringify(summaryFields(summary))},`,
    ];
    const known = definedFields(environment, redact);
    if (Object.keys(known).length > 0)
        lines.push(`"environment":${JSON.stringify(known)},`);
    lines.push('"tests":[');
    return lines;
}
/** The summary as written: `flaky` only when a test is flaky, as CTRF's own summary counts it. */
function summaryFields(summary) {
    if (summary.flaky > 0)
        return summary;
    const { flaky: _none, ...rest } = summary;
    return rest;
}
/**
 * A report's tests as JSON lines, each but the very first of the document led by a comma
 * (`first`: whether this report's first test is the document's first).
 */
function* ctrfTestLines(context, { first = true, leg } = {}) {
    let lead = first ? '' : ',';
    for (const test of ctrfTests(context, leg)) {
        yield `${lead}${JSON.stringify(test)}`;
        lead = ',';
    }
}
/** The document's end: the gate's own fields under results.extra["ocpi-conformance.gate"]. */
function ctrfTail(gate, redact = _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp) {
    return `],"extra":${JSON.stringify({ [CTRF_EXTRA_KEY]: definedFields(gate, redact) })}}}\n`;
}
/** The counts of a report's tests by CTRF status, without making the tests. */
/** Every count at zero: where a summary is added up. */
function emptyCtrfSummary() {
    return { tests: 0, passed: 0, failed: 0, skipped: 0, pending: 0, other: 0, flaky: 0 };
}
function ctrfSummary({ report, grade }) {
    const outcomeOf = outcomesByCheck(grade);
    const flakyOf = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .checkFlakiness */ .fi)(grade);
    const summary = emptyCtrfSummary();
    for (const suite of report.suites ?? []) {
        for (const check of suite.checks) {
            summary.tests++;
            summary[CTRF_STATUS[outcomeOf.get(check) ?? 'passed'].status]++;
            if (flakyOf?.(check))
                summary.flaky++;
        }
    }
    return summary;
}
/** `flaky` and the flips and runs in extra, for a report whose flakiness could be told. */
function flakyFields(check, flakyOf, tolerated) {
    if (!flakyOf)
        return {};
    const flaky = flakyOf(check);
    if (!flaky)
        return { flaky: false };
    const gate = { flips: flaky.flips, runs: flaky.runs };
    if (tolerated)
        Object.assign(gate, { tolerated: true });
    return { flaky: true, extra: { [CTRF_EXTRA_KEY]: gate } };
}
/** The tests of a report, one per check, made one at a time. */
function* ctrfTests(context, leg) {
    const { report, grade } = context;
    // Inert (util/text.ts): CTRF readers show these texts on pages, where a bidi override would
    // reorder them; line breaks stay in the trace.
    const redact = (text) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)((context.redact ?? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp)(text));
    const outcomeOf = outcomesByCheck(grade);
    const clausesOf = (0,_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .clausesByCheck */ .cH)(grade);
    const flakyOf = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .checkFlakiness */ .fi)(grade);
    const tolerated = new Set(grade.flakiness?.tolerated ?? []);
    const ocpiVersion = report.ocpiVersion ?? 'unknown';
    for (const suite of report.suites ?? []) {
        const module = suite.module ?? suite.suiteId;
        for (const check of suite.checks) {
            const outcome = outcomeOf.get(check) ?? 'passed';
            const { status, rawStatus } = CTRF_STATUS[outcome];
            const clauses = clausesOf.get(check.testId);
            const isTolerated = outcome === 'allowed' && tolerated.has(check.testId);
            const test = {
                name: redact(check.name ? `${check.testId}: ${check.name}` : check.testId),
                testId: redact(check.testId),
                status,
                ...(rawStatus ? { rawStatus } : {}),
                duration: check.exchange?.latencyMs ?? 0,
                suite: (leg === undefined ? [ocpiVersion, module] : [leg, ocpiVersion, module]).map(redact),
                labels: {
                    ...(leg === undefined ? {} : { leg: redact(leg) }),
                    ocpiVersion: redact(ocpiVersion),
                    module: redact(module),
                    suite: redact(suite.suiteId),
                    ...(clauses?.length ? { clauses: clauses.map(redact) } : {}),
                },
                ...flakyFields(check, flakyOf, isTolerated),
            };
            const message = messageOf(check, isTolerated ? 'tolerated' : outcome);
            if (message)
                test.message = redact(message);
            if (outcome === 'failed' || outcome === 'allowed')
                test.trace = redact(failureTrace(check));
            yield test;
        }
    }
}
/**
 * Why a check did not plainly pass, in one line; undefined for a pass. `tolerated`: an allowed
 * failure of a flaky check, kept out of the verdict by the flaky-failures setting.
 */
function messageOf(check, outcome) {
    const failed = (0,_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .firstFailedValidation */ .rC)(check)?.message ?? check.exchange?.error ?? 'check failed';
    switch (outcome) {
        case 'failed':
            return failed;
        case 'tolerated':
            return (0,_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .toleratedFailureText */ .OA)(failed);
        case 'allowed':
            return `allowed failure (allow-failures): ${failed}`;
        case 'warned':
            return `passed with warnings: ${(check.warnings ?? []).map((w) => w.message ?? w.name ?? 'warning').join('; ')}`;
        case 'unreached':
            return `not reached (${check.unreached}): a check it depends on did not pass`;
        case 'unobservable':
            return `unobservable: ${check.validations?.find((v) => v.unobservable)?.message ?? 'the service could not observe this behaviour'}`;
        default:
            return undefined;
    }
}
/** The failed validations with the clauses they cite, the status and the request, as lines. */
function failureTrace(check) {
    const lines = [];
    const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
    if (expected || check.actualStatus !== undefined) {
        lines.push(`Expected HTTP ${expected?.join(' or ') ?? 'n/a'}, got ${check.actualStatus ?? 'no response'}.`);
    }
    for (const validation of check.validations ?? []) {
        if (validation.passed !== false)
            continue;
        lines.push(`- ${validation.name ? `${validation.name}: ` : ''}${validation.message ?? 'failed'}`);
        for (const reference of validation.references ?? [])
            lines.push(`  ${(0,_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .clauseText */ .D4)(reference)}`);
    }
    const request = check.exchange?.request;
    if (request?.method || request?.url)
        lines.push(`Request: ${request.method ?? ''} ${request.url ?? ''}`.trimEnd());
    if (check.exchange?.error)
        lines.push(`Transport error: ${check.exchange.error}`);
    return lines.join('\n');
}
function outcomesByCheck(grade) {
    const outcomes = new Map();
    for (const [outcome, checks] of Object.entries(grade.checks)) {
        for (const graded of checks)
            outcomes.set(graded.check, outcome);
    }
    return outcomes;
}
/** The fields that have a value, their texts redacted. */
function definedFields(fields, redact) {
    const kept = {};
    for (const [key, value] of Object.entries(fields))
        if (value)
            kept[key] = redact(value);
    return kept;
}


/***/ })

};

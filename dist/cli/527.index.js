export const id = 527;
export const ids = [527];
export const modules = {

/***/ 6527:
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
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8805);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3411);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6265);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4355);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3021);
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


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jp: () => (/* binding */ keepText),
/* harmony export */   nM: () => (/* binding */ row),
/* harmony export */   p7: () => (/* binding */ markdownText)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8805);
/**
 * Safe Markdown for text that comes from the service. The service echoes partner data (check
 * names, messages, quotes, bodies), so none of it may format, link, mention or break a table; and
 * the raw file (kept as an artifact by GitLab and Jenkins users) must read as the sentences it
 * holds. So only what GitHub's Markdown would interpret at that position is escaped: table pipes,
 * HTML (< > and an &entity;), backslashes before punctuation, backticks, * and ~, an underscore that
 * could open or close emphasis (not the one inside location_id), brackets, the scheme of a bare
 * link (https\://, www\.), and a block marker at the start (# - + 1.). Backslash escapes render
 * as the character itself, so text copied from the page is the text sent.
 *
 * Mentions (@user) and issue references (#12) in service prose would notify people: a zero-width
 * space after the @ or # breaks them (GitHub decodes entities and escapes before it links those,
 * so nothing else would do). Code spans (`code`: our ids, seeds, branches) are left exact: GitHub
 * links nothing inside <code>, and a seed copied from one must paste back as the same seed.
 *
 * GitHub draws `$…$` and `$$…$$` as math, so service text could draw a formula of its choosing (a
 * red "PASS"). A backslash escape (`\$`) is reported not to stop it; GitHub's documentation shows
 * a literal dollar beside math as `<span>$</span>`. So every `$` of service text is put in an
 * element of its own: it renders, and copies, as `$` (in code too: an id or seed copied from the
 * page is the id or seed). Control characters, bidi overrides and separators are shown escaped
 * (util/text.ts inertText), as in the log.
 *
 * The helpers are pure and hold no secret store. They take a text transform, `redact` (the front
 * end passes its store's), which they apply first, before they cut or escape: masking only after
 * a cut could leave the beginning of a secret that straddles the cut visible, and masking after
 * escaping would not find a secret whose characters were escaped.
 */

const HTML_SPECIAL = /[&<>"']/g;
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/**
 * One pass over flattened text: each alternative is a character (or a run) GFM would interpret
 * there. Order matters only where two could match at one place.
 */
const INLINE_SPECIAL = /<|>|&(?=#?[A-Za-z0-9]+;)|\\(?=[!-/:-@[-`{-~]|$)|[`*~|[\]]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])|(?<=(?:https?|ftp|mailto)):|(?<=www)\./gi;
/**
 * Markers that open a block when they start the text: a heading, a list item, a setext underline,
 * and a rule (after a list item's own marker, "--" makes "- --", a rule).
 */
const LEADING_MARKER = /^(\s*)(#|[-+=]|\d{1,9}(?=[.)](?:\s|$)))/;
/**
 * A mention or a team mention (@user, @org/team), an e-mail address that would be linked (a@b.c),
 * and an issue reference (#12, owner/repo#12): an @ before anything but a space, a # before a
 * letter or digit (not the # of an HTML entity).
 */
const PINGS = /(?<!&)(@(?=\S)|#(?=[A-Za-z0-9]))/g;
function escapeHtml(text) {
    return text.replace(HTML_SPECIAL, (c) => HTML_ENTITIES[c]);
}
/** Each `$` in an element of its own: no math delimiter left in the rendered text (see above). */
function isolateDollars(text) {
    return text.includes('$') ? text.replace(/\$/g, () => '<span>$</span>') : text;
}
function escapeMarkdown(text) {
    const escaped = text.replace(INLINE_SPECIAL, (c) => c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`);
    return escaped.replace(LEADING_MARKER, (_m, space, marker) => /^\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`);
}
const keepText = (text) => text;
/** The Markdown helpers for one rendering, applying `redact` before every cut. */
function markdownText(redact = keepText) {
    const flat = (text, max) => {
        let line = redact(String(text ?? ''))
            .replace(/\s+/g, ' ')
            .trim();
        if (line.length > max)
            line = `${line.slice(0, max)}…`;
        return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(line);
    };
    const pre = (text, max = 4000) => {
        let body = redact(text);
        if (body.length > max)
            body = `${body.slice(0, max)}\n… (cut at ${max} characters)`;
        return `<pre>${isolateDollars(escapeHtml((0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(body)))}</pre>`;
    };
    const inHtml = {
        inline: (text, max = 300) => isolateDollars(escapeHtml(flat(text, max)).replace(PINGS, '$1\u200b')),
        code: (text, max = 200) => `<code>${isolateDollars(escapeHtml(flat(text, max)))}</code>`,
        pre,
        get inHtml() {
            return inHtml;
        },
    };
    return {
        inline: (text, max = 300) => isolateDollars(escapeMarkdown(flat(text, max)).replace(PINGS, '$1\u200b')),
        // Exact: nothing is linked inside <code>, so no mention needs breaking.
        code: (text, max = 200) => `<code>${isolateDollars(escapeMarkdown(flat(text, max)))}</code>`,
        pre,
        inHtml,
    };
}
/** A table row from already-escaped cells. */
function row(cells) {
    return `| ${cells.join(' | ')} |`;
}


/***/ })

};

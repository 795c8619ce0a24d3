export const id = 470;
export const ids = [470];
export const modules = {

/***/ 5470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JUNIT_END: () => (/* binding */ JUNIT_END),
/* harmony export */   REPORT_NAME: () => (/* binding */ REPORT_NAME),
/* harmony export */   junitParts: () => (/* binding */ junitParts),
/* harmony export */   junitRoot: () => (/* binding */ junitRoot),
/* harmony export */   junitTotals: () => (/* binding */ junitTotals),
/* harmony export */   renderJUnit: () => (/* binding */ renderJUnit),
/* harmony export */   renderJUnitSuites: () => (/* binding */ renderJUnitSuites)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8805);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6265);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4355);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3021);
/**
 * JUnit XML for the test tabs of CI systems (GitLab's junit report, Jenkins, dorny/test-reporter).
 * Valid against the Apache Ant JUnit schema (a copy is in test/fixtures/junit/junit.xsd), the
 * strictest widely used description: one testsuite per suite of the report, one testcase per
 * check. Failures carry the failed validations and the spec quotes; unobservable, unreached and
 * allowed checks are skipped with their reason; checks that passed with warnings are passes,
 * named in the suite's system-out and counted in its `warned` property. The root <testsuites>
 * carries a name and the totals (tests, failures, errors, skipped, time) those readers use, which
 * Ant's schema predates. Every text is passed through `redact` (the front end's secret store's;
 * default none), escaped, and stripped of characters XML 1.0 forbids. Double quotes are escaped in
 * text content too, so that the writer's masking of the whole document (a JSON
 * `"authorization": "..."` pattern) cannot reach across markup.
 */




/** Each listed check's outcome (passed checks are counted in a grade, not listed). */
function outcomesByCheck(grade) {
    const outcomes = new Map();
    for (const [outcome, checks] of Object.entries(grade.checks)) {
        for (const graded of checks)
            outcomes.set(graded.check, outcome);
    }
    return outcomes;
}
/** The name of the root <testsuites>, shown by readers that name a whole report. */
const REPORT_NAME = 'OCPI conformance';
function renderJUnit(context) {
    return [...junitParts(context)].join('\n');
}
/**
 * The document as its lines, to be joined by line breaks, made one suite at a time as they are
 * asked for: a writer holds one suite, not the document (18 MB for 50,000 checks).
 */
function* junitParts(context) {
    // Totals on the root, as GitLab, Jenkins and dorny/test-reporter read them. Ant's schema has
    // no attributes here; they are the sums over the suites. Errors stay 0: a check that could not
    // be run is skipped (unobservable, unreached) or failed, never an error of this file.
    yield junitRoot(REPORT_NAME, junitTotals(context));
    yield* junitSuiteLines(context);
    yield JUNIT_END;
}
/** The XML declaration and the root element's opening, with the document's totals. */
function junitRoot(name, totals) {
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="${escapeAttr(name)}" tests="${totals.tests}" failures="${totals.failures}" errors="0" skipped="${totals.skipped}" time="${seconds(totals.ms)}">`,
    ].join('\n');
}
const JUNIT_END = '</testsuites>\n';
/**
 * The <testsuite> elements of one report, and their totals. A merge of several legs puts each
 * leg's suites under one root: `prefix` (the leg's name) goes before each suite's name, and ids
 * count on from `firstId`.
 */
function renderJUnitSuites(context, options = {}) {
    return { suites: [...junitSuiteLines(context, options)], totals: junitTotals(context) };
}
/** The totals of a report's <testsuite> elements, without making them. */
function junitTotals(context) {
    const outcomeOf = outcomesByCheck(context.grade);
    const totals = { tests: 0, failures: 0, skipped: 0, ms: 0 };
    for (const suite of context.report.suites ?? []) {
        for (const check of suite.checks) {
            const kind = caseKind(outcomeOf.get(check) ?? 'passed');
            totals.tests++;
            if (kind === 'failure')
                totals.failures++;
            else if (kind === 'skipped')
                totals.skipped++;
            totals.ms += check.exchange?.latencyMs ?? 0;
        }
    }
    return totals;
}
/** How an outcome is a <testcase>: failed, skipped, or passed (warned checks pass). */
function caseKind(outcome) {
    if (outcome === 'failed')
        return 'failure';
    return outcome === 'unobservable' || outcome === 'unreached' || outcome === 'allowed'
        ? 'skipped'
        : 'pass';
}
/** The lines of a report's <testsuite> elements, one suite made at a time. */
function* junitSuiteLines(context, { prefix = '', firstId = 0 } = {}) {
    const { report } = context;
    const redact = context.redact ?? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp;
    // Inert (util/text.ts): a CI page shows these texts, and a bidi override would reorder them.
    const attr = (value) => escapeAttr((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(redact(value)));
    const text = (value) => escapeText((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(redact(value)));
    const outcomeOf = outcomesByCheck(context.grade);
    const tolerated = new Set(context.grade.flakiness?.tolerated ?? []);
    const timestamp = context.timestamp.toISOString().slice(0, 19);
    for (const [index, suite] of (report.suites ?? []).entries()) {
        const cases = [];
        const warned = [];
        let failures = 0;
        let skipped = 0;
        // Whole milliseconds, so that the suites' times add up exactly to the total's.
        let ms = 0;
        for (const check of suite.checks) {
            const outcome = outcomeOf.get(check) ?? 'passed';
            const kind = caseKind(outcome);
            const latency = check.exchange?.latencyMs ?? 0;
            ms += latency;
            const open = `    <testcase name="${attr(caseName(check))}" classname="${attr(suite.suiteId)}" time="${seconds(latency)}"`;
            if (kind === 'failure') {
                failures++;
                const first = (0,_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .firstFailedValidation */ .rC)(check);
                const message = first?.message ?? check.exchange?.error ?? 'check failed';
                cases.push(`${open}>\n      <failure message="${attr(message)}" type="${attr(first?.severity ?? 'failure')}">${text(failureText(check))}</failure>\n    </testcase>`);
            }
            else if (kind === 'skipped') {
                skipped++;
                cases.push(`${open}>\n      <skipped message="${attr(skipReason(check, outcome, tolerated))}"/>\n    </testcase>`);
            }
            else {
                // A warned check passed, and stays a pass here; the schema has no element for a
                // warning, so it is named in system-out and counted in the suite's properties.
                if (outcome === 'warned')
                    warned.push(check);
                cases.push(`${open}/>`);
            }
        }
        const notes = warned.map((check) => `${check.testId}: passed with warnings: ${(check.warnings ?? []).map(describe).join('; ')}`);
        yield `  <testsuite name="${attr(prefix + suite.suiteId)}" package="${attr(packageName(report))}" id="${firstId + index}" timestamp="${timestamp}" hostname="${attr(context.hostname || 'localhost')}" tests="${suite.checks.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(ms)}">`;
        yield '    <properties>';
        for (const [name, value] of properties(report, suite.module, warned)) {
            yield `      <property name="${attr(name)}" value="${attr(value)}"/>`;
        }
        yield '    </properties>';
        yield* cases;
        yield `    <system-out>${text(notes.join('\n'))}</system-out>`;
        yield '    <system-err></system-err>';
        yield '  </testsuite>';
    }
}
/** Milliseconds as the schema's decimal seconds. */
function seconds(ms) {
    return (ms / 1000).toFixed(3);
}
function caseName(check) {
    return check.name ? `${check.testId}: ${check.name}` : check.testId;
}
function packageName(report) {
    return `ocpi-${report.ocpiVersion ?? 'unknown'}`;
}
function properties(report, module, warned) {
    const list = [['report', report._id]];
    if (report.seed)
        list.push(['seed', report.seed]);
    if (module)
        list.push(['module', module]);
    if (report.ocpiVersion)
        list.push(['ocpiVersion', report.ocpiVersion]);
    if (report.provenance?.rosterHash)
        list.push(['rosterHash', report.provenance.rosterHash]);
    if (report.provenance?.toolVersion)
        list.push(['toolVersion', report.provenance.toolVersion]);
    // For readers that show properties but not system-out: how many passes carry warnings, which.
    list.push(['warned', String(warned.length)]);
    if (warned.length > 0)
        list.push(['warnedChecks', warned.map((c) => c.testId).join('\n')]);
    return list;
}
function skipReason(check, outcome, tolerated) {
    if (outcome === 'allowed') {
        const first = (0,_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .firstFailedValidation */ .rC)(check);
        const message = first?.message ?? 'check failed';
        // Left out of the verdict by flaky-failures, not by allow-failures: say which.
        if (tolerated.has(check.testId))
            return (0,_flaky_js__WEBPACK_IMPORTED_MODULE_3__/* .toleratedFailureText */ .OA)(message);
        return `allowed failure (allow-failures): ${message}`;
    }
    if (outcome === 'unreached')
        return `not reached (${check.unreached}): a check it depends on did not pass`;
    const why = check.validations?.find((v) => v.unobservable)?.message;
    return `unobservable: ${why ?? 'the service could not observe this behaviour'}`;
}
function failureText(check) {
    const lines = [];
    const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
    const actual = check.actualStatus;
    // "Expected HTTP 200, got 200" reads like a pass: say that the status matched instead.
    if (actual !== undefined && expected?.includes(actual)) {
        lines.push(`HTTP ${actual} as expected.`);
    }
    else if (expected || actual !== undefined) {
        lines.push(`Expected HTTP ${expected?.join(' or ') ?? 'n/a'}, got ${actual ?? 'no response'}.`);
    }
    for (const validation of check.validations ?? []) {
        if (validation.passed !== false)
            continue;
        lines.push(`- ${describe(validation)}`);
        for (const reference of validation.references ?? []) {
            const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
                .filter(Boolean)
                .join(', ');
            lines.push(`  ${reference.strength ?? ''} ${where}${reference.quote ? `: "${reference.quote}"` : ''}`.trimEnd());
        }
    }
    const request = check.exchange?.request;
    if (request?.method || request?.url)
        lines.push(`Request: ${request.method ?? ''} ${request.url ?? ''}`.trimEnd());
    if (check.exchange?.error)
        lines.push(`Transport error: ${check.exchange.error}`);
    return lines.join('\n');
}
function describe(validation) {
    const name = validation.name ? `${validation.name}: ` : '';
    return `${name}${validation.message ?? 'failed'}`;
}
// Characters XML 1.0 does not allow at all (controls other than tab, newline and carriage
// return; lone surrogates; U+FFFE and U+FFFF). They are dropped rather than escaped.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Attribute value: escaped, and whitespace kept as character references so it survives normalisation. */
function escapeAttr(value) {
    return value
        .replace(INVALID_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\n/g, '&#10;')
        .replace(/\r/g, '&#13;')
        .replace(/\t/g, '&#9;');
}
function escapeText(value) {
    return value
        .replace(INVALID_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
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

export const id = 470;
export const ids = [470];
export const modules = {

/***/ 5470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJUnit: () => (/* binding */ renderJUnit)
/* harmony export */ });
/* harmony import */ var _core_grading_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7375);
/* harmony import */ var _util_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8629);


function renderJUnit(context) {
    const { report } = context;
    const allowed = (0,_core_grading_js__WEBPACK_IMPORTED_MODULE_0__/* .compileGlobs */ .tI)(context.allowFailures);
    const timestamp = context.timestamp.toISOString().slice(0, 19);
    const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<testsuites>'];
    (report.suites ?? []).forEach((suite, index) => {
        const cases = [];
        const notes = [];
        let failures = 0;
        let skipped = 0;
        let seconds = 0;
        for (const check of suite.checks) {
            const outcome = (0,_core_grading_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyCheck */ .p_)(check, allowed);
            const time = (check.exchange?.latencyMs ?? 0) / 1000;
            seconds += time;
            const open = `    <testcase name="${attr(caseName(check))}" classname="${attr(suite.suiteId)}" time="${time.toFixed(3)}"`;
            if (outcome === 'failed') {
                failures++;
                const first = check.validations?.find((v) => v.passed === false);
                const message = first?.message ?? check.exchange?.error ?? 'check failed';
                cases.push(`${open}>\n      <failure message="${attr(message)}" type="${attr(first?.severity ?? 'failure')}">${text(failureText(check))}</failure>\n    </testcase>`);
            }
            else if (outcome === 'unobservable' || outcome === 'unreached' || outcome === 'allowed') {
                skipped++;
                cases.push(`${open}>\n      <skipped message="${attr(skipReason(check, outcome))}"/>\n    </testcase>`);
            }
            else {
                if (outcome === 'warned') {
                    notes.push(`${check.testId}: passed with warnings: ${(check.warnings ?? []).map(describe).join('; ')}`);
                }
                cases.push(`${open}/>`);
            }
        }
        out.push(`  <testsuite name="${attr(suite.suiteId)}" package="${attr(packageName(report))}" id="${index}" timestamp="${timestamp}" hostname="${attr(context.hostname || 'localhost')}" tests="${suite.checks.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds.toFixed(3)}">`, '    <properties>', ...properties(report, suite.module).map(([name, value]) => `      <property name="${attr(name)}" value="${attr(value)}"/>`), '    </properties>', ...cases, `    <system-out>${text(notes.join('\n'))}</system-out>`, '    <system-err></system-err>', '  </testsuite>');
    });
    out.push('</testsuites>', '');
    return out.join('\n');
}
function caseName(check) {
    return check.name ? `${check.testId}: ${check.name}` : check.testId;
}
function packageName(report) {
    return `ocpi-${report.ocpiVersion ?? 'unknown'}`;
}
function properties(report, module) {
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
    return list;
}
function skipReason(check, outcome) {
    if (outcome === 'allowed') {
        const first = check.validations?.find((v) => v.passed === false);
        return `allowed failure (allow-failures): ${first?.message ?? 'check failed'}`;
    }
    if (outcome === 'unreached')
        return `not reached (${check.unreached}): a check it depends on did not pass`;
    const why = check.validations?.find((v) => v.unobservable)?.message;
    return `unobservable: ${why ?? 'the service could not observe this behaviour'}`;
}
function failureText(check) {
    const lines = [];
    if (check.expectedStatus?.length || check.actualStatus !== undefined) {
        lines.push(`Expected HTTP ${check.expectedStatus?.join(' or ') ?? 'n/a'}, got ${check.actualStatus ?? 'no response'}.`);
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
function clean(value) {
    return _util_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .secrets */ .O3.redact(value).replace(INVALID_XML, '');
}
/** Attribute value: escaped, and whitespace kept as character references so it survives normalisation. */
function attr(value) {
    return clean(value)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\n/g, '&#10;')
        .replace(/\r/g, '&#13;')
        .replace(/\t/g, '&#9;');
}
function text(value) {
    return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}


/***/ })

};

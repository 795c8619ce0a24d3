export const id = 456;
export const ids = [456];
export const modules = {

/***/ 50456:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   codeQualityEntries: () => (/* binding */ codeQualityEntries),
/* harmony export */   codeQualityEntry: () => (/* binding */ codeQualityEntry),
/* harmony export */   codeQualityEntryLines: () => (/* binding */ codeQualityEntryLines),
/* harmony export */   codeQualityFingerprint: () => (/* binding */ codeQualityFingerprint),
/* harmony export */   codeQualityLines: () => (/* binding */ codeQualityLines)
/* harmony export */ });
/* harmony import */ var _util_clause_key_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35181);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7738);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28805);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56265);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63021);





/** A clause's strength that makes its failure critical. */
const CRITICAL = new Set(['SHALL', 'MUST', 'REQUIRED']);
/** Characters of a validation's message, and of a clause's quote, in a description. */
const MESSAGE_CHARS = 500;
const QUOTE_CHARS = 300;
/** The entries of the failed checks, in the grade's order. */
function codeQualityEntries(context) {
    return context.grade.checks.failed.map((item) => codeQualityEntry(item, context));
}
/**
 * The document as lines to be joined by line breaks: `[`, an entry a line (each after the first
 * led by a comma), `]`.
 */
function* codeQualityLines(context) {
    yield '[';
    yield* codeQualityEntryLines(context, true);
    yield ']';
}
/** The entries as lines, each led by a comma unless it is the document's first (`first`). */
function* codeQualityEntryLines(context, first) {
    let lead = first ? '' : ',';
    for (const entry of codeQualityEntries(context)) {
        yield `${lead}${JSON.stringify(entry)}`;
        lead = ',';
    }
}
/** One failed check's entry. */
function codeQualityEntry(item, context) {
    const redact = context.redact ?? _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .keepText */ .Jp;
    const { check } = item;
    const validation = (0,_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .firstFailedValidation */ .rC)(check);
    const clause = validation?.references?.[0] ?? check.references?.[0];
    return {
        description: description(item, clause, context.leg, redact),
        check_name: line(redact, check.testId, 200),
        fingerprint: codeQualityFingerprint(item, clause, context),
        severity: severityOf(clause),
        location: { path: context.path, lines: { begin: 1 } },
    };
}
/** The digest of what failed (see the head of this file), apart from the run it failed in. */
function codeQualityFingerprint(item, clause, context) {
    return (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .s)(JSON.stringify([
        'ocpi-conformance codequality 1',
        context.leg ?? '',
        context.ocpiVersion ?? '',
        item.suiteId,
        item.check.testId,
        clause ? (0,_util_clause_key_js__WEBPACK_IMPORTED_MODULE_3__/* .clauseKey */ .J)(clause) : '',
    ]));
}
function severityOf(clause) {
    return CRITICAL.has((clause?.strength ?? '').trim().toUpperCase()) ? 'critical' : 'major';
}
/** "leg: testId (name, module) failed: what failed. Clause: SHALL OCPI 2.2.1, section 8.3 “…”." */
function description(item, clause, leg, redact) {
    const { check } = item;
    const validation = (0,_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .firstFailedValidation */ .rC)(check);
    const about = [check.name, item.module].filter(Boolean).join(', ');
    const what = validation?.message ?? validation?.name ?? check.exchange?.error;
    const head = `${leg ? `${line(redact, leg, 200)}: ` : ''}${line(redact, check.testId, 200)}`;
    const failed = `${head}${about ? ` (${line(redact, about, 300)})` : ''} failed`;
    const sentence = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__/* .endSentence */ .H_)(what ? `${failed}: ${line(redact, what, MESSAGE_CHARS)}` : failed);
    if (!clause)
        return sentence;
    // The quote ends the sentence: its own full stop, or one after it (no `.”.`).
    const where = `Clause: ${line(redact, (0,_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .clauseText */ .D4)(clause), 300)}`;
    const quote = clause.quote && line(redact, clause.quote, QUOTE_CHARS);
    const said = quote ? `${where} “${quote}”` : where;
    return `${sentence} ${quote && /[.!?]$/.test(quote) ? said : (0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__/* .endSentence */ .H_)(said)}`;
}
/** One line of service text: redacted, whitespace collapsed, cut with an ellipsis, made inert. */
function line(redact, text, max) {
    const flat = redact(text).replace(/\s+/g, ' ').trim();
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inertLine */ .Fq)(flat.length > max ? `${flat.slice(0, max)}…` : flat);
}


/***/ })

};

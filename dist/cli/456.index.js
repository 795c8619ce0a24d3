export const id = 456;
export const ids = [456];
export const modules = {

/***/ 456:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   codeQualityEntries: () => (/* binding */ codeQualityEntries),
/* harmony export */   codeQualityEntry: () => (/* binding */ codeQualityEntry),
/* harmony export */   codeQualityEntryLines: () => (/* binding */ codeQualityEntryLines),
/* harmony export */   codeQualityFingerprint: () => (/* binding */ codeQualityFingerprint),
/* harmony export */   codeQualityLines: () => (/* binding */ codeQualityLines)
/* harmony export */ });
/* harmony import */ var _util_clause_key_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5181);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7738);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8805);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6265);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3021);





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

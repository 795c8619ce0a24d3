export const id = 542;
export const ids = [542];
export const modules = {

/***/ 3985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ flakySection)
/* harmony export */ });
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4355);

/** Flaky checks listed before the rest is counted (the list of checks filters them all). */
const MAX_FLAKY_ROWS = 200;
/**
 * The section; `title` (escaped) and no id for one of several on a page (a merge's legs), whose
 * checks are not listed below it: `maxRows` then bounds the list.
 */
function flakySection(findings, t, { names, title, maxRows = MAX_FLAKY_ROWS, } = {}) {
    if (!findings || !(0,_flaky_js__WEBPACK_IMPORTED_MODULE_0__/* .flakinessToTell */ .zw)(findings))
        return '';
    const code = (text) => `<code>${t(text, 300)}</code>`;
    const open = title === undefined ? '<section id="flaky">' : '<section class="flaky-leg">';
    const parts = [`${open}<h2>${title ?? 'Flaky checks'}${(0,_flaky_js__WEBPACK_IMPORTED_MODULE_0__/* .flakyCount */ .hi)(findings)}</h2>`];
    const headline = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_0__/* .flakinessHeadline */ .pA)(findings);
    if (headline !== undefined)
        parts.push(`<p>${headline}</p>`);
    if (findings.note)
        parts.push(`<p class="note">${t(findings.note, 500)}</p>`);
    if (findings.tolerated.length > 0) {
        const setting = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_0__/* .settingName */ .QX)(names, _flaky_js__WEBPACK_IMPORTED_MODULE_0__/* .FLAKY_FAILURES_SETTING */ .XS);
        parts.push(`<p class="tolerated">${(0,_flaky_js__WEBPACK_IMPORTED_MODULE_0__/* .toleratedText */ .cJ)(findings.tolerated, setting, code, maxRows)}.</p>`);
    }
    if (findings.checks.length > 0) {
        const rows = findings.checks.slice(0, maxRows).map((check) => {
            const name = check.name ? ` ${t(check.name, 200)}` : '';
            return `<li>${code(check.testId)}${name} (${check.outcome} now; <span class="flaky">${(0,_flaky_js__WEBPACK_IMPORTED_MODULE_0__/* .flakyText */ .Ny)(check.flaky)}</span>)</li>`;
        });
        const left = findings.checks.length - maxRows;
        const where = title === undefined
            ? 'the list of checks below filters them all'
            : 'the report lists them all';
        if (left > 0)
            rows.push(`<li>… and ${left} more: ${where}.</li>`);
        parts.push(`<ul class="flaky-checks">${rows.join('')}</ul>`);
    }
    parts.push('</section>');
    return parts.join('');
}


/***/ }),

/***/ 7105:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   eC: () => (/* binding */ scriptJson),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   oZ: () => (/* binding */ lineText)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8805);
/**
 * Safe text for the HTML report. Every string the service sends (names, messages, quotes, bodies)
 * is hostile: it reaches the page either escaped into server-rendered markup (`HtmlText`) or as a
 * value of the JSON embedded in a `<script type="application/json">` element (`scriptJson`), which
 * the page's script renders with textContent only.
 *
 * As in markdown.ts, `redact` (the front end's secret store) is applied first, before a text is
 * cut or escaped: a cut could otherwise leave the beginning of a secret that straddles it, and
 * escaping could turn a secret's characters into entities the store no longer finds.
 */

const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Escapes the five characters HTML gives meaning to, in text and in quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/**
 * Redacts, then cuts at `max` characters with an ellipsis (the order that never leaks a secret),
 * then makes the text inert: a bidi override would reorder what the page shows (a name read
 * backwards, a link's target hidden), so it and the control characters are shown escaped.
 */
function cutText(redact, value, max) {
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(cut(redact(value === undefined || value === null ? '' : String(value)), max));
}
/** One line of service text: redacted, whitespace collapsed, cut, made inert. Not escaped. */
function lineText(redact, value, max) {
    const text = redact(value === undefined || value === null ? '' : String(value));
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(cut(text.replace(/\s+/g, ' ').trim(), max));
}
function cut(text, max) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}
/** The escaping helper of one rendering, applying `redact` before every cut. */
function htmlText(redact) {
    const text = (value, max = 500) => escapeHtml(lineText(redact, value, max));
    return Object.assign(text, { redact });
}
/**
 * JSON for the inside of a `<script>` element. `<`, `>` and `&` become \u003c, \u003e and \u0026,
 * so no string can close the element (`</script>`), open a comment (`<!--`) or be read as markup;
 * U+2028 and U+2029 are escaped too, as older JavaScript parsers read them as line ends. JSON.parse
 * gives the same values back.
 */
function scriptJson(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]);
}
const SCRIPT_ESCAPES = {
    '<': '\\u003c',
    '>': '\\u003e',
    '&': '\\u0026',
    '\u2028': '\\u2028',
    '\u2029': '\\u2029',
};


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


/***/ }),

/***/ 5304:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderMergeHtml: () => (/* binding */ renderMergeHtml),
  renderMergeSummary: () => (/* binding */ renderMergeSummary)
});

// UNUSED EXPORTS: mergeCommentMarker, renderMergeComment

// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
// EXTERNAL MODULE: ./lib/util/numbers.js
var numbers = __webpack_require__(5790);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
// EXTERNAL MODULE: ./lib/report/checks.js
var checks = __webpack_require__(6265);
// EXTERNAL MODULE: ./lib/report/markdown.js
var markdown = __webpack_require__(3021);
;// CONCATENATED MODULE: ./lib/report/comment.js
/**
 * The sticky pull request comment: one per pull request and per (workflow, job, connection,
 * module), found again by a hidden marker and updated in place. It carries the verdict, counts and
 * pass rate, the top failures (each marked when flaky), the flaky checks and the failures
 * tolerated, regressions (new failures of checks flaky before listed apart), the report artifact,
 * the share link and a link to the workflow run. Service
 * text is escaped like the summary's (no one gets pinged by a check name) and the body stays under
 * GitHub's 65,536-character limit.
 */










const comment_COMMENT_LIMIT = 65_536;
const TOP_FAILURES = 10;
const TOP_REGRESSIONS = 10;
/** Flaky checks named in the comment; the summary lists more. */
const TOP_FLAKY = 10;
/** The hidden marker that finds this job's comment again; a hash, so nothing else leaks into it. */
function commentMarker(key) {
    const digest = sha256([key.workflow, key.job, key.connectionId, key.module ?? '*'].join('\n')).slice(0, 16);
    return `<!-- ocpi-conformance-gate:${digest} -->`;
}
const ICON = { pass: '✅', fail: '❌', error: '⚠️' };
/** Clauses named in the comment; the summary's table has more. */
const TOP_CLAUSES = 3;
/** The clauses a partner conversation is about, most often broken first; none: no lines. */
function topClauses(clauses, inline) {
    if (clauses.length === 0)
        return [];
    const whereOf = (r) => [r.documentTitle ?? r.path, r.section ? `section ${r.section}` : undefined]
        .filter(Boolean)
        .join(', ');
    // Two clauses of one section and strength say their anchor or first words.
    const apart = clauseDistinctions(clauses.map((clause) => clause.reference), (r) => `${whereOf(r)}\u0000${r.strength ?? ''}`);
    const top = clauses.slice(0, TOP_CLAUSES).map((clause, i) => {
        const r = clause.reference;
        const distinction = apart[i] ? `, ${inline(apart[i], 200)}` : '';
        const strength = r.strength ? ` (${inline(r.strength.toUpperCase(), 12)})` : '';
        return `- ${inline(whereOf(r) || 'spec', 120)}${distinction}${strength}: ${plural(clause.checks.length, 'check')}`;
    });
    return [
        `**Spec clauses broken** (${Math.min(TOP_CLAUSES, clauses.length)} of ${clauses.length}):`,
        '',
        ...top,
        '',
    ];
}
function renderComment(context) {
    const { key } = context;
    const grade = gradeWithFlakiness(context.grade);
    const md = markdownText(context.redact);
    const { code, inline } = md;
    const scope = [
        `${inline(key.workflow, 80)} / ${inline(key.job, 80)}`,
        `connection ${code(key.connectionId, 80)}`,
        key.module ? `module ${code(key.module, 40)}` : 'all modules',
    ].join(' · ');
    const lines = [
        commentMarker(key),
        `### ${ICON[context.verdict]} OCPI conformance: ${context.verdict}`,
        '',
        scope,
        '',
        inline(context.reason, 1500),
        '',
    ];
    if (grade) {
        const c = grade.counts;
        const rate = grade.passRate === undefined ? 'n/a' : `${formatRate(grade.passRate)}%`;
        lines.push(row(['Pass rate', 'Threshold', 'Graded', 'Passed', 'Warned', 'Failed', 'Unobservable']), row(Array(7).fill('---')), row([
            `**${rate}**`,
            `${formatRate(grade.threshold)}%`,
            ...[c.graded, c.passed, c.warned, c.failed, c.unobservable].map(String),
        ]), '');
        lines.push(...topClauses(grade.clauses ?? [], inline));
        const failed = grade.checks.failed;
        if (failed.length > 0) {
            lines.push(`**Top failures** (${Math.min(TOP_FAILURES, failed.length)} of ${failed.length}):`, '');
            for (const item of failed.slice(0, TOP_FAILURES))
                lines.push(topFailureLine(item, md));
            lines.push('');
        }
        lines.push(...flakyCommentLines(grade.flakiness, md, { top: TOP_FLAKY, names: context.names }));
    }
    lines.push(...regressionLines(context.regressions, md));
    if (context.artifact)
        lines.push(artifactLine(context.artifact, { code }), '');
    if (context.share?.url)
        lines.push(`Shared report: ${context.share.url}`, '');
    const footer = [
        context.runUrl ? `[Workflow run](${context.runUrl})` : undefined,
        `seed ${code(context.seed, 130)}`,
        context.reportId ? `report ${code(context.reportId, 60)}` : undefined,
    ]
        .filter(Boolean)
        .join(' · ');
    lines.push(`<sub>${footer}</sub>`, '');
    const body = lines.join('\n');
    // Every part above is bounded, so this only guards against a change that forgets to be.
    return body.length <= comment_COMMENT_LIMIT
        ? body
        : `${body.slice(0, comment_COMMENT_LIMIT - 40)}\n\n… (cut to fit)\n`;
}
/** A top failure: its id, why it failed, and its flakiness when it wavered before. */
function topFailureLine(item, { code, inline }) {
    const message = firstFailedValidation(item.check)?.message ?? item.check.exchange?.error;
    const flaky = item.flaky ? ` (${flakyText(item.flaky)})` : '';
    return `- ${code(item.check.testId, 120)}${message ? ` — ${inline(message, 300)}` : ''}${flaky}`;
}
/**
 * What changed since the baseline: the regressions, and apart from them the new failures of
 * checks that were flaky before this change.
 */
function regressionLines(regressions, { code }) {
    if (!regressions)
        return [];
    const short = (text) => code(text, 60);
    if (!regressions.previousReportId) {
        return [`**${baselineHeading(regressions, short)}**: ${noBaseline(regressions, short)}`, ''];
    }
    const apart = newlyFailingApart(regressions.newlyFailing);
    const flakyCount = apart.flakyBefore.length > 0 ? `${apart.flakyBefore.length} ${FLAKY_BEFORE}, ` : '';
    const lines = [
        `**${baselineHeading(regressions, short)}** (${baselineReport(regressions, short)}): ${apart.regressions.length} newly failing, ${flakyCount}${regressions.recovered.length} recovered, ${regressions.noLongerGraded.length} no longer graded.`,
    ];
    for (const item of apart.regressions.slice(0, TOP_REGRESSIONS)) {
        lines.push(`- newly failing: ${code(item.testId, 120)}`);
    }
    for (const item of apart.flakyBefore.slice(0, TOP_REGRESSIONS)) {
        lines.push(`- ${FLAKY_BEFORE}: ${code(item.testId, 120)} (${flakyText(item.flaky)})`);
    }
    lines.push('');
    return lines;
}

// EXTERNAL MODULE: ./lib/report/flaky.js
var report_flaky = __webpack_require__(4355);
;// CONCATENATED MODULE: ./lib/report/flaky-markdown.js

/** One flaky check: "`id` name (passed now; flaky: 3 flips in the last 10 runs)". */
function flakyCheckLine(check, md, nameMax = 120) {
    const name = check.name ? ` ${md.inline(check.name, nameMax)}` : '';
    return `${md.code(check.testId, 200)}${name} (${check.outcome} now; ${(0,report_flaky/* flakyText */.Ny)(check.flaky)})`;
}
/** A regression row: "`id` name (passed → failed)", and for a check flaky before "; flaky: …". */
function flaky_markdown_regressionItemLine(item, md) {
    const name = item.name ? ` ${md.inline(item.name, 120)}` : '';
    const change = `${item.before ?? 'absent'} → ${item.now ?? 'absent'}`;
    const flaky = item.flaky ? `; ${flakyText(item.flaky)}` : '';
    return `${md.code(item.testId)}${name} (${change}${flaky})`;
}
/** The lines before the list: what was looked at, the note, the tolerated failures. */
function preamble(findings, md, names, maxIds = 10) {
    const headline = (0,report_flaky/* flakinessHeadline */.pA)(findings);
    const lines = headline === undefined ? [] : [headline];
    if (findings.note)
        lines.push(md.inline(findings.note, 500));
    if (findings.tolerated.length > 0) {
        const setting = (0,report_flaky/* settingName */.QX)(names, report_flaky/* FLAKY_FAILURES_SETTING */.XS);
        const code = (id) => md.code(id, 200);
        lines.push(`⚠️ ${(0,report_flaky/* toleratedText */.cJ)(findings.tolerated, setting, code, maxIds)}.`);
    }
    return lines;
}
/**
 * The summary's "Flaky checks" section within `budget` bytes: at most `maxLines` checks listed,
 * the rest counted; nothing when the history was not read. `title`: another heading's words
 * (a merge's "Flaky checks of leg …"), already escaped.
 */
function flaky_markdown_flakySection(findings, md, options) {
    if (!findings || !(0,report_flaky/* flakinessToTell */.zw)(findings))
        return '';
    const { budget, maxLines, names, title = 'Flaky checks' } = options;
    const out = [`### ${title}${(0,report_flaky/* flakyCount */.hi)(findings)}`, ''];
    for (const line of preamble(findings, md, names))
        out.push(line, '');
    let used = bytes(out.join('\n'));
    let shown = 0;
    for (const check of findings.checks) {
        if (shown >= maxLines)
            break;
        const text = `- ${flakyCheckLine(check, md)}`;
        if (used + bytes(text) + 200 > budget)
            break;
        out.push(text);
        used += bytes(text) + 1;
        shown++;
    }
    if (shown < findings.checks.length) {
        out.push(`- … and ${findings.checks.length - shown} more (see the report file)`);
    }
    out.push('');
    return out.join('\n');
}
/**
 * The comment's flaky lines: the preamble, then the first `top` flaky checks; none unread.
 * `title`: another label's words (a merge's leg), already escaped; `maxIds`: tolerated ids named.
 */
function flaky_markdown_flakyCommentLines(findings, md, options) {
    if (!findings || !flakinessToTell(findings))
        return [];
    const { top, names, title = 'Flaky checks', maxIds } = options;
    const shown = findings.checks.slice(0, top);
    const lines = [
        `**${title}**${flakinessTold(findings) ? ` (${shown.length} of ${findings.checks.length})` : ''}: ${preamble(findings, md, names, maxIds).join(' ')}`,
        '',
    ];
    if (shown.length === 0)
        return lines;
    for (const check of shown)
        lines.push(`- ${flakyCheckLine(check, md, 80)}`);
    lines.push('');
    return lines;
}
/** The heading of the new failures of flaky checks, apart from the regressions. */
const flaky_markdown_FLAKY_BEFORE_TITLE = (/* unused pure expression or super */ null && (`${FLAKY_BEFORE.charAt(0).toUpperCase()}${FLAKY_BEFORE.slice(1)}`));
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}

// EXTERNAL MODULE: ./lib/report/html-flaky.js
var html_flaky = __webpack_require__(3985);
// EXTERNAL MODULE: ./lib/report/html-text.js
var html_text = __webpack_require__(7105);
// EXTERNAL MODULE: ./lib/util/clause-key.js
var clause_key = __webpack_require__(5181);
// EXTERNAL MODULE: ./lib/util/credentials.js
var credentials = __webpack_require__(1894);
;// CONCATENATED MODULE: ./lib/report/exchange-text.js

/**
 * The exchange as text, its credential fields (Authorization headers, token fields) and
 * credential-shaped values masked by name and shape: that needs no secret store, so it holds for
 * tokens nobody registered. The caller applies its secret store's redact to the whole text.
 */
function exchange_text_exchangeText(exchange) {
    const redacted = maskCredentialFields(exchange);
    const lines = [];
    const request = redacted.request;
    if (request) {
        lines.push(`${request.method ?? '?'} ${request.url ?? ''}`);
        for (const [k, v] of Object.entries(request.headers ?? {}))
            lines.push(`${k}: ${String(v)}`);
        if (request.headersTruncated)
            lines.push('(headers cut by the service)');
        if (request.body !== undefined)
            lines.push('', body(request.body), request.bodyTruncated ? '(body cut by the service)' : '');
    }
    const response = redacted.response;
    if (response) {
        const latency = redacted.latencyMs !== undefined ? ` in ${redacted.latencyMs} ms` : '';
        lines.push('', `HTTP ${response.status ?? '?'}${latency}`);
        for (const [k, v] of Object.entries(response.headers ?? {}))
            lines.push(`${k}: ${String(v)}`);
        if (response.headersTruncated)
            lines.push('(headers cut by the service)');
        if (response.body !== undefined)
            lines.push('', body(response.body), response.bodyTruncated ? '(body cut by the service)' : '');
    }
    if (redacted.error) {
        const cut = redacted.errorTruncated ? ' (cut by the service)' : '';
        lines.push('', `Error: ${redacted.error}${cut}`);
    }
    return lines.join('\n').trim();
}
function body(value) {
    return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

// EXTERNAL MODULE: ./lib/report/summary-curl.js
var summary_curl = __webpack_require__(5041);
// EXTERNAL MODULE: ./lib/report/trend.js
var trend = __webpack_require__(542);
;// CONCATENATED MODULE: ./lib/report/summary.js
/**
 * The job summary: what a reviewer needs, most important first. The verdict and reason; counts
 * and pass rate against the threshold; failed checks by suite, each headed by why it failed
 * (expected and actual status, or the first failed validation when the status matched), with the
 * failed validations and the spec clauses they cite, each clause once; then the flaky checks (what
 * was looked at, the failures tolerated, each with its flips and runs), allowed failures,
 * warnings, unobservable and unreached checks, withheld modules; then provenance. A check that
 * wavered carries its flakiness wherever it is listed, and a new failure of one is listed apart
 * from the regressions ("failed, flaky before this change").
 *
 * GitHub drops a step summary over 1 MiB, so the summary is built against a byte budget: failed
 * checks are rendered at the richest level of detail that fits (with exchanges, without them,
 * without quotes, one line each), then cut with a note saying how many were left out.
 */












/** GitHub's limit is 1 MiB per step; stay clearly below it. */
const SUMMARY_BUDGET_BYTES = 1_000_000;
/** Lines listed per secondary section (warnings, unobservable...) before the rest is counted. */
const MAX_SECONDARY_LINES = 200;
const summary_ICON = { pass: '✅', fail: '❌', error: '⚠️' };
function renderSummary(context, budget = SUMMARY_BUDGET_BYTES) {
    const md = markdownText(context.redact);
    const head = renderHead(context, md);
    const tail = renderProvenance(context, md);
    const journey = (context.regressions ? renderRegressions(context.regressions, md) : '') +
        (context.journey ? renderJourney(context.journey, md) : '');
    // Every failed, warned and allowed check carries its flakiness, wherever it is listed.
    const grade = gradeWithFlakiness(context.grade);
    if (!grade)
        return [head, journey, tail].join('\n');
    let remaining = budget - summary_bytes(head) - summary_bytes(journey) - summary_bytes(tail) - 200;
    const middle = [];
    // The failure section opens with the clauses broken: what a partner conversation is about.
    const shownClauses = (grade.clauses ?? []).slice(0, MAX_CLAUSE_ROWS);
    const clauses = renderClauses(grade.clauses ?? [], md);
    remaining -= summary_bytes(clauses);
    // A check then names a clause of the table by its number instead of quoting it again.
    const tabled = new Map(shownClauses.map((c, i) => [clauseKey(c.reference), i + 1]));
    // The flaky section's head (what was looked at, the tolerated failures) is kept whatever the
    // failed checks take: a tolerated failure is never left unsaid.
    const flakyOptions = { maxLines: MAX_SECONDARY_LINES, names: context.names };
    const flakyHead = summary_bytes(flakySection(grade.flakiness, md, { ...flakyOptions, maxLines: 0, budget: 0 }));
    const places = {
        partnerBaseUrl: context.partnerBaseUrl,
        resultFile: context.resultFile,
        requests: context.requests,
        uploaded: context.artifact !== undefined,
        ...(context.report?.ocpiVersion ? { ocpiVersion: context.report.ocpiVersion } : {}),
    };
    const failed = renderFailed(grade.checks.failed, remaining - flakyHead, md, tabled, places);
    middle.push(clauses, failed, journey);
    remaining -= summary_bytes(failed);
    const flaky = flakySection(grade.flakiness, md, { ...flakyOptions, budget: remaining });
    middle.push(flaky);
    remaining -= summary_bytes(flaky);
    const sections = [
        ['Allowed failures (not counted)', grade.checks.allowed, (c) => failureLine(c, md)],
        ['Passed with warnings', grade.checks.warned, (c) => warningLine(c, md)],
        ['Unobservable checks (not graded)', grade.checks.unobservable, (c) => unobservableLine(c, md)],
        ['Unreached checks (not graded)', grade.checks.unreached, (c) => unreachedLine(c, md)],
    ];
    for (const [title, list, line] of sections) {
        if (list.length === 0)
            continue;
        const footer = list === grade.checks.warned && list.some((c) => c.check.exchange?.request)
            ? warnedCurlLine(list.find((c) => c.check.exchange?.request).check, md, places)
            : undefined;
        const section = renderList(title, list, line, remaining, footer);
        middle.push(section);
        remaining -= summary_bytes(section);
    }
    if (grade.withheldModules.length > 0) {
        middle.push(`### Withheld modules\n\nThe service did not run: ${grade.withheldModules.map((m) => md.code(m)).join(', ')}.\n`);
    }
    if (grade.notes.length > 0) {
        middle.push(`### Notes\n\n${grade.notes.map((n) => `- ${md.inline(n, 500)}`).join('\n')}\n`);
    }
    return [head, ...middle, tail].join('\n');
}
function renderHead(context, md) {
    const lines = [
        `## ${summary_ICON[context.verdict]} OCPI conformance: ${context.verdict}`,
        '',
        md.inline(context.reason, 2000),
        '',
    ];
    if (context.artifact)
        lines.push(artifactLine(context.artifact, md), '');
    if (context.share?.url)
        lines.push(`Shared report: ${context.share.url}`, '');
    if (context.share?.warning)
        lines.push(`Not shared: ${md.inline(context.share.warning, 500)}`, '');
    const grade = context.grade;
    if (grade) {
        const c = grade.counts;
        const rate = grade.passRate === undefined ? 'n/a' : `${formatRate(grade.passRate)}%`;
        lines.push(row([
            'Pass rate',
            'Threshold',
            'Graded',
            'Passed',
            'Warned',
            'Failed',
            'Allowed',
            'Unobservable',
            'Unreached',
            'Total',
        ]), row(Array(10).fill('---')), row([
            `**${rate}**`,
            `${formatRate(grade.threshold)}%`,
            ...[
                c.graded,
                c.passed,
                c.warned,
                c.failed,
                c.allowed,
                c.unobservable,
                c.unreached,
                c.total,
            ].map(String),
        ]), '');
        if (context.trend)
            lines.push(trendLine(context.trend), '');
    }
    return lines.join('\n');
}
/** Regression rows listed per kind before the rest is counted. */
const MAX_REGRESSION_ROWS = 50;
function renderRegressions(regressions, md = markdownText()) {
    const code = (text) => md.code(text);
    const heading = `### ${baselineHeading(regressions, code)}`;
    if (!regressions.previousReportId)
        return `${heading}\n\n${noBaseline(regressions, code)}\n\n`;
    // A new failure of a check that wavered before is not a regression: it is listed apart.
    const apart = newlyFailingApart(regressions.newlyFailing);
    const flakyCount = apart.flakyBefore.length > 0 ? `**${apart.flakyBefore.length}** ${FLAKY_BEFORE}, ` : '';
    const lines = [
        heading,
        '',
        `Compared with ${baselineOrigin(regressions, code)}: **${apart.regressions.length}** newly failing, ${flakyCount}**${regressions.recovered.length}** recovered, **${regressions.noLongerGraded.length}** no longer graded.`,
        '',
    ];
    const groups = [
        ['Newly failing', apart.regressions],
        [FLAKY_BEFORE_TITLE, apart.flakyBefore],
        ['Recovered', regressions.recovered],
        ['No longer graded', regressions.noLongerGraded],
    ];
    for (const [title, items] of groups) {
        if (items.length === 0)
            continue;
        lines.push(`<details><summary>${title} (${items.length})</summary>`, '');
        for (const item of items.slice(0, MAX_REGRESSION_ROWS))
            lines.push(`- ${regressionItemLine(item, md)}`);
        if (items.length > MAX_REGRESSION_ROWS)
            lines.push(`- … and ${items.length - MAX_REGRESSION_ROWS} more`);
        lines.push('', '</details>', '');
    }
    // The same change by clause.
    const clauseGroups = [
        ['Spec clauses newly broken', regressions.clausesNewlyBroken ?? []],
        ['Spec clauses no longer broken', regressions.clausesNoLongerBroken ?? []],
    ];
    for (const [title, references] of clauseGroups) {
        if (references.length === 0)
            continue;
        lines.push(`<details><summary>${title} (${references.length})</summary>`, '');
        for (const reference of references.slice(0, MAX_REGRESSION_ROWS)) {
            lines.push(`- ${quoteLine(reference, md).replace(/^> /, '')}`);
        }
        if (references.length > MAX_REGRESSION_ROWS)
            lines.push(`- … and ${references.length - MAX_REGRESSION_ROWS} more`);
        lines.push('', '</details>', '');
    }
    return lines.join('\n');
}
/** Timeline rows shown before the rest is counted (the full list is in the log). */
const MAX_TIMELINE_ROWS = 100;
function renderJourney(journey, md) {
    const status = journey.status;
    const facts = [
        journey.planId ? `plan ${md.code(journey.planId)}` : undefined,
        journey.runId ? `run ${md.code(journey.runId)}` : undefined,
        status ? `final status **${md.inline(status.status, 40)}**` : undefined,
        status?.runIntegrity ? `integrity ${md.inline(status.runIntegrity, 40)}` : undefined,
        status?.workerHealthy === false ? 'worker **unhealthy**' : undefined,
    ].filter(Boolean);
    const lines = ['### Journey', '', facts.join(' · '), ''];
    if (journey.stages.length > 0) {
        lines.push(row(['#', 'Stage', 'Module', 'Duration']), row(['---', '---', '---', '---']));
        journey.stages.forEach((stage, i) => {
            lines.push(row([
                String(i + 1),
                md.inline(stage.name, 120),
                stage.module ? md.code(stage.module, 40) : '',
                stage.durationSeconds !== undefined ? `${stage.durationSeconds} s` : '',
            ]));
        });
        lines.push('');
    }
    for (const note of journey.recoveries)
        lines.push(`- ${md.inline(note, 300)}`);
    if (journey.cancel)
        lines.push(`- Cancel requested; the service answered ${md.inline(journey.cancel, 200)}.`);
    if (journey.recoveries.length > 0 || journey.cancel)
        lines.push('');
    if (journey.events.length > 0) {
        const shown = journey.events.slice(0, MAX_TIMELINE_ROWS);
        const left = journey.events.length - shown.length + journey.otherEvents;
        lines.push(`<details><summary>Timeline: ${plural(journey.events.length, 'key event')}${left > 0 ? ` (${left} more, such as session updates, are in the log)` : ''}</summary>`, '', row(['#', 'Event', 'At', 'Details']), row(['---', '---', '---', '---']), ...shown.map((e) => row([
            String(e.seq),
            md.code(e.name, 60),
            e.at ? md.inline(e.at, 40) : '',
            md.inline(e.detail, 200),
        ])), '', '</details>', '');
    }
    return lines.join('\n');
}
function renderProvenance(context, md) {
    const p = context.report?.provenance;
    const facts = [
        ['Seed', context.seed ? md.code(context.seed) : 'n/a'],
        ['Report', context.reportId ? md.code(context.reportId) : 'n/a'],
        ['Run', context.runId ? md.code(context.runId) : 'n/a'],
        ['Connection', context.connectionId ? md.code(context.connectionId) : 'n/a'],
    ];
    if (context.report?.connectionLabel)
        facts.push(['Partner', md.inline(context.report.connectionLabel)]);
    if (context.report?.ocpiVersion)
        facts.push(['OCPI version', md.inline(context.report.ocpiVersion)]);
    if (context.report?.module) {
        // A journey report keeps its journey profile in `module`.
        const journey = context.journey !== undefined || context.report.runKind === 'journey';
        facts.push([journey ? 'Journey profile' : 'Module', md.code(context.report.module)]);
    }
    if (p?.toolVersion)
        facts.push(['Service tool version', md.inline(p.toolVersion)]);
    if (p?.rosterHash)
        facts.push(['Roster hash', md.code(p.rosterHash)]);
    if (p?.specVersions?.length)
        facts.push(['Spec versions', md.inline(p.specVersions.join(', '))]);
    if (context.artifact)
        facts.push(['Full report', artifactLink(context.artifact, md)]);
    else if (context.resultFile)
        facts.push(['Full report (on the runner)', md.code(context.resultFile, 400)]);
    facts.push(['Checked by', `ocpi-conformance ${md.inline(context.toolVersion)}`]);
    // A list rather than a two-column table: a table needs a header row, and these facts have
    // none that would not be empty or redundant.
    return [
        '### Provenance',
        '',
        ...facts.map(([k, v]) => `- **${k}**: ${v}`),
        '',
        seedAdvice(context),
        '',
    ].join('\n');
}
/** What the seed is good for: it reproduces a run only when one was started. */
function seedAdvice(context) {
    if (context.reportId || context.runId) {
        return 'To reproduce this run, run it again with the same `seed`.';
    }
    if (context.startSent) {
        return "A start was sent with this seed and not answered: look for the seed in the service's run list before running again.";
    }
    return 'No run was started with this seed.';
}
/** Clauses shown in the summary's table; the rest are counted. */
const MAX_CLAUSE_ROWS = 15;
/** "Spec clauses broken": each clause once, its strength, how many checks broke it, in which modules. */
function renderClauses(clauses, md) {
    if (clauses.length === 0)
        return '';
    const whereOf = (r) => [r.documentTitle ?? r.path, r.section ? `section ${r.section}` : undefined]
        .filter(Boolean)
        .join(', ');
    const quoteOf = (r) => r.quote ? `: “${md.inline(r.quote, 160)}”` : '';
    // Two clauses whose place and quote (as cut) read alike say what tells them apart.
    const apart = (0,clause_key/* clauseDistinctions */.V)(clauses.map((clause) => clause.reference), (r) => `${whereOf(r)}\u0000${quoteOf(r)}\u0000${r.strength ?? ''}`);
    const rows = clauses.slice(0, MAX_CLAUSE_ROWS).map((clause, i) => {
        const r = clause.reference;
        const where = md.inline(whereOf(r) || 'spec', 120);
        const distinction = apart[i] ? `, ${md.inline(apart[i], 200)}` : '';
        const quote = quoteOf(r);
        const checks = `${clause.checks.length}${clause.warned > 0 ? ` (${clause.warned} warned)` : ''}`;
        return (0,markdown/* row */.nM)([
            String(clauses.indexOf(clause) + 1),
            `${where}${distinction}${quote}`,
            r.strength ? md.inline(r.strength.toUpperCase(), 12) : '',
            checks,
            clause.modules.map((m) => md.code(m, 40)).join(', '),
        ]);
    });
    const more = clauses.length > MAX_CLAUSE_ROWS
        ? `\n… and ${(0,util_text/* plural */.LS)(clauses.length - MAX_CLAUSE_ROWS, 'more clause')}, quoted under the checks that broke them.\n`
        : '';
    return [
        `### Spec clauses broken (${clauses.length})`,
        '',
        (0,markdown/* row */.nM)(['#', 'Clause', 'Strength', 'Checks', 'Modules']),
        (0,markdown/* row */.nM)(['---', '---', '---', '---', '---']),
        ...rows,
        more,
    ].join('\n');
}
const LEVELS = (/* unused pure expression or super */ null && (['curl', 'exchange', 'quotes', 'messages', 'line']));
function renderFailed(failed, budget, md, tabled, places) {
    if (failed.length === 0)
        return '';
    const title = `### Failed checks (${failed.length})\n`;
    for (const level of LEVELS) {
        const room = budget - summary_bytes(title);
        const out = renderFailedAt(failed, level, room, level === 'line', md, tabled, places);
        if (out !== undefined)
            return `${title}\n${out}`;
    }
    return title;
}
/** Renders every failed check at `level`; undefined when it does not fit, unless `cut` allows cutting. */
function renderFailedAt(failed, level, budget, cut, md, tabled, places) {
    const parts = [];
    let used = 0;
    let suite;
    for (let i = 0; i < failed.length; i++) {
        const item = failed[i];
        let block = '';
        if (item.suiteId !== suite) {
            suite = item.suiteId;
            const module = item.module ? ` (module ${md.code(item.module)})` : '';
            block += `\n#### Suite ${md.code(item.suiteId)}${module}\n\n`;
        }
        block +=
            level === 'line'
                ? `- ${failureLine(item, md)}\n`
                : failureBlock(item, level, md, tabled, places);
        const size = summary_bytes(block);
        if (used + size > budget - 300) {
            if (!cut)
                return undefined;
            parts.push(`\n… and ${plural(failed.length - i, 'more failed check')} left out to keep this summary under GitHub's 1 MiB limit; the full list is in the report file.\n`);
            break;
        }
        parts.push(block);
        used += size;
    }
    return parts.join('');
}
function failureBlock(item, level, md, tabled, places) {
    const check = item.check;
    const quoteLine = (reference) => clauseLine(reference, md, tabled);
    // The <details><summary> line is an HTML block: its text is escaped as HTML, not Markdown.
    const lines = [`<details><summary>❌ ${failureLine(item, md.inHtml)}</summary>`, ''];
    const failedValidations = (check.validations ?? []).filter((v) => v.passed === false);
    // The same clause is often cited by several validations and by the check itself: show each
    // quote once per check, where it is first cited.
    const shown = new Set();
    const firstTime = (reference) => {
        const key = clauseKey(reference);
        if (shown.has(key))
            return false;
        shown.add(key);
        return true;
    };
    // The validation the headline names is not said again below it; its clauses still are.
    const named = headlineValidation(check);
    for (const validation of failedValidations) {
        const quotes = level === 'messages' ? [] : (validation.references ?? []).filter(firstTime);
        if (validation === named) {
            for (const reference of quotes)
                lines.push(`- ${quoteLine(reference)}`);
            continue;
        }
        lines.push(`- ${validationText(validation, md)}`);
        for (const reference of quotes)
            lines.push(`  ${quoteLine(reference)}`);
    }
    if (failedValidations.length === 0 && check.exchange?.error) {
        lines.push(`- Transport error: ${md.inline(check.exchange.error)}`);
    }
    if (level !== 'messages') {
        for (const reference of (check.references ?? []).filter(firstTime))
            lines.push(`- ${quoteLine(reference)}`);
    }
    if ((level === 'curl' || level === 'exchange') && check.exchange) {
        lines.push('', '<details><summary>Exchange (redacted)</summary>', '', md.pre(exchangeText(check.exchange)), '', '</details>');
        const suite = { suiteId: item.suiteId, ...(item.module ? { module: item.module } : {}) };
        const curl = level === 'curl' ? curlBlock(check, md, places, suite) : '';
        if (curl)
            lines.push('', curl);
    }
    lines.push('', '</details>', '');
    return `${lines.join('\n')}\n`;
}
/**
 * The headline of a failed check: test id, name, and why it failed in a few words; then, for a
 * check that wavered, its flakiness ("flaky: 3 flips in the last 10 runs").
 */
function failureLine(item, md) {
    const check = item.check;
    const name = check.name ? ` ${md.inline(check.name, 160)}` : '';
    return `${md.code(check.testId)}${name}${statusText(check, md)}${flakyMark(item)}`;
}
/** " (flaky: 3 flips in the last 10 runs)" for a check that wavered; nothing otherwise. */
function flakyMark(item) {
    return item.flaky ? ` (${(0,report_flaky/* flakyText */.Ny)(item.flaky)})` : '';
}
/**
 * "expected 200, got 500" when the status did not match. When it matched, saying "expected 200,
 * got 200" reads like a pass, so the headline names what did fail: the first failed validation,
 * else the transport error.
 */
function statusText(check, md) {
    const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
    const actual = check.actualStatus;
    if (expected === undefined && actual === undefined)
        return '';
    if (actual === undefined || !expected?.includes(actual)) {
        return ` — expected ${expected?.join(' or ') ?? 'n/a'}, got ${actual ?? 'no response'}`;
    }
    const validation = headlineValidation(check);
    if (validation)
        return ` — status ${actual} as expected; failed: ${validationText(validation, md, 300, true)}`;
    if (check.exchange?.error)
        return ` — status ${actual} as expected; failed: transport error: ${md.inline(check.exchange.error, 300)}`;
    return ` — status ${actual} as expected, but the check did not pass`;
}
/**
 * The failed validation a check's headline names: the first, when the status was the one expected
 * (otherwise the headline names the status).
 */
function headlineValidation(check) {
    const actual = check.actualStatus;
    const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
    if (actual === undefined || !expected?.includes(actual))
        return undefined;
    return (0,checks/* firstFailedValidation */.rC)(check);
}
/**
 * A failed validation: name, severity, message. `html` bolds the name with <b>, for headlines:
 * the `<details><summary>` line is an HTML block, in which Markdown (**…**) is not rendered.
 */
function validationText(validation, md, max = 600, html = false) {
    const severity = validation.severity ? ` (${md.inline(validation.severity, 20)})` : '';
    const bold = (text) => (html ? `<b>${text}</b>` : `**${text}**`);
    const name = validation.name ? `${bold(md.inline(validation.name, 120))}${severity}: ` : '';
    return `${name}${md.inline(validation.message ?? 'failed', max)}`;
}
/** A clause under a check: the table's row when the table lists it, else the clause quoted. */
function clauseLine(reference, md, tabled) {
    const row = tabled.get(clauseKey(reference));
    if (row === undefined)
        return quoteLine(reference, md);
    const where = [
        reference.documentTitle,
        reference.section ? `section ${reference.section}` : undefined,
    ]
        .filter(Boolean)
        .join(', ');
    return `> ${md.inline(where || reference.path || 'spec', 200)}: clause ${row} of *Spec clauses broken* above`;
}
function quoteLine(reference, md) {
    const where = [
        reference.documentTitle,
        reference.section ? `section ${reference.section}` : undefined,
    ]
        .filter(Boolean)
        .join(', ');
    const strength = reference.strength ? `**${md.inline(reference.strength, 20)}** ` : '';
    const quote = reference.quote ? `: “${md.inline(reference.quote, 600)}”` : '';
    return `> ${strength}${md.inline(where || reference.path || 'spec', 200)}${quote}`;
}
function warningLine(item, md) {
    const warning = item.check.warnings?.[0];
    return `${md.code(item.check.testId)}${warning ? `: ${md.inline(warning.message ?? warning.name ?? '', 300)}` : ''}${flakyMark(item)}`;
}
function unobservableLine(item, md) {
    const why = (item.check.validations ?? []).find((v) => v.unobservable);
    return `${md.code(item.check.testId)}${why?.message ? `: ${md.inline(why.message, 300)}` : ''}`;
}
function unreachedLine(item, md) {
    return `${md.code(item.check.testId)}: not reached (${md.inline(item.check.unreached ?? 'unknown', 40)})`;
}
function renderList(title, list, line, budget, 
/** A line under the list, kept within the budget. */
footer) {
    const out = [`### ${title} (${list.length})`, ''];
    let used = summary_bytes(out.join('\n')) + (footer ? summary_bytes(footer) + 2 : 0);
    let shown = 0;
    for (const item of list) {
        if (shown >= MAX_SECONDARY_LINES)
            break;
        const text = `- ${line(item)}`;
        if (used + summary_bytes(text) + 200 > budget)
            break;
        out.push(text);
        used += summary_bytes(text) + 1;
        shown++;
    }
    if (shown < list.length)
        out.push(`- … and ${list.length - shown} more (see the report file)`);
    out.push('');
    if (footer)
        out.push(footer, '');
    return out.join('\n');
}
function summary_bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}

;// CONCATENATED MODULE: ./lib/report/merge.js











const merge_ICON = { pass: '✅', fail: '❌', error: '⚠️' };
/** Failed checks listed per leg in the comment, for at most so many legs. */
const COMMENT_FAILURES_PER_LEG = 5;
const COMMENT_FAILING_LEGS = 20;
/** Legs whose flaky checks the comment names (the summary names more), and how many of each. */
const COMMENT_FLAKY_LEGS = 10;
const COMMENT_FLAKY_PER_LEG = 3;
/** Bytes of the summary the legs' flaky checks may take, before the legs' failed checks. */
const SUMMARY_FLAKY_BYTES = 150_000;
/** Flaky checks listed per leg in the summary and the page. */
const FLAKY_PER_LEG = 20;
/** Legs listed in the comment's table and the summary's (those that did not pass always are). */
const COMMENT_MAX_ROWS = 60;
const SUMMARY_MAX_ROWS = 256;
/**
 * The hidden marker of the merged comment: one per workflow and merge job (not per leg), so every
 * re-run of the merge updates the same comment, and two merge jobs of one workflow (one per OCPI
 * version, say) keep one each. A hash, so nothing else leaks into it.
 */
function mergeCommentMarker(workflow, job = '') {
    const digest = sha256(`merge\n${workflow}\n${job}`).slice(0, 16);
    return `<!-- ocpi-conformance-merge:${digest} -->`;
}
function verdictText(leg) {
    return leg.verdict ? `${merge_ICON[leg.verdict]} ${leg.verdict}` : `${merge_ICON.error} no verdict`;
}
function rateText(leg) {
    return leg.passRate === undefined ? 'n/a' : `${(0,numbers/* formatRate */.CE)(leg.passRate)}%`;
}
/** A leg's link: its job (or run), else its shared report; only http(s), and safe in Markdown. */
function legLink(leg, redact) {
    const url = leg.url ?? leg.shareUrl;
    if (!url || !/^https?:\/\//.test(url))
        return '';
    const safe = encodeURI(redact(url)).replace(/[()[\]<>|]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
    return `[${leg.url ? 'job' : 'report'}](${safe})`;
}
/**
 * The table of legs and the unreadable files, in Markdown: at most `maxRows` legs, those that did
 * not pass first; the passing legs left out are counted.
 */
function legTable(context, md, { reasonMax, maxRows }) {
    const { problems } = context.result;
    // Nothing was found: the reason says so, and an empty table would say nothing more.
    if (context.result.legs.length === 0 && problems.length === 0)
        return [];
    const notPassed = context.result.legs.filter((leg) => leg.verdict !== 'pass');
    const passed = context.result.legs.filter((leg) => leg.verdict === 'pass');
    const legs = [...notPassed, ...passed].slice(0, Math.max(maxRows, notPassed.length));
    const lines = [
        (0,markdown/* row */.nM)(['Leg', 'Verdict', 'Pass rate', 'Failed', 'Link', 'Reason']),
        (0,markdown/* row */.nM)(Array(6).fill('---')),
    ];
    for (const leg of legs) {
        lines.push((0,markdown/* row */.nM)([
            md.inline(leg.name, 120),
            verdictText(leg),
            rateText(leg),
            leg.counts ? String(leg.counts.failed) : '',
            legLink(leg, context.redact ?? markdown/* keepText */.Jp),
            md.inline(leg.reason, reasonMax),
        ]));
    }
    for (const problem of problems) {
        lines.push((0,markdown/* row */.nM)([
            md.code(problem.file, 200),
            `${merge_ICON.error} unreadable`,
            'n/a',
            '',
            '',
            md.inline(problem.message, reasonMax),
        ]));
    }
    const left = context.result.legs.length - legs.length;
    if (left > 0)
        lines.push('', `… and ${(0,util_text/* plural */.LS)(left, 'more leg')} that passed.`);
    return lines;
}
function heading(context, md, level) {
    const { result } = context;
    const expected = result.expectedLegs === undefined ? '' : ` of ${result.expectedLegs} expected`;
    const found = result.legs.length + result.problems.length;
    return [
        `${level} ${merge_ICON[result.verdict]} OCPI conformance: ${result.verdict} (${(0,util_text/* plural */.LS)(found, 'leg')}${expected})`,
        '',
        md.inline(result.reason, 2000),
        '',
    ];
}
function renderMergeSummary(context, budget = SUMMARY_BUDGET_BYTES) {
    const md = (0,markdown/* markdownText */.p7)(context.redact);
    const head = [
        ...heading(context, md, '##'),
        ...legTable(context, md, { reasonMax: 300, maxRows: SUMMARY_MAX_ROWS }),
        '',
    ].join('\n');
    const tail = provenance(context, md);
    // The clauses broken across the legs, each once, before each leg's failed checks.
    const clauses = renderClauses(context.result.clauses ?? [], md);
    const flaky = legsFlaky(context.result.legs, md, SUMMARY_FLAKY_BYTES);
    let remaining = budget - merge_bytes(head) - merge_bytes(tail) - merge_bytes(clauses) - merge_bytes(flaky) - 200;
    const withFailures = context.result.legs.filter((leg) => leg.failedTotal > 0);
    const sections = [];
    withFailures.forEach((leg, index) => {
        // An even share of what is left, so one leg's long list does not crowd out the others.
        const share = Math.floor(remaining / (withFailures.length - index));
        const section = legFailures(leg, share, md);
        sections.push(section);
        remaining -= merge_bytes(section);
    });
    const notes = [
        ...context.result.warnings.map((warning) => `- ⚠️ ${md.inline(warning, 1000)}`),
        ...context.result.legs.flatMap((leg) => leg.notes.map((note) => `- ${md.inline(leg.name, 120)}: ${md.inline(note, 500)}`)),
    ];
    if (notes.length > 0)
        sections.push(`### Notes\n\n${notes.join('\n')}\n`);
    return [head, clauses, ...sections, flaky, tail].join('\n');
}
/**
 * A leg's flaky checks, as its result file records them: MergedLeg.flakiness, which the flaky
 * gate's result file adds (older files have none).
 */
function flakinessOf(leg) {
    return leg.flakiness;
}
/**
 * Each leg's flaky checks and tolerated failures, a section per leg that has something to tell,
 * within `budget` bytes; the legs left out are counted.
 */
function legsFlaky(legs, md, budget) {
    const told = legs.filter((leg) => (0,report_flaky/* flakinessToTell */.zw)(flakinessOf(leg)));
    const sections = [];
    let used = 0;
    for (const leg of told) {
        const section = flaky_markdown_flakySection(flakinessOf(leg), md, {
            budget: Math.min(budget - used, 20_000),
            maxLines: FLAKY_PER_LEG,
            title: `Flaky checks of ${md.inline(leg.name, 120)}`,
        });
        if (used + merge_bytes(section) > budget)
            break;
        sections.push(section);
        used += merge_bytes(section) + 1;
    }
    const left = told.length - sections.length;
    if (left > 0) {
        sections.push(`… and ${(0,util_text/* plural */.LS)(left, 'more leg')} with flaky checks or tolerated failures; each leg's own summary lists them.\n`);
    }
    return sections.join('\n');
}
/** A leg's failed checks, one line each, within `budget` bytes. */
function legFailures(leg, budget, md) {
    const lines = [
        `### ❌ ${md.inline(leg.name, 120)}: ${(0,util_text/* plural */.LS)(leg.failedTotal, 'failed check')}`,
        '',
    ];
    let used = merge_bytes(lines.join('\n'));
    let shown = 0;
    for (const item of leg.failed) {
        const line = `- ${failureLine(item, md)}`;
        if (used + merge_bytes(line) + 300 > budget)
            break;
        lines.push(line);
        used += merge_bytes(line) + 1;
        shown++;
    }
    if (shown < leg.failedTotal) {
        lines.push(`- … and ${(0,util_text/* plural */.LS)(leg.failedTotal - shown, 'more failed check')} of this leg (left out to keep this summary under GitHub's 1 MiB limit); the leg's own report lists them all.`);
    }
    lines.push('');
    return lines.join('\n');
}
function provenance(context, md) {
    const facts = [
        context.resultFile ? `merged result file ${md.code(context.resultFile, 400)}` : undefined,
        `ocpi-conformance ${md.inline(context.toolVersion)}`,
    ].filter(Boolean);
    return `<sub>${facts.join(' · ')}</sub>\n`;
}
function renderMergeComment(context) {
    const md = markdownText(context.redact);
    const lines = [
        mergeCommentMarker(context.workflow, context.job),
        ...heading(context, md, '###'),
        `${md.inline(context.workflow, 80)} · merged`,
        '',
        ...legTable(context, md, { reasonMax: 200, maxRows: COMMENT_MAX_ROWS }),
        '',
    ];
    const failing = context.result.legs.filter((leg) => leg.failedTotal > 0);
    for (const leg of failing.slice(0, COMMENT_FAILING_LEGS)) {
        const shown = leg.failed.slice(0, COMMENT_FAILURES_PER_LEG);
        lines.push(`**${md.inline(leg.name, 120)}**: top failures (${shown.length} of ${leg.failedTotal}):`, '');
        for (const item of shown) {
            const message = firstFailedValidation(item.check)?.message ?? item.check.exchange?.error;
            const flaky = item.flaky ? ` (${flakyText(item.flaky)})` : '';
            lines.push(`- ${md.code(item.check.testId, 120)}${message ? ` — ${md.inline(message, 200)}` : ''}${flaky}`);
        }
        lines.push('');
    }
    if (failing.length > COMMENT_FAILING_LEGS) {
        const more = failing.length - COMMENT_FAILING_LEGS;
        lines.push(`The failed checks of ${plural(more, 'more leg')} are in the job summary.`, '');
    }
    lines.push(...legsFlakyComment(context.result.legs, md));
    if (context.runUrl)
        lines.push(`<sub>[Workflow run](${context.runUrl})</sub>`, '');
    const body = lines.join('\n');
    return body.length <= COMMENT_LIMIT
        ? body
        : `${body.slice(0, COMMENT_LIMIT - 40)}\n\n… (cut to fit)\n`;
}
/** Each leg's flaky checks and tolerated failures, for the first legs that have some. */
function legsFlakyComment(legs, md) {
    const told = legs.filter((leg) => flakinessToTell(flakinessOf(leg)));
    const lines = told.slice(0, COMMENT_FLAKY_LEGS).flatMap((leg) => flakyCommentLines(flakinessOf(leg), md, {
        top: COMMENT_FLAKY_PER_LEG,
        title: `${md.inline(leg.name, 120)}: flaky checks`,
        maxIds: COMMENT_FLAKY_PER_LEG,
    }));
    if (told.length > COMMENT_FLAKY_LEGS) {
        const more = told.length - COMMENT_FLAKY_LEGS;
        lines.push(`The flaky checks of ${plural(more, 'more leg')} are in the job summary.`, '');
    }
    return lines;
}
/**
 * A static page (no script): the verdict in its header; the legs, their failed and flaky checks in
 * its main part; the tool's version in its footer.
 */
function renderMergeHtml(context) {
    const redact = context.redact ?? ((t) => t);
    const text = (0,html_text/* htmlText */.js)(redact);
    const { result } = context;
    const rows = result.legs.map((leg) => {
        const url = leg.url ?? leg.shareUrl;
        const link = url && /^https?:\/\//.test(url) ? `<a href="${(0,html_text/* escapeHtml */.ZD)(redact(url))}">link</a>` : '';
        return `<tr><td>${text(leg.name, 120)}</td><td>${(0,html_text/* escapeHtml */.ZD)(verdictText(leg))}</td><td>${rateText(leg)}</td><td>${leg.counts?.failed ?? ''}</td><td>${link}</td><td>${text(leg.reason, 500)}</td></tr>`;
    });
    for (const problem of result.problems) {
        rows.push(`<tr><td>${text(problem.file, 200)}</td><td>unreadable</td><td>n/a</td><td></td><td></td><td>${text(problem.message, 500)}</td></tr>`);
    }
    const sections = result.legs
        .filter((leg) => leg.failedTotal > 0)
        .map((leg) => {
        const items = leg.failed.map((item) => {
            const message = (0,checks/* firstFailedValidation */.rC)(item.check)?.message ?? item.check.exchange?.error;
            const flaky = item.flaky ? ` <strong>(${(0,report_flaky/* flakyText */.Ny)(item.flaky)})</strong>` : '';
            return `<li><code>${text(item.check.testId, 200)}</code> ${text(item.check.name ?? '', 200)}${message ? ` — ${text(message, 500)}` : ''}${flaky}</li>`;
        });
        const more = leg.failedTotal > leg.failed.length
            ? `<li>… and ${leg.failedTotal - leg.failed.length} more; the leg's own report lists them all.</li>`
            : '';
        return `<section class="failed-leg"><h2>${text(leg.name, 120)}: ${leg.failedTotal} failed</h2>\n<ul>\n${items.join('\n')}${more}\n</ul></section>`;
    });
    return [
        '<!DOCTYPE html>',
        '<html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
        `<title>OCPI conformance: ${result.verdict} (merged)</title>`,
        '<style>body{font-family:system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}</style>',
        '</head><body>',
        // Landmarks, as the single report has them: a screen reader's user moves by them.
        `<header><h1>${(0,html_text/* escapeHtml */.ZD)(merge_ICON[result.verdict])} OCPI conformance: ${result.verdict}</h1></header>`,
        '<main>',
        `<p>${text(result.reason, 2000)}</p>`,
        '<table><thead><tr><th>Leg</th><th>Verdict</th><th>Pass rate</th><th>Failed</th><th>Link</th><th>Reason</th></tr></thead><tbody>',
        ...rows,
        '</tbody></table>',
        ...sections,
        ...result.legs.map((leg) => (0,html_flaky/* flakySection */.Z)(flakinessOf(leg), text, {
            title: `${text(leg.name, 120)}: flaky checks`,
            maxRows: FLAKY_PER_LEG,
        })),
        '</main>',
        `<footer><p><small>ocpi-conformance ${(0,html_text/* escapeHtml */.ZD)(context.toolVersion)}</small></p></footer>`,
        '</body></html>',
        '',
    ].join('\n');
}
function merge_bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}


/***/ })

};

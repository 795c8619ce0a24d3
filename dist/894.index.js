export const id = 894;
export const ids = [894];
export const modules = {

/***/ 37023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   W$: () => (/* binding */ COMMENT_LIMIT),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _util_clause_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35181);
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7738);
/* harmony import */ var _util_numbers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25790);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28805);
/* harmony import */ var _artifact_link_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(31683);
/* harmony import */ var _baseline_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(20135);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(56265);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24355);
/* harmony import */ var _flaky_markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57713);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63021);
/**
 * The sticky pull request comment: one per pull request and per (workflow, job, connection,
 * module), found again by a hidden marker and updated in place. It carries the verdict, counts and
 * pass rate, the top failures (each marked when flaky), the flaky checks and the failures
 * tolerated, regressions (new failures of checks flaky before listed apart), the report artifact,
 * the share link and a link to the workflow run. Service
 * text is escaped like the summary's (no one gets pinged by a check name) and the body stays under
 * GitHub's 65,536-character limit.
 */










const COMMENT_LIMIT = 65_536;
const TOP_FAILURES = 10;
const TOP_REGRESSIONS = 10;
/** Flaky checks named in the comment; the summary lists more. */
const TOP_FLAKY = 10;
/** The hidden marker that finds this job's comment again; a hash, so nothing else leaks into it. */
function commentMarker(key) {
    const digest = (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .s)([key.workflow, key.job, key.connectionId, key.module ?? '*'].join('\n')).slice(0, 16);
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
    const apart = (0,_util_clause_key_js__WEBPACK_IMPORTED_MODULE_2__/* .clauseDistinctions */ .V)(clauses.map((clause) => clause.reference), (r) => `${whereOf(r)}\u0000${r.strength ?? ''}`);
    const top = clauses.slice(0, TOP_CLAUSES).map((clause, i) => {
        const r = clause.reference;
        const distinction = apart[i] ? `, ${inline(apart[i], 200)}` : '';
        const strength = r.strength ? ` (${inline(r.strength.toUpperCase(), 12)})` : '';
        return `- ${inline(whereOf(r) || 'spec', 120)}${distinction}${strength}: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(clause.checks.length, 'check')}`;
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
    const grade = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_4__/* .gradeWithFlakiness */ .sS)(context.grade);
    const md = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(context.redact);
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
        const rate = grade.passRate === undefined ? 'n/a' : `${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_5__/* .formatRate */ .CE)(grade.passRate)}%`;
        lines.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .row */ .nM)(['Pass rate', 'Threshold', 'Graded', 'Passed', 'Warned', 'Failed', 'Unobservable']), (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .row */ .nM)(Array(7).fill('---')), (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .row */ .nM)([
            `**${rate}**`,
            `${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_5__/* .formatRate */ .CE)(grade.threshold)}%`,
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
        lines.push(...(0,_flaky_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .flakyCommentLines */ .eP)(grade.flakiness, md, { top: TOP_FLAKY, names: context.names }));
    }
    lines.push(...regressionLines(context.regressions, md));
    if (context.artifact)
        lines.push((0,_artifact_link_js__WEBPACK_IMPORTED_MODULE_7__/* .artifactLine */ .V)(context.artifact, { code }), '');
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
    return body.length <= COMMENT_LIMIT
        ? body
        : `${body.slice(0, COMMENT_LIMIT - 40)}\n\n… (cut to fit)\n`;
}
/** A top failure: its id, why it failed, and its flakiness when it wavered before. */
function topFailureLine(item, { code, inline }) {
    const message = (0,_checks_js__WEBPACK_IMPORTED_MODULE_8__/* .firstFailedValidation */ .rC)(item.check)?.message ?? item.check.exchange?.error;
    const flaky = item.flaky ? ` (${(0,_flaky_js__WEBPACK_IMPORTED_MODULE_4__/* .flakyText */ .Ny)(item.flaky)})` : '';
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
        return [`**${(0,_baseline_text_js__WEBPACK_IMPORTED_MODULE_9__/* .baselineHeading */ .AN)(regressions, short)}**: ${(0,_baseline_text_js__WEBPACK_IMPORTED_MODULE_9__/* .noBaseline */ .f$)(regressions, short)}`, ''];
    }
    const apart = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_4__/* .newlyFailingApart */ .OM)(regressions.newlyFailing);
    const flakyCount = apart.flakyBefore.length > 0 ? `${apart.flakyBefore.length} ${_flaky_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAKY_BEFORE */ .mS}, ` : '';
    const lines = [
        `**${(0,_baseline_text_js__WEBPACK_IMPORTED_MODULE_9__/* .baselineHeading */ .AN)(regressions, short)}** (${(0,_baseline_text_js__WEBPACK_IMPORTED_MODULE_9__/* .baselineReport */ .O4)(regressions, short)}): ${apart.regressions.length} newly failing, ${flakyCount}${regressions.recovered.length} recovered, ${regressions.noLongerGraded.length} no longer graded.`,
    ];
    for (const item of apart.regressions.slice(0, TOP_REGRESSIONS)) {
        lines.push(`- newly failing: ${code(item.testId, 120)}`);
    }
    for (const item of apart.flakyBefore.slice(0, TOP_REGRESSIONS)) {
        lines.push(`- ${_flaky_js__WEBPACK_IMPORTED_MODULE_4__/* .FLAKY_BEFORE */ .mS}: ${code(item.testId, 120)} (${(0,_flaky_js__WEBPACK_IMPORTED_MODULE_4__/* .flakyText */ .Ny)(item.flaky)})`);
    }
    lines.push('');
    return lines;
}


/***/ }),

/***/ 23985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ flakySection)
/* harmony export */ });
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24355);

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
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28805);
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

/***/ 6894:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ renderMergeComment),
/* harmony export */   U: () => (/* binding */ mergeCommentMarker),
/* harmony export */   renderMergeHtml: () => (/* binding */ renderMergeHtml),
/* harmony export */   renderMergeSummary: () => (/* binding */ renderMergeSummary)
/* harmony export */ });
/* harmony import */ var _util_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7738);
/* harmony import */ var _util_numbers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25790);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28805);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(56265);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37023);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24355);
/* harmony import */ var _flaky_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(57713);
/* harmony import */ var _html_flaky_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(23985);
/* harmony import */ var _html_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7105);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63021);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26010);











const ICON = { pass: '✅', fail: '❌', error: '⚠️' };
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
    const digest = (0,_util_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .s)(`merge\n${workflow}\n${job}`).slice(0, 16);
    return `<!-- ocpi-conformance-merge:${digest} -->`;
}
function verdictText(leg) {
    return leg.verdict ? `${ICON[leg.verdict]} ${leg.verdict}` : `${ICON.error} no verdict`;
}
function rateText(leg) {
    return leg.passRate === undefined ? 'n/a' : `${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_5__/* .formatRate */ .CE)(leg.passRate)}%`;
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
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .row */ .nM)(['Leg', 'Verdict', 'Pass rate', 'Failed', 'Link', 'Reason']),
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .row */ .nM)(Array(6).fill('---')),
    ];
    for (const leg of legs) {
        lines.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .row */ .nM)([
            md.inline(leg.name, 120),
            verdictText(leg),
            rateText(leg),
            leg.counts ? String(leg.counts.failed) : '',
            legLink(leg, context.redact ?? _markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .keepText */ .Jp),
            md.inline(leg.reason, reasonMax),
        ]));
    }
    for (const problem of problems) {
        lines.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .row */ .nM)([
            md.code(problem.file, 200),
            `${ICON.error} unreadable`,
            'n/a',
            '',
            '',
            md.inline(problem.message, reasonMax),
        ]));
    }
    const left = context.result.legs.length - legs.length;
    if (left > 0)
        lines.push('', `… and ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(left, 'more leg')} that passed.`);
    return lines;
}
function heading(context, md, level) {
    const { result } = context;
    const expected = result.expectedLegs === undefined ? '' : ` of ${result.expectedLegs} expected`;
    const found = result.legs.length + result.problems.length;
    return [
        `${level} ${ICON[result.verdict]} OCPI conformance: ${result.verdict} (${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(found, 'leg')}${expected})`,
        '',
        md.inline(result.reason, 2000),
        '',
    ];
}
function renderMergeSummary(context, budget = _summary_js__WEBPACK_IMPORTED_MODULE_4__/* .SUMMARY_BUDGET_BYTES */ .Xb) {
    const md = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownText */ .p7)(context.redact);
    const head = [
        ...heading(context, md, '##'),
        ...legTable(context, md, { reasonMax: 300, maxRows: SUMMARY_MAX_ROWS }),
        '',
    ].join('\n');
    const tail = provenance(context, md);
    // The clauses broken across the legs, each once, before each leg's failed checks.
    const clauses = (0,_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .renderClauses */ .zZ)(context.result.clauses ?? [], md);
    const flaky = legsFlaky(context.result.legs, md, SUMMARY_FLAKY_BYTES);
    let remaining = budget - bytes(head) - bytes(tail) - bytes(clauses) - bytes(flaky) - 200;
    const withFailures = context.result.legs.filter((leg) => leg.failedTotal > 0);
    const sections = [];
    withFailures.forEach((leg, index) => {
        // An even share of what is left, so one leg's long list does not crowd out the others.
        const share = Math.floor(remaining / (withFailures.length - index));
        const section = legFailures(leg, share, md);
        sections.push(section);
        remaining -= bytes(section);
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
    const told = legs.filter((leg) => (0,_flaky_js__WEBPACK_IMPORTED_MODULE_7__/* .flakinessToTell */ .zw)(flakinessOf(leg)));
    const sections = [];
    let used = 0;
    for (const leg of told) {
        const section = (0,_flaky_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .flakySection */ .Zy)(flakinessOf(leg), md, {
            budget: Math.min(budget - used, 20_000),
            maxLines: FLAKY_PER_LEG,
            title: `Flaky checks of ${md.inline(leg.name, 120)}`,
        });
        if (used + bytes(section) > budget)
            break;
        sections.push(section);
        used += bytes(section) + 1;
    }
    const left = told.length - sections.length;
    if (left > 0) {
        sections.push(`… and ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(left, 'more leg')} with flaky checks or tolerated failures; each leg's own summary lists them.\n`);
    }
    return sections.join('\n');
}
/** A leg's failed checks, one line each, within `budget` bytes. */
function legFailures(leg, budget, md) {
    const lines = [
        `### ❌ ${md.inline(leg.name, 120)}: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(leg.failedTotal, 'failed check')}`,
        '',
    ];
    let used = bytes(lines.join('\n'));
    let shown = 0;
    for (const item of leg.failed) {
        const line = `- ${(0,_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .failureLine */ .Pu)(item, md)}`;
        if (used + bytes(line) + 300 > budget)
            break;
        lines.push(line);
        used += bytes(line) + 1;
        shown++;
    }
    if (shown < leg.failedTotal) {
        lines.push(`- … and ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(leg.failedTotal - shown, 'more failed check')} of this leg (left out to keep this summary under GitHub's 1 MiB limit); the leg's own report lists them all.`);
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
    const md = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .markdownText */ .p7)(context.redact);
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
            const message = (0,_checks_js__WEBPACK_IMPORTED_MODULE_9__/* .firstFailedValidation */ .rC)(item.check)?.message ?? item.check.exchange?.error;
            const flaky = item.flaky ? ` (${(0,_flaky_js__WEBPACK_IMPORTED_MODULE_7__/* .flakyText */ .Ny)(item.flaky)})` : '';
            lines.push(`- ${md.code(item.check.testId, 120)}${message ? ` — ${md.inline(message, 200)}` : ''}${flaky}`);
        }
        lines.push('');
    }
    if (failing.length > COMMENT_FAILING_LEGS) {
        const more = failing.length - COMMENT_FAILING_LEGS;
        lines.push(`The failed checks of ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(more, 'more leg')} are in the job summary.`, '');
    }
    lines.push(...legsFlakyComment(context.result.legs, md));
    if (context.runUrl)
        lines.push(`<sub>[Workflow run](${context.runUrl})</sub>`, '');
    const body = lines.join('\n');
    return body.length <= _comment_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_LIMIT */ .W$
        ? body
        : `${body.slice(0, _comment_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_LIMIT */ .W$ - 40)}\n\n… (cut to fit)\n`;
}
/** Each leg's flaky checks and tolerated failures, for the first legs that have some. */
function legsFlakyComment(legs, md) {
    const told = legs.filter((leg) => (0,_flaky_js__WEBPACK_IMPORTED_MODULE_7__/* .flakinessToTell */ .zw)(flakinessOf(leg)));
    const lines = told.slice(0, COMMENT_FLAKY_LEGS).flatMap((leg) => (0,_flaky_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .flakyCommentLines */ .eP)(flakinessOf(leg), md, {
        top: COMMENT_FLAKY_PER_LEG,
        title: `${md.inline(leg.name, 120)}: flaky checks`,
        maxIds: COMMENT_FLAKY_PER_LEG,
    }));
    if (told.length > COMMENT_FLAKY_LEGS) {
        const more = told.length - COMMENT_FLAKY_LEGS;
        lines.push(`The flaky checks of ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(more, 'more leg')} are in the job summary.`, '');
    }
    return lines;
}
/**
 * A static page (no script): the verdict in its header; the legs, their failed and flaky checks in
 * its main part; the tool's version in its footer.
 */
function renderMergeHtml(context) {
    const redact = context.redact ?? ((t) => t);
    const text = (0,_html_text_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(redact);
    const { result } = context;
    const rows = result.legs.map((leg) => {
        const url = leg.url ?? leg.shareUrl;
        const link = url && /^https?:\/\//.test(url) ? `<a href="${(0,_html_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(redact(url))}">link</a>` : '';
        return `<tr><td>${text(leg.name, 120)}</td><td>${(0,_html_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(verdictText(leg))}</td><td>${rateText(leg)}</td><td>${leg.counts?.failed ?? ''}</td><td>${link}</td><td>${text(leg.reason, 500)}</td></tr>`;
    });
    for (const problem of result.problems) {
        rows.push(`<tr><td>${text(problem.file, 200)}</td><td>unreadable</td><td>n/a</td><td></td><td></td><td>${text(problem.message, 500)}</td></tr>`);
    }
    const sections = result.legs
        .filter((leg) => leg.failedTotal > 0)
        .map((leg) => {
        const items = leg.failed.map((item) => {
            const message = (0,_checks_js__WEBPACK_IMPORTED_MODULE_9__/* .firstFailedValidation */ .rC)(item.check)?.message ?? item.check.exchange?.error;
            const flaky = item.flaky ? ` <strong>(${(0,_flaky_js__WEBPACK_IMPORTED_MODULE_7__/* .flakyText */ .Ny)(item.flaky)})</strong>` : '';
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
        `<header><h1>${(0,_html_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(ICON[result.verdict])} OCPI conformance: ${result.verdict}</h1></header>`,
        '<main>',
        `<p>${text(result.reason, 2000)}</p>`,
        '<table><thead><tr><th>Leg</th><th>Verdict</th><th>Pass rate</th><th>Failed</th><th>Link</th><th>Reason</th></tr></thead><tbody>',
        ...rows,
        '</tbody></table>',
        ...sections,
        ...result.legs.map((leg) => (0,_html_flaky_js__WEBPACK_IMPORTED_MODULE_10__/* .flakySection */ .Z)(flakinessOf(leg), text, {
            title: `${text(leg.name, 120)}: flaky checks`,
            maxRows: FLAKY_PER_LEG,
        })),
        '</main>',
        `<footer><p><small>ocpi-conformance ${(0,_html_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(context.toolVersion)}</small></p></footer>`,
        '</body></html>',
        '',
    ].join('\n');
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}


/***/ })

};

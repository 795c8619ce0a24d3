export const id = 609;
export const ids = [609];
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

/***/ 7609:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  htmlReportParts: () => (/* binding */ htmlReportParts),
  renderHtmlReport: () => (/* binding */ renderHtmlReport)
});

// EXTERNAL MODULE: ./lib/util/numbers.js
var numbers = __webpack_require__(5790);
// EXTERNAL MODULE: ./lib/report/html-assets.js + 2 modules
var html_assets = __webpack_require__(7436);
// EXTERNAL MODULE: ./lib/util/clause-key.js
var clause_key = __webpack_require__(5181);
// EXTERNAL MODULE: ./lib/util/credentials.js
var credentials = __webpack_require__(1894);
// EXTERNAL MODULE: ./lib/report/checks.js
var checks = __webpack_require__(6265);
// EXTERNAL MODULE: ./lib/report/flaky.js
var report_flaky = __webpack_require__(4355);
// EXTERNAL MODULE: ./lib/report/curl.js
var report_curl = __webpack_require__(6942);
// EXTERNAL MODULE: ./lib/report/html-text.js
var html_text = __webpack_require__(7105);
// EXTERNAL MODULE: ./lib/report/recorded-request.js
var recorded_request = __webpack_require__(7224);
;// CONCATENATED MODULE: ./lib/report/html-curl.js



/** A command longer than this (characters) is not put in the page: `show` prints it. */
const HTML_CURL_MAX_CHARS = 40_000;
/** Where the request as recorded is cut, when there is no command. */
const REQUEST_MAX_CHARS = 16_000;
function curlOf(check, partnerBaseUrl, redact, context = {}) {
    const curl = (0,report_curl/* curlCommand */.O4)((0,recorded_request/* recordedRequest */.Kh)(check, partnerBaseUrl, context));
    if (curl.kind === 'command') {
        // Placeholders stand for every credential; redact still runs, as on every text of the page.
        const command = redact(curl.command);
        if (command.length > HTML_CURL_MAX_CHARS)
            return { k: 'l' };
        return {
            c: command,
            ...(curl.bodyFile ? { f: redact(curl.bodyFile.name) } : {}),
            ...(curl.notes.length > 0 ? { n: curl.notes.map(redact) } : {}),
        };
    }
    return {
        k: curl.kind === 'from-partner' ? 'p' : 'r',
        ...(curl.reasons.length > 0 ? { r: curl.reasons.map(redact) } : {}),
        q: (0,html_text/* cutText */.IN)(redact, curl.request, REQUEST_MAX_CHARS),
    };
}

;// CONCATENATED MODULE: ./lib/report/html-data.js






/** Outcomes in the order the page lists its filters; a row holds the index. */
const OUTCOMES = [
    'failed',
    'warned',
    'allowed',
    'unobservable',
    'unreached',
    'passed',
];
/** Checks per details chunk: expanding a check parses one chunk, a few hundred KB at most. */
const CHUNK_SIZE = 500;
/** Characters of exchange text the page keeps in all (about as many bytes for ASCII bodies). */
const EXCHANGE_BUDGET = 16_000_000;
/** Where service text is cut, in characters, after it is redacted. */
const LIMITS = {
    id: 300,
    name: 500,
    headline: 300,
    message: 2000,
    quote: 2000,
    field: 300,
    details: 2000,
    url: 2000,
    header: 2000,
    headers: 100,
    body: 16_000,
    error: 4000,
};
/**
 * Builds the page's data from the report and its grade; `redact` comes first for every text.
 * `budget`: characters of exchanges (and curl commands) to keep (EXCHANGE_BUDGET; tests try
 * smaller ones). `partnerBaseUrl`: the connection's, which tells the requests sent to the partner
 * (offered as curl commands); without it every request is offered.
 */
function buildHtmlData(report, grade, redact, budget = EXCHANGE_BUDGET, partnerBaseUrl) {
    const suites = report.suites ?? [];
    const located = locateChecks(report, grade);
    const refs = referenceTable(redact);
    const exchanges = keptExchanges(located, redact, budget, partnerBaseUrl, (i) => {
        const suite = suites[i];
        return {
            ...(report.ocpiVersion ? { ocpiVersion: report.ocpiVersion } : {}),
            ...(suite?.module ? { module: suite.module } : {}),
            ...(suite?.suiteId ? { suiteId: suite.suiteId } : {}),
        };
    });
    const rows = [];
    const chunks = [];
    // The clauses as the grade found them (core/clauses.ts), each a row of the reference table.
    const clauses = (grade.clauses ?? []).map((clause) => refs.add([clause.reference])[0]);
    const clausesOf = new Map();
    (grade.clauses ?? []).forEach((clause, c) => {
        for (const testId of clause.checks) {
            const list = clausesOf.get(testId) ?? [];
            if (!list.includes(clauses[c]))
                list.push(clauses[c]);
            clausesOf.set(testId, list);
        }
    });
    const flakyOf = (0,report_flaky/* checkFlakiness */.fi)(grade);
    located.forEach((item, i) => {
        const broke = item.outcome === 'failed' || item.outcome === 'warned';
        const row = [
            item.suite,
            (0,html_text/* lineText */.oZ)(redact, item.check.testId, LIMITS.id),
            (0,html_text/* lineText */.oZ)(redact, item.check.name, LIMITS.name),
            OUTCOMES.indexOf(item.outcome),
            headline(item, redact),
            broke ? (clausesOf.get(item.check.testId) ?? []) : [],
        ];
        const flaky = flakyOf?.(item.check);
        if (flaky)
            row.push([flaky.flips, flaky.runs]);
        rows.push(row);
        if (i % CHUNK_SIZE === 0)
            chunks.push([]);
        const detail = detailOf(item, refs.add, redact, exchanges.byIndex.get(i));
        const curl = exchanges.curls.get(i);
        if (curl)
            detail.cu = curl;
        chunks.at(-1).push(detail);
    });
    const modules = [];
    const moduleIndex = (module) => {
        if (!module)
            return -1;
        const name = (0,html_text/* lineText */.oZ)(redact, module, LIMITS.field);
        if (!modules.includes(name))
            modules.push(name);
        return modules.indexOf(name);
    };
    return {
        index: {
            suites: suites.map((s) => [(0,html_text/* lineText */.oZ)(redact, s.suiteId, LIMITS.id), moduleIndex(s.module)]),
            modules,
            rows,
            refs: refs.rows,
            clauses,
            clauseApart: (0,clause_key/* clauseDistinctions */.V)(clauses.map((r) => citationOf(refs.rows[r])), (c) => `${c.documentTitle}\u0000${c.section}\u0000${c.strength}`),
            chunk: CHUNK_SIZE,
            budget,
        },
        chunks,
        exchanges: exchanges.stats,
    };
}
/**
 * Every check of the report with its outcome, in report order. The grade lists the checks that
 * did not pass (passed ones are only counted), by the same objects as the report when both come
 * from one gate; a report copied after grading (an exchange dropped) is matched by suite and test
 * id instead, in order, so that duplicate ids keep their own outcomes.
 */
function locateChecks(report, grade) {
    const byObject = new Map();
    const byKey = new Map();
    const keyOf = (suiteId, check) => `${suiteId}\u0000${check.testId}`;
    for (const list of Object.values(grade.checks)) {
        for (const graded of list) {
            byObject.set(graded.check, graded.outcome);
            const key = keyOf(graded.suiteId, graded.check);
            const outcomes = byKey.get(key);
            if (outcomes)
                outcomes.push(graded.outcome);
            else
                byKey.set(key, [graded.outcome]);
        }
    }
    const located = [];
    (report.suites ?? []).forEach((suite, s) => {
        for (const check of suite.checks) {
            const outcomes = byKey.get(keyOf(suite.suiteId, check));
            const outcome = byObject.get(check) ?? outcomes?.[0] ?? 'passed';
            // Each graded outcome serves one check, found by object or by key.
            const at = outcomes?.indexOf(outcome) ?? -1;
            if (at >= 0)
                outcomes.splice(at, 1);
            located.push({ suite: s, check, outcome });
        }
    });
    return located;
}
/** A row of the reference table as the citation it shows (redacted and cut as on the page). */
function citationOf(row) {
    const [documentTitle, section, anchor, page, path, strength, quote] = row;
    return {
        documentTitle,
        section,
        anchor,
        ...(page === '' ? {} : { page: Number(page) }),
        path,
        strength,
        quote,
    };
}
/**
 * The reference table: each distinct clause once, rows referring to it by index. Clauses repeat
 * on thousands of checks, so each is redacted and cut once, when first seen (redact is a pure
 * function of the text: the same clause gives the same row).
 */
function referenceTable(redact) {
    const rows = [];
    const seen = new Map();
    const fields = (r) => [r.documentTitle, r.section, r.anchor, r.page, r.path, r.strength, r.quote];
    const add = (references) => {
        if (!references?.length)
            return undefined;
        return references.map((reference) => {
            const raw = fields(reference);
            const key = JSON.stringify(raw);
            let index = seen.get(key);
            if (index === undefined) {
                const [documentTitle, section, anchor, page, path, strength, quote] = raw;
                index = rows.length;
                rows.push([
                    (0,html_text/* lineText */.oZ)(redact, documentTitle, LIMITS.field),
                    (0,html_text/* lineText */.oZ)(redact, section, LIMITS.field),
                    (0,html_text/* lineText */.oZ)(redact, anchor, LIMITS.field),
                    page === undefined ? '' : String(page),
                    (0,html_text/* lineText */.oZ)(redact, path, LIMITS.field),
                    (0,html_text/* lineText */.oZ)(redact, strength, LIMITS.field),
                    (0,html_text/* lineText */.oZ)(redact, quote, LIMITS.quote),
                ]);
                seen.set(key, index);
            }
            return index;
        });
    };
    return { rows, add };
}
/** Why a check did not pass, in one line: what its row shows before it is expanded. */
function headline(item, redact) {
    const check = item.check;
    const line = (value) => (0,html_text/* lineText */.oZ)(redact, value, LIMITS.headline);
    switch (item.outcome) {
        case 'failed':
        case 'allowed':
            return line(failureWhy(check));
        case 'warned': {
            const warning = check.warnings?.[0];
            return warning ? line(validationLine(warning)) : '';
        }
        case 'unobservable': {
            const why = check.validations?.find((v) => v.unobservable);
            return line(why?.message ?? 'could not be observed');
        }
        case 'unreached':
            return line(`not reached (${check.unreached ?? 'unknown'})`);
        default:
            return '';
    }
}
/**
 * "expected 200, got 500" when the status did not match; otherwise what did fail, as in the
 * summary: "expected 200, got 200" would read like a pass.
 */
function failureWhy(check) {
    const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
    const actual = check.actualStatus;
    if ((expected || actual !== undefined) && (actual === undefined || !expected?.includes(actual))) {
        return `expected ${expected?.join(' or ') ?? 'n/a'}, got ${actual ?? 'no response'}`;
    }
    const validation = (0,checks/* firstFailedValidation */.rC)(check);
    if (validation)
        return validationLine(validation);
    if (check.exchange?.error)
        return `transport error: ${check.exchange.error}`;
    return 'the check did not pass';
}
function validationLine(validation) {
    const name = validation.name ? `${validation.name}: ` : '';
    return `${name}${validation.message ?? 'failed'}`;
}
function detailOf(item, refs, redact, exchange) {
    const check = item.check;
    const validations = (list) => list?.length ? list.map((v) => validationOf(v, refs, redact)) : undefined;
    const detail = {
        e: check.expectedStatus?.length ? check.expectedStatus : undefined,
        a: check.actualStatus,
        k: check.transportKind ? (0,html_text/* lineText */.oZ)(redact, check.transportKind, LIMITS.field) : undefined,
        u: check.unreached ? (0,html_text/* lineText */.oZ)(redact, check.unreached, LIMITS.field) : undefined,
        v: validations(check.validations),
        w: validations(check.warnings),
        r: refs(check.references),
        c: refs(check.sourceCitations),
        p: check.provenBy?.length
            ? check.provenBy.map((p) => (0,html_text/* lineText */.oZ)(redact, p.breaks ? `${p.id} (breaks ${p.breaks})` : p.id, LIMITS.name))
            : undefined,
        x: exchange,
    };
    // Fields left undefined are absent from the JSON: JSON.stringify drops them.
    return detail;
}
function validationOf(validation, refs, redact) {
    const state = validation.unobservable
        ? 2
        : validation.passed === true
            ? 1
            : validation.passed === false
                ? 0
                : -1;
    // The details (what was expected, what was seen) of a validation that did not pass, on one
    // line. A passed one's message says what was seen; its details would double the page's size.
    const details = validation.details === undefined || state === 1
        ? ''
        : (0,html_text/* cutText */.IN)(keep, JSON.stringify((0,credentials/* maskCredentialFields */.T9)(validation.details, maskText(redact))), LIMITS.details);
    return [
        state,
        (0,html_text/* lineText */.oZ)(redact, validation.name, LIMITS.field),
        (0,html_text/* lineText */.oZ)(redact, validation.severity, LIMITS.field),
        (0,html_text/* cutText */.IN)(redact, validation.message, LIMITS.message),
        refs(validation.references) ?? [],
        details,
    ];
}
/** Every text maskCredentials could change holds one of these words. */
const CREDENTIAL_WORD = /Bearer|Token|Basic|authorization/i;
/**
 * The front end's redact, then credential shapes (Bearer ..., "authorization": "...") masked.
 * The word test first: most strings of a report hold none, and this runs on every one of them.
 */
function maskText(redact) {
    return (text) => {
        const redacted = redact(text);
        return CREDENTIAL_WORD.test(redacted) ? (0,credentials/* maskCredentials */.Bs)(redacted) : redacted;
    };
}
/**
 * The exchanges the page keeps, by check index: failed checks' first, then those of the other
 * checks that did not pass cleanly, while the budget lasts. Passed checks' are left out (1). A
 * failed or warned check's kept exchange comes with its curl command, counted in the budget.
 */
function keptExchanges(located, redact, budget, partnerBaseUrl, 
/** What the report says of the endpoint of a check of suite i (its version, module, id). */
contextOf) {
    const byIndex = new Map();
    const curls = new Map();
    const stats = { kept: 0, leftOut: 0, characters: 0 };
    const failed = [];
    const others = [];
    located.forEach((item, i) => {
        if (item.outcome === 'failed')
            failed.push(i);
        else if (item.outcome !== 'passed')
            others.push(i);
    });
    const order = [...failed, ...others];
    for (const i of order) {
        const exchange = located[i].check.exchange;
        if (!exchange)
            continue;
        if (stats.characters >= budget) {
            byIndex.set(i, 2);
            stats.leftOut++;
            continue;
        }
        const shown = exchangeOf(exchange, redact);
        stats.characters += JSON.stringify(shown).length;
        stats.kept++;
        byIndex.set(i, shown);
        const outcome = located[i].outcome;
        if (exchange.request && (outcome === 'failed' || outcome === 'warned')) {
            const curl = curlOf(located[i].check, partnerBaseUrl, redact, contextOf(located[i].suite));
            stats.characters += JSON.stringify(curl).length;
            curls.set(i, curl);
        }
    }
    located.forEach((item, i) => {
        if (item.outcome === 'passed' && item.check.exchange)
            byIndex.set(i, 1);
    });
    return { byIndex, curls, stats };
}
/** An exchange as the page shows it: credential fields masked, redacted, then cut. */
function exchangeOf(exchange, redact) {
    const masked = (0,credentials/* maskCredentialFields */.T9)(exchange, maskText(redact));
    const out = {};
    const request = masked.request;
    if (request) {
        out.q = part(request.headers, request.headersTruncated, request.body, request.bodyTruncated);
        if (request.method)
            out.q.m = (0,html_text/* lineText */.oZ)(redact, request.method, LIMITS.field);
        if (request.url)
            out.q.u = (0,html_text/* lineText */.oZ)(redact, request.url, LIMITS.url);
    }
    const response = masked.response;
    if (response) {
        out.s = part(response.headers, response.headersTruncated, response.body, response.bodyTruncated);
        if (response.status !== undefined)
            out.s.st = response.status;
    }
    if (masked.latencyMs !== undefined)
        out.l = masked.latencyMs;
    if (masked.error)
        out.er = (0,html_text/* cutText */.IN)(redact, masked.error, LIMITS.error);
    if (masked.errorTruncated)
        out.et = 1;
    return out;
}
/** Headers and body of a request or response; the strings in them are already masked. */
function part(headers, headersTruncated, body, bodyTruncated) {
    const out = {};
    const entries = Object.entries(headers ?? {});
    if (entries.length > 0) {
        out.h = entries
            .slice(0, LIMITS.headers)
            .map(([k, v]) => [
            (0,html_text/* cutText */.IN)(keep, k, LIMITS.field),
            (0,html_text/* cutText */.IN)(keep, Array.isArray(v) ? v.join(', ') : String(v), LIMITS.header),
        ]);
        if (entries.length > LIMITS.headers)
            out.hm = entries.length - LIMITS.headers;
    }
    if (headersTruncated)
        out.ht = 1;
    if (body !== undefined && body !== null) {
        const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
        out.b = (0,html_text/* cutText */.IN)(keep, text, LIMITS.body);
        if (text.length > LIMITS.body)
            out.bc = text.length;
    }
    if (bodyTruncated)
        out.bt = 1;
    return out;
}
/** For strings maskCredentialFields has already passed through redact. */
const keep = (text) => text;

// EXTERNAL MODULE: ./lib/report/html-flaky.js
var html_flaky = __webpack_require__(3985);
// EXTERNAL MODULE: ./lib/report/baseline-text.js
var baseline_text = __webpack_require__(135);
;// CONCATENATED MODULE: ./lib/report/html-trend.js

/** A bar from 0 to 100 %: the pass rate filled, the threshold marked. */
function passRateMeter(passRate, threshold) {
    const width = 400;
    const x = (rate) => Math.round((Math.min(100, Math.max(0, rate)) / 100) * width);
    const fill = passRate === undefined
        ? ''
        : `<rect class="meter-fill ${passRate >= threshold ? 'ok' : 'bad'}" x="0" y="4" width="${x(passRate)}" height="16"/>`;
    const label = `Pass rate ${passRate === undefined ? 'n/a' : `${(0,numbers/* formatRate */.CE)(passRate)} %`}, threshold ${(0,numbers/* formatRate */.CE)(threshold)} %`;
    return [
        `<svg class="meter" viewBox="0 0 ${width} 24" role="img" aria-label="${label}">`,
        `<rect class="meter-bg" x="0" y="4" width="${width}" height="16"/>`,
        fill,
        `<line class="meter-threshold" x1="${x(threshold)}" y1="0" x2="${x(threshold)}" y2="24"/>`,
        '</svg>',
    ].join('');
}
const DIRECTION = {
    up: 'The pass rate went up',
    down: 'The pass rate went down',
    flat: 'The pass rate held steady',
};
/** The trend section: the chart with the direction in words, or why there is none. */
function trendSection(trend, threshold, t) {
    const head = '<section id="trend"><h2>Pass-rate trend</h2>';
    if (!trend) {
        return `${head}<p>No trend: the pass rates of earlier runs were not read for this report.</p></section>`;
    }
    const note = trend.note ? `<p class="note">${t(trend.note, 1000)}</p>` : '';
    const rated = trend.points.filter((p) => p.passRate !== undefined).length;
    if (trend.points.length === 0) {
        return `${head}<p>No trend: no completed report to draw it from.</p>${note}</section>`;
    }
    const words = trend.direction
        ? `${DIRECTION[trend.direction]} over the last ${trend.points.length} comparable reports (oldest first, this run last).`
        : `Too few pass rates to tell a direction (${rated} of ${trend.points.length} reports had one).`;
    return `${head}<p>${words}</p>${trendChart(trend, threshold, t)}${note}${trendTable(trend, t)}</section>`;
}
/** Chart geometry: the plot area inside a 720 x 180 view box (the threshold's label on its right). */
const LEFT = 52;
const RIGHT = 612;
const TOP = 16;
const BOTTOM = 136;
function yOf(rate) {
    return Math.round((BOTTOM - (Math.min(100, Math.max(0, rate)) / 100) * (BOTTOM - TOP)) * 10) / 10;
}
/** Pass rates oldest to newest, the threshold dashed, this run's point marked, y from 0 to 100 %. */
function trendChart(trend, threshold, t) {
    const n = trend.points.length;
    const xOf = (i) => n === 1 ? (LEFT + RIGHT) / 2 : Math.round((LEFT + (i * (RIGHT - LEFT)) / (n - 1)) * 10) / 10;
    const parts = [
        `<svg class="trend" viewBox="0 0 720 180" role="img" aria-label="Pass rate of the last ${n} reports, oldest first, from 0 to 100 %, with the threshold at ${(0,numbers/* formatRate */.CE)(threshold)} %">`,
    ];
    for (const tick of [0, 25, 50, 75, 100]) {
        parts.push(`<line class="grid" x1="${LEFT}" y1="${yOf(tick)}" x2="${RIGHT}" y2="${yOf(tick)}"/>`, `<text class="axis" x="${LEFT - 8}" y="${yOf(tick) + 4}" text-anchor="end">${tick} %</text>`);
    }
    const ty = yOf(threshold);
    parts.push(`<line class="threshold" x1="${LEFT}" y1="${ty}" x2="${RIGHT}" y2="${ty}"/>`, `<text class="axis" x="${RIGHT + 10}" y="${ty + 4}">threshold ${(0,numbers/* formatRate */.CE)(threshold)} %</text>`, ...lines(trend, xOf), ...trend.points.map((point, i) => marker(point, xOf(i), t)), `<text class="axis" x="${LEFT}" y="${BOTTOM + 34}">oldest</text>`, `<text class="axis" x="${RIGHT}" y="${BOTTOM + 34}" text-anchor="end">newest</text>`, '</svg>');
    return parts.join('');
}
/** The line through consecutive pass rates; a report with none breaks it. */
function lines(trend, xOf) {
    const out = [];
    let run = [];
    const flush = () => {
        if (run.length > 1)
            out.push(`<polyline class="rate" points="${run.join(' ')}"/>`);
        run = [];
    };
    trend.points.forEach((point, i) => {
        if (point.passRate === undefined)
            flush();
        else
            run.push(`${xOf(i)},${yOf(point.passRate)}`);
    });
    flush();
    return out;
}
function marker(point, x, t) {
    const rate = point.passRate === undefined ? 'nothing graded' : `${(0,numbers/* formatRate */.CE)(point.passRate)} %`;
    const title = `<title>${point.current ? 'This run, ' : ''}report ${t(point.reportId, 100)}: ${rate}</title>`;
    if (point.passRate === undefined) {
        return `<g class="none"><line x1="${x - 4}" y1="${BOTTOM - 4}" x2="${x + 4}" y2="${BOTTOM + 4}"/><line x1="${x - 4}" y1="${BOTTOM + 4}" x2="${x + 4}" y2="${BOTTOM - 4}"/>${title}</g>`;
    }
    const y = yOf(point.passRate);
    if (!point.current)
        return `<circle class="point" cx="${x}" cy="${y}" r="4">${title}</circle>`;
    return `<circle class="point current" cx="${x}" cy="${y}" r="7">${title}</circle><text class="axis current-label" x="${x}" y="${BOTTOM + 18}" text-anchor="middle">this run</text>`;
}
/** The same figures as text, for screen readers and for copying. */
function trendTable(trend, t) {
    const rows = trend.points
        .map((p) => `<tr><td><code>${t(p.reportId, 100)}</code>${p.current ? ' (this run)' : ''}</td><td>${p.passRate === undefined ? 'nothing graded' : `${(0,numbers/* formatRate */.CE)(p.passRate)} %`}</td></tr>`)
        .join('');
    return `<details><summary>The figures</summary><table><thead><tr><th>Report (oldest first)</th><th>Pass rate</th></tr></thead><tbody>${rows}</tbody></table></details>`;
}

;// CONCATENATED MODULE: ./lib/report/html-sections.js




/** Rows listed per regression kind before the rest is counted. */
const MAX_REGRESSION_ROWS = 200;
/** Journey events listed before the rest is counted. */
const MAX_EVENTS = 200;
const VERDICT_WORDS = {
    pass: 'Passed',
    fail: 'Failed',
    error: 'No verdict (error)',
};
function verdictSection(verdict, reason, t) {
    const word = verdict ? VERDICT_WORDS[verdict] : 'No verdict';
    const cls = verdict ?? 'none';
    return `<section id="verdict" class="verdict ${cls}"><p class="verdict-word">${word}</p><p class="reason">${t(reason, 4000)}</p></section>`;
}
const COUNT_LABELS = [
    ['passed', 'Passed', 'passed'],
    ['failed', 'Failed', 'failed'],
    ['warned', 'Warned', 'warned'],
    ['allowed', 'Allowed failures', 'allowed'],
    ['unobservable', 'Unobservable', 'unobservable'],
    ['unreached', 'Unreached', 'unreached'],
    ['graded', 'Graded', 'graded'],
    ['total', 'Total', 'total'],
];
function countsSection(grade) {
    const tiles = COUNT_LABELS.map(([key, label, cls]) => `<div class="tile ${cls}"><span class="n" id="count-${key}">${grade.counts[key]}</span><span class="label">${label}</span></div>`).join('');
    const rate = grade.passRate === undefined ? 'n/a (nothing was graded)' : `${(0,numbers/* formatRate */.CE)(grade.passRate)} %`;
    return [
        '<section id="counts"><h2>Counts</h2>',
        `<div class="tiles">${tiles}</div>`,
        `<p class="rate">Pass rate <strong id="pass-rate">${rate}</strong> against a threshold of <strong>${(0,numbers/* formatRate */.CE)(grade.threshold)} %</strong>.</p>`,
        passRateMeter(grade.passRate, grade.threshold),
        '<p class="note">Pass rate = (passed + warned) / graded, where graded = passed + warned + failed; warned checks count as failed when the gate fails on warnings. Allowed failures, unobservable and unreached checks are not graded.</p>',
        '</section>',
    ].join('');
}
function settingsSection(policy, t) {
    const failOn = [...policy.failOn];
    const list = (items) => items.length === 0 ? 'none' : items.map((item) => `<code>${t(item, 200)}</code>`).join(', ');
    return [
        '<section id="settings"><h2>The gate’s settings</h2><dl>',
        `<dt>Threshold</dt><dd>${(0,numbers/* formatRate */.CE)(policy.threshold)} %</dd>`,
        `<dt>Fail on</dt><dd>${list(failOn)}</dd>`,
        `<dt>Allowed failures</dt><dd>${list(policy.allowFailures)}</dd>`,
        '</dl></section>',
    ].join('');
}
function regressionsSection(regressions, t) {
    if (!regressions) {
        return '<section id="regressions"><h2>Since the last comparable run</h2><p>Not compared with an earlier run.</p></section>';
    }
    const code = (text) => `<code>${t(text, 200)}</code>`;
    const head = `<section id="regressions"><h2>${(0,baseline_text/* baselineHeading */.AN)(regressions, code)}</h2>`;
    if (!regressions.previousReportId) {
        return `${head}<p>${(0,baseline_text/* noBaseline */.f$)(regressions, code)}</p></section>`;
    }
    // A new failure of a check that wavered before is not a regression: it is listed apart.
    const apart = (0,report_flaky/* newlyFailingApart */.OM)(regressions.newlyFailing);
    const groups = [
        ['Newly failing', apart.regressions],
        [`${report_flaky/* FLAKY_BEFORE */.mS.charAt(0).toUpperCase()}${report_flaky/* FLAKY_BEFORE */.mS.slice(1)}`, apart.flakyBefore],
        ['Recovered', regressions.recovered],
        ['No longer graded', regressions.noLongerGraded],
    ];
    const lists = groups
        .filter(([, items]) => items.length > 0)
        .map(([title, items]) => regressionList(title, items, t))
        .join('');
    return `${head}<p>Compared with ${(0,baseline_text/* baselineOrigin */.ov)(regressions, code)}: <strong>${apart.regressions.length}</strong> newly failing, ${apart.flakyBefore.length > 0 ? `<strong>${apart.flakyBefore.length}</strong> ${report_flaky/* FLAKY_BEFORE */.mS}, ` : ''}<strong>${regressions.recovered.length}</strong> recovered, <strong>${regressions.noLongerGraded.length}</strong> no longer graded.</p>${lists}</section>`;
}
function regressionList(title, items, t) {
    const rows = items.slice(0, MAX_REGRESSION_ROWS).map((item) => {
        const name = item.name ? ` ${t(item.name, 200)}` : '';
        const change = `${item.before ?? 'absent'} → ${item.now ?? 'absent'}`;
        const flaky = item.flaky ? `; <span class="flaky">${(0,report_flaky/* flakyText */.Ny)(item.flaky)}</span>` : '';
        return `<li><code>${t(item.testId, 300)}</code>${name} (${change}${flaky})</li>`;
    });
    if (items.length > MAX_REGRESSION_ROWS)
        rows.push(`<li>… and ${items.length - MAX_REGRESSION_ROWS} more</li>`);
    return `<details class="regressions"><summary>${title} (${items.length})</summary><ul>${rows.join('')}</ul></details>`;
}
/** Withheld modules, the fail-on conditions that held, and the grade's notes. */
function notesSection(grade, t) {
    const parts = [];
    if (grade.withheldModules.length > 0) {
        parts.push(`<h3>Withheld modules</h3><p>The service did not run: ${grade.withheldModules.map((m) => `<code>${t(m, 100)}</code>`).join(', ')}.</p>`);
    }
    if (grade.conditions.length > 0) {
        parts.push(`<h3>Conditions that failed the gate</h3><ul>${grade.conditions.map((c) => `<li>${t(c, 1000)}</li>`).join('')}</ul>`);
    }
    if (grade.notes.length > 0) {
        parts.push(`<h3>Notes on the report</h3><ul>${grade.notes.map((n) => `<li>${t(n, 1000)}</li>`).join('')}</ul>`);
    }
    if (parts.length === 0)
        return '';
    return `<section id="notes"><h2>Conditions and notes</h2>${parts.join('')}</section>`;
}
function journeySection(journey, t) {
    if (!journey)
        return '';
    const status = journey.status;
    const facts = [
        journey.planId ? `plan <code>${t(journey.planId, 200)}</code>` : '',
        journey.runId ? `run <code>${t(journey.runId, 200)}</code>` : '',
        status ? `final status <strong>${t(status.status, 40)}</strong>` : '',
        status?.runIntegrity ? `integrity ${t(status.runIntegrity, 40)}` : '',
        status?.workerHealthy === false ? 'worker <strong>unhealthy</strong>' : '',
    ].filter(Boolean);
    const stages = journey.stages
        .map((s, i) => `<tr><td>${i + 1}</td><td>${t(s.name, 200)}</td><td>${s.module ? `<code>${t(s.module, 60)}</code>` : ''}</td><td>${s.durationSeconds !== undefined ? `${s.durationSeconds} s` : ''}</td></tr>`)
        .join('');
    const notes = [
        ...journey.recoveries.map((r) => `<li>${t(r, 500)}</li>`),
        journey.cancel
            ? `<li>Cancel requested; the service answered ${t(journey.cancel, 200)}.</li>`
            : '',
    ].join('');
    const events = journey.events
        .slice(0, MAX_EVENTS)
        .map((e) => `<tr><td>${e.seq}</td><td><code>${t(e.name, 80)}</code></td><td>${t(e.at, 40)}</td><td>${t(e.detail, 300)}</td></tr>`)
        .join('');
    const left = Math.max(0, journey.events.length - MAX_EVENTS) + journey.otherEvents;
    return [
        `<section id="journey"><h2>Journey</h2><p>${facts.join(' · ')}</p>`,
        stages
            ? `<table><thead><tr><th>#</th><th>Stage</th><th>Module</th><th>Duration</th></tr></thead><tbody>${stages}</tbody></table>`
            : '',
        notes ? `<ul>${notes}</ul>` : '',
        events
            ? `<details><summary>Timeline: ${journey.events.length} key events${left > 0 ? ` (${left} more, such as session updates, are in the log)` : ''}</summary><table><thead><tr><th>#</th><th>Event</th><th>At</th><th>Details</th></tr></thead><tbody>${events}</tbody></table></details>`
            : '',
        '</section>',
    ].join('');
}
function provenanceSection(meta, report, journey, t) {
    const code = (value) => (value ? `<code>${t(value, 300)}</code>` : 'n/a');
    const p = report.provenance;
    const facts = [
        ['Seed', code(meta.seed)],
        ['Report', code(meta.reportId ?? report._id)],
        ['Run', code(meta.runId)],
        ['Connection', code(meta.connectionId)],
    ];
    if (report.connectionLabel)
        facts.push(['Partner', t(report.connectionLabel, 300)]);
    if (report.ocpiVersion)
        facts.push(['OCPI version', t(report.ocpiVersion, 40)]);
    if (report.module) {
        // A journey report keeps its journey profile in `module`.
        facts.push([
            journey || report.runKind === 'journey' ? 'Journey profile' : 'Module',
            code(report.module),
        ]);
    }
    if (p?.toolVersion)
        facts.push(['Service tool version', t(p.toolVersion, 100)]);
    if (p?.rosterHash)
        facts.push(['Roster hash', code(p.rosterHash)]);
    if (p?.specVersions?.length)
        facts.push(['Spec versions', t(p.specVersions.join(', '), 300)]);
    facts.push(['Checked by', `ocpi-conformance ${t(meta.toolVersion, 100)}`], ['Page written', t(meta.generatedAt.toISOString(), 40)]);
    const rows = facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('');
    return `<section id="provenance"><h2>Provenance</h2><dl>${rows}</dl><p>To reproduce this run, run it again with the same seed.</p></section>`;
}

// EXTERNAL MODULE: ./lib/report/markdown.js
var markdown = __webpack_require__(3021);
;// CONCATENATED MODULE: ./lib/report/html.js








const DEFAULT_TITLE = 'OCPI conformance report';
/** The whole page, as one string. Pure: the same input gives the same page. */
function renderHtmlReport(input) {
    return `${[...htmlReportParts(input)].join('\n')}\n`;
}
/**
 * The page in parts, joined by line ends: what renderHtmlReport joins, and what the writer
 * writes one after the other, so that a report of 50,000 checks is never one string of a hundred
 * megabytes (nor two, with the writer's last redaction pass). The details are turned into JSON
 * one chunk at a time, as they are asked for. The page's own elements (CSP_META, STYLE_ELEMENT,
 * SCRIPT_ELEMENT) are parts of their own.
 */
function* htmlReportParts(input) {
    const redact = input.redact ?? markdown/* keepText */.Jp;
    const t = (0,html_text/* htmlText */.js)(redact);
    const data = buildHtmlData(input.report, input.grade, redact, EXCHANGE_BUDGET, input.partnerBaseUrl);
    const title = t(input.meta.title ?? DEFAULT_TITLE, 200);
    yield* [
        '<!doctype html>',
        '<html lang="en"><head><meta charset="utf-8">',
        html_assets.CSP_META,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        '<link rel="icon" href="data:,">',
        `<title>${title}</title>`,
        html_assets.STYLE_ELEMENT,
        '</head><body>',
        `<header><h1>${title}</h1>${subtitle(input, t)}</header>`,
        '<main>',
        verdictSection(input.verdict, input.reason, t),
        countsSection(input.grade),
        '<div class="grid2">',
        settingsSection(input.policy, t),
        regressionsSection(input.regressions, t),
        '</div>',
        trendSection(input.trend, input.policy.threshold, t),
        (0,html_flaky/* flakySection */.Z)(input.grade.flakiness, t, { names: input.names }),
        notesSection(input.grade, t),
        journeySection(input.journey, t),
        checksSection(data),
        provenanceSection(input.meta, input.report, input.journey !== undefined, t),
        '</main>',
        `<script type="application/json" id="report-index">${(0,html_text/* scriptJson */.eC)(data.index)}</script>`,
        // The page's script runs once the index is parsed; the details follow it, so the list shows
        // while the browser is still reading them (an early expand waits for them).
        html_assets.SCRIPT_ELEMENT,
    ];
    for (const [k, chunk] of data.chunks.entries()) {
        yield `<script type="application/json" id="report-details-${k}">${(0,html_text/* scriptJson */.eC)(chunk)}</script>`;
    }
    yield '</body></html>';
}
/** Partner, OCPI version and module or journey profile, under the title. */
function subtitle(input, t) {
    const report = input.report;
    const facts = [
        report.connectionLabel ? t(report.connectionLabel, 200) : '',
        report.ocpiVersion ? `OCPI ${t(report.ocpiVersion, 40)}` : '',
        report.module
            ? `${input.journey || report.runKind === 'journey' ? 'journey profile' : 'module'} ${t(report.module, 100)}`
            : '',
        `report ${t(input.meta.reportId ?? report._id, 200)}`,
    ].filter(Boolean);
    return `<p class="sub">${facts.join(' · ')}</p>`;
}
const OUTCOME_LABELS = {
    failed: 'Failed',
    warned: 'Warned',
    allowed: 'Allowed',
    unobservable: 'Unobservable',
    unreached: 'Unreached',
    passed: 'Passed',
};
/** "Flaky only": narrows the list to the flaky checks; none when no check is flaky. */
function flakyFilter(data) {
    const flaky = data.index.rows.filter((row) => row[6] !== undefined).length;
    if (flaky === 0)
        return '';
    return `<button type="button" class="filter o-flaky" id="f-flaky" aria-pressed="false">Flaky only <span class="n">${(0,numbers/* formatCount */.B4)(flaky)}</span></button>`;
}
/**
 * The checks: filter buttons with each outcome's count, the module choice and the search, then
 * the list the script fills. Every outcome but passed is shown at first, unless every check passed.
 */
function checksSection(data) {
    const counts = OUTCOMES.map(() => 0);
    for (const row of data.index.rows)
        counts[row[3]]++;
    const allPassed = counts.slice(0, -1).every((n) => n === 0);
    const buttons = OUTCOMES.map((outcome, o) => {
        const pressed = outcome !== 'passed' || allPassed;
        return `<button type="button" class="filter o-${outcome}" data-outcome="${o}" aria-pressed="${pressed}">${OUTCOME_LABELS[outcome]} <span class="n">${(0,numbers/* formatCount */.B4)(counts[o])}</span></button>`;
    }).join('');
    return [
        '<section id="checks-section"><h2>Checks by suite</h2>',
        '<div class="toolbar" role="search">',
        `<div class="outcomes" role="group" aria-label="Show checks by outcome">${buttons}<button type="button" id="f-all">All outcomes</button></div>`,
        flakyFilter(data),
        // The same filters, the matching checks grouped by the spec clause they broke.
        data.index.clauses.length > 0
            ? '<div class="views" role="group" aria-label="List"><button type="button" id="v-checks" aria-pressed="true">By check</button><button type="button" id="v-clauses" aria-pressed="false">By clause</button></div>'
            : '',
        '<label>Module <select id="f-module"><option value="">All modules</option></select></label>',
        '<label>Search <input type="search" id="f-search" placeholder="test id or name (press /)" autocomplete="off" spellcheck="false"></label>',
        '</div>',
        '<p id="list-status" aria-live="polite">Listing the checks…</p>',
        '<noscript><p>The list of checks needs JavaScript; everything above does not.</p></noscript>',
        '<div id="checks"></div>',
        '<button type="button" id="show-more" hidden>Show more</button>',
        '</section>',
    ].join('\n');
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

export const id = 302;
export const ids = [302,623,4,921];
export const modules = {

/***/ 63302:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportOnCheckRun: () => (/* binding */ reportOnCheckRun)
});

// EXTERNAL MODULE: ./lib/util/numbers.js
var util_numbers = __webpack_require__(25790);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(28805);
// EXTERNAL MODULE: ./lib/report/artifact-link.js
var artifact_link = __webpack_require__(31683);
;// CONCATENATED MODULE: ./lib/report/bytes.js
/**
 * Text measured and cut in UTF-8 bytes, as GitHub measures its limits (a check run's output
 * fields, an annotation's raw details). Web APIs only (TextEncoder), so renderers stay pure.
 */
const encoder = new TextEncoder();
/** The length of `text` in UTF-8 bytes. */
function utf8Bytes(text) {
    // Most text is short; encoding it is cheaper than counting code points by hand.
    return encoder.encode(text).length;
}
/**
 * The longest start of `text` within `max` UTF-8 bytes. encodeInto writes whole characters only,
 * so neither a multi-byte character nor a surrogate pair is ever split.
 */
function cutToBytes(text, max) {
    if (text.length * 3 <= max || utf8Bytes(text) <= max)
        return text;
    const { read } = encoder.encodeInto(text, new Uint8Array(Math.max(0, max)));
    return text.slice(0, read);
}

// EXTERNAL MODULE: ./lib/util/clause-key.js
var clause_key = __webpack_require__(35181);
// EXTERNAL MODULE: ./lib/report/exchange-text.js
var exchange_text = __webpack_require__(49741);
// EXTERNAL MODULE: ./lib/report/flaky.js
var report_flaky = __webpack_require__(24355);
// EXTERNAL MODULE: ./lib/report/summary.js + 2 modules
var summary = __webpack_require__(26010);
;// CONCATENATED MODULE: ./lib/report/check-run-detail.js




/** Exchange characters shown per check in the text (the annotation's raw details hold more). */
const EXCHANGE_CHARS = 4000;
function renderCheckDetail(finding, kind, level, md) {
    const { item, leg } = finding;
    const icon = kind === 'failed' ? '❌' : '⚠️';
    const from = leg ? `${md.inline(leg, 120)} · ` : '';
    const flaky = item.flaky ? ` (${(0,report_flaky/* flakyText */.Ny)(item.flaky)})` : '';
    const headline = kind === 'failed' ? (0,summary/* failureLine */.Pu)(item, md) : warnedLine(finding, md);
    if (level === 'line')
        return `- ${icon} ${from}${headline}${flaky}\n`;
    const lines = [`### ${icon} ${from}${headline}`, ''];
    if (item.flaky)
        lines.push(`- ${(0,report_flaky/* flakyText */.Ny)(item.flaky)}`);
    const check = item.check;
    const validations = kind === 'failed'
        ? (check.validations ?? []).filter((v) => v.passed === false)
        : (check.warnings ?? []);
    const quoted = new Set();
    const quotes = (references) => level === 'messages'
        ? []
        : (references ?? []).filter((reference) => {
            const key = (0,clause_key/* clauseKey */.J)(reference);
            if (quoted.has(key))
                return false;
            quoted.add(key);
            return true;
        });
    for (const validation of validations) {
        lines.push(`- ${validationText(validation, md)}`);
        for (const reference of quotes(validation.references)) {
            lines.push(`  ${quoteLine(reference, md)}`);
        }
    }
    if (kind === 'failed' && validations.length === 0 && check.exchange?.error) {
        lines.push(`- Transport error: ${md.inline(check.exchange.error)}`);
    }
    for (const reference of quotes(check.references))
        lines.push(`- ${quoteLine(reference, md)}`);
    if (level === 'exchange' && check.exchange) {
        lines.push('', '<details><summary>Exchange (redacted)</summary>', '', md.pre((0,exchange_text/* exchangeText */.R)(check.exchange), EXCHANGE_CHARS), '', '</details>');
    }
    return `${lines.join('\n')}\n\n`;
}
/** A warned check's headline: test id, name, its first warning. */
function warnedLine({ item }, md) {
    const check = item.check;
    const warning = check.warnings?.[0];
    const name = check.name ? ` ${md.inline(check.name, 160)}` : '';
    const said = warning ? `: ${md.inline(warning.message ?? warning.name ?? '', 300)}` : '';
    return `${md.code(check.testId)}${name}${said}`;
}
function validationText(validation, md) {
    const severity = validation.severity ? ` (${md.inline(validation.severity, 20)})` : '';
    const name = validation.name ? `**${md.inline(validation.name, 120)}**${severity}: ` : '';
    return `${name}${md.inline(validation.message ?? 'failed', 600)}`;
}
/** A clause quoted: strength, document and section, the quote. */
function quoteLine(reference, md) {
    const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
        .filter(Boolean)
        .join(', ');
    const strength = reference.strength ? `**${md.inline(reference.strength, 20)}** ` : '';
    const quote = reference.quote ? `: “${md.inline(reference.quote, 600)}”` : '';
    return `> ${strength}${md.inline(where || reference.path || 'spec', 200)}${quote}`;
}

// EXTERNAL MODULE: ./lib/report/markdown.js
var markdown = __webpack_require__(63021);
;// CONCATENATED MODULE: ./lib/report/check-run.js







/** GitHub's limit for each of a check run's output fields, in UTF-8 bytes. */
const CHECK_RUN_FIELD_BYTES = 65_535;
const ICON = { pass: '✅', fail: '❌', error: '⚠️' };
function renderCheckRunOutput(context, limit = CHECK_RUN_FIELD_BYTES) {
    const md = (0,markdown/* markdownText */.p7)(context.redact);
    return {
        title: cutToBytes(verdictLine(context), Math.min(limit, 1000)),
        summary: fitted(renderSummaryField(context, md), limit, context.fullReport, md),
        text: renderText(context, md, limit),
    };
}
/** "OCPI conformance: fail — <reason>", one line. */
function verdictLine(context) {
    const reason = (0,util_text/* inertLine */.Fq)((context.redact ?? markdown/* keepText */.Jp)(context.reason)).replace(/\s+/g, ' ');
    return `${ICON[context.verdict]} OCPI conformance: ${context.verdict} — ${reason.trim()}`;
}
function renderSummaryField(context, md) {
    const lines = [
        `## ${ICON[context.verdict]} OCPI conformance: ${context.verdict}`,
        '',
        md.inline(context.reason, 2000),
        '',
    ];
    const where = whereEveryCheckIs(context.fullReport, md);
    if (where)
        lines.push(where, '');
    if (context.counts)
        lines.push(...countsTable(context), '');
    for (const note of context.notes ?? [])
        lines.push(`- ${md.inline(note, 500)}`);
    if (context.notes?.length)
        lines.push('');
    lines.push((0,summary/* renderClauses */.zZ)(context.clauses, md));
    return lines.join('\n');
}
function countsTable({ counts, passRate, threshold }) {
    const c = counts;
    const rate = passRate === undefined ? 'n/a' : `${(0,util_numbers/* formatRate */.CE)(passRate)}%`;
    const numbers = [c.graded, c.passed, c.warned, c.failed, c.allowed, c.unobservable, c.total];
    return [
        (0,markdown/* row */.nM)(['Pass rate', 'Threshold', 'Graded', 'Passed', 'Warned', 'Failed', 'Allowed'].concat([
            'Unobservable',
            'Total',
        ])),
        (0,markdown/* row */.nM)(Array(9).fill('---')),
        (0,markdown/* row */.nM)([
            `**${rate}**`,
            threshold === undefined ? 'n/a' : `${(0,util_numbers/* formatRate */.CE)(threshold)}%`,
            ...numbers.map(String),
        ]),
    ];
}
/** "Full report: the workflow artifact X…", the share link, or the file on the runner. */
function whereEveryCheckIs(report, md) {
    if (report.artifact)
        return (0,artifact_link/* artifactLine */.V)(report.artifact, md);
    if (report.shareUrl)
        return `Full report: ${report.shareUrl}`;
    if (report.resultFile)
        return `Full report (on the runner): ${md.code(report.resultFile, 400)}`;
    return undefined;
}
/** The same place, as the end of a sentence: "the HTML report in the workflow artifact X". */
function everyCheckLink(report, md) {
    if (report.artifact)
        return `the HTML report in the workflow artifact ${(0,artifact_link/* artifactLink */.m)(report.artifact, md)}`;
    if (report.shareUrl)
        return `the shared report, ${report.shareUrl}`;
    if (report.resultFile)
        return `the report file ${md.code(report.resultFile, 400)} on the runner`;
    return "the job's report files";
}
/** A field cut to `limit` bytes, with a line that says so and where the rest is. */
function fitted(text, limit, report, md) {
    if (utf8Bytes(text) <= limit)
        return text;
    const note = `\n\n… cut here to keep within GitHub's limit of ${limit} bytes; the rest is in ${everyCheckLink(report, md)}.\n`;
    return `${cutToBytes(text, limit - utf8Bytes(note))}${note}`;
}
const LEVELS = ['exchange', 'quotes', 'messages', 'line'];
const LEFT_OUT = {
    exchange: '',
    quotes: "The exchanges are left out here to keep within GitHub's limit",
    messages: "The exchanges and clause quotes are left out here to keep within GitHub's limit",
    line: "Each check is one line here to keep within GitHub's limit",
};
function renderText(context, md, limit) {
    const findings = [...context.failed, ...context.warned];
    if (findings.length === 0) {
        return context.verdict === 'error'
            ? 'No check is listed: the run gave no verdict, so its checks are not findings (the summary says why).'
            : 'No check failed or passed with a warning.';
    }
    const link = everyCheckLink(context.fullReport, md);
    // Room for the note of a cut at its longest (nothing shown yet: the largest numbers).
    const noteRoom = utf8Bytes(cutNote(context, { failed: 0, warned: 0 }, link, limit));
    for (const level of LEVELS) {
        const said = LEFT_OUT[level] ? `${LEFT_OUT[level]}; every check is whole in ${link}.\n\n` : '';
        const body = renderAt(context, level, md, limit - utf8Bytes(said) - noteRoom);
        if (!body.complete && level !== 'line')
            continue;
        return `${said}${body.text}${body.complete ? '' : cutNote(context, body.shown, link, limit)}`;
    }
    throw new Error('unreachable: the last level always renders');
}
/** The checks at `level` within `budget` bytes; `complete` when all fitted. */
function renderAt(context, level, md, budget) {
    const parts = [];
    const shown = { failed: 0, warned: 0 };
    let used = 0;
    const groups = [
        ['failed', `## Failed checks (${context.failed.length})\n\n`, context.failed],
        ['warned', `## Passed with warnings (${context.warned.length})\n\n`, context.warned],
    ];
    for (const [kind, heading, list] of groups) {
        if (list.length === 0)
            continue;
        for (let i = 0; i < list.length; i++) {
            const block = (i === 0 ? heading : '') + renderCheckDetail(list[i], kind, level, md);
            const size = utf8Bytes(block);
            if (used + size > budget)
                return { text: parts.join(''), complete: false, shown };
            parts.push(block);
            used += size;
            shown[kind]++;
        }
    }
    return { text: parts.join(''), complete: true, shown };
}
function cutNote(context, shown, link, limit) {
    const failed = context.failed.length - shown.failed;
    const warned = context.warned.length - shown.warned;
    const left = [
        failed > 0 ? (0,util_text/* plural */.LS)(failed, 'more failed check') : undefined,
        warned > 0 ? (0,util_text/* plural */.LS)(warned, 'more warned check') : undefined,
    ].filter(Boolean);
    return `\n… ${left.join(' and ')} ${failed + warned === 1 ? 'is' : 'are'} left out here to keep within GitHub's limit of ${limit} bytes: every check is in ${link}, and each has an annotation.\n`;
}

// EXTERNAL MODULE: ./lib/report/checks.js
var checks = __webpack_require__(56265);
;// CONCATENATED MODULE: ./lib/report/check-run-annotations.js






/** GitHub's limit for an annotation's message and its raw details: 64 KB. */
const ANNOTATION_FIELD_BYTES = 65_535;
/** GitHub's limit for an annotation's title, in characters. */
const TITLE_CHARS = 255;
/** Characters of a quote, and of a message, in an annotation (the HTML report has them whole). */
const QUOTE_CHARS = 2000;
/** Every failed check's annotation, then every warned check's. */
function checkRunAnnotations(failed, warned, options) {
    return [
        ...failed.map((finding) => annotationOf(finding, 'failure', options)),
        ...warned.map((finding) => annotationOf(finding, 'warning', options)),
    ];
}
function annotationOf(finding, level, { place, wholeIn, redact = markdown/* keepText */.Jp }) {
    const check = finding.item.check;
    const at = place(finding);
    const line = (text, max = QUOTE_CHARS) => oneLine(redact(text), max);
    const scope = finding.leg ? ` (${line(finding.leg, 120)})` : '';
    const annotation = {
        path: at.path,
        start_line: at.line,
        end_line: at.line,
        annotation_level: level,
        title: oneLine(`OCPI conformance${scope}: ${line(check.testId, 200)}`, TITLE_CHARS),
        message: cutToBytes(messageOf(finding, level, line).join('\n'), ANNOTATION_FIELD_BYTES),
    };
    if (check.exchange) {
        const details = (0,util_text/* inertText */.UJ)(redact((0,exchange_text/* exchangeText */.R)(check.exchange)));
        annotation.raw_details = cutDetails(details, wholeIn);
    }
    return annotation;
}
/** Check id and name, why, the clause quoted, flakiness, the leg: a line each. */
function messageOf({ item, leg }, level, line) {
    const check = item.check;
    const lines = [
        `Check ${line(check.testId, 200)}${check.name ? `: ${line(check.name, 300)}` : ''}`,
    ];
    const validation = level === 'failure' ? (0,checks/* firstFailedValidation */.rC)(check) : (check.warnings ?? [])[0];
    const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
    if (level === 'failure' && expected && !expected.includes(check.actualStatus)) {
        lines.push(`Expected HTTP ${expected.join(' or ')}, got ${check.actualStatus ?? 'no response'}.`);
    }
    if (validation) {
        const name = validation.name ? `${line(validation.name, 200)}: ` : '';
        lines.push(`${level === 'failure' ? 'Failed' : 'Warning'}: ${name}${line(validation.message ?? 'failed')}`);
    }
    else if (check.exchange?.error) {
        lines.push(`Transport error: ${line(check.exchange.error)}`);
    }
    const reference = validation?.references?.[0] ?? check.references?.[0];
    if (reference)
        lines.push(clauseText(reference, line));
    if (item.flaky)
        lines.push(`This check is ${(0,report_flaky/* flakyText */.Ny)(item.flaky)}.`);
    if (leg)
        lines.push(`Leg: ${line(leg, 200)}`);
    return lines;
}
/** "SHALL — OCPI 2.2.1 Part I, section 8.3: “quote”". */
function clauseText(reference, line) {
    const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
        .filter(Boolean)
        .join(', ');
    const strength = reference.strength ? `${line(reference.strength.toUpperCase(), 20)} — ` : '';
    const quote = reference.quote ? `: “${line(reference.quote)}”` : '';
    return `Clause: ${strength}${line(where || reference.path || 'spec', 300)}${quote}`;
}
/** The details within 64 KB; a cut says so and where the whole exchange is. */
function cutDetails(details, wholeIn) {
    if (utf8Bytes(details) <= ANNOTATION_FIELD_BYTES)
        return details;
    const note = `\n… (cut here to keep within GitHub's 64 KB for annotation details; the whole exchange is in ${wholeIn})`;
    return `${cutToBytes(details, ANNOTATION_FIELD_BYTES - utf8Bytes(note))}${note}`;
}
/** One line of plain text, inert, at most `max` characters. */
function oneLine(text, max) {
    const flat = (0,util_text/* inertLine */.Fq)(text).replace(/\s+/g, ' ').trim();
    if (flat.length <= max)
        return flat;
    // Not between the two halves of a surrogate pair.
    const end = /[\uD800-\uDBFF]/.test(flat[max - 2] ?? '') ? max - 2 : max - 1;
    return `${flat.slice(0, end)}…`;
}

// EXTERNAL MODULE: ./lib/util/clock.js + 1 modules
var util_clock = __webpack_require__(54202);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(13411);
;// CONCATENATED MODULE: ./lib/action/check-run-request.js
/**
 * One update of a check run (PATCH /repos/{owner}/{repo}/check-runs/{id}) on undici, which the
 * action already carries for the service: the check run is written on nearly every run, and
 * Octokit (with its own HTTP stack, over a megabyte) would be loaded for this one call. Proxies
 * are honoured as for the service (HTTPS_PROXY, NO_PROXY).
 */


/** GitHub's refusal: its status and the message of its error body. */
class GitHubApiError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
        this.name = 'GitHubApiError';
    }
}
let dispatcher;
/** Sends one update; resolves on 2xx, rejects with a GitHubApiError otherwise. */
async function patchCheckRun(address, body, signal) {
    dispatcher ??= new undici/* EnvHttpProxyAgent */.J2();
    const [owner, repo] = address.repository.split('/');
    const url = `${address.apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/check-runs/${address.id}`;
    const answer = await (0,undici/* request */.Em)(url, {
        method: 'PATCH',
        headers: {
            accept: 'application/vnd.github+json',
            authorization: `Bearer ${address.token}`,
            'content-type': 'application/json',
            'user-agent': `ocpi-conformance/${version/* PACKAGE_VERSION */.i}`,
            'x-github-api-version': '2022-11-28',
        },
        body: JSON.stringify(body),
        signal,
        dispatcher,
    });
    const text = await answer.body.text();
    if (answer.statusCode >= 200 && answer.statusCode < 300)
        return;
    throw new GitHubApiError(answer.statusCode, errorMessage(text) ?? `HTTP ${answer.statusCode}`);
}
/** GitHub's error body is {"message": ...}; anything else is named by its status alone. */
function errorMessage(text) {
    try {
        const message = JSON.parse(text).message;
        return typeof message === 'string' && message !== '' ? message.slice(0, 500) : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./lib/action/comment.js
var comment = __webpack_require__(86623);
;// CONCATENATED MODULE: ./lib/action/check-run.js



const ANNOTATIONS_PER_REQUEST = 50;
/** The permission the check run needs, named in every warning about it. */
const CHECKS_PERMISSION_HINT = "Give the job `permissions: checks: write` (pull requests from forks get a read-only token, so there the report stays in the job's summary).";
/** Why no check run can be updated before any request, or undefined. */
function checkRunUnusable(update, env) {
    const id = update.checkRunId.trim();
    if (id === '' || id.includes('${{')) {
        return "this runner does not give the job's check run id (`job.check_run_id`: GitHub Enterprise Server, or a runner from before September 2025), and check-run-id is empty. Leave check-run-id to its default on a runner that has it.";
    }
    if (!/^\d{1,20}$/.test(id)) {
        return `check-run-id "${id}" is not a check run id (a whole number). Leave check-run-id to its default, \${{ job.check_run_id }}.`;
    }
    const token = update.token?.trim() ?? '';
    if (token === '' || token.includes('${{')) {
        return `github-token is empty. ${CHECKS_PERMISSION_HINT}`;
    }
    if (!/^[^/]+\/[^/]+$/.test(env.GITHUB_REPOSITORY ?? '')) {
        return 'GITHUB_REPOSITORY does not name the repository (owner/name), so the check run cannot be addressed.';
    }
    return undefined;
}
async function updateCheckRun(update, secrets, env, 
/** The gate's deadline (epoch ms); the requests end COMMENT_AFTER_DEADLINE_MS later, as the comment's. */
gateDeadline, 
/** What the deadline and the time limit are counted on. */
clock = util_clock/* systemClock */.m) {
    const unusable = checkRunUnusable(update, env);
    if (unusable)
        return { sent: false, why: unusable };
    const repository = env.GITHUB_REPOSITORY;
    const address = {
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        repository,
        id: Number(update.checkRunId.trim()),
        token: update.token.trim(),
    };
    const limit = clock.limit(Math.max(comment/* COMMENT_MIN_MS */.g, gateDeadline + comment/* COMMENT_AFTER_DEADLINE_MS */.z - clock.now()), 'the check run update');
    const { signal } = limit;
    const { title, summary, text } = redactedOutput(update.output, secrets);
    const batches = inBatches(update.annotations, secrets);
    let sent = 0;
    try {
        for (const [i, annotations] of batches.entries()) {
            // Only the first request carries the text; every request carries title and summary.
            const output = i === 0 ? { title, summary, text, annotations } : { title, summary, annotations };
            await patchCheckRun(address, { output }, signal);
            sent++;
        }
        return { sent: true, requests: sent };
    }
    catch (error) {
        const partly = sent > 0
            ? ` ${sent} of ${batches.length} requests had been sent (${Math.min(update.annotations.length, sent * ANNOTATIONS_PER_REQUEST)} of ${update.annotations.length} annotations).`
            : '';
        return { sent: false, why: `${refusal(error, address.id, repository, signal)}${partly}` };
    }
    finally {
        limit.clear();
    }
}
function redactedOutput(output, secrets) {
    // The renderers redact before they cut; this pass only guards. A mask is never longer than a
    // secret it replaces, so no field grows past its budget.
    return {
        title: secrets.redact(output.title),
        summary: secrets.redact(output.summary),
        text: secrets.redact(output.text),
    };
}
/** The annotations in requests of 50; one request (the output alone) when there are none. */
function inBatches(annotations, secrets) {
    const batches = [];
    for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
        batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST).map((a) => ({
            ...a,
            title: secrets.redact(a.title),
            message: secrets.redact(a.message),
            ...(a.raw_details === undefined ? {} : { raw_details: secrets.redact(a.raw_details) }),
        })));
    }
    return batches.length > 0 ? batches : [[]];
}
/** What GitHub's answer means, and what to do. */
function refusal(error, id, repository, signal) {
    const status = error.status;
    const message = error.message;
    if (status === 429 || /rate limit/i.test(message)) {
        return `GitHub's rate limit stopped the update of check run ${id} (${status ?? 'rate limited'}: ${message}). Re-run the job later; a run with thousands of failed checks needs a request for every 50.`;
    }
    if (status === 403 || status === 401 || /not accessible by integration/i.test(message)) {
        return `GitHub refused to update check run ${id} (${status ?? 'forbidden'}: ${message}). ${CHECKS_PERMISSION_HINT}`;
    }
    if (status === 404) {
        return `GitHub did not find check run ${id} in ${repository} (404: ${message}). check-run-id must be this job's own check run: leave it to its default. A token without \`checks: write\` may be answered 404 too.`;
    }
    if (signal.aborted) {
        return `GitHub did not answer in time (the check run gets ${comment/* COMMENT_AFTER_DEADLINE_MS */.z / 1000} s after the run's timeout-minutes, and at least ${comment/* COMMENT_MIN_MS */.g / 1000} s). Re-run the job if GitHub was slow.`;
    }
    return `updating check run ${id} failed: ${message}${status ? ` (HTTP ${status})` : ''}.`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./lib/action/check-run-place.js
/**
 * Where the check run's annotations point. GitHub shows an annotation against a file of the
 * repository and a line in it, so: a journey read from a file of the repository points at that
 * file (at the part of the definition the check's module is about, when there is one); anything
 * else points at the workflow file, at the step that runs this action (GITHUB_WORKFLOW_REF names
 * the file; the checked-out copy under GITHUB_WORKSPACE gives the line), or at line 1 when the
 * file cannot be read (no checkout) or the step cannot be told.
 */


/**
 * The parts of a journey definition a check's module is about: session updates for sessions,
 * the completion (CDR delay) for CDRs. Other checks point at the file's first line.
 */
const JOURNEY_KEY_OF_MODULE = { sessions: 'session', cdrs: 'completion' };
/** undefined: the runner does not say which workflow file runs (GITHUB_WORKFLOW_REF). */
async function annotationPlaces(env, journeySource) {
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const journey = journeySource ? await journeyPlaces(journeySource, workspace) : undefined;
    if (journey)
        return journey;
    const workflow = /^[^/]+\/[^/]+\/(.+?)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
    if (!workflow)
        return undefined;
    const text = readText(external_node_path_.join(workspace, workflow));
    const line = text === undefined ? undefined : await stepLine(text, env);
    return {
        place: () => ({ path: workflow, line: line ?? 1 }),
        described: line === undefined
            ? `${workflow}, line 1 (${text === undefined ? 'the workflow file is not checked out' : "this action's step was not found in it"})`
            : `${workflow}, line ${line} (this action's step)`,
    };
}
/** A journey file inside the workspace (so, of the repository); inline JSON has no file. */
async function journeyPlaces(source, workspace) {
    if (source.trim().startsWith('{'))
        return undefined;
    const file = external_node_path_.resolve(workspace, source.trim());
    const relative = external_node_path_.relative(workspace, file);
    if (!relative || relative.startsWith('..') || external_node_path_.isAbsolute(relative))
        return undefined;
    const text = readText(file);
    if (text === undefined)
        return undefined;
    const repoPath = relative.split(external_node_path_.sep).join('/');
    const { parseDocument, LineCounter, isMap, isScalar } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    const lines = new LineCounter();
    const document = parseDocument(text, { lineCounter: lines });
    const keyLines = new Map();
    if (isMap(document.contents)) {
        for (const pair of document.contents.items) {
            const start = pair.key?.range?.[0];
            if (isScalar(pair.key) && start !== undefined) {
                keyLines.set(String(pair.key.value), lines.linePos(start).line);
            }
        }
    }
    return {
        place: ({ item }) => {
            const key = JOURNEY_KEY_OF_MODULE[item.module ?? ''];
            return { path: repoPath, line: (key && keyLines.get(key)) || 1 };
        },
        described: `the journey file ${repoPath}`,
    };
}
function readText(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
/**
 * The line of this action's step in the workflow: the step whose `id` is GITHUB_ACTION (a step
 * with an id), else the step that `uses:` this action (GITHUB_ACTION_REPOSITORY, or a local
 * `./` action), the nth when GITHUB_ACTION ends in _n (the runner's name for the nth use).
 */
async function stepLine(text, env) {
    const { parseDocument, LineCounter, isMap, isSeq } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    const lines = new LineCounter();
    const document = parseDocument(text, { lineCounter: lines });
    const steps = document.getIn(['jobs', env.GITHUB_JOB ?? '', 'steps'], true);
    if (!isSeq(steps))
        return undefined;
    const maps = steps.items.filter(isMap);
    const lineOf = (step) => {
        const uses = step.items.find((pair) => String(pair.key?.value) === 'uses');
        const start = (uses?.key ?? step).range?.[0];
        return start === undefined ? undefined : lines.linePos(start).line;
    };
    const action = env.GITHUB_ACTION ?? '';
    const byId = maps.find((step) => String(step.get('id') ?? '') === action);
    if (byId)
        return lineOf(byId);
    const repository = (env.GITHUB_ACTION_REPOSITORY ?? '').toLowerCase();
    const usesThis = maps.filter((step) => {
        const uses = String(step.get('uses') ?? '').toLowerCase();
        return repository
            ? uses.startsWith(`${repository}@`) || uses.startsWith(`${repository}/`)
            : uses.startsWith('./');
    });
    const nth = Number(/_(\d+)$/.exec(action)?.[1] ?? 1);
    const step = usesThis[nth - 1] ?? usesThis[0];
    return step ? lineOf(step) : undefined;
}

;// CONCATENATED MODULE: ./lib/action/check-run-publish.js
/**
 * The report on the job's own check run, for the main step and for merge mode: renders it
 * (report/check-run.ts), finds where the annotations point (./check-run-place.ts) and sends it
 * (./check-run.ts). Loaded only when annotations are on. When the check run cannot carry the
 * report, one warning says why and what to do, and the caller keeps its fallback.
 */





/** True when the job's check run carries the annotations (the caller then emits none). */
async function reportOnCheckRun(context, publishing) {
    const { core, log, secrets, env } = publishing;
    const redact = secrets.redact;
    // A warning when a failed or warned check would go unannotated; a clean run loses nothing the
    // job summary does not show, so it is told in the log only.
    const findings = context.failed.length + context.warned.length;
    const warn = (why) => {
        const message = `No report on the job's check run: ${why}`;
        if (findings === 0)
            log.info(message);
        else
            core.warning((0,util_text/* forLog */.Ig)(`${message} ${publishing.fallback}`, redact), {
                title: publishing.title,
            });
    };
    const update = {
        token: publishing.token,
        checkRunId: publishing.checkRunId,
    };
    const unusable = checkRunUnusable(update, env);
    if (unusable) {
        warn(unusable);
        return false;
    }
    const places = await annotationPlaces(env, publishing.journeySource);
    const output = renderCheckRunOutput({ ...context, redact });
    const annotations = places
        ? checkRunAnnotations(context.failed, context.warned, {
            place: places.place,
            wholeIn: 'the HTML report',
            redact,
        })
        : [];
    const outcome = await updateCheckRun({ ...update, output, annotations }, secrets, env, publishing.deadline, publishing.clock);
    if (!outcome.sent) {
        warn(outcome.why);
        return false;
    }
    if (!places) {
        log.info("The job's check run carries the report. The runner does not name the workflow file (GITHUB_WORKFLOW_REF), so its annotations stay workflow commands.");
        return false;
    }
    log.info(`The job's check run carries the report and ${(0,util_text/* plural */.LS)(annotations.length, 'annotation')} (${(0,util_text/* plural */.LS)(context.failed.length, 'failed check')} and ${context.warned.length} warned, at ${places.described}), in ${(0,util_text/* plural */.LS)(outcome.requests, 'request')}: open the job's page or the Checks tab.`);
    return true;
}


/***/ }),

/***/ 86623:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ COMMENT_MIN_MS),
/* harmony export */   postPullRequestComment: () => (/* binding */ postPullRequestComment),
/* harmony export */   postStickyComment: () => (/* binding */ postStickyComment),
/* harmony export */   z: () => (/* binding */ COMMENT_AFTER_DEADLINE_MS)
/* harmony export */ });
/* harmony import */ var _report_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37023);
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54202);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21413);
/**
 * Posts or updates the sticky pull request comment. @actions/github (Octokit) is loaded only here,
 * only when a comment is asked for, so that the common path stays fast. GITHUB_API_URL and
 * GITHUB_SERVER_URL are honoured (GitHub Enterprise Server). A comment is a courtesy: every
 * failure here is a warning, never a failed step.
 *
 * The body leaves the process here: it is rendered with the step's secret store's `redact`
 * applied to every piece of text before it is cut, and the whole body passes the store again.
 */



/** The permission a pull request comment needs, named in every warning about it. */
const PERMISSION_HINT = 'The job needs `permissions: pull-requests: write` (or `issues: write`). Pull requests from forks get a read-only token, so no comment can be posted there.';
/**
 * The comment's time limit: until the gate's deadline plus COMMENT_AFTER_DEADLINE_MS, and at least
 * COMMENT_MIN_MS after a gate that used all of timeout-minutes, so the step still ends within the
 * deadline plus 15 s.
 */
const COMMENT_AFTER_DEADLINE_MS = 12_000;
const COMMENT_MIN_MS = 2_000;
async function postPullRequestComment(token, context, log, 
/** The step's secret store. */
secrets, env = process.env, 
/** The gate's deadline (epoch ms); the comment's requests end COMMENT_AFTER_DEADLINE_MS later. */
gateDeadline, 
/** What the deadline and the time limit are counted on. */
clock = _util_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m) {
    const comment = {
        marker: (0,_report_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .commentMarker */ .Ql)(context.key),
        render: (runUrl) => (0,_report_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .renderComment */ .wQ)({ ...context, runUrl, redact: secrets.redact, names: _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .inputName */ .yu }),
    };
    await postStickyComment(token, comment, log, secrets, env, gateDeadline ?? clock.now(), clock);
}
/** Posts `comment`, or updates the comment of the pull request that holds its marker. */
async function postStickyComment(token, comment, log, secrets, env, gateDeadline, clock = _util_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m) {
    if (!token) {
        log.warning(`No PR comment: github-token is empty. ${PERMISSION_HINT}`);
        return;
    }
    const github = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(770)]).then(__webpack_require__.bind(__webpack_require__, 61351));
    const { repo, payload, eventName, sha, runId } = github.context;
    const serverUrl = env.GITHUB_SERVER_URL || 'https://github.com';
    const runUrl = env.GITHUB_REPOSITORY && runId
        ? `${serverUrl}/${env.GITHUB_REPOSITORY}/actions/runs/${runId}`
        : undefined;
    const octokit = github.getOctokit(token);
    // One time limit for every request of the comment. Set per request, not as a client option,
    // which would replace the runner's proxy-aware request defaults.
    const limit = clock.limit(Math.max(COMMENT_MIN_MS, gateDeadline + COMMENT_AFTER_DEADLINE_MS - clock.now()), 'the pull request comment');
    const { signal } = limit;
    octokit.hook.before('request', (options) => {
        options.request = { ...options.request, signal };
    });
    try {
        let number = payload.pull_request?.number;
        if (number === undefined && eventName === 'push') {
            // On a push, comment on the open pull request whose head is this commit.
            const pulls = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
                ...repo,
                commit_sha: sha,
            });
            number = pulls.data.find((pull) => pull.state === 'open')?.number;
        }
        if (number === undefined) {
            log.info(`No PR comment: this ${eventName || 'event'} is not tied to an open pull request.`);
            return;
        }
        const body = secrets.redact(comment.render(runUrl));
        const marker = comment.marker;
        let existing;
        // The comment may sit on any page of a long discussion: page through until it is found.
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
            ...repo,
            issue_number: number,
            per_page: 100,
        })) {
            existing = page.data.find((comment) => comment.body?.includes(marker))?.id;
            if (existing !== undefined)
                break;
        }
        if (existing !== undefined) {
            await octokit.rest.issues.updateComment({ ...repo, comment_id: existing, body });
            log.info(`Updated the conformance comment on pull request #${number}.`);
        }
        else {
            await octokit.rest.issues.createComment({ ...repo, issue_number: number, body });
            log.info(`Posted the conformance comment on pull request #${number}.`);
        }
    }
    catch (error) {
        log.warning(`No PR comment: ${failure(error, signal)}`);
    }
    finally {
        limit.clear();
    }
}
/** Why the comment failed, and what to do: GitHub's refusal, its silence, or the error. */
function failure(error, signal) {
    const status = error.status;
    const message = error.message;
    if (status === 403 || status === 401 || /not accessible by integration/i.test(message)) {
        return `GitHub refused it (${status ?? 'forbidden'}: ${message}). ${PERMISSION_HINT}`;
    }
    if (signal.aborted) {
        return `GitHub did not answer in time (the comment gets ${COMMENT_AFTER_DEADLINE_MS / 1000} s after the run's timeout-minutes, or after a merge, and at least ${COMMENT_MIN_MS / 1000} s); the verdict stands. Re-run the job to post it if GitHub was slow.`;
    }
    return `${message}${status ? ` (HTTP ${status})` : ''}.`;
}


/***/ }),

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


/***/ })

};

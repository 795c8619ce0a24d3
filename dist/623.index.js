export const id = 623;
export const ids = [623,4];
export const modules = {

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

export const id = 4;
export const ids = [4];
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


/***/ })

};

export const id = 922;
export const ids = [922];
export const modules = {

/***/ 95922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   defaultArtifactName: () => (/* binding */ defaultArtifactName),
/* harmony export */   uploadReportArtifact: () => (/* binding */ uploadReportArtifact)
/* harmony export */ });
/* unused harmony exports UPLOAD_WHEN, ARTIFACT_AFTER_DEADLINE_MS, ARTIFACT_MIN_MS, artifactUrl */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54202);
/* harmony import */ var _util_time_limit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95069);
/**
 * Uploads the report files (the redacted JSON, the HTML report, the JUnit file) as one workflow
 * artifact with GitHub's own @actions/artifact, so that the report can be opened after the job
 * ends. The package (and the Azure blob client it brings) is loaded only when an upload is due.
 *
 * An upload is a courtesy, like the PR comment: a runner without the artifact service's token
 * (ACTIONS_RUNTIME_TOKEN, missing on some self-hosted and local runners), a service error or the
 * time limit are warnings, never a failed step. The files go in flat, under their own names, from
 * a staging folder of hard links (a copy where links fail), because the package wants every file
 * under one root folder and the report file and the JUnit file may live far apart.
 */





const UPLOAD_WHEN = (/* unused pure expression or super */ null && (['always', 'on-failure', 'never']));
/**
 * The upload's time limit: until the gate's deadline plus ARTIFACT_AFTER_DEADLINE_MS, and at least
 * ARTIFACT_MIN_MS, so that the upload and the PR comment after it (see comment.ts) still end within
 * the deadline plus 15 s. An upload past its limit is abandoned (the step then exits).
 */
const ARTIFACT_AFTER_DEADLINE_MS = 8_000;
const ARTIFACT_MIN_MS = 5_000;
async function uploadReportArtifact(request, uploader) {
    const clock = request.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .systemClock */ .m;
    const files = request.files.filter((file) => Boolean(file));
    if (files.length === 0)
        return { warning: 'No report artifact: no report file was written.' };
    // Told apart before the package is loaded: without the token there is nothing it could do.
    if (!uploader && !request.env.ACTIONS_RUNTIME_TOKEN) {
        return { warning: `The report artifact was not uploaded: ${NO_SERVICE}` };
    }
    const staging = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(request.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir(), 'ocpi-conformance-artifact-'));
    try {
        const staged = await stage(files, staging);
        const upload = uploader ?? (await defaultUploader());
        const limitMs = Math.max(ARTIFACT_MIN_MS, request.deadline + ARTIFACT_AFTER_DEADLINE_MS - clock.now());
        const result = await (0,_util_time_limit_js__WEBPACK_IMPORTED_MODULE_4__/* .withTimeLimit */ .B)(upload(request.name, staged, staging, { retentionDays: request.retentionDays }), limitMs, clock, 'the artifact upload');
        if (result === undefined) {
            return {
                warning: `The report artifact was not uploaded: the upload took longer than ${Math.round(limitMs / 1000)} s, the time left after timeout-minutes.`,
            };
        }
        if (result.id === undefined) {
            return { warning: 'The report artifact was not uploaded: the artifact service gave no id.' };
        }
        return {
            id: result.id,
            url: artifactUrl(request.env, result.id),
            name: request.name,
            files: staged.map((file) => node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file)),
        };
    }
    catch (error) {
        return { warning: `The report artifact was not uploaded: ${describeUploadError(error)}` };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(staging, { recursive: true, force: true });
    }
}
/** The artifact's page, as actions/upload-artifact links it; undefined outside a workflow run. */
function artifactUrl(env, id) {
    if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID)
        return undefined;
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`;
}
/**
 * The artifact's default name: one per job and matrix leg, since two artifacts of one workflow run
 * cannot share a name. `leg` is the job-index input (not 0).
 */
function defaultArtifactName(env, leg) {
    const job = (env.GITHUB_JOB || 'job').replace(/[^A-Za-z0-9._-]+/g, '-');
    return `ocpi-conformance-${job}${leg ? `-${leg}` : ''}`;
}
/** Links (or copies) the files into the staging folder under distinct flat names. */
async function stage(files, staging) {
    const staged = [];
    const taken = new Set();
    for (const file of files) {
        const base = node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file);
        let name = base;
        for (let n = 2; taken.has(name); n++)
            name = `${n}-${base}`;
        taken.add(name);
        const target = node_path__WEBPACK_IMPORTED_MODULE_2__.join(staging, name);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(file, target).catch(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(file, target));
        staged.push(target);
    }
    return staged;
}
async function defaultUploader() {
    // Loaded only when an upload is due: the package brings the Azure blob client.
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(351), __webpack_require__.e(724), __webpack_require__.e(111)]).then(__webpack_require__.bind(__webpack_require__, 40111));
    const client = new DefaultArtifactClient();
    return (name, files, root, options) => client.uploadArtifact(name, files, root, options);
}
const NO_SERVICE = "this runner does not offer GitHub's artifact service (no ACTIONS_RUNTIME_TOKEN or ACTIONS_RESULTS_URL; some self-hosted and local runners do not). The files stay on the runner (outputs report-file and html-report); set upload-report: never to skip the upload.";
/** The package's errors, with what to do about the usual ones. */
function describeUploadError(error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message))
        return NO_SERVICE;
    if (/GHES|Enterprise Server/i.test(message)) {
        return `${message.replace(/\.$/, '')}. Set upload-report: never on GitHub Enterprise Server.`;
    }
    if (/already exists|Conflict/i.test(message)) {
        return `${message.replace(/\.$/, '')}. Each artifact of a workflow run needs its own name: set artifact-name.`;
    }
    return message;
}


/***/ }),

/***/ 95069:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ withTimeLimit)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54202);
/**
 * Waits for `work` at most `ms`: its value, or undefined when the time ran out first. The work is
 * not stopped (pass it a signal for that); it is only no longer waited for, and a later failure of
 * it is handled here, so it cannot surface as an unhandled rejection. The time is `clock`'s.
 */

async function withTimeLimit(work, ms, clock = _clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m, what) {
    const limit = clock.limit(ms, what);
    const over = new Promise((resolve) => {
        limit.signal.addEventListener('abort', () => resolve(undefined), { once: true });
    });
    try {
        return await Promise.race([work, over]);
    }
    finally {
        limit.clear();
    }
}


/***/ })

};

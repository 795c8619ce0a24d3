export const id = 989;
export const ids = [989];
export const modules = {

/***/ 12989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ writeBundleFile),
/* harmony export */   MN: () => (/* binding */ reportStatement),
/* harmony export */   loadSigningKey: () => (/* binding */ loadSigningKey),
/* harmony export */   writeKeySignedBundle: () => (/* binding */ writeKeySignedBundle)
/* harmony export */ });
/* unused harmony exports bundleFileOf, fileSha256 */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46466);
/* harmony import */ var _core_catalogue_attestation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26047);
/* harmony import */ var _report_attestation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64176);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(13411);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27376);
/**
 * The run's result, attested (issue 44), for either front end: the report file hashed as it was
 * written, the in-toto Statement of the result (report/attestation.ts), and for `run --sign-key`
 * the Statement signed with the key into a Sigstore bundle beside the report file. The action
 * signs the same Statement keyless (action/attest.ts). The key's code (attestation-key.ts, with
 * @sigstore/bundle) is loaded only when a key is given; a signature never changes the verdict.
 */








/** Where the bundle of a file goes: beside it, named after it (Sigstore's convention). */
const bundleFileOf = (reportFile) => `${reportFile}${_core_catalogue_attestation_js__WEBPACK_IMPORTED_MODULE_4__/* .BUNDLE_SUFFIX */ .Zf}`;
/** The sha256 of a file's bytes, lowercase hex, read as a stream (a report may be hundreds of MB). */
async function fileSha256(file) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file, { highWaterMark: 1_048_576 }), hash);
    return hash.digest('hex');
}
/** The Statement of a run whose report file was written; undefined without a verdict. */
async function reportStatement(reportFile, settings, result, source, secrets) {
    return (0,_report_attestation_js__WEBPACK_IMPORTED_MODULE_5__/* .testResultStatement */ .tO)({
        reportFile: { name: node_path__WEBPACK_IMPORTED_MODULE_2__.basename(reportFile), sha256: await fileSha256(reportFile) },
        result,
        policy: settings.policy,
        baseUrl: settings.baseUrl,
        module: settings.module,
        source,
        toolName: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .PACKAGE_NAME */ .r,
        toolVersion: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .PACKAGE_VERSION */ .i,
        redact: secrets.redact,
    });
}
/** The key of `run --sign-key`, read before any request: a key that cannot sign is an input error. */
async function loadSigningKey(file, option) {
    const { loadKeySigner } = await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(275)]).then(__webpack_require__.bind(__webpack_require__, 24275));
    return loadKeySigner(file, option);
}
/**
 * The report file's Statement signed with the key, written beside it; returns the bundle's path,
 * or undefined when there is nothing to attest or it could not be written (said in the log).
 */
async function writeKeySignedBundle(reportFile, signer, attested, { log, secrets, option, }) {
    const file = bundleFileOf(reportFile);
    return (0,_files_js__WEBPACK_IMPORTED_MODULE_6__/* .writeTextFile */ .Tl)(file, async () => {
        const statement = await reportStatement(reportFile, attested.settings, attested.result, attested.source, secrets);
        if (!statement)
            throw new Error('the run has no verdict to attest');
        const payload = Buffer.from(JSON.stringify(statement), 'utf8');
        return `${JSON.stringify(signer.sign(payload, _report_attestation_js__WEBPACK_IMPORTED_MODULE_5__/* .IN_TOTO_PAYLOAD_TYPE */ .T4), null, 2)}\n`;
    }, {
        log,
        option,
        written: `The attestation of ${node_path__WEBPACK_IMPORTED_MODULE_2__.basename(reportFile)} (${statementWords(attested.result)}, signed with the ${signer.kind} key ${signer.hint.slice(0, 16)})`,
        failed: 'the attestation',
    });
}
function statementWords(result) {
    return result.verdict ? `verdict ${result.verdict}` : 'no verdict';
}
/** A bundle signed elsewhere (the action's keyless attestation), written beside the report file. */
async function writeBundleFile(reportFile, bundle, { log, option }) {
    return (0,_files_js__WEBPACK_IMPORTED_MODULE_6__/* .writeTextFile */ .Tl)(bundleFileOf(reportFile), () => `${JSON.stringify(bundle, null, 2)}\n`, {
        log,
        option,
        written: `The attestation's Sigstore bundle`,
        failed: "the attestation's Sigstore bundle",
    });
}


/***/ }),

/***/ 64176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T4: () => (/* binding */ IN_TOTO_PAYLOAD_TYPE),
/* harmony export */   gG: () => (/* binding */ TEST_RESULT_PREDICATE_TYPE),
/* harmony export */   hT: () => (/* binding */ attestationSummary),
/* harmony export */   tO: () => (/* binding */ testResultStatement)
/* harmony export */ });
/* unused harmony exports STATEMENT_TYPE, CONFIGURATION, testResultOf, valueDescriptor, resourceUri */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63021);
/**
 * The run's result as an in-toto Statement (https://in-toto.io/Statement/v1) with the test-result
 * predicate (https://in-toto.io/attestation/test-result/v0.1): what `run --sign-key` signs with a
 * key and the action's `attest` signs keyless (issue 44). Pure: the app layer hashes the report
 * file and signs; a front end shows it.
 *
 * - `subject`: the report file, by its name and sha256: a signature then says which file was graded.
 * - `predicate.result`: FAILED for the verdicts fail and error; WARNED for a pass that is not clean
 *   (a check warned, failed within the threshold, was allowed, not observed or not reached, or a
 *   module was withheld); PASSED for a pass of every listed check.
 * - `predicate.configuration`: what the run was and what graded it, one ResourceDescriptor each
 *   (CONFIGURATION names them): the service and the partner by URI, the tested commit by its
 *   `gitCommit` digest, this tool by its package URL, and the values (OCPI version, modules,
 *   seed, threshold, suite ids, report id) as JSON `content` with the same value in
 *   `annotations.value`, readable without decoding.
 * - `predicate.url`: the CI run, else the share link (the report descriptor's `downloadLocation`).
 * - `passedTests`, `warnedTests`, `failedTests`: the checks by test id, in report order; failed
 *   includes the failures the policy allowed (they failed; the `report` descriptor's counts tell
 *   them apart). Unobservable and unreached checks are in no list: they have no result.
 * Every text from the service or the user passes `redact` first: a Statement of a public
 * repository is public in Sigstore's transparency log.
 */

const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
const TEST_RESULT_PREDICATE_TYPE = 'https://in-toto.io/attestation/test-result/v0.1';
/** The DSSE payload type of an in-toto Statement. */
const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
/** The names of the configuration's descriptors: what a verifier looks each value up by. */
const CONFIGURATION = {
    service: 'service',
    partner: 'partner',
    ocpiVersion: 'ocpi-version',
    modules: 'modules',
    seed: 'seed',
    threshold: 'threshold',
    suites: 'suites',
    report: 'report',
    commit: 'commit',
    tool: 'tool',
};
/**
 * The predicate's result of a verdict: FAILED for fail and error; WARNED for a pass with anything
 * short of a clean pass of every check the report lists; PASSED otherwise.
 */
function testResultOf(verdict, grade) {
    if (verdict !== 'pass')
        return 'FAILED';
    if (!grade)
        return 'WARNED';
    const { warned, failed, allowed, unobservable, unreached } = grade.counts;
    const short = warned + failed + allowed + unobservable + unreached;
    return short > 0 || grade.withheldModules.length > 0 ? 'WARNED' : 'PASSED';
}
/** The Statement of a run with a verdict and a report file; undefined without a verdict. */
function testResultStatement(input) {
    const { result } = input;
    if (result.verdict === undefined)
        return undefined;
    const redact = input.redact ?? ((text) => text);
    const tests = testsByResult(result);
    const url = input.source.runUrl ?? result.share?.url;
    return {
        _type: STATEMENT_TYPE,
        subject: [{ name: redact(input.reportFile.name), digest: { sha256: input.reportFile.sha256 } }],
        predicateType: TEST_RESULT_PREDICATE_TYPE,
        predicate: {
            result: testResultOf(result.verdict, result.grade),
            configuration: configuration(input, redact),
            ...(url ? { url: resourceUri(redact(url)) } : {}),
            passedTests: tests.passed.map(redact),
            warnedTests: tests.warned.map(redact),
            failedTests: tests.failed.map(redact),
        },
    };
}
/** The checks' test ids by the predicate's lists, in report order. */
function testsByResult(result) {
    const lists = { passed: [], warned: [], failed: [] };
    const grade = result.grade;
    if (!grade)
        return lists;
    // The grade lists every check that did not pass by the report's own check objects.
    const outcomeOf = new Map();
    for (const [outcome, graded] of Object.entries(grade.checks)) {
        for (const item of graded)
            outcomeOf.set(item.check, outcome);
    }
    for (const suite of result.report?.suites ?? []) {
        for (const check of suite.checks) {
            const outcome = outcomeOf.get(check) ?? 'passed';
            if (outcome === 'passed')
                lists.passed.push(check.testId);
            else if (outcome === 'warned')
                lists.warned.push(check.testId);
            else if (outcome === 'failed' || outcome === 'allowed')
                lists.failed.push(check.testId);
        }
    }
    return lists;
}
function configuration(input, redact) {
    const { result, policy } = input;
    const report = result.report;
    const suites = report?.suites ?? [];
    const distinct = (values) => [...new Set(values.filter((v) => Boolean(v)))].map(redact);
    const modules = distinct(suites.map((suite) => suite.module));
    const ocpiVersion = report?.ocpiVersion ?? result.connection?.ocpiVersion;
    const descriptors = [
        { name: CONFIGURATION.service, uri: resourceUri(redact(input.baseUrl)) },
    ];
    const connection = result.connection;
    if (connection?.partnerBaseUrl) {
        descriptors.push({
            name: CONFIGURATION.partner,
            uri: resourceUri(redact(connection.partnerBaseUrl)),
            annotations: {
                connectionId: redact(connection._id),
                ourRole: redact(connection.ourRole),
                theirRole: redact(connection.theirRole),
            },
        });
    }
    if (ocpiVersion)
        descriptors.push(valueDescriptor(CONFIGURATION.ocpiVersion, redact(ocpiVersion)));
    descriptors.push(valueDescriptor(CONFIGURATION.modules, modules.length > 0 ? modules : distinct([input.module])), valueDescriptor(CONFIGURATION.seed, redact(result.seed)), valueDescriptor(CONFIGURATION.threshold, policy.threshold, {
        failOn: [...policy.failOn],
        allowFailures: policy.allowFailures.map(redact),
        flakyFailures: policy.flakyFailures,
    }), valueDescriptor(CONFIGURATION.suites, distinct(suites.map((suite) => suite.suiteId))));
    if (result.reportId)
        descriptors.push(reportDescriptor(input, redact));
    const commit = commitDescriptor(input.source, redact);
    if (commit)
        descriptors.push(commit);
    descriptors.push({
        name: CONFIGURATION.tool,
        uri: `pkg:npm/${input.toolName}@${input.toolVersion}`,
    });
    return descriptors;
}
/** The report: its id, where its share link is, and what the gate made of it. */
function reportDescriptor(input, redact) {
    const { result } = input;
    const grade = result.grade;
    const share = result.share?.url;
    return {
        ...valueDescriptor(CONFIGURATION.report, redact(result.reportId), {
            verdict: result.verdict,
            status: result.report?.status ? redact(result.report.status) : undefined,
            runKind: result.report?.runKind ? redact(result.report.runKind) : undefined,
            counts: grade?.counts,
            passRate: grade?.passRate,
            withheldModules: grade?.withheldModules.map(redact),
        }),
        ...(share ? { downloadLocation: resourceUri(redact(share)) } : {}),
    };
}
/** The commit under test, by its git object id; none when the CI did not say one. */
function commitDescriptor(source, redact) {
    const commit = source.commit?.trim().toLowerCase();
    if (!commit || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(commit))
        return undefined;
    return {
        name: CONFIGURATION.commit,
        ...(source.repository ? { uri: `git+${resourceUri(redact(source.repository))}` } : {}),
        digest: { gitCommit: commit },
    };
}
/**
 * A value as a descriptor: JSON in `content` (the descriptor's one required field of uri, digest
 * or content), and the same value in `annotations.value` for readers who do not decode.
 */
function valueDescriptor(name, value, annotations = {}) {
    const kept = Object.fromEntries(Object.entries(annotations).filter(([, v]) => v !== undefined));
    return {
        name,
        content: Buffer.from(JSON.stringify(value), 'utf8').toString('base64'),
        mediaType: 'application/json',
        annotations: { value, ...kept },
    };
}
/**
 * A URI as in-toto's ResourceURI wants it: scheme and authority in lowercase (RFC 3986 6.2.2.1),
 * which WHATWG URL parsing gives; a text that is no URL is kept as it is.
 */
function resourceUri(text) {
    try {
        return new URL(text).href;
    }
    catch {
        return text;
    }
}
/** The job summary's section on the attestation: where it is and how to check it, or why none. */
function attestationSummary(summary, redact) {
    const md = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownText */ .p7)(redact);
    const lines = ['### Attestation', ''];
    if (summary.problem) {
        lines.push(`Not attested: ${md.inline(summary.problem, 600)}`);
        return lines.join('\n');
    }
    const stored = summary.id && summary.url
        ? `stored as [attestation ${md.inline(summary.id)}](${summary.url}) of this repository`
        : 'not stored as an attestation of this repository';
    const where = summary.instance === 'public-good'
        ? "on Sigstore's public-good instance, whose transparency log (Rekor) keeps a public entry naming this repository and workflow"
        : "on GitHub's Sigstore instance (no public transparency log)";
    lines.push(`The result is signed with this workflow's identity ${where}, and ${stored}.${summary.bundleName ? ` Its Sigstore bundle, ${md.code(summary.bundleName)}, is kept with the report files.` : ''} Check the report file against it:`);
    if (summary.verifyCommand)
        lines.push('', '```sh', redact(summary.verifyCommand), '```');
    return lines.join('\n');
}


/***/ })

};

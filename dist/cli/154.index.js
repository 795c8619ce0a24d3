export const id = 154;
export const ids = [154,989];
export const modules = {

/***/ 2989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ku: () => (/* binding */ bundleFileOf),
/* harmony export */   loadSigningKey: () => (/* binding */ loadSigningKey),
/* harmony export */   sN: () => (/* binding */ fileSha256),
/* harmony export */   writeKeySignedBundle: () => (/* binding */ writeKeySignedBundle)
/* harmony export */ });
/* unused harmony exports reportStatement, writeBundleFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6466);
/* harmony import */ var _core_catalogue_attestation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6047);
/* harmony import */ var _report_attestation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4176);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3411);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7376);
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
    const { loadKeySigner } = await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(275)]).then(__webpack_require__.bind(__webpack_require__, 4275));
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
    return writeTextFile(bundleFileOf(reportFile), () => `${JSON.stringify(bundle, null, 2)}\n`, {
        log,
        option,
        written: `The attestation's Sigstore bundle`,
        failed: "the attestation's Sigstore bundle",
    });
}


/***/ }),

/***/ 154:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runVerifyCommand: () => (/* binding */ runVerifyCommand)
});

// UNUSED EXPORTS: VERIFY_COMMAND, attestedLines

// EXTERNAL MODULE: ./lib/app/attestation.js
var attestation = __webpack_require__(2989);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __webpack_require__(1040);
// EXTERNAL MODULE: ./node_modules/@sigstore/core/dist/index.js
var core_dist = __webpack_require__(3917);
// EXTERNAL MODULE: ./node_modules/@sigstore/protobuf-specs/dist/index.js
var protobuf_specs_dist = __webpack_require__(9654);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __webpack_require__(4187);
// EXTERNAL MODULE: ./lib/report/attestation.js
var report_attestation = __webpack_require__(4176);
// EXTERNAL MODULE: ./lib/util/errors.js
var errors = __webpack_require__(9661);
;// CONCATENATED MODULE: ./lib/app/attested.js
/**
 * What a verified attestation says (issue 44, point 3): the in-toto Statement read back from a
 * signed envelope's payload, held to the Statement and test-result predicate types, and its
 * configuration read by the names report/attestation.ts writes. Read only after the signature
 * holds; still checked field by field, since a trusted signer may run another tool.
 */

function readStatement(payload) {
    let statement;
    try {
        statement = JSON.parse(payload.toString('utf8'));
    }
    catch (error) {
        return { problems: [`The envelope's payload is not JSON (${error.message}).`] };
    }
    if (statement?._type !== report_attestation/* STATEMENT_TYPE */.zG) {
        return {
            problems: [`The payload is no in-toto Statement v1: its _type is ${show(statement?._type)}.`],
        };
    }
    const problems = [];
    if (statement.predicateType !== report_attestation/* TEST_RESULT_PREDICATE_TYPE */.gG) {
        problems.push(`The predicate type is ${show(statement.predicateType)}, not the test-result predicate ${report_attestation/* TEST_RESULT_PREDICATE_TYPE */.gG}.`);
    }
    const predicate = (statement.predicate ?? {});
    return { attested: attestedOf(statement, predicate), problems };
}
function attestedOf(statement, predicate) {
    const configuration = (Array.isArray(predicate.configuration) ? predicate.configuration : []);
    const named = (name) => configuration.find((d) => d?.name === name);
    const value = (name) => descriptorValue(named(name));
    const report = named(report_attestation/* CONFIGURATION */.jZ.report);
    const commit = named(report_attestation/* CONFIGURATION */.jZ.commit);
    const lists = {
        passed: strings(predicate.passedTests),
        warned: strings(predicate.warnedTests),
        failed: strings(predicate.failedTests),
    };
    const counts = (report?.annotations?.counts ?? {});
    const count = (key) => typeof counts[key] === 'number' ? counts[key] : undefined;
    const attested = {
        result: typeof predicate.result === 'string' ? predicate.result : '(none)',
        subjects: subjectsOf(statement.subject),
        verdict: attested_text(report?.annotations?.verdict),
        ocpiVersion: attested_text(value(report_attestation/* CONFIGURATION */.jZ.ocpiVersion)),
        modules: strings(value(report_attestation/* CONFIGURATION */.jZ.modules)),
        seed: attested_text(value(report_attestation/* CONFIGURATION */.jZ.seed)),
        threshold: typeof value(report_attestation/* CONFIGURATION */.jZ.threshold) === 'number'
            ? value(report_attestation/* CONFIGURATION */.jZ.threshold)
            : undefined,
        suites: strings(value(report_attestation/* CONFIGURATION */.jZ.suites)),
        reportId: attested_text(value(report_attestation/* CONFIGURATION */.jZ.report)),
        shareUrl: attested_text(report?.downloadLocation),
        service: attested_text(named(report_attestation/* CONFIGURATION */.jZ.service)?.uri),
        partner: attested_text(named(report_attestation/* CONFIGURATION */.jZ.partner)?.uri),
        commit: attested_text(commit?.digest?.gitCommit),
        repository: attested_text(commit?.uri)?.replace(/^git\+/, ''),
        url: attested_text(predicate.url),
        tool: attested_text(named(report_attestation/* CONFIGURATION */.jZ.tool)?.uri),
        counts: {
            passed: count('passed') ?? lists.passed.length,
            warned: count('warned') ?? lists.warned.length,
            failed: count('failed') ?? lists.failed.length,
            allowed: count('allowed'),
            unobservable: count('unobservable'),
            unreached: count('unreached'),
            total: count('total'),
        },
    };
    return attested;
}
/** A descriptor's value: its JSON content, else its annotations' value. */
function descriptorValue(descriptor) {
    if (!descriptor)
        return undefined;
    if (typeof descriptor.content === 'string') {
        try {
            return JSON.parse(Buffer.from(descriptor.content, 'base64').toString('utf8'));
        }
        catch {
            // Not JSON: the annotation, if any.
        }
    }
    return descriptor.annotations?.value;
}
function subjectsOf(subject) {
    if (!Array.isArray(subject))
        return [];
    return subject.flatMap((s) => {
        const sha256 = s?.digest?.sha256;
        return typeof sha256 === 'string' ? [{ name: attested_text(s.name) ?? '_', sha256 }] : [];
    });
}
const attested_text = (value) => (typeof value === 'string' ? value : undefined);
const strings = (value) => Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
function show(value) {
    return value === undefined ? 'missing' : JSON.stringify(value).slice(0, 200);
}

;// CONCATENATED MODULE: ./lib/app/verify-attestation.js
/**
 * `ocpi-conformance verify` (issue 44, point 3): whether a Sigstore bundle attests a report file.
 * In order, each a reason to stop: the bundle is a Sigstore bundle of one DSSE envelope of an
 * in-toto Statement; its signature verifies (with the public key given, offline; or, keyless,
 * its certificate chains to the trusted root, with a transparency-log entry or a signed timestamp,
 * and names the repository and signer workflow expected); then the Statement's predicate type is
 * the test-result predicate and the report file's sha256 is a subject's. What was attested is
 * read from the Statement only once the signature holds. Signature checks are @sigstore/verify's.
 *
 * A file that cannot be read is an input error (InputError, naming its option); anything that
 * does not verify is a problem in the outcome, worded to say exactly what failed.
 */










/** Fulcio's certificate extension: the repository the workflow ran for (Source Repository URI). */
const OID_SOURCE_REPOSITORY_URI = '1.3.6.1.4.1.57264.1.12';
async function verifyAttestation(request) {
    const { options } = request;
    const digest = await readable(() => (0,attestation/* fileSha256 */.sN)(request.reportFile), 'report', `${options.report} ${request.reportFile}`);
    const text = await readable(() => (0,promises_.readFile)(request.bundleFile, 'utf8'), 'bundle', `${options.bundle} ${request.bundleFile}`);
    const trust = await trustOf(request);
    const bundle = parsedBundle(text, request.bundleFile);
    if ('problem' in bundle)
        return { verified: false, problems: [bundle.problem] };
    const signature = checkSignature(bundle.bundle, trust);
    if (typeof signature !== 'string')
        return { verified: false, problems: [signature.problem] };
    const envelope = bundle.bundle.content.dsseEnvelope;
    const read = readStatement(envelope.payload);
    if (!('attested' in read))
        return { verified: false, problems: read.problems };
    const problems = [...read.problems];
    if (!read.attested.subjects.some((subject) => subject.sha256 === digest)) {
        const named = read.attested.subjects.map((s) => `${s.name} ${s.sha256}`).join(', ');
        problems.push(`The report file's sha256 is ${digest}, which is no subject of the attestation (${named || 'none'}): ${request.reportFile} is not the file that was signed (it was changed since, or it is another run's report).`);
    }
    if (problems.length > 0)
        return { verified: false, problems };
    return { verified: true, signedBy: signature, attested: read.attested };
}
/** A file read, or an InputError that names it: a file not there is not a failed verification. */
async function readable(read, field, named) {
    try {
        return await read();
    }
    catch (error) {
        const code = error.code ?? error.message;
        throw new errors/* InputError */.d(field, `${named} cannot be read (${code}).`);
    }
}
async function trustOf({ signer, options }) {
    if (signer.kind === 'key') {
        const named = `${options.key} ${signer.keyFile}`;
        const pem = await readable(() => (0,promises_.readFile)(signer.keyFile), 'key', named);
        let key;
        try {
            // A private key gives its public key; only the public key is needed.
            key = (0,external_node_crypto_.createPublicKey)(pem);
        }
        catch {
            throw new errors/* InputError */.d('key', `${named} is not a PEM public key (-----BEGIN PUBLIC KEY-----).`);
        }
        const spki = key.export({ type: 'spki', format: 'der' });
        const fingerprint = (0,external_node_crypto_.createHash)('sha256').update(spki).digest('hex');
        return { kind: 'key', key, fingerprint, keyFile: signer.keyFile };
    }
    const named = `${options.trustedRoot} ${signer.trustedRootFile}`;
    const text = await readable(() => (0,promises_.readFile)(signer.trustedRootFile, 'utf8'), 'trusted-root', named);
    return { kind: 'identity', material: trustMaterialOf(text, named), signer };
}
/**
 * Sigstore's trusted root (trusted_root.json), or several, one a line, as `gh attestation
 * trusted-root` writes them (Sigstore's public instance and GitHub's): trusted together.
 */
function trustMaterialOf(text, named) {
    const trimmed = text.trim();
    const documents = trimmed.startsWith('{') && !trimmed.includes('}\n{') ? [trimmed] : trimmed.split(/\n+/);
    try {
        const roots = documents.map((line) => protobuf_specs_dist.TrustedRoot.fromJSON(JSON.parse(line)));
        const merged = protobuf_specs_dist.TrustedRoot.fromJSON({});
        for (const root of roots) {
            merged.tlogs.push(...root.tlogs);
            merged.ctlogs.push(...root.ctlogs);
            merged.certificateAuthorities.push(...root.certificateAuthorities);
            merged.timestampAuthorities.push(...root.timestampAuthorities);
        }
        if (merged.certificateAuthorities.length === 0)
            throw new Error('it names no certificate authority');
        return (0,verify_dist/* toTrustMaterial */.jO)(merged);
    }
    catch (error) {
        throw new errors/* InputError */.d('trusted-root', `${named} is not a Sigstore trusted root (${error.message}). Write one with: gh attestation trusted-root > trusted_root.jsonl`);
    }
}
/** The bundle, checked to be a Sigstore bundle of one DSSE envelope of an in-toto Statement. */
function parsedBundle(text, file) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        return {
            problem: `${file} is not JSON (${error.message}): it is no Sigstore bundle.`,
        };
    }
    const signatures = json.dsseEnvelope
        ?.signatures;
    if (Array.isArray(signatures) && signatures.length !== 1) {
        return {
            problem: `The bundle's envelope holds ${signatures.length} signatures; a Sigstore bundle holds exactly one, so none of them is taken.`,
        };
    }
    let bundle;
    try {
        bundle = (0,dist/* bundleFromJSON */.vw)(json);
    }
    catch (error) {
        if (!(error instanceof dist/* ValidationError */.yI))
            throw error;
        return {
            problem: `${file} is not a Sigstore bundle this tool can check: ${error.fields.length > 0 ? `${error.fields.join(', ')} missing or invalid` : error.message}.`,
        };
    }
    if (bundle.content.$case !== 'dsseEnvelope') {
        return { problem: 'The bundle signs a message, not a DSSE envelope of an attestation.' };
    }
    const type = bundle.content.dsseEnvelope.payloadType;
    if (type !== report_attestation/* IN_TOTO_PAYLOAD_TYPE */.T4) {
        return {
            problem: `The envelope's payload type is "${type}", not "${report_attestation/* IN_TOTO_PAYLOAD_TYPE */.T4}": it holds no in-toto Statement.`,
        };
    }
    return { bundle };
}
/** Who signed, in words, when the signature verifies; else the problem. */
function checkSignature(bundle, trust) {
    const material = bundle.verificationMaterial.content;
    if (trust.kind === 'key') {
        if (material.$case !== 'publicKey') {
            return {
                problem: 'The bundle is signed keyless (with a certificate), not with a key: verify it with --repository (and --signer-workflow, --trusted-root).',
            };
        }
        const keys = {
            certificateAuthorities: [],
            timestampAuthorities: [],
            tlogs: [],
            ctlogs: [],
            publicKey: () => ({ publicKey: trust.key, validFor: () => true }),
        };
        const verifier = new verify_dist/* Verifier */.BL(keys, { tlogThreshold: 0, ctlogThreshold: 0, tsaThreshold: 0 });
        try {
            verifier.verify((0,verify_dist/* toSignedEntity */.DC)(bundle));
        }
        catch (error) {
            const hint = material.publicKey.hint;
            const why = hint && hint !== trust.fingerprint
                ? `the bundle was signed with another key (it names the key ${hint.slice(0, 16)}; ${trust.keyFile} is ${trust.fingerprint.slice(0, 16)})`
                : 'the envelope was changed after it was signed, or another key signed it';
            return {
                problem: `The signature does not verify with the public key ${trust.keyFile} (${error.message}): ${why}.`,
            };
        }
        return `the key ${trust.fingerprint.slice(0, 16)} (${trust.keyFile})`;
    }
    if (material.$case === 'publicKey') {
        return {
            problem: 'The bundle is signed with a key, not keyless: verify it with --key PUBLIC_KEY.',
        };
    }
    return checkIdentity(bundle, trust);
}
/**
 * A keyless signature: the certificate chains to the trusted root, a transparency-log entry (or,
 * without one, a signed timestamp) proves when, and the certificate names the workflow and the
 * repository expected, issued for GitHub Actions' tokens.
 */
function checkIdentity(bundle, trust) {
    const logged = bundle.verificationMaterial.tlogEntries.length > 0;
    const verifier = new verify_dist/* Verifier */.BL(trust.material, {
        tlogThreshold: logged ? 1 : 0,
        ctlogThreshold: logged ? 1 : 0,
        tsaThreshold: logged ? 0 : 1,
    });
    let identity;
    try {
        identity = verifier.verify((0,verify_dist/* toSignedEntity */.DC)(bundle)).identity;
    }
    catch (error) {
        return {
            problem: `The signature does not verify against the trusted root (${error.message}): the envelope or its certificate was changed, or it was signed elsewhere.`,
        };
    }
    const { signer } = trust;
    const repository = repositoryUrl(signer.repository);
    const workflow = signer.signerWorkflow
        ? `${workflowUrl(signer.signerWorkflow)}@`
        : `${repository}/`;
    const san = identity?.subjectAlternativeName ?? '';
    const issuer = identity?.extensions?.issuer ?? '';
    const source = sourceRepository(bundle);
    const wrong = [
        issuer !== signer.issuer && `its issuer is ${issuer || 'not said'}, not ${signer.issuer}`,
        !san.toLowerCase().startsWith(workflow.toLowerCase()) &&
            `its signer is ${san || 'not said'}, not ${signer.signerWorkflow ? `the workflow ${workflow.slice(0, -1)}` : `a workflow of ${repository}`}`,
        source?.toLowerCase() !== repository.toLowerCase() &&
            `it ran for the repository ${source ?? '(not said)'}, not ${repository}`,
    ].filter(Boolean);
    if (wrong.length > 0) {
        return {
            problem: `The signature verifies, but not as the signer expected: ${wrong.join('; ')}.`,
        };
    }
    return `${san} (issuer ${issuer})`;
}
function repositoryUrl(repository) {
    return repository.includes('://')
        ? repository.replace(/\/+$/, '')
        : `https://github.com/${repository}`;
}
function workflowUrl(workflow) {
    if (workflow.includes('://'))
        return workflow;
    // owner/name/.github/workflows/x.yml, or host/owner/name/... (a host has a dot)
    return /^[^/]+\.[^/]+\//.test(workflow)
        ? `https://${workflow}`
        : `https://github.com/${workflow}`;
}
/** The certificate's Source Repository URI (a Fulcio extension), when it has one. */
function sourceRepository(bundle) {
    const material = bundle.verificationMaterial.content;
    const raw = material.$case === 'certificate'
        ? material.certificate.rawBytes
        : material.$case === 'x509CertificateChain'
            ? material.x509CertificateChain.certificates[0]?.rawBytes
            : undefined;
    if (!raw)
        return undefined;
    const extension = core_dist.X509Certificate.parse(raw).extension(OID_SOURCE_REPOSITORY_URI);
    return extension?.valueObj.subs[0]?.value.toString('utf8');
}

// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(2453);
// EXTERNAL MODULE: ./lib/cli/context.js
var context = __webpack_require__(4641);
// EXTERNAL MODULE: ./lib/cli/exit-codes.js
var exit_codes = __webpack_require__(535);
// EXTERNAL MODULE: ./lib/cli/flags.js
var flags = __webpack_require__(2529);
// EXTERNAL MODULE: ./lib/cli/options.js
var options = __webpack_require__(9048);
;// CONCATENATED MODULE: ./lib/cli/verify.js
/**
 * `ocpi-conformance verify REPORT [--bundle FILE] (--key PUBLIC_KEY | --repository O/R ...)`
 * (issue 44, point 3): for a hub or a partner who is handed a report file and its attestation.
 * Checks the signature, the predicate type and that the report file is the attestation's
 * subject (src/app/verify-attestation.ts), then prints what was attested and exits 0; or says
 * what failed and exits 1. Reads no service and needs no API key; with --key, no network at all.
 */







/** The options of verify, in its help's order: catalogue entries (core/catalogue/attestation.ts). */
const VERIFY_KEYS = [
    'verifyBundle',
    'verifyKey',
    'verifyRepository',
    'verifySignerWorkflow',
    'verifyTrustedRoot',
    'verifyCertOidcIssuer',
];
/** The options of a keyless signature's identity: none goes with --key. */
const KEYLESS_ONLY = ['verifySignerWorkflow', 'verifyTrustedRoot', 'verifyCertOidcIssuer'];
const VERIFY_COMMAND = {
    name: 'verify',
    summary: "Checks a report file against its signed attestation (run --sign-key, or the action's attest):\nthe signature, the predicate type (in-toto test-result) and that the report file's sha256 is the\nattestation's subject; then prints what was attested: the verdict, OCPI version, modules, seed,\ncommit and counts. Reads no service; needs no API key; with --key, no network.",
    positionals: [
        {
            name: 'REPORT',
            description: "the report file (run --report-file; the action's report-file, in its artifact)",
        },
    ],
    options: [...VERIFY_KEYS.map((key) => (0,args/* settingOption */.Ox)(key)), args/* JSON_OPTION */.rj],
    notes: `Exit 0: verified (whatever the attested verdict: read it in the output); exit 1: not verified,
with what failed; exit 2: a file that cannot be read, or options that do not go together.

Keyless attestations are also GitHub's artifact attestations: with the GitHub CLI,
  gh attestation verify REPORT --repo OWNER/NAME \\
    --predicate-type https://in-toto.io/attestation/test-result/v0.1
checks one against the repository's attestations (docs/attestation.md).`,
};
async function runVerifyCommand(argv, io, options = {}) {
    const env = options.env ?? process.env;
    const terminal = (0,context/* terminalFor */.KC)(io, argv, options);
    try {
        const parsed = (0,args/* parseCommand */.RM)(VERIFY_COMMAND, argv, env, terminal.secrets);
        if (parsed.help) {
            io.out((0,args/* usage */.CI)(VERIFY_COMMAND));
            return exit_codes/* EXIT */.d.ok;
        }
        const reportFile = parsed.positionals[0];
        const { bundle, signer } = readVerifyOptions(parsed);
        const bundleFile = bundle ?? (0,attestation/* bundleFileOf */.ku)(reportFile);
        const outcome = await verifyAttestation({
            reportFile,
            bundleFile,
            signer,
            options: {
                report: 'REPORT',
                bundle: bundle
                    ? (0,flags/* flagName */.GI)('verifyBundle')
                    : `The bundle (${(0,attestation/* bundleFileOf */.ku)('REPORT')}, as ${(0,flags/* flagName */.GI)('verifyBundle')} was not given)`,
                key: (0,flags/* flagName */.GI)('verifyKey'),
                trustedRoot: (0,flags/* flagName */.GI)('verifyTrustedRoot'),
            },
        });
        verify_show(terminal, outcome, reportFile, bundleFile);
        return outcome.verified ? exit_codes/* EXIT */.d.ok : exit_codes/* EXIT */.d.gateFailed;
    }
    catch (error) {
        return terminal.fail(error);
    }
}
/**
 * The options, read through the catalogue (a value not allowed is a problem of its flag, all
 * listed at once); then the bundle, and who must have signed it: the key, or the identity
 * expected of a keyless signature. Options that do not go together are a usage error.
 */
function readVerifyOptions(parsed) {
    const read = (0,options/* readOptions */.Tt)(parsed, (values) => ({
        ...values.pick(VERIFY_KEYS),
        keyless: KEYLESS_ONLY.filter((key) => values.given(key)),
    }));
    return { bundle: read.verifyBundle, signer: signerOf(read) };
}
/** The flag of a setting of verify, without dashes: the field of a usage error. */
const field = (key) => (0,flags/* flagName */.GI)(key).slice(2);
function signerOf(read) {
    const { verifyKey: key, verifyRepository: repository, keyless } = read;
    const [keyFlag, repositoryFlag] = [(0,flags/* flagName */.GI)('verifyKey'), (0,flags/* flagName */.GI)('verifyRepository')];
    const trustedRootFlag = (0,flags/* flagName */.GI)('verifyTrustedRoot');
    const pointer = (0,args/* helpPointer */.vA)('verify');
    if (key && repository) {
        throw new args/* UsageError */.eb(`Give either ${keyFlag} (a bundle signed with a key) or ${repositoryFlag} (a keyless one), not both. ${pointer}`, field('verifyKey'));
    }
    if (key) {
        const [other] = keyless;
        if (other) {
            throw new args/* UsageError */.eb(`${(0,flags/* flagName */.GI)(other)} is for a keyless bundle (${repositoryFlag}), not with ${keyFlag}. ${pointer}`, field(other));
        }
        return { kind: 'key', keyFile: key };
    }
    if (!repository) {
        throw new args/* UsageError */.eb(`"ocpi-conformance verify" needs ${keyFlag} PUBLIC_KEY (a bundle signed with run ${(0,flags/* flagName */.GI)('signKey')}) or ${repositoryFlag} OWNER/NAME (a keyless one, from the action's attest). ${pointer}`, field('verifyKey'));
    }
    const trustedRoot = read.verifyTrustedRoot;
    if (!trustedRoot) {
        throw new args/* UsageError */.eb(`A keyless bundle is checked against Sigstore's trusted root: give ${trustedRootFlag} FILE (write it with: gh attestation trusted-root > trusted_root.jsonl). ${pointer}`, field('verifyTrustedRoot'));
    }
    return {
        kind: 'identity',
        repository,
        signerWorkflow: read.verifySignerWorkflow,
        issuer: read.verifyCertOidcIssuer,
        trustedRootFile: trustedRoot,
    };
}
function verify_show(terminal, outcome, report, bundle) {
    if (terminal.json) {
        terminal.printJson({ ...outcome, report, bundle });
        return;
    }
    if (!outcome.verified) {
        terminal.print([`NOT VERIFIED: ${report} against ${bundle}.`, ...outcome.problems.map((p) => `- ${p}`)]
            .map((line) => terminal.oneLine(line, 2000))
            .join('\n'));
        return;
    }
    terminal.print([
        `VERIFIED: ${report} is the report file the attestation in ${bundle} graded, signed by ${outcome.signedBy}.`,
        ...attestedLines(outcome.attested),
    ]
        .map((line) => terminal.oneLine(line, 2000))
        .join('\n'));
}
/** What was attested, a line each: the result and verdict, the run's values, the counts. */
function attestedLines(a) {
    const c = a.counts;
    const others = [
        c.allowed !== undefined && `${c.allowed} allowed`,
        c.unobservable !== undefined && `${c.unobservable} unobservable`,
        c.unreached !== undefined && `${c.unreached} unreached`,
    ].filter(Boolean);
    const lines = [
        `Result: ${a.result}${a.verdict ? ` (verdict ${a.verdict})` : ''}`,
        `OCPI version: ${a.ocpiVersion ?? '(not said)'}`,
        `Modules: ${a.modules.length > 0 ? a.modules.join(', ') : '(not said)'}`,
        `Seed: ${a.seed ?? '(not said)'}`,
        `Commit: ${a.commit ? `${a.commit}${a.repository ? ` of ${a.repository}` : ''}` : '(not said)'}`,
        `Checks: ${c.passed} passed, ${c.warned} warned, ${c.failed} failed${others.length > 0 ? ` (${others.join(', ')})` : ''}${c.total !== undefined ? `, ${c.total} in all` : ''}`,
    ];
    if (a.threshold !== undefined)
        lines.push(`Threshold: ${a.threshold}%`);
    if (a.reportId)
        lines.push(`Report: ${a.reportId}${a.shareUrl ? ` (${a.shareUrl})` : ''}`);
    if (a.service)
        lines.push(`Service: ${a.service}`);
    if (a.partner)
        lines.push(`Partner: ${a.partner}`);
    if (a.url)
        lines.push(`Run: ${a.url}`);
    if (a.tool)
        lines.push(`Graded by: ${a.tool}`);
    return lines;
}


/***/ }),

/***/ 4176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T4: () => (/* binding */ IN_TOTO_PAYLOAD_TYPE),
/* harmony export */   gG: () => (/* binding */ TEST_RESULT_PREDICATE_TYPE),
/* harmony export */   jZ: () => (/* binding */ CONFIGURATION),
/* harmony export */   tO: () => (/* binding */ testResultStatement),
/* harmony export */   zG: () => (/* binding */ STATEMENT_TYPE)
/* harmony export */ });
/* unused harmony exports testResultOf, valueDescriptor, resourceUri, attestationSummary */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3021);
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
    const md = markdownText(redact);
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

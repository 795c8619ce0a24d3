export const id = 378;
export const ids = [378];
export const modules = {

/***/ 1378:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMergeCommand: () => (/* binding */ runMergeCommand)
});

// UNUSED EXPORTS: MERGE_COMMAND

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/core/catalogue.js + 2 modules
var catalogue = __webpack_require__(3678);
// EXTERNAL MODULE: ./lib/util/numbers.js
var numbers = __webpack_require__(5790);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
// EXTERNAL MODULE: ./lib/core/clauses.js
var clauses = __webpack_require__(661);
// EXTERNAL MODULE: ./lib/core/grading.js
var grading = __webpack_require__(7375);
// EXTERNAL MODULE: ./lib/core/result-file.js
var result_file = __webpack_require__(3773);
;// CONCATENATED MODULE: ./lib/core/merge.js
/**
 * Merging a matrix: the result files several legs wrote (app/formats/report-file.ts), read
 * back one at a time (result-file.ts: as a stream, a suite at a time) and combined into one
 * verdict, as publish-unit-test-result-action does for test results. Nothing here knows GitHub or
 * the CLI: the front ends find the files, and render and write what this returns.
 *
 * Verdict: `fail` when any leg failed; else `error` when any leg had no verdict, a file could not
 * be read, fewer files than expected were found, or none; else `pass`. A leg's own verdict is
 * never worked out again.
 */



/** Legs or problems named in the reason at most; the summary lists them all. */
const MAX_LISTED = 5;



/** Reads every file, one at a time, and combines them. Never throws for a bad file. */
async function mergeResultFiles(files, options = {}) {
    const legs = [];
    const problems = [];
    const nameLeg = distinctLegNames(options.nameOf ?? ((f) => f));
    for (const file of files) {
        try {
            legs.push(await (0,result_file/* readLegFile */.B)(file, nameLeg, options.sink));
        }
        catch (error) {
            if (!(error instanceof result_file/* ResultFileError */.eC))
                throw error;
            problems.push({ file, message: error.message });
        }
    }
    return combine(legs, problems, options.expectedLegs);
}
/**
 * Names every leg apart: a leg whose name an earlier leg already has (three steps of one job, runs
 * of the CLI outside CI) is told apart by its file, as `name (file)`; a file that names no leg is
 * named by its path.
 */
function distinctLegNames(nameOf) {
    const taken = new Set();
    return (declared, file) => {
        const base = declared ?? nameOf(file);
        let name = taken.has(base) ? `${base} (${nameOf(file)})` : base;
        for (let n = 2; taken.has(name); n++)
            name = `${base} (${nameOf(file)}, ${n})`;
        taken.add(name);
        return name;
    };
}
/** The merged verdict and its reason, and the totals. */
function combine(legs, problems, expectedLegs) {
    const counts = sumCounts(legs);
    const passRate = mergedPassRate(legs);
    const base = { legs, problems, expectedLegs, counts, passRate };
    const failed = legs.filter((leg) => leg.verdict === 'fail');
    const noVerdict = legs.filter((leg) => leg.verdict !== 'pass' && leg.verdict !== 'fail');
    const found = legs.length + problems.length;
    const errors = [];
    if (found === 0) {
        errors.push('no result file was found, so nothing was merged (a merge of nothing is no pass): check that the legs wrote and uploaded their report files, and that this job downloaded them where the patterns look');
    }
    else if (expectedLegs !== undefined && found < expectedLegs) {
        errors.push(`${found} of ${expectedLegs} expected legs left a result file`);
    }
    for (const problem of problems) {
        errors.push(`${problem.file} could not be read: ${problem.message.replace(/\.$/, '')}`);
    }
    if (noVerdict.length > 0)
        errors.push(`${listLegs(noVerdict)} had no verdict`);
    const verdict = failed.length > 0 ? 'fail' : errors.length > 0 ? 'error' : 'pass';
    const reason = mergedReason(verdict, legs, failed, errors, passRate);
    const errorKind = verdict === 'error' ? mergedErrorKind(noVerdict, problems) : '';
    const tally = new clauses/* ClauseTally */.iv();
    for (const leg of legs)
        tally.addClauses(leg.clauses ?? []);
    return {
        ...base,
        verdict,
        reason,
        errorKind,
        warnings: warningsOf(legs, found, expectedLegs),
        clauses: tally.clauses(),
    };
}
/** Worst first: a kind that needs someone to act hides one that a later try may clear. */
const ERROR_KIND_ORDER = [
    'internal',
    'refused',
    'input',
    'interrupted',
    'unavailable',
];
/**
 * The merge's error kind: the worst its legs recorded; a file that could not be read is `input`
 * (the patterns, or what the legs uploaded); a leg missing or without a recorded kind is
 * `unavailable` (it did not deliver).
 */
function mergedErrorKind(noVerdict, problems) {
    const kinds = new Set(noVerdict.map((leg) => leg.errorKind ?? 'unavailable'));
    if (problems.length > 0)
        kinds.add('input');
    return ERROR_KIND_ORDER.find((kind) => kinds.has(kind)) ?? 'unavailable';
}
/** What looks wrong with the set of files but does not change the verdict. */
function warningsOf(legs, found, expectedLegs) {
    const warnings = [];
    if (expectedLegs !== undefined && found > expectedLegs) {
        warnings.push(`${found} result files were found for ${expectedLegs} expected legs: do the patterns match more than the legs' files (an earlier merge's, another workflow's)?`);
    }
    const byReport = new Map();
    for (const leg of legs) {
        if (leg.reportId)
            byReport.set(leg.reportId, [...(byReport.get(leg.reportId) ?? []), leg]);
    }
    for (const [reportId, same] of byReport) {
        if (same.length < 2)
            continue;
        warnings.push(`${same.map((leg) => leg.file).join(' and ')} hold the same report ${reportId}: is one leg's file there twice?`);
    }
    return warnings;
}
function mergedReason(verdict, legs, failed, errors, passRate) {
    const rate = passRate === undefined ? '' : ` (pass rate ${(0,numbers/* formatRate */.CE)(passRate)}% over all legs)`;
    // Bounded: the reason is an output, the step's failure message and a heading, and a matrix
    // has up to 256 legs; the summary lists every leg.
    const also = errors.length > 0 ? `; also ${(0,util_text/* joinSome */.bH)(errors, MAX_LISTED)}` : '';
    if (verdict === 'fail') {
        const names = (0,util_text/* joinSome */.bH)(failed.map((l) => l.name), MAX_LISTED, ', ');
        return `Failed: ${failed.length} of ${legs.length} legs failed: ${names}${rate}${also}.`;
    }
    if (verdict === 'error')
        return `No verdict: ${(0,util_text/* joinSome */.bH)(errors, MAX_LISTED)}.`;
    return `Passed: all ${legs.length} legs passed${rate}.`;
}
function listLegs(legs) {
    const names = (0,util_text/* joinSome */.bH)(legs.map((l) => l.name), MAX_LISTED, ', ');
    return `${legs.length === 1 ? '1 leg' : `${legs.length} legs`} (${names})`;
}
function sumCounts(legs) {
    const withCounts = legs.filter((leg) => leg.counts);
    if (withCounts.length === 0)
        return undefined;
    const sum = (0,grading/* zeroCounts */.Nd)();
    for (const leg of withCounts) {
        for (const key of Object.keys(sum))
            sum[key] += leg.counts[key];
    }
    return sum;
}
/** Passing checks over graded checks, each leg's passing as its own pass rate says. */
function mergedPassRate(legs) {
    let graded = 0;
    let passing = 0;
    for (const leg of legs) {
        if (!leg.counts || leg.passRate === undefined || leg.counts.graded === 0)
            continue;
        graded += leg.counts.graded;
        passing += (leg.passRate / 100) * leg.counts.graded;
    }
    return graded === 0 ? undefined : (passing / graded) * 100;
}

// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: ./lib/app/formats/index.js + 8 modules
var formats = __webpack_require__(5428);
;// CONCATENATED MODULE: ./lib/app/merge.js
/**
 * One merge of a matrix's legs, for either front end: the result files read (core/merge.ts), and
 * the merged file of each output format asked for (formats/, each its own module: the merged
 * result, one JUnit, CTRF and HAR file of every leg, the HTML page, the summary file...). The
 * front ends find the files (a glob in the action, the command line in the CLI), and show and
 * grade what this returns.
 */




async function mergeLegs(files, expectedLegs, places, { log, secrets, names, nameOf, workflowFile }) {
    const opened = [];
    for (const format of formats/* FORMATS */.h) {
        const file = places[format.key];
        if (!file || !format.merge)
            continue;
        const merged = await format.merge(file, {
            ...{ log, secrets, workflowFile },
            option: names(format.key),
        });
        opened.push({ key: format.key, merged });
    }
    const result = await mergeResultFiles(files, {
        expectedLegs,
        nameOf,
        sink: allSinks(opened.map(({ merged }) => merged)),
    });
    // In the list's order: the merged result first, which the page and the summary link.
    const written = {};
    const resultKey = (0,catalogue/* fileOfRole */.W$)('result')?.key;
    for (const { key, merged } of opened) {
        const resultFile = resultKey && written[resultKey];
        written[key] = await merged.finish({ result, toolVersion: version/* PACKAGE_VERSION */.i, resultFile });
    }
    return { result, files: written };
}
/** Several sinks told the same legs, in order: the merged files that hold the legs' checks. */
function allSinks(sinks) {
    const present = sinks.filter((sink) => Boolean(sink.begin && sink.suite && sink.end));
    if (present.length <= 1)
        return present[0];
    return {
        begin: async (legName, leg) => {
            for (const sink of present)
                await sink.begin(legName, leg);
        },
        suite: async (report, grade) => {
            for (const sink of present)
                await sink.suite(report, grade);
        },
        end: async (kept) => {
            for (const sink of present)
                await sink.end(kept);
        },
    };
}

// EXTERNAL MODULE: ./lib/core/catalogue/outputs.js
var outputs = __webpack_require__(3431);
// EXTERNAL MODULE: ./lib/util/ci-job.js
var ci_job = __webpack_require__(9184);
// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(2453);
// EXTERNAL MODULE: ./lib/cli/context.js
var context = __webpack_require__(4641);
// EXTERNAL MODULE: ./lib/cli/exit-codes.js
var exit_codes = __webpack_require__(535);
// EXTERNAL MODULE: ./lib/cli/flags.js
var flags = __webpack_require__(2529);
// EXTERNAL MODULE: ./lib/cli/options.js
var cli_options = __webpack_require__(9048);
;// CONCATENATED MODULE: ./lib/cli/merge.js
/**
 * `ocpi-conformance merge FILE...`: the final job of GitLab `parallel:` or Jenkins parallel
 * stages. Like the action's merge mode, it starts no run (no API key needed): it reads the result
 * files the legs wrote with `run --report-file`, and writes one verdict, with the exit codes of
 * `run`: 0 pass, 1 a leg failed, 3 no verdict (a leg without one, an unreadable file, fewer files
 * than --expected-legs). Bad flags are usage errors (2), found before any file is read.
 */











/** The output formats `merge` writes, a file each (the catalogue's `file.merge`), in its order. */
const MERGE_FILES = catalogue/* OUTPUT_FILES */.Y7.filter(({ spec, file }) => file.merge && spec.flag);
/**
 * A FILE option of `merge` for each of MERGE_FILES, the catalogue's entry with its merge's help
 * line. None takes an environment variable: run's (OCPI_TESTING_REPORT_FILE...) name a leg's
 * files, which a merge must not write over.
 */
function fileOptions() {
    return MERGE_FILES.map(({ key, file }) => ({ ...(0,args/* settingOption */.Ox)(key, file.merge), env: false }));
}
const MERGE_COMMAND = {
    name: 'merge',
    summary: 'Merges the result files of parallel legs (each written by "run --report-file") into one verdict,\nwith the exit codes of run: fail if any leg failed, else no verdict (3) if any leg had none, a\nfile could not be read or fewer than --expected-legs were given, else pass. Starts no run.',
    positionals: [
        {
            name: 'FILE...',
            description: 'the result files of the legs (run --report-file), one or more',
            variadic: true,
        },
    ],
    options: [
        (0,args/* settingOption */.Ox)('expectedLegs', `how many legs there are (${outputs/* EXPECTED_LEGS */.f.min} to ${outputs/* EXPECTED_LEGS */.f.max}); fewer files gives no verdict (exit 3)`),
        ...fileOptions(),
        args/* JSON_OPTION */.rj,
    ],
    notes: 'Example (GitLab): a job with `parallel:` runs `ocpi-conformance run --module $MODULE\n--report-file legs/$CI_NODE_INDEX.json` and keeps legs/ as an artifact; a later job with\n`needs:` on it and `when: always` runs `ocpi-conformance merge legs/*.json --expected-legs 3`.',
};
async function runMergeCommand(argv, io, options = {}) {
    const env = options.env ?? process.env;
    const cwd = options.cwd ?? process.cwd();
    const terminal = (0,context/* terminalFor */.KC)(io, argv, options);
    try {
        const parsed = (0,args/* parseCommand */.RM)(MERGE_COMMAND, argv, env, terminal.secrets);
        if (parsed.help) {
            io.out((0,args/* usage */.CI)(MERGE_COMMAND));
            return exit_codes/* EXIT */.d.ok;
        }
        const { expectedLegs, places } = (0,cli_options/* readOptions */.Tt)(parsed, (values) => ({
            expectedLegs: values.get('expectedLegs'),
            places: Object.fromEntries(MERGE_FILES.map(({ key }) => [key, mergePlace(parsed, values, key, cwd)])),
        }));
        const files = parsed.positionals.map((file) => external_node_path_.resolve(cwd, file));
        return await merge(terminal, { files, expectedLegs, cwd, places, env });
    }
    catch (error) {
        return terminal.fail(error);
    }
}
/**
 * Where a merged file goes, resolved against the working directory; undefined: not asked. A flag
 * given empty is a problem: it asks for a file and names none.
 */
function mergePlace(parsed, values, key, cwd) {
    const file = values.get(key);
    if (!file && (0,cli_options/* optionGiven */.J4)(parsed, key)) {
        values.add(key, 'invalid', 'is empty: give a file path, or leave the flag out.');
    }
    return file ? external_node_path_.resolve(cwd, file) : undefined;
}
async function merge(terminal, request) {
    const { result, files } = await mergeLegs(request.files, request.expectedLegs, request.places, {
        log: { info: (line) => terminal.logLine(line) },
        secrets: terminal.secrets,
        names: flags/* flagName */.GI,
        nameOf: (file) => external_node_path_.relative(request.cwd, file) || file,
        workflowFile: (0,ci_job/* ciWorkflowFile */.W)(request.env),
    });
    for (const problem of result.problems)
        terminal.log(`Error: ${problem.file}: ${problem.message}`);
    for (const warning of result.warnings)
        terminal.log(`Warning: ${warning}`);
    if (terminal.json)
        terminal.printJson(mergeDocument(result, files));
    else
        terminal.print(mergeText(result, terminal));
    return result.verdict === 'pass'
        ? exit_codes/* EXIT */.d.ok
        : result.verdict === 'fail'
            ? exit_codes/* EXIT */.d.gateFailed
            : exit_codes/* EXIT */.d.noVerdict;
}
/** The human result: the verdict and reason, then a line per leg. */
function mergeText(result, terminal) {
    const lines = [`${result.verdict.toUpperCase()}: ${terminal.oneLine(result.reason, 2000)}`, ''];
    for (const leg of result.legs) {
        const rate = leg.passRate === undefined ? 'n/a' : `${(0,numbers/* formatRate */.CE)(leg.passRate)}%`;
        lines.push(`  ${(leg.verdict ?? 'no verdict').padEnd(10)} ${rate.padStart(7)}  ${terminal.oneLine(leg.name, 100)}${leg.url ? `  ${leg.url}` : ''}`);
    }
    for (const problem of result.problems) {
        lines.push(`  ${'unreadable'.padEnd(10)} ${'n/a'.padStart(7)}  ${terminal.oneLine(problem.file, 300)}`);
    }
    return lines.join('\n');
}
function mergeDocument(result, files) {
    return {
        verdict: result.verdict,
        reason: result.reason,
        errorKind: result.errorKind || null,
        expectedLegs: result.expectedLegs,
        counts: result.counts,
        passRate: result.passRate,
        clauses: (result.clauses ?? []).slice(0, 100).map((clause) => ({
            ...clause.reference,
            checks: clause.checks,
            modules: clause.modules,
            failed: clause.failed,
            warned: clause.warned,
        })),
        legs: result.legs.map(({ failed, notes, ...leg }) => ({
            ...leg,
            failedChecks: failed.slice(0, 20).map((item) => item.check.testId),
            notes,
        })),
        problems: result.problems,
        warnings: result.warnings,
        files,
    };
}


/***/ }),

/***/ 3773:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readLegFile),
/* harmony export */   eC: () => (/* binding */ ResultFileError)
/* harmony export */ });
/* unused harmony export MAX_FAILED_KEPT */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5586);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1870);
/* harmony import */ var _client_resources_run_list_memory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5889);
/* harmony import */ var _client_resources_run_list_stream_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8385);
/* harmony import */ var _util_json_scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3720);
/* harmony import */ var _util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2786);
/* harmony import */ var _catalogue_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(392);
/* harmony import */ var _clauses_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(661);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5366);
/* harmony import */ var _grading_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7375);
/**
 * Reading a leg's result file (app/formats/report-file.ts) back, for a merge of a matrix
 * (merge.ts): its small fields checked against a schema, and its report's checks graded once more
 * by the leg's own policy, only to tell which failed (the leg's verdict is never worked out
 * again).
 *
 * Memory: a result file holds the leg's whole report, hundreds of MB for 50,000 checks. It is read
 * as a stream (util/json-scan.ts's scanner): the small fields are parsed; each check is parsed
 * on its own, trimmed (leanCheck) and checked, and only the first failed checks of a leg are kept,
 * without their exchanges (MAX_FAILED_KEPT). Without a sink, each check is classified as it is
 * read and let go: nothing of the report is held. With a sink (a JUnit writer, which renders a
 * suite at a time), each suite, once whole, is graded, handed on and let go: one suite is in
 * memory at a time. A file whose report comes before the fields that say how it was graded (not
 * one this tool wrote) is held whole until its end instead.
 */











/** Failed checks kept per leg for the summary and the comment (the rest are counted). */
const MAX_FAILED_KEPT = 1000;
const FlakinessSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
    window: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int(),
    reports: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int(),
    checks: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
        testId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        module: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        outcome: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(['passed', 'warned', 'failed', 'allowed', 'unobservable', 'unreached']),
        flaky: zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({ flips: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int(), runs: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int() }),
    })),
    tolerated: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()),
    note: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
});
const CountsSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
    total: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    passed: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    warned: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    failed: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    allowed: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    unobservable: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    unreached: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
    graded: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
});
/** The small fields of a result file (every one but `report`). */
const ResultHeadSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
    format: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().optional(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(['pass', 'fail', 'error']).nullish(),
    reason: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    // Unknown kinds (a newer version's) are dropped, not refused: the merge then says unavailable.
    errorKind: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(['input', 'refused', 'unavailable', 'interrupted', 'internal'])
        .nullish()
        .catch(undefined),
    seed: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    reportId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    shareUrl: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    connectionId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    partnerBaseUrl: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().nullish(),
    leg: zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
        name: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        module: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        runKind: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
    })
        .nullish(),
    policy: zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
        threshold: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().min(_catalogue_run_js__WEBPACK_IMPORTED_MODULE_5__/* .THRESHOLD */ .yW.min).max(_catalogue_run_js__WEBPACK_IMPORTED_MODULE_5__/* .THRESHOLD */ .yW.max),
        failOn: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()),
        allowFailures: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()),
        flakyWindow: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().optional(),
        flakyFailures: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(_catalogue_run_js__WEBPACK_IMPORTED_MODULE_5__/* .FLAKY_FAILURES */ .mU).optional().catch(undefined),
    })
        .nullish(),
    grade: zod__WEBPACK_IMPORTED_MODULE_8__/* .looseObject */ ._H3({
        counts: CountsSchema,
        passRate: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().nullish(),
        threshold: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig(),
        conditions: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()).optional(),
        notes: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()).optional(),
        flakiness: FlakinessSchema.nullish(),
    })
        .nullish(),
});
/** A result file that could not be read: the message names what is wrong (the field, the check). */
class ResultFileError extends Error {
    file;
    constructor(file, message) {
        super(message);
        this.file = file;
        this.name = 'ResultFileError';
    }
}
/** Reads one leg's result file; throws ResultFileError naming what is wrong. */
async function readLegFile(file, nameLeg, sink) {
    const reader = new LegReader(file, nameLeg, sink);
    let kept = false;
    try {
        const leg = await reader.read();
        kept = true;
        return leg;
    }
    finally {
        if (reader.begun)
            await sink?.end(kept);
    }
}
class LegReader {
    file;
    nameLeg;
    sink;
    assembler = new ResultFileAssembler((check, suite) => this.consumeCheck(check, suite));
    policy;
    allow;
    /** The leg's flaky checks, as its file records them: marked again, tolerated ones allowed. */
    flakiness;
    flaky = new Map();
    headRefused = false;
    name;
    notes = [];
    failed = [];
    failedSeen = 0;
    /** The clauses every failed check of the leg broke, counted as they are read. */
    clauses = new _clauses_js__WEBPACK_IMPORTED_MODULE_9__/* .ClauseTally */ .iv();
    /** The suites read before the policy was known (a file this tool did not write). */
    held = [];
    begun = false;
    constructor(file, nameLeg, sink) {
        this.file = file;
        this.nameLeg = nameLeg;
        this.sink = sink;
    }
    async read() {
        const scanner = new _util_json_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonScanner */ .VF(this.assembler);
        try {
            for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(this.file)) {
                scanner.write(chunk);
                await this.takeSuites();
            }
            scanner.end();
        }
        catch (error) {
            throw this.readError(error);
        }
        const head = this.checkedHead(scanner.empty);
        if (!this.policy)
            this.setPolicy(policyOf(head, this.notes), head);
        for (const done of this.held)
            await this.gradeSuite(done, head);
        return this.leg(head);
    }
    /** The policy, as soon as the fields that say it have been read (undefined before). */
    knownPolicy() {
        const root = this.assembler.root;
        if (!this.policy && !this.headRefused && (root?.policy || root?.grade)) {
            const head = ResultHeadSchema.safeParse(root);
            if (head.success)
                this.setPolicy(policyOf(head.data, this.notes), head.data);
            // Fields that break the schema will not mend: the end of the read names them.
            else
                this.headRefused = true;
        }
        return this.policy;
    }
    setPolicy(policy, head) {
        this.policy = policy;
        this.flakiness = head.grade?.flakiness ?? undefined;
        this.flaky = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_6__/* .flakyById */ .S7)(this.flakiness);
        // The failures the leg tolerated as flaky were graded allowed: so they are again.
        const tolerated = new Set(this.flakiness?.tolerated ?? []);
        const allowed = (0,_grading_js__WEBPACK_IMPORTED_MODULE_7__/* .compileGlobs */ .tI)(policy.allowFailures);
        this.allow = (testId) => allowed(testId) || tolerated.has(testId);
    }
    /**
     * With no sink to hand suites to, a check is classified as it is read and let go at once (a
     * failed one kept, lean, up to MAX_FAILED_KEPT): however large a suite, nothing of it is held.
     * Returns false to keep the check with its suite (a sink wants whole suites, or the policy is
     * not known yet).
     */
    consumeCheck(check, suite) {
        if (this.sink || !this.knownPolicy())
            return false;
        if ((0,_grading_js__WEBPACK_IMPORTED_MODULE_7__/* .classifyCheck */ .p_)(check, this.allow) !== 'failed')
            return true;
        this.failedSeen++;
        const module = typeof suite.module === 'string' ? suite.module : undefined;
        const suiteId = typeof suite.suiteId === 'string' ? suite.suiteId : '';
        const flaky = this.flaky.get(check.testId);
        const item = {
            suiteId,
            module,
            check,
            outcome: 'failed',
            ...(flaky ? { flaky } : {}),
        };
        this.clauses.add(item, 'failed');
        if (this.failed.length < MAX_FAILED_KEPT)
            this.failed.push(withoutExchange(item));
        return true;
    }
    /** The suites the scanner finished: graded, handed on and let go, once the policy is known. */
    async takeSuites() {
        const done = this.assembler.done.splice(0);
        if (done.length === 0)
            return;
        const root = this.assembler.root ?? {};
        if (!this.knownPolicy()) {
            this.held.push(...done);
            return;
        }
        for (const each of done)
            await this.gradeSuite(each, root);
    }
    async gradeSuite({ suite: raw, index }, root) {
        const checks = raw.checks;
        const parsed = _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SuiteResultSchema */ .Co.safeParse({ ...raw, checks: [] });
        raw.checks = [];
        if (!parsed.success) {
            const at = `report.suites[${index}]`;
            throw new ResultFileError(this.file, `${(0,_util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .describeIssues */ .w)(parsed.error, at)}.`);
        }
        const suite = { ...parsed.data, checks: (checks ?? []) };
        const report = this.assembler.report ?? {};
        const reportId = String(report._id ?? root.reportId ?? 'unknown');
        const { suites: _, ...reportHead } = report;
        const one = {
            ...reportHead,
            _id: reportId,
            status: String(report.status ?? ''),
            suites: [suite],
        };
        const graded = (0,_grading_js__WEBPACK_IMPORTED_MODULE_7__/* .grade */ .on)(one, this.policy, { flakiness: this.flakiness });
        for (const item of graded.checks.failed) {
            this.failedSeen++;
            this.clauses.add(item, 'failed');
            if (this.failed.length < MAX_FAILED_KEPT)
                this.failed.push(withoutExchange(item));
        }
        if (this.sink) {
            this.name ??= legName(root, this.file, this.nameLeg);
            if (!this.begun) {
                const partnerBaseUrl = typeof root.partnerBaseUrl === 'string' ? root.partnerBaseUrl : '';
                await this.sink.begin(this.name, partnerBaseUrl ? { partnerBaseUrl } : {});
            }
            this.begun = true;
            await this.sink.suite(one, graded);
        }
    }
    readError(error) {
        if (error instanceof ResultFileError)
            return error;
        if (error instanceof _util_json_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonSyntaxError */ .q3) {
            const what = error.message.replace(/^the body/, 'the file');
            const cut = /ended before/.test(what) ? '; it is not a whole result file (was it cut?)' : '';
            return new ResultFileError(this.file, `${what}${cut}.`);
        }
        const code = error.code;
        return new ResultFileError(this.file, code === 'ENOENT' ? 'no such file.' : `could not be read (${error.message}).`);
    }
    /** The small fields held to their schema, then the report's own fields and its checks. */
    checkedHead(empty) {
        const root = this.assembler.root;
        if (empty || typeof root !== 'object' || root === null || Array.isArray(root)) {
            throw new ResultFileError(this.file, 'the file is empty or not a JSON object.');
        }
        if (Array.isArray(root.legs)) {
            throw new ResultFileError(this.file, "this is the result of a merge (it lists legs), not a leg's result file: leave it out of the files to merge.");
        }
        const head = ResultHeadSchema.safeParse(root);
        if (!head.success) {
            const why = (0,_util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .describeIssues */ .w)(head.error);
            throw new ResultFileError(this.file, `not a result file of ocpi-conformance: ${why}.`);
        }
        if (this.assembler.problem)
            throw new ResultFileError(this.file, `${this.assembler.problem}.`);
        if (this.assembler.report) {
            const parsed = (0,_client_resources_run_list_stream_js__WEBPACK_IMPORTED_MODULE_3__/* .parseReportHead */ .k1)(this.assembler.report);
            if (!parsed.success) {
                throw new ResultFileError(this.file, `${(0,_util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .describeIssues */ .w)(parsed.error, 'report')}.`);
            }
        }
        return head.data;
    }
    leg(head) {
        this.name ??= legName(head, this.file, this.nameLeg);
        return {
            file: this.file,
            name: this.name,
            url: head.leg?.url,
            shareUrl: head.shareUrl ?? undefined,
            verdict: head.verdict ?? undefined,
            reason: head.reason,
            errorKind: head.errorKind ?? undefined,
            counts: head.grade?.counts,
            passRate: head.grade?.passRate ?? undefined,
            threshold: head.grade?.threshold,
            reportId: head.reportId ?? this.assembler.report?._id,
            failed: this.failed,
            clauses: this.clauses.clauses(),
            failedTotal: head.grade?.counts.failed ?? this.failedSeen,
            ...(this.flakiness ? { flakiness: this.flakiness } : {}),
            notes: this.notes,
        };
    }
}
function legName(root, file, nameLeg) {
    const leg = root.leg;
    return nameLeg(typeof leg?.name === 'string' && leg.name ? leg.name : undefined, file);
}
/** The leg's grading policy: as its file says, or (an older file) its threshold alone. */
function policyOf(head, notes) {
    if (head.policy) {
        const failOn = head.policy.failOn.filter((c) => _grading_js__WEBPACK_IMPORTED_MODULE_7__/* .FAIL_ON_CONDITIONS */ .M4.includes(c));
        return { ...head.policy, failOn: new Set(failOn) };
    }
    notes.push('Its result file does not record the grading policy (an older version wrote it): allowed failures may be listed as failed.');
    return { threshold: head.grade?.threshold ?? 100, failOn: new Set(), allowFailures: [] };
}
/** A failed check without its exchange (but its error), for the merged lists. */
function withoutExchange(graded) {
    const { exchange, ...check } = graded.check;
    const error = exchange?.error;
    return { ...graded, check: error === undefined ? check : { ...check, exchange: { error } } };
}
/**
 * Builds the file's fields as the scanner hands them on. Depths: the file's fields 1, the
 * report's 2, suites 3, their fields 4, checks 5. Each suite, once closed, is queued in `done`.
 */
class ResultFileAssembler {
    consume;
    /** `consume` may take a check as it is read (true), instead of its suite keeping it. */
    constructor(consume) {
        this.consume = consume;
    }
    root;
    report;
    problem;
    /** Suites closed since the reader last took them, with their index in the report. */
    done = [];
    suiteCount = 0;
    suite;
    descend(place, kind) {
        switch (place.depth) {
            case 0:
                return kind === 'object';
            case 1:
                return place.key === 'report' && kind === 'object';
            case 2:
                return place.key === 'suites' && kind === 'array';
            case 3:
                return kind === 'object';
            case 4:
                return place.key === 'checks' && kind === 'array';
            default:
                return false;
        }
    }
    open(place, kind) {
        if (place.depth === 0)
            this.root = {};
        else if (place.depth === 1) {
            this.report = {};
            this.root.report = this.report;
        }
        else if (place.depth === 2)
            this.report.suites = [];
        else if (place.depth === 3) {
            this.suite = {};
            this.suiteCount++;
        }
        else if (place.depth === 4 && kind === 'array')
            this.suite.checks = [];
    }
    close(depth, kind) {
        // A suite's own fields stay with the report (its checks are let go once it is graded).
        if (depth === 3 && kind === 'object' && this.suite) {
            this.report.suites.push(this.suite);
            this.done.push({ suite: this.suite, index: this.suiteCount - 1 });
            this.suite = undefined;
        }
    }
    value(place, text) {
        const value = parse(text, place);
        switch (place.depth) {
            case 0:
                this.root = value;
                return;
            case 1:
                this.root[place.key] = value;
                return;
            case 2:
                this.report[place.key] = value;
                return;
            case 3:
                // A suite that is not an object: kept for the report's schema to name.
                this.report.suites.push(value);
                this.suiteCount++;
                return;
            case 4:
                this.suite[place.key] = value;
                return;
            default:
                this.addCheck(value, place.key);
        }
    }
    addCheck(value, index) {
        const check = _client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckSchema */ .Yr.safeParse((0,_client_resources_run_list_memory_js__WEBPACK_IMPORTED_MODULE_2__/* .leanCheck */ .Hk)(value));
        if (!check.success) {
            this.problem ??= (0,_util_schema_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .describeIssues */ .w)(check.error, `report.suites[${this.suiteCount - 1}].checks[${index}]`);
            return;
        }
        if (!this.consume(check.data, this.suite))
            this.suite.checks.push(check.data);
    }
}
function parse(text, place) {
    try {
        return JSON.parse(text);
    }
    catch {
        // The root is a value too: a file that is not JSON at all is said so, not by a key of "0".
        const what = place.depth === 0
            ? 'the file is not valid JSON'
            : `the value of "${place.key}" is not valid JSON`;
        throw new _util_json_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonSyntaxError */ .q3(what, 0);
    }
}


/***/ })

};

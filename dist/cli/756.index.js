export const id = 756;
export const ids = [756,685];
export const modules = {

/***/ 1756:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMergeCommand: () => (/* binding */ runMergeCommand)
});

// UNUSED EXPORTS: MERGE_COMMAND

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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
 * Merging a matrix: the result files several legs wrote (app/files.ts's writeReportFile), read
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
// EXTERNAL MODULE: ./lib/report/ctrf.js
var ctrf = __webpack_require__(6527);
// EXTERNAL MODULE: ./lib/app/leg-part-file.js
var leg_part_file = __webpack_require__(8400);
;// CONCATENATED MODULE: ./lib/app/merge-ctrf.js


class MergedCtrfFile {
    file;
    log;
    secrets;
    option;
    parts;
    totals = (0,ctrf/* emptyCtrfSummary */.R9)();
    legTotals = (0,ctrf/* emptyCtrfSummary */.R9)();
    legName = '';
    start = Date.now();
    constructor(file, log, secrets, option = 'ctrf-file') {
        this.file = file;
        this.log = log;
        this.secrets = secrets;
        this.option = option;
        this.parts = new leg_part_file/* LegPartFile */.m(file);
    }
    async begin(legName) {
        this.legName = legName;
        this.legTotals = (0,ctrf/* emptyCtrfSummary */.R9)();
        await this.parts.beginLeg();
    }
    async suite(report, grade) {
        await this.parts.append(() => {
            const redact = (text) => this.secrets.redact(text);
            const first = this.totals.tests + this.legTotals.tests === 0;
            const lines = [...(0,ctrf/* ctrfTestLines */.jl)({ report, grade, redact }, { first, leg: this.legName })];
            for (const [key, count] of Object.entries((0,ctrf/* ctrfSummary */.cS)({ report, grade }))) {
                this.legTotals[key] += count;
            }
            return lines.length > 0 ? `${lines.map(redact).join('\n')}\n` : '';
        });
    }
    async end(kept) {
        if (!(await this.parts.endLeg(kept)))
            return;
        for (const [key, count] of Object.entries(this.legTotals)) {
            this.totals[key] += count;
        }
    }
    /** Writes the file with the merge's verdict; returns its path, or undefined (logged). */
    async finish(result) {
        try {
            const redact = (text) => this.secrets.redact(text);
            const head = (0,ctrf/* ctrfHead */.mK)({ ...this.totals, start: this.start, stop: Date.now() }, {}, redact);
            const tail = (0,ctrf/* ctrfTail */.gb)({ verdict: result.verdict, reason: result.reason }, redact);
            await this.parts.write(`${head.map(redact).join('\n')}\n`, redact(tail));
            this.log.info(`CTRF report of every leg written to ${this.file}.`);
            return this.file;
        }
        catch (error) {
            this.log.info(`Could not write the CTRF file ${this.file} (${this.option}): ${message(error)}`);
            return undefined;
        }
    }
}
/** Several sinks told the same legs, in order. */
function allSinks(sinks) {
    const present = sinks.filter((sink) => sink !== undefined);
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
function message(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./lib/app/merge-files.js + 5 modules
var merge_files = __webpack_require__(1052);
// EXTERNAL MODULE: ./lib/report/har.js
var har = __webpack_require__(1685);
;// CONCATENATED MODULE: ./lib/app/merge-har.js


class MergedHarFile {
    file;
    log;
    secrets;
    toolVersion;
    option;
    parts;
    startedAt = new Date();
    legName = '';
    partnerBaseUrl;
    entries = 0;
    legEntries = 0;
    legs = [];
    constructor(file, log, secrets, toolVersion, option = 'har-file') {
        this.file = file;
        this.log = log;
        this.secrets = secrets;
        this.toolVersion = toolVersion;
        this.option = option;
        this.parts = new leg_part_file/* LegPartFile */.m(file);
    }
    async begin(legName, leg) {
        this.legName = legName;
        this.partnerBaseUrl = leg?.partnerBaseUrl;
        this.legEntries = 0;
        await this.parts.beginLeg();
    }
    async suite(_report, grade) {
        await this.parts.append(() => {
            const checks = [...grade.checks.failed, ...grade.checks.warned].map((item) => ({
                item,
                leg: this.legName,
            }));
            const entries = (0,har/* harEntries */.KA)(checks, {
                grade,
                partnerBaseUrl: this.partnerBaseUrl,
                startedAt: this.startedAt,
            });
            const lines = entries.map((entry, i) => {
                const first = this.entries + this.legEntries + i === 0;
                return `${first ? '' : ','}${this.secrets.redact(JSON.stringify(entry))}`;
            });
            this.legEntries += entries.length;
            return lines.length > 0 ? `${lines.join('\n')}\n` : '';
        });
    }
    async end(kept) {
        if (!(await this.parts.endLeg(kept)))
            return;
        this.entries += this.legEntries;
        this.legs.push(this.legName);
    }
    /** Writes the file with the merge's verdict; returns its path, or undefined (logged). */
    async finish(result) {
        try {
            const redact = (text) => this.secrets.redact(text);
            const frame = (0,har/* harFrame */.Ni)({
                toolVersion: this.toolVersion,
                run: { verdict: result.verdict, legs: this.legs },
            });
            await this.parts.write(`${redact(frame.head)}\n`, redact(frame.tail));
            this.log.info(`HAR file of every leg written to ${this.file}.`);
            return this.file;
        }
        catch (error) {
            this.log.info(`Could not write the HAR file ${this.file} (${this.option}): ${merge_har_message(error)}`);
            return undefined;
        }
    }
}
function merge_har_message(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./lib/app/merge.js
/**
 * One merge of a matrix's legs, for either front end: the result files read (core/merge.ts), and
 * the merged result file, JUnit file, HTML page and summary file written. The front ends find the
 * files (a glob in the action, the command line in the CLI), and show and grade what this returns.
 */





async function mergeLegs(files, expectedLegs, places, { log, secrets, names, nameOf }) {
    const junit = places.junitFile
        ? new merge_files/* MergedJUnitFile */.D3(places.junitFile, log, secrets, names.junitFile)
        : undefined;
    const ctrf = places.ctrfFile
        ? new MergedCtrfFile(places.ctrfFile, log, secrets, names.ctrfFile)
        : undefined;
    const har = places.harFile
        ? new MergedHarFile(places.harFile, log, secrets, version/* PACKAGE_VERSION */.i, names.harFile)
        : undefined;
    const sink = allSinks([junit, ctrf, har]);
    const result = await mergeResultFiles(files, { expectedLegs, nameOf, sink });
    const reportFile = places.reportFile
        ? await (0,merge_files/* writeMergedResultFile */.NR)(places.reportFile, result, log, secrets, names.reportFile)
        : undefined;
    const junitFile = await junit?.finish();
    const ctrfFile = await ctrf?.finish(result);
    const harFile = await har?.finish(result);
    const context = { result, toolVersion: version/* PACKAGE_VERSION */.i, reportFile };
    const htmlReport = places.htmlReport
        ? await (0,merge_files/* writeMergedHtmlFile */.pT)(places.htmlReport, context, log, secrets, names.htmlReport)
        : undefined;
    const summaryFile = places.summaryFile
        ? await (0,merge_files/* writeMergedSummaryFile */.A6)(places.summaryFile, context, log, secrets, names.summaryFile)
        : undefined;
    return {
        result,
        files: { reportFile, junitFile, ctrfFile, htmlReport, harFile, summaryFile },
    };
}

// EXTERNAL MODULE: ./lib/client/index.js + 24 modules
var client = __webpack_require__(7832);
// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(2453);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/context.js
var context = __webpack_require__(4641);
// EXTERNAL MODULE: ./lib/cli/exit-codes.js
var exit_codes = __webpack_require__(535);
;// CONCATENATED MODULE: ./lib/cli/merge.js
/**
 * `ocpi-conformance merge FILE...`: the final job of GitLab `parallel:` or Jenkins parallel
 * stages. Like the action's merge mode, it starts no run (no API key needed): it reads the result
 * files the legs wrote with `run --report-file`, and writes one verdict, with the exit codes of
 * `run`: 0 pass, 1 a leg failed, 3 no verdict (a leg without one, an unreadable file, fewer files
 * than --expected-legs). Bad flags are usage errors (2), found before any file is read.
 */








/**
 * The most legs a merge expects: as many as a GitHub matrix runs (256); GitLab's parallel: runs
 * at most 200.
 */
const MAX_EXPECTED_LEGS = 256;
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
        {
            name: 'expected-legs',
            kind: 'string',
            placeholder: 'N',
            env: true,
            description: `how many legs there are (1 to ${MAX_EXPECTED_LEGS}); fewer files gives no verdict (exit 3)`,
        },
        {
            name: 'report-file',
            kind: 'string',
            placeholder: 'FILE',
            description: 'write the merged result (verdict, reason, a row per leg) as JSON to FILE',
        },
        {
            name: 'junit',
            kind: 'string',
            placeholder: 'FILE',
            description: "write every leg's checks as one JUnit XML file to FILE (suites named by leg)",
        },
        {
            name: 'ctrf-file',
            kind: 'string',
            placeholder: 'FILE',
            description: "write every leg's checks as one CTRF JSON file to FILE (each test's suite led by its leg)",
        },
        {
            name: 'html-report',
            kind: 'string',
            placeholder: 'FILE',
            description: 'write a self-contained HTML page of the legs and their failed checks to FILE',
        },
        {
            name: 'har',
            kind: 'string',
            placeholder: 'FILE',
            description: "write every leg's failed and warned exchanges as one HAR 1.2 file to FILE (credentials as placeholders)",
        },
        {
            name: 'summary-file',
            kind: 'string',
            placeholder: 'FILE',
            description: 'write the Markdown summary (a row per leg, failed checks by leg) to FILE, e.g. for a merge request note',
        },
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
        const expectedLegs = (0,command/* integerOption */.ig)(parsed, 'expected-legs', { min: 1, max: MAX_EXPECTED_LEGS });
        const target = (name) => {
            const value = parsed.get(name)?.trim();
            if (value === '')
                throw new client/* InputError */.dz(name, `--${name} is empty: give a file path, or leave the flag out.`);
            return value === undefined ? undefined : external_node_path_.resolve(cwd, value);
        };
        const outputs = {
            reportFile: target('report-file'),
            junitFile: target('junit'),
            ctrfFile: target('ctrf-file'),
            htmlReport: target('html-report'),
            harFile: target('har'),
            summaryFile: target('summary-file'),
        };
        const files = parsed.positionals.map((file) => external_node_path_.resolve(cwd, file));
        return await merge(terminal, { files, expectedLegs, cwd, ...outputs });
    }
    catch (error) {
        return terminal.fail(error);
    }
}
async function merge(terminal, request) {
    const { result, files } = await mergeLegs(request.files, request.expectedLegs, {
        reportFile: request.reportFile,
        junitFile: request.junitFile,
        ctrfFile: request.ctrfFile,
        htmlReport: request.htmlReport,
        harFile: request.harFile,
        summaryFile: request.summaryFile,
    }, {
        log: { info: (line) => terminal.logLine(line) },
        secrets: terminal.secrets,
        names: {
            reportFile: '--report-file',
            junitFile: '--junit',
            ctrfFile: '--ctrf-file',
            htmlReport: '--html-report',
            harFile: '--har',
            summaryFile: '--summary-file',
        },
        nameOf: (file) => external_node_path_.relative(request.cwd, file) || file,
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

/***/ 6527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R9: () => (/* binding */ emptyCtrfSummary),
/* harmony export */   cS: () => (/* binding */ ctrfSummary),
/* harmony export */   ctrfParts: () => (/* binding */ ctrfParts),
/* harmony export */   gb: () => (/* binding */ ctrfTail),
/* harmony export */   jl: () => (/* binding */ ctrfTestLines),
/* harmony export */   mK: () => (/* binding */ ctrfHead)
/* harmony export */ });
/* unused harmony exports CTRF_SPEC_VERSION, CTRF_EXTRA_KEY, CTRF_STATUS, renderCtrf, ctrfTests */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8805);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3411);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6265);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4355);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3021);
/**
 * CTRF (the Common Test Report Format, https://ctrf.io) for the tools that read it; specVersion
 * 0.0.0, the version its specification (spec/ctrf.md) and its reference implementation (the npm
 * package ctrf) give. One test per check, valid against ctrf-io/ctrf's schema/ctrf.schema.json
 * (a copy is in test/fixtures). Outcomes map onto CTRF's five statuses, the gate's own word kept in `rawStatus`:
 *   passed → passed; warned → passed (rawStatus "warned");
 *   failed → failed; allowed → other (rawStatus "allowed": it failed, and allow-failures keeps it
 *   out of the verdict, so `summary.failed` is the grade's failed count);
 *   unobservable → other (rawStatus "unobservable"); unreached → skipped (rawStatus "unreached").
 * `suite` is the OCPI version and the module; `labels` carry them and the clauses the check broke;
 * the gate's own fields (verdict, reason, seed, report id) are under extra["ocpi-conformance.gate"].
 * `flaky` is the gate's own finding (core/flaky.ts: the check's outcome flipped at least twice
 * over the last comparable reports), not CTRF's retry sense: said on every test once enough
 * reports were read (false for a steady check), absent when nothing could be said; a flaky test's
 * flips and runs are in its extra["ocpi-conformance.gate"], and summary.flaky counts them. A
 * failure the flaky-failures setting tolerated is `other` like any allowed failure, its message
 * and extra saying it was tolerated.
 * Every text is passed through `redact` before it is put in JSON.
 */





const CTRF_SPEC_VERSION = '0.0.0';
/** The key of the gate's own fields in CTRF's `extra` objects: namespaced, as the spec asks (4.6.1). */
const CTRF_EXTRA_KEY = 'ocpi-conformance.gate';
/** Each outcome's CTRF status, and the raw status kept beside it (none for a plain pass). */
const CTRF_STATUS = {
    passed: { status: 'passed' },
    warned: { status: 'passed', rawStatus: 'warned' },
    failed: { status: 'failed', rawStatus: 'failed' },
    allowed: { status: 'other', rawStatus: 'allowed' },
    unobservable: { status: 'other', rawStatus: 'unobservable' },
    unreached: { status: 'skipped', rawStatus: 'unreached' },
};
function renderCtrf(context) {
    return [...ctrfParts(context)].join('\n');
}
/**
 * The document as lines to be joined by line breaks, one test a line, made as they are asked
 * for: a writer holds one test, not the document. A test's JSON is one line, so that a secret
 * (masked again line by line by the writer) never straddles two.
 */
function* ctrfParts(context) {
    const summary = { ...ctrfSummary(context), start: context.start, stop: context.stop };
    const redact = context.redact ?? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp;
    yield* ctrfHead(summary, context.environment ?? {}, redact);
    yield* ctrfTestLines(context);
    yield ctrfTail(context.gate ?? {}, redact);
}
/** The document's lines before its tests: format, tool, summary, environment. */
function ctrfHead(summary, environment, redact = _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp) {
    const lines = [
        `{"reportFormat":"CTRF","specVersion":"${CTRF_SPEC_VERSION}","timestamp":${JSON.stringify(new Date(summary.stop).toISOString())},"generatedBy":"${_version_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKAGE_NAME */ .r}","results":{`,
        `"tool":${JSON.stringify({ name: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKAGE_NAME */ .r, version: _version_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKAGE_VERSION */ .i })},`,
        `"summary":${JSON.stringify(summaryFields(summary))},`,
    ];
    const known = definedFields(environment, redact);
    if (Object.keys(known).length > 0)
        lines.push(`"environment":${JSON.stringify(known)},`);
    lines.push('"tests":[');
    return lines;
}
/** The summary as written: `flaky` only when a test is flaky, as CTRF's own summary counts it. */
function summaryFields(summary) {
    if (summary.flaky > 0)
        return summary;
    const { flaky: _none, ...rest } = summary;
    return rest;
}
/**
 * A report's tests as JSON lines, each but the very first of the document led by a comma
 * (`first`: whether this report's first test is the document's first).
 */
function* ctrfTestLines(context, { first = true, leg } = {}) {
    let lead = first ? '' : ',';
    for (const test of ctrfTests(context, leg)) {
        yield `${lead}${JSON.stringify(test)}`;
        lead = ',';
    }
}
/** The document's end: the gate's own fields under results.extra["ocpi-conformance.gate"]. */
function ctrfTail(gate, redact = _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp) {
    return `],"extra":${JSON.stringify({ [CTRF_EXTRA_KEY]: definedFields(gate, redact) })}}}\n`;
}
/** The counts of a report's tests by CTRF status, without making the tests. */
/** Every count at zero: where a summary is added up. */
function emptyCtrfSummary() {
    return { tests: 0, passed: 0, failed: 0, skipped: 0, pending: 0, other: 0, flaky: 0 };
}
function ctrfSummary({ report, grade }) {
    const outcomeOf = outcomesByCheck(grade);
    const flakyOf = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .checkFlakiness */ .fi)(grade);
    const summary = emptyCtrfSummary();
    for (const suite of report.suites ?? []) {
        for (const check of suite.checks) {
            summary.tests++;
            summary[CTRF_STATUS[outcomeOf.get(check) ?? 'passed'].status]++;
            if (flakyOf?.(check))
                summary.flaky++;
        }
    }
    return summary;
}
/** `flaky` and the flips and runs in extra, for a report whose flakiness could be told. */
function flakyFields(check, flakyOf, tolerated) {
    if (!flakyOf)
        return {};
    const flaky = flakyOf(check);
    if (!flaky)
        return { flaky: false };
    const gate = { flips: flaky.flips, runs: flaky.runs };
    if (tolerated)
        Object.assign(gate, { tolerated: true });
    return { flaky: true, extra: { [CTRF_EXTRA_KEY]: gate } };
}
/** The tests of a report, one per check, made one at a time. */
function* ctrfTests(context, leg) {
    const { report, grade } = context;
    // Inert (util/text.ts): CTRF readers show these texts on pages, where a bidi override would
    // reorder them; line breaks stay in the trace.
    const redact = (text) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inertText */ .UJ)((context.redact ?? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp)(text));
    const outcomeOf = outcomesByCheck(grade);
    const clausesOf = (0,_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .clausesByCheck */ .cH)(grade);
    const flakyOf = (0,_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .checkFlakiness */ .fi)(grade);
    const tolerated = new Set(grade.flakiness?.tolerated ?? []);
    const ocpiVersion = report.ocpiVersion ?? 'unknown';
    for (const suite of report.suites ?? []) {
        const module = suite.module ?? suite.suiteId;
        for (const check of suite.checks) {
            const outcome = outcomeOf.get(check) ?? 'passed';
            const { status, rawStatus } = CTRF_STATUS[outcome];
            const clauses = clausesOf.get(check.testId);
            const isTolerated = outcome === 'allowed' && tolerated.has(check.testId);
            const test = {
                name: redact(check.name ? `${check.testId}: ${check.name}` : check.testId),
                testId: redact(check.testId),
                status,
                ...(rawStatus ? { rawStatus } : {}),
                duration: check.exchange?.latencyMs ?? 0,
                suite: (leg === undefined ? [ocpiVersion, module] : [leg, ocpiVersion, module]).map(redact),
                labels: {
                    ...(leg === undefined ? {} : { leg: redact(leg) }),
                    ocpiVersion: redact(ocpiVersion),
                    module: redact(module),
                    suite: redact(suite.suiteId),
                    ...(clauses?.length ? { clauses: clauses.map(redact) } : {}),
                },
                ...flakyFields(check, flakyOf, isTolerated),
            };
            const message = messageOf(check, isTolerated ? 'tolerated' : outcome);
            if (message)
                test.message = redact(message);
            if (outcome === 'failed' || outcome === 'allowed')
                test.trace = redact(failureTrace(check));
            yield test;
        }
    }
}
/**
 * Why a check did not plainly pass, in one line; undefined for a pass. `tolerated`: an allowed
 * failure of a flaky check, kept out of the verdict by the flaky-failures setting.
 */
function messageOf(check, outcome) {
    const failed = (0,_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .firstFailedValidation */ .rC)(check)?.message ?? check.exchange?.error ?? 'check failed';
    switch (outcome) {
        case 'failed':
            return failed;
        case 'tolerated':
            return (0,_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .toleratedFailureText */ .OA)(failed);
        case 'allowed':
            return `allowed failure (allow-failures): ${failed}`;
        case 'warned':
            return `passed with warnings: ${(check.warnings ?? []).map((w) => w.message ?? w.name ?? 'warning').join('; ')}`;
        case 'unreached':
            return `not reached (${check.unreached}): a check it depends on did not pass`;
        case 'unobservable':
            return `unobservable: ${check.validations?.find((v) => v.unobservable)?.message ?? 'the service could not observe this behaviour'}`;
        default:
            return undefined;
    }
}
/** The failed validations with the clauses they cite, the status and the request, as lines. */
function failureTrace(check) {
    const lines = [];
    const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
    if (expected || check.actualStatus !== undefined) {
        lines.push(`Expected HTTP ${expected?.join(' or ') ?? 'n/a'}, got ${check.actualStatus ?? 'no response'}.`);
    }
    for (const validation of check.validations ?? []) {
        if (validation.passed !== false)
            continue;
        lines.push(`- ${validation.name ? `${validation.name}: ` : ''}${validation.message ?? 'failed'}`);
        for (const reference of validation.references ?? [])
            lines.push(`  ${(0,_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .clauseText */ .D4)(reference)}`);
    }
    const request = check.exchange?.request;
    if (request?.method || request?.url)
        lines.push(`Request: ${request.method ?? ''} ${request.url ?? ''}`.trimEnd());
    if (check.exchange?.error)
        lines.push(`Transport error: ${check.exchange.error}`);
    return lines.join('\n');
}
function outcomesByCheck(grade) {
    const outcomes = new Map();
    for (const [outcome, checks] of Object.entries(grade.checks)) {
        for (const graded of checks)
            outcomes.set(graded.check, outcome);
    }
    return outcomes;
}
/** The fields that have a value, their texts redacted. */
function definedFields(fields, redact) {
    const kept = {};
    for (const [key, value] of Object.entries(fields))
        if (value)
            kept[key] = redact(value);
    return kept;
}


/***/ }),

/***/ 1685:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KA: () => (/* binding */ harEntries),
/* harmony export */   Ni: () => (/* binding */ harFrame),
/* harmony export */   harLines: () => (/* binding */ harLines)
/* harmony export */ });
/* unused harmony exports renderHar, harDocument, eachHarEntry */
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6265);
/* harmony import */ var _recorded_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7224);


/** The HAR document of a graded report's failed and warned checks. */
function renderHar(context) {
    return harDocument([...gradedChecks(context)], context);
}
/**
 * The HAR text of a graded report's failed and warned checks, in lines (the frame, then an entry
 * a line): what renderHar gives, without holding the document or its text whole.
 */
function* harLines(context) {
    const frame = harFrame(context);
    yield frame.head;
    let first = true;
    for (const entry of eachHarEntry(gradedChecks(context), context)) {
        yield `${first ? '' : ','}${JSON.stringify(entry)}`;
        first = false;
    }
    yield frame.tail;
}
function* gradedChecks(context) {
    const leg = context.run?.leg;
    for (const item of context.grade.checks.failed)
        yield { item, leg };
    for (const item of context.grade.checks.warned)
        yield { item, leg };
}
/** A HAR document from graded checks (of one run or, with their legs, of a merged matrix). */
function harDocument(checks, context) {
    return { log: { ...harLogFields(context), entries: harEntries(checks, context) } };
}
/** The entries of the checks that recorded a request, in order. */
function harEntries(checks, context) {
    return [...eachHarEntry(checks, context)];
}
/** harEntries one at a time, for a writer that does not hold them all (a report of many failures). */
function* eachHarEntry(checks, context) {
    const clauses = context.grade ? (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .clausesByCheck */ .cH)(context.grade) : new Map();
    for (const { item, leg } of checks) {
        if (item.check.exchange?.request === undefined)
            continue;
        const entry = harEntry(item, {
            partnerBaseUrl: context.partnerBaseUrl,
            startedAt: context.startedAt,
            clauses: clauses.get(item.check.testId) ?? checkClauses(item.check),
            leg,
        });
        if (entry)
            yield entry;
    }
}
/**
 * The document's text around its entries, for a writer that streams them (a merge): `head`, the
 * entries' JSON joined by commas, then `tail`.
 */
function harFrame(context) {
    const fields = JSON.stringify(harLogFields(context));
    return { head: `{"log":${fields.slice(0, -1)},"entries":[`, tail: ']}}' };
}
function harLogFields(context) {
    const run = context.run ?? {};
    const said = [
        run.reportId && `report ${run.reportId}`,
        run.seed && `seed ${run.seed}`,
        run.verdict && `verdict ${run.verdict}`,
    ].filter(Boolean);
    return {
        version: '1.2',
        creator: { name: 'ocpi-conformance', version: context.toolVersion },
        comment: `The exchanges of the failed and warned checks of ${run.legs ? `every leg of a matrix (${run.legs.join(', ')})` : 'an OCPI conformance run'}${said.length ? ` (${said.join(', ')})` : ''}. Credentials are placeholders such as $OCPI_TOKEN.`,
        _ocpi: { ...run },
    };
}
/** The entry of a check, or undefined when its request has no http(s) URL a HAR tool could open. */
function harEntry(item, context) {
    const packet = (0,_recorded_request_js__WEBPACK_IMPORTED_MODULE_0__/* .recordedRequest */ .Kh)(item.check, context.partnerBaseUrl);
    if (packet.url === undefined)
        return undefined;
    const wait = packet.latencyMs ?? 0;
    const ocpi = {
        testId: packet.testId,
        ...(packet.name ? { name: packet.name } : {}),
        outcome: item.outcome,
        suiteId: item.suiteId,
        ...(item.module ? { module: item.module } : {}),
        ...(context.leg ? { leg: context.leg } : {}),
        direction: packet.direction,
        ...expectationFields(packet),
        clauses: context.clauses,
        notReplayable: packet.notReplayable.map((n) => n.text),
        ...(packet.error ? { error: packet.error } : {}),
    };
    return {
        startedDateTime: context.startedAt.toISOString(),
        time: wait,
        request: harRequest({ ...packet, url: packet.url }),
        response: harResponse(packet),
        cache: {},
        timings: { send: 0, wait, receive: 0 },
        comment: entryComment(ocpi),
        _ocpi: ocpi,
    };
}
function expectationFields(packet) {
    const e = packet.expectation;
    return {
        ...(e.expectedStatus ? { expectedStatus: e.expectedStatus } : {}),
        ...(e.actualStatus !== undefined ? { actualStatus: e.actualStatus } : {}),
        ...(e.expectedStatusCode !== undefined ? { expectedStatusCode: e.expectedStatusCode } : {}),
        ...(e.actualStatusCode !== undefined ? { actualStatusCode: e.actualStatusCode } : {}),
    };
}
/** The entry in one line: what the check is, what it expected, the clauses, why no replay. */
function entryComment(ocpi) {
    const parts = [`${ocpi.testId} ${ocpi.outcome}${ocpi.leg ? ` (${ocpi.leg})` : ''}`];
    if (ocpi.expectedStatus) {
        const got = ocpi.actualStatus === undefined ? '' : `, got HTTP ${ocpi.actualStatus}`;
        parts.push(`expected HTTP ${ocpi.expectedStatus.join(' or ')}${got}`);
    }
    if (ocpi.expectedStatusCode !== undefined) {
        const got = ocpi.actualStatusCode === undefined ? '' : `, got status_code ${ocpi.actualStatusCode}`;
        parts.push(`expected status_code ${ocpi.expectedStatusCode}${got}`);
    }
    if (ocpi.clauses.length)
        parts.push(`clauses: ${ocpi.clauses.join('; ')}`);
    if (ocpi.direction === 'from-partner')
        parts.push('a request the partner sent to the service');
    else if (ocpi.notReplayable.length)
        parts.push(`not replayable: ${ocpi.notReplayable.join('; ')}`);
    return parts.join('; ');
}
function harRequest(packet) {
    const url = packet.url;
    const request = {
        method: packet.method ?? 'GET',
        url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: harHeaders(packet.headers),
        queryString: queryOf(url),
        headersSize: -1,
        bodySize: packet.body === undefined ? 0 : byteLength(packet.body),
    };
    if (packet.body !== undefined) {
        request.postData = {
            mimeType: headerOf(packet.headers, 'content-type') ?? mimeOf(packet.bodyIsJson),
            text: packet.body,
            ...(packet.bodyTruncated ? { comment: 'truncated by the service' } : {}),
        };
    }
    return request;
}
function harResponse(packet) {
    const response = packet.response;
    const headers = response?.headers ?? [];
    const text = response?.body;
    return {
        // Status 0: no response (a transport error), as browsers write it.
        status: response?.status ?? 0,
        statusText: '',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: harHeaders(headers),
        content: {
            size: text === undefined ? 0 : byteLength(text),
            mimeType: headerOf(headers, 'content-type') ?? mimeOf(response?.bodyIsJson ?? false),
            ...(text !== undefined ? { text } : {}),
            ...(response?.bodyTruncated ? { comment: 'truncated by the service' } : {}),
        },
        redirectURL: headerOf(headers, 'location') ?? '',
        headersSize: -1,
        bodySize: text === undefined ? 0 : byteLength(text),
        ...(packet.error ? { _error: packet.error } : {}),
    };
}
function harHeaders(headers) {
    return headers.map(({ name, value }) => ({ name, value }));
}
function headerOf(headers, name) {
    return headers.find((h) => h.name.toLowerCase() === name)?.value;
}
function mimeOf(json) {
    return json ? 'application/json' : 'text/plain';
}
/** The query as HAR lists it: names and values decoded, in order. */
function queryOf(url) {
    if (!URL.canParse(url))
        return [];
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
}
function byteLength(text) {
    return new TextEncoder().encode(text).length;
}
/** The clauses a check's failed validations cite (a check the grade's list does not hold). */
function checkClauses(check) {
    const cited = [...(check.validations ?? []), ...(check.warnings ?? [])]
        .filter((v) => v.passed === false)
        .flatMap((v) => v.references ?? []);
    return [...new Set(cited.map(_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .clauseText */ .D4))];
}


/***/ })

};

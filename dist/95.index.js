export const id = 95;
export const ids = [95];
export const modules = {

/***/ 53095:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMerge: () => (/* binding */ runMerge)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/core/catalogue.js + 4 modules
var catalogue = __webpack_require__(94262);
// EXTERNAL MODULE: ./lib/util/numbers.js
var numbers = __webpack_require__(25790);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(28805);
// EXTERNAL MODULE: ./lib/core/clauses.js
var clauses = __webpack_require__(60661);
// EXTERNAL MODULE: ./lib/core/grading.js
var grading = __webpack_require__(7375);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
// EXTERNAL MODULE: ./lib/client/index.js + 26 modules
var client = __webpack_require__(97941);
// EXTERNAL MODULE: ./lib/client/resources/run-list-memory.js
var run_list_memory = __webpack_require__(75889);
// EXTERNAL MODULE: ./lib/client/resources/run-list-stream.js + 1 modules
var run_list_stream = __webpack_require__(98385);
// EXTERNAL MODULE: ./lib/util/json-scan.js
var json_scan = __webpack_require__(53720);
// EXTERNAL MODULE: ./lib/util/schema-issues.js
var schema_issues = __webpack_require__(72786);
// EXTERNAL MODULE: ./lib/core/catalogue/run.js
var run = __webpack_require__(50392);
// EXTERNAL MODULE: ./lib/core/flaky.js
var flaky = __webpack_require__(65366);
;// CONCATENATED MODULE: ./lib/core/result-file.js
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
const FlakinessSchema = schemas/* looseObject */._H3({
    window: schemas/* number */.aig().int(),
    reports: schemas/* number */.aig().int(),
    checks: schemas/* array */.YOg(schemas/* looseObject */._H3({
        testId: schemas/* string */.YjP(),
        name: schemas/* string */.YjP().optional(),
        module: schemas/* string */.YjP().optional(),
        outcome: schemas/* enum */.k5n(['passed', 'warned', 'failed', 'allowed', 'unobservable', 'unreached']),
        flaky: schemas/* looseObject */._H3({ flips: schemas/* number */.aig().int(), runs: schemas/* number */.aig().int() }),
    })),
    tolerated: schemas/* array */.YOg(schemas/* string */.YjP()),
    note: schemas/* string */.YjP().optional(),
});
const CountsSchema = schemas/* looseObject */._H3({
    total: schemas/* number */.aig(),
    passed: schemas/* number */.aig(),
    warned: schemas/* number */.aig(),
    failed: schemas/* number */.aig(),
    allowed: schemas/* number */.aig(),
    unobservable: schemas/* number */.aig(),
    unreached: schemas/* number */.aig(),
    graded: schemas/* number */.aig(),
});
/** The small fields of a result file (every one but `report`). */
const ResultHeadSchema = schemas/* looseObject */._H3({
    format: schemas/* number */.aig().int().optional(),
    verdict: schemas/* enum */.k5n(['pass', 'fail', 'error']).nullish(),
    reason: schemas/* string */.YjP(),
    // Unknown kinds (a newer version's) are dropped, not refused: the merge then says unavailable.
    errorKind: schemas/* enum */.k5n(['input', 'refused', 'unavailable', 'interrupted', 'internal'])
        .nullish()
        .catch(undefined),
    seed: schemas/* string */.YjP().nullish(),
    reportId: schemas/* string */.YjP().nullish(),
    shareUrl: schemas/* string */.YjP().nullish(),
    connectionId: schemas/* string */.YjP().nullish(),
    partnerBaseUrl: schemas/* string */.YjP().nullish(),
    leg: schemas/* looseObject */._H3({
        name: schemas/* string */.YjP().optional(),
        url: schemas/* string */.YjP().optional(),
        module: schemas/* string */.YjP().optional(),
        runKind: schemas/* string */.YjP().optional(),
    })
        .nullish(),
    policy: schemas/* looseObject */._H3({
        threshold: schemas/* number */.aig().min(run/* THRESHOLD */.yW.min).max(run/* THRESHOLD */.yW.max),
        failOn: schemas/* array */.YOg(schemas/* string */.YjP()),
        allowFailures: schemas/* array */.YOg(schemas/* string */.YjP()),
        flakyWindow: schemas/* number */.aig().int().optional(),
        flakyFailures: schemas/* enum */.k5n(run/* FLAKY_FAILURES */.mU).optional().catch(undefined),
    })
        .nullish(),
    grade: schemas/* looseObject */._H3({
        counts: CountsSchema,
        passRate: schemas/* number */.aig().nullish(),
        threshold: schemas/* number */.aig(),
        conditions: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        notes: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
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
    clauses = new clauses/* ClauseTally */.iv();
    /** The suites read before the policy was known (a file this tool did not write). */
    held = [];
    begun = false;
    constructor(file, nameLeg, sink) {
        this.file = file;
        this.nameLeg = nameLeg;
        this.sink = sink;
    }
    async read() {
        const scanner = new json_scan/* JsonScanner */.VF(this.assembler);
        try {
            for await (const chunk of (0,external_node_fs_.createReadStream)(this.file)) {
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
        this.flaky = (0,flaky/* flakyById */.S7)(this.flakiness);
        // The failures the leg tolerated as flaky were graded allowed: so they are again.
        const tolerated = new Set(this.flakiness?.tolerated ?? []);
        const allowed = (0,grading/* compileGlobs */.tI)(policy.allowFailures);
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
        if ((0,grading/* classifyCheck */.p_)(check, this.allow) !== 'failed')
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
        const parsed = client/* SuiteResultSchema */.Co.safeParse({ ...raw, checks: [] });
        raw.checks = [];
        if (!parsed.success) {
            const at = `report.suites[${index}]`;
            throw new ResultFileError(this.file, `${(0,schema_issues/* describeIssues */.w)(parsed.error, at)}.`);
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
        const graded = (0,grading/* grade */.on)(one, this.policy, { flakiness: this.flakiness });
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
        if (error instanceof json_scan/* JsonSyntaxError */.q3) {
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
            const why = (0,schema_issues/* describeIssues */.w)(head.error);
            throw new ResultFileError(this.file, `not a result file of ocpi-conformance: ${why}.`);
        }
        if (this.assembler.problem)
            throw new ResultFileError(this.file, `${this.assembler.problem}.`);
        if (this.assembler.report) {
            const parsed = (0,run_list_stream/* parseReportHead */.k1)(this.assembler.report);
            if (!parsed.success) {
                throw new ResultFileError(this.file, `${(0,schema_issues/* describeIssues */.w)(parsed.error, 'report')}.`);
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
        const failOn = head.policy.failOn.filter((c) => grading/* FAIL_ON_CONDITIONS */.M4.includes(c));
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
        const check = client/* CheckSchema */.Yr.safeParse((0,run_list_memory/* leanCheck */.Hk)(value));
        if (!check.success) {
            this.problem ??= (0,schema_issues/* describeIssues */.w)(check.error, `report.suites[${this.suiteCount - 1}].checks[${index}]`);
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
        throw new json_scan/* JsonSyntaxError */.q3(what, 0);
    }
}

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
            legs.push(await readLegFile(file, nameLeg, options.sink));
        }
        catch (error) {
            if (!(error instanceof ResultFileError))
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
var version = __webpack_require__(13411);
// EXTERNAL MODULE: ./lib/app/formats/index.js + 10 modules
var formats = __webpack_require__(71208);
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

// EXTERNAL MODULE: ./lib/core/reasons.js
var reasons = __webpack_require__(30742);
// EXTERNAL MODULE: ./lib/report/merge.js
var merge = __webpack_require__(6894);
// EXTERNAL MODULE: ./lib/util/ci-job.js
var ci_job = __webpack_require__(29184);
// EXTERNAL MODULE: ./lib/util/errors.js
var errors = __webpack_require__(99661);
// EXTERNAL MODULE: ./lib/action/inputs.js
var inputs = __webpack_require__(21413);
// EXTERNAL MODULE: ./lib/action/outputs.js
var outputs = __webpack_require__(87352);
// EXTERNAL MODULE: ./lib/action/publish.js + 1 modules
var publish = __webpack_require__(99908);
// EXTERNAL MODULE: ./lib/action/settings.js
var action_settings = __webpack_require__(21149);
;// CONCATENATED MODULE: ./lib/action/merge.js
/**
 * The action's merge mode (input merge-reports): the final job of a matrix. It starts no run: it
 * reads the result files the legs wrote (their report-file, brought in by
 * actions/download-artifact), and writes one job summary, one sticky pull request comment (keyed
 * by workflow, not by leg), the merged file of each output format asked for (the merged result,
 * the HTML page, one JUnit file...) and one verdict (core/merge.ts says how). The files are found
 * with @actions/glob, loaded only in this mode.
 */














const TITLE = 'OCPI conformance: merge';
async function runMerge(core, patterns, { env, secrets, log }) {
    let settings;
    let files;
    try {
        settings = (0,action_settings/* readActionMergeSettings */.u2)(core, env, secrets);
        files = await findResultFiles(patterns, settings, env);
    }
    catch (error) {
        return {
            verdict: 'error',
            reason: `No verdict: ${(0,reasons/* errorReason */.jf)(error)}`,
            outputs: { 'error-kind': (0,reasons/* preparationErrorKind */.QG)(error) },
        };
    }
    if (settings.ignored.length > 0) {
        const names = settings.ignored.map((setting) => (0,inputs/* inputName */.yu)(setting)).join(', ');
        core.warning(`Not used in merge mode: ${names}. Each leg was graded with its own inputs when it ran; set them on the legs.`, { title: TITLE });
    }
    log.info(`Merging ${(0,util_text/* plural */.LS)(files.length, 'result file')}: ${files.join(', ') || 'none'}.`);
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const { result, files: written } = await mergeLegs(files, settings.expectedLegs, (0,action_settings/* filePlaces */.PK)(settings), {
        log,
        secrets,
        // Only the files the action takes an input for are written: each is named by it.
        names: (key) => (0,inputs/* inputName */.yu)(key),
        nameOf: (file) => external_node_path_.relative(workspace, file) || file,
        workflowFile: (0,ci_job/* ciWorkflowFile */.W)(env),
    });
    for (const leg of result.legs) {
        const rate = leg.passRate === undefined ? '' : `, pass rate ${(0,numbers/* formatRate */.CE)(leg.passRate)}%`;
        log.info(`Leg ${leg.name}: ${leg.verdict ?? 'no verdict'}${rate} (${leg.file}).`);
    }
    for (const problem of result.problems) {
        core.error((0,util_text/* forLog */.Ig)(`${problem.file}: ${problem.message}`, secrets.redact), { title: TITLE });
    }
    for (const warning of result.warnings) {
        core.warning((0,util_text/* forLog */.Ig)(warning, secrets.redact), { title: TITLE });
    }
    const resultFile = (0,catalogue/* fileServing */.b9)(written, 'result')?.file;
    if (settings.summary)
        await writeMergeSummary(core, result, resultFile, { secrets, log });
    await commentWhenAsked(core, settings, result, { env, secrets, log });
    const fullReport = (0,publish/* fullReportOnRunner */.xW)(written);
    if (settings.annotations)
        await onCheckRun(core, settings, result, fullReport, { env, secrets, log });
    return { verdict: result.verdict, reason: result.reason, outputs: mergeOutputs(result, written) };
}
async function writeMergeSummary(core, result, resultFile, { secrets, log }) {
    const context = { result, toolVersion: version/* PACKAGE_VERSION */.i, resultFile, redact: secrets.redact };
    try {
        await core.summary.addRaw(secrets.redact((0,merge.renderMergeSummary)(context)), true).write();
    }
    catch (error) {
        log.info(`Could not write the job summary: ${error.message}`);
    }
}
/**
 * The result files merge-reports matches (one pattern a line, `!` to exclude, relative to the
 * workspace), without the files this merge writes itself, sorted. None is not an error here: the
 * merge then says so and gives error.
 */
async function findResultFiles(patterns, settings, env) {
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const absolute = patterns.map((line) => {
        // A comment line (@actions/glob's `#`) stays one.
        if (line.startsWith('#'))
            return line;
        const negated = line.startsWith('!');
        const pattern = negated ? line.slice(1) : line;
        const full = external_node_path_.isAbsolute(pattern) || pattern.startsWith('~') ? pattern : external_node_path_.join(workspace, pattern);
        return negated ? `!${full}` : full;
    });
    const glob = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(324)]).then(__webpack_require__.bind(__webpack_require__, 43324));
    let matched;
    try {
        const globber = await glob.create(absolute.join('\n'), { matchDirectories: false });
        matched = await globber.glob();
    }
    catch (error) {
        throw new errors/* InputError */.d(inputs/* ACTION_INPUTS */.bn.mergeReports, `${inputs/* ACTION_INPUTS */.bn.mergeReports} could not be matched: ${error.message.replace(/\.$/, '')}. Give one glob a line, such as legs/**/ocpi-conformance-report.json.`);
    }
    const own = new Set(Object.values((0,action_settings/* filePlaces */.PK)(settings)).map((file) => external_node_path_.resolve(workspace, file)));
    return matched.filter((file) => !own.has(external_node_path_.resolve(file))).sort();
}
async function commentWhenAsked(core, settings, result, { env, secrets, log }) {
    const wanted = settings.comment === 'always' ||
        (settings.comment === 'on-failure' && result.verdict !== 'pass');
    if (!wanted)
        return;
    const workflow = env.GITHUB_WORKFLOW || 'workflow';
    const job = env.GITHUB_JOB || '';
    const { postStickyComment } = await __webpack_require__.e(/* import() */ 4).then(__webpack_require__.bind(__webpack_require__, 86623));
    await postStickyComment(settings.githubToken, {
        marker: (0,merge/* mergeCommentMarker */.U)(workflow, job),
        render: (runUrl) => (0,merge/* renderMergeComment */.G)({
            result,
            workflow,
            job,
            runUrl,
            toolVersion: version/* PACKAGE_VERSION */.i,
            redact: secrets.redact,
        }),
    }, {
        info: log.info,
        warning: (m) => core.warning((0,util_text/* forLog */.Ig)(m, secrets.redact), { title: `${TITLE}: PR comment` }),
    }, secrets, env, Date.now());
}
/**
 * The merge job's own check run: the merged verdict, and every leg's failures (those its result
 * file keeps), each annotation naming its leg. Warned checks are not in result files.
 */
async function onCheckRun(core, settings, result, resultFile, { env, secrets, log }) {
    const notes = result.legs
        .filter((leg) => leg.failedTotal > leg.failed.length)
        .map((leg) => `Leg ${leg.name}: ${leg.failedTotal} failed checks, of which its result file keeps the first ${leg.failed.length}; its own job's check run has them all.`);
    if (result.legs.length > 0) {
        notes.push("Warned checks are not kept in the legs' result files: each leg's own check run has them.");
    }
    const { reportOnCheckRun } = await __webpack_require__.e(/* import() */ 921).then(__webpack_require__.bind(__webpack_require__, 63302));
    await reportOnCheckRun({
        verdict: result.verdict,
        reason: result.reason,
        counts: result.counts,
        passRate: result.passRate,
        clauses: result.clauses,
        failed: result.legs.flatMap((leg) => leg.failed.map((item) => ({ item, leg: leg.name }))),
        warned: [],
        fullReport: { resultFile },
        notes,
    }, {
        ...{ core, log, secrets, env },
        deadline: Date.now(),
        token: settings.githubToken,
        checkRunId: settings.checkRunId,
        fallback: "Every leg's failures are in the job summary.",
        title: `${TITLE}: check run`,
    });
}
function mergeOutputs(result, written) {
    const counts = result.counts;
    return {
        'error-kind': result.errorKind,
        total: counts ? String(counts.total) : '',
        passed: counts ? String(counts.passed) : '',
        failed: counts ? String(counts.failed) : '',
        warned: counts ? String(counts.warned) : '',
        unobservable: counts ? String(counts.unobservable) : '',
        'pass-rate': result.passRate === undefined ? '' : (0,numbers/* formatRate */.CE)(result.passRate),
        ...(0,outputs/* fileOutputs */.bg)(written),
    };
}


/***/ })

};

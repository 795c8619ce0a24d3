export const id = 248;
export const ids = [248,470,527,685];
export const modules = {

/***/ 95248:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMerge: () => (/* binding */ runMerge)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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
var client = __webpack_require__(31417);
// EXTERNAL MODULE: ./lib/client/json-scan.js
var json_scan = __webpack_require__(13247);
// EXTERNAL MODULE: ./lib/client/run-list-stream.js
var run_list_stream = __webpack_require__(26204);
// EXTERNAL MODULE: ./lib/core/catalogue/run.js
var run = __webpack_require__(50392);
// EXTERNAL MODULE: ./lib/core/flaky.js
var flaky = __webpack_require__(65366);
;// CONCATENATED MODULE: ./lib/core/result-file.js
/**
 * Reading a leg's result file (app/files.ts's writeReportFile) back, for a merge of a matrix
 * (merge.ts): its small fields checked against a schema, and its report's checks graded once more
 * by the leg's own policy, only to tell which failed (the leg's verdict is never worked out
 * again).
 *
 * Memory: a result file holds the leg's whole report, hundreds of MB for 50,000 checks. It is read
 * as a stream (client/json-scan.ts's scanner): the small fields are parsed; each check is parsed
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
        threshold: schemas/* number */.aig().min(0).max(100),
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
            throw new ResultFileError(this.file, `${(0,client/* describeIssues */.wF)(parsed.error, at)}.`);
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
            const why = (0,client/* describeIssues */.wF)(head.error);
            throw new ResultFileError(this.file, `not a result file of ocpi-conformance: ${why}.`);
        }
        if (this.assembler.problem)
            throw new ResultFileError(this.file, `${this.assembler.problem}.`);
        if (this.assembler.report) {
            const parsed = (0,run_list_stream/* parseReportHead */.k1)(this.assembler.report);
            if (!parsed.success) {
                throw new ResultFileError(this.file, `${(0,client/* describeIssues */.wF)(parsed.error, 'report')}.`);
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
        const check = client/* CheckSchema */.Yr.safeParse((0,run_list_stream/* leanCheck */.Hk)(value));
        if (!check.success) {
            this.problem ??= (0,client/* describeIssues */.wF)(check.error, `report.suites[${this.suiteCount - 1}].checks[${index}]`);
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
// EXTERNAL MODULE: ./lib/report/ctrf.js
var ctrf = __webpack_require__(76527);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
;// CONCATENATED MODULE: ./lib/app/leg-part-file.js
/**
 * A file of a merge written leg by leg, as core/merge.ts reads the legs (each leg's report is in
 * memory only while it is read): a leg's text goes to a part file of the leg as it comes, joins
 * the document's part file when the leg turns out whole (and is dropped when its file was
 * unreadable), and the head, which carries the totals, is written before them once every leg is
 * in. The first failure of a step is kept, later steps are skipped, and write() reports it; the
 * part files are removed whatever happened. The merged JUnit and CTRF files are written this way.
 */




class LegPartFile {
    file;
    part;
    legPart;
    started = false;
    failure;
    constructor(file) {
        this.file = file;
        this.part = `${file}.part-${process.pid}`;
        this.legPart = `${file}.leg-${process.pid}`;
    }
    /** Starts a leg's part (and, for the first leg, the document's). */
    async beginLeg() {
        await this.guard(async () => {
            if (!this.started) {
                await (0,promises_.mkdir)(external_node_path_.dirname(this.file), { recursive: true });
                await (0,promises_.writeFile)(this.part, '');
                this.started = true;
            }
            await (0,promises_.writeFile)(this.legPart, '');
        });
    }
    /** Appends what `make` gives (nothing when empty) to the leg's part; `make` runs guarded too. */
    async append(make) {
        await this.guard(async () => {
            const text = make();
            if (text)
                await (0,promises_.appendFile)(this.legPart, text);
        });
    }
    /** Joins the leg's part to the document when the leg is kept; true when it was joined. */
    async endLeg(kept) {
        let joined = false;
        await this.guard(async () => {
            if (!kept)
                return;
            await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(this.legPart), (0,external_node_fs_.createWriteStream)(this.part, { flags: 'a' }));
            joined = true;
        });
        await (0,promises_.rm)(this.legPart, { force: true }).catch(() => undefined);
        return joined;
    }
    /**
     * Writes the file: `head`, every kept leg's part, `tail`. Throws the first failure of any step;
     * a file that could not be written whole is removed.
     */
    async write(head, tail) {
        try {
            if (this.failure)
                throw new Error(this.failure);
            await (0,promises_.mkdir)(external_node_path_.dirname(this.file), { recursive: true });
            await (0,promises_.writeFile)(this.file, head);
            if (this.started) {
                await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(this.part), (0,external_node_fs_.createWriteStream)(this.file, { flags: 'a' }));
            }
            await (0,promises_.appendFile)(this.file, tail);
        }
        catch (error) {
            await (0,promises_.rm)(this.file, { force: true }).catch(() => undefined);
            throw error;
        }
        finally {
            await (0,promises_.rm)(this.part, { force: true }).catch(() => undefined);
        }
    }
    async guard(step) {
        if (this.failure)
            return;
        try {
            await step();
        }
        catch (error) {
            this.failure = error instanceof Error ? error.message : String(error);
        }
    }
}

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
        this.parts = new LegPartFile(file);
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

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./lib/report/junit.js
var junit = __webpack_require__(65470);
// EXTERNAL MODULE: ./lib/util/digest.js
var util_digest = __webpack_require__(7738);
// EXTERNAL MODULE: ./lib/report/checks.js
var checks = __webpack_require__(56265);
// EXTERNAL MODULE: ./lib/report/comment.js
var comment = __webpack_require__(37023);
// EXTERNAL MODULE: ./lib/report/flaky.js
var report_flaky = __webpack_require__(24355);
// EXTERNAL MODULE: ./lib/report/flaky-markdown.js
var flaky_markdown = __webpack_require__(57713);
// EXTERNAL MODULE: ./lib/report/html-flaky.js
var html_flaky = __webpack_require__(23985);
// EXTERNAL MODULE: ./lib/report/html-text.js
var html_text = __webpack_require__(7105);
// EXTERNAL MODULE: ./lib/report/markdown.js
var markdown = __webpack_require__(63021);
// EXTERNAL MODULE: ./lib/report/summary.js + 2 modules
var summary = __webpack_require__(26010);
;// CONCATENATED MODULE: ./lib/report/merge.js











const ICON = { pass: '✅', fail: '❌', error: '⚠️' };
/** Failed checks listed per leg in the comment, for at most so many legs. */
const COMMENT_FAILURES_PER_LEG = 5;
const COMMENT_FAILING_LEGS = 20;
/** Legs whose flaky checks the comment names (the summary names more), and how many of each. */
const COMMENT_FLAKY_LEGS = 10;
const COMMENT_FLAKY_PER_LEG = 3;
/** Bytes of the summary the legs' flaky checks may take, before the legs' failed checks. */
const SUMMARY_FLAKY_BYTES = 150_000;
/** Flaky checks listed per leg in the summary and the page. */
const FLAKY_PER_LEG = 20;
/** Legs listed in the comment's table and the summary's (those that did not pass always are). */
const COMMENT_MAX_ROWS = 60;
const SUMMARY_MAX_ROWS = 256;
/**
 * The hidden marker of the merged comment: one per workflow and merge job (not per leg), so every
 * re-run of the merge updates the same comment, and two merge jobs of one workflow (one per OCPI
 * version, say) keep one each. A hash, so nothing else leaks into it.
 */
function mergeCommentMarker(workflow, job = '') {
    const digest = (0,util_digest/* sha256 */.s)(`merge\n${workflow}\n${job}`).slice(0, 16);
    return `<!-- ocpi-conformance-merge:${digest} -->`;
}
function verdictText(leg) {
    return leg.verdict ? `${ICON[leg.verdict]} ${leg.verdict}` : `${ICON.error} no verdict`;
}
function rateText(leg) {
    return leg.passRate === undefined ? 'n/a' : `${(0,numbers/* formatRate */.CE)(leg.passRate)}%`;
}
/** A leg's link: its job (or run), else its shared report; only http(s), and safe in Markdown. */
function legLink(leg, redact) {
    const url = leg.url ?? leg.shareUrl;
    if (!url || !/^https?:\/\//.test(url))
        return '';
    const safe = encodeURI(redact(url)).replace(/[()[\]<>|]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
    return `[${leg.url ? 'job' : 'report'}](${safe})`;
}
/**
 * The table of legs and the unreadable files, in Markdown: at most `maxRows` legs, those that did
 * not pass first; the passing legs left out are counted.
 */
function legTable(context, md, { reasonMax, maxRows }) {
    const { problems } = context.result;
    // Nothing was found: the reason says so, and an empty table would say nothing more.
    if (context.result.legs.length === 0 && problems.length === 0)
        return [];
    const notPassed = context.result.legs.filter((leg) => leg.verdict !== 'pass');
    const passed = context.result.legs.filter((leg) => leg.verdict === 'pass');
    const legs = [...notPassed, ...passed].slice(0, Math.max(maxRows, notPassed.length));
    const lines = [
        (0,markdown/* row */.nM)(['Leg', 'Verdict', 'Pass rate', 'Failed', 'Link', 'Reason']),
        (0,markdown/* row */.nM)(Array(6).fill('---')),
    ];
    for (const leg of legs) {
        lines.push((0,markdown/* row */.nM)([
            md.inline(leg.name, 120),
            verdictText(leg),
            rateText(leg),
            leg.counts ? String(leg.counts.failed) : '',
            legLink(leg, context.redact ?? markdown/* keepText */.Jp),
            md.inline(leg.reason, reasonMax),
        ]));
    }
    for (const problem of problems) {
        lines.push((0,markdown/* row */.nM)([
            md.code(problem.file, 200),
            `${ICON.error} unreadable`,
            'n/a',
            '',
            '',
            md.inline(problem.message, reasonMax),
        ]));
    }
    const left = context.result.legs.length - legs.length;
    if (left > 0)
        lines.push('', `… and ${(0,util_text/* plural */.LS)(left, 'more leg')} that passed.`);
    return lines;
}
function heading(context, md, level) {
    const { result } = context;
    const expected = result.expectedLegs === undefined ? '' : ` of ${result.expectedLegs} expected`;
    const found = result.legs.length + result.problems.length;
    return [
        `${level} ${ICON[result.verdict]} OCPI conformance: ${result.verdict} (${(0,util_text/* plural */.LS)(found, 'leg')}${expected})`,
        '',
        md.inline(result.reason, 2000),
        '',
    ];
}
function renderMergeSummary(context, budget = summary/* SUMMARY_BUDGET_BYTES */.Xb) {
    const md = (0,markdown/* markdownText */.p7)(context.redact);
    const head = [
        ...heading(context, md, '##'),
        ...legTable(context, md, { reasonMax: 300, maxRows: SUMMARY_MAX_ROWS }),
        '',
    ].join('\n');
    const tail = provenance(context, md);
    // The clauses broken across the legs, each once, before each leg's failed checks.
    const clauses = (0,summary/* renderClauses */.zZ)(context.result.clauses ?? [], md);
    const flaky = legsFlaky(context.result.legs, md, SUMMARY_FLAKY_BYTES);
    let remaining = budget - bytes(head) - bytes(tail) - bytes(clauses) - bytes(flaky) - 200;
    const withFailures = context.result.legs.filter((leg) => leg.failedTotal > 0);
    const sections = [];
    withFailures.forEach((leg, index) => {
        // An even share of what is left, so one leg's long list does not crowd out the others.
        const share = Math.floor(remaining / (withFailures.length - index));
        const section = legFailures(leg, share, md);
        sections.push(section);
        remaining -= bytes(section);
    });
    const notes = [
        ...context.result.warnings.map((warning) => `- ⚠️ ${md.inline(warning, 1000)}`),
        ...context.result.legs.flatMap((leg) => leg.notes.map((note) => `- ${md.inline(leg.name, 120)}: ${md.inline(note, 500)}`)),
    ];
    if (notes.length > 0)
        sections.push(`### Notes\n\n${notes.join('\n')}\n`);
    return [head, clauses, ...sections, flaky, tail].join('\n');
}
/**
 * A leg's flaky checks, as its result file records them: MergedLeg.flakiness, which the flaky
 * gate's result file adds (older files have none).
 */
function flakinessOf(leg) {
    return leg.flakiness;
}
/**
 * Each leg's flaky checks and tolerated failures, a section per leg that has something to tell,
 * within `budget` bytes; the legs left out are counted.
 */
function legsFlaky(legs, md, budget) {
    const told = legs.filter((leg) => (0,report_flaky/* flakinessToTell */.zw)(flakinessOf(leg)));
    const sections = [];
    let used = 0;
    for (const leg of told) {
        const section = (0,flaky_markdown/* flakySection */.Zy)(flakinessOf(leg), md, {
            budget: Math.min(budget - used, 20_000),
            maxLines: FLAKY_PER_LEG,
            title: `Flaky checks of ${md.inline(leg.name, 120)}`,
        });
        if (used + bytes(section) > budget)
            break;
        sections.push(section);
        used += bytes(section) + 1;
    }
    const left = told.length - sections.length;
    if (left > 0) {
        sections.push(`… and ${(0,util_text/* plural */.LS)(left, 'more leg')} with flaky checks or tolerated failures; each leg's own summary lists them.\n`);
    }
    return sections.join('\n');
}
/** A leg's failed checks, one line each, within `budget` bytes. */
function legFailures(leg, budget, md) {
    const lines = [
        `### ❌ ${md.inline(leg.name, 120)}: ${(0,util_text/* plural */.LS)(leg.failedTotal, 'failed check')}`,
        '',
    ];
    let used = bytes(lines.join('\n'));
    let shown = 0;
    for (const item of leg.failed) {
        const line = `- ${(0,summary/* failureLine */.Pu)(item, md)}`;
        if (used + bytes(line) + 300 > budget)
            break;
        lines.push(line);
        used += bytes(line) + 1;
        shown++;
    }
    if (shown < leg.failedTotal) {
        lines.push(`- … and ${(0,util_text/* plural */.LS)(leg.failedTotal - shown, 'more failed check')} of this leg (left out to keep this summary under GitHub's 1 MiB limit); the leg's own report lists them all.`);
    }
    lines.push('');
    return lines.join('\n');
}
function provenance(context, md) {
    const facts = [
        context.reportFile ? `merged result file ${md.code(context.reportFile, 400)}` : undefined,
        `ocpi-conformance ${md.inline(context.toolVersion)}`,
    ].filter(Boolean);
    return `<sub>${facts.join(' · ')}</sub>\n`;
}
function renderMergeComment(context) {
    const md = (0,markdown/* markdownText */.p7)(context.redact);
    const lines = [
        mergeCommentMarker(context.workflow, context.job),
        ...heading(context, md, '###'),
        `${md.inline(context.workflow, 80)} · merged`,
        '',
        ...legTable(context, md, { reasonMax: 200, maxRows: COMMENT_MAX_ROWS }),
        '',
    ];
    const failing = context.result.legs.filter((leg) => leg.failedTotal > 0);
    for (const leg of failing.slice(0, COMMENT_FAILING_LEGS)) {
        const shown = leg.failed.slice(0, COMMENT_FAILURES_PER_LEG);
        lines.push(`**${md.inline(leg.name, 120)}**: top failures (${shown.length} of ${leg.failedTotal}):`, '');
        for (const item of shown) {
            const message = (0,checks/* firstFailedValidation */.rC)(item.check)?.message ?? item.check.exchange?.error;
            const flaky = item.flaky ? ` (${(0,report_flaky/* flakyText */.Ny)(item.flaky)})` : '';
            lines.push(`- ${md.code(item.check.testId, 120)}${message ? ` — ${md.inline(message, 200)}` : ''}${flaky}`);
        }
        lines.push('');
    }
    if (failing.length > COMMENT_FAILING_LEGS) {
        const more = failing.length - COMMENT_FAILING_LEGS;
        lines.push(`The failed checks of ${(0,util_text/* plural */.LS)(more, 'more leg')} are in the job summary.`, '');
    }
    lines.push(...legsFlakyComment(context.result.legs, md));
    if (context.runUrl)
        lines.push(`<sub>[Workflow run](${context.runUrl})</sub>`, '');
    const body = lines.join('\n');
    return body.length <= comment/* COMMENT_LIMIT */.W$
        ? body
        : `${body.slice(0, comment/* COMMENT_LIMIT */.W$ - 40)}\n\n… (cut to fit)\n`;
}
/** Each leg's flaky checks and tolerated failures, for the first legs that have some. */
function legsFlakyComment(legs, md) {
    const told = legs.filter((leg) => (0,report_flaky/* flakinessToTell */.zw)(flakinessOf(leg)));
    const lines = told.slice(0, COMMENT_FLAKY_LEGS).flatMap((leg) => (0,flaky_markdown/* flakyCommentLines */.eP)(flakinessOf(leg), md, {
        top: COMMENT_FLAKY_PER_LEG,
        title: `${md.inline(leg.name, 120)}: flaky checks`,
        maxIds: COMMENT_FLAKY_PER_LEG,
    }));
    if (told.length > COMMENT_FLAKY_LEGS) {
        const more = told.length - COMMENT_FLAKY_LEGS;
        lines.push(`The flaky checks of ${(0,util_text/* plural */.LS)(more, 'more leg')} are in the job summary.`, '');
    }
    return lines;
}
/** A static page (no script): the verdict, the legs and their failed checks. */
function renderMergeHtml(context) {
    const redact = context.redact ?? ((t) => t);
    const text = (0,html_text/* htmlText */.js)(redact);
    const { result } = context;
    const rows = result.legs.map((leg) => {
        const url = leg.url ?? leg.shareUrl;
        const link = url && /^https?:\/\//.test(url) ? `<a href="${(0,html_text/* escapeHtml */.ZD)(redact(url))}">link</a>` : '';
        return `<tr><td>${text(leg.name, 120)}</td><td>${(0,html_text/* escapeHtml */.ZD)(verdictText(leg))}</td><td>${rateText(leg)}</td><td>${leg.counts?.failed ?? ''}</td><td>${link}</td><td>${text(leg.reason, 500)}</td></tr>`;
    });
    for (const problem of result.problems) {
        rows.push(`<tr><td>${text(problem.file, 200)}</td><td>unreadable</td><td>n/a</td><td></td><td></td><td>${text(problem.message, 500)}</td></tr>`);
    }
    const sections = result.legs
        .filter((leg) => leg.failedTotal > 0)
        .map((leg) => {
        const items = leg.failed.map((item) => {
            const message = (0,checks/* firstFailedValidation */.rC)(item.check)?.message ?? item.check.exchange?.error;
            const flaky = item.flaky ? ` <strong>(${(0,report_flaky/* flakyText */.Ny)(item.flaky)})</strong>` : '';
            return `<li><code>${text(item.check.testId, 200)}</code> ${text(item.check.name ?? '', 200)}${message ? ` — ${text(message, 500)}` : ''}${flaky}</li>`;
        });
        const more = leg.failedTotal > leg.failed.length
            ? `<li>… and ${leg.failedTotal - leg.failed.length} more; the leg's own report lists them all.</li>`
            : '';
        return `<h2>${text(leg.name, 120)}: ${leg.failedTotal} failed</h2>\n<ul>\n${items.join('\n')}${more}\n</ul>`;
    });
    return [
        '<!DOCTYPE html>',
        '<html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
        `<title>OCPI conformance: ${result.verdict} (merged)</title>`,
        '<style>body{font-family:system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}</style>',
        '</head><body>',
        `<h1>${(0,html_text/* escapeHtml */.ZD)(ICON[result.verdict])} OCPI conformance: ${result.verdict}</h1>`,
        `<p>${text(result.reason, 2000)}</p>`,
        '<table><thead><tr><th>Leg</th><th>Verdict</th><th>Pass rate</th><th>Failed</th><th>Link</th><th>Reason</th></tr></thead><tbody>',
        ...rows,
        '</tbody></table>',
        ...sections,
        ...result.legs.map((leg) => (0,html_flaky/* flakySection */.Z)(flakinessOf(leg), text, {
            title: `${text(leg.name, 120)}: flaky checks`,
            maxRows: FLAKY_PER_LEG,
        })),
        `<p><small>ocpi-conformance ${(0,html_text/* escapeHtml */.ZD)(context.toolVersion)}</small></p>`,
        '</body></html>',
        '',
    ].join('\n');
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}

// EXTERNAL MODULE: ./lib/app/files.js + 1 modules
var files = __webpack_require__(28147);
;// CONCATENATED MODULE: ./lib/app/merge-files.js
/**
 * The files a merge of a matrix's legs writes: the merged result as JSON, one JUnit file holding
 * every leg's suites, and one HTML page. As files.ts: a file that cannot be written is logged,
 * naming the input or flag (`option`), and changes nothing else; text passes the secret store.
 *
 * The JUnit file is written leg by leg (each leg's report is in memory only while it is read),
 * through a LegPartFile.
 */





/** The layout of the merged result file (it is not itself a leg's result file). */
const MERGED_FILE_KIND = 'ocpi-conformance-merge';
/**
 * One JUnit file for every leg, written as core/merge.ts reads the legs (it is their LegSink),
 * through a LegPartFile: the root element, which carries the totals, goes before the suites once
 * every leg is in.
 */
class MergedJUnitFile {
    file;
    log;
    secrets;
    option;
    parts;
    totals = { tests: 0, failures: 0, skipped: 0, ms: 0 };
    legTotals = { tests: 0, failures: 0, skipped: 0, ms: 0 };
    suites = 0;
    legSuites = 0;
    legName = '';
    constructor(file, log, secrets, option = 'junit-file') {
        this.file = file;
        this.log = log;
        this.secrets = secrets;
        this.option = option;
        this.parts = new LegPartFile(file);
    }
    async begin(legName) {
        this.legName = legName;
        this.legSuites = 0;
        this.legTotals = { tests: 0, failures: 0, skipped: 0, ms: 0 };
        await this.parts.beginLeg();
    }
    async suite(report, grade) {
        await this.parts.append(() => {
            const { suites, totals } = (0,junit/* renderJUnitSuites */.uj)({
                report,
                grade,
                timestamp: new Date(),
                hostname: external_node_os_.hostname(),
                redact: (text) => this.secrets.redact(text),
            }, { prefix: `${this.legName} / `, firstId: this.suites + this.legSuites });
            this.legSuites += report.suites?.length ?? 0;
            for (const key of Object.keys(totals)) {
                this.legTotals[key] += totals[key];
            }
            return suites.length > 0 ? `${this.secrets.redact(suites.join('\n'))}\n` : '';
        });
    }
    async end(kept) {
        if (!(await this.parts.endLeg(kept)))
            return;
        this.suites += this.legSuites;
        for (const key of Object.keys(this.totals)) {
            this.totals[key] += this.legTotals[key];
        }
    }
    /** Writes the file; returns its path, or undefined when it failed (logged). */
    async finish() {
        try {
            await this.parts.write(`${(0,junit/* junitRoot */.B1)(junit/* REPORT_NAME */.F5, this.totals)}\n`, junit/* JUNIT_END */.rT);
            this.log.info(`JUnit report of every leg written to ${this.file}.`);
            return this.file;
        }
        catch (error) {
            this.log.info(`Could not write the JUnit file ${this.file} (${this.option}): ${merge_files_message(error)}`);
            return undefined;
        }
    }
}
/** The merged result as JSON: the verdict, the reason, and each leg's row (no checks). */
async function writeMergedResultFile(file, result, log, secrets, option = 'report-file') {
    const content = {
        kind: MERGED_FILE_KIND,
        verdict: result.verdict,
        reason: result.reason,
        expectedLegs: result.expectedLegs,
        counts: result.counts,
        passRate: result.passRate,
        legs: result.legs.map(({ failed, notes, ...leg }) => leg),
        problems: result.problems,
        warnings: result.warnings,
    };
    return (0,files/* writeTextFile */.Tl)(file, () => `${secrets.stringify(content, 2)}\n`, {
        ...{ log, option },
        written: 'Merged result',
    });
}
async function writeMergedHtmlFile(file, context, log, secrets, option = 'html-report') {
    const redact = (text) => secrets.redact(text);
    // Once more over the whole page, as the other writers do: nothing the store knows leaves.
    return (0,files/* writeTextFile */.Tl)(file, () => secrets.redact(renderMergeHtml({ ...context, redact })), {
        ...{ log, option },
        written: 'HTML report of every leg',
    });
}
/** The merged Markdown summary as a file (the CLI's --summary-file), redacted. */
async function writeMergedSummaryFile(file, context, log, secrets, option = 'summary-file') {
    const redact = (text) => secrets.redact(text);
    return (0,files/* writeTextFile */.Tl)(file, () => secrets.redact(renderMergeSummary({ ...context, redact })), {
        ...{ log, option },
        written: 'Summary',
    });
}
function merge_files_message(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./lib/report/har.js
var har = __webpack_require__(41685);
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
        this.parts = new LegPartFile(file);
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
        ? new MergedJUnitFile(places.junitFile, log, secrets, names.junitFile)
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
        ? await writeMergedResultFile(places.reportFile, result, log, secrets, names.reportFile)
        : undefined;
    const junitFile = await junit?.finish();
    const ctrfFile = await ctrf?.finish(result);
    const harFile = await har?.finish(result);
    const context = { result, toolVersion: version/* PACKAGE_VERSION */.i, reportFile };
    const htmlReport = places.htmlReport
        ? await writeMergedHtmlFile(places.htmlReport, context, log, secrets, names.htmlReport)
        : undefined;
    const summaryFile = places.summaryFile
        ? await writeMergedSummaryFile(places.summaryFile, context, log, secrets, names.summaryFile)
        : undefined;
    return {
        result,
        files: { reportFile, junitFile, ctrfFile, htmlReport, harFile, summaryFile },
    };
}

// EXTERNAL MODULE: ./lib/core/reasons.js
var reasons = __webpack_require__(30742);
// EXTERNAL MODULE: ./lib/action/inputs.js
var inputs = __webpack_require__(21413);
// EXTERNAL MODULE: ./lib/action/settings.js + 1 modules
var action_settings = __webpack_require__(12218);
;// CONCATENATED MODULE: ./lib/action/merge.js
/**
 * The action's merge mode (input merge-reports): the final job of a matrix. It starts no run: it
 * reads the result files the legs wrote (their report-file, brought in by
 * actions/download-artifact), and writes one job summary, one sticky pull request comment (keyed
 * by workflow, not by leg), one JUnit file, one HTML page and one verdict (core/merge.ts says
 * how). The files are found with @actions/glob, loaded only in this mode.
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
        const names = settings.ignored.map((setting) => (0,inputs/* inputName */.y)(setting)).join(', ');
        core.warning(`Not used in merge mode: ${names}. Each leg was graded with its own inputs when it ran; set them on the legs.`, { title: TITLE });
    }
    log.info(`Merging ${(0,util_text/* plural */.LS)(files.length, 'result file')}: ${files.join(', ') || 'none'}.`);
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const { result, files: written } = await mergeLegs(files, settings.expectedLegs, {
        reportFile: settings.reportFile,
        junitFile: settings.junitFile,
        ctrfFile: settings.ctrfFile,
        htmlReport: settings.htmlReport,
        harFile: settings.harFile,
    }, {
        log,
        secrets,
        names: {
            reportFile: (0,inputs/* inputName */.y)('reportFile'),
            junitFile: (0,inputs/* inputName */.y)('junitFile'),
            ctrfFile: (0,inputs/* inputName */.y)('ctrfFile'),
            htmlReport: (0,inputs/* inputName */.y)('htmlReport'),
            harFile: (0,inputs/* inputName */.y)('harFile'),
            summaryFile: 'summary',
        },
        nameOf: (file) => external_node_path_.relative(workspace, file) || file,
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
    if (settings.summary)
        await writeMergeSummary(core, result, written.reportFile, { secrets, log });
    await commentWhenAsked(core, settings, result, { env, secrets, log });
    const fullReport = written.htmlReport ?? written.reportFile;
    if (settings.annotations)
        await onCheckRun(core, settings, result, fullReport, { env, secrets, log });
    return {
        verdict: result.verdict,
        reason: result.reason,
        outputs: mergeOutputs(result, written.reportFile, written.htmlReport),
    };
}
async function writeMergeSummary(core, result, reportFile, { secrets, log }) {
    const context = { result, toolVersion: version/* PACKAGE_VERSION */.i, reportFile, redact: secrets.redact };
    try {
        await core.summary.addRaw(secrets.redact(renderMergeSummary(context)), true).write();
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
        throw new client/* InputError */.dz(inputs/* ACTION_INPUTS */.b.mergeReports, `${inputs/* ACTION_INPUTS */.b.mergeReports} could not be matched: ${error.message.replace(/\.$/, '')}. Give one glob a line, such as legs/**/ocpi-conformance-report.json.`);
    }
    const own = new Set([
        settings.reportFile,
        settings.htmlReport,
        settings.harFile,
        settings.junitFile,
        settings.ctrfFile,
    ]
        .filter((file) => Boolean(file))
        .map((file) => external_node_path_.resolve(workspace, file)));
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
        marker: mergeCommentMarker(workflow, job),
        render: (runUrl) => renderMergeComment({
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
async function onCheckRun(core, settings, result, reportFile, { env, secrets, log }) {
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
        fullReport: { reportFile },
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
function mergeOutputs(result, reportFile, htmlReport) {
    const counts = result.counts;
    return {
        'error-kind': result.errorKind,
        total: counts ? String(counts.total) : '',
        passed: counts ? String(counts.passed) : '',
        failed: counts ? String(counts.failed) : '',
        warned: counts ? String(counts.warned) : '',
        unobservable: counts ? String(counts.unobservable) : '',
        'pass-rate': result.passRate === undefined ? '' : (0,numbers/* formatRate */.CE)(result.passRate),
        'report-file': reportFile ?? '',
        'html-report': htmlReport ?? '',
    };
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


/***/ }),

/***/ 76527:
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
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28805);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13411);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56265);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24355);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63021);
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

/***/ 41685:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KA: () => (/* binding */ harEntries),
/* harmony export */   Ni: () => (/* binding */ harFrame),
/* harmony export */   harLines: () => (/* binding */ harLines)
/* harmony export */ });
/* unused harmony exports renderHar, harDocument, eachHarEntry */
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56265);
/* harmony import */ var _recorded_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50664);


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


/***/ }),

/***/ 23985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ flakySection)
/* harmony export */ });
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24355);

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
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28805);
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

/***/ 65470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ junitRoot),
/* harmony export */   F5: () => (/* binding */ REPORT_NAME),
/* harmony export */   junitParts: () => (/* binding */ junitParts),
/* harmony export */   rT: () => (/* binding */ JUNIT_END),
/* harmony export */   uj: () => (/* binding */ renderJUnitSuites)
/* harmony export */ });
/* unused harmony exports renderJUnit, junitTotals */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28805);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56265);
/* harmony import */ var _flaky_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24355);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63021);
/**
 * JUnit XML for the test tabs of CI systems (GitLab's junit report, Jenkins, dorny/test-reporter).
 * Valid against the Apache Ant JUnit schema (a copy is in test/fixtures/junit/junit.xsd), the
 * strictest widely used description: one testsuite per suite of the report, one testcase per
 * check. Failures carry the failed validations and the spec quotes; unobservable, unreached and
 * allowed checks are skipped with their reason; checks that passed with warnings are passes,
 * named in the suite's system-out and counted in its `warned` property. The root <testsuites>
 * carries a name and the totals (tests, failures, errors, skipped, time) those readers use, which
 * Ant's schema predates. Every text is passed through `redact` (the front end's secret store's;
 * default none), escaped, and stripped of characters XML 1.0 forbids. Double quotes are escaped in
 * text content too, so that the writer's masking of the whole document (a JSON
 * `"authorization": "..."` pattern) cannot reach across markup.
 */




/** Each listed check's outcome (passed checks are counted in a grade, not listed). */
function outcomesByCheck(grade) {
    const outcomes = new Map();
    for (const [outcome, checks] of Object.entries(grade.checks)) {
        for (const graded of checks)
            outcomes.set(graded.check, outcome);
    }
    return outcomes;
}
/** The name of the root <testsuites>, shown by readers that name a whole report. */
const REPORT_NAME = 'OCPI conformance';
function renderJUnit(context) {
    return [...junitParts(context)].join('\n');
}
/**
 * The document as its lines, to be joined by line breaks, made one suite at a time as they are
 * asked for: a writer holds one suite, not the document (18 MB for 50,000 checks).
 */
function* junitParts(context) {
    // Totals on the root, as GitLab, Jenkins and dorny/test-reporter read them. Ant's schema has
    // no attributes here; they are the sums over the suites. Errors stay 0: a check that could not
    // be run is skipped (unobservable, unreached) or failed, never an error of this file.
    yield junitRoot(REPORT_NAME, junitTotals(context));
    yield* junitSuiteLines(context);
    yield JUNIT_END;
}
/** The XML declaration and the root element's opening, with the document's totals. */
function junitRoot(name, totals) {
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="${escapeAttr(name)}" tests="${totals.tests}" failures="${totals.failures}" errors="0" skipped="${totals.skipped}" time="${seconds(totals.ms)}">`,
    ].join('\n');
}
const JUNIT_END = '</testsuites>\n';
/**
 * The <testsuite> elements of one report, and their totals. A merge of several legs puts each
 * leg's suites under one root: `prefix` (the leg's name) goes before each suite's name, and ids
 * count on from `firstId`.
 */
function renderJUnitSuites(context, options = {}) {
    return { suites: [...junitSuiteLines(context, options)], totals: junitTotals(context) };
}
/** The totals of a report's <testsuite> elements, without making them. */
function junitTotals(context) {
    const outcomeOf = outcomesByCheck(context.grade);
    const totals = { tests: 0, failures: 0, skipped: 0, ms: 0 };
    for (const suite of context.report.suites ?? []) {
        for (const check of suite.checks) {
            const kind = caseKind(outcomeOf.get(check) ?? 'passed');
            totals.tests++;
            if (kind === 'failure')
                totals.failures++;
            else if (kind === 'skipped')
                totals.skipped++;
            totals.ms += check.exchange?.latencyMs ?? 0;
        }
    }
    return totals;
}
/** How an outcome is a <testcase>: failed, skipped, or passed (warned checks pass). */
function caseKind(outcome) {
    if (outcome === 'failed')
        return 'failure';
    return outcome === 'unobservable' || outcome === 'unreached' || outcome === 'allowed'
        ? 'skipped'
        : 'pass';
}
/** The lines of a report's <testsuite> elements, one suite made at a time. */
function* junitSuiteLines(context, { prefix = '', firstId = 0 } = {}) {
    const { report } = context;
    const redact = context.redact ?? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .keepText */ .Jp;
    // Inert (util/text.ts): a CI page shows these texts, and a bidi override would reorder them.
    const attr = (value) => escapeAttr((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(redact(value)));
    const text = (value) => escapeText((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertText */ .UJ)(redact(value)));
    const outcomeOf = outcomesByCheck(context.grade);
    const tolerated = new Set(context.grade.flakiness?.tolerated ?? []);
    const timestamp = context.timestamp.toISOString().slice(0, 19);
    for (const [index, suite] of (report.suites ?? []).entries()) {
        const cases = [];
        const warned = [];
        let failures = 0;
        let skipped = 0;
        // Whole milliseconds, so that the suites' times add up exactly to the total's.
        let ms = 0;
        for (const check of suite.checks) {
            const outcome = outcomeOf.get(check) ?? 'passed';
            const kind = caseKind(outcome);
            const latency = check.exchange?.latencyMs ?? 0;
            ms += latency;
            const open = `    <testcase name="${attr(caseName(check))}" classname="${attr(suite.suiteId)}" time="${seconds(latency)}"`;
            if (kind === 'failure') {
                failures++;
                const first = (0,_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .firstFailedValidation */ .rC)(check);
                const message = first?.message ?? check.exchange?.error ?? 'check failed';
                cases.push(`${open}>\n      <failure message="${attr(message)}" type="${attr(first?.severity ?? 'failure')}">${text(failureText(check))}</failure>\n    </testcase>`);
            }
            else if (kind === 'skipped') {
                skipped++;
                cases.push(`${open}>\n      <skipped message="${attr(skipReason(check, outcome, tolerated))}"/>\n    </testcase>`);
            }
            else {
                // A warned check passed, and stays a pass here; the schema has no element for a
                // warning, so it is named in system-out and counted in the suite's properties.
                if (outcome === 'warned')
                    warned.push(check);
                cases.push(`${open}/>`);
            }
        }
        const notes = warned.map((check) => `${check.testId}: passed with warnings: ${(check.warnings ?? []).map(describe).join('; ')}`);
        yield `  <testsuite name="${attr(prefix + suite.suiteId)}" package="${attr(packageName(report))}" id="${firstId + index}" timestamp="${timestamp}" hostname="${attr(context.hostname || 'localhost')}" tests="${suite.checks.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(ms)}">`;
        yield '    <properties>';
        for (const [name, value] of properties(report, suite.module, warned)) {
            yield `      <property name="${attr(name)}" value="${attr(value)}"/>`;
        }
        yield '    </properties>';
        yield* cases;
        yield `    <system-out>${text(notes.join('\n'))}</system-out>`;
        yield '    <system-err></system-err>';
        yield '  </testsuite>';
    }
}
/** Milliseconds as the schema's decimal seconds. */
function seconds(ms) {
    return (ms / 1000).toFixed(3);
}
function caseName(check) {
    return check.name ? `${check.testId}: ${check.name}` : check.testId;
}
function packageName(report) {
    return `ocpi-${report.ocpiVersion ?? 'unknown'}`;
}
function properties(report, module, warned) {
    const list = [['report', report._id]];
    if (report.seed)
        list.push(['seed', report.seed]);
    if (module)
        list.push(['module', module]);
    if (report.ocpiVersion)
        list.push(['ocpiVersion', report.ocpiVersion]);
    if (report.provenance?.rosterHash)
        list.push(['rosterHash', report.provenance.rosterHash]);
    if (report.provenance?.toolVersion)
        list.push(['toolVersion', report.provenance.toolVersion]);
    // For readers that show properties but not system-out: how many passes carry warnings, which.
    list.push(['warned', String(warned.length)]);
    if (warned.length > 0)
        list.push(['warnedChecks', warned.map((c) => c.testId).join('\n')]);
    return list;
}
function skipReason(check, outcome, tolerated) {
    if (outcome === 'allowed') {
        const first = (0,_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .firstFailedValidation */ .rC)(check);
        const message = first?.message ?? 'check failed';
        // Left out of the verdict by flaky-failures, not by allow-failures: say which.
        if (tolerated.has(check.testId))
            return (0,_flaky_js__WEBPACK_IMPORTED_MODULE_3__/* .toleratedFailureText */ .OA)(message);
        return `allowed failure (allow-failures): ${message}`;
    }
    if (outcome === 'unreached')
        return `not reached (${check.unreached}): a check it depends on did not pass`;
    const why = check.validations?.find((v) => v.unobservable)?.message;
    return `unobservable: ${why ?? 'the service could not observe this behaviour'}`;
}
function failureText(check) {
    const lines = [];
    const expected = check.expectedStatus?.length ? check.expectedStatus : undefined;
    const actual = check.actualStatus;
    // "Expected HTTP 200, got 200" reads like a pass: say that the status matched instead.
    if (actual !== undefined && expected?.includes(actual)) {
        lines.push(`HTTP ${actual} as expected.`);
    }
    else if (expected || actual !== undefined) {
        lines.push(`Expected HTTP ${expected?.join(' or ') ?? 'n/a'}, got ${actual ?? 'no response'}.`);
    }
    for (const validation of check.validations ?? []) {
        if (validation.passed !== false)
            continue;
        lines.push(`- ${describe(validation)}`);
        for (const reference of validation.references ?? []) {
            const where = [reference.documentTitle, reference.section && `section ${reference.section}`]
                .filter(Boolean)
                .join(', ');
            lines.push(`  ${reference.strength ?? ''} ${where}${reference.quote ? `: "${reference.quote}"` : ''}`.trimEnd());
        }
    }
    const request = check.exchange?.request;
    if (request?.method || request?.url)
        lines.push(`Request: ${request.method ?? ''} ${request.url ?? ''}`.trimEnd());
    if (check.exchange?.error)
        lines.push(`Transport error: ${check.exchange.error}`);
    return lines.join('\n');
}
function describe(validation) {
    const name = validation.name ? `${validation.name}: ` : '';
    return `${name}${validation.message ?? 'failed'}`;
}
// Characters XML 1.0 does not allow at all (controls other than tab, newline and carriage
// return; lone surrogates; U+FFFE and U+FFFF). They are dropped rather than escaped.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Attribute value: escaped, and whitespace kept as character references so it survives normalisation. */
function escapeAttr(value) {
    return value
        .replace(INVALID_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\n/g, '&#10;')
        .replace(/\r/g, '&#13;')
        .replace(/\t/g, '&#9;');
}
function escapeText(value) {
    return value
        .replace(INVALID_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}


/***/ })

};

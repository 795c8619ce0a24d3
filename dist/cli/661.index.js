export const id = 661;
export const ids = [661];
export const modules = {

/***/ 4661:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  doctorCommand: () => (/* binding */ doctorCommand)
});

// UNUSED EXPORTS: exitCode, renderDoctor

// EXTERNAL MODULE: ./lib/client/index.js + 25 modules
var client = __webpack_require__(1870);
// EXTERNAL MODULE: ./lib/client/wire.js
var wire = __webpack_require__(8142);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
// EXTERNAL MODULE: ./lib/util/errors.js
var errors = __webpack_require__(9661);
;// CONCATENATED MODULE: ./lib/doctor/findings.js
/**
 * The doctor's findings: a row's parts as they are found (held, differs, not checked; held in
 * part when some held and others could not be told), and how an answer of the service is told
 * apart: a refusal of what was sent, a failure, a path it does not have, and the row a failed
 * request speaks for.
 */


/** What a check found, as parts: each held, differs or could not be told. */
class Finding {
    held = [];
    differs = [];
    unknown = [];
    sent = [];
    /**
     * A difference outweighs the rest; a row with parts that held and parts that could not be told
     * held in part (not held: its "seen" says what was not checked).
     */
    verdict() {
        if (this.differs.length > 0)
            return 'differs';
        if (this.held.length === 0)
            return 'not checked';
        return this.unknown.length > 0 ? 'held in part' : 'held';
    }
    seen() {
        const verdict = this.verdict();
        const parts = verdict === 'differs'
            ? this.differs
            : verdict === 'not checked'
                ? this.unknown
                : [...this.held, ...this.unknown.map((u) => `not checked: ${u}`)];
        return parts.join('; ');
    }
}
function items(answer) {
    return Array.isArray(answer.data)
        ? answer.data.filter((e) => e !== null && typeof e === 'object')
        : [];
}
function ids(entries) {
    return new Set(entries.map((e) => String(e._id)));
}
function seconds(ms) {
    return (Math.round(ms / 100) / 10).toFixed(1);
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}
/** An error answer in a few words: status, code and the service's message. */
function describeFailure(error) {
    if (error instanceof client/* ServiceError */._7) {
        const words = error.serviceMessage.replace(/\s+/g, ' ').slice(0, 120);
        return `${error.status}${error.code ? ` ${error.code}` : ''} (${words})`;
    }
    if (error instanceof errors/* ClientError */.M)
        return error.message.split('\n')[0].slice(0, 160);
    return message(error);
}
/** The row each request speaks for when it fails inside a step ("METHOD /route"). */
const ROW_ROUTES = {
    'shape-usage': /^GET \/usage$/,
    'connection-list': /^GET \/connections$/,
    'start-lookup': /^GET \/testing\/runs$/,
    'run-list': /^GET \/testing\/runs$/,
    'report-run-id': /^GET \/testing\/runs$/,
    'shape-preview': /^POST \/testing\/journeys\/preview$/,
    'journey-start': /^POST \/testing\/journey-runs$/,
    'journey-long-poll': /^GET \/testing\/journey-runs\/\{id\}$/,
    'stream-cursor': /\/stream$/,
    'recovery-field': /\/recovery$/,
    'shape-cancel': /\/cancel$/,
    'shared-path': /\/share$|\/shared\//,
};
/** The rows a journey run of the account (or the doctor's own) is read for. */
const JOURNEY_ROWS = [
    'journey-long-poll',
    'stream-cursor',
    'event-names',
    'recovery-field',
    'shape-cancel',
    'shape-journey-status',
];
/**
 * What the service answered, or failed to: a refusal or error status (the key refused aside:
 * nothing can be checked then), no answer, or an answer of another shape. Not an interrupt, the
 * doctor's deadline, or an error of its own.
 */
function isAnswerOfTheService(error) {
    if (error instanceof client/* ServiceError */._7)
        return error.status !== 401 && error.status !== 403;
    return (error instanceof client/* ConfigurationError */.j1 ||
        error instanceof client/* NetworkError */.Dr ||
        error instanceof client/* RequestTimeoutError */.DH ||
        error instanceof client/* ResponseSchemaError */.n$ ||
        error instanceof client/* PagingError */.B_ ||
        error instanceof client/* StreamError */.lm ||
        error instanceof client/* BodyLimitError */.O9);
}
/** A refusal of what was sent: a 4xx other than a rate limit, or a path it does not have. */
function isRefusal(error) {
    if (error instanceof client/* ServiceError */._7) {
        return ((error.status >= 400 && error.status < 500 && error.status !== 429) || isMissingRoute(error));
    }
    return error instanceof client/* ConfigurationError */.j1 || error instanceof client/* ResponseSchemaError */.n$;
}
/** A path the service does not know: 404 or 405 (with or without its envelope), or 501. */
function isMissingRoute(error) {
    if (error instanceof client/* ServiceError */._7)
        return [404, 405, 501].includes(error.status);
    return error instanceof client/* ConfigurationError */.j1;
}
/** A refusal that says the field is missing: 400 or 422 naming it as required or missing. */
function missesField(error, field) {
    if (![400, 422].includes(error.status))
        return false;
    const text = error.serviceMessage;
    return new RegExp(`\\b${field}\\b`).test(text) && /required|missing/i.test(text);
}

// EXTERNAL MODULE: ./lib/util/schema-issues.js
var schema_issues = __webpack_require__(2786);
;// CONCATENATED MODULE: ./lib/doctor/shapes.js


/**
 * A shape held to its schema: the row's finding, and the parsed value when it held. `quiet`
 * records only a difference (a list's entries count once, as a whole).
 */
function checkShape(ctx, id, what, value, schema, quiet = false) {
    const parsed = schema.safeParse(value);
    const finding = ctx.finding(id);
    if (parsed.success) {
        if (!quiet)
            finding.held.push(`${what} as shown`);
        return parsed.data;
    }
    finding.differs.push(`${what}: ${ctx.client.transport.redactor.redact((0,schema_issues/* describeIssues */.w)(parsed.error, '', 2))}`);
    return undefined;
}
/** A read whose answer is one shape (the suite listing, without a key; usage). */
async function plainShape(ctx, id, path, schema, auth) {
    ctx.finding(id).sent.push(`GET ${path}`);
    const answer = await ctx.send('GET', path, { auth, envelope: auth });
    return checkShape(ctx, id, `GET ${path}`, answer.data, schema);
}
/** Whether a refusal of the service came in the error envelope. */
function errorShape(ctx, error) {
    if (!(error instanceof client/* ServiceError */._7))
        return;
    const row = ctx.finding('shape-error');
    const what = `the ${error.status} of ${error.operation ?? 'a request'}`;
    if (!row.sent.includes(what))
        row.sent.push(what);
    if (error.enveloped)
        row.held.push(`a ${error.status} came in the error envelope`);
    else
        row.differs.push(`a ${error.status} came without the error envelope`);
}

;// CONCATENATED MODULE: ./lib/doctor/connections.js
/**
 * The connections (rows connection-list and shape-connection): the list's shape, and whether
 * limit, skip and direction are read.
 */





async function checkConnections(ctx) {
    const row = ctx.finding('connection-list');
    const { limit, skip, direction } = wire/* CONNECTION_LIST_PARAMS */.vj;
    ctx.finding('shape-connection').sent.push('GET /connections');
    const all = items(await ctx.send('GET', '/connections'));
    const connections = [];
    for (const [index, entry] of all.entries()) {
        const parsed = checkShape(ctx, 'shape-connection', `connection ${index}`, entry, client/* ConnectionSchema */.qv, true);
        if (parsed)
            connections.push(parsed);
    }
    if (all.length > 0 && ctx.finding('shape-connection').differs.length === 0) {
        ctx.finding('shape-connection').held.push(`${(0,util_text/* plural */.LS)(all.length, 'connection')} as shown`);
    }
    row.sent.push(`?${limit}=1`);
    const first = items(await ctx.send('GET', '/connections', { query: { [limit]: 1 } }));
    if (first.length > 1)
        row.differs.push(`?${limit}=1 listed ${first.length} connections`);
    else if (all.length >= 2)
        row.held.push(`?${limit}=1 listed 1`);
    if (all.length >= 2) {
        row.sent.push(`?${limit}=1&${skip}=1`);
        const second = items(await ctx.send('GET', '/connections', { query: { [limit]: 1, [skip]: 1 } }));
        if (second[0] !== undefined && second[0]._id === first[0]?._id) {
            row.differs.push(`?${skip}=1 listed ${String(second[0]._id)} again`);
        }
        else
            row.held.push(`?${skip}=1 listed the next one`);
    }
    else {
        row.unknown.push(`${limit} and ${skip}: the account has ${(0,util_text/* plural */.LS)(all.length, 'connection')}, paging needs two`);
    }
    row.sent.push(`?${direction}=inbound, ?${direction}=outbound`);
    const inbound = ids(items(await ctx.send('GET', '/connections', { query: { [direction]: 'inbound' } })));
    const outbound = ids(items(await ctx.send('GET', '/connections', { query: { [direction]: 'outbound' } })));
    const both = [...inbound].filter((id) => outbound.has(id));
    if (both.length > 0) {
        row.differs.push(`${both[0]} listed as both inbound and outbound (${direction} ignored)`);
    }
    else if (all.length > 0) {
        row.held.push(`${direction} split ${(0,util_text/* plural */.LS)(all.length, 'connection')} into ${inbound.size} inbound, ${outbound.size} outbound`);
    }
    else
        row.unknown.push(`${direction}: the account has no connection`);
    return connections;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
;// CONCATENATED MODULE: ./lib/doctor/limits.js
/** The bounds of a doctor run: the README's "Checking the service: doctor" lists them. */
const DOCTOR_LIMITS = {
    /** The whole check, without and with sandbox runs. */
    readOnlyMs: 120_000,
    sandboxRunsMs: 300_000,
    /** The long-poll wait asked on the run start, and on a journey's status. */
    startWaitSeconds: 10,
    statusWaitSeconds: 3,
    /** Reads of the run list looking for the started run by its seed, and their spacing. */
    lookupReads: 8,
    lookupSpacingMs: 2_000,
    /** Reads of the run list waiting for the conformance run to end, and their spacing. */
    reportReads: 30,
    reportSpacingMs: 3_000,
    /** One read of the event stream: at most this many events, for at most this long. */
    streamEvents: 200,
    streamMs: 15_000,
    /** Reads of a journey's status waiting for it to end after cancel. */
    endReads: 4,
    /** The cancel of its own journey when the doctor is stopped before it sent one. */
    cancelOnStopMs: 5_000,
    /** Pages of the run list read looking for a journey run (without --sandbox-runs). */
    journeySearchPages: 3,
    /** Requests at most: without and with sandbox runs (the README shows both). */
    readOnlyRequests: 30,
    sandboxRunsRequests: 110,
};

;// CONCATENATED MODULE: ./lib/doctor/context.js
/**
 * What every probe of the doctor shares: the findings by row, the client it sends through, the
 * deadline and the count of requests sent (DOCTOR_LIMITS bound both), and what it created in the
 * account. A probe is a function of this context; it sends each request as it is (`send`).
 */



class DoctorContext {
    client;
    sandboxRuns;
    signal;
    now;
    sleep;
    started;
    deadline;
    created = {};
    /** Whether the cancel of its own journey was sent. */
    cancelSent = false;
    findings = new Map();
    /** The transport's count when the doctor began: requests() is what it sent since. */
    sentBefore;
    constructor(client, options) {
        this.client = client;
        this.sandboxRuns = options.sandboxRuns;
        this.signal = options.signal;
        this.now = options.now ?? Date.now;
        this.sleep = options.sleep ?? ((ms, signal) => client.transport.sleep(ms, signal));
        this.started = this.now();
        this.sentBefore = client.transport.requestsSent;
        this.deadline =
            this.started + (options.sandboxRuns ? DOCTOR_LIMITS.sandboxRunsMs : DOCTOR_LIMITS.readOnlyMs);
    }
    /** The finding of a row (an id of the assumptions table), made when first asked for. */
    finding(id) {
        let finding = this.findings.get(id);
        if (!finding) {
            finding = new Finding();
            this.findings.set(id, finding);
        }
        return finding;
    }
    /** The interrupt and the deadline every request of the doctor carries. */
    get bounds() {
        return { signal: this.signal, deadline: this.deadline };
    }
    /** Requests sent since the doctor began (the client retries a failed one at most once more). */
    requests() {
        return this.client.transport.requestsSent - this.sentBefore;
    }
    /**
     * One request as it is: status, payload, paging, time taken. Errors are thrown as the client's.
     */
    async send(method, path, options = {}) {
        const reply = await this.client.transport.call({
            method,
            path,
            route: options.route,
            query: options.query,
            body: options.body,
            auth: options.auth,
            envelope: options.envelope,
            schema: schemas/* unknown */.L5J(),
            retryClass: method === 'POST' ? 'unsafe' : 'idempotent',
            timeoutMs: options.timeoutMs,
            maxBytes: path === '/testing/runs' ? 64 * 1024 * 1024 : undefined,
        }, this.bounds);
        return {
            status: reply.status,
            data: reply.data,
            meta: reply.meta,
        };
    }
}

;// CONCATENATED MODULE: ./lib/doctor/journey-cancel.js
/**
 * The cancel of the doctor's own journey: while it is read (row shape-cancel), or, when something
 * stopped the doctor before that, on its way out, so that it leaves nothing running.
 */





/** Cancels the doctor's own journey run, and holds the answer to its shape. */
async function cancelJourney(ctx, runId) {
    ctx.finding('shape-cancel').sent.push(`POST /testing/journey-runs/${runId}/cancel`);
    ctx.cancelSent = true;
    const cancelled = await ctx.send('POST', `/testing/journey-runs/${encodeURIComponent(runId)}/cancel`, {
        route: '/testing/journey-runs/{id}/cancel',
    });
    checkShape(ctx, 'shape-cancel', 'the cancel', cancelled.data, client/* CancelResultSchema */.f7);
}
/**
 * Cancels the journey the doctor started when it was not cancelled yet, whatever stopped the
 * doctor: once, without the stopped signal, within DOCTOR_LIMITS.cancelOnStopMs.
 */
async function cancelOwnJourney(ctx, progress = () => { }) {
    const runId = ctx.created.journeyRunId;
    if (runId === undefined || ctx.cancelSent)
        return;
    ctx.cancelSent = true;
    try {
        await ctx.client.transport.call({
            method: 'POST',
            path: `/testing/journey-runs/${encodeURIComponent(runId)}/cancel`,
            route: '/testing/journey-runs/{id}/cancel',
            schema: schemas/* unknown */.L5J(),
            retryClass: 'unsafe',
        }, { deadline: ctx.now() + DOCTOR_LIMITS.cancelOnStopMs });
        progress(`Cancelled journey run ${runId}, which the doctor started.`);
    }
    catch (error) {
        progress(`Could not cancel journey run ${runId} (${message(error)}); it is a 15-second journey on the sandbox and ends on its own.`);
    }
}

;// CONCATENATED MODULE: ./lib/doctor/journey-report.js
/**
 * A journey's report in the run list (row report-run-id): it carries the journey's run id. Without
 * --sandbox-runs that is how a journey run of the account is found to be read; with it, the
 * doctor's own journey report is looked for.
 */



/** No journey run to read: the rows it would be read for are left unchecked, for this reason. */
function noJourney(ctx, why) {
    for (const id of ['report-run-id', ...JOURNEY_ROWS])
        ctx.finding(id).unknown.push(why);
}
/** Without --sandbox-runs: a journey run from the run list (its report carries the run id). */
async function findJourney(ctx) {
    const row = ctx.finding('report-run-id');
    const P = wire/* RUN_LIST_PARAMS */.Ek;
    let cursor;
    row.sent.push(`up to ${DOCTOR_LIMITS.journeySearchPages} pages of ?${P.limit}=5, for a journey report`);
    const seen = new Set();
    for (let read = 0; read < DOCTOR_LIMITS.journeySearchPages; read++) {
        const answer = await ctx.send('GET', '/testing/runs', {
            query: { [P.limit]: 5, [P.cursor]: cursor },
        });
        const page = items(answer);
        if (page.every((e) => seen.has(e._id)))
            break;
        for (const entry of page)
            seen.add(entry._id);
        const journey = page.find((e) => typeof e[wire/* REPORT_RUN_ID_FIELD */.mS] === 'string' ||
            (typeof e.runKind === 'string' && e.runKind !== 'conformance'));
        if (journey) {
            const runId = journey[wire/* REPORT_RUN_ID_FIELD */.mS];
            if (typeof runId === 'string' && runId !== '') {
                row.held.push(`journey report ${String(journey._id)} carries run id ${runId}`);
                return runId;
            }
            row.differs.push(`report ${String(journey._id)} (runKind ${JSON.stringify(journey.runKind)}) carries no ${wire/* REPORT_RUN_ID_FIELD */.mS}`);
            noJourney(ctx, `its report carries no ${wire/* REPORT_RUN_ID_FIELD */.mS} to read the run by`);
            return undefined;
        }
        const next = answer.meta?.nextCursor;
        if (typeof next !== 'string' || next === '')
            break;
        cursor = next;
    }
    noJourney(ctx, 'no journey run in the newest runs of the list: --sandbox-runs runs one');
    return undefined;
}
/** The doctor's own journey report in the run list carries the run id. */
async function checkOwnReportRunId(ctx, runId) {
    const row = ctx.finding('report-run-id');
    const reportId = ctx.created.journeyReportId;
    row.sent.push(`GET /testing/runs?${wire/* RUN_LIST_PARAMS */.Ek.limit}=5, for report ${reportId ?? '(none)'}`);
    const entries = items(await ctx.send('GET', '/testing/runs', { query: { [wire/* RUN_LIST_PARAMS */.Ek.limit]: 5 } }));
    const entry = entries.find((e) => e._id === reportId);
    if (!entry)
        row.unknown.push(`report ${reportId ?? '(none)'} is not among the newest five`);
    else if (entry[wire/* REPORT_RUN_ID_FIELD */.mS] === runId)
        row.held.push(`report ${reportId} carries run id ${runId}`);
    else {
        row.differs.push(`report ${reportId} carries ${wire/* REPORT_RUN_ID_FIELD */.mS} ${JSON.stringify(entry[wire/* REPORT_RUN_ID_FIELD */.mS] ?? null)}, not ${runId}`);
    }
}

;// CONCATENATED MODULE: ./lib/doctor/journey-recovery.js
/**
 * The recovery field (row recovery-field): two recovery bodies to a journey run that has ended,
 * where no decision applies, so that nothing can be acted on.
 */




/** A decision no service offers: refused wherever it is read. */
const PROBE_DECISION = 'ocpi-conformance-doctor-probe';
/**
 * Ours, naming a decision nobody offers, and one without the field. A service that reads our
 * field answers them differently; one that reads another field finds none in ours.
 */
async function probeRecovery(ctx, runId, status) {
    const row = ctx.finding('recovery-field');
    const path = `/testing/journey-runs/${encodeURIComponent(runId)}/recovery`;
    const route = '/testing/journey-runs/{id}/recovery';
    const version = status.recoveryVersion ?? 0;
    row.sent.push(`POST ${route} on the ${status.status} run: {${wire/* RECOVERY_DECISION_FIELD */.Mg}: "${PROBE_DECISION}", recoveryVersion: ${version}}, then {recoveryVersion: ${version}}`);
    const withField = await refusal(ctx, path, route, {
        [wire/* RECOVERY_DECISION_FIELD */.Mg]: PROBE_DECISION,
        recoveryVersion: version,
    });
    const without = await refusal(ctx, path, route, { recoveryVersion: version });
    if (withField.accepted) {
        row.differs.push(`the service accepted a decision it never offered (${withField.text})`);
    }
    else if (withField.error && missesField(withField.error, wire/* RECOVERY_DECISION_FIELD */.Mg)) {
        row.differs.push(`with "${wire/* RECOVERY_DECISION_FIELD */.Mg}" sent, it answered ${withField.text}`);
    }
    else if (withField.text !== without.text) {
        row.held.push(`it read "${wire/* RECOVERY_DECISION_FIELD */.Mg}": ${withField.text}; without it: ${without.text}`);
    }
    else {
        row.unknown.push(`both bodies got ${withField.text}: it refused the run's state before reading the body`);
    }
}
/** A body sent to be refused: whether it was accepted, and the answer in a few words. */
async function refusal(ctx, path, route, body) {
    try {
        const answer = await ctx.send('POST', path, { body, route });
        return { accepted: true, text: String(answer.status) };
    }
    catch (error) {
        if (!(error instanceof client/* ServiceError */._7))
            throw error;
        errorShape(ctx, error);
        return { accepted: false, text: describeFailure(error), error };
    }
}

;// CONCATENATED MODULE: ./lib/doctor/journey-stream.js
/**
 * A journey's event stream (rows stream-cursor and event-names): bounded reads, a resume after an
 * event (with Last-Event-ID and ?after, then ?after alone), and the names of the events seen.
 */




const KNOWN_EVENTS = new Set(Object.values(wire/* JOURNEY_EVENTS */.r5));
/** One read of the stream: at most maxEvents, for at most DOCTOR_LIMITS.streamMs. */
async function readStream(ctx, runId, resume, maxEvents) {
    return (0,client/* sampleJourneyStream */.By)(ctx.client.transport, runId, resume, {
        maxEvents,
        maxMs: Math.min(DOCTOR_LIMITS.streamMs, Math.max(1_000, ctx.deadline - ctx.now())),
        signal: ctx.signal,
    });
}
/**
 * Resumes the stream after the first event of the first read: where it began again, asked both
 * ways and then by ?after alone. The events the resumed read sent.
 */
async function checkStreamResume(ctx, runId, first) {
    const cursorRow = ctx.finding('stream-cursor');
    if (first.length < 2) {
        cursorRow.unknown.push(`the stream sent ${(0,util_text/* plural */.LS)(first.length, 'event')}; a resume needs two`);
        return [];
    }
    const after = first[0].seq;
    const expected = first[1].seq;
    cursorRow.sent.push(`GET …/stream?after=${after} with Last-Event-ID: ${after}, then ?after=${after} alone`);
    const both = await readStream(ctx, runId, { query: after, header: after }, DOCTOR_LIMITS.streamEvents);
    const resumedAt = both.events[0]?.seq;
    if (resumedAt === undefined)
        cursorRow.unknown.push('the resumed stream sent no event');
    else if (resumedAt > after)
        cursorRow.held.push(`resumed at event ${resumedAt} (asked after ${after})`);
    else
        cursorRow.differs.push(`asked after ${after}, the stream began at event ${resumedAt} (replayed)`);
    const alone = await readStream(ctx, runId, { query: after }, 1);
    const aloneAt = alone.events[0]?.seq;
    if (aloneAt !== undefined && aloneAt <= after) {
        cursorRow.unknown.push(`?after alone is ignored (began at ${aloneAt}); Last-Event-ID is read`);
    }
    else if (aloneAt === expected)
        cursorRow.held.push('?after alone resumes too');
    return both.events;
}
/** The events' names (event: and type) against the ones the gate knows. */
function checkEventNames(ctx, events) {
    const row = ctx.finding('event-names');
    row.sent.push('the events of the stream reads');
    if (events.length === 0) {
        row.unknown.push('the stream sent no event');
        return;
    }
    const unknown = new Set();
    const mismatched = [];
    for (const event of events) {
        const name = event.event ?? event.type;
        if (name === undefined || !KNOWN_EVENTS.has(name))
            unknown.add(name ?? '(no name)');
        if (event.event !== undefined && event.type !== undefined && event.event !== event.type) {
            mismatched.push(`${event.event}/${event.type}`);
        }
    }
    if (unknown.size > 0)
        row.differs.push(`unknown names: ${[...unknown].slice(0, 5).join(', ')}`);
    if (mismatched.length > 0)
        row.differs.push(`event: and type differ (${mismatched[0]})`);
    if (unknown.size === 0 && mismatched.length === 0) {
        const names = new Set(events.map((e) => e.event ?? e.type));
        row.held.push(`${events.length} events, all named as we expect (${[...names].join(', ')})`);
    }
}

;// CONCATENATED MODULE: ./lib/doctor/journey-run.js
/**
 * A journey run read (the JOURNEY_ROWS): its status and long-poll, its stream, its cancel when it
 * is the doctor's own (never without --sandbox-runs), then the recovery field once it has ended.
 */







async function checkJourney(ctx, runId, readOnly) {
    ctx.finding('shape-journey-status').sent.push(`GET /testing/journey-runs/${runId}`);
    let current = await journeyStatus(ctx, runId);
    if (!current)
        return;
    await checkStatusLongPoll(ctx, runId, current);
    const first = await readStream(ctx, runId, {}, 3);
    if (!readOnly)
        await cancelJourney(ctx, runId);
    const resumed = await checkStreamResume(ctx, runId, first.events);
    checkEventNames(ctx, [...first.events, ...resumed]);
    // Its own run, cancelled, is waited for; someone else's run (without --sandbox-runs) is not.
    if (!readOnly)
        current = await endOf(ctx, runId, current);
    if (current && client/* TERMINAL_RUN_STATUSES */.Ay.has(current.status)) {
        await probeRecovery(ctx, runId, current);
    }
    else {
        const recovery = ctx.finding('recovery-field');
        recovery.unknown.push(`journey run ${runId} is ${current?.status ?? 'unknown'}: the doctor sends recovery probes only to a run that has ended`);
    }
    if (!readOnly)
        await checkOwnReportRunId(ctx, runId);
}
async function journeyStatus(ctx, runId, waitSeconds) {
    try {
        return await ctx.client.journeys.get(runId, { ...ctx.bounds, waitSeconds });
    }
    catch (error) {
        if (error instanceof client/* ResponseSchemaError */.n$) {
            ctx.finding('shape-journey-status').differs.push(error.message);
            noJourney(ctx, 'the journey run status does not match the interface');
            return undefined;
        }
        throw error;
    }
}
async function checkStatusLongPoll(ctx, runId, current) {
    const row = ctx.finding('journey-long-poll');
    ctx.finding('shape-journey-status').held.push(`journey run ${runId} is ${current.status}`);
    if (client/* TERMINAL_RUN_STATUSES */.Ay.has(current.status) ||
        ['interrupted', 'recovery_required'].includes(current.status)) {
        row.unknown.push(`journey run ${runId} is ${current.status}: a long-poll needs one in progress (--sandbox-runs)`);
        return;
    }
    const wait = DOCTOR_LIMITS.statusWaitSeconds;
    row.sent.push(`GET /testing/journey-runs/${runId}?wait=${wait}`);
    const before = ctx.now();
    const after = await journeyStatus(ctx, runId, wait);
    if (!after)
        return;
    const took = ctx.now() - before;
    if (after.status !== current.status)
        row.held.push(`answered on a change (${current.status} → ${after.status}) after ${seconds(took)} s`);
    else if (took >= (wait - 1) * 1000)
        row.held.push(`held the answer ${seconds(took)} s (asked ${wait} s)`);
    else
        row.differs.push(`answered ${after.status}, unchanged, after ${seconds(took)} s; asked to wait ${wait} s (wait ignored)`);
}
/** Waits (long-polls, bounded) for the run to end: the doctor's own run after its cancel. */
async function endOf(ctx, runId, current) {
    let status = current;
    for (let read = 0; read < DOCTOR_LIMITS.endReads && status && !client/* TERMINAL_RUN_STATUSES */.Ay.has(status.status); read++) {
        if (ctx.deadline - ctx.now() < 12_000)
            break;
        const before = ctx.now();
        status = await journeyStatus(ctx, runId, 10);
        // A service that answers at once is not read faster than once a second.
        const left = 1_000 - (ctx.now() - before);
        if (left > 0)
            await ctx.sleep(left, ctx.signal);
    }
    return status;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/doctor/journey-start.js
/**
 * The journey start (rows journey-start and shape-preview): a journey previewed on the sandbox
 * (the service saves the plan; nothing runs from it), then started from that plan with
 * --sandbox-runs, or probed with a start that has no plan, which no service can act on.
 */







/** A journey of 1,800 emulated seconds at 120×: 15 s of real time. */
const DOCTOR_JOURNEY = {
    topology: { kind: 'first-successful-charge' },
    clock: { durationSeconds: 1800, accelerationFactor: 120 },
};
/**
 * The sandbox journey: previewed, then started from the plan; journey-run.ts reads it while it
 * runs, and cancels it.
 */
async function sandboxJourney(ctx, sandbox) {
    const preview = await previewJourney(ctx, sandbox);
    const row = ctx.finding('journey-start');
    if (!preview) {
        row.unknown.push('the preview failed');
        return undefined;
    }
    row.sent.push(`POST ${wire/* JOURNEY_START_PATH */.SX} with the plan`);
    ctx.finding('shape-journey-status').sent.push(`POST ${wire/* JOURNEY_START_PATH */.SX}`);
    try {
        if (ctx.signal?.aborted)
            throw new client/* AbortedError */.oM(`POST ${wire/* JOURNEY_START_PATH */.SX}`);
        // Once sent, the start is not aborted: an interrupt while it is answered would lose the run
        // id, and with it the cancel that stops the journey (cancelOwnJourney). One request, bounded
        // by the doctor's deadline; the interrupt is acted on as soon as it is answered.
        const started = await ctx.client.journeys.start({
            planId: preview.planId,
            planHash: preview.planHash,
            seed: preview.seed,
            targetId: sandbox._id,
        }, { deadline: ctx.deadline });
        row.held.push(`started journey run ${started.runId} (${started.status})`);
        ctx.finding('shape-journey-status').held.push('the start answered a journey run status');
        ctx.created.journeyRunId = started.runId;
        ctx.created.journeyReportId = started.reportId;
        if (ctx.signal?.aborted)
            throw new client/* AbortedError */.oM(`POST ${wire/* JOURNEY_START_PATH */.SX}`);
        return started.runId;
    }
    catch (error) {
        if (error instanceof client/* ResponseSchemaError */.n$) {
            ctx.finding('shape-journey-status').differs.push(error.message);
            return undefined;
        }
        if (isMissingRoute(error)) {
            row.differs.push(`answered ${describeFailure(error)}`);
            errorShape(ctx, error);
            noJourney(ctx, 'the journey start failed (see "Endpoint that starts a journey")');
            return undefined;
        }
        throw error;
    }
}
async function previewJourney(ctx, sandbox) {
    const seed = `doctor-${(0,external_node_crypto_.randomUUID)()}`;
    ctx.finding('shape-preview').sent.push('POST /testing/journeys/preview on the sandbox');
    const answer = await ctx.send('POST', '/testing/journeys/preview', {
        body: { schemaVersion: 1, targetId: sandbox._id, seed, ...DOCTOR_JOURNEY },
    });
    const parsed = checkShape(ctx, 'shape-preview', 'the preview', answer.data, client/* JourneyPreviewResultSchema */.RB);
    if (!parsed)
        return undefined;
    ctx.created.previewPlanId = parsed.planId;
    return { planId: parsed.planId, planHash: parsed.planHash, seed };
}
/** Starts no run: the preview saves a plan and runs nothing. */
async function previewOnly(ctx, sandbox, listed) {
    if (!sandbox) {
        const row = ctx.finding('shape-preview');
        row.unknown.push(`the sandbox (kind "sandbox"), to preview on, is not among the ${(0,util_text/* plural */.LS)(listed, 'connection')} listed`);
        return;
    }
    await previewJourney(ctx, sandbox);
}
/**
 * Starts no run: a start without a plan, which no service can act on. A service that reads the path
 * refuses the body (400, 422); one that starts journeys elsewhere does not know the path.
 */
async function probeJourneyStart(ctx) {
    const row = ctx.finding('journey-start');
    row.sent.push(`POST ${wire/* JOURNEY_START_PATH */.SX} with an empty body (no plan: nothing can start)`);
    try {
        const answer = await ctx.send('POST', wire/* JOURNEY_START_PATH */.SX, { body: {} });
        row.differs.push(`answered ${answer.status} to a start without a plan`);
    }
    catch (error) {
        if (isMissingRoute(error))
            row.differs.push(`answered ${describeFailure(error)}`);
        else if (error instanceof client/* ServiceError */._7 && [400, 409, 422].includes(error.status)) {
            row.held.push(`the path refused the empty body: ${describeFailure(error)}`);
        }
        else
            throw error;
        errorShape(ctx, error);
    }
}

;// CONCATENATED MODULE: ./lib/doctor/run-list.js
/**
 * The run list (rows run-list, shape-report, start-lookup): page size, cursor and filters; the
 * newest report's shape, and whether reports carry the seed that finds a lost start.
 */




/** An id no connection has: a filter the service reads lists nothing for it. */
const PROBE_ID = 'ocpi-conformance-doctor-no-such-connection';
/** Reads the run list; its first page (of one report), for the journey search that follows. */
async function checkRunList(ctx) {
    const row = ctx.finding('run-list');
    const P = wire/* RUN_LIST_PARAMS */.Ek;
    row.sent.push(`?${P.limit}=1`);
    const firstPage = await ctx.send('GET', '/testing/runs', { query: { [P.limit]: 1 } });
    const first = items(firstPage);
    const report = ctx.finding('shape-report');
    report.sent.push('the newest report in the run list');
    if (first.length > 1)
        row.differs.push(`?${P.limit}=1 listed ${first.length} reports`);
    if (first.length === 0) {
        row.unknown.push('the run list is empty: --sandbox-runs adds two runs');
        ctx.finding('start-lookup').unknown.push('the run list is empty');
        report.unknown.push('the run list is empty');
        return [];
    }
    const newest = first[0];
    checkShape(ctx, 'shape-report', `report ${String(newest._id)}`, newest, client/* RunReportSchema */.bq);
    const cursor = firstPage.meta?.nextCursor;
    if (typeof cursor === 'string' && cursor !== '') {
        row.sent.push(`?${P.limit}=1&${P.cursor}=…`);
        const next = items(await ctx.send('GET', '/testing/runs', { query: { [P.limit]: 1, [P.cursor]: cursor } }));
        if (next[0] !== undefined && next[0]._id === newest._id) {
            row.differs.push(`?${P.cursor}= gave the first page again (${String(newest._id)})`);
        }
        else
            row.held.push(`?${P.limit}=1 and ?${P.cursor}= paged on`);
    }
    else
        row.unknown.push(`${P.cursor}: the list has one report, or no nextCursor`);
    await checkFilters(ctx, newest);
    checkSeed(ctx, newest);
    return first;
}
/** The status, version and connection filters, each asked for what the newest report is not. */
async function checkFilters(ctx, newest) {
    const row = ctx.finding('run-list');
    const P = wire/* RUN_LIST_PARAMS */.Ek;
    const status = client/* RUN_STATUSES */.LV.find((s) => s !== newest.status);
    row.sent.push(`?${P.status}=${status}`);
    const byStatus = items(await ctx.send('GET', '/testing/runs', { query: { [P.status]: status, [P.limit]: 5 } }));
    const wrongStatus = byStatus.find((e) => e.status !== status);
    if (wrongStatus)
        row.differs.push(`?${P.status}=${status} listed a ${String(wrongStatus.status)} report (filter ignored)`);
    else
        row.held.push(`?${P.status}=${status} listed only ${status} reports`);
    if (typeof newest.ocpiVersion === 'string') {
        const version = client/* OCPI_VERSIONS */.W8.find((v) => v !== newest.ocpiVersion);
        row.sent.push(`?${P.ocpiVersion}=${version}`);
        const byVersion = items(await ctx.send('GET', '/testing/runs', {
            query: { [P.ocpiVersion]: version, [P.limit]: 5 },
        }));
        const wrongVersion = byVersion.find((e) => typeof e.ocpiVersion === 'string' && e.ocpiVersion !== version);
        if (wrongVersion) {
            row.differs.push(`?${P.ocpiVersion}=${version} listed a ${String(wrongVersion.ocpiVersion)} report (filter ignored)`);
        }
        else
            row.held.push(`?${P.ocpiVersion}=${version} listed only ${version} reports`);
    }
    for (const name of [P.connectionId, P.targetId]) {
        row.sent.push(`?${name}=<an id no connection has>`);
        try {
            const listed = items(await ctx.send('GET', '/testing/runs', { query: { [name]: PROBE_ID, [P.limit]: 1 } }));
            if (listed.length > 0)
                row.differs.push(`?${name}= for a connection that does not exist listed reports (filter ignored)`);
            else
                row.held.push(`?${name}= listed nothing for an unknown connection`);
        }
        catch (error) {
            if (error instanceof client/* ServiceError */._7 && [400, 404, 422].includes(error.status)) {
                row.held.push(`?${name}= was refused for an unknown connection (${error.status})`);
            }
            else
                throw error;
        }
    }
}
/** The seed of the newest report, unless the doctor's own run already showed the lookup. */
function checkSeed(ctx, newest) {
    const lookup = ctx.finding('start-lookup');
    if (!ctx.sandboxRuns || lookup.verdict() === 'not checked') {
        lookup.sent.push('the seed of the newest report');
        if (typeof newest.seed === 'string' && newest.seed !== '') {
            lookup.held.push('listed reports carry their seed, which finds a lost start');
        }
        else
            lookup.differs.push(`report ${String(newest._id)} carries no seed: a lost start cannot be found`);
    }
}

;// CONCATENATED MODULE: ./lib/doctor/share.js
/** Sharing (row shared-path): the doctor's own report shared, opened without a key, revoked. */



async function shareReport(ctx, reportId) {
    const row = ctx.finding('shared-path');
    row.sent.push(`POST /testing/runs/${reportId}/share, GET ${wire/* SHARED_REPORT_PATH */.Vz}/{token} without a key, DELETE the share`);
    let token;
    try {
        token = await ctx.client.shares.create(reportId, ctx.bounds);
    }
    catch (error) {
        if (!(error instanceof client/* ServiceError */._7))
            throw error;
        row.unknown.push(`sharing report ${reportId} was refused: ${describeFailure(error)}`);
        return;
    }
    ctx.client.transport.redactor.add(token);
    try {
        const opened = await ctx.send('GET', `${wire/* SHARED_REPORT_PATH */.Vz}/${encodeURIComponent(token)}`, {
            auth: false,
            route: `${wire/* SHARED_REPORT_PATH */.Vz}/{token}`,
        });
        const id = opened.data?._id;
        if (id === reportId)
            row.held.push(`the link opened report ${reportId} (${opened.status})`);
        else
            row.differs.push(`the link answered ${opened.status} without report ${reportId}`);
    }
    catch (error) {
        row.differs.push(`the link answered ${describeFailure(error)}`);
    }
    finally {
        await ctx.client.shares.remove(reportId, ctx.bounds);
    }
}

;// CONCATENATED MODULE: ./lib/doctor/sandbox-conformance.js
/**
 * The conformance run on the sandbox (rows long-poll, shape-start, start-lookup, shape-report):
 * started with a long-poll on the module with the fewest checks, found by its seed in the run
 * list, its report read once it has ended, then shared (share.ts).
 */








/** With --sandbox-runs and no sandbox listed: what its runs would check is left unchecked. */
function noSandbox(ctx, listed) {
    const why = `the sandbox (kind "sandbox") is not among the ${(0,util_text/* plural */.LS)(listed, 'connection')} listed, and the doctor runs nothing elsewhere`;
    for (const id of [
        'long-poll',
        'start-lookup',
        'shared-path',
        'journey-start',
        'shape-start',
        'shape-preview',
        'shape-cancel',
    ]) {
        ctx.finding(id).unknown.push(why);
    }
}
/**
 * The sandbox conformance run: started with a long-poll, found by its seed, its report read, then
 * shared.
 */
async function sandboxConformance(ctx, sandbox, suites) {
    const seed = `doctor-${(0,external_node_crypto_.randomUUID)()}`;
    const pick = shortestModule(suites, sandbox.ocpiVersion);
    const module = pick?.module;
    const wait = DOCTOR_LIMITS.startWaitSeconds;
    const longPoll = ctx.finding('long-poll');
    longPoll.sent.push(`POST /testing/runs?wait=${wait} on the sandbox, ${pickWords(pick, sandbox.ocpiVersion)}`);
    ctx.finding('shape-start').sent.push('POST /testing/runs');
    const before = ctx.now();
    let started;
    try {
        started = await ctx.client.runs.start({ connectionId: sandbox._id, seed, ...(module ? { module } : {}) }, { ...ctx.bounds, waitSeconds: wait });
    }
    catch (error) {
        if (error instanceof client/* ResponseSchemaError */.n$) {
            ctx.finding('shape-start').differs.push(error.message);
        }
        longPoll.unknown.push(`the start failed: ${message(error)}`);
        ctx.finding('start-lookup').unknown.push('the start failed');
        return;
    }
    ctx
        .finding('shape-start')
        .held.push(`answered ${started.status} with report ${started.reportId}`);
    ctx.created.conformanceReportId = started.reportId;
    const took = seconds(ctx.now() - before);
    if (started.reconciled) {
        longPoll.unknown.push('the answer was lost and the run was found in the list');
    }
    else if (client/* TERMINAL_RUN_STATUSES */.Ay.has(started.status)) {
        longPoll.held.push(`answered ${started.status} after ${took} s`);
    }
    else if (ctx.now() - before >= (wait - 1.5) * 1000) {
        longPoll.held.push(`held the answer ${took} s, then answered ${started.status}`);
    }
    else {
        longPoll.differs.push(`answered ${started.status} after ${took} s, asked to wait ${wait} s (wait ignored)`);
    }
    await followOwnReport(ctx, sandbox._id, seed, started.reportId);
    await shareReport(ctx, started.reportId);
}
/**
 * Reads the connection's newest runs until the started run has ended: the lost-start lookup
 * (is the run found by its seed alone, within the window the gate gives it?) and the report's
 * shape once it has ended.
 */
async function followOwnReport(ctx, connectionId, seed, reportId) {
    const row = ctx.finding('start-lookup');
    const report = ctx.finding('shape-report');
    const { connectionId: byConnection, limit } = wire/* RUN_LIST_PARAMS */.Ek;
    row.sent.push(`GET /testing/runs?${byConnection}=…&${limit}=5, looking for seed ${seed}`);
    const lookupStarted = ctx.now();
    const lookupEnds = lookupStarted + DOCTOR_LIMITS.lookupReads * DOCTOR_LIMITS.lookupSpacingMs;
    let looking = true;
    for (let read = 1; read <= DOCTOR_LIMITS.reportReads; read++) {
        const entries = items(await ctx.send('GET', '/testing/runs', {
            query: { [byConnection]: connectionId, [limit]: 5 },
        }));
        const match = entries.find((e) => e.seed === seed);
        const current = entries.find((e) => e._id === reportId);
        if (looking && match) {
            looking = false;
            if (match._id === reportId)
                row.held.push(`found report ${reportId} by its seed on read ${read}`);
            else
                row.differs.push(`the seed led to report ${String(match._id)}; the start answered ${reportId}`);
        }
        else if (looking && current) {
            looking = false;
            row.differs.push(`report ${reportId} is listed, but not under seed ${seed} (its seed: ${JSON.stringify(current.seed ?? null)})`);
        }
        else if (looking && ctx.now() >= lookupEnds) {
            looking = false;
            row.differs.push(`the run list did not show seed ${seed} in ${read} reads over ${seconds(ctx.now() - lookupStarted)} s`);
        }
        if (current &&
            typeof current.status === 'string' &&
            client/* TERMINAL_RUN_STATUSES */.Ay.has(current.status)) {
            report.sent.push(`report ${reportId} once ${current.status}`);
            checkShape(ctx, 'shape-report', `report ${reportId} (${current.status})`, current, client/* RunReportSchema */.bq);
            if (!looking)
                return;
        }
        if (ctx.now() + DOCTOR_LIMITS.reportSpacingMs > ctx.deadline)
            break;
        await ctx.sleep(looking ? DOCTOR_LIMITS.lookupSpacingMs : DOCTOR_LIMITS.reportSpacingMs, ctx.signal);
    }
    if (report.held.length === 0 && report.differs.length === 0) {
        report.unknown.push(`report ${reportId} did not end within the doctor's reads`);
    }
}
/**
 * The module with the fewest checks for the OCPI version (a run of a module runs all its suites,
 * so a module's size is the sum of its suites' test_count): the shortest sandbox run. A module
 * with a suite the listing gives no count for is not ranked; when none has counts, the first
 * module listed.
 */
function shortestModule(suites, version) {
    const parsed = client/* SuiteListingSchema */.uR.safeParse(suites);
    if (!parsed.success)
        return undefined;
    const sizes = new Map();
    for (const suite of parsed.data.suites) {
        if (suite.version !== version || !suite.module)
            continue;
        const sum = sizes.has(suite.module) ? sizes.get(suite.module) : 0;
        const count = suite.test_count;
        sizes.set(suite.module, sum === undefined || count === undefined ? undefined : sum + count);
    }
    let pick;
    for (const [module, checks] of sizes) {
        if (pick === undefined)
            pick = { module, checks };
        else if (checks !== undefined && (pick.checks === undefined || checks < pick.checks)) {
            pick = { module, checks };
        }
    }
    return pick;
}
/** The module picked, in words the row's "sent" can carry: which, and by what rule. */
function pickWords(pick, version) {
    if (!pick)
        return `every module (the suite listing names none for OCPI ${version})`;
    if (pick.checks === undefined) {
        return `module ${pick.module} (the first listed for OCPI ${version}: the suite listing gives no check counts)`;
    }
    return `module ${pick.module} (${(0,util_text/* plural */.LS)(pick.checks, 'check')}, the fewest of any module for OCPI ${version} in the suite listing)`;
}

;// CONCATENATED MODULE: ./lib/doctor/doctor.js
/**
 * `ocpi-conformance doctor`: checks a live service against every guess of wire.ts (the rows of
 * client/assumptions.ts) and the shapes of the interface it reads, with the user's key.
 *
 * By default it starts no run: it reads, previews a journey (the service saves the plan; nothing
 * runs from it), and sends two requests that no service can act on: a journey start without a
 * plan, and recovery decisions nobody offered to a journey run that has ended. It reads
 * suites, usage, connections and the run list, and
 * reads a journey run's status and stream when the list has one. With `sandboxRuns` it also runs
 * one conformance run and one short journey against the built-in sandbox peer (never an external
 * connection): start, long-poll, the lookup of a start by its seed, the report, sharing, the
 * stream's resume, cancel and recovery. Every request is bounded (DOCTOR_LIMITS) and counted.
 *
 * This file holds the order of the probes and what a failure inside one means; each probe (a file
 * of this folder, by resource) records its rows' findings in the DoctorContext they share.
 */











async function runDoctor(client, options) {
    const ctx = new DoctorContext(client, options);
    try {
        await probe(ctx, options.progress ?? (() => { }));
        return report(ctx);
    }
    catch (error) {
        // Stopped (an interrupt) or failed with its journey still running: cancel it before leaving.
        await cancelOwnJourney(ctx, options.progress);
        throw error;
    }
}
/** The probes, in the order of the requests the doctor sends. */
async function probe(ctx, progress) {
    progress('Reading the suites, usage and connections.');
    const suites = await plainShape(ctx, 'shape-suites', '/testing/suites', client/* SuiteListingSchema */.uR, false);
    // The suite listing above is the base URL's test (its failure ends the doctor); from here on
    // a failure is a row's finding, and only a refused key ends it.
    await step(ctx, ['shape-usage'], () => plainShape(ctx, 'shape-usage', '/usage', client/* UsageSchema */.f2, true));
    const connections = (await step(ctx, ['connection-list', 'shape-connection'], () => checkConnections(ctx))) ?? [];
    const sandbox = connections.find((c) => (0,client/* connectionKind */.dB)(c) === 'sandbox');
    /** The id of the journey run to read: the doctor's own, or one of the account's. */
    let journeyRunId;
    if (ctx.sandboxRuns) {
        if (!sandbox) {
            noSandbox(ctx, connections.length);
        }
        else {
            progress(`Running one conformance run on the sandbox connection ${sandbox._id}.`);
            await sandboxConformance(ctx, sandbox, suites);
            progress('Running one short journey on the sandbox, then cancelling it.');
            journeyRunId = await step(ctx, ['journey-start', 'shape-preview', ...JOURNEY_ROWS], () => sandboxJourney(ctx, sandbox));
        }
    }
    else {
        for (const id of ['long-poll', 'shared-path', 'shape-start', 'shape-cancel']) {
            ctx.finding(id).unknown.push('it needs a run of its own: --sandbox-runs starts one');
        }
    }
    progress('Reading the run list: page size, cursor and filters.');
    await step(ctx, ['run-list', 'shape-report'], () => checkRunList(ctx));
    if (!ctx.sandboxRuns) {
        await step(ctx, ['shape-preview'], () => previewOnly(ctx, sandbox, connections.length));
        await step(ctx, ['journey-start'], () => probeJourneyStart(ctx));
        journeyRunId = await step(ctx, ['report-run-id', ...JOURNEY_ROWS], () => findJourney(ctx));
    }
    if (journeyRunId !== undefined) {
        const runId = journeyRunId;
        progress(`Reading journey run ${runId}: status, stream and recovery.`);
        await step(ctx, [...JOURNEY_ROWS, 'report-run-id'], () => checkJourney(ctx, runId, !ctx.sandboxRuns));
    }
    // A step that stopped before the cancel of its own journey leaves nothing running.
    await cancelOwnJourney(ctx, progress);
}
/**
 * One step of the check. When the service refuses or fails a request of it, that is what the
 * step's first row saw (a refusal of what the gate also sends: differs; a failure or no answer:
 * not checked), its other rows are left unchecked, and the doctor goes on with the next step,
 * so that one difference still gives the whole table. A refused key, an interrupt or an error
 * of the doctor's own ends it.
 */
async function step(ctx, rows, work) {
    try {
        return await work();
    }
    catch (error) {
        if (!isAnswerOfTheService(error))
            throw error;
        const operation = error.operation ?? 'a request';
        const what = `${operation} answered ${describeFailure(error)}`;
        // The row of the request that failed, where the step has one; else the step's first.
        const at = rows.find((id) => ROW_ROUTES[id]?.test(operation)) ?? rows[0];
        if (isRefusal(error)) {
            ctx.finding(at).differs.push(what);
            errorShape(ctx, error);
        }
        else {
            ctx.finding(at).unknown.push(what.replace(' answered ', ' failed: '));
        }
        for (const id of rows) {
            const row = ctx.finding(id);
            if (id !== at && row.verdict() === 'not checked')
                row.unknown.push(`not reached: ${what}`);
        }
        return undefined;
    }
}
/** The table: a row per assumption and shape, with what was found of it. */
function report(ctx) {
    const rows = [...client/* ASSUMPTIONS */.$Q, ...client/* SHAPES */.HY].map((assumption) => {
        const finding = ctx.finding(assumption.id);
        if (finding.verdict() === 'not checked' && finding.unknown.length === 0) {
            finding.unknown.push(ctx.sandboxRuns
                ? 'nothing the service answered showed it'
                : 'nothing in the account showed it; --sandbox-runs makes what it needs');
        }
        return {
            ...assumption,
            verdict: finding.verdict(),
            sent: finding.sent.join('; '),
            seen: finding.seen(),
        };
    });
    return {
        rows,
        requests: ctx.requests(),
        seconds: Math.round((ctx.now() - ctx.started) / 100) / 10,
        sandboxRuns: ctx.sandboxRuns,
        created: ctx.created,
    };
}

// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(2453);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/context.js
var context = __webpack_require__(4641);
// EXTERNAL MODULE: ./lib/cli/exit-codes.js
var exit_codes = __webpack_require__(535);
// EXTERNAL MODULE: ./lib/cli/options.js
var options = __webpack_require__(9048);
// EXTERNAL MODULE: ./lib/cli/output.js
var output = __webpack_require__(1517);
;// CONCATENATED MODULE: ./lib/cli/doctor.js
/**
 * `ocpi-conformance doctor`: which of our guesses about the service's wire hold for the service at
 * --base-url (doctor/doctor.ts), as one table; --json gives the same for a bug report.
 */








const doctorCommand = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'doctor',
        summary: 'Checks the service against every guess this tool makes where the interface says "not shown" (README "Assumptions about the service"), and the shapes it reads. Starts no run unless --sandbox-runs.',
        options: [...args/* SERVICE_OPTIONS */.DL, (0,args/* settingOption */.Ox)('doctorSandboxRuns')],
        notes: [
            'Without --sandbox-runs it starts no run and reaches no partner, but it does write one thing: it previews a journey on the sandbox, and the service saves that plan (nothing runs from it). It reads suites, usage, connections and the run list, and a journey run from the list. It also sends a journey start without a plan and two recovery decisions nobody offered to an ended run, which no service can act on.',
            'It sends each request once, without retries, and running it again is safe. A request the service refuses or fails is what that row saw, and it goes on with the next step; a refused key ends it (exit 4).',
            'Each row is held, held in part (some of it could not be checked; its "seen" says what), DIFFERS or not checked. Exit 0 when nothing the gate relies on for its safety differs (held in part is no difference); 1 when something does (send the --json output with your report); 4 when the key is refused or --base-url leads elsewhere, 3 when the service cannot be reached, fails its first read (the suite listing), or the doctor is interrupted or runs out of time, as for run.',
            'With --json, stdout holds {"verdict", "requests", "seconds", "sandboxRuns", "created", "rows": [{"id", "detail", "choice", "verdict", "sent", "seen", "ifDiffers", "effect", "safety"}]}.',
        ].join('\n\n'),
    },
    // No retries: the count of requests it reports is what was sent, and a failure is shown as is.
    clientSettings: { retry: { maxRetries: 0 } },
    check: (parsed) => (0,options/* optionValues */.ib)(parsed, ['doctorSandboxRuns']).doctorSandboxRuns,
    async execute({ client, terminal, options }, sandboxRuns) {
        // The first interrupt stops it (it cancels a journey it started); a second leaves at once.
        const interrupts = (0,context/* listenForInterrupts */.vD)(options, 
        // The doctor says itself whether it cancelled a journey of its own.
        (cause) => terminal.log(`Interrupted (${cause}): stopping.`), (signal) => terminal.log(`${signal} again: exiting now; a journey the doctor started may still run on the sandbox.`));
        let report;
        try {
            report = await runDoctor(client(), {
                sandboxRuns,
                progress: (line) => terminal.log(line),
                signal: interrupts.signal,
            });
        }
        finally {
            interrupts.stop();
        }
        const code = exitCode(report);
        if (terminal.json) {
            terminal.printJson({ verdict: code === exit_codes/* EXIT */.d.ok ? 'ok' : 'differs', ...report });
            return code;
        }
        terminal.print(renderDoctor(report, terminal.redact));
        return code;
    },
});
/**
 * What the doctor started, from what it did start (not from what it was asked to), and the plan
 * its preview saved when it started no journey from it.
 */
function startedWords(created) {
    const runs = [
        created.conformanceReportId !== undefined ? 'one conformance run' : undefined,
        created.journeyRunId !== undefined ? 'one journey (cancelled)' : undefined,
    ].filter((run) => run !== undefined);
    const started = runs.length === 0 ? 'started no run' : `started ${runs.join(' and ')} on the sandbox`;
    return created.journeyRunId === undefined && created.previewPlanId !== undefined
        ? `${started}; its journey preview saved plan ${created.previewPlanId} (nothing runs from it)`
        : started;
}
/** 1 when a row the gate's safety leans on differs (held in part is not a difference). */
function exitCode(report) {
    return report.rows.some((row) => row.safety && row.verdict === 'differs')
        ? exit_codes/* EXIT */.d.gateFailed
        : exit_codes/* EXIT */.d.ok;
}
const VERDICT_WORDS = {
    held: 'held',
    'held in part': 'held in part',
    differs: 'DIFFERS',
    'not checked': 'not checked',
};
/**
 * One table, a row per assumption: what it is, the result and what a difference costs on the
 * row's line; what was sent, what was seen and what the gate does when it differs on the lines
 * below it, whole (a reason cut short would not say why).
 */
function renderDoctor(report, redact) {
    const plain = (text) => text.replace(/`/g, '');
    const head = (0,command/* table */.tp)(['#', 'ASSUMPTION', 'RESULT', 'IF IT DIFFERS'], report.rows.map((row, i) => [
        String(i + 1),
        plain(row.detail),
        VERDICT_WORDS[row.verdict],
        `${row.effect}${row.safety ? ", and the gate's safety leans on it" : ''}`,
    ]), redact).split('\n');
    const body = [head[0]];
    report.rows.forEach((row, i) => {
        body.push(head[i + 1], `     sent: ${(0,output/* oneLine */.TN)(plain(row.sent) || '-', 1_000, redact)}`, `     seen: ${(0,output/* oneLine */.TN)(row.seen, 1_000, redact)}`, `     if it differs, the gate ${(0,output/* oneLine */.TN)(plain(row.ifDiffers), 1_000, redact)}`);
    });
    const count = (verdict) => report.rows.filter((row) => row.verdict === verdict).length;
    const details = (rows) => rows.map((row) => plain(row.detail)).join('; ');
    const unsafe = report.rows.filter((row) => row.safety && row.verdict === 'differs');
    const costly = report.rows.filter((row) => !row.safety && row.verdict === 'differs');
    const lines = [
        ...body,
        '',
        `${count('held')} held, ${count('held in part') > 0 ? `${count('held in part')} held in part, ` : ''}${count('differs')} differ, ${count('not checked')} not checked; ${(0,util_text/* plural */.LS)(report.requests, 'request')} in ${report.seconds} s; ${startedWords(report.created)}.`,
    ];
    if (unsafe.length > 0) {
        lines.push(`Differs where the gate's safety leans on it: ${details(unsafe)}. The gate falls back as each row says; please send this output (--json) with a bug report.`);
    }
    else {
        lines.push("Nothing the gate's safety leans on differs.");
    }
    if (costly.length > 0) {
        lines.push(`Differs at a cost in speed or features: ${details(costly)}.`);
    }
    const left = [report.created.conformanceReportId, report.created.journeyReportId].filter((id) => id !== undefined);
    if (left.length > 0) {
        lines.push(`The sandbox runs left ${left.length === 1 ? 'report' : 'reports'} ${left.join(' and ')} in the account; ocpi-conformance runs delete ID removes one.`);
    }
    if (!report.sandboxRuns && count('not checked') > 0) {
        lines.push('--sandbox-runs checks more, with runs on the built-in sandbox peer only.');
    }
    return lines.join('\n');
}


/***/ })

};

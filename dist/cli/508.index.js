export const id = 508;
export const ids = [508];
export const modules = {

/***/ 7110:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ FaultBook),
/* harmony export */   De: () => (/* binding */ FAULT_SPEC_SYNTAX),
/* harmony export */   KL: () => (/* binding */ normalizeFaultRule),
/* harmony export */   Nd: () => (/* binding */ parseFaultSpec)
/* harmony export */ });
/* harmony import */ var _routes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2797);
/**
 * Fault injection: rules that make chosen requests fail the way real networks and services fail,
 * so the client's retries, reconciliation and stream resumption are exercised over real HTTP.
 *
 * Rules are checked in the order they were added. A request is examined by each live rule whose
 * route (and owner, when the rule names one) matches; a rule first lets `skip` such requests
 * through, then applies to the next `times` of them. The first rule that applies wins, and rules
 * after it do not see the request. Exhausted rules stay inert until clearFaults().
 *
 * `drop-stream` only concerns the event stream route; on other routes such a rule is not examined.
 */

const FAULT_SPEC_SYNTAX = [
    'ROUTE=FAULT[xN|x*][+N][@after|@before][#OWNER]',
    '  ROUTE   * or "METHOD /path" as in the API, ids as {id}: "POST /testing/runs"',
    '  FAULT   STATUS[:RETRY_AFTER_SECONDS]  e.g. 503, 429:5',
    '          delay:MS | reset | reset-mid-body | malformed | schema-break | drop:EVENTS',
    '  xN      apply to N requests (default 1); x* for every request',
    '  +N      let the first N matching requests through first',
    '  @after  let the request take effect, then replace its answer (default @before)',
    '  #OWNER  only requests authenticated as that owner',
    'Examples: "POST /testing/runs=503x2@after", "GET /testing/runs=429:5", "*=delay:300",',
    '          "GET /testing/journey-runs/{id}/stream=drop:5"',
].join('\n');
class FaultSpecError extends Error {
    constructor(spec, problem) {
        super(`Fault spec "${spec}": ${problem}\nSyntax: ${FAULT_SPEC_SYNTAX}`);
    }
}
const ROUTE_NAMES = new Set(_routes_js__WEBPACK_IMPORTED_MODULE_0__/* .ROUTE_KEYS */ .jC);
/** Parses the command-line fault syntax (FAULT_SPEC_SYNTAX) into a rule. */
function parseFaultSpec(spec) {
    const equals = spec.indexOf('=');
    if (equals < 0)
        throw new FaultSpecError(spec, 'missing "=" between the route and the fault');
    const route = spec.slice(0, equals).trim();
    const rest = spec.slice(equals + 1).trim();
    const head = /^(\d{3}|[a-z]+(?:-[a-z]+)*)(?::([0-9.]+))?/.exec(rest);
    if (!head)
        throw new FaultSpecError(spec, `the fault "${rest}" is not a status or a fault name`);
    const [whole, name, arg] = head;
    const fault = parseFault(spec, name, arg);
    const rule = { route, fault };
    let modifiers = rest.slice(whole.length);
    while (modifiers.length > 0) {
        const modifier = /^(x(\d+|\*)|\+(\d+)|@(after|before)|#([A-Za-z0-9_.-]+))/.exec(modifiers);
        if (!modifier) {
            throw new FaultSpecError(spec, `"${modifiers}" is not a modifier (xN, x*, +N, @after, #OWNER)`);
        }
        const [text, , times, skip, phase, owner] = modifier;
        if (times !== undefined)
            rule.times = times === '*' ? Number.POSITIVE_INFINITY : Number(times);
        if (skip !== undefined)
            rule.skip = Number(skip);
        if (phase !== undefined)
            rule.phase = phase;
        if (owner !== undefined)
            rule.ownerId = owner;
        modifiers = modifiers.slice(text.length);
    }
    try {
        return normalizeFaultRule(rule);
    }
    catch (error) {
        throw new FaultSpecError(spec, error.message);
    }
}
function parseFault(spec, name, arg) {
    const needs = (what) => {
        if (arg === undefined || !/^\d+$/.test(arg)) {
            throw new FaultSpecError(spec, `"${name}" needs a whole number of ${what}, as in ${name}:5`);
        }
        return Number(arg);
    };
    const none = (fault) => {
        if (arg !== undefined)
            throw new FaultSpecError(spec, `"${name}" takes no ":${arg}"`);
        return fault;
    };
    if (/^\d{3}$/.test(name)) {
        if (arg !== undefined && !/^\d+(\.\d+)?$/.test(arg)) {
            throw new FaultSpecError(spec, `the retry-after "${arg}" is not a number of seconds`);
        }
        return arg === undefined
            ? { kind: 'status', status: Number(name) }
            : { kind: 'status', status: Number(name), retryAfter: Number(arg) };
    }
    switch (name) {
        case 'delay':
            return { kind: 'delay', ms: needs('milliseconds') };
        case 'drop':
            return { kind: 'drop-stream', afterEvents: needs('events') };
        case 'reset':
            return none({ kind: 'reset' });
        case 'reset-mid-body':
            return none({ kind: 'reset-mid-body' });
        case 'malformed':
            return none({ kind: 'malformed-json' });
        case 'schema-break':
            return none({ kind: 'schema-break' });
        default:
            throw new FaultSpecError(spec, `the fault "${name}" is unknown; use a status (503, 429:5), delay:MS, reset, reset-mid-body, malformed, schema-break or drop:N`);
    }
}
/**
 * Checks a rule given as an object (addFault, the control API) and fills its defaults. Throws an
 * Error naming the bad field.
 */
function normalizeFaultRule(rule) {
    if (!rule || typeof rule !== 'object')
        throw new Error('a fault rule must be an object');
    const { route, fault } = rule;
    if (typeof route !== 'string' || (route !== '*' && !ROUTE_NAMES.has(route))) {
        throw new Error(`route "${String(route)}" is not "*" or one of the API routes: ${_routes_js__WEBPACK_IMPORTED_MODULE_0__/* .ROUTE_KEYS */ .jC.join(', ')}`);
    }
    if (rule.ownerId !== undefined && typeof rule.ownerId !== 'string') {
        throw new Error('ownerId must be a string');
    }
    const skip = rule.skip ?? 0;
    if (!Number.isInteger(skip) || skip < 0)
        throw new Error(`skip must be an integer >= 0, not ${skip}`);
    const times = rule.times ?? 1;
    if (!(times === Number.POSITIVE_INFINITY || (Number.isInteger(times) && times >= 1))) {
        throw new Error(`times must be an integer >= 1 or Infinity, not ${times}`);
    }
    const phase = rule.phase ?? 'before';
    if (phase !== 'before' && phase !== 'after') {
        throw new Error(`phase must be "before" or "after", not "${String(phase)}"`);
    }
    checkFault(fault);
    if (fault.kind === 'drop-stream' && route !== '*' && route !== _routes_js__WEBPACK_IMPORTED_MODULE_0__/* .STREAM_ROUTE */ .l$) {
        throw new Error(`drop-stream applies only to the event stream route "${_routes_js__WEBPACK_IMPORTED_MODULE_0__/* .STREAM_ROUTE */ .l$}"`);
    }
    return { route, ownerId: rule.ownerId, skip, times, phase, fault };
}
function checkFault(fault) {
    if (!fault || typeof fault !== 'object')
        throw new Error('fault must be an object with a kind');
    switch (fault.kind) {
        case 'status': {
            if (!Number.isInteger(fault.status) || fault.status < 100 || fault.status > 599) {
                throw new Error(`status ${String(fault.status)} is not an HTTP status (100..599)`);
            }
            const { retryAfter } = fault;
            if (retryAfter !== undefined &&
                !(typeof retryAfter === 'string' || (Number.isFinite(retryAfter) && retryAfter >= 0))) {
                throw new Error('retryAfter must be a number of seconds >= 0 or an HTTP date string');
            }
            return;
        }
        case 'delay':
            if (!Number.isFinite(fault.ms) || fault.ms < 0)
                throw new Error('delay ms must be >= 0');
            return;
        case 'drop-stream':
            if (!Number.isInteger(fault.afterEvents) || fault.afterEvents < 0) {
                throw new Error('drop-stream afterEvents must be an integer >= 0');
            }
            return;
        case 'reset':
        case 'reset-mid-body':
        case 'malformed-json':
        case 'schema-break':
            return;
        default:
            throw new Error(`fault kind "${String(fault.kind)}" is not one of status, delay, reset, reset-mid-body, malformed-json, schema-break, drop-stream`);
    }
}
/** The active rules and their counters. */
class FaultBook {
    rules = [];
    add(rule) {
        this.rules.push({ rule: normalizeFaultRule(rule), seen: 0, applied: 0 });
    }
    clear() {
        this.rules = [];
    }
    /**
     * The fault for this request in this phase, if a rule applies (and counts it). Called once per
     * request with the phase 'before' for stream and before-rules, and once with 'after'.
     */
    take(route, ownerId, phase) {
        for (const live of this.rules) {
            const { rule } = live;
            if (live.applied >= rule.times)
                continue;
            if (rule.route !== '*' && rule.route !== route)
                continue;
            if (rule.ownerId !== undefined && rule.ownerId !== ownerId)
                continue;
            if (rule.fault.kind === 'drop-stream' && route !== _routes_js__WEBPACK_IMPORTED_MODULE_0__/* .STREAM_ROUTE */ .l$)
                continue;
            // drop-stream acts during the stream, whatever phase it was given.
            const rulePhase = rule.fault.kind === 'drop-stream' ? 'before' : rule.phase;
            if (rulePhase !== phase)
                continue;
            live.seen++;
            if (live.seen <= rule.skip)
                continue;
            live.applied++;
            return rule.fault;
        }
        return undefined;
    }
    /** The rules with their counters, for the control API. */
    describe() {
        return this.rules.map(({ rule, seen, applied }) => ({ rule: { ...rule }, seen, applied }));
    }
}


/***/ }),

/***/ 3508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEMO_OWNERS: () => (/* binding */ DEMO_OWNERS),
  WAVERING: () => (/* reexport */ scenarios/* WAVERING */.sm),
  startEmulator: () => (/* binding */ startEmulator)
});

// UNUSED EXPORTS: API_KEY_PREFIX, FAULT_SPEC_SYNTAX, PLANS, PLAN_LADDER, normalizeFaultRule, parseFaultSpec

;// CONCATENATED MODULE: ./lib/emulator/changes.js
class ChangeHub {
    listeners = new Map();
    /** Calls `listener` on every change of `key` until the returned function is called. */
    subscribe(key, listener) {
        let set = this.listeners.get(key);
        if (!set) {
            set = new Set();
            this.listeners.set(key, set);
        }
        set.add(listener);
        return () => {
            const current = this.listeners.get(key);
            if (!current)
                return;
            current.delete(listener);
            if (current.size === 0)
                this.listeners.delete(key);
        };
    }
    notify(key) {
        const set = this.listeners.get(key);
        if (!set)
            return;
        for (const listener of [...set])
            listener();
    }
    /** Resolves at the next change of `key`, after `realMs`, or when `signal` aborts. */
    async wait(key, realMs, timers, signal) {
        const changed = new AbortController();
        const unsubscribe = this.subscribe(key, () => changed.abort());
        try {
            await timers.sleep(realMs, AbortSignal.any([signal, changed.signal]));
        }
        finally {
            unsubscribe();
        }
    }
    /** Number of live subscriptions (tests check that closed streams release theirs). */
    get size() {
        let total = 0;
        for (const set of this.listeners.values())
            total += set.size;
        return total;
    }
}

;// CONCATENATED MODULE: ./lib/emulator/clock.js
/**
 * Emulated time. The emulator runs its clock `speed` times faster than real time, so a run that
 * takes ten emulated minutes finishes in a fraction of a real second in tests:
 *
 *   emulated ms = start + (real elapsed ms) * speed
 *   a duration of S emulated seconds lasts S * 1000 / speed real ms
 *
 * Every timer the emulator sets goes through a TimerSet, so that close() can clear all of them.
 */
class EmulatedClock {
    realNow;
    speed;
    realStart;
    emulatedStart;
    constructor(speed, realNow = Date.now) {
        this.realNow = realNow;
        if (!Number.isFinite(speed) || speed <= 0) {
            throw new Error(`speed must be a positive number of emulated seconds per real second, not ${speed}`);
        }
        this.speed = speed;
        this.realStart = realNow();
        // The emulated clock starts at the real wall time, so ISO timestamps look current.
        this.emulatedStart = this.realStart;
    }
    /** Real epoch ms now. */
    real() {
        return this.realNow();
    }
    /** Emulated epoch ms now. */
    now() {
        return this.emulatedStart + (this.realNow() - this.realStart) * this.speed;
    }
    /** Real ms that an emulated duration (in ms) lasts. */
    realDuration(emulatedMs) {
        return emulatedMs / this.speed;
    }
    /** The real epoch ms at which the emulated clock shows `emulatedMs`. */
    realAt(emulatedMs) {
        return this.realStart + (emulatedMs - this.emulatedStart) / this.speed;
    }
    /** Real ms from now until the emulated clock shows `emulatedMs` (0 when already past). */
    realUntil(emulatedMs) {
        return Math.max(0, this.realDuration(emulatedMs - this.now()));
    }
}
/** setTimeout cannot wait longer than this; longer waits are chained. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** Owns every timer of the emulator; clear() cancels them all at once (close()). */
class TimerSet {
    timers = new Set();
    closed = false;
    /** Calls `fn` after `realMs`; returns a function that cancels it. Does nothing once cleared. */
    after(realMs, fn) {
        if (this.closed)
            return () => { };
        const delay = Math.min(MAX_TIMEOUT_MS, Math.max(0, Math.ceil(realMs)));
        let cancelInner;
        const timer = setTimeout(() => {
            this.timers.delete(timer);
            const left = realMs - delay;
            if (left > 0)
                cancelInner = this.after(left, fn);
            else
                fn();
        }, delay);
        this.timers.add(timer);
        return () => {
            clearTimeout(timer);
            this.timers.delete(timer);
            cancelInner?.();
        };
    }
    /** Resolves after `realMs`, or at once when `signal` aborts or the set is cleared. */
    sleep(realMs, signal) {
        return new Promise((resolve) => {
            if (this.closed || signal?.aborted) {
                resolve();
                return;
            }
            const done = () => {
                cancel();
                signal?.removeEventListener('abort', done);
                this.sleepers.delete(done);
                resolve();
            };
            const cancel = this.after(realMs, done);
            signal?.addEventListener('abort', done, { once: true });
            this.sleepers.add(done);
        });
    }
    sleepers = new Set();
    get size() {
        return this.timers.size;
    }
    clear() {
        this.closed = true;
        for (const timer of this.timers)
            clearTimeout(timer);
        this.timers.clear();
        for (const wake of [...this.sleepers])
            wake();
    }
}

// EXTERNAL MODULE: ./lib/client/wire.js
var wire = __webpack_require__(8142);
;// CONCATENATED MODULE: ./lib/emulator/data/journeys.json
const journeys_namespaceObject = /*#__PURE__*/JSON.parse('{"$comment":["Journey content of the service emulator (a test double, not the real service), read by src/emulator/journeys-content.ts and checked against src/emulator/journeys-data.ts, which documents every field.","A journey is a list of stages: the id of a shared stage (sharedStages), or a stage of its own. A stage grades checks of the roster (data/roster.json), of the first module in \\"uses\\" that the plan\'s OCPI version has; fallbackUses when it has none."],"planDefaults":{"durationSeconds":1800,"accelerationFactor":120,"cadenceSeconds":60,"jitterSeconds":0,"cdrDelaySeconds":30},"stageWeights":{"stage":1,"chargingStage":6},"fallbackUses":{"module":"credentials","checks":["versions-get-list","get"]},"sharedStages":{"handshake":{"name":"Partner handshake check","uses":[{"module":"credentials","checks":["versions-get-list","versions-get-details","get"]}]},"token-authorization":{"name":"Token authorization","uses":[{"module":"tokens","checks":["authorize-allowed","get-list","authorize-unknown"]}]},"session-start":{"name":"Session start","uses":[{"module":"sessions","checks":["put","get-own-copy","get-list"]}]},"charging":{"name":"Charging with session updates","uses":[{"module":"sessions","checks":["patch-kwh","get-list","token-reference"]}],"charging":true},"session-stop":{"name":"Session stop","uses":[{"module":"sessions","checks":["get-own-copy","get-list-date-filter"]}]},"cdr-delivery":{"name":"CDR delivery","uses":[{"module":"cdrs","checks":["post","get-created","get-list","tariff-snapshot"]}]},"location-sync":{"name":"Location and EVSE data in sync","uses":[{"module":"locations","checks":["get-list","get-object","get-evse"]}]},"tariff-sync":{"name":"Tariffs published","uses":[{"module":"tariffs","checks":["get-list","restrictions"]}]},"booking":{"name":"Booking the charger","uses":[{"module":"bookings","checks":["post","get","overlap"]},{"module":"commands","checks":["reserve-now","cancel-reservation"]}]},"arrival":{"name":"Arrival at the reserved EVSE","uses":[{"module":"locations","checks":["get-evse","patch-evse","get-connector"]}]},"hub-discovery":{"name":"Parties reachable through the hub","uses":[{"module":"hubclientinfo","checks":["get-list","get-list-paging","put"]},{"module":"credentials","checks":["versions-get-details","get"]}]}},"journeys":{"first-successful-charge":{"profile":"core-charging","stages":["handshake","token-authorization","session-start","charging","session-stop","cdr-delivery"]},"rough-session":{"profile":"core-charging","stages":["handshake","token-authorization","session-start",{"id":"charging","name":"Charging with unstable session updates","uses":[{"module":"sessions","checks":["patch-kwh","get-list"]}],"charging":true,"rough":true},{"id":"evse-fault","name":"EVSE fault reported mid-session","uses":[{"module":"locations","checks":["patch-evse","get-evse"]}]},{"id":"charging-resumed","name":"Charging resumed after the fault","uses":[{"module":"sessions","checks":["patch-kwh","get-own-copy"]}],"charging":true,"rough":true,"weight":3},"session-stop","cdr-delivery"]},"charger-reset":{"profile":"recovery","stages":["handshake",{"id":"evse-available","name":"EVSE available before the reset","uses":[{"module":"locations","checks":["get-evse","get-connector"]}]},"charging",{"id":"charger-reset","name":"Charger reset during the session","uses":[{"module":"commands","checks":["unlock-connector","stop-session","start-session"]}]},{"id":"evse-recovery","name":"EVSE back in service after the reset","uses":[{"module":"locations","checks":["patch-evse","get-evse","get-own-copy"]}]},{"id":"session-reconciliation","name":"Interrupted session reconciled","uses":[{"module":"sessions","checks":["get-list-date-filter","patch-kwh"]}]},"cdr-delivery"]},"partner-connection":{"profile":"foundation","stages":[{"id":"versions","name":"Versions endpoint reachable","uses":[{"module":"credentials","checks":["versions-dns","versions-get-list","versions-request-id"]}]},{"id":"registration","name":"Registration with token A","uses":[{"module":"credentials","checks":["register","token-a-revoked","get"]}]},{"id":"token-rotation","name":"Token rotation","uses":[{"module":"credentials","checks":["update","register-twice"]}]},{"id":"module-discovery","name":"Module endpoints discovered","uses":[{"module":"credentials","checks":["versions-get-details","versions-unauthorized"]}]}]},"catalogue-trust":{"profile":"catalogue","stages":["handshake",{"id":"location-catalogue","name":"Location catalogue complete and pageable","uses":[{"module":"locations","checks":["get-list","get-list-paging","get-list-date-filter","get-object"]}]},{"id":"connector-details","name":"EVSE and connector details","uses":[{"module":"locations","checks":["get-evse","get-connector","unknown-object"]}]},{"id":"tariff-catalogue","name":"Tariff catalogue complete and pageable","uses":[{"module":"tariffs","checks":["get-list","get-list-paging","restrictions"]}]}]},"remote-start-stop":{"profile":"commands","stages":["handshake",{"id":"remote-start","name":"Remote start command","uses":[{"module":"commands","checks":["start-session","result-accepted"]}]},"charging",{"id":"remote-stop","name":"Remote stop command","uses":[{"module":"commands","checks":["stop-session","result-values"]}]},"cdr-delivery"]},"live-price-parking":{"profile":"billing","stages":["handshake","tariff-sync","token-authorization","session-start","charging",{"id":"parking","name":"Parking after charging, priced live","uses":[{"module":"sessions","checks":["get-own-copy","patch-kwh"]},{"module":"tariffs","checks":["restrictions"]}]},"session-stop",{"id":"priced-cdr","name":"CDR priced with charging and parking","uses":[{"module":"cdrs","checks":["post","tariff-snapshot","get-list"]}]}]},"reservation":{"profile":"booking","requiredCapabilities":["bookings"],"stages":["handshake","location-sync","booking","arrival","token-authorization","charging","session-stop","cdr-delivery"]},"cdr-desk":{"profile":"billing","stages":["handshake",{"id":"cdr-collection","name":"CDR collection with paging","uses":[{"module":"cdrs","checks":["get-list","get-list-paging","get-list-date-filter"]}]},{"id":"cdr-validation","name":"CDR totals and signed data","uses":[{"module":"cdrs","checks":["tariff-snapshot","signed-data","get-list"]}]},{"id":"cdr-push","name":"CDR push and read-back","uses":[{"module":"cdrs","checks":["post","get-created","post-duplicate"]}]},{"id":"tariff-reconciliation","name":"CDR prices reconciled with tariffs","uses":[{"module":"tariffs","checks":["get-list","restrictions"]}]}]},"offline-catch-up":{"profile":"recovery","stages":["handshake","session-start","charging",{"id":"connection-loss","name":"Partner unreachable while the queue builds","uses":[{"module":"credentials","checks":["versions-get-list","get"]}]},{"id":"catch-up-sync","name":"Sessions caught up after reconnect","uses":[{"module":"sessions","checks":["get-list-date-filter","get-list-paging","get-own-copy"]}]},{"id":"cdr-backlog","name":"CDR backlog delivered","uses":[{"module":"cdrs","checks":["get-list-date-filter","get-list-paging","post"]}]}]},"hub-routed-charge":{"profile":"hub","stages":["hub-discovery","handshake","token-authorization","session-start","charging","session-stop","cdr-delivery"]},"book-arrive-charge":{"profile":"booking","requiredCapabilities":["bookings"],"stages":["handshake","booking","arrival","token-authorization","session-start","charging","session-stop","cdr-delivery"]},"direct-terminal-payment":{"profile":"direct-payment","requiredCapabilities":["direct-payment"],"stages":["handshake",{"id":"terminal-setup","name":"Payment terminal assigned to the location","uses":[{"module":"payments","checks":["put","get-own-copy","get-list"]},{"module":"locations","checks":["get-list","get-evse"]}]},"session-start","charging","session-stop",{"id":"payment-capture","name":"Payment captured and confirmed","uses":[{"module":"payments","checks":["financial-advice-post","financial-advice-list"]},{"module":"cdrs","checks":["post","get-created"]}]},"cdr-delivery"]},"smart-charging-control":{"profile":"charging-profiles","stages":["handshake","session-start","charging",{"id":"profile-set","name":"Charging profile applied","uses":[{"module":"chargingprofiles","checks":["set","get-active","result-post"]},{"module":"commands","checks":["start-session","result-accepted"]}]},{"id":"charging-limited","name":"Charging within the profile limit","uses":[{"module":"sessions","checks":["patch-kwh","get-own-copy"]}],"charging":true,"weight":4},{"id":"profile-clear","name":"Charging profile cleared","uses":[{"module":"chargingprofiles","checks":["clear","active-push"]},{"module":"commands","checks":["stop-session","result-values"]}]},"session-stop","cdr-delivery"]},"hub-connection-status":{"profile":"hub-client-info","stages":["hub-discovery",{"id":"status-push","name":"Connection status pushed by the hub","uses":[{"module":"hubclientinfo","checks":["put","put-status-change","get-own-copy"]},{"module":"credentials","checks":["update","get"]}]},{"id":"routing-check","name":"Routed requests carry the routing headers","uses":[{"module":"credentials","checks":["versions-request-id","versions-get-details","versions-get-list"]}]}]},"invalid-charging-data":{"profile":"negative","stages":["handshake",{"id":"invalid-location","name":"Invalid Location refused","uses":[{"module":"locations","checks":["put-invalid","unknown-object"]}]},{"id":"unknown-token","name":"Unknown token refused","uses":[{"module":"tokens","checks":["authorize-unknown","authorize-allowed"]}]},{"id":"invalid-command","name":"Invalid command refused","uses":[{"module":"commands","checks":["unknown-command","result-unknown-command"]}]},"charging",{"id":"duplicate-cdr","name":"Duplicate CDR refused","uses":[{"module":"cdrs","checks":["post-duplicate","post"]}]}]},"custom":{"profile":"foundation","stages":["handshake","location-sync","token-authorization","session-start","charging","session-stop","cdr-delivery"]}}}');
// EXTERNAL MODULE: ./lib/emulator/interface-rules.js
var interface_rules = __webpack_require__(5614);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
;// CONCATENATED MODULE: ./lib/emulator/data-file.js
/** A data file that does not match its schema. */
class DataFileError extends Error {
    name = 'DataFileError';
}
/** Shown issues at most; a file broken in a systematic way would otherwise print a screenful. */
const MAX_ISSUES = 10;
/** The data of `raw` as `schema` reads it; throws DataFileError naming `source` otherwise. */
function parseDataFile(schema, raw, source) {
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const issues = result.error.issues;
    const lines = issues
        .slice(0, MAX_ISSUES)
        .map((issue) => `  ${describePath(issue.path)}: ${issue.message}`);
    if (issues.length > MAX_ISSUES)
        lines.push(`  ... and ${issues.length - MAX_ISSUES} more`);
    throw new DataFileError(`The emulator data file ${source} is invalid:\n${lines.join('\n')}`);
}
/** A path as written in JavaScript: modules[2].suites[0].checks[1].responseBody. */
function describePath(path) {
    if (path.length === 0)
        return '(the whole file)';
    return path
        .map((key, index) => {
        if (typeof key === 'number')
            return `[${key}]`;
        const name = String(key);
        if (!/^[A-Za-z_$][\w$]*$/.test(name))
            return `[${JSON.stringify(name)}]`;
        return index === 0 ? name : `.${name}`;
    })
        .join('');
}

;// CONCATENATED MODULE: ./lib/emulator/journeys-data.js
/**
 * The format of data/journeys.json, the journey content of the emulated service, as the schema
 * the file is checked against when the emulator loads (journeys-content.ts reads it).
 *
 * The file holds the defaults of a journey plan, the stages several journeys share, and per
 * journey kind its default profile, the capabilities it needs and its stages in order. A stage
 * names the module it exercises and the roster checks it grades there; where the plan's OCPI
 * version lacks that module, the stage falls back to the next module of `uses` (bookings ->
 * RESERVE_NOW commands, payments -> CDRs, charging profiles -> commands, hub client info ->
 * credentials), and to `fallbackUses` when the version has none of them.
 *
 * Beyond the shape, the links are checked: every journey kind of the interface has an entry,
 * named stages exist, stage ids are unique within a journey, and every module and check a stage
 * uses is in the roster.
 */



const Text = schemas/* string */.YjP().min(1);
const Slug = schemas/* string */.YjP().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by "-"');
const UsesSchema = schemas/* strictObject */.rej({
    /** A module of the roster. */
    module: Text,
    /** Slugs of that module's roster checks the stage grades, 2 to 5 of them, in order. */
    checks: schemas/* array */.YOg(Slug).min(1),
});
const StageBody = {
    name: Text,
    /** Modules and checks in order of preference; the first module the plan's version has wins. */
    uses: schemas/* array */.YOg(UsesSchema).min(1),
    /** Energy flows in this stage: session updates are emitted. */
    charging: schemas/* boolean */.zMY().optional(),
    /** Updates in this stage may report a suspended session (faults, rough sessions). */
    rough: schemas/* boolean */.zMY().optional(),
    /** Share of the journey clock the stage takes, relative to the others (default: stageWeights). */
    weight: schemas/* number */.aig().int().positive().optional(),
};
const SharedStageSchema = schemas/* strictObject */.rej(StageBody);
const OwnStageSchema = schemas/* strictObject */.rej({ id: Slug, ...StageBody });
const JourneySchema = schemas/* strictObject */.rej({
    /** Profile of the plan when the preview names none. */
    profile: schemas/* enum */.k5n(interface_rules/* JOURNEY_PROFILES */.s4),
    /** Capabilities the owner's plan needs to run the journey (besides external-endpoints). */
    requiredCapabilities: schemas/* array */.YOg(schemas/* enum */.k5n(interface_rules/* CAPABILITIES */.$8)).optional(),
    /** The id of a shared stage, or a stage of the journey's own. */
    stages: schemas/* array */.YOg(schemas/* union */.KCZ([Slug, OwnStageSchema])).min(1),
});
const JourneyFileShape = schemas/* strictObject */.rej({
    /** Notes for readers of the file; not read. */
    $comment: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Plan fields a preview leaves out (journey-clock seconds). */
    planDefaults: schemas/* strictObject */.rej({
        durationSeconds: schemas/* number */.aig().int().positive(),
        accelerationFactor: schemas/* number */.aig().int().positive(),
        cadenceSeconds: schemas/* number */.aig().int().positive(),
        jitterSeconds: schemas/* number */.aig().int().nonnegative(),
        cdrDelaySeconds: schemas/* number */.aig().int().nonnegative(),
    }),
    /** Weight of a stage that gives none: charging stages take longer. */
    stageWeights: schemas/* strictObject */.rej({
        stage: schemas/* number */.aig().int().positive(),
        chargingStage: schemas/* number */.aig().int().positive(),
    }),
    /** What a stage grades when the plan's version has none of its modules. */
    fallbackUses: UsesSchema,
    /** Stages several journeys share, by id. */
    sharedStages: schemas/* record */.g1P(Slug, SharedStageSchema),
    /** Every journey kind of the interface. */
    journeys: schemas/* record */.g1P(schemas/* string */.YjP(), JourneySchema),
});
/**
 * The journey content of a data file's content, checked against the roster's checks (slugs by
 * module); throws DataFileError naming `source` when it is invalid.
 */
function parseJourneyFile(raw, source, rosterChecks) {
    const schema = JourneyFileShape.superRefine((file, ctx) => {
        const issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
        checkLinks(file, rosterChecks, issue);
    });
    return resolve(parseDataFile(schema, raw, source));
}
function resolve(file) {
    const stage = (entry) => {
        const { id, ...body } = typeof entry === 'string' ? { id: entry, ...file.sharedStages[entry] } : entry;
        const charging = body.charging ?? false;
        const weight = charging ? file.stageWeights.chargingStage : file.stageWeights.stage;
        return {
            id,
            name: body.name,
            uses: body.uses,
            weight: body.weight ?? weight,
            charging,
            rough: body.rough ?? false,
        };
    };
    const journeys = Object.fromEntries(Object.entries(file.journeys).map(([kind, journey]) => [
        kind,
        {
            profile: journey.profile,
            requiredCapabilities: journey.requiredCapabilities ?? [],
            stages: journey.stages.map(stage),
        },
    ]));
    return { planDefaults: file.planDefaults, fallbackUses: file.fallbackUses, journeys };
}
function checkLinks(file, rosterChecks, issue) {
    const kinds = interface_rules/* JOURNEY_KINDS */.JN;
    const missing = kinds.filter((kind) => !Object.hasOwn(file.journeys, kind));
    if (missing.length > 0)
        issue(['journeys'], `lacks the journey kinds ${missing.join(', ')}`);
    for (const kind of Object.keys(file.journeys)) {
        if (!kinds.includes(kind)) {
            issue(['journeys', kind], `is not a journey kind; the kinds are ${kinds.join(', ')}`);
        }
    }
    const checkUses = (uses, path) => {
        const slugs = rosterChecks.get(uses.module);
        if (!slugs) {
            issue([...path, 'module'], `"${uses.module}" is not a module of the roster`);
            return;
        }
        for (const [i, slug] of uses.checks.entries()) {
            if (slugs.has(slug))
                continue;
            issue([...path, 'checks', i], `"${slug}" is not a check of ${uses.module}`);
        }
    };
    checkUses(file.fallbackUses, ['fallbackUses']);
    for (const [id, stage] of Object.entries(file.sharedStages)) {
        for (const [u, uses] of stage.uses.entries())
            checkUses(uses, ['sharedStages', id, 'uses', u]);
    }
    for (const [kind, journey] of Object.entries(file.journeys)) {
        const ids = new Set();
        journey.stages.forEach((stage, s) => {
            const path = ['journeys', kind, 'stages', s];
            const id = typeof stage === 'string' ? stage : stage.id;
            if (ids.has(id))
                issue(path, `stage id "${id}" is used twice in the journey`);
            ids.add(id);
            if (typeof stage !== 'string') {
                for (const [u, uses] of stage.uses.entries())
                    checkUses(uses, [...path, 'uses', u]);
            }
            else if (!Object.hasOwn(file.sharedStages, stage)) {
                issue(path, `names no entry of sharedStages: "${stage}"`);
            }
        });
    }
}

;// CONCATENATED MODULE: ./lib/emulator/prng.js
/**
 * Deterministic pseudo-random numbers for the emulator's content generators.
 *
 * A generator is seeded from strings (typically a run seed plus a test id), so that one check's
 * draws depend only on those strings and never on how many other draws happened before it: a
 * check gives the same result whether its module runs alone or inside a full run.
 *
 * Hash: cyrb128 (four 32-bit lanes, good avalanche on short, similar strings such as test ids).
 * Generator: sfc32, fast and well distributed, seeded with the four lanes.
 */
/** Separator between seed parts, so ('ab','c') and ('a','bc') seed different generators. */
const PART_SEPARATOR = '\u001f';
function cyrb128(text) {
    let h1 = 1779033703;
    let h2 = 3144134277;
    let h3 = 1013904242;
    let h4 = 2773480762;
    for (let i = 0; i < text.length; i++) {
        const k = text.charCodeAt(i);
        h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
        h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
        h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
        h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
    }
    h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
    h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
    h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
    h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
    h1 ^= h2 ^ h3 ^ h4;
    h2 ^= h1;
    h3 ^= h1;
    h4 ^= h1;
    return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
/** A stable 64-bit hash of a string, as 16 lowercase hex digits. */
function stableHash(text) {
    const [a, b] = cyrb128(text);
    return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}
/** A stable 32-bit unsigned hash of a string. */
function hash32(text) {
    return cyrb128(text)[0];
}
/** A generator seeded from the given parts; the same parts always give the same sequence. */
function rng(...parts) {
    let [a, b, c, d] = cyrb128(parts.join(PART_SEPARATOR));
    const next = () => {
        a |= 0;
        b |= 0;
        c |= 0;
        d |= 0;
        const t = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (c << 21) | (c >>> 11);
        c = (c + t) | 0;
        return (t >>> 0) / 4294967296;
    };
    // Warm up: the first outputs of sfc32 still carry structure of the seed.
    for (let i = 0; i < 12; i++)
        next();
    const int = (min, max) => min + Math.floor(next() * (max - min + 1));
    return {
        next,
        int,
        pick(items) {
            if (items.length === 0)
                throw new Error('rng.pick: empty array');
            return items[Math.floor(next() * items.length)];
        },
        chance: (p) => next() < p,
        hex(length) {
            let out = '';
            while (out.length < length)
                out += Math.floor(next() * 16).toString(16);
            return out;
        },
    };
}

;// CONCATENATED MODULE: ./lib/emulator/partner-faults.js
/** How the words show a fault: `HTTP 500`, `status_code 2001`, `X-Limit`, `12 items`, `"OK"`. */
function factText(fault) {
    switch (fault.kind) {
        case 'http-status':
            return `HTTP ${fault.status}`;
        case 'status-code':
            return `status_code ${fault.code}`;
        case 'missing-header':
        case 'changed-header':
            return fault.name;
        case 'item-count':
            return `${fault.count} items`;
        case 'data':
        case 'unlisted':
            return JSON.stringify(fault.value);
        case 'omitted':
            return steps(fault.path).at(-1);
        case 'single-object':
            return 'a single object';
        case 'html-page':
            return 'an HTML error page';
    }
}
/**
 * The words with the run's values in their facts: a data value written `{date_to}` in the
 * roster is the run's date_to (report-bodies.ts RunFacts.ids); other values stay as written.
 */
function forRun(words, ids) {
    return words.map((word) => {
        if (typeof word === 'string' || word.kind !== 'data' || typeof word.value !== 'string') {
            return word;
        }
        const name = /^\{(\w+)\}$/.exec(word.value)?.[1];
        const value = name === undefined ? undefined : ids[name];
        return value === undefined ? word : { ...word, value };
    });
}
/** The words as text. */
function wordsText(words) {
    return words.map((word) => (typeof word === 'string' ? word : factText(word))).join('');
}
/** The faults the words state. */
function faultsOf(words) {
    return words.filter((word) => typeof word !== 'string');
}
/** The HTTP status the faults name, if they name one. */
function namedStatus(faults) {
    return faults.find((fault) => fault.kind === 'http-status')?.status;
}
/** The steps of a path: `$.data[0].elements[*].price` → data, 0, elements, '*', price. */
function steps(path) {
    if (!/^\$((\.[A-Za-z_][\w]*)|(\[(\d+|\*)\]))*$/.test(path)) {
        throw new Error(`"${path}" is not a body path ($ then .key, [n] or [*] steps)`);
    }
    return [...path.matchAll(/\.([A-Za-z_]\w*)|\[(\d+|\*)\]/g)].map(([, key, index]) => key !== undefined ? key : index === '*' ? '*' : Number(index));
}
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/**
 * A copy of `node` with `change` applied at the end of the steps; missing containers are made.
 * A key that is set or walked through moves to the front of its object, so that a body cut at
 * the report's size limit still shows the fact.
 */
function changed(node, path, change, make = true) {
    if (path.length === 0)
        return change(node);
    const [step, ...rest] = path;
    if (typeof step === 'string' && step !== '*') {
        if (!isRecord(node) && !make)
            return node;
        const { [step]: old, ...others } = isRecord(node) ? node : {};
        if (old === undefined && rest.length > 0 && !make)
            return node;
        const value = changed(old, rest, change, make);
        return value === undefined ? others : { [step]: value, ...others };
    }
    if (!Array.isArray(node) && !make)
        return node;
    const array = Array.isArray(node) ? [...node] : [];
    const indexes = step === '*' ? array.map((_, i) => i) : [step];
    for (const i of indexes)
        array[i] = changed(array[i], rest, change, make);
    return array;
}
/** The body with the data faults of one side applied, in their order. */
function withData(body, faults, where) {
    let out = body;
    // An array sent as one object last: what the other faults say of its items holds of it.
    const ordered = [
        ...faults.filter((fault) => fault.kind !== 'single-object'),
        ...faults.filter((fault) => fault.kind === 'single-object'),
    ];
    for (const fault of ordered) {
        if (fault.kind === 'data' && fault.where === where) {
            out = changed(out, steps(fault.path), () => fault.value);
        }
        else if (where === 'response' && fault.kind === 'omitted') {
            // Leaving a field out makes no container that was not there.
            out = changed(out, steps(fault.path), () => undefined, false);
        }
        else if (where === 'response' && fault.kind === 'single-object') {
            const first = (list) => (Array.isArray(list) ? list[0] : list);
            out = changed(out, steps(fault.path), first, false);
        }
        else if (where === 'response' && fault.kind === 'unlisted') {
            const kept = (list) => Array.isArray(list)
                ? list.filter((item) => !(isRecord(item) && item[fault.field] === fault.value))
                : list;
            out = changed(out, steps(fault.path), kept, false);
        }
    }
    return out;
}
/** The request body the faults speak of. */
function faultedRequest(body, faults) {
    return withData(body, faults, 'request');
}
/** A request body broken on purpose, as a check of a refusal sends it (roster-data.ts). */
function brokenRequest(body, broken) {
    if ('omitted' in broken)
        return changed(body, steps(broken.omitted), () => undefined, false);
    return changed(body, steps(broken.path), () => broken.value);
}
const HTML_PAGE = '<html><head><title>Error</title></head><body><h1>Something went wrong</h1><p>Please try again later.</p></body></html>';
/** The response body the faults speak of: its status_code, its item count, its values. */
function faultedBody(body, faults, statusMessages) {
    if (faults.some((fault) => fault.kind === 'html-page'))
        return HTML_PAGE;
    if (!isRecord(body))
        return body;
    let envelope = { ...body };
    for (const fault of faults) {
        if (fault.kind === 'status-code') {
            envelope.status_code = fault.code;
            envelope.status_message = statusMessages[fault.code] ?? 'Error';
        }
        else if (fault.kind === 'item-count' && Array.isArray(envelope.data)) {
            const data = envelope.data;
            envelope.data = Array.from({ length: fault.count }, (_, i) => data[i % data.length]);
        }
    }
    envelope = withData(envelope, faults, 'response');
    return envelope;
}
/** The response headers the faults speak of: those not sent left out, those changed renewed. */
function faultedHeaders(headers, faults, r) {
    const missing = new Set();
    const renewed = new Set();
    for (const fault of faults) {
        if (fault.kind === 'missing-header')
            missing.add(fault.name.toLowerCase());
        if (fault.kind === 'changed-header')
            renewed.add(fault.name.toLowerCase());
    }
    if (missing.size === 0 && renewed.size === 0)
        return headers;
    const out = {};
    for (const [name, value] of Object.entries(headers)) {
        const key = name.toLowerCase();
        if (missing.has(key))
            continue;
        out[name] = renewed.has(key) ? freshId(r) : value;
        renewed.delete(key);
    }
    for (const fault of faults) {
        if (fault.kind === 'changed-header' && renewed.has(fault.name.toLowerCase())) {
            out[fault.name] = freshId(r);
        }
    }
    return out;
}
function freshId(r) {
    const h = r.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-b${h.slice(17, 20)}-${h.slice(20)}`;
}

;// CONCATENATED MODULE: ./lib/emulator/fault-reach.js
/**
 * Where the faults of a failed validation reach in its check (partner-faults.ts): which other
 * validations read the place a fault changes (they see the change too), which two failures would
 * set values in one place (one would overwrite the other's fact), and which field a response may
 * leave out to make a validation unobservable without other words speaking of that field.
 */

/** Where the faults of validation `i` change the response body, every index read as [*]. */
function writtenPaths(def, i, valuesOnly = false) {
    return faultsOf(def.validations[i].actual).flatMap((fault) => (fault.kind === 'data' && fault.where === 'response') ||
        (!valuesOnly && (fault.kind === 'unlisted' || fault.kind === 'omitted'))
        ? [fault.path.replace(/\[\d+\]/g, '[*]')]
        : []);
}
const under = (path, at) => path === at || path.startsWith(`${at}.`) || path.startsWith(`${at}[`);
/** Whether two validations' faults set values in one place (one would overwrite the other's). */
function collide(def, i, j) {
    const mine = writtenPaths(def, i, true);
    return writtenPaths(def, j, true).some((path) => mine.some((at) => under(path, at) || under(at, path)));
}
/**
 * The other validations of a check that read where the faults of validation `i` change the
 * body (an emptied endpoints array fails "lists a credentials endpoint" too); not one whose own
 * faults would overwrite them.
 */
function readersOfFaults(def, i) {
    const changed = writtenPaths(def, i);
    return def.validations.flatMap((v, j) => j !== i && !collide(def, i, j) && changed.some((at) => under(v.jsonPath, at)) ? [j] : []);
}
/** Fields of the envelope, and the data as a whole, which no answer leaves out as optional. */
const NEVER_OMITTED = new Set(['$.data', '$.status_code', '$.status_message', '$.timestamp']);
/**
 * The fields OCPI lets an object leave out (cardinality ? or * in every version the emulator
 * serves), by the body shape that carries them: the only ones an answer leaves out "as optional".
 * AuthorizationInfo: authorization_reference (mod_tokens, AuthorizationInfo object); Location:
 * evses (mod_locations, Location object); EVSE: evse_id (EVSE object); Connector: tariff_id
 * (2.1.1) or tariff_ids (Connector object); CDR: tariffs (mod_cdrs, CDR object); Tariff:
 * tariff_alt_text and a restriction's day_of_week and start_time (mod_tariffs, Tariff object and
 * TariffRestrictions class); Terminal: party_id and location_ids (mod_payments, Terminal object);
 * Booking: evse_uid (mod_bookings, Booking object).
 */
const OPTIONAL_FIELDS = {
    'authorization-info': ['authorization_reference'],
    location: ['evses'],
    evse: ['evse_id'],
    connector: ['tariff_id', 'tariff_ids'],
    cdr: ['tariffs'],
    tariff: ['tariff_alt_text', 'day_of_week', 'start_time'],
    terminal: ['party_id', 'location_ids'],
    booking: ['evse_uid'],
};
/** Whether OCPI lets the objects of a response shape leave out the field at `path`. */
function optional(def, path) {
    const shape = def.exchange.responseBody.replace(/\[\]$/, '');
    const field = /\.([A-Za-z_]\w*)$/.exec(path)?.[1] ?? '';
    return OPTIONAL_FIELDS[shape]?.includes(field) ?? false;
}
/**
 * The field a response may leave out to make validation `i` unobservable: a field in data that
 * OCPI makes optional and no other validation of the check reads at or under (their words would
 * then speak of it).
 */
function omissible(def, i) {
    const path = def.validations[i].jsonPath;
    if (NEVER_OMITTED.has(path) ||
        !optional(def, path) ||
        !/^\$\.data(\[(\d+|\*)\])?(\.[A-Za-z_]\w*|\[(\d+|\*)\])*\.[A-Za-z_]\w*$/.test(path)) {
        return undefined;
    }
    const read = def.validations.some((v, j) => j !== i && (v.jsonPath.includes('..') || v.jsonPath.startsWith(path)));
    return read ? undefined : path;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/emulator/data/roster.json
const roster_namespaceObject = /*#__PURE__*/JSON.parse('{"$comment":["The check roster of the service emulator (a test double, not the real service), read by src/emulator/roster.ts and checked against src/emulator/roster-data.ts, which documents every field.","Per OCPI version the roster holds the modules whose since/until range covers it, their suites, and the checks and validations whose range covers it; \\"{version}\\" in any text becomes the version.","Spec quotes paraphrase the intent of the OCPI text in our own words; they are not spec text.","A validation\'s actual names every fact it states as <name>, defined in its facts (status, statusCode, missingHeader, changedHeader, items, path and value, requestPath and value, unlisted, omitted): the report generator writes the fact into the words and makes the exchange show it. Quoted values, numbers and header names outside a <name> are refused."],"documents":{"transport_and_format":{"chapter":4,"part":"II","page":11},"status_codes":{"chapter":5,"part":"II","page":24},"version_information_endpoint":{"chapter":6,"part":"II","page":28},"credentials":{"chapter":7,"part":"II","page":34},"mod_locations":{"chapter":8,"part":"III","page":5},"mod_sessions":{"chapter":9,"part":"III","page":49},"mod_cdrs":{"chapter":10,"part":"III","page":68},"mod_tariffs":{"chapter":11,"part":"III","page":90},"mod_tokens":{"chapter":12,"part":"III","page":116},"mod_commands":{"chapter":13,"part":"III","page":133},"mod_charging_profiles":{"chapter":14,"part":"III","page":151},"mod_hub_client_info":{"chapter":15,"part":"III","page":172},"mod_bookings":{"chapter":16,"part":"III","page":179},"mod_payments":{"chapter":17,"part":"III","page":197},"types":{"chapter":18,"part":"III","page":214}},"references":{"http-status":{"document":"transport_and_format","section":"1.5","anchor":"response_format","quote":"Every response carries an HTTP status that agrees with the OCPI status code in its body."},"transport":{"document":"transport_and_format","section":"1.1","anchor":"transport","quote":"Every OCPI endpoint is reached over HTTPS at the address the partner publishes."},"response-time":{"document":"transport_and_format","section":"1.6","anchor":"timeouts","quote":"Parties answer promptly; a slow answer makes the caller time out and retry."},"pagination":{"document":"transport_and_format","section":"1.4","anchor":"pagination","quote":"A list endpoint returns its results in pages no larger than the limit the client asked for."},"paging-headers":{"document":"transport_and_format","section":"1.4.1","anchor":"paginated_response","quote":"Every page tells the client the total number of objects, the limit applied and where the next page is."},"date-filter":{"document":"transport_and_format","section":"1.4.2","anchor":"paginated_request","quote":"The date_from and date_to parameters restrict a list to objects last updated in that window."},"datetime":{"document":"types","section":"1.2","anchor":"datetime_type","quote":"Timestamps are exchanged in UTC and formatted as RFC 3339 with a Z suffix."},"success-status":{"document":"status_codes","section":"1.1","anchor":"success","quote":"A successful call carries status_code 1000 in the response envelope."},"client-errors":{"document":"status_codes","section":"1.2","anchor":"client_errors","quote":"Errors caused by the request carry a status_code from the 2000 range and a status_message that explains them."},"request-headers":{"document":"transport_and_format","section":"1.3","anchor":"request_headers","quote":"Each response echoes the request and correlation identifiers the caller sent, so calls can be traced end to end."}},"modules":[{"module":"credentials","group":"foundation","mandatory":true,"object":{"document":"credentials","section":"3.1","anchor":"credentials_object","quote":"The credentials object carries the token, the versions URL and the roles of the party that sends it."},"suites":[{"side":"versions","name":"Version information endpoints","partnerRole":"any","description":"Resolves the partner host, then reads its versions endpoint and the version details of the version under test.","checks":[{"slug":"versions-dns","name":"Partner versions endpoint host resolves and accepts a TLS connection","method":"GET","path":"/versions","root":true,"dns":true,"expectedStatus":[200],"responseBody":"versions","validations":[{"name":"Host name resolves","severity":"shall","expected":"an A or AAAA record for the partner host","actual":"resolved to no address (NXDOMAIN)","jsonPath":"url.host","reference":"transport"},{"name":"TLS certificate valid for the host","severity":"shall","expected":"a certificate chain valid for the host name","actual":"presented a certificate issued for a different host name","jsonPath":"tls.certificate","reference":{"document":"transport_and_format","section":"1.1","anchor":"transport","quote":"Connections are protected by TLS with a certificate the caller can verify."}}]},{"slug":"versions-get-list","name":"GET /versions lists the supported versions with absolute URLs","method":"GET","path":"/versions","root":true,"expectedStatus":[200],"responseBody":"versions","dependsOn":["versions-dns"],"validations":[{"name":"OCPI status code 1000","severity":"shall","expected":"status_code 1000 in the response envelope","actual":"answered <code> (generic server error) in the envelope","facts":{"code":{"statusCode":3000}},"jsonPath":"$.status_code","reference":"success-status"},{"name":"Lists the version under test","severity":"shall","expected":"an entry with version \\"{version}\\"","actual":"did not list version <version>","facts":{"version":{"unlisted":"$.data","field":"version","value":"{version}"}},"jsonPath":"$.data[*].version","reference":{"document":"version_information_endpoint","section":"1.1","anchor":"versions_endpoint","quote":"The versions endpoint lists every OCPI version the party supports, each with its details URL."}},{"name":"Absolute version URLs","severity":"should","expected":"absolute https:// URLs in data[].url","actual":"returned relative URLs such as <url>","facts":{"url":{"path":"$.data[0].url","value":"/ocpi/{version}"}},"jsonPath":"$.data[*].url","reference":{"document":"version_information_endpoint","section":"1.1","anchor":"versions_endpoint","quote":"A version entry points at its details with a full URL the caller can use as is."}}]},{"slug":"versions-get-details","name":"GET /{version} returns the module endpoints of the version","method":"GET","path":"/{version}","root":true,"expectedStatus":[200],"responseBody":"version-details","dependsOn":["versions-get-list"],"validations":[{"name":"Version matches","severity":"shall","expected":"data.version equal to \\"{version}\\"","actual":"returned data.version <other>, another version than the URL names","facts":{"other":{"path":"$.data.version","value":"2.0"}},"jsonPath":"$.data.version","reference":{"document":"version_information_endpoint","section":"1.2","anchor":"version_details_endpoint","quote":"The details of a version repeat the version number they describe."}},{"name":"Endpoints listed","severity":"shall","expected":"a non-empty data.endpoints array","actual":"returned an empty data.endpoints array (<endpoints>)","facts":{"endpoints":{"path":"$.data.endpoints","value":[]}},"jsonPath":"$.data.endpoints","reference":{"document":"version_information_endpoint","section":"1.2","anchor":"version_details_endpoint","quote":"The details list every module endpoint the party implements for that version."}},{"name":"Each endpoint names its role","severity":"shall","since":"2.2","expected":"role SENDER or RECEIVER on every endpoint","actual":"returned endpoints without a <field> field","facts":{"field":{"omitted":"$.data.endpoints[*].role"}},"jsonPath":"$.data.endpoints[*].role","reference":{"document":"version_information_endpoint","section":"1.2.1","anchor":"endpoint_class","quote":"An endpoint says whether the party acts as sender or receiver of that module."}},{"name":"Credentials endpoint listed","severity":"should","expected":"an endpoint with identifier \\"credentials\\"","actual":"listed no <endpoint> endpoint","facts":{"endpoint":{"unlisted":"$.data.endpoints","field":"identifier","value":"credentials"}},"jsonPath":"$.data.endpoints[*].identifier","reference":{"document":"version_information_endpoint","section":"1.2","anchor":"version_details_endpoint","quote":"The credentials module is part of every version a party supports."}}]},{"slug":"versions-unauthorized","name":"GET /versions without a token is refused with HTTP 401","method":"GET","path":"/versions","root":true,"anonymous":true,"expectedStatus":[401],"responseBody":"error","errorCode":2000,"dependsOn":["versions-dns"],"validations":[{"name":"Refuses a missing token","severity":"shall","expected":"HTTP 401 for a request without Authorization","actual":"served the version list without a token","jsonPath":"response.status","reference":{"document":"transport_and_format","section":"1.2","anchor":"authorization_header","quote":"Every call except the credentials handshake carries a token, and calls without one are refused."}},{"name":"Error envelope","severity":"should","expected":"a status_code from the 2000 range in the body","actual":"answered with <page> instead of an OCPI envelope","facts":{"page":{"htmlPage":true}},"jsonPath":"$.status_code","reference":"client-errors"}]},{"slug":"versions-request-id","name":"Responses echo X-Request-ID and X-Correlation-ID","since":"2.2","method":"GET","path":"/versions","root":true,"expectedStatus":[200],"responseBody":"versions","dependsOn":["versions-dns"],"validations":[{"name":"X-Request-ID echoed","severity":"shall","expected":"the X-Request-ID header that was sent","actual":"answered without an <header> header","facts":{"header":{"missingHeader":"X-Request-ID"}},"jsonPath":"headers.X-Request-ID","reference":"request-headers"},{"name":"X-Correlation-ID echoed","severity":"shall","expected":"the X-Correlation-ID header that was sent","actual":"answered with a freshly generated <header>","facts":{"header":{"changedHeader":"X-Correlation-ID"}},"jsonPath":"headers.X-Correlation-ID","reference":"request-headers"}]}]},{"side":"handshake","name":"Credentials handshake","partnerRole":"any","description":"Registers with token A, rotates the token, checks that stale tokens are refused and unregisters.","checks":[{"slug":"get","name":"GET /credentials returns the credentials the partner holds for the service","method":"GET","path":"/credentials","expectedStatus":[200],"responseBody":"credentials","validations":[{"name":"Token present","severity":"shall","expected":"a non-empty data.token","actual":"returned data.token as an empty string (<token>)","facts":{"token":{"path":"$.data.token","value":""}},"jsonPath":"$.data.token","reference":{"document":"credentials","section":"2.1","anchor":"credentials_get","quote":"Reading the credentials returns the object the party holds for the caller, including its token."}},{"name":"Versions URL reachable","severity":"shall","expected":"data.url pointing at the partner versions endpoint","actual":"returned a data.url whose versions endpoint did not answer (that request is not recorded here)","jsonPath":"$.data.url","reference":{"document":"credentials","section":"3.1","anchor":"credentials_object","quote":"The url field leads to the versions endpoint of the party that sent the credentials."}},{"name":"Roles listed","severity":"shall","since":"2.2","expected":"at least one entry in data.roles with role, party_id and country_code","actual":"returned data.roles without <field>","facts":{"field":{"omitted":"$.data.roles[*].party_id"}},"jsonPath":"$.data.roles","reference":{"document":"credentials","section":"3.2","anchor":"credentials_role","quote":"A party lists each role it plays, with the party id and country it plays it under."}},{"name":"Business details","severity":"should","expected":"a business_details.name for each party","actual":"left business_details.name empty","jsonPath":"$.data..business_details.name","reference":{"document":"credentials","section":"3.2","anchor":"credentials_role","quote":"Business details give a readable name for the party behind the credentials."}}]},{"slug":"register","name":"POST /credentials with token A completes the registration and returns token C","method":"POST","path":"/credentials","requestBody":"credentials","expectedStatus":[200],"responseBody":"credentials","validations":[{"name":"New token issued","severity":"shall","expected":"a token in data.token different from token A","actual":"returned token A again in data.token","jsonPath":"$.data.token","reference":{"document":"credentials","section":"2.2","anchor":"credentials_post","quote":"Registration swaps the one-time token for a new token the caller uses from then on."}},{"name":"Versions fetched before answering","severity":"shall","expected":"the service versions endpoint read during the registration","actual":"answered without reading the service versions endpoint","jsonPath":"$","reference":{"document":"credentials","section":"4.1","anchor":"registration","quote":"Before answering a registration, the receiving party reads the versions of the caller and picks a common one."}},{"name":"Party identity matches","severity":"should","expected":"the party_id and country_code the partner was registered under","actual":"returned a party_id different from the one in the registration","jsonPath":"$.data..party_id","reference":{"document":"credentials","section":"3.2","anchor":"credentials_role","quote":"The identity returned in the handshake is the one the party operates under."}}]},{"slug":"token-a-revoked","name":"Token A is refused once the registration has completed","method":"GET","path":"/credentials","expectedStatus":[401],"responseBody":"error","errorCode":2000,"dependsOn":["register"],"validations":[{"name":"Token A refused","severity":"shall","expected":"HTTP 401 for a request with token A","actual":"still accepted token A","jsonPath":"response.status","reference":{"document":"credentials","section":"4.1","anchor":"registration","quote":"Once registration is done, the one-time token no longer opens any endpoint."}},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]},{"slug":"update","name":"PUT /credentials rotates the token without a new registration","method":"PUT","path":"/credentials","requestBody":"credentials","expectedStatus":[200],"responseBody":"credentials","dependsOn":["register"],"validations":[{"name":"Rotated token accepted","severity":"shall","expected":"the new token accepted on the next request","actual":"refused the new token on the next request (not recorded here)","jsonPath":"response.status","reference":{"document":"credentials","section":"2.3","anchor":"credentials_put","quote":"Updating the credentials replaces the token both sides use, without a new registration."}},{"name":"Partner credentials returned","severity":"shall","expected":"the partner credentials object in data","actual":"returned an empty data object (<data>)","facts":{"data":{"path":"$.data","value":{}}},"jsonPath":"$.data","reference":{"document":"credentials","section":"2.3","anchor":"credentials_put","quote":"An update is answered with the credentials of the receiving party."}}]},{"slug":"register-twice","name":"A second POST /credentials on a registered party is refused with HTTP 405","method":"POST","path":"/credentials","requestBody":"credentials","expectedStatus":[405],"responseBody":"error","errorCode":2000,"dependsOn":["register"],"validations":[{"name":"Duplicate registration refused","severity":"shall","expected":"HTTP 405 Method Not Allowed","actual":"accepted a second registration and issued another token","jsonPath":"response.status","reference":{"document":"credentials","section":"2.2","anchor":"credentials_post","quote":"A party that is already registered must use an update, not a second registration."}},{"name":"Registration unchanged","severity":"should","expected":"token C still accepted after the refused call","actual":"invalidated token C while refusing the call, as the next request showed (not recorded here)","jsonPath":"response.status","reference":{"document":"credentials","section":"2.2","anchor":"credentials_post","quote":"A refused registration leaves the existing registration in place."}}]},{"slug":"delete","name":"DELETE /credentials unregisters the service; later calls answer HTTP 401","method":"DELETE","path":"/credentials","expectedStatus":[200],"responseBody":"ok","dependsOn":["register"],"validations":[{"name":"Unregistered","severity":"shall","expected":"token C refused on the next request","actual":"kept accepting token C on the next request after DELETE (not recorded here)","jsonPath":"response.status","reference":{"document":"credentials","section":"2.4","anchor":"credentials_delete","quote":"Deleting the credentials ends the registration; the old token stops working."}},{"name":"OCPI status code 1000","severity":"shall","expected":"status_code 1000 in the response envelope","actual":"answered <code> (generic server error) in the envelope","facts":{"code":{"statusCode":3000}},"jsonPath":"$.status_code","reference":"success-status"}]}]}]},{"module":"locations","group":"catalogue","mandatory":false,"object":{"document":"mod_locations","section":"3.1","anchor":"location_object","quote":"A Location groups the EVSEs at one address, with coordinates, opening times and operator details."},"suites":[{"side":"sender","name":"Locations, sender interface","partnerRole":"CPO","description":"Reads the partner Locations with paging and date filters, then single Locations, EVSEs and Connectors.","checks":[{"slug":"get-list","name":"GET /locations returns a page of Location objects","method":"GET","path":"/locations?limit=10","expectedStatus":[200],"responseBody":"location[]","validations":[{"name":"Data is a list of Locations","severity":"shall","expected":"data as an array of Location objects","actual":"returned data as <shape> instead of an array","facts":{"shape":{"single":"$.data"}},"jsonPath":"$.data","reference":{"document":"mod_locations","section":"1.1.1","anchor":"sender_get_list","quote":"The list call answers with a page of Location objects in data."}},{"name":"Required Location fields","severity":"shall","expected":"id, address, city, country and coordinates on every Location","actual":"returned a Location without <field>","facts":{"field":{"omitted":"$.data[*].coordinates"}},"jsonPath":"$.data[*].coordinates","reference":{"document":"mod_locations","section":"3.1","anchor":"location_object","quote":"Every Location carries its address and geographic coordinates."}},{"name":"Party identification","severity":"shall","since":"2.2","expected":"country_code and party_id on every Location","actual":"returned Locations without <field>","facts":{"field":{"omitted":"$.data[*].party_id"}},"jsonPath":"$.data[*].party_id","reference":{"document":"mod_locations","section":"3.1","anchor":"object","quote":"Each Location names the country and party that own it, so a hub can route it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]},{"slug":"get-list-paging","name":"GET /locations honours limit and offset and returns Link headers","method":"GET","path":"/locations?offset=10&limit=10","expectedStatus":[200],"responseBody":"location[]","dependsOn":["get-list"],"validations":[{"name":"Page size honours limit","severity":"shall","expected":"at most 10 items (limit=10)","actual":"returned <count>","facts":{"count":{"items":12}},"jsonPath":"$.data","reference":"pagination"},{"name":"X-Total-Count header","severity":"shall","expected":"an X-Total-Count header with the number of Locations available","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Total-Count"}},"jsonPath":"headers.X-Total-Count","reference":"paging-headers"},{"name":"X-Limit header","severity":"shall","expected":"an X-Limit header with the page size applied","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Limit"}},"jsonPath":"headers.X-Limit","reference":"paging-headers"},{"name":"Link to the next page","severity":"shall","expected":"a Link header with rel=\\"next\\" while more pages remain","actual":"sent no <header> header although more pages remain","facts":{"header":{"missingHeader":"Link"}},"jsonPath":"headers.Link","reference":"paging-headers"},{"name":"Pages do not overlap","severity":"should","expected":"the second page to start after the last item of the first","actual":"repeated Locations of the first page (not recorded here) on this second page","jsonPath":"$.data[*].id","reference":"pagination"}]},{"slug":"get-list-date-filter","name":"GET /locations?date_from&date_to returns only Locations updated in that window","method":"GET","path":"/locations?date_from={date_from}&date_to={date_to}&limit=10","expectedStatus":[200],"responseBody":"location[]","dependsOn":["get-list"],"validations":[{"name":"date_from honoured","severity":"shall","expected":"last_updated at or after date_from on every item","actual":"returned Locations last updated before date_from, such as <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{before_date_from}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"},{"name":"date_to honoured","severity":"shall","expected":"last_updated strictly before date_to on every item","actual":"included Locations updated exactly at date_to, <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{date_to}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"}]},{"slug":"get-object","name":"GET /locations/{location_id} returns one Location","method":"GET","path":"/locations/{location_id}","expectedStatus":[200],"responseBody":"location","dependsOn":["get-list"],"validations":[{"name":"Requested Location returned","severity":"shall","expected":"data.id equal to the requested location_id","actual":"returned Location <id> instead of the one requested","facts":{"id":{"path":"$.data.id","value":"LOC-0000"}},"jsonPath":"$.data.id","reference":{"document":"mod_locations","section":"1.1.2","anchor":"sender_get_object","quote":"Asking for one Location by id returns exactly that Location."}},{"name":"EVSEs included","severity":"shall","expected":"the Location with its evses array","actual":"returned the Location without <field>","facts":{"field":{"omitted":"$.data.evses"}},"jsonPath":"$.data.evses","reference":{"document":"mod_locations","section":"3.1","anchor":"location_object","quote":"A Location that has charging equipment lists its EVSEs."}}]},{"slug":"get-evse","name":"GET /locations/{location_id}/{evse_uid} returns one EVSE","method":"GET","path":"/locations/{location_id}/{evse_uid}","expectedStatus":[200],"responseBody":"evse","dependsOn":["get-object"],"validations":[{"name":"Requested EVSE returned","severity":"shall","expected":"data.uid equal to the requested evse_uid","actual":"answered <code> (unknown object) for an EVSE listed in the Location","facts":{"code":{"statusCode":2003}},"jsonPath":"$.data.uid","reference":{"document":"mod_locations","section":"1.1.2","anchor":"sender_get_object","quote":"An EVSE listed in a Location can be read on its own by its uid."}},{"name":"Status is a known value","severity":"shall","expected":"status from the Status enum (AVAILABLE, BLOCKED, CHARGING, ...)","actual":"returned status <value>, which is not in the enum","facts":{"value":{"path":"$.data.status","value":"OCCUPIED"}},"jsonPath":"$.data.status","reference":{"document":"mod_locations","section":"4.12","anchor":"status_enum","quote":"EVSE status is one of the values the Status enumeration defines."}},{"name":"evse_id format","severity":"should","expected":"an evse_id with country and operator prefix, in the form NL*ABC*E12345","actual":"returned evse_id <value> without country and operator prefix","facts":{"value":{"path":"$.data.evse_id","value":"12345"}},"jsonPath":"$.data.evse_id","reference":{"document":"mod_locations","section":"3.2","anchor":"evse_object","quote":"The public EVSE id follows the eMI3 format, so drivers and roaming partners can recognise it."}}]},{"slug":"get-connector","name":"GET /locations/{location_id}/{evse_uid}/{connector_id} returns one Connector","method":"GET","path":"/locations/{location_id}/{evse_uid}/{connector_id}","expectedStatus":[200],"responseBody":"connector","dependsOn":["get-evse"],"validations":[{"name":"Requested Connector returned","severity":"shall","expected":"data.id equal to the requested connector_id","actual":"answered <status> for a connector listed in the EVSE","facts":{"status":{"status":404}},"jsonPath":"$.data.id","reference":{"document":"mod_locations","section":"1.1.2","anchor":"sender_get_object","quote":"A Connector listed in an EVSE can be read on its own by its id."}},{"name":"Electrical ratings","severity":"shall","expected":"max_voltage, max_amperage and power_type on the Connector","actual":"returned a Connector without <field>","facts":{"field":{"omitted":"$.data.max_amperage"}},"jsonPath":"$.data.max_amperage","reference":{"document":"mod_locations","section":"3.3","anchor":"connector_object","quote":"A Connector states its power type and the voltage and current it can deliver."}},{"name":"Tariff references","severity":"may","until":"2.1.1","expected":"a tariff_id that refers to a published Tariff (optional)","actual":"referred to a tariff id that GET /tariffs does not list","jsonPath":"$.data.tariff_id","reference":{"document":"mod_locations","section":"3.3","anchor":"connector_object","quote":"A Connector can point at the Tariff that applies to it."}},{"name":"Tariff references","severity":"may","since":"2.2","expected":"tariff_ids that refer to published Tariffs (optional)","actual":"referred to tariff ids that GET /tariffs does not list","jsonPath":"$.data.tariff_ids","reference":{"document":"mod_locations","section":"3.3","anchor":"connector_object","quote":"A Connector can point at the Tariffs that apply to it."}}]},{"slug":"unknown-object","name":"GET of an unknown location_id answers HTTP 404 with status_code 2003","method":"GET","path":"/locations/UNKNOWN-{location_id}","expectedStatus":[404],"responseBody":"error","errorCode":2003,"validations":[{"name":"Unknown Location reported","severity":"shall","expected":"HTTP 404 with status_code 2003 (unknown location)","actual":"answered <status> with data <data>","facts":{"status":{"status":200},"data":{"path":"$.data","value":{}}},"jsonPath":"$.status_code","reference":"client-errors"},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]}]},{"side":"receiver","name":"Locations, receiver interface","partnerRole":"eMSP","description":"Pushes a Location to the partner, patches an EVSE status and reads the stored copy back.","checks":[{"slug":"put","name":"PUT /locations/{country_code}/{party_id}/{location_id} stores a Location","method":"PUT","path":"/locations/{country_code}/{party_id}/{location_id}","requestBody":"location","expectedStatus":[200,201],"responseBody":"ok","validations":[{"name":"Location accepted","severity":"shall","expected":"HTTP 200 or 201 with status_code 1000","actual":"answered <code> (invalid or missing parameters) for a valid Location","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_locations","section":"1.2.2","anchor":"receiver_put","quote":"The receiver stores a pushed Location and confirms it with a success status."}}]},{"slug":"get-own-copy","name":"GET /locations/{country_code}/{party_id}/{location_id} returns the stored copy of the Location","method":"GET","path":"/locations/{country_code}/{party_id}/{location_id}","expectedStatus":[200],"responseBody":"location","dependsOn":["put"],"validations":[{"name":"Stored as sent","severity":"shall","expected":"a later GET of the Location to return the fields that were pushed","actual":"returned the Location without some of the fields that were pushed","jsonPath":"$.data","reference":{"document":"mod_locations","section":"1.2.2","anchor":"receiver_get","quote":"A receiver keeps its copy of a Location exactly as the owner pushed it."}},{"name":"last_updated preserved","severity":"should","expected":"last_updated exactly as pushed by the owner","actual":"replaced last_updated with its own receive time","jsonPath":"$.data.last_updated","reference":{"document":"mod_locations","section":"1.2.2","anchor":"receiver_get","quote":"The last_updated of a Location is the owner\'s timestamp, not the moment the receiver stored it."}}]},{"slug":"patch-evse","name":"PATCH of an EVSE status updates the stored Location","method":"PATCH","path":"/locations/{country_code}/{party_id}/{location_id}/{evse_uid}","requestBody":"evse-patch","expectedStatus":[200],"responseBody":"ok","dependsOn":["put"],"validations":[{"name":"Patch accepted","severity":"shall","expected":"status_code 1000 for a PATCH with only status and last_updated","actual":"answered <status> for a PATCH with only status and last_updated","facts":{"status":{"status":400}},"jsonPath":"$.status_code","reference":{"document":"mod_locations","section":"1.2.3","anchor":"receiver_patch","quote":"A PATCH carries only the fields that changed, plus last_updated."}},{"name":"Only patched fields change","severity":"shall","expected":"unchanged fields kept after the PATCH","actual":"dropped the connectors of the EVSE on the next GET after the PATCH (not recorded here)","jsonPath":"$.data.connectors","reference":{"document":"mod_locations","section":"1.2.3","anchor":"receiver_patch","quote":"Fields absent from a PATCH keep the value the receiver already stored."}},{"name":"Parent last_updated follows","severity":"should","expected":"the Location last_updated moved to the EVSE last_updated","actual":"kept the old Location last_updated on the next GET (not recorded here)","jsonPath":"$.data.last_updated","reference":{"document":"mod_locations","section":"1.2.3","anchor":"receiver_patch","quote":"Changing an EVSE also moves the last_updated of the Location that holds it."}}]},{"slug":"put-invalid","name":"PUT of a Location without coordinates is refused with status_code 2001","method":"PUT","path":"/locations/{country_code}/{party_id}/{location_id}","requestBody":"location","invalidRequest":{"omitted":"$.coordinates"},"expectedStatus":[400],"responseBody":"error","errorCode":2001,"validations":[{"name":"Invalid Location refused","severity":"shall","expected":"status_code 2001 for a Location missing coordinates","actual":"stored the Location and answered <code>","facts":{"code":{"statusCode":1000}},"jsonPath":"$.status_code","reference":"client-errors"},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]}]}]},{"module":"sessions","group":"charging","mandatory":false,"object":{"document":"mod_sessions","section":"3.1","anchor":"session_object","quote":"A Session describes one charging session: who charges, where, how much energy and at what cost so far."},"suites":[{"side":"sender","name":"Sessions, sender interface","partnerRole":"CPO","description":"Reads the partner Sessions with paging and date filters and checks how they reference tokens.","checks":[{"slug":"get-list","name":"GET /sessions returns a page of Session objects","method":"GET","path":"/sessions?limit=10","expectedStatus":[200],"responseBody":"session[]","validations":[{"name":"Data is a list of Sessions","severity":"shall","expected":"data as an array of Session objects","actual":"returned data as <shape> instead of an array","facts":{"shape":{"single":"$.data"}},"jsonPath":"$.data","reference":{"document":"mod_sessions","section":"1.1.1","anchor":"sender_get_list","quote":"The list call answers with a page of Session objects in data."}},{"name":"Energy is non-negative","severity":"shall","expected":"kwh >= 0 on every Session","actual":"returned a Session with kwh <kwh>","facts":{"kwh":{"path":"$.data[0].kwh","value":-0.5}},"jsonPath":"$.data[*].kwh","reference":{"document":"mod_sessions","section":"3.1","anchor":"session_object","quote":"The energy of a session counts up from zero."}},{"name":"Status is a known value","severity":"shall","expected":"status ACTIVE, COMPLETED, INVALID, PENDING or RESERVATION","actual":"returned status <value>, which is not in the enum","facts":{"value":{"path":"$.data[0].status","value":"STOPPED"}},"jsonPath":"$.data[*].status","reference":{"document":"mod_sessions","section":"4.3","anchor":"session_status_enum","quote":"A session status is one of the values the SessionStatus enumeration defines."}},{"name":"Party identification","severity":"shall","since":"2.2","expected":"country_code and party_id on every Session","actual":"returned Sessions without <field>","facts":{"field":{"omitted":"$.data[*].party_id"}},"jsonPath":"$.data[*].party_id","reference":{"document":"mod_sessions","section":"3.1","anchor":"object","quote":"Each Session names the country and party that own it, so a hub can route it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]},{"slug":"get-list-paging","name":"GET /sessions honours limit and offset and returns Link headers","method":"GET","path":"/sessions?offset=10&limit=10","expectedStatus":[200],"responseBody":"session[]","dependsOn":["get-list"],"validations":[{"name":"Page size honours limit","severity":"shall","expected":"at most 10 items (limit=10)","actual":"returned <count>","facts":{"count":{"items":12}},"jsonPath":"$.data","reference":"pagination"},{"name":"X-Total-Count header","severity":"shall","expected":"an X-Total-Count header with the number of Sessions available","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Total-Count"}},"jsonPath":"headers.X-Total-Count","reference":"paging-headers"},{"name":"X-Limit header","severity":"shall","expected":"an X-Limit header with the page size applied","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Limit"}},"jsonPath":"headers.X-Limit","reference":"paging-headers"},{"name":"Link to the next page","severity":"shall","expected":"a Link header with rel=\\"next\\" while more pages remain","actual":"sent no <header> header although more pages remain","facts":{"header":{"missingHeader":"Link"}},"jsonPath":"headers.Link","reference":"paging-headers"},{"name":"Pages do not overlap","severity":"should","expected":"the second page to start after the last item of the first","actual":"repeated Sessions of the first page (not recorded here) on this second page","jsonPath":"$.data[*].id","reference":"pagination"}]},{"slug":"get-list-date-filter","name":"GET /sessions?date_from&date_to returns only Sessions updated in that window","method":"GET","path":"/sessions?date_from={date_from}&date_to={date_to}&limit=10","expectedStatus":[200],"responseBody":"session[]","dependsOn":["get-list"],"validations":[{"name":"date_from honoured","severity":"shall","expected":"last_updated at or after date_from on every item","actual":"returned Sessions last updated before date_from, such as <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{before_date_from}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"},{"name":"date_to honoured","severity":"shall","expected":"last_updated strictly before date_to on every item","actual":"included Sessions updated exactly at date_to, <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{date_to}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"}]},{"slug":"token-reference","name":"Sessions reference the token that authorised them","method":"GET","path":"/sessions?limit=10","expectedStatus":[200],"responseBody":"session[]","dependsOn":["get-list"],"validations":[{"name":"cdr_token present","severity":"shall","since":"2.2","expected":"cdr_token with uid, type and contract_id on every Session","actual":"returned Sessions without <field>","facts":{"field":{"omitted":"$.data[*].cdr_token"}},"jsonPath":"$.data[*].cdr_token","reference":{"document":"mod_sessions","section":"3.1","anchor":"session_object","quote":"A session names the token that started it, so the eMSP can bill the right driver."}},{"name":"auth_id present","severity":"shall","until":"2.1.1","expected":"auth_id on every Session","actual":"returned Sessions without <field>","facts":{"field":{"omitted":"$.data[*].auth_id"}},"jsonPath":"$.data[*].auth_id","reference":{"document":"mod_sessions","section":"3.1","anchor":"session_object","quote":"A session names the token that started it, so the eMSP can bill the right driver."}},{"name":"Authorisation method","severity":"should","until":"2.1.1","expected":"auth_method AUTH_REQUEST or WHITELIST","actual":"returned auth_method <value>","facts":{"value":{"path":"$.data[0].auth_method","value":"RFID"}},"jsonPath":"$.data[*].auth_method","reference":{"document":"mod_cdrs","section":"4.1","anchor":"auth_method_enum","quote":"The session records how the token was authorised."}},{"name":"Authorisation method","severity":"should","since":"2.2","expected":"auth_method AUTH_REQUEST, COMMAND or WHITELIST","actual":"returned auth_method <value>","facts":{"value":{"path":"$.data[0].auth_method","value":"RFID"}},"jsonPath":"$.data[*].auth_method","reference":{"document":"mod_sessions","section":"4.1","anchor":"auth_method_enum","quote":"The session records how the token was authorised."}}]},{"slug":"charging-preferences","name":"PUT /sessions/{session_id}/charging_preferences answers a ChargingPreferencesResponse","since":"2.2","method":"PUT","path":"/sessions/{session_id}/charging_preferences","requestBody":"charging-preferences","expectedStatus":[200],"responseBody":"charging-preferences-response","validations":[{"name":"Known response value","severity":"shall","expected":"data ACCEPTED, DEPARTURE_REQUIRED, ENERGY_NEED_REQUIRED, NOT_POSSIBLE or PROFILE_TYPE_NOT_SUPPORTED","actual":"returned data <value>","facts":{"value":{"path":"$.data","value":"OK"}},"jsonPath":"$.data","reference":{"document":"mod_sessions","section":"1.1.3","anchor":"sender_put_charging_preferences","quote":"The answer to charging preferences is one of the values of ChargingPreferencesResponse."}},{"name":"Unknown session handled","severity":"should","expected":"an unknown session id refused as unknown","actual":"answered an unknown session id with a server error (that request is not recorded here)","jsonPath":"$.status_code","reference":"client-errors"}]}]},{"side":"receiver","name":"Sessions, receiver interface","partnerRole":"eMSP","description":"Pushes a Session, patches its energy and charging periods, reads it back.","checks":[{"slug":"put","name":"PUT /sessions/{country_code}/{party_id}/{session_id} stores a Session","method":"PUT","path":"/sessions/{country_code}/{party_id}/{session_id}","requestBody":"session","expectedStatus":[200,201],"responseBody":"ok","validations":[{"name":"Session accepted","severity":"shall","expected":"HTTP 200 or 201 with status_code 1000","actual":"answered <code> (invalid or missing parameters) for a valid Session","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_sessions","section":"1.2.2","anchor":"receiver_put","quote":"The receiver stores a pushed Session and confirms it with a success status."}}]},{"slug":"get-own-copy","name":"GET /sessions/{country_code}/{party_id}/{session_id} returns the stored copy of the Session","method":"GET","path":"/sessions/{country_code}/{party_id}/{session_id}","expectedStatus":[200],"responseBody":"session","dependsOn":["put"],"validations":[{"name":"Stored as sent","severity":"shall","expected":"a later GET of the Session to return the fields that were pushed","actual":"returned the Session without some of the fields that were pushed","jsonPath":"$.data","reference":{"document":"mod_sessions","section":"1.2.2","anchor":"receiver_get","quote":"A receiver keeps its copy of a Session exactly as the owner pushed it."}},{"name":"last_updated preserved","severity":"should","expected":"last_updated exactly as pushed by the owner","actual":"replaced last_updated with its own receive time","jsonPath":"$.data.last_updated","reference":{"document":"mod_sessions","section":"1.2.2","anchor":"receiver_get","quote":"The last_updated of a Session is the owner\'s timestamp, not the moment the receiver stored it."}}]},{"slug":"patch-kwh","name":"PATCH of kwh and charging_periods updates the stored Session","method":"PATCH","path":"/sessions/{country_code}/{party_id}/{session_id}","requestBody":"session-patch","expectedStatus":[200],"responseBody":"ok","dependsOn":["put"],"validations":[{"name":"Patch accepted","severity":"shall","expected":"status_code 1000 for a PATCH of kwh and charging_periods","actual":"answered <code> for a PATCH without the full Session","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_sessions","section":"1.2.3","anchor":"receiver_patch","quote":"Session progress is pushed as a PATCH of the changed fields."}},{"name":"Charging periods appended","severity":"shall","expected":"the patched charging_periods appended to the stored ones","actual":"replaced the stored charging_periods with the patched ones on the next GET (not recorded here)","jsonPath":"$.data.charging_periods","reference":{"document":"mod_sessions","section":"1.2.3","anchor":"receiver_patch","quote":"Charging periods sent in a PATCH add to the periods already stored."}},{"name":"kwh updated","severity":"should","expected":"kwh equal to the patched value on the next GET","actual":"kept the kwh of the original PUT on the next GET (not recorded here)","jsonPath":"$.data.kwh","reference":{"document":"mod_sessions","section":"1.2.3","anchor":"receiver_patch","quote":"A receiver reflects patched values in its copy straight away."}}]}]}]},{"module":"cdrs","group":"billing","mandatory":false,"object":{"document":"mod_cdrs","section":"3.1","anchor":"cdr_object","quote":"A CDR is the final, immutable account of a charging session: energy, time, tariffs and total cost."},"suites":[{"side":"sender","name":"CDRs, sender interface","partnerRole":"CPO","description":"Reads the partner CDRs with paging and date filters and checks totals, tariffs and signed data.","checks":[{"slug":"get-list","name":"GET /cdrs returns a page of CDR objects","method":"GET","path":"/cdrs?limit=10","expectedStatus":[200],"responseBody":"cdr[]","validations":[{"name":"Data is a list of CDRs","severity":"shall","expected":"data as an array of CDR objects","actual":"returned data as <shape> instead of an array","facts":{"shape":{"single":"$.data"}},"jsonPath":"$.data","reference":{"document":"mod_cdrs","section":"1.1.1","anchor":"sender_get_list","quote":"The list call answers with a page of CDR objects in data."}},{"name":"Totals consistent","severity":"shall","expected":"total_energy equal to the sum of ENERGY dimensions in charging_periods","actual":"returned total_energy <total> kWh, more than the energy of its charging periods","facts":{"total":{"path":"$.data[0].total_energy","value":999.9}},"jsonPath":"$.data[*].total_energy","reference":{"document":"mod_cdrs","section":"3.1","anchor":"cdr_object","quote":"The totals of a CDR agree with the charging periods it contains."}},{"name":"Total cost present","severity":"shall","expected":"total_cost on every CDR","actual":"returned a CDR without <field>","facts":{"field":{"omitted":"$.data[*].total_cost"}},"jsonPath":"$.data[*].total_cost","reference":{"document":"mod_cdrs","section":"3.1","anchor":"cdr_object","quote":"Every CDR states what the session cost in total."}},{"name":"Party identification","severity":"shall","since":"2.2","expected":"country_code and party_id on every CDR","actual":"returned CDRs without <field>","facts":{"field":{"omitted":"$.data[*].party_id"}},"jsonPath":"$.data[*].party_id","reference":{"document":"mod_cdrs","section":"3.1","anchor":"object","quote":"Each CDR names the country and party that own it, so a hub can route it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]},{"slug":"get-list-paging","name":"GET /cdrs honours limit and offset and returns Link headers","method":"GET","path":"/cdrs?offset=10&limit=10","expectedStatus":[200],"responseBody":"cdr[]","dependsOn":["get-list"],"validations":[{"name":"Page size honours limit","severity":"shall","expected":"at most 10 items (limit=10)","actual":"returned <count>","facts":{"count":{"items":12}},"jsonPath":"$.data","reference":"pagination"},{"name":"X-Total-Count header","severity":"shall","expected":"an X-Total-Count header with the number of CDRs available","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Total-Count"}},"jsonPath":"headers.X-Total-Count","reference":"paging-headers"},{"name":"X-Limit header","severity":"shall","expected":"an X-Limit header with the page size applied","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Limit"}},"jsonPath":"headers.X-Limit","reference":"paging-headers"},{"name":"Link to the next page","severity":"shall","expected":"a Link header with rel=\\"next\\" while more pages remain","actual":"sent no <header> header although more pages remain","facts":{"header":{"missingHeader":"Link"}},"jsonPath":"headers.Link","reference":"paging-headers"},{"name":"Pages do not overlap","severity":"should","expected":"the second page to start after the last item of the first","actual":"repeated CDRs of the first page (not recorded here) on this second page","jsonPath":"$.data[*].id","reference":"pagination"}]},{"slug":"get-list-date-filter","name":"GET /cdrs?date_from&date_to returns only CDRs updated in that window","method":"GET","path":"/cdrs?date_from={date_from}&date_to={date_to}&limit=10","expectedStatus":[200],"responseBody":"cdr[]","dependsOn":["get-list"],"validations":[{"name":"date_from honoured","severity":"shall","expected":"last_updated at or after date_from on every item","actual":"returned CDRs last updated before date_from, such as <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{before_date_from}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"},{"name":"date_to honoured","severity":"shall","expected":"last_updated strictly before date_to on every item","actual":"included CDRs updated exactly at date_to, <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{date_to}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"}]},{"slug":"tariff-snapshot","name":"CDRs carry the Tariffs that were applied","method":"GET","path":"/cdrs?limit=10","expectedStatus":[200],"responseBody":"cdr[]","dependsOn":["get-list"],"validations":[{"name":"Tariffs included","severity":"should","expected":"the Tariff objects that were applied, in tariffs","actual":"returned CDRs without <field>","facts":{"field":{"omitted":"$.data[*].tariffs"}},"jsonPath":"$.data[*].tariffs","reference":{"document":"mod_cdrs","section":"3.1","anchor":"cdr_object","quote":"A CDR includes the tariffs it was priced with, as they were at the time."}},{"name":"Currency matches","severity":"shall","expected":"currency equal to the currency of the applied tariffs","actual":"returned currency <currency> with tariffs priced in <tariff>","facts":{"currency":{"path":"$.data[0].currency","value":"EUR"},"tariff":{"path":"$.data[0].tariffs[0].currency","value":"GBP"}},"jsonPath":"$.data[*].currency","reference":{"document":"mod_cdrs","section":"3.1","anchor":"cdr_object","quote":"All amounts of a CDR are in the one currency the CDR declares."}}]},{"slug":"signed-data","name":"Signed meter data, when present, is complete","since":"2.2","method":"GET","path":"/cdrs?limit=10","expectedStatus":[200],"responseBody":"cdr[]","dependsOn":["get-list"],"validations":[{"name":"Signed data present","severity":"may","expected":"signed_data where calibration law requires it (optional)","actual":"omitted signed_data","jsonPath":"$.data[*].signed_data","reference":{"document":"mod_cdrs","section":"3.4","anchor":"signed_data_class","quote":"Signed meter values can accompany a CDR so the energy reading can be verified."}},{"name":"Signed values complete","severity":"shall","expected":"encoding_method and at least one signed_value when signed_data is present","actual":"returned signed_data with an empty signed_values array (<values>)","facts":{"values":{"path":"$.data[0].signed_data.signed_values","value":[]}},"jsonPath":"$.data[*].signed_data.signed_values","reference":{"document":"mod_cdrs","section":"3.4","anchor":"signed_data_class","quote":"Signed data names its encoding and carries the signed values themselves."}}]}]},{"side":"receiver","name":"CDRs, receiver interface","partnerRole":"eMSP","description":"Posts a CDR to the partner, follows its Location header and checks duplicates.","checks":[{"slug":"post","name":"POST /cdrs stores a CDR and answers with its Location header","method":"POST","path":"/cdrs","requestBody":"cdr","expectedStatus":[200,201],"responseBody":"ok","validations":[{"name":"CDR accepted","severity":"shall","expected":"HTTP 200 or 201 with status_code 1000","actual":"answered <code> (invalid or missing parameters) for a valid CDR","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_cdrs","section":"1.2.2","anchor":"receiver_put","quote":"The receiver stores a pushed CDR and confirms it with a success status."}},{"name":"Location header","severity":"shall","expected":"a Location header with the URL of the stored CDR","actual":"answered without a <header> header","facts":{"header":{"missingHeader":"Location"}},"jsonPath":"headers.Location","reference":{"document":"mod_cdrs","section":"1.2.2","anchor":"receiver_post","quote":"After storing a CDR, the receiver says where the stored copy can be read."}}]},{"slug":"get-created","name":"GET on the Location URL returns the CDR as posted","method":"GET","path":"/cdrs/{cdr_id}","expectedStatus":[200],"responseBody":"cdr","dependsOn":["post"],"validations":[{"name":"Stored as sent","severity":"shall","expected":"a later GET of the CDR to return the fields that were pushed","actual":"returned the CDR without some of the fields that were pushed","jsonPath":"$.data","reference":{"document":"mod_cdrs","section":"1.2.2","anchor":"receiver_get","quote":"A receiver keeps its copy of a CDR exactly as the owner pushed it."}},{"name":"last_updated preserved","severity":"should","expected":"last_updated exactly as pushed by the owner","actual":"replaced last_updated with its own receive time","jsonPath":"$.data.last_updated","reference":{"document":"mod_cdrs","section":"1.2.2","anchor":"receiver_get","quote":"The last_updated of a CDR is the owner\'s timestamp, not the moment the receiver stored it."}}]},{"slug":"post-duplicate","name":"POST of a CDR id already stored does not create a second CDR","method":"POST","path":"/cdrs","requestBody":"cdr","expectedStatus":[200,201,409],"responseBody":"ok","dependsOn":["post"],"validations":[{"name":"No duplicate stored","severity":"shall","expected":"the CDR stored once","actual":"stored a second copy with the same id","jsonPath":"$.data","reference":{"document":"mod_cdrs","section":"1.2.2","anchor":"receiver_post","quote":"A CDR is immutable: sending it again does not create another one."}},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]}]}]},{"module":"tariffs","group":"catalogue","mandatory":false,"object":{"document":"mod_tariffs","section":"3.1","anchor":"tariff_object","quote":"A Tariff describes prices as elements of price components, each with optional restrictions."},"suites":[{"side":"sender","name":"Tariffs, sender interface","partnerRole":"CPO","description":"Reads the partner Tariffs with paging and date filters and checks prices and restrictions.","checks":[{"slug":"get-list","name":"GET /tariffs returns a page of Tariff objects","method":"GET","path":"/tariffs?limit=10","expectedStatus":[200],"responseBody":"tariff[]","validations":[{"name":"Data is a list of Tariffs","severity":"shall","expected":"data as an array of Tariff objects","actual":"returned data as <shape> instead of an array","facts":{"shape":{"single":"$.data"}},"jsonPath":"$.data","reference":{"document":"mod_tariffs","section":"1.1.1","anchor":"sender_get_list","quote":"The list call answers with a page of Tariff objects in data."}},{"name":"Price components present","severity":"shall","expected":"at least one price_component per element with type, price and step_size","actual":"returned an element without <field>","facts":{"field":{"omitted":"$.data[*].elements[*].price_components"}},"jsonPath":"$.data[*].elements[*].price_components","reference":{"document":"mod_tariffs","section":"3.2","anchor":"tariff_element_class","quote":"Every element of a tariff has at least one price component."}},{"name":"Currency code","severity":"shall","expected":"an ISO 4217 currency code such as \\"EUR\\"","actual":"returned currency <value>","facts":{"value":{"path":"$.data[0].currency","value":"euro"}},"jsonPath":"$.data[*].currency","reference":{"document":"mod_tariffs","section":"3.1","anchor":"tariff_object","quote":"Tariff prices are in an ISO 4217 currency."}},{"name":"Party identification","severity":"shall","since":"2.2","expected":"country_code and party_id on every Tariff","actual":"returned Tariffs without <field>","facts":{"field":{"omitted":"$.data[*].party_id"}},"jsonPath":"$.data[*].party_id","reference":{"document":"mod_tariffs","section":"3.1","anchor":"object","quote":"Each Tariff names the country and party that own it, so a hub can route it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]},{"slug":"get-list-paging","name":"GET /tariffs honours limit and offset and returns Link headers","method":"GET","path":"/tariffs?offset=10&limit=10","expectedStatus":[200],"responseBody":"tariff[]","dependsOn":["get-list"],"validations":[{"name":"Page size honours limit","severity":"shall","expected":"at most 10 items (limit=10)","actual":"returned <count>","facts":{"count":{"items":12}},"jsonPath":"$.data","reference":"pagination"},{"name":"X-Total-Count header","severity":"shall","expected":"an X-Total-Count header with the number of Tariffs available","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Total-Count"}},"jsonPath":"headers.X-Total-Count","reference":"paging-headers"},{"name":"X-Limit header","severity":"shall","expected":"an X-Limit header with the page size applied","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Limit"}},"jsonPath":"headers.X-Limit","reference":"paging-headers"},{"name":"Link to the next page","severity":"shall","expected":"a Link header with rel=\\"next\\" while more pages remain","actual":"sent no <header> header although more pages remain","facts":{"header":{"missingHeader":"Link"}},"jsonPath":"headers.Link","reference":"paging-headers"},{"name":"Pages do not overlap","severity":"should","expected":"the second page to start after the last item of the first","actual":"repeated Tariffs of the first page (not recorded here) on this second page","jsonPath":"$.data[*].id","reference":"pagination"}]},{"slug":"get-list-date-filter","name":"GET /tariffs?date_from&date_to returns only Tariffs updated in that window","method":"GET","path":"/tariffs?date_from={date_from}&date_to={date_to}&limit=10","expectedStatus":[200],"responseBody":"tariff[]","dependsOn":["get-list"],"validations":[{"name":"date_from honoured","severity":"shall","expected":"last_updated at or after date_from on every item","actual":"returned Tariffs last updated before date_from, such as <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{before_date_from}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"},{"name":"date_to honoured","severity":"shall","expected":"last_updated strictly before date_to on every item","actual":"included Tariffs updated exactly at date_to, <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{date_to}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"}]},{"slug":"restrictions","name":"Tariff restrictions use valid values","method":"GET","path":"/tariffs?limit=10","expectedStatus":[200],"responseBody":"tariff[]","dependsOn":["get-list"],"validations":[{"name":"Time restrictions","severity":"shall","expected":"start_time and end_time as HH:MM","actual":"returned start_time <value>","facts":{"value":{"path":"$.data[0].elements[0].restrictions.start_time","value":"8:00"}},"jsonPath":"$.data[*].elements[*].restrictions.start_time","reference":{"document":"mod_tariffs","section":"3.4","anchor":"tariff_restrictions_class","quote":"Time-of-day restrictions are written as hours and minutes with two digits each."}},{"name":"Day of week values","severity":"should","expected":"day_of_week values MONDAY to SUNDAY","actual":"returned day_of_week <value>","facts":{"value":{"path":"$.data[0].elements[0].restrictions.day_of_week[0]","value":"MON"}},"jsonPath":"$.data[*].elements[*].restrictions.day_of_week","reference":{"document":"mod_tariffs","section":"4.1","anchor":"day_of_week_enum","quote":"Days of the week are spelled out in full, in capitals."}},{"name":"Alternative text","severity":"may","expected":"tariff_alt_text in at least one language (optional)","actual":"sent no <field>","facts":{"field":{"omitted":"$.data[*].tariff_alt_text"}},"jsonPath":"$.data[*].tariff_alt_text","reference":{"document":"mod_tariffs","section":"3.1","anchor":"tariff_object","quote":"A tariff can carry a plain-language description for drivers."}}]}]},{"side":"receiver","name":"Tariffs, receiver interface","partnerRole":"eMSP","description":"Pushes a Tariff to the partner, reads it back and deletes it.","checks":[{"slug":"put","name":"PUT /tariffs/{country_code}/{party_id}/{tariff_id} stores a Tariff","method":"PUT","path":"/tariffs/{country_code}/{party_id}/{tariff_id}","requestBody":"tariff","expectedStatus":[200,201],"responseBody":"ok","validations":[{"name":"Tariff accepted","severity":"shall","expected":"HTTP 200 or 201 with status_code 1000","actual":"answered <code> (invalid or missing parameters) for a valid Tariff","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_tariffs","section":"1.2.2","anchor":"receiver_put","quote":"The receiver stores a pushed Tariff and confirms it with a success status."}}]},{"slug":"get-own-copy","name":"GET /tariffs/{country_code}/{party_id}/{tariff_id} returns the stored copy of the Tariff","method":"GET","path":"/tariffs/{country_code}/{party_id}/{tariff_id}","expectedStatus":[200],"responseBody":"tariff","dependsOn":["put"],"validations":[{"name":"Stored as sent","severity":"shall","expected":"a later GET of the Tariff to return the fields that were pushed","actual":"returned the Tariff without some of the fields that were pushed","jsonPath":"$.data","reference":{"document":"mod_tariffs","section":"1.2.2","anchor":"receiver_get","quote":"A receiver keeps its copy of a Tariff exactly as the owner pushed it."}},{"name":"last_updated preserved","severity":"should","expected":"last_updated exactly as pushed by the owner","actual":"replaced last_updated with its own receive time","jsonPath":"$.data.last_updated","reference":{"document":"mod_tariffs","section":"1.2.2","anchor":"receiver_get","quote":"The last_updated of a Tariff is the owner\'s timestamp, not the moment the receiver stored it."}}]},{"slug":"delete","name":"DELETE /tariffs/{country_code}/{party_id}/{tariff_id} removes the Tariff","method":"DELETE","path":"/tariffs/{country_code}/{party_id}/{tariff_id}","expectedStatus":[200],"responseBody":"ok","dependsOn":["put"],"validations":[{"name":"Tariff removed","severity":"shall","expected":"the Tariff gone on a GET after DELETE","actual":"still returned the Tariff on a GET after DELETE (not recorded here)","jsonPath":"$.status_code","reference":{"document":"mod_tariffs","section":"1.2.4","anchor":"receiver_delete","quote":"A deleted tariff is no longer offered by the receiver."}},{"name":"OCPI status code 1000","severity":"shall","expected":"status_code 1000 in the response envelope","actual":"answered <code> (generic server error) in the envelope","facts":{"code":{"statusCode":3000}},"jsonPath":"$.status_code","reference":"success-status"}]}]}]},{"module":"tokens","group":"charging","mandatory":false,"object":{"document":"mod_tokens","section":"3.1","anchor":"token_object","quote":"A Token identifies a driver or app to the charge point, with its type, issuer and whitelist rule."},"suites":[{"side":"sender","name":"Tokens, sender interface","partnerRole":"eMSP","description":"Reads the partner Tokens with paging and date filters and asks for real-time authorisation.","checks":[{"slug":"get-list","name":"GET /tokens returns a page of Token objects","method":"GET","path":"/tokens?limit=10","expectedStatus":[200],"responseBody":"token[]","validations":[{"name":"Data is a list of Tokens","severity":"shall","expected":"data as an array of Token objects","actual":"returned data as <shape> instead of an array","facts":{"shape":{"single":"$.data"}},"jsonPath":"$.data","reference":{"document":"mod_tokens","section":"1.1.1","anchor":"sender_get_list","quote":"The list call answers with a page of Token objects in data."}},{"name":"Token type","severity":"shall","expected":"type AD_HOC_USER, APP_USER, OTHER or RFID","actual":"returned type <value>","facts":{"value":{"path":"$.data[0].type","value":"CARD"}},"jsonPath":"$.data[*].type","reference":{"document":"mod_tokens","section":"4.4","anchor":"token_type_enum","quote":"A token type is one of the values TokenType defines."}},{"name":"Whitelist rule","severity":"should","expected":"whitelist ALWAYS, ALLOWED, ALLOWED_OFFLINE or NEVER","actual":"returned whitelist <value>","facts":{"value":{"path":"$.data[0].whitelist","value":"YES"}},"jsonPath":"$.data[*].whitelist","reference":{"document":"mod_tokens","section":"4.5","anchor":"whitelist_type_enum","quote":"The whitelist rule tells the charge point when it may skip real-time authorisation."}},{"name":"Party identification","severity":"shall","since":"2.2","expected":"country_code and party_id on every Token","actual":"returned Tokens without <field>","facts":{"field":{"omitted":"$.data[*].party_id"}},"jsonPath":"$.data[*].party_id","reference":{"document":"mod_tokens","section":"3.1","anchor":"object","quote":"Each Token names the country and party that own it, so a hub can route it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]},{"slug":"get-list-paging","name":"GET /tokens honours limit and offset and returns Link headers","method":"GET","path":"/tokens?offset=10&limit=10","expectedStatus":[200],"responseBody":"token[]","dependsOn":["get-list"],"validations":[{"name":"Page size honours limit","severity":"shall","expected":"at most 10 items (limit=10)","actual":"returned <count>","facts":{"count":{"items":12}},"jsonPath":"$.data","reference":"pagination"},{"name":"X-Total-Count header","severity":"shall","expected":"an X-Total-Count header with the number of Tokens available","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Total-Count"}},"jsonPath":"headers.X-Total-Count","reference":"paging-headers"},{"name":"X-Limit header","severity":"shall","expected":"an X-Limit header with the page size applied","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Limit"}},"jsonPath":"headers.X-Limit","reference":"paging-headers"},{"name":"Link to the next page","severity":"shall","expected":"a Link header with rel=\\"next\\" while more pages remain","actual":"sent no <header> header although more pages remain","facts":{"header":{"missingHeader":"Link"}},"jsonPath":"headers.Link","reference":"paging-headers"},{"name":"Pages do not overlap","severity":"should","expected":"the second page to start after the last item of the first","actual":"repeated Tokens of the first page (not recorded here) on this second page","jsonPath":"$.data[*].id","reference":"pagination"}]},{"slug":"get-list-date-filter","name":"GET /tokens?date_from&date_to returns only Tokens updated in that window","method":"GET","path":"/tokens?date_from={date_from}&date_to={date_to}&limit=10","expectedStatus":[200],"responseBody":"token[]","dependsOn":["get-list"],"validations":[{"name":"date_from honoured","severity":"shall","expected":"last_updated at or after date_from on every item","actual":"returned Tokens last updated before date_from, such as <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{before_date_from}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"},{"name":"date_to honoured","severity":"shall","expected":"last_updated strictly before date_to on every item","actual":"included Tokens updated exactly at date_to, <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{date_to}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"}]},{"slug":"authorize-allowed","name":"POST /tokens/{token_uid}/authorize answers ALLOWED for a valid token","method":"POST","path":"/tokens/{token_uid}/authorize","requestBody":"location-references","expectedStatus":[200],"responseBody":"authorization-info","validations":[{"name":"Token allowed","severity":"shall","expected":"data.allowed ALLOWED for a token listed as valid","actual":"answered data.allowed <value> for a token it lists as valid","facts":{"value":{"path":"$.data.allowed","value":"NOT_ALLOWED"}},"jsonPath":"$.data.allowed","reference":{"document":"mod_tokens","section":"1.1.3","anchor":"sender_post_authorize","quote":"Real-time authorisation answers whether the token may charge at the given location."}},{"name":"Token returned","severity":"shall","since":"2.2","expected":"data.token with the requested uid","actual":"returned data without <field>","facts":{"field":{"omitted":"$.data.token"}},"jsonPath":"$.data.token.uid","reference":{"document":"mod_tokens","section":"3.2","anchor":"authorization_info_object","quote":"The authorisation answer includes the token it is about."}},{"name":"Authorisation reference","severity":"should","since":"2.2","expected":"an authorization_reference to quote in the Session","actual":"returned no <field>","facts":{"field":{"omitted":"$.data.authorization_reference"}},"jsonPath":"$.data.authorization_reference","reference":{"document":"mod_tokens","section":"3.2","anchor":"authorization_info_object","quote":"An authorisation reference links the later session and CDR to this decision."}}]},{"slug":"authorize-unknown","name":"POST /tokens/{token_uid}/authorize answers status_code 2004 for an unknown token","method":"POST","path":"/tokens/UNKNOWN-{token_uid}/authorize","requestBody":"location-references","expectedStatus":[404],"responseBody":"error","errorCode":2004,"validations":[{"name":"Unknown token reported","severity":"shall","expected":"HTTP 404 with status_code 2004 (unknown token)","actual":"answered data.allowed <allowed> for a token it never issued","facts":{"allowed":{"path":"$.data.allowed","value":"ALLOWED"}},"jsonPath":"$.status_code","reference":"client-errors"},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]}]},{"side":"receiver","name":"Tokens, receiver interface","partnerRole":"CPO","description":"Pushes a Token to the partner, invalidates it with a PATCH, reads it back.","checks":[{"slug":"put","name":"PUT /tokens/{country_code}/{party_id}/{token_uid} stores a Token","method":"PUT","path":"/tokens/{country_code}/{party_id}/{token_uid}","requestBody":"token","expectedStatus":[200,201],"responseBody":"ok","validations":[{"name":"Token accepted","severity":"shall","expected":"HTTP 200 or 201 with status_code 1000","actual":"answered <code> (invalid or missing parameters) for a valid Token","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_tokens","section":"1.2.2","anchor":"receiver_put","quote":"The receiver stores a pushed Token and confirms it with a success status."}}]},{"slug":"get-own-copy","name":"GET /tokens/{country_code}/{party_id}/{token_uid} returns the stored copy of the Token","method":"GET","path":"/tokens/{country_code}/{party_id}/{token_uid}","expectedStatus":[200],"responseBody":"token","dependsOn":["put"],"validations":[{"name":"Stored as sent","severity":"shall","expected":"a later GET of the Token to return the fields that were pushed","actual":"returned the Token without some of the fields that were pushed","jsonPath":"$.data","reference":{"document":"mod_tokens","section":"1.2.2","anchor":"receiver_get","quote":"A receiver keeps its copy of a Token exactly as the owner pushed it."}},{"name":"last_updated preserved","severity":"should","expected":"last_updated exactly as pushed by the owner","actual":"replaced last_updated with its own receive time","jsonPath":"$.data.last_updated","reference":{"document":"mod_tokens","section":"1.2.2","anchor":"receiver_get","quote":"The last_updated of a Token is the owner\'s timestamp, not the moment the receiver stored it."}}]},{"slug":"patch-invalidate","name":"PATCH valid=false blocks the Token","method":"PATCH","path":"/tokens/{country_code}/{party_id}/{token_uid}","requestBody":"token-patch","expectedStatus":[200],"responseBody":"ok","dependsOn":["put"],"validations":[{"name":"Patch accepted","severity":"shall","expected":"status_code 1000 for a PATCH of valid and last_updated","actual":"answered <status> for PATCH","facts":{"status":{"status":405}},"jsonPath":"$.status_code","reference":{"document":"mod_tokens","section":"1.2.3","anchor":"receiver_patch","quote":"A receiver of tokens accepts partial updates of a token."}},{"name":"Token blocked","severity":"shall","expected":"valid false on the next GET of the Token","actual":"still returned the Token as valid on the next GET (not recorded here)","jsonPath":"$.data.valid","reference":{"document":"mod_tokens","section":"3.1","anchor":"token_object","quote":"A token marked invalid must not start new sessions."}}]}]}]},{"module":"commands","group":"charging","mandatory":false,"object":{"document":"mod_commands","section":"3.1","anchor":"command_response_object","quote":"A command is answered at once with a CommandResponse and later with a CommandResult at the response_url."},"suites":[{"side":"receiver","name":"Commands, receiver interface","partnerRole":"CPO","description":"Sends remote commands to the partner and follows the asynchronous results at the response_url.","checks":[{"slug":"start-session","name":"POST /commands/START_SESSION answers ACCEPTED and reports the result","method":"POST","path":"/commands/START_SESSION","requestBody":"start-session","expectedStatus":[200],"responseBody":"command-response","validations":[{"name":"Command response","severity":"shall","expected":"data.result ACCEPTED, CANCELED_RESERVATION, EVSE_OCCUPIED, EVSE_INOPERATIVE, FAILED, NOT_SUPPORTED, REJECTED, TIMEOUT or UNKNOWN_RESERVATION","actual":"returned data.result <value>","facts":{"value":{"path":"$.data.result","value":"OK"}},"jsonPath":"$.data.result","reference":{"document":"mod_commands","section":"4.1","anchor":"command_response_type_enum","quote":"The immediate answer to a command is one of the CommandResponseType values."}},{"name":"Timeout given","severity":"shall","since":"2.2","expected":"data.timeout in seconds","actual":"returned no <field>","facts":{"field":{"omitted":"$.data.timeout"}},"jsonPath":"$.data.timeout","reference":{"document":"mod_commands","section":"3.1","anchor":"command_response_object","quote":"The immediate answer says how long the caller should wait for the result."}},{"name":"Result delivered","severity":"shall","expected":"a CommandResult posted to response_url within the timeout","actual":"never posted a result to response_url","jsonPath":"callback.response_url","reference":{"document":"mod_commands","section":"1.1.1","anchor":"receiver_post","quote":"After accepting a command, the receiver reports the outcome at the response_url it was given."}},{"name":"Session follows","severity":"should","expected":"a Session for the token pushed within 60 s of the ACCEPTED result","actual":"pushed no Session after accepting START_SESSION","jsonPath":"callback.sessions","reference":{"document":"mod_commands","section":"3.4","anchor":"start_session_object","quote":"A started session becomes visible through the Sessions module."}}]},{"slug":"stop-session","name":"POST /commands/STOP_SESSION stops the session started remotely","method":"POST","path":"/commands/STOP_SESSION","requestBody":"stop-session","expectedStatus":[200],"responseBody":"command-response","dependsOn":["start-session"],"validations":[{"name":"Stop accepted","severity":"shall","expected":"data.result ACCEPTED for a session started by the previous command","actual":"answered data.result <value> for the session it started","facts":{"value":{"path":"$.data.result","value":"REJECTED"}},"jsonPath":"$.data.result","reference":{"document":"mod_commands","section":"3.6","anchor":"stop_session_object","quote":"A session started remotely can be stopped remotely by its id."}},{"name":"Session completed","severity":"should","expected":"the Session pushed with status COMPLETED after the result","actual":"left the Session ACTIVE after reporting the stop","jsonPath":"callback.sessions","reference":{"document":"mod_commands","section":"3.6","anchor":"stop_session_object","quote":"A stopped session is reported as finished through the Sessions module."}}]},{"slug":"reserve-now","name":"POST /commands/RESERVE_NOW reserves an EVSE until the expiry date","method":"POST","path":"/commands/RESERVE_NOW","requestBody":"reserve-now","expectedStatus":[200],"responseBody":"command-response","validations":[{"name":"Reservation answered","severity":"shall","expected":"data.result ACCEPTED or a documented refusal such as EVSE_OCCUPIED","actual":"answered <status> with data <data>","facts":{"status":{"status":200},"data":{"path":"$.data","value":{}}},"jsonPath":"$.data.result","reference":{"document":"mod_commands","section":"3.5","anchor":"reserve_now_object","quote":"A reservation request is answered with a command response like any other command."}},{"name":"EVSE shows reserved","severity":"should","expected":"the EVSE status RESERVED while the reservation holds","actual":"kept the EVSE AVAILABLE after accepting the reservation","jsonPath":"callback.locations","reference":{"document":"mod_commands","section":"3.5","anchor":"reserve_now_object","quote":"A reserved EVSE shows its reservation through the Locations module."}}]},{"slug":"cancel-reservation","name":"POST /commands/CANCEL_RESERVATION releases the reserved EVSE","since":"2.2","method":"POST","path":"/commands/CANCEL_RESERVATION","requestBody":"cancel-reservation","expectedStatus":[200],"responseBody":"command-response","dependsOn":["reserve-now"],"validations":[{"name":"Cancellation accepted","severity":"shall","expected":"data.result ACCEPTED for the reservation just made","actual":"answered data.result <value> for the reservation it accepted","facts":{"value":{"path":"$.data.result","value":"UNKNOWN_RESERVATION"}},"jsonPath":"$.data.result","reference":{"document":"mod_commands","section":"3.2","anchor":"cancel_reservation_object","quote":"A reservation can be cancelled by the id it was made with."}},{"name":"EVSE released","severity":"should","expected":"the EVSE status AVAILABLE after the cancellation","actual":"kept the EVSE RESERVED after the cancellation","jsonPath":"callback.locations","reference":{"document":"mod_commands","section":"3.2","anchor":"cancel_reservation_object","quote":"Cancelling frees the EVSE for other drivers."}}]},{"slug":"unlock-connector","name":"POST /commands/UNLOCK_CONNECTOR answers a CommandResponse","method":"POST","path":"/commands/UNLOCK_CONNECTOR","requestBody":"unlock-connector","expectedStatus":[200],"responseBody":"command-response","validations":[{"name":"Unlock answered","severity":"shall","expected":"data.result ACCEPTED, NOT_SUPPORTED or REJECTED","actual":"answered <status> for a connector it lists","facts":{"status":{"status":500}},"jsonPath":"$.data.result","reference":{"document":"mod_commands","section":"3.7","anchor":"unlock_connector_object","quote":"An unlock request is answered even when the connector cannot be unlocked remotely."}},{"name":"Result delivered","severity":"should","expected":"a CommandResult posted to response_url","actual":"never posted a result to response_url","jsonPath":"callback.response_url","reference":{"document":"mod_commands","section":"1.1.1","anchor":"receiver_post","quote":"The outcome of the unlock is reported at the response_url."}}]},{"slug":"unknown-command","name":"POST /commands/{unknown} is refused","method":"POST","path":"/commands/OPEN_BONNET","requestBody":"start-session","expectedStatus":[400,404],"responseBody":"error","errorCode":2001,"validations":[{"name":"Unknown command refused","severity":"shall","expected":"HTTP 404 or status_code 2001 for a command type that does not exist","actual":"answered data.result <value> for a command that does not exist","facts":{"value":{"path":"$.status_code","value":"ACCEPTED"}},"jsonPath":"$.status_code","reference":"client-errors"},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]}]},{"side":"sender","name":"Commands, sender interface","partnerRole":"eMSP","description":"Delivers asynchronous command results to the response_url the partner gave in its commands.","checks":[{"slug":"result-accepted","name":"POST of a CommandResult to the response_url is acknowledged","method":"POST","path":"/commands/START_SESSION/{command_id}","requestBody":"command-result","expectedStatus":[200],"responseBody":"ok","validations":[{"name":"Result acknowledged","severity":"shall","expected":"HTTP 200 for a result at the response_url the partner sent","actual":"answered <status> on the response_url it sent","facts":{"status":{"status":404}},"jsonPath":"$.status_code","reference":{"document":"mod_commands","section":"1.2.1","anchor":"sender_post","quote":"The party that sent a command accepts its result at the URL it chose."}},{"name":"Repeated result tolerated","severity":"should","expected":"a repeated result acknowledged again","actual":"acknowledged this result, then refused the same result sent again (that request is not recorded here)","jsonPath":"response.status","reference":{"document":"mod_commands","section":"1.2.1","anchor":"sender_post","quote":"Results may arrive more than once and are acknowledged each time."}}]},{"slug":"result-unknown-command","name":"A CommandResult for an unknown command id is refused","method":"POST","path":"/commands/START_SESSION/UNKNOWN-{command_id}","requestBody":"command-result","expectedStatus":[404],"responseBody":"error","errorCode":2003,"validations":[{"name":"Unknown command id refused","severity":"shall","expected":"HTTP 404 for a result nobody asked for","actual":"acknowledged a result for a command it never sent","jsonPath":"response.status","reference":"client-errors"},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]},{"slug":"result-values","name":"The partner accepts every CommandResultType value","method":"POST","path":"/commands/STOP_SESSION/{command_id}","requestBody":"command-result","expectedStatus":[200],"responseBody":"ok","dependsOn":["result-accepted"],"validations":[{"name":"All result values accepted","severity":"shall","expected":"status_code 1000 for results ACCEPTED, FAILED, REJECTED and TIMEOUT","actual":"answered <code> for result <result>","facts":{"code":{"statusCode":2001},"result":{"requestPath":"$.result","value":"TIMEOUT"}},"jsonPath":"$.status_code","reference":{"document":"mod_commands","section":"4.2","anchor":"command_result_type_enum","quote":"Any value of the CommandResultType enumeration may be reported."}},{"name":"Message shown","severity":"may","expected":"the result message passed on to the driver (optional)","actual":"dropped the result message","jsonPath":"$.message","reference":{"document":"mod_commands","section":"3.3","anchor":"command_result_object","quote":"A result may carry a human-readable message."}}]}]}]},{"module":"chargingprofiles","group":"smart-charging","mandatory":false,"since":"2.2","object":{"document":"mod_charging_profiles","section":"3.1","anchor":"charging_profile_class","quote":"A charging profile limits the power or current of a session over a schedule of periods."},"suites":[{"side":"receiver","name":"Charging profiles, receiver interface","partnerRole":"CPO","description":"Reads, sets and clears the charging profile of a running session and follows the asynchronous results.","checks":[{"slug":"get-active","name":"GET /chargingprofiles/{session_id} asks for the active profile","method":"GET","path":"/chargingprofiles/{session_id}?duration=900&response_url={response_url}","expectedStatus":[200],"responseBody":"charging-profile-response","validations":[{"name":"Request accepted","severity":"shall","expected":"data.result ACCEPTED, NOT_SUPPORTED, REJECTED, TOO_OFTEN or UNKNOWN_SESSION","actual":"returned data.result <value>","facts":{"value":{"path":"$.data.result","value":"PENDING"}},"jsonPath":"$.data.result","reference":{"document":"mod_charging_profiles","section":"4.1","anchor":"charging_profile_response_type_enum","quote":"The immediate answer is one of the ChargingProfileResponseType values."}},{"name":"Active profile delivered","severity":"shall","expected":"an ActiveChargingProfileResult posted to response_url","actual":"never posted the active profile to response_url","jsonPath":"callback.response_url","reference":{"document":"mod_charging_profiles","section":"1.1.1","anchor":"receiver_get","quote":"The active profile arrives asynchronously at the URL the caller gave."}},{"name":"Timeout respected","severity":"should","expected":"the result within data.timeout seconds","actual":"posted the result later than the data.timeout it announced (the callback is not recorded here)","jsonPath":"callback.latency","reference":{"document":"mod_charging_profiles","section":"3.3","anchor":"charging_profile_response_object","quote":"The result arrives within the time the immediate answer announced."}}]},{"slug":"set","name":"PUT /chargingprofiles/{session_id} sets a profile and reports the result","method":"PUT","path":"/chargingprofiles/{session_id}","requestBody":"set-charging-profile","expectedStatus":[200],"responseBody":"charging-profile-response","validations":[{"name":"Profile accepted","severity":"shall","expected":"data.result ACCEPTED for a valid profile on an active session","actual":"answered data.result <value> without a reason","facts":{"value":{"path":"$.data.result","value":"REJECTED"}},"jsonPath":"$.data.result","reference":{"document":"mod_charging_profiles","section":"1.1.2","anchor":"receiver_put","quote":"Setting a profile on a running session is answered at once and confirmed later."}},{"name":"Result delivered","severity":"shall","expected":"a ChargingProfileResult posted to response_url","actual":"never posted a ChargingProfileResult","jsonPath":"callback.response_url","reference":{"document":"mod_charging_profiles","section":"3.4","anchor":"charging_profile_result_object","quote":"The outcome of setting a profile is reported at the response_url."}},{"name":"Limit respected","severity":"should","expected":"session charging periods at or below the profile limit","actual":"kept charging above the limit of the profile it accepted (the Session updates are not recorded here)","jsonPath":"callback.sessions","reference":{"document":"mod_charging_profiles","section":"3.1","anchor":"charging_profile_class","quote":"Once applied, the charging station keeps the session within the profile."}}]},{"slug":"clear","name":"DELETE /chargingprofiles/{session_id} clears the profile","method":"DELETE","path":"/chargingprofiles/{session_id}?response_url={response_url}","expectedStatus":[200],"responseBody":"charging-profile-response","dependsOn":["set"],"validations":[{"name":"Clear accepted","severity":"shall","expected":"data.result ACCEPTED for a session with a profile","actual":"answered data.result <value> for the session it just profiled","facts":{"value":{"path":"$.data.result","value":"UNKNOWN_SESSION"}},"jsonPath":"$.data.result","reference":{"document":"mod_charging_profiles","section":"1.1.3","anchor":"receiver_delete","quote":"A profile set by the caller can be removed again."}},{"name":"Clear result delivered","severity":"should","expected":"a ClearProfileResult posted to response_url","actual":"never posted a ClearProfileResult","jsonPath":"callback.response_url","reference":{"document":"mod_charging_profiles","section":"3.5","anchor":"clear_profile_result_object","quote":"Clearing a profile is confirmed asynchronously."}}]},{"slug":"unknown-session","name":"PUT /chargingprofiles/{unknown} answers UNKNOWN_SESSION","method":"PUT","path":"/chargingprofiles/UNKNOWN-{session_id}","requestBody":"set-charging-profile","expectedStatus":[200,404],"responseBody":"charging-profile-unknown-session","validations":[{"name":"Unknown session reported","severity":"shall","expected":"data.result \\"UNKNOWN_SESSION\\" or HTTP 404","actual":"answered data.result <value> for a session that does not exist","facts":{"value":{"path":"$.data.result","value":"ACCEPTED"}},"jsonPath":"$.data.result","reference":{"document":"mod_charging_profiles","section":"4.1","anchor":"charging_profile_response_type_enum","quote":"Profiles for sessions the receiver does not know are refused."}},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]}]},{"side":"sender","name":"Charging profiles, sender interface","partnerRole":"SCSP","description":"Delivers profile results and active-profile updates to the partner that manages the profiles.","checks":[{"slug":"result-post","name":"POST of a ChargingProfileResult to the response_url is acknowledged","method":"POST","path":"/chargingprofiles/results/{command_id}","requestBody":"charging-profile-result","expectedStatus":[200],"responseBody":"ok","validations":[{"name":"Result acknowledged","severity":"shall","expected":"HTTP 200 for a result at the response_url","actual":"answered <status> on the response_url it sent","facts":{"status":{"status":404}},"jsonPath":"$.status_code","reference":{"document":"mod_charging_profiles","section":"1.2.1","anchor":"sender_post","quote":"The party managing profiles accepts results at the URL it gave."}},{"name":"OCPI status code 1000","severity":"shall","expected":"status_code 1000 in the response envelope","actual":"answered <code> (generic server error) in the envelope","facts":{"code":{"statusCode":3000}},"jsonPath":"$.status_code","reference":"success-status"}]},{"slug":"active-push","name":"PUT /chargingprofiles/{session_id} with an ActiveChargingProfile is acknowledged","method":"PUT","path":"/chargingprofiles/{session_id}","requestBody":"active-charging-profile","expectedStatus":[200],"responseBody":"ok","validations":[{"name":"Active profile accepted","severity":"shall","expected":"status_code 1000 for an unsolicited ActiveChargingProfile","actual":"answered <status> for PUT","facts":{"status":{"status":405}},"jsonPath":"$.status_code","reference":{"document":"mod_charging_profiles","section":"1.2.2","anchor":"sender_put","quote":"A charging station operator may push a changed active profile at any time."}},{"name":"Start date accepted","severity":"should","expected":"start_date_time in UTC accepted","actual":"refused a start_date_time with a Z suffix","jsonPath":"$.charging_profile.start_date_time","reference":"datetime"}]},{"slug":"result-unknown","name":"A ChargingProfileResult for an unknown request is refused","method":"POST","path":"/chargingprofiles/results/UNKNOWN-{command_id}","requestBody":"charging-profile-result","expectedStatus":[404],"responseBody":"error","errorCode":2003,"validations":[{"name":"Unknown request refused","severity":"shall","expected":"HTTP 404 for a result nobody asked for","actual":"acknowledged a result for a request it never made","jsonPath":"response.status","reference":"client-errors"},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]}]}]},{"module":"hubclientinfo","group":"hub","mandatory":false,"since":"2.2","object":{"document":"mod_hub_client_info","section":"3.1","anchor":"client_info_object","quote":"ClientInfo tells a party which other parties a hub can reach and whether they are connected."},"suites":[{"side":"sender","name":"Hub client info, sender interface","partnerRole":"Hub","description":"Reads the connection status of the parties the partner hub routes to.","checks":[{"slug":"get-list","name":"GET /hubclientinfo returns a page of ClientInfo objects","method":"GET","path":"/hubclientinfo?limit=10","expectedStatus":[200],"responseBody":"client-info[]","validations":[{"name":"Data is a list of ClientInfo objects","severity":"shall","expected":"data as an array of ClientInfo objects","actual":"returned data as <shape> instead of an array","facts":{"shape":{"single":"$.data"}},"jsonPath":"$.data","reference":{"document":"mod_hub_client_info","section":"1.1.1","anchor":"sender_get_list","quote":"The list call answers with a page of ClientInfo objects in data."}},{"name":"Connection status","severity":"shall","expected":"status CONNECTED, OFFLINE, PLANNED or SUSPENDED","actual":"returned status <value>","facts":{"value":{"path":"$.data[0].status","value":"ONLINE"}},"jsonPath":"$.data[*].status","reference":{"document":"mod_hub_client_info","section":"4.1","anchor":"connection_status_enum","quote":"The status of a connected party is one of the ConnectionStatus values."}},{"name":"Party identification","severity":"shall","since":"2.2","expected":"country_code and party_id on every ClientInfo","actual":"returned ClientInfo objects without <field>","facts":{"field":{"omitted":"$.data[*].party_id"}},"jsonPath":"$.data[*].party_id","reference":{"document":"mod_hub_client_info","section":"3.1","anchor":"object","quote":"Each ClientInfo names the country and party that own it, so a hub can route it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]},{"slug":"get-list-paging","name":"GET /hubclientinfo honours limit and offset and returns Link headers","method":"GET","path":"/hubclientinfo?offset=10&limit=10","expectedStatus":[200],"responseBody":"client-info[]","dependsOn":["get-list"],"validations":[{"name":"Page size honours limit","severity":"shall","expected":"at most 10 items (limit=10)","actual":"returned <count>","facts":{"count":{"items":12}},"jsonPath":"$.data","reference":"pagination"},{"name":"X-Total-Count header","severity":"shall","expected":"an X-Total-Count header with the number of ClientInfo objects available","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Total-Count"}},"jsonPath":"headers.X-Total-Count","reference":"paging-headers"},{"name":"X-Limit header","severity":"shall","expected":"an X-Limit header with the page size applied","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Limit"}},"jsonPath":"headers.X-Limit","reference":"paging-headers"},{"name":"Link to the next page","severity":"shall","expected":"a Link header with rel=\\"next\\" while more pages remain","actual":"sent no <header> header although more pages remain","facts":{"header":{"missingHeader":"Link"}},"jsonPath":"headers.Link","reference":"paging-headers"},{"name":"Pages do not overlap","severity":"should","expected":"the second page to start after the last item of the first","actual":"repeated ClientInfo objects of the first page (not recorded here) on this second page","jsonPath":"$.data[*].id","reference":"pagination"}]},{"slug":"get-list-date-filter","name":"GET /hubclientinfo?date_from&date_to returns only ClientInfo objects updated in that window","method":"GET","path":"/hubclientinfo?date_from={date_from}&date_to={date_to}&limit=10","expectedStatus":[200],"responseBody":"client-info[]","dependsOn":["get-list"],"validations":[{"name":"date_from honoured","severity":"shall","expected":"last_updated at or after date_from on every item","actual":"returned ClientInfo objects last updated before date_from, such as <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{before_date_from}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"},{"name":"date_to honoured","severity":"shall","expected":"last_updated strictly before date_to on every item","actual":"included ClientInfo objects updated exactly at date_to, <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{date_to}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"}]}]},{"side":"receiver","name":"Hub client info, receiver interface","partnerRole":"CPO","description":"Pushes ClientInfo updates to the partner, as a hub does, and reads them back.","checks":[{"slug":"put","name":"PUT /clientinfo/{country_code}/{party_id} stores a ClientInfo","method":"PUT","path":"/clientinfo/{country_code}/{party_id}","requestBody":"client-info","expectedStatus":[200,201],"responseBody":"ok","validations":[{"name":"ClientInfo accepted","severity":"shall","expected":"HTTP 200 or 201 with status_code 1000","actual":"answered <code> (invalid or missing parameters) for a valid ClientInfo","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_hub_client_info","section":"1.2.2","anchor":"receiver_put","quote":"The receiver stores a pushed ClientInfo and confirms it with a success status."}}]},{"slug":"get-own-copy","name":"GET /clientinfo/{country_code}/{party_id} returns the stored copy of the ClientInfo","method":"GET","path":"/clientinfo/{country_code}/{party_id}","expectedStatus":[200],"responseBody":"client-info","dependsOn":["put"],"validations":[{"name":"Stored as sent","severity":"shall","expected":"a later GET of the ClientInfo to return the fields that were pushed","actual":"returned the ClientInfo without some of the fields that were pushed","jsonPath":"$.data","reference":{"document":"mod_hub_client_info","section":"1.2.2","anchor":"receiver_get","quote":"A receiver keeps its copy of a ClientInfo exactly as the owner pushed it."}},{"name":"last_updated preserved","severity":"should","expected":"last_updated exactly as pushed by the owner","actual":"replaced last_updated with its own receive time","jsonPath":"$.data.last_updated","reference":{"document":"mod_hub_client_info","section":"1.2.2","anchor":"receiver_get","quote":"The last_updated of a ClientInfo is the owner\'s timestamp, not the moment the receiver stored it."}}]},{"slug":"put-status-change","name":"PUT with status OFFLINE updates the stored connection status","method":"PUT","path":"/clientinfo/{country_code}/{party_id}","requestBody":"client-info","expectedStatus":[200],"responseBody":"ok","dependsOn":["put"],"validations":[{"name":"Status updated","severity":"shall","expected":"status OFFLINE on the next GET","actual":"kept status CONNECTED on the next GET after the update (not recorded here)","jsonPath":"$.data.status","reference":{"document":"mod_hub_client_info","section":"1.2.2","anchor":"receiver_put","quote":"A party learns from the hub when one of its partners goes offline."}},{"name":"Traffic paused","severity":"should","expected":"no requests routed to a party reported OFFLINE","actual":"kept sending requests to the party reported OFFLINE","jsonPath":"callback.requests","reference":{"document":"mod_hub_client_info","section":"4.1","anchor":"connection_status_enum","quote":"Parties that are offline should not be sent requests until they return."}}]}]}]},{"module":"bookings","group":"booking","mandatory":false,"since":"2.3.0","object":{"document":"mod_bookings","section":"3.3","anchor":"booking_object","quote":"A Booking reserves charging capacity at a Location for a time window, with its own life cycle."},"suites":[{"side":"receiver","name":"Bookings, receiver interface","partnerRole":"CPO","description":"Requests a booking from the partner, reads it, cancels it and checks overlapping requests.","checks":[{"slug":"post","name":"POST /bookings requests a booking and answers the Booking","method":"POST","path":"/bookings","requestBody":"booking-request","expectedStatus":[200,201],"responseBody":"booking","validations":[{"name":"Booking created","severity":"shall","expected":"a Booking with id and reservation_status PENDING or RESERVED","actual":"returned a Booking without <field>","facts":{"field":{"omitted":"$.data.id"}},"jsonPath":"$.data.id","reference":{"document":"mod_bookings","section":"2.1.6","anchor":"cpo_post_booking_method","quote":"A booking request is answered with the Booking it created and its state."}},{"name":"Booking window valid","severity":"shall","expected":"period.start_from before period.end_before, within the Location opening times","actual":"accepted a booking whose end_before is not after its start_from","jsonPath":"$.data.period","reference":{"document":"mod_bookings","section":"3.3","anchor":"booking_object","quote":"A booking covers a time window that the location can actually serve."}},{"name":"Location referenced","severity":"should","expected":"location_id and evse_uid of the booked capacity","actual":"returned a Booking without <field>","facts":{"field":{"omitted":"$.data.evse_uid"}},"jsonPath":"$.data.evse_uid","reference":{"document":"mod_bookings","section":"3.3","anchor":"booking_object","quote":"The booking names the place the driver should go to."}}]},{"slug":"get","name":"GET /bookings/{booking_id} returns the Booking","method":"GET","path":"/bookings/{booking_id}","expectedStatus":[200],"responseBody":"booking","dependsOn":["post"],"validations":[{"name":"Stored as sent","severity":"shall","expected":"a later GET of the Booking to return the fields that were pushed","actual":"returned the Booking without some of the fields that were pushed","jsonPath":"$.data","reference":{"document":"mod_bookings","section":"1.2.2","anchor":"receiver_get","quote":"A receiver keeps its copy of a Booking exactly as the owner pushed it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data.last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data.last_updated","reference":"datetime"}]},{"slug":"cancel","name":"POST of the booking\'s request with canceled set cancels it and releases the booked capacity","method":"POST","path":"/bookings","requestBody":"booking-cancel","expectedStatus":[200],"responseBody":"booking-canceled","dependsOn":["post"],"validations":[{"name":"Cancellation applied","severity":"shall","expected":"reservation_status CANCELED on the returned Booking","actual":"kept reservation_status <status> after the cancellation","facts":{"status":{"path":"$.data.reservation_status","value":"RESERVED"}},"jsonPath":"$.data.reservation_status","reference":{"document":"mod_bookings","section":"4.1","anchor":"request_class","quote":"A booking is canceled by sending its request again, with the same request_id, saying it is canceled."}},{"name":"Capacity released","severity":"should","expected":"the EVSE bookable again for the same window","actual":"refused a new booking for the window just cancelled","jsonPath":"callback.bookings","reference":{"document":"mod_bookings","section":"3.3","anchor":"booking_object","quote":"Cancelled capacity is offered to other drivers again."}}]},{"slug":"overlap","name":"An overlapping booking on the same EVSE is refused","method":"POST","path":"/bookings","requestBody":"booking-request-overlap","expectedStatus":[400,409],"responseBody":"error","errorCode":2001,"dependsOn":["post"],"validations":[{"name":"Overlap refused","severity":"shall","expected":"a refusal for a window that overlaps an accepted booking","actual":"accepted two bookings for the same EVSE and window","jsonPath":"response.status","reference":{"document":"mod_bookings","section":"2.1.6","anchor":"cpo_post_booking_method","quote":"The same capacity is not promised to two drivers at once."}},{"name":"Error explained","severity":"should","expected":"a status_message that explains the error","actual":"left status_message empty (<message>)","facts":{"message":{"path":"$.status_message","value":""}},"jsonPath":"$.status_message","reference":"client-errors"}]}]},{"side":"sender","name":"Bookings, sender interface","partnerRole":"eMSP","description":"Reads the Bookings the partner holds, with paging and date filters.","checks":[{"slug":"get-list","name":"GET /bookings returns a page of Booking objects","method":"GET","path":"/bookings?limit=10","expectedStatus":[200],"responseBody":"booking[]","validations":[{"name":"Data is a list of Bookings","severity":"shall","expected":"data as an array of Booking objects","actual":"returned data as <shape> instead of an array","facts":{"shape":{"single":"$.data"}},"jsonPath":"$.data","reference":{"document":"mod_bookings","section":"1.1.1","anchor":"sender_get_list","quote":"The list call answers with a page of Booking objects in data."}},{"name":"Booking status","severity":"shall","expected":"reservation_status PENDING, RESERVED, CANCELED, FAILED, NO_SHOW, FULFILLED, REJECTED or UNKNOWN","actual":"returned reservation_status <value>","facts":{"value":{"path":"$.data[0].reservation_status","value":"BOOKED"}},"jsonPath":"$.data[*].reservation_status","reference":{"document":"mod_bookings","section":"4.11","anchor":"reservation_status_enum","quote":"A booking state is one of the values the ReservationStatus enumeration defines."}},{"name":"Party identification","severity":"shall","since":"2.2","expected":"country_code and party_id on every Booking","actual":"returned Bookings without <field>","facts":{"field":{"omitted":"$.data[*].party_id"}},"jsonPath":"$.data[*].party_id","reference":{"document":"mod_bookings","section":"3.3","anchor":"booking_object","quote":"Each Booking names the country and party that own it, so a hub can route it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]},{"slug":"get-list-paging","name":"GET /bookings honours limit and offset and returns Link headers","method":"GET","path":"/bookings?offset=10&limit=10","expectedStatus":[200],"responseBody":"booking[]","dependsOn":["get-list"],"validations":[{"name":"Page size honours limit","severity":"shall","expected":"at most 10 items (limit=10)","actual":"returned <count>","facts":{"count":{"items":12}},"jsonPath":"$.data","reference":"pagination"},{"name":"X-Total-Count header","severity":"shall","expected":"an X-Total-Count header with the number of Bookings available","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Total-Count"}},"jsonPath":"headers.X-Total-Count","reference":"paging-headers"},{"name":"X-Limit header","severity":"shall","expected":"an X-Limit header with the page size applied","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Limit"}},"jsonPath":"headers.X-Limit","reference":"paging-headers"},{"name":"Link to the next page","severity":"shall","expected":"a Link header with rel=\\"next\\" while more pages remain","actual":"sent no <header> header although more pages remain","facts":{"header":{"missingHeader":"Link"}},"jsonPath":"headers.Link","reference":"paging-headers"},{"name":"Pages do not overlap","severity":"should","expected":"the second page to start after the last item of the first","actual":"repeated Bookings of the first page (not recorded here) on this second page","jsonPath":"$.data[*].id","reference":"pagination"}]},{"slug":"get-list-date-filter","name":"GET /bookings?date_from&date_to returns only Bookings updated in that window","method":"GET","path":"/bookings?date_from={date_from}&date_to={date_to}&limit=10","expectedStatus":[200],"responseBody":"booking[]","dependsOn":["get-list"],"validations":[{"name":"date_from honoured","severity":"shall","expected":"last_updated at or after date_from on every item","actual":"returned Bookings last updated before date_from, such as <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{before_date_from}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"},{"name":"date_to honoured","severity":"shall","expected":"last_updated strictly before date_to on every item","actual":"included Bookings updated exactly at date_to, <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{date_to}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"}]}]}]},{"module":"payments","group":"payment","mandatory":false,"since":"2.3.0","object":{"document":"mod_payments","section":"3.1","anchor":"terminal_object","quote":"A Terminal is a payment device at a Location; financial advice confirmations report the amounts it captured."},"suites":[{"side":"sender","name":"Payments, sender interface","partnerRole":"PTP","description":"Reads the partner payment terminals and the financial advice confirmations of captured payments.","checks":[{"slug":"get-list","name":"GET /payments/terminals returns a page of Terminal objects","method":"GET","path":"/payments/terminals?limit=10","expectedStatus":[200],"responseBody":"terminal[]","validations":[{"name":"Data is a list of Terminals","severity":"shall","expected":"data as an array of Terminal objects","actual":"returned data as <shape> instead of an array","facts":{"shape":{"single":"$.data"}},"jsonPath":"$.data","reference":{"document":"mod_payments","section":"1.1.1","anchor":"sender_get_list","quote":"The list call answers with a page of Terminal objects in data."}},{"name":"Terminal fields","severity":"shall","expected":"terminal_id and location_ids on every Terminal","actual":"returned a Terminal without <field>","facts":{"field":{"omitted":"$.data[*].location_ids"}},"jsonPath":"$.data[*].location_ids","reference":{"document":"mod_payments","section":"3.1","anchor":"terminal_object","quote":"A terminal states which locations it serves."}},{"name":"Party identification","severity":"shall","since":"2.2","expected":"country_code and party_id on every Terminal","actual":"returned Terminals without <field>","facts":{"field":{"omitted":"$.data[*].party_id"}},"jsonPath":"$.data[*].party_id","reference":{"document":"mod_payments","section":"3.1","anchor":"object","quote":"Each Terminal names the country and party that own it, so a hub can route it."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]},{"slug":"get-list-paging","name":"GET /payments/terminals honours limit and offset and returns Link headers","method":"GET","path":"/payments/terminals?offset=10&limit=10","expectedStatus":[200],"responseBody":"terminal[]","dependsOn":["get-list"],"validations":[{"name":"Page size honours limit","severity":"shall","expected":"at most 10 items (limit=10)","actual":"returned <count>","facts":{"count":{"items":12}},"jsonPath":"$.data","reference":"pagination"},{"name":"X-Total-Count header","severity":"shall","expected":"an X-Total-Count header with the number of Terminals available","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Total-Count"}},"jsonPath":"headers.X-Total-Count","reference":"paging-headers"},{"name":"X-Limit header","severity":"shall","expected":"an X-Limit header with the page size applied","actual":"sent no <header> header","facts":{"header":{"missingHeader":"X-Limit"}},"jsonPath":"headers.X-Limit","reference":"paging-headers"},{"name":"Link to the next page","severity":"shall","expected":"a Link header with rel=\\"next\\" while more pages remain","actual":"sent no <header> header although more pages remain","facts":{"header":{"missingHeader":"Link"}},"jsonPath":"headers.Link","reference":"paging-headers"},{"name":"Pages do not overlap","severity":"should","expected":"the second page to start after the last item of the first","actual":"repeated Terminals of the first page (not recorded here) on this second page","jsonPath":"$.data[*].id","reference":"pagination"}]},{"slug":"get-list-date-filter","name":"GET /payments/terminals?date_from&date_to returns only Terminals updated in that window","method":"GET","path":"/payments/terminals?date_from={date_from}&date_to={date_to}&limit=10","expectedStatus":[200],"responseBody":"terminal[]","dependsOn":["get-list"],"validations":[{"name":"date_from honoured","severity":"shall","expected":"last_updated at or after date_from on every item","actual":"returned Terminals last updated before date_from, such as <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{before_date_from}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"},{"name":"date_to honoured","severity":"shall","expected":"last_updated strictly before date_to on every item","actual":"included Terminals updated exactly at date_to, <stamp>","facts":{"stamp":{"path":"$.data[0].last_updated","value":"{date_to}"}},"jsonPath":"$.data[*].last_updated","reference":"date-filter"}]},{"slug":"financial-advice-list","name":"GET /payments/financial_advice_confirmations returns captured amounts","method":"GET","path":"/payments/financial_advice_confirmations?limit=10","expectedStatus":[200],"responseBody":"financial-advice[]","validations":[{"name":"Capture reported","severity":"shall","expected":"total_costs and capture_status_code on every confirmation","actual":"returned a confirmation without <field>","facts":{"field":{"omitted":"$.data[*].capture_status_code"}},"jsonPath":"$.data[*].capture_status_code","reference":{"document":"mod_payments","section":"3.2","anchor":"financial_advice_confirmation_object","quote":"A confirmation states the amount captured at the payment provider and whether the capture succeeded."}},{"name":"Authorization reference","severity":"shall","expected":"authorization_reference matching a Session","actual":"returned an authorization_reference no Session carries","jsonPath":"$.data[*].authorization_reference","reference":{"document":"mod_payments","section":"3.2","anchor":"financial_advice_confirmation_object","quote":"A confirmation links the payment to the session it paid for."}},{"name":"Timestamps in UTC","severity":"should","expected":"last_updated in RFC 3339 UTC with a \\"Z\\" suffix","actual":"returned last_updated <stamp> with a local offset","facts":{"stamp":{"path":"$.data[0].last_updated","value":"2025-03-04T09:12:44+01:00"}},"jsonPath":"$.data[*].last_updated","reference":"datetime"}]}]},{"side":"receiver","name":"Payments, receiver interface","partnerRole":"CPO","description":"Assigns a payment terminal to locations at the partner and posts a financial advice confirmation.","checks":[{"slug":"put","name":"PUT /payments/terminals/{terminal_id} stores a Terminal","method":"PUT","path":"/payments/terminals/{terminal_id}","requestBody":"terminal","expectedStatus":[200,201],"responseBody":"ok","validations":[{"name":"Terminal accepted","severity":"shall","expected":"HTTP 200 or 201 with status_code 1000","actual":"answered <code> (invalid or missing parameters) for a valid Terminal","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_payments","section":"1.2.2","anchor":"receiver_put","quote":"The receiver stores a pushed Terminal and confirms it with a success status."}}]},{"slug":"get-own-copy","name":"GET /payments/terminals/{terminal_id} returns the stored copy of the Terminal","method":"GET","path":"/payments/terminals/{terminal_id}","expectedStatus":[200],"responseBody":"terminal","dependsOn":["put"],"validations":[{"name":"Stored as sent","severity":"shall","expected":"a later GET of the Terminal to return the fields that were pushed","actual":"returned the Terminal without some of the fields that were pushed","jsonPath":"$.data","reference":{"document":"mod_payments","section":"1.2.2","anchor":"receiver_get","quote":"A receiver keeps its copy of a Terminal exactly as the owner pushed it."}},{"name":"last_updated preserved","severity":"should","expected":"last_updated exactly as pushed by the owner","actual":"replaced last_updated with its own receive time","jsonPath":"$.data.last_updated","reference":{"document":"mod_payments","section":"1.2.2","anchor":"receiver_get","quote":"The last_updated of a Terminal is the owner\'s timestamp, not the moment the receiver stored it."}}]},{"slug":"financial-advice-post","name":"POST /payments/financial_advice_confirmations stores a capture confirmation","method":"POST","path":"/payments/financial_advice_confirmations","requestBody":"financial-advice","expectedStatus":[200,201],"responseBody":"ok","validations":[{"name":"Confirmation accepted","severity":"shall","expected":"status_code 1000 for a valid confirmation","actual":"answered <code> for a confirmation with a valid authorization_reference","facts":{"code":{"statusCode":2001}},"jsonPath":"$.status_code","reference":{"document":"mod_payments","section":"1.2.2","anchor":"receiver_post","quote":"The receiver records each captured payment it is told about."}},{"name":"CDR cost reconciled","severity":"should","expected":"the CDR total_cost equal to the captured amount","actual":"issued a CDR whose total_cost differs from the captured amount","jsonPath":"callback.cdrs","reference":{"document":"mod_payments","section":"3.2","anchor":"financial_advice_confirmation_object","quote":"What the driver paid at the terminal matches the cost in the CDR."}}]}]}]}]}');
;// CONCATENATED MODULE: ./lib/emulator/roster-data.js
/**
 * The format of data/roster.json, the check roster of the emulated service, as the schema the
 * file is checked against when the emulator loads (roster.ts compiles it per OCPI version).
 *
 * The file holds the spec documents the roster cites, named references that several validations
 * share, and the modules: each with its suites, each suite with its checks, each check with the
 * exchange it makes and the validations it grades. Modules, checks and validations can be limited
 * to a range of OCPI versions (`since`, `until`, both inclusive); `{version}` in any check name,
 * expected or actual text reads as the version.
 *
 * Beyond the shape, the links are checked: named references and spec documents exist, check slugs
 * are unique in their module, a check depends only on other checks of its own suite, and every
 * fact a validation's `actual` states is a <name> of its `facts` (no quoted value, number or
 * header name outside one), so that the report generator can make the exchange show it.
 */



/** JSON bodies the report generator synthesises (report-bodies.ts); `x[]` is a page of x. */
const BODY_SHAPES = [
    'versions',
    'version-details',
    'credentials',
    'location',
    'location[]',
    'evse',
    'evse-patch',
    'connector',
    'session',
    'session[]',
    'session-patch',
    'charging-preferences',
    'charging-preferences-response',
    'cdr',
    'cdr[]',
    'tariff',
    'tariff[]',
    'token',
    'token[]',
    'token-patch',
    'location-references',
    'authorization-info',
    'start-session',
    'stop-session',
    'reserve-now',
    'cancel-reservation',
    'unlock-connector',
    'command-response',
    'command-result',
    'set-charging-profile',
    'charging-profile-response',
    'charging-profile-unknown-session',
    'charging-profile-result',
    'active-charging-profile',
    'client-info',
    'client-info[]',
    'booking-request',
    'booking-request-overlap',
    'booking-cancel',
    'booking',
    'booking[]',
    'booking-canceled',
    'terminal',
    'terminal[]',
    'financial-advice',
    'financial-advice[]',
    'ok',
    'error',
];
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SEVERITIES = ['shall', 'should', 'may'];
/**
 * Named references the report generator cites itself, for the validations every check makes
 * (HTTP status, request completed, response time); the file must define them.
 */
const SHARED_REFERENCE_NAMES = ['http-status', 'transport', 'response-time'];
const roster_data_Text = schemas/* string */.YjP().min(1);
const roster_data_Slug = schemas/* string */.YjP().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by "-"');
const Version = schemas/* enum */.k5n(interface_rules/* OCPI_VERSIONS */.W8);
/** `since` and `until`: the first and last OCPI version an entry belongs to (absent: no bound). */
const versionRange = { since: Version.optional(), until: Version.optional() };
const DocumentSchema = schemas/* strictObject */.rej({
    /** Chapter of the document in the OCPI specification. */
    chapter: schemas/* number */.aig().int().positive(),
    /** Part II (transport and format) or Part III (modules) of the specification. */
    part: schemas/* enum */.k5n(['II', 'III']),
    /** Page the chapter starts on; a section's page is derived from it. */
    page: schemas/* number */.aig().int().positive(),
});
const ReferenceSchema = schemas/* strictObject */.rej({
    /** The spec document: a key of `documents`. */
    document: roster_data_Text,
    /** Section below the document's chapter, such as "1.4.1". */
    section: schemas/* string */.YjP().regex(/^\d+(\.\d+)*$/, 'must be section numbers such as "1.4.1"'),
    /** Anchor in the document, without the document prefix. */
    anchor: roster_data_Text,
    /** The rule in our own words (not spec text). */
    quote: roster_data_Text,
});
const BodyPath = schemas/* string */.YjP()
    .regex(/^\$((\.[A-Za-z_]\w*)|(\[(\d+|\*)\]))*$/, 'must be a body path: $ then .key, [n] or [*] steps');
const HeaderName = schemas/* string */.YjP().regex(/^[A-Za-z][A-Za-z-]*$/, 'must be an HTTP header name');
/**
 * A fact the words of a failed validation state about its exchange, written in `actual` as
 * <name>. The report generator writes the fact into the words and makes the exchange show it
 * (partner-faults.ts): the HTTP status, the envelope's status_code, a header not sent or sent
 * with a fresh value, the number of data items, a value at a path of the response body
 * (`path`) or of the request body (`requestPath`), array elements left out (`unlisted`: those
 * whose `field` is `value`), a field left out (`omitted`, shown by its name), an array sent as
 * its first element (`single`) or an HTML page for a body (`htmlPage`). A string value written
 * `{date_to}` is the run's (a name of report-bodies.ts RunFacts.ids).
 */
const FactSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({ status: schemas/* number */.aig().int().min(100).max(599) }),
    schemas/* strictObject */.rej({ statusCode: schemas/* number */.aig().int().min(1000).max(4999) }),
    schemas/* strictObject */.rej({ missingHeader: HeaderName }),
    schemas/* strictObject */.rej({ changedHeader: HeaderName }),
    schemas/* strictObject */.rej({ items: schemas/* number */.aig().int().min(0).max(100) }),
    schemas/* strictObject */.rej({ path: BodyPath, value: schemas/* json */.Pq9() }),
    schemas/* strictObject */.rej({ requestPath: BodyPath, value: schemas/* json */.Pq9() }),
    schemas/* strictObject */.rej({ unlisted: BodyPath, field: schemas/* string */.YjP().min(1), value: schemas/* string */.YjP() }),
    schemas/* strictObject */.rej({ omitted: BodyPath.regex(/\.[A-Za-z_]\w*$/, 'must end in a .key step') }),
    schemas/* strictObject */.rej({ single: BodyPath }),
    schemas/* strictObject */.rej({ htmlPage: schemas/* literal */.euz(true) }),
], {
    error: 'is not a fact: write one of {status}, {statusCode}, {missingHeader}, {changedHeader}, {items}, {path, value}, {requestPath, value}, {unlisted, field, value}, {omitted}, {single}, {htmlPage: true}, paths as $.data[0].key',
});
/**
 * How a check's request body is made invalid on purpose, the one way its name and validations
 * say (a Location without coordinates): a field left out (`omitted`), or a value set at a path
 * (`path`, `value`). The rest of the body stays valid.
 */
const InvalidRequestSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({ omitted: BodyPath.regex(/\.[A-Za-z_]\w*$/, 'must end in a .key step') }),
    schemas/* strictObject */.rej({ path: BodyPath, value: schemas/* json */.Pq9() }),
], { error: 'is not an invalid request: write {omitted} or {path, value}, paths as $.key' });
const ValidationSchema = schemas/* strictObject */.rej({
    name: roster_data_Text,
    /** shall: a failure fails the check; should: a failure is a warning; may: informative. */
    severity: schemas/* enum */.k5n(SEVERITIES),
    ...versionRange,
    /** What a conformant partner shows, as a noun phrase ("at most 10 items (limit=10)"). */
    expected: roster_data_Text,
    /**
     * What a non-conformant partner typically does instead, as a verb phrase ("returned <count>");
     * every fact in it is a <name> of `facts`, so that the exchange can be made to show it.
     */
    actual: roster_data_Text,
    /** The facts `actual` names, by name. */
    facts: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[a-z][a-z-]*$/), FactSchema).optional(),
    /** Where in the exchange the validation looks. */
    jsonPath: roster_data_Text,
    /** The spec rule: the name of an entry of `references`, or a reference of its own. */
    reference: schemas/* union */.KCZ([roster_data_Text, ReferenceSchema]),
});
const CheckSchema = schemas/* strictObject */.rej({
    /** The check's id within its module; test ids are VERSION/MODULE/SLUG. */
    slug: roster_data_Slug,
    name: roster_data_Text,
    ...versionRange,
    method: schemas/* enum */.k5n(HTTP_METHODS),
    /** Path relative to the partner's OCPI root; placeholders such as {location_id} are filled per run. */
    path: schemas/* string */.YjP().startsWith('/'),
    /** The path sits at the OCPI root (versions endpoint, version details), not under /{version}. */
    root: schemas/* literal */.euz(true).optional(),
    /** The request goes out without the partner credentials token. */
    anonymous: schemas/* literal */.euz(true).optional(),
    /** The check is about name resolution and TLS rather than HTTP (transport kind DNS). */
    dns: schemas/* literal */.euz(true).optional(),
    requestBody: schemas/* enum */.k5n(BODY_SHAPES).optional(),
    /** The request body broken on purpose, as the check's name says (needs requestBody). */
    invalidRequest: InvalidRequestSchema.optional(),
    expectedStatus: schemas/* array */.YOg(schemas/* number */.aig().int().min(100).max(599)).min(1),
    responseBody: schemas/* enum */.k5n(BODY_SHAPES),
    /** OCPI status_code of an `error` response body (default 2000). */
    errorCode: schemas/* number */.aig().int().optional(),
    /** Slugs of checks of the same suite that must pass for this one to be reached. */
    dependsOn: schemas/* array */.YOg(roster_data_Slug).optional(),
    validations: schemas/* array */.YOg(ValidationSchema).min(1),
});
const SuiteSchema = schemas/* strictObject */.rej({
    /** The suite's id within its module; suite ids are VERSION/MODULE/SIDE. */
    side: roster_data_Slug,
    /** Suite name; the listing adds " (OCPI VERSION)". */
    name: roster_data_Text,
    /** Role the partner plays in this suite, for the tag partner:ROLE. */
    partnerRole: roster_data_Text,
    description: roster_data_Text,
    checks: schemas/* array */.YOg(CheckSchema).min(1),
});
const ModuleSchema = schemas/* strictObject */.rej({
    /** OCPI module identifier, such as "locations". */
    module: schemas/* string */.YjP().regex(/^[a-z]+$/, 'must be an OCPI module identifier (lower-case letters)'),
    /** Group of the suite listing, also a tag. */
    group: roster_data_Slug,
    mandatory: schemas/* boolean */.zMY(),
    ...versionRange,
    /** The object definition the module's checks read against, cited as a source on some checks. */
    object: ReferenceSchema,
    suites: schemas/* array */.YOg(SuiteSchema).min(1),
});
const RosterFileShape = schemas/* strictObject */.rej({
    /** Notes for readers of the file; not read. */
    $comment: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Spec documents by file name without extension, such as "mod_locations". */
    documents: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[a-z_]+$/), DocumentSchema),
    /** References that several validations share, by name. */
    references: schemas/* record */.g1P(roster_data_Text, ReferenceSchema),
    modules: schemas/* array */.YOg(ModuleSchema).min(1),
});
const RosterFileSchema = RosterFileShape.superRefine(roster_data_checkLinks);
/** The roster of a data file's content; throws DataFileError naming `source` when it is invalid. */
function parseRosterFile(raw, source) {
    return parseDataFile(RosterFileSchema, raw, source);
}
/** Whether an entry limited to `range` belongs to `version`. */
function inRange(version, range) {
    const at = interface_rules/* OCPI_VERSIONS */.W8.indexOf(version);
    if (range.since && at < interface_rules/* OCPI_VERSIONS */.W8.indexOf(range.since))
        return false;
    if (range.until && at > interface_rules/* OCPI_VERSIONS */.W8.indexOf(range.until))
        return false;
    return true;
}
function roster_data_checkLinks(roster, ctx) {
    const check = {
        roster,
        issue: (path, message) => ctx.addIssue({ code: 'custom', path, message }),
    };
    for (const name of SHARED_REFERENCE_NAMES) {
        if (!Object.hasOwn(roster.references, name)) {
            check.issue(['references'], `lacks "${name}", which the report generator cites`);
        }
    }
    for (const [name, ref] of Object.entries(roster.references)) {
        checkDocument(check, ref, ['references', name]);
    }
    const modules = new Set();
    roster.modules.forEach((module, m) => {
        if (modules.has(module.module))
            check.issue(['modules', m, 'module'], 'is given twice');
        modules.add(module.module);
        checkRange(check, module, ['modules', m]);
        checkDocument(check, module.object, ['modules', m, 'object']);
        checkModule(check, module, ['modules', m]);
    });
}
function checkDocument(check, ref, path) {
    if (!Object.hasOwn(check.roster.documents, ref.document)) {
        check.issue([...path, 'document'], `names no entry of documents: "${ref.document}"`);
    }
}
function checkRange(check, range, path) {
    if (range.since && range.until && !inRange(range.until, { since: range.since })) {
        check.issue([...path, 'until'], `${range.until} comes before since (${range.since})`);
    }
}
function checkModule(check, module, at) {
    const slugs = new Set();
    module.suites.forEach((suite, s) => {
        const ofSuite = new Set(suite.checks.map((entry) => entry.slug));
        suite.checks.forEach((entry, c) => {
            const path = [...at, 'suites', s, 'checks', c];
            if (slugs.has(entry.slug))
                check.issue([...path, 'slug'], `"${entry.slug}" is used twice`);
            slugs.add(entry.slug);
            checkRange(check, entry, path);
            if (entry.invalidRequest && !entry.requestBody) {
                check.issue([...path, 'invalidRequest'], 'breaks a request body the check does not send');
            }
            entry.dependsOn?.forEach((slug, d) => {
                if (!ofSuite.has(slug) || slug === entry.slug) {
                    check.issue([...path, 'dependsOn', d], `"${slug}" is not another check of the suite`);
                }
            });
            checkValidations(check, module, entry, path);
        });
    });
}
function checkValidations(check, module, entry, at) {
    entry.validations.forEach((validation, v) => {
        const path = [...at, 'validations', v];
        checkRange(check, validation, path);
        checkFacts(check, validation, path);
        if (typeof validation.reference !== 'string') {
            checkDocument(check, validation.reference, [...path, 'reference']);
        }
        else if (!Object.hasOwn(check.roster.references, validation.reference)) {
            check.issue([...path, 'reference'], `names no entry of references: "${validation.reference}"`);
        }
    });
    // A check that fails on a validation fails one of its `shall` validations.
    for (const version of interface_rules/* OCPI_VERSIONS */.W8) {
        if (!inRange(version, module) || !inRange(version, entry))
            continue;
        const inVersion = entry.validations.filter((validation) => inRange(version, validation));
        if (!inVersion.some((validation) => validation.severity === 'shall')) {
            check.issue([...at, 'validations'], `has no "shall" validation in OCPI ${version}`);
        }
    }
}
/**
 * What the words of a failure may say outside a fact: no quoted value, no number (a status, a
 * status_code, a count, a version), no header name. Such a fact has to be a <name> of `facts`,
 * which the exchange is made to show.
 */
const LITERAL_FACT = /"[^"]*"?|-?\d[\d.:]*|\{version\}|\bX-[A-Za-z-]+|\b[A-Z][\w-]* header\b/;
function checkFacts(check, validation, at) {
    const facts = validation.facts ?? {};
    const named = [...validation.actual.matchAll(/<([^<>]*)>/g)].map((match) => match[1]);
    for (const name of named) {
        if (!Object.hasOwn(facts, name)) {
            check.issue([...at, 'actual'], `names the fact <${name}>, which facts does not define`);
        }
    }
    for (const name of Object.keys(facts)) {
        if (!named.includes(name))
            check.issue([...at, 'facts', name], 'is not named in actual');
    }
    const literal = validation.actual.replace(/<[^<>]*>/g, '');
    const fact = LITERAL_FACT.exec(literal);
    if (fact) {
        const what = fact[0].startsWith('"') ? `the quoted value ${fact[0]}` : `"${fact[0]}"`;
        check.issue([...at, 'actual'], `states ${what} outside a <name>: write it as one of facts, which the exchange is made to show`);
    }
}

;// CONCATENATED MODULE: ./lib/emulator/roster.js
/**
 * The suite roster of the emulated service: per OCPI version, the modules, their suites and the
 * checks each suite runs, with the validations, spec references and exchange templates the report
 * generator turns into graded checks.
 *
 * The roster is data (data/roster.json, its format in roster-data.ts), checked when this module
 * loads and compiled here per version: entries outside a version's range are left out,
 * `{version}` is filled in, and spec references are expanded to what reports cite.
 */




/** Version of the emulated service, stamped into report provenance as `emulator-<version>`. */
const EMULATOR_VERSION = '1.3.0';
/** Where the roster comes from, as error messages name it. */
const ROSTER_SOURCE = 'src/emulator/data/roster.json';
const ROSTER = parseRosterFile(roster_namespaceObject, ROSTER_SOURCE);
// ---------------------------------------------------------------------------------------------
// Spec references.
const STRENGTH = { shall: 'SHALL', should: 'SHOULD', may: 'MAY' };
function documentTitle(version, part) {
    return `OCPI ${version} Part ${part}: ${part === 'II' ? 'Transport and Format' : 'Modules'}`;
}
/** A reference of the roster (by name or inline) as reports cite it for a version. */
function reference(version, ref, severity) {
    // Reference names and documents were checked when the roster loaded (roster-data.ts).
    const { document, section, anchor, quote } = typeof ref === 'string' ? ROSTER.references[ref] : ref;
    const doc = ROSTER.documents[document];
    const [major = 0, minor = 0] = section.split('.').map(Number);
    return {
        // OCPI 2.1.1 is published as Markdown, 2.2 and later as AsciiDoc.
        path: `${document}.${version === '2.1.1' ? 'md' : 'asciidoc'}`,
        section: `${doc.chapter}.${section}`,
        anchor: `${document}_${anchor}`,
        documentTitle: documentTitle(version, doc.part),
        page: doc.page + (major - 1) * 4 + minor,
        strength: STRENGTH[severity],
        quote,
    };
}
/** The references of the validations every check makes (HTTP status, transport, response time). */
function sharedReference(version, name, severity) {
    return reference(version, name, severity);
}
// ---------------------------------------------------------------------------------------------
// Compilation per version.
function fill(text, version) {
    return text.replaceAll('{version}', version);
}
/** A fact of the roster as the fault it is, `{version}` filled in its values. */
function compileFact(fact, version) {
    const value = (raw) => JSON.parse(fill(JSON.stringify(raw), version));
    if ('status' in fact)
        return { kind: 'http-status', status: fact.status };
    if ('statusCode' in fact)
        return { kind: 'status-code', code: fact.statusCode };
    if ('missingHeader' in fact)
        return { kind: 'missing-header', name: fact.missingHeader };
    if ('changedHeader' in fact)
        return { kind: 'changed-header', name: fact.changedHeader };
    if ('items' in fact)
        return { kind: 'item-count', count: fact.items };
    if ('path' in fact) {
        return { kind: 'data', where: 'response', path: fact.path, value: value(fact.value) };
    }
    if ('requestPath' in fact) {
        return { kind: 'data', where: 'request', path: fact.requestPath, value: value(fact.value) };
    }
    if ('unlisted' in fact) {
        return {
            kind: 'unlisted',
            path: fact.unlisted,
            field: fact.field,
            value: fill(fact.value, version),
        };
    }
    if ('single' in fact)
        return { kind: 'single-object', path: fact.single };
    if ('htmlPage' in fact)
        return { kind: 'html-page' };
    return { kind: 'omitted', path: fact.omitted };
}
/** The words of `actual`: its text, and its <name>s as the faults of `facts`. */
function compileWords(entry, version) {
    // The roster was checked when it loaded: every <name> is a fact, no fact lies outside one.
    return entry.actual
        .split(/(<[^<>]*>)/)
        .filter((part) => part !== '')
        .map((part) => {
        const name = /^<([^<>]*)>$/.exec(part)?.[1];
        return name === undefined ? part : compileFact(entry.facts[name], version);
    });
}
function compileValidation(version, entry) {
    return {
        name: entry.name,
        severity: entry.severity,
        required: entry.severity === 'shall',
        expected: fill(entry.expected, version),
        actual: compileWords(entry, version),
        jsonPath: entry.jsonPath,
        references: [reference(version, entry.reference, entry.severity)],
    };
}
/** The references of a check: those of its validations, each once, in order. */
function distinctReferences(validations) {
    const seen = new Set();
    return validations
        .flatMap((validation) => validation.references)
        .filter((ref) => {
        const key = `${ref.path}#${ref.anchor}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
function compileCheck(version, module, entry, present) {
    const testId = (slug) => `${version}/${module.module}/${slug}`;
    const validations = entry.validations
        .filter((validation) => inRange(version, validation))
        .map((validation) => compileValidation(version, validation));
    return {
        testId: testId(entry.slug),
        name: fill(entry.name, version),
        expectedStatus: entry.expectedStatus,
        validations,
        references: distinctReferences(validations),
        sourceCitation: reference(version, module.object, 'shall'),
        dependsOn: (entry.dependsOn ?? []).filter((slug) => present.has(slug)).map(testId),
        exchange: {
            method: entry.method,
            path: entry.path,
            underVersion: !entry.root,
            authorized: !entry.anonymous,
            requestBody: entry.requestBody,
            ...(entry.invalidRequest === undefined ? {} : { invalidRequest: entry.invalidRequest }),
            responseBody: entry.responseBody,
            errorCode: entry.errorCode,
        },
        transportKind: entry.dns ? 'DNS' : 'HTTP',
    };
}
/** The suites of a version; `order` is numbered across versions by compileRoster. */
function compileVersion(version) {
    const suites = [];
    for (const module of ROSTER.modules) {
        if (!inRange(version, module))
            continue;
        for (const suite of module.suites) {
            const entries = suite.checks.filter((check) => inRange(version, check));
            const present = new Set(entries.map((check) => check.slug));
            suites.push({
                id: `${version}/${module.module}/${suite.side}`,
                name: `${suite.name} (OCPI ${version})`,
                module: module.module,
                version,
                description: suite.description,
                tags: [
                    module.module,
                    suite.side,
                    `partner:${suite.partnerRole}`,
                    module.group,
                    ...(module.mandatory ? ['mandatory'] : []),
                ],
                group: module.group,
                order: 0,
                mandatory: module.mandatory,
                checks: entries.map((check) => compileCheck(version, module, check, present)),
            });
        }
    }
    return suites;
}
let compiled;
function roster() {
    if (compiled)
        return compiled;
    compiled = new Map();
    let order = 1;
    for (const version of interface_rules/* OCPI_VERSIONS */.W8) {
        const suites = compileVersion(version);
        for (const suite of suites)
            suite.order = order++;
        compiled.set(version, suites);
    }
    return compiled;
}
/** Modules of an OCPI version, in roster order; empty for a version the roster does not know. */
function modulesFor(ocpiVersion) {
    const suites = roster().get(ocpiVersion) ?? [];
    return [...new Set(suites.map((suite) => suite.module))];
}
/** Suites of an OCPI version, optionally of one module; empty when none match. */
function suitesFor(ocpiVersion, module) {
    const suites = roster().get(ocpiVersion) ?? [];
    return module === undefined ? suites : suites.filter((suite) => suite.module === module);
}
/** The check slugs of every module, over all versions (for checking journey content). */
function checkSlugsByModule() {
    const slugs = new Map();
    for (const module of ROSTER.modules) {
        const set = slugs.get(module.module) ?? new Set();
        for (const suite of module.suites)
            for (const check of suite.checks)
                set.add(check.slug);
        slugs.set(module.module, set);
    }
    return slugs;
}
let hash;
/** Stable hash of the whole roster definition (sha256, first 16 hex digits). */
function rosterHash() {
    hash ??= (0,external_node_crypto_.createHash)('sha256')
        .update(JSON.stringify([EMULATOR_VERSION, ...roster().entries()]))
        .digest('hex')
        .slice(0, 16);
    return hash;
}
/** The suite listing of section 2.7: every suite of every version. */
function suiteListing() {
    const suites = [...roster().values()].flat().map((suite) => ({
        id: suite.id,
        name: suite.name,
        module: suite.module,
        version: suite.version,
        test_count: suite.checks.length,
        description: suite.description,
        tags: [...suite.tags],
        group: suite.group,
        order: suite.order,
        mandatory: suite.mandatory,
    }));
    return {
        total_suites: suites.length,
        suites,
        endpoint: '/testing/suites',
        version: EMULATOR_VERSION,
        description: `OCPI conformance suites of the Partner Endpoint Testing Service emulator, roster ${rosterHash()}, for OCPI ${interface_rules/* OCPI_VERSIONS */.W8.join(', ')}.`,
    };
}

;// CONCATENATED MODULE: ./lib/emulator/report-bodies.js
/**
 * The partner data of report exchanges: the facts of a run (identifiers, parties, clock), and the
 * JSON bodies of each shape the roster names (BODY_SHAPES of roster-data.ts), in the form of the
 * OCPI version under test. Every value is drawn from the run's seed.
 */


/** Objects in a page of a list (`x[]` shapes) and the page size the paging headers announce. */
const PAGE_SIZE = 10;
/** What an Authorization header or credentials token shows instead of a secret. */
const MASK = '***';
const EPOCH = Date.UTC(2025, 5, 2, 8, 0, 0);
function runFacts(ctx) {
    const r = rng(ctx.seed, 'run-facts');
    const root = ctx.partnerBaseUrl.replace(/\/+$/, '').replace(/\/versions$/, '');
    let host = 'partner.invalid';
    try {
        host = new URL(root).host;
    }
    catch {
        // A base URL that does not parse still gets exchanges; the host is only decoration.
    }
    const now = EPOCH + r.int(0, 120 * 24 * 3600) * 1000;
    const theirs = { country: r.pick(['NL', 'DE', 'BE', 'FR']), party: r.pick(PARTY_IDS) };
    const ours = { country: 'NL', party: 'PTS' };
    const ids = {
        location_id: `LOC-${r.int(1000, 9999)}`,
        evse_uid: `EVSE-${r.int(100, 999)}`,
        connector_id: String(r.int(1, 2)),
        session_id: `SES-${r.hex(10)}`,
        cdr_id: `CDR-${r.hex(10)}`,
        tariff_id: `TRF-${r.int(10, 99)}`,
        token_uid: r.hex(14).toUpperCase(),
        command_id: r.hex(12),
        booking_id: `BKG-${r.hex(8)}`,
        terminal_id: `TRM-${r.int(1000, 9999)}`,
        // The request_id and authorization_reference of the run's booking (mod_bookings).
        booking_request_id: `REQ-${r.hex(8)}`,
        booking_reference: `BKA-${r.hex(12)}`,
        date_from: iso(now - 7 * 24 * 3600 * 1000),
        // A last_updated a date filter from date_from must not let through.
        before_date_from: iso(now - 8 * 24 * 3600 * 1000),
        date_to: iso(now),
        country_code: ours.country,
        party_id: ours.party,
    };
    ids.response_url = `https://callbacks.pets.invalid/ocpi/results/${ids.command_id}`;
    const echo = ctx.scenario.echoSecrets && Boolean(ctx.partnerToken);
    return {
        version: ctx.ocpiVersion,
        v22: ctx.ocpiVersion !== '2.1.1',
        v23: ctx.ocpiVersion === '2.3.0',
        root,
        host,
        now,
        ours,
        theirs,
        ids,
        roles: ctx.roles ?? { ours: 'EMSP', theirs: 'CPO' },
        partnerToken: echo ? ctx.partnerToken : undefined,
    };
}
const PARTY_IDS = ['EVB', 'CPX', 'GRN', 'VLT', 'ION', 'AMP'];
function iso(ms) {
    return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
const CITIES = [
    {
        city: 'Amsterdam',
        postal: '1017 CT',
        country: 'NLD',
        lat: 52.37,
        lon: 4.89,
        tz: 'Europe/Amsterdam',
    },
    {
        city: 'Utrecht',
        postal: '3511 LX',
        country: 'NLD',
        lat: 52.09,
        lon: 5.12,
        tz: 'Europe/Amsterdam',
    },
    { city: 'Berlin', postal: '10115', country: 'DEU', lat: 52.52, lon: 13.4, tz: 'Europe/Berlin' },
    {
        city: 'Antwerpen',
        postal: '2000',
        country: 'BEL',
        lat: 51.22,
        lon: 4.4,
        tz: 'Europe/Brussels',
    },
    { city: 'Lyon', postal: '69002', country: 'FRA', lat: 45.76, lon: 4.84, tz: 'Europe/Paris' },
];
const STREETS = ['Stationsplein', 'Keizersgracht', 'Industrieweg', 'Havenstraat', 'Marktplein'];
const EVSE_STATUSES = ['AVAILABLE', 'AVAILABLE', 'CHARGING', 'BLOCKED', 'OUTOFORDER'];
const CONNECTOR_TYPES = [
    { standard: 'IEC_62196_T2', format: 'SOCKET', power_type: 'AC_3_PHASE', volts: 400, amps: 32 },
    { standard: 'IEC_62196_T2_COMBO', format: 'CABLE', power_type: 'DC', volts: 920, amps: 200 },
    { standard: 'CHADEMO', format: 'CABLE', power_type: 'DC', volts: 500, amps: 125 },
];
function stamp(b, maxMinutesAgo = 20 * 24 * 60) {
    return iso(b.facts.now - b.r.int(1, maxMinutesAgo) * 60_000);
}
function party(b) {
    return b.facts.v22 ? { country_code: b.owner.country, party_id: b.owner.party } : {};
}
function money(value) {
    return Math.round(value * 100) / 100;
}
function connector(b, id) {
    const type = b.r.pick(CONNECTOR_TYPES);
    // OCPI 2.1.1 rates a Connector in voltage and amperage and names one tariff_id (mod_locations
    // 3.3); 2.2 rates it in max_voltage, max_amperage and an int max_electric_power and lists
    // tariff_ids.
    const rated = b.facts.v22
        ? {
            max_voltage: type.volts,
            max_amperage: type.amps,
            max_electric_power: Math.round(type.volts * type.amps * (type.power_type === 'DC' ? 1 : 1.732)),
            tariff_ids: [b.facts.ids.tariff_id],
        }
        : { voltage: type.volts, amperage: type.amps, tariff_id: b.facts.ids.tariff_id };
    return {
        id,
        standard: type.standard,
        format: type.format,
        power_type: type.power_type,
        ...rated,
        last_updated: stamp(b),
    };
}
/** An EVSE; `only` names the one Connector it shows (a 2.1.1 Session's or CDR's Location). */
function evse(b, uid, only) {
    const count = only === undefined ? b.r.int(1, 2) : 1;
    return {
        uid,
        evse_id: `${b.owner.country}*${b.owner.party}*E${uid.replace(/\D/g, '')}`,
        status: b.r.pick(EVSE_STATUSES),
        capabilities: ['RFID_READER', 'REMOTE_START_STOP_CAPABLE'],
        connectors: Array.from({ length: count }, (_, i) => connector(b, only ?? String(i + 1))),
        physical_reference: String(b.r.int(1, 12)),
        last_updated: stamp(b),
    };
}
/**
 * A Location; `only` names the one EVSE and Connector it shows: OCPI 2.1.1's Session and CDR
 * carry "the location ..., including only the relevant EVSE and connector" (mod_sessions 3.1,
 * mod_cdrs 3.1).
 */
function report_bodies_location(b, id, only) {
    const place = b.r.pick(CITIES);
    const evses = only === undefined ? b.r.int(1, 4) : 1;
    return {
        ...party(b),
        id,
        ...(b.facts.v22 ? { publish: true } : { type: 'ON_STREET' }),
        name: `${place.city} ${b.r.pick(STREETS)}`,
        address: `${b.r.pick(STREETS)} ${b.r.int(1, 240)}`,
        city: place.city,
        postal_code: place.postal,
        country: place.country,
        coordinates: {
            latitude: (place.lat + b.r.next() * 0.05).toFixed(6),
            longitude: (place.lon + b.r.next() * 0.05).toFixed(6),
        },
        evses: Array.from({ length: evses }, (_, i) => only === undefined ? evse(b, `EVSE-${100 + i}`) : evse(b, only.evse, only.connector)),
        operator: { name: `${b.owner.party} Charging` },
        time_zone: place.tz,
        last_updated: stamp(b),
    };
}
/** The Location of a 2.1.1 Session or CDR: the run's location, EVSE and connector alone. */
function chargedAt(b) {
    const { ids } = b.facts;
    return report_bodies_location(b, ids.location_id, { evse: ids.evse_uid, connector: ids.connector_id });
}
function token(b, uid) {
    const contract = `${b.owner.country}-${b.owner.party}-C${b.r.int(10_000_000, 99_999_999)}`;
    return {
        ...party(b),
        uid,
        type: 'RFID',
        ...(b.facts.v22 ? { contract_id: contract } : { auth_id: contract }),
        issuer: `${b.owner.party} Mobility`,
        valid: true,
        whitelist: 'ALLOWED',
        last_updated: stamp(b),
    };
}
function cdrToken(b) {
    return b.facts.v22
        ? {
            ...(b.facts.version === '2.2' ? {} : { country_code: b.owner.country, party_id: 'MSP' }),
            uid: b.facts.ids.token_uid,
            type: 'RFID',
            contract_id: `${b.owner.country}-MSP-C${b.r.int(10_000_000, 99_999_999)}`,
        }
        : { auth_id: `${b.owner.country}-MSP-C${b.r.int(10_000_000, 99_999_999)}` };
}
function chargingPeriods(b, start, kwh) {
    const periods = b.r.int(1, 3);
    return Array.from({ length: periods }, (_, i) => ({
        start_date_time: iso(start + i * 20 * 60_000),
        dimensions: [
            { type: 'ENERGY', volume: Number((kwh / periods).toFixed(3)) },
            { type: 'TIME', volume: Number((1 / 3).toFixed(3)) },
        ],
    }));
}
function session(b, id) {
    const start = b.facts.now - b.r.int(30, 600) * 60_000;
    const kwh = Number((b.r.next() * 45).toFixed(3));
    const cost = money(kwh * 0.39);
    const tokenRef = cdrToken(b);
    // OCPI 2.1.1 (mod_sessions 3.1): start_datetime, the token's auth_id, AuthMethod without
    // COMMAND (mod_cdrs 4.1) and a Location object; 2.2: cdr_token and location_id, evse_uid and
    // connector_id.
    const v22 = b.facts.v22;
    const authMethod = b.r.pick(v22 ? ['AUTH_REQUEST', 'WHITELIST', 'COMMAND'] : AUTH_METHODS_211);
    const where = v22
        ? {
            location_id: b.facts.ids.location_id,
            evse_uid: b.facts.ids.evse_uid,
            connector_id: b.facts.ids.connector_id,
        }
        : { location: chargedAt(b) };
    return {
        ...party(b),
        id,
        ...(v22
            ? { start_date_time: iso(start), cdr_token: tokenRef }
            : { start_datetime: iso(start), ...tokenRef }),
        kwh,
        auth_method: authMethod,
        ...where,
        currency: 'EUR',
        charging_periods: chargingPeriods(b, start, kwh),
        total_cost: price(b, cost),
        status: b.r.pick(['ACTIVE', 'ACTIVE', 'COMPLETED']),
        last_updated: stamp(b, 30),
    };
}
/** OCPI 2.1.1's AuthMethod (mod_cdrs 4.1): COMMAND came with 2.2. */
const AUTH_METHODS_211 = ['AUTH_REQUEST', 'WHITELIST'];
/**
 * A cost: a number excluding VAT in 2.1.1 (mod_cdrs, CDR object), a Price of excl_vat and
 * incl_vat in 2.2 and 2.2.1, of before_taxes and its taxes (TaxAmount) in 2.3.0 (types, Price
 * class).
 */
function price(b, exclVat) {
    if (b.facts.v23) {
        return {
            before_taxes: exclVat,
            taxes: [{ name: 'VAT', percentage: VAT_PERCENT, amount: money(exclVat * 0.21) }],
        };
    }
    return b.facts.v22 ? { excl_vat: exclVat, incl_vat: money(exclVat * 1.21) } : exclVat;
}
/** The VAT rate of every cost and tariff the generators make. */
const VAT_PERCENT = 21;
function tariff(b, id) {
    const energy = money(0.29 + b.r.next() * 0.3);
    return {
        ...party(b),
        id,
        currency: 'EUR',
        elements: [
            {
                price_components: [
                    {
                        type: 'ENERGY',
                        price: energy,
                        ...(b.facts.v22 ? { vat: VAT_PERCENT } : {}),
                        step_size: 1,
                    },
                ],
                restrictions: {
                    start_time: '08:00',
                    end_time: '20:00',
                    day_of_week: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
                },
            },
            { price_components: [{ type: 'ENERGY', price: money(energy * 0.85), step_size: 1 }] },
            {
                price_components: [{ type: 'PARKING_TIME', price: 2, step_size: 300 }],
                restrictions: { min_duration: 7200 },
            },
        ],
        tariff_alt_text: [
            { language: 'en', text: `${energy.toFixed(2)} EUR/kWh; parking after 2 h at 2.00 EUR/h` },
        ],
        // OCPI 2.3.0 says whether a Tariff's prices include taxes (mod_tariffs, Tariff object); these
        // are before VAT, which the first PriceComponent names.
        ...(b.facts.v23 ? { tax_included: 'NO' } : {}),
        last_updated: stamp(b),
    };
}
function cdr(b, id) {
    const start = b.facts.now - b.r.int(120, 2000) * 60_000;
    const minutes = b.r.int(20, 180);
    const kwh = Number((b.r.next() * 60 + 2).toFixed(3));
    const cost = money(kwh * 0.39);
    // OCPI 2.1.1 (mod_cdrs 3.1): stop_date_time, auth_id and a Location object; 2.2: end_date_time,
    // cdr_token and a CdrLocation.
    const v22 = b.facts.v22;
    const where = v22 ? cdrLocation(b) : undefined;
    return {
        ...party(b),
        id,
        start_date_time: iso(start),
        [v22 ? 'end_date_time' : 'stop_date_time']: iso(start + minutes * 60_000),
        ...(v22 ? { cdr_token: cdrToken(b), cdr_location: where } : cdrToken(b)),
        ...(v22 ? {} : { location: chargedAt(b) }),
        auth_method: 'AUTH_REQUEST',
        currency: 'EUR',
        charging_periods: chargingPeriods(b, start, kwh),
        total_cost: price(b, cost),
        total_energy: kwh,
        total_time: Number((minutes / 60).toFixed(3)),
        last_updated: stamp(b, 60),
    };
}
/** The CdrLocation of OCPI 2.2 (mod_cdrs 4.x CdrLocation class). */
function cdrLocation(b) {
    const place = b.r.pick(CITIES);
    return {
        id: b.facts.ids.location_id,
        address: `${b.r.pick(STREETS)} ${b.r.int(1, 240)}`,
        city: place.city,
        postal_code: place.postal,
        country: place.country,
        coordinates: { latitude: place.lat.toFixed(6), longitude: place.lon.toFixed(6) },
        evse_uid: b.facts.ids.evse_uid,
        evse_id: `${b.owner.country}*${b.owner.party}*E${b.r.int(100, 999)}`,
        connector_id: b.facts.ids.connector_id,
        connector_standard: 'IEC_62196_T2',
        connector_format: 'SOCKET',
        connector_power_type: 'AC_3_PHASE',
    };
}
function chargingProfile(b) {
    return {
        charging_rate_unit: 'W',
        charging_profile_period: [
            { start_period: 0, limit: b.r.pick([7400, 11_000, 22_000]) },
            { start_period: 1800, limit: b.r.pick([3700, 7400]) },
        ],
    };
}
function credentials(b) {
    const tokenValue = b.facts.partnerToken ?? MASK;
    const role = b.owner === b.facts.ours ? b.facts.roles.ours : b.facts.roles.theirs;
    const name = `${b.owner.party} ${role === 'CPO' ? 'Charging' : 'Mobility'}`;
    return {
        token: tokenValue,
        url: `${b.facts.root}/versions`,
        ...(b.facts.v22
            ? {
                roles: [
                    {
                        role,
                        party_id: b.owner.party,
                        country_code: b.owner.country,
                        business_details: { name },
                    },
                ],
            }
            : { business_details: { name }, party_id: b.owner.party, country_code: b.owner.country }),
    };
}
function runBooking(b) {
    return { request: b.facts.ids.booking_request_id, reference: b.facts.ids.booking_reference };
}
/** The party that requests the bookings of `b.owner` (the CPO that owns them): the other one. */
function requester(b) {
    return b.owner === b.facts.ours ? b.facts.theirs : b.facts.ours;
}
/** The booked window (mod_bookings, Timeslot class): from an hour from now, for two hours. */
function bookedPeriod(b) {
    return { start_from: iso(b.facts.now + 3600_000), end_before: iso(b.facts.now + 3 * 3600_000) };
}
/**
 * OCPI 2.3.0's BookingRequest (mod_bookings, BookingRequest class): the requesting eMSP's
 * country_code and party_id, its request_id, the EVSE, the driver's BookingToken, the window
 * and the authorization_reference the Session and CDR will carry.
 */
function bookingRequest(b, by, ids) {
    return {
        country_code: by.country,
        party_id: by.party,
        request_id: ids.request,
        location_id: b.facts.ids.location_id,
        evse_uid: b.facts.ids.evse_uid,
        tokens: [
            {
                country_code: by.country,
                party_id: by.party,
                uid: b.facts.ids.token_uid,
                type: 'RFID',
                // The run's token, so that every request of the booking names the same one.
                contract_id: `${by.country}-${by.party}-C${b.facts.ids.token_uid.slice(0, 8)}`,
            },
        ],
        period: bookedPeriod(b),
        authorization_reference: ids.reference,
    };
}
/**
 * The ReservationRequestStatus of a Booking's first request by the Booking's ReservationStatus:
 * PENDING while the Booking is, ACCEPTED (the absent keys) once it was reserved.
 */
const REQUEST_STATUS = { PENDING: 'PENDING' };
/**
 * OCPI 2.3.0's Booking (mod_bookings, Booking object), owned by `b.owner`: its request_id and
 * reservation_status, the booking terms it was accepted under, and every request made for it
 * (a canceled booking: the first, then the cancellation).
 */
function booking(b, id, ids, status) {
    const by = requester(b);
    const first = bookingRequest(b, by, ids);
    const received = (minutes) => iso(b.facts.now - minutes * 60_000);
    const canceled = { cancellation_reason: 'NO_CANCELED', who_canceled: 'EMSP' };
    const requests = [
        {
            request_status: REQUEST_STATUS[status] ?? 'ACCEPTED',
            booking_request: first,
            request_received: received(90),
        },
        ...(status === 'CANCELED'
            ? [
                {
                    request_status: 'ACCEPTED',
                    booking_request: { ...first, canceled },
                    request_received: received(5),
                },
            ]
            : []),
    ];
    return {
        id,
        ...party(b),
        request_id: ids.request,
        location_id: b.facts.ids.location_id,
        evse_uid: b.facts.ids.evse_uid,
        booking_tokens: first.tokens,
        period: bookedPeriod(b),
        reservation_status: status,
        ...(status === 'CANCELED' ? { canceled } : {}),
        authorization_reference: ids.reference,
        booking_terms: {
            supported_access_methods: ['OPEN'],
            change_until_minutes: 60,
            cancel_until_minutes: 30,
            overlapping_bookings_allowed: false,
        },
        booking_requests: requests,
        last_updated: stamp(b, 60),
    };
}
/** A generator for every object shape, so a shape the roster may name cannot lack one. */
const GENERATORS = {
    versions: (b) => ['2.1.1', b.facts.version]
        .filter((version, i, all) => all.indexOf(version) === i)
        .map((version) => ({ version, url: `${b.facts.root}/${version}` })),
    'version-details': (b) => ({
        version: b.facts.version,
        endpoints: modulesFor(b.facts.version).flatMap((module) => {
            const url = `${b.facts.root}/${b.facts.version}/${module}`;
            const identifier = module;
            return b.facts.v22
                ? [
                    { identifier, role: 'SENDER', url },
                    ...(module === 'credentials' ? [] : [{ identifier, role: 'RECEIVER', url }]),
                ]
                : [{ identifier, url }];
        }),
    }),
    credentials,
    location: (b, i) => report_bodies_location(b, i === undefined ? b.facts.ids.location_id : `LOC-${1000 + i}`),
    evse: (b) => evse(b, b.facts.ids.evse_uid),
    'evse-patch': (b) => ({ status: 'CHARGING', last_updated: iso(b.facts.now) }),
    connector: (b) => connector(b, b.facts.ids.connector_id),
    session: (b, i) => session(b, i === undefined ? b.facts.ids.session_id : `SES-${b.r.hex(10)}`),
    'session-patch': (b) => ({
        kwh: Number((b.r.next() * 30 + 5).toFixed(3)),
        charging_periods: chargingPeriods(b, b.facts.now - 15 * 60_000, 4.2),
        last_updated: iso(b.facts.now),
    }),
    'charging-preferences': (b) => ({
        profile_type: b.r.pick(['CHEAP', 'FAST', 'GREEN', 'REGULAR']),
        departure_time: iso(b.facts.now + 4 * 3600_000),
        energy_need: b.r.int(10, 60),
    }),
    'charging-preferences-response': () => 'ACCEPTED',
    cdr: (b, i) => cdr(b, i === undefined ? b.facts.ids.cdr_id : `CDR-${b.r.hex(10)}`),
    tariff: (b, i) => tariff(b, i === undefined ? b.facts.ids.tariff_id : `TRF-${10 + i}`),
    token: (b, i) => token(b, i === undefined ? b.facts.ids.token_uid : b.r.hex(14).toUpperCase()),
    'token-patch': (b) => ({ valid: false, last_updated: iso(b.facts.now) }),
    'location-references': (b) => ({
        location_id: b.facts.ids.location_id,
        evse_uids: [b.facts.ids.evse_uid],
    }),
    'authorization-info': (b) => ({
        allowed: 'ALLOWED',
        // OCPI 2.1.1's AuthorizationInfo is allowed, location and info (mod_tokens 3.1).
        ...(b.facts.v22
            ? {
                token: token(b, b.facts.ids.token_uid),
                authorization_reference: `AUTH-${b.r.hex(12)}`,
            }
            : {}),
    }),
    'start-session': (b) => ({
        response_url: b.facts.ids.response_url,
        token: token(b, b.facts.ids.token_uid),
        location_id: b.facts.ids.location_id,
        evse_uid: b.facts.ids.evse_uid,
    }),
    'stop-session': (b) => ({
        response_url: b.facts.ids.response_url,
        session_id: b.facts.ids.session_id,
    }),
    'reserve-now': (b) => ({
        response_url: b.facts.ids.response_url,
        token: token(b, b.facts.ids.token_uid),
        expiry_date: iso(b.facts.now + 30 * 60_000),
        // An int in OCPI 2.1.1 (mod_commands 3.2), a CiString(36) from 2.2.
        reservation_id: b.facts.v22 ? `RES-${b.r.hex(6)}` : b.r.int(1, 999_999),
        location_id: b.facts.ids.location_id,
        evse_uid: b.facts.ids.evse_uid,
    }),
    'cancel-reservation': (b) => ({
        response_url: b.facts.ids.response_url,
        reservation_id: `RES-${b.r.hex(6)}`,
    }),
    'unlock-connector': (b) => ({
        response_url: b.facts.ids.response_url,
        location_id: b.facts.ids.location_id,
        evse_uid: b.facts.ids.evse_uid,
        connector_id: b.facts.ids.connector_id,
    }),
    // OCPI 2.1.1's CommandResponse is its result alone (mod_commands 3.1); 2.2 adds timeout.
    'command-response': (b) => b.facts.v22 ? { result: 'ACCEPTED', timeout: b.r.pick([30, 60, 120]) } : { result: 'ACCEPTED' },
    'command-result': () => ({ result: 'ACCEPTED' }),
    'set-charging-profile': (b) => ({
        charging_profile: chargingProfile(b),
        response_url: b.facts.ids.response_url,
    }),
    'charging-profile-response': (b) => ({ result: 'ACCEPTED', timeout: b.r.pick([30, 60]) }),
    'charging-profile-unknown-session': (b) => ({
        result: 'UNKNOWN_SESSION',
        timeout: b.r.pick([30, 60]),
    }),
    'charging-profile-result': () => ({ result: 'ACCEPTED' }),
    'active-charging-profile': (b) => ({
        start_date_time: iso(b.facts.now),
        charging_profile: chargingProfile(b),
    }),
    'client-info': (b, i) => ({
        party_id: i === undefined ? b.facts.ours.party : b.r.pick(PARTY_IDS),
        country_code: i === undefined ? b.facts.ours.country : b.r.pick(['NL', 'DE', 'BE']),
        role: b.r.pick(['CPO', 'EMSP']),
        status: b.r.pick(['CONNECTED', 'CONNECTED', 'OFFLINE', 'PLANNED']),
        last_updated: stamp(b),
    }),
    'booking-request': (b) => bookingRequest(b, b.owner, runBooking(b)),
    // A second request of its own (request_id) for the EVSE and window of the run's booking.
    'booking-request-overlap': (b) => bookingRequest(b, b.owner, { request: `REQ-${b.r.hex(8)}`, reference: `BKA-${b.r.hex(12)}` }),
    // The run's booking request again, canceled (BookingRequest class: canceled).
    'booking-cancel': (b) => ({
        ...bookingRequest(b, b.owner, runBooking(b)),
        canceled: { cancellation_reason: 'NO_CANCELED', who_canceled: 'EMSP' },
    }),
    booking: (b, i) => i === undefined
        ? booking(b, b.facts.ids.booking_id, runBooking(b), b.r.pick(['PENDING', 'RESERVED']))
        : booking(b, `BKG-${b.r.hex(8)}`, { request: `REQ-${b.r.hex(8)}`, reference: `BKA-${b.r.hex(12)}` }, b.r.pick(['RESERVED', 'RESERVED', 'PENDING', 'FULFILLED', 'CANCELED', 'NO_SHOW'])),
    'booking-canceled': (b) => booking(b, b.facts.ids.booking_id, runBooking(b), 'CANCELED'),
    // OCPI 2.3.0's Terminal (mod_payments, Terminal object): its id, owner and assigned Locations.
    terminal: (b, i) => ({
        terminal_id: i === undefined ? b.facts.ids.terminal_id : `TRM-${2000 + i}`,
        ...party(b),
        location_ids: [b.facts.ids.location_id],
        last_updated: stamp(b),
    }),
    // OCPI 2.3.0's FinancialAdviceConfirmation (mod_payments): the amount captured at the payment
    // service provider as a Price (total_costs) and how the capture went (capture_status_code).
    'financial-advice': (b) => ({
        id: `FAC-${b.r.hex(8)}`,
        authorization_reference: `AUTH-${b.r.hex(12)}`,
        total_costs: price(b, money(5 + b.r.next() * 40)),
        currency: 'EUR',
        eft_data: [`PSP-REF-${b.r.hex(10).toUpperCase()}`],
        capture_status_code: 'SUCCESS',
        last_updated: stamp(b, 600),
    }),
};
function generateData(shape, b) {
    if (shape.endsWith('[]')) {
        const item = shape.slice(0, -2);
        return Array.from({ length: PAGE_SIZE }, (_, i) => generateData1(item, b, i));
    }
    return generateData1(shape, b, undefined);
}
function generateData1(shape, b, index) {
    const generator = Object.hasOwn(GENERATORS, shape) ? GENERATORS[shape] : undefined;
    if (!generator)
        throw new Error(`reports: no body generator for shape "${shape}"`);
    return generator(b, index);
}
const STATUS_MESSAGES = {
    1000: 'Success',
    2000: 'Generic client error',
    2001: 'Invalid or missing parameters',
    2003: 'Unknown location',
    2004: 'Unknown Token',
    3000: 'Generic server error',
};
function envelope(b, statusCode, data) {
    return {
        ...(data === undefined ? {} : { data }),
        status_code: statusCode,
        status_message: STATUS_MESSAGES[statusCode] ?? 'Error',
        timestamp: iso(b.facts.now),
    };
}
/** The response body for a given HTTP status (the template's shape when the status is expected). */
function responseBody(def, status, expected, b) {
    const template = def.exchange;
    if (status === 502 || status === 503) {
        const title = status === 502 ? '502 Bad Gateway' : '503 Service Temporarily Unavailable';
        return `<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>nginx</center></body></html>`;
    }
    if (!expected) {
        if (status < 300)
            return envelope(b, 1000, {});
        if (status >= 500)
            return envelope(b, 3000);
        return envelope(b, status === 404 ? 2003 : status === 400 ? 2001 : 2000);
    }
    if (template.responseBody === 'error')
        return envelope(b, template.errorCode ?? 2000);
    if (template.responseBody === 'ok')
        return envelope(b, 1000);
    return envelope(b, 1000, generateData(template.responseBody, b));
}

;// CONCATENATED MODULE: ./lib/emulator/reports.js





const BODY_LIMIT = 2048;
const ERROR_LIMIT = 500;
const HEADER_LIMIT = 512;
/** Answers slower than this fail the response-time validation (a `should`). */
const SLOW_MS = 2000;
const TRANSPORT_TIMEOUT_MS = 10_000;
function provenance(ocpiVersion) {
    return {
        toolVersion: `emulator-${EMULATOR_VERSION}`,
        rosterHash: rosterHash(),
        specVersions: [ocpiVersion],
    };
}
function generateConformanceReport(input) {
    const modules = modulesFor(input.ocpiVersion);
    if (modules.length === 0) {
        throw new Error(`unknown OCPI version "${input.ocpiVersion}"; the roster covers 2.1.1, 2.2, 2.2.1 and 2.3.0`);
    }
    if (input.module !== undefined && !modules.includes(input.module)) {
        throw new Error(`module "${input.module}" is not part of OCPI ${input.ocpiVersion}; modules: ${modules.join(', ')}`);
    }
    const inScope = input.module === undefined ? modules : [input.module];
    const withheld = inScope.filter((module) => input.scenario.withheldModules.includes(module));
    const suites = suitesFor(input.ocpiVersion)
        .filter((suite) => inScope.includes(suite.module) && !withheld.includes(suite.module))
        .map((suite) => ({
        suiteId: suite.id,
        module: suite.module,
        checks: suite.checks,
        reached: true,
    }));
    const graded = gradeSuites({
        seed: input.seed,
        ocpiVersion: input.ocpiVersion,
        partnerBaseUrl: input.connection.partnerBaseUrl,
        scenario: input.scenario,
        partnerToken: input.partnerTokens[0],
        roles: { ours: input.connection.ourRole, theirs: input.connection.theirRole },
        runOrdinal: input.runOrdinal,
    }, suites);
    return {
        ocpiVersion: input.ocpiVersion,
        ...(input.module === undefined ? {} : { module: input.module }),
        withheldModules: withheld,
        summary: graded.summary,
        suites: graded.suites,
        provenance: provenance(input.ocpiVersion),
    };
}
function failureMode(seed, def) {
    const draw = rng(seed, def.testId, 'failure').next();
    if (def.transportKind === 'DNS')
        return 'transport';
    // A check that expects a refusal fails by not refusing: the status is the evidence.
    if (def.expectedStatus.every((status) => status >= 400)) {
        return draw < 0.15 ? 'transport' : 'status';
    }
    if (draw < 0.12)
        return 'transport';
    if (draw < 0.35)
        return 'status';
    return 'validation';
}
function assignBuckets(plans, scenario, forced) {
    const byId = new Map();
    for (const plan of plans) {
        const { def, draws } = plan;
        const blocked = scenario.unreachedOnFailure &&
            def.dependsOn.some((id) => {
                const dependency = byId.get(id);
                return dependency === 'failed' || dependency === 'unreached';
            });
        let bucket;
        if (!plan.suite.reached || blocked)
            bucket = 'unreached';
        else if (forced.has(def.testId))
            bucket = forced.get(def.testId);
        else if (draws.unobservable < scenario.unobservableRate)
            bucket = 'unobservable';
        else if (draws.fail < scenario.failRate)
            bucket = 'failed';
        else if (draws.warn < scenario.warnRate)
            bucket = 'warned';
        else
            bucket = 'passed';
        plan.bucket = bucket;
        byId.set(def.testId, bucket);
    }
}
/**
 * The buckets of the scenario's wavering checks in this run: failed in the connection's
 * odd-numbered runs, passed in the others; a SHOULD-breaking one fails in mode `should`.
 */
function waverBuckets(plans, ctx) {
    const buckets = new Map();
    const failing = (ctx.runOrdinal ?? 0) % 2 === 1;
    for (const waver of ctx.scenario.waver ?? []) {
        for (const plan of plans) {
            if (!plan.def.testId.endsWith(`/${waver.id}`))
                continue;
            buckets.set(plan.def.testId, failing ? 'failed' : 'passed');
            if (failing && waver.breaks === 'should')
                plan.failureMode = 'should';
        }
    }
    return buckets;
}
/** Applies the "a rate above zero shows at least once per run" guarantees. */
function guaranteeRates(plans, scenario, wavering) {
    const forced = new Map(wavering);
    assignBuckets(plans, scenario, forced);
    const rules = [
        { bucket: 'failed', rate: scenario.failRate, draw: 'fail', from: ['passed', 'warned'] },
        { bucket: 'warned', rate: scenario.warnRate, draw: 'warn', from: ['passed'] },
        {
            bucket: 'unobservable',
            rate: scenario.unobservableRate,
            draw: 'unobservable',
            from: ['passed'],
        },
    ];
    for (const rule of rules) {
        if (rule.rate <= 0 || plans.some((plan) => plan.bucket === rule.bucket))
            continue;
        let chosen;
        for (const source of rule.from) {
            for (const plan of plans) {
                if (plan.bucket !== source || wavering.has(plan.def.testId))
                    continue;
                if (!chosen || plan.draws[rule.draw] < chosen.draws[rule.draw])
                    chosen = plan;
            }
            if (chosen)
                break;
        }
        if (!chosen)
            continue;
        forced.set(chosen.def.testId, rule.bucket);
        assignBuckets(plans, scenario, forced);
    }
}
/** Grades suites: one bucket per check, counts per suite and for the run. */
function gradeSuites(ctx, suites) {
    const plans = [];
    for (const suite of suites) {
        for (const def of suite.checks) {
            const draw = rng(ctx.seed, def.testId);
            plans.push({
                def,
                suite,
                draws: { unobservable: draw.next(), fail: draw.next(), warn: draw.next() },
                failureMode: failureMode(ctx.seed, def),
                bucket: 'passed',
            });
        }
    }
    guaranteeRates(plans, ctx.scenario, waverBuckets(plans, ctx));
    // Per module, the check with a response and the lowest draw gets its headers cut.
    const headerPick = new Map();
    for (const plan of plans) {
        const hasResponse = plan.bucket !== 'unreached' &&
            !(plan.bucket === 'failed' && plan.failureMode === 'transport');
        if (!hasResponse)
            continue;
        const draw = rng(ctx.seed, plan.def.testId, 'headers').next();
        const current = headerPick.get(plan.suite.module);
        if (!current || draw < current.draw)
            headerPick.set(plan.suite.module, { id: plan.def.testId, draw });
    }
    const cutHeaders = new Set([...headerPick.values()].map((pick) => pick.id));
    const facts = runFacts(ctx);
    const summary = { total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 };
    const results = suites.map((suite) => {
        const counts = { total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 };
        const checks = plans
            .filter((plan) => plan.suite === suite)
            .map((plan) => {
            counts.total++;
            if (plan.bucket !== 'unreached')
                counts[plan.bucket]++;
            return buildCheck(plan, ctx, facts, cutHeaders.has(plan.def.testId));
        });
        for (const key of Object.keys(counts))
            summary[key] += counts[key];
        return { suiteId: suite.suiteId, module: suite.module, ...counts, checks };
    });
    return { suites: results, summary };
}
// ---------------------------------------------------------------------------------------------
// Exchanges.
function uuid(r) {
    const h = r.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}
function fillPath(path, facts) {
    return path.replace(/\{(\w+)\}/g, (whole, name) => {
        if (name === 'version')
            return facts.version;
        const value = facts.ids[name];
        if (value === undefined)
            return whole;
        return name === 'response_url' ? encodeURIComponent(value) : value;
    });
}
/** Cuts a body whose JSON text exceeds BODY_LIMIT characters to that many characters of JSON text. */
function clip(body) {
    if (body === undefined)
        return { body, truncated: false };
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    if (text.length <= BODY_LIMIT)
        return { body, truncated: false };
    return { body: text.slice(0, BODY_LIMIT), truncated: true };
}
function clipHeaders(headers) {
    const out = {};
    let used = 0;
    for (const [name, value] of Object.entries(headers)) {
        const room = HEADER_LIMIT - used - name.length - 2;
        if (room <= 0)
            break;
        if (value.length > room) {
            out[name] = `${value.slice(0, Math.max(0, room - 1))}…`;
            break;
        }
        out[name] = value;
        used += name.length + 2 + value.length;
    }
    return out;
}
/** Headers a load balancer in front of the partner adds; long enough to be cut. */
function noisyHeaders(r) {
    const timings = [
        'edge',
        'waf',
        'lb',
        'auth',
        'db',
        'cache',
        'render',
        'app',
        'upstream',
        'total',
    ];
    return {
        'Server-Timing': timings
            .map((name) => `${name};dur=${(r.next() * 40).toFixed(1)};desc="${name} stage"`)
            .join(', '),
        'Set-Cookie': `AWSALB=${r.hex(96)}; Expires=Thu, 31 Dec 2037 23:59:59 GMT; Path=/; SameSite=None; Secure`,
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    };
}
/** Why validation `i` could not be observed; a field the words say was left out is left out. */
function reasonFor(def, i, r) {
    if (def.validations[i].jsonPath.startsWith('callback.')) {
        return [
            'it depends on an asynchronous callback from the partner that did not arrive within the observation window',
        ];
    }
    const omitted = omissible(def, i);
    const leftOut = r.next() < 0.5;
    if (leftOut && omitted !== undefined) {
        return [
            'the response left out ',
            { kind: 'omitted', path: omitted },
            ', the optional field this validation inspects',
        ];
    }
    return ['the partner data held no object in the state this validation needs'];
}
function toValidation(def, outcome, evidence, unobserved = []) {
    const base = {
        name: def.name,
        required: def.required,
        severity: def.severity,
        references: def.references,
    };
    if (outcome === 'pass') {
        return {
            passed: true,
            message: `Observed ${def.expected}.`,
            ...base,
            unobservable: false,
            details: { jsonPath: def.jsonPath, expected: def.expected },
        };
    }
    if (outcome === 'unobservable') {
        const reason = wordsText(unobserved);
        return {
            passed: false,
            message: `Could not observe ${def.expected}: ${reason}.`,
            ...base,
            unobservable: true,
            details: { jsonPath: def.jsonPath, expected: def.expected, reason },
        };
    }
    // The words are written from the faults the exchange is made to show (partner-faults.ts).
    const actual = wordsText(def.actual);
    return {
        passed: false,
        message: `${evidence.request} ${actual}; expected ${def.expected}.`,
        ...base,
        unobservable: false,
        details: { jsonPath: def.jsonPath, expected: def.expected, actual },
    };
}
function statusValidation(version, expected, actual, evidence) {
    const want = `HTTP ${expected.join(' or ')}`;
    const passed = expected.includes(actual);
    return {
        passed,
        message: passed
            ? `Observed HTTP ${actual}.`
            : `${evidence.request} answered HTTP ${actual}; expected ${want}.`,
        name: 'HTTP status',
        required: true,
        severity: 'shall',
        unobservable: false,
        references: [sharedReference(version, 'http-status', 'shall')],
        details: { jsonPath: 'response.status', expected, actual },
    };
}
function latencyValidation(version, evidence) {
    const passed = evidence.latencyMs <= SLOW_MS;
    return {
        passed,
        message: passed
            ? `Answered in ${evidence.latencyMs} ms (within ${SLOW_MS} ms).`
            : `${evidence.request} answered in ${evidence.latencyMs} ms; expected an answer within ${SLOW_MS} ms.`,
        name: 'Response time',
        required: false,
        severity: 'should',
        unobservable: false,
        references: [sharedReference(version, 'response-time', 'should')],
        details: { jsonPath: 'latencyMs', expected: SLOW_MS, actual: evidence.latencyMs },
    };
}
/** A transport failure: the error text, how long it took, and which DNS validation it breaks. */
function transportError(def, facts, r) {
    const ip = `203.0.113.${r.int(2, 250)}`;
    if (def.transportKind === 'DNS') {
        const dnsIndex = r.int(0, Math.max(0, def.validations.length - 1));
        return dnsIndex === 0
            ? { error: `getaddrinfo ENOTFOUND ${facts.host}`, ms: r.int(20, 300), dnsIndex }
            : {
                error: `Hostname/IP does not match certificate's altnames: Host: ${facts.host}. is not in the cert's altnames: DNS:*.hosting-${r.hex(6)}.example, DNS:hosting-${r.hex(6)}.example`,
                ms: r.int(60, 400),
                dnsIndex,
            };
    }
    const kind = r.int(0, 3);
    if (kind === 0)
        return { error: `connect ETIMEDOUT ${ip}:443`, ms: TRANSPORT_TIMEOUT_MS, dnsIndex: -1 };
    if (kind === 1)
        return { error: `connect ECONNREFUSED ${ip}:443`, ms: r.int(5, 60), dnsIndex: -1 };
    if (kind === 2)
        return {
            error: 'read ECONNRESET (socket hang up after the request was sent)',
            ms: r.int(200, 4000),
            dnsIndex: -1,
        };
    // TLS failures arrive with the whole presented chain; these are the long errors that get cut.
    const chain = Array.from({ length: 6 }, (_, i) => `[${i}] subject=CN=${i === 0 ? facts.host : `Intermediate CA ${i}`}, O=Partner Hosting B.V., C=NL; issuer=CN=Intermediate CA ${i + 1}, O=Partner Hosting B.V.; serial=${r.hex(32)}; notAfter=2024-12-31T23:59:59Z`).join(' ');
    return {
        error: `unable to verify the first certificate (UNABLE_TO_VERIFY_LEAF_SIGNATURE) while connecting to ${ip}:443; presented chain: ${chain}`,
        ms: r.int(80, 600),
        dnsIndex: -1,
    };
}
function wrongStatus(expected, r) {
    if (expected.every((status) => status >= 400))
        return r.pick([200, 200, 500]);
    return r.pick([500, 502, 503, 404, 400]);
}
function requestHeaders(def, facts, r, hasBody) {
    const headers = {};
    if (def.exchange.authorized) {
        const secret = facts.partnerToken;
        headers.Authorization = secret
            ? `Token ${facts.v22 ? Buffer.from(secret, 'utf8').toString('base64') : secret}`
            : `Token ${MASK}`;
    }
    headers.Accept = 'application/json';
    if (hasBody)
        headers['Content-Type'] = 'application/json';
    headers['User-Agent'] = `partner-endpoint-testing/${EMULATOR_VERSION}`;
    if (facts.v22) {
        headers['X-Request-ID'] = uuid(r);
        headers['X-Correlation-ID'] = uuid(r);
        if (def.exchange.underVersion) {
            headers['OCPI-from-country-code'] = facts.ours.country;
            headers['OCPI-from-party-id'] = facts.ours.party;
            headers['OCPI-to-country-code'] = facts.theirs.country;
            headers['OCPI-to-party-id'] = facts.theirs.party;
        }
    }
    return headers;
}
function responseHeaders(def, status, body, url, request, facts, r) {
    const headers = {
        'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json; charset=utf-8',
        Date: new Date(facts.now).toUTCString(),
    };
    if (request['X-Request-ID'])
        headers['X-Request-ID'] = request['X-Request-ID'];
    if (request['X-Correlation-ID'])
        headers['X-Correlation-ID'] = request['X-Correlation-ID'];
    if (status < 300 && def.exchange.responseBody.endsWith('[]')) {
        const total = r.int(PAGE_SIZE + 1, 400);
        const next = new URL(url);
        next.searchParams.set('offset', String(Number(next.searchParams.get('offset') ?? 0) + PAGE_SIZE));
        next.searchParams.set('limit', String(PAGE_SIZE));
        headers['X-Total-Count'] = String(total);
        headers['X-Limit'] = String(PAGE_SIZE);
        headers.Link = `<${next.toString()}>; rel="next"`;
    }
    if (status < 300 && def.exchange.method === 'POST' && def.exchange.requestBody === 'cdr') {
        headers.Location = `${facts.root}/${facts.version}/cdrs/${facts.ids.cdr_id}`;
    }
    return headers;
}
function displayPath(path) {
    return path.replace(/[?&]response_url=[^&]*/, '');
}
function buildCheck(plan, ctx, facts, cutHeaders) {
    const { bucket } = plan;
    const r = rng(ctx.seed, plan.def.testId, 'detail');
    if (bucket === 'unreached')
        return unreachedCheck(plan.def);
    // The facts the words state, with the run's values ({date_to}) in them.
    const def = {
        ...plan.def,
        validations: plan.def.validations.map((v) => ({ ...v, actual: forRun(v.actual, facts.ids) })),
    };
    plan = { ...plan, def };
    const attempt = sendRequest(def, facts, r);
    const latencyMs = def.transportKind === 'DNS' ? r.int(20, 300) : r.int(35, 900);
    const outcome = bucket === 'failed' && plan.failureMode === 'transport'
        ? failInTransport(attempt, ctx.ocpiVersion)
        : answer(attempt, plan, ctx.ocpiVersion, latencyMs, cutHeaders);
    attempt.exchange.latencyMs = outcome.latencyMs;
    return gradedCheck(plan, attempt, outcome);
}
function unreachedCheck(def) {
    return {
        testId: def.testId,
        name: def.name,
        expectedStatus: def.expectedStatus,
        passed: false,
        validations: [],
        warnings: [],
        unreached: 'dependency',
        transportKind: def.transportKind,
        unobservable: false,
        references: def.references,
    };
}
/** The request of a check, filled in for the run, as the exchange records it. */
function sendRequest(def, facts, r) {
    const template = def.exchange;
    const path = fillPath(template.path, facts);
    const url = `${facts.root}${template.underVersion ? `/${facts.version}` : ''}${path}`;
    // We own what we push; responses carry the partner's objects, except when reading back our own.
    const sent = { r, facts, owner: facts.ours };
    const received = {
        r,
        facts,
        owner: template.path.includes('{country_code}') ? facts.ours : facts.theirs,
    };
    const generated = template.requestBody ? generateData(template.requestBody, sent) : undefined;
    const requestBody = generated !== undefined && template.invalidRequest
        ? brokenRequest(generated, template.invalidRequest)
        : generated;
    const headers = requestHeaders(def, facts, r, requestBody !== undefined);
    const clippedRequest = clip(requestBody);
    const exchange = {
        request: {
            method: template.method,
            url,
            headers,
            headersTruncated: false,
            ...(requestBody === undefined ? {} : { body: clippedRequest.body }),
            bodyTruncated: clippedRequest.truncated,
        },
    };
    const request = `${template.method} ${displayPath(path)}`;
    return {
        def,
        r,
        facts,
        request,
        url,
        requestHeaders: headers,
        sentBody: requestBody,
        received,
        exchange,
    };
}
/** A request that got no HTTP answer: the exchange carries the error instead of a response. */
function failInTransport(attempt, version) {
    const { def, r, exchange, request } = attempt;
    const failure = transportError(def, attempt.facts, r);
    const latencyMs = failure.ms;
    const evidence = { request, latencyMs };
    const cut = failure.error.length > ERROR_LIMIT;
    exchange.error = cut ? failure.error.slice(0, ERROR_LIMIT) : failure.error;
    exchange.errorTruncated = cut;
    if (failure.dnsIndex >= 0) {
        const broken = def.validations[failure.dnsIndex];
        const validations = [toValidation(broken, 'fail', evidence)];
        return { validations, latencyMs, failedName: broken.name };
    }
    const shortError = failure.error.length > 160 ? `${failure.error.slice(0, 159)}…` : failure.error;
    const incomplete = {
        passed: false,
        message: `${request} did not complete: ${shortError}; expected an HTTP response within ${TRANSPORT_TIMEOUT_MS / 1000} s.`,
        name: 'Request completed',
        required: true,
        severity: 'shall',
        unobservable: false,
        references: [sharedReference(version, 'transport', 'shall')],
        details: { jsonPath: 'exchange.error', expected: 'an HTTP response', actual: exchange.error },
    };
    return { validations: [incomplete], latencyMs, failedName: 'Request completed' };
}
/** A request the partner answered: the status, the validations by bucket, and the response. */
function answer(attempt, plan, version, drawnLatencyMs, cutHeaders) {
    const { def, r, request } = attempt;
    const { outcomes, slow, failedName } = validationOutcomes(plan, r);
    const answered = plan.bucket === 'failed' && plan.failureMode === 'status'
        ? answeredWrongStatus(def, r)
        : answeredAsGraded(def, outcomes, r);
    const latencyMs = slow ? r.int(SLOW_MS + 100, 4800) : drawnLatencyMs;
    const evidence = { request, latencyMs };
    const { status: actualStatus } = answered;
    const status = statusValidation(version, def.expectedStatus, actualStatus, evidence);
    const failing = answered.failing.map((v) => toValidation(v, 'fail', evidence));
    const unobserved = outcomes.map((outcome, i) => outcome === 'unobservable' ? reasonFor(def, i, r) : []);
    const faults = [...answered.faults, ...unobserved.flatMap(faultsOf)];
    // Answered with another status: what failed is said; nothing is observed in an error body.
    const validations = !answered.asExpected
        ? [status, ...failing]
        : [
            status,
            ...def.validations.map((v, i) => toValidation(v, outcomes[i], evidence, unobserved[i])),
            latencyValidation(version, evidence),
        ];
    // The exchange shows what the failed validations' words state: both come from `faults`.
    if (faults.some((fault) => fault.kind === 'data' && fault.where === 'request')) {
        const sent = clip(faultedRequest(attempt.sentBody, faults));
        attempt.exchange.request = {
            ...attempt.exchange.request,
            body: sent.body,
            bodyTruncated: sent.truncated,
        };
    }
    attempt.exchange.response = response(attempt, actualStatus, answered.asExpected, cutHeaders, faults);
    return { validations, latencyMs, actualStatus, failedName };
}
/** A check failed by its status: another status than expected. */
function answeredWrongStatus(def, r) {
    const drawn = wrongStatus(def.expectedStatus, r);
    const rule = def.validations.find((v) => v.severity === 'shall');
    // When a refusal was expected, answering anyway also breaks the rule the check is about; a
    // wrong error status (500 for 404) refuses all the same.
    if (!def.expectedStatus.every((s) => s >= 400) || !rule || drawn >= 300) {
        return { status: drawn, asExpected: false, failing: [], faults: [] };
    }
    const faults = faultsOf(rule.actual);
    return { status: namedStatus(faults) ?? drawn, asExpected: false, failing: [rule], faults };
}
/** A check graded on its validations: the status is the one their failures name, if any. */
function answeredAsGraded(def, outcomes, r) {
    const failing = def.validations.filter((_, i) => outcomes[i] === 'fail');
    const faults = failing.flatMap((v) => faultsOf(v.actual));
    const named = namedStatus(faults);
    if (named !== undefined && !def.expectedStatus.includes(named)) {
        return { status: named, asExpected: false, failing, faults };
    }
    return { status: named ?? r.pick(def.expectedStatus), asExpected: true, failing, faults };
}
/** Which of a check's own validations fail or go unobserved, as its bucket asks. */
function validationOutcomes(plan, r) {
    const validations = plan.def.validations;
    const outcomes = validations.map(() => 'pass');
    let slow = false;
    let failedName = 'HTTP status';
    if (plan.bucket === 'failed' && plan.failureMode === 'validation') {
        const required = validations.flatMap((v, i) => (v.severity === 'shall' ? [i] : []));
        const first = r.pick(required);
        outcomes[first] = 'fail';
        // A second failure never overwrites the facts of the first.
        const second = required.filter((i) => i !== first && !collide(plan.def, first, i));
        if (second.length > 0 && r.chance(0.25))
            outcomes[r.pick(second)] = 'fail';
        failedName = validations[first].name;
        // What a failure changes in the body, the validations that read there see as well.
        for (const i of outcomes.flatMap((outcome, i) => (outcome === 'fail' ? [i] : []))) {
            for (const j of readersOfFaults(plan.def, i))
                outcomes[j] = 'fail';
        }
    }
    else if (plan.bucket === 'warned' ||
        (plan.bucket === 'failed' && plan.failureMode === 'should')) {
        // A warning never names another status: that would fail the HTTP status, a shall. Nor does a
        // failure that breaks only a SHOULD (a wavering check's).
        const should = validations.flatMap((v, i) => {
            const status = namedStatus(faultsOf(v.actual));
            const wrong = status !== undefined && !plan.def.expectedStatus.includes(status);
            const alone = readersOfFaults(plan.def, i).length === 0;
            return v.severity === 'should' && !wrong && alone ? [i] : [];
        });
        // Candidate -1 is the response-time validation every check makes.
        const pick = r.pick([...should, -1]);
        if (pick === -1)
            slow = true;
        else
            outcomes[pick] = 'fail';
        failedName = pick === -1 ? 'Response time' : validations[pick].name;
    }
    else if (plan.bucket === 'unobservable') {
        outcomes[r.int(0, validations.length - 1)] = 'unobservable';
    }
    return { outcomes, slow, failedName };
}
function response(attempt, status, expected, cutHeaders, faults) {
    const { def, r, facts } = attempt;
    const rawBody = faultedBody(responseBody(def, status, expected, attempt.received), faults, STATUS_MESSAGES);
    const headers = responseHeaders(def, status, rawBody, attempt.url, attempt.requestHeaders, facts, r);
    const body = clip(rawBody);
    const sent = faultedHeaders(headers, faults, r);
    return {
        status,
        headers: cutHeaders ? clipHeaders({ ...sent, ...noisyHeaders(r) }) : sent,
        headersTruncated: cutHeaders,
        body: body.body,
        bodyTruncated: body.truncated,
    };
}
/** The check as the report carries it, with its citations and, when it failed, its proof. */
function gradedCheck(plan, attempt, outcome) {
    const { def, bucket } = plan;
    const { r } = attempt;
    const warnings = bucket === 'warned'
        ? outcome.validations.filter((v) => v.passed === false && v.severity === 'should')
        : [];
    const check = {
        testId: def.testId,
        name: def.name,
        expectedStatus: def.expectedStatus,
        passed: bucket === 'passed' || bucket === 'warned',
        ...(outcome.actualStatus === undefined ? {} : { actualStatus: outcome.actualStatus }),
        validations: outcome.validations,
        warnings,
        transportKind: def.transportKind,
        unobservable: bucket === 'unobservable',
        references: def.references,
    };
    if (r.chance(0.35))
        check.sourceCitations = [def.sourceCitation];
    if (bucket === 'failed') {
        const siblings = plan.suite.checks.filter((other) => other.testId !== def.testId);
        const witness = def.dependsOn[0] ?? (siblings.length > 0 ? r.pick(siblings).testId : undefined);
        if (witness && r.chance(0.5))
            check.provenBy = [{ id: witness, breaks: outcome.failedName }];
    }
    check.exchange = attempt.exchange;
    return check;
}

;// CONCATENATED MODULE: ./lib/emulator/journeys-content.js







/** Upper bound of events in one journey timeline; session updates are thinned to stay below it. */
const MAX_JOURNEY_EVENTS = 200_000;
const CONTENT = parseJourneyFile(journeys_namespaceObject, 'src/emulator/data/journeys.json', checkSlugsByModule());
function isJourneyKind(kind) {
    return interface_rules/* JOURNEY_KINDS */.JN.includes(kind);
}
function journeySpec(kind) {
    if (!isJourneyKind(kind)) {
        throw new Error(`unknown journey kind "${kind}"; valid kinds: ${interface_rules/* JOURNEY_KINDS */.JN.join(', ')}`);
    }
    return CONTENT.journeys[kind];
}
/** The table entry of a plan's stage; undefined for a kind or stage the table does not know. */
function stageSpec(plan, stage) {
    if (!isJourneyKind(plan.kind))
        return undefined;
    return CONTENT.journeys[plan.kind].stages.find((candidate) => candidate.id === stage.id);
}
/** The module a stage uses in a version, and the slugs it grades there. */
function resolveStage(spec, version) {
    const available = modulesFor(version);
    const uses = spec.uses.find((candidate) => available.includes(candidate.module)) ?? CONTENT.fallbackUses;
    return { module: uses.module, slugs: uses.checks };
}
// ---------------------------------------------------------------------------------------------
// Plan.
function compileJourneyPlan(body, connection) {
    const kind = body.topology.kind;
    const journey = journeySpec(kind);
    const ocpiVersion = body.topology.ocpiVersion ?? connection.ocpiVersion;
    if (modulesFor(ocpiVersion).length === 0) {
        throw new Error(`unknown OCPI version "${ocpiVersion}"; journeys run on 2.1.1, 2.2, 2.2.1 and 2.3.0`);
    }
    const defaults = CONTENT.planDefaults;
    const durationSeconds = body.clock?.durationSeconds ?? defaults.durationSeconds;
    const requiredCapabilities = [
        // A connection without a kind is external (2.3).
        ...((connection.kind ?? 'external') === 'external' ? ['external-endpoints'] : []),
        ...journey.requiredCapabilities,
    ];
    return {
        kind,
        profile: body.topology.profile ?? journey.profile,
        ocpiVersion,
        targetId: body.targetId,
        clock: {
            durationSeconds,
            accelerationFactor: body.clock?.accelerationFactor ?? defaults.accelerationFactor,
        },
        session: {
            cadenceSeconds: body.session?.cadenceSeconds ?? defaults.cadenceSeconds,
            jitterSeconds: body.session?.jitterSeconds ?? defaults.jitterSeconds,
            updates: body.session?.updates ?? [],
        },
        completion: {
            cdrDelaySeconds: body.completion?.cdrDelaySeconds ?? defaults.cdrDelaySeconds,
        },
        stages: layOutStages(journey.stages, ocpiVersion, durationSeconds),
        requiredCapabilities,
        blockers: [],
        partnerBaseUrl: connection.partnerBaseUrl,
        ...(body.topology.role === undefined ? {} : { role: body.topology.role }),
        ...(body.topology.label === undefined ? {} : { label: body.topology.label }),
    };
}
/** The stages on the journey clock: contiguous, as long as their weights, the last ending at the end. */
function layOutStages(specs, ocpiVersion, durationSeconds) {
    const totalWeight = specs.reduce((sum, spec) => sum + spec.weight, 0);
    let cumulative = 0;
    return specs.map((spec) => {
        const startSecond = Math.floor((durationSeconds * cumulative) / totalWeight);
        cumulative += spec.weight;
        const endSecond = Math.floor((durationSeconds * cumulative) / totalWeight);
        return {
            id: spec.id,
            name: spec.name,
            module: resolveStage(spec, ocpiVersion).module,
            startSecond,
            durationSeconds: endSecond - startSecond,
        };
    });
}
// ---------------------------------------------------------------------------------------------
// Timeline.
/** The stage's table entry when energy flows in it (session updates are emitted), else undefined. */
function chargingSpec(plan, stage) {
    const spec = stageSpec(plan, stage);
    return spec?.charging ? spec : undefined;
}
/** Number of cadence ticks strictly inside a stage. */
function ticks(durationSeconds, cadence) {
    return Math.max(0, Math.ceil(durationSeconds / cadence) - 1);
}
/** Updates scripted in the preview body: objects with a numeric `atSecond`; other items are ignored. */
function scriptedUpdates(plan) {
    const out = [];
    for (const item of plan.session.updates) {
        if (typeof item !== 'object' || item === null || Array.isArray(item))
            continue;
        const { atSecond, ...fields } = item;
        if (typeof atSecond !== 'number' || !Number.isFinite(atSecond))
            continue;
        const at = Math.min(Math.max(0, Math.round(atSecond)), plan.clock.durationSeconds);
        out.push({ atSecond: at, fields });
    }
    return out;
}
function stageAt(plan, second) {
    let index = 0;
    for (let i = 0; i < plan.stages.length; i++) {
        if (plan.stages[i].startSecond <= second)
            index = i;
    }
    return index;
}
function round3(value) {
    return Math.round(value * 1000) / 1000;
}
/**
 * The events of a journey that runs to completion, sorted by atSecond (ties keep emission order:
 * a stage completes before the next starts). Deterministic in (plan, seed).
 */
function journeyTimeline(plan, seed) {
    const r = rng(seed, 'journey', plan.kind, plan.targetId);
    // Scripted updates take at most half the event budget; cadence updates share the rest.
    const scripted = scriptedUpdates(plan).slice(0, MAX_JOURNEY_EVENTS / 2);
    const chargingStages = plan.stages.filter((stage) => chargingSpec(plan, stage));
    const cdrStageIndex = plan.stages.findIndex((stage) => stage.module === 'cdrs');
    const issuesCdr = chargingStages.length > 0 || cdrStageIndex >= 0;
    const timeline = {
        plan,
        r,
        events: [],
        cadence: thinnedCadence(plan, chargingStages, scripted.length + (issuesCdr ? 1 : 0)),
        jitter: Math.max(0, plan.session.jitterSeconds),
        chargingStages,
        sessionId: `SES-${r.hex(10)}`,
        basePowerKw: r.pick([7.4, 11, 22, 50, 150]),
        kWh: 0,
        updates: 0,
        cdrPushed: false,
    };
    timeline.events.push(runStarted(plan, timeline.cadence));
    for (const [index, stage] of plan.stages.entries())
        emitStage(timeline, stage, index);
    if (!timeline.cdrPushed && cdrStageIndex >= 0) {
        const cdrStage = plan.stages[cdrStageIndex];
        pushCdr(timeline, Math.min(cdrStage.startSecond + cdrStage.durationSeconds, cdrStage.startSecond + plan.completion.cdrDelaySeconds));
    }
    for (const update of scripted) {
        timeline.events.push({
            atSecond: update.atSecond,
            type: wire/* JOURNEY_EVENTS */.r5.sessionUpdate,
            stage: stageAt(plan, update.atSecond),
            fields: { sessionId: timeline.sessionId, ...update.fields, scripted: true },
        });
    }
    timeline.events.push(runCompleted(timeline, scripted.length));
    // Stable sort: emission order is almost sorted already (so this is close to linear), and
    // run.completed, emitted last at the final second, stays last.
    timeline.events.sort((a, b) => a.atSecond - b.atSecond);
    return timeline.events;
}
/** The update cadence, thinned by a whole stride when it would exceed the event budget. */
function thinnedCadence(plan, chargingStages, otherEvents) {
    const cadence = Math.max(1, plan.session.cadenceSeconds);
    const fixedEvents = 2 + 2 * plan.stages.length + otherEvents;
    const budget = Math.max(0, MAX_JOURNEY_EVENTS - fixedEvents);
    const naive = chargingStages.reduce((sum, stage) => sum + ticks(stage.durationSeconds, cadence), 0);
    const stride = naive > budget ? Math.ceil(naive / Math.max(1, budget)) : 1;
    return cadence * stride;
}
function runStarted(plan, cadence) {
    return {
        atSecond: 0,
        type: wire/* JOURNEY_EVENTS */.r5.runStarted,
        fields: {
            kind: plan.kind,
            profile: plan.profile,
            ocpiVersion: plan.ocpiVersion,
            targetId: plan.targetId,
            stages: plan.stages.length,
            durationSeconds: plan.clock.durationSeconds,
            accelerationFactor: plan.clock.accelerationFactor,
            sessionUpdateCadenceSeconds: cadence,
        },
    };
}
function runCompleted(timeline, scriptedUpdates) {
    return {
        atSecond: timeline.plan.clock.durationSeconds,
        type: wire/* JOURNEY_EVENTS */.r5.runCompleted,
        fields: {
            stages: timeline.plan.stages.length,
            sessionUpdates: timeline.updates + scriptedUpdates,
            totalKWh: round3(timeline.kWh),
            ...(timeline.chargingEnd === undefined
                ? {}
                : { chargingEndedAtSecond: timeline.chargingEnd }),
        },
    };
}
/** A stage's start, its session updates when energy flows, its end, and the CDR after the last charging stage. */
function emitStage(timeline, stage, index) {
    const { plan } = timeline;
    const end = stage.startSecond + stage.durationSeconds;
    const common = { stage: stage.id, name: stage.name, module: stage.module };
    timeline.events.push({
        atSecond: stage.startSecond,
        type: wire/* JOURNEY_EVENTS */.r5.stageStarted,
        stage: index,
        fields: common,
    });
    const spec = chargingSpec(plan, stage);
    if (spec)
        emitSessionUpdates(timeline, stage, index, spec);
    timeline.events.push({
        atSecond: end,
        type: wire/* JOURNEY_EVENTS */.r5.stageCompleted,
        stage: index,
        fields: {
            ...common,
            ...(spec ? { sessionId: timeline.sessionId, kWh: round3(timeline.kWh) } : {}),
        },
    });
    // The CDR follows the end of the last charging stage by cdrDelaySeconds, inside the journey.
    const isLastCharging = spec && timeline.chargingStages[timeline.chargingStages.length - 1] === stage;
    if (isLastCharging) {
        pushCdr(timeline, Math.min(plan.clock.durationSeconds, end + plan.completion.cdrDelaySeconds));
    }
}
/** The session updates of a charging stage, one per cadence tick, and the energy they add up to. */
function emitSessionUpdates(timeline, stage, index, spec) {
    const { r, cadence, jitter, basePowerKw } = timeline;
    const start = stage.startSecond;
    const end = start + stage.durationSeconds;
    let last = start;
    const count = ticks(stage.durationSeconds, cadence);
    for (let k = 1; k <= count; k++) {
        const planned = start + k * cadence;
        // Jitter never reorders updates: each lands at or after the previous one, inside the stage.
        const at = jitter > 0 ? Math.min(end, Math.max(last, planned + r.int(-jitter, jitter))) : planned;
        const suspended = spec.rough === true && r.next() < 0.15;
        const powerKw = suspended ? 0 : basePowerKw * (0.8 + r.next() * 0.2);
        timeline.kWh += (powerKw * (at - last)) / 3600;
        last = at;
        timeline.updates++;
        timeline.events.push({
            atSecond: at,
            type: wire/* JOURNEY_EVENTS */.r5.sessionUpdate,
            stage: index,
            fields: {
                sessionId: timeline.sessionId,
                seq: timeline.updates,
                kWh: round3(timeline.kWh),
                powerKw: Math.round(powerKw * 10) / 10,
                // A session whose EV stopped taking energy is still ACTIVE (SessionStatus, mod_sessions):
                // OCPI has no suspended status; the power of 0 kW says it.
                status: 'ACTIVE',
                ...(suspended ? { suspended: true } : {}),
            },
        });
    }
    timeline.kWh += (basePowerKw * 0.9 * (end - last)) / 3600;
    timeline.chargingEnd = end;
}
/**
 * A CDR's total_cost as the version writes it: a number in 2.1.1 (mod_cdrs, CDR object), a Price
 * of excl_vat and incl_vat in 2.2 and 2.2.1, of before_taxes and taxes in 2.3.0 (types, Price
 * class).
 */
function totalCost(version, exclVat) {
    const vat = Math.round(exclVat * 21) / 100;
    if (version === '2.1.1')
        return exclVat;
    if (version === '2.3.0') {
        return { before_taxes: exclVat, taxes: [{ name: 'VAT', percentage: 21, amount: vat }] };
    }
    return { excl_vat: exclVat, incl_vat: Math.round((exclVat + vat) * 100) / 100 };
}
function pushCdr(timeline, atSecond) {
    const { r } = timeline;
    timeline.cdrPushed = true;
    const energy = round3(timeline.kWh > 0 ? timeline.kWh : 5 + r.next() * 40);
    const cost = Math.round(energy * 0.39 * 100) / 100;
    timeline.events.push({
        atSecond,
        type: wire/* JOURNEY_EVENTS */.r5.cdrIssued,
        stage: stageAt(timeline.plan, atSecond),
        fields: {
            cdrId: `CDR-${r.hex(10)}`,
            sessionId: timeline.sessionId,
            totalKWh: energy,
            totalCost: totalCost(timeline.plan.ocpiVersion, cost),
            currency: 'EUR',
        },
    });
}
// ---------------------------------------------------------------------------------------------
// Report.
/** The roster checks a stage grades, renamed into the journey (2 to 5 per stage). */
function stageChecks(plan, stage) {
    const spec = stageSpec(plan, stage);
    const resolved = spec
        ? resolveStage(spec, plan.ocpiVersion)
        : { module: stage.module, slugs: [] };
    const moduleChecks = suitesFor(plan.ocpiVersion, stage.module).flatMap((suite) => suite.checks);
    const slugOf = (check) => check.testId.split('/').slice(2).join('/');
    const chosen = resolved.slugs
        .map((slug) => moduleChecks.find((check) => slugOf(check) === slug))
        .filter((check) => check !== undefined);
    // Slugs missing in this version are made up from the module's other checks, in roster order.
    for (const check of moduleChecks) {
        if (chosen.length >= 2)
            break;
        if (!chosen.includes(check))
            chosen.push(check);
    }
    const prefix = `journey/${plan.kind}/${stage.id}`;
    const renamed = new Map(chosen.slice(0, 5).map((check) => [check.testId, `${prefix}/${slugOf(check)}`]));
    return chosen.slice(0, 5).map((check) => ({
        ...check,
        testId: renamed.get(check.testId),
        dependsOn: check.dependsOn.flatMap((id) => {
            const mapped = renamed.get(id);
            return mapped ? [mapped] : [];
        }),
    }));
}
/**
 * The graded content of a journey report: one suite per stage. When the run did not complete,
 * every check of the stage it stopped in (outcome.reachedStage) and of later stages is
 * `unreached: 'dependency'`: each stage builds on the ones before it.
 */
function generateJourneyReport(plan, seed, scenario, outcome) {
    const completed = outcome.status === 'completed';
    const suites = plan.stages.map((stage, index) => ({
        suiteId: `journey/${plan.kind}/${stage.id}`,
        module: stage.module,
        checks: stageChecks(plan, stage),
        reached: completed || index < outcome.reachedStage,
    }));
    const partnerBaseUrl = plan.partnerBaseUrl ?? `https://${plan.targetId}.partner.invalid/ocpi`;
    const graded = gradeSuites({ seed, ocpiVersion: plan.ocpiVersion, partnerBaseUrl, scenario }, suites);
    return {
        ocpiVersion: plan.ocpiVersion,
        withheldModules: [],
        summary: graded.summary,
        suites: graded.suites,
        provenance: provenance(plan.ocpiVersion),
    };
}

;// CONCATENATED MODULE: ./lib/emulator/content.js
/** The emulator's content generators, as the server consumes them (types.ts EmulatorContent). */



const content = {
    suiteListing: suiteListing,
    modulesFor: modulesFor,
    rosterHash: rosterHash,
    generateConformanceReport: generateConformanceReport,
    compileJourneyPlan: compileJourneyPlan,
    journeyTimeline: journeyTimeline,
    generateJourneyReport: generateJourneyReport,
};

// EXTERNAL MODULE: ./lib/emulator/faults.js
var emulator_faults = __webpack_require__(7110);
;// CONCATENATED MODULE: ./lib/emulator/api-error.js
class ApiError extends Error {
    status;
    code;
    details;
    constructor(status, code, message, details = {}) {
        super(message);
        this.status = status;
        this.code = code;
        this.details = details;
    }
}
function badRequest(field, problem) {
    return new ApiError(400, 'invalid_request', `${field}: ${problem}`, { field });
}
function notFound(what, id) {
    return new ApiError(404, 'not_found', `${what} "${id}" was not found for the owner of this API key.`);
}
/** The error envelope of an ApiError at `timestamp` (emulated time). */
function errorEnvelope(error, timestamp) {
    const { capability, limit, field } = error.details;
    return {
        success: false,
        message: error.message,
        status: 'error',
        code: error.code,
        timestamp: new Date(timestamp).toISOString(),
        ...(capability ? { capability } : {}),
        ...(limit ? { limit } : {}),
        ...(field ? { field } : {}),
    };
}

// EXTERNAL MODULE: ./lib/emulator/plans.js
var plans = __webpack_require__(5655);
;// CONCATENATED MODULE: ./lib/emulator/journey-plans.js
/**
 * Journey plans (interface 4.3, preview): a preview body compiled into a plan against an owned
 * connection, with the capabilities it needs checked against the owner's plan (blockers), saved
 * for a while under a plan id and a hash of its content. Starting a plan looks it up here.
 */



/** How long a previewed journey plan can be started (emulated seconds), by default. */
const PLAN_TTL_SECONDS = 900;
class JourneyPlanStore {
    deps;
    plans = new Map();
    constructor(deps) {
        this.deps = deps;
    }
    /** Compiles and saves a plan from a validated preview body; answers the preview result (2.9). */
    preview(ownerId, body) {
        const { owners, connections, content, clock, ids, planTtlSeconds } = this.deps;
        const plan = owners.planOf(ownerId);
        const connection = connections.owned(ownerId, body.targetId);
        const compiled = content.compileJourneyPlan(body, connections.view(connection));
        const required = new Set(compiled.requiredCapabilities);
        // Testing one's own endpoint is what the external-endpoints capability pays for.
        if (connection.kind === 'external')
            required.add('external-endpoints');
        const blockers = [...required]
            .filter((capability) => !(0,plans/* hasCapability */.p0)(plan, capability))
            .map((capability) => {
            const rung = (0,plans/* planWith */.ap)(plan, capability);
            return {
                capability,
                message: `The ${plan} plan lacks the "${capability}" capability${rung ? `; the ${rung} plan includes it` : ''}.`,
            };
        });
        const journeyPlan = { ...compiled, requiredCapabilities: [...required], blockers };
        const planHash = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(journeyPlan)).digest('hex');
        const saved = {
            planId: ids.next('plan_'),
            ownerId,
            plan: journeyPlan,
            planHash,
            seed: body.seed,
            expiresAt: clock.now() + planTtlSeconds * 1000,
        };
        this.plans.set(saved.planId, saved);
        return {
            planId: saved.planId,
            planHash,
            runAllowed: blockers.length === 0,
            plan: journeyPlan,
            expiresInSeconds: planTtlSeconds,
        };
    }
    /**
     * The saved plan a start names, if it may run: unknown, another owner's or expired (404), a
     * hash that is not the plan's (409), a capability the owner's plan lacks (402).
     */
    runnable(ownerId, input) {
        const saved = this.plans.get(input.planId);
        if (!saved || saved.ownerId !== ownerId || saved.expiresAt <= this.deps.clock.now()) {
            throw new ApiError(404, 'plan_not_found', `Journey plan "${input.planId}" was not found for the owner of this API key, or it expired (plans last ${this.deps.planTtlSeconds} s); preview the journey again.`);
        }
        if (input.planHash !== undefined && input.planHash !== saved.planHash) {
            throw new ApiError(409, 'plan_hash_mismatch', 'planHash does not match the saved plan; preview the journey again and start the plan it returns.');
        }
        const blocker = saved.plan.blockers[0];
        if (blocker) {
            throw new ApiError(402, 'capability_required', blocker.message, {
                capability: blocker.capability,
            });
        }
        return saved;
    }
}

// EXTERNAL MODULE: ./lib/emulator/scenarios.js
var scenarios = __webpack_require__(8112);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./lib/emulator/journey-runs.js
/**
 * The journey run engine: plays a journey's timeline (content.journeyTimeline) on the emulated
 * clock, numbering events 1, 2, 3..., and applies what the server decides on top of the timeline:
 * interruptions with recovery, the owner's cooperative cancel, and the service's own cancel.
 *
 * The engine is driven by time, not by timers: advance(now) emits every event due by `now`. The
 * state calls it before every read and from one timer per run (at nextWakeAt()), so a run is
 * always current whether or not anybody watches it.
 *
 * Time: a timeline event at journey-clock second S is due S / accelerationFactor emulated
 * seconds after the start, shifted by the time the run spent paused (interrupted, recovering).
 */


const TERMINAL_JOURNEY_STATUSES = new Set([
    'completed',
    'failed',
    'cancelled',
]);
const TERMINAL_STATUS_OF_EVENT = {
    [wire/* JOURNEY_EVENTS */.r5.runCompleted]: 'completed',
    [wire/* JOURNEY_EVENTS */.r5.runFailed]: 'failed',
    [wire/* JOURNEY_EVENTS */.r5.runCancelled]: 'cancelled',
};
const RECOVERY_OPTIONS = [
    {
        decision: 'resume',
        label: 'Resume',
        description: 'Continue the journey from the point where the worker stopped.',
    },
    {
        decision: 'restart-stage',
        label: 'Restart the stage',
        description: 'Run the interrupted stage again from its start, then continue.',
    },
    {
        decision: 'abandon',
        label: 'Abandon',
        description: 'End the run as failed; the stages already run keep their results.',
    },
];
/** Emulated ms a recovery takes between the decision and the worker running again. */
const RECOVERY_MS = 2000;
/**
 * The worker checks for a cancel request at every timeline event and at least this often
 * (emulated ms), so a cancel lands at the next event or within this time, whichever comes first.
 */
const CANCEL_CHECK_MS = 10_000;
class JourneyEngine {
    runId;
    msPerJourneySecond;
    rules;
    events = [];
    status = 'running';
    runIntegrity = 'valid';
    recoveryVersion = 0;
    recoveryOptions = [];
    workerHealthy = true;
    /** Highest stage index that started (-1 before the first). */
    reachedStage = -1;
    /** Emulated ms of the terminal event. */
    terminalAt;
    /** Emulated ms of the owner's cancel request, once made. */
    cancelRequestedAt;
    drafts;
    cursor = 0;
    /** Emulated ms of journey-clock second 0, moved forward by pauses. */
    baseAt;
    interruption;
    pendingRecovery;
    interruptedStages = new Set();
    constructor(runId, drafts, msPerJourneySecond, startedAt, rules) {
        this.runId = runId;
        this.msPerJourneySecond = msPerJourneySecond;
        this.rules = rules;
        // The timeline is meant to be in time order; sorting (stably) guarantees it.
        this.drafts = [...drafts].sort((a, b) => a.atSecond - b.atSecond);
        this.baseAt = startedAt;
    }
    get terminal() {
        return TERMINAL_JOURNEY_STATUSES.has(this.status);
    }
    /** Emits every event due by `now`; true when anything changed. */
    advance(now) {
        let changed = false;
        // Each pass emits an event or ends the loop; the bound only guards against a logic slip.
        for (let pass = 0; pass <= this.drafts.length * 2 + 4; pass++) {
            if (this.terminal || this.status === 'interrupted')
                break;
            if (this.status === 'recovering') {
                const recovery = this.pendingRecovery;
                if (recovery.dueAt > now)
                    break;
                this.applyRecovery(recovery.decision, recovery.dueAt);
                changed = true;
                continue;
            }
            const draft = this.drafts[this.cursor];
            const due = this.nextDue();
            if (this.cancelRequestedAt !== undefined) {
                const at = Math.min(due, this.cancelRequestedAt + CANCEL_CHECK_MS);
                if (at > now)
                    break;
                const stage = this.reachedStage >= 0 ? this.reachedStage : undefined;
                this.end('cancelled', wire/* JOURNEY_EVENTS */.r5.runCancelled, at, stage, {
                    reason: 'cancelled at the request of the owner',
                    requestedBy: 'owner',
                });
                changed = true;
                break;
            }
            if (due > now)
                break;
            changed = true;
            if (!draft) {
                // A timeline without a terminal event completes after its last event.
                this.end('completed', wire/* JOURNEY_EVENTS */.r5.runCompleted, due, undefined, {});
                break;
            }
            const startsStage = draft.type === wire/* JOURNEY_EVENTS */.r5.stageStarted && draft.stage !== undefined;
            if (startsStage && draft.stage === this.rules.cancelAtStage) {
                this.reachedStage = Math.max(this.reachedStage, draft.stage);
                this.end('cancelled', wire/* JOURNEY_EVENTS */.r5.runCancelled, due, draft.stage, {
                    reason: 'cancelled by the service',
                    requestedBy: 'service',
                });
                break;
            }
            if (startsStage)
                this.reachedStage = Math.max(this.reachedStage, draft.stage);
            this.emit(due, draft.type, draft.stage, draft.fields);
            this.cursor++;
            if (wire/* TERMINAL_EVENT_NAMES */.Pl.has(draft.type)) {
                this.status = TERMINAL_STATUS_OF_EVENT[draft.type] ?? 'failed';
                this.terminalAt = this.events.at(-1).at;
                break;
            }
            if (startsStage &&
                draft.stage === this.rules.interruptAtStage &&
                !this.interruptedStages.has(draft.stage)) {
                this.interrupt(due, draft.stage);
                break;
            }
        }
        return changed;
    }
    /** Emulated ms at which the run next changes by itself; undefined when it waits or is over. */
    nextWakeAt() {
        if (this.terminal || this.status === 'interrupted')
            return undefined;
        if (this.status === 'recovering')
            return this.pendingRecovery.dueAt;
        const due = this.nextDue();
        return this.cancelRequestedAt === undefined
            ? due
            : Math.min(due, this.cancelRequestedAt + CANCEL_CHECK_MS);
    }
    /**
     * The owner's cooperative cancel (rule 3.2): recorded now, applied at the next safe point. An
     * interrupted run has no worker to reach a safe point, so it is cancelled at once.
     * Returns the status to answer.
     */
    requestCancel(now) {
        if (this.terminal)
            return this.status;
        if (this.cancelRequestedAt !== undefined)
            return 'cancelling';
        this.cancelRequestedAt = now;
        this.emit(now, wire/* JOURNEY_EVENTS */.r5.cancelRequested, undefined, { requestedBy: 'owner' });
        if (this.status === 'interrupted') {
            this.recoveryOptions = [];
            this.end('cancelled', wire/* JOURNEY_EVENTS */.r5.runCancelled, now, this.interruption?.stage, {
                reason: 'cancelled at the request of the owner while interrupted',
                requestedBy: 'owner',
            });
            return this.status;
        }
        return 'cancelling';
    }
    /** Applies a recovery decision (rule 3.3); throws the interface's errors. */
    recover(decision, recoveryVersion, now) {
        if (this.status !== 'interrupted') {
            throw new ApiError(409, 'run_not_interrupted', `The journey run is ${this.status}, not interrupted; recovery applies only to an interrupted run.`);
        }
        if (recoveryVersion !== this.recoveryVersion) {
            throw new ApiError(409, 'stale_recovery_version', `recoveryVersion ${recoveryVersion} is not the current one; re-read the run status for the current recoveryVersion and options.`);
        }
        const option = this.recoveryOptions.find((candidate) => candidate.decision === decision);
        if (!option) {
            throw new ApiError(422, 'decision_not_offered', `The decision "${decision}" is not offered; the offered decisions are ${this.recoveryOptions.map((o) => o.decision).join(', ')}.`);
        }
        this.status = 'recovering';
        this.recoveryOptions = [];
        this.pendingRecovery = { decision: option.decision, dueAt: now + RECOVERY_MS };
        this.emit(now, wire/* JOURNEY_EVENTS */.r5.recoveryApplied, this.interruption?.stage, {
            decision: option.decision,
            recoveryVersion: this.recoveryVersion,
        });
    }
    interrupt(at, stage) {
        this.interruptedStages.add(stage);
        this.status = 'interrupted';
        this.workerHealthy = false;
        this.recoveryVersion++;
        this.recoveryOptions = RECOVERY_OPTIONS.map((option) => ({ ...option }));
        this.interruption = { at, stage, stageCursor: this.cursor - 1 };
        this.emit(at, wire/* JOURNEY_EVENTS */.r5.runInterrupted, stage, {
            reason: 'the worker running the journey stopped',
            recoveryVersion: this.recoveryVersion,
        });
    }
    applyRecovery(decision, at) {
        const interruption = this.interruption;
        this.pendingRecovery = undefined;
        if (decision === 'abandon') {
            this.end('failed', wire/* JOURNEY_EVENTS */.r5.runFailed, at, interruption.stage, {
                reason: 'abandoned after an interruption',
            });
            return;
        }
        this.status = 'running';
        this.workerHealthy = true;
        this.runIntegrity = 'recovered';
        if (decision === 'restart-stage') {
            // Play the stage again from its start event.
            this.cursor = interruption.stageCursor;
            this.baseAt = at - this.drafts[this.cursor].atSecond * this.msPerJourneySecond;
        }
        else {
            // Continue where the worker stopped: the rest of the timeline moves by the pause.
            this.baseAt += at - interruption.at;
        }
    }
    /** When the next timeline event is due; past the last one, the time of the last event. */
    nextDue() {
        const draft = this.drafts[this.cursor];
        return draft ? this.dueAt(draft) : Math.max(this.events.at(-1)?.at ?? this.baseAt, this.baseAt);
    }
    dueAt(draft) {
        return this.baseAt + draft.atSecond * this.msPerJourneySecond;
    }
    end(status, type, at, stage, fields) {
        this.emit(at, type, stage, fields);
        this.status = status;
        this.terminalAt = this.events.at(-1).at;
    }
    emit(at, type, stage, fields) {
        // Events are appended in time order: a request never moves an event before one already sent.
        const last = this.events.at(-1);
        this.events.push({
            seq: this.events.length + 1,
            type,
            at: last && last.at > at ? last.at : at,
            stage,
            fields,
        });
    }
    /**
     * The JSON body of an event frame. The server's keys (seq, type, at, runId, stage as the stage's
     * number in the plan, 1 for the first, as the plan's listing numbers them) win; a timeline field of the same name is kept under another name (renamedField).
     */
    static body(event, runId) {
        const body = {};
        for (const [key, value] of Object.entries(event.fields)) {
            body[RESERVED_FIELDS.has(key) ? renamedField(key) : key] = value;
        }
        return {
            ...body,
            seq: event.seq,
            type: event.type,
            at: new Date(event.at).toISOString(),
            runId,
            ...(event.stage === undefined ? {} : { stage: event.stage + 1 }),
        };
    }
}
const RESERVED_FIELDS = new Set(['seq', 'type', 'at', 'runId', 'stage']);
/** Where a timeline field that clashes with a server key goes: the stage id, the update count. */
function renamedField(key) {
    if (key === 'stage')
        return 'stageId';
    if (key === 'seq')
        return 'updateSeq';
    return `timeline${key[0].toUpperCase()}${key.slice(1)}`;
}

;// CONCATENATED MODULE: ./lib/emulator/validate.js
/**
 * Request validation of the emulated service, written from the interface (2.4, 4.2, 4.3, 8) and
 * deliberately independent of the client's request schemas and value sets: the rules come from
 * the emulator's own copy of the interface's values (interface-rules.ts), so a client that drifts
 * from the interface gets a 400 here instead of passing because both sides share one mistake.
 *
 * Every failure is a 400 naming the field or query parameter. Token values are never quoted.
 */


const INTEGER = /^-?\d+$/;
/** Collects the violations of one request body, then throws them as one 400. */
class Problems {
    items = [];
    add(field, problem) {
        this.items.push({ field, problem });
    }
    throwIfAny() {
        const first = this.items[0];
        if (!first)
            return;
        const message = this.items.map((item) => `${item.field}: ${item.problem}`).join('; ');
        throw new ApiError(400, 'invalid_request', message, { field: first.field });
    }
}
function requireObject(body, what) {
    if (body === undefined)
        throw badRequest('body', `${what} needs a JSON object body`);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw badRequest('body', `${what} needs a JSON object, not ${describeType(body)}`);
    }
    return body;
}
function describeType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return `a ${typeof value}`;
}
// Query parameters.
/** An integer query parameter within bounds; absent gives `fallback`. */
function integerParam(query, name, bounds, fallback) {
    const raw = query.get(name);
    if (raw === null)
        return fallback;
    const range = bounds.max === undefined ? `>= ${bounds.min}` : `from ${bounds.min} to ${bounds.max}`;
    if (!INTEGER.test(raw))
        throw badRequest(name, `must be an integer ${range}, not "${raw}"`);
    const value = Number(raw);
    if (value < bounds.min || (bounds.max !== undefined && value > bounds.max)) {
        throw badRequest(name, `must be an integer ${range}, not ${value}`);
    }
    return value;
}
/** A query parameter restricted to a value set; absent gives undefined. */
function enumParam(query, name, values) {
    const raw = query.get(name);
    if (raw === null)
        return undefined;
    if (!values.includes(raw)) {
        throw badRequest(name, `must be one of ${values.join(', ')}, not "${raw}"`);
    }
    return raw;
}
/**
 * The long-poll wait (interface 4, 8): absent answers at once; an integer 1..55; larger values
 * are clamped to 55; zero, negatives and non-integers are refused.
 */
function waitParam(query, name) {
    const raw = query.get(name);
    if (raw === null)
        return undefined;
    if (!INTEGER.test(raw) || Number(raw) < interface_rules/* LONG_POLL_SECONDS */.xT.min) {
        throw badRequest(name, `must be an integer number of seconds from ${interface_rules/* LONG_POLL_SECONDS */.xT.min} to ${interface_rules/* LONG_POLL_SECONDS */.xT.max} (larger values are clamped), not "${raw}"`);
    }
    return Math.min(Number(raw), interface_rules/* LONG_POLL_SECONDS */.xT.max);
}
const CONNECTION_FIELDS = new Set([
    'partnerBaseUrl',
    'ourRole',
    'theirRole',
    'ocpiVersion',
    'tokenA',
    'tokenC',
    'localTokenB',
    'ourPartyId',
    'ourCountryCode',
]);
const TOKEN_FIELDS = ['tokenA', 'tokenC', 'localTokenB'];
function validateCreateConnection(raw) {
    const body = requireObject(raw, 'Creating a connection');
    const problems = new Problems();
    for (const key of Object.keys(body)) {
        if (!CONNECTION_FIELDS.has(key))
            problems.add(key, 'is not a field of a connection request');
    }
    const url = body.partnerBaseUrl;
    if (url === undefined)
        problems.add('partnerBaseUrl', 'is required');
    else if (!isHttpUrl(url)) {
        problems.add('partnerBaseUrl', 'must be an absolute http(s) URL such as https://partner.example/ocpi/versions');
    }
    for (const field of ['ourRole', 'theirRole']) {
        const value = body[field];
        if (value === undefined)
            problems.add(field, 'is required');
        else if (!interface_rules/* CONNECTION_ROLES */.Zj.includes(value)) {
            problems.add(field, `must be one of ${interface_rules/* CONNECTION_ROLES */.Zj.join(', ')}`);
        }
    }
    if (body.ocpiVersion === undefined)
        problems.add('ocpiVersion', 'is required');
    else if (!interface_rules/* OCPI_VERSIONS */.W8.includes(body.ocpiVersion)) {
        problems.add('ocpiVersion', `must be one of ${interface_rules/* OCPI_VERSIONS */.W8.join(', ')}`);
    }
    for (const field of TOKEN_FIELDS) {
        const value = body[field];
        if (value !== undefined && (typeof value !== 'string' || value.length === 0)) {
            problems.add(field, 'must be a non-empty string');
        }
    }
    const { ourPartyId, ourCountryCode } = body;
    if (ourPartyId !== undefined &&
        (typeof ourPartyId !== 'string' ||
            ourPartyId.length === 0 ||
            ourPartyId.length > interface_rules/* PARTY_ID_MAX_LENGTH */.N4)) {
        problems.add('ourPartyId', `must be a string of 1 to ${interface_rules/* PARTY_ID_MAX_LENGTH */.N4} characters`);
    }
    if (ourCountryCode !== undefined &&
        (typeof ourCountryCode !== 'string' || !interface_rules/* COUNTRY_CODE_PATTERN */.KR.test(ourCountryCode))) {
        problems.add('ourCountryCode', 'must be exactly 2 letters (ISO 3166 alpha-2)');
    }
    // Exactly one of the two forms (2.4).
    const has = (field) => body[field] !== undefined;
    if (has('tokenA') && has('tokenC')) {
        problems.add('tokenA', 'use either tokenA (registration) or tokenC (existing credentials)');
    }
    else if (!has('tokenA') && !has('tokenC')) {
        problems.add('tokenA', 'one of tokenA (registration) or tokenC (existing credentials) is required');
    }
    else if (has('tokenA')) {
        for (const field of ['localTokenB', 'ourPartyId', 'ourCountryCode']) {
            if (has(field))
                problems.add(field, 'is only allowed with tokenC, not with tokenA');
        }
    }
    else {
        for (const field of ['ourPartyId', 'ourCountryCode']) {
            if (!has(field))
                problems.add(field, 'is required with tokenC');
        }
    }
    problems.throwIfAny();
    return {
        partnerBaseUrl: url,
        ourRole: body.ourRole,
        theirRole: body.theirRole,
        ocpiVersion: body.ocpiVersion,
        form: has('tokenA') ? 'registration' : 'existing-credentials',
        tokenA: body.tokenA,
        tokenC: body.tokenC,
        localTokenB: body.localTokenB,
        ourPartyId: ourPartyId,
        ourCountryCode: ourCountryCode,
    };
}
function isHttpUrl(value) {
    if (typeof value !== 'string')
        return false;
    try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    }
    catch {
        return false;
    }
}
function validateStartRun(raw) {
    const body = requireObject(raw, 'Starting a run');
    const problems = new Problems();
    for (const key of Object.keys(body)) {
        if (!['connectionId', 'module', 'seed'].includes(key)) {
            problems.add(key, 'is not a field of a run request (connectionId, module, seed)');
        }
    }
    if (body.connectionId === undefined)
        problems.add('connectionId', 'is required');
    else if (typeof body.connectionId !== 'string' || body.connectionId === '') {
        problems.add('connectionId', 'must be a non-empty string');
    }
    if (body.module !== undefined && (typeof body.module !== 'string' || body.module === '')) {
        problems.add('module', 'must be a non-empty string');
    }
    checkSeed(body.seed, false, problems);
    problems.throwIfAny();
    return body;
}
function checkSeed(seed, required, problems) {
    if (seed === undefined) {
        if (required)
            problems.add('seed', 'is required');
        return;
    }
    if (typeof seed !== 'string' || seed.length < interface_rules/* SEED_LENGTH */.TP.min || seed.length > interface_rules/* SEED_LENGTH */.TP.max) {
        problems.add('seed', `must be a string of ${interface_rules/* SEED_LENGTH */.TP.min} to ${interface_rules/* SEED_LENGTH */.TP.max} characters`);
    }
}
// 4.3 Journey preview.
/** Validates a preview body (4.3) and returns it unchanged for the plan compiler. */
function validateJourneyPreview(raw) {
    const body = requireObject(raw, 'Previewing a journey');
    const problems = new Problems();
    if (body.schemaVersion !== interface_rules/* JOURNEY_SCHEMA_VERSION */.C0) {
        problems.add('schemaVersion', `must be ${interface_rules/* JOURNEY_SCHEMA_VERSION */.C0}, the only schema version`);
    }
    if (body.targetId === undefined)
        problems.add('targetId', 'is required');
    else if (typeof body.targetId !== 'string' || body.targetId === '') {
        problems.add('targetId', 'must be a non-empty string (a connection id)');
    }
    checkSeed(body.seed, true, problems);
    const topology = objectField(body, 'topology', true, problems);
    if (topology) {
        oneOf(topology, 'topology.kind', 'kind', interface_rules/* JOURNEY_KINDS */.JN, true, problems);
        oneOf(topology, 'topology.profile', 'profile', interface_rules/* JOURNEY_PROFILES */.s4, false, problems);
        oneOf(topology, 'topology.role', 'role', interface_rules/* JOURNEY_ROLES */.jn, false, problems);
        oneOf(topology, 'topology.ocpiVersion', 'ocpiVersion', interface_rules/* OCPI_VERSIONS */.W8, false, problems);
        const label = topology.label;
        const { min, max } = interface_rules/* JOURNEY_LABEL_LENGTH */.D0;
        if (label !== undefined &&
            (typeof label !== 'string' || label.length < min || label.length > max)) {
            problems.add('topology.label', `must be a string of ${min} to ${max} characters`);
        }
    }
    const clock = objectField(body, 'clock', false, problems);
    if (clock) {
        integerField(clock, 'clock.durationSeconds', 'durationSeconds', 1, problems);
        integerField(clock, 'clock.accelerationFactor', 'accelerationFactor', 1, problems);
    }
    const session = objectField(body, 'session', false, problems);
    if (session) {
        integerField(session, 'session.cadenceSeconds', 'cadenceSeconds', 1, problems);
        integerField(session, 'session.jitterSeconds', 'jitterSeconds', 0, problems);
        if (session.updates !== undefined && !Array.isArray(session.updates)) {
            problems.add('session.updates', 'must be an array');
        }
    }
    const completion = objectField(body, 'completion', false, problems);
    if (completion) {
        integerField(completion, 'completion.cdrDelaySeconds', 'cdrDelaySeconds', 0, problems);
    }
    problems.throwIfAny();
    return body;
}
function objectField(body, name, required, problems) {
    const value = body[name];
    if (value === undefined) {
        if (required)
            problems.add(name, 'is required');
        return undefined;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        problems.add(name, 'must be an object');
        return undefined;
    }
    return value;
}
function oneOf(object, path, key, values, required, problems) {
    const value = object[key];
    if (value === undefined) {
        if (required)
            problems.add(path, 'is required');
        return;
    }
    if (!values.includes(value))
        problems.add(path, `must be one of ${values.join(', ')}`);
}
function integerField(object, path, key, min, problems) {
    const value = object[key];
    if (value === undefined)
        return;
    if (!Number.isSafeInteger(value) || value < min) {
        problems.add(path, min === 1 ? 'must be a positive integer' : 'must be an integer >= 0');
    }
}
// Journey start and recovery.
function validateJourneyStart(raw, fields) {
    const body = requireObject(raw, 'Starting a journey');
    const problems = new Problems();
    const planId = body[fields.planId];
    const planHash = body[fields.planHash];
    if (planId === undefined)
        problems.add(fields.planId, 'is required (from the preview)');
    else if (typeof planId !== 'string' || planId === '') {
        problems.add(fields.planId, 'must be a non-empty string');
    }
    if (planHash !== undefined && (typeof planHash !== 'string' || planHash === '')) {
        problems.add(fields.planHash, 'must be a non-empty string');
    }
    problems.throwIfAny();
    return { planId: planId, planHash: planHash };
}
function validateRecovery(raw, decisionField) {
    const body = requireObject(raw, 'Recovering a journey run');
    const problems = new Problems();
    const decision = body[decisionField];
    if (decision === undefined)
        problems.add(decisionField, 'is required');
    else if (typeof decision !== 'string' || decision === '') {
        problems.add(decisionField, 'must be a non-empty string');
    }
    const version = body.recoveryVersion;
    if (version === undefined)
        problems.add('recoveryVersion', 'is required');
    else if (!Number.isSafeInteger(version) || version < 0) {
        problems.add('recoveryVersion', 'must be an integer >= 0');
    }
    problems.throwIfAny();
    return { decision: decision, recoveryVersion: version };
}

;// CONCATENATED MODULE: ./lib/emulator/event-stream.js




/** The position to resume after: the Last-Event-ID header, else the cursor parameter, else 0. */
function streamPosition(headers, query) {
    const header = headers['last-event-id'];
    if (typeof header === 'string' && header.trim() !== '') {
        if (!/^\d+$/.test(header.trim())) {
            throw badRequest('Last-Event-ID', `must be an event sequence (integer >= 0), not "${header}"`);
        }
        return Number(header.trim());
    }
    return integerParam(query, wire/* STREAM_CURSOR_PARAM */.q7, { min: 0 }, 0);
}
/** Replays a run's events after `after`, then follows it live until its terminal event. */
function followJourney(service, res, run, after, dropAfterEvents) {
    return new JourneyStream(service, res, run, after, dropAfterEvents).follow();
}
class JourneyStream {
    service;
    res;
    run;
    dropAfterEvents;
    /** Sequence of the last event sent; sequences are 1, 2, 3... */
    sent;
    frames = 0;
    finished = false;
    cancelHeartbeat = () => { };
    unsubscribe = () => { };
    resolve = () => { };
    constructor(service, res, run, after, dropAfterEvents) {
        this.service = service;
        this.res = res;
        this.run = run;
        this.dropAfterEvents = dropAfterEvents;
        this.sent = after;
    }
    follow() {
        const { service, res } = this;
        return new Promise((resolve) => {
            this.resolve = resolve;
            service.log.writeHead(res, 200, {
                'content-type': 'text/event-stream; charset=utf-8',
                'cache-control': 'no-cache',
                connection: 'keep-alive',
            });
            res.flushHeaders();
            service.openStreams.add(res);
            this.unsubscribe = service.hub.subscribe(this.run.runId, () => this.pump());
            res.on('close', () => this.finish());
            this.beat();
            if (this.dropAfterEvents === 0) {
                res.destroy();
                this.finish();
                return;
            }
            this.pump();
        });
    }
    finish() {
        if (this.finished)
            return;
        this.finished = true;
        this.unsubscribe();
        this.cancelHeartbeat();
        this.service.openStreams.delete(this.res);
        this.resolve();
    }
    beat() {
        this.cancelHeartbeat = this.service.timers.after(this.service.heartbeatMs, () => {
            if (this.finished)
                return;
            this.res.write(': keep-alive\n\n');
            this.beat();
        });
    }
    /** Sends the events not sent yet; ends the stream after the terminal one. */
    pump() {
        if (this.finished)
            return;
        // The event after sequence `sent` is at index `sent`.
        const { events } = this.run.engine;
        for (let index = this.sent; index < events.length; index++) {
            if (this.send(events[index]) === 'ended')
                return;
        }
        if (this.run.engine.terminal) {
            // Resumed after the terminal event: nothing more will come.
            this.res.end();
            this.finish();
        }
    }
    send(event) {
        const { res } = this;
        const body = JSON.stringify(JourneyEngine.body(event, this.run.runId));
        const frame = `id: ${event.seq}\nevent: ${event.type}\ndata: ${body}\n\n`;
        this.sent = event.seq;
        this.frames++;
        if (this.dropAfterEvents !== undefined && this.frames >= this.dropAfterEvents) {
            // The drop comes once the frames before it reached the client.
            res.write(frame, () => res.destroy());
            this.finish();
            return 'ended';
        }
        res.write(frame);
        if (wire/* TERMINAL_EVENT_NAMES */.Pl.has(event.type)) {
            res.end();
            this.finish();
            return 'ended';
        }
        return 'sent';
    }
}

;// CONCATENATED MODULE: ./lib/emulator/http-io.js

/** The success envelope {success: true, data, meta?}. */
function ok(data, status = 200, meta) {
    return { kind: 'json', status, body: { success: true, data, ...(meta ? { meta } : {}) } };
}
/** The API requests so far, each with the status of its answer. */
class RequestLog {
    clock;
    records = [];
    recordOf = new WeakMap();
    constructor(clock) {
        this.clock = clock;
    }
    /** Starts the record of a request; its answer's status is noted by writeHead. */
    open(req, res) {
        const record = {
            method: req.method ?? 'GET',
            path: req.url ?? '/',
            route: `${req.method} (unknown)`,
            status: 0,
            realMs: this.clock.real(),
            emulatedMs: this.clock.now(),
        };
        this.records.push(record);
        this.recordOf.set(res, record);
        return record;
    }
    /** Writes the status line and headers, noting the status in the request's log record. */
    writeHead(res, status, headers) {
        const record = this.recordOf.get(res);
        if (record)
            record.status = status;
        res.writeHead(status, headers);
    }
    /** Copies of the records that match every field of the filter. */
    list(filter = {}) {
        return this.records
            .filter((record) => (filter.method === undefined || record.method === filter.method.toUpperCase()) &&
            (filter.route === undefined || routeMatches(record.route, filter.route)) &&
            (filter.ownerId === undefined || record.ownerId === filter.ownerId))
            .map((record) => ({ ...record }));
    }
    clear() {
        this.records = [];
    }
}
/** A route filter may be "METHOD /pattern" or just "/pattern". */
function routeMatches(route, filter) {
    return filter.includes(' ') ? route === filter : route.slice(route.indexOf(' ') + 1) === filter;
}
function sendJson(log, res, reply) {
    const text = JSON.stringify(reply.body);
    log.writeHead(res, reply.status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        ...reply.headers,
    });
    res.end(text);
}
/** The request target as a URL; one that does not parse reads as "/" (answered 404). */
function parseTarget(target) {
    try {
        return new URL(target ?? '/', 'http://127.0.0.1');
    }
    catch {
        return new URL('http://127.0.0.1/');
    }
}
function isLoopback(address) {
    return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
// Request bodies.
/** Bodies above this size are refused (413): no request of the interface comes close. */
const MAX_BODY_BYTES = 1 << 20;
async function readBody(req) {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES)
        throw tooLarge();
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES)
            throw tooLarge();
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
function tooLarge() {
    return new ApiError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
}
/** Reads a JSON body; an empty body reads as undefined (the validators then say what is needed). */
async function readJson(req) {
    const raw = await readBody(req);
    if (raw.length === 0)
        return undefined;
    try {
        return JSON.parse(raw.toString('utf8'));
    }
    catch {
        throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.', {
            field: 'body',
        });
    }
}
/** Consumes a body the route does not read, so the connection can be reused. */
async function drainBody(req) {
    await readBody(req);
    return undefined;
}

;// CONCATENATED MODULE: ./lib/emulator/long-poll.js
/**
 * Long-polls: a request that asks to wait (`?wait=SECONDS`) is held until its run settles, the
 * emulated wait ends, the client leaves or the emulator closes.
 */
/** Holds a long-poll until `settled`, the emulated wait, the client leaving, or close(). */
async function hold(service, key, waitSeconds, settled, nextChangeAt, signal) {
    const { clock, hub, timers } = service;
    const deadline = clock.now() + waitSeconds * 1000;
    // A bound in true real time too (not the injectable clock), so that a test clock standing
    // still cannot hold a request forever.
    const realDeadline = performance.now() + clock.realDuration(waitSeconds * 1000) + 50;
    for (let pass = 0; pass < 100_000; pass++) {
        // The next change is read before `settled()`: the clock moves between the two reads, and
        // read the other way round a run ending in between had no next change and was not yet
        // settled, so the request slept to the end of the wait instead of answering.
        const next = nextChangeAt();
        if (signal.aborted || settled())
            return;
        const now = clock.now();
        if (now >= deadline || performance.now() >= realDeadline)
            return;
        const target = Math.min(deadline, next ?? deadline);
        await hub.wait(key, Math.max(1, clock.realUntil(target)), timers, signal);
    }
}
/** Waits for a run to settle (a journey) or end (a conformance run), when `wait` is given. */
function waitForRun(service, run, wait, signal) {
    const { state } = service;
    if (wait === undefined)
        return Promise.resolve();
    return hold(service, run.kind === 'journey' ? run.runId : run.reportId, wait, () => (run.kind === 'journey' ? state.journeys.settled(run) : state.runs.isTerminal(run)), () => state.runs.nextChangeAt(run), signal);
}

;// CONCATENATED MODULE: ./lib/emulator/api-routes.js







const API_ROUTES = {
    'GET /testing/suites': { handle: listSuites, public: true },
    'POST /connections': { handle: createConnection, readsBody: true },
    'GET /connections': { handle: listConnections },
    'POST /connections/{id}/register': { handle: registerConnection },
    'POST /testing/runs': { handle: startRun, readsBody: true },
    'GET /testing/runs': { handle: listRuns },
    'DELETE /testing/runs/{id}': { handle: deleteRun },
    'POST /testing/runs/{id}/share': { handle: shareRun },
    'DELETE /testing/runs/{id}/share': { handle: unshareRun },
    [`GET ${wire/* SHARED_REPORT_PATH */.Vz}/{token}`]: { handle: sharedReport, public: true },
    'POST /testing/journeys/preview': { handle: previewJourney, readsBody: true },
    [`POST ${wire/* JOURNEY_START_PATH */.SX}`]: { handle: startJourney, readsBody: true },
    'GET /testing/journey-runs/{id}': { handle: journeyStatus },
    'POST /testing/journey-runs/{id}/recovery': { handle: recoverJourney, readsBody: true },
    'POST /testing/journey-runs/{id}/cancel': { handle: cancelJourney },
    'GET /testing/journey-runs/{id}/stream': { handle: streamJourney },
    'GET /usage': { handle: usage },
};
/** The suite listing is answered bare, without the envelope. */
function listSuites({ service }) {
    return { kind: 'json', status: 200, body: service.content.suiteListing() };
}
function createConnection({ service, ownerId, body }) {
    return ok(service.state.connections.create(ownerId, validateCreateConnection(body)), 201);
}
function listConnections({ service, ownerId, query }) {
    const direction = enumParam(query, wire/* CONNECTION_LIST_PARAMS */.vj.direction, interface_rules/* CONNECTION_DIRECTIONS */.or);
    const limit = integerParam(query, wire/* CONNECTION_LIST_PARAMS */.vj.limit, interface_rules/* CONNECTION_PAGE_SIZE */.Xq, interface_rules/* CONNECTION_PAGE_SIZE */.Xq.default);
    const skip = integerParam(query, wire/* CONNECTION_LIST_PARAMS */.vj.skip, { min: 0 }, 0);
    const page = service.state.connections.list(ownerId, { direction, limit, skip });
    return ok(page.items, 200, page.meta);
}
function registerConnection({ service, ownerId, params }) {
    return ok(service.state.connections.register(ownerId, params.id));
}
async function startRun(request) {
    const { service, ownerId, query, body, headers, signal } = request;
    const wait = waitParam(query, wire/* LONG_POLL_PARAM */.NB);
    const input = validateStartRun(body);
    const { run, replayed } = service.state.runs.start(ownerId, input, idempotencyKey(headers));
    await waitForRun(service, run, wait, signal);
    return ok(service.state.runs.startView(run), replayed ? 200 : 201);
}
function listRuns({ service, ownerId, query }) {
    const connectionId = query.get(wire/* RUN_LIST_PARAMS */.Ek.connectionId) ?? undefined;
    const targetId = query.get(wire/* RUN_LIST_PARAMS */.Ek.targetId) ?? undefined;
    if (connectionId !== undefined && targetId !== undefined && connectionId !== targetId) {
        throw badRequest(wire/* RUN_LIST_PARAMS */.Ek.targetId, `names the same filter as ${wire/* RUN_LIST_PARAMS */.Ek.connectionId}; give one, or the same id`);
    }
    const page = service.state.runs.list(ownerId, {
        connectionId: connectionId ?? targetId,
        status: enumParam(query, wire/* RUN_LIST_PARAMS */.Ek.status, interface_rules/* RUN_STATUSES */.LV),
        ocpiVersion: enumParam(query, wire/* RUN_LIST_PARAMS */.Ek.ocpiVersion, interface_rules/* OCPI_VERSIONS */.W8),
        limit: integerParam(query, wire/* RUN_LIST_PARAMS */.Ek.limit, interface_rules/* REPORT_PAGE_SIZE */.VI, interface_rules/* REPORT_PAGE_SIZE */.VI.default),
        cursor: query.get(wire/* RUN_LIST_PARAMS */.Ek.cursor) ?? undefined,
    });
    return ok(page.items, 200, page.meta);
}
function deleteRun({ service, ownerId, params }) {
    service.state.deleteReport(ownerId, params.id);
    return ok({});
}
function shareRun({ service, ownerId, params }) {
    return ok({ shareToken: service.state.shares.share(ownerId, params.id) });
}
function unshareRun({ service, ownerId, params }) {
    service.state.shares.unshare(ownerId, params.id);
    return ok({});
}
function sharedReport({ service, params }) {
    return ok(service.state.shares.open(params.token));
}
function previewJourney({ service, ownerId, body }) {
    return ok(service.state.plans.preview(ownerId, validateJourneyPreview(body)));
}
function startJourney({ service, ownerId, body, headers }) {
    const input = validateJourneyStart(body, wire/* JOURNEY_START_FIELDS */.Oc);
    const { run, replayed } = service.state.journeys.start(ownerId, input, idempotencyKey(headers));
    return ok(service.state.journeys.statusView(run), replayed ? 200 : 201);
}
async function journeyStatus(request) {
    const { service, ownerId, params, query, signal } = request;
    const wait = waitParam(query, wire/* LONG_POLL_PARAM */.NB);
    const run = service.state.journeys.owned(ownerId, params.id);
    await waitForRun(service, run, wait, signal);
    return ok(service.state.journeys.statusView(run));
}
function recoverJourney({ service, ownerId, params, body }) {
    const { decision, recoveryVersion } = validateRecovery(body, wire/* RECOVERY_DECISION_FIELD */.Mg);
    return ok(service.state.journeys.recover(ownerId, params.id, decision, recoveryVersion));
}
function cancelJourney({ service, ownerId, params }) {
    return ok(service.state.journeys.cancel(ownerId, params.id));
}
function streamJourney({ service, ownerId, params, query, headers }) {
    const run = service.state.journeys.owned(ownerId, params.id);
    const after = streamPosition(headers, query);
    return {
        kind: 'stream',
        open: (res, dropAfterEvents) => followJourney(service, res, run, after, dropAfterEvents),
    };
}
function usage({ service, ownerId }) {
    return ok(service.state.usageOf(ownerId));
}
function idempotencyKey(headers) {
    const value = headers[wire/* IDEMPOTENCY_HEADER */.ef.toLowerCase()];
    return typeof value === 'string' && value !== '' ? value : undefined;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
;// CONCATENATED MODULE: ./lib/emulator/request-guard.js

/** A loopback name with an optional port; a client of a 127.0.0.1-bound server has no other. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** The emulator's own address as a client should write it, for the messages. */
function ownOrigin(req) {
    return `http://127.0.0.1:${req.socket.localPort}`;
}
/** Refuses a request whose Host is missing or not a loopback name. */
function refuseForeignHost(req) {
    const host = req.headers.host;
    if (host && LOOPBACK_HOST.test(host))
        return;
    const told = host
        ? `the request's Host "${host}" is not a loopback name`
        : 'the request has no Host header';
    throw new ApiError(403, 'forbidden', `Refused: ${told}. The emulator answers requests addressed to 127.0.0.1, localhost or [::1] (any port) only, as another name is how a page of another site reaches it through DNS rebinding. Address it as ${ownOrigin(req)}.`);
}
/** Refuses a request that carries an Origin other than the emulator's own (a page of another site). */
function refuseForeignOrigin(req) {
    const origin = req.headers.origin;
    if (origin === undefined || isOwnOrigin(origin, req.socket.localPort))
        return;
    throw new ApiError(403, 'forbidden', `Refused: the request's Origin "${origin}" is not the emulator's own (${ownOrigin(req)}); the control API does not answer pages of other sites. Call it from a script or the command line, which send no Origin.`);
}
/** Refuses a body not declared as application/json: the kind a browser sends across sites unasked. */
function refuseNonJsonBody(req) {
    const type = req.headers['content-type'];
    const mediaType = type?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === 'application/json')
        return;
    const told = type ? `content-type "${type}"` : 'no content-type';
    throw new ApiError(415, 'unsupported_media_type', `Refused: the control API takes bodies as application/json only, and this one came with ${told} (a browser sends text/plain and form bodies across sites without asking first). Send content-type: application/json.`);
}
function isOwnOrigin(origin, port) {
    let url;
    try {
        url = new URL(origin);
    }
    catch {
        return false; // "null" (a sandboxed or file: page) and anything else that is not a URL
    }
    const urlPort = url.port === '' ? 80 : Number(url.port);
    return url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname) && urlPort === port;
}

;// CONCATENATED MODULE: ./lib/emulator/control-api.js





const CONTROL_ROUTES = {
    'POST /_emulator/scenario': setScenario,
    'POST /_emulator/faults': addFaults,
    'GET /_emulator/faults': listFaults,
    'DELETE /_emulator/faults': clearFaults,
    'POST /_emulator/partners': setPartner,
    'GET /_emulator/requests': listRequests,
    'DELETE /_emulator/requests': clearRequests,
    'GET /_emulator/state': describeState,
};
/** Answers a request to the control API. */
async function handleControl(service, req, res, url) {
    if (!isLoopback(req.socket.remoteAddress)) {
        throw new ApiError(403, 'forbidden', 'The control API answers loopback clients only.');
    }
    // The server has checked the Host; a page of another site is refused here (request-guard.ts).
    refuseForeignOrigin(req);
    const key = `${req.method} ${url.pathname}`;
    const handler = Object.hasOwn(CONTROL_ROUTES, key) ? CONTROL_ROUTES[key] : undefined;
    if (!handler) {
        await drainBody(req);
        throw new ApiError(404, 'not_found', `No control route ${key}.`);
    }
    let body;
    if (req.method === 'POST') {
        refuseNonJsonBody(req);
        body = await readJson(req);
    }
    else
        await drainBody(req);
    sendJson(service.log, res, ok(handler({ service, body, query: url.searchParams })));
}
function setScenario({ service, body }) {
    const { scenario, connectionId } = parsed(ControlScenarioSchema, body);
    const spec = asBadRequest(() => service.state.scenarios.set(scenario, {
        connectionId,
    }));
    return { scenario: spec };
}
function addFaults({ service, body }) {
    const { rules } = parsed(ControlFaultsSchema, body);
    const normalized = asBadRequest(() => rules.map((rule) => (0,emulator_faults/* normalizeFaultRule */.KL)({
        ...rule,
        times: rule.times === null ? Number.POSITIVE_INFINITY : rule.times,
    })));
    for (const rule of normalized)
        service.faults.add(rule);
    return { added: normalized.length };
}
/** The rules with their counters; a rule for every request shows `times: null`. */
function listFaults({ service }) {
    return service.faults.describe().map((entry) => ({
        ...entry,
        rule: {
            ...entry.rule,
            times: Number.isFinite(entry.rule.times) ? entry.rule.times : null,
        },
    }));
}
function clearFaults({ service }) {
    service.faults.clear();
    return {};
}
function setPartner({ service, body }) {
    const { prefix, ...outcome } = parsed(ControlPartnerSchema, body);
    asBadRequest(() => service.state.partners.set(prefix, outcome));
    return {};
}
function listRequests({ service, query }) {
    const filter = Object.fromEntries(['method', 'route', 'ownerId']
        .map((name) => [name, query.get(name) ?? undefined])
        .filter(([, value]) => value !== undefined));
    return service.log.list(filter);
}
function clearRequests({ service }) {
    service.log.clear();
    return {};
}
function describeState({ service }) {
    const { state, clock } = service;
    return {
        emulatedNow: new Date(clock.now()).toISOString(),
        speed: clock.speed,
        scenario: state.scenarios.for(),
        openStreams: service.openStreams.size,
        listeners: service.hub.size,
        timers: service.timers.size,
        owners: state.owners.list().map((owner) => ({
            id: owner.id,
            plan: owner.plan,
            sandboxConnectionId: state.connections.sandboxId(owner.id),
            inflight: state.runs.inflight(owner.id),
            maxInflightSeen: state.usage.maxInflightSeen(owner.id),
        })),
    };
}
/** The body as the schema reads it; a body it refuses answers 400. */
function parsed(schema, body) {
    const result = schema.safeParse(body);
    if (!result.success) {
        throw new ApiError(400, 'invalid_request', errors/* prettifyError */.S1(result.error).replace(/\n/g, ' '));
    }
    return result.data;
}
/** Runs `action`; an error it throws (a bad scenario, fault or partner) answers 400. */
function asBadRequest(action) {
    try {
        return action();
    }
    catch (error) {
        throw new ApiError(400, 'invalid_request', error.message);
    }
}
// Control API bodies.
const ScenarioPatchSchema = schemas/* looseObject */._H3({});
const ControlScenarioSchema = schemas/* strictObject */.rej({
    scenario: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), ScenarioPatchSchema]),
    connectionId: schemas/* string */.YjP().min(1).optional(),
});
const ControlFaultsSchema = schemas/* strictObject */.rej({
    rules: schemas/* array */.YOg(schemas/* looseObject */._H3({
        route: schemas/* string */.YjP(),
        ownerId: schemas/* string */.YjP().optional(),
        skip: schemas/* number */.aig().int().nonnegative().optional(),
        times: schemas/* number */.aig().int().positive().nullable().optional(),
        phase: schemas/* enum */.k5n(['before', 'after']).optional(),
        fault: schemas/* looseObject */._H3({ kind: schemas/* string */.YjP() }),
    })),
});
const ControlPartnerSchema = schemas/* strictObject */.rej({
    prefix: schemas/* string */.YjP().min(1),
    status: schemas/* enum */.k5n(['registered', 'failed']),
    lastError: schemas/* string */.YjP().optional(),
    pendingMs: schemas/* number */.aig().nonnegative().optional(),
});

;// CONCATENATED MODULE: ./lib/emulator/fault-replies.js


/** Answers with a fault; `reply` is the handler's answer when the handler ran. */
function sendFault(log, res, fault, reply, clock) {
    switch (fault.kind) {
        case 'status':
            sendJson(log, res, statusFault(fault, clock));
            break;
        case 'reset':
            res.socket?.destroy();
            break;
        case 'reset-mid-body':
            sendHalfBody(log, res, reply);
            break;
        case 'malformed-json':
            sendMalformedJson(log, res);
            break;
        case 'schema-break': {
            const broken = reply ?? { kind: 'json', status: 200, body: {} };
            sendJson(log, res, { ...broken, body: breakSchema(broken.body) });
            break;
        }
        case 'delay':
        case 'drop-stream':
            if (reply)
                sendJson(log, res, reply);
            break;
    }
}
function statusFault(fault, clock) {
    const headers = {};
    if (fault.retryAfter !== undefined)
        headers['retry-after'] = String(fault.retryAfter);
    const body = fault.body !== undefined
        ? fault.body
        : errorEnvelope(new ApiError(fault.status, 'injected_fault', `The service answered ${fault.status} (fault injected by the emulator).`), clock.now());
    return { kind: 'json', status: fault.status, body, headers };
}
/** Sends the head and half the body of the answer, then resets the socket. */
function sendHalfBody(log, res, reply) {
    const text = JSON.stringify(reply?.body ?? { success: true, data: {} });
    log.writeHead(res, reply?.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
    });
    res.write(text.slice(0, Math.max(1, Math.floor(text.length / 2))), () => res.socket?.destroy());
}
function sendMalformedJson(log, res) {
    const text = '{"success":true,"data":{"status":<html>upstream error</html>';
    log.writeHead(res, 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
    });
    res.end(text);
}
/**
 * A copy of an answer whose payload breaks the interface's schema: one field that the schema
 * types (an id, a status, a count) gets a value of the wrong type.
 */
function breakSchema(body) {
    if (fault_replies_isRecord(body) && body.success === true && 'data' in body) {
        return { ...body, data: breakValue(body.data) };
    }
    return breakValue(body);
}
const FIELDS_TO_BREAK = [
    '_id',
    'reportId',
    'runId',
    'planId',
    'shareToken',
    'runAllowed',
    'status',
];
function breakValue(value) {
    if (Array.isArray(value)) {
        return value.length > 0 ? [breakValue(value[0]), ...value.slice(1)] : 'not-an-array';
    }
    if (!fault_replies_isRecord(value))
        return { brokenBy: 'emulator schema-break' };
    const keys = Object.keys(value);
    const key = FIELDS_TO_BREAK.find((name) => name in value) ??
        keys.find((name) => ['string', 'number', 'boolean'].includes(typeof value[name])) ??
        keys.find((name) => Array.isArray(value[name]));
    if (key === undefined)
        return 'not-an-object';
    const current = value[key];
    const wrong = typeof current === 'string'
        ? 12345
        : typeof current === 'number'
            ? 'not-a-number'
            : typeof current === 'boolean'
                ? 'not-a-boolean'
                : 'not-an-array';
    return { ...value, [key]: wrong };
}
function fault_replies_isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// EXTERNAL MODULE: ./lib/emulator/routes.js
var routes = __webpack_require__(2797);
;// CONCATENATED MODULE: ./lib/emulator/server.js
/**
 * The HTTP server of the service emulator (a test double of the Partner Endpoint Testing
 * Service), on node:http, bound to 127.0.0.1 only.
 *
 * API: everything under /api/v1, as the interface describes it, routed through the table of
 * api-routes.ts (routes.ts names the routes). Success answers use the envelope
 * {success: true, data, meta?}; failures the error envelope
 * {success: false, message, status: 'error', code, timestamp, capability?, limit?, field?}.
 * The control API under /_emulator/ (control-api.ts) lets other processes steer the emulator.
 *
 * Request handling: a Host that is not loopback (403, request-guard.ts) -> route match (404, 405) -> fault rules of phase 'before' -> authentication
 * (401) -> body (400) -> handler -> fault rules of phase 'after' -> answer. A handler that throws
 * anything but an ApiError answers 500 and reports only the route and the error's message.
 */








/**
 * Real ms an idle kept-alive connection stays open on the server's side: far past any client's
 * own idle limit (undici's is the advertised 5 s less 2 s), however late its timers run.
 */
const IDLE_CLOSE_MS = 60_000;
async function startHttpServer(deps) {
    const closing = new AbortController();
    const service = {
        state: deps.state,
        content: deps.content,
        clock: deps.clock,
        timers: deps.timers,
        hub: deps.hub,
        faults: deps.faults,
        log: new RequestLog(deps.clock),
        openStreams: new Set(),
        heartbeatMs: deps.heartbeatMs,
        closing: closing.signal,
    };
    const dispatcher = new Dispatcher(service, deps.onInternalError);
    const server = (0,external_node_http_.createServer)((req, res) => dispatcher.answer(req, res));
    // An idle kept-alive connection is closed IDLE_CLOSE_MS after its last answer, not 1 s after
    // the advertised 5 s (node:http's default): Node's fetch (undici) counts its idle time in
    // ticks of a 499 ms timer, which come late on a loaded machine, and then reuses a connection
    // the server is closing, with the request unread: ECONNRESET (test/emulator-keep-alive.test.ts).
    // The `Keep-Alive: timeout=5` answer stays as it was; only the server's own close is later.
    server.keepAliveTimeoutBuffer = IDLE_CLOSE_MS - server.keepAliveTimeout;
    // No 'clientError' handler: node:http's own answers a request it cannot parse (a TLS hello on
    // this plain port included) with HTTP 400 and a close, as Python's servers and nginx do; a
    // client then tells "https:// against an http port" from an outage. Destroying the socket
    // instead reset the connection, which reads as an outage (issue 33).
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(deps.port, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
        });
    });
    const { port } = server.address();
    let closed;
    return {
        origin: `http://127.0.0.1:${port}`,
        requests: (filter) => service.log.list(filter),
        resetRequests: () => service.log.clear(),
        close() {
            closed ??= closeServer(server, service, closing);
            return closed;
        },
    };
}
/** Ends long-polls and streams at once, then closes the server. */
async function closeServer(server, service, closing) {
    closing.abort();
    for (const res of [...service.openStreams])
        res.end();
    service.state.stop();
    await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Answers in flight (long-polls just woken by `closing`) get a moment to finish.
        setTimeout(() => server.closeAllConnections(), 200).unref();
    });
    service.timers.clear();
}
/** Takes each request through the steps of the module comment to its answer. */
class Dispatcher {
    service;
    onInternalError;
    constructor(service, onInternalError) {
        this.service = service;
        this.onInternalError = onInternalError;
    }
    /** Answers one request: the control API, the API, or 404 outside both. */
    answer(req, res) {
        const url = parseTarget(req.url);
        try {
            refuseForeignHost(req);
        }
        catch (error) {
            // Not logged: the request was not addressed to the emulator. Its body, unread, is dumped
            // by node:http once the answer is sent.
            this.settle(Promise.reject(error), req, res, undefined);
            return;
        }
        if (url.pathname.startsWith('/_emulator/')) {
            // The control API stays out of the request log.
            this.settle(handleControl(this.service, req, res, url), req, res, undefined);
            return;
        }
        const record = this.service.log.open(req, res);
        const isApi = url.pathname === routes/* API_PREFIX */.m4 || url.pathname.startsWith(`${routes/* API_PREFIX */.m4}/`);
        const work = isApi
            ? this.handleApi(req, res, url, record)
            : Promise.reject(new ApiError(404, 'not_found', `No route ${url.pathname}; the API lives under ${routes/* API_PREFIX */.m4}.`));
        this.settle(work, req, res, record);
    }
    /** Answers the error that handling ended in; a request whose answer began is cut instead. */
    settle(work, req, res, record) {
        work.catch((error) => {
            if (res.headersSent || res.destroyed) {
                res.destroy();
                return;
            }
            const route = record?.route ?? `${req.method} (unknown)`;
            sendJson(this.service.log, res, this.errorReply(error, route));
        });
    }
    async handleApi(req, res, url, record) {
        const { route, params } = this.route(req.method ?? 'GET', url, record);
        const ownerId = this.authenticate(req.headers.authorization);
        if (ownerId)
            record.ownerId = ownerId;
        const { faults, timers, closing } = this.service;
        const before = faults.take(route, ownerId, 'before');
        if (before?.kind === 'delay')
            await timers.sleep(before.ms, closing);
        else if (before && before.kind !== 'schema-break' && before.kind !== 'drop-stream') {
            await drainBody(req);
            return this.sendFault(res, before, undefined);
        }
        // From here on an error is an answer like any other: 'after' faults may replace it too.
        let reply;
        try {
            reply = await this.runHandler(req, res, url, route, params, ownerId);
        }
        catch (error) {
            reply = this.errorReply(error, route);
        }
        if (reply.kind === 'stream') {
            return reply.open(res, before?.kind === 'drop-stream' ? before.afterEvents : undefined);
        }
        if (res.destroyed)
            return; // the client left during a long-poll; the run stays started
        const after = faults.take(route, ownerId, 'after');
        if (after?.kind === 'delay')
            await timers.sleep(after.ms, closing);
        const fault = after && after.kind !== 'delay' ? after : before;
        if (fault && fault.kind !== 'delay')
            return this.sendFault(res, fault, reply);
        sendJson(this.service.log, res, reply);
    }
    /** The route of the request, noted in its log record; 404 or 405 when there is none. */
    route(method, url, record) {
        const apiPath = url.pathname.slice(routes/* API_PREFIX */.m4.length) || '/';
        const match = (0,routes/* matchRoute */.Di)(method, apiPath);
        if (match.kind === 'none') {
            record.route = `${method} (unknown)`;
            throw new ApiError(404, 'not_found', `No route ${method} ${apiPath} in the API.`);
        }
        if (match.kind === 'wrong-method') {
            record.route = `${method} ${match.pattern}`;
            throw new ApiError(405, 'method_not_allowed', `${match.pattern} does not accept ${method}; it accepts ${match.allow.join(', ')}.`, { headers: { allow: match.allow.join(', ') } });
        }
        record.route = match.key;
        return { route: match.key, params: match.params };
    }
    async runHandler(req, res, url, route, params, ownerId) {
        const entry = API_ROUTES[route];
        if (!ownerId && !entry.public) {
            throw new ApiError(401, 'unauthorized', 'The API key was missing or refused: send Authorization: Bearer <key> with a current API key of the account.');
        }
        const body = entry.readsBody ? await readJson(req) : await drainBody(req);
        const controller = new AbortController();
        res.on('close', () => controller.abort());
        return entry.handle({
            service: this.service,
            ownerId: ownerId ?? '',
            params,
            query: url.searchParams,
            body,
            headers: req.headers,
            signal: AbortSignal.any([controller.signal, this.service.closing]),
        });
    }
    authenticate(header) {
        const match = header ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
        return match ? this.service.state.owners.ownerOfKey(match[1]) : undefined;
    }
    sendFault(res, fault, reply) {
        sendFault(this.service.log, res, fault, reply, this.service.clock);
    }
    /** The error envelope answer of an error; anything but an ApiError is a 500. */
    errorReply(error, route) {
        let apiError;
        if (error instanceof ApiError)
            apiError = error;
        else {
            this.onInternalError(route, error);
            apiError = new ApiError(500, 'internal_error', 'The service failed to handle the request.');
        }
        const headers = { ...apiError.details.headers };
        if (apiError.details.retryAfterSeconds !== undefined) {
            headers['retry-after'] = String(apiError.details.retryAfterSeconds);
        }
        return {
            kind: 'json',
            status: apiError.status,
            body: errorEnvelope(apiError, this.service.clock.now()),
            headers,
        };
    }
}

;// CONCATENATED MODULE: ./lib/emulator/connection-store.js
/**
 * The connections of the emulated service (interface 2.3, 4.1): each owner's sandbox connection
 * and the external ones it creates, their credentials handshake, the connection list, and the
 * rule that a local token may serve one connection only.
 *
 * Partner tokens are kept apart from the records (partnerTokens) only because a scenario may ask
 * the report generator to echo them, as a careless service would; the token-in-use rule works on
 * their hashes.
 */


const SANDBOX_CONNECTION = {
    kind: 'sandbox',
    ocpiVersion: '2.2.1',
    ourRole: 'EMSP',
    theirRole: 'CPO',
    partnerBaseUrl: 'https://sandbox.ocpi-testing.invalid/ocpi/versions',
};
/** OCPI 2.1.1 knows these roles only. */
const ROLES_OF_211 = ['CPO', 'EMSP'];
class ConnectionStore {
    clock;
    ids;
    usage;
    partners;
    records = new Map();
    /** Per owner: connection ids in creation order, the sandbox first. */
    idsByOwner = new Map();
    partnerTokens = new Map();
    usedTokenHashes = new Set();
    constructor(clock, ids, usage, partners) {
        this.clock = clock;
        this.ids = ids;
        this.usage = usage;
        this.partners = partners;
    }
    /** Gives a new owner its sandbox connection, registered from the start. */
    addSandbox(ownerId) {
        if (this.idsByOwner.has(ownerId))
            throw new Error(`owner "${ownerId}" has a sandbox already`);
        const id = this.ids.next('con_');
        this.records.set(id, {
            id,
            ownerId,
            kind: 'sandbox',
            form: 'sandbox',
            partnerBaseUrl: SANDBOX_CONNECTION.partnerBaseUrl,
            ourRole: SANDBOX_CONNECTION.ourRole,
            theirRole: SANDBOX_CONNECTION.theirRole,
            ocpiVersion: SANDBOX_CONNECTION.ocpiVersion,
            status: 'registered',
            lastError: undefined,
            createdAt: this.clock.now(),
        });
        this.idsByOwner.set(ownerId, [id]);
        return id;
    }
    /**
     * Creates an external connection (4.1). The checks run in the order a client meets them:
     * the configuration (422), the plan's ceiling (402, 409), the local token (409), the rate (429).
     */
    create(ownerId, input) {
        const ids = this.idsOf(ownerId);
        checkConfiguration(input);
        this.usage.checkConnectionCeiling(ownerId, this.externalCount(ownerId));
        const tokenHashes = [input.tokenC, input.localTokenB]
            .filter((token) => token !== undefined)
            .map(hashToken);
        if (tokenHashes.some((hash) => this.usedTokenHashes.has(hash))) {
            throw new ApiError(409, 'token_in_use', 'The local token sent (tokenC or localTokenB) is already in use by another connection.');
        }
        const now = this.usage.takeConnectionCreation(ownerId);
        const record = {
            id: this.ids.next('con_'),
            ownerId,
            kind: 'external',
            form: input.form,
            partnerBaseUrl: input.partnerBaseUrl,
            ourRole: input.ourRole,
            theirRole: input.theirRole,
            ocpiVersion: input.ocpiVersion,
            status: 'pending',
            lastError: undefined,
            createdAt: now,
        };
        this.records.set(record.id, record);
        ids.push(record.id);
        for (const hash of tokenHashes)
            this.usedTokenHashes.add(hash);
        this.partnerTokens.set(record.id, [input.tokenA, input.tokenC, input.localTokenB].filter((t) => t !== undefined));
        return this.view(record);
    }
    /**
     * The owner's connections. Direction (a documented emulator rule): outbound connections are
     * those whose handshake the service starts (tokenA form, and the sandbox); inbound ones are
     * those the partner registered already (tokenC form).
     */
    list(ownerId, query) {
        const all = this.idsOf(ownerId)
            .map((id) => this.records.get(id))
            .filter((c) => query.direction === undefined || directionOf(c) === query.direction);
        const items = all.slice(query.skip, query.skip + query.limit).map((c) => this.view(c));
        const more = query.skip + items.length < all.length;
        return {
            items,
            meta: {
                limit: query.limit,
                skip: query.skip,
                ...(more ? { nextCursor: String(query.skip + items.length) } : {}),
            },
        };
    }
    /** The OCPI credentials handshake (4.1), with the outcome set for the partner (PartnerBook). */
    register(ownerId, connectionId) {
        const record = this.owned(ownerId, connectionId);
        if (record.kind === 'external' && record.status !== 'registered' && !record.handshake) {
            // With existing credentials the partner registered already: nothing to exchange.
            const outcome = record.form === 'existing-credentials'
                ? { status: 'registered' }
                : this.partners.outcomeFor(record.partnerBaseUrl);
            if (outcome.pendingMs) {
                record.status = 'pending';
                record.lastError = undefined;
                record.handshake = { outcome, settlesAt: this.clock.now() + outcome.pendingMs };
            }
            else {
                settleHandshake(record, outcome);
            }
        }
        return this.view(record);
    }
    /**
     * An owned connection, as recorded; another owner's or an unknown id answers 404. A handshake
     * whose time has come settles only when the connection is viewed (view()), not here.
     */
    owned(ownerId, connectionId) {
        const record = this.records.get(connectionId);
        if (!record || record.ownerId !== ownerId)
            throw notFound('Connection', connectionId);
        return record;
    }
    /** A connection by id, whoever owns it (for records that name one), as recorded. */
    get(connectionId) {
        const record = this.records.get(connectionId);
        if (!record)
            throw new Error(`unknown connection "${connectionId}"`);
        return record;
    }
    has(connectionId) {
        return this.records.has(connectionId);
    }
    sandboxId(ownerId) {
        return this.idsOf(ownerId)[0];
    }
    /** External connections of the owner, the ones its plan counts. */
    externalCount(ownerId) {
        return this.idsOf(ownerId).filter((id) => this.records.get(id).kind === 'external').length;
    }
    /** Partner tokens sent when the connection was created (for scenario.echoSecrets). */
    partnerTokensOf(connectionId) {
        return [...(this.partnerTokens.get(connectionId) ?? [])];
    }
    /** The connection as the API shows it (2.3); a handshake whose time has come settles first. */
    view(record) {
        if (record.handshake && this.clock.now() >= record.handshake.settlesAt) {
            settleHandshake(record, record.handshake.outcome);
        }
        return {
            _id: record.id,
            partnerBaseUrl: record.partnerBaseUrl,
            ourRole: record.ourRole,
            theirRole: record.theirRole,
            ocpiVersion: record.ocpiVersion,
            status: record.status,
            kind: record.kind,
            ...(record.lastError === undefined ? {} : { lastError: record.lastError }),
            direction: directionOf(record),
            createdAt: new Date(record.createdAt).toISOString(),
        };
    }
    /** How a report names the connection it ran against. */
    label(record) {
        if (record.kind === 'sandbox')
            return `sandbox (${record.ocpiVersion})`;
        return `${new URL(record.partnerBaseUrl).host} (${record.ocpiVersion})`;
    }
    idsOf(ownerId) {
        const ids = this.idsByOwner.get(ownerId);
        if (!ids)
            throw new Error(`unknown owner "${ownerId}"`);
        return ids;
    }
}
/** A connection links two different roles, and OCPI 2.1.1 knows only two (422 otherwise). */
function checkConfiguration(input) {
    if (input.ourRole === input.theirRole) {
        throw new ApiError(422, 'unsupported_configuration', `ourRole and theirRole are both ${input.ourRole}; a connection links two different roles.`);
    }
    if (input.ocpiVersion === '2.1.1' &&
        (!ROLES_OF_211.includes(input.ourRole) || !ROLES_OF_211.includes(input.theirRole))) {
        throw new ApiError(422, 'unsupported_configuration', 'OCPI 2.1.1 knows only the CPO and EMSP roles; use 2.2 or later for other roles.');
    }
}
function settleHandshake(record, outcome) {
    record.handshake = undefined;
    record.status = outcome.status;
    record.lastError =
        outcome.status === 'failed'
            ? (outcome.lastError ?? 'the partner did not complete the credentials handshake')
            : undefined;
}
function directionOf(record) {
    return record.form === 'existing-credentials' ? 'inbound' : 'outbound';
}
function hashToken(token) {
    return (0,external_node_crypto_.createHash)('sha256').update(token).digest('hex');
}

;// CONCATENATED MODULE: ./lib/emulator/ids.js
/**
 * Ids of the emulated service's resources: a prefix naming the resource (con_, rep_, exe_, jr_,
 * plan_), a tag of this emulator and a counter, so that ids are unique across emulators in one
 * process too and no two resources of one emulator ever share an id.
 */

class IdMint {
    seq = 0;
    /** Tells this emulator's ids from another's. */
    tag = (0,external_node_crypto_.randomBytes)(3).toString('hex');
    next(prefix) {
        this.seq++;
        return `${prefix}${this.tag}${this.seq.toString(36).padStart(5, '0')}`;
    }
}

;// CONCATENATED MODULE: ./lib/emulator/journey-player.js
class JourneyPlayer {
    clock;
    timers;
    hub;
    constructor(clock, timers, hub) {
        this.clock = clock;
        this.timers = timers;
        this.hub = hub;
    }
    /** Plays the run up to now; wakes listeners and re-arms the run's timer when it moved. */
    advance(run) {
        if (run.engine.advance(this.clock.now()))
            this.changed(run);
        else if (!run.cancelWake)
            this.arm(run);
    }
    /** After the run changed (by time or by a request): re-arms its timer and wakes listeners. */
    changed(run) {
        this.arm(run);
        this.hub.notify(run.runId);
    }
    /** Stops the run's timer (close()). */
    disarm(run) {
        run.cancelWake?.();
        run.cancelWake = undefined;
    }
    arm(run) {
        this.disarm(run);
        const wakeAt = run.engine.nextWakeAt();
        if (wakeAt === undefined)
            return;
        run.cancelWake = this.timers.after(this.clock.realUntil(wakeAt), () => {
            run.cancelWake = undefined;
            this.advance(run);
        });
    }
}

;// CONCATENATED MODULE: ./lib/emulator/journey-run-store.js
/**
 * Journey runs (interface 4.3): starting a saved plan, the run status (2.6), recovery of an
 * interrupted run and the owner's cooperative cancel (rules 3.2, 3.3). Each run is played by its
 * JourneyEngine (journey-runs.ts), kept current by the JourneyPlayer, and recorded in the run
 * store too, where the run list and the plan's run limits see it.
 */



class JourneyRunStore {
    deps;
    journeys = new Map();
    constructor(deps) {
        this.deps = deps;
    }
    /** Starts a saved plan; `replayed` when an honoured Idempotency-Key found an earlier run. */
    start(ownerId, input, idempotencyKey) {
        const { owners, runs, plans, connections, scenarios, content, clock, ids } = this.deps;
        owners.assertKnown(ownerId);
        const again = runs.replayOf(ownerId, 'journey', idempotencyKey);
        if (again?.kind === 'journey')
            return { run: again, replayed: true };
        const saved = plans.runnable(ownerId, input);
        const connection = connections.owned(ownerId, saved.plan.targetId);
        if (connection.status !== 'registered') {
            throw new ApiError(409, 'connection_not_registered', `Connection "${connection.id}" is ${connection.status}; run the credentials handshake first.`);
        }
        runs.admit(ownerId);
        const scenario = scenarios.for(connection.id);
        const timeline = content.journeyTimeline(saved.plan, saved.seed);
        // The run starts once its timeline is laid out.
        const now = clock.now();
        const runId = ids.next('jr_');
        const acceleration = Math.max(1, saved.plan.clock.accelerationFactor);
        const run = {
            kind: 'journey',
            runId,
            reportId: ids.next('rep_'),
            ownerId,
            connectionId: connection.id,
            seq: runs.nextSeq(),
            seed: saved.seed,
            scenario,
            createdAt: now,
            deleted: false,
            shareToken: undefined,
            generated: undefined,
            plan: saved.plan,
            engine: new JourneyEngine(runId, timeline, 1000 / acceleration, now, scenario.journey),
            cancelWake: undefined,
        };
        this.journeys.set(runId, run);
        runs.add(run, idempotencyKey);
        this.deps.player.advance(run);
        return { run, replayed: false };
    }
    /** An owned journey run, played up to now; else 404. */
    owned(ownerId, runId) {
        const run = this.journeys.get(runId);
        if (!run || run.ownerId !== ownerId)
            throw notFound('Journey run', runId);
        this.deps.player.advance(run);
        return run;
    }
    /** The journey run status (2.6). */
    statusView(run) {
        this.deps.player.advance(run);
        const { engine } = run;
        return {
            runId: run.runId,
            reportId: run.reportId,
            status: engine.status,
            runIntegrity: engine.runIntegrity,
            recoveryVersion: engine.recoveryVersion,
            recoveryOptions: engine.recoveryOptions.map((option) => ({ ...option })),
            workerHealthy: engine.workerHealthy,
            cancelRequested: engine.cancelRequestedAt !== undefined,
        };
    }
    /** Whether a status long-poll answers now: the run is over or waits for a decision. */
    settled(run) {
        this.deps.player.advance(run);
        return wire/* JOURNEY_STATUS_SETTLED */.I9.has(run.engine.status);
    }
    /** Applies a recovery decision (rule 3.3); answers the recovery result (2.9). */
    recover(ownerId, runId, decision, recoveryVersion) {
        const run = this.owned(ownerId, runId);
        run.engine.recover(decision, recoveryVersion, this.deps.clock.now());
        this.deps.player.changed(run);
        return { status: run.engine.status, reportId: run.reportId };
    }
    /** The owner's cooperative cancel (rule 3.2); answers the cancel result (2.9). */
    cancel(ownerId, runId) {
        const run = this.owned(ownerId, runId);
        const status = run.engine.requestCancel(this.deps.clock.now());
        this.deps.player.changed(run);
        return { status };
    }
    /** Stops every journey timer (close()). */
    stop() {
        for (const run of this.journeys.values())
            this.deps.player.disarm(run);
    }
}

// EXTERNAL MODULE: ./lib/emulator/owner-store.js
var owner_store = __webpack_require__(7908);
;// CONCATENATED MODULE: ./lib/emulator/partners.js
class PartnerBook {
    outcomes = new Map();
    /** Sets the outcome for partner base URLs starting with `prefix`; a bad outcome throws. */
    set(prefix, outcome) {
        if (typeof prefix !== 'string' || prefix === '')
            throw new Error('setPartner: prefix is empty');
        if (outcome.status !== 'registered' && outcome.status !== 'failed') {
            throw new Error('setPartner: status must be "registered" or "failed"');
        }
        if (outcome.pendingMs !== undefined &&
            !(Number.isFinite(outcome.pendingMs) && outcome.pendingMs >= 0)) {
            throw new Error('setPartner: pendingMs must be a number of milliseconds, 0 or more');
        }
        this.outcomes.set(prefix, { ...outcome });
    }
    /** The outcome for a partner base URL. */
    outcomeFor(partnerBaseUrl) {
        let best;
        for (const [prefix, outcome] of this.outcomes) {
            if (partnerBaseUrl.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) {
                best = { prefix, outcome };
            }
        }
        return best?.outcome ?? { status: 'registered' };
    }
}

;// CONCATENATED MODULE: ./lib/emulator/hostile.js
const HOSTILE_SNIPPETS = [
    'a | b || c',
    '`tick` ```fence```',
    '<script>alert("x")</script>',
    '<img src=x onerror=alert(1)>',
    '[click me](javascript:alert(1))',
    '@octocat and @acme/oncall please look',
    '\n::error::injected by partner data\n::add-mask::visible\n::set-output name=verdict::pass\n##[warning]legacy command\n::stop-commands::token123',
];
/**
 * In every check's name, besides its snippet: terminal controls (a window title, a cleared screen,
 * a bell, a line overwritten), a bidi override, and GitHub math drawing a red PASS.
 */
const TERMINAL_SNIPPET = '\u001b]0;pwned\u0007\u001b[2J\u0007 over\rwritten \u202etxt.exe\u202c $\\color{red}{\\text{PASS}}$ $$x$$';
function spice(text, index) {
    if (text === undefined)
        return undefined;
    return `${text} ${HOSTILE_SNIPPETS[index % HOSTILE_SNIPPETS.length]}`;
}
/** A copy of the report whose human-readable strings carry hostile snippets. */
function withHostileText(report) {
    let i = 0;
    return {
        ...report,
        suites: report.suites.map((suite) => ({
            ...suite,
            checks: suite.checks.map((check) => ({
                ...check,
                name: check.name === undefined ? undefined : `${spice(check.name, i++)} ${TERMINAL_SNIPPET}`,
                validations: check.validations?.map((v) => ({
                    ...v,
                    message: spice(v.message, i++),
                    references: v.references?.map((r) => ({ ...r, quote: spice(r.quote, i++) })),
                })),
                warnings: check.warnings?.map((w) => ({ ...w, message: spice(w.message, i++) })),
                exchange: check.exchange?.error
                    ? { ...check.exchange, error: spice(check.exchange.error, i++) }
                    : check.exchange,
            })),
        })),
    };
}

;// CONCATENATED MODULE: ./lib/emulator/records.js
/**
 * Statuses after which a run changes no more: how conformance runs end (the scenario's outcome)
 * and how journeys end. The interface shows no transitions (3); this is the emulator's rule.
 */
const TERMINAL_RUN_STATUSES = new Set(['completed', 'failed', 'cancelled']);
function isTerminalStatus(status) {
    return TERMINAL_RUN_STATUSES.has(status);
}

;// CONCATENATED MODULE: ./lib/emulator/report-views.js
/**
 * What a run's report looks like over the API: the `data` of a run start (interface 4.2, rule 3.1)
 * and a run report (2.5) as the run list and a share link show it. The graded content comes from
 * the content generators once the run is terminal, built once per run (same input, same output).
 *
 * Views take the run's status from the run store, so this module knows nothing of how a status
 * is reached.
 */



class ReportViews {
    content;
    connections;
    constructor(content, connections) {
        this.content = content;
        this.connections = connections;
    }
    /** The `data` of a run start answer (4.2, rule 3.1). */
    startView(run, status) {
        const base = { executionId: run.executionId, reportId: run.reportId, status, seed: run.seed };
        if (!isTerminalStatus(status))
            return { ...base, draining: run.scenario.draining };
        const generated = this.generated(run, status);
        return {
            ...base,
            summary: generated?.summary ?? emptySummary(),
            withheldModules: generated?.withheldModules ?? this.withheldModules(run),
            ...(status === 'failed' ? { error: run.scenario.failureMessage } : {}),
        };
    }
    /** A run report (2.5) as it appears in the list and through a share token. */
    reportView(run, status) {
        const connection = this.connections.get(run.connectionId);
        const generated = this.generated(run, status);
        const common = {
            _id: run.reportId,
            status,
            connectionId: run.connectionId,
            connectionLabel: this.connections.label(connection),
            seed: run.seed,
            createdAt: new Date(run.createdAt).toISOString(),
        };
        const graded = generated
            ? {
                provenance: generated.provenance,
                withheldModules: generated.withheldModules,
                summary: generated.summary,
                suites: generated.suites,
            }
            : {};
        if (run.kind === 'conformance') {
            return {
                ...common,
                ocpiVersion: connection.ocpiVersion,
                runKind: 'conformance',
                executionId: run.executionId,
                ...(run.module === undefined ? {} : { module: run.module }),
                withheldModules: this.withheldModules(run),
                draining: run.scenario.draining,
                ...graded,
                ...(status === 'failed'
                    ? { error: run.scenario.failureMessage, summary: emptySummary() }
                    : {}),
            };
        }
        return {
            ...common,
            ocpiVersion: run.plan.ocpiVersion,
            runKind: 'journey',
            [wire/* REPORT_RUN_ID_FIELD */.mS]: run.runId,
            module: run.plan.profile,
            withheldModules: [],
            draining: false,
            ...graded,
        };
    }
    /**
     * A conformance report does not depend on when it is read, so it is built right after the
     * start, as the service grades while it runs: the moment a run turns terminal costs nothing,
     * and latency measured from that moment is the client's alone.
     */
    prepare(run) {
        setTimeout(() => {
            run.generated ??= this.build(run);
        }, 0).unref();
    }
    /** Modules the scenario withholds that the run would otherwise have tested. */
    withheldModules(run) {
        if (run.generated)
            return run.generated.withheldModules;
        const modules = this.content.modulesFor(this.connections.get(run.connectionId).ocpiVersion);
        return modules.filter((module) => run.scenario.withheldModules.includes(module) &&
            (run.module === undefined || run.module === module));
    }
    /** The graded content of a terminal run, generated once (same input, same output). */
    generated(run, status) {
        if (!isTerminalStatus(status))
            return undefined;
        run.generated ??= this.build(run);
        return run.generated;
    }
    build(run) {
        let generated;
        if (run.kind === 'conformance') {
            if (run.scenario.outcome !== 'completed')
                return undefined;
            const connection = this.connections.get(run.connectionId);
            generated = this.content.generateConformanceReport({
                seed: run.seed,
                ocpiVersion: connection.ocpiVersion,
                module: run.module,
                connection: this.connections.view(connection),
                scenario: run.scenario,
                partnerTokens: this.connections.partnerTokensOf(connection.id),
                runOrdinal: run.ordinal,
            });
        }
        else {
            generated = this.content.generateJourneyReport(run.plan, run.seed, run.scenario, {
                status: run.engine.status,
                reachedStage: Math.max(0, run.engine.reachedStage),
            });
        }
        return generated && run.scenario.hostileText ? withHostileText(generated) : generated;
    }
}
function emptySummary() {
    return { total: 0, passed: 0, failed: 0, warned: 0, unobservable: 0 };
}

;// CONCATENATED MODULE: ./lib/emulator/run-store.js
/**
 * The runs of the emulated service and their reports (interface 4.2): conformance run starts, the
 * status of every run (conformance and journey), the run list with its cursor, soft deletion, and
 * report retention. Journey runs are started by the journey run store and kept here beside the
 * conformance runs, since the run list and the plan's run limits count both.
 *
 * A conformance run moves through queued -> running -> terminal as a pure function of the
 * emulated clock (no timers); a journey run's status is its engine's, played up to now first.
 */





const DAY_MS = 86_400_000;
class RunStore {
    deps;
    runs = new Map();
    seq = 0;
    constructor(deps) {
        this.deps = deps;
    }
    /** Starts a conformance run; `replayed` when an honoured Idempotency-Key found an earlier one. */
    start(ownerId, input, idempotencyKey) {
        const { connections, content, clock, scenarios, ids } = this.deps;
        this.deps.owners.assertKnown(ownerId);
        const again = this.replayOf(ownerId, 'run', idempotencyKey);
        if (again?.kind === 'conformance')
            return { run: again, replayed: true };
        const connection = connections.owned(ownerId, input.connectionId);
        if (connection.status !== 'registered') {
            throw new ApiError(409, 'connection_not_registered', `Connection "${connection.id}" is ${connection.status}; run the credentials handshake (POST /connections/{id}/register) first.`);
        }
        if (input.module !== undefined) {
            const modules = content.modulesFor(connection.ocpiVersion);
            if (!modules.includes(input.module)) {
                throw badRequest('module', `"${input.module}" is not a module of OCPI ${connection.ocpiVersion}; valid modules: ${modules.join(', ')}`);
            }
        }
        this.admit(ownerId);
        const scenario = scenarios.for(connection.id);
        const now = clock.now();
        const startsAt = now + scenario.queueSeconds * 1000;
        const run = {
            kind: 'conformance',
            executionId: ids.next('exe_'),
            reportId: ids.next('rep_'),
            ownerId,
            connectionId: connection.id,
            seq: this.nextSeq(),
            seed: input.seed ?? (0,external_node_crypto_.randomBytes)(9).toString('base64url'),
            module: input.module,
            ordinal: this.ordinalOf(connection.id),
            scenario,
            createdAt: now,
            startsAt,
            endsAt: startsAt + scenario.runSeconds * 1000,
            deleted: false,
            shareToken: undefined,
            generated: undefined,
        };
        this.add(run, idempotencyKey);
        this.deps.views.prepare(run);
        return { run, replayed: false };
    }
    /** The connection's conformance runs started so far (deleted ones included). */
    ordinalOf(connectionId) {
        let count = 0;
        for (const run of this.runs.values()) {
            if (run.kind === 'conformance' && run.connectionId === connectionId)
                count++;
        }
        return count;
    }
    /** Refuses a run start past the owner's run limits (402, 429). */
    admit(ownerId) {
        this.deps.usage.admitRun(ownerId, this.inflight(ownerId));
    }
    /** The next number of the global run order. */
    nextSeq() {
        return ++this.seq;
    }
    /** Keeps a started run, counts its start and remembers its Idempotency-Key. */
    add(run, idempotencyKey) {
        this.runs.set(run.reportId, run);
        const { usage } = this.deps;
        usage.recordRunStart(run.ownerId, run.createdAt, this.inflight(run.ownerId));
        usage.remember(run.ownerId, run.kind === 'journey' ? 'journey' : 'run', idempotencyKey, run);
    }
    /** The run an honoured Idempotency-Key started earlier on the route ('run' or 'journey'). */
    replayOf(ownerId, route, key) {
        const reportId = this.deps.usage.rememberedReportId(ownerId, route, key);
        return reportId === undefined ? undefined : this.runs.get(reportId);
    }
    /** A live report of the owner (conformance or journey), by report id; else 404. */
    owned(ownerId, reportId) {
        const run = this.runs.get(reportId);
        if (!run || run.ownerId !== ownerId || !this.live(run))
            throw notFound('Report', reportId);
        return run;
    }
    /** A report by id whoever owns it, deleted and expired ones included. */
    find(reportId) {
        return this.runs.get(reportId);
    }
    /** Neither deleted nor past the retention of the owner's plan. */
    live(run) {
        const days = plans/* PLANS */.NB[this.deps.owners.planOf(run.ownerId)].retentionDays;
        return !run.deleted && this.deps.clock.now() - run.createdAt <= days * DAY_MS;
    }
    status(run) {
        if (run.kind === 'journey') {
            this.deps.player.advance(run);
            return run.engine.status;
        }
        const now = this.deps.clock.now();
        if (now < run.startsAt)
            return 'queued';
        if (now < run.endsAt)
            return 'running';
        return run.scenario.outcome;
    }
    isTerminal(run) {
        return isTerminalStatus(this.status(run));
    }
    /** Emulated ms at which a waiting request should look again (the run's next change). */
    nextChangeAt(run) {
        if (run.kind === 'journey')
            return run.engine.nextWakeAt();
        const now = this.deps.clock.now();
        if (now < run.startsAt)
            return run.endsAt;
        return now < run.endsAt ? run.endsAt : undefined;
    }
    startView(run) {
        return this.deps.views.startView(run, this.status(run));
    }
    reportView(run) {
        return this.deps.views.reportView(run, this.status(run));
    }
    /** The run list (4.2): the owner's live reports, newest first, filtered, a page at a time. */
    list(ownerId, query) {
        this.deps.owners.assertKnown(ownerId);
        const before = query.cursor === undefined ? Number.POSITIVE_INFINITY : decodeCursor(query.cursor);
        const matching = [];
        for (const run of this.runs.values()) {
            if (run.ownerId !== ownerId || !this.live(run) || run.seq >= before)
                continue;
            if (query.connectionId !== undefined && run.connectionId !== query.connectionId)
                continue;
            if (query.ocpiVersion !== undefined && this.ocpiVersionOf(run) !== query.ocpiVersion) {
                continue;
            }
            if (query.status !== undefined && this.status(run) !== query.status)
                continue;
            matching.push(run);
        }
        matching.sort((a, b) => b.seq - a.seq);
        const page = matching.slice(0, query.limit);
        const last = page.at(-1);
        return {
            items: page.map((run) => this.reportView(run)),
            meta: {
                limit: query.limit,
                ...(matching.length > page.length && last ? { nextCursor: encodeCursor(last.seq) } : {}),
            },
        };
    }
    /** Soft-deletes an owned report: it leaves the list and its links; the record is kept. */
    softDelete(ownerId, reportId) {
        const run = this.owned(ownerId, reportId);
        run.deleted = true;
        return run;
    }
    /** Queued and running conformance runs plus unfinished journey runs of the owner, now. */
    inflight(ownerId) {
        this.deps.owners.assertKnown(ownerId);
        let count = 0;
        for (const run of this.runs.values()) {
            if (run.ownerId === ownerId && !this.isTerminal(run))
                count++;
        }
        return count;
    }
    /** When a run became terminal (real and emulated epoch ms), once it is. */
    terminalAt(reportId) {
        const run = this.runs.get(reportId);
        if (!run || !this.isTerminal(run))
            return undefined;
        const emulatedMs = run.kind === 'journey' ? run.engine.terminalAt : run.endsAt;
        return { realMs: this.deps.clock.realAt(emulatedMs), emulatedMs };
    }
    ocpiVersionOf(run) {
        return run.kind === 'journey'
            ? run.plan.ocpiVersion
            : this.deps.connections.get(run.connectionId).ocpiVersion;
    }
}
const CURSOR_PREFIX = 'runs:';
function encodeCursor(seq) {
    return Buffer.from(`${CURSOR_PREFIX}${seq}`).toString('base64url');
}
function decodeCursor(cursor) {
    const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
    const match = /^runs:(\d{1,15})$/.exec(text);
    if (!match) {
        throw badRequest(wire/* RUN_LIST_PARAMS */.Ek.cursor, 'is not a cursor this service handed out; use meta.nextCursor of the previous page');
    }
    return Number(match[1]);
}

;// CONCATENATED MODULE: ./lib/emulator/scenario-book.js
class ScenarioBook {
    resolve;
    connectionExists;
    global;
    perConnection = new Map();
    constructor(resolve, initial, 
    /** Whether a connection exists (an override for one that does not is refused). */
    connectionExists) {
        this.resolve = resolve;
        this.connectionExists = connectionExists;
        this.global = initial;
    }
    /**
     * Sets the scenario globally or for one connection. A name replaces the scope's scenario
     * (globally it also drops the per-connection overrides); a partial applies over it.
     */
    set(scenario, scope = {}) {
        const partial = typeof scenario !== 'string';
        if (scope.connectionId !== undefined) {
            if (!this.connectionExists(scope.connectionId)) {
                throw new Error(`setScenario: connection "${scope.connectionId}" does not exist`);
            }
            const base = this.perConnection.get(scope.connectionId) ?? this.global;
            const spec = this.resolve(scenario, partial ? base : undefined);
            this.perConnection.set(scope.connectionId, spec);
            return spec;
        }
        if (!partial)
            this.perConnection.clear();
        this.global = this.resolve(scenario, partial ? this.global : undefined);
        return this.global;
    }
    /** The scenario of runs on the connection; without one, the global scenario. */
    for(connectionId) {
        return ((connectionId === undefined ? undefined : this.perConnection.get(connectionId)) ?? this.global);
    }
}

;// CONCATENATED MODULE: ./lib/emulator/share-store.js
/**
 * Share tokens of reports (interface 4.2): issued by the owner, one per report until revoked,
 * opened without an account, and dead once revoked or once the report is deleted or expired.
 * Sharing a report about the owner's own endpoint needs the ci-handoff capability; a report
 * about the sandbox can be shared on any plan.
 */



class ShareStore {
    owners;
    connections;
    runs;
    /** Share token -> report id. */
    tokens = new Map();
    constructor(owners, connections, runs) {
        this.owners = owners;
        this.connections = connections;
        this.runs = runs;
    }
    /** The report's share token, issued on first request (the same one until revoked). */
    share(ownerId, reportId) {
        const run = this.runs.owned(ownerId, reportId);
        const plan = this.owners.planOf(ownerId);
        const connection = this.connections.get(run.connectionId);
        if (connection.kind === 'external' && !(0,plans/* hasCapability */.p0)(plan, 'ci-handoff')) {
            const rung = (0,plans/* planWith */.ap)(plan, 'ci-handoff');
            throw new ApiError(402, 'capability_required', `Sharing a report about your own endpoint needs a current plan with the "ci-handoff" capability, which the ${plan} plan lacks${rung ? `; the ${rung} plan includes it` : ''}. Reports about the sandbox can be shared on any plan.`, { capability: 'ci-handoff' });
        }
        if (!run.shareToken) {
            run.shareToken = `shr_${(0,external_node_crypto_.randomBytes)(18).toString('base64url')}`;
            this.tokens.set(run.shareToken, run.reportId);
        }
        return run.shareToken;
    }
    unshare(ownerId, reportId) {
        this.revoke(this.runs.owned(ownerId, reportId));
    }
    /** Revokes the run's token, if it has one (unshare, and deletion of the report). */
    revoke(run) {
        if (run.shareToken)
            this.tokens.delete(run.shareToken);
        run.shareToken = undefined;
    }
    /** The report a share token opens, as the run list shows it; else 404. */
    open(token) {
        const reportId = this.tokens.get(token);
        const run = reportId === undefined ? undefined : this.runs.find(reportId);
        // The token is not quoted: it is a credential to the report.
        if (!run || !this.runs.live(run)) {
            throw new ApiError(404, 'not_found', 'No shared report answers to this link; it may have been revoked or deleted.');
        }
        return this.runs.reportView(run);
    }
}

;// CONCATENATED MODULE: ./lib/emulator/usage-store.js
/**
 * Usage of each owner against the limits of its plan (plans.ts): the connection ceilings (402 at
 * a published one, 409 at a fair-use one), the connection creation rate (429), the run
 * concurrency (402) and the per-minute run cap (429), the remembered Idempotency-Keys of run
 * starts, and the usage view (interface 2.8).
 *
 * What other stores hold (connections in use, runs in flight) is passed in as counts, so this
 * store depends on neither.
 */


/** Connection creations allowed per owner per emulated minute. */
const CONNECTION_CREATIONS_PER_MINUTE = 20;
/** How long an Idempotency-Key is remembered (emulated), when it is honoured. */
const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;
class UsageStore {
    owners;
    clock;
    honourIdempotencyKey;
    accounts = new Map();
    idempotency = new Map();
    constructor(owners, clock, honourIdempotencyKey) {
        this.owners = owners;
        this.clock = clock;
        this.honourIdempotencyKey = honourIdempotencyKey;
    }
    /** Refuses a new external connection past the plan's ceiling; `used` are those in use. */
    checkConnectionCeiling(ownerId, used) {
        const plan = this.owners.planOf(ownerId);
        const { connections: cap, fairUseConnections } = plans/* PLANS */.NB[plan];
        if (cap !== undefined && used >= cap) {
            const next = (0,plans/* nextPlan */.T2)(plan);
            throw new ApiError(402, 'plan_limit_reached', `The ${plan} plan allows ${cap} external connection${cap === 1 ? '' : 's'} and ${used} ${used === 1 ? 'is' : 'are'} in use (limit "connections": ${used} of ${cap}). ${next ? `The ${next} plan raises the limit.` : 'Remove a connection to add another.'}`, { limit: { id: 'connections', used, cap }, capability: 'external-endpoints' });
        }
        if (fairUseConnections !== undefined && used >= fairUseConnections) {
            throw new ApiError(409, 'fair_use_ceiling', `The organisation is at the fair-use ceiling of ${fairUseConnections} external connections; contact the service to raise it.`);
        }
    }
    /** Counts a connection creation, or refuses it (429) past the per-minute rate; answers now. */
    takeConnectionCreation(ownerId) {
        const account = this.account(ownerId);
        const now = this.clock.now();
        const recent = account.connectionCreations.filter((at) => at > now - MINUTE_MS);
        if (recent.length >= CONNECTION_CREATIONS_PER_MINUTE) {
            const retryAfterSeconds = this.retryAfterSeconds(recent[0] + MINUTE_MS - now);
            throw new ApiError(429, 'rate_limited', `At most ${CONNECTION_CREATIONS_PER_MINUTE} connections can be created per minute; try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
        }
        account.connectionCreations = [...recent, now];
        return now;
    }
    /** Refuses a run start past the concurrency (402) or the per-minute cap (429). */
    admitRun(ownerId, inflight) {
        const plan = this.owners.planOf(ownerId);
        const { inflightCap, perMinuteCap } = plans/* PLANS */.NB[plan];
        if (inflight >= inflightCap) {
            const next = (0,plans/* nextPlan */.T2)(plan);
            throw new ApiError(402, 'plan_limit_reached', `The ${plan} plan allows ${inflightCap} run${inflightCap === 1 ? '' : 's'} in flight at once and ${inflight} ${inflight === 1 ? 'is' : 'are'} queued or running (limit "run-concurrency": ${inflight} of ${inflightCap}). Wait for one to finish${next ? `, or move to the ${next} plan` : ''}.`, { limit: { id: 'run-concurrency', used: inflight, cap: inflightCap } });
        }
        const now = this.clock.now();
        const recent = this.account(ownerId).runStarts.filter((at) => at > now - MINUTE_MS);
        if (recent.length >= perMinuteCap) {
            const retryAfterSeconds = this.retryAfterSeconds(recent[0] + MINUTE_MS - now);
            throw new ApiError(429, 'rate_limited', `The ${plan} plan allows ${perMinuteCap} run starts per minute; try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
        }
    }
    /** Counts a run start at `at`; `inflight` is the count with the new run. */
    recordRunStart(ownerId, at, inflight) {
        const account = this.account(ownerId);
        account.runStarts.push(at);
        account.maxInflight = Math.max(account.maxInflight, inflight);
    }
    /** High-water mark of runs in flight, as recorded at each start. */
    maxInflightSeen(ownerId) {
        return this.account(ownerId).maxInflight;
    }
    /** The report an honoured Idempotency-Key started within its window, on this route. */
    rememberedReportId(ownerId, route, key) {
        if (!this.honourIdempotencyKey || !key)
            return undefined;
        const entry = this.idempotency.get(`${ownerId}\n${route}\n${key}`);
        if (!entry || entry.at <= this.clock.now() - IDEMPOTENCY_WINDOW_MS)
            return undefined;
        return entry.reportId;
    }
    remember(ownerId, route, key, run) {
        if (!this.honourIdempotencyKey || !key)
            return;
        this.idempotency.set(`${ownerId}\n${route}\n${key}`, {
            reportId: run.reportId,
            at: run.createdAt,
        });
    }
    /** The usage answer (2.8); the counts other stores hold come in `counts`. */
    view(ownerId, counts) {
        const owner = this.owners.get(ownerId);
        const limits = plans/* PLANS */.NB[owner.plan];
        const now = new Date(this.clock.now());
        const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
        return {
            tier: owner.plan === 'free' ? 'free' : 'paid',
            plan: owner.plan,
            // A plan without a published ceiling has no cap to show; its fair-use ceiling is separate.
            connections: {
                active: counts.activeConnections,
                ...(limits.connections === undefined ? {} : { cap: limits.connections }),
                ...(limits.fairUseConnections === undefined
                    ? {}
                    : { fairUseCeiling: limits.fairUseConnections }),
            },
            apiKeys: { active: owner.keys.length, cap: limits.apiKeys },
            runs: {
                inflight: counts.inflight,
                inflightCap: limits.inflightCap,
                perMinuteCap: limits.perMinuteCap,
                thisMonth: this.account(ownerId).runStarts.filter((at) => at >= monthStart).length,
            },
            reportRetentionDays: limits.retentionDays,
            members: { active: 1 },
        };
    }
    /** Retry-After in real seconds (whole, at least 1) for an emulated wait. */
    retryAfterSeconds(emulatedMs) {
        return Math.max(1, Math.ceil(this.clock.realDuration(emulatedMs) / 1000));
    }
    /** The owner's account, opened on first use; an unknown owner throws. */
    account(ownerId) {
        let account = this.accounts.get(ownerId);
        if (!account) {
            this.owners.assertKnown(ownerId);
            account = { runStarts: [], connectionCreations: [], maxInflight: 0 };
            this.accounts.set(ownerId, account);
        }
        return account;
    }
}

;// CONCATENATED MODULE: ./lib/emulator/state.js












class ServiceState {
    owners = new owner_store/* OwnerStore */.X();
    partners = new PartnerBook();
    usage;
    connections;
    scenarios;
    runs;
    plans;
    journeys;
    shares;
    constructor(deps) {
        const { clock, content, owners: seeds } = deps;
        const ids = new IdMint();
        const { owners, partners } = this;
        const usage = new UsageStore(owners, clock, deps.honourIdempotencyKey);
        const connections = new ConnectionStore(clock, ids, usage, partners);
        const scenarios = new ScenarioBook(deps.resolveScenario, deps.scenario, (id) => connections.has(id));
        const player = new JourneyPlayer(clock, deps.timers, deps.hub);
        const views = new ReportViews(content, connections);
        // What most stores read: time, ids, content, and who owns what.
        const common = { clock, ids, content, owners, connections };
        const runs = new RunStore({ ...common, usage, scenarios, player, views });
        const plans = new JourneyPlanStore({ ...common, planTtlSeconds: deps.planTtlSeconds });
        this.usage = usage;
        this.connections = connections;
        this.scenarios = scenarios;
        this.runs = runs;
        this.plans = plans;
        this.journeys = new JourneyRunStore({ ...common, scenarios, plans, runs, player });
        this.shares = new ShareStore(owners, connections, runs);
        for (const seed of seeds)
            this.addOwner(seed);
    }
    /** Adds an owner with its sandbox connection. */
    addOwner(seed) {
        this.owners.add(seed);
        this.connections.addSandbox(seed.id);
    }
    /** Adds an owner on the team plan, or replaces an existing owner's keys (EmulatorOptions.keys). */
    upsertOwnerKey(ownerId, key) {
        if (this.owners.has(ownerId))
            this.owners.setKeys(ownerId, [key]);
        else
            this.addOwner({ id: ownerId, plan: 'team', keys: [key] });
    }
    /** Soft-deletes an owned report and revokes its share token (4.2). */
    deleteReport(ownerId, reportId) {
        this.shares.revoke(this.runs.softDelete(ownerId, reportId));
    }
    /** The usage answer (2.8). */
    usageOf(ownerId) {
        return this.usage.view(ownerId, {
            activeConnections: this.connections.externalCount(ownerId),
            inflight: this.runs.inflight(ownerId),
        });
    }
    /** Stops every timer of the state (close()). */
    stop() {
        this.journeys.stop();
    }
}

;// CONCATENATED MODULE: ./lib/emulator/index.js
/**
 * The service emulator: a deterministic test double of the Partner Endpoint Testing Service,
 * served over real HTTP on 127.0.0.1. Every test, benchmark and the README demo run against it.
 * It is not the real service; it implements the interface's rules, limits and errors so that the
 * client meets them all without a network.
 *
 *   const emulator = await startEmulator({ speed: 200 });
 *   // ... drive emulator.baseUrl with a client ...
 *   await emulator.close();
 */












const DEMO_OWNERS = Object.freeze([
    { id: 'acme', plan: 'team', keys: ['pets_demo_acme_7d3f9a2c41b8e605'] },
    { id: 'solo', plan: 'free', keys: ['pets_demo_solo_c5e1b7a9d2f40836'] },
]);
async function startEmulator(options = {}) {
    const port = options.port ?? 0;
    if (!Number.isInteger(port) || port < 0 || port > 65_535) {
        throw new Error(`port must be an integer from 0 to 65535, not ${port}`);
    }
    const clock = new EmulatedClock(options.speed ?? 1, options.now);
    const timers = new TimerSet();
    const hub = new ChangeHub();
    const faults = new emulator_faults/* FaultBook */.AM();
    const state = new ServiceState({
        clock,
        timers,
        hub,
        content: content,
        resolveScenario: scenarios/* resolveScenario */.d8,
        scenario: (0,scenarios/* resolveScenario */.d8)(options.scenario ?? 'all-pass'),
        owners: options.owners ?? DEMO_OWNERS,
        honourIdempotencyKey: options.honourIdempotencyKey ?? false,
        planTtlSeconds: options.planTtlSeconds ?? PLAN_TTL_SECONDS,
    });
    for (const [ownerId, key] of Object.entries(options.keys ?? {})) {
        state.upsertOwnerKey(ownerId, key);
    }
    const server = await startHttpServer({
        state,
        content: content,
        clock,
        timers,
        hub,
        faults,
        port,
        heartbeatMs: options.heartbeatMs ?? 10_000,
        onInternalError: options.onInternalError ??
            ((route, error) => {
                process.stderr.write(`[emulator] ${route} failed: ${error instanceof Error ? error.message : String(error)}\n`);
            }),
    });
    return {
        origin: server.origin,
        baseUrl: `${server.origin}/api/v1`,
        get owners() {
            return state.owners.list();
        },
        sandboxConnectionId: (ownerId) => state.connections.sandboxId(ownerId),
        setScenario: (scenario, scope) => {
            state.scenarios.set(scenario, scope);
        },
        setPartner: (prefix, outcome) => state.partners.set(prefix, outcome),
        addFault: (rule) => faults.add(rule),
        clearFaults: () => faults.clear(),
        requests: (filter) => server.requests(filter),
        resetRequests: () => server.resetRequests(),
        inflightRuns: (ownerId) => state.runs.inflight(ownerId),
        maxInflightSeen: (ownerId) => state.usage.maxInflightSeen(ownerId),
        terminalAt: (reportId) => state.runs.terminalAt(reportId),
        emulatedNow: () => clock.now(),
        close: () => server.close(),
    };
}


/***/ }),

/***/ 5614:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ CAPABILITIES),
/* harmony export */   C0: () => (/* binding */ JOURNEY_SCHEMA_VERSION),
/* harmony export */   D0: () => (/* binding */ JOURNEY_LABEL_LENGTH),
/* harmony export */   JN: () => (/* binding */ JOURNEY_KINDS),
/* harmony export */   KR: () => (/* binding */ COUNTRY_CODE_PATTERN),
/* harmony export */   LV: () => (/* binding */ RUN_STATUSES),
/* harmony export */   N4: () => (/* binding */ PARTY_ID_MAX_LENGTH),
/* harmony export */   TP: () => (/* binding */ SEED_LENGTH),
/* harmony export */   VI: () => (/* binding */ REPORT_PAGE_SIZE),
/* harmony export */   W8: () => (/* binding */ OCPI_VERSIONS),
/* harmony export */   Xq: () => (/* binding */ CONNECTION_PAGE_SIZE),
/* harmony export */   Zj: () => (/* binding */ CONNECTION_ROLES),
/* harmony export */   jn: () => (/* binding */ JOURNEY_ROLES),
/* harmony export */   or: () => (/* binding */ CONNECTION_DIRECTIONS),
/* harmony export */   s4: () => (/* binding */ JOURNEY_PROFILES),
/* harmony export */   xT: () => (/* binding */ LONG_POLL_SECONDS)
/* harmony export */ });
/* unused harmony exports CONNECTION_STATUSES, LIMIT_IDS */
/**
 * The value sets and bounds that the service interface states, written out for the emulator
 * alone (section numbers of the interface in the comments).
 *
 * The client holds its own copy (client/payloads.ts and each resource's payloads in
 * client/resources/). The emulator does not read that copy: it is a second, separate reading of
 * the interface, so a slip in the client's copy meets a 400 here instead of being mirrored. What
 * the interface leaves "not shown" (parameter names, paths, event names) is different: those are
 * the client's guesses, and the emulator shares them on purpose from client/wire.ts, because it
 * emulates the guess.
 */
/** OCPI versions of connections and filters (2.3, 4.2, 4.3, 9). */
const OCPI_VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'];
/** Roles of a connection, ours and theirs (2.3, 2.4). */
const CONNECTION_ROLES = ['CPO', 'EMSP', 'HUB', 'NAP', 'NSP', 'OTHER', 'SCSP'];
/** Connection statuses (2.3, 3). */
const CONNECTION_STATUSES = (/* unused pure expression or super */ null && (['pending', 'registered', 'failed']));
/** Run status values (3). */
const RUN_STATUSES = [
    'queued',
    'running',
    'recovering',
    'recovery_required',
    'completed',
    'failed',
    'cancelled',
    'interrupted',
];
/** Plan capabilities an error names (2.2). */
const CAPABILITIES = [
    'external-endpoints',
    'ci-handoff',
    'saved-presets',
    'load-testing',
    'direct-payment',
    'bookings',
    'scheduled-runs',
];
/** Limits a 402 names (2.2, 7). */
const LIMIT_IDS = (/* unused pure expression or super */ null && (['connections', 'run-concurrency']));
/** Journey kinds of a preview body (4.3). */
const JOURNEY_KINDS = [
    'first-successful-charge',
    'rough-session',
    'charger-reset',
    'partner-connection',
    'catalogue-trust',
    'remote-start-stop',
    'live-price-parking',
    'reservation',
    'cdr-desk',
    'offline-catch-up',
    'hub-routed-charge',
    'book-arrive-charge',
    'direct-terminal-payment',
    'smart-charging-control',
    'hub-connection-status',
    'invalid-charging-data',
    'custom',
];
/** Roles of a preview body (4.3; a different set from the connection roles). */
const JOURNEY_ROLES = ['CPO', 'EMSP', 'PTP', 'OTHER', 'SCSP'];
/** Journey profiles of a preview body (4.3). */
const JOURNEY_PROFILES = [
    'core-charging',
    'foundation',
    'catalogue',
    'commands',
    'billing',
    'recovery',
    'hub',
    'booking',
    'direct-payment',
    'charging-profiles',
    'hub-client-info',
    'negative',
];
/** The only schemaVersion of a preview body (4.3, 9). */
const JOURNEY_SCHEMA_VERSION = 1;
/**
 * "One string field has length 1 to 64" (4.3). The interface does not say which field; the
 * emulator applies it to topology.label, its own reading.
 */
const JOURNEY_LABEL_LENGTH = { min: 1, max: 64 };
/** Seed length (4.3, 8: the journey seed); the emulator holds run seeds to it too. */
const SEED_LENGTH = { min: 1, max: 128 };
/** Long-poll wait in seconds: 1 to 55, larger values clamped to 55 (4, 8). */
const LONG_POLL_SECONDS = { min: 1, max: 55 };
/** Page size of GET /connections (4.1, 8). */
const CONNECTION_PAGE_SIZE = { min: 1, max: 100, default: 50 };
/** Page size of GET /testing/runs (4.2, 8). */
const REPORT_PAGE_SIZE = { min: 1, max: 100, default: 20 };
/** ourPartyId: at most 3 characters (2.4, 8). */
const PARTY_ID_MAX_LENGTH = 3;
/** ourCountryCode: exactly 2 letters (2.4, 8). */
const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2}$/;
/** The connection list's direction filter (4.1). */
const CONNECTION_DIRECTIONS = ['inbound', 'outbound'];


/***/ }),

/***/ 7908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ API_KEY_PREFIX),
/* harmony export */   X: () => (/* binding */ OwnerStore)
/* harmony export */ });
/* harmony import */ var _plans_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5655);
/**
 * The account owners of the emulated service: each owner's plan and API keys, and which owner a
 * key belongs to. Every other store is scoped by the owner id this store answers for a key.
 */

/** The fixed service prefix of an API key (interface 5.1; the prefix itself is ours). */
const API_KEY_PREFIX = 'pets_';
class OwnerStore {
    owners = new Map();
    ownerByKey = new Map();
    /** Adds an owner; a seed that is not well formed throws (it is configuration, not a request). */
    add(seed) {
        if (!/^[A-Za-z0-9_.-]{1,64}$/.test(seed.id)) {
            throw new Error(`owner id "${seed.id}" must be 1 to 64 letters, digits, "_", "." or "-"`);
        }
        if (this.owners.has(seed.id))
            throw new Error(`owner "${seed.id}" is given twice`);
        if (!(0,_plans_js__WEBPACK_IMPORTED_MODULE_0__/* .isPlanName */ .VY)(seed.plan)) {
            throw new Error(`owner "${seed.id}": plan "${seed.plan}" is not one of ${_plans_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_LADDER */ .Vn.join(', ')}`);
        }
        this.checkKeys(seed.id, seed.keys);
        this.owners.set(seed.id, { id: seed.id, plan: seed.plan, keys: [] });
        this.setKeys(seed.id, seed.keys);
    }
    has(ownerId) {
        return this.owners.has(ownerId);
    }
    /** Replaces the owner's keys. */
    setKeys(ownerId, keys) {
        const owner = this.record(ownerId);
        this.checkKeys(ownerId, keys);
        for (const key of owner.keys)
            this.ownerByKey.delete(key);
        owner.keys = [...keys];
        for (const key of keys)
            this.ownerByKey.set(key, ownerId);
    }
    /** The owner of an API key, or undefined (unknown, or without the service prefix). */
    ownerOfKey(key) {
        if (!key.startsWith(API_KEY_PREFIX))
            return undefined;
        return this.ownerByKey.get(key);
    }
    /** The owner; an unknown id throws (owner ids come from authentication, never from a body). */
    get(ownerId) {
        const { id, plan, keys } = this.record(ownerId);
        return { id, plan, keys: [...keys] };
    }
    /** Throws for an unknown owner, as every read of one does. */
    assertKnown(ownerId) {
        this.record(ownerId);
    }
    planOf(ownerId) {
        return this.record(ownerId).plan;
    }
    /** Every owner, in the order they were added. */
    list() {
        return [...this.owners.keys()].map((id) => this.get(id));
    }
    record(ownerId) {
        const owner = this.owners.get(ownerId);
        if (!owner)
            throw new Error(`unknown owner "${ownerId}"`);
        return owner;
    }
    checkKeys(ownerId, keys) {
        for (const key of keys) {
            if (typeof key !== 'string' || !key.startsWith(API_KEY_PREFIX) || key.length < 12) {
                throw new Error(`owner "${ownerId}": API keys start with "${API_KEY_PREFIX}" and have at least 12 characters`);
            }
            const holder = this.ownerByKey.get(key);
            if (holder !== undefined && holder !== ownerId) {
                throw new Error(`owner "${ownerId}": that API key already belongs to owner "${holder}"`);
            }
        }
    }
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ PLANS),
/* harmony export */   T2: () => (/* binding */ nextPlan),
/* harmony export */   VY: () => (/* binding */ isPlanName),
/* harmony export */   Vn: () => (/* binding */ PLAN_LADDER),
/* harmony export */   ap: () => (/* binding */ planWith),
/* harmony export */   p0: () => (/* binding */ hasCapability)
/* harmony export */ });
/* harmony import */ var _interface_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5614);
/**
 * The plans of the emulated service and their limits. The interface publishes no numbers
 * (8: "numeric ceilings per plan ... not shown"); these are the emulator's, chosen so that each
 * rule (402 at a published ceiling, 409 at a fair-use ceiling, 402 at the run concurrency, 429
 * past the per-minute cap) can be met on a demo account.
 */

const PLANS = {
    free: {
        connections: 1,
        fairUseConnections: undefined,
        apiKeys: 1,
        inflightCap: 1,
        perMinuteCap: 6,
        capabilities: [],
        retentionDays: 7,
    },
    team: {
        connections: 10,
        fairUseConnections: undefined,
        apiKeys: 5,
        inflightCap: 5,
        perMinuteCap: 60,
        capabilities: ['external-endpoints', 'ci-handoff', 'saved-presets', 'scheduled-runs'],
        retentionDays: 90,
    },
    enterprise: {
        connections: undefined,
        fairUseConnections: 25,
        apiKeys: 50,
        inflightCap: 20,
        perMinuteCap: 300,
        capabilities: _interface_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .CAPABILITIES */ .$8,
        retentionDays: 365,
    },
};
const PLAN_LADDER = ['free', 'team', 'enterprise'];
function isPlanName(value) {
    return typeof value === 'string' && PLAN_LADDER.includes(value);
}
/** The plan above `plan`, where the ladder has one. */
function nextPlan(plan) {
    return PLAN_LADDER[PLAN_LADDER.indexOf(plan) + 1];
}
/** The first plan above `plan` that has `capability`. */
function planWith(plan, capability) {
    return PLAN_LADDER.slice(PLAN_LADDER.indexOf(plan) + 1).find((rung) => hasCapability(rung, capability));
}
function hasCapability(plan, capability) {
    return PLANS[plan].capabilities.includes(capability);
}


/***/ }),

/***/ 2797:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Di: () => (/* binding */ matchRoute),
/* harmony export */   jC: () => (/* binding */ ROUTE_KEYS),
/* harmony export */   l$: () => (/* binding */ STREAM_ROUTE),
/* harmony export */   m4: () => (/* binding */ API_PREFIX)
/* harmony export */ });
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8142);
/**
 * The routes of the emulated API, as "METHOD /pattern" keys (paths relative to /api/v1, ids as
 * {id}). The route table of api-routes.ts maps each key to its handler; the request log, fault
 * rules and the fault command-line syntax name routes by these keys.
 */

const API_PREFIX = '/api/v1';
const ROUTE_KEYS = [
    'GET /testing/suites',
    'POST /connections',
    'GET /connections',
    'POST /connections/{id}/register',
    'POST /testing/runs',
    'GET /testing/runs',
    'DELETE /testing/runs/{id}',
    'POST /testing/runs/{id}/share',
    'DELETE /testing/runs/{id}/share',
    `GET ${_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_REPORT_PATH */ .Vz}/{token}`,
    'POST /testing/journeys/preview',
    `POST ${_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .JOURNEY_START_PATH */ .SX}`,
    'GET /testing/journey-runs/{id}',
    'POST /testing/journey-runs/{id}/recovery',
    'POST /testing/journey-runs/{id}/cancel',
    'GET /testing/journey-runs/{id}/stream',
    'GET /usage',
];
/** The one route that answers a server-sent event stream. */
const STREAM_ROUTE = 'GET /testing/journey-runs/{id}/stream';
const COMPILED = ROUTE_KEYS.map((key) => {
    const [method, pattern] = key.split(' ');
    return { key, method, segments: pattern.split('/').slice(1) };
});
/** Matches a path below /api/v1 (no query) against the route table. */
function matchRoute(method, path) {
    const segments = path.split('/').slice(1);
    const allow = [];
    let pattern = '';
    for (const route of COMPILED) {
        const params = matchSegments(route.segments, segments);
        if (!params)
            continue;
        if (route.method === method)
            return { kind: 'found', key: route.key, params };
        allow.push(route.method);
        pattern = route.key.slice(route.method.length + 1);
    }
    return allow.length > 0 ? { kind: 'wrong-method', pattern, allow } : { kind: 'none' };
}
function matchSegments(pattern, actual) {
    if (pattern.length !== actual.length)
        return undefined;
    const params = {};
    for (let i = 0; i < pattern.length; i++) {
        const expected = pattern[i];
        const value = actual[i];
        if (expected.startsWith('{') && expected.endsWith('}')) {
            if (value === '')
                return undefined;
            let decoded;
            try {
                decoded = decodeURIComponent(value);
            }
            catch {
                return undefined;
            }
            params[expected.slice(1, -1)] = decoded;
        }
        else if (expected !== value) {
            return undefined;
        }
    }
    return params;
}


/***/ }),

/***/ 8112:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d8: () => (/* binding */ resolveScenario),
/* harmony export */   es: () => (/* binding */ SCENARIO_NAMES),
/* harmony export */   sm: () => (/* binding */ WAVERING)
/* harmony export */ });
/* unused harmony export SCENARIOS */
const ALL_PASS = {
    failRate: 0,
    warnRate: 0,
    unobservableRate: 0,
    unreachedOnFailure: false,
    withheldModules: [],
    queueSeconds: 1,
    runSeconds: 4,
    draining: false,
    outcome: 'completed',
    failureMessage: '',
    echoSecrets: false,
    hostileText: false,
    journey: {},
};
/** The wavering checks: present in every OCPI version, for the sandbox connection's roles. */
const WAVERING = Object.freeze([
    { id: 'locations/get-object', breaks: 'shall' },
    { id: 'locations/unknown-object', breaks: 'should' },
]);
function preset(overrides) {
    return { ...ALL_PASS, ...overrides, journey: { ...ALL_PASS.journey, ...overrides.journey } };
}
const SCENARIOS = {
    'all-pass': preset({}),
    'some-failures': preset({ failRate: 0.15, unreachedOnFailure: true }),
    warnings: preset({ warnRate: 0.2 }),
    unobservable: preset({ unobservableRate: 0.1 }),
    withheld: preset({
        withheldModules: ['chargingprofiles', 'hubclientinfo', 'bookings', 'payments'],
    }),
    draining: preset({ draining: true, queueSeconds: 30 }),
    // Longer than the service's 55 s long-poll window, so a client has to poll more than once.
    slow: preset({ runSeconds: 120 }),
    'failed-run': preset({
        outcome: 'failed',
        failureMessage: 'partner endpoint unreachable: connect ECONNREFUSED at the versions endpoint (no OCPI exchange was possible)',
    }),
    'interrupted-journey': preset({ journey: { interruptAtStage: 2 } }),
    'cancelled-journey': preset({ journey: { cancelAtStage: 2 } }),
    // Two checks that fail in every other run of a connection and pass between: one breaking a
    // SHALL, one only a SHOULD (which flaky-failures tolerate may tolerate).
    wavering: preset({ waver: WAVERING.map((w) => ({ ...w })) }),
};
const SCENARIO_NAMES = Object.keys(SCENARIOS);
function isScenarioName(name) {
    return Object.hasOwn(SCENARIOS, name);
}
function copy(spec) {
    return {
        ...spec,
        withheldModules: [...spec.withheldModules],
        journey: { ...spec.journey },
        ...(spec.waver ? { waver: spec.waver.map((w) => ({ ...w })) } : {}),
    };
}
const RATE_FIELDS = ['failRate', 'warnRate', 'unobservableRate'];
const SECOND_FIELDS = ['queueSeconds', 'runSeconds'];
const STAGE_FIELDS = ['interruptAtStage', 'cancelAtStage'];
function validate(spec) {
    for (const field of RATE_FIELDS) {
        const value = spec[field];
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
            throw new Error(`scenario field ${field} must be a number from 0 to 1, got ${String(value)}`);
        }
    }
    for (const field of SECOND_FIELDS) {
        const value = spec[field];
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
            throw new Error(`scenario field ${field} must be a non-negative number of seconds, got ${String(value)}`);
        }
    }
    for (const field of STAGE_FIELDS) {
        const value = spec.journey[field];
        if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
            throw new Error(`scenario field journey.${field} must be a non-negative integer stage index, got ${String(value)}`);
        }
    }
    if (spec.outcome !== 'completed' && spec.outcome !== 'failed') {
        throw new Error(`scenario field outcome must be "completed" or "failed", got ${String(spec.outcome)}`);
    }
    if (!Array.isArray(spec.withheldModules) ||
        spec.withheldModules.some((m) => typeof m !== 'string')) {
        throw new Error('scenario field withheldModules must be an array of module names');
    }
    const waver = spec.waver;
    if (waver !== undefined &&
        (!Array.isArray(waver) ||
            waver.some((w) => typeof w?.id !== 'string' ||
                !/^[a-z0-9_-]+\/[a-z0-9_-]+$/i.test(w.id) ||
                (w.breaks !== 'shall' && w.breaks !== 'should')))) {
        throw new Error('scenario field waver must be an array of {id: "module/slug", breaks: "shall" or "should"}');
    }
    return spec;
}
/**
 * A preset by name, or `base` (default all-pass) with the fields of a partial spec overridden.
 * Throws on an unknown name (listing the valid ones) and on out-of-range fields (naming the field).
 */
function resolveScenario(input, base = SCENARIOS['all-pass']) {
    if (typeof input === 'string') {
        if (!isScenarioName(input)) {
            throw new Error(`unknown scenario "${input}"; valid scenarios: ${SCENARIO_NAMES.join(', ')}`);
        }
        return copy(SCENARIOS[input]);
    }
    const merged = {
        ...copy(base),
        ...input,
        journey: { ...base.journey, ...input.journey },
    };
    if (input.withheldModules)
        merged.withheldModules = [...input.withheldModules];
    return validate(merged);
}


/***/ })

};

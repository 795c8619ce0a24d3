export const id = 917;
export const ids = [917];
export const modules = {

/***/ 8917:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runEmulatorCommand: () => (/* binding */ runEmulatorCommand)
/* harmony export */ });
/* unused harmony export EMULATOR_HELP */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8805);
/* harmony import */ var _faults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7110);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3508);
/* harmony import */ var _owner_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7908);
/* harmony import */ var _scenarios_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8112);
/**
 * `ocpi-conformance emulator`: serves the service emulator (a test double of the Partner Endpoint
 * Testing Service) on 127.0.0.1 until SIGINT or SIGTERM. Every flag is checked before the server
 * starts; a bad one is named with its fix and exits 2.
 *
 * In-process use (tests): pass `signal` to stop it and `onReady` to get the running emulator.
 */






const EMULATOR_HELP = `Usage: ocpi-conformance emulator [options]

Serves an EMULATOR of the Partner Endpoint Testing Service on 127.0.0.1: a deterministic test
double for tests and demos, not the real service. Runs on an emulated clock.

Options:
  --port N                  port on 127.0.0.1 (default 8787; 0 picks a free one)
  --speed X                 emulated seconds per real second (default 1)
  --scenario NAME           what runs produce (default all-pass): ${_scenarios_js__WEBPACK_IMPORTED_MODULE_4__/* .SCENARIO_NAMES */ .es.join(', ')}
  --key OWNER=KEY           add an owner on the team plan, or replace an owner's key; the key
                            must start with ${_owner_store_js__WEBPACK_IMPORTED_MODULE_3__/* .API_KEY_PREFIX */ .O} (repeatable)
  --fault SPEC              inject a fault (repeatable); SPEC is
                            ${_faults_js__WEBPACK_IMPORTED_MODULE_1__/* .FAULT_SPEC_SYNTAX */ .De.split('\n').join('\n                            ')}
  --partner PREFIX=registered | PREFIX=failed:MESSAGE
                            handshake outcome for partner base URLs starting with PREFIX
                            (repeatable; default registered)
  -h, --help                show this help

Stop with Ctrl-C (SIGINT) or SIGTERM.`;
class FlagError extends Error {
}
async function runEmulatorCommand(argv, io, commandOptions = {}) {
    let settings;
    try {
        settings = readFlags(argv);
    }
    catch (error) {
        io.err(`${error.message}\nRun "ocpi-conformance emulator --help" for the options.`);
        return 2;
    }
    if (settings === 'help') {
        io.out(EMULATOR_HELP);
        return 0;
    }
    let emulator;
    try {
        emulator = await (0,_index_js__WEBPACK_IMPORTED_MODULE_2__.startEmulator)(settings.options);
    }
    catch (error) {
        const code = error.code;
        io.err(code === 'EADDRINUSE'
            ? `Port ${settings.options.port} on 127.0.0.1 is in use; choose another with --port N (0 picks a free one).`
            : `The emulator could not start: ${error.message}`);
        return 1;
    }
    for (const rule of settings.faults)
        emulator.addFault(rule);
    for (const { prefix, ...outcome } of settings.partners)
        emulator.setPartner(prefix, outcome);
    printBanner(emulator, settings, io);
    commandOptions.onReady?.(emulator);
    await new Promise((resolve) => {
        const stop = () => {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            commandOptions.signal?.removeEventListener('abort', stop);
            resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
        if (commandOptions.signal?.aborted)
            stop();
        else
            commandOptions.signal?.addEventListener('abort', stop, { once: true });
    });
    io.out('Stopping the emulator...');
    await emulator.close();
    io.out('Emulator stopped.');
    return 0;
}
/** The settings of the flags, each checked in the order of the help text. */
function readFlags(argv) {
    const values = parseFlags(argv);
    if (values.help)
        return 'help';
    const port = readPort(values.port);
    const speed = readSpeed(values.speed);
    const scenario = readScenario(values.scenario);
    const keys = readKeys(values.key ?? []);
    const faults = (values.fault ?? []).map(readFault);
    const partners = (values.partner ?? []).map(readPartner);
    return {
        options: { port, speed, scenario: scenario, keys },
        faults,
        partners,
        scenario,
    };
}
function parseFlags(argv) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: argv,
            options: {
                port: { type: 'string' },
                speed: { type: 'string' },
                scenario: { type: 'string' },
                key: { type: 'string', multiple: true },
                fault: { type: 'string', multiple: true },
                partner: { type: 'string', multiple: true },
                help: { type: 'boolean', short: 'h' },
            },
            strict: true,
            allowPositionals: false,
        }).values;
    }
    catch (error) {
        throw new FlagError(error.message);
    }
}
function readPort(value) {
    const port = value === undefined ? 8787 : Number(value);
    if (!/^\d+$/.test(value ?? '8787') || port > 65_535) {
        throw new FlagError(`--port "${value}" is not a port; give an integer from 0 to 65535 (0 picks a free one).`);
    }
    return port;
}
function readSpeed(value) {
    const speed = value === undefined ? 1 : Number(value);
    if (!Number.isFinite(speed) || speed <= 0) {
        throw new FlagError(`--speed "${value}" is not a positive number; give emulated seconds per real second, such as 1 or 60.`);
    }
    return speed;
}
function readScenario(value) {
    const scenario = value ?? 'all-pass';
    if (!_scenarios_js__WEBPACK_IMPORTED_MODULE_4__/* .SCENARIO_NAMES */ .es.includes(scenario)) {
        throw new FlagError(`--scenario "${scenario}" is unknown; use one of ${_scenarios_js__WEBPACK_IMPORTED_MODULE_4__/* .SCENARIO_NAMES */ .es.join(', ')}.`);
    }
    return scenario;
}
/** OWNER=KEY pairs by owner. */
function readKeys(pairs) {
    const keys = {};
    for (const pair of pairs) {
        const equals = pair.indexOf('=');
        const owner = pair.slice(0, equals);
        const key = pair.slice(equals + 1);
        if (equals <= 0 || key === '') {
            throw new FlagError(`--key "${redactKey(pair)}" is not OWNER=KEY; write it as --key acme=${_owner_store_js__WEBPACK_IMPORTED_MODULE_3__/* .API_KEY_PREFIX */ .O}...`);
        }
        if (!/^[A-Za-z0-9_.-]{1,64}$/.test(owner)) {
            throw new FlagError(`--key: owner "${owner}" must be letters, digits, "_", "." or "-".`);
        }
        if (!key.startsWith(_owner_store_js__WEBPACK_IMPORTED_MODULE_3__/* .API_KEY_PREFIX */ .O) || key.length < 12) {
            throw new FlagError(`--key ${owner}=...: API keys of the service start with "${_owner_store_js__WEBPACK_IMPORTED_MODULE_3__/* .API_KEY_PREFIX */ .O}" and have at least 12 characters.`);
        }
        keys[owner] = key;
    }
    return keys;
}
function readFault(spec) {
    try {
        return (0,_faults_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFaultSpec */ .Nd)(spec);
    }
    catch (error) {
        throw new FlagError(`--fault: ${error.message}`);
    }
}
function readPartner(pair) {
    const equals = pair.indexOf('=');
    const prefix = pair.slice(0, equals);
    const outcome = pair.slice(equals + 1);
    if (equals <= 0) {
        throw new FlagError(`--partner "${pair}" is not PREFIX=registered or PREFIX=failed:MESSAGE; for example --partner https://cpo.example=failed:versions endpoint answered 503`);
    }
    if (outcome === 'registered')
        return { prefix, status: 'registered' };
    if (outcome === 'failed' || outcome.startsWith('failed:')) {
        const message = outcome.slice('failed:'.length).trim();
        return {
            prefix,
            status: 'failed',
            ...(message ? { lastError: message } : {}),
        };
    }
    throw new FlagError(`--partner ${prefix}=${outcome}: the outcome must be "registered" or "failed:MESSAGE".`);
}
/** A malformed --key is echoed without its key part. */
function redactKey(pair) {
    const equals = pair.indexOf('=');
    return equals < 0
        ? pair.startsWith(_owner_store_js__WEBPACK_IMPORTED_MODULE_3__/* .API_KEY_PREFIX */ .O)
            ? '***'
            : pair
        : `${pair.slice(0, equals)}=***`;
}
function printBanner(emulator, settings, io) {
    io.out('OCPI testing service EMULATOR: a test double for tests and demos, NOT the real');
    io.out('Partner Endpoint Testing Service. Nothing here reaches a real partner.');
    io.out(`Base URL: ${emulator.baseUrl}`);
    io.out('Owners (plan, API key, sandbox connection):');
    for (const owner of emulator.owners) {
        const demo = _index_js__WEBPACK_IMPORTED_MODULE_2__.DEMO_OWNERS.some((seed) => seed.id === owner.id) ? ' (demo owner)' : '';
        io.out(`  ${owner.id}: plan ${owner.plan}, key ${owner.keys.join(', ')}, sandbox ${emulator.sandboxConnectionId(owner.id)}${demo}`);
    }
    io.out(`Scenario: ${settings.scenario}; speed: ${settings.options.speed} emulated s per real s`);
    if (settings.faults.length > 0)
        io.out(`Faults: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(settings.faults.length, 'rule')} active`);
    for (const partner of settings.partners) {
        io.out(`Partner ${partner.prefix}: handshake ${partner.status}`);
    }
    io.out(`Control API: ${emulator.origin}/_emulator/{scenario,faults,partners,requests,state}`);
    io.out('Stop with Ctrl-C (SIGINT) or SIGTERM.');
}


/***/ })

};

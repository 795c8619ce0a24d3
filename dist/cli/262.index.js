export const id = 262;
export const ids = [262];
export const modules = {

/***/ 8147:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Sr: () => (/* binding */ spoolFile),
  mx: () => (/* binding */ writeJUnitFile),
  aS: () => (/* binding */ writeReportFile),
  Tl: () => (/* binding */ writeTextFile)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
;// CONCATENATED MODULE: ./lib/report/report-file.js
/**
 * The version of the result file's layout. 1 added `format`, `leg`, `policy`, `reportId` and
 * `shareUrl` (read by core/result-file.ts); a file without them is older, and still merges.
 */
const REPORT_FILE_FORMAT = 1;
/** The result file's fields, in their order; `report` is left out when it is spooled to a file. */
function reportFileContent(result, meta = {}) {
    const policy = meta.policy && { ...meta.policy, failOn: [...meta.policy.failOn] };
    return {
        format: REPORT_FILE_FORMAT,
        leg: meta.leg,
        policy,
        reportId: result.reportId,
        shareUrl: result.share?.url,
        verdict: result.verdict,
        reason: result.reason,
        errorKind: meta.errorKind || undefined,
        seed: result.seed,
        connectionId: result.connection?._id,
        grade: result.grade && {
            counts: result.grade.counts,
            passRate: result.grade.passRate,
            threshold: result.grade.threshold,
            conditions: result.grade.conditions,
            notes: result.grade.notes,
        },
        regressions: result.regressions,
        report: result.reportSpool ? undefined : result.report,
    };
}

;// CONCATENATED MODULE: ./lib/app/files.js
/**
 * The files a run writes for either front end: the graded report as JSON (redacted) and JUnit XML
 * for CI test tabs. A file that cannot be written is logged and does not change the verdict; the
 * messages name the input or flag (`option`) the path came from.
 *
 * Text leaves the process here, so these writers mask it with the entry point's secret store
 * (`secrets`): the report's JSON has every string redacted and credential fields masked by name;
 * the JUnit XML is rendered with the store's `redact` applied to every text before it is escaped,
 * and the whole document passes the store once more before it is written.
 */







const COPY_CHUNK = 1_048_576;
/**
 * A temporary file for GateOptions.reportSpool: the report is written there as it streams, after
 * room for the report file's head. When `reportFile` is given and its folder exists, the spool is
 * a hidden file in that folder, so that writeReportFile can write the head into the room and
 * rename the spool into place (no copy); otherwise it is in the system's temporary folder and is
 * copied. The caller removes it (a spool renamed into place is gone already).
 */
function spoolFile(reportFile) {
    const beside = reportFile && external_node_path_.dirname(reportFile);
    const folder = beside && isFolder(beside) ? beside : external_node_os_.tmpdir();
    return {
        file: external_node_path_.join(folder, `.ocpi-report-${process.pid}-${(0,external_node_crypto_.randomUUID)()}.part`),
        room: HEAD_ROOM,
    };
}
function isFolder(candidate) {
    try {
        return (0,external_node_fs_.statSync)(candidate).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * Bytes left at a spool's start for the report file's head: its small fields (verdict, grade,
 * regressions). A head that does not fit, or a small report, is written with a copy instead.
 */
const HEAD_ROOM = 65_536;
/** A spooled report smaller than this is copied, so that a small file is not padded to 64 KiB. */
const IN_PLACE_MIN_BYTES = 4 * 1_048_576;
/** The graded report, redacted; returns the path written, or undefined when it failed. */
async function writeReportFile(file, result, log, secrets, option = 'report-file', meta = {}) {
    try {
        await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
        const content = reportFileContent(result, meta);
        const text = secrets.stringify(content, 2);
        if (result.reportSpool) {
            // The report as the service sent it, already redacted as it streamed: never held whole.
            const head = `${text.slice(0, -2)},`;
            const placed = await placeSpool(file, result.reportSpool, head);
            if (!placed)
                await copySpool(file, result.reportSpool, head);
        }
        else {
            await (0,promises_.writeFile)(file, `${text}\n`);
        }
        log.info(`Report written to ${file}.`);
        return file;
    }
    catch (error) {
        log.info(`Could not write the report file ${file} (${option}): ${message(error)}`);
        return undefined;
    }
}
const REPORT_KEY = '\n  "report": ';
const TAIL = '\n}\n';
/**
 * The spool made the report file in place: `head` (the file's text up to the report) and the
 * report's key written into the spool's room, padded with spaces (white space between JSON
 * tokens), the closing brace appended, and the spool renamed to `file`. Saves a copy of the whole
 * report (about 0.6 s for 232 MB). False, with the spool as it was, when that cannot be done: the
 * spool is elsewhere, the report is small, or the head does not fit.
 */
async function placeSpool(file, spool, head) {
    const room = spool.room ?? 0;
    const text = Buffer.from(`${head}${' '.repeat(Math.max(0, room - Buffer.byteLength(head) - REPORT_KEY.length))}${REPORT_KEY}`);
    if (external_node_path_.dirname(spool.file) !== external_node_path_.dirname(file) || text.length !== room)
        return false;
    const handle = await (0,promises_.open)(spool.file, 'r+');
    try {
        const { size } = await handle.stat();
        if (size < IN_PLACE_MIN_BYTES)
            return false;
        await handle.write(text, 0, text.length, 0);
        await handle.write(TAIL, size);
    }
    finally {
        await handle.close();
    }
    await (0,promises_.rename)(spool.file, file);
    return true;
}
/** The report file written as `head`, the spool's report (after its room) and the close. */
async function copySpool(file, spool, head) {
    await (0,promises_.writeFile)(file, `${head}${REPORT_KEY}`);
    // In 1 MiB pieces: a 232 MB copy takes about half as long as in the default 64 KiB ones.
    await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(spool.file, { start: spool.room ?? 0, highWaterMark: COPY_CHUNK }), (0,external_node_fs_.createWriteStream)(file, { flags: 'a', highWaterMark: COPY_CHUNK }));
    await (0,promises_.appendFile)(file, TAIL);
}
/** JUnit XML of a graded report; returns the path written, or undefined when it failed. */
async function writeJUnitFile(file, result, log, secrets, option = 'junit-file') {
    if (!result.report || !result.grade) {
        log.info(`No JUnit file written to ${file}: there is no graded report (${result.reason})`);
        return undefined;
    }
    const { report, grade } = result;
    return writeTextFile(file, async () => {
        // Loaded only when a JUnit file is asked for.
        const { renderJUnit } = await __webpack_require__.e(/* import() */ 470).then(__webpack_require__.bind(__webpack_require__, 5470));
        const xml = renderJUnit({
            report,
            grade,
            timestamp: new Date(),
            hostname: external_node_os_.hostname(),
            redact: (text) => secrets.redact(text),
        });
        return secrets.redact(xml);
    }, { log, option, written: 'JUnit report', failed: 'the JUnit file' });
}
/**
 * Writes a file whose text `make` returns (creating its folder); logs what was written, or why
 * it could not be (naming the setting the path came from) and returns undefined. Never throws.
 */
async function writeTextFile(file, make, words) {
    try {
        const text = await make();
        await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
        await (0,promises_.writeFile)(file, text);
        words.log.info(`${words.written} written to ${file}.`);
        return file;
    }
    catch (error) {
        const what = words.failed ? `${words.failed} ${file}` : file;
        words.log.info(`Could not write ${what} (${words.option}): ${message(error)}`);
        return undefined;
    }
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 2453:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ usage),
/* harmony export */   DL: () => (/* binding */ SERVICE_OPTIONS),
/* harmony export */   Hg: () => (/* binding */ maskSecretArguments),
/* harmony export */   LV: () => (/* binding */ wrap),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   Rh: () => (/* binding */ describeParseError),
/* harmony export */   S1: () => (/* binding */ ALLOW_INSECURE_HTTP_OPTION),
/* harmony export */   Xi: () => (/* binding */ VERBOSE_OPTION),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   eX: () => (/* binding */ BASE_URL_OPTION),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   pD: () => (/* binding */ envName),
/* harmony export */   rj: () => (/* binding */ JSON_OPTION),
/* harmony export */   vA: () => (/* binding */ helpPointer)
/* harmony export */ });
/* unused harmony exports HELP_OPTION, API_KEY_OPTION */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5666);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(535);
/**
 * Command-line parsing for every command of the CLI, on node:util parseArgs. Each command is
 * described once (its options, positionals and notes); the parser and the --help text are both
 * generated from that description, so they cannot drift apart.
 *
 * Options may fall back to an environment variable, OCPI_TESTING_<NAME> (upper snake case of the
 * option name); a flag always wins over the environment. Secret options are registered with the
 * invocation's secret store before anything else happens, so no message can echo them.
 */



/**
 * The command line was wrong: unknown command or flag, missing or invalid value. Exit 2. The
 * message is one line that says what was wrong and ends with where to read more (see
 * helpPointer); no usage text is printed with it.
 */
class UsageError extends Error {
    field;
    constructor(message, 
    /** The option at fault, without dashes, when there is one. */
    field) {
        super(message);
        this.field = field;
        this.name = 'UsageError';
    }
}
/** Where a usage error sends the reader: 'Run "ocpi-conformance runs --help" for its commands.' */
function helpPointer(command, what = 'its options') {
    return `Run "ocpi-conformance${command ? ` ${command}` : ''} --help" for ${what}.`;
}
/**
 * " Did you mean X?" when `typed` is plausibly a slip for one of `known` (see nearest). `secrets`
 * is the invocation's store: a typed value it masks is a secret.
 */
function didYouMean(typed, known, secrets, show = (name) => name) {
    // A value that is a secret is echoed by no one, not even as the command it resembles.
    if (secrets.redact(typed) !== typed)
        return '';
    const match = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearest */ .p)(typed, known);
    return match === undefined ? '' : ` Did you mean ${show(match)}?`;
}
const HELP_OPTION = {
    name: 'help',
    kind: 'boolean',
    short: 'h',
    description: 'show this help',
};
const JSON_OPTION = {
    name: 'json',
    kind: 'boolean',
    description: 'print exactly one JSON document on stdout (errors too, as {"error": {...}}); logs go to stderr',
};
const VERBOSE_OPTION = {
    name: 'verbose',
    kind: 'boolean',
    description: 'also log debug lines (requests retried, timings) on stderr',
};
const API_KEY_OPTION = {
    name: 'api-key',
    kind: 'string',
    placeholder: 'KEY',
    env: true,
    secret: true,
    description: 'the service API key; prefer the environment variable (a CI secret)',
};
const BASE_URL_OPTION = {
    name: 'base-url',
    kind: 'string',
    placeholder: 'URL',
    env: true,
    description: 'the service base URL, ending in /api/v1',
};
const ALLOW_INSECURE_HTTP_OPTION = {
    name: 'allow-insecure-http',
    kind: 'string',
    placeholder: 'true|false',
    env: true,
    description: 'accept a plain http --base-url to another host (the key then travels unencrypted)',
};
/** The options of every command that calls the service with the account's key. */
const SERVICE_OPTIONS = [
    API_KEY_OPTION,
    BASE_URL_OPTION,
    ALLOW_INSECURE_HTTP_OPTION,
    JSON_OPTION,
    VERBOSE_OPTION,
];
/** The environment variable an option falls back to: api-key -> OCPI_TESTING_API_KEY. */
function envName(option) {
    return `OCPI_TESTING_${option.toUpperCase().replace(/-/g, '_')}`;
}
/**
 * Parses argv for one command, registering its secret options' values with `secrets` (the
 * invocation's store) first. Throws UsageError; --help wins over missing positionals.
 */
function parseCommand(spec, argv, env, secrets) {
    const options = [HELP_OPTION, ...spec.options];
    maskSecretArguments(options, argv, env, secrets);
    const config = {};
    for (const option of options) {
        config[option.name] = { type: option.kind === 'boolean' ? 'boolean' : 'string' };
        if (option.kind === 'list')
            config[option.name].multiple = true;
        if (option.short)
            config[option.name].short = option.short;
    }
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: [...argv],
            options: config,
            strict: true,
            allowPositionals: true,
        });
    }
    catch (error) {
        throw describeParseError(spec.name, options.map((option) => option.name), error, secrets);
    }
    const values = parsed.values;
    const help = values.help === true;
    const expected = spec.positionals ?? [];
    if (!help) {
        if (!expected.at(-1)?.variadic && parsed.positionals.length > expected.length) {
            const extra = parsed.positionals[expected.length];
            throw new UsageError(`"ocpi-conformance ${spec.name}" does not take the argument "${secrets.redact(extra)}".${expected.length === 0 ? ' It takes options only.' : ''} ${helpPointer(spec.name)}`);
        }
        const missing = expected[parsed.positionals.length];
        if (missing) {
            throw new UsageError(`"ocpi-conformance ${spec.name}" needs ${missing.name}: ${missing.description}. ${helpPointer(spec.name)}`, missing.name.toLowerCase());
        }
    }
    const byName = new Map(options.map((option) => [option.name, option]));
    const fromEnv = (name) => {
        if (!byName.get(name)?.env)
            return undefined;
        const value = env[envName(name)];
        return value === undefined || value.trim() === '' ? undefined : value;
    };
    return {
        spec,
        positionals: parsed.positionals,
        help,
        get(name) {
            const value = values[name];
            if (typeof value === 'string')
                return value;
            if (Array.isArray(value))
                return value.join(',');
            return fromEnv(name);
        },
        flag(name) {
            return values[name] === true;
        },
        list(name) {
            const value = values[name];
            const raw = Array.isArray(value) ? value : [value ?? fromEnv(name) ?? ''];
            return raw
                .flatMap((item) => String(item).split(/[\n,]/))
                .map((item) => item.trim())
                .filter(Boolean);
        },
        source(name) {
            const value = values[name];
            return value === undefined && fromEnv(name) !== undefined ? envName(name) : `--${name}`;
        },
    };
}
/**
 * Registers every secret the command line or the environment holds with `secrets`, before
 * parsing: a parse error must not be able to quote one.
 */
function maskSecretArguments(options, argv, env, secrets) {
    for (const option of options) {
        if (!option.secret)
            continue;
        secrets.add(env[envName(option.name)]?.trim());
        argv.forEach((arg, index) => {
            if (arg === `--${option.name}`)
                secrets.add(argv[index + 1]?.trim());
            else if (arg.startsWith(`--${option.name}=`)) {
                secrets.add(arg.slice(option.name.length + 3).trim());
            }
        });
    }
}
/** A node:util parseArgs error of command `command` (e.g. "run") as a one-line UsageError. */
function describeParseError(command, optionNames, error, secrets) {
    const code = error.code;
    const message = secrets.redact(error.message);
    const first = sentence(message.split('\n')[0].trim());
    const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
    const field = flag?.replace(/^-+/, '');
    const pointer = helpPointer(command);
    switch (code) {
        case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
            const hint = flag?.startsWith('--') && field
                ? didYouMean(field, optionNames, secrets, (name) => `--${name}`)
                : '';
            return new UsageError(`Unknown option ${flag ?? first} for "ocpi-conformance ${command}".${hint} ${pointer}`, field);
        }
        case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
            const ambiguous = /ambiguous/.test(message)
                ? ` Give the value as --${field}=VALUE when it starts with a dash.`
                : '';
            return new UsageError(`${first}${ambiguous} ${pointer}`, field);
        }
        default:
            return new UsageError(`${first} ${pointer}`, field);
    }
}
/** The text ending with a full stop (node's parse errors mostly have none). */
function sentence(text) {
    return /[.?!]$/.test(text) ? text : `${text}.`;
}
/** The --help text of a command: synopsis, options with their environment variables, notes, exit codes. */
function usage(spec) {
    const positionals = (spec.positionals ?? []).map((p) => ` ${p.name}`).join('');
    const lines = [
        `Usage: ocpi-conformance ${spec.name}${positionals} [options]`,
        '',
        spec.summary,
        '',
    ];
    if (spec.positionals?.length) {
        lines.push('Arguments:');
        for (const p of spec.positionals)
            lines.push(...wrap(`  ${p.name}`, p.description));
        lines.push('');
    }
    lines.push('Options:');
    for (const option of [...spec.options, HELP_OPTION]) {
        const flag = `${option.short ? `-${option.short}, ` : ''}--${option.name}${option.placeholder ? ` ${option.placeholder}` : ''}`;
        const env = option.env ? ` (env ${envName(option.name)})` : '';
        const text = `${option.description}${env}`;
        lines.push(...wrap(`  ${flag}`, text));
    }
    if (spec.notes)
        lines.push('', spec.notes);
    lines.push('', _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_CODES_HELP */ .c);
    return lines.join('\n');
}
/** One option's help line, wrapped at `width` columns under its description column. */
function wrap(head, text, width = 100) {
    const column = 30;
    const indent = ' '.repeat(column);
    const out = [];
    // A flag too long for its column gets a line of its own.
    const fits = head.length <= column - 2;
    if (!fits)
        out.push(head);
    let line = fits ? head.padEnd(column) : indent;
    for (const word of text.split(/\s+/)) {
        if (line.length > column && line.length + 1 + word.length > width) {
            out.push(line);
            line = indent + word;
        }
        else {
            line += (line.length > column ? ' ' : '') + word;
        }
    }
    out.push(line);
    return out;
}


/***/ }),

/***/ 9859:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ny: () => (/* binding */ runStatusOption),
/* harmony export */   R_: () => (/* binding */ accountCommand),
/* harmony export */   V8: () => (/* binding */ runGroup),
/* harmony export */   fD: () => (/* binding */ ocpiVersionOption),
/* harmony export */   ig: () => (/* binding */ integerOption),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zu: () => (/* binding */ choiceOption)
/* harmony export */ });
/* unused harmony exports runAccountCommand, groupUsage */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(702);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2453);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4641);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(535);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2529);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1517);
/**
 * The frame of the account commands (suites, connections, runs, usage): parse, answer --help,
 * validate every value before any request, build the client, run, and turn errors into exit
 * codes and, with --json, error documents. Also the helpers they share: option checks and
 * plain-text tables.
 */






async function runAccountCommand(command, argv, io, options) {
    const env = options.env ?? process.env;
    const terminal = (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalFor */ .KC)(io, argv, options);
    try {
        const parsed = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommand */ .RM)(command.spec, argv, env, terminal.secrets);
        if (parsed.help) {
            io.out((0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .usage */ .CI)(command.spec));
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.ok;
        }
        // Every problem with the values is reported at once, before anything is sent.
        const problems = [];
        const collect = (read) => {
            try {
                return read();
            }
            catch (error) {
                if (!(error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz))
                    throw error;
                problems.push(error);
                return undefined;
            }
        };
        const connection = collect(() => readConnectionOptions(parsed, command.needsKey ?? true));
        const checked = collect(() => (command.check ? command.check(parsed) : undefined));
        if (problems.length > 0 || !connection) {
            throw problems.length === 1
                ? problems[0]
                : new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(problems[0].field, problems.map((p) => p.message).join('\n'));
        }
        let client;
        const context = {
            parsed,
            terminal,
            options,
            client: () => {
                client ??= new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceClient */ .Nl({
                    names: _flags_js__WEBPACK_IMPORTED_MODULE_4__/* .clientFlagName */ .$2,
                    baseUrl: connection.baseUrl,
                    apiKey: connection.apiKey,
                    allowInsecureHttp: connection.allowInsecureHttp,
                    log: { debug: (m) => terminal.debug(m), warn: (m) => terminal.log(m) },
                    redactor: terminal.secrets,
                    ...command.clientSettings,
                    ...options.client,
                });
                return client;
            },
        };
        return await command.execute(context, checked);
    }
    catch (error) {
        return terminal.fail(error);
    }
}
/** --api-key and --base-url, with their environment fallbacks, checked. */
function readConnectionOptions(parsed, needsKey) {
    const problems = [];
    const insecureRaw = parsed.get('allow-insecure-http')?.trim().toLowerCase() ?? '';
    if (!['', 'true', 'false'].includes(insecureRaw)) {
        problems.push(`${parsed.source('allow-insecure-http')} "${parsed.get('allow-insecure-http')}" is not a boolean; use true or false.`);
    }
    const allowInsecureHttp = insecureRaw === 'true';
    const apiKey = parsed.get('api-key')?.trim();
    if (needsKey && !apiKey) {
        problems.push(`--api-key is required: set ${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .envName */ .pD)('api-key')} from a CI secret (or pass --api-key).`);
    }
    const rawBaseUrl = parsed.get('base-url')?.trim();
    let baseUrl = '';
    if (!rawBaseUrl) {
        problems.push(`--base-url is required: the service base URL ending in /api/v1, with --base-url or ${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .envName */ .pD)('base-url')}.`);
    }
    else {
        try {
            baseUrl = (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normaliseBaseUrl */ .Jg)(rawBaseUrl, parsed.source('base-url'), '--api-key', {
                allowed: allowInsecureHttp,
                name: '--allow-insecure-http',
            });
        }
        catch (error) {
            problems.push(error.message);
        }
    }
    if (problems.length > 0) {
        const field = needsKey && !apiKey ? 'api-key' : 'base-url';
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(field, problems.join('\n'));
    }
    return { apiKey: apiKey || undefined, baseUrl, allowInsecureHttp };
}
/** A whole number option within bounds, or undefined when absent. */
function integerOption(parsed, name, bounds) {
    const raw = parsed.get(name);
    if (raw === undefined)
        return undefined;
    const value = Number(raw);
    if (!/^\s*\d+\s*$/.test(raw) || value < bounds.min || value > bounds.max) {
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `--${name} must be a whole number from ${bounds.min} to ${bounds.max}, not "${raw}".`);
    }
    return value;
}
/** An option restricted to known values, or undefined when absent. */
function choiceOption(parsed, name, allowed) {
    const raw = parsed.get(name)?.trim();
    if (raw === undefined || raw === '')
        return undefined;
    if (!allowed.includes(raw)) {
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `--${name} "${raw}" is not allowed; use one of ${allowed.join(', ')}.`);
    }
    return raw;
}
const ocpiVersionOption = (parsed) => choiceOption(parsed, 'ocpi-version', _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .OCPI_VERSIONS */ .W8);
const runStatusOption = (parsed) => choiceOption(parsed, 'status', _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_STATUSES */ .LV);
/**
 * A plain-text table: columns padded to their widest cell, every cell one bounded line, redacted
 * by `redact` (the invocation's store's: terminal.redact) before it is cut.
 */
function table(header, rows, redact) {
    const cells = [header, ...rows].map((row) => row.map((cell) => (0,_output_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(cell, 80, redact)));
    const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
    return cells
        .map((row) => row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column])))
        .join('  '))
        .join('\n');
}
function accountCommand(command) {
    return {
        spec: command.spec,
        run: (argv, io, options) => runAccountCommand(command, argv, io, options),
    };
}
/** The help of a group of sub-commands, e.g. "connections". */
function groupUsage(group) {
    const lines = [
        `Usage: ocpi-conformance ${group.name} <${Object.keys(group.commands).join('|')}> [options]`,
        '',
        group.summary,
        '',
        'Commands:',
        ...Object.entries(group.commands).flatMap(([name, command]) => (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .wrap */ .LV)(`  ${name}`, command.spec.summary)),
        '',
        `Run "ocpi-conformance ${group.name} <command> --help" for a command's options.`,
        '',
        _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_CODES_HELP */ .c,
    ];
    return lines.join('\n');
}
/** Dispatches "connections list ..." to its command; help and unknown sub-commands answered here. */
async function runGroup(group, argv, io, options) {
    const [name, ...rest] = argv;
    if (name === '--help' || name === '-h') {
        io.out(groupUsage(group));
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.ok;
    }
    const command = name !== undefined && Object.hasOwn(group.commands, name) ? group.commands[name] : undefined;
    if (!command) {
        const names = Object.keys(group.commands);
        const choices = ` Use one of: ${names.join(', ')}.`;
        const terminal = (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalFor */ .KC)(io, argv, options);
        const problem = name === undefined
            ? `"ocpi-conformance ${group.name}" needs a command.${choices}`
            : `Unknown command "${group.name} ${name}".${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(name, names, terminal.secrets) || choices}`;
        return terminal.fail(new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${problem} ${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .helpPointer */ .vA)(group.name, 'its commands')}`));
    }
    return command.run(rest, io, options);
}


/***/ }),

/***/ 4641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ terminalFor),
/* harmony export */   vD: () => (/* binding */ listenForInterrupts)
/* harmony export */ });
/* unused harmony export onInterrupt */
/* harmony import */ var _util_redaction_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8629);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(535);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1517);



/**
 * The terminal of one command. --json and --verbose are looked for in argv directly, so that
 * even a command line that does not parse is answered in the form asked for. It masks with the
 * invocation's store (options.secrets, set by main()); a command run on its own, without main(),
 * is an invocation of its own and gets a new store, which its terminal then carries
 * (terminal.secrets) to everything the command reads and writes.
 */
function terminalFor(io, argv, options) {
    const end = argv.indexOf('--');
    const flags = end === -1 ? argv : argv.slice(0, end);
    return new _output_js__WEBPACK_IMPORTED_MODULE_2__/* .Terminal */ .BK(io, {
        json: flags.includes('--json'),
        verbose: flags.includes('--verbose'),
        isTTY: options.isTTY ?? process.stderr.isTTY === true,
        writeErr: options.writeErr ?? ((chunk) => process.stderr.write(chunk)),
    }, options.secrets ?? new _util_redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .pO());
}
/**
 * Listens for SIGINT and SIGTERM: the first calls `first` (stop waiting, cancel what can be
 * cancelled), a second calls `second` (leave at once). Returns a function that stops listening.
 */
function onInterrupt(emitter, first, second) {
    let received = false;
    const listeners = ['SIGINT', 'SIGTERM'].map((signal) => {
        const listener = () => {
            if (received)
                second(signal);
            else {
                received = true;
                first(signal);
            }
        };
        emitter.on(signal, listener);
        return [signal, listener];
    });
    return () => {
        for (const [signal, listener] of listeners)
            emitter.off(signal, listener);
    };
}
/**
 * A command's interrupts: the first SIGINT or SIGTERM, or the caller's options.signal, calls
 * `first` and aborts the returned signal (the command stops and cancels what it started); a
 * second signal calls `second` and exits 3 at once.
 */
function listenForInterrupts(options, first, second) {
    const controller = new AbortController();
    let interruptedBy;
    const interrupt = (cause) => {
        if (controller.signal.aborted)
            return;
        interruptedBy = cause;
        first(cause);
        controller.abort();
    };
    const exit = options.exit ?? ((code) => process.exit(code));
    const stopSignals = options.signals === false
        ? () => { }
        : onInterrupt(options.signals ?? process, interrupt, (signal) => {
            second(signal);
            exit(_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.noVerdict);
        });
    const onAbort = () => interrupt('abort');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted)
        interrupt('abort');
    return {
        signal: controller.signal,
        by: () => interruptedBy,
        stop: () => {
            stopSignals();
            options.signal?.removeEventListener('abort', onAbort);
        },
    };
}


/***/ }),

/***/ 2529:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ clientFlagName),
/* harmony export */   GI: () => (/* binding */ flagName),
/* harmony export */   WB: () => (/* binding */ RUN_FLAGS)
/* harmony export */ });
/* harmony import */ var _core_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4074);
/**
 * The CLI's names for the gate's settings: the flags of `run`, as the catalogue
 * (core/catalogue.ts) declares them. Messages of core and client name a
 * setting through flagName, so a CLI user reads `--timeout-minutes`. Settings only the action has
 * (the job summary, annotations, the pull request comment) have no flag; they keep their neutral
 * names, which no CLI message ever needs.
 */

const RUN_FLAGS = Object.fromEntries(_core_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTING_KEYS */ .G.flatMap((key) => {
    const spec = _core_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .CATALOGUE */ .y[key];
    return spec.flag ? [[key, `--${spec.flag}`]] : [];
}));
const flagName = (setting) => RUN_FLAGS[setting] ?? setting;
/**
 * The names the client's messages use: the flag, and the environment variable that can stand in
 * for it, since a CI job usually sets the key and address through the environment.
 */
const clientFlagName = (setting) => setting === 'apiKey'
    ? '--api-key (or OCPI_TESTING_API_KEY)'
    : setting === 'baseUrl'
        ? '--base-url (or OCPI_TESTING_BASE_URL)'
        : flagName(setting);


/***/ }),

/***/ 8413:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./lib/util/redaction.js
var redaction = __webpack_require__(8629);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: ./lib/client/index.js + 8 modules
var lib_client = __webpack_require__(702);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(2453);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/exit-codes.js
var exit_codes = __webpack_require__(535);
;// CONCATENATED MODULE: ./lib/cli/account.js
/**
 * `suites` (what the service can run; no API key needed) and `usage` (the key owner's plan and
 * what of it is used).
 */





/**
 * Whether the service's count of connections takes in the built-in sandbox peer, which `connections
 * list` shows: said only when the list tells (the interface does not), else nothing.
 */
async function sandboxNote(client, active) {
    if (active === undefined)
        return '';
    try {
        let all = 0;
        let sandboxes = 0;
        for await (const page of client.connectionPages()) {
            all += page.items.length;
            sandboxes += page.items.filter((c) => (0,lib_client/* connectionKind */.dB)(c) === 'sandbox').length;
        }
        if (sandboxes === 0)
            return '';
        if (all === active)
            return ' (the built-in sandbox peer is counted)';
        if (active === all - sandboxes)
            return ' (the built-in sandbox peer is not counted)';
        return '';
    }
    catch {
        // The note is a courtesy; usage itself was read.
        return '';
    }
}
const suitesCommand = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'suites',
        summary: 'Lists the conformance suites the service can run, by OCPI version and module. Needs no API key.',
        options: [
            args/* BASE_URL_OPTION */.eX,
            args/* ALLOW_INSECURE_HTTP_OPTION */.S1,
            {
                name: 'ocpi-version',
                kind: 'string',
                placeholder: 'VERSION',
                description: 'only suites of this OCPI version: 2.1.1, 2.2, 2.2.1 or 2.3.0',
            },
            {
                name: 'module',
                kind: 'string',
                placeholder: 'NAME',
                description: 'only suites of this module, e.g. locations',
            },
            args/* JSON_OPTION */.rj,
            args/* VERBOSE_OPTION */.Xi,
        ],
        notes: 'With --json, stdout holds {"suites": [...]}: the suite entries as the service lists them.',
    },
    needsKey: false,
    check: (parsed) => ({
        version: (0,command/* ocpiVersionOption */.fD)(parsed),
        module: parsed.get('module')?.trim() || undefined,
    }),
    async execute({ client, terminal }, filter) {
        const listing = await client().listSuites();
        const suites = listing.suites.filter((suite) => (filter.version === undefined || suite.version === filter.version) &&
            (filter.module === undefined || suite.module === filter.module));
        if (filter.module !== undefined && suites.length === 0) {
            const modules = [
                ...new Set(listing.suites
                    .filter((suite) => filter.version === undefined || suite.version === filter.version)
                    .map((suite) => suite.module)),
            ].sort();
            terminal.log(`No suites of module "${filter.module}"${filter.version ? ` for OCPI ${filter.version}` : ''}. Modules: ${modules.join(', ') || 'none'}.`);
        }
        if (terminal.json) {
            terminal.printJson({ suites });
            return exit_codes/* EXIT */.d.ok;
        }
        const sorted = [...suites].sort((a, b) => a.version.localeCompare(b.version) ||
            a.module.localeCompare(b.module) ||
            (a.order ?? 0) - (b.order ?? 0));
        terminal.print(`${(0,util_text/* plural */.LS)(suites.length, 'suite')}\n${(0,command/* table */.tp)(['ID', 'OCPI', 'MODULE', 'CHECKS', 'MANDATORY', 'NAME'], sorted.map((suite) => [
            suite.id,
            suite.version,
            suite.module,
            suite.test_count === undefined ? '' : String(suite.test_count),
            suite.mandatory === undefined ? '' : suite.mandatory ? 'yes' : 'no',
            suite.name ?? '',
        ]), terminal.redact)}`);
        return exit_codes/* EXIT */.d.ok;
    },
});
const usageCommand = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'usage',
        summary: "Shows the plan of the API key's owner, its limits and what is used of them.",
        options: args/* SERVICE_OPTIONS */.DL,
        notes: 'With --json, stdout holds the usage object as the service answers it.',
    },
    async execute({ client, terminal }) {
        const usage = await client().getUsage();
        if (terminal.json) {
            terminal.printJson(usage);
            return exit_codes/* EXIT */.d.ok;
        }
        const of = (used, cap) => `${used ?? '?'} of ${cap ?? 'no published limit'}`;
        const lines = [
            `Plan: ${usage.plan ?? 'unknown'}${usage.tier ? ` (tier ${usage.tier})` : ''}`,
            `Connections: ${of(usage.connections?.active, usage.connections?.cap)}${await sandboxNote(client(), usage.connections?.active)}`,
            `API keys: ${of(usage.apiKeys?.active, usage.apiKeys?.cap)}`,
            `Runs in flight: ${of(usage.runs?.inflight, usage.runs?.inflightCap)} at once; at most ${usage.runs?.perMinuteCap ?? '?'} starts per minute; ${usage.runs?.thisMonth ?? '?'} this month`,
        ];
        if (usage.reportRetentionDays !== undefined) {
            lines.push(`Reports kept: ${usage.reportRetentionDays} days`);
        }
        if (usage.members?.active !== undefined)
            lines.push(`Members: ${usage.members.active}`);
        terminal.print(lines.join('\n'));
        return exit_codes/* EXIT */.d.ok;
    },
});

// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/core/baseline.js
/**
 * The baseline of the regression comparison: which earlier reports count. The service has no
 * branch field, so the branch a report belongs to travels in its seed: a derived seed ends in
 * `:@<branch>` (BRANCH_MARK), the branch as it is when short and plain, else `~` and a digest of
 * it. Neither `:` nor `~` can be in a git branch name, so the mark is read back from the end of
 * the seed without ambiguity, and a digest never equals a plain name. The mark stays outside the
 * hash of a long seed (see deriveSeed), so the branch survives it.
 *
 * A run whose baseline branch is known compares with reports of that branch only: a seed without
 * the mark (an older seed, a seed the user gave, a pull request's run) is never a baseline. A run
 * whose baseline branch is not known (outside CI, a tag) compares with reports of any branch, as
 * before branches were recorded.
 */

/** What separates a seed from the branch of the report it names. */
const BRANCH_MARK = ':@';
/** Branch names kept as they are in a seed; longer or other ones become a digest. */
const PLAIN_BRANCH = /^[A-Za-z0-9._/-]{1,40}$/;
/** The branch part at the end of a seed: after the last mark, without `:`. */
const BRANCH_AT_END = /:@([^:]+)$/;
/** A branch as it is written into a seed. */
function branchKey(branch) {
    if (PLAIN_BRANCH.test(branch))
        return branch;
    return `~${(0,external_node_crypto_.createHash)('sha256').update(branch).digest('hex').slice(0, 16)}`;
}
/** The seed's branch mark, `:@<key>`: at most 42 characters. */
function branchSuffix(branch) {
    return `${BRANCH_MARK}${branchKey(branch)}`;
}
/** The branch key a seed ends with; undefined for a seed without one. */
function seedBranchKey(seed) {
    return seed?.match(BRANCH_AT_END)?.[1];
}
/**
 * Why this run's report will not join its branch's history although the run is on a branch: the
 * seed was given (`seed`, in the front end's name) and does not carry the branch's mark. Runs that
 * pin a seed to reproduce a failure are then never a baseline, which nothing else would tell.
 * Undefined when the report joins, or the run is on no branch.
 */
function givenSeedNote(settings, seedName) {
    const { seed, seedDerived, runBranch } = settings;
    if (seedDerived || runBranch === undefined || onBaselineBranch(seed, runBranch))
        return undefined;
    return `This run is on branch ${runBranch}, but its ${seedName} was given and does not end in "${BRANCH_MARK}${branchKey(runBranch)}", so its report will not be a regression baseline for later runs of that branch. Leave ${seedName} empty to have one derived that is.`;
}
/**
 * Whether a report with this seed (an entry's, unvalidated) may be the baseline: with a known baseline branch, only a
 * report of that branch; without, any report.
 */
function onBaselineBranch(seed, baselineBranch) {
    if (baselineBranch === undefined)
        return true;
    // A run-list entry's seed, not yet validated: anything but a string names no branch.
    return typeof seed === 'string' && seedBranchKey(seed) === branchKey(baselineBranch);
}
/**
 * The CI run that produced a report, as its derived seed names it, in words ("workflow run 123",
 * "pipeline 456"); undefined when the seed does not say (a hashed, given or other CI's seed).
 */
function seedCiRun(seed) {
    const parts = seed?.replace(BRANCH_AT_END, '').split(':') ?? [];
    // gh:<owner/repo>:<run id>:<attempt>:<job>...; gl:<project path>:<pipeline id>:<job id>...
    if (parts[0] === 'gh' && /^\d+$/.test(parts[2] ?? '')) {
        const attempt = /^\d+$/.test(parts[3] ?? '') && parts[3] !== '1' ? ` (attempt ${parts[3]})` : '';
        return `workflow run ${parts[2]}${attempt}`;
    }
    if (parts[0] === 'gl' && /^\d+$/.test(parts[2] ?? ''))
        return `pipeline ${parts[2]}`;
    return undefined;
}

// EXTERNAL MODULE: ./lib/core/catalogue.js
var catalogue = __webpack_require__(4074);
// EXTERNAL MODULE: ./lib/core/grading.js
var grading = __webpack_require__(7375);
;// CONCATENATED MODULE: ./lib/core/settings.js
/**
 * Every setting of a gate, defined once: its neutral name (SettingKey), what it means, its default
 * and its validation. Front ends map their own names onto these keys (the action's inputs, the
 * CLI's flags and environment variables) and read all settings through readSettings, so both
 * validate alike; problems are reported together, each naming its setting through the front end's
 * SettingNames, before any network call. Secrets are handed to the front end the moment they are
 * read, before validation can echo them.
 */






/** What each setting means, and whether it is a secret: the catalogue's declaration. */
const SETTINGS = catalogue/* CATALOGUE */.y;
/** Every problem with the settings, found before any request. Front ends word the list. */
class SettingsError extends lib_client/* InputError */.dz {
    problems;
    constructor(problems) {
        super(problems[0].setting, `${(0,util_text/* plural */.LS)(problems.length, 'problem')} in the settings:\n${problems.map((p) => `- ${p.setting}: ${p.message}`).join('\n')}`);
        this.problems = problems;
    }
}
/** Placeholders of share-url-template; {baseUrl} is the service base URL (ending in /api/v1). */
const SHARE_URL_PLACEHOLDERS = ['origin', 'baseUrl', 'token', 'reportId'];
/** Where a shared report opens: an assumption (interface 5.7 does not show it); see README. */
const DEFAULT_SHARE_URL_TEMPLATE = '{baseUrl}/shared/{token}';
/** The fields of a connection request (interface 2.4), each a setting of the same name. */
const CONNECTION_FIELDS = [
    'partnerBaseUrl',
    'ourRole',
    'theirRole',
    'ocpiVersion',
    'tokenA',
    'tokenC',
    'localTokenB',
    'ourPartyId',
    'ourCountryCode',
];
/** The settings that only go with partnerBaseUrl: the rest of a connection request. */
const ENSURE_SETTINGS = CONNECTION_FIELDS.filter((field) => field !== 'partnerBaseUrl');
const MAX_TIMEOUT_MINUTES = 360;
const SEED_MAX = 128;
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** Hands every secret setting given to `secret` (the front end's store), before anything else. */
function registerSecrets(value, secret) {
    for (const [setting, spec] of Object.entries(SETTINGS)) {
        const given = spec.secret ? value(setting) : '';
        if (given)
            secret(given);
    }
}
/** Collects problems while the settings are read. */
class Problems {
    name;
    list = [];
    constructor(name) {
        this.name = name;
    }
    add(setting, code, message) {
        this.list.push({ setting, code, message });
    }
}
/**
 * Reads and validates every setting. Each secret goes to `context.secret` before anything else.
 * Throws one SettingsError listing every problem.
 */
function readSettings(read, context) {
    const value = (setting) => read(setting).trim();
    registerSecrets(value, context.secret);
    const problems = new Problems(context.names);
    const service = readService(value, problems);
    const run = readRun(value, problems, context);
    if (value('expectedLegs')) {
        // Only a merge counts legs: on a run it would be ignored, and the user meant something by it.
        problems.add('expectedLegs', 'conflict', `only applies with ${problems.name('mergeReports')} (the final job of a matrix, which merges the legs' result files); set ${problems.name('mergeReports')} there, or remove ${problems.name('expectedLegs')} from this run.`);
    }
    const outputs = readOutputs(value, problems, context);
    if (problems.list.length > 0)
        throw new SettingsError(problems.list);
    return { ...service, ...run, ...outputs };
}
function readService(value, problems) {
    const apiKey = value('apiKey');
    if (!apiKey)
        problems.add('apiKey', 'required', `is required: ${SETTINGS.apiKey.meaning}.`);
    let baseUrl = '';
    const allowInsecureHttp = bool(value('allowInsecureHttp'), false, 'allowInsecureHttp', problems);
    const rawBaseUrl = value('baseUrl');
    if (!rawBaseUrl)
        problems.add('baseUrl', 'required', `is required: ${SETTINGS.baseUrl.meaning}.`);
    else {
        try {
            baseUrl = (0,lib_client/* normaliseBaseUrl */.Jg)(rawBaseUrl, 'baseUrl', problems.name('apiKey'), {
                allowed: allowInsecureHttp,
                name: problems.name('allowInsecureHttp'),
            });
        }
        catch (error) {
            problems.add('baseUrl', 'invalid', stripField(error.message, 'baseUrl'));
        }
    }
    return { apiKey, baseUrl, allowInsecureHttp };
}
function readRun(value, problems, context) {
    const runKind = oneOf(value('runKind') || 'conformance', ['conformance', 'journey'], 'runKind', problems);
    const connection = readConnection(value, problems);
    const moduleName = value('module') || undefined;
    const journey = readJourney(value, problems, runKind === 'journey', moduleName);
    if (moduleName !== undefined && !NAME_PATTERN.test(moduleName)) {
        problems.add('module', 'invalid', `"${moduleName}" is not a module name (letters, digits, - and _, such as locations).`);
    }
    const explicitSeed = value('seed');
    if (explicitSeed.length > SEED_MAX) {
        problems.add('seed', 'invalid', `is ${explicitSeed.length} characters; at most ${SEED_MAX} are allowed.`);
    }
    // A journey and a conformance run in one job must not share a seed: a lost start answer is
    // reconciled by seed, so one could adopt the other's report.
    // A seed the user gave is sent as given: it names a branch only if it was copied from a derived
    // one. The baseline is looked for all the same.
    const seed = explicitSeed ||
        deriveSeed(context.job, journey ? 'journey' : moduleName, context.leg, context.branches?.branch);
    const threshold = number(value('threshold') || '100', 'threshold', { min: 0, max: 100 }, problems);
    const failOn = readFailOn(value('failOn'), problems);
    const allowFailures = value('allowFailures')
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
    const wait = bool(value('wait'), true, 'wait', problems);
    const timeoutMinutes = number(value('timeoutMinutes') || '30', 'timeoutMinutes', { min: 0.05, max: MAX_TIMEOUT_MINUTES }, problems);
    return {
        runKind: runKind,
        connection,
        module: moduleName,
        seed,
        seedDerived: !explicitSeed,
        baselineBranch: context.branches?.baseline || undefined,
        runBranch: context.branches?.branch || undefined,
        policy: { threshold, failOn, allowFailures },
        wait,
        timeoutMinutes,
        journey,
    };
}
function readJourney(value, problems, isJourney, moduleName) {
    const { name } = problems;
    const source = value('journey');
    const onInterrupted = value('onInterrupted') || 'fail';
    if (!isJourney) {
        if (source) {
            problems.add('journey', 'conflict', `is only used with ${name('runKind')} journey; set ${name('runKind')} journey, or remove ${name('journey')}.`);
        }
        return undefined;
    }
    if (!source) {
        problems.add('journey', 'required', `is required with ${name('runKind')} journey: a path to a JSON or YAML journey definition, or inline JSON.`);
    }
    if (moduleName) {
        problems.add('module', 'conflict', 'only applies to conformance runs; a journey definition sets its own scope.');
    }
    if (!NAME_PATTERN.test(onInterrupted)) {
        problems.add('onInterrupted', 'invalid', `"${onInterrupted}" is not "fail" or a recovery decision name (such as resume).`);
    }
    return { source, onInterrupted };
}
/** The values of every when-setting: share, comment, upload-report. */
const WHEN = ['never', 'always', 'on-failure'];
function readOutputs(value, problems, context) {
    const shareUrlTemplate = value('shareUrlTemplate') || DEFAULT_SHARE_URL_TEMPLATE;
    checkShareTemplate(shareUrlTemplate, problems);
    const reportFile = value('reportFile') || context.reportFileDefault;
    return {
        summary: bool(value('summary'), true, 'summary', problems),
        annotations: bool(value('annotations'), true, 'annotations', problems),
        reportFile,
        junitFile: value('junitFile') || undefined,
        htmlReport: value('htmlReport') ||
            (context.htmlReportBesideReport ? besideReportFile(reportFile) : undefined),
        share: oneOf(value('share') || 'never', WHEN, 'share', problems),
        shareUrlTemplate,
        comment: oneOf(value('comment') || 'never', WHEN, 'comment', problems),
        githubToken: value('githubToken') || undefined,
    };
}
/** What a run is graded or scoped by, which a merge of graded legs does not use. */
const GRADING_SETTINGS = (/* unused pure expression or super */ null && ([
    'threshold',
    'failOn',
    'allowFailures',
    'module',
    'runKind',
    'journey',
    'seed',
]));
/**
 * Reads the settings of a merge. It starts no run, so it needs no API key or base URL; only the
 * settings of what it writes are read. Throws one SettingsError listing every problem.
 */
function readMergeSettings(read, context) {
    const value = (setting) => read(setting).trim();
    // Every secret given is masked, used or not (an api-key left in a merge step's inputs too).
    registerSecrets(value, context.secret);
    const githubToken = value('githubToken') || undefined;
    const problems = new Problems(context.names);
    const rawExpected = value('expectedLegs');
    let expectedLegs;
    if (rawExpected) {
        expectedLegs = Number(rawExpected);
        if (!/^\d+$/.test(rawExpected) || expectedLegs < 1 || expectedLegs > context.maxLegs) {
            problems.add('expectedLegs', 'invalid', `"${rawExpected}" is not a whole number from 1 to ${context.maxLegs}: give the number of legs in the matrix.`);
        }
    }
    const reportFile = value('reportFile') || context.reportFileDefault;
    const settings = {
        expectedLegs,
        ignored: GRADING_SETTINGS.filter((setting) => value(setting) !== ''),
        summary: bool(value('summary'), true, 'summary', problems),
        reportFile,
        junitFile: value('junitFile') || undefined,
        htmlReport: value('htmlReport') ||
            (context.htmlReportBesideReport ? besideReportFile(reportFile) : undefined),
        comment: oneOf(value('comment') || 'never', WHEN, 'comment', problems),
        githubToken,
    };
    if (problems.list.length > 0)
        throw new SettingsError(problems.list);
    return settings;
}
/** The HTML report's default path: the report file's, ending in .html instead of .json. */
function besideReportFile(reportFile) {
    return `${reportFile.replace(/\.json$/i, '')}.html`;
}
function checkShareTemplate(template, problems) {
    const unknown = [...template.matchAll(/\{([^}]*)\}/g)]
        .map((m) => m[1])
        .filter((name) => !SHARE_URL_PLACEHOLDERS.includes(name));
    if (unknown.length === 0 && template.includes('{token}'))
        return;
    const others = SHARE_URL_PLACEHOLDERS.filter((p) => p !== 'token').map((p) => `{${p}}`);
    problems.add('shareUrlTemplate', 'invalid', `${unknown.length > 0 ? `has ${unknown.length === 1 ? 'an unknown placeholder' : 'unknown placeholders'} ${unknown.map((u) => `{${u}}`).join(', ')}` : 'has no {token}'}; use {token} and optionally ${others.join(', ')}.`);
}
function readConnection(value, problems) {
    const { name } = problems;
    const connection = value('connection');
    const partnerBaseUrl = value('partnerBaseUrl');
    const ensureGiven = ENSURE_SETTINGS.filter((setting) => value(setting));
    if (!partnerBaseUrl) {
        if (ensureGiven.length > 0) {
            problems.add(ensureGiven[0], 'conflict', `is only used with ${name('partnerBaseUrl')} (to create or reuse a connection); set ${name('partnerBaseUrl')} too, or remove ${ensureGiven.map(name).join(', ')}.`);
        }
        if (!connection || connection === 'sandbox')
            return { mode: 'sandbox' };
        return { mode: 'id', id: connection };
    }
    if (connection && connection !== 'sandbox') {
        problems.add('connection', 'conflict', `cannot be used together with ${name('partnerBaseUrl')}: give a connection id, or the partner endpoint to create or reuse a connection for, not both.`);
    }
    return readConnectionRequest(value, problems, partnerBaseUrl);
}
/** The partner endpoint's connection request: its fields are settings of the same names. */
function readConnectionRequest(value, problems, partnerBaseUrl) {
    const given = Object.fromEntries(CONNECTION_FIELDS.map((field) => [field, value(field)]));
    const checked = checkConnectionRequest({ ...given, partnerBaseUrl }, problems.name, `with ${problems.name('partnerBaseUrl')}`);
    problems.list.push(...checked.problems);
    return { mode: 'ensure', request: checked.request };
}
const UPPER_CASE_FIELDS = new Set([
    'ourRole',
    'theirRole',
    'ourPartyId',
    'ourCountryCode',
]);
/**
 * A connection request checked in full, the one place that does (the ensure mode of a run, and
 * `connections create`): what is missing, the credentials' rules, the schema. Each problem names
 * its setting through `name`; `requiredWith` says what makes the fields required ("with
 * partner-base-url"). The request is the one to send once there is no problem.
 */
function checkConnectionRequest(given, name, requiredWith) {
    const request = {};
    for (const field of CONNECTION_FIELDS) {
        const raw = given[field]?.trim() || undefined;
        request[field] = raw && UPPER_CASE_FIELDS.has(field) ? raw.toUpperCase() : raw;
    }
    const problems = [];
    const add = (setting, code, message) => problems.push({ setting, code, message });
    const required = requiredWith ? `is required ${requiredWith}` : 'is required';
    const hints = {
        partnerBaseUrl: "the partner's OCPI versions URL",
        ourRole: `one of ${lib_client/* CONNECTION_ROLES */.Zj.join(', ')}`,
        theirRole: `one of ${lib_client/* CONNECTION_ROLES */.Zj.join(', ')}`,
        ocpiVersion: `one of ${lib_client/* OCPI_VERSIONS */.W8.join(', ')}`,
    };
    for (const [field, hint] of Object.entries(hints)) {
        if (!request[field])
            add(field, 'required', `${required}: ${hint}.`);
    }
    for (const [setting, message] of credentialProblems(request, name)) {
        add(setting, 'conflict', `${message}.`);
    }
    const parsed = lib_client/* CreateConnectionSchema */.s_.safeParse(request);
    if (!parsed.success) {
        for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? 'partnerBaseUrl');
            // A missing value is reported above, in plainer words; so are the credentials' rules.
            if ((!request[field] && field in hints) || issue.code === 'custom')
                continue;
            const hint = hints[field];
            add(field, 'invalid', `${issue.message}${hint ? ` (${hint})` : ''}.`);
        }
    }
    return { request: (parsed.success ? parsed.data : request), problems };
}
/**
 * The rules of the credentials a connection request carries (the schema's refinements), worded
 * with the front end's names: token A registers anew; token C with party id and country code
 * reuses an earlier registration.
 */
function credentialProblems(request, name) {
    const registration = request.tokenA !== undefined;
    const existing = request.tokenC !== undefined;
    if (registration && existing) {
        return [
            [
                'tokenA',
                `use either ${name('tokenA')} (registration) or ${name('tokenC')} (existing credentials), not both`,
            ],
        ];
    }
    if (!registration && !existing) {
        return [
            [
                'tokenA',
                `one of ${name('tokenA')} (registration) or ${name('tokenC')} (existing credentials) is required`,
            ],
        ];
    }
    const fields = registration
        ? ['localTokenB', 'ourPartyId', 'ourCountryCode'].filter((f) => request[f] !== undefined)
        : ['ourPartyId', 'ourCountryCode'].filter((f) => request[f] === undefined);
    return fields.map((field) => [
        field,
        registration
            ? `is only allowed with ${name('tokenC')} (existing credentials), not with ${name('tokenA')}`
            : `is required with ${name('tokenC')}`,
    ]);
}
/**
 * A seed unique to this job of this CI run (and attempt), so that a failure can be reproduced by
 * passing it back as `seed`, and so that no earlier run carries it. `parts` are the CI job's, as
 * the front end read them (util/ci-job.ts), the first naming the CI. `leg` tells apart the legs
 * of a job the CI does not (a GitHub matrix: every leg has the same job); it follows the job as
 * `#<leg>`, a character no job id or module name holds. Long
 * values are hashed to stay within the service's 128 characters. `branch`, this run's branch,
 * ends the seed as `:@<branch>` (baseline.ts), outside the hash, so that it survives it.
 */
function deriveSeed(parts, moduleName, leg, branch) {
    const job = parts.filter(Boolean).join(':');
    const legPart = seedPart(leg);
    const seed = [legPart ? `${job}#${legPart}` : job, moduleName].filter(Boolean).join(':');
    const suffix = branch ? branchSuffix(branch) : '';
    if (seed.length + suffix.length <= SEED_MAX)
        return `${seed}${suffix}`;
    return `${parts[0]}:${(0,digest/* sha256 */.s)(seed).slice(0, 40)}${suffix}`;
}
/** A leg as it goes into a seed: short plain values as they are, anything else as a digest. */
function seedPart(value) {
    const trimmed = value?.trim() ?? '';
    if (!trimmed || /^[A-Za-z0-9._-]{1,32}$/.test(trimmed))
        return trimmed;
    return (0,digest/* sha256 */.s)(trimmed).slice(0, 12);
}
function readFailOn(raw, problems) {
    if (!raw)
        return new Set(['nothing-graded']);
    const items = raw
        .split(/[\n,]/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
    if (items.length === 1 && items[0] === 'none')
        return new Set();
    const out = new Set();
    for (const item of items) {
        if (grading/* FAIL_ON_CONDITIONS */.M4.includes(item))
            out.add(item);
        else
            problems.add('failOn', 'invalid', `"${item}" is not a condition; use a comma list of ${grading/* FAIL_ON_CONDITIONS */.M4.join(', ')}, or none.`);
    }
    return out;
}
function oneOf(value, allowed, setting, problems) {
    if (!allowed.includes(value))
        problems.add(setting, 'invalid', `"${value}" is not allowed; use one of ${allowed.join(', ')}.`);
    return value;
}
function number(raw, setting, bounds, problems) {
    const value = Number(raw);
    if (!/^\s*\d+(\.\d+)?\s*$/.test(raw) ||
        !Number.isFinite(value) ||
        value < bounds.min ||
        value > bounds.max) {
        problems.add(setting, 'invalid', `"${raw}" is not a number from ${bounds.min} to ${bounds.max}.`);
        return bounds.max;
    }
    return value;
}
function bool(raw, fallback, setting, problems) {
    if (!raw)
        return fallback;
    if (['true', 'True', 'TRUE'].includes(raw))
        return true;
    if (['false', 'False', 'FALSE'].includes(raw))
        return false;
    problems.add(setting, 'invalid', `"${raw}" is not a boolean; use true or false.`);
    return fallback;
}
function stripField(message, field) {
    return message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
}
/**
 * The gate's settings from validated settings: `startedAt` starts the deadline's clock, and a
 * journey run needs its loaded definition.
 */
function toGateSettings(settings, startedAt, definition) {
    return {
        connection: settings.connection,
        module: settings.module,
        seed: settings.seed,
        seedDerived: settings.seedDerived,
        baselineBranch: settings.baselineBranch,
        runBranch: settings.runBranch,
        policy: settings.policy,
        wait: settings.wait,
        deadline: startedAt + settings.timeoutMinutes * 60_000,
        journey: definition && settings.journey
            ? { definition, onInterrupted: settings.journey.onInterrupted }
            : undefined,
        share: settings.share,
        shareUrlTemplate: settings.shareUrlTemplate,
    };
}

// EXTERNAL MODULE: ./lib/cli/flags.js
var flags = __webpack_require__(2529);
;// CONCATENATED MODULE: ./lib/cli/connections.js
/**
 * `connections list | create | register`: the partner endpoints of the account. `create` checks
 * the whole request (both token forms of interface 2.4) before sending it; tokens are masked from
 * the moment they are read and never printed.
 */







const COMMON_OPTIONS = args/* SERVICE_OPTIONS */.DL;
const list = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'connections list',
        summary: 'Lists the connections of the account (the built-in sandbox among them).',
        options: [
            {
                name: 'direction',
                kind: 'string',
                placeholder: 'DIR',
                description: 'only inbound or only outbound connections',
            },
            {
                name: 'limit',
                kind: 'string',
                placeholder: 'N',
                description: 'page size, 1 to 100 (default: the service default, 50)',
            },
            { name: 'all', kind: 'boolean', description: 'read every page, not only the first' },
            ...COMMON_OPTIONS,
        ],
        notes: 'With --json, stdout holds {"connections": [...], "hasMore": true|false}; hasMore says a next page may exist (use --all).',
    },
    check: (parsed) => ({
        direction: (0,command/* choiceOption */.zu)(parsed, 'direction', ['inbound', 'outbound']),
        limit: (0,command/* integerOption */.ig)(parsed, 'limit', { min: 1, max: 100 }),
        all: parsed.flag('all'),
    }),
    async execute({ client, terminal }, query) {
        const connections = [];
        let hasMore = false;
        if (query.all) {
            for await (const page of client().connectionPages({
                direction: query.direction,
                limit: query.limit,
            })) {
                connections.push(...page.items);
            }
        }
        else {
            const page = await client().listConnections({
                direction: query.direction,
                limit: query.limit,
            });
            connections.push(...page.items);
            // A full page may be followed by another: the same rule the client's paging uses.
            hasMore =
                page.items.length > 0 && page.items.length >= (page.meta?.limit ?? query.limit ?? 50);
        }
        if (terminal.json) {
            terminal.printJson({ connections, hasMore });
            return exit_codes/* EXIT */.d.ok;
        }
        const lines = [
            (0,util_text/* plural */.LS)(connections.length, 'connection'),
            (0,command/* table */.tp)(['ID', 'KIND', 'STATUS', 'OCPI', 'ROLES', 'PARTNER'], connections.map((c) => [
                c._id,
                (0,lib_client/* connectionKind */.dB)(c),
                c.status,
                c.ocpiVersion,
                `${c.ourRole} to ${c.theirRole}`,
                c.partnerBaseUrl,
            ]), terminal.redact),
        ];
        for (const c of connections.filter((c) => c.lastError)) {
            lines.push(`${c._id}: last error: ${terminal.oneLine(c.lastError, 300)}`);
        }
        if (hasMore)
            lines.push('More connections may follow: add --all to read every page.');
        terminal.print(lines.join('\n'));
        return exit_codes/* EXIT */.d.ok;
    },
});
/** The existing-credentials options (with --token-c), shared by `connections create` and `run`. */
const REGISTERED_CREDENTIALS_OPTIONS = [
    {
        name: 'local-token-b',
        kind: 'string',
        placeholder: 'TOKEN',
        env: true,
        secret: true,
        description: 'with --token-c only, optional: the token the partner already uses to call you',
    },
    {
        name: 'our-party-id',
        kind: 'string',
        placeholder: 'ID',
        env: true,
        description: 'with --token-c: the party id the partner registered you under (at most 3)',
    },
    {
        name: 'our-country-code',
        kind: 'string',
        placeholder: 'CC',
        env: true,
        description: 'with --token-c: your ISO 3166 alpha-2 country code (2 letters)',
    },
];
/** The options of a connection request, named as the action's inputs and run's flags. */
const CREATE_OPTIONS = [
    {
        name: 'partner-base-url',
        kind: 'string',
        placeholder: 'URL',
        env: true,
        description: "the partner's OCPI versions URL",
    },
    {
        name: 'our-role',
        kind: 'string',
        placeholder: 'ROLE',
        env: true,
        description: `your role: ${lib_client/* CONNECTION_ROLES */.Zj.join(', ')}`,
    },
    {
        name: 'their-role',
        kind: 'string',
        placeholder: 'ROLE',
        env: true,
        description: "the partner's role, same values",
    },
    {
        name: 'ocpi-version',
        kind: 'string',
        placeholder: 'VERSION',
        env: true,
        description: lib_client/* OCPI_VERSIONS */.W8.join(', '),
    },
    {
        name: 'token-a',
        kind: 'string',
        placeholder: 'TOKEN',
        env: true,
        secret: true,
        description: 'registration form: the registration token (Token A) the partner issued',
    },
    {
        name: 'token-c',
        kind: 'string',
        placeholder: 'TOKEN',
        env: true,
        secret: true,
        description: 'existing-credentials form, instead of --token-a: the credentials token the partner issued to you',
    },
    ...REGISTERED_CREDENTIALS_OPTIONS,
];
/**
 * The creation request from the flags, checked in full by core's checkConnectionRequest (as a run's
 * ensure mode is); every problem names its flag, or the environment variable its value came from.
 */
function readCreateConnection(parsed) {
    const flag = (field) => (0,flags/* flagName */.GI)(field).slice(2);
    const given = Object.fromEntries(CONNECTION_FIELDS.map((field) => [field, parsed.get(flag(field))]));
    const { request, problems } = checkConnectionRequest(given, flags/* flagName */.GI);
    if (problems.length > 0) {
        const text = problems.map((p) => `- ${parsed.source(flag(p.setting))}: ${p.message}`);
        throw new lib_client/* InputError */.dz(flag(problems[0].setting), `${problems.length === 1 ? '1 problem' : `${problems.length} problems`} with the connection, nothing was sent:\n${text.join('\n')}`);
    }
    return request;
}
const create = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'connections create',
        summary: 'Creates a connection to a partner endpoint (status pending). Register it next to run the\nOCPI credentials handshake.',
        options: [...CREATE_OPTIONS, ...COMMON_OPTIONS],
        notes: `Two forms (interface 2.4):
  registration:          --token-a TOKEN
  existing credentials:  --token-c TOKEN --our-party-id ID --our-country-code CC [--local-token-b TOKEN]
Every value is checked before anything is sent. Tokens are masked in all output and never
printed; pass them through the environment (OCPI_TESTING_TOKEN_A...) rather than the command line.
With --json, stdout holds the created connection.

Example:
  OCPI_TESTING_TOKEN_A=... ocpi-conformance connections create \\
    --partner-base-url https://cpo.example/ocpi/versions --our-role EMSP --their-role CPO \\
    --ocpi-version 2.2.1`,
    },
    check: readCreateConnection,
    async execute({ client, terminal }, request) {
        const connection = await client().createConnection(request);
        if (terminal.json) {
            terminal.printJson(connection);
            return exit_codes/* EXIT */.d.ok;
        }
        terminal.print(`Created connection ${describe(connection)}.\nNext, run the credentials handshake: ocpi-conformance connections register ${connection._id}`);
        return exit_codes/* EXIT */.d.ok;
    },
});
const register = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'connections register',
        summary: 'Runs the OCPI credentials handshake with a connection of the account. Exits 4 when the\nhandshake failed, 3 when the connection is still pending.',
        positionals: [{ name: 'CONNECTION_ID', description: 'the connection to register' }],
        options: COMMON_OPTIONS,
        notes: 'With --json, stdout holds the connection with its status after the handshake.',
    },
    async execute({ client, terminal, parsed }) {
        const connection = await client().registerConnection(parsed.positionals[0]);
        const registered = connection.status === 'registered';
        if (!registered) {
            terminal.log(connection.status === 'failed'
                ? `The credentials handshake with ${connection.partnerBaseUrl} failed${connection.lastError ? `: ${connection.lastError}` : ''}. Check the partner endpoint and the token given at creation, then register again.`
                : `Connection ${connection._id} is ${connection.status}, not registered, after the handshake${connection.lastError ? `: ${connection.lastError}` : ''}. Register it again later.`);
        }
        if (terminal.json)
            terminal.printJson(connection);
        else
            terminal.print(`Connection ${describe(connection)}.`);
        if (registered)
            return exit_codes/* EXIT */.d.ok;
        return connection.status === 'failed' ? exit_codes/* EXIT */.d.refused : exit_codes/* EXIT */.d.noVerdict;
    },
});
function describe(c) {
    return `${c._id}: ${c.partnerBaseUrl}, OCPI ${c.ocpiVersion}, ${c.ourRole} to ${c.theirRole}, status ${c.status}`;
}
const connectionsGroup = {
    name: 'connections',
    summary: 'The partner endpoints of the account: list them, create one, run its handshake.',
    commands: { list, create, register },
};

// EXTERNAL MODULE: ./lib/cli/context.js
var context = __webpack_require__(4641);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./lib/util/suggest.js
var suggest = __webpack_require__(5666);
;// CONCATENATED MODULE: ./lib/cli/demo.js
/**
 * `ocpi-conformance demo`: starts the embedded service emulator on loopback and runs the bundled
 * action (dist/index.js) against its sandbox connection exactly as the GitHub runner would:
 * INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_STATE and RUNNER_TEMP files.
 * Prints the action's log, the job summary and the outputs, and exits with the verdict. The
 * report, the JUnit file and the summary stay in a folder it names at the end, so that what the
 * log points at can be opened; only the runner's own files are removed.
 */










const DEMO_HELP = `Usage: ocpi-conformance demo [options]

Starts the embedded emulator of the testing service (a test double) on 127.0.0.1 and runs the
bundled GitHub Action against its sandbox connection the way the runner would, then prints the
job summary and the outputs. Exits with the action's outcome (0 pass, 1 fail or no verdict).

Options:
  --scenario NAME   what the emulated runs produce: all-pass (default), some-failures, warnings,
                    unobservable, withheld, draining, slow, failed-run
  --module NAME     scope the run to one OCPI module (for example locations)
  --threshold N     minimum pass rate in percent (default 100)
  --journey KIND    run a journey instead of conformance suites, for example
                    first-successful-charge, remote-start-stop or cdr-desk; with
                    --scenario interrupted-journey or cancelled-journey to see those paths
  --on-interrupted D  with --journey: fail (default) or a recovery decision such as resume
  --speed X         emulated seconds per real second (default 5)
  --out DIR         where to keep the report, JUnit and summary files (default: a new folder
                    under the system's temporary folder); named at the end
  -h, --help        show this help`;
/** The emulator's scenarios that shape journey runs only. */
const JOURNEY_SCENARIOS = new Set([
    'interrupted-journey',
    'cancelled-journey',
]);
/** Why the demo's values cannot run, in the words typed; undefined when they can. */
function refusedValues(values) {
    // A journey scenario shapes journey runs only: without a journey it would change nothing.
    if (values.scenario && JOURNEY_SCENARIOS.has(values.scenario) && !values.journey) {
        return `--scenario ${values.scenario} only shapes journey runs: add --journey (for example --journey first-successful-charge).`;
    }
    // A kind checked here, in the words typed: the journey JSON built from it is not the user's.
    if (values.journey !== undefined &&
        !lib_client/* JOURNEY_KINDS */.JN.includes(values.journey)) {
        const guess = (0,suggest/* nearest */.p)(values.journey, lib_client/* JOURNEY_KINDS */.JN);
        return `--journey "${values.journey}" is not a journey kind. ${guess ? `Did you mean ${guess}?` : `Use one of: ${lib_client/* JOURNEY_KINDS */.JN.join(', ')}.`}`;
    }
    return undefined;
}
async function runDemoCommand(argv, io, options = {}) {
    const flags = {
        scenario: { type: 'string' },
        module: { type: 'string' },
        threshold: { type: 'string' },
        speed: { type: 'string' },
        journey: { type: 'string' },
        'on-interrupted': { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    };
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({ args: argv, options: flags, strict: true }));
    }
    catch (error) {
        // The demo takes no secret (its key is the emulator's demo key): an empty store of its own.
        io.err((0,args/* describeParseError */.Rh)('demo', Object.keys(flags), error, new redaction/* Redactor */.pO()).message);
        return 2;
    }
    if (values.help) {
        io.out(DEMO_HELP);
        return 0;
    }
    const refused = refusedValues(values);
    if (refused) {
        io.err(refused);
        return 2;
    }
    const speed = values.speed === undefined ? 5 : Number(values.speed);
    if (!Number.isFinite(speed) || speed <= 0) {
        io.err(`--speed must be a positive number, not "${values.speed}".`);
        return 2;
    }
    const actionPath = options.actionPath ?? findActionBundle();
    if (!actionPath) {
        io.err('The action bundle dist/index.js was not found. Run "npm run build" first.');
        return 2;
    }
    // What the user keeps (report, JUnit, summary), made before anything starts so that a folder
    // that cannot be made is said at once; the runner's own files go to a folder that is removed.
    let keep;
    try {
        keep = values.out
            ? external_node_path_.resolve(values.out)
            : (0,external_node_fs_.mkdtempSync)(external_node_path_.join((0,external_node_os_.tmpdir)(), 'ocpi-conformance-demo-'));
        (0,external_node_fs_.mkdirSync)(keep, { recursive: true });
    }
    catch (error) {
        const code = error.code ?? error.message;
        io.err(values.out
            ? `--out: the folder "${values.out}" could not be made (${code}). Give a folder you can write to, or leave --out out.`
            : `No folder could be made under ${(0,external_node_os_.tmpdir)()} for the demo's files (${code}). Give one with --out DIR.`);
        return 2;
    }
    // The emulator is only needed here: load it on demand, off the path of the other commands.
    const { DEMO_OWNERS, startEmulator } = await __webpack_require__.e(/* import() */ 137).then(__webpack_require__.bind(__webpack_require__, 8137));
    let emulator;
    try {
        emulator = await startEmulator({ speed, scenario: (values.scenario ?? 'all-pass') });
    }
    catch (error) {
        io.err(`Could not start the emulator: ${error.message}`);
        // A folder made for this demo would be left empty; one the user named is theirs.
        if (!values.out)
            (0,external_node_fs_.rmSync)(keep, { recursive: true, force: true });
        return 2;
    }
    const work = (0,external_node_fs_.mkdtempSync)(external_node_path_.join((0,external_node_os_.tmpdir)(), 'ocpi-conformance-runner-'));
    try {
        const owner = DEMO_OWNERS[0];
        io.out(`Service emulator (a test double, not the real service) at ${emulator.baseUrl}`);
        io.out(`Running the action as owner "${owner.id}" against the sandbox connection.\n`);
        return await runDemoStep(io, actionPath, {
            work,
            keep,
            baseUrl: emulator.baseUrl,
            apiKey: owner.keys[0],
            values,
        });
    }
    finally {
        await emulator.close();
        (0,external_node_fs_.rmSync)(work, { recursive: true, force: true });
    }
}
/** Runs the action bundle as the runner would, shows its log, then its summary and outputs. */
async function runDemoStep(io, actionPath, run) {
    const { work, keep, values } = run;
    const files = {
        GITHUB_OUTPUT: external_node_path_.join(work, 'output'),
        GITHUB_STEP_SUMMARY: external_node_path_.join(keep, 'summary.md'),
        GITHUB_STATE: external_node_path_.join(work, 'state'),
    };
    const kept = {
        report: external_node_path_.join(keep, 'ocpi-conformance-report.json'),
        html: external_node_path_.join(keep, 'ocpi-conformance-report.html'),
        junit: external_node_path_.join(keep, 'ocpi-conformance-junit.xml'),
    };
    for (const file of Object.values(files))
        (0,external_node_fs_.writeFileSync)(file, '');
    const inputs = {
        'api-key': run.apiKey,
        'base-url': run.baseUrl,
        module: values.module,
        threshold: values.threshold,
        'run-kind': values.journey ? 'journey' : undefined,
        // A 30-minute journey on a 60x journey clock: 30 emulated seconds.
        journey: values.journey
            ? JSON.stringify({
                topology: { kind: values.journey },
                clock: { durationSeconds: 1800, accelerationFactor: 60 },
            })
            : undefined,
        'on-interrupted': values['on-interrupted'],
        'report-file': kept.report,
        'html-report': kept.html,
        'junit-file': kept.junit,
        // No artifact service runs here; the files are kept in the folder instead (the last line).
        'upload-report': 'never',
    };
    const env = {
        ...process.env,
        ...files,
        RUNNER_TEMP: work,
        GITHUB_REPOSITORY: 'demo/ocpi-conformance',
        GITHUB_RUN_ID: String(Date.now()),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: 'demo',
    };
    for (const [name, value] of Object.entries(inputs)) {
        if (value !== undefined)
            env[`INPUT_${name.toUpperCase()}`] = value;
    }
    const code = await spawnStep(io, actionPath, env);
    io.out('\n=== Job summary ===\n');
    io.out(toTerminal((0,external_node_fs_.readFileSync)(files.GITHUB_STEP_SUMMARY, 'utf8')));
    io.out('=== Outputs ===\n');
    for (const [name, value] of Object.entries(parseOutputs((0,external_node_fs_.readFileSync)(files.GITHUB_OUTPUT, 'utf8')))) {
        if (name !== 'result')
            io.out(`${name}: ${value}`);
    }
    // Every file the step left there, the HTML report included: the line names what is there.
    const left = [kept.report, kept.html, kept.junit, files.GITHUB_STEP_SUMMARY]
        .filter((file) => (0,external_node_fs_.existsSync)(file))
        .map((file) => external_node_path_.basename(file));
    io.out(`\nThe action exited with ${code}.`);
    io.out(`Kept in ${keep}: ${left.join(', ')}.`);
    return code;
}
/** The action bundle in a process of its own, its log shown as the runner shows it. */
function spawnStep(io, actionPath, env) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(process.execPath, [actionPath], {
            env,
            stdio: ['ignore', 'pipe', 'inherit'],
        });
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk) => {
            for (const line of chunk.replace(/\n$/, '').split('\n')) {
                const shown = asRunnerShows(line);
                if (shown !== undefined)
                    io.out(`  | ${shown}`);
            }
        });
        child.on('error', reject);
        child.on('close', (exitCode) => resolve(exitCode ?? 1));
    });
}
/** The action bundle beside this CLI bundle: dist/cli/../index.js. */
function findActionBundle() {
    const self = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const candidate = external_node_path_.join(external_node_path_.dirname(self), '..', 'index.js');
    return candidate !== self && (0,external_node_fs_.existsSync)(candidate) ? candidate : undefined;
}
/**
 * A log line as the runner shows it: mask and debug commands hidden (debug is off by default),
 * annotation commands shown as their level and text.
 */
function asRunnerShows(line) {
    if (line.startsWith('::add-mask::') || line.startsWith('::debug::'))
        return undefined;
    const annotation = /^::(error|warning|notice)(?: title=([^:]*))?::(.*)$/.exec(line);
    if (!annotation)
        return line;
    const [, level, title, message] = annotation;
    const decode = (text = '') => text
        .replace(/%0A/g, ' ')
        .replace(/%0D/g, '')
        .replace(/%3A/g, ':')
        .replace(/%2C/g, ',')
        .replace(/%25/g, '%');
    return `${level}: ${title ? `${decode(title)}: ` : ''}${decode(message)}`;
}
/** Reads the runner's output file format: name<<delimiter, value lines, delimiter. */
function parseOutputs(text) {
    const outputs = {};
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const match = /^([^<=]+)<<(.+)$/.exec(lines[i]);
        if (!match)
            continue;
        const value = [];
        for (i++; i < lines.length && lines[i] !== match[2]; i++)
            value.push(lines[i]);
        outputs[match[1]] = value.join('\n');
    }
    return outputs;
}
/** The summary's Markdown made readable in a terminal: tags dropped, entities decoded. */
function toTerminal(markdown) {
    // Inside <pre> a backslash is the text's own; elsewhere it is a Markdown escape.
    const text = markdown
        .split(/(<pre>[\s\S]*?<\/pre>)/)
        .map((part) => part.startsWith('<pre>')
        ? part.slice(5, -6)
        : part
            .replace(/<!--[\s\S]*?-->/g, '')
            .replace(/<\/?code>/g, '`')
            // Every other tag (details, summary, b, sub, a...): the terminal shows the text alone.
            // Tags in the service's text are entities here, decoded only below, so they stay.
            .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?>/g, '')
            .replace(/\*\*([^*\n]+)\*\*/g, '$1')
            .replace(/\\([!-/:-@[-`{-~])/g, '$1'))
        .join('');
    return text
        .replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n)))
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/\n{3,}/g, '\n\n');
}

;// CONCATENATED MODULE: ./lib/cli/io.js
const processIo = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
};

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/client/wire.js
var wire = __webpack_require__(8142);
;// CONCATENATED MODULE: ./lib/core/context.js
/** A message-neutral namer, for callers without names of their own (the setting keys as they are). */
const NEUTRAL_NAMES = (setting) => setting;
/**
 * Call options for the work after a run is over (the last read, the report, its comparison and
 * share): bounded by the deadline plus `finalReadMs`, since the run is over and only its grade is
 * missing.
 */
function afterDeadline(context, finalReadMs) {
    return { signal: context.signal, deadline: context.settings.deadline + finalReadMs };
}

// EXTERNAL MODULE: ./lib/util/numbers.js
var numbers = __webpack_require__(5790);
;// CONCATENATED MODULE: ./lib/core/history.js
/**
 * The reports listed after this one in the run list (older ones: the list is newest first), read
 * once and shared by the two readers of history: the regression comparison (the first comparable
 * report) and the pass-rate trend (up to twenty). Pages already read are replayed to the second
 * reader without a request, so the trend costs requests only beyond what the comparison read.
 */


/** Run-list pages any reader of history may read beyond the page the report was found on. */
const HISTORY_MAX_PAGES = 5;
/**
 * Bytes of run-list pages the readers of history may read in all, beyond the page the report was
 * found on: earlier reports can be as big as this one (a 50,000-check report is over 200 MB).
 */
const HISTORY_MAX_BYTES = 64 * 1048576;
class EarlierReports {
    client;
    found;
    /** The entries after the report on its own page, then one array per page read since. */
    pages;
    walk;
    ended;
    /**
     * The options every page request is sent with. The page walk is created once (it holds the
     * cursor and the repeat check), so each reader sets these fields before it pulls a page.
     */
    call = {
        deadline: 0,
        maxBytes: HISTORY_MAX_BYTES,
    };
    /** Run-list requests sent so far. */
    requests = 0;
    /** Bytes of run-list pages read so far. */
    bytes = 0;
    /** The last page of the run list was read: no earlier report was left unread by the bound. */
    readToEnd;
    /** Why the walk ended early, when a page could not be read: told to every later reader. */
    failure;
    constructor(client, found) {
        this.client = client;
        this.found = found;
        this.pages = [found.later];
        this.ended = !found.nextCursor;
        this.readToEnd = this.ended;
    }
    /**
     * The earlier entries, newest first: those already read, then further pages while the walk
     * lasts, at most `maxPages` beyond the report's own page, each read with `call`.
     */
    async *entries(call, maxPages = HISTORY_MAX_PAGES) {
        for (let page = 0;; page++) {
            if (page >= this.pages.length) {
                if (this.failure !== undefined)
                    throw this.failure;
                if (this.ended || page > maxPages)
                    return;
                const more = await this.readPage(call);
                if (!more)
                    return;
            }
            yield* this.pages[page];
        }
    }
    async readPage(call) {
        this.call.signal = call.signal;
        this.call.deadline = call.deadline;
        this.call.maxBytes = HISTORY_MAX_BYTES - this.bytes;
        this.walk ??= this.client.runEntryPages({ connectionId: connectionIdOf(this.found) }, { pageSize: lib_client/* LATER_PAGE_SIZE */.H, maxPages: HISTORY_MAX_PAGES, cursor: this.found.nextCursor }, this.call);
        const next = await this.walk.next().catch((error) => {
            this.failure =
                error instanceof lib_client/* BodyLimitError */.O9
                    ? new lib_client/* BodyLimitError */.O9(error.operation ?? 'GET /testing/runs', `earlier reports are read up to ${(0,numbers/* formatBytes */.z3)(HISTORY_MAX_BYTES)} of the run list, and older ones lie beyond that.`)
                    : error;
            throw this.failure;
        });
        if (next.done) {
            this.ended = true;
            return false;
        }
        this.requests++;
        this.bytes += next.value.bytes ?? 0;
        this.pages.push(next.value.items.map((entry, index) => ({ entry, index })));
        if (!next.value.meta?.nextCursor) {
            this.ended = true;
            this.readToEnd = true;
        }
        return true;
    }
}
function connectionIdOf(found) {
    const connectionId = found.report.connectionId;
    return typeof connectionId === 'string' ? connectionId : undefined;
}

// EXTERNAL MODULE: ./lib/core/connection.js
var core_connection = __webpack_require__(8919);
;// CONCATENATED MODULE: ./lib/core/reasons.js
/**
 * Why there is no verdict: the reason line for an error, and whether the error is a refusal of the
 * configuration (exit 4 in the CLI) or a failure a later try may not meet.
 */


/**
 * Whether an error that prevented a verdict is a refusal of the configuration. The gate's own
 * checks against what the service holds (a connection or module it does not know, a handshake
 * that did not complete) are; so are the service's refusals, except a 404 for a run, report or
 * plan whose id the service itself gave the gate: losing those is the service's failure.
 */
function noVerdictCause(error) {
    if (error instanceof lib_client/* InputError */.dz || error instanceof core_connection/* HandshakeError */.oR)
        return 'refused';
    // The base URL leads elsewhere (no such host, TLS mismatch, a redirect, not the service).
    if (error instanceof lib_client/* ConfigurationError */.j1)
        return 'refused';
    if (error instanceof lib_client/* ServiceError */._7 && error.isRefusal) {
        // A 404 that names no resource is a path the service does not have: a wrong base URL.
        const given = error.status === 404 && error.resource && error.resource.kind !== 'connection';
        return given ? 'unavailable' : 'refused';
    }
    return 'unavailable';
}
/** The error kind of a gate's result: empty when there is a verdict (or none was waited for). */
function resultErrorKind(result) {
    if (result.verdict !== 'error')
        return '';
    if (result.interrupted)
        return 'interrupted';
    if (result.error !== undefined && isUnexpectedError(result.error))
        return 'internal';
    return result.cause ?? 'unavailable';
}
/** The error kind of an error met before the gate ran (settings, files): input, or a bug. */
function preparationErrorKind(error) {
    return isUnexpectedError(error) ? 'internal' : 'input';
}
/** An error none of the tool's kinds describes (settings, journey files and the client's are): a bug. */
function isUnexpectedError(error) {
    return !(error instanceof lib_client/* ClientError */.MZ);
}
/** The reason line for an error that prevented a verdict. */
function errorReason(error) {
    if (error instanceof lib_client/* ClientError */.MZ)
        return error.message;
    return `an unexpected error occurred: ${error?.message ?? String(error)}`;
}

// EXTERNAL MODULE: ./lib/core/clauses.js + 1 modules
var clauses = __webpack_require__(5431);
;// CONCATENATED MODULE: ./lib/core/regressions.js


const GRADED = new Set(['passed', 'warned', 'failed']);
/** Whether `candidate` is a report this one can be compared with. */
function comparable(current, candidate) {
    return (candidate._id !== current._id &&
        candidate.status === 'completed' &&
        (candidate.runKind ?? 'conformance') === (current.runKind ?? 'conformance') &&
        candidate.ocpiVersion === current.ocpiVersion &&
        (candidate.module ?? '') === (current.module ?? '') &&
        sameConnection(current, candidate) &&
        sharesACheck(current, candidate));
}
function compareReports(current, previous) {
    const result = {
        previousReportId: previous?._id,
        newlyFailing: [],
        recovered: [],
        noLongerGraded: [],
        clausesNewlyBroken: [],
        clausesNoLongerBroken: [],
        count: 0,
    };
    if (!previous)
        return result;
    const before = outcomes(previous);
    const now = outcomes(current);
    for (const [testId, { outcome, check }] of now) {
        const was = before.get(testId)?.outcome;
        const item = { testId, name: check.name, before: was, now: outcome };
        if (outcome === 'failed' && was !== 'failed')
            result.newlyFailing.push(item);
        else if (was === 'failed' && (outcome === 'passed' || outcome === 'warned'))
            result.recovered.push(item);
        else if (was && GRADED.has(was) && !GRADED.has(outcome))
            result.noLongerGraded.push(item);
    }
    for (const [testId, { outcome, check }] of before) {
        if (!now.has(testId) && GRADED.has(outcome)) {
            result.noLongerGraded.push({ testId, name: check.name, before: outcome });
        }
    }
    result.count = result.newlyFailing.length + result.noLongerGraded.length;
    // The same comparison by clause: what a partner conversation is about.
    const failedIn = (map) => [...map.values()].filter((o) => o.outcome === 'failed').map((o) => o.check);
    const brokenBefore = (0,clauses/* clausesBrokenBy */.rl)(failedIn(before));
    const brokenNow = (0,clauses/* clausesBrokenBy */.rl)(failedIn(now));
    for (const [key, reference] of brokenNow) {
        if (!brokenBefore.has(key))
            result.clausesNewlyBroken.push(reference);
    }
    for (const [key, reference] of brokenBefore) {
        if (!brokenNow.has(key))
            result.clausesNoLongerBroken.push(reference);
    }
    return result;
}
function outcomes(report) {
    const map = new Map();
    for (const suite of report.suites ?? []) {
        for (const check of suite.checks) {
            map.set(check.testId, { outcome: (0,grading/* classifyCheck */.p_)(check, () => false), check });
        }
    }
    return map;
}
function sameConnection(a, b) {
    // The list is already filtered by connection; a service that says so is checked too.
    const ca = a.connectionId;
    const cb = b.connectionId;
    return ca === undefined || cb === undefined || ca === cb;
}
function sharesACheck(a, b) {
    const ids = new Set((a.suites ?? []).flatMap((s) => s.checks.map((c) => c.testId)));
    return (b.suites ?? []).some((s) => s.checks.some((c) => ids.has(c.testId)));
}

;// CONCATENATED MODULE: ./lib/util/time-limit.js
/**
 * Waits for `work` at most `ms`: its value, or undefined when the time ran out first. The work is
 * not stopped (pass it a signal for that); it is only no longer waited for, and a later failure of
 * it is handled here, so it cannot surface as an unhandled rejection.
 */
async function withTimeLimit(work, ms) {
    let timer;
    const limit = new Promise((resolve) => {
        timer = setTimeout(() => resolve(undefined), ms);
    });
    try {
        return await Promise.race([work, limit]);
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./lib/core/trend.js





/** Points in the trend, this report's included. */
const TREND_MAX_POINTS = 20;
/** Run-list pages the trend reads at most beyond the page the report was found on (20 reports each). */
const TREND_MAX_PAGES = 2;
/** The longest the trend may take, requests included. */
const TREND_TIME_MS = 1_000;
async function readTrend(request) {
    const { found, history } = request;
    const earlier = [];
    const requestsBefore = history.requests;
    const startedAt = request.now();
    const signals = [AbortSignal.timeout(TREND_TIME_MS), request.call.signal].filter((s) => s !== undefined);
    const call = {
        signal: AbortSignal.any(signals),
        deadline: Math.min(request.call.deadline, startedAt + TREND_TIME_MS),
    };
    const collect = async () => {
        for await (const { entry, index } of history.entries(call, TREND_MAX_PAGES)) {
            const point = pointOf(request, entry, index);
            if (point)
                earlier.push(point);
            if (earlier.length >= TREND_MAX_POINTS - 1)
                break;
        }
    };
    const stopped = `Reading earlier reports was stopped after ${TREND_TIME_MS / 1000} s, so as not to hold up the verdict.`;
    // Limited in time as well as aborted: a read that does not heed its signal must not hold the
    // gate either. Points gathered by then are kept.
    const outcome = await withTimeLimit(collect().then(() => ({ note: undefined }), (error) => ({
        note: call.signal.aborted || request.now() - startedAt >= TREND_TIME_MS
            ? stopped
            : `Earlier reports could not be read: ${errorReason(error)}`,
    })), TREND_TIME_MS);
    const note = outcome ? outcome.note : stopped;
    const points = [
        ...earlier.slice().reverse(),
        { reportId: found.report._id, passRate: request.passRate, current: true },
    ];
    return {
        points,
        direction: directionOf(points),
        note,
        requests: history.requests - requestsBefore,
    };
}
/**
 * An earlier entry as a point, when it is a completed report comparable with this one, of the
 * baseline branch when that is known.
 */
function pointOf(request, entry, index) {
    const current = request.found.report;
    // Cheap checks first: validating a full report costs more than the rest.
    if (entry.status !== 'completed' || entry._id === current._id)
        return undefined;
    if (!onBaselineBranch(entry.seed, request.baselineBranch))
        return undefined;
    const report = request.client.parseRunEntry(entry, index);
    if (!comparable(current, report))
        return undefined;
    return { reportId: report._id, passRate: (0,grading/* grade */.on)(report, request.policy).passRate, current: false };
}
/** Up, down or flat, from the last rate against the mean of up to four before it. */
function directionOf(points) {
    const rates = points.map((p) => p.passRate).filter((r) => r !== undefined);
    if (rates.length < 2)
        return undefined;
    const last = rates[rates.length - 1];
    const before = rates.slice(-5, -1);
    const mean = before.reduce((a, b) => a + b, 0) / before.length;
    // Within a tenth of a point is the same: rates are shown with one decimal.
    if (Math.abs(last - mean) < 0.1)
        return 'flat';
    return last > mean ? 'up' : 'down';
}

;// CONCATENATED MODULE: ./lib/core/finish.js
/**
 * The end of a gate whose run is over: compare the report with the previous comparable one, grade
 * it, and share it when asked. Runs after the deadline is allowed to (within FINAL_READ_MS): the
 * run is over, only its grade is missing.
 */








/**
 * Time after the deadline for the work that must still happen: the last read, and the report read,
 * comparison and share of a run that turned out to be over. Nothing after the deadline waits
 * longer, so a step ends at most this (plus a journey's cancel) after the deadline.
 */
const FINAL_READ_MS = 8_000;
/** The pipeline's ending for a run that is over: its report graded. */
async function gradedEnding(context, found) {
    const finished = await finishReport(context, found, afterDeadline(context, FINAL_READ_MS));
    const { grade } = finished;
    return {
        ...finished,
        status: finished.report.status,
        verdict: grade.verdict,
        reason: grade.reason,
    };
}
/** Grades a terminal report against the previous comparable one, then shares it when asked. */
async function finishReport(context, found, call) {
    const { settings, emit } = context;
    const report = found.report;
    emit({ type: 'report-read', reportId: report._id, status: report.status });
    const history = new EarlierReports(context.client, found);
    let regressions;
    let regressionNote;
    if (report.status === 'completed') {
        try {
            const branch = settings.baselineBranch;
            const baseline = await previousComparable(context.client, found, history, call, branch);
            regressions = compareReports(report, baseline.report);
            regressions.baseline = {
                branch,
                ciRun: seedCiRun(baseline.report?.seed),
                searched: baseline.searched,
                wholeList: history.readToEnd,
            };
            if (regressions.previousReportId)
                emit({ type: 'compared', regressions });
        }
        catch (error) {
            regressionNote = `Regressions could not be computed: ${errorReason(error)}`;
            emit({ type: 'note', level: 'info', message: regressionNote });
        }
    }
    const graded = (0,grading/* grade */.on)(report, settings.policy, { regressions, names: context.name });
    if (regressionNote)
        graded.notes.push(regressionNote);
    const unapplied = regressionGateUnapplied(settings.policy.failOn, regressions, context.name);
    if (unapplied)
        graded.notes.push(unapplied);
    emit({ type: 'graded', grade: graded });
    // After the verdict is known, and bounded to about a second: the trend never holds it up.
    const trend = report.status === 'completed'
        ? await readTrend({
            client: context.client,
            found,
            history,
            policy: settings.policy,
            passRate: graded.passRate,
            baselineBranch: settings.baselineBranch,
            call,
            now: context.now,
        })
        : undefined;
    if (trend)
        emit({ type: 'trend', trend });
    const wanted = settings.share === 'always' || (settings.share === 'on-failure' && graded.verdict !== 'pass');
    const share = wanted ? await shareReport(context, report._id, call) : undefined;
    const reportSpool = found.spooled ? context.reportSpool : undefined;
    return { report, grade: graded, regressions, trend, share, reportSpool };
}
/**
 * The newest earlier report this one can be compared with, of the baseline branch when it is
 * known (baseline.ts), within the history's bound; and how many earlier reports were looked at.
 */
async function previousComparable(client, found, history, call, baselineBranch) {
    let searched = 0;
    // Entries are validated one by one, and only completed ones of the branch (cheap to tell): a
    // page of full reports can run to megabytes, and the first such one is usually the match.
    for await (const { entry, index } of history.entries(call)) {
        searched++;
        if (entry.status !== 'completed')
            continue;
        if (!onBaselineBranch(entry.seed, baselineBranch))
            continue;
        const candidate = client.parseRunEntry(entry, index);
        if (comparable(found.report, candidate))
            return { report: candidate, searched };
    }
    return { report: undefined, searched };
}
/** Says that fail-on regressions could not apply, when there was no report to compare with. */
function regressionGateUnapplied(failOn, regressions, name) {
    if (!failOn.has('regressions') || !regressions || regressions.previousReportId)
        return undefined;
    const branch = regressions.baseline?.branch;
    return `${name('failOn')} includes regressions, but no earlier comparable report${branch === undefined ? '' : ` of branch ${branch}`} was found to compare with, so that condition did not apply.`;
}
/** Issues a public share token. The token is the user's to pass on, so it is not masked, but it is not logged either. */
async function shareReport(context, reportId, call) {
    const { client } = context;
    try {
        const token = await client.shareRun(reportId, call);
        context.emit({ type: 'shared', reportId });
        const template = context.settings.shareUrlTemplate;
        return { token, url: shareUrl(template, { baseUrl: client.baseUrl, token, reportId }) };
    }
    catch (error) {
        const warning = error instanceof lib_client/* ServiceError */._7 && error.status === 402
            ? `The report was not shared: ${error.message}`
            : `The report was not shared: ${errorReason(error)}`;
        return { warning };
    }
}
function shareUrl(template, values) {
    const origin = new URL(values.baseUrl).origin;
    const map = {
        origin,
        baseUrl: values.baseUrl,
        token: encodeURIComponent(values.token),
        reportId: encodeURIComponent(values.reportId),
    };
    return template.replace(/\{(origin|baseUrl|token|reportId)\}/g, (_m, name) => map[name]);
}

;// CONCATENATED MODULE: ./lib/core/start.js
/**
 * Starting a run, conformance or journey alike: waiting for a run slot when the plan's concurrency
 * is used up, and knowing which earlier reports carry a user-given seed so that a start whose
 * answer was lost never adopts one of them.
 */


/** How often to repeat the note that the gate waits for a run slot. */
const SLOT_NOTE_EVERY_MS = 30_000;
/** Spacing of start attempts while waiting for a run slot: 1 s plus up to 2 s of jitter. */
const SLOT_RETRY_MIN_MS = 1_000;
const SLOT_RETRY_SPREAD_MS = 2_000;
/**
 * Starts a run; when the plan's run-concurrency is used up (402 run-concurrency), waits for a
 * slot within the deadline. Asking again with the start itself is the cheapest way to both learn
 * that a slot is free and take it; the jittered 1 to 3 s spacing keeps many waiting jobs polite
 * and out of step with each other.
 */
async function startWithSlot(context, start, random = Math.random) {
    const { now, call } = context;
    let waitingSince;
    let lastNote = 0;
    for (;;) {
        try {
            return await start();
        }
        catch (error) {
            const limit = slotLimit(error);
            if (!limit)
                throw error;
            const delay = SLOT_RETRY_MIN_MS + Math.floor(random() * SLOT_RETRY_SPREAD_MS);
            if (now() + delay >= call.deadline) {
                const waited = waitingSince === undefined
                    ? ''
                    : ` after waiting ${(0,numbers/* formatDuration */.a3)(now() - waitingSince)}`;
                const name = context.name('timeoutMinutes');
                throw new lib_client/* DeadlineError */.j3(error.operation ?? 'POST /testing/runs', `All ${limit.cap} run slots of the plan were still in use (${limit.used} in flight) when ${name} ran out${waited}. Raise ${name}, run fewer gates at once, or move to a plan with more concurrent runs.`, error);
            }
            if (waitingSince === undefined || now() - lastNote >= SLOT_NOTE_EVERY_MS) {
                waitingSince ??= now();
                lastNote = now();
                context.emit({ type: 'slot-busy', ...limit, waitedMs: now() - waitingSince });
            }
            await context.client.transport.sleep(delay, call.signal);
        }
    }
}
function slotLimit(error) {
    if (!(error instanceof lib_client/* ServiceError */._7) || error.status !== 402)
        return undefined;
    if (error.limit?.id !== 'run-concurrency')
        return undefined;
    return { cap: error.limit.cap, used: error.limit.used };
}
/**
 * Reports that already carry a user-given seed, so that reconciling a lost start skips them. A
 * derived seed is new to this invocation: nothing to read.
 */
async function reportsWithSeed(context, connectionId) {
    const { seed, seedDerived } = context.settings;
    if (seedDerived)
        return undefined;
    const ids = new Set();
    // Only ids and seeds are read: the entries are not validated as whole reports (see listRunEntries).
    for await (const page of context.client.runEntryPages({ connectionId }, { pageSize: 100, maxPages: 3 }, context.call)) {
        for (const entry of page.items)
            if (entry.seed === seed)
                ids.add(entry._id);
    }
    return ids;
}

;// CONCATENATED MODULE: ./lib/core/conformance.js




/** How often to remind that a conformance run is still being waited for. */
const REMINDER_EVERY_MS = 30_000;

/**
 * Time between list reads on the polling path, which only runs that outlast the start's long-poll
 * (55 s) reach. By then nothing says the end is near, so there is no quick first burst: one steady
 * rate, the interval a person would poll at by hand, 6 small reads a minute. Reads fall on whole
 * intervals from the start (60, 70, 80 s...): the time a read takes does not push the next one
 * back, and the first read after the window comes 5 s after it rather than 10.
 */
const POLL_INTERVAL_MS = 10_000;
/** Epoch ms of the next read: the first whole interval from `origin` after `now`. */
function nextReadAt(origin, now) {
    return origin + (Math.floor(Math.max(0, now - origin) / POLL_INTERVAL_MS) + 1) * POLL_INTERVAL_MS;
}
/** Starts the conformance run, follows it to its end, and grades its report. */
async function runConformance(context, connection, exclude) {
    const { client, settings, now, emit } = context;
    const gateStarted = now();
    emit({
        type: 'run-starting',
        connectionId: connection._id,
        module: settings.module,
        seed: settings.seed,
    });
    let startSentAt = now();
    const started = await startWithSlot(context, () => {
        startSentAt = now();
        emit({ type: 'start-sent', seed: settings.seed });
        const waitSeconds = settings.wait ? longPollSeconds(settings.deadline - now()) : undefined;
        const request = { connectionId: connection._id, module: settings.module, seed: settings.seed };
        return client.startRun(request, { ...context.call, waitSeconds, excludeReportIds: exclude });
    });
    const { reportId, executionId, status, draining } = started;
    emit({
        type: 'run-started',
        kind: 'conformance',
        ...{ reportId, runId: executionId, status, draining: draining === true, reconciled: false },
        elapsedMs: now() - gateStarted,
    });
    if (!settings.wait) {
        return {
            verdict: undefined,
            reason: `Run ${reportId} started; not waiting for it (wait: false).`,
        };
    }
    let lastLine = now();
    let current = status;
    const waiting = (changed, draining = false) => {
        lastLine = now();
        const elapsedMs = now() - startSentAt;
        emit({ type: 'waiting', reportId, status: current, changed, draining, elapsedMs });
    };
    const outcome = await watchRun(client, started, connection._id, {
        origin: startSentAt,
        spool: context.reportSpool,
        ...{ deadline: settings.deadline, signal: context.signal, now },
        onStatus: (status, report) => {
            current = status;
            waiting(true, report?.draining === true);
        },
        onPoll: () => now() - lastLine >= REMINDER_EVERY_MS && waiting(false),
    });
    if (outcome.kind === 'terminal')
        return gradedEnding(context, outcome.found);
    const limit = context.name('timeoutMinutes');
    return {
        verdict: 'error',
        status: outcome.lastStatus,
        cause: 'unavailable',
        reason: outcome.unanswered
            ? `No verdict: the service stopped answering before ${limit} ran out (${outcome.unanswered}); run ${reportId} was last seen ${outcome.lastStatus}. Look for the report later in the service, or re-run when the service answers again.`
            : `No verdict: run ${reportId} was still ${outcome.lastStatus} when ${limit} ran out. Raise ${limit}, or look for the report later in the service.`,
    };
}
/**
 * Follows a started run until it is terminal or the deadline passes. The start's own long-poll
 * has already waited; from here the run list is read every POLL_INTERVAL_MS.
 */
async function watchRun(client, started, connectionId, options) {
    const now = options.now ?? Date.now;
    const sleep = options.sleep ?? client.transport.sleep;
    const call = { signal: options.signal, deadline: options.deadline, spool: options.spool };
    const request = { connectionId };
    let lastStatus = started.status;
    let unanswered;
    const observe = async (finalRead) => {
        const found = await client.locateReport(started.reportId, { connectionId: request.connectionId }, 
        // The last read gets a time limit of its own beyond the spent deadline.
        finalRead ? { ...call, deadline: options.deadline + FINAL_READ_MS } : call);
        unanswered = undefined;
        const report = found?.report;
        if (report && report.status !== lastStatus) {
            lastStatus = report.status;
            options.onStatus?.(report.status, report);
        }
        return found && lib_client/* TERMINAL_RUN_STATUSES */.Ay.has(found.report.status) ? found : undefined;
    };
    try {
        if (lib_client/* TERMINAL_RUN_STATUSES */.Ay.has(started.status)) {
            const found = await observe(false);
            if (found)
                return { kind: 'terminal', started, report: found.report, found };
        }
        const origin = options.origin ?? now();
        while (now() < options.deadline) {
            const wake = Math.min(nextReadAt(origin, now()), options.deadline);
            await sleep(wake - now(), options.signal);
            if (now() >= options.deadline)
                break;
            const found = await observe(false);
            if (found)
                return { kind: 'terminal', started, report: found.report, found };
            options.onPoll?.();
        }
    }
    catch (error) {
        if (!(error instanceof lib_client/* DeadlineError */.j3))
            throw error;
        unanswered = unansweredRead(error);
    }
    // One last read before calling it a timeout: the run may have ended a moment ago.
    const found = await observe(true).catch((error) => {
        unanswered ??= unansweredRead(error);
        return undefined;
    });
    if (found)
        return { kind: 'terminal', started, report: found.report, found };
    return { kind: 'timeout', started, lastStatus, unanswered };
}
/** What a read that ran into the deadline (or failed at the last try) says, for a reason line. */
function unansweredRead(error) {
    if (error instanceof lib_client/* DeadlineError */.j3 && error.operation) {
        return `${error.operation} got no answer in time`;
    }
    return error.message;
}
/** The longest long-poll that fits before the deadline, leaving room for the report read. */
function longPollSeconds(remainingMs) {
    const seconds = Math.floor((remainingMs - 5_000) / 1000);
    if (seconds < 1)
        return undefined;
    return Math.min(wire/* LONG_POLL_MAX_SECONDS */.qV, seconds);
}

;// CONCATENATED MODULE: ./lib/util/event-fields.js
/**
 * A journey event in a few words: its scalar fields as key=value, for its log line and the
 * summary's key events. Bounded, so one chatty event cannot flood a line.
 */
const SKIPPED_FIELDS = new Set(['seq', 'type', 'runId', 'at', 'name']);
/**
 * Up to five scalar fields of an event's data, as `key=value`. `maxValue` cuts each value (with an
 * ellipsis); `redact` masks it first, so that a cut cannot leave the beginning of a secret.
 */
function eventFields(data, options = {}) {
    const max = options.maxValue ?? Number.POSITIVE_INFINITY;
    const parts = [];
    for (const [key, value] of Object.entries(data)) {
        if (SKIPPED_FIELDS.has(key) || parts.length >= 5)
            continue;
        if (value === null || typeof value === 'object')
            continue;
        const text = options.redact ? options.redact(String(value)) : String(value);
        parts.push(`${key}=${text.length > max ? `${text.slice(0, max)}…` : text}`);
    }
    return parts.join(' ');
}

;// CONCATENATED MODULE: ./lib/core/facts.js
/**
 * What the gate has learnt so far, gathered from its own events: the connection, the run's ids and
 * status, and a journey's plan, key events and final status. The gate builds its result from
 * these facts whichever way it ends (a verdict, an error, an interrupt), so no step has to fill in
 * a shared result as it goes.
 */


/** Key events kept for the summary; later ones are counted only. */
const MAX_KEY_EVENTS = 200;
class GateFacts {
    known = {
        connection: undefined,
        reportId: undefined,
        runId: undefined,
        status: undefined,
    };
    record(event) {
        const known = this.known;
        switch (event.type) {
            case 'connection-resolved':
            case 'handshake':
                known.connection = event.connection;
                return;
            case 'start-sent':
                known.startSent = { seed: event.seed };
                return;
            case 'run-started':
                known.runId = event.runId;
                known.reportId = event.reportId;
                known.status = event.status;
                if (event.kind === 'journey')
                    Object.assign(this.journey(), pick(event));
                return;
            case 'waiting':
            case 'report-read':
                known.status = event.status;
                return;
            case 'journey-planned':
                Object.assign(this.journey(), { planId: event.planId, stages: event.stages });
                return;
            case 'journey-event':
                this.keyEvent(event);
                return;
            case 'journey-status':
                this.journey().status = event.status;
                known.status = event.status.status;
                if (event.status.reportId) {
                    known.reportId = event.status.reportId;
                    this.journey().reportId = event.status.reportId;
                }
                return;
            case 'recovery-applied':
                this.journey().recoveries.push(event.note);
                return;
            case 'journey-cancelled':
                this.journey().cancel = event.answer;
                return;
            default:
                return;
        }
    }
    /** The result's fields known so far, as a fresh object. */
    snapshot() {
        const journey = this.known.journey;
        return {
            ...this.known,
            journey: journey && {
                ...journey,
                stages: [...journey.stages],
                events: [...journey.events],
                recoveries: [...journey.recoveries],
            },
        };
    }
    journey() {
        this.known.journey ??= { stages: [], events: [], otherEvents: 0, recoveries: [] };
        return this.known.journey;
    }
    keyEvent(event) {
        const journey = this.journey();
        const { seq, name, data } = event.event;
        if (name === wire/* JOURNEY_EVENTS */.r5.sessionUpdate || journey.events.length >= MAX_KEY_EVENTS) {
            journey.otherEvents++;
            return;
        }
        journey.events.push({
            seq,
            name,
            at: typeof data.at === 'string' ? data.at : undefined,
            // Uncut: the summary cuts the line after masking it, so no cut can split a secret.
            detail: eventFields(data),
        });
    }
}
function pick(event) {
    return { runId: event.runId, reportId: event.reportId };
}

;// CONCATENATED MODULE: ./lib/core/cancel.js
/** How long a cancel may take: it runs when the gate is already over its time. */
const CANCEL_TIMEOUT_MS = 5_000;
async function cancelJourney(client, runId, options = {}) {
    const now = options.now ?? Date.now;
    try {
        const answer = await client.cancelJourneyRun(runId, {
            deadline: now() + (options.timeoutMs ?? CANCEL_TIMEOUT_MS),
        });
        return { answer: `"${answer.status}"`, confirmed: true };
    }
    catch (error) {
        return { answer: `no confirmation (${error.message})`, confirmed: false };
    }
}

// EXTERNAL MODULE: ./lib/client/schemas.js
var schemas = __webpack_require__(7367);
;// CONCATENATED MODULE: ./lib/core/journey-definition.js
/**
 * Reads a journey definition: the preview body of interface section 4.3, from a JSON or YAML file
 * or inline JSON. Defaults are filled (schemaVersion 1, the action's seed, the resolved
 * connection as targetId) and the body is validated before anything is sent, with errors that
 * point at the field and the line in the user's file. A key the interface does not define is an
 * error too (a misspelt key would otherwise run on defaults), naming the key it probably meant.
 * YAML is loaded only here, on demand.
 */






/** Placeholder target while the connection is not resolved yet; replaced before sending. */
const PENDING_TARGET = 'pending-target';
/** Problems named in one error; the rest are counted. */
const MAX_PROBLEMS = 5;
/**
 * Loads and validates the definition. `source` is a path (relative to `baseDir`) or inline JSON.
 * `seed` is the action's seed, used when the body has none.
 */
async function loadJourneyDefinition(source, options) {
    const input = options.input ?? 'journey';
    const inline = source.trim().startsWith('{');
    const origin = inline ? 'inline JSON' : source.trim();
    let text;
    if (inline) {
        text = source;
    }
    else {
        const file = external_node_path_.resolve(options.baseDir, source.trim());
        try {
            text = await (0,promises_.readFile)(file, 'utf8');
        }
        catch (error) {
            const code = error.code;
            throw new lib_client/* InputError */.dz(input, code === 'ENOENT'
                ? `${input}: the file "${origin}" was not found (looked for ${file}). Give a path relative to the repository, or inline JSON.`
                : `${input}: the file "${origin}" could not be read (${code ?? error.message}).`);
        }
    }
    const { parseDocument, LineCounter, isMap, isScalar } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    const lines = new LineCounter();
    const document = parseDocument(text, {
        lineCounter: lines,
        prettyErrors: false,
        uniqueKeys: true,
    });
    if (document.errors.length > 0) {
        const first = document.errors[0];
        const { line, col } = lines.linePos(first.pos[0]);
        throw new lib_client/* InputError */.dz(input, `${input}: ${origin} is not valid ${inline ? 'JSON' : 'JSON or YAML'} (line ${line}, column ${col}): ${first.message.split('\n')[0]}`);
    }
    const body = document.toJS();
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new lib_client/* InputError */.dz(input, `${input}: ${origin} must hold one object: the journey preview body (schemaVersion, topology, clock, session, completion, seed).`);
    }
    const candidate = withDefaults(body, PENDING_TARGET, options.seed);
    const parsed = lib_client/* JourneyPreviewRequestSchema */.rz.safeParse(candidate);
    if (!parsed.success) {
        /** The line of a value in the file, or with `key` the line of that key of an object. */
        const lineOf = (path, key) => {
            const node = path.length === 0 ? document.contents : document.getIn(path, true);
            const target = key === undefined
                ? node
                : isMap(node)
                    ? node.items.find((item) => isScalar(item.key) && String(item.key.value) === key)?.key
                    : undefined;
            const start = target?.range?.[0];
            return start === undefined ? undefined : lines.linePos(start).line;
        };
        // In the order of the file, problems without a line (a missing field) last: an unknown key
        // comes before the missing field it was probably meant to be.
        const problems = parsed.error.issues
            .flatMap((issue) => {
            const path = issue.path;
            if (issue.code === 'unrecognized_keys') {
                return issue.keys.map((key) => unknownKey(path, key, lineOf(path, key)));
            }
            const where = (0,schemas/* formatPath */.jV)('', path) || '(the body)';
            return [
                { where, line: lineOf(path), message: valueMessage(issue, valueAt(candidate, path)) },
            ];
        })
            .sort((a, b) => (a.line ?? Number.POSITIVE_INFINITY) - (b.line ?? Number.POSITIVE_INFINITY))
            .map(({ where, line, message }) => `${where}${line ? ` (line ${line})` : ''}: ${message}`);
        const text = (0,util_text/* joinSome */.bH)(problems, MAX_PROBLEMS);
        throw new lib_client/* InputError */.dz(input, `${input}: ${origin} is not a valid journey: ${text}${text.endsWith('?') ? '' : '.'}`);
    }
    return { body: body, origin };
}
/** A value not among the allowed ones gets a did-you-mean, as an unknown key does. */
function valueMessage(issue, value) {
    if (issue.code !== 'invalid_value' || typeof value !== 'string' || !Array.isArray(issue.values)) {
        return issue.message;
    }
    const allowed = issue.values.map(String);
    const suggestion = (0,suggest/* nearest */.p)(value, allowed);
    return suggestion
        ? `"${value}" is not one of its values; did you mean ${suggestion}?`
        : `"${value}" is not one of its values: ${allowed.join(', ')}`;
}
/** The value at `path` in the parsed body, if there is one. */
function valueAt(body, path) {
    let current = body;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
/**
 * A key the schema does not know: "unknown key; did you mean cadenceSeconds?" when one of the
 * object's keys is near (see nearest), else the keys the object takes.
 */
function unknownKey(objectPath, key, line) {
    const known = knownKeys(objectPath);
    const suggestion = (0,suggest/* nearest */.p)(key, known);
    const owner = objectPath.length === 0 ? 'a journey' : (0,schemas/* formatPath */.jV)('', objectPath);
    return {
        where: (0,schemas/* formatPath */.jV)('', [...objectPath, key]),
        line,
        message: suggestion
            ? `unknown key; did you mean ${suggestion}?`
            : `unknown key; ${owner} takes ${known.join(', ')}`,
    };
}
/**
 * The keys the schema knows for the object at `objectPath`, read from the schema's shape (through
 * its optional wrappers): the field list is written once, in the schema.
 */
function knownKeys(objectPath) {
    let schema = lib_client/* JourneyPreviewRequestSchema */.rz;
    for (const segment of objectPath) {
        schema = objectShape(schema)?.[segment];
    }
    return Object.keys(objectShape(schema) ?? {});
}
/** The shape of a zod object schema, unwrapping .optional() and the like; undefined if none. */
function objectShape(schema) {
    let current = schema;
    while (current && !current.shape && typeof current.unwrap === 'function') {
        current = current.unwrap();
    }
    return current?.shape;
}
/** The body to send: defaults filled, targetId set to the resolved connection unless the file names one. */
function completeJourneyBody(definition, targetId, seed) {
    return lib_client/* JourneyPreviewRequestSchema */.rz.parse(withDefaults(definition.body, targetId, seed));
}
function withDefaults(body, targetId, seed) {
    return {
        schemaVersion: 1,
        ...body,
        targetId: body.targetId ?? targetId,
        seed: body.seed ?? seed,
    };
}

;// CONCATENATED MODULE: ./lib/core/journey.js
/**
 * A journey run from preview to graded report: preview the plan (and stop if it may not run),
 * start it (waiting for a run slot like conformance runs), follow its event stream live while the
 * status long-poll decides when it is over, apply the user's recovery decision to an interrupted
 * run when the service offers it, and grade the report by the same rules as conformance.
 *
 * Two loops run side by side: the event stream is for people (one log line per event) and the
 * status long-poll is for the verdict. The stream ending is not the run ending, and a stream that
 * cannot be held does not stop the status from being followed.
 */



/** After the verdict, how long the event stream may take to show its last events. */
const STREAM_GRACE_MS = 3_000;
const HEALTHY_INTEGRITY = 'valid';
/**
 * Previews, starts and follows the gate's journey on the connection `targetId`. `startRun` wraps
 * the start (waiting for a run slot); `excludeReportIds` are reports that carried the seed before.
 */
async function runJourney(context, targetId, startRun, excludeReportIds) {
    const { client, call, settings } = context;
    const body = completeJourneyBody(settings.journey.definition, targetId, settings.seed);
    const preview = await client.previewJourney(body, call);
    const topology = `${body.topology.kind}${body.topology.profile ? `, profile ${body.topology.profile}` : ''}`;
    context.emit({
        type: 'journey-planned',
        planId: preview.planId,
        topology,
        stages: stagesOf(preview),
    });
    if (!preview.runAllowed)
        return { kind: 'not-allowed', reason: notAllowedReason(preview) };
    const startedAt = context.now();
    const started = await startRun(() => {
        context.emit({ type: 'start-sent', seed: body.seed });
        return client.startJourney({ planId: preview.planId, planHash: preview.planHash, seed: body.seed, targetId }, { ...call, excludeReportIds });
    });
    context.emit({
        type: 'run-started',
        kind: 'journey',
        runId: started.runId,
        reportId: started.reportId,
        status: started.status,
        draining: false,
        reconciled: started.reconciled,
        elapsedMs: context.now() - startedAt,
    });
    if (!settings.wait)
        return { kind: 'started' };
    const end = await followJourney(context, started.runId);
    if (end.kind === 'terminal') {
        context.emit({ type: 'journey-finished', runId: started.runId, status: end.status.status });
    }
    return end;
}
/**
 * The event stream for people, the status long-poll for the verdict, side by side. The stream is
 * stopped once the status says the run is over, after a moment to show its last events.
 */
async function followJourney(context, runId) {
    const streamStop = new AbortController();
    const streamSignal = context.signal
        ? AbortSignal.any([context.signal, streamStop.signal])
        : streamStop.signal;
    // A stream that breaks a limit (an endless frame) ends the gate with its error, status reads too.
    const statusStop = new AbortController();
    const statusSignal = context.signal
        ? AbortSignal.any([context.signal, statusStop.signal])
        : statusStop.signal;
    const statusContext = {
        ...context,
        signal: statusSignal,
        call: { ...context.call, signal: statusSignal },
    };
    context.emit({ type: 'journey-following', runId });
    let fatal;
    const streamDone = followEvents(context, runId, streamSignal).then((error) => {
        if (!error)
            return;
        fatal = error;
        statusStop.abort();
    });
    let end;
    try {
        end = await followStatus(statusContext, runId).catch((error) => {
            throw fatal ?? error;
        });
        if (fatal)
            throw fatal;
    }
    finally {
        // A finished run's stream ends by itself after its last event; give it a moment to show them.
        const graceTimer = setTimeout(() => streamStop.abort(), end?.kind === 'terminal' ? STREAM_GRACE_MS : 0);
        await streamDone;
        clearTimeout(graceTimer);
        context.emit({ type: 'journey-followed', runId });
    }
    return end;
}
/** Follows the event stream for people; returns the error of a limit broken, which is fatal. */
async function followEvents(context, runId, signal) {
    const { emit } = context;
    try {
        for await (const event of context.client.journeyEvents(runId, {
            signal,
            onReconnect: ({ afterSeq, reason }) => emit({
                type: 'note',
                level: 'debug',
                message: `Event stream: ${reason}; resuming after event ${afterSeq ?? 'start'}.`,
            }),
        })) {
            emit({ type: 'journey-event', runId, event });
        }
    }
    catch (error) {
        if (signal.aborted)
            return undefined;
        if (error instanceof lib_client/* BodyLimitError */.O9)
            return error;
        emit({
            type: 'note',
            level: 'info',
            message: `The journey's event stream could not be held (${error.message}); following the run by its status instead.`,
        });
    }
    return undefined;
}
/**
 * Long-polls the status until the run is terminal, applying the recovery decision on interruption.
 * Reads keep a floor between them whatever the service answers, and a long-poll the service keeps
 * answering at once is replaced by interval polling (pacing.ts).
 */
async function followStatus(context, runId) {
    const { client, now } = context;
    const reader = {
        pacer: new lib_client/* ReadPacer */.E$('GET /testing/journey-runs/{id}', { now, sleep: client.transport.sleep }),
        longPoll: new lib_client/* LongPollMonitor */.cV(),
        followedSince: now(),
        last: undefined,
        unanswered: undefined,
        health: '',
    };
    let staleAttempts = 0;
    while (now() < context.settings.deadline) {
        const status = await readStatus(context, runId, reader);
        if (!status)
            break;
        if (lib_client/* TERMINAL_RUN_STATUSES */.Ay.has(status.status))
            return { kind: 'terminal', status };
        if (status.status !== 'interrupted' && status.status !== 'recovery_required')
            continue;
        const decided = await recover(context, runId, status, staleAttempts > 0);
        if (decided === 'stale')
            staleAttempts++;
        else if (decided)
            return decided;
    }
    return finalRead(context, runId, reader);
}
/** One paced status read; undefined when the deadline came first or the read got no answer. */
async function readStatus(context, runId, reader) {
    const { client, now, call } = context;
    const degraded = reader.longPoll.degraded;
    const ready = await reader.pacer.ready({
        intervalMs: degraded ? (0,lib_client/* degradedInterval */.ij)(now() - reader.followedSince) : undefined,
        ...call,
    });
    if (!ready)
        return undefined;
    const waitSeconds = degraded ? undefined : (longPollSeconds(call.deadline - now()) ?? 1);
    const sentAt = now();
    let status;
    try {
        status = await client.getJourneyRun(runId, { ...call, waitSeconds });
    }
    catch (error) {
        if (!(error instanceof lib_client/* DeadlineError */.j3))
            throw error;
        reader.unanswered = unansweredRead(error);
        return undefined;
    }
    reader.unanswered = undefined;
    const changed = status.status !== reader.last?.status;
    if (reader.longPoll.record({ waitSeconds, elapsedMs: now() - sentAt, changed })) {
        const message = (0,lib_client/* longPollIgnoredWarning */.S8)(`GET /testing/journey-runs/${runId}`);
        context.emit({ type: 'note', level: 'warn', message });
    }
    reader.last = status;
    context.emit({ type: 'journey-status', runId, status });
    const health = healthNote(status);
    if (health !== reader.health) {
        context.emit({ type: 'journey-health', runId, note: health });
        reader.health = health;
    }
    return status;
}
/**
 * Applies the user's recovery decision to an interrupted run. Returns how the journey ends when it
 * cannot go on, `stale` when the service refused the decision as stale (read again and decide
 * afresh, once), or undefined when the decision was applied.
 */
async function recover(context, runId, status, staleBefore) {
    const onInterrupted = context.settings.journey.onInterrupted;
    const setting = context.name('onInterrupted');
    const offered = status.recoveryOptions ?? [];
    if (onInterrupted === 'fail') {
        return {
            kind: 'needs-decision',
            status,
            reason: `The journey was interrupted and ${setting} is "fail". The service offers: ${describeOptions(offered)}.`,
        };
    }
    const choice = offered.find((option) => option.decision === onInterrupted);
    if (!choice) {
        return {
            kind: 'needs-decision',
            status,
            reason: `The journey was interrupted, and the decision "${onInterrupted}" (${setting}) is not among those the service offers: ${describeOptions(offered)}.`,
        };
    }
    const version = status.recoveryVersion ?? 0;
    try {
        const applied = await context.client.recoverJourneyRun(runId, { decision: choice.decision, recoveryVersion: version }, context.call);
        const note = `Applied the recovery decision "${choice.decision}" (recovery version ${version}); the service answered ${applied.status}.`;
        context.emit({ type: 'recovery-applied', runId, note });
        return undefined;
    }
    catch (error) {
        if (!(error instanceof lib_client/* ServiceError */._7) || error.status !== 409)
            throw error;
        // Someone (or something) moved the run on: read the status again and decide afresh, once.
        if (staleBefore) {
            return {
                kind: 'needs-decision',
                status,
                reason: `The recovery decision "${choice.decision}" was refused twice as stale (recovery version ${version}): ${error.serviceMessage || 'the run changed in between'}.`,
            };
        }
        const message = `The recovery version ${version} was stale (${error.serviceMessage}); reading the status again.`;
        context.emit({ type: 'note', level: 'info', message });
        return 'stale';
    }
}
/** One last read before calling it a timeout, with a time limit of its own. */
async function finalRead(context, runId, reader) {
    const { deadline } = context.settings;
    let unanswered = reader.unanswered;
    const final = await context.client
        .getJourneyRun(runId, { signal: context.signal, deadline: deadline + FINAL_READ_MS })
        .then((status) => {
        unanswered = undefined;
        context.emit({ type: 'journey-status', runId, status });
        return status;
    }, (error) => {
        unanswered ??= unansweredRead(error);
        return reader.last;
    });
    if (final && lib_client/* TERMINAL_RUN_STATUSES */.Ay.has(final.status))
        return { kind: 'terminal', status: final };
    const setting = context.name('timeoutMinutes');
    return {
        kind: 'timeout',
        status: final,
        reason: unanswered
            ? `The service stopped answering the journey's status reads before ${setting} ran out (${unanswered}); the run was last seen ${final?.status ?? 'starting'}.`
            : `The journey was still ${final?.status ?? 'running'} when ${setting} ran out.`,
    };
}
function stagesOf(preview) {
    const stages = preview.plan?.stages;
    if (!Array.isArray(stages))
        return [];
    return stages.map((stage, i) => {
        const s = (stage ?? {});
        return {
            name: typeof s.name === 'string' ? s.name : typeof s.id === 'string' ? s.id : `stage ${i + 1}`,
            module: typeof s.module === 'string' ? s.module : undefined,
            durationSeconds: typeof s.durationSeconds === 'number' ? s.durationSeconds : undefined,
        };
    });
}
/** Why a previewed plan may not run, with the capabilities it lacks named in words. */
function notAllowedReason(preview) {
    const plan = (preview.plan ?? {});
    const blockers = Array.isArray(plan.blockers) ? plan.blockers : [];
    const named = blockers
        .map((b) => [
        typeof b.capability === 'string' ? `the plan capability "${b.capability}"` : undefined,
        typeof b.message === 'string' ? b.message : undefined,
    ]
        .filter(Boolean)
        .join(': '))
        .filter(Boolean);
    const why = named.length > 0 ? ` It needs ${named.join('; ')}.` : '';
    return `The service will not run this journey plan (runAllowed is false).${why} Move to a plan that includes the capability, or choose another journey or target.`;
}
function describeOptions(options) {
    if (options.length === 0)
        return 'no recovery decision';
    return options
        .map((o) => `"${o.decision}"${o.label ? ` (${o.label}${o.description ? `: ${o.description}` : ''})` : ''}`)
        .join('; ');
}
function healthNote(status) {
    const notes = [];
    if (status.runIntegrity !== undefined && status.runIntegrity !== HEALTHY_INTEGRITY) {
        notes.push(`run integrity is "${status.runIntegrity}"`);
    }
    if (status.workerHealthy === false)
        notes.push('the service reports its worker unhealthy');
    return notes.join(', ');
}

;// CONCATENATED MODULE: ./lib/core/journey-stage.js





/**
 * Preview, start and follow the journey; then grade its report. A journey that cannot end here
 * (timed out, or waiting for a decision nobody here will make) holds a run slot and keeps the
 * partner busy, so the gate stops it; so it does when its caller stops the gate.
 */
async function runJourneyStage(context, connection, exclude) {
    let runId;
    let active;
    let cancelling;
    const cancel = (why) => {
        if (active)
            cancelling ??= cancelActive(context, active, why);
        return cancelling;
    };
    const onAbort = () => void cancel('stopped');
    context.signal?.addEventListener('abort', onAbort, { once: true });
    const tracked = {
        ...context,
        emit: (event) => {
            if (event.type === 'run-started')
                runId = active = event.runId;
            if (event.type === 'journey-finished')
                active = undefined;
            context.emit(event);
        },
    };
    try {
        const startRun = (start) => startWithSlot(tracked, start);
        const end = await runJourney(tracked, connection._id, startRun, exclude);
        const answer = end.kind === 'timeout' || end.kind === 'needs-decision'
            ? await cancel('cannot-end')
            : undefined;
        if (end.kind === 'started') {
            const reason = `Journey run ${runId} started; not waiting for it (wait: false).`;
            return { status: 'running', verdict: undefined, reason };
        }
        return await journeyEnding(tracked, connection, end, answer);
    }
    finally {
        context.signal?.removeEventListener('abort', onAbort);
        await cancelling;
    }
}
async function cancelActive(context, runId, why) {
    context.emit({ type: 'journey-cancelling', runId, why });
    const { answer, confirmed } = await cancelJourney(context.client, runId, { now: context.now });
    context.emit({ type: 'journey-cancelled', runId, answer, confirmed });
    return answer;
}
async function journeyEnding(context, connection, end, cancelAnswer) {
    if (end.kind !== 'terminal') {
        const cancelled = cancelAnswer
            ? ` The run was asked to stop; the service answered ${cancelAnswer}.`
            : '';
        return {
            verdict: 'error',
            reason: `No verdict: ${end.reason}${cancelled}`,
            // A plan the service will not run for this account is refused, not unavailable.
            cause: end.kind === 'not-allowed' ? 'refused' : 'unavailable',
        };
    }
    const reportId = end.status.reportId;
    const call = afterDeadline(context, FINAL_READ_MS);
    const found = reportId
        ? await context.client.locateReport(reportId, { connectionId: connection._id }, { ...call, spool: context.reportSpool })
        : undefined;
    if (!found) {
        return {
            verdict: 'error',
            cause: 'unavailable',
            reason: `No verdict: the journey ended ${end.status.status}, but its report ${reportId ?? '(no id)'} was not found in the run list.`,
        };
    }
    return gradedEnding(context, found);
}

;// CONCATENATED MODULE: ./lib/core/gate.js








async function runGate(client, settings, options = {}) {
    const facts = new GateFacts();
    const context = {
        client,
        settings,
        now: options.now ?? Date.now,
        signal: options.signal,
        call: { signal: options.signal, deadline: settings.deadline },
        name: options.names ?? NEUTRAL_NAMES,
        reportSpool: options.reportSpool,
        emit: (event) => {
            facts.record(event);
            options.observer?.(event);
        },
    };
    const ending = await pipeline(context).then((ending) => (options.signal?.aborted ? { ...ending, ...stopped() } : ending), (error) => failed(context, error));
    const known = { seed: settings.seed, report: undefined, grade: undefined, ...facts.snapshot() };
    // Only what is known to be a refusal says so; anything else may pass with a later try.
    const cause = ending.verdict === 'error' ? (ending.cause ?? 'unavailable') : ending.cause;
    return Object.freeze({ ...known, ...ending, cause });
}
async function pipeline(context) {
    const seedNote = givenSeedNote(context.settings, context.name('seed'));
    if (seedNote)
        context.emit({ type: 'note', level: 'info', message: seedNote });
    const connection = await (0,core_connection/* resolveConnection */.XC)(context);
    await (0,core_connection/* checkModule */.tr)(context, connection);
    // A seed the user gave may be on earlier reports: a lost start answer must not adopt them.
    const exclude = await reportsWithSeed(context, connection._id);
    return context.settings.journey
        ? runJourneyStage(context, connection, exclude)
        : runConformance(context, connection, exclude);
}
/** The ending for an error that prevented a verdict, or for the caller stopping the gate. */
function failed(context, error) {
    if (context.signal?.aborted)
        return { ...stopped(), error };
    return {
        verdict: 'error',
        reason: `No verdict: ${errorReason(error)}`,
        error,
        cause: noVerdictCause(error),
    };
}
/** The caller stopped the gate: no verdict, whatever was found. Front ends word the reason. */
function stopped() {
    return {
        verdict: 'error',
        cause: 'unavailable',
        interrupted: true,
        reason: 'No verdict: the gate was stopped before its run ended.',
    };
}

;// CONCATENATED MODULE: ./lib/report/html-input.js
/**
 * The input of the HTML report from a gate's result, or undefined when there is no graded report
 * to show (the run was not waited for, or ended without a report): the caller then logs why
 * (`result.reason`) instead of writing a page.
 */
function htmlReportInput(result, policy, meta) {
    if (!result.report || !result.grade)
        return undefined;
    return {
        verdict: result.verdict,
        reason: result.reason,
        report: result.report,
        grade: result.grade,
        policy,
        regressions: result.regressions,
        trend: result.trend,
        journey: result.journey,
        meta: {
            seed: result.seed,
            reportId: result.reportId,
            connectionId: result.connection?._id,
            runId: result.runId,
            ...meta,
        },
    };
}

// EXTERNAL MODULE: ./lib/app/files.js + 1 modules
var app_files = __webpack_require__(8147);
;// CONCATENATED MODULE: ./lib/app/stopped.js
/**
 * The reason of a run its caller stopped (a cancelled step, an interrupt), built from what is
 * known when it stopped: no start sent; a start sent and not answered, with the seed to look for;
 * a run id known; a journey's cancel answered. `stop` is the front end's own words for what
 * stopped it: "the step was cancelled", "interrupted (SIGINT)".
 */

function stoppedReason(result, stop) {
    const journey = result.journey;
    const target = result.runId ?? result.reportId;
    if (journey?.cancel) {
        return `No verdict: ${stop}; cancel requested for journey run ${target}, and the service answered ${journey.cancel}.`;
    }
    if (journey?.runId) {
        const ended = result.status !== undefined && lib_client/* TERMINAL_RUN_STATUSES */.Ay.has(result.status);
        return `No verdict: ${stop}; journey run ${journey.runId} ${ended ? `had already ended (${result.status}), but its report was not graded` : 'may still be running at the service'}.`;
    }
    if (target) {
        return `No verdict: ${stop}; run ${target} goes on at the service (conformance runs cannot be cancelled): look for its report later.`;
    }
    if (result.startSent) {
        const what = journey ? 'a journey run' : 'a run';
        return `No verdict: ${stop} after the start was sent and before the service answered it; ${what} may have started there: look for seed ${result.startSent.seed} in the service's run list.`;
    }
    return `No verdict: ${stop} before a run was started.`;
}
/**
 * The seed line of a run's log or result. A seed reproduces a run only when one was started;
 * when a start was sent and not answered, it is what to look for; when none was, it says so.
 * `passBack` is the front end's words: "pass it back with --seed", "pass it as `seed`".
 */
function seedLine(result, passBack) {
    if (result.reportId || result.runId) {
        return `Seed: ${result.seed} (${passBack} to reproduce this run).`;
    }
    if (result.startSent) {
        return `Seed: ${result.seed} (a start was sent with it and not answered: look for it in the service's run list before running again).`;
    }
    return `Seed: ${result.seed} (no run was started with it).`;
}

;// CONCATENATED MODULE: ./lib/app/run.js
/**
 * One gate run, for either front end: everything a run does after its settings are read and
 * before its result is shown. It builds the service client, loads a journey's definition, keeps
 * the report's spool from creation to removal, runs the gate, words a run its caller stopped, and
 * writes the report, JUnit and HTML files. The front ends hand it neutral ports (log lines, the
 * secret store, where files go, a stop signal and their words for it) and show what it returns.
 */










/**
 * Loads what a run needs before any request: a journey's definition. Throws for a definition that
 * cannot be read (an input error); then `run()` runs the gate and writes the files.
 */
async function prepareRun(settings, ports) {
    let definition;
    if (settings.journey) {
        definition = await loadJourneyDefinition(settings.journey.source, {
            baseDir: ports.baseDir,
            seed: settings.seed,
        });
        ports.log.info(`Journey definition: ${definition.origin}.`);
    }
    return { definition, run: () => runPrepared(settings, definition, ports) };
}
async function runPrepared(settings, definition, ports) {
    const now = ports.now ?? Date.now;
    const startedAt = ports.startedAt ?? now();
    const { log, secrets } = ports;
    const client = new lib_client/* ServiceClient */.Nl({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        allowInsecureHttp: settings.allowInsecureHttp,
        names: ports.clientNames ?? ports.names,
        redactor: secrets,
        // Retry notes are not problems unless they persist: info, not warnings.
        log: { debug: log.debug, warn: log.info },
        ...ports.client,
    });
    // The report is spooled to a file as it is read only when a report file is wanted.
    const spool = ports.files.reportFile ? (0,app_files/* spoolFile */.Sr)(ports.files.reportFile) : undefined;
    const removeSpool = () => (spool ? (0,promises_.rm)(spool.file, { force: true }) : Promise.resolve());
    let gate;
    try {
        gate = await runGate(client, toGateSettings(settings, startedAt, definition), {
            observer: ports.observer,
            signal: ports.signal,
            now,
            names: ports.names,
            reportSpool: spool,
        });
    }
    catch (error) {
        await removeSpool();
        throw error;
    }
    // Phase times in the debug log: where a slow run spends its time.
    log.debug(`timing: gate done at ${Math.round(now() - startedAt)} ms`);
    const result = gate.interrupted && ports.stopWords
        ? { ...gate, reason: stoppedReason(gate, ports.stopWords()) }
        : gate;
    const files = await writeRunFiles(settings, result, ports).finally(removeSpool);
    log.debug(`timing: files written at ${Math.round(now() - startedAt)} ms`);
    return { result, files };
}
/**
 * The report file (when there is a report), the JUnit file and the HTML report (when there is a
 * graded report; else the log says why none was written). A file that cannot be written is
 * logged and changes nothing else.
 */
async function writeRunFiles(settings, result, { files, log, secrets, names }) {
    const reportFile = files.reportFile && result.report
        ? await (0,app_files/* writeReportFile */.aS)(files.reportFile, result, log, secrets, names('reportFile'), {
            leg: files.leg,
            policy: settings.policy,
            errorKind: resultErrorKind(result),
        })
        : undefined;
    const graded = Boolean(result.report && result.grade);
    const wanted = (file) => file !== undefined && (graded || files.explainUnwritten === true);
    const junitFile = wanted(files.junitFile)
        ? await (0,app_files/* writeJUnitFile */.mx)(files.junitFile, result, log, secrets, names('junitFile'))
        : undefined;
    const htmlReport = wanted(files.htmlReport)
        ? await writeHtml(files.htmlReport, settings, result, { log, secrets, names })
        : undefined;
    return { reportFile, junitFile, htmlReport };
}
async function writeHtml(file, settings, result, { log, secrets, names }) {
    const page = htmlReportInput(result, settings.policy, {
        toolVersion: version/* PACKAGE_VERSION */.i,
        generatedAt: new Date(),
    });
    if (!page) {
        log.info(`No HTML report written to ${file}: there is no graded report (${result.reason})`);
        return undefined;
    }
    // Loaded only when there is a page to write.
    const { writeHtmlReportFile } = await __webpack_require__.e(/* import() */ 915).then(__webpack_require__.bind(__webpack_require__, 9915));
    return writeHtmlReportFile(file, page, log, secrets, names('htmlReport'));
}

// EXTERNAL MODULE: ./lib/report/baseline-text.js
var baseline_text = __webpack_require__(135);
;// CONCATENATED MODULE: ./lib/report/events.js




const info = (text) => [{ level: 'info', text }];
/**
 * The lines of one event. `redact` masks service text before a value is cut (the log masks the
 * whole line again on its way out).
 */
function eventLines(event, redact) {
    switch (event.type) {
        case 'connection-resolved':
            return info(connectionLine(event.connection, event.source));
        case 'handshake':
            return info(handshakeLine(event));
        case 'run-starting':
            return info(`Starting a conformance run on ${event.connectionId}${event.module ? ` (module ${event.module})` : ' (all modules)'} with seed "${event.seed}".`);
        case 'slot-busy':
            return info(`All ${event.cap} run slots of the plan are in use (${event.used} in flight); waiting for one to free up before starting${event.waitedMs > 0 ? ` (waiting ${(0,numbers/* formatDuration */.a3)(event.waitedMs)})` : ''}.`);
        case 'run-started':
            return runStartedLines(event);
        case 'waiting':
            return info(event.changed
                ? `Run ${event.reportId}: ${event.status}${event.draining ? ' (queue draining)' : ''} after ${(0,numbers/* formatDuration */.a3)(event.elapsedMs)}.`
                : `Still waiting for run ${event.reportId}: ${event.status} after ${(0,numbers/* formatDuration */.a3)(event.elapsedMs)}.`);
        case 'journey-planned':
            return journeyPlanLines(event);
        case 'journey-following':
            return [{ level: 'group', text: `Journey events (run ${event.runId})` }];
        case 'journey-followed':
            return [{ level: 'groupEnd', text: '' }];
        case 'journey-event':
            return info(journeyEventLine(event.event, redact));
        case 'journey-health':
            return event.note ? info(`Run ${event.runId}: ${event.note}.`) : [];
        case 'recovery-applied':
            return info(event.note);
        case 'journey-cancelled':
            return info(event.confirmed
                ? `Asked the service to cancel journey run ${event.runId}; it answered ${event.answer}.`
                : `Could not cancel journey run ${event.runId}: ${event.answer}.`);
        case 'compared':
            return info(`Compared with ${(0,baseline_text/* baselineOrigin */.ov)(event.regressions, (text) => text)}: ${event.regressions.newlyFailing.length} newly failing, ${event.regressions.recovered.length} recovered, ${event.regressions.noLongerGraded.length} no longer graded.`);
        case 'trend':
            return [
                {
                    level: 'debug',
                    text: `Trend: ${(0,util_text/* plural */.LS)(event.trend.points.length, 'point')} from ${(0,util_text/* plural */.LS)(event.trend.requests, 'run-list request')}.`,
                },
            ];
        case 'shared':
            return info(`Report ${event.reportId} is shared.`);
        case 'note':
            return [{ level: event.level, text: event.message }];
        default:
            return [];
    }
}
function connectionLine(connection, source) {
    const described = describeConnection(connection);
    switch (source) {
        case 'sandbox':
            return `Connection: the built-in sandbox ${described}.`;
        case 'reused':
            return `Reusing connection ${described}.`;
        case 'created':
            return `Created connection ${described}.`;
        default:
            return `Connection: ${described}.`;
    }
}
function handshakeLine(event) {
    const { connection } = event;
    if (event.phase === 'started') {
        return `Running the OCPI credentials handshake with ${connection.partnerBaseUrl}...`;
    }
    if (event.phase === 'pending') {
        return `The handshake with ${connection.partnerBaseUrl} is in progress (connection ${connection._id} is pending); waiting for it to finish.`;
    }
    return `Handshake finished: ${connection.status}.`;
}
function runStartedLines(event) {
    if (event.kind === 'journey') {
        return info(`Journey run ${event.runId} started${event.reportId ? ` (report ${event.reportId})` : ''}${event.reconciled ? '; its start answer was lost and it was found in the run list' : ''}.`);
    }
    return [
        { level: 'debug', text: `timing: start answered at ${Math.round(event.elapsedMs)} ms` },
        {
            level: 'info',
            text: `Run started: report ${event.reportId}${event.runId ? `, execution ${event.runId}` : ''}, status ${event.status}${event.draining ? ' (the service queue is draining; the run may wait longer)' : ''}.`,
        },
    ];
}
function journeyPlanLines(event) {
    const lines = info(`Journey plan ${event.planId} (${event.topology}): ${(0,util_text/* plural */.LS)(event.stages.length, 'stage')}.`);
    event.stages.forEach((stage, i) => {
        const extra = [
            stage.module,
            stage.durationSeconds !== undefined ? `${stage.durationSeconds} s` : undefined,
        ]
            .filter(Boolean)
            .join(', ');
        lines.push({ level: 'info', text: `  ${i + 1}. ${stage.name}${extra ? ` (${extra})` : ''}` });
    });
    return lines;
}
/** `#12 SessionStarted sessionId=s1 at 2026-01-01T10:00:00Z` */
function journeyEventLine(event, redact) {
    const at = typeof event.data.at === 'string' ? ` at ${event.data.at}` : '';
    const fields = eventFields(event.data, { maxValue: 40, redact });
    return `#${event.seq} ${event.name}${fields ? ` ${fields}` : ''}${at}`;
}
function describeConnection(c) {
    return `${c._id} (${c.partnerBaseUrl}, OCPI ${c.ocpiVersion}, ${c.ourRole} to ${c.theirRole}, ${c.status})`;
}

;// CONCATENATED MODULE: ./lib/cli/progress.js
/**
 * The progress line of `run` on a terminal: "run rep_x: running, 42 s", rewritten in place every
 * second while the gate waits. Driven by the gate's events: a start sets the run followed, status
 * events move it. Only the run that was started is followed; reads of other reports (the previous
 * one, compared for regressions) do not move the line.
 */


/** Keeps the progress line of the started run up to date, once a second, on a terminal. */
class RunProgress {
    terminal;
    now;
    intervalMs;
    target;
    timer;
    journey;
    constructor(terminal, now, intervalMs = 1_000) {
        this.terminal = terminal;
        this.now = now;
        this.intervalMs = intervalMs;
    }
    observe(event) {
        switch (event.type) {
            case 'run-started': {
                const id = event.kind === 'journey' ? event.runId : event.reportId;
                if (event.kind === 'journey')
                    this.journey = event.runId;
                if (id)
                    this.started(event.kind === 'journey' ? 'journey run' : 'run', id, event.status);
                return;
            }
            case 'waiting':
            case 'report-read':
                this.seen(event.reportId, event.status);
                return;
            case 'journey-status':
                this.seen(event.runId, event.status.status);
                return;
            case 'journey-finished':
                this.journey = undefined;
                return;
            default:
                return;
        }
    }
    /** The journey run started and not yet seen to finish, if any. */
    activeJourney() {
        return this.journey;
    }
    /** Stops updating and erases the line. */
    stop() {
        clearInterval(this.timer);
        this.timer = undefined;
        this.terminal.endProgress();
    }
    started(kind, id, status) {
        this.target = { kind, id, status, since: this.now() };
        if (!this.terminal.options.isTTY)
            return;
        this.render();
        clearInterval(this.timer);
        this.timer = setInterval(() => this.render(), this.intervalMs);
        // The line is decoration: it must never keep the process alive.
        this.timer.unref();
    }
    seen(id, status) {
        if (!this.target || this.target.id !== id)
            return;
        this.target.status = status;
        if (lib_client/* TERMINAL_RUN_STATUSES */.Ay.has(status))
            this.stop();
        else if (this.timer)
            this.render();
    }
    render() {
        const target = this.target;
        if (!target)
            return;
        this.terminal.progress(`${target.kind} ${target.id}: ${target.status}, ${(0,numbers/* formatDuration */.a3)(this.now() - target.since)}`);
    }
}

// EXTERNAL MODULE: ./lib/report/checks.js
var checks = __webpack_require__(6265);
// EXTERNAL MODULE: ./lib/report/trend.js
var trend = __webpack_require__(542);
// EXTERNAL MODULE: ./lib/cli/output.js
var output = __webpack_require__(1517);
;// CONCATENATED MODULE: ./lib/cli/run-result.js



/** Failed checks put in the JSON document; all of them are in the report and JUnit files. */
const JSON_FAILED_CHECKS = 100;
/** Clauses put in the JSON document; all of them are in the report file's checks. */
const JSON_CLAUSES = 100;
function resultDocument(result, files, interruptedBy, redact) {
    const grade = result.grade;
    const journey = result.journey;
    const error = interruptedBy
        ? { kind: 'interrupted', message: result.reason }
        : result.error
            ? (0,output/* errorDocument */.Uh)(result.error, redact).error
            : undefined;
    return {
        verdict: result.verdict ?? null,
        reason: result.reason,
        // What kind of error kept the run from a verdict; null with a verdict. A script tolerates
        // "unavailable" (an outage) and nothing else.
        errorKind: (interruptedBy ? 'interrupted' : resultErrorKind(result)) || null,
        status: result.status ?? null,
        reportId: result.reportId ?? null,
        runId: result.runId ?? null,
        connectionId: result.connection?._id ?? null,
        seed: result.seed,
        counts: grade?.counts ?? null,
        passRate: grade?.passRate ?? null,
        threshold: grade?.threshold ?? null,
        conditions: grade?.conditions ?? [],
        withheldModules: grade?.withheldModules ?? [],
        // The spec clauses broken, each once, with the checks and modules that broke it.
        clauses: (grade?.clauses ?? []).slice(0, JSON_CLAUSES).map((clause) => ({
            documentTitle: clause.reference.documentTitle,
            section: clause.reference.section,
            anchor: clause.reference.anchor,
            page: clause.reference.page,
            strength: clause.reference.strength,
            quote: clause.reference.quote,
            checks: clause.checks,
            modules: clause.modules,
            failed: clause.failed,
            warned: clause.warned,
        })),
        notes: grade?.notes ?? [],
        failedChecks: (grade?.checks.failed ?? []).slice(0, JSON_FAILED_CHECKS).map((item) => {
            const validation = (0,checks/* firstFailedValidation */.r)(item.check);
            const reference = validation?.references?.[0] ?? item.check.references?.[0];
            return {
                testId: item.check.testId,
                name: item.check.name,
                suiteId: item.suiteId,
                module: item.module,
                expectedStatus: item.check.expectedStatus,
                actualStatus: item.check.actualStatus,
                message: validation?.message ?? item.check.exchange?.error,
                reference: reference && {
                    documentTitle: reference.documentTitle,
                    section: reference.section,
                    strength: reference.strength,
                    quote: reference.quote,
                },
            };
        }),
        baselineReportId: result.regressions?.previousReportId ?? null,
        regressions: result.regressions,
        trend: result.trend && {
            passRates: result.trend.points.map((point) => point.passRate ?? null),
            reportIds: result.trend.points.map((point) => point.reportId),
            direction: result.trend.direction ?? null,
            note: result.trend.note,
        },
        // Not under the key "token": credential-named keys are masked in every JSON this tool writes,
        // and this token is the user's to pass on.
        share: result.share && {
            shareToken: result.share.token,
            url: result.share.url,
            warning: result.share.warning,
        },
        journey: journey && {
            planId: journey.planId,
            runId: journey.runId,
            status: journey.status?.status,
            runIntegrity: journey.status?.runIntegrity,
            recoveries: journey.recoveries,
            cancel: journey.cancel,
        },
        reportFile: files.reportFile,
        junitFile: files.junitFile,
        htmlReport: files.htmlReport,
        error,
    };
}

;// CONCATENATED MODULE: ./lib/cli/render.js
/**
 * The result of `run` for a person at a terminal or reading a CI log: the verdict and why, the
 * counts, the first failed checks with what failed and the spec text they break, then what
 * changed since the last run, the share link, and how to reproduce. Plain text, no colour, no
 * control characters; every service string is flattened to one line and bounded.
 */








/** Failed checks shown in full; the rest are counted (all are in the report and JUnit files). */
const FAILED_CHECKS_SHOWN = 10;
/** Spec clauses broken shown in the human output; --json lists up to 100. */
const CLAUSES_SHOWN = 5;
const HEADLINE = { pass: 'PASS', fail: 'FAIL', error: 'NO VERDICT' };
function renderResult({ result, reportFile, junitFile, htmlReport, redact, }) {
    const oneLine = (text, max = 300) => (0,output/* oneLine */.TN)(text, max, redact);
    const lines = [];
    lines.push(`OCPI conformance: ${result.verdict ? HEADLINE[result.verdict] : 'STARTED (not waiting)'}`);
    lines.push(oneLine(result.reason, 2_000), '');
    const grade = result.grade;
    if (grade) {
        const c = grade.counts;
        lines.push(`Checks: ${c.total} total: ${c.passed} passed, ${c.warned} passed with warnings, ${c.failed} failed, ${c.allowed} allowed failures, ${c.unobservable} unobservable, ${c.unreached} unreached.`, `Pass rate: ${grade.passRate === undefined ? 'n/a (nothing graded)' : `${(0,numbers/* formatRate */.CE)(grade.passRate)}%`} (threshold ${(0,numbers/* formatRate */.CE)(grade.threshold)}%).`);
        if (result.trend)
            lines.push((0,trend/* trendLine */.M)(result.trend));
        if (grade.withheldModules.length > 0) {
            lines.push(`Withheld modules (not run): ${oneLine(grade.withheldModules.join(', '))}.`);
        }
        lines.push('');
        lines.push(...clauseLines(grade.clauses, oneLine));
        if (grade.checks.failed.length > 0) {
            lines.push(...renderFailedChecks(grade.checks.failed, oneLine), '');
        }
        if (grade.notes.length > 0) {
            lines.push('Notes:', ...grade.notes.map((note) => `  - ${oneLine(note, 500)}`), '');
        }
    }
    const regressions = result.regressions;
    const plain = (text) => oneLine(text, 200);
    if (regressions && !regressions.previousReportId) {
        lines.push(`${(0,baseline_text/* baselineHeading */.AN)(regressions, plain)}: ${(0,baseline_text/* noBaseline */.f$)(regressions, plain)}`, '');
    }
    if (regressions?.previousReportId) {
        lines.push(`${(0,baseline_text/* baselineHeading */.AN)(regressions, plain)} (${(0,baseline_text/* baselineReport */.O4)(regressions, plain)}): ${regressions.newlyFailing.length} newly failing, ${regressions.recovered.length} recovered, ${regressions.noLongerGraded.length} no longer graded.`);
        const ids = (items) => oneLine(items
            .slice(0, 10)
            .map((item) => item.testId)
            .join(', ') + (items.length > 10 ? `, and ${items.length - 10} more` : ''), 600);
        if (regressions.newlyFailing.length > 0) {
            lines.push(`  Newly failing: ${ids(regressions.newlyFailing)}`);
        }
        if (regressions.noLongerGraded.length > 0) {
            lines.push(`  No longer graded: ${ids(regressions.noLongerGraded)}`);
        }
        lines.push(...clauseChanges(regressions, oneLine));
        lines.push('');
    }
    const journey = result.journey;
    if (journey?.runId) {
        const status = journey.status;
        lines.push(`Journey run ${journey.runId}${status ? `: ${oneLine(status.status, 40)}` : ''}${status?.runIntegrity ? `, integrity ${oneLine(status.runIntegrity, 40)}` : ''}${status?.workerHealthy === false ? ', worker unhealthy' : ''}.`);
        for (const note of journey.recoveries)
            lines.push(`  ${oneLine(note)}`);
        if (journey.cancel)
            lines.push(`  Cancel requested; the service answered ${journey.cancel}.`);
    }
    if (result.share?.url) {
        lines.push(`Shared report: ${result.share.url}`, `  Revoke the link with: ocpi-conformance runs unshare ${result.reportId}`);
    }
    if (result.share?.warning)
        lines.push(`Not shared: ${oneLine(result.share.warning, 500)}`);
    const ids = [
        result.reportId && `report ${result.reportId}`,
        result.runId && result.runId !== result.reportId && `run ${result.runId}`,
        result.connection && `connection ${result.connection._id}`,
        result.status && `status ${result.status}`,
    ].filter(Boolean);
    if (ids.length > 0)
        lines.push(`${capitalise(ids.join(', '))}.`);
    lines.push(seedLine(result, 'pass it back with --seed'));
    if (reportFile)
        lines.push(`Report file: ${reportFile}`);
    if (junitFile)
        lines.push(`JUnit file: ${junitFile}`);
    if (htmlReport)
        lines.push(`HTML report: ${htmlReport}`);
    return lines.join('\n');
}
/** "Spec clauses broken (n):" and the first few, most often broken first; none: no lines. */
function clauseLines(clauses, oneLine) {
    if (clauses.length === 0)
        return [];
    const lines = [`Spec clauses broken (${clauses.length}):`];
    for (const clause of clauses.slice(0, CLAUSES_SHOWN)) {
        const r = clause.reference;
        const strength = r.strength ? ` (${oneLine(r.strength.toUpperCase(), 12)})` : '';
        lines.push(`  ${oneLine(clauseWhere(r), 160)}${strength}: ${(0,util_text/* plural */.LS)(clause.checks.length, 'check')} in ${oneLine(clause.modules.join(', ') || 'no module', 200)}`);
    }
    if (clauses.length > CLAUSES_SHOWN) {
        lines.push(`  ... and ${clauses.length - CLAUSES_SHOWN} more; --json lists up to ${JSON_CLAUSES}.`);
    }
    return [...lines, ''];
}
/** The clauses newly broken and no longer broken since the baseline. */
function clauseChanges(regressions, oneLine) {
    const list = (references) => oneLine(references.slice(0, 5).map(clauseWhere).join('; ') +
        (references.length > 5 ? `; and ${references.length - 5} more` : ''), 600);
    const lines = [];
    if (regressions.clausesNewlyBroken?.length) {
        lines.push(`  Spec clauses newly broken: ${list(regressions.clausesNewlyBroken)}`);
    }
    if (regressions.clausesNoLongerBroken?.length) {
        lines.push(`  Spec clauses no longer broken: ${list(regressions.clausesNoLongerBroken)}`);
    }
    return lines;
}
function clauseWhere(r) {
    return ([r.documentTitle ?? r.path, r.section ? `section ${r.section}` : undefined]
        .filter(Boolean)
        .join(', ') || 'spec');
}
function renderFailedChecks(failed, oneLine) {
    const lines = [`Failed checks (${failed.length}):`];
    failed.slice(0, FAILED_CHECKS_SHOWN).forEach((item, index) => {
        const check = item.check;
        const where = [item.suiteId, item.module].filter(Boolean).join(', ');
        lines.push(`  ${index + 1}. ${oneLine(check.testId, 120)}${check.name ? `: ${oneLine(check.name, 200)}` : ''}${where ? ` (${oneLine(where, 120)})` : ''}`);
        const status = statusLine(check);
        if (status)
            lines.push(`     ${status}`);
        const validation = (0,checks/* firstFailedValidation */.r)(check);
        const what = validation?.message ?? validation?.name ?? check.exchange?.error;
        if (what)
            lines.push(`     Failed: ${oneLine(what, 400)}`);
        const reference = validation?.references?.[0] ?? check.references?.[0];
        const spec = reference && referenceLine(reference, oneLine);
        if (spec)
            lines.push(`     Spec: ${spec}`);
    });
    if (failed.length > FAILED_CHECKS_SHOWN) {
        lines.push(`  ... and ${failed.length - FAILED_CHECKS_SHOWN} more failed checks; write them all with --report-file or --junit.`);
    }
    return lines;
}
function statusLine(check) {
    const expected = check.expectedStatus?.length ? check.expectedStatus.join(' or ') : undefined;
    if (expected === undefined && check.actualStatus === undefined)
        return undefined;
    // "Expected HTTP 200, got 200" would read like a pass: the validations say what failed.
    if (check.actualStatus !== undefined && check.expectedStatus?.includes(check.actualStatus)) {
        return `HTTP ${check.actualStatus}, as expected.`;
    }
    return `Expected HTTP ${expected ?? '(not given)'}, got ${check.actualStatus ?? 'no answer'}.`;
}
/** "“The server SHALL …” (OCPI 2.2.1 Part I, section 8.1, SHALL)". */
function referenceLine(reference, oneLine) {
    const source = [
        reference.documentTitle,
        reference.section && `section ${reference.section}`,
        reference.page !== undefined && `page ${reference.page}`,
        reference.strength,
    ]
        .filter(Boolean)
        .join(', ');
    const quote = reference.quote ? `"${oneLine(reference.quote, 400)}"` : '';
    const text = [quote, source && `(${oneLine(source, 200)})`].filter(Boolean).join(' ');
    return text || undefined;
}
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./lib/util/ci-branches.js
/**
 * This run's branch and the branch regressions compare with, read from the CI's environment and
 * handed to core in neutral terms (core/baseline.ts, RunBranches). GitHub Actions and GitLab CI are
 * recognised; elsewhere neither is known.
 *
 * A pull (merge) request's run compares with its base (target) branch and joins no branch's
 * history: it tests a merge that is on no branch yet, and a fork's head branch may bear the base
 * branch's name. A run of a branch (a push, a schedule, a manual run) joins that branch's history
 * and compares with it. A tag's run joins none, and its baseline is not known.
 */
const GITHUB_PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/**
 * Events whose ref is the code under test, so that the run joins that branch's history. Others
 * (issue_comment, workflow_run...) run on the default branch's ref while they often test a pull
 * request's code: they compare with the branch but do not join it.
 */
const GITHUB_BRANCH_EVENTS = new Set([
    'push',
    'schedule',
    'workflow_dispatch',
    'repository_dispatch',
]);
const MERGE_QUEUE_REF = /^refs\/heads\/gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]+$/;
function ciBranches(env) {
    if (env.GITHUB_RUN_ID) {
        if (GITHUB_PULL_REQUEST_EVENTS.has(env.GITHUB_EVENT_NAME ?? '')) {
            return { baseline: env.GITHUB_BASE_REF || undefined };
        }
        // A merge queue's run tests a temporary branch gh-readonly-queue/<base>/pr-<n>-<sha>: like a
        // pull request's, it compares with its base branch and joins no branch's history.
        const queued = env.GITHUB_REF?.match(MERGE_QUEUE_REF)?.[1];
        if (env.GITHUB_EVENT_NAME === 'merge_group' && queued)
            return { baseline: queued };
        // GITHUB_REF, not GITHUB_REF_NAME: only refs/heads/ says that the ref is a branch.
        const branch = env.GITHUB_REF?.startsWith('refs/heads/')
            ? env.GITHUB_REF.slice('refs/heads/'.length)
            : undefined;
        if (!branch)
            return {};
        return GITHUB_BRANCH_EVENTS.has(env.GITHUB_EVENT_NAME ?? '')
            ? { branch, baseline: branch }
            : { baseline: branch };
    }
    if (env.GITLAB_CI) {
        const target = env.CI_MERGE_REQUEST_TARGET_BRANCH_NAME;
        if (target)
            return { baseline: target };
        // CI_COMMIT_BRANCH is set in branch pipelines only (not in tag or merge request pipelines).
        const branch = env.CI_COMMIT_BRANCH || undefined;
        return branch ? { branch, baseline: branch } : {};
    }
    return {};
}

;// CONCATENATED MODULE: ./lib/util/ci-job.js
/**
 * Which CI job this is, read from the CI's environment and handed to core in neutral terms: the
 * parts of a derived seed that make it unique to one attempt of one job (core/settings.ts,
 * deriveSeed). GitHub Actions, GitLab CI, Jenkins and Azure Pipelines are recognised; elsewhere
 * the time makes it unique. The first part names the CI.
 */
function ciJobParts(env) {
    if (env.GITHUB_RUN_ID) {
        return [
            'gh',
            env.GITHUB_REPOSITORY,
            env.GITHUB_RUN_ID,
            env.GITHUB_RUN_ATTEMPT || '1',
            env.GITHUB_JOB,
        ];
    }
    // CI_JOB_ID is unique to each job of the instance, parallel and matrix jobs included.
    if (env.GITLAB_CI)
        return ['gl', env.CI_PROJECT_PATH, env.CI_PIPELINE_ID, env.CI_JOB_ID];
    if (env.JENKINS_URL)
        return ['jk', env.JOB_NAME, env.BUILD_NUMBER];
    if (env.TF_BUILD) {
        return [
            'az',
            env.BUILD_REPOSITORY_NAME,
            env.BUILD_BUILDID,
            env.SYSTEM_JOBATTEMPT,
            env.SYSTEM_JOBNAME,
            // Unique to one attempt of one job: tells matrix and parallel legs apart.
            env.SYSTEM_JOBID,
        ];
    }
    return ['local', new Date().toISOString()];
}

;// CONCATENATED MODULE: ./lib/cli/run-options.js
/**
 * The options of `ocpi-conformance run`, generated from the settings catalogue
 * (core/catalogue.ts): a flag for each setting the CLI takes, with its environment variable, value
 * placeholder and help line; and the settings read from them, each problem worded with the flag
 * or the environment variable its value came from.
 */







/** A flag for each setting of the catalogue the CLI takes, and the CLI's own spellings after theirs. */
function runOptions() {
    const options = [];
    for (const key of catalogue/* SETTING_KEYS */.G) {
        const spec = catalogue/* CATALOGUE */.y[key];
        if (!spec.flag)
            continue;
        options.push({
            name: spec.flag,
            kind: spec.list ? 'list' : 'string',
            placeholder: spec.placeholder,
            env: spec.env !== false,
            secret: spec.secret === true,
            description: spec.help ?? spec.meaning ?? spec.description,
        });
        options.push(...(ALIASES[key] ?? []));
    }
    return [...options, args/* JSON_OPTION */.rj, args/* VERBOSE_OPTION */.Xi];
}
/** Other spellings of a setting on the command line. */
const ALIASES = {
    wait: [{ name: 'no-wait', kind: 'boolean', description: 'the same as --wait false' }],
    junitFile: [
        {
            name: 'junit-file',
            kind: 'string',
            placeholder: 'FILE',
            env: true,
            description: 'the same as --junit (the action input name)',
        },
    ],
};
const RUN_COMMAND = {
    name: 'run',
    summary: 'Runs the conformance gate: starts a conformance run (or a journey) against a connection, waits\nfor it, grades the report against the threshold and fail-on conditions, and exits with the verdict.',
    options: runOptions(),
    notes: `Every option with an env variable can be set through it; a flag wins over the environment.
Pass secrets (OCPI_TESTING_API_KEY, OCPI_TESTING_TOKEN_A...) through the environment: they are
masked in all output, but command lines can be seen by other processes.

Progress and log lines go to stderr; the result goes to stdout. With --json, stdout holds one
document: {verdict, reason, status, reportId, runId, connectionId, seed, counts, passRate,
threshold, failedChecks, baselineReportId, regressions?, trend?, share?, journey?, reportFile?,
junitFile?, htmlReport?, error?}.

On SIGINT or SIGTERM the run stops waiting (a journey run is asked to cancel) and exits 3; a
second signal exits at once.

Examples:
  OCPI_TESTING_API_KEY=... ocpi-conformance run --base-url https://testing.example.com/api/v1 \\
    --connection con_123 --threshold 95 --junit conformance.xml
  ocpi-conformance run --run-kind journey --journey journeys/charge.yaml --json`,
};
/**
 * Settings from flags and environment, validated by core's readSettings. Each problem names the
 * flag, or the environment variable the value came from.
 */
function readRunSettings(parsed, env, secrets) {
    if (parsed.flag('no-wait') && parsed.get('wait') !== undefined) {
        throw new args/* UsageError */.eb(`Give either --no-wait or ${parsed.source('wait')}, not both. ${(0,args/* helpPointer */.vA)('run')}`, 'wait');
    }
    const read = (setting) => {
        if (setting === 'wait' && parsed.flag('no-wait'))
            return 'false';
        if (setting === 'junitFile')
            return parsed.get('junit') ?? parsed.get('junit-file') ?? '';
        const flag = flags/* RUN_FLAGS */.WB[setting];
        return flag ? (parsed.get(flag.slice(2)) ?? '') : '';
    };
    try {
        return readSettings(read, {
            job: ciJobParts(env),
            names: flags/* flagName */.GI,
            // The command's secrets were registered as the options were parsed; again, to be sure.
            secret: (value) => secrets.add(value),
            reportFileDefault: 'ocpi-conformance-report.json',
            branches: ciBranches(env),
        });
    }
    catch (error) {
        if (!(error instanceof SettingsError))
            throw error;
        const lines = error.problems.map((p) => `- ${problemSource(parsed, p)}: ${onTheCommandLine(p)}`);
        const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
        throw new lib_client/* InputError */.dz(error.field, `${count} in the options of "run":\n${lines.join('\n')}`);
    }
}
/** Where a problem's value came from: the flag, or the environment variable that set it. */
function problemSource(parsed, problem) {
    if (problem.setting === 'junitFile' && parsed.get('junit'))
        return '--junit';
    const flag = flags/* RUN_FLAGS */.WB[problem.setting];
    return flag ? parsed.source(flag.slice(2)) : problem.setting;
}
/** A problem as a CLI user reads it: a missing key or address is shown how to give it. */
function onTheCommandLine(problem) {
    if (problem.code === 'required' && problem.setting === 'apiKey') {
        return `is required: set ${(0,args/* envName */.pD)('api-key')} from a CI secret (or pass --api-key).`;
    }
    if (problem.code === 'required' && problem.setting === 'baseUrl') {
        return `is required: the service base URL ending in /api/v1, with --base-url or ${(0,args/* envName */.pD)('base-url')}.`;
    }
    return problem.message;
}

;// CONCATENATED MODULE: ./lib/cli/run.js
/**
 * `ocpi-conformance run`: the action's gate for any CI. Options are the action's inputs as flags
 * (same names), with OCPI_TESTING_<NAME> environment fallbacks, validated by the same
 * readSettings; the same core runs the gate. What the action writes for GitHub (job summary,
 * annotations, PR comment, post step) is replaced by a terminal result, an optional JSON document,
 * the report file and JUnit XML.
 *
 * An interrupt (SIGINT, SIGTERM) stops the waiting at once; a journey run is asked to cancel,
 * since it holds a run slot and keeps driving the partner. A second signal leaves without waiting.
 */













async function runCommand(argv, io, options = {}) {
    const env = options.env ?? process.env;
    const now = options.now ?? Date.now;
    const cwd = options.cwd ?? process.cwd();
    const terminal = (0,context/* terminalFor */.KC)(io, argv, options);
    const startedAt = now();
    const progress = new RunProgress(terminal, now, options.progressIntervalMs);
    const interrupts = interruptsOfRun(terminal, progress, options);
    let outcome;
    try {
        const prepared = await prepareCommand(argv, { env, cwd, io, terminal });
        if (typeof prepared === 'number')
            return prepared;
        const { parsed, settings } = prepared;
        const place = (file) => file && external_node_path_.resolve(cwd, file);
        const run = await prepareRun(settings, {
            log: {
                info: (m) => terminal.log(m),
                warn: (m) => terminal.log(`Warning: ${m}`),
                debug: (m) => terminal.debug(m),
            },
            secrets: terminal.secrets,
            names: flags/* flagName */.GI,
            clientNames: flags/* clientFlagName */.$2,
            observer: (event) => {
                progress.observe(event);
                for (const line of eventLines(event, terminal.redact))
                    terminalLine(terminal, line);
            },
            signal: interrupts.signal,
            stopWords: () => `interrupted (${interrupts.by()})`,
            ...{ now, startedAt, client: options.client, baseDir: cwd },
            files: {
                // Written only when asked for: the run's default path is not a request.
                reportFile: parsed.get('report-file') ? place(settings.reportFile) : undefined,
                junitFile: place(settings.junitFile),
                htmlReport: place(settings.htmlReport),
                leg: legIdentity(env, settings),
                explainUnwritten: true,
            },
        });
        outcome = await run.run();
    }
    catch (error) {
        return terminal.fail(error);
    }
    finally {
        progress.stop();
        interrupts.stop();
    }
    const { result, files } = outcome;
    const interruptedBy = result.interrupted ? interrupts.by() : undefined;
    if (result.share?.warning)
        terminal.log(result.share.warning);
    if (terminal.json) {
        terminal.printJson(resultDocument(result, files, interruptedBy, terminal.redact));
    }
    else
        terminal.print(renderResult({ result, ...files, redact: terminal.redact }));
    const code = exitCodeOf(result);
    // After an interrupt by a real signal, do not linger on connections being torn down.
    if (interruptedBy && interruptedBy !== 'abort')
        (options.exit ?? process.exit)(code);
    return code;
}
/** Flags and environment read into settings; or an exit code (--help). */
async function prepareCommand(argv, { env, io, terminal }) {
    const parsed = (0,args/* parseCommand */.RM)(RUN_COMMAND, argv, env, terminal.secrets);
    if (parsed.help) {
        io.out((0,args/* usage */.CI)(RUN_COMMAND));
        return exit_codes/* EXIT */.d.ok;
    }
    return { parsed, settings: readRunSettings(parsed, env, terminal.secrets) };
}
function terminalLine(terminal, line) {
    if (line.level === 'debug')
        terminal.debug(line.text);
    else if (line.level === 'warn')
        terminal.log(`Warning: ${line.text}`);
    else if (line.level === 'group')
        terminal.log(`${line.text}:`);
    else if (line.level === 'info')
        terminal.log(line.text);
}
/**
 * Interrupts: the first (SIGINT, SIGTERM, or the caller's signal) stops the gate, which cancels a
 * running journey itself; a second signal leaves at once.
 */
function interruptsOfRun(terminal, progress, options) {
    return (0,context/* listenForInterrupts */.vD)(options, (cause) => {
        progress.stop();
        const journey = progress.activeJourney();
        terminal.log(journey
            ? `Interrupted (${cause}): asking the service to cancel journey run ${journey}.`
            : `Interrupted (${cause}): stopping.`);
    }, (signal) => {
        terminal.endProgress();
        const journey = progress.activeJourney();
        terminal.log(`${signal} again: exiting now without waiting for the service${journey ? `; journey run ${journey} may still be running there` : ''}.`);
    });
}
/**
 * How a later `merge` names this run and links to it: the CI job's name (GitLab's CI_JOB_NAME,
 * which holds a parallel leg's index; Jenkins' STAGE_NAME) or, outside CI, the report file's
 * name, and the module; and the job's page (CI_JOB_URL, BUILD_URL).
 */
function legIdentity(env, settings) {
    const job = env.CI_JOB_NAME ||
        env.STAGE_NAME ||
        external_node_path_.basename(settings.reportFile, external_node_path_.extname(settings.reportFile)) ||
        'run';
    const name = settings.module && !job.includes(settings.module) ? `${job} ${settings.module}` : job;
    const url = env.CI_JOB_URL || env.BUILD_URL || undefined;
    return { name, url, module: settings.module, runKind: settings.runKind };
}
function exitCodeOf(result) {
    switch (result.verdict) {
        case 'pass':
        case undefined:
            return exit_codes/* EXIT */.d.ok;
        case 'fail':
            return exit_codes/* EXIT */.d.gateFailed;
        default:
            return resultErrorKind(result) === 'refused' ? exit_codes/* EXIT */.d.refused : exit_codes/* EXIT */.d.noVerdict;
    }
}

;// CONCATENATED MODULE: ./lib/cli/runs.js
/**
 * `runs list | delete | share | unshare`: the graded reports of the account. A share link opens
 * the report without an account; `runs unshare` (or deleting the report) revokes it at once.
 */







const runs_COMMON_OPTIONS = args/* SERVICE_OPTIONS */.DL;
const REPORT_ID = { name: 'REPORT_ID', description: 'the report id (from run or runs list)' };
function listing(report) {
    return { ...report, suites: undefined, suiteCount: report.suites?.length ?? 0 };
}
const runs_list = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'runs list',
        summary: 'Lists the graded reports of the account, newest first (conformance and journeys).',
        options: [
            {
                name: 'connection',
                kind: 'string',
                placeholder: 'ID',
                description: 'only reports of this connection',
            },
            {
                name: 'status',
                kind: 'string',
                placeholder: 'STATUS',
                description: 'only runs in this status: queued, running, recovering, recovery_required, completed, failed, cancelled, interrupted',
            },
            {
                name: 'ocpi-version',
                kind: 'string',
                placeholder: 'VERSION',
                description: 'only runs of this OCPI version: 2.1.1, 2.2, 2.2.1 or 2.3.0',
            },
            {
                name: 'limit',
                kind: 'string',
                placeholder: 'N',
                description: 'page size, 1 to 100 (default: the service default, 20)',
            },
            {
                name: 'cursor',
                kind: 'string',
                placeholder: 'CURSOR',
                description: 'continue from a previous page (its nextCursor)',
            },
            { name: 'all', kind: 'boolean', description: 'read every page, not only the first' },
            ...runs_COMMON_OPTIONS,
        ],
        notes: 'With --json, stdout holds {"runs": [...], "nextCursor": string|null}; each run is its report\nwithout the checks (suiteCount says how many suites it holds).',
    },
    check: (parsed) => {
        const query = {
            connectionId: parsed.get('connection')?.trim() || undefined,
            status: (0,command/* runStatusOption */.Ny)(parsed),
            ocpiVersion: (0,command/* ocpiVersionOption */.fD)(parsed),
            limit: (0,command/* integerOption */.ig)(parsed, 'limit', { min: 1, max: 100 }),
            cursor: parsed.get('cursor')?.trim() || undefined,
            all: parsed.flag('all'),
        };
        if (query.all && query.cursor) {
            throw new lib_client/* InputError */.dz('cursor', 'Give either --all or --cursor, not both.');
        }
        return query;
    },
    async execute({ client, terminal }, { all, ...query }) {
        const runs = [];
        let nextCursor;
        if (all) {
            for await (const page of client().runPages(query))
                runs.push(...page.items.map(listing));
        }
        else {
            const page = await client().listRuns(query);
            runs.push(...page.items.map(listing));
            nextCursor = page.meta?.nextCursor;
        }
        if (terminal.json) {
            terminal.printJson({ runs, nextCursor: nextCursor ?? null });
            return exit_codes/* EXIT */.d.ok;
        }
        const lines = [
            (0,util_text/* plural */.LS)(runs.length, 'run'),
            (0,command/* table */.tp)(['REPORT', 'STATUS', 'KIND', 'OCPI', 'MODULE', 'PASSED', 'SEED', 'PARTNER'], runs.map((run) => [
                run._id,
                run.status,
                run.runKind ?? 'conformance',
                run.ocpiVersion ?? '',
                run.module ?? 'all',
                run.summary ? `${run.summary.passed}/${run.summary.total}` : '',
                run.seed ?? '',
                run.connectionLabel ?? '',
            ]), terminal.redact),
        ];
        if (nextCursor) {
            lines.push(`More runs follow: add --cursor ${nextCursor} for the next page, or --all.`);
        }
        terminal.print(lines.join('\n'));
        return exit_codes/* EXIT */.d.ok;
    },
});
const remove = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'runs delete',
        summary: 'Deletes a report: it leaves the list, and its share link (if any) stops working at once.',
        positionals: [REPORT_ID],
        options: runs_COMMON_OPTIONS,
        notes: 'With --json, stdout holds {"reportId": ..., "deleted": true}.',
    },
    async execute({ client, terminal, parsed }) {
        const reportId = parsed.positionals[0];
        await client().deleteRun(reportId);
        if (terminal.json)
            terminal.printJson({ reportId, deleted: true });
        else
            terminal.print(`Deleted report ${reportId}; a share link to it no longer opens it.`);
        return exit_codes/* EXIT */.d.ok;
    },
});
/** Checks a share link template as the action's share-url-template is checked. */
function readShareTemplate(parsed) {
    const template = parsed.get('share-url-template')?.trim() || DEFAULT_SHARE_URL_TEMPLATE;
    const unknown = [...template.matchAll(/\{([^}]*)\}/g)]
        .map((match) => match[1])
        .filter((name) => !SHARE_URL_PLACEHOLDERS.includes(name));
    if (unknown.length > 0 || !template.includes('{token}')) {
        throw new lib_client/* InputError */.dz('share-url-template', `${parsed.source('share-url-template')} ${unknown.length > 0 ? `has ${unknown.length === 1 ? 'an unknown placeholder' : 'unknown placeholders'} ${unknown.map((u) => `{${u}}`).join(', ')}` : 'has no {token}'}; use {token} and optionally {origin}, {baseUrl}, {reportId}.`);
    }
    return template;
}
const share = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'runs share',
        summary: 'Issues a public share link for a report, openable without an account, and prints the\nshare token and the link.',
        positionals: [REPORT_ID],
        options: [
            {
                name: 'share-url-template',
                kind: 'string',
                placeholder: 'TEMPLATE',
                env: true,
                description: `how the link is built from {origin}, {baseUrl}, {token}, {reportId}; default ${DEFAULT_SHARE_URL_TEMPLATE}`,
            },
            ...runs_COMMON_OPTIONS,
        ],
        notes: `Anyone holding the link or token can read the report. Revoke it with
"ocpi-conformance runs unshare REPORT_ID"; deleting the report revokes it too.
With --json, stdout holds {"reportId": ..., "shareToken": ..., "url": ...}.`,
    },
    check: readShareTemplate,
    async execute({ client, terminal, parsed }, template) {
        const reportId = parsed.positionals[0];
        const service = client();
        const shareToken = await service.shareRun(reportId);
        const url = shareUrl(template, { baseUrl: service.baseUrl, token: shareToken, reportId });
        if (terminal.json) {
            terminal.printJson({ reportId, shareToken, url });
            return exit_codes/* EXIT */.d.ok;
        }
        terminal.print([
            `Report ${reportId} is shared: anyone with the link can open it.`,
            `Link:  ${url}`,
            `Token: ${shareToken}`,
            `Revoke it with: ocpi-conformance runs unshare ${reportId}`,
        ].join('\n'));
        return exit_codes/* EXIT */.d.ok;
    },
});
const unshare = (0,command/* accountCommand */.R_)({
    spec: {
        name: 'runs unshare',
        summary: 'Revokes the share link of a report: the token stops working at once.',
        positionals: [REPORT_ID],
        options: runs_COMMON_OPTIONS,
        notes: 'With --json, stdout holds {"reportId": ..., "shared": false}.',
    },
    async execute({ client, terminal, parsed }) {
        const reportId = parsed.positionals[0];
        await client().unshareRun(reportId);
        if (terminal.json)
            terminal.printJson({ reportId, shared: false });
        else
            terminal.print(`The share link of report ${reportId} is revoked; it is private again.`);
        return exit_codes/* EXIT */.d.ok;
    },
});
const runsGroup = {
    name: 'runs',
    summary: 'The graded reports of the account: list them, delete one, share or unshare it.',
    commands: { list: runs_list, delete: remove, share, unshare },
};

;// CONCATENATED MODULE: ./lib/cli/main.js
/** The `ocpi-conformance` command: one entry, one sub-command per job. */












const HELP = `Usage: ocpi-conformance <command> [options]

Gates CI on OCPI partner conformance with the Partner Endpoint Testing Service: the same core as
the GitHub Action, for GitLab, Jenkins, Azure Pipelines or a terminal.

Commands:
  run                   run the conformance gate (or a journey) and exit with the verdict
  suites                list the conformance suites the service can run (no API key needed)
  connections list      list the connections of the account
  connections create    create a connection to a partner endpoint
  connections register  run the OCPI credentials handshake with a connection
  runs list             list the graded reports of the account
  runs delete           delete a report (its share link stops working)
  runs share            issue a public share link for a report
  runs unshare          revoke the share link of a report
  usage                 show the plan, its limits and what is used
  doctor                check the service against this tool's guesses where the interface
                        says "not shown" (read-only; --sandbox-runs runs on the sandbox)
  merge                 merge the result files of parallel legs into one verdict (no API key needed)
  emulator              serve the emulator of the testing service (a test double) on 127.0.0.1
  demo                  run the bundled action against the embedded emulator and print its summary

Every command takes --help. Account commands take --api-key and --base-url, or the environment
variables OCPI_TESTING_API_KEY and OCPI_TESTING_BASE_URL (flags win). Pass secrets through the
environment: they are masked in all output.

Human output by default: logs and progress on stderr, the result on stdout. --json prints exactly
one JSON document on stdout, errors included ({"error": {"kind", "message", ...}}).

${exit_codes/* EXIT_CODES_HELP */.c}

Run "ocpi-conformance <command> --help" for a command's options.`;
/**
 * The commands by the name typed, in the order of the help: the dispatch table, and the names an
 * unknown command is matched against.
 */
const COMMANDS = {
    run: runCommand,
    suites: (argv, io, options) => suitesCommand.run(argv, io, options),
    connections: (argv, io, options) => (0,command/* runGroup */.V8)(connectionsGroup, argv, io, options),
    runs: (argv, io, options) => (0,command/* runGroup */.V8)(runsGroup, argv, io, options),
    usage: (argv, io, options) => usageCommand.run(argv, io, options),
    doctor: async (argv, io, options) => {
        // Loaded on demand: run once, when a service is new or misbehaves.
        const { doctorCommand } = await __webpack_require__.e(/* import() */ 651).then(__webpack_require__.bind(__webpack_require__, 6651));
        return doctorCommand.run(argv, io, options);
    },
    merge: async (argv, io, options) => {
        // Loaded on demand: only the final job of a parallel pipeline merges.
        const { runMergeCommand } = await __webpack_require__.e(/* import() */ 952).then(__webpack_require__.bind(__webpack_require__, 5952));
        return runMergeCommand(argv, io, options);
    },
    emulator: async (argv, io) => {
        // Loaded on demand: the emulator is not part of a normal run.
        const { runEmulatorCommand } = await Promise.all(/* import() */[__webpack_require__.e(137), __webpack_require__.e(917)]).then(__webpack_require__.bind(__webpack_require__, 8917));
        return runEmulatorCommand(argv, io);
    },
    demo: (argv, io) => runDemoCommand(argv, io),
};
/** The commands' options, for the secrets they may hold. */
const SPECS = [
    RUN_COMMAND,
    suitesCommand.spec,
    usageCommand.spec,
    ...Object.values(connectionsGroup.commands).map((c) => c.spec),
    ...Object.values(runsGroup.commands).map((c) => c.spec),
];
/**
 * Runs one command line and returns its exit code. Whatever a command lets escape is an error of
 * the tool itself: it is answered like any other error (one redacted line on stderr, the error
 * document with --json), never as a stack trace, and with exit code 3, no verdict: exit 1 would
 * read as a failed gate.
 *
 * Each command line has its own secret store (options.secrets when the caller brings one, as
 * index.ts does, else a new one): the command registers its secrets into it as it reads them,
 * and everything it writes is masked with it. Two command lines in one process share nothing.
 */
async function main(argv, io = processIo, options = {}) {
    const invocation = { ...options, secrets: options.secrets ?? new redaction/* Redactor */.pO() };
    try {
        return await dispatch(argv, io, invocation);
    }
    catch (error) {
        // The command may have thrown before it registered the secrets it was given.
        const env = options.env ?? process.env;
        for (const spec of SPECS)
            (0,args/* maskSecretArguments */.Hg)(spec.options, argv, env, invocation.secrets);
        return (0,context/* terminalFor */.KC)(io, argv, invocation).fail(error);
    }
}
async function dispatch(argv, io, options) {
    const [command, ...rest] = argv;
    switch (command) {
        case '--version':
        case '-v':
            io.out(version/* PACKAGE_VERSION */.i);
            return exit_codes/* EXIT */.d.ok;
        case '--help':
        case '-h':
        case 'help':
            io.out(HELP);
            return exit_codes/* EXIT */.d.ok;
        case undefined:
            io.err(HELP);
            return exit_codes/* EXIT */.d.usage;
    }
    if (Object.hasOwn(COMMANDS, command))
        return COMMANDS[command](rest, io, options);
    const names = Object.keys(COMMANDS);
    const hint = (0,args/* didYouMean */.au)(command, names, options.secrets) || ` Use one of: ${names.join(', ')}.`;
    return (0,context/* terminalFor */.KC)(io, argv, options).fail(new args/* UsageError */.eb(`Unknown command "${command}".${hint} ${(0,args/* helpPointer */.vA)('', 'the commands')}`));
}


/***/ }),

/***/ 1517:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ Terminal),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   Uh: () => (/* binding */ errorDocument),
/* harmony export */   eR: () => (/* binding */ terminalText),
/* harmony export */   gJ: () => (/* binding */ errorMessage)
/* harmony export */ });
/* unused harmony exports exitCodeFor, isUnexpected, optionName */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(702);
/* harmony import */ var _core_connection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8919);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8805);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2453);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(535);
/**
 * Where the CLI writes, and how. stdout carries the result only: the human result, or with --json
 * exactly one JSON document. Everything else (log lines, the progress line, error explanations)
 * goes to stderr, so `ocpi-conformance run --json | jq` always reads clean JSON.
 *
 * Every string passes the invocation's secret store (the Terminal's `secrets`, created by main()
 * for each command line) on its way out, and control characters are stripped from human text:
 * service text (check names, partner messages) must not be able to move the cursor, recolour the
 * terminal or fake a line. The only control sequences written are those of the progress line, and
 * only on a terminal. Text that is cut (oneLine, errorMessage) is redacted before the cut, so that
 * a cut inside a secret cannot leave its beginning visible.
 */





/** C0 and C1 control characters except tab and newline. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Carriage return, then erase the whole line: how the progress line is rewritten in place. */
const REWRITE_LINE = '\r\u001b[2K';
/**
 * Text as it may reach a terminal or a CI log: redacted (by `redact`, the invocation's store),
 * disarmed, without control characters.
 */
function terminalText(text, redact) {
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(text, redact).replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
}
/** One line of service text: redacted, whitespace runs (newlines included) collapsed, then bounded. */
function oneLine(text, max, redact) {
    const flat = terminalText(text, redact).replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
class Terminal {
    io;
    options;
    secrets;
    progressText = '';
    constructor(io, options, 
    /** The invocation's secret store: everything this terminal writes is masked with it. */
    secrets) {
        this.io = io;
        this.options = options;
        this.secrets = secrets;
    }
    get json() {
        return this.options.json;
    }
    /** The store's text transform, for renderers that cut text (applied before the cut). */
    get redact() {
        return this.secrets.redact;
    }
    /** One line of service text, redacted before it is bounded (see oneLine). */
    oneLine(text, max = 300) {
        return oneLine(text, max, this.secrets.redact);
    }
    /** A log line on stderr, above the progress line when one is shown. */
    log(line) {
        const text = terminalText(line, this.secrets.redact);
        if (this.progressText) {
            this.options.writeErr(REWRITE_LINE);
            this.io.err(text);
            this.options.writeErr(this.progressText);
        }
        else {
            this.io.err(text);
        }
    }
    debug(line) {
        if (this.options.verbose)
            this.log(line);
    }
    /**
     * Shows or replaces the progress line. On a terminal it is rewritten in place; elsewhere it is
     * not shown at all (the gate's own log lines say the same, once per change).
     */
    progress(text) {
        if (!this.options.isTTY)
            return;
        this.progressText = this.oneLine(text, 200);
        this.options.writeErr(`${REWRITE_LINE}${this.progressText}`);
    }
    /** Erases the progress line, so that what follows starts on a clean line. */
    endProgress() {
        if (!this.progressText)
            return;
        this.progressText = '';
        this.options.writeErr(REWRITE_LINE);
    }
    /** The human result on stdout (not with --json). */
    print(text) {
        this.endProgress();
        this.io.out(terminalText(text, this.secrets.redact));
    }
    /** The one JSON document on stdout, every string redacted and credential fields masked. */
    printJson(value) {
        this.endProgress();
        this.io.out(this.secrets.stringify(value, 2));
    }
    /**
     * Reports an error and returns its exit code. With --json the error document goes to stdout;
     * the explanation goes to stderr either way. A usage error is its one line, which already says
     * where the help is; the help itself is not repeated.
     */
    fail(error) {
        this.endProgress();
        const message = errorMessage(error, this.secrets.redact);
        this.log(error instanceof _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb ? message : `Error: ${message}`);
        // An error of the tool itself: its stack only when asked for (--verbose), for a report.
        if (isUnexpected(error) && error instanceof Error && error.stack) {
            this.debug(`Stack (redacted, for a report): ${error.stack}`);
        }
        if (this.options.json)
            this.printJson(errorDocument(error, this.secrets.redact));
        return exitCodeFor(error);
    }
}
/**
 * The exit code an error stands for: 2 when a value was wrong before anything was sent, 4 when
 * the service refused the request (every id a command sends was given by the user, so a 404 is a
 * refusal too), 3 when no result could be had.
 */
function exitCodeFor(error) {
    if (error instanceof _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.usage;
    // A handshake that failed is the partner's answer, not a wrong option.
    if (error instanceof _core_connection_js__WEBPACK_IMPORTED_MODULE_1__/* .HandshakeError */ .oR)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.refused;
    if (error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.usage;
    if (error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.isRefusal)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.refused;
    // The base URL leads elsewhere: a mistake to fix, not an outage to wait out.
    if (error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.refused;
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.noVerdict;
}
/** The error as a JSON document; `redact` (the invocation's store's) is applied to the message before it is cut. */
function errorDocument(error, redact) {
    return { errorKind: errorKindOf(error), error: errorFields(error, redact) };
}
/** The kind of error for a workflow, as its exit code already tells it (2: input, 4: refused). */
function errorKindOf(error) {
    if (isUnexpected(error))
        return 'internal';
    if (error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .AbortedError */ .oM)
        return 'interrupted';
    const code = exitCodeFor(error);
    return code === _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.usage ? 'input' : code === _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.refused ? 'refused' : 'unavailable';
}
function errorFields(error, redact) {
    const message = errorMessage(error, redact);
    if (error instanceof _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb) {
        return { kind: 'usage', message, field: error.field };
    }
    // The option to change, when the error names a setting (a refused key, the deadline...).
    const field = error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ && error.setting ? optionName(error.setting) : undefined;
    if (error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7) {
        return { kind: error.kind, message, field, status: error.status, code: error.code };
    }
    if (error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz) {
        return { kind: error.kind, message, field: optionName(error.field) };
    }
    if (error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ)
        return { kind: error.kind, message, field };
    return { kind: 'internal', message };
}
function errorMessage(error, redact) {
    if (!isUnexpected(error))
        return redact(error.message);
    // One bounded line, whatever the message holds (redacted before it is cut).
    const message = error instanceof Error ? error.message : String(error);
    const flat = redact(message).replace(/\s+/g, ' ').trim();
    const what = flat.length > 500 ? `${flat.slice(0, 499)}…` : flat;
    return redact(`An unexpected error of ocpi-conformance itself: ${what || 'no message'}. No result was reached; this is not a verdict. Run again with --verbose, and report it if it stays.`);
}
/** An error none of the tool's own kinds describes: a bug, or a failure it did not foresee. */
function isUnexpected(error) {
    return !(error instanceof _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb || error instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ);
}
/** A client field name as the CLI option that sets it: ourCountryCode -> our-country-code. */
function optionName(field) {
    return field
        .replace(/^-+/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/\s+/g, '-')
        .toLowerCase();
}


/***/ }),

/***/ 7262:
/***/ ((__webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _util_exit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1442);
/* harmony import */ var _util_redaction_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8629);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(535);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8413);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1517);
/**
 * The CLI process, once index.ts has found a Node.js it runs on: main() with the last-resort
 * handlers, then the exit code once stdout and stderr are flushed.
 */





/**
 * The last resort: main() answers what a command throws, so this only sees what escapes it (an
 * error in answering one, or in a callback nothing awaits). Node would print a stack trace, which
 * may quote a secret, and exit 1, which reads as a failed gate: one redacted line and exit 3
 * (no verdict) instead. It masks with the command line's secret store, created here and handed
 * to main().
 */
const secrets = new _util_redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .pO();
function lastResort(error) {
    const line = (0,_output_js__WEBPACK_IMPORTED_MODULE_3__/* .terminalText */ .eR)(`Error: ${(0,_output_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error, secrets.redact)}`, secrets.redact);
    process.stderr.write(`${line}\n`);
    return (0,_util_exit_js__WEBPACK_IMPORTED_MODULE_4__/* .exitOnceFlushed */ .l)(_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.noVerdict);
}
process.on('uncaughtException', (error) => void lastResort(error));
process.on('unhandledRejection', (error) => void lastResort(error));
let code;
try {
    code = await (0,_main_js__WEBPACK_IMPORTED_MODULE_2__/* .main */ .i)(process.argv.slice(2), undefined, { secrets });
}
catch (error) {
    code = await lastResort(error);
}
await (0,_util_exit_js__WEBPACK_IMPORTED_MODULE_4__/* .exitOnceFlushed */ .l)(code);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ PagingError),
/* harmony export */   DH: () => (/* binding */ RequestTimeoutError),
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   MZ: () => (/* binding */ ClientError),
/* harmony export */   O9: () => (/* binding */ BodyLimitError),
/* harmony export */   VN: () => (/* binding */ describeServiceError),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   j1: () => (/* binding */ ConfigurationError),
/* harmony export */   j3: () => (/* binding */ DeadlineError),
/* harmony export */   lm: () => (/* binding */ StreamError),
/* harmony export */   n$: () => (/* binding */ ResponseSchemaError),
/* harmony export */   oM: () => (/* binding */ AbortedError),
/* harmony export */   rV: () => (/* binding */ AmbiguousStartError)
/* harmony export */ });
/* unused harmony export describePlanLimit */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8805);
/**
 * Typed errors of the service client. Every message is written for the person reading a CI log:
 * what happened, and what to do about it. Messages never carry a secret: service text passes
 * through the redactor before it is put into a message.
 */

class ClientError extends Error {
    /** The operation, as "METHOD /path" with ids in place, for messages and logs. */
    operation;
    /**
     * Set by the transport on the failure of a start that may have reached the service (a 5xx, a
     * reset or a timeout after sending, a cut answer): only the caller can tell whether the run
     * was started (client.ts looks for it), so the transport does not send it again.
     */
    mayHaveTakenEffect = false;
    /**
     * The setting a user would change to get past this error, by its neutral key (`apiKey`,
     * `baseUrl`, `timeoutMinutes`, or an input error's field), when one is involved. With `kind` it
     * lets a front end word the error in its own terms.
     */
    get setting() {
        return undefined;
    }
    constructor(message, operation, options) {
        super(message, options);
        this.name = new.target.name;
        this.operation = operation;
    }
}
/** A value the caller gave is invalid. Raised before any request is sent. */
class InputError extends ClientError {
    field;
    kind = 'input';
    constructor(
    /** The input or field at fault, e.g. "ourCountryCode" or "baseUrl". */
    field, message) {
        super(message);
        this.field = field;
    }
    get setting() {
        return this.field;
    }
}
/** The service answered with an error status. Carries everything of the error envelope (2.2). */
class ServiceError extends ClientError {
    kind = 'service';
    status;
    code;
    capability;
    limit;
    retryAfterMs;
    serviceMessage;
    attempts;
    resource;
    enveloped;
    constructor(message, operation, details) {
        super(message, operation);
        this.status = details.status;
        this.code = details.code;
        this.capability = details.capability;
        this.limit = details.limit;
        this.retryAfterMs = details.retryAfterMs;
        this.serviceMessage = details.serviceMessage;
        this.attempts = details.attempts;
        this.resource = details.resource;
        this.enveloped = details.enveloped ?? false;
    }
    /**
     * The service refused the request for a reason on the caller's side (key, plan, configuration,
     * an id it does not know): the same request will be refused again, so someone must change
     * something. Rate limits and request timeouts pass, and a 402 for run slots is a wait.
     */
    /** A refused key (401) is the API key's; a plan limit or a refused id is not a setting's. */
    get setting() {
        return this.status === 401 ? 'apiKey' : undefined;
    }
    get isRefusal() {
        if (this.status === 408 || this.status === 429)
            return false;
        if (this.status === 402)
            return this.limit?.id !== 'run-concurrency';
        return this.status >= 400 && this.status < 500;
    }
}
/** The service answered, but the payload does not match the interface. */
class ResponseSchemaError extends ClientError {
    status;
    problems;
    kind = 'schema';
    constructor(operation, status, 
    /** "field.path: problem" list, for a person. */
    problems) {
        super(`The service's answer to ${operation} (HTTP ${status}) does not match the service interface: ${problems}. ` +
            'The service may be newer or older than this tool; update ocpi-conformance, and report it if the problem stays.', operation);
        this.status = status;
        this.problems = problems;
    }
}
/** The service could not be reached, or the connection broke before a complete answer. */
class NetworkError extends ClientError {
    code;
    notSent;
    kind = 'network';
    constructor(operation, code, 
    /** True when the request surely never reached the service (connection refused, DNS failure...). */
    notSent, message, cause) {
        super(message, operation, { cause });
        this.code = code;
        this.notSent = notSent;
    }
    /** An address that cannot be reached is most often a wrong base URL. */
    get setting() {
        return 'baseUrl';
    }
}
/**
 * The base URL does not lead to the service: a host that does not exist, a TLS or protocol
 * mismatch, a redirect, or an answer that is not the service's (an HTML page, a path it does not
 * have). A mistake in the configuration, not an outage: trying again cannot help, so it is asked
 * once (a DNS failure twice).
 */
class ConfigurationError extends ClientError {
    problem;
    kind = 'configuration';
    constructor(operation, 
    /** What was wrong: for tests and logs; the message says it to a person. */
    problem, message, cause) {
        super(message, operation, { cause });
        this.problem = problem;
    }
    get setting() {
        return 'baseUrl';
    }
}
/** One request took longer than its time limit. */
class RequestTimeoutError extends ClientError {
    timeoutMs;
    kind = 'timeout';
    constructor(operation, timeoutMs, message) {
        super(message, operation);
        this.timeoutMs = timeoutMs;
    }
}
/** The caller's overall deadline passed before the operation could complete. */
class DeadlineError extends ClientError {
    kind = 'deadline';
    constructor(operation, message, cause) {
        super(message, operation, { cause });
    }
    get setting() {
        return 'timeoutMinutes';
    }
}
/** The caller aborted (for example the workflow was cancelled). */
class AbortedError extends ClientError {
    kind = 'aborted';
    constructor(operation) {
        super(`${operation} was aborted before it completed.`, operation);
    }
}
/**
 * A start request may or may not have started a run, and the run list could not settle which.
 * Starting again could run the partner test twice, so the client stops here.
 */
class AmbiguousStartError extends ClientError {
    seed;
    kind = 'ambiguous-start';
    constructor(operation, seed, message, cause) {
        super(message, operation, { cause });
        this.seed = seed;
    }
}
/** The service's paging went wrong (a repeated cursor, an endless list). */
class PagingError extends ClientError {
    kind = 'paging';
}
/**
 * A body was longer than the caller's byte limit (the run list's `maxBytes`, see
 * run-list-stream.ts): reading stopped there.
 * Not retried: the same page would be as long again.
 */
class BodyLimitError extends ClientError {
    kind = 'body-limit';
    constructor(operation, message) {
        super(message, operation);
    }
}
/** The journey event stream could not be held. */
class StreamError extends ClientError {
    kind = 'stream';
}
/** Builds the person-facing sentence for an error status; `resource` names what an id refers to. */
function describeServiceError(args) {
    const { operation, status, envelope, serviceMessage, resource, attempts, names } = args;
    const said = serviceMessage ? ` The service said: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quotedEnd */ .cu)(serviceMessage)}` : '';
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    switch (status) {
        case 400:
            return `The service rejected ${operation} as malformed (400).${said} Check the values sent; this usually means an input the tool could not check itself.`;
        case 401:
            return `The service refused the API key (401) on ${operation}.${said} Check that ${names('apiKey')} is a current key of the account, created in the service's application settings, and that ${names('baseUrl')} points at the right service.`;
        case 402:
            return `${describePlanLimit(envelope)} (402, ${operation}).${said}`;
        case 403:
            return `The API key is not allowed to call ${operation} (403).${said} Use a key whose owner has this permission.`;
        case 404: {
            const what = resource ? `The ${resource.kind} "${resource.id}"` : 'The resource';
            return `${what} is unknown to the owner of this API key (404, ${operation}): it does not exist, was deleted, or belongs to another account.${said} Check the id and that the key belongs to the same account.`;
        }
        case 409:
            return `The service refused ${operation} because of a conflict (409).${said}`;
        case 422:
            return `The service cannot handle this configuration (422, ${operation}).${said} Change the settings it names.`;
        case 429: {
            const wait = args.retryAfterMs !== undefined
                ? ` It asked to wait ${formatSeconds(args.retryAfterMs)}.`
                : '';
            return `The service's rate limit was reached (429) on ${operation}${tries}.${wait}${said} Run fewer jobs at once or try again later.`;
        }
        default:
            if (status >= 500) {
                return `The service failed on ${operation} (HTTP ${status})${tries}.${said} This is on the service's side; retry the job later.`;
            }
            return `The service answered ${operation} with HTTP ${status}.${said}`;
    }
}
/** Names the exhausted plan limit and capability of a 402 in words. */
function describePlanLimit(envelope) {
    const limit = envelope?.limit;
    const capability = envelope?.capability;
    const capabilityText = capability ? `the plan capability "${capability}"` : undefined;
    if (limit) {
        const what = limit.id === 'run-concurrency'
            ? `runs in flight (${limit.used} of ${limit.cap} allowed at once)`
            : limit.id === 'connections'
                ? `connections (${limit.used} of ${limit.cap} allowed)`
                : `"${limit.id}" (${limit.used} of ${limit.cap})`;
        const advice = limit.id === 'run-concurrency'
            ? 'Wait for a running run to finish, or move to a plan with more concurrent runs'
            : 'Remove one, or move to a plan with a higher limit';
        return `The plan's limit on ${what} is reached${capabilityText ? `, which involves ${capabilityText}` : ''}. ${advice}`;
    }
    if (capabilityText) {
        return `This needs ${capabilityText}, which the account's current plan does not include. Move to a plan that includes it`;
    }
    return "The account's plan does not allow this (payment required). Check the plan in the service's settings";
}
/**
 * A duration as a person reads it: whole seconds from 10 s, tenths below, and milliseconds below a
 * tenth, so that a short wait never reads as "0.0 s".
 */
function formatSeconds(ms) {
    const seconds = ms / 1000;
    if (seconds >= 10 || Number.isInteger(seconds))
        return `${Math.round(seconds)} s`;
    if (ms < 100)
        return `${Math.round(ms)} ms`;
    return `${seconds.toFixed(1)} s`;
}


/***/ }),

/***/ 702:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $Q: () => (/* reexport */ ASSUMPTIONS),
  oM: () => (/* reexport */ errors/* AbortedError */.oM),
  O9: () => (/* reexport */ errors/* BodyLimitError */.O9),
  Zj: () => (/* reexport */ client_schemas/* CONNECTION_ROLES */.Zj),
  f7: () => (/* reexport */ client_schemas/* CancelResultSchema */.f7),
  Yr: () => (/* reexport */ client_schemas/* CheckSchema */.Yr),
  MZ: () => (/* reexport */ errors/* ClientError */.MZ),
  j1: () => (/* reexport */ errors/* ConfigurationError */.j1),
  qv: () => (/* reexport */ client_schemas/* ConnectionSchema */.qv),
  s_: () => (/* reexport */ client_schemas/* CreateConnectionSchema */.s_),
  j3: () => (/* reexport */ errors/* DeadlineError */.j3),
  dz: () => (/* reexport */ errors/* InputError */.dz),
  JN: () => (/* reexport */ client_schemas/* JOURNEY_KINDS */.JN),
  rz: () => (/* reexport */ client_schemas/* JourneyPreviewRequestSchema */.rz),
  RB: () => (/* reexport */ client_schemas/* JourneyPreviewResultSchema */.RB),
  H: () => (/* reexport */ LATER_PAGE_SIZE),
  cV: () => (/* reexport */ LongPollMonitor),
  W8: () => (/* reexport */ client_schemas/* OCPI_VERSIONS */.W8),
  LV: () => (/* reexport */ client_schemas/* RUN_STATUSES */.LV),
  E$: () => (/* reexport */ ReadPacer),
  n$: () => (/* reexport */ errors/* ResponseSchemaError */.n$),
  bq: () => (/* reexport */ client_schemas/* RunReportSchema */.bq),
  HY: () => (/* reexport */ SHAPES),
  Nl: () => (/* reexport */ ServiceClient),
  _7: () => (/* reexport */ errors/* ServiceError */._7),
  uR: () => (/* reexport */ client_schemas/* SuiteListingSchema */.uR),
  Co: () => (/* reexport */ client_schemas/* SuiteResultSchema */.j3),
  Ay: () => (/* reexport */ client_schemas/* TERMINAL_RUN_STATUSES */.Ay),
  f2: () => (/* reexport */ client_schemas/* UsageSchema */.f2),
  dB: () => (/* reexport */ client_schemas/* connectionKind */.dB),
  ij: () => (/* reexport */ degradedInterval),
  wF: () => (/* reexport */ client_schemas/* describeIssues */.wF),
  qE: () => (/* reexport */ client_schemas/* isKnown */.qE),
  S8: () => (/* reexport */ longPollIgnoredWarning),
  Jg: () => (/* reexport */ normaliseBaseUrl),
  By: () => (/* reexport */ sampleJourneyStream)
});

// UNUSED EXPORTS: AmbiguousStartError, CAPABILITIES, CONNECTION_KINDS, CONNECTION_STATUSES, DEGRADED_POLL_LATER_MS, DEGRADED_POLL_MS, EARLY_ANSWERS_TO_DEGRADE, EmptySchema, ErrorEnvelopeSchema, ExchangeSchema, FIRST_PAGE_SIZE, JOURNEY_PROFILES, JOURNEY_ROLES, JourneyRunStatusSchema, LIMIT_IDS, LONG_POLL_MARGIN_MS, LimitSchema, MIN_READ_INTERVAL_MS, MetaSchema, NetworkError, PagingError, ProvenanceSchema, RECONCILE_REREAD_DELAYS_MS, RECONCILE_WINDOW_MS, RecoveryOptionSchema, RecoveryResultSchema, ReferenceSchema, RequestTimeoutError, RunListEntrySchema, ShareResultSchema, StartRunRequestSchema, StartRunResultSchema, StreamError, SuccessEnvelopeSchema, SuiteEntrySchema, SummarySchema, USER_AGENT, ValidationSchema, YOUNG_RUN_MS, clampWait, describePlanLimit, describeServiceError, formatPath, formatSeconds, identifiesStart

;// CONCATENATED MODULE: ./lib/client/assumptions.js
/**
 * The guesses of wire.ts as a table, for `ocpi-conformance doctor` and README "Assumptions about
 * the service": what the interface leaves "not shown", what we chose, and what the gate does when
 * a service chose otherwise. Then the shapes of the interface the doctor can see.
 *
 * `ifDiffers` follows "the gate". `safety`: the gate's promises (never a second start, never polling faster than the floor, never
 * adopting another run) lean on this row, through the fallback the row describes. The doctor exits
 * 1 when such a row differs: the gate is built to stay safe there, and we want to hear about it.
 */
const ASSUMPTIONS = [
    {
        id: 'long-poll',
        detail: 'Long-poll parameter',
        choice: 'query `wait` on the run start',
        ifDiffers: 'polls instead: the run list every 10 s, never sooner than 1 s apart',
        effect: 'slower',
        safety: true,
    },
    {
        id: 'connection-list',
        detail: '`GET /connections` query names',
        choice: '`direction`, `limit`, `skip`',
        ifDiffers: "uses the service's page size; a skip it ignores stops paging with an error",
        effect: 'feature lost',
        safety: false,
    },
    {
        id: 'run-list',
        detail: '`GET /testing/runs` query names',
        choice: '`connectionId`, `targetId`, `status`, `ocpiVersion`, `limit`, `cursor`',
        ifDiffers: 'filters on the client too; a cursor it ignores ends the scan',
        effect: 'safe',
        safety: true,
    },
    {
        id: 'start-lookup',
        detail: 'Run start de-duplication',
        choice: '`Idempotency-Key`, never relied on: a lost start is found in the run list by seed',
        ifDiffers: 'stops a start whose answer was lost with "the answer was lost"; never starts twice',
        effect: 'safe',
        safety: true,
    },
    {
        id: 'journey-start',
        detail: 'Endpoint that starts a journey',
        choice: '`POST /testing/journey-runs` with `{planId, planHash}`',
        ifDiffers: 'ends journey runs in error, saying the service may start journeys elsewhere',
        effect: 'feature lost',
        safety: false,
    },
    {
        id: 'recovery-field',
        detail: 'Recovery decision field',
        choice: '`decision`',
        ifDiffers: "ends in error with the service's refusal of the recovery",
        effect: 'feature lost',
        safety: false,
    },
    {
        id: 'stream-cursor',
        detail: 'Journey stream cursor parameter',
        choice: 'query `after`, with `Last-Event-ID`',
        ifDiffers: 'skips events replayed from the start by sequence: none is shown twice',
        effect: 'safe',
        safety: false,
    },
    {
        id: 'event-names',
        detail: 'Journey event names',
        choice: '`run.started` … `run.cancelled`, as `event:` and `type`',
        ifDiffers: 'logs unknown names as they come; the verdict follows the status reads',
        effect: 'safe',
        safety: false,
    },
    {
        id: 'report-run-id',
        detail: 'Journey run id in the run list',
        choice: 'journey reports carry `runId`',
        ifDiffers: 'stops a journey start whose answer was lost with "the answer was lost"',
        effect: 'feature lost',
        safety: true,
    },
    {
        id: 'journey-long-poll',
        detail: 'Journey status long-poll',
        choice: 'answers when the run ends or needs a decision, or the wait ends',
        ifDiffers: 'polls instead: every 2 s (5 s after 55 s), never sooner than 1 s apart',
        effect: 'slower',
        safety: true,
    },
    {
        id: 'shared-path',
        detail: 'Where a shared report is opened',
        choice: '`GET /api/v1/shared/{token}`, no key',
        ifDiffers: 'prints a link that does not open; `share-url-template` builds the right one',
        effect: 'feature lost',
        safety: false,
    },
];
/** The shapes of the interface (section 2) the doctor reads, checked against the client's schemas. */
const SHAPES = [
    { id: 'shape-suites', detail: 'Suite listing (2.7)', safety: false },
    { id: 'shape-usage', detail: 'Usage (2.8)', safety: false },
    { id: 'shape-connection', detail: 'Connection (2.3)', safety: false },
    { id: 'shape-report', detail: 'Run report (2.5)', safety: true },
    { id: 'shape-error', detail: 'Error envelope (2.2)', safety: false },
    { id: 'shape-preview', detail: 'Journey plan preview (2.9)', safety: false },
    { id: 'shape-start', detail: 'Run start answer (4.2)', safety: true },
    { id: 'shape-journey-status', detail: 'Journey run status (2.6)', safety: true },
    { id: 'shape-cancel', detail: 'Cancel result (2.9)', safety: false },
].map((shape) => ({
    ...shape,
    choice: 'as the interface shows it',
    ifDiffers: 'stops with an error naming the field (no verdict, exit 3)',
    effect: 'no verdict',
}));

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./lib/client/errors.js
var errors = __webpack_require__(9508);
;// CONCATENATED MODULE: ./lib/client/paging.js
/**
 * Paging over list operations. Reports page by an opaque cursor (meta.nextCursor); connections by
 * skip and limit. Either way a misbehaving server (a cursor handed out twice, a skip that is
 * ignored) must not spin the client forever, so repeats are detected and the page count is bounded.
 */

/** No list of ours needs more pages than this; past it, the server is misbehaving. */
const MAX_PAGES = 10_000;
/** Pages that continue by meta.nextCursor. */
async function* cursorPages(operation, fetchPage, 
/** A walk that means to stop early: it ends quietly after this many pages. */
stopAfter, startCursor) {
    const seen = new Set(startCursor ? [startCursor] : []);
    let cursor = startCursor;
    for (let count = 0;; count++) {
        if (stopAfter !== undefined && count >= stopAfter)
            return;
        if (count >= MAX_PAGES) {
            throw new errors/* PagingError */.B_(`${operation} kept returning more pages after ${MAX_PAGES}; stopped to avoid an endless loop. Narrow the query or report the service's paging.`, operation);
        }
        const page = await fetchPage(cursor);
        yield page;
        const next = page.meta?.nextCursor;
        if (!next)
            return;
        if (seen.has(next) || next === cursor) {
            throw new errors/* PagingError */.B_(`${operation} returned the cursor "${next}" a second time; stopped paging to avoid an endless loop. This is a fault of the service's paging.`, operation);
        }
        seen.add(next);
        cursor = next;
    }
}
/** Pages that continue by skip: a full page means there may be more. */
async function* skipPages(operation, limit, fetchPage, identify, maxPages = MAX_PAGES) {
    let skip = 0;
    let previousFirst;
    for (let count = 0;; count++) {
        if (count >= maxPages) {
            throw new errors/* PagingError */.B_(`${operation} kept returning full pages after ${maxPages}; stopped to avoid an endless loop.`, operation);
        }
        const page = await fetchPage(skip);
        const first = page.items[0] === undefined ? undefined : identify(page.items[0]);
        if (first !== undefined && first === previousFirst) {
            throw new errors/* PagingError */.B_(`${operation} returned the same page again for skip=${skip}; the service seems to ignore the skip parameter. Stopped paging to avoid an endless loop.`, operation);
        }
        yield page;
        // The service may cap the page size below what was asked; its meta.limit says what it used.
        if (page.items.length === 0 || page.items.length < (page.meta?.limit ?? limit))
            return;
        previousFirst = first;
        skip += page.items.length;
    }
}

;// CONCATENATED MODULE: ./lib/client/retry.js
/**
 * Retry rules of the client, as pure functions (learned from openai-node's HTTP core).
 *
 * - Reads (GET, and DELETE, which is idempotent) are retried on network errors, 408, 429, 500,
 *   502, 503 and 504.
 * - Operations that change state and are not idempotent are retried only when the request surely
 *   did not take effect: the connection was never made, or the service answered 408 or 429.
 * - A run start is not idempotent, but an ambiguous failure (5xx, a reset or a timeout after the
 *   request was sent) is reconciled against the run list before it is retried (client.ts).
 * - 400, 401, 402, 403, 404, 409 and 422 are never retried: repeating them cannot change the answer.
 * - Waits use exponential backoff with full jitter, or the service's Retry-After when it gives one;
 *   every wait is bounded by the caller's deadline.
 */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Statuses after which the request surely did not take effect. */
const NOT_PROCESSED_STATUSES = new Set([408, 429]);
const DEFAULT_RETRY = {
    maxRetries: 4,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    maxRetryAfterMs: 120_000,
};
/** Whether (and how) a failed attempt may be repeated. */
function decideRetry(failure, retryClass) {
    if (failure.type === 'status' && !RETRYABLE_STATUSES.has(failure.status))
        return 'fail';
    // Never sent (no host, no handshake) or answered by something else: safe to send again, once.
    if (failure.type === 'configuration')
        return failure.retryOnce ? 'retry' : 'fail';
    if (retryClass === 'idempotent')
        return 'retry';
    const surelyNotProcessed = (failure.type === 'network' && failure.notSent) ||
        (failure.type === 'status' && NOT_PROCESSED_STATUSES.has(failure.status));
    if (surelyNotProcessed)
        return 'retry';
    return retryClass === 'start' ? 'reconcile-then-retry' : 'fail';
}
/**
 * Exponential backoff with full jitter: a uniform draw in [0, min(max, base * 2^retry)).
 * `retry` counts from 0 for the first retry.
 */
function backoffDelay(retry, settings, random = Math.random) {
    const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** retry);
    return Math.floor(random() * ceiling);
}
/**
 * Reads Retry-After (seconds, possibly fractional, or an HTTP date) and the non-standard
 * retry-after-ms. Returns milliseconds, or undefined when absent or unreadable.
 */
function parseRetryAfter(headers, now = Date.now()) {
    const ms = first(headers['retry-after-ms']);
    if (ms !== undefined) {
        const value = Number(ms);
        if (Number.isFinite(value) && value >= 0)
            return Math.ceil(value);
    }
    const raw = first(headers['retry-after'])?.trim();
    if (!raw)
        return undefined;
    if (/^\d+(\.\d+)?$/.test(raw))
        return Math.ceil(Number(raw) * 1000);
    // An HTTP date names its weekday and month; anything else (say "-1") is unreadable.
    if (!/[A-Za-z]{3}/.test(raw))
        return undefined;
    const date = Date.parse(raw);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
function first(value) {
    return Array.isArray(value) ? value[0] : value;
}
/**
 * The wait before the next attempt: the service's Retry-After when it gave one, else the jittered
 * backoff. Returns undefined when the wait would pass the deadline (or the Retry-After cap when
 * there is no deadline): the caller gives up instead of sleeping past it.
 */
function nextDelay(args) {
    const { retry, retryAfterMs, settings, now, deadline } = args;
    let delay;
    if (retryAfterMs !== undefined) {
        if (deadline === undefined && retryAfterMs > settings.maxRetryAfterMs)
            return undefined;
        delay = retryAfterMs;
    }
    else {
        delay = backoffDelay(retry, settings, args.random);
    }
    if (deadline !== undefined && now + delay >= deadline)
        return undefined;
    return delay;
}

// EXTERNAL MODULE: ./lib/client/run-list-stream.js
var run_list_stream = __webpack_require__(6204);
// EXTERNAL MODULE: ./lib/client/schemas.js
var client_schemas = __webpack_require__(7367);
// EXTERNAL MODULE: ./node_modules/eventsource-parser/dist/parse.js + 1 modules
var parse = __webpack_require__(6085);
// EXTERNAL MODULE: ./lib/util/numbers.js
var numbers = __webpack_require__(5790);
// EXTERNAL MODULE: ./lib/client/wire.js
var wire = __webpack_require__(8142);
;// CONCATENATED MODULE: ./lib/client/pacing.js
/**
 * How often a polled read may be repeated, whatever the service answers.
 *
 * The long-poll parameter's name is one of our guesses (wire.ts). A service that calls it
 * otherwise answers every long-poll at once, and a loop that re-reads on every answer would send
 * hundreds of reads a second. So every polled read (journey status, run list, connection status)
 * keeps a floor between reads, and a long-poll that keeps coming back at once is recognised and
 * replaced by plain interval polling.
 */


/** No polled read is sent sooner than this after the previous one (start to start). */
const MIN_READ_INTERVAL_MS = 1_000;
/** Interval polling after a long-poll was found not to hold: quick while a run is young, then polite. */
const DEGRADED_POLL_MS = 2_000;
const DEGRADED_POLL_LATER_MS = 5_000;
/** How long a run counts as young: the longest long-poll the interface allows. */
const YOUNG_RUN_MS = 55_000;
/** Answers in a row that come back at once, with nothing changed, before the long-poll is given up. */
const EARLY_ANSWERS_TO_DEGRADE = 3;
/** Spaces the reads of one polled thing at least an interval apart, start to start. */
class ReadPacer {
    operation;
    clock;
    floorMs;
    lastReadAt;
    /** `operation` names the read in the error when the wait is aborted. */
    constructor(operation, clock, floorMs = MIN_READ_INTERVAL_MS) {
        this.operation = operation;
        this.clock = clock;
        this.floorMs = floorMs;
    }
    /**
     * Waits until the next read may be sent: `intervalMs` (never less than the floor) after the
     * previous one. Returns false, without waiting, when that moment is at or after `deadline`.
     */
    async ready(options = {}) {
        const interval = Math.max(this.floorMs, options.intervalMs ?? 0);
        if (this.lastReadAt !== undefined) {
            const wake = this.lastReadAt + interval;
            if (options.deadline !== undefined && wake >= options.deadline)
                return false;
            const wait = wake - this.clock.now();
            if (wait > 0) {
                try {
                    await this.clock.sleep(wait, options.signal);
                }
                catch {
                    throw new errors/* AbortedError */.oM(this.operation);
                }
            }
        }
        this.lastReadAt = this.clock.now();
        return true;
    }
}
/**
 * Watches the answers of one long-poll: a service that holds the answer for the wait asked, or
 * answers early because something changed, is fine; one that answers at once, again and again,
 * with nothing changed, ignores our wait parameter.
 */
class LongPollMonitor {
    earlyInARow = 0;
    ignored = false;
    /** True once the service has been judged to ignore the long-poll wait. */
    get degraded() {
        return this.ignored;
    }
    /**
     * Records one answer. Returns true exactly once: on the answer that shows the wait is ignored
     * (the caller logs it and switches to interval polling).
     */
    record(answer) {
        if (this.ignored || answer.waitSeconds === undefined)
            return false;
        const atOnce = !answer.changed && answer.elapsedMs < (answer.waitSeconds * 1000) / 2;
        this.earlyInARow = atOnce ? this.earlyInARow + 1 : 0;
        if (this.earlyInARow < EARLY_ANSWERS_TO_DEGRADE)
            return false;
        this.ignored = true;
        return true;
    }
}
/** The interval of polling that replaced a long-poll, by how long the run has been going. */
function degradedInterval(runAgeMs) {
    return runAgeMs < YOUNG_RUN_MS ? DEGRADED_POLL_MS : DEGRADED_POLL_LATER_MS;
}
/** The warning logged once when a long-poll is given up. */
function longPollIgnoredWarning(operation) {
    return `The service answered a long-poll at once (${operation}, ${EARLY_ANSWERS_TO_DEGRADE} times in a row, nothing changed); polling every ${DEGRADED_POLL_MS / 1000} s instead (every ${DEGRADED_POLL_LATER_MS / 1000} s once the run is older than ${YOUNG_RUN_MS / 1000} s). The service may name the wait parameter differently from "${wire/* LONG_POLL_PARAM */.NB}"; see README "Assumptions about the service".`;
}

;// CONCATENATED MODULE: ./lib/client/stream.js
/**
 * The journey event stream (4.3, 6): server-sent events replayed from a position and then followed
 * live. Frames are parsed with eventsource-parser. After a drop the stream is reopened with
 * Last-Event-ID (and the cursor query parameter, for servers that only read one of them), and
 * events at or below the last delivered sequence are skipped, so nothing is delivered twice.
 * Events are yielded one at a time and never kept: memory stays flat however long the journey.
 */






const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RECONNECTS = 8;
/**
 * Follows a journey run's events until a terminal event, or until the stream ends and
 * `isTerminal` says the run is over (then one last reopen drains what is left).
 */
async function* followJourneyEvents(transport, runId, isTerminal, options = {}) {
    const maxReconnects = options.maxReconnects ?? DEFAULT_MAX_RECONNECTS;
    const cursor = { lastSeq: options.afterSeq };
    let failuresInARow = 0;
    let draining = false;
    // However the stream ends, it is not reopened sooner than the read floor after the last open.
    const pacer = new ReadPacer(ROUTE, transport);
    for (;;) {
        if (options.signal?.aborted)
            throw new errors/* AbortedError */.oM(ROUTE);
        await pacer.ready({ signal: options.signal });
        const pass = yield* readOnce(transport, runId, cursor, options);
        if (pass.sawTerminal)
            return;
        // A clean end while draining means everything after the last event has been read.
        if (draining && !pass.dropped)
            return;
        failuresInARow = pass.delivered > 0 ? 0 : failuresInARow + 1;
        if (failuresInARow > maxReconnects) {
            throw new errors/* StreamError */.lm(`The journey event stream of run ${runId} could not be held: ${failuresInARow} reopenings in a row delivered nothing (last: ${pass.reason}).`, ROUTE);
        }
        // A clean end is not the run ending: ask the status. After a drop, just reopen.
        if (!pass.dropped && !draining && (await isTerminal().catch(() => false)))
            draining = true;
        options.onReconnect?.({ afterSeq: cursor.lastSeq, reason: pass.reason });
        transport.log.debug(`Journey ${runId}: ${pass.reason}; reopening after event ${cursor.lastSeq ?? 'start'}${draining ? ' to read the last events' : ''}.`);
        if (!draining && pass.delivered === 0) {
            const delay = backoffDelay(failuresInARow - 1, DEFAULT_RETRY) + 100;
            await transport.sleep(delay, options.signal).catch(() => {
                throw new errors/* AbortedError */.oM(ROUTE);
            });
        }
    }
}
const ROUTE = 'GET /testing/journey-runs/{id}/stream';
/** The longest event-stream frame held: an event is a few hundred bytes. */
const MAX_FRAME_BYTES = 1024 * 1024;
/** Opens the stream once after the cursor and yields its new events until it ends or drops. */
async function* readOnce(transport, runId, cursor, options) {
    const pass = {
        sawTerminal: false,
        delivered: 0,
        dropped: false,
        reason: 'the stream ended',
    };
    const controller = new AbortController();
    const signal = options.signal
        ? AbortSignal.any([options.signal, controller.signal])
        : controller.signal;
    try {
        const lastSeq = cursor.lastSeq;
        const response = await transport.openStream({
            path: `/testing/journey-runs/${encodeURIComponent(runId)}/stream`,
            route: ROUTE.slice(4),
            query: lastSeq === undefined ? undefined : { [wire/* STREAM_CURSOR_PARAM */.q7]: lastSeq },
            headers: lastSeq === undefined ? undefined : { 'last-event-id': String(lastSeq) },
            resource: { kind: 'journey run', id: runId },
        }, signal, options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
        try {
            for await (const event of newEvents(response.body, transport, cursor)) {
                pass.delivered++;
                yield event;
                if (wire/* TERMINAL_EVENT_NAMES */.Pl.has(event.name)) {
                    pass.sawTerminal = true;
                    break;
                }
            }
        }
        finally {
            // Stops the socket read when we leave early (terminal event, consumer stopped, error).
            controller.abort();
            response.body.destroy();
        }
    }
    catch (error) {
        if (options.signal?.aborted)
            throw new errors/* AbortedError */.oM(ROUTE);
        if (error instanceof errors/* ServiceError */._7 && !RETRYABLE_STATUSES.has(error.status))
            throw error;
        // An endless frame would be endless again after a reopening.
        if (error instanceof errors/* BodyLimitError */.O9)
            throw error;
        pass.dropped = true;
        pass.reason = `the stream dropped (${describe(error)})`;
    }
    return pass;
}
/** The events of a response body after the cursor, moving the cursor as they are yielded. */
async function* newEvents(body, transport, cursor) {
    const pending = [];
    // Bytes fed since the parser last completed something (an event, a comment, a retry field):
    // what it holds of an unfinished frame. A frame that never ends must not fill the memory.
    let sinceFrame = 0;
    const parser = (0,parse/* createParser */.C)({
        onEvent: (message) => {
            sinceFrame = 0;
            const event = toJourneyEvent(message, transport);
            if (event)
                pending.push(event);
        },
        onComment: () => {
            sinceFrame = 0;
        },
        onRetry: () => {
            sinceFrame = 0;
        },
    });
    const decoder = new TextDecoder();
    for await (const chunk of body) {
        sinceFrame += chunk.length;
        if (sinceFrame > MAX_FRAME_BYTES) {
            throw new errors/* BodyLimitError */.O9(ROUTE, `A frame of the journey's event stream (${ROUTE}) is longer than ${(0,numbers/* formatBytes */.z3)(MAX_FRAME_BYTES)}, the most read of one event, so reading stopped there. The service (or a proxy in front of it) sent more than any event holds; report it if it stays.`);
        }
        parser.feed(decoder.decode(chunk, { stream: true }));
        const ready = pending.splice(0);
        for (const event of ready) {
            if (cursor.lastSeq !== undefined && event.seq <= cursor.lastSeq)
                continue;
            cursor.lastSeq = event.seq;
            yield event;
        }
    }
}
function toJourneyEvent(message, transport) {
    const seq = Number(message.id);
    if (message.id === undefined || message.id === '' || !Number.isSafeInteger(seq) || seq < 0) {
        transport.log.warn(`Ignored a journey event without a valid sequence id (${JSON.stringify(message.id ?? null)}).`);
        return undefined;
    }
    let data;
    try {
        const parsed = JSON.parse(message.data);
        data =
            parsed && typeof parsed === 'object' && !Array.isArray(parsed)
                ? parsed
                : { value: parsed };
    }
    catch {
        transport.log.warn(`Journey event ${seq} has a body that is not JSON; it was skipped.`);
        return undefined;
    }
    const name = message.event ||
        (typeof data.type === 'string' ? data.type : undefined) ||
        (typeof data.name === 'string' ? data.name : undefined) ||
        'message';
    return { seq, name, data };
}
function describe(error) {
    if (error instanceof Error) {
        const code = error.code;
        return typeof code === 'string' ? code : error.message;
    }
    return String(error);
}
/**
 * Opens the stream once and reads it as it comes, at most `maxEvents` events or `maxMs`, with
 * the resume position sent as asked: the cursor query parameter, the Last-Event-ID header, both or
 * neither. Nothing is skipped or reordered: this shows what the service sends.
 */
async function sampleJourneyStream(transport, runId, resume, bounds) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), bounds.maxMs);
    const signal = bounds.signal
        ? AbortSignal.any([bounds.signal, controller.signal])
        : controller.signal;
    const sample = { events: [], ended: false };
    try {
        const response = await transport.openStream({
            path: `/testing/journey-runs/${encodeURIComponent(runId)}/stream`,
            route: ROUTE.slice(4),
            query: resume.query === undefined ? undefined : { [wire/* STREAM_CURSOR_PARAM */.q7]: resume.query },
            headers: resume.header === undefined ? undefined : { 'last-event-id': String(resume.header) },
            resource: { kind: 'journey run', id: runId },
        }, signal, bounds.maxMs);
        try {
            const parser = (0,parse/* createParser */.C)({
                onEvent: (message) => {
                    const seq = Number(message.id);
                    if (!Number.isSafeInteger(seq))
                        return;
                    let type;
                    try {
                        const body = JSON.parse(message.data);
                        const value = body?.type;
                        if (typeof value === 'string')
                            type = value;
                    }
                    catch {
                        // A body that is not JSON has no type.
                    }
                    sample.events.push({ seq, event: message.event, type });
                },
            });
            const decoder = new TextDecoder();
            let bytes = 0;
            for await (const chunk of response.body) {
                bytes += chunk.length;
                if (bytes > MAX_FRAME_BYTES * 4)
                    break;
                parser.feed(decoder.decode(chunk, { stream: true }));
                if (sample.events.length >= bounds.maxEvents)
                    break;
            }
            sample.ended = sample.events.length < bounds.maxEvents && !controller.signal.aborted;
        }
        finally {
            controller.abort();
            response.body.destroy();
        }
    }
    catch (error) {
        // The bounds ending the read is the read's end, not a failure.
        if (!controller.signal.aborted || bounds.signal?.aborted)
            throw error;
    }
    finally {
        clearTimeout(timer);
    }
    sample.events.splice(bounds.maxEvents);
    return sample;
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: ./lib/client/json-scan.js
var json_scan = __webpack_require__(3247);
;// CONCATENATED MODULE: ./lib/client/misdirection.js
/**
 * Answers that say the base URL does not lead to the service, told apart from outages: a host
 * that does not exist, TLS against plain HTTP (or the reverse), a certificate not accepted, a
 * redirect, an HTML page or a path the service does not have. Each is a ConfigurationError that
 * names the base URL setting and the likely mistake; retrying cannot help (a DNS failure is asked
 * once more, in case it was a blip). A transient DNS failure (EAI_AGAIN), a refused or reset
 * connection to a host that resolved, timeouts and 5xx stay outages (transport.ts).
 */

/** OpenSSL's words for a TLS record that is really plain HTTP: https against an http port. */
const PLAIN_HTTP_CODES = new Set([
    'ERR_SSL_WRONG_VERSION_NUMBER',
    'ERR_SSL_PACKET_LENGTH_TOO_LONG',
    'ERR_SSL_HTTP_REQUEST',
]);
/** Certificates and handshakes a client refuses: the host is not the one the certificate names. */
const CERTIFICATE_CODES = new Set([
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'CERT_UNTRUSTED',
    'CERT_REJECTED',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION',
    'ERR_SSL_UNSUPPORTED_PROTOCOL',
    'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
]);
/** The configuration mistake a connection failure stands for, or undefined for an outage. */
function connectionMistake(operation, code, baseUrl, names, cause) {
    const url = new URL(baseUrl);
    const setting = names('baseUrl');
    if (code === 'ENOTFOUND') {
        return new errors/* ConfigurationError */.j1(operation, 'dns', `The host ${url.hostname} in ${setting} does not exist (DNS: ENOTFOUND, on ${operation}). Check ${setting} for a typo; behind a proxy, check HTTPS_PROXY too.`, cause);
    }
    if (PLAIN_HTTP_CODES.has(code) && url.protocol === 'https:') {
        return new errors/* ConfigurationError */.j1(operation, 'plain-http', `The service at ${url.host} answered in plain HTTP where ${setting} asks for https (${code}, on ${operation}). Use http://${url.host}${url.pathname} (outside this machine also set ${names('allowInsecureHttp')}) or check the port.`, cause);
    }
    if (CERTIFICATE_CODES.has(code)) {
        return new errors/* ConfigurationError */.j1(operation, 'tls', `The TLS certificate or handshake of ${url.host} was not accepted (${code}, on ${operation}). Check the host in ${setting}; for a private certificate authority, give its certificate in NODE_EXTRA_CA_CERTS.`, cause);
    }
    if (code.startsWith('HPE_')) {
        return new errors/* ConfigurationError */.j1(operation, 'not-http', `The server at ${url.host} did not answer in HTTP (${code}, on ${operation}). If it serves https, use https:// in ${setting}; otherwise check the port.`, cause);
    }
    return undefined;
}
/**
 * A 3xx answer. Not followed: a redirect could carry the API key to another host. The message
 * names the host it points to, never its path or query (which could hold a token).
 */
function redirectMistake(operation, status, headers, requestUrl, names) {
    const location = misdirection_first(headers.location);
    let target = 'an address it did not give';
    if (location) {
        try {
            const to = new URL(location, requestUrl);
            target = `${to.protocol}//${to.host}`;
        }
        catch {
            target = 'an address that is not a URL';
        }
    }
    const setting = names('baseUrl');
    return new errors/* ConfigurationError */.j1(operation, 'redirect', `The service answered ${operation} with a redirect (HTTP ${status}) to ${target}. Redirects are not followed, as they could carry the API key elsewhere: if the service moved, set ${setting} to its new address.`);
}
/**
 * An answer that is not the service's: an HTML page (a portal, a login page, a proxy's), or a 404
 * or 405 without the service's error envelope (a path the server at the base URL does not have).
 * `enveloped`: the body was the service's own error envelope.
 */
function answerMistake(operation, answer, names) {
    const { status, headers, text, enveloped } = answer;
    if (enveloped)
        return undefined;
    const setting = names('baseUrl');
    const html = isHtml(headers, text);
    // A 5xx page is a gateway's during an outage; 408 and 429 are waits.
    if (status >= 500 || status === 408 || status === 429)
        return undefined;
    if (html) {
        return new errors/* ConfigurationError */.j1(operation, 'not-the-service', `The address in ${setting} answered ${operation} with an HTML page (HTTP ${status}), not the service's API. Check that ${setting} is the API root, ending in /api/v1 (for example https://testing.example.com/api/v1).`);
    }
    if (status === 404 || status === 405) {
        return new errors/* ConfigurationError */.j1(operation, 'not-the-service', `The address in ${setting} answered ${operation} with HTTP ${status} and no error of the service's: the path does not exist there. Check that ${setting} is the service's API root, ending in /api/v1.`);
    }
    return undefined;
}
/** The answer is an HTML page: by its content type, or by its first character. */
function isHtml(headers, text) {
    const type = misdirection_first(headers['content-type'])?.toLowerCase() ?? '';
    if (type.includes('html'))
        return true;
    return text?.trimStart().startsWith('<') === true;
}
function misdirection_first(value) {
    return Array.isArray(value) ? value[0] : value;
}

;// CONCATENATED MODULE: ./lib/client/transport.js
/**
 * HTTP transport of the service client: one request with its headers, time limit, parsing and
 * error mapping, and the retry loop around it.
 *
 * Built on undici's `request` with an injectable dispatcher. The default dispatcher is an
 * EnvHttpProxyAgent: keep-alive connections, HTTP(S)_PROXY and NO_PROXY honoured.
 */









const silentLogger = { debug() { }, warn() { } };
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * The longest answer held in memory whole: envelopes, lists of connections, usage, suites, a
 * journey's status. A run-list page is streamed instead, with limits of its own
 * (run-list-stream.ts). A service or proxy whose answer never ends is stopped here.
 */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Error codes of a connection that was never made: the request cannot have reached the service. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
let sharedDispatcher;
/** One keep-alive, proxy-aware agent per process, created on first use. */
function defaultDispatcher() {
    sharedDispatcher ??= new undici/* EnvHttpProxyAgent */.J2({ keepAliveTimeout: 30_000 });
    return sharedDispatcher;
}
const USER_AGENT = `${version/* PACKAGE_NAME */.r}/${version/* PACKAGE_VERSION */.i} (node ${process.version}; ${process.platform}-${process.arch})`;
/** Checks and normalises a base URL: http(s), ending in the version segment /api/v1. */
function normaliseBaseUrl(raw, field = 'baseUrl', apiKeyName = 'apiKey', insecure = { allowed: false, name: 'allowInsecureHttp' }) {
    let url;
    try {
        url = new URL(raw.trim());
    }
    catch {
        throw new errors/* InputError */.dz(field, `${field} "${raw}" is not a URL. Give the service's base URL, for example https://testing.example.com/api/v1.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new errors/* InputError */.dz(field, `${field} must use http or https, not "${url.protocol}".`);
    }
    if (url.username || url.password) {
        throw new errors/* InputError */.dz(field, `${field} must not carry credentials; give the API key separately (${apiKeyName}).`);
    }
    if (url.search || url.hash) {
        throw new errors/* InputError */.dz(field, `${field} must not have a query or fragment.`);
    }
    if (url.protocol === 'http:' && !insecure.allowed && !isLoopback(url.hostname)) {
        throw new errors/* InputError */.dz(field, `${field} "${url.origin}${url.pathname}" uses plain http: the API key would cross the network unencrypted. ` +
            `Use https://${url.host}${url.pathname.replace(/\/+$/, '')}, or, for a service on a private network you trust, set ${insecure.name} to true.`);
    }
    const path = url.pathname.replace(/\/+$/, '');
    if (!path.endsWith('/api/v1')) {
        throw new errors/* InputError */.dz(field, `${field} "${url.origin}${url.pathname}" must end in the version segment /api/v1, for example ${url.origin}/api/v1.`);
    }
    return `${url.origin}${path}`;
}
/** localhost, 127.0.0.0/8 and ::1: a service on the same machine (the emulator). */
function isLoopback(hostname) {
    const host = hostname.toLowerCase();
    return (host === 'localhost' ||
        host.endsWith('.localhost') ||
        host === '[::1]' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host));
}
class Transport {
    baseUrl;
    redactor;
    names;
    log;
    apiKey;
    dispatcher;
    retry;
    requestTimeoutMs;
    random;
    now;
    sleep;
    /** HTTP requests sent so far, retries and streams included (the doctor reports the count). */
    requestsSent = 0;
    constructor(settings) {
        this.redactor = settings.redactor;
        this.names = settings.names ?? ((setting) => setting);
        // Register the key before anything can print: a failure below must not echo it.
        this.redactor.add(settings.apiKey);
        this.baseUrl = normaliseBaseUrl(settings.baseUrl, 'baseUrl', 'apiKey', {
            allowed: settings.allowInsecureHttp === true,
            name: this.names('allowInsecureHttp'),
        });
        this.apiKey = settings.apiKey || undefined;
        this.dispatcher = settings.dispatcher ?? defaultDispatcher();
        this.retry = { ...DEFAULT_RETRY, ...settings.retry };
        this.requestTimeoutMs = settings.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
        this.random = settings.random ?? Math.random;
        this.now = settings.now ?? Date.now;
        this.sleep =
            settings.sleep ?? ((ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }).then(() => { }));
        const log = settings.log ?? silentLogger;
        this.log = {
            debug: (message) => log.debug(this.redactor.redact(message)),
            warn: (message) => log.warn(this.redactor.redact(message)),
        };
    }
    /**
     * Sends a request and retries it by the rules of retry.ts. A start (`retryClass: 'start'`) is
     * sent again only when it surely did not reach the service; any other failure of it is thrown
     * marked `mayHaveTakenEffect`, for the caller to find out (client.ts).
     */
    async call(spec, options = {}) {
        const operation = `${spec.method} ${spec.route ?? spec.path}`;
        for (let attempt = 1;; attempt++) {
            this.checkBeforeAttempt(operation, options);
            const outcome = await this.attempt(spec, operation, options);
            if (outcome.ok)
                return outcome.reply;
            const { failure } = outcome;
            const decision = decideRetry(failure, spec.retryClass);
            if (decision === 'reconcile-then-retry') {
                const error = outcome.error(attempt);
                error.mayHaveTakenEffect = true;
                throw error;
            }
            // A configuration mistake is asked at most twice (a DNS failure), whatever the retry settings.
            const maxAttempts = failure.type === 'configuration' ? 2 : this.retry.maxRetries + 1;
            const canRetry = decision !== 'fail' && attempt < maxAttempts;
            const delay = canRetry
                ? nextDelay({
                    retry: attempt - 1,
                    retryAfterMs: failure.type === 'status' ? failure.retryAfterMs : undefined,
                    settings: this.retry,
                    now: this.now(),
                    deadline: options.deadline,
                    random: this.random,
                })
                : undefined;
            if (delay === undefined) {
                throw outcome.error(attempt, canRetry ? 'deadline' : undefined);
            }
            this.log.warn(`${operation} failed (${outcome.summary}); retrying in ${(0,errors/* formatSeconds */.Xo)(delay)} (attempt ${attempt + 1} of ${maxAttempts}).`);
            try {
                await this.sleep(delay, options.signal);
            }
            catch {
                throw new errors/* AbortedError */.oM(operation);
            }
        }
    }
    /** Opens a streaming GET (the journey event stream); the caller reads and closes the body. */
    async openStream(spec, signal, idleTimeoutMs) {
        const operation = `GET ${spec.route ?? spec.path}`;
        const url = this.url(spec.path, spec.query);
        const headers = this.headers(spec, 'text/event-stream');
        let response;
        this.requestsSent++;
        try {
            response = await (0,undici/* request */.Em)(url, {
                method: 'GET',
                headers,
                dispatcher: this.dispatcher,
                signal,
                headersTimeout: this.requestTimeoutMs,
                bodyTimeout: idleTimeoutMs,
            });
        }
        catch (error) {
            if (signal?.aborted)
                throw new errors/* AbortedError */.oM(operation);
            const code = errorCode(error);
            throw ((code && connectionMistake(operation, code, this.baseUrl, this.names, error)) ||
                this.networkError(operation, error));
        }
        if (response.statusCode >= 300 && response.statusCode < 400) {
            discard(response.body);
            throw redirectMistake(operation, response.statusCode, response.headers, url, this.names);
        }
        if (response.statusCode >= 400) {
            const text = await readCapped(response.body, MAX_BODY_BYTES, operation).catch(() => '');
            const mistake = answerMistake(operation, {
                status: response.statusCode,
                headers: response.headers,
                text,
                enveloped: isErrorEnvelope(text),
            }, this.names);
            if (mistake)
                throw mistake;
            throw this.serviceError(operation, spec, response.statusCode, text, response.headers, 1);
        }
        return response;
    }
    checkBeforeAttempt(operation, options) {
        if (options.signal?.aborted)
            throw new errors/* AbortedError */.oM(operation);
        if (options.deadline !== undefined && this.now() >= options.deadline) {
            throw new errors/* DeadlineError */.j3(operation, `The deadline passed before ${operation} could be sent. Raise ${this.names('timeoutMinutes')} if runs need longer.`);
        }
    }
    async attempt(spec, operation, options) {
        const url = this.url(spec.path, spec.query);
        const headers = this.headers(spec, 'application/json');
        const limit = spec.timeoutMs ?? this.requestTimeoutMs;
        const untilDeadline = options.deadline === undefined ? Number.POSITIVE_INFINITY : options.deadline - this.now();
        const timeoutMs = Math.max(1, Math.min(limit, untilDeadline));
        const cappedByDeadline = untilDeadline < limit;
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
        const started = this.now();
        this.log.debug(`-> ${spec.method} ${url.slice(this.baseUrl.length)}`);
        this.requestsSent++;
        let status;
        let responseHeaders;
        let text = '';
        let body;
        try {
            const response = await (0,undici/* request */.Em)(url, {
                method: spec.method,
                headers,
                body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
                dispatcher: this.dispatcher,
                signal,
                headersTimeout: timeoutMs,
                bodyTimeout: timeoutMs,
            });
            status = response.statusCode;
            responseHeaders = response.headers;
            if (status >= 300 && status < 400) {
                discard(response.body);
                return mistakeFailure(redirectMistake(operation, status, responseHeaders, url, this.names), false);
            }
            if (status < 300 && spec.readBody && !isHtml(responseHeaders)) {
                body = await readStreamed(response.body, spec.readBody);
            }
            else {
                text = await readCapped(response.body, spec.maxBytes ?? MAX_BODY_BYTES, operation);
            }
        }
        catch (error) {
            if (options.signal?.aborted)
                throw new errors/* AbortedError */.oM(operation);
            // The caller's own limit: the same body would be as long again.
            if (error instanceof errors/* BodyLimitError */.O9)
                throw error;
            return this.sendFailure(operation, error, {
                timedOut: timeout.aborted,
                timeoutMs,
                cappedByDeadline,
            });
        }
        this.log.debug(`<- ${status} ${operation} in ${this.now() - started} ms`);
        const mistake = answerMistake(operation, { status, headers: responseHeaders, text, enveloped: status >= 400 && isErrorEnvelope(text) }, this.names);
        if (mistake)
            return mistakeFailure(mistake, false);
        if (status >= 400)
            return this.statusFailure(spec, operation, { status, responseHeaders, text });
        const parsed = body === undefined
            ? this.parseSuccess(spec, operation, status, text)
            : 'syntax' in body
                ? {
                    ok: false,
                    error: new errors/* ResponseSchemaError */.n$(operation, status, this.redactor.redact(body.syntax.message)),
                }
                : this.checkSuccess(spec, operation, status, body.json);
        if (parsed.ok)
            return { ok: true, reply: parsed.reply };
        // A body that is not JSON or breaks the schema is often a cut or mangled response; reads may
        // be tried again, and a start that got one is ambiguous (the run may exist).
        return {
            ok: false,
            failure: { type: 'network', notSent: false },
            summary: parsed.error.problems,
            error: () => parsed.error,
        };
    }
    /** A request that got no answer: the deadline, a request timeout, or a network failure. */
    sendFailure(operation, error, limits) {
        const { timeoutMs } = limits;
        if (limits.timedOut || isTimeoutCode(error)) {
            if (limits.cappedByDeadline) {
                throw new errors/* DeadlineError */.j3(operation, `The deadline passed while waiting for ${operation}. Raise ${this.names('timeoutMinutes')} if runs need longer.`, error);
            }
            const message = `${operation} got no complete answer within ${(0,errors/* formatSeconds */.Xo)(timeoutMs)}.`;
            return {
                ok: false,
                failure: { type: 'timeout' },
                summary: `no answer within ${(0,errors/* formatSeconds */.Xo)(timeoutMs)}`,
                error: (attempts) => new errors/* RequestTimeoutError */.DH(operation, timeoutMs, `${message} ${attemptsText(attempts)}The service may be overloaded or unreachable; retry the job later.`),
            };
        }
        const code = errorCode(error);
        const mistake = code && connectionMistake(operation, code, this.baseUrl, this.names, error);
        // A host that does not resolve may be a DNS blip: asked once more, not four times.
        if (mistake)
            return mistakeFailure(mistake, mistake.problem === 'dns');
        const networkError = this.networkError(operation, error);
        return {
            ok: false,
            failure: { type: 'network', notSent: networkError.notSent },
            summary: networkError.code,
            error: (attempts) => attempts > 1
                ? new errors/* NetworkError */.Dr(operation, networkError.code, networkError.notSent, `${networkError.message} (${attempts} attempts)`, error)
                : networkError,
        };
    }
    /** An answer with an error status: the service's error, worded once the attempts are known. */
    statusFailure(spec, operation, answer) {
        const { status, responseHeaders, text } = answer;
        const retryAfterMs = parseRetryAfter(responseHeaders, this.now());
        return {
            ok: false,
            failure: { type: 'status', status, retryAfterMs },
            summary: `HTTP ${status}`,
            error: (attempts, why) => {
                const error = this.serviceError(operation, spec, status, text, responseHeaders, attempts);
                if (why === 'deadline') {
                    return new errors/* DeadlineError */.j3(operation, `${error.message} Waiting to retry would pass the deadline.`, error);
                }
                return error;
            },
        };
    }
    parseSuccess(spec, operation, status, text) {
        let json;
        try {
            json = text === '' ? {} : JSON.parse(text);
        }
        catch {
            return {
                ok: false,
                error: new errors/* ResponseSchemaError */.n$(operation, status, `the body is not JSON (it starts with ${JSON.stringify(this.snippet(text, 60))})`),
            };
        }
        return this.checkSuccess(spec, operation, status, json);
    }
    /** A parsed success body held to the envelope and the operation's schema. */
    checkSuccess(spec, operation, status, json) {
        let payload = json;
        let meta;
        if (spec.envelope !== false) {
            const envelope = client_schemas/* SuccessEnvelopeSchema */.bE.safeParse(json);
            if (!envelope.success) {
                return {
                    ok: false,
                    error: new errors/* ResponseSchemaError */.n$(operation, status, (0,client_schemas/* describeIssues */.wF)(envelope.error)),
                };
            }
            payload = envelope.data.data;
            meta = envelope.data.meta;
        }
        const data = spec.schema.safeParse(payload);
        if (!data.success) {
            const root = spec.envelope === false ? '' : 'data';
            return {
                ok: false,
                error: new errors/* ResponseSchemaError */.n$(operation, status, this.redactor.redact((0,client_schemas/* describeIssues */.wF)(data.error, root))),
            };
        }
        return { ok: true, reply: { data: data.data, meta, status } };
    }
    serviceError(operation, spec, status, text, headers, attempts) {
        let envelope;
        try {
            const parsed = client_schemas/* ErrorEnvelopeSchema */.up.safeParse(JSON.parse(text));
            if (parsed.success)
                envelope = parsed.data;
        }
        catch {
            // Not JSON: a proxy or gateway page. Its first words go into the message below.
        }
        const serviceMessage = this.redactor.redact(envelope ? envelope.message : this.snippet(text, 200));
        const retryAfterMs = parseRetryAfter(headers, this.now());
        const message = (0,errors/* describeServiceError */.VN)({
            names: this.names,
            operation,
            status,
            envelope,
            serviceMessage,
            resource: spec.resource,
            retryAfterMs,
            attempts,
        });
        return new errors/* ServiceError */._7(message, operation, {
            status,
            code: envelope?.code,
            capability: envelope?.capability,
            limit: envelope?.limit
                ? { id: envelope.limit.id, used: envelope.limit.used, cap: envelope.limit.cap }
                : undefined,
            retryAfterMs,
            serviceMessage,
            attempts,
            resource: spec.resource,
            enveloped: envelope !== undefined,
        });
    }
    networkError(operation, error) {
        const code = errorCode(error) ?? 'network error';
        const notSent = NOT_SENT_CODES.has(code);
        const host = new URL(this.baseUrl).host;
        const what = notSent
            ? `Could not connect to the service at ${host} (${code})`
            : `The connection to the service at ${host} broke before a complete answer (${code})`;
        return new errors/* NetworkError */.Dr(operation, code, notSent, `${what} on ${operation}. Check ${this.names('baseUrl')}, the runner's network and any HTTPS_PROXY/NO_PROXY settings.`, error);
    }
    url(path, query) {
        let url = this.baseUrl + path;
        if (query) {
            const params = new URLSearchParams();
            for (const [key, value] of Object.entries(query)) {
                if (value !== undefined)
                    params.set(key, String(value));
            }
            const search = params.toString();
            if (search)
                url += `?${search}`;
        }
        return url;
    }
    headers(spec, accept) {
        const headers = {
            accept,
            'user-agent': USER_AGENT,
            ...spec.headers,
        };
        if (spec.body !== undefined)
            headers['content-type'] = 'application/json';
        if (spec.auth !== false) {
            if (!this.apiKey) {
                throw new errors/* InputError */.dz('apiKey', `An API key is required for this operation (${this.names('apiKey')}).`);
            }
            headers.authorization = `Bearer ${this.apiKey}`;
        }
        return headers;
    }
    /** Redacted before it is cut: a cut inside a secret must not leave its beginning visible. */
    snippet(text, max) {
        const flat = this.redactor.redact(text).replace(/\s+/g, ' ').trim();
        return flat.length > max ? `${flat.slice(0, max)}...` : flat;
    }
}
/** Closes a body not wanted (or no longer): its connection is not reused, and no error is raised. */
function discard(body) {
    body.on('error', () => { });
    body.destroy();
}
/** A configuration mistake as an attempt's failure: tried again only when `retryOnce`. */
function mistakeFailure(error, retryOnce) {
    return {
        ok: false,
        failure: { type: 'configuration', retryOnce },
        summary: error.problem,
        error: () => error,
    };
}
/** The body is the service's error envelope (2.2): the answer is the service's own. */
function isErrorEnvelope(text) {
    try {
        return client_schemas/* ErrorEnvelopeSchema */.up.safeParse(JSON.parse(text)).success;
    }
    catch {
        return false;
    }
}
/**
 * The body as text, at most `max` bytes: past that, reading stops (the connection is closed) and
 * a BodyLimitError names the route and the limit, whatever the service meant to send.
 */
async function readCapped(body, max, operation) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > max) {
            discard(body);
            throw new errors/* BodyLimitError */.O9(operation, `The service's answer to ${operation} is longer than ${(0,numbers/* formatBytes */.z3)(max)}, the most read of it, so reading stopped there. The service (or a proxy in front of it) sent more than the interface's answers hold; report it if it stays.`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function attemptsText(attempts) {
    return attempts > 1 ? `(${attempts} attempts) ` : '';
}
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return undefined;
}
function isTimeoutCode(error) {
    const code = errorCode(error);
    return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
/**
 * A body read by a RequestSpec's readBody. A body that is not JSON is an answer (checked like a
 * mangled text body); a failure of the connection while reading is thrown as by body.text().
 */
async function readStreamed(body, read) {
    try {
        return { json: await read(body) };
    }
    catch (error) {
        if (!(error instanceof json_scan/* JsonSyntaxError */.q3))
            throw error;
        // The rest of the body is not wanted; closing it frees the connection's buffers.
        body.destroy();
        return { syntax: error };
    }
}

;// CONCATENATED MODULE: ./lib/client/client.js
/**
 * The typed client of the Partner Endpoint Testing Service: one method per operation of the
 * interface (shared/service-interface.md, section 4). Requests are validated before they are sent,
 * answers are checked against the schemas of section 2, and failures become the typed errors of
 * errors.ts.
 */










/**
 * The longest run-list page listRuns holds whole (it returns full reports, for `runs list`): a
 * page of 20 reports of ordinary size is a few MB. The gate's own reads stream their pages
 * (listRunEntries) with the larger limits of run-list-stream.ts.
 */
const RUN_LIST_PAGE_HELD_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Page sizes when looking for a report. A report just started or finished is at the top of the
 * newest-first list and the one before it is usually the one it is compared with, so the first
 * page holds two; reports can run to hundreds of kilobytes each, and a first page of ten on a
 * connection with history cost ~40 ms of a verdict. Further pages are modest for the same reason.
 */
const FIRST_PAGE_SIZE = 2;
const LATER_PAGE_SIZE = 20;
/**
 * Waits between reads of the run list after a start whose answer was lost: the list may show a
 * new run only a moment later. 30 s in all, at least 1 s apart.
 */
const RECONCILE_REREAD_DELAYS_MS = [
    1_000, 2_000, 3_000, 4_000, 5_000, 5_000, 5_000, 5_000,
];
const RECONCILE_WINDOW_MS = RECONCILE_REREAD_DELAYS_MS.reduce((a, b) => a + b, 0);
/** Entries per read and pages read when looking for a lost start: a new run is at the top. */
const RECONCILE_PAGE_SIZE = 20;
const RECONCILE_PAGES = 3;
/** Extra time allowed beyond a long-poll wait before the request counts as timed out. */
const LONG_POLL_MARGIN_MS = 10_000;
/** Clamps a long-poll wait to the interface's 1..55 seconds (whole seconds). */
function clampWait(seconds) {
    if (seconds === undefined || !Number.isFinite(seconds))
        return undefined;
    return Math.min(wire/* LONG_POLL_MAX_SECONDS */.qV, Math.max(wire/* LONG_POLL_MIN_SECONDS */.gF, Math.ceil(seconds)));
}
class ServiceClient {
    transport;
    constructor(options) {
        this.transport = new Transport(options);
    }
    get baseUrl() {
        return this.transport.baseUrl;
    }
    // 4.2 Suites (no authentication, no envelope).
    async listSuites(options = {}) {
        const reply = await this.transport.call({
            method: 'GET',
            path: '/testing/suites',
            auth: false,
            envelope: false,
            schema: client_schemas/* SuiteListingSchema */.uR,
            retryClass: 'idempotent',
        }, options);
        return reply.data;
    }
    // 4.1 Connections.
    async createConnection(body, options = {}) {
        // Tokens are secrets from the moment we hold them, valid or not.
        const redactor = this.transport.redactor;
        for (const key of ['tokenA', 'tokenC', 'localTokenB']) {
            const value = body[key];
            if (typeof value === 'string')
                redactor.add(value);
        }
        const parsed = client_schemas/* CreateConnectionSchema */.s_.safeParse(body);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new errors/* InputError */.dz(String(issue?.path[0] ?? 'connection'), `The connection is invalid: ${redactor.redact((0,client_schemas/* describeIssues */.wF)(parsed.error))}.`);
        }
        const reply = await this.transport.call({
            method: 'POST',
            path: '/connections',
            body: parsed.data,
            schema: client_schemas/* ConnectionSchema */.qv,
            retryClass: 'unsafe',
        }, options);
        return reply.data;
    }
    async listConnections(query = {}, options = {}) {
        const limit = checkPageSize(query.limit, wire/* CONNECTION_PAGE_SIZE */.Xq, 'limit');
        if (query.skip !== undefined && (!Number.isInteger(query.skip) || query.skip < 0)) {
            throw new errors/* InputError */.dz('skip', `skip must be a whole number of 0 or more, not ${query.skip}.`);
        }
        if (query.direction !== undefined && !['inbound', 'outbound'].includes(query.direction)) {
            throw new errors/* InputError */.dz('direction', 'direction must be "inbound" or "outbound".');
        }
        const reply = await this.transport.call({
            method: 'GET',
            path: '/connections',
            query: {
                [wire/* CONNECTION_LIST_PARAMS */.vj.direction]: query.direction,
                [wire/* CONNECTION_LIST_PARAMS */.vj.limit]: limit,
                [wire/* CONNECTION_LIST_PARAMS */.vj.skip]: query.skip,
            },
            schema: schemas/* array */.YOg(client_schemas/* ConnectionSchema */.qv),
            retryClass: 'idempotent',
        }, options);
        return { items: reply.data, meta: reply.meta };
    }
    /** Every page of the connection list. */
    connectionPages(query = {}, options = {}) {
        const limit = checkPageSize(query.limit, wire/* CONNECTION_PAGE_SIZE */.Xq, 'limit');
        return skipPages('GET /connections', limit ?? wire/* CONNECTION_PAGE_SIZE */.Xq.default, (skip) => this.listConnections({ ...query, limit, skip: skip || undefined }, options), (connection) => connection._id);
    }
    async registerConnection(id, options = {}) {
        const reply = await this.transport.call({
            method: 'POST',
            path: `/connections/${pathId(id, 'connection id')}/register`,
            route: '/connections/{id}/register',
            schema: client_schemas/* ConnectionSchema */.qv,
            retryClass: 'unsafe',
            resource: { kind: 'connection', id },
        }, options);
        return reply.data;
    }
    // 4.2 Conformance runs and reports.
    /**
     * Starts a conformance run. Never starts two runs for one call: a start whose outcome is
     * unknown is looked up in the connection's runs by its seed before it is tried again.
     */
    async startRun(request, options = {}) {
        const seed = request.seed ?? (0,external_node_crypto_.randomUUID)();
        const parsed = client_schemas/* StartRunRequestSchema */.E4.safeParse({ ...request, seed });
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new errors/* InputError */.dz(String(issue?.path[0] ?? 'run'), `The run request is invalid: ${(0,client_schemas/* describeIssues */.wF)(parsed.error)}.`);
        }
        const body = parsed.data;
        const wait = clampWait(options.waitSeconds);
        const idempotencyKey = (0,external_node_crypto_.randomUUID)();
        const operation = 'POST /testing/runs';
        const reconcile = async () => {
            const found = await this.findLostStart(operation, body.connectionId, { seed, module: body.module, exclude: options.excludeReportIds }, options, (why, cause) => new errors/* AmbiguousStartError */.rV(operation, seed, `Starting the run may have succeeded, but the answer was lost and ${why}. Not starting again, to avoid testing the partner twice. Look for a run with seed "${seed}" before re-running.`, cause));
            if (!found)
                return undefined;
            return {
                status: 200,
                meta: undefined,
                data: {
                    reportId: found._id,
                    status: found.status,
                    seed,
                    draining: found.draining,
                    summary: found.summary,
                    withheldModules: found.withheldModules,
                },
            };
        };
        const { reply, reconciled } = await this.sendStart({
            method: 'POST',
            path: '/testing/runs',
            query: { [wire/* LONG_POLL_PARAM */.NB]: wait },
            body,
            headers: { [wire/* IDEMPOTENCY_HEADER */.ef]: idempotencyKey },
            schema: client_schemas/* StartRunResultSchema */.UC,
            retryClass: 'start',
            timeoutMs: longPollTimeout(wait),
            resource: { kind: 'connection', id: body.connectionId },
        }, options, reconcile);
        return { ...reply.data, seed: reply.data.seed ?? seed, reconciled };
    }
    async listRuns(query = {}, options = {}) {
        const limit = checkPageSize(query.limit, wire/* RUN_PAGE_SIZE */.Mp, 'limit');
        if (query.status !== undefined && !client_schemas/* RUN_STATUSES */.LV.includes(query.status)) {
            throw new errors/* InputError */.dz('status', `status "${query.status}" is not a run status; use one of ${client_schemas/* RUN_STATUSES */.LV.join(', ')}.`);
        }
        if (query.ocpiVersion !== undefined &&
            !client_schemas/* OCPI_VERSIONS */.W8.includes(query.ocpiVersion)) {
            throw new errors/* InputError */.dz('ocpiVersion', `ocpiVersion "${query.ocpiVersion}" is not supported; use one of ${client_schemas/* OCPI_VERSIONS */.W8.join(', ')}.`);
        }
        const reply = await this.runListCall(query, limit, schemas/* array */.YOg(client_schemas/* RunReportSchema */.bq), options, {
            maxBytes: RUN_LIST_PAGE_HELD_MAX_BYTES,
        });
        // Filter here too: a service that ignores a filter must not hand us other runs.
        const items = reply.data.filter((report) => (query.status === undefined || report.status === query.status) &&
            (query.ocpiVersion === undefined ||
                report.ocpiVersion === undefined ||
                report.ocpiVersion === query.ocpiVersion));
        return { items, meta: reply.meta };
    }
    /**
     * A page of the run list with each entry checked only as far as its id: for scanning the list
     * for one report, where validating every full report on the page (hundreds of kilobytes each)
     * would cost more than the rest of the verdict. Validate an entry before use: parseRunEntry.
     * No status or version filter: those need the entries' fields, which are not validated here.
     */
    async listRunEntries(query = {}, options = {}) {
        const limit = checkPageSize(query.limit, wire/* RUN_PAGE_SIZE */.Mp, 'limit');
        // The page is read as a stream (run-list-stream.ts): one entry may be a report of tens of
        // thousands of checks. The last attempt's figures are the page's.
        let read;
        const readBody = async (chunks) => {
            read = await (0,run_list_stream/* readRunListStream */.Ae)(chunks, {
                redactor: this.transport.redactor,
                spool: options.spool,
                maxBytes: options.maxBytes,
            });
            return read.body;
        };
        const reply = await this.runListCall(query, limit, schemas/* array */.YOg(client_schemas/* RunListEntrySchema */.DL), options, {
            readBody,
        });
        (0,run_list_stream/* carryStreamed */.FE)(reply.data, read?.body?.data);
        return { items: reply.data, meta: reply.meta, bytes: read?.bytes, spooled: read?.spooled };
    }
    /**
     * An entry of listRunEntries as a report, held to the whole report schema. A mismatch is the
     * service's answer breaking the interface: a ResponseSchemaError naming the entry's fields.
     */
    parseRunEntry(entry, index) {
        const streamed = (0,run_list_stream/* streamedEntry */._A)(entry);
        if (streamed?.problem !== undefined) {
            throw new errors/* ResponseSchemaError */.n$('GET /testing/runs', 200, streamed.problem);
        }
        // A streamed entry's checks were validated as they were read: only the rest is checked here.
        const parsed = streamed ? (0,run_list_stream/* parseReportHead */.k1)(entry) : client_schemas/* RunReportSchema */.bq.safeParse(entry);
        if (parsed.success)
            return parsed.data;
        throw new errors/* ResponseSchemaError */.n$('GET /testing/runs', 200, this.transport.redactor.redact((0,client_schemas/* describeIssues */.wF)(parsed.error, `data[${index}]`)));
    }
    runListCall(query, limit, schema, options, read) {
        return this.transport.call({
            method: 'GET',
            path: '/testing/runs',
            query: {
                [wire/* RUN_LIST_PARAMS */.Ek.connectionId]: query.connectionId,
                [wire/* RUN_LIST_PARAMS */.Ek.targetId]: query.targetId,
                [wire/* RUN_LIST_PARAMS */.Ek.status]: query.status,
                [wire/* RUN_LIST_PARAMS */.Ek.ocpiVersion]: query.ocpiVersion,
                [wire/* RUN_LIST_PARAMS */.Ek.limit]: limit,
                [wire/* RUN_LIST_PARAMS */.Ek.cursor]: query.cursor,
            },
            schema,
            retryClass: 'idempotent',
            ...read,
        }, options);
    }
    /**
     * The one walk over the run list that every lookup uses: pages of entries (checked only as far as
     * their ids, see listRunEntries), newest first, from `walk.cursor` on. A first page of
     * `firstPageSize` (a report just started or finished is at the top), later ones of `pageSize`,
     * at most `maxPages`. A cursor handed out twice stops the walk with a PagingError.
     */
    runEntryPages(query = {}, walk = {}, options = {}) {
        const pageSize = walk.pageSize ?? wire/* RUN_PAGE_SIZE */.Mp.default;
        let pages = 0;
        return cursorPages('GET /testing/runs', (cursor) => this.listRunEntries({ ...query, limit: pages++ === 0 ? (walk.firstPageSize ?? pageSize) : pageSize, cursor }, options), walk.maxPages, walk.cursor);
    }
    /** Every page of the run list, newest first. */
    runPages(query = {}, options = {}) {
        return cursorPages('GET /testing/runs', (cursor) => this.listRuns({ ...query, cursor }, options));
    }
    /** Finds a report by id in the run list (there is no single-report read), scanning at most maxPages. */
    async findReport(reportId, query = {}, options = {}) {
        return (await this.locateReport(reportId, query, options))?.report;
    }
    /**
     * Like findReport, and also returns the entries listed after it (older ones, the list being
     * newest first) on the same page, with the cursor of the next page: what a comparison with
     * earlier runs needs, without reading the list again. Only the report found is validated; the
     * later entries are validated by whoever uses them (parseRunEntry).
     */
    async locateReport(reportId, query = {}, options = {}) {
        const spool = options.spool && { reportId, ...options.spool };
        for await (const page of this.runEntryPages(query, {
            firstPageSize: FIRST_PAGE_SIZE,
            pageSize: LATER_PAGE_SIZE,
            maxPages: options.maxPages ?? 50,
        }, { ...options, spool })) {
            const index = page.items.findIndex((entry) => entry._id === reportId);
            if (index >= 0) {
                return {
                    report: this.parseRunEntry(page.items[index], index),
                    later: page.items
                        .slice(index + 1)
                        .map((entry, offset) => ({ entry, index: index + 1 + offset })),
                    nextCursor: page.meta?.nextCursor,
                    spooled: page.spooled === true,
                };
            }
        }
        return undefined;
    }
    async deleteRun(id, options = {}) {
        await this.transport.call({
            method: 'DELETE',
            path: `/testing/runs/${pathId(id, 'report id')}`,
            route: '/testing/runs/{id}',
            schema: client_schemas/* EmptySchema */.v5,
            retryClass: 'idempotent',
            resource: { kind: 'report', id },
        }, options);
    }
    async shareRun(id, options = {}) {
        const reply = await this.transport.call({
            method: 'POST',
            path: `/testing/runs/${pathId(id, 'report id')}/share`,
            route: '/testing/runs/{id}/share',
            schema: client_schemas/* ShareResultSchema */.SF,
            retryClass: 'unsafe',
            resource: { kind: 'report', id },
        }, options);
        return reply.data.shareToken;
    }
    async unshareRun(id, options = {}) {
        await this.transport.call({
            method: 'DELETE',
            path: `/testing/runs/${pathId(id, 'report id')}/share`,
            route: '/testing/runs/{id}/share',
            schema: client_schemas/* EmptySchema */.v5,
            retryClass: 'idempotent',
            resource: { kind: 'report', id },
        }, options);
    }
    // 4.3 Journeys.
    async previewJourney(body, options = {}) {
        const reply = await this.transport.call({
            method: 'POST',
            path: '/testing/journeys/preview',
            body,
            schema: client_schemas/* JourneyPreviewResultSchema */.RB,
            // Compiling and saving a plan touches no partner; a duplicate plan is harmless.
            retryClass: 'idempotent',
        }, options);
        return reply.data;
    }
    /** Starts a journey run from a previewed plan, with the same never-start-twice care as startRun. */
    async startJourney(request, options = {}) {
        if (!request.planId)
            throw new errors/* InputError */.dz('planId', 'planId is required to start a journey.');
        const operation = `POST ${wire/* JOURNEY_START_PATH */.SX}`;
        const { reply, reconciled } = await this.sendStart({
            method: 'POST',
            path: wire/* JOURNEY_START_PATH */.SX,
            body: {
                [wire/* JOURNEY_START_FIELDS */.Oc.planId]: request.planId,
                [wire/* JOURNEY_START_FIELDS */.Oc.planHash]: request.planHash,
            },
            headers: { [wire/* IDEMPOTENCY_HEADER */.ef]: (0,external_node_crypto_.randomUUID)() },
            schema: client_schemas/* JourneyRunStatusSchema */.nT,
            retryClass: 'start',
            resource: { kind: 'journey plan', id: request.planId },
        }, options, async () => {
            const found = await this.findLostStart(operation, request.targetId, { seed: request.seed, exclude: options.excludeReportIds }, options, (why, cause) => new errors/* AmbiguousStartError */.rV(operation, request.seed, `Starting the journey may have succeeded, but the answer was lost and ${why}. Not starting again, to avoid running the journey twice. Look for a journey run with seed "${request.seed}" before re-running.`, cause));
            if (!found)
                return undefined;
            const runId = found[wire/* REPORT_RUN_ID_FIELD */.mS];
            if (typeof runId !== 'string') {
                throw new errors/* AmbiguousStartError */.rV(operation, request.seed, `The journey was started (report ${found._id}) but its answer was lost, and the run list does not give its run id. Open the report in the service to follow it.`);
            }
            return {
                status: 200,
                meta: undefined,
                data: { runId, reportId: found._id, status: found.status },
            };
        }).catch((error) => {
            throw journeyStartMissing(error, operation);
        });
        return { ...reply.data, reconciled };
    }
    async getJourneyRun(id, options = {}) {
        const wait = clampWait(options.waitSeconds);
        const reply = await this.transport.call({
            method: 'GET',
            path: `/testing/journey-runs/${pathId(id, 'journey run id')}`,
            route: '/testing/journey-runs/{id}',
            query: { [wire/* LONG_POLL_PARAM */.NB]: wait },
            schema: client_schemas/* JourneyRunStatusSchema */.nT,
            retryClass: 'idempotent',
            timeoutMs: longPollTimeout(wait),
            resource: { kind: 'journey run', id },
        }, options);
        return reply.data;
    }
    /**
     * The run's events, replayed and then followed live, resumed after drops without duplicates.
     * Ends after a terminal event, or when the stream ends and the status read says the run is over.
     */
    journeyEvents(id, options = {}) {
        pathId(id, 'journey run id');
        const isTerminal = async () => {
            const status = await this.getJourneyRun(id, { signal: options.signal });
            return client_schemas/* TERMINAL_RUN_STATUSES */.Ay.has(status.status);
        };
        return followJourneyEvents(this.transport, id, isTerminal, options);
    }
    async recoverJourneyRun(id, request, options = {}) {
        if (!request.decision)
            throw new errors/* InputError */.dz('decision', 'A recovery decision is required.');
        if (!Number.isInteger(request.recoveryVersion) || request.recoveryVersion < 0) {
            throw new errors/* InputError */.dz('recoveryVersion', 'recoveryVersion must be the whole number read from the run status.');
        }
        const reply = await this.transport.call({
            method: 'POST',
            path: `/testing/journey-runs/${pathId(id, 'journey run id')}/recovery`,
            route: '/testing/journey-runs/{id}/recovery',
            body: {
                [wire/* RECOVERY_DECISION_FIELD */.Mg]: request.decision,
                recoveryVersion: request.recoveryVersion,
            },
            schema: client_schemas/* RecoveryResultSchema */.Ed,
            retryClass: 'unsafe',
            resource: { kind: 'journey run', id },
        }, options);
        return reply.data;
    }
    async cancelJourneyRun(id, options = {}) {
        const reply = await this.transport.call({
            method: 'POST',
            path: `/testing/journey-runs/${pathId(id, 'journey run id')}/cancel`,
            route: '/testing/journey-runs/{id}/cancel',
            schema: client_schemas/* CancelResultSchema */.f7,
            // Asking twice to stop is the same as asking once.
            retryClass: 'idempotent',
            resource: { kind: 'journey run', id },
        }, options);
        return reply.data;
    }
    // 4.4 Usage.
    async getUsage(options = {}) {
        const reply = await this.transport.call({
            method: 'GET',
            path: '/usage',
            schema: client_schemas/* UsageSchema */.f2,
            retryClass: 'idempotent',
        }, options);
        return reply.data;
    }
    /**
     * Sends a start, which is not idempotent and reaches the partner: never twice for one run. The
     * transport sends it again only when it surely did not reach the service. After any other
     * failure (a 5xx, a reset or timeout after sending, a cut answer) the run is looked for first
     * (`lookUp`, see findLostStart); only when it is not there is the start sent again, with the
     * backoff and attempt bound of retry.ts, within the deadline.
     */
    async sendStart(spec, options, lookUp) {
        const { transport } = this;
        const operation = `${spec.method} ${spec.route ?? spec.path}`;
        for (let attempt = 1;; attempt++) {
            let failure;
            try {
                return { reply: await transport.call(spec, options), reconciled: false };
            }
            catch (error) {
                if (!(error instanceof errors/* ClientError */.MZ) || !error.mayHaveTakenEffect)
                    throw error;
                failure = error;
            }
            transport.log.warn(`${operation} failed after it may have reached the service (${failure.message}); looking for the run before trying again.`);
            const found = await lookUp();
            if (found) {
                transport.log.warn(`${operation}: the service had started the run; continuing with it.`);
                return { reply: found, reconciled: true };
            }
            const delay = attempt <= transport.retry.maxRetries
                ? nextDelay({
                    retry: attempt - 1,
                    retryAfterMs: failure instanceof errors/* ServiceError */._7 ? failure.retryAfterMs : undefined,
                    settings: transport.retry,
                    now: transport.now(),
                    deadline: options.deadline,
                    random: transport.random,
                })
                : undefined;
            if (delay === undefined)
                throw failure;
            transport.log.warn(`${operation}: the run is not in the run list, so the start did not take effect; sending it again in ${(0,errors/* formatSeconds */.Xo)(delay)} (attempt ${attempt + 1} of ${transport.retry.maxRetries + 1}).`);
            try {
                await transport.sleep(delay, options.signal);
            }
            catch {
                throw new errors/* AbortedError */.oM(operation);
            }
        }
    }
    /**
     * Looks for the run a start whose answer was lost may have created. A run matches by what
     * identifies it: its seed, its connection and module where the entry names them, and not one of
     * the reports that carried the seed before. Enum values such as runKind are not looked at: the
     * interface does not fix them. The list may show a new run only a moment after the start (a
     * cache, eventual consistency), so it is read again for RECONCILE_WINDOW_MS before the start is
     * taken not to have happened. When in doubt (the list cannot be read, the deadline comes first,
     * several runs match) `lost` is thrown: the caller must not start again.
     */
    async findLostStart(operation, connectionId, identity, options, lost) {
        for (let read = 0;; read++) {
            let matches;
            try {
                // A run the list shows late shows at its top: later reads need only the first page.
                matches = await this.entriesOfStart(connectionId, identity, options, read === 0 ? RECONCILE_PAGES : 1);
            }
            catch (error) {
                throw lost(`the run list could not be read to check (${error.message})`, error);
            }
            if (matches.length === 1)
                return this.parseRunEntry(matches[0].entry, matches[0].index);
            if (matches.length > 1) {
                throw lost(`the run list holds ${matches.length} runs with its seed (${matches.map((m) => m.entry._id).join(', ')}), so which one is this start's cannot be told`);
            }
            const delay = RECONCILE_REREAD_DELAYS_MS[read];
            if (delay === undefined)
                return undefined;
            if (options.deadline !== undefined && this.transport.now() + delay >= options.deadline) {
                throw lost('the run did not show in the run list before the deadline (the list may lag behind a start)');
            }
            try {
                await this.transport.sleep(delay, options.signal);
            }
            catch {
                throw new errors/* AbortedError */.oM(operation);
            }
        }
    }
    /** The newest entries of a connection's run list that identify the start (see findLostStart). */
    async entriesOfStart(connectionId, identity, options, maxPages) {
        const matches = [];
        // A just-started run is at the top of a newest-first list.
        for await (const page of this.runEntryPages({ connectionId }, { pageSize: RECONCILE_PAGE_SIZE, maxPages }, { signal: options.signal, deadline: options.deadline })) {
            page.items.forEach((entry, index) => {
                if (identifiesStart(entry, connectionId, identity))
                    matches.push({ entry, index });
            });
        }
        return matches;
    }
}
/**
 * Whether a run list entry can be the run a start created. Fields the entry does not carry cannot
 * tell against it; fields it carries must agree. `connectionId` is not in the interface's report
 * (2.5) but a service that adds it is held to it: the list's connection filter may be ignored.
 */
function identifiesStart(entry, connectionId, identity) {
    if (entry.seed !== identity.seed || identity.exclude?.has(entry._id))
        return false;
    const entryConnection = entry.connectionId;
    if (typeof entryConnection === 'string' && entryConnection !== connectionId)
        return false;
    if (identity.module !== undefined &&
        entry.module !== undefined &&
        entry.module !== identity.module) {
        return false;
    }
    return true;
}
/**
 * The endpoint that starts a journey is our guess (wire.ts). A 404 or 405 there may be a plan the
 * service does not know, or a service that starts journeys elsewhere: say both.
 */
function journeyStartMissing(error, operation) {
    if (!(error instanceof errors/* ServiceError */._7) || ![404, 405, 501].includes(error.status))
        return error;
    return new errors/* ServiceError */._7(`${error.message} The service may also start journey runs at another endpoint than ${operation}: the interface does not show it (see README "Assumptions about the service"), so a service that differs cannot run journeys with this version of the tool.`, operation, error);
}
function longPollTimeout(wait) {
    return wait === undefined ? undefined : wait * 1000 + LONG_POLL_MARGIN_MS;
}
function checkPageSize(value, bounds, field) {
    if (value === undefined)
        return undefined;
    if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
        throw new errors/* InputError */.dz(field, `${field} (page size) must be a whole number from ${bounds.min} to ${bounds.max}, not ${value}.`);
    }
    return value;
}
function pathId(id, what) {
    if (typeof id !== 'string' || id.trim() === '') {
        throw new errors/* InputError */.dz(what, `A ${what} is required.`);
    }
    return encodeURIComponent(id);
}

;// CONCATENATED MODULE: ./lib/client/index.js
/** The service client: every operation of the Partner Endpoint Testing Service interface. */









/***/ }),

/***/ 3247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VF: () => (/* binding */ JsonScanner),
/* harmony export */   Zf: () => (/* binding */ JsonValueLimitError),
/* harmony export */   q3: () => (/* binding */ JsonSyntaxError)
/* harmony export */ });
/**
 * A streaming scanner of JSON text that hands on whole values at the depths its handler asks for.
 *
 * Why not JSON.parse: a run-list page can carry a report of 50,000 checks (about 250 MB of JSON).
 * Read whole, the body text, the parsed tree and the validated copy are held at once (over 1 GB).
 * The scanner walks the bytes as they arrive and keeps none of them: the handler says which
 * objects and arrays to descend into (the envelope, the list, a report, its suites); every other
 * value is handed on as its own JSON text, which the handler parses (JSON.parse, native and fast)
 * and keeps only as much of as it needs. One check at a time is in memory, not the page.
 *
 * It checks the structure it descends into (braces, commas, colons); the text of a value it hands
 * on is checked by whoever parses it. A string's first bytes are looked at one by one (most
 * strings are short, and a call to indexOf costs more than that); the rest of a long one is
 * skipped with Buffer.indexOf.
 */
/** The body is not JSON, or ended before its JSON did. */
class JsonSyntaxError extends Error {
    offset;
    constructor(message, 
    /** Bytes read before the fault. */
    offset) {
        super(message);
        this.offset = offset;
        this.name = 'JsonSyntaxError';
    }
}
/** A value the handler would receive is longer than the scanner's limit: reading stops there. */
class JsonValueLimitError extends Error {
    place;
    limit;
    constructor(place, limit) {
        super(`one value (at depth ${place.depth}, ${JSON.stringify(place.key)}) is longer than ${limit} bytes`);
        this.place = place;
        this.limit = limit;
        this.name = 'JsonValueLimitError';
    }
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
var State;
(function (State) {
    /** A value is due (the top value, after a colon, after "[" or a comma in an array). */
    State[State["Value"] = 0] = "Value";
    /** A key or "}" is due (after "{"). */
    State[State["FirstKey"] = 1] = "FirstKey";
    /** A key is due (after a comma in an object). */
    State[State["Key"] = 2] = "Key";
    State[State["Colon"] = 3] = "Colon";
    /** A value has ended: a comma or the container's close is due. */
    State[State["After"] = 4] = "After";
    /** Inside a value being handed on, or a key. */
    State[State["Capture"] = 5] = "Capture";
    State[State["Done"] = 6] = "Done";
})(State || (State = {}));
/** Bytes of a string looked at one by one before indexOf is called for the rest. */
const SHORT_STRING = 32;
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** Bytes that end a number or a literal (true, false, null). */
const endsScalar = (c) => c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || isSpace(c);
class JsonScanner {
    handler;
    maxValueBytes;
    state = State.Value;
    stack = [];
    /** Bytes of earlier chunks consumed, for the offsets in errors. */
    consumed = 0;
    // The value or key being captured.
    captureIsKey = false;
    captureKind = 'scalar';
    capturePlace = { depth: 0, key: 0 };
    captureDepth = 0;
    inString = false;
    /** The chunk ended right after a backslash: the next byte is escaped. */
    escapePending = false;
    pieces = [];
    /** Bytes of the value being captured held in `pieces`. */
    pieceBytes = 0;
    started = false;
    // The chunk being scanned, where the capture began in it, and its next quote and backslash at
    // or after the index reached (-1: none left in the chunk; -2: not looked for yet).
    chunk = Buffer.alloc(0);
    captureStart = 0;
    quote = -2;
    backslash = -2;
    /**
     * @param maxValueBytes the longest value (or key) held to be handed on: a service that sends one
     * endless string must not fill the memory.
     */
    constructor(handler, maxValueBytes = Number.POSITIVE_INFINITY) {
        this.handler = handler;
        this.maxValueBytes = maxValueBytes;
    }
    /** Scans the next bytes of the text. */
    write(chunk) {
        const n = chunk.length;
        if (n > 0)
            this.started = true;
        this.chunk = chunk;
        this.captureStart = 0;
        this.quote = -2;
        this.backslash = -2;
        let i = 0;
        while (i < n) {
            i = this.state === State.Capture ? this.capture(i) : this.structure(i);
        }
        if (this.state === State.Capture && this.captureStart < n) {
            this.pieces.push(chunk.subarray(this.captureStart));
            this.pieceBytes += n - this.captureStart;
            if (this.pieceBytes > this.maxValueBytes) {
                this.pieces = [];
                throw new JsonValueLimitError(this.capturePlace, this.maxValueBytes);
            }
        }
        this.consumed += n;
    }
    /** Inside a value being handed on (or a key): returns the index to go on from. */
    capture(i) {
        const chunk = this.chunk;
        if (this.inString)
            return this.stringBytes(i);
        const c = chunk[i];
        if (this.captureKind === 'scalar') {
            if (endsScalar(c) || c === COLON) {
                this.endCapture(i);
                return i; // the byte is read again in the state the value left
            }
            if (c === QUOTE || c === OPEN_OBJECT || c === OPEN_ARRAY)
                this.fail(i, 'a value');
            return i + 1;
        }
        if (c === QUOTE)
            this.inString = true;
        else if (c === OPEN_OBJECT || c === OPEN_ARRAY)
            this.captureDepth++;
        else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
            if (--this.captureDepth === 0)
                this.endCapture(i + 1);
        }
        return i + 1;
    }
    /** Inside a string: jumps to its closing quote, or past the next escape, or to the chunk's end. */
    stringBytes(i) {
        const chunk = this.chunk;
        const n = chunk.length;
        if (this.escapePending) {
            this.escapePending = false;
            return i + 1;
        }
        // Most strings are a few bytes long: looking at them costs less than a call to indexOf.
        const near = Math.min(n, i + SHORT_STRING);
        for (let j = i; j < near; j++) {
            const c = chunk[j];
            if (c === QUOTE)
                return this.endString(j);
            if (c === BACKSLASH)
                return this.escape(j);
        }
        if (near === n)
            return n;
        i = near;
        if (this.quote !== -1 && this.quote < i)
            this.quote = chunk.indexOf(QUOTE, i);
        if (this.backslash !== -1 && this.backslash < i)
            this.backslash = chunk.indexOf(BACKSLASH, i);
        const { quote, backslash } = this;
        if (backslash !== -1 && (quote === -1 || backslash < quote))
            return this.escape(backslash);
        if (quote === -1)
            return n;
        return this.endString(quote);
    }
    /** A backslash at `at` in a string: the byte after it is skipped, in this chunk or the next. */
    escape(at) {
        if (at + 1 < this.chunk.length)
            return at + 2;
        this.escapePending = true;
        return this.chunk.length;
    }
    /** The closing quote of a string at `at`. */
    endString(at) {
        this.inString = false;
        if (this.captureKind === 'string')
            this.endCapture(at + 1);
        return at + 1;
    }
    /** Between values of the containers descended into: returns the index to go on from. */
    structure(i) {
        const c = this.chunk[i];
        if (isSpace(c))
            return i + 1;
        switch (this.state) {
            case State.Value:
                if (this.stack.length > 0 && this.top().kind === 'array' && c === CLOSE_ARRAY) {
                    // "[]", or a comma before "]", which JSON does not allow.
                    if (this.top().key !== 0)
                        this.fail(i, 'a value');
                    this.closeTop();
                    return i + 1;
                }
                this.captureStart = i;
                return this.startValue(c, i);
            case State.FirstKey:
            case State.Key:
                if (c === CLOSE_OBJECT && this.state === State.FirstKey) {
                    this.closeTop();
                    return i + 1;
                }
                if (c !== QUOTE)
                    this.fail(i, 'a key in quotes');
                this.captureStart = i;
                this.beginCapture(true, 'string', this.place());
                this.inString = true;
                return i + 1;
            case State.Colon:
                if (c !== COLON)
                    this.fail(i, '":"');
                this.state = State.Value;
                return i + 1;
            case State.After:
                this.afterValue(c, i);
                return i + 1;
            default:
                this.fail(i, 'the end of the text');
        }
    }
    /** A comma or the close of the container, after a value. */
    afterValue(c, i) {
        const frame = this.stack.at(-1);
        if (!frame)
            this.fail(i, 'the end of the text');
        if (c === COMMA) {
            if (frame.kind === 'array') {
                frame.key = frame.key + 1;
                this.state = State.Value;
            }
            else
                this.state = State.Key;
        }
        else if (c === (frame.kind === 'array' ? CLOSE_ARRAY : CLOSE_OBJECT)) {
            this.closeTop();
        }
        else
            this.fail(i, `"," or "${frame.kind === 'array' ? ']' : '}'}"`);
    }
    /** The text has ended: it must have held one whole JSON value. */
    end() {
        if (!this.started)
            return;
        if (this.state === State.Capture && this.captureKind === 'scalar' && this.stack.length === 0) {
            this.chunk = Buffer.alloc(0);
            this.captureStart = 0;
            this.endCapture(0);
        }
        if (this.state !== State.Done) {
            throw new JsonSyntaxError(`the body ended before its JSON did (after ${this.consumed} bytes)`, this.consumed);
        }
    }
    /** Nothing was written (an empty body; white space alone is not JSON). */
    get empty() {
        return !this.started;
    }
    top() {
        return this.stack.at(-1);
    }
    place() {
        const frame = this.stack.at(-1);
        return { depth: this.stack.length, key: frame ? frame.key : 0 };
    }
    /** The first byte of a value: descend into it or start capturing it; returns the next index. */
    startValue(c, i) {
        const place = this.place();
        if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
            const kind = c === OPEN_OBJECT ? 'object' : 'array';
            if (this.handler.descend(place, kind)) {
                this.stack.push({ kind, key: kind === 'array' ? 0 : '' });
                this.handler.open(place, kind);
                this.state = kind === 'array' ? State.Value : State.FirstKey;
                return i + 1;
            }
            this.beginCapture(false, 'container', place);
            this.captureDepth = 1;
            return i + 1;
        }
        if (c === QUOTE) {
            this.beginCapture(false, 'string', place);
            this.inString = true;
            return i + 1;
        }
        if (c === CLOSE_OBJECT || c === CLOSE_ARRAY || c === COMMA || c === COLON) {
            this.fail(i, 'a value');
        }
        this.beginCapture(false, 'scalar', place);
        return i + 1;
    }
    beginCapture(isKey, kind, place) {
        this.state = State.Capture;
        this.captureIsKey = isKey;
        this.captureKind = kind;
        this.capturePlace = place;
        this.pieces = [];
        this.pieceBytes = 0;
    }
    endCapture(end) {
        const { chunk, captureStart: start } = this;
        const text = this.pieces.length === 0
            ? chunk.toString('utf8', start, end)
            : Buffer.concat([...this.pieces, chunk.subarray(start, end)]).toString('utf8');
        this.pieces = [];
        if (this.captureIsKey) {
            let key;
            try {
                key = JSON.parse(text);
            }
            catch {
                this.fail(start, 'a key in quotes');
            }
            this.top().key = key;
            this.state = State.Colon;
            return;
        }
        this.state = this.stack.length === 0 ? State.Done : State.After;
        this.handler.value(this.capturePlace, text);
    }
    closeTop() {
        const frame = this.stack.pop();
        this.handler.close(this.stack.length, frame.kind);
        this.state = this.stack.length === 0 ? State.Done : State.After;
    }
    fail(index, expected) {
        throw new JsonSyntaxError(`the body is not valid JSON: ${expected} was expected at byte ${this.consumed + index}`, this.consumed + index);
    }
}


/***/ }),

/***/ 6204:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ readRunListStream),
/* harmony export */   FE: () => (/* binding */ carryStreamed),
/* harmony export */   Hk: () => (/* binding */ leanCheck),
/* harmony export */   _A: () => (/* binding */ streamedEntry),
/* harmony export */   k1: () => (/* binding */ parseReportHead)
/* harmony export */ });
/* unused harmony exports PAGE_MAX_BYTES, PAGE_VALUE_MAX_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _util_numbers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5790);
/* harmony import */ var _util_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8629);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9508);
/* harmony import */ var _json_scan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3247);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7367);
/**
 * A run-list page read as a stream (GET /testing/runs): the envelope, each entry's own fields, and
 * each suite's fields are kept as they are; each check is parsed on its own, trimmed to what the
 * gate and its renderers use, and validated, so that a page holding a 50,000-check report is never
 * in memory whole. One entry (the report being graded) can be written, redacted, to a file as it
 * streams: the report file is then a copy of what the service sent, not a re-serialization.
 *
 * What a check keeps (leanCheck): everything but
 * - the exchange of a check that passed cleanly (no warnings, observed, reached): only its
 *   latencyMs and error stay (JUnit's time, the HTML page's note). Nothing shows such an exchange
 *   but the report file, which gets the whole check.
 * - the `details` of a validation that passed: nothing shows them (the HTML page leaves them out).
 * What is kept is validated (CheckSchema); what is dropped is not, since nothing reads it.
 *
 * A check that breaks the schema does not stop the read: the entry remembers its first problem
 * and ServiceClient.parseRunEntry throws it when that entry is used, as for an entry read whole.
 */






/**
 * The longest run-list page read (and so spooled to disk): a report of 50,000 checks is a page of
 * about 232 MB. Past it, a service that never ends its answer is stopped.
 */
const PAGE_MAX_BYTES = 384 * 1024 * 1024;
/** The longest single value of a page (one check, one field): an endless string stops here. */
const PAGE_VALUE_MAX_BYTES = 16 * 1024 * 1024;
/** Entries read by a stream, with the first problem found in their checks, if any. */
const streamedEntries = new WeakMap();
/** An entry read by readRunListStream: its checks were validated on the way. */
function streamedEntry(entry) {
    return streamedEntries.get(entry);
}
/**
 * Marks the copies the envelope's schema made of streamed entries (zod's objects are copies) as
 * streamed too, so that their checks are not validated a second time. `originals` is the body's
 * `data`, in the same order as `copies`.
 */
function carryStreamed(copies, originals) {
    if (!Array.isArray(originals))
        return;
    copies.forEach((copy, i) => {
        const original = originals[i];
        const state = typeof original === 'object' && original !== null && streamedEntries.get(original);
        if (state)
            streamedEntries.set(copy, state);
    });
}
/** The entry's fields held in memory before its id is known, at most (then it is not spooled). */
const SPOOL_PENDING_MAX = 1_048_576;
/** The spool's write buffer: encoded text gathered before one write to the file. */
const SPOOL_WRITE_BYTES = 1_048_576;
// Depths of the page: the envelope 0, its fields 1, entries 2, their fields 3, suites 4, their
// fields 5, checks 6.
const ENTRY = 2;
const SUITE = 4;
const CHECK = 6;
/** Reads a run-list page from its body's chunks. Throws JsonSyntaxError on a body that is not JSON. */
async function readRunListStream(chunks, options) {
    const reader = new RunListAssembler(options);
    const scanner = new _json_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .JsonScanner */ .VF(reader, PAGE_VALUE_MAX_BYTES);
    const maxBytes = options.maxBytes ?? PAGE_MAX_BYTES;
    let bytes = 0;
    try {
        for await (const chunk of chunks) {
            bytes += chunk.length;
            if (bytes > maxBytes) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BodyLimitError */ .O9('GET /testing/runs', options.maxBytes === undefined
                    ? `The service's answer to GET /testing/runs is longer than ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(maxBytes)}, the most read of one run-list page, so reading stopped there. The service (or a proxy in front of it) sent more than any report holds; report it if it stays.`
                    : `The run list's page is longer than the ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(maxBytes)} left to read, so reading stopped there.`);
            }
            scanner.write(chunk);
        }
        scanner.end();
    }
    catch (error) {
        if (!(error instanceof _json_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .JsonValueLimitError */ .Zf))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BodyLimitError */ .O9('GET /testing/runs', `One value in the service's answer to GET /testing/runs is longer than ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(error.limit)}, the most read of a single check or field, so reading stopped there. The service (or a proxy in front of it) sent more than any check holds; report it if it stays.`);
    }
    finally {
        reader.spool?.abandon();
    }
    return { body: scanner.empty ? {} : reader.root, spooled: reader.spooled, bytes };
}
class RunListAssembler {
    options;
    root;
    spooled = false;
    spool;
    entries;
    entry;
    entryIndex = 0;
    entryState = { problem: undefined };
    suites;
    suite;
    checks;
    shared = new SharedValues();
    constructor(options) {
        this.options = options;
    }
    descend(place, kind) {
        switch (place.depth) {
            case 0:
                return kind === 'object';
            case 1:
                return place.key === 'data' && kind === 'array';
            case ENTRY:
            case SUITE:
                return kind === 'object';
            case ENTRY + 1:
                return place.key === 'suites' && kind === 'array';
            case SUITE + 1:
                return place.key === 'checks' && kind === 'array';
            default:
                return false;
        }
    }
    open(place, kind) {
        switch (place.depth) {
            case 0:
                this.root = {};
                return;
            case 1:
                this.entries = [];
                this.root.data = this.entries;
                return;
            case ENTRY:
                this.entry = {};
                this.entryIndex = place.key;
                this.entryState = { problem: undefined };
                streamedEntries.set(this.entry, this.entryState);
                this.entries.push(this.entry);
                this.startSpool();
                return;
            case ENTRY + 1:
                this.suites = [];
                this.entry.suites = this.suites;
                break;
            case SUITE:
                this.suite = {};
                this.suites.push(this.suite);
                break;
            case SUITE + 1:
                this.checks = [];
                this.suite.checks = this.checks;
                break;
        }
        this.spool?.open(place, kind);
    }
    close(depth, kind) {
        if (depth < ENTRY || !this.spool)
            return;
        this.spool.close(kind);
        if (depth === ENTRY) {
            this.spooled = this.spool.finish();
            this.spool = undefined;
        }
    }
    value(place, text) {
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            throw new _json_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .JsonSyntaxError */ .q3(`the body is not valid JSON: a value at depth ${place.depth} (${JSON.stringify(place.key)}) does not parse`, 0);
        }
        const { depth, key } = place;
        if (depth === 0)
            this.root = parsed;
        else if (depth === 1)
            this.root[key] = parsed;
        else if (depth === ENTRY)
            this.entries.push(parsed);
        else if (depth === ENTRY + 1) {
            this.entry[key] = parsed;
            if (key === '_id')
                this.spoolDecides(parsed);
        }
        else if (depth === SUITE)
            this.suites.push(parsed);
        else if (depth === SUITE + 1)
            this.suite[key] = parsed;
        else if (depth === CHECK) {
            this.spool?.value(place, text, parsed);
            this.checks.push(this.check(parsed, place.key));
            return;
        }
        if (depth > ENTRY)
            this.spool?.value(place, text, parsed);
    }
    /** A check trimmed and validated; one that breaks the schema is kept as it is, and remembered. */
    check(raw, index) {
        const result = _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .CheckSchema */ .Yr.safeParse(leanCheck(raw));
        if (result.success)
            return this.shared.shareIn(result.data);
        if (this.entryState.problem === undefined) {
            const path = `data[${this.entryIndex}].suites[${this.suites.length - 1}].checks[${index}]`;
            this.entryState.problem = this.options.redactor.redact((0,_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .describeIssues */ .wF)(result.error, path));
        }
        return raw;
    }
    startSpool() {
        const wanted = this.options.spool;
        if (!wanted || this.spooled)
            return;
        this.spool = new SpoolWriter(wanted.file, wanted.room ?? 0, this.options.redactor);
    }
    /** The entry's id is known: keep spooling it if it is the report wanted, else stop. */
    spoolDecides(id) {
        if (!this.spool)
            return;
        if (id === this.options.spool?.reportId)
            this.spool.keep();
        else
            this.spool = undefined;
    }
}
/**
 * A check without what nothing but the report file reads (see the module's comment). Works on the
 * freshly parsed check, which nobody else holds.
 */
function leanCheck(raw) {
    if (typeof raw !== 'object' || raw === null)
        return raw;
    const check = raw;
    const warnings = check.warnings;
    const clean = check.passed === true &&
        check.unobservable !== true &&
        !check.unreached &&
        !(Array.isArray(warnings) && warnings.length > 0);
    const exchange = check.exchange;
    if (clean && typeof exchange === 'object' && exchange !== null) {
        const { latencyMs, error } = exchange;
        const stub = {};
        if (latencyMs !== undefined)
            stub.latencyMs = latencyMs;
        if (error !== undefined)
            stub.error = error;
        check.exchange = stub;
    }
    const validations = check.validations;
    if (Array.isArray(validations)) {
        for (const validation of validations) {
            if (typeof validation === 'object' &&
                validation !== null &&
                validation.passed === true &&
                validation.unobservable !== true) {
                validation.details = undefined;
            }
        }
    }
    return check;
}
/**
 * One object per distinct spec reference, and one string per distinct short repeated text. Every
 * check cites a handful of clauses, and the same few hundred clauses are cited by tens of thousands
 * of checks; the same validation names, messages and severities recur as often. JSON.parse makes a
 * new string for each, so a 50,000-check report holds each of them tens of thousands of times:
 * held once each, the report takes about a third less memory (references) and a fifth less again
 * (texts). Renderers only read these values.
 */
class SharedValues {
    byKey = new Map();
    texts = new Map();
    shareIn(check) {
        if (check.references)
            check.references = this.share(check.references);
        if (check.sourceCitations)
            check.sourceCitations = this.share(check.sourceCitations);
        check.name = this.text(check.name);
        check.transportKind = this.text(check.transportKind);
        for (const list of [check.validations, check.warnings]) {
            for (const validation of list ?? []) {
                if (validation.references)
                    validation.references = this.share(validation.references);
                validation.name = this.text(validation.name);
                validation.message = this.text(validation.message);
                validation.severity = this.text(validation.severity);
            }
        }
        return check;
    }
    share(references) {
        return references.map((reference) => {
            const key = referenceKey(reference);
            const known = this.byKey.get(key);
            if (known)
                return known;
            this.byKey.set(key, reference);
            return reference;
        });
    }
    /**
     * The text held once. Bounded: a report whose texts are all distinct (messages quoting values)
     * gains nothing, and the table would only add to what it holds; short texts only, for the same
     * reason.
     */
    text(value) {
        if (value === undefined || value.length > SHARED_TEXT_MAX_LENGTH)
            return value;
        const known = this.texts.get(value);
        if (known !== undefined)
            return known;
        if (this.texts.size < SHARED_TEXTS_MAX)
            this.texts.set(value, value);
        return value;
    }
}
/** Texts shared by SharedValues: at most this many distinct ones, each at most this long. */
const SHARED_TEXTS_MAX = 20_000;
const SHARED_TEXT_MAX_LENGTH = 200;
const REFERENCE_FIELDS = new Set([
    'path',
    'section',
    'anchor',
    'documentTitle',
    'page',
    'strength',
    'quote',
]);
/** Equal for equal references: their known fields, or their JSON when they carry others. */
function referenceKey(reference) {
    for (const field in reference) {
        if (!REFERENCE_FIELDS.has(field))
            return JSON.stringify(reference);
    }
    const { path, section, anchor, documentTitle, page, strength, quote } = reference;
    return `${path}\u0000${section}\u0000${anchor}\u0000${documentTitle}\u0000${page}\u0000${strength}\u0000${quote}`;
}
/**
 * Writes one entry of the page to a file as its values stream by, each redacted: a value's own
 * text when nothing in it needs masking (the common case, and a plain copy), else the value
 * re-serialized by the redactor. Until the entry's id is known its text is held in memory (up
 * to SPOOL_PENDING_MAX); the file is opened only for the entry wanted. The entry starts `room`
 * bytes into the file: the caller writes its own text there later (ReportSpool.room).
 */
class SpoolWriter {
    file;
    redactor;
    /** The entry's text until its id is known. */
    parts = ['{'];
    size = 1;
    /** Text to be written, encoded, once the entry is kept. */
    buffer = Buffer.alloc(0);
    used = 0;
    kept = false;
    fd;
    /** Per open container of the entry: a member was written (a comma is due before the next). */
    members = [false];
    failed = false;
    /** Where the next write goes in the file. */
    position;
    constructor(file, room, redactor) {
        this.file = file;
        this.redactor = redactor;
        this.position = room;
    }
    keep() {
        this.kept = true;
        if (this.failed)
            return;
        try {
            this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.file, 'w');
        }
        catch {
            this.failed = true;
        }
        this.buffer = Buffer.allocUnsafe(SPOOL_WRITE_BYTES);
        this.write(this.parts.join(''));
        this.parts = [];
    }
    open(place, kind) {
        this.push(`${this.prefix(place)}${kind === 'object' ? '{' : '['}`);
        this.members.push(false);
    }
    close(kind) {
        this.members.pop();
        this.push(kind === 'object' ? '}' : ']');
    }
    value(place, text, parsed) {
        const key = typeof place.key === 'string' ? place.key : undefined;
        const shown = key !== undefined && (0,_util_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .isSensitiveKey */ .Gd)(key) ? `"${_util_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .MASK */ .v5}"` : this.redacted(text, parsed);
        this.push(`${this.prefix(place)}${shown}`);
    }
    /** The entry is complete: true when the file holds it. */
    finish() {
        this.flush();
        const ok = this.kept && !this.failed && this.fd !== undefined;
        this.abandon();
        return ok;
    }
    abandon() {
        if (this.fd !== undefined) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
            }
            catch {
                // Closing a file written to cannot fail in a way that matters here.
            }
            this.fd = undefined;
        }
    }
    prefix(place) {
        const comma = this.members[this.members.length - 1] ? ',' : '';
        this.members[this.members.length - 1] = true;
        return typeof place.key === 'string'
            ? `${comma}${JSON.stringify(this.redactor.redact(place.key))}:`
            : comma;
    }
    /** The value's text masked as Redactor.stringify would mask the value, on the text when it can be. */
    redacted(text, parsed) {
        return this.redactor.redactJsonText(text) ?? this.redactor.stringify(parsed);
    }
    push(text) {
        if (this.failed)
            return;
        if (!this.kept) {
            this.parts.push(text);
            this.size += text.length;
            // An entry whose id comes late is not spooled: its text would be held here whole.
            if (this.size > SPOOL_PENDING_MAX)
                this.failed = true;
            return;
        }
        // Encoded into the write buffer at once, so that the text dies young (held in a list until a
        // write, 200 MB of it would outlive the young generation and load the collector). A UTF-16
        // unit is at most 3 bytes of UTF-8.
        if (this.used + text.length * 3 > this.buffer.length)
            this.flush();
        if (text.length * 3 > this.buffer.length)
            this.write(text);
        else
            this.used += this.buffer.write(text, this.used);
    }
    flush() {
        if (this.used > 0)
            this.write(this.buffer.subarray(0, this.used));
        this.used = 0;
    }
    write(data) {
        if (this.failed || this.fd === undefined)
            return;
        try {
            const bytes = typeof data === 'string' ? Buffer.from(data) : data;
            this.position += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, bytes, 0, bytes.length, this.position);
        }
        catch {
            this.failed = true;
        }
    }
}
/**
 * A streamed entry held to the report schema without its checks, which were validated as they
 * were read; each suite's own fields are checked, and its checks put back as they are.
 */
function parseReportHead(entry) {
    const { suites, ...head } = entry;
    if (suites !== undefined && suites !== null && !Array.isArray(suites)) {
        return _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .RunReportSchema */ .bq.safeParse(entry);
    }
    const list = (suites ?? undefined);
    const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .RunReportSchema */ .bq.safeParse({
        ...head,
        suites: list?.map((suite) => typeof suite === 'object' && suite !== null && Array.isArray(suite.checks)
            ? { ...suite, checks: [] }
            : suite),
    });
    if (!parsed.success || !list)
        return parsed;
    parsed.data.suites?.forEach((suite, i) => {
        const checks = list[i].checks;
        if (Array.isArray(checks))
            suite.checks = checks;
    });
    return parsed;
}


/***/ }),

/***/ 7367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ TERMINAL_RUN_STATUSES),
/* harmony export */   DL: () => (/* binding */ RunListEntrySchema),
/* harmony export */   E4: () => (/* binding */ StartRunRequestSchema),
/* harmony export */   Ed: () => (/* binding */ RecoveryResultSchema),
/* harmony export */   JN: () => (/* binding */ JOURNEY_KINDS),
/* harmony export */   LV: () => (/* binding */ RUN_STATUSES),
/* harmony export */   RB: () => (/* binding */ JourneyPreviewResultSchema),
/* harmony export */   SF: () => (/* binding */ ShareResultSchema),
/* harmony export */   UC: () => (/* binding */ StartRunResultSchema),
/* harmony export */   W8: () => (/* binding */ OCPI_VERSIONS),
/* harmony export */   Yr: () => (/* binding */ CheckSchema),
/* harmony export */   Zj: () => (/* binding */ CONNECTION_ROLES),
/* harmony export */   bE: () => (/* binding */ SuccessEnvelopeSchema),
/* harmony export */   bq: () => (/* binding */ RunReportSchema),
/* harmony export */   dB: () => (/* binding */ connectionKind),
/* harmony export */   f2: () => (/* binding */ UsageSchema),
/* harmony export */   f7: () => (/* binding */ CancelResultSchema),
/* harmony export */   j3: () => (/* binding */ SuiteResultSchema),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   nT: () => (/* binding */ JourneyRunStatusSchema),
/* harmony export */   qE: () => (/* binding */ isKnown),
/* harmony export */   qv: () => (/* binding */ ConnectionSchema),
/* harmony export */   rz: () => (/* binding */ JourneyPreviewRequestSchema),
/* harmony export */   s_: () => (/* binding */ CreateConnectionSchema),
/* harmony export */   uR: () => (/* binding */ SuiteListingSchema),
/* harmony export */   up: () => (/* binding */ ErrorEnvelopeSchema),
/* harmony export */   v5: () => (/* binding */ EmptySchema),
/* harmony export */   wF: () => (/* binding */ describeIssues)
/* harmony export */ });
/* unused harmony exports CONNECTION_STATUSES, CONNECTION_KINDS, CAPABILITIES, LIMIT_IDS, JOURNEY_ROLES, JOURNEY_PROFILES, LimitSchema, MetaSchema, ReferenceSchema, ValidationSchema, ExchangeSchema, SummarySchema, ProvenanceSchema, RecoveryOptionSchema, SuiteEntrySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5586);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8805);
/**
 * zod schemas for every payload of the service interface, section 2, and the types inferred from them.
 *
 * Tolerance is deliberate: objects keep unknown properties (a newer server adds fields), optional
 * fields may be absent or null, and open value sets (status, runKind, severity...) are plain
 * strings. Code that needs to act on a value checks it against the known sets below, so that an
 * unknown value is noticed and reported instead of breaking the parse.
 */


const OCPI_VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'];
const CONNECTION_ROLES = ['CPO', 'EMSP', 'HUB', 'NAP', 'NSP', 'OTHER', 'SCSP'];
const CONNECTION_STATUSES = (/* unused pure expression or super */ null && (['pending', 'registered', 'failed']));
const CONNECTION_KINDS = (/* unused pure expression or super */ null && (['external', 'sandbox']));
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
/** A run in one of these states will not change any more. */
const TERMINAL_RUN_STATUSES = new Set([
    'completed',
    'failed',
    'cancelled',
]);
const CAPABILITIES = (/* unused pure expression or super */ null && ([
    'external-endpoints',
    'ci-handoff',
    'saved-presets',
    'load-testing',
    'direct-payment',
    'bookings',
    'scheduled-runs',
]));
const LIMIT_IDS = (/* unused pure expression or super */ null && (['connections', 'run-concurrency']));
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
const JOURNEY_ROLES = ['CPO', 'EMSP', 'PTP', 'OTHER', 'SCSP'];
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
/** True when `value` is one of `known`; used to notice values a newer server introduced. */
function isKnown(known, value) {
    return typeof value === 'string' && known.includes(value);
}
/**
 * An optional field: absent, undefined or null all read as undefined. A union rather than a
 * null-to-undefined preprocess: the common case (a value) then costs no transform, which made
 * reading a 10,000-check report ~35% faster. describeIssues reports a bad value through the
 * union's first branch, so the message still names the field and the expected type.
 */
function optional(schema) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([schema, zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ().transform(() => undefined)]).optional();
}
const int = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int();
const count = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
// 2.2 Error envelope. Only success and message are required; anything else is read if it parses.
const LimitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    used: int(),
    cap: int(),
});
const ErrorEnvelopeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    success: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    code: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    timestamp: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    capability: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    limit: optional(LimitSchema),
});
// 2.1 Success envelope: data is checked by the operation's own schema.
const MetaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    limit: optional(int()),
    skip: optional(int()),
    nextCursor: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const SuccessEnvelopeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    success: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true),
    data: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(),
    meta: optional(MetaSchema),
});
// 2.3 Connection.
const ConnectionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    _id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    partnerBaseUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    ourRole: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    theirRole: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    ocpiVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    lastError: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
/** A connection without `kind` predates the sandbox and is external (2.3). */
function connectionKind(connection) {
    return connection.kind ?? 'external';
}
// 2.4 Connection creation request. Validated before sending: bad input never costs a request.
const role = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(CONNECTION_ROLES);
const ocpiVersion = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(OCPI_VERSIONS);
const CreateConnectionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    partnerBaseUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ5({
        message: 'must be an absolute URL such as https://partner.example/ocpi/versions',
    }),
    ourRole: role,
    theirRole: role,
    ocpiVersion,
    tokenA: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
    tokenC: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
    localTokenB: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
    ourPartyId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(3, { message: 'must be at most 3 characters' }).optional(),
    ourCountryCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[A-Za-z]{2}$/, { message: 'must be exactly 2 letters (ISO 3166 alpha-2)' })
        .optional(),
})
    .superRefine((body, ctx) => {
    const registration = body.tokenA !== undefined;
    const existing = body.tokenC !== undefined;
    if (registration && existing) {
        ctx.addIssue({
            code: 'custom',
            path: ['tokenA'],
            message: 'use either tokenA (registration) or tokenC (existing credentials), not both',
        });
        return;
    }
    if (!registration && !existing) {
        ctx.addIssue({
            code: 'custom',
            path: ['tokenA'],
            message: 'one of tokenA (registration) or tokenC (existing credentials) is required',
        });
        return;
    }
    if (registration) {
        for (const field of ['localTokenB', 'ourPartyId', 'ourCountryCode']) {
            if (body[field] !== undefined) {
                ctx.addIssue({
                    code: 'custom',
                    path: [field],
                    message: 'is only allowed with tokenC (existing credentials), not with tokenA',
                });
            }
        }
        return;
    }
    for (const field of ['ourPartyId', 'ourCountryCode']) {
        if (body[field] === undefined) {
            ctx.addIssue({ code: 'custom', path: [field], message: 'is required with tokenC' });
        }
    }
});
// 2.5 Run report.
const ReferenceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    path: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    section: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    anchor: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    documentTitle: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    page: optional(int()),
    strength: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    quote: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const ValidationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    passed: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    message: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    name: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    required: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    severity: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    unobservable: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    references: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ReferenceSchema)),
    details: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
});
const ExchangeRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    method: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    url: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    headers: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())),
    headersTruncated: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    bodyTruncated: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
});
const ExchangeResponseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: optional(int()),
    headers: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())),
    headersTruncated: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    bodyTruncated: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
});
const ExchangeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    request: optional(ExchangeRequestSchema),
    response: optional(ExchangeResponseSchema),
    latencyMs: optional(int()),
    error: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    errorTruncated: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
});
const CheckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    testId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    passed: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    expectedStatus: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(int())),
    actualStatus: optional(int()),
    validations: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ValidationSchema)),
    warnings: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ValidationSchema)),
    unreached: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    transportKind: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    unobservable: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    references: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ReferenceSchema)),
    sourceCitations: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ReferenceSchema)),
    provenBy: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), breaks: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }))),
    exchange: optional(ExchangeSchema),
});
const SummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    total: count(),
    passed: count(),
    failed: count(),
    warned: count(),
    unobservable: count(),
});
const SuiteResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    suiteId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    module: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    total: optional(count()),
    passed: optional(count()),
    failed: optional(count()),
    warned: optional(count()),
    unobservable: optional(count()),
    checks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CheckSchema)
        .nullish()
        .transform((checks) => checks ?? []),
});
const ProvenanceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    toolVersion: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    rosterHash: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    specVersions: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
});
const RunReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    _id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    ocpiVersion: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    runKind: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    connectionLabel: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    seed: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    provenance: optional(ProvenanceSchema),
    module: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    withheldModules: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    draining: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    summary: optional(SummarySchema),
    suites: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SuiteResultSchema)),
});
/** A run-list entry checked only as far as finding it by id needs; see ServiceClient.listRunEntries. */
const RunListEntrySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ _id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
// 4.2 Start of a conformance run.
const StartRunRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    connectionId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    module: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
    seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(128).optional(),
});
const StartRunResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    executionId: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    reportId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    seed: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    draining: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
    summary: optional(SummarySchema),
    withheldModules: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    error: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
// 2.6 Journey run status.
const RecoveryOptionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    decision: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    label: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    description: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const JourneyRunStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reportId: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    runIntegrity: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    recoveryVersion: optional(int()),
    recoveryOptions: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RecoveryOptionSchema)),
    workerHealthy: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
});
// 4.3 Journey preview request; the emulator and the action's input validation share it.
// Unlike the payloads read from the service, this body is written by a person: its objects are
// strict, so that a misspelt key is an error instead of a default silently used. The items of
// session.updates are not described by the interface and stay unchecked.
const JourneyPreviewRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1, { message: 'must be 1, the only schema version' }),
    targetId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    topology: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(JOURNEY_KINDS),
        profile: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(JOURNEY_PROFILES).optional(),
        role: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(JOURNEY_ROLES).optional(),
        ocpiVersion: ocpiVersion.optional(),
        label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(64).optional(),
    }),
    clock: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        durationSeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
        accelerationFactor: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    })
        .optional(),
    session: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        cadenceSeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
        updates: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).optional(),
        jitterSeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    })
        .optional(),
    completion: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ cdrDelaySeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional() })
        .optional(),
    seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(128),
});
// 2.7 Suite listing (no envelope).
const SuiteEntrySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    module: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    test_count: optional(count()),
    description: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    tags: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    group: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    order: optional(int()),
    mandatory: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
});
const SuiteListingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    total_suites: optional(count()),
    suites: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SuiteEntrySchema),
    endpoint: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    version: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    description: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
// 2.8 Usage.
const UsageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    tier: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    plan: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    connections: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ active: optional(count()), cap: optional(int()) })),
    apiKeys: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ active: optional(count()), cap: optional(int()) })),
    runs: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        inflight: optional(count()),
        inflightCap: optional(int()),
        perMinuteCap: optional(int()),
        thisMonth: optional(count()),
    })),
    reportRetentionDays: optional(int()),
    members: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ active: optional(count()) })),
});
// 2.9 Other payloads.
const ShareResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ shareToken: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1) });
const JourneyPreviewResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    planId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    planHash: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    runAllowed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    plan: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())),
    expiresInSeconds: optional(int()),
});
const RecoveryResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reportId: optional(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const CancelResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
/** Delete operations answer an empty object; anything else is tolerated. */
const EmptySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J();
/** Formats the first few schema issues as "field.path: problem" for a person to read. */
function describeIssues(error, root = '', max = 5) {
    const issues = withoutUnions(error.issues, []);
    const parts = issues.map((issue) => `${formatPath(root, issue.path) || '(root)'}: ${issue.message}`);
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .joinSome */ .bH)(parts, max);
}
/**
 * Replaces the union of an optional field (see optional) by the issues of its first branch, the
 * field's own schema: "summary.passed: expected number" rather than "summary: invalid input".
 */
function withoutUnions(issues, base) {
    return issues.flatMap((issue) => {
        const path = [...base, ...issue.path];
        const first = issue.code === 'invalid_union' ? issue.errors[0] : undefined;
        return first?.length ? withoutUnions(first, path) : [{ path, message: issue.message }];
    });
}
function formatPath(root, path) {
    let out = root;
    for (const key of path) {
        if (typeof key === 'number')
            out += `[${key}]`;
        else
            out += out ? `.${String(key)}` : String(key);
    }
    return out;
}


/***/ }),

/***/ 8142:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ek: () => (/* binding */ RUN_LIST_PARAMS),
/* harmony export */   I9: () => (/* binding */ JOURNEY_STATUS_SETTLED),
/* harmony export */   Mg: () => (/* binding */ RECOVERY_DECISION_FIELD),
/* harmony export */   Mp: () => (/* binding */ RUN_PAGE_SIZE),
/* harmony export */   NB: () => (/* binding */ LONG_POLL_PARAM),
/* harmony export */   Oc: () => (/* binding */ JOURNEY_START_FIELDS),
/* harmony export */   Pl: () => (/* binding */ TERMINAL_EVENT_NAMES),
/* harmony export */   SX: () => (/* binding */ JOURNEY_START_PATH),
/* harmony export */   Vz: () => (/* binding */ SHARED_REPORT_PATH),
/* harmony export */   Xq: () => (/* binding */ CONNECTION_PAGE_SIZE),
/* harmony export */   ef: () => (/* binding */ IDEMPOTENCY_HEADER),
/* harmony export */   gF: () => (/* binding */ LONG_POLL_MIN_SECONDS),
/* harmony export */   mS: () => (/* binding */ REPORT_RUN_ID_FIELD),
/* harmony export */   q7: () => (/* binding */ STREAM_CURSOR_PARAM),
/* harmony export */   qV: () => (/* binding */ LONG_POLL_MAX_SECONDS),
/* harmony export */   r5: () => (/* binding */ JOURNEY_EVENTS),
/* harmony export */   vj: () => (/* binding */ CONNECTION_LIST_PARAMS)
/* harmony export */ });
/**
 * Every wire detail that the service interface leaves "not shown", in one place.
 *
 * The interface (shared/service-interface.md) names the operations and payloads but not some
 * parameter names, one endpoint and the event names. Each choice below is the most conventional
 * one; README "Assumptions about the service" lists them. The emulator reads the same names
 * (it emulates our guess), so a change of a name here moves client and emulator together; the
 * bounds the interface does state (the long-poll range, page sizes) the emulator holds in its own
 * copy (src/emulator/interface-rules.ts). Nothing else in the project may spell these names out.
 */
/** Query parameter carrying the long-poll wait in seconds (interface 4: an integer 1..55). */
const LONG_POLL_PARAM = 'wait';
/** The interface's long-poll bounds. */
const LONG_POLL_MIN_SECONDS = 1;
const LONG_POLL_MAX_SECONDS = 55;
/** GET /connections query parameters (4.1: direction filter, page size 1..100 default 50, skip). */
const CONNECTION_LIST_PARAMS = {
    direction: 'direction',
    limit: 'limit',
    skip: 'skip',
};
const CONNECTION_PAGE_SIZE = { min: 1, max: 100, default: 50 };
/** GET /testing/runs query parameters (4.2: connection or target filter, status, OCPI version, page size 1..100 default 20, cursor). */
const RUN_LIST_PARAMS = {
    connectionId: 'connectionId',
    targetId: 'targetId',
    status: 'status',
    ocpiVersion: 'ocpiVersion',
    limit: 'limit',
    cursor: 'cursor',
};
const RUN_PAGE_SIZE = { min: 1, max: 100, default: 20 };
/**
 * Sent on every run start. The interface does not promise that the service honours it, so the
 * client never relies on it: an ambiguous start is reconciled by looking the run up by seed.
 */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Endpoint that starts a journey run from a previewed plan (4.3: "not shown"). */
const JOURNEY_START_PATH = '/testing/journey-runs';
/** Body of the journey start: the plan id from the preview, and its hash so a stale plan is refused. */
const JOURNEY_START_FIELDS = { planId: 'planId', planHash: 'planHash' };
/** Body field of POST /testing/journey-runs/{id}/recovery that selects the decision (4.3: "not shown"). */
const RECOVERY_DECISION_FIELD = 'decision';
/** Query parameter of the journey stream that resumes after a sequence (4.3: "not shown"). */
const STREAM_CURSOR_PARAM = 'after';
/**
 * Journey reports in the run list carry the journey run id under this property (an additional
 * property; 2.5 does not show it). The client uses it only to reconcile an ambiguous journey start.
 */
const REPORT_RUN_ID_FIELD = 'runId';
/**
 * Journey event names (6: "not shown"). Frames carry the name in the SSE `event:` field; the
 * JSON body repeats it as `type`. The client tolerates names it does not know.
 */
const JOURNEY_EVENTS = {
    runStarted: 'run.started',
    stageStarted: 'stage.started',
    sessionUpdate: 'session.update',
    stageCompleted: 'stage.completed',
    cdrIssued: 'cdr.issued',
    runInterrupted: 'run.interrupted',
    recoveryApplied: 'recovery.applied',
    cancelRequested: 'cancel.requested',
    runCompleted: 'run.completed',
    runFailed: 'run.failed',
    runCancelled: 'run.cancelled',
};
/** Events after which the server sends nothing more for the run. */
const TERMINAL_EVENT_NAMES = new Set([
    JOURNEY_EVENTS.runCompleted,
    JOURNEY_EVENTS.runFailed,
    JOURNEY_EVENTS.runCancelled,
]);
/**
 * Long-poll of GET /testing/journey-runs/{id}: the service answers when the run is terminal or
 * needs a decision (interrupted, recovery_required), or when the wait runs out.
 */
const JOURNEY_STATUS_SETTLED = new Set([
    'completed',
    'failed',
    'cancelled',
    'interrupted',
    'recovery_required',
]);
/** Route, outside the authenticated API, where a shared report is opened without an account (5.7: "not shown"). */
const SHARED_REPORT_PATH = '/shared';


/***/ }),

/***/ 4074:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ SETTING_KEYS),
/* harmony export */   y: () => (/* binding */ CATALOGUE)
/* harmony export */ });
/**
 * Every setting, declared once: its neutral key, the action's input name, the CLI flag of `run`
 * (its environment variable is OCPI_TESTING_<FLAG>, unless `env` is false), which front ends take
 * it (the one with no name here does not), its default, whether it is a secret, what it means
 * (in messages), its description (action.yml's, written by `npm run docs`) and its line of the
 * CLI's help. Core's settings reader validates each by its key (settings.ts); the front ends
 * derive their names, their readers and their help from here. Adding a setting touches this file
 * and the code that uses it.
 *
 * Plain data with no imports, so that the docs script can load it as it is.
 */
const CATALOGUE = {
    apiKey: {
        input: 'api-key',
        flag: 'api-key',
        placeholder: 'KEY',
        secret: true,
        meaning: 'the service API key',
        description: 'Required unless merge-reports is set. The service API key. Pass it from a secret; it is ' +
            'masked at once and never printed.',
        help: 'the service API key; prefer the environment variable (a CI secret)',
    },
    baseUrl: {
        input: 'base-url',
        flag: 'base-url',
        placeholder: 'URL',
        meaning: 'the service base URL, ending in /api/v1',
        description: 'Required unless merge-reports is set. The service base URL, ending in `/api/v1` (for ' +
            'example `https://testing.example.com/api/v1`).',
        help: 'the service base URL, ending in /api/v1',
    },
    allowInsecureHttp: {
        input: 'allow-insecure-http',
        flag: 'allow-insecure-http',
        placeholder: 'true|false',
        default: 'false',
        meaning: 'accept a plain http base URL outside this machine (default false)',
        description: 'Accept a base-url with plain `http://` to a host other than this machine. The API key ' +
            'then crosses the network unencrypted: only for a service on a private network you trust. ' +
            'Loopback addresses (localhost, 127.0.0.1, the emulator) never need it.',
        help: 'accept a plain http --base-url to another host (the key then travels unencrypted)',
    },
    runKind: {
        input: 'run-kind',
        flag: 'run-kind',
        placeholder: 'KIND',
        default: 'conformance',
        meaning: 'conformance (default) or journey',
        description: '`conformance` (suites of checks by module) or `journey` (a scripted charging journey on ' +
            'an accelerated clock; give `journey`).',
        help: 'conformance (default: suites of checks by module) or journey (a scripted charging ' +
            'journey; give --journey)',
    },
    journey: {
        input: 'journey',
        flag: 'journey',
        placeholder: 'FILE|JSON',
        meaning: 'a journey definition file, or inline JSON',
        description: 'Required with run-kind journey, and only used then: a path (relative to the workspace) ' +
            'to a JSON or YAML file holding the journey preview body (schemaVersion, topology, clock, ' +
            'session, completion, seed), or inline JSON. targetId defaults to the connection, seed to ' +
            "the action's seed, schemaVersion to 1.",
        help: 'with --run-kind journey: a JSON or YAML journey definition file, or inline JSON',
    },
    onInterrupted: {
        input: 'on-interrupted',
        flag: 'on-interrupted',
        placeholder: 'DECISION',
        default: 'fail',
        meaning: 'fail (default) or a recovery decision',
        description: 'With run-kind journey: `fail` (default), or the recovery decision to apply when the run ' +
            'is interrupted (for example `resume`). It is applied only if the service offers it; ' +
            'otherwise, and with `fail`, an interrupted journey gives the verdict `error` and is ' +
            'cancelled.',
        help: 'with --run-kind journey: fail (default) or the recovery decision to apply, e.g. resume',
    },
    connection: {
        input: 'connection',
        flag: 'connection',
        placeholder: 'ID',
        default: 'sandbox',
        meaning: 'a connection id, or sandbox (default)',
        description: 'The connection to test: a connection id of your account, or `sandbox` for the built-in ' +
            'sandbox peer. Not a connection id together with partner-base-url (leave it unset then).',
        help: 'the connection to test: a connection id of the account, or sandbox (default) for the ' +
            'built-in sandbox peer',
    },
    partnerBaseUrl: {
        input: 'partner-base-url',
        flag: 'partner-base-url',
        placeholder: 'URL',
        meaning: "the partner's OCPI versions URL",
        description: "Ensure-connection mode (preview deployments): your partner's OCPI versions URL. The " +
            'action reuses your matching connection (same URL, roles and OCPI version) or creates ' +
            "one, runs the credentials handshake, and fails with the service's lastError if it fails. " +
            'Needs our-role, their-role, ocpi-version and token-a (or token-c); not together with a ' +
            'connection id.',
        help: "ensure-connection mode: the partner's OCPI versions URL; a matching connection is reused " +
            'or created and registered',
    },
    ourRole: {
        input: 'our-role',
        flag: 'our-role',
        placeholder: 'ROLE',
        meaning: 'our role: CPO, EMSP, HUB, NAP, NSP, OTHER, SCSP',
        description: 'With partner-base-url: your role: `CPO`, `EMSP`, `HUB`, `NAP`, `NSP`, `OTHER` or `SCSP`.',
        help: 'with --partner-base-url: CPO, EMSP, HUB, NAP, NSP, OTHER, SCSP',
    },
    theirRole: {
        input: 'their-role',
        flag: 'their-role',
        placeholder: 'ROLE',
        meaning: "the partner's role: CPO, EMSP, HUB, NAP, NSP, OTHER, SCSP",
        description: "With partner-base-url: the partner's role, same values as our-role.",
        help: "with --partner-base-url: the partner's role, same values",
    },
    ocpiVersion: {
        input: 'ocpi-version',
        flag: 'ocpi-version',
        placeholder: 'VERSION',
        meaning: 'the OCPI version: 2.1.1, 2.2, 2.2.1, 2.3.0',
        description: 'With partner-base-url: `2.1.1`, `2.2`, `2.2.1` or `2.3.0`.',
        help: 'with --partner-base-url: 2.1.1, 2.2, 2.2.1, 2.3.0',
    },
    tokenA: {
        input: 'token-a',
        flag: 'token-a',
        placeholder: 'TOKEN',
        secret: true,
        meaning: 'the registration token the partner issued',
        description: 'With partner-base-url: the registration token (Token A) the partner issued. Masked.',
        help: 'with --partner-base-url: the registration token the partner issued (masked)',
    },
    tokenC: {
        input: 'token-c',
        flag: 'token-c',
        placeholder: 'TOKEN',
        secret: true,
        meaning: 'the credentials token of an earlier registration',
        description: 'With partner-base-url, instead of token-a when registration already happened: the ' +
            'credentials token the partner issued to you. Needs our-party-id and our-country-code. ' +
            'Masked.',
        help: 'instead of --token-a when registration already happened; needs --our-party-id and ' +
            '--our-country-code (masked)',
    },
    localTokenB: {
        input: 'local-token-b',
        flag: 'local-token-b',
        placeholder: 'TOKEN',
        secret: true,
        meaning: 'our token B of an earlier registration',
        description: 'With token-c only: the token the partner already uses to call the service. Masked.',
        help: 'with --token-c only, optional: the token the partner already uses to call you',
    },
    ourPartyId: {
        input: 'our-party-id',
        flag: 'our-party-id',
        placeholder: 'ID',
        meaning: 'our OCPI party id',
        description: 'With token-c: the party id the partner registered you under (at most 3 characters).',
        help: 'with --token-c: the party id the partner registered you under (at most 3)',
    },
    ourCountryCode: {
        input: 'our-country-code',
        flag: 'our-country-code',
        placeholder: 'CC',
        meaning: 'our ISO 3166 alpha-2 country code',
        description: 'With token-c: the ISO 3166 alpha-2 country code you are registered under (2 letters).',
        help: 'with --token-c: your ISO 3166 alpha-2 country code (2 letters)',
    },
    module: {
        input: 'module',
        flag: 'module',
        placeholder: 'NAME',
        meaning: 'one OCPI module to scope the run to (default: all)',
        description: 'Scope a conformance run to one OCPI module (for example `locations`). It is checked ' +
            "against the service's suites for the connection's OCPI version. Empty: all modules. Not " +
            'with run-kind journey (a journey definition sets its own scope).',
        help: 'scope the run to one OCPI module, e.g. locations (default: all modules)',
    },
    seed: {
        input: 'seed',
        flag: 'seed',
        placeholder: 'SEED',
        meaning: "the run's seed (default: derived from the CI job)",
        description: "The run's seed, at most 128 characters. Default: derived from the workflow run, " +
            '`gh:<repository>:<run id>:<attempt>:<job>[#<job-index>][:<module>]`, printed and output, ' +
            'so a failure can be reproduced by passing it back here.',
        help: "the run's seed; default derived from the CI job (GitLab, Jenkins, Azure, GitHub) and " +
            'printed, so a failure can be reproduced',
    },
    jobIndex: {
        input: 'job-index',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as action.yml writes it
        default: '${{ strategy.job-index }}',
        description: "Leave the default. This job's index in its matrix, which the runner fills in; it goes " +
            'into the derived seed (not when it is 0, as in a job without a matrix), so that matrix ' +
            'legs testing the same connection and module get different seeds. Unused when seed is ' +
            'set.',
    },
    threshold: {
        input: 'threshold',
        flag: 'threshold',
        placeholder: 'PERCENT',
        default: '100',
        meaning: 'the minimum pass rate in percent (default 100)',
        description: 'Minimum pass rate in percent (0 to 100). Formula: pass rate = (passed + warned) / ' +
            'graded, where graded = passed + warned + failed; warned checks count as failed when ' +
            'fail-on includes warnings. Allowed failures, unobservable and unreached checks are not ' +
            'graded.',
        help: 'minimum pass rate in percent, 0 to 100 (default 100); pass rate = (passed + warned) / ' +
            'graded, where graded = passed + warned + failed; warned checks count as failed when ' +
            '--fail-on includes warnings',
    },
    failOn: {
        input: 'fail-on',
        flag: 'fail-on',
        list: true,
        placeholder: 'LIST',
        default: 'nothing-graded',
        meaning: 'extra conditions that fail the gate (default nothing-graded)',
        description: 'Extra conditions that fail the gate, comma or newline separated: `warnings` (a check ' +
            'passed with warnings), `unobservable` (a check could not be observed), `withheld` (the ' +
            'service withheld a module), `nothing-graded` (no check was graded), `regressions` ' +
            '(something got worse since the previous comparable report); or `none`. A list replaces ' +
            'the default: name `nothing-graded` in it to keep that condition.',
        help: 'extra conditions that fail the gate, comma separated: warnings, unobservable, withheld, ' +
            'nothing-graded (default), regressions; or none',
    },
    allowFailures: {
        input: 'allow-failures',
        flag: 'allow-failures',
        list: true,
        placeholder: 'IDS',
        meaning: 'test ids whose failure does not count',
        description: 'Test ids whose failure does not count (comma or newline separated; `*` matches any run ' +
            'of characters, `?` one character), for known partner issues. They are still shown.',
        help: 'test ids (globs: * and ?) whose failure does not count, comma separated or repeated',
    },
    wait: {
        input: 'wait',
        flag: 'wait',
        placeholder: 'true|false',
        default: 'true',
        meaning: 'wait for the verdict (default true)',
        description: 'Wait for the verdict. `false` starts the run, sets report-id and run-id, and succeeds ' +
            'without a verdict (a journey started this way is left running).',
        help: 'wait for the verdict (default true); false starts the run and exits 0',
    },
    timeoutMinutes: {
        input: 'timeout-minutes',
        flag: 'timeout-minutes',
        placeholder: 'N',
        default: '30',
        meaning: 'the overall deadline in minutes (default 30)',
        description: 'Overall deadline in minutes (0.05 to 360). At the deadline one last status read is made ' +
            'before the step reports a timeout (verdict error); a conformance run goes on at the ' +
            'service, a journey is asked to cancel.',
        help: 'overall deadline in minutes (default 30); then exit 3 without a verdict',
    },
    summary: {
        input: 'summary',
        default: 'true',
        meaning: 'write the job summary (default true)',
        description: 'Write the job summary.',
    },
    annotations: {
        input: 'annotations',
        default: 'true',
        meaning: 'annotate failed checks (default true)',
        description: 'Annotate the run with the first failed checks (at most 10, then a notice).',
    },
    reportFile: {
        input: 'report-file',
        flag: 'report-file',
        placeholder: 'FILE',
        meaning: 'where the graded report is written as JSON',
        description: 'Where to write the graded report as JSON (redacted). Default: ' +
            '`$RUNNER_TEMP/ocpi-conformance-report.json`.',
        help: 'write the graded report as JSON (redacted) to FILE',
    },
    share: {
        input: 'share',
        flag: 'share',
        placeholder: 'WHEN',
        default: 'never',
        meaning: 'when to share the report: never (default), always, on-failure',
        description: 'Issue a public share link for the report: `never`, `always` or `on-failure`. Sets the ' +
            'share-token and share-url outputs. Revoke with `ocpi-conformance runs unshare ' +
            'REPORT_ID`. A link that cannot be issued is a warning; it never fails the gate.',
        help: 'issue a public share link for the report: never (default), always, on-failure',
    },
    shareUrlTemplate: {
        input: 'share-url-template',
        flag: 'share-url-template',
        placeholder: 'TEMPLATE',
        meaning: 'how the share link is built (default {baseUrl}/shared/{token})',
        description: 'How the share link is built: it must hold `{token}`, and may use `{origin}` (of ' +
            'base-url), `{baseUrl}` and `{reportId}`. Default `{baseUrl}/shared/{token}`.',
        help: 'how the share link is built from {origin}, {baseUrl}, {token}, {reportId}; default ' +
            '{baseUrl}/shared/{token}',
    },
    comment: {
        input: 'comment',
        default: 'never',
        meaning: 'when to post the pull request comment (default never)',
        description: 'Post or update one sticky comment on the pull request (on a push, on the open pull ' +
            'request of the commit): `never`, `always` or `on-failure`. Needs `permissions: ' +
            'pull-requests: write`; pull requests from forks get a read-only token, so there the ' +
            'comment is skipped with a warning. A comment is never a reason to fail.',
    },
    githubToken: {
        input: 'github-token',
        secret: true,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as action.yml writes it
        default: '${{ github.token }}',
        meaning: 'the token for the pull request comment',
        description: 'The token used for the pull request comment. Default: the workflow token. Masked.',
    },
    junitFile: {
        input: 'junit-file',
        flag: 'junit',
        env: false,
        placeholder: 'FILE',
        meaning: 'where the report is written as JUnit XML',
        description: 'Also write the report as JUnit XML to this path (one testsuite per suite, one testcase ' +
            'per check), for test-report tools. Empty: no JUnit file.',
        help: 'write the report as JUnit XML to FILE, for GitLab, Jenkins and other test tabs (env ' +
            'OCPI_TESTING_JUNIT_FILE)',
    },
    htmlReport: {
        input: 'html-report',
        flag: 'html-report',
        placeholder: 'FILE',
        meaning: 'where the self-contained HTML report is written',
        description: 'Where to write the report as one self-contained HTML file (every check, filterable, with ' +
            'its exchange and the spec clauses; opens from disk with no network). Default: beside ' +
            'report-file, ending in `.html`.',
        help: 'write the report as one self-contained HTML file (every check, filterable; opens ' +
            'offline) to FILE',
    },
    uploadReport: {
        input: 'upload-report',
        default: 'always',
        meaning: 'when to upload the report artifact: always (default), on-failure, never',
        description: 'Upload the report files (the JSON report, the HTML report and, when asked, the JUnit ' +
            'file) as one workflow artifact: `always`, `on-failure` or `never`. Sets the artifact-id ' +
            'and artifact-url outputs; the job summary and the PR comment link it. A failed upload is ' +
            'a warning, never a failed step.',
    },
    artifactName: {
        input: 'artifact-name',
        meaning: "the report artifact's name",
        description: "The report artifact's name, unique in the workflow run. Default: `ocpi-conformance-<job " +
            'id>`, plus `-<job-index>` in a matrix leg other than the first.',
    },
    artifactRetentionDays: {
        input: 'artifact-retention-days',
        meaning: 'how many days the report artifact is kept',
        description: "Days to keep the report artifact, 1 to 90 (at most the repository's limit). Default: the " +
            "repository's setting.",
    },
    mergeReports: {
        input: 'merge-reports',
        meaning: 'the result files of the legs to merge',
        description: "Merge mode, for the final job of a matrix: start no run; merge the legs' result files " +
            '(their report-file), found by these globs (one a line, `!` excludes), into one summary, ' +
            'one PR comment per workflow, one JUnit file, one HTML report and one verdict (README: ' +
            '"Merging a matrix"). Only summary, comment, github-token, report-file (the merged ' +
            'result), junit-file, html-report and expected-legs apply then.',
    },
    expectedLegs: {
        input: 'expected-legs',
        meaning: 'how many legs should have left a result file',
        description: 'With merge-reports: how many legs the matrix has. Fewer result files than this gives ' +
            'error (a leg that was cancelled or never uploaded its file is not a pass).',
    },
};
/** Every key, in the catalogue's order (action.yml's). */
const SETTING_KEYS = Object.keys(CATALOGUE);


/***/ }),

/***/ 5431:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iv: () => (/* binding */ ClauseTally),
  I6: () => (/* binding */ brokenClauses),
  rl: () => (/* binding */ clausesBrokenBy)
});

// UNUSED EXPORTS: clauseKey

;// CONCATENATED MODULE: ./lib/util/clause-key.js
function clauseKey(reference) {
    const norm = (value) => value === undefined || value === null ? '' : String(value).replace(/\s+/g, ' ').trim();
    return JSON.stringify([
        reference.documentTitle,
        reference.section,
        reference.anchor,
        reference.page,
        reference.path,
        reference.quote,
    ].map(norm));
}

;// CONCATENATED MODULE: ./lib/core/clauses.js


/** The clauses broken by the failed and warned checks, most often broken first. */
function brokenClauses(failed, warned) {
    const tally = new ClauseTally();
    for (const item of failed)
        tally.add(item, 'failed');
    for (const item of warned)
        tally.add(item, 'warned');
    return tally.clauses();
}
/**
 * Clauses counted as checks are met, each check once per clause. Sets, not lists, for the
 * counting: a report may hold 50,000 checks.
 */
class ClauseTally {
    byKey = new Map();
    seen = new Map();
    add(item, outcome) {
        for (const reference of clausesOf(item.check, outcome)) {
            const clause = this.clause(reference);
            const counted = this.seen.get(clause);
            if (counted.checks.has(item.check.testId))
                continue;
            counted.checks.add(item.check.testId);
            clause.checks.push(item.check.testId);
            clause[outcome]++;
            if (item.module)
                this.addModule(clause, item.module);
        }
    }
    /**
     * Another tally's clauses, a merged leg's: its checks are its own (the same test of two legs
     * is two checks), so they and its counts are added as they are.
     */
    addClauses(clauses) {
        for (const clause of clauses) {
            const own = this.clause(clause.reference);
            own.checks.push(...clause.checks);
            own.failed += clause.failed;
            own.warned += clause.warned;
            for (const module of clause.modules)
                this.addModule(own, module);
        }
    }
    /** The clauses, most often failed first, then most often broken, then the stronger. */
    clauses() {
        return [...this.byKey.values()].sort((a, b) => b.failed - a.failed ||
            b.checks.length - a.checks.length ||
            strengthRank(a.reference) - strengthRank(b.reference));
    }
    clause(reference) {
        const key = clauseKey(reference);
        let clause = this.byKey.get(key);
        if (!clause) {
            clause = { reference, checks: [], modules: [], failed: 0, warned: 0 };
            this.byKey.set(key, clause);
            this.seen.set(clause, { checks: new Set(), modules: new Set() });
        }
        return clause;
    }
    addModule(clause, module) {
        const counted = this.seen.get(clause);
        if (counted.modules.has(module))
            return;
        counted.modules.add(module);
        clause.modules.push(module);
    }
}
/** The clauses that these failed checks broke, each once, by clauseKey, in the order met. */
function clausesBrokenBy(failed) {
    const clauses = new Map();
    for (const check of failed) {
        for (const reference of clausesOf(check, 'failed')) {
            const key = clauseKey(reference);
            if (!clauses.has(key))
                clauses.set(key, reference);
        }
    }
    return clauses;
}
function clausesOf(check, outcome) {
    const broken = outcome === 'failed'
        ? (check.validations ?? []).filter((v) => v.passed === false && v.unobservable !== true)
        : (check.warnings ?? []);
    const cited = broken.flatMap((validation) => validation.references ?? []);
    return cited.length > 0 ? cited : (check.references ?? []);
}
/** SHALL before SHOULD before the rest, so that of two clauses broken as often the stronger leads. */
function strengthRank(reference) {
    const strength = reference.strength?.toLowerCase();
    return strength === 'shall' || strength === 'must' ? 0 : strength === 'should' ? 1 : 2;
}


/***/ }),

/***/ 8919:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XC: () => (/* binding */ resolveConnection),
/* harmony export */   oR: () => (/* binding */ HandshakeError),
/* harmony export */   tr: () => (/* binding */ checkModule)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(702);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8805);
/**
 * The connection a gate tests: the account's built-in sandbox, a connection id, or a partner
 * endpoint for which a matching connection is reused or created and registered with the OCPI
 * credentials handshake (waiting for a handshake the partner is still answering). Also the check
 * of the module against the suite listing, which needs the connection's OCPI version.
 */


/** A handshake that did not complete: the configuration must change, so it is a refusal. */
class HandshakeError extends _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ {
    kind = 'input';
}
/** Spacing of connection status reads while a handshake is in progress. */
const HANDSHAKE_POLL_MS = 2_000;
async function resolveConnection(context) {
    const { emit, name } = context;
    const choice = context.settings.connection;
    const all = await allConnections(context.client, context.call);
    if (choice.mode === 'sandbox') {
        const sandbox = all.find((c) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionKind */ .dB)(c) === 'sandbox');
        if (!sandbox) {
            throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('connection', `The account has no built-in sandbox connection. Give a connection id in \`${name('connection')}\`, or a partner endpoint in \`${name('partnerBaseUrl')}\`.`);
        }
        emit({ type: 'connection-resolved', connection: sandbox, source: 'sandbox' });
        return sandbox;
    }
    if (choice.mode === 'id') {
        const found = all.find((c) => c._id === choice.id);
        if (!found) {
            throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('connection', `The connection "${choice.id}" is unknown to the owner of this API key: it does not exist, was deleted, or belongs to another account. Connections of this account: ${all.map((c) => c._id).join(', ') || 'none'}.`);
        }
        emit({ type: 'connection-resolved', connection: found, source: 'id' });
        return requireRegistered(found, name);
    }
    return ensureConnection(context, choice.request, all);
}
/** Reuses the account's connection to the partner endpoint, or creates one; then registers it. */
async function ensureConnection(context, wanted, all) {
    const { client, call, emit } = context;
    const match = all.find((c) => (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionKind */ .dB)(c) === 'external' &&
        sameUrl(c.partnerBaseUrl, wanted.partnerBaseUrl) &&
        c.ourRole === wanted.ourRole &&
        c.theirRole === wanted.theirRole &&
        c.ocpiVersion === wanted.ocpiVersion);
    let connection = match ?? (await client.createConnection(wanted, call));
    emit({ type: 'connection-resolved', connection, source: match ? 'reused' : 'created' });
    if (connection.status !== 'registered') {
        emit({ type: 'handshake', phase: 'started', connection });
        connection = await client.registerConnection(connection._id, call);
        if (connection.status === 'pending')
            connection = await waitForHandshake(context, connection);
        emit({ type: 'handshake', phase: 'finished', connection });
    }
    return requireRegistered(connection, context.name);
}
/**
 * The handshake may still be going when the register call answers (`pending`): the partner
 * exchanges credentials with the service in its own time. Read the connection's status until it
 * settles, within the deadline. There is no single-connection read, so the list is read.
 */
async function waitForHandshake(context, pending) {
    const { client, call, name } = context;
    context.emit({ type: 'handshake', phase: 'pending', connection: pending });
    const pacer = new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ReadPacer */ .E$('GET /connections', {
        now: context.now,
        sleep: client.transport.sleep,
    });
    await pacer.ready(); // the register call was the first read
    let connection = pending;
    while (connection.status === 'pending') {
        if (!(await pacer.ready({ intervalMs: HANDSHAKE_POLL_MS, ...call }))) {
            throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineError */ .j3('POST /connections/{id}/register', `The OCPI credentials handshake with ${pending.partnerBaseUrl} was still pending when ${name('timeoutMinutes')} ran out (connection ${pending._id}).${connection.lastError ? ` The service reported: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .endSentence */ .H_)(connection.lastError)}` : ''} The partner may be slow to answer: run again, or raise ${name('timeoutMinutes')}.`);
        }
        const current = (await allConnections(client, call)).find((c) => c._id === pending._id);
        if (!current) {
            throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('connection', `Connection ${pending._id} left the connection list while its handshake was in progress: it was deleted. Run again to create it anew.`);
        }
        connection = current;
    }
    return connection;
}
/** The account's connections, every page (there is no single-connection read). */
async function allConnections(client, call) {
    const all = [];
    for await (const page of client.connectionPages({ limit: 100 }, call))
        all.push(...page.items);
    return all;
}
function requireRegistered(connection, name) {
    if (connection.status === 'registered')
        return connection;
    const why = connection.lastError
        ? ` The service reported: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .endSentence */ .H_)(connection.lastError)}`
        : '';
    throw new HandshakeError(connection.status === 'failed'
        ? `The OCPI credentials handshake with ${connection.partnerBaseUrl} failed (connection ${connection._id}).${why} Check the partner endpoint and the registration token (${name('tokenA')}), then run again.`
        : `Connection ${connection._id} is ${connection.status}, not registered: the credentials handshake has not completed.${why} Give ${name('partnerBaseUrl')} and a token so that the handshake can be run, or register it in the service.`);
}
/** Refuses a module the service has no suites for at the connection's OCPI version. */
async function checkModule(context, connection) {
    const module = context.settings.module;
    if (!module)
        return;
    const listing = await context.client.listSuites(context.call);
    const modules = [
        ...new Set(listing.suites.filter((s) => s.version === connection.ocpiVersion).map((s) => s.module)),
    ].sort();
    if (modules.length > 0 && !modules.includes(module)) {
        throw new _client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('module', `The module "${module}" has no suites for OCPI ${connection.ocpiVersion}. Valid modules: ${modules.join(', ')}.`);
    }
}
function sameUrl(a, b) {
    const norm = (u) => u.trim().replace(/\/+$/, '').toLowerCase();
    return norm(a) === norm(b);
}


/***/ }),

/***/ 7375:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M4: () => (/* binding */ FAIL_ON_CONDITIONS),
/* harmony export */   Nd: () => (/* binding */ zeroCounts),
/* harmony export */   on: () => (/* binding */ grade),
/* harmony export */   p_: () => (/* binding */ classifyCheck),
/* harmony export */   tI: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export passRateFormula */
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(702);
/* harmony import */ var _util_numbers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5790);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8805);
/* harmony import */ var _clauses_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5431);
/**
 * Grading: turns a run report into a verdict against the user's policy.
 *
 * Rules (README "Verdict rules"):
 * - A run that did not complete gives `error`: no verdict could be reached.
 * - Every check lands in one bucket: passed, warned (passed with warnings), failed, allowed (a
 *   failure the user allowed by test id), unobservable, unreached. A check without an outcome
 *   counts as failed: uncertainty never turns the gate green.
 * - graded = passed + warned + failed; pass rate = (passed + warned) / graded, where warned
 *   counts as failed instead when `warnings` is in fail-on. Allowed failures, unobservable and
 *   unreached checks are not graded but are reported.
 * - The gate passes when the pass rate reaches the threshold and no fail-on condition holds.
 */





/**
 * The pass-rate formula in words, as `grade` computes it, naming the fail-on setting as the front
 * end does. action.yml (the threshold input) and the README ("Verdict rules") quote it with the
 * action's names, the CLI help (`run --threshold`) with its flags, word for word;
 * test/readme.test.ts checks all three.
 */
function passRateFormula(name) {
    return `pass rate = (passed + warned) / graded, where graded = passed + warned + failed; warned checks count as failed when ${name('failOn')} includes warnings`;
}
const FAIL_ON_CONDITIONS = [
    'warnings',
    'unobservable',
    'withheld',
    'nothing-graded',
    'regressions',
];
/** Why a run that is over gave no verdict, by status. */
function noVerdictReason(report) {
    // The service's error ends the sentence: its own period is not doubled.
    const error = typeof report.error === 'string' && report.error.trim() ? report.error : undefined;
    const ending = (text) => (error ? `${text}: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .endSentence */ .H_)(error)}` : `${text}.`);
    switch (report.status) {
        case 'failed':
            return ending('The run failed at the service');
        case 'cancelled':
            return ending('The run was cancelled');
        case 'interrupted':
        case 'recovery_required':
            return ending(`The run was interrupted and needs a recovery decision (status ${report.status})`);
        default:
            return (0,_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isKnown */ .qE)(_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_STATUSES */ .LV, report.status)
                ? `The run is not finished (status ${report.status}).`
                : `The run ended with status "${report.status}", which this tool does not know; it is not treated as success.`;
    }
}
function grade(report, policy, context = {}) {
    const name = context.names ?? ((setting) => setting);
    const { counts, checks, notes } = countChecks(report, policy, name);
    const withheldModules = report.withheldModules ?? [];
    const warningsFail = policy.failOn.has('warnings');
    const passing = counts.passed + (warningsFail ? 0 : counts.warned);
    const passRate = counts.graded > 0 ? (passing / counts.graded) * 100 : undefined;
    const base = {
        status: report.status,
        counts,
        passRate,
        threshold: policy.threshold,
        checks,
        withheldModules,
        notes,
        clauses: (0,_clauses_js__WEBPACK_IMPORTED_MODULE_2__/* .brokenClauses */ .I6)(checks.failed, checks.warned),
    };
    if (report.status !== 'completed') {
        return { ...base, verdict: 'error', reason: noVerdictReason(report), conditions: [] };
    }
    const conditions = failConditions(policy, counts, withheldModules, context.regressions, name);
    const rateText = passRate === undefined
        ? 'nothing was graded'
        : `pass rate ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRate */ .CE)(passRate)}% (${passing} of ${counts.graded} graded checks)`;
    if (passRate !== undefined && passRate < policy.threshold) {
        conditions.unshift(`${rateText} is below the threshold of ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRate */ .CE)(policy.threshold)}%`);
    }
    const allowedText = counts.allowed > 0 ? `; ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(counts.allowed, 'allowed failure')} not counted` : '';
    if (conditions.length > 0) {
        return {
            ...base,
            verdict: 'fail',
            reason: `Failed: ${conditions.join('; ')}${allowedText}.`,
            conditions,
        };
    }
    return {
        ...base,
        verdict: 'pass',
        reason: `Passed: ${rateText} meets the threshold of ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRate */ .CE)(policy.threshold)}%${allowedText}.`,
        conditions,
    };
}
/** Each check in its bucket, the counts, and notes on what the report held that was odd. */
function countChecks(report, policy, name) {
    const notes = [...unknownValues(report)];
    const checks = {
        warned: [],
        failed: [],
        allowed: [],
        unobservable: [],
        unreached: [],
    };
    const counts = zeroCounts();
    const suites = report.suites ?? [];
    if (suites.some((suite) => suite.checks.length > 0)) {
        notes.push(...bucketChecks(suites, compileGlobs(policy.allowFailures), counts, checks));
        if (report.summary && report.summary.total !== counts.total) {
            notes.push(`The report's summary counts ${report.summary.total} checks but its suites hold ${counts.total}; grading used the suites.`);
        }
    }
    else if (report.summary) {
        // No check details: grade from the summary. Allowed failures cannot be told apart then.
        const s = report.summary;
        Object.assign(counts, {
            total: s.total,
            passed: s.passed,
            warned: s.warned,
            failed: s.failed,
            unobservable: s.unobservable,
            unreached: Math.max(0, s.total - s.passed - s.warned - s.failed - s.unobservable),
        });
        if (policy.allowFailures.length > 0 && s.failed > 0) {
            notes.push(`The report has no check details, so ${name('allowFailures')} could not be applied.`);
        }
    }
    counts.graded = counts.passed + counts.warned + counts.failed;
    return { counts, checks, notes };
}
/** Puts every check of the suites in its bucket; returns notes on checks it had to guess about. */
function bucketChecks(suites, allow, counts, checks) {
    const notes = [];
    const unknownUnreached = new Set();
    let withoutOutcome = 0;
    for (const suite of suites) {
        for (const check of suite.checks) {
            const outcome = classifyCheck(check, allow);
            if (check.unreached && check.unreached !== 'dependency')
                unknownUnreached.add(check.unreached);
            if (outcome === 'failed' && check.passed === undefined && !check.unreached)
                withoutOutcome++;
            counts.total++;
            counts[outcome]++;
            if (outcome !== 'passed') {
                checks[outcome].push({ suiteId: suite.suiteId, module: suite.module, check, outcome });
            }
        }
    }
    if (withoutOutcome > 0) {
        notes.push(`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(withoutOutcome, 'check')} had no pass/fail outcome; ${withoutOutcome === 1 ? 'it was' : 'they were'} counted as failed.`);
    }
    if (unknownUnreached.size > 0) {
        notes.push(`Unreached reasons not known to this tool: ${[...unknownUnreached].join(', ')}; those checks were treated as unreached.`);
    }
    return notes;
}
/** The fail-on conditions that hold, in words. */
function failConditions(policy, counts, withheldModules, regressions, name) {
    const includes = (condition) => `${name('failOn')} includes ${condition}`;
    const conditions = [];
    if (policy.failOn.has('nothing-graded') && counts.graded === 0) {
        conditions.push(`no check was graded (${counts.unobservable} unobservable, ${counts.unreached} unreached, ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(withheldModules.length, 'module')} withheld) and ${includes('nothing-graded')}`);
    }
    if (policy.failOn.has('warnings') && counts.warned > 0) {
        conditions.push(`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(counts.warned, 'check')} passed with warnings and ${includes('warnings')}`);
    }
    if (policy.failOn.has('unobservable') && counts.unobservable > 0) {
        conditions.push(`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(counts.unobservable, 'check')} could not be observed and ${includes('unobservable')}`);
    }
    if (policy.failOn.has('regressions') && regressions && regressions.count > 0) {
        conditions.push(`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(regressions.count, 'regression')} since report ${regressions.previousReportId}${regressions.baseline?.branch === undefined ? '' : ` of branch ${regressions.baseline.branch}`} (${regressions.newlyFailing.length} newly failing, ${regressions.noLongerGraded.length} no longer graded) and ${includes('regressions')}`);
    }
    if (policy.failOn.has('withheld') && withheldModules.length > 0) {
        conditions.push(`${withheldModules.length === 1 ? 'module' : 'modules'} ${withheldModules.join(', ')} ${withheldModules.length === 1 ? 'was' : 'were'} withheld and ${includes('withheld')}`);
    }
    return conditions;
}
/** The bucket of one check; `allow` tells whether its test id is an allowed failure. */
function classifyCheck(check, allow) {
    if (check.unobservable === true)
        return 'unobservable';
    if (check.unreached)
        return 'unreached';
    if (check.passed === true)
        return (check.warnings?.length ?? 0) > 0 ? 'warned' : 'passed';
    return allow(check.testId) ? 'allowed' : 'failed';
}
/**
 * Values of the open value sets (2.5: runKind, severity, strength, transportKind) that this tool
 * does not know. They do not change the grade; they are reported so that nobody is misled.
 */
const KNOWN = {
    runKind: new Set(['conformance', 'journey']),
    severity: new Set(['shall', 'should', 'may', 'must']),
    strength: new Set(['SHALL', 'SHALL NOT', 'SHOULD', 'SHOULD NOT', 'MAY', 'MUST', 'MUST NOT']),
    transportKind: new Set(['HTTP', 'HTTPS', 'DNS', 'TLS', 'TCP']),
};
function unknownValues(report) {
    const seen = {
        runKind: new Set(),
        severity: new Set(),
        strength: new Set(),
        transportKind: new Set(),
    };
    if (report.runKind && !KNOWN.runKind.has(report.runKind))
        seen.runKind.add(report.runKind);
    const references = (refs) => {
        for (const ref of refs ?? [])
            if (ref.strength && !KNOWN.strength.has(ref.strength))
                seen.strength.add(ref.strength);
    };
    for (const suite of report.suites ?? []) {
        for (const check of suite.checks) {
            if (check.transportKind && !KNOWN.transportKind.has(check.transportKind))
                seen.transportKind.add(check.transportKind);
            references(check.references);
            for (const v of [...(check.validations ?? []), ...(check.warnings ?? [])]) {
                if (v.severity && !KNOWN.severity.has(v.severity))
                    seen.severity.add(v.severity);
                references(v.references);
            }
        }
    }
    return Object.entries(seen)
        .filter(([, values]) => values.size > 0)
        .map(([field, values]) => values.size === 1
        ? `The report uses a ${field} value this tool does not know: ${[...values][0]}; it is shown as given and does not change the grade.`
        : `The report uses ${field} values this tool does not know: ${[...values].slice(0, 5).join(', ')}; they are shown as given and do not change the grade.`);
}
/** `*` matches any run of characters (slashes included), `?` one character; the rest is literal. */
function compileGlobs(globs) {
    if (globs.length === 0)
        return () => false;
    const patterns = globs.map((glob) => new RegExp(`^${glob
        .split('')
        .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`, 's'));
    return (testId) => patterns.some((pattern) => pattern.test(testId));
}
/** Counts of nothing yet, to add to. */
function zeroCounts() {
    return {
        total: 0,
        passed: 0,
        warned: 0,
        failed: 0,
        allowed: 0,
        unobservable: 0,
        unreached: 0,
        graded: 0,
    };
}


/***/ }),

/***/ 135:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ baselineHeading),
/* harmony export */   O4: () => (/* binding */ baselineReport),
/* harmony export */   f$: () => (/* binding */ noBaseline),
/* harmony export */   ov: () => (/* binding */ baselineOrigin)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8805);

/** The heading: "Since the last run on branch main", or "Since the last run" (branch not known). */
function baselineHeading(regressions, code) {
    const branch = regressions.baseline?.branch;
    return branch === undefined
        ? 'Since the last run'
        : `Since the last run on branch ${code(branch)}`;
}
/** The report compared with: "report r1 of branch main, from workflow run 123". */
function baselineOrigin(regressions, code) {
    const branch = regressions.baseline?.branch;
    return baselineReport(regressions, code, branch === undefined ? '' : ` of branch ${code(branch)}`);
}
/** The report compared with, for text whose heading names the branch: "report r1, from workflow run 123". */
function baselineReport(regressions, code, ofBranch = '') {
    const ciRun = regressions.baseline?.ciRun;
    return `report ${code(regressions.previousReportId ?? '')}${ofBranch}${ciRun ? `, from ${ciRun}` : ''}`;
}
/** Why there is nothing to compare with, and that no regression gate applies. */
function noBaseline(regressions, code) {
    const scope = 'same connection, OCPI version, module and run kind';
    const baseline = regressions.baseline;
    if (baseline?.branch === undefined) {
        return `No earlier comparable report (${scope}) to compare with, so no regression gate applies.`;
    }
    return `No earlier comparable report (${scope}, completed) of branch ${code(baseline.branch)} among the ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(baseline.searched, 'earlier report')} ${baseline.wholeList ? 'in the run list' : 'read (older ones are not read)'}, so no regression gate applies.`;
}


/***/ }),

/***/ 6265:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ firstFailedValidation)
/* harmony export */ });
/** The first validation a check failed: its headline in the summary, comment, annotations, JUnit and CLI. */
function firstFailedValidation(check) {
    return check.validations?.find((v) => v.passed === false);
}


/***/ }),

/***/ 542:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ trendLine)
/* harmony export */ });
/* unused harmony export TREND_LINE_POINTS */
/* harmony import */ var _util_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5790);

/** Rates shown in the one-line trend (the HTML report draws all of them). */
const TREND_LINE_POINTS = 5;
const DIRECTION = { up: 'going up', down: 'going down', flat: 'flat' };
/** "Pass rate, last 4 comparable runs: 80% → 85% → 85% → 90% (this run): going up." */
function trendLine(trend, count = TREND_LINE_POINTS) {
    const shown = trend.points.slice(-count);
    const rate = (r) => (r === undefined ? 'n/a' : `${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRate */ .CE)(r)}%`);
    const note = trend.note ? ` (${trend.note.replace(/\.$/, '')}.)` : '';
    if (shown.length < 2) {
        return `Pass rate trend: no earlier comparable completed report to compare with.${note}`;
    }
    const rates = shown
        .map((point) => `${rate(point.passRate)}${point.current ? ' (this run)' : ''}`)
        .join(' → ');
    const direction = trend.direction ? `: ${DIRECTION[trend.direction]}` : '';
    return `Pass rate, last ${shown.length} comparable runs: ${rates}${direction}.${note}`;
}


/***/ }),

/***/ 1894:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ maskCredentials),
/* harmony export */   D8: () => (/* binding */ maskCredentialMembers),
/* harmony export */   Gd: () => (/* binding */ isSensitiveKey),
/* harmony export */   T9: () => (/* binding */ maskCredentialFields),
/* harmony export */   Zd: () => (/* binding */ AUTH_VALUE_SOURCE),
/* harmony export */   gl: () => (/* binding */ AUTH_HEADER_JSON_SOURCE),
/* harmony export */   v5: () => (/* binding */ MASK),
/* harmony export */   xg: () => (/* binding */ maskAuthValues)
/* harmony export */ });
/* unused harmony exports AUTH_VALUE, AUTH_HEADER_JSON, isCredentialValue */
/**
 * Credentials recognised by their shape, with no secret store: values after an auth scheme
 * (`Bearer ...`, `Token ...`, `Basic ...`), JSON `"authorization": "..."` pairs, and the fields
 * whose names say they hold a credential (Authorization headers, OCPI token fields). The service
 * echoes partner exchanges, and those carry tokens nobody registered; these are masked wherever
 * such text is shown, by the renderers themselves as much as by a secret store (./redaction.ts).
 * Pure functions: the same input always gives the same output.
 */
const MASK = '***';
// A value after an auth scheme (`Bearer`, `Token`, `Basic`, in any case): a candidate, which
// isCredentialValue tells from prose ("array of Token objects.", "Basic auth-header").
const AUTH_VALUE = /\b(Bearer|Token|Basic)(\s+)([A-Za-z0-9._~+/=:-]{6,})/gi;
const AUTH_HEADER_JSON = /("authorization"\s*:\s*")[^"]*(")/gi;
// The same patterns without capture groups, for a store to alternate with its secrets in one scan
// (a cheap first test: a candidate that turns out to be prose costs one more scan).
const AUTH_VALUE_SOURCE = '\\b(?:Bearer|Token|Basic)\\s+[A-Za-z0-9._~+/=:-]{6}';
const AUTH_HEADER_JSON_SOURCE = '"authorization"\\s*:\\s*"[^"]*"';
/**
 * Whether a value after an auth scheme is a credential rather than a word of prose. Credentials
 * are random: OCPI tokens are UUIDs, hex or base64, API keys mix digits in, JWTs mix cases. Words
 * are letters, at most hyphenated, joined by = or followed by punctuation. So a credential has a
 * digit or one of + / ~, base64 padding, a run of 20 letters, or lower-to-upper case changes (two,
 * or one in 12 characters or more); "objects.", "auth-header", "valid=false" and "OCPI-compliant"
 * have none of these.
 */
function isCredentialValue(candidate) {
    const value = candidate.replace(/[.,:;!?-]+$/, '');
    if (value.length < 6)
        return false;
    if (/[0-9+/~]|[A-Za-z]=+$|[A-Za-z]{20}/.test(value))
        return true;
    const changes = value.match(/[a-z][A-Z]/g)?.length ?? 0;
    return changes >= 2 || (changes === 1 && value.length >= 12);
}
/** The text with credentials after an auth scheme masked, prose after one left alone. */
function maskAuthValues(text) {
    return text.replace(AUTH_VALUE, (match, scheme, space, value) => {
        if (!isCredentialValue(value))
            return match;
        // Sentence punctuation after the value stays, so that the sentence still reads.
        const tail = value.length - value.replace(/[.,:;!?]+$/, '').length;
        return `${scheme}${space}${MASK}${value.slice(value.length - tail)}`;
    });
}
/** The text with credential-shaped values masked (auth schemes, JSON authorization pairs). */
function maskCredentials(text) {
    if (!text)
        return text;
    return maskAuthValues(text).replace(AUTH_HEADER_JSON, `$1${MASK}$2`);
}
/**
 * Keys whose values are credentials whatever they hold: HTTP auth and cookie headers, API key
 * headers, and the token fields of OCPI bodies (the credentials object's `token`, tokenA/B/C).
 */
const SENSITIVE_NAMES = 'authorization|proxy-authorization|cookie|set-cookie|x-api-key|api[-_]?key|token|token[-_]?[abc]|local[-_]?token[-_]?b|password|secret|client[-_]?secret|access[-_]?token|refresh[-_]?token';
const SENSITIVE_KEY = new RegExp(`^(${SENSITIVE_NAMES})$`, 'i');
/**
 * In JSON text, one of: a credential-named member (`$1` is its key and colon) with its string
 * value, or with a value that is not a string (then nothing follows `$1` in the match); or a
 * `\u` or `\/` escape, which can spell a key or a secret that a plain search would miss. Only a
 * real key matches: inside a string every quote is escaped, so `"token":` cannot occur there.
 */
const MEMBER_OR_ESCAPE = new RegExp(`("(?:${SENSITIVE_NAMES})"\\s*:\\s*)(?:"(?:[^"\\\\]|\\\\.)*"|(?=[^"\\s]))|\\\\[u/]`, 'gi');
/**
 * JSON text with every credential-named member's string value masked, as maskCredentialFields
 * masks it in the parsed value, in one scan; undefined when that cannot be done on the text (a
 * member's value is not a string, or the text holds a \u or \/ escape): the caller then masks
 * the parsed value.
 */
function maskCredentialMembers(json) {
    let onText = true;
    const masked = json.replace(MEMBER_OR_ESCAPE, (match, member) => {
        if (member === undefined || match.length === member.length) {
            onText = false;
            return match;
        }
        return `${member}"${MASK}"`;
    });
    return onText ? masked : undefined;
}
function isSensitiveKey(key) {
    return SENSITIVE_KEY.test(key);
}
/**
 * A copy of a JSON-like value with every credential-named field masked and every string passed
 * through `text` (default maskCredentials). Shared references stay shared in the copy.
 */
function maskCredentialFields(value, text = maskCredentials) {
    return maskDeep(value, text, new WeakMap());
}
function maskDeep(value, text, seen) {
    if (typeof value === 'string')
        return text(value);
    if (value === null || typeof value !== 'object')
        return value;
    const known = seen.get(value);
    if (known !== undefined)
        return known;
    if (Array.isArray(value)) {
        const copy = [];
        seen.set(value, copy);
        for (const item of value)
            copy.push(maskDeep(item, text, seen));
        return copy;
    }
    const copy = {};
    seen.set(value, copy);
    for (const [key, item] of Object.entries(value)) {
        copy[text(key)] = isSensitiveKey(key) ? MASK : maskDeep(item, text, seen);
    }
    return copy;
}


/***/ }),

/***/ 7738:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/** SHA-256 digests of text: the keys of sticky comments, a seed's digest parts, CSP hashes. */

function sha256(text, encoding = 'hex') {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest(encoding);
}


/***/ }),

/***/ 1442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ exitOnceFlushed)
/* harmony export */ });
/**
 * Ends the process as soon as its output is out, instead of letting Node wind down on its own:
 * idle keep-alive sockets, a stray timer in a dependency or a pending handle can then neither
 * keep a finished CI step running nor add to the time to its verdict. On POSIX, writes to a pipe
 * may still be queued in the stream when the last line is logged, and process.exit() would drop
 * them: each stream is flushed first.
 */
async function exitOnceFlushed(code, streams = [process.stdout, process.stderr]) {
    await Promise.all(streams.map(flushed));
    // process.exit(undefined) would reset an exitCode set earlier (core.setFailed sets one) to 0.
    if (code === undefined)
        process.exit();
    process.exit(code);
}
/** Resolves when every write queued on `stream` so far has been handed to the OS. */
function flushed(stream) {
    const queued = stream.writableLength;
    if (queued === 0)
        return Promise.resolve();
    // Writes complete in order, so the callback of an empty write runs after all earlier ones.
    return new Promise((resolve) => {
        stream.write('', () => resolve());
    });
}


/***/ }),

/***/ 5790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   CE: () => (/* binding */ formatRate),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/** Number formats shared by the gate's messages and every renderer. */
/** Rounds down to two decimals, so a rate never reads higher than it is (99.999 is not "100"). */
function formatRate(rate) {
    const floored = Math.floor(rate * 100) / 100;
    return Number.isInteger(floored) ? String(floored) : floored.toFixed(2).replace(/0$/, '');
}
/**
 * A count with thousands separators, as en-US writes it: "50,000". Not toLocaleString: its first
 * call loads the locale data, about 10 ms of every run that renders a count.
 */
function formatCount(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** A duration as people read it in a log: "42 s", "3 min 5 s". */
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
/** A size as people read it: "512 bytes", "64 KiB", "1.5 MiB". */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} bytes`;
    const [value, unit] = bytes < 1048576 ? [bytes / 1024, 'KiB'] : [bytes / 1048576, 'MiB'];
    return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}


/***/ }),

/***/ 8629:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gd: () => (/* reexport safe */ _credentials_js__WEBPACK_IMPORTED_MODULE_0__.Gd),
/* harmony export */   pO: () => (/* binding */ Redactor),
/* harmony export */   v5: () => (/* reexport safe */ _credentials_js__WEBPACK_IMPORTED_MODULE_0__.v5)
/* harmony export */ });
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1894);
/**
 * The secret store: every string that reaches a log line, an error message, an output, a file or
 * a comment passes through a Redactor on its way out of the process.
 *
 * There is no process-wide store. Each entry point creates its own (the action's main step and
 * post step, one invocation of the CLI) and hands it to everything that writes: the client, the
 * log, the outputs, the file and comment writers. Secrets (the API key, the partner tokens tokenA,
 * tokenC, localTokenB, the GitHub token) are registered as soon as they are read. Besides the
 * literal value, the encodings under which a secret commonly travels are masked too: URL-encoded,
 * JSON-escaped and base64 (OCPI sends tokens base64-encoded in `Authorization: Token ...` from 2.2
 * on). Credentials recognised by their shape are masked as well, whether or not they were
 * registered (./credentials.ts), because the service echoes partner exchanges and those carry
 * tokens we were never told about.
 *
 * The renderers of src/report do not use a store: they take an optional pure text transform
 * (`redact`), to which the front end passes its store's `redact`, applied before they cut text.
 */


/** Secrets shorter than this are not masked as substrings: they would mask half of every line. */
const MIN_SECRET_LENGTH = 4;
class Redactor {
    variants = new Set();
    /** Any secret or credential pattern (a cheap first test); the secrets alone. */
    pattern;
    secretsPattern;
    /** The secrets with a line break allowed between any two characters: in text, in JSON text. */
    splitPattern;
    splitJsonPattern;
    /** Registers a secret; empty or very short values are ignored (see MIN_SECRET_LENGTH). */
    add(secret) {
        if (!secret || secret.length < MIN_SECRET_LENGTH)
            return;
        const before = this.variants.size;
        for (const variant of encodings(secret)) {
            if (variant.length >= MIN_SECRET_LENGTH)
                this.variants.add(variant);
        }
        if (this.variants.size !== before) {
            this.pattern = undefined;
            this.secretsPattern = undefined;
            this.splitPattern = undefined;
            this.splitJsonPattern = undefined;
        }
    }
    /** The registered secret values and their encodings, longest first. */
    secrets() {
        return [...this.variants].sort((a, b) => b.length - a.length);
    }
    /**
     * The text with every registered secret and every credential-shaped value masked. A bound
     * function, so that it can be handed on as it is (`{ redact: store.redact }`).
     */
    redact = (text) => {
        if (!text)
            return text;
        // One pass over the text for every pattern: reports hold many thousands of strings, and the
        // common case (nothing to mask) must cost a single failed scan.
        this.pattern ??= new RegExp([...this.secrets().map(escapeRegExp), _credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .AUTH_VALUE_SOURCE */ .Zd, _credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .AUTH_HEADER_JSON_SOURCE */ .gl].join('|'), 'gi');
        this.pattern.lastIndex = 0;
        if (!this.pattern.test(text) && !this.hasSplitSecret(text))
            return text;
        return (0,_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .maskCredentials */ .Bs)(this.maskSecrets(text));
    };
    /** The text with every registered secret (in any of its encodings) masked. */
    maskSecrets(text) {
        if (this.variants.size === 0)
            return text;
        this.secretsPattern ??= new RegExp(this.secrets().map(escapeRegExp).join('|'), 'g');
        const masked = text.replace(this.secretsPattern, _credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5);
        if (!masked.includes('\n'))
            return masked;
        this.splitPattern ??= splitSecrets(this.secrets(), LINE_BREAK);
        return masked.replace(this.splitPattern, _credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5);
    }
    /** Whether the text holds a registered secret that a line break cuts in two (service text wraps). */
    hasSplitSecret(text) {
        if (this.variants.size === 0 || !text.includes('\n'))
            return false;
        this.splitPattern ??= splitSecrets(this.secrets(), LINE_BREAK);
        this.splitPattern.lastIndex = 0;
        return this.splitPattern.test(text);
    }
    /** maskSecrets on JSON text, where a line break inside a string is written as an escape. */
    maskSecretsInJson(json) {
        const masked = this.maskSecrets(json);
        if (this.variants.size === 0 || !masked.includes('\\n'))
            return masked;
        this.splitJsonPattern ??= splitSecrets(this.secrets(), JSON_LINE_BREAK);
        return masked.replace(this.splitJsonPattern, _credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5);
    }
    /**
     * JSON text masked as `stringify` would mask the value it spells, without parsing it: in three
     * scans (credential-named members, secrets, credential shapes) where redact and the member
     * masking take eight. Undefined when that cannot be done on the text (maskCredentialMembers);
     * then stringify the parsed value. For big texts that are mostly copied as they are.
     */
    redactJsonText(json) {
        const members = (0,_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .maskCredentialMembers */ .D8)(json);
        if (members === undefined)
            return undefined;
        // A JSON "authorization" pair (maskCredentials' second pattern) is a credential-named member,
        // already masked above; only the auth-scheme shape is left.
        return (0,_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .maskAuthValues */ .xg)(this.maskSecretsInJson(members));
    }
    /**
     * JSON text of a value with every string redacted and credential fields masked by name, written
     * in one pass without an intermediate copy (reports run to hundreds of megabytes).
     */
    stringify(value, indent) {
        return JSON.stringify(value, (key, item) => key && (0,_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isSensitiveKey */ .Gd)(key) ? _credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5 : typeof item === 'string' ? this.redact(item) : item, indent);
    }
    /** Redacts every string inside a JSON-like value, and masks credential fields by name; returns a copy. */
    redactValue(value) {
        return (0,_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .maskCredentialFields */ .T9)(value, this.redact);
    }
}
function encodings(secret) {
    const base64 = Buffer.from(secret, 'utf8').toString('base64');
    return [
        secret,
        encodeURIComponent(secret),
        JSON.stringify(secret).slice(1, -1),
        base64,
        base64.replace(/=+$/, ''),
        Buffer.from(secret, 'utf8').toString('base64url'),
    ];
}
/** A line break and the indentation after it, as text and as written inside a JSON string. */
const LINE_BREAK = '(?:\\r?\\n *)?';
const JSON_LINE_BREAK = '(?:(?:\\\\r)?\\\\n *)?';
/** The secrets as one pattern that allows `lineBreak` between any two of their characters. */
function splitSecrets(secrets, lineBreak) {
    return new RegExp(secrets.map((secret) => [...secret].map(escapeRegExp).join(lineBreak)).join('|'), 'g');
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 5666:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ nearest)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);
/**
 * "Did you mean ...?" for a word the user typed that is not one of the known ones: an unknown key
 * of a journey definition, an unknown option or command of the CLI.
 *
 * The rule: a candidate that equals the word ignoring case is the answer. Otherwise the candidate
 * at the smallest edit distance (Levenshtein, ignoring case; the first one listed on a tie) is the
 * answer when that distance is at most max(2, floor(word length / 3)) and smaller than the
 * word's length: one or two slips in a short word, about one in three characters in a long one,
 * and never a word that would have to be typed anew. Failing that, a word of four characters or
 * more that begins exactly one candidate (ignoring case) suggests it: "acceleration" for
 * accelerationFactor. Anything else gets no suggestion, so that a suggestion is a plausible slip
 * and not a guess.
 */

/** The shortest word that may be completed to the one candidate it begins. */
const MIN_PREFIX = 4;
/** The candidate the word is plausibly a typo of, or undefined when none is near enough. */
function nearest(word, candidates) {
    const typed = word.toLowerCase();
    let best;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const candidate of candidates) {
        const d = (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(typed, candidate.toLowerCase());
        if (d === 0)
            return candidate;
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    const limit = Math.max(2, Math.floor(word.length / 3));
    if (bestDistance <= limit && bestDistance < word.length)
        return best;
    if (word.length < MIN_PREFIX)
        return undefined;
    const extensions = candidates.filter((candidate) => candidate.toLowerCase().startsWith(typed));
    return extensions.length === 1 ? extensions[0] : undefined;
}


/***/ }),

/***/ 8805:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ endSentence),
/* harmony export */   Ig: () => (/* binding */ forLog),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   bH: () => (/* binding */ joinSome),
/* harmony export */   cu: () => (/* binding */ quotedEnd)
/* harmony export */ });
/* unused harmony export neutraliseCommands */
/**
 * Text from the service reaches the job log. The runner reads lines that start with `::` (and the
 * legacy `##[`) as workflow commands, so service text could set outputs, add masks or stop
 * command processing. A zero-width space after the first character disarms such lines; the text
 * reads the same to a person.
 */
const COMMAND_LINE = /^(\s*)(:)(:)|^(\s*)(#)(#\[)/gm;
function neutraliseCommands(text) {
    return text.replace(COMMAND_LINE, (_m, s1, a1, b1, s2, a2, b2) => s1 !== undefined ? `${s1}${a1}\u200b${b1}` : `${s2}${a2}\u200b${b2}`);
}
/**
 * Redacted (by the entry point's secret store, passed as `redact`) and disarmed: the form in
 * which any text is written to the log.
 */
function forLog(text, redact) {
    return neutraliseCommands(redact(text));
}
/** The first `max` items joined, and how many more there are: "a; b; and 3 more". */
function joinSome(items, max, separator = '; ') {
    const shown = items.slice(0, max);
    const more = items.length - shown.length;
    return more > 0 ? `${shown.join(separator)}${separator}and ${more} more` : shown.join(separator);
}
/** Text made the end of a sentence: a period added unless it ends with one (or ! or ?) already. */
function endSentence(text) {
    const trimmed = text.trimEnd();
    return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
/** Text quoted at the end of a sentence: `"text".`, or `"text."` when it ends one itself. */
function quotedEnd(text) {
    const trimmed = text.trimEnd();
    return /[.!?]$/.test(trimmed) ? `"${trimmed}"` : `"${trimmed}".`;
}
/** "1 check", "3 checks": a count with its noun in the right number. */
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}


/***/ }),

/***/ 3411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ PACKAGE_VERSION),
/* harmony export */   r: () => (/* binding */ PACKAGE_NAME)
/* harmony export */ });
/** The package name and version, sent in the User-Agent and stamped on reports we write. */
const PACKAGE_NAME = 'ocpi-conformance';
const PACKAGE_VERSION = '0.1.0';


/***/ })

};

export const id = 249;
export const ids = [249];
export const modules = {

/***/ 7249:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runShowCommand: () => (/* binding */ runShowCommand)
});

// UNUSED EXPORTS: SHOW_COMMAND

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/app/files.js + 1 modules
var files = __webpack_require__(8147);
// EXTERNAL MODULE: ./lib/core/result-file.js
var result_file = __webpack_require__(3773);
;// CONCATENATED MODULE: ./lib/app/recorded-checks.js
/**
 * The failed and warned checks of a run's report file (`run --report-file`, the action's
 * report-file), with their recorded exchanges, for the commands that reproduce them (`show`, and
 * `replay`). The file is read as a merge reads a leg (core/result-file.ts): a suite at a time,
 * each graded by the policy the file records; only the failed and warned checks are kept.
 */

/** Reads a report file; throws ResultFileError (naming the file and what is wrong). */
async function readRecordedChecks(file) {
    const found = { checks: [], testIds: [] };
    const sink = {
        begin: (_name, leg) => {
            if (leg?.partnerBaseUrl)
                found.partnerBaseUrl = leg.partnerBaseUrl;
        },
        suite: (report, grade) => {
            for (const suite of report.suites ?? []) {
                for (const check of suite.checks)
                    found.testIds.push(check.testId);
            }
            found.checks.push(...grade.checks.failed, ...grade.checks.warned);
        },
        end: () => { },
    };
    const leg = await (0,result_file/* readLegFile */.B)(file, (declared) => declared ?? file, sink);
    if (found.testIds.length === 0 && leg.counts === undefined) {
        throw new result_file/* ResultFileError */.eC(file, 'holds no report with checks: give the report file a run wrote (run --report-file), not a merged result');
    }
    return found;
}

// EXTERNAL MODULE: ./lib/client/index.js + 24 modules
var client = __webpack_require__(7832);
// EXTERNAL MODULE: ./lib/report/recorded-request.js
var recorded_request = __webpack_require__(7224);
;// CONCATENATED MODULE: ./lib/report/curl.js
/**
 * Copy-as-curl (issue 36, point 1): the curl command that sends a check's recorded request again,
 * to the partner's own build. The partner's base URL and every credential are shell variables
 * (`"$PARTNER_BASE_URL"`, `$OCPI_TOKEN`), never values; everything else is quoted so that text
 * from the report stays inert in any POSIX shell (quotes, `$(...)`, backticks, line breaks are
 * sent as they are, never run). A body over BODY_FILE_BYTES goes to a file the caller writes
 * (`--data-binary @FILE`). A request that cannot be replayed exactly, or one the partner sent to
 * the service, gets no command: the reasons, and the request as recorded.
 *
 * Pure: the caller writes the body file and prints the text.
 */

/** Bodies longer than this (in UTF-8 bytes) are sent from a file rather than inline. */
const BODY_FILE_BYTES = 2048;
/** The variable that stands for the partner's OCPI root (its base URL without `/versions`). */
const BASE_URL_VARIABLE = 'PARTNER_BASE_URL';
/** The variable for the partner's origin, for a request outside that root. */
const ORIGIN_VARIABLE = 'PARTNER_ORIGIN';
/** The curl command for a packet, or why there is none. */
function curlCommand(packet, options = {}) {
    if (packet.direction === 'from-partner' || packet.notReplayable.length > 0) {
        return {
            kind: packet.direction === 'from-partner' ? 'from-partner' : 'not-replayable',
            reasons: packet.notReplayable.map((n) => n.text),
            request: requestText(packet),
        };
    }
    const variable = packet.relativeTo === 'partner-root' ? BASE_URL_VARIABLE : ORIGIN_VARIABLE;
    const notes = [];
    const lines = [`curl -sS -i ${methodFlag(packet.method ?? 'GET')}`];
    lines.push(shellWord(`$${variable}${packet.path ?? ''}`, [variable, ...recorded_request/* PLACEHOLDER_NAMES */.jv]));
    const headers = packet.headers.filter((header) => {
        if (!HAS_CONTROL.test(header.name + header.value))
            return true;
        notes.push(`The header ${JSON.stringify(header.name)} holds control characters and is left out.`);
        return false;
    });
    for (const header of headers)
        lines.push(`-H ${shellWord(headerLine(header))}`);
    const body = bodyPart(packet, options, notes);
    if (body.flag) {
        if (!packet.headers.some((h) => h.name.toLowerCase() === 'content-type')) {
            // curl would add a form Content-Type the service never sent.
            lines.push(`-H ${shellWord('Content-Type:')}`);
        }
        lines.push(body.flag);
    }
    const used = packet.placeholders.filter((name) => !body.file || inlinePlaceholder(packet, name));
    const variables = [variable, ...used];
    const command = [
        `# ${variables.map((name) => `${name}=${describeVariable(name, packet)}`).join('; ')}`,
        lines.join(' \\\n  '),
    ].join('\n');
    return {
        kind: 'command',
        command,
        variables,
        ...(body.file ? { bodyFile: body.file } : {}),
        notes,
    };
}
function methodFlag(method) {
    if (method === 'HEAD')
        return '--head';
    return `-X ${/^[A-Z]+$/.test(method) ? method : shellWord(method)}`;
}
function headerLine(header) {
    return header.value === '' ? `${header.name};` : `${header.name}: ${header.value}`;
}
/** Whether a placeholder appears outside a body that goes to a file. */
function inlinePlaceholder(packet, name) {
    const pattern = new RegExp(`\\$${name}(?![A-Za-z0-9_])`);
    return [packet.path ?? '', ...packet.headers.map((h) => h.value)].some((t) => pattern.test(t));
}
/**
 * What a terminal or CI log would not show as it is (util/text.ts escapes it, disarms it): C0
 * controls but tab and line feed, DEL, C1, bidi controls, line separators, and a line starting a
 * workflow command (`::`, `##[`). A body holding any goes to a file; a header holding any is left
 * out, so that a printed command is always the command.
 */
const HAS_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]|^\s*(::|##\[)/m;
function bodyPart(packet, options, notes) {
    const body = packet.body;
    if (body === undefined)
        return {};
    const limit = options.bodyFileBytes ?? BODY_FILE_BYTES;
    const large = new TextEncoder().encode(body).length > limit;
    if (!large && !HAS_CONTROL.test(body))
        return { flag: `--data-binary ${shellWord(body)}` };
    const name = options.bodyFileName ?? bodyFileName(packet);
    const left = [...body.matchAll(recorded_request/* PLACEHOLDER_PATTERN */.j_)].map((m) => `$${m[1]}`);
    if (left.length > 0) {
        notes.push(`The body file ${name} holds ${[...new Set(left)].join(', ')}: put the value in its place before sending (a file is not expanded by the shell).`);
    }
    return { flag: `--data-binary ${shellWord(`@${name}`, [])}`, file: { name, content: body } };
}
/** A file name from the check id: letters, digits, dots and dashes only. */
function bodyFileName(packet) {
    const stem = packet.testId.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
    return `${stem || 'request'}.body${packet.bodyIsJson ? '.json' : '.txt'}`;
}
function describeVariable(name, packet) {
    switch (name) {
        case BASE_URL_VARIABLE:
            return `your partner's OCPI root without /versions (recorded: ${packet.base})`;
        case ORIGIN_VARIABLE:
            return `your partner's scheme://host:port (recorded: ${packet.base})`;
        case 'OCPI_TOKEN':
            return 'the credentials token as sent after "Token " (Base64-encoded from OCPI 2.2 on)';
        case 'OCPI_CREDENTIALS_TOKEN':
            return 'the token in the credentials object';
        case 'OCPI_SECRET':
            return 'the credential the service sent (an API key, a cookie)';
        default:
            return `the registration token ${name.slice('OCPI_'.length).replace('_', ' ')}`;
    }
}
/**
 * One shell word for `text`, in which the placeholders of `expand` (default: every placeholder)
 * are the shell's variables and everything else is literal. A word whose literal parts hold no
 * character special inside double quotes is written in double quotes (`"Authorization: Token
 * $OCPI_TOKEN"`); any other word in single quotes, the variables between them in double quotes.
 */
function shellWord(text, expand) {
    const parts = splitPlaceholders(text, expand);
    if (parts.length === 0)
        return "''";
    const literals = parts.filter((p) => p.kind === 'literal').map((p) => p.text);
    if (literals.every((l) => !/[$`"\\!\n\r]/.test(l))) {
        const inside = parts
            .map((p, i) => p.kind === 'literal'
            ? p.text
            : /^[A-Za-z0-9_]/.test(parts[i + 1]?.text ?? '')
                ? `\${${p.text}}`
                : `$${p.text}`)
            .join('');
        return `"${inside}"`;
    }
    return parts
        .map((p) => (p.kind === 'literal' ? `'${p.text.replace(/'/g, `'\\''`)}'` : `"$${p.text}"`))
        .join('');
}
function splitPlaceholders(text, expand) {
    const pattern = expand === undefined
        ? new RegExp(recorded_request/* PLACEHOLDER_PATTERN */.j_.source, 'g')
        : new RegExp(`\\$(${expand.join('|') || '(?!)'})(?![A-Za-z0-9_])`, 'g');
    const parts = [];
    let at = 0;
    for (const match of text.matchAll(pattern)) {
        if (match.index > at)
            parts.push({ kind: 'literal', text: text.slice(at, match.index) });
        parts.push({ kind: 'variable', text: match[1] });
        at = match.index + match[0].length;
    }
    if (at < text.length)
        parts.push({ kind: 'literal', text: text.slice(at) });
    return parts;
}
/** The request as recorded, as an HTTP message: request line, headers, a blank line, the body. */
function requestText(packet) {
    const lines = [`${packet.method ?? '(no method)'} ${packet.url ?? '(no URL)'}`];
    for (const header of packet.headers)
        lines.push(headerLine(header));
    if (packet.headersTruncated)
        lines.push('(headers truncated by the service)');
    if (packet.body !== undefined) {
        lines.push('', packet.body);
        if (packet.bodyTruncated)
            lines.push('(body truncated by the service)');
    }
    return lines.join('\n');
}

// EXTERNAL MODULE: ./lib/cli/args.js
var args = __webpack_require__(2453);
// EXTERNAL MODULE: ./lib/cli/context.js
var context = __webpack_require__(4641);
// EXTERNAL MODULE: ./lib/cli/exit-codes.js
var exit_codes = __webpack_require__(535);
;// CONCATENATED MODULE: ./lib/cli/show.js
/**
 * `ocpi-conformance show REPORT [--check ID]...`: the failed and warned checks of a report file
 * with what they recorded, to reproduce them on the partner's own machine (issue 36, point 1): a
 * curl command that sends the recorded request again (credentials as $OCPI_TOKEN, the partner's
 * base URL as $PARTNER_BASE_URL), or why there is none, and the recorded answer. Reads no service
 * and needs no API key. A body too large for the command line is written to a file beside it.
 */










/** Recorded answer bodies longer than this are cut when printed (the HAR file holds them whole). */
const SHOWN_BODY_CHARS = 4000;
const SHOW_COMMAND = {
    name: 'show',
    summary: 'Shows the failed and warned checks of a report file (run --report-file) with what they recorded:\na curl command that sends the request again to your partner endpoint, and the recorded answer.\nReads no service; needs no API key.',
    positionals: [{ name: 'REPORT', description: 'the report file a run wrote (run --report-file)' }],
    options: [
        {
            name: 'check',
            kind: 'list',
            placeholder: 'ID',
            description: 'show this check only (its test id; repeat it or give a comma list); default: every failed and warned check',
        },
        {
            name: 'body-dir',
            kind: 'string',
            placeholder: 'DIR',
            description: 'where to write a request body too large for the command line (default: the working directory); the command reads it from there',
        },
        args/* JSON_OPTION */.rj,
    ],
    notes: 'Set PARTNER_BASE_URL to your endpoint\'s OCPI root (its versions URL without "/versions") and\nOCPI_TOKEN to the token it accepts (as sent after "Token "), then paste the command.',
};
async function runShowCommand(argv, io, options = {}) {
    const env = options.env ?? process.env;
    const cwd = options.cwd ?? process.cwd();
    const terminal = (0,context/* terminalFor */.KC)(io, argv, options);
    try {
        const parsed = (0,args/* parseCommand */.RM)(SHOW_COMMAND, argv, env, terminal.secrets);
        if (parsed.help) {
            io.out((0,args/* usage */.CI)(SHOW_COMMAND));
            return exit_codes/* EXIT */.d.ok;
        }
        const file = external_node_path_.resolve(cwd, parsed.positionals[0]);
        const bodyDir = external_node_path_.resolve(cwd, parsed.get('body-dir') ?? '.');
        const recorded = await readReport(file);
        const chosen = chooseChecks(recorded.checks, recorded.testIds, parsed.list('check'), terminal);
        const shown = [];
        for (const item of chosen) {
            const packet = (0,recorded_request/* recordedRequest */.Kh)(item.check, recorded.partnerBaseUrl);
            const name = external_node_path_.relative(cwd, external_node_path_.join(bodyDir, bodyFileName(packet)));
            const curl = curlCommand(packet, { bodyFileName: name });
            if (curl.kind === 'command' && curl.bodyFile) {
                const written = await (0,files/* writeTextFile */.Tl)(external_node_path_.resolve(cwd, name), () => curl.bodyFile.content, {
                    log: { info: (line) => terminal.logLine(line) },
                    option: '--body-dir',
                    written: `The request body of ${packet.testId}`,
                });
                if (!written)
                    return exit_codes/* EXIT */.d.usage;
            }
            shown.push({ item, packet, curl });
        }
        if (terminal.json) {
            terminal.printJson({ report: file, checks: shown.map(showDocument) });
        }
        else if (shown.length === 0) {
            terminal.print(`No failed or warned check in ${file}: nothing to reproduce.`);
        }
        else {
            terminal.print(shown.map(showText).join('\n\n'));
        }
        return exit_codes/* EXIT */.d.ok;
    }
    catch (error) {
        return terminal.fail(error);
    }
}
async function readReport(file) {
    try {
        return await readRecordedChecks(file);
    }
    catch (error) {
        if (error instanceof result_file/* ResultFileError */.eC) {
            // The reader's words are a merge's; a merged result is the one file people mix up here.
            const what = /result of a merge/.test(error.message)
                ? 'it is the merged result of a matrix, which keeps no exchanges: give the report file of one leg (run --report-file)'
                : error.message.replace(/\.$/, '');
            throw new client/* InputError */.dz('REPORT', `Could not read the report file ${file}: ${what}.`);
        }
        throw error;
    }
}
/** The checks asked for, in the order given; every failed and warned one when none is. */
function chooseChecks(checks, testIds, wanted, terminal) {
    if (wanted.length === 0)
        return [...checks];
    return wanted.map((id) => {
        const found = checks.find((item) => item.check.testId === id);
        if (found)
            return found;
        if (testIds.includes(id)) {
            throw new client/* InputError */.dz('check', `The check ${id} neither failed nor warned in this report: it kept no exchange to reproduce. Give the id of a failed or warned check.`);
        }
        const ids = checks.map((item) => item.check.testId);
        throw new client/* InputError */.dz('check', `The report holds no check ${id}.${(0,args/* didYouMean */.au)(id, ids, terminal.secrets)} Its failed and warned checks: ${ids.join(', ') || 'none'}.`);
    });
}
function showText({ item, packet, curl }) {
    const lines = [
        `${packet.testId} (${item.outcome})${packet.name ? `: ${packet.name}` : ''}`,
        ...expectationLines(packet),
        '',
    ];
    if (curl.kind === 'command') {
        lines.push(`Reproduce with curl (set ${curl.variables.join(', ')} first):`, curl.command);
        if (curl.bodyFile)
            lines.push(`(The body is read from ${curl.bodyFile.name}.)`);
        lines.push(...curl.notes);
    }
    else if (curl.kind === 'from-partner') {
        lines.push('The partner sent this request to the service (shown as sent, not for replay):');
        lines.push(curl.request);
    }
    else {
        lines.push(`No curl command: ${curl.reasons.join('; ')}. The request as recorded:`);
        lines.push(curl.request);
    }
    lines.push('', ...answerLines(packet));
    return lines.join('\n');
}
function expectationLines(packet) {
    const e = packet.expectation;
    const parts = [];
    if (e.expectedStatus) {
        const got = e.actualStatus === undefined ? '' : ` (answered HTTP ${e.actualStatus})`;
        parts.push(`HTTP ${e.expectedStatus.join(' or ')}${got}`);
    }
    if (e.expectedStatusCode !== undefined) {
        const got = e.actualStatusCode === undefined ? '' : ` (answered ${e.actualStatusCode})`;
        parts.push(`status_code ${e.expectedStatusCode}${got}`);
    }
    const lines = parts.length ? [`Expected: ${parts.join('; ')}.`] : [];
    for (const text of e.beyond)
        lines.push(`Also found: ${text}`);
    return lines;
}
function answerLines(packet) {
    const latency = packet.latencyMs === undefined ? '' : ` (${packet.latencyMs} ms)`;
    if (packet.error)
        return [`Recorded answer${latency}: none; ${packet.error}`];
    const response = packet.response;
    if (!response)
        return ['Recorded answer: none recorded.'];
    const lines = [`Recorded answer${latency}:`, `HTTP ${response.status ?? '(no status)'}`];
    for (const header of response.headers)
        lines.push(`${header.name}: ${header.value}`);
    if (response.headersTruncated)
        lines.push('(headers truncated by the service)');
    if (response.body !== undefined) {
        const body = response.body;
        const shown = body.length > SHOWN_BODY_CHARS ? body.slice(0, SHOWN_BODY_CHARS) : body;
        lines.push('', shown);
        if (shown !== body)
            lines.push(`(cut at ${SHOWN_BODY_CHARS} of ${body.length} characters)`);
        if (response.bodyTruncated)
            lines.push('(body truncated by the service)');
    }
    return lines;
}
function showDocument({ item, packet, curl }) {
    return {
        testId: packet.testId,
        outcome: item.outcome,
        direction: packet.direction,
        expectation: packet.expectation,
        curl,
        request: { method: packet.method, url: packet.url, headers: packet.headers, body: packet.body },
        response: packet.response,
        latencyMs: packet.latencyMs,
        error: packet.error,
    };
}


/***/ })

};

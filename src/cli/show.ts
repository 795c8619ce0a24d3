/**
 * `ocpi-conformance show REPORT [--check ID]...`: the failed and warned checks of a report file
 * with what they recorded, to reproduce them on the partner's own machine (issue 36, point 1): a
 * curl command that sends the recorded request again (credentials as $OCPI_TOKEN, the partner's
 * base URL as $PARTNER_BASE_URL), or why there is none, and the recorded answer. Reads no service
 * and needs no API key. A body too large for the command line is written to a file beside it.
 */
import path from 'node:path';
import { writeTextFile } from '../app/files.js';
import {
  MAX_RECORDED_CHECKS,
  REPORT_FILE_FORMS,
  type RecordedCheck,
  type RecordedChecks,
  readRecordedChecks,
} from '../app/recorded-checks.js';
import {
  bodyFileName,
  type CurlRendering,
  curlCommand,
  curlEndpointText,
  setupOf,
} from '../report/curl.js';
import { type RecordedRequest, recordedRequest } from '../report/recorded-request.js';
import { InputError } from '../util/errors.js';
import { type CommandSpec, JSON_OPTION, parseCommand, settingOption, usage } from './args.js';
import { type CliOptions, terminalFor } from './context.js';
import { EXIT } from './exit-codes.js';
import type { CommandIo } from './io.js';
import { optionValues } from './options.js';

/** Recorded answer bodies longer than this are cut when printed (the HAR file holds them whole). */
const SHOWN_BODY_CHARS = 4000;

export const SHOW_COMMAND: CommandSpec = {
  name: 'show',
  summary:
    'Shows the failed and warned checks of a report file (run --report-file), or of every leg of a\nmerged result file, with what they recorded: a curl command that sends the request again to your\npartner endpoint, and the recorded answer. Reads no service; needs no API key.',
  positionals: [{ name: 'REPORT', description: REPORT_FILE_FORMS }],
  options: [settingOption('showChecks'), settingOption('showBodyDir'), JSON_OPTION],
  notes:
    'Set OCPI_VERSIONS_URL to your endpoint\'s versions URL and OCPI_TOKEN to the token it accepts (as\nsent after "Token "), and any other variable the command\'s first line names (OCPI_TOKEN_A for a\ncheck the service sent with the registration token A); paste the lines that read the endpoints\nfrom your version details (they need curl and jq), then the command.',
};

export async function runShowCommand(
  argv: string[],
  io: CommandIo,
  options: CliOptions = {},
): Promise<number> {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const terminal = terminalFor(io, argv, options);
  try {
    const parsed = parseCommand(SHOW_COMMAND, argv, env, terminal.secrets);
    if (parsed.help) {
      io.out(usage(SHOW_COMMAND));
      return EXIT.ok;
    }
    const argument = parsed.positionals[0]!;
    const { showChecks, showBodyDir } = optionValues(parsed, ['showChecks', 'showBodyDir']);
    // None given: the working directory.
    const bodyDir = path.resolve(cwd, showBodyDir ?? '.');
    const recorded = await readRecordedChecks(
      argument,
      { checkIds: [...showChecks], failedOnly: false },
      { cwd },
    );
    const shown = [];
    for (const item of chosenChecks(recorded, argument)) {
      const packet = recordedRequest(item.check, item.recordedBaseUrl, item.context);
      const name = path.relative(cwd, path.join(bodyDir, bodyFileName(packet)));
      const curl = curlCommand(packet, { bodyFileName: name });
      if (curl.kind === 'command' && curl.bodyFile) {
        const written = await writeTextFile(path.resolve(cwd, name), () => curl.bodyFile!.content, {
          log: { info: (line) => terminal.logLine(line) },
          option: '--body-dir',
          written: `The request body of ${packet.testId}`,
        });
        if (!written) return EXIT.usage;
      }
      shown.push({ item, packet, curl });
    }
    const leftOut =
      recorded.leftOut > 0
        ? `${recorded.leftOut} more failed or warned checks are not shown: one show prints at most ${MAX_RECORDED_CHECKS}; name the ones to show with --check.`
        : undefined;
    if (terminal.json) {
      terminal.printJson({
        report: recorded.description,
        checks: shown.map(showDocument),
        leftOut: recorded.leftOut,
      });
    } else if (shown.length === 0) {
      terminal.print(`No failed or warned check in ${recorded.description}: nothing to reproduce.`);
    } else {
      const setup = setupText(shown.map((s) => s.curl));
      terminal.print(
        [...setup, ...shown.map(showText), ...(leftOut ? [leftOut] : [])].join('\n\n'),
      );
    }
    return EXIT.ok;
  } catch (error) {
    return terminal.fail(error);
  }
}

/** The checks read; one named with --check that passed kept no exchange to reproduce. */
function chosenChecks(recorded: RecordedChecks, argument: string): RecordedCheck[] {
  const passed = recorded.candidates.filter((item) => item.outcome === 'passed');
  if (passed.length > 0) {
    throw new InputError(
      'check',
      `--check ${passed.map((item) => item.testId).join(', ')}: ${passed.length === 1 ? 'this check' : 'these checks'} neither failed nor warned in REPORT "${argument}", so the report kept no exchange to reproduce. Give the id of a failed or warned check.`,
    );
  }
  return recorded.candidates;
}

interface Shown {
  item: RecordedCheck;
  packet: RecordedRequest;
  curl: CurlRendering;
}

/**
 * The lines that read each endpoint the commands below send to from the partner's versions URL,
 * once above them all (each command's own `command` holds the lines it needs, for a page that
 * shows one).
 */
function setupText(renderings: readonly CurlRendering[]): string[] {
  const lines = setupOf(renderings);
  if (lines.length === 0) return [];
  return [
    [
      "First read the endpoints the commands below send to from your partner's version details",
      '(set OCPI_VERSIONS_URL to its versions URL and OCPI_TOKEN to its token; needs curl and jq):',
      ...lines,
    ].join('\n'),
  ];
}

function showText({ item, packet, curl }: Shown): string {
  const lines = [
    `${packet.testId} (${item.outcome}${item.leg ? `, leg ${item.leg}` : ''})${packet.name ? `: ${packet.name}` : ''}`,
    ...expectationLines(packet),
    '',
  ];
  if (curl.kind === 'command') {
    lines.push(
      `Reproduce with curl, sent to ${curlEndpointText(packet)} (set ${curl.variables.join(', ')} first):`,
      curl.setup.length > 0 ? curl.withoutSetup : curl.command,
    );
    if (curl.bodyFile) lines.push(`(The body is read from ${curl.bodyFile.name}.)`);
    lines.push(...curl.notes);
  } else if (curl.kind === 'from-partner') {
    lines.push('The partner sent this request to the service (shown as sent, not for replay):');
    lines.push(curl.request);
  } else {
    lines.push(`No curl command: ${curl.reasons.join('; ')}. The request as recorded:`);
    lines.push(curl.request);
  }
  lines.push('', ...answerLines(packet));
  return lines.join('\n');
}

function expectationLines(packet: RecordedRequest): string[] {
  const e = packet.expectation;
  const parts: string[] = [];
  if (e.expectedStatus) {
    const got = e.actualStatus === undefined ? '' : ` (answered HTTP ${e.actualStatus})`;
    parts.push(`HTTP ${e.expectedStatus.join(' or ')}${got}`);
  }
  if (e.expectedStatusCode !== undefined) {
    const got = e.actualStatusCode === undefined ? '' : ` (answered ${e.actualStatusCode})`;
    parts.push(`status_code ${e.expectedStatusCode}${got}`);
  }
  const lines = parts.length ? [`Expected: ${parts.join('; ')}.`] : [];
  for (const text of e.beyond) lines.push(`Also found: ${text}`);
  for (const { message, needs } of e.unseen) {
    lines.push(`Also found (only ${needs} shows it, not this request): ${message}`);
  }
  return lines;
}

function answerLines(packet: RecordedRequest): string[] {
  const latency = packet.latencyMs === undefined ? '' : ` (${packet.latencyMs} ms)`;
  if (packet.error) return [`Recorded answer${latency}: none; ${packet.error}`];
  const response = packet.response;
  if (!response) return ['Recorded answer: none recorded.'];
  const lines = [`Recorded answer${latency}:`, `HTTP ${response.status ?? '(no status)'}`];
  for (const header of response.headers) lines.push(`${header.name}: ${header.value}`);
  if (response.headersTruncated) lines.push('(headers truncated by the service)');
  if (response.body !== undefined) {
    const body = response.body;
    const shown = body.length > SHOWN_BODY_CHARS ? body.slice(0, SHOWN_BODY_CHARS) : body;
    lines.push('', shown);
    if (shown !== body) lines.push(`(cut at ${SHOWN_BODY_CHARS} of ${body.length} characters)`);
    if (response.bodyTruncated) lines.push('(body truncated by the service)');
  }
  return lines;
}

function showDocument({ item, packet, curl }: Shown) {
  return {
    testId: packet.testId,
    outcome: item.outcome,
    leg: item.leg ?? null,
    direction: packet.direction,
    expectation: packet.expectation,
    curl,
    request: { method: packet.method, url: packet.url, headers: packet.headers, body: packet.body },
    response: packet.response,
    latencyMs: packet.latencyMs,
    error: packet.error,
  };
}

/**
 * `ocpi-conformance replay REPORT`: the recorded requests of a report's failed and warned checks
 * sent again to the partner's endpoint (a local build, a staging deployment), and whether each
 * check's stated expectation now holds: FIXED, STILL FAILING or CANNOT TELL. The work is the app
 * layer's (app/replay.ts); this module reads the flags and the environment, asks before writes on
 * a terminal, and shows the result.
 *
 * Exit codes: 0 every replayed check FIXED; 1 any STILL FAILING (or CANNOT TELL: not shown
 * fixed); 2 bad input, before any request to the partner; 3 the endpoint could not be reached.
 */
import { createInterface } from 'node:readline/promises';
import { REPORT_FORMS } from '../app/recorded-checks.js';
import {
  type PreparedReplay,
  prepareReplay,
  REPLAY_PATHS,
  type ReplayCredentials,
  type ReplayOptions,
  type ReplayOutcome,
  type ReplayPaths,
  type ReplayPorts,
  replayCounts,
  runReplay,
} from '../app/replay.js';
import { checkPartnerBaseUrl } from '../app/replay-url.js';
import {
  BaseUrlError,
  checkBaseUrl,
  NetworkError,
  type RunReport,
  ServiceClient,
} from '../client/index.js';
import { PLACEHOLDER_NAMES, type PlaceholderName } from '../report/recorded-request.js';
import { InputError } from '../util/errors.js';
import {
  API_KEY_OPTION,
  BASE_URL_OPTION,
  type CommandSpec,
  envName,
  inputProblems,
  JSON_OPTION,
  type ParsedCommand,
  parseCommand,
  usage,
  VERBOSE_OPTION,
} from './args.js';
import { integerOption } from './command.js';
import { type CliOptions, terminalFor } from './context.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { clientFlagName } from './flags.js';
import type { CommandIo } from './io.js';
import type { Terminal } from './output.js';
import { replayDocument, replayText, shownWrite } from './replay-render.js';

/** The variable the token is read from by default: the name the curl commands use. */
export const DEFAULT_TOKEN_ENV = 'OCPI_TOKEN';
const DEFAULT_TIMEOUT_SECONDS = 10;

export const REPLAY_COMMAND: CommandSpec = {
  name: 'replay',
  summary:
    "Sends the recorded requests of a report's failed and warned checks again to the partner's\nendpoint (a local build, a staging deployment) and says, per check, whether its stated\nexpectation now holds: FIXED, STILL FAILING or CANNOT TELL. Starts no run.",
  positionals: [{ name: 'REPORT', description: REPORT_FORMS }],
  options: [
    {
      name: 'partner-base-url',
      kind: 'string',
      placeholder: 'URL',
      description:
        "Required: the partner's versions URL, such as http://localhost:8080/ocpi/versions (as a connection names it). Replay reads it and the version details of the report's OCPI version, and sends each request to the endpoint the partner publishes for its module and interface, with the recorded object ids and query",
    },
    {
      name: 'paths',
      kind: 'string',
      placeholder: 'published|recorded',
      description:
        "published (default): each request to the endpoint the partner's version details publish; recorded: to its recorded path under the OCPI root of --partner-base-url (its versions URL without /versions), for a partner laid out like the service's sandbox. Neither reads nor guesses a path the partner does not publish",
    },
    {
      name: 'check',
      kind: 'list',
      placeholder: 'ID',
      description:
        'replay only this check, by its test id (repeat the flag, or a comma list; with --failed, those of them that failed)',
    },
    { name: 'failed', kind: 'boolean', description: 'replay failed checks only, not warned ones' },
    {
      name: 'token-env',
      kind: 'string',
      placeholder: 'NAME',
      description: `the environment variable holding the partner's token, for $OCPI_TOKEN in the recorded requests (the Authorization header); default ${DEFAULT_TOKEN_ENV}. Other credentials a request holds come from their own variables, as the curl commands read them: $OCPI_TOKEN_A for a check the service sent with the registration token A, $OCPI_CREDENTIALS_TOKEN for a credentials object's token...`,
    },
    {
      name: 'yes',
      kind: 'boolean',
      description:
        'send writes (POST, PUT, PATCH, DELETE) without asking; needed when stdin or stdout is not a terminal',
    },
    {
      name: 'timeout-seconds',
      kind: 'string',
      placeholder: 'N',
      description: `how long to wait for each answer, 1 to 300; default ${DEFAULT_TIMEOUT_SECONDS}. A request is never sent twice`,
    },
    {
      name: 'allow-insecure-http',
      kind: 'string',
      placeholder: 'true|false',
      env: true,
      description:
        'accept a --partner-base-url (or --base-url) with plain http:// to a host other than this machine; the token then crosses the network unencrypted. Default: false',
    },
    {
      ...API_KEY_OPTION,
      description:
        'the service API key, for a REPORT given as a report id; pass it from a secret, it is masked at once and never printed',
    },
    {
      ...BASE_URL_OPTION,
      description:
        'the service base URL, ending in /api/v1, for a REPORT given as a report id (for example https://testing.example.com/api/v1)',
    },
    JSON_OPTION,
    VERBOSE_OPTION,
  ],
  notes: `Writes are shown before they are sent, and asked for on a terminal. A request is sent once,
never retried. Credentials are never shown: a request shows the variable each comes from.

Example:
  OCPI_TOKEN=... ocpi-conformance replay conformance-report.json --failed \\
    --partner-base-url http://localhost:8080/ocpi/versions`,
};

export async function replayCommand(
  argv: string[],
  io: CommandIo,
  options: CliOptions = {},
): Promise<number> {
  const env = options.env ?? process.env;
  const terminal = terminalFor(io, argv, options);
  maskTokens(argv, env, terminal);
  try {
    const parsed = parseCommand(REPLAY_COMMAND, argv, env, terminal.secrets);
    if (parsed.help) {
      io.out(usage(REPLAY_COMMAND));
      return EXIT.ok;
    }
    const replay = readReplayOptions(parsed, env);
    const ports = replayPorts(parsed, terminal, options);
    const prepared = await prepareReplay(replay, ports);
    terminal.log(startLine(prepared, replay));
    const outcome = await runReplay(prepared, replay, ports);
    return finish(terminal, prepared, outcome, replay);
  } catch (error) {
    return terminal.fail(error);
  }
}

/**
 * Registers the credentials before anything else, so that no message (a parse error among them)
 * can quote them: every placeholder's variable, and every variable --token-env may name.
 */
function maskTokens(argv: readonly string[], env: NodeJS.ProcessEnv, terminal: Terminal): void {
  for (const name of PLACEHOLDER_NAMES) terminal.secrets.add(env[name]?.trim());
  argv.forEach((arg, index) => {
    const name = arg === '--token-env' ? argv[index + 1] : /^--token-env=(.*)$/.exec(arg)?.[1];
    if (name) terminal.secrets.add(env[name.trim()]?.trim());
  });
}

/** Every flag checked, every problem reported at once, before the report is read. */
function readReplayOptions(parsed: ParsedCommand, env: NodeJS.ProcessEnv): ReplayOptions {
  const { collect, throwIfAny } = inputProblems();
  const tokenName = parsed.get('token-env')?.trim() || DEFAULT_TOKEN_ENV;
  collect(() => checkVariableName(tokenName));
  const allowInsecureHttp = collect(() => insecureHttpOption(parsed)) ?? false;
  const partnerBaseUrl = collect(() => {
    const raw = parsed.get('partner-base-url')?.trim();
    if (!raw) {
      throw new InputError(
        'partner-base-url',
        "--partner-base-url is required: the base URL of the partner's endpoint to send the recorded requests to, such as http://localhost:8080/ocpi/versions (its versions URL).",
      );
    }
    const names = {
      url: '--partner-base-url',
      allowInsecureHttp: parsed.source('allow-insecure-http'),
    };
    return checkPartnerBaseUrl(raw, allowInsecureHttp, names);
  });
  const timeout = collect(() => integerOption(parsed, 'timeout-seconds', { min: 1, max: 300 }));
  const paths = collect(() => pathsOption(parsed));
  throwIfAny();
  if (partnerBaseUrl === undefined) throw new Error('--partner-base-url was not read');
  return {
    report: parsed.positionals[0]!,
    selection: { checkIds: parsed.list('check'), failedOnly: parsed.flag('failed') },
    partnerBaseUrl,
    credentials: credentialsFrom(env, tokenName),
    timeoutMs: (timeout ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
    yes: parsed.flag('yes'),
    paths: paths ?? 'published',
  };
}

function pathsOption(parsed: ParsedCommand): ReplayPaths {
  const raw = parsed.get('paths')?.trim() ?? 'published';
  const paths = REPLAY_PATHS.find((p) => p === raw);
  if (!paths) {
    throw new InputError(
      'paths',
      `--paths "${raw}" is not one of ${REPLAY_PATHS.join(', ')}: published sends each request to the endpoint the partner publishes for its module, recorded to its recorded path.`,
    );
  }
  return paths;
}

function checkVariableName(name: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new InputError(
      'token-env',
      `--token-env "${name}" is not the name of an environment variable: give a name such as ${DEFAULT_TOKEN_ENV}, not the token itself.`,
    );
  }
}

/**
 * The credentials a packet's placeholders stand for, from the environment as a shell would
 * expand the curl commands' variables: $OCPI_TOKEN from --token-env's variable, the others by
 * their own names. An empty value counts as none.
 */
function credentialsFrom(env: NodeJS.ProcessEnv, tokenName: string): ReplayCredentials {
  const variable = (name: PlaceholderName) => (name === 'OCPI_TOKEN' ? tokenName : name);
  return {
    variable,
    value: (name) => env[variable(name)]?.trim() || undefined,
  };
}

function insecureHttpOption(parsed: ParsedCommand): boolean {
  const raw = parsed.get('allow-insecure-http')?.trim().toLowerCase() ?? '';
  if (!['', 'true', 'false'].includes(raw)) {
    throw new InputError(
      'allow-insecure-http',
      `${parsed.source('allow-insecure-http')} "${parsed.get('allow-insecure-http')}" is not a boolean; use true or false.`,
    );
  }
  return raw === 'true';
}

/** How the app layer reads the service, asks and shows: the terminal's. */
function replayPorts(parsed: ParsedCommand, terminal: Terminal, options: CliOptions): ReplayPorts {
  const interactive =
    options.interactive ?? (process.stdin.isTTY === true && process.stdout.isTTY === true);
  return {
    cwd: options.cwd ?? process.cwd(),
    apiKeyName: `${envName('api-key')} (or --api-key) and ${envName('base-url')} (or --base-url)`,
    readReport: parsed.get('api-key')?.trim()
      ? serviceReader(parsed, terminal, options)
      : undefined,
    interactive,
    now: options.now,
    showWrite: (shown, check) => terminal.log(shownWrite(shown, check.testId)),
    debug: (line) => terminal.debugLine(line),
    confirmWrite: async (shown) => {
      const answer = await (options.ask ?? askOnTerminal)(
        `Send this ${shown.method} to ${shown.url}? [y/N] `,
      );
      return /^\s*y(es)?\s*$/i.test(answer);
    },
  };
}

/** Reads a report by id with the account's key, --base-url checked first. */
function serviceReader(parsed: ParsedCommand, terminal: Terminal, options: CliOptions) {
  return async (reportId: string) => {
    const raw = parsed.get('base-url')?.trim();
    if (!raw) {
      throw new InputError(
        'base-url',
        `REPORT "${reportId}" is read from the service: --base-url is required, the service base URL ending in /api/v1, with --base-url or ${envName('base-url')}.`,
      );
    }
    let baseUrl: string;
    try {
      baseUrl = checkBaseUrl(raw, {
        allowInsecureHttp: insecureHttpOption(parsed),
        names: clientFlagName,
      });
    } catch (error) {
      if (!(error instanceof BaseUrlError)) throw error;
      throw new InputError('base-url', `${parsed.source('base-url')} ${error.problem}`);
    }
    const client = new ServiceClient({
      names: clientFlagName,
      baseUrl,
      apiKey: parsed.get('api-key')!.trim(),
      allowInsecureHttp: insecureHttpOption(parsed),
      log: { debug: (m) => terminal.debugLine(m), warn: (m) => terminal.logLine(m) },
      redactor: terminal.secrets,
      ...options.client,
    });
    const report = await client.reports.find(reportId);
    if (!report) return undefined;
    return { report, partnerBaseUrl: await partnerBaseUrlOf(client, report) };
  };
}

/** The pages of connections read at most to find the report's (5 x the service's page). */
const CONNECTION_PAGES = 5;

/** The partner base URL of the report's connection, when the connection list shows it. */
async function partnerBaseUrlOf(client: ServiceClient, report: RunReport) {
  const id = (report as { connectionId?: unknown }).connectionId;
  if (typeof id !== 'string') return undefined;
  let pages = 0;
  for await (const page of client.connections.pages()) {
    const found = page.items.find((connection) => connection._id === id);
    if (found) return found.partnerBaseUrl;
    if (++pages >= CONNECTION_PAGES) break;
  }
  return undefined;
}

async function askOnTerminal(question: string): Promise<string> {
  const readline = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await readline.question(question);
  } finally {
    readline.close();
  }
}

function startLine(prepared: PreparedReplay, replay: ReplayOptions): string {
  const skipped = prepared.notReplayed.length;
  return `Replaying ${prepared.planned.length} ${prepared.planned.length === 1 ? 'check' : 'checks'} of ${prepared.description} against ${replay.partnerBaseUrl}${skipped > 0 ? ` (${skipped} selected cannot be replayed; listed at the end)` : ''}.`;
}

function finish(
  terminal: Terminal,
  prepared: PreparedReplay,
  outcome: ReplayOutcome,
  replay: ReplayOptions,
): ExitCode {
  const counts = replayCounts(outcome);
  if (outcome.unreachable) {
    const { check, url, code, message } = outcome.unreachable;
    if (!terminal.json) terminal.print(replayText(prepared, outcome, terminal));
    const what = check
      ? `while replaying ${check.testId}; nothing was sent after it`
      : "while reading the partner's versions endpoint and version details; no check was sent";
    return terminal.fail(
      new NetworkError(
        check?.testId ?? 'partner-base-url',
        code,
        true,
        `The partner's endpoint could not be reached at ${url} (${code}: ${message}) ${what}. Start the endpoint, or check --partner-base-url (${replay.partnerBaseUrl}).`,
      ),
    );
  }
  if (terminal.json) terminal.printJson(replayDocument(prepared, outcome, replay));
  else terminal.print(replayText(prepared, outcome, terminal));
  if (outcome.replayed.length === 0) {
    terminal.log('No check was replayed (every write was declined): nothing is shown fixed.');
    return EXIT.gateFailed;
  }
  return counts.stillFailing === 0 && counts.cannotTell === 0 ? EXIT.ok : EXIT.gateFailed;
}

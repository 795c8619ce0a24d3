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
  type ReplayCredentials,
  type ReplayOptions,
  type ReplayOutcome,
  type ReplayPorts,
  replayCounts,
  runReplay,
} from '../app/replay.js';
import { checkPartnerBaseUrl, PartnerUrlError } from '../app/replay-url.js';
import {
  BaseUrlError,
  checkBaseUrl,
  NetworkError,
  type RunReport,
  ServiceClient,
} from '../client/index.js';
import { REPLAY_TIMEOUT_SECONDS } from '../core/catalogue/commands.js';
import { settingDefault } from '../core/catalogue.js';
import type { SettingValues } from '../core/settings.js';
import { PLACEHOLDER_NAMES, type PlaceholderName } from '../report/recorded-request.js';
import { InputError } from '../util/errors.js';
import {
  type CommandSpec,
  envName,
  JSON_OPTION,
  type ParsedCommand,
  parseCommand,
  settingOption,
  usage,
  VERBOSE_OPTION,
} from './args.js';
import { type CliOptions, terminalFor } from './context.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { clientFlagName, flagName } from './flags.js';
import type { CommandIo } from './io.js';
import { optionSource, readOptions } from './options.js';
import type { Terminal } from './output.js';
import { replayDocument, replayText, shownWrite } from './replay-render.js';

/** The variable the token is read from by default: the name the curl commands use. */
export const DEFAULT_TOKEN_ENV = settingDefault('replayTokenEnv');

export const REPLAY_COMMAND: CommandSpec = {
  name: 'replay',
  summary:
    "Sends the recorded requests of a report's failed and warned checks again to the partner's\nendpoint (a local build, a staging deployment) and says, per check, whether its stated\nexpectation now holds: FIXED, STILL FAILING or CANNOT TELL. Starts no run.",
  positionals: [{ name: 'REPORT', description: REPORT_FORMS }],
  options: [
    settingOption('replayPartnerBaseUrl'),
    settingOption('replayPaths'),
    settingOption('replayChecks'),
    settingOption('replayFailedOnly'),
    settingOption('replayTokenEnv'),
    settingOption('replayYes'),
    settingOption('replayTimeoutSeconds'),
    settingOption(
      'allowInsecureHttp',
      'accept a --partner-base-url (or --base-url) with plain http:// to a host other than this machine; the token then crosses the network unencrypted.',
    ),
    settingOption(
      'apiKey',
      'the service API key, for a REPORT given as a report id; pass it from a secret, it is masked at once and never printed',
    ),
    settingOption(
      'baseUrl',
      'the service base URL, ending in /api/v1, for a REPORT given as a report id (for example https://testing.example.com/api/v1)',
    ),
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
    const { replay, service } = readReplayOptions(parsed, env);
    const ports = replayPorts(parsed, service, terminal, options);
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

/** What replay reads the service with, for a REPORT given as a report id. */
interface ServiceOptions {
  apiKey: string;
  baseUrl: string;
  allowInsecureHttp: boolean;
}

/** Every option read and checked, every problem reported at once, before the report is read. */
function readReplayOptions(
  parsed: ParsedCommand,
  env: NodeJS.ProcessEnv,
): { replay: ReplayOptions; service: ServiceOptions } {
  return readOptions(
    parsed,
    (values) => {
      // A value is missing only when it has a problem, which readOptions throws.
      const tokenName = values.get('replayTokenEnv') ?? DEFAULT_TOKEN_ENV;
      const allowInsecureHttp = values.get('allowInsecureHttp') ?? false;
      const partnerBaseUrl = readPartnerBaseUrl(parsed, values, allowInsecureHttp);
      const timeoutSeconds = values.get('replayTimeoutSeconds') ?? REPLAY_TIMEOUT_SECONDS.default;
      const replay: ReplayOptions = {
        report: parsed.positionals[0]!,
        selection: {
          checkIds: [...values.get('replayChecks')],
          failedOnly: values.get('replayFailedOnly'),
        },
        partnerBaseUrl,
        credentials: credentialsFrom(env, tokenName),
        timeoutMs: timeoutSeconds * 1000,
        yes: values.get('replayYes'),
        paths: values.get('replayPaths'),
      };
      const service = {
        apiKey: values.get('apiKey'),
        baseUrl: values.get('baseUrl'),
        allowInsecureHttp,
      };
      return { replay, service };
    },
    ['replayPartnerBaseUrl'],
  );
}

/** The partner's base URL, checked (app/replay-url.ts); '' when it is missing or wrong. */
function readPartnerBaseUrl(
  parsed: ParsedCommand,
  values: SettingValues,
  allowInsecureHttp: boolean,
): string {
  const raw = values.get('replayPartnerBaseUrl');
  if (!raw) return '';
  const names = {
    url: flagName('replayPartnerBaseUrl'),
    allowInsecureHttp: optionSource(parsed, 'allowInsecureHttp'),
  };
  try {
    return checkPartnerBaseUrl(raw, allowInsecureHttp, names);
  } catch (error) {
    if (!(error instanceof PartnerUrlError)) throw error;
    values.add('replayPartnerBaseUrl', 'invalid', error.problem);
    return '';
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

/** How the app layer reads the service, asks and shows: the terminal's. */
function replayPorts(
  parsed: ParsedCommand,
  service: ServiceOptions,
  terminal: Terminal,
  options: CliOptions,
): ReplayPorts {
  const interactive =
    options.interactive ?? (process.stdin.isTTY === true && process.stdout.isTTY === true);
  return {
    cwd: options.cwd ?? process.cwd(),
    apiKeyName: `${envName('api-key')} (or --api-key) and ${envName('base-url')} (or --base-url)`,
    readReport: service.apiKey ? serviceReader(parsed, service, terminal, options) : undefined,
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

/**
 * Reads a report by id with the account's key, --base-url checked first: only then, since a
 * report file needs no service.
 */
function serviceReader(
  parsed: ParsedCommand,
  service: ServiceOptions,
  terminal: Terminal,
  options: CliOptions,
) {
  const { apiKey, allowInsecureHttp } = service;
  return async (reportId: string) => {
    const raw = service.baseUrl;
    if (!raw) {
      throw new InputError(
        'base-url',
        `REPORT "${reportId}" is read from the service: --base-url is required, the service base URL ending in /api/v1, with --base-url or ${envName('base-url')}.`,
      );
    }
    let baseUrl: string;
    try {
      baseUrl = checkBaseUrl(raw, { allowInsecureHttp, names: clientFlagName });
    } catch (error) {
      if (!(error instanceof BaseUrlError)) throw error;
      throw new InputError('base-url', `${optionSource(parsed, 'baseUrl')} ${error.problem}`);
    }
    const client = new ServiceClient({
      names: clientFlagName,
      baseUrl,
      apiKey,
      allowInsecureHttp,
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

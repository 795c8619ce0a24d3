/**
 * The first step of a replay: the report read, each selected check's packet made
 * (report/recorded-request.ts, the one shape curl, HAR and replay share), and the checks sorted
 * into those that can be sent again and those that cannot, with why. Every input problem is
 * thrown here as an InputError, before any request: nothing to replay, a credential variable a
 * request needs and the environment lacks, a write with no one to confirm it.
 */

import type { ReplayPaths } from '../core/catalogue/commands.js';
import {
  PLACEHOLDER_PATTERN,
  type PlaceholderName,
  type RecordedRequest,
  recordedRequest,
  replayUrl,
} from '../report/recorded-request.js';
import { InputError } from '../util/errors.js';
import { plural } from '../util/text.js';
import {
  type CheckSelection,
  type RecordedCheck,
  type RecordedChecksPorts,
  readRecordedChecks,
} from './recorded-checks.js';
import { outgoingRequest, placeholdersIn } from './replay-send.js';

export const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The values of the placeholders a packet holds, and the variables they come from. */
export interface ReplayCredentials {
  /** The environment variable a placeholder is read from: OCPI_TOKEN, or --token-env's. */
  variable(name: PlaceholderName): string;
  value(name: PlaceholderName): string | undefined;
}

export interface ReplayOptions {
  /** REPORT as given: a file, or a report id. */
  report: string;
  selection: CheckSelection;
  /** The partner's base URL, checked (replay-url.ts). */
  partnerBaseUrl: string;
  credentials: ReplayCredentials;
  timeoutMs: number;
  /** Writes are sent without asking. */
  yes: boolean;
  /**
   * Where the requests go: `published`, the endpoint the partner's version details publish for
   * each request's module and interface (read first, from partnerBaseUrl, its versions URL);
   * `recorded`, the recorded path under partnerBaseUrl (a partner laid out like the service's
   * sandbox).
   */
  paths: ReplayPaths;
}

export type { ReplayPaths };

export interface PreparePorts extends RecordedChecksPorts {
  /** Whether a person can be asked (stdin and stdout are terminals). */
  interactive: boolean;
}

/** A request as the user is shown it: each credential as the name of its variable. */
export interface ShownRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | undefined;
  /** The environment variables its credentials come from, in the order they first appear. */
  variables: string[];
}

export interface PlannedReplay {
  candidate: RecordedCheck;
  packet: RecordedRequest;
  /**
   * Where it goes, with --paths recorded: --partner-base-url and the packet's path. Undefined
   * with --paths published: the partner's endpoints are read first (replay-endpoints.ts).
   */
  url: string | undefined;
}

export interface NotReplayed {
  candidate: RecordedCheck;
  why: string;
}

export interface PreparedReplay {
  description: string;
  planned: PlannedReplay[];
  notReplayed: NotReplayed[];
  /** Selected checks beyond MAX_RECORDED_CHECKS. */
  leftOut: number;
}

/** Reads the report and sorts its checks; every input problem is thrown here, before any request. */
export async function prepareReplay(
  options: ReplayOptions,
  ports: PreparePorts,
): Promise<PreparedReplay> {
  const source = await readRecordedChecks(options.report, options.selection, ports);
  const planned: PlannedReplay[] = [];
  const notReplayed: NotReplayed[] = [];
  for (const candidate of source.candidates) {
    const packet = recordedRequest(candidate.check, candidate.recordedBaseUrl, candidate.context);
    const url =
      options.paths === 'recorded' ? replayUrl(packet, options.partnerBaseUrl) : undefined;
    const why = whyNotReplayed(candidate, packet, options.paths === 'recorded' ? url : '');
    if (why !== undefined) {
      notReplayed.push({ candidate, why });
      continue;
    }
    planned.push({ candidate, packet, url });
  }
  if (planned.length === 0) {
    throw nothingToReplay(options, source.candidates.length, notReplayed);
  }
  checkCredentials(planned, options.credentials);
  checkWrites(planned, options, ports);
  return { description: source.description, planned, notReplayed, leftOut: source.leftOut };
}

/** `url` is '' where it is found later (--paths published). */
function whyNotReplayed(
  candidate: RecordedCheck,
  packet: RecordedRequest,
  url: string | undefined,
): string | undefined {
  if (candidate.outcome === 'passed') {
    return 'it passed: replay sends again the requests of checks that failed or warned';
  }
  if (candidate.check.unreached && !candidate.check.exchange) {
    return `it was not reached (${candidate.check.unreached}): the service sent no request for it`;
  }
  if (packet.notReplayable.length > 0) return packet.notReplayable.map((n) => n.text).join('; ');
  if (url === undefined) return 'the recorded request has no path to send to the partner';
  return undefined;
}

function nothingToReplay(
  options: ReplayOptions,
  selected: number,
  notReplayed: NotReplayed[],
): InputError {
  const { report, selection } = options;
  if (selected === 0) {
    // Only --failed can leave named checks out: an unknown id is refused while reading.
    const what = selection.failedOnly ? 'failed' : 'failed or warned';
    return new InputError(
      selection.checkIds.length > 0 ? 'failed' : 'report',
      selection.checkIds.length > 0
        ? `None of the checks named with --check failed in REPORT "${report}", and --failed replays failed checks only: nothing was sent. Leave out --failed to replay them.`
        : `REPORT "${report}" has no ${what} check to replay: nothing was sent. Name a check with --check to replay it.`,
    );
  }
  const lines = notReplayed.slice(0, 20).map((n) => `- ${n.candidate.testId}: ${n.why}`);
  if (notReplayed.length > 20) lines.push(`- and ${notReplayed.length - 20} more`);
  const which = selected === 1 ? 'The check selected' : `None of the ${selected} checks selected`;
  return new InputError(
    'report',
    `${which} in REPORT "${report}" can${selected === 1 ? 'not' : ''} be replayed, so nothing was sent:\n${lines.join('\n')}`,
  );
}

/** The request as shown: its URL, headers and body with each credential as $VARIABLE. */
export function shownRequest(
  packet: RecordedRequest,
  url: string,
  credentials: ReplayCredentials,
): ShownRequest {
  const named = (text: string) =>
    text.replace(
      PLACEHOLDER_PATTERN,
      (_, name: PlaceholderName) => `$${credentials.variable(name)}`,
    );
  const outgoing = outgoingRequest(packet, url, () => undefined);
  const texts = [outgoing.url, ...outgoing.headers.map(([, value]) => value), outgoing.body ?? ''];
  return {
    variables: [...new Set(texts.flatMap(placeholdersIn).map(credentials.variable))],
    method: outgoing.method,
    url: named(outgoing.url),
    headers: outgoing.headers.map(([name, value]) => [name, named(value)]),
    body: outgoing.body === undefined ? undefined : named(outgoing.body),
  };
}

/** Every variable a planned request needs is set; else one InputError naming each, and who needs it. */
function checkCredentials(planned: PlannedReplay[], credentials: ReplayCredentials): void {
  const needing = new Map<PlaceholderName, string[]>();
  for (const plan of planned) {
    const texts = [
      plan.packet.url ?? '',
      plan.packet.body ?? '',
      ...plan.packet.headers.map((h) => h.value),
    ];
    for (const name of new Set(texts.flatMap(placeholdersIn))) {
      if (credentials.value(name) !== undefined) continue;
      needing.set(name, [...(needing.get(name) ?? []), plan.candidate.testId]);
    }
  }
  const lines = [...needing].map(([name, checks]) => {
    const variable = credentials.variable(name);
    const what = variableMeaning(name, variable);
    const who = checks.length > 3 ? `${plural(checks.length, 'check')}` : checks.join(', ');
    return `The environment variable ${variable} is not set (or is empty), and ${who} ${checks.length === 1 ? 'sends' : 'send'} it: set it to ${what}.`;
  });
  const reads = planned.some((plan) => plan.url === undefined);
  if (reads && credentials.value('OCPI_TOKEN') === undefined && !needing.has('OCPI_TOKEN')) {
    const variable = credentials.variable('OCPI_TOKEN');
    lines.unshift(
      `The environment variable ${variable} is not set (or is empty), and replay reads the partner's versions endpoint and version details with it, to send each request to the endpoint the partner publishes for its module: set it to ${variableMeaning('OCPI_TOKEN', variable)}, or give --paths recorded to send each request to its recorded path instead.`,
    );
  }
  if (lines.length === 0) return;
  const first = [...needing.keys()][0];
  throw new InputError(
    first === undefined || first === 'OCPI_TOKEN' ? 'token-env' : 'check',
    `${lines.join('\n')}\nNothing was sent.`,
  );
}

/** What a credential variable is to hold, for the message that asks for it. */
function variableMeaning(name: PlaceholderName, variable: string): string {
  switch (name) {
    case 'OCPI_TOKEN':
      return `the token the partner's endpoint accepts, which the recorded requests send in their Authorization header${variable === name ? ' (or name another variable with --token-env)' : ''}`;
    case 'OCPI_CREDENTIALS_TOKEN':
      return 'the token of the credentials object to send in the body';
    case 'OCPI_TOKEN_A':
    case 'OCPI_TOKEN_B':
    case 'OCPI_TOKEN_C':
      return `the credentials handshake's token ${name.slice(-1)} that the check was sent with (as sent after "Token " in the Authorization header, or in the body), for a registration one your endpoint has issued and not yet used`;
    default:
      return 'the value the recorded request held there (the report keeps it masked)';
  }
}

function checkWrites(planned: PlannedReplay[], options: ReplayOptions, ports: PreparePorts): void {
  const writes = planned.filter((p) => WRITES.has(p.packet.method ?? 'GET'));
  if (writes.length === 0 || options.yes || ports.interactive) return;
  const one = writes.length === 1;
  const list = writes.map((w) => `${w.candidate.testId} (${w.packet.method})`).join(', ');
  throw new InputError(
    'yes',
    `${one ? 'A check to replay sends a write' : `${writes.length} checks to replay send writes`} (${list}), and there is no terminal to confirm ${one ? 'it' : 'them'} on (stdin or stdout is not a terminal): nothing was sent. Add --yes to send ${one ? 'it' : 'them'} to ${options.partnerBaseUrl}, or choose the checks to replay with --check.`,
  );
}

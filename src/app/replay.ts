/**
 * `replay`: the recorded requests of a report's checks sent again to the partner's endpoint (a
 * local build, a staging deployment), each answer held to the check's stated expectation. In two
 * steps, so that every input problem is found before anything is sent: prepareReplay reads the
 * report and sorts its checks into those it can send and those it cannot (and why); runReplay
 * sends them one at a time, a write only once confirmed, and stops at the first request the
 * endpoint does not take at all (it cannot be reached).
 */
import { type Dispatcher, EnvHttpProxyAgent } from 'undici';
import { InputError } from '../client/index.js';
import {
  type ReplayCandidate,
  type ReplayInputPorts,
  type ReplaySelection,
  readReplaySource,
} from './replay-input.js';
import {
  type Recorded,
  type RecordedRequest,
  recordedOf,
  TOKEN_PLACEHOLDER,
} from './replay-recorded.js';
import { joinUrl, outgoingRequest, type PartnerAnswer, sendOnce } from './replay-send.js';
import { type JudgedReplay, judge } from './replay-verdict.js';

export { MAX_REPLAYED } from './replay-input.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ReplayOptions {
  /** REPORT as given: a file, or a report id. */
  report: string;
  selection: ReplaySelection;
  /** The partner's base URL, checked (replay-url.ts). */
  partnerBaseUrl: string;
  token: string;
  /** The environment variable the token came from, shown where it goes. */
  tokenName: string;
  timeoutMs: number;
  /** Writes are sent without asking. */
  yes: boolean;
}

export interface ReplayPorts extends ReplayInputPorts {
  /** Whether a person can be asked (stdin and stdout are terminals). */
  interactive: boolean;
  /** Shows a write before it is sent. */
  showWrite(shown: ShownRequest, check: ReplayCandidate): void;
  /** Asks whether to send the write just shown (only when interactive and not --yes). */
  confirmWrite(shown: ShownRequest): Promise<boolean>;
  now?: () => number;
}

/** A request as the user is shown it: the credential as the name of its variable. */
export interface ShownRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface PlannedReplay {
  candidate: ReplayCandidate;
  recorded: Recorded & { request: RecordedRequest };
  shown: ShownRequest;
}

export interface NotReplayed {
  candidate: ReplayCandidate;
  why: string;
}

export interface PreparedReplay {
  description: string;
  planned: PlannedReplay[];
  notReplayed: NotReplayed[];
  /** Selected checks beyond MAX_REPLAYED. */
  leftOut: number;
}

export interface ReplayedCheck extends JudgedReplay {
  candidate: ReplayCandidate;
  shown: ShownRequest;
  expectedStatus: number[];
  statusCodeText: string | undefined;
  recordedStatus: number | undefined;
  recordedStatusCode: number | undefined;
  recordedError: string | undefined;
  answer: PartnerAnswer | undefined;
}

export interface ReplayOutcome {
  replayed: ReplayedCheck[];
  notReplayed: NotReplayed[];
  /** The request the endpoint could not be reached with; nothing was sent after it. */
  unreachable?: { check: ReplayCandidate; url: string; code: string; message: string };
}

/** Reads the report and sorts its checks; every input problem is thrown here, before any request. */
export async function prepareReplay(
  options: ReplayOptions,
  ports: ReplayPorts,
): Promise<PreparedReplay> {
  const source = await readReplaySource(options.report, options.selection, ports);
  const planned: PlannedReplay[] = [];
  const notReplayed: NotReplayed[] = [];
  for (const candidate of source.candidates) {
    const recorded = recordedOf(candidate.check);
    const why = whyNotReplayed(recorded, candidate);
    if (why !== undefined || !recorded.request) {
      notReplayed.push({ candidate, why: why ?? 'no request' });
      continue;
    }
    const shown = shownRequest(recorded.request, options);
    planned.push({ candidate, recorded: { ...recorded, request: recorded.request }, shown });
  }
  if (planned.length === 0)
    throw nothingToReplay(options.report, source.candidates.length, notReplayed);
  const writes = planned.filter((p) => WRITES.has(p.shown.method));
  if (writes.length > 0 && !options.yes && !ports.interactive) {
    const list = writes.map((w) => `${w.candidate.testId} (${w.shown.method})`).join(', ');
    throw new InputError(
      'yes',
      `${writes.length === 1 ? 'A check to replay sends a write' : `${writes.length} checks to replay send writes`} (${list}), and there is no terminal to confirm ${writes.length === 1 ? 'it' : 'them'} on: nothing was sent. Add --yes to send ${writes.length === 1 ? 'it' : 'them'} to ${options.partnerBaseUrl}, or leave ${writes.length === 1 ? 'it' : 'them'} out with --check.`,
    );
  }
  return { description: source.description, planned, notReplayed, leftOut: source.leftOut };
}

function whyNotReplayed(recorded: Recorded, candidate: ReplayCandidate): string | undefined {
  if (candidate.outcome === 'passed') {
    return 'it passed; the report keeps no request of a check that passed cleanly';
  }
  if (!recorded.request) return recorded.noRequest ?? 'the report keeps no request for this check';
  if (recorded.request.direction !== 'to-partner') {
    return 'its exchange is a request the partner sent to the service, not one to send to the partner';
  }
  return recorded.request.notReplayable;
}

function nothingToReplay(report: string, selected: number, notReplayed: NotReplayed[]): InputError {
  if (selected === 0) {
    return new InputError(
      'report',
      `REPORT "${report}" has no failed or warned check to replay: nothing was sent. Name a check with --check to replay it.`,
    );
  }
  const lines = notReplayed.slice(0, 20).map((n) => `- ${n.candidate.testId}: ${n.why}`);
  if (notReplayed.length > 20) lines.push(`- and ${notReplayed.length - 20} more`);
  return new InputError(
    'report',
    `None of the ${selected} checks selected in REPORT "${report}" can be replayed, so nothing was sent:\n${lines.join('\n')}`,
  );
}

/** The request as shown: the base URL it goes to, the credential as $NAME. */
function shownRequest(request: RecordedRequest, options: ReplayOptions): ShownRequest {
  const outgoing = outgoingRequest(request, options.partnerBaseUrl, `$${options.tokenName}`);
  return { ...outgoing, url: joinUrl(options.partnerBaseUrl, request.path) };
}

/** Sends the planned requests one at a time; stops when the endpoint cannot be reached. */
export async function runReplay(
  prepared: PreparedReplay,
  options: ReplayOptions,
  ports: ReplayPorts,
): Promise<ReplayOutcome> {
  // Proxy-aware, as curl is (HTTP(S)_PROXY, NO_PROXY); closed when the replay ends.
  const dispatcher = new EnvHttpProxyAgent();
  try {
    return await sendAll(prepared, options, ports, dispatcher);
  } finally {
    await dispatcher.close();
  }
}

async function sendAll(
  prepared: PreparedReplay,
  options: ReplayOptions,
  ports: ReplayPorts,
  dispatcher: Dispatcher,
): Promise<ReplayOutcome> {
  const replayed: ReplayedCheck[] = [];
  const notReplayed = [...prepared.notReplayed];
  for (const plan of prepared.planned) {
    if (WRITES.has(plan.shown.method)) {
      ports.showWrite(plan.shown, plan.candidate);
      if (!options.yes && !(await ports.confirmWrite(plan.shown))) {
        notReplayed.push({ candidate: plan.candidate, why: 'a write you did not confirm' });
        continue;
      }
    }
    const outgoing = outgoingRequest(plan.recorded.request, options.partnerBaseUrl, options.token);
    const outcome = await sendOnce(outgoing, options.timeoutMs, dispatcher, ports.now);
    if (outcome.kind === 'unreachable') {
      const unreachable = { check: plan.candidate, url: plan.shown.url, ...outcome };
      return { replayed, notReplayed, unreachable };
    }
    replayed.push(replayedCheck(plan, outcome));
  }
  return { replayed, notReplayed };
}

function replayedCheck(plan: PlannedReplay, outcome: Parameters<typeof judge>[1]): ReplayedCheck {
  const exchange = plan.candidate.check.exchange;
  const recordedBody = exchange?.response?.body;
  const code = (recordedBody as { status_code?: unknown } | undefined)?.status_code;
  return {
    ...judge(plan.recorded.expectation, outcome, recordedBody),
    candidate: plan.candidate,
    shown: plan.shown,
    expectedStatus: plan.recorded.expectation.expectedStatus,
    statusCodeText: plan.recorded.expectation.statusCode?.text,
    recordedStatus: exchange?.response?.status ?? plan.candidate.check.actualStatus,
    recordedStatusCode: typeof code === 'number' ? code : undefined,
    recordedError: exchange?.error,
    answer: outcome.kind === 'answer' ? outcome.answer : undefined,
  };
}

/** FIXED, STILL FAILING and CANNOT TELL counted, and the checks not replayed. */
export function replayCounts(outcome: ReplayOutcome) {
  const count = (verdict: string) => outcome.replayed.filter((r) => r.verdict === verdict).length;
  return {
    fixed: count('FIXED'),
    stillFailing: count('STILL FAILING'),
    cannotTell: count('CANNOT TELL'),
    notReplayed: outcome.notReplayed.length,
  };
}

export { TOKEN_PLACEHOLDER };

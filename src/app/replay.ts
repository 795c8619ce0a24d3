/**
 * `replay`: the recorded requests of a report's checks sent again to the partner's endpoint (a
 * local build, a staging deployment), each answer held to the check's stated expectation. In two
 * steps, so that every input problem is found before anything is sent: prepareReplay
 * (replay-plan.ts) reads the report and sorts its checks into those it can send and those it
 * cannot (and why); runReplay sends them one at a time, a write only once shown (and confirmed,
 * without --yes), and stops at the first request the endpoint does not take at all (it cannot be
 * reached).
 */
import { type Dispatcher, EnvHttpProxyAgent } from 'undici';
import type { RecordedCheck } from './recorded-checks.js';
import {
  type NotReplayed,
  type PlannedReplay,
  type PreparedReplay,
  type PreparePorts,
  type ReplayOptions,
  type ShownRequest,
  WRITES,
} from './replay-plan.js';
import { outgoingRequest, type PartnerAnswer, type SendOutcome, sendOnce } from './replay-send.js';
import { type JudgedReplay, judge } from './replay-verdict.js';

export { MAX_RECORDED_CHECKS, type RecordedCheck } from './recorded-checks.js';
export {
  type NotReplayed,
  type PlannedReplay,
  type PreparedReplay,
  prepareReplay,
  type ReplayCredentials,
  type ReplayOptions,
  type ShownRequest,
} from './replay-plan.js';

export interface ReplayPorts extends PreparePorts {
  /** Shows a write before it is sent. */
  showWrite(shown: ShownRequest, check: RecordedCheck): void;
  /** Asks whether to send the write just shown (only when interactive and not --yes). */
  confirmWrite(shown: ShownRequest): Promise<boolean>;
  /** A debug line: each request and what came of it. */
  debug?(line: string): void;
  now?: () => number;
}

export interface ReplayedCheck extends JudgedReplay {
  candidate: RecordedCheck;
  shown: ShownRequest;
  expectedStatus: number[];
  expectedStatusCode: number | undefined;
  /** What the check failed on besides the status (the validations' messages). */
  beyond: string[];
  recordedStatus: number | undefined;
  recordedStatusCode: number | undefined;
  recordedError: string | undefined;
  answer: PartnerAnswer | undefined;
}

export interface ReplayOutcome {
  replayed: ReplayedCheck[];
  notReplayed: NotReplayed[];
  /** The request the endpoint could not be reached with; nothing was sent after it. */
  unreachable?: { check: RecordedCheck; url: string; code: string; message: string };
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
  for (const [index, plan] of prepared.planned.entries()) {
    if (WRITES.has(plan.shown.method)) {
      ports.showWrite(plan.shown, plan.candidate);
      if (!options.yes && !(await ports.confirmWrite(plan.shown))) {
        notReplayed.push({ candidate: plan.candidate, why: 'a write you did not confirm' });
        continue;
      }
    }
    const outgoing = outgoingRequest(plan.packet, plan.url, (name) =>
      options.credentials.value(name),
    );
    const outcome = await sendOnce(outgoing, options.timeoutMs, dispatcher, ports.now);
    ports.debug?.(
      `${plan.candidate.testId}: ${plan.shown.method} ${plan.shown.url}: ${outcomeText(outcome)}`,
    );
    if (outcome.kind === 'unreachable') {
      const unreachable = { check: plan.candidate, url: plan.shown.url, ...outcome };
      const unsent = prepared.planned.slice(index).map(({ candidate }) => ({
        candidate,
        why: `not sent: the endpoint could not be reached (${outcome.code})`,
      }));
      return { replayed, notReplayed: [...notReplayed, ...unsent], unreachable };
    }
    replayed.push(replayedCheck(plan, outcome));
  }
  return { replayed, notReplayed };
}

function outcomeText(outcome: SendOutcome): string {
  if (outcome.kind === 'answer') {
    const { status, ms, bodyCut } = outcome.answer;
    return `HTTP ${status} in ${ms} ms${bodyCut ? ' (body cut)' : ''}`;
  }
  return outcome.kind === 'timeout'
    ? `no answer within ${outcome.ms} ms`
    : `not reached (${outcome.code})`;
}

function replayedCheck(
  plan: PlannedReplay,
  outcome: Exclude<SendOutcome, { kind: 'unreachable' }>,
): ReplayedCheck {
  const { packet } = plan;
  const expectation = packet.expectation;
  return {
    ...judge(expectation, outcome, recordedBody(packet.response)),
    candidate: plan.candidate,
    shown: plan.shown,
    expectedStatus: expectation.expectedStatus ?? [],
    expectedStatusCode: expectation.expectedStatusCode,
    beyond: expectation.beyond,
    recordedStatus: packet.response?.status ?? expectation.actualStatus,
    recordedStatusCode: expectation.actualStatusCode,
    recordedError: packet.error,
    answer: outcome.kind === 'answer' ? outcome.answer : undefined,
  };
}

/** The recorded answer's body as a value, for the diff: JSON parsed, else its text. */
function recordedBody(response: PlannedReplay['packet']['response']): unknown {
  if (response?.body === undefined) return undefined;
  if (!response.bodyIsJson) return response.body;
  try {
    return JSON.parse(response.body);
  } catch {
    return response.body;
  }
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

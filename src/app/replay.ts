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
  type EndpointRead,
  type PartnerEndpoints,
  publishedUrl,
  readPartnerEndpoints,
  versionsNeeded,
} from './replay-endpoints.js';
import {
  type NotReplayed,
  type PlannedReplay,
  type PreparedReplay,
  type PreparePorts,
  type ReplayOptions,
  type ShownRequest,
  shownRequest,
  WRITES,
} from './replay-plan.js';
import {
  outgoingRequest,
  type PartnerAnswer,
  type Redirect,
  type SendOutcome,
  sendFollowingOnce,
} from './replay-send.js';
import { type JudgedReplay, judge } from './replay-verdict.js';

export { MAX_RECORDED_CHECKS, type RecordedCheck } from './recorded-checks.js';
export {
  type NotReplayed,
  type PlannedReplay,
  type PreparedReplay,
  prepareReplay,
  type ReplayCredentials,
  type ReplayOptions,
  type ReplayPaths,
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
  /** The request as sent (credentials as their variables); undefined when none was sent. */
  shown: ShownRequest | undefined;
  /** A redirect the partner answered with, followed or not. */
  redirect?: Redirect;
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
  /** The partner's endpoints as read (--paths published), and each read. */
  endpoints?: { versionsUrl: string; reads: EndpointRead[] };
  replayed: ReplayedCheck[];
  notReplayed: NotReplayed[];
  /** The request the endpoint could not be reached with; nothing was sent after it. */
  /**
   * The request the endpoint could not be reached with: a check's, or (`check` undefined) the read
   * of the partner's versions endpoint or version details, before any check was sent.
   */
  unreachable?: { check?: RecordedCheck; url: string; code: string; message: string };
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
  const send = (request: Parameters<typeof sendFollowingOnce>[0]) =>
    sendFollowingOnce(request, options.timeoutMs, dispatcher, ports.now);
  const read = await partnerEndpoints(prepared, options, send, ports);
  if (read?.kind === 'unreachable') {
    const unsent = prepared.planned.map(({ candidate }) => ({
      candidate,
      why: `not sent: the partner's endpoints could not be read (${read.code})`,
    }));
    const { url, code, message } = read;
    return {
      replayed,
      notReplayed: [...notReplayed, ...unsent],
      unreachable: { url, code, message },
    };
  }
  const partner = read?.endpoints;
  for (const [index, plan] of prepared.planned.entries()) {
    // With --paths published every plan waits for the endpoints, which were read above.
    const where =
      plan.url !== undefined
        ? { url: plan.url }
        : partner
          ? publishedUrl(plan.packet.endpoint, partner)
          : { why: "the partner's endpoints were not read" };
    if ('why' in where) {
      replayed.push(unsentCheck(plan, where.why));
      continue;
    }
    const shown = shownRequest(plan.packet, where.url, options.credentials);
    if (WRITES.has(shown.method)) {
      ports.showWrite(shown, plan.candidate);
      if (!options.yes && !(await ports.confirmWrite(shown))) {
        notReplayed.push({ candidate: plan.candidate, why: 'a write you did not confirm' });
        continue;
      }
    }
    const outgoing = outgoingRequest(plan.packet, where.url, (name) =>
      options.credentials.value(name),
    );
    const outcome = await send(outgoing);
    ports.debug?.(
      `${plan.candidate.testId}: ${shown.method} ${shown.url}: ${outcomeText(outcome)}`,
    );
    if (outcome.kind === 'unreachable') {
      const unreachable = { check: plan.candidate, url: shown.url, ...outcome };
      const unsent = prepared.planned.slice(index).map(({ candidate }) => ({
        candidate,
        why: `not sent: the endpoint could not be reached (${outcome.code})`,
      }));
      return {
        ...endpointsPart(partner),
        replayed,
        notReplayed: [...notReplayed, ...unsent],
        unreachable,
      };
    }
    replayed.push(replayedCheck(plan, shown, outcome));
  }
  return { ...endpointsPart(partner), replayed, notReplayed };
}

/** With --paths published: the partner's versions endpoint and the version details needed. */
async function partnerEndpoints(
  prepared: PreparedReplay,
  options: ReplayOptions,
  send: (request: Parameters<typeof sendFollowingOnce>[0]) => Promise<SendOutcome>,
  ports: ReplayPorts,
) {
  const targets = prepared.planned.filter((p) => p.url === undefined).map((p) => p.packet.endpoint);
  if (targets.length === 0) return undefined;
  const token = options.credentials.value('OCPI_TOKEN');
  const read = await readPartnerEndpoints(options.partnerBaseUrl, versionsNeeded(targets), (url) =>
    send({
      method: 'GET',
      url,
      headers: token === undefined ? [] : [['Authorization', `Token ${token}`]],
      body: undefined,
    }),
  );
  if (read.kind === 'read') {
    for (const r of read.endpoints.reads) ports.debug?.(`endpoints: GET ${r.url}: ${r.result}`);
  }
  return read;
}

function endpointsPart(partner: PartnerEndpoints | undefined): Pick<ReplayOutcome, 'endpoints'> {
  return partner ? { endpoints: { versionsUrl: partner.versionsUrl, reads: partner.reads } } : {};
}

/** A check whose request was not sent: where it would go is not known. */
function unsentCheck(plan: PlannedReplay, why: string): ReplayedCheck {
  const expectation = plan.packet.expectation;
  return {
    verdict: 'CANNOT TELL',
    why: `not sent: ${why}`,
    candidate: plan.candidate,
    shown: undefined,
    expectedStatus: expectation.expectedStatus ?? [],
    expectedStatusCode: expectation.expectedStatusCode,
    beyond: expectation.beyond,
    recordedStatus: plan.packet.response?.status ?? expectation.actualStatus,
    recordedStatusCode: expectation.actualStatusCode,
    recordedError: plan.packet.error,
    answer: undefined,
  };
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
  shown: ShownRequest,
  outcome: Exclude<SendOutcome, { kind: 'unreachable' }>,
): ReplayedCheck {
  const { packet } = plan;
  const expectation = packet.expectation;
  return {
    ...judge(expectation, outcome, recordedBody(packet.response)),
    candidate: plan.candidate,
    shown,
    ...(outcome.kind === 'answer' && outcome.redirect ? { redirect: outcome.redirect } : {}),
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

/**
 * A conformance run from start to its graded report.
 *
 * The start itself long-polls (up to 55 s), so a run that ends inside that window costs two
 * requests: the start and the report read. The interface has no single-run read, so a longer run
 * is watched through the connection's run list at a cadence that starts quick and settles at a
 * polite interval. At the deadline one last read is made before calling it a timeout.
 */
import type {
  Connection,
  ReportSpool,
  RunReport,
  ServiceClient,
  StartedRun,
} from '../client/index.js';
import { DeadlineError, TERMINAL_RUN_STATUSES } from '../client/index.js';
import { LONG_POLL_MAX_SECONDS } from '../client/wire.js';
import type { Ending, GateContext } from './context.js';
import { FINAL_READ_MS, gradedEnding } from './finish.js';
import type { LocatedReport } from './model.js';
import { readEarlier, startWithSlot } from './start.js';

/** How often to remind that a conformance run is still being waited for. */
const REMINDER_EVERY_MS = 30_000;

export interface WatchOptions {
  /** Epoch ms by which the run must be terminal. */
  deadline: number;
  signal?: AbortSignal;
  /** Told about each status seen, for progress output. */
  onStatus?: (status: string, report: RunReport | undefined) => void;
  /** Told after every read of the polling path, for periodic progress lines. */
  onPoll?: () => void;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Epoch ms the start was sent: reads fall on whole intervals from it. Default: when watchRun
   * is called.
   */
  origin?: number;
  /** LocateOptions.spool of every read. */
  spool?: ReportSpool;
}

export type RunOutcome =
  | { kind: 'terminal'; started: StartedRun; report: RunReport; found: LocatedReport }
  | {
      kind: 'timeout';
      started: StartedRun;
      lastStatus: string;
      /** Set when the service stopped answering: what the last read that failed said. */
      unanswered?: string;
    };

export { FINAL_READ_MS } from './finish.js';

/**
 * Time between list reads on the polling path, which only runs that outlast the start's long-poll
 * (55 s) reach. By then nothing says the end is near, so there is no quick first burst: one steady
 * rate, the interval a person would poll at by hand, 6 small reads a minute. Reads fall on whole
 * intervals from the start (60, 70, 80 s...): the time a read takes does not push the next one
 * back, and the first read after the window comes 5 s after it rather than 10.
 */
export const POLL_INTERVAL_MS = 10_000;

/** Epoch ms of the next read: the first whole interval from `origin` after `now`. */
export function nextReadAt(origin: number, now: number): number {
  return origin + (Math.floor(Math.max(0, now - origin) / POLL_INTERVAL_MS) + 1) * POLL_INTERVAL_MS;
}

/** Starts the conformance run, follows it to its end, and grades its report. */
export async function runConformance(
  context: GateContext,
  connection: Connection,
): Promise<Ending> {
  const { client, settings, now, emit } = context;
  // Read first, before the start: the earlier reports (graded only when waited for) and the seed's.
  const { history, exclude } = await readEarlier(context, connection);
  context = { ...context, history };
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
    return client.runs.start(request, { ...context.call, waitSeconds, excludeReportIds: exclude });
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
  const waiting = (changed: boolean, draining = false) => {
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
  if (outcome.kind === 'terminal') return gradedEnding(context, outcome.found);
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
export async function watchRun(
  client: ServiceClient,
  started: StartedRun,
  connectionId: string,
  options: WatchOptions,
): Promise<RunOutcome> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? client.transport.sleep;
  const call = { signal: options.signal, deadline: options.deadline, spool: options.spool };
  const request = { connectionId };
  let lastStatus = started.status;
  let unanswered: string | undefined;
  const observe = async (finalRead: boolean) => {
    const found = await client.reports.locate(
      started.reportId,
      { connectionId: request.connectionId },
      // The last read gets a time limit of its own beyond the spent deadline.
      finalRead ? { ...call, deadline: options.deadline + FINAL_READ_MS } : call,
    );
    unanswered = undefined;
    const report = found?.report;
    if (report && report.status !== lastStatus) {
      lastStatus = report.status;
      options.onStatus?.(report.status, report);
    }
    return found && TERMINAL_RUN_STATUSES.has(found.report.status) ? found : undefined;
  };

  try {
    if (TERMINAL_RUN_STATUSES.has(started.status)) {
      const found = await observe(false);
      if (found) return { kind: 'terminal', started, report: found.report, found };
    }
    const origin = options.origin ?? now();
    while (now() < options.deadline) {
      const wake = Math.min(nextReadAt(origin, now()), options.deadline);
      await sleep(wake - now(), options.signal);
      if (now() >= options.deadline) break;
      const found = await observe(false);
      if (found) return { kind: 'terminal', started, report: found.report, found };
      options.onPoll?.();
    }
  } catch (error) {
    if (!(error instanceof DeadlineError)) throw error;
    unanswered = unansweredRead(error);
  }
  // One last read before calling it a timeout: the run may have ended a moment ago.
  const found = await observe(true).catch((error: unknown) => {
    unanswered ??= unansweredRead(error);
    return undefined;
  });
  if (found) return { kind: 'terminal', started, report: found.report, found };
  return { kind: 'timeout', started, lastStatus, unanswered };
}

/** What a read that ran into the deadline (or failed at the last try) says, for a reason line. */
export function unansweredRead(error: unknown): string {
  if (error instanceof DeadlineError && error.operation) {
    return `${error.operation} got no answer in time`;
  }
  return (error as Error).message;
}

/** The longest long-poll that fits before the deadline, leaving room for the report read. */
export function longPollSeconds(remainingMs: number): number | undefined {
  const seconds = Math.floor((remainingMs - 5_000) / 1000);
  if (seconds < 1) return undefined;
  return Math.min(LONG_POLL_MAX_SECONDS, seconds);
}

/**
 * A conformance run from start to its graded report.
 *
 * The start itself long-polls (up to 55 s), so a run that ends inside that window costs two
 * requests: the start and the report read. The interface has no single-run read, so a longer run
 * is watched through the connection's run list at a cadence that starts quick and settles at a
 * polite interval. At the deadline one last read is made before calling it a timeout.
 */
import type { RunReport, ServiceClient, StartedRun } from '../client/index.js';
import { DeadlineError, TERMINAL_RUN_STATUSES } from '../client/index.js';
import { LONG_POLL_MAX_SECONDS } from '../client/wire.js';

/** A report as found in the run list, with the older reports listed after it. */
export type LocatedReport = NonNullable<Awaited<ReturnType<ServiceClient['locateReport']>>>;

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
}

export type RunOutcome =
  | { kind: 'terminal'; started: StartedRun; report: RunReport; found: LocatedReport }
  | { kind: 'timeout'; started: StartedRun; lastStatus: string };

/** Seconds between list reads on the polling path: quick at first, then a polite steady rate. */
export const POLL_SCHEDULE_SECONDS = [2, 3, 5, 8, 10] as const;

export function pollDelayMs(poll: number): number {
  const seconds = POLL_SCHEDULE_SECONDS[Math.min(poll, POLL_SCHEDULE_SECONDS.length - 1)]!;
  return seconds * 1000;
}

/**
 * Follows a started run until it is terminal or the deadline passes. The start's own long-poll
 * has already waited; from here the run list is read at POLL_SCHEDULE_SECONDS.
 */
export async function watchRun(
  client: ServiceClient,
  started: StartedRun,
  connectionId: string,
  options: WatchOptions,
): Promise<RunOutcome> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? client.transport.sleep;
  const call = { signal: options.signal, deadline: options.deadline };
  const request = { connectionId };
  let lastStatus = started.status;
  const observe = async (finalRead: boolean) => {
    const found = await client.locateReport(
      started.reportId,
      { connectionId: request.connectionId },
      // The last read after the deadline gets its own time limit instead of the spent deadline.
      finalRead ? { signal: options.signal } : call,
    );
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
    for (let poll = 0; now() < options.deadline; poll++) {
      await sleep(Math.min(pollDelayMs(poll), options.deadline - now()), options.signal);
      if (now() >= options.deadline) break;
      const found = await observe(false);
      if (found) return { kind: 'terminal', started, report: found.report, found };
      options.onPoll?.();
    }
  } catch (error) {
    if (!(error instanceof DeadlineError)) throw error;
  }
  // One last read before calling it a timeout: the run may have ended a moment ago.
  const found = await observe(true).catch(() => undefined);
  if (found) return { kind: 'terminal', started, report: found.report, found };
  return { kind: 'timeout', started, lastStatus };
}

/** The longest long-poll that fits before the deadline, leaving room for the report read. */
export function longPollSeconds(remainingMs: number): number | undefined {
  const seconds = Math.floor((remainingMs - 5_000) / 1000);
  if (seconds < 1) return undefined;
  return Math.min(LONG_POLL_MAX_SECONDS, seconds);
}

/**
 * The progress line of `run` on a terminal: "run rep_x: running, 42 s", rewritten in place every
 * second while the gate waits.
 *
 * The gate does not report statuses to its caller, so the CLI watches what the client answers:
 * an ObservedClient is the ServiceClient with its start and status reads reported to a
 * RunProgress. Only the run that was started is followed; reads of other reports (the previous
 * one, compared for regressions) do not move the line.
 */
import {
  type ClientOptions,
  ServiceClient,
  type StartJourneyRequest,
  TERMINAL_RUN_STATUSES,
} from '../client/index.js';
import type { Terminal } from './output.js';

export interface StatusObserver {
  /** A run was started: a conformance run (its report id) or a journey run (its run id). */
  started(kind: 'run' | 'journey run', id: string, status: string): void;
  /** A status was read for a report or journey run. */
  seen(id: string, status: string): void;
}

/** The service client, reporting the starts and status reads it makes to an observer. */
export class ObservedClient extends ServiceClient {
  constructor(
    options: ClientOptions,
    private readonly observer: StatusObserver,
  ) {
    super(options);
  }

  override async startRun(...args: Parameters<ServiceClient['startRun']>) {
    const started = await super.startRun(...args);
    this.observer.started('run', started.reportId, started.status);
    return started;
  }

  override async locateReport(...args: Parameters<ServiceClient['locateReport']>) {
    const found = await super.locateReport(...args);
    if (found) this.observer.seen(found.report._id, found.report.status);
    return found;
  }

  override async startJourney(
    request: StartJourneyRequest,
    options?: Parameters<ServiceClient['startJourney']>[1],
  ) {
    const started = await super.startJourney(request, options);
    this.observer.started('journey run', started.runId, started.status);
    return started;
  }

  override async getJourneyRun(...args: Parameters<ServiceClient['getJourneyRun']>) {
    const status = await super.getJourneyRun(...args);
    this.observer.seen(args[0], status.status);
    return status;
  }
}

/** Keeps the progress line of the started run up to date, once a second, on a terminal. */
export class RunProgress implements StatusObserver {
  private target: { kind: string; id: string; status: string; since: number } | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly terminal: Terminal,
    private readonly now: () => number,
    private readonly intervalMs = 1_000,
  ) {}

  started(kind: 'run' | 'journey run', id: string, status: string): void {
    this.target = { kind, id, status, since: this.now() };
    if (!this.terminal.options.isTTY) return;
    this.render();
    clearInterval(this.timer);
    this.timer = setInterval(() => this.render(), this.intervalMs);
    // The line is decoration: it must never keep the process alive.
    this.timer.unref();
  }

  seen(id: string, status: string): void {
    if (!this.target || this.target.id !== id) return;
    this.target.status = status;
    if (TERMINAL_RUN_STATUSES.has(status)) this.stop();
    else if (this.timer) this.render();
  }

  /** Stops updating and erases the line. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.terminal.endProgress();
  }

  private render(): void {
    const target = this.target;
    if (!target) return;
    this.terminal.progress(
      `${target.kind} ${target.id}: ${target.status}, ${elapsed(this.now() - target.since)}`,
    );
  }
}

/** "42 s", "3 min 5 s". */
export function elapsed(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * The progress line of `run` on a terminal: "run rep_x: running, 42 s", rewritten in place every
 * second while the gate waits. Driven by the gate's events: a start sets the run followed, status
 * events move it. Only the run that was started is followed; reads of other reports (the previous
 * one, compared for regressions) do not move the line.
 */
import { TERMINAL_RUN_STATUSES } from '../client/index.js';
import type { GateEvent } from '../core/model.js';
import { formatDuration } from '../util/numbers.js';
import type { Terminal } from './output.js';

/** Keeps the progress line of the started run up to date, once a second, on a terminal. */
export class RunProgress {
  private target: { kind: string; id: string; status: string; since: number } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private journey: string | undefined;

  constructor(
    private readonly terminal: Terminal,
    private readonly now: () => number,
    private readonly intervalMs = 1_000,
  ) {}

  observe(event: GateEvent): void {
    switch (event.type) {
      case 'run-started': {
        const id = event.kind === 'journey' ? event.runId : event.reportId;
        if (event.kind === 'journey') this.journey = event.runId;
        if (id) this.started(event.kind === 'journey' ? 'journey run' : 'run', id, event.status);
        return;
      }
      case 'waiting':
      case 'report-read':
        this.seen(event.reportId, event.status);
        return;
      case 'journey-status':
        this.seen(event.runId, event.status.status);
        return;
      case 'journey-finished':
        this.journey = undefined;
        return;
      default:
        return;
    }
  }

  /** The journey run started and not yet seen to finish, if any. */
  activeJourney(): string | undefined {
    return this.journey;
  }

  /** Stops updating and erases the line. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.terminal.endProgress();
  }

  private started(kind: string, id: string, status: string): void {
    this.target = { kind, id, status, since: this.now() };
    if (!this.terminal.options.isTTY) return;
    this.render();
    clearInterval(this.timer);
    this.timer = setInterval(() => this.render(), this.intervalMs);
    // The line is decoration: it must never keep the process alive.
    this.timer.unref();
  }

  private seen(id: string, status: string): void {
    if (!this.target || this.target.id !== id) return;
    this.target.status = status;
    if (TERMINAL_RUN_STATUSES.has(status)) this.stop();
    else if (this.timer) this.render();
  }

  private render(): void {
    const target = this.target;
    if (!target) return;
    this.terminal.progress(
      `${target.kind} ${target.id}: ${target.status}, ${formatDuration(this.now() - target.since)}`,
    );
  }
}

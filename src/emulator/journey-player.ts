/**
 * Keeps journey runs current: plays a run's engine up to the emulated now before every read, and
 * keeps one timer per run armed for its next change, so that long-polls and streams (woken
 * through the change hub) hear events live whether or not anybody reads the run.
 */
import type { ChangeHub } from './changes.js';
import type { EmulatedClock, TimerSet } from './clock.js';
import type { JourneyRun } from './records.js';

export class JourneyPlayer {
  constructor(
    private readonly clock: EmulatedClock,
    private readonly timers: TimerSet,
    private readonly hub: ChangeHub,
  ) {}

  /** Plays the run up to now; wakes listeners and re-arms the run's timer when it moved. */
  advance(run: JourneyRun): void {
    if (run.engine.advance(this.clock.now())) this.changed(run);
    else if (!run.cancelWake) this.arm(run);
  }

  /** After the run changed (by time or by a request): re-arms its timer and wakes listeners. */
  changed(run: JourneyRun): void {
    this.arm(run);
    this.hub.notify(run.runId);
  }

  /** Stops the run's timer (close()). */
  disarm(run: JourneyRun): void {
    run.cancelWake?.();
    run.cancelWake = undefined;
  }

  private arm(run: JourneyRun): void {
    this.disarm(run);
    const wakeAt = run.engine.nextWakeAt();
    if (wakeAt === undefined) return;
    run.cancelWake = this.timers.after(this.clock.realUntil(wakeAt), () => {
      run.cancelWake = undefined;
      this.advance(run);
    });
  }
}

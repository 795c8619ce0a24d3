/**
 * Long-polls: a request that asks to wait (`?wait=SECONDS`) is held until its run settles, the
 * emulated wait ends, the client leaves or the emulator closes.
 */

import type { RunRecord } from './records.js';
import type { ServiceContext } from './service-context.js';

/** Holds a long-poll until `settled`, the emulated wait, the client leaving, or close(). */
async function hold(
  service: ServiceContext,
  key: string,
  waitSeconds: number,
  settled: () => boolean,
  nextChangeAt: () => number | undefined,
  signal: AbortSignal,
): Promise<void> {
  const { clock, hub, timers } = service;
  const deadline = clock.now() + waitSeconds * 1000;
  // A bound in true real time too (not the injectable clock), so that a test clock standing
  // still cannot hold a request forever.
  const realDeadline = performance.now() + clock.realDuration(waitSeconds * 1000) + 50;
  for (let pass = 0; pass < 100_000; pass++) {
    // The next change is read before `settled()`: the clock moves between the two reads, and
    // read the other way round a run ending in between had no next change and was not yet
    // settled, so the request slept to the end of the wait instead of answering.
    const next = nextChangeAt();
    if (signal.aborted || settled()) return;
    const now = clock.now();
    if (now >= deadline || performance.now() >= realDeadline) return;
    const target = Math.min(deadline, next ?? deadline);
    await hub.wait(key, Math.max(1, clock.realUntil(target)), timers, signal);
  }
}

/** Waits for a run to settle (a journey) or end (a conformance run), when `wait` is given. */
export function waitForRun(
  service: ServiceContext,
  run: RunRecord,
  wait: number | undefined,
  signal: AbortSignal,
): Promise<void> {
  const { state } = service;
  if (wait === undefined) return Promise.resolve();
  return hold(
    service,
    run.kind === 'journey' ? run.runId : run.reportId,
    wait,
    () => (run.kind === 'journey' ? state.journeys.settled(run) : state.runs.isTerminal(run)),
    () => state.runs.nextChangeAt(run),
    signal,
  );
}

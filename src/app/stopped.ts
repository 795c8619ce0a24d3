/**
 * The reason of a run its caller stopped (a cancelled step, an interrupt), built from what is
 * known when it stopped: no start sent; a start sent and not answered, with the seed to look for;
 * a run id known; a journey's cancel answered. `stop` is the front end's own words for what
 * stopped it: "the step was cancelled", "interrupted (SIGINT)".
 */
import { TERMINAL_RUN_STATUSES } from '../client/index.js';
import type { GateResult } from '../core/model.js';

export function stoppedReason(result: GateResult, stop: string): string {
  const journey = result.journey;
  const target = result.runId ?? result.reportId;
  if (journey?.cancel) {
    return `No verdict: ${stop}; cancel requested for journey run ${target}, and the service answered ${journey.cancel}.`;
  }
  if (journey?.runId) {
    const ended = result.status !== undefined && TERMINAL_RUN_STATUSES.has(result.status);
    return `No verdict: ${stop}; journey run ${journey.runId} ${ended ? `had already ended (${result.status}), but its report was not graded` : 'may still be running at the service'}.`;
  }
  if (target) {
    return `No verdict: ${stop}; run ${target} goes on at the service (conformance runs cannot be cancelled): look for its report later.`;
  }
  if (result.startSent) {
    const what = journey ? 'a journey run' : 'a run';
    return `No verdict: ${stop} after the start was sent and before the service answered it; ${what} may have started there: look for seed ${result.startSent.seed} in the service's run list.`;
  }
  return `No verdict: ${stop} before a run was started.`;
}

/**
 * The seed line of a run's log or result. A seed reproduces a run only when one was started;
 * when a start was sent and not answered, it is what to look for; when none was, it says so.
 * `passBack` is the front end's words: "pass it back with --seed", "pass it as `seed`".
 */
export function seedLine(
  result: Pick<GateResult, 'seed' | 'reportId' | 'runId' | 'startSent'>,
  passBack: string,
): string {
  if (result.reportId || result.runId) {
    return `Seed: ${result.seed} (${passBack} to reproduce this run).`;
  }
  if (result.startSent) {
    return `Seed: ${result.seed} (a start was sent with it and not answered: look for it in the service's run list before running again).`;
  }
  return `Seed: ${result.seed} (no run was started with it).`;
}

/**
 * Asking the service to cancel a journey run: a journey left running holds a run slot and keeps
 * driving the partner. Best effort and bounded: the answer, or why there is none, in words.
 */
import type { ServiceClient } from '../client/index.js';

/** How long a cancel may take: it runs when the gate is already over its time. */
export const CANCEL_TIMEOUT_MS = 5_000;

export interface CancelAnswer {
  /** What the service answered (`"cancelled"`), or `no confirmation (why)`. */
  answer: string;
  confirmed: boolean;
}

export async function cancelJourney(
  client: ServiceClient,
  runId: string,
  options: { now?: () => number; timeoutMs?: number } = {},
): Promise<CancelAnswer> {
  const now = options.now ?? Date.now;
  try {
    const answer = await client.journeys.cancel(runId, {
      deadline: now() + (options.timeoutMs ?? CANCEL_TIMEOUT_MS),
    });
    return { answer: `"${answer.status}"`, confirmed: true };
  } catch (error) {
    return { answer: `no confirmation (${(error as Error).message})`, confirmed: false };
  }
}

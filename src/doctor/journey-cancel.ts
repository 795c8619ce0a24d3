/**
 * The cancel of the doctor's own journey: while it is read (row shape-cancel), or, when something
 * stopped the doctor before that, on its way out, so that it leaves nothing running.
 */
import { z } from 'zod';
import { CancelResultSchema } from '../client/index.js';
import type { DoctorContext } from './context.js';
import { message } from './findings.js';
import { DOCTOR_LIMITS } from './limits.js';
import { checkShape } from './shapes.js';

/** Cancels the doctor's own journey run, and holds the answer to its shape. */
export async function cancelJourney(ctx: DoctorContext, runId: string): Promise<void> {
  ctx.finding('shape-cancel').sent.push(`POST /testing/journey-runs/${runId}/cancel`);
  ctx.cancelSent = true;
  const cancelled = await ctx.send(
    'POST',
    `/testing/journey-runs/${encodeURIComponent(runId)}/cancel`,
    {
      route: '/testing/journey-runs/{id}/cancel',
    },
  );
  checkShape(ctx, 'shape-cancel', 'the cancel', cancelled.data, CancelResultSchema);
}

/**
 * Cancels the journey the doctor started when it was not cancelled yet, whatever stopped the
 * doctor: once, without the stopped signal, within DOCTOR_LIMITS.cancelOnStopMs.
 */
export async function cancelOwnJourney(
  ctx: DoctorContext,
  progress: (line: string) => void = () => {},
): Promise<void> {
  const runId = ctx.created.journeyRunId;
  if (runId === undefined || ctx.cancelSent) return;
  ctx.cancelSent = true;
  try {
    await ctx.client.transport.call(
      {
        method: 'POST',
        path: `/testing/journey-runs/${encodeURIComponent(runId)}/cancel`,
        route: '/testing/journey-runs/{id}/cancel',
        schema: z.unknown(),
        retryClass: 'unsafe',
      },
      { deadline: ctx.now() + DOCTOR_LIMITS.cancelOnStopMs },
    );
    progress(`Cancelled journey run ${runId}, which the doctor started.`);
  } catch (error) {
    progress(
      `Could not cancel journey run ${runId} (${message(error)}); it is a 15-second journey on the sandbox and ends on its own.`,
    );
  }
}

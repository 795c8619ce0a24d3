/**
 * The journey start (rows journey-start and shape-preview): a journey previewed on the sandbox
 * (the service saves the plan; nothing runs from it), then started from that plan with
 * --sandbox-runs, or probed with a start that has no plan, which no service can act on.
 */
import { randomUUID } from 'node:crypto';
import {
  AbortedError,
  type Connection,
  JourneyPreviewResultSchema,
  ResponseSchemaError,
  ServiceError,
} from '../client/index.js';
import { JOURNEY_START_PATH } from '../client/wire.js';
import { plural } from '../util/text.js';
import type { DoctorContext } from './context.js';
import { describeFailure, isMissingRoute } from './findings.js';
import { noJourney } from './journey-report.js';
import { checkShape, errorShape } from './shapes.js';

/** A journey of 1,800 emulated seconds at 120×: 15 s of real time. */
const DOCTOR_JOURNEY = {
  topology: { kind: 'first-successful-charge' },
  clock: { durationSeconds: 1800, accelerationFactor: 120 },
};

/**
 * The sandbox journey: previewed, then started from the plan; journey-run.ts reads it while it
 * runs, and cancels it.
 */
export async function sandboxJourney(
  ctx: DoctorContext,
  sandbox: Connection,
): Promise<string | undefined> {
  const preview = await previewJourney(ctx, sandbox);
  const row = ctx.finding('journey-start');
  if (!preview) {
    row.unknown.push('the preview failed');
    return undefined;
  }
  row.sent.push(`POST ${JOURNEY_START_PATH} with the plan`);
  ctx.finding('shape-journey-status').sent.push(`POST ${JOURNEY_START_PATH}`);
  try {
    if (ctx.signal?.aborted) throw new AbortedError(`POST ${JOURNEY_START_PATH}`);
    // Once sent, the start is not aborted: an interrupt while it is answered would lose the run
    // id, and with it the cancel that stops the journey (cancelOwnJourney). One request, bounded
    // by the doctor's deadline; the interrupt is acted on as soon as it is answered.
    const started = await ctx.client.journeys.start(
      {
        planId: preview.planId,
        planHash: preview.planHash,
        seed: preview.seed,
        targetId: sandbox._id,
      },
      { deadline: ctx.deadline },
    );
    row.held.push(`started journey run ${started.runId} (${started.status})`);
    ctx.finding('shape-journey-status').held.push('the start answered a journey run status');
    ctx.created.journeyRunId = started.runId;
    ctx.created.journeyReportId = started.reportId;
    if (ctx.signal?.aborted) throw new AbortedError(`POST ${JOURNEY_START_PATH}`);
    return started.runId;
  } catch (error) {
    if (error instanceof ResponseSchemaError) {
      ctx.finding('shape-journey-status').differs.push(error.message);
      return undefined;
    }
    if (isMissingRoute(error)) {
      row.differs.push(`answered ${describeFailure(error)}`);
      errorShape(ctx, error);
      noJourney(ctx, 'the journey start failed (see "Endpoint that starts a journey")');
      return undefined;
    }
    throw error;
  }
}

async function previewJourney(
  ctx: DoctorContext,
  sandbox: Connection,
): Promise<{ planId: string; planHash?: string; seed: string } | undefined> {
  const seed = `doctor-${randomUUID()}`;
  ctx.finding('shape-preview').sent.push('POST /testing/journeys/preview on the sandbox');
  const answer = await ctx.send('POST', '/testing/journeys/preview', {
    body: { schemaVersion: 1, targetId: sandbox._id, seed, ...DOCTOR_JOURNEY },
  });
  const parsed = checkShape(
    ctx,
    'shape-preview',
    'the preview',
    answer.data,
    JourneyPreviewResultSchema,
  );
  if (!parsed) return undefined;
  ctx.created.previewPlanId = parsed.planId;
  return { planId: parsed.planId, planHash: parsed.planHash, seed };
}

/** Starts no run: the preview saves a plan and runs nothing. */
export async function previewOnly(
  ctx: DoctorContext,
  sandbox: Connection | undefined,
  listed: number,
): Promise<void> {
  if (!sandbox) {
    const row = ctx.finding('shape-preview');
    row.unknown.push(
      `the sandbox (kind "sandbox"), to preview on, is not among the ${plural(listed, 'connection')} listed`,
    );
    return;
  }
  await previewJourney(ctx, sandbox);
}

/**
 * Starts no run: a start without a plan, which no service can act on. A service that reads the path
 * refuses the body (400, 422); one that starts journeys elsewhere does not know the path.
 */
export async function probeJourneyStart(ctx: DoctorContext): Promise<void> {
  const row = ctx.finding('journey-start');
  row.sent.push(`POST ${JOURNEY_START_PATH} with an empty body (no plan: nothing can start)`);
  try {
    const answer = await ctx.send('POST', JOURNEY_START_PATH, { body: {} });
    row.differs.push(`answered ${answer.status} to a start without a plan`);
  } catch (error) {
    if (isMissingRoute(error)) row.differs.push(`answered ${describeFailure(error)}`);
    else if (error instanceof ServiceError && [400, 409, 422].includes(error.status)) {
      row.held.push(`the path refused the empty body: ${describeFailure(error)}`);
    } else throw error;
    errorShape(ctx, error);
  }
}

/**
 * A journey run read (the JOURNEY_ROWS): its status and long-poll, its stream, its cancel when it
 * is the doctor's own (never without --sandbox-runs), then the recovery field once it has ended.
 */
import {
  type JourneyRunStatus,
  ResponseSchemaError,
  TERMINAL_RUN_STATUSES,
} from '../client/index.js';
import type { DoctorContext } from './context.js';
import { seconds } from './findings.js';
import { cancelJourney } from './journey-cancel.js';
import { probeRecovery } from './journey-recovery.js';
import { checkOwnReportRunId, noJourney } from './journey-report.js';
import { checkEventNames, checkStreamResume, readStream } from './journey-stream.js';
import { DOCTOR_LIMITS } from './limits.js';

export async function checkJourney(
  ctx: DoctorContext,
  runId: string,
  readOnly: boolean,
): Promise<void> {
  ctx.finding('shape-journey-status').sent.push(`GET /testing/journey-runs/${runId}`);
  let current = await journeyStatus(ctx, runId);
  if (!current) return;
  await checkStatusLongPoll(ctx, runId, current);

  const first = await readStream(ctx, runId, {}, 3);
  if (!readOnly) await cancelJourney(ctx, runId);
  const resumed = await checkStreamResume(ctx, runId, first.events);
  checkEventNames(ctx, [...first.events, ...resumed]);

  // Its own run, cancelled, is waited for; someone else's run (without --sandbox-runs) is not.
  if (!readOnly) current = await endOf(ctx, runId, current);
  if (current && TERMINAL_RUN_STATUSES.has(current.status)) {
    await probeRecovery(ctx, runId, current);
  } else {
    const recovery = ctx.finding('recovery-field');
    recovery.unknown.push(
      `journey run ${runId} is ${current?.status ?? 'unknown'}: the doctor sends recovery probes only to a run that has ended`,
    );
  }
  if (!readOnly) await checkOwnReportRunId(ctx, runId);
}

async function journeyStatus(
  ctx: DoctorContext,
  runId: string,
  waitSeconds?: number,
): Promise<JourneyRunStatus | undefined> {
  try {
    return await ctx.client.journeys.get(runId, { ...ctx.bounds, waitSeconds });
  } catch (error) {
    if (error instanceof ResponseSchemaError) {
      ctx.finding('shape-journey-status').differs.push(error.message);
      noJourney(ctx, 'the journey run status does not match the interface');
      return undefined;
    }
    throw error;
  }
}

async function checkStatusLongPoll(
  ctx: DoctorContext,
  runId: string,
  current: JourneyRunStatus,
): Promise<void> {
  const row = ctx.finding('journey-long-poll');
  ctx.finding('shape-journey-status').held.push(`journey run ${runId} is ${current.status}`);
  if (
    TERMINAL_RUN_STATUSES.has(current.status) ||
    ['interrupted', 'recovery_required'].includes(current.status)
  ) {
    row.unknown.push(
      `journey run ${runId} is ${current.status}: a long-poll needs one in progress (--sandbox-runs)`,
    );
    return;
  }
  const wait = DOCTOR_LIMITS.statusWaitSeconds;
  row.sent.push(`GET /testing/journey-runs/${runId}?wait=${wait}`);
  const before = ctx.now();
  const after = await journeyStatus(ctx, runId, wait);
  if (!after) return;
  const took = ctx.now() - before;
  if (after.status !== current.status)
    row.held.push(
      `answered on a change (${current.status} → ${after.status}) after ${seconds(took)} s`,
    );
  else if (took >= (wait - 1) * 1000)
    row.held.push(`held the answer ${seconds(took)} s (asked ${wait} s)`);
  else
    row.differs.push(
      `answered ${after.status}, unchanged, after ${seconds(took)} s; asked to wait ${wait} s (wait ignored)`,
    );
}

/** Waits (long-polls, bounded) for the run to end: the doctor's own run after its cancel. */
async function endOf(
  ctx: DoctorContext,
  runId: string,
  current: JourneyRunStatus,
): Promise<JourneyRunStatus | undefined> {
  let status: JourneyRunStatus | undefined = current;
  for (
    let read = 0;
    read < DOCTOR_LIMITS.endReads && status && !TERMINAL_RUN_STATUSES.has(status.status);
    read++
  ) {
    if (ctx.deadline - ctx.now() < 12_000) break;
    const before = ctx.now();
    status = await journeyStatus(ctx, runId, 10);
    // A service that answers at once is not read faster than once a second.
    const left = 1_000 - (ctx.now() - before);
    if (left > 0) await ctx.sleep(left, ctx.signal);
  }
  return status;
}

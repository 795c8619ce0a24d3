/**
 * The gate's journey stage: preview, start and follow the journey (journey.ts), then grade its
 * report. The stage owns the journey's cancellation: a run that cannot end here is stopped, and
 * so is a run whose gate its caller stops (a cancelled step, an interrupt), at once.
 */
import type { Connection } from '../client/index.js';
import { cancelJourney } from './cancel.js';
import { afterDeadline, type Ending, type GateContext } from './context.js';
import { FINAL_READ_MS, gradedEnding } from './finish.js';
import { type JourneyEnd, runJourney } from './journey.js';
import { type Earlier, readEarlier, startWithSlot } from './start.js';

/**
 * Preview, start and follow the journey; then grade its report. A journey that cannot end here
 * (timed out, or waiting for a decision nobody here will make) holds a run slot and keeps the
 * partner busy, so the gate stops it; so it does when its caller stops the gate.
 */
export async function runJourneyStage(
  context: GateContext,
  connection: Connection,
): Promise<Ending> {
  let runId: string | undefined;
  let active: string | undefined;
  let cancelling: Promise<string> | undefined;
  const cancel = (why: 'stopped' | 'cannot-end') => {
    if (active) cancelling ??= cancelActive(context, active, why);
    return cancelling;
  };
  const onAbort = () => void cancel('stopped');
  context.signal?.addEventListener('abort', onAbort, { once: true });
  const tracked: GateContext = {
    ...context,
    emit: (event) => {
      if (event.type === 'run-started') runId = active = event.runId;
      if (event.type === 'journey-finished') active = undefined;
      context.emit(event);
    },
  };
  try {
    let earlier: Earlier | undefined;
    const startRun = async <T>(start: (exclude?: ReadonlySet<string>) => Promise<T>) => {
      // Read first, before the start: the earlier reports (graded only when waited for) and the
      // seed's.
      earlier ??= await readEarlier(tracked, connection);
      tracked.history = earlier.history;
      return startWithSlot(tracked, () => start(earlier?.exclude));
    };
    const end = await runJourney(tracked, connection._id, startRun);
    const answer =
      end.kind === 'timeout' || end.kind === 'needs-decision'
        ? await cancel('cannot-end')
        : undefined;
    if (end.kind === 'started') {
      const reason = `Journey run ${runId} started; not waiting for it (wait: false).`;
      return { status: 'running', verdict: undefined, reason };
    }
    return await journeyEnding(tracked, connection, end, answer);
  } finally {
    context.signal?.removeEventListener('abort', onAbort);
    await cancelling;
  }
}

async function cancelActive(
  context: GateContext,
  runId: string,
  why: 'stopped' | 'cannot-end',
): Promise<string> {
  context.emit({ type: 'journey-cancelling', runId, why });
  const { answer, confirmed } = await cancelJourney(context.client, runId, { now: context.now });
  context.emit({ type: 'journey-cancelled', runId, answer, confirmed });
  return answer;
}

async function journeyEnding(
  context: GateContext,
  connection: Connection,
  end: Exclude<JourneyEnd, { kind: 'started' }>,
  cancelAnswer: string | undefined,
): Promise<Ending> {
  if (end.kind !== 'terminal') {
    const cancelled = cancelAnswer
      ? ` The run was asked to stop; the service answered ${cancelAnswer}.`
      : '';
    return {
      verdict: 'error',
      reason: `No verdict: ${end.reason}${cancelled}`,
      // A plan the service will not run for this account is refused, not unavailable.
      cause: end.kind === 'not-allowed' ? 'refused' : 'unavailable',
    };
  }
  const reportId = end.status.reportId;
  const call = afterDeadline(context, FINAL_READ_MS);
  const found = reportId
    ? await context.client.reports.locate(
        reportId,
        { connectionId: connection._id },
        { ...call, spool: context.reportSpool },
      )
    : undefined;
  if (!found) {
    return {
      verdict: 'error',
      cause: 'unavailable',
      reason: `No verdict: the journey ended ${end.status.status}, but its report ${reportId ?? '(no id)'} was not found in the run list.`,
    };
  }
  return gradedEnding(context, found);
}

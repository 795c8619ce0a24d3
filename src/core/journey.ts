/**
 * A journey run from preview to graded report: preview the plan (and stop if it may not run),
 * start it (waiting for a run slot like conformance runs), follow its event stream live while the
 * status long-poll decides when it is over, apply the user's recovery decision to an interrupted
 * run when the service offers it, and grade the report by the same rules as conformance.
 *
 * Two loops run side by side: the event stream is for people (one log line per event) and the
 * status long-poll is for the verdict. The stream ending is not the run ending, and a stream that
 * cannot be held does not stop the status from being followed.
 */
import {
  BodyLimitError,
  DeadlineError,
  degradedInterval,
  type JourneyPreviewResult,
  type JourneyRunStatus,
  LongPollMonitor,
  longPollIgnoredWarning,
  ReadPacer,
  type RecoveryOption,
  ServiceError,
  TERMINAL_RUN_STATUSES,
} from '../client/index.js';
import { FINAL_READ_MS, longPollSeconds, unansweredRead } from './conformance.js';
import type { GateContext } from './context.js';
import { completeJourneyBody } from './journey-definition.js';
import type { JourneyStageView } from './model.js';

export type JourneyEnd =
  | { kind: 'started' }
  | { kind: 'terminal'; status: JourneyRunStatus }
  | { kind: 'not-allowed'; reason: string }
  | { kind: 'needs-decision'; status: JourneyRunStatus; reason: string }
  | { kind: 'timeout'; status: JourneyRunStatus | undefined; reason: string };

/** After the verdict, how long the event stream may take to show its last events. */
const STREAM_GRACE_MS = 3_000;
const HEALTHY_INTEGRITY = 'valid';

/**
 * Previews, starts and follows the gate's journey on the connection `targetId`. `startRun` wraps
 * the start (reading the run list first, waiting for a run slot) and gives it the reports that
 * carried the seed before.
 */
export async function runJourney(
  context: GateContext,
  targetId: string,
  startRun: <T>(start: (excludeReportIds?: ReadonlySet<string>) => Promise<T>) => Promise<T>,
): Promise<JourneyEnd> {
  const { client, call, settings } = context;
  const body = completeJourneyBody(settings.journey!.definition, targetId, settings.seed);
  const preview = await client.journeys.preview(body, call);
  const topology = `${body.topology.kind}${body.topology.profile ? `, profile ${body.topology.profile}` : ''}`;
  context.emit({
    type: 'journey-planned',
    planId: preview.planId,
    topology,
    stages: stagesOf(preview),
  });
  if (!preview.runAllowed) return { kind: 'not-allowed', reason: notAllowedReason(preview) };

  const startedAt = context.now();
  const started = await startRun((excludeReportIds) => {
    context.emit({ type: 'start-sent', seed: body.seed });
    return client.journeys.start(
      { planId: preview.planId, planHash: preview.planHash, seed: body.seed, targetId },
      { ...call, excludeReportIds },
    );
  });
  context.emit({
    type: 'run-started',
    kind: 'journey',
    runId: started.runId,
    reportId: started.reportId,
    status: started.status,
    draining: false,
    reconciled: started.reconciled,
    elapsedMs: context.now() - startedAt,
  });
  if (!settings.wait) return { kind: 'started' };
  const end = await followJourney(context, started.runId);
  if (end.kind === 'terminal') {
    context.emit({ type: 'journey-finished', runId: started.runId, status: end.status.status });
  }
  return end;
}

/**
 * The event stream for people, the status long-poll for the verdict, side by side. The stream is
 * stopped once the status says the run is over, after a moment to show its last events.
 */
async function followJourney(context: GateContext, runId: string): Promise<JourneyEnd> {
  const streamStop = new AbortController();
  const streamSignal = context.signal
    ? AbortSignal.any([context.signal, streamStop.signal])
    : streamStop.signal;
  // A stream that breaks a limit (an endless frame) ends the gate with its error, status reads too.
  const statusStop = new AbortController();
  const statusSignal = context.signal
    ? AbortSignal.any([context.signal, statusStop.signal])
    : statusStop.signal;
  const statusContext: GateContext = {
    ...context,
    signal: statusSignal,
    call: { ...context.call, signal: statusSignal },
  };
  context.emit({ type: 'journey-following', runId });
  let fatal: BodyLimitError | undefined;
  const streamDone = followEvents(context, runId, streamSignal).then((error) => {
    if (!error) return;
    fatal = error;
    statusStop.abort();
  });
  let end: JourneyEnd | undefined;
  try {
    end = await followStatus(statusContext, runId).catch((error: unknown) => {
      throw fatal ?? error;
    });
    if (fatal) throw fatal;
  } finally {
    // A finished run's stream ends by itself after its last event; give it a moment to show them.
    const graceOver = new AbortController();
    context.clock.sleep(end?.kind === 'terminal' ? STREAM_GRACE_MS : 0, graceOver.signal).then(
      () => streamStop.abort(),
      () => {},
    );
    await streamDone;
    graceOver.abort();
    context.emit({ type: 'journey-followed', runId });
  }
  return end;
}

/** Follows the event stream for people; returns the error of a limit broken, which is fatal. */
async function followEvents(
  context: GateContext,
  runId: string,
  signal: AbortSignal,
): Promise<BodyLimitError | undefined> {
  const { emit } = context;
  try {
    for await (const event of context.client.journeys.events(runId, {
      signal,
      onReconnect: ({ afterSeq, reason }) =>
        emit({
          type: 'note',
          level: 'debug',
          message: `Event stream: ${reason}; resuming after event ${afterSeq ?? 'start'}.`,
        }),
    })) {
      emit({ type: 'journey-event', runId, event });
    }
  } catch (error) {
    if (signal.aborted) return undefined;
    if (error instanceof BodyLimitError) return error;
    emit({
      type: 'note',
      level: 'info',
      message: `The journey's event stream could not be held (${(error as Error).message}); following the run by its status instead.`,
    });
  }
  return undefined;
}

/** What the status loop reads with: the pacing of reads, and what it saw last. */
interface StatusReader {
  pacer: ReadPacer;
  longPoll: LongPollMonitor;
  followedSince: number;
  last: JourneyRunStatus | undefined;
  /** Set when the last read got no answer: what it said. */
  unanswered: string | undefined;
  /** The health note last reported. */
  health: string;
}

/**
 * Long-polls the status until the run is terminal, applying the recovery decision on interruption.
 * Reads keep a floor between them whatever the service answers, and a long-poll the service keeps
 * answering at once is replaced by interval polling (pacing.ts).
 */
async function followStatus(context: GateContext, runId: string): Promise<JourneyEnd> {
  const { client, now } = context;
  const reader: StatusReader = {
    pacer: new ReadPacer('GET /testing/journey-runs/{id}', { now, sleep: client.transport.sleep }),
    longPoll: new LongPollMonitor(),
    followedSince: now(),
    last: undefined,
    unanswered: undefined,
    health: '',
  };
  let staleAttempts = 0;
  while (now() < context.settings.deadline) {
    const status = await readStatus(context, runId, reader);
    if (!status) break;
    if (TERMINAL_RUN_STATUSES.has(status.status)) return { kind: 'terminal', status };
    if (status.status !== 'interrupted' && status.status !== 'recovery_required') continue;
    const decided = await recover(context, runId, status, staleAttempts > 0);
    if (decided === 'stale') staleAttempts++;
    else if (decided) return decided;
  }
  return finalRead(context, runId, reader);
}

/** One paced status read; undefined when the deadline came first or the read got no answer. */
async function readStatus(
  context: GateContext,
  runId: string,
  reader: StatusReader,
): Promise<JourneyRunStatus | undefined> {
  const { client, now, call } = context;
  const degraded = reader.longPoll.degraded;
  const ready = await reader.pacer.ready({
    intervalMs: degraded ? degradedInterval(now() - reader.followedSince) : undefined,
    ...call,
  });
  if (!ready) return undefined;
  const waitSeconds = degraded ? undefined : (longPollSeconds(call.deadline - now()) ?? 1);
  const sentAt = now();
  let status: JourneyRunStatus;
  try {
    status = await client.journeys.get(runId, { ...call, waitSeconds });
  } catch (error) {
    if (!(error instanceof DeadlineError)) throw error;
    reader.unanswered = unansweredRead(error);
    return undefined;
  }
  reader.unanswered = undefined;
  const changed = status.status !== reader.last?.status;
  if (reader.longPoll.record({ waitSeconds, elapsedMs: now() - sentAt, changed })) {
    const message = longPollIgnoredWarning(`GET /testing/journey-runs/${runId}`);
    context.emit({ type: 'note', level: 'warn', message });
  }
  reader.last = status;
  context.emit({ type: 'journey-status', runId, status });
  const health = healthNote(status);
  if (health !== reader.health) {
    context.emit({ type: 'journey-health', runId, note: health });
    reader.health = health;
  }
  return status;
}

/**
 * Applies the user's recovery decision to an interrupted run. Returns how the journey ends when it
 * cannot go on, `stale` when the service refused the decision as stale (read again and decide
 * afresh, once), or undefined when the decision was applied.
 */
async function recover(
  context: GateContext,
  runId: string,
  status: JourneyRunStatus,
  staleBefore: boolean,
): Promise<JourneyEnd | 'stale' | undefined> {
  const onInterrupted = context.settings.journey!.onInterrupted;
  const setting = context.name('onInterrupted');
  const offered = status.recoveryOptions ?? [];
  if (onInterrupted === 'fail') {
    return {
      kind: 'needs-decision',
      status,
      reason: `The journey was interrupted and ${setting} is "fail". The service offers: ${describeOptions(offered)}.`,
    };
  }
  const choice = offered.find((option) => option.decision === onInterrupted);
  if (!choice) {
    return {
      kind: 'needs-decision',
      status,
      reason: `The journey was interrupted, and the decision "${onInterrupted}" (${setting}) is not among those the service offers: ${describeOptions(offered)}.`,
    };
  }
  const version = status.recoveryVersion ?? 0;
  try {
    const applied = await context.client.journeys.recover(
      runId,
      { decision: choice.decision, recoveryVersion: version },
      context.call,
    );
    const note = `Applied the recovery decision "${choice.decision}" (recovery version ${version}); the service answered ${applied.status}.`;
    context.emit({ type: 'recovery-applied', runId, note });
    return undefined;
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status !== 409) throw error;
    // Someone (or something) moved the run on: read the status again and decide afresh, once.
    if (staleBefore) {
      return {
        kind: 'needs-decision',
        status,
        reason: `The recovery decision "${choice.decision}" was refused twice as stale (recovery version ${version}): ${error.serviceMessage || 'the run changed in between'}.`,
      };
    }
    const message = `The recovery version ${version} was stale (${error.serviceMessage}); reading the status again.`;
    context.emit({ type: 'note', level: 'info', message });
    return 'stale';
  }
}

/** One last read before calling it a timeout, with a time limit of its own. */
async function finalRead(
  context: GateContext,
  runId: string,
  reader: StatusReader,
): Promise<JourneyEnd> {
  const { deadline } = context.settings;
  let unanswered = reader.unanswered;
  const final = await context.client.journeys
    .get(runId, { signal: context.signal, deadline: deadline + FINAL_READ_MS })
    .then(
      (status) => {
        unanswered = undefined;
        context.emit({ type: 'journey-status', runId, status });
        return status;
      },
      (error: unknown) => {
        unanswered ??= unansweredRead(error);
        return reader.last;
      },
    );
  if (final && TERMINAL_RUN_STATUSES.has(final.status)) return { kind: 'terminal', status: final };
  const setting = context.name('timeoutMinutes');
  return {
    kind: 'timeout',
    status: final,
    reason: unanswered
      ? `The service stopped answering the journey's status reads before ${setting} ran out (${unanswered}); the run was last seen ${final?.status ?? 'starting'}.`
      : `The journey was still ${final?.status ?? 'running'} when ${setting} ran out.`,
  };
}

function stagesOf(preview: JourneyPreviewResult): JourneyStageView[] {
  const stages = (preview.plan as { stages?: unknown } | undefined)?.stages;
  if (!Array.isArray(stages)) return [];
  return stages.map((stage, i) => {
    const s = (stage ?? {}) as Record<string, unknown>;
    return {
      name:
        typeof s.name === 'string' ? s.name : typeof s.id === 'string' ? s.id : `stage ${i + 1}`,
      module: typeof s.module === 'string' ? s.module : undefined,
      durationSeconds: typeof s.durationSeconds === 'number' ? s.durationSeconds : undefined,
    };
  });
}

/** Why a previewed plan may not run, with the capabilities it lacks named in words. */
function notAllowedReason(preview: JourneyPreviewResult): string {
  const plan = (preview.plan ?? {}) as { blockers?: unknown };
  const blockers = Array.isArray(plan.blockers) ? (plan.blockers as Record<string, unknown>[]) : [];
  const named = blockers
    .map((b) =>
      [
        typeof b.capability === 'string' ? `the plan capability "${b.capability}"` : undefined,
        typeof b.message === 'string' ? b.message : undefined,
      ]
        .filter(Boolean)
        .join(': '),
    )
    .filter(Boolean);
  const why = named.length > 0 ? ` It needs ${named.join('; ')}.` : '';
  return `The service will not run this journey plan (runAllowed is false).${why} Move to a plan that includes the capability, or choose another journey or target.`;
}

function describeOptions(options: readonly RecoveryOption[]): string {
  if (options.length === 0) return 'no recovery decision';
  return options
    .map(
      (o) =>
        `"${o.decision}"${o.label ? ` (${o.label}${o.description ? `: ${o.description}` : ''})` : ''}`,
    )
    .join('; ');
}

function healthNote(status: JourneyRunStatus): string {
  const notes: string[] = [];
  if (status.runIntegrity !== undefined && status.runIntegrity !== HEALTHY_INTEGRITY) {
    notes.push(`run integrity is "${status.runIntegrity}"`);
  }
  if (status.workerHealthy === false) notes.push('the service reports its worker unhealthy');
  return notes.join(', ');
}

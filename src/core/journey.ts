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
  DeadlineError,
  degradedInterval,
  type JourneyEvent,
  type JourneyPreviewResult,
  type JourneyRunStatus,
  LongPollMonitor,
  longPollIgnoredWarning,
  ReadPacer,
  type RecoveryOption,
  type ServiceClient,
  ServiceError,
  TERMINAL_RUN_STATUSES,
} from '../client/index.js';
import { JOURNEY_EVENTS } from '../client/wire.js';
import { FINAL_READ_MS, longPollSeconds, unansweredRead } from './conformance.js';
import { completeJourneyBody } from './journey-definition.js';
import type { JourneyDefinition, JourneyOutcome, JourneyStageView } from './model.js';

export type {
  JourneyOutcome,
  JourneyStageView,
  KeyEvent,
} from './model.js';

export interface JourneyContext {
  client: ServiceClient;
  definition: JourneyDefinition;
  targetId: string;
  seed: string;
  /** `fail`, or the recovery decision to apply to an interrupted run. */
  onInterrupted: string;
  deadline: number;
  signal?: AbortSignal;
  now: () => number;
  log: {
    info(message: string): void;
    warn(message: string): void;
    debug(message: string): void;
    group?(name: string): void;
    groupEnd?(): void;
  };
  /** Starts the journey, waiting for a run slot when the plan's concurrency is used up. */
  start: (
    begin: () => Promise<JourneyRunStatus & { reconciled: boolean }>,
  ) => Promise<JourneyRunStatus & { reconciled: boolean }>;
  /** Reports that carried the seed before this start (see ServiceClient.startRun). */
  excludeReportIds?: ReadonlySet<string>;
  /** False: start the run and return without following it (wait: false). */
  follow: boolean;
  /** Told once the run exists (the action saves its id for the post step). */
  onStarted?: (runId: string) => void;
  /** Told once the run is terminal (the post step then has nothing to cancel). */
  onFinished?: (runId: string) => void;
}

export type JourneyEnd =
  | { kind: 'started' }
  | { kind: 'terminal'; status: JourneyRunStatus }
  | { kind: 'not-allowed'; reason: string }
  | { kind: 'needs-decision'; status: JourneyRunStatus; reason: string }
  | { kind: 'timeout'; status: JourneyRunStatus | undefined; reason: string };

const MAX_KEY_EVENTS = 200;
/** After the verdict, how long the event stream may take to show its last events. */
const STREAM_GRACE_MS = 3_000;
const HEALTHY_INTEGRITY = 'valid';

export async function runJourney(
  context: JourneyContext,
  outcome: JourneyOutcome,
): Promise<JourneyEnd> {
  const { client, log } = context;
  const call = { signal: context.signal, deadline: context.deadline };
  const body = completeJourneyBody(context.definition, context.targetId, context.seed);

  const preview = await client.previewJourney(body, call);
  outcome.planId = preview.planId;
  outcome.stages = stagesOf(preview);
  log.info(
    `Journey plan ${preview.planId} (${body.topology.kind}${body.topology.profile ? `, profile ${body.topology.profile}` : ''}): ${outcome.stages.length} stage(s).`,
  );
  outcome.stages.forEach((stage, i) => {
    const extra = [
      stage.module,
      stage.durationSeconds !== undefined ? `${stage.durationSeconds} s` : undefined,
    ]
      .filter(Boolean)
      .join(', ');
    log.info(`  ${i + 1}. ${stage.name}${extra ? ` (${extra})` : ''}`);
  });
  if (!preview.runAllowed) {
    return { kind: 'not-allowed', reason: notAllowedReason(preview) };
  }

  const started = await context.start(() =>
    client.startJourney(
      {
        planId: preview.planId,
        planHash: preview.planHash,
        seed: body.seed,
        targetId: body.targetId,
      },
      { ...call, excludeReportIds: context.excludeReportIds },
    ),
  );
  outcome.runId = started.runId;
  outcome.reportId = started.reportId;
  context.onStarted?.(started.runId);
  log.info(
    `Journey run ${started.runId} started${started.reportId ? ` (report ${started.reportId})` : ''}${started.reconciled ? '; its start answer was lost and it was found in the run list' : ''}.`,
  );

  if (!context.follow) return { kind: 'started' };

  // The event stream, for people. Stopped once the status says the run is over.
  const streamStop = new AbortController();
  const streamSignal = context.signal
    ? AbortSignal.any([context.signal, streamStop.signal])
    : streamStop.signal;
  log.group?.(`Journey events (run ${started.runId})`);
  const streamDone = followEvents(context, started.runId, streamSignal, outcome);
  let end: JourneyEnd | undefined;
  try {
    end = await followStatus(context, started.runId, outcome);
  } finally {
    // A finished run's stream ends by itself after its last event; give it a moment to show them.
    const graceTimer = setTimeout(
      () => streamStop.abort(),
      end?.kind === 'terminal' ? STREAM_GRACE_MS : 0,
    );
    await streamDone;
    clearTimeout(graceTimer);
    log.groupEnd?.();
  }
  if (end.kind === 'terminal') {
    outcome.reportId = end.status.reportId ?? outcome.reportId;
    context.onFinished?.(started.runId);
  }
  return end;
}

async function followEvents(
  context: JourneyContext,
  runId: string,
  signal: AbortSignal,
  outcome: JourneyOutcome,
): Promise<void> {
  try {
    for await (const event of context.client.journeyEvents(runId, {
      signal,
      onReconnect: ({ afterSeq, reason }) =>
        context.log.debug(`Event stream: ${reason}; resuming after event ${afterSeq ?? 'start'}.`),
    })) {
      context.log.info(eventLine(event));
      if (event.name === JOURNEY_EVENTS.sessionUpdate || outcome.events.length >= MAX_KEY_EVENTS) {
        outcome.otherEvents++;
      } else {
        outcome.events.push({
          seq: event.seq,
          name: event.name,
          at: typeof event.data.at === 'string' ? event.data.at : undefined,
          detail: eventFields(event),
        });
      }
    }
  } catch (error) {
    if (signal.aborted) return;
    context.log.info(
      `The journey's event stream could not be held (${(error as Error).message}); following the run by its status instead.`,
    );
  }
}

/**
 * Long-polls the status until the run is terminal, applying the recovery decision on interruption.
 * Reads keep a floor between them whatever the service answers, and a long-poll the service keeps
 * answering at once is replaced by interval polling (pacing.ts).
 */
async function followStatus(
  context: JourneyContext,
  runId: string,
  outcome: JourneyOutcome,
): Promise<JourneyEnd> {
  const { client, log, now } = context;
  const pacer = new ReadPacer('GET /testing/journey-runs/{id}', {
    now,
    sleep: client.transport.sleep,
  });
  const longPoll = new LongPollMonitor();
  const followedSince = now();
  let last: JourneyRunStatus | undefined;
  let unanswered: string | undefined;
  let staleAttempts = 0;
  let reported = '';
  while (now() < context.deadline) {
    const ready = await pacer.ready({
      intervalMs: longPoll.degraded ? degradedInterval(now() - followedSince) : undefined,
      signal: context.signal,
      deadline: context.deadline,
    });
    if (!ready) break;
    const waitSeconds = longPoll.degraded
      ? undefined
      : (longPollSeconds(context.deadline - now()) ?? 1);
    const sentAt = now();
    let status: JourneyRunStatus;
    try {
      status = await client.getJourneyRun(runId, {
        signal: context.signal,
        deadline: context.deadline,
        waitSeconds,
      });
    } catch (error) {
      if (error instanceof DeadlineError) {
        unanswered = unansweredRead(error);
        break;
      }
      throw error;
    }
    unanswered = undefined;
    if (
      longPoll.record({
        waitSeconds,
        elapsedMs: now() - sentAt,
        changed: status.status !== last?.status,
      })
    ) {
      log.warn(longPollIgnoredWarning(`GET /testing/journey-runs/${runId}`));
    }
    last = status;
    outcome.status = status;
    const health = healthNote(status);
    if (health !== reported) {
      if (health) log.info(`Run ${runId}: ${health}.`);
      reported = health;
    }
    if (TERMINAL_RUN_STATUSES.has(status.status)) return { kind: 'terminal', status };
    if (status.status !== 'interrupted' && status.status !== 'recovery_required') continue;

    const offered = status.recoveryOptions ?? [];
    if (context.onInterrupted === 'fail') {
      return {
        kind: 'needs-decision',
        status,
        reason: `The journey was interrupted and on-interrupted is "fail". The service offers: ${describeOptions(offered)}.`,
      };
    }
    const choice = offered.find((option) => option.decision === context.onInterrupted);
    if (!choice) {
      return {
        kind: 'needs-decision',
        status,
        reason: `The journey was interrupted, and the decision "${context.onInterrupted}" (on-interrupted) is not among those the service offers: ${describeOptions(offered)}.`,
      };
    }
    const version = status.recoveryVersion ?? 0;
    try {
      const applied = await client.recoverJourneyRun(
        runId,
        { decision: choice.decision, recoveryVersion: version },
        { signal: context.signal, deadline: context.deadline },
      );
      const note = `Applied the recovery decision "${choice.decision}" (recovery version ${version}); the service answered ${applied.status}.`;
      outcome.recoveries.push(note);
      log.info(note);
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status !== 409) throw error;
      // Someone (or something) moved the run on: read the status again and decide afresh, once.
      if (++staleAttempts > 1) {
        return {
          kind: 'needs-decision',
          status,
          reason: `The recovery decision "${choice.decision}" was refused twice as stale (recovery version ${version}): ${error.serviceMessage || 'the run changed in between'}.`,
        };
      }
      log.info(
        `The recovery version ${version} was stale (${error.serviceMessage}); reading the status again.`,
      );
    }
  }
  // One last read before calling it a timeout, with a time limit of its own.
  const final = await client
    .getJourneyRun(runId, {
      signal: context.signal,
      deadline: context.deadline + FINAL_READ_MS,
    })
    .then(
      (status) => {
        unanswered = undefined;
        return status;
      },
      (error: unknown) => {
        unanswered ??= unansweredRead(error);
        return last;
      },
    );
  if (final) outcome.status = final;
  if (final && TERMINAL_RUN_STATUSES.has(final.status)) return { kind: 'terminal', status: final };
  return {
    kind: 'timeout',
    status: final,
    reason: unanswered
      ? `The service stopped answering the journey's status reads before timeout-minutes ran out (${unanswered}); the run was last seen ${final?.status ?? 'starting'}.`
      : `The journey was still ${final?.status ?? 'running'} when timeout-minutes ran out.`,
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

const SKIPPED_FIELDS = new Set(['seq', 'type', 'runId', 'at', 'name']);

/** Up to five short fields of an event, for its log line. */
function eventFields(event: JourneyEvent): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(event.data)) {
    if (SKIPPED_FIELDS.has(key) || parts.length >= 5) continue;
    if (value === null || typeof value === 'object') continue;
    const text = String(value);
    parts.push(`${key}=${text.length > 40 ? `${text.slice(0, 40)}…` : text}`);
  }
  return parts.join(' ');
}

export function eventLine(event: JourneyEvent): string {
  const at = typeof event.data.at === 'string' ? ` at ${event.data.at}` : '';
  const fields = eventFields(event);
  return `#${event.seq} ${event.name}${fields ? ` ${fields}` : ''}${at}`;
}

/**
 * The journey run engine: plays a journey's timeline (content.journeyTimeline) on the emulated
 * clock, numbering events 1, 2, 3..., and applies what the server decides on top of the timeline:
 * interruptions with recovery, the owner's cooperative cancel, and the service's own cancel.
 *
 * The engine is driven by time, not by timers: advance(now) emits every event due by `now`. The
 * state calls it before every read and from one timer per run (at nextWakeAt()), so a run is
 * always current whether or not anybody watches it.
 *
 * Time: a timeline event at journey-clock second S is due S / accelerationFactor emulated
 * seconds after the start, shifted by the time the run spent paused (interrupted, recovering).
 */
import { JOURNEY_EVENTS, TERMINAL_EVENT_NAMES } from '../client/wire.js';
import { ApiError } from './api-error.js';
import type { JourneyEventDraft } from './types.js';

export type JourneyStatus =
  | 'running'
  | 'interrupted'
  | 'recovering'
  | 'completed'
  | 'failed'
  | 'cancelled';

export const TERMINAL_JOURNEY_STATUSES: ReadonlySet<JourneyStatus> = new Set([
  'completed',
  'failed',
  'cancelled',
]);

const TERMINAL_STATUS_OF_EVENT: Record<string, JourneyStatus> = {
  [JOURNEY_EVENTS.runCompleted]: 'completed',
  [JOURNEY_EVENTS.runFailed]: 'failed',
  [JOURNEY_EVENTS.runCancelled]: 'cancelled',
};

export interface JourneyEvent {
  seq: number;
  type: string;
  /** Emulated epoch ms. */
  at: number;
  stage?: number;
  fields: Record<string, unknown>;
}

export interface RecoveryOption {
  decision: 'resume' | 'restart-stage' | 'abandon';
  label: string;
  description: string;
}

export const RECOVERY_OPTIONS: readonly RecoveryOption[] = [
  {
    decision: 'resume',
    label: 'Resume',
    description: 'Continue the journey from the point where the worker stopped.',
  },
  {
    decision: 'restart-stage',
    label: 'Restart the stage',
    description: 'Run the interrupted stage again from its start, then continue.',
  },
  {
    decision: 'abandon',
    label: 'Abandon',
    description: 'End the run as failed; the stages already run keep their results.',
  },
];

/** Emulated ms a recovery takes between the decision and the worker running again. */
export const RECOVERY_MS = 2000;

/**
 * The worker checks for a cancel request at every timeline event and at least this often
 * (emulated ms), so a cancel lands at the next event or within this time, whichever comes first.
 */
export const CANCEL_CHECK_MS = 10_000;

export interface JourneyRules {
  /** Interrupt when this stage (0-based) starts. */
  interruptAtStage?: number;
  /** The service cancels the run when this stage (0-based) starts. */
  cancelAtStage?: number;
}

export class JourneyEngine {
  readonly events: JourneyEvent[] = [];
  status: JourneyStatus = 'running';
  runIntegrity: 'valid' | 'recovered' = 'valid';
  recoveryVersion = 0;
  recoveryOptions: RecoveryOption[] = [];
  workerHealthy = true;
  /** Highest stage index that started (-1 before the first). */
  reachedStage = -1;
  /** Emulated ms of the terminal event. */
  terminalAt: number | undefined;
  /** Emulated ms of the owner's cancel request, once made. */
  cancelRequestedAt: number | undefined;

  private readonly drafts: readonly JourneyEventDraft[];
  private cursor = 0;
  /** Emulated ms of journey-clock second 0, moved forward by pauses. */
  private baseAt: number;
  private interruption: { at: number; stage: number; stageCursor: number } | undefined;
  private pendingRecovery: { decision: RecoveryOption['decision']; dueAt: number } | undefined;
  private readonly interruptedStages = new Set<number>();

  constructor(
    readonly runId: string,
    drafts: readonly JourneyEventDraft[],
    private readonly msPerJourneySecond: number,
    startedAt: number,
    private readonly rules: JourneyRules,
  ) {
    // The timeline is meant to be in time order; sorting (stably) guarantees it.
    this.drafts = [...drafts].sort((a, b) => a.atSecond - b.atSecond);
    this.baseAt = startedAt;
  }

  get terminal(): boolean {
    return TERMINAL_JOURNEY_STATUSES.has(this.status);
  }

  /** Emits every event due by `now`; true when anything changed. */
  advance(now: number): boolean {
    let changed = false;
    // Each pass emits an event or ends the loop; the bound only guards against a logic slip.
    for (let pass = 0; pass <= this.drafts.length * 2 + 4; pass++) {
      if (this.terminal || this.status === 'interrupted') break;
      if (this.status === 'recovering') {
        const recovery = this.pendingRecovery!;
        if (recovery.dueAt > now) break;
        this.applyRecovery(recovery.decision, recovery.dueAt);
        changed = true;
        continue;
      }
      const draft = this.drafts[this.cursor];
      const due = this.nextDue();
      if (this.cancelRequestedAt !== undefined) {
        const at = Math.min(due, this.cancelRequestedAt + CANCEL_CHECK_MS);
        if (at > now) break;
        const stage = this.reachedStage >= 0 ? this.reachedStage : undefined;
        this.end('cancelled', JOURNEY_EVENTS.runCancelled, at, stage, {
          reason: 'cancelled at the request of the owner',
          requestedBy: 'owner',
        });
        changed = true;
        break;
      }
      if (due > now) break;
      changed = true;
      if (!draft) {
        // A timeline without a terminal event completes after its last event.
        this.end('completed', JOURNEY_EVENTS.runCompleted, due, undefined, {});
        break;
      }
      const startsStage = draft.type === JOURNEY_EVENTS.stageStarted && draft.stage !== undefined;
      if (startsStage && draft.stage === this.rules.cancelAtStage) {
        this.reachedStage = Math.max(this.reachedStage, draft.stage!);
        this.end('cancelled', JOURNEY_EVENTS.runCancelled, due, draft.stage, {
          reason: 'cancelled by the service',
          requestedBy: 'service',
        });
        break;
      }
      if (startsStage) this.reachedStage = Math.max(this.reachedStage, draft.stage!);
      this.emit(due, draft.type, draft.stage, draft.fields);
      this.cursor++;
      if (TERMINAL_EVENT_NAMES.has(draft.type)) {
        this.status = TERMINAL_STATUS_OF_EVENT[draft.type] ?? 'failed';
        this.terminalAt = this.events.at(-1)!.at;
        break;
      }
      if (
        startsStage &&
        draft.stage === this.rules.interruptAtStage &&
        !this.interruptedStages.has(draft.stage!)
      ) {
        this.interrupt(due, draft.stage!);
        break;
      }
    }
    return changed;
  }

  /** Emulated ms at which the run next changes by itself; undefined when it waits or is over. */
  nextWakeAt(): number | undefined {
    if (this.terminal || this.status === 'interrupted') return undefined;
    if (this.status === 'recovering') return this.pendingRecovery!.dueAt;
    const due = this.nextDue();
    return this.cancelRequestedAt === undefined
      ? due
      : Math.min(due, this.cancelRequestedAt + CANCEL_CHECK_MS);
  }

  /**
   * The owner's cooperative cancel (rule 3.2): recorded now, applied at the next safe point. An
   * interrupted run has no worker to reach a safe point, so it is cancelled at once.
   * Returns the status to answer.
   */
  requestCancel(now: number): string {
    if (this.terminal) return this.status;
    if (this.cancelRequestedAt !== undefined) return 'cancelling';
    this.cancelRequestedAt = now;
    this.emit(now, JOURNEY_EVENTS.cancelRequested, undefined, { requestedBy: 'owner' });
    if (this.status === 'interrupted') {
      this.recoveryOptions = [];
      this.end('cancelled', JOURNEY_EVENTS.runCancelled, now, this.interruption?.stage, {
        reason: 'cancelled at the request of the owner while interrupted',
        requestedBy: 'owner',
      });
      return this.status;
    }
    return 'cancelling';
  }

  /** Applies a recovery decision (rule 3.3); throws the interface's errors. */
  recover(decision: string, recoveryVersion: number, now: number): void {
    if (this.status !== 'interrupted') {
      throw new ApiError(
        409,
        'run_not_interrupted',
        `The journey run is ${this.status}, not interrupted; recovery applies only to an interrupted run.`,
      );
    }
    if (recoveryVersion !== this.recoveryVersion) {
      throw new ApiError(
        409,
        'stale_recovery_version',
        `recoveryVersion ${recoveryVersion} is not the current one; re-read the run status for the current recoveryVersion and options.`,
      );
    }
    const option = this.recoveryOptions.find((candidate) => candidate.decision === decision);
    if (!option) {
      throw new ApiError(
        422,
        'decision_not_offered',
        `The decision "${decision}" is not offered; the offered decisions are ${this.recoveryOptions.map((o) => o.decision).join(', ')}.`,
      );
    }
    this.status = 'recovering';
    this.recoveryOptions = [];
    this.pendingRecovery = { decision: option.decision, dueAt: now + RECOVERY_MS };
    this.emit(now, JOURNEY_EVENTS.recoveryApplied, this.interruption?.stage, {
      decision: option.decision,
      recoveryVersion: this.recoveryVersion,
    });
  }

  private interrupt(at: number, stage: number): void {
    this.interruptedStages.add(stage);
    this.status = 'interrupted';
    this.workerHealthy = false;
    this.recoveryVersion++;
    this.recoveryOptions = RECOVERY_OPTIONS.map((option) => ({ ...option }));
    this.interruption = { at, stage, stageCursor: this.cursor - 1 };
    this.emit(at, JOURNEY_EVENTS.runInterrupted, stage, {
      reason: 'the worker running the journey stopped',
      recoveryVersion: this.recoveryVersion,
    });
  }

  private applyRecovery(decision: RecoveryOption['decision'], at: number): void {
    const interruption = this.interruption!;
    this.pendingRecovery = undefined;
    if (decision === 'abandon') {
      this.end('failed', JOURNEY_EVENTS.runFailed, at, interruption.stage, {
        reason: 'abandoned after an interruption',
      });
      return;
    }
    this.status = 'running';
    this.workerHealthy = true;
    this.runIntegrity = 'recovered';
    if (decision === 'restart-stage') {
      // Play the stage again from its start event.
      this.cursor = interruption.stageCursor;
      this.baseAt = at - this.drafts[this.cursor]!.atSecond * this.msPerJourneySecond;
    } else {
      // Continue where the worker stopped: the rest of the timeline moves by the pause.
      this.baseAt += at - interruption.at;
    }
  }

  /** When the next timeline event is due; past the last one, the time of the last event. */
  private nextDue(): number {
    const draft = this.drafts[this.cursor];
    return draft ? this.dueAt(draft) : Math.max(this.events.at(-1)?.at ?? this.baseAt, this.baseAt);
  }

  private dueAt(draft: JourneyEventDraft): number {
    return this.baseAt + draft.atSecond * this.msPerJourneySecond;
  }

  private end(
    status: 'completed' | 'failed' | 'cancelled',
    type: string,
    at: number,
    stage: number | undefined,
    fields: Record<string, unknown>,
  ): void {
    this.emit(at, type, stage, fields);
    this.status = status;
    this.terminalAt = this.events.at(-1)!.at;
  }

  private emit(
    at: number,
    type: string,
    stage: number | undefined,
    fields: Record<string, unknown>,
  ) {
    // Events are appended in time order: a request never moves an event before one already sent.
    const last = this.events.at(-1);
    this.events.push({
      seq: this.events.length + 1,
      type,
      at: last && last.at > at ? last.at : at,
      stage,
      fields,
    });
  }

  /**
   * The JSON body of an event frame. The server's keys (seq, type, at, runId, stage as the stage's
   * number in the plan, 1 for the first, as the plan's listing numbers them) win; a timeline field of the same name is kept under another name (renamedField).
   */
  static body(event: JourneyEvent, runId: string): Record<string, unknown> {
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(event.fields)) {
      body[RESERVED_FIELDS.has(key) ? renamedField(key) : key] = value;
    }
    return {
      ...body,
      seq: event.seq,
      type: event.type,
      at: new Date(event.at).toISOString(),
      runId,
      ...(event.stage === undefined ? {} : { stage: event.stage + 1 }),
    };
  }
}

const RESERVED_FIELDS: ReadonlySet<string> = new Set(['seq', 'type', 'at', 'runId', 'stage']);

/** Where a timeline field that clashes with a server key goes: the stage id, the update count. */
function renamedField(key: string): string {
  if (key === 'stage') return 'stageId';
  if (key === 'seq') return 'updateSeq';
  return `timeline${key[0]!.toUpperCase()}${key.slice(1)}`;
}

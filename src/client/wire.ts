/**
 * Every wire detail that the service interface leaves "not shown", in one place.
 *
 * The interface (shared/service-interface.md) names the operations and payloads but not some
 * parameter names, one endpoint and the event names. Each choice below is the most conventional
 * one; README "Assumptions about the service" lists them. The emulator reads the same names
 * (it emulates our guess), so a change of a name here moves client and emulator together; the
 * bounds the interface does state (the long-poll range, page sizes) the emulator holds in its own
 * copy (src/emulator/interface-rules.ts). Nothing else in the project may spell these names out.
 */

/** Query parameter carrying the long-poll wait in seconds (interface 4: an integer 1..55). */
export const LONG_POLL_PARAM = 'wait';
/** The interface's long-poll bounds. */
export const LONG_POLL_MIN_SECONDS = 1;
export const LONG_POLL_MAX_SECONDS = 55;

/** GET /connections query parameters (4.1: direction filter, page size 1..100 default 50, skip). */
export const CONNECTION_LIST_PARAMS = {
  direction: 'direction',
  limit: 'limit',
  skip: 'skip',
} as const;
export const CONNECTION_PAGE_SIZE = { min: 1, max: 100, default: 50 } as const;

/** GET /testing/runs query parameters (4.2: connection or target filter, status, OCPI version, page size 1..100 default 20, cursor). */
export const RUN_LIST_PARAMS = {
  connectionId: 'connectionId',
  targetId: 'targetId',
  status: 'status',
  ocpiVersion: 'ocpiVersion',
  limit: 'limit',
  cursor: 'cursor',
} as const;
export const RUN_PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;

/**
 * Sent on every run start. The interface does not promise that the service honours it, so the
 * client never relies on it: an ambiguous start is reconciled by looking the run up by seed.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Endpoint that starts a journey run from a previewed plan (4.3: "not shown"). */
export const JOURNEY_START_PATH = '/testing/journey-runs';
/** Body of the journey start: the plan id from the preview, and its hash so a stale plan is refused. */
export const JOURNEY_START_FIELDS = { planId: 'planId', planHash: 'planHash' } as const;

/** Body field of POST /testing/journey-runs/{id}/recovery that selects the decision (4.3: "not shown"). */
export const RECOVERY_DECISION_FIELD = 'decision';

/** Query parameter of the journey stream that resumes after a sequence (4.3: "not shown"). */
export const STREAM_CURSOR_PARAM = 'after';

/**
 * Journey reports in the run list carry the journey run id under this property (an additional
 * property; 2.5 does not show it). The client uses it only to reconcile an ambiguous journey start.
 */
export const REPORT_RUN_ID_FIELD = 'runId';

/**
 * Journey event names (6: "not shown"). Frames carry the name in the SSE `event:` field; the
 * JSON body repeats it as `type`. The client tolerates names it does not know.
 */
export const JOURNEY_EVENTS = {
  runStarted: 'run.started',
  stageStarted: 'stage.started',
  sessionUpdate: 'session.update',
  stageCompleted: 'stage.completed',
  cdrIssued: 'cdr.issued',
  runInterrupted: 'run.interrupted',
  recoveryApplied: 'recovery.applied',
  cancelRequested: 'cancel.requested',
  runCompleted: 'run.completed',
  runFailed: 'run.failed',
  runCancelled: 'run.cancelled',
} as const;

/** Events after which the server sends nothing more for the run. */
export const TERMINAL_EVENT_NAMES: ReadonlySet<string> = new Set([
  JOURNEY_EVENTS.runCompleted,
  JOURNEY_EVENTS.runFailed,
  JOURNEY_EVENTS.runCancelled,
]);

/**
 * Long-poll of GET /testing/journey-runs/{id}: the service answers when the run is terminal or
 * needs a decision (interrupted, recovery_required), or when the wait runs out.
 */
export const JOURNEY_STATUS_SETTLED: ReadonlySet<string> = new Set([
  'completed',
  'failed',
  'cancelled',
  'interrupted',
  'recovery_required',
]);

/** Route, outside the authenticated API, where a shared report is opened without an account (5.7: "not shown"). */
export const SHARED_REPORT_PATH = '/shared';

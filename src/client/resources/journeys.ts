/**
 * 4.3 Journeys: a plan previewed, a journey run started from it (never twice, starts.ts), its
 * status long-polled, its events followed, and a recovery decision or a cancel sent; the journey
 * run status (2.6), the preview request and the answers of each.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { InputError } from '../../util/errors.js';
import { AmbiguousStartError, ServiceError } from '../errors.js';
import { int, OCPI_VERSIONS, optional, SEED_LENGTH } from '../payloads.js';
import type { CallOptions } from '../request.js';
import { type FollowOptions, followJourneyEvents, type JourneyEvent } from '../stream.js';
import type { Transport } from '../transport.js';
import {
  IDEMPOTENCY_HEADER,
  JOURNEY_START_FIELDS,
  JOURNEY_START_PATH,
  LONG_POLL_PARAM,
  RECOVERY_DECISION_FIELD,
  REPORT_RUN_ID_FIELD,
} from '../wire.js';
import { clampWait, longPollTimeout, pathId, type WaitOptions } from './operation.js';
import { TERMINAL_RUN_STATUSES } from './run-report.js';
import type { Runs } from './runs.js';
import { findLostStart, type StartRunOptions, sendStart } from './starts.js';

export interface StartJourneyRequest {
  planId: string;
  planHash?: string;
  /** The seed and target of the previewed body: how an ambiguous start is reconciled. */
  seed: string;
  targetId: string;
}

export class Journeys {
  constructor(
    private readonly transport: Transport,
    /** The run list, where a start whose answer was lost is looked for. */
    private readonly runs: Runs,
  ) {}

  async preview(
    body: JourneyPreviewRequest,
    options: CallOptions = {},
  ): Promise<JourneyPreviewResult> {
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: '/testing/journeys/preview',
        body,
        schema: JourneyPreviewResultSchema,
        // Compiling and saving a plan touches no partner; a duplicate plan is harmless.
        retryClass: 'idempotent',
      },
      options,
    );
    return reply.data;
  }

  /** Starts a journey run from a previewed plan, with the same never-start-twice care as Runs.start. */
  async start(
    request: StartJourneyRequest,
    options: Omit<StartRunOptions, 'waitSeconds'> = {},
  ): Promise<JourneyRunStatus & { reconciled: boolean }> {
    if (!request.planId) throw new InputError('planId', 'planId is required to start a journey.');
    const operation = `POST ${JOURNEY_START_PATH}`;
    const { reply, reconciled } = await sendStart(
      this.transport,
      {
        method: 'POST',
        path: JOURNEY_START_PATH,
        body: {
          [JOURNEY_START_FIELDS.planId]: request.planId,
          [JOURNEY_START_FIELDS.planHash]: request.planHash,
        },
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        schema: JourneyRunStatusSchema,
        retryClass: 'start',
        resource: { kind: 'journey plan', id: request.planId },
      },
      options,
      async () => {
        const found = await findLostStart(
          this.runs,
          operation,
          request.targetId,
          { seed: request.seed, exclude: options.excludeReportIds },
          options,
          (why, cause) =>
            new AmbiguousStartError(
              operation,
              request.seed,
              `Starting the journey may have succeeded, but the answer was lost and ${why}. Not starting again, to avoid running the journey twice. Look for a journey run with seed "${request.seed}" before re-running.`,
              cause,
            ),
        );
        if (!found) return undefined;
        const runId = (found as Record<string, unknown>)[REPORT_RUN_ID_FIELD];
        if (typeof runId !== 'string') {
          throw new AmbiguousStartError(
            operation,
            request.seed,
            `The journey was started (report ${found._id}) but its answer was lost, and the run list does not give its run id. Open the report in the service to follow it.`,
          );
        }
        return {
          status: 200,
          meta: undefined,
          data: { runId, reportId: found._id, status: found.status },
        };
      },
    ).catch((error: unknown) => {
      throw journeyStartMissing(error, operation);
    });
    return { ...reply.data, reconciled };
  }

  async get(id: string, options: WaitOptions = {}): Promise<JourneyRunStatus> {
    const wait = clampWait(options.waitSeconds);
    const reply = await this.transport.call(
      {
        method: 'GET',
        path: `/testing/journey-runs/${pathId(id, 'journey run id')}`,
        route: '/testing/journey-runs/{id}',
        query: { [LONG_POLL_PARAM]: wait },
        schema: JourneyRunStatusSchema,
        retryClass: 'idempotent',
        timeoutMs: longPollTimeout(wait),
        resource: { kind: 'journey run', id },
      },
      options,
    );
    return reply.data;
  }

  /**
   * The run's events, replayed and then followed live, resumed after drops without duplicates.
   * Ends after a terminal event, or when the stream ends and the status read says the run is over.
   */
  events(id: string, options: FollowOptions = {}): AsyncGenerator<JourneyEvent> {
    pathId(id, 'journey run id');
    const isTerminal = async () => {
      const status = await this.get(id, { signal: options.signal });
      return TERMINAL_RUN_STATUSES.has(status.status);
    };
    return followJourneyEvents(this.transport, id, isTerminal, options);
  }

  async recover(
    id: string,
    request: { decision: string; recoveryVersion: number },
    options: CallOptions = {},
  ) {
    if (!request.decision) throw new InputError('decision', 'A recovery decision is required.');
    if (!Number.isInteger(request.recoveryVersion) || request.recoveryVersion < 0) {
      throw new InputError(
        'recoveryVersion',
        'recoveryVersion must be the whole number read from the run status.',
      );
    }
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: `/testing/journey-runs/${pathId(id, 'journey run id')}/recovery`,
        route: '/testing/journey-runs/{id}/recovery',
        body: {
          [RECOVERY_DECISION_FIELD]: request.decision,
          recoveryVersion: request.recoveryVersion,
        },
        schema: RecoveryResultSchema,
        retryClass: 'unsafe',
        resource: { kind: 'journey run', id },
      },
      options,
    );
    return reply.data;
  }

  async cancel(id: string, options: CallOptions = {}) {
    const reply = await this.transport.call(
      {
        method: 'POST',
        path: `/testing/journey-runs/${pathId(id, 'journey run id')}/cancel`,
        route: '/testing/journey-runs/{id}/cancel',
        schema: CancelResultSchema,
        // Asking twice to stop is the same as asking once.
        retryClass: 'idempotent',
        resource: { kind: 'journey run', id },
      },
      options,
    );
    return reply.data;
  }
}

/**
 * The endpoint that starts a journey is our guess (wire.ts). A 404 or 405 there may be a plan the
 * service does not know, or a service that starts journeys elsewhere: say both.
 */
function journeyStartMissing(error: unknown, operation: string): unknown {
  if (!(error instanceof ServiceError) || ![404, 405, 501].includes(error.status)) return error;
  return new ServiceError(
    `${error.message} The service may also start journey runs at another endpoint than ${operation}: the interface does not show it (see README "Assumptions about the service"), so a service that differs cannot run journeys with this version of the tool.`,
    operation,
    error,
  );
}

export const JOURNEY_KINDS = [
  'first-successful-charge',
  'rough-session',
  'charger-reset',
  'partner-connection',
  'catalogue-trust',
  'remote-start-stop',
  'live-price-parking',
  'reservation',
  'cdr-desk',
  'offline-catch-up',
  'hub-routed-charge',
  'book-arrive-charge',
  'direct-terminal-payment',
  'smart-charging-control',
  'hub-connection-status',
  'invalid-charging-data',
  'custom',
] as const;
export const JOURNEY_ROLES = ['CPO', 'EMSP', 'PTP', 'OTHER', 'SCSP'] as const;
export const JOURNEY_PROFILES = [
  'core-charging',
  'foundation',
  'catalogue',
  'commands',
  'billing',
  'recovery',
  'hub',
  'booking',
  'direct-payment',
  'charging-profiles',
  'hub-client-info',
  'negative',
] as const;

// 2.6 Journey run status.
export const RecoveryOptionSchema = z.looseObject({
  decision: z.string(),
  label: optional(z.string()),
  description: optional(z.string()),
});
export type RecoveryOption = z.infer<typeof RecoveryOptionSchema>;

export const JourneyRunStatusSchema = z.looseObject({
  runId: z.string(),
  reportId: optional(z.string()),
  status: z.string(),
  runIntegrity: optional(z.string()),
  recoveryVersion: optional(int()),
  recoveryOptions: optional(z.array(RecoveryOptionSchema)),
  workerHealthy: optional(z.boolean()),
});
export type JourneyRunStatus = z.infer<typeof JourneyRunStatusSchema>;

// 4.3 Journey preview request; the emulator and the action's input validation share it.
// Unlike the payloads read from the service, this body is written by a person: its objects are
// strict, so that a misspelt key is an error instead of a default silently used. The items of
// session.updates are not described by the interface and stay unchecked.
export const JourneyPreviewRequestSchema = z.strictObject({
  schemaVersion: z.literal(1, { message: 'must be 1, the only schema version' }),
  targetId: z.string().min(1),
  topology: z.strictObject({
    kind: z.enum(JOURNEY_KINDS),
    profile: z.enum(JOURNEY_PROFILES).optional(),
    role: z.enum(JOURNEY_ROLES).optional(),
    ocpiVersion: z.enum(OCPI_VERSIONS).optional(),
    label: z.string().min(1).max(64).optional(),
  }),
  clock: z
    .strictObject({
      durationSeconds: z.number().int().positive().optional(),
      accelerationFactor: z.number().int().positive().optional(),
    })
    .optional(),
  session: z
    .strictObject({
      cadenceSeconds: z.number().int().positive().optional(),
      updates: z.array(z.unknown()).optional(),
      jitterSeconds: z.number().int().nonnegative().optional(),
    })
    .optional(),
  completion: z
    .strictObject({ cdrDelaySeconds: z.number().int().nonnegative().optional() })
    .optional(),
  seed: z.string().min(SEED_LENGTH.min).max(SEED_LENGTH.max),
});
export type JourneyPreviewRequest = z.infer<typeof JourneyPreviewRequestSchema>;

// 2.9 The answers to a preview, a recovery and a cancel.
export const JourneyPreviewResultSchema = z.looseObject({
  planId: z.string(),
  planHash: optional(z.string()),
  runAllowed: z.boolean(),
  plan: optional(z.record(z.string(), z.unknown())),
  expiresInSeconds: optional(int()),
});
export type JourneyPreviewResult = z.infer<typeof JourneyPreviewResultSchema>;

export const RecoveryResultSchema = z.looseObject({
  status: z.string(),
  reportId: optional(z.string()),
});
export type RecoveryResult = z.infer<typeof RecoveryResultSchema>;

export const CancelResultSchema = z.looseObject({ status: z.string() });
export type CancelResult = z.infer<typeof CancelResultSchema>;

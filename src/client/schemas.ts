/**
 * zod schemas for every payload of the service interface, section 2, and the types inferred from them.
 *
 * Tolerance is deliberate: objects keep unknown properties (a newer server adds fields), optional
 * fields may be absent or null, and open value sets (status, runKind, severity...) are plain
 * strings. Code that needs to act on a value checks it against the known sets below, so that an
 * unknown value is noticed and reported instead of breaking the parse.
 */
import { z } from 'zod';

export const OCPI_VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'] as const;
export const CONNECTION_ROLES = ['CPO', 'EMSP', 'HUB', 'NAP', 'NSP', 'OTHER', 'SCSP'] as const;
export const CONNECTION_STATUSES = ['pending', 'registered', 'failed'] as const;
export const CONNECTION_KINDS = ['external', 'sandbox'] as const;
export const RUN_STATUSES = [
  'queued',
  'running',
  'recovering',
  'recovery_required',
  'completed',
  'failed',
  'cancelled',
  'interrupted',
] as const;
/** A run in one of these states will not change any more. */
export const TERMINAL_RUN_STATUSES: ReadonlySet<string> = new Set([
  'completed',
  'failed',
  'cancelled',
]);
export const CAPABILITIES = [
  'external-endpoints',
  'ci-handoff',
  'saved-presets',
  'load-testing',
  'direct-payment',
  'bookings',
  'scheduled-runs',
] as const;
export const LIMIT_IDS = ['connections', 'run-concurrency'] as const;
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

export type OcpiVersion = (typeof OCPI_VERSIONS)[number];
export type ConnectionRole = (typeof CONNECTION_ROLES)[number];
export type RunStatus = (typeof RUN_STATUSES)[number];
export type Capability = (typeof CAPABILITIES)[number];

/** True when `value` is one of `known`; used to notice values a newer server introduced. */
export function isKnown<T extends string>(known: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (known as readonly string[]).includes(value);
}

/**
 * An optional field: absent, undefined or null all read as undefined. A union rather than a
 * null-to-undefined preprocess: the common case (a value) then costs no transform, which made
 * reading a 10,000-check report ~35% faster. describeIssues reports a bad value through the
 * union's first branch, so the message still names the field and the expected type.
 */
function optional<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null().transform(() => undefined)]).optional();
}

const int = () => z.number().int();
const count = () => z.number().int().nonnegative();

// 2.2 Error envelope. Only success and message are required; anything else is read if it parses.
export const LimitSchema = z.looseObject({
  id: z.string(),
  used: int(),
  cap: int(),
});
export const ErrorEnvelopeSchema = z.looseObject({
  success: optional(z.boolean()),
  message: z.string(),
  status: optional(z.string()),
  code: optional(z.string()),
  timestamp: optional(z.string()),
  capability: optional(z.string()),
  limit: optional(LimitSchema),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

// 2.1 Success envelope: data is checked by the operation's own schema.
export const MetaSchema = z.looseObject({
  limit: optional(int()),
  skip: optional(int()),
  nextCursor: optional(z.string()),
});
export const SuccessEnvelopeSchema = z.looseObject({
  success: z.literal(true),
  data: z.unknown(),
  meta: optional(MetaSchema),
});
export type Meta = z.infer<typeof MetaSchema>;

// 2.3 Connection.
export const ConnectionSchema = z.looseObject({
  _id: z.string(),
  partnerBaseUrl: z.string(),
  ourRole: z.string(),
  theirRole: z.string(),
  ocpiVersion: z.string(),
  status: z.string(),
  kind: optional(z.string()),
  lastError: optional(z.string()),
});
export type Connection = z.infer<typeof ConnectionSchema>;

/** A connection without `kind` predates the sandbox and is external (2.3). */
export function connectionKind(connection: Connection): string {
  return connection.kind ?? 'external';
}

// 2.4 Connection creation request. Validated before sending: bad input never costs a request.
const role = z.enum(CONNECTION_ROLES);
const ocpiVersion = z.enum(OCPI_VERSIONS);
export const CreateConnectionSchema = z
  .strictObject({
    partnerBaseUrl: z.url({
      message: 'must be an absolute URL such as https://partner.example/ocpi/versions',
    }),
    ourRole: role,
    theirRole: role,
    ocpiVersion,
    tokenA: z.string().min(1).optional(),
    tokenC: z.string().min(1).optional(),
    localTokenB: z.string().min(1).optional(),
    ourPartyId: z.string().min(1).max(3, { message: 'must be at most 3 characters' }).optional(),
    ourCountryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/, { message: 'must be exactly 2 letters (ISO 3166 alpha-2)' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const registration = body.tokenA !== undefined;
    const existing = body.tokenC !== undefined;
    if (registration && existing) {
      ctx.addIssue({
        code: 'custom',
        path: ['tokenA'],
        message: 'use either tokenA (registration) or tokenC (existing credentials), not both',
      });
      return;
    }
    if (!registration && !existing) {
      ctx.addIssue({
        code: 'custom',
        path: ['tokenA'],
        message: 'one of tokenA (registration) or tokenC (existing credentials) is required',
      });
      return;
    }
    if (registration) {
      for (const field of ['localTokenB', 'ourPartyId', 'ourCountryCode'] as const) {
        if (body[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'is only allowed with tokenC (existing credentials), not with tokenA',
          });
        }
      }
      return;
    }
    for (const field of ['ourPartyId', 'ourCountryCode'] as const) {
      if (body[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'is required with tokenC' });
      }
    }
  });
export type CreateConnection = z.infer<typeof CreateConnectionSchema>;

// 2.5 Run report.
export const ReferenceSchema = z.looseObject({
  path: optional(z.string()),
  section: optional(z.string()),
  anchor: optional(z.string()),
  documentTitle: optional(z.string()),
  page: optional(int()),
  strength: optional(z.string()),
  quote: optional(z.string()),
});
export type Reference = z.infer<typeof ReferenceSchema>;

export const ValidationSchema = z.looseObject({
  passed: optional(z.boolean()),
  message: optional(z.string()),
  name: optional(z.string()),
  required: optional(z.boolean()),
  severity: optional(z.string()),
  unobservable: optional(z.boolean()),
  references: optional(z.array(ReferenceSchema)),
  details: z.unknown().optional(),
});
export type Validation = z.infer<typeof ValidationSchema>;

const ExchangeRequestSchema = z.looseObject({
  method: optional(z.string()),
  url: optional(z.string()),
  headers: optional(z.record(z.string(), z.unknown())),
  headersTruncated: optional(z.boolean()),
  body: z.unknown().optional(),
  bodyTruncated: optional(z.boolean()),
});
const ExchangeResponseSchema = z.looseObject({
  status: optional(int()),
  headers: optional(z.record(z.string(), z.unknown())),
  headersTruncated: optional(z.boolean()),
  body: z.unknown().optional(),
  bodyTruncated: optional(z.boolean()),
});
export const ExchangeSchema = z.looseObject({
  request: optional(ExchangeRequestSchema),
  response: optional(ExchangeResponseSchema),
  latencyMs: optional(int()),
  error: optional(z.string()),
  errorTruncated: optional(z.boolean()),
});
export type Exchange = z.infer<typeof ExchangeSchema>;

export const CheckSchema = z.looseObject({
  testId: z.string(),
  name: optional(z.string()),
  passed: optional(z.boolean()),
  expectedStatus: optional(z.array(int())),
  actualStatus: optional(int()),
  validations: optional(z.array(ValidationSchema)),
  warnings: optional(z.array(ValidationSchema)),
  unreached: optional(z.string()),
  transportKind: optional(z.string()),
  unobservable: optional(z.boolean()),
  references: optional(z.array(ReferenceSchema)),
  sourceCitations: optional(z.array(ReferenceSchema)),
  provenBy: optional(z.array(z.looseObject({ id: z.string(), breaks: optional(z.string()) }))),
  exchange: optional(ExchangeSchema),
});
export type Check = z.infer<typeof CheckSchema>;

export const SummarySchema = z.looseObject({
  total: count(),
  passed: count(),
  failed: count(),
  warned: count(),
  unobservable: count(),
});
export type Summary = z.infer<typeof SummarySchema>;

export const SuiteResultSchema = z.looseObject({
  suiteId: z.string(),
  module: optional(z.string()),
  total: optional(count()),
  passed: optional(count()),
  failed: optional(count()),
  warned: optional(count()),
  unobservable: optional(count()),
  checks: z
    .array(CheckSchema)
    .nullish()
    .transform((checks) => checks ?? []),
});
export type SuiteResult = z.infer<typeof SuiteResultSchema>;

export const ProvenanceSchema = z.looseObject({
  toolVersion: optional(z.string()),
  rosterHash: optional(z.string()),
  specVersions: optional(z.array(z.string())),
});

export const RunReportSchema = z.looseObject({
  _id: z.string(),
  status: z.string(),
  ocpiVersion: optional(z.string()),
  runKind: optional(z.string()),
  connectionLabel: optional(z.string()),
  seed: optional(z.string()),
  provenance: optional(ProvenanceSchema),
  module: optional(z.string()),
  withheldModules: optional(z.array(z.string())),
  draining: optional(z.boolean()),
  summary: optional(SummarySchema),
  suites: optional(z.array(SuiteResultSchema)),
});
export type RunReport = z.infer<typeof RunReportSchema>;

/** A run-list entry checked only as far as finding it by id needs; see Runs.entries. */
export const RunListEntrySchema = z.looseObject({ _id: z.string() });
export type RunListEntry = z.infer<typeof RunListEntrySchema>;

// 4.2 Start of a conformance run.
export const StartRunRequestSchema = z.strictObject({
  connectionId: z.string().min(1),
  module: z.string().min(1).optional(),
  seed: z.string().min(1).max(128).optional(),
});
export type StartRunRequest = z.infer<typeof StartRunRequestSchema>;

export const StartRunResultSchema = z.looseObject({
  executionId: optional(z.string()),
  reportId: z.string(),
  status: z.string(),
  seed: optional(z.string()),
  draining: optional(z.boolean()),
  summary: optional(SummarySchema),
  withheldModules: optional(z.array(z.string())),
  error: optional(z.string()),
});
export type StartRunResult = z.infer<typeof StartRunResultSchema>;

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
    ocpiVersion: ocpiVersion.optional(),
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
  seed: z.string().min(1).max(128),
});
export type JourneyPreviewRequest = z.infer<typeof JourneyPreviewRequestSchema>;

// 2.7 Suite listing (no envelope).
export const SuiteEntrySchema = z.looseObject({
  id: z.string(),
  name: optional(z.string()),
  module: z.string(),
  version: z.string(),
  test_count: optional(count()),
  description: optional(z.string()),
  tags: optional(z.array(z.string())),
  group: optional(z.string()),
  order: optional(int()),
  mandatory: optional(z.boolean()),
});
export type SuiteEntry = z.infer<typeof SuiteEntrySchema>;

export const SuiteListingSchema = z.looseObject({
  total_suites: optional(count()),
  suites: z.array(SuiteEntrySchema),
  endpoint: optional(z.string()),
  version: optional(z.string()),
  description: optional(z.string()),
});
export type SuiteListing = z.infer<typeof SuiteListingSchema>;

// 2.8 Usage.
export const UsageSchema = z.looseObject({
  tier: optional(z.string()),
  plan: optional(z.string()),
  connections: optional(z.looseObject({ active: optional(count()), cap: optional(int()) })),
  apiKeys: optional(z.looseObject({ active: optional(count()), cap: optional(int()) })),
  runs: optional(
    z.looseObject({
      inflight: optional(count()),
      inflightCap: optional(int()),
      perMinuteCap: optional(int()),
      thisMonth: optional(count()),
    }),
  ),
  reportRetentionDays: optional(int()),
  members: optional(z.looseObject({ active: optional(count()) })),
});
export type Usage = z.infer<typeof UsageSchema>;

// 2.9 Other payloads.
export const ShareResultSchema = z.looseObject({ shareToken: z.string().min(1) });
export type ShareResult = z.infer<typeof ShareResultSchema>;

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

/** Delete operations answer an empty object; anything else is tolerated. */
export const EmptySchema = z.unknown();

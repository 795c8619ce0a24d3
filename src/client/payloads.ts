/**
 * What every payload of the service interface (section 2) shares: the envelopes of a success
 * (2.1) and of an error (2.2), the tolerance of every schema, and the OCPI versions. Each
 * resource's own payloads are described beside it, in resources/ (zod schemas and the types
 * inferred from them).
 *
 * Tolerance is deliberate: objects keep unknown properties (a newer server adds fields), optional
 * fields may be absent or null, and open value sets (status, runKind, severity...) are plain
 * strings. Code that needs to act on a value checks it against the known sets (isKnown), so that
 * an unknown value is noticed and reported instead of breaking the parse.
 */
import { z } from 'zod';

export const OCPI_VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'] as const;
/** The length of a seed the service takes (a run's start, a journey's preview and start). */
export const SEED_LENGTH = { min: 1, max: 128 } as const;
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

export type OcpiVersion = (typeof OCPI_VERSIONS)[number];
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
export function optional<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null().transform(() => undefined)]).optional();
}

export const int = () => z.number().int();
export const count = () => z.number().int().nonnegative();

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

/** Delete operations answer an empty object; anything else is tolerated. */
export const EmptySchema = z.unknown();

/**
 * 2.5 The run report: what the run list holds (Runs), what a report lookup finds (Reports) and
 * what a start's answer summarises (Runs.start). The run list is the only read of a report.
 */
import { z } from 'zod';
import { count, int, optional } from '../payloads.js';

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
export type RunStatus = (typeof RUN_STATUSES)[number];

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

/**
 * The service client: every operation of the Partner Endpoint Testing Service interface, one
 * module per resource in resources/ with the payloads it speaks beside it; what every payload
 * shares in payloads.ts.
 */

export * from './assumptions.js';
export { checkBaseUrl } from './base-url.js';
export * from './client.js';
export * from './errors.js';
export * from './pacing.js';
export type { Page } from './paging.js';
export {
  CAPABILITIES,
  type Capability,
  type ErrorEnvelope,
  ErrorEnvelopeSchema,
  isKnown,
  LIMIT_IDS,
  type Meta,
  OCPI_VERSIONS,
  type OcpiVersion,
  SuccessEnvelopeSchema,
} from './payloads.js';
export type { CallOptions, ClientLogger } from './request.js';
export { USER_AGENT } from './request.js';
export * from './resources/connections.js';
export * from './resources/journeys.js';
export { clampWait, LONG_POLL_MARGIN_MS, type WaitOptions } from './resources/operation.js';
export * from './resources/reports.js';
export * from './resources/run-report.js';
export * from './resources/runs.js';
export * from './resources/shares.js';
export {
  identifiesStart,
  RECONCILE_REREAD_DELAYS_MS,
  RECONCILE_WINDOW_MS,
  type StartRunOptions,
} from './resources/starts.js';
export * from './resources/suites.js';
export * from './resources/usage.js';
export type { ClientSetting, ClientSettingNames } from './setting-names.js';
export type { FollowOptions, JourneyEvent, StreamSample } from './stream.js';
export { sampleJourneyStream } from './stream.js';

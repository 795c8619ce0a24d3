/** The service client: every operation of the Partner Endpoint Testing Service interface. */

export * from './assumptions.js';
export * from './client.js';
export * from './errors.js';
export * from './pacing.js';
export type { Page } from './paging.js';
export * from './schemas.js';
export type { FollowOptions, JourneyEvent, StreamSample } from './stream.js';
export { sampleJourneyStream } from './stream.js';
export type { CallOptions, ClientLogger, ClientSetting } from './transport.js';
export { normaliseBaseUrl, USER_AGENT } from './transport.js';

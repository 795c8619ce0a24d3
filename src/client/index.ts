/** The service client: every operation of the Partner Endpoint Testing Service interface. */

export * from './assumptions.js';
export { checkBaseUrl } from './base-url.js';
export * from './client.js';
export * from './errors.js';
export * from './pacing.js';
export type { Page } from './paging.js';
export type { CallOptions, ClientLogger } from './request.js';
export { USER_AGENT } from './request.js';
export * from './schemas.js';
export type { ClientSetting, ClientSettingNames } from './setting-names.js';
export type { FollowOptions, JourneyEvent, StreamSample } from './stream.js';
export { sampleJourneyStream } from './stream.js';

/**
 * The value sets and bounds that the service interface states, written out for the emulator
 * alone (section numbers of the interface in the comments).
 *
 * The client holds its own copy (client/payloads.ts and each resource's payloads in
 * client/resources/). The emulator does not read that copy: it is a second, separate reading of
 * the interface, so a slip in the client's copy meets a 400 here instead of being mirrored. What
 * the interface leaves "not shown" (parameter names, paths, event names) is different: those are
 * the client's guesses, and the emulator shares them on purpose from client/wire.ts, because it
 * emulates the guess.
 */

/** OCPI versions of connections and filters (2.3, 4.2, 4.3, 9). */
export const OCPI_VERSIONS = ['2.1.1', '2.2', '2.2.1', '2.3.0'] as const;
export type OcpiVersion = (typeof OCPI_VERSIONS)[number];

/** Roles of a connection, ours and theirs (2.3, 2.4). */
export const CONNECTION_ROLES = ['CPO', 'EMSP', 'HUB', 'NAP', 'NSP', 'OTHER', 'SCSP'] as const;
export type ConnectionRole = (typeof CONNECTION_ROLES)[number];

/** Connection statuses (2.3, 3). */
export const CONNECTION_STATUSES = ['pending', 'registered', 'failed'] as const;

/** Run status values (3). */
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

/** Plan capabilities an error names (2.2). */
export const CAPABILITIES = [
  'external-endpoints',
  'ci-handoff',
  'saved-presets',
  'load-testing',
  'direct-payment',
  'bookings',
  'scheduled-runs',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Limits a 402 names (2.2, 7). */
export const LIMIT_IDS = ['connections', 'run-concurrency'] as const;
export type LimitId = (typeof LIMIT_IDS)[number];

/** Journey kinds of a preview body (4.3). */
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
export type JourneyKind = (typeof JOURNEY_KINDS)[number];

/** Roles of a preview body (4.3; a different set from the connection roles). */
export const JOURNEY_ROLES = ['CPO', 'EMSP', 'PTP', 'OTHER', 'SCSP'] as const;

/** Journey profiles of a preview body (4.3). */
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

/** The only schemaVersion of a preview body (4.3, 9). */
export const JOURNEY_SCHEMA_VERSION = 1;

/**
 * "One string field has length 1 to 64" (4.3). The interface does not say which field; the
 * emulator applies it to topology.label, its own reading.
 */
export const JOURNEY_LABEL_LENGTH = { min: 1, max: 64 } as const;

/** Seed length (4.3, 8: the journey seed); the emulator holds run seeds to it too. */
export const SEED_LENGTH = { min: 1, max: 128 } as const;

/** Long-poll wait in seconds: 1 to 55, larger values clamped to 55 (4, 8). */
export const LONG_POLL_SECONDS = { min: 1, max: 55 } as const;

/** Page size of GET /connections (4.1, 8). */
export const CONNECTION_PAGE_SIZE = { min: 1, max: 100, default: 50 } as const;

/** Page size of GET /testing/runs (4.2, 8). */
export const REPORT_PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;

/** ourPartyId: at most 3 characters (2.4, 8). */
export const PARTY_ID_MAX_LENGTH = 3;

/** ourCountryCode: exactly 2 letters (2.4, 8). */
export const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2}$/;

/** The connection list's direction filter (4.1). */
export const CONNECTION_DIRECTIONS = ['inbound', 'outbound'] as const;

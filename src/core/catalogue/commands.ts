/**
 * The options of the CLI's commands other than `run`: the listings' filters and pages, the
 * doctor's, `show`'s and `replay`'s. No action input: each entry's `commands` names the commands
 * that take it (a command takes `run`'s settings as well, such as the service's key and base URL).
 * Entries of the settings catalogue (core/catalogue.ts); SettingSpec says what each field means.
 * The bounds and value lists are the client's, the one place that states them.
 */
import { OCPI_VERSIONS } from '../../client/payloads.js';
import { RUN_STATUSES } from '../../client/resources/run-report.js';
import { CONNECTION_PAGE_SIZE, RUN_PAGE_SIZE } from '../../client/wire.js';
import { count, list, matching, oneOf, oneOfOrNone, switched, text } from './parsers.js';
import type { SettingSpec } from './spec.js';

/** Where replay sends the recorded requests (app/replay-plan.ts ReplayOptions.paths). */
export const REPLAY_PATHS = ['published', 'recorded'] as const;
export type ReplayPaths = (typeof REPLAY_PATHS)[number];

/** How long a replay waits for each answer of the partner, in seconds. */
export const REPLAY_TIMEOUT_SECONDS = { min: 1, max: 300, default: 10 } as const;

/** The variable replay reads the partner's token from unless told another: the curl commands'. */
const TOKEN_ENV = 'OCPI_TOKEN';

/** The values of `connections list --direction`. */
const DIRECTIONS = ['inbound', 'outbound'] as const;

/** "a, b or c". */
function either(values: readonly string[]): string {
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** A page size the service takes: its bounds and its default, as the client states them. */
function pageSize(size: { min: number; max: number; default: number }) {
  return {
    placeholder: 'N',
    env: false,
    description: `page size, ${size.min} to ${size.max} (default: the service default, ${size.default})`,
    parse: count(size.min, size.max),
  } as const;
}

export const COMMAND_SETTINGS = {
  suitesVersion: {
    flag: 'ocpi-version',
    commands: ['suites'],
    env: false,
    placeholder: 'VERSION',
    description: `only suites of this OCPI version: ${either(OCPI_VERSIONS)}`,

    parse: oneOfOrNone(OCPI_VERSIONS),
  },
  suitesModule: {
    flag: 'module',
    commands: ['suites'],
    env: false,
    placeholder: 'NAME',
    description: 'only suites of this module, e.g. locations',

    parse: text,
  },
  connectionsDirection: {
    flag: 'direction',
    commands: ['connections list'],
    env: false,
    placeholder: 'DIR',
    description: 'only inbound or only outbound connections',

    parse: oneOfOrNone(DIRECTIONS),
  },
  connectionsLimit: {
    flag: 'limit',
    commands: ['connections list'],
    ...pageSize(CONNECTION_PAGE_SIZE),
  },
  runsConnection: {
    flag: 'connection',
    commands: ['runs list'],
    env: false,
    placeholder: 'ID',
    description: 'only reports of this connection',

    parse: text,
  },
  runsStatus: {
    flag: 'status',
    commands: ['runs list'],
    env: false,
    placeholder: 'STATUS',
    description: `only runs in this status: ${RUN_STATUSES.join(', ')}`,

    parse: oneOfOrNone(RUN_STATUSES),
  },
  runsVersion: {
    flag: 'ocpi-version',
    commands: ['runs list'],
    env: false,
    placeholder: 'VERSION',
    description: `only runs of this OCPI version: ${either(OCPI_VERSIONS)}`,

    parse: oneOfOrNone(OCPI_VERSIONS),
  },
  runsLimit: { flag: 'limit', commands: ['runs list'], ...pageSize(RUN_PAGE_SIZE) },
  runsCursor: {
    flag: 'cursor',
    commands: ['runs list'],
    env: false,
    placeholder: 'CURSOR',
    description: 'continue from a previous page (its nextCursor)',

    parse: text,
  },
  listAll: {
    flag: 'all',
    commands: ['connections list', 'runs list'],
    switch: true,
    env: false,
    description: 'read every page, not only the first',

    parse: switched,
  },
  doctorSandboxRuns: {
    flag: 'sandbox-runs',
    commands: ['doctor'],
    switch: true,
    env: false,
    description:
      'also run one conformance run (of the module with the fewest checks in the suite listing) ' +
      'and one short journey (cancelled) on the built-in sandbox peer, never on a partner, to ' +
      'check start, long-poll, lookup by seed, sharing, stream resume and cancel',

    parse: switched,
  },
  showChecks: {
    flag: 'check',
    commands: ['show'],
    list: true,
    env: false,
    placeholder: 'ID',
    description:
      'show this check only (its test id; repeat it or give a comma list); default: every ' +
      'failed and warned check',

    parse: list,
  },
  showBodyDir: {
    flag: 'body-dir',
    commands: ['show'],
    env: false,
    placeholder: 'DIR',
    description:
      'where to write a request body too large for the command line (default: the working ' +
      'directory); the command reads it from there',

    parse: text,
  },
  replayPartnerBaseUrl: {
    flag: 'partner-base-url',
    commands: ['replay'],
    env: false,
    placeholder: 'URL',
    meaning:
      "the base URL of the partner's endpoint to send the recorded requests to, such as " +
      'http://localhost:8080/ocpi/versions (its versions URL)',
    description:
      "Required: the partner's versions URL, such as http://localhost:8080/ocpi/versions (as a " +
      "connection names it). Replay reads it and the version details of the report's OCPI " +
      'version, and sends each request to the endpoint the partner publishes for its module and ' +
      'interface, with the recorded object ids and query',

    parse: text,
  },
  replayPaths: {
    flag: 'paths',
    commands: ['replay'],
    env: false,
    placeholder: 'published|recorded',
    default: 'published',
    description:
      "published: each request to the endpoint the partner's version details publish; " +
      'recorded: to its recorded path under the OCPI root of {{replayPartnerBaseUrl}} (its ' +
      "versions URL without /versions), for a partner laid out like the service's sandbox. " +
      'Neither reads nor guesses a path the partner does not publish.',

    parse: oneOf(
      REPLAY_PATHS,
      (raw) =>
        `"${raw}" is not one of ${REPLAY_PATHS.join(', ')}: published sends each request to the ` +
        'endpoint the partner publishes for its module, recorded to its recorded path.',
    ),
  },
  replayChecks: {
    flag: 'check',
    commands: ['replay'],
    list: true,
    env: false,
    placeholder: 'ID',
    description:
      'replay only this check, by its test id (repeat the flag, or a comma list; with ' +
      '{{replayFailedOnly}}, those of them that failed)',

    parse: list,
  },
  replayFailedOnly: {
    flag: 'failed',
    commands: ['replay'],
    switch: true,
    env: false,
    description: 'replay failed checks only, not warned ones',

    parse: switched,
  },
  replayTokenEnv: {
    flag: 'token-env',
    commands: ['replay'],
    env: false,
    placeholder: 'NAME',
    default: TOKEN_ENV,
    description:
      "the environment variable holding the partner's token, for $OCPI_TOKEN in the recorded " +
      'requests (the Authorization header). Other credentials a request holds come from their ' +
      'own variables, as the curl commands read them: $OCPI_TOKEN_A for a check the service ' +
      "sent with the registration token A, $OCPI_CREDENTIALS_TOKEN for a credentials object's " +
      'token...',

    parse: matching(
      /^[A-Za-z_][A-Za-z0-9_]*$/,
      (raw) =>
        `"${raw}" is not the name of an environment variable: give a name such as ${TOKEN_ENV}, ` +
        'not the token itself.',
    ),
  },
  replayYes: {
    flag: 'yes',
    commands: ['replay'],
    switch: true,
    env: false,
    description:
      'send writes (POST, PUT, PATCH, DELETE) without asking; needed when stdin or stdout is ' +
      'not a terminal',

    parse: switched,
  },
  replayTimeoutSeconds: {
    flag: 'timeout-seconds',
    commands: ['replay'],
    env: false,
    placeholder: 'N',
    default: String(REPLAY_TIMEOUT_SECONDS.default),
    description:
      `how long to wait for each answer, ${REPLAY_TIMEOUT_SECONDS.min} to ` +
      `${REPLAY_TIMEOUT_SECONDS.max}. A request is never sent twice.`,

    parse: count(REPLAY_TIMEOUT_SECONDS.min, REPLAY_TIMEOUT_SECONDS.max),
  },
} as const satisfies Readonly<Record<string, SettingSpec>>;

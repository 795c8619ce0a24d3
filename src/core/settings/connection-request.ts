/**
 * A connection request checked in full (interface 2.4): its fields are settings of the same
 * names, which depend on each other (token A or token C, and what goes with each), so no
 * catalogue entry can check them alone.
 */
import {
  CONNECTION_ROLES,
  type CreateConnection,
  CreateConnectionSchema,
  OCPI_VERSIONS,
} from '../../client/index.js';
import type { ConnectionChoice, SettingKey, SettingNames } from '../model.js';
import type { SettingProblem, SettingValues } from './values.js';

/** The fields of a connection request (interface 2.4), each a setting of the same name. */
export const CONNECTION_FIELDS = [
  'partnerBaseUrl',
  'ourRole',
  'theirRole',
  'ocpiVersion',
  'tokenA',
  'tokenC',
  'localTokenB',
  'ourPartyId',
  'ourCountryCode',
] as const satisfies readonly SettingKey[];
type ConnectionField = (typeof CONNECTION_FIELDS)[number];
/** The settings that only go with partnerBaseUrl: the rest of a connection request. */
const ENSURE_SETTINGS = CONNECTION_FIELDS.filter((field) => field !== 'partnerBaseUrl');

/**
 * The connection a run tests: the sandbox, a connection id, or (with partnerBaseUrl) the request
 * to create or reuse one, checked in full.
 */
export function readConnection(values: SettingValues): ConnectionChoice {
  const { name } = values;
  const connection = values.raw('connection');
  const partnerBaseUrl = values.raw('partnerBaseUrl');
  const ensureGiven = ENSURE_SETTINGS.filter((setting) => values.raw(setting));
  if (!partnerBaseUrl) {
    if (ensureGiven.length > 0) {
      values.add(
        ensureGiven[0]!,
        'conflict',
        `is only used with ${name('partnerBaseUrl')} (to create or reuse a connection); set ${name('partnerBaseUrl')} too, or remove ${ensureGiven.map(name).join(', ')}.`,
      );
    }
    if (!connection || connection === 'sandbox') return { mode: 'sandbox' };
    return { mode: 'id', id: connection };
  }
  if (connection && connection !== 'sandbox') {
    values.add(
      'connection',
      'conflict',
      `cannot be used together with ${name('partnerBaseUrl')}: give a connection id, or the partner endpoint to create or reuse a connection for, not both.`,
    );
  }
  const given = Object.fromEntries(CONNECTION_FIELDS.map((field) => [field, values.raw(field)]));
  const checked = checkConnectionRequest(given, name, `with ${name('partnerBaseUrl')}`);
  values.problems.push(...checked.problems);
  return { mode: 'ensure', request: checked.request };
}

const UPPER_CASE_FIELDS: ReadonlySet<string> = new Set([
  'ourRole',
  'theirRole',
  'ourPartyId',
  'ourCountryCode',
]);

/**
 * A connection request checked in full, the one place that does (the ensure mode of a run, and
 * `connections create`): what is missing, the credentials' rules, the schema. Each problem names
 * its setting through `name`; `requiredWith` says what makes the fields required ("with
 * partner-base-url"). The request is the one to send once there is no problem.
 */
export function checkConnectionRequest(
  given: Partial<Record<ConnectionField, string>>,
  name: SettingNames,
  requiredWith?: string,
): { request: CreateConnection; problems: SettingProblem[] } {
  const request: Record<string, string | undefined> = {};
  for (const field of CONNECTION_FIELDS) {
    const raw = given[field]?.trim() || undefined;
    request[field] = raw && UPPER_CASE_FIELDS.has(field) ? raw.toUpperCase() : raw;
  }
  const problems: SettingProblem[] = [];
  const add = (setting: SettingKey, code: SettingProblem['code'], message: string) =>
    problems.push({ setting, code, message });
  const required = requiredWith ? `is required ${requiredWith}` : 'is required';
  const hints: Partial<Record<ConnectionField, string>> = {
    partnerBaseUrl: "the partner's OCPI versions URL",
    ourRole: `one of ${CONNECTION_ROLES.join(', ')}`,
    theirRole: `one of ${CONNECTION_ROLES.join(', ')}`,
    ocpiVersion: `one of ${OCPI_VERSIONS.join(', ')}`,
  };
  for (const [field, hint] of Object.entries(hints) as [ConnectionField, string][]) {
    if (!request[field]) add(field, 'required', `${required}: ${hint}.`);
  }
  for (const [setting, message] of credentialProblems(request, name)) {
    add(setting, 'conflict', `${message}.`);
  }
  const parsed = CreateConnectionSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'partnerBaseUrl') as ConnectionField;
      // A missing value is reported above, in plainer words; so are the credentials' rules.
      if ((!request[field] && field in hints) || issue.code === 'custom') continue;
      const hint = hints[field];
      add(field, 'invalid', `${issue.message}${hint ? ` (${hint})` : ''}.`);
    }
  }
  return { request: (parsed.success ? parsed.data : request) as CreateConnection, problems };
}

/**
 * The rules of the credentials a connection request carries (the schema's refinements), worded
 * with the front end's names: token A registers anew; token C with party id and country code
 * reuses an earlier registration.
 */
export function credentialProblems(
  request: Record<string, string | undefined>,
  name: SettingNames,
): [SettingKey, string][] {
  const registration = request.tokenA !== undefined;
  const existing = request.tokenC !== undefined;
  if (registration && existing) {
    return [
      [
        'tokenA',
        `use either ${name('tokenA')} (registration) or ${name('tokenC')} (existing credentials), not both`,
      ],
    ];
  }
  if (!registration && !existing) {
    return [
      [
        'tokenA',
        `one of ${name('tokenA')} (registration) or ${name('tokenC')} (existing credentials) is required`,
      ],
    ];
  }
  const fields = registration
    ? (['localTokenB', 'ourPartyId', 'ourCountryCode'] as const).filter(
        (f) => request[f] !== undefined,
      )
    : (['ourPartyId', 'ourCountryCode'] as const).filter((f) => request[f] === undefined);
  return fields.map((field) => [
    field,
    registration
      ? `is only allowed with ${name('tokenC')} (existing credentials), not with ${name('tokenA')}`
      : `is required with ${name('tokenC')}`,
  ]);
}

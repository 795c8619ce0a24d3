/**
 * Every setting of a gate, defined once: its neutral name (SettingKey), what it means, its default
 * and its validation. Front ends map their own names onto these keys (the action's inputs, the
 * CLI's flags and environment variables) and read all settings through readSettings, so both
 * validate alike; problems are reported together, each naming its setting through the front end's
 * SettingNames, before any network call. Secrets are handed to the front end the moment they are
 * read, before validation can echo them.
 */
import {
  CONNECTION_ROLES,
  type CreateConnection,
  CreateConnectionSchema,
  InputError,
  normaliseBaseUrl,
  OCPI_VERSIONS,
} from '../client/index.js';
import { sha256 } from '../util/digest.js';
import { plural } from '../util/text.js';
import { branchSuffix, type RunBranches } from './baseline.js';
import { CATALOGUE, type SettingSpec, settingDefault } from './catalogue.js';
import { FAIL_ON_CONDITIONS } from './grading.js';
import type {
  ConnectionChoice,
  FailOnCondition,
  GateSettings,
  JourneyDefinition,
  SettingKey,
  SettingNames,
  ShareWhen,
} from './model.js';

export type { ShareWhen } from './model.js';

export interface Settings {
  apiKey: string;
  baseUrl: string;
  /** An http:// base URL outside the loopback range was accepted explicitly. */
  allowInsecureHttp: boolean;
  runKind: 'conformance' | 'journey';
  connection: ConnectionChoice;
  module: string | undefined;
  seed: string;
  /** True when the seed was derived from this workflow run, so no earlier run can carry it. */
  seedDerived: boolean;
  /** The branch whose reports regressions compare with; undefined: not known (any branch). */
  baselineBranch: string | undefined;
  /** The branch whose history this run's report joins (RunBranches.branch); undefined: none. */
  runBranch: string | undefined;
  policy: GateSettings['policy'];
  wait: boolean;
  timeoutMinutes: number;
  summary: boolean;
  annotations: boolean;
  reportFile: string;
  junitFile: string | undefined;
  /** Where the self-contained HTML report is written; undefined: none. */
  htmlReport: string | undefined;
  /** When to issue a public share link for the report, and how to build its URL. */
  share: ShareWhen;
  shareUrlTemplate: string;
  /** When to post the sticky pull request comment (the action only), and with which token. */
  comment: ShareWhen;
  githubToken: string | undefined;
  /** For run-kind journey: where the definition is, and what to do when the run is interrupted. */
  journey: { source: string; onInterrupted: string } | undefined;
}

/** What each setting means, and whether it is a secret: the catalogue's declaration. */
export const SETTINGS: Readonly<Record<SettingKey, SettingSpec>> = CATALOGUE;

/** Reads one setting's raw value as the front end received it ('' when not given). */
export type SettingReader = (setting: SettingKey) => string;

/**
 * A setting's value as read, trimmed, or the catalogue's default when none was given: the one
 * place a default is applied, so that the CLI (which gets '' for a flag not given) and the action
 * (which gets action.yml's default, written from the same catalogue) read alike.
 */
function withDefaults(read: SettingReader): (setting: SettingKey) => string {
  return (setting) => read(setting).trim() || settingDefault(setting);
}

/** What readSettings needs besides the values. */
export interface SettingsContext {
  /**
   * The CI job this run is, as the front end reads it (util/ci-job.ts): the derived seed's parts,
   * the first naming the CI.
   */
  job: readonly (string | undefined)[];
  /** How the front end names settings in messages. */
  names: SettingNames;
  /** Told each secret value as soon as it is read (to mask it). */
  secret: (value: string) => void;
  /** Where the report file goes unless a path is given. */
  reportFileDefault: string;
  /** Whether the HTML report goes beside the report file unless a path is given (else: none). */
  htmlReportBesideReport?: boolean;
  /**
   * Names this leg of a job the CI runs several times over (a matrix or parallel job), when the
   * environment does not tell the legs apart: mixed into the derived seed.
   */
  leg?: string;
  /**
   * This run's branch (written into a derived seed) and the branch of its baseline, as the front
   * end reads them from its CI (see baseline.ts); none: not known.
   */
  branches?: RunBranches;
}

/** One thing wrong with the settings: which setting, and what, in the front end's names. */
export interface SettingProblem {
  setting: SettingKey;
  /** `required`: missing; `invalid`: a value not allowed; `conflict`: not with another setting. */
  code: 'required' | 'invalid' | 'conflict';
  /** What is wrong, without the setting's own name: "is required: ...", '"abc" is not a number...' */
  message: string;
}

/** Every problem with the settings, found before any request. Front ends word the list. */
export class SettingsError extends InputError {
  constructor(readonly problems: readonly SettingProblem[]) {
    super(
      problems[0]!.setting,
      `${plural(problems.length, 'problem')} in the settings:\n${problems.map((p) => `- ${p.setting}: ${p.message}`).join('\n')}`,
    );
  }
}

/** Placeholders of share-url-template; {baseUrl} is the service base URL (ending in /api/v1). */
export const SHARE_URL_PLACEHOLDERS = ['origin', 'baseUrl', 'token', 'reportId'] as const;
/** Where a shared report opens: an assumption (interface 5.7 does not show it); see README. */
export const DEFAULT_SHARE_URL_TEMPLATE = settingDefault('shareUrlTemplate');

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
const MAX_TIMEOUT_MINUTES = 360;
const SEED_MAX = 128;
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** Hands every secret setting given to `secret` (the front end's store), before anything else. */
function registerSecrets(
  value: (setting: SettingKey) => string,
  secret: (value: string) => void,
): void {
  for (const [setting, spec] of Object.entries(SETTINGS) as [SettingKey, SettingSpec][]) {
    const given = spec.secret ? value(setting) : '';
    if (given) secret(given);
  }
}

/** Collects problems while the settings are read. */
class Problems {
  readonly list: SettingProblem[] = [];
  constructor(readonly name: SettingNames) {}
  add(setting: SettingKey, code: SettingProblem['code'], message: string): void {
    this.list.push({ setting, code, message });
  }
}

/**
 * Reads and validates every setting. Each secret goes to `context.secret` before anything else.
 * Throws one SettingsError listing every problem.
 */
export function readSettings(read: SettingReader, context: SettingsContext): Settings {
  const value = withDefaults(read);
  registerSecrets(value, context.secret);
  const problems = new Problems(context.names);
  const service = readService(value, problems);
  const run = readRun(value, problems, context);
  if (value('expectedLegs')) {
    // Only a merge counts legs: on a run it would be ignored, and the user meant something by it.
    problems.add(
      'expectedLegs',
      'conflict',
      `only applies with ${problems.name('mergeReports')} (the final job of a matrix, which merges the legs' result files); set ${problems.name('mergeReports')} there, or remove ${problems.name('expectedLegs')} from this run.`,
    );
  }
  const outputs = readOutputs(value, problems, context);
  if (problems.list.length > 0) throw new SettingsError(problems.list);
  return { ...service, ...run, ...outputs };
}

function readService(value: (s: SettingKey) => string, problems: Problems) {
  const apiKey = value('apiKey');
  if (!apiKey) problems.add('apiKey', 'required', `is required: ${SETTINGS.apiKey.meaning}.`);
  let baseUrl = '';
  const allowInsecureHttp = bool(value('allowInsecureHttp'), 'allowInsecureHttp', problems);
  const rawBaseUrl = value('baseUrl');
  if (!rawBaseUrl) problems.add('baseUrl', 'required', `is required: ${SETTINGS.baseUrl.meaning}.`);
  else {
    try {
      baseUrl = normaliseBaseUrl(rawBaseUrl, 'baseUrl', problems.name('apiKey'), {
        allowed: allowInsecureHttp,
        name: problems.name('allowInsecureHttp'),
      });
    } catch (error) {
      problems.add('baseUrl', 'invalid', stripField((error as Error).message, 'baseUrl'));
    }
  }
  return { apiKey, baseUrl, allowInsecureHttp };
}

function readRun(value: (s: SettingKey) => string, problems: Problems, context: SettingsContext) {
  const runKind = oneOf(value('runKind'), ['conformance', 'journey'], 'runKind', problems);
  const connection = readConnection(value, problems);
  const moduleName = value('module') || undefined;
  const journey = readJourney(value, problems, runKind === 'journey', moduleName);
  if (moduleName !== undefined && !NAME_PATTERN.test(moduleName)) {
    problems.add(
      'module',
      'invalid',
      `"${moduleName}" is not a module name (letters, digits, - and _, such as locations).`,
    );
  }
  const explicitSeed = value('seed');
  if (explicitSeed.length > SEED_MAX) {
    problems.add(
      'seed',
      'invalid',
      `is ${explicitSeed.length} characters; at most ${SEED_MAX} are allowed.`,
    );
  }
  // A journey and a conformance run in one job must not share a seed: a lost start answer is
  // reconciled by seed, so one could adopt the other's report.
  // A seed the user gave is sent as given: it names a branch only if it was copied from a derived
  // one. The baseline is looked for all the same.
  const seed =
    explicitSeed ||
    deriveSeed(
      context.job,
      journey ? 'journey' : moduleName,
      context.leg,
      context.branches?.branch,
    );
  const threshold = number(value('threshold'), 'threshold', { min: 0, max: 100 }, problems);
  const failOn = readFailOn(value('failOn'), problems);
  const allowFailures = value('allowFailures')
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const wait = bool(value('wait'), 'wait', problems);
  const timeoutMinutes = number(
    value('timeoutMinutes'),
    'timeoutMinutes',
    { min: 0.05, max: MAX_TIMEOUT_MINUTES },
    problems,
  );
  return {
    runKind: runKind as Settings['runKind'],
    connection,
    module: moduleName,
    seed,
    seedDerived: !explicitSeed,
    baselineBranch: context.branches?.baseline || undefined,
    runBranch: context.branches?.branch || undefined,
    policy: { threshold, failOn, allowFailures },
    wait,
    timeoutMinutes,
    journey,
  };
}

function readJourney(
  value: (s: SettingKey) => string,
  problems: Problems,
  isJourney: boolean,
  moduleName: string | undefined,
): Settings['journey'] {
  const { name } = problems;
  const source = value('journey');
  const onInterrupted = value('onInterrupted');
  if (!isJourney) {
    if (source) {
      problems.add(
        'journey',
        'conflict',
        `is only used with ${name('runKind')} journey; set ${name('runKind')} journey, or remove ${name('journey')}.`,
      );
    }
    return undefined;
  }
  if (!source) {
    problems.add(
      'journey',
      'required',
      `is required with ${name('runKind')} journey: a path to a JSON or YAML journey definition, or inline JSON.`,
    );
  }
  if (moduleName) {
    problems.add(
      'module',
      'conflict',
      'only applies to conformance runs; a journey definition sets its own scope.',
    );
  }
  if (!NAME_PATTERN.test(onInterrupted)) {
    problems.add(
      'onInterrupted',
      'invalid',
      `"${onInterrupted}" is not "fail" or a recovery decision name (such as resume).`,
    );
  }
  return { source, onInterrupted };
}

/** The values of every when-setting: share, comment, upload-report. */
export const WHEN = ['never', 'always', 'on-failure'] as const;

function readOutputs(
  value: (s: SettingKey) => string,
  problems: Problems,
  context: SettingsContext,
) {
  const shareUrlTemplate = value('shareUrlTemplate');
  checkShareTemplate(shareUrlTemplate, problems);
  const reportFile = value('reportFile') || context.reportFileDefault;
  return {
    summary: bool(value('summary'), 'summary', problems),
    annotations: bool(value('annotations'), 'annotations', problems),
    reportFile,
    junitFile: value('junitFile') || undefined,
    htmlReport:
      value('htmlReport') ||
      (context.htmlReportBesideReport ? besideReportFile(reportFile) : undefined),
    share: oneOf(value('share'), WHEN, 'share', problems) as ShareWhen,
    shareUrlTemplate,
    comment: oneOf(value('comment'), WHEN, 'comment', problems) as ShareWhen,
    githubToken: value('githubToken') || undefined,
  };
}

/** The settings of a merge of legs' result files (core/merge.ts): no service, no run. */
export interface MergeSettings {
  expectedLegs: number | undefined;
  /**
   * Settings of a run that were given but a merge does not use (it grades nothing again: each leg
   * was graded with its own when it ran), for the front end to warn about.
   */
  ignored: SettingKey[];
  summary: boolean;
  reportFile: string;
  junitFile: string | undefined;
  htmlReport: string | undefined;
  comment: ShareWhen;
  githubToken: string | undefined;
}

/** What a run is graded or scoped by, which a merge of graded legs does not use. */
const GRADING_SETTINGS = [
  'threshold',
  'failOn',
  'allowFailures',
  'module',
  'runKind',
  'journey',
  'seed',
] as const satisfies readonly SettingKey[];

/**
 * Reads the settings of a merge. It starts no run, so it needs no API key or base URL; only the
 * settings of what it writes are read. Throws one SettingsError listing every problem.
 */
export function readMergeSettings(
  read: SettingReader,
  context: Pick<
    SettingsContext,
    'names' | 'secret' | 'reportFileDefault' | 'htmlReportBesideReport'
  > & {
    /** The most legs the front end's CI runs in one matrix or parallel job. */
    maxLegs: number;
  },
): MergeSettings {
  const value = withDefaults(read);
  // Every secret given is masked, used or not (an api-key left in a merge step's inputs too).
  registerSecrets(value, context.secret);
  const githubToken = value('githubToken') || undefined;
  const problems = new Problems(context.names);
  const rawExpected = value('expectedLegs');
  let expectedLegs: number | undefined;
  if (rawExpected) {
    expectedLegs = Number(rawExpected);
    if (!/^\d+$/.test(rawExpected) || expectedLegs < 1 || expectedLegs > context.maxLegs) {
      problems.add(
        'expectedLegs',
        'invalid',
        `"${rawExpected}" is not a whole number from 1 to ${context.maxLegs}: give the number of legs in the matrix.`,
      );
    }
  }
  const reportFile = value('reportFile') || context.reportFileDefault;
  const settings = {
    expectedLegs,
    // Given, not defaulted: the action hands over action.yml's defaults as if they were given.
    ignored: GRADING_SETTINGS.filter((setting) => {
      const given = read(setting).trim();
      return given !== '' && given !== settingDefault(setting);
    }),
    summary: bool(value('summary'), 'summary', problems),
    reportFile,
    junitFile: value('junitFile') || undefined,
    htmlReport:
      value('htmlReport') ||
      (context.htmlReportBesideReport ? besideReportFile(reportFile) : undefined),
    comment: oneOf(value('comment'), WHEN, 'comment', problems) as ShareWhen,
    githubToken,
  };
  if (problems.list.length > 0) throw new SettingsError(problems.list);
  return settings;
}

/** The HTML report's default path: the report file's, ending in .html instead of .json. */
export function besideReportFile(reportFile: string): string {
  return `${reportFile.replace(/\.json$/i, '')}.html`;
}

function checkShareTemplate(template: string, problems: Problems): void {
  const unknown = [...template.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !(SHARE_URL_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length === 0 && template.includes('{token}')) return;
  const others = SHARE_URL_PLACEHOLDERS.filter((p) => p !== 'token').map((p) => `{${p}}`);
  problems.add(
    'shareUrlTemplate',
    'invalid',
    `${unknown.length > 0 ? `has ${unknown.length === 1 ? 'an unknown placeholder' : 'unknown placeholders'} ${unknown.map((u) => `{${u}}`).join(', ')}` : 'has no {token}'}; use {token} and optionally ${others.join(', ')}.`,
  );
}

function readConnection(value: (s: SettingKey) => string, problems: Problems): ConnectionChoice {
  const { name } = problems;
  const connection = value('connection');
  const partnerBaseUrl = value('partnerBaseUrl');
  const ensureGiven = ENSURE_SETTINGS.filter((setting) => value(setting));
  if (!partnerBaseUrl) {
    if (ensureGiven.length > 0) {
      problems.add(
        ensureGiven[0]!,
        'conflict',
        `is only used with ${name('partnerBaseUrl')} (to create or reuse a connection); set ${name('partnerBaseUrl')} too, or remove ${ensureGiven.map(name).join(', ')}.`,
      );
    }
    if (!connection || connection === 'sandbox') return { mode: 'sandbox' };
    return { mode: 'id', id: connection };
  }
  if (connection && connection !== 'sandbox') {
    problems.add(
      'connection',
      'conflict',
      `cannot be used together with ${name('partnerBaseUrl')}: give a connection id, or the partner endpoint to create or reuse a connection for, not both.`,
    );
  }
  return readConnectionRequest(value, problems, partnerBaseUrl);
}

/** The partner endpoint's connection request: its fields are settings of the same names. */
function readConnectionRequest(
  value: (s: SettingKey) => string,
  problems: Problems,
  partnerBaseUrl: string,
): ConnectionChoice {
  const given = Object.fromEntries(CONNECTION_FIELDS.map((field) => [field, value(field)]));
  const checked = checkConnectionRequest(
    { ...given, partnerBaseUrl },
    problems.name,
    `with ${problems.name('partnerBaseUrl')}`,
  );
  problems.list.push(...checked.problems);
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

/**
 * A seed unique to this job of this CI run (and attempt), so that a failure can be reproduced by
 * passing it back as `seed`, and so that no earlier run carries it. `parts` are the CI job's, as
 * the front end read them (util/ci-job.ts), the first naming the CI. `leg` tells apart the legs
 * of a job the CI does not (a GitHub matrix: every leg has the same job); it follows the job as
 * `#<leg>`, a character no job id or module name holds. Long
 * values are hashed to stay within the service's 128 characters. `branch`, this run's branch,
 * ends the seed as `:@<branch>` (baseline.ts), outside the hash, so that it survives it.
 */
export function deriveSeed(
  parts: readonly (string | undefined)[],
  moduleName: string | undefined,
  leg?: string,
  branch?: string,
): string {
  const job = parts.filter(Boolean).join(':');
  const legPart = seedPart(leg);
  const seed = [legPart ? `${job}#${legPart}` : job, moduleName].filter(Boolean).join(':');
  const suffix = branch ? branchSuffix(branch) : '';
  if (seed.length + suffix.length <= SEED_MAX) return `${seed}${suffix}`;
  return `${parts[0]}:${sha256(seed).slice(0, 40)}${suffix}`;
}

/** A leg as it goes into a seed: short plain values as they are, anything else as a digest. */
function seedPart(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || /^[A-Za-z0-9._-]{1,32}$/.test(trimmed)) return trimmed;
  return sha256(trimmed).slice(0, 12);
}

function readFailOn(raw: string, problems: Problems): Set<FailOnCondition> {
  const items = raw
    .split(/[\n,]/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (items.length === 1 && items[0] === 'none') return new Set();
  const out = new Set<FailOnCondition>();
  for (const item of items) {
    if ((FAIL_ON_CONDITIONS as readonly string[]).includes(item)) out.add(item as FailOnCondition);
    else
      problems.add(
        'failOn',
        'invalid',
        `"${item}" is not a condition; use a comma list of ${FAIL_ON_CONDITIONS.join(', ')}, or none.`,
      );
  }
  return out;
}

function oneOf(
  value: string,
  allowed: readonly string[],
  setting: SettingKey,
  problems: Problems,
): string {
  if (!allowed.includes(value))
    problems.add(
      setting,
      'invalid',
      `"${value}" is not allowed; use one of ${allowed.join(', ')}.`,
    );
  return value;
}

function number(
  raw: string,
  setting: SettingKey,
  bounds: { min: number; max: number },
  problems: Problems,
): number {
  const value = Number(raw);
  if (
    !/^\s*\d+(\.\d+)?\s*$/.test(raw) ||
    !Number.isFinite(value) ||
    value < bounds.min ||
    value > bounds.max
  ) {
    problems.add(
      setting,
      'invalid',
      `"${raw}" is not a number from ${bounds.min} to ${bounds.max}.`,
    );
    return bounds.max;
  }
  return value;
}

/** A boolean setting; every one has a default in the catalogue, so '' is never read here. */
function bool(raw: string, setting: SettingKey, problems: Problems): boolean {
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  problems.add(setting, 'invalid', `"${raw}" is not a boolean; use true or false.`);
  return false;
}

function stripField(message: string, field: string): string {
  return message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
}

/**
 * The gate's settings from validated settings: `startedAt` starts the deadline's clock, and a
 * journey run needs its loaded definition.
 */
export function toGateSettings(
  settings: Settings,
  startedAt: number,
  definition?: JourneyDefinition,
): GateSettings {
  return {
    connection: settings.connection,
    module: settings.module,
    seed: settings.seed,
    seedDerived: settings.seedDerived,
    baselineBranch: settings.baselineBranch,
    runBranch: settings.runBranch,
    policy: settings.policy,
    wait: settings.wait,
    deadline: startedAt + settings.timeoutMinutes * 60_000,
    journey:
      definition && settings.journey
        ? { definition, onInterrupted: settings.journey.onInterrupted }
        : undefined,
    share: settings.share,
    shareUrlTemplate: settings.shareUrlTemplate,
  };
}

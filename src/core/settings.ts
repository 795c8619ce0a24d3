/**
 * Every setting of a gate, defined once: its neutral name (SettingKey), what it means, its default
 * and its validation. Front ends map their own names onto these keys (the action's inputs, the
 * CLI's flags and environment variables) and read all settings through readSettings, so both
 * validate alike; problems are reported together, each naming its setting through the front end's
 * SettingNames, before any network call. Secrets are handed to the front end the moment they are
 * read, before validation can echo them.
 */
import { createHash } from 'node:crypto';
import {
  CONNECTION_ROLES,
  type CreateConnection,
  CreateConnectionSchema,
  InputError,
  normaliseBaseUrl,
  OCPI_VERSIONS,
} from '../client/index.js';
import { branchSuffix, type RunBranches } from './baseline.js';
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
  /**
   * The workflow artifact of the report files (the action only): when to upload it, under which
   * name (undefined: the front end's default), and for how many days (undefined: the repository's).
   */
  uploadReport: ShareWhen;
  artifactName: string | undefined;
  artifactRetentionDays: number | undefined;
  /** When to issue a public share link for the report, and how to build its URL. */
  share: ShareWhen;
  shareUrlTemplate: string;
  /** When to post the sticky pull request comment (the action only), and with which token. */
  comment: ShareWhen;
  githubToken: string | undefined;
  /** For run-kind journey: where the definition is, and what to do when the run is interrupted. */
  journey: { source: string; onInterrupted: string } | undefined;
}

/** What each setting means, and its default where core has one (front ends may add their own). */
export const SETTINGS: Readonly<Record<SettingKey, { meaning: string; secret?: true }>> = {
  apiKey: { meaning: 'the service API key', secret: true },
  baseUrl: { meaning: 'the service base URL, ending in /api/v1' },
  runKind: { meaning: 'conformance (default) or journey' },
  connection: { meaning: 'a connection id, or sandbox (default)' },
  partnerBaseUrl: { meaning: "the partner's OCPI versions URL" },
  ourRole: { meaning: `our role: ${CONNECTION_ROLES.join(', ')}` },
  theirRole: { meaning: `the partner's role: ${CONNECTION_ROLES.join(', ')}` },
  ocpiVersion: { meaning: `the OCPI version: ${OCPI_VERSIONS.join(', ')}` },
  tokenA: { meaning: 'the registration token the partner issued', secret: true },
  tokenC: { meaning: 'the credentials token of an earlier registration', secret: true },
  localTokenB: { meaning: 'our token B of an earlier registration', secret: true },
  ourPartyId: { meaning: 'our OCPI party id' },
  ourCountryCode: { meaning: 'our ISO 3166 alpha-2 country code' },
  module: { meaning: 'one OCPI module to scope the run to (default: all)' },
  seed: { meaning: "the run's seed (default: derived from the CI job)" },
  threshold: { meaning: 'the minimum pass rate in percent (default 100)' },
  failOn: { meaning: 'extra conditions that fail the gate (default nothing-graded)' },
  allowFailures: { meaning: 'test ids whose failure does not count' },
  wait: { meaning: 'wait for the verdict (default true)' },
  timeoutMinutes: { meaning: 'the overall deadline in minutes (default 30)' },
  journey: { meaning: 'a journey definition file, or inline JSON' },
  onInterrupted: { meaning: 'fail (default) or a recovery decision' },
  share: { meaning: 'when to share the report: never (default), always, on-failure' },
  shareUrlTemplate: { meaning: 'how the share link is built (default {baseUrl}/shared/{token})' },
  reportFile: { meaning: 'where the graded report is written as JSON' },
  junitFile: { meaning: 'where the report is written as JUnit XML' },
  htmlReport: { meaning: 'where the self-contained HTML report is written' },
  uploadReport: {
    meaning: 'when to upload the report artifact: always (default), on-failure, never',
  },
  artifactName: { meaning: "the report artifact's name" },
  artifactRetentionDays: { meaning: 'how many days the report artifact is kept' },
  summary: { meaning: 'write the job summary (default true)' },
  annotations: { meaning: 'annotate failed checks (default true)' },
  comment: { meaning: 'when to post the pull request comment (default never)' },
  githubToken: { meaning: 'the token for the pull request comment', secret: true },
  mergeReports: { meaning: 'the result files of the legs to merge' },
  expectedLegs: { meaning: 'how many legs should have left a result file' },
};

/** Reads one setting's raw value as the front end received it ('' when not given). */
export type SettingReader = (setting: SettingKey) => string;

/** What readSettings needs besides the values. */
export interface SettingsContext {
  /** The environment, for the derived seed. */
  env: NodeJS.ProcessEnv;
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
      `${plural(problems.length)} in the settings:\n${problems.map((p) => `- ${p.setting}: ${p.message}`).join('\n')}`,
    );
  }
}

/** Placeholders of share-url-template; {baseUrl} is the service base URL (ending in /api/v1). */
export const SHARE_URL_PLACEHOLDERS = ['origin', 'baseUrl', 'token', 'reportId'] as const;
/** Where a shared report opens: an assumption (interface 5.7 does not show it); see README. */
export const DEFAULT_SHARE_URL_TEMPLATE = '{baseUrl}/shared/{token}';

const ENSURE_SETTINGS = [
  'ourRole',
  'theirRole',
  'ocpiVersion',
  'tokenA',
  'tokenC',
  'localTokenB',
  'ourPartyId',
  'ourCountryCode',
] as const satisfies readonly SettingKey[];
const MAX_TIMEOUT_MINUTES = 360;
const SEED_MAX = 128;
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** Hands every secret setting given to `secret` (the front end's store), before anything else. */
function registerSecrets(
  value: (setting: SettingKey) => string,
  secret: (value: string) => void,
): void {
  for (const [setting, spec] of Object.entries(SETTINGS) as [SettingKey, { secret?: true }][]) {
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
  const value = (setting: SettingKey) => read(setting).trim();
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
  const rawBaseUrl = value('baseUrl');
  if (!rawBaseUrl) problems.add('baseUrl', 'required', `is required: ${SETTINGS.baseUrl.meaning}.`);
  else {
    try {
      baseUrl = normaliseBaseUrl(rawBaseUrl, 'baseUrl', problems.name('apiKey'));
    } catch (error) {
      problems.add('baseUrl', 'invalid', stripField((error as Error).message, 'baseUrl'));
    }
  }
  return { apiKey, baseUrl };
}

function readRun(value: (s: SettingKey) => string, problems: Problems, context: SettingsContext) {
  const runKind = oneOf(
    value('runKind') || 'conformance',
    ['conformance', 'journey'],
    'runKind',
    problems,
  );
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
      context.env,
      journey ? 'journey' : moduleName,
      context.leg,
      context.branches?.branch,
    );
  const threshold = number(
    value('threshold') || '100',
    'threshold',
    { min: 0, max: 100 },
    problems,
  );
  const failOn = readFailOn(value('failOn'), problems);
  const allowFailures = value('allowFailures')
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const wait = bool(value('wait'), true, 'wait', problems);
  const timeoutMinutes = number(
    value('timeoutMinutes') || '30',
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
  const onInterrupted = value('onInterrupted') || 'fail';
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
const WHEN = ['never', 'always', 'on-failure'] as const;

function readOutputs(
  value: (s: SettingKey) => string,
  problems: Problems,
  context: SettingsContext,
) {
  const shareUrlTemplate = value('shareUrlTemplate') || DEFAULT_SHARE_URL_TEMPLATE;
  checkShareTemplate(shareUrlTemplate, problems);
  const reportFile = value('reportFile') || context.reportFileDefault;
  return {
    summary: bool(value('summary'), true, 'summary', problems),
    annotations: bool(value('annotations'), true, 'annotations', problems),
    reportFile,
    junitFile: value('junitFile') || undefined,
    htmlReport:
      value('htmlReport') ||
      (context.htmlReportBesideReport ? besideReportFile(reportFile) : undefined),
    ...readArtifact(value, problems),
    share: oneOf(value('share') || 'never', WHEN, 'share', problems) as ShareWhen,
    shareUrlTemplate,
    comment: oneOf(value('comment') || 'never', WHEN, 'comment', problems) as ShareWhen,
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

/** The most legs a merge expects (GitHub allows 256 jobs in a matrix). */
export const MAX_EXPECTED_LEGS = 256;

/**
 * Reads the settings of a merge. It starts no run, so it needs no API key or base URL; only the
 * settings of what it writes are read. Throws one SettingsError listing every problem.
 */
export function readMergeSettings(
  read: SettingReader,
  context: Pick<
    SettingsContext,
    'names' | 'secret' | 'reportFileDefault' | 'htmlReportBesideReport'
  >,
): MergeSettings {
  const value = (setting: SettingKey) => read(setting).trim();
  // Every secret given is masked, used or not (an api-key left in a merge step's inputs too).
  registerSecrets(value, context.secret);
  const githubToken = value('githubToken') || undefined;
  const problems = new Problems(context.names);
  const rawExpected = value('expectedLegs');
  let expectedLegs: number | undefined;
  if (rawExpected) {
    expectedLegs = Number(rawExpected);
    if (!/^\d+$/.test(rawExpected) || expectedLegs < 1 || expectedLegs > MAX_EXPECTED_LEGS) {
      problems.add(
        'expectedLegs',
        'invalid',
        `"${rawExpected}" is not a whole number from 1 to ${MAX_EXPECTED_LEGS}: give the number of legs in the matrix.`,
      );
    }
  }
  const reportFile = value('reportFile') || context.reportFileDefault;
  const settings = {
    expectedLegs,
    ignored: GRADING_SETTINGS.filter((setting) => value(setting) !== ''),
    summary: bool(value('summary'), true, 'summary', problems),
    reportFile,
    junitFile: value('junitFile') || undefined,
    htmlReport:
      value('htmlReport') ||
      (context.htmlReportBesideReport ? besideReportFile(reportFile) : undefined),
    comment: oneOf(value('comment') || 'never', WHEN, 'comment', problems) as ShareWhen,
    githubToken,
  };
  if (problems.list.length > 0) throw new SettingsError(problems.list);
  return settings;
}

/** The HTML report's default path: the report file's, ending in .html instead of .json. */
export function besideReportFile(reportFile: string): string {
  return `${reportFile.replace(/\.json$/i, '')}.html`;
}

/** Characters GitHub refuses in an artifact name (as actions/upload-artifact lists them). */
const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\r\n\\/]/;

function readArtifact(value: (s: SettingKey) => string, problems: Problems) {
  const uploadReport = oneOf(value('uploadReport') || 'always', WHEN, 'uploadReport', problems);
  const artifactName = value('artifactName').trim() || undefined;
  if (artifactName && ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
    problems.add(
      'artifactName',
      'invalid',
      `"${artifactName}" holds a character an artifact name cannot have (" : < > | * ? \\ / or a line break).`,
    );
  }
  const days = value('artifactRetentionDays').trim();
  let artifactRetentionDays: number | undefined;
  if (days) {
    artifactRetentionDays = Number(days);
    if (!/^\d+$/.test(days) || artifactRetentionDays < 1 || artifactRetentionDays > 90) {
      problems.add(
        'artifactRetentionDays',
        'invalid',
        `"${days}" is not a whole number of days from 1 to 90 (leave it empty for the repository's setting).`,
      );
    }
  }
  return {
    uploadReport: uploadReport as ShareWhen,
    artifactName,
    artifactRetentionDays,
  };
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
    `${unknown.length > 0 ? `has unknown placeholder(s) ${unknown.map((u) => `{${u}}`).join(', ')}` : 'has no {token}'}; use {token} and optionally ${others.join(', ')}.`,
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
  const { name } = problems;
  const upper = (setting: SettingKey) => value(setting).toUpperCase() || undefined;
  const request: Record<string, string | undefined> = {
    partnerBaseUrl,
    ourRole: upper('ourRole'),
    theirRole: upper('theirRole'),
    ocpiVersion: value('ocpiVersion') || undefined,
    tokenA: value('tokenA') || undefined,
    tokenC: value('tokenC') || undefined,
    localTokenB: value('localTokenB') || undefined,
    ourPartyId: upper('ourPartyId'),
    ourCountryCode: upper('ourCountryCode'),
  };
  const choices = {
    ourRole: CONNECTION_ROLES,
    theirRole: CONNECTION_ROLES,
    ocpiVersion: OCPI_VERSIONS,
  };
  for (const [setting, allowed] of Object.entries(choices) as [SettingKey, readonly string[]][]) {
    if (!request[setting]) {
      const hint = `one of ${allowed.join(', ')}`;
      problems.add(setting, 'required', `is required with ${name('partnerBaseUrl')}: ${hint}.`);
    }
  }
  const credentials = credentialProblems(request, name);
  for (const [setting, message] of credentials) problems.add(setting, 'conflict', message);
  const parsed = CreateConnectionSchema.safeParse(request);
  if (parsed.success) return { mode: 'ensure', request: parsed.data };
  for (const issue of parsed.error.issues) {
    // The request's fields are settings of the same names; each is named once.
    const setting = String(issue.path[0] ?? 'partnerBaseUrl') as SettingKey;
    if (!request[setting] && ['ourRole', 'theirRole', 'ocpiVersion'].includes(setting)) continue;
    if (issue.code === 'custom') continue; // the credential rules, worded above
    problems.add(setting, 'invalid', issue.message);
  }
  return { mode: 'ensure', request: request as CreateConnection };
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
 * passing it back as `seed`, and so that no earlier run carries it. GitHub Actions, GitLab CI,
 * Jenkins and Azure Pipelines are recognised; elsewhere the time makes it unique. `leg` tells
 * apart the legs of a job the environment does not (a GitHub matrix: every leg has the same
 * GITHUB_JOB); it follows the job as `#<leg>`, a character no job id or module name holds. Long
 * values are hashed to stay within the service's 128 characters. `branch`, this run's branch,
 * ends the seed as `:@<branch>` (baseline.ts), outside the hash, so that it survives it.
 */
export function deriveSeed(
  env: NodeJS.ProcessEnv,
  moduleName: string | undefined,
  leg?: string,
  branch?: string,
): string {
  const parts = env.GITHUB_RUN_ID
    ? [
        'gh',
        env.GITHUB_REPOSITORY,
        env.GITHUB_RUN_ID,
        env.GITHUB_RUN_ATTEMPT || '1',
        env.GITHUB_JOB,
      ]
    : env.GITLAB_CI
      ? // CI_JOB_ID is unique to each job of the instance, parallel and matrix jobs included.
        ['gl', env.CI_PROJECT_PATH, env.CI_PIPELINE_ID, env.CI_JOB_ID]
      : env.JENKINS_URL
        ? ['jk', env.JOB_NAME, env.BUILD_NUMBER]
        : env.TF_BUILD
          ? [
              'az',
              env.BUILD_REPOSITORY_NAME,
              env.BUILD_BUILDID,
              env.SYSTEM_JOBATTEMPT,
              env.SYSTEM_JOBNAME,
              // Unique to one attempt of one job: tells matrix and parallel legs apart.
              env.SYSTEM_JOBID,
            ]
          : ['local', new Date().toISOString()];
  const job = parts.filter(Boolean).join(':');
  const legPart = seedPart(leg);
  const seed = [legPart ? `${job}#${legPart}` : job, moduleName].filter(Boolean).join(':');
  const suffix = branch ? branchSuffix(branch) : '';
  if (seed.length + suffix.length <= SEED_MAX) return `${seed}${suffix}`;
  return `${parts[0]}:${createHash('sha256').update(seed).digest('hex').slice(0, 40)}${suffix}`;
}

/** A leg as it goes into a seed: short plain values as they are, anything else as a digest. */
function seedPart(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || /^[A-Za-z0-9._-]{1,32}$/.test(trimmed)) return trimmed;
  return createHash('sha256').update(trimmed).digest('hex').slice(0, 12);
}

function readFailOn(raw: string, problems: Problems): Set<FailOnCondition> {
  if (!raw) return new Set(['nothing-graded']);
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

function bool(raw: string, fallback: boolean, setting: SettingKey, problems: Problems): boolean {
  if (!raw) return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  problems.add(setting, 'invalid', `"${raw}" is not a boolean; use true or false.`);
  return fallback;
}

function stripField(message: string, field: string): string {
  return message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
}

function plural(count: number): string {
  return count === 1 ? '1 problem' : `${count} problems`;
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

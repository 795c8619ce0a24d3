/**
 * Every setting of a gate run, read once and turned into one typed, validated object before any
 * network call. The names are the action's inputs (kebab-case); the CLI maps its flags and
 * environment variables onto the same names, so both validate alike. Secrets are masked the moment they are read, before validation can
 * echo them. All problems are reported together, each naming its input and what was expected.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  CONNECTION_ROLES,
  type CreateConnection,
  CreateConnectionSchema,
  InputError,
  normaliseBaseUrl,
  OCPI_VERSIONS,
} from '../client/index.js';
import { Redactor } from '../util/redaction.js';
import { FAIL_ON_CONDITIONS } from './grading.js';
import type {
  ConnectionChoice,
  FailOnCondition,
  GateSettings,
  GradingPolicy,
  JourneyDefinition,
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
  policy: GradingPolicy;
  wait: boolean;
  timeoutMinutes: number;
  summary: boolean;
  annotations: boolean;
  reportFile: string;
  junitFile: string | undefined;
  /** When to issue a public share link for the report, and how to build its URL. */
  share: ShareWhen;
  shareUrlTemplate: string;
  /** When to post the sticky pull request comment (the action only), and with which token. */
  comment: ShareWhen;
  githubToken: string | undefined;
  /** For run-kind journey: where the definition is, and what to do when the run is interrupted. */
  journey: { source: string; onInterrupted: string } | undefined;
}

export type InputReader = (name: string) => string;

/** What a front end knows about its invocation besides the inputs and the environment. */
export interface InvocationContext {
  /**
   * Names this leg of a job the CI runs several times over (a matrix or parallel job), when the
   * environment does not tell the legs apart: mixed into the derived seed. Absent or empty: the
   * job is not split, or the environment already tells its legs apart.
   */
  leg?: string;
}

/** Placeholders of share-url-template; {baseUrl} is the service base URL (ending in /api/v1). */
export const SHARE_URL_PLACEHOLDERS = ['origin', 'baseUrl', 'token', 'reportId'] as const;
/** Where a shared report opens: an assumption (interface 5.7 does not show it); see README. */
export const DEFAULT_SHARE_URL_TEMPLATE = '{baseUrl}/shared/{token}';

const SECRET_INPUTS = ['api-key', 'token-a', 'token-c', 'local-token-b', 'github-token'] as const;
const ENSURE_INPUTS = [
  'our-role',
  'their-role',
  'ocpi-version',
  'token-a',
  'token-c',
  'local-token-b',
  'our-party-id',
  'our-country-code',
] as const;
const MAX_TIMEOUT_MINUTES = 360;
const SEED_MAX = 128;

/**
 * Reads and validates every input. `mask` is called for each secret before anything else (the
 * front end adds it to its secret store; the action also calls core.setSecret). Throws one
 * InputError listing every problem.
 */
export function readSettings(
  read: InputReader,
  env: NodeJS.ProcessEnv,
  mask: (secret: string) => void,
  invocation: InvocationContext = {},
): Settings {
  const input = (name: string) => read(name).trim();
  // The secrets of these inputs, so that the problems below never quote one (the front end's
  // store gets them through `mask`).
  const found = new Redactor();
  for (const name of SECRET_INPUTS) {
    const value = input(name);
    if (value) {
      mask(value);
      found.add(value);
    }
  }

  const problems: { input: string; message: string }[] = [];
  const problem = (name: string, message: string) => problems.push({ input: name, message });

  const apiKey = input('api-key');
  if (!apiKey)
    problem(
      'api-key',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, shown to the user
      'is required: pass the service API key from a secret, e.g. ${{ secrets.OCPI_TESTING_API_KEY }}.',
    );

  let baseUrl = '';
  const rawBaseUrl = input('base-url');
  if (!rawBaseUrl) problem('base-url', 'is required: the service base URL, ending in /api/v1.');
  else {
    try {
      baseUrl = normaliseBaseUrl(rawBaseUrl, 'base-url');
    } catch (error) {
      problem('base-url', stripField((error as Error).message, 'base-url'));
    }
  }

  const runKind = oneOf(
    input('run-kind') || 'conformance',
    ['conformance', 'journey'],
    'run-kind',
    problem,
  );

  const connection = readConnection(input, problem);

  const moduleName = input('module') || undefined;
  const journeySource = input('journey');
  const onInterrupted = input('on-interrupted') || 'fail';
  let journey: Settings['journey'];
  if (runKind === 'journey') {
    if (!journeySource) {
      problem(
        'journey',
        'is required with run-kind journey: a path to a JSON or YAML journey definition, or inline JSON.',
      );
    }
    if (moduleName)
      problem(
        'module',
        'only applies to conformance runs; a journey definition sets its own scope.',
      );
    if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(onInterrupted)) {
      problem(
        'on-interrupted',
        `"${onInterrupted}" is not "fail" or a recovery decision name (such as resume).`,
      );
    }
    journey = { source: journeySource, onInterrupted };
  } else if (journeySource) {
    problem(
      'journey',
      'is only used with run-kind: journey; set run-kind: journey, or remove journey.',
    );
  }
  if (moduleName !== undefined && !/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(moduleName)) {
    problem(
      'module',
      `"${moduleName}" is not a module name (letters, digits, - and _, such as locations).`,
    );
  }

  const explicitSeed = input('seed');
  if (explicitSeed.length > SEED_MAX)
    problem('seed', `is ${explicitSeed.length} characters; at most ${SEED_MAX} are allowed.`);
  // A journey and a conformance run in one job must not share a seed: a lost start answer is
  // reconciled by seed, so one could adopt the other's report.
  const seed = explicitSeed || deriveSeed(env, journey ? 'journey' : moduleName, invocation.leg);

  const threshold = number(input('threshold') || '100', 'threshold', { min: 0, max: 100 }, problem);
  const failOn = readFailOn(input('fail-on'), problem);
  const allowFailures = input('allow-failures')
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

  const wait = bool(input('wait'), true, 'wait', problem);
  const timeoutMinutes = number(
    input('timeout-minutes') || '30',
    'timeout-minutes',
    { min: 0.05, max: MAX_TIMEOUT_MINUTES },
    problem,
  );
  const summary = bool(input('summary'), true, 'summary', problem);
  const annotations = bool(input('annotations'), true, 'annotations', problem);
  const tempDir = env.RUNNER_TEMP || env.TMPDIR || '/tmp';
  const reportFile = input('report-file') || path.join(tempDir, 'ocpi-conformance-report.json');
  const junitFile = input('junit-file') || undefined;
  const when = ['never', 'always', 'on-failure'] as const;
  const share = oneOf(input('share') || 'never', when, 'share', problem) as ShareWhen;
  const shareUrlTemplate = input('share-url-template') || DEFAULT_SHARE_URL_TEMPLATE;
  const unknown = [...shareUrlTemplate.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !(SHARE_URL_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0 || !shareUrlTemplate.includes('{token}')) {
    problem(
      'share-url-template',
      `${unknown.length > 0 ? `has unknown placeholder(s) ${unknown.map((u) => `{${u}}`).join(', ')}` : 'has no {token}'}; use {token} and optionally ${SHARE_URL_PLACEHOLDERS.filter(
        (p) => p !== 'token',
      )
        .map((p) => `{${p}}`)
        .join(', ')}.`,
    );
  }
  const comment = oneOf(input('comment') || 'never', when, 'comment', problem) as ShareWhen;
  const githubToken = input('github-token') || undefined;

  if (problems.length > 0) {
    const text = problems.map((p) => `- ${p.input}: ${p.message}`).join('\n');
    throw new InputError(
      problems[0]!.input,
      found.redact(`${plural(problems.length)} in the action's inputs:\n${text}`),
    );
  }
  return {
    apiKey,
    baseUrl,
    runKind: runKind as Settings['runKind'],
    connection,
    module: moduleName,
    seed,
    seedDerived: !explicitSeed,
    policy: { threshold, failOn, allowFailures },
    wait,
    timeoutMinutes,
    summary,
    annotations,
    reportFile,
    junitFile,
    share,
    shareUrlTemplate,
    comment,
    githubToken,
    journey,
  };
}

function readConnection(
  input: (name: string) => string,
  problem: (name: string, message: string) => void,
): ConnectionChoice {
  const connection = input('connection');
  const partnerBaseUrl = input('partner-base-url');
  const ensureGiven = ENSURE_INPUTS.filter((name) => input(name));
  if (!partnerBaseUrl) {
    if (ensureGiven.length > 0) {
      problem(
        ensureGiven[0]!,
        `is only used with partner-base-url (to create or reuse a connection); set partner-base-url too, or remove ${ensureGiven.join(', ')}.`,
      );
    }
    if (!connection || connection === 'sandbox') return { mode: 'sandbox' };
    return { mode: 'id', id: connection };
  }
  if (connection && connection !== 'sandbox') {
    problem(
      'connection',
      'cannot be used together with partner-base-url: give a connection id, or the partner endpoint to create or reuse a connection for, not both.',
    );
  }
  const request: Record<string, string | undefined> = {
    partnerBaseUrl,
    ourRole: input('our-role').toUpperCase() || undefined,
    theirRole: input('their-role').toUpperCase() || undefined,
    ocpiVersion: input('ocpi-version') || undefined,
    tokenA: input('token-a') || undefined,
    tokenC: input('token-c') || undefined,
    localTokenB: input('local-token-b') || undefined,
    ourPartyId: input('our-party-id').toUpperCase() || undefined,
    ourCountryCode: input('our-country-code').toUpperCase() || undefined,
  };
  for (const [field, name, hint] of [
    ['ourRole', 'our-role', `one of ${CONNECTION_ROLES.join(', ')}`],
    ['theirRole', 'their-role', `one of ${CONNECTION_ROLES.join(', ')}`],
    ['ocpiVersion', 'ocpi-version', `one of ${OCPI_VERSIONS.join(', ')}`],
  ] as const) {
    if (!request[field]) problem(name, `is required with partner-base-url: ${hint}.`);
  }
  const parsed = CreateConnectionSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'partnerBaseUrl');
      const name = INPUT_FOR_FIELD[field] ?? field;
      if (!request[field] && ['ourRole', 'theirRole', 'ocpiVersion'].includes(field)) continue;
      problem(name, toInputNames(issue.message));
    }
    return { mode: 'ensure', request: request as CreateConnection };
  }
  return { mode: 'ensure', request: parsed.data };
}

/** A connection request's fields by the names the action's inputs and the CLI's flags give them. */
export const INPUT_FOR_FIELD: Record<string, string> = {
  partnerBaseUrl: 'partner-base-url',
  ourRole: 'our-role',
  theirRole: 'their-role',
  ocpiVersion: 'ocpi-version',
  tokenA: 'token-a',
  tokenC: 'token-c',
  localTokenB: 'local-token-b',
  ourPartyId: 'our-party-id',
  ourCountryCode: 'our-country-code',
};

/** Speaks of inputs as the workflow names them (token-a), not as the API does (tokenA). */
function toInputNames(message: string): string {
  return message.replace(
    /\b(partnerBaseUrl|ourRole|theirRole|ocpiVersion|tokenA|tokenC|localTokenB|ourPartyId|ourCountryCode)\b/g,
    (field) => INPUT_FOR_FIELD[field] ?? field,
  );
}

/**
 * A seed unique to this job of this CI run (and attempt), so that a failure can be reproduced by
 * passing it back as `seed`, and so that no earlier run carries it. GitHub Actions, GitLab CI,
 * Jenkins and Azure Pipelines are recognised; elsewhere the time makes it unique. `leg` tells
 * apart the legs of a job the environment does not (a GitHub matrix: every leg has the same
 * GITHUB_JOB); it follows the job as `#<leg>`, a character no job id or module name holds. Long
 * values are hashed to stay within the service's 128 characters.
 */
export function deriveSeed(
  env: NodeJS.ProcessEnv,
  moduleName: string | undefined,
  leg?: string,
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
  if (seed.length <= SEED_MAX) return seed;
  return `${parts[0]}:${createHash('sha256').update(seed).digest('hex').slice(0, 40)}`;
}

/** A leg as it goes into a seed: short plain values as they are, anything else as a digest. */
function seedPart(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || /^[A-Za-z0-9._-]{1,32}$/.test(trimmed)) return trimmed;
  return createHash('sha256').update(trimmed).digest('hex').slice(0, 12);
}

function readFailOn(
  raw: string,
  problem: (name: string, message: string) => void,
): Set<FailOnCondition> {
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
      problem(
        'fail-on',
        `"${item}" is not a condition; use a comma list of ${FAIL_ON_CONDITIONS.join(', ')}, or none.`,
      );
  }
  return out;
}

function oneOf(
  value: string,
  allowed: readonly string[],
  name: string,
  problem: (n: string, m: string) => void,
): string {
  if (!allowed.includes(value))
    problem(name, `"${value}" is not allowed; use one of ${allowed.join(', ')}.`);
  return value;
}

function number(
  raw: string,
  name: string,
  bounds: { min: number; max: number },
  problem: (n: string, m: string) => void,
): number {
  const value = Number(raw);
  if (
    !/^\s*\d+(\.\d+)?\s*$/.test(raw) ||
    !Number.isFinite(value) ||
    value < bounds.min ||
    value > bounds.max
  ) {
    problem(name, `"${raw}" is not a number from ${bounds.min} to ${bounds.max}.`);
    return bounds.max;
  }
  return value;
}

function bool(
  raw: string,
  fallback: boolean,
  name: string,
  problem: (n: string, m: string) => void,
): boolean {
  if (!raw) return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  problem(name, `"${raw}" is not a boolean; use true or false.`);
  return fallback;
}

function stripField(message: string, field: string): string {
  return message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
}

function plural(count: number): string {
  return count === 1 ? '1 problem' : `${count} problems`;
}

/**
 * The gate's settings from validated settings: `startedAt` starts the timeout-minutes clock, and a
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

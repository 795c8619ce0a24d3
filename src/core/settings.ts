/**
 * The rules of settings that depend on each other, over the catalogue (catalogue.ts), which
 * declares each setting once: its names, parser, default and words. Front ends map their own names
 * onto the neutral keys (the action's inputs, the CLI's flags and environment variables) and read
 * all settings through readSettings, so both validate alike; problems are reported together, each
 * naming its setting through the front end's SettingNames, before any network call. Secrets are
 * handed to the front end the moment they are read, before validation can echo them.
 */
import { normaliseBaseUrl } from '../client/index.js';
import type { RunBranches } from './baseline.js';
import { keysInto, type SettingKey, settingDefault, type ValuesInto } from './catalogue.js';
import type {
  ConnectionChoice,
  DerivedGateSettings,
  GateSettings,
  GradingPolicy,
  JourneyDefinition,
  SettingNames,
} from './model.js';
import { CONNECTION_FIELDS, checkConnectionRequest } from './settings/connection-request.js';
import { deriveSeed } from './settings/seed.js';
import { type SettingReader, SettingValues } from './settings/values.js';

export type { ShareWhen } from './model.js';
export {
  CONNECTION_FIELDS,
  checkConnectionRequest,
  credentialProblems,
} from './settings/connection-request.js';
export { SHARE_URL_PLACEHOLDERS, WHEN } from './settings/parsers.js';
export { deriveSeed } from './settings/seed.js';
export {
  type SettingProblem,
  type SettingReader,
  SettingsError,
} from './settings/values.js';

/**
 * A gate's settings: each catalogue entry's value where its `into` says (parsed, by key), and what
 * the rules below derive from settings that depend on each other.
 */
export type Settings = ValuesInto<'settings'> &
  ValuesInto<'gate'> &
  DerivedGateSettings & {
    baseUrl: string;
    policy: GradingPolicy;
    reportFile: string;
    /** Where the self-contained HTML report is written; undefined: none. */
    htmlReport: string | undefined;
    /** For run-kind journey: where the definition is, and what to do when the run is interrupted. */
    journey: { source: string; onInterrupted: string } | undefined;
  };

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

/** Where a shared report opens: an assumption (interface 5.7 does not show it); see README. */
export const DEFAULT_SHARE_URL_TEMPLATE = settingDefault('shareUrlTemplate');

/** The settings that only go with partnerBaseUrl: the rest of a connection request. */
const ENSURE_SETTINGS = CONNECTION_FIELDS.filter((field) => field !== 'partnerBaseUrl');

/**
 * Reads and validates every setting. Each secret goes to `context.secret` before anything else.
 * Throws one SettingsError listing every problem, in the order users have always read them: the
 * service, the run, merge-only settings, the outputs, then every other setting in the catalogue's.
 */
export function readSettings(read: SettingReader, context: SettingsContext): Settings {
  const values = new SettingValues(read, context.names, true);
  values.registerSecrets(context.secret);
  values.touch('apiKey', 'allowInsecureHttp');
  const baseUrl = readBaseUrl(values);
  values.touch('runKind');
  const connection = readConnection(values);
  const journey = readJourney(values);
  values.touch('module', 'seed');
  const explicitSeed = values.get('seed');
  // A journey and a conformance run in one job must not share a seed: a lost start answer is
  // reconciled by seed, so one could adopt the other's report. A seed the user gave is sent as
  // given: it names a branch only if it was copied from a derived one.
  const seed =
    explicitSeed ||
    deriveSeed(
      context.job,
      journey ? 'journey' : values.get('module'),
      context.leg,
      context.branches?.branch,
    );
  values.touch('threshold', 'failOn', 'allowFailures', 'wait', 'timeoutMinutes');
  if (values.raw('expectedLegs')) {
    // Only a merge counts legs: on a run it would be ignored, and the user meant something by it.
    const { name } = values;
    values.add(
      'expectedLegs',
      'conflict',
      `only applies with ${name('mergeReports')} (the final job of a matrix, which merges the legs' result files); set ${name('mergeReports')} there, or remove ${name('expectedLegs')} from this run.`,
    );
  }
  values.touch('shareUrlTemplate', 'summary', 'annotations', 'share', 'comment');
  const settings = values.pick([...keysInto('settings'), ...keysInto('gate')]);
  const reportFile = values.get('reportFile') || context.reportFileDefault;
  values.check();
  return {
    ...settings,
    baseUrl,
    connection,
    seed,
    seedDerived: !explicitSeed,
    baselineBranch: context.branches?.baseline || undefined,
    runBranch: context.branches?.branch || undefined,
    policy: values.pick(keysInto('policy')),
    journey,
    reportFile,
    htmlReport: htmlReport(values, reportFile, context.htmlReportBesideReport),
  };
}

/** The base URL, normalised: it may be plain http only if allowInsecureHttp says so. */
function readBaseUrl(values: SettingValues): string {
  const raw = values.get('baseUrl');
  if (!raw) return '';
  try {
    return normaliseBaseUrl(raw, 'baseUrl', values.name('apiKey'), {
      allowed: values.get('allowInsecureHttp') ?? false,
      name: values.name('allowInsecureHttp'),
    });
  } catch (error) {
    const message = (error as Error).message;
    values.add('baseUrl', 'invalid', message.replace(/^baseUrl /, ''));
    return '';
  }
}

function readJourney(values: SettingValues): Settings['journey'] {
  const { name } = values;
  const source = values.get('journey');
  // Read on every run, as every input is (action.yml declares none the code does not read); its
  // parser judges it on a journey alone.
  values.raw('onInterrupted');
  if (values.get('runKind') !== 'journey') {
    if (source) {
      values.add(
        'journey',
        'conflict',
        `is only used with ${name('runKind')} journey; set ${name('runKind')} journey, or remove ${name('journey')}.`,
      );
    }
    return undefined;
  }
  if (!source) {
    values.add(
      'journey',
      'required',
      `is required with ${name('runKind')} journey: a path to a JSON or YAML journey definition, or inline JSON.`,
    );
  }
  if (values.raw('module')) {
    values.add(
      'module',
      'conflict',
      'only applies to conformance runs; a journey definition sets its own scope.',
    );
  }
  return { source: source ?? '', onInterrupted: values.get('onInterrupted') ?? '' };
}

function readConnection(values: SettingValues): ConnectionChoice {
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

/** The HTML report's path: as given, or beside the report file when the front end wants that. */
function htmlReport(values: SettingValues, reportFile: string, beside?: boolean) {
  return values.get('htmlReport') || (beside ? besideReportFile(reportFile) : undefined);
}

/** The settings of a merge of legs' result files (core/merge.ts): no service, no run. */
export type MergeSettings = Pick<Settings, 'summary' | 'junitFile' | 'comment' | 'githubToken'> & {
  expectedLegs: number | undefined;
  /**
   * Settings of a run that were given but a merge does not use (it grades nothing again: each leg
   * was graded with its own when it ran), for the front end to warn about.
   */
  ignored: SettingKey[];
  reportFile: string;
  htmlReport: string | undefined;
};

/** What a run is graded or scoped by, which a merge of graded legs does not use. */
const GRADING_SETTINGS = [
  ...keysInto('policy'),
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
  const values = new SettingValues(read, context.names, false);
  // Every secret given is masked, used or not (an api-key left in a merge step's inputs too).
  values.registerSecrets(context.secret);
  const rawExpected = values.raw('expectedLegs');
  const expectedLegs = rawExpected ? Number(rawExpected) : undefined;
  // The most legs is the front end's CI's, so no catalogue entry can check it.
  if (
    expectedLegs !== undefined &&
    (!/^\d+$/.test(rawExpected) || expectedLegs < 1 || expectedLegs > context.maxLegs)
  ) {
    values.add(
      'expectedLegs',
      'invalid',
      `"${rawExpected}" is not a whole number from 1 to ${context.maxLegs}: give the number of legs in the matrix.`,
    );
  }
  const reportFile = values.get('reportFile') || context.reportFileDefault;
  const settings: MergeSettings = {
    expectedLegs,
    ignored: GRADING_SETTINGS.filter((setting) => values.given(setting)),
    ...values.pick(['summary', 'junitFile', 'comment', 'githubToken']),
    reportFile,
    htmlReport: htmlReport(values, reportFile, context.htmlReportBesideReport),
  };
  values.check();
  return settings;
}

/** The HTML report's default path: the report file's, ending in .html instead of .json. */
export function besideReportFile(reportFile: string): string {
  return `${reportFile.replace(/\.json$/i, '')}.html`;
}

/** What the rules derive that the gate uses, besides the settings whose entries go `into` it. */
const DERIVED_FOR_GATE = [
  'connection',
  'seed',
  'seedDerived',
  'baselineBranch',
  'runBranch',
  'policy',
] as const satisfies readonly (keyof GateSettings)[];

/**
 * The gate's settings from validated settings: `startedAt` starts the deadline's clock, and a
 * journey run needs its loaded definition.
 */
export function toGateSettings(
  settings: Settings,
  startedAt: number,
  definition?: JourneyDefinition,
): GateSettings {
  const keys = [...keysInto('gate'), ...DERIVED_FOR_GATE];
  return {
    ...(Object.fromEntries(keys.map((key) => [key, settings[key]])) as Pick<
      Settings,
      (typeof keys)[number]
    >),
    deadline: startedAt + settings.timeoutMinutes * 60_000,
    journey:
      definition && settings.journey
        ? { definition, onInterrupted: settings.journey.onInterrupted }
        : undefined,
  };
}

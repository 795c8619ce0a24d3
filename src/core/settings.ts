/**
 * The rules of settings that depend on each other, over the catalogue (catalogue.ts), which
 * declares each setting once: its names, parser, default and words. Front ends map their own names
 * onto the neutral keys (the action's inputs, the CLI's flags and environment variables) and read
 * all settings through readSettings, so both validate alike; problems are reported together, each
 * naming its setting through the front end's SettingNames, before any network call. Secrets are
 * handed to the front end the moment they are read, before validation can echo them.
 */
import { BaseUrlError, checkBaseUrl } from '../client/index.js';
import { keysInto, settingDefault, type ValuesInto } from './catalogue.js';
import type {
  DerivedGateSettings,
  GateSettings,
  GradingPolicy,
  JourneyDefinition,
} from './model.js';
import { readConnection } from './settings/connection-request.js';
import { type BesideFiles, besideFiles, type SettingsContext } from './settings/context.js';
import { deriveSeed } from './settings/seed.js';
import { requiredToRun, type SettingReader, SettingValues } from './settings/values.js';

export { SHARE_URL_PLACEHOLDERS, WHEN } from './catalogue/parsers.js';
export type { ShareWhen } from './model.js';
export {
  CONNECTION_FIELDS,
  checkConnectionRequest,
  credentialProblems,
} from './settings/connection-request.js';
export type { BesideFiles, SettingsContext } from './settings/context.js';
export { type MergeSettings, readMergeSettings } from './settings/merge.js';
export { deriveSeed } from './settings/seed.js';
export {
  type SettingProblem,
  type SettingReader,
  SettingsError,
  SettingValues,
} from './settings/values.js';

/**
 * A gate's settings: each catalogue entry's value where its `into` says (parsed, by key), and what
 * the rules below derive from settings that depend on each other.
 */
export type Settings = ValuesInto<'settings'> &
  ValuesInto<'gate'> &
  DerivedGateSettings &
  /** Where each file the catalogue puts beside the report file is written; undefined: none. */
  BesideFiles & {
    baseUrl: string;
    policy: GradingPolicy;
    reportFile: string;
    /** For run-kind journey: where the definition is, and what to do when the run is interrupted. */
    journey: { source: string; onInterrupted: string } | undefined;
  };

/** Where a shared report opens: an assumption (interface 5.7 does not show it); see README. */
export const DEFAULT_SHARE_URL_TEMPLATE = settingDefault('shareUrlTemplate');

/**
 * Reads and validates every setting. Each secret goes to `context.secret` before anything else.
 * Throws one SettingsError listing every problem, in the order users have always read them: the
 * service, the run, merge-only settings, the outputs, then every other setting in the catalogue's.
 */
export function readSettings(read: SettingReader, context: SettingsContext): Settings {
  const values = new SettingValues(read, context.names, requiredToRun);
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
  // Every other setting is parsed (and its problems listed) before the check.
  const settings = values.pick([...keysInto('settings'), ...keysInto('gate')]);
  const policy = values.pick(keysInto('policy'));
  const reportFile = values.get('reportFile') || context.resultFileDefault;
  values.check();
  return {
    ...settings,
    baseUrl,
    connection,
    seed,
    seedDerived: !explicitSeed,
    baselineBranch: context.branches?.baseline || undefined,
    runBranch: context.branches?.branch || undefined,
    policy,
    journey,
    reportFile,
    ...besideFiles(values, reportFile, context.filesBesideReport),
  };
}

/**
 * The base URL, normalised: it may be plain http only if allowInsecureHttp says so; '' when it
 * is missing or wrong (a problem then says why). Every command that calls the service reads it so.
 */
export function readBaseUrl(values: SettingValues): string {
  const raw = values.get('baseUrl');
  if (!raw) return '';
  try {
    return checkBaseUrl(raw, {
      allowInsecureHttp: values.get('allowInsecureHttp') ?? false,
      names: values.name,
    });
  } catch (error) {
    if (!(error instanceof BaseUrlError)) throw error;
    values.add('baseUrl', 'invalid', error.problem);
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

/**
 * The settings of a merge of legs' result files (core/merge.ts): the settings of what it writes,
 * and the run's settings that it does not use, to warn about.
 */
import {
  CATALOGUE,
  type FileKey,
  type KeysInto,
  keysInto,
  type SettingKey,
  type SettingSpec,
  type SettingValue,
} from '../catalogue.js';
import { type BesideFiles, besideFiles, type SettingsContext } from './context.js';
import { type SettingReader, SettingValues } from './values.js';

/**
 * The files a merge writes whose path goes `into` the settings (the JUnit and CTRF files...): the
 * catalogue's entries with a `file` that a merge writes (`merge`) and the action takes (`input`).
 */
type MergeFileKey = Extract<KeysInto<'settings'>, FileKey>;

const MERGE_FILE_KEYS = keysInto('settings').filter((key) => {
  const spec: SettingSpec = CATALOGUE[key];
  return spec.file?.merge !== undefined && spec.input !== undefined;
}) as MergeFileKey[];

/** The settings of a merge of legs' result files (core/merge.ts): no service, no run. */
export type MergeSettings = BesideFiles & { [K in MergeFileKey]: SettingValue<K> } & {
  summary: SettingValue<'summary'>;
  /** The merge job's own check run carries every leg's failures (action only). */
  annotations: SettingValue<'annotations'>;
  checkRunId: SettingValue<'checkRunId'>;
  comment: SettingValue<'comment'>;
  githubToken: SettingValue<'githubToken'>;
  expectedLegs: SettingValue<'expectedLegs'>;
  /**
   * Settings of a run that were given but a merge does not use (it grades nothing again: each leg
   * was graded with its own when it ran), for the front end to warn about.
   */
  ignored: SettingKey[];
  reportFile: string;
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
  context: Pick<SettingsContext, 'names' | 'secret' | 'resultFileDefault' | 'filesBesideReport'>,
): MergeSettings {
  const values = new SettingValues(read, context.names, () => false);
  // Every secret given is masked, used or not (an api-key left in a merge step's inputs too).
  values.registerSecrets(context.secret);
  const expectedLegs = values.get('expectedLegs');
  const reportFile = values.get('reportFile') || context.resultFileDefault;
  const settings: MergeSettings = {
    expectedLegs,
    ignored: GRADING_SETTINGS.filter((setting) => values.given(setting)),
    ...values.pick(['summary', 'annotations', 'checkRunId', ...MERGE_FILE_KEYS]),
    ...values.pick(['comment', 'githubToken']),
    reportFile,
    ...besideFiles(values, reportFile, context.filesBesideReport),
  };
  values.check();
  return settings;
}

/** What core's settings readers (core/settings.ts, merge.ts) need from the front end besides the values. */
import type { RunBranches } from '../baseline.js';
import { type BesideKey, OUTPUT_FILES } from '../catalogue.js';
import type { SettingNames } from '../model.js';
import type { SettingValues } from './values.js';

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
  resultFileDefault: string;
  /**
   * Whether the files the catalogue puts beside the report file (the HTML report, the HAR file)
   * go there unless a path is given (else: none).
   */
  filesBesideReport?: boolean;
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

/** The paths of the files written beside the report file (BesideKey), by key; undefined: none. */
export type BesideFiles = { [K in BesideKey]: string | undefined };

/**
 * The path of each file the catalogue says goes beside the report file (`besideReport`): as
 * given, or, when the front end wants that, the report file's path with the file's own ending
 * instead of `.json`; else none.
 */
export function besideFiles(
  values: SettingValues,
  reportFile: string,
  beside?: boolean,
): BesideFiles {
  return Object.fromEntries(
    OUTPUT_FILES.flatMap(({ key, file }) => {
      if (file.besideReport === undefined) return [];
      const given = values.get(key as BesideKey);
      const path = beside ? `${reportFile.replace(/\.json$/i, '')}${file.besideReport}` : undefined;
      return [[key, given || path]];
    }),
  ) as BesideFiles;
}

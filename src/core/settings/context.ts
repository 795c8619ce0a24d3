/** What core's settings readers (core/settings.ts, merge.ts) need from the front end besides the values. */
import type { RunBranches } from '../baseline.js';
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

/** The HTML report's path: as given, or beside the report file when the front end wants that. */
export function htmlReport(values: SettingValues, reportFile: string, beside?: boolean) {
  return values.get('htmlReport') || (beside ? besideReportFile(reportFile) : undefined);
}

/** The HAR file's path: as given, or beside the report file when the front end wants that. */
export function harFile(values: SettingValues, reportFile: string, beside?: boolean) {
  return (
    values.get('harFile') || (beside ? `${reportFile.replace(/\.json$/i, '')}.har` : undefined)
  );
}

/** The HTML report's default path: the report file's, ending in .html instead of .json. */
export function besideReportFile(reportFile: string): string {
  return `${reportFile.replace(/\.json$/i, '')}.html`;
}

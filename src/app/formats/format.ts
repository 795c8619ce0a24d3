/**
 * What an output format is to the app layer: one module per format (this folder, listed in
 * index.ts) says how a run writes it and how a merge combines the legs' copies; its catalogue
 * entry (core/catalogue/outputs.ts, `file`) says where it goes and what each front end shows of
 * it; its renderer is in src/report. The run (run.ts) and the merge (merge.ts) loop over the list
 * and name no format.
 *
 * A format's writer never throws: a file that cannot be written is logged, naming the setting the
 * path came from (`option`), and changes nothing else. Text leaves the process there, so every
 * writer masks it with the entry point's secret store (`secrets`).
 */
import type { ReportSpool } from '../../client/index.js';
import type { FileKey } from '../../core/catalogue.js';
import type { GateResult, LegIdentity, MergeResult, SettingNames } from '../../core/model.js';
import type { LegSink } from '../../core/result-file.js';
import type { Settings } from '../../core/settings.js';
import type { SecretMask } from '../files.js';

export interface FileLog {
  info(line: string): void;
}

/** What the CI says about the run, for the formats that record it. */
export interface RunFacts {
  /** The commit under test, when the CI says it (the CTRF file's environment). */
  commit?: string;
  /** How a later merge names this run and links to it (written into the report file). */
  leg?: LegIdentity;
  /**
   * The CI's file that runs this step, relative to the repository (GitHub's workflow file,
   * GitLab's CI configuration): where a finding about the run points, when a format points.
   */
  workflowFile?: string;
}

/** What a run's file is written from. */
export interface RunFile extends RunFacts {
  result: GateResult;
  settings: Settings;
  log: FileLog;
  secrets: SecretMask;
  /** How the front end names settings (the HTML page names those it mentions). */
  names: SettingNames;
  /** The front end's name of the setting the path came from, for its messages. */
  option: string;
  /** When the run started (epoch ms), and the clock. */
  startedAt: number;
  now: () => number;
  /** Where a journey definition's relative path was resolved (the workspace). */
  baseDir: string;
}

/** What a merge's file is written with. */
export interface MergeFile {
  log: FileLog;
  secrets: SecretMask;
  option: string;
  /** The merge job's CI file (RunFacts.workflowFile). */
  workflowFile?: string;
}

/** What a merged file is finished with, once every leg is read. */
export interface MergedLegs {
  result: MergeResult;
  toolVersion: string;
  /** The merged result file, when it was written (the formats finish after it): what pages link. */
  resultFile?: string;
}

/**
 * A format's file of a merge: told each leg as core/merge.ts reads it (a LegSink, when it holds
 * the legs' checks), then finished. Returns the path written, or undefined (logged).
 */
export interface MergedFormat extends Partial<LegSink> {
  finish(merged: MergedLegs): Promise<string | undefined>;
}

export interface OutputFormat {
  /** Its setting in the catalogue: where the file goes, and what the front ends show of it. */
  readonly key: FileKey;
  /**
   * What a run needs to write it: `report` any report (the result file), `grade` a graded report
   * (else the file is written only where the front end asked for it by name, to say why not).
   */
  readonly needs: 'report' | 'grade';
  /**
   * A run's file: the path written, or undefined (not written: the log says why). None: a run
   * does not write this format (its catalogue entry has no `json` field either).
   */
  write?(file: string, run: RunFile): Promise<string | undefined>;
  /** The spool the gate streams the report into, for a format written from it (the result file). */
  spool?(file: string): ReportSpool;
  /** A merge's file; none: a merge does not write this format. */
  merge?(file: string, merge: MergeFile): Promise<MergedFormat>;
}

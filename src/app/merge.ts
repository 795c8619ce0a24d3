/**
 * One merge of a matrix's legs, for either front end: the result files read (core/merge.ts), and
 * the merged result file, JUnit file, HTML page and summary file written. The front ends find the
 * files (a glob in the action, the command line in the CLI), and show and grade what this returns.
 */
import { mergeResultFiles } from '../core/merge.js';
import type { MergeResult } from '../core/model.js';
import type { Redactor } from '../util/redaction.js';
import { PACKAGE_VERSION } from '../version.js';
import { allSinks, MergedCtrfFile } from './merge-ctrf.js';
import {
  MergedJUnitFile,
  writeMergedHtmlFile,
  writeMergedResultFile,
  writeMergedSummaryFile,
} from './merge-files.js';
import { MergedHarFile } from './merge-har.js';

/** Where each merged file goes; undefined: not asked. */
export interface MergePlaces {
  reportFile?: string;
  junitFile?: string;
  ctrfFile?: string;
  htmlReport?: string;
  /** One HAR file of every leg's failed and warned exchanges. */
  harFile?: string;
  summaryFile?: string;
}

export interface MergePorts {
  log: { info(line: string): void };
  secrets: Redactor;
  /** How the front end names the setting of each file, for messages. */
  names: Record<keyof MergePlaces, string>;
  /** Names a leg whose file does not name it (a path relative to the workspace or folder). */
  nameOf: (file: string) => string;
}

export interface MergeOutcome {
  result: MergeResult;
  files: MergePlaces;
}

export async function mergeLegs(
  files: readonly string[],
  expectedLegs: number | undefined,
  places: MergePlaces,
  { log, secrets, names, nameOf }: MergePorts,
): Promise<MergeOutcome> {
  const junit = places.junitFile
    ? new MergedJUnitFile(places.junitFile, log, secrets, names.junitFile)
    : undefined;
  const ctrf = places.ctrfFile
    ? new MergedCtrfFile(places.ctrfFile, log, secrets, names.ctrfFile)
    : undefined;
  const har = places.harFile
    ? new MergedHarFile(places.harFile, log, secrets, PACKAGE_VERSION, names.harFile)
    : undefined;
  const sink = allSinks([junit, ctrf, har]);
  const result = await mergeResultFiles(files, { expectedLegs, nameOf, sink });
  const reportFile = places.reportFile
    ? await writeMergedResultFile(places.reportFile, result, log, secrets, names.reportFile)
    : undefined;
  const junitFile = await junit?.finish();
  const ctrfFile = await ctrf?.finish(result);
  const harFile = await har?.finish(result);
  const context = { result, toolVersion: PACKAGE_VERSION, reportFile };
  const htmlReport = places.htmlReport
    ? await writeMergedHtmlFile(places.htmlReport, context, log, secrets, names.htmlReport)
    : undefined;
  const summaryFile = places.summaryFile
    ? await writeMergedSummaryFile(places.summaryFile, context, log, secrets, names.summaryFile)
    : undefined;
  return {
    result,
    files: { reportFile, junitFile, ctrfFile, htmlReport, harFile, summaryFile },
  };
}

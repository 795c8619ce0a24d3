/**
 * One merge of a matrix's legs, for either front end: the result files read (core/merge.ts), and
 * the merged file of each output format asked for (formats/, each its own module: the merged
 * result, one JUnit, CTRF and HAR file of every leg, the HTML page, the summary file...). The
 * front ends find the files (a glob in the action, the command line in the CLI), and show and
 * grade what this returns.
 */
import { type FileKey, fileOfRole } from '../core/catalogue.js';
import { mergeResultFiles } from '../core/merge.js';
import type { MergeResult } from '../core/model.js';
import type { LegSink } from '../core/result-file.js';
import type { Redactor } from '../util/redaction.js';
import { PACKAGE_VERSION } from '../version.js';
import type { MergedFormat } from './formats/format.js';
import { FORMATS } from './formats/index.js';
import type { FilesByKey } from './run.js';

/** Where each merged file goes, by the key of its catalogue entry; undefined: not asked. */
export type MergePlaces = FilesByKey;

export interface MergePorts {
  log: { info(line: string): void };
  secrets: Redactor;
  /** How the front end names the setting of each file, for messages. */
  names: (key: FileKey) => string;
  /** Names a leg whose file does not name it (a path relative to the workspace or folder). */
  nameOf: (file: string) => string;
  /** The merge job's CI file (FilePlaces.workflowFile), for the formats that point at it. */
  workflowFile?: string;
}

export interface MergeOutcome {
  result: MergeResult;
  /** The files written, by key (each format asked for; undefined when it could not be written). */
  files: MergePlaces;
}

export async function mergeLegs(
  files: readonly string[],
  expectedLegs: number | undefined,
  places: MergePlaces,
  { log, secrets, names, nameOf, workflowFile }: MergePorts,
): Promise<MergeOutcome> {
  const opened: { key: FileKey; merged: MergedFormat }[] = [];
  for (const format of FORMATS) {
    const file = places[format.key];
    if (!file || !format.merge) continue;
    const merged = await format.merge(file, {
      ...{ log, secrets, workflowFile },
      option: names(format.key),
    });
    opened.push({ key: format.key, merged });
  }
  const result = await mergeResultFiles(files, {
    expectedLegs,
    nameOf,
    sink: allSinks(opened.map(({ merged }) => merged)),
  });
  // In the list's order: the merged result first, which the page and the summary link.
  const written: MergePlaces = {};
  const resultKey = fileOfRole('result')?.key;
  for (const { key, merged } of opened) {
    const resultFile = resultKey && written[resultKey];
    written[key] = await merged.finish({ result, toolVersion: PACKAGE_VERSION, resultFile });
  }
  return { result, files: written };
}

/** Several sinks told the same legs, in order: the merged files that hold the legs' checks. */
export function allSinks(sinks: readonly Partial<LegSink>[]): LegSink | undefined {
  const present = sinks.filter((sink): sink is LegSink =>
    Boolean(sink.begin && sink.suite && sink.end),
  );
  if (present.length <= 1) return present[0];
  return {
    begin: async (legName, leg) => {
      for (const sink of present) await sink.begin(legName, leg);
    },
    suite: async (report, grade) => {
      for (const sink of present) await sink.suite(report, grade);
    },
    end: async (kept) => {
      for (const sink of present) await sink.end(kept);
    },
  };
}

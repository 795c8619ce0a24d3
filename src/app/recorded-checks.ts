/**
 * The failed and warned checks of a run's report file (`run --report-file`, the action's
 * report-file), with their recorded exchanges, for the commands that reproduce them (`show`, and
 * `replay`). The file is read as a merge reads a leg (core/result-file.ts): a suite at a time,
 * each graded by the policy the file records; only the failed and warned checks are kept.
 */

import type { GradedCheck } from '../core/model.js';
import { type LegSink, ResultFileError, readLegFile } from '../core/result-file.js';

export interface RecordedChecks {
  /** The connection's partner base URL, when the file records it (files of 36 on). */
  partnerBaseUrl?: string;
  /** Failed and warned checks, in the report's order of suites; failed before warned in a suite. */
  checks: GradedCheck[];
  /** Every check id of the report, to suggest one when an id given is not there. */
  testIds: string[];
}

/** Reads a report file; throws ResultFileError (naming the file and what is wrong). */
export async function readRecordedChecks(file: string): Promise<RecordedChecks> {
  const found: RecordedChecks = { checks: [], testIds: [] };
  const sink: LegSink = {
    begin: (_name, leg) => {
      if (leg?.partnerBaseUrl) found.partnerBaseUrl = leg.partnerBaseUrl;
    },
    suite: (report, grade) => {
      for (const suite of report.suites ?? []) {
        for (const check of suite.checks) found.testIds.push(check.testId);
      }
      found.checks.push(...grade.checks.failed, ...grade.checks.warned);
    },
    end: () => {},
  };
  const leg = await readLegFile(file, (declared) => declared ?? file, sink);
  if (found.testIds.length === 0 && leg.counts === undefined) {
    throw new ResultFileError(
      file,
      'holds no report with checks: give the report file a run wrote (run --report-file), not a merged result',
    );
  }
  return found;
}

/**
 * The result file, the report file (issue 43: one module per output format): the graded report
 * as JSON, redacted, with the head a later merge reads (report/report-file.ts); for a merge, the
 * merged result (the verdict, the reason and a row per leg). It is also what `show`, `replay` and
 * `merge` read back (core/result-file.ts), and the file the others' default paths are beside.
 *
 * The report's JSON has every string redacted and credential fields masked by name with the
 * entry point's secret store; a report the gate spooled as it streamed (already redacted) is
 * renamed into place or copied, never held whole.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { appendFile, mkdir, open, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ReportSpool } from '../../client/index.js';
import type { GateResult, MergeResult } from '../../core/model.js';
import { resultErrorKind } from '../../core/reasons.js';
import { type ReportFileMeta, reportFileContent } from '../../report/report-file.js';
import { COPY_CHUNK, message, type SecretMask, writeTextFile } from '../files.js';
import type { OutputFormat } from './format.js';

interface Log {
  info(line: string): void;
}

/** The layout of the merged result file (it is not itself a leg's result file). */
export const MERGED_FILE_KIND = 'ocpi-conformance-merge';

export const REPORT_FILE: OutputFormat = {
  key: 'reportFile',
  needs: 'report',
  spool: (file) => spoolFile(file),
  write: (file, run) =>
    writeReportFile(file, run.result, run.log, run.secrets, run.option, {
      leg: run.leg,
      policy: run.settings.policy,
      errorKind: resultErrorKind(run.result),
    }),
  merge: async (file, { log, secrets, option }) => ({
    finish: ({ result }) => writeMergedResultFile(file, result, log, secrets, option),
  }),
};

/**
 * A temporary file for GateOptions.reportSpool: the report is written there as it streams, after
 * room for the report file's head. When `reportFile` is given and its folder exists, the spool is
 * a hidden file in that folder, so that writeReportFile can write the head into the room and
 * rename the spool into place (no copy); otherwise it is in the system's temporary folder and is
 * copied. The caller removes it (a spool renamed into place is gone already).
 */
export function spoolFile(reportFile?: string): ReportSpool {
  const beside = reportFile && path.dirname(reportFile);
  const folder = beside && isFolder(beside) ? beside : os.tmpdir();
  return {
    file: path.join(folder, `.ocpi-report-${process.pid}-${randomUUID()}.part`),
    room: HEAD_ROOM,
  };
}

function isFolder(candidate: string): boolean {
  try {
    return statSync(candidate).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Bytes left at a spool's start for the report file's head: its small fields (verdict, grade,
 * regressions). A head that does not fit, or a small report, is written with a copy instead.
 */
const HEAD_ROOM = 65_536;
/** A spooled report smaller than this is copied, so that a small file is not padded to 64 KiB. */
const IN_PLACE_MIN_BYTES = 4 * 1_048_576;

/** The graded report, redacted; returns the path written, or undefined when it failed. */
export async function writeReportFile(
  file: string,
  result: GateResult,
  log: Log,
  secrets: SecretMask,
  option = 'report-file',
  meta: ReportFileMeta = {},
): Promise<string | undefined> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const content = reportFileContent(result, meta);
    const text = secrets.stringify(content, 2);
    if (result.reportSpool) {
      // The report as the service sent it, already redacted as it streamed: never held whole.
      const head = `${text.slice(0, -2)},`;
      const placed = await placeSpool(file, result.reportSpool, head);
      if (!placed) await copySpool(file, result.reportSpool, head);
    } else {
      await writeFile(file, `${text}\n`);
    }
    log.info(`Report written to ${file}.`);
    return file;
  } catch (error) {
    log.info(`Could not write the report file ${file} (${option}): ${message(error)}`);
    return undefined;
  }
}

const REPORT_KEY = '\n  "report": ';
const TAIL = '\n}\n';

/**
 * The spool made the report file in place: `head` (the file's text up to the report) and the
 * report's key written into the spool's room, padded with spaces (white space between JSON
 * tokens), the closing brace appended, and the spool renamed to `file`. Saves a copy of the whole
 * report (about 0.6 s for 232 MB). False, with the spool as it was, when that cannot be done: the
 * spool is elsewhere, the report is small, or the head does not fit.
 */
async function placeSpool(file: string, spool: ReportSpool, head: string): Promise<boolean> {
  const room = spool.room ?? 0;
  const text = Buffer.from(
    `${head}${' '.repeat(Math.max(0, room - Buffer.byteLength(head) - REPORT_KEY.length))}${REPORT_KEY}`,
  );
  if (path.dirname(spool.file) !== path.dirname(file) || text.length !== room) return false;
  const handle = await open(spool.file, 'r+');
  try {
    const { size } = await handle.stat();
    if (size < IN_PLACE_MIN_BYTES) return false;
    await handle.write(text, 0, text.length, 0);
    await handle.write(TAIL, size);
  } finally {
    await handle.close();
  }
  await rename(spool.file, file);
  return true;
}

/** The report file written as `head`, the spool's report (after its room) and the close. */
async function copySpool(file: string, spool: ReportSpool, head: string): Promise<void> {
  await writeFile(file, `${head}${REPORT_KEY}`);
  // In 1 MiB pieces: a 232 MB copy takes about half as long as in the default 64 KiB ones.
  await pipeline(
    createReadStream(spool.file, { start: spool.room ?? 0, highWaterMark: COPY_CHUNK }),
    createWriteStream(file, { flags: 'a', highWaterMark: COPY_CHUNK }),
  );
  await appendFile(file, TAIL);
}

/** The merged result as JSON: the verdict, the reason, and each leg's row (no checks). */
export async function writeMergedResultFile(
  file: string,
  result: MergeResult,
  log: Log,
  secrets: SecretMask,
  option = 'report-file',
): Promise<string | undefined> {
  const content = {
    kind: MERGED_FILE_KIND,
    verdict: result.verdict,
    reason: result.reason,
    expectedLegs: result.expectedLegs,
    counts: result.counts,
    passRate: result.passRate,
    legs: result.legs.map(({ failed, notes, ...leg }) => leg),
    problems: result.problems,
    warnings: result.warnings,
  };
  return writeTextFile(file, () => `${secrets.stringify(content, 2)}\n`, {
    ...{ log, option },
    written: 'Merged result',
  });
}

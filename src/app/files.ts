/**
 * The files a run writes for either front end: the graded report as JSON (redacted) and JUnit XML
 * for CI test tabs. A file that cannot be written is logged and does not change the verdict; the
 * messages name the input or flag (`option`) the path came from.
 *
 * Text leaves the process here, so these writers mask it with the entry point's secret store
 * (`secrets`): the report's JSON has every string redacted and credential fields masked by name;
 * the JUnit XML is rendered with the store's `redact` applied to every text before it is escaped,
 * and the whole document passes the store once more before it is written.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { appendFile, mkdir, open, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ReportSpool } from '../client/index.js';
import type { GateResult } from '../core/model.js';
import { type ReportFileMeta, reportFileContent } from '../report/report-file.js';

const COPY_CHUNK = 1_048_576;

interface Log {
  info(line: string): void;
}

/** What the writers mask with: the entry point's secret store (util/redaction.ts's Redactor). */
export interface SecretMask {
  redact(text: string): string;
  /** JSON text with every string redacted and credential-named fields masked. */
  stringify(value: unknown, indent?: number): string;
}

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

/** JUnit XML of a graded report; returns the path written, or undefined when it failed. */
export async function writeJUnitFile(
  file: string,
  result: GateResult,
  log: Log,
  secrets: SecretMask,
  option = 'junit-file',
): Promise<string | undefined> {
  if (!result.report || !result.grade) {
    log.info(`No JUnit file written to ${file}: there is no graded report (${result.reason})`);
    return undefined;
  }
  const { report, grade } = result;
  return writeTextFile(
    file,
    async () => {
      // Loaded only when a JUnit file is asked for.
      const { junitParts } = await import('../report/junit.js');
      const parts = junitParts({
        report,
        grade,
        timestamp: new Date(),
        hostname: os.hostname(),
        redact: (text) => secrets.redact(text),
      });
      // Masked line by line (a secret cannot straddle two lines: they meet between XML
      // elements), in pieces of about 1 MiB.
      return maskedPieces(parts, secrets);
    },
    { log, option, written: 'JUnit report', failed: 'the JUnit file' },
  );
}

/** What a CTRF file says beyond the graded report: the run's times and where it ran. */
export interface CtrfMeta {
  start: number;
  stop: number;
  buildUrl?: string;
  branchName?: string;
  commit?: string;
}

/** CTRF JSON of a graded report; returns the path written, or undefined when it failed. */
export async function writeCtrfFile(
  file: string,
  result: GateResult,
  log: Log,
  secrets: SecretMask,
  option: string,
  meta: CtrfMeta,
): Promise<string | undefined> {
  if (!result.report || !result.grade) {
    log.info(`No CTRF file written to ${file}: there is no graded report (${result.reason})`);
    return undefined;
  }
  const { report, grade } = result;
  return writeTextFile(
    file,
    async () => {
      // Loaded only when a CTRF file is asked for.
      const { ctrfParts } = await import('../report/ctrf.js');
      return maskedPieces(
        ctrfParts({
          report,
          grade,
          start: meta.start,
          stop: meta.stop,
          gate: {
            verdict: result.verdict,
            reason: result.reason,
            seed: result.seed,
            reportId: result.reportId,
            runId: result.runId,
          },
          environment: {
            buildUrl: meta.buildUrl,
            commit: meta.commit,
            branchName: meta.branchName,
          },
          redact: (text) => secrets.redact(text),
        }),
        secrets,
      );
    },
    { log, option, written: 'CTRF report', failed: 'the CTRF file' },
  );
}

export interface HarMeta {
  /** When the run started: every entry's start. */
  startedAt: Date;
  toolVersion: string;
  /** The matrix leg, when the run is one. */
  leg?: string;
}

/**
 * The HAR file of the failed and warned checks' exchanges (report/har.ts): credentials are
 * placeholders already, and the text passes the secret store as well, line by line. Returns the
 * path written, or undefined (no graded report, or it could not be written: logged).
 */
export async function writeHarFile(
  file: string,
  result: GateResult,
  log: Log,
  secrets: SecretMask,
  option: string,
  meta: HarMeta,
): Promise<string | undefined> {
  if (!result.report || !result.grade) {
    log.info(`No HAR file written to ${file}: there is no graded report (${result.reason})`);
    return undefined;
  }
  const { grade } = result;
  return writeTextFile(
    file,
    async () => {
      // Loaded only when a HAR file is written.
      const { harLines } = await import('../report/har.js');
      const lines = harLines({
        grade,
        partnerBaseUrl: result.connection?.partnerBaseUrl,
        startedAt: meta.startedAt,
        toolVersion: meta.toolVersion,
        run: {
          ...(result.reportId ? { reportId: result.reportId } : {}),
          seed: result.seed,
          ...(result.verdict ? { verdict: result.verdict } : {}),
          ...(meta.leg ? { leg: meta.leg } : {}),
        },
      });
      return maskedPieces(lines, secrets);
    },
    { log, option, written: 'HAR file', failed: 'the HAR file' },
  );
}

/**
 * Lines joined by line breaks, each masked, in pieces of about 1 MiB: neither the document nor a
 * masked copy of it is held (the renderers keep a secret within one line).
 */
function* maskedPieces(parts: Iterable<string>, secrets: SecretMask): Generator<string> {
  let piece = '';
  let first = true;
  for (const part of parts) {
    piece += `${first ? '' : '\n'}${secrets.redact(part)}`;
    first = false;
    if (piece.length >= COPY_CHUNK) {
      yield piece;
      piece = '';
    }
  }
  yield piece;
}

/**
 * Writes a file whose text `make` returns, whole or in parts (creating its folder); logs what was
 * written, or why it could not be (naming the setting the path came from) and returns undefined.
 * Never throws.
 */
export async function writeTextFile(
  file: string,
  make: () => string | Iterable<string> | Promise<string | Iterable<string>>,
  words: { log: Log; option: string; written: string; failed?: string },
): Promise<string | undefined> {
  try {
    const text = await make();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    words.log.info(`${words.written} written to ${file}.`);
    return file;
  } catch (error) {
    const what = words.failed ? `${words.failed} ${file}` : file;
    words.log.info(`Could not write ${what} (${words.option}): ${message(error)}`);
    return undefined;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

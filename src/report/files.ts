/**
 * The files the action and the CLI write: the graded report as JSON (redacted) and JUnit XML for
 * CI test tabs. A file that cannot be written is logged and does not change the verdict; the
 * messages name the input or flag (`option`) the path came from.
 *
 * Text leaves the process here, so these writers mask it with the entry point's secret store
 * (`secrets`): the report's JSON has every string redacted and credential fields masked by name;
 * the JUnit XML is rendered with the store's `redact` applied to every text before it is escaped,
 * and the whole document passes the store once more before it is written.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { GateResult, GradingPolicy, LegIdentity } from '../core/model.js';

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
 * A temporary file for GateOptions.reportSpool: the report is written there as it streams, and
 * writeReportFile copies it into the report file. The caller removes it.
 */
export function spoolFile(): string {
  return path.join(os.tmpdir(), `ocpi-report-${process.pid}-${randomUUID()}.json`);
}

/**
 * The version of the result file's layout. 1 added `format`, `leg`, `policy`, `reportId` and
 * `shareUrl` (read by core/result-file.ts); a file without them is older, and still merges.
 */
export const REPORT_FILE_FORMAT = 1;

/** What a merge of several legs needs to know about this one, besides the result. */
export interface ReportFileMeta {
  leg?: LegIdentity;
  policy?: GradingPolicy;
}

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
    const policy = meta.policy && { ...meta.policy, failOn: [...meta.policy.failOn] };
    const content = {
      format: REPORT_FILE_FORMAT,
      leg: meta.leg,
      policy,
      reportId: result.reportId,
      shareUrl: result.share?.url,
      verdict: result.verdict,
      reason: result.reason,
      seed: result.seed,
      connectionId: result.connection?._id,
      grade: result.grade && {
        counts: result.grade.counts,
        passRate: result.grade.passRate,
        threshold: result.grade.threshold,
        conditions: result.grade.conditions,
        notes: result.grade.notes,
      },
      regressions: result.regressions,
      report: result.reportSpool ? undefined : result.report,
    };
    const text = secrets.stringify(content, 2);
    if (result.reportSpool) {
      // The report as the service sent it, already redacted as it streamed: copied, not held.
      await writeFile(file, `${text.slice(0, -2)},\n  "report": `);
      // In 1 MiB pieces: a 232 MB copy takes about half as long as in the default 64 KiB ones.
      await pipeline(
        createReadStream(result.reportSpool, { highWaterMark: COPY_CHUNK }),
        createWriteStream(file, { flags: 'a', highWaterMark: COPY_CHUNK }),
      );
      await appendFile(file, '\n}\n');
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
  try {
    // Loaded only when a JUnit file is asked for.
    const { renderJUnit } = await import('./junit.js');
    const xml = renderJUnit({
      report: result.report,
      grade: result.grade,
      timestamp: new Date(),
      hostname: os.hostname(),
      redact: (text) => secrets.redact(text),
    });
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, secrets.redact(xml));
    log.info(`JUnit report written to ${file}.`);
    return file;
  } catch (error) {
    log.info(`Could not write the JUnit file ${file} (${option}): ${message(error)}`);
    return undefined;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

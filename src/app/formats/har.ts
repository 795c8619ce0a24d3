/**
 * The HAR format (HTTP Archive 1.2, report/har.ts): the exchanges of the failed and warned checks,
 * one entry per check, credentials as placeholders already and the text through the secret store
 * as well, line by line. For a merge (issue 36, point 2), one file of every leg's entries, each
 * naming its leg in `_ocpi.leg` and its comment. The renderer is loaded only when a HAR file is
 * written.
 */
import type { RunReport } from '../../client/index.js';
import type { GateResult, Grade, MergeResult } from '../../core/model.js';
import type { LegSink } from '../../core/result-file.js';
import { PACKAGE_VERSION } from '../../version.js';
import { maskedPieces, message, type SecretMask, writeTextFile } from '../files.js';
import { LegPartFile } from '../leg-part-file.js';
import type { OutputFormat } from './format.js';

interface Log {
  info(line: string): void;
}

export const HAR_FILE: OutputFormat = {
  key: 'harFile',
  needs: 'grade',
  write: (file, run) =>
    writeHarFile(file, run.result, run.log, run.secrets, run.option, {
      startedAt: new Date(run.startedAt),
      toolVersion: PACKAGE_VERSION,
      leg: run.leg?.name,
    }),
  merge: async (file, { log, secrets, option }) =>
    new MergedHarFile(file, log, secrets, PACKAGE_VERSION, option),
};

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
      const { harLines } = await import('../../report/har.js');
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

const renderer = () => import('../../report/har.js');
type Renderer = Awaited<ReturnType<typeof renderer>>;

/**
 * One HAR file of every leg's failed and warned exchanges, written as core/merge.ts reads the
 * legs (a LegSink, as MergedJUnitFile is), through a LegPartFile: each leg's entries as they
 * come, the document's head and tail once every leg is in.
 */
export class MergedHarFile implements LegSink {
  private readonly parts: LegPartFile;
  private readonly startedAt = new Date();
  private legName = '';
  private partnerBaseUrl: string | undefined;
  private entries = 0;
  private legEntries = 0;
  private readonly legs: string[] = [];
  private har: Renderer | undefined;

  /** The renderer, loaded at the first use. */
  private async renderer(): Promise<Renderer> {
    this.har ??= await renderer();
    return this.har;
  }

  constructor(
    private readonly file: string,
    private readonly log: Log,
    private readonly secrets: SecretMask,
    private readonly toolVersion: string,
    private readonly option = 'har-file',
  ) {
    this.parts = new LegPartFile(file);
  }

  async begin(legName: string, leg?: { partnerBaseUrl?: string }): Promise<void> {
    this.legName = legName;
    this.partnerBaseUrl = leg?.partnerBaseUrl;
    this.legEntries = 0;
    await this.parts.beginLeg();
  }

  async suite(_report: RunReport, grade: Grade): Promise<void> {
    const { harEntries } = await this.renderer();
    await this.parts.append(() => {
      const checks = [...grade.checks.failed, ...grade.checks.warned].map((item) => ({
        item,
        leg: this.legName,
      }));
      const entries = harEntries(checks, {
        grade,
        partnerBaseUrl: this.partnerBaseUrl,
        startedAt: this.startedAt,
      });
      const lines = entries.map((entry, i) => {
        const first = this.entries + this.legEntries + i === 0;
        return `${first ? '' : ','}${this.secrets.redact(JSON.stringify(entry))}`;
      });
      this.legEntries += entries.length;
      return lines.length > 0 ? `${lines.join('\n')}\n` : '';
    });
  }

  async end(kept: boolean): Promise<void> {
    if (!(await this.parts.endLeg(kept))) return;
    this.entries += this.legEntries;
    this.legs.push(this.legName);
  }

  /** Writes the file with the merge's verdict; returns its path, or undefined (logged). */
  async finish({ result }: { result: Pick<MergeResult, 'verdict'> }) {
    try {
      const { harFrame } = await this.renderer();
      const redact = (text: string) => this.secrets.redact(text);
      const frame = harFrame({
        toolVersion: this.toolVersion,
        run: { verdict: result.verdict, legs: this.legs },
      });
      await this.parts.write(`${redact(frame.head)}\n`, redact(frame.tail));
      this.log.info(`HAR file of every leg written to ${this.file}.`);
      return this.file;
    } catch (error) {
      this.log.info(
        `Could not write the HAR file ${this.file} (${this.option}): ${message(error)}`,
      );
      return undefined;
    }
  }
}

/**
 * One HAR file of every leg's failed and warned exchanges (issue 36, point 2), written as
 * core/merge.ts reads the legs (a LegSink, as MergedCtrfFile is), through a LegPartFile: each
 * leg's entries as they come, the document's head and tail once every leg is in. Each entry names
 * its leg in `_ocpi.leg` and its comment. Every line passes the secret store, as in files.ts.
 */
import type { RunReport } from '../client/index.js';
import type { Grade, MergeResult } from '../core/model.js';
import type { LegSink } from '../core/result-file.js';
import { harEntries, harFrame } from '../report/har.js';
import type { SecretMask } from './files.js';
import { LegPartFile } from './leg-part-file.js';

interface Log {
  info(line: string): void;
}

export class MergedHarFile implements LegSink {
  private readonly parts: LegPartFile;
  private readonly startedAt = new Date();
  private legName = '';
  private partnerBaseUrl: string | undefined;
  private entries = 0;
  private legEntries = 0;
  private readonly legs: string[] = [];

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
  async finish(result: Pick<MergeResult, 'verdict'>): Promise<string | undefined> {
    try {
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

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One CTRF file for every leg of a merge, written as core/merge.ts reads the legs (a LegSink, as
 * MergedJUnitFile is): each leg's tests go to a part file of the leg as they come, join the
 * document's part file when the leg turns out whole, and the head (whose summary counts them) is
 * written before them once every leg is in. Each test names its leg first in `suite` and in
 * `labels.leg`. Every line passes the secret store, as in files.ts.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { RunReport } from '../client/index.js';
import type { Grade, MergeResult } from '../core/model.js';
import type { LegSink } from '../core/result-file.js';
import {
  type CtrfSummary,
  ctrfHead,
  ctrfSummary,
  ctrfTail,
  ctrfTestLines,
} from '../report/ctrf.js';
import type { SecretMask } from './files.js';

interface Log {
  info(line: string): void;
}

const ZERO: CtrfSummary = { tests: 0, passed: 0, failed: 0, skipped: 0, pending: 0, other: 0 };

export class MergedCtrfFile implements LegSink {
  private readonly part: string;
  private readonly legPart: string;
  private readonly totals: CtrfSummary = { ...ZERO };
  private legTotals: CtrfSummary = { ...ZERO };
  private legName = '';
  private started = false;
  private failure: string | undefined;
  private readonly start = Date.now();

  constructor(
    private readonly file: string,
    private readonly log: Log,
    private readonly secrets: SecretMask,
    private readonly option = 'ctrf-file',
  ) {
    this.part = `${file}.part-${process.pid}`;
    this.legPart = `${file}.leg-${process.pid}`;
  }

  async begin(legName: string): Promise<void> {
    this.legName = legName;
    this.legTotals = { ...ZERO };
    await this.guard(async () => {
      if (!this.started) {
        await mkdir(path.dirname(this.file), { recursive: true });
        await writeFile(this.part, '');
        this.started = true;
      }
      await writeFile(this.legPart, '');
    });
  }

  async suite(report: RunReport, grade: Grade): Promise<void> {
    await this.guard(async () => {
      const redact = (text: string) => this.secrets.redact(text);
      const first = this.totals.tests + this.legTotals.tests === 0;
      const lines = [...ctrfTestLines({ report, grade, redact }, { first, leg: this.legName })];
      for (const [key, count] of Object.entries(ctrfSummary({ report, grade }))) {
        this.legTotals[key as keyof CtrfSummary] += count;
      }
      if (lines.length > 0) {
        await appendFile(this.legPart, `${lines.map(redact).join('\n')}\n`);
      }
    });
  }

  async end(kept: boolean): Promise<void> {
    await this.guard(async () => {
      if (!kept) return;
      await pipeline(createReadStream(this.legPart), createWriteStream(this.part, { flags: 'a' }));
      for (const [key, count] of Object.entries(this.legTotals)) {
        this.totals[key as keyof CtrfSummary] += count;
      }
    });
    await rm(this.legPart, { force: true }).catch(() => undefined);
  }

  /** Writes the file with the merge's verdict; returns its path, or undefined (logged). */
  async finish(result: Pick<MergeResult, 'verdict' | 'reason'>): Promise<string | undefined> {
    try {
      if (this.failure) throw new Error(this.failure);
      const redact = (text: string) => this.secrets.redact(text);
      await mkdir(path.dirname(this.file), { recursive: true });
      const head = ctrfHead({ ...this.totals, start: this.start, stop: Date.now() }, {}, redact);
      await writeFile(this.file, `${head.map(redact).join('\n')}\n`);
      if (this.started) {
        await pipeline(createReadStream(this.part), createWriteStream(this.file, { flags: 'a' }));
      }
      await appendFile(
        this.file,
        redact(ctrfTail({ verdict: result.verdict, reason: result.reason }, redact)),
      );
      this.log.info(`CTRF report of every leg written to ${this.file}.`);
      return this.file;
    } catch (error) {
      await rm(this.file, { force: true }).catch(() => undefined);
      this.log.info(
        `Could not write the CTRF file ${this.file} (${this.option}): ${message(error)}`,
      );
      return undefined;
    } finally {
      await rm(this.part, { force: true }).catch(() => undefined);
    }
  }

  /** Runs a step of the writing; the first failure is kept for finish() to report. */
  private async guard(step: () => Promise<void>): Promise<void> {
    if (this.failure) return;
    try {
      await step();
    } catch (error) {
      this.failure = message(error);
    }
  }
}

/** Several sinks told the same legs, in order. */
export function allSinks(sinks: readonly (LegSink | undefined)[]): LegSink | undefined {
  const present = sinks.filter((sink): sink is LegSink => sink !== undefined);
  if (present.length <= 1) return present[0];
  return {
    begin: async (legName) => {
      for (const sink of present) await sink.begin(legName);
    },
    suite: async (report, grade) => {
      for (const sink of present) await sink.suite(report, grade);
    },
    end: async (kept) => {
      for (const sink of present) await sink.end(kept);
    },
  };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One CTRF file for every leg of a merge, written as core/merge.ts reads the legs (a LegSink, as
 * MergedJUnitFile is), through a LegPartFile: the head, whose summary counts the tests, goes
 * before them once every leg is in. Each test names its leg first in `suite` and in `labels.leg`.
 * Every line passes the secret store, as in files.ts.
 */
import type { RunReport } from '../client/index.js';
import type { Grade, MergeResult } from '../core/model.js';
import type { LegSink } from '../core/result-file.js';
import {
  type CtrfSummary,
  ctrfHead,
  ctrfSummary,
  ctrfTail,
  ctrfTestLines,
  emptyCtrfSummary,
} from '../report/ctrf.js';
import type { SecretMask } from './files.js';
import { LegPartFile } from './leg-part-file.js';

interface Log {
  info(line: string): void;
}

export class MergedCtrfFile implements LegSink {
  private readonly parts: LegPartFile;
  private readonly totals: CtrfSummary = emptyCtrfSummary();
  private legTotals: CtrfSummary = emptyCtrfSummary();
  private legName = '';
  private readonly start = Date.now();

  constructor(
    private readonly file: string,
    private readonly log: Log,
    private readonly secrets: SecretMask,
    private readonly option = 'ctrf-file',
  ) {
    this.parts = new LegPartFile(file);
  }

  async begin(legName: string): Promise<void> {
    this.legName = legName;
    this.legTotals = emptyCtrfSummary();
    await this.parts.beginLeg();
  }

  async suite(report: RunReport, grade: Grade): Promise<void> {
    await this.parts.append(() => {
      const redact = (text: string) => this.secrets.redact(text);
      const first = this.totals.tests + this.legTotals.tests === 0;
      const lines = [...ctrfTestLines({ report, grade, redact }, { first, leg: this.legName })];
      for (const [key, count] of Object.entries(ctrfSummary({ report, grade }))) {
        this.legTotals[key as keyof CtrfSummary] += count;
      }
      return lines.length > 0 ? `${lines.map(redact).join('\n')}\n` : '';
    });
  }

  async end(kept: boolean): Promise<void> {
    if (!(await this.parts.endLeg(kept))) return;
    for (const [key, count] of Object.entries(this.legTotals)) {
      this.totals[key as keyof CtrfSummary] += count;
    }
  }

  /** Writes the file with the merge's verdict; returns its path, or undefined (logged). */
  async finish(result: Pick<MergeResult, 'verdict' | 'reason'>): Promise<string | undefined> {
    try {
      const redact = (text: string) => this.secrets.redact(text);
      const head = ctrfHead({ ...this.totals, start: this.start, stop: Date.now() }, {}, redact);
      const tail = ctrfTail({ verdict: result.verdict, reason: result.reason }, redact);
      await this.parts.write(`${head.map(redact).join('\n')}\n`, redact(tail));
      this.log.info(`CTRF report of every leg written to ${this.file}.`);
      return this.file;
    } catch (error) {
      this.log.info(
        `Could not write the CTRF file ${this.file} (${this.option}): ${message(error)}`,
      );
      return undefined;
    }
  }
}

/** Several sinks told the same legs, in order. */
export function allSinks(sinks: readonly (LegSink | undefined)[]): LegSink | undefined {
  const present = sinks.filter((sink): sink is LegSink => sink !== undefined);
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

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

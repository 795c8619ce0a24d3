/**
 * The CTRF format (the Common Test Report Format, report/ctrf.ts): for a run, one test per check
 * of the graded report with the run's times and where it ran; for a merge, one file of every
 * leg's tests, each test's `suite` and `labels.leg` naming its leg first. Every line passes the
 * secret store. The renderer is loaded only when a CTRF file is written.
 */
import type { RunReport } from '../../client/index.js';
import type { GateResult, Grade, MergeResult } from '../../core/model.js';
import type { LegSink } from '../../core/result-file.js';
import type { CtrfSummary } from '../../report/ctrf.js';
import { maskedPieces, message, type SecretMask, writeTextFile } from '../files.js';
import { LegPartFile } from '../leg-part-file.js';
import type { OutputFormat } from './format.js';

interface Log {
  info(line: string): void;
}

export const CTRF_FILE: OutputFormat = {
  key: 'ctrfFile',
  needs: 'grade',
  write: (file, run) =>
    writeCtrfFile(file, run.result, run.log, run.secrets, run.option, {
      start: Math.round(run.startedAt),
      stop: Math.round(run.now()),
      buildUrl: run.leg?.url,
      // The branch this run's report joins (a branch pipeline's); a pull request's is none.
      branchName: run.settings.runBranch,
      commit: run.commit,
    }),
  merge: async (file, { log, secrets, option }) => new MergedCtrfFile(file, log, secrets, option),
};

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
      const { ctrfParts } = await import('../../report/ctrf.js');
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

const renderer = () => import('../../report/ctrf.js');
type Renderer = Awaited<ReturnType<typeof renderer>>;

/**
 * One CTRF file for every leg of a merge, written as core/merge.ts reads the legs (a LegSink, as
 * MergedJUnitFile is), through a LegPartFile: the head, whose summary counts the tests, goes
 * before them once every leg is in.
 */
export class MergedCtrfFile implements LegSink {
  private readonly parts: LegPartFile;
  /** Set with the renderer, at the first leg. */
  private totals: CtrfSummary | undefined;
  private legTotals: CtrfSummary | undefined;
  private legName = '';
  private readonly start = Date.now();
  private ctrf: Renderer | undefined;

  /** The renderer, loaded at the first use. */
  private async renderer(): Promise<Renderer> {
    this.ctrf ??= await renderer();
    return this.ctrf;
  }

  constructor(
    private readonly file: string,
    private readonly log: Log,
    private readonly secrets: SecretMask,
    private readonly option = 'ctrf-file',
  ) {
    this.parts = new LegPartFile(file);
  }

  async begin(legName: string): Promise<void> {
    const { emptyCtrfSummary } = await this.renderer();
    this.totals ??= emptyCtrfSummary();
    this.legName = legName;
    this.legTotals = emptyCtrfSummary();
    await this.parts.beginLeg();
  }

  async suite(report: RunReport, grade: Grade): Promise<void> {
    const { ctrfSummary, ctrfTestLines } = await this.renderer();
    const totals = this.totals!;
    const legTotals = this.legTotals!;
    await this.parts.append(() => {
      const redact = (text: string) => this.secrets.redact(text);
      const first = totals.tests + legTotals.tests === 0;
      const lines = [...ctrfTestLines({ report, grade, redact }, { first, leg: this.legName })];
      for (const [key, count] of Object.entries(ctrfSummary({ report, grade }))) {
        legTotals[key as keyof CtrfSummary] += count;
      }
      return lines.length > 0 ? `${lines.map(redact).join('\n')}\n` : '';
    });
  }

  async end(kept: boolean): Promise<void> {
    if (!(await this.parts.endLeg(kept)) || !this.totals || !this.legTotals) return;
    for (const [key, count] of Object.entries(this.legTotals)) {
      this.totals[key as keyof CtrfSummary] += count;
    }
  }

  /** Writes the file with the merge's verdict; returns its path, or undefined (logged). */
  async finish({ result }: { result: Pick<MergeResult, 'verdict' | 'reason'> }) {
    try {
      const { ctrfHead, ctrfTail, emptyCtrfSummary } = await this.renderer();
      const redact = (text: string) => this.secrets.redact(text);
      const totals = this.totals ?? emptyCtrfSummary();
      const head = ctrfHead({ ...totals, start: this.start, stop: Date.now() }, {}, redact);
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

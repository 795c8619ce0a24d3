/**
 * The JUnit XML format (report/junit.ts): for a run, one testsuite per suite of the graded report
 * and one testcase per check, for CI test tabs; for a merge, one file holding every leg's suites,
 * each named by its leg.
 *
 * The XML is rendered with the secret store's `redact` applied to every text before it is
 * escaped, and the whole document passes the store once more, line by line, as it is written.
 * The renderer is loaded only when a JUnit file is written.
 */
import os from 'node:os';
import type { RunReport } from '../../client/index.js';
import type { GateResult, Grade } from '../../core/model.js';
import type { JUnitTotals } from '../../report/junit.js';
import { maskedPieces, message, type SecretMask, writeTextFile } from '../files.js';
import { LegPartFile } from '../leg-part-file.js';
import type { OutputFormat } from './format.js';

interface Log {
  info(line: string): void;
}

export const JUNIT_FILE: OutputFormat = {
  key: 'junitFile',
  needs: 'grade',
  write: (file, run) => writeJUnitFile(file, run.result, run.log, run.secrets, run.option),
  merge: async (file, { log, secrets, option }) => new MergedJUnitFile(file, log, secrets, option),
};

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
      const { junitParts } = await import('../../report/junit.js');
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

const renderer = () => import('../../report/junit.js');
type Renderer = Awaited<ReturnType<typeof renderer>>;

/**
 * One JUnit file for every leg, written as core/merge.ts reads the legs (it is their LegSink),
 * through a LegPartFile: the root element, which carries the totals, goes before the suites once
 * every leg is in.
 */
export class MergedJUnitFile {
  private readonly parts: LegPartFile;
  private readonly totals: JUnitTotals = { tests: 0, failures: 0, skipped: 0, ms: 0 };
  private legTotals: JUnitTotals = { tests: 0, failures: 0, skipped: 0, ms: 0 };
  private suites = 0;
  private legSuites = 0;
  private legName = '';
  private junit: Renderer | undefined;

  /** The renderer, loaded at the first use. */
  private async renderer(): Promise<Renderer> {
    this.junit ??= await renderer();
    return this.junit;
  }

  constructor(
    private readonly file: string,
    private readonly log: Log,
    private readonly secrets: SecretMask,
    private readonly option = 'junit-file',
  ) {
    this.parts = new LegPartFile(file);
  }

  async begin(legName: string): Promise<void> {
    this.legName = legName;
    this.legSuites = 0;
    this.legTotals = { tests: 0, failures: 0, skipped: 0, ms: 0 };
    await this.parts.beginLeg();
  }

  async suite(report: RunReport, grade: Grade): Promise<void> {
    const junit = await this.renderer();
    await this.parts.append(() => {
      const { suites, totals } = junit.renderJUnitSuites(
        {
          report,
          grade,
          timestamp: new Date(),
          hostname: os.hostname(),
          redact: (text) => this.secrets.redact(text),
        },
        { prefix: `${this.legName} / `, firstId: this.suites + this.legSuites },
      );
      this.legSuites += report.suites?.length ?? 0;
      for (const key of Object.keys(totals) as (keyof JUnitTotals)[]) {
        this.legTotals[key] += totals[key];
      }
      return suites.length > 0 ? `${this.secrets.redact(suites.join('\n'))}\n` : '';
    });
  }

  async end(kept: boolean): Promise<void> {
    if (!(await this.parts.endLeg(kept))) return;
    this.suites += this.legSuites;
    for (const key of Object.keys(this.totals) as (keyof JUnitTotals)[]) {
      this.totals[key] += this.legTotals[key];
    }
  }

  /** Writes the file; returns its path, or undefined when it failed (logged). */
  async finish(): Promise<string | undefined> {
    try {
      const { junitRoot, JUNIT_END, REPORT_NAME } = await this.renderer();
      await this.parts.write(`${junitRoot(REPORT_NAME, this.totals)}\n`, JUNIT_END);
      this.log.info(`JUnit report of every leg written to ${this.file}.`);
      return this.file;
    } catch (error) {
      this.log.info(
        `Could not write the JUnit file ${this.file} (${this.option}): ${message(error)}`,
      );
      return undefined;
    }
  }
}

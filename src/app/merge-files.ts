/**
 * The files a merge of a matrix's legs writes: the merged result as JSON, one JUnit file holding
 * every leg's suites, and one HTML page. As files.ts: a file that cannot be written is logged,
 * naming the input or flag (`option`), and changes nothing else; text passes the secret store.
 *
 * The JUnit file is written leg by leg (each leg's report is in memory only while it is read),
 * through a LegPartFile.
 */
import os from 'node:os';
import type { RunReport } from '../client/index.js';
import type { Grade, MergeResult } from '../core/model.js';
import {
  JUNIT_END,
  type JUnitTotals,
  junitRoot,
  REPORT_NAME,
  renderJUnitSuites,
} from '../report/junit.js';
import { type MergeContext, renderMergeHtml, renderMergeSummary } from '../report/merge.js';
import { type SecretMask, writeTextFile } from './files.js';
import { LegPartFile } from './leg-part-file.js';

interface Log {
  info(line: string): void;
}

/** The layout of the merged result file (it is not itself a leg's result file). */
export const MERGED_FILE_KIND = 'ocpi-conformance-merge';

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
    await this.parts.append(() => {
      const { suites, totals } = renderJUnitSuites(
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

export async function writeMergedHtmlFile(
  file: string,
  context: MergeContext,
  log: Log,
  secrets: SecretMask,
  option = 'html-report',
): Promise<string | undefined> {
  const redact = (text: string) => secrets.redact(text);
  // Once more over the whole page, as the other writers do: nothing the store knows leaves.
  return writeTextFile(file, () => secrets.redact(renderMergeHtml({ ...context, redact })), {
    ...{ log, option },
    written: 'HTML report of every leg',
  });
}

/** The merged Markdown summary as a file (the CLI's --summary-file), redacted. */
export async function writeMergedSummaryFile(
  file: string,
  context: MergeContext,
  log: Log,
  secrets: SecretMask,
  option = 'summary-file',
): Promise<string | undefined> {
  const redact = (text: string) => secrets.redact(text);
  return writeTextFile(file, () => secrets.redact(renderMergeSummary({ ...context, redact })), {
    ...{ log, option },
    written: 'Summary',
  });
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The GitLab code quality format (report/codequality.ts): for a run, one entry per failed check,
 * at the journey file of a journey run read from a file of the repository, else at the CI file
 * that runs the job; for a merge, one report of every leg's failed checks, each entry naming its
 * leg, at the merge job's CI file. Every line passes the secret store. The renderer is loaded
 * only when the file is written.
 */
import path from 'node:path';
import type { RunReport } from '../../client/index.js';
import type { Grade } from '../../core/model.js';
import type { LegSink } from '../../core/result-file.js';
import { maskedPieces, message, writeTextFile } from '../files.js';
import { LegPartFile } from '../leg-part-file.js';
import type { MergeFile, OutputFormat, RunFile } from './format.js';

/** Where the entries point when the CI names no file of its own: GitLab's default CI file. */
const CI_FILE = '.gitlab-ci.yml';

export const CODEQUALITY_FILE: OutputFormat = {
  key: 'codequalityFile',
  needs: 'grade',
  write: (file, run) => writeCodeQualityFile(file, run),
  merge: async (file, merge) => new MergedCodeQualityFile(file, merge),
};

const renderer = () => import('../../report/codequality.js');

/** A run's code quality report; returns the path written, or undefined (logged). */
export async function writeCodeQualityFile(
  file: string,
  run: RunFile,
): Promise<string | undefined> {
  const { result, log, secrets, option } = run;
  if (!result.report || !result.grade) {
    log.info(
      `No code quality report written to ${file}: there is no graded report (${result.reason})`,
    );
    return undefined;
  }
  const { report, grade } = result;
  return writeTextFile(
    file,
    async () => {
      const { codeQualityLines } = await renderer();
      const lines = codeQualityLines({
        grade,
        ocpiVersion: report.ocpiVersion,
        path: findingsPlace(run),
        redact: (text) => secrets.redact(text),
      });
      return maskedPieces(lines, secrets);
    },
    { log, option, written: 'Code quality report', failed: 'the code quality report' },
  );
}

/**
 * The file a run's findings point at: its journey definition when it was read from a file inside
 * the workspace (inline JSON has none), else the CI's file, else GitLab's default one.
 */
export function findingsPlace(run: Pick<RunFile, 'settings' | 'baseDir' | 'workflowFile'>): string {
  const source = run.settings.journey?.source.trim();
  if (source && !source.startsWith('{')) {
    const relative = path.relative(run.baseDir, path.resolve(run.baseDir, source));
    if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) {
      return relative.split(path.sep).join('/');
    }
  }
  return run.workflowFile ?? CI_FILE;
}

/**
 * One code quality report of every leg, written as core/merge.ts reads the legs (a LegSink),
 * through a LegPartFile: each leg's entries as they come, the array's brackets once all are in.
 */
export class MergedCodeQualityFile implements LegSink {
  private readonly parts: LegPartFile;
  private legName = '';
  private entries = 0;
  private legEntries = 0;

  constructor(
    private readonly file: string,
    private readonly merge: MergeFile,
  ) {
    this.parts = new LegPartFile(file);
  }

  async begin(legName: string): Promise<void> {
    this.legName = legName;
    this.legEntries = 0;
    await this.parts.beginLeg();
  }

  async suite(report: RunReport, grade: Grade): Promise<void> {
    const { codeQualityEntryLines } = await renderer();
    const { secrets, workflowFile } = this.merge;
    await this.parts.append(() => {
      const context = {
        grade,
        ocpiVersion: report.ocpiVersion,
        path: workflowFile ?? CI_FILE,
        leg: this.legName,
        redact: (text: string) => secrets.redact(text),
      };
      const first = this.entries + this.legEntries === 0;
      const lines = [...codeQualityEntryLines(context, first)].map((entry) =>
        secrets.redact(entry),
      );
      this.legEntries += lines.length;
      return lines.length > 0 ? `${lines.join('\n')}\n` : '';
    });
  }

  async end(kept: boolean): Promise<void> {
    if (!(await this.parts.endLeg(kept))) return;
    this.entries += this.legEntries;
  }

  /** Writes the file; returns its path, or undefined (logged). */
  async finish(): Promise<string | undefined> {
    const { log, option } = this.merge;
    try {
      await this.parts.write('[\n', ']\n');
      log.info(`Code quality report of every leg written to ${this.file}.`);
      return this.file;
    } catch (error) {
      log.info(
        `Could not write the code quality report ${this.file} (${option}): ${message(error)}`,
      );
      return undefined;
    }
  }
}

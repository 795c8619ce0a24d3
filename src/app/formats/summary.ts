/**
 * The job summary format (report/merge.ts's renderMergeSummary): for a merge, the Markdown
 * summary of the legs (a row per leg, failed checks by leg) as a file, for a CI without GitHub's
 * job summary (a merge request note). The action writes its job summary itself; a run writes
 * none to a file.
 */
import type { MergeContext } from '../../report/merge.js';
import { type SecretMask, writeTextFile } from '../files.js';
import type { OutputFormat } from './format.js';

interface Log {
  info(line: string): void;
}

export const SUMMARY_FILE: OutputFormat = {
  key: 'summaryFile',
  // A run's summary is the action's job summary, or the CLI's result: never a file.
  needs: 'grade',
  merge: async (file, { log, secrets, option }) => ({
    finish: ({ result, toolVersion, resultFile }) =>
      writeMergedSummaryFile(file, { result, toolVersion, resultFile }, log, secrets, option),
  }),
};

/** The merged Markdown summary as a file, redacted. */
export async function writeMergedSummaryFile(
  file: string,
  context: MergeContext,
  log: Log,
  secrets: SecretMask,
  option = 'summary-file',
): Promise<string | undefined> {
  const redact = (text: string) => secrets.redact(text);
  return writeTextFile(
    file,
    async () => {
      const { renderMergeSummary } = await import('../../report/merge.js');
      return secrets.redact(renderMergeSummary({ ...context, redact }));
    },
    { log, option, written: 'Summary' },
  );
}

/**
 * The HTML report format (report/html.ts, report/html-input.ts): one self-contained page of every
 * check of a graded report, filterable, with its exchange and the spec clauses; for a merge, one
 * page of the legs and their failed checks (report/merge.ts). The page's renderer is loaded only
 * when there is a page to write.
 *
 * Text leaves the process here, so the page is rendered with the entry point's secret store
 * (`secrets.redact`, after the caller's own `redact` if it gave one) applied to every service text
 * before it is cut or escaped, exchanges get their credential fields masked by name
 * (html-data.ts), and the whole document passes the store once more as it is written, part by
 * part. That last pass leaves out the page's own policy, style sheet and script: they are this
 * tool's code, not service text, and the Content-Security-Policy allows the script and the style
 * by hash, so a registered secret that happened to match a word of them must not change them.
 * A page that cannot be written whole is removed: half a page would read as a report with fewer
 * checks.
 */
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { HtmlReportInput } from '../../report/html.js';
import { htmlReportInput } from '../../report/html-input.js';
import type { MergeContext } from '../../report/merge.js';
import { PACKAGE_VERSION } from '../../version.js';
import { message, type SecretMask, writeTextFile } from '../files.js';
import type { OutputFormat, RunFile } from './format.js';

interface Log {
  info(line: string): void;
}

export const HTML_REPORT: OutputFormat = {
  key: 'htmlReport',
  needs: 'grade',
  write: (file, run) => writeRunPage(file, run),
  merge: async (file, { log, secrets, option }) => ({
    finish: ({ result, toolVersion, resultFile }) =>
      writeMergedHtmlFile(file, { result, toolVersion, resultFile }, log, secrets, option),
  }),
};

/** A run's page, or, with no graded report, the reason there is none in the log. */
async function writeRunPage(file: string, run: RunFile): Promise<string | undefined> {
  const { result, settings, log, secrets, names } = run;
  const page = htmlReportInput(result, settings.policy, {
    toolVersion: PACKAGE_VERSION,
    generatedAt: new Date(),
  });
  if (!page) {
    log.info(`No HTML report written to ${file}: there is no graded report (${result.reason})`);
    return undefined;
  }
  // The page names the settings it mentions (flaky-failures) as this front end does.
  return writeHtmlReportPage(file, { ...page, names }, log, secrets, run.option);
}

/** The HTML report; returns the path written, or undefined when it failed. */
export async function writeHtmlReportPage(
  file: string,
  input: HtmlReportInput,
  log: Log,
  secrets: Pick<SecretMask, 'redact'>,
  option = 'html-report',
): Promise<string | undefined> {
  let opened = false;
  try {
    const [{ htmlReportParts }, assets] = await Promise.all([
      import('../../report/html.js'),
      import('../../report/html-assets.js'),
    ]);
    const own = new Set<string>([assets.CSP_META, assets.STYLE_ELEMENT, assets.SCRIPT_ELEMENT]);
    const inputRedact = input.redact;
    const redact = inputRedact
      ? (text: string) => secrets.redact(inputRedact(text))
      : secrets.redact;
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'w');
    opened = true;
    try {
      // Part by part (html.ts's htmlReportParts), each through the store once more, but for the
      // page's own elements.
      for (const part of htmlReportParts({ ...input, redact })) {
        await handle.write(`${own.has(part) ? part : secrets.redact(part)}\n`);
      }
    } finally {
      await handle.close();
    }
    log.info(`HTML report written to ${file}.`);
    return file;
  } catch (error) {
    if (opened) await rm(file, { force: true }).catch(() => undefined);
    log.info(`Could not write the HTML report ${file} (${option}): ${message(error)}`);
    return undefined;
  }
}

/** The page of a merge: the legs, their verdicts and failed checks. */
export async function writeMergedHtmlFile(
  file: string,
  context: MergeContext,
  log: Log,
  secrets: SecretMask,
  option = 'html-report',
): Promise<string | undefined> {
  const redact = (text: string) => secrets.redact(text);
  // Once more over the whole page, as the other writers do: nothing the store knows leaves.
  return writeTextFile(
    file,
    async () => {
      const { renderMergeHtml } = await import('../../report/merge.js');
      return secrets.redact(renderMergeHtml({ ...context, redact }));
    },
    { log, option, written: 'HTML report of every leg' },
  );
}

/**
 * Writes the HTML report (report/html.ts) to a file, as files.ts writes the JSON report and JUnit XML: a
 * file that cannot be written is logged, naming the input or flag the path came from (`option`),
 * and changes nothing else; this never throws.
 *
 * Text leaves the process here, so the page is rendered with the entry point's secret store
 * (`secrets.redact`, after the caller's own `redact` if it gave one) applied to every service text
 * before it is cut or escaped, exchanges get their credential fields masked by name
 * (html-data.ts), and the whole document passes the store once more as it is written, part by
 * part. That last pass leaves out the page's own policy, style sheet and script: they are this
 * tool's code, not service text, and the Content-Security-Policy allows the script and the style
 * by hash, so a registered secret that happened to match a word of them must not change them.
 */
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { type HtmlReportInput, htmlReportParts } from '../report/html.js';
import { CSP_META, SCRIPT_ELEMENT, STYLE_ELEMENT } from '../report/html-assets.js';
import type { SecretMask } from './files.js';

interface Log {
  info(line: string): void;
}

/** The HTML report; returns the path written, or undefined when it failed. */
export async function writeHtmlReportFile(
  file: string,
  input: HtmlReportInput,
  log: Log,
  secrets: Pick<SecretMask, 'redact'>,
  option = 'html-report',
): Promise<string | undefined> {
  let opened = false;
  try {
    const own = input.redact;
    const redact = own ? (text: string) => secrets.redact(own(text)) : secrets.redact;
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'w');
    opened = true;
    try {
      // Part by part (html.ts's htmlReportParts), each through the store once more.
      for (const part of htmlReportParts({ ...input, redact })) {
        await handle.write(`${redactOutsideAssets(part, secrets.redact)}\n`);
      }
    } finally {
      await handle.close();
    }
    log.info(`HTML report written to ${file}.`);
    return file;
  } catch (error) {
    // Half a page would read as a report with fewer checks: none is better.
    if (opened) await rm(file, { force: true }).catch(() => undefined);
    log.info(`Could not write the HTML report ${file} (${option}): ${message(error)}`);
    return undefined;
  }
}

const ASSETS: ReadonlySet<string> = new Set([CSP_META, STYLE_ELEMENT, SCRIPT_ELEMENT]);

/** A part of the page through `redact`, unless it is one of the page's own elements. */
function redactOutsideAssets(part: string, redact: (text: string) => string): string {
  return ASSETS.has(part) ? part : redact(part);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

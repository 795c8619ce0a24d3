/**
 * Writes the HTML report (html.ts) to a file, as files.ts writes the JSON report and JUnit XML: a
 * file that cannot be written is logged, naming the input or flag the path came from (`option`),
 * and changes nothing else; this never throws.
 *
 * Text leaves the process here, so the page is rendered with the entry point's secret store
 * (`secrets.redact`, after the caller's own `redact` if it gave one) applied to every service text
 * before it is cut or escaped, exchanges get their credential fields masked by name
 * (html-data.ts), and the whole document passes the store once more before it is written. That
 * last pass leaves out the page's own policy, style sheet and script: they are this tool's code,
 * not service text, and the Content-Security-Policy allows the script and the style by hash, so a
 * registered secret that happened to match a word of them must not change them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GateResult, GradingPolicy } from '../core/model.js';
import type { SecretMask } from './files.js';
import { type HtmlReportInput, type HtmlReportMeta, renderHtmlReport } from './html.js';
import { CSP_META, SCRIPT_ELEMENT, STYLE_ELEMENT } from './html-assets.js';

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
  try {
    const own = input.redact;
    const redact = own ? (text: string) => secrets.redact(own(text)) : secrets.redact;
    const html = redactOutsideAssets(renderHtmlReport({ ...input, redact }), secrets.redact);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    log.info(`HTML report written to ${file}.`);
    return file;
  } catch (error) {
    log.info(`Could not write the HTML report ${file} (${option}): ${message(error)}`);
    return undefined;
  }
}

/**
 * The input of the HTML report from a gate's result, or undefined when there is no graded report
 * to show (the run was not waited for, or ended without a report): the caller then logs why
 * (`result.reason`) instead of writing a page.
 */
export function htmlReportInput(
  result: GateResult,
  policy: GradingPolicy,
  meta: Omit<HtmlReportMeta, 'seed' | 'reportId' | 'connectionId' | 'runId'>,
): HtmlReportInput | undefined {
  if (!result.report || !result.grade) return undefined;
  return {
    verdict: result.verdict,
    reason: result.reason,
    report: result.report,
    grade: result.grade,
    policy,
    regressions: result.regressions,
    trend: result.trend,
    journey: result.journey,
    meta: {
      seed: result.seed,
      reportId: result.reportId,
      connectionId: result.connection?._id,
      runId: result.runId,
      ...meta,
    },
  };
}

/**
 * The document through `redact`, piece by piece around its own elements. Those are found as whole
 * elements (`<script>` and all): service text in the page is escaped, so it cannot hold one.
 */
export function redactOutsideAssets(html: string, redact: (text: string) => string): string {
  const out: string[] = [];
  let rest = html;
  for (const asset of [CSP_META, STYLE_ELEMENT, SCRIPT_ELEMENT]) {
    const at = rest.indexOf(asset);
    if (at < 0) continue;
    out.push(redact(rest.slice(0, at)), asset);
    rest = rest.slice(at + asset.length);
  }
  out.push(redact(rest));
  return out.join('');
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

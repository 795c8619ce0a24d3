/**
 * How to reproduce a failure, after `run`'s result (issue 36, point 1): the `show` command for the
 * first failed check of the report file written, and with --verbose the curl commands of the first
 * failed checks (curlCommand's, as `show` prints them).
 */
import type { GateResult, GradedCheck } from '../core/model.js';
import { curlCommand } from '../report/curl.js';
import { recordedRequest } from '../report/recorded-request.js';
import { shellArgument } from '../report/summary-curl.js';

/** Curl commands printed with --verbose; the rest are in `show`. */
export const CURL_COMMANDS_SHOWN = 10;

export interface ReproduceContext {
  result: GateResult;
  /** The report file written, if one was: what `show` reads. */
  resultFile?: string;
  verbose?: boolean;
  redact: (text: string) => string;
}

export function reproduceLines(context: ReproduceContext): string[] {
  const { result, resultFile, verbose, redact } = context;
  const failed = result.grade?.checks.failed ?? [];
  if (failed.length === 0) return [];
  const lines: string[] = [];
  const show = (item: GradedCheck) =>
    `ocpi-conformance show ${shellArgument(resultFile ?? '')} --check ${shellArgument(item.check.testId)}`;
  if (resultFile) lines.push(`Reproduce a failure: ${show(failed[0]!)}`);
  if (!verbose) return lines;
  const partnerBaseUrl = result.connection?.partnerBaseUrl;
  const ocpiVersion = result.report?.ocpiVersion;
  const commands = failed
    .map((item) => {
      const context = {
        suiteId: item.suiteId,
        ...(item.module ? { module: item.module } : {}),
        ...(ocpiVersion ? { ocpiVersion } : {}),
      };
      return { item, curl: curlCommand(recordedRequest(item.check, partnerBaseUrl, context)) };
    })
    .filter(({ item, curl }) => item.check.exchange?.request && curl.kind === 'command')
    .slice(0, CURL_COMMANDS_SHOWN);
  for (const { item, curl } of commands) {
    if (curl.kind !== 'command') continue;
    lines.push('', `Reproduce ${item.check.testId} with curl:`, redact(curl.command));
    if (curl.bodyFile) {
      const where = resultFile ? `run ${show(item)} to write it` : 'the HAR file holds it';
      lines.push(`(The body is read from ${curl.bodyFile.name}: ${where}.)`);
    }
  }
  return lines;
}

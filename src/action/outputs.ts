/**
 * The step's outputs: every name action.yml declares, each a single line, masked, and all of them
 * once more as one JSON document in `result`.
 */
import type { WrittenFiles } from '../app/run.js';
import { OUTPUT_FILES } from '../core/catalogue.js';
import type { GateResult } from '../core/model.js';
import { type ErrorKind, errorReason, noVerdictCause, resultErrorKind } from '../core/reasons.js';
import type { ReportArtifact } from '../report/summary.js';
import { ClientError } from '../util/errors.js';
import { formatRate } from '../util/numbers.js';
import type { Redactor } from '../util/redaction.js';
import { forLog } from '../util/text.js';

/** What writing outputs and failing the step needs of @actions/core. */
export interface OutputCore {
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
}

/** The outputs of the files whose catalogue entry asks for one (`file.output`), by key. */
const FILE_OUTPUTS = OUTPUT_FILES.flatMap(({ key, spec, file }) =>
  file.output && spec.input ? [{ key, name: spec.input }] : [],
);

export const OUTPUT_NAMES: readonly string[] = [
  'verdict',
  'reason',
  'error-kind',
  'status',
  'report-id',
  'run-id',
  'connection-id',
  'seed',
  'total',
  'passed',
  'failed',
  'warned',
  'unobservable',
  'pass-rate',
  ...FILE_OUTPUTS.map(({ name }) => name),
  'artifact-id',
  'artifact-url',
  'regressions',
  'baseline-report-id',
  'share-token',
  'share-url',
  'attestation-id',
  'attestation-url',
];
export type Outputs = Record<string, string>;

/** The file outputs (each file's path, '' when none was written), in OUTPUT_NAMES's order. */
export function fileOutputs(files: WrittenFiles): Outputs {
  return Object.fromEntries(FILE_OUTPUTS.map(({ key, name }) => [name, files[key] ?? '']));
}

/** The report artifact as uploaded: its link for the summary and comment, and its id. */
export type UploadedArtifact = ReportArtifact & { id: number };

export function outputsFor(
  result: GateResult,
  files: WrittenFiles,
  artifact: UploadedArtifact | undefined,
  attestation?: { id?: string; url?: string },
): Outputs {
  const counts = result.grade?.counts;
  const count = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    verdict: result.verdict ?? '',
    reason: result.reason,
    'error-kind': resultErrorKind(result),
    status: result.status ?? '',
    'report-id': result.reportId ?? '',
    'run-id': result.runId ?? '',
    'connection-id': result.connection?._id ?? '',
    seed: result.seed,
    total: count(counts?.total),
    passed: count(counts?.passed),
    failed: count(counts?.failed),
    warned: count(counts?.warned),
    unobservable: count(counts?.unobservable),
    'pass-rate': result.grade?.passRate === undefined ? '' : formatRate(result.grade.passRate),
    ...fileOutputs(files),
    'artifact-id': artifact ? String(artifact.id) : '',
    'artifact-url': artifact?.url ?? '',
    regressions: result.regressions?.previousReportId ? String(result.regressions.count) : '',
    'baseline-report-id': result.regressions?.previousReportId ?? '',
    'share-token': result.share?.token ?? '',
    'share-url': result.share?.url ?? '',
    'attestation-id': attestation?.id ?? '',
    'attestation-url': attestation?.url ?? '',
  };
}

export function emptyOutputs(
  verdict: string,
  reason: string,
  errorKind: ErrorKind | '' = '',
): Outputs {
  const outputs = Object.fromEntries(OUTPUT_NAMES.map((name) => [name, ''])) as Outputs;
  outputs.verdict = verdict;
  outputs.reason = reason;
  outputs['error-kind'] = errorKind;
  return outputs;
}

/** The outputs last written for each core, so that an unexpected error keeps them. */
const written = new WeakMap<OutputCore, Outputs>();

export function writeOutputs(core: OutputCore, outputs: Outputs, secrets: Redactor): void {
  written.set(core, outputs);
  // Outputs are single lines (the reason of an input error lists several problems).
  const safe = Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => [
      name,
      secrets.redact(value).replace(/\s*\n\s*/g, ' '),
    ]),
  ) as Outputs;
  for (const [name, value] of Object.entries(safe)) core.setOutput(name, value);
  core.setOutput('result', JSON.stringify(safe));
}

/** Ends the step without a verdict: `error` and the reason in the outputs, a failed step. */
export function failWithoutVerdict(
  core: OutputCore,
  reason: string,
  errorKind: ErrorKind,
  secrets: Redactor,
): void {
  writeOutputs(core, emptyOutputs('error', reason, errorKind), secrets);
  core.setFailed(forLog(reason, secrets.redact));
}

/**
 * Ends the step for an error nothing else caught, a bug of this tool: verdict `error` and a
 * one-line reason in the outputs (what was already written, such as report-id, is kept), and a
 * failed step. The reason holds the error's message, redacted, never its stack.
 */
export function failUnexpectedly(core: OutputCore, error: unknown, secrets: Redactor): void {
  const what = errorReason(error).replace(/\.$/, '');
  const reason =
    error instanceof ClientError
      ? `No verdict: ${what}.`
      : `No verdict: ${what}. This is an error of the action itself, not a finding about your partner: re-run the job, and report it if it stays.`;
  try {
    const outputs = {
      ...(written.get(core) ?? emptyOutputs('', '')),
      verdict: 'error',
      reason,
      'error-kind': error instanceof ClientError ? noVerdictCause(error) : 'internal',
    };
    writeOutputs(core, outputs, secrets);
  } catch {
    // Outputs that cannot be written must not keep the step from failing.
  }
  core.setFailed(forLog(secrets.redact(reason).replace(/\s*\n\s*/g, ' '), secrets.redact));
}

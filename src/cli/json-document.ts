/**
 * What `--json` prints, declared once: the fields of `run`'s document and the shape of every
 * command's error document. `run --help` prints them, scripts/action-docs.mjs writes them into the
 * README (between `<!-- action-docs:json -->` and `<!-- /action-docs:json -->`), and a test holds
 * the keys `run --json` prints to them.
 *
 * Plain data and its two renderings; it imports the catalogue alone (for the fields of the files
 * written), so that the docs script can load it as it is.
 */
import { OUTPUT_FILES } from '../core/catalogue.js';

export interface JsonField {
  readonly name: string;
  /** Left out of the document when it does not apply (shown with `?`). */
  readonly optional?: true;
  /** One line: what the field holds. */
  readonly description: string;
}

/** The fields of `run --json`, in the document's order. */
export const RUN_JSON_FIELDS: readonly JsonField[] = [
  { name: 'verdict', description: 'pass, fail or error; null when the run was not waited for' },
  { name: 'reason', description: 'one line saying why' },
  {
    name: 'errorKind',
    description: 'null with a verdict, else what kept the run from one (see errors below)',
  },
  { name: 'status', description: "the run's status at the service, or null" },
  { name: 'reportId', description: "the report's id, or null when no run was started" },
  { name: 'runId', description: 'the conformance run or journey run id, or null' },
  { name: 'connectionId', description: 'the connection tested, or null' },
  { name: 'seed', description: "the run's seed: pass it back to reproduce the run" },
  { name: 'counts', description: 'the checks by outcome, or null when no report was graded' },
  { name: 'passRate', description: 'percent, or null when nothing was graded' },
  { name: 'threshold', description: 'the minimum pass rate graded against, or null' },
  { name: 'conditions', description: 'the fail-on conditions that held, in words' },
  { name: 'withheldModules', description: 'the modules the service withheld' },
  {
    name: 'clauses',
    description: 'the spec clauses the checks broke, each once, with its checks (at most 100)',
  },
  { name: 'notes', description: 'what the report held that this tool did not understand' },
  {
    name: 'failedChecks',
    description: 'the failed checks with the failed validation and its clause (at most 100)',
  },
  { name: 'baselineReportId', description: 'the report compared with, or null' },
  {
    name: 'regressions',
    optional: true,
    description: 'what got worse or better since the baseline',
  },
  { name: 'trend', optional: true, description: 'the pass rates of earlier comparable reports' },
  {
    name: 'flakiness',
    optional: true,
    description: 'flaky checks: {window, reports, checks: [{testId, flips, runs}], tolerated}',
  },
  { name: 'share', optional: true, description: 'with --share: {shareToken, url, warning?}' },
  {
    name: 'journey',
    optional: true,
    description: 'a journey run: its plan, status and recoveries',
  },
  // Where each file a run writes was written, as the catalogue describes it, in its order.
  ...OUTPUT_FILES.flatMap(({ key, file }): JsonField[] =>
    file.json ? [{ name: key, optional: true, description: file.json }] : [],
  ),
  {
    name: 'attestationFile',
    optional: true,
    description: 'where the signed attestation (a Sigstore bundle) was written (--sign-key)',
  },
  {
    name: 'error',
    optional: true,
    description: 'with no verdict: the error, as in an error document (below)',
  },
];

/** The fields of `error` in an error document, of every command. */
export const ERROR_JSON_FIELDS: readonly JsonField[] = [
  { name: 'message', description: 'what happened and what to do' },
  { name: 'field', optional: true, description: 'the option at fault, without dashes' },
  { name: 'status', optional: true, description: 'the HTTP status the service answered' },
  { name: 'code', optional: true, description: "the service's machine code" },
];

/** The values of errorKind, each with the exit code it goes with. */
export const ERROR_KINDS = [
  { kind: 'input', exit: 2, description: 'a value found wrong before any request' },
  {
    kind: 'refused',
    exit: 4,
    description: 'the configuration does not work with the service: fix what it names',
  },
  {
    kind: 'unavailable',
    exit: 3,
    description: 'an outage, a timeout, a failed or cancelled run: a later try may do',
  },
  { kind: 'interrupted', exit: 3, description: 'stopped by a signal, or the step was cancelled' },
  { kind: 'internal', exit: 3, description: 'an error of this tool itself' },
] as const;

const shape = (fields: readonly JsonField[]) =>
  fields.map((f) => `"${f.name}"${f.optional ? '?' : ''}`).join(', ');

/** Every error document, of every command: its one classification is errorKind. */
export const ERROR_JSON_SHAPE = `{"errorKind", "error": {${shape(ERROR_JSON_FIELDS)}}}`;

const kindsInWords = ERROR_KINDS.map((k) => `${k.kind} (exit ${k.exit}: ${k.description})`).join(
  ', ',
);

/** The text `run --help` prints, lines of at most 100 columns. */
export function jsonHelpText(): string {
  const width = Math.max(...RUN_JSON_FIELDS.map((f) => f.name.length + 1)) + 4;
  return [
    'With --json, stdout holds one document with these fields (? only when it applies):',
    ...RUN_JSON_FIELDS.map(
      (f) => `  ${`${f.name}${f.optional ? '?' : ''}`.padEnd(width)}${f.description}`,
    ),
    `An error, of any command, is ${ERROR_JSON_SHAPE}.`,
    'errorKind is its one classification:',
    ...ERROR_KINDS.map((k) => `  ${k.kind.padEnd(width)}exit ${k.exit}: ${k.description}`),
  ].join('\n');
}

/** The Markdown the docs script writes into the README between its json markers. */
export function jsonMarkdown(): string {
  const code = (text: string) => `\`${text}\``;
  return [
    `\`run --json\` prints one document on stdout with these fields (${code('?')}: only when it applies):`,
    '',
    '| Field | Holds |',
    '| --- | --- |',
    ...RUN_JSON_FIELDS.map(
      (f) => `| ${code(`${f.name}${f.optional ? '?' : ''}`)} | ${f.description} |`,
    ),
    '',
    `An error, of any command, is ${code(ERROR_JSON_SHAPE)}. ${code('errorKind')} is its one ` +
      `classification, the action's ${code('error-kind')}: ${kindsInWords}.`,
  ].join('\n');
}

/**
 * `ocpi-conformance merge FILE...`: the final job of GitLab `parallel:` or Jenkins parallel
 * stages. Like the action's merge mode, it starts no run (no API key needed): it reads the result
 * files the legs wrote with `run --report-file`, and writes one verdict, with the exit codes of
 * `run`: 0 pass, 1 a leg failed, 3 no verdict (a leg without one, an unreadable file, fewer files
 * than --expected-legs). Bad flags are usage errors (2), found before any file is read.
 */
import path from 'node:path';
import { type MergePlaces, mergeLegs } from '../app/merge.js';
import { EXPECTED_LEGS } from '../core/catalogue/outputs.js';
import { type FileKey, OUTPUT_FILES } from '../core/catalogue.js';
import type { MergeResult } from '../core/model.js';
import type { SettingValues } from '../core/settings.js';
import { ciWorkflowFile } from '../util/ci-job.js';
import { formatRate } from '../util/numbers.js';
import {
  type CommandSpec,
  JSON_OPTION,
  type OptionSpec,
  type ParsedCommand,
  parseCommand,
  settingOption,
  usage,
} from './args.js';
import { type CliOptions, terminalFor } from './context.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { flagName } from './flags.js';
import type { CommandIo } from './io.js';
import { optionGiven, readOptions } from './options.js';
import type { Terminal } from './output.js';

/** The output formats `merge` writes, a file each (the catalogue's `file.merge`), in its order. */
const MERGE_FILES = OUTPUT_FILES.filter(({ spec, file }) => file.merge && spec.flag);

/**
 * A FILE option of `merge` for each of MERGE_FILES, the catalogue's entry with its merge's help
 * line. None takes an environment variable: run's (OCPI_TESTING_REPORT_FILE...) name a leg's
 * files, which a merge must not write over.
 */
function fileOptions(): OptionSpec[] {
  return MERGE_FILES.map(({ key, file }) => ({ ...settingOption(key, file.merge), env: false }));
}

export const MERGE_COMMAND: CommandSpec = {
  name: 'merge',
  summary:
    'Merges the result files of parallel legs (each written by "run --report-file") into one verdict,\nwith the exit codes of run: fail if any leg failed, else no verdict (3) if any leg had none, a\nfile could not be read or fewer than --expected-legs were given, else pass. Starts no run.',
  positionals: [
    {
      name: 'FILE...',
      description: 'the result files of the legs (run --report-file), one or more',
      variadic: true,
    },
  ],
  options: [
    settingOption(
      'expectedLegs',
      `how many legs there are (${EXPECTED_LEGS.min} to ${EXPECTED_LEGS.max}); fewer files gives no verdict (exit 3)`,
    ),
    ...fileOptions(),
    JSON_OPTION,
  ],
  notes:
    'Example (GitLab): a job with `parallel:` runs `ocpi-conformance run --module $MODULE\n--report-file legs/$CI_NODE_INDEX.json` and keeps legs/ as an artifact; a later job with\n`needs:` on it and `when: always` runs `ocpi-conformance merge legs/*.json --expected-legs 3`.',
};

export async function runMergeCommand(
  argv: string[],
  io: CommandIo,
  options: CliOptions = {},
): Promise<number> {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const terminal = terminalFor(io, argv, options);
  try {
    const parsed = parseCommand(MERGE_COMMAND, argv, env, terminal.secrets);
    if (parsed.help) {
      io.out(usage(MERGE_COMMAND));
      return EXIT.ok;
    }
    const { expectedLegs, places } = readOptions(parsed, (values) => ({
      expectedLegs: values.get('expectedLegs'),
      places: Object.fromEntries(
        MERGE_FILES.map(({ key }) => [key, mergePlace(parsed, values, key, cwd)]),
      ) as MergePlaces,
    }));
    const files = parsed.positionals.map((file) => path.resolve(cwd, file));
    return await merge(terminal, { files, expectedLegs, cwd, places, env });
  } catch (error) {
    return terminal.fail(error);
  }
}

/**
 * Where a merged file goes, resolved against the working directory; undefined: not asked. A flag
 * given empty is a problem: it asks for a file and names none.
 */
function mergePlace(
  parsed: ParsedCommand,
  values: SettingValues,
  key: FileKey,
  cwd: string,
): string | undefined {
  const file = values.get(key);
  if (!file && optionGiven(parsed, key)) {
    values.add(key, 'invalid', 'is empty: give a file path, or leave the flag out.');
  }
  return file ? path.resolve(cwd, file) : undefined;
}

interface MergeRequest {
  files: string[];
  expectedLegs: number | undefined;
  cwd: string;
  /** Where each merged file goes, by key (its flag's value); undefined: not asked. */
  places: MergePlaces;
  env: NodeJS.ProcessEnv;
}

async function merge(terminal: Terminal, request: MergeRequest): Promise<ExitCode> {
  const { result, files } = await mergeLegs(request.files, request.expectedLegs, request.places, {
    log: { info: (line) => terminal.logLine(line) },
    secrets: terminal.secrets,
    names: flagName,
    nameOf: (file) => path.relative(request.cwd, file) || file,
    workflowFile: ciWorkflowFile(request.env),
  });
  for (const problem of result.problems) terminal.log(`Error: ${problem.file}: ${problem.message}`);
  for (const warning of result.warnings) terminal.log(`Warning: ${warning}`);
  if (terminal.json) terminal.printJson(mergeDocument(result, files));
  else terminal.print(mergeText(result, terminal));
  return result.verdict === 'pass'
    ? EXIT.ok
    : result.verdict === 'fail'
      ? EXIT.gateFailed
      : EXIT.noVerdict;
}

/** The human result: the verdict and reason, then a line per leg. */
function mergeText(result: MergeResult, terminal: Terminal): string {
  const lines = [`${result.verdict.toUpperCase()}: ${terminal.oneLine(result.reason, 2000)}`, ''];
  for (const leg of result.legs) {
    const rate = leg.passRate === undefined ? 'n/a' : `${formatRate(leg.passRate)}%`;
    lines.push(
      `  ${(leg.verdict ?? 'no verdict').padEnd(10)} ${rate.padStart(7)}  ${terminal.oneLine(leg.name, 100)}${leg.url ? `  ${leg.url}` : ''}`,
    );
  }
  for (const problem of result.problems) {
    lines.push(
      `  ${'unreadable'.padEnd(10)} ${'n/a'.padStart(7)}  ${terminal.oneLine(problem.file, 300)}`,
    );
  }
  return lines.join('\n');
}

function mergeDocument(result: MergeResult, files: MergePlaces) {
  return {
    verdict: result.verdict,
    reason: result.reason,
    errorKind: result.errorKind || null,
    expectedLegs: result.expectedLegs,
    counts: result.counts,
    passRate: result.passRate,
    clauses: (result.clauses ?? []).slice(0, 100).map((clause) => ({
      ...clause.reference,
      checks: clause.checks,
      modules: clause.modules,
      failed: clause.failed,
      warned: clause.warned,
    })),
    legs: result.legs.map(({ failed, notes, ...leg }) => ({
      ...leg,
      failedChecks: failed.slice(0, 20).map((item) => item.check.testId),
      notes,
    })),
    problems: result.problems,
    warnings: result.warnings,
    files,
  };
}

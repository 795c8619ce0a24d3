/**
 * The action's settings: core's readSettings over the inputs (action.yml names them; inputs.ts
 * maps them to settings), plus what only the workflow knows, and the problems worded as a
 * workflow author reads them.
 */
import path from 'node:path';
import { type FileKey, OUTPUT_FILES } from '../core/catalogue.js';
import type { GradingPolicy, LegIdentity } from '../core/model.js';
import {
  type MergeSettings,
  readMergeSettings,
  readSettings,
  type SettingProblem,
  type Settings,
  SettingsError,
} from '../core/settings.js';
import { ciBranches } from '../util/ci-branches.js';
import { ciJobParts } from '../util/ci-job.js';
import { InputError } from '../util/errors.js';
import { Redactor } from '../util/redaction.js';
import { ACTION_INPUTS, inputName, inputValue } from './inputs.js';

/**
 * Reads and validates every input; throws one InputError listing every problem by input name.
 * The `job-index` input defaults to the expression `${{ strategy.job-index }}`, which the runner
 * evaluates in the job (an input default may use the github, strategy, matrix, job and runner
 * contexts): every leg of a matrix has the same GITHUB_JOB, and only this tells them apart. A job
 * without a matrix has index 0, as has a matrix's first leg: 0 adds nothing, so the seeds of
 * jobs without a matrix stay as they were and every other leg gets its own.
 */
export function readActionSettings(
  core: { getInput(name: string): string; setSecret(secret: string): void },
  env: NodeJS.ProcessEnv,
  secrets: Redactor = new Redactor(),
): ActionSettings {
  try {
    const settings = readSettings((setting) => inputValue(core, setting), {
      job: ciJobParts(env),
      names: inputName,
      secret: (value) => {
        secrets.add(value);
        core.setSecret(value);
      },
      resultFileDefault: path.join(
        env.RUNNER_TEMP || env.TMPDIR || '/tmp',
        'ocpi-conformance-report.json',
      ),
      filesBesideReport: true,
      leg: matrixLeg(core),
      branches: ciBranches(env),
    });
    return settings;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    throw workflowInputError(error, secrets);
  }
}

/**
 * The settings of a run in the action: core's, the report artifact's included (upload-report,
 * artifact-name, artifact-retention-days: the catalogue declares and checks them by GitHub's rules;
 * only the action has them).
 */
export type ActionSettings = Settings;

/**
 * Where the settings put each file the action takes an input for (a run's or a merge's), by its
 * key: the report file, the files beside it, those given a path.
 */
export function filePlaces(
  settings: ActionSettings | MergeSettings,
): Partial<Record<FileKey, string>> {
  const paths = settings as unknown as Record<string, string | undefined>;
  return Object.fromEntries(
    OUTPUT_FILES.flatMap(({ key, spec }) => {
      const file = spec.input ? paths[key] : undefined;
      return file ? [[key, file]] : [];
    }),
  );
}

/** The problems of the inputs as one error, by input name, as a workflow author reads them. */
function workflowInputError(error: SettingsError, secrets: Redactor): InputError {
  const lines = error.problems.map((p) => `- ${inputName(p.setting)}: ${inWorkflowWords(p)}`);
  const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
  return new InputError(
    inputName(error.problems[0]!.setting),
    secrets.redact(`${count} in the action's inputs:\n${lines.join('\n')}`),
  );
}

/** The patterns of merge-reports (one a line); none: the step runs the gate, not a merge. */
export function mergePatterns(core: { getInput(name: string): string }): string[] {
  return core
    .getInput(ACTION_INPUTS.mergeReports)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The settings of merge mode (merge-reports is set): only the inputs of what the merge writes.
 * It starts no run, so api-key and base-url are not required (they are ignored if given).
 */
export function readActionMergeSettings(
  core: { getInput(name: string): string; setSecret(secret: string): void },
  env: NodeJS.ProcessEnv,
  secrets: Redactor = new Redactor(),
): MergeSettings {
  try {
    return readMergeSettings((setting) => inputValue(core, setting), {
      names: inputName,
      secret: (value) => {
        secrets.add(value);
        core.setSecret(value);
      },
      resultFileDefault: path.join(
        env.RUNNER_TEMP || env.TMPDIR || '/tmp',
        'ocpi-conformance-merged.json',
      ),
      filesBesideReport: true,
    });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    throw workflowInputError(error, secrets);
  }
}

/**
 * What a merge job needs to know about this leg, written into its result file: a name that tells
 * the legs apart (job, module, matrix index), the link to this workflow run, and the policy.
 */
export function legMeta(
  core: { getInput(name: string): string },
  env: NodeJS.ProcessEnv,
  settings: Pick<Settings, 'module' | 'runKind' | 'policy'>,
): { leg: LegIdentity; policy: GradingPolicy } {
  const index = matrixLeg(core);
  const name = [
    env.GITHUB_JOB || 'job',
    settings.module,
    index === undefined ? undefined : `leg ${index}`,
  ]
    .filter(Boolean)
    .join(' ');
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  const url =
    env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  return {
    leg: { name, url, module: settings.module, runKind: settings.runKind },
    policy: settings.policy,
  };
}

/** This leg's index in its matrix (input job-index); undefined for index 0 and outside a matrix. */
export function matrixLeg(core: { getInput(name: string): string }): string | undefined {
  const jobIndex = core.getInput(ACTION_INPUTS.jobIndex).trim();
  // GitHub's local runner (@github/local-action) hands over a default as written, unevaluated.
  const unevaluated = jobIndex.includes('${{');
  return jobIndex === '' || jobIndex === '0' || unevaluated ? undefined : jobIndex;
}

/** A problem as a workflow author reads it: a missing key is shown how to pass from a secret. */
function inWorkflowWords(problem: SettingProblem): string {
  if (problem.code !== 'required') return problem.message;
  if (problem.setting === 'apiKey') {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, shown to the user
    return 'is required: pass the service API key from a secret, e.g. ${{ secrets.OCPI_TESTING_API_KEY }}.';
  }
  return problem.message;
}

/**
 * The action's settings: core's readSettings over the inputs (action.yml names them; inputs.ts
 * maps them to settings), plus what only the workflow knows, and the problems worded as a
 * workflow author reads them.
 */
import path from 'node:path';
import { InputError } from '../client/index.js';
import { settingDefault } from '../core/catalogue.js';
import type { GradingPolicy, LegIdentity } from '../core/model.js';
import {
  type MergeSettings,
  readMergeSettings,
  readSettings,
  type SettingProblem,
  type Settings,
  SettingsError,
  type ShareWhen,
  WHEN,
} from '../core/settings.js';
import { ciBranches } from '../util/ci-branches.js';
import { ciJobParts } from '../util/ci-job.js';
import { Redactor } from '../util/redaction.js';
import { ACTION_INPUTS, inputName } from './inputs.js';

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
  const artifact = readArtifactInputs(core);
  try {
    const settings = readSettings((setting) => core.getInput(ACTION_INPUTS[setting]), {
      job: ciJobParts(env),
      names: inputName,
      secret: (value) => {
        secrets.add(value);
        core.setSecret(value);
      },
      reportFileDefault: path.join(
        env.RUNNER_TEMP || env.TMPDIR || '/tmp',
        'ocpi-conformance-report.json',
      ),
      htmlReportBesideReport: true,
      leg: matrixLeg(core),
      branches: ciBranches(env),
    });
    if (artifact.problems.length > 0) throw new SettingsError(artifact.problems);
    return { ...settings, ...artifact.settings };
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    const problems = [...error.problems, ...artifact.problems];
    throw workflowInputError(
      problems === error.problems ? error : new SettingsError(dedupe(problems)),
      secrets,
    );
  }
}

/** The settings of a run in the action: core's, and the report artifact's, which only it has. */
export type ActionSettings = Settings & ArtifactSettings;

export interface ArtifactSettings {
  /** When to upload the report files as a workflow artifact. */
  uploadReport: ShareWhen;
  /** Its name (undefined: ocpi-conformance-<job>[-<leg>]) and for how many days it is kept. */
  artifactName: string | undefined;
  artifactRetentionDays: number | undefined;
}

/** Characters GitHub refuses in an artifact name (as actions/upload-artifact lists them). */
const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\r\n\\/]/;
/** GitHub keeps an artifact 1 to 90 days. */
const MAX_RETENTION_DAYS = 90;

/** The report artifact's inputs, by GitHub's rules; problems are reported with core's. */
function readArtifactInputs(core: { getInput(name: string): string }): {
  settings: ArtifactSettings;
  problems: SettingProblem[];
} {
  const problems: SettingProblem[] = [];
  const input = (setting: 'uploadReport' | 'artifactName' | 'artifactRetentionDays') =>
    core.getInput(ACTION_INPUTS[setting]).trim();
  const uploadReport = input('uploadReport') || settingDefault('uploadReport');
  if (!(WHEN as readonly string[]).includes(uploadReport)) {
    problems.push({
      setting: 'uploadReport',
      code: 'invalid',
      message: `"${uploadReport}" is not allowed; use one of ${WHEN.join(', ')}.`,
    });
  }
  const artifactName = input('artifactName') || undefined;
  if (artifactName && ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
    problems.push({
      setting: 'artifactName',
      code: 'invalid',
      message: `"${artifactName}" holds a character an artifact name cannot have (" : < > | * ? \\ / or a line break).`,
    });
  }
  const days = input('artifactRetentionDays');
  const artifactRetentionDays = days ? Number(days) : undefined;
  if (
    artifactRetentionDays !== undefined &&
    (!/^\d+$/.test(days) || artifactRetentionDays < 1 || artifactRetentionDays > MAX_RETENTION_DAYS)
  ) {
    problems.push({
      setting: 'artifactRetentionDays',
      code: 'invalid',
      message: `"${days}" is not a whole number of days from 1 to ${MAX_RETENTION_DAYS} (leave it empty for the repository's setting).`,
    });
  }
  return {
    settings: { uploadReport: uploadReport as ShareWhen, artifactName, artifactRetentionDays },
    problems,
  };
}

function dedupe(problems: SettingProblem[]): SettingProblem[] {
  return problems.filter(
    (p, i) => problems.findIndex((q) => q.setting === p.setting && q.message === p.message) === i,
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
    return readMergeSettings((setting) => core.getInput(ACTION_INPUTS[setting]), {
      names: inputName,
      secret: (value) => {
        secrets.add(value);
        core.setSecret(value);
      },
      reportFileDefault: path.join(
        env.RUNNER_TEMP || env.TMPDIR || '/tmp',
        'ocpi-conformance-merged.json',
      ),
      htmlReportBesideReport: true,
      maxLegs: MAX_MATRIX_LEGS,
    });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    throw workflowInputError(error, secrets);
  }
}

/** The most legs a merge expects: GitHub runs at most 256 jobs in a matrix. */
export const MAX_MATRIX_LEGS = 256;

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

/**
 * The action's settings: core's readSettings over the inputs (action.yml names them; inputs.ts
 * maps them to settings), plus what only the workflow knows, and the problems worded as a
 * workflow author reads them.
 */
import path from 'node:path';
import { InputError } from '../client/index.js';
import {
  readSettings,
  type SettingProblem,
  type Settings,
  SettingsError,
} from '../core/settings.js';
import { ciBranches } from '../util/ci-branches.js';
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
): Settings {
  try {
    return readSettings((setting) => core.getInput(ACTION_INPUTS[setting]), {
      env,
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
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    const lines = error.problems.map((p) => `- ${inputName(p.setting)}: ${inWorkflowWords(p)}`);
    const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
    throw new InputError(
      inputName(error.problems[0]!.setting),
      secrets.redact(`${count} in the action's inputs:\n${lines.join('\n')}`),
    );
  }
}

/** This leg's index in its matrix (input job-index); undefined for index 0 and outside a matrix. */
export function matrixLeg(core: { getInput(name: string): string }): string | undefined {
  const jobIndex = core.getInput('job-index').trim();
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

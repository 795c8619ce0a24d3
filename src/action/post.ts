/**
 * The post step (post-if: always()): cancels a journey the main step started and did not see
 * finish, because it was killed, timed out or cancelled. Best effort: it reports what the service
 * answered and never fails the job.
 */

import { cancelLeftJourney } from '../app/post.js';
import type { ClientTiming } from '../app/run.js';
import { errorReason } from '../core/reasons.js';
import type { Settings } from '../core/settings.js';
import { Redactor } from '../util/redaction.js';
import { forLog, forLogLine } from '../util/text.js';
import { type ActionCore, STATE_JOURNEY_DONE, STATE_JOURNEY_RUN } from './action-core.js';
import { inputName } from './inputs.js';
import { readActionSettings } from './settings.js';

export async function runPostStep(
  core: ActionCore,
  options: { env?: NodeJS.ProcessEnv; secrets?: Redactor; client?: ClientTiming } = {},
): Promise<void> {
  const runId = core.getState(STATE_JOURNEY_RUN);
  if (!runId || core.getState(STATE_JOURNEY_DONE) === 'true') return;
  const secrets = options.secrets ?? new Redactor();
  let settings: Settings;
  try {
    settings = readActionSettings(core, options.env ?? process.env, secrets);
  } catch (error) {
    core.warning(
      forLog(
        `Journey run ${runId} may still be running, but the inputs could not be read to cancel it: ${errorReason(error)}`,
        secrets.redact,
      ),
    );
    return;
  }
  await cancelLeftJourney(settings, runId, {
    log: {
      info: (line) => core.info(forLogLine(line, secrets.redact)),
      warn: (line) => core.warning(forLogLine(line, secrets.redact)),
    },
    secrets,
    names: inputName,
    client: options.client,
  });
}

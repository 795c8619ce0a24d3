/**
 * The action's entry point: `run()` takes no arguments, as GitHub's tooling expects. The runner
 * bundle (./entry.ts, built to dist/index.js) calls it, and so does GitHub's local runner for
 * JavaScript actions: `npx @github/local-action run . src/action/index.ts .env`.
 *
 * One bundle serves the main step and the post step: the main step leaves a state flag, so the
 * same code knows it is the post step when run again. Tests drive runAction and runPostStep in
 * src/action/main.ts with a core of their own; this file only wires in a real one.
 *
 * Each step has its own secret store, created here: the step registers its secrets into it as it
 * reads them, and what escapes the step as an error is masked with the same store.
 */
import { errorReason } from '../core/reasons.js';
import { Redactor } from '../util/redaction.js';
import { forLog } from '../util/text.js';
import {
  type ActionCore,
  failUnexpectedly,
  runAction,
  runPostStep,
  STATE_IS_POST,
} from './main.js';
import { processRunner } from './runner.js';

/**
 * The action's steps with @actions/core, as GitHub's tooling expects of `run()`: its local runner
 * (@github/local-action) substitutes its own @actions/core to see the outputs. Loaded only here:
 * the bundle the runner starts (./entry.ts) runs the steps with ./runner.ts instead.
 */
export async function run(): Promise<void> {
  const core: ActionCore = await import('@actions/core');
  await runWith(core);
}

/** The main or the post step, with the runner commands of `core`. */
export async function runWith(core: ActionCore = processRunner()): Promise<void> {
  const post = core.getState(STATE_IS_POST) === 'true';
  const secrets = new Redactor();
  try {
    if (post) {
      await runPostStep(core, { secrets });
      return;
    }
    core.saveState(STATE_IS_POST, 'true');
    await runMainStep(core, secrets);
  } catch (error) {
    // Whatever escapes is a bug of this tool: the step must still end red, with a reason, and
    // the main step with the verdict error in its outputs. The post step has no outputs to set.
    if (post) core.setFailed(forLog(`No verdict: ${errorReason(error)}`, secrets.redact));
    else failUnexpectedly(core, error, secrets);
  }
}

/**
 * The runner cancels a step with SIGINT, then SIGTERM 7.5 s later, then kills it 2.5 s after. The
 * first signal stops the waiting and cancels a running journey; a second exits at once.
 */
async function runMainStep(core: ActionCore, secrets: Redactor): Promise<void> {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await runAction(core, { signal: controller.signal, secrets });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * Entry point of the bundled action (dist/index.js), for both the main step and the post step:
 * the main step leaves a state flag, so the same bundle knows it is the post step when run again.
 */
import * as core from '@actions/core';
import { exitOnceFlushed } from '../util/exit.js';
import { run, runPost, STATE_IS_POST } from './main.js';

if (core.getState(STATE_IS_POST) === 'true') {
  await runPost(core);
} else {
  core.saveState(STATE_IS_POST, 'true');
  // The runner cancels a step with SIGINT, then SIGTERM 7.5 s later, then kills it 2.5 s after.
  // The first signal stops the waiting and cancels a running journey; a second exits at once.
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  await run(core, { signal: controller.signal });
  // The outcome is written (exitCode is set by core.setFailed): end now rather than wait for
  // idle connections and the heap to wind down. A cancelled step ends with 1.
  await exitOnceFlushed(controller.signal.aborted ? 1 : undefined);
}

/**
 * Entry point of the bundled action (dist/index.js), for both the main step and the post step:
 * the main step leaves a state flag, so the same bundle knows it is the post step when run again.
 */
import * as core from '@actions/core';
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
  // Cancelled: do not linger on open connections once the outcome is written.
  if (controller.signal.aborted) process.exit(1);
}

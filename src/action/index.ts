/** Entry point of the bundled action (dist/index.js): wires the real @actions/core into run(). */
import * as core from '@actions/core';
import { run } from './main.js';

// The runner cancels a step with SIGINT, then SIGTERM 7.5 s later: stop waiting at the first.
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => controller.abort());
}

await run(core, { signal: controller.signal });

/**
 * What the runner starts (dist/index.js, for both the main and the post step): the action's steps,
 * then the end of the process as soon as its output is flushed, rather than waiting for idle
 * connections and the heap to wind down. The exit code is the one they left (setFailed
 * sets 1, a cancelled step included).
 */
import { exitOnceFlushed } from '../util/exit.js';
import { runWith } from './index.js';
import { processRunner } from './runner.js';

// The runner's commands without @actions/core: see ./runner.ts.
await runWith(processRunner());
await exitOnceFlushed(undefined);

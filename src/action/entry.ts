/**
 * What the runner starts (dist/index.js, for both the main and the post step): the action's run(),
 * then the end of the process as soon as its output is flushed, rather than waiting for idle
 * connections and the heap to wind down. The exit code is the one run() left (core.setFailed
 * sets 1, a cancelled step included).
 */
import { exitOnceFlushed } from '../util/exit.js';
import { run } from './index.js';

await run();
await exitOnceFlushed(undefined);

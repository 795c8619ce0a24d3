/**
 * The action's entry (src/action/entry.ts) from the sources, for tests that run it as a process of
 * its own, as the runner runs dist/index.js: `node test/helpers/action-entry.mjs`.
 */
import './source-loader.mjs';

await import('../../src/action/entry.ts');

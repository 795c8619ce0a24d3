/**
 * The CLI's entry (src/cli/index.ts) from the sources, for tests that run it as a process of its
 * own, as a CI job runs dist/cli/index.js: `node test/helpers/cli-entry.mjs run --json`.
 */
import './source-loader.mjs';

await import('../../src/cli/index.ts');

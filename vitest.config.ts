import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SHARED_MODULES } from './test/shared-modules.js';

/**
 * The slow suite: the 500-schedule fault injection and the 50-process load test. `npm test` leaves
 * them out so that it stays quick; `npm run test:slow` runs them, and .ci/run runs both.
 */
export const SLOW_TESTS = ['test/fault-injection.test.ts', 'test/load.test.ts'];

/**
 * Files that need a process of their own rather than a worker thread: the huge-report test
 * bounds the peak RSS of its process, which other files' threads would share.
 */
export const OWN_PROCESS = ['test/huge-report.test.ts'];

const slow = process.env.SLOW_TESTS === '1';
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'threads',
      // Worker threads start faster and cost less CPU than a process per file (about 10 s less
      // for the whole suite on 2 cores). Every file still gets a fresh worker and module graph.
      pool: 'threads',
      include: slow ? SLOW_TESTS : ['test/**/*.test.ts'],
      exclude: [
        ...configDefaults.exclude,
        ...(slow ? [] : SLOW_TESTS),
        ...OWN_PROCESS,
        ...(slow ? [] : SHARED_MODULES),
      ],
    },
  },
];
if (!slow) {
  projects.push({
    extends: true,
    test: { name: 'shared', pool: 'threads', isolate: false, include: SHARED_MODULES },
  });
  projects.push({ extends: true, test: { name: 'forks', pool: 'forks', include: OWN_PROCESS } });
}

export default defineConfig({
  plugins: [
    {
      // @actions/core and @actions/github ship source maps naming sources they do not ship; once
      // inlined (below), vite would warn about each of their files on every run.
      name: 'quiet-missing-dependency-sources',
      configResolved(config) {
        const warnOnce = config.logger.warnOnce;
        config.logger.warnOnce = (message, options) => {
          if (/node_modules\/@actions\/.*points to missing source files/.test(message)) return;
          warnOnce(message, options);
        };
      },
    },
  ],
  test: {
    projects,
    // A hang guard, not a time budget: no result is decided by time (test/no-wall-clock.test.ts),
    // and a machine whose cores are busy with other work stretches every file several times over.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores, but many files wait on I/O (the emulator over loopback, child processes of the
    // CLI, Chromium), so more workers than cores keep the cores busy. With 1,608 tests, a clean
    // clone's npm test took 78, 70, 64, 67 and 74 s with 4, 6, 8, 10 and 12 workers: eight.
    // No file holds a bound in ms any more (test/no-wall-clock.test.ts), so none is squeezed by it.
    maxWorkers: 8,
    server: {
      deps: {
        // Loaded by vitest rather than by Node, so that vi.resetModules() gives each in-process
        // action step (test/helpers/action-step.ts) fresh ones, as a new process would.
        inline: [/\/node_modules\/@actions\/(core|github)\//],
      },
    },
  },
});

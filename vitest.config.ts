import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The slow suite: the 500-schedule fault injection and the 50-process load test. `npm test` leaves
 * them out so that it stays quick; `npm run test:slow` runs them, and .ci/run runs both.
 */
export const SLOW_TESTS = ['test/fault-injection.test.ts', 'test/load.test.ts'];

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
    include: process.env.SLOW_TESTS === '1' ? SLOW_TESTS : ['test/**/*.test.ts'],
    exclude:
      process.env.SLOW_TESTS === '1'
        ? configDefaults.exclude
        : [...configDefaults.exclude, ...SLOW_TESTS],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Tests start servers on 127.0.0.1 and spawn processes; two cores, so keep parallelism modest.
    maxWorkers: 2,
    server: {
      deps: {
        // Loaded by vitest rather than by Node, so that vi.resetModules() gives each in-process
        // action step (test/helpers/action-step.ts) fresh ones, as a new process would.
        inline: [/\/node_modules\/@actions\/(core|github)\//],
      },
    },
  },
});

import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The slow suite: the 500-schedule fault injection and the 50-process load test. `npm test` leaves
 * them out so that it stays quick; `npm run test:slow` runs them, and .ci/run runs both.
 */
export const SLOW_TESTS = ['test/fault-injection.test.ts', 'test/load.test.ts'];

export default defineConfig({
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
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Tests start servers on 127.0.0.1 and spawn processes; two cores, so keep parallelism modest.
    maxWorkers: 2,
  },
});

import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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

/**
 * Files that spend 5 to 50 s mostly waiting on real-time deadlines and runs. They start first,
 * so that their waits overlap the files that keep the CPU busy instead of trailing after them.
 * Vitest would learn this from the durations it caches, but a fresh clone (CI) has no cache and
 * would start the largest files first.
 */
export const WAITING_FILES = [
  'test/doctor.test.ts',
  'test/action-reports.test.ts',
  'test/fail-safe.test.ts',
  'test/assumptions.test.ts',
  'test/action-journey.test.ts',
  'test/action-harness.test.ts',
  'test/emulator-keep-alive.test.ts',
  'test/starved-verdict.test.ts',
];

class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = WAITING_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index < 0 ? WAITING_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores, but much of the suite waits on real-time runs and deadlines, and the waiting
    // files start first: with four workers they held every slot for the first 15 s while the
    // cores idled (the other files ended at 55 s; with six, at 46 s; with eight, at 40 s, but
    // more threads per core squeeze the files that hold a bound in ms). With 1,608 tests, a clean
    // clone's npm test took 78, 70, 64, 67 and 74 s with 4, 6, 8, 10 and 12 workers: eight. With
    // 99 files sharing modules, vitest alone took 51, 46 and 47 s with 6, 8 and 10.
    maxWorkers: 8,
    sequence: { sequencer: WaitingFilesFirst },
    server: {
      deps: {
        // Loaded by vitest rather than by Node, so that vi.resetModules() gives each in-process
        // action step (test/helpers/action-step.ts) fresh ones, as a new process would.
        inline: [/\/node_modules\/@actions\/(core|github)\//],
      },
    },
  },
});

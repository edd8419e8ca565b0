import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { SlowestFiles } from './tests/reporters/slowest-files.ts';

// Test folders (site data, PGlite clusters, browser profiles) in memory where Linux offers it: the
// tests write and delete gigabytes that a disk would have to flush.
if (!process.env.TMPDIR && existsSync('/dev/shm')) process.env.TMPDIR = '/dev/shm';

export default defineConfig({
  test: {
    reporters: ['default', new SlowestFiles()],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The files share their workers' module cache (each file still runs afresh): a third of
          // the time, as importing the modules again for each of 170 files was most of it.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/fixtures/harness/database-template.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Three at a time on two cores, each on its own database and queue prefix: a third of a file's
          // time is spent waiting (for a process to start or stop, a retry, a fault to pass), and a third
          // file fills it. The files share their workers' module cache, as the unit tests do.
          maxWorkers: 3,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          // The database templates and the shared sites (tests/fixtures/harness/e2e-site.ts).
          globalSetup: ['tests/fixtures/harness/e2e-global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A browser's timers tick once a second: a second is too short to see one tick on a busy machine.
          expect: { poll: { timeout: 5_000 } },
          // Two files at a time, each with its own site and browser: with Chromium's headless shell
          // the two cores are not saturated by one file, but are by two (a third made the run slower).
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});

import { slowFirst } from '@platform/slow-first';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The CLI tests run the compiled bin, so dist/ is rebuilt from the current sources first; new PGlite
    // databases (in memory or in a new folder) start from one snapshot, made first if missing.
    globalSetup: ['test/support/build-dist.ts', 'test/support/pglite-snapshot.ts'],
    // Each test file starts its own server (and PGlite instance): keep them in separate processes.
    pool: 'forks',
    // A worker process runs its files one after another with the modules it loaded kept (each file still
    // starts its own servers): not loading the service and PGlite again per file cut the CPU time of six
    // server files by a third (62.7 s to 39.6 s). The service keeps no state in its modules between servers.
    isolate: false,
    // Two at a time even on two cores (Vitest's default there is one): each file spends seconds starting its
    // server and database, and two finish sooner (measured alone: 111 s instead of 148 s).
    maxWorkers: 2,
    // Files that start several servers or processes, or wait out the sign-in delays, take longest: started
    // first, not last.
    sequence: {
      sequencer: slowFirst([
        'test/data-folder.test.ts',
        'test/cli.test.ts',
        'test/restart.test.ts',
        'test/sign-in-brute-force.test.ts',
      ]),
    },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests against the exported site in out/ (see e2e/support/browser.ts for the helpers).
// One file at a time: two at once (each with its own Chromium) took 13:21 against 7:23 one at a time on a
// 2-core machine, as two browsers crowd it; `npm test` runs the unit and service tests beside this step instead.
// Files still share nothing: each worker serves the site from its own origin, every page gets a fresh context
// (its own storage), and the faults a file sets on the shared platform-dev apply only to its origin.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // `expect.poll` waits for a page to reach a state and returns as soon as it does; its 1 s default is too
    // short for a busy 2-core machine rendering a widget after `load`, so only a state never reached fails.
    expect: { poll: { timeout: 10_000 } },
  },
});

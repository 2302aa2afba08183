import { fileURLToPath } from 'node:url';
import { slowFirst } from '@platform/slow-first';
import { defineConfig } from 'vitest/config';

// Browser tests against the exported site in out/ (see e2e/support/browser.ts for the helpers).
// Two files at a time, each starting its own Chromium: while one waits on the network or a timer the other
// computes. They share nothing: each worker serves the site from its own origin, every page gets a fresh
// context (its own storage), and the faults a file sets on the shared platform-dev apply only to its origin.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: 2,
    // Longest first (measured in a clean-clone run), so the last files to start are short ones.
    sequence: {
      sequencer: slowFirst([
        'e2e/sql-to-rest.test.ts',
        'e2e/api-settings.test.ts',
        'e2e/layout-offsets.test.ts',
        'e2e/cli-reference.test.ts',
        'e2e/look.test.ts',
        'e2e/search.test.ts',
        'e2e/guide-widgets.test.ts',
        'e2e/navigation.test.ts',
        'e2e/mobile-navigation.test.ts',
        'e2e/dev-search.test.ts',
      ]),
    },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // `expect.poll` waits for a page to reach a state and returns as soon as it does; its 1 s default is too
    // short for a busy 2-core machine rendering a widget after `load`, so only a state never reached fails.
    expect: { poll: { timeout: 10_000 } },
  },
});

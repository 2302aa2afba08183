import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { slowFirst } from '@platform/slow-first';
import { defineConfig } from 'vitest/config';

// Files that load Next.js's server modules (request scope, cookies()) keep a fresh module graph each: after
// another file in the same worker has loaded Next.js they fail. Every other file shares its worker's modules
// (`isolate: false`): the jsdom and Testing Library setup and the site's modules load once per worker instead
// of once per file, which took the unit step from about 415 to about 270 CPU seconds.
const EXCLUDED = ['node_modules/**', 'e2e/**', 'out/**', '.next/**'];
const ownModuleGraph = [
  'lib/docs-as-code/quickstart-nextjs-example.test.ts',
  'lib/docs-as-code/ssr-examples.test.ts',
  'lib/docs-as-code/oauth-callback-examples.test.ts',
  'lib/docs-as-code/email-auth-examples.test.ts',
];

const APP_DIR = fileURLToPath(new URL('./', import.meta.url));
const SKIPPED_DIRS = /^(node_modules|e2e|out|\.next)\//;

/**
 * The files that ask for jsdom (`@vitest-environment jsdom`). A worker is reused only for files of the same
 * environment, so node and jsdom files taken in turn started a fresh worker (and loaded every module again) at
 * each switch: they run as two groups instead.
 */
const domFiles = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' }).filter(
  (path) =>
    /\.test\.tsx?$/.test(path) &&
    !SKIPPED_DIRS.test(path) &&
    readFileSync(`${APP_DIR}${path}`, 'utf8').includes('@vitest-environment jsdom'),
);

export default defineConfig({
  resolve: {
    alias: [
      // The SSR guide's Next.js example imports its server client as `@/utils/supabase/server`, the path a
      // Next.js project gives it; here that project is examples/ssr/nextjs (tsconfig.json maps it the same way).
      {
        find: /^@\/utils\/supabase\//,
        replacement: fileURLToPath(new URL('./examples/ssr/nextjs/utils/supabase/', import.meta.url)),
      },
      { find: '@', replacement: fileURLToPath(new URL('./', import.meta.url)) },
    ],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    exclude: EXCLUDED,
    environment: 'node',
    restoreMocks: true,
    // `npm test` runs these beside the build and the browser tests on two cores: a property test that takes
    // 300 ms alone can take several seconds then, so the limit leaves room for a busy machine.
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker; two finish sooner (measured alone: 150 s instead of 195 s),
    // and threads start faster than processes.
    pool: 'threads',
    maxWorkers: 2,
    // The guides' SQL on PGlite takes a minute and a half in one small file, the SvelteKit and Next.js server
    // tests build an app first, the pg_cron test idles until a minute boundary, and the functions test waits for
    // platform-dev and Deno: started first, not last.
    sequence: {
      sequencer: slowFirst([
        'lib/docs-as-code/sql-samples.test.ts',
        'lib/docs-as-code/sveltekit-server.test.ts',
        'lib/docs-as-code/nextjs-server.test.ts',
        'lib/docs-as-code/background-jobs.test.ts',
        'lib/docs-as-code/functions-guides.test.ts',
      ]),
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...EXCLUDED, ...ownModuleGraph, ...domFiles],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: domFiles,
          isolate: false,
          setupFiles: ['./vitest.dom-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      // After the shared groups, not interleaved with them: a worker switching between groups is started afresh.
      { extends: true, test: { name: 'isolated', include: ownModuleGraph, sequence: { groupOrder: 2 } } },
    ],
  },
});

// Regenerates the Errors reference's status data from local copies of the servers' source (a checkout or a bare
// clone; nothing is fetched):
//   node apps/docs/scripts/extract-error-statuses.mjs --auth <supabase/auth git dir> [--auth-rev <rev>]
//     [--postgrest <PostgREST git dir>] [--postgrest-rev v12.2.9] [--storage <supabase/storage git dir>]
//     [--storage-rev <rev>]
// and writes apps/docs/data/errors/generated/*.json, plus the code → statuses summary platform-dev's tests read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { commitOf, filesAt } from './error-statuses/git-files.mjs';
import { gotrueErrorSites } from './error-statuses/gotrue.mjs';
import { postgrestStatuses, sqlStateRules } from './error-statuses/postgrest.mjs';
import { storageErrorSites } from './error-statuses/storage.mjs';
import { statusSummary } from './error-statuses/summary.mjs';

const DOCS = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = join(DOCS, 'data', 'errors', 'generated');
const PLATFORM_DEV_COPY = join(
  DOCS,
  '..',
  '..',
  'services',
  'platform-dev',
  'test',
  'support',
  'gotrue-error-statuses.json',
);

const { values } = parseArgs({
  options: {
    auth: { type: 'string' },
    'auth-rev': { type: 'string', default: 'HEAD' },
    postgrest: { type: 'string' },
    'postgrest-rev': { type: 'string', default: 'v12.2.9' },
    storage: { type: 'string' },
    'storage-rev': { type: 'string', default: 'HEAD' },
  },
});
if (!values.auth && !values.postgrest && !values.storage) {
  console.error(
    'Give one or more of --auth <supabase/auth git dir>, --postgrest <PostgREST git dir>, --storage <supabase/storage git dir>.',
  );
  process.exit(2);
}

/**
 * @param {string} path
 * @param {unknown} data
 */
function write(path, data) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote ${path}`);
}

if (values.auth) {
  const commit = commitOf(values.auth, values['auth-rev'] ?? 'HEAD');
  // internal/e2e is the project's end-to-end test harness, not the server.
  const files = filesAt(
    values.auth,
    commit.sha,
    'internal',
    (path) => path.endsWith('.go') && !path.endsWith('_test.go') && !path.startsWith('internal/e2e/'),
  );
  const { codes, unresolved, declared } = gotrueErrorSites(files);
  const data = {
    source: {
      repository: 'https://github.com/supabase/auth',
      commit: commit.sha,
      commitDate: commit.date,
      read: 'internal/**/*.go without tests and internal/e2e',
    },
    declaredWithoutSite: declared.filter((code) => !codes[code]),
    unresolved,
    codes,
  };
  write(join(GENERATED, 'auth-error-statuses.json'), data);
  write(PLATFORM_DEV_COPY, statusSummary(data));
}

if (values.postgrest) {
  const commit = commitOf(values.postgrest, values['postgrest-rev'] ?? 'v12.2.9');
  const path = 'src/PostgREST/Error.hs';
  const text = filesAt(values.postgrest, commit.sha, path, (file) => file === path).get(path) ?? '';
  const { codes, unresolved } = postgrestStatuses(text);
  write(join(GENERATED, 'postgrest-error-statuses.json'), {
    source: {
      repository: 'https://github.com/PostgREST/postgrest',
      tag: values['postgrest-rev'],
      commit: commit.sha,
      commitDate: commit.date,
      read: path,
    },
    unresolved,
    codes,
    // How a SQLSTATE raised by the database becomes a status (pgErrorStatus), first match wins.
    sqlStateRules: sqlStateRules(text),
  });
}

if (values.storage) {
  const commit = commitOf(values.storage, values['storage-rev'] ?? 'HEAD');
  const files = filesAt(
    values.storage,
    commit.sha,
    'src',
    (path) => path.endsWith('.ts') && !path.endsWith('.test.ts'),
  );
  const { sites, unresolved } = storageErrorSites(files);
  /** @type {Record<string, typeof sites>} */
  const codes = {};
  for (const site of sites) codes[site.code] = [...(codes[site.code] ?? []), site];
  write(join(GENERATED, 'storage-error-statuses.json'), {
    source: {
      repository: 'https://github.com/supabase/storage',
      commit: commit.sha,
      commitDate: commit.date,
      read: 'src/**/*.ts without tests',
    },
    unresolved,
    codes: Object.fromEntries(Object.entries(codes).sort(([a], [b]) => a.localeCompare(b))),
  });
}

#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Each step runs even when an
// earlier one failed (except those that need the build), so one run reports everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules', '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// DATABASE_URL is for the service's PostgreSQL step only: every other step (the browser tests' service
// included) runs without it.
const { DATABASE_URL: databaseUrl, ...baseEnv } = process.env;
const env = { ...baseEnv, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
const vitestJson = (name) =>
  `--reporter=default --reporter=json --outputFile.json=${join(reports, `${name}.json`)}`;

// The build the browser tests use points the API-settings widget at a local platform-dev on this port, which
// e2e/global-setup.ts starts (in memory, with fault injection) for the run.
const platformTestPort = process.env.PLATFORM_DEV_TEST_PORT || '54339';
const testPlatformEnv =
  `NEXT_PUBLIC_PLATFORM_API_URL=http://127.0.0.1:${platformTestPort} ` +
  `NEXT_PUBLIC_AUTH_URL=http://127.0.0.1:${platformTestPort}/auth/v1`;

/** name, shell command, and whether a failure must stop the run (later steps depend on it). */
const steps = [
  ['lint (biome)', 'npx biome check .'],
  ['typecheck', 'npm run typecheck --workspaces --if-present'],
  ['unit: docs', `npm exec -w apps/docs -- vitest run ${vitestJson('docs-unit')}`],
  ['fresh clone (no ../shared)', 'node scripts/fresh-clone-check.mjs'],
  ['unit: sql-to-rest', `npm run test -w packages/sql-to-rest --if-present -- ${vitestJson('sql-to-rest')}`],
  ['service tests (PGlite)', `npm run test -w services/platform-dev -- ${vitestJson('service-pglite')}`],
  [
    'service tests (PostgreSQL)',
    `npm run test -w services/platform-dev -- ${vitestJson('service-postgres')}`,
    { env: { DATABASE_URL: databaseUrl }, skip: databaseUrl ? null : 'DATABASE_URL not set' },
  ],
  ['build site', `${testPlatformEnv} npm run build -w apps/docs`, { required: true }],
  ['link check', 'npm run links -w apps/docs'],
  ['browser tests', `npm exec -w apps/docs -- vitest run -c e2e/vitest.config.ts ${vitestJson('e2e')}`],
  ['budgets', 'npm run budget -w apps/docs'],
];

const results = [];
for (const [name, command, options = {}] of steps) {
  if (options.skip) {
    console.log(`\n– ${name}: skipped (${options.skip})`);
    results.push({ name, ok: true, skipped: options.skip, seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, {
    cwd: root,
    env: { ...env, ...options.env },
    stdio: 'inherit',
    shell: true,
  });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  if (!ok && options.required) {
    console.error(`\n✖ ${name} failed; the steps after it need it, so the run stops here.`);
    break;
  }
}

/** Test counts from a Vitest JSON report; a file that failed before its tests ran is reported by name. */
function countReport(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const brokenFiles = (report.testResults ?? [])
    .filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0)
    .map((file) => `${file.name.replace(root, '')}: ${(file.message ?? '').split('\n')[0]}`);
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, brokenFiles };
}

let passed = 0;
let failed = 0;
const brokenFiles = [];
for (const file of ['docs-unit', 'sql-to-rest', 'service-pglite', 'service-postgres', 'e2e']) {
  const path = join(reports, `${file}.json`);
  if (!existsSync(path)) continue;
  const counts = countReport(path);
  passed += counts.passed;
  failed += counts.failed;
  brokenFiles.push(...counts.brokenFiles);
}

console.log('\nSummary');
for (const result of results) {
  if (result.skipped) console.log(`  – ${result.name} (skipped: ${result.skipped})`);
  else console.log(`  ${result.ok ? '✔' : '✖'} ${result.name} (${result.seconds.toFixed(1)} s)`);
}
for (const skipped of steps.slice(results.length)) console.log(`  – ${skipped[0]} (not run)`);
for (const broken of brokenFiles) console.log(`  ✖ test file could not run: ${broken}`);
const stepsFailed = results.filter((result) => !result.ok).length + (steps.length - results.length);
// A test file that could not load has no test counts of its own: it is counted as one failure, named above.
console.log(`${passed} passed, ${failed + brokenFiles.length} failed`);
if (stepsFailed > 0) console.log(`steps failed or not run: ${stepsFailed}`);
process.exit(stepsFailed === 0 && failed === 0 && brokenFiles.length === 0 ? 0 : 1);

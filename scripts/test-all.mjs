#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Each step runs even when an
// earlier one failed (except those that need the build), so one run reports everything that is wrong.
// The summary at the end (scripts/test-summary.mjs) counts tests per step from Vitest's JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSummary } from './test-summary.mjs';

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

/**
 * Each step: a name, a shell command, `tests` (a Vitest run: its JSON report name, and the workspace and config
 * to count its tests from when it stops early) and `required` (later steps need it, so a failure stops the run).
 */
const steps = [
  { name: 'lint (biome)', command: 'npx biome check .' },
  { name: 'typecheck', command: 'npm run typecheck --workspaces --if-present' },
  {
    name: 'unit: test runner',
    command: `npx vitest run -c scripts/vitest.config.mjs ${vitestJson('scripts')}`,
    tests: { report: 'scripts', dir: '.', config: 'scripts/vitest.config.mjs' },
  },
  {
    name: 'unit: docs',
    command: `npm exec -w apps/docs -- vitest run ${vitestJson('docs-unit')}`,
    tests: { report: 'docs-unit', dir: 'apps/docs' },
  },
  { name: 'fresh clone (no ../shared)', command: 'node scripts/fresh-clone-check.mjs' },
  {
    name: 'unit: sql-to-rest',
    command: `npm run test -w packages/sql-to-rest --if-present -- ${vitestJson('sql-to-rest')}`,
    tests: { report: 'sql-to-rest', dir: 'packages/sql-to-rest' },
  },
  {
    name: 'service tests (PGlite)',
    command: `npm run test -w services/platform-dev -- ${vitestJson('service-pglite')}`,
    tests: { report: 'service-pglite', dir: 'services/platform-dev' },
  },
  // Only with a server to talk to (.ci/run starts a throwaway one); the step is left out otherwise.
  ...(databaseUrl
    ? [
        {
          name: 'service tests (PostgreSQL)',
          command: `npm run test -w services/platform-dev -- ${vitestJson('service-postgres')}`,
          tests: { report: 'service-postgres', dir: 'services/platform-dev' },
          env: { DATABASE_URL: databaseUrl },
        },
      ]
    : []),
  { name: 'build site', command: `${testPlatformEnv} npm run build -w apps/docs`, required: true },
  { name: 'link check', command: 'npm run links -w apps/docs' },
  {
    name: 'browser tests',
    command: `npm exec -w apps/docs -- vitest run -c e2e/vitest.config.ts ${vitestJson('e2e')}`,
    tests: { report: 'e2e', dir: 'apps/docs', config: 'e2e/vitest.config.ts' },
  },
  { name: 'budgets', command: 'npm run budget -w apps/docs' },
];

function readReport(name) {
  const path = join(reports, `${name}.json`);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Test counts per file without running them (see collect-tests.mjs); null when even that fails. */
function collectTests({ dir, config }) {
  const args = [join(root, 'scripts', 'collect-tests.mjs'), join(root, dir), ...(config ? [config] : [])];
  const run = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' });
  if (run.status !== 0) return null;
  try {
    return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '');
  } catch {
    return null;
  }
}

/** Whether the report leaves tests uncounted: none written, no files in it, or a file that could not load. */
function needsCollecting(report) {
  if (!report) return true;
  const files = report.testResults ?? [];
  if (files.length === 0) return report.success === false;
  return files.some((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0);
}

// `node scripts/test-all.mjs unit lint` runs only the steps whose names contain one of the words.
const only = process.argv.slice(2);
const selected =
  only.length > 0 ? steps.filter((step) => only.some((word) => step.name.includes(word))) : steps;

if (!databaseUrl) console.log('– service tests (PostgreSQL): left out, DATABASE_URL is not set');

const results = [];
let stoppedBy = null;
for (const step of selected) {
  const kind = step.tests ? 'tests' : 'check';
  if (stoppedBy) {
    results.push({
      name: step.name,
      kind,
      status: 'not-run',
      reason: `${stoppedBy} failed`,
      collected: step.tests ? collectTests(step.tests) : undefined,
    });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const run = spawnSync(step.command, {
    cwd: root,
    env: { ...env, ...step.env },
    stdio: 'inherit',
    shell: true,
  });
  const status = run.status === 0 ? 'passed' : 'failed';
  const result = { name: step.name, kind, status, seconds: (Date.now() - started) / 1000 };
  if (step.tests) {
    result.report = readReport(step.tests.report);
    if (status === 'failed' && needsCollecting(result.report)) result.collected = collectTests(step.tests);
  }
  results.push(result);
  if (status === 'failed' && step.required) {
    console.error(`\n✖ ${step.name} failed; the steps after it need it, so they are not run.`);
    stoppedBy = step.name;
  }
}

const { lines, exitCode } = buildSummary(results, { root });
console.log(`\n${lines.join('\n')}`);
process.exit(exitCode);

#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Each step runs even when an
// earlier one failed (except those that need the build), so one run reports everything that is wrong.
// The summary at the end (scripts/test-summary.mjs) counts tests per step from Vitest's JSON reports and
// times each step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSummary } from './test-summary.mjs';

const root = new URL('..', import.meta.url).pathname;
const runStarted = Date.now();
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
 * to count its tests from when it stops early), `required` (a failure stops the steps that need it) and
 * `needsBuild` (reads the built site).
 */
const step = {
  lint: { name: 'lint (biome)', command: 'npx biome check .' },
  typecheck: { name: 'typecheck', command: 'npm run typecheck --workspaces --if-present' },
  runner: {
    name: 'unit: test runner',
    command: `npx vitest run -c scripts/vitest.config.mjs ${vitestJson('scripts')}`,
    tests: { report: 'scripts', dir: '.', config: 'scripts/vitest.config.mjs' },
  },
  docs: {
    name: 'unit: docs',
    command: `npm exec -w apps/docs -- vitest run ${vitestJson('docs-unit')}`,
    tests: { report: 'docs-unit', dir: 'apps/docs' },
  },
  docsCore: {
    name: 'unit: docs-core',
    command: `npm run test -w packages/docs-core -- ${vitestJson('docs-core')}`,
    tests: { report: 'docs-core', dir: 'packages/docs-core' },
  },
  slowFirst: {
    name: 'unit: slow-first',
    command: `npm run test -w packages/slow-first -- ${vitestJson('slow-first')}`,
    tests: { report: 'slow-first', dir: 'packages/slow-first' },
  },
  freshClone: { name: 'fresh clone (no ../shared)', command: 'node scripts/fresh-clone-check.mjs' },
  // Every guide's front matter, components, links, anchors and sidebar entries, from the source; their SQL and
  // CLI samples run in the docs unit step.
  pages: { name: 'page check (all guides)', command: 'npm run check:page -w apps/docs -- --all' },
  sqlToRest: {
    name: 'unit: sql-to-rest',
    command: `npm run test -w packages/sql-to-rest --if-present -- ${vitestJson('sql-to-rest')}`,
    tests: { report: 'sql-to-rest', dir: 'packages/sql-to-rest' },
  },
  docsMcp: {
    name: 'unit: docs-mcp',
    command: `npm run test -w packages/docs-mcp --if-present -- ${vitestJson('docs-mcp')}`,
    tests: { report: 'docs-mcp', dir: 'packages/docs-mcp' },
  },
  servicePglite: {
    name: 'service tests (PGlite)',
    command: `npm run test -w services/platform-dev -- ${vitestJson('service-pglite')}`,
    tests: { report: 'service-pglite', dir: 'services/platform-dev' },
  },
  // Only with a server to talk to (.ci/run starts a throwaway one); the step is left out otherwise.
  servicePostgres: databaseUrl
    ? {
        name: 'service tests (PostgreSQL)',
        // Files that never use DATABASE_URL (PGlite data folders, the CLI with --memory) ran in the PGlite step.
        command: `npm run test -w services/platform-dev -- --exclude test/data-folder.test.ts --exclude test/cli.test.ts ${vitestJson('service-postgres')}`,
        tests: { report: 'service-postgres', dir: 'services/platform-dev' },
        env: { DATABASE_URL: databaseUrl },
      }
    : null,
  build: { name: 'build site', command: `${testPlatformEnv} npm run build -w apps/docs`, required: true },
  links: { name: 'link check', command: 'npm run links -w apps/docs', needsBuild: true },
  browser: {
    name: 'browser tests',
    command: `npm exec -w apps/docs -- vitest run -c e2e/vitest.config.ts ${vitestJson('e2e')}`,
    tests: { report: 'e2e', dir: 'apps/docs', config: 'e2e/vitest.config.ts' },
    needsBuild: true,
  },
  budgets: { name: 'budgets', command: 'npm run budget -w apps/docs', needsBuild: true, minutes: 6 },
};

/**
 * Stages run one after another; the lanes of a stage run side by side, each lane's steps in order. The first
 * stage holds the quick checks that fail fastest (the typecheck beside the others), and the small packages'
 * unit tests (a second or two each), which finish inside the typecheck's time instead of lengthening a lane
 * of the second stage. The build (mostly waiting on
 * its own workers) overlaps the unit tests, and the service tests (mostly waiting on their servers) fill the rest
 * of the stage in both lanes: before, the unit and both service steps in one lane kept the browser tests waiting
 * four minutes after the build was done. The MCP package's tests end the unit lane, which levels the two lanes
 * (once the docs unit tests ran jsdom files as their own group, the unit lane ended about 45 s before the
 * build's, which ended with them). The browser tests run alone, two files at a time; the budgets run alone
 * last: what arrives before `load` depends on how busy the machine is. Measured on a clean clone: the browser
 * tests beside the unit and service tests' lane, one file at a time, were slower than alone with two. The first
 * lane of a stage prints as it goes; the others print their output when they finish.
 */
const stages = [
  [[step.lint, step.pages, step.runner, step.docsCore, step.slowFirst, step.freshClone], [step.typecheck]],
  [
    [step.docs, step.sqlToRest, step.servicePostgres, step.docsMcp],
    [step.build, step.links, step.servicePglite],
  ],
  [[step.browser]],
  [[step.budgets]],
].map((lanes) => lanes.map((lane) => lane.filter(Boolean)));

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
const isSelected = (candidate) => only.length === 0 || only.some((word) => candidate.name.includes(word));

if (!databaseUrl) console.log('– service tests (PostgreSQL): left out, DATABASE_URL is not set');

/**
 * A step that runs longer than this (or its own `minutes`) hangs: it is stopped and counts as failed, so the run
 * ends with a summary instead of running into CI's time limit (the budgets step once hung until CI stopped it).
 */
const DEFAULT_STEP_MINUTES = 20;

/** Minutes and seconds since the run started, as m:ss. */
const clock = (at) => {
  const seconds = Math.round((at - runStarted) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Steps running now: each is its own process group, which Ctrl+C on this one would not reach. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) stopGroup(child);
    process.exit(130);
  });
}

/** Runs one step; `print` receives its output when the lane does not stream (then stdout and stderr merge). */
function runStep(current, stream) {
  const kind = current.tests ? 'tests' : 'check';
  const started = Date.now();
  const banner = `\n▶ ${current.name} (at ${clock(started)}): ${current.command}`;
  if (stream) console.log(banner);
  const limitMinutes = current.minutes ?? DEFAULT_STEP_MINUTES;
  return new Promise((resolve) => {
    const child = spawn(current.command, {
      cwd: root,
      env: { ...env, ...current.env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: true,
      // Its own process group, so a step that hangs is stopped with everything it started.
      detached: true,
    });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n✖ ${current.name} ran over ${limitMinutes} min; stopping it.`);
      stopGroup(child);
    }, limitMinutes * 60_000);
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      clearTimeout(timer);
      if (!stream)
        console.log(`${banner}  (ran alongside; its output follows)\n${Buffer.concat(chunks).toString()}`);
      if (timedOut) console.error(`✖ ${current.name}: stopped after ${limitMinutes} min`);
      const status = code === 0 && !timedOut ? 'passed' : 'failed';
      const result = {
        name: current.name,
        kind,
        status,
        seconds: (Date.now() - started) / 1000,
        startedAt: (started - runStarted) / 1000,
      };
      if (current.tests) {
        result.report = readReport(current.tests.report);
        if (status === 'failed' && needsCollecting(result.report))
          result.collected = collectTests(current.tests);
      }
      resolve(result);
    });
  });
}

function notRun(current, reason) {
  return {
    name: current.name,
    kind: current.tests ? 'tests' : 'check',
    status: 'not-run',
    reason,
    collected: current.tests ? collectTests(current.tests) : undefined,
  };
}

const results = [];
let stoppedBy = null;
for (const lanes of stages) {
  const laneResults = await Promise.all(
    lanes
      .map((lane) => lane.filter(isSelected))
      .filter((lane) => lane.length > 0)
      .map(async (lane, index) => {
        const done = [];
        let laneStoppedBy = stoppedBy;
        for (const current of lane) {
          if (laneStoppedBy && current.needsBuild) {
            done.push(notRun(current, `${laneStoppedBy} failed`));
            continue;
          }
          const result = await runStep(current, index === 0);
          done.push(result);
          if (result.status === 'failed' && current.required) {
            console.error(`\n✖ ${current.name} failed; the steps after it need it, so they are not run.`);
            laneStoppedBy = current.name;
          }
        }
        return { done, laneStoppedBy };
      }),
  );
  for (const { done, laneStoppedBy } of laneResults) {
    results.push(...done);
    stoppedBy ??= laneStoppedBy;
  }
}

const { lines, exitCode } = buildSummary(results, { root, totalSeconds: (Date.now() - runStarted) / 1000 });
console.log(`\n${lines.join('\n')}`);
process.exit(exitCode);

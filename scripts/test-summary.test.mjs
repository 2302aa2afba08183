import { describe, expect, it } from 'vitest';
import {
  buildSummary,
  firstLine,
  formatCounts,
  formatDuration,
  summarizeTestStep,
  summarizeVitestReport,
  timeTable,
} from './test-summary.mjs';

const root = '/repo';

/** A test result as Vitest's JSON reporter writes it. */
const test = (title, status) => ({ title, fullName: title, status, failureMessages: [] });

/** Reports shaped like the ones Vitest 4 writes for each situation (checked against real runs). */
const passingFile = {
  name: '/repo/apps/docs/lib/a.test.ts',
  status: 'passed',
  message: '',
  assertionResults: [test('one', 'passed'), test('two', 'passed'), test('later', 'skipped')],
};
const failingFile = {
  name: '/repo/apps/docs/lib/b.test.ts',
  status: 'failed',
  message: '',
  assertionResults: [test('ok', 'passed'), test('bad', 'failed'), test('not yet', 'todo')],
};
const brokenImport = {
  name: '/repo/apps/docs/lib/c.test.ts',
  status: 'failed',
  message: "Cannot find module './nope' imported from /repo/apps/docs/lib/c.test.ts\n    at stack",
  assertionResults: [],
};
const failedHook = {
  name: '/repo/apps/docs/e2e/d.test.ts',
  status: 'failed',
  message: '',
  assertionResults: [test('one', 'skipped'), test('two', 'skipped'), test('outside', 'passed')],
};
const report = (...testResults) => ({ success: false, testResults });

describe('summarizeVitestReport', () => {
  it('counts passed, failed, skipped and todo tests file by file', () => {
    const summary = summarizeVitestReport(report(passingFile, failingFile), { root });
    expect(summary.counts).toEqual({ passed: 3, failed: 1, skipped: 1, todo: 1, notRun: 0 });
    expect(summary.files.map((file) => file.file)).toEqual([
      'apps/docs/lib/a.test.ts',
      'apps/docs/lib/b.test.ts',
    ]);
    expect(summary.files.every((file) => file.problem === null)).toBe(true);
  });

  it('counts the tests of a file that failed to load from the collected counts, not as "1 failed"', () => {
    const summary = summarizeVitestReport(report(passingFile, brokenImport), {
      root,
      collected: { '/repo/apps/docs/lib/c.test.ts': 12 },
    });
    expect(summary.counts).toEqual({ passed: 2, failed: 0, skipped: 1, todo: 0, notRun: 12 });
    expect(summary.loadFailures).toBe(1);
    expect(summary.files[1]?.problem).toBe(
      "failed to load (Cannot find module './nope' imported from /repo/apps/docs/lib/c.test.ts): 12 tests did not run",
    );
  });

  it('says the number is unknown when a file that failed to load cannot be collected either', () => {
    const summary = summarizeVitestReport(report(brokenImport), { root, collected: null });
    expect(summary.counts.notRun).toBe(0);
    expect(summary.loadFailures).toBe(1);
    expect(summary.files[0]?.problem).toMatch(/its tests did not run \(.*their number is unknown\)$/);
  });

  it('counts the tests a failed hook skipped as not run', () => {
    const summary = summarizeVitestReport(report(failedHook), { root });
    expect(summary.counts).toEqual({ passed: 1, failed: 0, skipped: 0, todo: 0, notRun: 2 });
    expect(summary.files[0]?.problem).toBe(
      'failed outside its tests (a hook or the file itself, see the log above); 2 tests did not run',
    );
  });
});

describe('formatCounts', () => {
  it('leaves out zeros and says "no tests" for nothing', () => {
    expect(formatCounts({ passed: 5, failed: 0, skipped: 2, todo: 0, notRun: 1 })).toBe(
      '5 passed, 2 skipped, 1 did not run',
    );
    expect(formatCounts({ passed: 0, failed: 0, skipped: 0, todo: 0, notRun: 0 })).toBe('no tests');
  });
});

describe('summarizeTestStep', () => {
  it('counts a step that never started from its collected tests', () => {
    const summary = summarizeTestStep(
      {
        name: 'browser tests',
        kind: 'tests',
        status: 'not-run',
        collected: { '/repo/e2e/a.test.ts': 4, '/repo/e2e/b.test.ts': 6 },
      },
      root,
    );
    expect(summary.counts.notRun).toBe(10);
    expect(summary.details).toEqual(['– 10 tests in 2 files did not run']);
  });

  it('explains a run whose global setup failed before any file ran', () => {
    const summary = summarizeTestStep(
      {
        name: 'browser tests',
        kind: 'tests',
        status: 'failed',
        report: report(),
        collected: { '/repo/e2e/a.test.ts': 7 },
      },
      root,
    );
    expect(summary.counts.notRun).toBe(7);
    expect(summary.details[0]).toMatch(/stopped before running any file/);
  });

  it('says so when a failed step left no report and nothing could be collected', () => {
    const summary = summarizeTestStep(
      { name: 'unit', kind: 'tests', status: 'failed', collected: null },
      root,
    );
    expect(summary.details).toEqual([
      '✖ no report was written and the tests could not be collected: their number is unknown',
    ]);
  });
});

describe('buildSummary', () => {
  const steps = [
    { name: 'lint (biome)', kind: 'check', status: 'passed', seconds: 3.2 },
    {
      name: 'unit: docs',
      kind: 'tests',
      status: 'failed',
      seconds: 12,
      report: report(passingFile, failingFile, brokenImport),
      collected: { '/repo/apps/docs/lib/c.test.ts': 3 },
    },
    { name: 'build site', kind: 'check', status: 'failed', seconds: 80 },
    {
      name: 'browser tests',
      kind: 'tests',
      status: 'not-run',
      reason: 'build site failed',
      collected: { '/repo/apps/docs/e2e/x.test.ts': 9 },
    },
    { name: 'budgets', kind: 'check', status: 'not-run', reason: 'build site failed' },
  ];

  it('gives each test step its real counts and each failing file a line of its own', () => {
    const { lines } = buildSummary(steps, { root });
    expect(lines).toContain('  ✖ unit: docs     3 passed, 1 failed, 1 skipped, 1 todo, 3 did not run');
    expect(lines).toContain('      ✖ apps/docs/lib/b.test.ts: 1 of 3 failed');
    expect(
      lines.some((line) => line.includes('apps/docs/lib/c.test.ts: failed to load (Cannot find module')),
    ).toBe(true);
    expect(lines).toContain('  – browser tests  not run: build site failed; 9 did not run');
  });

  it('reports the checks that are not tests apart from the test counts', () => {
    const { lines } = buildSummary(steps, { root });
    expect(lines).toContain('  ✔ lint (biome)   ok');
    expect(lines).toContain('  ✖ build site     failed');
    expect(lines).toContain(
      'Tests: 3 passed, 1 failed, 1 skipped, 1 todo, 12 did not run; 1 file could not load',
    );
    expect(lines).toContain('Checks: 1 passed (lint (biome)), 1 failed (build site), 1 not run (budgets)');
    expect(lines.at(-1)).toBe('Result: FAILED (unit: docs, build site, browser tests, budgets)');
  });

  it('fails the run when a step failed, even with every test green', () => {
    const { exitCode, lines } = buildSummary(
      [
        {
          name: 'unit',
          kind: 'tests',
          status: 'passed',
          seconds: 1,
          report: { success: true, testResults: [passingFile] },
        },
        { name: 'link check', kind: 'check', status: 'failed', seconds: 1 },
      ],
      { root },
    );
    expect(exitCode).toBe(1);
    expect(lines).toContain('Tests: 2 passed, 1 skipped');
  });

  it('passes when every step passed', () => {
    const { exitCode, lines } = buildSummary(
      [
        {
          name: 'unit',
          kind: 'tests',
          status: 'passed',
          seconds: 1,
          report: { success: true, testResults: [passingFile] },
        },
        { name: 'budgets', kind: 'check', status: 'passed', seconds: 1 },
      ],
      { root },
    );
    expect(exitCode).toBe(0);
    expect(lines.at(-1)).toBe('Result: passed');
  });
});

describe('the time table', () => {
  const ran = [
    { name: 'lint (biome)', kind: 'check', status: 'passed', seconds: 12.34, startedAt: 0.2 },
    { name: 'unit: docs', kind: 'tests', status: 'passed', seconds: 95.4, startedAt: 41.9 },
    { name: 'build site', kind: 'check', status: 'failed', seconds: 194.5, startedAt: 41.9 },
    { name: 'budgets', kind: 'check', status: 'not-run', reason: 'build site failed' },
  ];

  it('gives each step that ran its start in the run and its wall time, then the whole run', () => {
    expect(timeTable(ran, 731.6)).toEqual([
      'Time',
      '  step          start     took',
      '  lint (biome)   0:00   12.3 s',
      '  unit: docs     0:41     1:35',
      '  build site     0:41     3:15',
      '  whole run              12:12',
    ]);
  });

  it('is part of the summary, before the verdict', () => {
    const { lines } = buildSummary(ran, { root, totalSeconds: 731.6 });
    const table = lines.indexOf('Time');
    expect(table).toBeGreaterThan(lines.findIndex((line) => line.includes('– budgets')));
    expect(lines.slice(table, table + 6)).toEqual(timeTable(ran, 731.6));
    expect(lines.at(-1)).toBe('Result: FAILED (build site, budgets)');
  });

  it('prints nothing when no step ran', () => {
    expect(timeTable([ran[3]], undefined)).toEqual([]);
  });

  it('writes under a minute in seconds and the rest in minutes, never "60.0 s"', () => {
    expect(formatDuration(0.04)).toBe('0.0 s');
    expect(formatDuration(59.94)).toBe('59.9 s');
    expect(formatDuration(59.96)).toBe('1:00');
    expect(formatDuration(605.5)).toBe('10:06');
  });
});

describe('firstLine', () => {
  it('keeps the first non-empty line without colour codes', () => {
    expect(firstLine('\n\u001b[31mError: boom\u001b[39m\n    at x')).toBe('Error: boom');
  });
});

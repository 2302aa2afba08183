// The summary `npm test` prints at the end: one line per step, real test counts for the steps that run Vitest
// (read from their JSON reports), a separate verdict for the checks that are not tests (lint, build, link
// check, budgets…), and a table of when each step started and how long it took. Pure functions, so
// scripts/test-summary.test.mjs can pin every case without running a suite.

/**
 * @typedef {{ passed: number, failed: number, skipped: number, todo: number, notRun: number }} Counts
 * @typedef {{ file: string, counts: Counts, problem: string | null }} FileSummary
 * @typedef {{ files: FileSummary[], counts: Counts, loadFailures: number }} ReportSummary
 * @typedef {{
 *   name: string,
 *   kind: 'tests' | 'check',
 *   status: 'passed' | 'failed' | 'not-run',
 *   seconds?: number,
 *   startedAt?: number,
 *   reason?: string,
 *   report?: unknown,
 *   collected?: Record<string, number> | null,
 * }} StepResult
 */

/** @returns {Counts} */
function emptyCounts() {
  return { passed: 0, failed: 0, skipped: 0, todo: 0, notRun: 0 };
}

/** @param {Counts} into @param {Counts} add */
function addCounts(into, add) {
  for (const key of Object.keys(into)) into[key] += add[key];
  return into;
}

/** ANSI colour codes, which Vitest puts in error messages when the terminal has colours. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of an error message, without ANSI colours, short enough for one summary line. */
export function firstLine(message) {
  const line =
    String(message ?? '')
      .replace(ANSI_COLOUR, '')
      .split('\n')
      .find((part) => part.trim()) ?? '';
  const trimmed = line.trim();
  return trimmed.length > 160 ? `${trimmed.slice(0, 157)}…` : trimmed;
}

/** A path relative to the repository, for reading. */
function relativePath(file, root) {
  const base = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(base) ? file.slice(base.length) : file;
}

/**
 * Counts one Vitest JSON report file by file. A file whose status is failed although none of its tests failed
 * stopped outside its tests: with no results it failed to load (none of its tests ran); with results, a hook
 * or the file itself failed and its skipped tests are counted as "did not run", since the report cannot tell
 * them from tests skipped on purpose.
 *
 * `collected` maps absolute file paths to the number of tests Vitest finds in them without running them; it
 * gives the count for a file that failed to load when that file can still be collected.
 *
 * @param {any} report parsed JSON written by `--reporter=json`
 * @param {{ root: string, collected?: Record<string, number> | null }} options
 * @returns {ReportSummary}
 */
export function summarizeVitestReport(report, { root, collected = null }) {
  const files = [];
  let loadFailures = 0;
  for (const file of report?.testResults ?? []) {
    const results = file.assertionResults ?? [];
    const counts = emptyCounts();
    for (const test of results) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else if (test.status === 'todo') counts.todo += 1;
      else counts.skipped += 1;
    }
    let problem = null;
    if (file.status === 'failed' && counts.failed === 0) {
      const reason = firstLine(file.message);
      if (results.length === 0) {
        loadFailures += 1;
        const known = collected?.[file.name];
        if (known !== undefined && known > 0) counts.notRun = known;
        const howMany =
          known !== undefined && known > 0
            ? `${plural(known, 'test')} did not run`
            : 'its tests did not run (Vitest could not collect them, so their number is unknown)';
        problem = `failed to load${reason ? ` (${reason})` : ''}: ${howMany}`;
      } else {
        counts.notRun = counts.skipped;
        counts.skipped = 0;
        const stopped = counts.notRun > 0 ? `; ${plural(counts.notRun, 'test')} did not run` : '';
        problem = `failed outside its tests (a hook or the file itself${reason ? `: ${reason}` : ', see the log above'})${stopped}`;
      }
    }
    files.push({ file: relativePath(file.name, root), counts, problem });
  }
  files.sort((a, b) => a.file.localeCompare(b.file));
  const counts = files.reduce((sum, file) => addCounts(sum, file.counts), emptyCounts());
  return { files, counts, loadFailures };
}

/** @param {number} count @param {string} noun */
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** "801 passed, 2 failed, 3 skipped, 12 did not run", leaving out the zeros (but never saying nothing). */
export function formatCounts(counts) {
  const parts = [];
  if (counts.passed > 0) parts.push(`${counts.passed} passed`);
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  if (counts.todo > 0) parts.push(`${counts.todo} todo`);
  if (counts.notRun > 0) parts.push(`${counts.notRun} did not run`);
  return parts.length > 0 ? parts.join(', ') : 'no tests';
}

/**
 * What a test step amounts to. A step that failed with a report explains itself file by file; a step that
 * wrote no report (it crashed, or never started) counts what it would have run from `collected`.
 *
 * @param {StepResult} step
 * @param {string} root
 * @returns {{ counts: Counts, details: string[], loadFailures: number }}
 */
export function summarizeTestStep(step, root) {
  if (step.report) {
    const summary = summarizeVitestReport(step.report, { root, collected: step.collected });
    const details = summary.files
      .filter((file) => file.counts.failed > 0 || file.problem)
      .map((file) => {
        const failed =
          file.counts.failed > 0
            ? `${file.counts.failed} of ${file.counts.passed + file.counts.failed + file.counts.skipped + file.counts.todo} failed`
            : null;
        return `✖ ${file.file}: ${[failed, file.problem].filter(Boolean).join('; ')}`;
      });
    if (step.status === 'failed' && details.length === 0 && summary.files.length === 0) {
      details.push(
        '✖ Vitest stopped before running any file (global setup or configuration failed; see the log above)',
      );
      if (step.collected) summary.counts.notRun = sumValues(step.collected);
    }
    return { counts: summary.counts, details, loadFailures: summary.loadFailures };
  }
  const counts = emptyCounts();
  const details = [];
  if (step.collected) {
    counts.notRun = sumValues(step.collected);
    details.push(
      step.status === 'not-run'
        ? `– ${plural(counts.notRun, 'test')} in ${plural(Object.keys(step.collected).length, 'file')} did not run`
        : `✖ no report was written; ${plural(counts.notRun, 'test')} in ${plural(Object.keys(step.collected).length, 'file')} are unaccounted for`,
    );
  } else if (step.status !== 'passed') {
    details.push('✖ no report was written and the tests could not be collected: their number is unknown');
  }
  return { counts, details, loadFailures: 0 };
}

/** @param {Record<string, number>} record */
function sumValues(record) {
  return Object.values(record).reduce((sum, value) => sum + value, 0);
}

const MARK = { passed: '✔', failed: '✖', 'not-run': '–' };

/** Under a minute `42.3 s`, else minutes and seconds `7:05`. */
export function formatDuration(seconds) {
  if (Math.round(seconds * 10) < 600) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Minutes and seconds into the run, `3:07` (rounded down, like a clock). */
function clock(seconds) {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The time table: for each step that ran, when it started (minutes into the run) and how long it took, then
 * the whole run's wall time. Steps of one stage run side by side, so their times overlap and do not add up to
 * the total; equal start times show which ran together.
 *
 * @param {StepResult[]} steps
 * @param {number | undefined} totalSeconds the whole run's wall time
 * @returns {string[]}
 */
export function timeTable(steps, totalSeconds) {
  const timed = steps.filter((step) => step.seconds !== undefined);
  if (timed.length === 0) return [];
  const width = Math.max('whole run'.length, ...timed.map((step) => step.name.length));
  const row = (name, start, took) => `  ${name.padEnd(width)}  ${start.padStart(5)}  ${took.padStart(7)}`;
  const lines = ['Time', row('step', 'start', 'took')];
  for (const step of timed)
    lines.push(
      row(
        step.name,
        step.startedAt === undefined ? '' : clock(step.startedAt),
        formatDuration(step.seconds ?? 0),
      ),
    );
  if (totalSeconds !== undefined) lines.push(row('whole run', '', formatDuration(totalSeconds)));
  return lines;
}

/**
 * The lines of the final summary and the exit code. The run fails when any step failed or did not run, or
 * when any test failed, did not run or sat in a file that could not load.
 *
 * @param {StepResult[]} steps
 * @param {{ root: string, totalSeconds?: number }} options `totalSeconds`: the whole run's wall time
 * @returns {{ lines: string[], exitCode: number }}
 */
export function buildSummary(steps, { root, totalSeconds }) {
  const width = Math.max(...steps.map((step) => step.name.length));
  const lines = ['Summary'];
  const totals = emptyCounts();
  let loadFailures = 0;
  for (const step of steps) {
    const label = `  ${MARK[step.status]} ${step.name.padEnd(width)}`;
    if (step.kind === 'tests') {
      const summary = summarizeTestStep(step, root);
      addCounts(totals, summary.counts);
      loadFailures += summary.loadFailures;
      const reason = step.status === 'not-run' ? `not run: ${step.reason ?? 'an earlier step failed'}` : null;
      lines.push(`${label}  ${[reason, formatCounts(summary.counts)].filter(Boolean).join('; ')}`);
      for (const detail of summary.details) lines.push(`      ${detail}`);
    } else {
      const verdict =
        step.status === 'passed'
          ? 'ok'
          : step.status === 'failed'
            ? 'failed'
            : `not run: ${step.reason ?? 'an earlier step failed'}`;
      lines.push(`${label}  ${verdict}`);
    }
  }
  lines.push(...timeTable(steps, totalSeconds));
  const checks = steps.filter((step) => step.kind === 'check');
  const checkLine = ['passed', 'failed', 'not-run']
    .map((status) => {
      const names = checks.filter((step) => step.status === status).map((step) => step.name);
      const word = status === 'not-run' ? 'not run' : status;
      return names.length > 0 ? `${names.length} ${word} (${names.join(', ')})` : null;
    })
    .filter(Boolean)
    .join(', ');
  lines.push(
    `Tests: ${formatCounts(totals)}${loadFailures > 0 ? `; ${plural(loadFailures, 'file')} could not load` : ''}`,
  );
  if (checks.length > 0) lines.push(`Checks: ${checkLine}`);
  const badSteps = steps.filter((step) => step.status !== 'passed').map((step) => step.name);
  const ok = badSteps.length === 0 && totals.failed === 0 && totals.notRun === 0 && loadFailures === 0;
  lines.push(
    ok ? 'Result: passed' : `Result: FAILED${badSteps.length > 0 ? ` (${badSteps.join(', ')})` : ''}`,
  );
  return { lines, exitCode: ok ? 0 : 1 };
}

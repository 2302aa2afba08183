#!/usr/bin/env node
// Main-thread cost of starting the SQL-to-REST widget, measured in Chromium against the exported site.
//
//   node scripts/bench-startup.mjs [--runs 3] [--cpu 4]
//
// Each run opens /guides/api/sql-to-rest/ in a fresh context with the CPU slowed down --cpu times (4 is what
// Lighthouse's mobile preset uses) and records the page's long tasks (a PerformanceObserver for 'longtask',
// buffered from the start). "Start-up" runs from the page's `load` event (when the widget starts loading its
// code) until the first cURL output is on screen and the parser is ready, plus --settle ms (2000) of idle
// time. For those tasks it prints the longest one and the total blocking time (the sum of each task's time
// over 50 ms, as Lighthouse counts it), and lists the JavaScript and WebAssembly fetched after `load` with
// their gzipped sizes. Figures only: it fails when the page does not
// start, never on the numbers.

import { gzipSync } from 'node:zlib';
import { OUT_DIR } from '../build/out-files.mjs';
import { readNumber, requireBuiltPage } from '../local/bench-support.mjs';
import { launchChromium } from '../local/chromium.mjs';
import { startServer } from '../local/serve.mjs';

const PATH = '/guides/api/sql-to-rest/';
/** Lighthouse counts the part of a task over 50 ms as blocking; the target is no task over 50 ms. */
const LONG_TASK_MS = 50;

const RUNS = readNumber('--runs', 3);
/**
 * After the parser is ready, tasks are still counted for this long: work the widget leaves for idle time
 * (the editor is built only when the reader reaches for it) must not hide outside the window.
 */
const SETTLE_MS = readNumber('--settle', 2000);
const CPU = readNumber('--cpu', 4);

await requireBuiltPage();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

async function measure(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.addInitScript(() => {
    const tasks = [];
    Object.defineProperty(window, '__longTasks', { value: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const responses = [];
  context.on('response', (response) => {
    responses.push(
      (async () => ({
        url: new URL(response.url()).pathname,
        type: response.headers()['content-type'] ?? '',
        body: await response.body().catch(() => Buffer.alloc(0)),
      }))(),
    );
  });

  await page.goto(baseUrl + PATH, { waitUntil: 'load' });
  await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('[data-language="curl"] pre')?.textContent, null, {
    timeout: 60_000,
  });
  const readyAt = await page.evaluate(() => performance.now());
  // Idle-time work after start-up, and one more frame, so a task that painted has ended and been reported.
  await page.evaluate(
    (settle) =>
      new Promise((done) => setTimeout(() => requestAnimationFrame(() => setTimeout(done, 100)), settle)),
    SETTLE_MS,
  );
  const { tasks, loadAt } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      tasks: window.__longTasks,
      loadAt: navigation.loadEventStart,
      resources: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    };
  });
  // Tasks that start at `load` or later: the widget's start-up (the page's own hydration ends before).
  const startup = tasks.filter(([start]) => start >= loadAt);
  const blocking = (list) =>
    list.reduce((total, [, duration]) => total + Math.max(0, duration - LONG_TASK_MS), 0);
  const loadTimes = await page.evaluate(() =>
    Object.fromEntries(
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    ),
  );
  const bodies = await Promise.all(responses);
  await context.close();
  const late = bodies.filter(({ url, type }) => {
    const start = loadTimes[baseUrl + url];
    const script = type.includes('javascript') || url.endsWith('.wasm');
    // Requests made by the worker are not in the page's resource timing: they all happen after `load`.
    return script && (start === undefined || start >= loadAt);
  });
  return {
    longest: Math.max(0, ...startup.map(([, duration]) => duration)),
    tbt: blocking(startup),
    longTasks: startup.length,
    pageTbt: blocking(tasks),
    startupMs: readyAt - loadAt,
    late: late.map(({ url, body }) => ({ url, gzKiB: gzipSync(body, { level: 9 }).length / 1024 })),
  };
}

const server = await startServer({ root: OUT_DIR, port: 0 });
const browser = await launchChromium();
try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, server.url));
  const pick = (key) => median(runs.map((run) => run[key]));
  console.log(
    `SQL-to-REST start-up: ${RUNS} runs, CPU slowed ${CPU}×, phone viewport, Chromium ${browser.version()}`,
  );
  console.log(
    `  from load to first output (median): longest main-thread task ${ms(pick('longest'))}, ` +
      `total blocking time ${ms(pick('tbt'))}, ${pick('longTasks')} task(s) over ${LONG_TASK_MS} ms, ` +
      `${ms(pick('startupMs'))} in all`,
  );
  console.log(`  whole page, from navigation (median): total blocking time ${ms(pick('pageTbt'))}`);
  console.log(`  per run, longest task: ${runs.map((run) => ms(run.longest)).join(', ')}`);
  console.log('  fetched after load (gzip -9):');
  for (const file of [...runs[0].late].sort((a, b) => b.gzKiB - a.gzKiB)) {
    console.log(`    ${file.gzKiB.toFixed(1).padStart(7)} KiB  ${file.url}`);
  }
} finally {
  await browser.close();
  await server.close();
}

#!/usr/bin/env node
// The Run button of SQL blocks, measured in Chromium against the exported site.
//
//   node scripts/bench-run-sql.mjs [--runs 5]
//
// On a fresh browser context it opens the RLS guide and runs its `read-notes.sql` block: the first run loads
// the runner, PGlite and the page's SQL, sets the database up and runs the block (time from the click to the
// table on screen); later runs (--runs of them, Ctrl+Enter in the editor) reuse the database. It prints the
// bytes fetched on first use (as sent, compressed) and the same for a second guide opened in the same context,
// where the browser's cache should hold PGlite. Figures only: it fails when a run fails, never on the numbers.

import { OUT_DIR, requireExport } from '../build/out-files.mjs';
import { readNumber } from '../local/bench-support.mjs';
import { launchChromium } from '../local/chromium.mjs';
import { startServer } from '../local/serve.mjs';

const RUNS = readNumber('--runs', 5);
const PAGES = [
  { path: '/guides/database/row-level-security/', title: 'read-notes.sql' },
  { path: '/guides/database/full-text-search/', title: 'search-articles.sql' },
];

await requireExport(OUT_DIR, 'guides/database/row-level-security/index.html');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Clicks the block's Run (or presses Ctrl+Enter in its editor) and resolves with the time until a new result. */
function timedRun(page, blockIndex, how) {
  return page.evaluate(
    ([index, via]) =>
      new Promise((resolve, reject) => {
        const figure = document.querySelectorAll('figure[data-run-sql-block]')[index];
        if (!figure) return reject(new Error('no runnable block'));
        const started = performance.now();
        const runs = () =>
          Number(figure.querySelector('[data-run-sql-result]')?.getAttribute('data-runs') ?? 0);
        const before = runs();
        const observer = new MutationObserver(() => {
          if (runs() === before) return;
          observer.disconnect();
          resolve({
            ms: performance.now() - started,
            text: figure.querySelector('[data-run-sql-result]')?.textContent,
          });
        });
        observer.observe(figure, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-runs'],
        });
        if (via === 'click') figure.querySelector('[data-run-sql]')?.click();
        else {
          const editor = figure.querySelector('textarea');
          editor?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }));
        }
        setTimeout(() => reject(new Error('no result in 60 s')), 60_000);
      }),
    [blockIndex, how],
  );
}

const server = await startServer({ root: OUT_DIR, port: 0 });
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  let bytes = 0;
  context.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  console.log(`Run on SQL blocks: Chromium ${browser.version()}, ${RUNS} later runs per page`);
  for (const [number, { path, title }] of PAGES.entries()) {
    const page = await context.newPage();
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('page-scripts').length > 0);
    // The listener installs after `load`; give it the moment it takes.
    await page.waitForTimeout(500);
    const index = await page.evaluate(
      (wanted) =>
        Math.max(
          0,
          [...document.querySelectorAll('figure[data-run-sql-block]')].findIndex(
            (figure) => !wanted || figure.textContent?.includes(wanted),
          ),
        ),
      title,
    );
    bytes = 0;
    const first = await timedRun(page, index, 'click');
    await page.waitForTimeout(300);
    const firstBytes = bytes;
    const later = [];
    for (let run = 0; run < RUNS; run++) later.push((await timedRun(page, index, 'key')).ms);
    console.log(`  ${path}${title ? ` (${title})` : ''}${number > 0 ? ', same browser cache' : ''}`);
    console.log(
      `    first run (load + setup + query): ${Math.round(first.ms)} ms; fetched ${kb(firstBytes)}`,
    );
    console.log(
      `    later runs: median ${Math.round(median(later))} ms, slowest ${Math.round(Math.max(...later))} ms`,
    );
    if (/error/i.test(first.text ?? '') && !/rows?/.test(first.text ?? ''))
      console.log(`    result: ${first.text}`);
    await page.close();
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}

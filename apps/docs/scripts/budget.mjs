// Page-weight budgets, measured in a real browser against the exported site.
//
//   node scripts/budget.mjs [--json] [--files] [--mermaid-path /guides/some-page/]
//
// --json prints the figures as JSON instead of the table; --files lists every JS/CSS file per page.
//
// For each page type below it opens the page in a fresh Chromium context, records every response, and
// splits them at the page's `load` event (using the page's own Navigation/Resource Timing: a resource
// counts as "before load" when its request started before `loadEventStart`, and so do the page's own chunks,
// which build/paint-first.mjs adds after the first paint, sometimes after `load`). JS and CSS bodies are
// gzipped here at zlib level 9 (the `gzip -9` people use to precompress static files), so the figures
// do not depend on how the server compresses. Then it scrolls through the page, waits for the network
// to go quiet, and checks which heavy features were loaded at all.
//
// Exit code 1 when a budget is exceeded, a heavy feature loads where it is not allowed, a feature that a
// page needs does not load, or a page type is missing. The figures are printed either way.

import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { featuresIn, judge, PAGE_TYPES } from '../build/budget-rules.mjs';
import { isFile, listHtmlFiles, OUT_DIR as OUT, requireExport } from '../build/out-files.mjs';
import { loaderSources, pageScriptsAdded } from '../build/paint-first.mjs';
import { launchChromium } from '../local/chromium.mjs';
import { startServer } from '../local/serve.mjs';

const GZIP_LEVEL = 9;
const KIB = 1024;
/** Raw HTML is budgeted in KB of 1000 bytes (issue 11's unit). */
const KB = 1000;

function readFlag(flag) {
  const index = process.argv.indexOf(flag);
  if (index !== -1) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`${flag}=`));
  return inline?.slice(flag.length + 1);
}

async function findPageWithAttribute(attribute) {
  const pattern = new RegExp(`\\s${attribute}(?:[\\s=>/]|$)`);
  const files = (await listHtmlFiles(OUT)).filter((file) => file.endsWith(`${sep}index.html`));
  // Prefer guides, then anything else, in path order.
  files.sort((a, b) => Number(!a.includes(`${sep}guides${sep}`)) - Number(!b.includes(`${sep}guides${sep}`)));
  for (const file of files) {
    if (pattern.test(await readFile(file, 'utf8'))) {
      const path = `/${relative(OUT, file).split(sep).join('/')}`;
      return path.slice(0, -'index.html'.length);
    }
  }
  return undefined;
}

const gzKiB = (buffer) => gzipSync(buffer, { level: GZIP_LEVEL }).length / KIB;

function kindOf(response) {
  const type = (response.headers()['content-type'] ?? '').toLowerCase();
  const url = new URL(response.url()).pathname;
  if (type.includes('javascript') || /\.m?js$/.test(url)) return 'js';
  if (type.includes('text/css') || url.endsWith('.css')) return 'css';
  return response.request().resourceType() === 'document' ? 'html' : 'other';
}

/**
 * Scrolls to the bottom one screen at a time so observers for below-the-fold content fire. Bounded in steps and
 * time: a page whose height grows as it is scrolled, or a browser that stops running animation frames (a CI run
 * once hung here until its time ran out), ends the scroll instead of the run.
 */
async function scrollThrough(page) {
  await page.evaluate(
    async ({ maxSteps, deadlineMs }) => {
      const deadline = performance.now() + deadlineMs;
      const frame = () =>
        new Promise((done) => {
          const timer = setTimeout(done, 100);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            done(undefined);
          });
        });
      let y = 0;
      for (let step = 0; step < maxSteps && performance.now() < deadline; step += 1) {
        if (y >= document.documentElement.scrollHeight) break;
        window.scrollTo(0, y);
        await frame();
        await frame();
        y += window.innerHeight;
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
    },
    { maxSteps: 400, deadlineMs: 30_000 },
  );
}

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Counts the page's requests in flight. (Playwright's 'networkidle' load state cannot be used for this:
 * once reached it resolves at once, so it would not wait for requests that scrolling or typing start.)
 */
function trackNetwork(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const start = (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Resolves once nothing has been in flight for QUIET_MS (or after SETTLE_TIMEOUT_MS). */
    async settle() {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) return;
        await new Promise((done) => setTimeout(done, 50));
      }
    },
  };
}

/**
 * Presses Ctrl+K, waits for the search dialog, types a word and checks that Pagefind is fetched only now.
 * (The dialog may fetch Pagefind when it opens or on the first query; either is a working lazy path.)
 */
async function openSearch(page, network, passive, firstIndex, pending) {
  const loadedBeforeKey = featuresIn(passive).has('search');
  const pagefindRequested = page
    .waitForRequest((request) => /\/pagefind\//.test(request.url()), { timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  await page.keyboard.press('Control+k');
  const dialog = await page
    .getByRole('dialog')
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (dialog) await page.keyboard.type('project');
  const loadedAfterKey = await pagefindRequested;
  await network.settle();
  const added = await Promise.all(pending.slice(firstIndex));
  const jsGzKiB = added.filter((r) => r.kind === 'js').reduce((total, r) => total + gzKiB(r.body), 0);
  return { loadedBeforeKey, dialog, loadedAfterKey, jsGzKiB };
}

async function measure(browser, baseUrl, type) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  const network = trackNetwork(page);
  const pending = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const kind = kindOf(response);
        return { url: response.url(), kind, body, text: kind === 'js' ? body.toString('utf8') : '' };
      })(),
    );
  });

  const response = await page.goto(baseUrl + type.path, { waitUntil: 'load' });
  // The page's own chunks are added after its first paint (build/paint-first.mjs), which can be after `load`:
  // they count as before load wherever they start, so wait until they are added.
  await pageScriptsAdded(page);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      documentUrl: navigation?.name ?? '',
      loadStart: navigation?.loadEventStart ?? 0,
      resources: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    };
  });
  const pageChunks = new Set(
    loaderSources(await page.content()).map((path) => new URL(path, page.url()).href),
  );
  const startedAt = new Map(timing.resources);
  // Resource timing is the page's own: a worker started after `load` that fetches a URL the page already
  // fetched (Turbopack's runtime chunk, for the SQL-to-REST worker) must not count before load a second time.
  const countedEarly = new Set();
  const loadedBefore = (record) => {
    if (record.url === timing.documentUrl) return true;
    if (countedEarly.has(record.url)) return false;
    // The page's chunks may still be in flight when the timing is read (an entry appears when its fetch ends).
    const start = startedAt.get(record.url);
    const early = pageChunks.has(record.url) || (start !== undefined && start < timing.loadStart);
    if (early) countedEarly.add(record.url);
    return early;
  };

  await network.settle();
  await scrollThrough(page);
  await network.settle();

  // Everything up to here happened without the reader doing more than scrolling.
  const passive = await Promise.all(pending);
  let searchOpened;
  if (type.searchOnCtrlK) searchOpened = await openSearch(page, network, passive, pending.length, pending);

  await context.close();

  const early = [];
  const late = [];
  for (const record of passive) (loadedBefore(record) ? early : late).push(record);
  const sum = (list, kind) =>
    list.filter((r) => r.kind === kind).reduce((total, r) => total + gzKiB(r.body), 0);
  const document = early.find((r) => r.url === timing.documentUrl);
  return {
    name: type.name,
    path: type.path,
    status: response?.status() ?? 0,
    htmlGzKiB: document ? gzKiB(document.body) : 0,
    htmlRawKB: document ? document.body.length / KB : 0,
    jsGzKiB: sum(early, 'js'),
    cssGzKiB: sum(early, 'css'),
    jsFiles: early.filter((r) => r.kind === 'js').length,
    cssFiles: early.filter((r) => r.kind === 'css').length,
    requests: early.length,
    jsGzKiBAfterLoad: sum(late, 'js'),
    files: early
      .filter((r) => r.kind === 'js' || r.kind === 'css')
      .map((r) => ({ url: new URL(r.url).pathname, kind: r.kind, gzKiB: gzKiB(r.body) })),
    featuresBeforeLoad: [...featuresIn(early)],
    featuresAfterLoad: [...featuresIn(late)],
    searchOpened,
  };
}

function printTable(rows) {
  const header = [
    'page type',
    'path',
    'HTTP',
    'HTML raw',
    'HTML gz',
    'JS gz',
    'CSS gz',
    'reqs',
    'JS gz after',
    'heavy features',
    'ok',
  ];
  const table = rows.map(({ type, result, problems }) => {
    if (!result) return [type.name, type.path ?? '?', '-', '-', '-', '-', '-', '-', '-', '-', 'FAIL'];
    const { budget } = type;
    const features = [
      ...result.featuresBeforeLoad.map((f) => `${f} (before load)`),
      ...result.featuresAfterLoad
        .filter((f) => !result.featuresBeforeLoad.includes(f))
        .map((f) => `${f} (after)`),
    ];
    if (result.searchOpened?.loadedAfterKey) {
      features.push(`search (on Ctrl+K: +${result.searchOpened.jsGzKiB.toFixed(1)} KiB gz JS)`);
    }
    const html = `${result.htmlGzKiB.toFixed(1)}${budget.htmlGzKiB ? ` / ${budget.htmlGzKiB}` : ''}`;
    const raw = `${result.htmlRawKB.toFixed(1)} KB${budget.htmlRawKB ? ` / ${budget.htmlRawKB}` : ''}`;
    return [
      type.name,
      type.path,
      String(result.status),
      raw,
      html,
      `${result.jsGzKiB.toFixed(1)} / ${budget.jsGzKiB} (${result.jsFiles})`,
      `${result.cssGzKiB.toFixed(1)} / ${budget.cssGzKiB} (${result.cssFiles})`,
      String(result.requests),
      result.jsGzKiBAfterLoad.toFixed(1),
      features.join(', ') || 'none',
      problems.length === 0 ? 'ok' : 'FAIL',
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of table) console.log(line(row));
  console.log(
    `\nKiB = 1024 bytes, KB = 1000 bytes (raw HTML); bodies gzipped at zlib level ${GZIP_LEVEL}. JS/CSS columns: measured / budget (files), ` +
      'counting responses requested before the load event; "reqs" counts all of those.',
  );
  if (process.argv.includes('--files')) {
    for (const { type, result } of rows) {
      if (!result) continue;
      console.log(`\n${type.name} (${type.path}), JS and CSS before load:`);
      for (const file of [...result.files].sort((a, b) => b.gzKiB - a.gzKiB)) {
        console.log(`  ${file.gzKiB.toFixed(1).padStart(7)} KiB gz  ${file.kind.padEnd(3)}  ${file.url}`);
      }
    }
  }
  console.log('');
  for (const { type, problems } of rows) {
    for (const problem of problems) console.log(`FAIL ${type.name}: ${problem}`);
  }
}

/** One page's measurement may take this long; more means something hangs, and the run says where. */
const PAGE_TIMEOUT_MS = 120_000;

function withinTime(promise, ms, path) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`measuring ${path} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main() {
  const json = process.argv.includes('--json');
  await requireExport(OUT);

  const server = await startServer({ root: OUT, port: 0 });
  const browser = await launchChromium();
  const rows = [];
  const skipped = [];
  try {
    for (const entry of PAGE_TYPES) {
      const type = { ...entry };
      if (type.pathOverride === 'mermaid') {
        type.path = readFlag('--mermaid-path') ?? process.env.BUDGET_MERMAID_PATH ?? type.path;
      }
      if (!type.path && type.findByAttribute) type.path = await findPageWithAttribute(type.findByAttribute);
      if (!type.path) {
        rows.push({ type, problems: [`no exported page has a ${type.findByAttribute} attribute`] });
        continue;
      }
      if (type.optional && !(await isFile(join(OUT, `.${type.path}`, 'index.html')))) {
        skipped.push(type);
        continue;
      }
      const started = Date.now();
      const result = await withinTime(measure(browser, server.url, type), PAGE_TIMEOUT_MS, type.path);
      // Progress on stderr, so a slow page is visible in a run's log before the table is printed.
      console.error(`measured ${type.path} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      rows.push({ type, result, problems: judge(type, result) });
    }
  } finally {
    await browser.close();
    await server.close();
  }

  if (json) {
    const report = rows.map(({ type, result, problems }) => ({
      ...result,
      name: type.name,
      budget: type.budget,
      problems,
    }));
    const notBuilt = skipped.map(({ name, path }) => ({ name, path }));
    console.log(JSON.stringify({ gzipLevel: GZIP_LEVEL, pages: report, skipped: notBuilt }, null, 2));
  } else {
    printTable(rows);
  }
  for (const type of skipped) console.error(`skipped ${type.name}: ${type.path} is not in out/ (yet)`);
  if (rows.some(({ problems }) => problems.length > 0)) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

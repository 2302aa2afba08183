#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset, default simulated throttling) against the site served the way
// `npm start` serves it: apps/docs/out through apps/docs/scripts/serve.mjs (gzip, same cache headers), with
// platform-dev running on the port the build points at, so the API-settings page is measured as readers get it.
//
//   npm run lighthouse                          every page type, median of 3 runs
//   npm run lighthouse -- --runs 5 --page cli   pages whose name or path contains "cli", 5 runs each
//   npm run lighthouse -- --page guide          the page named (or with the path) "guide" alone
//   npm run lighthouse -- --json                the medians as JSON
//   npm run lighthouse -- --save /tmp/lh        also each run's full report (JSON) in /tmp/lh
//
// A benchmark that prints figures, not a test: scores move with the machine's load, so it never fails on them.
// Needs a build (`npm run build -w apps/docs`, or `npm start` once) and Debian's Chromium (CHROMIUM_PATH).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isFile, OUT_DIR } from '@platform/docs/build/out-files.mjs';
import { builtPlatformUrl } from '@platform/docs/local/built-platform.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@platform/docs/local/chromium.mjs';
import { assertPortFree, startPlatformDev } from '@platform/docs/local/platform-dev.mjs';
import { startServer } from '@platform/docs/local/serve.mjs';
import lighthouse from 'lighthouse';
import {
  CATEGORIES,
  figuresOf,
  formatTable,
  parseArgs,
  selectPages,
  summarise,
} from './lighthouse-figures.mjs';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const DEVTOOLS_LINE = /DevTools listening on (ws:\/\/\S+)/;
const BROWSER_START_TIMEOUT_MS = 30_000;

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** Starts platform-dev (in memory) where the build expects it; a note instead when that is not possible. */
async function startPlatform(out, siteUrl) {
  const target = await builtPlatformUrl(out);
  const parsed = target ? new URL(target) : undefined;
  if (!parsed || !LOCAL_HOSTS.has(parsed.hostname) || parsed.port === '') {
    return { note: `the build points at ${target ?? 'an unknown platform API'}; platform-dev not started` };
  }
  const port = Number(parsed.port);
  try {
    await assertPortFree(port, '127.0.0.1', 'PLATFORM_DEV_PORT');
    const platform = await startPlatformDev({ port, allowedOrigins: [siteUrl], memory: true, quiet: true });
    return { platform, note: `platform-dev on ${platform.url}` };
  } catch (error) {
    return { note: `platform-dev not started: ${error.message}` };
  }
}

/**
 * Debian's Chromium, headless, with the repository's flags and a DevTools port Lighthouse connects to. Launched
 * here rather than through chrome-launcher so the flags stay the ones every other script uses.
 */
async function launchBrowser() {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(profile, { recursive: true, force: true });
  };
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools address within 30 s:\n${output}`)),
      BROWSER_START_TIMEOUT_MS,
    );
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not start ${CHROMIUM_PATH}: ${error.message} (set CHROMIUM_PATH).`));
    });
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      const match = DEVTOOLS_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(new URL(match[1]).port));
      }
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

async function main() {
  let options;
  let pages;
  try {
    options = parseArgs(process.argv.slice(2));
    pages = selectPages(options.filters);
  } catch (error) {
    fail(error.message);
  }
  const out = options.out ? resolve(options.out) : OUT_DIR;
  if (!(await isFile(join(out, 'index.html')))) {
    fail(`No exported site in ${out}: run \`npm run build -w apps/docs\` (or \`npm start\` once) first.`);
  }

  const server = await startServer({ root: out, port: 0 });
  const { platform, note } = await startPlatform(out, server.url);
  let browser;
  const cleanUp = async () => {
    await Promise.all([server.close(), platform?.stop(), browser?.stop()]);
  };
  process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));

  try {
    const [load1] = loadavg();
    console.error(
      `Lighthouse (mobile, simulated throttling), ${options.runs} run(s) per page; site ${server.url}; ${note}; ` +
        `load average ${load1.toFixed(2)} at start.`,
    );
    const summaries = [];
    for (const page of pages) {
      const runs = [];
      for (let run = 1; run <= options.runs; run += 1) {
        // A browser with a new profile per run: every run is a reader's first visit. Lighthouse empties the
        // HTTP cache between runs but keeps localStorage, where the site notes that its fonts are cached
        // (lib/layout/web-fonts.ts), so a shared profile measured later runs as a returning reader whose
        // cache was emptied.
        browser = await launchBrowser();
        const result = await lighthouse(server.url + page.path, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        }).finally(() => browser?.stop());
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        if (options.save) {
          await mkdir(options.save, { recursive: true });
          const slug = page.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
          await writeFile(join(options.save, `${slug}-${run}.json`), JSON.stringify(result.lhr));
        }
        const figures = figuresOf(result.lhr);
        runs.push(figures);
        console.error(
          `  ${page.name} run ${run}: performance ${figures.scores.performance ?? '–'}, TBT ${Math.round(figures.metrics.TBT ?? 0)} ms`,
        );
      }
      summaries.push(summarise(page, runs));
    }
    const [, load5] = loadavg();
    if (options.json) console.log(JSON.stringify({ loadAverage5min: load5, pages: summaries }, null, 2));
    else {
      console.log(
        `\nMedians of ${options.runs} run(s); load average over the last 5 minutes ${load5.toFixed(2)}.\n`,
      );
      console.log(formatTable(summaries));
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error) => fail(error.stack ?? String(error)));

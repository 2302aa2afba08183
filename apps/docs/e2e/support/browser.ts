/**
 * Browser helpers for the tests in e2e/. Chromium is Debian's (/usr/bin/chromium) driven by playwright-core;
 * the site is the built export, served by local/serve.mjs from e2e/global-setup.ts (one server per worker).
 *
 *   const browser = setupBrowser();          // call once at the top of a test file
 *   const page = await browser.newPage();    // fresh context per call, clipboard allowed
 *   const response = await gotoPath(page, '/guides/getting-started/');
 *   expect(response?.status()).toBe(200);
 *
 * - `setupBrowser()` registers hooks: Chromium starts before the file's first test and closes after its last
 *   (each launch gets a throwaway profile directory); every context opened with `newPage()` is closed after
 *   the test that opened it. Test files run side by side, one per worker (e2e/vitest.config.ts), each worker
 *   on its own origin (`siteOrigin()`).
 * - `sharedPage(options)` opens a page that stays open until the file's last test, for tests that each start
 *   by putting it in a known state (one load instead of one per test).
 * - `newPage(options)` accepts Playwright context options (`colorScheme`, `viewport`, `reducedMotion`, ...);
 *   the default viewport is 1280×800.
 *   Each context has its own storage, so localStorage never leaks between tests; to test persistence
 *   across reloads, reload the same page (`page.reload()`).
 * - `gotoPath(page, path)` opens a path of the site and waits for `load`, the page's chunks (added after its
 *   first paint) and a quiet network; it returns the response.
 * - `siteUrl(path)` gives the absolute URL for a path, e.g. to compare with `page.url()`.
 *
 * Accessibility checks are in ./axe.ts (`expectNoSeriousViolations(page)`).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { pageScriptsAdded } from '../../build/paint-first.mjs';
import { launchChromium } from '../../local/chromium.mjs';

export type { Page };

export interface TestBrowser {
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Like `newPage`, but the page stays open until the file's last test: for tests that share one load. */
  sharedPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * The origin this file's worker serves the site from (no trailing slash). Each worker has its own
 * (e2e/global-setup.ts), so files that run side by side never share an origin, and so never share the faults
 * they set on platform-dev (./platform.ts), which match requests by their Origin header.
 */
export function siteOrigin(): string {
  const origins = inject('siteOrigins');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const origin = origins[worker - 1];
  if (!origin) throw new Error(`No site origin for worker ${worker}: global setup started ${origins.length}`);
  return origin;
}

/** Absolute URL of a site path such as `/guides/getting-started/`. */
export function siteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).href;
}

/**
 * Opens `path` on the served site and waits until the page has added its chunks and the network is quiet: by
 * then the code that hydrates the page (including widgets loaded on demand after `load`) has arrived, so clicks
 * reach React handlers.
 */
export async function gotoPath(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
  await pageScriptsAdded(page);
  await page.waitForLoadState('networkidle');
  return response;
}

export function setupBrowser(): TestBrowser {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  const shared: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium({ shell: true });
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await Promise.all(shared.splice(0).map((context) => context.close()));
    await browser?.close();
  });

  async function openPage(options: BrowserContextOptions, list: BrowserContext[]): Promise<Page> {
    if (!browser) throw new Error('setupBrowser(): a page was opened outside a test or hook of this file');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    list.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin() });
    return context.newPage();
  }

  return {
    newPage: (options = {}) => openPage(options, open),
    sharedPage: (options = {}) => openPage(options, shared),
  };
}

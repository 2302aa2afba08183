import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { loaderSources } from '../../build/paint-first.mjs';
import { siteUrl } from './browser';

/**
 * Opens `path` with every script that the HTML does not name (in a tag or the paint-first loader) held back: the code of widgets loaded on
 * demand (and the translator's editor) stays away until `release()`, so a click lands on the server HTML
 * exactly as it would on a slow connection. With `pageChunks`, the page's own chunks are held too, so nothing
 * has hydrated until `release()`.
 */
export async function openWithOnDemandCodeHeld(page: Page, path: string, { pageChunks = false } = {}) {
  const html = await (await page.request.get(siteUrl(path))).text();
  // The page's own chunks: script tags, and the list the paint-first loader adds after the first paint.
  const named = new Set(
    pageChunks
      ? []
      : [
          ...[...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]),
          ...loaderSources(html),
        ],
  );
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!named.has(pathname)) {
      held.push(pathname);
      await released;
    }
    await route.continue();
  });
  await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
  // Only a page that has asked for held code proves anything.
  await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
  return release;
}

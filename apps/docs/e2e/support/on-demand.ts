import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { siteUrl } from './browser';

/**
 * Opens `path` with every script that the HTML does not name held back: the code of widgets loaded on
 * demand (and the translator's editor) stays away until `release()`, so a click lands on the server HTML
 * exactly as it would on a slow connection.
 */
export async function openWithOnDemandCodeHeld(page: Page, path: string) {
  const html = await (await page.request.get(siteUrl(path))).text();
  const named = new Set([...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]));
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
  // Only a page that has asked for on-demand code proves anything.
  await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
  return release;
}

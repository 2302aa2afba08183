import { describe, expect, it } from 'vitest';
import { gotoPath, setupBrowser } from './support/browser';

const browser = setupBrowser();

/** The theme class on <html> as it is when the document's own scripts have just run, before any paint. */
async function themeAtFirstParse(page: import('./support/browser').Page) {
  return page.evaluate(() => (window as unknown as { __firstTheme?: string }).__firstTheme);
}

describe('theme', () => {
  it('follows the system preference until the reader chooses', async () => {
    const page = await browser.newPage({ colorScheme: 'dark' });
    await gotoPath(page, '/guides/getting-started/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it('keeps the chosen theme across a reload, applied before the first paint', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    // Record the class at DOMContentLoaded, before React hydrates: a flash would show up as "light" here.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstTheme?: string }).__firstTheme = document.documentElement.className;
      });
    });
    await gotoPath(page, '/guides/getting-started/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload({ waitUntil: 'load' });
    expect(await themeAtFirstParse(page)).toContain('dark');
    // The toggle's label is React's: it reads the stored theme once the page's chunks (added after the first
    // paint) have hydrated it.
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 18, 18)');
  });
});

import { describe, expect, it } from 'vitest';
import { gotoPath, type Page, setupBrowser } from './support/browser';

const browser = setupBrowser();

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const API_KEYS = '/guides/getting-started/api-keys/';

const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const currentEntry = (page: Page) => toc(page).locator('[aria-current="true"]').first().textContent();

describe('"On this page" of a guide', () => {
  it('marks the section a deep link points at, for every section of the page', async () => {
    const page = await browser.newPage(DESKTOP);
    await gotoPath(page, API_KEYS);
    const entries = await toc(page)
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({ hash: link.getAttribute('href'), title: link.textContent })),
      );
    expect(entries.length).toBeGreaterThan(2);
    for (const entry of entries) {
      await gotoPath(page, `${API_KEYS}${entry.hash}`);
      await expect.poll(() => currentEntry(page), { message: `deep link ${entry.hash}` }).toBe(entry.title);
    }
  });

  it('marks the last section once the page is scrolled to its end', async () => {
    const page = await browser.newPage(DESKTOP);
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    const last = await toc(page).getByRole('link').last().textContent();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => currentEntry(page)).toBe(last);
  });

  it('follows a click on one of its entries', async () => {
    const page = await browser.newPage(DESKTOP);
    await gotoPath(page, API_KEYS);
    await toc(page).getByRole('link', { name: 'Where to find them' }).click();
    await expect.poll(() => currentEntry(page)).toBe('Where to find them');
  });
});

describe('"On this page" of the CLI reference', () => {
  it('lists the page sections before a command is in view', async () => {
    const page = await browser.newPage(DESKTOP);
    await gotoPath(page, '/reference/cli/');
    const links = await toc(page).getByRole('link').allTextContents();
    expect(links.slice(0, 2)).toEqual(['Installing the CLI', 'Logging in']);
    expect(links).toContain('Hosted project management');
  });

  it('shows the command in view with links to its parts', async () => {
    const page = await browser.newPage(DESKTOP);
    await gotoPath(page, '/reference/cli/#supabase-db-push');
    await expect.poll(() => currentEntry(page)).toBe('supabase db push');
    const column = toc(page);
    expect(await column.isVisible()).toBe(true);
    const parts = await column
      .locator('ul a')
      .evaluateAll((links) =>
        links.map((link) => [
          link.textContent,
          document.querySelector(link.getAttribute('href') ?? '#')?.textContent,
        ]),
      );
    expect(parts.map(([title]) => title)).toEqual(['Usage', 'Flags', 'Examples', 'See also']);
    for (const [title, target] of parts) expect(target).toBe(title);

    await page.locator('#supabase-functions-deploy').evaluate((section) => section.scrollIntoView());
    await expect.poll(() => currentEntry(page)).toBe('supabase functions deploy');
  });
});

describe('back to top', () => {
  it('appears once the reader has scrolled down a long page and takes them back up', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    // On a phone "On this page" is a closed list under the title that opens by keyboard.
    const phoneToc = toc(page);
    expect(await phoneToc.getByRole('link').first().isVisible()).toBe(false);
    await phoneToc.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await phoneToc.getByRole('link').count()).toBeGreaterThan(2);
    expect(await phoneToc.getByRole('link').first().isVisible()).toBe(true);
    const link = page.getByRole('link', { name: 'Back to top' });
    expect(await link.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('stays hidden on a page too short to need it', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await gotoPath(page, '/guides/database/');
    // The control appears once the reader has scrolled a screen down: this page must scroll less than that.
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable, 'the page grew; pick a shorter one').toBeLessThan(900);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.getByRole('link', { name: 'Back to top' }).isVisible()).toBe(false);
  });
});

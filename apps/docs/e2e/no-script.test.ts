import { describe, expect, it } from 'vitest';
import { sharedData } from '../data/shared-data';
import { gotoPath, setupBrowser, siteUrl } from './support/browser';

const browser = setupBrowser();

const API_KEYS = '/guides/getting-started/api-keys/';
const notes = '[data-slot="no-script"]';
/** The page's copy field names this shared value (`sharedPath="local.apiUrl"`). */
const localApiUrl = (sharedData.local as Record<string, unknown>).apiUrl;

describe('on-demand widgets with JavaScript off', () => {
  it('show their values as text and say which widgets need scripts', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(siteUrl(API_KEYS), { waitUntil: 'load' });
    const texts = (await page.locator(notes).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    // Both API-settings widgets, the two copy fields and the hidden field, in page order.
    expect(texts).toHaveLength(5);
    expect(texts[0]).toMatch(
      /^Showing your own project URL here needs JavaScript, which is off in this browser\./,
    );
    expect(await page.locator(notes).first().getByRole('link', { name: 'API settings' }).isVisible()).toBe(
      true,
    );
    expect(texts[1]).toBe(`Local API URL: ${localApiUrl}`);
    // A public key shows as it is; the secret one stays masked behind a native disclosure until opened.
    expect(texts[3]).toBe('Example anon key: example-anon-key-for-local-development-only');
    expect(texts[4]).toBe('Example service role key: Reveal');
    await page.locator(notes).nth(4).getByText('Reveal').click();
    expect(await page.locator(notes).nth(4).innerText()).toMatch(/^Example service role key: Reveal\s+\S+$/);

    await page.goto(siteUrl('/guides/api/sql-to-rest/'), { waitUntil: 'load' });
    expect(await page.locator(notes).innerText()).toBe(
      'The SQL to REST translator needs JavaScript, which is off in this browser.',
    );
  });

  it('are not shown when scripts run, and the page logs no hydration error', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await gotoPath(page, API_KEYS);
    expect(await page.locator(notes).count()).toBe(0);
    await page.locator('[data-slot="copy-field"]').first().waitFor();
    expect(problems).toEqual([]);
  });
});

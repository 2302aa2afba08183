import { demoUser } from 'platform-dev/seed-data';
import { describe, expect, it } from 'vitest';
import { gotoPath, type Page, setupBrowser } from './support/browser';
import { requirePlatform, storeSession } from './support/platform';

/*
 * What the SQL-to-REST page says about where its requests go, against where they go: signed out the local
 * development API, signed in the reader's project (the code-samples chooser drives the base URL). The page said
 * "the requests point at the local development API" in both states.
 */

const browser = setupBrowser();
requirePlatform();

const PATH = '/guides/api/sql-to-rest/';

/** The guide's sentence about the requests, and the cURL output's first line once the widget has its base URL. */
async function sentenceAndRequest(page: Page) {
  await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 20_000 });
  const paragraph = page.locator('article p', { hasText: 'requests go where' });
  const curl = page.locator('[role="tabpanel"][data-language="curl"] pre');
  return { sentence: (await paragraph.innerText()).replace(/\s+/g, ' '), curl };
}

describe('where the translator says its requests go', () => {
  it('says the local development API signed out, and the requests go there', async () => {
    const page = await browser.newPage();
    await gotoPath(page, PATH);
    const { sentence, curl } = await sentenceAndRequest(page);
    expect(sentence).toContain('to the local development API otherwise');
    expect(sentence).not.toContain('point at the local development API');
    expect(await curl.innerText()).toContain("curl -G 'http://localhost:54321/rest/v1/books'");
  });

  it('says your project signed in, and the requests go to the project chosen above', async () => {
    const page = await browser.newPage();
    await storeSession(page, demoUser.email);
    await gotoPath(page, PATH);
    await expect
      .poll(() => page.locator('[data-slot="code-values-frame"]').getAttribute('data-state'), {
        timeout: 20_000,
      })
      .toBe('project');
    const { sentence, curl } = await sentenceAndRequest(page);
    expect(sentence).toContain(
      "to your project's REST URL when you are logged in and your project is chosen there",
    );
    expect(sentence).toContain('Code samples use');
    await expect
      .poll(() => curl.innerText(), { timeout: 20_000 })
      .toMatch(/^curl -G 'https:\/\/[a-z0-9-]+\.supabase\.co\/rest\/v1\/books'/);
  });
});

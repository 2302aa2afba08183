import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { openWithOnDemandCodeHeld } from './support/on-demand';

const browser = setupBrowser();

describe('clicks made before a widget’s code has arrived', () => {
  it('copies and reveals once the code is there', async () => {
    const page = await browser.newPage();
    const release = await openWithOnDemandCodeHeld(page, '/guides/getting-started/api-keys/');
    const copyField = page.locator('[data-slot="copy-field"]').first();
    const hiddenField = page.locator('[data-slot="hidden-field"]').first();
    await copyField.getByRole('button', { name: 'Copy', exact: true }).click();
    await hiddenField.getByRole('button', { name: 'Reveal' }).click();
    // Nothing can have happened yet: the widgets' code is still held.
    expect(await hiddenField.getAttribute('data-state')).toBe('hidden');

    release();
    await expect.poll(() => hiddenField.getAttribute('data-state'), { timeout: 20_000 }).toBe('revealed');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await copyField.getByRole('textbox').inputValue(),
    );
  });

  it('puts the editor’s cursor where the SQL was clicked before the translator loaded, with the keys typed and text pasted then', async () => {
    const page = await browser.newPage();
    const release = await openWithOnDemandCodeHeld(page, '/guides/api/sql-to-rest/');
    // With none of the widget's code run, the page already shows the formatted SQL and its cURL output.
    const sqlText = page.getByRole('textbox', { name: 'SQL query' });
    expect((await sqlText.innerText()).split('\n').slice(0, 2)).toEqual(['select', '  books.title,']);
    const curl = await page.locator('[data-slot="outputs"] [data-language="curl"] pre').innerText();
    expect(curl).toContain("curl -G 'http://localhost:54321/rest/v1/books'");
    expect(curl).toContain("-d 'title=ilike.*postgres*'");
    expect(await page.getByRole('heading', { name: 'Assumptions' }).isVisible()).toBe(true);
    // Click just before the "." of the first "books.title" in the SQL shown while the editor loads. The point
    // is in viewport coordinates, so the SQL is scrolled into view first (the code-samples chooser above the
    // translator puts it below the fold at 1280×800, where a click at the point would hit nothing).
    const sqlPre = page.locator('[data-slot="sql-text"]');
    await sqlPre.scrollIntoViewIfNeeded();
    const point = await sqlPre.evaluate((pre) => {
      const text = pre.firstChild as Text;
      const at = (text.textContent ?? '').indexOf('books.title') + 'books'.length;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const box = range.getBoundingClientRect();
      return { x: box.left + 1, y: box.top + box.height / 2 };
    });
    await page.mouse.click(point.x, point.y);
    // Typed and pasted while not even the island has hydrated: the head script keeps both for the editor.
    await page.keyboard.type('X');
    await page.evaluate(() => navigator.clipboard.writeText('P'));
    await page.keyboard.press('Control+V');

    release();
    await page.locator('[data-slot="sql-to-rest"][data-state="ready"]').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.activeElement?.closest('.cm-editor') !== null, null, {
      timeout: 30_000,
    });
    await page.keyboard.type('Y');
    const secondLine = () =>
      page
        .getByRole('textbox', { name: 'SQL query' })
        .evaluate((element) => element.querySelectorAll('.cm-line')[1]?.textContent);
    await expect.poll(secondLine).toBe('  booksXPY.title,');
  });
});

describe('the search shortcut pressed before the page’s code has run', () => {
  it('opens the search dialog once the code is there', async () => {
    const page = await browser.newPage();
    // The page's own chunks are held too: the paint-first loader asks for them after the first paint.
    const release = await openWithOnDemandCodeHeld(page, '/guides/', { pageChunks: true });
    await page.keyboard.press('Control+k');
    expect(await page.getByRole('dialog').count()).toBe(0);

    release();
    await page.getByRole('combobox', { name: 'Search the docs' }).waitFor({ timeout: 30_000 });
  });
});

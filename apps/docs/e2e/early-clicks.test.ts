import { describe, expect, it } from 'vitest';
import { type Page, setupBrowser, siteUrl } from './support/browser';
import { openWithOnDemandCodeHeld } from './support/on-demand';

const browser = setupBrowser();

const PRODUCTS = '/guides/database/products-example/';
const CREATING = '/guides/getting-started/creating-a-project/';

/** Waits until React has hydrated the element `selector` names, i.e. the page's own code has run. */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout: 30_000 },
  );

const isOpen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => (element as HTMLDetailsElement).open);

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

/*
 * Every kind of control a reader can use while the page is painted but its code has not run yet (the paint-first
 * loader adds the page's chunks after the first paint; here they are held until `release()`). Each either
 * works at once, without script, or does what it was asked once the code has run.
 */
describe('controls used before the page’s code has run', () => {
  it('applies a tab, the theme toggle, a code block’s copy and the search button clicked then', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    const release = await openWithOnDemandCodeHeld(page, PRODUCTS, { pageChunks: true });
    const group = page.locator('[data-tab-group="database-method"]');
    const selectedTab = () => group.getByRole('tab', { selected: true }).textContent();
    await group.getByRole('tab', { name: 'SQL' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const figure = page.locator('figure', { hasText: 'product-images.sql' });
    await figure.getByRole('button', { name: 'Copy code' }).click();
    await page.getByRole('button', { name: /^Search docs/ }).click();
    // The tab and the theme change at once (the head's scripts); copy and search wait for the page's code.
    expect(await selectedTab()).toBe('SQL');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    release();
    await hydrated(page, '[data-tab-group="database-method"] [role="tab"]');
    await expect.poll(selectedTab).toBe('SQL');
    expect(await group.getByRole('tabpanel').textContent()).toContain('create table public.products');
    expect(new URL(page.url()).searchParams.get('database-method')).toBe('sql');
    expect(await page.evaluate(() => localStorage.getItem('docs-tab-group:database-method'))).toBe('sql');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docs-theme'))).toBe('dark');
    await page.getByRole('combobox', { name: 'Search the docs' }).waitFor({ timeout: 30_000 });
    const code = await figure.locator('pre code').textContent();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // React took over where the reader left off: the tab group and the toggle answer the next click.
    await page.keyboard.press('Escape');
    await group.getByRole('tab', { name: 'Dashboard' }).click();
    await expect.poll(selectedTab).toBe('Dashboard');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  });

  it('moves along the tabs with the arrow keys and changes tab with Enter, opens the page actions and copies the page then', async () => {
    const page = await browser.newPage();
    const release = await openWithOnDemandCodeHeld(page, PRODUCTS, { pageChunks: true });
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('SQL');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Page actions' }).focus();
    await page.keyboard.press('Enter');

    release();
    await page.getByRole('menu', { name: 'Page actions' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('SQL');
    const twin = await (await fetch(siteUrl('/guides/database/products-example.md'))).text();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  it('opens and closes the folding sections, "On this page", an accordion and the phone drawer at once, and back to top goes up', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const release = await openWithOnDemandCodeHeld(page, CREATING, { pageChunks: true });
    // The drawer and a folding section of the sidebar in it.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    expect(await page.locator('#docs-nav').evaluate((drawer) => drawer.matches(':popover-open'))).toBe(true);
    const probe = '#docs-nav details[data-probe]';
    await page
      .locator('#docs-nav details[data-slot="nav-section"]:not([open])')
      .first()
      .evaluate((details) => details.setAttribute('data-probe', ''));
    await page.locator(`${probe} > summary`).click();
    expect(await isOpen(page, probe)).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.locator('#docs-nav').evaluate((drawer) => drawer.matches(':popover-open'))).toBe(false);
    // "On this page" and an accordion item.
    await page.locator('[data-slot="toc-disclosure"] > summary').click();
    expect(await isOpen(page, '[data-slot="toc-disclosure"]')).toBe(true);
    await page.locator('details#rename-a-project > summary').click();
    expect(await isOpen(page, 'details#rename-a-project')).toBe(true);
    // Back to top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Hydration leaves what the reader opened open.
    release();
    await hydrated(page, 'details#rename-a-project');
    expect(await isOpen(page, probe)).toBe(true);
    expect(await isOpen(page, '[data-slot="toc-disclosure"]')).toBe(true);
    expect(await isOpen(page, 'details#rename-a-project')).toBe(true);
  });

  it('switches a reference example’s tab and copies its code clicked then', async () => {
    const page = await browser.newPage();
    const release = await openWithOnDemandCodeHeld(page, '/reference/cli/', { pageChunks: true });
    const examples = page.locator('#supabase-init--examples + div');
    const figure = examples.getByRole('tabpanel').locator('figure').first();
    const code = await figure.locator('pre code').textContent();
    await figure.getByRole('button', { name: 'Copy code' }).click();
    await examples.getByRole('tab').nth(1).click();
    release();
    await hydrated(page, 'header button');
    expect(await examples.getByRole('tab', { selected: true }).textContent()).toBe(
      await examples.getByRole('tab').nth(1).textContent(),
    );
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});

import { describe, expect, it } from 'vitest';
import { accessibilityStates } from './support/accessibility-tree';
import { expectNoSeriousViolationsInBothThemes } from './support/axe';
import { gotoPath, setupBrowser, siteUrl } from './support/browser';

const browser = setupBrowser();

describe('guide navigation', () => {
  it('moves from the home page to a guide through the sidebar and marks the current page', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/');
    const nav = page.getByRole('navigation', { name: 'Guides' });
    await nav.getByRole('link', { name: 'Creating a project' }).click();
    await page.waitForURL(siteUrl('/guides/getting-started/creating-a-project/'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Creating a project');
    const current = nav.locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('Creating a project');
    // Only the current section is open: another section's pages are folded away.
    expect(await nav.getByRole('link', { name: 'Uploading files', exact: true }).isVisible()).toBe(false);
  });

  it('shows every navigation section', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/');
    const nav = page.getByRole('navigation', { name: 'Guides' });
    for (const section of [
      'Getting started',
      'Database',
      'Auth',
      'Storage',
      'Realtime',
      'Edge Functions',
      'AI and vectors',
      'Local development & CLI',
      'REST API',
      'Platform',
      'Resources',
    ]) {
      expect(await nav.getByRole('link', { name: section, exact: true }).count()).toBeGreaterThan(0);
      // The page itself lists the same section with its pages, from the same navigation data.
      const listed = page.locator('[data-slot="guide-index"] section').filter({
        has: page.getByRole('heading', { name: section, exact: true }),
      });
      expect(await listed.count(), section).toBe(1);
      if (section !== 'Resources')
        expect(await listed.getByRole('listitem').count(), section).toBeGreaterThan(0);
    }

    // Sections fold: closed here (the current page is in none), opened and closed again by keyboard.
    const storagePage = nav.getByRole('link', { name: 'Uploading files', exact: true });
    expect(await storagePage.isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'Storage', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Storage pages');
    await page.keyboard.press('Enter');
    expect(await storagePage.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await storagePage.isVisible()).toBe(false);
  });

  it('links to the previous and next guides, with breadcrumbs and an edit link', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/api-keys/');
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    expect(await pager.getByRole('link', { name: /Previous.*Creating a project/ }).count()).toBe(1);
    expect(await pager.getByRole('link', { name: /Next.*How the platform fits together/ }).count()).toBe(1);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.textContent()).toContain('Getting started');
    // "Edit this page" exists only when the build was told the docs repository (site.config.ts).
    const edit = page.getByRole('link', { name: 'Edit this page' });
    if (process.env.NEXT_PUBLIC_DOCS_REPO_URL) {
      expect(await edit.getAttribute('href')).toMatch(/\/content\/guides\/getting-started\/api-keys\.mdx$/);
    } else {
      expect(await edit.count()).toBe(0);
    }
  });

  it('folds the navigation behind the Menu button of the header on a phone-sized screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await gotoPath(page, '/guides/getting-started/');
    const link = page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Storage' });
    expect(await link.isVisible()).toBe(false);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    expect(await accessibilityStates(page, 'header button[popovertarget]')).toMatchObject({
      expanded: false,
    });
    await menu.click();
    await link.waitFor({ state: 'visible' });
    expect(await accessibilityStates(page, 'header button[popovertarget]')).toMatchObject({ expanded: true });
  });

  it('keeps every header control on screen on a 360px phone, in a reference too', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await gotoPath(page, '/reference/javascript/crawlers/select/');
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('link', { name: 'Guides' }),
      header.getByRole('link', { name: 'Reference' }),
      header.getByRole('link', { name: 'JS', exact: true }),
      header.getByRole('button', { name: /Search docs/ }),
      header.getByRole('button', { name: /Switch to/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    expect(await header.getByRole('link', { name: /Supabase Docs/ }).count()).toBe(1);
  });

  it('offers a skip link that moves focus to the main content', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(siteUrl('/guides/getting-started/#main-content'));
  });

  it('sets the title, description, canonical URL and OpenGraph tags', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    expect(await page.title()).toBe('Creating a project | Supabase Docs');
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toMatch(/^Create a project/);
    expect(await meta('meta[property="og:title"]')).toBe('Creating a project');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/guides\/getting-started\/creating-a-project\/?$/,
    );
  });

  it('renders GFM tables from Markdown', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/database/row-level-security/');
    const table = page.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Function', 'Returns']);
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
  });

  it('publishes a sitemap listing the guides and a robots.txt that points at it', async () => {
    const page = await browser.newPage();
    const sitemap = await (await gotoPath(page, '/sitemap.xml'))?.text();
    expect(sitemap).toContain('/guides/getting-started/creating-a-project/');
    const robots = await (await gotoPath(page, '/robots.txt'))?.text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  it.each([
    '/',
    '/guides/auth/',
    '/guides/getting-started/creating-a-project/',
    '/guides/getting-started/api-keys/',
    '/no/such/page/',
  ])('has no serious accessibility violations on %s, in light and dark', async (path) => {
    const page = await browser.newPage({ colorScheme: 'light' });
    await gotoPath(page, path);
    await expectNoSeriousViolationsInBothThemes(page);
  });
});

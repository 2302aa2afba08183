import { describe, expect, it } from 'vitest';
import { gotoPath, setupBrowser, siteUrl } from './support/browser';

const browser = setupBrowser();
const CREATING = '/guides/getting-started/creating-a-project/';

describe('tab groups', () => {
  it('puts the choice in the URL with queryGroups, without navigating', async () => {
    const page = await browser.newPage();
    await gotoPath(page, CREATING);
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });
    await page.getByRole('tab', { name: 'SQL' }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get('database-method')).toBe('sql');
    expect(url.searchParams.getAll('queryGroups')).toEqual(['database-method']);
    // Still the same document: replaceState, not a navigation.
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    expect(await page.getByRole('tabpanel').textContent()).toContain('create table products');
  });

  it('keeps the choice across a reload and restores it on another page with the same group', async () => {
    const page = await browser.newPage();
    await gotoPath(page, CREATING);
    await page.getByRole('tab', { name: 'SQL' }).click();
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('SQL');

    await gotoPath(page, '/guides/database/');
    const selected = page.getByRole('tab', { selected: true });
    await expect.poll(() => selected.allTextContents()).toEqual(['SQL', 'SQL']);
    expect(await page.getByRole('tabpanel').first().textContent()).toContain('migration file');
  });

  it('moves every group of the same name on a page together', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/database/');
    const groups = page.locator('[data-tab-group="database-method"]');
    expect(await groups.count()).toBe(2);
    await groups.nth(1).getByRole('tab', { name: 'SQL' }).click();
    await expect.poll(() => groups.nth(0).getByRole('tab', { selected: true }).textContent()).toBe('SQL');
  });

  it('opens a shared link on the tab it names, over a stored choice', async () => {
    const page = await browser.newPage();
    await gotoPath(page, CREATING);
    await page.getByRole('tab', { name: 'SQL' }).click();
    await page.goto(siteUrl(`${CREATING}?database-method=dashboard&queryGroups=database-method`));
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Dashboard');
  });

  it('ignores an unknown value in the URL', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl(`${CREATING}?database-method=terraform`));
    await page.waitForLoadState('load');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Dashboard');
  });

  it('changes tab with Enter after moving focus with the arrow keys', async () => {
    const page = await browser.newPage();
    await gotoPath(page, CREATING);
    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Dashboard');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('SQL');
  });

  it('keeps the tab list directly under the sticky header while its group is in view', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 500 } });
    await gotoPath(page, CREATING);
    await page.getByRole('tab', { name: 'SQL' }).click();
    const list = page.getByRole('tablist');
    await page.getByRole('tabpanel').evaluate((panel) => {
      const box = panel.getBoundingClientRect();
      window.scrollBy(0, box.top + 40 - 100);
    });
    const top = await list.evaluate((element) => element.getBoundingClientRect().top);
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect(Math.round(top)).toBe(Math.round(headerBottom));
  });
});

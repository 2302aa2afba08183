import { describe, expect, it } from 'vitest';
import { gotoPath, setupBrowser, siteUrl } from './support/browser';

const browser = setupBrowser();

describe('search', () => {
  it('finds a page by a word in its body with Ctrl+K, and opens it from the keyboard', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    expect(requests.some((url) => url.includes('/pagefind/'))).toBe(false);

    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await input.fill('gateway');
    const first = page.getByRole('option').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('How the platform fits together');
    expect(requests.some((url) => url.includes('/pagefind/'))).toBe(true);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/guides/getting-started/architecture/');
  });

  it('shows the matching section under the page title', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/');
    await page.getByRole('button', { name: /Search docs/ }).click();
    await page.getByRole('combobox', { name: 'Search the docs' }).fill('password manager');
    const option = page.getByRole('option', { name: /Creating a project/ });
    await option.waitFor();
    expect(await option.textContent()).toContain('Set a database password');
  });

  it('says so when nothing matches', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the docs' }).fill('zzqqxxv');
    await page.getByText('No results for “zzqqxxv”.').waitFor();
  });
});

describe('on this page', () => {
  it('marks the section in view as the reader scrolls', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 800 } });
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await page.locator('#allow-reads').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await expect.poll(() => toc.locator('[aria-current="true"]').textContent()).toBe('Allow reads');
    await page.locator('#choose-a-region').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await expect.poll(() => toc.locator('[aria-current="true"]').textContent()).toBe('Choose a region');
  });

  it('gives each heading an anchor link', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    const heading = page.getByRole('heading', { level: 2, name: /Choose a region/ });
    expect(await heading.getAttribute('id')).toBe('choose-a-region');
    await heading.getByRole('link', { name: 'Link to this section' }).click();
    expect(page.url()).toBe(siteUrl('/guides/getting-started/creating-a-project/#choose-a-region'));
  });
});

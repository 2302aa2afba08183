import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, setupBrowser } from './support/browser';

const browser = setupBrowser();
// The article: the header, sidebar and page outline around it are checked on every page type by
// navigation.test.ts, so these checks cover what each guide's own components add.
const ARTICLE = '#main-content';

describe('realtime limits estimator', () => {
  it('shows the plan limits, marks what would be exceeded and names the smallest plan that fits', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/realtime/limits/');
    const estimator = page.getByRole('region', { name: 'Realtime limits estimator' });
    const verdict = estimator.getByRole('status');
    await verdict.filter({ hasText: 'Fits the Free plan.' }).waitFor();

    await estimator.getByLabel('Concurrent clients').fill('600');
    await verdict.filter({ hasText: 'Exceeds 1 limit of the Free plan' }).waitFor();
    expect(await verdict.textContent()).toContain('Smallest plan that fits: Pro (no spend cap).');
    const row = estimator.getByRole('row', { name: /Concurrent connections/ });
    expect(await row.textContent()).toContain('Exceeded');

    await estimator.getByLabel('Plan').selectOption({ label: 'Team' });
    await verdict.filter({ hasText: 'Fits the Team plan.' }).waitFor();
    expect(await row.textContent()).toContain('10,000');
  });

  it('explains a bad value instead of estimating', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/realtime/limits/');
    const clients = page.getByLabel('Channels per client');
    await clients.fill('-3');
    await page.getByText('Enter a whole number, 0 or more.').waitFor();
    expect(await clients.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('status').filter({ hasText: 'Fix the highlighted fields' }).waitFor();
  });

  it('has no serious accessibility violations', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/realtime/limits/');
    await expectNoSeriousViolations(page);
  });
});

describe('extensions list', () => {
  it('filters by search and by category, and says how many match', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/database/extensions/');
    const list = page.getByRole('region', { name: 'Postgres extensions' });
    const total = await list.getByRole('listitem').count();
    expect(total).toBeGreaterThan(40);

    await list.getByLabel('Search extensions').fill('trigram');
    await list
      .getByRole('status')
      .filter({ hasText: `1 of ${total} extensions` })
      .waitFor();
    expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['pg_trgm']);

    await list.getByLabel('Search extensions').fill('');
    await list.getByLabel('Category').selectOption('Geospatial');
    await list.getByRole('heading', { name: 'postgis', exact: true }).waitFor();
    const categories = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));
    expect(new Set(categories)).toEqual(new Set(['Geospatial']));

    await list.getByLabel('Search extensions').fill('kubernetes');
    await list.getByText('No extension matches.').waitFor();
  });

  it('has no serious accessibility violations', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/database/extensions/');
    await expectNoSeriousViolations(page, { include: [ARTICLE] });
  });
});

describe('new guide page types', () => {
  it.each([
    '/guides/getting-started/quickstart-react/',
    '/guides/database/user-profiles/',
    '/guides/database/connecting/',
    '/guides/platform/migrating/',
    '/guides/platform/compute-add-ons/',
    // The auth guides' new parts: a five-framework tab group with Svelte and Astro files, a danger
    // admonition above CLI blocks, and a table of events.
    '/guides/auth/server-side-auth/',
    '/guides/auth/sso-saml/',
    '/guides/auth/sessions/',
  ])('%s renders its components without serious accessibility violations', async (path) => {
    const page = await browser.newPage();
    const response = await gotoPath(page, path);
    expect(response?.status()).toBe(200);
    await expectNoSeriousViolations(page, { include: [ARTICLE] });
  });

  it('offers the API-settings widget for the URL and key in the quickstart', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/quickstart-react/');
    // One "Log in" for the page (issue #26): the second widget points to the first.
    await page.getByText('Log in to see your project URL here').waitFor();
    await page.getByText('Log in above to see your anon key here').waitFor();
    // Two widgets; the code-samples chooser above the first sample is a control of its own, not one of them.
    expect(await page.locator('[data-slot="api-settings"]').count()).toBe(2);
  });

  it('shows example files from the repository in the quickstart', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/quickstart-react/');
    const figure = page.locator('figure', { has: page.getByText('src/instruments.ts', { exact: true }) });
    expect(await figure.textContent()).toContain('export async function fetchInstruments');
  });
});

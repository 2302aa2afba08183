import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, setupBrowser } from './support/browser';

const browser = setupBrowser();

/** One load of the page; each paste kind must put the right entry first. */
const PASTES: [kind: string, paste: string, first: string][] = [
  [
    'PostgREST JSON',
    '{"code":"PGRST116","details":"The result contains 0 rows","hint":null,"message":"JSON object requested, multiple (or no) rows returned"}',
    'PGRST116',
  ],
  [
    'supabase-js error object',
    "{\n  code: '42501',\n  details: null,\n  hint: null,\n  message: 'new row violates row-level security policy for table \"todos\"'\n}",
    '42501',
  ],
  [
    'AuthApiError line',
    'AuthApiError: Invalid login credentials\n    at handleError (fetch.ts:102:9)',
    'invalid_credentials',
  ],
  ['psql output', 'ERROR:  42P01: relation "todoz" does not exist', '42P01'],
  ['CLI output', 'service not healthy: [supabase_storage_my-app]', 'service-not-healthy'],
];

describe('Errors reference: paste an error', () => {
  it('shows the right entry first for each kind of paste, an empty state, passes axe, and is found by its code', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/troubleshooting/errors/');
    const box = page.getByRole('textbox', { name: 'Paste an error' });
    const results = page.getByRole('list', { name: 'Matching errors' });

    for (const [kind, paste, first] of PASTES) {
      await box.fill(paste);
      const link = results.getByRole('link').first();
      await expect.poll(() => link.getAttribute('href'), { message: kind }).toBe(`#${first}`);
    }
    // The match links to its entry on this page.
    await results.getByRole('link').first().click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#service-not-healthy');

    await box.fill('Something odd happened on 2024-05-01 with PGRST1160');
    await page.getByText('No known error code or message found').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search the docs' }).inputValue()).toContain(
      'Something odd',
    );

    await box.fill(PASTES[0]?.[1] ?? '');
    await results.waitFor();
    // The entries share one template: the box and one section stand for the page (axe on all ~800 takes long).
    await expectNoSeriousViolations(page, {
      include: ['[data-slot="paste-error"]', '[data-error-list="postgrest"]'],
    });

    // Search finds the entry by its code and opens it at its anchor.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the docs' }).fill('PGRST116');
    const hit = page.getByRole('option').first();
    await expect
      .poll(() => hit.getAttribute('data-url'))
      .toMatch(/\/guides\/troubleshooting\/errors\/#PGRST116$/);
  });
});

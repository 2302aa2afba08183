import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, type Page, setupBrowser } from './support/browser';

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

  it('gives each result its code, HTTP status, what it means in a line and its fix, then the link', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/troubleshooting/errors/');
    await page.getByRole('textbox', { name: 'Paste an error' }).fill(PASTES[0]?.[1] ?? '');
    const card = page.getByRole('list', { name: 'Matching errors' }).getByRole('listitem').first();
    await card.waitFor();
    const parts = await card.evaluate((item) =>
      [...item.children].map((child) => ({ tag: child.tagName, text: child.textContent ?? '' })),
    );
    expect(parts.map((part) => part.text)).toEqual([
      'PGRST116 Not exactly one row for a single-object request',
      'PostgREST · HTTP status 406',
      'The request asked for one JSON object (.single() in supabase-js, or Accept: application/vnd.pgrst.object+json), but the query returned no rows or several.',
      'Fix: Use .maybeSingle() when zero rows is a normal outcome, filter on a unique column, and check the table’s select policy.',
      'Read the whole PGRST116 entry',
    ]);
    expect(parts.at(-1)?.tag).toBe('A');
    expect(await card.getByRole('link').getAttribute('href')).toBe('#PGRST116');

    // An entry without an HTTP status (a SQLSTATE of the list) says none; an auth code has its own.
    await page
      .getByRole('textbox', { name: 'Paste an error' })
      .fill('AuthApiError: Invalid login credentials');
    await expect.poll(() => card.textContent()).toContain('Auth · HTTP status 400');
    await page.getByRole('textbox', { name: 'Paste an error' }).fill('ERROR:  2202E: array subscript error');
    await expect.poll(() => card.textContent()).toContain('Read the whole 2202E entry');
    expect(await card.textContent()).not.toContain('HTTP status');
  });

  /** The highlight of the entry `code` leads to: its background colour, bar and running animations. */
  async function targetStyle(page: Page, code: string) {
    return page.evaluate((id) => {
      const target = document.getElementById(id);
      const entry = target?.tagName === 'TR' ? target.querySelector('td') : target?.closest('article');
      if (!entry) throw new Error(`no entry for #${id}`);
      const style = getComputedStyle(entry);
      return {
        targeted: document.querySelector(':target')?.id ?? null,
        background: style.backgroundColor,
        bar: style.boxShadow,
        animations: entry.getAnimations().length,
      };
    }, code);
  }

  it('marks the entry a result card leads to, and fades its tint while its bar stays', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/troubleshooting/errors/');
    expect((await targetStyle(page, 'PGRST116')).bar).toBe('none');
    await page.getByRole('textbox', { name: 'Paste an error' }).fill(PASTES[0]?.[1] ?? '');
    await page.getByRole('link', { name: 'Read the whole PGRST116 entry' }).click();
    await expect.poll(() => targetStyle(page, 'PGRST116').then((style) => style.targeted)).toBe('PGRST116');
    const marked = await targetStyle(page, 'PGRST116');
    expect(marked.bar).toMatch(/inset/);
    expect(marked.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(marked.animations).toBe(1);
    // Another entry is not marked.
    expect((await targetStyle(page, 'PGRST100')).bar).toBe('none');
    // When the fade has run, the tint is gone and the bar stays.
    await page.evaluate(() => {
      for (const animation of document.getAnimations())
        if (animation.playState === 'running') animation.finish();
    });
    const faded = await targetStyle(page, 'PGRST116');
    expect(faded.background).toBe('rgba(0, 0, 0, 0)');
    expect(faded.bar).toMatch(/inset/);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`marks the entry an address names (#CODE) without motion for reduced motion, with AA contrast (${colorScheme})`, async () => {
      const page = await browser.newPage({ colorScheme, reducedMotion: 'reduce' });
      await gotoPath(page, '/guides/troubleshooting/errors/#42501');
      const explained = await targetStyle(page, '42501');
      expect(explained.targeted).toBe('42501');
      expect(explained.bar).toMatch(/inset/);
      expect(explained.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(explained.animations).toBe(0);
      await expectNoSeriousViolations(page, { include: ['article:has(> [id="42501"])'] });

      // A SQLSTATE listed in the table is marked as a row.
      await page.goto(page.url().replace(/#.*$/, '#2202E'));
      const row = await targetStyle(page, '2202E');
      expect(row.targeted).toBe('2202E');
      expect(row.bar).toMatch(/inset/);
      expect(row.background).not.toBe('rgba(0, 0, 0, 0)');
      await expectNoSeriousViolations(page, { include: ['tr[id="2202E"]'] });
    });
  }

  // As on the CLI and JavaScript references: a skipped entry keeps its stand-in height even while a script
  // measures its content, and content taller than that would spill over the next entry
  // (lib/errors/entry-height.ts).
  it('skips far entries and the codes table with a stand-in height no lower than their real height on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await gotoPath(page, '/guides/troubleshooting/errors/');
    const skipped = '[data-error-list] article, [data-error-list] [data-error-table]';
    const visibility = await page
      .locator(skipped)
      .last()
      .evaluate((element) => getComputedStyle(element).contentVisibility);
    expect(visibility).toBe('auto');
    await page.addStyleTag({
      content: `:is(${skipped}) { content-visibility: visible !important }`,
    });
    const boxes = await page.locator(skipped).evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.querySelector('h3')?.id ?? element.getAttribute('aria-label'),
        standIn: Number.parseFloat(getComputedStyle(element).getPropertyValue('--entry-h')),
        real: element.getBoundingClientRect().height,
      })),
    );
    expect(boxes.length).toBeGreaterThan(150);
    expect(boxes.filter((box) => !(box.standIn >= box.real))).toEqual([]);
  });
});

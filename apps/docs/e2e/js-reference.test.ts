import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';
import { scrollSectionToTop as scrollToSection } from './support/scroll-section';

const browser = setupBrowser();
const REFERENCE = '/reference/javascript/';

function menuLink(page: Page, id: string) {
  return page.getByRole('navigation', { name: 'supabase-js methods' }).locator(`a[href="#${id}"]`);
}

describe('JavaScript reference page', () => {
  it('loads with the version, a menu entry per method, follows the scroll in the menu and has no serious axe violations', async () => {
    const page = await browser.newPage();
    const response = await gotoPath(page, REFERENCE);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('JavaScript reference');
    expect(
      await page
        .getByText(/^supabase-js \d+\.\d+\.\d+/)
        .first()
        .isVisible(),
    ).toBe(true);
    const sections = await page.locator('article section[id]').count();
    expect(await page.getByRole('navigation', { name: 'supabase-js methods' }).locator('li a').count()).toBe(
      sections,
    );

    await scrollToSection(page, 'maybe-single');
    await expect.poll(() => new URL(page.url()).hash).toBe('#maybe-single');
    await expect.poll(() => menuLink(page, 'maybe-single').getAttribute('aria-current')).toBe('location');

    await scrollToSection(page, 'auth-mfa-challenge');
    await expect
      .poll(() => menuLink(page, 'auth-mfa-challenge').getAttribute('aria-current'))
      .toBe('location');
    expect(await menuLink(page, 'maybe-single').getAttribute('aria-current')).toBeNull();

    await expectNoSeriousViolations(page);
  });

  it('gives every menu entry its own label: select() reads, select() after a write returns written rows', async () => {
    const page = await browser.newPage();
    await gotoPath(page, REFERENCE);
    const labels = await page
      .getByRole('navigation', { name: 'supabase-js methods' })
      .locator('li a')
      .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    expect(await menuLink(page, 'select').textContent()).toBe('select()');
    expect(await menuLink(page, 'select-returning').textContent()).toBe('select() after a write');

    // The section heading and "On this page" say the same.
    expect(await page.locator('#select-returning-title').textContent()).toBe('query.select() after a write');
    await scrollToSection(page, 'select-returning');
    const tocTitle = page.getByRole('navigation', { name: 'On this page' }).locator('a[aria-current="true"]');
    await expect.poll(() => tocTitle.textContent()).toBe('query.select() after a write');

    // So do the crawler page's title and heading, and the Markdown twins.
    await gotoPath(page, '/reference/javascript/crawlers/select-returning/');
    expect(await page.title()).toMatch(/^query\.select\(\) after a write/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('query.select() after a write');
    const twin = await (await page.request.get(siteUrl('/reference/javascript.md'))).text();
    expect(twin).toContain('### `query.select()` after a write\n');
    expect(twin).toContain("### `supabase.from('table').select()`\n");
    const methodTwin = await (
      await page.request.get(siteUrl('/reference/javascript/crawlers/select-returning.md'))
    ).text();
    expect(methodTwin).toMatch(/^# query\.select\(\) after a write\n/);
  });

  // The "On this page" column shows from 1280px (xl) on; it is 14rem wide at every width above.
  for (const width of [1280, 1440]) {
    it(`wraps a long call path in "On this page" after a dot or a parenthesis, never cut, at ${width}px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await gotoPath(page, REFERENCE);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const current = toc.locator('a[aria-current="true"]');
      const ids = [
        'select',
        'storage-from-create-signed-upload-url',
        'auth-admin-mfa-delete-factor',
        'select-returning',
      ];
      for (const id of ids) {
        await scrollToSection(page, id);
        const title = (await page.locator(`#${id}-title`).textContent()) ?? '';
        await expect.poll(() => current.textContent(), { message: id }).toBe(title);
        const layout = await current.evaluate((link) => {
          const column = link.closest('aside')?.getBoundingClientRect();
          const box = link.getBoundingClientRect();
          // Where each line starts: the character before a new line is where the text broke.
          const text = link.textContent ?? '';
          const breaks: string[] = [];
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          let offset = 0;
          let lastTop: number | undefined;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const value = node.nodeValue ?? '';
            for (let at = 0; at < value.length; at += 1) {
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + 1);
              const rect = range.getClientRects()[0];
              if (rect && value[at] !== ' ') {
                if (lastTop !== undefined && rect.top > lastTop + 4) breaks.push(text.slice(0, offset + at));
                lastTop = rect.top;
              }
            }
            offset += value.length;
          }
          return {
            overflow: link.scrollWidth - link.clientWidth,
            right: box.right,
            columnRight: column?.right ?? 0,
            breaks,
          };
        });
        expect(layout.overflow, id).toBeLessThanOrEqual(0);
        expect(layout.right, id).toBeLessThanOrEqual(layout.columnRight);
        for (const before of layout.breaks) expect(before, `${id}: a line ends with`).toMatch(/[.( ]\s*$/);
        if (id === 'storage-from-create-signed-upload-url') expect(layout.breaks.length).toBeGreaterThan(0);
      }
    });
  }

  it('writes a long signature readably: a parameter a line, the return type on its own line, no sideways scroll', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await gotoPath(page, REFERENCE);
    // Its section must be near the view: the browser skips far ones, whose text is not laid out.
    await scrollToSection(page, 'select');
    const block = page.locator('#select--signature + figure pre');
    const lines = (await block.innerText()).split('\n');
    expect(lines[0]).toBe("supabase.from('table').select<Query, ResultOne>(");
    expect(lines).toContain('  columns?: Query,');
    expect(lines.some((line) => line.startsWith('): PostgrestFilterBuilder<'))).toBe(true);
    expect(lines).toContain("//   Query extends string = '*'");
    // It fits the article's width at 1440px: nothing to scroll to.
    expect(await block.evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBeLessThanOrEqual(0);
  });

  // As on the CLI reference: a skipped section keeps its stand-in height even while a script measures its
  // content, and content taller than that would spill over the next section (lib/js-reference/section-height).
  it('skips far sections with a stand-in height no lower than their real height on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await gotoPath(page, REFERENCE);
    const skipped = await page
      .locator('[data-js-sections] section[id]')
      .last()
      .evaluate((element) => getComputedStyle(element).contentVisibility);
    expect(skipped).toBe('auto');
    await page.addStyleTag({
      content: '[data-js-sections] section { content-visibility: visible !important }',
    });
    const sections = await page.locator('[data-js-sections] section[id]').evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.id,
        standIn: Number.parseFloat(getComputedStyle(element).getPropertyValue('--section-h')),
        real: element.getBoundingClientRect().height,
      })),
    );
    expect(sections.length).toBeGreaterThan(100);
    expect(sections.filter((section) => !(section.standIn >= section.real))).toEqual([]);
  });
});

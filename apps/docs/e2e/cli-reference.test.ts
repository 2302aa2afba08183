import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';
import { scrollSectionToTop } from './support/scroll-section';

const browser = setupBrowser();
const REFERENCE = '/reference/cli/';

function menuLink(page: Page, title: string) {
  return page.getByRole('navigation', { name: 'CLI commands' }).locator(`a[href="#${title}"]`);
}

describe('CLI reference page', () => {
  // The checks that only read the page as it loads share one load of it (each load of this large page costs
  // over a second of CPU).
  describe('as loaded', () => {
    let page: Page;
    let status: number | undefined;
    beforeAll(async () => {
      page = await browser.sharedPage();
      status = (await gotoPath(page, REFERENCE))?.status();
    });

    it('renders every command as a section with its id, grouped under the areas', async () => {
      expect(status).toBe(200);
      expect(await page.locator('article section[id^="supabase"]').count()).toBe(124);
      const push = page.locator('section#supabase-db-push');
      expect(await push.getByRole('heading', { level: 3 }).textContent()).toBe('supabase db push');
      for (const area of [
        'Local development',
        'Database inspection',
        'Hosted project management',
        'Shell completion',
      ]) {
        expect(await page.getByRole('heading', { level: 2, name: area }).count()).toBe(1);
      }
    });

    it('shows the flags of db push with type, default and requirement', async () => {
      const row = page.locator('section#supabase-db-push tr[data-flag="--linked"]');
      expect(await row.locator('td').allTextContents()).toEqual(['boolean', 'true', '']);
      const status = page.locator('section#supabase-migration-repair tr[data-flag="--status"] td');
      expect(await status.allTextContents()).toEqual(['enum', 'none', 'Required', 'appliedreverted']);
    });

    it('marks experimental commands with a visible badge', async () => {
      const badge = (id: string) => page.locator(`section#${id}`).getByText('Experimental', { exact: true });
      expect(await badge('supabase-storage-cp').first().isVisible()).toBe(true);
      expect(await badge('supabase-branches').first().isVisible()).toBe(true);
      expect(await badge('supabase-db-push').count()).toBe(0);
    });

    // axe walks all 124 sections (tens of thousands of nodes), which takes most of a minute on a small machine.
    it('has no serious or critical accessibility violations', { timeout: 180_000 }, async () => {
      await expectNoSeriousViolations(page);
    });
  });

  it('updates the fragment and the active menu item while scrolling', async () => {
    const page = await browser.newPage();
    await gotoPath(page, REFERENCE);
    await scrollSectionToTop(page, 'supabase-db-push');
    await expect.poll(() => new URL(page.url()).hash).toBe('#supabase-db-push');
    await expect.poll(() => menuLink(page, 'supabase-db-push').getAttribute('aria-current')).toBe('location');

    await scrollSectionToTop(page, 'supabase-inspect-db-cache-hit');
    await expect.poll(() => new URL(page.url()).hash).toBe('#supabase-inspect-db-cache-hit');
    await expect
      .poll(() => menuLink(page, 'supabase-inspect-db-cache-hit').getAttribute('aria-current'))
      .toBe('location');
    expect(await menuLink(page, 'supabase-db-push').getAttribute('aria-current')).toBeNull();
    expect(await page.locator('nav[aria-label="CLI commands"] [aria-current]').count()).toBe(1);
  });

  it('lands a deep link on its section and marks it in the menu', async () => {
    const page = await browser.newPage();
    await gotoPath(page, `${REFERENCE}#supabase-completion-zsh`);
    await expect
      .poll(() => menuLink(page, 'supabase-completion-zsh').getAttribute('aria-current'))
      .toBe('location');
    expect(new URL(page.url()).hash).toBe('#supabase-completion-zsh');
    const top = await page
      .locator('section#supabase-completion-zsh')
      .evaluate((el) => el.getBoundingClientRect().top);
    const viewport = page.viewportSize()?.height ?? 800;
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(viewport / 2);
  });

  it('follows a subcommand link to its section', async () => {
    const page = await browser.newPage();
    await gotoPath(page, REFERENCE);
    await page
      .locator('section#supabase-migration')
      .getByRole('link', { name: 'supabase migration repair' })
      .click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#supabase-migration-repair');
    await expect
      .poll(() => menuLink(page, 'supabase-migration-repair').getAttribute('aria-current'))
      .toBe('location');
    // An in-page jump over sections that were never rendered still lands on the section, under the header.
    const { top, header } = await page.locator('section#supabase-migration-repair').evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      header: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    }));
    expect(Math.abs(top - header - 16)).toBeLessThan(4);
  });

  it('lands a deep link to a flag on its row and marks the command in the menu', async () => {
    const page = await browser.newPage();
    await gotoPath(page, `${REFERENCE}#supabase-db-push--linked`);
    await expect.poll(() => menuLink(page, 'supabase-db-push').getAttribute('aria-current')).toBe('location');
    const row = page.locator('tr#supabase-db-push--linked');
    expect(await row.getAttribute('data-flag')).toBe('--linked');
    const { top, header } = await row.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      header: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    }));
    expect(top).toBeGreaterThanOrEqual(header - 1);
    expect(top).toBeLessThan(header + 40);
    expect(await row.getByRole('link', { name: '--linked' }).getAttribute('href')).toBe(
      '#supabase-db-push--linked',
    );
  });

  // The sections are static HTML that React does not hydrate: their tabs and copy buttons work by delegation.
  it('switches example tabs and copies code in the static sections', async () => {
    const page = await browser.newPage();
    await gotoPath(page, REFERENCE);
    const section = page.locator('section#supabase-db-pull');
    const tab = section.getByRole('tab', { name: 'When nothing changed' });
    await tab.click();
    await expect.poll(() => section.getByRole('tabpanel').textContent()).toContain('No schema changes found');
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const labels = await section.getByRole('tab').allTextContents();
    await tab.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      labels[labels.indexOf('When nothing changed') - 1],
    );

    const usage = page.locator('section#supabase-db-push figure').first();
    await usage.getByRole('button', { name: 'Copy code' }).click();
    await usage.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('supabase db push [flags]');
  });

  // A skipped section keeps its stand-in height even while a script measures its content; content taller than
  // that would spill over the next section, where Lighthouse's target-size audit sees two sections' buttons
  // on top of each other (lib/cli/section-height).
  it('gives every section a stand-in height no lower than its real height on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await gotoPath(page, REFERENCE);
    await page.addStyleTag({
      content: '[data-cli-sections] section { content-visibility: visible !important }',
    });
    const sections = await page.locator('[data-cli-sections] section[id]').evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.id,
        standIn: Number.parseFloat(getComputedStyle(element).getPropertyValue('--section-h')),
        real: element.getBoundingClientRect().height,
      })),
    );
    expect(sections).toHaveLength(124);
    expect(sections.filter((section) => !(section.standIn >= section.real))).toEqual([]);
  });
});

describe('CLI crawler pages', () => {
  it('renders the command title as the only h1, with a canonical link to its section', async () => {
    const page = await browser.newPage();
    const response = await gotoPath(page, '/reference/cli/crawlers/supabase-db-push/');
    expect(response?.status()).toBe(200);
    const headings = page.getByRole('heading', { level: 1 });
    expect(await headings.count()).toBe(1);
    expect((await headings.textContent())?.trim()).toBe('supabase db push');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/reference\/cli\/#supabase-db-push$/,
    );
    expect(await page.locator('code', { hasText: 'supabase db push [flags]' }).count()).toBeGreaterThan(0);
  });

  it('links back to the section in the full reference', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/reference/cli/crawlers/supabase-inspect-db-bloat/');
    await page.getByRole('link', { name: /full CLI reference/ }).click();
    await page.waitForURL(siteUrl('/reference/cli/#supabase-inspect-db-bloat'));
    await expect
      .poll(() => menuLink(page, 'supabase-inspect-db-bloat').getAttribute('aria-current'))
      .toBe('location');
  });

  it('answers an unknown command with 404', async () => {
    const page = await browser.newPage();
    const response = await gotoPath(page, '/reference/cli/crawlers/supabase-teleport/');
    expect(response?.status()).toBe(404);
  });

  it('has no serious or critical accessibility violations', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/reference/cli/crawlers/supabase-migration-repair/');
    await expectNoSeriousViolations(page);
  });
});

describe('CLI crawler page of an experimental command', () => {
  it('keeps the h1 to the title and shows the badge beside it', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/reference/cli/crawlers/supabase-branches-create/');
    const headings = page.getByRole('heading', { level: 1 });
    expect(await headings.count()).toBe(1);
    expect((await headings.textContent())?.trim()).toBe('supabase branches create');
    expect(await page.getByText('Experimental', { exact: true }).isVisible()).toBe(true);
  });
});

/** The part of Pagefind's browser API the search test uses. */
interface PagefindModule {
  search(query: string): Promise<{ results: { data(): Promise<{ meta: { title?: string } }> }[] }>;
}

describe('CLI commands in site search', () => {
  it('finds db push by its title with Ctrl+K and opens its section of the reference', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the docs' }).fill('db push');
    const first = page.getByRole('option').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('supabase db push');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === REFERENCE && url.hash === '#supabase-db-push');
    await expect.poll(() => menuLink(page, 'supabase-db-push').getAttribute('aria-current')).toBe('location');
  });

  it('ranks every command among the first five results for its title, or for its full name in the dialog', async () => {
    const page = await browser.newPage();
    await gotoPath(page, REFERENCE);
    const titles = await page
      .locator('article section[id^="supabase"] h3')
      .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ''));
    expect(titles).toHaveLength(124);
    const missed = await page.evaluate(async (all) => {
      // Vitest rewrites a literal import() in test code, even inside a callback that runs in the page.
      const load = new Function('url', 'return import(url)') as (url: string) => Promise<PagefindModule>;
      const pagefind = await load('/pagefind/pagefind.js');
      const notFound: string[] = [];
      for (const title of all) {
        const response = await pagefind.search(title.replace(/^supabase /, ''));
        const top = await Promise.all(
          response.results
            .slice(0, 5)
            .map((result: { data: () => Promise<{ meta: { title?: string } }> }) => result.data()),
        );
        if (!top.some((data) => data.meta.title === title)) notFound.push(title);
      }
      return notFound;
    }, titles);
    // A group named by a word that guides use as a topic ("functions": the Edge Functions guides) may rank lower
    // for that word alone; a reader who types the command's full name in the dialog gets it in the first five.
    const dialogMissed: string[] = [];
    for (const title of missed) {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Search the docs' }).fill(title);
      const options = page.getByRole('option');
      await options.first().waitFor();
      const urls = await options.evaluateAll((found) =>
        found.slice(0, 5).map((option) => option.getAttribute('data-url') ?? ''),
      );
      if (!urls.some((url) => url.endsWith(`${REFERENCE}#${title.replaceAll(' ', '-')}`)))
        dialogMissed.push(title);
      await page.keyboard.press('Escape');
    }
    expect(missed.length).toBeLessThanOrEqual(3);
    expect(dialogMissed).toEqual([]);
  });
});

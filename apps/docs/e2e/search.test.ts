import { describe, expect, it } from 'vitest';
import { troubleshootingGuides } from '../data/troubleshooting';
import { expectNoSeriousViolationsInBothThemes } from './support/axe';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';

const browser = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const CLI_COMMAND_PAGES = '/reference/cli/crawlers/';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The pages (without #anchor) of the first three results the dialog lists. */
function firstThreePages(page: Page): Promise<string[]> {
  return page
    .getByRole('option')
    .evaluateAll((options) =>
      options.slice(0, 3).map((option) => (option.getAttribute('data-url') ?? '').replace(/#.*$/, '')),
    );
}

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  await input.waitFor();
  return input;
}

describe.each([
  ['390px', PHONE],
  ['1440px', DESKTOP],
])('search dialog at %s', (_, viewport) => {
  it('says there are no results for a random string instead of showing fuzzy hits', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, '/');
    const input = await openSearch(page);
    for (const nonsense of ['xkqzvw', 'qwzkjv', 'zzqqxxv']) {
      await input.fill(nonsense);
      await page.getByText(`No results for “${nonsense}”.`).waitFor();
      expect(await page.getByRole('option').count()).toBe(0);
    }
  });

  it('stays anchored at the top while results arrive', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, '/guides/');
    const input = await openSearch(page);
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    const before = await dialog.boundingBox();
    await input.fill('database');
    await page.getByRole('option').nth(3).waitFor();
    const after = await dialog.boundingBox();
    expect(before?.y).toBeDefined();
    expect(after?.y).toBe(before?.y);
    expect(after?.height).toBeGreaterThan(before?.height ?? 0);
    expect(before?.y ?? 0).toBeLessThan(viewport.height * 0.2);
  });

  it('ranks the local-development guide with the migration commands for "migration"', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, '/');
    const input = await openSearch(page);
    await input.fill('migration');
    await page.getByRole('option').nth(2).waitFor();
    const top = await page.getByRole('option').evaluateAll((options) =>
      options.slice(0, 3).map((option) => ({
        url: option.getAttribute('data-url') ?? '',
        breadcrumb: option.querySelector('[data-breadcrumb]')?.textContent ?? '',
      })),
    );
    const guide = top.find((hit) => hit.url.startsWith('/guides/local-development/'));
    expect(guide?.breadcrumb).toMatch(/^Guides › Local development & CLI|^Guides$/);
    expect(
      top.filter((hit) => hit.url.startsWith('/reference/cli/#supabase-migration')).length,
    ).toBeGreaterThan(0);
  });
});

describe('search results', () => {
  it('find each troubleshooting guide from the message its reader sees', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/');
    const input = await openSearch(page);
    const missed: string[] = [];
    for (const guide of troubleshootingGuides) {
      // The most telling message a reader would paste: the longest one the guide quotes.
      const message = [...guide.messages].sort((a, b) => b.length - a.length)[0] ?? guide.title;
      const url = `/guides/troubleshooting/${guide.slug}/`;
      await input.fill(message);
      const found = await expect
        .poll(() => firstThreePages(page))
        .toContain(url)
        .then(
          () => true,
          () => false,
        );
      if (!found) missed.push(`${guide.slug}: "${message}"`);
    }
    expect(missed).toEqual([]);
  });

  it('find a guide by the other names of its topic, from the alias list the MCP server shares', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/');
    const input = await openSearch(page);
    const cases: [string, string][] = [
      ['rls', '/guides/database/row-level-security/'],
      ['2fa', '/guides/auth/mfa/'],
    ];
    for (const [query, url] of cases) {
      await input.fill(query);
      // The list is replaced when the new results arrive; wait for them rather than read the last query's.
      await expect.poll(() => firstThreePages(page)).toContain(url);
    }
  });

  it('show a page whose title matches as the page, with its title, first; no excerpt starts inside code', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/');
    const input = await openSearch(page);
    await input.fill('magic link');
    const first = page.getByRole('option').first();
    await first.waitFor();
    expect(await first.getAttribute('data-url')).toBe('/guides/auth/magic-links/');
    expect(await first.locator('[data-title]').innerText()).toBe('Magic links and email codes');
    await input.fill('signInWithOtp');
    await page.getByRole('option').nth(2).waitFor();
    const excerpts = await page.locator('[role="option"] [data-excerpt]').allInnerTexts();
    for (const excerpt of excerpts) expect(excerpt).toMatch(/^[…\p{L}\p{N}]/u);
  });

  it('show their section as a breadcrumb and link CLI commands to the one-page reference', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/');
    const input = await openSearch(page);
    await input.fill('migration new');
    const first = page.getByRole('option').first();
    await first.waitFor();
    expect(await first.locator('[data-breadcrumb]').textContent()).toBe('CLI reference › Local development');
    expect(await first.getAttribute('data-url')).toBe('/reference/cli/#supabase-migration-new');

    await input.fill('rate limits');
    const guide = page.getByRole('option', { name: /Auth rate limits/ }).first();
    await guide.waitFor();
    // The hit may be the page or one of its sections (then the page title ends the breadcrumb).
    expect(await guide.locator('[data-breadcrumb]').textContent()).toMatch(
      /^Guides › Auth( › Auth rate limits)?$/,
    );
    expect(await guide.getAttribute('data-url')).toMatch(/^\/guides\/auth\/rate-limits\/(#[a-z-]+)?$/);

    // A provider's own page ranks first for "<provider> login", ahead of pages that only mention it.
    for (const provider of ['github', 'google', 'azure']) {
      await input.fill(`${provider} login`);
      await expect
        .poll(() => page.getByRole('option').first().getAttribute('data-url'))
        .toMatch(new RegExp(`^/guides/auth/social-login/auth-${provider}/`));
    }
    // Names that a widget draws from data (the extensions list) are found too.
    await input.fill('pgrouting');
    await expect
      .poll(() =>
        page.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('data-url'))),
      )
      .toContainEqual(expect.stringMatching(/^\/guides\/database\/extensions\//));
    // One close control: the dialog's Close button; the field is a text field, without a clear button of its own.
    expect(await input.getAttribute('type')).toBe('text');
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Close' }).count()).toBe(1);
  });

  it('show up to 8 results, then more with "Show more results"', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/');
    const input = await openSearch(page);
    await input.fill('database');
    await page.getByRole('option').nth(7).waitFor();
    expect(await page.getByRole('option').count()).toBe(8);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await page.getByRole('option').nth(8).waitFor();
    const count = await page.getByRole('option').count();
    expect(count).toBeGreaterThan(8);
    expect(count).toBeLessThanOrEqual(16);
    // Keyboard use goes on from the input, at the first new result.
    await expect.poll(() => input.evaluate((element) => document.activeElement === element)).toBe(true);
    expect(await page.getByRole('option').nth(8).getAttribute('aria-selected')).toBe('true');
    const urls = await page
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('data-url')));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('have clean excerpts: no word in the index is glued together from two elements', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/');
    const indexed = await page.evaluate(async () => {
      // Vitest rewrites a literal import() in test code, even inside a callback that runs in the page.
      const load = new Function('url', 'return import(url)') as (url: string) => Promise<{
        search(query: null): Promise<{ results: { data(): Promise<{ url: string; content: string }> }[] }>;
      }>;
      const pagefind = await load('/pagefind/pagefind.js');
      const { results } = await pagefind.search(null);
      return Promise.all(
        results.map((result) => result.data().then(({ url, content }) => ({ url, content }))),
      );
    });
    expect(indexed.length).toBeGreaterThan(100);
    expect(indexed.filter(({ url }) => url.startsWith(CLI_COMMAND_PAGES)).length).toBeGreaterThan(100);

    // Each page as laid out, without scripts: its text with a space wherever an element is not inline, so two
    // words that sit in separate boxes never read as one. A word of the index that is not in it was glued.
    // Every page shares one stylesheet, so one document lays each page's <body> out in turn: a page load per
    // page took 100 s for all of them.
    const reader = await browser.newPage({ viewport: DESKTOP, javaScriptEnabled: false });
    await reader.goto(siteUrl('/'), { waitUntil: 'load' });
    const problems = await reader.evaluate(async (pages) => {
      const found: string[] = [];
      const walk = (node: Node, parts: string[]) => {
        if (node.nodeType === Node.TEXT_NODE) {
          parts.push(node.textContent ?? '');
          return;
        }
        if (!(node instanceof Element)) return;
        const inline = getComputedStyle(node).display === 'inline';
        if (!inline) parts.push(' ');
        for (const child of node.childNodes) walk(child, parts);
        if (!inline) parts.push(' ');
      };
      for (const { url, content } of pages) {
        const html = await (await fetch(url)).text();
        const body = new DOMParser().parseFromString(html, 'text/html').body;
        document.body.replaceWith(document.importNode(body, true));
        const parts: string[] = [];
        walk(document.body, parts);
        const text = parts.join('').replace(/\s+/g, ' ');
        // Most index words are whole words of the text; only the rest need the (slow, on the one-page
        // references' megabytes of text) substring search.
        const words = new Set(text.split(' '));
        for (const word of content.split(/\s+/)) {
          const bare = word.replace(/[.,;:]+$/, '');
          if (bare && !words.has(bare) && !words.has(word) && !text.includes(bare))
            found.push(`${url}: "${bare}"`);
        }
      }
      return found;
    }, indexed);
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('reopening search', () => {
  it('shows the previous query selected, so typing replaces it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, '/guides/');
    const input = await openSearch(page);
    await input.fill('storage');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    await input.waitFor();
    expect(await input.inputValue()).toBe('storage');
    const selection = await input.evaluate((element: HTMLInputElement) => [
      element.selectionStart,
      element.selectionEnd,
      document.activeElement === element,
    ]);
    expect(selection).toEqual([0, 'storage'.length, true]);
    await page.getByRole('option').first().waitFor();

    await page.keyboard.type('realtime');
    expect(await input.inputValue()).toBe('realtime');
  });
});

describe('search shortcut hint', () => {
  it.each([
    ['a Mac', MAC, '⌘K'],
    ['Windows', WINDOWS, 'Ctrl K'],
  ])('says %s shortcut without changing after hydration', async (_, userAgent, hint) => {
    const page = await browser.newPage({ viewport: DESKTOP, userAgent });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await gotoPath(page, '/guides/');
    const button = page.getByRole('button', { name: /Search docs/ });
    const shown = await button
      .locator('kbd span')
      .evaluateAll((spans) =>
        spans.filter((span) => span.getClientRects().length > 0).map((span) => span.textContent),
      );
    expect(shown).toEqual([hint]);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await page.keyboard.press(userAgent === MAC ? 'Meta+k' : 'Control+k');
    await page.getByRole('combobox', { name: 'Search the docs' }).waitFor();
  });

  it('is part of the HTML before any script runs, for both platforms', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, javaScriptEnabled: false });
    await gotoPath(page, '/guides/');
    const texts = await page.locator('header kbd span').allTextContents();
    expect(texts).toEqual(['Ctrl K', '⌘K']);
  });
});

describe('search code', () => {
  it('loads only when search is first opened', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoPath(page, '/guides/local-development/');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    const before = requests.length;
    const input = await openSearch(page);
    await input.fill('start');
    await page.getByRole('option').first().waitFor();
    const after = requests.slice(before);
    expect(after.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    expect(after.some((url) => url.includes('/_next/static/chunks/'))).toBe(true);
  });

  it('has no serious accessibility violations with results, in both themes', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await gotoPath(page, '/');
    const input = await openSearch(page);
    await input.fill('migration');
    await page.getByRole('button', { name: 'Show more results' }).waitFor();
    await expectNoSeriousViolationsInBothThemes(page);
  });
});

describe('search without its index', () => {
  it('says the index could not load, in an alert, and keeps the query', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.route('**/pagefind/**', (route) => route.abort());
    await gotoPath(page, '/guides/');
    const input = await openSearch(page);
    await input.fill('storage');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Search could not load its index. Check your connection and try again.',
    );
    expect(await input.inputValue()).toBe('storage');
  });
});

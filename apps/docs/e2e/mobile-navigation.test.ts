import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accessibilityStates } from './support/accessibility-tree';
import { expectNoSeriousViolationsInBothThemes } from './support/axe';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';

const browser = setupBrowser();

const PHONE = { viewport: { width: 390, height: 800 } };
const TOUCH_PHONE = { ...PHONE, hasTouch: true, isMobile: true };
const GUIDE = '/guides/getting-started/creating-a-project/';
const REFERENCE = '/reference/cli/';
const MENU_BUTTON = 'header button[popovertarget]';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const isOpen = (page: Page) =>
  page.locator('#docs-nav').evaluate((drawer) => drawer.matches(':popover-open'));
const focusedHtml = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML ?? '');
const headerBottom = (page: Page) =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);

describe('navigation drawer on a phone', () => {
  it('opens from the sticky header far down the page and moves focus to the current page', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, GUIDE);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(800);

    const button = menuButton(page);
    const box = await button.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= (await headerBottom(page))).toBe(true);
    await button.click();

    const drawer = page.getByRole('complementary', { name: 'Guides menu' });
    await drawer.waitFor({ state: 'visible' });
    expect(await accessibilityStates(page, MENU_BUTTON)).toMatchObject({ expanded: true });
    await expect.poll(() => focusedHtml(page)).toContain('aria-current="page"');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Creating a project');
    // The page behind stays where it was and cannot scroll while the drawer is open.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, GUIDE);
    await menuButton(page).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await focusedHtml(page)).toContain('popovertarget');
    expect(await accessibilityStates(page, MENU_BUTTON)).toMatchObject({ expanded: false });
  });

  it('closes when keyboard focus leaves it', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, GUIDE);
    await menuButton(page).click();
    await expect.poll(() => focusedHtml(page)).toContain('aria-current="page"');
    // Backwards through the drawer: its close button, then out to the menu button that opened it.
    // Stop as soon as focus is outside: the drawer hides itself a task later, so polling isOpen here
    // would race and press once more, past the menu button.
    const focusInDrawer = () =>
      page.evaluate(() => document.getElementById('docs-nav')?.contains(document.activeElement) ?? false);
    for (let step = 0; step < 10 && (await focusInDrawer()); step++) await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await focusedHtml(page)).toContain('popovertarget');
  });

  it('closes with its own close button', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, GUIDE);
    await menuButton(page).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  it('closes after a link to another page is chosen, also when the reader comes back', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, GUIDE);
    await menuButton(page).click();
    await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Storage' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/guides/storage');
    expect(await isOpen(page)).toBe(false);
    await page.goBack({ waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe(GUIDE);
    expect(await isOpen(page)).toBe(false);
  });

  it('closes after a same-page link is chosen and shows that section below the header', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, `${REFERENCE}#supabase-db-push`);
    await menuButton(page).click();
    const menu = page.getByRole('navigation', { name: 'CLI commands' });
    await menu.locator('a[href="#supabase-functions-deploy"]').click();
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(new URL(page.url()).hash).toBe('#supabase-functions-deploy');
    const top = await page
      .locator('#supabase-functions-deploy')
      .evaluate((s) => s.getBoundingClientRect().top);
    const header = await headerBottom(page);
    expect(top).toBeGreaterThanOrEqual(header);
    expect(top).toBeLessThan(header + 40);
  });

  it('scrolls on its own while the page behind stays still', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, `${REFERENCE}#supabase-init`);
    const pageY = await page.evaluate(() => window.scrollY);
    await menuButton(page).click();
    const drawer = page.locator('#docs-nav');
    await drawer.waitFor({ state: 'visible' });
    // Once it has slid in: a wheel turned while it moves may land beside it (a clean-clone run lost one so).
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const before = await drawer.evaluate((element) => element.scrollTop);
    await page.mouse.move(150, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => drawer.evaluate((element) => element.scrollTop)).toBeGreaterThan(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
  });

  it('reaches a command in another area of the CLI reference in two taps', async () => {
    const page = await browser.newPage(TOUCH_PHONE);
    await gotoPath(page, `${REFERENCE}#supabase-db-push`);
    await page.evaluate(() => window.scrollBy(0, 1200));
    let taps = 0;
    await menuButton(page).tap();
    taps += 1;
    // No expanding on the way: the command's link is already there once the drawer is open (a swipe may
    // be needed to bring it on screen, which Playwright does before tapping; a swipe is not a tap).
    const link = page
      .getByRole('navigation', { name: 'CLI commands' })
      .locator('a[href="#supabase-secrets-set"]');
    expect(await link.evaluate((element) => element.checkVisibility())).toBe(true);
    await link.tap();
    taps += 1;
    expect(taps).toBe(2);
    await expect.poll(() => new URL(page.url()).hash).toBe('#supabase-secrets-set');
    const heading = page.getByRole('heading', { level: 3, name: 'supabase secrets set' });
    expect(await heading.isVisible()).toBe(true);
    // The sections skipped while far from view take their real height as the jump passes them, and scroll
    // anchoring then moves the page; on a busy machine that can land after the hash changes (seen once in a
    // clean-clone run, 32px off): the heading must settle below the header.
    const bottom = await headerBottom(page);
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(bottom);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(800);
  });

  it('has every CLI command one tap away once the drawer is open', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, `${REFERENCE}#supabase-db-push`);
    await menuButton(page).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    const missing = await page.evaluate(() => {
      const drawer = document.getElementById('docs-nav');
      return [...document.querySelectorAll('main section[id^="supabase"]')]
        .map((section) => section.id)
        .filter((id) => !drawer?.querySelector(`a[href="#${id}"]`)?.checkVisibility());
    });
    expect(missing).toEqual([]);
    expect(await page.locator('main section[id^="supabase"]').count()).toBe(124);
  });

  it('shows the area of the current command as a tree and folds the other areas into an index', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, `${REFERENCE}#supabase-db-push`);
    await menuButton(page).click();
    const layout = () =>
      page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll<HTMLElement>('#docs-nav [data-cli-area]')].map((area) => [
            area.dataset.cliArea,
            getComputedStyle(area.querySelector('ul') as HTMLElement).flexDirection,
          ]),
        ),
      );
    await expect.poll(layout).toEqual({
      'quick-start': 'row',
      'local-development': 'column',
      'database-inspection': 'row',
      'hosted-project-management': 'row',
      'shell-completion': 'row',
    });
  });

  it('has no serious accessibility violations with the drawer open, in light and dark', async () => {
    const page = await browser.newPage({ ...PHONE, colorScheme: 'light' });
    await gotoPath(page, GUIDE);
    await menuButton(page).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    await expectNoSeriousViolationsInBothThemes(page);

    const reference = await browser.newPage({ ...PHONE, colorScheme: 'dark' });
    await gotoPath(reference, `${REFERENCE}#supabase-db-push`);
    await menuButton(reference).click();
    await expect.poll(() => isOpen(reference)).toBe(true);
    await expectNoSeriousViolationsInBothThemes(reference, { include: ['#docs-nav', 'header'] });
  });
});

describe('navigation on a desktop', () => {
  it('shows the sidebar in place of the drawer and hides the menu button', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await gotoPath(page, GUIDE);
    expect(await menuButton(page).isVisible()).toBe(false);
    const sidebar = page.getByRole('complementary', { name: 'Guides menu' });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).isVisible()).toBe(false);
    expect(await isOpen(page)).toBe(false);
  });

  it('has no menu button on pages without a drawer', async () => {
    const page = await browser.newPage(PHONE);
    await gotoPath(page, '/');
    expect(await menuButton(page).isVisible()).toBe(false);
  });
});

/** Pages a reviewer named (tables, diagrams, long inline code, widgets): screenshots at both widths. */
const NAMED_PAGES = [
  '/guides/',
  '/guides/getting-started/api-keys/',
  '/guides/getting-started/architecture/',
  '/guides/database/connecting/',
  '/guides/storage/uploads/',
  '/guides/storage/image-transformations/',
  '/guides/local-development/migrations/',
  '/guides/auth/rate-limits/',
  '/guides/auth/oauth-pkce/',
  '/guides/auth/social-login/auth-azure/',
  '/guides/realtime/limits/',
  '/reference/cli/crawlers/supabase-db-push/',
];
// Full-page screenshots of the named pages at 390 and 1440px, for a person reviewing the finish: only when asked
// (`E2E_SCREENSHOTS=1`), since encoding them took a fifth of this file's CPU time in every run.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? fileURLToPath(new URL('../test-results/screenshots/', import.meta.url))
  : undefined;
const shotName = (path: string, width: number) =>
  `${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${width}.png`;

/** What a phone reader would find wrong on the loaded page; an empty list when nothing is. */
function phoneProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways (${root.scrollWidth}px)`);
  // Stacked tables: every cell of a row is within the window (no column is off-screen).
  for (const cell of document.querySelectorAll('table.stack-table :is(td, th[scope="row"])')) {
    const box = cell.getBoundingClientRect();
    if (box.width > 0 && box.right > window.innerWidth + 1) {
      problems.push(`table cell "${cell.textContent?.slice(0, 30)}" ends at ${Math.round(box.right)}px`);
    }
  }
  // No table is wider than the phone: tables that would be (three columns or more, code that cannot wrap) stack.
  for (const table of document.querySelectorAll('main table')) {
    const box = table.parentElement;
    if (box && table.getClientRects().length > 0 && box.scrollWidth > box.clientWidth + 1) {
      const columns = [...table.querySelectorAll('thead th')].map((header) => header.textContent).join(' | ');
      problems.push(`a table scrolls sideways (${box.scrollWidth}px in ${box.clientWidth}px): ${columns}`);
    }
  }
  // A breadcrumb separator always follows the item before it on the same line.
  for (const separator of document.querySelectorAll('nav[aria-label="Breadcrumb"] li > span[aria-hidden]')) {
    const before = separator.previousElementSibling?.getBoundingClientRect();
    const own = separator.getBoundingClientRect();
    if (!before || Math.abs(before.bottom - own.bottom) > 4)
      problems.push('a breadcrumb line starts with "/"');
  }
  // Items of a grid row (cards) start on one line: none sits a few pixels off its neighbours.
  for (const grid of document.querySelectorAll('main .grid')) {
    const tops = [...grid.children].map((item) => Math.round(item.getBoundingClientRect().top));
    for (let index = 1; index < tops.length; index++) {
      const gap = Math.abs((tops[index] ?? 0) - (tops[index - 1] ?? 0));
      if (gap > 0 && gap < 12) problems.push(`a grid item is ${gap}px off its row`);
    }
  }
  // A diagram is never cropped: its box scrolls to the whole drawing and links to it at full size.
  for (const figure of document.querySelectorAll<HTMLElement>('figure[data-mermaid]')) {
    const drawing = [...figure.querySelectorAll('svg')].find((svg) => svg.getClientRects().length > 0);
    const link = figure.parentElement?.querySelector<HTMLAnchorElement>('a[href^="/diagrams/"]');
    if (getComputedStyle(figure).overflowX !== 'auto') problems.push('a diagram box does not scroll');
    if (drawing && drawing.getBoundingClientRect().width > figure.scrollWidth + 1)
      problems.push('a diagram is cut');
    if (!link || link.getClientRects().length === 0) problems.push('a diagram has no full-size link');
  }
  return problems;
}

describe('every page on a phone', () => {
  it('fits 390px without sideways scrolling, tables stacked or narrow enough, diagrams whole (screenshots when asked)', {
    timeout: 600_000,
  }, async () => {
    const page = await browser.newPage(PHONE);
    const sitemap = await (await gotoPath(page, '/sitemap.xml'))?.text();
    const paths = [...(sitemap ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(paths.length).toBeGreaterThan(100);
    if (SCREENSHOTS) await mkdir(SCREENSHOTS, { recursive: true });
    const found: string[] = [];
    // Every page shares one stylesheet and the <html> element, and its widgets are in its HTML from the build
    // (they keep their size when their code arrives): each page's <body> is laid out in turn in one document
    // without scripts, which takes seconds where a load per page took over a minute. The named pages, which
    // have the widgets that draw after `load` (the estimator's table) and the API settings, load whole below.
    const isSwapped = (path: string) => !NAMED_PAGES.includes(path);
    const swapped = paths.filter(isSwapped);
    const reader = await browser.newPage({ ...PHONE, javaScriptEnabled: false });
    await reader.goto(siteUrl(swapped[0] ?? '/'), { waitUntil: 'load' });
    found.push(
      ...(await reader.evaluate(
        async ({ pages, check }) => {
          const problemsOf = new Function(`return (${check})`)() as () => string[];
          const problems: string[] = [];
          for (const path of pages) {
            const html = await (await fetch(path)).text();
            const body = new DOMParser().parseFromString(html, 'text/html').body;
            document.body.replaceWith(document.importNode(body, true));
            for (const problem of problemsOf()) problems.push(`${path}: ${problem}`);
          }
          return problems;
        },
        { pages: swapped, check: phoneProblems.toString() },
      )),
    );
    for (const path of NAMED_PAGES) {
      await page.goto(siteUrl(path), { waitUntil: 'load' });
      // The estimator's table is drawn by its widget, which loads after `load`.
      if (path === '/guides/realtime/limits/') await page.locator('tr[data-status]').first().waitFor();
      for (const problem of await page.evaluate(phoneProblems)) found.push(`${path}: ${problem}`);
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}${shotName(path, 390)}`, fullPage: true });
    }
    expect(found).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(NAMED_PAGES));

    if (!SCREENSHOTS) return;
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of NAMED_PAGES) {
      await page.goto(siteUrl(path), { waitUntil: 'load' });
      await page.screenshot({ path: `${SCREENSHOTS}${shotName(path, 1440)}`, fullPage: true });
    }
  });
});

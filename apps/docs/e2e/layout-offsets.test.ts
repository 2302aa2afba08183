import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolationsInBothThemes } from './support/axe';
import { gotoPath, type Page, setupBrowser } from './support/browser';

const browser = setupBrowser();

const WIDTHS = [390, 1440] as const;
const CREATING = '/guides/getting-started/creating-a-project/';
const API_KEYS = '/guides/getting-started/api-keys/';
const REFERENCE = '/reference/cli/';

interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const headerBottom = (page: Page) =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);

const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Scrolls so that the element's top sits `offset` px into the viewport, which puts it under a sticky bar. */
async function scrollElementTo(page: Page, selector: string, offset: number) {
  await page
    .locator(selector)
    .first()
    .evaluate((element, y) => {
      window.scrollBy(0, element.getBoundingClientRect().top - y);
    }, offset);
}

describe.each(WIDTHS)('offsets at %ipx', (width) => {
  const viewport = { width, height: 800 };

  it('sticks a guide tab list directly under the header', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, CREATING);
    await scrollElementTo(page, '[role="tabpanel"]:not([hidden])', 30);
    const list = page.getByRole('tablist').first();
    const top = await list.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.round(top)).toBe(Math.round(await headerBottom(page)));
    // Nothing of the page shows between the header and the tab list.
    expect(top - (await headerBottom(page))).toBeLessThan(1);
  });

  it('sticks the CLI install tabs directly under the header', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, REFERENCE);
    await scrollElementTo(page, '[data-tab-group="cli-install"] [role="tabpanel"]:not([hidden])', 20);
    const top = await page
      .locator('[data-tab-group="cli-install"] [role="tablist"]')
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.round(top)).toBe(Math.round(await headerBottom(page)));
  });

  it('lands a deep link just below the header', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, `${CREATING}#choose-a-region`);
    const top = await page
      .locator('#choose-a-region')
      .evaluate((heading) => heading.getBoundingClientRect().top);
    const header = await headerBottom(page);
    expect(top).toBeGreaterThanOrEqual(header);
    expect(top).toBeLessThan(header + 40);
  });

  it.each([API_KEYS, `${REFERENCE}#supabase-db-pull`])(
    'keeps every copy button off the code on %s',
    async (path) => {
      const page = await browser.newPage({ viewport });
      await gotoPath(page, path);
      const blocks = await page.locator('figure:has(button[aria-label="Copy code"])').evaluateAll((figures) =>
        figures
          .filter((figure) => figure.checkVisibility())
          .map((figure) => {
            const rect = (element: Element | null) => {
              const box = element?.getBoundingClientRect();
              return box ? { top: box.top, right: box.right, bottom: box.bottom, left: box.left } : null;
            };
            // Where code is drawn: the block's width, from its first line down (the strip above the first line
            // of a block without a title holds the button).
            const pre = rect(figure.querySelector('pre'));
            const firstLine = rect(figure.querySelector('pre .line'));
            return {
              button: rect(figure.querySelector('button')),
              code: pre && firstLine ? { ...pre, top: firstLine.top } : null,
              caption: rect(figure.querySelector('figcaption')),
            };
          }),
      );
      expect(blocks.length).toBeGreaterThan(1);
      let titled = 0;
      for (const { button, code, caption } of blocks) {
        if (!button || !code) throw new Error('a code block without its button or code');
        expect(intersects(button, code)).toBe(false);
        if (caption) {
          titled += 1;
          // In a block with a file name bar, the button sits in the bar.
          expect(button.top).toBeGreaterThanOrEqual(caption.top);
          expect(button.bottom).toBeLessThanOrEqual(caption.bottom);
        }
      }
      expect(titled).toBeGreaterThan(0);
    },
  );
});

/** Pixels of a thin strip at one edge of an element, as the sum of their RGB values. */
async function edgeBrightness(page: Page, selector: string, edge: 'left' | 'right'): Promise<number> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  // Below the sticky header, which may cover the top of the box.
  const y = Math.max(box.y, 120) + 8;
  const clip = { x: edge === 'left' ? box.x + 1 : box.x + box.width - 7, y, width: 6, height: 24 };
  const png = await page.screenshot({ clip });
  // Average the decoded pixels in the page itself, where an <img> can read a PNG.
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let sum = 0;
    for (let index = 0; index < pixels.length; index += 4) {
      sum += (pixels[index] ?? 0) + (pixels[index + 1] ?? 0) + (pixels[index + 2] ?? 0);
    }
    return sum / (pixels.length / 4);
  }, png.toString('base64'));
}

describe('wide tables and tab strips on a 390px phone (and a 640px tablet)', () => {
  const viewport = { width: 390, height: 800 };
  const CAPTCHA = '/guides/auth/captcha/';
  const CAPTCHA_TABLE = '[role="region"][aria-label^="Table: Provider, Test site key"]';
  // From 40rem up tables no longer stack: the compute sizes' eight columns scroll in their box there.
  const TABLET = { width: 640, height: 800 };
  const COMPUTE = '/guides/platform/compute-add-ons/';
  const COMPUTE_TABLE = '[role="region"][aria-label^="Table: compute sizes"]';

  async function expectScrollsToLastColumn(page: Page, region: string, lastCell: string) {
    const box = page.locator(region);
    expect(await box.getAttribute('tabindex')).toBe('0');
    expect(await box.getAttribute('aria-label')).toBeTruthy();
    const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    const rightEdge = () => box.evaluate((element) => element.getBoundingClientRect().right);
    const cellRight = () => page.locator(lastCell).evaluate((cell) => cell.getBoundingClientRect().right);
    expect(await cellRight()).toBeGreaterThan(await rightEdge());
    // Reachable by keyboard: focus the box and scroll it with the arrow key.
    await box.focus();
    for (let step = 0; step < 40; step++) {
      if ((await box.evaluate((element) => element.scrollLeft)) >= overflow - 1) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect.poll(cellRight).toBeLessThanOrEqual((await rightEdge()) + 1);
    // The page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  }

  /** A stacked table (app/components.css): nothing to scroll, and every cell inside the window. */
  async function expectStacked(page: Page, region: string) {
    const box = page.locator(region);
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const outside = await box.evaluate(
      (element) =>
        [...element.querySelectorAll('td, th[scope="row"]')].filter(
          (cell) => cell.getBoundingClientRect().right > window.innerWidth,
        ).length,
    );
    expect(outside).toBe(0);
  }

  it('stacks the auth rate-limit table, so "Counted per" is on screen without scrolling', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, '/guides/auth/rate-limits/');
    const region = page.getByRole('region', { name: /Endpoint, What is limited, Limit, Counted per/ });
    expect(await region.count()).toBe(1);
    await expectStacked(page, '[role="region"][aria-label^="Table: Endpoint"]');
    // Each value says its column.
    const label = await page
      .locator('[data-auth-rate-limits] td[data-label="Counted per"]')
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Counted per: "');
  });

  it("stacks a CLI flags table, so each flag's Default is on screen", async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, `${REFERENCE}#supabase-db-push`);
    await expectStacked(page, '[role="region"][aria-label="Flags of supabase db push"]');
    const label = await page
      .locator('[aria-label="Flags of supabase db push"] tr.flag-row > td:nth-child(3)')
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Default: "');
  });

  it('stacks a Markdown table of three columns, each value labelled with its column', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, CAPTCHA);
    await expectStacked(page, CAPTCHA_TABLE);
    const label = await page
      .locator(`${CAPTCHA_TABLE} td[data-label="Test secret"]`)
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Test secret: "');
  });

  it('scrolls a wide table inside its own labelled box to its last column where tables no longer stack', async () => {
    const page = await browser.newPage({ viewport: TABLET });
    await gotoPath(page, COMPUTE);
    await expectScrollsToLastColumn(page, COMPUTE_TABLE, `${COMPUTE_TABLE} thead th:last-child`);
  });

  it('brings the last example tab into view from the keyboard', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, `${REFERENCE}#supabase-db-pull`);
    const list = page.locator('section#supabase-db-pull [role="tablist"]');
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await list.getByRole('tab').first().focus();
    await page.keyboard.press('End');
    const last = list.getByRole('tab').last();
    expect(await last.evaluate((tab) => tab === document.activeElement)).toBe(true);
    const listBox = await list.boundingBox();
    const tabBox = await last.boundingBox();
    if (!listBox || !tabBox) throw new Error('tab list not on screen');
    expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(listBox.x + listBox.width + 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  it('fits a CLI flags table in the column at 640px, where it no longer stacks', async () => {
    const page = await browser.newPage({ viewport: TABLET });
    await gotoPath(page, `${REFERENCE}#supabase-db-push`);
    const box = page.locator('[role="region"][aria-label="Flags of supabase db push"]');
    expect(
      await box.evaluate((element) => getComputedStyle(element.querySelector('tr') as Element).display),
    ).toBe('table-row');
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });

  it('shades the edge that hides more of a wide table, and only that edge', async () => {
    const page = await browser.newPage({ viewport: TABLET });
    await gotoPath(page, COMPUTE);
    const region = COMPUTE_TABLE;
    await page.locator(region).scrollIntoViewIfNeeded();
    // Hide the table's own text and borders so that only the box's background is measured.
    await page.addStyleTag({
      content: `${region} * { color: transparent !important; background: none !important; border-color: transparent !important; }`,
    });
    const atStart = {
      left: await edgeBrightness(page, region, 'left'),
      right: await edgeBrightness(page, region, 'right'),
    };
    await page.locator(region).evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const atEnd = {
      left: await edgeBrightness(page, region, 'left'),
      right: await edgeBrightness(page, region, 'right'),
    };
    // More content to the right at the start: the right edge is darker than the left; at the end, the reverse.
    expect(atStart.right).toBeLessThan(atStart.left - 10);
    expect(atEnd.left).toBeLessThan(atEnd.right - 10);
  });
});

describe('desktop sidebar and header at 1440px', () => {
  const viewport = { width: 1440, height: 900 };

  it('keeps the sidebar under the header at the end of a short page', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, API_KEYS);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const sidebar = await page.locator('#docs-nav').boundingBox();
    const header = await headerBottom(page);
    if (!sidebar) throw new Error('no sidebar');
    expect(Math.round(sidebar.y)).toBe(Math.round(header));
    expect(Math.round(sidebar.height)).toBe(Math.round(900 - header));
    const first = await page
      .getByRole('navigation', { name: 'Guides' })
      .getByRole('link')
      .first()
      .boundingBox();
    expect(first && first.y >= header).toBe(true);
  });

  it('scrolls the current page into view in the sidebar without moving the page', async () => {
    // Sections other than the current one are folded, so the window is short enough for the list to scroll.
    const page = await browser.newPage({ viewport: { width: 1440, height: 300 } });
    await gotoPath(page, '/guides/resources/');
    const sidebar = page.locator('#docs-nav');
    expect(await sidebar.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const current = page.getByRole('navigation', { name: 'Guides' }).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('Resources');
    await expect
      .poll(async () => {
        const [item, box] = await Promise.all([current.boundingBox(), sidebar.boundingBox()]);
        return Boolean(item && box && item.y >= box.y && item.y + item.height <= box.y + box.height);
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('keeps the current command visible in the CLI sidebar', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, `${REFERENCE}#supabase-completion-zsh`);
    const sidebar = page.locator('#docs-nav');
    const current = sidebar.locator('[aria-current="location"]');
    await expect.poll(() => current.getAttribute('href')).toBe('#supabase-completion-zsh');
    const [item, box] = await Promise.all([current.boundingBox(), sidebar.boundingBox()]);
    expect(item && box && item.y >= box.y && item.y + item.height <= box.y + box.height).toBe(true);
  });

  it.each([
    ['/guides/auth/', [['Guides', 'true']]],
    ['/guides/', [['Guides', 'page']]],
    ['/reference/', [['Reference', 'page']]],
    // In a reference, the header names which one.
    [
      REFERENCE,
      [
        ['Reference', 'true'],
        ['CLI', 'page'],
      ],
    ],
    [
      '/reference/javascript/crawlers/select/',
      [
        ['Reference', 'true'],
        ['JavaScript', 'true'],
      ],
    ],
  ])('marks the header link of the area of %s', async (path, marked) => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, path);
    const primary = page.getByRole('navigation', { name: 'Primary' });
    const links = primary.locator('[aria-current]');
    const states = await links.evaluateAll((elements) =>
      elements.map((element) => [(element as HTMLElement).innerText, element.getAttribute('aria-current')]),
    );
    expect(states).toEqual(marked);
    const current = links.last();
    const other = primary.locator('a:not([aria-current])').first();
    const look = (link: typeof other) =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.color} ${style.backgroundColor} ${style.fontWeight}`;
      });
    expect(await look(current)).not.toBe(await look(other));
  });

  it('marks no area on the home page', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, '/');
    expect(await page.getByRole('navigation', { name: 'Primary' }).locator('[aria-current]').count()).toBe(0);
  });

  it('starts the breadcrumbs at the section root and ends them at the current page', async () => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, API_KEYS);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    // Each separator ends the item before it, so a wrapped line never starts with "/".
    expect((await crumbs.allTextContents()).map((text) => text.replace(/\/$/, ''))).toEqual([
      'Guides',
      'Getting started',
      'Project URL and API keys',
    ]);
    expect(await crumbs.first().getByRole('link').getAttribute('href')).toMatch(/^\/guides\/?$/);
    const last = crumbs.last();
    expect(await last.getByRole('link').count()).toBe(0);
    expect(await last.textContent()).not.toContain('/');
    // Every item's text sits on one baseline: the first (a link) is not a pixel higher than the others.
    const tops = await crumbs.evaluateAll((items) =>
      items.map((item) => Math.round((item.firstElementChild as HTMLElement).getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    expect(await last.locator('[aria-current="page"]').count()).toBe(1);
  });

  it('has no serious accessibility violations on a guide and the CLI columns, in light and dark', async () => {
    const page = await browser.newPage({ viewport, colorScheme: 'light' });
    await gotoPath(page, API_KEYS);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectNoSeriousViolationsInBothThemes(page);
    const reference = await browser.newPage({ viewport, colorScheme: 'dark' });
    await gotoPath(reference, `${REFERENCE}#supabase-db-push`);
    await expectNoSeriousViolationsInBothThemes(reference, {
      include: ['header', '#docs-nav', 'aside:not(#docs-nav)', 'section#supabase-db-push'],
    });
  });
});

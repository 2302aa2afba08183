import { demoUser } from 'platform-dev/seed-data';
import { describe, expect, it } from 'vitest';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';
import { requirePlatform, storeSession } from './support/platform';

/*
 * What a reader sees at the edges of the page, measured as a person would see it: code lines whole, inline code
 * broken only at natural points, values and fields inside their cards, texts not cut, arrows that say what
 * they do, cards as tall as their content, and buttons that keep their width.
 */

const browser = setupBrowser();
requirePlatform();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const API_KEYS = '/guides/getting-started/api-keys/';
const QUICKSTART = '/guides/getting-started/quickstart-nextjs/';
const SERVER_SIDE = '/guides/auth/server-side-auth/';
const TRANSLATOR = '/guides/api/sql-to-rest/';

async function open(path: string, viewport: typeof PHONE, { signedIn = false } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport });
  if (signedIn) await storeSession(page, demoUser.email);
  await gotoPath(page, path);
  return page;
}

/** Code-block lines taller than one line (wrapped), and whether some block scrolls sideways instead. */
function codeLines(page: Page) {
  return page.evaluate(() => {
    const wrapped: string[] = [];
    for (const line of document.querySelectorAll<HTMLElement>('main pre .line')) {
      const lineHeight = Number.parseFloat(getComputedStyle(line).lineHeight);
      if (line.getBoundingClientRect().height > lineHeight * 1.5) wrapped.push(line.textContent ?? '');
    }
    const scrolls = [...document.querySelectorAll('main pre')].some(
      (pre) => pre.scrollWidth > pre.clientWidth + 1,
    );
    return { wrapped, scrolls, count: document.querySelectorAll('main pre .line').length };
  });
}

/**
 * Every place inline code wraps, as the two characters around the break ("NEXT_|PUBLIC"), and whether the page
 * scrolls sideways.
 */
function inlineCodeBreaks(page: Page) {
  return page.evaluate(() => {
    const breaks: string[] = [];
    for (const code of document.querySelectorAll<HTMLElement>('main :not(pre) > code')) {
      if (code.getClientRects().length < 2) continue;
      const text = code.textContent ?? '';
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          tops.push(range.getBoundingClientRect().top);
        }
      }
      for (let index = 1; index < tops.length; index++) {
        if ((tops[index] ?? 0) > (tops[index - 1] ?? 0) + 2) breaks.push(`${text[index - 1]}|${text[index]}`);
      }
    }
    return { breaks, pageScrolls: document.documentElement.scrollWidth > window.innerWidth };
  });
}

/**
 * Fields (text areas and inputs) that stick out of their card, or hide part of their value. `scrollsInside`: the
 * card keeps one height (the API-settings widget), so a long value may scroll inside its box instead.
 */
function fieldsOutOfTheirCards(page: Page, cardSelector: string, { scrollsInside = false } = {}) {
  return page.evaluate(
    ([selector, scrolls]) => {
      const problems: string[] = [];
      for (const card of document.querySelectorAll<HTMLElement>(selector)) {
        const box = card.getBoundingClientRect();
        for (const field of card.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>(
          'textarea, input',
        )) {
          const rect = field.getBoundingClientRect();
          const name = `${selector} ${field.value.slice(0, 24)}`;
          if (rect.right > box.right + 0.5)
            problems.push(`${name}: ${Math.round(rect.right - box.right)}px out`);
          if (rect.bottom > box.bottom + 0.5)
            problems.push(`${name}: ${Math.round(rect.bottom - box.bottom)}px below`);
          if (field.scrollWidth > field.clientWidth + 1) problems.push(`${name}: value cut sideways`);
          if (!scrolls && field.scrollHeight > field.clientHeight + 1)
            problems.push(`${name}: value cut below`);
        }
      }
      return problems;
    },
    [cardSelector, scrollsInside] as const,
  );
}

describe('code keeps names whole', () => {
  it.each([
    [PHONE, QUICKSTART],
    [PHONE, SERVER_SIDE],
    [DESKTOP, SERVER_SIDE],
  ])(
    'at %o, %s: code lines never wrap, a long one scrolls, inline code breaks only at / . _ -',
    async (viewport, path) => {
      const page = await open(path, viewport);
      const lines = await codeLines(page);
      expect(lines.count).toBeGreaterThan(20);
      expect(lines.wrapped).toEqual([]);
      if (viewport === PHONE) expect(lines.scrolls).toBe(true);
      const inline = await inlineCodeBreaks(page);
      expect(inline.pageScrolls).toBe(false);
      for (const place of inline.breaks) expect(place).toMatch(/^[/._\-(,=]\|/);
    },
  );
});

describe('fields stay in their cards', () => {
  it.each([PHONE, DESKTOP])(
    'signed out at %o: every copy field and widget value shows all of it',
    async (viewport) => {
      const page = await open(API_KEYS, viewport);
      expect(await page.locator('[data-slot="copy-field"]').count()).toBeGreaterThan(1);
      expect(await fieldsOutOfTheirCards(page, '[data-slot="copy-field"]')).toEqual([]);
      expect(
        await fieldsOutOfTheirCards(page, '[data-slot="api-settings"]', { scrollsInside: true }),
      ).toEqual([]);
    },
  );

  it.each([PHONE, DESKTOP])(
    'signed in at %o: the project URL and the anon key stay inside their widgets',
    async (viewport) => {
      const page = await open(API_KEYS, viewport, { signedIn: true });
      const key = page.getByRole('region', { name: 'Anon key' }).getByRole('textbox');
      await expect.poll(() => key.inputValue(), { timeout: 15_000 }).toMatch(/^eyJ/);
      expect(
        await fieldsOutOfTheirCards(page, '[data-slot="api-settings"]', { scrollsInside: true }),
      ).toEqual([]);
    },
  );
});

describe('the code-samples chooser is never cut', () => {
  /** The chooser's texts that are wider or taller than the box that shows them. */
  const cut = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-slot="code-values-frame"] :is(span, button)')]
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
        )
        .filter((element) => element.closest('[role="combobox"]') === null)
        .map((element) => element.textContent),
    );

  it('signed out on a phone, the translator page shows "Log in to use your project\'s values" whole', async () => {
    const page = await open(TRANSLATOR, PHONE);
    const logIn = page.getByRole('button', { name: "Log in to use your project's values" });
    await logIn.waitFor();
    const [button, frame] = await Promise.all([
      logIn.boundingBox(),
      page.locator('[data-slot="code-values-frame"]').boundingBox(),
    ]);
    expect(button && frame && button.x + button.width <= frame.x + frame.width + 0.5).toBe(true);
    expect(await cut(page)).toEqual([]);
  });

  it('signed in on a phone, the API-keys page says whole where the values come from', async () => {
    const page = await open(API_KEYS, PHONE, { signedIn: true });
    const frame = page.locator('[data-slot="code-values-frame"]');
    await expect.poll(() => frame.getAttribute('data-state'), { timeout: 15_000 }).toBe('project');
    await expect.poll(() => frame.innerText()).toMatch(/Values in the code below come from .+\./);
    expect(await cut(page)).toEqual([]);
  });
});

describe('navigation shows where things are', () => {
  it('lists every reference at /reference/, one click from the header', async () => {
    const page = await open('/guides/getting-started/', DESKTOP);
    await page.getByRole('banner').getByRole('link', { name: 'Reference' }).click();
    await page.waitForURL((url) => url.pathname === '/reference/');
    const cards = page.getByRole('main').getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/reference/cli/',
      '/reference/javascript/',
      '/guides/troubleshooting/errors/',
    ]);
  });

  it('turns a sub-folder’s arrow with its own state, not the section around it', async () => {
    const page = await open('/guides/auth/', DESKTOP);
    const summary = page.locator('#docs-nav summary', { hasText: 'Social login pages' });
    const turn = () => summary.locator('svg').evaluate((svg) => getComputedStyle(svg).rotate);
    const isOpen = () => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
    // Inside the open Auth section, the sub-folder starts closed: its arrow points sideways.
    expect(await isOpen()).toBe(false);
    expect(await turn()).toBe('-90deg');
    await summary.click();
    expect(await isOpen()).toBe(true);
    await expect.poll(turn).toMatch(/^0deg$|^none$/);
  });

  it('sizes the /guides/ cards to their content', async () => {
    const page = await open('/guides/', DESKTOP);
    const slack = await page.locator('[data-slot="guide-index"] > section').evaluateAll((sections) =>
      sections.map((section) => {
        const last = section.lastElementChild?.getBoundingClientRect();
        return Math.round(section.getBoundingClientRect().bottom - (last?.bottom ?? 0));
      }),
    );
    expect(slack.length).toBeGreaterThan(5);
    for (const space of slack) expect(space).toBeLessThanOrEqual(20);
  });

  it('keeps "Copy page as Markdown" as wide once it says "Copied"', async () => {
    const page = await open(API_KEYS, DESKTOP);
    // The same element throughout: its name becomes "Copied".
    const button = await page.getByRole('button', { name: 'Copy page as Markdown' }).elementHandle();
    const before = await button?.boundingBox();
    await button?.click();
    await expect.poll(() => button?.getAttribute('data-state')).toBe('copied');
    expect(await button?.innerText()).toBe('Copied');
    expect((await button?.boundingBox())?.width).toBe(before?.width);
  });
});

describe('pages do not shift as they load', () => {
  it.each(['/guides/troubleshooting/errors/'])(
    '%s: layout shift stays under 0.01 on a phone (the list moved when the paste box was put in place)',
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await page.addInitScript(() => {
        const state = window as unknown as { shifts: number[] };
        state.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) state.shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(siteUrl(path), { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    },
  );
});

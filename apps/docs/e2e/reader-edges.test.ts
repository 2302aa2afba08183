import { demoUser } from 'platform-dev/seed-data';
import { describe, expect, it } from 'vitest';
import { wideCardColumns } from '../lib/layout/card-columns';
import { gotoPath, type Page, setupBrowser, siteUrl } from './support/browser';
import { inlineCodeBreaks } from './support/inline-code-breaks';
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

/**
 * Tables measured as a reader sees them: the table's box scrolling sideways (`scrolls`), a code value broken
 * over two lines, and the narrowest text column (a column of one word a line).
 */
function tableLook(page: Page, selector: string) {
  return page.evaluate((tables) => {
    const problems: string[] = [];
    let narrowest = Number.POSITIVE_INFINITY;
    const found = [...document.querySelectorAll<HTMLTableElement>(tables)];
    for (const table of found) {
      const name = table.closest('[role="region"]')?.getAttribute('aria-label') ?? tables;
      const box = table.closest<HTMLElement>('[role="region"]') ?? table;
      if (box.scrollWidth > box.clientWidth + 1) {
        problems.push(`${name}: scrolls ${box.scrollWidth - box.clientWidth}px sideways`);
      }
      for (const code of table.querySelectorAll('tbody code')) {
        if (code.getClientRects().length > 1) problems.push(`${name}: ${code.textContent} broken over lines`);
      }
      for (const cell of table.querySelectorAll<HTMLElement>('tbody td')) {
        if ((cell.textContent ?? '').trim().length > 20) {
          narrowest = Math.min(narrowest, cell.getBoundingClientRect().width);
        }
      }
    }
    return { count: found.length, problems, narrowest };
  }, selector);
}

describe('tables keep every column readable', () => {
  it.each([PHONE, DESKTOP])(
    'at %o, the Twilio credentials tables show each key whole and no column a word wide',
    async (viewport) => {
      const page = await open('/guides/auth/phone-login/twilio/', viewport);
      const look = await tableLook(page, 'table[data-sms-provider]');
      expect(look.count).toBe(2);
      expect(look.problems).toEqual([]);
      // "Where to find it" was 70px at 390px, a word a line, and ran out of the box.
      expect(look.narrowest).toBeGreaterThanOrEqual(140);
    },
  );

  it("on a phone, createClient's parameters show their types without scrolling sideways", async () => {
    const page = await open('/reference/javascript/crawlers/create-client/', PHONE);
    const look = await tableLook(page, 'main table.js-params');
    expect(look.count).toBe(1);
    expect(look.problems).toEqual([]);
    const type = page.locator('main table.js-params tbody tr', { hasText: 'options' }).locator('td').nth(1);
    expect(await type.innerText()).toMatch(/SupabaseClientOptions<SchemaName>/);
    expect(
      await type.evaluate((cell) => getComputedStyle(cell, '::before').content.replace(/"/g, '').trim()),
    ).toBe('Type:');
  });

  it.each([PHONE, DESKTOP])(
    'at %o, `supabase start --exclude` shows its 16 values whole, a few to a row',
    async (viewport) => {
      const page = await open('/reference/cli/crawlers/supabase-start/', viewport);
      const values = page.locator('tr[data-flag="--exclude"] li code');
      expect(await values.count()).toBeGreaterThanOrEqual(16);
      const rows = await values.evaluateAll((codes) => {
        const broken = codes
          .filter((code) => code.getClientRects().length > 1)
          .map((code) => code.textContent);
        const tops = new Set(codes.map((code) => Math.round(code.getBoundingClientRect().top)));
        return { broken, rows: tops.size };
      });
      expect(rows.broken).toEqual([]);
      // At 1440px they stood one a row in a 140px column (14 rows), `pgadmin-schema-diff` split over two.
      expect(rows.rows).toBeLessThanOrEqual(8);
      expect((await tableLook(page, 'main table.stack-table')).problems).toEqual([]);
    },
  );
});

describe('diagrams fit the column on a desktop', () => {
  it('draws the PKCE flow on the GitHub guide inside the text column at 1440px, labels 12px or more', async () => {
    const page = await open('/guides/auth/social-login/auth-github/', DESKTOP);
    const look = await page.locator('[data-mermaid="ready"]').evaluate((figure) => {
      const svg = [...figure.querySelectorAll(':scope > div > svg')].find(
        (drawing) => drawing.getClientRects().length > 0,
      ) as SVGSVGElement;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = [...svg.querySelectorAll('.messageText, .actor')]
        .filter((label) => (label.textContent ?? '').trim() !== '')
        .map((label) => Number.parseFloat(getComputedStyle(label).fontSize) * scale);
      const column = (figure.closest('article') as HTMLElement).getBoundingClientRect();
      const box = figure.getBoundingClientRect();
      return {
        hidden: figure.scrollWidth - figure.clientWidth,
        inColumn: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
        labels: sizes.length,
        smallest: Math.min(...sizes),
      };
    });
    expect(look.hidden).toBeLessThanOrEqual(1);
    expect(look.inColumn).toBe(true);
    expect(look.labels).toBeGreaterThan(8);
    expect(look.smallest).toBeGreaterThanOrEqual(12);
  });
});

describe('cards fill their grid and their box', () => {
  it('leaves no card alone on the home page’s last row at 1440px, and no card stretched', async () => {
    const page = await open('/', DESKTOP);
    const rows = await page.locator('[data-slot="home-sections"] > li').evaluateAll((items) => {
      const byTop = new Map<number, number>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        byTop.set(top, (byTop.get(top) ?? 0) + 1);
      }
      return [...byTop.values()];
    });
    expect(rows.length).toBeGreaterThan(1);
    // The columns the grid's rule picks for this many cards (a full last row where one exists), and never a
    // card alone on the last row.
    const columns = wideCardColumns(rows.reduce((sum, count) => sum + count, 0));
    for (const count of rows.slice(0, -1)) expect(count).toBe(columns);
    expect(rows.at(-1)).toBeGreaterThan(1);
    // Three columns of 420px cards, the tenth alone on its row, before.
    const widths = await page
      .locator('[data-slot="home-sections"] > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    // Four or five columns (about 340px or 270px); three stretched 420px cards before.
    for (const width of widths) expect(width).toBeLessThanOrEqual(360);
  });

  it('keeps the extension cards compact on a phone: most are under 130px tall and nothing sticks out', async () => {
    const page = await open('/guides/database/extensions/', PHONE);
    const cards = await page.locator('[data-slot="extensions-list"] li').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const out = [...item.querySelectorAll('*')].some(
          (child) => child.getBoundingClientRect().right > box.right + 0.5,
        );
        return { height: box.height, out };
      }),
    );
    expect(cards.length).toBeGreaterThan(40);
    expect(cards.filter((card) => card.out)).toEqual([]);
    const heights = cards.map((card) => card.height).sort((a, b) => a - b);
    // 177px before: a phone screen showed four and a half cards.
    expect(heights[Math.floor(heights.length / 2)]).toBeLessThanOrEqual(130);
  });

  it.each([PHONE, DESKTOP])(
    'at %o, the signed-out API-settings cards have no empty band under their prompt',
    async (viewport) => {
      const page = await open(API_KEYS, viewport);
      await page
        .getByRole('region', { name: 'Project URL' })
        .getByRole('button', { name: 'Log in' })
        .waitFor();
      const bands = await page.locator('[data-slot="api-settings"]').evaluateAll((cards) =>
        cards.map((card) => {
          // What a reader sees in the card: text, controls and boxes drawn with a border.
          const seen = [...card.querySelectorAll<HTMLElement>('*')].filter((element) => {
            const style = getComputedStyle(element);
            const ownText = [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
            );
            return ownText || element.tagName === 'BUTTON' || Number.parseFloat(style.borderTopWidth) > 0;
          });
          const lowest = Math.max(...seen.map((element) => element.getBoundingClientRect().bottom));
          return Math.round(card.getBoundingClientRect().bottom - lowest);
        }),
      );
      expect(bands.length).toBeGreaterThan(1);
      // 66px under the "Log in" button at 1440px before; the card's own padding and border are 17px.
      for (const band of bands) expect(band).toBeLessThanOrEqual(24);
    },
  );
});

describe('inline code and code blocks as a reader sees them', () => {
  it.each([PHONE, DESKTOP])(
    'at %o, punctuation after inline code stays on its line, beside its last character',
    async (viewport) => {
      const page = await open(QUICKSTART, viewport);
      const gaps = await page.evaluate(() => {
        const found: { text: string; gap: number; drop: number }[] = [];
        for (const code of document.querySelectorAll('main :not(pre) > code')) {
          const next = code.nextSibling;
          const text = [...code.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).pop();
          if (next?.nodeType !== Node.TEXT_NODE || !text?.textContent) continue;
          if (!/^[,.;:)]/.test(next.textContent ?? '')) continue;
          const mark = document.createRange();
          mark.setStart(next, 0);
          mark.setEnd(next, 1);
          const last = document.createRange();
          last.setStart(text, text.textContent.length - 1);
          last.setEnd(text, text.textContent.length);
          const [after, before] = [mark.getBoundingClientRect(), last.getBoundingClientRect()];
          found.push({
            text: `${code.textContent}${next.textContent?.[0]}`,
            gap: after.left - before.right,
            drop: after.top - before.top,
          });
        }
        return found;
      });
      expect(gaps.length).toBeGreaterThanOrEqual(3);
      // 5.6px with the wider pill: "`src/` ," read as a detached comma.
      expect(gaps.filter((mark) => mark.gap > 4 || Math.abs(mark.drop) > 4)).toEqual([]);
    },
  );

  it.each([PHONE, DESKTOP])(
    'at %o, no code line runs beside a copy button: the button sits above the code or in the title bar',
    async (viewport) => {
      const page = await open(QUICKSTART, viewport);
      const result = await page.evaluate(() => {
        const beside: string[] = [];
        let buttons = 0;
        for (const button of document.querySelectorAll<HTMLElement>('main figure button[data-copy-code]')) {
          const box = button.getBoundingClientRect();
          if (box.width === 0) continue;
          buttons += 1;
          for (const line of button.closest('figure')?.querySelectorAll('.line') ?? []) {
            const row = line.getBoundingClientRect();
            if (row.top < box.bottom - 0.5 && row.bottom > box.top + 0.5) {
              beside.push((line.textContent ?? '').slice(0, 40));
            }
          }
        }
        return { beside, buttons };
      });
      expect(result.buttons).toBeGreaterThan(5);
      expect(result.beside).toEqual([]);
    },
  );

  it('gives the code-samples chooser the same "Log in" button as the API-settings widget', async () => {
    const look = async (path: string, within: string) => {
      const page = await open(path, DESKTOP);
      const button = page.locator(within).getByRole('button', { name: /^Log in/ });
      await button.waitFor();
      return button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.borderRadius, style.fontWeight].join(' ');
      });
    };
    const chooser = await look(TRANSLATOR, '[data-slot="code-values-frame"]');
    const widget = await look(API_KEYS, '[data-slot="api-settings"]');
    expect(chooser).toBe(widget);
  });
});

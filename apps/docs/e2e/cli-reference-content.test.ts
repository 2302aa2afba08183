import { describe, expect, it } from 'vitest';
import rawCliSpec from '../data/cli/cli-spec.json';
import { gotoPath, type Page, setupBrowser } from './support/browser';

const browser = setupBrowser();
const REFERENCE = '/reference/cli/';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface ExampleOutput {
  command: string;
  example: string;
  text: string;
}

const byKey = (a: ExampleOutput, b: ExampleOutput) =>
  `${a.command} ${a.example}`.localeCompare(`${b.command} ${b.example}`);

/** Every example response of the data, as written there (the raw JSON, before any parsing). */
const responses: ExampleOutput[] = rawCliSpec.commands
  .flatMap((command) =>
    command.examples.map((example) => ({ command: command.id, example: example.id, text: example.response })),
  )
  .sort(byKey);

/** Column separators of the terminal tables the CLI prints. */
const SEPARATORS = '│┼';

/**
 * For each response block that holds a table, the x positions of the separator characters on each line, read
 * from the rendered glyphs: a table is aligned when every line with separators has them at the same x.
 */
async function misalignedTables(page: Page): Promise<string[]> {
  return page.evaluate((separators) => {
    const problems: string[] = [];
    for (const block of document.querySelectorAll<HTMLElement>('[data-example-response]')) {
      const section = block.closest('section')?.id ?? '?';
      const lines = [...block.querySelectorAll<HTMLElement>('pre .line')];
      const rows: number[][] = [];
      for (const line of lines) {
        const xs: number[] = [];
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let index = 0; index < text.length; index += 1) {
            if (!separators.includes(text[index] ?? '')) continue;
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            xs.push(Math.round(range.getBoundingClientRect().left));
          }
        }
        if (xs.length > 0) rows.push(xs);
      }
      const [first, ...rest] = rows;
      if (!first) continue;
      for (const row of rest) {
        const off =
          row.length === first.length && row.some((x, index) => Math.abs(x - (first[index] ?? x)) > 1);
        if (off) {
          problems.push(
            `${section} ${block.dataset.exampleResponse}: ${JSON.stringify(first)} vs ${JSON.stringify(row)}`,
          );
        }
      }
    }
    return problems;
  }, SEPARATORS);
}

describe('CLI example output', () => {
  it.each([
    ['1440px', DESKTOP],
    ['390px', PHONE],
  ])(
    'renders every response exactly as the data has it, leading spaces included, at %s',
    async (_, viewport) => {
      const page = await browser.newPage({ viewport });
      await gotoPath(page, REFERENCE);
      const rendered = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-example-response]')].map((block) => ({
          command: block.closest('section')?.id ?? '',
          example: block.dataset.exampleResponse ?? '',
          text: block.querySelector('pre')?.textContent ?? '',
        })),
      );
      expect(rendered).toHaveLength(responses.length);
      expect(rendered.sort(byKey)).toEqual(responses);
      expect(responses.filter((response) => /^ +\S/.test(response.text)).length).toBeGreaterThanOrEqual(19);
    },
  );

  it('lines up the columns of every terminal table', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, REFERENCE);
    const tables = await page.locator('[data-example-response]', { hasText: '│' }).count();
    expect(tables).toBeGreaterThanOrEqual(19);
    expect(await misalignedTables(page)).toEqual([]);
  });
});

describe('CLI flags tables and examples', () => {
  it('says Required or nothing, and shows accepted values only where there is a set', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, REFERENCE);
    const repair = page.locator('section#supabase-migration-repair');
    expect(await repair.getByRole('columnheader').allTextContents()).toEqual([
      'Flag',
      'Type',
      'Default',
      'Required',
      'Accepted values',
    ]);
    const status = repair.locator('tr[data-flag="--status"] td');
    expect(await status.allTextContents()).toEqual(['enum', 'none', 'Required', 'appliedreverted']);
    const linked = repair.locator('tr[data-flag="--linked"] td');
    expect(await linked.allTextContents()).toEqual(['boolean', 'true', '', '']);
    const push = page.locator('section#supabase-db-push');
    expect(await push.getByRole('columnheader').allTextContents()).not.toContain('Accepted values');
    const cells = await page.locator('article td').allTextContents();
    expect(cells.filter((text) => text === 'any' || text === 'Optional')).toEqual([]);
  });

  it('shows a single example as a plain block and several as tabs', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, REFERENCE);
    const bloat = page.locator('section#supabase-inspect-db-bloat');
    expect(await bloat.getByRole('tablist').count()).toBe(0);
    expect(await bloat.locator('[data-example-response] pre').isVisible()).toBe(true);
    const reset = page.locator('section#supabase-db-reset');
    expect(await reset.getByRole('tab').allTextContents()).toEqual([
      'Rebuild the local database',
      'Stop at an earlier migration',
    ]);
  });
});

/** Opens the phone navigation when the CLI menu is folded away behind a button. */
async function showMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'CLI commands' });
  if (!(await nav.isVisible())) {
    await page
      .getByRole('button', { name: /menu|navigation|commands/i })
      .first()
      .click();
    await nav.waitFor({ state: 'visible' });
  }
  return nav;
}

describe('CLI menu', () => {
  it.each([
    ['1440px', DESKTOP],
    ['390px', PHONE],
  ])('never cuts a label at %s', async (_, viewport) => {
    const page = await browser.newPage({ viewport });
    await gotoPath(page, REFERENCE);
    const nav = await showMenu(page);
    const result = await nav.evaluate((element) => {
      const links = [...element.querySelectorAll<HTMLAnchorElement>('a[href^="#supabase"]')].filter(
        (link) => link.getClientRects().length > 0,
      );
      const cut = links
        .filter((link) => {
          const label = link.querySelector('span');
          const box = link.getBoundingClientRect();
          const scroller = element.closest('aside') ?? element;
          return (
            !label ||
            label.scrollWidth > label.clientWidth + 1 ||
            link.scrollWidth > link.clientWidth + 1 ||
            box.right > scroller.getBoundingClientRect().right + 1
          );
        })
        .map((link) => link.textContent);
      return { shown: links.length, cut };
    });
    expect(result.shown).toBeGreaterThan(5);
    expect(result.cut).toEqual([]);
  });

  it('shows the experimental badge once for a wholly experimental group, and still tells screen readers', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await gotoPath(page, REFERENCE);
    const nav = page.getByRole('navigation', { name: 'CLI commands' });
    const group = nav.locator('a[href="#supabase-branches"]');
    expect(await group.getByText('Experimental', { exact: true }).count()).toBe(1);
    const child = nav.locator('a[href="#supabase-branches-create"]');
    expect(await child.getByText('Experimental', { exact: true }).count()).toBe(0);
    expect(await child.textContent()).toContain('(experimental)');
    const visibleBadges = await nav.getByText('Experimental', { exact: true }).count();
    const experimentalEntries = await nav.locator('a', { hasText: /experimental/i }).count();
    expect(visibleBadges).toBeLessThan(experimentalEntries / 2);
  });
});

// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { authRateLimitRows } from '../data/auth-rate-limits';

/*
 * The rate-limit table as the export ships it (out/, no browser needed): no empty cell, and every value equal
 * to the shared data in packages/platform-facts.
 */
// A path built from strings: under the jsdom environment `URL` is jsdom's, which fileURLToPath refuses.
const PAGE = join(dirname(fileURLToPath(import.meta.url)), '../out/guides/auth/rate-limits/index.html');
let table: HTMLTableElement;
let page: Document;

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  page = new DOMParser().parseFromString(await readFile(PAGE, 'utf8'), 'text/html');
  const found = page.querySelector('table[data-auth-rate-limits]');
  if (!found) throw new Error(`${PAGE} has no auth rate-limit table: build the site first`);
  table = found as HTMLTableElement;
});

describe('the built auth rate-limits page', () => {
  it('has the four columns and no empty cell', () => {
    expect([...table.querySelectorAll('thead th')].map(text)).toEqual([
      'Endpoint',
      'What is limited',
      'Limit',
      'Counted per',
    ]);
    const cells = [...table.querySelectorAll('tbody tr')].flatMap((row) => [...row.children]);
    expect(cells.length).toBe(authRateLimitRows().length * 4);
    const empty = cells.filter((cell) => text(cell) === '').map((cell) => cell.parentElement?.outerHTML);
    expect(empty).toEqual([]);
  });

  it('shows every row exactly as the shared data gives it, footnote marks included', () => {
    const shown = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map(text));
    let note = 0;
    const expected = authRateLimitRows().map((row) => [
      row.endpoints
        .map((endpoint) => (row.footnote?.endpoint === endpoint ? `${endpoint}${++note}` : endpoint))
        .join(', '),
      row.limited,
      row.limit,
      row.countedPer,
    ]);
    expect(shown).toEqual(expected);
  });

  it('prints the footnotes under the table, each reachable from its mark', () => {
    const marks = [...table.querySelectorAll('sup a')];
    expect(marks).toHaveLength(2);
    const notes = authRateLimitRows().flatMap((row) => (row.footnote ? [row.footnote.text] : []));
    for (const [index, mark] of marks.entries()) {
      const target = page.getElementById((mark.getAttribute('href') ?? '').slice(1));
      expect(text(target)).toBe(notes[index]);
    }
  });
});

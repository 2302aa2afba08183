import { describe, expect, it } from 'vitest';
import { gotoPath, type Page, setupBrowser } from './support/browser';
import { inlineCodeBreaks } from './support/inline-code-breaks';

/*
 * What the screenshot review of the REST API, troubleshooting, AI and background-jobs guides found, measured as
 * a reader sees it on a phone: headings without an empty line under them, `->` in prose drawn as typed, inline
 * code that never splits an arrow, shared values inside code rendered (not their tag), and REST calls whose
 * table or function name shows without scrolling the block.
 */

const browser = setupBrowser();

const PHONE = { width: 390, height: 844 };

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE });
  await gotoPath(page, path);
  return page;
}

/**
 * Headings taller than their text: the text's last line ends higher than the heading's box, so something
 * (the hidden section-link icon) took a line of its own.
 */
function headingsWithAnEmptyLine(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(h2, h3)')].flatMap((heading) => {
      const text = document.createRange();
      text.setStart(heading, 0);
      const link = heading.querySelector(':scope > a');
      if (link) text.setEndBefore(link);
      else text.setEnd(heading, heading.childNodes.length);
      const gap = heading.getBoundingClientRect().bottom - text.getBoundingClientRect().bottom;
      const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
      return gap > lineHeight / 2 ? [`${heading.textContent}: ${Math.round(gap)}px under the text`] : [];
    }),
  );
}

/**
 * Every `->`, `<->` or `<=>` in prose (outside code) whose drawn width differs from its characters drawn one by
 * one: a font that joins them shows an arrow, which is not what a reader types.
 */
function joinedArrows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('code, pre, kbd, samp')) continue;
      for (const match of (node.textContent ?? '').matchAll(/<->|<=>|->>|->/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const drawn = range.getBoundingClientRect().width;
        if (drawn === 0) continue;
        let oneByOne = 0;
        for (const character of match[0]) {
          const span = document.createElement('span');
          span.textContent = character;
          parent.append(span);
          oneByOne += span.getBoundingClientRect().width;
          span.remove();
        }
        if (Math.abs(drawn - oneByOne) > 0.5)
          found.push(`${match[0]} in "${parent.textContent?.slice(0, 40)}"`);
      }
    }
    return found;
  });
}

/**
 * supabase-js calls (`.from('table')`, `.rpc('function'`) in the shown code blocks that run past the block's
 * right edge, so the reader must scroll to learn what the example reads or calls.
 */
function callsOutOfSight(page: Page) {
  return page.evaluate(() => {
    const hidden: string[] = [];
    for (const pre of document.querySelectorAll<HTMLElement>('main pre')) {
      const box = pre.getBoundingClientRect();
      if (box.width === 0) continue;
      for (const line of pre.querySelectorAll<HTMLElement>('.line')) {
        const text = line.textContent ?? '';
        for (const match of text.matchAll(/\.(?:from|rpc)\('[^']*'/g)) {
          const range = document.createRange();
          const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
          let offset = 0;
          const end = match.index + match[0].length;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const length = (node.textContent ?? '').length;
            if (offset <= match.index && match.index < offset + length)
              range.setStart(node, match.index - offset);
            if (offset < end && end <= offset + length) range.setEnd(node, end - offset);
            offset += length;
          }
          if (range.getBoundingClientRect().right > box.right + 0.5) hidden.push(text.trim());
        }
      }
    }
    return hidden;
  });
}

describe('headings on a phone', () => {
  it.each(['/guides/api/writing/', '/guides/api/pagination/', '/guides/api/rpc/', '/guides/api/schemas/'])(
    '%s: no heading has an empty line under its text',
    async (path) => {
      const page = await open(path);
      expect(await page.locator('main h2').count()).toBeGreaterThan(2);
      expect(await headingsWithAnEmptyLine(page)).toEqual([]);
      // Nor does its link icon, drawn into the gutter, make the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    },
  );
});

describe('operators in prose and inline code', () => {
  it.each([
    ['/guides/api/json-and-arrays/', 2],
    ['/guides/ai/', 2],
  ])('%s: every arrow operator in prose is drawn as its characters', async (path, atLeast) => {
    const page = await open(path);
    const count = await page.evaluate(
      () => (document.querySelector('main')?.innerText.match(/<->|<=>|->>|->/g) ?? []).length,
    );
    expect(count).toBeGreaterThanOrEqual(atLeast);
    expect(await joinedArrows(page)).toEqual([]);
  });

  it('the aggregates page never wraps inline code inside `->`', async () => {
    const page = await open('/guides/api/aggregates/');
    const { breaks } = await inlineCodeBreaks(page);
    expect(breaks.length).toBeGreaterThan(0);
    expect(breaks.filter((place) => place === '-|>')).toEqual([]);
  });
});

describe('shared values inside code', () => {
  it('the sign-in email page shows the local outbox address, not a component tag', async () => {
    const page = await open('/guides/troubleshooting/email-not-arriving/');
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('<SharedData');
    expect(await page.locator('main code', { hasText: /^http:\/\/127\.0\.0\.1:\d+$/ }).count()).toBe(1);
    // Whole, and not half a link: Markdown would turn `http://127.0.0.1` alone into one.
    expect(await page.locator('main a', { hasText: '127.0.0.1' }).count()).toBe(0);
  });
});

describe('REST calls readable without scrolling the block', () => {
  it.each([
    '/guides/api/writing/',
    '/guides/api/securing/',
    '/guides/api/rpc/',
    '/guides/troubleshooting/empty-results/',
    '/guides/troubleshooting/insert-fails-from-client/',
  ])('%s: every shown .from() and .rpc() names its table or function inside the block', async (path) => {
    const page = await open(path);
    expect(await page.locator('main pre', { hasText: /\.(from|rpc)\('/ }).count()).toBeGreaterThan(0);
    expect(await callsOutOfSight(page)).toEqual([]);
  });
});

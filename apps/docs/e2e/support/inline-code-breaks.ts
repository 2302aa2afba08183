import type { Page } from 'playwright-core';

/**
 * Every place inline code wraps on the page, as the two characters around the break ("NEXT_|PUBLIC"), and
 * whether the page scrolls sideways. Each character's box is measured, so a break is where the next character
 * starts lower than the one before.
 */
export function inlineCodeBreaks(page: Page): Promise<{ breaks: string[]; pageScrolls: boolean }> {
  return page.evaluate(() => {
    const breaks: string[] = [];
    for (const code of document.querySelectorAll<HTMLElement>('main :not(pre) > code')) {
      if (code.getClientRects().length < 2) continue;
      const text = code.textContent ?? '';
      const tops: number[] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
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

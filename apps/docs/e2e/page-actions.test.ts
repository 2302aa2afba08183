import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { agentConfigs } from '../lib/page-actions/page-actions';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, setupBrowser, siteUrl } from './support/browser';

/*
 * The page-actions menu beside a page's title, on one loaded guide: opened and walked by keyboard, its links
 * (the twin, and chats whose prompt names the twin's address), copying the page, the "Connect your agent"
 * dialog's copy buttons, and axe with the menu and the dialog open.
 */

const browser = setupBrowser();
const GUIDE = '/guides/database/row-level-security/';
const TWIN = '/guides/database/row-level-security.md';
const OUT = fileURLToPath(new URL('../out/', import.meta.url));

describe('page actions', () => {
  it('works by keyboard: menu, links to the Markdown twin, copy page, and the connect dialog’s copy', async () => {
    const page = await browser.newPage();
    await gotoPath(page, GUIDE);
    await page.getByRole('button', { name: 'Copy page as Markdown' }).focus();
    await page.keyboard.press('Tab');
    const trigger = page.getByRole('button', { name: 'Page actions' });
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    // Enter opens the menu (its code loads now); the arrow keys move through the items.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Page actions' });
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focusedItem).toMatch(/^Copy page/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toMatch(/^View as Markdown/);

    const href = (name: RegExp) => menu.getByRole('menuitem', { name }).getAttribute('href');
    expect(await href(/^View as Markdown/)).toBe(TWIN);
    for (const [name, origin] of [
      [/^Open in ChatGPT/, 'https://chatgpt.com/'],
      [/^Open in Claude/, 'https://claude.ai/new'],
    ] as const) {
      const url = new URL((await href(name)) ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(origin);
      expect(url.searchParams.get('q')).toMatch(
        new RegExp(`^Read https?://[^ ]+${TWIN.replaceAll('.', '\\.')} `),
      );
    }
    await expectNoSeriousViolations(page);

    // Copy page stays open and says so; the clipboard holds the twin. Radix moves focus in a timeout after an arrow
    // key, so an Enter pressed at once would land on the item it left (seen in CI): wait for focus to arrive.
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedItem).toMatch(/^Copy page/);
    await page.keyboard.press('Enter');
    await menu.getByRole('menuitem', { name: /^Copied/ }).waitFor();
    const twin = await (await fetch(siteUrl(TWIN))).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

    // Escape closes the menu and gives focus back to its trigger.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    // Connect your agent: the last item, reached with ArrowUp from the top.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedItem).toMatch(/^Connect your agent/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Connect your agent' });
    await dialog.waitFor();
    for (const config of agentConfigs) {
      await dialog.getByRole('button', { name: `Copy configuration (${config.title})` }).click();
      await dialog.getByRole('button', { name: 'Copied' }).first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(config.json);
    }
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sits beside the title of the CLI reference too, as static HTML before any script', async () => {
    const html = await readFile(`${OUT}reference/cli/index.html`, 'utf8');
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*>.*?Page actions/);
  });
});

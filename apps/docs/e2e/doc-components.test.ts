import { describe, expect, it } from 'vitest';
import { gotoPath, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('doc components on real pages', () => {
  it('keeps one accordion item open at a time and works from the keyboard', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    const first = page.locator('details#rename-a-project');
    const second = page.locator('details#database-size');
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await first.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await second.locator('summary').click();
    expect(await second.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await first.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(await second.textContent()).toContain('6 GB');
  });

  it('dismisses a closable alert with its Dismiss button', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/creating-a-project/');
    const note = page.getByRole('note').filter({ hasText: 'Keep services together' });
    expect(await note.count()).toBe(1);
    await page
      .locator('[data-slot="alert-closable"]', { has: note })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    expect(await note.count()).toBe(0);
  });

  it('copies a copy-field value and says so for three seconds', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/api-keys/');
    // The field's own button: the API-settings placeholders on this page carry (disabled) Copy buttons until
    // their widget has rendered, which on a busy machine can be after the network has gone quiet.
    const field = page.locator('[data-slot="copy-field"]', { has: page.getByLabel('Local API URL') });
    await field.getByRole('button', { name: 'Copy', exact: true }).click();
    await field.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('http://localhost:54321');
    await field.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 5_000 });
  });

  it('masks a hidden field until Reveal is pressed', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/api-keys/');
    // On screen: the page source carries the value (the widget's props), the masking is for onlookers.
    const main = page.getByRole('main');
    expect(await main.innerText()).not.toContain('example-service-role-key-for-local-development-only');
    await page.getByRole('button', { name: /Reveal/ }).click();
    expect(await page.getByRole('textbox', { name: 'Example service role key' }).inputValue()).toBe(
      'example-service-role-key-for-local-development-only',
    );
    // The public anon key's stand-in is shown as it is, like the real key in the widget above it.
    expect(await page.getByRole('textbox', { name: 'Example anon key' }).inputValue()).toBe(
      'example-anon-key-for-local-development-only',
    );
  });
});

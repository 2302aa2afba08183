import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('smoke', () => {
  it('renders the home page with a heading and a main landmark', async () => {
    const page = await browser.newPage();
    const response = await gotoPath(page, '/');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
  });

  it('answers an unknown path with HTTP 404 and the not-found page', async () => {
    const page = await browser.newPage();
    const response = await gotoPath(page, '/no/such/page/');
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toMatch(/not found|404/i);
  });

  it('has no serious or critical accessibility violations on the home page', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/');
    await expectNoSeriousViolations(page);
  });

  it('the accessibility check fails on a serious violation and names it', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<html lang="en"><title>t</title><body><main><img src="x.png"></main></body></html>',
    );
    await expect(expectNoSeriousViolations(page)).rejects.toThrow(/\[critical\] image-alt/);
  });
});

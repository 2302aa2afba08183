import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, type Page, setupBrowser } from './support/browser';

const browser = setupBrowser();
const REFERENCE = '/reference/javascript/';

function menuLink(page: Page, id: string) {
  return page.getByRole('navigation', { name: 'supabase-js methods' }).locator(`a[href="#${id}"]`);
}

/** Puts a section's heading near the top of the viewport, where the scroll-spy's band picks it up. */
async function scrollToSection(page: Page, id: string): Promise<void> {
  await page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`no section #${sectionId}`);
    window.scrollTo({ top: window.scrollY + section.getBoundingClientRect().top - 120, behavior: 'instant' });
  }, id);
}

describe('JavaScript reference page', () => {
  it('loads with the version, a menu entry per method, follows the scroll in the menu and has no serious axe violations', async () => {
    const page = await browser.newPage();
    const response = await gotoPath(page, REFERENCE);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('JavaScript reference');
    expect(
      await page
        .getByText(/^supabase-js \d+\.\d+\.\d+/)
        .first()
        .isVisible(),
    ).toBe(true);
    const sections = await page.locator('article section[id]').count();
    expect(await page.getByRole('navigation', { name: 'supabase-js methods' }).locator('li a').count()).toBe(
      sections,
    );

    await scrollToSection(page, 'maybe-single');
    await expect.poll(() => new URL(page.url()).hash).toBe('#maybe-single');
    await expect.poll(() => menuLink(page, 'maybe-single').getAttribute('aria-current')).toBe('location');

    await scrollToSection(page, 'auth-mfa-challenge');
    await expect
      .poll(() => menuLink(page, 'auth-mfa-challenge').getAttribute('aria-current'))
      .toBe('location');
    expect(await menuLink(page, 'maybe-single').getAttribute('aria-current')).toBeNull();

    await expectNoSeriousViolations(page);
  });
});

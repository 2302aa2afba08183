import { demoUser, projectsOf } from 'platform-dev/seed-data';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, setupBrowser } from './support/browser';
import { requirePlatform, signIn } from './support/platform';

const browser = setupBrowser();
requirePlatform();

const GITHUB_PAGE = '/guides/auth/social-login/auth-github/';
const PLACEHOLDER = 'https://<project-ref>.supabase.co/auth/v1/callback';

describe('auth provider grid', () => {
  it('filters the overview grid by auth type with script turned off, logos served by the site', async () => {
    // No JavaScript at all: the filter is radio buttons and CSS, so it must work without any.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await gotoPath(page, '/guides/auth/');
    const list = page.getByRole('list', { name: 'Sign-in providers' });
    const names = () => list.getByRole('link').allTextContents();
    expect(await names()).toHaveLength(22);

    const filter = page.getByRole('group', { name: 'Show' });
    await filter.locator('label', { hasText: 'Phone' }).click();
    await expect.poll(names).toEqual(['MessageBird', 'Twilio', 'Vonage']);
    await filter.locator('label', { hasText: 'Social' }).click();
    await expect.poll(names).toHaveLength(19);
    expect(await list.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe(GITHUB_PAGE);
    await filter.locator('label', { hasText: 'All' }).click();
    await expect.poll(names).toHaveLength(22);

    // Every logo shown (the theme's variant) was copied into the site and decodes as an image.
    const broken = await list.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.checkVisibility() && new URL(image.src).origin === location.origin)
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.getAttribute('src')),
    );
    expect(broken).toEqual([]);
  });

  it('lists the 19 social providers on the Social login page, which passes axe', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/auth/social-login/');
    const links = page.getByRole('list', { name: 'Social login providers' }).getByRole('link');
    expect(await links.count()).toBe(19);
    await expectNoSeriousViolations(page);
  });
});

describe('a social provider page (GitHub)', () => {
  it('walks through the setup with a placeholder callback URL, then shows the reader’s own once signed in', async () => {
    const page = await browser.newPage();
    await gotoPath(page, GITHUB_PAGE);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in with GitHub');
    for (const heading of [
      'Register the app at GitHub',
      'Add the keys to your project',
      'Develop locally',
      'Sign users in',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible(), heading).toBe(true);
    }

    // Numbered steps at GitHub, the callback field filled with the placeholder.
    const register = page.locator('[data-slot="social-provider-register"]');
    expect(await register.locator('ol > li').count()).toBe(3);
    const callbackRow = register.getByRole('row', { name: /Authorization callback URL/ });
    expect(await callbackRow.textContent()).toContain(PLACEHOLDER);

    // Signed out, the widget asks to log in.
    const widget = page.getByRole('region', { name: 'Callback URL' });
    await expect.poll(() => widget.getAttribute('data-state')).toBe('logged-out');
    expect(await widget.textContent()).toContain('Log in to see your callback URL here');

    // Local config and both sign-in environments.
    expect(await page.locator('figure', { hasText: 'supabase/config.toml' }).textContent()).toContain(
      '[auth.external.github]',
    );
    await page.getByRole('tab', { name: 'Server' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain("provider: 'github'");
    expect(new URL(page.url()).searchParams.get('environment')).toBe('server');

    await expectNoSeriousViolations(page);

    // Signed in through the real platform service: the project's own callback URL.
    await signIn(page, demoUser.email, 'Callback URL');
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 15_000 }).toBe('logged-in-data');
    const refs = projectsOf(demoUser).map((project) => project.ref);
    await expect
      .poll(() => widget.getByRole('textbox').inputValue())
      .toMatch(/^https:\/\/[a-z0-9]+\.supabase\.co\/auth\/v1\/callback$/);
    const shown = await widget.getByRole('textbox').inputValue();
    expect(refs).toContain(new URL(shown).hostname.split('.')[0]);
  });
});

import { describe, expect, it } from 'vitest';
import { smsProvider } from '../data/auth/sms-providers';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('phone sign-in with Twilio', () => {
  it('shows the credentials, the dashboard link, the local config and the OTP code, accessibly', async () => {
    const page = await browser.newPage();
    const response = await gotoPath(page, '/guides/auth/phone-login/twilio/');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Phone sign-in with Twilio' }).waitFor();

    // The credentials tables come from the provider data: every field, its secrecy, for both Twilio modes.
    for (const id of ['twilio', 'twilio_verify'] as const) {
      const provider = smsProvider(id);
      const table = page.getByRole('table', { name: new RegExp(`^${provider.name} credentials`) });
      const rowHeaders = await table.getByRole('rowheader').allTextContents();
      expect(rowHeaders).toEqual(provider.fields.map((field) => field.label));
      const secretRow = table.getByRole('row', { name: /Auth Token/ });
      expect(await secretRow.textContent()).toContain('Yes: keep it out of code');
    }

    const warning = page.getByRole('note').filter({ hasText: 'Keep SMS costs under control' });
    expect(await warning.getByRole('link', { name: 'CAPTCHA' }).getAttribute('href')).toBe(
      '/guides/auth/captcha/',
    );

    const dashboard = page.getByRole('link', { name: /auth providers/ }).first();
    // The dashboard's address is configurable; the path is lib/dashboard-links.ts's auth providers target.
    expect(await dashboard.getAttribute('href')).toMatch(/\/project\/_\/auth\/providers$/);

    const config = page
      .locator('figure', { has: page.getByText('supabase/config.toml', { exact: true }) })
      .first();
    const toml = await config.textContent();
    expect(toml).toContain('[auth.sms.twilio]');
    expect(toml).toContain('auth_token = "env(SUPABASE_AUTH_SMS_TWILIO_AUTH_TOKEN)"');

    const sendCode = page.locator('figure', { has: page.getByText('send-code.ts', { exact: true }) });
    expect(await sendCode.textContent()).toContain('supabase.auth.signInWithOtp');
    const verify = page.locator('figure', { has: page.getByText('verify-code.ts', { exact: true }) });
    expect(await verify.textContent()).toContain("verifyOtp({ phone, token, type: 'sms' })");

    await expectNoSeriousViolations(page);
  });
});

describe('CAPTCHA guide', () => {
  it('switches between hCaptcha and Turnstile and has no serious accessibility violations', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/auth/captcha/');
    await page.getByRole('heading', { level: 1, name: 'CAPTCHA protection' }).waitFor();
    await page.getByRole('tab', { name: 'Cloudflare Turnstile' }).first().click();
    await page.getByRole('tabpanel').filter({ hasText: 'add a widget with the hostnames' }).first().waitFor();
    expect(page.url()).toContain('captcha-provider=turnstile');
    await expectNoSeriousViolations(page);
  });
});

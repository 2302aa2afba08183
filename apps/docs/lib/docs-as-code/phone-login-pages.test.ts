import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { smsVendors } from '@/data/auth/sms-providers';

/*
 * The phone-login pages share one template: the same sections in the same order, each provider's own
 * credentials and config block from data/auth/sms-providers.ts, the cost warning and the shared example code.
 * A page that drifts from it (a section dropped, another provider's table pasted in) fails here.
 */

const SECTIONS = (name: string) => [
  '## Before you start',
  `## Get your ${name} credentials`,
  '## Enable phone sign-in',
  '## Local development',
  '## Sign in with a one-time code',
  '## Sign up with a phone number and password',
  "## When codes don't arrive",
];

const SHARED = [
  '<SmsCostWarning />',
  '<DashboardLink to="authProviders">',
  '<ExampleFile path="phone-login/send-code.ts" />',
  '<ExampleFile path="phone-login/verify-code.ts" />',
  '<ExampleFile path="phone-login/password-sign-up.ts" />',
];

const pages = smsVendors.flatMap((provider) => (provider.guide ? [{ provider, guide: provider.guide }] : []));

describe.each(pages)('$guide', ({ provider, guide }) => {
  const slug = guide.split('/').filter(Boolean).pop();
  const source = readFileSync(
    new URL(`../../content/guides/auth/phone-login/${slug}.mdx`, import.meta.url),
    'utf8',
  );
  const headings = source.split('\n').filter((line) => line.startsWith('## '));

  it('has the template sections in order', () => {
    expect(headings).toEqual(SECTIONS(provider.name));
  });

  it("shows its own provider's credentials and local config, and no other provider's", () => {
    expect(source).toContain(`<SmsProviderConfig provider="${provider.id}" />`);
    expect(source).toContain(`<SmsLocalConfig provider="${provider.id}" />`);
    const others = [...source.matchAll(/<Sms(?:ProviderConfig|LocalConfig) provider="([a-z_]+)"/g)]
      .map((match) => match[1])
      .filter((id) => id !== provider.id && id !== `${provider.id}_verify`);
    expect(others).toEqual([]);
  });

  it('carries the cost warning, the dashboard link and the shared OTP code', () => {
    for (const piece of SHARED) expect(source).toContain(piece);
  });
});

it('covers the three phone providers of the grid', () => {
  expect(pages.map((page) => page.guide)).toEqual([
    '/guides/auth/phone-login/twilio/',
    '/guides/auth/phone-login/messagebird/',
    '/guides/auth/phone-login/vonage/',
  ]);
});

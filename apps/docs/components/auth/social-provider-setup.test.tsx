// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardLinks } from '@/lib/dashboard-links';
import { SocialProviderSetup } from './social-provider-setup';

afterEach(cleanup);

const PLACEHOLDER = 'https://<project-ref>.supabase.co/auth/v1/callback';

describe('<SocialProviderSetup>', () => {
  it('numbers the steps at the provider and fills the callback field with the placeholder', () => {
    const { container } = render(<SocialProviderSetup provider="github" step="register" />);
    const steps = container.querySelectorAll('ol > li');
    expect(steps).toHaveLength(3);
    expect(steps[0]?.textContent).toContain('New OAuth App');
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Authorization callback URL/ });
    expect(row.textContent).toContain(PLACEHOLDER);
    expect(screen.getByRole('link', { name: 'GitHub Developer settings' }).getAttribute('href')).toBe(
      'https://github.com/settings/developers',
    );
  });

  it('points at the dashboard auth providers through the dashboard links, with the provider labels', () => {
    render(<SocialProviderSetup provider="twitter" step="credentials" />);
    const link = screen.getByRole('link', { name: /auth providers/ });
    expect(link.getAttribute('href')).toBe(dashboardLinks.authProviders());
    expect(document.body.textContent).toContain('Paste the API Key (consumer key) into API Key');
    expect(document.body.textContent).toContain('OAuth 1.0a has no scopes');
  });

  it('asks for the tenant URL on Azure and lists the requested scopes', () => {
    render(<SocialProviderSetup provider="azure" step="credentials" />);
    expect(document.body.textContent).toContain('https://login.microsoftonline.com/<tenant-id>');
    expect(document.body.textContent).toContain('Scopes the platform asks Azure (Microsoft) for: openid.');
  });

  it('shows the config.toml block with the provider key and the restart command', () => {
    render(<SocialProviderSetup provider="slack" step="local" />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('[auth.external.slack_oidc]');
    expect(text).toContain('secret = "env(SUPABASE_AUTH_EXTERNAL_SLACK_OIDC_SECRET)"');
    expect(text).toContain('supabase stop && supabase start');
  });

  it('puts the sign-in code in an "environment" tab group with Client and Server tabs', () => {
    render(<SocialProviderSetup provider="workos" step="sign-in" />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Client', 'Server']);
    expect(document.body.textContent).toContain("queryParams: { connection: '<connection-id>' }");
  });

  it('names the known providers when given an unknown one', () => {
    expect(() => render(<SocialProviderSetup provider="myspace" step="register" />)).toThrow(
      /Unknown social provider "myspace". Known: apple, azure/,
    );
  });
});

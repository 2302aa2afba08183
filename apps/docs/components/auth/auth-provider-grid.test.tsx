// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProviderGrid } from './auth-provider-grid';

afterEach(cleanup);

describe('<AuthProviderGrid>', () => {
  it('lists the social providers as links named by the provider, with decorative logos', () => {
    render(<AuthProviderGrid authType="social" />);
    const list = screen.getByRole('list', { name: 'Social login providers' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(19);
    const github = within(list).getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('href')).toBe('/guides/auth/social-login/auth-github/');
    // Dark marks come twice (light and dark theme), both hidden from assistive technology.
    const logos = github.querySelectorAll('img');
    expect([...logos].map((logo) => logo.getAttribute('src'))).toEqual([
      '/images/auth-providers/github.svg',
      '/images/auth-providers/github-light.svg',
    ]);
    for (const logo of logos) expect(logo.getAttribute('alt')).toBe('');
  });

  it('lists only the phone providers for authType="phone"', () => {
    render(<AuthProviderGrid authType="phone" />);
    const links = within(screen.getByRole('list', { name: 'Phone login providers' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['MessageBird', '/guides/auth/phone-login/messagebird/'],
      ['Twilio', '/guides/auth/phone-login/twilio/'],
      ['Vonage', '/guides/auth/phone-login/vonage/'],
    ]);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers the All / Social / Phone filter as a radio group over every provider, All checked', () => {
    render(<AuthProviderGrid filter />);
    const group = screen.getByRole('group', { name: 'Show' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ['all', true],
      ['social', false],
      ['phone', false],
    ]);
    expect(within(group).getByRole('radio', { name: 'Phone' })).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Sign-in providers' }).querySelectorAll('li');
    expect(items).toHaveLength(22);
    expect([...items].filter((item) => item.dataset.authType === 'phone')).toHaveLength(3);
  });

  it('says what is wrong with an unknown auth type instead of rendering an empty grid', () => {
    expect(() => render(<AuthProviderGrid authType={'email' as 'social'} />)).toThrow(
      '<AuthProviderGrid authType="email"> is not supported: use "social" or "phone".',
    );
  });
});

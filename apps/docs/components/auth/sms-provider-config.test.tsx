// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SmsCostWarning } from './sms-cost-warning';
import { SmsLocalConfig } from './sms-local-config';
import { SmsProviderConfig } from './sms-provider-config';

afterEach(cleanup);

/** Each body row as [field, key, secret], the columns a reader scans. */
function rows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
      return [cells[0], cells[1], cells[3]];
    });
}

describe('<SmsProviderConfig>', () => {
  it("lists one provider's credentials and says which are secret", () => {
    render(<SmsProviderConfig provider="vonage" />);
    const table = screen.getByRole('table', { name: /Vonage credentials/ });
    expect(rows(table)).toEqual([
      ['API Key', 'api_key', 'No'],
      ['API Secret', 'api_secret', 'Yes: keep it out of code and the repository'],
      ['From', 'from', 'No'],
    ]);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it("links to the provider's console in a new tab", () => {
    render(<SmsProviderConfig provider="twilio" />);
    const link = screen.getByRole('link', { name: 'Twilio Console' });
    expect(link.getAttribute('href')).toBe('https://console.twilio.com/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows every provider, Twilio Verify included, when none is named, with no empty cell', () => {
    render(<SmsProviderConfig />);
    const names = screen
      .getAllByRole('table')
      .map((table) => table.querySelector('caption')?.firstChild?.textContent?.trim());
    expect(names).toEqual([
      'Twilio credentials',
      'Twilio Verify credentials',
      'MessageBird credentials',
      'TextLocal credentials',
      'Vonage credentials',
    ]);
    for (const cell of screen.getAllByRole('cell')) expect(cell.textContent?.trim()).not.toBe('');
  });

  it('is scrollable by keyboard as a region named after the provider', () => {
    render(<SmsProviderConfig provider="messagebird" />);
    expect(screen.getByRole('region', { name: 'MessageBird credentials' }).getAttribute('tabindex')).toBe(
      '0',
    );
  });
});

describe('<SmsLocalConfig>', () => {
  it('shows the config.toml block with the secret as env()', () => {
    render(<SmsLocalConfig provider="messagebird" />);
    expect(screen.getByText('supabase/config.toml')).toBeTruthy();
    const code = document.querySelector('pre')?.textContent ?? '';
    expect(code).toContain('[auth.sms.messagebird]');
    expect(code).toContain('access_key = "env(SUPABASE_AUTH_SMS_MESSAGEBIRD_ACCESS_KEY)"');
    expect(code).toContain('originator = ""');
  });
});

describe('<SmsCostWarning>', () => {
  it('explains SMS pumping and links to the CAPTCHA guide and the production checklist', () => {
    render(<SmsCostWarning />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Keep SMS costs under control');
    expect(note.textContent).toContain('SMS pumping');
    expect(within(note).getByRole('link', { name: 'CAPTCHA' }).getAttribute('href')).toBe(
      '/guides/auth/captcha/',
    );
    expect(
      within(note).getByRole('link', { name: 'going-into-production checklist' }).getAttribute('href'),
    ).toBe('/guides/platform/going-into-prod/');
  });
});

// @vitest-environment jsdom
import { createHmac } from 'node:crypto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { JwtGenerator } from './jwt-generator';

afterEach(cleanup);

const secret = 'a-self-hosted-secret-of-at-least-32-chars';

function setup() {
  const user = userEvent.setup();
  render(<JwtGenerator />);
  return { user, field: (name: string) => screen.getByLabelText(name) };
}

describe('JwtGenerator', () => {
  it('signs a role key with the secret and copies it', async () => {
    const { user, field } = setup();
    const clipboard = {
      text: '',
      async writeText(text: string) {
        clipboard.text = text;
      },
    };
    Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });

    await user.type(field('JWT secret'), secret);
    await user.click(screen.getByRole('radio', { name: /service_role/ }));
    await user.selectOptions(field('Expires after'), '1 hour');
    await user.click(screen.getByRole('button', { name: 'Generate token' }));

    const output = field('Token') as HTMLTextAreaElement;
    await waitFor(() => expect(output.value).not.toBe(''));
    // jose's verifier does not run under jsdom (lib/auth-generators/tokens.test.ts uses it); check the HMAC here.
    const [header, claims, signature] = output.value.split('.');
    expect(createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url')).toBe(signature);
    const protectedHeader = decodeProtectedHeader(output.value);
    const payload = decodeJwt(output.value);
    expect(payload.iss).toBe('supabase');
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.role).toBe('service_role');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    expect(
      screen.getByText(/^A service_role key that expires on .* UTC\. Keep it on your servers\.$/),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(clipboard.text).toBe(output.value);
  });

  it('refuses a secret under 32 characters and keeps it in the field', async () => {
    const { user, field } = setup();
    await user.type(field('JWT secret'), 'too-short');
    await user.click(screen.getByRole('button', { name: 'Generate token' }));
    const input = field('JWT secret');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('The JWT secret must be at least 32 characters long; this one has 9.').id).toBe(
      input.getAttribute('aria-describedby')?.split(' ')[1],
    );
    expect(input).toHaveProperty('value', 'too-short');
    expect((field('Token') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for a future date when expiring on a date', async () => {
    const { user, field } = setup();
    await user.type(field('JWT secret'), secret);
    await user.selectOptions(field('Expires after'), 'On a date…');
    await user.type(field('Expiry date'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Generate token' }));
    await screen.findByText('Choose a date in the future.');
    expect(field('Expiry date').getAttribute('aria-invalid')).toBe('true');
  });
});

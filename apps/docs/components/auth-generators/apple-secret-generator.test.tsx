// @vitest-environment jsdom
import { generateKeyPairSync } from 'node:crypto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { AppleSecretGenerator } from './apple-secret-generator';

afterEach(cleanup);

const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const p8 = (
  name = 'AuthKey_KEY9876543.p8',
  text = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
) => new File([text], name, { type: 'application/octet-stream' });

function setup() {
  const user = userEvent.setup();
  render(<AppleSecretGenerator />);
  const field = (name: string) => screen.getByLabelText(name);
  return { user, field };
}

describe('AppleSecretGenerator', () => {
  it('signs a client secret that verifies with the key pair, and keeps what was typed', async () => {
    const { user, field } = setup();
    await user.upload(field('Private key (.p8 file)'), p8());
    // The Key ID comes from the file name AuthKey_<Key ID>.p8.
    await waitFor(() => expect(field('Key ID')).toHaveProperty('value', 'KEY9876543'));
    await user.type(field('Team ID'), 'TEAM123456');
    await user.type(field('Services ID'), 'com.example.web');
    await user.selectOptions(field('Valid for'), '90 days');
    await user.click(screen.getByRole('button', { name: 'Generate client secret' }));

    const output = field('Client secret') as HTMLTextAreaElement;
    await waitFor(() => expect(output.value).not.toBe(''));
    expect(decodeProtectedHeader(output.value)).toEqual({ alg: 'ES256', kid: 'KEY9876543' });
    const { payload } = await jwtVerify(output.value, keys.publicKey, {
      issuer: 'TEAM123456',
      subject: 'com.example.web',
      audience: 'https://appleid.apple.com',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(90 * 86_400);
    expect(
      screen.getByText(/^Expires on \d{1,2} \w+ \d{4} at \d\d:\d\d UTC\. Generate a new secret/),
    ).toBeTruthy();
    expect(field('Team ID')).toHaveProperty('value', 'TEAM123456');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', false);
  });

  it('shows each problem next to its field and focuses the first one', async () => {
    const { user, field } = setup();
    await user.type(field('Team ID'), 'team12');
    await user.type(field('Services ID'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Generate client secret' }));

    const keyFile = field('Private key (.p8 file)');
    expect(document.activeElement).toBe(keyFile);
    for (const [name, message] of [
      ['Private key (.p8 file)', 'Choose your .p8 key file.'],
      ['Team ID', 'A Team ID is exactly 10 characters (uppercase letters and digits); this one has 6.'],
      ['Key ID', 'Enter your Key ID.'],
      ['Services ID', 'Enter the Services ID identifier (such as com.example.web), not a URL.'],
    ] as const) {
      const input = field(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
      const texts = described.map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(message);
    }
    expect(field('Team ID')).toHaveProperty('value', 'team12');
    expect((field('Client secret') as HTMLTextAreaElement).value).toBe('');

    await user.clear(field('Team ID'));
    await user.type(field('Team ID'), 'TEAM123456');
    expect(field('Team ID').getAttribute('aria-invalid')).toBeNull();
  });

  it('explains a key file of the wrong kind as soon as it is picked', async () => {
    const { user, field } = setup();
    await user.type(field('Team ID'), 'TEAM123456');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await user.upload(field('Private key (.p8 file)'), p8('AuthKey_KEY9876543.p8', rsa.toString()));
    await screen.findByText(/This is an RSA private key\./);
    expect(field('Private key (.p8 file)').getAttribute('aria-invalid')).toBe('true');
    expect(field('Key ID')).toHaveProperty('value', '');

    await user.upload(field('Private key (.p8 file)'), p8('notes.txt', ''));
    await screen.findByText(/The file is empty\./);
    expect(field('Team ID')).toHaveProperty('value', 'TEAM123456');
  });
});

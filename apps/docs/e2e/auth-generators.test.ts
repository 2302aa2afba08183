import { createSecretKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { gotoPath, type Page, setupBrowser } from './support/browser';

const browser = setupBrowser();

/** Records layout shifts caused by the generator's own elements from the first paint on. */
async function watchShifts(page: Page, slot: string) {
  await page.addInitScript((selector) => {
    const shifts: number[] = [];
    (window as unknown as { generatorShifts: number[] }).generatorShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const inside = entry.sources.some((source) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          return Boolean(element?.closest(selector));
        });
        if (inside) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, `[data-slot="${slot}"]`);
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { generatorShifts: number[] }).generatorShifts);

describe('JWT generator', () => {
  it('refuses a short secret, signs a service_role key that verifies, copies it, and passes axe', async () => {
    const page = await browser.newPage();
    await watchShifts(page, 'jwt-generator');
    await gotoPath(page, '/guides/auth/jwts/');
    // The server HTML already holds the form at its final size: loading its code moves nothing.
    expect(await shiftsOf(page)).toEqual([]);
    const generator = page.getByRole('region', { name: 'JWT generator' });
    const secretField = generator.getByLabel('JWT secret');

    await secretField.fill('only-twenty-characters'.slice(0, 20));
    await generator.getByRole('button', { name: 'Generate token' }).click();
    await generator
      .getByText('The JWT secret must be at least 32 characters long; this one has 20.')
      .waitFor();
    expect(await secretField.getAttribute('aria-invalid')).toBe('true');

    const secret = 'e2e-secret-that-is-long-enough-for-hs256';
    await secretField.fill(secret);
    await generator.getByRole('radio', { name: /service_role/ }).check();
    await generator.getByLabel('Expires after').selectOption({ label: '30 days' });
    await generator.getByRole('button', { name: 'Generate token' }).click();
    await generator.getByText(/^A service_role key that expires on/).waitFor();
    const token = await generator.getByLabel('Token').inputValue();
    const { payload, protectedHeader } = await jwtVerify(token, createSecretKey(Buffer.from(secret)), {
      algorithms: ['HS256'],
      issuer: 'supabase',
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.role).toBe('service_role');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(30 * 86_400);

    await generator.getByRole('button', { name: 'Copy', exact: true }).click();
    await generator.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    await expectNoSeriousViolations(page);
  });
});

describe('Apple secret generator', () => {
  let dir = '';
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'apple-key-'));
    await writeFile(
      join(dir, 'AuthKey_KEY9876543.p8'),
      keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    await writeFile(join(dir, 'rsa-key.p8'), rsa.export({ type: 'pkcs8', format: 'pem' }).toString());
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('explains a wrong key file, then signs a client secret from a real .p8 that verifies', async () => {
    const page = await browser.newPage();
    await watchShifts(page, 'apple-secret-generator');
    await gotoPath(page, '/guides/auth/social-login/auth-apple/');
    expect(await shiftsOf(page)).toEqual([]);
    const generator = page.getByRole('region', { name: 'Apple client secret generator' });
    const keyFile = generator.getByLabel('Private key (.p8 file)');

    await generator.getByLabel('Team ID').fill('TEAM123456');
    await generator.getByLabel('Services ID').fill('com.example.web');
    await keyFile.setInputFiles(join(dir, 'rsa-key.p8'));
    await generator.getByText(/^This is an RSA private key\./).waitFor();
    expect(await keyFile.getAttribute('aria-invalid')).toBe('true');

    await keyFile.setInputFiles(join(dir, 'AuthKey_KEY9876543.p8'));
    await page.waitForFunction(
      () =>
        (document.querySelector('input[type="file"]') as HTMLInputElement).getAttribute('aria-invalid') ===
        null,
    );
    expect(await generator.getByLabel('Key ID').inputValue()).toBe('KEY9876543');
    expect(await generator.getByLabel('Team ID').inputValue()).toBe('TEAM123456');
    await generator.getByRole('button', { name: 'Generate client secret' }).click();
    await generator.getByText(/^Expires on .* UTC\. Generate a new secret/).waitFor();

    const token = await generator.getByLabel('Client secret').inputValue();
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: 'KEY9876543' });
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      subject: 'com.example.web',
      audience: 'https://appleid.apple.com',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15_777_000);
  });
});

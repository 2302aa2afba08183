import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrollment } from '@/examples/mfa/enroll-factor';
import { listAuthenticatorApps, removeAuthenticatorApp } from '@/examples/mfa/manage-factors';
import { authenticatorApp, needsSecondFactor } from '@/examples/mfa/sign-in-step';
import { verifyCode } from '@/examples/mfa/verify-code';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { APP_ORIGIN, claimsOf, signedIn, signUpConfirmed } from './auth-flow-support';

/*
 * The MFA guide's example code, run with supabase-js against the local platform service (platform-dev, in
 * memory): enroll an authenticator app, compute its codes with otplib as the app would, verify to aal2, ask
 * for the code at the next sign-in, list and remove the factor.
 */

const PASSWORD = 'correct horse battery';
let service: RunningPlatformDev;
beforeAll(async () => {
  service = await startPlatformDev({
    port: 0,
    allowedOrigins: [APP_ORIGIN],
    memory: true,
    mailOutbox: true,
    quiet: true,
  });
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

/** A confirmed user with a verified authenticator app; returns its secret, as the app holds it. */
async function userWithApp(email: string) {
  await signUpConfirmed(service, email, PASSWORD);
  const { supabase } = await signedIn(service, email, PASSWORD);
  const factor = await startEnrollment(supabase, 'Phone');
  await verifyCode(supabase, factor.factorId, await generate({ secret: factor.secret }));
  return { supabase, factorId: factor.factorId, secret: factor.secret };
}

describe('enrollment', () => {
  it('shows a QR code, the secret and an otpauth URI; the first code verifies the factor at aal2', async () => {
    await signUpConfirmed(service, 'ada@example.com', PASSWORD);
    const { supabase, session } = await signedIn(service, 'ada@example.com', PASSWORD);
    expect(claimsOf(session.access_token).aal).toBe('aal1');
    expect(await needsSecondFactor(supabase)).toBe(false);

    const factor = await startEnrollment(supabase, 'Phone');
    expect(factor.qrCode).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = new URL(factor.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.secret);
    expect(decodeURIComponent(uri.pathname)).toContain('ada@example.com');
    expect(await listAuthenticatorApps(supabase)).toEqual([
      expect.objectContaining({ id: factor.factorId, friendly_name: 'Phone', status: 'unverified' }),
    ]);

    const verified = await verifyCode(supabase, factor.factorId, await generate({ secret: factor.secret }));
    const claims = claimsOf(verified.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual([
      expect.objectContaining({ method: 'totp' }),
      expect.objectContaining({ method: 'password' }),
    ]);
    const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('starts over cleanly after an abandoned enrollment with the same name', async () => {
    await signUpConfirmed(service, 'bo@example.com', PASSWORD);
    const { supabase } = await signedIn(service, 'bo@example.com', PASSWORD);
    const abandoned = await startEnrollment(supabase, 'Laptop');
    const second = await startEnrollment(supabase, 'Laptop');
    expect(second.factorId).not.toBe(abandoned.factorId);
    expect((await listAuthenticatorApps(supabase)).map((factor) => factor.id)).toEqual([second.factorId]);
  });
});

describe('sign-in with the second factor', () => {
  it('asks for a code after the password, and the code raises the session to aal2', async () => {
    const { secret } = await userWithApp('cy@example.com');
    const { supabase, session } = await signedIn(service, 'cy@example.com', PASSWORD);
    expect(claimsOf(session.access_token).aal).toBe('aal1');
    expect(await needsSecondFactor(supabase)).toBe(true);

    const factor = await authenticatorApp(supabase);
    // The enrollment used the current code, and platform-dev takes a code once per factor (the platform
    // would take it again within its window): the app's next code, inside the one-window tolerance.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const verified = await verifyCode(supabase, factor.id, next);
    expect(claimsOf(verified.access_token).aal).toBe('aal2');
    expect(await needsSecondFactor(supabase)).toBe(false);
    const { data } = await supabase.auth.getSession();
    expect(claimsOf(data.session?.access_token).aal).toBe('aal2');
  });

  it('refuses a wrong code and leaves the session at aal1', async () => {
    const { secret } = await userWithApp('di@example.com');
    const { supabase } = await signedIn(service, 'di@example.com', PASSWORD);
    const factor = await authenticatorApp(supabase);
    const right = await generate({ secret });
    const wrong = right === '000000' ? '111111' : '000000';
    await expect(verifyCode(supabase, factor.id, wrong)).rejects.toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
    });
    expect(await needsSecondFactor(supabase)).toBe(true);
  });
});

describe('managing factors', () => {
  it('removes a verified factor only from an aal2 session, which then drops to aal1', async () => {
    const { supabase, factorId } = await userWithApp('ed@example.com');
    expect(await listAuthenticatorApps(supabase)).toEqual([
      expect.objectContaining({ id: factorId, friendly_name: 'Phone', status: 'verified' }),
    ]);

    const { supabase: passwordOnly } = await signedIn(service, 'ed@example.com', PASSWORD);
    await expect(removeAuthenticatorApp(passwordOnly, factorId)).rejects.toMatchObject({
      code: 'insufficient_aal',
    });

    await removeAuthenticatorApp(supabase, factorId);
    expect(await listAuthenticatorApps(supabase)).toEqual([]);
    const { data } = await supabase.auth.getSession();
    expect(claimsOf(data.session?.access_token).aal).toBe('aal1');
    expect(await needsSecondFactor(supabase)).toBe(false);
  });
});

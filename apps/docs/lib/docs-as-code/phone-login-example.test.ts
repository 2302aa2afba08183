import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInWithPhone, signUpWithPhone } from '@/examples/phone-login/password-sign-up';
import { sendCode } from '@/examples/phone-login/send-code';
import { verifyCode } from '@/examples/phone-login/verify-code';
import { type AuthSmsStandIn, startAuthSmsStandIn, VALID_CAPTCHA } from './auth-sms-stand-in';

/*
 * The phone-login pages' sample code, run with supabase-js over HTTP against a stand-in of the auth server's
 * phone endpoints (auth-sms-stand-in.ts): the code is texted to an outbox, typed back, and opens a session.
 */

let auth: AuthSmsStandIn;
beforeAll(async () => {
  auth = await startAuthSmsStandIn();
});
afterAll(async () => {
  await new Promise((resolve) => auth?.server.close(resolve));
});

// Node 20 has no global WebSocket, which supabase-js wants for Realtime; this test never opens it.
const client = () =>
  createClient(auth.url, 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

const lastCodeFor = (phone: string) => auth.outbox.filter((sms) => sms.phone === phone).at(-1)?.code ?? '';

describe('the one-time code flow', () => {
  it('texts a code to the number and signs the user in with it', async () => {
    const supabase = client();
    await sendCode(supabase, '+15555550100');
    const code = lastCodeFor('15555550100');
    expect(code).toMatch(/^\d{6}$/);

    const session = await verifyCode(supabase, '+15555550100', code);
    expect(session?.user.phone).toBe('15555550100');
    const { data } = await supabase.auth.getSession();
    expect(data.session?.access_token).toBe(session?.access_token);
  });

  it('refuses a wrong code, and a right code used twice', async () => {
    const supabase = client();
    await sendCode(supabase, '+447700900123');
    const code = lastCodeFor('447700900123');
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyCode(supabase, '+447700900123', wrong)).rejects.toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
    await verifyCode(supabase, '+447700900123', code);
    await expect(verifyCode(supabase, '+447700900123', code)).rejects.toMatchObject({ status: 403 });
  });

  it('sends the CAPTCHA token when protection is on, and fails without one', async () => {
    auth.requireCaptcha = true;
    try {
      const supabase = client();
      await expect(sendCode(supabase, '+4915123456789')).rejects.toThrow(
        'captcha verification process failed',
      );
      await sendCode(supabase, '+4915123456789', VALID_CAPTCHA);
      expect(lastCodeFor('4915123456789')).toMatch(/^\d{6}$/);
    } finally {
      auth.requireCaptcha = false;
    }
  });

  it('turns a number without its country code into a clear error', async () => {
    await expect(sendCode(client(), '555')).rejects.toThrow('Invalid phone number format');
  });
});

describe('sign-up with a phone number and password', () => {
  it('needs the texted code once, then the password alone signs in', async () => {
    const supabase = client();
    await signUpWithPhone(supabase, '+15555550142', 'correct horse battery');
    await expect(signInWithPhone(supabase, '+15555550142', 'correct horse battery')).rejects.toThrow(
      'Phone not confirmed',
    );

    await verifyCode(supabase, '+15555550142', lastCodeFor('15555550142'));
    const texted = auth.outbox.length;
    const session = await signInWithPhone(client(), '+15555550142', 'correct horse battery');
    expect(session.user.phone).toBe('15555550142');
    expect(auth.outbox.length).toBe(texted);
    await expect(signInWithPhone(client(), '+15555550142', 'wrong password')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
  });
});

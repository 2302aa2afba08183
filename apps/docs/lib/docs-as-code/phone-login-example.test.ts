import { createClient } from '@supabase/supabase-js';
import { DEV_CAPTCHA_TOKEN } from 'platform-dev/dev-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInWithPhone, signUpWithPhone } from '@/examples/phone-login/password-sign-up';
import { sendCode } from '@/examples/phone-login/send-code';
import { verifyCode } from '@/examples/phone-login/verify-code';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';

/*
 * The phone-login pages' sample code, run with supabase-js against the local platform service
 * (services/platform-dev, in memory, its own process): the code is texted to the service's dev outbox, read
 * back from GET /dev/sms-outbox, typed in, and opens a session. A second instance requires a CAPTCHA token.
 */

let auth: RunningPlatformDev;
let guarded: RunningPlatformDev;
beforeAll(async () => {
  const options = {
    port: 0,
    allowedOrigins: ['http://127.0.0.1:3000'],
    memory: true,
    smsOutbox: true,
    quiet: true,
  };
  [auth, guarded] = await Promise.all([
    startPlatformDev(options),
    startPlatformDev({ ...options, captcha: true }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([auth?.stop(), guarded?.stop()]);
});

// Node 20 has no global WebSocket, which supabase-js wants for Realtime; this test never opens it.
const client = (service = auth) =>
  createClient(service.url, 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

interface Sms {
  phone: string;
  code: string;
}

async function texts(phone: string, service = auth): Promise<Sms[]> {
  const response = await fetch(`${service.url}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  if (!response.ok) throw new Error(`the SMS outbox answered ${response.status}`);
  return ((await response.json()) as { messages: Sms[] }).messages;
}

const lastCodeFor = async (phone: string, service = auth) => (await texts(phone, service)).at(-1)?.code ?? '';

describe('the one-time code flow', () => {
  it('texts a code to the number and signs the user in with it', async () => {
    const supabase = client();
    await sendCode(supabase, '+15555550100');
    const code = await lastCodeFor('+15555550100');
    expect(code).toMatch(/^\d{6}$/);

    const session = await verifyCode(supabase, '+15555550100', code);
    expect(session?.user.phone).toBe('15555550100');
    const { data } = await supabase.auth.getSession();
    expect(data.session?.access_token).toBe(session?.access_token);
    const { data: fromServer } = await supabase.auth.getUser();
    expect(fromServer.user?.id).toBe(session?.user.id);
  });

  it('refuses a wrong code, and a right code used twice', async () => {
    const supabase = client();
    await sendCode(supabase, '+447700900123');
    const code = await lastCodeFor('+447700900123');
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyCode(supabase, '+447700900123', wrong)).rejects.toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
    await verifyCode(supabase, '+447700900123', code);
    await expect(verifyCode(supabase, '+447700900123', code)).rejects.toMatchObject({ status: 403 });
  });

  it('sends the CAPTCHA token when protection is on, and fails without one', async () => {
    const supabase = client(guarded);
    await expect(sendCode(supabase, '+4915123456789')).rejects.toThrow('captcha verification process failed');
    await sendCode(supabase, '+4915123456789', DEV_CAPTCHA_TOKEN);
    expect(await lastCodeFor('+4915123456789', guarded)).toMatch(/^\d{6}$/);
  });

  it('turns a number without its country code into a clear error', async () => {
    // A UK mobile number in its national form: the leading 0 is not a country code.
    await expect(sendCode(client(), '07700 900123')).rejects.toThrow('Invalid phone number format');
  });

  it('refuses a second code for the same number within the resend window', async () => {
    const supabase = client();
    await sendCode(supabase, '+15555550177');
    await expect(sendCode(supabase, '+15555550177')).rejects.toMatchObject({
      status: 429,
      code: 'over_sms_send_rate_limit',
    });
  });
});

describe('sign-up with a phone number and password', () => {
  it('needs the texted code once, then the password alone signs in', async () => {
    const supabase = client();
    await signUpWithPhone(supabase, '+15555550142', 'correct horse battery');
    await expect(signInWithPhone(supabase, '+15555550142', 'correct horse battery')).rejects.toThrow(
      'Phone not confirmed',
    );

    await verifyCode(supabase, '+15555550142', await lastCodeFor('+15555550142'));
    const texted = (await texts('+15555550142')).length;
    const session = await signInWithPhone(client(), '+15555550142', 'correct horse battery');
    expect(session.user.phone).toBe('15555550142');
    expect(await texts('+15555550142')).toHaveLength(texted);
    await expect(signInWithPhone(client(), '+15555550142', 'wrong password')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
  });
});

// Phone sign-in with @supabase/auth-js's unmodified GoTrueClient: codes texted to the dev outbox, verified
// once and before they expire, the resend window and the hourly limit from the shared facts, phone + password
// sign-up, the CAPTCHA flag, the outbox off by default, and nothing of a number or code in the log.
import limits from '@platform/facts/auth-rate-limits.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/auth/captcha.ts';
import { SMS_CODE_LIFETIME_SECONDS } from '../src/routes/auth/phone.ts';
import { authClient } from './support/auth-client.ts';
import { bearer, type RawAnswer, requestFrom } from './support/http.ts';
import { databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer; // outbox on
let limited: TestServer; // outbox on, for the hourly limit alone
let plain: TestServer; // no flags but --captcha: the outbox stays off
beforeAll(async () => {
  [server, limited, plain] = await Promise.all([
    startTestServer({ smsOutbox: true }),
    startTestServer({ smsOutbox: true }),
    startTestServer({ captcha: true }),
  ]);
  // Three servers at once: on a loaded machine their starts take longer than the default minute.
}, 180_000);
afterAll(() => Promise.all([server?.close(), limited?.close(), plain?.close()]));

interface Sms {
  phone: string;
  body: string;
  code: string;
  sent_at: string;
}

const seen = { phones: new Set<string>(), codes: new Set<string>() };

async function outbox(base: string, phone: string): Promise<Sms[]> {
  const response = await fetch(`${base}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: Sms[] };
  for (const message of messages) seen.codes.add(message.code);
  return messages;
}

async function lastCode(base: string, phone: string): Promise<string> {
  const message = (await outbox(base, phone)).at(-1);
  if (!message) throw new Error('nothing was texted');
  return message.code;
}

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}/auth/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

let numbers = 0;
/** A fresh number per test (the resend window is per number): +1 555 01xx xxxx. */
function freshPhone(): { e164: string; digits: string } {
  const digits = `155501${String(++numbers).padStart(5, '0')}`;
  seen.phones.add(digits);
  return { e164: `+${digits}`, digits };
}

describe(`phone sign-in (${databaseKind})`, () => {
  it('texts a 6-digit code that auth-js trades for a session, and confirms the number', async () => {
    const { e164, digits } = freshPhone();
    const { client } = authClient(server.url);
    const sent = await client.signInWithOtp({ phone: e164 });
    expect(sent.error).toBeNull();

    const [message, ...more] = await outbox(server.url, e164);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ phone: digits, code: expect.stringMatching(/^\d{6}$/) });
    expect(message?.body).toContain(message?.code);

    const { data, error } = await client.verifyOtp({ phone: e164, token: message?.code ?? '', type: 'sms' });
    expect(error).toBeNull();
    expect(data.session?.user).toMatchObject({
      phone: digits,
      email: '',
      app_metadata: { provider: 'phone' },
    });
    expect(data.session?.user.phone_confirmed_at).toBeTruthy();
    expect((await client.getSession()).data.session?.access_token).toBe(data.session?.access_token);

    // The session is a real one: the user endpoint answers for it.
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: bearer(data.session?.access_token ?? ''),
    });
    expect(await user.json()).toMatchObject({ id: data.user?.id, phone: digits });

    // Only a keyed hash is stored, with GoTrue's default lifetime.
    const [row] = await server.app.db.query<{ code_hash: string; lifetime: number }>(
      `SELECT code_hash, extract(epoch FROM expires_at - sent_at)::integer AS lifetime
         FROM phone_otps WHERE phone = $1`,
      [digits],
    );
    expect(row?.lifetime).toBe(SMS_CODE_LIFETIME_SECONDS);
    expect(row?.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.code_hash).not.toContain(message?.code);
  });

  it('refuses a wrong code and a used one with otp_expired; a known number signs in again', async () => {
    const { e164 } = freshPhone();
    const { client } = authClient(server.url);
    await client.signInWithOtp({ phone: e164 });
    const code = await lastCode(server.url, e164);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await client.verifyOtp({ phone: e164, token: wrong, type: 'sms' });
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    expect((await client.verifyOtp({ phone: e164, token: code, type: 'sms' })).error).toBeNull();
    const reused = await client.verifyOtp({ phone: e164, token: code, type: 'sms' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });

    // An unknown number gets the same answer as a wrong code.
    const unknown = await post(server.url, 'verify', { phone: freshPhone().e164, token: code, type: 'sms' });
    expect(unknown.status).toBe(403);
  });

  it('refuses an expired code', async () => {
    const { e164, digits } = freshPhone();
    const { client } = authClient(server.url);
    await client.signInWithOtp({ phone: e164 });
    const code = await lastCode(server.url, e164);
    // Age the code instead of waiting a minute: the server compares with the database clock.
    await server.app.db.query(
      `UPDATE phone_otps SET expires_at = now() - interval '1 second' WHERE phone = $1`,
      [digits],
    );
    const { error } = await client.verifyOtp({ phone: e164, token: code, type: 'sms' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it(`refuses a resend inside the ${limits.requestWindow.seconds} s window with 429 and Retry-After`, async () => {
    const { e164, digits } = freshPhone();
    expect((await post(server.url, 'otp', { phone: e164 })).status).toBe(200);
    const again = await post(server.url, 'otp', { phone: digits }); // the same number, written without the plus
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(limits.requestWindow.seconds - 5);
    expect(retryAfter).toBeLessThanOrEqual(limits.requestWindow.seconds);
    expect(await again.json()).toMatchObject({
      code: 'over_sms_send_rate_limit',
      msg: `For security purposes, you can only request this after ${retryAfter} seconds.`,
    });
    expect(await outbox(server.url, e164)).toHaveLength(1);

    // Once the window has passed (moved back in the database), a new code replaces the old one.
    const first = await lastCode(server.url, e164);
    await server.app.db.query(
      `UPDATE phone_otps SET sent_at = sent_at - make_interval(secs => $2) WHERE phone = $1`,
      [digits, limits.requestWindow.seconds],
    );
    expect((await post(server.url, 'otp', { phone: e164 })).status).toBe(200);
    expect(await outbox(server.url, e164)).toHaveLength(2);
    const second = await lastCode(server.url, e164);
    // The first code no longer works (a fresh code equal to the old one is a 1-in-a-million coincidence).
    if (first !== second) {
      const { error } = await authClient(server.url).client.verifyOtp({
        phone: e164,
        token: first,
        type: 'sms',
      });
      expect(error).toMatchObject({ code: 'otp_expired' });
    }
  });

  it('refuses numbers that are not E.164 and, with create_user false, numbers without an account', async () => {
    const { client } = authClient(server.url);
    for (const phone of ['07700 900123', '+1 (555) 0100', 'not a number', '+1234567890123456']) {
      const { error } = await client.signInWithOtp({ phone });
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid phone number format (E.164 required)',
      });
    }
    const { e164 } = freshPhone();
    const { error } = await client.signInWithOtp({ phone: e164, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    expect(await outbox(server.url, e164)).toEqual([]);
  });

  it('signs up with a phone and password: unconfirmed until the texted code, then the password alone', async () => {
    const { e164, digits } = freshPhone();
    const password = 'correct horse battery';
    const { client } = authClient(server.url);
    const signUp = await client.signUp({ phone: e164, password });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ phone: digits });
    expect(signUp.data.user?.phone_confirmed_at).toBeUndefined();

    const early = await client.signInWithPassword({ phone: e164, password });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'phone_not_confirmed',
      message: 'Phone not confirmed',
    });

    const confirmed = await client.verifyOtp({
      phone: e164,
      token: await lastCode(server.url, e164),
      type: 'sms',
    });
    expect(confirmed.error).toBeNull();
    const signIn = await authClient(server.url).client.signInWithPassword({ phone: e164, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user).toMatchObject({ id: signUp.data.user?.id, phone: digits });
    const wrong = await authClient(server.url).client.signInWithPassword({
      phone: e164,
      password: 'nope-nope',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    // Signing up a confirmed number again (once the resend window has passed, as for any number) looks
    // like a sign-up but texts nothing and changes nothing.
    const texted = (await outbox(server.url, e164)).length;
    await server.app.db.query(
      `UPDATE phone_otps SET sent_at = sent_at - make_interval(secs => $2) WHERE phone = $1`,
      [digits, limits.requestWindow.seconds],
    );
    const repeat = await authClient(server.url).client.signUp({ phone: e164, password: 'another password' });
    expect(repeat.error).toBeNull();
    expect(repeat.data.user?.id).not.toBe(signUp.data.user?.id);
    expect(await outbox(server.url, e164)).toHaveLength(texted);
    expect(
      (await authClient(server.url).client.signInWithPassword({ phone: e164, password })).error,
    ).toBeNull();

    const weak = await authClient(server.url).client.signUp({ phone: freshPhone().e164, password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it(`stops texting after ${limits.otp.perHour} codes in an hour for the project, with Retry-After`, async () => {
    const { perHour } = limits.otp;
    const answers = [];
    // Each from another client IP, so the per-client share (platform-dev's own limit) is not what stops them.
    for (let i = 0; i <= perHour; i++) {
      answers.push(
        await requestFrom(`127.0.3.${i + 1}`, `${limited.url}/auth/v1/otp`, {
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ phone: freshPhone().e164 }),
        }),
      );
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, perHour)).toEqual(Array(perHour).fill(200));
    const over = answers[perHour] as RawAnswer;
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text)).toMatchObject({
      code: 'over_sms_send_rate_limit',
      msg: 'SMS rate limit exceeded',
    });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600 / perHour);
  });
});

describe(`phone sign-in options (${databaseKind})`, () => {
  it('has no outbox unless started with --sms-outbox', async () => {
    const response = await fetch(`${plain.url}/dev/sms-outbox?phone=15555550100`);
    expect(response.status).toBe(404);
  });

  it('with --captcha, asks for the CAPTCHA token on /otp, /signup and password sign-in', async () => {
    const { e164 } = freshPhone();
    const { client } = authClient(plain.url);
    const missing = await client.signInWithOtp({ phone: e164 });
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha verification process failed',
    });
    const wrong = await client.signInWithOtp({ phone: e164, options: { captchaToken: 'made-up' } });
    expect(wrong.error).toMatchObject({ status: 400, code: 'captcha_failed' });
    const signUp = await client.signUp({ phone: freshPhone().e164, password: 'long enough' });
    expect(signUp.error).toMatchObject({ code: 'captcha_failed' });
    const password = await client.signInWithPassword({ phone: e164, password: 'long enough' });
    expect(password.error).toMatchObject({ code: 'captcha_failed' });

    const passed = await client.signInWithOtp({ phone: e164, options: { captchaToken: DEV_CAPTCHA_TOKEN } });
    expect(passed.error).toBeNull();
  });

  it('never writes a phone number or a code to the log', () => {
    const logs = [...server.logs, ...limited.logs, ...plain.logs].join('');
    expect(seen.phones.size).toBeGreaterThan(30);
    expect(seen.codes.size).toBeGreaterThan(3);
    for (const phone of seen.phones) expect(logs).not.toContain(phone);
    for (const code of seen.codes) expect(logs).not.toContain(code);
  });
});

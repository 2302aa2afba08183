// Email flows with @supabase/auth-js's unmodified GoTrueClient against the real server and the dev mail
// outbox: sign-up with confirmation (PKCE and implicit), "email not confirmed", magic links and email codes,
// password reset, email change, resend, and the outbox being off by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from './support/auth-client.ts';
import { bearer } from './support/http.ts';
import { claimsOf, follow, freshEmail, lastMail, mailsTo, post } from './support/mail.ts';
import {
  DOCS_ORIGIN,
  databaseKind,
  GUIDES_ORIGIN,
  startTestServer,
  type TestServer,
} from './support/server.ts';

let server: TestServer; // --mail-outbox
let plain: TestServer; // no flags
beforeAll(async () => {
  [server, plain] = await Promise.all([startTestServer({ mailOutbox: true }), startTestServer()]);
});
afterAll(() => Promise.all([server?.close(), plain?.close()]));

const PASSWORD = 'correct horse battery';
const CALLBACK = `${DOCS_ORIGIN}/auth/callback`;
const seen = { emails: new Set<string>(), secrets: new Set<string>() };

function email(label?: string) {
  const address = freshEmail(label);
  seen.emails.add(address);
  return address;
}

async function mail(address: string) {
  const message = await lastMail(server.url, address);
  seen.secrets.add(message.code);
  seen.secrets.add(new URL(message.link).searchParams.get('token') ?? '');
  return message;
}

describe(`email sign-up (${databaseKind})`, () => {
  it('signs up with PKCE: a confirmation mail whose link returns a code that auth-js exchanges', async () => {
    const address = email('pkce');
    const { client } = authClient(server.url);
    const signUp = await client.signUp({
      email: address.toUpperCase(),
      password: PASSWORD,
      options: { emailRedirectTo: CALLBACK, data: { name: 'Ada' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email: address, user_metadata: { name: 'Ada' } });
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const [message, ...more] = await mailsTo(server.url, address);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ to: address, subject: 'Confirm your signup' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.link);
    expect(message?.html).toContain(message?.code);
    const link = new URL(message?.link ?? '');
    expect(link.origin + link.pathname).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toMatch(/^pkce_/);
    await mail(address);

    // Not confirmed yet: the password is right, but sign-in is refused.
    const early = await authClient(server.url).client.signInWithPassword({
      email: address,
      password: PASSWORD,
    });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const back = await follow(message?.link ?? '');
    expect(back.origin + back.pathname).toBe(CALLBACK);
    const code = back.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);
    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(address);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect(claimsOf(exchanged.data.session?.access_token ?? '')).toMatchObject({
      email: address,
      aal: 'aal1',
      is_anonymous: false,
      amr: [{ method: 'otp' }],
    });

    // Confirmed: the password works now; the link does not work twice.
    const later = await authClient(server.url).client.signInWithPassword({
      email: address,
      password: PASSWORD,
    });
    expect(later.error).toBeNull();
    const again = await follow(message?.link ?? '');
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    const hash = new URLSearchParams(again.hash.slice(1));
    expect(hash.get('error')).toBe('access_denied');
    expect(hash.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('signs up with the implicit flow: the link returns the session in the fragment', async () => {
    const address = email('implicit');
    const { client } = authClient(server.url, undefined, 'implicit');
    const redirectTo = `${GUIDES_ORIGIN}/guides/auth/welcome`;
    expect(
      (await client.signUp({ email: address, password: PASSWORD, options: { emailRedirectTo: redirectTo } }))
        .error,
    ).toBeNull();
    const message = await mail(address);
    expect(new URL(message.link).searchParams.get('token')).not.toMatch(/^pkce_/);

    const back = await follow(message.link);
    expect(back.origin + back.pathname).toBe(redirectTo);
    expect(back.search).toBe('');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    const set = await client.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(address);
  });

  it('confirms a sign-up with the mailed 6-digit code instead of the link', async () => {
    const address = email('code');
    const { client } = authClient(server.url);
    await client.signUp({ email: address, password: PASSWORD });
    const { code } = await mail(address);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await client.verifyOtp({ email: address, token: wrong, type: 'signup' });
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const { data, error } = await client.verifyOtp({ email: address, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    const reused = await client.verifyOtp({ email: address, token: code, type: 'signup' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('verifies a token_hash (the link token) with POST /verify, and refuses an expired link', async () => {
    const address = email('hash');
    const { client } = authClient(server.url, undefined, 'implicit');
    await client.signUp({ email: address, password: PASSWORD });
    const tokenHash = new URL((await mail(address)).link).searchParams.get('token') ?? '';
    const { data, error } = await client.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);

    const late = email('late');
    await authClient(server.url).client.signUp({ email: late, password: PASSWORD });
    const message = await mail(late);
    await server.app.db.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE email = $1`,
      [late],
    );
    const back = await follow(message.link);
    expect(back.searchParams.get('error_code')).toBe('otp_expired');
    const byCode = await client.verifyOtp({ email: late, token: message.code, type: 'signup' });
    expect(byCode.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('answers a sign-up of a confirmed address like a new one, mails nothing and changes nothing', async () => {
    const address = email('twice');
    const { client } = authClient(server.url);
    const first = await client.signUp({ email: address, password: PASSWORD });
    const { code } = await mail(address);
    await client.verifyOtp({ email: address, token: code, type: 'signup' });
    const count = (await mailsTo(server.url, address)).length;
    await server.app.db.query(`DELETE FROM email_request_windows WHERE email = $1`, [address]);

    const repeat = await authClient(server.url).client.signUp({
      email: address,
      password: 'another password',
    });
    expect(repeat.error).toBeNull();
    expect(repeat.data.user?.id).not.toBe(first.data.user?.id);
    expect(Object.keys(repeat.data.user ?? {}).sort()).toEqual(Object.keys(first.data.user ?? {}).sort());
    expect(await mailsTo(server.url, address)).toHaveLength(count);
    const signIn = await authClient(server.url).client.signInWithPassword({
      email: address,
      password: PASSWORD,
    });
    expect(signIn.error).toBeNull();
  });

  it('resends the confirmation, and the new link replaces the old one', async () => {
    const address = email('resend');
    const { client } = authClient(server.url);
    await client.signUp({ email: address, password: PASSWORD });
    const first = await mail(address);
    const tooSoon = await client.resend({ type: 'signup', email: address });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await server.app.db.query(`DELETE FROM email_request_windows WHERE email = $1`, [address]);
    const resent = await client.resend({
      type: 'signup',
      email: address,
      options: { emailRedirectTo: CALLBACK },
    });
    expect(resent.error).toBeNull();
    const second = await mail(address);
    expect(second.link).not.toBe(first.link);
    expect((await follow(first.link)).searchParams.get('error_code')).toBe('otp_expired');
    const code = (await follow(second.link)).searchParams.get('code') ?? '';
    expect((await client.exchangeCodeForSession(code)).error).toBeNull();
  });
});

describe(`magic links and email codes (${databaseKind})`, () => {
  it('signs a new address up and in with a magic link (PKCE), then a known one with a code', async () => {
    const address = email('magic');
    const { client } = authClient(server.url);
    const sent = await client.signInWithOtp({ email: address, options: { emailRedirectTo: CALLBACK } });
    expect(sent.error).toBeNull();
    const first = await mail(address);
    expect(first.subject).toBe('Confirm your signup');
    const code = (await follow(first.link)).searchParams.get('code') ?? '';
    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(address);

    await server.app.db.query(`DELETE FROM email_request_windows WHERE email = $1`, [address]);
    const { client: other } = authClient(server.url);
    expect((await other.signInWithOtp({ email: address })).error).toBeNull();
    const second = await mail(address);
    expect(second.subject).toBe('Your Magic Link');
    expect(new URL(second.link).searchParams.get('type')).toBe('magiclink');
    const { data, error } = await other.verifyOtp({ email: address, token: second.code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(exchanged.data.user?.id);
    // A user made by a link has no password.
    const password = await other.signInWithPassword({ email: address, password: PASSWORD });
    expect(password.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses an unknown address with shouldCreateUser false and mails nothing', async () => {
    const address = email('nocreate');
    const { error } = await authClient(server.url).client.signInWithOtp({
      email: address,
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    expect(await mailsTo(server.url, address)).toEqual([]);
  });
});

describe(`password reset and user updates (${databaseKind})`, () => {
  it('resets a password: recovery mail, PASSWORD_RECOVERY, updateUser, sign-in with the new one', async () => {
    const address = email('reset');
    const { client: setup } = authClient(server.url);
    await setup.signUp({ email: address, password: PASSWORD });
    await setup.verifyOtp({ email: address, token: (await mail(address)).code, type: 'signup' });

    const { client } = authClient(server.url);
    const events: string[] = [];
    client.onAuthStateChange((event) => {
      events.push(event);
    });
    const asked = await client.resetPasswordForEmail(address, { redirectTo: `${CALLBACK}?next=/account` });
    expect(asked.error).toBeNull();
    const message = await mail(address);
    expect(message.subject).toBe('Reset Your Password');
    const back = await follow(message.link);
    expect(back.searchParams.get('next')).toBe('/account');
    const exchanged = await client.exchangeCodeForSession(back.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(claimsOf(exchanged.data.session?.access_token ?? '').amr).toEqual([
      expect.objectContaining({ method: 'recovery' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toContain('PASSWORD_RECOVERY');

    const same = await client.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const updated = await client.updateUser({ password: 'a brand new password', data: { plan: 'pro' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ plan: 'pro' });

    const old = await authClient(server.url).client.signInWithPassword({
      email: address,
      password: PASSWORD,
    });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await authClient(server.url).client.signInWithPassword({
      email: address,
      password: 'a brand new password',
    });
    expect(fresh.error).toBeNull();
  });

  it('answers a reset for an unknown address exactly like a known one, and mails nothing', async () => {
    const unknown = email('nobody');
    const response = await post(server.url, 'recover', { email: unknown });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await mailsTo(server.url, unknown)).toEqual([]);
    const again = await post(server.url, 'recover', { email: unknown });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
  });

  it('changes the email address once the link mailed to the new one is followed', async () => {
    const address = email('before');
    const next = email('after');
    const { client } = authClient(server.url);
    await client.signUp({ email: address, password: PASSWORD });
    await client.verifyOtp({ email: address, token: (await mail(address)).code, type: 'signup' });

    const asked = await client.updateUser({ email: next }, { emailRedirectTo: CALLBACK });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: address, new_email: next });
    const message = await mail(next);
    expect(message.subject).toBe('Confirm Email Change');
    // auth-js forgets its PKCE verifier when updateUser saves the session, so the mailed code is the way
    // back here (the link works for the implicit flow, see anonymous-sign-in.test.ts).
    const exchanged = await client.verifyOtp({ email: next, token: message.code, type: 'email_change' });
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(next);
    expect(exchanged.data.user?.new_email).toBeUndefined();
    const signIn = await authClient(server.url).client.signInWithPassword({
      email: next,
      password: PASSWORD,
    });
    expect(signIn.error).toBeNull();

    // Another user's address is refused.
    const taken = await client.updateUser({ email: 'demo@example.com' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('lists factors and the new fields on GET /user', async () => {
    const address = email('user');
    const { client } = authClient(server.url);
    await client.signUp({ email: address, password: PASSWORD });
    const { data } = await client.verifyOtp({
      email: address,
      token: (await mail(address)).code,
      type: 'signup',
    });
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: bearer(data.session?.access_token ?? ''),
    });
    expect(await response.json()).toMatchObject({ email: address, is_anonymous: false, user_metadata: {} });
  });
});

describe(`mail outbox (${databaseKind})`, () => {
  it('is a 404 without --mail-outbox, and a mail then goes nowhere', async () => {
    const address = email('plain');
    expect(
      (await authClient(plain.url).client.signUp({ email: address, password: PASSWORD })).error,
    ).toBeNull();
    const response = await fetch(`${plain.url}/dev/mail-outbox?email=${encodeURIComponent(address)}`);
    expect(response.status).toBe(404);
  });

  it('refuses a malformed address', async () => {
    const response = await fetch(`${server.url}/dev/mail-outbox?email=not-an-address`);
    expect(response.status).toBe(400);
  });

  it('never writes an address, link token or code to the log', () => {
    const logs = [...server.logs, ...plain.logs].join('');
    expect(seen.secrets.size).toBeGreaterThan(10);
    for (const address of seen.emails) expect(logs).not.toContain(address);
    for (const secret of seen.secrets) if (secret) expect(logs).not.toContain(secret);
  });
});

import { readFileSync } from 'node:fs';
import { createServerClient } from '@supabase/ssr';
import { createClient, type Session } from '@supabase/supabase-js';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { finishEmailLink } from '@/examples/email-auth/finish-email-link';
import { onPasswordRecovery } from '@/examples/email-auth/on-password-recovery';
import { requestPasswordReset } from '@/examples/email-auth/request-password-reset';
import { resendConfirmation } from '@/examples/email-auth/resend-confirmation';
import { sendMagicLink } from '@/examples/email-auth/send-magic-link';
import { signInWithEmail } from '@/examples/email-auth/sign-in';
import { signUpWithEmail, weakPasswordHint } from '@/examples/email-auth/sign-up';
import { updatePassword } from '@/examples/email-auth/update-password';
import { verifyEmailCode } from '@/examples/email-auth/verify-email-code';
import { verifyRecoveryCode } from '@/examples/email-auth/verify-recovery-code';
import { GET as nextCallback } from '@/examples/oauth-callback/nextjs/app/auth/callback/route';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { withoutCodeBlocks } from './code-blocks';

/*
 * The email guides' sample code (examples/email-auth/: email and password, magic links and codes, password
 * reset), run with supabase-js against one in-memory platform-dev started with --mail-outbox. Each mail is
 * read back from GET /dev/mail-outbox and its link followed as a mail client would; the redirect's `code` is
 * exchanged with the verifier of the client that asked, as in the browser that filled in the form. One address
 * per test: the service, like the platform, lets an address ask for a mail of one kind only once a minute.
 */

const SITE = 'http://localhost:3000';
const CALLBACK = `${SITE}/auth/callback`;
const ANON_KEY = 'anon-key-for-tests'; // the service accepts and ignores the apikey header
const PASSWORD = 'correct horse battery';
const DEMO_EMAIL = 'demo@example.com'; // seeded, confirmed

let platform: RunningPlatformDev;
beforeAll(async () => {
  // supabase-js wants a WebSocket for Realtime (Node 20 has none); no socket is opened here.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  platform = await startPlatformDev({
    port: 0,
    memory: true,
    mailOutbox: true,
    quiet: true,
    allowedOrigins: [SITE],
  });
  // For the OAuth guide's Next.js callback route, which reads them.
  process.env.NEXT_PUBLIC_SUPABASE_URL = platform.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = ANON_KEY;
}, 60_000);
afterAll(async () => {
  await platform?.stop();
});

/** A browser's client: PKCE, its storage (and so its verifier) in memory, no session detection in a URL. */
const browser = () =>
  createClient(platform.url, ANON_KEY, {
    auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

interface Mail {
  to: string;
  subject: string;
  link: string;
  code: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${platform.url}/dev/mail-outbox?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`the mail outbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

async function lastMail(email: string): Promise<Mail> {
  const mail = (await mailsTo(email)).at(-1);
  if (!mail) throw new Error(`nothing was mailed to ${email}`);
  return mail;
}

/** Opens a mailed link; resolves to where Auth redirects (the app's page, with `code` or an error). */
async function follow(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

let count = 0;
const fresh = (label: string) => `${label}-${++count}@example.com`;

/** An account whose address is confirmed, made the way the email-and-password page shows. */
async function confirmedAccount(label: string): Promise<string> {
  const email = fresh(label);
  const supabase = browser();
  await signUpWithEmail(supabase, email, PASSWORD, CALLBACK);
  const outcome = await finishEmailLink(supabase, await follow((await lastMail(email)).link));
  expect(outcome.status).toBe('signed-in');
  return email;
}

describe('email and password (email-password.mdx)', () => {
  it('signs up, refuses the unconfirmed address, confirms through the link, then signs in', async () => {
    const email = fresh('ada');
    const supabase = browser();
    const { user, mustConfirm } = await signUpWithEmail(
      supabase,
      email,
      PASSWORD,
      `${CALLBACK}?next=/welcome`,
    );
    expect(mustConfirm).toBe(true);
    expect(user?.email).toBe(email);
    expect(await signInWithEmail(browser(), email, PASSWORD)).toEqual({ status: 'unconfirmed' });

    const mail = await lastMail(email);
    expect(mail.subject).toMatch(/confirm/i);
    const back = new URL(await follow(mail.link));
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('next')).toBe('/welcome');
    expect(back.searchParams.get('code')).toBeTruthy();

    const outcome = await finishEmailLink(supabase, back.href);
    if (outcome.status !== 'signed-in') throw new Error(`not signed in: ${JSON.stringify(outcome)}`);
    expect(outcome.session.user.email).toBe(email);
    expect(outcome.session.user.email_confirmed_at).toBeTruthy();
    const { data } = await supabase.auth.getUser();
    expect(data.user?.id).toBe(user?.id);

    expect((await signInWithEmail(browser(), email, PASSWORD)).status).toBe('signed-in');
    await expect(signInWithEmail(browser(), email, 'not the password')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    // A link works once.
    expect(await finishEmailLink(browser(), await follow(mail.link))).toEqual({ status: 'expired' });
  });

  it('confirms the address from another browser, which still has to sign in', async () => {
    const email = fresh('laptop');
    await signUpWithEmail(browser(), email, PASSWORD, CALLBACK);
    const back = await follow((await lastMail(email)).link);
    expect(await finishEmailLink(browser(), back)).toEqual({ status: 'other-browser' });
    expect((await signInWithEmail(browser(), email, PASSWORD)).status).toBe('signed-in');
  });

  it('works with the OAuth guide’s Next.js callback route, which sets the session cookies', async () => {
    const email = fresh('ssr');
    const jar = new Map<string, string>();
    const server = createServerClient(platform.url, ANON_KEY, {
      cookies: {
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
        setAll: (cookies) => {
          for (const { name, value } of cookies) jar.set(name, value);
        },
      },
    });
    await signUpWithEmail(server, email, PASSWORD, `${CALLBACK}?next=/welcome`);
    const back = await follow((await lastMail(email)).link);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await nextCallback(new NextRequest(back, { headers: { cookie } }));
    expect(response.headers.get('location')).toBe(`${SITE}/welcome`);
    expect(response.headers.getSetCookie().some((line) => /^sb-[^=]*-auth-token(\.0)?=[^;]/.test(line))).toBe(
      true,
    );
  });

  it('refuses a weak password with its reasons, and one longer than bcrypt takes', async () => {
    const error = await signUpWithEmail(browser(), fresh('weak'), '12345', CALLBACK).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(weakPasswordHint(error)).toBe('Use a longer password.');
    expect(weakPasswordHint(new Error('offline'))).toBeNull();
    await expect(signUpWithEmail(browser(), fresh('long'), 'x'.repeat(73), CALLBACK)).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });

  it('answers a sign-up of a registered address like a new one, and mails nothing', async () => {
    const { user, mustConfirm } = await signUpWithEmail(browser(), DEMO_EMAIL, PASSWORD, CALLBACK);
    expect(mustConfirm).toBe(true);
    expect(user?.email).toBe(DEMO_EMAIL);
    expect(await mailsTo(DEMO_EMAIL)).toEqual([]);
  });

  it('resends the confirmation only after the wait; an unknown address gets the same answer and no mail', async () => {
    const email = fresh('resend');
    await signUpWithEmail(browser(), email, PASSWORD, CALLBACK);
    expect(await resendConfirmation(browser(), email, CALLBACK)).toBe('wait');
    expect(await mailsTo(email)).toHaveLength(1);

    const nobody = fresh('nobody');
    expect(await resendConfirmation(browser(), nobody, CALLBACK)).toBe('sent');
    expect(await mailsTo(nobody)).toEqual([]);
  });
});

describe('magic links and email codes (magic-links.mdx)', () => {
  it('signs a new address up and in with the link', async () => {
    const email = fresh('magic');
    const supabase = browser();
    await sendMagicLink(supabase, email, { redirectTo: `${CALLBACK}?next=/dashboard` });
    const back = new URL(await follow((await lastMail(email)).link));
    expect(back.searchParams.get('next')).toBe('/dashboard');
    const outcome = await finishEmailLink(supabase, back.href);
    if (outcome.status !== 'signed-in') throw new Error(`not signed in: ${JSON.stringify(outcome)}`);
    expect(outcome.session.user.email).toBe(email);
    // Asking again at once is refused for this address.
    await expect(sendMagicLink(supabase, email, { redirectTo: CALLBACK })).rejects.toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
  });

  it('signs a known address in with the 6-digit code, and refuses a wrong one', async () => {
    const supabase = browser();
    await sendMagicLink(supabase, DEMO_EMAIL, { redirectTo: CALLBACK, createUser: false });
    const { code } = await lastMail(DEMO_EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(verifyEmailCode(supabase, DEMO_EMAIL, wrong)).rejects.toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
    const session = await verifyEmailCode(supabase, DEMO_EMAIL, code);
    expect(session?.user.email).toBe(DEMO_EMAIL);
    await expect(verifyEmailCode(browser(), DEMO_EMAIL, code)).rejects.toMatchObject({ code: 'otp_expired' });
  });

  it('refuses an unknown address when createUser is false, and mails nothing', async () => {
    const email = fresh('stranger');
    await expect(
      sendMagicLink(browser(), email, { redirectTo: CALLBACK, createUser: false }),
    ).rejects.toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('password reset (password-reset.mdx)', () => {
  it('resets through the link: PASSWORD_RECOVERY, the new password, a sign-in with it', async () => {
    const email = await confirmedAccount('forgetful');
    const supabase = browser();
    const recovered: Session[] = [];
    const stop = onPasswordRecovery(supabase, (session) => recovered.push(session));

    await requestPasswordReset(supabase, email, `${SITE}/account/update-password`);
    const back = new URL(await follow((await lastMail(email)).link));
    expect(back.origin + back.pathname).toBe(`${SITE}/account/update-password`);
    // What supabase-js does by itself when that page loads in a browser.
    expect((await finishEmailLink(supabase, back.href)).status).toBe('signed-in');
    await vi.waitFor(() => expect(recovered).toHaveLength(1));
    expect(recovered[0]?.user.email).toBe(email);

    await expect(updatePassword(supabase, PASSWORD)).rejects.toMatchObject({ code: 'same_password' });
    await expect(updatePassword(supabase, 'short')).rejects.toMatchObject({ code: 'weak_password' });
    expect((await updatePassword(supabase, 'a new and longer secret')).email).toBe(email);
    stop();

    await expect(signInWithEmail(browser(), email, PASSWORD)).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect((await signInWithEmail(browser(), email, 'a new and longer secret')).status).toBe('signed-in');
  });

  it('resets with the emailed code on another device', async () => {
    const email = await confirmedAccount('two-devices');
    await requestPasswordReset(browser(), email, `${SITE}/account/update-password`);
    const phone = browser();
    const recovered: Session[] = [];
    const stop = onPasswordRecovery(phone, (session) => recovered.push(session));
    await verifyRecoveryCode(phone, email, (await lastMail(email)).code);
    await vi.waitFor(() => expect(recovered).toHaveLength(1));
    await updatePassword(phone, 'typed on the phone');
    stop();
    expect((await signInWithEmail(browser(), email, 'typed on the phone')).status).toBe('signed-in');
  });

  it('answers a reset for an unknown address like a known one, and mails nothing', async () => {
    const email = fresh('unknown');
    await requestPasswordReset(browser(), email, `${SITE}/account/update-password`);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('the magic-links page takes its limits from shared data', () => {
  const page = withoutCodeBlocks(
    readFileSync(new URL('../../content/guides/auth/magic-links.mdx', import.meta.url), 'utf8'),
  );

  it('renders the OTP allowance and the per-address wait, and writes neither by hand', () => {
    expect(page).toContain('<SharedData path="auth.rateLimits.otpPerHour" />');
    expect(page).toContain('<SharedData path="auth.rateLimits.requestWindow" />');
    expect(page).not.toMatch(/\b(30|60) (requests|seconds|per hour)\b/);
  });
});

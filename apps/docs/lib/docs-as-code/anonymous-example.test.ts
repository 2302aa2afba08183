import { DEV_CAPTCHA_TOKEN } from 'platform-dev/dev-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from '@/data/auth-rate-limits';
import { addEmail, addPassword } from '@/examples/anonymous/keep-account';
import { isGuest, signInAsGuest } from '@/examples/anonymous/sign-in-as-guest';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { APP_ORIGIN, claimsOf, follow, lastMail, supabaseFor } from './auth-flow-support';

/*
 * The anonymous sign-ins guide's example code, run with supabase-js against the local platform service
 * (platform-dev, in memory, with CAPTCHA protection on as the page advises): a guest with is_anonymous in the
 * user and the JWT, kept by adding an email (the mailed link, as the browser client follows it) and a
 * password, and the per-IP limit the page quotes from the shared rate-limit data.
 */

const CALLBACK = `${APP_ORIGIN}/auth/callback`;
let service: RunningPlatformDev;
/** Anonymous sign-ins that succeeded in this file: the limit test counts them against the burst. */
let guestsCreated = 0;

beforeAll(async () => {
  service = await startPlatformDev({
    port: 0,
    allowedOrigins: [APP_ORIGIN],
    memory: true,
    mailOutbox: true,
    captcha: true,
    quiet: true,
  });
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

async function guest() {
  const supabase = supabaseFor(service);
  const session = await signInAsGuest(supabase, DEV_CAPTCHA_TOKEN);
  guestsCreated += 1;
  return { supabase, session };
}

describe('signing a visitor in', () => {
  it('needs the CAPTCHA token once protection is on', async () => {
    await expect(signInAsGuest(supabaseFor(service))).rejects.toThrow('captcha verification process failed');
  });

  it('creates an authenticated user marked anonymous, in the user and in the JWT', async () => {
    const { supabase, session } = await guest();
    expect(isGuest(session)).toBe(true);
    expect(session?.user.email).toBeFalsy();
    expect(claimsOf(session?.access_token)).toMatchObject({
      role: 'authenticated',
      is_anonymous: true,
      amr: [expect.objectContaining({ method: 'anonymous' })],
    });
    const { data } = await supabase.auth.getUser();
    expect(data.user).toMatchObject({ id: session?.user.id, is_anonymous: true });

    const { session: another } = await guest();
    expect(another?.user.id).not.toBe(session?.user.id);
  });
});

describe('keeping the account', () => {
  it('adds an email through the mailed link, then a password, under the same user id', async () => {
    const { supabase, session } = await guest();
    const id = session?.user.id;

    const pending = await addEmail(supabase, 'kept@example.com', CALLBACK);
    expect(pending).toMatchObject({ id, is_anonymous: true, new_email: 'kept@example.com' });
    await expect(addPassword(supabase, 'a password to keep')).rejects.toMatchObject({ status: 422 });

    const mail = await lastMail(service, 'kept@example.com');
    const back = await follow(mail.link);
    expect(back.origin + back.pathname).toBe(CALLBACK);
    // The browser client reads the new session from the fragment when the page loads; here, by hand.
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const { data, error } = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email: 'kept@example.com', is_anonymous: false });
    expect(isGuest(data.session)).toBe(false);
    expect(claimsOf(data.session?.access_token).is_anonymous).toBe(false);

    await addPassword(supabase, 'a password to keep');
    const again = await supabaseFor(service).auth.signInWithPassword({
      email: 'kept@example.com',
      password: 'a password to keep',
      options: { captchaToken: DEV_CAPTCHA_TOKEN },
    });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(id);
  });

  it('refuses an address that belongs to another account', async () => {
    const { supabase } = await guest();
    await expect(addEmail(supabase, 'kept@example.com', CALLBACK)).rejects.toMatchObject({
      code: 'email_exists',
    });
  });
});

describe('the anonymous sign-in limit', () => {
  it('refuses sign-ins from one address once the burst the page quotes is spent', async () => {
    const { burst } = authRateLimits.anonymousSignIns;
    let refusal: unknown = null;
    while (guestsCreated <= burst + 1) {
      try {
        await guest();
      } catch (error) {
        refusal = error;
        break;
      }
    }
    expect(refusal).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // One token may have flowed back on a slow machine (the hourly rate refills one every couple of minutes).
    expect(guestsCreated).toBeGreaterThanOrEqual(burst);
    expect(guestsCreated).toBeLessThanOrEqual(burst + 1);
  });
});

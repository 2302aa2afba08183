import { readFileSync } from 'node:fs';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEnrollment } from '@/examples/mfa/enroll-factor';
import { verifyCode } from '@/examples/mfa/verify-code';
import { type AuthView, followAuthState } from '@/examples/sessions/follow-auth-state';
import { refreshNow } from '@/examples/sessions/refresh-now';
import { userForRequest } from '@/examples/sessions/server-user';
import { signOutEverywhere, signOutHere, signOutOtherDevices } from '@/examples/sessions/sign-out';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import {
  APP_ORIGIN,
  claimsOf,
  follow,
  lastMail,
  mapStorage,
  signedIn,
  signUpConfirmed,
  supabaseFor,
} from './auth-flow-support';

/*
 * The sessions guide's example code, run with supabase-js against the local platform service (platform-dev,
 * in memory): onAuthStateChange reports the events in the order the page's table lists them, a refresh
 * trades the pair, getUser() refuses what getSession() takes from storage, and each sign-out scope ends
 * exactly the sessions the page says.
 */

const PAGE = new URL('../../content/guides/auth/sessions.mdx', import.meta.url);
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

/** Every event the installed client can emit: the compiler fails here when one is added or removed. */
const EVERY_EVENT = {
  INITIAL_SESSION: true,
  SIGNED_IN: true,
  TOKEN_REFRESHED: true,
  USER_UPDATED: true,
  MFA_CHALLENGE_VERIFIED: true,
  SIGNED_OUT: true,
  PASSWORD_RECOVERY: true,
} satisfies Record<AuthChangeEvent, true>;

/** The first column of the page's event table, in page order. */
function eventsOnThePage(): string[] {
  return [...readFileSync(PAGE, 'utf8').matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1] ?? '');
}

/** Whether Auth still accepts this access token (its session has not ended). */
async function accepted(session: Session | null): Promise<boolean> {
  const { error } = await supabaseFor(service).auth.getUser(session?.access_token ?? '');
  return error === null;
}

describe('onAuthStateChange', () => {
  it('lists every event of the installed client on the page', () => {
    expect([...eventsOnThePage()].sort()).toEqual(Object.keys(EVERY_EVENT).sort());
  });

  it('reports a session from page load to a password reset in the order of the page', async () => {
    const email = 'flo@example.com';
    await signUpConfirmed(service, email, PASSWORD);
    const supabase = supabaseFor(service, { flowType: 'pkce' });
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const shown: string[] = [];
    const view: AuthView = {
      showUser: (session) => shown.push(`user ${session.user.email}`),
      showSignedOut: () => shown.push('signed out'),
      showNewPasswordForm: () => shown.push('new password form'),
    };
    const stop = followAuthState(supabase, view);
    await vi.waitFor(() => expect(shown).toEqual(['signed out']));

    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const before = (await supabase.auth.getSession()).data.session;
    const refreshed = await refreshNow(supabase);
    expect(refreshed?.refresh_token).not.toBe(before?.refresh_token);
    // (The access token may come out identical: same claims, issued within the same second.)
    expect(refreshed?.user.id).toBe(before?.user.id);
    const { error } = await supabase.auth.updateUser({ data: { theme: 'dark' } });
    expect(error).toBeNull();
    const factor = await startEnrollment(supabase, 'Phone');
    await verifyCode(supabase, factor.factorId, await generate({ secret: factor.secret }));
    await signOutHere(supabase);

    await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${APP_ORIGIN}/account/password` });
    const back = await follow((await lastMail(service, email)).link);
    const exchanged = await supabase.auth.exchangeCodeForSession(back.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();

    expect(events).toEqual(eventsOnThePage());
    expect(shown).toEqual([
      'signed out',
      `user ${email}`,
      `user ${email}`,
      `user ${email}`,
      'signed out',
      'new password form',
    ]);
    stop();
    await supabase.auth.signOut({ scope: 'local' });
    expect(shown).toHaveLength(6);
  });
});

describe('getSession() and getUser() on a server', () => {
  it('takes a stored session as it is, and only getUser() notices it is forged or ended', async () => {
    await signUpConfirmed(service, 'gil@example.com', PASSWORD);
    await signUpConfirmed(service, 'hal@example.com', PASSWORD);
    const { session: gil } = await signedIn(service, 'gil@example.com', PASSWORD);
    const { supabase: browser, session: hal } = await signedIn(service, 'hal@example.com', PASSWORD);

    /** A server client whose cookie storage holds `session`, as a request's cookies would. */
    const serverWith = (session: Session) => {
      const storage = mapStorage();
      storage.setItem('sb-docs-test-auth-token', JSON.stringify(session));
      return supabaseFor(service, { storage });
    };

    const genuine = serverWith(hal);
    expect((await userForRequest(genuine))?.email).toBe('hal@example.com');

    // Hal's cookie, edited to claim Gil's id: the signature no longer matches, but nothing reads it locally.
    const [header, , signature] = hal.access_token.split('.');
    const claims = { ...claimsOf(hal.access_token), sub: gil.user.id, email: gil.user.email };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const forgedToken = [header, payload, signature].join('.');
    const forged = serverWith({ ...hal, access_token: forgedToken, user: gil.user });
    expect((await forged.auth.getSession()).data.session?.user.id).toBe(gil.user.id);
    expect(await userForRequest(forged)).toBeNull();

    // Hal signs out everywhere; the server still has the old cookie.
    const stale = serverWith(hal);
    await signOutEverywhere(browser);
    expect((await stale.auth.getSession()).data.session?.user.id).toBe(hal.user.id);
    expect(await userForRequest(stale)).toBeNull();
  });
});

describe('sign-out scopes', () => {
  it('local ends this session, others every other one, global all of them', async () => {
    const email = 'ivy@example.com';
    await signUpConfirmed(service, email, PASSWORD);
    const laptop = await signedIn(service, email, PASSWORD);
    const phone = await signedIn(service, email, PASSWORD);
    const tablet = await signedIn(service, email, PASSWORD);

    await signOutHere(phone.supabase);
    expect((await phone.supabase.auth.getSession()).data.session).toBeNull();
    expect(await accepted(phone.session)).toBe(false);
    expect(await accepted(laptop.session)).toBe(true);
    expect(await accepted(tablet.session)).toBe(true);

    const signedOut: AuthChangeEvent[] = [];
    laptop.supabase.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') signedOut.push(event);
    });
    await signOutOtherDevices(laptop.supabase);
    expect(await accepted(tablet.session)).toBe(false);
    expect(await accepted(laptop.session)).toBe(true);
    expect((await laptop.supabase.auth.getSession()).data.session?.access_token).toBe(
      laptop.session.access_token,
    );
    expect(signedOut).toEqual([]);
    const tabletRefresh = await tablet.supabase.auth.refreshSession();
    expect(tabletRefresh.error).not.toBeNull();

    const car = await signedIn(service, email, PASSWORD);
    await signOutEverywhere(laptop.supabase);
    expect(signedOut).toEqual(['SIGNED_OUT']);
    expect(await accepted(laptop.session)).toBe(false);
    expect(await accepted(car.session)).toBe(false);
    expect((await laptop.supabase.auth.getSession()).data.session).toBeNull();
    const carRefresh = await car.supabase.auth.refreshSession();
    expect(carRefresh.error).not.toBeNull();
  });
});

describe('when the password changes', () => {
  it('ends the other sessions and keeps this one', async () => {
    const email = 'jo@example.com';
    await signUpConfirmed(service, email, PASSWORD);
    const laptop = await signedIn(service, email, PASSWORD);
    const phone = await signedIn(service, email, PASSWORD);

    const { error } = await laptop.supabase.auth.updateUser({ password: 'a brand new password' });
    expect(error).toBeNull();
    expect(await accepted(laptop.session)).toBe(true);
    expect(await accepted(phone.session)).toBe(false);
    expect((await phone.supabase.auth.refreshSession()).error).not.toBeNull();
  });

  it('needs an aal2 session once the user has a verified factor, and verifying ends the aal1 sessions', async () => {
    const email = 'kim@example.com';
    await signUpConfirmed(service, email, PASSWORD);
    const before = await signedIn(service, email, PASSWORD);
    const { supabase } = await signedIn(service, email, PASSWORD);
    const factor = await startEnrollment(supabase, 'Phone');
    await verifyCode(supabase, factor.factorId, await generate({ secret: factor.secret }));
    expect(await accepted(before.session)).toBe(false);

    const passwordOnly = await signedIn(service, email, PASSWORD);
    for (const attributes of [{ password: 'a brand new password' }, { email: 'kim.new@example.com' }]) {
      const { error } = await passwordOnly.supabase.auth.updateUser(attributes);
      expect(error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    }
    const { error } = await supabase.auth.updateUser({ password: 'a brand new password' });
    expect(error).toBeNull();
  });
});

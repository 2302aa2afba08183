import { randomBytes } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import {
  APP_ORIGIN,
  follow,
  lastMail,
  mapStorage,
  signedIn,
  signUpConfirmed,
  supabaseFor,
} from './auth-flow-support';
import { clientWithJar, type Jar, signingWith } from './session-cookies';
import { troubleshootingPage } from './troubleshooting-support';

/*
 * The Auth troubleshooting guides against the local auth service (platform-dev, in memory, with its mail
 * outbox), with supabase-js and @supabase/ssr as an app uses them. One service for the file.
 *
 * Proven: an access token past its `exp` is refused while the same session's refresh gives one that is accepted,
 * and getSession() refreshes a stored expired session by itself; a second mail to the same address within the
 * window is refused with 429 over_email_send_rate_limit and the quoted message, an allowed redirect address ends
 * up in the mailed link, the mail outbox holds the mail; a PKCE code exchanged where the verifier is missing
 * (another browser, or a server client when the sign-in started in a browser-storage client) fails with the
 * quoted error and succeeds in the client that started the flow, once, including through @supabase/ssr's cookies.
 *
 * Not proven here: PostgREST's own `PGRST301 JWT expired` answer (no PostgREST verifies tokens in these tests;
 * the message is read from PostgREST v12's source), clock skew, the project-wide hourly email limit, the hosted
 * service's recipient rule (email_address_not_authorized) and delivery to a real inbox. platform-dev answers an
 * expired token with 401 where the hosted Auth answers 403, and refuses a redirect address that is not allowed
 * (400) where the hosted Auth quietly uses the Site URL, as the email guide says.
 */

const JWT_SECRET = randomBytes(32).toString('base64url');
const PASSWORD = 'correct horse battery';
let service: RunningPlatformDev;

beforeAll(async () => {
  // @supabase/ssr builds supabase-js's Realtime client up front and wants a WebSocket, which Node 20 lacks; none
  // is opened.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  service = await signingWith(JWT_SECRET, () =>
    startPlatformDev({ port: 0, allowedOrigins: [APP_ORIGIN], memory: true, mailOutbox: true, quiet: true }),
  );
}, 60_000);

afterAll(async () => {
  await service?.stop();
});

/** The same session's access token, signed by the service's key, that expired a minute ago. */
async function expiredCopy(session: Session): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...decodeJwt(session.access_token), iat: now - 3660, exp: now - 60 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(JWT_SECRET));
}

const acceptedByAuth = async (token: string) =>
  (await supabaseFor(service).auth.getUser(token)).error === null;

describe('jwt-expired', () => {
  const page = troubleshootingPage('jwt-expired');

  it('refuses a kept copy of the token after its exp; a refresh gives an accepted one', async () => {
    await signUpConfirmed(service, 'jo@example.com', PASSWORD);
    const { supabase, session } = await signedIn(service, 'jo@example.com', PASSWORD);
    const stale = await expiredCopy(session);
    const { error } = await supabaseFor(service).auth.getUser(stale);
    expect(error?.status).toBe(401);
    expect(error?.code).toBe('bad_jwt');
    // The page's check: seconds left, read from the token's payload.
    const [, payload = ''] = stale.split('.');
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    expect(exp - Math.floor(Date.now() / 1000)).toBeLessThan(0);
    expect(page.source).toContain(
      "JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };\n  return exp - Math.floor(Date.now() / 1000);",
    );

    expect(page.source).toContain('await supabase.auth.refreshSession();');
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(await acceptedByAuth(refreshed.data.session?.access_token ?? '')).toBe(true);
  });

  it('refreshes a stored session whose token expired when getSession() is asked for it', async () => {
    await signUpConfirmed(service, 'kim@example.com', PASSWORD);
    const storage = mapStorage();
    const supabase = supabaseFor(service, { storage });
    const signIn = await supabase.auth.signInWithPassword({ email: 'kim@example.com', password: PASSWORD });
    expect(signIn.error).toBeNull();
    const key = [...storage.items.keys()].find((name) => name.endsWith('-auth-token')) ?? '';
    const stored = JSON.parse(storage.items.get(key) ?? '{}') as Session;
    const stale = await expiredCopy(stored);
    // A laptop waking up: the stored session's token is past its expiry.
    storage.items.set(
      key,
      JSON.stringify({ ...stored, access_token: stale, expires_at: decodeJwt(stale).exp }),
    );
    expect(await acceptedByAuth(stale)).toBe(false);
    const { data } = await supabase.auth.getSession();
    expect(data.session?.access_token).not.toBe(stale);
    expect(await acceptedByAuth(data.session?.access_token ?? '')).toBe(true);
    expect(page.source).toContain(
      'await supabase.auth.getSession(); // refreshed first if it was about to expire',
    );
  });
});

describe('email-not-arriving', () => {
  const page = troubleshootingPage('email-not-arriving');
  const redirect = `${APP_ORIGIN}/auth/confirm`;

  it('mails a link back to an allowed address, which the outbox shows', async () => {
    expect(page.source).toContain(`options: { emailRedirectTo: '${redirect}' }`);
    const { error } = await supabaseFor(service).auth.signInWithOtp({
      email: 'lee@example.com',
      options: { emailRedirectTo: redirect },
    });
    expect(error).toBeNull();
    const landing = await follow((await lastMail(service, 'lee@example.com')).link);
    expect(`${landing.origin}${landing.pathname}`).toBe(redirect);
  });

  it('refuses a second mail to the same address within the window with 429', async () => {
    const { error } = await supabaseFor(service).auth.signInWithOtp({
      email: 'lee@example.com',
      options: { emailRedirectTo: redirect },
    });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('sends no mail for a redirect address that is not allowed (here a 400; the hosted Auth uses the Site URL)', async () => {
    const { error } = await supabaseFor(service).auth.signInWithOtp({
      email: 'max@example.com',
      options: { emailRedirectTo: 'https://elsewhere.example/welcome' },
    });
    expect(error?.status).toBe(400);
    const outbox = await fetch(`${service.url}/dev/mail-outbox?email=max%40example.com`);
    expect(await outbox.json()).toEqual([]);
  });
});

describe('pkce-code-verifier-not-found', () => {
  const page = troubleshootingPage('pkce-code-verifier-not-found');
  const callback = `${APP_ORIGIN}/auth/callback`;

  /** The code Auth hands the callback once the mailed link is opened. */
  async function codeFor(email: string): Promise<string> {
    const landing = await follow((await lastMail(service, email)).link);
    const code = landing.searchParams.get('code');
    if (!code) throw new Error(`no code in ${landing.href}`);
    return code;
  }

  it('fails in another browser, succeeds once in the one that started the sign-in', async () => {
    const storage = mapStorage();
    const browser = supabaseFor(service, { flowType: 'pkce', storage });
    await signUpConfirmed(service, 'ana@example.com', PASSWORD);
    expect(
      (await browser.auth.signInWithOtp({ email: 'ana@example.com', options: { emailRedirectTo: callback } }))
        .error,
    ).toBeNull();
    // The page's check: an item whose name ends in -code-verifier.
    expect([...storage.items.keys()].some((name) => name.endsWith('-code-verifier'))).toBe(true);
    const code = await codeFor('ana@example.com');

    const other = supabaseFor(service, { flowType: 'pkce', storage: mapStorage() });
    const missing = await other.auth.exchangeCodeForSession(code);
    expect(missing.error?.name).toBe('AuthPKCECodeVerifierMissingError');
    expect(missing.error?.code).toBe('pkce_code_verifier_not_found');
    expect(missing.error?.message).toMatch(/^PKCE code verifier not found in storage\./);
    expect(page.source.replace(/\s+/g, ' ')).toContain(missing.error?.message);

    const signedInHere = await browser.auth.exchangeCodeForSession(code);
    expect(signedInHere.error).toBeNull();
    expect(signedInHere.data.user?.email).toBe('ana@example.com');
    // A second exchange (an effect that runs twice) finds the verifier gone.
    expect((await browser.auth.exchangeCodeForSession(code)).error?.code).toBe(
      'pkce_code_verifier_not_found',
    );
  });

  it('fails in a server client when a browser-storage client started; works with cookies on both sides', async () => {
    await signUpConfirmed(service, 'bo@example.com', PASSWORD);
    const plain = supabaseFor(service, { flowType: 'pkce', storage: mapStorage() });
    await plain.auth.signInWithOtp({ email: 'bo@example.com', options: { emailRedirectTo: callback } });
    const server = clientWithJar(service.url, 'anon-key-for-tests', new Map());
    const wrongClient = await server.auth.exchangeCodeForSession(await codeFor('bo@example.com'));
    expect(wrongClient.error?.code).toBe('pkce_code_verifier_not_found');

    // With @supabase/ssr the verifier is a cookie the browser sends to the callback route.
    const browserCookies: Jar = new Map();
    const browser = clientWithJar(service.url, 'anon-key-for-tests', browserCookies);
    await signUpConfirmed(service, 'cy@example.com', PASSWORD);
    await browser.auth.signInWithOtp({ email: 'cy@example.com', options: { emailRedirectTo: callback } });
    expect([...browserCookies.keys()].some((name) => name.endsWith('-code-verifier'))).toBe(true);
    const callbackRoute = clientWithJar(service.url, 'anon-key-for-tests', new Map(browserCookies));
    const exchanged = await callbackRoute.auth.exchangeCodeForSession(await codeFor('cy@example.com'));
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('cy@example.com');
    expect(page.source).toContain('<ExampleFile path="oauth-callback/nextjs/app/auth/callback/route.ts"');
  });
});

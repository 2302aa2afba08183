import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { buildNextjsExamples, type RunningNextApp, startNextjsExamples } from './nextjs-build';
import {
  cookieHeader,
  expireAccessToken,
  jarFromSetCookies,
  readSession,
  signedInJar,
  signingWith,
} from './session-cookies';

/*
 * The SSR guide's Next.js example inside a real Next.js server: its proxy.ts, utils/supabase/ and account
 * page, built with `next build` and served by `next start` on a free port (nextjs-build.ts), against a
 * platform-dev started here, driven over HTTP with a cookie jar as a browser would. ssr-examples.test.ts runs the
 * same files in-process for the cases a server cannot show (cookies written in a Server Action, a forged token).
 */

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo-password';
const ANON_KEY = 'anon-key-for-tests'; // the service does not check the apikey header's value
const JWT_SECRET = randomBytes(32).toString('base64url');

let platform: RunningPlatformDev;
let app: RunningNextApp;

beforeAll(async () => {
  // supabase-js builds its Realtime client up front and wants a WebSocket, which Node 20 lacks; none is opened.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  // A child process: it builds while platform-dev starts.
  const built = buildNextjsExamples();
  // The service signs tokens with this key, so the test can make a genuinely expired one.
  platform = await signingWith(JWT_SECRET, () =>
    startPlatformDev({ port: 0, memory: true, quiet: true, allowedOrigins: [] }),
  );
  // What the app's .env.local holds; the server code reads it at request time.
  app = await startNextjsExamples(await built, {
    NEXT_PUBLIC_SUPABASE_URL: platform.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: ANON_KEY,
  });
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await platform?.stop();
});

const get = (path: string, cookie = '') =>
  fetch(`${app.origin}${path}`, { headers: { cookie }, redirect: 'manual' });

// React separates adjacent text with an empty comment in its HTML.
const signedInAs = (html: string) => /<p>Signed in as (?:<!-- -->)?([^<]*)<\/p>/.exec(html)?.[1];

describe("the SSR guide's proxy and account page in a built Next.js server", () => {
  it('the account page (a Server Component) shows the signed-in user from getUser(), and no cookie changes', async () => {
    const response = await get(
      '/account',
      cookieHeader(await signedInJar(platform.url, ANON_KEY, DEMO_EMAIL, DEMO_PASSWORD)),
    );
    expect(response.status).toBe(200);
    expect(signedInAs(await response.text())).toBe(DEMO_EMAIL);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('the proxy refreshes an expired access token from the cookies, and the page still shows the user', async () => {
    const jar = await signedInJar(platform.url, ANON_KEY, DEMO_EMAIL, DEMO_PASSWORD);
    const stale = await expireAccessToken(jar, JWT_SECRET);

    const response = await get('/account', cookieHeader(jar));
    expect(response.status).toBe(200);
    expect(signedInAs(await response.text())).toBe(DEMO_EMAIL);
    // Next.js marks every dynamic page no-store; the headers @supabase/ssr hands setAll() come on top of that.
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect([response.headers.get('expires'), response.headers.get('pragma')]).toEqual(['0', 'no-cache']);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.length).toBeGreaterThan(0);
    expect(setCookies.every((line) => /^sb-[^=]+-auth-token/.test(line) && /Path=\//.test(line))).toBe(true);
    const fresh = await readSession(jarFromSetCookies(setCookies));
    expect(fresh.access_token).not.toBe(stale.access_token);
    expect(fresh.refresh_token).not.toBe(stale.refresh_token);
    expect(fresh.user.email).toBe(DEMO_EMAIL);
    // The new access token is one Auth accepts (what getUser() asks), unlike the stale one.
    const accepts = async (token: string) =>
      (
        await fetch(`${platform.url}/auth/v1/user`, {
          headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
        })
      ).ok;
    expect(await accepts(stale.access_token)).toBe(false);
    expect(await accepts(fresh.access_token)).toBe(true);
  });

  it('sends a visitor without a session to /login', async () => {
    const response = await get('/account');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/login');
  });
});

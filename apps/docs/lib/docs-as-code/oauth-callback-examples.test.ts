import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerClient } from '@supabase/ssr';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { app as expressApp } from '@/examples/oauth-callback/express/app';
import { GET as nextCallback } from '@/examples/oauth-callback/nextjs/app/auth/callback/route';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';

/*
 * The OAuth guide's callback routes, run for real against the local platform service (services/platform-dev):
 * sign-in starts with @supabase/ssr on a server (the PKCE verifier goes into a cookie, as in an app), the
 * service's authorize form is posted with the seeded demo account, and the provider-style redirect back is
 * followed into the example's callback: the Express app listening on a free port, and the Next.js route
 * handler's exported GET called with a real NextRequest.
 */

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo-password';
const ANON_KEY = 'anon-key-for-tests'; // the service accepts and ignores the apikey header
/** Where the Next.js handler "runs": an origin the service's redirect allow-list accepts. */
const NEXT_ORIGIN = 'http://localhost:3000';

/**
 * Values of `next` that must never leave the site, as the callback receives them (after query decoding). Each
 * costs a real sign-in, and platform-dev limits sign-ins per IP like the platform (the form and /token share
 * a bucket of 30), so this is a sample of the kinds: a protocol-relative address, a backslash, an absolute URL,
 * a control character and a scheme. safe-next-path.test.ts checks every example's function on the full list.
 */
const HOSTILE_NEXT = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
];

let platform: RunningPlatformDev;
let express: { server: Server; origin: string };

beforeAll(async () => {
  // supabase-js builds its Realtime client up front and wants a global WebSocket, which Node has from version
  // 22 (and every edge runtime has); this machine runs Node 20, so `ws` stands in. No socket is ever opened.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  const server = expressApp.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  express = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  platform = await startPlatformDev({
    port: 0,
    memory: true,
    quiet: true,
    allowedOrigins: [express.origin, NEXT_ORIGIN],
  });
  process.env.SUPABASE_URL = platform.url;
  process.env.SUPABASE_ANON_KEY = ANON_KEY;
  process.env.NEXT_PUBLIC_SUPABASE_URL = platform.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = ANON_KEY;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => express?.server.close(resolve));
  await platform?.stop();
});

type Jar = Map<string, string>;
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A server-side @supabase/ssr client whose cookies live in `jar`. */
function clientWithJar(jar: Jar) {
  return createServerClient(platform.url, ANON_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value === '') jar.delete(name);
          else jar.set(name, value);
        }
      },
    },
  });
}

function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? '';
    if (name) {
      fields[name] = value
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
    }
  }
  return fields;
}

/**
 * Starts an OAuth sign-in that returns to `callback` and signs in at the service's authorize page; resolves
 * to the address the user is sent back to (the callback with `code` added) and the browser's cookies.
 */
async function signIn(callback: string): Promise<{ back: string; jar: Jar }> {
  const jar: Jar = new Map();
  const { data, error } = await clientWithJar(jar).auth.signInWithOAuth({
    provider: 'platform' as never,
    options: { redirectTo: callback },
  });
  if (error || !data.url) throw new Error(`signInWithOAuth failed: ${error?.message}`);
  expect([...jar.keys()].some((name) => name.endsWith('-auth-token-code-verifier'))).toBe(true);
  const form = formFields(await (await fetch(data.url)).text());
  const posted = await fetch(`${platform.url}/auth/v1/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, email: DEMO_EMAIL, password: DEMO_PASSWORD }).toString(),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  return { back: posted.headers.get('location') ?? '', jar };
}

/** The user the session in these Set-Cookie values belongs to, asked of the auth server (getUser). */
async function userOfCookies(setCookies: string[]): Promise<string | undefined> {
  const jar: Jar = new Map();
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
  }
  const { data } = await clientWithJar(jar).auth.getUser();
  return data.user?.email;
}

interface Landing {
  /** Where the redirect points, resolved against the callback's own address. */
  url: URL;
  setCookies: string[];
}

const frameworks: {
  name: string;
  origin: () => string;
  call: (url: string, cookie: string) => Promise<Landing>;
}[] = [
  {
    name: 'Express',
    origin: () => express.origin,
    call: async (url, cookie) => {
      const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
      expect(response.status).toBe(303);
      return {
        url: new URL(response.headers.get('location') ?? '', url),
        setCookies: response.headers.getSetCookie(),
      };
    },
  },
  {
    name: 'Next.js',
    origin: () => NEXT_ORIGIN,
    call: async (url, cookie) => {
      const response = await nextCallback(new NextRequest(url, { headers: { cookie } }));
      expect(response.status).toBe(307);
      return {
        url: new URL(response.headers.get('location') ?? '', url),
        setCookies: response.headers.getSetCookie(),
      };
    },
  },
];

describe.each(frameworks)('the $name callback example', ({ origin, call }) => {
  const callbackWith = (next: string) => `${origin()}/auth/callback?${new URLSearchParams({ next })}`;

  it('exchanges a real code, sets the session cookie and lands on next', async () => {
    const { back, jar } = await signIn(callbackWith('/account?tab=security'));
    expect(new URL(back).searchParams.get('code')).toBeTruthy();
    const landing = await call(back, cookieHeader(jar));
    expect(landing.url.href).toBe(`${origin()}/account?tab=security`);
    expect(landing.setCookies.some((line) => /^sb-[^=]*-auth-token(\.0)?=/.test(line))).toBe(true);
    // The cookie holds a session the auth server accepts, for the user who signed in.
    expect(await userOfCookies(landing.setCookies)).toBe(DEMO_EMAIL);
  });

  it('sends a bad code to the auth-code-error page, and sets no session', async () => {
    const { jar } = await signIn(callbackWith('/account'));
    const landing = await call(
      `${origin()}/auth/callback?code=not-a-code-the-service-issued&next=%2Faccount`,
      cookieHeader(jar),
    );
    expect(landing.url.href).toBe(`${origin()}/auth/auth-code-error`);
    expect(landing.setCookies.some((line) => /^sb-[^=]*-auth-token(\.0)?=[^;]/.test(line))).toBe(false);
  });

  it('sends a callback without a code to the auth-code-error page', async () => {
    const landing = await call(`${origin()}/auth/callback?next=%2Faccount`, '');
    expect(landing.url.href).toBe(`${origin()}/auth/auth-code-error`);
  });

  it('lands on / for every hostile next, after a sign-in that worked', async () => {
    const landed: Record<string, string> = {};
    for (const next of HOSTILE_NEXT) {
      const { back, jar } = await signIn(callbackWith(next));
      expect(new URL(back).searchParams.get('next')).toBe(next);
      const landing = await call(back, cookieHeader(jar));
      expect(await userOfCookies(landing.setCookies), JSON.stringify(next)).toBe(DEMO_EMAIL);
      landed[next] = landing.url.href;
    }
    expect(landed).toEqual(Object.fromEntries(HOSTILE_NEXT.map((next) => [next, `${origin()}/`])));
  }, 60_000);
});

describe('the Next.js callback example', () => {
  it('fails the exchange when the verifier cookie is missing (sign-in started in another browser)', async () => {
    const { back } = await signIn(`${NEXT_ORIGIN}/auth/callback?next=%2Faccount`);
    const landing = await nextCallback(new NextRequest(back));
    expect(new URL(landing.headers.get('location') ?? '').href).toBe(`${NEXT_ORIGIN}/auth/auth-code-error`);
  });
});

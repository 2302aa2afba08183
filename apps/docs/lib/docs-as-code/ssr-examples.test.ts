// First, as in Next.js's own server: it provides the AsyncLocalStorage that Next's request scope is built on.
import 'next/dist/server/node-environment-baseline';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { serializeCookieHeader } from '@supabase/ssr';
import { transformSync } from 'esbuild';
import { SignJWT } from 'jose';
import { NextRequest } from 'next/server';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { socialProviderSetups } from '@/data/auth/social-providers';
import { app as expressApp } from '@/examples/ssr/express/app';
import AccountPage from '@/examples/ssr/nextjs/app/account/page';
import { proxy as nextProxy } from '@/examples/ssr/nextjs/proxy';
import { signInCode } from '@/lib/auth/provider-samples';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import * as serverClientModule from '@/utils/supabase/server';
import { createClient } from '@/utils/supabase/server';
import { runInNextRequest } from './next-request-scope';
import {
  cookieHeader,
  expireAccessToken,
  jarFromSetCookies,
  readSession,
  signedInJar,
  signingWith,
  writeSession,
} from './session-cookies';

/*
 * The SSR guide's examples (examples/ssr/), run against one local platform service (services/platform-dev)
 * without starting any framework's server. Each framework's own pieces are real where they run here: Next.js's
 * `cookies()` inside Next's request scope (next-request-scope.ts), NextRequest/NextResponse, Remix's loader
 * helpers, an Express app on a free port. SvelteKit's example runs in a real built SvelteKit server instead
 * (sveltekit-server.test.ts), and Next.js's in a built Next.js server too (nextjs-server.test.ts: the page with
 * a fresh session, the signed-out redirect, the refresh end to end); for Next.js this file keeps what a server's
 * responses cannot show (the cookies the proxy forwards to the page, cookies written in a Server Action, a
 * forged token). Each test starts from a browser whose access token expired an hour ago (signed by the
 * service's key, so Auth refuses it for its age alone) and checks that the proxy, middleware or hook refreshes it with
 * the refresh-token cookie, sends the new cookies, and that the server-side read gets the user from getUser().
 */

// `@remix-run/react` (React 18 only, the docs use 19) is imported by the Remix route's component, which no test
// renders.
vi.mock('@remix-run/react', () => ({
  useLoaderData: () => {
    throw new Error('the Remix component is not rendered in this test');
  },
}));

/*
 * Two examples stay out of the type check (examples/ssr/README.md says why), so they are imported here at run
 * time by a path the type checker does not follow, with the shapes this test uses.
 */
const untypedExample = (path: string) => import(/* @vite-ignore */ path);
const astroMiddleware = async (context: unknown, next: () => Promise<Response>): Promise<Response> =>
  (await untypedExample('@/examples/ssr/astro/src/middleware')).onRequest(context, next);
const remixAccountLoader = async (
  args: LoaderFunctionArgs,
): Promise<{ data: unknown; init?: { headers?: HeadersInit } }> =>
  (await untypedExample('@/examples/ssr/remix/app/routes/account')).loader(args);

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo-password';
const ANON_KEY = 'anon-key-for-tests'; // the service accepts and ignores the apikey header
const ORIGIN = 'http://localhost:3000';
const JWT_SECRET = randomBytes(32).toString('base64url');

let platform: RunningPlatformDev;
let express: { server: Server; origin: string };

beforeAll(async () => {
  // The service signs tokens with this key, so the test can make a genuinely expired one.
  platform = await signingWith(JWT_SECRET, () =>
    startPlatformDev({ port: 0, memory: true, quiet: true, allowedOrigins: [ORIGIN] }),
  );
  for (const prefix of ['NEXT_PUBLIC_', 'PUBLIC_', '']) {
    process.env[`${prefix}SUPABASE_URL`] = platform.url;
    process.env[`${prefix}SUPABASE_ANON_KEY`] = ANON_KEY;
  }
  const server = expressApp.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  express = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => express?.server.close(resolve));
  await platform?.stop();
});

/** A browser that signed in with a password: its cookies hold a fresh session. */
const demoJar = () => signedInJar(platform.url, ANON_KEY, DEMO_EMAIL, DEMO_PASSWORD);

/** Whether Auth accepts this access token (GET /auth/v1/user, what getUser() asks). */
async function authAccepts(accessToken: string): Promise<boolean> {
  const response = await fetch(`${platform.url}/auth/v1/user`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${accessToken}` },
  });
  return response.ok;
}

/** A signed-in browser whose access token has expired; resolves to its cookies and the stale session. */
async function expiredBrowser() {
  const jar = await demoJar();
  const stale = await expireAccessToken(jar, JWT_SECRET);
  expect(await authAccepts(stale.access_token), 'the expired token is refused').toBe(false);
  return { jar, stale };
}

/** Checks that these Set-Cookie lines carry a new session (new tokens) that Auth accepts. */
async function expectRefreshedSession(
  setCookies: string[],
  stale: { access_token: string; refresh_token: string },
) {
  expect(setCookies.some((line) => /^sb-[^=]+-auth-token(\.0)?=base64-/.test(line))).toBe(true);
  const fresh = await readSession(jarFromSetCookies(setCookies));
  expect(fresh.access_token).not.toBe(stale.access_token);
  expect(fresh.refresh_token).not.toBe(stale.refresh_token);
  expect(await authAccepts(fresh.access_token)).toBe(true);
  return fresh;
}

const NO_STORE = /no-store/;

describe('Next.js: utils/supabase/server.ts, proxy.ts and app/account/page.tsx, in process', () => {
  const request = (path: string, cookie = '') => new Request(`${ORIGIN}${path}`, { headers: { cookie } });

  it('the server client writes cookies through cookies() in a Route Handler or Server Action', async () => {
    const { outcome, setCookies } = await runInNextRequest(request('/login'), 'action', async () => {
      const supabase = await createClient();
      return supabase.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    });
    if (!('value' in outcome)) throw outcome.error;
    expect(outcome.value.error).toBeNull();
    const session = await readSession(jarFromSetCookies(setCookies));
    expect(await authAccepts(session.access_token)).toBe(true);
  });

  it('in a Server Component, where Next.js forbids writing cookies, the client carries on without them', async () => {
    const { outcome, setCookies } = await runInNextRequest(request('/login'), 'render', async () => {
      const supabase = await createClient();
      return supabase.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    });
    if (!('value' in outcome)) throw outcome.error;
    expect(outcome.value.error).toBeNull();
    expect(setCookies).toEqual([]);
  });

  it('getSession() returns whatever the cookie says; getUser() asks Auth and refuses a forged token', async () => {
    const jar = await demoJar();
    const real = await readSession(jar);
    // A session a visitor wrote themselves: a valid-looking token for another address, signed with a key of
    // their own, and an expiry in the future.
    const forgedToken = await new SignJWT({ email: 'admin@example.com', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(real.user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a key the visitor made up, 32+ chars long'));
    writeSession(jar, {
      ...real,
      access_token: forgedToken,
      user: { ...real.user, email: 'admin@example.com' },
    });

    // supabase-js itself warns when a server reads the user from getSession().
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { outcome } = await runInNextRequest(request('/account', cookieHeader(jar)), 'render', async () => {
      const supabase = await createClient();
      const { data: stored } = await supabase.auth.getSession();
      const { data: checked } = await supabase.auth.getUser();
      return { stored: stored.session?.user.email, checked: checked.user?.email ?? null };
    });
    if (!('value' in outcome)) throw outcome.error;
    expect(outcome.value).toEqual({ stored: 'admin@example.com', checked: null });
    expect(warn.mock.calls.some(([message]) => /could be insecure/.test(String(message)))).toBe(true);
  });

  it("the social login pages' Server sample runs with this utils/supabase/server.ts", async () => {
    const github = socialProviderSetups.find((setup) => setup.slug === 'github');
    if (!github) throw new Error('no GitHub setup');
    const source = signInCode(github, 'server');
    expect(source).toContain("from '@/utils/supabase/server'");
    // The sample as the page shows it, compiled to CommonJS, with its one import answered by this module.
    const { code } = transformSync(source, { loader: 'ts', format: 'cjs', target: 'es2022' });
    const sample: { exports: { GET?: (request: Request) => Promise<Response> } } = { exports: {} };
    const load = new Function('require', 'module', 'exports', code);
    load(
      (name: string) => {
        if (name !== '@/utils/supabase/server') throw new Error(`unexpected import ${name}`);
        return serverClientModule;
      },
      sample,
      sample.exports,
    );
    const GET = sample.exports.GET;
    if (!GET) throw new Error('the sample exports no GET');

    const { outcome, setCookies } = await runInNextRequest(request('/auth/sign-in'), 'action', () =>
      GET(new Request(`${ORIGIN}/auth/sign-in`)),
    );
    if (!('value' in outcome)) throw outcome.error;
    expect(outcome.value.status).toBe(303);
    const location = new URL(outcome.value.headers.get('location') ?? '');
    expect(location.href.startsWith(`${platform.url}/auth/v1/authorize`)).toBe(true);
    expect(location.searchParams.get('provider')).toBe('github');
    expect(location.searchParams.get('redirect_to')).toBe(`${ORIGIN}/auth/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('s256');
    // The verifier went into a cookie through cookies(), for the callback route to read.
    expect(setCookies.some((line) => /^sb-[^=]+-auth-token-code-verifier=/.test(line))).toBe(true);
  });

  it('the proxy refreshes an expired access token and hands the new session to the page and the browser', async () => {
    const { jar, stale } = await expiredBrowser();
    const response = await nextProxy(
      new NextRequest(`${ORIGIN}/account`, { headers: { cookie: cookieHeader(jar) } }),
    );

    // To the browser: the new session's cookies, on a response no shared cache may keep.
    expect(response.headers.get('x-middleware-next')).toBe('1');
    await expectRefreshedSession(response.headers.getSetCookie(), stale);
    expect(response.headers.get('cache-control')).toMatch(NO_STORE);

    // To this request's Server Components: Next.js replaces the request's Cookie header with this one.
    const forwarded = response.headers.get('x-middleware-request-cookie') ?? '';
    expect(forwarded).not.toBe(cookieHeader(jar));
    const { outcome, setCookies } = await runInNextRequest(request('/account', forwarded), 'render', () =>
      AccountPage(),
    );
    if (!('value' in outcome)) throw outcome.error;
    expect(renderToStaticMarkup(outcome.value as ReactElement)).toContain(`Signed in as ${DEMO_EMAIL}`);
    expect(setCookies).toEqual([]);
  });
});

describe('Astro: src/middleware.ts', () => {
  // Astro is not installed here (too many packages for one example), so `context.cookies` is a small stand-in
  // with the one method the middleware calls, writing Set-Cookie lines as Astro does.
  class CookiesStandIn {
    readonly written: string[] = [];
    set(name: string, value: string, options: Parameters<typeof serializeCookieHeader>[2]) {
      this.written.push(serializeCookieHeader(name, value, options));
    }
  }

  it('refreshes an expired access token, puts the user in locals and marks the response private', async () => {
    const { jar, stale } = await expiredBrowser();
    const cookies = new CookiesStandIn();
    const locals: { user?: { email?: string } | null } = {};
    const context = {
      request: new Request(`${ORIGIN}/account`, { headers: { cookie: cookieHeader(jar) } }),
      cookies,
      locals,
    };
    const response = await astroMiddleware(context, async () => new Response('page'));
    expect(locals.user?.email).toBe(DEMO_EMAIL);
    await expectRefreshedSession(cookies.written, stale);
    expect(response.headers.get('cache-control')).toMatch(NO_STORE);
  });
});

describe('Remix: app/lib/supabase.server.ts and app/routes/account.tsx', () => {
  const args = (cookie: string) =>
    ({
      request: new Request(`${ORIGIN}/account`, { headers: { cookie } }),
      params: {},
      context: {},
    }) as LoaderFunctionArgs;

  it('the loader refreshes an expired access token, returns the user, and sends the new cookies', async () => {
    const { jar, stale } = await expiredBrowser();
    const result = await remixAccountLoader(args(cookieHeader(jar)));
    expect(result.data).toEqual({ email: DEMO_EMAIL });
    const headers = new Headers(result.init?.headers);
    await expectRefreshedSession(headers.getSetCookie(), stale);
    expect(headers.get('cache-control')).toMatch(NO_STORE);
  });

  it('the loader redirects a visitor without a session to /login', async () => {
    const thrown = await remixAccountLoader(args('')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login');
  });
});

describe('Express: supabase-session.ts and app.ts', () => {
  it('the middleware refreshes an expired access token; /account shows the user and sets the new cookies', async () => {
    const { jar, stale } = await expiredBrowser();
    const response = await fetch(`${express.origin}/account`, {
      headers: { cookie: cookieHeader(jar) },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Signed in as ${DEMO_EMAIL}`);
    await expectRefreshedSession(response.headers.getSetCookie(), stale);
    expect(response.headers.get('cache-control')).toMatch(NO_STORE);
  });

  it('/account sends a visitor without a session to /login', async () => {
    const response = await fetch(`${express.origin}/account`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
  });
});

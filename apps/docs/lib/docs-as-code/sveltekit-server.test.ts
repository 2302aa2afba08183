import { randomBytes } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createServerClient } from '@supabase/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { databaseAfter } from './page-sql';
import { startProjectProxy } from './project-proxy';
import { startRestStandIn } from './rest-stand-in';
import {
  cookieHeader,
  expireAccessToken,
  jarFromSetCookies,
  readSession,
  signedInJar,
  signingWith,
} from './session-cookies';
import { buildSvelteKitExamples } from './sveltekit-build';

/*
 * The SvelteKit examples inside a real SvelteKit server: the SSR guide's hook and account page and the SvelteKit
 * quickstart's page, built with Vite and adapter-node (sveltekit-build.ts) and served by adapter-node's handler
 * on a free port. Its one Supabase URL is a small proxy that sends /auth/v1 to platform-dev and /rest/v1 to the
 * REST stand-in over the quickstart's SQL in PGlite.
 */

const QUICKSTART = 'content/guides/getting-started/quickstart-sveltekit.mdx';
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo-password';
const ANON_KEY = 'anon-key-for-tests'; // neither service checks the apikey header's value
const JWT_SECRET = randomBytes(32).toString('base64url');

let platform: RunningPlatformDev;
let db: PGlite;
let rest: { url: string; server: Server };
let proxy: Server;
let app: Server;
let supabaseUrl: string;
let appOrigin: string;

async function listen(handler: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  // supabase-js builds its Realtime client up front and wants a WebSocket, which Node 20 lacks; none is opened.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  // A child process: it builds while platform-dev starts and the quickstart's SQL loads. (Loading the SQL while
  // platform-dev starts as well left platform-dev short of its 60 s start-up limit on a busy machine.)
  const handlerPath = buildSvelteKitExamples();
  // The service signs tokens with this key, so the test can make a genuinely expired one.
  platform = await signingWith(JWT_SECRET, () =>
    startPlatformDev({ port: 0, memory: true, quiet: true, allowedOrigins: [] }),
  );
  db = await databaseAfter(QUICKSTART);
  rest = await startRestStandIn(db);
  // One address for the project, as the hosted platform has: Auth on platform-dev, the REST API on the stand-in.
  ({ server: proxy, url: supabaseUrl } = await startProjectProxy(
    (path) => new URL(path, path.startsWith('/auth/v1') ? platform.url : rest.url),
  ));
  // What the app's .env holds; adapter-node reads the environment when its handler is loaded.
  process.env.PUBLIC_SUPABASE_URL = supabaseUrl;
  process.env.PUBLIC_SUPABASE_ANON_KEY = ANON_KEY;
  const { handler } = (await import(/* @vite-ignore */ pathToFileURL(await handlerPath).href)) as {
    handler: RequestListener;
  };
  ({ server: app, origin: appOrigin } = await listen(handler));
}, 180_000);

afterAll(async () => {
  for (const server of [app, proxy, rest?.server]) {
    if (server) await new Promise((resolve) => server.close(resolve));
  }
  await platform?.stop();
  await db?.close();
});

const get = (path: string, cookie = '') =>
  fetch(`${appOrigin}${path}`, { headers: { cookie }, redirect: 'manual' });
const listItems = (html: string) => [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);

describe('the SvelteKit quickstart page in a built SvelteKit server', () => {
  it("lists the page's rows in name order for a visitor without cookies, and sets none", async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Instruments</h1>');
    expect(listItems(html)).toEqual(['cello', 'harp', 'violin']);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('queries again on each request, so a row added later shows up', async () => {
    await db.exec("insert into public.instruments (name) values ('banjo')");
    try {
      expect(listItems(await (await get('/')).text())).toEqual(['banjo', 'cello', 'harp', 'violin']);
    } finally {
      await db.exec("delete from public.instruments where name = 'banjo'");
    }
  });

  it("answers SvelteKit's error page with the API's message when the query fails", async () => {
    await db.exec('alter table public.instruments rename to instruments_old');
    try {
      const response = await get('/');
      expect(response.status).toBe(500);
      expect(await response.text()).toMatch(/Could not load instruments: [^<]*instruments/);
    } finally {
      await db.exec('alter table public.instruments_old rename to instruments');
    }
  });

  it("fails as the page's tip says when .env is missing: @supabase/ssr's own message", () => {
    expect(() => createServerClient('', '', { cookies: { getAll: () => [] } })).toThrow(
      "Your project's URL and Key are required",
    );
  });

  it('shows an empty list once the read policy is gone, as the page warns', async () => {
    await db.exec('drop policy "Instruments are readable by everyone" on public.instruments');
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(listItems(await response.text())).toEqual([]);
  });
});

describe("the SSR guide's hook and account page in a built SvelteKit server", () => {
  it('refreshes an expired access token from the cookies, and the page shows the user from getUser()', async () => {
    const jar = await signedInJar(supabaseUrl, ANON_KEY, DEMO_EMAIL, DEMO_PASSWORD);
    const stale = await expireAccessToken(jar, JWT_SECRET);

    const response = await get('/account', cookieHeader(jar));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Signed in as ${DEMO_EMAIL}`);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.every((line) => /Path=\//.test(line))).toBe(true);
    const fresh = await readSession(jarFromSetCookies(setCookies));
    expect(fresh.access_token).not.toBe(stale.access_token);
    expect(fresh.refresh_token).not.toBe(stale.refresh_token);
    expect(fresh.user.email).toBe(DEMO_EMAIL);
  });

  it('sends a visitor without a session to /login', async () => {
    const response = await get('/account');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
  });
});

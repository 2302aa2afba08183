import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { isHttpError } from '@sveltejs/kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { load } from '@/examples/quickstart-sveltekit/src/routes/+page.server';
import { handle } from '@/examples/ssr/sveltekit/src/hooks.server';
import { databaseAfter } from './page-sql';
import { renderSvelte } from './render-svelte';
import { startRestStandIn } from './rest-stand-in';

/*
 * The SvelteKit quickstart's sample code, run for real without a SvelteKit server: the page's SQL builds the
 * table in PGlite, the SSR guide's hook gives a cookieless request its server client, the page's server load
 * queries the REST stand-in over HTTP with it, and the page component is compiled and rendered by Svelte.
 */

// SvelteKit's Vite plugin makes `$env/dynamic/public` from the PUBLIC_ variables; here they come from process.env.
vi.mock('$env/dynamic/public', () => ({
  env: new Proxy({}, { get: (_target, name) => process.env[String(name)] }),
}));

const PAGE = 'content/guides/getting-started/quickstart-sveltekit.mdx';
const ENV_NAMES = ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY'] as const;
const docsRoot = new URL('../../', import.meta.url).pathname;
let db: PGlite;
let rest: { url: string; server: Server };

beforeAll(async () => {
  // supabase-js builds its Realtime client up front and wants a WebSocket, which Node 20 lacks; none is opened.
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  db = await databaseAfter(PAGE);
  rest = await startRestStandIn(db);
  // What .env gives the app; the stand-in needs an apikey header but does not check its value.
  process.env.PUBLIC_SUPABASE_URL = rest.url;
  process.env.PUBLIC_SUPABASE_ANON_KEY = 'anon-key-for-tests';
}, 60_000);
afterAll(async () => {
  for (const name of ENV_NAMES) delete process.env[name];
  await new Promise((resolve) => rest?.server.close(resolve));
  await db?.close();
});

/** A visitor without cookies requests the page: the hook runs, then the page's load, as SvelteKit runs them. */
async function requestPage(): Promise<{ loaded: unknown; user: unknown; cookiesSet: number }> {
  let cookiesSet = 0;
  const event = {
    url: new URL('http://localhost:5173/'),
    cookies: { getAll: () => [], set: () => cookiesSet++ },
    locals: {} as App.Locals,
    setHeaders: () => {},
  };
  let loaded: unknown;
  await handle({
    event: event as unknown as Parameters<typeof handle>[0]['event'],
    resolve: async (resolved) => {
      try {
        loaded = await load(resolved as unknown as Parameters<typeof load>[0]);
      } catch (thrown) {
        loaded = thrown; // error() throws
      }
      return new Response('page');
    },
  });
  return { loaded, user: event.locals.user, cookiesSet };
}

async function renderPage(): Promise<string> {
  const { loaded } = await requestPage();
  return renderSvelte(`${docsRoot}examples/quickstart-sveltekit/src/routes/+page.svelte`, {
    data: loaded as Record<string, unknown>,
  });
}

const listItems = (html: string) => [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);

describe('the SvelteKit quickstart example', () => {
  it("reads the page's rows with the hook's client in name order, with no user and no cookies", async () => {
    const { loaded, user, cookiesSet } = await requestPage();
    expect(loaded).toEqual({
      instruments: [
        { id: 2, name: 'cello' },
        { id: 3, name: 'harp' },
        { id: 1, name: 'violin' },
      ],
    });
    expect(user).toBeNull();
    expect(cookiesSet).toBe(0);
  });

  it('renders the instruments as a list in +page.svelte', async () => {
    const html = await renderPage();
    expect(html).toContain('<h1>Instruments</h1>');
    expect(listItems(html)).toEqual(['cello', 'harp', 'violin']);
  });

  it('queries again on each request, so a row added later shows up', async () => {
    await db.exec("insert into public.instruments (name) values ('banjo')");
    expect(listItems(await renderPage())).toEqual(['banjo', 'cello', 'harp', 'violin']);
    await db.exec("delete from public.instruments where name = 'banjo'");
  });

  it("stops with SvelteKit's error() and the API's message when the query fails", async () => {
    await db.exec('alter table public.instruments rename to instruments_old');
    try {
      const { loaded } = await requestPage();
      expect(isHttpError(loaded, 500)).toBe(true);
      expect((loaded as { body: { message: string } }).body.message).toMatch(
        /^Could not load instruments: .*instruments/,
      );
    } finally {
      await db.exec('alter table public.instruments_old rename to instruments');
    }
  });

  it('renders an empty list once the read policy is gone, as the page warns', async () => {
    await db.exec('drop policy "Instruments are readable by everyone" on public.instruments');
    expect(listItems(await renderPage())).toEqual([]);
  });

  it('fails with the message the page quotes when .env is not loaded', async () => {
    delete process.env.PUBLIC_SUPABASE_URL;
    try {
      await expect(requestPage()).rejects.toThrow("Your project's URL and Key are required");
    } finally {
      process.env.PUBLIC_SUPABASE_URL = rest.url;
    }
  });
});

// First, as in Next.js's own server: it provides the AsyncLocalStorage that Next's request scope is built on.
import 'next/dist/server/node-environment-baseline';
import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchInstruments } from '@/examples/quickstart-nextjs/app/instruments/instruments';
import InstrumentsPage from '@/examples/quickstart-nextjs/app/instruments/page';
import { createClient } from '@/utils/supabase/server';
import { runInNextRequest } from './next-request-scope';
import { databaseAfter } from './page-sql';
import { startRestStandIn } from './rest-stand-in';

/*
 * The Next.js quickstart's sample code, run for real without a Next.js server: the page's SQL builds the table
 * in PGlite, and app/instruments/page.tsx (an async Server Component) runs inside Next's request scope, so the
 * SSR guide's server client reads cookies through Next's own `cookies()` and queries the REST stand-in over HTTP
 * as an anonymous visitor. The element it returns is rendered with react-dom/server.
 */

const PAGE = 'content/guides/getting-started/quickstart-nextjs.mdx';
const ENV_NAMES = ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY'] as const;
let db: PGlite;
let rest: { url: string; server: Server };

beforeAll(async () => {
  db = await databaseAfter(PAGE);
  rest = await startRestStandIn(db);
  // What .env.local gives the app; the stand-in needs an apikey header but does not check its value.
  process.env.NEXT_PUBLIC_SUPABASE_URL = rest.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'anon-key-for-tests';
}, 60_000);
afterAll(async () => {
  for (const name of ENV_NAMES) delete process.env[name];
  await new Promise((resolve) => rest?.server.close(resolve));
  await db?.close();
});

/** Renders the page as Next.js would for a visitor without cookies: a Server Component render. */
async function renderPage(): Promise<string> {
  const request = new Request('http://localhost:3000/instruments');
  const { outcome, setCookies } = await runInNextRequest(request, 'render', () => InstrumentsPage());
  if (!('value' in outcome)) throw outcome.error;
  expect(setCookies, 'an anonymous read writes no cookies').toEqual([]);
  return renderToString(outcome.value as ReactElement);
}

describe('the Next.js quickstart example', () => {
  it("reads the page's rows with the SSR guide's server client, in name order", async () => {
    const { outcome } = await runInNextRequest(
      new Request('http://localhost:3000/instruments'),
      'render',
      async () => fetchInstruments(await createClient()),
    );
    if (!('value' in outcome)) throw outcome.error;
    expect(outcome.value.map((instrument) => instrument.name)).toEqual(['cello', 'harp', 'violin']);
    expect(Object.keys(outcome.value[0] ?? {})).toEqual(['id', 'name']);
  });

  it('renders the instruments as a list in the Server Component', async () => {
    const html = await renderPage();
    expect(html).toContain('<h1>Instruments</h1>');
    expect([...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1])).toEqual([
      'cello',
      'harp',
      'violin',
    ]);
  });

  it('queries again on each render, so a row added later shows up', async () => {
    await db.exec("insert into public.instruments (name) values ('banjo')");
    expect(await renderPage()).toContain('<li>banjo</li>');
    await db.exec("delete from public.instruments where name = 'banjo'");
  });

  it('shows the API error instead of a list when the query fails', async () => {
    await db.exec('alter table public.instruments rename to instruments_old');
    try {
      const html = await renderPage();
      expect(html).toMatch(/<p role="alert">Could not load instruments: .*instruments/);
      expect(html).not.toContain('<li>');
    } finally {
      await db.exec('alter table public.instruments_old rename to instruments');
    }
  });

  it('renders an empty list once the read policy is gone, as the page warns', async () => {
    await db.exec('drop policy "Instruments are readable by everyone" on public.instruments');
    const html = await renderPage();
    expect(html).toContain('<ul></ul>');
  });

  it('names the missing variables when .env.local is not loaded', async () => {
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    try {
      await expect(renderPage()).rejects.toThrow('Set NEXT_PUBLIC_SUPABASE_URL');
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_URL = rest.url;
    }
  });
});

import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fetchInstruments } from '@/examples/quickstart-react/src/instruments';
import { databaseAfter } from './page-sql';
import { buildSelect, startRestStandIn } from './rest-stand-in';

/*
 * The React quickstart's sample code, run for real: the page's SQL builds the table in PGlite, and the
 * example's fetchInstruments() reads it with supabase-js over HTTP, as an anonymous visitor.
 */

const PAGE = 'content/guides/getting-started/quickstart-react.mdx';
// Node 20 has no global WebSocket, which supabase-js wants for Realtime (a browser has one); this test never opens it.
// ws's class differs from the DOM type in details the client never uses here.
const options = {
  auth: { persistSession: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};
let db: PGlite;
let rest: { url: string; server: Server };

beforeAll(async () => {
  db = await databaseAfter(PAGE);
  rest = await startRestStandIn(db);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => rest?.server.close(resolve));
  await db?.close();
});

describe('the quickstart example', () => {
  it('reads the rows the page inserted, in name order', async () => {
    const client = createClient(rest.url, 'anon-key-for-tests', options);
    const instruments = await fetchInstruments(client);
    expect(instruments.map((instrument) => instrument.name)).toEqual(['cello', 'harp', 'violin']);
    expect(Object.keys(instruments[0] ?? {})).toEqual(['id', 'name']);
  });

  it('gets nothing once the read policy is gone, as the page warns', async () => {
    await db.exec('drop policy "Instruments are readable by everyone" on public.instruments');
    const client = createClient(rest.url, 'anon-key-for-tests', options);
    expect(await fetchInstruments(client)).toEqual([]);
  });

  it('turns an API error into a thrown error', async () => {
    const client = createClient(rest.url, 'anon-key-for-tests', options);
    await db.exec('alter table public.instruments rename to instruments_old');
    await expect(fetchInstruments(client)).rejects.toThrow(/instruments/);
    await db.exec('alter table public.instruments_old rename to instruments');
  });
});

describe('the REST stand-in', () => {
  it('refuses parameters it does not implement instead of ignoring them', () => {
    expect(() => buildSelect('instruments', new URLSearchParams('name=eq.harp'))).toThrow(
      'unsupported parameter',
    );
    expect(() => buildSelect('x;drop', new URLSearchParams())).toThrow('unsupported identifier');
  });
});

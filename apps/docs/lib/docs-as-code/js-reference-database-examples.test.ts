import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '@/data/js-reference/example-database';
import { compileExample, examplesToRun } from './js-example-runner';
import { startPostgrestStandIn } from './postgrest-stand-in';

/*
 * The supabase-js reference's database examples, run for real: supabase-js sends each one to the PostgREST
 * stand-in over PGlite holding example-schema.sql, inside a transaction rolled back afterwards (so every example
 * starts from the same rows), and the `data` the run returns must equal the `data` the page shows.
 */

const SCHEMA = readFileSync(join(process.cwd(), 'data', 'js-reference', 'example-schema.sql'), 'utf8');

let db: PGlite;
let rest: { url: string; server: Server };
let supabase: SupabaseClient<Database>;

beforeAll(async () => {
  // A bare database with the API's `anon` role: the example tables need nothing of the platform's schemas.
  db = await PGlite.create();
  await db.exec('create role anon nologin');
  await db.exec(SCHEMA);
  // The platform's databases search text in English by default (`textSearch` without a config relies on it).
  await db.exec(`alter role anon set default_text_search_config = 'pg_catalog.english'`);
  await db.exec(`set default_text_search_config = 'pg_catalog.english'`);
  rest = await startPostgrestStandIn(db);
  supabase = createClient<Database>(rest.url, 'publishable-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; these examples never open one.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}, 60_000);

afterAll(async () => {
  if (rest) await new Promise((resolve) => rest.server.close(resolve));
  await db?.close();
});

const examples = examplesToRun('database');

describe('the database examples of the supabase-js reference', () => {
  it('are many', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  it.each(examples)('$id: $example.title', async ({ example }) => {
    await db.exec('begin');
    try {
      const { data, error } = await compileExample(example)(supabase);
      expect(error).toBeNull();
      if ('data' in example) expect(data).toEqual(example.data);
    } finally {
      await db.exec('rollback');
    }
  });
});

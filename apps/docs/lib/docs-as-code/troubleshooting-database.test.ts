import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { createClient, postgresChangesFilter, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createPlatformDb } from './platform-db';
import { startPostgrestStandIn } from './postgrest-stand-in';
import { asOwner, failureOf, queryAs, rowsOf, troubleshootingPage } from './troubleshooting-support';

/*
 * The database and REST API troubleshooting guides, each reproduced from its own SQL on a project database
 * (PGlite with the platform stand-in) and, where the client is part of the symptom, through supabase-js against
 * the PostgREST stand-in, which runs every request as `anon`. Each guide's symptom is shown, then its fix is run
 * and the symptom is shown gone. One database for the file; each guide runs in a transaction rolled back after it.
 *
 * What this does not prove, by guide: the exact JSON and status PostgREST answers (the stand-in answers every
 * database error with 400 and the message), and for embedding the PGRST200/PGRST201 answers themselves: the
 * stand-in cannot embed, so the test proves the foreign keys the API reads and the names the page's hint and
 * fix use. For Realtime, no Realtime server runs here: the test proves publication membership and that the
 * subscriber's role may read the row, the two checks Realtime makes, not a delivered event. The connection limit
 * and statement timeout need a real PostgreSQL server (troubleshooting-postgres.test.ts).
 */

let db: PGlite;
let rest: { url: string; server: Server };
let supabase: SupabaseClient;

beforeAll(async () => {
  db = await createPlatformDb();
  rest = await startPostgrestStandIn(db);
  supabase = createClient(rest.url, 'publishable-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; these tests never open one.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}, 60_000);

afterAll(async () => {
  if (rest) await new Promise((resolve) => rest.server.close(resolve));
  await db?.close();
});

/** Runs the guide's tests in a transaction of their own, rolled back afterwards. */
function inTransaction() {
  beforeAll(() => db.exec('begin'));
  afterAll(() => db.exec('rollback'));
}

const USER_A = { role: 'authenticated', id: '6f1c3e8a-4b2d-4c55-9a7e-2d0f5b8c1a93' } as const;
const USER_B = { role: 'authenticated', id: '0b8d5f0e-3c1a-4f5e-8f43-5d9a2f7c6b21' } as const;
const USER_C = { role: 'authenticated', id: '9a4e2c71-8d3b-4f06-b5a2-7c1e0d9f3b48' } as const;

describe('empty-results: [] although the rows exist', () => {
  const page = troubleshootingPage('empty-results');
  inTransaction();

  it('shows rows to the SQL editor and [] to the client, .single() failing with PGRST116', async () => {
    await asOwner(db, page.step('setup'));
    expect(rowsOf(await asOwner(db, 'select count(*)::int as n from public.articles'), -1)).toEqual([
      { n: 2 },
    ]);
    expect(page.source).toContain("supabase.from('articles').select('id, title')");
    expect(await supabase.from('articles').select('id, title')).toMatchObject({ data: [], error: null });
    const single = await supabase.from('articles').select('id, title').single();
    expect(single.error?.code).toBe('PGRST116');
    expect(single.error?.message).toContain('JSON object requested, multiple (or no) rows returned');
  });

  it('is confirmed by RLS on with no select policy, and a count of 0 as anon', async () => {
    expect(rowsOf(await asOwner(db, page.step('confirm')), -1)).toEqual([
      { rls_on: true, policyname: null, cmd: null, roles: null },
    ]);
    expect(rowsOf(await asOwner(db, page.step('confirm-as-anon')), -2)).toEqual([{ count: 0 }]);
  });

  it('stays [] with a policy for the wrong role, and returns the rows after the fix', async () => {
    await asOwner(db, page.step('wrong-role'));
    expect((await supabase.from('articles').select('id, title')).data).toEqual([]);
    await asOwner(db, page.step('fix'));
    const { data, error } = await supabase.from('articles').select('id, title');
    expect(error).toBeNull();
    expect(data?.map((row) => row.title)).toEqual(['Hello', 'Second post']);
  });
});

describe('permission-denied: 42501 permission denied for table', () => {
  const page = troubleshootingPage('permission-denied');
  inTransaction();

  it('refuses the API roles once the grants are revoked, as the page shows', async () => {
    await asOwner(db, page.step('setup'));
    await asOwner(
      db,
      `insert into public.invoices (customer_id, amount_cents) values ('${USER_A.id}', 1200)`,
    );
    const grants = rowsOf<{ allowed: boolean }>(await asOwner(db, page.step('confirm')), -1);
    expect(grants).toHaveLength(8);
    expect(grants.every((grant) => !grant.allowed)).toBe(true);
    const failure = await failureOf(db, () => asOwner(db, page.step('symptom')));
    expect(failure).toEqual({ code: '42501', message: 'permission denied for table invoices' });
    const { error } = await supabase.from('invoices').select();
    expect(error?.message).toBe('permission denied for table invoices');
  });

  it('returns the policy’s rows after the grant, and default privileges grant new tables', async () => {
    await asOwner(db, page.step('fix'));
    expect(await queryAs(db, USER_A, 'select amount_cents from public.invoices')).toEqual([
      { amount_cents: 1200 },
    ]);
    expect(await queryAs(db, USER_B, 'select amount_cents from public.invoices')).toEqual([]);
    // A project whose default privileges were revoked: a new table has no grant, until the page's fix.
    const canRead = async (table: string) =>
      rowsOf(
        await asOwner(
          db,
          `select has_table_privilege('authenticated', 'public.${table}', 'select') as allowed`,
        ),
        -1,
      );
    await asOwner(db, 'alter default privileges in schema public revoke all on tables from authenticated');
    await asOwner(db, 'create table public.drafts (id bigint primary key)');
    expect(await canRead('drafts')).toEqual([{ allowed: false }]);
    await asOwner(db, page.step('fix-defaults'));
    await asOwner(db, 'create table public.receipts (id bigint primary key)');
    expect(await canRead('receipts')).toEqual([{ allowed: true }]);
  });
});

describe('infinite-recursion-in-policy: 42P17', () => {
  const page = troubleshootingPage('infinite-recursion-in-policy');
  inTransaction();

  it('fails every read as a signed-in user while the policy reads its own table', async () => {
    await asOwner(db, page.step('setup'));
    await asOwner(
      db,
      `insert into public.team_members values (1, '${USER_A.id}'), (1, '${USER_B.id}'), (2, '${USER_C.id}')`,
    );
    const policies = rowsOf<{ qual: string }>(await asOwner(db, page.step('confirm')), -1);
    expect(policies[0]?.qual).toContain('team_members');
    const failure = await failureOf(db, () => asOwner(db, page.step('symptom')));
    expect(failure?.code).toBe('42P17');
    expect(failure?.message).toBe('infinite recursion detected in policy for relation "team_members"');
  });

  it('reads each member’s own teams through the security definer function', async () => {
    await asOwner(db, page.step('fix'));
    const sql = 'select user_id from public.team_members order by user_id';
    expect(await queryAs(db, USER_A, sql)).toEqual([{ user_id: USER_B.id }, { user_id: USER_A.id }]);
    expect(await queryAs(db, USER_C, sql)).toEqual([{ user_id: USER_C.id }]);
    // Visitors are not signed in: no policy, so nothing, and no recursion either.
    expect(await queryAs(db, { role: 'anon' }, sql)).toEqual([]);
  });
});

describe('insert-fails-from-client: with check, the returned row and defaults', () => {
  const page = troubleshootingPage('insert-fails-from-client');
  inTransaction();
  const refused = 'new row violates row-level security policy for table "messages"';

  it('refuses a visitor’s insert, and a user’s insert that returns the row', async () => {
    await asOwner(db, page.step('setup'));
    const policies = rowsOf<{ cmd: string }>(await asOwner(db, page.step('confirm')), -1);
    expect(policies.map((policy) => policy.cmd)).toEqual(['INSERT']);
    const { error } = await supabase.from('messages').insert({ body: 'Hi' });
    expect(error?.message).toBe(refused);
    // What the API runs for .insert() (return=minimal: `returning 1`) and for .insert().select().
    expect(
      await queryAs(db, USER_A, `insert into public.messages (body) values ('Hi') returning 1 as ok`),
    ).toEqual([{ ok: 1 }]);
    const returning = await failureOf(db, () =>
      queryAs(db, USER_A, `insert into public.messages (body) values ('Hi') returning *`),
    );
    expect(returning).toEqual({ code: '42501', message: refused });
    const asSomeoneElse = await failureOf(db, () =>
      queryAs(db, USER_A, `insert into public.messages (user_id, body) values ('${USER_B.id}', 'Hi')`),
    );
    expect(asSomeoneElse?.message).toBe(refused);
  });

  it('fails with 23502 when nothing fills user_id (no signed-in user)', async () => {
    const failure = await failureOf(db, () =>
      asOwner(db, `insert into public.messages (body) values ('Hi')`),
    );
    expect(failure?.code).toBe('23502');
    expect(failure?.message).toContain('null value in column "user_id" of relation "messages"');
  });

  it('returns the new row with its defaults once a select policy lets its author read it', async () => {
    await asOwner(db, page.step('fix'));
    const rows = await queryAs<{ user_id: string; body: string; id: number }>(
      db,
      USER_A,
      `insert into public.messages (body) values ('Hi') returning *`,
    );
    expect(rows).toMatchObject([{ user_id: USER_A.id, body: 'Hi' }]);
    expect(rows[0]?.id).toBeGreaterThan(0);
  });
});

describe('upsert-creates-duplicates: the conflict target', () => {
  const page = troubleshootingPage('upsert-creates-duplicates');
  inTransaction();
  const noConstraint = 'there is no unique or exclusion constraint matching the ON CONFLICT specification';
  const count = async () =>
    rowsOf<{ n: number }>(
      await asOwner(db, `select count(*)::int as n from public.stock where sku = 'TEA-01'`),
      -1,
    );

  it('inserts a second row for the same sku without onConflict, and fails with it', async () => {
    await asOwner(db, page.step('setup'));
    for (const call of ["upsert({ sku: 'TEA-01', quantity: 5 })", "upsert({ sku: 'TEA-01', quantity: 7 })"]) {
      expect(page.source).toContain(`supabase.from('stock').${call}`);
    }
    expect((await supabase.from('stock').upsert({ sku: 'TEA-01', quantity: 5 })).error).toBeNull();
    expect((await supabase.from('stock').upsert({ sku: 'TEA-01', quantity: 7 })).error).toBeNull();
    expect(await count()).toEqual([{ n: 2 }]);
    const [duplicates, unique] = (await asOwner(db, page.step('confirm'))).slice(-2);
    expect(duplicates?.rows).toEqual([{ sku: 'TEA-01', copies: 2 }]);
    expect(unique?.rows.map((row) => (row as { indexname: string }).indexname)).toEqual(['stock_pkey']);
    expect(await failureOf(db, () => asOwner(db, page.step('symptom')))).toEqual({
      code: '42P10',
      message: noConstraint,
    });
    const named = await supabase.from('stock').upsert({ sku: 'TEA-01', quantity: 7 }, { onConflict: 'sku' });
    expect(named.error?.message).toBe(noConstraint);
  });

  it('updates the one row after the duplicates are removed and the constraint added', async () => {
    await asOwner(db, page.step('fix'));
    expect(await count()).toEqual([{ n: 1 }]);
    expect(page.source).toContain("upsert({ sku: 'TEA-01', quantity: 7 }, { onConflict: 'sku' })");
    const { error } = await supabase
      .from('stock')
      .upsert({ sku: 'TEA-01', quantity: 7 }, { onConflict: 'sku' });
    expect(error).toBeNull();
    expect(rowsOf(await asOwner(db, `select sku, quantity from public.stock`), -1)).toEqual([
      { sku: 'TEA-01', quantity: 7 },
    ]);
  });
});

describe('embedding-relationship-errors: PGRST200 and PGRST201', () => {
  const page = troubleshootingPage('embedding-relationship-errors');
  inTransaction();
  const foreignKeys = async () =>
    rowsOf<{ constraint_name: string; points_to: string }>(await asOwner(db, page.step('confirm')), -1).map(
      (row) => `${row.constraint_name} → ${row.points_to}`,
    );

  it('finds two foreign keys to people and none to studios, named as the hint and the fix name them', async () => {
    await asOwner(db, page.step('setup'));
    expect(await foreignKeys()).toEqual(['films_director_id_fkey → people', 'films_writer_id_fkey → people']);
    expect(page.source).toContain("'people!films_director_id_fkey', 'people!films_writer_id_fkey'");
    expect(page.source).toContain('people!films_director_id_fkey(name)');
    expect(page.source).toContain('people!films_writer_id_fkey(name)');
  });

  it('has a relationship to studios after the fix', async () => {
    await asOwner(db, page.step('fix'));
    expect(await foreignKeys()).toContain('films_studio_id_fkey → studios');
  });
});

describe('slow-queries: a sequential scan for a policy’s column', () => {
  const page = troubleshootingPage('slow-queries');
  inTransaction();
  const plan = async () =>
    rowsOf<Record<string, string>>(await asOwner(db, page.step('confirm')), -2)
      .map((row) => Object.values(row)[0])
      .join('\n');

  it('reads the whole table for one user, then uses the index after the fix', async () => {
    await asOwner(db, page.step('setup'));
    const before = await plan();
    expect(before).toMatch(/^Seq Scan on orders/);
    expect(before).toContain('Rows Removed by Filter: 20000');
    expect(before).toContain('InitPlan');
    await asOwner(db, page.step('fix'));
    expect(await plan()).toMatch(/^Index Scan using orders_user_id_idx on orders/);
  });
});

describe('too-many-connections: the confirm query', () => {
  const page = troubleshootingPage('too-many-connections');

  it('runs and reports the limit next to the connections by application', async () => {
    const [byApplication, limits] = (await asOwner(db, page.step('confirm'))).slice(-2);
    expect(byApplication?.fields.map((field) => field.name)).toEqual([
      'usename',
      'application_name',
      'state',
      'connections',
    ]);
    expect(limits?.rows).toEqual([
      { max_connections: expect.any(Number), reserved_for_superusers: expect.any(Number) },
    ]);
  });
});

describe('realtime-no-changes: the publication and the subscriber’s rights', () => {
  const page = troubleshootingPage('realtime-no-changes');
  inTransaction();
  const published = async () =>
    rowsOf<{ tablename: string }>(await asOwner(db, page.step('confirm')), -1).map((row) => row.tablename);
  const visible = async () => rowsOf<{ count: number }>(await asOwner(db, page.step('confirm-as-user')), -2);

  it('leaves the table out of the publication and its rows out of the subscriber’s reach', async () => {
    await asOwner(db, page.step('setup'));
    await asOwner(db, `insert into public.chat_messages (room, body) values ('lobby', 'Hi')`);
    expect(await published()).not.toContain('chat_messages');
    expect(await visible()).toEqual([{ count: 0 }]);
  });

  it('publishes the table and lets the subscriber read its rows after the fix', async () => {
    await asOwner(db, page.step('fix'));
    expect(await published()).toContain('chat_messages');
    expect(await visible()).toEqual([{ count: 1 }]);
  });

  it('writes the filter as the installed client builds it', () => {
    expect(postgresChangesFilter().eq('room', 'lobby').build()).toBe('room=eq.lobby');
    expect(page.source).toContain("filter: 'room=eq.lobby'");
    expect(page.source).toContain("postgresChangesFilter().eq('room', 'lobby').build(); // 'room=eq.lobby'");
  });
});

import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAfter } from './page-sql';
import { type Actor, actAsOwner, signUp } from './platform-db';
import { restrictiveWithoutPermissive, rowsSeen, write } from './policy-helpers';

/*
 * The JWT guide's notes table: reading and adding need a sign-in, editing and deleting a second factor (aal2).
 * Its own SQL runs, then user A acts at aal1 and at aal2, and user B at aal2, as the API would run them.
 */

const PAGE = 'content/guides/auth/jwts.mdx';
let db: PGlite;
let aliceId: string;
let bobId: string;
const anon: Actor = { role: 'anon' };
const alice = (aal: 'aal1' | 'aal2'): Actor => ({ role: 'authenticated', id: aliceId, aal });
const bob = (aal: 'aal1' | 'aal2'): Actor => ({ role: 'authenticated', id: bobId, aal });

beforeAll(async () => {
  db = await databaseAfter(PAGE);
  aliceId = await signUp(db, 'a@example.com');
  bobId = await signUp(db, 'b@example.com');
  await actAsOwner(db);
  await db.query(`insert into public.notes (owner_id, body) values ($1, 'A''s note'), ($2, 'B''s note')`, [
    aliceId,
    bobId,
  ]);
}, 180_000);
afterAll(async () => {
  await db?.close();
});

describe('at aal1 (one factor)', () => {
  it('user A reads only their own notes and may add one', async () => {
    expect(await rowsSeen(db, alice('aal1'), 'select body from public.notes')).toEqual([
      { body: "A's note" },
    ]);
    expect(await write(db, alice('aal1'), `insert into public.notes (body) values ('new at aal1')`)).toEqual({
      ok: true,
      rows: 1,
    });
  });

  it('user A can neither edit nor delete their note', async () => {
    expect(await write(db, alice('aal1'), `update public.notes set body = 'edited'`)).toEqual({
      ok: true,
      rows: 0,
    });
    expect(await write(db, alice('aal1'), 'delete from public.notes')).toEqual({ ok: true, rows: 0 });
  });
});

describe('at aal2 (second factor)', () => {
  it('user A edits and deletes their own notes', async () => {
    expect(
      await write(db, alice('aal2'), `update public.notes set body = 'edited at aal2' where body = $1`, [
        "A's note",
      ]),
    ).toEqual({ ok: true, rows: 1 });
    expect(await write(db, alice('aal2'), `delete from public.notes where body = 'new at aal1'`)).toEqual({
      ok: true,
      rows: 1,
    });
  });

  it("user B cannot touch user A's notes, and cannot hand a note to someone else", async () => {
    expect(
      await write(db, bob('aal2'), `update public.notes set body = 'taken' where owner_id = $1`, [aliceId]),
    ).toEqual({ ok: true, rows: 0 });
    expect(await write(db, bob('aal2'), `delete from public.notes where owner_id = $1`, [aliceId])).toEqual({
      ok: true,
      rows: 0,
    });
    const handOver = await write(db, bob('aal2'), 'update public.notes set owner_id = $1', [aliceId]);
    expect(handOver.ok).toBe(false);
  });
});

it('anon reads and writes nothing', async () => {
  expect(await rowsSeen(db, anon, 'select body from public.notes')).toEqual([]);
  expect((await write(db, anon, `insert into public.notes (body) values ('x')`)).ok).toBe(false);
});

it('every restrictive policy on the page has a permissive one to narrow (alone it would grant nothing)', async () => {
  expect(await restrictiveWithoutPermissive(db)).toEqual([]);
});

it('the check finds the old mistake: a restrictive update policy with no permissive one', async () => {
  await db.exec(`
    create table public.drafts (id bigint primary key, owner_id uuid not null default auth.uid());
    alter table public.drafts enable row level security;
    create policy "Own drafts" on public.drafts for select to authenticated using ((select auth.uid()) = owner_id);
    create policy "Edits need aal2" on public.drafts as restrictive for update to authenticated
      using ((select auth.jwt() ->> 'aal') = 'aal2');`);
  try {
    expect(await restrictiveWithoutPermissive(db)).toEqual(['public.drafts: Edits need aal2 (update)']);
  } finally {
    await db.exec('drop table public.drafts');
  }
});

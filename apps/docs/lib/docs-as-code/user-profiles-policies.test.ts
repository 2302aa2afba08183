import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAfter } from './page-sql';
import { type Actor, signUp } from './platform-db';
import { replace, rowsSeen, upload, write } from './policy-helpers';

/*
 * The user-profiles guide promises who may read, create and change profiles and avatars. This runs the page's
 * own SQL and checks each promise as an anonymous visitor, as user A and as user B.
 */

const PAGE = 'content/guides/database/user-profiles.mdx';
const anon: Actor = { role: 'anon' };
let db: PGlite;
let userA: Actor & { id: string };
let userB: Actor & { id: string };

beforeAll(async () => {
  db = await databaseAfter(PAGE);
  const a = await signUp(db, 'a@example.com', { full_name: 'Ada A' });
  const b = await signUp(db, 'b@example.com');
  userA = { role: 'authenticated', id: a };
  userB = { role: 'authenticated', id: b };
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const RLS_ERROR = /row-level security/;

describe('profiles', () => {
  it('gets a row for every sign-up, with the name from the sign-up metadata', async () => {
    const rows = await rowsSeen<{ id: string; full_name: string | null }>(
      db,
      anon,
      'select id, full_name from profiles order by full_name nulls last',
    );
    expect(rows).toEqual([
      { id: userA.id, full_name: 'Ada A' },
      { id: userB.id, full_name: null },
    ]);
  });

  it('is readable by anonymous visitors and by every user', async () => {
    for (const actor of [anon, userA, userB]) {
      expect(await rowsSeen(db, actor, 'select id from profiles')).toHaveLength(2);
    }
  });

  it('lets a user change their own profile', async () => {
    expect(await write(db, userA, `update profiles set username = 'ada' where id = $1`, [userA.id])).toEqual({
      ok: true,
      rows: 1,
    });
  });

  it("changes nothing when a user updates someone else's profile", async () => {
    expect(
      await write(db, userB, `update profiles set username = 'mallory' where id = $1`, [userA.id]),
    ).toEqual({
      ok: true,
      rows: 0,
    });
    const [row] = await rowsSeen<{ username: string }>(
      db,
      anon,
      'select username from profiles where id = $1',
      [userA.id],
    );
    expect(row?.username).toBe('ada');
  });

  it('refuses an update that moves a profile to another id', async () => {
    const outcome = await write(db, userA, 'update profiles set id = $1 where id = $2', [userB.id, userA.id]);
    expect(outcome.ok).toBe(false);
  });

  it('lets anonymous visitors change nothing', async () => {
    expect(await write(db, anon, `update profiles set website = 'x'`)).toEqual({ ok: true, rows: 0 });
  });

  it('refuses a profile inserted for another user, and any insert by anonymous visitors', async () => {
    const other = await write(db, userA, 'insert into profiles (id) values ($1)', [userB.id]);
    expect(other).toMatchObject({ ok: false, error: expect.stringMatching(RLS_ERROR) });
    const byAnon = await write(db, anon, 'insert into profiles (id) values ($1)', [userB.id]);
    expect(byAnon.ok).toBe(false);
  });

  it('refuses a username shorter than 3 characters', async () => {
    const outcome = await write(db, userA, `update profiles set username = 'ab' where id = $1`, [userA.id]);
    expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('username_length') });
  });

  it('keeps profiles when a user tries to delete one through the API', async () => {
    expect(await write(db, userA, 'delete from profiles where id = $1', [userA.id])).toEqual({
      ok: true,
      rows: 0,
    });
    expect(await rowsSeen(db, anon, 'select id from profiles')).toHaveLength(2);
  });
});

describe('avatars bucket', () => {
  it('takes uploads from signed-in users and records the uploader', async () => {
    expect(await upload(db, userA, 'avatars', 'a.png')).toEqual({ ok: true, rows: 1 });
    expect(await upload(db, userB, 'avatars', 'b.png')).toEqual({ ok: true, rows: 1 });
    const rows = await rowsSeen<{ name: string; owner_id: string }>(
      db,
      anon,
      `select name, owner_id from storage.objects where bucket_id = 'avatars' order by name`,
    );
    expect(rows).toEqual([
      { name: 'a.png', owner_id: userA.id },
      { name: 'b.png', owner_id: userB.id },
    ]);
  });

  it('refuses uploads from anonymous visitors', async () => {
    expect(await upload(db, anon, 'avatars', 'anon.png')).toMatchObject({
      ok: false,
      error: expect.stringMatching(RLS_ERROR),
    });
  });

  it("lets the owner replace their file and nobody else's", async () => {
    expect(await replace(db, userA, 'avatars', 'a.png')).toEqual({ ok: true, rows: 1 });
    expect(await replace(db, userA, 'avatars', 'b.png')).toEqual({ ok: true, rows: 0 });
    expect(await replace(db, anon, 'avatars', 'a.png')).toEqual({ ok: true, rows: 0 });
  });

  it('does not let a user take over a file by rewriting its owner', async () => {
    const outcome = await write(db, userA, `update storage.objects set owner_id = $1 where name = 'a.png'`, [
      userB.id,
    ]);
    expect(outcome.ok).toBe(false);
  });
});

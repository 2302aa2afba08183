import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnableSql } from './page-sql';
import { type Actor, actAsOwner, createPlatformDb, signUp } from './platform-db';
import { replace, rowsSeen, upload, write } from './policy-helpers';

/*
 * The products example says its bucket is open to anyone, and what that allows. Its SQL runs in three steps
 * (table, open bucket, narrowed policies), and each claim of the page is checked as anon, user A and user B.
 */

const PAGE = 'content/guides/database/products-example.mdx';
const [tableSql = '', bucketSql = '', narrowSql = ''] = runnableSql(PAGE);
const anon: Actor = { role: 'anon' };
let db: PGlite;
let userA: Actor;
let userB: Actor;

beforeAll(async () => {
  db = await createPlatformDb();
  await db.exec(tableSql);
  await db.exec(bucketSql);
  userA = { role: 'authenticated', id: await signUp(db, 'a@example.com') };
  userB = { role: 'authenticated', id: await signUp(db, 'b@example.com') };
  await actAsOwner(db);
  await db.exec(`insert into products (name, price, image) values ('Blue mug', 9.5, 'mugs/blue.png')`);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

it('has three SQL steps on the page', () => {
  expect([tableSql, bucketSql, narrowSql].every((sql) => sql.length > 0)).toBe(true);
});

describe('products table', () => {
  it('is readable by everyone', async () => {
    for (const actor of [anon, userA]) {
      expect(await rowsSeen(db, actor, 'select name from products')).toEqual([{ name: 'Blue mug' }]);
    }
  });

  it('takes no writes through the API', async () => {
    expect(await write(db, anon, `insert into products (name, price) values ('x', 1)`)).toMatchObject({
      ok: false,
    });
    expect(await write(db, userA, `insert into products (name, price) values ('x', 1)`)).toMatchObject({
      ok: false,
    });
    expect(await write(db, userA, 'update products set price = 0')).toEqual({ ok: true, rows: 0 });
    expect(await write(db, anon, 'delete from products')).toEqual({ ok: true, rows: 0 });
  });
});

describe('product-images with the open policies', () => {
  it('takes uploads from anonymous visitors and signed-in users', async () => {
    expect(await upload(db, anon, 'product-images', 'mugs/anon.png')).toEqual({ ok: true, rows: 1 });
    expect(await upload(db, userA, 'product-images', 'mugs/a.png')).toEqual({ ok: true, rows: 1 });
  });

  it("lets anyone replace anyone's image, as the warning says", async () => {
    expect(await replace(db, anon, 'product-images', 'mugs/a.png')).toEqual({ ok: true, rows: 1 });
    expect(await replace(db, userB, 'product-images', 'mugs/a.png')).toEqual({ ok: true, rows: 1 });
  });

  it('is readable by everyone, and lets nobody delete', async () => {
    expect(
      await rowsSeen(db, anon, `select name from storage.objects where bucket_id = 'product-images'`),
    ).toHaveLength(2);
    expect(await write(db, anon, `delete from storage.objects where bucket_id = 'product-images'`)).toEqual({
      ok: true,
      rows: 0,
    });
  });

  it('does not open other buckets', async () => {
    await actAsOwner(db);
    await db.exec(`insert into storage.buckets (id, name) values ('private', 'private')`);
    expect(await upload(db, anon, 'private', 'x.png')).toMatchObject({ ok: false });
  });
});

describe('product-images after narrowing', () => {
  beforeAll(async () => {
    await actAsOwner(db);
    await db.exec(narrowSql);
  });

  it('refuses anonymous uploads and still takes signed-in ones', async () => {
    expect(await upload(db, anon, 'product-images', 'mugs/late.png')).toMatchObject({ ok: false });
    expect(await upload(db, userB, 'product-images', 'mugs/b.png')).toEqual({ ok: true, rows: 1 });
  });

  it('lets an uploader replace only their own image', async () => {
    expect(await replace(db, userB, 'product-images', 'mugs/b.png')).toEqual({ ok: true, rows: 1 });
    expect(await replace(db, userA, 'product-images', 'mugs/b.png')).toEqual({ ok: true, rows: 0 });
    expect(await replace(db, anon, 'product-images', 'mugs/b.png')).toEqual({ ok: true, rows: 0 });
  });
});

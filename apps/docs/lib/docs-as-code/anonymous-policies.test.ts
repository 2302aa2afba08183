import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnableSql } from './page-sql';
import { type Actor, actAsOwner, createPlatformDb, signUp } from './platform-db';
import { restrictiveWithoutPermissive, rowsSeen, write } from './policy-helpers';

/*
 * The anonymous sign-ins guide's shop: guests (is_anonymous in the JWT) fill a cart but cannot order;
 * permanent users can; a guest who added an email keeps their cart under the same id. Then the page's
 * clean-up statement removes only old guests, and their carts with them.
 */

const PAGE = 'content/guides/auth/anonymous-sign-ins.mdx';
const [shopSql = '', cleanupSql = ''] = runnableSql(PAGE);
let db: PGlite;
let guestId: string;
let otherGuestId: string;
let customerId: string;
const guest = (): Actor => ({ role: 'authenticated', id: guestId, isAnonymous: true });
const otherGuest = (): Actor => ({ role: 'authenticated', id: otherGuestId, isAnonymous: true });
const customer = (): Actor => ({ role: 'authenticated', id: customerId, email: 'c@example.com' });
const ORDER = 'insert into public.orders (total_cents) values (1250)';

/** A user as an anonymous sign-in creates one: no email, is_anonymous set. */
async function anonymousUser(createdAt = 'now()'): Promise<string> {
  await actAsOwner(db);
  const result = await db.query<{ id: string }>(
    `insert into auth.users (is_anonymous, created_at) values (true, ${createdAt}) returning id`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('no anonymous user');
  return id;
}

beforeAll(async () => {
  db = await createPlatformDb(shopSql);
  await db.exec(shopSql);
  guestId = await anonymousUser();
  otherGuestId = await anonymousUser();
  customerId = await signUp(db, 'c@example.com');
}, 60_000);
afterAll(async () => {
  await db?.close();
});

it('has the shop and the clean-up on the page', () => {
  expect(shopSql).toContain('create policy "Guests cannot place orders"');
  expect(cleanupSql).toMatch(/^delete from auth\.users/);
});

describe('a guest (is_anonymous: true)', () => {
  it('fills and reads their own cart', async () => {
    expect(
      await write(db, guest(), 'insert into public.cart_items (product_id, quantity) values (7, 2)'),
    ).toEqual({ ok: true, rows: 1 });
    expect(await rowsSeen(db, guest(), 'select product_id, quantity from public.cart_items')).toEqual([
      { product_id: 7, quantity: 2 },
    ]);
  });

  it("does not see another guest's cart", async () => {
    expect(await rowsSeen(db, otherGuest(), 'select product_id from public.cart_items')).toEqual([]);
    expect(await write(db, otherGuest(), 'delete from public.cart_items')).toEqual({ ok: true, rows: 0 });
  });

  it('cannot place an order', async () => {
    expect(await write(db, guest(), ORDER)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/row-level security/),
    });
  });
});

describe('a permanent user (is_anonymous: false)', () => {
  it('places an order and reads only their own orders', async () => {
    expect(await write(db, customer(), ORDER)).toEqual({ ok: true, rows: 1 });
    expect(await rowsSeen(db, customer(), 'select total_cents from public.orders')).toEqual([
      { total_cents: 1250 },
    ]);
    expect(await rowsSeen(db, guest(), 'select total_cents from public.orders')).toEqual([]);
  });

  it('is refused when the token has no is_anonymous claim at all (the policy fails closed)', async () => {
    await actAsOwner(db);
    await db.query(`select set_config('request.jwt.claims', $1, false)`, [
      JSON.stringify({ role: 'authenticated', sub: customerId }),
    ]);
    await db.exec('set role authenticated');
    try {
      await expect(db.query(ORDER)).rejects.toThrow(/row-level security/);
    } finally {
      await actAsOwner(db);
    }
  });
});

describe('a guest who kept their account', () => {
  it('still has their cart and may now order, under the same id', async () => {
    await actAsOwner(db);
    await db.query(`update auth.users set email = 'kept@example.com', is_anonymous = false where id = $1`, [
      guestId,
    ]);
    const kept: Actor = { role: 'authenticated', id: guestId, email: 'kept@example.com' };
    expect(await rowsSeen(db, kept, 'select product_id from public.cart_items')).toEqual([{ product_id: 7 }]);
    expect(await write(db, kept, ORDER)).toEqual({ ok: true, rows: 1 });
  });
});

describe('the clean-up statement', () => {
  it('deletes guests older than 30 days with their carts, and nobody else', async () => {
    const oldGuest = await anonymousUser(`now() - interval '31 days'`);
    await write(
      db,
      { role: 'authenticated', id: oldGuest, isAnonymous: true },
      'insert into public.cart_items (product_id, quantity) values (9, 1)',
    );
    await actAsOwner(db);
    await db.query(`update auth.users set created_at = now() - interval '90 days' where id = $1`, [
      customerId,
    ]);

    await db.exec(cleanupSql);
    const left = await db.query<{ id: string }>('select id from auth.users order by created_at');
    expect(left.rows.map((row) => row.id).sort()).toEqual([customerId, guestId, otherGuestId].sort());
    const carts = await db.query('select 1 from public.cart_items where user_id = $1', [oldGuest]);
    expect(carts.rows).toEqual([]);
  });
});

it('every restrictive policy on the page has a permissive one to narrow (alone it would grant nothing)', async () => {
  expect(await restrictiveWithoutPermissive(db)).toEqual([]);
});

import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAfter } from './page-sql';
import { type Actor, actAsOwner, signUp } from './platform-db';
import { restrictiveWithoutPermissive, rowsSeen, write } from './policy-helpers';

/*
 * The MFA guide's payout accounts: owners reach their own rows only from a session that passed a second
 * factor. Its own SQL runs, then user A acts with an aal1 and an aal2 token, user B at aal2, and anon.
 */

const PAGE = 'content/guides/auth/mfa.mdx';
let db: PGlite;
let aliceId: string;
let bobId: string;
const anon: Actor = { role: 'anon' };
const alice = (aal: 'aal1' | 'aal2'): Actor => ({ role: 'authenticated', id: aliceId, aal });
const bob = (aal: 'aal1' | 'aal2'): Actor => ({ role: 'authenticated', id: bobId, aal });
const SELECT = 'select iban from public.payout_accounts order by id';

beforeAll(async () => {
  db = await databaseAfter(PAGE);
  aliceId = await signUp(db, 'a@example.com');
  bobId = await signUp(db, 'b@example.com');
  await actAsOwner(db);
  await db.query(
    `insert into public.payout_accounts (owner_id, iban) values ($1, 'DE-A-1'), ($2, 'DE-B-1')`,
    [aliceId, bobId],
  );
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('an aal1 token (password only)', () => {
  it('sees no payout account, not even its own', async () => {
    expect(await rowsSeen(db, alice('aal1'), SELECT)).toEqual([]);
  });

  it('is refused an insert, and changes and deletes nothing', async () => {
    const insert = await write(
      db,
      alice('aal1'),
      `insert into public.payout_accounts (iban) values ('DE-A-2')`,
    );
    expect(insert).toMatchObject({ ok: false, error: expect.stringMatching(/row-level security/) });
    expect(await write(db, alice('aal1'), `update public.payout_accounts set iban = 'X'`)).toEqual({
      ok: true,
      rows: 0,
    });
    expect(await write(db, alice('aal1'), 'delete from public.payout_accounts')).toEqual({
      ok: true,
      rows: 0,
    });
  });
});

describe('an aal2 token (second factor verified)', () => {
  it('reads, adds, changes and deletes its own accounts', async () => {
    expect(await rowsSeen(db, alice('aal2'), SELECT)).toEqual([{ iban: 'DE-A-1' }]);
    expect(
      await write(db, alice('aal2'), `insert into public.payout_accounts (iban) values ('DE-A-2')`),
    ).toEqual({ ok: true, rows: 1 });
    expect(
      await write(
        db,
        alice('aal2'),
        `update public.payout_accounts set iban = 'DE-A-3' where iban = 'DE-A-2'`,
      ),
    ).toEqual({ ok: true, rows: 1 });
    expect(
      await write(db, alice('aal2'), `delete from public.payout_accounts where iban = 'DE-A-3'`),
    ).toEqual({
      ok: true,
      rows: 1,
    });
  });

  it("still reaches nobody else's accounts, and cannot add one for someone else", async () => {
    expect(await rowsSeen(db, bob('aal2'), SELECT)).toEqual([{ iban: 'DE-B-1' }]);
    expect(
      await write(db, bob('aal2'), 'update public.payout_accounts set iban = $2 where owner_id = $1', [
        aliceId,
        'taken',
      ]),
    ).toEqual({ ok: true, rows: 0 });
    const forged = await write(
      db,
      bob('aal2'),
      'insert into public.payout_accounts (owner_id, iban) values ($1, $2)',
      [aliceId, 'DE-B-2'],
    );
    expect(forged.ok).toBe(false);
  });

  it('is what the aal claim decides: the same user at aal1 is refused again', async () => {
    expect(await rowsSeen(db, bob('aal1'), SELECT)).toEqual([]);
  });
});

it('anon sees and writes nothing', async () => {
  expect(await rowsSeen(db, anon, SELECT)).toEqual([]);
  expect((await write(db, anon, `insert into public.payout_accounts (iban) values ('x')`)).ok).toBe(false);
});

it('every restrictive policy on the page has a permissive one to narrow (alone it would grant nothing)', async () => {
  expect(await restrictiveWithoutPermissive(db)).toEqual([]);
});

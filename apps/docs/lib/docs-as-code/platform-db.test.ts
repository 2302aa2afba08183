import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs, actAsOwner, createPlatformDb, signUp } from './platform-db';

let db: PGlite;
beforeAll(async () => {
  db = await createPlatformDb();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the platform stand-in', () => {
  it('answers auth.uid(), auth.role() and auth.jwt() from the request claims', async () => {
    const id = await signUp(db, 'a@example.com');
    await actAs(db, { role: 'authenticated', id, email: 'a@example.com' });
    const { rows } = await db.query<Record<string, unknown>>(
      `select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email, current_user as "user"`,
    );
    expect(rows[0]).toEqual({
      uid: id,
      role: 'authenticated',
      email: 'a@example.com',
      user: 'authenticated',
    });

    await actAs(db, { role: 'anon' });
    const anon = await db.query<Record<string, unknown>>('select auth.uid() as uid, auth.role() as role');
    expect(anon.rows[0]).toEqual({ uid: null, role: 'anon' });
    await actAsOwner(db);
  });

  it('splits storage paths like the storage helpers', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select storage.foldername('user-1/photos/cat.png') as folders, storage.filename('user-1/photos/cat.png') as file,
              storage.extension('user-1/photos/cat.png') as ext, storage.foldername('cat.png') as top`,
    );
    expect(rows[0]).toEqual({ folders: ['user-1', 'photos'], file: 'cat.png', ext: 'png', top: [] });
  });

  it('keeps anon out of a table with row level security and no policy', async () => {
    await db.exec(
      'create table notes (id int); alter table notes enable row level security; insert into notes values (1);',
    );
    await actAs(db, { role: 'anon' });
    expect((await db.query('select * from notes')).rows).toEqual([]);
    await actAs(db, { role: 'service_role' });
    expect((await db.query('select * from notes')).rows).toEqual([{ id: 1 }]);
    await actAsOwner(db);
  });
});

import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainedSqlStates } from '@/data/errors/postgres-explained';
import { createPlatformDb } from './platform-db';

/*
 * The Errors reference's "reproduce" snippets (data/errors/postgres-explained.ts) run on a fresh project database
 * (PGlite with the platform stand-in, as the guides' SQL does). Each must fail, and with the SQLSTATE of its entry,
 * the RLS refusal included. Each runs in its own transaction, rolled back, so one snippet's tables never meet
 * another's.
 */
const reproducible = explainedSqlStates.filter((entry) => entry.reproduce);

let db: PGlite;
beforeAll(async () => {
  db = await createPlatformDb();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

async function sqlStateOf(sql: string): Promise<string | undefined> {
  await db.exec('begin');
  try {
    await db.exec(sql);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  } finally {
    await db.exec('rollback');
  }
}

describe('the Errors reference reproduces its SQLSTATEs on Postgres', () => {
  it('has at least 25 snippets, the RLS refusal among them', () => {
    expect(reproducible.length).toBeGreaterThanOrEqual(25);
    expect(reproducible.find((entry) => entry.code === '42501')?.reproduce).toMatch(/row level security/);
  });

  it.each(reproducible.map((entry) => [entry.code, entry.title, entry.reproduce ?? '']))(
    '%s (%s)',
    async (code, _title, sql) => {
      expect(await sqlStateOf(sql)).toBe(code);
    },
  );

  it('refuses the RLS snippet with the message readers paste', async () => {
    const sql = reproducible.find((entry) => entry.code === '42501')?.reproduce ?? '';
    await db.exec('begin');
    await expect(db.exec(sql)).rejects.toThrow(
      /new row violates row-level security policy for table "todos"/,
    );
    await db.exec('rollback');
  });
});

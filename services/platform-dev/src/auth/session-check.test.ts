import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession, revokeSession } from '../data/sessions.ts';
import type { Database, Queryable } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { seed } from '../seed/seed.ts';
import { demoUser, manyUser } from '../seed/seed-data.ts';
import { createSessionCheck } from './session-check.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'memory' });
  await seed(db);
});
afterAll(() => db?.close());

/** The real database, with a count of the queries sent through it. */
function counted(): Queryable & { count: number } {
  const wrapper = {
    count: 0,
    query<Row>(sql: string, params?: readonly unknown[]) {
      wrapper.count++;
      return db.query<Row>(sql, params);
    },
  };
  return wrapper;
}

describe('session check', () => {
  it('asks the database once per TTL for an active session, and again after forgetAll', async () => {
    const now = 0;
    const sessionId = crypto.randomUUID();
    await insertSession(db, sessionId, demoUser.id);
    const queries = counted();
    const check = createSessionCheck(queries, 5_000, () => now);
    expect(await check.isActive(sessionId, demoUser.id)).toBe(true);
    expect(await check.isActive(sessionId, demoUser.id)).toBe(true);
    expect(queries.count).toBe(1);

    await revokeSession(db, sessionId, 'logout');
    // Still remembered until this server says it revoked something, or the TTL runs out.
    expect(await check.isActive(sessionId, demoUser.id)).toBe(true);
    check.forgetAll();
    expect(await check.isActive(sessionId, demoUser.id)).toBe(false);
  });

  it('asks again once the TTL has passed', async () => {
    let now = 0;
    const sessionId = crypto.randomUUID();
    await insertSession(db, sessionId, demoUser.id);
    const check = createSessionCheck(counted(), 5_000, () => now);
    expect(await check.isActive(sessionId, demoUser.id)).toBe(true);
    await revokeSession(db, sessionId, 'refresh_token_reuse');
    now += 5_001;
    expect(await check.isActive(sessionId, demoUser.id)).toBe(false);
  });

  it('never remembers a refusal, nor a session for another user', async () => {
    const sessionId = crypto.randomUUID();
    await insertSession(db, sessionId, demoUser.id);
    const queries = counted();
    const check = createSessionCheck(queries);
    expect(await check.isActive(sessionId, demoUser.id)).toBe(true);
    expect(await check.isActive(sessionId, manyUser.id)).toBe(false);
    expect(await check.isActive(crypto.randomUUID(), demoUser.id)).toBe(false);
    expect(queries.count).toBe(3);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin, startTempPostgres, type TempPostgres } from './temp-postgres';
import { troubleshootingPage } from './troubleshooting-support';

/*
 * The two troubleshooting symptoms PGlite cannot show, on a real PostgreSQL server started for this file with a
 * tiny connection limit: "too many connections" (53300) and a statement timeout (57014).
 *
 * Proven: Postgres refuses a client past the limit with the messages the too-many-connections guide quotes, its
 * confirm query counts the leaked connections by application, and a pool with a fixed maximum serves many
 * concurrent queries within the limit while other clients still connect. A role's statement timeout cancels a
 * slow statement with the message the slow-queries guide quotes. Not proven: the platform's pooler (Supavisor)
 * and its own messages, which do not run here; the guide's index fix is proven on PGlite by the plan it changes
 * (troubleshooting-database.test.ts), not by timing a query against this timeout.
 */

const bin = postgresBin();
// CI installs PostgreSQL (TESTING.md); on a machine without it the skip names the reason.
const withPostgres = describe.skipIf(bin === null);
if (bin === null)
  console.warn('troubleshooting-postgres: PostgreSQL is not installed, so this file is skipped');

// Six slots, two kept for superusers: an ordinary role gets four.
const MAX_CONNECTIONS = 6;
const RESERVED = 2;

let server: TempPostgres;
const open: pg.Client[] = [];

beforeAll(async () => {
  if (!bin) return;
  server = await startTempPostgres(bin, {
    max_connections: String(MAX_CONNECTIONS),
    superuser_reserved_connections: String(RESERVED),
  });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`create role app login; alter role app set statement_timeout = '200ms'`);
  await admin.end();
}, 60_000);

afterAll(async () => {
  await Promise.all(open.splice(0).map((client) => client.end().catch(() => undefined)));
  server?.stop();
});

/** Connects a client that stays open, as a leaking app's do; returns the refusal once there is no slot. */
async function connectLeaking(
  user: string,
  application: string,
): Promise<{ code?: string; message: string } | null> {
  const client = new pg.Client({ connectionString: server.url(user), application_name: application });
  try {
    await client.connect();
    open.push(client);
    return null;
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
}

async function closeAll() {
  await Promise.all(open.splice(0).map((client) => client.end()));
}

withPostgres('too-many-connections', () => {
  const page = troubleshootingPage('too-many-connections');

  it('refuses an ordinary role past its slots, then anyone past the limit, with the quoted messages', async () => {
    const refusals = [];
    for (let attempt = 0; attempt < MAX_CONNECTIONS - RESERVED + 1; attempt++) {
      refusals.push(await connectLeaking('app', 'leaky-app'));
    }
    expect(refusals.slice(0, -1)).toEqual(Array(MAX_CONNECTIONS - RESERVED).fill(null));
    expect(refusals.at(-1)?.code).toBe('53300');
    expect(refusals.at(-1)?.message).toMatch(/^remaining connection slots are reserved/);
    // The superuser's own slots, then nothing.
    for (let slot = 0; slot < RESERVED; slot++) expect(await connectLeaking('postgres', 'admin')).toBeNull();
    const full = await connectLeaking('postgres', 'admin');
    expect(full).toEqual({ code: '53300', message: 'sorry, too many clients already' });
    expect(page.source).toContain('FATAL:  sorry, too many clients already');
    expect(page.source).toContain(
      'remaining connection slots are reserved for non-replication superuser connections',
    );
  });

  it('counts the leaked connections by application with the confirm query', async () => {
    // One admin connection closes so the SQL editor's own query has a slot, as the guide says it needs one.
    await open.pop()?.end();
    const editor = open.pop();
    if (!editor) throw new Error('no open admin connection to run the query from');
    // Several statements in one query answer with a result per statement.
    const [byApplication, limits] = (await editor.query(page.step('confirm'))) as unknown as pg.QueryResult[];
    expect(byApplication?.rows).toContainEqual({
      usename: 'app',
      application_name: 'leaky-app',
      state: 'idle',
      connections: '4',
    });
    expect(limits?.rows).toEqual([{ max_connections: MAX_CONNECTIONS, reserved_for_superusers: RESERVED }]);
    await editor.end();
  });

  it('serves many concurrent queries through one small pool, leaving slots for other clients', async () => {
    await closeAll();
    const pool = new pg.Pool({ connectionString: server.url('app'), max: 2, idleTimeoutMillis: 10_000 });
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) => pool.query('select $1::int as n, pg_sleep(0.01)', [index])),
      );
      expect(results.map((result) => result.rows[0].n)).toEqual(
        Array.from({ length: 20 }, (_, index) => index),
      );
      expect(pool.totalCount).toBeLessThanOrEqual(2);
      expect(await connectLeaking('app', 'another-server')).toBeNull();
    } finally {
      await pool.end();
      await closeAll();
    }
    expect(page.source).toContain('new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5');
  });
});

withPostgres('slow-queries: a statement timeout', () => {
  it('cancels a statement that runs past the role’s timeout with the quoted message', async () => {
    const client = new pg.Client({ connectionString: server.url('app') });
    await client.connect();
    try {
      const error = await client.query('select pg_sleep(2)').then(
        () => null,
        (caught: { code?: string; message: string }) => caught,
      );
      expect(error?.code).toBe('57014');
      expect(error?.message).toBe('canceling statement due to statement timeout');
      expect(troubleshootingPage('slow-queries').source).toContain(
        '"message": "canceling statement due to statement timeout"',
      );
    } finally {
      await client.end();
    }
  });
});

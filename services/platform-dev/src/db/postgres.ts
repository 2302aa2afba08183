// A PostgreSQL server named by DATABASE_URL. Every connection works in one schema, so test runs sharing a
// server can each use a fresh schema.
import pg from 'pg';
import type { Database, Queryable } from './database.ts';

export async function openPostgres(url: string, schema: string): Promise<Database> {
  // The schema name was validated as a plain identifier (config.ts); it is quoted all the same.
  const quoted = `"${schema}"`;
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
  } finally {
    await setup.end();
  }

  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${quoted}` });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });

  let host = 'PostgreSQL';
  try {
    const parsed = new URL(url);
    host = `PostgreSQL at ${parsed.hostname || 'local socket'}${parsed.pathname}`;
  } catch {}

  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
    description: `${host}, schema ${schema}`,
  };
}

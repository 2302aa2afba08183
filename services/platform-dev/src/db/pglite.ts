// Embedded PostgreSQL (PGlite): in memory for tests, or file-backed so a restart keeps the data.
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

export interface PgliteDatabase extends Database {
  readonly pg: PGlite;
}

/** `dir` null = in memory; `snapshot` = a dumped data folder to start from instead of running initdb. */
export async function openPglite(dir: string | null, snapshot: Blob | null = null): Promise<PgliteDatabase> {
  const pg = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    ...wrap(pg),
    pg,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    description: dir ? `PGlite in ${dir}` : 'in-memory PGlite',
  };
}

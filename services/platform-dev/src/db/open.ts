// Opens the configured database and brings its schema up to date.
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const db =
    config.kind === 'postgres'
      ? await openPostgres(config.url, config.schema)
      : await openPglite(config.kind === 'pglite' ? config.dir : null);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

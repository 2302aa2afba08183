// Opens the configured database and brings its schema up to date.
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { forgetSnapshot, readSnapshot, writeSnapshot } from './pglite-snapshot.ts';
import { openPostgres } from './postgres.ts';

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return migrated(await openPostgres(config.url, config.schema));
  if (config.kind === 'pglite') return migrated(await openPglite(config.dir));

  const snapshot = await readSnapshot();
  if (snapshot) {
    try {
      return await migrated(await openPglite(null, snapshot));
    } catch {
      await forgetSnapshot();
    }
  }
  const db = await migrated(await openPglite(null));
  await writeSnapshot(db.pg);
  return db;
}

async function migrated<T extends Database>(db: T): Promise<T> {
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

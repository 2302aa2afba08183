// Opens the configured database and brings its schema up to date.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { forgetSnapshot, readSnapshot, writeSnapshot } from './pglite-snapshot.ts';
import { openPostgres } from './postgres.ts';

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return migrated(await openPostgres(config.url, config.schema));
  const dir = config.kind === 'pglite' ? config.dir : null;
  // A folder that holds a database opens as it is; a new one (PGlite's test: no PG_VERSION) starts like
  // --memory, from the snapshot, instead of running initdb.
  const before = dir ? await entries(dir) : [];
  if (dir && before.includes('PG_VERSION')) return migrated(await openPglite(dir));
  const snapshot = await readSnapshot();
  if (snapshot) {
    try {
      return await migrated(await openPglite(dir, snapshot));
    } catch {
      await forgetSnapshot();
      // What the failed load wrote would stop initdb; what was there before (the lock, the secret) stays.
      if (dir) {
        const written = (await entries(dir)).filter((name) => !before.includes(name));
        for (const name of written) await rm(join(dir, name), { recursive: true, force: true });
      }
    }
  }
  const db = await migrated(await openPglite(dir));
  await writeSnapshot(db.pg);
  return db;
}

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
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

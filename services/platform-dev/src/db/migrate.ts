// Applies migrations/*.sql in name order, each once, each in its own transaction: the same files for PGlite
// and for a PostgreSQL server.
import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);
// Several servers starting against one database take turns instead of racing on the same migration.
const MIGRATION_LOCK = 7_210_001;

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(new URL(name, MIGRATIONS_DIR), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

/** Migrations are plain DDL: statements end with a semicolon at the end of a line, and contain no functions. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

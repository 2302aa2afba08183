import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { runnableSqlOf } from '@/lib/run-sql/page-setup';
import { actAsOwner, createPlatformDb } from './platform-db';

const docsRoot = new URL('../../', import.meta.url);

/** The SQL a page asks the reader to run (its runnable blocks, in page order), read from the page itself. */
export function runnableSql(pagePath: string): string[] {
  const source = readFileSync(new URL(pagePath, docsRoot), 'utf8');
  return runnableSqlOf(source);
}

/** A fresh project database after the reader followed the pages' SQL in order (for policy tests). */
export async function databaseAfter(...pagePaths: string[]): Promise<PGlite> {
  const blocks = pagePaths.flatMap(runnableSql);
  const db = await createPlatformDb(blocks.join('\n'));
  for (const sql of blocks) await db.exec(sql);
  await actAsOwner(db);
  return db;
}

import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { extractCodeBlocks } from './code-blocks';
import { actAsOwner, createPlatformDb } from './platform-db';
import { isSqlBlock, planSqlBlock } from './sql-fence';

const docsRoot = new URL('../../', import.meta.url);

/** The SQL a page asks the reader to run (its runnable blocks, in page order), read from the page itself. */
export function runnableSql(pagePath: string): string[] {
  const source = readFileSync(new URL(pagePath, docsRoot), 'utf8');
  return extractCodeBlocks(source)
    .filter(isSqlBlock)
    .filter((block) => planSqlBlock(block).kind === 'run')
    .map((block) => block.code);
}

/** A fresh project database after the reader followed the pages' SQL in order (for policy tests). */
export async function databaseAfter(...pagePaths: string[]): Promise<PGlite> {
  const blocks = pagePaths.flatMap(runnableSql);
  const db = await createPlatformDb(blocks.join('\n'));
  for (const sql of blocks) await db.exec(sql);
  await actAsOwner(db);
  return db;
}

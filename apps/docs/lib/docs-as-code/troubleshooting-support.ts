import { readFileSync } from 'node:fs';
import type { PGlite, Results } from '@electric-sql/pglite';
import { extractCodeBlocks, parseFenceMeta } from './code-blocks';
import { type Actor, actAs, actAsOwner } from './platform-db';
import { isSqlBlock } from './sql-fence';

/*
 * What the troubleshooting guides' tests share: a guide's SQL blocks by their `step="…"` marker (setup, confirm,
 * symptom, fix), run as the SQL editor or as a request's role, and a failure caught without aborting the
 * transaction the test runs the guide in.
 */

const folder = new URL('../../content/guides/troubleshooting/', import.meta.url);

export interface TroubleshootingPage {
  source: string;
  /** The SQL of the blocks marked `step="<name>"`, in page order, joined; fails when the page has none. */
  step(name: string): string;
}

export function troubleshootingPage(slug: string): TroubleshootingPage {
  const source = readFileSync(new URL(`${slug}.mdx`, folder), 'utf8');
  const blocks = extractCodeBlocks(source).filter(isSqlBlock);
  return {
    source,
    step(name) {
      const found = blocks.filter((block) => parseFenceMeta(block.meta).step === name);
      if (found.length === 0) throw new Error(`${slug}.mdx has no SQL block with step="${name}"`);
      return found.map((block) => block.code).join('\n');
    },
  };
}

/** Runs `sql` as the owner (the SQL editor) and returns every statement's result. */
export async function asOwner(db: PGlite, sql: string): Promise<Results[]> {
  await actAsOwner(db);
  return db.exec(sql);
}

/** Runs one query as a request from `actor` would run it. */
export async function queryAs<T>(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  await actAs(db, actor);
  let rows: T[];
  try {
    rows = (await db.query<T>(sql, params)).rows;
  } catch (error) {
    // In a failed transaction the reset fails too; the savepoint's rollback (failureOf) restores the role.
    await actAsOwner(db).catch(() => undefined);
    throw error;
  }
  await actAsOwner(db);
  return rows;
}

export interface SqlFailure {
  code: string | undefined;
  message: string;
}

/**
 * Runs `run` in a savepoint and returns its error (null when it succeeded); the savepoint keeps the surrounding
 * transaction usable after a failure.
 */
export async function failureOf(db: PGlite, run: () => Promise<unknown>): Promise<SqlFailure | null> {
  await db.exec('savepoint expected_failure');
  try {
    await run();
    await db.exec('release savepoint expected_failure');
    return null;
  } catch (error) {
    await db.exec('rollback to savepoint expected_failure');
    await actAsOwner(db);
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
}

/** The rows of one statement of a multi-statement run, counted from the end when negative. */
export function rowsOf<T>(results: Results[], index: number): T[] {
  const result = results.at(index);
  if (!result) throw new Error(`no statement result at ${index}`);
  return result.rows as T[];
}

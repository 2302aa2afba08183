import type { CodeBlock } from './code-blocks';
import { parseFenceMeta } from './code-blocks';

/*
 * How the SQL test treats one block, read from its fence meta:
 *   ```sql                               runs, and must succeed
 *   ```sql norun="fragment: …"           is not run (a fragment or a template); the reason is printed
 *   ```sql fails="…"                     runs, and must fail (a sample that shows an error); the reason is printed
 *   ```sql after="database/user-profiles"  runs once that guide's SQL has run (its tables, policies, buckets)
 * A marker without a reason is itself an error, so every exception explains itself.
 */
const SQL_LANGS = new Set(['sql', 'pgsql', 'postgres', 'postgresql', 'plpgsql']);

export type SqlBlockPlan =
  | { kind: 'run' }
  | { kind: 'norun'; reason: string }
  | { kind: 'fails'; reason: string }
  | { kind: 'invalid'; message: string };

export function isSqlBlock(block: CodeBlock): boolean {
  return SQL_LANGS.has(block.lang);
}

export function planSqlBlock(block: CodeBlock): SqlBlockPlan {
  const meta = parseFenceMeta(block.meta);
  const norun = meta.norun;
  const fails = meta.fails;
  if (norun !== undefined && fails !== undefined) {
    return { kind: 'invalid', message: 'a block is either norun or fails, not both' };
  }
  if (norun !== undefined) {
    return norun.trim()
      ? { kind: 'norun', reason: norun.trim() }
      : { kind: 'invalid', message: 'norun needs a reason' };
  }
  if (fails !== undefined) {
    return fails.trim()
      ? { kind: 'fails', reason: fails.trim() }
      : { kind: 'invalid', message: 'fails needs a reason' };
  }
  if (/\bnorun\b|\bfails\b/.test(block.meta)) {
    return { kind: 'invalid', message: 'write norun="reason" or fails="reason", with the reason in quotes' };
  }
  return { kind: 'run' };
}

/**
 * The guides (paths under content/guides, without `.mdx`) whose SQL must have run before this block, from
 * `after="a/b, c/d"`: a page that builds on another page's schema says so instead of skipping its samples.
 */
export function prerequisitePages(block: CodeBlock): string[] {
  const after = parseFenceMeta(block.meta).after;
  if (after === undefined) return [];
  return after
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

/**
 * The failed checks in a pgTAP run's output (`not ok …` lines, and the plan mismatch `finish()` reports):
 * pgTAP reports a failed check as a row, not as an SQL error, so the rows must be read.
 */
export function failedTapLines(values: readonly unknown[]): string[] {
  return values
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split('\n'))
    .filter((line) => /^not ok\b/.test(line) || /^# Looks like you (planned|failed)/.test(line));
}

/**
 * Runs a block's SQL and returns what failed it: the error it raised, its failed pgTAP checks as one error, or null
 * when it passed.
 */
export async function blockError(
  db: { exec(sql: string): Promise<{ rows: unknown[] }[]> },
  code: string,
): Promise<unknown> {
  try {
    const results = await db.exec(code);
    const failed = failedTapLines(
      results.flatMap((result) => result.rows.flatMap((row) => Object.values(row as object))),
    );
    return failed.length > 0 ? new Error(`pgTAP: ${failed.join('; ')}`) : null;
  } catch (caught) {
    return caught;
  }
}

/** Statements that end, open or must run outside a transaction block (the first words of a statement). */
const OUTSIDE_TRANSACTION =
  /^(?:begin|commit|rollback|abort|end|start\s+transaction|savepoint|release|prepare\s+transaction|vacuum|alter\s+system|(?:create|drop)\s+(?:database|tablespace))\b/i;

/**
 * Whether `sql` controls transactions itself (`begin … rollback`, `commit`) or has a statement that cannot run
 * inside a transaction block (`vacuum`, `create index concurrently`, …). The SQL test runs every other page in
 * one transaction it rolls back, on a database shared between pages; such a page gets a database of its own.
 * Function bodies (dollar-quoted), string literals and comments are left out first: a PL/pgSQL body's `begin`
 * and `end` are not transaction control.
 */
export function controlsTransactions(sql: string): boolean {
  const code = sql
    .replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g, ' ')
    .replace(/'(?:[^']|'')*'/g, ' ')
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
  return code
    .split(';')
    .map((statement) => statement.trim())
    .some((statement) => OUTSIDE_TRANSACTION.test(statement) || /\bconcurrently\b/i.test(statement));
}

import type { CodeBlock } from './code-blocks';
import { parseFenceMeta } from './code-blocks';

/*
 * How the SQL test treats one block, read from its fence meta:
 *   ```sql                               runs, and must succeed
 *   ```sql norun="fragment: …"           is not run (a fragment or a template); the reason is printed
 *   ```sql fails="…"                     runs, and must fail (a sample that shows an error); the reason is printed
 * A marker without a reason is itself an error, so every exception explains itself.
 */
export const SQL_LANGS = new Set(['sql', 'pgsql', 'postgres', 'postgresql', 'plpgsql']);

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

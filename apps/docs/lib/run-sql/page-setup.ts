import { type CodeBlock, extractCodeBlocks } from '../docs-as-code/code-blocks';
import { isSqlBlock, planSqlBlock, prerequisitePages } from '../docs-as-code/sql-fence';
import type { PageSql } from './protocol';

/*
 * What a page's database holds before one of its SQL blocks runs: the same decision for the CI
 * (lib/docs-as-code/sql-samples.test.ts) and for the reader's "Run" (the page's JSON, app/run-sql/[...page]/route.ts).
 * The platform stand-in first, then the runnable SQL of the guides the page builds on (`after="…"`), then the
 * page's own blocks in page order, a `norun` block skipped and a `fails` block allowed to fail.
 */

export interface Guide {
  /** Relative to apps/docs, e.g. `content/guides/database/row-level-security.mdx`. */
  path: string;
  source: string;
}

/** The page's SQL blocks, in page order: the blocks the CI runs and the ones it skips. */
export function sqlBlocksOf(source: string): CodeBlock[] {
  return extractCodeBlocks(source).filter(isSqlBlock);
}

/** The SQL a page asks the reader to run: its blocks the CI runs and must succeed, in page order. */
export function runnableSqlOf(source: string): string[] {
  return sqlBlocksOf(source)
    .filter((block) => planSqlBlock(block).kind === 'run')
    .map((block) => block.code);
}

/** The guides' file path for an `after="database/user-profiles"` name. */
export function guideFileFor(name: string): string {
  return `content/guides/${name}.mdx`;
}

/**
 * The runnable SQL of the guides a page builds on (`after="…"` on any of its blocks), in the order named.
 * Prerequisites are not followed further. Throws, naming the block, when a name matches no guide.
 */
export function prerequisiteSql(page: Guide, guides: readonly Guide[]): string[] {
  const blocks = sqlBlocksOf(page.source);
  const names = [...new Set(blocks.flatMap(prerequisitePages))];
  return names.flatMap((name) => {
    const file = guideFileFor(name);
    const guide = guides.find((candidate) => candidate.path === file);
    if (!guide) {
      const block = blocks.find((candidate) => prerequisitePages(candidate).includes(name));
      throw new Error(`${page.path}:${block?.line}: after="${name}" names no guide (${file} does not exist)`);
    }
    return runnableSqlOf(guide.source);
  });
}

/**
 * Whether the reader may run a block: the CI runs it (`run` or `fails`), or it is marked `runnable="…"` (a
 * block the CI skips that still makes sense on the page's database).
 */
export function offersRun(block: Pick<CodeBlock, 'lang' | 'meta' | 'code'> & Partial<CodeBlock>): boolean {
  const full: CodeBlock = { line: 0, bodyLine: 0, endLine: 0, ...block };
  if (!isSqlBlock(full)) return false;
  const plan = planSqlBlock(full);
  if (plan.kind === 'run' || plan.kind === 'fails') return true;
  return plan.kind === 'norun' && /\brunnable="[^"]+"/.test(block.meta);
}

/** Everything the reader's browser needs to set up the page's database and catch up to any of its blocks. */
export function pageSqlOf(page: Guide, guides: readonly Guide[], standIn: string): PageSql {
  return {
    standIn,
    prerequisites: prerequisiteSql(page, guides),
    blocks: sqlBlocksOf(page.source).map((block) => {
      const plan = planSqlBlock(block);
      return {
        code: block.code,
        // What catching up does with the block: run it, run it and accept an error, or leave it out.
        step: plan.kind === 'run' ? 'run' : plan.kind === 'fails' ? 'may-fail' : 'skip',
        runnable: offersRun(block),
      };
    }),
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CodeBlock, extractCodeBlocks } from '@/lib/docs-as-code/code-blocks';
import { actAsOwner, createPlatformDb } from '@/lib/docs-as-code/platform-db';
import {
  blockError,
  controlsTransactions,
  isSqlBlock,
  planSqlBlock,
  prerequisitePages,
} from '@/lib/docs-as-code/sql-fence';
import type { GuideSite } from '../page-tree';
import type { PageCheck, PageProblem } from '../problem';

/*
 * Runs a page's SQL blocks in order on a fresh PGlite database prepared like a new project, with the fence
 * markers of the guides' SQL test (lib/docs-as-code/sql-fence.ts: norun, fails, after). A failing statement
 * is reported at its own line when Postgres says where it failed, else at the block's first line. Each block
 * runs in a savepoint, so a failure does not stop the blocks after it (a later tab's block may not depend on
 * it); a block that fails because of an earlier failure says so.
 */

/** The line and column in the page of a 1-based character position in a block's code. */
export function placeInBlock(
  block: CodeBlock,
  source: string,
  position: number | undefined,
): { line: number; column: number } {
  if (!position || position < 1) return { line: block.bodyLine, column: 1 };
  const before = block.code.slice(0, position - 1).split('\n');
  const line = block.bodyLine + before.length - 1;
  const pageLine = source.split(/\r?\n/)[line - 1] ?? '';
  const codeLine = block.code.split('\n')[before.length - 1] ?? '';
  const indent = Math.max(0, pageLine.length - codeLine.length);
  return { line, column: indent + (before.at(-1)?.length ?? 0) + 1 };
}

function errorPosition(error: unknown): number | undefined {
  const position = (error as { position?: unknown }).position;
  const parsed = typeof position === 'string' ? Number.parseInt(position, 10) : position;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function sqlCheck(site: GuideSite): PageCheck {
  return async ({ file, source }) => {
    const blocks = extractCodeBlocks(source).filter(isSqlBlock);
    if (blocks.length === 0) return [];
    const problems: PageProblem[] = [];
    const before: string[] = [];
    for (const block of blocks) {
      for (const path of prerequisitePages(block)) {
        const target = join(site.contentRoot, `${path}.mdx`);
        if (!existsSync(target)) {
          problems.push({
            file,
            line: block.line,
            column: 1,
            message: `SQL: after="${path}" names no guide`,
          });
          continue;
        }
        const sql = extractCodeBlocks(readFileSync(target, 'utf8'))
          .filter((candidate) => isSqlBlock(candidate) && planSqlBlock(candidate).kind === 'run')
          .map((candidate) => candidate.code);
        if (!before.includes(sql.join('\n'))) before.push(sql.join('\n'));
      }
    }
    const all = [...before, ...blocks.map((block) => block.code)].join('\n');
    // A page that opens and ends transactions itself runs without the savepoints around its blocks.
    const savepoints = !controlsTransactions(all);
    const db = await createPlatformDb(all);
    try {
      for (const sql of before) await db.exec(sql);
      if (savepoints) await db.exec('begin');
      let firstFailure: number | null = null;
      for (const block of blocks) {
        const plan = planSqlBlock(block);
        if (plan.kind === 'norun') continue;
        if (plan.kind === 'invalid') {
          problems.push({ file, line: block.line, column: 1, message: `SQL fence: ${plan.message}` });
          continue;
        }
        await actAsOwner(db);
        if (savepoints) await db.exec('savepoint block');
        const error = await blockError(db, block.code);
        const reset = savepoints
          ? error
            ? 'rollback to savepoint block'
            : 'release savepoint block'
          : error
            ? 'rollback'
            : null;
        if (reset) await db.exec(reset).catch(() => {});
        if (plan.kind === 'fails') {
          if (!error)
            problems.push({
              file,
              line: block.line,
              column: 1,
              message: `SQL: marked fails="${plan.reason}" but ran without an error`,
            });
          continue;
        }
        if (!error) continue;
        const after =
          firstFailure === null
            ? ''
            : ` (the block at line ${firstFailure} failed first; this may follow from it)`;
        firstFailure ??= block.line;
        problems.push({
          file,
          ...placeInBlock(block, source, errorPosition(error)),
          message: `SQL error: ${message(error)}${after}`,
        });
      }
    } finally {
      await db.close();
    }
    return problems;
  };
}

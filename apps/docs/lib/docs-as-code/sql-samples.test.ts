import type { PGliteInterface } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCodeBlocks } from './code-blocks';
import { guideFiles } from './guide-pages';
import { runnableSql } from './page-sql';
import { actAsOwner, createPlatformDb } from './platform-db';
import { failedTapLines, isSqlBlock, planSqlBlock, prerequisitePages } from './sql-fence';

/*
 * Every SQL block of every guide runs, in page order, on a real Postgres prepared like a new project (one fresh
 * database per page). A failure names the page and line; blocks marked norun/fails say why in the output.
 */

const guides = guideFiles();
const pages = guides
  .map((file) => ({ ...file, blocks: extractCodeBlocks(file.source).filter(isSqlBlock) }))
  .filter((page) => page.blocks.length > 0);

/** The runnable SQL of the guides a page builds on (`after="…"` on any of its blocks), in the order named. */
function prerequisiteSql(page: (typeof pages)[number]): string[] {
  const paths = [...new Set(page.blocks.flatMap(prerequisitePages))];
  return paths.flatMap((path) => {
    const file = `content/guides/${path}.mdx`;
    if (!guides.some((guide) => guide.path === file)) {
      const block = page.blocks.find((candidate) => prerequisitePages(candidate).includes(path));
      throw new Error(`${page.path}:${block?.line}: after="${path}" names no guide (${file} does not exist)`);
    }
    return runnableSql(file);
  });
}

const notRun: string[] = [];
afterAll(() => {
  if (notRun.length > 0)
    console.info(`SQL blocks not run, as marked:\n${notRun.map((line) => `  ${line}`).join('\n')}`);
});

it('finds SQL blocks in the guides', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const page of pages) {
  describe(page.path, () => {
    let db: PGliteInterface;
    /** The first block that failed; later blocks depend on it, so they are reported as not reached. */
    let firstFailure: number | null = null;

    beforeAll(async () => {
      const before = prerequisiteSql(page);
      // A fresh database per page rather than a clone of one: PGlite's clones grew unstable after pages that
      // load extension code (pg_trgm), now and then failing with ERRORDATA_STACK_SIZE exceeded or spinning.
      db = await createPlatformDb([...before, ...page.blocks.map((block) => block.code)].join('\n'));
      for (const sql of before) await db.exec(sql);
    }, 60_000);
    afterAll(async () => {
      await db?.close();
    });

    for (const block of page.blocks) {
      const where = `${page.path}:${block.line}`;
      const plan = planSqlBlock(block);
      if (plan.kind === 'norun') {
        notRun.push(`${where} (${plan.reason})`);
        it.skip(`${where} is not run: ${plan.reason}`, () => {});
        continue;
      }
      const title =
        plan.kind === 'fails' ? `${where} fails as the page says: ${plan.reason}` : `${where} runs`;
      it(title, async () => {
        if (plan.kind === 'invalid') throw new Error(`${where}: ${plan.message}`);
        if (firstFailure !== null)
          throw new Error(`${where}: not reached, the block at line ${firstFailure} failed`);
        await actAsOwner(db);
        let error: unknown = null;
        try {
          const results = await db.exec(block.code);
          // A pgTAP test reports failed checks as rows; any `not ok` line fails the block like an SQL error.
          const failed = failedTapLines(results.flatMap((result) => result.rows.flatMap(Object.values)));
          if (failed.length > 0) error = new Error(`pgTAP: ${failed.join('; ')}`);
        } catch (caught) {
          error = caught;
        }
        if (plan.kind === 'fails') {
          if (!error) throw new Error(`${where}: marked fails="${plan.reason}" but ran without an error`);
          // A sample that fails inside its own begin … rollback leaves the transaction open and aborted.
          await db.exec('rollback').catch(() => {});
          return;
        }
        if (error) {
          firstFailure = block.line;
          throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
  });
}

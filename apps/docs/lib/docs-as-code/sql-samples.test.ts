import type { PGliteInterface } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCodeBlocks } from './code-blocks';
import { guideFiles } from './guide-pages';
import { actAsOwner, createPlatformDb } from './platform-db';
import { isSqlBlock, planSqlBlock } from './sql-fence';

/*
 * Every SQL block of every guide runs, in page order, on a real Postgres prepared like a new project (one fresh
 * database per page). A failure names the page and line; blocks marked norun/fails say why in the output.
 */

const pages = guideFiles()
  .map((file) => ({ ...file, blocks: extractCodeBlocks(file.source).filter(isSqlBlock) }))
  .filter((page) => page.blocks.length > 0);

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
      // A fresh database per page rather than a clone of one: PGlite's clones grew unstable after pages that
      // load extension code (pg_trgm), now and then failing with ERRORDATA_STACK_SIZE exceeded or spinning.
      db = await createPlatformDb();
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
          await db.exec(block.code);
        } catch (caught) {
          error = caught;
        }
        if (plan.kind === 'fails') {
          if (!error) throw new Error(`${where}: marked fails="${plan.reason}" but ran without an error`);
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

import type { PGliteInterface } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerequisiteSql } from '@/lib/run-sql/page-setup';
import { type CodeBlock, extractCodeBlocks } from './code-blocks';
import { guideFiles } from './guide-pages';
import { actAsOwner, createPlatformDb, extensionsUsedBy } from './platform-db';
import { failureMessage, stoppedBy } from './sql-failure';
import { blockError, controlsTransactions, isSqlBlock, planSqlBlock } from './sql-fence';

/*
 * Every SQL block of every guide runs, in page order, on a real Postgres prepared like a new project. A failure
 * names the page and line; blocks marked norun/fails say why in the output.
 *
 * Starting a database costs about a second of CPU, so pages share one: each page runs in a transaction that is
 * rolled back after it, each block in a savepoint, so every page starts from the new-project state, as it
 * would on a database of its own. A page that controls transactions itself (`begin … rollback` around a
 * pgTAP test, `create index concurrently`) or creates an extension gets its own database instead. PGlite's clones are not used: they
 * grew unstable after pages that load extension code (pg_trgm), now and then failing with ERRORDATA_STACK_SIZE
 * exceeded or spinning.
 */

const guides = guideFiles();
const pages = guides
  .map((file) => ({ ...file, blocks: extractCodeBlocks(file.source).filter(isSqlBlock) }))
  .filter((page) => page.blocks.length > 0);

/** The runnable SQL of the guides a page builds on, decided as the reader's "Run" decides it. */
function prerequisiteSqlOf(page: (typeof pages)[number]): string[] {
  return prerequisiteSql(page, guides);
}

/** The database the pages that leave transactions to the test share, made on first use. */
let shared: Promise<PGliteInterface> | undefined;
const sharedDb = () => {
  shared ??= createPlatformDb();
  return shared;
};

const notRun: string[] = [];
afterAll(async () => {
  await (await shared)?.close();
  if (notRun.length > 0)
    console.info(`SQL blocks not run, as marked:\n${notRun.map((line) => `  ${line}`).join('\n')}`);
});

it('finds SQL blocks in the guides', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const page of pages) {
  describe(page.path, () => {
    let db: PGliteInterface;
    /** The transaction this page runs in on the shared database; null when the page has one of its own. */
    let transaction: string | null = null;
    /**
     * The first block that failed; later blocks depend on it, so they are reported as not reached, except the
     * other tabs of its tab group (alternatives to it, run on a database without its work).
     */
    let firstFailure: CodeBlock | null = null;

    beforeAll(async () => {
      const before = prerequisiteSqlOf(page);
      const sql = [...before, ...page.blocks.map((block) => block.code)].join('\n');
      // Extension code loaded into a long-lived PGlite made it spin now and then (as its clones did): pages
      // that create an extension get a database of their own too.
      if (controlsTransactions(sql) || extensionsUsedBy(sql).length > 0) {
        db = await createPlatformDb(sql);
      } else {
        db = await sharedDb();
        await db.exec('begin');
        const started = await db.query<{ id: string }>('select pg_current_xact_id()::text as id');
        transaction = started.rows[0]?.id ?? null;
      }
      for (const statements of before) await db.exec(statements);
    }, 120_000);
    afterAll(async () => {
      if (transaction === null) return db?.close();
      const now = await db.query<{ id: string }>('select pg_current_xact_id()::text as id');
      await db.exec('rollback');
      // A transaction ended by the page would leave its tables to the pages after it.
      if (now.rows[0]?.id !== transaction) {
        shared = undefined;
        await db.close();
        throw new Error(`${page.path} ended the test's transaction: teach controlsTransactions() its SQL`);
      }
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
        if (firstFailure !== null && stoppedBy(firstFailure, block, page.source))
          throw new Error(`${where}: not reached, the block at line ${firstFailure.line} failed`);
        await actAsOwner(db);
        if (transaction !== null) await db.exec('savepoint block');
        // A pgTAP test reports failed checks as rows; any `not ok` line fails the block like an SQL error.
        const error = await blockError(db, block.code);
        // A failed block leaves the page's transaction aborted until it returns to the block's savepoint; a
        // sample that fails inside its own begin … rollback (own database) leaves that transaction aborted.
        if (error)
          await db.exec(transaction === null ? 'rollback' : 'rollback to savepoint block').catch(() => {});
        if (plan.kind === 'fails') {
          if (!error) throw new Error(`${where}: marked fails="${plan.reason}" but ran without an error`);
          return;
        }
        if (error) {
          firstFailure ??= block;
          // The failing statement's own line; on the shared database its statements can be retried to find it.
          const retry = transaction === null ? null : { db, savepoint: 'block' };
          throw new Error(await failureMessage(page, block, error, retry));
        }
      });
    }
  });
}

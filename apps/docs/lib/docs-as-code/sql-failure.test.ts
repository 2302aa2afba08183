import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCodeBlocks } from './code-blocks';
import { createPlatformDb } from './platform-db';
import { failureMessage, statementStarts, stoppedBy } from './sql-failure';

const page = {
  path: 'content/guides/database/json-columns.mdx',
  source: `---
title: JSON columns
description: Store and query JSON.
---

<Tabs queryGroup="sql-or-view">
  <TabPanel id="table" label="A table">
    \`\`\`sql
    create table events (id bigint primary key, payload jsonb);
    insert into events values (1, '{"kind": "signup"}');
    select payload ->> 'kind' from evnets;
    \`\`\`
  </TabPanel>
  <TabPanel id="view" label="A view">
    \`\`\`sql
    create view kinds as select 'signup' as kind;
    \`\`\`
  </TabPanel>
</Tabs>

\`\`\`sql
create table seen (id bigint primary key);
insert into seen values (1);
-- the same key twice: Postgres gives no position for this one
insert into seen values (1);
\`\`\`
`,
};
const [first, otherTab, after] = extractCodeBlocks(page.source);

let db: PGlite;
beforeAll(async () => {
  db = await createPlatformDb();
  await db.exec('begin');
}, 60_000);
afterAll(async () => db?.close());

/** Runs a block in a savepoint, as the SQL samples test does, and returns its failure message. */
async function failureOf(code: NonNullable<typeof first>): Promise<string | null> {
  await db.exec('savepoint block');
  try {
    await db.exec(code.code);
    return null;
  } catch (error) {
    await db.exec('rollback to savepoint block');
    return failureMessage(page, code, error, { db, savepoint: 'block' });
  }
}

describe('a failed SQL block', () => {
  it('is named at the failing statement’s line and column, not the fence’s', async () => {
    if (!first || !after) throw new Error('the page has three blocks');
    expect(await failureOf(first)).toBe(
      'content/guides/database/json-columns.mdx:11:36: relation "evnets" does not exist (the block at line 8)',
    );
    // No position from Postgres: found by running the block's statements one at a time, then rolled back.
    expect(await failureOf(after)).toBe(
      'content/guides/database/json-columns.mdx:25:1: duplicate key value violates unique constraint "seen_pkey" (the block at line 21)',
    );
    expect((await db.query("select to_regclass('seen') as t")).rows).toEqual([{ t: null }]);
  });

  it('stops the blocks after it, but not another tab of its group', () => {
    if (!first || !otherTab || !after) throw new Error('the page has three blocks');
    expect(stoppedBy(first, otherTab, page.source)).toBe(false);
    expect(stoppedBy(first, after, page.source)).toBe(true);
  });
});

describe('statementStarts', () => {
  it('splits at semicolons outside quotes, dollar quotes and comments', () => {
    const sql =
      "select ';';\n-- a; comment\ncreate function f() returns int as $$ select 1; $$ language sql;\nselect 2";
    expect(statementStarts(sql).map((start) => sql.slice(start, start + 8))).toEqual([
      "select '",
      'create f',
      'select 2',
    ]);
  });
});

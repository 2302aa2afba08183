import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideFiles } from '@/lib/docs-as-code/guide-pages';
import { pageSqlOf } from './page-setup';
import { ROW_LIMIT } from './protocol';
import { PageDatabase, shownValue } from './runner-core';

/*
 * The reader's "Run" on the RLS guide, on a real PGlite set up from the page's JSON as the browser gets it: the
 * earlier blocks run first, the sample query shows different rows per user, errors carry their SQLSTATE.
 */

const guides = guideFiles();
const standIn = readFileSync(new URL('../docs-as-code/platform-stand-in.sql', import.meta.url), 'utf8');
const page = guides.find((guide) => guide.path === 'content/guides/database/row-level-security.mdx');
if (!page) throw new Error('the RLS guide moved');
const sql = pageSqlOf(page, guides, standIn);
const readNotes = sql.blocks.findIndex((block) => block.code.includes('from public.notes\norder by id'));
const ANA = 'a0000000-0000-4000-8000-00000000000a';
const BEN = 'b0000000-0000-4000-8000-00000000000b';

let db: PGlite;
let database: PageDatabase;
beforeAll(async () => {
  db = await PGlite.create();
  database = new PageDatabase(db, sql);
  await database.setUp();
}, 120_000);
afterAll(() => db?.close());

describe('the RLS guide run in the page', () => {
  it('offers Run on every block the CI runs', () => {
    expect(readNotes).toBeGreaterThan(0);
    expect(sql.blocks.every((block) => block.runnable === (block.step !== 'skip'))).toBe(true);
  });

  it('catches up to the block and shows each user their rows, with column types', async () => {
    const block = sql.blocks[readNotes]?.code ?? '';
    const ana = await database.run(readNotes, block, { role: 'authenticated', id: ANA });
    const ben = await database.run(readNotes, block, { role: 'authenticated', id: BEN });
    const anon = await database.run(readNotes, block, { role: 'anon' });
    const owner = await database.run(readNotes, block, { role: 'postgres' });
    if (ana.kind !== 'rows' || ben.kind !== 'rows' || anon.kind !== 'rows' || owner.kind !== 'rows')
      throw new Error(`not rows: ${JSON.stringify([ana, ben, anon, owner])}`);
    expect(ana.columns).toEqual([
      { name: 'body', type: 'text' },
      { name: 'is_public', type: 'boolean' },
      { name: 'mine', type: 'boolean' },
    ]);
    expect(ana.rows.map((row) => row[0])).toEqual(["Ana's shopping list", "Ana's public recipe"]);
    expect(ben.rows.map((row) => row[0])).toEqual(["Ana's public recipe", "Ben's diary"]);
    expect(anon.rows.map((row) => row[0])).toEqual(["Ana's public recipe"]);
    expect(owner.total).toBe(3);
  });

  it('reports writes as rows affected, and errors with their SQLSTATE', async () => {
    const update = await database.run(readNotes, `update public.notes set body = body || '!'`, {
      role: 'authenticated',
      id: BEN,
    });
    expect(update).toMatchObject({ kind: 'affected', count: 1 });
    const error = await database.run(readNotes, 'selec 1', { role: 'postgres' });
    expect(error).toMatchObject({ kind: 'error', code: '42601' });
    const refused = await database.run(
      readNotes,
      `insert into public.notes (user_id, body) values ('${ANA}', 'x')`,
      {
        role: 'authenticated',
        id: BEN,
      },
    );
    expect(refused).toMatchObject({ kind: 'error', code: '42501' });
  });

  it('cuts a huge result at the row limit and says how many rows there were', async () => {
    const result = await database.run(readNotes, 'select g from generate_series(1, 1200) g', {
      role: 'anon',
    });
    expect(result).toMatchObject({ kind: 'rows', total: 1200 });
    if (result.kind === 'rows') expect(result.rows).toHaveLength(ROW_LIMIT);
  });

  it('lists the users to run as', async () => {
    expect((await database.users()).map((user) => user.email)).toEqual([
      'ana@example.com',
      'ben@example.com',
    ]);
  });
});

describe('shownValue', () => {
  it('writes values as the result table shows them', () => {
    expect(shownValue(null)).toBeNull();
    expect(shownValue(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(shownValue(new Uint8Array([1, 171]))).toBe('\\x01ab');
    expect(shownValue({ a: [1] })).toBe('{"a":[1]}');
    expect(shownValue(12n)).toBe('12');
  });
});

/** The translator page's database, over the RLS page's (which already has the stand-in): one for its tests. */
let translatorDatabase: PageDatabase | undefined;
function translatorPageDatabase(): PageDatabase {
  const translator = guides.find((guide) => guide.path === 'content/guides/api/sql-to-rest.mdx');
  if (!translator) throw new Error('the translator guide moved');
  translatorDatabase ??= new PageDatabase(db, { ...pageSqlOf(translator, guides, ''), prerequisites: [] });
  return translatorDatabase;
}

describe("the translator's Run both", () => {
  it('returns the same rows for a join as SQL and as the translated request, and says when they differ', async () => {
    const { translate, renderHttp } = await import('sql-to-rest');
    const both = translatorPageDatabase();
    const join = `select books.title, books.pages as page_count, authors.name as author
from books join authors on authors.id = books.author_id
where books.title ilike '%postgres%' and (books.pages > 100 or books.pages is null)
order by books.title limit 10 offset 20`;
    const { statement } = await translate(join);
    const result = await both.runBoth(join, renderHttp(statement), { role: 'anon' });
    expect(result.rest.status).toBe(200);
    expect(result.sql).toMatchObject({ kind: 'rows', total: 10 });
    expect(result.equal).toBe(true);
    // Another filter on the SQL side only: the rows differ and the mark says so.
    const other = await both.runBoth(join.replace('> 100', '> 200'), renderHttp(statement), { role: 'anon' });
    expect(other.equal).toBe(false);
  });

  it('counts dates, timestamps and numerics as the same values on both sides', async () => {
    const { translate, renderHttp } = await import('sql-to-rest');
    await db.exec(`create table public.run_both_types (id int primary key, at timestamptz, local timestamp,
        day date, price numeric(6,2));
      insert into public.run_both_types values
        (1, '2024-05-01 10:00:00.123+00', '2024-05-01 10:00:00', '2024-05-01', 1.50),
        (2, '2024-12-31 23:59:59+02', '2025-01-01 00:00:00', '2025-01-01', 12.00);
      grant select on public.run_both_types to anon;`);
    try {
      const query = 'select id, at, local, day, price from run_both_types order by id';
      const { statement } = await translate(query);
      const both = translatorPageDatabase();
      const result = await both.runBoth(query, renderHttp(statement), { role: 'anon' });
      expect(result.rest.status).toBe(200);
      expect(result.equal).toBe(true);
    } finally {
      await db.exec('drop table public.run_both_types');
    }
  });
});

/**
 * Semantic equivalence: each SQL query runs on a real PostgreSQL (PGlite), and so does the SQL that
 * PostgREST v12 would run for the translated request (built by the evaluator in
 * `semantic/postgrest-v12.ts`, which lists what it models and what it does not). The rows must be the
 * same: the same multiset of JSON objects, and the same order when the query orders by a unique key.
 *
 * Rows are compared as PostgREST returns them, one JSON object per row. Where a translation documents
 * that it reads the SQL differently (a bare `*` next to listed joined columns means the first table's
 * columns), the query compared is the one the assumption names, written out in `compareWith`.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initParser, type SelectStatement, translateSync } from '../src/index.ts';
import { FIXTURE_SQL, RELATIONSHIPS } from './semantic/fixture.ts';
import { PostgrestV12 } from './semantic/postgrest-v12.ts';

/**
 * `lift` names an embed that holds a row's aggregates per parent row (`orders(count())`): PostgREST returns
 * them as a one-object array, which the assumption says; the test checks there is exactly one object and
 * compares its values as columns of the row.
 */
type SemanticCase = { sql: string; ordered?: boolean; compareWith?: string; lift?: string };

const joined = 'from books b join authors a on a.id = b.author_id';

const groups: Record<string, SemanticCase[]> = {
  'to-one joins as spreads': [
    { sql: `select b.title, a.name ${joined}` },
    { sql: 'select b.title, a.name from books b left join authors a on a.id = b.author_id' },
    { sql: `select b.title, a.name as author ${joined} where a.name = 'Tolkien'` },
    {
      sql: "select b.title, a.name from books b left join authors a on a.id = b.author_id where a.name = 'Tolkien'",
    },
    {
      sql: 'select b.title, a.name from books b left join authors a on a.id = b.author_id where a.id is not null',
    },
    { sql: `select b.title, a.name ${joined} where b.year > 1950 and a.name like 'T%'` },
    { sql: `select b.title, a.name ${joined} order by a.name, b.id`, ordered: true },
    { sql: `select b.title, a.name ${joined} order by b.id limit 3 offset 1`, ordered: true },
    {
      sql: `select b.title, p.name ${joined} join publishers p on p.id = a.publisher_id`,
    },
    {
      sql: "select b.title, p.name from books b left join authors a on a.id = b.author_id left join publishers p on p.id = a.publisher_id where p.country = 'US'",
    },
    { sql: `select b.title, a.name, g.name as genre ${joined} left join genres g on g.id = b.genre_id` },
    { sql: `select b.title ${joined} where a.country = 'US'` },
    { sql: `select b.title, a.name as author ${joined} order by a.name desc, b.id`, ordered: true },
    {
      sql: 'select b.title from books b left join authors a on a.id = b.author_id order by a.name nulls first, b.id',
      ordered: true,
    },
  ],
  'unqualified join columns': [
    { sql: 'select title from books join authors on author_id = authors.id' },
    { sql: 'select b.title, a.name from books b join authors a on author_id = a.id' },
    { sql: 'select a.name, p.name as publisher from authors a join publishers p on p.id = publisher_id' },
    { sql: 'select b.title from books b left join authors a on a.id = author_id where a.name is not null' },
  ],
  'casts inside and around aggregates': [
    { sql: 'select sum(price::int) from books' },
    { sql: 'select avg(price::float) from books' },
    { sql: 'select sum(price)::float as total from books' },
    { sql: 'select sum(price::int)::text as total from books' },
    { sql: "select sum((data->>'pages')::int) from books" },
    { sql: 'select author_id, max(year::text) from books group by author_id' },
  ],
  'grouping by joined columns': [
    { sql: `select a.name, count(*) ${joined} group by a.name` },
    { sql: 'select a.name, count(*) from books b left join authors a on a.id = b.author_id group by a.name' },
    { sql: `select a.country, b.year, sum(b.price) ${joined} group by a.country, b.year` },
    { sql: `select a.name as author, avg(b.price)::int ${joined} group by 1` },
    { sql: `select a.name as author, avg(b.price)::int ${joined} group by 1 order by a.name`, ordered: true },
    { sql: `select b.year, max(a.born) ${joined} group by b.year` },
    { sql: `select b.genre_id, max(a.born) ${joined} group by b.genre_id` },
    {
      sql: `select p.country, count(*) ${joined} join publishers p on p.id = a.publisher_id group by p.country`,
    },
  ],
  'aggregates with an inner-join filter': [
    { sql: `select a.country, count(*) ${joined} where a.country = 'US' group by a.country` },
    { sql: `select b.genre_id, a.country, count(*) ${joined} where a.country = 'US' group by 1, 2` },
    {
      sql: `select p.country, sum(b.price) ${joined} join publishers p on p.id = a.publisher_id where p.country = 'US' group by p.country`,
    },
  ],
  'one-to-many joins from the one side': [
    { sql: 'select a.name, b.title from authors a join books b on b.author_id = a.id' },
    { sql: 'select a.name from authors a join books b on b.author_id = a.id where b.year > 1960' },
    {
      sql: "select a.name, b.title from authors a join books b on a.id = b.author_id where a.country = 'US' order by a.name, b.title",
      ordered: true,
    },
    { sql: 'select a.name, count(*) from authors a join books b on b.author_id = a.id group by a.name' },
    {
      sql: 'select a.name, b.title from authors a join books b on b.author_id = a.id order by b.id limit 4',
      ordered: true,
    },
  ],
  'aggregates per parent row of a LEFT JOIN to the many side': [
    {
      sql: 'select a.id, a.name, count(b.id) from authors a left join books b on b.author_id = a.id group by a.id, a.name',
      lift: 'books',
    },
    {
      sql: 'select a.id, count(b.title) as titles, sum(b.price), max(b.year) from authors a left join books b on b.author_id = a.id group by a.id',
      lift: 'books',
    },
    {
      // Two authors are called Tolkien: PostgREST counts per author, as the assumption says, so the SQL
      // compared is the one grouped by the key too.
      sql: 'select a.name, count(b.id) from authors a left join books b on b.author_id = a.id group by a.name',
      compareWith:
        'select a.name, count(b.id) from authors a left join books b on b.author_id = a.id group by a.id, a.name',
      lift: 'books',
    },
    {
      sql: "select a.id, avg(b.price)::int as average from authors a left join books b on b.author_id = a.id where a.country = 'US' group by a.id",
      lift: 'books',
    },
  ],
  'anti-joins': [
    { sql: 'select b.title from books b left join authors a on a.id = b.author_id where a.id is null' },
    { sql: 'select a.name from authors a left join books b on b.author_id = a.id where b.id is null' },
    {
      sql: 'select a.name from authors a left join books b on b.author_id = a.id where b.author_id is null and a.born > 1900',
    },
    {
      sql: 'select b.title from books b left join authors a on a.id = b.author_id where a.id is null order by b.title limit 3',
      ordered: true,
    },
  ],
  'JSON paths written with parentheses': [
    { sql: "select title, (data->'pages')::numeric as pages from books" },
    { sql: "select title, (data->>'pages')::int as pages from books" },
  ],
  'star with joined columns': [
    {
      sql: 'select *, authors.name as author from books join authors on authors.id = books.author_id',
      compareWith:
        'select books.*, authors.name as author from books join authors on authors.id = books.author_id',
    },
    { sql: 'select b.*, a.name as author from books b left join authors a on a.id = b.author_id' },
  ],
};

let db: PGlite;
const evaluator = new PostgrestV12(RELATIONSHIPS);

async function rows(sql: string): Promise<string[]> {
  const result = await db.query<{ row: unknown }>(sql);
  return result.rows.map((row) => JSON.stringify(row.row));
}

/** A row with its keys sorted, so rows built in different ways compare as text. */
function canonical(row: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))));
}

/** Moves the one object of the `embed` array into the row (see `lift`); throws if there is not exactly one. */
function lifted(text: string, embed: string): string {
  const { [embed]: nested, ...row } = JSON.parse(text) as Record<string, unknown>;
  if (!Array.isArray(nested) || nested.length !== 1) throw new Error(`${embed} is not one object: ${text}`);
  return canonical({ ...row, ...(nested[0] as Record<string, unknown>) });
}

beforeAll(async () => {
  db = new PGlite();
  await db.exec(FIXTURE_SQL);
  await initParser();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('translated requests return the rows the SQL returns (PGlite, PostgREST v12 rules)', () => {
  for (const [group, cases] of Object.entries(groups)) {
    describe(group, () => {
      for (const testCase of cases) {
        it(testCase.sql, async () => {
          const { statement } = translateSync(testCase.sql);
          expect(statement.type).toBe('select');
          const { lift } = testCase;
          let request = await rows(evaluator.toSql(statement as SelectStatement));
          let sql = await rows(
            `SELECT to_jsonb(q) AS row FROM (${testCase.compareWith ?? testCase.sql}) AS q`,
          );
          if (lift) {
            request = request.map((row) => lifted(row, lift));
            sql = sql.map((row) => canonical(JSON.parse(row)));
          }
          expect(sql.length, 'the SQL returns rows').toBeGreaterThan(0);
          if (testCase.ordered) expect(request).toEqual(sql);
          else expect([...request].sort()).toEqual([...sql].sort());
        });
      }
    });
  }

  it('reproduces the v12 failure of an aggregate next to an empty embed (so the evaluator is strict)', async () => {
    const statement: SelectStatement = {
      type: 'select',
      from: { name: 'books' },
      targets: [
        { type: 'aggregate', fn: 'count' },
        { type: 'embed', relation: 'authors', join: 'inner', targets: [] },
      ],
      filter: {
        type: 'compare',
        column: { relation: ['authors'], name: 'country' },
        operator: 'eq',
        value: { type: 'string', value: 'US' },
        negate: false,
      },
      order: [],
    };
    await expect(rows(evaluator.toSql(statement))).rejects.toThrow(/authors/);
  });

  it('reproduces the v12 failure of an empty spread beside an aggregate (invalid SQL)', async () => {
    const statement: SelectStatement = {
      type: 'select',
      from: { name: 'books' },
      targets: [
        { type: 'aggregate', fn: 'count' },
        { type: 'embed', relation: 'authors', join: 'inner', spread: true, targets: [] },
      ],
      order: [],
    };
    await expect(rows(evaluator.toSql(statement))).rejects.toThrow(/syntax error/);
  });

  it('tells different rows apart (a nested to-many embed is not SQL’s flat join)', async () => {
    const statement: SelectStatement = {
      type: 'select',
      from: { name: 'authors' },
      targets: [
        { type: 'column', column: { name: 'name' } },
        {
          type: 'embed',
          relation: 'books',
          join: 'inner',
          targets: [{ type: 'column', column: { name: 'title' } }],
        },
      ],
      order: [],
    };
    const request = await rows(evaluator.toSql(statement));
    const sql = await rows(
      'SELECT to_jsonb(q) AS row FROM (select a.name, b.title from authors a join books b on b.author_id = a.id) AS q',
    );
    expect([...request].sort()).not.toEqual([...sql].sort());
  });
});

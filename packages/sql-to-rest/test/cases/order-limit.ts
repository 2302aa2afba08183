import type { CaseGroup } from './case.ts';

const sel = 'select title from books';

export const orderAndLimit: CaseGroup = {
  feature: 'ORDER BY, LIMIT, OFFSET and FETCH',
  cases: [
    {
      sql: `${sel} order by title`,
      http: 'GET /books?select=title&order=title.asc',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title')\n  .order('title')",
    },
    { sql: `${sel} order by title asc`, http: 'GET /books?select=title&order=title.asc' },
    {
      sql: `${sel} order by title desc`,
      http: 'GET /books?select=title&order=title.desc',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title')\n  .order('title', { ascending: false })",
    },
    {
      sql: `${sel} order by title desc nulls last`,
      http: 'GET /books?select=title&order=title.desc.nullslast',
    },
    {
      sql: `${sel} order by title nulls first`,
      http: 'GET /books?select=title&order=title.asc.nullsfirst',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title')\n  .order('title', { nullsFirst: true })",
    },
    { sql: `${sel} order by year desc, title`, http: 'GET /books?select=title&order=year.desc,title.asc' },
    { sql: `${sel} order by 1`, http: 'GET /books?select=title&order=title.asc' },
    {
      sql: 'select title as t from books order by t desc',
      http: 'GET /books?select=t:title&order=title.desc',
    },
    {
      sql: `select title from books order by data->>'rank'`,
      http: 'GET /books?select=title&order=data->>rank.asc',
    },
    { sql: `select title from books b order by b.year`, http: 'GET /books?select=title&order=year.asc' },
    {
      sql: `${sel} limit 10`,
      http: 'GET /books?select=title&limit=10',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title')\n  .limit(10)",
    },
    { sql: `${sel} limit 0`, http: 'GET /books?select=title&limit=0' },
    {
      sql: `${sel} limit 10 offset 20`,
      http: 'GET /books?select=title&limit=10&offset=20',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title')\n  .range(20, 29)",
    },
    { sql: `${sel} offset 20 limit 10`, http: 'GET /books?select=title&limit=10&offset=20' },
    { sql: `${sel} limit 1 offset 0`, http: 'GET /books?select=title&limit=1' },
    { sql: `${sel} limit all`, http: 'GET /books?select=title' },
    { sql: `${sel} limit null`, http: 'GET /books?select=title' },
    {
      sql: `${sel} offset 5`,
      http: 'GET /books?select=title&offset=5',
      renderError: ['js', 'without a limit'],
    },
    { sql: `${sel} limit 0 offset 5`, http: 'GET /books?select=title&limit=0&offset=5' },
    { sql: `${sel} fetch first 3 rows only`, http: 'GET /books?select=title&limit=3' },
    { sql: `${sel} fetch first row only`, http: 'GET /books?select=title&limit=1' },
    { sql: `${sel} offset 2 rows fetch next 3 rows only`, http: 'GET /books?select=title&limit=3&offset=2' },
    {
      sql: `${sel} where year > 2000 order by year desc limit 5`,
      http: 'GET /books?select=title&year=gt.2000&order=year.desc&limit=5',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title')\n  .gt('year', 2000)\n  .order('year', { ascending: false })\n  .limit(5)",
    },
  ],
};

export const aggregates: CaseGroup = {
  feature: 'Aggregates and GROUP BY',
  cases: [
    {
      sql: 'select count(*) from books',
      http: 'GET /books?select=count()',
      assumption: 'db-aggregates-enabled',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('count()')",
    },
    { sql: 'select count(*) as total from books', http: 'GET /books?select=total:count()' },
    { sql: 'select count(id) from books', http: 'GET /books?select=id.count()' },
    { sql: 'select sum(price) from books', http: 'GET /books?select=price.sum()' },
    { sql: 'select avg(price) from books', http: 'GET /books?select=price.avg()' },
    { sql: 'select min(price), max(price) from books', http: 'GET /books?select=price.min(),price.max()' },
    {
      sql: 'select avg(price)::int as average from books',
      http: 'GET /books?select=average:price.avg()::int',
    },
    {
      sql: 'select author_id, count(*) from books group by author_id',
      http: 'GET /books?select=author_id,count()',
    },
    {
      sql: 'select author_id, genre, sum(price) from books group by genre, author_id',
      http: 'GET /books?select=author_id,genre,price.sum()',
    },
    { sql: 'select author_id, count(*) from books group by 1', http: 'GET /books?select=author_id,count()' },
    { sql: 'select count(*) from books where year > 2000', http: 'GET /books?select=count()&year=gt.2000' },
    { sql: "select sum(data->>'pages') from books", http: 'GET /books?select=data->>pages.sum()' },
    {
      sql: 'select author_id, count(*) from books group by author_id order by author_id limit 3',
      http: 'GET /books?select=author_id,count()&order=author_id.asc&limit=3',
    },
  ],
};

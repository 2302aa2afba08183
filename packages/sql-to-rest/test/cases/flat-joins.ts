import type { CaseGroup } from './case.ts';

const byAuthor = 'from books b join authors a on a.id = b.author_id';

export const unqualifiedJoinColumns: CaseGroup = {
  feature: 'Join conditions with columns written without a table name',
  cases: [
    {
      sql: 'select title from books join authors on author_id = authors.id',
      http: 'GET /books?select=title,authors!inner()',
      assumption: '`author_id` is taken to belong to `books`',
    },
    {
      sql: 'select b.title, a.name from books b join authors a on author_id = a.id',
      http: 'GET /books?select=title,...authors!inner(name)',
      assumption: '`author_id` is taken to belong to `books`',
    },
    {
      sql: 'select books.title, authors.name from books join authors on books.author_id = id',
      error: [
        'unsupported',
        'The column `id` in the join condition of `authors` could belong to `books` or `authors`',
      ],
    },
    {
      sql: 'select b.title from books b left join authors a on a.id = author_id where a.name is not null',
      http: 'GET /books?select=title,authors!inner()&authors.name=not.is.null',
      assumption: '`author_id` is taken to belong to `books`',
    },
    {
      sql: 'select b.title, p.name from books b join authors a on a.id = b.author_id join publishers p on p.id = publisher_id',
      error: ['unsupported', 'could belong to `books` or `authors`'],
    },
    {
      sql: 'select title from books join authors on author_id = id',
      error: ['unsupported', 'could each belong to `books` or `authors`'],
    },
  ],
};

export const aggregateCasts: CaseGroup = {
  feature: 'Casts inside and around aggregates',
  cases: [
    {
      sql: 'select sum(price::int) from books',
      http: 'GET /books?select=price::int.sum()',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('price::int.sum()')",
    },
    { sql: 'select avg(price::float) from books', http: 'GET /books?select=price::float8.avg()' },
    { sql: 'select sum(price)::float from books', http: 'GET /books?select=price.sum()::float8' },
    {
      sql: 'select sum(price::int)::text as total from books',
      http: 'GET /books?select=total:price::int.sum()::text',
    },
    {
      sql: "select sum((data->>'pages')::int) from books",
      http: 'GET /books?select=data->>pages::int.sum()',
    },
    {
      sql: 'select author_id, max(year::text) from books group by author_id',
      http: 'GET /books?select=author_id,year::text.max()',
    },
    { sql: 'select sum(price::numeric(10,2)) from books', error: ['unsupported', 'modifiers'] },
  ],
};

export const joinedGrouping: CaseGroup = {
  feature: 'Aggregates and GROUP BY with to-one joins (spread)',
  cases: [
    {
      sql: `select a.name, count(*) ${byAuthor} group by a.name`,
      http: 'GET /books?select=...authors!inner(name),count()',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('...authors!inner(name), count()')",
    },
    {
      sql: `select a.country, b.year, sum(b.price) ${byAuthor} group by a.country, b.year`,
      http: 'GET /books?select=...authors!inner(country),year,price.sum()',
    },
    {
      sql: 'select a.name, count(*) from books b left join authors a on a.id = b.author_id group by a.name',
      http: 'GET /books?select=...authors(name),count()',
    },
    {
      sql: `select a.name as author, avg(b.price)::int ${byAuthor} group by 1 order by a.name`,
      http: 'GET /books?select=...authors!inner(author:name),price.avg()::int&order=authors(author).asc',
    },
    {
      sql: `select b.year, max(a.born) ${byAuthor} group by b.year`,
      http: 'GET /books?select=year,...authors!inner(born.max())',
    },
    // v12 writes an empty spread as an empty select item (`SELECT COUNT(*) AS "count", FROM …`), and a
    // nested empty embed joins the GROUP BY: a join that only filters cannot sit beside an aggregate.
    {
      sql: `select count(*) ${byAuthor} where a.country = 'US'`,
      error: ['unsupported', 'Aggregates next to the join of `authors`, which only filters'],
    },
    {
      sql: `select b.year, count(*) ${byAuthor} where a.country = 'US' group by b.year`,
      error: ['unsupported', 'an empty spread such as `...authors!inner()`'],
    },
    {
      sql: `select count(*) ${byAuthor} join publishers p on p.id = a.publisher_id where p.country = 'UK'`,
      error: ['unsupported', 'the join of `publishers`, which only filters'],
    },
    {
      sql: `select a.country, count(*) ${byAuthor} where a.country = 'US' group by a.country`,
      http: 'GET /books?select=...authors!inner(country),count()&authors.country=eq.US',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('...authors!inner(country), count()')\n  .eq('authors.country', 'US')",
    },
    {
      sql: `select a.name, count(*) ${byAuthor} group by a.country`,
      error: ['unsupported', 'without selecting it'],
    },
    {
      sql: `select a.name, count(*) ${byAuthor}`,
      error: ['unsupported', '`authors.name` must appear in GROUP BY'],
    },
    {
      sql: 'select count(*) from books b join authors a on a.book_ref = b.ref',
      error: ['unsupported', "this join's direction is not known"],
    },
    {
      sql: `select a.*, count(*) ${byAuthor} group by a.id`,
      error: ['unsupported', '`a.*` next to an aggregate'],
    },
  ],
};

export const oneToMany: CaseGroup = {
  feature: 'Joins written from the "one" side',
  cases: [
    {
      sql: 'select a.name, b.title from authors a join books b on b.author_id = a.id',
      http: 'GET /books?select=...authors!inner(name),title',
      assumption: 'the request starts from `books` and spreads `authors`',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('...authors!inner(name), title')",
    },
    {
      sql: 'select a.name from authors a join books b on b.author_id = a.id where b.year > 2000',
      http: 'GET /books?select=...authors!inner(name)&year=gt.2000',
    },
    {
      sql: "select a.name, b.title from authors a join books b on a.id = b.author_id where a.country = 'US' order by a.name, b.title",
      http: 'GET /books?select=...authors!inner(name),title&authors.country=eq.US&order=authors(name).asc,title.asc',
    },
    {
      sql: 'select a.name, count(*) from authors a join books b on b.author_id = a.id group by a.name',
      http: 'GET /books?select=...authors!inner(name),count()',
    },
    {
      sql: 'select authors.name, title from authors join books on books.author_id = authors.id',
      http: 'GET /books?select=...authors!inner(name,title)',
      assumption: 'taken to belong to `authors`',
    },
    {
      sql: 'select a.name, b.title from authors a left join books b on b.author_id = a.id',
      error: ['unsupported', 'nest the `books` rows as an array inside each `authors` row'],
    },
    {
      sql: 'select a.name, b.title, g.name from authors a join books b on b.author_id = a.id join genres g on g.id = b.genre_id',
      error: ['unsupported', 'one flat row per matching `books` row in SQL'],
    },
    {
      sql: 'select a.x from a left join b on b.a_id = a.id where b.name is null',
      error: ['unsupported', 'nest the `b` rows'],
    },
  ],
};

const customerOrders = 'from customers c left join orders o on o.customer_id = c.id';

export const perParentAggregates: CaseGroup = {
  feature: 'Aggregates per row of the "one" side (LEFT JOIN to the "many" side)',
  cases: [
    {
      sql: `select c.name, count(o.id) ${customerOrders} group by c.name`,
      http: 'GET /customers?select=name,orders(count())',
      assumption: 'returned nested, as `"orders": [{ … }]`',
      js: "const { data, error } = await supabase\n  .from('customers')\n  .select('name, orders(count())')",
    },
    {
      sql: `select c.name, count(o.id) ${customerOrders} group by c.name`,
      assumption: 'only if no two `customers` rows share the grouped values',
    },
    {
      sql: `select c.id, c.name, count(o.note) as notes, sum(o.total)::int ${customerOrders} group by c.id, c.name`,
      http: 'GET /customers?select=id,name,orders(notes:note.count(),total.sum()::int)',
    },
    {
      sql: `select c.name, count(*) ${customerOrders} group by c.name`,
      error: ['unsupported', 'nest the `orders` rows as an array'],
    },
    {
      sql: `select count(o.id) ${customerOrders}`,
      error: ['unsupported', 'nest the `orders` rows as an array'],
    },
    {
      sql: `select c.name, o.total, count(o.id) ${customerOrders} group by c.name, o.total`,
      error: ['unsupported', 'nest the `orders` rows as an array'],
    },
    {
      sql: `select c.name, count(o.id) ${customerOrders} where o.total > 5 group by c.name`,
      error: ['unsupported', 'nest the `orders` rows as an array'],
    },
  ],
};

export const antiJoins: CaseGroup = {
  feature: 'Anti-joins (LEFT JOIN … IS NULL)',
  cases: [
    {
      sql: 'select b.title from books b left join authors a on a.id = b.author_id where a.id is null',
      http: 'GET /books?select=title,authors()&authors=is.null',
      assumption: 'an anti-join',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title, authors()')\n  .is('authors', null)",
    },
    {
      sql: 'select a.name from authors a left join books b on b.author_id = a.id where b.id is null',
      http: 'GET /authors?select=name,books()&books=is.null',
    },
    {
      sql: 'select a.name from authors a left join books b on b.author_id = a.id where b.author_id is null and a.born > 1900',
      http: 'GET /authors?select=name,books()&books=is.null&born=gt.1900',
    },
    {
      sql: 'select b.title from books b left join authors a on a.id = b.author_id where a.id is null order by b.title limit 3',
      http: 'GET /books?select=title,authors()&authors=is.null&order=title.asc&limit=3',
    },
    {
      sql: 'select b.title, a.name from books b left join authors a on a.id = b.author_id where a.id is null',
      error: ['unsupported', 'its columns cannot be selected'],
    },
    {
      sql: "select b.title from books b left join authors a on a.id = b.author_id where a.id is null and a.name = 'x'",
      error: ['unsupported', 'cannot be selected or required'],
    },
    {
      sql: 'select count(*) from books b left join authors a on a.id = b.author_id where a.id is null',
      error: ['unsupported', 'Aggregates next to the anti-join on `authors`'],
    },
    {
      sql: 'select b.genre_id, count(*) from books b left join authors a on a.id = b.author_id where a.id is null group by b.genre_id',
      error: ['unsupported', 'Aggregates next to the anti-join on `authors`'],
    },
    {
      sql: 'select count(*) from authors a left join books b on b.author_id = a.id where b.id is null',
      error: ['unsupported', 'Aggregates next to the anti-join on `books`'],
    },
    {
      sql: 'select b.title from books b left join authors a on a.id = b.author_id where a.name is null',
      error: ['unsupported', 'keeps rows without a match'],
    },
  ],
};

export const jsonKeyCasts: CaseGroup = {
  feature: 'JSON paths with a cast on the key',
  cases: [
    {
      sql: "select data->'price'::numeric from books",
      error: ['parse', '`::` binds tighter than `->`'],
    },
    {
      sql: "select * from books where data->>'pages'::int > 100",
      error: ['parse', "so `data->>'pages'::int` casts the key 'pages', not the JSON value"],
    },
    { sql: "select (data->'price')::numeric from books", http: 'GET /books?select=data->price::numeric' },
    {
      sql: "select * from books where (data->>'pages')::int > 100",
      error: ['unsupported', 'casting a column in a filter'],
    },
  ],
};

export const starWithJoins: CaseGroup = {
  feature: 'Star with joined columns',
  cases: [
    {
      sql: 'select *, authors.name from books join authors on authors.id = books.author_id',
      http: 'GET /books?select=*,...authors!inner(name)',
      assumption: 'from `authors` only the listed columns are returned',
    },
    {
      sql: 'select b.*, a.name as author from books b left join authors a on a.id = b.author_id',
      http: 'GET /books?select=*,...authors(author:name)',
    },
    {
      sql: 'select * from books b join authors a on a.id = b.author_id',
      http: 'GET /books?select=*,authors!inner(*)',
      assumption: 'returned as a nested `authors` object',
    },
  ],
};

export const relatedOrders: CaseGroup = {
  feature: 'Ordering by columns of a joined table',
  cases: [
    {
      sql: `select b.title, a.name as author ${byAuthor} order by a.name desc`,
      http: 'GET /books?select=title,...authors!inner(author:name)&order=authors(author).desc',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title, ...authors!inner(author:name)')\n  .order('authors(author)', { ascending: false })",
    },
    {
      sql: `select b.title, a.data->>'rank' ${byAuthor} order by a.data->>'rank'`,
      http: 'GET /books?select=title,...authors!inner(data->>rank)&order=authors(rank).asc',
    },
    {
      sql: `select b.title, a.country ${byAuthor} order by a.name`,
      error: ['unsupported', 'which the request does not select'],
    },
    {
      sql: 'select b.title from books b left join authors a on a.id = b.author_id order by a.name nulls first',
      http: 'GET /books?select=title,authors()&order=authors(name).asc.nullsfirst',
    },
  ],
};

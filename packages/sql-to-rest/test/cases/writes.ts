import type { CaseGroup } from './case.ts';

export const inserts: CaseGroup = {
  feature: 'INSERT and upsert',
  cases: [
    {
      sql: "insert into books (title, year) values ('Dune', 1965)",
      http: 'POST /books',
      body: { title: 'Dune', year: 1965 },
      js: "const { data, error } = await supabase\n  .from('books')\n  .insert({ title: 'Dune', year: 1965 })",
    },
    {
      sql: "insert into books (title, year) values ('Dune', 1965), ('Emma', 1815)",
      http: 'POST /books?columns="title","year"',
      body: [
        { title: 'Dune', year: 1965 },
        { title: 'Emma', year: 1815 },
      ],
      js: "const { data, error } = await supabase\n  .from('books')\n  .insert([\n    { title: 'Dune', year: 1965 },\n    { title: 'Emma', year: 1815 },\n  ])",
    },
    {
      sql: "insert into books (title) values ('Dune') returning *",
      http: 'POST /books?select=*',
      headers: { Prefer: 'return=representation' },
      body: { title: 'Dune' },
      js: "const { data, error } = await supabase\n  .from('books')\n  .insert({ title: 'Dune' })\n  .select()",
    },
    {
      sql: "insert into books (title) values ('Dune') returning id, title",
      http: 'POST /books?select=id,title',
      headers: { Prefer: 'return=representation' },
      body: { title: 'Dune' },
    },
    {
      sql: "insert into books (title, year) values ('Dune', default)",
      http: 'POST /books',
      body: { title: 'Dune' },
    },
    {
      sql: "insert into books (title, year) values ('Dune', default), ('Emma', 1815)",
      http: 'POST /books?columns="title","year"',
      headers: { Prefer: 'missing=default' },
      body: [{ title: 'Dune' }, { title: 'Emma', year: 1815 }],
      js: "const { data, error } = await supabase\n  .from('books')\n  .insert([\n    { title: 'Dune' },\n    { title: 'Emma', year: 1815 },\n  ], { defaultToNull: false })",
    },
    {
      sql: "insert into books (id, title) values (default, 'A'), (default, 'B')",
      http: 'POST /books?columns="title"',
      body: [{ title: 'A' }, { title: 'B' }],
    },
    { sql: 'insert into books default values', http: 'POST /books', body: {} },
    {
      sql: "insert into books (title, author) values ('X', null)",
      http: 'POST /books',
      body: { title: 'X', author: null },
    },
    { sql: 'insert into books (available) values (true)', http: 'POST /books', body: { available: true } },
    { sql: 'insert into books (price) values (12.50)', http: 'POST /books', body: { price: 12.5 } },
    {
      sql: 'insert into books (isbn) values (12345678901234567890)',
      http: 'POST /books',
      body: { isbn: '12345678901234567890' },
    },
    { sql: 'insert into books (price) values (-0.5)', http: 'POST /books', body: { price: -0.5 } },
    {
      sql: "insert into books (tags) values (array['a', 'b'])",
      http: 'POST /books',
      body: { tags: ['a', 'b'] },
    },
    { sql: "insert into books (tags) values ('{a,b}')", http: 'POST /books', body: { tags: '{a,b}' } },
    {
      sql: `insert into books (meta) values ('{"pages": 10, "tags": ["x"]}'::jsonb)`,
      http: 'POST /books',
      body: { meta: { pages: 10, tags: ['x'] } },
      js: "const { data, error } = await supabase\n  .from('books')\n  .insert({ meta: { pages: 10, tags: ['x'] } })",
    },
    { sql: `insert into books (meta) values ('[1, 2]'::json)`, http: 'POST /books', body: { meta: [1, 2] } },
    {
      sql: "insert into books (title) values ('it''s \"quoted\" $HOME `x` !')",
      http: 'POST /books',
      body: { title: 'it\'s "quoted" $HOME `x` !' },
    },
    {
      sql: "insert into books (title) values (E'two\\nlines')",
      http: 'POST /books',
      body: { title: 'two\nlines' },
    },
    {
      sql: "insert into books (published) values ('2020-01-01'::date)",
      http: 'POST /books',
      body: { published: '2020-01-01' },
    },
    {
      sql: 'insert into "Book List" ("Title") values (\'x\')',
      http: 'POST /Book%20List',
      body: { Title: 'x' },
    },
    {
      sql: "insert into lib.books (title) values ('x')",
      http: 'POST /books',
      headers: { 'Content-Profile': 'lib' },
      body: { title: 'x' },
      js: "const { data, error } = await supabase\n  .schema('lib')\n  .from('books')\n  .insert({ title: 'x' })",
    },
    {
      sql: "insert into books (id, title) values (1, 'Dune') on conflict (id) do update set title = excluded.title",
      http: 'POST /books?on_conflict=id',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: { id: 1, title: 'Dune' },
      js: "const { data, error } = await supabase\n  .from('books')\n  .upsert({ id: 1, title: 'Dune' }, { onConflict: 'id' })",
    },
    {
      sql: "insert into books (id, title) values (1, 'Dune') on conflict (id) do update set id = excluded.id, title = excluded.title returning *",
      http: 'POST /books?on_conflict=id&select=*',
      headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
      body: { id: 1, title: 'Dune' },
    },
    {
      sql: "insert into books (isbn, title) values ('1', 'A') on conflict (isbn) do nothing",
      http: 'POST /books?on_conflict=isbn',
      headers: { Prefer: 'resolution=ignore-duplicates' },
      body: { isbn: '1', title: 'A' },
      js: "const { data, error } = await supabase\n  .from('books')\n  .upsert({ isbn: '1', title: 'A' }, { onConflict: 'isbn', ignoreDuplicates: true })",
    },
    {
      sql: "insert into books (title) values ('A') on conflict do nothing",
      http: 'POST /books',
      headers: { Prefer: 'resolution=ignore-duplicates' },
      body: { title: 'A' },
      assumption: 'primary key',
    },
    {
      sql: "insert into books (a, b, title) values (1, 2, 'x'), (3, 4, 'y') on conflict (a, b) do update set title = excluded.title",
      http: 'POST /books?on_conflict=a,b&columns="a","b","title"',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: [
        { a: 1, b: 2, title: 'x' },
        { a: 3, b: 4, title: 'y' },
      ],
    },
  ],
};

export const updates: CaseGroup = {
  feature: 'UPDATE',
  cases: [
    {
      sql: "update books set title = 'Dune' where id = 1",
      http: 'PATCH /books?id=eq.1',
      body: { title: 'Dune' },
      js: "const { data, error } = await supabase\n  .from('books')\n  .update({ title: 'Dune' })\n  .eq('id', 1)",
    },
    {
      sql: "update books set title = 'Dune', year = 1965 where id = 1 returning *",
      http: 'PATCH /books?id=eq.1&select=*',
      headers: { Prefer: 'return=representation' },
      body: { title: 'Dune', year: 1965 },
      js: "const { data, error } = await supabase\n  .from('books')\n  .update({ title: 'Dune', year: 1965 })\n  .eq('id', 1)\n  .select()",
    },
    {
      sql: 'update books set available = false where year < 1900 or year is null',
      http: 'PATCH /books?or=(year.lt.1900,year.is.null)',
      body: { available: false },
    },
    {
      sql: 'update books set author = null where id in (1, 2)',
      http: 'PATCH /books?id=in.(1,2)',
      body: { author: null },
    },
    {
      sql: "update books set title = 'x'",
      http: 'PATCH /books',
      body: { title: 'x' },
      assumption: 'safeupdate',
    },
    {
      sql: "update lib.books set title = 'x' where id = 1",
      http: 'PATCH /books?id=eq.1',
      headers: { 'Content-Profile': 'lib' },
      body: { title: 'x' },
    },
    {
      sql: "update books b set title = 'x' where b.id = 1 returning b.id",
      http: 'PATCH /books?id=eq.1&select=id',
      headers: { Prefer: 'return=representation' },
      body: { title: 'x' },
    },
    {
      sql: `update books set meta = '{"a": 1}'::jsonb where id = 1`,
      http: 'PATCH /books?id=eq.1',
      body: { meta: { a: 1 } },
    },
    {
      sql: "update books set tags = array['a'] where title like '%x%'",
      http: 'PATCH /books?title=like.*x*',
      body: { tags: ['a'] },
    },
  ],
};

export const deletes: CaseGroup = {
  feature: 'DELETE',
  cases: [
    {
      sql: 'delete from books where id = 1',
      http: 'DELETE /books?id=eq.1',
      js: "const { data, error } = await supabase\n  .from('books')\n  .delete()\n  .eq('id', 1)",
    },
    {
      sql: 'delete from books where id = 1 returning *',
      http: 'DELETE /books?id=eq.1&select=*',
      headers: { Prefer: 'return=representation' },
      js: "const { data, error } = await supabase\n  .from('books')\n  .delete()\n  .eq('id', 1)\n  .select()",
    },
    {
      sql: 'delete from books where year < 1900 returning id, title',
      http: 'DELETE /books?year=lt.1900&select=id,title',
      headers: { Prefer: 'return=representation' },
    },
    { sql: 'delete from books', http: 'DELETE /books', assumption: 'safeupdate' },
    { sql: "delete from books where title in ('a b', 'c')", http: 'DELETE /books?title=in.("a b",c)' },
    {
      sql: 'delete from archive.books where id = 1',
      http: 'DELETE /books?id=eq.1',
      headers: { 'Content-Profile': 'archive' },
    },
    { sql: 'delete from books where not (id = 1 or id = 2)', http: 'DELETE /books?id=not.eq.1&id=not.eq.2' },
  ],
};

export const rpc: CaseGroup = {
  feature: 'Functions (RPC)',
  cases: [
    {
      sql: "select * from search_books(query => 'dune')",
      http: 'POST /rpc/search_books',
      body: { query: 'dune' },
      assumption: 'exposed',
      js: "const { data, error } = await supabase\n  .rpc('search_books', { query: 'dune' })",
    },
    {
      sql: "select title, year from search_books(query => 'dune') where year > 1960 order by year desc limit 5",
      http: 'POST /rpc/search_books?select=title,year&year=gt.1960&order=year.desc&limit=5',
      body: { query: 'dune' },
      js: "const { data, error } = await supabase\n  .rpc('search_books', { query: 'dune' })\n  .select('title, year')\n  .gt('year', 1960)\n  .order('year', { ascending: false })\n  .limit(5)",
    },
    {
      sql: 'select * from list_books()',
      http: 'POST /rpc/list_books',
      body: {},
      js: "const { data, error } = await supabase\n  .rpc('list_books')",
    },
    {
      sql: 'select * from api.list_books()',
      http: 'POST /rpc/list_books',
      body: {},
      headers: { 'Content-Profile': 'api' },
    },
    {
      sql: 'select add_numbers(a => 1, b => 2)',
      http: 'POST /rpc/add_numbers',
      body: { a: 1, b: 2 },
      js: "const { data, error } = await supabase\n  .rpc('add_numbers', { a: 1, b: 2 })",
    },
    { sql: 'select add_numbers(a := 1, b := 2)', http: 'POST /rpc/add_numbers', body: { a: 1, b: 2 } },
    { sql: 'select now_utc()', http: 'POST /rpc/now_utc', body: {} },
    {
      sql: 'select total(x => 1) as t',
      http: 'POST /rpc/total',
      body: { x: 1 },
      assumption: 'alias `t` has no effect',
    },
    {
      sql: "select * from f(tags => array['a', 'b'], meta => '{\"k\": true}'::jsonb, n => null)",
      http: 'POST /rpc/f',
      body: { tags: ['a', 'b'], meta: { k: true }, n: null },
    },
    {
      sql: 'select * from f(x => 1) limit 10 offset 10',
      http: 'POST /rpc/f?limit=10&offset=10',
      body: { x: 1 },
    },
    {
      sql: 'select r.id from f(x => 1) r where r.id = 2',
      http: 'POST /rpc/f?select=id&id=eq.2',
      body: { x: 1 },
    },
    {
      sql: "select * from f(x => 1) where a = 1 or b = 'x y'",
      http: 'POST /rpc/f?or=(a.eq.1,b.eq."x y")',
      body: { x: 1 },
    },
    { sql: 'select * from "My Func"(x => 1)', http: 'POST /rpc/My%20Func', body: { x: 1 } },
  ],
};

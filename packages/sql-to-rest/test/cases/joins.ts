import type { CaseGroup } from './case.ts';

export const joins: CaseGroup = {
  feature: 'Joins as embedded resources',
  cases: [
    {
      sql: 'select books.title, authors.name from books join authors on books.author_id = authors.id',
      http: 'GET /books?select=title,...authors!inner(name)',
      assumption: 'foreign key',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title, ...authors!inner(name)')",
    },
    {
      sql: 'select b.title, a.name from books b inner join authors a on a.id = b.author_id',
      http: 'GET /books?select=title,...authors!inner(name)',
    },
    {
      sql: 'select b.title, a.name from books b left join authors a on a.id = b.author_id',
      http: 'GET /books?select=title,...authors(name)',
    },
    {
      sql: 'select b.title, a.name from books b left outer join authors a on a.id = b.author_id',
      http: 'GET /books?select=title,...authors(name)',
    },
    {
      sql: 'select * from books b join authors a on a.id = b.author_id',
      http: 'GET /books?select=*,authors!inner(*)',
    },
    {
      sql: 'select b.*, a.* from books b join authors a on a.id = b.author_id',
      http: 'GET /books?select=*,authors!inner(*)',
    },
    {
      sql: 'select a.name, b.title from books b join authors a on a.id = b.author_id',
      http: 'GET /books?select=...authors!inner(name),title',
    },
    {
      sql: 'select b.title, a.name as author from books b join authors a on a.id = b.author_id',
      http: 'GET /books?select=title,...authors!inner(author:name)',
    },
    {
      sql: 'select b.title from books b join authors a on a.id = b.author_id',
      http: 'GET /books?select=title,authors!inner()',
    },
    {
      sql: 'select b.title from books b left join authors a on a.id = b.author_id',
      http: 'GET /books?select=title',
      assumption: 'leaves it out',
    },
    {
      sql: 'select b.title, a.name, p.name from books b join authors a on a.id = b.author_id join publishers p on p.id = a.publisher_id',
      http: 'GET /books?select=title,authors!inner(name,publishers!inner(name))',
      assumption: 'both called `name`',
    },
    {
      sql: 'select b.title, p.name from books b join authors a on a.id = b.author_id join publishers p on p.id = a.publisher_id',
      http: 'GET /books?select=title,...authors!inner(...publishers!inner(name))',
    },
    {
      sql: 'select b.title, a.name, g.name from books b join authors a on a.id = b.author_id left join genres g on g.id = b.genre_id',
      http: 'GET /books?select=title,authors!inner(name),genres(name)',
    },
    {
      sql: "select b.title from books b join authors a on a.id = b.author_id where a.name = 'Tolkien'",
      http: 'GET /books?select=title,authors!inner()&authors.name=eq.Tolkien',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title, authors!inner()')\n  .eq('authors.name', 'Tolkien')",
    },
    {
      sql: "select b.title, a.name from books b left join authors a on a.id = b.author_id where a.name = 'Tolkien'",
      http: 'GET /books?select=title,...authors!inner(name)&authors.name=eq.Tolkien',
    },
    {
      sql: "select b.title, a.name from books b left join authors a on a.id = b.author_id where a.name = 'X' or a.name = 'Y'",
      http: 'GET /books?select=title,...authors!inner(name)&authors.or=(name.eq.X,name.eq.Y)',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title, ...authors!inner(name)')\n  .or('name.eq.X,name.eq.Y', { referencedTable: 'authors' })",
    },
    {
      sql: 'select b.title, a.name from books b left join authors a on a.id = b.author_id where a.id is not null',
      http: 'GET /books?select=title,...authors!inner(name)&authors.id=not.is.null',
    },
    {
      sql: 'select b.title, p.name from books b left join authors a on a.id = b.author_id left join publishers p on p.id = a.publisher_id where p.country = 1',
      http: 'GET /books?select=title,...authors!inner(...publishers!inner(name))&authors.publishers.country=eq.1',
    },
    {
      sql: 'select b.title, p.name from books b left join authors a on a.id = b.author_id join publishers p on p.id = a.publisher_id',
      http: 'GET /books?select=title,...authors!inner(...publishers!inner(name))',
    },
    {
      sql: "select b.title, a.name from books b join authors a on a.id = b.author_id where b.year > 2000 and a.name like 'J%'",
      http: 'GET /books?select=title,...authors!inner(name)&year=gt.2000&authors.name=like.J*',
    },
    {
      sql: 'select b.title, a.name from books b join authors a on a.id = b.author_id order by a.name',
      http: 'GET /books?select=title,...authors!inner(name)&order=authors(name).asc',
      assumption: 'many-to-one',
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('title, ...authors!inner(name)')\n  .order('authors(name)')",
    },
    {
      sql: 'select b.title from books b left join authors a on a.id = b.author_id order by a.name desc',
      http: 'GET /books?select=title,authors()&order=authors(name).desc',
    },
    {
      sql: 'select b.title, a.name from books b join authors a on a.id = b.author_id limit 5',
      http: 'GET /books?select=title,...authors!inner(name)&limit=5',
      assumption: 'LIMIT and OFFSET count rows of the first table',
    },
    {
      sql: 'select b.title, a.name from books b join authors a on b.author_id = a.id and b.editor_id = a.id',
      http: 'GET /books?select=title,...authors!inner(name)',
    },
    {
      sql: 'select s.books.title, s.authors.name from s.books join s.authors on s.authors.id = s.books.author_id',
      http: 'GET /books?select=title,...authors!inner(name)',
      headers: { 'Accept-Profile': 's' },
    },
    {
      sql: 'select books.title, writers.name from books join authors writers on writers.id = books.author_id',
      http: 'GET /books?select=title,...authors!inner(name)',
    },
    {
      sql: "select b.title, a.name from books b join authors a on a.id = b.author_id where a.name in ('A', 'B c')",
      http: 'GET /books?select=title,...authors!inner(name)&authors.name=in.(A,"B c")',
    },
    {
      sql: 'select b.title, a.name from books b join authors a on a.id = b.author_id where a.born between 1900 and 1950',
      http: 'GET /books?select=title,...authors!inner(name)&authors.born=gte.1900&authors.born=lte.1950',
    },
    {
      sql: "select b.title, a.data->>'x' from books b join authors a on a.id = b.author_id",
      http: 'GET /books?select=title,...authors!inner(data->>x)',
    },
    {
      sql: 'select b.title, a.name from books b join authors a on a.id = b.author_id where title = 1',
      http: 'GET /books?select=title,...authors!inner(name)&title=eq.1',
      assumption: 'taken to belong to `books`',
    },
  ],
};

import type { CaseGroup } from './case.ts';

const q = (where: string) => `select * from books where ${where}`;
const get = (filters: string) => `GET /books?select=*&${filters}`;

export const comparisons: CaseGroup = {
  feature: 'WHERE comparisons',
  cases: [
    {
      sql: q('id = 1'),
      http: get('id=eq.1'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .eq('id', 1)",
    },
    { sql: q('id <> 1'), http: get('id=neq.1') },
    { sql: q('id != 1'), http: get('id=neq.1') },
    { sql: q('id < 1'), http: get('id=lt.1') },
    { sql: q('id <= 1'), http: get('id=lte.1') },
    { sql: q('id > 1'), http: get('id=gt.1') },
    { sql: q('id >= 1'), http: get('id=gte.1') },
    { sql: q('1 < id'), http: get('id=gt.1') },
    { sql: q('5 >= id'), http: get('id=lte.5') },
    { sql: q("'Dune' = title"), http: get('title=eq.Dune') },
    { sql: q('id = 0'), http: get('id=eq.0') },
    { sql: q('id = -3'), http: get('id=eq.-3') },
    {
      sql: q('price = 1.50'),
      http: get('price=eq.1.50'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .eq('price', '1.50')",
    },
    {
      sql: q('price = 2.5'),
      http: get('price=eq.2.5'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .eq('price', 2.5)",
    },
    { sql: q('id = 12345678901234567890'), http: get('id=eq.12345678901234567890') },
    { sql: q("title = 'Dune'"), http: get('title=eq.Dune') },
    { sql: q("title = 'The Hobbit'"), http: get('title=eq.The Hobbit') },
    { sql: q("title = 'a,b.c:d(e)'"), http: get('title=eq.a,b.c:d(e)') },
    { sql: q("title = 'it''s'"), http: get("title=eq.it's") },
    { sql: q("title = ''"), http: get('title=eq.') },
    { sql: q("title = E'line\\nbreak'"), http: get('title=eq.line\nbreak') },
    { sql: q("title = 'a&b=c+d#e'"), http: get('title=eq.a&b=c+d#e') },
    { sql: q('available = true'), http: get('available=eq.true') },
    { sql: q('available = false'), http: get('available=eq.false') },
    { sql: q('available'), http: get('available=eq.true') },
    { sql: q('not available'), http: get('available=not.eq.true') },
    {
      sql: q("published = '2020-01-01'::date"),
      http: get('published=eq.2020-01-01'),
      assumption: 'Casts on values',
    },
    { sql: q("published > date '2020-01-01'"), http: get('published=gt.2020-01-01') },
    { sql: q("data->>'lang' = 'en'"), http: get('data->>lang=eq.en') },
    { sql: q("data->'meta'->>'pages' > '100'"), http: get('data->meta->>pages=gt.100') },
    { sql: q('books.id = 1'), http: get('id=eq.1') },
    { sql: q('"Order" = 1'), http: get('Order=eq.1') },
    { sql: q('"or" = 1'), http: get('"or"=eq.1') },
    { sql: q('"my col" = 1'), http: get('"my col"=eq.1') },
    { sql: q('a = 1 and b = 2'), http: get('a=eq.1&b=eq.2') },
    { sql: q('a = 1 and b = 2 and c = 3'), http: get('a=eq.1&b=eq.2&c=eq.3') },
    { sql: q('a > 1 and a < 5'), http: get('a=gt.1&a=lt.5') },
  ],
};

export const patterns: CaseGroup = {
  feature: 'LIKE, ILIKE and regular expressions',
  cases: [
    {
      sql: q("title like 'The%'"),
      http: get('title=like.The*'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .like('title', 'The*')",
    },
    { sql: q("title ilike '%ring%'"), http: get('title=ilike.*ring*') },
    { sql: q("title not like 'The%'"), http: get('title=not.like.The*') },
    {
      sql: q("title not ilike '%ring%'"),
      http: get('title=not.ilike.*ring*'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .not('title', 'ilike', '*ring*')",
    },
    { sql: q("title like 'a_c'"), http: get('title=like.a_c') },
    { sql: q("title like '100\\%'"), http: get('title=like.100\\*') },
    { sql: q("title like 'a b%'"), http: get('title=like.a b*') },
    { sql: q("title ~~ 'x%'"), http: get('title=like.x*') },
    { sql: q("title ~~* 'x%'"), http: get('title=ilike.x*') },
    { sql: q("title !~~ 'x%'"), http: get('title=not.like.x*') },
    {
      sql: q("title ~ '^The'"),
      http: get('title=match.^The'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .regexMatch('title', '^The')",
    },
    { sql: q("title ~* '^the'"), http: get('title=imatch.^the') },
    { sql: q("title !~ '^The'"), http: get('title=not.match.^The') },
    { sql: q("title !~* '^the'"), http: get('title=not.imatch.^the') },
    {
      sql: q("title like any (array['A%', 'B%'])"),
      http: get('title=like(any).{A*,B*}'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .likeAnyOf('title', ['A*', 'B*'])",
    },
    { sql: q("title like all (array['%a%', '%b%'])"), http: get('title=like(all).{*a*,*b*}') },
    { sql: q("title ilike any (array['%x%'])"), http: get('title=ilike(any).{*x*}') },
    { sql: q("title not like all (array['A%', 'B%'])"), http: get('title=not.like(any).{A*,B*}') },
    { sql: q("title not ilike any (array['A%'])"), http: get('title=not.ilike(all).{A*}') },
    { sql: q("title like any (array['a b%', 'c'])"), http: get('title=like(any).{"a b*",c}') },
    { sql: q("title ~ any (array['^a', '^b'])"), http: get('title=match(any).{^a,^b}') },
  ],
};

export const lists: CaseGroup = {
  feature: 'IN, ANY and ALL',
  cases: [
    {
      sql: q('id in (1, 2, 3)'),
      http: get('id=in.(1,2,3)'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .in('id', [1, 2, 3])",
    },
    { sql: q('id not in (1, 2)'), http: get('id=not.in.(1,2)') },
    { sql: q("title in ('Dune', 'Emma')"), http: get('title=in.(Dune,Emma)') },
    { sql: q("title in ('a,b', 'c')"), http: get('title=in.("a,b",c)') },
    {
      sql: q("title in ('The Hobbit', 'Dune')"),
      http: get('title=in.("The Hobbit",Dune)'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .filter('title', 'in', '(\"The Hobbit\",Dune)')",
    },
    { sql: q('title in (\'say "hi"\')'), http: get('title=in.("say \\"hi\\"")') },
    { sql: q("title in ('back\\slash')"), http: get('title=in.("back\\\\slash")') },
    { sql: q("title in ('a.b', 'c:d')"), http: get('title=in.("a.b","c:d")') },
    { sql: q("title in ('(x)')"), http: get('title=in.("(x)")') },
    { sql: q("title in ('')"), http: get('title=in.("")') },
    { sql: q('id in (1, 1, 2)'), http: get('id=in.(1,2)') },
    { sql: q('id = any(array[1, 2])'), http: get('id=in.(1,2)') },
    { sql: q("id = any('{1,2}')"), http: get('id=in.(1,2)') },
    { sql: q('tag = any(\'{"a b",c}\')'), http: get('tag=in.("a b",c)') },
    { sql: q('id <> all(array[1, 2])'), http: get('id=not.in.(1,2)') },
    { sql: q('not (id = any(array[1, 2]))'), http: get('id=not.in.(1,2)') },
    { sql: q('id = all(array[1])'), http: get('id=eq(all).{1}') },
    {
      sql: q('id > any(array[1, 5])'),
      http: get('id=gt(any).{1,5}'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .filter('id', 'gt(any)', '{1,5}')",
    },
    { sql: q('id <= all(array[3, 4])'), http: get('id=lte(all).{3,4}') },
    { sql: q("id in (1, 'x')"), http: get('id=in.(1,x)') },
  ],
};

export const nullsAndBooleans: CaseGroup = {
  feature: 'IS tests and DISTINCT FROM',
  cases: [
    {
      sql: q('author is null'),
      http: get('author=is.null'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .is('author', null)",
    },
    {
      sql: q('author is not null'),
      http: get('author=not.is.null'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .not('author', 'is', null)",
    },
    { sql: q('author isnull'), http: get('author=is.null') },
    { sql: q('author notnull'), http: get('author=not.is.null') },
    { sql: q('available is true'), http: get('available=is.true') },
    { sql: q('available is not true'), http: get('available=not.is.true') },
    { sql: q('available is false'), http: get('available=is.false') },
    { sql: q('available is not false'), http: get('available=not.is.false') },
    { sql: q('available is unknown'), http: get('available=is.unknown') },
    { sql: q('available is not unknown'), http: get('available=not.is.unknown') },
    { sql: q('not (author is null)'), http: get('author=not.is.null') },
    { sql: q('not not (author is null)'), http: get('author=is.null') },
    {
      sql: q('author is distinct from 1'),
      http: get('author=isdistinct.1'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .isDistinct('author', 1)",
    },
    { sql: q("author is not distinct from 'x'"), http: get('author=not.isdistinct.x') },
    { sql: q('author is distinct from null'), http: get('author=not.is.null') },
    { sql: q('author is not distinct from null'), http: get('author=is.null') },
  ],
};

export const ranges: CaseGroup = {
  feature: 'BETWEEN',
  cases: [
    { sql: q('year between 1990 and 2000'), http: get('year=gte.1990&year=lte.2000') },
    { sql: q('year between 0 and 10'), http: get('year=gte.0&year=lte.10') },
    { sql: q('year between -5 and 0'), http: get('year=gte.-5&year=lte.0') },
    { sql: q("title between 'A' and 'M'"), http: get('title=gte.A&title=lte.M') },
    {
      sql: q('year not between 1990 and 2000'),
      http: get('or=(year.lt.1990,year.gt.2000)'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .or('year.lt.1990,year.gt.2000')",
    },
    { sql: q('not (year between 1 and 2)'), http: get('or=(year.lt.1,year.gt.2)') },
    { sql: q('year between symmetric 2000 and 1990'), http: get('year=gte.1990&year=lte.2000') },
    { sql: q('year not between symmetric 10 and 0'), http: get('or=(year.lt.0,year.gt.10)') },
    { sql: q('a = 1 or year between 1 and 2'), http: get('or=(a.eq.1,and(year.gte.1,year.lte.2))') },
    {
      sql: q("published between '2020-01-01' and '2020-12-31'"),
      http: get('published=gte.2020-01-01&published=lte.2020-12-31'),
    },
  ],
};

export const arraysAndRangesOps: CaseGroup = {
  feature: 'Array, range and JSON containment operators',
  cases: [
    {
      sql: q("tags @> '{fantasy,classic}'"),
      http: get('tags=cs.{fantasy,classic}'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .contains('tags', '{fantasy,classic}')",
    },
    { sql: q("tags <@ '{a,b}'"), http: get('tags=cd.{a,b}') },
    { sql: q("tags && '{a}'"), http: get('tags=ov.{a}') },
    { sql: q("tags @> array['a b', 'c']"), http: get('tags=cs.{"a b",c}') },
    { sql: q('ids @> array[1, 2]'), http: get('ids=cs.{1,2}') },
    { sql: q("'{a}' <@ tags"), http: get('tags=cs.{a}') },
    { sql: q("tags && array['x']"), http: get('tags=ov.{x}') },
    { sql: q("not (tags @> '{a}')"), http: get('tags=not.cs.{a}') },
    {
      sql: q(`meta @> '{"lang": "en"}'::jsonb`),
      http: get('meta=cs.{"lang":"en"}'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .contains('meta', { lang: 'en' })",
    },
    { sql: q("during << '[2020-01-01,2021-01-01)'"), http: get('during=sl.[2020-01-01,2021-01-01)') },
    { sql: q("during >> '[1,5)'"), http: get('during=sr.[1,5)') },
    { sql: q("during &< '[1,5)'"), http: get('during=nxr.[1,5)') },
    { sql: q("during &> '[1,5)'"), http: get('during=nxl.[1,5)') },
    {
      sql: q("during -|- '[1,5)'"),
      http: get('during=adj.[1,5)'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .rangeAdjacent('during', '[1,5)')",
    },
    { sql: q("during && '[1,5)'"), http: get('during=ov.[1,5)') },
    { sql: q("a = 1 or during << '[1,5)'"), http: get('or=(a.eq.1,during.sl."[1,5)")') },
    { sql: q("a = 1 or tags @> '{x,y}'"), http: get('or=(a.eq.1,tags.cs.{x,y})') },
  ],
};

export const fullText: CaseGroup = {
  feature: 'Full-text search',
  cases: [
    {
      sql: q("tsv @@ to_tsquery('cat & dog')"),
      http: get('tsv=fts.cat & dog'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .textSearch('tsv', 'cat & dog')",
    },
    { sql: q("tsv @@ to_tsquery('english', 'cats')"), http: get('tsv=fts(english).cats') },
    {
      sql: q("tsv @@ plainto_tsquery('english', 'fat cats')"),
      http: get('tsv=plfts(english).fat cats'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .textSearch('tsv', 'fat cats', { type: 'plain', config: 'english' })",
    },
    { sql: q("tsv @@ phraseto_tsquery('fat cats')"), http: get('tsv=phfts.fat cats') },
    {
      sql: q("tsv @@ websearch_to_tsquery('french', '\"chat noir\" -chien')"),
      http: get('tsv=wfts(french)."chat noir" -chien'),
    },
    { sql: q("to_tsvector(body) @@ to_tsquery('x')"), http: get('body=fts.x') },
    {
      sql: q("to_tsvector('english', body) @@ to_tsquery('english', 'x')"),
      http: get('body=fts(english).x'),
    },
    { sql: q("to_tsquery('x') @@ tsv"), http: get('tsv=fts.x') },
    {
      sql: q("not tsv @@ to_tsquery('x')"),
      http: get('tsv=not.fts.x'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .not('tsv', 'fts', 'x')",
    },
    { sql: q("tsv @@ to_tsquery('english'::regconfig, 'x')"), http: get('tsv=fts(english).x') },
    { sql: q("a = 1 or tsv @@ plainto_tsquery('a b')"), http: get('or=(a.eq.1,tsv.plfts."a b")') },
  ],
};

export const logic: CaseGroup = {
  feature: 'AND, OR and NOT',
  cases: [
    {
      sql: q('a = 1 or b = 2'),
      http: get('or=(a.eq.1,b.eq.2)'),
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('*')\n  .or('a.eq.1,b.eq.2')",
    },
    { sql: q('a = 1 or b = 2 or c = 3'), http: get('or=(a.eq.1,b.eq.2,c.eq.3)') },
    { sql: q('a = 1 and (b = 2 or c = 3)'), http: get('a=eq.1&or=(b.eq.2,c.eq.3)') },
    { sql: q('(a = 1 and b = 2) or c = 3'), http: get('or=(and(a.eq.1,b.eq.2),c.eq.3)') },
    { sql: q('(a = 1 or b = 2) and (c = 3 or d = 4)'), http: get('or=(a.eq.1,b.eq.2)&or=(c.eq.3,d.eq.4)') },
    { sql: q('not (a = 1 and b = 2)'), http: get('or=(a.not.eq.1,b.not.eq.2)') },
    { sql: q('not (a = 1 or b = 2)'), http: get('a=not.eq.1&b=not.eq.2') },
    { sql: q('not not a = 1'), http: get('a=eq.1') },
    { sql: q('not (not (a = 1 or b = 2))'), http: get('or=(a.eq.1,b.eq.2)') },
    {
      sql: q('a = 1 or (b = 2 and (c = 3 or d = 4))'),
      http: get('or=(a.eq.1,and(b.eq.2,or(c.eq.3,d.eq.4)))'),
    },
    { sql: q('((a = 1))'), http: get('a=eq.1') },
    { sql: q("title = 'x' or title = 'a, b'"), http: get('or=(title.eq.x,title.eq."a, b")') },
    { sql: q("title = 'x' or title = 'a.b'"), http: get('or=(title.eq.x,title.eq."a.b")') },
    { sql: q("title = 'x' or title = 'say \"hi\"'"), http: get('or=(title.eq.x,title.eq."say \\"hi\\"")') },
    { sql: q("title = 'x' or title = 'back\\slash'"), http: get('or=(title.eq.x,title.eq."back\\\\slash")') },
    { sql: q("title = 'x' or title = ''"), http: get('or=(title.eq.x,title.eq."")') },
    { sql: q("title like 'a%' or title ilike '% b'"), http: get('or=(title.like.a*,title.ilike."* b")') },
    { sql: q('price = 1.5 or price = -2'), http: get('or=(price.eq.1.5,price.eq.-2)') },
    { sql: q('a is null or a in (1, 2)'), http: get('or=(a.is.null,a.in.(1,2))') },
    { sql: q("a = 1 or b in ('x y', 'z')"), http: get('or=(a.eq.1,b.in.("x y",z))') },
    { sql: q("a = 1 or data->>'k' = 'v'"), http: get('or=(a.eq.1,data->>k.eq.v)') },
    { sql: q("a = 1 or title not like 'x%'"), http: get('or=(a.eq.1,title.not.like.x*)') },
    { sql: q("a = 1 or b like any (array['x%', 'y%'])"), http: get('or=(a.eq.1,b.like(any).{x*,y*})') },
    { sql: q("a = 1 or tsv @@ to_tsquery('english', 'x')"), http: get('or=(a.eq.1,tsv.fts(english).x)') },
    { sql: q('a = 1 or b is not distinct from 2'), http: get('or=(a.eq.1,b.not.isdistinct.2)') },
  ],
};

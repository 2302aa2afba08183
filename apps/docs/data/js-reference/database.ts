import type { JsGroupInput } from './js-reference-schema';

/*
 * Database examples query the tables of example-schema.sql. Those marked `run: 'database'` are run with
 * supabase-js against the REST stand-in over PGlite, each on a fresh copy of the data, and the `data` they
 * return must equal the `data` shown here.
 */

const cityNames = (...names: string[]) => names.map((name) => ({ name }));

export const databaseQueries: JsGroupInput = {
  id: 'database',
  title: 'Database: queries',
  intro:
    'Queries go through the REST API (PostgREST) generated from your schema. `from()` starts a query on a table or view, a query method says what to do, and filters and modifiers narrow and shape it. Nothing is sent until the query is awaited. Every call resolves to `{ data, error }` (plus `count`, `status` and `statusText`) rather than throwing, unless you ask for `throwOnError()`. Row level security applies to every query made with a publishable key.',
  entries: [
    {
      id: 'from',
      summary:
        'Starts a query on a table or view of the client’s schema. The typed client checks the name and gives the rows its type.',
      examples: [
        {
          title: 'Read one column of every row',
          code: `const { data, error } = await supabase.from('countries').select('name');`,
          run: 'database',
          data: [{ name: 'France' }, { name: 'Japan' }, { name: 'Canada' }, { name: 'Kenya' }],
        },
      ],
    },
    {
      id: 'schema',
      summary:
        'Sends the queries that follow to another schema than the one the client was created with. The schema must be exposed to the API in the project’s API settings.',
      examples: [
        {
          title: 'Query a table in another schema',
          standalone: true,
          code: `import { createClient } from '@supabase/supabase-js';

const supabase = createClient('https://your-project.supabase.co', 'your-publishable-key');
const { data, error } = await supabase.schema('analytics').from('page_views').select('path, views');`,
        },
      ],
    },
    {
      id: 'rpc',
      summary:
        'Calls a Postgres function through the API, with its arguments as an object keyed by parameter name. Functions that return a set of rows can be filtered and ordered like a table.',
      details: [
        'Options: `head: true` returns no data (useful with `count`), `get: true` sends the call as a GET request (read-only functions only), `count` counts the rows a set-returning function gives.',
      ],
      examples: [
        {
          title: 'Call a function',
          code: `const { data, error } = await supabase.rpc('cities_in', { country_code: 'FR' });`,
          run: 'database',
          data: 2,
        },
      ],
    },
    {
      id: 'select',
      summary:
        'Reads rows. The argument lists the columns to return, comma-separated (default `*`); a column can be renamed (`label:name`), cast (`population::text`) or be a related table, which embeds its rows.',
      details: [
        '`count: "exact" | "planned" | "estimated"` also returns the number of matching rows in `count`; `head: true` returns only that count, without rows. The API caps how many rows one request returns (1,000 by default); page through more with `range()`.',
      ],
      examples: [
        {
          title: 'Some columns',
          code: `const { data, error } = await supabase.from('countries').select('name, code');`,
          run: 'database',
          data: [
            { name: 'France', code: 'FR' },
            { name: 'Japan', code: 'JP' },
            { name: 'Canada', code: 'CA' },
            { name: 'Kenya', code: 'KE' },
          ],
        },
        {
          title: 'With the rows of a related table',
          code: `const { data, error } = await supabase.from('countries').select('name, cities(name)');`,
        },
        {
          title: 'Only the number of rows',
          code: `const { count, error } = await supabase.from('cities').select('*', { count: 'exact', head: true });`,
        },
      ],
    },
    {
      id: 'insert',
      summary:
        'Inserts one row (an object) or many (an array of objects). It returns no rows unless `.select()` follows it.',
      details: [
        'With an array, columns missing from some objects get their default value only with `defaultToNull: false`; otherwise they are sent as null.',
      ],
      examples: [
        {
          title: 'Insert a row and return it',
          code: `const { data, error } = await supabase
  .from('countries')
  .insert({ id: 5, name: 'Brazil', code: 'BR', continent: 'South America' })
  .select();`,
          run: 'database',
          data: [{ id: 5, name: 'Brazil', code: 'BR', continent: 'South America', languages: [] }],
        },
        {
          title: 'Insert several rows',
          code: `const { error } = await supabase.from('notes').insert([
  { id: 4, title: 'Tea', tags: ['cooking'] },
  { id: 5, title: 'Coffee', tags: ['cooking'] },
]);`,
          run: 'database',
        },
      ],
    },
    {
      id: 'upsert',
      summary:
        'Inserts rows, or updates them when a row with the same primary key (or the columns named in `onConflict`) already exists.',
      details: [
        '`ignoreDuplicates: true` leaves existing rows untouched instead of updating them. `onConflict` names columns with a unique constraint, comma-separated. Include the primary key (or those columns) in every row.',
      ],
      examples: [
        {
          title: 'Update a row that exists',
          code: `const { data, error } = await supabase
  .from('countries')
  .upsert({ id: 1, name: 'France', code: 'FR', continent: 'Europe', languages: ['french', 'breton'] })
  .select('name, languages');`,
          run: 'database',
          data: [{ name: 'France', languages: ['french', 'breton'] }],
        },
      ],
    },
    {
      id: 'update',
      summary:
        'Changes the columns given in every row that matches the filters that follow: always add filters, they choose the rows. Returns no rows unless `.select()` follows it.',
      examples: [
        {
          title: 'Update a row and return it',
          code: `const { data, error } = await supabase
  .from('cities')
  .update({ nickname: 'Kitchen of the Nation' })
  .eq('name', 'Osaka')
  .select('name, nickname');`,
          run: 'database',
          data: [{ name: 'Osaka', nickname: 'Kitchen of the Nation' }],
        },
      ],
    },
    {
      id: 'delete',
      summary:
        'Deletes the rows that match the filters that follow. Add `.select()` to get the deleted rows back.',
      examples: [
        {
          title: 'Delete a row and return it',
          code: `const { data, error } = await supabase.from('notes').delete().eq('id', 3).select('title');`,
          run: 'database',
          data: [{ title: 'Bread' }],
        },
      ],
    },
    {
      id: 'select-returning',
      // The query builder's select() reads; this one is the modifier on a write's result.
      qualifier: 'after a write',
      summary:
        'After `insert`, `update`, `upsert` or `delete`, asks for the affected rows back, with the columns listed (default all).',
      examples: [
        {
          title: 'Return the inserted id',
          code: `const { data, error } = await supabase
  .from('notes')
  .insert({ id: 6, title: 'Soup' })
  .select('id');`,
          run: 'database',
          data: [{ id: 6 }],
        },
      ],
    },
  ],
};

export const databaseFilters: JsGroupInput = {
  id: 'filters',
  title: 'Database: filters',
  intro:
    'Filters keep the rows that match. They follow `select()`, `update()`, `delete()` and a set-returning `rpc()`, and several filters in a chain must all match. A column can be a JSON path (`address->>city`) or a column of an embedded table (`cities.name`), which filters the embedded rows.',
  entries: [
    {
      id: 'eq',
      summary: 'Keeps rows whose column equals the value. Use `is()` to test for null.',
      examples: [
        {
          title: 'Cities of one country',
          code: `const { data, error } = await supabase.from('cities').select('name').eq('country_id', 1);`,
          run: 'database',
          data: cityNames('Paris', 'Lyon'),
        },
      ],
    },
    {
      id: 'neq',
      summary:
        'Keeps rows whose column differs from the value. Rows where the column is null are left out too.',
      examples: [
        {
          title: 'Countries outside Europe',
          code: `const { data, error } = await supabase.from('countries').select('name').neq('continent', 'Europe');`,
          run: 'database',
          data: cityNames('Japan', 'Canada', 'Kenya'),
        },
      ],
    },
    {
      id: 'gt',
      summary: 'Keeps rows whose column is greater than the value (numbers, dates, text in collation order).',
      examples: [
        {
          title: 'Large cities',
          code: `const { data, error } = await supabase.from('cities').select('name').gt('population', 2500000);`,
          run: 'database',
          data: cityNames('Osaka', 'Nairobi'),
        },
      ],
    },
    {
      id: 'gte',
      summary: 'Keeps rows whose column is greater than or equal to the value.',
      examples: [
        {
          title: 'At least as large as Paris',
          code: `const { data, error } = await supabase.from('cities').select('name').gte('population', 2102650);`,
          run: 'database',
          data: cityNames('Paris', 'Osaka', 'Nairobi'),
        },
      ],
    },
    {
      id: 'lt',
      summary: 'Keeps rows whose column is less than the value.',
      examples: [
        {
          title: 'Cities under a million people',
          code: `const { data, error } = await supabase.from('cities').select('name').lt('population', 1000000);`,
          run: 'database',
          data: cityNames('Lyon'),
        },
      ],
    },
    {
      id: 'lte',
      summary: 'Keeps rows whose column is less than or equal to the value.',
      examples: [
        {
          title: 'No larger than Montreal',
          code: `const { data, error } = await supabase.from('cities').select('name').lte('population', 1762949);`,
          run: 'database',
          data: cityNames('Lyon', 'Montreal'),
        },
      ],
    },
    {
      id: 'like',
      summary:
        'Keeps rows whose text column matches a pattern, case-sensitively: `%` stands for any characters, `_` for one.',
      examples: [
        {
          title: 'Names that contain “an”',
          code: `const { data, error } = await supabase.from('countries').select('name').like('name', '%an%');`,
          run: 'database',
          data: cityNames('France', 'Japan', 'Canada'),
        },
      ],
    },
    {
      id: 'like-all-of',
      summary: 'Keeps rows whose column matches every one of the patterns (case-sensitive).',
      examples: [
        {
          title: 'Names with both an “a” and an “e”',
          code: `const { data, error } = await supabase.from('countries').select('name').likeAllOf('name', ['%a%', '%e%']);`,
          run: 'database',
          data: cityNames('France', 'Kenya'),
        },
      ],
    },
    {
      id: 'like-any-of',
      summary: 'Keeps rows whose column matches at least one of the patterns (case-sensitive).',
      examples: [
        {
          title: 'Names starting with J or K',
          code: `const { data, error } = await supabase.from('countries').select('name').likeAnyOf('name', ['J%', 'K%']);`,
          run: 'database',
          data: cityNames('Japan', 'Kenya'),
        },
      ],
    },
    {
      id: 'ilike',
      summary: 'Like `like()`, ignoring case.',
      examples: [
        {
          title: 'Names starting with c or C',
          code: `const { data, error } = await supabase.from('countries').select('name').ilike('name', 'c%');`,
          run: 'database',
          data: cityNames('Canada'),
        },
      ],
    },
    {
      id: 'ilike-all-of',
      summary: 'Keeps rows whose column matches every pattern, ignoring case.',
      examples: [
        {
          title: 'Names with an “a” and a “d”, any case',
          code: `const { data, error } = await supabase.from('countries').select('name').ilikeAllOf('name', ['%A%', '%D%']);`,
          run: 'database',
          data: cityNames('Canada'),
        },
      ],
    },
    {
      id: 'ilike-any-of',
      summary: 'Keeps rows whose column matches at least one pattern, ignoring case.',
      examples: [
        {
          title: 'Names starting with f or k, any case',
          code: `const { data, error } = await supabase.from('countries').select('name').ilikeAnyOf('name', ['f%', 'k%']);`,
          run: 'database',
          data: cityNames('France', 'Kenya'),
        },
      ],
    },
    {
      id: 'regex-match',
      summary:
        'Keeps rows whose text column matches a POSIX regular expression, case-sensitively (Postgres `~`).',
      examples: [
        {
          title: 'Names starting with L or M',
          code: `const { data, error } = await supabase.from('cities').select('name').regexMatch('name', '^[LM]');`,
          run: 'database',
          data: cityNames('Lyon', 'Montreal'),
        },
      ],
    },
    {
      id: 'regex-i-match',
      summary: 'Like `regexMatch()`, ignoring case (Postgres `~*`).',
      examples: [
        {
          title: 'Names starting with o or O',
          code: `const { data, error } = await supabase.from('cities').select('name').regexIMatch('name', '^o');`,
          run: 'database',
          data: cityNames('Osaka'),
        },
      ],
    },
    {
      id: 'is',
      summary:
        'Keeps rows whose column IS the value: `null`, `true` or `false`. Equality (`eq`) never matches null.',
      examples: [
        {
          title: 'Cities without a nickname',
          code: `const { data, error } = await supabase.from('cities').select('name').is('nickname', null);`,
          run: 'database',
          data: cityNames('Lyon', 'Osaka', 'Montreal', 'Nairobi'),
        },
      ],
    },
    {
      id: 'is-distinct',
      summary:
        'Keeps rows whose column IS DISTINCT FROM the value: unlike `neq()`, rows where the column is null count as different and stay.',
      examples: [
        {
          title: 'Every city but the one with this nickname',
          code: `const { data, error } = await supabase
  .from('cities')
  .select('name')
  .isDistinct('nickname', 'City of Light');`,
          run: 'database',
          data: cityNames('Lyon', 'Osaka', 'Montreal', 'Nairobi'),
        },
      ],
    },
    {
      id: 'in',
      summary: 'Keeps rows whose column equals one of the values in the array.',
      examples: [
        {
          title: 'Cities of two countries',
          code: `const { data, error } = await supabase.from('cities').select('name').in('country_id', [1, 2]);`,
          run: 'database',
          data: cityNames('Paris', 'Lyon', 'Osaka'),
        },
      ],
    },
    {
      id: 'not-in',
      summary: 'Keeps rows whose column equals none of the values in the array.',
      examples: [
        {
          title: 'Cities outside two countries',
          code: `const { data, error } = await supabase.from('cities').select('name').notIn('country_id', [1, 2]);`,
          run: 'database',
          data: cityNames('Montreal', 'Nairobi'),
        },
      ],
    },
    {
      id: 'contains',
      summary:
        'Keeps rows whose array, range or `jsonb` column contains every element of the value (Postgres `@>`).',
      examples: [
        {
          title: 'Countries where French is spoken',
          code: `const { data, error } = await supabase.from('countries').select('name').contains('languages', ['french']);`,
          run: 'database',
          data: cityNames('France', 'Canada'),
        },
      ],
    },
    {
      id: 'contained-by',
      summary:
        'Keeps rows whose array, range or `jsonb` column has no element outside the value (Postgres `<@`).',
      examples: [
        {
          title: 'Countries whose languages are all in a list',
          code: `const { data, error } = await supabase
  .from('countries')
  .select('name')
  .containedBy('languages', ['english', 'french', 'swahili']);`,
          run: 'database',
          data: cityNames('France', 'Canada', 'Kenya'),
        },
      ],
    },
    {
      id: 'range-gt',
      summary:
        'For a range column: keeps rows whose range lies entirely after the given range (Postgres `>>`).',
      examples: [
        {
          title: 'Bookings after 11 to 12',
          code: `const { data, error } = await supabase.from('bookings').select('id, room').rangeGt('during', '[11,12)');`,
          run: 'database',
          data: [{ id: 2, room: 'Atlas' }],
        },
      ],
    },
    {
      id: 'range-gte',
      summary:
        'For a range column: keeps rows whose range starts no earlier than the given range (Postgres `&>`).',
      examples: [
        {
          title: 'Bookings that start at 10 or later',
          code: `const { data, error } = await supabase.from('bookings').select('id').rangeGte('during', '[10,12)');`,
          run: 'database',
          data: [{ id: 2 }, { id: 3 }],
        },
      ],
    },
    {
      id: 'range-lt',
      summary:
        'For a range column: keeps rows whose range lies entirely before the given range (Postgres `<<`).',
      examples: [
        {
          title: 'Bookings over before 11',
          code: `const { data, error } = await supabase.from('bookings').select('id').rangeLt('during', '[11,13)');`,
          run: 'database',
          data: [{ id: 1 }],
        },
      ],
    },
    {
      id: 'range-lte',
      summary:
        'For a range column: keeps rows whose range ends no later than the given range (Postgres `&<`).',
      examples: [
        {
          title: 'Bookings that end by 12',
          code: `const { data, error } = await supabase.from('bookings').select('id').rangeLte('during', '[9,12)');`,
          run: 'database',
          data: [{ id: 1 }, { id: 3 }],
        },
      ],
    },
    {
      id: 'range-adjacent',
      summary:
        'For a range column: keeps rows whose range touches the given range without overlapping it (Postgres `-|-`).',
      examples: [
        {
          title: 'Bookings right before or after 11 to 13',
          code: `const { data, error } = await supabase.from('bookings').select('id').rangeAdjacent('during', '[11,13)');`,
          run: 'database',
          data: [{ id: 1 }, { id: 2 }],
        },
      ],
    },
    {
      id: 'overlaps',
      summary:
        'Keeps rows whose array or range column shares at least one element or point with the value (Postgres `&&`).',
      examples: [
        {
          title: 'Bookings during 10 to 11',
          code: `const { data, error } = await supabase.from('bookings').select('id').overlaps('during', '[10,11)');`,
          run: 'database',
          data: [{ id: 1 }, { id: 3 }],
        },
        {
          title: 'Notes with any of two tags',
          code: `const { data, error } = await supabase.from('notes').select('title').overlaps('tags', ['cats', 'cooking']);`,
          run: 'database',
          data: [{ title: 'Cat care' }, { title: 'Bread' }],
        },
      ],
    },
    {
      id: 'text-search',
      summary:
        'Full-text search on a `tsvector` column (or a text column, converted on the fly). Without `type` the query is in `to_tsquery` syntax (`cat & !dog`); `type: "plain"`, `"phrase"` or `"websearch"` parses it like a search box instead. `config` names the text search configuration, such as `english`.',
      examples: [
        {
          title: 'Words, with stemming',
          code: `const { data, error } = await supabase.from('notes').select('title').textSearch('fts', 'cats');`,
          run: 'database',
          data: [{ title: 'Cat care' }],
        },
        {
          title: 'Search-box syntax',
          code: `const { data, error } = await supabase
  .from('notes')
  .select('title')
  .textSearch('fts', 'walk -cat', { type: 'websearch', config: 'english' });`,
          run: 'database',
          data: [{ title: 'Dog walks' }],
        },
      ],
    },
    {
      id: 'match',
      summary:
        'Keeps rows where every column of the object equals its value: a shorthand for several `eq()` filters.',
      examples: [
        {
          title: 'Two columns at once',
          code: `const { data, error } = await supabase.from('cities').select('name').match({ country_id: 1, name: 'Lyon' });`,
          run: 'database',
          data: cityNames('Lyon'),
        },
      ],
    },
    {
      id: 'not',
      summary:
        'Keeps rows that do not pass one filter, written with the API’s operator name (`eq`, `is`, `in`, `cs`…) and its value as the API expects it (`(1,2)` for `in`).',
      examples: [
        {
          title: 'Cities that have a nickname',
          code: `const { data, error } = await supabase.from('cities').select('name').not('nickname', 'is', null);`,
          run: 'database',
          data: cityNames('Paris'),
        },
      ],
    },
    {
      id: 'or',
      summary:
        'Keeps rows that pass at least one of several filters, written in the API’s syntax (`column.operator.value`, comma-separated; `and(…)` groups inside). `referencedTable` applies it to an embedded table.',
      examples: [
        {
          title: 'Small, or in Japan',
          code: `const { data, error } = await supabase.from('cities').select('name').or('population.lt.600000,country_id.eq.2');`,
          run: 'database',
          data: cityNames('Lyon', 'Osaka'),
        },
      ],
    },
    {
      id: 'filter',
      summary:
        'Any filter by its API operator name, for operators that have no method of their own. The value is sent as written, so it must be in the API’s syntax.',
      examples: [
        {
          title: 'An in-list in API syntax',
          code: `const { data, error } = await supabase.from('cities').select('name').filter('name', 'in', '("Paris","Osaka")');`,
          run: 'database',
          data: cityNames('Paris', 'Osaka'),
        },
      ],
    },
  ],
};

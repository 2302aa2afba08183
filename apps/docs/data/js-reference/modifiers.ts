import type { JsGroupInput } from './js-reference-schema';

const names = (...values: string[]) => values.map((name) => ({ name }));

export const databaseModifiers: JsGroupInput = {
  id: 'modifiers',
  title: 'Database: modifiers',
  intro:
    'Modifiers shape the result rather than choose rows: order, paging, one object instead of an array, another format, and how the request itself is made. They go after the filters.',
  entries: [
    {
      id: 'order',
      summary:
        'Sorts the rows by a column, ascending unless `ascending: false`. `nullsFirst` places nulls; `referencedTable` orders an embedded table’s rows instead. Chain several `order()` calls to sort by more than one column.',
      examples: [
        {
          title: 'Largest city first',
          code: `const { data, error } = await supabase.from('cities').select('name').order('population', { ascending: false });`,
          run: 'database',
          data: names('Nairobi', 'Osaka', 'Paris', 'Montreal', 'Lyon'),
        },
      ],
    },
    {
      id: 'limit',
      summary:
        'Returns at most this many rows. With `referencedTable`, limits the rows embedded from that table.',
      examples: [
        {
          title: 'The first two by name',
          code: `const { data, error } = await supabase.from('cities').select('name').order('name').limit(2);`,
          run: 'database',
          data: names('Lyon', 'Montreal'),
        },
      ],
    },
    {
      id: 'range',
      summary:
        'Returns the rows from position `from` to position `to`, both included, counting from 0: a page. Order the rows too, or the pages are not stable.',
      examples: [
        {
          title: 'The second and third rows',
          code: `const { data, error } = await supabase.from('cities').select('name').order('id').range(1, 2);`,
          run: 'database',
          data: names('Lyon', 'Osaka'),
        },
      ],
    },
    {
      id: 'abort-signal',
      summary:
        'Cancels the request when the `AbortSignal` fires, for a timeout or when the reader leaves the view.',
      examples: [
        {
          title: 'Give up after three seconds',
          code: `const { data, error } = await supabase
  .from('cities')
  .select('name')
  .eq('country_id', 2)
  .abortSignal(AbortSignal.timeout(3000));`,
          run: 'database',
          data: names('Osaka'),
        },
      ],
    },
    {
      id: 'single',
      summary:
        'Returns the one matching row as an object instead of an array. Zero rows or more than one is an error.',
      examples: [
        {
          title: 'One country by code',
          code: `const { data, error } = await supabase.from('countries').select('name, code').eq('code', 'JP').single();`,
          run: 'database',
          data: { name: 'Japan', code: 'JP' },
        },
      ],
    },
    {
      id: 'maybe-single',
      summary:
        'Returns the matching row as an object, or `null` when nothing matches. More than one row is still an error.',
      examples: [
        {
          title: 'A country that may not exist',
          code: `const { data, error } = await supabase.from('countries').select('name').eq('code', 'BR').maybeSingle();`,
          run: 'database',
          data: null,
        },
      ],
    },
    {
      id: 'csv',
      summary: 'Returns the rows as CSV text, with a header line, instead of JSON.',
      examples: [
        {
          title: 'Export two columns',
          code: `const { data, error } = await supabase.from('countries').select('name, code').csv();`,
          run: 'database',
          data: 'name,code\nFrance,FR\nJapan,JP\nCanada,CA\nKenya,KE',
        },
      ],
    },
    {
      id: 'geojson',
      summary:
        'Returns the rows as a GeoJSON feature collection. It needs the PostGIS extension and a geometry or geography column in the result.',
      examples: [
        {
          title: 'Places as GeoJSON',
          code: `const { data, error } = await supabase.from('cities').select('name').geojson();`,
        },
      ],
    },
    {
      id: 'explain',
      summary:
        'Returns the query plan Postgres chose, as text or JSON (`format`), instead of the rows; `analyze: true` runs the query to give real timings. The project must allow plans to be read through the API, which it does not by default: use it while developing.',
      examples: [
        {
          title: 'The plan of a filtered read',
          code: `const { data, error } = await supabase
  .from('cities')
  .select('name')
  .gt('population', 1000000)
  .explain({ analyze: true, format: 'text' });`,
        },
      ],
    },
    {
      id: 'rollback',
      summary:
        'Runs a write and undoes it at the end of the request: the response shows what would have changed, nothing is saved. The API must be configured to accept this request preference.',
      examples: [
        {
          title: 'Try an insert',
          code: `const { data, error } = await supabase
  .from('notes')
  .insert({ id: 7, title: 'Draft' })
  .select('title')
  .rollback();`,
          run: 'database',
          data: [{ title: 'Draft' }],
        },
      ],
    },
    {
      id: 'returns',
      summary:
        'Replaces the result type with the one given, for TypeScript only; nothing changes at run time. Deprecated: `overrideTypes()` does the same and can merge.',
      examples: [
        {
          title: 'Type the result of an untyped query',
          code: `const { data, error } = await supabase
  .from('countries')
  .select('name')
  .returns<{ name: string }[]>();`,
        },
      ],
    },
    {
      id: 'max-affected',
      summary:
        'Fails an `update`, `delete` or `rpc` that would change more rows than given, and changes none. It needs PostgREST 13, declared in the client’s `Database` type.',
      examples: [
        {
          title: 'Update exactly one city at most',
          code: `const { error } = await supabase
  .from('cities')
  .update({ nickname: 'Big Mango' })
  .eq('name', 'Osaka')
  .maxAffected(1);`,
        },
      ],
    },
    {
      id: 'throw-on-error',
      summary:
        'Makes the query throw its error instead of resolving to `{ error }`, for code that handles failures with `try`/`catch`. `data` is then never null because of an error.',
      examples: [
        {
          title: 'Throw rather than return the error',
          code: `const { data } = await supabase.from('countries').select('code').eq('continent', 'Asia').throwOnError();`,
          run: 'database',
          data: [{ code: 'JP' }],
        },
      ],
    },
    {
      id: 'strip-nulls',
      summary: 'Leaves null values out of the returned objects, which makes large sparse results smaller.',
      examples: [
        {
          title: 'Only the nicknames that exist',
          code: `const { data, error } = await supabase.from('cities').select('name, nickname').in('id', [1, 2]).stripNulls();`,
          run: 'database',
          data: [{ name: 'Paris', nickname: 'City of Light' }, { name: 'Lyon' }],
        },
      ],
    },
    {
      id: 'set-header',
      summary: 'Adds an HTTP header to this one request, on top of the client’s own headers.',
      examples: [
        {
          title: 'Tag a request',
          code: `const { data, error } = await supabase
  .from('countries')
  .select('name')
  .eq('code', 'KE')
  .setHeader('x-request-id', 'weekly-report');`,
          run: 'database',
          data: names('Kenya'),
        },
      ],
    },
    {
      id: 'retry',
      summary:
        'Turns automatic retries on or off for this request. Only GET, HEAD and OPTIONS requests are ever retried: up to 3 times, after a network error or a 503 or 520 answer, waiting 1, 2 and 4 seconds (or the seconds of a `Retry-After` header). They are on by default. Inserts, updates, upserts, deletes and `rpc()` calls sent as POST are never retried, so `retry(true)` on them does nothing.',
      examples: [
        {
          title: 'Fail fast',
          code: `const { data, error } = await supabase.from('countries').select('name').eq('code', 'CA').retry(false);`,
          run: 'database',
          data: names('Canada'),
        },
      ],
    },
    {
      id: 'override-types',
      summary:
        'Changes the result type for TypeScript: by default merged into the inferred type (to narrow a `json` column, say), or replacing it with `{ merge: false }`. Nothing changes at run time.',
      examples: [
        {
          title: 'Narrow a column’s type',
          code: `const { data, error } = await supabase
  .from('countries')
  .select('code, languages')
  .eq('code', 'FR')
  .overrideTypes<{ code: 'FR' | 'JP' | 'CA' | 'KE' }[]>();`,
          run: 'database',
          data: [{ code: 'FR', languages: ['french'] }],
        },
      ],
    },
  ],
};

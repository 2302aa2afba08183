import { type ErrorEntry, errorSection } from './schema';
import { POSTGREST_STATUS_ORIGIN, postgrestSourceStatus } from './source-statuses';

/*
 * Every PGRST code of PostgREST v12 (the API behind /rest/v1), read from src/PostgREST/Error.hs at tag v12.2.9
 * (buildErrorCode lists the codes, the ToJSON instances the messages). The statuses are not typed here: they come
 * from the data scripts/extract-error-statuses.mjs extracts from that file. Meanings, causes and fixes are our own
 * words for this platform.
 */
/** Each entry with the status Error.hs gives its code (data/errors/generated/postgrest-error-statuses.json). */
function withSourceStatus(entries: Omit<ErrorEntry, 'status'>[]): ErrorEntry[] {
  return entries.map((entry) => ({ ...entry, status: postgrestSourceStatus(entry.code) }));
}

const RELOAD = "reload the schema cache (`notify pgrst, 'reload schema';` in the SQL editor)";

export const postgrestErrors = errorSection({
  id: 'postgrest',
  title: 'PostgREST (Data API)',
  intro:
    'The REST API answers with a JSON body `{ code, message, details, hint }`. Codes that start with `PGRST` come from PostgREST itself; any other code is a Postgres SQLSTATE passed through (see the Postgres section).',
  origin: {
    source: `${POSTGREST_STATUS_ORIGIN} (github.com/PostgREST/postgrest)`,
    asOf: '2026-11-28',
  },
  entries: withSourceStatus([
    {
      code: 'PGRST000',
      title: 'Database connection error',
      meaning: 'The API could not open a connection to the database and keeps retrying.',
      causes: [
        'The database is restarting, paused or being upgraded.',
        'The connection settings of the API are wrong.',
      ],
      fix: 'Wait a moment and retry. If it lasts, check that the project is not paused and look at the database health in the dashboard.',
      messages: ['Database connection error. Retrying the connection.'],
    },
    {
      code: 'PGRST001',
      title: 'Database client error',
      meaning: 'The database driver inside the API failed while talking to Postgres; the API reconnects.',
      causes: ['The connection was cut in the middle of a request (a restart or a network blip).'],
      fix: 'Retry the request. Repeated errors point to the database restarting; check its logs.',
      messages: ['Database client error. Retrying the connection.'],
    },
    {
      code: 'PGRST002',
      title: 'Schema cache could not be built',
      meaning:
        'The API could not read the database catalog to build its schema cache, so it cannot serve requests yet.',
      causes: [
        'The database is not accepting connections.',
        'A catalog query timed out on a very large schema.',
      ],
      fix: 'Retry after the database is up. If it persists, look for long-running locks on catalog tables.',
      messages: ['Could not query the database for the schema cache. Retrying.'],
    },
    {
      code: 'PGRST003',
      title: 'Timed out waiting for a pool connection',
      meaning: 'Every connection of the API’s pool was busy for longer than the acquisition timeout.',
      causes: ['Slow queries hold the connections.', 'A burst of requests larger than the pool.'],
      fix: 'Speed up the slow queries (see [Indexes](/guides/database/indexes/)) or move to a larger [compute add-on](/guides/platform/compute-add-ons/), which raises the pool size.',
      messages: ['Timed out acquiring connection from connection pool.'],
    },
    {
      code: 'PGRST100',
      title: 'Cannot parse the query string',
      meaning: 'A filter, `select`, `order` or other query parameter is not valid PostgREST syntax.',
      causes: [
        'An operator the API does not know (`name=equal.x` instead of `eq`).',
        'Unbalanced parentheses in `select` or `or`.',
      ],
      fix: 'Check the parameter named in `details`. The [SQL to REST translator](/guides/api/sql-to-rest/) shows the syntax for a query.',
      messages: ['failed to parse'],
    },
    {
      code: 'PGRST101',
      title: 'Method not allowed on a function',
      meaning: 'Functions under `/rpc/` accept only `GET` and `POST` (and `HEAD`).',
      fix: 'Call the function with `POST` (supabase-js `rpc()` does), or `GET` for a read-only function.',
      messages: ['method on RPC'],
    },
    {
      code: 'PGRST102',
      title: 'Invalid request body',
      meaning:
        'The body could not be read: it is not valid JSON (or is empty where one is needed), its objects do not share the same keys in a bulk insert, or its `Content-Type` is one the API does not read for this request.',
      causes: [
        'A hand-written request without `Content-Type: application/json`, or with a type such as `text/plain` on a table (functions accept `text/plain`, `text/xml` and `application/octet-stream` bodies; tables do not).',
        'A bulk insert whose rows have different keys (send every key in every row, or name the columns with `columns=`).',
      ],
      fix: 'Send one JSON object or an array of objects with the same keys, with `Content-Type: application/json` (or CSV, or form data).',
      messages: ['Empty or invalid json', 'All object keys must match', 'Content-Type not acceptable'],
    },
    {
      code: 'PGRST103',
      title: 'Requested range not satisfiable',
      meaning: 'The `Range` header or `limit`/`offset` asks for rows outside the result.',
      causes: ['A negative limit.', 'An offset past the last row (for example page 10 of a 3-page list).'],
      fix: "Clamp the offset to the row count, which `count: 'exact'` returns.",
      messages: ['Requested range not satisfiable'],
    },
    {
      code: 'PGRST105',
      title: 'Invalid PUT filter',
      meaning: 'An upsert with `PUT` must filter on every primary key column with `eq`, and on nothing else.',
      fix: 'Filter on the whole primary key, or use `POST` with `Prefer: resolution=merge-duplicates` (supabase-js `upsert()`).',
      messages: ["Filters must include all and only primary key columns with 'eq' operators"],
    },
    {
      code: 'PGRST106',
      title: 'Schema not exposed',
      meaning:
        'The schema asked for (the `Accept-Profile` or `Content-Profile` header, or `db.schema` in supabase-js) is not among the exposed schemas.',
      fix: 'Add the schema to the exposed schemas in the API settings and grant `usage` on it to `anon` and `authenticated`, or query through a view in `public`.',
      messages: ['The schema must be one of the following'],
    },
    {
      code: 'PGRST107',
      title: 'No acceptable response media type',
      meaning:
        'The `Accept` header asks for a media type the API cannot answer this request with. (A body it cannot read is `PGRST102`.)',
      causes: [
        'A hand-written `Accept` header such as `application/xml` or `text/html` on a table.',
        'An `Accept` type a function’s return type cannot produce.',
      ],
      fix: 'Ask for `application/json` (the default), `text/csv` (supabase-js `.csv()`), or `application/vnd.pgrst.object+json` for one row (`.single()`).',
      messages: ['None of these media types are available'],
    },
    {
      code: 'PGRST108',
      title: 'Filter on a resource that is not embedded',
      meaning: 'A filter, order or limit names a related table that the `select` does not embed.',
      fix: 'Add the related table to `select` (for example `select=*,orders(*)`) before filtering on it.',
      messages: ['is not an embedded resource in this request'],
    },
    {
      code: 'PGRST109',
      title: 'Limited update or delete without order',
      meaning: 'An update or delete with a `limit` must also say in which order rows are picked.',
      fix: 'Add an `order` on a unique column.',
      messages: ["A 'limit' was applied without an explicit 'order'"],
    },
    {
      code: 'PGRST110',
      title: 'Too many rows changed',
      meaning: 'A limited update or delete would change more rows than its limit.',
      fix: 'Narrow the filter, or raise the limit if the change is intended.',
      messages: ['The maximum number of rows allowed to change was surpassed'],
    },
    {
      code: 'PGRST111',
      title: 'Invalid response.headers',
      meaning:
        'A function set `response.headers` to something that is not a JSON array of one-key objects with string values.',
      fix: 'Set it with `set_config(\'response.headers\', \'[{"Cache-Control": "max-age=60"}]\', true)`.',
      messages: ['response.headers guc must be a JSON array'],
    },
    {
      code: 'PGRST112',
      title: 'Invalid response.status',
      meaning: 'A function set `response.status` to something that is not a valid HTTP status code.',
      fix: 'Set a whole number between 100 and 599.',
      messages: ['response.status guc must be a valid status code'],
    },
    {
      code: 'PGRST114',
      title: 'limit or offset with PUT',
      meaning: 'An upsert with `PUT` changes exactly one row, so `limit` and `offset` make no sense on it.',
      fix: 'Remove `limit` and `offset` from the request.',
      messages: ['limit/offset querystring parameters are not allowed for PUT'],
    },
    {
      code: 'PGRST115',
      title: 'Body does not match the primary key filter',
      meaning: 'In a `PUT` upsert, the primary key in the body differs from the one in the filter.',
      fix: 'Send the same key values in the URL and the body.',
      messages: ['Payload values do not match URL in primary key column(s)'],
    },
    {
      code: 'PGRST116',
      title: 'Not exactly one row for a single-object request',
      meaning:
        'The request asked for one JSON object (`.single()` in supabase-js, or `Accept: application/vnd.pgrst.object+json`), but the query returned no rows or several.',
      causes: [
        'No row matches the filter, or Row Level Security hides it from this user (an RLS-hidden row looks like a missing one).',
        'The filter is not on a unique column, so several rows match.',
      ],
      fix: 'Use `.maybeSingle()` when zero rows is a normal outcome, filter on a unique column, and check the table’s [select policy](/guides/database/row-level-security/).',
      messages: [
        'JSON object requested, multiple (or no) rows returned',
        'Cannot coerce the result to a single JSON object',
      ],
    },
    {
      code: 'PGRST117',
      title: 'Unsupported HTTP method',
      meaning: 'The API does not handle this HTTP verb on this path.',
      fix: 'Use `GET`, `POST`, `PATCH`, `PUT`, `DELETE`, `HEAD` or `OPTIONS`.',
      messages: ['Unsupported HTTP method'],
    },
    {
      code: 'PGRST118',
      title: 'Cannot order by a related table',
      meaning:
        'Ordering by a column of an embedded table needs a to-one relationship (many-to-one or one-to-one).',
      fix: 'Order by a column of a to-one relation, or order the embedded rows inside the embed (`orders(*)&orders.order=created_at`).',
      messages: ['A related order on'],
    },
    {
      code: 'PGRST119',
      title: 'Cannot spread a related table',
      meaning: 'The spread syntax `...table(columns)` works only on a to-one relationship.',
      fix: 'Embed the table normally, or spread a to-one relation instead.',
      messages: ['A spread operation on'],
    },
    {
      code: 'PGRST120',
      title: 'Invalid filter on an embedded resource',
      meaning: 'An embedded table as a whole can only be filtered with `is.null` or `not.is.null`.',
      fix: 'Filter on a column of the embedded table instead (`orders.status=eq.paid`).',
      messages: ['Bad operator on the'],
    },
    {
      code: 'PGRST121',
      title: 'Cannot parse a RAISE PGRST error',
      meaning:
        'A function raised SQLSTATE `PGRST` but its message or detail is not the JSON the API expects.',
      fix: 'Put `{"code", "message", "details", "hint"}` JSON in `message` and `{"status", "headers"}` JSON in `detail`.',
      messages: ['Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error'],
    },
    {
      code: 'PGRST122',
      title: 'Invalid preference with handling=strict',
      meaning: 'The `Prefer` header has `handling=strict` and another preference the API does not accept.',
      fix: 'Remove the unknown preference, or drop `handling=strict` to have unknown preferences ignored.',
      messages: ['Invalid preferences given with handling=strict'],
    },
    {
      code: 'PGRST123',
      title: 'Aggregate functions are disabled',
      meaning:
        'The `select` uses `count()`, `sum()`, `avg()`, `min()` or `max()`, which the API refuses unless aggregates are turned on.',
      fix: 'Turn on aggregates for the API role as the [SQL to REST page](/guides/api/sql-to-rest/) shows, or use a view or function.',
      messages: ['Use of aggregate functions is not allowed'],
    },
    {
      code: 'PGRST124',
      title: 'max-affected exceeded',
      meaning:
        'The request sent `Prefer: max-affected=n` with `handling=strict` and would change more than n rows.',
      fix: 'Narrow the filter, or raise the number if the change is intended.',
      messages: ['Query result exceeds max-affected preference constraint'],
    },
    {
      code: 'PGRST200',
      title: 'No relationship found for the embed',
      meaning: 'The `select` embeds a table, but the schema cache knows no foreign key between the two.',
      causes: [
        'The foreign key does not exist, or was added after the cache was built.',
        'A typo in the table name (the `hint` suggests a close name).',
      ],
      fix: `Create the foreign key, then ${RELOAD}.`,
      messages: ['Could not find a relationship between'],
    },
    {
      code: 'PGRST201',
      title: 'Ambiguous embed',
      meaning:
        'Two or more foreign keys join the same tables, so the API cannot tell which one to embed through.',
      fix: 'Name the relationship: `select=*,author:users!posts_author_id_fkey(*)`. The `details` list the candidates.',
      messages: ['Could not embed because more than one relationship was found'],
    },
    {
      code: 'PGRST202',
      title: 'Function not found',
      meaning: 'No function in the exposed schemas has this name and these argument names.',
      causes: [
        'The argument names in the call differ from the function’s parameter names.',
        'The function was created or changed after the schema cache was built.',
        'The function lives in a schema that is not exposed.',
      ],
      fix: `Match the parameter names exactly, then ${RELOAD}.`,
      messages: ['Could not find the function'],
    },
    {
      code: 'PGRST203',
      title: 'Ambiguous function call',
      meaning: 'Several overloaded functions fit the call, so the API cannot choose one.',
      fix: 'Rename one of the overloads or give their parameters different names.',
      messages: ['Could not choose the best candidate function between'],
    },
    {
      code: 'PGRST204',
      title: 'Column not found',
      meaning:
        'The body or `columns` parameter names a column that the schema cache does not know on that table.',
      causes: [
        'A typo or wrong case in a key of the inserted object.',
        'The column was added after the schema cache was built.',
      ],
      fix: `Check the column names, then ${RELOAD}.`,
      messages: ['Could not find the … column of … in the schema cache'],
    },
    {
      code: 'PGRST300',
      title: 'JWT secret missing',
      meaning:
        'The API has no secret to verify tokens with. On the hosted platform this is a configuration fault on our side.',
      fix: 'Contact support with the project reference.',
      messages: ['Server lacks JWT secret'],
    },
    {
      code: 'PGRST301',
      title: 'Invalid or expired JWT',
      meaning:
        'The token in `Authorization: Bearer …` could not be verified: it is expired, malformed, or signed with another secret.',
      causes: [
        'The access token expired and the client did not refresh it.',
        'A key from another project, or a JWT secret that was rotated.',
      ],
      fix: 'Let supabase-js refresh sessions (`autoRefreshToken`), and use the current keys of this project (see [API keys](/guides/getting-started/api-keys/) and [JWTs](/guides/auth/jwts/)).',
      messages: ['JWT expired', 'JWSError', 'JWSInvalidSignature', 'JWT cryptographic operation failed'],
    },
    {
      code: 'PGRST302',
      title: 'Anonymous access disabled',
      meaning: 'The request has no token and the API has no anonymous role to run it as.',
      fix: 'Send the project’s anon key or a user’s access token with the request.',
      messages: ['Anonymous access is disabled'],
    },
    {
      code: 'PGRSTX00',
      title: 'Internal database library error',
      meaning: 'An unexpected error inside the library PostgREST uses to talk to Postgres.',
      fix: 'Retry; if it repeats, contact support with the request and the time it failed.',
    },
  ]),
});

import type { ErrorEntry } from './schema';

/** An explained SQLSTATE; its HTTP status comes from PostgREST's rules (postgres.ts), not from here. */
type ExplainedSqlState = Omit<ErrorEntry, 'status' | 'statusBy'>;

/*
 * The SQLSTATEs apps on this platform meet most, explained in our words. `reproduce` is SQL that raises the code
 * on a fresh project database (the roles, `auth` and `storage` schemas of the platform); each one runs on PGlite in
 * lib/docs-as-code/error-reproductions.test.ts, which asserts the SQLSTATE. Titles are the usual message.
 */
const RLS = '/guides/database/row-level-security/';

export const explainedSqlStates: readonly ExplainedSqlState[] = [
  {
    code: '23505',
    title: 'duplicate key value violates unique constraint',
    meaning: 'An insert or update would give two rows the same value in a primary key or unique column.',
    causes: [
      'Inserting a row that already exists.',
      'A sequence behind the rows after a data import, so new ids collide.',
    ],
    fix: 'Use `upsert()` (`on conflict … do update`) when the row may exist; after an import, reset the sequence with `setval`.',
    messages: ['duplicate key value violates unique constraint'],
    reproduce: `create table accounts (email text primary key);
insert into accounts values ('ada@example.com');
insert into accounts values ('ada@example.com');`,
  },
  {
    code: '23503',
    title: 'violates foreign key constraint',
    meaning: 'A row refers to a row that does not exist, or a delete would leave rows pointing at nothing.',
    causes: [
      'Inserting a child before its parent.',
      'Deleting a parent that still has children.',
      'A `user_id` of a user deleted from `auth.users`.',
    ],
    fix: 'Insert the parent first, or declare the key `on delete cascade` (or `set null`) when children should follow their parent.',
    messages: ['violates foreign key constraint'],
    reproduce: `create table teams (id bigint primary key);
create table members (team_id bigint references teams (id));
insert into members values (42);`,
  },
  {
    code: '23502',
    title: 'null value in column violates not-null constraint',
    meaning: 'A required column got no value.',
    causes: ['The client omitted a field.', 'A column added `not null` without a default.'],
    fix: 'Send the field, or give the column a default (`default auth.uid()` for an owner column).',
    messages: ['violates not-null constraint'],
    reproduce: `create table notes (body text not null);
insert into notes (body) values (null);`,
  },
  {
    code: '23514',
    title: 'new row violates check constraint',
    meaning: 'A value breaks a `check` rule of the table.',
    fix: 'Validate the value in the client with the same rule; the constraint name in the message says which rule.',
    messages: ['violates check constraint'],
    reproduce: `create table products (price numeric check (price >= 0));
insert into products values (-1);`,
  },
  {
    code: '23P01',
    title: 'conflicting key value violates exclusion constraint',
    meaning:
      'A row overlaps another under an exclusion constraint, such as two bookings of one room at the same time.',
    fix: 'Check for overlaps before inserting, and show the conflict to the user.',
    messages: ['violates exclusion constraint'],
    reproduce: `create table bookings (during tstzrange, exclude using gist (during with &&));
insert into bookings values (tstzrange('2024-01-01 10:00', '2024-01-01 12:00'));
insert into bookings values (tstzrange('2024-01-01 11:00', '2024-01-01 13:00'));`,
  },
  {
    code: '42501',
    title: 'new row violates row-level security policy / permission denied',
    meaning:
      'The role running the query may not do this. Through the API the same code covers two cases: Row Level Security refused a row (“new row violates row-level security policy for table …”), or the role has no grant on the table or function (“permission denied for table …”). The API answers 401 without a user token and 403 with one.',
    causes: [
      'RLS is on and no policy allows the insert or update for this user (`with check` fails).',
      'An insert that returns the row (`.select()` after `.insert()`) also needs a select policy.',
      'The table was created in SQL and `anon` or `authenticated` lack a grant.',
    ],
    fix: `Write a policy for the operation and role (see [Row Level Security](${RLS})); check that \`auth.uid()\` is what the policy compares. For “permission denied”, grant the privilege to the role.`,
    messages: ['new row violates row-level security policy', 'permission denied for'],
    reproduce: `create table todos (id bigint generated always as identity primary key, user_id uuid, task text);
alter table todos enable row level security;
create policy "Owners add todos" on todos for insert to authenticated with check ((select auth.uid()) = user_id);
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-0000-0000-00000000000a","role":"authenticated"}', true);
insert into todos (user_id, task) values ('00000000-0000-0000-0000-00000000000b', 'not mine');`,
  },
  {
    code: '42P17',
    title: 'infinite recursion detected in policy',
    meaning:
      'A policy queries the table it protects (directly or through another policy), so checking it checks itself again.',
    fix: `Move the lookup into a \`security definer\` function that reads the table without RLS, and call it from the policy (see [Row Level Security](${RLS})).`,
    messages: ['infinite recursion detected in policy'],
    reproduce: `create table team_members (team_id bigint, user_id uuid);
alter table team_members enable row level security;
create policy "Members see their team" on team_members for select to authenticated
  using (team_id in (select team_id from team_members where user_id = (select auth.uid())));
set local role authenticated;
select * from team_members;`,
  },
  {
    code: '42P01',
    title: 'relation does not exist',
    meaning: 'The table or view is not found on the search path.',
    causes: [
      'A typo, or a name created with capitals in quotes ("Todos") and used without them.',
      'The table lives in a schema that is not on the search path.',
      'The migration that creates it has not run here.',
    ],
    fix: 'Use the exact name, qualify it with its schema, and check that the migration ran (`supabase migration list`).',
    messages: ['relation … does not exist'],
    reproduce: `select * from todoz;`,
  },
  {
    code: '42703',
    title: 'column does not exist',
    meaning: 'A column named in the query is not in the table.',
    fix: 'Check the spelling and case; regenerate your types (see [Type generation](/guides/local-development/type-generation/)).',
    messages: ['column … does not exist'],
    reproduce: `create table profiles (id uuid, username text);
select user_name from profiles;`,
  },
  {
    code: '42883',
    title: 'function or operator does not exist',
    meaning: 'No function (or operator) takes arguments of these types.',
    causes: [
      'Comparing a `uuid` column with `text` (“operator does not exist: uuid = text”).',
      'An extension’s function used before `create extension`, or in a schema not on the search path.',
    ],
    fix: 'Cast the argument (`id = $1::uuid`), or create the extension and qualify the function with its schema.',
    messages: ['operator does not exist', 'function … does not exist'],
    reproduce: `create table events (id uuid);
select * from events where id = 'a'::text;`,
  },
  {
    code: '42P07',
    title: 'relation already exists',
    meaning: 'A `create` names a table, view, index or sequence that already exists.',
    fix: 'Use `create … if not exists` in migrations that may run twice, or drop the old object first.',
    messages: ['relation … already exists'],
    reproduce: `create table logs (id bigint);
create table logs (id bigint);`,
  },
  {
    code: '42701',
    title: 'column already exists',
    meaning: 'An `alter table … add column` names a column the table already has.',
    fix: 'Use `add column if not exists`.',
    reproduce: `create table items (name text);
alter table items add column name text;`,
  },
  {
    code: '42710',
    title: 'object already exists',
    meaning: 'A policy, trigger, role, type or constraint with this name already exists.',
    causes: ['Running a migration twice: `create policy` has no `if not exists`.'],
    fix: 'Drop it first (`drop policy if exists … on …`) or pick another name.',
    reproduce: `create table posts (id bigint);
create policy "Read posts" on posts for select using (true);
create policy "Read posts" on posts for select using (true);`,
  },
  {
    code: '42601',
    title: 'syntax error',
    meaning: 'Postgres could not parse the SQL.',
    fix: 'Look at the position in the message; a missing comma or a reserved word used as a name (quote it) are the usual cause.',
    messages: ['syntax error at or near'],
    reproduce: `selec 1;`,
  },
  {
    code: '42804',
    title: 'column is of one type but expression is of another',
    meaning:
      'A value of one type is stored in a column of another type that it is not cast to automatically.',
    fix: 'Cast the value explicitly (`::integer`) or change the column type.',
    messages: ['but expression is of type'],
    reproduce: `create table scores (points integer);
insert into scores select 'ten'::text;`,
  },
  {
    code: '42P10',
    title: 'no unique constraint matching the ON CONFLICT specification',
    meaning: 'An upsert names conflict columns that have no unique index or constraint.',
    fix: 'Add a unique constraint on those columns, or pass `onConflict` with the columns of an existing one.',
    messages: ['there is no unique or exclusion constraint matching the ON CONFLICT specification'],
    reproduce: `create table settings (user_id uuid, key text, value text);
insert into settings values (null, 'theme', 'dark') on conflict (user_id, key) do nothing;`,
  },
  {
    code: '42702',
    title: 'column reference is ambiguous',
    meaning: 'Two tables of the query (or a table and a function parameter) have a column of this name.',
    fix: 'Qualify the column with its table (`orders.id`), or rename the function parameter.',
    messages: ['is ambiguous'],
    reproduce: `create table authors (id bigint);
create table books (id bigint, author_id bigint);
select id from authors join books on books.author_id = authors.id;`,
  },
  {
    code: '42846',
    title: 'cannot cast type',
    meaning: 'There is no cast between the two types.',
    fix: 'Convert in steps (for example through `text`, or with a function such as `extract(epoch from …)`).',
    messages: ['cannot cast type'],
    reproduce: `select now()::integer;`,
  },
  {
    code: '42803',
    title: 'must appear in the GROUP BY clause or be used in an aggregate function',
    meaning: 'A query with an aggregate selects a column that is neither grouped nor aggregated.',
    fix: 'Add the column to `group by`, or aggregate it.',
    messages: ['must appear in the GROUP BY clause'],
    reproduce: `create table sales (region text, amount numeric);
select region, sum(amount) from sales group by amount;`,
  },
  {
    code: '42704',
    title: 'type or object does not exist',
    meaning: 'A type, role, extension object or other named object is unknown.',
    causes: [
      'A type of an extension (such as `vector`) before `create extension`.',
      'A role name misspelt in `grant` or a policy.',
    ],
    fix: 'Create the extension or object first, or qualify the type with its schema (`extensions.vector`).',
    messages: ['type … does not exist'],
    reproduce: `create table documents (embedding vectr(3));`,
  },
  {
    code: '3F000',
    title: 'schema does not exist',
    meaning: 'The statement names a schema that is not there.',
    fix: 'Create the schema in a migration before using it, or fix the name.',
    messages: ['schema … does not exist'],
    reproduce: `create table private_data.secrets (id bigint);`,
  },
  {
    code: '22P02',
    title: 'invalid input syntax for type',
    meaning:
      'A text value cannot be read as the column’s type, such as `abc` for an integer or a malformed UUID.',
    causes: [
      'Passing `undefined` or a name where an id is expected (`eq("id", "undefined")`).',
      'A filter value of the wrong type.',
    ],
    fix: 'Check the value before sending it; validate UUIDs and numbers in the client.',
    messages: ['invalid input syntax for type'],
    reproduce: `select 'not-a-uuid'::uuid;`,
  },
  {
    code: '22001',
    title: 'value too long for type character varying',
    meaning: 'A string is longer than the column’s limit (`varchar(n)`).',
    fix: 'Limit the input length in the client, or use `text` with a `check (char_length(…) <= n)` that you can change later.',
    messages: ['value too long for type'],
    reproduce: `create table handles (name varchar(3));
insert into handles values ('abcd');`,
  },
  {
    code: '22003',
    title: 'numeric value out of range',
    meaning: 'A number does not fit the column’s type, such as a value over 2,147,483,647 in an `integer`.',
    fix: 'Use `bigint` or `numeric` for large values.',
    messages: ['out of range'],
    reproduce: `select 2147483647::integer + 1;`,
  },
  {
    code: '22012',
    title: 'division by zero',
    meaning: 'An expression divided by zero.',
    fix: 'Guard the divisor with `nullif(x, 0)`.',
    messages: ['division by zero'],
    reproduce: `select 1 / 0;`,
  },
  {
    code: '22007',
    title: 'invalid input syntax for a date or time',
    meaning: 'A date or time string is not in a format Postgres reads.',
    fix: 'Send ISO 8601 (`2024-04-25T10:00:00Z`), which `Date.prototype.toISOString()` produces.',
    reproduce: `select 'next tuesday'::date;`,
  },
  {
    code: '22008',
    title: 'date/time field value out of range',
    meaning: 'A date or time has a field out of range, such as month 13, or day and month swapped.',
    fix: 'Send ISO 8601 dates (year-month-day).',
    messages: ['date/time field value out of range'],
    reproduce: `select '2024-13-01'::date;`,
  },
  {
    code: '22023',
    title: 'invalid parameter value',
    meaning: 'A function got an argument it does not accept.',
    fix: 'Read the message for the argument and the allowed values.',
    reproduce: `select generate_series(1, 10, 0);`,
  },
  {
    code: '2201B',
    title: 'invalid regular expression',
    meaning:
      'A pattern given to `~`, `regexp_match` or a similar function is not a valid regular expression.',
    fix: 'Escape user input before using it as a pattern, or use `ilike` for plain searches.',
    messages: ['invalid regular expression'],
    reproduce: `select 'abc' ~ '(';`,
  },
  {
    code: '21000',
    title: 'more than one row returned by a subquery used as an expression',
    meaning: 'A subquery or `on conflict do update` met more rows than it can use.',
    causes: [
      'A scalar subquery in a policy or view that returns several rows.',
      'An upsert batch with the same key twice (“ON CONFLICT DO UPDATE command cannot affect row a second time”).',
    ],
    fix: 'Make the subquery return one row (`limit 1`, or `in` / `exists`), and remove duplicate keys from the batch.',
    messages: ['more than one row returned by a subquery', 'cannot affect row a second time'],
    reproduce: `select (select generate_series(1, 2));`,
  },
  {
    code: '2BP01',
    title: 'cannot drop because other objects depend on it',
    meaning: 'A view, policy, function or foreign key depends on the object being dropped or changed.',
    fix: 'Drop or change the dependents first (the message lists them); use `cascade` only when you mean to drop them too.',
    messages: ['because other objects depend on it'],
    reproduce: `create table orders (id bigint);
create view recent_orders as select * from orders;
drop table orders;`,
  },
  {
    code: '25006',
    title: 'cannot execute in a read-only transaction',
    meaning: 'A statement that writes ran in a read-only transaction.',
    causes: [
      'A function that writes called with `GET` through the API (GET requests run read-only).',
      'A write sent to a read replica.',
    ],
    fix: 'Call functions that write with `POST` (supabase-js `rpc()` does unless you pass `get: true`), and mark read-only functions `stable`.',
    messages: ['in a read-only transaction'],
    reproduce: `set transaction read only;
create table audit (id bigint);`,
  },
  {
    code: '55000',
    title: 'object not in prerequisite state',
    meaning: 'The object is not ready for this operation, such as `currval` before `nextval` in the session.',
    fix: 'Use `returning id` on the insert instead of `currval`.',
    reproduce: `create sequence ticket_numbers;
select currval('ticket_numbers');`,
  },
  {
    code: '0A000',
    title: 'feature not supported',
    meaning: 'The statement uses a combination Postgres does not support.',
    fix: 'Read the message for the part that is not supported and rewrite that part.',
    reproduce: `select count(*) from pg_class for update;`,
  },
  {
    code: '42P13',
    title: 'invalid function definition',
    meaning:
      'A function’s body does not fit its declaration, such as returning text from a function declared `returns integer`.',
    fix: 'Make the declared return type match the final statement of the body.',
    reproduce: `create function answer() returns integer language sql as $$ select 'forty-two' $$;`,
  },
  {
    code: '2F005',
    title: 'control reached end of function without RETURN',
    meaning: 'A PL/pgSQL function that returns a value ended without a `return`.',
    fix: 'Add a `return` on every path, including after `if` blocks.',
    messages: ['control reached end of function without RETURN'],
    reproduce: `create function pick(n integer) returns integer language plpgsql as $$
begin
  if n > 0 then return n; end if;
end $$;
select pick(0);`,
  },
  {
    code: 'P0001',
    title: 'raise_exception',
    meaning:
      'A function or trigger raised an error on purpose with `raise exception`; the message is whatever it wrote.',
    fix: 'Read the message: it is your own (or an extension’s) rule that refused the change. Through the API it arrives as a 400 with that message.',
    reproduce: `do $$ begin raise exception 'Stock cannot go below zero'; end $$;`,
  },
  {
    code: 'P0002',
    title: 'query returned no rows',
    meaning: 'A `select … into strict` in PL/pgSQL found no row.',
    fix: 'Handle the missing row (`if not found then …`) or drop `strict`.',
    messages: ['query returned no rows'],
    reproduce: `do $$
declare found_name text;
begin
  select relname into strict found_name from pg_class where false;
end $$;`,
  },
  {
    code: 'P0003',
    title: 'query returned more than one row',
    meaning: 'A `select … into strict` in PL/pgSQL found several rows.',
    fix: 'Filter on a unique column, or add `limit 1` with an `order by`.',
    messages: ['query returned more than one row'],
    reproduce: `do $$
declare found_name text;
begin
  select relname into strict found_name from pg_class;
end $$;`,
  },
  {
    code: 'P0004',
    title: 'assert_failure',
    meaning: 'An `assert` in PL/pgSQL was false.',
    fix: 'Fix the data or the code the assertion protects.',
    reproduce: `do $$ begin assert 1 + 1 = 3, 'arithmetic is broken'; end $$;`,
  },
  {
    code: '57014',
    title: 'canceling statement due to statement timeout',
    meaning:
      'The query ran longer than `statement_timeout` (on the platform, 3 seconds for `anon` and 8 seconds for `authenticated` by default) or was cancelled.',
    fix: 'Add an index for the filter (see [Indexes](/guides/database/indexes/)), fetch fewer rows, or raise the role’s timeout for a known slow job.',
    // No reproduce: PGlite runs in one thread without the timer that cancels a statement.
    messages: ['canceling statement due to statement timeout'],
  },
  {
    code: '40001',
    title: 'could not serialize access',
    meaning:
      'A transaction at `serializable` or `repeatable read` isolation conflicted with another one and was rolled back.',
    fix: 'Retry the whole transaction; keep such transactions short.',
    messages: ['could not serialize access'],
  },
  {
    code: '40P01',
    title: 'deadlock detected',
    meaning: 'Two transactions each waited for a lock the other held; Postgres cancelled one of them.',
    fix: 'Retry the cancelled transaction, and take locks in the same order everywhere (for example, update rows sorted by id).',
    messages: ['deadlock detected'],
  },
  {
    code: '53300',
    title: 'too many connections',
    meaning: 'The database has no free connection slot for a new client.',
    causes: [
      'Serverless functions opening a direct connection per request.',
      'Connections left open by tools or a leaking pool.',
    ],
    fix: 'Connect through the pooler in transaction mode from serverless code (see [Connecting](/guides/database/connecting/)), or use a larger compute add-on.',
    messages: ['too many connections', 'remaining connection slots are reserved'],
  },
  {
    code: '28P01',
    title: 'password authentication failed',
    meaning: 'The database password in the connection string is wrong for that user.',
    fix: 'Reset the database password in the project settings and update the connection string; URL-encode special characters in it.',
    messages: ['password authentication failed for user'],
  },
  {
    code: '57P01',
    title: 'terminating connection due to administrator command',
    meaning: 'The server closed the connection: a restart, an upgrade or a compute change.',
    fix: 'Reconnect; clients and pools should retry.',
    messages: ['terminating connection due to administrator command'],
  },
  {
    code: '25P02',
    title: 'current transaction is aborted',
    meaning:
      'An earlier statement of the transaction failed, and Postgres ignores everything until `rollback`.',
    fix: 'Find the first error of the transaction (it is the real cause) and roll back before going on.',
    messages: ['current transaction is aborted, commands ignored until end of transaction block'],
  },
  {
    code: '55P03',
    title: 'could not obtain lock',
    meaning: 'A lock could not be taken in time (`lock_timeout`) or at once (`nowait`).',
    fix: 'Retry later; run migrations that lock busy tables when traffic is low.',
    messages: ['could not obtain lock'],
  },
];

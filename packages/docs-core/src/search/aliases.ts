/*
 * Words readers use for a topic that the docs name differently. Both searches read this list: the docs MCP
 * server expands a query with it, and the site's search index gets the other names of a page's topic as extra
 * terms. Each group's entries are interchangeable; a test per group shows the query reaching its page.
 */
export interface SearchAlias {
  /** Interchangeable words or phrases, lower case. */
  terms: readonly string[];
  /** Why readers mix them up. */
  reason: string;
}

export const SEARCH_ALIASES: readonly SearchAlias[] = [
  {
    terms: [
      'pgvector',
      'vector',
      'vectors',
      'embedding',
      'embeddings',
      'semantic search',
      'similarity search',
    ],
    reason: 'The extension is pgvector, enabled as `vector`; readers ask for embeddings or semantic search.',
  },
  {
    terms: ['join', 'joins', 'embed', 'embedded', 'resource embedding', 'related tables', 'related rows'],
    reason: 'SQL says join; the REST API embeds related rows instead.',
  },
  {
    terms: ['rls', 'row level security', 'policy', 'policies'],
    reason: 'RLS is the usual short name; the guides say row level security and policies.',
  },
  {
    terms: ['magic link', 'otp', 'one-time password', 'passwordless', 'email code'],
    reason: 'Passwordless email sign-in has many names.',
  },
  {
    terms: ['sign in', 'login', 'log in', 'signin', 'authenticate'],
    reason: 'Sign in, log in and login are one thing.',
  },
  {
    terms: ['sign up', 'signup', 'register', 'create account'],
    reason: 'Sign-up has several spellings.',
  },
  {
    terms: ['realtime', 'websocket', 'subscribe', 'live updates'],
    reason: 'Readers describe Realtime by its transport or its effect.',
  },
  {
    terms: ['postgres changes', 'database changes', 'listen to changes', 'cdc'],
    reason: 'The feature is Postgres Changes; readers ask to listen to database changes.',
  },
  {
    terms: ['edge function', 'edge functions', 'serverless', 'lambda', 'deno'],
    reason: 'Edge Functions are what other platforms call serverless functions.',
  },
  {
    terms: ['migration', 'migrations', 'schema change', 'schema changes'],
    reason: 'A schema change is made with a migration.',
  },
  {
    terms: ['typescript types', 'gen types', 'type generation', 'generate types'],
    reason: 'The CLI command is gen types; the guide says type generation.',
  },
  {
    terms: ['env', 'environment variable', 'environment variables', 'secret', 'secrets'],
    reason: 'Functions read secrets as environment variables.',
  },
  {
    terms: ['pooler', 'connection pooling', 'pgbouncer', 'supavisor', 'connection string'],
    reason: 'The pooler has product names; readers ask for a connection string.',
  },
  {
    terms: ['uuid', 'gen_random_uuid', 'primary key'],
    reason: 'Primary keys are often UUIDs from gen_random_uuid().',
  },
  {
    terms: ['upsert', 'on conflict', 'onconflict'],
    reason: 'An upsert is an insert with ON CONFLICT.',
  },
  {
    terms: ['rpc', 'stored procedure', 'database function', 'call a function', 'calling functions'],
    reason: 'The REST API calls database functions through rpc.',
  },
  {
    terms: ['ssr', 'server side', 'server-side', 'cookies', 'middleware'],
    reason: 'Server-side rendering needs the session in cookies.',
  },
  {
    terms: ['mfa', '2fa', 'two factor', 'totp', 'authenticator app'],
    reason: 'Multi-factor authentication has many short names.',
  },
  {
    terms: ['jwt', 'access token', 'json web token'],
    reason: 'The access token is a JWT.',
  },
  {
    terms: ['cors', 'preflight', 'access-control-allow-origin'],
    reason: 'A browser calling a function meets CORS as a preflight or a missing header.',
  },
  {
    terms: ['full text search', 'full-text search', 'tsvector', 'text search'],
    reason: 'Postgres full-text search works on tsvector.',
  },
  {
    terms: ['backup', 'backups', 'restore', 'pitr', 'point-in-time recovery', 'pg_dump'],
    reason: 'Backups, restores and PITR are one topic.',
  },
  {
    terms: ['local development', 'supabase start', 'docker', 'local stack', 'run the stack locally'],
    reason: 'The local stack runs in Docker and starts with supabase start.',
  },
  {
    terms: ['storage', 'file upload', 'upload', 'bucket', 'buckets'],
    reason: 'Files live in buckets.',
  },
];

import { z } from 'zod';
import { factSource, PLATFORM_ERA } from './fact-source';

/*
 * The glossary (/guides/resources/glossary/): the words these docs use, each explained in a few sentences of our
 * own and linked to the guide that covers it. Definitions describe the platform of the era the docs describe
 * (CLI v1.163.6, spring 2024): the anon and service role keys, not the later key kinds. Text between backticks
 * is shown as code. Entries are kept in alphabetical order (glossary.test.ts checks it, with the links).
 */

/** A guide page, with an optional `#anchor` of one of its headings. */
const guidePath = z.string().regex(/^\/guides\/(?:[a-z0-9-]+\/)+(?:#[a-z0-9_-]+)?$/, 'a /guides/…/ path');

const glossaryTermSchema = z.strictObject({
  term: z.string().min(1),
  /** One to three sentences, each ending in a full stop. */
  definition: z
    .string()
    .regex(/^[A-Z`(][^\n]*\.$/, 'a sentence that starts with a capital and ends with a full stop')
    .refine((text) => (text.match(/\.(?:\s|$)/g) ?? []).length <= 3, 'at most three sentences'),
  /** The guide that explains it. */
  guide: guidePath,
  /** Other names readers search for (an abbreviation, the product name). */
  aliases: z.array(z.string().min(1)).optional(),
});

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const glossarySource = factSource({
  source: 'https://supabase.com/docs/guides/resources/glossary',
  asOf: PLATFORM_ERA,
});

export const glossaryTerms: readonly GlossaryTerm[] = z
  .array(glossaryTermSchema)
  .min(45)
  .parse([
    {
      term: 'Access token',
      definition:
        'The short-lived JWT that Auth hands out at sign-in and that the client sends with every request as a bearer token. It names the user and their role, and expires after an hour unless the project sets another lifetime.',
      guide: '/guides/auth/sessions/#access-token-and-refresh-token',
    },
    {
      term: 'Anon key',
      definition:
        'A JWT signed with the project’s secret that carries only the `anon` role, meant to be used in browsers and apps. It identifies the project, not a person: what it can read or write is decided by Row Level Security.',
      guide: '/guides/getting-started/api-keys/#the-anon-key',
      aliases: ['anonymous key', 'public API key'],
    },
    {
      term: 'Anonymous user',
      definition:
        'A user created by an anonymous sign-in, with no email address, phone number or password. They get the `authenticated` role and an `is_anonymous` claim in their token, so policies can tell them apart, and they can keep the account by adding an email address later.',
      guide: '/guides/auth/anonymous-sign-ins/',
      aliases: ['guest user', 'anonymous sign-in'],
    },
    {
      term: 'Assurance level',
      definition:
        'How strongly a session proved who the user is, given in the access token’s `aal` claim. `aal1` means one factor was used; `aal2` means a second factor such as an authenticator code was verified in the same session.',
      guide: '/guides/auth/mfa/#assurance-levels',
      aliases: ['AAL', 'aal1', 'aal2'],
    },
    {
      term: 'Auth',
      definition:
        'The platform’s user service: it signs users up and in by password, magic link, one-time code, phone, OAuth or SAML, and issues the tokens that the other services check. Users are stored in the `auth` schema of your own database.',
      guide: '/guides/auth/',
      aliases: ['authentication', 'GoTrue'],
    },
    {
      term: '`auth.uid()`',
      definition:
        'A SQL function that returns the id of the user making the request, read from the `sub` claim of their token, or null for a visitor without one. Policies compare it with a table’s owner column.',
      guide: '/guides/database/row-level-security/#helpers-you-can-use',
    },
    {
      term: 'Background task',
      definition:
        'Work an Edge Function finishes after it has answered, handed to `EdgeRuntime.waitUntil()` so the runtime keeps the instance running until it settles. It shares the instance’s time and CPU limits.',
      guide: '/guides/functions/background-tasks/',
      aliases: ['waitUntil', 'EdgeRuntime.waitUntil'],
    },
    {
      term: 'Backup',
      definition:
        'A daily copy of a project’s database that paid plans keep for a number of days and can restore from the dashboard. Files in Storage are not part of it, only their rows.',
      guide: '/guides/database/backups/#what-a-backup-contains',
    },
    {
      term: 'Branch',
      definition:
        'A separate copy of a project’s stack for trying out changes, such as the schema of a pull request, before they reach production. Each branch has its own database, URL and keys; `main` is the production branch.',
      guide: '/guides/getting-started/api-keys/#the-project-url',
      aliases: ['preview branch', 'branching'],
    },
    {
      term: 'Broadcast',
      definition:
        'A Realtime feature that sends messages from one client to the others on the same channel with low latency, without writing to the database. Servers can send broadcast messages over HTTP too.',
      guide: '/guides/realtime/broadcast/',
    },
    {
      term: 'Bucket',
      definition:
        'A top-level container for files in Storage, with its own settings for size limits, allowed file types and whether downloads are public. Who may upload, replace or delete its files is decided by policies.',
      guide: '/guides/storage/buckets/',
    },
    {
      term: 'CAPTCHA protection',
      definition:
        'An Auth setting that makes sign-up, sign-in and similar requests carry a token from hCaptcha or Cloudflare Turnstile. Requests without a valid token are refused, which keeps bots from creating accounts.',
      guide: '/guides/auth/captcha/',
      aliases: ['hCaptcha', 'Turnstile'],
    },
    {
      term: 'CDN',
      definition:
        'The content delivery network in front of Storage that keeps copies of downloaded files near the readers. How long a copy stays is set by the file’s `cache-control` value.',
      guide: '/guides/storage/cdn-caching/',
      aliases: ['content delivery network', 'cache-control'],
    },
    {
      term: 'Channel',
      definition:
        'A named room in Realtime that clients join to exchange broadcast messages, share presence or receive database changes. One WebSocket connection can carry many channels.',
      guide: '/guides/realtime/#channels',
    },
    {
      term: 'CLI',
      definition:
        'The `supabase` command-line tool. It runs the whole stack on your machine, writes and applies migrations, generates types, and deploys Edge Functions to hosted projects.',
      guide: '/guides/local-development/cli-getting-started/',
      aliases: ['command-line interface', 'supabase CLI'],
    },
    {
      term: 'Compute add-on',
      definition:
        'The size of the server a project’s database runs on, from Nano upwards, with a set amount of memory and CPU and a limit on direct connections. You can change it from the dashboard; the database restarts briefly.',
      guide: '/guides/platform/compute-add-ons/',
      aliases: ['compute size', 'instance size'],
    },
    {
      term: 'Connection pooler',
      definition:
        'Supavisor, a service in front of Postgres that lets many clients share a small number of database connections. It answers on IPv4 and IPv6, in session mode and in transaction mode, on its own host name.',
      guide: '/guides/database/connecting/#direct-connection-or-pooler',
      aliases: ['Supavisor', 'pooler', 'connection pooling'],
    },
    {
      term: 'Connection string',
      definition:
        'A URL of the form `postgresql://user:password@host:port/database` that tells a Postgres client where and as whom to connect. Special characters in the password must be percent-encoded.',
      guide: '/guides/database/connecting/#percent-encode-the-password',
      aliases: ['database URL', 'connection URI'],
    },
    {
      term: 'CORS',
      definition:
        'Cross-origin resource sharing: the headers a server sends so that a browser lets pages on other sites read its responses. An Edge Function called from a browser must answer the preflight `OPTIONS` request and add these headers itself.',
      guide: '/guides/functions/cors/',
      aliases: ['cross-origin resource sharing', 'preflight'],
    },
    {
      term: 'Cosine distance',
      definition:
        'How far apart two vectors point, ignoring their lengths: 0 for the same direction, 1 for unrelated, 2 for opposite. pgvector computes it with the `<=>` operator, the usual choice for text embeddings.',
      guide: '/guides/ai/distance-operators/#which-one-to-use',
      aliases: ['cosine similarity', '<=>'],
    },
    {
      term: 'Database function',
      definition:
        'A function written in SQL or PL/pgSQL and stored in the database. Functions in an exposed schema can be called over the REST API as remote procedure calls.',
      guide: '/guides/database/functions-and-triggers/#a-function-you-can-call-over-the-api',
      aliases: ['stored procedure', 'RPC', 'Postgres function'],
    },
    {
      term: 'Database password',
      definition:
        'The password of the `postgres` user, chosen when the project is created. Direct connections and the pooler need it; the API keys do not, and it can be reset from the dashboard.',
      guide: '/guides/getting-started/creating-a-project/#set-a-database-password',
    },
    {
      term: 'Database webhook',
      definition:
        'A trigger that sends an HTTP request through the `pg_net` extension when a row is inserted, updated or deleted. The request is sent after the transaction commits, with the change as a JSON body, and pg_net does not retry it.',
      guide: '/guides/database/webhooks/',
      aliases: ['webhook', 'pg_net'],
    },
    {
      term: 'Deno',
      definition:
        'The JavaScript and TypeScript runtime that Edge Functions are written for. It runs TypeScript without a build step and imports packages by URL or with `npm:` specifiers.',
      guide: '/guides/functions/develop/',
    },
    {
      term: 'Direct connection',
      definition:
        'A connection straight to the project’s Postgres server on port 5432 of `db.<project-ref>.supabase.co`, with every Postgres feature. Its host resolves to IPv6 only, so networks without IPv6 use the pooler or the IPv4 add-on instead.',
      guide: '/guides/database/connecting/#direct-connection-or-pooler',
    },
    {
      term: 'Edge Function',
      definition:
        'A TypeScript function that runs on the platform’s Deno-based edge runtime close to your users, reached over HTTPS at the project’s `/functions/v1/` path. Use one for server-side code such as webhooks, payments or calls that need a secret.',
      guide: '/guides/functions/',
      aliases: ['serverless function', 'function'],
    },
    {
      term: 'Embedding',
      definition:
        'A list of numbers that a model computes from a text, an image or a sound, such that similar meanings give nearby lists. Stored in a `vector` column, embeddings let a query find rows by meaning rather than by exact words.',
      guide: '/guides/ai/vector-columns/',
      aliases: ['vector embedding', 'embeddings'],
    },
    {
      term: 'Exposed schema',
      definition:
        'A Postgres schema whose tables, views and functions the REST API serves. Tables in other schemas are out of reach of the API, whatever their policies say.',
      guide: '/guides/api/#which-schemas-are-exposed',
    },
    {
      term: 'Extension',
      definition:
        'A package that adds types, functions or index methods to Postgres, such as `vector` or `postgis`. You turn one on with `create extension` or from the dashboard.',
      guide: '/guides/database/extensions/#enable-an-extension',
    },
    {
      term: 'Full-text search',
      definition:
        'Searching text by words rather than by exact strings, using Postgres’s `tsvector` and `tsquery` types. Results can be ranked by relevance and made fast with a GIN index.',
      guide: '/guides/database/full-text-search/',
      aliases: ['FTS', 'tsvector'],
    },
    {
      term: 'HNSW',
      definition:
        'Hierarchical navigable small world: an index type of pgvector that links each row to some of its near neighbours in a layered graph and walks it towards the question. It finds close vectors fast with good recall, tuned with `m`, `ef_construction` and `hnsw.ef_search`.',
      guide: '/guides/ai/vector-indexes/#hnsw',
      aliases: ['hierarchical navigable small world', 'vector index'],
    },
    {
      term: 'Hybrid search',
      definition:
        'A search that runs full-text and vector search on the same rows and merges the two rankings into one, often with reciprocal rank fusion. It finds both exact words and similar meanings.',
      guide: '/guides/ai/hybrid-search/',
      aliases: ['reciprocal rank fusion', 'RRF'],
    },
    {
      term: 'Image transformation',
      definition:
        'Resizing, cropping and re-encoding an image in Storage on the fly by adding width, height and quality options to its URL. The result is cached by the CDN; the feature is part of the paid plans.',
      guide: '/guides/storage/image-transformations/',
      aliases: ['image resizing'],
    },
    {
      term: 'Index',
      definition:
        'A data structure that lets Postgres find rows without reading the whole table. It speeds up the reads that filter or sort on its columns and costs some space and time on every write.',
      guide: '/guides/database/indexes/',
    },
    {
      term: 'IVFFlat',
      definition:
        'An index type of pgvector that groups the rows into lists around centres computed when it is built, and searches only the lists nearest to the question. It builds faster than HNSW but recalls less for the same speed, tuned with `lists` and `ivfflat.probes`.',
      guide: '/guides/ai/vector-indexes/#ivfflat',
    },
    {
      term: 'Job queue',
      definition:
        'A table of work to do later, from which several workers take jobs at once with `for update skip locked`, so no job is taken twice. The platform’s later Supabase Queues are built on the `pgmq` extension instead.',
      guide: '/guides/database/queues/',
      aliases: ['queue', 'SKIP LOCKED', 'pgmq', 'Supabase Queues', 'background job'],
    },
    {
      term: 'JWT',
      definition:
        'A JSON Web Token: a signed set of claims, such as a user id, a role and an expiry time. The platform’s API keys and users’ access tokens are JWTs signed with the project’s JWT secret.',
      guide: '/guides/auth/jwts/',
      aliases: ['JSON Web Token'],
    },
    {
      term: 'JWT secret',
      definition:
        'The project’s key for signing and checking its JWTs. Anyone who has it can make tokens with any role, so it stays on the server; changing it invalidates the API keys and every signed-in session.',
      guide: '/guides/auth/jwts/#rotating-the-jwt-secret',
    },
    {
      term: 'Local development stack',
      definition:
        'The platform’s services (Postgres, the APIs, Auth, Storage, Realtime, Studio and a mail inbox) running in Docker containers on your machine, started with `supabase start`. It lets you build and test against a disposable copy before you deploy.',
      guide: '/guides/local-development/cli-getting-started/',
      aliases: ['local stack', 'supabase start'],
    },
    {
      term: 'Magic link',
      definition:
        'A sign-in link sent by email that logs the user in when opened, without a password. The same email can carry a one-time code instead, for apps where following a link is awkward.',
      guide: '/guides/auth/magic-links/#link-or-code',
      aliases: ['passwordless login'],
    },
    {
      term: 'Migration',
      definition:
        'A SQL file in `supabase/migrations/`, named with a timestamp, that changes the schema one step. The CLI applies migrations in order, locally and to hosted projects, and records which have run.',
      guide: '/guides/local-development/migrations/',
      aliases: ['schema migration'],
    },
    {
      term: 'Multi-factor authentication',
      definition:
        'Asking a user for a second proof of identity after the first, such as a code from an authenticator app. Once it is verified, the session reaches `aal2`, which policies can require.',
      guide: '/guides/auth/mfa/',
      aliases: ['MFA', '2FA', 'two-factor authentication'],
    },
    {
      term: 'OAuth provider',
      definition:
        'A service such as GitHub, Google or Apple whose accounts users can sign in with. You register your app with the provider and enter its client id and secret in the project’s Auth settings.',
      guide: '/guides/auth/oauth-pkce/',
      aliases: ['social login', 'social provider'],
    },
    {
      term: 'Object',
      definition:
        'A file stored in a Storage bucket, addressed by its path, such as `avatars/user-id/photo.png`. Each object has a row in the `storage.objects` table, where access policies are written.',
      guide: '/guides/storage/uploads/#a-standard-upload',
      aliases: ['file'],
    },
    {
      term: 'One-time password',
      definition:
        'A short code sent by email or SMS that signs the user in once and then expires. It serves for passwordless sign-in and for phone login.',
      guide: '/guides/auth/phone-login/',
      aliases: ['OTP', 'email code', 'SMS code'],
    },
    {
      term: 'Organization',
      definition:
        'The account that owns projects, members and billing on the platform. The plan is chosen per organization, and members are invited to it with a role.',
      guide: '/guides/getting-started/creating-a-project/#before-you-start',
      aliases: ['org'],
    },
    {
      term: 'pg_cron',
      definition:
        'A Postgres extension that runs SQL on a cron schedule from inside the database, as the role that scheduled it. Jobs are rows of `cron.job`, and every run is recorded in `cron.job_run_details`.',
      guide: '/guides/database/cron/',
      aliases: ['cron job', 'scheduled job', 'cron'],
    },
    {
      term: 'pg_graphql',
      definition:
        'A Postgres extension that builds a GraphQL API from your schema and answers queries inside the database. Its endpoint is served by the same API gateway as the REST API, under the same policies.',
      guide: '/guides/database/extensions/#find-an-extension',
      aliases: ['GraphQL'],
    },
    {
      term: 'pgTAP',
      definition:
        'A Postgres extension for writing tests in SQL. The CLI runs the test files in `supabase/tests/` with `supabase test db`, which suits checking policies and functions.',
      guide: '/guides/local-development/testing/',
      aliases: ['database tests'],
    },
    {
      term: 'pgvector',
      definition:
        'The `vector` extension: a column type for embeddings with distance operators and indexes for nearest-neighbour search. It is what similarity search over AI embeddings is built on.',
      guide: '/guides/ai/vector-columns/',
      aliases: ['vector'],
    },
    {
      term: 'PKCE',
      definition:
        'Proof Key for Code Exchange: a sign-in flow in which the client keeps a secret verifier and the provider sends back only a short-lived code. The code is exchanged for a session together with the verifier, so an intercepted code is useless.',
      guide: '/guides/auth/oauth-pkce/#how-pkce-works',
      aliases: ['Proof Key for Code Exchange', 'code exchange'],
    },
    {
      term: 'Point-in-time recovery',
      definition:
        'An add-on that archives the database’s write-ahead log, so a project can be restored to any second within its retention window rather than to the last daily backup. It needs at least the Small compute size.',
      guide: '/guides/database/backups/#point-in-time-recovery',
      aliases: ['PITR'],
    },
    {
      term: 'Policy',
      definition:
        'A rule attached to a table with Row Level Security that decides which rows a role may see (`using`) or write (`with check`) for one command. A request gets only what at least one policy allows.',
      guide: '/guides/database/row-level-security/#one-policy-per-command',
      aliases: ['RLS policy'],
    },
    {
      term: 'Postgres changes',
      definition:
        'A Realtime feature that delivers the inserts, updates and deletes of chosen tables to subscribed clients. Each client receives only the rows its policies let it read.',
      guide: '/guides/realtime/postgres-changes/',
      aliases: ['database changes', 'realtime subscriptions'],
    },
    {
      term: 'PostgREST',
      definition:
        'The server that turns the tables, views and functions of your exposed schemas into a REST API. It runs each request as the Postgres role named in the request’s token, so policies apply.',
      guide: '/guides/api/',
      aliases: ['REST API', 'Data API'],
    },
    {
      term: 'Presence',
      definition:
        'A Realtime feature that keeps a shared list of the clients on a channel and the small state each one tracks, such as a name or a cursor. Clients are told when others join, leave or change state.',
      guide: '/guides/realtime/presence/',
      aliases: ['online status'],
    },
    {
      term: 'Private channel',
      definition:
        'A Realtime channel that a client may join only if policies on `realtime.messages` allow it. It keeps broadcast and presence in a room to the users it belongs to.',
      guide: '/guides/realtime/authorization/#join-a-private-channel',
      aliases: ['Realtime authorization'],
    },
    {
      term: 'Project',
      definition:
        'One Postgres database together with the services around it (REST API, Auth, Storage, Realtime and Edge Functions), with its own URL and keys. It belongs to an organization and runs in one region.',
      guide: '/guides/getting-started/creating-a-project/',
      aliases: ['instance'],
    },
    {
      term: 'Project reference',
      definition:
        'The short, unique id of a project, a string of lowercase letters, seen in its URL `https://<project-ref>.supabase.co`. The CLI asks for it to link a folder to the project, and the pooler reads it from the user name.',
      guide: '/guides/getting-started/api-keys/#the-project-url',
      aliases: ['project ref', 'project ID'],
    },
    {
      term: 'Project URL',
      definition:
        'The address every API of a project answers on, `https://<project-ref>.supabase.co`, followed by a path per service such as `/rest/v1/` or `/auth/v1/`. Clients are created with it and the anon key.',
      guide: '/guides/getting-started/api-keys/#the-project-url',
      aliases: ['API URL'],
    },
    {
      term: 'Rate limit',
      definition:
        'A cap on how many requests of one kind, such as emails sent or sign-ins, Auth accepts in a period. A request over the limit gets HTTP 429, and some limits can be raised in the dashboard.',
      guide: '/guides/auth/rate-limits/',
      aliases: ['429'],
    },
    {
      term: 'Redirect URL',
      definition:
        'An address Auth may send a user back to after a sign-in, email confirmation or password reset link. Only the Site URL and the addresses in the allow list are accepted; wildcards are allowed there.',
      guide: '/guides/auth/redirect-urls/',
      aliases: ['redirect allow list', 'redirectTo'],
    },
    {
      term: 'Refresh token',
      definition:
        'A long-lived, single-use token that the client exchanges for a new access token and a new refresh token when the old access token expires. The client libraries do this for you, and a refresh token used twice ends the session.',
      guide: '/guides/auth/sessions/#expiry-and-refresh',
    },
    {
      term: 'Region',
      definition:
        'The cloud location where a project’s database and services run, chosen when the project is created. It cannot be changed later, so pick the one closest to the app’s servers or users.',
      guide: '/guides/platform/#regions',
    },
    {
      term: 'Resumable upload',
      definition:
        'Uploading a large file to Storage in chunks over the TUS protocol, so that a dropped connection resumes where it stopped instead of starting again.',
      guide: '/guides/storage/uploads/#large-files',
      aliases: ['TUS'],
    },
    {
      term: 'Retrieval-augmented generation',
      definition:
        'Answering a question with a language model that is first given the most relevant rows of your own data, found by similarity search. The rows it may see are the ones the asking user may read.',
      guide: '/guides/ai/',
      aliases: ['RAG'],
    },
    {
      term: 'Role',
      definition:
        'A Postgres user or group that rights and policies are granted to. API requests run as `anon` without a signed-in user, as `authenticated` with one, and as `service_role` with the service role key.',
      guide: '/guides/getting-started/architecture/#keys-and-roles',
      aliases: ['Postgres role', 'anon', 'authenticated', 'service_role'],
    },
    {
      term: 'Row Level Security',
      definition:
        'A Postgres feature that filters a table’s rows per request, by policies. With it turned on and no policy, the API can read and write nothing in the table, which is why every table in an exposed schema needs it.',
      guide: '/guides/database/row-level-security/',
      aliases: ['RLS'],
    },
    {
      term: 'SAML single sign-on',
      definition:
        'Sign-in through a company’s identity provider, such as Okta or Microsoft Entra ID, using SAML 2.0. Users are matched to a provider by their email domain, and providers are registered with the CLI.',
      guide: '/guides/auth/sso-saml/',
      aliases: ['SSO', 'SAML', 'enterprise SSO'],
    },
    {
      term: 'Secret',
      definition:
        'An environment variable an Edge Function reads at run time, such as a payment provider’s key, set with `supabase secrets set`. Every function also gets the project URL, the anon and service role keys and the database URL.',
      guide: '/guides/functions/secrets/',
      aliases: ['environment variable'],
    },
    {
      term: 'Security definer',
      definition:
        'A database function that runs with the rights of its owner instead of the caller, and so can bypass Row Level Security. Set its `search_path` and keep it out of exposed schemas unless callers may run it.',
      guide: '/guides/database/functions-and-triggers/#security-definer-carefully',
      aliases: ['security definer function'],
    },
    {
      term: 'Seed file',
      definition:
        'The SQL file `supabase/seed.sql` that fills the local database with sample data after the migrations have run, on `supabase start` and `supabase db reset`.',
      guide: '/guides/local-development/seeding/',
      aliases: ['seed data', 'seed.sql'],
    },
    {
      term: 'Server-side auth',
      definition:
        'Keeping a user’s session in cookies so that server code (a Server Component, a route handler, a load function) can act as that user. The `@supabase/ssr` package provides the clients and the middleware that refreshes the session.',
      guide: '/guides/auth/server-side-auth/',
      aliases: ['SSR', '@supabase/ssr'],
    },
    {
      term: 'Service role key',
      definition:
        'A JWT with the `service_role` role, which bypasses Row Level Security. It is for trusted server code only and must never reach a browser or an app.',
      guide: '/guides/auth/jwts/#the-anon-and-service_role-keys-are-jwts',
      aliases: ['service_role key'],
    },
    {
      term: 'Session',
      definition:
        'A signed-in user’s access token and refresh token together, kept by the client library, in local storage or in cookies. It lasts until the user signs out or the refresh token is revoked, not just until the access token expires.',
      guide: '/guides/auth/sessions/',
    },
    {
      term: 'Session mode',
      definition:
        'A way of using the connection pooler in which each client keeps one Postgres connection for as long as it stays connected. It behaves like a direct connection and serves tools that need IPv4.',
      guide: '/guides/database/connecting/#direct-connection-or-pooler',
    },
    {
      term: 'Signed URL',
      definition:
        'A link to a file in a private bucket that works without a token until it expires. Your server or client creates it for one file and a number of seconds.',
      guide: '/guides/storage/buckets/#public-or-private',
    },
    {
      term: 'Similarity search',
      definition:
        'Ordering rows by the distance between their embedding and the embedding of a question and keeping the first few. In Postgres it is an `order by` on a pgvector distance operator with a `limit`, often wrapped in a function such as `match_documents`.',
      guide: '/guides/ai/semantic-search/',
      aliases: ['semantic search', 'vector search', 'nearest-neighbour search', 'match_documents'],
    },
    {
      term: 'Site URL',
      definition:
        'The default address of your app, where Auth sends users back when a request names no other redirect URL. It is also used in the links of the emails Auth sends.',
      guide: '/guides/auth/redirect-urls/#site-url-and-additional-redirect-urls',
    },
    {
      term: 'Storage',
      definition:
        'The platform’s file service: files live in buckets, their metadata in the `storage` schema of your database, and access is decided by policies on `storage.objects`.',
      guide: '/guides/storage/',
    },
    {
      term: 'Studio',
      definition:
        'The dashboard for browsing tables, editing data and running SQL. The hosted dashboard includes it, and the local development stack runs its own copy.',
      guide: '/guides/local-development/cli-getting-started/#check-what-is-running',
      aliases: ['dashboard', 'table editor', 'SQL editor'],
    },
    {
      term: 'TOTP',
      definition:
        'Time-based one-time password: a six-digit code that an authenticator app derives from a shared secret and the current time. It is the second factor the platform’s multi-factor authentication uses.',
      guide: '/guides/auth/mfa/#enroll-an-authenticator-app',
      aliases: ['authenticator app'],
    },
    {
      term: 'Transaction mode',
      definition:
        'A way of using the connection pooler in which a client holds a Postgres connection only for one transaction, so many short-lived clients, such as serverless functions, can share a few connections. Session state like prepared statements does not carry over between transactions.',
      guide: '/guides/database/connecting/#direct-connection-or-pooler',
    },
    {
      term: 'Trigger',
      definition:
        'A rule that calls a function automatically when rows are inserted, updated or deleted. Triggers keep columns such as `updated_at` correct or create a profile row for each new user.',
      guide: '/guides/database/functions-and-triggers/#keep-updated_at-correct-with-a-trigger',
    },
    {
      term: 'Type generation',
      definition:
        'Writing TypeScript types from your database schema with `supabase gen types`, so that queries made with the client library are checked against your tables and columns.',
      guide: '/guides/local-development/type-generation/',
      aliases: ['generated types', 'gen types'],
    },
    {
      term: 'verify_jwt',
      definition:
        'A function’s setting in `supabase/config.toml` (or `--no-verify-jwt` at deploy) that decides whether the platform checks the request’s JWT before the function runs. It is on by default; turned off, the function must check its caller itself.',
      guide: '/guides/functions/auth/#what-the-platform-checks-before-your-code-runs',
      aliases: ['JWT verification', 'no-verify-jwt'],
    },
  ]);

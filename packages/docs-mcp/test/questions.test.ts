/**
 * Questions a coding agent asks, through the SDK's client over Streamable HTTP (one server for the file): the
 * first hit's URL and section, each answer within its size limit, a section read alone, and no answer
 * carrying its text twice.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connected, connectHttp, HTTP_TEST_PORT } from './start-server.ts';

const PORT = HTTP_TEST_PORT + 1;
let session: Connected;
const call = async (tool: string, args: Record<string, unknown>) =>
  (await session.client.callTool({ name: tool, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

beforeAll(async () => {
  session = await connectHttp(PORT);
}, 30_000);
afterAll(() => session?.close());

type Hit = { title: string; section: string | null; url: string; path: string; anchor: string | null };
const errors = '/guides/troubleshooting/errors/';

/** [question, the first hit's path and #anchor, its section heading, max_chars]. */
const QUESTIONS: [string, string, string, number][] = [
  [
    'what does PGRST116 mean',
    `${errors}#PGRST116`,
    'PGRST116 Not exactly one row for a single-object request',
    1200,
  ],
  [
    'error 42501 new row violates row-level security policy',
    `${errors}#42501`,
    '42501 new row violates row-level security policy / permission denied',
    1500,
  ],
  [
    'invalid_credentials when signing in',
    `${errors}#invalid_credentials`,
    'invalid_credentials invalid credentials',
    800,
  ],
  [
    'how do I turn on row level security for a table',
    '/guides/database/row-level-security/#turn-it-on',
    'Turn it on',
    2000,
  ],
  ['pgvector', '/guides/ai/vector-columns/#producing-real-embeddings', 'Producing real embeddings', 1500],
  [
    'how do I join two tables',
    '/guides/api/embedding/#many-to-many-through-a-join-table',
    'Many-to-many through a join table',
    1500,
  ],
  ['realtime postgres changes filter', '/guides/realtime/postgres-changes/#subscribe', 'Subscribe', 1500],
  [
    'keep updated_at correct with a trigger',
    '/guides/database/functions-and-triggers/#keep-updated_at-correct-with-a-trigger',
    'Keep updated_at correct with a trigger',
    1500,
  ],
  ['how to send a magic link', '/guides/auth/magic-links/#send-the-email', 'Send the email', 1000],
  [
    'how do I reset a user password',
    '/guides/auth/password-reset/#3-save-the-new-password',
    '3. Save the new password',
    1500,
  ],
  [
    'supabase db push dry run',
    '/reference/cli/crawlers/supabase-db-push/#supabase-db-push--examples',
    'Examples',
    1500,
  ],
  [
    'generate typescript types from my database',
    '/guides/local-development/type-generation/#generate-the-types',
    'Generate the types',
    1500,
  ],
  ['set a secret for an edge function', '/guides/functions/develop/#secrets', 'Secrets', 1500],
  [
    'background task after the response waitUntil',
    '/guides/functions/background-tasks/#answer-first-then-write',
    'Answer first, then write',
    2500,
  ],
  ['test an edge function with deno test', '/guides/functions/testing/#the-tests', 'The tests', 2500],
  [
    'several routes in one edge function hono',
    '/guides/functions/routing/#a-notes-api-with-hono',
    'A notes API with Hono',
    2500,
  ],
  ['upload a large file to storage', '/guides/storage/uploads/#large-files', 'Large files', 1500],
  [
    'enable MFA with an authenticator app',
    '/guides/auth/mfa/#enroll-an-authenticator-app',
    'Enroll an authenticator app',
    1500,
  ],
  [
    'server side auth with cookies in Next.js',
    '/guides/auth/server-side-auth/#the-server-client-and-the-middleware',
    'The server client and the middleware',
    2500,
  ],
  ['what is the anon key', '/guides/getting-started/api-keys/#the-anon-key', 'The anon key', 1000],
  [
    'connection pooler connection string',
    '/guides/database/connecting/#direct-connection-or-pooler',
    'Direct connection or pooler',
    1500,
  ],
  [
    'restore a backup point in time',
    '/guides/database/backups/#point-in-time-recovery',
    'Point-in-time recovery',
    1500,
  ],
  [
    'seed the local database with test users',
    '/guides/local-development/seeding/#test-users',
    'Test users',
    1500,
  ],
  [
    'full text search rank results',
    '/guides/database/full-text-search/#search-and-rank',
    'Search and rank',
    1500,
  ],
  ['auth rate limits for emails', '/guides/auth/rate-limits/#the-limits', 'The limits', 1500],
  [
    'broadcast messages between clients',
    '/guides/realtime/broadcast/#send-and-receive',
    'Send and receive',
    1500,
  ],
  ['presence track online users', '/guides/realtime/presence/#track-and-listen', 'Track and listen', 1500],
  [
    'create an index concurrently on a busy table',
    '/guides/database/indexes/#on-a-busy-table',
    'On a busy table',
    1500,
  ],
  ['redirect url wildcard', '/guides/auth/redirect-urls/#wildcards', 'Wildcards', 1500],
  [
    'percent-encode database password',
    '/guides/database/connecting/#percent-encode-the-password',
    'Percent-encode the password',
    1500,
  ],
  [
    'how do I turn on anonymous sign ins',
    '/guides/auth/anonymous-sign-ins/#turn-anonymous-sign-ins-on',
    'Turn anonymous sign-ins on',
    1500,
  ],
];

describe('search_docs answers agent questions with the section that answers them', () => {
  it.each(QUESTIONS)('%s → %s', async (query, target, section, maxChars) => {
    const result = await call('search_docs', { query, limit: 5, max_chars: maxChars });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    const { results } = result.structuredContent as { results: Hit[] };
    const first = results[0];
    expect(first?.url).toMatch(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(first?.section).toBe(section);
    expect(first?.title).toBe(`${first?.title.split(' › ')[0]} › ${section}`);
    expect(text.length).toBeLessThanOrEqual(maxChars);
    expect(text).toContain(first?.url);
    // Snippets are in the text only: the metadata names the hits.
    expect(JSON.stringify(result.structuredContent)).not.toMatch(/snippet/);
  });

  it('keeps code identifiers whole in snippets', async () => {
    const text = textOf(
      await call('search_docs', { query: 'keep updated_at correct with a trigger', limit: 1 }),
    );
    expect(text).toContain('updated_at');
    expect(text).not.toMatch(/updated at/);
  });

  it('cuts a query over 500 characters and says so', async () => {
    const result = await call('search_docs', {
      query: `row level security ${'policy '.repeat(150)}`,
      limit: 2,
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ truncated: true });
    expect(textOf(result)).toMatch(/^\(The query was cut to its first 500 characters\.\)/);
  });

  it('keeps the whole answer within max_chars by shortening and dropping hits', async () => {
    const result = await call('search_docs', { query: 'auth', limit: 25, max_chars: 600 });
    expect(textOf(result).length).toBeLessThanOrEqual(600);
    expect(textOf(result)).toMatch(/more left out to stay within 600 characters/);
  });
});

describe('get_page reads a section alone, and a long page in parts', () => {
  const rls = '/guides/database/row-level-security/';

  it('returns only the section asked for, by anchor, by heading or by a URL with #anchor', async () => {
    const byAnchor = await call('get_page', { path: rls, section: 'turn-it-on' });
    const text = textOf(byAnchor);
    expect(text).toMatch(/^## Turn it on\n/);
    expect(text).not.toContain('## One policy per command');
    expect(text).not.toContain('# Row level security\n');
    expect(byAnchor.structuredContent).toMatchObject({
      title: 'Row level security',
      section: { heading: 'Turn it on', anchor: 'turn-it-on', url: expect.stringMatching(/#turn-it-on$/) },
      nextOffset: null,
    });
    expect(textOf(await call('get_page', { path: rls, section: 'Turn it on' }))).toBe(text);
    const url = (byAnchor.structuredContent as { url: string }).url;
    expect(textOf(await call('get_page', { path: `${url}#turn-it-on` }))).toBe(text);
  });

  it('includes a section’s subsections and stops at the next section of its level', async () => {
    const text = textOf(await call('get_page', { path: errors, section: 'postgrest-rest-api' }));
    expect(text).toMatch(/^## PostgREST \(REST API\)\n/);
    expect(text).toContain('### `PGRST116`');
    expect(text).not.toContain('## Postgres (SQLSTATE)');
  });

  it('starts a long page with its outline and continues from offset to the end', async () => {
    const first = await call('get_page', { path: '/reference/cli/', max_chars: 8_000 });
    const head = textOf(first);
    expect(head.length).toBeLessThanOrEqual(8_000);
    expect(head).toMatch(/^\[CLI reference: \d+ characters in \d+ sections\./);
    expect(head).toContain('- Global flags (#global-flags)');
    const meta = first.structuredContent as { nextOffset: number; totalChars: number; sections: unknown[] };
    expect(meta.totalChars).toBeGreaterThan(100_000);
    expect(meta.sections.length).toBeGreaterThan(5);
    const resource = await session.client.readResource({ uri: 'docs://reference/cli' });
    const markdown = (resource.contents[0] as { text: string }).text;
    const next = await call('get_page', {
      path: '/reference/cli/',
      offset: meta.nextOffset,
      max_chars: 5_000,
    });
    const part = textOf(next).replace(/\n\n\[\d+ more characters: .*\]$/, '');
    expect(markdown.slice(meta.nextOffset).startsWith(part)).toBe(true);
    expect(textOf(next).length).toBeLessThanOrEqual(5_000);
    const last = await call('get_page', { path: '/reference/cli/', offset: markdown.length - 100 });
    expect(last.structuredContent).toMatchObject({ nextOffset: null });
  });

  it('puts the Markdown in the text only, never again in structuredContent', async () => {
    const result = await call('get_page', { path: rls });
    const text = textOf(result);
    expect(text).toMatch(/^# Row level security\n/);
    const meta = JSON.stringify(result.structuredContent);
    expect(meta.length).toBeLessThan(2_000);
    expect(meta).not.toContain(text.slice(200, 300));
  });

  it('names the sections when the one asked for does not exist', async () => {
    const result = await call('get_page', { path: rls, section: 'no-such-part' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      /No section "no-such-part" on \/guides\/database\/row-level-security\/\. Sections: Turn it on \(#turn-it-on\)/,
    );
  });
});

describe('get_js_method forgives how the method is named', () => {
  type Method = { id: string; note: string | null; focus: { name: string }[] };
  const method = async (name: string) => {
    const result = await call('get_js_method', { method: name });
    expect(result.isError).toBeFalsy();
    return { value: result.structuredContent as Method, text: textOf(result) };
  };

  it('reads supabase.auth.signInWithOtp and lists every option of its credentials', async () => {
    const { value, text } = await method('supabase.auth.signInWithOtp');
    expect(value.id).toBe('auth-sign-in-with-otp');
    for (const option of ['emailRedirectTo', 'captchaToken', 'shouldCreateUser', 'channel'])
      expect(text).toContain(`credentials.options.${option}?`);
  });

  it('picks the options out for "signInWithOtp options" and "from().upsert onConflict"', async () => {
    const otp = await method('signInWithOtp options');
    expect(otp.value.focus.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['credentials.options.emailRedirectTo', 'credentials.options.captchaToken']),
    );
    expect(otp.text).toMatch(/^Asked about:\n/);
    const upsert = await method('from().upsert onConflict');
    expect(upsert.value.id).toBe('upsert');
    expect(upsert.value.focus).toEqual([
      { param: 'options', name: 'options.onConflict', type: 'string', optional: true },
    ]);
  });

  it('answers a misspelt name with the closest method and says so', async () => {
    const { value, text } = await method('auth.signInWithPasword');
    expect(value.id).toBe('auth-sign-in-with-password');
    expect(value.note).toMatch(/^No supabase-js method "auth\.signInWithPasword"; this is the closest/);
    expect(text).toMatch(/^> No supabase-js method/);
  });
});

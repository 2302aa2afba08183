import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { denoBinary, denoEnv, OFFLINE_FLAGS } from './deno-functions/deno-binary';
import { type Project, startProject } from './deno-functions/project';
import { databaseAfter } from './page-sql';
import { signingWith } from './session-cookies';

/*
 * The Edge Functions guides' functions (examples/functions/supabase/functions/), run under Deno from the npm
 * registry's `deno` package by the stand-in runtime (deno-functions/), behind one project address: Auth is
 * platform-dev (in memory, its seeded demo accounts), the database is PGlite with the pages' SQL behind the
 * PostgREST stand-in. Each function is called over HTTP with no token, with the anon key and with users'
 * access tokens, and its status and body checked. The testing page's `deno test` file runs for real against the
 * same project. Not run: the platform's isolates and limits (one Deno process serves every function), and
 * SUPABASE_DB_URL, since PGlite takes no Postgres connections.
 */

const PAGES = ['content/guides/functions/auth.mdx', 'content/guides/functions/background-tasks.mdx'];
const FUNCTIONS_DIR = 'functions/supabase/functions';
const JWT_SECRET = randomBytes(32).toString('base64url');
const STRIPE_TEST_KEY = 'sk_test_for_docs';

let platform: RunningPlatformDev;
let db: PGlite;
let project: Project;
/** Access tokens and ids of two of platform-dev's seeded accounts. */
const users: Record<'ada' | 'grace', { id: string; token: string }> = {
  ada: { id: '', token: '' },
  grace: { id: '', token: '' },
};

/** A Node client of the test's own (Node 20 lacks the WebSocket supabase-js wants; none is opened). */
const nodeClient = (url: string, key: string) =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

async function signIn(email: string): Promise<{ id: string; token: string }> {
  const auth = nodeClient(platform.url, 'anon-key-for-tests');
  const { data, error } = await auth.auth.signInWithPassword({ email, password: 'demo-password' });
  if (error || !data.session) throw error ?? new Error(`no session for ${email}`);
  // The same user in the project database, as Auth and the database share auth.users on the platform.
  await db.query('insert into auth.users (id, email) values ($1, $2)', [data.user.id, email]);
  return { id: data.user.id, token: data.session.access_token };
}

/** A token of the right shape and claims, signed with a key that is not the project's. */
function forgedToken(sub: string): Promise<string> {
  return new SignJWT({ sub, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-project-secret'));
}

const fn = (name: string) => `${FUNCTIONS_DIR}/${name}/index.ts`;

beforeAll(async () => {
  platform = await signingWith(JWT_SECRET, () =>
    startPlatformDev({ port: 0, memory: true, quiet: true, allowedOrigins: [] }),
  );
  db = await databaseAfter(...PAGES);
  users.ada = await signIn('demo@example.com');
  users.grace = await signIn('many@example.com');
  project = await startProject({
    authUrl: platform.url,
    jwtSecret: JWT_SECRET,
    db,
    functions: [
      { name: 'my-notes', entrypoint: fn('my-notes') },
      // The same file deployed with --no-verify-jwt: its own check is all there is.
      { name: 'my-notes-open', entrypoint: fn('my-notes'), verifyJwt: false },
      { name: 'notes-stats', entrypoint: fn('notes-stats') },
      { name: 'notes-api', entrypoint: fn('notes-api') },
      { name: 'track-event', entrypoint: fn('track-event') },
      { name: 'hello', entrypoint: fn('hello') },
      { name: 'charge', entrypoint: fn('charge') },
    ],
    secrets: { STRIPE_SECRET_KEY: STRIPE_TEST_KEY },
  });
  await db.query(
    `insert into public.notes (owner, body) values ($1, 'buy milk'), ($1, 'call Grace'), ($2, 'review the talk')`,
    [users.ada.id, users.grace.id],
  );
}, 120_000);

afterAll(async () => {
  await project?.stop();
  await platform?.stop();
  await db?.close();
});

const body = async (response: Response) => ({ status: response.status, body: await response.json() });
const notesOf = async (owner: string) =>
  (await db.query<{ id: number; body: string }>('select id, body from public.notes where owner = $1 order by id', [owner]))
    .rows;

describe('authenticating the caller (my-notes)', () => {
  it('is refused by the gateway without a token or with a forged one', async () => {
    expect(await body(await project.call('my-notes'))).toEqual({
      status: 401,
      body: { msg: 'Error: Missing authorization header' },
    });
    const forged = await forgedToken(users.ada.id);
    expect(await body(await project.call('my-notes', { token: forged }))).toEqual({
      status: 401,
      body: { msg: 'Invalid JWT' },
    });
  });

  it('refuses the anon key, which passes the gateway but is no user', async () => {
    expect(await body(await project.call('my-notes', { token: project.anonKey }))).toEqual({
      status: 401,
      body: { error: 'Sign in to read your notes.' },
    });
  });

  it("answers each user with their own notes only, as row level security applies to the caller's token", async () => {
    const ada = await body(await project.call('my-notes', { token: users.ada.token }));
    expect(ada).toEqual({ status: 200, body: { user: users.ada.id, notes: await notesOf(users.ada.id) } });
    expect(ada.body.notes.map((note: { body: string }) => note.body)).toEqual(['buy milk', 'call Grace']);
    const grace = await body(await project.call('my-notes', { token: users.grace.token }));
    expect(grace.body.notes.map((note: { body: string }) => note.body)).toEqual(['review the talk']);
  });

  it('checks the token itself when deployed with --no-verify-jwt', async () => {
    expect(await body(await project.call('my-notes-open'))).toEqual({
      status: 401,
      body: { error: 'Send your access token in the Authorization header.' },
    });
    expect(await body(await project.call('my-notes-open', { token: await forgedToken(users.ada.id) }))).toEqual({
      status: 401,
      body: { error: 'Sign in to read your notes.' },
    });
    expect((await project.call('my-notes-open', { token: users.ada.token })).status).toBe(200);
  });
});

describe('database access as the caller and with the service role key (notes-stats)', () => {
  it('counts the caller’s rows as the caller and every row with the service role key', async () => {
    const total = (await db.query<{ n: number }>('select count(*)::int as n from public.notes')).rows[0]?.n;
    expect(await body(await project.call('notes-stats', { token: users.ada.token }))).toEqual({
      status: 200,
      body: { yours: 2, everyone: total },
    });
    expect(await body(await project.call('notes-stats', { token: users.grace.token }))).toEqual({
      status: 200,
      body: { yours: 1, everyone: total },
    });
  });

  it('refuses no token, the anon key and a forged token', async () => {
    expect((await project.call('notes-stats')).status).toBe(401);
    expect(await body(await project.call('notes-stats', { token: project.anonKey }))).toEqual({
      status: 401,
      body: { error: 'Sign in to see the statistics.' },
    });
  });

  it('shows that the anon key alone reads no notes through the API, while the service role key reads all', async () => {
    const asAnon = nodeClient(project.url, project.anonKey);
    expect((await asAnon.from('notes').select('id')).data).toEqual([]);
    const asService = nodeClient(project.url, project.serviceRoleKey);
    expect((await asService.from('notes').select('id')).data?.length).toBeGreaterThanOrEqual(3);
  });
});

import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { functionEnv } from '@/data/function-env';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { OFFLINE_FLAGS, runDeno } from './deno-functions/deno-binary';
import { type Project, startProject } from './deno-functions/project';
import {
  EMBEDDING_DIMENSIONS,
  type HuggingFaceStandIn,
  startHuggingFaceStandIn,
} from './hugging-face-stand-in';
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

const PAGES = [
  'content/guides/functions/auth.mdx',
  'content/guides/functions/background-tasks.mdx',
  'content/guides/functions/errors-and-status-codes.mdx',
  'content/guides/functions/hugging-face.mdx',
];
const FUNCTIONS_DIR = 'functions/supabase/functions';
const JWT_SECRET = randomBytes(32).toString('base64url');
const STRIPE_TEST_KEY = 'sk_test_for_docs';
/** The client sends a token to the Hub only when it starts with `hf_`, as real ones do. */
const HUGGING_FACE_TOKEN = 'hf_token_for_docs';

let platform: RunningPlatformDev;
let db: PGlite;
let project: Project;
let huggingFace: HuggingFaceStandIn;
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
const TEST_FILE = `examples/${FUNCTIONS_DIR}/tests/hello-test.ts`;

/** Every TypeScript file of the functions examples (paths from apps/docs), and the stand-in runtime. */
function allFunctionFiles(): string[] {
  const roots = [
    'examples/functions/supabase/functions',
    'examples/functions/errors/supabase/functions',
    'examples/edge-function-cors/supabase/functions',
  ];
  const files = roots.flatMap((root) =>
    readdirSync(new URL(`../../${root}`, import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .map((path) => `${root}/${path}`),
  );
  return [...files, 'lib/docs-as-code/deno-functions/runtime/serve-functions.ts'];
}

/** Started with the services (Deno's type check is its own process) and awaited by its test. */
let typeCheck: ReturnType<typeof runDeno>;

beforeAll(async () => {
  typeCheck = runDeno(['check', ...OFFLINE_FLAGS, ...allFunctionFiles()], {});
  platform = await signingWith(JWT_SECRET, () =>
    startPlatformDev({ port: 0, memory: true, quiet: true, allowedOrigins: [] }),
  );
  db = await databaseAfter(...PAGES);
  users.ada = await signIn('demo@example.com');
  users.grace = await signIn('many@example.com');
  huggingFace = await startHuggingFaceStandIn(HUGGING_FACE_TOKEN);
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
      { name: 'place-order', entrypoint: 'functions/errors/supabase/functions/place-order/index.ts' },
      { name: 'classify-text', entrypoint: fn('classify-text') },
      { name: 'embed', entrypoint: fn('embed') },
    ],
    secrets: { STRIPE_SECRET_KEY: STRIPE_TEST_KEY, HUGGING_FACE_ACCESS_TOKEN: HUGGING_FACE_TOKEN },
    outbound: huggingFace.outbound,
  });
  await db.query(
    `insert into public.notes (owner, body) values ($1, 'buy milk'), ($1, 'call Grace'), ($2, 'review the talk')`,
    [users.ada.id, users.grace.id],
  );
}, 120_000);

afterAll(async () => {
  await project?.stop();
  await huggingFace?.stop();
  await platform?.stop();
  await db?.close();
});

const body = async (response: Response) => ({ status: response.status, body: await response.json() });
const notesOf = async (owner: string) =>
  (
    await db.query<{ id: number; body: string }>(
      'select id, body from public.notes where owner = $1 order by id',
      [owner],
    )
  ).rows;

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
    expect(
      await body(await project.call('my-notes-open', { token: await forgedToken(users.ada.id) })),
    ).toEqual({
      status: 401,
      body: { error: 'Sign in to read your notes.' },
    });
    expect((await project.call('my-notes-open', { token: users.ada.token })).status).toBe(200);
  });
});

describe('errors answered by the function itself (place-order)', () => {
  const orders = async () =>
    (
      await db.query<{ item: string; quantity: number }>(
        'select item, quantity from public.orders order by id',
      )
    ).rows;

  it('is refused by the gateway without a token, and takes an order from the anon key and from a user', async () => {
    expect((await project.call('place-order', { body: { item: 'tea', quantity: 2 } })).status).toBe(401);
    const before = (await orders()).length;
    const anon = await body(
      await project.call('place-order', { token: project.anonKey, body: { item: 'tea', quantity: 2 } }),
    );
    expect(anon.status).toBe(201);
    expect(anon.body.reservation).toMatch(/^\d+$/);
    const user = await body(
      await project.call('place-order', { token: users.ada.token, body: { item: 'cups', quantity: 6 } }),
    );
    expect(user.status).toBe(201);
    expect((await orders()).slice(before)).toEqual([
      { item: 'tea', quantity: 2 },
      { item: 'cups', quantity: 6 },
    ]);
  });

  it('answers bad input with its 400 and a database failure with its 500, writing nothing and leaking nothing', async () => {
    const before = (await orders()).length;
    expect(
      await body(
        await project.call('place-order', { token: users.ada.token, body: { item: 'tea', quantity: 0 } }),
      ),
    ).toEqual({
      status: 400,
      body: { error: 'bad_request', message: '`quantity` must be a whole number of at least 1.' },
    });
    const failed = await body(
      await project.call('place-order', { token: users.ada.token, body: { item: 'tea', quantity: 500 } }),
    );
    expect(failed).toEqual({
      status: 500,
      body: { error: 'internal', message: 'The order could not be placed. Try again later.' },
    });
    expect((await orders()).length).toBe(before);
    // The database's reason is in the function's log, not in the answer.
    expect(project.functions.output()).toMatch(/place-order failed[\s\S]*orders_quantity_check/);
  });
});

describe('database access as the caller and with the service role key (notes-stats)', () => {
  it('counts the caller’s rows as the caller and every row with the service role key', async () => {
    const total = (await db.query<{ n: number }>('select count(*)::int as n from public.notes')).rows[0]?.n;
    // The page's example: a user with two notes in a table of three.
    expect(total).toBe(3);
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
    expect((await project.call('notes-stats', { token: await forgedToken(users.ada.id) })).status).toBe(401);
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

describe('routing several endpoints in one function with Hono (notes-api)', () => {
  it('refuses no token at the gateway and the anon key in its middleware, on every route', async () => {
    expect((await project.call('notes-api/notes')).status).toBe(401);
    for (const path of ['notes-api/notes', 'notes-api/notes/1', 'notes-api/nowhere']) {
      expect(await body(await project.call(path, { token: project.anonKey }))).toEqual({
        status: 401,
        body: { error: 'Sign in to use your notes.' },
      });
    }
  });

  it('lists, reads and adds the caller’s notes, each route as the caller', async () => {
    const ada = { token: users.ada.token };
    expect(await body(await project.call('notes-api/notes', ada))).toEqual({
      status: 200,
      body: await notesOf(users.ada.id),
    });
    const created = await body(
      await project.call('notes-api/notes', { ...ada, body: { body: 'water the plants' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), body: 'water the plants' });
    expect(await notesOf(users.ada.id)).toContainEqual(created.body);
    expect(await body(await project.call(`notes-api/notes/${created.body.id}`, ada))).toEqual({
      status: 200,
      body: created.body,
    });
  });

  it('answers 404 for another user’s note, 400 for bad input and 404 for an unknown route', async () => {
    const [graceNote] = await notesOf(users.grace.id);
    const ada = { token: users.ada.token };
    expect(await body(await project.call(`notes-api/notes/${graceNote?.id}`, ada))).toEqual({
      status: 404,
      body: { error: 'No such note.' },
    });
    expect(await body(await project.call('notes-api/notes/seven', ada))).toEqual({
      status: 400,
      body: { error: 'A note id is a whole number.' },
    });
    expect(await body(await project.call('notes-api/notes', { ...ada, body: { body: '' } }))).toEqual({
      status: 400,
      body: { error: 'Send a JSON body with a non-empty "body".' },
    });
    expect(await body(await project.call('notes-api/nowhere', ada))).toEqual({
      status: 404,
      body: { error: 'No such endpoint.' },
    });
  });
});

describe('background tasks with EdgeRuntime.waitUntil (track-event)', () => {
  const events = async () =>
    (await db.query<{ name: string }>('select name from public.events order by id')).rows.map(
      (row) => row.name,
    );

  it('answers 202 at once and stores the event once the task has run, for the anon key and a user', async () => {
    expect((await project.call('track-event', { body: { name: 'signup' } })).status).toBe(401);
    for (const token of [project.anonKey, users.ada.token]) {
      expect(await body(await project.call('track-event', { token, body: { name: 'page_view' } }))).toEqual({
        status: 202,
        body: { accepted: 'page_view' },
      });
    }
    await project.functions.settled();
    expect(await events()).toEqual(['page_view', 'page_view']);
  });

  it('refuses a body without a name before starting any task', async () => {
    expect(await body(await project.call('track-event', { token: project.anonKey, body: {} }))).toEqual({
      status: 400,
      body: { error: 'Send a JSON body with a non-empty "name".' },
    });
    await project.functions.settled();
    expect(await events()).toEqual(['page_view', 'page_view']);
  });

  it('logs a failed task, since its caller already has an answer', async () => {
    await db.exec('alter table public.events rename to events_gone');
    try {
      const response = await project.call('track-event', { token: project.anonKey, body: { name: 'lost' } });
      expect(response.status).toBe(202);
      await project.functions.settled();
      expect(project.functions.output()).toMatch(/Could not store the event: .*events/);
    } finally {
      await db.exec('alter table public.events_gone rename to events');
    }
  });
});

describe('hello and secrets (the develop, testing and secrets pages)', () => {
  it('greets with any valid token and refuses a body without a name', async () => {
    expect((await project.call('hello', { body: { name: 'Ada' } })).status).toBe(401);
    for (const token of [project.anonKey, users.grace.token]) {
      expect(await body(await project.call('hello', { token, body: { name: 'Ada' } }))).toEqual({
        status: 200,
        body: { message: 'Hello, Ada!' },
      });
    }
    expect(await body(await project.call('hello', { token: project.anonKey, body: {} }))).toEqual({
      status: 400,
      body: { error: 'Send a JSON body with a "name".' },
    });
  });

  it("gives the functions only platform variables the secrets page lists, and the project's secrets", async () => {
    const names = (await (await fetch(`${project.functions.url}/_stand-in/env-names`)).json()) as string[];
    const listed = new Set(functionEnv.map((variable) => variable.name));
    const platformNames = names.filter((name) => /^(SUPABASE|SB)_/.test(name));
    expect(platformNames).toEqual(['SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_URL']);
    for (const name of platformNames) expect(listed).toContain(name);
    expect(names).toContain('STRIPE_SECRET_KEY');
    expect(names.filter((name) => name.startsWith('STAND_IN_'))).toEqual([]);
  });

  it('reads a secret set for the project, and never returns it', async () => {
    expect((await project.call('charge', { method: 'POST' })).status).toBe(401);
    for (const token of [project.anonKey, users.ada.token]) {
      const response = await project.call('charge', { token, method: 'POST' });
      const text = await response.text();
      expect({ status: response.status, body: JSON.parse(text) }).toEqual({
        status: 200,
        body: { configured: true },
      });
      expect(text).not.toContain(STRIPE_TEST_KEY);
    }
  });

  it("runs the testing page's deno test file against the served functions", async () => {
    const { code, output } = await runDeno(
      ['test', ...OFFLINE_FLAGS, '--allow-net=127.0.0.1', '--allow-env', '--allow-read', TEST_FILE],
      { SUPABASE_URL: project.url, SUPABASE_ANON_KEY: project.anonKey },
      60_000,
    );
    expect(output, output).toMatch(/ok \| 3 passed \| 0 failed/);
    expect(code, output).toBe(0);
  }, 60_000);
});

describe('Hugging Face inference (the hugging-face page), against a local stand-in for its API', () => {
  it('classifies text with the model the page names, sending the secret token, and refuses empty text', async () => {
    expect((await project.call('classify-text', { body: { text: 'Great release' } })).status).toBe(401);
    const before = huggingFace.requests.length;
    expect(
      await body(
        await project.call('classify-text', { token: users.ada.token, body: { text: 'Great release' } }),
      ),
    ).toEqual({
      status: 200,
      body: {
        labels: [
          { label: 'POSITIVE', score: 0.9 },
          { label: 'NEGATIVE', score: 0.1 },
        ],
      },
    });
    const inference = huggingFace.requests.slice(before).filter((request) => request.service === 'router');
    expect(inference).toEqual([
      {
        service: 'router',
        method: 'POST',
        path: '/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english',
        body: { inputs: 'Great release' },
      },
    ]);
    expect(huggingFace.refused()).toBe(0);
    for (const bad of [{}, { text: '' }, { text: 42 }]) {
      expect(await body(await project.call('classify-text', { token: project.anonKey, body: bad }))).toEqual({
        status: 400,
        body: { error: 'Send a JSON body with a non-empty "text".' },
      });
    }
  });

  it('stores a text with its 384-number embedding in the vector column, through the API as the service role', async () => {
    const response = await project.call('embed', {
      token: users.grace.token,
      body: { body: 'Vectors in Postgres' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const stored = await db.query<{ body: string; dims: number }>(
      `select body, extensions.vector_dims(embedding) as dims from public.documents where body = $1`,
      ['Vectors in Postgres'],
    );
    expect(stored.rows).toEqual([{ body: 'Vectors in Postgres', dims: EMBEDDING_DIMENSIONS }]);
    const feature = huggingFace.requests.filter((request) => request.path.includes('/pipeline/'));
    expect(feature.at(-1)?.path).toBe(
      '/hf-inference/models/sentence-transformers/all-MiniLM-L6-v2/pipeline/feature-extraction',
    );
    expect(await body(await project.call('embed', { token: users.grace.token, body: {} }))).toEqual({
      status: 400,
      body: { error: 'Send a JSON body with a non-empty "body".' },
    });
  });
});

describe('the function files type-check under Deno', () => {
  it('passes deno check, with the npm: imports resolved from node_modules', async () => {
    const { code, output } = await typeCheck;
    expect(code, output).toBe(0);
  }, 120_000);
});

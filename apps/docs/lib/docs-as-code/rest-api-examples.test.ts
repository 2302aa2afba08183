import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ts from 'typescript-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { extractCodeBlocks, parseFenceMeta } from './code-blocks';
import { actAsOwner, createPlatformDb } from './platform-db';
import { type PostgrestStandIn, startPostgrestStandIn } from './postgrest-stand-in';
import { notRunReason, parseCurl, type RestExample, requestBlocks, restExamples } from './rest-examples';
import { isSqlBlock, planSqlBlock } from './sql-fence';

/*
 * Every request example of the REST API guides, run three ways on one database: its SQL as the request's role,
 * its cURL command sent to the PostgREST stand-in, its supabase-js code through the stand-in. All three must
 * return the same rows (or count, object, value, error), and a write must leave the table the same way. Each
 * page runs in a transaction after its own setup SQL (the blocks outside the examples), rolled back after it;
 * each example in a savepoint rolled back after each way. A request block on these pages outside an example
 * must say why it is not run, and the reasons are printed.
 */

const GUIDES = join(process.cwd(), 'content', 'guides', 'api');
const FIRST = 'index.mdx';
const pages = [
  FIRST,
  ...readdirSync(GUIDES)
    .filter((file) => file.endsWith('.mdx') && file !== FIRST)
    .sort(),
];
const sources = new Map(pages.map((page) => [page, readFileSync(join(GUIDES, page), 'utf8')]));

// The signed-in reader of the examples (the overview's example database gives them a watchlist).
const USER_ID = '5f1c3c1e-3b8a-4c8e-9d1e-2a7f0c9b6d41';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
// Unsigned on purpose: the stand-in reads the claims and does not verify tokens.
const ACCESS_TOKEN = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'authenticated', sub: USER_ID, aud: 'authenticated' })}.test`;
const ANON_KEY = 'anon-key-for-tests';

let db: PGlite;
let rest: PostgrestStandIn;
let anonClient: SupabaseClient;
let userClient: SupabaseClient;

const clientOptions = (headers: Record<string, string>) => ({
  auth: { persistSession: false, autoRefreshToken: false },
  global: { headers },
  // Node 20 has no global WebSocket; the examples never open one.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
});

/** The runnable SQL of a page outside its examples: tables, data, policies, functions it sets up. */
function setupSql(page: string): string[] {
  const source = sources.get(page) ?? '';
  const inExamples = new Set(restExamples(page, source).flatMap((example) => [example.sql?.line]));
  return extractCodeBlocks(source)
    .filter((block) => isSqlBlock(block) && planSqlBlock(block).kind === 'run' && !inExamples.has(block.line))
    .map((block) => block.code);
}

beforeAll(async () => {
  const all = pages.flatMap(setupSql).join('\n');
  db = await createPlatformDb(all);
  for (const sql of setupSql(FIRST)) await db.exec(sql);
  rest = await startPostgrestStandIn(db);
  anonClient = createClient(rest.url, ANON_KEY, clientOptions({}));
  userClient = createClient(rest.url, ANON_KEY, clientOptions({ Authorization: `Bearer ${ACCESS_TOKEN}` }));
}, 60_000);

afterAll(async () => {
  if (rest) await new Promise((resolve) => rest.server.close(resolve));
  await db?.close();
});

const asUser = (example: RestExample) => /\$ACCESS_TOKEN/.test(example.http?.code ?? '');

async function actAsRequest(example: RestExample) {
  const claims = asUser(example) ? { role: 'authenticated', sub: USER_ID } : { role: 'anon' };
  await db.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify(claims)]);
  await db.exec(`set role ${claims.role}`);
}

type Outcome = { rows?: unknown; count?: number | null; error?: { code: string } | null; table?: unknown };

/** The table a write changes, read after it (as the owner, so row level security hides nothing). */
async function tableState(example: RestExample): Promise<unknown> {
  const http = parseCurl(example.http?.code ?? '', { ACCESS_TOKEN });
  if (http.method === 'GET' || http.method === 'HEAD' || http.url.includes('/rpc/')) return undefined;
  const table = /^<rest-url>\/([a-z_]+)/.exec(http.url)?.[1] ?? '';
  const schema = http.headers['content-profile'] ?? 'public';
  await actAsOwner(db);
  const result = await db.query<{ rows: unknown }>(
    `select coalesce(json_agg(t order by to_jsonb(t)::text), '[]'::json) as rows from "${schema}"."${table}" t`,
  );
  return result.rows[0]?.rows;
}

async function runSql(example: RestExample): Promise<Outcome> {
  const sql = (example.sql?.code ?? '').trim().replace(/;\s*$/, '');
  const compare = parseFenceMeta(example.sql?.meta ?? '').compare ?? 'rows';
  await actAsRequest(example);
  const writes = /^(insert|update|delete)\b/i.test(sql);
  let rows: unknown;
  if (writes && !/\breturning\b/i.test(sql)) {
    await db.exec(sql);
    rows = null;
  } else {
    const wrapped = writes
      ? `with _w as (${sql}) select coalesce(json_agg(_w), '[]'::json) as rows from _w`
      : `select coalesce(json_agg(_s), '[]'::json) as rows from (${sql}) _s`;
    rows = (await db.query<{ rows: Record<string, unknown>[] }>(wrapped)).rows[0]?.rows;
  }
  const list = (rows ?? []) as Record<string, unknown>[];
  const first = list[0];
  if (compare === 'count')
    return { count: Number(Object.values(first ?? {})[0]), table: await tableState(example) };
  if (compare === 'object')
    return { rows: list.length === 1 ? first : list, table: await tableState(example) };
  if (compare === 'value') return { rows: Object.values(first ?? {})[0], table: await tableState(example) };
  return { rows, table: await tableState(example) };
}

async function runHttp(example: RestExample): Promise<Outcome & { status: number }> {
  const request = parseCurl(example.http?.code ?? '', { ACCESS_TOKEN });
  const url = request.url.replace('<rest-url>', `${rest.url}/rest/v1`);
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, value.replace('<anon-key>', ANON_KEY)]),
  );
  const response = await fetch(url, { method: request.method, headers, body: request.body });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  const total = response.headers.get('content-range')?.split('/')[1];
  const failed = response.status >= 300;
  return {
    status: response.status,
    rows: failed ? undefined : body,
    count: total && total !== '*' ? Number(total) : null,
    error: failed ? (body as { code: string }) : null,
    table: failed ? undefined : await tableState(example),
  };
}

async function runJs(example: RestExample): Promise<Outcome> {
  const js = ts.transpileModule(example.js?.code ?? '', {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  // `typeof` tells whether the example declared the name at all (some keep only `error` or `count`).
  const body = `return (async () => {\n${js}\nreturn { data: typeof data === 'undefined' ? undefined : data, error: typeof error === 'undefined' ? null : error, count: typeof count === 'undefined' ? undefined : count };\n})();`;
  const run = new Function('supabase', body) as (
    supabase: SupabaseClient,
  ) => Promise<{ data: unknown; error: { code: string } | null; count: number | null | undefined }>;
  const result = await run(asUser(example) ? userClient : anonClient);
  return {
    // An example that keeps only `error` shows a write with no rows back, as `data: null` is.
    rows: result.data === undefined ? null : result.data,
    count: result.count,
    error: result.error,
    table: result.error ? undefined : await tableState(example),
  };
}

/** Runs one way of the example in a savepoint and rolls it back, so every way starts from the same rows. */
async function isolated<T>(run: () => Promise<T>): Promise<T> {
  await db.exec('savepoint example');
  try {
    return await run();
  } finally {
    await db.exec('rollback to savepoint example');
    await db.exec('release savepoint example');
    await actAsOwner(db);
  }
}

const notRun: string[] = [];

for (const page of pages) {
  const source = sources.get(page) ?? '';
  const examples = restExamples(page, source);
  describe(`guides/api/${page}`, () => {
    beforeAll(async () => {
      await db.exec('begin');
      if (page !== FIRST) for (const sql of setupSql(page)) await db.exec(sql);
      await actAsOwner(db);
    });
    afterAll(async () => {
      await db.exec('rollback');
    });

    it('runs every request block or says why not', () => {
      const inExamples = new Set(examples.flatMap((example) => [example.http?.line, example.js?.line]));
      for (const block of requestBlocks(source)) {
        if (inExamples.has(block.line)) continue;
        const reason = notRunReason(block);
        expect(
          reason,
          `${page}:${block.line} sends a request that no example runs; add it to one or give norun="reason"`,
        ).toBeTruthy();
        notRun.push(`${page}:${block.line}: ${reason}`);
      }
    });

    if (examples.length === 0) return;
    it.each(examples.map((example) => ({ name: `line ${example.line}`, example })))(
      '$name',
      async ({ example }) => {
        const where = `${page}:${example.line}`;
        expect(example.http, `${where}: an example has a cURL panel`).toBeDefined();
        expect(example.js, `${where}: an example has a supabase-js panel`).toBeDefined();
        const expectedStatus = parseFenceMeta(example.http?.meta ?? '').status;
        const http = await isolated(() => runHttp(example));
        const js = await isolated(() => runJs(example));
        if (expectedStatus) expect(http.status, `${where}: status`).toBe(Number(expectedStatus));
        if (!example.sql) {
          // An example that shows a refusal has no SQL to compare: both clients must get the same error.
          expect(http.error, `${where}: the cURL request fails`).toBeTruthy();
          expect(js.error?.code, `${where}: supabase-js gets the same error`).toBe(http.error?.code);
          return;
        }
        const sql = await isolated(() => runSql(example));
        expect(http.error, `${where}: the cURL request succeeds`).toBeNull();
        expect(js.error, `${where}: supabase-js succeeds`).toBeNull();
        const compare = parseFenceMeta(example.sql.meta).compare ?? 'rows';
        if (compare === 'count') {
          expect(http.count, `${where}: Content-Range total`).toBe(sql.count);
          expect(js.count, `${where}: count`).toBe(sql.count);
        } else {
          expect(http.rows, `${where}: cURL body`).toEqual(sql.rows);
          expect(js.rows, `${where}: supabase-js data`).toEqual(sql.rows);
        }
        if (example.response) {
          expect(http.rows, `${where}: the response the page shows`).toEqual(
            JSON.parse(example.response.code),
          );
        }
        expect(http.table, `${where}: the table after the cURL request`).toEqual(sql.table);
        expect(js.table, `${where}: the table after supabase-js`).toEqual(sql.table);
      },
    );
  });
}

describe('request examples', () => {
  it('are many, and the few not run are listed with their reasons', () => {
    const count = pages.reduce((sum, page) => sum + restExamples(page, sources.get(page) ?? '').length, 0);
    expect(count).toBeGreaterThan(40);
    if (notRun.length > 0) console.info(`REST examples not run:\n${notRun.join('\n')}`);
  });
});

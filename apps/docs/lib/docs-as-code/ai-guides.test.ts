import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { matchDocuments } from '@/examples/ai/match-documents';
import { runnableSql } from './page-sql';
import { type Actor, actAsOwner, createPlatformDb } from './platform-db';
import { rowsSeen } from './policy-helpers';
import { startPostgrestStandIn } from './postgrest-stand-in';
import { asShown, runnableBlocksWithResults } from './shown-results';

/*
 * The AI and vectors guides, run for real on one PGlite with pgvector: every runnable SQL block of the six
 * pages in the order a reader builds on them, with each result the page prints (a table or an `explain` plan)
 * compared to what the block returns. Then what the prose claims: the HNSW and IVFFlat examples' plans use
 * the index, `matchDocuments()` works through supabase-js and the REST stand-in's RPC, and the notes search
 * gives two users different rows. sql-samples.test.ts also runs each page alone; this file checks results.
 */

const dir = 'content/guides/ai';
// The index page comes last: its IVFFlat index (two lists, one probe) would make the other pages' exact
// results approximate if they ran after it.
const PAGES = [
  'vector-columns',
  'distance-operators',
  'semantic-search',
  'hybrid-search',
  'vector-indexes',
  'rls-retrieval',
].map((name) => `${dir}/${name}.mdx`);
const ANA = 'a1a1a1a1-0000-4000-8000-000000000001';
const BEN = 'b2b2b2b2-0000-4000-8000-000000000002';
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no global WebSocket; these calls never open one.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

let db: PGlite;
/** Each block's results by `page:line`, for the claims checked after the pages ran. */
const plans = new Map<string, string[]>();

beforeAll(async () => {
  db = await createPlatformDb(PAGES.flatMap(runnableSql).join('\n'));
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe.each(PAGES)('%s', (page) => {
  const blocks = runnableBlocksWithResults(page);

  it('has SQL to run', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((entry) => [entry.block.line, entry] as const))(
    'block at line %i runs and returns what the page shows',
    async (line, { block, shown }) => {
      await actAsOwner(db);
      const results = await db.exec(block.code);
      if (!shown) return;
      const actual = asShown(results, shown.kind);
      expect(actual, `${page}:${line}`).toEqual(shown);
      if (actual.kind === 'plan') plans.set(`${page}:${line}`, actual.lines);
    },
  );
});

describe('vector indexes', () => {
  it('shows an index scan for HNSW and for IVFFlat, in that order', () => {
    const scans = [...plans.values()].map((lines) => lines.find((line) => line.includes('Index Scan')) ?? '');
    expect(scans).toEqual([
      expect.stringContaining('Index Scan using documents_embedding_hnsw on documents'),
      expect.stringContaining('Index Scan using documents_embedding_ivfflat on documents'),
    ]);
  });

  it('is left out by the planner on eight rows unless sequential scans are discouraged, as the page says', async () => {
    const explain = `explain (costs off)
      select title from public.documents order by embedding <=> '[0.1, 0.9, 0.1]' limit 3`;
    const plan = async () =>
      (await db.query<{ 'QUERY PLAN': string }>(explain)).rows.map((row) => row['QUERY PLAN']).join('\n');
    await actAsOwner(db);
    // The IVFFlat index the page ends with, then its HNSW index in its place.
    expect(await plan()).toContain('Seq Scan on documents');
    await db.exec('begin');
    try {
      await db.exec(`drop index public.documents_embedding_ivfflat;
        create index documents_embedding_hnsw on public.documents using hnsw (embedding vector_cosine_ops)`);
      expect(await plan()).toContain('Seq Scan on documents');
    } finally {
      await db.exec('rollback');
    }
  });
});

describe('matchDocuments() through supabase-js and RPC', () => {
  let rest: { url: string; server: Server };
  let supabase: ReturnType<typeof createClient>;

  beforeAll(async () => {
    await actAsOwner(db);
    // The page's exact ranking: without the IVFFlat index the index page left behind.
    await db.exec('drop index if exists public.documents_embedding_ivfflat');
    rest = await startPostgrestStandIn(db);
    supabase = createClient(rest.url, 'anon-key-for-tests', options);
  });
  afterAll(async () => {
    if (rest) await new Promise((resolve) => rest.server.close(resolve));
  });

  // The stand-in runs each request in a savepoint of the caller's transaction.
  beforeEach(async () => {
    await db.exec('begin');
  });
  afterEach(async () => {
    await db.exec('rollback');
  });

  it('returns the nearest documents with their similarity, best first, as an anonymous visitor', async () => {
    const matches = await matchDocuments(supabase, [0.1, 0.9, 0.1], { count: 3 });
    expect(matches.map((match) => [match.id, match.title])).toEqual([
      [3, 'Reset a password'],
      [5, 'Require a second factor'],
      [4, 'Sign in with a magic link'],
    ]);
    expect(matches[0]?.similarity).toBeCloseTo(0.998, 3);
    expect(matches[0]?.body).toMatch(/reset link/);
  });

  it('uses the function defaults for what it leaves out, and the threshold when given', async () => {
    expect(await matchDocuments(supabase, [0.1, 0.9, 0.1])).toHaveLength(5);
    const close = await matchDocuments(supabase, [0.1, 0.9, 0.1], { count: 8, minSimilarity: 0.9 });
    expect(close.map((match) => match.title)).toEqual([
      'Reset a password',
      'Require a second factor',
      'Sign in with a magic link',
    ]);
  });

  it('throws the database error for a question with the wrong number of dimensions', async () => {
    await expect(matchDocuments(supabase, [0.1, 0.9])).rejects.toThrow('different vector dimensions 3 and 2');
  });
});

describe('search that respects row level security', () => {
  const ana: Actor = { role: 'authenticated', id: ANA };
  const ben: Actor = { role: 'authenticated', id: BEN };
  const search = `select body from public.match_notes('[0.9, 0.1, 0.1]', 5)`;

  it('gives two users different notes for the same question', async () => {
    expect(await rowsSeen(db, ana, search)).toEqual([
      { body: 'Ana: renew the team plan before March' },
      { body: 'Ana: password manager recovery codes' },
    ]);
    expect(await rowsSeen(db, ben, search)).toEqual([
      { body: 'Ben: the invoice for October is wrong' },
      { body: 'Ben: holiday photos to upload' },
    ]);
  });

  it('gives a visitor who is not signed in nothing', async () => {
    expect(await rowsSeen(db, { role: 'anon' }, search)).toEqual([]);
  });

  it('leaks every note once the function is security definer, as the page warns', async () => {
    await actAsOwner(db);
    await db.exec('alter function public.match_notes(extensions.vector, int) security definer');
    try {
      expect(await rowsSeen(db, ana, search)).toHaveLength(4);
    } finally {
      await db.exec('alter function public.match_notes(extensions.vector, int) security invoker');
    }
  });

  it('lets a user add a note only as themselves', async () => {
    const add = `insert into public.notes (body, embedding) values ('mine', '[0.3, 0.3, 0.3]') returning owner_id`;
    expect(await rowsSeen(db, ana, add)).toEqual([{ owner_id: ANA }]);
    await expect(
      rowsSeen(
        db,
        ana,
        `insert into public.notes (owner_id, body, embedding) values ($1, 'x', '[0, 0, 1]')`,
        [BEN],
      ),
    ).rejects.toThrow('row-level security');
  });
});

/**
 * The search over the real data bundle (dist/docs-data.json, written by `prepare`): a case per alias group of
 * the shared list (@platform/docs-core/search/aliases), question words, long queries and snippets.
 */
import { SEARCH_ALIASES } from '@platform/docs-core/search/aliases';
import { describe, expect, it } from 'vitest';
import { loadDocsData } from './load-data.ts';
import { MAX_QUERY, parseQuery } from './query.ts';
import { SearchIndex } from './search.ts';

const data = loadDocsData(new URL('../dist/docs-data.json', import.meta.url));
const index = new SearchIndex(data.pages, data.siteUrl, data.errors);
const top = (query: string, count = 3) => index.search(query, count).hits.map((hit) => hit.path);

/** For each alias group: a query in one of its words that the page it should reach does not lead with. */
const ALIAS_CASES: Record<string, [string, string]> = {
  pgvector: ['pgvector', '/guides/functions/hugging-face/'],
  join: ['join orders with customers', '/guides/api/sql-to-rest/'],
  rls: ['rls', '/guides/database/row-level-security/'],
  'magic link': ['passwordless email', '/guides/auth/magic-links/'],
  'sign in': ['login with google', '/guides/auth/social-login/auth-google/'],
  'sign up': ['signup confirmation email', '/guides/auth/email-password/'],
  realtime: ['websocket channels', '/guides/realtime/'],
  'postgres changes': ['listen to database changes', '/guides/realtime/postgres-changes/'],
  'edge function': ['serverless function deploy', '/guides/functions/deploy/'],
  migration: ['schema changes', '/guides/local-development/migrations/'],
  'typescript types': ['generate types', '/guides/local-development/type-generation/'],
  env: ['environment variables in a function', '/guides/functions/secrets/'],
  pooler: ['pgbouncer', '/guides/database/connecting/'],
  uuid: ['uuid primary key', '/guides/getting-started/creating-a-project/'],
  upsert: ['onConflict', '/guides/storage/uploads/'],
  rpc: ['stored procedure', '/guides/api/'],
  ssr: ['cookies', '/guides/auth/server-side-auth/'],
  mfa: ['2fa', '/guides/auth/mfa/'],
  jwt: ['json web token', '/guides/auth/jwts/'],
  cors: ['preflight', '/guides/functions/cors/'],
  'full text search': ['tsvector', '/guides/database/full-text-search/'],
  backup: ['pitr', '/guides/database/backups/'],
  'local development': ['docker', '/guides/local-development/cli-getting-started/'],
  storage: ['file upload', '/guides/storage/uploads/'],
};

describe('aliases', () => {
  it('has a case for every group of the shared list', () => {
    const firsts = SEARCH_ALIASES.map((alias) => alias.terms[0]);
    expect(Object.keys(ALIAS_CASES).sort()).toEqual([...firsts].sort());
  });

  it.each(Object.entries(ALIAS_CASES))('%s: "%s" reaches its page', (_group, [query, path]) => {
    expect(top(query)).toContain(path);
  });
});

describe('parseQuery', () => {
  it('drops question words and keeps what the question is about', () => {
    const query = parseQuery('what does PGRST116 mean');
    expect(query.groups.map((group) => group.alternatives[0]?.words)).toEqual([['pgrst116']]);
    expect(query.codes).toContain('PGRST116');
  });

  it('reads a known phrase as one group with its other names', () => {
    const query = parseQuery('how do I turn on row level security');
    expect(query.groups).toHaveLength(2);
    const rls = query.groups.find((group) =>
      group.alternatives.some(
        (alternative) => alternative.words.join(' ') === 'row level security' && alternative.weight === 1,
      ),
    );
    expect(rls?.alternatives.map((alternative) => alternative.words.join(' '))).toContain('rls');
  });

  it(`cuts a query over ${MAX_QUERY} characters instead of refusing it`, () => {
    const query = parseQuery(`row level security ${'policy '.repeat(200)}`);
    expect(query.truncated).toBe(true);
    expect(query.text.length).toBeLessThanOrEqual(MAX_QUERY);
    expect(index.search(`row level security ${'policy '.repeat(200)}`, 3).hits.length).toBeGreaterThan(0);
  });
});

describe('snippets', () => {
  it('keep code identifiers whole', () => {
    const [hit] = index.search('keep updated_at correct with a trigger', 1).hits;
    expect(hit?.snippet).toContain('updated_at');
    expect(hit?.snippet).not.toContain('updated at');
    const uuid = index
      .search('gen_random_uuid', 5)
      .hits.map((found) => found.snippet)
      .join(' ');
    expect(uuid).toContain('gen_random_uuid');
  });
});

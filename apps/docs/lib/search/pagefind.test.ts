import { describe, expect, it } from 'vitest';
import { cliCrawlerPath, cliSpec } from '@/data/cli';
import { jsCrawlerPath, jsEntryIds } from '@/data/js-reference';
import {
  anchorNamesQuery,
  cleanExcerpt,
  containsEveryTerm,
  createCursor,
  type PagefindResultData,
  resultUrl,
  toSearchHit,
} from './pagefind';
import { searchUnavailableMessage } from './search-messages';

const page: PagefindResultData = {
  url: '/guides/getting-started/creating-a-project/',
  excerpt: 'Create a <mark>project</mark> from the dashboard',
  content: 'Creating a project. Create a project from the dashboard. Choose a region close to your users.',
  meta: { title: 'Creating a project' },
  filters: { breadcrumb: ['Guides › Getting started'] },
  sub_results: [
    { title: 'Creating a project', url: '/guides/getting-started/creating-a-project/', excerpt: 'top' },
    {
      title: 'Choose a region',
      url: '/guides/getting-started/creating-a-project/#choose-a-region',
      excerpt: 'pick the <mark>region</mark>',
    },
  ],
};

describe('toSearchHit', () => {
  it('shows the matching section as the title, under the breadcrumb and the page title', () => {
    expect(toSearchHit('a', page)).toEqual({
      id: 'a',
      title: 'Choose a region',
      breadcrumb: ['Guides', 'Getting started', 'Creating a project'],
      url: '/guides/getting-started/creating-a-project/#choose-a-region',
      excerpt: 'pick the <mark>region</mark>',
    });
  });

  it('falls back to the page itself when no section matched', () => {
    const hit = toSearchHit('b', { ...page, sub_results: [] });
    expect(hit).toMatchObject({ title: 'Creating a project', breadcrumb: ['Guides', 'Getting started'] });
    expect(hit.url).toBe(page.url);
    expect(hit.excerpt).toBe(page.excerpt);
  });

  it('shows a page whose title holds the query as the page, with its title, not one of its sections', () => {
    expect(toSearchHit('m', page, { asPage: true })).toEqual({
      id: 'm',
      title: 'Creating a project',
      breadcrumb: ['Guides', 'Getting started'],
      url: page.url,
      excerpt: page.excerpt,
    });
  });

  it('leads from a CLI crawler page to the section of the one-page reference', () => {
    const crawler: PagefindResultData = {
      url: '/reference/cli/crawlers/supabase-db-push/',
      excerpt: 'supabase db <mark>push</mark>',
      content: 'supabase db push. Apply local migrations.',
      meta: { title: 'supabase db push' },
      filters: { breadcrumb: ['CLI reference › Local development'] },
      sub_results: [
        { title: 'supabase db push', url: '/reference/cli/crawlers/supabase-db-push/', excerpt: 'x' },
        // The command's parts are headings with ids on its page; they must not turn into hits of their own.
        {
          title: 'Flags',
          url: '/reference/cli/crawlers/supabase-db-push/#supabase-db-push--flags',
          excerpt: 'y',
        },
      ],
    };
    expect(toSearchHit('c', crawler)).toMatchObject({
      url: '/reference/cli/#supabase-db-push',
      breadcrumb: ['CLI reference', 'Local development'],
      title: 'supabase db push',
    });
  });
});

describe('resultUrl', () => {
  it('maps every crawler page of the data to its reference section and leaves guides alone', () => {
    for (const id of cliSpec.commands.map((command) => command.id)) {
      expect(resultUrl(cliCrawlerPath(id))).toBe(`/reference/cli/#${id}`);
    }
    expect(resultUrl('/guides/auth/')).toBe('/guides/auth/');
    expect(resultUrl('/reference/cli/')).toBe('/reference/cli/');
  });

  it('maps every supabase-js method page to its section of the JavaScript reference', () => {
    for (const id of jsEntryIds()) expect(resultUrl(jsCrawlerPath(id))).toBe(`/reference/javascript/#${id}`);
    expect(resultUrl('/reference/javascript/')).toBe('/reference/javascript/');
  });
});

describe('containsEveryTerm', () => {
  const text = 'Write migrations with supabase migration new, then run supabase db push. Policies and RLS.';

  it.each([
    ['migration', true],
    ['migrations', true],
    ['Migration NEW', true],
    ['db push', true],
    ['mig', true],
    ['policy', true],
    ['supabase-db-push', true],
    ['xkqzvw', false],
    ['xkqzvw migration', false],
    ['pushxyzw', false],
    ['', false],
  ])('%j → %s', (query, expected) => {
    expect(containsEveryTerm(query, text)).toBe(expected);
  });
});

describe('createCursor', () => {
  it('puts pages titled with every query word first, ahead of passing mentions', async () => {
    const result = (id: string, title: string, content: string) => ({
      id,
      data: async (): Promise<PagefindResultData> => ({
        url: `/${id}/`,
        excerpt: content,
        content,
        meta: { title },
        sub_results: [],
      }),
    });
    const cursor = createCursor('github login', [
      result('social', 'Social login', 'Providers: GitHub, Google.'),
      result('redirects', 'Redirect URLs', 'After login with GitHub the user returns here.'),
      // Its breadcrumb (Auth / Social login) is part of the indexed text.
      result('github', 'Sign in with GitHub', 'Social login. Create a GitHub OAuth app.'),
    ]);
    expect((await cursor.next(8)).map((hit) => hit.id)).toEqual(['github', 'social', 'redirects']);
    expect(cursor.hasMore()).toBe(false);
  });

  it('puts the entry an error code names first, ahead of a guide titled with words of its message', async () => {
    const guide = {
      id: 'guide',
      data: async (): Promise<PagefindResultData> => ({
        url: '/guides/troubleshooting/empty-results/',
        excerpt: 'PGRST116',
        content: 'A query returns no rows. .single() fails with PGRST116.',
        meta: { title: 'PGRST116 and empty results' },
        sub_results: [],
      }),
    };
    const entry = {
      id: 'entry',
      data: async (): Promise<PagefindResultData> => ({
        url: '/guides/troubleshooting/errors/',
        excerpt: 'PGRST116',
        content: 'Errors. PGRST116 The result contains 0 rows.',
        meta: { title: 'Errors' },
        sub_results: [
          { title: 'PGRST116', url: '/guides/troubleshooting/errors/#PGRST116', excerpt: '0 rows' },
        ],
      }),
    };
    const hits = await createCursor('pgrst116', [guide, entry]).next(8);
    expect(hits.map((hit) => hit.url)).toEqual([
      '/guides/troubleshooting/errors/#PGRST116',
      '/guides/troubleshooting/empty-results/',
    ]);
    expect(anchorNamesQuery('PGRST116 rows', '/x/#PGRST116')).toBe(false);
  });

  it('keeps a page whose searchable topics hold a query word its text does not (an alias)', async () => {
    const cursor = createCursor('pgvector', [
      {
        id: 'embeddings',
        data: async (): Promise<PagefindResultData> => ({
          url: '/embeddings/',
          excerpt: 'Store embeddings',
          content: 'Keep the vectors next to your data.',
          meta: { title: 'Hugging Face models', topics: 'Store embeddings, pgvector, vector' },
          sub_results: [],
        }),
      },
    ]);
    expect((await cursor.next(8)).map((hit) => hit.id)).toEqual(['embeddings']);
  });

  /** Pagefind-shaped results over plain data: the real index is exercised by the browser tests. */
  const results = (contents: string[]) =>
    contents.map((content, index) => ({
      id: `r${index}`,
      data: async (): Promise<PagefindResultData> => ({
        url: `/p${index}/`,
        excerpt: content,
        content,
        meta: { title: `Page ${index}` },
        sub_results: [],
      }),
    }));

  it('reads a page of hits at a time and says whether more remain', async () => {
    const cursor = createCursor('migration', results(Array.from({ length: 11 }, () => 'a migration')));
    expect((await cursor.next(8)).map((hit) => hit.id)).toEqual([
      'r0',
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
      'r6',
      'r7',
    ]);
    expect(cursor.hasMore()).toBe(true);
    expect((await cursor.next(8)).map((hit) => hit.id)).toEqual(['r8', 'r9', 'r10']);
    expect(cursor.hasMore()).toBe(false);
  });

  it('drops results that only matched by a prefix of the query, and keeps filling the page', async () => {
    const cursor = createCursor('xkqzvw', results(['-x, --exclude', 'x marks', 'nothing']));
    expect(await cursor.next(8)).toEqual([]);
    expect(cursor.hasMore()).toBe(false);
    const mixed = createCursor('push', results(['pu', 'db push', 'pu', 'push it']));
    expect((await mixed.next(2)).map((hit) => hit.id)).toEqual(['r1', 'r3']);
  });
});

describe('searchUnavailableMessage', () => {
  it('tells a developer on the dev server exactly how to get an index', () => {
    expect(searchUnavailableMessage('development')).toContain('`npm run build -w apps/docs`');
    expect(searchUnavailableMessage('development')).toContain('restart `npm run dev`');
  });

  it('does not tell readers of the built site to run commands', () => {
    expect(searchUnavailableMessage('production')).not.toContain('npm');
  });
});

describe('cleanExcerpt', () => {
  it.each([
    ['} = await supabase.auth.<mark>signInWithOtp</mark>', '…await supabase.auth.<mark>signInWithOtp</mark>'],
    ['); const <mark>link</mark> = x', '…const <mark>link</mark> = x'],
    ['<mark>Magic</mark> links sign a reader in', '<mark>Magic</mark> links sign a reader in'],
    ['Send a <mark>magic</mark> link', 'Send a <mark>magic</mark> link'],
    ['}); ', '}); '],
  ])('%s → %s', (excerpt, cleaned) => {
    expect(cleanExcerpt(excerpt)).toBe(cleaned);
  });
});

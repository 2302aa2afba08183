import type { Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import { guideBreadcrumb, searchAliases, searchAttributes, textOf } from './search-meta';

describe('searchAttributes', () => {
  it('declares the breadcrumb as an inline Pagefind filter that may contain commas', () => {
    expect(searchAttributes({ breadcrumb: ['Guides', 'Storage, files and buckets'] })).toEqual({
      'data-pagefind-filter': 'breadcrumb:Guides › Storage, files and buckets',
    });
  });

  it("declares a guide's headings as searchable topics", () => {
    expect(
      searchAttributes({ breadcrumb: ['Guides'], topics: ['Database migrations', ' Write a migration '] }),
    ).toEqual({
      'data-pagefind-filter': 'breadcrumb:Guides',
      'data-pagefind-meta': 'topics:Database migrations, Write a migration',
    });
  });

  it('adds nothing for a page without a breadcrumb or topics', () => {
    expect(searchAttributes({ breadcrumb: [] })).toEqual({});
    expect(searchAttributes({ breadcrumb: ['', ' '], topics: [''] })).toEqual({});
  });
});

describe('textOf', () => {
  it('reads the text of a heading with inline code', () => {
    expect(textOf(['Run ', <code key="c">db push</code>, ' first'])).toBe('Run db push first');
    expect(textOf(null)).toBe('');
  });
});

describe('guideBreadcrumb', () => {
  const tree: Root = {
    name: 'Guides',
    children: [
      { type: 'page', name: 'Overview', url: '/guides' },
      {
        type: 'folder',
        name: 'Getting started',
        index: { type: 'page', name: 'Getting started', url: '/guides/getting-started' },
        children: [
          { type: 'page', name: 'Creating a project', url: '/guides/getting-started/creating-a-project' },
        ],
      },
    ],
  };

  it.each([
    ['/guides', []],
    ['/guides/getting-started', ['Guides']],
    ['/guides/getting-started/creating-a-project', ['Guides', 'Getting started']],
  ])('gives %s the trail %j', (url, trail) => {
    expect(guideBreadcrumb(url, tree)).toEqual(trail);
  });
});

describe('searchAliases', () => {
  it('gives a provider page the words readers search it by', () => {
    expect(searchAliases('Sign in with GitHub')).toEqual([
      'GitHub login',
      'Log in with GitHub',
      'login',
      'log in',
      'signin',
      'authenticate',
    ]);
    expect(searchAliases('Creating a project')).toEqual([]);
  });

  it("adds the other names of a topic the title or a heading names, from the list the MCP server's search uses", () => {
    expect(searchAliases('Row level security', ['Turn it on'])).toEqual(
      expect.arrayContaining(['rls', 'policy', 'policies']),
    );
    expect(searchAliases('Hugging Face models in Edge Functions', ['Store embeddings'])).toEqual(
      expect.arrayContaining(['pgvector', 'vector', 'semantic search']),
    );
    // Whole words only: "Uploading" is not "upload", "Rotating" holds no alias.
    expect(searchAliases('Rotating keys', ['Uploading'])).toEqual([]);
  });
});

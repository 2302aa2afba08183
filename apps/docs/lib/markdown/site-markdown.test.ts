import type { Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import { guideSections, llmsFullTxt, llmsTxt, markdownTwinPath, pagePathOfTwin } from './site-markdown';

describe('markdownTwinPath', () => {
  it.each([
    ['/', '/index.md'],
    ['/guides/', '/guides.md'],
    ['/guides/auth/', '/guides/auth.md'],
    ['/reference/cli/crawlers/supabase-init/', '/reference/cli/crawlers/supabase-init.md'],
  ])('%s → %s and back', (page, twin) => {
    expect(markdownTwinPath(page)).toBe(twin);
    expect(pagePathOfTwin(twin)).toBe(page);
  });
});

describe('guideSections', () => {
  const tree: Root = {
    name: 'Guides',
    children: [
      {
        type: 'folder',
        name: 'Auth',
        index: { type: 'page', name: 'Auth', url: '/guides/auth' },
        children: [
          { type: 'page', name: 'OAuth', url: '/guides/auth/oauth' },
          {
            type: 'folder',
            name: 'Phone',
            children: [{ type: 'page', name: 'SMS', url: '/guides/auth/phone/sms' }],
          },
        ],
      },
      { type: 'separator', name: 'More' },
      {
        type: 'folder',
        name: 'Storage',
        children: [{ type: 'page', name: 'Buckets', url: '/guides/storage/buckets' }],
      },
    ],
  };

  it('lists the pages by top-level folder in navigation order, with pages outside the navigation first', () => {
    expect(guideSections(tree, ['/guides', '/guides/auth', '/guides/storage/buckets'])).toEqual([
      { title: 'Guides', urls: ['/guides/'] },
      { title: 'Auth', urls: ['/guides/auth/', '/guides/auth/oauth/', '/guides/auth/phone/sms/'] },
      { title: 'Storage', urls: ['/guides/storage/buckets/'] },
    ]);
  });
});

describe('llms files', () => {
  it('writes llms.txt as title, summary, then a link with its description per page under section headings', () => {
    const text = llmsTxt({
      title: 'Docs',
      summary: 'All of it.',
      siteUrl: 'https://docs.example.com',
      sections: [
        {
          title: 'Auth',
          links: [{ title: 'Auth [beta]', path: '/guides/auth/', description: 'Sign\n in.' }],
        },
      ],
    });
    expect(text).toMatch(/^# Docs\n\n> All of it\.\n\n/);
    expect(text).toContain(
      '## Auth\n\n- [Auth \\[beta\\]](https://docs.example.com/guides/auth/): Sign in.\n',
    );
  });

  it('joins pages in llms-full.txt with their address, one level down, leaving code alone', () => {
    const text = llmsFullTxt({
      title: 'Docs',
      summary: 'All.',
      siteUrl: 'https://docs.example.com',
      pages: [
        { path: '/a/', markdown: '# A\n\n## Part\n\n```bash\n# a comment\n```\n' },
        { path: '/b/', markdown: '# B\n' },
      ],
    });
    expect(text).toBe(
      '# Docs\n\n> All.\n\nSource: https://docs.example.com/a/\n\n## A\n\n### Part\n\n```bash\n# a comment\n```\n\n---\n\nSource: https://docs.example.com/b/\n\n## B\n',
    );
  });
});

import type { Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import { componentHandlers } from './component-handlers';
import { guideIndexHandler } from './guide-index-handler';
import { mdxToMarkdown } from './mdx-to-markdown';

const tree: Root = {
  name: 'Guides',
  children: [
    {
      type: 'folder',
      name: 'Auth',
      index: { type: 'page', name: 'Auth', url: '/guides/auth' },
      children: [
        {
          type: 'folder',
          name: 'Social login',
          index: { type: 'page', name: 'Social login', url: '/guides/auth/social-login' },
          children: [{ type: 'page', name: 'Google', url: '/guides/auth/social-login/auth-google' }],
        },
      ],
    },
    {
      type: 'folder',
      name: 'Resources',
      index: { type: 'page', name: 'Resources', url: '/guides/resources' },
      children: [],
    },
  ],
};

describe('guideIndexHandler', () => {
  it('prints each section as a linked heading over its pages, sub-folders nested', () => {
    const markdown = mdxToMarkdown('<GuideIndex />', {
      file: 'content/guides/index.mdx',
      pageUrl: 'https://docs.example.com/guides/',
      handlers: { ...componentHandlers, GuideIndex: guideIndexHandler(tree) },
    });
    expect(markdown).toContain('## [Auth](https://docs.example.com/guides/auth/)');
    expect(markdown).toContain('- [Social login](https://docs.example.com/guides/auth/social-login/)');
    expect(markdown).toContain(
      '  - [Google](https://docs.example.com/guides/auth/social-login/auth-google/)',
    );
    expect(markdown).toContain('## [Resources](https://docs.example.com/guides/resources/)');
  });
});

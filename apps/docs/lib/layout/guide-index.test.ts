import type { Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import { folderHolds, guideIndex } from './guide-index';

const tree: Root = {
  name: 'Guides',
  children: [
    { type: 'page', name: 'Guides', url: '/guides' },
    {
      type: 'folder',
      name: 'Auth',
      index: { type: 'page', name: 'Auth', url: '/guides/auth' },
      children: [
        { type: 'page', name: 'Magic links', url: '/guides/auth/magic-links' },
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

describe('guideIndex', () => {
  it('lists every section with its pages and sub-folders, with trailing-slash URLs', () => {
    expect(guideIndex(tree)).toEqual([
      {
        title: 'Auth',
        url: '/guides/auth/',
        pages: [
          { title: 'Magic links', url: '/guides/auth/magic-links/', pages: [] },
          {
            title: 'Social login',
            url: '/guides/auth/social-login/',
            pages: [{ title: 'Google', url: '/guides/auth/social-login/auth-google/', pages: [] }],
          },
        ],
      },
      { title: 'Resources', url: '/guides/resources/', pages: [] },
    ]);
  });
});

describe('folderHolds', () => {
  const auth = tree.children[1];
  if (auth?.type !== 'folder') throw new Error('fixture');
  it('finds the current page as the index, a child or a grandchild', () => {
    expect(folderHolds(auth, '/guides/auth')).toBe(true);
    expect(folderHolds(auth, '/guides/auth/social-login/auth-google')).toBe(true);
    expect(folderHolds(auth, '/guides/storage')).toBe(false);
  });
});

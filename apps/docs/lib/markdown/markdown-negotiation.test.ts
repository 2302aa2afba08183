import { describe, expect, it } from 'vitest';
import { twinOfPagePath } from '@/build/markdown-negotiation.mjs';
import { markdownTwinPath } from './site-markdown';

describe('twinOfPagePath', () => {
  it('follows the site’s twin rule for every kind of page', () => {
    for (const path of [
      '/',
      '/guides/',
      '/guides/auth/',
      '/reference/cli/',
      '/reference/cli/crawlers/supabase-init/',
    ]) {
      expect(twinOfPagePath(path)).toBe(markdownTwinPath(path));
    }
  });

  it('gives no twin for a file address', () => {
    expect(twinOfPagePath('/404.html')).toBeNull();
  });
});

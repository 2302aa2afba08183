import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHOT_PAGES } from './pages.mjs';

const DOCS = fileURLToPath(new URL('../../', import.meta.url));

/** Where a page's source is: an MDX guide under content/guides, or an App Router page under app/. */
function sourcesOf(path: string): string[] {
  if (path.startsWith('/guides/')) {
    const slug = path.slice('/guides/'.length, -1);
    if (slug === '') return [`${DOCS}content/guides/index.mdx`];
    return [`${DOCS}content/guides/${slug}.mdx`, `${DOCS}content/guides/${slug}/index.mdx`];
  }
  return [`${DOCS}app${path}page.tsx`];
}

describe('SHOT_PAGES', () => {
  it('lists the twenty pages to review, each once', () => {
    expect(SHOT_PAGES).toHaveLength(20);
    expect(new Set(SHOT_PAGES.map((page) => page.id)).size).toBe(20);
    expect(new Set(SHOT_PAGES.map((page) => page.path)).size).toBe(20);
  });

  it('gives each page a file-name id, a name and a page address with its trailing slash', () => {
    for (const page of SHOT_PAGES) {
      expect(page.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(page.name.trim()).not.toBe('');
      expect(page.path).toMatch(/^\/(?:[a-z0-9-]+\/)*$/);
    }
  });

  it('names only pages the site has', () => {
    const missing = SHOT_PAGES.filter((page) => !sourcesOf(page.path).some((file) => existsSync(file)));
    expect(missing.map((page) => page.path)).toEqual([]);
  });

  it('cuts only the one-page references, and keeps enough of them to show their layout', () => {
    const cut = SHOT_PAGES.filter((page) => page.maxHeight !== undefined);
    expect(cut.map((page) => page.path)).toEqual([
      '/guides/troubleshooting/errors/',
      '/reference/cli/',
      '/reference/javascript/',
    ]);
    for (const page of cut) expect(page.maxHeight).toBeGreaterThanOrEqual(3000);
  });
});

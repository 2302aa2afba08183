import { describe, expect, it } from 'vitest';
import { toSearchHit } from './pagefind';

const page = {
  url: '/guides/getting-started/creating-a-project/',
  excerpt: 'Create a <mark>project</mark> from the dashboard',
  meta: { title: 'Creating a project' },
  sub_results: [
    { title: 'Creating a project', url: '/guides/getting-started/creating-a-project/', excerpt: 'top' },
    {
      title: 'Choose a region',
      url: '/guides/getting-started/creating-a-project/#choose-a-region',
      excerpt: 'pick the <mark>region</mark>',
    },
  ],
};

describe('search hits', () => {
  it('shows the page title and the first matching section with its anchor', () => {
    expect(toSearchHit('a', page)).toEqual({
      id: 'a',
      title: 'Creating a project',
      section: 'Choose a region',
      url: '/guides/getting-started/creating-a-project/#choose-a-region',
      excerpt: 'pick the <mark>region</mark>',
    });
  });

  it('falls back to the page itself when no section matched', () => {
    const hit = toSearchHit('b', { ...page, sub_results: [] });
    expect(hit.section).toBeNull();
    expect(hit.url).toBe(page.url);
  });
});

import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesTouched } from './changed-pages';
import { fixtureSite } from './fixture-site';

const content = relative(fixtureSite.repoRoot, fixtureSite.contentRoot);

describe('pagesTouched', () => {
  it('takes changed guides, and every page of a folder whose meta.json changed', () => {
    const touched = pagesTouched(fixtureSite, [
      `${content}/getting-started/intro.mdx`,
      `${content}/database/meta.json`,
      'README.md',
      `${content}/database/deleted-page.mdx`,
    ]);
    expect(touched).toEqual([
      join(fixtureSite.contentRoot, 'database', 'json-columns.mdx'),
      join(fixtureSite.contentRoot, 'getting-started', 'intro.mdx'),
    ]);
  });
});

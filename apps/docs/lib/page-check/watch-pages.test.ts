import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureSite } from './fixture-site';
import { watchPages } from './watch-pages';

/* What `npm run dev` prints when a writer saves a page: a copy of the fixture site, watched for real. */
const root = mkdtempSync(join(tmpdir(), 'page-watch-'));
cpSync(join(fixtureSite.contentRoot, '..', '..'), root, { recursive: true });
const site = { repoRoot: root, contentRoot: join(root, 'content', 'guides'), basePath: '/guides/' };
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('watchPages', () => {
  it('warns about a broken link at its line when the page is saved', async () => {
    const warnings: string[] = [];
    let heard: () => void = () => {};
    const stop = watchPages(site, (line) => {
      warnings.push(line);
      heard();
    });
    try {
      const page = join(site.contentRoot, 'getting-started', 'intro.mdx');
      const waiting = new Promise<void>((resolve) => {
        heard = resolve;
      });
      writeFileSync(
        page,
        `${readFileSync(page, 'utf8')}\nSee [the guide](/guides/getting-started/intor/).\n`,
      );
      await waiting;
      expect(warnings).toEqual([
        '⚠ content/guides/getting-started/intro.mdx:14:5 broken link: no page at /guides/getting-started/intor/ (did you mean /guides/getting-started/intro/?)',
      ]);
    } finally {
      stop();
    }
  });
});

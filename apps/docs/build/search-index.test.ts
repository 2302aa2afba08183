import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchIndex, prepareHtmlForIndex, urlForHtmlFile } from './search-index.mjs';

describe('prepareHtmlForIndex', () => {
  it('separates cells, captions and code blocks that Pagefind would glue to the next word', () => {
    expect(prepareHtmlForIndex('<table><tr><th>Flag</th><td>x</td></tr></table>')).toBe(
      '<table><tr><th>Flag </th><td>x</td></tr></table>',
    );
    expect(
      prepareHtmlForIndex('<figure><figcaption>Command</figcaption><pre><code>a</code></pre></figure>'),
    ).toBe('<figure><figcaption>Command </figcaption><pre><code>a</code> </pre></figure>');
  });

  it('leaves inline elements alone, so words split into highlighted tokens stay whole', () => {
    const code = '<span class="line"><span>supabase</span><span>-db</span></span>';
    expect(prepareHtmlForIndex(code)).toBe(code);
  });

  it('reads no-script content marked for the index as page content, and leaves other no-script notes out', () => {
    expect(
      prepareHtmlForIndex(
        '<noscript data-pagefind-index=""><ul><li><code>pgvector</code></li></ul></noscript><noscript><p>Off</p></noscript>',
      ),
    ).toBe('<div><ul><li><code>pgvector</code></li></ul></div><noscript><p>Off</p></noscript>');
  });

  it('keeps table header rows out of the index', () => {
    expect(prepareHtmlForIndex('<thead class="x"><tr><th>Type</th></tr></thead><THEAD>')).toBe(
      '<thead data-pagefind-ignore class="x"><tr><th>Type </th></tr></thead><thead data-pagefind-ignore>',
    );
  });
});

describe('urlForHtmlFile', () => {
  it.each([
    ['/site/out/index.html', '/'],
    ['/site/out/guides/auth/index.html', '/guides/auth/'],
    ['/site/out/404.html', '/404.html'],
  ])('maps %s to %s', (file, url) => {
    expect(urlForHtmlFile('/site/out', file)).toBe(url);
  });
});

describe('buildSearchIndex', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('indexes the pages of an export with Pagefind and skips the 404 page', { timeout: 30_000 }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-index-'));
    const page = (title: string) =>
      `<!doctype html><html lang="en"><body><main data-pagefind-body><h1>${title}</h1><p>Some words about ${title}.</p></main></body></html>`;
    await mkdir(join(dir, 'guides', 'auth'), { recursive: true });
    await writeFile(join(dir, 'index.html'), page('Home'));
    await writeFile(join(dir, 'guides', 'auth', 'index.html'), page('Auth'));
    await writeFile(join(dir, '404.html'), page('Page not found'));
    const messages: string[] = [];
    const result = await buildSearchIndex({ outDir: dir, log: (message) => messages.push(message) });
    expect(result.pages).toBe(2);
    expect(messages[0]).toMatch(/^search-index: 2 pages indexed/);
    const entry = JSON.parse(await readFile(join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
    const languages = Object.values(entry.languages) as { page_count: number }[];
    expect(languages.reduce((sum, language) => sum + language.page_count, 0)).toBe(2);
    expect(await readFile(join(dir, 'pagefind', 'pagefind.js'), 'utf8')).toContain('pagefind');
  });
});

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listHtmlFiles } from '../build/out-files.mjs';
import { siteConfig } from '../site.config';
import { gotoPath, setupBrowser } from './support/browser';

const browser = setupBrowser();
const OUT = fileURLToPath(new URL('../out/', import.meta.url));

/** Site path of an exported file: `guides/auth/index.html` → `/guides/auth/`. */
function pathOf(file: string): string {
  return `/${file.slice(OUT.length).replace(/index\.html$/, '')}`;
}

const isNotFoundPage = (path: string) => path === '/404.html' || path === '/404/' || path === '/_not-found/';

/** Where each page's canonical link must point: crawler pages defer to their section of the reference. */
function expectedCanonical(path: string): string {
  const crawler = /^\/reference\/(cli|javascript)\/crawlers\/([^/]+)\/$/.exec(path);
  return new URL(crawler ? `/reference/${crawler[1]}/#${crawler[2]}` : path, siteConfig.siteUrl).href;
}

describe('canonical links', () => {
  it('every exported page has exactly one, pointing at its own address; the 404 page has none', async () => {
    const files = await listHtmlFiles(OUT);
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of files) {
      const path = pathOf(file);
      const html = await readFile(file, 'utf8');
      const hrefs = [...html.matchAll(/<link[^>]*rel="canonical"[^>]*>/g)].map(
        (match) => /href="([^"]*)"/.exec(match[0])?.[1] ?? '',
      );
      const expected = isNotFoundPage(path) ? [] : [expectedCanonical(path)];
      if (JSON.stringify(hrefs) !== JSON.stringify(expected)) {
        problems.push(`${path}: ${JSON.stringify(hrefs)} instead of ${JSON.stringify(expected)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['home', '/', '/'],
    ['guide', '/guides/local-development/', '/guides/local-development/'],
    ['SQL to REST', '/guides/api/sql-to-rest/', '/guides/api/sql-to-rest/'],
    ['CLI reference', '/reference/cli/', '/reference/cli/'],
    ['CLI command', '/reference/cli/crawlers/supabase-db-reset/', '/reference/cli/#supabase-db-reset'],
  ])('the %s page has one canonical link in the browser', async (_, path, canonical) => {
    const page = await browser.newPage();
    await gotoPath(page, path);
    const links = page.locator('link[rel="canonical"]');
    expect(await links.count()).toBe(1);
    expect(await links.getAttribute('href')).toBe(new URL(canonical, siteConfig.siteUrl).href);
  });
});

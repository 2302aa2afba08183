import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../build/cache-policy.mjs';
import { parseHeadersFile } from '../build/static-headers.mjs';
import { tagsOutsideCode, withoutCode } from '../lib/markdown/markup-check';
import { markdownTwinPath } from '../lib/markdown/site-markdown';
import { gotoPath, setupBrowser, siteOrigin, siteUrl } from './support/browser';

/*
 * The files for machines in the export: llms.txt against the sitemap, a Markdown twin per page, the alternate
 * links, their content types under `npm start`'s server, the _headers file, and the copy button.
 */

const browser = setupBrowser();
const OUT = fileURLToPath(new URL('../out/', import.meta.url));
const read = (path: string) => readFile(`${OUT}${path.replace(/^\//, '')}`, 'utf8');

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

async function sitemapPaths(): Promise<string[]> {
  const xml = await read('sitemap.xml');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decode(match[1] ?? '')).pathname);
}

const prose = withoutCode;

describe('docs for machines', () => {
  it('llms.txt links every page of the sitemap once, in sections, and nothing else', async () => {
    const llms = await read('llms.txt');
    expect(llms).toMatch(/^# .+\n\n> .+\n/);
    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S.*$/gm)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    const allLinks = [...llms.matchAll(/\]\(([^)]+)\)/g)];
    expect(allLinks).toHaveLength(links.length);
    const sitemap = await sitemapPaths();
    expect(sitemap.length).toBeGreaterThan(100);
    expect([...links].sort()).toEqual([...sitemap].sort());
    expect(llms.match(/^## /gm)?.length).toBeGreaterThan(5);
  });

  it('every page has a Markdown twin titled like the page, linked from its head, with no markup or unresolved values', async () => {
    const problems: string[] = [];
    for (const path of await sitemapPaths()) {
      const twin = markdownTwinPath(path);
      const html = await read(path === '/' ? 'index.html' : `${path}index.html`);
      const alternate = /<link[^>]*rel="alternate"[^>]*type="text\/markdown"[^>]*>/.exec(html)?.[0] ?? '';
      if (!alternate.includes(`href="${twin}"`) && !alternate.includes(`/${twin.slice(1)}"`)) {
        problems.push(`${path}: alternate link ${alternate || 'missing'}`);
      }
      let markdown: string;
      try {
        markdown = await read(twin);
      } catch {
        problems.push(`${twin}: missing`);
        continue;
      }
      const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
      const firstHeading = /^#{1,6} .*$/m.exec(markdown)?.[0];
      if (firstHeading !== `# ${title}`)
        problems.push(`${twin}: first heading ${firstHeading} instead of "# ${title}"`);
      const tags = tagsOutsideCode(markdown);
      if (tags.length > 0) problems.push(`${twin}: tags ${tags.slice(0, 3).join(' ')}`);
      const text = prose(markdown);
      for (const leftover of [/<SharedData/, /\bundefined\b/, /\[object Object\]/, /[{}]/]) {
        if (leftover.test(text)) problems.push(`${twin}: ${leftover} outside code`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('llms-full.txt holds every guide and the CLI reference, in navigation order', async () => {
    const [full, llms] = await Promise.all([read('llms-full.txt'), read('llms.txt')]);
    const guides = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)]
      .map((match) => match[1] ?? '')
      .filter((url) => /\/guides\/|\/reference\/cli\/$/.test(url));
    const positions = guides.map((url) => full.indexOf(`Source: ${url}\n`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(prose(full).match(/^# /gm)).toHaveLength(1);
  });

  it('serves twins and llms files with their content types, and caches like the _headers file says', async () => {
    const base = siteOrigin();
    for (const [path, type] of [
      ['/guides/auth.md', 'text/markdown; charset=utf-8'],
      ['/index.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
    }
    const rules = parseHeadersFile(await read('_headers'));
    const samples = ['/', '/guides/auth/', '/guides/auth.md', '/llms.txt', '/sitemap.xml'];
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await read('index.html'))?.[1];
    if (chunk) samples.push(chunk);
    expect(samples).toHaveLength(6);
    for (const path of samples) {
      const matching = rules.filter(
        (rule) =>
          rule.headers['Cache-Control'] &&
          (rule.pattern.endsWith('*') ? path.startsWith(rule.pattern.slice(0, -1)) : rule.pattern === path),
      );
      expect(matching, path).toHaveLength(1);
      const response = await fetch(base + path, { method: 'HEAD' });
      expect(response.headers.get('cache-control'), path).toBe(matching[0]?.headers['Cache-Control']);
      expect(response.headers.get('cache-control'), path).toBe(cacheControlFor(path));
    }
  });

  it('copies a guide as Markdown with the button, which says "Copied"', async () => {
    const page = await browser.newPage();
    await gotoPath(page, '/guides/getting-started/api-keys/');
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await fetch(siteUrl('/guides/getting-started/api-keys.md'))).text();
    expect(copied).toBe(twin);
    expect(copied.startsWith('# Project URL and API keys')).toBe(true);
  });
});

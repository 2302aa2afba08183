import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../local/serve.mjs';
import { HEADERS_FILE, headerPatterns, headersFile, parseHeadersFile } from './static-headers.mjs';

let root: string;
let server: { url: string; close: () => Promise<void> };

const files = [
  'index.html',
  'guides/auth/index.html',
  'guides/auth.md',
  'llms.txt',
  'og/home.png',
  '_next/static/chunks/app-0a1b2c.js',
  '_next/static/media/inter.woff2',
];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-headers-'));
  for (const file of files) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), file);
  }
  await writeFile(join(root, HEADERS_FILE), headersFile(await headerPatterns(root)));
  server = await startServer({ root, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

/** How Netlify and Cloudflare Pages match a rule: `*` stands for the rest of the path. */
const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

function head(url: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((done, fail) => {
    request(url, { method: 'HEAD' }, (res) => {
      res.resume();
      done(res.headers);
    })
      .on('error', fail)
      .end();
  });
}

describe('the _headers file for static hosts', () => {
  it('gives every file the Cache-Control the local server sends, from exactly one rule', async () => {
    const rules = parseHeadersFile(await readFile(join(root, HEADERS_FILE), 'utf8'));
    for (const file of files) {
      const path = file === 'index.html' ? '/' : `/${file.replace(/index\.html$/, '')}`;
      const cacheRules = rules.filter((rule) => rule.headers['Cache-Control'] && matches(rule.pattern, path));
      expect(cacheRules, path).toHaveLength(1);
      const served = await head(server.url + path);
      expect(cacheRules[0]?.headers['Cache-Control'], path).toBe(served['cache-control']);
      expect(rules.find((rule) => rule.pattern === '/*')?.headers['X-Content-Type-Options']).toBe(
        served['x-content-type-options'],
      );
    }
  });

  it('marks hashed assets immutable and everything else revalidated', () => {
    const rules = parseHeadersFile(headersFile(['/', '/_next/static/*', '/pglite/0.5.16/*', '/guides/*']));
    expect(rules.map((rule) => [rule.pattern, rule.headers['Cache-Control']])).toEqual([
      ['/*', undefined],
      ['/', 'no-cache'],
      ['/_next/static/*', 'public, max-age=31536000, immutable'],
      // PGlite's copy is under its version, so it is kept for later pages like a hashed file.
      ['/pglite/0.5.16/*', 'public, max-age=31536000, immutable'],
      ['/guides/*', 'no-cache'],
    ]);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefersMarkdown } from '../build/markdown-negotiation.mjs';
import { acceptsGzip, type RunningServer, resolvePath, startServer } from './serve.mjs';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET that sends the path exactly as written (fetch would normalise `..` away). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

let parent: string;
let root: string;
let server: RunningServer;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'serve-test-'));
  root = join(parent, 'out');
  await mkdir(join(root, 'guides', 'intro'), { recursive: true });
  await mkdir(join(root, '_next', 'static', 'chunks'), { recursive: true });
  await mkdir(join(root, 'pagefind', 'index'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
  await writeFile(join(root, 'guides', 'intro', 'index.html'), '<h1>Intro</h1>');
  await writeFile(join(root, 'guides', 'intro.md'), '# Intro\n');
  await writeFile(join(root, 'index.md'), '# Home\n');
  await writeFile(join(root, '_next', 'static', 'chunks', 'app-1a2b.js'), 'console.log("app");'.repeat(50));
  await writeFile(join(root, 'pagefind', 'index', 'en_1a2b.pf_index'), Buffer.from([0x1f, 0x8b, 0, 1]));
  await writeFile(join(root, 'parser.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d]));
  await writeFile(join(root, 'pglite.data'), 'x'.repeat(2000));
  await writeFile(join(parent, 'secret.txt'), 'outside the site root');
  server = await startServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(parent, { recursive: true, force: true });
});

describe('resolvePath', () => {
  it('maps a folder path with a trailing slash to its index.html', async () => {
    expect(await resolvePath(root, '/guides/intro/')).toEqual({
      kind: 'file',
      filePath: join(root, 'guides', 'intro', 'index.html'),
      status: 200,
    });
  });

  it('redirects a folder path without the trailing slash', async () => {
    expect(await resolvePath(root, '/guides/intro')).toEqual({
      kind: 'redirect',
      location: '/guides/intro/',
    });
  });

  it('redirects only to the resolved same-origin folder, never to a path a browser reads as a host', async () => {
    for (const path of [
      '/\\evil.example/../guides/intro',
      '//evil.example/../guides/intro',
      '/guides/./x/../intro',
    ]) {
      expect(await resolvePath(root, path), path).toEqual({ kind: 'redirect', location: '/guides/intro/' });
    }
  });

  it('reports missing files as not found', async () => {
    expect(await resolvePath(root, '/guides/missing/')).toEqual({ kind: 'not-found' });
  });

  it('rejects paths that climb out of the root, plain or percent-encoded', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/guides/..%5c..%5csecret.txt',
    ]) {
      expect(await resolvePath(root, path), path).toEqual({ kind: 'bad-request' });
    }
  });

  it('rejects undecodable paths and NUL bytes', async () => {
    expect(await resolvePath(root, '/%E0%A4%A')).toEqual({ kind: 'bad-request' });
    expect(await resolvePath(root, '/index.html%00.png')).toEqual({ kind: 'bad-request' });
  });
});

describe('acceptsGzip', () => {
  it('honours q-values, including an explicit refusal', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('the HTTP server', () => {
  it('serves a folder index as uncached HTML', async () => {
    const res = await get(server.url, '/guides/intro/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe('<h1>Intro</h1>');
  });

  it('answers /path with a 308 to /path/ and keeps the query', async () => {
    const res = await get(server.url, '/guides/intro?tab=sql');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/guides/intro/?tab=sql');
  });

  it('answers /\\host/../folder with a 308 to the folder on this origin', async () => {
    const res = await get(server.url, '/\\evil.example/../guides/intro');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/guides/intro/');
  });

  it('sends 404.html with status 404 for a missing page', async () => {
    const res = await get(server.url, '/no/such/page/');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe('<h1>Page not found</h1>');
  });

  it('never serves a file outside the root', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/guides/..%2f..%2fsecret.txt']) {
      const res = await get(server.url, path);
      expect(res.status, path).toBe(400);
      expect(res.body.toString(), path).not.toContain('outside the site root');
    }
  });

  it('marks hashed Next.js assets immutable and gzips them when asked', async () => {
    const res = await get(server.url, '/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe('console.log("app");'.repeat(50));
  });

  it('sends plain bytes to a client that does not accept gzip', async () => {
    const res = await get(server.url, '/_next/static/chunks/app-1a2b.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('console.log("app");'.repeat(50));
  });

  it('serves wasm as application/wasm and Pagefind chunks as untouched octet streams', async () => {
    const wasm = await get(server.url, '/parser.wasm');
    expect(wasm.headers['content-type']).toBe('application/wasm');
    const chunk = await get(server.url, '/pagefind/index/en_1a2b.pf_index', { 'accept-encoding': 'gzip' });
    expect(chunk.headers['content-type']).toBe('application/octet-stream');
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect([...chunk.body]).toEqual([0x1f, 0x8b, 0, 1]);
  });

  it("compresses PGlite's file-system bundle (.data)", async () => {
    const data = await get(server.url, '/pglite.data', { 'accept-encoding': 'gzip' });
    expect(data.headers['content-type']).toBe('application/octet-stream');
    expect(data.headers['content-encoding']).toBe('gzip');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get(server.url, '/');
    const etag = String(first.headers.etag);
    const second = await get(server.url, '/', { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });
});

describe('Markdown on request', () => {
  it('answers the same page URL with its twin for Accept: text/markdown and with HTML otherwise', async () => {
    const markdown = await get(server.url, '/guides/intro/', { Accept: 'text/markdown' });
    expect(markdown.status).toBe(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.vary).toBe('Accept, Accept-Encoding');
    expect(markdown.body.toString()).toBe('# Intro\n');

    const html = await get(server.url, '/guides/intro/', {
      Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers.vary).toBe('Accept, Accept-Encoding');
    expect(html.body.toString()).toBe('<h1>Intro</h1>');

    const home = await get(server.url, '/', { Accept: 'text/markdown, text/html;q=0.9' });
    expect(home.body.toString()).toBe('# Home\n');
  });

  it('keeps HTML for a page without a twin and Markdown files as they are', async () => {
    const twinless = await get(server.url, '/404.html', { Accept: 'text/markdown' });
    expect(twinless.headers['content-type']).toBe('text/html; charset=utf-8');
    const direct = await get(server.url, '/guides/intro.md');
    expect(direct.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('prefers Markdown only when asked for at least as strongly as HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, */*;q=0.1')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
  });
});

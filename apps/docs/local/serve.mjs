// Static file server for the exported site in out/ (`npm run serve`: scripts/serve.mjs). No dependencies
// beyond Node itself.
//
// Routes follow `trailingSlash: true`: a folder answers with its index.html, `/path` is redirected (308) to
// `/path/` when that folder exists, and anything missing gets out/404.html with status 404.
// Tests import `startServer` and `resolvePath` from here.

import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';

import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { COMMON_HEADERS, cacheControlFor, REVALIDATE } from '../build/cache-policy.mjs';
import { prefersMarkdown, twinOfPagePath } from '../build/markdown-negotiation.mjs';
import { OUT_DIR } from '../build/out-files.mjs';

const gzipAsync = promisify(gzipCallback);

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * @typedef {{ kind: 'file', filePath: string, status: number } | { kind: 'redirect', location: string }} Found
 * @typedef {Found | { kind: 'not-found' } | { kind: 'bad-request' }} ResolvedPath
 * @typedef {object} RunningServer
 * @property {string} url Origin without a trailing slash, e.g. `http://127.0.0.1:41234`.
 * @property {() => Promise<void>} close
 * @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<boolean>} Mount
 */

/** @type {Record<string, string | undefined>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  // PGlite's file-system bundle (/pglite/<version>/pglite.data).
  '.data': 'application/octet-stream',
  // Pagefind's index chunks (.pf_meta, .pf_index, .pf_fragment, .pf_filter) and its wasm bundle
  // (wasm.<lang>.pagefind) are already gzipped by Pagefind; the browser must get the bytes untouched.
  '.pagefind': 'application/octet-stream',
};

/** Types worth compressing on the fly; images, fonts and Pagefind's pre-gzipped files are left alone. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.md',
  '.xml',
  '.wasm',
  '.data',
]);

/** @param {string} filePath */
function contentTypeFor(filePath) {
  const ext = extname(filePath).toLowerCase();
  if (ext.startsWith('.pf_')) return 'application/octet-stream';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** @param {string} filePath */
async function statOrNull(filePath) {
  try {
    return await stat(filePath);
  } catch {
    return null;
  }
}

/**
 * Maps a request path (the part of the URL before `?`) to what the server should do with it:
 * `{ kind: 'file', filePath, status }`, `{ kind: 'redirect', location }`, `{ kind: 'not-found' }`
 * or `{ kind: 'bad-request' }` (undecodable path, NUL byte, or a path that escapes the root).
 * @param {string} root
 * @param {string} rawPath
 * @returns {Promise<ResolvedPath>}
 */
export async function resolvePath(root, rawPath) {
  const rootDir = resolve(root);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return { kind: 'bad-request' };

  // `resolve` collapses `..` segments (including ones that arrived percent-encoded or with
  // backslashes), so containment is checked on the final absolute path.
  const target = resolve(rootDir, `.${decoded.replaceAll('\\', '/')}`);
  if (target !== rootDir && !target.startsWith(rootDir + sep)) return { kind: 'bad-request' };

  const info = await statOrNull(target);
  if (info?.isFile()) return { kind: 'file', filePath: target, status: 200 };
  if (info?.isDirectory()) {
    const index = join(target, 'index.html');
    if (!(await statOrNull(index))?.isFile()) return { kind: 'not-found' };
    if (decoded.endsWith('/')) return { kind: 'file', filePath: index, status: 200 };
    // Built from the resolved folder, not from the request: `/\host/../x` or `//host` must never become a
    // redirect that a browser reads as another host.
    const segments = relative(rootDir, target).split(sep).filter(Boolean).map(encodeURIComponent);
    return { kind: 'redirect', location: `/${segments.map((segment) => `${segment}/`).join('')}` };
  }
  return { kind: 'not-found' };
}

export function acceptsGzip(header = '') {
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number.parseFloat(q.slice(2)) > 0;
  });
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} urlPath
 * @param {string} filePath
 * @param {number} status
 * @param {string[]} [vary] request headers the answer depends on besides Accept-Encoding
 */
async function sendFile(req, res, urlPath, filePath, status, vary = []) {
  const info = await stat(filePath);
  const ext = extname(filePath).toLowerCase();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', contentTypeFor(filePath));
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(urlPath) : REVALIDATE);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
  const compress = COMPRESSIBLE.has(ext);
  const varyOn = compress ? [...vary, 'Accept-Encoding'] : vary;
  if (varyOn.length > 0) res.setHeader('Vary', varyOn.join(', '));
  if (status === 200) {
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
  }
  const gzip = compress && acceptsGzip(req.headers['accept-encoding']);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  else res.setHeader('Content-Length', info.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (gzip) {
    res.end(await gzipped(filePath, etag));
    return;
  }
  const stream = createReadStream(filePath);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * Each file compressed once per version (its ETag): the browser tests load the same scripts and pages hundreds
 * of times, and compressing them on every request was a tenth of the test run's server CPU.
 * @type {Map<string, { etag: string, body: Promise<Buffer> }>}
 */
const compressed = new Map();

/** @param {string} filePath @param {string} etag */
function gzipped(filePath, etag) {
  const cached = compressed.get(filePath);
  if (cached?.etag === etag) return cached.body;
  const body = readFile(filePath).then((bytes) => gzipAsync(bytes));
  // A failed read is not kept: the next request tries again.
  body.catch(() => compressed.delete(filePath));
  compressed.set(filePath, { etag, body });
  return body;
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} rootDir
 */
async function sendNotFound(req, res, rootDir) {
  const page = join(rootDir, '404.html');
  if ((await statOrNull(page))?.isFile()) {
    await sendFile(req, res, '/404.html', page, 404);
    return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
  res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} rootDir
 */
async function handle(req, res, rootDir) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed\n');
    return;
  }
  const rawUrl = req.url ?? '/';
  const queryAt = rawUrl.search(/[?#]/);
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt).replace(/#.*$/, '');
  const result = await resolvePath(rootDir, rawPath);
  switch (result.kind) {
    case 'file': {
      // A page address answers HTML or, for `Accept: text/markdown`, the page's Markdown twin; either way the
      // answer depends on Accept, which caches must know.
      const twin = result.filePath.endsWith(`${sep}index.html`) ? twinOfPagePath(rawPath) : null;
      if (twin && prefersMarkdown(req.headers.accept)) {
        const found = await resolvePath(rootDir, twin);
        if (found.kind === 'file') {
          await sendFile(req, res, twin, found.filePath, 200, ['Accept']);
          return;
        }
      }
      await sendFile(req, res, rawPath, result.filePath, result.status, twin ? ['Accept'] : []);
      return;
    }
    case 'redirect':
      res.writeHead(308, { Location: result.location + query, 'Cache-Control': REVALIDATE });
      res.end();
      return;
    case 'bad-request':
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request\n');
      return;
    default:
      await sendNotFound(req, res, rootDir);
  }
}

/**
 * Starts serving `root` (default: apps/docs/out). `port: 0` picks a free port.
 * Resolves to `{ url, close }` once the server is listening; `url` has no trailing slash.
 * `mount` sees each request first and answers the ones it resolves `true` for (the docs MCP endpoint at /mcp
 * under `npm start`); the rest are files.
 * @param {{ root?: string, port?: number, host?: string, mount?: Mount }} [options]
 * @returns {Promise<RunningServer>}
 */
export async function startServer({ root = OUT_DIR, port = 3000, host = '127.0.0.1', mount } = {}) {
  const rootDir = resolve(root);
  const server = createServer((req, res) => {
    (mount ? mount(req, res) : Promise.resolve(false))
      .then((answered) => (answered ? undefined : handle(req, res, rootDir)))
      .catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      });
  });
  await /** @type {Promise<void>} */ (
    new Promise((done, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => {
        server.off('error', fail);
        done();
      });
    })
  );
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${boundPort}`,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((done) => {
          server.close(() => done());
          server.closeAllConnections();
        })
      ),
  };
}

// Checks every internal link in the exported site (out/; `npm run links`, scripts/link-check.mjs): each href/src/srcset that points inside the site
// must name a file that exists, and each #fragment must match an id (or a name attribute) in the target page.
//
// Semantics follow `trailingSlash: true`: `/a/b/` needs out/a/b/index.html; `/a/b` must be a file. A link to
// a page without its trailing slash (`/a/b` where out/a/b/index.html exists) is reported too: the server
// would redirect it, but every internal link names the page's own address. `#` and `#top` always resolve (the HTML spec
// scrolls to the top for both). Links with a scheme (https:, mailto:, data:, ...) or starting with `//` are
// external and skipped. Script and style contents are not markup, so URLs inside them are not links.
// 404.html may only use root-relative links, because the server sends it for any missing path.

import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { isFile, listHtmlFiles, OUT_DIR } from './out-files.mjs';

/**
 * @typedef {{ attribute: string, url: string }} FoundLink
 * @typedef {{ page: string, url: string, reason: string }} BrokenLink `page` is the URL path of the page
 *   holding the link, e.g. `/guides/getting-started/`.
 */

const SITE_ORIGIN = 'http://site.invalid';

const LINK_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'poster', 'action', 'formaction']);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);

/** @type {Record<string, string>} */
const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** @param {string} source */
function parseAttributes(source) {
  /** @type {[string, string][]} */
  const attributes = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.push([(match[1] ?? '').toLowerCase(), decodeEntities(value)]);
  }
  return attributes;
}

/**
 * Reads the parts of an HTML document the checker needs: the URLs in link attributes and every
 * id/name defined in it. A small tokenizer is enough because the input is our own generated HTML.
 * @param {string} html
 */
export function scanHtml(html) {
  /** @type {FoundLink[]} */
  const links = [];
  /** @type {Set<string>} */
  const anchors = new Set();
  const lowerHtml = html.toLowerCase();
  const tag =
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\/[^>]*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let match = tag.exec(html);
  while (match !== null) {
    const name = match[1]?.toLowerCase();
    if (name) {
      for (const [attribute, value] of parseAttributes(match[2] ?? '')) {
        if (attribute === 'id' || attribute === 'name') {
          if (value !== '' && (attribute === 'id' || name === 'a')) anchors.add(value);
        } else if (attribute === 'srcset') {
          for (const candidate of value.split(',')) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) links.push({ attribute, url });
          }
        } else if (LINK_ATTRIBUTES.has(attribute)) {
          links.push({ attribute, url: value.trim() });
        }
      }
      if (RAW_TEXT_ELEMENTS.has(name)) {
        const end = lowerHtml.indexOf(`</${name}`, tag.lastIndex);
        tag.lastIndex = end === -1 ? html.length : end;
      }
    }
    match = tag.exec(html);
  }
  return { links, anchors };
}

/**
 * True when the link leaves the site: any URL scheme, or a protocol-relative `//host/...`.
 * @param {string} url
 */
function isExternal(url) {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * The URL path a file in out/ is served at: `guides/a/index.html` → `/guides/a/`.
 * @param {string} root
 * @param {string} filePath
 */
export function pagePathFor(root, filePath) {
  const path = `/${relative(root, filePath).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * Finds the file a URL path is served from, or null; a folder path without its trailing slash resolves to
 * the folder's index.html (the caller reports the missing slash).
 * @param {string} root
 * @param {string} pathname
 */
async function resolveTarget(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (decoded.endsWith('/')) {
    const index = join(target, 'index.html');
    return (await isFile(index)) ? index : null;
  }
  if (await isFile(target)) return target;
  const index = join(target, 'index.html');
  return (await isFile(index)) ? index : null;
}

/**
 * True for a link to a page (a folder's index.html) whose path does not end in a slash.
 * @param {string} pathname
 * @param {string} targetFile
 */
function isSlashlessPageLink(pathname, targetFile) {
  return (
    !pathname.endsWith('/') && targetFile.endsWith(`${sep}index.html`) && !pathname.endsWith('/index.html')
  );
}

/**
 * The site's origin as the sitemap names it (the twins' absolute links use it), or null without a sitemap.
 * @param {string} root
 */
async function siteOrigin(root) {
  try {
    const loc = /<loc>([^<]+)<\/loc>/.exec(await readFile(join(root, 'sitemap.xml'), 'utf8'))?.[1];
    return loc ? new URL(decodeEntities(loc)).origin : null;
  } catch {
    return null;
  }
}

/**
 * The Markdown files of the export (twins) and the llms files.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function listMarkdownFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listMarkdownFiles(full)));
    else if (entry.isFile() && (entry.name.endsWith('.md') || /^llms(-full)?\.txt$/.test(entry.name)))
      files.push(full);
  }
  return files.sort();
}

/**
 * Link destinations in Markdown (`[text](url)`), outside fenced code.
 * @param {string} markdown
 */
function markdownLinks(markdown) {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  return [...prose.matchAll(/\]\((<[^>\n]*>|[^)\s]+)/g)].map((match) =>
    (match[1] ?? '').replace(/^<|>$/g, ''),
  );
}

/**
 * Checks all pages under `root`. Returns `{ pages, linksChecked, broken }` where each broken entry is
 * `{ page, url, reason }` with `page` as the source page's URL path.
 * @param {string} [root]
 */
export async function checkLinks(root = OUT_DIR) {
  const rootDir = resolve(root);
  const files = await listHtmlFiles(rootDir);
  /** @type {Map<string, ReturnType<typeof scanHtml>>} */
  const scans = new Map();
  /** @param {string} file */
  const scanFile = async (file) => {
    let scan = scans.get(file);
    if (!scan) {
      scan = scanHtml(await readFile(file, 'utf8'));
      scans.set(file, scan);
    }
    return scan;
  };

  /** @type {BrokenLink[]} */
  const broken = [];
  let linksChecked = 0;

  /**
   * Checks one internal link found on `pagePath` (served from `file`); reports it in `broken` when wrong.
   * @param {string} pagePath
   * @param {string} file
   * @param {string} url
   */
  const checkLink = async (pagePath, file, url) => {
    linksChecked += 1;
    const resolved = new URL(url, SITE_ORIGIN + pagePath);
    const targetFile = resolved.pathname === new URL(pagePath, SITE_ORIGIN).pathname ? file : null;
    const target = targetFile ?? (await resolveTarget(rootDir, resolved.pathname));
    if (!target) {
      broken.push({ page: pagePath, url, reason: `no file for ${resolved.pathname}` });
      return;
    }
    if (isSlashlessPageLink(resolved.pathname, target)) {
      broken.push({
        page: pagePath,
        url,
        reason: `page link without its trailing slash (use ${resolved.pathname}/)`,
      });
      return;
    }
    const fragment = resolved.hash.slice(1);
    if (fragment === '' || fragment.toLowerCase() === 'top' || !target.endsWith('.html')) return;
    let id;
    try {
      id = decodeURIComponent(fragment);
    } catch {
      id = fragment;
    }
    const { anchors } = await scanFile(target);
    if (!anchors.has(id)) {
      broken.push({ page: pagePath, url, reason: `no id "${id}" in ${pagePathFor(rootDir, target)}` });
    }
  };

  for (const file of files) {
    const pagePath = pagePathFor(rootDir, file);
    const { links } = await scanFile(file);
    for (const { url } of links) {
      if (url === '' || isExternal(url)) continue;
      // 404.html is served at whatever path was missing, so a relative link on it points somewhere else.
      if (pagePath === '/404.html' && !url.startsWith('/') && !url.startsWith('#')) {
        linksChecked += 1;
        broken.push({
          page: pagePath,
          url,
          reason: 'relative link on the 404 page (it is served at any path)',
        });
        continue;
      }
      await checkLink(pagePath, file, url);
    }
  }

  // The Markdown twins and llms files link pages by absolute URL (they are read away from the site): the
  // ones on the site's own origin, read from the sitemap, must resolve like any other internal link.
  const origin = await siteOrigin(rootDir);
  const markdownFiles = origin ? await listMarkdownFiles(rootDir) : [];
  for (const file of markdownFiles) {
    const pagePath = pagePathFor(rootDir, file);
    for (const url of markdownLinks(await readFile(file, 'utf8'))) {
      if (origin && url.startsWith(`${origin}/`)) await checkLink(pagePath, file, url.slice(origin.length));
    }
  }
  return { pages: files.length, markdownFiles: markdownFiles.length, linksChecked, broken };
}

// Writes every page's OpenGraph preview into the export, after `next build` (scripts/og-images.mjs).
//
// Each exported page names its image in <meta property="og:image"> (lib/site/social-metadata.ts decides the
// path, /og/<page>.png). This reads that tag with the page's og:title and og:description, draws the picture
// (og-image.mjs) and renders it to PNG with resvg. A page without an og:image under /og/ fails the run, so a
// new route cannot ship without a preview.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { pagePathFor } from './link-check.mjs';
import { loadFonts, OG_WIDTH, ogImageSvg } from './og-image.mjs';
import { listHtmlFiles } from './out-files.mjs';

/**
 * @import { OgFonts, OgPage } from './og-image.mjs'
 * @typedef {OgPage & { path: string }} OgImageJob `path` is where the PNG goes, as a site path:
 *   `/og/guides/auth.png`.
 */

const CONTENT = fileURLToPath(new URL('../content/guides/', import.meta.url));
const FALLBACK_SITE_NAME = 'Docs';

/** @param {string} text */
const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The content of `<meta property|name="key" content="…">` in the page's head, decoded.
 * @param {string} html
 * @param {string} key
 */
export function metaContent(html, key) {
  for (const tag of html.match(/<meta\s[^>]*>/g) ?? []) {
    const name = tag.match(/\s(?:property|name)="([^"]*)"/)?.[1];
    if (name === key) {
      const content = tag.match(/\scontent="([^"]*)"/)?.[1];
      return content === undefined ? undefined : decode(content);
    }
  }
  return undefined;
}

/**
 * The section line above the title: the guide section's title from its meta.json, or the area's name.
 * @param {string} pagePath
 * @returns {Promise<string>}
 */
export async function sectionFor(pagePath, contentDir = CONTENT) {
  const [area, section] = pagePath.split('/').filter(Boolean);
  if (area === 'reference') return 'CLI reference';
  if (area !== 'guides') return 'Documentation';
  if (!section) return 'Guides';
  try {
    const meta = JSON.parse(await readFile(join(contentDir, section, 'meta.json'), 'utf8'));
    return typeof meta.title === 'string' ? meta.title : 'Guides';
  } catch {
    return 'Guides';
  }
}

/**
 * Reads every page in `root` and returns the images to draw, one per distinct og:image path, plus the pages
 * that have none: `{ images: [{ path, siteName, title, description, section }], missing: [pagePath] }`.
 * @param {string} root
 */
export async function collectImages(root, contentDir = CONTENT) {
  /** @type {Map<string, OgImageJob>} */
  const images = new Map();
  /** @type {string[]} */
  const missing = [];
  for (const file of await listHtmlFiles(root)) {
    const pagePath = pagePathFor(root, file);
    const html = await readFile(file, 'utf8');
    const url = metaContent(html, 'og:image');
    const path = url ? new URL(url, 'http://site.invalid').pathname : undefined;
    if (!path?.startsWith('/og/') || !path.endsWith('.png')) {
      missing.push(pagePath);
      continue;
    }
    if (images.has(path)) continue;
    images.set(path, {
      path,
      siteName: metaContent(html, 'og:site_name') ?? FALLBACK_SITE_NAME,
      title: metaContent(html, 'og:title') ?? metaContent(html, 'og:site_name') ?? FALLBACK_SITE_NAME,
      description: metaContent(html, 'og:description'),
      section: await sectionFor(pagePath, contentDir),
    });
  }
  return { images: [...images.values()].sort((a, b) => a.path.localeCompare(b.path)), missing };
}

/**
 * Draws and writes every image; returns how many were written.
 * @param {string} root
 * @param {OgImageJob[]} images
 * @param {OgFonts} [fonts]
 */
export async function writeImages(root, images, fonts = loadFonts()) {
  for (const image of images) {
    const svg = ogImageSvg(fonts, image);
    const png = new Resvg(svg, {
      fitTo: { mode: 'width', value: OG_WIDTH },
      font: { loadSystemFonts: false },
    })
      .render()
      .asPng();
    const target = join(root, `.${image.path}`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, png);
  }
  return images.length;
}

#!/usr/bin/env node
// Writes every page's OpenGraph preview into the export, after `next build`:
//
//   node scripts/og-images.mjs [dir]      dir defaults to apps/docs/out
//
// Each exported page names its image in <meta property="og:image"> (lib/social-metadata.ts decides the
// path, /og/<page>.png). This reads that tag with the page's og:title and og:description, draws the picture
// (og-image.mjs) and renders it to PNG with resvg. A page without an og:image under /og/ fails the run, so a
// new route cannot ship without a preview.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { pagePathFor } from './link-check.mjs';
import { loadFonts, OG_WIDTH, ogImageSvg } from './og-image.mjs';
import { listHtmlFiles } from './out-files.mjs';

const DEFAULT_ROOT = fileURLToPath(new URL('../out/', import.meta.url));
const CONTENT = fileURLToPath(new URL('../content/guides/', import.meta.url));
const FALLBACK_SITE_NAME = 'Docs';

const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of `<meta property|name="key" content="…">` in the page's head, decoded. */
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

/** The section line above the title: the guide section's title from its meta.json, or the area's name. */
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
 */
export async function collectImages(root, contentDir = CONTENT) {
  const images = new Map();
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

/** Draws and writes every image; returns how many were written. */
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

async function main() {
  const root = resolve(process.argv[2] ?? DEFAULT_ROOT);
  const started = performance.now();
  const { images, missing } = await collectImages(root);
  if (missing.length > 0) {
    console.error(`og-images: ${missing.length} page(s) have no og:image under /og/:`);
    for (const page of missing) console.error(`  ${page}`);
    process.exit(1);
  }
  const count = await writeImages(root, images);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`og-images: ${count} preview images written to ${join(root, 'og')} in ${seconds} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

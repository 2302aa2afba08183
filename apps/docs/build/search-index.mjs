// Builds the Pagefind search index of the exported site (out/ → out/pagefind/) with Pagefind's Node API, so
// each page's HTML can be prepared for indexing first (see prepareHtmlForIndex). The served HTML is untouched.
// Run by `npm run build` after `next build` (scripts/search-index.mjs).
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { listHtmlFiles, OUT_DIR } from './out-files.mjs';

/**
 * Pagefind separates the text of block elements it knows (p, li, td, div, headings…) and runs everything else
 * together, so a table header cell, a figure caption or the end of a code block would glue to the next word
 * ("FlagType", "pushResponse"). These elements get a space before their end tag in the indexed copy.
 */
const UNSEPARATED_BLOCKS = ['th', 'caption', 'figcaption', 'pre', 'dt', 'dd', 'summary', 'button', 'legend'];
const CLOSING_TAG = new RegExp(`</(${UNSEPARATED_BLOCKS.join('|')})>`, 'gi');

/**
 * `<noscript data-pagefind-index>` (components/mdx/no-script.tsx) holds data a widget draws only in the
 * browser, such as the extension names; the indexed copy reads it as ordinary content.
 */
const INDEXED_NOSCRIPT = /<noscript data-pagefind-index="">([\s\S]*?)<\/noscript>/g;

/**
 * The HTML Pagefind indexes: indexed no-script content unwrapped, separators where Pagefind would glue words, and table header rows left out
 * (column names such as "Type" or "Default" are labels, not content, and only clutter excerpts).
 * @param {string} html
 */
export function prepareHtmlForIndex(html) {
  return html
    .replace(INDEXED_NOSCRIPT, '<div>$1</div>')
    .replace(CLOSING_TAG, ' </$1>')
    .replace(/<thead(?=[\s>])/gi, '<thead data-pagefind-ignore');
}

/**
 * The site URL of an exported HTML file: `guides/auth/index.html` → `/guides/auth/`.
 * @param {string} outDir
 * @param {string} file
 */
export function urlForHtmlFile(outDir, file) {
  const path = relative(outDir, file).split(sep).join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '$1')}`;
}

/**
 * Indexes every page of `outDir` (except the 404 page) and writes the index to `<outDir>/pagefind`.
 * @param {{ outDir?: string, log?: (message: string) => void }} [options]
 */
export async function buildSearchIndex({ outDir = OUT_DIR, log = console.log } = {}) {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex();
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    let pages = 0;
    for (const file of await listHtmlFiles(outDir)) {
      const url = urlForHtmlFile(outDir, file);
      if (url === '/404.html' || url.startsWith('/404/') || url.startsWith('/_not-found/')) continue;
      const content = prepareHtmlForIndex(await readFile(file, 'utf8'));
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) throw new Error(`${url}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    const written = await index.writeFiles({ outputPath: `${outDir.replace(/\/$/, '')}/pagefind` });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    log(
      `search-index: ${pages} pages indexed → ${relative(process.cwd(), written.outputPath) || written.outputPath}`,
    );
    return { pages, outputPath: written.outputPath };
  } finally {
    await pagefind.close();
  }
}

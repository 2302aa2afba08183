// Runs each page's JavaScript after its first paint (scripts/paint-first.mjs), after `next build`.
//
// Next.js writes a page's chunks as `<script async>` tags (and React preloads its bootstrap chunk). Async
// scripts run the moment they arrive: on a phone that is while the parser is still in the sidebar, so React's
// start-up ran before the article was painted, and the 140 KiB of chunks shared the bandwidth with the
// stylesheet. Lighthouse's simulated LCP counted every chunk that arrived or ran before the paint it observed
// (guides: LCP 2.0–2.9 s for an FCP of 0.8–1.1 s, the breakdown all "element render delay").
//
// Here those tags and preloads leave the HTML, and a small script at the end of the body adds the chunks as
// `<script async>` through `window.__afterFirstPaint` (lib/loading/after-first-paint.ts, inline in <head>):
// once the page is on screen. It marks the moment with `performance.mark('page-scripts')`, which the budget
// and the browser tests read. A page without that boot script gets its chunks at once.

import { readFile, writeFile } from 'node:fs/promises';
import { listHtmlFiles } from './out-files.mjs';

/** A chunk script as Next.js and React write them: `src` first, then `async=""`. */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
/** React's preload of its bootstrap script (the same file as one of the async tags). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
export const LOADER_MARK = 'data-paint-first';
/** The performance mark the loader sets when it adds the chunks. */
export const SCRIPTS_MARK = 'page-scripts';

/**
 * The script that adds the chunks, in page order, once the page is on screen.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  const add = [
    `performance.mark&&performance.mark(${JSON.stringify(SCRIPTS_MARK)});`,
    `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})`,
  ].join('');
  return `<script ${LOADER_MARK}="">(function(){function a(){${add}}var w=window.__afterFirstPaint;w?w(a):a()})()</script>`;
}

/**
 * The page with its async chunk scripts (and React's preloads of them) taken out and added by the loader at the
 * end of the body; `sources` lists them in page order. A page already rewritten, or one without chunk scripts,
 * comes back as it was (with no sources).
 * @param {string} html
 * @returns {{ html: string, sources: string[] }}
 */
export function paintFirst(html) {
  if (html.includes(LOADER_MARK) || !html.includes('</body>')) return { html, sources: [] };
  /** @type {string[]} */
  const sources = [];
  const rewritten = html
    .replace(ASYNC_SCRIPT, (_, /** @type {string} */ src) => {
      sources.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (tag, /** @type {string} */ src) => (sources.includes(src) ? '' : tag));
  if (sources.length === 0) return { html, sources };
  const closing = rewritten.lastIndexOf('</body>');
  return {
    html: `${rewritten.slice(0, closing)}${loaderScript(sources)}${rewritten.slice(closing)}`,
    sources,
  };
}

/**
 * Rewrites every HTML page of the export at `root`; returns how many pages changed. Throws when a page still
 * has an async script afterwards (a tag written in another form, which would run before the first paint).
 * @param {string} root
 */
export async function paintFirstExport(root) {
  let changed = 0;
  for (const file of await listHtmlFiles(root)) {
    const before = await readFile(file, 'utf8');
    const { html, sources } = paintFirst(before);
    if (/<script\b[^>]*\basync\b/.test(html)) {
      throw new Error(
        `${file}: an async script is left in the HTML; build/paint-first.mjs does not know its form.`,
      );
    }
    if (sources.length > 0) {
      await writeFile(file, html);
      changed += 1;
    }
  }
  return changed;
}

/**
 * The chunks a page's loader adds, in order (none when the page has no loader): for the checks that need to
 * know a page's own code.
 * @param {string} html
 * @returns {string[]}
 */
export function loaderSources(html) {
  const loader = new RegExp(`<script ${LOADER_MARK}="">(.*?)</script>`, 's').exec(html)?.[1] ?? '';
  return [...loader.matchAll(/"([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/**
 * Resolves once a Playwright page has added its chunks (the loader set SCRIPTS_MARK); at once on a page without
 * a loader, or with scripting off (its <head> boot scripts never ran).
 * @param {import('playwright-core').Page} page
 */
export async function pageScriptsAdded(page) {
  await page.waitForFunction(
    ({ mark, loader }) =>
      performance.getEntriesByName(mark).length > 0 ||
      !document.querySelector(`script[${loader}]`) ||
      !('__afterFirstPaint' in window),
    { mark: SCRIPTS_MARK, loader: LOADER_MARK },
  );
}

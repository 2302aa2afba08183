// Runs the page's JavaScript after the first frame that shows the whole page (scripts/paint-first.mjs), after
// `next build`.
//
// Next.js writes each page's chunks as `<script async>` in the head. Async scripts run the moment they
// arrive: on a phone they arrive while the parser is still in the sidebar, and React's start-up (50–270 ms
// of CPU at 4× slowdown) runs before the article's first paragraph, the page's largest paint, is painted.
// Here each of those tags becomes a low-priority preload in the same place (the bytes are fetched as early as
// before, and the fetch still counts before `load`), and a small script at the end of the body adds the
// `<script async>` tags back once the browser reports the article painted. Lighthouse's LCP counted every
// chunk that ran before that paint (guides: LCP 2.1–2.6 s for an FCP of 1.0–1.1 s).

import { readFile, writeFile } from 'node:fs/promises';
import { listHtmlFiles } from './out-files.mjs';

/** A chunk script as Next.js and React write them: `src` first, then `async=""`. */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
/** React's preload of its bootstrap script (the same file as one of the async tags). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
export const LOADER_MARK = 'data-paint-first';

/** @param {string} src */
const preload = (src) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;

/**
 * The script that adds the chunks back. It waits for the browser to report the largest paint of an element in
 * `#main-content` (reported once that frame is on screen, not merely drawn: under load the two are hundreds
 * of ms apart) and then, in a task of its own, adds them. Without that report it falls back to the timer
 * after the next frame: where the browser does not report largest paints, and after `load` (a page whose
 * largest paint is outside the article). A hidden tab paints nothing, so there they are added at once.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  const add = `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})`;
  const body = [
    `var d=0;function a(){if(d)return;d=1;${add}}`,
    'function f(){requestAnimationFrame(function(){setTimeout(a)})}',
    'if(document.hidden)return a();',
    'var P=window.PerformanceObserver,m=document.getElementById("main-content");',
    'if(!P||!m||(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)return f();',
    'new P(function(l,o){l.getEntries().forEach(function(e){if(e.element&&m.contains(e.element)){o.disconnect();setTimeout(a)}})}).observe({type:"largest-contentful-paint",buffered:true});',
    'addEventListener("load",f)',
  ].join('');
  return `<script ${LOADER_MARK}="">(function(){${body}})()</script>`;
}

/**
 * The page with its async chunk scripts turned into preloads and run by the loader at the end of the body;
 * `sources` lists them in page order. A page already rewritten, or one without chunk scripts, comes back as it
 * was (with no sources).
 * @param {string} html
 * @returns {{ html: string, sources: string[] }}
 */
export function paintFirst(html) {
  if (html.includes(LOADER_MARK) || !html.includes('</body>')) return { html, sources: [] };
  /** @type {string[]} */
  const sources = [];
  const preloaded = new Set([...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]));
  const rewritten = html.replace(ASYNC_SCRIPT, (_, /** @type {string} */ src) => {
    sources.push(src);
    return preloaded.has(src) ? '' : preload(src);
  });
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

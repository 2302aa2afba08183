// Marks chunks for eager compilation, after `next build` (scripts/compile-hints.mjs).
//
// V8 compiles a function the first time it runs, on the main thread: starting React or CodeMirror cold spends
// much of its long tasks compiling. A file that starts with the magic comment `//# allFunctionsCalledOnLoad`
// (V8's explicit compile hints, Chromium 136+; other engines ignore it) is compiled whole while it streams in,
// off the main thread. Two kinds of chunk get it:
// - the large chunks a page names in its HTML (React, Next.js's runtime; LARGE_PAGE_CHUNK_BYTES and over): they
//   run after the first paint (build/paint-first.mjs), so compiling them whole cannot delay it, and React's
//   start-up task on the home page fell from 75–110 ms to about 40 ms on this machine. Small chunks gain
//   little, and each hint adds bytes to pages whose JS budget is nearly spent;
// - the translator's on-demand chunks: the island's chunk and every chunk it names, transitively.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listHtmlFiles } from './out-files.mjs';

export const HINT = '//# allFunctionsCalledOnLoad\n';
/** A page's chunk gets the hint from this size (raw bytes). */
export const LARGE_PAGE_CHUNK_BYTES = 64 * 1024;
/** Text only the translator's island chunk holds (components/sql-to-rest/sql-to-rest-island.tsx). */
export const ISLAND_MARK = 'The SQL translator could not be loaded';
const CHUNK_NAME = /static\/chunks\/[\w.-]+\.js/g;
/** A chunk a page runs (Next.js's `async` tags; not the `noModule` polyfills modern browsers skip). */
const PAGE_CHUNK = /<script src="\/_next\/(static\/chunks\/[\w.-]+\.js)" async=""/g;

/**
 * The chunks reachable from the chunks whose text includes `mark`, following the chunk names each one
 * mentions (Turbopack writes the chunk lists of dynamic imports and workers as string literals), minus
 * `excluded`. `chunks` maps a chunk's path (`static/chunks/x.js`) to its text.
 * @param {Map<string, string>} chunks
 * @param {string} mark
 * @param {Set<string>} excluded
 * @returns {string[]}
 */
export function onDemandChunks(chunks, mark, excluded) {
  /** @type {Set<string>} */
  const found = new Set();
  const queue = [...chunks].filter(([, text]) => text.includes(mark)).map(([name]) => name);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const text = chunks.get(name);
    if (text === undefined || found.has(name) || excluded.has(name)) continue;
    found.add(name);
    for (const [next] of text.matchAll(CHUNK_NAME)) queue.push(next);
  }
  return [...found].sort();
}

/**
 * The text with the hint on its first line (once).
 * @param {string} text
 */
export function withHint(text) {
  return text.startsWith(HINT) ? text : HINT + text;
}

/**
 * Adds the hint to the large chunks the pages of the export at `root` name and to the translator's on-demand chunks;
 * returns both lists (`onDemand` is empty when no chunk holds ISLAND_MARK any more).
 * @param {string} root
 */
export async function addCompileHints(root) {
  const dir = join(root, '_next/static/chunks');
  /** @type {Map<string, string>} */
  const chunks = new Map();
  for (const file of await readdir(dir)) {
    if (file.endsWith('.js')) chunks.set(`static/chunks/${file}`, await readFile(join(dir, file), 'utf8'));
  }
  /** @type {Set<string>} */
  const named = new Set();
  for (const page of await listHtmlFiles(root)) {
    for (const [, name] of (await readFile(page, 'utf8')).matchAll(PAGE_CHUNK)) {
      if (name !== undefined && chunks.has(name)) named.add(name);
    }
  }
  const page = [...named].filter((name) => (chunks.get(name)?.length ?? 0) >= LARGE_PAGE_CHUNK_BYTES).sort();
  const onDemand = onDemandChunks(chunks, ISLAND_MARK, named);
  for (const name of [...page, ...onDemand]) {
    await writeFile(join(root, '_next', name), withHint(chunks.get(name) ?? ''));
  }
  return { page, onDemand };
}

// Marks the SQL-to-REST translator's on-demand chunks for eager compilation, after `next build`
// (scripts/compile-hints.mjs).
//
// V8 compiles a function the first time it runs, on the main thread: starting CodeMirror cold spends most of
// its long tasks compiling. A file that starts with the magic comment `//# allFunctionsCalledOnLoad` (V8's
// explicit compile hints, Chromium 136+; other engines ignore it) is compiled whole while it streams in, off
// the main thread. Only the chunks the translator loads after `load` get it: the island's chunk and every
// chunk it names, transitively, minus any chunk a page names in its HTML (shared code that loads before
// `load`, where eager compilation would delay the first paint).

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listHtmlFiles } from './out-files.mjs';

export const HINT = '//# allFunctionsCalledOnLoad\n';
/** Text only the translator's island chunk holds (components/sql-to-rest/sql-to-rest-island.tsx). */
export const ISLAND_MARK = 'The SQL translator could not be loaded';
const CHUNK_NAME = /static\/chunks\/[\w.-]+\.js/g;

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
 * Adds the hint to the translator's on-demand chunks in the export at `root`; returns the chunks marked
 * (none when no chunk holds ISLAND_MARK any more).
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
  const excluded = new Set();
  for (const page of await listHtmlFiles(root)) {
    for (const [name] of (await readFile(page, 'utf8')).matchAll(CHUNK_NAME)) excluded.add(name);
  }
  const marked = onDemandChunks(chunks, ISLAND_MARK, excluded);
  for (const name of marked) await writeFile(join(root, '_next', name), withHint(chunks.get(name) ?? ''));
  return marked;
}

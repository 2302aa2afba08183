#!/usr/bin/env node
// Marks the SQL-to-REST translator's on-demand chunks for eager compilation, after `next build`.
//
//   node scripts/compile-hints.mjs [dir]      dir defaults to apps/docs/out
//
// V8 compiles a function the first time it runs, on the main thread: starting CodeMirror cold spends most of
// its long tasks compiling. A file that starts with the magic comment `//# allFunctionsCalledOnLoad` (V8's
// explicit compile hints, Chromium 136+; other engines ignore it) is compiled whole while it streams in, off
// the main thread. Only the chunks the translator loads after `load` get it: the island's chunk and every
// chunk it names, transitively, minus any chunk a page names in its HTML (shared code that loads before
// `load`, where eager compilation would delay the first paint).

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listHtmlFiles } from './out-files.mjs';

const DEFAULT_ROOT = fileURLToPath(new URL('../out/', import.meta.url));
export const HINT = '//# allFunctionsCalledOnLoad\n';
/** Text only the translator's island chunk holds (components/sql-to-rest/sql-to-rest-island.tsx). */
export const ISLAND_MARK = 'The SQL translator could not be loaded';
const CHUNK_NAME = /static\/chunks\/[\w.-]+\.js/g;

/**
 * The chunks reachable from the chunks whose text includes `mark`, following the chunk names each one
 * mentions (Turbopack writes the chunk lists of dynamic imports and workers as string literals), minus
 * `excluded`. `chunks` maps a chunk's path (`static/chunks/x.js`) to its text.
 */
export function onDemandChunks(chunks, mark, excluded) {
  const found = new Set();
  const queue = [...chunks.keys()].filter((name) => chunks.get(name).includes(mark));
  while (queue.length > 0) {
    const name = queue.pop();
    if (found.has(name) || excluded.has(name) || !chunks.has(name)) continue;
    found.add(name);
    for (const [next] of chunks.get(name).matchAll(CHUNK_NAME)) queue.push(next);
  }
  return [...found].sort();
}

/** The text with the hint on its first line (once). */
export function withHint(text) {
  return text.startsWith(HINT) ? text : HINT + text;
}

async function main() {
  const root = resolve(process.argv[2] ?? DEFAULT_ROOT);
  const dir = join(root, '_next/static/chunks');
  const chunks = new Map();
  for (const file of await readdir(dir)) {
    if (file.endsWith('.js')) chunks.set(`static/chunks/${file}`, await readFile(join(dir, file), 'utf8'));
  }
  const excluded = new Set();
  for (const page of await listHtmlFiles(root)) {
    for (const [name] of (await readFile(page, 'utf8')).matchAll(CHUNK_NAME)) excluded.add(name);
  }
  const marked = onDemandChunks(chunks, ISLAND_MARK, excluded);
  if (marked.length === 0) {
    // The site works without the hints, only its translator starts slower: say so, without failing the build.
    console.warn(
      `compile-hints: no on-demand chunk contains "${ISLAND_MARK}", so no chunk was marked; ` +
        'update ISLAND_MARK in scripts/compile-hints.mjs if the island text changed.',
    );
    return;
  }
  for (const name of marked) {
    await writeFile(join(root, '_next', name), withHint(chunks.get(name)));
  }
  console.log(`compile-hints: ${marked.length} translator chunks compile eagerly, off the main thread`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

#!/usr/bin/env node
// The dev server has no search index of its own: Pagefind indexes the exported HTML, which only `npm run build`
// produces. Before `next dev` starts, this copies the last built index (out/pagefind/) to public/pagefind/,
// where the dev server serves it at the same address as the export. Before `next build` it removes that copy,
// so a stale index never ends up in the export. public/pagefind/ is git-ignored.
//
//   node scripts/dev-search-index.mjs          copy (for `npm run dev`)
//   node scripts/dev-search-index.mjs --remove remove (for `npm run build`)
import { cp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces `<publicDir>/pagefind` with a copy of `<outDir>/pagefind`. Returns what happened, and a line for the
 * terminal that says how to get an index when there is none.
 */
export async function copyBuiltIndex({
  outDir = join(APP_DIR, 'out'),
  publicDir = join(APP_DIR, 'public'),
} = {}) {
  const source = join(outDir, 'pagefind');
  const target = join(publicDir, 'pagefind');
  await rm(target, { recursive: true, force: true });
  if (!(await exists(join(source, 'pagefind.js')))) {
    return {
      copied: false,
      message:
        'dev-search-index: no built search index yet, so search shows how to get one. Run `npm run build -w apps/docs` once, then restart `npm run dev`.',
    };
  }
  await cp(source, target, { recursive: true });
  return {
    copied: true,
    message: 'dev-search-index: serving the search index of the last build from public/pagefind/',
  };
}

/** Removes the dev copy, so `next build` does not carry it into the export. */
export async function removeDevIndex({ publicDir = join(APP_DIR, 'public') } = {}) {
  await rm(join(publicDir, 'pagefind'), { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--remove')) await removeDevIndex();
  else console.log((await copyBuiltIndex()).message);
}

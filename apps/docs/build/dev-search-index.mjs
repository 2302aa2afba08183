// The dev server has no search index of its own: Pagefind indexes the exported HTML, which only `npm run build`
// produces. Before `next dev` starts, this copies the last built index (out/pagefind/) to public/pagefind/,
// where the dev server serves it at the same address as the export. Before `next build` it removes that copy,
// so a stale index never ends up in the export. public/pagefind/ is git-ignored.
//
// Run as scripts/dev-search-index.mjs.
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFile } from './out-files.mjs';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Replaces `<publicDir>/pagefind` with a copy of `<outDir>/pagefind`. Returns what happened, and a line for the
 * terminal that says how to get an index when there is none.
 * @param {{ outDir?: string, publicDir?: string }} [options]
 */
export async function copyBuiltIndex({
  outDir = join(APP_DIR, 'out'),
  publicDir = join(APP_DIR, 'public'),
} = {}) {
  const source = join(outDir, 'pagefind');
  const target = join(publicDir, 'pagefind');
  await rm(target, { recursive: true, force: true });
  if (!(await isFile(join(source, 'pagefind.js')))) {
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

/**
 * Removes the dev copy, so `next build` does not carry it into the export.
 * @param {{ publicDir?: string }} [options]
 */
export async function removeDevIndex({ publicDir = join(APP_DIR, 'public') } = {}) {
  await rm(join(publicDir, 'pagefind'), { recursive: true, force: true });
}

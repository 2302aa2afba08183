#!/usr/bin/env node
// Builds the Pagefind search index of the export (build/search-index.mjs); run by `npm run build` after
// `next build`.
//
//   node scripts/search-index.mjs [dir]      dir defaults to apps/docs/out
import { exportRoot } from '../build/out-files.mjs';
import { buildSearchIndex } from '../build/search-index.mjs';

await buildSearchIndex({ outDir: exportRoot() });

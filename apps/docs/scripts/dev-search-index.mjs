#!/usr/bin/env node
// Gives `next dev` the search index of the last build, or removes that copy before `next build`
// (build/dev-search-index.mjs).
//
//   node scripts/dev-search-index.mjs          copy (for `npm run dev`)
//   node scripts/dev-search-index.mjs --remove remove (for `npm run build`)
import { copyBuiltIndex, removeDevIndex } from '../build/dev-search-index.mjs';

if (process.argv.includes('--remove')) await removeDevIndex();
else console.log((await copyBuiltIndex()).message);

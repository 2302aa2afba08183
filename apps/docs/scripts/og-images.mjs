#!/usr/bin/env node
// Writes every page's OpenGraph preview into the export (build/og-images.mjs), after `next build`.
//
//   node scripts/og-images.mjs [dir]      dir defaults to apps/docs/out
import { join } from 'node:path';
import { collectImages, writeImages } from '../build/og-images.mjs';
import { exportRoot } from '../build/out-files.mjs';

const root = exportRoot();
const started = performance.now();
const { images, missing } = await collectImages(root);
if (missing.length > 0) {
  console.error(`og-images: ${missing.length} page(s) have no og:image under /og/:`);
  for (const page of missing) console.error(`  ${page}`);
  process.exit(1);
}
const count = await writeImages(root, images);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`og-images: ${count} preview images written to ${join(root, 'og')} in ${seconds} s`);

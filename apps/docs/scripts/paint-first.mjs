#!/usr/bin/env node
// Runs each page's chunks after its first full paint (build/paint-first.mjs), after `next build`.
//
//   node scripts/paint-first.mjs [dir]      dir defaults to apps/docs/out
import { exportRoot } from '../build/out-files.mjs';
import { paintFirstExport } from '../build/paint-first.mjs';

const changed = await paintFirstExport(exportRoot());
console.log(`paint-first: ${changed} pages run their scripts after their first paint`);

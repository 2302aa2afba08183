#!/usr/bin/env node
// Writes out/_headers (build/static-headers.mjs) after `next build`.
//
//   node scripts/static-headers.mjs [dir]      dir defaults to apps/docs/out
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportRoot } from '../build/out-files.mjs';
import { HEADERS_FILE, headerPatterns, headersFile } from '../build/static-headers.mjs';

const root = exportRoot();
const patterns = await headerPatterns(root);
await writeFile(join(root, HEADERS_FILE), headersFile(patterns));
console.log(`static-headers: ${patterns.length} rules written to ${join(root, HEADERS_FILE)}`);

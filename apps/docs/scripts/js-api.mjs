#!/usr/bin/env node
// Writes data/js-reference/js-api.json: the public methods of the installed supabase-js (build/js-api.mjs).
// Run it after changing the supabase-js version; `build/js-api.test.ts` fails while the file is stale.
//
//   node scripts/js-api.mjs
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { extractJsApi, formatJsApi } from '../build/js-api.mjs';

const target = fileURLToPath(new URL('../data/js-reference/js-api.json', import.meta.url));
const api = extractJsApi();
await writeFile(target, formatJsApi(api));
console.log(
  `js-api: ${api.methods.length} methods of @supabase/supabase-js ${api.version} written to ${target}`,
);

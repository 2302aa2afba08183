#!/usr/bin/env node
// Copies the PostgreSQL parser's WebAssembly module (libpg-query, used by the sql-to-rest package) into
// public/wasm/, where the SQL-to-REST widget fetches it from the site itself. Turbopack does not emit .wasm
// files, so `npm run build` and `npm run dev` run this first. The file is copied from the installed package
// every time, so it always matches the JavaScript glue of the same version. public/wasm/ is git-ignored.
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = 'libpg-query.wasm';

// Resolve libpg-query the way the sql-to-rest package does, so a nested copy of another version is honoured.
const fromPackage = createRequire(createRequire(import.meta.url).resolve('sql-to-rest/package.json'));
const source = join(dirname(fromPackage.resolve('libpg-query/package.json')), 'wasm', FILE);
const target = fileURLToPath(new URL(`../public/wasm/${FILE}`, import.meta.url));

await mkdir(dirname(target), { recursive: true });
await copyFile(source, target);
const { size } = await stat(target);
console.log(`copy-wasm: ${FILE} (${(size / 1024 / 1024).toFixed(2)} MB) → public/wasm/`);

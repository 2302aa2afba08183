#!/usr/bin/env node
import { createHash } from 'node:crypto';
// Puts the PostgreSQL parser (libpg-query, used by the sql-to-rest package) into public/wasm/, where the
// SQL-to-REST widget's worker loads it from the site itself:
// - libpg-query.wasm, the module. Turbopack does not emit .wasm files.
// - libpg-query.mjs, the package's Emscripten glue as an ES module (the script plus one `export default`
//   line), which the worker imports at run time. Bundling the glue instead would bring Next's ~100 KiB gz
//   browser polyfills for `node:fs` and `node:crypto`, which its Node-only branch requires; in a browser that
//   branch never runs, so the unbundled glue needs nothing else.
// `npm run build` and `npm run dev` run this first. Both files are copied from the installed package every
// time, so they always match each other. public/wasm/ is git-ignored.
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WASM = 'libpg-query.wasm';
const GLUE = 'libpg-query.mjs';
/** The glue is a classic script that declares its factory as a top-level `var`. */
const FACTORY = /^var (PgQueryModule)=/;

// Resolve libpg-query the way the sql-to-rest package does, so a nested copy of another version is honoured.
const fromPackage = createRequire(createRequire(import.meta.url).resolve('sql-to-rest/package.json'));
const sourceDir = join(dirname(fromPackage.resolve('libpg-query/package.json')), 'wasm');
const targetDir = fileURLToPath(new URL('../public/wasm/', import.meta.url));

await mkdir(targetDir, { recursive: true });
await copyFile(join(sourceDir, WASM), join(targetDir, WASM));

const glue = await readFile(join(sourceDir, 'libpg-query.js'), 'utf8');
const factory = FACTORY.exec(glue)?.[1];
if (!factory) {
  console.error(
    `copy-wasm: libpg-query's glue no longer starts with \`var PgQueryModule=\`; update ${GLUE}.`,
  );
  process.exit(1);
}
// The compile hint (see build/compile-hints.mjs) has V8 compile the glue while it loads, off the main thread.
await writeFile(join(targetDir, GLUE), `//# allFunctionsCalledOnLoad\n${glue}\nexport default ${factory};\n`);

const { size } = await stat(join(targetDir, WASM));
console.log(`copy-wasm: ${WASM} (${(size / 1024 / 1024).toFixed(2)} MB) and ${GLUE} → public/wasm/`);

// PGlite, for the Run button of SQL blocks (lib/run-sql/): its ES modules, WASM, file-system bundle and the
// extensions a guide may create, served by the site under /pglite/<version>/ (a versioned path, so browsers may
// keep it; build/cache-policy.mjs). The runner's worker imports it from there at run time; no chunk bundles it.
const pgliteRequire = createRequire(import.meta.url);
// The packages export no package.json; their main entry is in dist/.
const pgliteDir = dirname(dirname(pgliteRequire.resolve('@electric-sql/pglite')));
const { version: pgliteVersion } = JSON.parse(await readFile(join(pgliteDir, 'package.json'), 'utf8'));
const pgliteTarget = fileURLToPath(new URL(`../public/pglite/${pgliteVersion}/`, import.meta.url));
const CONTRIB = [
  'citext',
  'fuzzystrmatch',
  'hstore',
  'ltree',
  'pg_trgm',
  'pgcrypto',
  'unaccent',
  'uuid_ossp',
];
await mkdir(join(pgliteTarget, 'contrib'), { recursive: true });
const pgliteFiles = (await readdir(join(pgliteDir, 'dist'))).filter(
  (name) =>
    /^(index|chunk-[\w-]+)\.js$/.test(name) ||
    ['pglite.wasm', 'pglite.data', 'initdb.wasm'].includes(name) ||
    CONTRIB.some((extension) => name === `${extension}.tar.gz`),
);
for (const name of pgliteFiles) await copyFile(join(pgliteDir, 'dist', name), join(pgliteTarget, name));
for (const extension of CONTRIB) {
  await copyFile(
    join(pgliteDir, 'dist', 'contrib', `${extension}.js`),
    join(pgliteTarget, 'contrib', `${extension}.js`),
  );
}
for (const [name, packageName, bundle] of [
  ['vector', '@electric-sql/pglite-pgvector', 'vector.tar.gz'],
  ['pgtap', '@electric-sql/pglite-pgtap', 'pgtap.tar.gz'],
]) {
  const dir = dirname(pgliteRequire.resolve(packageName));
  await mkdir(join(pgliteTarget, name), { recursive: true });
  await copyFile(join(dir, 'index.js'), join(pgliteTarget, name, 'index.js'));
  await copyFile(join(dir, bundle), join(pgliteTarget, name, bundle));
}
console.log(
  `copy-wasm: PGlite ${pgliteVersion} (${pgliteFiles.length} files and 10 extensions) → public/pglite/${pgliteVersion}/`,
);

// The data directory of a database with the platform stand-in loaded (lib/docs-as-code/platform-stand-in.sql),
// which the runner loads instead of running initdb and the stand-in in the reader's browser: measured in Node on
// this machine, a start from it took 4.6 s against 22.7 s for initdb (load average 12). Named by the stand-in's
// hash (lib/run-sql/page-sql-files.ts names the same file), so an unchanged stand-in is not made again.
const standInSql = await readFile(
  new URL('../lib/docs-as-code/platform-stand-in.sql', import.meta.url),
  'utf8',
);
const standInHash = createHash('sha256').update(standInSql).digest('hex').slice(0, 12);
const dumpPath = join(pgliteTarget, `stand-in-${standInHash}.tar.gz`);
const made = await stat(dumpPath).then(
  () => false,
  async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create();
    await db.exec(standInSql);
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    return true;
  },
);
console.log(
  `copy-wasm: the stand-in's data directory ${made ? 'made' : 'kept'} (stand-in-${standInHash}.tar.gz)`,
);

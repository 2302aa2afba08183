// Builds dist/: the server (src/ bundled with the translator's sources, so the tarball needs no unpublished
// workspace package) and the data bundle (dist/docs-data.json) made from the site's sources by site-data.ts.
// The site itself is never built; a tarball carries both files and works on its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const docsApp = join(root, '..', '..', 'apps', 'docs');
const dist = join(root, 'dist');
// Under node_modules: outside the repository's source scans, and packages still resolve from the monorepo root.
const cache = join(root, 'node_modules', '.cache', 'docs-mcp');
rmSync(dist, { recursive: true, force: true });
mkdirSync(cache, { recursive: true });

// Packages stay external and load from the monorepo's node_modules; `@/` is the docs app, as in its tsconfig.
await build({
  entryPoints: [join(root, 'scripts', 'site-data.ts')],
  outfile: join(cache, 'site-data.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  alias: { '@': docsApp },
  logLevel: 'warning',
});
const data = spawnSync(process.execPath, [join(cache, 'site-data.mjs'), join(dist, 'docs-data.json')], {
  cwd: docsApp,
  stdio: 'inherit',
});
if (data.status !== 0) process.exit(data.status ?? 1);

// The SDK, zod and the parser's WASM package are real dependencies; the translator is read from its sources
// (its `source` export condition).
await build({
  entryPoints: [join(root, 'src', 'main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  external: ['@modelcontextprotocol/sdk', 'zod', 'libpg-query'],
  logLevel: 'warning',
});

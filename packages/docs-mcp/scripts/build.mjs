// Builds dist/: the server (src/ bundled with the translator's and docs-core's sources, so the tarball needs no
// unpublished workspace package) and the data bundle (dist/docs-data.json) that site-data.ts writes with the
// site's own generator. The site itself is never built; a tarball carries both files and works on its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
// The site's folder, found by its package name: its modules read content/ from the working folder.
const siteDir = dirname(createRequire(import.meta.url).resolve('@platform/docs/package.json'));
const dist = join(root, 'dist');
// Under node_modules: outside the repository's source scans, and packages still resolve from the monorepo root.
const cache = join(root, 'node_modules', '.cache', 'docs-mcp');
rmSync(dist, { recursive: true, force: true });
mkdirSync(cache, { recursive: true });

/** Workspace packages whose TypeScript sources are bundled; the site's own `@/` imports follow its tsconfig. */
const BUNDLED = /^(?:@platform\/docs|@platform\/docs-core)(?:\/|$)|^@\//;

// Every other package stays external and loads from the monorepo's node_modules when the bundle runs.
const externalPackages = {
  name: 'external-packages',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      BUNDLED.test(path) ? undefined : { external: true },
    );
  },
};

await build({
  entryPoints: [join(root, 'scripts', 'site-data.ts')],
  outfile: join(cache, 'site-data.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  conditions: ['source'],
  plugins: [externalPackages],
  logLevel: 'warning',
});
const data = spawnSync(process.execPath, [join(cache, 'site-data.mjs'), join(dist, 'docs-data.json')], {
  cwd: siteDir,
  stdio: 'inherit',
});
if (data.status !== 0) process.exit(data.status ?? 1);

// The SDK, zod and the parser's WASM package are real dependencies; the translator and docs-core are read from
// their sources (their `source` export condition).
// Two entries: the command (main.js) and the endpoint a site server mounts at /mcp (mount.js).
await build({
  entryPoints: [join(root, 'src', 'main.ts'), join(root, 'src', 'mount.ts')],
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  external: ['@modelcontextprotocol/sdk', 'zod', 'libpg-query'],
  logLevel: 'warning',
});

#!/usr/bin/env node
// `npm run check:page -- <file.mdx> …` and `npm run check:pages`: the page check (lib/page-check/cli.ts),
// loaded through Vite's SSR loader so the TypeScript and the `@/` imports work without a build.
//
//   node scripts/check-page.mjs <file.mdx> [more] | --changed | --all [--no-run]
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  configFile: false,
  root: appDir,
  logLevel: 'error',
  appType: 'custom',
  // No HTTP server, no file watching: only the module loader is used.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: { alias: [{ find: /^@\//, replacement: appDir }] },
});
try {
  const { pageCheckCli } = await vite.ssrLoadModule(`${appDir}lib/page-check/cli.ts`);
  // npm runs workspace scripts in apps/docs; paths on the command line are relative to where it was typed.
  const { lines, exitCode } = await pageCheckCli(
    process.argv.slice(2),
    process.env.INIT_CWD ?? process.cwd(),
  );
  for (const line of lines) console.log(line);
  process.exitCode = exitCode;
} finally {
  await vite.close();
}

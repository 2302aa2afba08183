// Loads a TypeScript module of apps/docs (with its `@/` imports) through Vite's SSR loader, for the scripts
// that run the site's own code without a build (check-page.mjs, contributing.mjs).
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export const appDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Calls `use` with the module at `path` (relative to apps/docs), then closes the loader.
 * @template T
 * @param {string} path
 * @param {(module: Record<string, any>) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withTsModule(path, use) {
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
    return await use(await vite.ssrLoadModule(`${appDir}${path}`));
  } finally {
    await vite.close();
  }
}

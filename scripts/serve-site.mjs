#!/usr/bin/env node
// The exported site and the docs MCP endpoint from one stateless process: what `npm start` serves after its
// build, and the deployable image's command (Dockerfile). Files come from apps/docs/out (apps/docs/local/serve.mjs);
// POST /mcp is docs-mcp's Streamable HTTP endpoint over the data bundle packages/docs-mcp/dist; GET /healthz
// answers 200 once both are ready.
//
//   node scripts/serve-site.mjs          PORT (3000) and HOST (127.0.0.1) from the environment
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUT_DIR } from '@platform/docs/build/out-files.mjs';
import { startServer } from '@platform/docs/local/serve.mjs';

export const HEALTH_PATH = '/healthz';

/**
 * Serves `root` and the MCP endpoint on one port; resolves to the running server (`url`, `close`).
 * @param {{ root?: string, port?: number, host?: string }} [options]
 */
export async function startSite({ root = OUT_DIR, port = 3000, host = '127.0.0.1' } = {}) {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${root} holds no exported site; build it first (npm run build -w apps/docs).`);
  // Loaded here, not at the top: docs-mcp's dist/ is written by its build, which `npm start` runs first.
  const { createDocsMcpEndpoint } = await import('docs-mcp/mount');
  const mcp = createDocsMcpEndpoint();
  return startServer({
    root,
    port,
    host,
    mount: async (req, res) => {
      if ((req.url ?? '/').split('?')[0] === HEALTH_PATH) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : '{"status":"ok"}');
        return true;
      }
      return mcp(req, res);
    },
  });
}

/** @param {string | undefined} value */
function portFrom(value) {
  const port = Number(value || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got "${value}".`);
    process.exit(1);
  }
  return port;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const host = process.env.HOST || '127.0.0.1';
  const port = portFrom(process.env.PORT);
  let server;
  try {
    server = await startSite({ port, host });
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${port} is already in use; set PORT to another.`
        : `✖ ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  console.log(`Serving the site at ${server.url}/ and its MCP endpoint at ${server.url}/mcp`);
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

import { createServer, type Server } from 'node:http';
import { createMcpHandler, MCP_PATH, replyError } from './http-handler.ts';
import type { DocsContext } from './server.ts';

export { MCP_PATH } from './http-handler.ts';

/**
 * `docs-mcp --http <port>`: the endpoint alone on 127.0.0.1. Host headers other than this address are refused,
 * so a web page cannot reach the server through DNS rebinding.
 */
export function startHttp(context: DocsContext, port: number): Promise<Server> {
  let bound = port;
  const handler = createMcpHandler(context, {
    allowedHosts: (host) => host === `127.0.0.1:${bound}` || host === `localhost:${bound}`,
  });
  const httpServer = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== MCP_PATH) return replyError(res, 404, -32000, `Not found; the MCP endpoint is ${MCP_PATH}`);
    handler(req, res).catch(() => {
      if (!res.headersSent) replyError(res, 500, -32603, 'Internal server error');
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, '127.0.0.1', () => {
      httpServer.off('error', reject);
      const address = httpServer.address();
      if (typeof address === 'object' && address) bound = address.port;
      resolve(httpServer);
    });
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMcpHandler, MCP_PATH } from './http-handler.ts';
import { loadDocsData } from './load-data.ts';
import { createContext } from './server.ts';

export { MCP_PATH } from './http-handler.ts';

/**
 * The MCP endpoint for a server that serves the site itself (`npm start`, the deployable image): a request
 * handler that answers `/mcp` and leaves every other path to the caller. Any Host is accepted, as a public site
 * is reached under its own name; nothing is kept between requests, so copies can run behind a load balancer.
 * The data bundle and the search index are loaded once, when this is called.
 */
export function createDocsMcpEndpoint(
  dataFile?: URL,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const context = createContext(loadDocsData(dataFile));
  void context.search;
  const handler = createMcpHandler(context, { allowedHosts: null });
  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== MCP_PATH && path !== `${MCP_PATH}/`) return false;
    await handler(req, res);
    return true;
  };
}

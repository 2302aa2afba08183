import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createDocsServer, type DocsContext } from './server.ts';

/** The largest request body read; a JSON-RPC call to these tools is a few KB at most. */
const MAX_BODY_BYTES = 1_000_000;
export const MCP_PATH = '/mcp';

function reply(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RangeError('too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Streamable HTTP on 127.0.0.1, stateless: each POST gets its own server and transport (the SDK's pattern for a
 * server with no per-session state), sharing the one search index. Host headers other than this address are
 * refused, so a web page cannot reach the server through DNS rebinding.
 */
export function startHttp(context: DocsContext, port: number): Promise<Server> {
  const httpServer = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== MCP_PATH) return reply(res, 404, `Not found; the MCP endpoint is ${MCP_PATH}`);
    if (req.method !== 'POST') return reply(res, 405, 'Method not allowed', { Allow: 'POST' });
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (error) {
      return error instanceof RangeError
        ? reply(res, 413, `Request body over ${MAX_BODY_BYTES} bytes`)
        : reply(res, 400, 'Request body is not JSON');
    }
    const address = httpServer.address();
    const boundPort = typeof address === 'object' && address ? address.port : port;
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      enableDnsRebindingProtection: true,
      allowedHosts: [`127.0.0.1:${boundPort}`, `localhost:${boundPort}`],
    });
    const server = createDocsServer(context);
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch {
      if (!res.headersSent) reply(res, 500, 'Internal server error');
    }
  });
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, '127.0.0.1', () => resolve(httpServer));
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  isJSONRPCNotification,
  isJSONRPCRequest,
  type JSONRPCMessage,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import { RoutingTransport } from './routing-transport.ts';
import { createDocsServer, type DocsContext } from './server.ts';

/*
 * The MCP endpoint as a plain Node request handler, for `docs-mcp --http` and for any server that mounts it
 * (the site's own server under `npm start`, the deployable image). Streamable HTTP, stateless: POST a JSON-RPC
 * message (or a batch), get the answer as JSON. The server and its tools are built once and shared by every
 * request; nothing is kept between requests, so any number of copies can run behind a load balancer.
 */

/** The largest request body read; a JSON-RPC call to these tools is a few KB at most. */
export const MAX_BODY_BYTES = 1_000_000;
export const MCP_PATH = '/mcp';

export interface McpHandlerOptions {
  /** `Host` headers accepted (DNS-rebinding protection for a local server); null accepts any. */
  allowedHosts: ((host: string) => boolean) | null;
}

export type McpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** JSON-RPC error codes the endpoint answers with itself. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const SERVER_ERROR = -32000;

export function replyError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RangeError('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** curl's `*\/*` and what MCP clients send (`application/json, text/event-stream`) both take a JSON answer. */
function acceptsJson(accept: string | undefined): boolean {
  if (!accept) return true;
  return /application\/json|application\/\*|\*\/\*/i.test(accept);
}

export function createMcpHandler(context: DocsContext, options: McpHandlerOptions): McpHandler {
  const server = createDocsServer(context);
  const transport = new RoutingTransport();
  const connected = server.connect(transport);

  return async (req, res) => {
    if (options.allowedHosts && !options.allowedHosts(req.headers.host ?? ''))
      return replyError(res, 403, SERVER_ERROR, `Host "${req.headers.host ?? ''}" is not allowed`);
    if (req.method !== 'POST')
      return replyError(res, 405, SERVER_ERROR, 'Method not allowed: POST JSON-RPC messages here', {
        Allow: 'POST',
      });
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
      return replyError(res, 415, SERVER_ERROR, 'Content-Type must be application/json');
    if (!acceptsJson(req.headers.accept))
      return replyError(res, 406, SERVER_ERROR, 'The client must accept application/json');
    const version = req.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !SUPPORTED_PROTOCOL_VERSIONS.includes(version))
      return replyError(res, 400, SERVER_ERROR, `Unsupported MCP-Protocol-Version "${version}"`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(req));
    } catch (error) {
      return error instanceof RangeError
        ? replyError(res, 413, SERVER_ERROR, `Request body over ${MAX_BODY_BYTES} bytes`)
        : replyError(res, 400, PARSE_ERROR, 'Parse error: the body is not JSON');
    }
    const batch = Array.isArray(parsed);
    const messages = batch ? (parsed as unknown[]) : [parsed];
    if (messages.length === 0 || !messages.every((m) => isJSONRPCRequest(m) || isJSONRPCNotification(m)))
      return replyError(
        res,
        400,
        INVALID_REQUEST,
        'Invalid request: expected JSON-RPC 2.0 requests or notifications',
      );
    await connected;
    const answers: Promise<JSONRPCMessage>[] = [];
    for (const message of messages as JSONRPCMessage[]) {
      if (isJSONRPCRequest(message)) answers.push(transport.request(message));
      else transport.notify(message);
    }
    if (answers.length === 0) {
      res.writeHead(202).end();
      return;
    }
    const results = await Promise.all(answers);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(batch ? results : results[0]));
  };
}

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { MCP_PATH, startHttp } from './http.ts';
import { loadDocsData } from './load-data.ts';
import { stopWithParent } from './parent-watch.ts';
import { createContext, createDocsServer } from './server.ts';

const USAGE = 'usage: docs-mcp [--http <port>]   (stdio without --http; port 0 picks a free one)';

/** `docs-mcp` speaks MCP on stdin/stdout; `docs-mcp --http <port>` serves Streamable HTTP on 127.0.0.1. */
export async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let port: number | undefined;
  const at = argv.indexOf('--http');
  if (at !== -1) {
    const raw = argv[at + 1] ?? '';
    port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(port >= 0 && port <= 65_535)) {
      process.stderr.write(`docs-mcp: --http needs a port number, got "${raw}"\n${USAGE}\n`);
      return 2;
    }
  } else if (argv.length > 0) {
    process.stderr.write(`docs-mcp: unknown argument "${argv[0]}"\n${USAGE}\n`);
    return 2;
  }
  const context = createContext(loadDocsData());
  if (port === undefined) {
    // stdout carries the protocol; nothing else may be written there. The search index is built once the
    // client has its `initialize` answer, so start-up is not held up by it. The client closing stdin ends it
    // once the answers in flight are written (nothing else keeps it alive); so does the npx that started it
    // going away.
    const server = createDocsServer(context);
    server.server.oninitialized = () => setImmediate(() => context.search);
    await server.connect(new StdioServerTransport());
    stopWithParent(() => process.exit(0));
    return 0;
  }
  void context.search;
  let server: Server;
  try {
    server = await startHttp(context, port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      process.stderr.write(
        `docs-mcp: port ${port} is ${code === 'EADDRINUSE' ? 'already in use' : 'not allowed'}; choose another with --http <port> (0 picks a free one).\n`,
      );
      return 1;
    }
    throw error;
  }
  const bound = (server.address() as AddressInfo).port;
  process.stdout.write(`listening on http://127.0.0.1:${bound}${MCP_PATH}\n`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  stopWithParent(stop);
  return 0;
}

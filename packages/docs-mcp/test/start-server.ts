import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const BIN = new URL('../bin/docs-mcp.js', import.meta.url).pathname;
/** The HTTP tests' port: fixed (the brief's range for this package), so the printed line can be checked exactly. */
export const HTTP_TEST_PORT = Number(process.env.DOCS_MCP_TEST_PORT ?? 54420);

export interface Connected {
  client: Client;
  close: () => Promise<void>;
}

/** Runs `docs-mcp --http <port>` and resolves with the one line it prints once it listens. */
export async function startHttpServer(port: number): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, [BIN, '--http', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`docs-mcp --http exited with ${code}`);
    }),
  ])) as [string];
  return { child, line };
}

export async function connectStdio(): Promise<Connected> {
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN], stderr: 'inherit' }),
  );
  return { client, close: () => client.close() };
}

export async function connectHttp(port: number): Promise<Connected & { line: string }> {
  const { child, line } = await startHttpServer(port);
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  return {
    client,
    line,
    close: async () => {
      await client.close();
      child.kill();
      await once(child, 'exit');
    },
  };
}

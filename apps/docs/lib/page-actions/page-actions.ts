/*
 * What the page-actions menu offers, as plain data: links that start a chat about a page (the prompt names the
 * page's Markdown twin, so the assistant reads the page itself) and the MCP configurations for docs-mcp
 * (packages/docs-mcp), which the "Connect your agent" dialog and the guide page show.
 */

// Relative: the browser tests import this file without the site's `@/` alias.
import { siteConfig } from '../../site.config';

/** ChatGPT and Claude both start a new chat with the `q` parameter as the first message. */
const CHAT_URLS = {
  chatgpt: 'https://chatgpt.com/',
  claude: 'https://claude.ai/new',
} as const;

export type ChatService = keyof typeof CHAT_URLS;

export function chatPrompt(markdownUrl: string, title: string): string {
  return `Read ${markdownUrl} (the "${title}" page of the docs) so that I can ask you questions about it.`;
}

export function chatLink(service: ChatService, markdownUrl: string, title: string): string {
  const url = new URL(CHAT_URLS[service]);
  url.searchParams.set('q', chatPrompt(markdownUrl, title));
  return url.href;
}

/** The name agents list the server under; the port the HTTP example uses. */
export const MCP_SERVER_NAME = 'platform-docs';
export const MCP_HTTP_PORT = 3333;

/** Where the stdio example's command lives in a checkout; the reader puts their own folder in front. */
export const MCP_STDIO_BIN = '/path/to/platform-docs/packages/docs-mcp/bin/docs-mcp.js';

export interface AgentConfig {
  id: 'url' | 'stdio' | 'http';
  title: string;
  /** What to run first, if anything (the HTTP server is started by hand). */
  command: string | null;
  /** The `mcpServers` entry most agents read (Claude Desktop, Cursor, Windsurf, VS Code's `servers`). */
  json: string;
}

const asJson = (entry: Record<string, unknown>) =>
  JSON.stringify({ mcpServers: { [MCP_SERVER_NAME]: entry } }, null, 2);

/** The site's own endpoint first (nothing to install), then the server run from a checkout. */
export const agentConfigsFor = (siteUrl: string): AgentConfig[] => [
  {
    id: 'url',
    title: 'This site (URL)',
    command: null,
    json: asJson({ type: 'http', url: new URL('/mcp', siteUrl).href }),
  },
  {
    id: 'stdio',
    title: 'Local (stdio)',
    command: null,
    json: asJson({ command: 'node', args: [MCP_STDIO_BIN] }),
  },
  {
    id: 'http',
    title: 'Local (HTTP)',
    command: `npx docs-mcp --http ${MCP_HTTP_PORT}`,
    json: asJson({ type: 'http', url: `http://127.0.0.1:${MCP_HTTP_PORT}/mcp` }),
  },
];

/** What the "Connect your agent" dialog shows: the endpoint of the site it is on. */
export const agentConfigs: AgentConfig[] = agentConfigsFor(siteConfig.siteUrl);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/site.config';
import { agentConfigs, agentConfigsFor, chatLink, MCP_HTTP_PORT, MCP_STDIO_BIN } from './page-actions';

describe('chatLink', () => {
  it('starts a chat whose first message names the page’s Markdown URL', () => {
    const twin = 'https://example.com/guides/auth.md';
    for (const [service, origin] of [
      ['chatgpt', 'https://chatgpt.com/'],
      ['claude', 'https://claude.ai/new'],
    ] as const) {
      const url = new URL(chatLink(service, twin, 'Auth'));
      expect(`${url.origin}${url.pathname}`).toBe(origin);
      expect(url.searchParams.get('q')).toBe(
        'Read https://example.com/guides/auth.md (the "Auth" page of the docs) so that I can ask you questions about it.',
      );
    }
  });
});

describe('agentConfigs', () => {
  it("gives valid JSON for the site's own endpoint, for stdio with an absolute path and for HTTP on the documented port", () => {
    const [url, stdio, http] = agentConfigs;
    expect(JSON.parse(url?.json ?? '')).toEqual({
      mcpServers: { 'platform-docs': { type: 'http', url: new URL('/mcp', siteConfig.siteUrl).href } },
    });
    expect(JSON.parse(stdio?.json ?? '')).toEqual({
      mcpServers: { 'platform-docs': { command: 'node', args: [MCP_STDIO_BIN] } },
    });
    expect(MCP_STDIO_BIN).toMatch(/^\/.*\/packages\/docs-mcp\/bin\/docs-mcp\.js$/);
    expect(JSON.parse(http?.json ?? '').mcpServers['platform-docs'].url).toBe(
      `http://127.0.0.1:${MCP_HTTP_PORT}/mcp`,
    );
    expect(http?.command).toBe(`npx docs-mcp --http ${MCP_HTTP_PORT}`);
  });

  it('is what the guide page shows, character for character', () => {
    const guide = readFileSync(
      join(process.cwd(), 'content/guides/getting-started/connect-an-agent.mdx'),
      'utf8',
    );
    // The guide shows the address `npm start` serves; the dialog, the address of the site it is on.
    for (const config of agentConfigsFor('http://localhost:3000')) {
      expect(guide).toContain(config.json);
      if (config.command) expect(guide).toContain(config.command);
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentConfigs, chatLink, MCP_HTTP_PORT } from './page-actions';

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
  it('gives valid JSON for stdio and for HTTP on the documented port', () => {
    const [stdio, http] = agentConfigs;
    expect(JSON.parse(stdio?.json ?? '')).toEqual({
      mcpServers: { 'platform-docs': { command: 'npx', args: ['docs-mcp'] } },
    });
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
    for (const config of agentConfigs) {
      expect(guide).toContain(config.json);
      if (config.command) expect(guide).toContain(config.command);
    }
  });
});

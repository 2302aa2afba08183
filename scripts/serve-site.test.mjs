// The server `npm start` and the deployable image run (serve-site.mjs), started for real on a free port: the
// site's files, the health check, and the MCP endpoint at /mcp answering as `curl` would ask it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSite } from './serve-site.mjs';

let root = '';
/** @type {{ url: string, close: () => Promise<void> }} */
let site;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-site-'));
  mkdirSync(join(root, 'guides'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Docs</title>');
  writeFileSync(join(root, 'guides', 'index.html'), '<!doctype html><title>Guides</title>');
  site = await startSite({ root, port: 0 });
}, 30_000);

afterAll(async () => {
  await site?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A JSON-RPC POST as `curl -H 'Content-Type: application/json' -H 'Accept: …' -d …` sends it. */
const rpc = (body) =>
  fetch(`${site.url}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

it('serves the site and the health check on the same port', async () => {
  const page = await fetch(`${site.url}/guides/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>Guides</title>');
  const health = await fetch(`${site.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
});

it('answers MCP initialize and a search_docs call at /mcp', async () => {
  const init = await rpc({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
  });
  expect(init.status).toBe(200);
  expect(await init.json()).toMatchObject({
    id: 1,
    result: { protocolVersion: '2025-06-18', serverInfo: { name: 'docs-mcp' } },
  });
  const initialized = await rpc({ jsonrpc: '2.0', method: 'notifications/initialized' });
  expect(initialized.status).toBe(202);
  const search = await rpc({
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: { name: 'search_docs', arguments: { query: 'what does PGRST116 mean', limit: 1 } },
  });
  const answer = await search.json();
  expect(answer.result.structuredContent.results[0]).toMatchObject({
    anchor: 'PGRST116',
    path: '/guides/troubleshooting/errors/',
  });
  expect(answer.result.content[0].text).toMatch(/^1\. Errors reference › PGRST116/);
});

it('answers malformed JSON at /mcp with -32700 and leaves other paths to the files', async () => {
  const bad = await rpc('{"jsonrpc":');
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ error: { code: -32700 } });
  expect((await fetch(`${site.url}/mcp-not`)).status).toBe(404);
});

/**
 * Drives the built server (bin/docs-mcp.js → dist/) with the SDK's own client, once over stdio and once over
 * Streamable HTTP: the lists, each tool's happy path, and each bad input (an error result with a message, and
 * the server still answering afterwards).
 */

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, type Connected, connectHttp, connectStdio, HTTP_TEST_PORT } from './start-server.ts';

const transports = {
  stdio: connectStdio,
  http: () => connectHttp(HTTP_TEST_PORT),
};

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe.each(Object.entries(transports))('docs-mcp over %s', (name, connect) => {
  let session: Connected;
  const call = async (tool: string, args: Record<string, unknown>) =>
    (await session.client.callTool({ name: tool, arguments: args })) as CallToolResult;

  beforeAll(async () => {
    session = await connect();
  }, 30_000);
  afterAll(() => session?.close());

  if (name === 'http') {
    it('prints exactly one line with its address', async () => {
      expect((session as Connected & { line: string }).line).toBe(
        `listening on http://127.0.0.1:${HTTP_TEST_PORT}/mcp`,
      );
    });

    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${HTTP_TEST_PORT}/mcp`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          ...headers,
        },
        body,
      });

    it('answers malformed JSON with -32700, and a non-JSON-RPC body with -32600', async () => {
      const malformed = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
      const invalid = await post('{"hello": "world"}');
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({ error: { code: -32600 } });
    });

    it('keeps the answers of two clients that use the same id apart', async () => {
      const ask = (query: string) =>
        post(
          JSON.stringify({
            jsonrpc: '2.0',
            id: 7,
            method: 'tools/call',
            params: { name: 'search_docs', arguments: { query, limit: 1 } },
          }),
        ).then(
          (response) =>
            response.json() as Promise<{
              id: number;
              result: { structuredContent: { results: { page: string }[] } };
            }>,
        );
      const [rls, push] = await Promise.all([ask('row level security'), ask('db push')]);
      expect(rls.id).toBe(7);
      expect(rls.result.structuredContent.results[0]?.page).toBe('Row level security');
      expect(push.result.structuredContent.results[0]?.page).toBe('supabase db push');
    });

    it('refuses another Host header (DNS rebinding) and other methods', async () => {
      // fetch() will not send another Host header; node:http will.
      const rebound = await new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: HTTP_TEST_PORT,
            path: '/mcp',
            method: 'POST',
            headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.once('error', reject);
        req.end('{}');
      });
      expect(rebound).toBe(403);
      const get = await fetch(`http://127.0.0.1:${HTTP_TEST_PORT}/mcp`);
      expect(get.status).toBe(405);
    });

    it('says in one line that its port is in use, and exits', async () => {
      const child = spawn(process.execPath, [BIN, '--http', String(HTTP_TEST_PORT)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(stderr).toBe(
        `docs-mcp: port ${HTTP_TEST_PORT} is already in use; choose another with --http <port> (0 picks a free one).\n`,
      );
    });
  }

  it('lists the six tools, each with an input schema and an output schema', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_cli_command',
      'get_js_method',
      'get_page',
      'lookup_error',
      'search_docs',
      'translate_sql',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
    const search = tools.find((tool) => tool.name === 'search_docs');
    expect(search?.inputSchema.required).toEqual(['query']);
  });

  it('lists every page as a docs:// resource with its title, in pages of 50, and reads one', async () => {
    const resources: { uri: string; title?: string; mimeType?: string }[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await session.client.listResources(cursor === undefined ? {} : { cursor });
      expect(page.resources.length).toBeLessThanOrEqual(50);
      resources.push(...page.resources);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== undefined);
    expect(pages).toBeGreaterThan(3);
    expect(resources.length).toBeGreaterThan(150);
    expect(new Set(resources.map((resource) => resource.uri)).size).toBe(resources.length);
    const rls = resources.find((resource) => resource.uri === 'docs://guides/database/row-level-security');
    expect(rls?.title).toBe('Row level security');
    expect(rls?.mimeType).toBe('text/markdown');
    expect(
      resources.some((resource) => resource.uri === 'docs://reference/cli/crawlers/supabase-db-push'),
    ).toBe(true);
    const read = await session.client.readResource({ uri: 'docs://guides/database/row-level-security' });
    const content = read.contents[0];
    expect(content && 'text' in content ? content.text : '').toMatch(/^# Row level security\n/);
    await expect(session.client.listResources({ cursor: 'nope' })).rejects.toThrow(/Invalid cursor/);
  });

  it('search_docs("row level security") puts the RLS guide first, with URL, breadcrumb and snippet', async () => {
    const result = await call('search_docs', { query: 'row level security', limit: 5 });
    expect(result.isError).toBeFalsy();
    const { results } = result.structuredContent as {
      results: { title: string; page: string; section: string | null; url: string; breadcrumb: string[] }[];
    };
    expect(results).toHaveLength(5);
    expect(results[0]).toMatchObject({
      title: 'Row level security',
      page: 'Row level security',
      section: null,
      url: expect.stringMatching(/\/guides\/database\/row-level-security\/$/),
      breadcrumb: ['Guides', 'Database'],
    });
    expect(textOf(result)).toMatch(
      /^1\. Row level security\n {3}http:\S+\/row-level-security\/\n {3}.*row level security/i,
    );
  });

  it('search_docs ranks the command named by the query first', async () => {
    const result = await call('search_docs', { query: 'db push' });
    const { results } = result.structuredContent as { results: { page: string }[] };
    expect(results[0]?.page).toBe('supabase db push');
  });

  it('get_page returns the Markdown for a path, a URL or a twin address', async () => {
    const byPath = await call('get_page', { path: '/guides/database/row-level-security/' });
    expect(byPath.structuredContent).toMatchObject({
      title: 'Row level security',
      path: '/guides/database/row-level-security/',
    });
    expect(textOf(byPath)).toMatch(/^# Row level security\n/);
    const url = (byPath.structuredContent as { url: string }).url;
    const byUrl = await call('get_page', { path: url });
    expect(textOf(byUrl)).toBe(textOf(byPath));
    const byTwin = await call('get_page', { path: 'guides/database/row-level-security.md' });
    expect(textOf(byTwin)).toBe(textOf(byPath));
  });

  it('get_cli_command("db push") lists --dry-run with its type and default, and examples', async () => {
    for (const command of ['db push', 'supabase db push']) {
      const result = await call('get_cli_command', { command });
      expect(result.isError).toBeFalsy();
      const value = result.structuredContent as {
        command: string;
        usage: string;
        flags: { name: string; type: string; default: string | null }[];
        examples: unknown[];
      };
      expect(value.command).toBe('supabase db push');
      expect(value.usage).toMatch(/^supabase db push/);
      expect(value.flags.find((flag) => flag.name === '--dry-run')).toMatchObject({ type: 'boolean' });
      expect(textOf(result)).toContain('--dry-run');
    }
  });

  it('translate_sql returns id=eq.1 as HTTP, cURL and supabase-js, with the assumptions', async () => {
    const result = await call('translate_sql', {
      sql: 'select id from books where id = 1',
      base_url: 'https://abc.supabase.co/rest/v1',
    });
    expect(result.isError).toBeFalsy();
    const value = result.structuredContent as {
      method: string;
      path: string;
      query: [string, string][];
      http: string;
      curl: string;
      supabaseJs: string;
      assumptions: string[];
    };
    expect(value.method).toBe('GET');
    expect(value.path).toBe('/books');
    expect(value.query).toContainEqual(['id', 'eq.1']);
    expect(value.http).toContain('id=eq.1');
    expect(value.curl).toContain('https://abc.supabase.co/rest/v1/books');
    expect(value.supabaseJs).toContain(".eq('id', 1)");
    expect(Array.isArray(value.assumptions)).toBe(true);
  });

  type ErrorLookup = {
    found: boolean;
    message: string | null;
    matches: {
      code: string;
      source: string;
      status: number | null;
      meaning: string;
      causes: string[];
      fix: string | null;
      matchedBy: string;
      url: string;
    }[];
  };
  const pastes: [string, string, Partial<ErrorLookup['matches'][number]>][] = [
    [
      'a PostgREST JSON body',
      '{"code":"PGRST116","details":"The result contains 0 rows","hint":null,"message":"JSON object requested, multiple (or no) rows returned"}',
      { code: 'PGRST116', source: 'PostgREST', status: 406, matchedBy: 'code' },
    ],
    [
      'a psql line',
      'ERROR:  42501: new row violates row-level security policy for table "todos"',
      { code: '42501', source: 'Postgres', status: 403, matchedBy: 'code' },
    ],
    [
      'an AuthApiError',
      "AuthApiError: Invalid login credentials\n    at handleError (fetch.ts:102:9) {\n  __isAuthError: true,\n  status: 400,\n  code: 'invalid_credentials'\n}",
      { code: 'invalid_credentials', source: 'Auth', status: 400, matchedBy: 'code' },
    ],
    [
      'an Edge Function over its limits',
      'FunctionsHttpError: Edge Function returned a non-2xx status code (546, sb-error-code: WORKER_RESOURCE_LIMIT)',
      { code: 'WORKER_RESOURCE_LIMIT', source: 'Edge Functions', status: 546, matchedBy: 'code' },
    ],
    [
      'the old name of that code in a log line',
      'shutdown: WORKER_LIMIT (memory)',
      { code: 'WORKER_RESOURCE_LIMIT', source: 'Edge Functions', status: 546, matchedBy: 'message' },
    ],
  ];
  it.each(pastes)(
    'lookup_error finds %s first, with its meaning, causes, fix and anchor',
    async (_label, text, first) => {
      const result = await call('lookup_error', { text });
      expect(result.isError).toBeFalsy();
      const value = result.structuredContent as ErrorLookup;
      expect(value.found).toBe(true);
      expect(value.matches[0]).toMatchObject(first);
      const match = value.matches[0];
      expect(match?.url).toMatch(new RegExp(`/guides/troubleshooting/errors/#${first.code}$`));
      expect(match?.meaning.length).toBeGreaterThan(10);
      expect(match?.causes.length).toBeGreaterThan(0);
      expect(match?.fix).toBeTruthy();
      expect(textOf(result)).toMatch(
        new RegExp(`^1\\. ${first.code} \\(${first.source}, HTTP ${first.status}\\)`),
      );
    },
  );

  it('lookup_error answers a near-miss code (PGRST1160) with "no known error", not a match or a failure', async () => {
    const result = await call('lookup_error', { text: '{"code":"PGRST1160","message":"nope"}' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      found: false,
      message: 'No known error code or message found',
      matches: [],
    });
    expect(textOf(result)).toMatch(/^No known error code or message found\. Try search_docs/);
  });

  type JsMethod = {
    id: string;
    call: string;
    signatures: {
      line: string;
      params: { name: string; type: string; optional: boolean }[];
      returns: string;
    }[];
    summary: string;
    examples: { title: string; code: string }[];
    url: string;
  };
  const jsMethod = async (method: string) => {
    const result = await call('get_js_method', { method });
    expect(result.isError).toBeFalsy();
    return { value: result.structuredContent as JsMethod, text: textOf(result) };
  };

  it('get_js_method("auth.signInWithPassword") gives its signature, parameters, return type, examples and anchor', async () => {
    const { value, text } = await jsMethod('auth.signInWithPassword');
    expect(value).toMatchObject({
      id: 'auth-sign-in-with-password',
      call: 'supabase.auth.signInWithPassword',
    });
    expect(value.signatures[0]).toMatchObject({
      line: expect.stringMatching(/^supabase\.auth\.signInWithPassword\(credentials\): Promise</),
      params: [{ name: 'credentials', type: 'SignInWithPasswordCredentials', optional: false }],
      returns: expect.stringMatching(/^Promise</),
    });
    expect(value.summary).toMatch(/password/i);
    expect(value.examples[0]?.code).toContain('supabase.auth.signInWithPassword(');
    expect(value.url).toMatch(/\/reference\/javascript\/#auth-sign-in-with-password$/);
    expect(text).toMatch(/^# supabase\.auth\.signInWithPassword\(\)\n/);
    expect(text).toContain('## Parameters');
  });

  it("get_js_method reads from().select() and select as the query builder's select, with optional parameters", async () => {
    for (const method of ['from().select()', 'select', "supabase.from('countries').select('id, name')"]) {
      const { value } = await jsMethod(method);
      expect(value.id).toBe('select');
      expect(value.signatures[0]?.params).toMatchObject([
        { name: 'columns', optional: true },
        { name: 'options', optional: true },
      ]);
    }
  });

  it('get_js_method finds storage.from().createSignedUrl with its required expiresIn', async () => {
    const { value } = await jsMethod('storage.from().createSignedUrl');
    expect(value.id).toBe('storage-from-create-signed-url');
    expect(value.signatures[0]?.params.find((param) => param.name === 'expiresIn')).toEqual({
      name: 'expiresIn',
      type: 'number',
      optional: false,
      rest: false,
    });
    expect(value.url).toMatch(/#storage-from-create-signed-url$/);
  });

  const badInputs: [string, string, Record<string, unknown>, RegExp][] = [
    ['an empty query', 'search_docs', { query: '   ' }, /query is empty/],
    [
      'a query over 100,000 characters',
      'search_docs',
      { query: 'x'.repeat(100_001) },
      /longer than 100000 characters/,
    ],
    ['a limit out of range', 'search_docs', { query: 'auth', limit: 500 }, /limit/],
    ['an unknown path', 'get_page', { path: '/guides/no-such-page/' }, /No page at \/guides\/no-such-page\//],
    ['another site', 'get_page', { path: 'https://example.com/guides/' }, /not this documentation site/],
    ['an unknown command', 'get_cli_command', { command: 'shove db' }, /No CLI command "shove db"/],
    ['SQL that does not parse', 'translate_sql', { sql: 'selec id frm books' }, /syntax error/i],
    [
      'SQL over the size limit',
      'translate_sql',
      { sql: `select ${'a,'.repeat(20_000)}b from t` },
      /longer than 20000/,
    ],
    [
      'a base URL that is not http',
      'translate_sql',
      { sql: 'select 1 from t', base_url: 'ftp://x' },
      /base_url/,
    ],
    ['a missing argument', 'get_page', {}, /path/],
    [
      'an unknown supabase-js method',
      'get_js_method',
      { method: 'auth.frobnicateEverything' },
      /No supabase-js method "auth\.frobnicateEverything"\. Closest: /,
    ],
    [
      'an offset past the end',
      'get_page',
      { path: '/guides/', offset: 10_000_000 },
      /offset 10000000 is past the end/,
    ],
    ['max_chars under 1,000', 'get_page', { path: '/guides/', max_chars: 10 }, /max_chars/],
    ['an empty method', 'get_js_method', { method: ' ' }, /method is empty/],
    ['a method over the size limit', 'get_js_method', { method: 'a'.repeat(201) }, /longer than 200/],
    ['an empty error text', 'lookup_error', { text: '\n  ' }, /text is empty/],
    [
      'an error text over the size limit',
      'lookup_error',
      { text: 'PGRST116 '.repeat(12_000) },
      /text is longer than 100000 characters/,
    ],
  ];
  it.each(badInputs)('answers %s with a tool error that says why', async (_label, tool, args, message) => {
    const result = await call(tool, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
    // Still serving.
    const after = await call('search_docs', { query: 'auth' });
    expect(after.isError).toBeFalsy();
  });
});

it('over stdio, answers what was asked before the client closed its input, then exits', async () => {
  const child = spawn(process.execPath, [BIN], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const lines = [
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pipe', version: '1' } },
    },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'translate_sql', arguments: { sql: 'select id from books' } },
    },
  ];
  child.stdin.end(`${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  const answers = out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: number });
  expect(answers.map((answer) => answer.id)).toEqual([1, 2]);
});

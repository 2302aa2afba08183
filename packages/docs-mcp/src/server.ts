import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { DocsData } from '@platform/docs-core/docs-data';
import { z } from 'zod';
import { CliCommands } from './cli-commands.ts';
import { JsMethods } from './js-methods.ts';
import { ErrorLookups, errorLookupText, MAX_ERROR_TEXT } from './lookup-error.ts';
import { PageStore, resourceUri } from './pages.ts';
import { SearchIndex } from './search.ts';
import { ToolInputError } from './tool-error.ts';
import { DEFAULT_BASE_URL, translateSql } from './translate-sql.ts';

/** Input limits: far above any honest use, low enough that no input can hold the server up. */
export const LIMITS = {
  query: 500,
  results: 25,
  path: 2_000,
  command: 200,
  sql: 20_000,
  baseUrl: 2_000,
  errorText: MAX_ERROR_TEXT,
  method: 200,
};

export const SERVER_NAME = 'docs-mcp';
export const SERVER_VERSION = '0.1.0';

/** What every session shares: built once per process from the data bundle. */
export interface DocsContext {
  data: DocsData;
  pages: PageStore;
  /** Built on first use: start-up answers `initialize` first, then warms it (see main.ts). */
  readonly search: SearchIndex;
  cli: CliCommands;
  errors: ErrorLookups;
  js: JsMethods;
}

export function createContext(data: DocsData): DocsContext {
  let search: SearchIndex | undefined;
  return {
    data,
    pages: new PageStore(data),
    get search() {
      search ??= new SearchIndex(data.pages, data.siteUrl);
      return search;
    },
    cli: new CliCommands(data.cli),
    errors: new ErrorLookups(data),
    js: new JsMethods(data.js),
  };
}

const nonBlank = (max: number, what: string) =>
  z
    .string()
    .max(max, `${what} is longer than ${max} characters`)
    .refine((value) => value.trim().length > 0, `${what} is empty`);

const flagShape = z.object({
  name: z.string(),
  type: z.string(),
  description: z.string(),
  default: z.string().nullable(),
  required: z.boolean(),
  acceptedValues: z.array(z.string()),
  suggestedValues: z.array(z.string()),
});

/** Runs a tool body; a bad input becomes an error result with its message instead of a thrown error. */
async function answer<T extends Record<string, unknown>>(
  body: () => T | Promise<T>,
  toText: (value: T) => string,
): Promise<CallToolResult> {
  try {
    const value = await body();
    return { content: [{ type: 'text', text: toText(value) }], structuredContent: value };
  } catch (error) {
    if (error instanceof ToolInputError)
      return { isError: true, content: [{ type: 'text', text: error.message }] };
    throw error;
  }
}

export function createDocsServer(context: DocsContext): McpServer {
  const { data, pages, cli, errors, js } = context;
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions:
        "Documentation of the platform: search_docs finds guides and CLI commands, get_page returns a page as Markdown, get_cli_command gives a command's flags and examples, translate_sql turns SQL into a REST API request, get_js_method gives a supabase-js method's signatures, parameters and examples, lookup_error explains a pasted error message or code.",
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the guides and the CLI reference. Returns the best pages with title, URL, breadcrumb and a snippet; read one with get_page.',
      inputSchema: {
        query: nonBlank(LIMITS.query, 'query').describe(
          'What to look for, e.g. "row level security" or "db push"',
        ),
        limit: z
          .number()
          .int()
          .min(1)
          .max(LIMITS.results)
          .optional()
          .describe(`Results, 1–${LIMITS.results} (8)`),
      },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string(),
            url: z.string(),
            path: z.string(),
            breadcrumb: z.array(z.string()),
            snippet: z.string(),
            score: z.number(),
          }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    ({ query, limit }) =>
      answer(
        () => ({ results: context.search.search(query, limit ?? 8) }),
        ({ results }) =>
          results.length === 0
            ? `No page matches "${query}".`
            : results
                .map(
                  (hit, index) =>
                    `${index + 1}. ${hit.title} (${[...hit.breadcrumb, hit.title].join(' › ')})\n   ${hit.url}\n   ${hit.snippet}`,
                )
                .join('\n'),
      ),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'Returns a page of the docs as Markdown, for its URL, its path (/guides/auth/) or its docs:// resource URI.',
      inputSchema: {
        path: nonBlank(LIMITS.path, 'path').describe(
          'URL or path, e.g. /guides/database/row-level-security/',
        ),
      },
      outputSchema: { title: z.string(), url: z.string(), path: z.string(), markdown: z.string() },
      annotations: { readOnlyHint: true },
    },
    ({ path }) =>
      answer(
        () => {
          const page = pages.get(path);
          return { title: page.title, url: pages.url(page), path: page.path, markdown: page.markdown };
        },
        (value) => value.markdown,
      ),
  );

  server.registerTool(
    'get_cli_command',
    {
      title: 'Look up a CLI command',
      description: `Usage, flags (type, default, accepted values) and examples of a CLI ${data.cliVersion} command, e.g. "db push" or "supabase db push".`,
      inputSchema: { command: nonBlank(LIMITS.command, 'command').describe('The command, e.g. "db push"') },
      outputSchema: {
        command: z.string(),
        summary: z.string(),
        description: z.string(),
        usage: z.string().nullable(),
        url: z.string(),
        subcommands: z.array(z.string()),
        flags: z.array(flagShape),
        globalFlags: z.array(z.string()),
        examples: z.array(z.object({ name: z.string(), code: z.string(), response: z.string() })),
      },
      annotations: { readOnlyHint: true },
    },
    ({ command }) =>
      answer(
        () => {
          const found = cli.find(command);
          return {
            command: found.command,
            summary: found.summary,
            description: found.description,
            usage: found.usage,
            url: new URL(found.path, data.siteUrl).href,
            subcommands: found.subcommands.map((id) =>
              id.replace(/^supabase-/, 'supabase ').replaceAll('-', ' '),
            ),
            flags: found.flags.map(({ long: _long, short: _short, ...flag }) => flag),
            globalFlags: data.cli.globalFlags.map((flag) => flag.name),
            examples: found.examples,
          };
        },
        (value) => pages.get(cli.find(command).path).markdown || value.summary,
      ),
  );

  server.registerTool(
    'translate_sql',
    {
      title: 'Translate SQL to a REST request',
      description:
        'Turns one SQL statement (select, insert, update, delete, or a function call) into the equivalent REST API request: HTTP, cURL and supabase-js, with the assumptions the translation made.',
      inputSchema: {
        sql: nonBlank(LIMITS.sql, 'sql').describe(
          'One SQL statement, e.g. select id from books where id = 1',
        ),
        base_url: z
          .url({ protocol: /^https?$/, error: 'base_url must be an http(s) URL' })
          .max(LIMITS.baseUrl)
          .optional()
          .describe(`The REST API root (${DEFAULT_BASE_URL})`),
      },
      outputSchema: {
        method: z.string(),
        path: z.string(),
        query: z.array(z.tuple([z.string(), z.string()])),
        http: z.string(),
        curl: z.string(),
        supabaseJs: z.string(),
        assumptions: z.array(z.string()),
      },
      annotations: { readOnlyHint: true },
    },
    ({ sql, base_url }) =>
      answer(
        () => translateSql(sql, base_url),
        (value) =>
          [
            `HTTP:\n${value.http}`,
            `cURL:\n${value.curl}`,
            `supabase-js:\n${value.supabaseJs}`,
            value.assumptions.length > 0
              ? `Assumptions:\n${value.assumptions.map((a) => `- ${a}`).join('\n')}`
              : '',
          ]
            .filter(Boolean)
            .join('\n\n'),
      ),
  );

  server.registerTool(
    'lookup_error',
    {
      title: 'Look up an error',
      description:
        'Finds the Errors reference entries for a pasted error: a PostgREST JSON body, a supabase-js error, an AuthApiError line, psql or log output, CLI output or a stack trace. Returns each match (best first) with its code, source, HTTP status, meaning, usual causes, fix and the link to its entry.',
      inputSchema: {
        text: nonBlank(LIMITS.errorText, 'text').describe(
          'The error as it was printed, e.g. {"code":"PGRST116","message":"JSON object requested, multiple (or no) rows returned"}',
        ),
      },
      outputSchema: {
        found: z.boolean(),
        message: z.string().nullable(),
        searchQuery: z.string().nullable(),
        matches: z.array(
          z.object({
            code: z.string(),
            source: z.string(),
            title: z.string(),
            status: z.number().nullable(),
            meaning: z.string(),
            causes: z.array(z.string()),
            fix: z.string().nullable(),
            matchedBy: z.enum(['code', 'message']),
            url: z.string(),
          }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    ({ text }) => answer(() => ({ ...errors.lookup(text) }), errorLookupText),
  );

  server.registerTool(
    'get_js_method',
    {
      title: 'Look up a supabase-js method',
      description: `Signatures, parameters (type, optional or not), return type, description and examples of a supabase-js ${data.js.version} method, with its link in the JavaScript reference. Takes a call path ("auth.signInWithPassword", "from().select()", "storage.from().createSignedUrl"), a method name or a reference id.`,
      inputSchema: {
        method: nonBlank(LIMITS.method, 'method').describe(
          'The method, e.g. "auth.signInWithPassword", "select" or "storage.from().createSignedUrl"',
        ),
      },
      outputSchema: {
        id: z.string(),
        call: z.string(),
        version: z.string(),
        signatures: z.array(
          z.object({
            line: z.string(),
            typeParams: z.string(),
            params: z.array(
              z.object({ name: z.string(), type: z.string(), optional: z.boolean(), rest: z.boolean() }),
            ),
            returns: z.string(),
          }),
        ),
        summary: z.string(),
        details: z.array(z.string()),
        serverOnly: z.boolean(),
        examples: z.array(z.object({ title: z.string(), code: z.string(), data: z.unknown().optional() })),
        url: z.string(),
      },
      annotations: { readOnlyHint: true },
    },
    ({ method }) =>
      answer(
        () => {
          const { markdown: _markdown, path, name: _name, ...found } = js.find(method);
          return { ...found, version: data.js.version, url: new URL(path, data.siteUrl).href };
        },
        () => js.find(method).markdown,
      ),
  );

  for (const page of data.pages) {
    const uri = resourceUri(page.path);
    server.registerResource(
      page.path,
      uri,
      { title: page.title, description: page.description, mimeType: 'text/markdown' },
      () => ({ contents: [{ uri, mimeType: 'text/markdown', text: page.markdown }] }),
    );
  }
  return server;
}

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  type CallToolResult,
  ErrorCode,
  ListResourcesRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { DocsData } from '@platform/docs-core/docs-data';
import { z } from 'zod';
import { CliCommands } from './cli-commands.ts';
import { type FoundMethod, JsMethods } from './js-methods.ts';
import { ErrorLookups, errorLookupText, MAX_ERROR_TEXT } from './lookup-error.ts';
import { DEFAULT_PAGE_CHARS, readPage } from './page-reader.ts';
import { PageStore, resourceUri } from './pages.ts';
import { MAX_QUERY } from './query.ts';
import { type SearchAnswer, SearchIndex } from './search.ts';
import { clip } from './text.ts';
import { ToolInputError } from './tool-error.ts';
import { DEFAULT_BASE_URL, translateSql } from './translate-sql.ts';

/** Input limits: far above any honest use, low enough that no input can hold the server up. */
export const LIMITS = {
  /** Longer queries are cut to MAX_QUERY characters; past this they are refused. */
  query: 100_000,
  pageChars: 100_000,
  answerChars: 50_000,
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
      search ??= new SearchIndex(data.pages, data.siteUrl, data.errors);
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

const fieldShape = z.object({ name: z.string(), type: z.string(), optional: z.boolean() });

/** A method's Markdown, with what was asked about first and its object parameters' options after. */
function jsMethodText({ method, note, focus }: FoundMethod): string {
  const line = (name: string, type: string, optional: boolean) =>
    `- \`${name}${optional ? '?' : ''}\`: \`${type}\``;
  const parts: string[] = [];
  if (note) parts.push(`> ${note}`);
  if (focus.length > 0)
    parts.push(
      `Asked about:\n${focus.map((entry) => line(entry.name, entry.type, entry.optional)).join('\n')}`,
    );
  parts.push(method.markdown.trimEnd());
  const options = method.signatures.flatMap((signature, index) =>
    signature.params
      .filter((param) => (param.fields?.length ?? 0) > 0)
      .map(
        (param) =>
          `### \`${param.name}\`${method.signatures.length > 1 ? ` (overload ${index + 1})` : ''}: \`${clip(param.type, 80)}\`\n\n${(param.fields ?? []).map((field) => line(`${param.name}.${field.name}`, clip(field.type, 160), field.optional)).join('\n')}`,
      ),
  );
  if (options.length > 0) parts.push(`## Options\n\n${[...new Set(options)].join('\n\n')}`);
  return parts.join('\n\n');
}

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

const DEFAULT_SEARCH_CHARS = 4_000;

/** The hits as text within `maxChars`: snippets are shortened first, then the last hits left out. */
function searchText(found: SearchAnswer, maxChars: number): { text: string; shown: number } {
  const notes: string[] = [];
  if (found.truncated) notes.push(`(The query was cut to its first ${MAX_QUERY} characters.)`);
  if (found.hits.length === 0)
    return { text: [...notes, `No section matches "${clip(found.query, 200)}".`].join('\n'), shown: 0 };
  const lines = [...notes];
  let used = notes.join('\n').length;
  let shown = 0;
  for (const [index, hit] of found.hits.entries()) {
    const head = `${index + 1}. ${hit.title}\n   ${hit.url}`;
    const room = maxChars - used - head.length - 80;
    if (room < 40) break;
    const entry = `${head}\n   ${clip(hit.snippet, Math.min(hit.snippet.length, room))}`;
    lines.push(entry);
    used += entry.length + 1;
    shown += 1;
  }
  if (shown < found.hits.length)
    lines.push(`(${found.hits.length - shown} more left out to stay within ${maxChars} characters.)`);
  return { text: lines.join('\n'), shown };
}

/** Runs a tool body whose text and metadata differ; a bad input becomes an error result with its message. */
async function textAnswer<T extends Record<string, unknown>>(
  body: () => { text: string; meta: T },
): Promise<CallToolResult> {
  try {
    const { text, meta } = body();
    return { content: [{ type: 'text', text }], structuredContent: meta };
  } catch (error) {
    if (error instanceof ToolInputError)
      return { isError: true, content: [{ type: 'text', text: error.message }] };
    throw error;
  }
}

/** Resources per `resources/list` page. */
export const RESOURCE_PAGE_SIZE = 50;

export function createDocsServer(context: DocsContext): McpServer {
  const { data, pages, cli, errors, js } = context;
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions:
        "Documentation of the platform: search_docs finds the sections of guides and CLI commands that answer a question (error codes go to their entry), get_page returns a page or one section as Markdown (section, max_chars, offset), get_cli_command gives a command's flags and examples, translate_sql turns SQL into a REST API request, get_js_method gives a supabase-js method's signatures, options and examples, lookup_error explains a pasted error message or code.",
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the guides and the CLI reference by section. Ask in words ("how do I join two tables in one request", "what does PGRST116 mean"): question words are ignored, error codes go to their entry, and common other names (pgvector, joins, RLS) are understood. Returns the best sections: "Page › Section", the URL with its #anchor and a snippet; read one with get_page and its section.',
      inputSchema: {
        query: nonBlank(LIMITS.query, 'query').describe(
          `What to look for, e.g. "row level security" or "db push" (cut to ${MAX_QUERY} characters)`,
        ),
        limit: z
          .number()
          .int()
          .min(1)
          .max(LIMITS.results)
          .optional()
          .describe(`Results, 1–${LIMITS.results} (8)`),
        max_chars: z
          .number()
          .int()
          .min(300)
          .max(LIMITS.answerChars)
          .optional()
          .describe(`The whole answer's size in characters (${DEFAULT_SEARCH_CHARS})`),
      },
      outputSchema: {
        query: z.string(),
        truncated: z.boolean(),
        results: z.array(
          z.object({
            title: z.string(),
            page: z.string(),
            section: z.string().nullable(),
            url: z.string(),
            path: z.string(),
            anchor: z.string().nullable(),
            breadcrumb: z.array(z.string()),
            score: z.number(),
          }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    ({ query, limit, max_chars }) => {
      const found = context.search.search(query, limit ?? 8);
      const { text, shown } = searchText(found, max_chars ?? DEFAULT_SEARCH_CHARS);
      // The snippets are in the text only; structuredContent names the hits.
      const results = found.hits.slice(0, shown).map(({ snippet: _snippet, ...hit }) => hit);
      return {
        content: [{ type: 'text', text }],
        structuredContent: { query: found.query, truncated: found.truncated, results },
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page or one section',
      description:
        'Returns a page of the docs as Markdown, for its URL, its path (/guides/auth/) or its docs:// resource URI. Give `section` (an anchor such as "turn-it-on", or a heading) for that section alone. Answers are at most max_chars long; a long page asked for whole starts with its outline, and `offset` continues where an answer stopped.',
      inputSchema: {
        path: nonBlank(LIMITS.path, 'path').describe(
          'URL or path, e.g. /guides/database/row-level-security/ (a #anchor in it selects the section)',
        ),
        section: nonBlank(LIMITS.path, 'section')
          .optional()
          .describe('A section anchor ("turn-it-on") or heading ("Turn it on")'),
        max_chars: z
          .number()
          .int()
          .min(1_000)
          .max(LIMITS.pageChars)
          .optional()
          .describe(`Characters in this answer (${DEFAULT_PAGE_CHARS})`),
        offset: z.number().int().min(0).optional().describe('Where to continue, from a previous answer'),
      },
      outputSchema: {
        title: z.string(),
        url: z.string(),
        path: z.string(),
        section: z.object({ heading: z.string(), anchor: z.string().nullable(), url: z.string() }).nullable(),
        offset: z.number(),
        nextOffset: z.number().nullable(),
        totalChars: z.number(),
        sectionCount: z.number(),
        sections: z.array(
          z.object({ heading: z.string(), anchor: z.string().nullable(), level: z.number() }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    ({ path, section, max_chars, offset }) =>
      textAnswer(() => {
        const page = pages.get(path);
        const hash = /#(.+)$/.exec(path.trim())?.[1];
        const part = readPage(page, { section: section ?? hash, maxChars: max_chars, offset });
        const url = pages.url(page);
        return {
          text: part.text,
          meta: {
            title: page.title,
            url,
            path: page.path,
            section: part.section
              ? { ...part.section, url: part.section.anchor ? `${url}#${part.section.anchor}` : url }
              : null,
            offset: part.offset,
            nextOffset: part.nextOffset,
            totalChars: part.totalChars,
            sectionCount: part.sectionCount,
            sections: part.outline,
          },
        };
      }),
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
              z.object({
                name: z.string(),
                type: z.string(),
                optional: z.boolean(),
                rest: z.boolean(),
                fields: z.array(fieldShape).optional(),
              }),
            ),
            returns: z.string(),
          }),
        ),
        summary: z.string(),
        details: z.array(z.string()),
        serverOnly: z.boolean(),
        examples: z.array(z.object({ title: z.string(), code: z.string(), data: z.unknown().optional() })),
        url: z.string(),
        note: z.string().nullable(),
        focus: z.array(fieldShape.extend({ param: z.string() })),
      },
      annotations: { readOnlyHint: true },
    },
    ({ method }) =>
      answer(
        () => {
          const { method: entry, note, focus } = js.find(method);
          const { markdown: _markdown, path, name: _name, ...found } = entry;
          return { ...found, note, focus, version: data.js.version, url: new URL(path, data.siteUrl).href };
        },
        () => jsMethodText(js.find(method)),
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
  // The SDK lists every resource in one answer; replaced by pages of RESOURCE_PAGE_SIZE with a cursor.
  const listed = data.pages.map((page) => ({
    uri: resourceUri(page.path),
    name: page.path,
    title: page.title,
    description: page.description,
    mimeType: 'text/markdown',
  }));
  server.server.setRequestHandler(ListResourcesRequestSchema, (request) => {
    const cursor = request.params?.cursor;
    const start = cursor === undefined ? 0 : Number(cursor);
    if (!Number.isInteger(start) || start < 0 || start >= listed.length)
      throw new McpError(ErrorCode.InvalidParams, `Invalid cursor "${cursor}"`);
    const end = start + RESOURCE_PAGE_SIZE;
    return {
      resources: listed.slice(start, end),
      ...(end < listed.length ? { nextCursor: String(end) } : {}),
    };
  });
  return server;
}

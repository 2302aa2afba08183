/**
 * Writes the data bundle the server reads (dist/docs-data.json) from the site's own sources, with the site's
 * own converters: each guide's MDX through lib/markdown (the same Markdown as its twin), the CLI reference and
 * a page per command from data/cli. scripts/build.mjs bundles this file with esbuild (the `@/` alias points at
 * apps/docs) and runs it with apps/docs as the working folder, as `next build` does.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Root as PageTree } from 'fumadocs-core/page-tree';
import type { Root, RootContent } from 'mdast';
import { type CliFlag, cliSpec, findCliCommand } from '@/data/cli';
import { errorSections } from '@/data/errors';
import { findJsMethod, JS_REFERENCE_PATH, jsApi, jsReferenceGroups } from '@/data/js-reference';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { toFlagRow } from '@/lib/cli/flag-model';
import { cliReferenceDescription, cliReferenceTitle } from '@/lib/cli/reference-meta';
import { indexSections } from '@/lib/errors/error-index';
import { guidesByMethod, readGuideTexts } from '@/lib/js-reference/guide-links';
import { jsReferenceIntro } from '@/lib/js-reference/reference-meta';
import { callPath, signatureLine } from '@/lib/js-reference/signature';
import { inlineMarkupNodes } from '@/lib/markdown/auth-handlers';
import { cliCommandEntries, cliCommandMarkdown, cliReferenceMarkdown } from '@/lib/markdown/cli-markdown';
import { componentHandlers } from '@/lib/markdown/component-handlers';
import { guideIndexHandler } from '@/lib/markdown/guide-index-handler';
import { jsMethodEntries, jsMethodMarkdown } from '@/lib/markdown/js-markdown';
import { convertMdxTree, type HandlerContext, parseMdx, printMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { blockquote, heading, paragraph } from '@/lib/markdown/nodes';
import { siteConfig } from '@/site.config';
import type { CliFlagData, DocsData, DocsPage, ErrorData, JsMethodData } from '../src/docs-data.ts';

const outFile = process.argv[2];
if (!outFile) throw new Error('usage: site-data <out.json>');

const GUIDES_DIR = join(process.cwd(), 'content', 'guides');

const titled = (title: string, description: string, body: RootContent[]): Root => ({
  type: 'root',
  children: [heading(1, title), blockquote([paragraph(description)]), ...body],
});

/** Frontmatter values are single-line strings here; quotes, if any, are taken off. */
function frontmatter(source: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const values: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const match = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

function headingsOf(markdown: string): string[] {
  const found: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^#{2,4}\s+(.+?)\s*#*$/.exec(line);
    if (match?.[1]) found.push(match[1].replace(/[`*_]/g, ''));
  }
  return found;
}

/** The <GuideIndex> on /guides/ lists the sidebar's tree; the site reads it from fumadocs, this from the folders. */
let guideTree: PageTree = { name: 'Guides', children: [] };

function guidePage(file: string, urlPath: string, breadcrumb: string[]): DocsPage {
  const source = readFileSync(file, 'utf8');
  const { title, description = '' } = frontmatter(source);
  if (!title) throw new Error(`${file} has no title`);
  const body = convertMdxTree(parseMdx(source), {
    file: `apps/docs/${file.slice(file.indexOf('content/'))}`,
    pageUrl: new URL(urlPath, siteConfig.siteUrl).href,
    handlers: { ...componentHandlers, GuideIndex: guideIndexHandler(guideTree) },
  });
  const markdown = printMarkdown(titled(title, description, body.children));
  return {
    path: urlPath,
    title,
    description,
    breadcrumb,
    headings: headingsOf(markdown),
    markdown,
    searchable: true,
  };
}

/** A folder's pages in sidebar order: its meta.json `pages`, then anything unlisted (index.mdx apart). */
function folderEntries(dir: string) {
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as {
    title: string;
    pages?: string[];
  };
  const entries = readdirSync(dir).filter(
    (name) => name.endsWith('.mdx') || statSync(join(dir, name)).isDirectory(),
  );
  const names = entries.map((name) => name.replace(/\.mdx$/, '')).filter((name) => name !== 'index');
  const ordered = [
    ...(meta.pages ?? []).filter((name) => names.includes(name)),
    ...names.filter((name) => !meta.pages?.includes(name)),
  ];
  return {
    title: meta.title,
    hasIndex: entries.includes('index.mdx'),
    isPage: (name: string) => entries.includes(`${name}.mdx`),
    ordered,
  };
}

/** The guides folder as a fumadocs page tree (folders with their index page, pages with their titles). */
function folderTree(dir: string, urlPath: string): PageTree['children'] {
  const { ordered, isPage } = folderEntries(dir);
  return ordered.map((name): PageTree['children'][number] => {
    const child = join(dir, name);
    const url = `${urlPath}${name}/`;
    if (isPage(name))
      return { type: 'page', name: frontmatter(readFileSync(`${child}.mdx`, 'utf8')).title ?? name, url };
    const folder = folderEntries(child);
    return {
      type: 'folder',
      name: folder.title,
      ...(folder.hasIndex ? { index: { type: 'page', name: folder.title, url } } : {}),
      children: folderTree(child, url),
    };
  });
}

/** The guides in sidebar order: a folder's index first, then its meta.json `pages`, then anything unlisted. */
function guides(dir: string, urlPath: string, breadcrumb: string[]): DocsPage[] {
  const { title, hasIndex, isPage, ordered } = folderEntries(dir);
  const trail = [...breadcrumb, title];
  const pages: DocsPage[] = [];
  if (hasIndex) pages.push(guidePage(join(dir, 'index.mdx'), urlPath, breadcrumb));
  for (const name of ordered) {
    const child = join(dir, name);
    if (isPage(name)) pages.push(guidePage(`${child}.mdx`, `${urlPath}${name}/`, trail));
    else pages.push(...guides(child, `${urlPath}${name}/`, trail));
  }
  return pages;
}

function flagData(flag: CliFlag): CliFlagData {
  const row = toFlagRow(flag);
  return {
    name: row.name,
    long: row.long,
    short: row.short,
    type: row.type.label,
    description: row.description,
    default: row.defaultValue,
    required: row.required,
    acceptedValues: row.acceptedValues,
    suggestedValues: row.suggestedValues,
  };
}

const groups = groupCliCommands(cliSpec);
const cliOptions = { spec: cliSpec, groups, lookup: findCliCommand, siteUrl: siteConfig.siteUrl };
const cliPages: DocsPage[] = cliCommandEntries(groups).map(({ path, command }) => {
  const markdown = printMarkdown(cliCommandMarkdown(command, cliOptions));
  return {
    path,
    title: command.title,
    description: command.summary,
    breadcrumb: ['CLI reference'],
    headings: headingsOf(markdown),
    markdown,
    searchable: true,
  };
});
const referenceMarkdown = printMarkdown(cliReferenceMarkdown(cliOptions, cliReferenceDescription));

/** The Errors reference's page: each entry is `#<code>` on it (components/errors/error-list.tsx). */
const ERRORS_PATH = '/guides/troubleshooting/errors/';

/** An entry's inline markup (`code`, **bold**, links) as the Markdown twin prints it, links made absolute. */
function inlineMarkdown(source: string): string {
  // inlineMarkupNodes only makes links absolute and fails on a bad target; nothing else of a handler is used.
  const context = {
    absoluteUrl: (url: string) => new URL(url, new URL(ERRORS_PATH, siteConfig.siteUrl)).href,
    fail: (message: string) => {
      throw new Error(`errors reference: ${message}`);
    },
  } as HandlerContext;
  return printMarkdown({ type: 'root', children: [paragraph(...inlineMarkupNodes(source, context))] }).trim();
}

/** The paste parser's index of each entry (lib/errors/error-index.ts), with what the tool answers besides. */
function errorData(): ErrorData[] {
  const indexed = indexSections(errorSections);
  const entries = errorSections.flatMap((section) => section.entries);
  return indexed.map((item, at) => {
    const entry = entries[at];
    if (entry?.code !== item.code) throw new Error(`errors: index and sections disagree at ${item.code}`);
    return {
      ...item,
      status: entry.status ?? null,
      meaning: inlineMarkdown(entry.meaning),
      causes: (entry.causes ?? []).map(inlineMarkdown),
      fix: entry.fix === undefined ? null : inlineMarkdown(entry.fix),
    };
  });
}

/** Each documented supabase-js method: the facts of js-api.json, our prose, and its Markdown as its crawler twin. */
function jsMethodData(guidePages: DocsPage[]): JsMethodData[] {
  const titles = new Map(guidePages.map((page) => [page.path, page.title]));
  const guides = guidesByMethod(jsApi.methods, readGuideTexts(GUIDES_DIR));
  const options = {
    api: jsApi,
    groups: jsReferenceGroups,
    intro: jsReferenceIntro,
    lookup: findJsMethod,
    guides: (id: string) => (guides.get(id) ?? []).map((path) => ({ path, title: titles.get(path) ?? path })),
    siteUrl: siteConfig.siteUrl,
  };
  return jsMethodEntries(jsReferenceGroups).map(({ entry }) => {
    const method = findJsMethod(entry.id);
    if (!method) throw new Error(`js-reference: ${entry.id} is not in js-api.json`);
    return {
      id: method.id,
      name: method.name,
      call: callPath(method),
      signatures: method.signatures.map((signature) => ({
        line: signatureLine(method, signature),
        typeParams: signature.typeParams,
        params: signature.params,
        returns: signature.returns,
      })),
      summary: entry.summary,
      details: entry.details ?? [],
      serverOnly: entry.serverOnly ?? false,
      examples: entry.examples.map((example) => ({
        title: example.title,
        code: example.code,
        ...('data' in example ? { data: example.data } : {}),
      })),
      path: `${JS_REFERENCE_PATH}/#${method.id}`,
      markdown: printMarkdown(jsMethodMarkdown(entry, options)),
    };
  });
}

guideTree = { name: 'Guides', children: folderTree(GUIDES_DIR, '/guides/') };
const guidePages = guides(GUIDES_DIR, '/guides/', []);

const data: DocsData = {
  siteUrl: siteConfig.siteUrl,
  cliVersion: cliSpec.version,
  pages: [
    ...guidePages,
    {
      path: '/reference/cli/',
      title: cliReferenceTitle,
      description: cliReferenceDescription,
      breadcrumb: [],
      headings: [],
      markdown: referenceMarkdown,
      searchable: false,
    },
    ...cliPages,
  ],
  cli: {
    commands: cliSpec.commands.map((command) => ({
      id: command.id,
      command: command.title,
      summary: command.summary,
      description: command.description,
      usage: command.usage,
      subcommands: command.subcommands,
      flags: command.flags.map(flagData),
      examples: command.examples.map(({ name, code, response }) => ({ name, code, response })),
      path: cliPages.find((page) => page.title === command.title)?.path ?? '/reference/cli/',
    })),
    globalFlags: cliSpec.global_flags.map(flagData),
  },
  errors: { path: ERRORS_PATH, entries: errorData() },
  js: { version: jsApi.version, methods: jsMethodData(guidePages) },
};

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(data));
console.log(
  `docs-mcp: ${data.pages.length} pages, ${data.cli.commands.length} CLI commands, ${data.errors.entries.length} errors, ${data.js.methods.length} supabase-js methods → ${outFile}`,
);

/**
 * Writes the data bundle the server reads (dist/docs-data.json) from the site's own sources, with the site's
 * own converters: each guide's MDX through lib/markdown (the same Markdown as its twin), the CLI reference and
 * a page per command from data/cli. scripts/build.mjs bundles this file with esbuild (the `@/` alias points at
 * apps/docs) and runs it with apps/docs as the working folder, as `next build` does.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Root, RootContent } from 'mdast';
import { type CliFlag, cliSpec, findCliCommand } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { toFlagRow } from '@/lib/cli/flag-model';
import { cliReferenceDescription, cliReferenceTitle } from '@/lib/cli/reference-meta';
import { cliCommandEntries, cliCommandMarkdown, cliReferenceMarkdown } from '@/lib/markdown/cli-markdown';
import { componentHandlers } from '@/lib/markdown/component-handlers';
import type { ComponentHandler } from '@/lib/markdown/mdx-to-markdown';
import { convertMdxTree, parseMdx, printMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { blockquote, heading, link, list, paragraph } from '@/lib/markdown/nodes';
import { siteConfig } from '@/site.config';
import type { CliFlagData, DocsData, DocsPage } from '../src/docs-data.ts';

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

/**
 * `<GuideIndex />` (the /guides/ page): the site draws it from the page tree, which only `next build` compiles;
 * here it is the list of sections in their meta.json order, each linking to its first page.
 */
const guideIndexHandler: ComponentHandler = (context) => {
  const { pages = [] } = JSON.parse(readFileSync(join(GUIDES_DIR, 'meta.json'), 'utf8')) as {
    pages?: string[];
  };
  const sections = pages.filter((name) => existsSync(join(GUIDES_DIR, name, 'meta.json')));
  return [
    list(
      sections.map((name) => {
        const { title } = JSON.parse(readFileSync(join(GUIDES_DIR, name, 'meta.json'), 'utf8')) as {
          title: string;
        };
        return [link(context.absoluteUrl(`/guides/${name}/`), title)];
      }),
    ),
  ];
};

function guidePage(file: string, urlPath: string, breadcrumb: string[]): DocsPage {
  const source = readFileSync(file, 'utf8');
  const { title, description = '' } = frontmatter(source);
  if (!title) throw new Error(`${file} has no title`);
  const body = convertMdxTree(parseMdx(source), {
    file: `apps/docs/${file.slice(file.indexOf('content/'))}`,
    pageUrl: new URL(urlPath, siteConfig.siteUrl).href,
    handlers: { ...componentHandlers, GuideIndex: guideIndexHandler },
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

/** The guides in sidebar order: a folder's index first, then its meta.json `pages`, then anything unlisted. */
function guides(dir: string, urlPath: string, breadcrumb: string[]): DocsPage[] {
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as {
    title: string;
    pages?: string[];
  };
  const trail = [...breadcrumb, meta.title];
  const entries = readdirSync(dir).filter(
    (name) => name.endsWith('.mdx') || statSync(join(dir, name)).isDirectory(),
  );
  const names = entries.map((name) => name.replace(/\.mdx$/, '')).filter((name) => name !== 'index');
  const ordered = [
    ...(meta.pages ?? []).filter((name) => names.includes(name)),
    ...names.filter((name) => !meta.pages?.includes(name)),
  ];
  const pages: DocsPage[] = [];
  if (entries.includes('index.mdx')) pages.push(guidePage(join(dir, 'index.mdx'), urlPath, breadcrumb));
  for (const name of ordered) {
    const child = join(dir, name);
    if (entries.includes(`${name}.mdx`)) pages.push(guidePage(`${child}.mdx`, `${urlPath}${name}/`, trail));
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

const data: DocsData = {
  siteUrl: siteConfig.siteUrl,
  cliVersion: cliSpec.version,
  pages: [
    ...guides(GUIDES_DIR, '/guides/', []),
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
};

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(data));
console.log(`docs-mcp: ${data.pages.length} pages, ${data.cli.commands.length} CLI commands → ${outFile}`);

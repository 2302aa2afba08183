import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root, RootContent } from 'mdast';
import { cliSpec, findCliCommand } from '@/data/cli';
import { homeSections } from '@/data/home-sections';
import { findJsMethod, jsApi, jsReferenceGroups } from '@/data/js-reference';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { cliReferenceDescription, cliReferenceTitle } from '@/lib/cli/reference-meta';
import { methodGuides } from '@/lib/js-reference/method-guides';
import {
  jsReferenceDescription,
  jsReferenceIntro,
  jsReferenceTitle,
} from '@/lib/js-reference/reference-meta';
import { methodTitle } from '@/lib/js-reference/signature';
import {
  referenceEntries,
  referenceIndexDescription,
  referenceIndexPath,
  referenceIndexTitle,
} from '@/lib/site/reference-index';
import { homeIntro, homeTitle, siteDescription, siteTitle } from '@/lib/site/site-description';
import { source } from '@/lib/site/source';
import { siteConfig } from '@/site.config';
import { cliCommandEntries, cliCommandMarkdown, cliReferenceMarkdown } from './cli-markdown';
import { componentHandlers } from './component-handlers';
import { guideIndexHandler } from './guide-index-handler';
import { jsMethodEntries, jsMethodMarkdown, jsReferenceMarkdown } from './js-markdown';
import { convertMdxTree, parseMdx, printMarkdown } from './mdx-to-markdown';
import { blockquote, heading, link, list, paragraph } from './nodes';
import { guideSections, type LlmsSection, llmsFullTxt, llmsTxt, markdownTwinPath } from './site-markdown';

/*
 * Every page of the site with its Markdown, in navigation order: home, the guides by section, the reference index, the CLI
 * reference, then a page per CLI command, the JavaScript reference and a page per method. The route handlers (app/llms.txt, app/llms-full.txt and
 * app/[...markdown]) read this at build time; the list is the sitemap's (lib/site/site-paths.ts), which a test checks.
 */

// `next build` runs in the docs workspace; content paths are relative to it (as lib/mdx/example-files.ts does).
const CONTENT_DIR = join(process.cwd(), 'content', 'guides');

export interface MarkdownPage {
  path: string;
  title: string;
  description: string;
  section: string;
  markdown: () => string;
}

const titled = (title: string, description: string, body: RootContent[]): Root => ({
  type: 'root',
  children: [heading(1, title), blockquote([paragraph(description)]), ...body],
});

function guideMarkdown(path: string): string {
  const page = source.getPages().find((candidate) => withSlash(candidate.url) === path);
  if (!page) throw new Error(`No guide at ${path}`);
  const file = join('content', 'guides', page.path);
  const body = convertMdxTree(parseMdx(readFileSync(join(CONTENT_DIR, page.path), 'utf8')), {
    file: `apps/docs/${file}`,
    pageUrl: new URL(path, siteConfig.siteUrl).href,
    handlers: { ...componentHandlers, GuideIndex: guideIndexHandler(source.pageTree) },
  });
  return printMarkdown(titled(page.data.title, page.data.description ?? '', body.children));
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

function homeMarkdown(): string {
  return printMarkdown(
    titled(homeTitle, siteDescription, [
      paragraph(homeIntro),
      heading(2, 'Browse by product'),
      list(
        homeSections.map((section) => [
          link(new URL(section.href, siteConfig.siteUrl).href, section.title),
          `: ${section.description}`,
        ]),
      ),
      paragraph(
        'The ',
        link(new URL('/reference/cli/', siteConfig.siteUrl).href, 'CLI reference'),
        ' lists every command and flag.',
      ),
    ]),
  );
}

function referenceIndexMarkdown(): string {
  return printMarkdown(
    titled(referenceIndexTitle, referenceIndexDescription, [
      list(
        referenceEntries().map((entry) => [
          link(new URL(entry.href, siteConfig.siteUrl).href, entry.title),
          `: ${entry.description}`,
        ]),
      ),
    ]),
  );
}

/** Each page's Markdown is built once per build worker: its twin and llms-full.txt both ask for it. */
function once(build: () => string): () => string {
  let value: string | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

let pagesCache: MarkdownPage[] | undefined;

/** Every page with its Markdown (computed on demand), in navigation order. */
export function markdownPages(): MarkdownPage[] {
  if (pagesCache) return pagesCache;
  const groups = groupCliCommands(cliSpec);
  const cliOptions = { spec: cliSpec, groups, lookup: findCliCommand, siteUrl: siteConfig.siteUrl };
  const guidesByUrl = new Map(source.getPages().map((page) => [withSlash(page.url), page]));
  const pages: MarkdownPage[] = [
    {
      path: '/',
      title: homeTitle,
      description: siteDescription,
      section: 'Start here',
      markdown: once(homeMarkdown),
    },
  ];
  for (const section of guideSections(
    source.pageTree,
    [...guidesByUrl.keys()],
    String(source.pageTree.name),
  )) {
    for (const url of section.urls) {
      const page = guidesByUrl.get(url);
      if (!page) throw new Error(`The guides navigation links ${url}, which has no page`);
      pages.push({
        path: url,
        title: page.data.title,
        description: page.data.description ?? '',
        section: section.title,
        markdown: once(() => guideMarkdown(url)),
      });
    }
  }
  pages.push({
    path: referenceIndexPath,
    title: referenceIndexTitle,
    description: referenceIndexDescription,
    section: 'Reference',
    markdown: once(referenceIndexMarkdown),
  });
  pages.push({
    path: '/reference/cli/',
    title: cliReferenceTitle,
    description: cliReferenceDescription,
    section: 'CLI reference',
    markdown: once(() => printMarkdown(cliReferenceMarkdown(cliOptions, cliReferenceDescription))),
  });
  for (const { path, command } of cliCommandEntries(groups)) {
    pages.push({
      path,
      title: command.title,
      description: command.summary,
      section: 'CLI commands',
      markdown: once(() => printMarkdown(cliCommandMarkdown(command, cliOptions))),
    });
  }
  const jsOptions = {
    api: jsApi,
    groups: jsReferenceGroups,
    intro: jsReferenceIntro,
    lookup: findJsMethod,
    guides: methodGuides,
    siteUrl: siteConfig.siteUrl,
  };
  pages.push({
    path: '/reference/javascript/',
    title: jsReferenceTitle,
    description: jsReferenceDescription,
    section: 'JavaScript reference',
    markdown: once(() =>
      printMarkdown(jsReferenceMarkdown(jsOptions, jsReferenceTitle, jsReferenceDescription)),
    ),
  });
  for (const { path, entry } of jsMethodEntries(jsReferenceGroups)) {
    const method = findJsMethod(entry.id);
    pages.push({
      path,
      title: method ? methodTitle(method, entry) : entry.id,
      description: entry.summary.replace(/`/g, ''),
      section: 'JavaScript methods',
      markdown: once(() => printMarkdown(jsMethodMarkdown(entry, jsOptions))),
    });
  }
  pagesCache = pages;
  return pages;
}

export function markdownPageForTwin(twinPath: string): MarkdownPage | undefined {
  return markdownPages().find((page) => markdownTwinPath(page.path) === twinPath);
}

export function llmsIndex(): string {
  const sections: LlmsSection[] = [];
  for (const page of markdownPages()) {
    let section = sections.at(-1);
    if (section?.title !== page.section) {
      section = { title: page.section, links: [] };
      sections.push(section);
    }
    section.links.push({ title: page.title, path: page.path, description: page.description });
  }
  return llmsTxt({ title: siteTitle, summary: siteDescription, siteUrl: siteConfig.siteUrl, sections });
}

/** Every guide and both references (the per-command and per-method pages repeat their sections, so they are left out). */
export function llmsFull(): string {
  const pages = markdownPages()
    .filter(
      (page) => page.section !== 'CLI commands' && page.section !== 'JavaScript methods' && page.path !== '/',
    )
    .map((page) => ({ path: page.path, markdown: page.markdown() }));
  return llmsFullTxt({ title: siteTitle, summary: siteDescription, siteUrl: siteConfig.siteUrl, pages });
}

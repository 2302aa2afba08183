import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsPage } from '@platform/docs-core/docs-data';
import type { Root as PageTree } from 'fumadocs-core/page-tree';
import type { Root, RootContent } from 'mdast';
import { componentHandlers } from '@/lib/markdown/component-handlers';
import { guideIndexHandler } from '@/lib/markdown/guide-index-handler';
import { convertMdxTree, parseMdx, printMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { blockquote, heading, paragraph } from '@/lib/markdown/nodes';
import { siteConfig } from '@/site.config';
import { guideFolder } from './guide-folders';
import { pageSections } from './page-sections';
import { frontmatter, headingsOf } from './page-text';

const titled = (title: string, description: string, body: RootContent[]): Root => ({
  type: 'root',
  children: [heading(1, title), blockquote([paragraph(description)]), ...body],
});

/** An id a handler set on a heading (`data.hProperties.id`), which the web page uses as its anchor. */
function explicitId(data: unknown): string | null {
  const id = (data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
  return typeof id === 'string' ? id : null;
}

/** One guide as its Markdown twin; `tree` is what its <GuideIndex> lists (the sidebar's tree). */
function guidePage(file: string, urlPath: string, breadcrumb: string[], tree: PageTree): DocsPage {
  const source = readFileSync(file, 'utf8');
  const { title, description = '' } = frontmatter(source);
  if (!title) throw new Error(`${file} has no title`);
  const body = convertMdxTree(parseMdx(source), {
    file: `apps/docs/${file.slice(file.indexOf('content/'))}`,
    pageUrl: new URL(urlPath, siteConfig.siteUrl).href,
    handlers: { ...componentHandlers, GuideIndex: guideIndexHandler(tree) },
  });
  const markdown = printMarkdown(titled(title, description, body.children));
  const explicit = body.children.flatMap((node) =>
    node.type === 'heading' && node.depth >= 2 && node.depth <= 4 ? [explicitId(node.data)] : [],
  );
  return {
    path: urlPath,
    title,
    description,
    breadcrumb,
    headings: headingsOf(markdown),
    sections: pageSections(markdown, undefined, explicit),
    markdown,
    searchable: true,
  };
}

/** The guides in sidebar order: a folder's index first, then its meta.json `pages`, then anything unlisted. */
export function guidePages(dir: string, urlPath: string, breadcrumb: string[], tree: PageTree): DocsPage[] {
  const { title, hasIndex, isPage, ordered } = guideFolder(dir);
  const trail = [...breadcrumb, title];
  const pages: DocsPage[] = [];
  if (hasIndex) pages.push(guidePage(join(dir, 'index.mdx'), urlPath, breadcrumb, tree));
  for (const name of ordered) {
    const child = join(dir, name);
    if (isPage(name)) pages.push(guidePage(`${child}.mdx`, `${urlPath}${name}/`, trail, tree));
    else pages.push(...guidePages(child, `${urlPath}${name}/`, trail, tree));
  }
  return pages;
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Root as PageTree } from 'fumadocs-core/page-tree';
import { frontmatter } from './page-text';

/*
 * The guides folder read the way the sidebar orders it: each folder's meta.json `pages` first, then anything
 * unlisted. The site reads the same tree from fumadocs (lib/site/source.ts), whose generated collections only
 * Next.js and the tests resolve; the MCP data is made outside both.
 */

export interface GuideFolder {
  title: string;
  hasIndex: boolean;
  isPage: (name: string) => boolean;
  /** Page and folder names in sidebar order, index.mdx apart. */
  ordered: string[];
}

export function guideFolder(dir: string): GuideFolder {
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

/** The folder as a fumadocs page tree (folders with their index page, pages with their titles). */
export function guideTree(dir: string, urlPath: string): PageTree['children'] {
  const { ordered, isPage } = guideFolder(dir);
  return ordered.map((name): PageTree['children'][number] => {
    const child = join(dir, name);
    const url = `${urlPath}${name}/`;
    if (isPage(name))
      return { type: 'page', name: frontmatter(readFileSync(`${child}.mdx`, 'utf8')).title ?? name, url };
    const folder = guideFolder(child);
    return {
      type: 'folder',
      name: folder.title,
      ...(folder.hasIndex ? { index: { type: 'page', name: folder.title, url } } : {}),
      children: guideTree(child, url),
    };
  });
}

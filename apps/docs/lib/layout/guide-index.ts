import type { Folder, Node, Root } from 'fumadocs-core/page-tree';
import { withTrailingSlash } from './trailing-slash';

/** A link of the guides index: a page, or a sub-folder with its own pages under it. */
export interface GuideIndexEntry {
  title: string;
  url?: string;
  pages: GuideIndexEntry[];
}

const urlOf = (url: string | undefined) => (url ? withTrailingSlash(url) : undefined);

function entriesOf(nodes: Node[]): GuideIndexEntry[] {
  return nodes.flatMap((node): GuideIndexEntry[] => {
    if (node.type === 'page') return [{ title: String(node.name), url: urlOf(node.url), pages: [] }];
    if (node.type === 'folder') return [folderEntry(node)];
    return [];
  });
}

function folderEntry(folder: Folder): GuideIndexEntry {
  return { title: String(folder.name), url: urlOf(folder.index?.url), pages: entriesOf(folder.children) };
}

/**
 * Every section of the guides with its pages, in navigation order, read from the same page tree as the
 * sidebar, so the /guides/ page can never list fewer sections than the navigation has.
 */
export function guideIndex(tree: Root): GuideIndexEntry[] {
  return tree.children.flatMap((node) => (node.type === 'folder' ? [folderEntry(node)] : []));
}

/** True when the folder holds the page at `url` (as its index or anywhere below), so its section opens. */
export function folderHolds(folder: Folder, url: string): boolean {
  if (folder.index?.url === url) return true;
  return folder.children.some((node) =>
    node.type === 'page' ? node.url === url : node.type === 'folder' && folderHolds(node, url),
  );
}

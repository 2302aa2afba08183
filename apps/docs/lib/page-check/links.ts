import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { jsxElements, namedAttributes, stringValue } from './jsx-elements';

/** A link written in a page, at the place of the link itself. */
export type PageLink = { url: string; line: number; column: number };

/** Markdown links and definitions, and `href` props of JSX elements (`<ButtonCard href>`, `<a href>`). */
export function pageLinks(tree: Root): PageLink[] {
  const links: PageLink[] = [];
  const add = (url: string, position?: { start: { line: number; column: number } }) =>
    links.push({ url, line: position?.start.line ?? 1, column: position?.start.column ?? 1 });
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') add(node.url, node.position);
  });
  for (const element of jsxElements(tree)) {
    for (const attribute of namedAttributes(element)) {
      const value = stringValue(attribute);
      if (attribute.name === 'href' && value !== undefined) add(value, attribute.position);
    }
  }
  return links.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** A link the site serves itself: a path, a `#fragment` or a relative path; not `https:`, `mailto:` and the like. */
export function isInternal(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

/** The path (resolved against the page's URL, with a trailing slash unless it names a file) and the anchor. */
export function splitLink(url: string, pageUrl: string): { path: string; anchor: string | null } {
  const hashAt = url.indexOf('#');
  const anchor = hashAt < 0 ? null : decodeURIComponent(url.slice(hashAt + 1));
  const rest = (hashAt < 0 ? url : url.slice(0, hashAt)).replace(/\?.*$/, '');
  if (rest === '') return { path: pageUrl, anchor };
  let path = new URL(rest, `https://site.invalid${pageUrl}`).pathname;
  if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) path += '/';
  return { path, anchor };
}

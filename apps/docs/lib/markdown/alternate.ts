import { markdownTwinPath } from './site-markdown';

/** Next metadata for `<link rel="alternate" type="text/markdown">` pointing at a page's Markdown twin. */
export function markdownAlternate(pagePath: string): { types: { 'text/markdown': string } } {
  return { types: { 'text/markdown': markdownTwinPath(pagePath.endsWith('/') ? pagePath : `${pagePath}/`) } };
}

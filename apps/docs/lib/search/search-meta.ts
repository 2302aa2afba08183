import { SEARCH_ALIASES } from '@platform/docs-core/search/aliases';
import { getBreadcrumbItems } from 'fumadocs-core/breadcrumb';
import type { Root } from 'fumadocs-core/page-tree';
import { isValidElement, type ReactNode } from 'react';

/** Between the parts of a breadcrumb in search results, e.g. "Guides › Auth". */
const BREADCRUMB_SEPARATOR = ' › ';

/** Name of the Pagefind metadata that holds a guide's section headings; lib/search/pagefind.ts weights it. */
const TOPICS_META = 'topics';

interface SearchAttributes {
  /** Where the page sits, outermost first, without the page itself. */
  breadcrumb: readonly string[];
  /** The page's section headings, for guides. */
  topics?: readonly string[];
}

/**
 * Attributes for the element that carries `data-pagefind-body`.
 *
 * - The breadcrumb, which the dialog shows above each result, is a Pagefind filter rather than metadata:
 *   Pagefind makes metadata searchable, and "CLI reference › Local development" on 124 pages would answer
 *   every search for "reference".
 * - A guide's section headings are metadata, searchable on purpose: ranked like a title (lib/search/pagefind.ts),
 *   they let a guide that has a section on a topic rank with the CLI commands named after it, whose titles
 *   hold the word (a search for "migration").
 *
 * Inline values are read to the end of the attribute, so both may contain commas.
 */
export function searchAttributes({ breadcrumb, topics = [] }: SearchAttributes): Record<string, string> {
  const attributes: Record<string, string> = {};
  const trail = breadcrumb.map((part) => part.trim()).filter(Boolean);
  if (trail.length > 0) attributes['data-pagefind-filter'] = `breadcrumb:${trail.join(BREADCRUMB_SEPARATOR)}`;
  const headings = topics.map((topic) => topic.trim()).filter(Boolean);
  if (headings.length > 0) attributes['data-pagefind-meta'] = `${TOPICS_META}:${headings.join(', ')}`;
  return attributes;
}

/** The text of a heading as fumadocs gives it (a string, or elements such as inline code). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * The breadcrumb of a guide for search results: "Guides" then the folders above the page. The guides overview
 * itself has none, and a folder's index page stops above its own folder (its title names it).
 */
export function guideBreadcrumb(url: string, tree: Root, rootUrl = '/guides'): string[] {
  if (url.replace(/\/$/, '') === rootUrl) return [];
  const folders = getBreadcrumbItems(url, tree, { includePage: false }).map((item) =>
    typeof item.name === 'string' ? item.name : '',
  );
  return [typeof tree.name === 'string' && tree.name ? tree.name : 'Guides', ...folders.filter(Boolean)];
}

/** Lower-case words separated by single spaces, with a space at each end, for whole-phrase matching. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .trim()} `;

/**
 * Other words readers search a page by: "Sign in with GitHub" is also "GitHub login" and "Log in with GitHub",
 * and a page whose title or a heading names a topic of the shared alias list (@platform/docs-core/search/aliases,
 * which the docs MCP server's search uses too) gets the topic's other names ("RLS" for "Row level security",
 * "pgvector" for "Store embeddings"). They go into the searchable `topics` metadata, so a search for
 * "github login" finds the provider's page, whose text says "sign in" throughout.
 */
export function searchAliases(title: string, headings: readonly string[] = []): string[] {
  const found: string[] = [];
  const provider = /^Sign in with (.+)$/i.exec(title.trim())?.[1];
  if (provider) found.push(`${provider} login`, `Log in with ${provider}`);
  const named = words([title, ...headings].join(' . '));
  for (const alias of SEARCH_ALIASES) {
    if (!alias.terms.some((term) => named.includes(words(term)))) continue;
    for (const term of alias.terms)
      if (!named.includes(words(term)) && !found.includes(term)) found.push(term);
  }
  return found;
}

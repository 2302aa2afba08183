import type { DocsData, DocsPage } from '@platform/docs-core/docs-data';
import { ToolInputError } from './tool-error.ts';

/*
 * Finds a page from what an agent is likely to pass: a full URL on the site, a site path with or without its
 * trailing slash, the Markdown twin's address (`/guides/auth.md`), or a `docs://` resource URI.
 */

const RESOURCE_SCHEME = 'docs://';

/** `docs://guides/database/row-level-security` for `/guides/database/row-level-security/`. */
export function resourceUri(path: string): string {
  return `${RESOURCE_SCHEME}${path.replace(/^\/|\/$/g, '')}`;
}

export function pagePath(input: string, siteUrl: string): string {
  let path = input.trim();
  if (path.startsWith(RESOURCE_SCHEME)) path = `/${path.slice(RESOURCE_SCHEME.length)}`;
  else if (/^https?:\/\//i.test(path)) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      throw new ToolInputError(`"${input}" is not a valid URL.`);
    }
    const site = new URL(siteUrl);
    if (url.host !== site.host)
      throw new ToolInputError(`${url.origin} is not this documentation site (${site.origin}).`);
    path = url.pathname;
  }
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.endsWith('.md')) path = path === '/index.md' ? '/' : path.slice(0, -'.md'.length);
  return path.endsWith('/') ? path : `${path}/`;
}

export class PageStore {
  private readonly byPath: Map<string, DocsPage>;

  constructor(private readonly data: DocsData) {
    this.byPath = new Map(data.pages.map((page) => [page.path, page]));
  }

  get pages(): DocsPage[] {
    return this.data.pages;
  }

  get(input: string): DocsPage {
    const path = pagePath(input, this.data.siteUrl);
    const page = this.byPath.get(path);
    if (page) return page;
    const near = this.data.pages
      .filter((candidate) => candidate.path.startsWith(path.split('/').slice(0, 3).join('/')))
      .slice(0, 5)
      .map((candidate) => candidate.path);
    throw new ToolInputError(
      `No page at ${path}.${near.length > 0 ? ` Pages nearby: ${near.join(', ')}.` : ''} Use search_docs to find a page.`,
    );
  }

  url(page: DocsPage): string {
    return new URL(page.path, this.data.siteUrl).href;
  }
}

import { docs } from 'fumadocs-mdx:collections/server';
import { loader } from 'fumadocs-core/source';
import { withTrailingSlash } from './trailing-slash';

/*
 * All guide pages, their page tree (sidebar) and URLs, built from content/guides at build time. Fumadocs
 * writes page URLs without the trailing slash the export uses (and strips one from a custom `url` option),
 * so the slash is added here, to the tree's links and to every page's `url` alike: the sidebar, breadcrumbs
 * and pager then link to each page's own address, and comparing a page with tree nodes still works.
 */
const guides = loader({
  baseUrl: '/guides',
  source: docs.toFumadocsSource(),
  pageTree: {
    transformers: [
      { file: (node) => (node.external ? node : { ...node, url: withTrailingSlash(node.url) }) },
    ],
  },
});

type LoadedPage = NonNullable<ReturnType<typeof guides.getPage>>;

function slashed<T extends LoadedPage | undefined>(page: T): T {
  return page ? { ...page, url: withTrailingSlash(page.url) } : page;
}

export const source = {
  get pageTree() {
    return guides.pageTree;
  },
  getPage: (slugs?: string[]) => slashed(guides.getPage(slugs)),
  getPages: () => guides.getPages().map((page) => slashed(page)),
  generateParams: () => guides.generateParams(),
};

export type GuidePage = LoadedPage;

/** The parts of Pagefind's browser API this site uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: PagefindSubResult[];
}

interface PagefindApi {
  options?: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] }>;
}

/** A page and the section in it that matched, ready to show in the search dialog. */
export interface SearchHit {
  id: string;
  title: string;
  section: string | null;
  url: string;
  excerpt: string;
}

/** The index is written by `pagefind` after `next build`, so it only exists in the exported site. */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

let pagefindPromise: Promise<PagefindApi> | null = null;

export function loadPagefind(url: string = PAGEFIND_URL): Promise<PagefindApi> {
  pagefindPromise ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url).then(
    (module: PagefindApi) => module,
    (error: unknown) => {
      pagefindPromise = null;
      throw error;
    },
  );
  return pagefindPromise;
}

/**
 * Picks the section to show for a page hit: the first sub-result that points at an anchor inside the page,
 * because the page-level sub-result repeats the page title.
 */
export function toSearchHit(id: string, data: PagefindResultData): SearchHit {
  const section = data.sub_results.find((sub) => sub.url.includes('#')) ?? null;
  return {
    id,
    title: data.meta.title ?? data.url,
    section: section?.title ?? null,
    url: section?.url ?? data.url,
    excerpt: section?.excerpt ?? data.excerpt,
  };
}

export async function searchDocs(query: string, limit = 8): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  const response = await pagefind.search(query);
  const top = response.results.slice(0, limit);
  const data = await Promise.all(top.map((result) => result.data()));
  return data.map((item, index) => toSearchHit(top[index]?.id ?? String(index), item));
}

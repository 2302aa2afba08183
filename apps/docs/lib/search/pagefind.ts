/** The parts of Pagefind's browser API this site uses. */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  content: string;
  /** `topics`: a guide's headings and the other names of its topics (lib/search/search-meta.ts). */
  meta: { title?: string; topics?: string };
  /** Filters the page declares (lib/search/search-meta.ts): `breadcrumb` holds one "Guides › Auth" trail. */
  filters?: Record<string, string[]>;
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] }>;
}

/** A page and the section in it that matched, ready to show in the search dialog. */
export interface SearchHit {
  id: string;
  /** The matching section's heading, or the page title when the match is not under a heading. */
  title: string;
  /** Where the hit sits: the page's breadcrumb, then the page title when `title` is a section of it. */
  breadcrumb: string[];
  url: string;
  excerpt: string;
}

/** The index is written after `next build` (build/search-index.mjs), so it exists in the export only. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

/** How many results the dialog shows at first, and how many more each "Show more" adds. */
export const RESULTS_PAGE_SIZE = 8;

/**
 * Ranking weights (https://pagefind.app/docs/ranking/), Pagefind's defaults except for metadata: a guide's
 * section headings (the `topics` metadata, lib/search/search-meta.ts) weigh as much as a page title. A CLI command
 * whose title holds the query gets a title boost that a guide, titled by its area, never gets; with its
 * headings counted alike, the local-development guide ranks among the migration commands for "migration".
 */
const SEARCH_RANKING = { metaWeights: { title: 5, topics: 5 } } as const;

let pagefindPromise: Promise<PagefindApi> | null = null;

function loadPagefind(url: string = PAGEFIND_URL): Promise<PagefindApi> {
  pagefindPromise ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url).then(
    async (module: PagefindApi) => {
      await module.options({ ranking: SEARCH_RANKING });
      return module;
    },
    (error: unknown) => {
      pagefindPromise = null;
      throw error;
    },
  );
  return pagefindPromise;
}

/** Splits text into lower-case words the way the search compares them: letters and digits only. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether a page really contains every word of the query. Pagefind matches a query word as a prefix, and when
 * no indexed word starts with it, it falls back to the longest indexed word the query word starts with: a
 * random string such as `xkqzvw` then "matches" every page with a lone `x`. A word counts as present when
 * some word of the page shares a prefix with it long enough to be the same word with another ending
 * (`migrations` ~ `migration`, `policies` ~ `policy`): all of it for words of up to three letters (`db`), at
 * least three letters, and at most three letters short of the whole query word.
 */
export function containsEveryTerm(query: string, text: string): boolean {
  const terms = wordsOf(query);
  if (terms.length === 0) return false;
  const words = new Set(wordsOf(text));
  return terms.every((term) => {
    const needed = Math.min(term.length, Math.max(3, term.length - 3));
    for (const word of words) if (commonPrefixLength(word, term) >= needed) return true;
    return false;
  });
}

/**
 * CLI commands are indexed through their crawler pages (`/reference/cli/crawlers/{id}/`, one per command), but
 * a reader is better served by the command's section of the one-page reference, with its menu and neighbours.
 */
const CLI_CRAWLER_PAGE = /^\/reference\/(cli|javascript)\/crawlers\/([a-z0-9-]+)\/$/;

/**
 * Where a result leads: a crawler page becomes its section of the one-page reference (`/reference/cli/#{id}`,
 * `/reference/javascript/#{id}`, the same for supabase-js methods), any other page stays.
 */
export function resultUrl(url: string): string {
  const match = CLI_CRAWLER_PAGE.exec(url);
  return match ? `/reference/${match[1]}/#${match[2]}` : url;
}

/**
 * An excerpt starts at a word, not inside code: Pagefind cuts a window around the match, which may begin with
 * `} = await …`. Leading punctuation and operators are dropped, and an ellipsis says the text goes on before.
 */
export function cleanExcerpt(excerpt: string): string {
  const trimmed = excerpt.replace(/^(?:[^\p{L}\p{N}<]|<(?!mark>))+/u, '');
  return trimmed === excerpt || trimmed === '' ? excerpt : `…${trimmed}`;
}

/**
 * Picks what to show for a page hit: the first sub-result that points at an anchor inside the page (the
 * page-level sub-result repeats the page title), its excerpt, and the page's breadcrumb. A page whose title holds
 * the query (`asPage`) is shown as the page, with its title: "magic link" finds "Magic links and email codes",
 * not its section "Link or code". A CLI command is one result: its parts (Usage, Flags, Examples) are headings
 * of its crawler page, not places worth a hit of their own.
 */
export function toSearchHit(id: string, data: PagefindResultData, { asPage = false } = {}): SearchHit {
  const section =
    asPage || CLI_CRAWLER_PAGE.test(data.url)
      ? null
      : (data.sub_results.find((sub) => sub.url.includes('#')) ?? null);
  const pageTitle = data.meta.title ?? data.url;
  const trail = (data.filters?.breadcrumb?.[0] ?? '')
    .split('›')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    id,
    title: section?.title ?? pageTitle,
    breadcrumb: section ? [...trail, pageTitle] : trail,
    url: section?.url ?? resultUrl(data.url),
    excerpt: cleanExcerpt(section?.excerpt ?? data.excerpt),
  };
}

/** Results of one query, read a page at a time; results that only matched by Pagefind's fallback are dropped. */
export interface SearchCursor {
  /** Loads up to `count` more hits. */
  next: (count?: number) => Promise<SearchHit[]>;
  /** Whether there may be more hits to load. */
  hasMore: () => boolean;
}

/**
 * How many of Pagefind's first results are reordered so that pages whose title holds every query word come
 * first. Pagefind weighs a title word like any other occurrence of it, so for "github login" the social login
 * overview (title "Social login", GitHub in its list) outranks "Login with GitHub"; a reader asking for a
 * provider wants its page. Beyond this window Pagefind's order stands.
 */
export const TITLE_FIRST_WINDOW = 16;

/** Words a reader uses for the same thing as a title does: "github login" asks for "Sign in with GitHub". */
const TITLE_SYNONYMS: Record<string, string[]> = {
  login: ['sign', 'signin', 'log'],
  signin: ['sign', 'login'],
  logon: ['sign', 'login'],
};

/** Whether a page title holds every query word, or a word titles use for it (TITLE_SYNONYMS). */
export function titleHoldsQuery(query: string, title: string): boolean {
  const terms = wordsOf(query);
  return (
    terms.length > 0 &&
    terms.every((term) =>
      [term, ...(TITLE_SYNONYMS[term] ?? [])].some((word) => containsEveryTerm(word, title)),
    )
  );
}

/**
 * Whether the hit is the section the query names by its anchor: an error code such as PGRST116 or 42501 is the
 * anchor of its entry in the Errors reference, which troubleshooting guides quoting the code must not outrank.
 */
export function anchorNamesQuery(query: string, url: string): boolean {
  const term = query.trim();
  if (!/^[\w-]+$/.test(term)) return false;
  const hash = url.indexOf('#');
  return hash >= 0 && url.slice(hash + 1).toLowerCase() === term.toLowerCase();
}

/**
 * Reads results in Pagefind's order, keeping those that contain every query word; among the first
 * TITLE_FIRST_WINDOW results, the section whose anchor is the query comes first, then pages titled with every
 * query word (each in Pagefind's order).
 */
export function createCursor(query: string, results: readonly PagefindResult[]): SearchCursor {
  let position = 0;
  let reordered = false;
  const ready: SearchHit[] = [];
  const load = async (count: number) => {
    const batch = results.slice(position, position + count);
    position += batch.length;
    const data = await Promise.all(batch.map((result) => result.data()));
    const found: { hit: SearchHit; rank: number }[] = [];
    data.forEach((item, index) => {
      const result = batch[index];
      // A word may be in the page's searchable topics only (an alias: "pgvector" on the embeddings guide).
      const searched = `${item.meta.title ?? ''} ${item.meta.topics ?? ''} ${item.content}`;
      if (result && containsEveryTerm(query, searched)) {
        const titled = titleHoldsQuery(query, item.meta.title ?? '');
        const hit = toSearchHit(result.id, item, { asPage: titled });
        found.push({ hit, rank: anchorNamesQuery(query, hit.url) ? 0 : titled ? 1 : 2 });
      }
    });
    return found;
  };
  return {
    hasMore: () => ready.length > 0 || position < results.length,
    async next(count = RESULTS_PAGE_SIZE) {
      if (!reordered) {
        reordered = true;
        const first = await load(Math.max(count, TITLE_FIRST_WINDOW));
        // A stable sort keeps Pagefind's order within each rank.
        ready.push(...first.sort((a, b) => a.rank - b.rank).map((item) => item.hit));
      }
      while (ready.length < count && position < results.length) {
        ready.push(...(await load(count - ready.length)).map((item) => item.hit));
      }
      return ready.splice(0, count);
    },
  };
}

export async function searchDocs(query: string): Promise<SearchCursor> {
  const pagefind = await loadPagefind();
  const response = await pagefind.search(query);
  return createCursor(query, response.results);
}

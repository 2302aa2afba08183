/*
 * A way for any part of a page to open the site search with a query already typed (the 404 page's search
 * box does), without importing the search dialog: the header's search button listens for this event.
 */

export const SEARCH_REQUEST_EVENT = 'docs:search-request';

export type SearchRequest = { query: string };

/** Opens the search dialog with `query` in its field. */
export function requestSearch(query: string): void {
  window.dispatchEvent(
    new CustomEvent<SearchRequest>(SEARCH_REQUEST_EVENT, { detail: { query: query.trim() } }),
  );
}

/** Calls `handler` for every request; returns the function that stops listening. */
export function onSearchRequest(handler: (request: SearchRequest) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<SearchRequest>).detail;
    handler({ query: typeof detail?.query === 'string' ? detail.query : '' });
  };
  window.addEventListener(SEARCH_REQUEST_EVENT, listener);
  return () => window.removeEventListener(SEARCH_REQUEST_EVENT, listener);
}

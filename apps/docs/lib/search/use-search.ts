'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { RESULTS_PAGE_SIZE, type SearchCursor, type SearchHit, searchDocs } from './pagefind';
import { searchUnavailableMessage } from './search-messages';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; hits: SearchHit[]; hasMore: boolean; loadingMore: boolean }
  | { status: 'error'; message: string };

const DEBOUNCE_MS = 120;

/**
 * Runs a Pagefind query for the text typed so far (the newest query always wins) and shows its first page of
 * hits; `showMore` appends the next page.
 */
export function useSearch(query: string): { state: SearchState; showMore: () => Promise<void> } {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const cursor = useRef<SearchCursor | null>(null);

  useEffect(() => {
    const text = query.trim();
    cursor.current = null;
    if (text === '') {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
    const timer = setTimeout(async () => {
      try {
        const found = await searchDocs(text);
        const hits = await found.next(RESULTS_PAGE_SIZE);
        if (!current) return;
        cursor.current = found;
        setState({ status: 'done', hits, hasMore: found.hasMore(), loadingMore: false });
      } catch {
        if (current) setState({ status: 'error', message: searchUnavailableMessage(process.env.NODE_ENV) });
      }
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  /** Appends the next page of hits; resolves once they are in the state. */
  const showMore = useCallback(async (): Promise<void> => {
    const found = cursor.current;
    if (!found) return;
    setState((previous) => (previous.status === 'done' ? { ...previous, loadingMore: true } : previous));
    const more = await found.next(RESULTS_PAGE_SIZE);
    if (cursor.current !== found) return;
    setState((previous) =>
      previous.status === 'done'
        ? { status: 'done', hits: [...previous.hits, ...more], hasMore: found.hasMore(), loadingMore: false }
        : previous,
    );
  }, []);

  return { state, showMore };
}

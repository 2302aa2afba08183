'use client';

import { useEffect, useState } from 'react';
import { type SearchHit, searchDocs } from './pagefind';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; hits: SearchHit[] }
  | { status: 'error'; message: string };

const DEBOUNCE_MS = 120;

/** Runs a Pagefind query for the text typed so far; the newest query always wins. */
export function useSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    const text = query.trim();
    if (text === '') {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
    const timer = setTimeout(() => {
      searchDocs(text).then(
        (hits) => current && setState({ status: 'done', hits }),
        () =>
          current &&
          setState({
            status: 'error',
            message: 'Search is unavailable: the index is built with the site (npm run build).',
          }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  return state;
}

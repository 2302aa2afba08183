'use client';

import { type FormEvent, useEffect, useId } from 'react';
import { requestSearch } from '@/lib/search-request';
import { SearchIcon } from './icons';

/**
 * The 404 page's search box: submitting it opens the site search with the query typed in. Before the page's
 * script runs, the form still works: it reloads this page with `?q=…`, and the query is handed to the
 * search as soon as the script is there.
 */
export function NotFoundSearch() {
  const inputId = useId();

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('q');
    if (query?.trim()) requestSearch(query);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    requestSearch(field instanceof HTMLInputElement ? field.value : '');
  };

  return (
    <search aria-label="Search the docs" className="mt-8 block max-w-xl">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search the docs
        </label>
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={inputId}
            name="q"
            type="search"
            placeholder="Search the docs…"
            autoComplete="off"
            className="h-10 w-full rounded-md border border-border bg-background pr-3 pl-9 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
        </div>
        <button
          type="submit"
          className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Search
        </button>
      </form>
    </search>
  );
}

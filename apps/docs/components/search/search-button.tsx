'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { isSearchShortcut, takeEarlySearchShortcut } from '@/lib/search/early-shortcut';
import { pendingSiteSearch, submittedSiteSearch } from '@/lib/search/site-search-form';
import { SearchIcon as Search } from '../icons';

// The dialog and Pagefind are fetched on first open only, so pages pay nothing for search until used.
const SearchDialog = lazy(() => import('./search-dialog'));

export function SearchButton() {
  // Undefined until search is first opened: only then is the dialog's code fetched.
  const [open, setOpen] = useState<boolean>();
  // A query typed into a search form on the page (the 404 page's) that the dialog should show.
  const [request, setRequest] = useState<{ query: string } | undefined>(undefined);

  useEffect(() => {
    const openWith = (query: string) => {
      setRequest({ query });
      setOpen(true);
    };
    const onSubmit = (event: SubmitEvent) => {
      const query = submittedSiteSearch(event);
      if (query === undefined) return;
      event.preventDefault();
      openWith(query);
    };
    document.addEventListener('submit', onSubmit);
    const pending = pendingSiteSearch(document);
    if (pending) openWith(pending);
    return () => document.removeEventListener('submit', onSubmit);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    if (takeEarlySearchShortcut()) setOpen(true);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        // Pressed before the page's code has run, it opens search once it has (lib/loading/pending-clicks.ts).
        data-replay-click
        onClick={() => setOpen(true)}
        className="inline-flex h-9 items-center gap-2 rounded-md border border-border bg-muted px-3 text-sm text-muted-foreground hover:text-foreground md:w-56"
      >
        <Search aria-hidden className="size-4" />
        <span className="hidden md:inline">Search docs…</span>
        <span className="sr-only md:hidden">Search docs</span>
        {/* Both hints are in the HTML; lib/search/platform.ts marks Apple devices on <html> before the first paint, so
            the right one shows at once and React never has to change it. */}
        <kbd className="ml-auto hidden rounded border border-border px-1.5 font-mono text-xs md:inline">
          <span className="in-data-[platform=apple]:hidden">Ctrl K</span>
          <span className="hidden in-data-[platform=apple]:inline">⌘K</span>
        </kbd>
      </button>
      {open !== undefined ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} request={request} />
        </Suspense>
      ) : null}
    </>
  );
}

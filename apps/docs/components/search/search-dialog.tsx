'use client';

import { PASTE_ERROR_HREF } from '@platform/docs-core/errors/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSearch } from '@/lib/search/use-search';

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A search typed into a form on the page (lib/search/site-search-form.ts); each new one replaces the query. */
  request?: { query: string };
}

export default function SearchDialog({ open, onOpenChange, request }: SearchDialogProps) {
  // The query outlives the dialog: reopening shows the last search with its text selected.
  const [query, setQuery] = useState(request?.query ?? '');
  const [active, setActive] = useState(0);
  const { state, showMore } = useSearch(query);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!request) return;
    setQuery(request.query);
    setActive(0);
  }, [request]);
  const hits = state.status === 'done' ? state.hits : [];
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Pages are static HTML, so a hit is opened as a normal navigation (a same-page #anchor just scrolls).
  const go = (url: string) => {
    onOpenChange(false);
    window.location.assign(url);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="large"
        // Anchored near the top, not centred, so the box does not move when results arrive or change.
        placement="top"
        inset="none"
        className="sm:max-h-[80vh]"
        data-search-dialog
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
          input.current?.select();
        }}
      >
        <DialogTitle className="sr-only">Search the docs</DialogTitle>
        <DialogDescription className="sr-only">
          Type to search. Use the up and down arrows to choose a result and Enter to open it.
        </DialogDescription>
        <input
          ref={input}
          // A text field, not type="search": the dialog's Close button is its one close control, and a search
          // field's own clear button would be a second, differently coloured "×" beside it.
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-label="Search the docs"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          placeholder="Search the docs…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && hits.length > 0) {
              event.preventDefault();
              setActive((index) => (index + 1) % hits.length);
            } else if (event.key === 'ArrowUp' && hits.length > 0) {
              event.preventDefault();
              setActive((index) => (index - 1 + hits.length) % hits.length);
            } else if (event.key === 'Enter') {
              const hit = hits[active];
              if (hit) {
                event.preventDefault();
                go(hit.url);
              }
            }
          }}
          className="w-full border-b border-border bg-transparent py-3 pr-12 pl-4 text-base outline-none"
        />
        <div className="max-h-[60vh] overflow-y-auto p-2" aria-live="polite">
          {state.status === 'loading' ? (
            <p className="p-3 text-sm text-muted-foreground">Searching…</p>
          ) : null}
          {state.status === 'error' ? (
            <p role="alert" className="p-3 text-sm text-destructive">
              {/* `backticks` in the message mark a command to run */}
              {state.message
                .split('`')
                .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
            </p>
          ) : null}
          {state.status === 'done' && hits.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">
              No results for “{query.trim()}”. Holding an error message?{' '}
              <a href={PASTE_ERROR_HREF} className="text-primary underline underline-offset-2">
                Paste an error
              </a>
              .
            </p>
          ) : null}
          <div id={listId} role="listbox" aria-label="Search results" className="flex flex-col gap-1">
            {hits.map((hit, index) => (
              // The input owns keyboard focus (combobox pattern); options answer to pointer use.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled on the combobox input
              <div
                key={`${hit.id}-${index}`}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                data-active={index === active || undefined}
                data-url={hit.url}
                onMouseMove={() => setActive(index)}
                onClick={() => go(hit.url)}
                className="cursor-pointer rounded-md px-3 py-2 data-[active]:bg-accent data-[active]:text-accent-foreground"
              >
                {hit.breadcrumb.length > 0 ? (
                  <span data-breadcrumb className="block text-xs text-muted-foreground">
                    {hit.breadcrumb.join(' › ')}
                  </span>
                ) : null}
                <span data-title className="block text-sm font-medium">
                  {hit.title}
                </span>
                <span
                  data-excerpt
                  className="mt-1 block text-xs text-muted-foreground [&_mark]:bg-transparent [&_mark]:font-semibold [&_mark]:text-foreground"
                  // Pagefind escapes the page text and only adds <mark> around matches.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: excerpt comes from our own index
                  dangerouslySetInnerHTML={{ __html: hit.excerpt }}
                />
              </div>
            ))}
          </div>
          {state.status === 'done' && state.hasMore ? (
            <button
              type="button"
              onClick={async () => {
                // The button goes away with the last page: keyboard use continues on the input, at the first new hit.
                const firstNew = hits.length;
                await showMore();
                setActive(firstNew);
                input.current?.focus();
              }}
              disabled={state.loadingMore}
              className="mt-2 w-full rounded-md border border-border px-3 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
            >
              {state.loadingMore ? 'Loading more…' : 'Show more results'}
            </button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSearch } from '@/lib/use-search';

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A search typed into a form on the page (lib/site-search-form.ts); each new one replaces the query. */
  request?: { query: string };
}

export default function SearchDialog({ open, onOpenChange, request }: SearchDialogProps) {
  const router = useRouter();
  const [query, setQuery] = useState(request?.query ?? '');
  const [active, setActive] = useState(0);
  const state = useSearch(query);

  useEffect(() => {
    if (!request) return;
    setQuery(request.query);
    setActive(0);
  }, [request]);
  const hits = state.status === 'done' ? state.hits : [];
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (url: string) => {
    onOpenChange(false);
    router.push(url);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="large" className="gap-0 p-0">
        <DialogTitle className="sr-only">Search the docs</DialogTitle>
        <DialogDescription className="sr-only">
          Type to search. Use the up and down arrows to choose a result and Enter to open it.
        </DialogDescription>
        <input
          autoFocus
          type="search"
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
          className="w-full border-b border-border bg-transparent px-4 py-3 text-base outline-none"
        />
        <div className="max-h-[60vh] overflow-y-auto p-2" aria-live="polite">
          {state.status === 'loading' ? (
            <p className="p-3 text-sm text-muted-foreground">Searching…</p>
          ) : null}
          {state.status === 'error' ? <p className="p-3 text-sm text-destructive">{state.message}</p> : null}
          {state.status === 'done' && hits.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">No results for “{query.trim()}”.</p>
          ) : null}
          <div id={listId} role="listbox" aria-label="Search results" className="flex flex-col gap-1">
            {hits.map((hit, index) => (
              // The input owns keyboard focus (combobox pattern); options answer to pointer use.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled on the combobox input
              <div
                key={hit.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                data-active={index === active || undefined}
                onMouseMove={() => setActive(index)}
                onClick={() => go(hit.url)}
                className="cursor-pointer rounded-md px-3 py-2 data-[active]:bg-accent data-[active]:text-accent-foreground"
              >
                <span className="block text-sm font-medium">{hit.title}</span>
                {hit.section ? (
                  <span className="block text-xs text-muted-foreground">{hit.section}</span>
                ) : null}
                <span
                  className="mt-1 block text-xs text-muted-foreground [&_mark]:bg-transparent [&_mark]:font-semibold [&_mark]:text-foreground"
                  // Pagefind escapes the page text and only adds <mark> around matches.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: excerpt comes from our own index
                  dangerouslySetInnerHTML={{ __html: hit.excerpt }}
                />
              </div>
            ))}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

'use client';

import { PASTE_ERROR_MESSAGES as M, SOURCE_LABELS, searchQueryOf } from '@platform/docs-core/errors/messages';
import { buildPasteIndex, type ErrorMatch, findErrors } from '@platform/docs-core/errors/paste-parser';
import { useId, useMemo, useState } from 'react';
import { readPageIndex } from '@/lib/errors/error-index';
import { firstSentence } from '@/lib/errors/first-sentence';
import { SITE_SEARCH_FIELD, SITE_SEARCH_FORM_ATTRIBUTE } from '@/lib/search/site-search-form';
import { PasteErrorField } from './paste-error-field';

const SHOWN = 8;
const siteSearchForm = { [SITE_SEARCH_FORM_ATTRIBUTE]: '' };

/**
 * "Paste an error": a text area whose content is matched against the entries of this page (read from their
 * data attributes once) by the paste parser of `@platform/docs-core`. Runs in the browser only; nothing is sent.
 */
export function PasteError() {
  const id = useId();
  const [paste, setPaste] = useState('');
  // The entries are in the page's HTML already; read them once, when the widget first renders in the browser.
  const [index] = useState(() =>
    buildPasteIndex(typeof document === 'undefined' ? [] : readPageIndex(document)),
  );
  const matches = useMemo(() => (paste.trim() ? findErrors(paste, index) : []), [paste, index]);
  const asked = paste.trim().length > 0;

  return (
    <PasteErrorField id={id} value={paste} onChange={(event) => setPaste(event.target.value)}>
      <div aria-live="polite">
        {asked && matches.length > 0 ? <MatchList matches={matches.slice(0, SHOWN)} /> : null}
        {asked && matches.length === 0 ? <EmptyState query={searchQueryOf(paste)} /> : null}
      </div>
    </PasteErrorField>
  );
}

/**
 * Each match as a card: the code and title, where it comes from and its HTTP status, what it means in one
 * line, its fix, then the link to the whole entry on this page.
 */
function MatchList({ matches }: { matches: ErrorMatch[] }) {
  return (
    <ol aria-label={M.results} className="mt-4 flex flex-col gap-3">
      {matches.map(({ entry, via }) => (
        <li key={`${entry.source}-${entry.anchor}`} className="rounded-md border border-border p-3">
          <p className="my-0 font-semibold">
            <code>{entry.code}</code> {entry.title}
          </p>
          <p className="mt-0.5 mb-0 text-xs text-muted-foreground">
            {SOURCE_LABELS[entry.source] ?? entry.source}
            {entry.status ? (
              <>
                {' · '}
                {M.status} <strong className="text-foreground">{entry.status}</strong>
              </>
            ) : null}
            {via === 'message' ? ` · ${M.viaMessage}` : ''}
          </p>
          {entry.summary ? <p className="mt-2 mb-0 text-sm">{firstSentence(entry.summary)}</p> : null}
          {entry.fix ? (
            <p className="mt-1 mb-0 text-sm">
              <strong>{M.fix}</strong> {entry.fix}
            </p>
          ) : null}
          <a
            href={`#${entry.anchor}`}
            className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-2"
          >
            {M.openEntry(entry.code)}
          </a>
        </li>
      ))}
    </ol>
  );
}

function EmptyState({ query }: { query: string }) {
  return (
    <div className="mt-4 rounded-md border border-border p-3 text-sm">
      <p className="font-semibold">{M.empty}</p>
      <p className="mt-1 text-muted-foreground">{M.emptyHint}</p>
      {/* A site-search form: the header's search button opens the search dialog with its query. */}
      <form key={query} method="get" className="mt-2 flex gap-2" {...siteSearchForm}>
        <input
          name={SITE_SEARCH_FIELD}
          type="search"
          defaultValue={query}
          aria-label={M.search}
          className="h-9 flex-1 rounded-md border border-border bg-background px-3 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <button
          type="submit"
          className="h-9 rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {M.search}
        </button>
      </form>
    </div>
  );
}

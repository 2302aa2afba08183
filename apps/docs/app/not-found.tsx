import { PASTE_ERROR_HREF } from '@platform/docs-core/errors/messages';
import type { Metadata } from 'next';
import { SearchIcon } from '@/components/icons';
import { SITE_SEARCH_FIELD, SITE_SEARCH_FORM_ATTRIBUTE } from '@/lib/search/site-search-form';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

const siteSearchForm = { [SITE_SEARCH_FORM_ATTRIBUTE]: '' };

export default function NotFound() {
  return (
    <main id="main-content" className="mx-auto max-w-screen-2xl px-4 py-20" tabIndex={-1}>
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 max-w-2xl text-muted-foreground">
        The page you are looking for does not exist or has moved. Search the docs, or start from one of these:
      </p>
      {/* A plain form: the header's search button opens the site search with its query (no script here). */}
      <search aria-label="Search the docs" className="mt-8 block max-w-xl">
        <form method="get" className="flex gap-2" {...siteSearchForm}>
          <div className="relative flex-1">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              name={SITE_SEARCH_FIELD}
              type="search"
              aria-label="Search the docs"
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
      <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href="/" className="text-primary underline underline-offset-2">
            Docs home
          </a>
        </li>
        <li>
          <a href="/guides/" className="text-primary underline underline-offset-2">
            Guides
          </a>
        </li>
        <li>
          <a href="/reference/cli/" className="text-primary underline underline-offset-2">
            CLI reference
          </a>
        </li>
        <li>
          <a href={PASTE_ERROR_HREF} className="text-primary underline underline-offset-2">
            Paste an error
          </a>
        </li>
      </ul>
    </main>
  );
}

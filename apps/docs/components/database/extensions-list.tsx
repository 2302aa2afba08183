'use client';

import { useId, useState } from 'react';
import { EXTENSION_CATEGORIES, extensions } from '@/data/extensions';
import { type CategoryFilter, filterExtensions } from '@/lib/database/extensions-filter';

const fieldClass =
  'h-9 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The Postgres extensions of data/extensions.ts, searchable by name or description and filterable by category. */
export function ExtensionsList() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const shown = filterExtensions(extensions, query, category);

  return (
    <section aria-label="Postgres extensions" className="not-prose my-6" data-slot="extensions-list">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-query`} className="text-sm font-medium">
            Search extensions
          </label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            placeholder="Name or purpose, e.g. fuzzy"
            onChange={(event) => setQuery(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-category`} className="text-sm font-medium">
            Category
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as CategoryFilter)}
            className={fieldClass}
          >
            <option value="all">All categories</option>
            {EXTENSION_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-3 text-sm text-muted-foreground">
        {shown.length === extensions.length
          ? `${shown.length} extensions`
          : `${shown.length} of ${extensions.length} extensions`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm">No extension matches. Try a shorter word or another category.</p>
      ) : (
        // Compact cards (name and category on one line, tight leading): 58 of them must not make a phone scroll
        // through ten screens of padding.
        <ul className="mt-3 grid gap-2 leading-snug sm:grid-cols-2 sm:gap-3">
          {shown.map((extension) => (
            <li
              key={extension.name}
              className="flex flex-col gap-1 rounded-lg border border-border px-3 py-2.5"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="font-mono text-sm font-semibold">{extension.name}</h3>
                <p className="m-0 text-xs text-muted-foreground">{extension.category}</p>
              </div>
              <p className="m-0 text-sm">{extension.description}</p>
              <a
                href={extension.link}
                className="mt-auto inline-flex min-h-6 items-center self-start text-sm underline underline-offset-2"
                target="_blank"
                rel="noreferrer"
              >
                Documentation<span className="sr-only"> for {extension.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useScrollSpy } from '@/lib/layout/use-scroll-spy';

export interface TocEntry {
  url: string;
  title: ReactNode;
  depth: number;
}

// A heading counts as "in view" while it sits in the band between the sticky header's bottom and 60% down
// the viewport; reading position is where the eye is, not the whole screen.
const TOC_BAND_BOTTOM = '-60%';

export function TableOfContents({ items }: { items: TocEntry[] }) {
  const ids = items.map((item) => item.url.replace(/^#/, ''));
  const active = useScrollSpy(ids, TOC_BAND_BOTTOM) ?? ids[0] ?? null;
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className="text-sm">
      <h2 id="toc-heading" className="mb-2 font-semibold">
        On this page
      </h2>
      <ul className="flex flex-col gap-1 border-l border-border">
        {items.map((item) => {
          const id = item.url.replace(/^#/, '');
          const isActive = id === active;
          return (
            <li key={item.url}>
              <a
                href={item.url}
                aria-current={isActive ? 'true' : undefined}
                data-active={isActive || undefined}
                className={cn('toc-link', item.depth <= 2 ? 'pl-3' : item.depth === 3 ? 'pl-6' : 'pl-9')}
              >
                {item.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

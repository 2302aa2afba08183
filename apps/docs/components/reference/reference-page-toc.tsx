'use client';

import { useEffect, useState } from 'react';
import type { OutlineEntry } from '@/lib/reference/outline';
import { useActiveEntry } from './reference-scroll-spy';

interface EntryOutline {
  id: string;
  /**
   * The markup of the entry's h3, rendered at build: its call path with the <wbr> break points of
   * <CallText> and any title note, so the column wraps and reads as the heading does without that code here.
   */
  titleHtml: string;
  area: OutlineEntry | null;
  parts: OutlineEntry[];
}

/**
 * Reads the outline of an entry from its section on the page: the title, the group it sits in
 * (`data-cli-group`, reference-group) and the part headings (ids from lib/reference/outline). Read from the
 * page rather than sent as data, so the column lists exactly what is rendered and the page carries no second
 * copy of every entry's outline.
 */
function readOutline(id: string): EntryOutline | null {
  const section = document.getElementById(id);
  if (!section) return null;
  const areaId = section.closest<HTMLElement>('[data-cli-group]')?.dataset.cliGroup;
  const areaTitle = areaId ? document.getElementById(areaId)?.textContent : null;
  return {
    id,
    titleHtml: section.querySelector('h3')?.innerHTML ?? id,
    area: areaId && areaTitle ? { id: areaId, title: areaTitle } : null,
    parts: [...section.querySelectorAll<HTMLElement>('h4[id]')].map((heading) => ({
      id: heading.id,
      title: heading.textContent ?? '',
    })),
  };
}

const linkClass = 'block py-0.5 text-muted-foreground hover:text-foreground';

/**
 * A reference's right column: before any entry is in view, the page's own sections; then the entry in view
 * with its parts (usage, flags, examples…), following the scroll-spy. The heading id keeps its CLI name for
 * the built pages.
 */
export function ReferencePageToc({ sections }: { sections: OutlineEntry[] }) {
  const active = useActiveEntry();
  const [outline, setOutline] = useState<EntryOutline | null>(null);
  useEffect(() => setOutline(active ? readOutline(active) : null), [active]);

  return (
    <nav aria-labelledby="cli-toc-heading" className="text-sm">
      <h2 id="cli-toc-heading" className="mb-2 font-semibold">
        On this page
      </h2>
      {outline ? (
        <div className="border-l border-border pl-3">
          {outline.area ? (
            <a href={`#${outline.area.id}`} className={`${linkClass} text-xs font-semibold uppercase`}>
              {outline.area.title}
            </a>
          ) : null}
          <a
            href={`#${outline.id}`}
            aria-current="true"
            className="toc-entry-title"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: this page's own heading, rendered at build
            dangerouslySetInnerHTML={{ __html: outline.titleHtml }}
          />
          <ul className="mt-1 flex flex-col gap-0.5 pl-3">
            {outline.parts.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`} className={linkClass}>
                  {part.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="flex flex-col gap-0.5 border-l border-border pl-3">
          {sections.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className={linkClass}>
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

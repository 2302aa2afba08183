import { type GuideIndexEntry, guideIndex } from '@/lib/layout/guide-index';
import { source } from '@/lib/site/source';

function EntryLink({ entry }: { entry: GuideIndexEntry }) {
  return entry.url ? <a href={entry.url}>{entry.title}</a> : <span>{entry.title}</span>;
}

function EntryList({ entries }: { entries: GuideIndexEntry[] }) {
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.url ?? entry.title}>
          <EntryLink entry={entry} />
          {entry.pages.length > 0 ? (
            <div className="ml-3 border-l border-border pl-3">
              <EntryList entries={entry.pages} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The /guides/ page's list of every section and its pages, from the sidebar's own page tree, so a section
 * added to the navigation appears here too.
 */
export function GuideIndex() {
  return (
    <div data-slot="guide-index" className="not-prose mt-6 grid items-start gap-6 sm:grid-cols-2">
      {guideIndex(source.pageTree).map((section) => (
        <section key={section.title} className="rounded-lg border border-border bg-card p-4">
          <h2 className="text-lg font-semibold">
            <EntryLink entry={section} />
          </h2>
          {section.pages.length > 0 ? <EntryList entries={section.pages} /> : null}
        </section>
      ))}
    </div>
  );
}

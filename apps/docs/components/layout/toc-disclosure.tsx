import type { TocEntry } from './table-of-contents';

/**
 * "On this page" for screens without the side column (below 1280px): a closed native <details> under the
 * title, so a phone reader can jump to a section without scrolling the whole page, and no script is needed.
 */
export function TocDisclosure({ items }: { items: TocEntry[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="On this page" className="mt-4 xl:hidden" data-pagefind-ignore>
      <details data-slot="toc-disclosure" className="group rounded-lg border border-border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">On this page</summary>
        <ul className="m-0 flex list-none flex-col gap-1 border-t border-border px-3 py-2 text-sm">
          {items.map((item) => (
            <li key={item.url} className={item.depth <= 2 ? undefined : 'pl-4'}>
              <a href={item.url} className="block py-1 text-muted-foreground hover:text-foreground">
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

import type { Crumb } from '@/lib/layout/breadcrumbs';
import { withTrailingSlash } from '@/lib/layout/trailing-slash';

/** The trail from the section root to the current page (the last crumb, marked as the current page). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-muted-foreground">
      {/* Baseline-aligned, so every item's text sits on one line (centring put the first, separator-less item
          2px higher). The separator ends the item before it, so a wrapped line never starts with "/". */}
      <ol className="flex flex-wrap items-baseline gap-x-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className="flex items-baseline gap-1">
              {last ? (
                <span aria-current="page" className="text-foreground">
                  {item.name}
                </span>
              ) : item.url ? (
                <a href={withTrailingSlash(item.url)} className="hover:text-foreground">
                  {item.name}
                </a>
              ) : (
                <span>{item.name}</span>
              )}
              {last ? null : <span aria-hidden>/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
